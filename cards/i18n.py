"""One message system for every text a person reads, built on Project Fluent.

Each package keeps its texts in ``locales/<lang>/*.ftl`` beside its code (``cards/gwent/locales``,
``bot/locales``, …). Fluent knows each language's plural categories (1 карту, 2 карты, 5 карт) and
selectors, so a text never needs ``карт(ы)``. Texts are phrased so that no person's or card's name
has to be declined (``Победитель: Алиса``, ``в отбой (Борис)``).

``Messages(dir)("key", "ru", count=3)`` formats one message; a key missing in the reader's language
falls back to English, and a key missing everywhere shows the key itself (the tests fail on both).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from .core import LANGS, Text

FALLBACK = "en"


class Messages:
    """The texts of one or more ``locales`` folders, formatted per language."""

    def __init__(self, *roots: Path | str) -> None:
        self.roots = tuple(Path(r) for r in roots)
        self._bundles: dict[str, FluentBundle] = {}
        self._keys: dict[str, set[str]] = {}
        for lang in LANGS:
            bundle = FluentBundle([lang], use_isolating=False)
            keys: set[str] = set()
            for root in self.roots:
                for path in sorted((root / lang).glob("*.ftl")):
                    text = path.read_text(encoding="utf-8")
                    resource = FluentResource(text)
                    _refuse_junk(path, text, resource)  # add_resource drops unparsable entries silently
                    bundle.add_resource(resource)
                    keys.update(_ids(resource))
            self._bundles[lang] = bundle
            self._keys[lang] = keys
        # The same few texts are formatted again for every move and picture ("Hand: 7"), and Fluent's
        # number formatting is slow: remember the latest ones (bounded; the bundles never change).
        self._format = lru_cache(maxsize=4096)(self._format_uncached)

    def keys(self, lang: str) -> set[str]:
        return set(self._keys.get(lang, ()))

    def has(self, key: str, lang: str = FALLBACK) -> bool:
        return key in self._keys.get(lang, ())

    def __call__(self, key: str, lang: str = FALLBACK, /, **args: Any) -> str:
        # The type is part of the key: 1, 1.0 and True are equal as keys but not as text.
        return self._format(key, lang, tuple((k, v, type(v)) for k, v in _args(args).items()))

    def _format_uncached(self, key: str, lang: str, args: tuple[tuple[str, Any, type], ...]) -> str:
        bundle = self._bundles.get(lang) or self._bundles[FALLBACK]
        if not bundle.has_message(key):
            bundle = self._bundles[FALLBACK]
            if not bundle.has_message(key):
                return key
        message = bundle.get_message(key)
        if message.value is None:
            return key
        values, long = _stand_ins({k: v for k, v, _type in args})
        text, _errors = bundle.format_pattern(message.value, values)
        return _filled(str(text), long)

    def text(self, key: str, /, **args: Any) -> Text:
        """The message in both languages at once (for errors and events that carry their words).

        An argument that is itself a :class:`Text` (a card's name, another message) is filled in
        per language."""
        return Text(*(self(key, lang, **_in(args, lang)) for lang in ("en", "ru")))

    def attribute(self, key: str, attr: str, lang: str = FALLBACK, **args: Any) -> str:
        """A message attribute (``.description`` of a command), with the same fallbacks."""
        for bundle in (self._bundles.get(lang), self._bundles[FALLBACK]):
            if bundle is not None and bundle.has_message(key):
                message = bundle.get_message(key)
                if attr in message.attributes:
                    values, long = _stand_ins(_args(args))
                    text, _ = bundle.format_pattern(message.attributes[attr], values)
                    return _filled(str(text), long)
        return f"{key}.{attr}"


def _args(args: dict[str, Any]) -> dict[str, Any]:
    """Fluent takes numbers and strings; anything else is shown as text. Numbers are formatted for the
    reader's language (2,000 / 2 000); pass an identifier (a match number) as a string."""
    return {k: v if isinstance(v, int | float | str) and not isinstance(v, bool) else str(v) for k, v in args.items()}


# Fluent shows a placeable longer than this as "{???}" (its MAX_PART_LENGTH, a guard against runaway
# messages); a long argument (a list of 40 misspelt card names) passes as a short stand-in instead and is
# put back whole after formatting: a text is never replaced by a placeholder (issue 25).
LONG_PART = 2000
_STAND_IN = "\ue000{}\ue001"


def _stand_ins(values: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    long = {_STAND_IN.format(i): v for i, v in enumerate(values.values()) if isinstance(v, str) and len(v) > LONG_PART}
    if not long:
        return values, long
    back = {v: k for k, v in long.items()}
    return {k: back.get(v, v) if isinstance(v, str) else v for k, v in values.items()}, long


def _filled(text: str, long: dict[str, str]) -> str:
    for token, value in long.items():
        text = text.replace(token, value)
    return text


def _in(args: dict[str, Any], lang: str) -> dict[str, Any]:
    return {k: v(lang) if isinstance(v, Text) else v for k, v in args.items()}


def _refuse_junk(path: Path, text: str, resource: Any) -> None:
    """A .ftl entry Fluent could not parse is an error naming the file and line, not a missing text."""
    for entry in resource.body:
        if type(entry).__name__ == "Junk":
            start = entry.span.start if getattr(entry, "span", None) is not None else 0
            line = text.count("\n", 0, start) + 1
            notes = "; ".join(getattr(a, "message", str(a)) for a in getattr(entry, "annotations", ()))
            raise ValueError(f"{path}:{line}: not valid Fluent: {notes or entry.content.strip()[:60]}")


def _ids(resource: Any) -> Iterable[str]:
    for entry in resource.body:
        ident = getattr(getattr(entry, "id", None), "name", None)
        if ident and type(entry).__name__ == "Message":
            yield ident


@cache
def messages_for(package_file: str) -> Messages:
    """The Messages of the package whose ``__file__`` is given: its ``locales`` folder."""
    return Messages(Path(package_file).resolve().parent / "locales")
