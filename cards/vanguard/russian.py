"""A move written as a Russian player writes it (the demo's scripted players in a Russian demo): Russian
verbs, circles (АВ, ПЛ …) and card names where the card has one; :meth:`VanguardGame.post_in` keeps it only
when it reads back to the same move."""

from __future__ import annotations

from .actions import (
    Action,
    Attack,
    Call,
    Concede,
    EndPhase,
    GARemove,
    GAssist,
    GATake,
    GiftChoice,
    Guard,
    Move,
    Mulligan,
    Ride,
    Stride,
    SubmitDeck,
    TriggerChoice,
)
from .catalogue import Catalogue
from .resolve_actions import Act, Answer, Order

CIRCLES_RU = {"VC": "АВ", "FL": "ПЛ", "FR": "ПП", "BL": "ЗЛ", "BC": "ЗЦ", "BR": "ЗП"}


def circle_ru(code: str) -> str:
    if code.startswith("opp:"):
        return "враг " + circle_ru(code[4:])
    if code.startswith("ACC"):
        return "УС" + code[3:]
    if code.startswith("GC"):
        return "кз" + code[2:]
    return CIRCLES_RU.get(code, code)


def _is_circle(pick: str) -> bool:
    return pick in CIRCLES_RU or pick.startswith(("opp:", "ACC", "GC"))  # card ids are lower-case slugs


def russian(cat: Catalogue, a: Action) -> str | None:  # noqa: C901 - one branch per kind of move
    """The move in Russian words, or None where the canonical text is kept (deck lists, declarations)."""

    def n(cid: str) -> str:
        return cat.card(cid).name("ru")

    def names(ids: tuple[str, ...]) -> str:
        return " + ".join(n(c) for c in ids)

    if isinstance(a, SubmitDeck):
        return f"колода пробная {a.deck.ready}" if a.deck.ready else None
    if isinstance(a, Mulligan):
        return f"муллиган {names(a.cards)}" if a.cards else "оставить"
    if isinstance(a, GAssist):
        return "подмога"
    if isinstance(a, GATake):
        return f"взять {n(a.card)}" if a.card else "не брать"
    if isinstance(a, GARemove):
        return f"убрать {names(a.cards)}"
    if isinstance(a, Ride):
        return f"смена {n(a.card)}"
    if isinstance(a, Call):
        return f"призыв {n(a.card)} {circle_ru(a.circle)}"
    if isinstance(a, Move):
        return f"переместить {circle_ru(a.circle)}" + (f" {circle_ru(a.dest)}" if a.dest else "")
    if isinstance(a, Act):
        return f"акт {circle_ru(a.place) if a.place else n(a.card)}" + (f" {a.index}" if a.index else "")
    if isinstance(a, Order):
        return "порядок " + " ".join(map(str, a.order))
    if isinstance(a, Answer):
        if not a.yes:
            return "нет"
        out = "да"
        if a.picks:
            out += " " + " + ".join(circle_ru(p) if _is_circle(p) else n(p) for p in a.picks)
        if a.to:
            out += " на " + " + ".join(circle_ru(c) for c in a.to)
        if a.discard:
            out += " сбросить " + names(a.discard)
        out += "".join(f" {w}({','.join(map(str, v))})" for w, v in (("cb", a.cb), ("sb", a.sb)) if v)
        return out
    if isinstance(a, Attack):
        return f"атака {circle_ru(a.attacker)} {circle_ru(a.target)}" + (" поддержка" if a.boost else "")
    if isinstance(a, Guard):
        if not a.items:
            return "без защиты"
        parts = []
        for it in a.items:
            if it.kind == "intercept":
                parts.append(f"перехват {circle_ru(it.circle)}")
            elif it.kind == "perfect":
                parts.append(f"идеальная защита {n(it.card)} сбросить {n(it.discard)}"
                             + (f" защитить {circle_ru(it.protect)}" if it.protect else ""))
            elif it.kind == "g_guardian":
                parts.append(f"страж наследия {n(it.card)} сбросить {n(it.discard)}")
            else:
                parts.append(n(it.card))
        return "защита " + " + ".join(parts)
    if isinstance(a, TriggerChoice):
        out = "триггер"
        for c in (a.power, a.second):
            if c:
                out += f" {circle_ru(c)}"
        if a.heal is not None:
            out += f" лечить {a.heal}" if a.heal else " лечить нет"
        return out
    if isinstance(a, GiftChoice):
        return " ".join(x for x in ("дар", a.variant, circle_ru(a.circle) if a.circle else "") if x)
    if isinstance(a, EndPhase):
        return "конец хода" if a.turn else "конец"
    if isinstance(a, Stride):
        return f"вознесение {n(a.card)} сбросить {names(a.discards)}"
    if isinstance(a, Concede):
        return "сдаюсь"
    return None
