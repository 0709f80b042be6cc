"""Posts in English and Russian → actions, and actions → the canonical text (:func:`canonical`).

A card is named by its full name, an unambiguous prefix, its id or its hand position (``#2``); a circle by
its spec name (VC, FL, FR, BL, BC, BR, ACC1…) or the Russian one (АВ, ПЛ, ПП, ЗЛ, ЗЦ, ЗП, УС1…). A post
that is no move at all is chat (:class:`NotAMove`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cards.core import IllegalMove, Lang, MoveError, NotAMove
from cards.kit.names import lowered as _lowered
from cards.kit.usertext import user_text

from .actions import (
    Action,
    Attack,
    Call,
    Concede,
    Declare,
    Effect,
    EndPhase,
    GARemove,
    GAssist,
    GATake,
    GiftChoice,
    Guard,
    GuardItem,
    Move,
    Mulligan,
    Note,
    Ride,
    Stride,
    SubmitDeck,
    TriggerChoice,
)
from .catalogue import Catalogue
from .deck import read_deck_text
from .resolve_actions import Act, Answer, Order
from .state import State
from .words import W

MAX_POST = 4000
lowered = functools.lru_cache(maxsize=1024)(_lowered)  # one post is compared with every keyword list

CIRCLE_ALIASES = {
    "vc": "VC", "v": "VC", "ав": "VC", "вк": "VC", "авангард": "VC",
    "fl": "FL", "пл": "FL", "лп": "FL",
    "fr": "FR", "пп": "FR",
    "bl": "BL", "зл": "BL", "лз": "BL",
    "bc": "BC", "зц": "BC", "цз": "BC",
    "br": "BR", "зп": "BR", "пз": "BR",
}
ZONE_ALIASES = {
    "hand": "hand", "рука": "hand", "руки": "hand", "drop": "drop", "сброс": "drop", "кладбище": "drop",
    "soul": "soul", "душа": "soul", "души": "soul", "damage": "damage", "урон": "damage", "deck": "deck",
    "колода": "deck", "колоды": "deck", "bind": "bind", "removed": "removed", "вне": "removed", "gc": "gc",
    "кз": "gc",
}
DURATIONS = {"battle": "battle", "бой": "battle", "битва": "battle", "битвы": "battle", "turn": "turn",
             "ход": "turn", "хода": "turn", "cont": "cont", "пока": "cont"}

KW: dict[str, tuple[str, ...]] = {
    "deck": ("deck", "колода"),
    "mulligan": ("mulligan", "муллиган", "мулиган", "замена", "вторая попытка"),
    "keep": ("keep", "mulligan none", "оставить", "оставляю", "без замены", "муллиган нет", "мулиган нет"),
    "g_assist": ("g assist", "g-assist", "gassist", "подмога", "ранговая поддержка"),
    "take": ("take", "взять", "беру"),
    "remove": ("remove", "убрать", "убираю"),
    "ride": ("ride", "смена", "райд"),
    "call": ("call", "призыв", "призываю"),
    "move": ("move", "переместить", "перемещение", "сдвинуть"),
    "attack": ("attack", "атака", "атакую", "атаковать"),
    "guard": ("guard", "защита", "защищаюсь"),
    "no_guard": ("no guard", "guard none", "без защиты", "не защищаюсь", "защиты нет", "защита нет"),
    "intercept": ("intercept", "перехват"),
    "perfect": ("perfect guard", "perfect", "идеальная защита", "идеальный"),
    "g_guardian": ("g guardian", "страж наследия"),
    "trigger": ("trigger", "триггер"),
    "gift": ("gift", "дар"),
    "end_turn": ("end turn", "конец хода", "завершить ход"),
    "end": ("end", "конец", "дальше", "end phase", "конец фазы", "pass", "пас"),
    "stride": ("stride", "вознесение"),
    "note": ("note", "заметка"),
    "concede": ("concede", "сдаюсь", "сдаться"),
    "act": ("act", "акт"),
    "yes": ("yes", "use", "да", "использовать"),
    "no": ("no", "decline", "нет", "не использовать", "отказ"),
    "order": ("order", "порядок"),
    "auto": ("auto", "авто"),
    "cont": ("cont", "пост", "конт"),
}
BOOST_WORDS = ("boost", "boosted", "поддержка", "с поддержкой", "буст")
NONE_WORDS = ("none", "nothing", "no", "нет", "ничего", "не брать")
BOOST_LONGEST_FIRST = tuple(sorted(BOOST_WORDS, key=len, reverse=True))


_KW_LONGEST_FIRST = {k: tuple(sorted(v, key=len, reverse=True)) for k, v in KW.items()}
_KW_FIRST_LETTER = {k: frozenset(w[0] for w in v) for k, v in KW.items()}


@functools.lru_cache(maxsize=2048)
def _starts(text: str, key: str) -> str | None:
    """The rest of ``text`` after one of KW[key]'s words, or None (a post is tried against every keyword list,
    and the same posts recur: remembered)."""
    low = lowered(text)
    if low[:1] not in _KW_FIRST_LETTER[key]:
        return None
    for w in _KW_LONGEST_FIRST[key]:
        if not low.startswith(w):
            continue
        if low == w:
            return ""
        if low.startswith(w + " ") or low.startswith(w + ":"):
            # cut the same number of characters from the (space-normalised) original
            orig = " ".join(text.split())
            return orig[len(w):].lstrip(" :")
    return None


@functools.lru_cache(maxsize=4096)
def _heads(text: str) -> dict[str, str]:
    """Every keyword list ``text`` starts with, and the rest after it (:func:`_starts` for each key): a post
    is tried against a dozen lists in turn, so it is read once and the answers remembered."""
    low = lowered(text)
    first = low[:1]
    out: dict[str, str] = {}
    for key, letters in _KW_FIRST_LETTER.items():
        if first in letters and (rest := _starts.__wrapped__(text, key)) is not None:
            out[key] = rest
    return out


# the keyword lists whose branch reads the text alone (no hand, prompt, zone or card name): a post that starts
# only with these (and is no bare "no", the answer to an ability) is read the same in every state, so it is
# remembered. A list not named here is never remembered — a new kind of post is safe until it is declared
# (tests/vanguard/test_text_only_memo.py reads each of these against states that answer nothing else).
STATE_FREE = frozenset({"concede", "keep", "g_assist", "move", "attack", "no_guard", "trigger", "gift", "end_turn",
                        "end", "no"})
_TEXT_ONLY: dict[str, Action] = {}  # post text → its action, for the posts STATE_FREE alone names

CIRCLE_RE = re.compile(r"(?:acc|ус|accel)(\d)")
HAND_POSITION_RE = re.compile(r"#(\d{1,2})")
HEAL_RE = re.compile(r"(?i)^(heal|лечить|исцелить)\b")  # text is stripped
ATTACK_SPLIT_RE = re.compile(r"[\s>→-]+")
GUARD_SPLIT_RE = re.compile(r"\s*(?:\+|;)\s*")
CARDS_SPLIT_RE = re.compile(r"\s*(?:\+|;|\band\b|\bи\b)\s*")
TRIGGER_SPLIT_RE = re.compile(r"[\s,>]+")
# answer's and call's patterns, compiled once (re's own cache is a lookup and a flags check a call)
PAID_RE = {w: re.compile(rf"(?i)\s{w}\s*\(([\d,\s]*)\)") for w in ("cb", "sb")}
NUMS_SPLIT_RE = re.compile(r"[,\s]+")
ANSWER_DISCARD_RE = re.compile(r"(?i)\s(?:discard|сбросить|сброс)\s+(.+)$")
ANSWER_TO_RE = re.compile(r"(?i)\s(?:to|на|в)\s+(.+)$")
TO_SPLIT_RE = re.compile(r"\s*\+\s*|\s+")
PLUS_SPLIT_RE = re.compile(r"\s*\+\s*")
GC_PICK_RE = re.compile(r"(?:gc|кз)\s*(\d)")
CALL_TO_RE = re.compile(r"\s+(to|на|в|>)$", re.I)
TRIGGER_HEAL_RE = re.compile(r"(?:heal|лечить|исцелить)\s+(\d+|none|нет|ничего)")


def circle_of(word: str) -> str | None:
    w = word.strip().lower().replace("ё", "е").rstrip(".,")
    if w in CIRCLE_ALIASES:
        return CIRCLE_ALIASES[w]
    m = CIRCLE_RE.fullmatch(w)
    if m:
        return f"ACC{m.group(1)}"
    return None


class Parser:
    """Reads posts for one catalogue and one state (hand positions and names are the seat's hand)."""

    def __init__(self, cat: Catalogue, st: State, seat: int) -> None:
        self.cat = cat
        self.st = st
        self.seat = seat
        self._hand: list[str] | None = None

    @property
    def hand(self) -> list[str]:
        """The seat's hand as card ids (for ``#2`` and names): read only by a post that names a card."""
        if self._hand is None:
            cards = self.st.cards
            self._hand = [cards[u] for u in self.st.sides[self.seat].hand]
        return self._hand

    # --- cards --------------------------------------------------------------------------------------
    def card(self, text: str, among: list[str] | None = None) -> str:
        t = text.strip().strip("«»\"'").strip()
        m = HAND_POSITION_RE.fullmatch(t)
        if m:
            n = int(m.group(1))
            if not 1 <= n <= len(self.hand):
                raise IllegalMove(W.text("err-hand-position", count=len(self.hand)))
            return self.hand[n - 1]
        pool = among if among is not None else self.hand
        if pool and (got := self.cat.find_in(t, pool)) is not None:
            return got.id
        return self.cat.resolve(t).id

    def cards(self, text: str, among: list[str] | None = None) -> list[str]:
        """Several cards split by ``+``, ``;``, ``,`` or ``and``/``и``; commas inside a name are kept."""
        parts = [p.strip() for p in CARDS_SPLIT_RE.split(text) if p.strip()]
        out: list[str] = []
        for part in parts:
            bits = [b.strip() for b in part.split(",") if b.strip()]
            i = 0
            while i < len(bits):
                done = False
                for j in range(len(bits), i, -1):  # the longest comma-joined run that names a card
                    try:
                        out.append(self.card(", ".join(bits[i:j]), among))
                    except MoveError:
                        if j == i + 1:
                            raise
                        continue
                    i = j
                    done = True
                    break
                if not done:
                    i += 1
        return out

    # --- posts ----------------------------------------------------------------------------------------
    def parse(self, text: str) -> Action:
        text = text.strip()
        got = _TEXT_ONLY.get(text)  # only a post read before, that fits and is no deck
        if got is not None:
            return got
        if len(text) > MAX_POST:
            raise IllegalMove(W.text("err-post-too-long", limit=MAX_POST))
        if not text:
            raise NotAMove("empty post", "пустое сообщение")
        first_line = text.splitlines()[0]
        if _starts(first_line, "deck") is not None:
            return SubmitDeck(read_deck_text(self.cat, text))
        h = _heads(text)  # every keyword list's rest, read once
        action = self._read(text, h)
        if h.keys() <= STATE_FREE and h.get("no") != "":  # no branch read the state: the text alone decides
            if len(_TEXT_ONLY) >= 4096:
                _TEXT_ONLY.clear()
            _TEXT_ONLY[text] = action
        return action

    def _read(self, text: str, h: dict[str, str]) -> Action:  # noqa: C901 - one branch per kind of post
        """The post's action, the keyword lists it starts with (``h``) checked in this order."""
        if h.get("concede") is not None:
            return Concede()
        if (rest := h.get("note")) is not None:
            return Note(user_text(rest[:1000]))
        if h.get("keep") is not None:
            return Mulligan(())
        if (rest := h.get("mulligan")) is not None:
            if lowered(rest) in NONE_WORDS or not rest:
                return Mulligan(())
            return Mulligan(tuple(self.cards(rest)))
        if h.get("g_assist") is not None:
            return GAssist()
        for kind in ("act", "auto", "cont"):
            if (rest := h.get(kind)) is not None:
                if kind == "act" and ":" not in rest:
                    return self.act(rest)  # a scripted ACT, named by card or circle
                return self.declare(kind, rest)
        prompts = self.st.prompts  # the first prompt, when it asks this seat
        asked = prompts[0] if prompts and prompts[0].seat == self.seat else None
        asked_kind = asked.kind if asked is not None else ""
        ability = asked.data if asked is not None and asked_kind in ("ability", "ability_dm") else {}
        if ability and (rest := h.get("yes")) is not None:
            return self.answer(rest, ability)
        if ability and h.get("no") is not None and not h.get("no"):
            return Answer(False)
        if asked is not None and asked_kind == "ability_order" and asked.data and (rest := h.get("order")) is not None:
            nums = rest.replace(",", " ").split()
            if not nums or not all(x.isdigit() for x in nums):
                raise IllegalMove(W.text("err-syntax-order"))
            return Order(tuple(int(x) for x in nums))
        if (rest := h.get("take")) is not None and asked_kind == "ga_take":
            # only while a take is asked for: "take your time" in the thread is chat (issue 29)
            if lowered(rest) in NONE_WORDS or not rest:
                return GATake(None)
            options = asked.data.get("options", []) if asked is not None else []
            return GATake(self.card(rest, list(options) or None))
        if lowered(text) in ("take none", "не брать", "ничего не беру"):
            return GATake(None)
        if (rest := h.get("remove")) is not None:
            return GARemove(tuple(self.cards(rest)))
        if (rest := h.get("ride")) is not None:
            soul = asked.data.get("options") if asked is not None and asked_kind == "soul_ride" else None
            return Ride(self.card(rest, list(soul) if soul else None))
        if (rest := h.get("call")) is not None:
            return self.call(rest)
        if (rest := h.get("move")) is not None:
            words = rest.split()
            c = circle_of(words[0]) if words else None
            if c is None:
                raise IllegalMove(W.text("err-syntax-move"))
            if len(words) == 1:
                return Move(c)
            dest = circle_of(words[1])
            if dest is None or len(words) > 2:
                raise IllegalMove(W.text("err-move-extra", text=" ".join(words[1:])[:40]))  # no word dropped
            return Move(c, dest)
        if (rest := h.get("attack")) is not None:
            return self.attack(rest)
        if h.get("no_guard") is not None:
            return Guard(())
        if (rest := h.get("guard")) is not None:
            return self.guard(rest)
        if h.get("intercept") is not None or h.get("perfect") is not None \
                or h.get("g_guardian") is not None:
            return self.guard(text)
        if (rest := h.get("trigger")) is not None:
            return self.trigger(rest)
        if HEAL_RE.match(text):
            return self.trigger(text)
        if (rest := h.get("gift")) is not None:
            return self.gift(rest)
        if (rest := h.get("stride")) is not None:
            return self.stride(rest)
        if h.get("end_turn") is not None:
            return EndPhase(turn=True)
        if lowered(text) in KW["end"]:
            return EndPhase()
        raise NotAMove("chat", "разговор")

    def act(self, rest: str) -> Act:
        """``act Blaster Blade``, ``act VC``, ``act FL 2`` (the 2nd ACT ability of the card there)."""
        words = rest.split()
        if not words:
            raise IllegalMove(W.text("err-syntax-act"))
        index = 0
        if len(words) > 1 and words[-1].isdigit():
            index, words = int(words[-1]), words[:-1]
        if len(words) == 1 and (c := circle_of(words[0])) is not None:
            return Act(c, "", index)
        side = self.st.sides[self.seat]
        pool = [self.st.cards[u] for _, u in side.units()] + [self.st.cards[u] for u in side.soul + side.drop]
        return Act("", self.card(" ".join(words), pool or None), index)

    def answer(self, rest: str, data: dict[str, Any]) -> Answer:
        """``yes``, ``yes FL + opp FR``, ``yes Blaster Blade to FL``, ``yes discard Wingal`` (ru ``да … на …``,
        ``сбросить``): the picks, the circles called to, the cards discarded."""
        text = " " + rest.strip() + " "
        paid: dict[str, tuple[int, ...]] = {"cb": (), "sb": ()}
        for word in ("cb", "sb"):  # V-COST-7: which damage / soul positions pay, "cb(1,3)", "sb(2)"
            m = PAID_RE[word].search(text)
            if m:
                nums = [x for x in NUMS_SPLIT_RE.split(m.group(1).strip()) if x]
                if not nums or len(nums) > 10:
                    raise IllegalMove(W.text("err-syntax-target", text=m.group(0).strip()[:40]))
                paid[word] = tuple(int(x) for x in nums)
                text = text[: m.start()] + " " + text[m.end():]
        discard: tuple[str, ...] = ()
        m = ANSWER_DISCARD_RE.search(text)
        if m:
            discard = tuple(self.cards(m.group(1).strip()))
            text = text[: m.start()] + " "
        to: tuple[str, ...] = ()
        m = ANSWER_TO_RE.search(text)
        if m:
            circles = [circle_of(w) for w in TO_SPLIT_RE.split(m.group(1).strip()) if w]
            if any(c is None for c in circles):
                raise IllegalMove(W.text("err-syntax-target", text=m.group(1).strip()[:40]))
            to = tuple(c for c in circles if c is not None)
            text = text[: m.start()] + " "
        picks: list[str] = []
        for part in [p.strip() for p in PLUS_SPLIT_RE.split(text.strip()) if p.strip()]:
            words = lowered(part).split()
            circle = circle_of(words[-1]) if words else None
            if circle is not None and len(words) <= 2:
                opp = len(words) == 2 and words[0] in ("opp", "враг", "противник", "соперник")
                if len(words) == 2 and not opp:
                    raise IllegalMove(W.text("err-syntax-target", text=part[:40]))
                picks.append(f"opp:{circle}" if opp else circle)
                continue
            m2 = GC_PICK_RE.fullmatch(" ".join(words))
            if m2:
                picks.append(f"GC{m2.group(1)}")
                continue
            picks.append(self.card(part, None))
        return Answer(True, tuple(picks), to, discard, paid["cb"], paid["sb"])

    def call(self, rest: str) -> Call:
        words = rest.split()
        if len(words) < 2:
            raise IllegalMove(W.text("err-syntax-call"))
        c = circle_of(words[-1])
        name = " ".join(words[:-1])
        if c is None and len(words) >= 3 and words[-2].lower() in ("to", "на", "в"):
            c = circle_of(words[-1])
        if c is None:
            raise IllegalMove(W.text("err-syntax-call"))
        name = CALL_TO_RE.sub("", name.strip())
        return Call(self.card(name), c)

    def attack(self, rest: str) -> Attack:
        low = lowered(rest)
        boost = False
        for w in BOOST_LONGEST_FIRST:
            if low.endswith(" " + w) or low == w:
                boost = True
                low = low[: -len(w)].strip()
                break
        words = [w for w in ATTACK_SPLIT_RE.split(low) if w and w not in ("opp", "враг", "на")]
        circles = [circle_of(w) for w in words]
        if len(circles) != 2 or None in circles:
            raise IllegalMove(W.text("err-syntax-attack"))
        a, t = circles
        assert a is not None and t is not None
        return Attack(a, t, boost)

    def guard(self, rest: str) -> Guard:
        if lowered(rest) in NONE_WORDS or not rest.strip():
            return Guard(())
        items: list[GuardItem] = []
        for part in [p.strip() for p in GUARD_SPLIT_RE.split(rest) if p.strip()]:
            if (r := _starts(part, "intercept")) is not None:
                c = circle_of(r)
                if c is None:
                    raise IllegalMove(W.text("err-syntax-guard"))
                items.append(GuardItem("intercept", circle=c))
            elif (r := _starts(part, "perfect")) is not None:
                m = re.match(r"(?is)(.+?)\s+(?:discard|сбросить|сброс)\s+(.+?)(?:\s+(?:protect|защитить)\s+(\S+))?$", r)
                if not m:
                    raise IllegalMove(W.text("err-syntax-perfect"))
                prot = circle_of(m.group(3)) if m.group(3) else ""
                items.append(GuardItem("perfect", card=self.card(m.group(1)), discard=self.card(m.group(2)),
                                       protect=prot or ""))
            elif (r := _starts(part, "g_guardian")) is not None:
                m = re.match(r"(?is)(.+?)\s+(?:discard|сбросить|сброс)\s+(.+)$", r)
                if not m:
                    raise IllegalMove(W.text("err-syntax-guard"))
                gz = [self.st.cards[u] for u in self.st.sides[self.seat].g_zone]
                items.append(GuardItem("g_guardian", card=self.card(m.group(1), gz), discard=self.card(m.group(2))))
            else:
                items.extend(GuardItem("hand", card=c) for c in self.cards(part))
        return Guard(tuple(items))

    def trigger(self, rest: str) -> TriggerChoice:
        low = lowered(rest)
        heal: int | None = None
        m = TRIGGER_HEAL_RE.search(low)
        if m:
            heal = 0 if not m.group(1).isdigit() else int(m.group(1))
            low = (low[: m.start()] + low[m.end():]).strip()
        circles = [circle_of(w) for w in TRIGGER_SPLIT_RE.split(low) if w]
        if None in circles or len(circles) > 2:
            raise IllegalMove(W.text("err-syntax-trigger"))
        got = [c for c in circles if c]
        return TriggerChoice(got[0] if got else "", got[1] if len(got) > 1 else "", heal)

    def gift(self, rest: str) -> GiftChoice:
        words = rest.split()
        variant = ""
        circle = ""
        for w in words:
            u = w.upper().replace("І", "I")
            if u in ("I", "II", "1", "2"):
                variant = {"1": "I", "2": "II"}.get(u, u)
            elif (c := circle_of(w)) is not None:
                circle = c
            else:
                raise IllegalMove(W.text("err-syntax-gift"))
        return GiftChoice(variant, circle)

    def stride(self, rest: str) -> Stride:
        m = re.match(r"(?is)(.+?)\s+(?:discard|сбросить|сброс)\s+(.+)$", rest)
        if not m:
            raise IllegalMove(W.text("err-syntax-stride"))
        gz = [self.st.cards[u] for u in self.st.sides[self.seat].g_zone]
        return Stride(self.card(m.group(1), gz), tuple(self.cards(m.group(2))))

    # --- declared abilities -----------------------------------------------------------------------------
    def declare(self, kind: str, rest: str) -> Declare:
        head, sep, body = rest.partition(":")
        if not sep:
            raise IllegalMove(W.text("err-syntax-ability"))
        cost_text = ""
        m = re.search(r"\[(.*?)\]", head)
        if m:
            cost_text = m.group(1)
            head = head[: m.start()] + head[m.end():]
        once = False
        hm = re.search(r"(?i)\b1\s*/\s*(turn|ход)\b", head)
        if hm:
            once = True
            head = head[: hm.start()] + head[hm.end():]
        place = self.place(head.strip())
        cost = tuple(self.effect(c.strip(), cost=True) for c in re.split(r"\s*[,;]\s*", cost_text) if c.strip())
        effects = tuple(self.effect(e.strip()) for e in re.split(r"\s*;\s*", body) if e.strip())
        return Declare(kind, place, once, cost, effects)

    def place(self, text: str) -> str:
        words = text.split()
        if not words:
            raise IllegalMove(W.text("err-syntax-ability"))
        if len(words) == 1 and (c := circle_of(words[0])) is not None:
            return c
        zone = ZONE_ALIASES.get(words[0].lower())
        if zone is None:
            raise IllegalMove(W.text("err-syntax-ability"))
        side = self.st.sides[self.seat]
        attr = {"gc": "guardians"}.get(zone, zone)
        pool = [self.st.cards[u] for u in getattr(side, attr)]
        return f"{zone}:{self.card(' '.join(words[1:]), pool or None)}"

    def target(self, text: str) -> str:
        words = lowered(text).split()
        opp = False
        if words and words[0] in ("opp", "opp:", "враг", "противник", "соперник"):
            opp, words = True, words[1:]
        if len(words) == 1 and words[0].startswith("opp:"):
            opp, words = True, [words[0][4:]]
        if len(words) != 1:
            raise IllegalMove(W.text("err-syntax-target", text=text[:40]))
        m = re.fullmatch(r"(?:gc|кз):?(\d)", words[0])
        if m:
            t = f"gc:{m.group(1)}"
        else:
            c = circle_of(words[0])
            if c is None:
                raise IllegalMove(W.text("err-syntax-target", text=text[:40]))
            t = c
        return f"opp:{t}" if opp else t

    def effect(self, text: str, cost: bool = False) -> Effect:
        low = lowered(text)
        m = re.fullmatch(r"(cb|sb|cc|sc|heal|лечить)\s*(\d+)\s*(?:\(([\d,\s]+)\))?", low)
        if m:
            verb = {"лечить": "heal"}.get(m.group(1), m.group(1))
            picks = tuple(int(x) for x in re.split(r"[,\s]+", m.group(3).strip())) if m.group(3) else ()
            return Effect(verb, int(m.group(2)), picks=picks)
        m = re.fullmatch(r"(power|сила|shield|щит|critical|crit|крит)\s*([+-]\s*\d+)\s+(.+?)(?:\s+(\S+))?", low)
        if m:
            verb = {"сила": "power", "щит": "shield", "crit": "critical", "крит": "critical"}.get(m.group(1), m.group(1))
            until = "turn"
            tgt = m.group(3)
            if m.group(4):
                if m.group(4) in DURATIONS:
                    until = DURATIONS[m.group(4)]
                else:
                    tgt = f"{tgt} {m.group(4)}"
            return Effect(verb, int(m.group(2).replace(" ", "")), target=self.target(tgt), until=until)
        m = re.fullmatch(r"(draw|взять|добрать|look|посмотреть|reveal|показать)\s+(\d+)", low)
        if m:
            verb = {"взять": "draw", "добрать": "draw", "посмотреть": "look", "показать": "reveal"}.get(
                m.group(1), m.group(1))
            return Effect(verb, int(m.group(2)))
        m = re.fullmatch(r"(stand|поднять|rest|повернуть|retire|ретайр|nohit|неуязвим)\s+(.+)", low)
        if m:
            verb = {"поднять": "stand", "повернуть": "rest", "ретайр": "retire", "неуязвим": "nohit"}.get(
                m.group(1), m.group(1))
            return Effect(verb, target=self.target(m.group(2)))
        m = re.match(r"(?i)(discard|сбросить)\s+(.+)$", text.strip())
        if m:
            return Effect("discard", card=self.card(m.group(2)))
        m = re.match(r"(?i)(move|переместить)\s+(.+?)\s*>\s*(.+)$", text.strip())
        if m:
            return self.move_effect(m.group(2), m.group(3))
        m = re.match(r"(?i)(note|заметка)\s+(.+)$", text.strip())
        if cost and not m:
            raise IllegalMove(W.text("err-syntax-cost", text=text[:40]))
        return Effect("note", text=user_text((m.group(2) if m else text)[:500]))

    def move_effect(self, src: str, dst: str) -> Effect:
        words = src.split()
        d = dst.strip()
        keep = False
        km = re.search(r"(?i)\s+(?:no shuffle|noshuffle|без перетасовки)$", d)
        if km:  # a search that leaves the deck's order as it is
            keep, d = True, d[: km.start()].strip()
        if d.lower() in ("bottom", "deck bottom", "низ", "низ колоды", "под низ"):
            d = "bottom"
        dest = circle_of(d) or ZONE_ALIASES.get(d.lower()) or ("bottom" if d == "bottom" else None)
        if dest is None:
            raise IllegalMove(W.text("err-syntax-target", text=dst[:40]))
        zone = ZONE_ALIASES.get(words[0].lower()) if words else None
        if zone is not None and len(words) > 1:
            side = self.st.sides[self.seat]
            attr = {"gc": "guardians"}.get(zone, zone)
            pool = [self.st.cards[u] for u in getattr(side, attr)] if zone != "deck" else None
            return Effect("move", card=self.card(" ".join(words[1:]), pool or None), source=zone, dest=dest,
                          noshuffle=keep)
        return Effect("move", source=self.target(src), dest=dest, noshuffle=keep)


def parse_post(cat: Catalogue, st: State, seat: int, text: str) -> Action:
    got = _TEXT_ONLY.get(text.strip())  # a post the text alone decides, read before: no Parser made
    if got is not None:
        return got
    return Parser(cat, st, seat).parse(text)


# --- the written post: one writer, a word table per language ------------------------------------------


@dataclass(frozen=True, slots=True)
class PostWords:
    """The words a written post takes in one language. Every kind of move takes its words from here, so a new
    move cannot be written in one language only: a table missing a word fails when it is built."""

    lang: Lang
    circle: Callable[[str], str]  # a circle or target code (VC, ACC1, GC1, opp:FL) as this language writes it
    trial: str
    mulligan: str
    keep: str
    g_assist: str
    take: str
    take_none: str
    remove: str
    ride: str
    call: str
    move: str
    act: str
    order: str
    yes: str
    no: str
    to: str
    discard: str
    attack: str
    boost: str
    guard: str
    no_guard: str
    intercept: str
    perfect: str
    protect: str
    g_guardian: str
    trigger: str
    heal: str
    heal_none: str
    gift: str
    end_turn: str
    end: str
    stride: str
    note: str
    concede: str


EN_POST = PostWords(
    lang="en", circle=lambda code: _target_text(code), trial="deck trial", mulligan="mulligan",
    keep="mulligan none", g_assist="g assist", take="take", take_none="take none", remove="remove", ride="ride",
    call="call", move="move", act="act", order="order", yes="yes", no="no", to="to", discard="discard",
    attack="attack", boost="boost", guard="guard", no_guard="no guard", intercept="intercept", perfect="perfect",
    protect="protect", g_guardian="g guardian", trigger="trigger", heal="heal", heal_none="heal none",
    gift="gift", end_turn="end turn", end="end", stride="stride", note="note", concede="concede",
)


def _is_place(pick: str) -> bool:
    """An answer's pick that is a circle or target, not a card id (card ids are lower-case slugs)."""
    return pick.startswith(("opp:", "GC")) or circle_of(pick) is not None


def canonical(cat: Catalogue, action: Action) -> str:
    """The action as the canonical English post; :func:`parse_post` reads it back to the same action."""
    text = write_post(cat, action, EN_POST)
    assert text is not None  # English writes every action
    return text


def write_post(cat: Catalogue, action: Action, w: PostWords) -> str | None:  # noqa: C901 - one branch per kind
    """The action in ``w``'s words; None where only the English text exists (a whole deck list, a declared
    ability), so a player of another language keeps the canonical post there."""
    english = w.lang == "en"

    def n(cid: str) -> str:
        return cat.card(cid).name(w.lang)

    def names(ids: tuple[str, ...] | list[str]) -> str:
        return " + ".join(n(c) for c in ids)

    c = w.circle
    a = action
    if isinstance(a, SubmitDeck):
        if a.deck.ready:
            return f"{w.trial} {a.deck.ready}"
        if not english:
            return None
        from collections import Counter

        lines = [f"{q} {n(cid)}" for cid, q in Counter(a.deck.main).items()]
        lines.append(f"start: {n(a.deck.start)}")
        if a.deck.g_zone:
            lines.append("g zone:")
            lines += [f"{q} {n(cid)}" for cid, q in Counter(a.deck.g_zone).items()]
        return "deck\n" + "\n".join(lines)
    if isinstance(a, Mulligan):
        return f"{w.mulligan} {names(a.cards)}" if a.cards else w.keep
    if isinstance(a, GAssist):
        return w.g_assist
    if isinstance(a, GATake):
        return f"{w.take} {n(a.card)}" if a.card else w.take_none
    if isinstance(a, GARemove):
        return f"{w.remove} {names(a.cards)}"
    if isinstance(a, Ride):
        return f"{w.ride} {n(a.card)}"
    if isinstance(a, Call):
        return f"{w.call} {n(a.card)} {c(a.circle)}"
    if isinstance(a, Move):
        return f"{w.move} {c(a.circle)}" + (f" {c(a.dest)}" if a.dest else "")
    if isinstance(a, Act):
        return f"{w.act} {c(a.place) if a.place else n(a.card)}" + (f" {a.index}" if a.index else "")
    if isinstance(a, Order):
        return f"{w.order} " + " ".join(map(str, a.order))
    if isinstance(a, Answer):
        if not a.yes:
            return w.no
        out = w.yes
        if a.picks:
            out += " " + " + ".join(c(p) if _is_place(p) else n(p) for p in a.picks)
        if a.to:
            out += f" {w.to} " + " + ".join(c(t) for t in a.to)
        if a.discard:
            out += f" {w.discard} " + names(a.discard)
        out += "".join(f" {k}({','.join(map(str, v))})" for k, v in (("cb", a.cb), ("sb", a.sb)) if v)
        return out
    if isinstance(a, Attack):
        return f"{w.attack} {c(a.attacker)} {c(a.target)}" + (f" {w.boost}" if a.boost else "")
    if isinstance(a, Guard):
        if not a.items:
            return w.no_guard
        parts = []
        for it in a.items:
            if it.kind == "intercept":
                parts.append(f"{w.intercept} {c(it.circle)}")
            elif it.kind == "perfect":
                parts.append(f"{w.perfect} {n(it.card)} {w.discard} {n(it.discard)}"
                             + (f" {w.protect} {c(it.protect)}" if it.protect else ""))
            elif it.kind == "g_guardian":
                parts.append(f"{w.g_guardian} {n(it.card)} {w.discard} {n(it.discard)}")
            else:
                parts.append(n(it.card))
        return f"{w.guard} " + " + ".join(parts)
    if isinstance(a, TriggerChoice):
        out = w.trigger
        for circle in (a.power, a.second):
            if circle:
                out += f" {c(circle)}"
        if a.heal is not None:
            out += f" {w.heal} {a.heal}" if a.heal else f" {w.heal_none}"
        return out
    if isinstance(a, GiftChoice):
        return " ".join(x for x in (w.gift, a.variant, c(a.circle) if a.circle else "") if x)
    if isinstance(a, EndPhase):
        return w.end_turn if a.turn else w.end
    if isinstance(a, Stride):
        return f"{w.stride} {n(a.card)} {w.discard} {names(a.discards)}"
    if isinstance(a, Note):
        return f"{w.note} {a.text}"
    if isinstance(a, Concede):
        return w.concede
    if isinstance(a, Declare):
        if not english:
            return None
        place = a.place
        if ":" in place:
            zone, cid = place.split(":", 1)
            place = f"{zone} {n(cid)}"
        head = f"{a.kind} {place}" + (" 1/turn" if a.once else "")
        if a.cost:
            head += " [" + ", ".join(_effect_text(cat, e) for e in a.cost) + "]"
        return head + ": " + "; ".join(_effect_text(cat, e) for e in a.effects)
    raise TypeError(a)


def _target_text(t: str) -> str:
    if t.startswith("opp:"):
        return "opp " + _target_text(t[4:])
    if t.startswith("gc:"):
        return "gc" + t[3:]
    return t


def _effect_text(cat: Catalogue, e: Effect) -> str:
    if e.verb in ("cb", "sb", "cc", "sc", "heal"):
        return f"{e.verb}{e.amount}" + (f"({','.join(map(str, e.picks))})" if e.picks else "")
    if e.verb in ("power", "shield", "critical"):
        return f"{e.verb} {e.amount:+d} {_target_text(e.target)} {e.until}"
    if e.verb in ("draw", "look", "reveal"):
        return f"{e.verb} {e.amount}"
    if e.verb in ("stand", "rest", "retire", "nohit"):
        return f"{e.verb} {_target_text(e.target)}"
    if e.verb == "discard":
        return f"discard {cat.card(e.card).name_en}"
    if e.verb == "move":
        src = f"{e.source} {cat.card(e.card).name_en}" if e.card else _target_text(e.source)
        return f"move {src} > {e.dest}" + (" no shuffle" if e.noshuffle else "")
    return f"note {e.text}"
