"""Posts in English and Russian → actions, and actions → the canonical English post (``docs/fate.md``).

The first word says what the post is; a post that starts with no keyword is chat (NotAMove). Cards
are named by id, English or Russian name; Masters by name (``@`` optional where a Master is expected,
required inside effects).
"""

from __future__ import annotations

import re

from cards.core import NotAMove
from cards.kit.names import tidy
from cards.kit.usertext import user_text

from .actions import (
    Action,
    Activate,
    Attack,
    ChooseType,
    Concede,
    Discard,
    Effect,
    EndTurn,
    JudgeSet,
    Pass,
    PickServant,
    Place,
    PlayScene,
    Reveal,
    Spells,
    SpellUse,
)
from .catalogue import Catalogue
from .costs import CostError, CostPart, cost_text, parse_cost
from .state import SERVANT, State
from .texts import refuse

MAX_POST = 2000
WORDS: dict[str, str] = {
    "servant": "servant", "слуга": "servant",
    "place": "place", "ritual": "place", "разместить": "place", "ритуал": "place", "выложить": "place",
    "reveal": "reveal", "раскрыть": "reveal", "раскрытие": "reveal",
    "attack": "attack", "атака": "attack", "атаковать": "attack", "нападение": "attack", "напасть": "attack",
    "end": "end", "конец": "end",
    "pass": "pass", "пас": "pass",
    "physical": "physical", "физическая": "physical", "физ": "physical", "phys": "physical",
    "magic": "magic", "магическая": "magic", "маг": "magic",
    "discard": "discard", "сбросить": "discard", "сброс": "discard",
    "cs": "cs", "кз": "cs",
    "activate": "activate", "активировать": "activate", "активация": "activate",
    "scene": "scene", "сцена": "scene",
    "concede": "concede", "сдаюсь": "concede", "сдаться": "concede",
    "judge": "judge", "судья": "judge",
}
JUDGE_FIELDS = {"prana": "prana", "прана": "prana", "spells": "spells", "заклинания": "spells", "mark": "mark",
                "метка": "mark", "unmark": "unmark", "снять": "unmark"}
STAT_WORDS = {"patk": "patk", "pdef": "pdef", "matk": "matk", "mdef": "mdef",
              "фатк": "patk", "фзащ": "pdef", "матк": "matk", "мзащ": "mdef"}
STATE_WORDS = {"standing": "standing", "resting": "resting", "danger": "danger", "face_down": "face_down",
               "face_up": "face_up", "поднятое": "standing", "лежащее": "resting", "опасность": "danger",
               "рубашкой": "face_down", "лицом": "face_up"}
UNTIL_WORDS = {"turn": "turn", "battle": "battle", "game": "game", "хода": "turn", "битвы": "battle", "игры": "game"}
EFFECT_WORDS = {"prana": "prana", "прана": "prana", "state": "state", "состояние": "state", "draw": "draw",
                "взять": "draw", "discard": "discard", "сброс": "discard", "take": "take", "забрать": "take",
                "mark": "mark", "метка": "mark", "unmark": "unmark", "снять": "unmark", "cancel": "cancel",
                "отменить": "cancel", "substitute": "substitute", "замена": "substitute", "note": "note",
                "spells": "spells", "заклинания": "spells",
                "заметка": "note"}
SERVANT_WORDS = ("servant", "слуга")


def parse_post(  # noqa: C901 - one branch per first word
    cat: Catalogue, s: State, seat: int, text: str) -> Action:
    if len(text) > MAX_POST:
        raise refuse("err-too-long", limit=MAX_POST)
    body = tidy(text)
    head, _, rest = body.partition(" ")
    word = WORDS.get(head.lower().rstrip(":"))
    if word is None:
        raise NotAMove("Not a move.", "Это не ход.")
    rest = rest.strip()
    if word == "servant":
        a, sep, b = rest.partition("/")
        if not sep:
            raise refuse("err-syntax", example="servant Artoria / Saber")
        return PickServant(_card(cat, a, ("spirit",)), _card(cat, b, ("class",)))
    if word == "place":
        return Place(_card(cat, rest, ("mystic_code", "scene")))
    if word == "reveal":
        return Reveal()
    if word == "attack":
        return Attack(_master(s, rest.lstrip("@")))
    if word == "end":
        return EndTurn()
    if word == "pass":
        return Pass()
    if word in ("physical", "magic"):
        return ChooseType(word)
    if word == "discard":
        return Discard(tuple(_card(cat, x, ()) for x in _list(rest)))
    if word == "concede":
        return Concede()
    if word == "judge":
        return _judge(rest)
    if word == "cs":
        parts = _SPELLS.split(body)
        return Spells(tuple(_spell(cat, s, seat, p.strip()) for p in parts))
    if word == "scene":
        name, colon, effects = rest.partition(":")
        if not colon:
            name, target = _at_master(s, name)
            return PlayScene(_card(cat, name, ("scene",)), (), target)
        return PlayScene(_card(cat, name, ("scene",)), _effects(cat, s, effects))
    return _activate(cat, s, rest)


def _judge(rest: str) -> JudgeSet:
    """``judge prana 5`` / ``judge spells 2`` / ``judge mark <name>`` / ``judge unmark <name>``."""
    key, _, value = rest.partition(" ")
    field = JUDGE_FIELDS.get(key.lower())
    value = value.strip()
    if field in ("prana", "spells") and re.fullmatch(r"\d{1,2}", value):
        return JudgeSet(field, int(value))
    if field in ("mark", "unmark") and value:
        return JudgeSet(field, 0, value[:60])
    raise refuse("err-syntax", example="judge prana 5 | judge spells 2 | judge mark <name> | judge unmark <name>")


def _list(text: str) -> list[str]:
    return [x.strip() for x in _LIST.split(text) if x.strip()]


def _card(cat: Catalogue, text: str, kinds: tuple[str, ...]) -> str:
    name = text.strip().strip("«»\"'")
    card = cat.find(name, kinds)
    if card is None:
        close = cat.close(name, kinds)
        raise refuse("err-no-card", card=name[:60], close=close)
    return card.id


def _master(s: State, text: str) -> int:
    seat = s.seat_of(text)
    if seat is None:
        raise refuse("err-no-master", name=text[:40], masters=", ".join(m.name for m in s.masters))
    return seat


def _spell(cat: Catalogue, s: State, seat: int, text: str) -> SpellUse:
    m = _SPELL.match(text)
    if not m:
        raise refuse("err-syntax", example="cs 1 | cs 2 patk | cs 3 <mark> | cs 4: <effects> | cs 5")
    use, rest = int(m.group(1)), m.group(2).strip()
    if use == 2:
        stat = STAT_WORDS.get(rest.lower())
        if stat is None:
            raise refuse("err-bad-stat")
        return SpellUse(2, stat=stat)
    if use == 3:
        if not rest:
            raise refuse("err-syntax", example="cs 3 <mark>")
        return SpellUse(3, mark=rest[:60])
    if use == 4:
        head, colon, effects = rest.partition(":")
        if not colon and head.strip():  # a scripted Servant's ability, free of its cost (FA-CS-3 use 4)
            return SpellUse(4, script=_script(cat, s, head))
        cost: tuple[CostPart, ...] = ()
        hm = re.match(r"^(?:cost|цена)\s+(\S+)$", head.strip(), flags=re.IGNORECASE)
        if hm:
            cost = _cost(hm.group(1), open_x=True)
        elif head.strip():
            raise refuse("err-syntax", example="cs 4 [cost RX]: patk +2")
        return SpellUse(4, effects=_effects(cat, s, effects), cost=cost)
    if rest:
        raise refuse("err-syntax", example=f"cs {use}")
    return SpellUse(use)


def _cost(text: str, open_x: bool = False) -> tuple[CostPart, ...]:
    try:
        return parse_cost(text, allow_open_x=open_x)
    except CostError as e:
        raise refuse("err-cost-syntax", detail=str(e)) from None


# the patterns read on every post of their kind, compiled once
_SPELLS = re.compile(r"\+\s*(?=(?:cs|кз)\b)", flags=re.IGNORECASE)
_LIST = re.compile(r"[,;]")
_SPELL = re.compile(r"^(?:cs|кз)\s*([1-5])\b\s*(.*)$", flags=re.IGNORECASE)
_NUMBERED = re.compile(r"^(.*\S)\s+#?([1-9])$")
CLAUSE = re.compile(r"\s+(cost|цена|rest|положить|discard|сбросить)\s+", flags=re.IGNORECASE)


def _at_master(s: State, text: str) -> tuple[str, int | None]:
    """``Gandr @Boris`` → ("Gandr", Boris's seat)."""
    if "@" not in text:
        return text.strip(), None
    name, _, who = text.partition("@")
    return name.strip(), _master(s, who.strip())


def _script(cat: Catalogue, s: State, head: str) -> Activate:
    """``activate <card> [n] [@Master] [rest …] [discard …]``: the card's own ability (abilities.py)."""
    pieces = CLAUSE.split(" " + head)
    name, target = _at_master(s, pieces[0])
    number = 0
    m = _NUMBERED.match(name)
    if m and cat.find(name) is None:
        name, number = m.group(1), int(m.group(2))
    named = -1
    if name.lower() in SERVANT_WORDS:
        card = SERVANT
    elif (found := cat.find(name.strip("«»\"'"), ("mystic_code", "spirit", "class"))) is not None:
        card = found.id
    elif (ability := cat.find_ability(name.strip("«»\"'"))) is not None:
        card, named = ability
    else:
        card = _card(cat, name, ("mystic_code", "spirit", "class"))
    rest_cards: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    for i in range(1, len(pieces) - 1, 2):
        key, value = pieces[i].lower(), pieces[i + 1].strip()
        if key in ("cost", "цена"):
            raise refuse("err-script-cost")
        if key in ("rest", "положить"):
            rest_cards = tuple(SERVANT if x.lower() in SERVANT_WORDS else _card(cat, x, ("mystic_code",))
                               for x in _list(value))
        else:
            discard = tuple(_card(cat, x, ()) for x in _list(value))
    return Activate(card, "script", (), (), rest_cards, discard, number, named, target)


def _activate(cat: Catalogue, s: State, rest: str) -> Activate:
    head, colon, effects = rest.partition(":")
    if not colon:
        return _script(cat, s, head)
    pieces = CLAUSE.split(" " + head)
    target = pieces[0].strip()
    tag = "activated"
    for word in ("permanent", "постоянный", "[permanent]", "[постоянный]"):
        if target.lower().endswith(" " + word):
            tag, target = "permanent", target[: -len(word) - 1].strip()
    card = SERVANT if target.lower() in SERVANT_WORDS else _card(cat, target, ("mystic_code",))
    cost: tuple[CostPart, ...] = ()  # a declaration (FA-REF-3): refused for a scripted card (effects.py)
    rest_cards: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    for i in range(1, len(pieces) - 1, 2):
        key, value = pieces[i].lower(), pieces[i + 1].strip()
        if key in ("cost", "цена"):
            cost = _cost(value)
        elif key in ("rest", "положить"):
            rest_cards = tuple(SERVANT if x.lower() in SERVANT_WORDS else _card(cat, x, ("mystic_code",))
                               for x in _list(value))
        else:
            discard = tuple(_card(cat, x, ()) for x in _list(value))
    return Activate(card, tag, cost, _effects(cat, s, effects), rest_cards, discard)


def _at(s: State, text: str) -> tuple[str, int | None, int | None]:
    """Take ``@Master`` (and ``with @Master`` for substitute) out of an effect text."""
    target: int | None = None
    other: int | None = None
    names = sorted(((m.name, i) for i, m in enumerate(s.masters)), key=lambda x: -len(x[0]))
    found: list[int] = []
    out = text
    while "@" in out:
        at = out.index("@")
        after = out[at + 1:]
        for name, i in names:
            if after.lower().startswith(name.lower()):
                found.append(i)
                out = (out[:at] + " " + after[len(name):]).strip()
                break
        else:
            raise refuse("err-no-master", name=after.split(" ")[0][:40], masters=", ".join(m.name for m in s.masters))
    if found:
        target = found[0]
    if len(found) > 1:
        other = found[1]
    return " ".join(out.split()), target, other


def _effects(cat: Catalogue, s: State, text: str) -> tuple[Effect, ...]:
    out: list[Effect] = []
    for raw in [x.strip() for x in text.split(";") if x.strip()][:20]:
        out.append(_effect(cat, s, raw))
    if not out:
        raise refuse("err-no-effects")
    return tuple(out)


def _effect(cat: Catalogue, s: State, raw: str) -> Effect:
    body, target, other = _at(s, raw)
    words = body.split(" ")
    first = words[0].lower()
    if first in STAT_WORDS:
        m = re.match(r"^\S+\s+([+-]\d{1,2})(?:\s+(?:until|до конца)\s+(\S+))?$", body, flags=re.IGNORECASE)
        if not m:
            raise refuse("err-syntax", example="patk +2 @Name until battle")
        until = UNTIL_WORDS.get((m.group(2) or "turn").lower())
        if until is None:
            raise refuse("err-bad-until")
        return Effect("stat", target, STAT_WORDS[first], int(m.group(1)), until)
    kind = EFFECT_WORDS.get(first)
    if kind is None:
        raise refuse("err-bad-effect", effect=first[:30])
    arg = " ".join(words[1:]).strip()
    if kind == "unmark" and arg.lower().startswith("метку"):
        arg = arg[5:].strip()
    if kind in ("prana", "draw", "discard", "take", "cancel", "spells"):
        m = re.match(r"^#?([+-]?\d{1,2})$", arg)
        if not m:
            raise refuse("err-syntax", example=f"{kind} 1")
        amount = int(m.group(1))
        if kind not in ("prana", "spells") and amount < 0:
            raise refuse("err-syntax", example=f"{kind} 1")
        return Effect(kind, target, amount=amount)
    if kind == "state":
        parts = arg.rsplit(" ", 1)
        if len(parts) != 2 or parts[1].lower() not in STATE_WORDS:
            raise refuse("err-syntax", example="state servant resting @Name")
        card = SERVANT if parts[0].lower() in SERVANT_WORDS else _card(cat, parts[0], ("mystic_code",))
        return Effect("state", target, card=card, value=STATE_WORDS[parts[1].lower()])
    if kind in ("mark", "unmark", "note"):
        if not arg:
            raise refuse("err-syntax", example=f"{kind} text")
        return Effect(kind, target, text=user_text(arg[:200]))
    if target is None or other is None:
        raise refuse("err-syntax", example="substitute @Out with @In")
    return Effect("substitute", target, other=other)


# ------------------------------------------------------------------------------------------ canonical
def canonical(  # noqa: C901 - one branch per kind of post
    cat: Catalogue, s: State, action: Action) -> str:
    def name(cid: str) -> str:
        return "servant" if cid == SERVANT else cat.card(cid).name_en

    if isinstance(action, PickServant):
        return f"servant {name(action.spirit)} / {name(action.klass)}"
    if isinstance(action, Place):
        return f"place {name(action.card)}"
    if isinstance(action, Reveal):
        return "reveal"
    if isinstance(action, Attack):
        return f"attack {s.masters[action.target].name}"
    if isinstance(action, EndTurn):
        return "end"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, ChooseType):
        return action.kind
    if isinstance(action, Discard):
        return "discard " + ", ".join(name(c) for c in action.cards)
    if isinstance(action, Concede):
        return "concede"
    if isinstance(action, JudgeSet):
        return f"judge {action.field} {action.text or action.value}"
    if isinstance(action, Spells):
        return " + ".join(_spell_text(cat, s, u) for u in action.uses)
    if isinstance(action, PlayScene):
        if not action.effects:
            at = f" @{s.masters[action.target].name}" if action.target is not None else ""
            return f"scene {name(action.card)}{at}"
        return f"scene {name(action.card)}: " + effects_text(cat, s, action.effects)
    assert isinstance(action, Activate)
    if action.tag == "script":
        return _script_text(cat, s, action)
    out = "activate " + name(action.card) + (" permanent" if action.tag == "permanent" else "")
    if action.cost:
        out += " cost " + cost_text(action.cost)
    if action.rest:
        out += " rest " + ", ".join(name(c) for c in action.rest)
    if action.discard:
        out += " discard " + ", ".join(name(c) for c in action.discard)
    return out + ": " + effects_text(cat, s, action.effects)


def _script_text(cat: Catalogue, s: State, a: Activate) -> str:
    if a.named >= 0:
        out = "activate " + cat.card(a.card).ability_name(a.named)
    else:
        out = "activate " + ("servant" if a.card == SERVANT else cat.card(a.card).name_en)
        out += f" {a.ability}" if a.ability else ""
    out += f" @{s.masters[a.target].name}" if a.target is not None else ""

    def name(cid: str) -> str:
        return "servant" if cid == SERVANT else cat.card(cid).name_en

    if a.rest:
        out += " rest " + ", ".join(name(c) for c in a.rest)
    if a.discard:
        out += " discard " + ", ".join(name(c) for c in a.discard)
    return out


def _spell_text(cat: Catalogue, s: State, u: SpellUse) -> str:
    if u.use == 2:
        return f"cs 2 {u.stat}"
    if u.use == 3:
        return f"cs 3 {u.mark}"
    if u.use == 4 and u.script is not None:
        return "cs 4 " + _script_text(cat, s, u.script).removeprefix("activate ")
    if u.use == 4:
        cost = f" cost {cost_text(u.cost).replace('X=0', 'X')}" if u.cost else ""
        return f"cs 4{cost}: " + effects_text(cat, s, u.effects)
    return f"cs {u.use}"


def effects_text(cat: Catalogue, s: State, effects: tuple[Effect, ...]) -> str:
    return "; ".join(_effect_text(cat, s, e) for e in effects)


def _effect_text(cat: Catalogue, s: State, e: Effect) -> str:
    at = f" @{s.masters[e.target].name}" if e.target is not None else ""
    if e.kind == "stat":
        return f"{e.stat} {e.amount:+d}{at}" + (f" until {e.until}" if e.until != "turn" else "")
    if e.kind in ("prana", "spells"):
        return f"{e.kind} {e.amount:+d}{at}"
    if e.kind in ("draw", "discard", "take"):
        return f"{e.kind} {e.amount}{at}"
    if e.kind == "cancel":
        return f"cancel #{e.amount}"
    if e.kind == "state":
        card = "servant" if e.card == SERVANT else cat.card(e.card).name_en
        return f"state {card} {e.value}{at}"
    if e.kind == "substitute":
        other = s.masters[e.other].name if e.other is not None else "?"
        return f"substitute{at} with @{other}"
    return f"{e.kind} {e.text}{at}"
