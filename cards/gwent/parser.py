"""Turn a player's post (English or Russian) into an action.

Canonical forms (documented in the README):
``pass`` · ``<card> [@close|@ranged|@siege] [@own] [> target, target…]`` · ``leader [name] [@row] [> …]``
· ``a + b`` (several cards in one post) · ``exchange a, b for c, d`` · ``keep <card>`` ·
``reveal a, b, c`` · ``first <player>`` · ``revive a, b`` · ``take <card>`` · ``move <card> @row`` ·
``deck <faction>; leader <name>; <card>, <card>, …``.
A card is named by its English or Russian name, an unambiguous prefix, or its hand position (``#3``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from cards.core import IllegalMove, NotAMove
from cards.kit.names import tidy

from .actions import (
    Action,
    CardRef,
    Choice,
    Concede,
    Exchange,
    First,
    HopeMove,
    Keep,
    Pass,
    PlayCard,
    Reveal,
    Revive,
    Step,
    SubmitDeck,
    Take,
    Turn,
    UseLeader,
)
from .texts import refuse

ROW_WORDS: dict[str, str] = {
    "close": "close",
    "melee": "close",
    "c": "close",
    "ближний": "close",
    "ближ": "close",
    "рукопашный": "close",
    "ranged": "ranged",
    "range": "ranged",
    "r": "ranged",
    "стрелковый": "ranged",
    "стрелки": "ranged",
    "дальний": "ranged",
    "дальн": "ranged",
    "siege": "siege",
    "s": "siege",
    "осадный": "siege",
    "осада": "siege",
}
OWN_WORDS = {"own", "self", "mine", "свой", "своё", "свое", "своя", "себе", "мой", "свою"}

PASS_WORDS = {"pass", "пас", "пасую", "пасс"}
CONCEDE_WORDS = {"concede", "i concede", "сдаюсь", "сдаться", "я сдаюсь"}
LEADER_WORDS = ("leader", "лидер")
MOVE_WORDS = ("move", "hope", "переместить", "перемещение", "надежда")
EXCHANGE_WORDS = ("exchange", "mulligan", "обмен", "обменять", "меняю")
KEEP_WORDS = ("keep", "оставить", "оставляю")
REVEAL_WORDS = ("reveal", "показать", "показываю", "раскрыть", "раскрываю")
FIRST_WORDS = ("first", "первым", "первый", "первая")
REVIVE_WORDS = ("revive", "воскресить", "воскрешаю", "возродить")
TAKE_WORDS = ("take", "взять", "беру")
DECK_WORDS = ("deck", "колода")
# Bounds (issue 8): a deck list names at most 95 numbers (G-DECK-1); anything far beyond is not a deck.
DECK_MAX_NUMBER = 95
DECK_MAX_ITEMS = 200  # items after expanding ranges and "x N"; a deck needs at most ~40
QUOTE_CHARS = 100  # how much of a post a refusal quotes back

NONE_WORDS = {"none", "nothing", "no", "-", "нет", "ничего", "никого", "никакой", "без обмена", "no exchange"}
FOR_WORDS = (" for ", " на ")
_EXCHANGE, _KEEP, _REVEAL, _FIRST, _REVIVE, _TAKE, _DECK, _LEADER, _MOVE = (
    frozenset(words)
    for words in (
        EXCHANGE_WORDS, KEEP_WORDS, REVEAL_WORDS, FIRST_WORDS, REVIVE_WORDS, TAKE_WORDS, DECK_WORDS, LEADER_WORDS,
        MOVE_WORDS,
    )
)
_KEYWORDS = _EXCHANGE | _KEEP | _REVEAL | _FIRST | _REVIVE | _TAKE | _DECK  # the first words of posts that are no turn
if any(" " in w or ":" in w for w in _KEYWORDS | _LEADER | _MOVE):  # _rest reads one word
    raise AssertionError("a post keyword of more than one word")


def excerpt(text: str, limit: int = QUOTE_CHARS) -> str:
    """At most ``limit`` characters of what a player typed, for quoting it back in a refusal."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _unknown_card(text: str) -> IllegalMove:
    shown = excerpt(text.strip())
    return IllegalMove(f'There is no card "{shown}".', f"Карты «{shown}» нет.")


_INTERNAL_REF = re.compile(r"#\s*uid", re.I)

# Compiled once: each post runs them (module-level re calls look their pattern up every time).
_WS = re.compile(r"\s+")
_ASCII_DIGIT = re.compile("[0-9]")
_CHOICE_SEP = re.compile(r"[,>;]")
_HAND_POS = re.compile(r"#?\s*(\d{1,2})")
_PINNED_POS = re.compile(r"#\s*\d{1,2}")
_SEGMENT_SEP = re.compile(r"\+|\n")


_TOKEN_END = re.compile(r"[ :]")
_ONE_WORD: dict[tuple[str, ...], frozenset[str] | None] = {}


def _head(text: str, words: tuple[str, ...]) -> str | None:
    """If ``text`` starts with one of ``words``, return the rest; else None."""
    low = text.lower()
    try:
        single = _ONE_WORD[words]
    except KeyError:
        single = _ONE_WORD[words] = None if any(" " in w or ":" in w for w in words) else frozenset(words)
    if single is not None:  # one-word keywords: compare the first word once (every post asks ~10 times)
        m = _TOKEN_END.search(low)
        first = low if m is None else low[: m.start()]
        if first not in single:
            return None
        return "" if m is None else text[len(first) + 1 :].strip()
    for w in words:
        if low == w:
            return ""
        if low.startswith(w + " ") or low.startswith(w + ":"):
            return text[len(w) + 1 :].strip()
    return None


def _first_word(low: str) -> tuple[str, int]:
    """The first word of a lowercased post (up to a space or a colon) and where the rest starts (-1: no rest),
    as :func:`_head` reads it: a post is read for its keyword once, not once per keyword."""
    m = _TOKEN_END.search(low)
    return (low, -1) if m is None else (low[: m.start()], m.start() + 1)


def _rest(text: str, first: tuple[str, int], words: frozenset[str]) -> str | None:
    """:func:`_head` of ``text`` for one-word keywords ``words``, given its :func:`_first_word`."""
    word, cut = first
    if word not in words:
        return None
    return "" if cut < 0 else text[len(word) + 1 :].strip()


def row_word(word: str) -> str | None:
    w = word.lower().strip().lstrip("@")
    if w in ROW_WORDS:
        return ROW_WORDS[w]
    for key, val in ROW_WORDS.items():
        if len(w) >= 4 and key.startswith(w):
            return val
    return None


def _modifiers(text: str) -> tuple[str, str | None, bool]:
    """Split ``name @row @own`` into (name, row, own)."""
    parts = text.split("@")
    name = parts[0].strip()
    row: str | None = None
    own = False
    for mod in parts[1:]:
        m = mod.strip().lower()
        if not m:
            continue
        if m in OWN_WORDS:
            own = True
            continue
        r = row_word(m)
        if r is None:
            raise refuse("r-unknown-place", place=excerpt(mod.strip(), 40))
        row = r
    return name, row, own


def _choices(text: str) -> tuple[Choice, ...]:
    out: list[Choice] = []
    for raw in _CHOICE_SEP.split(text):
        raw = raw.strip()
        if not raw:
            continue
        name, row, own = _modifiers(raw)
        out.append(Choice(name, row, own))
    return tuple(out)


def _list(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"[,;\n]", text) if p.strip()]


def _hand_ref(text: str, hand: list[int]) -> CardRef:
    m = _HAND_POS.fullmatch(text.strip())
    if m:
        pos = int(m.group(1))
        if 1 <= pos <= len(hand):
            return hand[pos - 1]
        raise refuse("r-no-hand-position", pos=pos, count=len(hand))
    return text.strip()


def _pin_positions(choices: tuple[Choice, ...], hand: list[int]) -> tuple[Choice, ...]:
    """``#3`` in a target list means the third card of the hand as the post found it."""
    out = []
    for c in choices:
        ref = _hand_ref(c.text, hand) if _PINNED_POS.fullmatch(c.text.strip()) else c.text
        out.append(Choice(f"#uid:{ref}", c.row, c.own) if isinstance(ref, int) else c)
    return tuple(out)


def _step(seg: str, hand: list[int]) -> Step:
    low = seg.lower()
    if low in PASS_WORDS:
        return Pass()
    first = _first_word(low)
    rest = _rest(seg, first, _LEADER)
    if rest is not None:
        head, _, tail = rest.partition(">")
        name, row, _own = _modifiers(head)
        return UseLeader(name or None, row, _pin_positions(_choices(tail), hand))
    rest = _rest(seg, first, _MOVE)
    if rest is not None:
        return HopeMove(_choices(rest))
    head, _, tail = seg.partition(">")
    name, row, own = _modifiers(head)
    if not name:
        raise refuse("r-name-before-mod")
    return PlayCard(_hand_ref(name, hand), row, own, _pin_positions(_choices(tail), hand))


def looks_like_chat(text: str, is_name: bool | Callable[[str], bool]) -> bool:
    """Chat that is clearly not a move is left alone (issue: 'chat … is left alone')."""
    t = text.strip()
    if not t or t.startswith(("//", "(", "ooc", "OOC", "> ", "http")):
        return True
    if any(ch in t for ch in "@>+#"):
        return False
    words = t.split()
    if len(words) > 8 or t.endswith("?"):
        return True
    return not (is_name(t) if callable(is_name) else is_name)


def hand_free(text: str) -> bool:
    """A post without digits names no hand position (``#3``, ``3``): its action does not depend on the
    hand, so callers may reuse one parse of it (``test_parse_memo`` keeps this true)."""
    if text.isascii():  # the usual post: one scan in C (str.isdigit also takes other scripts' digits)
        return _ASCII_DIGIT.search(text) is None
    return not any(ch.isdigit() for ch in text)


def parse_post(text: str, hand: list[int], *, is_card_like: bool | Callable[[str], bool] = True) -> Action:  # noqa: C901 - one branch per post keyword
    """Parse one post. ``is_card_like`` tells (or, if callable, is asked only when needed) whether the
    first words resemble some card name."""
    text = tidy(text)
    found = _INTERNAL_REF.search(text)
    if found:  # the engine's own card references are not post syntax: no answer may tell what they name
        raise _unknown_card(text[found.start() :].split(",")[0].split(">")[0].split("+")[0])
    for prefix in ("move:", "ход:"):
        if text.lower().startswith(prefix):
            text = text[len(prefix) :].strip()
    low = text.lower()
    if low.rstrip(".!") in CONCEDE_WORDS:
        return Concede()
    if low in NONE_WORDS and low.startswith("без"):
        return Exchange((), ())
    first = _first_word(low)
    if first[0] not in _KEYWORDS:  # the usual post: a card, a pass, a leader, two cards
        return _turn(text, low, first, hand, is_card_like)
    rest = _rest(text, first, _EXCHANGE)
    if rest is not None:
        if rest.lower() in NONE_WORDS or not rest:
            return Exchange((), ())
        give_txt, take_txt = None, None
        for w in FOR_WORDS:
            if w in f" {rest.lower()} ":
                idx = f" {rest.lower()} ".index(w)
                give_txt, take_txt = rest[: max(idx - 1, 0)], rest[idx - 1 + len(w) :]
                break
        if give_txt is None or take_txt is None:
            raise refuse("r-exchange-syntax")
        give = tuple(_hand_ref(x, hand) for x in _list(give_txt))
        take = tuple(_list(take_txt))
        return Exchange(give, take)
    rest = _rest(text, first, _KEEP)
    if rest is not None:
        return Keep(None if (not rest or rest.lower() in NONE_WORDS) else rest)
    rest = _rest(text, first, _REVEAL)
    if rest is not None:
        return Reveal(tuple(_hand_ref(x, hand) for x in _list(rest)))
    rest = _rest(text, first, _FIRST)
    if rest is not None and rest:
        return First(rest)
    rest = _rest(text, first, _REVIVE)
    if rest is not None:
        if not rest or rest.lower() in NONE_WORDS:
            return Revive(())
        return Revive(_choices(rest))
    rest = _rest(text, first, _TAKE)
    if rest is not None and rest:
        return Take(rest)
    rest = _rest(text, first, _DECK)
    if rest is not None:
        return _deck(rest)
    return _turn(text, low, first, hand, is_card_like)


def _turn(
    text: str, low: str, first: tuple[str, int], hand: list[int], is_card_like: bool | Callable[[str], bool]
) -> Turn:
    """A post that starts with none of the keywords of the other posts: a turn, or chat."""
    if low not in PASS_WORDS and first[0] not in _LEADER and looks_like_chat(text, is_card_like):
        raise NotAMove("not a move")
    segments = [s.strip() for s in _SEGMENT_SEP.split(text) if s.strip()]
    if not segments:
        raise NotAMove("empty")
    return Turn(tuple(_hand_free_step(s) if hand_free(s) else _step(s, hand) for s in segments))


@functools.lru_cache(maxsize=4096)
def _hand_free_step(seg: str) -> Step:
    """:func:`_step` of a part without digits: it names no hand position (:func:`hand_free`), so one parse
    serves every hand — the parts of two-card posts recur in other posts (steps are immutable; a refused
    part is not kept)."""
    return _step(seg, [])


def _deck(rest: str) -> SubmitDeck:
    """``deck <faction> [ready]; leader <name>; <card>, <card>, 1-5, …``."""
    parts = [p.strip() for p in re.split(r"[;\n]", rest) if p.strip()]
    if not parts:
        raise refuse("r-deck-syntax")
    first = parts[0]
    ready = False
    for w in (" ready", " готовая", " готовую", " standard", " стандартная"):
        if first.lower().endswith(w):
            ready = True
            first = first[: -len(w)].strip()
    faction = first
    leader: str | None = None
    cards: list[str] = []
    for p in parts[1:]:
        lrest = _head(p, LEADER_WORDS)
        if lrest is not None:
            leader = lrest
            continue
        crest = _head(p, ("cards", "карты"))
        for item in _list(crest if crest is not None else p):
            m = re.fullmatch(r"([0-9]+)\s*[-–—]\s*([0-9]+)", item)
            if m:
                ends = [int(g) if len(g) <= 3 else DECK_MAX_NUMBER + 1 for g in m.groups()]
                a, b = sorted(ends)
                if a < 1 or b > DECK_MAX_NUMBER:
                    raise IllegalMove(
                        f"A range of card numbers runs within 1–{DECK_MAX_NUMBER}, not {excerpt(item, 30)}.",
                        f"Номера карт в диапазоне — от 1 до {DECK_MAX_NUMBER}, а не {excerpt(item, 30)}.",
                    )
                cards.extend(str(n) for n in range(a, b + 1))
            else:
                m2 = re.fullmatch(r"(.+?)\s*[x×х]\s*([0-9])", item)
                if m2 and not m2.group(1).strip().isdecimal():
                    cards.extend([m2.group(1).strip()] * int(m2.group(2)))
                else:
                    cards.append(item)
            if len(cards) > DECK_MAX_ITEMS:
                raise IllegalMove(
                    f"A deck list names at most {DECK_MAX_ITEMS} cards; this one names more.",
                    f"В списке колоды не больше {DECK_MAX_ITEMS} карт; здесь больше.",
                )
    return SubmitDeck(faction, leader, tuple(cards), ready)
