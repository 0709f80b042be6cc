"""Card facts (spec §4) and ready decks, loaded from ``data/vanguard.xlsx``.

The spreadsheet is data: a server may run its own copy. A broken sheet is never half-loaded: the loader
collects every problem and raises one :class:`CatalogueError` naming sheet, row and column of each.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from cards.core import IllegalMove
from cards.datafiles import data_file
from cards.kit.ability import Ability, ScriptError, Where, parse_cell
from cards.kit.catalogue import CatalogueErrors, CellProblem
from cards.kit.catalogue import cell_text as _str
from cards.kit.names import close as close_of
from cards.kit.names import close_names, fold, fold_cached
from cards.kit.plain import plain_dict
from cards.kit.words import did_you_mean
from cards.kit.xlsx import REFERENCE, XlsxRefused, open_workbook

from .words import W

CARDS_SHEET = "Cards"
DECKS_SHEET = "Decks"
CARD_COLUMNS = (
    "id", "number", "same_as", "name_en", "name_ru", "clan", "nation", "grade", "power", "shield", "critical",
    "trigger", "trigger_power", "skill", "gift", "sentinel", "v_mark", "unit_type", "race", "keywords",
    "abilities", "unknown", "notes", "source",
)
DECK_COLUMNS = ("deck", "qty", "card", "starting_vanguard")
TRIGGERS = ("critical", "draw", "heal", "front", "stand", "over", "unknown")  # unknown: the source can't tell
SKILLS = ("boost", "intercept", "twin_drive", "triple_drive", "")
GIFTS = ("force", "accel", "protect", "")
UNIT_TYPES = ("normal", "trigger", "token", "g_unit", "g_guardian", "gift", "order", "marker")
FACTS = ("critical", "gift", "race", "nation", "trigger", "unit_type")  # what a row may mark as unknown
PROTECT_I = "protect-i"
DEMO_DECKS = ("V-SD",)
DEFAULT_XLSX = data_file("vanguard.xlsx")


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card's statistics (spec §4). Abilities are text the players declare (§13)."""

    id: str
    name_en: str
    name_ru: str
    clan: str
    nation: str
    grade: int
    power: int
    shield: int
    critical: int
    trigger: str  # "" or one of TRIGGERS
    trigger_power: int
    skill: str  # one of SKILLS
    gift: str  # one of GIFTS
    sentinel: bool
    v_mark: bool
    unit_type: str
    number: str = ""  # the printed card number (V-TD01/004EN)
    race: str = ""
    abilities: tuple[Ability, ...] = ()  # the card's script (``docs/abilities.md``); () = none written
    scripted: bool = False  # the abilities column was filled (possibly with "none": a vanilla card)
    unknown: frozenset[str] = frozenset()  # facts the source did not give (shown as unverified, never guessed)

    def name(self, lang: str) -> str:
        return self.name_ru if lang == "ru" and self.name_ru else self.name_en

    @property
    def drives(self) -> int:
        return {"twin_drive": 2, "triple_drive": 3}.get(self.skill, 1)


CatalogueProblem = CellProblem  # one wrong cell (the kit's)
CatalogueError = CatalogueErrors  # every wrong cell of the spreadsheet at once (the kit's)


@dataclass(frozen=True)
class Catalogue:
    cards: Mapping[str, CardDef]
    decks: Mapping[str, tuple[tuple[int, str, bool], ...]] = field(default_factory=dict)
    source: str = ""
    aliases: Mapping[str, str] = field(default_factory=dict)  # a later printing's id or any number → card id

    def __post_init__(self) -> None:
        plain_dict(self)  # the memos (cached_property) fill its dict later
        # Name lookups over ~2,600 cards: exact names and numbers by dict, prefixes over one sorted list.
        exact: dict[str, list[str]] = {}
        for c in self.cards.values():
            for n in {fold(c.name_en), fold(c.name_ru)}:
                exact.setdefault(n, []).append(c.id)
        for alias, cid in self.aliases.items():
            exact.setdefault(fold(alias), []).append(cid)
        object.__setattr__(self, "_exact", exact)
        # card id or alias → card, one dict (card() runs a dozen times a post); a hand's name → its card
        object.__setattr__(self, "_by_id", {**{a: self.cards[cid] for a, cid in self.aliases.items()
                                                if cid in self.cards}, **self.cards})
        object.__setattr__(self, "_found", {})
        # decks found legal, with the options that were checked (every new match checks both decks again)
        object.__setattr__(self, "_decks_ok", set())
        # card id → its two names folded: a "name" condition or filter tests units against them (resolve._named)
        object.__setattr__(self, "folded_names", {c.id: frozenset((fold(c.name_en), fold(c.name_ru)))
                                                  for c in self.cards.values()})
        object.__setattr__(self, "_names", sorted(
            {(fold(n), c.id) for c in self.cards.values() for n in (c.name_en, c.name_ru)}))
        # "did you mean" over the whole pool: folded once here, not per refusal (a shared fold cache is
        # emptied by hostile posts of random words, and re-folding 5,400 names cost 0.6 CPU-s a post)
        object.__setattr__(self, "_close_keys", sorted(
            {(fold(n), n) for c in self.cards.values() for n in (c.name_en, c.name_ru) if n}))
        cont = {c.id for c in self.cards.values() if any(a.kind == "cont" for a in c.abilities)}
        object.__setattr__(self, "cont_ids", frozenset(cont | {a for a, cid in self.aliases.items() if cid in cont}))
        # the condition and filter words each CONT card's abilities read (what their result can depend on)
        words = {cid: frozenset(t.word for a in self.cards[cid].abilities if a.kind == "cont"
                                for t in (*a.conditions, *(f for tg in a.targets for f in tg.filters)))
                 for cid in cont}
        words.update({a: words[cid] for a, cid in self.aliases.items() if cid in cont})
        object.__setattr__(self, "cont_words", words)
        # event word → the card ids (and printings) with an AUTO waiting for it: an event no card on the table
        # listens to is passed over without looking at any card (resolve.fire runs for every event)
        listen: dict[str, set[str]] = {}
        for c in self.cards.values():
            for a in c.abilities:
                if a.kind == "auto":
                    for e in a.events:
                        listen.setdefault(e.word, set()).add(c.id)
        for alias, cid in self.aliases.items():
            for ids in listen.values():
                if cid in ids:
                    ids.add(alias)
        object.__setattr__(self, "listeners", {w: frozenset(ids) for w, ids in listen.items()})
        # card() is the id map's own lookup, bound here: no Python frame for the engine's most frequent call
        object.__setattr__(self, "card", self._by_id.__getitem__)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return id(self)

    @cached_property
    def named(self) -> Mapping[str, int]:
        """Folded card name → how many cards' scripts name it (a ``name=`` condition or filter): the card a
        deck is built around (the ride line's key unit), which the playout player keeps and rides first."""
        named: dict[str, int] = {}
        for c in self.cards.values():
            for a in c.abilities:
                for t in (*a.conditions, *(f for tg in a.targets for f in tg.filters)):
                    if t.word == "name" and t.value:
                        key = fold(str(t.value))
                        named[key] = named.get(key, 0) + 1
        return named

    def card(self, card_id: str) -> CardDef:  # replaced per instance by the id map's lookup (__post_init__)
        return self._by_id[card_id]  # type: ignore[attr-defined,no-any-return]

    def deckable(self) -> list[CardDef]:
        return [c for c in self.cards.values() if c.unit_type not in ("gift", "token")]

    def resolve(self, text: str, among: Iterable[str] | None = None, *, quick: bool = False) -> CardDef:
        """A card by id, English or Russian name, or an unambiguous prefix of one (among ``among`` ids).
        ``quick``: ids, exact names and prefixes only, and no "did you mean" — for the lines of a long
        list past what its refusal shows in full, so a post of hundreds of junk names stays cheap."""
        key = fold_cached(text)
        if not key:
            raise IllegalMove(W.text("err-no-card-name"))
        if among is None:
            return self._resolve_all(text, key, quick)
        pool, hits = self._hits(key, among)
        return self._one_of(text, key, hits, pool)

    def _hits(self, key: str, among: Iterable[str]) -> tuple[list[CardDef], list[CardDef]]:
        """(the pool of ``among``, the cards ``key`` names in it: the exact one, or every prefix, or every
        word prefix or part)."""
        pool = [self.card(i) for i in dict.fromkeys(among)]
        for c in pool:
            if key in (c.id, fold_cached(c.name_en), fold_cached(c.name_ru)):
                return pool, [c]
        hits = [c for c in pool if any(fold_cached(n).startswith(key) for n in (c.name_en, c.name_ru))]
        if not hits:
            hits = [
                c for c in pool
                if any(
                    any(w.startswith(key) for w in fold_cached(n).split()) or key in fold_cached(n)
                    for n in (c.name_en, c.name_ru)
                )
            ]
        return pool, hits

    def find_in(self, text: str, among: Iterable[str]) -> CardDef | None:
        """:meth:`resolve` among ``among``, or None where it would refuse (no such card there, or several):
        for a reader that then looks in the whole catalogue, without building a refusal it drops."""
        found: dict[tuple[str, tuple[str, ...]], CardDef | None] = self._found  # type: ignore[attr-defined]
        memo = (text, tuple(among))  # the same names in the same hands recur: remembered
        if memo in found:
            return found[memo]
        got: CardDef | None = None
        key = fold_cached(text)
        if key:
            _pool, hits = self._hits(key, memo[1])
            if len(hits) == 1:
                got = hits[0]
            elif len(hits) > 1 and len({c.name_en for c in hits}) == 1:
                real = [c for c in hits if not c.number.startswith(DEMO_DECKS)]  # as _one_of's twins
                if len(real) == 1:
                    got = real[0]
        if len(found) >= 8192:
            found.clear()
        found[memo] = got
        return got

    def _resolve_all(self, text: str, key: str, quick: bool = False) -> CardDef:
        """The whole pool: an id, a number, an exact name, else a unique name prefix."""
        if key in self.cards:
            return self.cards[key]
        if text.strip() in self.cards or text.strip() in self.aliases:
            return self.card(text.strip())
        exact = list(dict.fromkeys(self._exact.get(key, ())))  # type: ignore[attr-defined]
        if len(exact) == 1:
            return self.cards[exact[0]]
        names: list[tuple[str, str]] = self._names  # type: ignore[attr-defined]
        if exact:
            hits = [self.cards[i] for i in exact]
        else:
            i = bisect.bisect_left(names, (key, ""))
            ids: list[str] = []
            while i < len(names) and names[i][0].startswith(key):
                ids.append(names[i][1])
                i += 1
            hits = [self.cards[i] for i in dict.fromkeys(ids)]
        if quick and not hits:
            raise IllegalMove(W.text("err-unknown-card", text=text[:60]))
        if not hits:
            hits = [self.cards[i] for i in dict.fromkeys(
                cid for n, cid in names if any(w.startswith(key) for w in n.split()) or key in n)]
        return self._one_of(text, key, hits, None)

    def _one_of(self, text: str, key: str, hits: list[CardDef], pool: list[CardDef] | None) -> CardDef:
        """The one card of ``hits``, or the refusal: ambiguous, or unknown with the names of ``pool`` (the
        whole catalogue when None) closest to it."""
        if len(hits) > 1 and len({c.name_en for c in hits}) == 1:
            # one name, several cards: the 2018/2020 demo decks printed weaker versions of some cards;
            # a name means the real card, and its number picks a demo one
            real = [c for c in hits if not c.number.startswith(DEMO_DECKS)]
            if len(real) == 1:
                return real[0]
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            twins = len({c.name_en for c in hits}) < len(hits)  # same name, different cards: show numbers
            if len({c.name_en for c in hits}) == 1:
                raise IllegalMove(W.text("err-ambiguous-twins", text=text[:60], numbers=", ".join(
                    f"{c.number or c.id} ({c.clan}, {c.power})" for c in hits[:6])))
            shown = sorted(f"{c.name_en} ({c.number or c.id})" if twins else c.name_en for c in hits)[:6]
            shown_ru = sorted(f"{c.name_ru} ({c.number or c.id})" if twins else c.name_ru for c in hits)[:6]
            raise IllegalMove(W.text("err-ambiguous-card", text=text[:60], names=", ".join(shown),
                                     names_ru=", ".join(shown_ru)))
        if pool is None:
            close = close_of(key, self._close_keys)  # type: ignore[attr-defined]
        else:
            close = close_names(key, [n for c in pool for n in (c.name_en, c.name_ru)])
        raise IllegalMove(
            did_you_mean(W.text("err-unknown-card", text=text[:60]), close),
            suggestions=close,
        )

    def with_cards(self, rows: Iterable[Mapping[str, Any]]) -> Catalogue:
        """This catalogue plus inline rows (a scenario's ``cards``), checked like sheet rows."""
        problems: list[CatalogueProblem] = []
        cards = dict(self.cards)
        for i, row in enumerate(rows, start=1):
            card = parse_card(row, "cards", i, problems)
            if card is not None:
                cards[card.id] = card
        if problems:
            raise CatalogueError(problems)
        return Catalogue(cards, self.decks, self.source, self.aliases)


def _int(value: Any, sheet: str, row: int, column: str, problems: list[CatalogueProblem],
         default: int | None = None) -> int | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        if default is None:
            problems.append(CatalogueProblem(sheet, row, column, "a whole number is needed"))
        return default
    try:
        if isinstance(value, float) and not value.is_integer():
            raise ValueError
        return int(str(value).strip()) if not isinstance(value, int | float) else int(value)
    except ValueError:
        problems.append(CatalogueProblem(sheet, row, column, f"{str(value)[:30]!r} is not a whole number"))
        return default


def _flag(value: Any) -> bool:
    return _str(value).lower() in ("yes", "true", "1", "x", "да")


def parse_card(row: Mapping[str, Any], sheet: str, r: int, problems: list[CatalogueProblem]) -> CardDef | None:
    """One card row, every problem reported with its sheet, row and column."""
    before = len(problems)

    def bad(column: str, message: str) -> None:
        problems.append(CatalogueProblem(sheet, r, column, message))

    cid = _str(row.get("id"))
    if not cid:
        bad("id", "every card needs an id")
    name_en = _str(row.get("name_en"))
    if not name_en:
        bad("name_en", "every card needs an English name")
    unit_type = _str(row.get("unit_type")).lower() or "normal"
    if unit_type not in UNIT_TYPES:
        bad("unit_type", f"{unit_type!r} is not one of {', '.join(UNIT_TYPES)}")
    grade = _int(row.get("grade"), sheet, r, "grade", problems,
                 0 if unit_type in ("gift", "marker", "token") else None)
    power = _int(row.get("power"), sheet, r, "power", problems, 0)
    shield = _int(row.get("shield"), sheet, r, "shield", problems, 0)
    critical = _int(row.get("critical"), sheet, r, "critical", problems, 1)
    trigger = _str(row.get("trigger")).lower()
    if trigger and trigger not in TRIGGERS:
        bad("trigger", f"{trigger!r} is not one of {', '.join(TRIGGERS)}")
    trigger_power = _int(row.get("trigger_power"), sheet, r, "trigger_power", problems, 10000 if trigger else 0)
    if trigger and grade not in (None, 0):
        bad("trigger", "a trigger icon exists only on grade 0 units (V-DECK-9)")
    skill = _str(row.get("skill")).lower().replace(" ", "_").replace("!", "")
    if skill not in SKILLS:
        bad("skill", f"{skill!r} is not one of boost, intercept, twin_drive, triple_drive")
    gift = _str(row.get("gift")).lower()
    if gift not in GIFTS:
        bad("gift", f"{gift!r} is not one of force, accel, protect")
    if gift and grade is not None and grade < 3:
        bad("gift", "gift icons exist only on grade 3 and 4 units (V-CARD-6)")
    if grade is not None and not 0 <= grade <= 5:
        bad("grade", f"grade {grade} is not 0..5")
    unknown = frozenset(_str(row.get("unknown")).split())
    for u in unknown - set(FACTS):
        bad("unknown", f"{u!r} is not one of {', '.join(FACTS)}")
    cell = _str(row.get("abilities"))
    abilities: tuple[Ability, ...] = ()
    if cell and cell.lower() != "none":
        try:
            from .script import VOCAB

            abilities = parse_cell(cell, VOCAB, Where(sheet, r, "abilities"))
        except ScriptError as err:
            bad("abilities", f"line {err.where.line}: {err.reason} — in: {err.text}")
    if len(problems) > before:
        return None
    assert grade is not None and power is not None and shield is not None and critical is not None
    assert trigger_power is not None
    return CardDef(
        id=cid, name_en=name_en, name_ru=_str(row.get("name_ru")) or name_en, clan=_str(row.get("clan")),
        nation=_str(row.get("nation")), grade=grade, power=power, shield=shield, critical=critical,
        trigger=trigger, trigger_power=trigger_power, skill=skill, gift=gift,
        sentinel=_flag(row.get("sentinel")), v_mark=_flag(row.get("v_mark")), unit_type=unit_type,
        number=_str(row.get("number")), race=_str(row.get("race")), abilities=abilities, scripted=bool(cell),
        unknown=unknown,
    )


def _rows(ws: Any, sheet: str, columns: tuple[str, ...], required: tuple[str, ...],
          problems: list[CatalogueProblem]) -> list[tuple[int, dict[str, Any]]]:
    rows = ws.iter_rows(values_only=True)
    header = [_str(h) for h in next(rows, ())]
    for col in required:
        if col not in header:
            problems.append(CatalogueProblem(sheet, 1, col, "this column is missing"))
    out = []
    for r, values in enumerate(rows, start=2):
        if all(v is None or _str(v) == "" for v in values):
            continue
        out.append((r, {h: v for h, v in zip(header, values, strict=False) if h}))
    return out


def load_catalogue(path: str | Path) -> Catalogue:
    """The catalogue of a spreadsheet; :class:`CatalogueError` lists every problem at once."""
    try:
        wb = open_workbook(path, REFERENCE)  # the guard every xlsx passes (issue 8)
    except XlsxRefused as exc:
        raise CatalogueError([CatalogueProblem(CARDS_SHEET, 0, "-", f"{path}: {exc.text.en}")]) from None
    problems: list[CatalogueProblem] = []
    cards: dict[str, CardDef] = {}
    if CARDS_SHEET not in wb.sheetnames:
        raise CatalogueError([CatalogueProblem(CARDS_SHEET, 1, "-", "the sheet is missing")])
    aliases: dict[str, str] = {}
    later: list[tuple[int, str, str, str]] = []
    for r, row in _rows(wb[CARDS_SHEET], CARDS_SHEET, CARD_COLUMNS, ("id", "name_en", "grade", "power"), problems):
        same = _str(row.get("same_as"))
        if same:  # a later printing of a card: its id and number lead to the card
            later.append((r, _str(row.get("id")), _str(row.get("number")), same))
            continue
        card = parse_card(row, CARDS_SHEET, r, problems)
        if card is not None:
            if card.number:
                aliases[card.number] = card.id
            if card.id in cards:
                problems.append(CatalogueProblem(CARDS_SHEET, r, "id", f"id {card.id!r} is used twice"))
            cards[card.id] = card
    _later_printings(later, cards, aliases, problems)
    decks: dict[str, list[tuple[int, str, bool]]] = {}
    if DECKS_SHEET in wb.sheetnames:
        for r, row in _rows(wb[DECKS_SHEET], DECKS_SHEET, DECK_COLUMNS, DECK_COLUMNS[:3], problems):
            qty = _int(row.get("qty"), DECKS_SHEET, r, "qty", problems)
            cid = _str(row.get("card"))
            cid = aliases.get(cid, cid)
            if cid not in cards:
                problems.append(CatalogueProblem(DECKS_SHEET, r, "card", f"no card with id {cid!r}"))
            elif qty is not None:
                decks.setdefault(_str(row.get("deck")), []).append((qty, cid, _flag(row.get("starting_vanguard"))))
    wb.close()
    if problems:
        raise CatalogueError(problems)
    return Catalogue(cards, {k: tuple(v) for k, v in decks.items()}, str(path), aliases)


def _later_printings(later: list[tuple[int, str, str, str]], cards: dict[str, CardDef], aliases: dict[str, str],
                     problems: list[CatalogueProblem]) -> None:
    """A later printing (``same_as``) adds its id and number as names of its card."""
    for r, cid, number, same in later:
        if same not in cards:
            problems.append(CatalogueProblem(CARDS_SHEET, r, "same_as", f"no card with id {same!r}"))
        elif cid in cards or cid in aliases:
            problems.append(CatalogueProblem(CARDS_SHEET, r, "id", f"id {cid!r} is used twice"))
        else:
            aliases[cid] = same
            if number:
                aliases[number] = same


@cache
def default_catalogue() -> Catalogue:
    return load_catalogue(DEFAULT_XLSX)
