"""The card data of ``data/fate.xlsx``: Heroic Spirits, Classes and Mystic Codes (and Scene cards).

The spreadsheet is built from ``data/fate/*.csv`` by ``tools/build_fate_xlsx.py``. The engine never
reads card text (FA-REF-3): it needs the four stats (FA-CARD-1), the skill flags (FA-CARD-3), a Mystic
Code's effect kind and printed cost, and names in both languages for posts. A bad cell is reported
with its sheet, row and column.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from cards.datafiles import data_file
from cards.kit.ability import Ability, ScriptError, Where, parse_cell
from cards.kit.catalogue import CatalogueError as CatalogueError  # re-exported
from cards.kit.catalogue import cell_text
from cards.kit.names import close_names, fold, fold_cached
from cards.kit.xlsx import REFERENCE, XlsxRefused, open_workbook

from .actions import Action
from .costs import CostError, CostPart, cost_text, parse_cost
from .script import VOCAB, faces

DEFAULT_XLSX = data_file("fate.xlsx")

SPIRITS_SHEET = "Heroic Spirits"
CLASSES_SHEET = "Classes"
CODES_SHEET = "Mystic Codes"
SPIRIT_COLUMNS = ("id", "name_en", "name_ru", "classes", "patk", "pdef", "matk", "mdef", "skills", "abilities",
                  "ability_names", "ability_names_ru", "house", "source")
CLASS_COLUMNS = ("id", "name_en", "name_ru", "patk", "pdef", "matk", "mdef", "skills", "abilities", "ability_names",
                 "ability_names_ru", "house", "source")
CODE_COLUMNS = ("id", "name_en", "name_ru", "kind", "copies", "effect_kind", "cost", "abilities", "ability_names",
                "ability_names_ru", "house", "source")
OPTIONAL_COLUMNS = ("abilities", "ability_names", "ability_names_ru", "house")  # older spreadsheets may lack them
STATS = ("patk", "pdef", "matk", "mdef")
SKILLS = ("pre_emptive_strike", "legion", "instinct")
HOUSE = ("card", "stats", "skills", "abilities")  # facts no public source gives: the server's to set
EFFECT_KINDS = ("activated", "permanent")
CODE_KINDS = ("mystic_code", "scene")


@dataclass(frozen=True, slots=True)
class Card:
    """One card kind. ``kind``: spirit, class, mystic_code or scene."""

    id: str
    kind: str
    name_en: str
    name_ru: str
    stats: tuple[int, int, int, int] = (0, 0, 0, 0)
    skills: frozenset[str] = frozenset()
    classes: tuple[str, ...] = ()
    copies: int = 1
    effect_kind: str = ""
    cost: tuple[CostPart, ...] = ()
    abilities: tuple[Ability, ...] = ()  # its script (script.py); empty and not ``scripted``: declared by hand
    ability_names: tuple[str, ...] = ()  # the printed names of its abilities, in order (Excalibur, Avalon)
    ability_names_ru: tuple[str, ...] = ()  # the same in Russian (Экскалибур, Авалон); English where empty
    scripted: bool = False  # the abilities cell is filled ("-": the card has none): declarations are refused
    house: frozenset[str] = frozenset()  # which of its facts are house values, not printed ones
    windows: frozenset[str] = frozenset()  # the steps/processes its [Activated] abilities are timed for

    def name(self, lang: str = "en") -> str:
        return self.name_ru if lang == "ru" and self.name_ru else self.name_en

    def stat(self, name: str) -> int:
        return self.stats[STATS.index(name)]

    def activated(self) -> list[Ability]:
        return [a for a in self.abilities if a.kind == "activated"]

    def permanent(self) -> list[Ability]:
        return [a for a in self.abilities if a.kind == "permanent"]

    def ability_name(self, index: int, lang: str = "en") -> str:
        """The printed name of ability ``index`` (0-based among all its lines) in ``lang``, or ""."""
        if lang == "ru" and index < len(self.ability_names_ru) and self.ability_names_ru[index]:
            return self.ability_names_ru[index]
        return self.ability_names[index] if index < len(self.ability_names) else ""


@dataclass
class Catalogue:
    cards: dict[str, Card]
    source: str = ""
    _names: dict[str, str] = field(default_factory=dict)
    _perm: frozenset[str] | None = None
    # What windows and costs are checked against on every post, worked out once per catalogue.
    _timed: dict[str, frozenset[str]] = field(default_factory=dict)
    _timed_at: dict[tuple[str, str], tuple[int, ...]] = field(default_factory=dict)
    _activated_at: dict[str, tuple[int, ...]] = field(default_factory=dict)
    _costs: dict[tuple[str, int], tuple[CostPart, ...]] = field(default_factory=dict)
    _needs: dict[tuple[str, int], tuple[bool, int, int, int]] = field(default_factory=dict)
    _perm_stats: dict[str, tuple[tuple[Ability, tuple[tuple[Any, str, Any], ...]], ...]] = field(default_factory=dict)
    _named: dict[str, tuple[str, str]] | None = None
    # The random Master's posts whose action is the text's and the catalogue's alone (cards.fate.legal._parse).
    parsed: dict[str, Action] = field(default_factory=dict)
    _stat_table: dict[str, dict[str, int]] | None = None

    def __post_init__(self) -> None:
        for c in self.cards.values():
            for key in (c.id, c.name_en, c.name_ru):
                if key:
                    self._names.setdefault(fold(key), c.id)

    def __hash__(self) -> int:
        return id(self)

    def card(self, cid: str) -> Card:
        return self.cards[cid]

    def named(self) -> dict[str, tuple[str, str]]:
        """card id → (its English name, the kind of the card that name finds: ``find(name_en).kind``, itself
        or an earlier card of that name): what the random Master's posts naming a card in hand resolve to,
        asked on every turn."""
        got = self._named
        if got is None:
            got = self._named = {}
            for c in self.cards.values():
                found = self.find(c.name_en)
                got[c.id] = (c.name_en, found.kind if found is not None else "")
        return got

    def stat_table(self) -> dict[str, dict[str, int]]:
        """card id → stat name → its printed value (``Card.stat`` of every card, read on every stat read)."""
        got = self._stat_table
        if got is None:
            got = self._stat_table = {c.id: dict(zip(STATS, c.stats, strict=True)) for c in self.cards.values()}
        return got

    def permanent_ids(self) -> frozenset[str]:
        """Cards with a scripted [Permanent] ability (checked on every stat read, so kept once)."""
        got = self._perm
        if got is None:
            got = self._perm = frozenset(c.id for c in self.cards.values() if c.permanent())
        return got

    def timed(self, word: str) -> frozenset[str]:
        """Ids of the cards with an [Activated] ability timed for the window ``word`` (``response-damage``)."""
        got = self._timed.get(word)
        if got is None:
            got = self._timed[word] = frozenset(c.id for c in self.cards.values() if word in c.windows)
        return got

    def permanent_stats(self, cid: str) -> tuple[tuple[Ability, tuple[tuple[Any, str, Any], ...]], ...]:
        """Card ``cid``'s [Permanent] abilities, each with its ``stat`` effects as (stat, who, amount) as the
        script gives them (read on every stat read, ``abilities.permanent_bonus``)."""
        got = self._perm_stats.get(cid)
        if got is None:
            got = self._perm_stats[cid] = tuple(
                (a, tuple((t.arg("stat"), str(t.arg("who")), t.arg("amount")) for t in a.effects if t.word == "stat"))
                for a in self.cards[cid].permanent())
        return got

    def timed_at(self, cid: str, word: str) -> tuple[int, ...]:
        """The indices of card ``cid``'s [Activated] abilities timed for the window ``word``."""
        key = (cid, word)
        got = self._timed_at.get(key)
        if got is None:
            card = self.cards[cid]
            got = self._timed_at[key] = tuple(
                i for i, a in enumerate(card.abilities)
                if a.kind == "activated" and any(e.word == word for e in a.events))
        return got

    def activated_at(self, cid: str) -> tuple[int, ...]:
        """The indices of card ``cid``'s [Activated] abilities (among all its lines)."""
        got = self._activated_at.get(cid)
        if got is None:
            got = self._activated_at[cid] = tuple(
                i for i, a in enumerate(self.cards[cid].abilities) if a.kind == "activated")
        return got

    def cost(self, card: Card, index: int) -> tuple[CostPart, ...]:
        """Ability ``index`` of ``card`` as the game's cost parts, read from its script once."""
        key = (card.id, index)
        got = self._costs.get(key)
        if got is None:
            got = self._costs[key] = cost_parts(card.abilities[index])
        return got

    def needs(self, card: Card, index: int) -> tuple[bool, int, int, int]:
        """What ability ``index`` of ``card`` costs, summed: (has T, R cards, E cards, prana) (FA-COST-7)."""
        key = (card.id, index)
        got = self._needs.get(key)
        if got is None:
            parts = self.cost(card, index)
            got = self._needs[key] = (any(p.kind == "T" for p in parts), sum(p.n for p in parts if p.kind == "R"),
                                      sum(p.n for p in parts if p.kind == "E"), sum(p.n for p in parts if p.kind == "P"))
        return got

    def find_ability(self, text: str) -> tuple[str, int] | None:
        """An ability by its printed name (``Excalibur``): (card id, its index on the card)."""
        key = fold_cached(text)
        for c in self.cards.values():
            for names in (c.ability_names, c.ability_names_ru):
                for i, n in enumerate(names):
                    if fold_cached(n) == key:
                        return c.id, i
        return None

    def of_kind(self, *kinds: str) -> list[Card]:
        return [c for c in self.cards.values() if c.kind in kinds]

    def find(self, text: str, kinds: Iterable[str] = ()) -> Card | None:
        """The card named by id, English or Russian name (case and ё ignored), of one of ``kinds``."""
        cid = self._names.get(fold_cached(text))
        if cid is None:
            return None
        card = self.cards[cid]
        wanted = tuple(kinds)
        return card if not wanted or card.kind in wanted else None

    def close(self, text: str, kinds: Iterable[str] = (), n: int = 3) -> list[str]:
        wanted = tuple(kinds)
        names = [c.name_en for c in self.cards.values() if not wanted or c.kind in wanted]
        names += [c.name_ru for c in self.cards.values() if not wanted or c.kind in wanted]
        return close_names(text, names, n)

    def with_cards(self, rows: Iterable[Mapping[str, Any]]) -> Catalogue:
        """A copy with extra rows (a scenario's ``cards``): each row names its ``sheet``."""
        cards = dict(self.cards)
        for i, row in enumerate(rows, start=1):
            sheet = str(row.get("sheet", CODES_SHEET))
            card = _row_card(sheet, i, {k: row.get(k) for k in _columns(sheet)})
            cards[card.id] = card
        return Catalogue(cards, self.source)


def _columns(sheet: str) -> tuple[str, ...]:
    return {SPIRITS_SHEET: SPIRIT_COLUMNS, CLASSES_SHEET: CLASS_COLUMNS, CODES_SHEET: CODE_COLUMNS}.get(
        sheet, CODE_COLUMNS
    )


def _text(sheet: str, row: int, column: str, value: Any, required: bool = True) -> str:
    text = cell_text(value)
    if required and not text:
        raise CatalogueError(sheet, row, column, "is empty")
    if len(text) > 200:
        raise CatalogueError(sheet, row, column, "is longer than 200 characters")
    return text


def _int(sheet: str, row: int, column: str, value: Any, low: int = 0, high: int = 20) -> int:
    if isinstance(value, bool):
        raise CatalogueError(sheet, row, column, "is not a whole number")
    try:
        number = int(value) if isinstance(value, int | float) and int(value) == value else int(str(value).strip())
    except (TypeError, ValueError):
        raise CatalogueError(sheet, row, column, f"is not a whole number ({str(value)[:20]!r})") from None
    if not low <= number <= high:
        raise CatalogueError(sheet, row, column, f"must be {low}..{high}, not {number}")
    return number


def _skills(sheet: str, row: int, value: Any) -> frozenset[str]:
    flags = frozenset(s.strip() for s in _text(sheet, row, "skills", value, False).split(";") if s.strip())
    unknown = flags - set(SKILLS)
    if unknown:
        raise CatalogueError(sheet, row, "skills", f"unknown skill {sorted(unknown)[0]!r} (known: {', '.join(SKILLS)})")
    return flags


def _script(sheet: str, row: int, cells: Mapping[str, Any]) -> dict[str, Any]:
    """The abilities cell (one ability a line, ``-`` for none), their names and the house facts."""
    raw = cells.get("abilities")
    text = cell_text(raw)
    if len(text) > 2000:
        raise CatalogueError(sheet, row, "abilities", "is longer than 2000 characters")
    abilities: tuple[Ability, ...] = ()
    if text and text != "-":
        try:
            abilities = parse_cell(text, VOCAB, Where(sheet, row, "abilities"))
        except ScriptError as e:
            raise CatalogueError(sheet, row, "abilities", f"{e.reason} — in: {e.text}") from None
    names = tuple(n.strip() for n in _text(sheet, row, "ability_names", cells.get("ability_names"), False).split(";")
                  if n.strip())
    if len(names) > len(abilities):
        raise CatalogueError(sheet, row, "ability_names", f"{len(names)} names for {len(abilities)} abilities")
    names_ru = tuple(n.strip() for n in _text(sheet, row, "ability_names_ru", cells.get("ability_names_ru"),
                                              False).split(";") if n.strip())
    if len(names_ru) > len(abilities):
        raise CatalogueError(sheet, row, "ability_names_ru", f"{len(names_ru)} names for {len(abilities)} abilities")
    house = frozenset(h.strip() for h in _text(sheet, row, "house", cells.get("house"), False).split(";") if h.strip())
    if house - set(HOUSE):
        raise CatalogueError(sheet, row, "house", f"unknown fact {sorted(house - set(HOUSE))[0]!r} "
                                                  f"(known: {', '.join(HOUSE)})")
    windows = frozenset(e.word for a in abilities if a.kind == "activated" for e in a.events)
    return {"abilities": abilities, "ability_names": names, "ability_names_ru": names_ru, "scripted": bool(text), "house": house,
            "windows": windows}


def cost_parts(ability: Ability) -> tuple[CostPart, ...]:
    """A script's cost as the game's cost parts (FA-COST-1..4; ``prana N`` is kind P)."""
    out: list[CostPart] = []
    for c in ability.costs:
        if c.word == "t":
            out.append(CostPart("T"))
        elif c.word == "d":
            out.append(CostPart("D", 0, faces(int(c.arg("faces")))))
        else:
            out.append(CostPart({"r": "R", "e": "E", "prana": "P"}[c.word], int(c.arg("n"))))
    return tuple(out)


def _row_card(sheet: str, row: int, cells: Mapping[str, Any]) -> Card:
    cid = _text(sheet, row, "id", cells.get("id"))
    name_en = _text(sheet, row, "name_en", cells.get("name_en"))
    name_ru = _text(sheet, row, "name_ru", cells.get("name_ru"), False) or name_en
    script = _script(sheet, row, cells)
    if sheet in (SPIRITS_SHEET, CLASSES_SHEET):
        stats = tuple(_int(sheet, row, s, cells.get(s)) for s in STATS)
        classes: tuple[str, ...] = ()
        if sheet == SPIRITS_SHEET:
            classes = tuple(c.strip() for c in _text(sheet, row, "classes", cells.get("classes")).split(";"))
        kind = "spirit" if sheet == SPIRITS_SHEET else "class"
        return Card(cid, kind, name_en, name_ru, stats, _skills(sheet, row, cells.get("skills")),  # type: ignore[arg-type]
                    classes, **script)
    kind = _text(sheet, row, "kind", cells.get("kind"))
    if kind not in CODE_KINDS:
        raise CatalogueError(sheet, row, "kind", f"must be one of {', '.join(CODE_KINDS)}, not {kind[:20]!r}")
    abilities = script["abilities"]
    effect = _text(sheet, row, "effect_kind", cells.get("effect_kind"), not abilities)
    if abilities and not effect:
        effect = abilities[0].kind
    if effect not in EFFECT_KINDS:
        raise CatalogueError(sheet, row, "effect_kind", f"must be activated or permanent, not {effect[:20]!r}")
    try:
        cost = parse_cost(_text(sheet, row, "cost", cells.get("cost"), False), allow_open_x=True)
    except CostError as e:
        raise CatalogueError(sheet, row, "cost", str(e)) from None
    if abilities and abilities[0].kind == "activated":
        scripted_cost = cost_parts(abilities[0])
        if cost and cost != scripted_cost:
            raise CatalogueError(sheet, row, "cost", f"the printed cost {cost_text(cost)} is not the script's "
                                                     f"{cost_text(scripted_cost)}")
        cost = scripted_cost
    copies = _int(sheet, row, "copies", cells.get("copies"), 1, 20)
    return Card(cid, kind, name_en, name_ru, copies=copies, effect_kind=effect, cost=cost, **script)


def load_catalogue(path: Path | str = DEFAULT_XLSX) -> Catalogue:
    """Read the spreadsheet; a missing sheet or column, or a bad cell, raises CatalogueError."""
    try:
        wb = open_workbook(Path(path), REFERENCE)  # the guard every xlsx passes (issue 8)
    except XlsxRefused as exc:
        raise CatalogueError(SPIRITS_SHEET, 0, "-", exc.text.en) from None
    cards: dict[str, Card] = {}
    try:
        for sheet, columns in ((SPIRITS_SHEET, SPIRIT_COLUMNS), (CLASSES_SHEET, CLASS_COLUMNS), (CODES_SHEET, CODE_COLUMNS)):
            if sheet not in wb.sheetnames:
                raise CatalogueError(sheet, 0, "-", "sheet is missing")
            rows = wb[sheet].iter_rows(values_only=True)
            header = [str(h).strip() if h is not None else "" for h in next(rows, ())]
            for col in columns:
                if col not in header and col not in OPTIONAL_COLUMNS:
                    raise CatalogueError(sheet, 1, col, "column is missing")
            for r, values in enumerate(rows, start=2):
                if r > 2000:
                    raise CatalogueError(sheet, r, "-", "too many rows (at most 2000)")
                if values is None or all(v is None or str(v).strip() == "" for v in values):
                    continue
                cells = {h: values[i] if i < len(values) else None for i, h in enumerate(header)}
                card = _row_card(sheet, r, cells)
                if card.id in cards:
                    raise CatalogueError(sheet, r, "id", f"{card.id} appears twice")
                cards[card.id] = card
    finally:
        wb.close()
    classes = {c.name_en for c in cards.values() if c.kind == "class"}
    for c in cards.values():
        for k in c.classes:
            if k not in classes:
                raise CatalogueError(SPIRITS_SHEET, 0, "classes", f"{c.id} names an unknown class {k!r}")
    return Catalogue(cards, str(path))


@cache
def default_catalogue() -> Catalogue:
    return load_catalogue(DEFAULT_XLSX)
