"""A game's closed vocabulary: the only words its scripts may use, each declared once.

The kit knows the *shape* of a line (kind, zones, when, if, limit, cost, may, target, do, then); a game
fills each category with its own words and their parameters, and may hang its implementation on a word
(``impl``) so the engine runs every card's ``retire`` with the same code. A word a script uses that is not
declared here is an error naming sheet, row and column.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from cards.i18n import Messages

ParamKind = Literal["int", "signed", "choice", "ref", "text"]
CATEGORIES = ("kind", "zone", "event", "condition", "limit", "cost", "filter", "effect", "ref")
KIT_LOCALES = Path(__file__).resolve().parent / "locales"
_REQUIRED = object()


@dataclass(frozen=True, slots=True)
class Param:
    """One argument of a word. ``int`` ≥ 0, ``signed`` +N/−N, ``choice`` one of ``choices``, ``ref`` a
    reference word of the vocabulary (``self``, ``target``…), ``text`` a quoted name."""

    name: str
    kind: ParamKind
    choices: tuple[str, ...] = ()
    default: Any = _REQUIRED
    multi: bool = False  # a choice that takes several values joined by "/" (``from hand/soul``)

    @property
    def required(self) -> bool:
        return self.default is _REQUIRED

    @staticmethod
    def int(name: str, default: Any = _REQUIRED) -> Param:
        return Param(name, "int", default=default)

    @staticmethod
    def signed(name: str, default: Any = _REQUIRED) -> Param:
        return Param(name, "signed", default=default)

    @staticmethod
    def choice(name: str, choices: Iterable[str], default: Any = _REQUIRED, multi: bool = False) -> Param:
        return Param(name, "choice", tuple(choices), default, multi)

    @staticmethod
    def ref(name: str, default: Any = _REQUIRED) -> Param:
        return Param(name, "ref", default=default)

    @staticmethod
    def text(name: str, default: Any = _REQUIRED) -> Param:
        return Param(name, "text", default=default)


@dataclass(frozen=True, slots=True)
class Word:
    """A vocabulary word. ``compare``: written ``word<op>value`` (``grade<=2``); ``noun``: a filter that
    names what is chosen (``rear-guard``) rather than narrowing it; ``impl``: the game's code for it."""

    category: str
    name: str
    params: tuple[Param, ...] = ()
    compare: bool = False
    noun: bool = False
    impl: Any = field(default=None, compare=False)
    flags: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Kind:
    """An ability kind (AUTO, ACT, CONT; [Enter], [Activate]; [Permanent]…) and which parts it takes."""

    name: str
    event: Literal["required", "optional", "never"] = "never"
    costs: bool = True
    zones_required: bool = False


def slug(text: str) -> str:
    """A word as a Fluent id part: ``1/turn`` → ``1-turn``, ``VC`` → ``vc``."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


class Vocabulary:
    """The words of one game. Build it once at import time; it is read-only afterwards."""

    def __init__(self, game: str, *locales: Path | str, default_noun: str = "card") -> None:
        self.game = game
        self.default_noun = default_noun
        self._words: dict[str, dict[str, Word]] = {c: {} for c in CATEGORIES}
        self._kinds: dict[str, Kind] = {}
        self._locales = (KIT_LOCALES, *(Path(p) for p in locales))
        self._messages: Messages | None = None

    # -- declaring -------------------------------------------------------------------------------------
    def add(self, word: Word) -> Word:
        if word.category not in self._words:
            raise ValueError(f"unknown category {word.category!r} (known: {', '.join(CATEGORIES)})")
        if word.name in self._words[word.category]:
            raise ValueError(f"{word.category} {word.name!r} declared twice")
        self._words[word.category][word.name] = word
        return word

    def kind(self, name: str, *, event: Literal["required", "optional", "never"] = "never", costs: bool = True,
             zones_required: bool = False) -> Kind:
        kind = Kind(name, event, costs, zones_required)
        self._kinds[name] = kind
        self.add(Word("kind", name))
        return kind

    def zones(self, *names: str) -> None:
        for n in names:
            self.add(Word("zone", n))

    def refs(self, *names: str) -> None:
        for n in names:
            self.add(Word("ref", n))

    def limits(self, *names: str) -> None:
        for n in names:
            self.add(Word("limit", n))

    def event(self, name: str, *params: Param, impl: Any = None) -> Word:
        return self.add(Word("event", name, params, impl=impl))

    def condition(self, name: str, *params: Param, compare: bool = False, impl: Any = None) -> Word:
        return self.add(Word("condition", name, params, compare=compare, impl=impl))

    def cost(self, name: str, *params: Param, impl: Any = None) -> Word:
        return self.add(Word("cost", name, params, impl=impl))

    def filter(self, name: str, *params: Param, compare: bool = False, noun: bool = False, side: bool = False,
               impl: Any = None) -> Word:
        """``side=True``: whose card (yours / the opponent's) — said inside the noun (``$side``), so a
        language can agree it with the noun («своих арьергардов», «арьергард противника»)."""
        flags = frozenset({"side"}) if side else frozenset()
        return self.add(Word("filter", name, params, compare=compare, noun=noun, impl=impl, flags=flags))

    def effect(self, name: str, *params: Param, impl: Any = None, flags: Iterable[str] = ()) -> Word:
        return self.add(Word("effect", name, params, impl=impl, flags=frozenset(flags)))

    def implement(self, category: str, name: str, impl: Callable[..., Any]) -> None:
        """Hang the game's code on a word declared earlier (when the code lives in a later module)."""
        old = self.word(category, name)
        self._words[category][name] = Word(old.category, old.name, old.params, old.compare, old.noun, impl, old.flags)

    # -- reading ---------------------------------------------------------------------------------------
    def word(self, category: str, name: str) -> Word:
        return self._words[category][name]

    def get(self, category: str, name: str) -> Word | None:
        return self._words.get(category, {}).get(name)

    def names(self, category: str) -> list[str]:
        return list(self._words.get(category, {}))

    def kind_of(self, name: str) -> Kind | None:
        return self._kinds.get(name)

    def impl(self, term_category: str, name: str) -> Any:
        word = self.get(term_category, name)
        return None if word is None else word.impl

    @property
    def messages(self) -> Messages:
        """The kit's words plus the game's (loaded on first use; a missing word is a test failure)."""
        if self._messages is None:
            self._messages = Messages(*self._locales)
        return self._messages

    def message_id(self, category: str, name: str) -> str:
        return f"ab-{category}-{slug(name)}"

    def missing_words(self) -> list[str]:
        """Every declared word with no text in some language (the tests keep this empty)."""
        out = []
        for cat, words in self._words.items():
            for name in words:
                key = self.message_id(cat, name)
                out += [f"{lang}:{key}" for lang in ("en", "ru") if not self.messages.has(key, lang)]
        return out
