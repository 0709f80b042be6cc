"""Card facts of Force of Will as data: the ``data/fow.xlsx`` spreadsheet (built from ``data/fow/*.csv``).

The engine reads statistics only (type, cost, attribute, ATK/DEF, keyword flags, the ruler's J-ruler side
and Judgment cost); card text is declared by the players (F-REF-2). A server may load its own
spreadsheet; every error names the sheet, the row and the column.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from cards.datafiles import data_file

DEFAULT_XLSX = data_file("fow.xlsx")

CARDS_SHEET = "Cards"
DECKS_SHEET = "Decks"
CARD_COLUMNS = (
    "id", "name_en", "name_ru", "type", "subtype", "race", "attribute", "cost_symbols", "cost_number",
    "total_cost", "atk", "def", "keywords", "produces", "j_ruler", "judgment_cost", "rarity", "text_en",
)
DECK_COLUMNS = ("deck", "section", "count", "card_id")

ATTRIBUTES = ("light", "fire", "water", "wind", "darkness")
WILL_KINDS = (*ATTRIBUTES, "void")
SYMBOLS = {"W": "light", "R": "fire", "U": "water", "G": "wind", "B": "darkness"}
SYMBOL_OF = {v: k for k, v in SYMBOLS.items()}
TYPES = ("Ruler", "J-Ruler", "Resonator", "Magic Stone", "Addition", "Regalia", "Chant")
KEYWORDS = (
    "Flying", "First Strike", "Swiftness", "Target Attack", "Imperishable", "Quickcast", "Trigger", "God's Art",
)
KEYWORD_ALIASES = {"precision": "Target Attack"}
SECTIONS = ("ruler", "main", "stones")


class CatalogueError(ValueError):
    """A spreadsheet cell that is wrong: names the sheet, the row and the column."""

    def __init__(self, sheet: str, row: int, column: str, message: str) -> None:
        super().__init__(f"{sheet}, row {row}, column {column}: {message}")
        self.sheet, self.row, self.column = sheet, row, column


@dataclass(frozen=True, slots=True)
class Cost:
    """Attribute symbols plus a number (F-WILL-3)."""

    symbols: tuple[str, ...] = ()
    number: int = 0

    @property
    def total(self) -> int:
        return len(self.symbols) + self.number

    def text(self) -> str:
        return "".join("{" + SYMBOL_OF[a] + "}" for a in self.symbols) + (
            "{" + str(self.number) + "}" if self.number or not self.symbols else ""
        )

    @staticmethod
    def parse(text: str) -> Cost:
        """``{W}{W}{1}`` or ``WW1``; ValueError names what is wrong."""
        t = text.strip().upper().replace("{", "").replace("}", "")
        if not t:
            return Cost()
        m = re.fullmatch(r"([WRUGB]*)(\d*)", t)
        if m is None:
            raise ValueError(f"a cost is symbols W R U G B and a number, like {{W}}{{W}}{{1}}, not {text[:30]!r}")
        return Cost(tuple(SYMBOLS[c] for c in m.group(1)), int(m.group(2) or 0))


@dataclass(frozen=True, slots=True)
class CardDef:
    id: str
    name_en: str
    name_ru: str
    type: str
    subtype: str = ""
    race: str = ""
    attribute: str = "void"
    cost: Cost = Cost()
    atk: int | None = None
    def_: int | None = None
    keywords: frozenset[str] = frozenset()
    produces: tuple[str, ...] = ()  # the will a magic stone's {Rest} produces (F-WILL-2)
    j_ruler: str = ""
    judgment_cost: Cost = Cost()
    text_en: str = ""

    @property
    def is_jr(self) -> bool:
        """Resonator or J-ruler: a card that battles (a "J/resonator")."""
        return self.type in ("Resonator", "J-Ruler")

    @property
    def basic_stone(self) -> bool:
        return self.type == "Magic Stone" and self.subtype.lower() == "basic"

    @property
    def quickcast(self) -> bool:
        return "Quickcast" in self.keywords or (self.type == "Chant" and self.subtype == "Instant")

    @property
    def trigger(self) -> bool:
        return "Trigger" in self.keywords or (self.type == "Chant" and self.subtype == "Standby")

    def name(self, lang: str) -> str:
        return self.name_ru if lang == "ru" and self.name_ru else self.name_en


@dataclass(frozen=True, slots=True)
class ReadyDeck:
    name: str
    ruler: str
    main: tuple[str, ...]
    stones: tuple[str, ...]


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().lower().replace("ё", "е").replace("’", "'").replace('"', "")).strip()


@dataclass(slots=True)
class Catalogue:
    cards: dict[str, CardDef]
    decks: dict[str, ReadyDeck] = field(default_factory=dict)
    source: str = ""
    _index: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for c in self.cards.values():
            for key in (c.id, c.name_en, c.name_ru):
                if key:
                    self._index.setdefault(_norm(key), c.id)

    def __hash__(self) -> int:
        return id(self)

    def card(self, cid: str) -> CardDef:
        return self.cards[cid]

    def lookup(self, text: str) -> str | None:
        """A card id by id, English or Russian name (case and ё-insensitive), or a unique prefix."""
        key = _norm(text)
        if not key:
            return None
        if key in self._index:
            return self._index[key]
        hits = {cid for name, cid in self._index.items() if name.startswith(key)}
        return hits.pop() if len(hits) == 1 else None

    def close_names(self, text: str, n: int = 3) -> list[str]:
        import difflib

        names = [c.name_en for c in self.cards.values()] + [c.name_ru for c in self.cards.values() if c.name_ru]
        return difflib.get_close_matches(text.strip(), names, n=n, cutoff=0.5)

    def with_cards(self, rows: Sequence[Mapping[str, Any]]) -> Catalogue:
        """This catalogue plus card rows given inline (a scenario's ``cards``), in the sheet's columns."""
        cards = dict(self.cards)
        for i, row in enumerate(rows, start=2):
            card = card_from_row({k: row.get(k) for k in CARD_COLUMNS}, "cards", i)
            cards[card.id] = card
        return Catalogue(cards, dict(self.decks), self.source)


def _text(value: Any) -> str:
    return "" if value is None else str(value).strip()


def _int(value: Any, sheet: str, row: int, column: str) -> int | None:
    text = _text(value)
    if not text:
        return None
    try:
        number = int(float(text))
    except ValueError:
        raise CatalogueError(sheet, row, column, f"a whole number, not {text[:30]!r}") from None
    if number < 0 or number > 100000:
        raise CatalogueError(sheet, row, column, f"{number} is out of range 0..100000")
    return number


def card_from_row(row: Mapping[str, Any], sheet: str, r: int) -> CardDef:
    cid = _text(row.get("id"))
    if not cid:
        raise CatalogueError(sheet, r, "id", "empty")
    name_en = _text(row.get("name_en"))
    if not name_en:
        raise CatalogueError(sheet, r, "name_en", "empty")
    ctype = _text(row.get("type"))
    if ctype not in TYPES:
        raise CatalogueError(sheet, r, "type", f"one of {', '.join(TYPES)}, not {ctype[:30]!r}")
    attribute = _text(row.get("attribute")).lower() or "void"
    if attribute not in WILL_KINDS:
        raise CatalogueError(sheet, r, "attribute", f"one of {', '.join(WILL_KINDS)}, not {attribute[:30]!r}")
    symbols_text = _text(row.get("cost_symbols")).upper().replace("{", "").replace("}", "")
    if any(c not in SYMBOLS for c in symbols_text):
        raise CatalogueError(sheet, r, "cost_symbols", f"letters W R U G B only, not {symbols_text[:30]!r}")
    number = _int(row.get("cost_number"), sheet, r, "cost_number") or 0
    cost = Cost(tuple(SYMBOLS[c] for c in symbols_text), number)
    total = _int(row.get("total_cost"), sheet, r, "total_cost")
    if total is not None and total != cost.total:
        raise CatalogueError(sheet, r, "total_cost", f"{total} but the symbols and number make {cost.total}")
    atk = _int(row.get("atk"), sheet, r, "atk")
    def_ = _int(row.get("def"), sheet, r, "def")
    if ctype in ("Resonator", "J-Ruler") and (atk is None or def_ is None):
        raise CatalogueError(sheet, r, "atk" if atk is None else "def", f"a {ctype} needs ATK and DEF")
    keywords: set[str] = set()
    for word in re.split(r"[;,]", _text(row.get("keywords"))):
        w = word.strip()
        if not w:
            continue
        canon = KEYWORD_ALIASES.get(w.lower()) or next((k for k in KEYWORDS if k.lower() == w.lower()), None)
        if canon is None:
            raise CatalogueError(sheet, r, "keywords", f"{w[:30]!r} is not one of {', '.join(KEYWORDS)}")
        keywords.add(canon)
    try:
        jcost = Cost.parse(_text(row.get("judgment_cost")))
    except ValueError as e:
        raise CatalogueError(sheet, r, "judgment_cost", str(e)) from None
    j_ruler = _text(row.get("j_ruler"))
    produces_text = _text(row.get("produces")).upper().replace("{", "").replace("}", "")
    if any(c not in SYMBOLS for c in produces_text):
        raise CatalogueError(sheet, r, "produces", f"letters W R U G B only, not {produces_text[:30]!r}")
    if ctype == "Magic Stone" and not produces_text:
        raise CatalogueError(sheet, r, "produces", "a magic stone names the will it produces (W R U G B)")
    if ctype == "Ruler" and not j_ruler:
        raise CatalogueError(sheet, r, "j_ruler", "a Ruler names the id of its J-Ruler side")
    return CardDef(
        id=cid, name_en=name_en, name_ru=_text(row.get("name_ru")), type=ctype, subtype=_text(row.get("subtype")),
        race=_text(row.get("race")), attribute=attribute, cost=cost, atk=atk, def_=def_,
        keywords=frozenset(keywords),
        produces=tuple(SYMBOLS[c] for c in produces_text), j_ruler=j_ruler, judgment_cost=jcost, text_en=_text(row.get("text_en")),
    )


def _rows(ws: Any, columns: Sequence[str], sheet: str) -> Iterable[tuple[int, dict[str, Any]]]:
    rows = ws.iter_rows(values_only=True)
    header = next(rows, None)
    if header is None:
        raise CatalogueError(sheet, 1, "-", "the sheet is empty")
    names = [_text(h) for h in header]
    for col in columns:
        if col not in names:
            raise CatalogueError(sheet, 1, col, "this column is missing from the header")
    for r, values in enumerate(rows, start=2):
        if r > 20000:
            raise CatalogueError(sheet, r, "-", "more than 20000 rows")
        if values is None or all(v is None or _text(v) == "" for v in values):
            continue
        yield r, {n: values[i] if i < len(values) else None for i, n in enumerate(names) if n}


def load_catalogue(source: Path | str | bytes) -> Catalogue:
    """Read a Force of Will spreadsheet; CatalogueError names sheet, row and column."""
    from cards.kit.xlsx import REFERENCE, XlsxRefused, open_workbook

    try:
        wb = open_workbook(source, REFERENCE)  # the guard every xlsx passes (issue 8)
    except XlsxRefused as exc:
        raise CatalogueError(CARDS_SHEET, 0, "-", exc.text.en) from None
    if CARDS_SHEET not in wb.sheetnames:
        raise CatalogueError(CARDS_SHEET, 1, "-", "the workbook has no sheet of this name")
    cards: dict[str, CardDef] = {}
    for r, row in _rows(wb[CARDS_SHEET], CARD_COLUMNS, CARDS_SHEET):
        card = card_from_row(row, CARDS_SHEET, r)
        if card.id in cards:
            raise CatalogueError(CARDS_SHEET, r, "id", f"{card.id} appears twice")
        cards[card.id] = card
    for card in cards.values():
        if card.type == "Ruler" and cards.get(card.j_ruler) is None:
            raise CatalogueError(CARDS_SHEET, 0, "j_ruler", f"{card.id} names {card.j_ruler}, which is not a card")
    decks: dict[str, dict[str, list[str]]] = {}
    if DECKS_SHEET in wb.sheetnames:
        for r, row in _rows(wb[DECKS_SHEET], DECK_COLUMNS, DECKS_SHEET):
            name = _text(row["deck"]).lower()
            section = _text(row["section"]).lower()
            if section not in SECTIONS:
                raise CatalogueError(DECKS_SHEET, r, "section", f"one of {', '.join(SECTIONS)}")
            count = _int(row["count"], DECKS_SHEET, r, "count") or 0
            if not 1 <= count <= 60:
                raise CatalogueError(DECKS_SHEET, r, "count", "1..60")
            cid = _text(row["card_id"])
            if cid not in cards:
                raise CatalogueError(DECKS_SHEET, r, "card_id", f"{cid[:30]!r} is not on the Cards sheet")
            decks.setdefault(name, {s: [] for s in SECTIONS})[section].extend([cid] * count)
    ready = {
        n: ReadyDeck(n, (d["ruler"] or [""])[0], tuple(d["main"]), tuple(d["stones"])) for n, d in decks.items()
    }
    return Catalogue(cards, ready, str(source) if not isinstance(source, bytes) else "upload")


@cache
def default_catalogue() -> Catalogue:
    return load_catalogue(DEFAULT_XLSX)
