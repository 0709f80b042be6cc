"""The table as a picture over the loopback Discord (issue 16): after each accepted move the pinned table
carries one ``table.png`` — the public picture of the new position, replacing the last one — a server
setting turns pictures off, ``/table`` shows the reader his own picture and ``/judge hands`` the judge's
(both ephemeral)."""

from __future__ import annotations

import io
import random

from PIL import Image

from cards.core import JUDGE, PUBLIC, Audience
from tests.e2e.test_bot_world import World, gwent, world_fixture  # noqa: F401  (fixture)


def _png_width(data: bytes) -> int:
    img = Image.open(io.BytesIO(data))
    assert img.format == "PNG"
    return img.size[0]


async def test_pinned_table_carries_the_public_picture_after_each_move(world: World) -> None:
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    thread = w.thread(mid)
    rng = random.Random(7)
    await w.delivered()
    seen: set[bytes] = set()
    for _ in range(12):
        assert await w.move(mid, rng)
        await w.delivered()
        [table] = w.fake.pinned(thread)
        assert table.attachment_names == ["table.png"]  # replaced, never piled up
        data = table.attachments[0].data
        assert data == gwent().render_picture(w.service.state_of(mid), PUBLIC, "en")
        assert _png_width(data) == 1000
        seen.add(data)
    assert len(seen) > 3  # the picture follows the game
    hands = await w.fake.slash(w.judy, thread, "judge hands")  # the judge's picture: the JUDGE view
    [reply] = [m for m in hands.messages if m.attachments]
    assert hands.ephemeral and reply.attachments[0].data == gwent().render_picture(
        w.service.state_of(mid), JUDGE, "en"
    )


async def test_a_server_turns_pictures_off_and_table_shows_the_readers_picture(world: World) -> None:
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    thread = w.thread(mid)
    rng = random.Random(8)
    mover, _ = await w.to_public_turn(mid, rng)
    await w.delivered()
    seat = w.players(mid).index(mover)

    shown = await w.fake.slash(mover, thread, "table show")
    assert shown.ephemeral
    [reply] = [m for m in shown.messages if m.attachments]
    assert reply.attachment_names == ["table.png"]
    own = gwent().render_picture(w.service.state_of(mid), Audience.player(seat), "en")
    assert reply.attachments[0].data == own

    await w.setup_server(pictures=False)
    assert await w.move(mid, rng)
    await w.delivered()
    [table] = w.fake.pinned(thread)
    assert table.attachment_names == []  # the next table edit drops the picture
    shown = await w.fake.slash(w.carol, thread, "table show")
    assert not any(m.attachments for m in shown.messages)


async def test_a_restart_keeps_the_pinned_picture_without_redrawing_it(world: World) -> None:
    """A table whose last edit was delivered is not touched at start-up (issue 14: no per-match work
    before READY; no picture drawn), and the next move replaces the picture as usual."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    thread = w.thread(mid)
    rng = random.Random(9)
    for _ in range(4):
        assert await w.move(mid, rng)
    await w.delivered()
    [table] = w.fake.pinned(thread)
    before, edits = table.attachments[0].data, len(table.edits)
    await w.stop_bot()
    await w.start_bot()
    await w.delivered()
    [table] = w.fake.pinned(thread)
    assert len(table.edits) == edits and table.attachment_names == ["table.png"]
    assert table.attachments[0].data == before
    assert await w.move(mid, rng)
    await w.delivered()
    [table] = w.fake.pinned(thread)
    assert table.attachments[0].data == gwent().render_picture(w.service.state_of(mid), PUBLIC, "en")


async def test_the_outbox_stores_no_picture_bytes(world: World) -> None:
    """Issue 14/16: a table item stores what to draw (game, audience, language), never the PNG: the picture
    is drawn when the table goes out, from the position it was queued at, so neither the move's commit
    nor the database pays for it (live matches would otherwise store one PNG per move)."""
    from bot.store import PENDING
    from bot.store.models import KIND_EDIT

    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(10)
    for _ in range(5):
        assert await w.move(mid, rng)
    await w.delivered()
    with w.store.tx() as tx:
        rows = [r for r in tx.outbox(status=None, match_id=mid) if r.kind == KIND_EDIT and r.payload.get("message_ref") == "table"]
    assert rows and all(r.status != PENDING for r in rows)
    assert all(r.payload.get("files") == [] for r in rows)
    assert all(r.payload["picture"] == {"game": "gwent", "audience": "public", "lang": "en"} for r in rows)
