"""The parser's keyword test (``_head``) answers by the first word once instead of trying every
keyword (issue 14: it ran ~10 times per post); it must answer exactly as the keyword loop did."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cards.gwent import parser


def _loop(text: str, words: tuple[str, ...]) -> str | None:
    """The keyword loop as it was: the oracle."""
    low = text.lower()
    for w in words:
        if low == w:
            return ""
        if low.startswith(w + " ") or low.startswith(w + ":"):
            return text[len(w) + 1 :].strip()
    return None


WORD_LISTS = [
    parser.EXCHANGE_WORDS,
    parser.KEEP_WORDS,
    parser.REVEAL_WORDS,
    parser.FIRST_WORDS,
    parser.REVIVE_WORDS,
    parser.TAKE_WORDS,
    parser.DECK_WORDS,
    parser.LEADER_WORDS,
    parser.MOVE_WORDS,
    ("cards", "карты"),
    ("no exchange", "без"),  # a keyword with a space takes the loop
]
PIECES = st.sampled_from([w for ws in WORD_LISTS for w in ws] + ["Take", "ЛИДЕР", "x", "İ", ""])
TEXT = st.lists(st.one_of(PIECES, st.sampled_from([" ", ":", "  ", "a", "Ballista", ">"])), max_size=6).map(
    "".join
)


@settings(max_examples=400, deadline=None)
@given(TEXT, st.sampled_from(WORD_LISTS))
def test_head_answers_as_the_keyword_loop(text: str, words: tuple[str, ...]) -> None:
    assert parser._head(text, words) == _loop(text, words)
