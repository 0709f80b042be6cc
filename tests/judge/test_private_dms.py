"""A post's private news to one player is one DM: its private events and its private ask (with the view)
together, and the move's own DM is the answer to a DM move (issue 14: fewer requests, one notification)."""

from __future__ import annotations

from bot.judge.api import Reply
from bot.store.models import KIND_DM
from tests.judge.conftest import Harness


def _dms(h: Harness, prefix: str) -> dict[int, list[str]]:
    """The DM texts the outbox holds under ``prefix``, by user."""
    out: dict[int, list[str]] = {}
    for item in h.outbox():
        if item.kind == KIND_DM and item.dedupe_key.startswith(prefix):
            out.setdefault(item.target_id, []).append(item.payload["content"])  # type: ignore[arg-type]
    return out


async def test_the_deal_and_the_ask_to_swap_are_one_dm_per_player_and_nothing_is_left_out(h: Harness) -> None:
    """A game that declares no view events (the toy): the dealt event's text, the ask and the view all
    stand in the one DM."""
    mid = await h.start()
    dms = _dms(h, f"m{mid}:")
    assert sorted(dms) == [h.alice.user_id, h.bob.user_id]
    for user_id, texts in dms.items():
        assert len(texts) == 1, texts  # one DM each, not two
        text = texts[0]
        seat = 0 if user_id == h.alice.user_id else 1
        cards = h.state().hands[seat]
        hand = ", ".join(map(str, cards))
        assert f"You were dealt {len(cards)} cards." in text  # the event
        assert f"Match #{mid} — " in text and "Reply to this DM." in text  # the ask
        assert hand in text  # the view
        assert text.index("You were dealt") < text.index("Reply to this DM.") < text.index(hand)


async def test_a_dm_move_whose_post_dms_its_author_gets_no_separate_answer(h: Harness) -> None:
    """The swap DMs its author what they gave and got: that DM is the answer, so the reply has no text
    (the bot would send it as a second message); a keep DMs nothing: the reply says it was accepted."""
    mid = await h.start()
    card = h.state().hands[0][0]
    swapped = h.dm(h.alice, f"swap {card}")
    assert swapped == Reply("accepted", None, match_id=mid)
    assert any("You gave" in text for text in _dms(h, f"m{mid}:s1:")[h.alice.user_id])
    kept = h.dm(h.bob, "keep")
    assert kept.status == "accepted" and kept.text == f"Accepted for match #{mid}."
    assert h.bob.user_id not in _dms(h, f"m{mid}:s2:")
