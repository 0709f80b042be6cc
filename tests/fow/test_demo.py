"""``tablejudge demo --game fow`` plays a whole match through the real judge service on the console, and its
default seed shows what the cards do (issue 27): [Enter] and [Activate] abilities, a chant resolving from the
chase after a response to it, an addition falling off when its card leaves (F-TYPE-5), and Judgment followed
by an ability of the J-ruler; the scripted players post in the demo's language."""

from __future__ import annotations

import io
from functools import cache

import pytest

from bot.judge import games
from cards.fow.game import FowGame

SHOWCASE = {"enter", "activate", "chant-response", "addition", "judgment"}


@cache
def demo(lang: str) -> str:
    from bot.cli import run_demo

    out = io.StringIO()
    assert run_demo(lang=lang, game_name="fow", out=out) == 0  # the default seed, as `tablejudge demo` runs
    return out.getvalue()


def showcase(text: str, lang: str) -> set[str]:
    """What of SHOWCASE the transcript shows, read from the judge's lines in that language."""
    en = lang == "en"
    lines = [line.strip() for line in text.splitlines()]
    jrulers = {c.name(lang) for c in FowGame().cat.cards.values() if c.type == "J-Ruler"}
    quoted = (lambda n: n) if en else (lambda n: f"«{n}»")
    add_auto = " puts an automatic ability of " if en else " ставит в цепочку автоматическую способность карты: "
    add_ability = " uses an ability of " if en else " использует способность карты: "
    add_play = " plays " if en else " играет карту: "
    resolves = "Resolves from the chase: " if en else "Из цепочки вдогонку разрешается: "
    judged = "Judgment resolves: the J-ruler of " if en else "Суд выполнен: "
    got: set[str] = set()
    for i, line in enumerate(lines):
        if add_auto in line and ("[Enter]" if en else "[Выход]") in line:
            got.add("enter")
        if add_ability in line and ("[Activate]" if en else "[Активация]") in line:
            got.add("activate")
        if "(F-TYPE-5)" in line:
            got.add("addition")
        if line.startswith(judged) and any(
                (add_auto in m or add_ability in m) and any(quoted(j) in m for j in jrulers) for m in lines[i + 1:i + 40]):
            got.add("judgment")
        if add_play in line and ("[Chant]" if en else "[Глас]") in line:
            who, card = line.split(add_play)[0], line.split(add_play)[1].split(" (")[0]
            answered = other_resolved = False
            for m in lines[i + 1:]:
                if m == resolves + card + ".":
                    if answered and other_resolved:
                        got.add("chant-response")
                    break
                if (add_ability in m or add_play in m or add_auto in m) and not m.startswith(who + " "):
                    answered = True  # the other player put something on the chase above it
                if m.startswith(resolves):
                    other_resolved = True  # and it resolved first (F-CHASE-1)
    return got


def test_demo_plays_a_whole_match() -> None:
    assert "fow" in games.game_names()  # registered by its entry point
    text = demo("ru")
    assert "Force of Will — игра окончена" in text and "Победитель:" in text
    assert "Приоритет:" in text and "Ход 1:" in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_demo_shows_abilities_a_chant_answered_an_addition_falling_off_and_judgment(lang: str) -> None:
    """Issue 27's "Done means": F-CHASE-1 (last in, first out), F-TYPE-5, F-JUDG-1 with the J-ruler's own
    ability, [Enter] and [Activate] run from their scripts."""
    text = demo(lang)
    assert showcase(text, lang) == SHOWCASE


@pytest.mark.slow
def test_most_seeds_show_the_showcase() -> None:
    """The default seed is not a lucky pick: the scripted players seek what the showcase needs (they answer an
    opponent's chant whenever an answer works, and keep stones open for an answer they hold), so most seeds
    show everything. Seeds 1–8 searched in order, deterministically; at the time of writing 1, 4, 5, 6, 7
    show all five, 2 and 3 miss the answered chant (and 2 the addition)."""
    from bot.cli import run_demo

    full = []
    for seed in range(1, 9):
        out = io.StringIO()
        assert run_demo(lang="en", game_name="fow", out=out, seed=seed) == 0
        if showcase(out.getvalue(), "en") == SHOWCASE:
            full.append(seed)
    assert len(full) >= 5, full


def test_demo_scripted_players_post_in_russian() -> None:
    """The scripted players write Russian words and card names in a Russian demo (issue 27)."""
    text = demo("ru")
    posts = [line.strip() for line in text.splitlines()]
    assert any(p.startswith("сыграть «") or p.startswith("сыграть ") for p in posts)
    assert not any(p.startswith(("play ", "activate ", "attack ", "pass")) for p in posts)


def test_the_showcase_reader_needs_each_thing() -> None:
    """The reader above could fail: a transcript without a response to its chant shows no answered chant."""
    lonely = "\n".join([
        "Alice plays Demonflame (on the chase): [Chant]: deal 500 damage",
        "Bob passes.",
        "Resolves from the chase: Demonflame.",
    ])
    answered = "\n".join([
        "Alice plays Demonflame (on the chase): [Chant]: deal 500 damage",
        "Bob uses an ability of Perceval, the Seeker of Holy Grail (on the chase): [Activate]: …",
        "Resolves from the chase: Perceval, the Seeker of Holy Grail.",
        "Resolves from the chase: Demonflame.",
    ])
    assert "chant-response" not in showcase(lonely, "en")
    assert {"chant-response", "activate"} <= showcase(answered, "en")
