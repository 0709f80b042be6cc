"""docs/vanguard.md's posts for scripted abilities, played in English and in Russian (issue 26): each example
is in the docs and does what the docs say (V-ABIL-3, V-ABIL-2, V-ABIL-6, V-REF-4, V-MAIN-4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import kinds, pend, play, position, unit, view

DOCS = (Path(__file__).resolve().parents[2] / "docs" / "vanguard.md").read_text(encoding="utf-8")
UP2 = [{"name": "Knight of Silence, Gallatin", "face_up": True}] * 2
LANGS = {"en": 0, "ru": 1}


def post(en: str, ru: str, lang: str) -> str:
    text = (en, ru)[LANGS[lang]]
    assert f"`{text}`" in DOCS, text
    return text


@pytest.mark.parametrize("lang", LANGS)
def test_act_by_name_and_yes_with_circles(lang: str) -> None:
    st = position({"circles": {"BR": "Auspice Falcon", "FL": "Gallatin", "FR": "Gallatin"}, "damage": UP2})
    st, _ = play(st, "Alice", post("act Auspice Falcon", "акт Сокол-предвестник", lang))
    st, _ = play(st, "Alice", post("yes FL + FR", "да ПЛ + ПП", lang))
    assert unit(st, "Alice", "FL")["power"] == 15000 and unit(st, "Alice", "FR")["power"] == 15000


@pytest.mark.parametrize("lang", LANGS)
def test_act_by_circle_and_by_number(lang: str) -> None:
    st = position({"circles": {"BR": "Auspice Falcon", "FL": "Gallatin", "FR": "Gallatin"}, "damage": UP2})
    st, _ = play(st, "Alice", post("act BR", "акт ЗП", lang))
    assert pend(st) == [("Alice", "ability")]
    st = position({"circles": {"FL": "Auspice Falcon"}, "damage": UP2})
    with pytest.raises(Exception) as e:
        play(st, "Alice", post("act FL 2", "акт ПЛ 2", lang))
    assert "ACT" in str(e.value) or "АКТ" in str(e.value)


@pytest.mark.parametrize("lang", LANGS)
def test_yes_opp_circle_and_no(lang: str) -> None:
    st = position({"hand": ["Blaster Blade"], "damage": UP2, "soul": ["Glyme"]}, {"circles": {"FL": "Gallatin"}})
    st, _ = play(st, "Alice", "call Blaster Blade FR")
    st2, ev = play(st, "Alice", post("no", "нет", lang))
    assert "ability_declined" in kinds(ev)
    st, _ = play(st, "Alice", post("yes opp FL", "да враг ПЛ", lang))
    assert view(st)["players"][1]["drop"] == ["Knight of Silence, Gallatin"]


@pytest.mark.parametrize("lang", LANGS)
def test_yes_card_to_circle(lang: str) -> None:
    st = position({"vanguard": "Sage of the Arts, Jauron", "hand": ["Alfred Early", "Blaster Blade"], "damage": UP2,
                   "deck": ["Wingal"] * 6}, phase="ride")
    st, _ = play(st, "Alice", "ride Alfred Early", "gift I VC",  # V-RIDE-5: the gift, then the ability
                 post("yes Blaster Blade to FL", "да Бластер Блейд на ПЛ", lang))
    assert unit(st, "Alice", "FL")["name"] == "Blaster Blade"


@pytest.mark.parametrize("lang", LANGS)
def test_yes_with_a_discard(lang: str) -> None:
    st = position(None, {"hand": ["Strong Knight, Rounoria", "Wingal"]}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "guard Rounoria")
    st, ev = play(st, "Boris", post("yes VC discard Wingal", "да АВ сбросить Вингал", lang))
    assert "cannot_be_hit" in kinds(ev)


@pytest.mark.parametrize("lang", LANGS)
def test_order(lang: str) -> None:
    st = position({"vanguard": "Test Twin Vanguard", "deck": ["Margal"] * 6}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC", post("order 2 1", "порядок 2 1", lang))
    assert [e for e in pend(st)] == [("Boris", "guard")]


@pytest.mark.parametrize("lang", LANGS)
def test_deck_bottom_and_search_without_shuffle(lang: str) -> None:
    st = position({"deck": ["Wingal", "Margal", "Flogal"]})
    st2, _ = play(st, "Alice", post("act VC: move deck Wingal > bottom", "акт АВ: переместить колода Вингал > низ", lang))
    assert st2.cards[st2.sides[0].deck[-1]] == "wingal"
    st3, _ = play(st, "Alice", post("act VC: move deck Wingal > hand no shuffle",
                                    "акт АВ: переместить колода Вингал > рука без перетасовки", lang))
    assert [st3.cards[u] for u in st3.sides[0].deck] == ["margal", "flogal"]


@pytest.mark.parametrize("lang", LANGS)
def test_move_names_its_destination(lang: str) -> None:
    st = position({"circles": {"FL": "Gallatin"}})
    st, _ = play(st, "Alice", post("move FL BL", "переместить ПЛ ЗЛ", lang))
    assert unit(st, "Alice", "BL")["name"] == "Knight of Silence, Gallatin"


@pytest.mark.parametrize("lang", LANGS)
def test_yes_names_the_counter_blast_and_soul_blast_cards_V_COST_7(lang: str) -> None:
    dmg = [{"name": "Wingal", "face_up": True}, {"name": "Margal", "face_up": True}, {"name": "Flogal", "face_up": True}]
    st = position({"circles": {"BR": "Auspice Falcon", "FL": "Gallatin", "FR": "Gallatin"}, "damage": dmg})
    st, _ = play(st, "Alice", "act Auspice Falcon", post("yes FL + FR cb(3)", "да ПЛ + ПП cb(3)", lang))
    assert [d["face_up"] for d in view(st)["players"][0]["damage"]] == [True, True, False]
    st = position({"vanguard": "Dragonic Overlord", "soul": ["Lizard Runner, Undeux", "Crested Dragon"]})
    st, _ = play(st, "Alice", "act VC 1", post("yes sb(2)", "да sb(2)", lang))
    assert view(st)["players"][0]["soul"] == ["Lizard Runner, Undeux"]
