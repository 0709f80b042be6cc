"""Posts in English and Russian → actions, and actions → the canonical (English) post that reads back
to the same action in the same state (as SAN is to python-chess).

Syntax (docs/fow.md): ``play <card> [from standby] [pay light light fire] [cost rest; discard <card>;
banish <card>; life 200; {R}] [: <effect>; <effect>…]``, ``activate``/``auto``/``art <name>`` alike,
``judgment [pay …]``, ``call``, ``will <attributes>``, ``attack <card> [-> <target>]``, ``battle``,
``block <card>``/``no block``, ``pass``, ``no responses``, ``discard <card>; …``, ``mulligan <card>; …``,
``first``/``second``, ``deck …``, ``set <card> [pay …]``, ``note <text>``, ``concede``.
Lists of cards are separated by ";" (names hold commas). ``#k`` picks the k-th card of that name.
"""

from __future__ import annotations

import re

from cards.core import NotAMove, Text
from cards.kit.names import lowered
from cards.kit.usertext import user_text

from . import deck as deckcheck
from .actions import (
    Action,
    Attack,
    Block,
    CallStone,
    ChooseOrder,
    ChooseTarget,
    Concede,
    Costs,
    Discard,
    Effect,
    Forfeit,
    Judgment,
    Mulligan,
    NoResponses,
    Note,
    OrderTriggers,
    Pass,
    PassUntilChange,
    ProduceWill,
    SetStandby,
    SubmitDeck,
    Use,
    UseCoin,
)
from .catalogue import SYMBOL_OF, Cost
from .ctx import Ctx, names
from .text import refuse
from .will import recovered_stones, stone_options, stone_will

MAX_POST = 2000

ATTR_WORDS = (
    ("light", ("light", "w", "свет", "светл", "белый")),
    ("fire", ("fire", "r", "огонь", "огн", "огон", "красный")),
    ("water", ("water", "u", "вода", "вод", "синий")),
    ("wind", ("wind", "g", "ветер", "ветр", "воздух", "возд", "зелёный", "зеленый")),
    ("darkness", ("darkness", "dark", "b", "тьма", "тьм", "тёмн", "темн", "черный", "чёрный")),
    ("void", ("void", "бесцвет", "пустота")),
)
KEYWORD_WORDS = {
    "flying": "Flying", "полёт": "Flying", "полет": "Flying",
    "first strike": "First Strike", "первый удар": "First Strike",
    "swiftness": "Swiftness", "стремительность": "Swiftness",
    "target attack": "Target Attack", "precision": "Target Attack", "прицельная атака": "Target Attack",
    "imperishable": "Imperishable", "нерушимость": "Imperishable",
}
ZONE_WORDS = {
    "hand": "hand", "руку": "hand", "рука": "hand", "field": "field", "поле": "field",
    "graveyard": "graveyard", "кладбище": "graveyard", "removed": "removed", "изгнание": "removed",
    "deck top": "deck top", "верх колоды": "deck top", "deck bottom": "deck bottom", "низ колоды": "deck bottom",
}
ME = ("me", "self", "myself", "я", "себя", "себе", "мне")
OPP = ("opponent", "opp", "enemy", "противник", "противника", "соперник", "соперника", "оппонент")
VERBS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("no_responses", ("no responses", "no response", "нет ответов", "без ответов", "не отвечаю")),
    ("pass_until", ("pass until change", "pass until something changes", "пас до изменений", "пас пока без изменений")),
    ("no_block", ("no block", "без блока", "не блокирую", "нет блока")),
    ("pass", ("pass", "пас", "пасс")),
    ("concede", ("concede", "resign", "сдаюсь", "сдаться")),
    ("call", ("call stone", "call", "призвать камень", "призвать", "призыв")),
    ("judgment", ("judgment", "judgement", "суд")),
    ("will", ("will", "воля")),
    ("play", ("play", "cast", "сыграть", "разыграть", "играть")),
    ("activate", ("activate", "ability", "use", "способность", "активировать")),
    ("auto", ("auto", "авто", "автоматическая")),
    ("art", ("art", "god's art", "искусство")),
    ("attack", ("attack", "атака", "атаковать", "атакую")),
    ("battle", ("battle", "битва")),
    ("block", ("block", "блок", "блокировать", "блокирую")),
    ("discard", ("discard", "сброс", "сбросить", "сбрасываю")),
    ("mulligan", ("mulligan", "keep", "муллиган", "оставляю", "оставить")),
    ("first", ("first", "первым", "первый", "хожу первым")),
    ("second", ("second", "вторым", "второй", "хожу вторым")),
    ("deck", ("deck", "колода")),
    ("set", ("set", "отложить", "в резерв")),
    ("note", ("note", "заметка")),
    ("target", ("target", "targets", "цель", "цели")),
    ("order", ("order", "порядок")),
)
CLAUSE = re.compile(
    r"\s+(pay|cost|плата|цена|from standby|из резерва|from graveyard|с кладбища|awaken|пробуждение|"
    r"incarnation|воплощение|x|х|ability|способность)(?=\s|$)", re.IGNORECASE)


SEARCH_NONE = ("none", "nothing", "no card", "ничего", "нет")
NO_COSTS = Costs()  # frozen: one for every use that declares none
# the patterns a post of the scripted player goes through, compiled once (re's own cache is a function call
# and a look-up per use; replays parse every post)
_NAME_K = re.compile(r"(.*?)\s*#(\d{1,3})")
_NUMBER = re.compile(r"#?\d{1,3}")
_LIST_SEP = re.compile(r"[;\n]+")
_ATTACK_TARGET = re.compile(r"\s*(?:->|→|=>)\s*|\s+(?:at|на)\s+")
_WORDS = re.compile(r"[\s,;]+")
_ARROW = re.compile(r"\s*(?:->|→)\s*")
_EFFECTS = re.compile(r"\s*;\s*")
_DAMAGE = re.compile(r"(?:damage|урон)\s+(\d{1,5})\s+(?:to\s+|по\s+|на\s+)?(.+)", re.IGNORECASE)
_DESTROY = re.compile(r"(?:destroy|уничтожить)\s+(.+)", re.IGNORECASE)
_LIFE = re.compile(r"(?:life|жизнь)\s+([+-]\d{1,5})(?:\s+(.+))?", re.IGNORECASE)

_VERB_WORDS = tuple((verb, w.replace("ё", "е")) for verb, words in VERBS
                    for w in sorted(words, key=len, reverse=True))


_BY_FIRST: dict[str, tuple[tuple[str, str], ...]] = {}
for _verb, _w in _VERB_WORDS:  # in VERBS' order, each verb's longest word first, grouped by first letter
    _BY_FIRST[_w[:1]] = (*_BY_FIRST.get(_w[:1], ()), (_verb, _w))
_HEAD = max(len(w) for _, w in _VERB_WORDS) + 1  # enough of a post to tell its verb (a deck list is long)


def split_verb(text: str) -> tuple[str, str]:
    low = text[:_HEAD].lower().replace("ё", "е")
    for verb, w in _BY_FIRST.get(low[:1], ()):
        if low.startswith(w) and (len(text) == len(w) or low[len(w):len(w) + 1] in (" ", ":")):
            return verb, text[len(w):].strip()
    raise NotAMove("Not a move.", "Это не ход.")


# --- card and player references -------------------------------------------------------------------
def _name_k(text: str) -> tuple[str, int]:
    t = text.strip()
    if "#" not in t:  # the pattern cannot match: not tried (a lazy match tries every place in the name)
        return t, 1
    m = _NAME_K.fullmatch(t)
    return (m.group(1), int(m.group(2))) if m else (t, 1)


def _matches(ctx: Ctx, uid: int, cid: str) -> bool:
    d = ctx.defn(uid)
    if d.id == cid or d.j_ruler == cid or ctx.face(uid).id == cid:
        return True
    name = ctx.cat.card(cid).name_en  # a reprint: the same card under another set's number
    return d.name_en == name or ctx.face(uid).name_en == name


def pick(ctx: Ctx, candidates: list[int], text: str, what: str) -> int:
    """The card ``text`` names among ``candidates`` (a name, ``name #k``, or ``#n`` a position)."""
    t = text.strip()
    if _NUMBER.fullmatch(t) and what == "hand":
        n = int(t.lstrip("#"))
        if 1 <= n <= len(candidates):
            return candidates[n - 1]
        raise refuse("ref-number", number=n, count=len(candidates))
    name, k = _name_k(t)
    cid = ctx.cat.lookup(name)
    if cid is None:
        close = ctx.cat.close_names(name)
        raise refuse("ref-unknown", name=name[:60], close=close)
    name = ctx.cat.card(cid).name_en
    cards, defs = ctx.s.cards, ctx.cat.cards
    hits = []
    for u in candidates:  # _matches, with the name read once and a J-ruler's other side only for a ruler
        d = defs[cards[u].cid]
        if d.id == cid or d.name_en == name or (d.j_ruler and _matches(ctx, u, cid)):
            hits.append(u)
            if len(hits) == k:  # the k-th of that name: the rest are not read
                return u
    if len(hits) < k:
        raise refuse("ref-not-there", name=Text(**names(ctx.cat.card(cid))), where=what)
    return hits[k - 1]


def ref(ctx: Ctx, candidates: list[int], uid: int) -> str:
    """The canonical name of ``uid`` among ``candidates`` (``#k`` only when needed)."""
    name = ctx.face(uid).name_en
    cards, defs = ctx.s.cards, ctx.cat.cards
    k = 0  # its place among the candidates of its name (the first when it is not among them)
    for u in candidates:
        d = defs[cards[u].cid]
        if (ctx.face(u) if d.j_ruler else d).name_en == name:  # only a ruler has another side
            k += 1
            if u == uid:
                break
    else:
        k = 1
    return name if k == 1 else f"{name} #{k}"


def field_all(ctx: Ctx) -> list[int]:
    return ctx.s.field_cards(0) + ctx.s.field_cards(1)


def anywhere(ctx: Ctx, seat: int) -> list[int]:
    s = ctx.s
    out = field_all(ctx)
    for p in s.players:
        out += p.graveyard + p.removed
    return out + s.players[seat].hand


def player_ref(ctx: Ctx, seat: int, text: str) -> int | None:
    t = lowered(text)
    if t in ME:
        return seat
    if t in OPP:
        return 1 - seat
    for i, p in enumerate(ctx.s.players):
        if lowered(p.name) == t:
            return i
    return None


# --- parsing ---------------------------------------------------------------------------------------
# posts whose action never depends on the table, as the scripted player (and most people) write them: read
# without going through the verbs (a replay parses every post, and most posts are passes)
FIXED: dict[str, Action] = {
    "pass": Pass(), "no responses": NoResponses(), "pass until change": PassUntilChange(), "call": CallStone(),
    "no block": Block(None), "first": ChooseOrder(True), "second": ChooseOrder(False), "concede": Concede(),
}


def parse(ctx: Ctx, seat: int, text: str) -> Action:  # noqa: C901 - one branch per verb
    fixed = FIXED.get(text)
    if fixed is not None:
        return fixed
    text = text.strip()
    if len(text) > MAX_POST:
        raise refuse("post-too-long", limit=MAX_POST)
    verb, rest = split_verb(text)
    s = ctx.s
    p = s.players[seat]
    if verb == "pass":
        return Pass()
    if verb == "no_responses":
        return NoResponses()
    if verb == "pass_until":
        return PassUntilChange()
    if verb == "concede":
        return Concede()
    if verb == "note":
        return Note(user_text(rest[:500]))
    if verb == "target":
        if lowered(rest) in ("none", "no", "нет", "никого", "ничего", ""):
            return ChooseTarget(())
        if s.picking is not None and s.picking.seat == seat:  # a choice while an ability resolves
            return ChooseTarget(tuple(_cards(ctx, s.picking.cands, rest, "choice")))
        head, clauses = _clauses(rest)
        banish: tuple[int, ...] = ()
        if "cost" in clauses:
            m = re.fullmatch(r"(?:banish|изгнать)\s+(.+)", clauses["cost"].strip(), re.IGNORECASE)
            if m is None:
                raise refuse("target-cost-syntax")
            banish = (pick(ctx, ctx.s.field_cards(seat), m.group(1), "field"),)
        return ChooseTarget(tuple(_cards(ctx, field_all(ctx), head, "field")), banish)
    if verb == "order":
        nums = rest.replace(",", " ").split()
        if not nums or len(nums) > 20 or not all(n.isdigit() and len(n) <= 2 for n in nums):
            raise refuse("order-syntax")
        return OrderTriggers(tuple(int(n) for n in nums))
    if verb == "call":
        return CallStone()
    if verb == "first":
        return ChooseOrder(True)
    if verb == "second":
        return ChooseOrder(False)
    if verb == "deck":
        return deckcheck.parse_deck(ctx.cat, rest)
    if verb == "battle":
        if rest:
            return _attack(ctx, seat, rest)
        return Forfeit()
    if verb == "attack":
        return _attack(ctx, seat, rest)
    if verb == "no_block":
        return Block(None)
    if verb == "block":
        if lowered(rest) in ("", "none", "нет"):
            return Block(None)
        rest, clauses = _clauses(rest)
        return Block(pick(ctx, s.field_cards(seat), rest, "field"),
                     _pay(ctx, seat, clauses["pay"]) if "pay" in clauses else None)
    if verb == "mulligan":
        if lowered(rest) in ("", "none", "nothing", "0", "ничего", "нет", "все", "all"):
            return Mulligan(())
        return Mulligan(tuple(_cards(ctx, p.hand, rest, "hand")))
    if verb == "discard":
        return Discard(tuple(_cards(ctx, p.hand, rest, "hand")))
    if verb == "will" and lowered(rest).split()[:1] in (["coin"], ["монета"], ["монету"]):
        return _coin(rest)
    if verb == "will":
        return ProduceWill(_pay(ctx, seat, rest), tuple(_pay_kinds(rest)))
    if verb == "judgment":
        _, clauses = _clauses(rest)
        return Judgment(_pay(ctx, seat, clauses["pay"]) if "pay" in clauses else None)
    if verb == "set":
        name, clauses = _clauses(rest)
        return SetStandby(pick(ctx, p.hand, name, "hand"), _pay(ctx, seat, clauses["pay"]) if "pay" in clauses else None)
    return _use(ctx, seat, verb, rest)


def _cards(ctx: Ctx, candidates: list[int], text: str, what: str) -> list[int]:
    out: list[int] = []
    for part in _LIST_SEP.split(text):
        if not part.strip():
            continue
        left = [u for u in candidates if u not in out]
        name, k = _name_k(part)
        if _NUMBER.fullmatch(part.strip()):
            out.append(pick(ctx, candidates, part, what))
        else:
            out.append(pick(ctx, left, f"{name} #{k}" if k > 1 else name, what))
    return out


def _attack(ctx: Ctx, seat: int, rest: str) -> Attack:
    rest, clauses = _clauses(rest)
    paid = _pay(ctx, seat, clauses["pay"]) if "pay" in clauses else None  # [Mobilize] (F-AMB-23)
    parts = _ATTACK_TARGET.split(rest, maxsplit=1)
    attacker = pick(ctx, ctx.s.field_cards(seat), parts[0], "field")
    if len(parts) == 1 or player_ref(ctx, seat, parts[1]) is not None:
        return Attack(attacker, None, paid)
    return Attack(attacker, pick(ctx, ctx.s.field_cards(1 - seat), parts[1], "field"), paid)


def _clauses(text: str) -> tuple[str, dict[str, str]]:
    pieces = CLAUSE.split(" " + text)
    head = pieces[0].strip()
    out: dict[str, str] = {}
    for i in range(1, len(pieces) - 1, 2):
        key = _CLAUSE_EN.get(pieces[i].lower(), pieces[i].lower())
        out[key] = pieces[i + 1].strip()
    return head, out


_CLAUSE_EN = {"плата": "pay", "цена": "cost", "из резерва": "from standby", "с кладбища": "from graveyard",
              "пробуждение": "awaken", "воплощение": "incarnation", "х": "x", "способность": "ability"}


def attribute(word: str) -> str | None:
    hit = _ATTRIBUTE_OF.get(word)
    if hit is not None:
        return hit
    return _attribute(word)


def _attribute(word: str) -> str | None:
    w = lowered(word)
    for attr, words in ATTR_WORDS:
        if w in words or any(len(x) >= 3 and w.startswith(x) for x in words):
            return attr
    return None


# the attribute of each word ATTR_WORDS lists, read once (every "pay" names a stone by one)
_ATTRIBUTE_OF: dict[str, str] = {w: a for _, words in ATTR_WORDS for w in words if (a := _attribute(w)) is not None}


def _pay(ctx: Ctx, seat: int, text: str) -> tuple[int, ...]:
    """``light light fire`` (or W W R): that many recovered stones of each attribute, in field order."""
    free = recovered_stones(ctx, seat)
    options = [(u, stone_options(ctx, u)) for u in free]  # each stone's options, once
    out: list[int] = []
    for word in _WORDS.split(text.strip()):
        if not word:
            continue
        attr = attribute(word)
        if attr is None:
            raise refuse("pay-bad-word", word=word[:30])
        # a stone of that attribute alone first; a dual stone only when none is left (field order otherwise)
        stone, best = None, 0
        for u, opts in options:
            if (stone is None or len(opts) < best) and u not in out and any(attr in o for o in opts):
                stone, best = u, len(opts)
        if stone is None:
            raise refuse("pay-no-stone", will=attr)
        out.append(stone)
    return tuple(out)


def _pay_kinds(text: str) -> list[str]:
    return [attribute(w) or "" for w in _WORDS.split(text.strip()) if w]


def _costs(ctx: Ctx, seat: int, text: str) -> Costs:
    rest = False
    discard: list[int] = []
    banish: list[int] = []
    life = 0
    less = 0
    will = Cost()
    items = re.split(r"\s*[;]\s*|,\s*(?=(?:rest|discard|banish|life|less|отдых|сброс|изгнать|жизнь|меньше|\{))", text.strip())
    p = ctx.s.players[seat]
    for item in items:
        it = item.strip()
        low = lowered(it)
        if not it:
            continue
        if low in ("rest", "отдых", "{rest}"):
            rest = True
        elif m := re.fullmatch(r"(?:discard|сброс|сбросить)\s+(.+)", it, re.IGNORECASE):
            discard.append(pick(ctx, [u for u in p.hand if u not in discard], m.group(1), "hand"))
        elif m := re.fullmatch(r"(?:banish|изгнать)\s+(.+)", it, re.IGNORECASE):
            cands = [u for u in ctx.s.field_cards(seat) + p.hand if u not in banish]
            banish.append(pick(ctx, cands, m.group(1), "field"))
        elif m := re.fullmatch(r"(?:life|жизнь)\s+(\d{1,5})", low):
            life = int(m.group(1))
        elif m := re.fullmatch(r"(?:less|меньше|скидка)\s+(\d{1,2})", low):
            less = int(m.group(1))
        elif re.fullmatch(r"(\{[wrugb0-9]+\})+", low):
            try:
                will = Cost.parse(it)
            except ValueError:
                raise refuse("cost-bad-item", item=it[:40]) from None
        else:
            raise refuse("cost-bad-item", item=it[:40])
    return Costs(will, rest, tuple(discard), tuple(banish), life, less)


def _use(ctx: Ctx, seat: int, verb: str, rest: str) -> Use:
    head, _, effects_text = rest.partition(":")
    m = _ARROW.search(head)
    arrow = m is not None
    targets_text = head[m.end():] if m else ""
    head = head[:m.start()] if m else head
    name, clauses = _clauses(head)
    s = ctx.s
    p = s.players[seat]
    art = ""
    if verb == "art":
        m = re.fullmatch(r"(.*?)\s*<([^>]{1,60})>\s*(.*)", name)
        if m is None:
            raise refuse("art-syntax")
        art = m.group(2).strip()
        name = (m.group(1) + " " + m.group(3)).strip()
    from_standby = "from standby" in clauses
    from_grave = "from graveyard" in clauses
    if verb == "play":
        zone = "standby" if from_standby else "graveyard" if from_grave else "hand"
        source = pick(ctx, getattr(p, zone), name, zone)
    else:
        mine = s.field_cards(seat) + ([p.ruler] if p.ruler is not None and not p.j_side else [])
        if not name and verb == "art" and p.ruler is not None:
            source = p.ruler
        else:  # any card on the field: the engine says so if it is not his (F-REF-3)
            source = pick(ctx, mine + s.field_cards(1 - seat), name, "field")
    kind = _USE_KIND[verb]
    pay = _pay(ctx, seat, clauses["pay"]) if "pay" in clauses else None
    costs = _costs(ctx, seat, clauses["cost"]) if "cost" in clauses else NO_COSTS
    effects = tuple(_effect(ctx, seat, t) for t in _EFFECTS.split(effects_text.strip()) if t.strip())
    incarnation: tuple[int, ...] = ()
    if "incarnation" in clauses:
        incarnation = tuple(_cards(ctx, s.field_cards(seat), clauses["incarnation"], "field"))
    x = 0
    if "x" in clauses:
        if not re.fullmatch(r"\d{1,2}", clauses["x"].strip()):
            raise refuse("x-bad")
        x = int(clauses["x"])
    ability = 0
    if "ability" in clauses:
        if not re.fullmatch(r"\d", clauses["ability"].strip()):
            raise refuse("ability-number-bad")
        ability = int(clauses["ability"])
    targets = tuple(_cards(ctx, field_all(ctx), targets_text, "field")) if arrow else ()
    return Use(kind, source, pay, costs, effects, art, from_standby, from_grave, "awaken" in clauses, incarnation, x,
               targets, ability)


_USE_KIND = {"play": "play", "activate": "ability", "auto": "auto", "art": "art"}  # verb → Use.kind


def _card_target(ctx: Ctx, seat: int, text: str) -> tuple[str, int]:
    who = player_ref(ctx, seat, text)
    if who is not None:
        return ("player", who)
    return ("card", pick(ctx, field_all(ctx), text, "field"))


def _effect(ctx: Ctx, seat: int, text: str) -> Effect:  # noqa: C901 - one pattern per generic action
    t = text.strip()
    low = lowered(t)
    R = re.IGNORECASE
    if m := _DAMAGE.fullmatch(t):
        return Effect("damage", int(m.group(1)), target=_card_target(ctx, seat, m.group(2)))
    if m := _DESTROY.fullmatch(t):
        return Effect("destroy", target=("card", pick(ctx, field_all(ctx), m.group(1), "field")))
    if m := _LIFE.fullmatch(t):
        who = player_ref(ctx, seat, m.group(2)) if m.group(2) else seat
        if who is None:
            raise refuse("ref-player", name=(m.group(2) or "")[:40])
        return Effect("life", int(m.group(1)), target=("player", who))
    if m := re.fullmatch(r"([+-]\d{1,5})\s*/\s*([+-]?\d{1,5})\s+(.+?)(?:\s+(until end of battle|до конца битвы|while\s+.+|пока\s+.+))?", t, R):
        until, word = "turn", ""
        if m.group(4):
            tail = m.group(4).lower()
            if tail.startswith(("until", "до")):
                until = "battle"
            else:
                until, word = "while", m.group(4).split(None, 1)[1]
        return Effect("mod", int(m.group(1)), int(m.group(2)), ("card", pick(ctx, field_all(ctx), m.group(3), "field")),
                      until, word)
    if m := re.fullmatch(r"(?:rest|отдых|на отдых)\s+(.+)", t, R):
        return Effect("rest", target=("card", pick(ctx, field_all(ctx), m.group(1), "field")))
    if m := re.fullmatch(r"(?:recover|восстановить)\s+(.+)", t, R):
        return Effect("recover", target=("card", pick(ctx, field_all(ctx), m.group(1), "field")))
    if m := re.fullmatch(r"(?:draw|взять)\s+(\d{1,2})(?:\s+(.+))?", t, R):
        who = player_ref(ctx, seat, m.group(2)) if m.group(2) else seat
        if who is None:
            raise refuse("ref-player", name=(m.group(2) or "")[:40])
        return Effect("draw", int(m.group(1)), target=("player", who))
    if m := re.fullmatch(r"(?:discard|сбросить)\s+(.+)", t, R):
        return Effect("discard", target=("card", pick(ctx, ctx.s.players[seat].hand, m.group(1), "hand")))
    if m := re.fullmatch(r"(?:search|найти)\s+(.+)", t, R):
        if lowered(m.group(1)) in SEARCH_NONE:  # he may fail to find (a hidden deck): the table can't tell why
            return Effect("search", word="")
        cid = ctx.cat.lookup(m.group(1))
        if cid is None:
            raise refuse("ref-unknown", name=m.group(1)[:60], close=ctx.cat.close_names(m.group(1)))
        return Effect("search", word=cid)
    if m := re.fullmatch(r"(?:move|переместить)\s+(.+?)\s+(?:to|в|на)\s+(hand|field|graveyard|removed|deck top|deck bottom|руку|поле|кладбище|изгнание|верх колоды|низ колоды)", t, R):
        return Effect("move", target=("card", pick(ctx, anywhere(ctx, seat), m.group(1), "field")),
                      word=ZONE_WORDS[m.group(2).lower()])
    if m := re.fullmatch(r"(?:produce|создать)\s+(\S+)", t, R):
        attr = attribute(m.group(1))
        if attr is None:
            raise refuse("pay-bad-word", word=m.group(1)[:30])
        return Effect("produce", word=attr)
    if m := re.fullmatch(r"(?:give|дать)\s+(.+?)\s+(?:to|карте|->)\s+(.+)", t, R):
        kw = KEYWORD_WORDS.get(lowered(m.group(1)))
        if kw is None:
            raise refuse("effect-bad-keyword", keywords=", ".join(sorted(set(KEYWORD_WORDS.values()))))
        return Effect("give", target=("card", pick(ctx, field_all(ctx), m.group(2), "field")), word=kw)
    if m := re.fullmatch(r"(?:counter|счетчик|счётчик)\s+([+-]\d{1,3})\s+(.+)", t, R):
        return Effect("counter", int(m.group(1)), target=("card", pick(ctx, field_all(ctx), m.group(2), "field")))
    if m := re.fullmatch(r"(?:cancel|отменить)\s+(\d{1,2})", low):
        k = int(m.group(1))
        if not 1 <= k <= len(ctx.s.chase):
            raise refuse("effect-bad-chase", count=len(ctx.s.chase))
        return Effect("cancel", target=("chase", ctx.s.chase[-k].source))
    if m := re.fullmatch(r"(?:put stone|stone|камень|выложить камень)(?:\s+(.+))?", t, R):
        who = player_ref(ctx, seat, m.group(1)) if m.group(1) else seat
        if who is None:
            raise refuse("ref-player", name=(m.group(1) or "")[:40])
        return Effect("stone", target=("player", who))
    if m := re.fullmatch(r"(?:token|фишка)\s+(.+)", t, R):
        cid = ctx.cat.lookup(m.group(1))
        if cid is None or ctx.cat.card(cid).type != "Resonator":
            raise refuse("effect-token-bad")
        return Effect("token", target=("player", seat), word=cid)
    if m := re.fullmatch(r"(?:control|контроль)\s+(.+)", t, R):
        return Effect("control", target=("card", pick(ctx, field_all(ctx), m.group(1), "field")))
    if m := re.fullmatch(r"(?:look|посмотреть)\s+(\d{1,2})", low):
        return Effect("look", int(m.group(1)), target=("player", seat))
    if m := re.fullmatch(r"(?:reorder|порядок)\s+((?:\d{1,2}\s*)+)", low):
        return Effect("reorder", target=("player", seat), word=" ".join(m.group(1).split()))
    if m := re.fullmatch(r"(?:note|заметка)\s+(.+)", t, R):
        return Effect("note", word=user_text(m.group(1)[:300]))
    raise refuse("effect-unknown", text=t[:60])


# --- canonical -------------------------------------------------------------------------------------
def canonical(ctx: Ctx, seat: int, a: Action) -> str:  # noqa: C901 - one branch per kind of action
    s = ctx.s
    p = s.players[seat]
    if isinstance(a, Pass):
        return "pass"
    if isinstance(a, OrderTriggers):
        return "order " + " ".join(map(str, a.order))
    if isinstance(a, ChooseTarget):
        tail = f" cost banish {ref(ctx, s.field_cards(seat), a.banish[0])}" if a.banish else ""
        among = s.picking.cands if s.picking is not None and s.picking.seat == seat else field_all(ctx)
        return "target " + ("; ".join(_list_refs(ctx, among, a.cards)) if a.cards else "none") + tail
    if isinstance(a, NoResponses):
        return "no responses"
    if isinstance(a, PassUntilChange):
        return "pass until change"
    if isinstance(a, Concede):
        return "concede"
    if isinstance(a, Note):
        return f"note {a.text}"
    if isinstance(a, CallStone):
        return "call"
    if isinstance(a, ChooseOrder):
        return "first" if a.first else "second"
    if isinstance(a, SubmitDeck):
        return deckcheck.canonical(ctx.cat, a)
    if isinstance(a, Forfeit):
        return "battle"
    if isinstance(a, Attack):
        base = f"attack {ref(ctx, s.field_cards(seat), a.attacker)}"
        paid = f" pay {_pay_text(ctx, a.pay)}" if a.pay else ""
        return base + paid if a.target is None else f"{base} -> {ref(ctx, s.field_cards(1 - seat), a.target)}{paid}"
    if isinstance(a, Block):
        paid = f" pay {_pay_text(ctx, a.pay)}" if a.pay else ""
        return "no block" if a.blocker is None else f"block {ref(ctx, s.field_cards(seat), a.blocker)}{paid}"
    if isinstance(a, Mulligan):
        return "mulligan " + ("; ".join(_list_refs(ctx, p.hand, a.cards)) if a.cards else "none")
    if isinstance(a, Discard):
        return "discard " + "; ".join(_list_refs(ctx, p.hand, a.cards))
    if isinstance(a, UseCoin):
        return "will coin" + (f" {a.kind}" if a.kind else "")
    if isinstance(a, ProduceWill):
        return "will " + (" ".join(a.kinds) if len(a.kinds) == len(a.stones) else _pay_text(ctx, a.stones))
    if isinstance(a, Judgment):
        return "judgment" + (f" pay {_pay_text(ctx, a.pay)}" if a.pay else "")
    if isinstance(a, SetStandby):
        return f"set {ref(ctx, p.hand, a.card)}" + (f" pay {_pay_text(ctx, a.pay)}" if a.pay else "")
    assert isinstance(a, Use)
    verb = {"play": "play", "ability": "activate", "auto": "auto", "art": "art"}[a.kind]
    if a.kind == "play":
        src = ref(ctx, p.standby if a.from_standby else p.graveyard if a.from_graveyard else p.hand, a.source)
    else:
        mine = s.field_cards(seat) + ([p.ruler] if p.ruler is not None and not p.j_side else [])
        src = ref(ctx, mine + s.field_cards(1 - seat), a.source)
    out = f"{verb} {src}" + (f" <{a.art}>" if a.kind == "art" else "")
    if a.from_standby:
        out += " from standby"
    if a.from_graveyard:
        out += " from graveyard"
    if a.x:
        out += f" x {a.x}"
    if a.awaken:
        out += " awaken"
    if a.incarnation:
        out += " incarnation " + "; ".join(_list_refs(ctx, s.field_cards(seat), a.incarnation))
    if a.ability:
        out += f" ability {a.ability}"
    if a.pay:
        out += f" pay {_pay_text(ctx, a.pay)}"
    cost = _costs_text(ctx, seat, a.costs)
    if cost:
        out += f" cost {cost}"
    if a.targets:
        out += " -> " + "; ".join(_list_refs(ctx, field_all(ctx), a.targets))
    if a.effects:
        out += ": " + "; ".join(_effect_text(ctx, seat, e) for e in a.effects)
    return out


def _list_refs(ctx: Ctx, candidates: list[int], uids: tuple[int, ...]) -> list[str]:
    out: list[str] = []
    used: list[int] = []
    for u in uids:
        left = [c for c in candidates if c not in used]
        out.append(ref(ctx, left, u))
        used.append(u)
    return out


def _pay_text(ctx: Ctx, stones: tuple[int, ...]) -> str:
    return " ".join(stone_will(ctx, u) for u in stones)


def _costs_text(ctx: Ctx, seat: int, c: Costs) -> str:
    p = ctx.s.players[seat]
    items: list[str] = []
    if c.will.total:
        items.append(c.will.text())
    if c.rest:
        items.append("rest")
    used: list[int] = []
    for u in c.discard:
        items.append("discard " + ref(ctx, [x for x in p.hand if x not in used], u))
        used.append(u)
    used = []
    for u in c.banish:
        items.append("banish " + ref(ctx, [x for x in ctx.s.field_cards(seat) + p.hand if x not in used], u))
        used.append(u)
    if c.life:
        items.append(f"life {c.life}")
    if c.less:
        items.append(f"less {c.less}")
    return "; ".join(items)


def _target_text(ctx: Ctx, seat: int, t: tuple[str, int] | None, candidates: list[int]) -> str:
    assert t is not None
    if t[0] == "player":
        return "me" if t[1] == seat else "opponent"
    return ref(ctx, candidates, t[1])


def _effect_text(ctx: Ctx, seat: int, e: Effect) -> str:  # noqa: C901 - one branch per generic action
    f = field_all(ctx)
    k = e.kind
    if k == "damage":
        return f"damage {e.amount} to {_target_text(ctx, seat, e.target, f)}"
    if k == "destroy":
        return f"destroy {_target_text(ctx, seat, e.target, f)}"
    if k == "life":
        return f"life {e.amount:+d} {_target_text(ctx, seat, e.target, f)}"
    if k == "mod":
        tail = {"turn": "", "battle": " until end of battle", "while": f" while {e.word}"}[e.until]
        return f"{e.amount:+d}/{e.amount2:+d} {_target_text(ctx, seat, e.target, f)}{tail}"
    if k in ("rest", "recover"):
        return f"{k} {_target_text(ctx, seat, e.target, f)}"
    if k == "draw":
        return f"draw {e.amount} {_target_text(ctx, seat, e.target, f)}"
    if k == "discard":
        return f"discard {_target_text(ctx, seat, e.target, ctx.s.players[seat].hand)}"
    if k == "search":
        return f"search {ctx.cat.card(e.word).name_en}" if e.word else "search none"
    if k == "move":
        return f"move {_target_text(ctx, seat, e.target, anywhere(ctx, seat))} to {e.word}"
    if k == "produce":
        return f"produce {e.word}"
    if k == "give":
        return f"give {e.word.lower()} to {_target_text(ctx, seat, e.target, f)}"
    if k == "counter":
        return f"counter {e.amount:+d} {_target_text(ctx, seat, e.target, f)}"
    if k == "cancel":
        assert e.target is not None
        pos = next(i for i, it in enumerate(reversed(ctx.s.chase), start=1) if it.source == e.target[1])
        return f"cancel {pos}"
    if k == "stone":
        return "stone" + ("" if e.target is None or e.target[1] == seat else " opponent")
    if k == "token":
        return f"token {ctx.cat.card(e.word).name_en}"
    if k == "control":
        return f"control {_target_text(ctx, seat, e.target, f)}"
    if k == "look":
        return f"look {e.amount}"
    if k == "reorder":
        return f"reorder {e.word}"
    return f"note {e.word}"


__all__ = ["parse", "canonical", "SYMBOL_OF"]


def _coin(rest: str) -> UseCoin:
    """``will coin [attribute]`` / ``воля монета [атрибут]`` ([Energize], F-AMB-16)."""
    words = lowered(rest).split()[1:]
    if len(words) > 1:
        raise refuse("coin-syntax")
    if not words:
        return UseCoin()
    kind = attribute(words[0])
    if kind is None:
        raise refuse("coin-syntax")
    return UseCoin(kind)
