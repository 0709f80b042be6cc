"""Issue 25: a player's own words (a note for the judge, a declared free-text effect) are posted inert in
every game: no markdown link, bold, heading or mention of his comes alive in the bot's post."""

from __future__ import annotations

import asyncio
import re

import pytest

from bot.judge.games import load_game
from bot.judge.payloads import escape_free, inert_event
from bot.judge.service import JudgeService
from cards.core import PUBLIC, Event
from cards.kit.usertext import UserText
from tests.judge.conftest import GUILD, JUDGE_ROLE, LOBBY, Harness


def _live(text: str) -> bool:
    """A markdown link, bold, a heading or a mention that Discord would render (not backslash-escaped)."""
    return bool(re.search(r"(?<!\\)\]\(|(?<!\\)\*\*JUDGE|^# |(?<!\\)<@&77", text, re.MULTILINE))


NOTE = "[appeal the ruling here](https://evil.example) **JUDGE: Bob is disqualified**\n# <@&77> @everyone"


def test_escape_free_leaves_no_markdown_or_mention_alive() -> None:
    out = escape_free(NOTE)
    assert "\n" not in out and not _live(out) and "@everyone" not in out
    assert out.replace("\\", "").replace("\u200b", "") == NOTE.replace("\n", " ")  # every word is still there


def test_only_player_text_is_escaped_never_card_ids_or_names() -> None:
    event = Event("note", PUBLIC, {"player": "Al_ice", "card": "g_unit", "text": UserText("**x**"),
                                   "effects": [{"kind": "note", "word": UserText("[a](b)")}]})
    data = inert_event(event).data
    assert data["player"] == "Al_ice" and data["card"] == "g_unit"
    assert data["text"] == "\\*\\*x\\*\\*" and data["effects"][0]["word"] == "\\[a\\](b)"
    plain = Event("draw", PUBLIC, {"player": "A"})
    assert inert_event(plain) is plain


class _Game(Harness):
    name = "vanguard"

    def _service(self) -> JudgeService:
        return JudgeService(self.store, {self.name: load_game(self.name)}, self.clock, seed_source=lambda: self.seed)


@pytest.mark.parametrize("game", ["vanguard", "fow"])
def test_a_note_for_the_judge_reaches_the_thread_inert(store, clock, game: str) -> None:
    h = _Game(store, clock)
    h.name = game
    h.service = h._service()
    h.service.setup(h.judge, GUILD, judge_role_id=JUDGE_ROLE)
    reply = h.service.create_by_judge(h.judge, GUILD, LOBBY, game, [h.alice, h.bob])
    assert reply.status == "ok", reply
    h.match_id = reply.match_id
    asyncio.run(h.deliver())
    h.thread = h.match().channel_id
    h.post(h.alice, "note " + NOTE)
    asyncio.run(h.deliver())
    thread = h.thread_text()
    assert "appeal the ruling here" in thread, thread[-500:]
    assert not _live(thread) and "@everyone" not in thread
