"""The Gwent table picture (issue 16): golden images of fixed positions, and hidden information —
the public picture is pixel-identical when hidden cards are swapped."""

from __future__ import annotations

import random

import pytest

from cards.core import JUDGE, PUBLIC, Audience
from tests.gwent.helpers import A, B, Table, player, scenario
from tests.pictures.golden_util import check_golden, drawn_texts, size_of


def position(variant: str = "classic") -> Table:
    """Round 2 after a won round: weather, a horn, a hero, a passed opponent."""
    alice = player(
        A,
        "northern_realms",
        "Foltest: King of Temeria",
        hand=["Thaler", "Scorch", "Biting Frost"],
        deck=["Dethmold", "Kaedweni Siege Expert", "Yarpen Zigrin"],
        close=["Blue Stripes Commando", "Blue Stripes Commando", "Vernon Roche"],
        ranged=["Sheldon Skaggs", "Keira Metz"],
        siege=["Ballista", "Trebuchet"],
        horns={"siege": "Commander's Horn"},
        round_scores=[30],
    )
    bob = player(
        B,
        "nilfgaard",
        "Emhyr var Emreis: His Imperial Majesty",
        hand=["Cahir Mawr Dyffryn aep Ceallach", "Decoy"],
        deck=["Albrich", "Assire var Anahid", "Cynthia"],
        close=["Impera Brigade Guard", "Impera Brigade Guard"],
        ranged=["Tibor Eggebracht"],
        siege=["Heavy Zerrikanian Fire Scorpion"],
        passed=True,
        lives=1,
        round_scores=[25],
    )
    return Table(scenario(alice, bob, weather=["Biting Frost"], variant=variant))


@pytest.mark.parametrize(
    ("name", "audience", "lang"),
    [
        ("gwent_public_en", PUBLIC, "en"),
        ("gwent_alice_ru", Audience.player(0), "ru"),
        ("gwent_bob_en", Audience.player(1), "en"),
    ],
)
def test_golden_picture(name: str, audience: Audience, lang: str) -> None:
    """Behaviour: a fixed position draws the same picture (within a small tolerance for font hinting)."""
    t = position()
    png = t.game.render_picture(t.state, audience, lang)  # type: ignore[arg-type]
    check_golden(png, name)


def test_picture_is_about_1000_px_wide_and_a_png() -> None:
    t = position()
    fmt, (width, height) = size_of(t.game.render_picture(t.state, PUBLIC, "en"))
    assert fmt == "PNG" and width == 1000 and 600 < height < 1100


def _swap_hidden(t: Table, seat_seen: int | None, rng: random.Random) -> None:
    """Swap every card hidden from the reader (hands and decks of the others) with other hidden cards."""
    s = t.state
    for seat, side in enumerate(s.sides):
        if seat == seat_seen:
            continue
        pool = side.hand + side.deck
        ids = [s.cards[u] for u in pool]
        rng.shuffle(ids)
        for u, card in zip(pool, ids, strict=True):
            s.cards[u] = card


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_picture_shows_nothing_hidden_from_its_reader(seat: int | None) -> None:
    """G-OVR-13: the public picture (and each player's) is pixel-identical with hidden cards swapped."""
    audience = PUBLIC if seat is None else Audience.player(seat)
    t = position()
    before = t.game.render_picture(t.state, audience, "en")
    for k in range(5):
        _swap_hidden(t, seat, random.Random(k))
        assert t.game.render_picture(t.state, audience, "en") == before


# --- what the picture says (issue 29: pictures complete) -------------------------------------------------

def _texts(monkeypatch: pytest.MonkeyPatch, t: Table, audience: Audience, lang: str = "en") -> list[str]:
    return drawn_texts(monkeypatch, lambda: t.game.render_picture(t.state, audience, lang))  # type: ignore[arg-type]


def test_each_player_discard_count_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    t = position()
    t.state.sides[1].discard.extend(t.state.sides[1].deck[:2])
    texts = _texts(monkeypatch, t, PUBLIC)
    assert "deck 3 · discard pile 0" in texts and "deck 3 · discard pile 2" in texts
    assert "в колоде 3 · в отбое 2" in _texts(monkeypatch, t, PUBLIC, "ru")


def test_a_hard_players_leaders_are_all_named_in_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """HardGwent: five leaders, two used, were cut off with an ellipsis on one line."""
    eredin = ["Eredin: Commander of the Red Riders", "Eredin: Bringer of Death", "Eredin: Destroyer of Worlds",
              "Eredin: King of the Wild Hunt", "Eredin: The Treacherous"]
    alice = player(A, "monsters", leaders=eredin, leaders_used=eredin[1:4:2], hand=["Ghoul"], deck=["Ghoul"])
    t = Table(scenario(alice, player(B, "nilfgaard", "Emhyr var Emreis: His Imperial Majesty", hand=["Albrich"]),
                       variant="hard"))
    for lang, names in (("en", [e.split(": ")[1] for e in eredin]),
                        ("ru", ["Король Aen Elle", "Владыка Тир на Лиа", "Убийца Оберона", "Командир Дикой Охоты",
                                "Вероломный"])):
        texts = _texts(monkeypatch, t, PUBLIC, lang)
        assert not any(x.endswith("…") for x in texts), texts
        panel = " ".join(x for x in texts if "," in x or ":" in x or x in names)
        for name in names:
            assert name in panel, (name, panel)


def test_card_names_wrap_whole_instead_of_being_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    """Names longer than three lines of a 60 px card were cut with an ellipsis (61 of the catalogue's)."""
    names = ["Shilard Fitz-Oesterlen", "Heavy Zerrikanian Fire Scorpion"]
    alice = player(A, "nilfgaard", "Emhyr var Emreis: His Imperial Majesty", close=names[:1], siege=names[1:],
                   hand=["Albrich"])
    t = Table(scenario(alice, player(B, "nilfgaard", "Emhyr var Emreis: His Imperial Majesty", hand=["Albrich"])))
    texts = _texts(monkeypatch, t, PUBLIC)
    assert not any(x.endswith("…") for x in texts)
    drawn = " ".join(texts).replace("- ", "-")
    for name in names:
        assert name in drawn


def test_a_seats_own_picture_shows_its_own_hand_and_no_other(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29: a player's view picture was the public one; now it names his hand, from his view."""
    t = position()
    alice, bob = "Alice's hand: Thaler; Scorch; Biting Frost", "Bob's hand: Cahir Mawr Dyffryn aep Ceallach; Decoy"
    assert alice in _texts(monkeypatch, t, Audience.player(0))
    assert alice not in _texts(monkeypatch, t, Audience.player(1)) and bob in _texts(monkeypatch, t, Audience.player(1))
    public = " ".join(_texts(monkeypatch, t, PUBLIC))
    assert "Thaler" not in public and "hand:" not in public
    judge = _texts(monkeypatch, t, JUDGE)
    assert alice in judge and bob in judge
    assert "Алиса" not in alice and "Alice — в руке: Талер; Казнь; Мороз" in _texts(monkeypatch, t, Audience.player(0), "ru")


def test_the_markers_have_a_legend(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _texts(monkeypatch, position(), PUBLIC)
    assert {"hero", "to move", "life left", "life lost", "weather on the row"} <= set(texts)
    assert {"герой", "ходит", "жизнь", "погода на ряду"} <= set(_texts(monkeypatch, position(), PUBLIC, "ru"))
