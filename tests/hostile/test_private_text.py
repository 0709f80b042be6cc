"""Issue 8 items 3 and 6: private text never goes to a public place.

3. When a player's DMs are closed, his refusal fell back to a reply in the thread, and a misspelt card's
   refusal lists every card in his hand. The fallback now only says a private answer is waiting.
"""

from __future__ import annotations

import random

from tests.e2e.test_bot_world import (
    World,
    gwent,
    world_fixture,  # noqa: F401  (the "world" fixture)
)
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)


def misspelt(name: str) -> str:
    """A card name with one inner letter doubled and one dropped: still card-like, no longer exact."""
    return name[:3] + name[4] + name[4:-1] if len(name) > 6 else name + "zz"


async def test_a_refusal_to_a_player_with_closed_dms_never_shows_his_hand_in_the_thread(world: World) -> None:
    w = world
    await w.stop_bot()
    await w.start_bot(refusal_delete_after=30)
    await w.setup_server()
    w.fake.set_dms_closed(w.bob)
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(3)
    for _ in range(6):
        mover, _other = await w.to_public_turn(mid, rng)
        if mover.id == w.bob.id:
            break
        await w.move(mid, rng)
    assert mover.id == w.bob.id
    state = w.service.state_of(mid)
    seat = w.players(mid).index(w.bob)
    game = gwent()
    hand = [game.cat.card(state.cards[u]) for u in state.sides[seat].hand]
    names = {n for c in hand for n in (c.name_en, c.name_ru) if n}
    thread = w.thread(mid)
    before = len(w.fake.bot_messages(thread))
    posts = w.posts(mid)
    post = await w.say(w.bob, thread, misspelt(hand[0].name_en))

    def replies() -> list:  # type: ignore[type-arg]
        return [m for m in w.fake.bot_messages(thread)[before:] if m.referenced is not None]

    await w.fake.wait_for(lambda: replies(), what="the note in the thread")
    await w.fake.idle()
    [note] = replies()
    assert note.referenced.id == post.id
    assert "private answer" in note.content and "/hand" in note.content
    assert not [n for n in names if n in note.content], note.content
    assert w.posts(mid) == posts
