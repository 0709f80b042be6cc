"""Issue 8 item 8: a refused message delivered again later became a move (dedupe covered stored posts
only). Refused message ids are remembered in the store: a redelivery is a duplicate and changes nothing,
even when the same text would now be legal."""

from __future__ import annotations

from tests.judge.conftest import Harness


async def test_a_refused_thread_post_redelivered_on_its_authors_turn_is_not_a_move(h: Harness) -> None:
    await h.start()
    h.keep_both()
    waiting, mover = h.waiting(), h.to_move()
    early = h.game.legal_posts(h.state(), h.state().turn)[0]  # legal for the mover, posted by the other
    refused = h.post(waiting, early, message_id=4242)
    assert refused.status == "refused"
    assert h.post(mover, h.game.legal_posts(h.state(), h.state().turn)[0]).accepted
    assert h.to_move() == waiting  # now the refused post's author moves...
    before = h.snapshot()
    again = h.post(waiting, early, message_id=4242)  # ...and Discord delivers the old message again
    assert again.status == "duplicate"
    assert h.snapshot() == before


async def test_a_refused_dm_redelivered_later_is_not_a_move(h: Harness) -> None:
    await h.start()
    assert h.dm(h.carol, "keep", message_id=777).status == "refused"  # not her match (yet) ...
    assert h.dm(h.alice, "bogus words", message_id=778).status == "refused"
    before = h.snapshot()
    assert h.dm(h.alice, "keep", message_id=778).status == "duplicate"
    assert h.snapshot() == before
    assert h.dm(h.alice, "keep", message_id=779).accepted  # a new message is judged as usual
