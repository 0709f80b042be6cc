"""Setup and the deal (FA-SET-1..8): seating, the first Active Master, the draw piles, the Servants."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards.chance import Chance
from cards.core import JUDGE, PUBLIC, Audience, Event
from cards.kit.options import option_values

from .catalogue import Catalogue
from .options import OPTIONS
from .state import Master, Servant, State
from .texts import emit, refuse
from .zones import draw


def settings(setup: Mapping[str, Any]) -> dict[str, Any]:
    """The table settings (FA-SET-1..8) of a setup: each given one coerced, the others their default."""
    return option_values(OPTIONS, setup)


def codes(cat: Catalogue, scenes: bool) -> list[str]:
    kinds = ("mystic_code", "scene") if scenes else ("mystic_code",)
    return [c.id for c in cat.of_kind(*kinds) for _ in range(c.copies)]


def new_match(cat: Catalogue, setup: Mapping[str, Any], chance: Chance) -> tuple[State, list[Event]]:
    players = list(setup.get("players") or [])
    if not 2 <= len(players) <= 7:
        raise ValueError(f"fate is for 2-7 players, not {len(players)}")
    opts = settings(setup)
    names = [str(p.get("name") or f"Master {i + 1}")[:40] for i, p in enumerate(players)]
    masters = [Master(n, int(opts["starting_prana"])) for n in names]
    s = State(opts, masters, {}, {}, chance)
    events: list[Event] = []
    order = list(range(len(masters)))
    if opts["seating"] == "random":
        chance.shuffle(order, "seating", PUBLIC)
    s.order = order
    if opts["first_active"] == "random":
        first = chance.choice(order, "first Active Master", PUBLIC,
                              match=lambda x, want: names[x].lower() == str(want).lower(), show=lambda x: names[x])
    else:
        first = order[0]
    s.active = s.current = first
    emit(events, "seated", order=", ".join(names[x] for x in order), active=names[first])
    if opts["draw_pile"] == "shared":
        s.draw_pile = [_uid(s, cid, -1) for cid in codes(cat, opts["scenes"])]
        chance.shuffle(s.draw_pile, "draw pile", JUDGE)
    else:
        for seat, m in enumerate(masters):
            m.deck = [_uid(s, cid, seat) for cid in codes(cat, opts["scenes"])]
            chance.shuffle(m.deck, f"deck of {m.name}", JUDGE)
    spirits = [c.id for c in cat.of_kind("spirit")]
    classes = [c.id for c in cat.of_kind("class")]
    n = len(masters)
    if opts["servants"] == "random":
        sp = chance.sample(spirits, n, "Heroic Spirits", JUDGE)
        kl = chance.sample(classes, min(n, len(classes)), "Classes", JUDGE)
        for seat, m in enumerate(masters):
            m.servant = Servant(sp[seat], kl[seat % len(kl)])
            emit(events, "servant_dealt", Audience.player(seat), spirit=cat.card(sp[seat]).name_en,
                 spirit_ru=cat.card(sp[seat]).name_ru, klass=cat.card(m.servant.klass).name_en,
                 klass_ru=cat.card(m.servant.klass).name_ru)
        s.unused = [x for x in spirits if x not in sp] + [x for x in classes if x not in kl]
    elif opts["servants"] == "draft":
        k_sp, k_kl = max(1, min(3, len(spirits) // n)), max(1, min(3, len(classes) // n))
        sp = chance.sample(spirits, k_sp * n, "Heroic Spirit offers", JUDGE)
        kl = chance.sample(classes, k_kl * n, "Class offers", JUDGE)
        for seat, m in enumerate(masters):
            m.offer = {"spirit": sp[seat * k_sp:(seat + 1) * k_sp], "class": kl[seat * k_kl:(seat + 1) * k_kl]}
        s.unused = [x for x in spirits if x not in sp] + [x for x in classes if x not in kl]
    else:
        for m in masters:
            m.offer = {"spirit": list(spirits), "class": list(classes)}
    for seat in range(n):
        draw(cat, s, seat, int(opts["starting_hand"]), events)
    if all(m.servant is not None for m in masters):
        begin(cat, s, events)
    return s, events


def _uid(s: State, cid: str, owner: int) -> int:
    uid = s.next_uid
    s.next_uid += 1
    s.cards[uid] = cid
    s.owner[uid] = owner
    return uid


def pick(cat: Catalogue, s: State, seat: int, spirit: str, klass: str, events: list[Event]) -> None:
    """Free choice or draft (FA-SET-4): the Master takes one Heroic Spirit and one Class from his offer."""
    m = s.master(seat)
    if m.servant is not None or not m.offer:
        raise refuse("err-not-waiting")
    if spirit not in m.offer.get("spirit", []) or klass not in m.offer.get("class", []):
        raise refuse("err-not-offered", spirits=", ".join(cat.card(x).name_en for x in m.offer["spirit"]),
                     classes=", ".join(cat.card(x).name_en for x in m.offer["class"]))
    m.servant = Servant(spirit, klass)
    if s.options["servants"] == "draft":
        s.unused = s.unused + [x for x in m.offer["spirit"] if x != spirit] + [x for x in m.offer["class"] if x != klass]
    m.offer = {}
    emit(events, "servant_picked", master=m.name)
    emit(events, "servant_dealt", Audience.player(seat), spirit=cat.card(spirit).name_en,
         spirit_ru=cat.card(spirit).name_ru, klass=cat.card(klass).name_en, klass_ru=cat.card(klass).name_ru)
    if all(x.servant is not None for x in s.masters if not x.out):
        begin(cat, s, events)


def begin(cat: Catalogue, s: State, events: list[Event]) -> None:
    from .engine import settle
    from .steps import start_turn

    s.phase_open = True
    start_turn(cat, s, s.active, events)
    settle(cat, s, events)  # the stand and draw windows close by themselves when nobody can act
