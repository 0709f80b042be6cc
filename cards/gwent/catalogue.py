"""The card catalogue: every card definition and every numbered faction deck, loaded from the xlsx.

The judge's spreadsheet is the single source of card facts (G-REF-9, A-43), so it is read at run time: a
server may ship its own edited copy as house rules. A broken spreadsheet must never be half-loaded, so the
loader collects every problem it finds and raises one :class:`CatalogueError` that lists them all, each
naming sheet, row and column, for whoever edits the file.
"""

from __future__ import annotations

import csv
import functools
import re
from collections.abc import Callable, Container, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from openpyxl.utils import get_column_letter

from cards.core import IllegalMove, Text
from cards.datafiles import data_file
from cards.gwent.model import (
    AGILE,
    COMBAT_ROWS,
    FACTION_NAMES,
    LEADER_ABILITIES,
    PLAYABLE_FACTIONS,
    SPECIAL_ABILITIES,
    UNIT_ABILITIES,
    CardDef,
    DeckEntry,
    Faction,
    Kind,
)
from cards.i18n import messages_for
from cards.kit.names import close, fold, fold_cached
from cards.kit.plain import plain_dict
from cards.kit.words import did_you_mean
from cards.kit.xlsx import REFERENCE as REFERENCE_LIMITS
from cards.kit.xlsx import XlsxRefused, open_workbook

_M = messages_for(__file__)  # refusals.ftl: unknown and ambiguous card names

# Ability words a post may use for the one card of a small pool that has the ability (`Decoy > Spy`).
ABILITY_WORDS: dict[str, str] = {
    "spy": "spy",
    "шпион": "spy",
    "шпиона": "spy",
    "medic": "medic",
    "медик": "medic",
    "медика": "medic",
    "лекарь": "medic",
    "лекаря": "medic",
    "muster": "muster",
    "двойник": "muster",
}

# Sheet names of spec G-REF-3.
FACTION_SHEETS: dict[Faction, str] = {
    Faction.NILFGAARD: "Нильфгаард",
    Faction.NORTHERN_REALMS: "Северные К.",
    Faction.SCOIATAEL: "Скоя'таэли",
    Faction.MONSTERS: "Чудовища",
    Faction.SKELLIGE: "Скеллиге",
}
LEADERS_SHEET = "Лидеры"
MANUAL_SUFFIX = " (2)"

FACTION_RANGE = range(1, 56)  # G-DECK-1, G-REF-2
SPECIAL_RANGE = range(56, 81)
NEUTRAL_RANGE = range(81, 96)

FACT_FIELDS = (
    "name_en",
    "name_ru",
    "kind",
    "strength",
    "row",
    "abilities",
    "muster_group",
    "summons",
    "transforms_to",
)
SHEET_COLUMNS = ("№", "id", "name_ru", "name_en", *FACT_FIELDS[2:])  # spec G-REF-3 order
LEADER_COLUMNS = ("faction", "id", "name_ru", "name_en", "abilities", "effect_en", "effect_ru")
INLINE_COLUMNS = ("id", "faction", *FACT_FIELDS, "effect_en", "effect_ru", "source")
INLINE = "cards"  # the pseudo-sheet of with_cards() rows

ROW_VALUES = frozenset({*(r.value for r in COMBAT_ROWS), AGILE})
UNIT_KINDS = frozenset({Kind.UNIT, Kind.HERO})
ABILITIES_BY_KIND: dict[Kind, frozenset[str]] = {
    Kind.UNIT: UNIT_ABILITIES,
    Kind.HERO: UNIT_ABILITIES,
    Kind.SPECIAL: SPECIAL_ABILITIES,
    Kind.WEATHER: SPECIAL_ABILITIES,
    Kind.FACTION: SPECIAL_ABILITIES,
    Kind.LEADER: LEADER_ABILITIES,
}


# ---------------------------------------------------------------------------------------------- errors


@dataclass(frozen=True, slots=True)
class CatalogueProblem:
    """One thing wrong with the spreadsheet, located as precisely as possible."""

    sheet: str | None
    row: int | None
    column: str | None  # a column letter (sheets) or a field name (inline rows)
    field: str | None
    message: str

    def __str__(self) -> str:
        if self.sheet == INLINE:
            return f"cards[{self.row}].{self.column or self.field}: {self.message}"
        parts = []
        if self.sheet is not None:
            parts.append(f"Sheet '{self.sheet}'")
        if self.row is not None:
            parts.append(f"row {self.row}")
        if self.column is not None:
            parts.append(f"column {self.column}" + (f" ({self.field})" if self.field else ""))
        return (", ".join(parts) + ": " if parts else "") + self.message


class CatalogueError(ValueError):
    """The spreadsheet is wrong. ``errors`` lists every problem; the attributes locate the first."""

    def __init__(self, errors: Iterable[CatalogueProblem]) -> None:
        self.errors: list[CatalogueProblem] = list(errors)
        first = self.errors[0] if self.errors else CatalogueProblem(None, None, None, None, "invalid")
        self.sheet = first.sheet
        self.row = first.row
        self.column = first.column
        self.field = first.field
        super().__init__("\n".join(str(e) for e in self.errors) or "invalid card catalogue")


# ---------------------------------------------------------------------------------------------- names




def _has_cyrillic(text: str) -> bool:
    return any("\u0400" <= ch <= "\u04ff" for ch in text)


def _query_lang(query: str, lang_hint: str | None) -> str:
    """The language to answer a query in (only needed when it does not name one card)."""
    return lang_hint if lang_hint in ("en", "ru") else ("ru" if _has_cyrillic(query) else "en")




_FACTION_ALIASES: dict[str, Faction] = {}
for _f in Faction:
    _FACTION_ALIASES[fold(_f.value)] = _f
    _FACTION_ALIASES[fold(_f.value.replace("_", " "))] = _f
    for _name in FACTION_NAMES[_f]:
        _FACTION_ALIASES[fold(_name)] = _f
for _f, _sheet in FACTION_SHEETS.items():
    _FACTION_ALIASES[fold(_sheet)] = _f
_FACTION_ALIASES.update({"ng": Faction.NILFGAARD, "nr": Faction.NORTHERN_REALMS, "st": Faction.SCOIATAEL})


def parse_faction(text: Any) -> Faction | None:
    """A faction from its enum value, English or Russian name, or sheet name; None if unknown."""
    if text is None:
        return None
    return _FACTION_ALIASES.get(fold_cached(str(text)))  # every deck post names one: folded once a text


# ---------------------------------------------------------------------------------------------- catalogue


@dataclass(frozen=True, slots=True)
class _Key:
    text: str
    card_id: str
    strength: int  # 0: id / full name, 1: alias (part after "Leader: ")
    lang: str | None


@dataclass(frozen=True, eq=False)
class Catalogue:
    """All card definitions, the numbered deck of each faction (G-REF-2) and the leaders (§10)."""

    cards: Mapping[str, CardDef]
    decks: Mapping[Faction, tuple[DeckEntry, ...]]
    leaders: Mapping[Faction, tuple[str, ...]]
    source: str
    leader_texts: Mapping[str, Text] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        plain_dict(self)  # the memos below (cached_property) fill its dict; the engine reads ``cards`` often

    # -- lookups -------------------------------------------------------------------------------

    def card(self, card_id: str) -> CardDef:
        try:
            return self.cards[card_id]
        except KeyError:
            raise KeyError(f"unknown card id {card_id!r} in {self.source}") from None

    def deck(self, faction: Faction) -> tuple[DeckEntry, ...]:
        return self.decks.get(Faction(faction), ())

    def by_number(self, faction: Faction, number: int) -> CardDef:
        entry = self._numbers.get((Faction(faction), int(number)))
        if entry is None:
            raise KeyError(f"no card number {number} in the {Faction(faction).value} deck")
        return self.cards[entry]

    def faction_card(self, faction: Faction) -> CardDef:
        found = self._faction_cards.get(faction)
        if found is None:
            raise KeyError(f"the {Faction(faction).value} deck has no Faction card")
        return found

    @functools.cached_property
    def _faction_cards(self) -> dict[Faction, CardDef]:
        """Faction → the first Faction card of its deck, looked up once (a ready deck asks for it every match)."""
        out: dict[Faction, CardDef] = {}
        for faction in Faction:
            for entry in self.deck(faction):
                card = self.cards[entry.card_id]
                if card.kind is Kind.FACTION:
                    out[faction] = card
                    break
        return out

    def leaders_for(self, faction: Faction, hard: bool) -> tuple[CardDef, ...]:
        """Classic excludes the Hard-only leaders (G-LEAD-1, A-34). Worked out once per faction and variant
        (every deck post asks)."""
        key = (faction, hard)
        found = self._leaders_for.get(key)
        if found is None:
            cards = (self.cards[cid] for cid in self.leaders.get(Faction(faction), ()))
            found = self._leaders_for[key] = tuple(c for c in cards if hard or not c.has("hard_only"))
        return found

    @functools.cached_property
    def _leaders_for(self) -> dict[tuple[Faction, bool], tuple[CardDef, ...]]:
        """:meth:`leaders_for`'s answers so far (a catalogue's cards never change)."""
        return {}

    def leader_text(self, card_id: str) -> Text | None:
        """The forum effect text of a leader (spec §10.2, A-45), or None."""
        return self.leader_texts.get(card_id)

    @functools.cached_property
    def _numbers(self) -> dict[tuple[Faction, int], str]:
        return {(f, e.number): e.card_id for f, entries in self.decks.items() for e in entries}

    @functools.cached_property
    def canonical_ids(self) -> dict[str, str]:
        """Names already written in canonical texts → what they were written as (the catalogue never
        changes: a name resolves once). Filled by :mod:`cards.gwent.canonical`, bounded there."""
        return {}

    @functools.cached_property
    def _index(self) -> tuple[_Key, ...]:
        return _keys(self.cards.values())

    @functools.cached_property
    def _keys_by_id(self) -> dict[str, tuple[_Key, ...]]:
        """Each card's name keys by id: a dict lookup instead of hashing the whole CardDef per post."""
        return {cid: _card_keys(c) for cid, c in self.cards.items()}

    @functools.cached_property
    def _index_by_text(self) -> dict[str, tuple[_Key, ...]]:
        """The index's keys by their folded text, in index order: an exact name among every card is a
        dictionary lookup (the canonical text of each accepted post names its cards so)."""
        out: dict[str, list[_Key]] = {}
        for k in self._index:
            out.setdefault(k.text, []).append(k)
        return {text: tuple(keys) for text, keys in out.items()}

    @functools.cached_property
    def _exact(self) -> dict[str, tuple[tuple[str, int], ...]]:
        """Folded name → (card id, key strength) of every card answering to exactly that name."""
        out: dict[str, list[tuple[str, int]]] = {}
        for k in self._index:
            out.setdefault(k.text, []).append((k.card_id, k.strength))
        return {text: tuple(hits) for text, hits in out.items()}

    # -- resolving what players type -----------------------------------------------------------

    def sole_exact(self, query: str) -> str | None:
        """The id of the one card that ``query`` names exactly (id, full name or leader alias, after folding),
        when only one card answers to it; None when none or several do (:meth:`named_exactly` weighs them)."""
        hits = self._exact.get(fold_cached(query))
        return hits[0][0] if hits is not None and len(hits) == 1 else None

    def named_exactly(self, query: str, ids: Container[str]) -> str | None:
        """The one id among ``ids`` that ``query`` names exactly (id, full name or leader alias, after
        folding), as :meth:`resolve` picks it; None when none or several do (resolve then says why).
        A dictionary lookup for the common post that names a card of the hand in full."""
        hits = self._exact.get(fold_cached(query))
        if not hits:
            return None
        if len(hits) == 1:  # the usual name: one card answers to it
            return hits[0][0] if hits[0][0] in ids else None
        found = [(cid, strength) for cid, strength in hits if cid in ids]
        if not found:
            return None
        best = min(strength for _, strength in found)
        best_ids = {cid for cid, strength in found if strength == best}
        return best_ids.pop() if len(best_ids) == 1 else None

    def resolve(
        self,
        query: str,
        candidates: Iterable[CardDef] | None = None,
        *,
        lang_hint: str | None = None,
        suggest: bool = True,
    ) -> CardDef:
        """The one card ``query`` names: id, full en/ru name, the part after "Leader: ", or a prefix.

        Raises IllegalMove (en + ru) naming close matches when nothing fits, or the candidates when a
        prefix is ambiguous.
        """
        if candidates is None:
            pool: Mapping[str, CardDef] = self.cards
            keys = self._index
        else:
            own = self.cards
            by_id = self._keys_by_id
            picked: dict[str, CardDef] = {}
            for c in candidates:
                picked.setdefault(c.id, c)
            pool = picked
            keys = tuple(
                k for cid, c in picked.items() for k in (by_id[cid] if own.get(cid) is c else _card_keys(c))
            )
        q = fold_cached(query)
        if not q:
            raise IllegalMove(_M.text("r-name-empty"))

        if candidates is None:
            exact = list(self._index_by_text.get(q, ()))
        else:
            exact = [k for k in keys if k.text == q]
        if exact:
            best = min(k.strength for k in exact)
            hits = _ids(k for k in exact if k.strength == best)
            if len(hits) > 1 and lang_hint:
                hinted = _ids(k for k in exact if k.strength == best and k.lang == lang_hint)
                hits = hinted or hits
            if len(hits) == 1:
                return pool[hits[0]]
            raise _ambiguous(query, [pool[h] for h in hits], _query_lang(query, lang_hint))

        hits = _ids(k for k in keys if k.text.startswith(q))
        if len(hits) == 1:
            return pool[hits[0]]
        lang = _query_lang(query, lang_hint)
        if hits:
            raise _ambiguous(query, [pool[h] for h in hits], lang)
        if candidates is not None:
            # Among the few cards a post may name here (a hand, a discard pile, one's own half), a
            # word of the name (`Medic` → Dun Banner Medic) or an ability (`Spy`) is enough when it
            # fits one card, as the forum wrote `Decoy > Spy`.
            hits = _ids(k for k in keys if f" {q}" in f" {k.text}")
            if not hits and q in ABILITY_WORDS:
                hits = [c.id for c in pool.values() if c.has(ABILITY_WORDS[q])]
            if len(hits) == 1:
                return pool[hits[0]]
            if hits:
                raise _ambiguous(query, [pool[h] for h in hits], lang)
        # ``suggest=False``: no close matches (bounded work when one input names many unknown cards)
        raise _unknown(query, q, pool, keys if suggest else (), lang, restricted=candidates is not None)

    # -- house-rule / scenario additions -------------------------------------------------------

    def with_cards(self, rows: Iterable[Mapping[str, Any]]) -> Catalogue:  # noqa: C901 - row checks, each reported by cell
        """A copy with inline card rows added (or replacing cards with the same id). Errors: ``cards[i].column``."""
        problems: list[CatalogueProblem] = []
        new: dict[str, CardDef] = {}
        texts: dict[str, Text] = {}
        for i, row in enumerate(rows):

            def report(column: str, message: str, _i: int = i) -> None:
                problems.append(CatalogueProblem(INLINE, _i, column, column, message))

            if not isinstance(row, Mapping):
                report("id", f"expected a mapping of columns, got {type(row).__name__}")
                continue
            for key in row:
                if key not in INLINE_COLUMNS:
                    report(str(key), f"unknown column {key!r} (known: {', '.join(INLINE_COLUMNS)})")
            faction = parse_faction(row.get("faction"))
            if faction is None:
                report("faction", f"unknown faction {_shown(row.get('faction'))}")
            card = _parse_card(dict(row), faction or Faction.NEUTRAL, report)
            if card is None or faction is None:
                continue
            if card.id in new:
                report("id", f"card id {card.id!r} is defined twice in these rows")
            new[card.id] = card
            if row.get("effect_en") or row.get("effect_ru"):
                en = _text(row.get("effect_en")) or ""
                texts[card.id] = Text(en, _text(row.get("effect_ru")) or en)
        merged = {**self.cards, **new}
        for i, card in enumerate(new.values()):
            for attr in ("summons", "transforms_to"):
                target = getattr(card, attr)
                if target is not None and target not in merged:
                    problems.append(
                        CatalogueProblem(INLINE, i, attr, attr, f"{attr} names no card: {target!r}")
                    )
        if problems:
            raise CatalogueError(problems)
        leaders = {f: list(ids) for f, ids in self.leaders.items()}
        for card in new.values():
            if card.kind is Kind.LEADER and card.id not in leaders.setdefault(card.faction, []):
                leaders[card.faction].append(card.id)
        return Catalogue(
            cards=MappingProxyType(merged),
            decks=self.decks,
            leaders=MappingProxyType({f: tuple(ids) for f, ids in leaders.items()}),
            source=f"{self.source} + {len(new)} inline card(s)",
            leader_texts=MappingProxyType({**self.leader_texts, **texts}),
        )


def _ids(keys: Iterable[_Key]) -> list[str]:
    return list(dict.fromkeys(k.card_id for k in keys))


def _keys(cards: Iterable[CardDef]) -> tuple[_Key, ...]:
    return tuple(k for c in cards for k in _card_keys(c))


@functools.lru_cache(maxsize=4096)
def _card_keys(c: CardDef) -> tuple[_Key, ...]:
    """The normalized names a card answers to; cached: resolving runs on every post (hot path)."""
    out: list[_Key] = [_Key(fold(c.id), c.id, 0, None)]
    for lang, name in (("en", c.name_en), ("ru", c.name_ru), *_name_forms().get(c.id, ())):
        if not name:
            continue
        out.append(_Key(fold(name), c.id, 0, lang))
        if ":" in name and c.kind is not Kind.FACTION:
            alias = fold(name.split(":", 1)[1])
            if alias:
                out.append(_Key(alias, c.id, 1, lang))
                if alias.startswith("the "):
                    out.append(_Key(alias[4:], c.id, 1, lang))
    return tuple(out)


MAX_NAME_CHARS = 80  # the longest card name is 43 characters; longer text is not fuzzy-matched
QUOTE_CHARS = 100  # how much of what a player typed an answer quotes back


def _quoted(text: str) -> str:
    text = str(text)
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 1].rstrip() + "…"


@functools.cache
def _name_forms() -> dict[str, tuple[tuple[str, str], ...]]:
    """Other names a card answers to: the in-game full names and spellings of the card reference
    (``Eredin Bréacc Glas: The Treacherous``), from ``name_forms.csv`` (id, lang, name, source). A form
    that is another card's own name is left out of that file, so it never makes a name ambiguous."""
    forms: dict[str, list[tuple[str, str]]] = {}
    with (Path(__file__).with_name("name_forms.csv")).open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            forms.setdefault(row["id"], []).append((row["lang"], row["name"]))
    return {k: tuple(v) for k, v in forms.items()}


def _names(cards: Iterable[CardDef], lang: str) -> list[str]:
    return [c.name(lang) for c in cards]


def _ambiguous(query: str, cards: list[CardDef], lang: str) -> IllegalMove:
    query = _quoted(query)
    shown_en = _names(cards[:10], "en")
    shown_ru = _names(cards[:10], "ru")
    more = f" (+{len(cards) - 10})" if len(cards) > 10 else ""
    shown = Text("; ".join(shown_en) + more, "; ".join(shown_ru) + more)
    return IllegalMove(_M.text("r-ambiguous", query=query, names=shown), suggestions=_names(cards[:10], lang))


def _unknown(
    query: str, q: str, pool: Mapping[str, CardDef], keys: Iterable[_Key], lang: str, *, restricted: bool
) -> IllegalMove:
    query = _quoted(query)
    named = ((k.text, k.card_id) for k in keys if k.lang is not None)
    ids = close(q, named) if len(q) <= MAX_NAME_CHARS else []  # bounded work: no card name is that long
    cards = [pool[i] for i in ids]
    text = _M.text("r-unknown-card-here" if restricted else "r-unknown-card", query=query)
    if cards:
        text = did_you_mean(text, Text("; ".join(_names(cards, "en")), "; ".join(_names(cards, "ru"))))
    return IllegalMove(text, suggestions=_names(cards, lang))


# ---------------------------------------------------------------------------------------------- parsing


Report = Callable[[str, str], None]


def _shown(value: Any) -> str:
    return repr(value) if isinstance(value, str) else repr(str(value)) if value is not None else "nothing"


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = str(value).strip()
    return text or None


def _int(value: Any) -> int | None:
    """A whole number from a cell (int, integral float or digits); raises ValueError otherwise."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, bool):
        raise ValueError
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+\s*", value):
        return int(value)
    raise ValueError


def _parse_card(values: Mapping[str, Any], faction: Faction, report: Report) -> CardDef | None:  # noqa: C901 - one check per column, each reported by cell
    """A CardDef from one row's raw values, reporting every problem found through ``report``."""
    ok = True
    card_id = _text(values.get("id"))
    if card_id is None:
        report("id", "the card id is empty")
        ok = False
    elif re.search(r"\s", card_id):
        report("id", f"a card id has no spaces, got {card_id!r}")
        ok = False
    name_en = _text(values.get("name_en"))
    name_ru = _text(values.get("name_ru")) or ""
    if name_en is None:
        report("name_en", "the English name is empty")
        ok = False

    kind: Kind | None = None
    raw_kind = _text(values.get("kind"))
    try:
        kind = Kind((raw_kind or "").lower())
    except ValueError:
        report("kind", f"unknown kind {_shown(raw_kind)} (known: {', '.join(k.value for k in Kind)})")
        ok = False

    strength: int | None = None
    try:
        strength = _int(values.get("strength"))
        if strength is not None and strength < 0:
            report("strength", f"expected a whole number of 0 or more, got {strength}")
            ok = False
    except ValueError:
        report("strength", f"expected a whole number, got {_shown(values.get('strength'))}")
        ok = False

    row = _text(values.get("row"))
    row = row.lower() if row else None
    if row is not None and row not in ROW_VALUES:
        report("row", f"unknown row {row!r} (known: {', '.join(sorted(ROW_VALUES))})")
        ok = False

    raw_abilities = values.get("abilities")
    if isinstance(raw_abilities, (list, tuple, set, frozenset)):
        words = [str(w).strip().lower() for w in raw_abilities]
    else:
        words = [w.lower() for w in re.split(r"[;,\s]+", _text(raw_abilities) or "") if w]
    abilities = frozenset(words)
    if kind is not None:
        allowed = ABILITIES_BY_KIND[kind]
        for word in words:
            if word not in allowed:
                report("abilities", f"unknown ability {word!r} for a {kind.value} card")
                ok = False
        if kind in UNIT_KINDS:
            if strength is None and values.get("strength") in (None, ""):
                report("strength", "a unit needs a strength")
                ok = False
            if row is None:
                report("row", "a unit needs a row (close, ranged, siege or agile)")
                ok = False
        else:
            if strength is not None:
                report("strength", f"only units have a strength, not a {kind.value} card")
                ok = False
            if row is not None:
                report("row", f"only units have a row, not a {kind.value} card")
                ok = False
        if kind is Kind.LEADER and not (abilities - {"hard_only"}):
            report("abilities", "a leader needs one effect keyword")
            ok = False
    if not ok or card_id is None or name_en is None or kind is None:
        return None
    return CardDef(
        id=card_id,
        name_en=name_en,
        name_ru=name_ru,
        faction=faction,
        kind=kind,
        strength=strength,
        row=row,
        abilities=abilities,
        muster_group=_text(values.get("muster_group")),
        summons=_text(values.get("summons")),
        transforms_to=_text(values.get("transforms_to")),
    )


@dataclass
class _Occurrence:
    sheet: str
    row: int
    columns: dict[str, str]  # field → column letter
    number: int | None
    card: CardDef
    deck_faction: Faction  # the sheet's faction


def _read_header(
    sheet: str, header: tuple[Any, ...] | None, wanted: tuple[str, ...], problems: list[CatalogueProblem]
) -> dict[str, int] | None:
    found: dict[str, int] = {}
    for i, value in enumerate(header or ()):
        name = _text(value)
        if name is not None and name.lower() in wanted and name.lower() not in found:
            found[name.lower()] = i
        elif name == "№":
            found.setdefault("№", i)
    missing = [w for w in wanted if w not in found]
    if missing:
        problems.append(CatalogueProblem(sheet, 1, None, None, f"missing column(s): {', '.join(missing)}"))
        return None
    return found


def _faction_of_number(number: int | None, deck_faction: Faction) -> Faction:
    if number is None or number in FACTION_RANGE:
        return deck_faction
    return Faction.SPECIAL if number in SPECIAL_RANGE else Faction.NEUTRAL


_RANGE_TEXT = {
    Faction.SPECIAL: ("56–80", "special cards"),
    Faction.NEUTRAL: ("81–95", "neutral cards"),
}


MAX_SHEET_ROWS = 1_000  # a faction sheet has 95 numbered rows, the leaders' sheet a few dozen


def load_catalogue(path: str | Path) -> Catalogue:
    """Read and validate a reference spreadsheet. Raises CatalogueError listing every problem."""
    path = Path(path)
    size = path.stat().st_size  # FileNotFoundError for a missing file, as before
    if size > REFERENCE_LIMITS.max_bytes:
        raise CatalogueError(
            [CatalogueProblem(None, None, None, None, f"{path}: {size} bytes, more than {REFERENCE_LIMITS.max_bytes}")]
        )
    try:
        # the same guard as a player's upload: parts read under hard limits, never their declared sizes
        wb = open_workbook(path, REFERENCE_LIMITS)
    except XlsxRefused as exc:
        raise CatalogueError(
            [CatalogueProblem(None, None, None, None, f"{path}: not a readable xlsx ({exc.text.en})")]
        ) from None
    try:
        return _load(wb, str(path))
    finally:
        wb.close()


def _load(wb: Any, source: str) -> Catalogue:  # noqa: C901 - one pass over every sheet, each problem reported by cell
    problems: list[CatalogueProblem] = []
    occurrences: list[_Occurrence] = []
    decks: dict[Faction, list[DeckEntry]] = {}

    for deck_faction, sheet in FACTION_SHEETS.items():
        decks[deck_faction] = []
        if sheet not in wb.sheetnames:
            problems.append(CatalogueProblem(sheet, None, None, None, "the sheet is missing"))
            continue
        rows = wb[sheet].iter_rows(values_only=True, max_row=MAX_SHEET_ROWS)
        cols = _read_header(sheet, next(rows, None), SHEET_COLUMNS, problems)
        if cols is None:
            continue
        letters = {f: get_column_letter(i + 1) for f, i in cols.items()}
        seen_numbers: dict[int, int] = {}
        for r, raw in enumerate(rows, start=2):
            values = {f: (raw[i] if i < len(raw) else None) for f, i in cols.items()}
            if all(v is None or (isinstance(v, str) and not v.strip()) for v in values.values()):
                continue

            def report(fld: str, message: str, _r: int = r, _s: str = sheet, _at: dict[str, str] = letters) -> None:
                problems.append(CatalogueProblem(_s, _r, _at.get(fld), fld, message))

            number: int | None = None
            try:
                number = _int(values["№"])
            except ValueError:
                report("№", f"expected a whole number, got {_shown(values['№'])}")
                continue
            if number is not None:
                if not 1 <= number <= 95:
                    report("№", f"card numbers run 1–95 (G-DECK-1), got {number}")
                    continue
                if number in seen_numbers:
                    report("№", f"number {number} is used twice (also row {seen_numbers[number]})")
                    continue
                seen_numbers[number] = r
            faction = _faction_of_number(number, deck_faction)
            card = _parse_card(values, faction, report)
            if card is None:
                continue
            if number is not None:
                if number in FACTION_RANGE and card.kind not in (Kind.UNIT, Kind.HERO, Kind.FACTION):
                    report(
                        "kind",
                        f"numbers 1–55 hold faction units, heroes and the Faction card, not a {card.kind.value} card",
                    )
                    continue
                if number in SPECIAL_RANGE and card.kind not in (Kind.SPECIAL, Kind.WEATHER):
                    report(
                        "kind", f"numbers 56–80 hold special and weather cards, not a {card.kind.value} card"
                    )
                    continue
                if number in NEUTRAL_RANGE and card.kind not in UNIT_KINDS:
                    report(
                        "kind", f"numbers 81–95 hold neutral units and heroes, not a {card.kind.value} card"
                    )
                    continue
                decks[deck_faction].append(DeckEntry(number, card.id))
            elif card.kind not in UNIT_KINDS:
                report("№", f"only summon-only units may have no number; a {card.kind.value} card needs one")
                continue
            occurrences.append(_Occurrence(sheet, r, letters, number, card, deck_faction))

    # Canonical faction per id: a card numbered 56–95 anywhere is special/neutral; otherwise its deck's faction.
    home: dict[str, _Occurrence] = {}
    for occ in occurrences:
        prev = home.get(occ.card.id)
        if prev is None or (occ.number is not None and occ.number > 55 and (prev.number or 0) <= 55):
            home[occ.card.id] = occ
    cards: dict[str, CardDef] = {}
    first: dict[str, _Occurrence] = {}
    for occ in occurrences:
        canon = home[occ.card.id]
        where = f"Sheet '{canon.sheet}', row {canon.row}"
        if occ.card.faction != canon.card.faction:
            if occ.number is not None and occ.number in FACTION_RANGE:
                problems.append(
                    CatalogueProblem(
                        occ.sheet,
                        occ.row,
                        occ.columns.get("№"),
                        "№",
                        f"numbers 1–55 hold only {FACTION_NAMES[occ.deck_faction][0]} cards, but "
                        f"{occ.card.id!r} is a {FACTION_NAMES[canon.card.faction][0]} card ({where})",
                    )
                )
            else:
                problems.append(
                    CatalogueProblem(
                        occ.sheet,
                        occ.row,
                        occ.columns.get("id"),
                        "id",
                        f"{occ.card.id!r} is a {FACTION_NAMES[canon.card.faction][0]} card ({where}), "
                        f"it cannot also be on this sheet",
                    )
                )
            continue
        ref = first.setdefault(occ.card.id, occ)
        if ref is occ:
            cards[occ.card.id] = occ.card
            continue
        for fld in FACT_FIELDS:
            mine, theirs = getattr(occ.card, fld), getattr(ref.card, fld)
            if mine != theirs:
                problems.append(
                    CatalogueProblem(
                        occ.sheet,
                        occ.row,
                        occ.columns.get(fld),
                        fld,
                        f"{occ.card.id!r} has {fld} {_fact(mine)} here but {_fact(theirs)} on "
                        f"Sheet '{ref.sheet}', row {ref.row}; one card has one set of facts",
                    )
                )
                break

    # At most one Faction card per deck (G-DECK-4, G-FCARD-6).
    for sheet in FACTION_SHEETS.values():
        faction_rows = [o for o in occurrences if o.sheet == sheet and o.card.kind is Kind.FACTION]
        for extra in faction_rows[1:]:
            problems.append(
                CatalogueProblem(
                    sheet,
                    extra.row,
                    extra.columns.get("kind"),
                    "kind",
                    f"a deck has one Faction card (G-DECK-4); row {faction_rows[0].row} already holds one",
                )
            )

    leaders, texts = _load_leaders(wb, cards, problems)

    for occ in occurrences:
        if first.get(occ.card.id) is not occ:
            continue
        for fld in ("summons", "transforms_to"):
            target = getattr(occ.card, fld)
            if target is not None and target not in cards:
                problems.append(
                    CatalogueProblem(
                        occ.sheet, occ.row, occ.columns.get(fld), fld, f"{fld} names no card: {target!r}"
                    )
                )

    if problems:
        raise CatalogueError(problems)
    return Catalogue(
        cards=MappingProxyType(cards),
        decks=MappingProxyType({f: tuple(sorted(d, key=lambda e: e.number)) for f, d in decks.items()}),
        leaders=MappingProxyType({f: tuple(ids) for f, ids in leaders.items()}),
        source=source,
        leader_texts=MappingProxyType(texts),
    )


def _fact(value: Any) -> str:
    if isinstance(value, frozenset):
        return repr(";".join(sorted(value)))
    return repr(value.value if isinstance(value, Kind) else value)


def _load_leaders(
    wb: Any, cards: dict[str, CardDef], problems: list[CatalogueProblem]
) -> tuple[dict[Faction, list[str]], dict[str, Text]]:
    leaders: dict[Faction, list[str]] = {f: [] for f in PLAYABLE_FACTIONS}
    texts: dict[str, Text] = {}
    sheet = LEADERS_SHEET
    if sheet not in wb.sheetnames:
        problems.append(CatalogueProblem(sheet, None, None, None, "the sheet is missing"))
        return leaders, texts
    rows = wb[sheet].iter_rows(values_only=True, max_row=MAX_SHEET_ROWS)
    cols = _read_header(sheet, next(rows, None), LEADER_COLUMNS, problems)
    if cols is None:
        return leaders, texts
    letters = {f: get_column_letter(i + 1) for f, i in cols.items()}
    seen: dict[str, int] = {}
    for r, raw in enumerate(rows, start=2):
        values = {f: (raw[i] if i < len(raw) else None) for f, i in cols.items()}
        if all(v is None or (isinstance(v, str) and not v.strip()) for v in values.values()):
            continue

        def report(fld: str, message: str, _r: int = r) -> None:
            problems.append(CatalogueProblem(sheet, _r, letters.get(fld), fld, message))

        faction = parse_faction(values["faction"])
        if faction not in PLAYABLE_FACTIONS:
            report("faction", f"unknown faction {_shown(values['faction'])}")
            faction = None
        card = _parse_card({**values, "kind": Kind.LEADER.value}, faction or Faction.NEUTRAL, report)
        if card is None or faction is None:
            continue
        if card.id in seen:
            report("id", f"leader {card.id!r} is listed twice (also row {seen[card.id]})")
            continue
        if card.id in cards:
            report("id", f"{card.id!r} is already a deck card on a faction sheet")
            continue
        seen[card.id] = r
        cards[card.id] = card
        leaders[faction].append(card.id)
        en = _text(values["effect_en"]) or ""
        texts[card.id] = Text(en, _text(values["effect_ru"]) or en)
    return leaders, texts


DEFAULT_PATH = data_file("gwent.xlsx")  # the checkout's data/ or the installed data package


@functools.cache
def default_catalogue() -> Catalogue:
    """The shipped spreadsheet, loaded once per process."""
    return load_catalogue(DEFAULT_PATH)
