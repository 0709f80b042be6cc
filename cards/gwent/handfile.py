"""Player-facing xlsx files: the Hand file (G-HAND-1) and uploaded Classic manual decks (G-REF-6, G-REF-7).

Uploads come from players, so reading one is defensive: size cap, zip sanity (entry count, unpacked size,
no DTDs), no macro workbooks, and formulas are never evaluated (a formula where a card belongs is an error).
Every problem is collected and reported at once, each naming its sheet and cell, so a player fixes his
file in one go.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any
from xml.sax.saxutils import escape

from openpyxl import Workbook
from openpyxl.cell.cell import ERROR_CODES, ILLEGAL_CHARACTERS_RE
from openpyxl.compat import safe_string
from openpyxl.styles import Font, PatternFill

from cards.core import Lang, MoveError, Text
from cards.gwent.catalogue import FACTION_SHEETS, MANUAL_SUFFIX, Catalogue, parse_faction
from cards.gwent.model import CardDef, Faction
from cards.kit.xlsx import DECK_SHEET, XlsxRefused, open_workbook
from cards.workbook import reproducible_bytes, reproducible_zip, workbook_parts

FIXED_TIME = dt.datetime(2016, 1, 3, 0, 0, 0)

# Layout of a "(2)" sheet; tools/build_gwent_xlsx.py writes it, read_manual_deck reads it.
MANUAL_FACTION_CELL = "C1"
MANUAL_LEADER_CELL = "C2"
MANUAL_HEADER_ROW = 5
MANUAL_FIRST_ROW = 6
MANUAL_DECK_COL = 7  # G: the player types a card number or name, one copy per row
MANUAL_MAX_ROWS = 300  # rows read below MANUAL_FIRST_ROW; a deck never needs more than 95

HAND_SHEET = "Рука"
EXCHANGE_SHEET = "Обмен"
HAND_ROOM = 40  # G-HAND-1

MAX_CELL_CHARS = 80  # the longest card name is 43 characters: a longer cell is not matched against names
MAX_NAMES = 120  # distinct names matched in one file (a deck has at most ~40 cards)
MAX_SUGGESTED = 10  # unknown names that get close matches; later ones are only called unknown
MAX_PROBLEMS = 20  # problems listed in one refusal; the rest are counted
QUOTE_CHARS = 60  # how much of a cell a problem quotes

ROW_LABELS: dict[str, tuple[str, str]] = {
    "close": ("Close", "Ближний"),
    "ranged": ("Ranged", "Стрелковый"),
    "siege": ("Siege", "Осадный"),
    "agile": ("Agile (close or ranged)", "Проворство (ближний или стрелковый)"),
}
ABILITY_LABELS: dict[str, tuple[str, str]] = {
    "spy": ("Spy", "Шпион"),
    "medic": ("Medic", "Медик"),
    "muster": ("Muster", "Двойник"),
    "agile": ("Agile", "Проворство"),
    "tight_bond": ("Tight Bond", "Прочная связь"),
    "morale_boost": ("Morale Boost", "Прилив сил"),
    "horn": ("Commander's Horn", "Командирский рог"),
    "scorch": ("Scorch", "Казнь"),
    "scorch_close": ("Scorch (melee row)", "Казнь (ближний ряд)"),
    "scorch_ranged": ("Scorch (ranged row)", "Казнь (стрелковый ряд)"),
    "scorch_siege": ("Scorch (siege row)", "Казнь (осадный ряд)"),
    "mardroeme": ("Mardroeme", "Мардрём"),
    "berserker": ("Berserker", "Берсерк"),
    "avenger": ("Summons on leaving the field", "Призыв при уходе с поля"),
    "decoy": ("Decoy", "Чучело"),
    "weather_frost": ("Biting Frost", "Мороз"),
    "weather_fog": ("Impenetrable Fog", "Мгла"),
    "weather_rain": ("Torrential Rain", "Ливень"),
    "weather_storm": ("Skellige Storm", "Шторм со Скеллиге"),
    "clear_weather": ("Clear Weather", "Ясное небо"),
    "faction_card": ("Faction card", "Карта фракции"),
}

_HEADERS: dict[str, tuple[str, ...]] = {
    "en": ("#", "Card", "Strength", "Row", "Abilities", "id"),
    "ru": ("№", "Карта", "Сила", "Ряд", "Способности", "id"),
}
_BOLD = Font(bold=True)
_GREY = PatternFill("solid", fgColor="DDDDDD")


def workbook_bytes(wb: Workbook) -> bytes:
    """The workbook's bytes, the same for the same rows (fixed timestamps)."""
    return reproducible_bytes(wb, FIXED_TIME)


# ---------------------------------------------------------------------------------------------- hand file


def _label(table: dict[str, tuple[str, str]], key: str, lang: Lang) -> str:
    en, ru = table.get(key, (key, key))
    return ru if lang == "ru" else en


def _card_values(card: CardDef, lang: Lang) -> tuple[str | int | None, ...]:
    """Columns B-F of a card's row: name, strength, row, abilities, id (None: the cell stays empty)."""
    abilities = ", ".join(_label(ABILITY_LABELS, a, lang) for a in sorted(card.abilities)) or None
    row = _label(ROW_LABELS, card.row, lang) if card.row else None
    return (card.name(lang), card.strength, row, abilities, card.id)


def _check_room(hand: Sequence[CardDef], exchange: Sequence[CardDef]) -> None:
    for cards in (hand, exchange):
        if len(cards) > HAND_ROOM:
            raise ValueError(f"a hand file sheet holds at most {HAND_ROOM} cards, got {len(cards)}")


def _hand_workbook(hand: Sequence[CardDef], exchange: Sequence[CardDef], lang: Lang) -> Workbook:
    """The Hand file as an openpyxl workbook: the reference for every structural detail of the file."""
    _check_room(hand, exchange)
    wb = Workbook()
    wb.remove(wb.active)
    for title, cards in ((HAND_SHEET, hand), (EXCHANGE_SHEET, exchange)):
        ws = wb.create_sheet(title)
        for col, name in enumerate(_HEADERS[lang], start=1):
            cell = ws.cell(row=1, column=col, value=name)
            cell.font, cell.fill = _BOLD, _GREY
        for i in range(HAND_ROOM):
            ws.cell(row=2 + i, column=1, value=i + 1)
        for i, card in enumerate(cards):
            for col, value in enumerate(_card_values(card, lang), start=2):
                ws.cell(row=2 + i, column=col, value=value)
        for letter, width in zip("ABCDEF", (5, 40, 8, 34, 40, 30), strict=True):
            ws.column_dimensions[letter].width = width
        ws.freeze_panes = "A2"
    wb.properties.creator = "tablejudge"
    return wb


def _openpyxl_hand_xlsx(hand: Sequence[CardDef], exchange: Sequence[CardDef], lang: Lang) -> bytes:
    """The Hand file written wholly by openpyxl (~30 ms): what the fast path must equal byte for byte."""
    return workbook_bytes(_hand_workbook(hand, exchange, lang))


@dataclass(frozen=True)
class _SheetTemplate:
    """One empty sheet's XML cut around its card rows: ``rows[i]`` is row ``i + 2`` without its ``</row>``."""

    head: bytes  # up to and including the header row
    rows: tuple[bytes, ...]
    tail: bytes  # from </sheetData> on


_SHEET_PARTS = ("xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml")  # HAND_SHEET, EXCHANGE_SHEET


def _cut_sheet(xml: bytes) -> _SheetTemplate:
    head, found, rest = xml.partition(b"<sheetData>")
    body, found_end, tail = rest.partition(b"</sheetData>")
    rows = body.split(b"</row>")
    expected = [f'<row r="{r}">'.encode() for r in range(1, HAND_ROOM + 2)]
    shaped = (
        len(rows) == HAND_ROOM + 2
        and rows[-1] == b""
        and all(r.startswith(e) for r, e in zip(rows[:-1], expected, strict=True))
    )
    if not (found and found_end and shaped):
        raise RuntimeError("openpyxl wrote the Hand file template in an unexpected shape")
    return _SheetTemplate(head + found + rows[0] + b"</row>", tuple(rows[1:-1]), found_end + tail)


@functools.cache
def _hand_template(lang: Lang) -> tuple[tuple[tuple[str, bytes], ...], dict[str, _SheetTemplate]]:
    """openpyxl's parts of a Hand file with no cards (built once per language) and its two sheets, cut."""
    parts = tuple(workbook_parts(_hand_workbook([], [], lang), FIXED_TIME))
    found = dict(parts)
    return parts, {name: _cut_sheet(found[name]) for name in _SHEET_PARTS}


def _plain(value: str | int | None) -> bool:
    """A value the fast path writes exactly as openpyxl would: an int, or a string openpyxl keeps as text
    (not empty, no formula or error code, no character it refuses, not truncated)."""
    if value is None or type(value) is int:
        return True
    return (
        isinstance(value, str)
        and 0 < len(value) <= 32767
        and not (len(value) > 1 and value.startswith("="))
        and value not in ERROR_CODES
        and ILLEGAL_CHARACTERS_RE.search(value) is None
    )


def _cell(ref: str, value: str | int) -> str:
    if isinstance(value, int):
        return f'<c r="{ref}" t="n"><v>{safe_string(value)}</v></c>'
    stripped = value.strip()
    space = ' xml:space="preserve"' if stripped and stripped != value else ""
    return f'<c r="{ref}" t="inlineStr"><is><t{space}>{escape(value)}</t></is></c>'


def _fill_sheet(template: _SheetTemplate, rows: Sequence[tuple[str | int | None, ...]]) -> bytes:
    out = [template.head]
    for i, row in enumerate(template.rows):
        out.append(row)
        if i < len(rows):
            r = i + 2
            cells = "".join(
                _cell(f"{col}{r}", v) for col, v in zip("BCDEF", rows[i], strict=True) if v is not None
            )
            out.append(cells.encode())
        out.append(b"</row>")
    out.append(template.tail)
    return b"".join(out)


def write_hand_xlsx(hand: Sequence[CardDef], exchange: Sequence[CardDef], lang: Lang = "ru") -> bytes:
    """The Hand file (G-HAND-1): sheets "Рука" and "Обмен", numbered cards with strength, row and abilities.

    openpyxl writes an empty file per language once; each hand only fills the card cells of its two
    sheets, so a file costs about a millisecond instead of ~30 ms, and is byte for byte the file openpyxl
    would write. A value openpyxl would not keep as plain text (a formula, a refused character) goes the
    slow way, so it is treated (or refused) exactly as openpyxl treats it."""
    lang = "ru" if lang == "ru" else "en"
    _check_room(hand, exchange)
    sheets = [[_card_values(card, lang) for card in cards] for cards in (hand, exchange)]
    if not all(_plain(v) for rows in sheets for row in rows for v in row):
        return _openpyxl_hand_xlsx(hand, exchange, lang)
    parts, templates = _hand_template(lang)
    filled = {
        name: _fill_sheet(templates[name], rows) for name, rows in zip(_SHEET_PARTS, sheets, strict=True)
    }
    return reproducible_zip(((name, filled.get(name, body)) for name, body in parts), FIXED_TIME)


# ---------------------------------------------------------------------------------------------- manual deck


@dataclass(frozen=True)
class ManualDeck:
    """A Classic deck read from a filled "(2)" sheet. ``card_ids`` keep the manual-deck row order (G-REF-7)."""

    faction: Faction
    leader_id: str | None
    card_ids: list[str]
    numbers: list[int] = field(default_factory=list)  # each copy's number in the faction's full list
    sheet: str = ""


class ManualDeckError(ValueError):
    """An uploaded deck file was refused. ``problems`` lists every reason, each naming sheet and cell."""

    def __init__(self, problems: Sequence[Text]) -> None:
        self.problems = list(problems)
        shown = self.problems[:MAX_PROBLEMS]
        more = len(self.problems) - len(shown)
        tail_en = [f"More problems not shown here: {more}."] if more else []
        tail_ru = [f"Других проблем, не показанных здесь: {more}."] if more else []
        self.text = Text(
            "\n".join([p.en for p in shown] + tail_en),
            "\n".join([p.ru for p in shown] + tail_ru),
        )
        super().__init__(self.text.en)

    def message(self, lang: Lang = "en") -> str:
        return self.text(lang)


def _refuse(en: str, ru: str) -> ManualDeckError:
    return ManualDeckError([Text(en, ru)])




_NUMBERED = re.compile(r"^\s*(\d{1,3})\s*(?:[.):\-–—]\s*)?(.*)$")


def _is_formula(cell: Any) -> bool:
    return getattr(cell, "data_type", None) == "f" or (
        isinstance(cell.value, str) and cell.value.startswith("=")
    )


def _cell_value(cell: Any) -> Any:
    value = cell.value
    if isinstance(value, str):
        value = value.strip()
        return value or None
    return value


def _shown(value: Any) -> str:
    text = str(value)
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 1].rstrip() + "…"


def read_manual_deck(data: bytes, catalogue: Catalogue, *, max_bytes: int = 512_000) -> ManualDeck:
    """Parse a filled "(2)" sheet: faction in C1, leader in C2, one card number or name per row of column G."""
    try:  # refused before openpyxl sees it unless it is a plain, modest .xlsx (cards.kit.xlsx)
        wb = open_workbook(data, dataclasses.replace(DECK_SHEET, max_bytes=max_bytes), data_only=False)
    except XlsxRefused as exc:
        raise ManualDeckError([exc.text]) from None
    try:
        return _read_deck(wb, catalogue)
    finally:
        wb.close()


def _read_deck(wb: Any, catalogue: Catalogue) -> ManualDeck:  # noqa: C901 - one pass over the (2) sheet, each problem reported by cell
    from openpyxl.utils import get_column_letter

    deck_col = get_column_letter(MANUAL_DECK_COL)
    sheets = [s for s in wb.sheetnames if s.endswith(MANUAL_SUFFIX)] or list(wb.sheetnames)
    filled: list[tuple[str, list[tuple[str, Any, bool]], dict[str, tuple[Any, bool]]]] = []
    for name in sheets:
        ws = wb[name]
        top: dict[str, tuple[Any, bool]] = {}
        entries: list[tuple[str, Any, bool]] = []
        last = MANUAL_FIRST_ROW + MANUAL_MAX_ROWS - 1
        for r, row in enumerate(ws.iter_rows(min_row=1, max_row=last, max_col=MANUAL_DECK_COL), start=1):
            cells = {c.column: c for c in row if getattr(c, "column", None) is not None}
            if r in (1, 2) and 3 in cells:
                ref = MANUAL_FACTION_CELL if r == 1 else MANUAL_LEADER_CELL
                top[ref] = (_cell_value(cells[3]), _is_formula(cells[3]))
            cell = cells.get(MANUAL_DECK_COL)
            if r >= MANUAL_FIRST_ROW and cell is not None and cell.value is not None:
                value = _cell_value(cell)
                if value is not None or _is_formula(cell):
                    entries.append((f"{deck_col}{r}", value, _is_formula(cell)))
        leader_filled = top.get(MANUAL_LEADER_CELL, (None, False))[0] is not None
        if entries or leader_filled:
            filled.append((name, entries, top))
    if not filled:
        raise _refuse(
            f"No manual deck found: type card numbers or names in column {deck_col} of one "
            f"'…{MANUAL_SUFFIX}' sheet.",
            f"Ручная колода не найдена: впишите номера или названия карт в столбец {deck_col} "
            f"одного листа «…{MANUAL_SUFFIX}».",
        )
    if len(filled) > 1:
        names = ", ".join(f"'{n}'" for n, _, _ in filled)
        raise _refuse(
            f"Several sheets are filled ({names}). Send one deck: fill one sheet only.",
            f"Заполнено несколько листов ({names}). Пришлите одну колоду: заполните только один лист.",
        )
    sheet, entries, top = filled[0]
    problems: list[Text] = []

    def problem(cell: str, en: str, ru: str) -> None:
        problems.append(Text(f"Sheet '{sheet}', cell {cell}: {en}", f"Лист «{sheet}», ячейка {cell}: {ru}"))

    formula_en = "formulas are not read; type the number or name itself."
    formula_ru = "формулы не читаются; впишите сам номер или название."
    too_long_en = f"this is not a card name (longer than {MAX_CELL_CHARS} characters)."
    too_long_ru = f"это не название карты (длиннее {MAX_CELL_CHARS} символов)."
    resolved: dict[str, CardDef | MoveError] = {}  # each distinct name is matched once

    faction_value, faction_formula = top.get(MANUAL_FACTION_CELL, (None, False))
    faction = None
    if faction_formula:
        problem(MANUAL_FACTION_CELL, formula_en, formula_ru)
    elif faction_value is not None:
        faction = parse_faction(faction_value)
        if faction not in FACTION_SHEETS:
            problem(
                MANUAL_FACTION_CELL,
                f"unknown faction {_shown(faction_value)!r}.",
                f"неизвестная фракция «{_shown(faction_value)}».",
            )
            faction = None
    if faction is None and not faction_formula and faction_value is None:
        faction = parse_faction(sheet.removesuffix(MANUAL_SUFFIX))
        if faction not in FACTION_SHEETS:
            problem(MANUAL_FACTION_CELL, "write your faction here.", "впишите сюда свою фракцию.")
            faction = None
    if faction is None:
        raise ManualDeckError(problems)

    deck = catalogue.deck(faction)
    by_number = {e.number: e.card_id for e in deck}
    deck_cards = [catalogue.card(cid) for cid in dict.fromkeys(e.card_id for e in deck)]

    leader_id = None
    leader_value, leader_formula = top.get(MANUAL_LEADER_CELL, (None, False))
    if leader_formula:
        problem(MANUAL_LEADER_CELL, formula_en, formula_ru)
    elif leader_value is not None and len(str(leader_value)) > MAX_CELL_CHARS:
        problem(MANUAL_LEADER_CELL, too_long_en, too_long_ru)
    elif leader_value is not None:
        try:
            leader = catalogue.resolve(str(leader_value), catalogue.leaders_for(faction, hard=True))
        except MoveError as exc:
            problem(MANUAL_LEADER_CELL, exc.text.en, exc.text.ru)
        else:
            if leader.has("hard_only"):
                problem(
                    MANUAL_LEADER_CELL,
                    f"{leader.name_en} is a Hard-only leader; a Classic deck takes one of: "
                    + "; ".join(c.name_en for c in catalogue.leaders_for(faction, hard=False)),
                    f"{leader.name_ru} — лидер только для хардгвинта; в классике выберите одного из: "
                    + "; ".join(c.name_ru for c in catalogue.leaders_for(faction, hard=False)),
                )
            else:
                leader_id = leader.id

    # Explicit numbers first, so a name never takes a copy that a number names later in the list.
    chosen: dict[str, int] = {}  # cell → number
    slots: list[tuple[str, int | None, CardDef | None]] = []
    for ref, value, formula in entries:
        if formula:
            problem(ref, formula_en, formula_ru)
            continue
        number, name = None, None
        if isinstance(value, bool):
            name = str(value)
        elif isinstance(value, int | float):
            if float(value).is_integer():
                number = int(value)
            else:
                problem(ref, f"{value} is not a card number.", f"{value} — не номер карты.")
                continue
        else:
            m = _NUMBERED.match(str(value))
            if m:
                number, name = int(m.group(1)), (m.group(2).strip() or None)
            else:
                name = str(value)
        card = None
        if name is not None:
            if len(name) > MAX_CELL_CHARS:
                problem(ref, too_long_en, too_long_ru)
                continue
            if name not in resolved:
                if len(resolved) >= MAX_NAMES:
                    problem(
                        ref,
                        f"more than {MAX_NAMES} different names; a deck has far fewer cards.",
                        f"больше {MAX_NAMES} разных названий; в колоде гораздо меньше карт.",
                    )
                    break
                unknown = sum(1 for r in resolved.values() if isinstance(r, MoveError))
                try:
                    resolved[name] = catalogue.resolve(name, deck_cards, suggest=unknown < MAX_SUGGESTED)
                except MoveError as exc:
                    resolved[name] = exc
            found = resolved[name]
            if isinstance(found, MoveError):
                problem(ref, found.text.en, found.text.ru)
                continue
            card = found
        if number is not None:
            if number not in by_number:
                problem(
                    ref,
                    f"there is no card number {number} in the {faction.value} list.",
                    f"в списке фракции нет карты с номером {number}.",
                )
                continue
            numbered = catalogue.card(by_number[number])
            if card is not None and card.id != numbered.id:
                problem(
                    ref,
                    f"number {number} is {numbered.name_en}, not {card.name_en}.",
                    f"номер {number} — это {numbered.name_ru}, а не {card.name_ru}.",
                )
                continue
            if number in chosen.values():
                other = next(c for c, n in chosen.items() if n == number)
                problem(
                    ref,
                    f"card number {number} is already in the deck (cell {other}); each copy has its own number.",
                    f"карта номер {number} уже в колоде (ячейка {other}); у каждой копии свой номер.",
                )
                continue
            chosen[ref] = number
            slots.append((ref, number, numbered))
        else:
            slots.append((ref, None, card))

    taken = set(chosen.values())
    card_ids: list[str] = []
    numbers: list[int] = []
    for ref, number, card in slots:
        assert card is not None
        if number is None:
            free = [e.number for e in deck if e.card_id == card.id and e.number not in taken]
            if not free:
                copies = sum(1 for e in deck if e.card_id == card.id)
                problem(
                    ref,
                    f"every copy of {card.name_en} ({copies}) is already in the deck.",
                    f"все копии карты {card.name_ru} ({copies}) уже в колоде.",
                )
                continue
            number = free[0]
            taken.add(number)
        card_ids.append(card.id)
        numbers.append(number)
    if problems:
        raise ManualDeckError(problems)
    return ManualDeck(faction=faction, leader_id=leader_id, card_ids=card_ids, numbers=numbers, sheet=sheet)
