"""User-derived text never pings: only seated players the judge names on purpose, and the judge role
on a passed deadline, may be mentioned (allowed_mentions), whatever names and posts contain."""

from __future__ import annotations

import asyncio
import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.judge import Actor, ConsoleTransport
from bot.store import Store
from cards.core import Result
from tests.judge.conftest import GUILD, JUDGE_ROLE, LOBBY, Clock, Harness

NASTY = st.sampled_from(
    ["@everyone", "@here", "<@101>", "<@999>", "<@!998>", "<@&77>", "<@&5>", "<#10>", "**", "`"]
)
TEXT = st.lists(st.one_of(NASTY, st.text(max_size=6)), min_size=1, max_size=4).map(" ".join)
NAME = TEXT.filter(lambda s: s.strip() != "")


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name_a=NAME, name_b=NAME, chat=TEXT, reason=TEXT)
def test_no_outbox_payload_lets_user_text_ping(name_a: str, name_b: str, chat: str, reason: str) -> None:
    store = Store("sqlite:///:memory:")
    clock = Clock()
    alice, bob = Actor(101, name_a), Actor(102, name_b)
    transport = ConsoleTransport(io.StringIO(), refuse_dms={102})
    h = Harness(store, clock, transport=transport)
    h.alice, h.bob = alice, bob
    s = h.service
    s.setup(h.judge, GUILD, judge_role_id=JUDGE_ROLE)
    challenge = s.challenge(alice, GUILD, LOBBY, bob, game="toy")
    s.accept(bob, challenge.match_id, GUILD)
    h.match_id = challenge.match_id
    asyncio.run(h.deliver())
    h.thread = h.match().channel_id
    h.post(alice, chat)
    s.play(bob, h.thread, chat, interaction_id=1)
    s.judge_act(h.judge, h.thread, 0, chat)
    h.dm(alice, "keep")
    h.dm(bob, f"{chat}")
    h.dm(bob, "keep")
    seat = h.state().turn
    s.play((alice, bob)[seat], h.thread, h.game.legal_posts(h.state(), seat)[0], interaction_id=2)
    s.pause(h.judge, h.thread, reason)
    s.resume(h.judge, h.thread)
    s.tick(clock.advance(hours=100))
    s.judge_undo(h.judge, h.thread, 1)
    s.judge_end(h.judge, h.thread, Result.win(0, 2, reason))
    asyncio.run(h.deliver())
    items = h.outbox()
    assert any(":dmblocked:" in i.dedupe_key for i in items) and any(
        ":deadline:" in i.dedupe_key for i in items
    )
    for item in items:
        if "content" not in item.payload:
            continue
        allowed = item.payload["allowed_mentions"]
        assert allowed["parse"] == [] and allowed["replied_user"] is False, item.dedupe_key
        assert set(allowed["users"]) <= {101, 102}, item.dedupe_key
        assert set(allowed["roles"]) <= {JUDGE_ROLE}, item.dedupe_key
        if allowed["roles"]:
            assert ":deadline:" in item.dedupe_key or ":replayfail:" in item.dedupe_key
    store.close()
