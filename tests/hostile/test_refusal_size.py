"""Issue 8 item 9: a refusal repeated the whole post (a 6,000-character `Ghoul @xxxx…` got a 6,062-character
answer, 4 DMs) and a 100 k-row upload's refusal was 23.5 KB (12 DMs). A refusal now quotes at most a short
excerpt of what was typed, and every answer fits one Discord message."""

from __future__ import annotations

from bot.judge import Attachment, DirectMessage
from bot.judge.limits import MAX_ANSWER_CHARS, MAX_POST_CHARS, QUOTE_CHARS, cap_answer
from tests.adversarial.uploads import hostile, many_rows_of_names

from .conftest import GwentHarness


async def test_a_refusal_quotes_only_an_excerpt_of_a_long_post(g: GwentHarness) -> None:
    await g.start_gwent()
    long_place = "Ghoul @" + "x" * (MAX_POST_CHARS - 10)
    reply = g.dm(g.alice, "deck monsters; leader Eredin; " + long_place)
    text = reply.text or ""
    assert reply.status == "refused" and len(text) < 2_000
    assert "x" * (QUOTE_CHARS + 1) not in text


async def test_a_deck_post_naming_many_unknown_cards_gets_one_message(g: GwentHarness) -> None:
    await g.start_gwent()
    names = ", ".join(f"Nonexistent{i:03d}" for i in range(120))
    reply = g.dm(g.alice, f"deck monsters; leader Eredin; {names}")
    assert reply.status == "refused" and len(reply.text or "") <= MAX_ANSWER_CHARS + 2


async def test_an_upload_refusal_fits_one_message(g: GwentHarness) -> None:
    await g.start_gwent()
    for data in (many_rows_of_names(300), hostile("300 cells on one 32,767-char string")):
        dm = DirectMessage(g.next_id(), g.alice.user_id, "", (Attachment("deck.xlsx", data),), "Alice")
        reply = g.service.handle_direct_message(dm)
        assert reply.status == "refused" and len(reply.text or "") <= MAX_ANSWER_CHARS + 2, len(reply.text or "")
        assert "жжж" not in (reply.text or "")


def test_cap_answer_keeps_whole_lines_and_marks_the_cut() -> None:
    text = "\n".join(f"line {i}: " + "y" * 50 for i in range(100))
    capped = cap_answer(text) or ""
    assert len(capped) <= MAX_ANSWER_CHARS and capped.endswith("\n…")
    assert all(line.startswith("line ") for line in capped.split("\n")[:-1])
    assert cap_answer("short") == "short"
