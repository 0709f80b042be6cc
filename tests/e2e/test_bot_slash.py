"""Slash commands over the real client: /hand and /table are ephemeral and show only the caller's own
cards, /play autocompletes the caller's legal posts only, and /judge is for judges (G-JUDGE-1, G-JUDGE-VIS-*)."""

from __future__ import annotations

import random
import re

from bot.store import FINISHED
from tests.e2e.test_bot_world import World, gwent, world_fixture  # noqa: F401  (fixture)


def named(text: str, names: set[str]) -> set[str]:
    return {n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text)}


async def test_hand_table_and_play_autocomplete_are_private_to_the_caller(world: World) -> None:
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    mover, other = await w.to_public_turn(mid, random.Random(7))
    await w.delivered()
    thread = w.thread(mid)
    state = w.service.state_of(mid)
    seat = w.players(mid).index(mover)
    cat = gwent().cat
    own = {cat.card(state.cards[u]).name_en for u in state.sides[seat].hand}
    theirs = {cat.card(state.cards[u]).name_en for u in state.sides[1 - seat].hand} - own

    hand = await w.fake.slash(mover, thread, "hand")
    assert hand.ephemeral and f"Match #{mid}, your view" in hand.content
    assert named(hand.text, own) == own and named(hand.text, theirs) == set()
    table = await w.fake.slash(other, thread, "table show")
    assert table.ephemeral and named(table.text, theirs | own) <= named(
        "\n".join(m.text for m in w.fake.transcript(thread)), theirs | own
    )

    legal = gwent().legal_posts(state, seat)
    offered = await w.fake.autocomplete(mover, thread, "play", {"move": ""}, "move")
    assert [c["value"] for c in offered] == legal[:25]
    assert await w.fake.autocomplete(other, thread, "play", {"move": ""}, "move") == []
    assert await w.fake.autocomplete(w.carol, thread, "play", {"move": ""}, "move") == []
    narrowed = await w.fake.autocomplete(mover, thread, "play", {"move": "pa"}, "move")
    assert [c["value"] for c in narrowed] == [p for p in legal if "pa" in p.casefold()][:25]

    move = next(p for p in legal if p != "pass")
    posts = w.posts(mid)
    played = await w.fake.slash(mover, thread, "play", {"move": move})
    assert played.ephemeral and w.posts(mid) == posts + 1
    await w.delivered()
    assert any(m.content.startswith(f"**{mover.name}**: {move}") for m in w.fake.bot_messages(thread))
    late = await w.fake.slash(mover, thread, "play", {"move": move})  # now it is the other's turn
    assert late.ephemeral and "Not your turn" in late.content and w.posts(mid) == posts + 1
    passed = await w.fake.slash(other, thread, "pass")
    assert passed.ephemeral and w.posts(mid) == posts + 2


async def test_judge_commands_for_judges_only(world: World) -> None:
    """G-JUDGE-1: /judge is refused to players and members without the judge role; a judge's undo is
    announced in the thread and re-sends the affected hands by DM; the judge can end the match."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(8)
    await w.to_public_turn(mid, rng)
    assert await w.move(mid, rng)
    await w.delivered()
    thread = w.thread(mid)
    posts = w.posts(mid)
    for user in (w.alice, w.carol):
        for command, options in (("judge hands", {}), ("judge undo", {"n": 1}), ("judge pause", {})):
            refused = await w.fake.slash(user, thread, command, options)
            assert refused.ephemeral and "Only a judge" in refused.content, (user.name, command)
    assert w.posts(mid) == posts and w.fake.bot_messages(thread)[-1].content != ""

    hands = await w.fake.slash(w.judy, thread, "judge hands")
    assert hands.ephemeral and "judge's view" in hands.content

    dms = {u.name: len(w.bot_dms(u)) for u in (w.alice, w.bob)}
    undo = await w.fake.slash(w.judy, thread, "judge undo", {"n": 1})
    assert undo.ephemeral and undo.content == "Done."
    await w.delivered()
    note = next(m for m in reversed(w.fake.bot_messages(thread)) if "The judge undid" in m.content)
    assert "The judge undid the last post" in note.content
    resent = [m for u in (w.alice, w.bob) for m in w.bot_dms(u)[dms[u.name] :]]
    assert any("the judge undid one post" in m.content and "Your hand" in m.content for m in resent)
    with w.store.tx() as tx:
        assert len(tx.posts(mid)) == posts - 1

    paused = await w.fake.slash(w.judy, thread, "judge pause", {"reason": "tea"})
    assert paused.content == "Done."
    assert (await w.fake.slash(w.judy, thread, "judge resume")).content == "Done."
    deadline = await w.fake.slash(w.judy, thread, "judge deadline", {"hours": 24})
    assert deadline.content == "Done."
    [decision] = gwent().pending(w.service.state_of(mid))
    post = gwent().random_post(w.service.state_of(mid), decision.seat, rng)
    player = w.players(mid)[decision.seat]
    acted = await w.fake.slash(w.judy, thread, "judge act", {"player": player, "post": post})
    assert acted.content == "Done." and len(w.service.state_of(mid).sides) == 2
    with w.store.tx() as tx:
        assert tx.posts(mid)[-1].actor_kind == "judge"
    not_seated = await w.fake.slash(w.judy, thread, "judge end", {"result": "win", "winner": w.carol})
    assert "Name the winner" in not_seated.content and w.match(mid).status != FINISHED
    ended = await w.fake.slash(
        w.judy, thread, "judge end", {"result": "win", "winner": w.bob, "reason": "time"}
    )
    assert ended.content == "Done."
    await w.delivered()
    assert w.match(mid).status == FINISHED and w.match(mid).result["winners"] == [1]
    text = "\n".join(m.content for m in w.fake.bot_messages(thread))
    assert "paused" in text and "resumed" in text and "24 h" in text and "The judge ended" in text
    assert f"The judge posts for **{player.name}**" in text

    refused = await w.fake.slash(w.carol, w.lobby, "gwent create", {"player1": w.alice, "player2": w.bob})
    assert "Only a judge" in refused.content
    created = await w.fake.slash(w.judy, w.lobby, "gwent create", {"player1": w.alice, "player2": w.bob})
    assert created.ephemeral and "created" in created.content


async def test_a_busy_judge_defers_and_still_answers_privately(world: World) -> None:
    """When the judge's thread does not answer in time, the interaction is deferred (Discord drops it after
    3 s otherwise) and the answer then replaces the ephemeral "thinking" message."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    await w.delivered()
    await w.stop_bot()
    await w.start_bot(defer_after=0.0)  # as if every service call took longer than Discord waits
    hand = await w.fake.slash(w.alice, w.thread(mid), "hand")
    assert hand.response_type == 5 and hand.ephemeral
    await w.fake.wait_for(lambda: f"Match #{mid}, your view" in hand.content, what="the deferred answer")
    assert hand.followups == [] and hand.original is not None and hand.original.edits
