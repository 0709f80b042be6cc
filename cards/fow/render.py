"""Words for people: the pinned table, the thread's event lines, the hand DM, the decision prompts.

Everything goes through Fluent (``locales/{en,ru}/fow.ftl``); card names are shown in the reader's
language and never declined (the phrasing puts them after a colon or in brackets).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from cards.core import Audience, Decision, Event, Lang

from .catalogue import Catalogue
from .ctx import Ctx, quoted
from .state import State
from .text import M
from .views import counts_shown, ruler_shown

SILENT = {"chance"}


def _arg(value: Any, lang: str) -> Any:
    if isinstance(value, Mapping) and "en" in value:
        return value["ru"] if lang == "ru" else value["en"]
    if isinstance(value, list):
        return "; ".join(str(_arg(v, lang)) for v in value)
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


def event_text(event: Event, lang: Lang) -> str | None:
    if event.kind in SILENT:
        return None
    if event.kind == "resolving" and not event.data.get("shown"):
        return None  # a permanent says "enters the field", Judgment "resolves" in its own words
    if event.kind == "passed" and event.data.get("auto"):
        key = "ev-passed-auto"
    elif event.kind == "attack" and event.data.get("target") is None:
        key = "ev-attack-player"
    elif event.kind == "added":
        text = M(f"ev-added-{event.data.get('kind', 'play')}", lang, **_args(event.data, lang))
        effects = [effect_text(e, lang) for e in event.data.get("effects", [])]
        script = event.data.get("script")
        if script:
            effects.append(script["ru" if lang == "ru" else "en"])
        targets = event.data.get("targets") or []
        if targets:
            effects.append(M("ev-targets", lang, cards=_arg(targets, lang)))
        return text + (": " + "; ".join(effects) if effects else "")
    else:
        key = f"ev-{event.kind.replace('_', '-')}"
    if not M.has(key, lang):
        return None
    return M(key, lang, **_args(event.data, lang))


def _args(data: Mapping[str, Any], lang: str) -> dict[str, Any]:
    out = {k: _num(k, _arg(v, lang)) for k, v in data.items() if k not in ("effects", "script", "targets")}
    for k in ("will", "zone", "until", "reason"):
        if k in out and isinstance(out[k], str):
            out[k] = M(f"word-{out[k]}", lang)
    return out


def _num(key: str, value: Any) -> Any:
    """Numbers print plain (4000, 1000/500); only counts stay numbers for the plural rules."""
    if isinstance(value, int) and key != "count":
        return f"{value:+d}" if key == "change" else str(value)
    return value


def effect_text(e: Mapping[str, Any], lang: str) -> str:
    args = {k: _num(k, _arg(v, lang)) for k, v in e.items()}
    if e["kind"] in ("life", "counter"):
        args["amount"] = f"{e['amount']:+d}"
    if e["kind"] == "mod":
        args["amount"], args["amount2"] = f"{e['amount']:+d}", f"{e['amount2']:+d}"
    if e["kind"] in ("produce",):
        args["word"] = M(f"word-{e['word']}", lang)
    if e["kind"] == "move":
        args["word"] = M(f"word-{str(e['word']).replace(' ', '_')}", lang)
    if e["kind"] == "mod":
        args["until"] = M(f"word-until-{e['until']}", lang, cond=str(e.get("word") or ""))
    return M(f"eff-{e['kind']}", lang, **args)


def _keyword(k: str, lang: str) -> str:
    """A keyword, or a scripted effect's mark until end of turn ("~prevent", "~no-block", "~damage+200")."""
    if k.startswith("~"):
        word, _, amount = k[1:].partition("+")
        return M("kw-mark-" + word, lang, amount=int(amount or 0))
    return M("kw-" + k.lower().replace(" ", "-").replace("'", ""), lang)


def _card_line(ctx: Ctx, uid: int, lang: str) -> str:
    s = ctx.s
    c = s.cards[uid]
    d = ctx.face(uid)
    parts = [quoted(d, lang)]
    if d.is_jr:
        parts.append(f"{ctx.atk(uid)}/{ctx.def_(uid)}")
        if c.damage:
            parts.append(M("tbl-damage", lang, amount=str(c.damage)))
    kws = sorted(ctx.keywords(uid) - {"God's Art"})
    if kws:
        parts.append("[" + ", ".join(_keyword(k, lang) for k in kws) + "]")
    if c.counters:
        parts.append(M("tbl-counters", lang, count=c.counters))
    if c.rested:
        parts.append(M("tbl-rested", lang))
    return " ".join(parts)


def _coin_lines(coins: tuple[str, ...], lang: Lang) -> list[str]:
    """The [Energize] will coins a player holds (F-AMB-16), public."""
    if not coins:
        return []
    text = "; ".join(" / ".join(M(f"word-{k}", lang) for k in c.split("/")) for c in coins)
    return [M("tbl-coins", lang, coins=text, count=len(coins))]


def table_text(cat: Catalogue, s: State, audience: Audience, lang: Lang) -> str:
    ctx = Ctx(cat, s)
    lines: list[str] = []
    tp = s.players[s.turn_player].name if s.turn else "-"
    if s.over:
        if s.draw:
            lines.append(M("tbl-over-draw", lang))
        else:
            assert s.winner is not None
            lines.append(M("tbl-over", lang, player=s.players[s.winner].name))
    elif s.turn:
        phase = M(f"phase-{s.phase}", lang)
        if s.battle is not None:
            lines.append(M("tbl-head-battle", lang, turn=str(s.turn), player=tp, phase=phase,
                           step=M(f"step-{s.battle.step}", lang)))
        else:
            lines.append(M("tbl-head", lang, turn=str(s.turn), player=tp, phase=phase))
    else:
        lines.append(M("tbl-setup", lang, phase=M(f"phase-{s.phase}", lang)))
    for seat, p in enumerate(s.players):
        lines.append("")
        lines.append(M("tbl-player", lang, player=p.name, life=str(p.life)))
        if p.ruler is not None and ruler_shown(s, audience, seat):
            r = p.ruler
            if p.j_side:
                lines.append(M("tbl-jruler", lang, card=_card_line(ctx, r, lang)))
            else:
                state = M("tbl-ruler-rested" if s.cards[r].rested else "tbl-ruler-recovered", lang)
                lost = " " + M("tbl-judgment-lost", lang) if p.judgment_lost else ""
                lines.append(M("tbl-ruler", lang, card=quoted(ctx.defn(r), lang), state=state) + lost)
        field = [u for u in p.field if ctx.defn(u).type != "Magic Stone"]
        lines.append(M("tbl-field", lang, cards="; ".join(_card_line(ctx, u, lang) for u in field) or "-"))
        stones = [u for u in p.field if ctx.defn(u).type == "Magic Stone"]
        groups: Counter[tuple[str, bool]] = Counter(
            ((ctx.defn(u).produces or ("void",))[0], s.cards[u].rested) for u in stones
        )
        attrs = sorted({a for a, _ in groups})
        stone_text = "; ".join(
            M("tbl-stone-group", lang, will=M(f"word-{a}", lang), up=groups[(a, False)], down=groups[(a, True)])
            for a in attrs
        )
        lines.append(M("tbl-stones", lang, stones=stone_text or "-"))
        will = "; ".join(f"{M(f'word-{k}', lang)} {v}" for k, v in p.will.items() if v)
        if will:
            lines.append(M("tbl-will", lang, will=will))
        lines += _coin_lines(p.coins, lang)
        top = quoted(ctx.defn(p.graveyard[-1]), lang) if p.graveyard else "-"
        lines.append(M("tbl-graveyard", lang, count=len(p.graveyard), top=top))
        counted = counts_shown(s, audience, seat)
        lines.append(M("tbl-counts", lang, hand=len(p.hand), deck=len(p.deck) if counted else 0,
                       stones=len(p.stone_deck) if counted else 0,
                       standby=len(p.standby), removed=len(p.removed)))
    if s.chase:
        lines.append("")
        lines.append(M("tbl-chase", lang))
        for i, item in enumerate(reversed(s.chase), start=1):
            lines.append(f"{i}. " + M("tbl-chase-item", lang, card=ctx.nm(item.source)["ru" if lang == "ru" else "en"],
                                        player=s.players[item.controller].name))
    if s.battle is not None:
        b = s.battle

        def nm(uid: int) -> str:
            return ctx.nm(uid)["ru" if lang == "ru" else "en"] if uid in s.cards else "-"

        target = nm(b.target) if b.target is not None else s.players[b.defender].name
        blocker = nm(b.blocker) if b.blocker is not None else "-"
        lines.append(M("tbl-battle", lang, attacker=nm(b.attacker),
                       target=target, blocker=blocker))
    if s.priority is not None and not s.over:
        lines.append(M("tbl-priority", lang, player=s.players[s.priority].name))
    if audience.kind == "player" and audience.seat is not None:
        lines.append("")
        lines.append(hand_text(cat, s, audience.seat, lang))
    return "\n".join(lines)


def hand_text(cat: Catalogue, s: State, seat: int, lang: Lang) -> str:
    ctx = Ctx(cat, s)
    p = s.players[seat]
    lines = [M("hand-head", lang, count=len(p.hand))]
    for i, u in enumerate(p.hand, start=1):
        d = ctx.defn(u)
        stats = f" {d.atk}/{d.def_}" if d.is_jr else ""  # plain numbers, no grouping
        kind = M("type-" + d.type.lower().replace(" ", "-"), lang)
        lines.append(f"{i}. {quoted(d, lang)} — {kind} {d.cost.text()}{stats}")
    if p.standby:
        lines.append(M("hand-standby", lang, cards="; ".join(quoted(ctx.defn(u), lang) for u in p.standby)))
    if p.ruler is not None and not p.j_side:
        d = ctx.defn(p.ruler)
        if d.j_ruler in cat.cards:
            j = cat.card(d.j_ruler)
            lines.append(M("hand-jruler", lang, card=quoted(j, lang), atk=str(j.atk or 0), def_=str(j.def_ or 0),
                           cost=d.judgment_cost.text() if d.judgment_cost is not None else "{?}"))
    return "\n".join(lines)


def decision_text(decision: Decision, lang: Lang) -> str:
    data = dict(decision.data)
    if decision.kind == "priority":
        key = "ask-main" if data.get("main_timing") else "ask-priority"
        chase = data.get("chase") or []
        names = data.get("chase_ru" if lang == "ru" else "chase") or chase
        return M(key, lang, top=names[0] if names else "-", count=len(chase))
    args = {k: v for k, v in data.items() if isinstance(v, int | str)}
    if lang == "ru" and "card_ru" in data:
        args["card"] = data["card_ru"]
    if lang == "ru" and "list_ru" in data:
        args["list"] = data["list_ru"]
    return M(f"ask-{decision.kind.replace('_', '-')}", lang, **args)
