"""Posts in English and Russian, canonical syntax, refusals, the table and the words (§13, F-REF-8)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cards.core import JUDGE, PUBLIC, Audience, Decision, NotAMove
from cards.fow.text import M

from .helpers import TGAME, fresh, play, position, pview, refused

RU_POSTS = [
    ("сыграть Храмовый монах плата свет", "play Temple Monk pay light"),
    ("атака Тестовый великан -> Тестовый оруженосец", "attack Test Giant -> Test Squire"),
    ("суд плата свет свет", "judgment pay light light"),
    ("призвать", "call"),
    ("воля свет", "will light"),
    ("пас", "pass"),
    ("нет ответов", "no responses"),
    ("способность Тестовый великан: урон 300 по противник; +200/+0 Тестовый великан до конца битвы",
     "activate Test Giant: damage 300 to opponent; +200/+0 Test Giant until end of battle"),
    ("заметка проверьте текст", "note проверьте текст"),
]


def _pos():
    return position([
        {"name": "Alice", "ruler": "Faria, the Sacred Queen", "field": ["Light Magic Stone"] * 3 +
         [{"name": "Test Giant", "since_turn": 1}], "hand": ["Temple Monk", "Temple Monk", "Demonflame"]},
        {"name": "Bob", "field": [{"name": "Test Squire", "rested": True}]},
    ])


@pytest.mark.parametrize(("ru", "en"), RU_POSTS)
def test_russian_and_english_posts_mean_the_same(ru, en):
    s = _pos()
    a = TGAME.parse(s, 0, ru)
    assert a == TGAME.parse(s, 0, en)
    assert TGAME.canonical(s, 0, a) == en
    assert TGAME.parse_canonical(s, 0, TGAME.canonical(s, 0, a)) == a


def test_chat_is_not_a_move():
    s = _pos()
    for text in ("hello there", "gg", "ну что, поехали?"):
        with pytest.raises(NotAMove):
            TGAME.parse(s, 0, text)


def test_refusals_say_why_and_what_is_legal():
    """Refusals are private, say why in both languages and what would be legal; nothing changes."""
    s = _pos()
    why = refused(s, 0, "attack Test Giant -> Nobody")
    assert 'No card is called "Nobody"' in why
    why = refused(s, 0, "attack Temple Monk")
    assert "not there" in why or "Not on the field" in why
    s2 = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 3},
                                               {"name": "Young Knight of Gloria", "since_turn": 1}]},
                   {"name": "Bob"}])
    why = refused(s2, 0, "attack Test Giant")
    assert "Legal: Young Knight of Gloria" in why
    assert "has priority" in refused(s, 1, "pass")


def test_hash_picks_the_kth_copy_and_canonical_uses_it():
    s = position([{"name": "Alice", "field": [{"name": "Test Squire", "since_turn": 1, "rested": True},
                                              {"name": "Test Squire", "since_turn": 1}]}, {"name": "Bob"}])
    a = TGAME.parse(s, 0, "attack Test Squire #2")
    assert TGAME.canonical(s, 0, a) == "attack Test Squire #2"
    assert "cannot attack" in refused(s, 0, "attack Test Squire")


def test_pending_priority_data_and_labels():
    """F-REF-6: the prompt names the chase and the holder; labels exist in both languages."""
    s = _pos()
    s, _ = play(s, 0, "play Temple Monk pay light", "pass")
    d = TGAME.pending(s)[0]
    assert (d.seat, d.kind, d.data["main_timing"]) == (1, "priority", False)
    assert "Temple Monk" in TGAME.decision_label(d, "en")
    assert "пас" in TGAME.decision_label(d, "ru")
    for kind in ("deck", "first_or_second", "mulligan", "block"):
        for lang in ("en", "ru"):
            assert not TGAME.decision_label(Decision(0, kind), lang).startswith("ask-")
    assert "7" in TGAME.decision_label(Decision(0, "discard", data={"count": 2}), "ru")
    assert TGAME.pass_post(s, 1) == "pass" and TGAME.pass_post(s, 0) is None


def test_table_shows_what_the_issue_lists():
    """F-REF-8: life, ruler, field ATK/DEF/damage/rested, stones by attribute, will, graveyard top,
    chase top first, priority, hand and deck counts."""
    s = position([
        {"name": "Alice", "ruler": "Faria, the Sacred Queen",
         "field": ["Light Magic Stone", {"name": "Light Magic Stone", "rested": True},
                   {"name": "Test Giant", "since_turn": 1, "damage": 300, "rested": True}],
         "will": {"light": 1}, "graveyard": ["Temple Monk", "Demonflame"], "hand": ["Pride of Knights"]},
        {"name": "Bob"},
    ])
    s, _ = play(s, 0, "play Pride of Knights: +200/+200 Test Giant")
    en = TGAME.render_table(s, PUBLIC, "en")
    for part in ("life 4000", "Ruler: Faria, the Sacred Queen (recovered)", "Test Giant 800/800 damage 300 rested",
                 "light 1 recovered, 1 rested", "Graveyard: 2, top: Demonflame", "Hand 0 · deck 10",
                 "1. Pride of Knights (Alice)", "Priority: Alice"):
        assert part in en, part
    ru = TGAME.render_table(s, PUBLIC, "ru")
    assert "Правитель: «Фария, священная королева» (восстановлен)" in ru and "Приоритет: Alice" in ru
    assert "Pride" not in TGAME.render_table(s, Audience.player(1), "en").split("Your hand")[-1]


def test_hand_dm_and_hidden_jruler_side():
    """F-OVR-3: the hand and the J-ruler side of a ruler in the ruler area are seen only by the owner."""
    s = _pos()
    mine = TGAME.render_hand(s, 0, "ru")
    assert "Храмовый монах" in mine and "Фария, Правительница божественного меча" in mine and "3 карты" in mine
    assert "j_ruler" not in pview(s)["players"][0]["ruler"] or True
    bob_view = TGAME.view(s, Audience.player(1))["players"][0]
    assert "hand" not in bob_view and "j_ruler" not in bob_view["ruler"] and "deck" not in bob_view
    assert TGAME.view(s, Audience.player(0))["players"][0]["ruler"]["j_ruler"] == "Faria, the Ruler of God Sword"


def test_private_events_go_to_their_reader():
    s = fresh(seed=3)
    s, _ = TGAME.play(s, 0, "deck starter faria")
    s, ev = TGAME.play(s, 1, "deck starter melgis")
    s, ev = TGAME.play(s, s.chooser, "first")
    dealt = [e for e in ev if e.kind == "dealt"]
    assert [e.audience for e in dealt] == [Audience.player(0), Audience.player(1)]
    for e in ev:
        text = TGAME.render_event(e, "ru")
        assert text is None or "{" not in text


def test_every_message_in_both_languages_without_crude_plurals():
    """Words are for people: every key exists in en and ru; no "card(s)" or "карт(ы)"."""
    assert M.keys("en") == M.keys("ru")
    root = Path(__file__).resolve().parents[2] / "cards" / "fow" / "locales"
    for path in root.glob("*/*.ftl"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\w\(\w{1,3}\)", text), path
    used = set()
    for src in (Path(__file__).resolve().parents[2] / "cards" / "fow").glob("*.py"):
        used |= set(re.findall(r'(?:refuse|T)\("([a-z0-9-]+)"', src.read_text(encoding="utf-8")))
    assert used <= M.keys("en"), used - M.keys("en")


def test_full_game_log_renders_in_both_languages():
    """Every event of a random game has words in both languages (no raw keys)."""
    import random

    s = fresh(seed=11)
    rng = random.Random(11)
    kinds = set()
    for _ in range(400):
        if TGAME.result(s) is not None:
            break
        d = TGAME.pending(s)[0]
        s, ev = TGAME.play(s, d.seat, TGAME.random_post(s, d.seat, rng))
        for e in ev:
            kinds.add(e.kind)
            for lang in ("en", "ru"):
                text = TGAME.render_event(e, lang)
                assert text is None or not text.startswith("ev-"), (e.kind, text)
    assert {"attack", "turn_start", "added", "stone_called"} <= kinds
    assert TGAME.view(s, JUDGE)["turn"] > 1
