"""Deck lists: reading a posted list and checking it against V-DECK with every problem in one answer."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cards.core import IllegalMove, MoveError, Text
from cards.kit.decklist import deck_line, deck_lines
from cards.kit.names import fold
from cards.kit.problems import LIMIT

from .catalogue import CardDef, Catalogue
from .words import W

READY_WORDS = {"trial", "ready", "trial deck", "ready deck", "пробная", "готовая", "пробная колода", "готовая колода"}
START_WORDS = ("start", "starting vanguard", "first vanguard", "старт", "стартовый авангард", "начальный авангард")
GZONE_WORDS = ("g zone", "g-zone", "gzone", "зона g", "колода наследия", "наследие")
MAX_LINES = 120


@dataclass(frozen=True, slots=True)
class DeckList:
    """A deck as submitted: main deck card ids (the starting vanguard included), the start, the G zone."""

    main: tuple[str, ...]
    start: str
    g_zone: tuple[str, ...] = ()
    ready: str = ""  # the name of the ready deck, when one was asked for


def ready_deck(cat: Catalogue, name: str = "") -> DeckList:
    """A ready deck by name (its set code, or any unambiguous part of its name); none named: the first."""
    if not cat.decks:
        raise IllegalMove(W.text("err-no-ready-deck"))
    key = fold(name)
    if key in ("", "trial"):
        name = next(iter(cat.decks))
    else:
        hits = [d for d in cat.decks if fold(d) == key] or \
            [d for d in cat.decks if fold(d).startswith(key) or key in fold(d)]
        if len(hits) != 1:
            raise IllegalMove(W.text("err-ready-deck-name", text=name[:40], decks=", ".join(cat.decks)))
        name = hits[0]
    rows = cat.decks[name]
    main: list[str] = []
    start = ""
    for qty, cid, is_start in rows:
        main.extend([cid] * qty)
        if is_start:
            start = cid
    return DeckList(tuple(main), start or main[-1], (), name)


def read_deck_text(cat: Catalogue, text: str) -> DeckList:  # noqa: C901 - one pass over a free-form list
    """A list of ``<qty> <name>`` lines (``x4`` either side), a ``start: <name>`` line or a ``*`` after
    the starting vanguard, and an optional ``G zone:`` section. Unknown names are all reported at once."""
    lines = deck_lines(text)
    if len(lines) > MAX_LINES:
        raise IllegalMove(W.text("err-deck-too-long", lines=MAX_LINES))
    if len(lines) == 1:
        key = fold(lines[0])
        for word in sorted(READY_WORDS, key=len, reverse=True):
            if key == word or key.startswith(word + " "):
                return ready_deck(cat, lines[0].split(None, len(word.split()))[-1] if key != word else "")
    main: list[str] = []
    gzone: list[str] = []
    start = ""
    target = main
    problems: list[Text] = []
    for ln in lines:
        key = fold(ln.rstrip(":"))
        if key in GZONE_WORDS:
            target = gzone
            continue
        head, sep, rest = ln.partition(":")
        if sep and fold(head) in START_WORDS:
            try:
                start = cat.resolve(rest, quick=len(problems) >= LIMIT).id
            except MoveError as e:
                problems.append(e.text)
            continue
        if sep and fold(head) in GZONE_WORDS:
            target = gzone
            ln = rest
            if not ln.strip():
                continue
        line = deck_line(ln)
        if line is None:
            continue
        try:
            # past the problems the refusal shows in full, only count them: no substring scan of the
            # pool or "did you mean" for each (a post of junk lines cost 3.4 CPU-s)
            card = cat.resolve(line.name, quick=len(problems) >= LIMIT)
        except MoveError as e:
            problems.append(e.text)
            continue
        target.extend([card.id] * line.count)
        if line.marked:
            start = card.id
    if problems:
        raise IllegalMove(_join(problems))
    if not main:
        raise IllegalMove(W.text("err-deck-empty"))
    if not start:
        zeros = sorted({c for c in main if cat.card(c).grade == 0 and not cat.card(c).trigger})
        start = zeros[0] if len(zeros) == 1 else ""  # none named: reported with the other problems
    return DeckList(tuple(main), start, tuple(gzone))


def _join(texts: list[Text]) -> Text:
    from cards.kit.problems import listing

    return listing(texts, bullet="- ")


def deck_problems(cat: Catalogue, deck: DeckList, options: Mapping[str, Any]) -> list[Text]:
    """Every V-DECK violation of ``deck`` under the match's format and options (V-DECK-12)."""
    cards = [cat.card(c) for c in deck.main]
    out = _count_problems(cards) + _affiliation_problems(cards, options)
    if not deck.start or deck.start not in deck.main or cat.card(deck.start).grade != 0:
        out.append(W.text("deck-start"))  # V-DECK-8, V-SETUP-1
    return out + _g_zone_problems(cat, deck, options)


def _count_problems(cards: list[CardDef]) -> list[Text]:
    """V-DECK-1..5: 50 cards, 4 of a name, 16 triggers, 4 Heal, 4 Sentinel."""
    out: list[Text] = []
    if len(cards) != 50:
        out.append(W.text("deck-size", count=len(cards)))
    for name, n in sorted(Counter(c.name_en for c in cards).items()):
        if n > 4:
            c = next(x for x in cards if x.name_en == name)
            out.append(W.text("deck-copies", name=c.name_en, name_ru=c.name_ru, count=n))
    triggers = sum(1 for c in cards if c.trigger)
    heals = sum(1 for c in cards if c.trigger == "heal")
    sentinels = sum(1 for c in cards if c.sentinel and c.unit_type != "gift")
    for key, n, wrong in (("deck-triggers", triggers, triggers != 16), ("deck-heals", heals, heals > 4),
                          ("deck-sentinels", sentinels, sentinels > 4)):
        if wrong:
            out.append(W.text(key, count=n))
    return out


def _affiliation_problems(cards: list[CardDef], options: Mapping[str, Any]) -> list[Text]:
    """V-DECK-6 (one clan and nation), V-DECK-7 (Standard: V mark), V-DECK-10/11 (no G, gift or token)."""
    out: list[Text] = []
    if not options.get("mixed_clans"):
        clans = sorted({c.clan for c in cards if c.clan})
        nations = sorted({c.nation for c in cards if c.nation})
        if len(clans) > 1 or len(nations) > 1:
            out.append(W.text("deck-clans", clans=", ".join(clans + nations)))
    old = sorted({c.name_en for c in cards if not c.v_mark})
    if options.get("format", "standard") == "standard" and old:
        out.append(W.text("deck-v-mark", names=", ".join(old[:6])))
    bad = sorted({c.name_en for c in cards if c.unit_type in ("gift", "token", "g_unit", "g_guardian")})
    if bad:
        out.append(W.text("deck-not-main", names=", ".join(bad)))
    return out


def _g_zone_problems(cat: Catalogue, deck: DeckList, options: Mapping[str, Any]) -> list[Text]:
    """V-DECK-10: up to 16 G units and G guardians, and only with the G zone option."""
    if not deck.g_zone:
        return []
    out: list[Text] = []
    g_cards = [cat.card(c) for c in deck.g_zone]
    if not options.get("g_zone"):
        out.append(W.text("deck-g-zone-off"))
    if len(g_cards) > 16:
        out.append(W.text("deck-g-zone-size", count=len(g_cards)))
    wrong = sorted({c.name_en for c in g_cards if c.unit_type not in ("g_unit", "g_guardian")})
    if wrong:
        out.append(W.text("deck-g-zone-kind", names=", ".join(wrong)))
    return out


MAX_DECKS_OK = 256


def check_deck(cat: Catalogue, deck: DeckList, options: Mapping[str, Any]) -> None:
    """Refuse a deck with every problem at once; a deck already found legal under the same options (the
    only ones deck_problems reads) is not checked again — the catalogue remembers up to MAX_DECKS_OK."""
    ok: set[tuple[Any, ...]] = cat._decks_ok  # type: ignore[attr-defined]
    key = (deck, options.get("format", "standard"), bool(options.get("mixed_clans")), bool(options.get("g_zone")))
    if key in ok:
        return
    problems = deck_problems(cat, deck, options)
    if not problems:
        if len(ok) >= MAX_DECKS_OK:
            ok.clear()
        ok.add(key)
        return
    head = W.text("deck-refused", count=len(problems))
    body = _join(problems)
    raise IllegalMove(Text(head.en + "\n" + body.en, head.ru + "\n" + body.ru))


MAX_UPLOAD = 512 * 1024
QTY_HEADS = ("qty", "quantity", "count", "кол-во", "количество", "копии")
NAME_HEADS = ("card", "name", "name_en", "name_ru", "карта", "название")
START_HEADS = ("starting_vanguard", "start", "старт", "стартовый авангард")


def read_deck_sheet(cat: Catalogue, data: bytes) -> DeckList:
    """A deck uploaded as an xlsx: the ``Decks`` sheet (or the first), with columns qty, card (id or name)
    and an optional starting_vanguard mark; bounded before it is parsed."""
    from cards.kit.xlsx import XlsxRefused, open_workbook

    if len(data) > MAX_UPLOAD:
        raise IllegalMove(W.text("err-upload-size", limit=MAX_UPLOAD // 1024))
    try:
        wb = open_workbook(data)  # parts read under hard limits, never their declared sizes (issue 8)
    except XlsxRefused as exc:
        raise IllegalMove(exc.text) from None
    ws = wb["Decks"] if "Decks" in wb.sheetnames else wb.worksheets[0]
    rows = ws.iter_rows(values_only=True, max_row=MAX_LINES + 1, max_col=8)
    header = [fold(str(h or "")).replace(" ", "_") for h in next(rows, ())]

    def col(heads: tuple[str, ...]) -> int | None:
        keys = [fold(h).replace(" ", "_") for h in heads]
        return next((i for i, h in enumerate(header) if h in keys), None)

    qi, ni, si = col(QTY_HEADS), col(NAME_HEADS), col(START_HEADS)
    if qi is None or ni is None:
        wb.close()
        raise IllegalMove(W.text("err-upload-columns"))
    lines: list[str] = []
    for values in rows:
        v = list(values) + [None] * 8
        if v[ni] is None or str(v[ni]).strip() == "":
            continue
        qty = str(v[qi] or "1").strip().split(".")[0]
        name = str(v[ni]).strip()[:80]  # no card name is longer: bounded matching work (issue 8)
        start = si is not None and str(v[si] or "").strip().lower() in ("yes", "x", "1", "да", "true", "*")
        lines.append(f"{qty} {name}")
        if start:
            lines.append(f"start: {name}")
    wb.close()
    return read_deck_text(cat, "\n".join(lines))
