"""``tablejudge demo --game vanguard`` shows the scripted cards at work (issue 26): AUTO abilities firing on
their events (V-ABIL-2), an ACT used by naming its card (V-ABIL-3), a CONT changing power or critical while
its condition holds (V-ABIL-4); in a Russian demo the scripted players write Russian posts."""

from __future__ import annotations

import io
import re

from bot.cli import run_demo

ENGLISH_VERBS = ("ride", "call", "attack", "guard", "no guard", "end", "trigger", "gift", "act", "yes", "no",
                 "mulligan", "take", "remove", "g assist", "order", "move")


def _demo(lang: str) -> str:
    out = io.StringIO()
    assert run_demo(lang=lang, game_name="vanguard", out=out) == 0  # the game's showcase seed
    return out.getvalue()


def _posts(text: str, players: tuple[str, ...]) -> list[str]:
    """The players' own posts in the thread (a name line, then the indented post)."""
    lines = text.splitlines()
    return [lines[i + 1].strip() for i, line in enumerate(lines[:-1]) if line.rstrip(":") in players
            and line.endswith(":")]


def test_demo_shows_auto_act_and_cont_in_english() -> None:
    text = _demo("en")
    assert re.search(r"an ability of .+ is triggered", text)  # AUTO on its event (V-ABIL-2)
    assert re.search(r"uses .+: AUTO \(", text)
    posts = _posts(text, ("Alice", "Bob"))
    act_by_name = [p for p in posts if re.fullmatch(r"act [A-Z][a-z].*", p)]
    assert act_by_name, "no ACT used by its card's name"  # V-ABIL-3, `act Auspice Falcon`
    assert "uses an ACT ability of" in text
    assert re.search(r"CONT: .+ gets \+\d+ (power|critical) while the condition holds", text)  # V-ABIL-4
    assert re.search(r"CONT: .+ no longer gets", text)  # and stops when its condition stops


def test_demo_in_russian_posts_russian_and_shows_the_abilities() -> None:
    text = _demo("ru")
    assert re.search(r"срабатывает способность карты «.+»", text)
    assert re.search(r"использует способность АКТ карты", text)
    assert re.search(r"ПОСТ: «.+» на .+ получает \+\d+ к (силе|критическому удару)", text)
    posts = _posts(text, ("Алиса", "Борис"))
    assert any(p.startswith("акт ") for p in posts)
    english = [p for p in posts if p.split(" ")[0] in ENGLISH_VERBS or p.startswith(ENGLISH_VERBS[:3])]
    assert not english, english  # BaseGame.post_in: the scripted players write in the demo's language
    assert "«auspice-falcon»" not in text and "auspice-falcon" not in text  # cards by name, never by id
