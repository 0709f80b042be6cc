"""Card facts of Force of Will as data: the ``data/fow.xlsx`` spreadsheet (built from ``data/fow/*.csv``).

The engine reads statistics only (type, cost, attribute, ATK/DEF, keyword flags, the ruler's J-ruler side
and Judgment cost); card text is declared by the players (F-REF-2). A server may load its own
spreadsheet; every error names the sheet, the row and the column.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from cards.datafiles import data_file
from cards.kit.catalogue import CatalogueError as CatalogueError  # re-exported
from cards.kit.catalogue import cell_text as _text
from cards.kit.names import close, fold, fold_cached

DEFAULT_XLSX = data_file("fow.xlsx")

CARDS_SHEET = "Cards"
DECKS_SHEET = "Decks"
CARD_COLUMNS = (
    "id", "name_en", "name_ru", "set", "type", "subtype", "race", "attribute", "cost_symbols", "cost_number",
    "total_cost", "atk", "def", "keywords", "produces", "j_ruler", "judgment_cost", "rarity", "abilities",
)
OPTIONAL_COLUMNS = frozenset({"set", "abilities", "rarity", "subtype", "race"})  # a server's own sheet may lack them
DECK_COLUMNS = ("deck", "section", "count", "card_id")

ATTRIBUTES = ("light", "fire", "water", "wind", "darkness")
WILL_KINDS = (*ATTRIBUTES, "void")
SYMBOLS = {"W": "light", "R": "fire", "U": "water", "G": "wind", "B": "darkness"}
# symbols of later clusters no stone here produces ({M} moon, {T} time): such a cost cannot be paid by will
SPECIAL_SYMBOLS = {"M": "moon", "T": "time"}
SYMBOL_OF = {v: k for k, v in {**SYMBOLS, **SPECIAL_SYMBOLS}.items()}
TYPES = (
    "Ruler", "J-Ruler", "Resonator", "Magic Stone", "Addition", "Regalia", "Chant",
    # types of later rules (rune deck, sub-ruler, order area, extension rule): in the pool, not in CR 6.3a decks
    "Rune", "Sub-Ruler", "Order", "Extension Rule",
)
PLAYABLE = ("Resonator", "Addition", "Regalia", "Chant")
KEYWORDS = (
    "Flying", "First Strike", "Swiftness", "Target Attack", "Imperishable", "Quickcast", "Trigger", "God's Art",
    "Pierce", "Explode", "Remnant", "Awakening", "Incarnation", "Barrier", "Drain", "Eternal", "Stealth",
    "Untouchable", "Energize", "Seal", "Null", "Mobilize",
)
KEYWORD_ALIASES = {"precision": "Target Attack"}
SECTIONS = ("ruler", "main", "stones")


@dataclass(frozen=True, slots=True)
class Cost:
    """Attribute symbols plus a number (F-WILL-3); ``x`` counts {X} symbols (the player names X)."""

    symbols: tuple[str, ...] = ()
    number: int = 0
    x: int = 0

    @property
    def total(self) -> int:
        return len(self.symbols) + self.number

    def text(self) -> str:
        return "".join("{" + SYMBOL_OF[a] + "}" for a in self.symbols) + "{X}" * self.x + (
            "{" + str(self.number) + "}" if self.number or not (self.symbols or self.x) else ""
        )

    def with_x(self, value: int) -> Cost:
        """The cost with X named: each {X} adds ``value`` to the number."""
        return Cost(self.symbols, self.number + self.x * value)

    @staticmethod
    def parse(text: str) -> Cost:
        """``{W}{W}{1}``, ``WW1`` or ``{R}{X}``; ValueError names what is wrong."""
        t = re.sub(r"\s+", "", text).upper().replace("{", "").replace("}", "")
        if not t:
            return Cost()
        letters = {**SYMBOLS, **SPECIAL_SYMBOLS}
        m = re.fullmatch(r"([WRUGBMTX]*)(\d*)([WRUGBMTX]*)", t)
        if m is None:
            raise ValueError(f"a cost is symbols W R U G B and a number, like {{W}}{{W}}{{1}}, not {text[:30]!r}")
        sym = m.group(1) + m.group(3)
        return Cost(tuple(letters[c] for c in sym if c != "X"), int(m.group(2) or 0), sym.count("X"))


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
    produces: tuple[str, ...] = ()  # the will a magic stone's {Rest} produces (F-WILL-2): one of these…
    produces_all: bool = False  # …or all of them at once ("B and U")
    j_ruler: str = ""
    judgment_cost: Cost | None = Cost()  # None: not in the data, so the player declares what he pays
    set: str = ""
    awakening: Cost | None = None  # the additional will cost of [Awakening] (None: declared, or none)
    incarnation: tuple[tuple[str, ...], ...] = ()  # [Incarnation]: per banished resonator, its attributes
    arts: tuple[str, ...] = ()  # the names of its God's Arts (F-KW-2)
    seal: int | None = None  # [Seal] (N): its sealed text works with N or more magic stones (F-AMB-15; None: X or none)
    energize: tuple[str, ...] = ()  # [Energize]: the will its coin may produce (F-AMB-16; the ruler's own when unnamed)
    mobilize: Cost | None = None  # [Mobilize]: what it costs to attack or block with it (F-AMB-23)
    abilities: str = ""  # the ability script, one ability a line (docs/abilities.md)
    # worked out once from the fields above (every post asks them of many cards); not compared or shown
    attributes: tuple[str, ...] = field(init=False, repr=False, compare=False)
    playable: bool = field(init=False, repr=False, compare=False)  # CR 6.3a plays it from the hand (F-TYPE-9)
    is_jr: bool = field(init=False, repr=False, compare=False)  # Resonator or J-ruler: it battles (a "J/resonator")
    quickcast: bool = field(init=False, repr=False, compare=False)  # [Quickcast] or an Instant chant
    trigger: bool = field(init=False, repr=False, compare=False)  # [Trigger] or a Standby chant
    name_quoted_ru: str = field(init=False, repr=False, compare=False)  # «the Russian name» (cards.fow.ctx.quoted)

    def __post_init__(self) -> None:
        put = object.__setattr__  # frozen
        put(self, "attributes", tuple(a for a in self.attribute.split("/") if a))
        put(self, "playable", self.type in PLAYABLE)
        put(self, "is_jr", self.type in ("Resonator", "J-Ruler"))
        chant = self.type == "Chant"
        put(self, "quickcast", "Quickcast" in self.keywords or (chant and self.subtype == "Instant"))
        put(self, "trigger", "Trigger" in self.keywords or (chant and self.subtype == "Standby"))
        put(self, "name_quoted_ru", f"«{self.name_ru or self.name_en}»")

    @property
    def basic_stone(self) -> bool:
        return self.type == "Magic Stone" and self.subtype.lower() == "basic"

    def name(self, lang: str) -> str:
        return self.name_ru if lang == "ru" and self.name_ru else self.name_en


@dataclass(frozen=True, slots=True)
class ReadyDeck:
    name: str
    ruler: str
    main: tuple[str, ...]
    stones: tuple[str, ...]


@dataclass(slots=True)
class Catalogue:
    cards: dict[str, CardDef]
    decks: dict[str, ReadyDeck] = field(default_factory=dict)
    source: str = ""
    _index: dict[str, str] = field(default_factory=dict)
    _keys: list[str] = field(default_factory=list)
    _folded: list[tuple[str, str]] = field(default_factory=list)
    scripts: dict[str, tuple[Any, ...]] = field(default_factory=dict)  # card id → parsed abilities
    continuous: frozenset[str] = frozenset()  # ids with a continuous ability (a fast "none on the field")
    cont_keyed: bool = True  # every such ability reads only what Ctx.cont's cache key covers
    scripted: bool = True  # False: every card is declared by its players (a server's own unscripted sheet)
    # card id → (its script, the [Activate] abilities cards.fow.legal offers of it): worked out once per
    # catalogue, bounded by its cards, gone with it (a reloaded sheet starts afresh)
    offers: dict[str, tuple[tuple[Any, ...], tuple[Any, ...]]] = field(default_factory=dict, repr=False, compare=False)
    # card id → printed DEF of each Resonator (the checks after every action go through every field card)
    resonator_def: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    # card id → what resting it may give (cards.fow.will.stone_options), of every card
    stone_options: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict, repr=False, compare=False)
    # card id → its names for events (cards.fow.ctx.names): one dict per card, shared by every event that
    # names it (a post names cards several times; events are read, never changed)
    card_names: dict[str, dict[str, str]] = field(default_factory=dict, repr=False, compare=False)
    # the card ids that may give a continuous ability on the field: its own id has one, or it is a ruler (its
    # J-ruler side may); cards.fow.abilities.continuous asks only these of the fields' cards
    cont_cids: frozenset[str] = field(default=frozenset(), repr=False, compare=False)
    # the same for automatic abilities: the ids with one, and rulers (cards.fow.abilities.fire asks only these
    # of the fields' cards when a resonator dies or a player gains life)
    auto_cids: frozenset[str] = field(default=frozenset(), repr=False, compare=False)
    # every keyword a continuous ability may give (Ctx.has asks what they give only of these: most keywords it
    # is asked, Eternal after every action, Pierce and First Strike in a battle, none gives)
    cont_gives: frozenset[str] = field(default=frozenset(), repr=False, compare=False)

    def script(self, cid: str) -> tuple[Any, ...]:
        """The card's parsed abilities (a reprint shares the script of its name)."""
        return self.scripts.get(cid, ())

    def __post_init__(self) -> None:
        if not self.scripted:
            self.scripts = {}
        elif not self.scripts:
            self.scripts = parse_scripts(self.cards, CARDS_SHEET)
        # cards whose continuous abilities work on the field ("continuous hand" ones only lower a cost to play)
        self.continuous = frozenset(c for c, abs_ in self.scripts.items()
                                    if any(a.kind == "continuous" and "hand" not in a.zones for a in abs_))
        self.cont_keyed = all(_keyed(a) for c in self.continuous for a in self.scripts[c])
        self.cont_cids = frozenset(cid for cid, c in self.cards.items() if c.id in self.continuous or c.j_ruler)
        self.auto_cids = frozenset(cid for cid, c in self.cards.items()
                                   if c.j_ruler or any(a.kind == "auto" for a in self.scripts.get(c.id, ())))
        from .script import KEYWORD_OF

        self.cont_gives = frozenset(KEYWORD_OF.get(k, k) for c in self.continuous for a in self.scripts[c]
                                    for e in a.effects if e.word == "give" and isinstance(k := e.arg("keyword"), str))
        self.resonator_def = {c.id: c.def_ or 0 for c in self.cards.values() if c.type == "Resonator"}
        void: tuple[tuple[str, ...], ...] = (("void",),)  # what a card that produces nothing gives
        self.stone_options = {c.id: (c.produces,) if c.produces_all else tuple((a,) for a in c.produces)
                              if c.produces else void for c in self.cards.values()}
        self.card_names = {c.id: {"en": c.name_en, "ru": c.name_quoted_ru} for c in self.cards.values()}
        # a name printed in several sets finds the printing a ready deck uses, else the first in the sheet
        used = [self.cards[c] for d in self.decks.values() for c in (d.ruler, *d.main, *d.stones) if c in self.cards]
        for c in (*used, *self.cards.values()):
            for key in (c.id, c.name_en, c.name_ru):
                if key:
                    self._index.setdefault(fold(key), c.id)
        self._keys = sorted(self._index)  # a prefix is a range of the sorted keys (bisect, not a scan)
        names = [c.name_en for c in self.cards.values()] + [c.name_ru for c in self.cards.values() if c.name_ru]
        self._folded = [(fold(n), n) for n in dict.fromkeys(names)]  # "did you mean" folds the pool once

    def __hash__(self) -> int:
        return id(self)

    def card(self, cid: str) -> CardDef:
        return self.cards[cid]

    def lookup(self, text: str) -> str | None:
        """A card id by id, English or Russian name (case and ё-insensitive), or a unique prefix."""
        key = fold_cached(text)
        if not key:
            return None
        if key in self._index:
            return self._index[key]
        hits: set[str] = set()
        i = bisect.bisect_left(self._keys, key)
        while i < len(self._keys) and self._keys[i].startswith(key):
            hits.add(self._index[self._keys[i]])
            if len(hits) > 1:
                return None
            i += 1
        return hits.pop() if hits else None

    def close_names(self, text: str, n: int = 3) -> list[str]:
        return close(text, self._folded, n)

    def without_scripts(self) -> Catalogue:
        """The same cards with no scripts: every use is declared (F-REF-2), as for a server's own cards."""
        return Catalogue(dict(self.cards), dict(self.decks), self.source, scripted=False)

    def with_cards(self, rows: Sequence[Mapping[str, Any]]) -> Catalogue:
        """This catalogue plus card rows given inline (a scenario's ``cards``), in the sheet's columns."""
        cards = dict(self.cards)
        for i, row in enumerate(rows, start=2):
            card = card_from_row({k: row.get(k) for k in CARD_COLUMNS}, "cards", i)
            cards[card.id] = card
        extra = parse_scripts({c: cards[c] for c in cards if c not in self.cards or cards[c] is not self.cards[c]}, "cards")
        return Catalogue(cards, dict(self.decks), self.source, scripts={**self.scripts, **extra}, scripted=self.scripted)


# What Ctx.cont's cache key covers (who is on which field, J-rulers, modifiers): target filters and
# conditions that read only those and the printed card. A row whose continuous ability reads anything else
# (a card's damage, the battle) turns the cache off, so adding such a card can never give a stale value.
_KEYED_FILTERS = frozenset({"resonator", "j-resonator", "addition", "regalia", "knight-or-jruler", "my", "opp",
                            "other", "total-cost", "race", "attribute"})
_KEYED_CONDITIONS = frozenset({"jruler", "control-other", "atk", "awakened", "control", "seal"})


def _keyed(ability: Any) -> bool:
    if ability.kind != "continuous" or "hand" in ability.zones:
        return True
    return all(f.word in _KEYED_FILTERS for t in ability.targets for f in t.filters) and all(
        c.word in _KEYED_CONDITIONS for c in ability.conditions
    )


def parse_scripts(cards: Mapping[str, CardDef], sheet: str, rows: Mapping[str, int] | None = None) -> dict[str, tuple[Any, ...]]:
    """Every card's abilities column parsed with FoW's vocabulary; a wrong word is a CatalogueError naming
    sheet, row and column. A card with no script takes the script of another printing of its name."""
    from cards.kit.ability import ScriptError, Where, parse_cell

    from .script import VOCAB

    out: dict[str, tuple[Any, ...]] = {}
    by_name: dict[str, tuple[Any, ...]] = {}
    for i, (cid, card) in enumerate(cards.items(), start=2):
        if not card.abilities:
            continue
        row = rows.get(cid, i) if rows else i
        try:
            parsed = parse_cell(card.abilities, VOCAB, Where(sheet, row, "abilities"))
        except ScriptError as e:
            raise CatalogueError(sheet, row, "abilities", f"{e.reason} — in: {e.text}") from None
        out[cid] = parsed
        by_name.setdefault(card.name_en, parsed)
    for cid, card in cards.items():
        if cid not in out and card.name_en in by_name:
            out[cid] = by_name[card.name_en]
    return out


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
    attribute = _text(row.get("attribute")).lower().replace(" ", "") or "void"
    if any(a not in WILL_KINDS for a in attribute.split("/")):
        raise CatalogueError(sheet, r, "attribute", f"one of {', '.join(WILL_KINDS)} (several joined by /), not {attribute[:30]!r}")
    symbols_text = _text(row.get("cost_symbols")).upper().replace("{", "").replace("}", "")
    if any(c not in SYMBOLS and c not in SPECIAL_SYMBOLS and c != "X" for c in symbols_text):
        raise CatalogueError(sheet, r, "cost_symbols", f"letters W R U G B (and X M T) only, not {symbols_text[:30]!r}")
    number = _int(row.get("cost_number"), sheet, r, "cost_number") or 0
    letters = {**SYMBOLS, **SPECIAL_SYMBOLS}
    cost = Cost(tuple(letters[c] for c in symbols_text if c != "X"), number, symbols_text.count("X"))
    total = _int(row.get("total_cost"), sheet, r, "total_cost")
    if total is not None and total != cost.total:
        raise CatalogueError(sheet, r, "total_cost", f"{total} but the symbols and number make {cost.total}")
    atk = _int(row.get("atk"), sheet, r, "atk")
    def_ = _int(row.get("def"), sheet, r, "def")
    if ctype in ("Resonator", "J-Ruler") and (atk is None or def_ is None):
        raise CatalogueError(sheet, r, "atk" if atk is None else "def", f"a {ctype} needs ATK and DEF")
    keywords, awakening, incarnation, arts = _keywords(_text(row.get("keywords")), sheet, r)
    seal, energize = _seal_energize(_text(row.get("keywords")), keywords, attribute)
    mobilize = _mobilize(_text(row.get("keywords")), sheet, r) if "Mobilize" in keywords else None
    j_ruler = _text(row.get("j_ruler"))
    jtext = _text(row.get("judgment_cost"))
    try:
        jcost = Cost.parse(jtext) if jtext or not j_ruler else None
    except ValueError as e:
        raise CatalogueError(sheet, r, "judgment_cost", str(e)) from None
    produces_raw = _text(row.get("produces")).upper().replace("{", "").replace("}", "")
    produces_all = " AND " in f" {produces_raw} "
    produces_text = re.sub(r"\s+|\bOR\b|\bAND\b|[,/|+]", "", produces_raw)
    if any(c not in SYMBOLS for c in produces_text):
        raise CatalogueError(sheet, r, "produces", f"letters W R U G B (joined by 'or' / 'and') only, not {produces_raw[:30]!r}")
    return CardDef(
        id=cid, name_en=name_en, name_ru=_text(row.get("name_ru")), type=ctype, subtype=_text(row.get("subtype")),
        race=_text(row.get("race")), attribute=attribute, cost=cost, atk=atk, def_=def_,
        keywords=frozenset(keywords), produces=tuple(SYMBOLS[c] for c in produces_text), produces_all=produces_all,
        j_ruler=j_ruler, judgment_cost=jcost, set=_text(row.get("set")), awakening=awakening,
        incarnation=incarnation, arts=arts, abilities=_text(row.get("abilities")), seal=seal, energize=energize,
        mobilize=mobilize,
    )


def _mobilize(text: str, sheet: str, r: int) -> Cost:
    """``Mobilize {W}`` (F-AMB-23); a bare ``Mobilize`` costs nothing the bot knows (declared: {0})."""
    m = re.search(r"\bMobilize\s+((?:\{[WRUGB0-9]\})+)", text)
    try:
        return Cost.parse(m.group(1)) if m else Cost()
    except ValueError as e:
        raise CatalogueError(sheet, r, "keywords", str(e)) from None


def _seal_energize(text: str, keywords: set[str], attribute: str) -> tuple[int | None, tuple[str, ...]]:
    """``Seal 5`` (F-AMB-15) and ``Energize {W}{G}`` (F-AMB-16; a bare ``Energize`` gives the card's attributes)."""
    seal = re.search(r"\bSeal\s+(\d{1,2})\b", text)
    energize: tuple[str, ...] = ()
    if "Energize" in keywords:
        named = re.search(r"\bEnergize\s+((?:\{[WRUGB]\})+)", text)
        letters = re.findall(r"[WRUGB]", named.group(1)) if named else []
        energize = tuple(SYMBOLS[x] for x in letters) or tuple(a for a in attribute.split("/") if a) or ("void",)
    return (int(seal.group(1)) if seal else None), energize


def _keywords(text: str, sheet: str, r: int) -> tuple[set[str], Cost | None, tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """``Flying; Awakening {W}; Incarnation W W/B; God's Art <Name>``: the names, and the parameters
    the engine uses (the awakening cost, the incarnation slots, the arts' names)."""
    keywords: set[str] = set()
    awakening: Cost | None = None
    incarnation: tuple[tuple[str, ...], ...] = ()
    arts: list[str] = []
    for m in re.finditer(r"God's Art\s*<([^<>]{1,80})>", text):
        arts.append(m.group(1).strip())
        keywords.add("God's Art")
    text = re.sub(r"God's Art\s*<[^<>]{1,80}>", "", text)
    for word in re.split(r"[;,]", text):
        w = word.strip()
        if not w:
            continue
        name, _, param = w.partition(" {") if " {" in w else (w, "", "")
        if not param:
            head = next((k for k in KEYWORDS if w.lower() == k.lower() or w.lower().startswith(k.lower() + " ")), None)
            name = head or w
            param = w[len(name):].strip() if head else ""
        else:
            param = "{" + param
        canon = KEYWORD_ALIASES.get(name.lower().strip()) or next(
            (k for k in KEYWORDS if k.lower() == name.lower().strip()), None)
        if canon is None:
            raise CatalogueError(sheet, r, "keywords", f"{w[:30]!r} is not one of {', '.join(KEYWORDS)}")
        keywords.add(canon)
        if canon == "Awakening" and param:
            try:
                awakening = Cost.parse(param)
            except ValueError as e:
                raise CatalogueError(sheet, r, "keywords", str(e)) from None
        if canon == "Incarnation" and param:
            slots: list[tuple[str, ...]] = []
            for slot in param.upper().split():
                letters = slot.split("/")
                if any(x not in SYMBOLS for x in letters):
                    raise CatalogueError(sheet, r, "keywords", f"incarnation slots are W R U G B joined by /, not {slot[:20]!r}")
                slots.append(tuple(SYMBOLS[x] for x in letters))
            incarnation = tuple(slots)
    return keywords, awakening, incarnation, tuple(arts)


def _rows(ws: Any, columns: Sequence[str], sheet: str) -> Iterable[tuple[int, dict[str, Any]]]:
    rows = ws.iter_rows(values_only=True)
    header = next(rows, None)
    if header is None:
        raise CatalogueError(sheet, 1, "-", "the sheet is empty")
    names = [_text(h) for h in header]
    for col in columns:
        if col not in names and col not in OPTIONAL_COLUMNS:
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
    rows: dict[str, int] = {}
    for r, row in _rows(wb[CARDS_SHEET], CARD_COLUMNS, CARDS_SHEET):
        card = card_from_row(row, CARDS_SHEET, r)
        if card.id in cards:
            raise CatalogueError(CARDS_SHEET, r, "id", f"{card.id} appears twice")
        cards[card.id] = card
        rows[card.id] = r
    scripts = parse_scripts(cards, CARDS_SHEET, rows)
    for card in cards.values():
        if card.type == "Ruler" and card.j_ruler and cards.get(card.j_ruler) is None:
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
    return Catalogue(cards, ready, str(source) if not isinstance(source, bytes) else "upload", scripts=scripts)


@cache
def default_catalogue() -> Catalogue:
    return load_catalogue(DEFAULT_XLSX)
