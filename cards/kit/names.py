"""Card names and post words, folded one way for every game, and the one fuzzy matcher.

A player types a card's name as they remember it: any case, ``ё`` or ``е``, with or without accents and
quotes, full-width or ligature forms. :func:`fold` is the one rule that makes all of those the same key
(NFKC, casefold, ё=е, Latin accents dropped, quotes dropped, any other punctuation a space, runs of space
one), used for the card names of a catalogue and for the name in a post alike. :func:`tidy` is the lighter
rule for a whole post before a parser splits it: ё=е and runs of white space one, punctuation kept (it
separates the parts of a move). :func:`close` is the one "did you mean" matcher, with one cutoff.
"""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

T = TypeVar("T", bound=Hashable)

QUOTES = "'\"`´ʼ‘’‚‛“”„‟«»‹›"
_NO_QUOTES = {ord(c): None for c in QUOTES}
_NOT_WORD = re.compile(r"[\W_]+")
CUTOFF = 0.6  # how alike (difflib ratio) a name must be to be suggested
PREFIX_WEIGHT = 0.9  # a misspelt start of a longer name ("Gerald" → "Geralt of Rivia") counts this much


def _plain_latin(ch: str) -> str:
    """A Latin letter without its accent (``é`` → ``e``); Cyrillic ``й`` and everything else unchanged."""
    return unicodedata.normalize("NFD", ch)[0] if "\u00c0" <= ch <= "\u024f" else ch


# _plain_latin of every accented Latin letter, and the quotes dropped, as one table for str.translate: a
# catalogue folds every card's names once (hundreds of Russian names), a character loop was most of it
_FOLD_TABLE = {
    **{cp: _plain_latin(chr(cp)) for cp in range(0x00C0, 0x0250) if _plain_latin(chr(cp)) != chr(cp)},
    **_NO_QUOTES,
}


def fold(text: str) -> str:
    """The key a card name (or the name in a post) is matched by: case, ё, accents, quotes, dashes,
    punctuation and spacing never matter."""
    text = str(text)
    if text.isascii():  # NFKC leaves ASCII as it is and casefold is lower (most names and posts): in C
        text = text.lower()
    else:
        text = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold()).replace("ё", "е")
    return " ".join(_NOT_WORD.sub(" ", text.translate(_FOLD_TABLE)).split())


fold_cached = functools.lru_cache(maxsize=65536)(fold)  # posts repeat card names; pools hold thousands


def tidy(text: str) -> str:
    """A post as a parser reads it: ё=е (either case), white space runs one space, ends stripped; case
    and punctuation kept (a parser lowers what it compares)."""
    return " ".join(text.replace("ё", "е").replace("Ё", "Е").split())


def lowered(text: str) -> str:
    """:func:`tidy`, lower-cased: what a parser compares with its keywords."""
    return tidy(text).lower()


def close(query: str, candidates: Iterable[tuple[str, T]], n: int = 3) -> list[T]:
    """The values of the ``n`` candidates whose folded key is most like ``query`` (folded here), best
    first, each value once; a candidate key must already be folded. A key longer than the query also
    scores by its start, so a misspelt beginning of a long name is found. Cheap bounds (difflib's quick
    ratios) skip most keys before the full comparison, so a pool of thousands of names stays fast."""
    q = fold_cached(query)
    if not q:
        return []
    scored: dict[T, float] = {}
    matcher = difflib.SequenceMatcher()
    matcher.set_seq2(q)  # difflib caches facts about the second sequence: the query, compared many times
    prefix_cutoff = CUTOFF / PREFIX_WEIGHT
    for key, value in candidates:
        score = 0.0
        matcher.set_seq1(key)
        if matcher.real_quick_ratio() >= CUTOFF and matcher.quick_ratio() >= CUTOFF:
            score = matcher.ratio()
        if len(key) > len(q) and score < PREFIX_WEIGHT:
            matcher.set_seq1(key[: len(q)])
            if matcher.quick_ratio() >= prefix_cutoff:
                score = max(score, PREFIX_WEIGHT * matcher.ratio())
        if score >= CUTOFF and score > scored.get(value, 0.0):
            scored[value] = score
    return sorted(scored, key=lambda v: -scored[v])[:n]


def close_names(query: str, names: Sequence[str], n: int = 3) -> list[str]:
    """The names (as written) most like ``query``: :func:`close` over names."""
    return close(query, ((fold_cached(name), name) for name in names if name), n)


def close_words(word: str, words: Sequence[str]) -> list[str]:
    """The one word of ``words`` (a scenario's keys, a command's words) most like ``word``, if any."""
    return close(word, ((fold(w), w) for w in words), 1)


class ReaderNames:
    """A card's English name → its name in the reader's language (a view names piles in English; the
    picture of it names them as the reader reads them), built once per language for one catalogue."""

    def __init__(self, cards: Mapping[Any, Any]) -> None:
        """``cards``: the catalogue's cards by id, each with ``name_en`` and ``name(lang)`` (read on first use)."""
        self._cards = cards
        self._by_lang: dict[str, dict[str, str]] = {}

    def namer(self, lang: str) -> Callable[[str], str]:
        """The renaming for ``lang``; a name not in the catalogue stays as it is."""
        names = self._by_lang.get(lang)
        if names is None:
            names = self._by_lang[lang] = {c.name_en: c.name(lang) for c in self._cards.values()}
        return lambda n: names.get(n, n)
