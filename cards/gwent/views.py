"""What each audience may see (G-OVR-13, G-JUDGE-VIS-*). Hidden information is decided here only."""

from __future__ import annotations

import functools
from itertools import repeat
from typing import Any

from cards.core import Audience

from .catalogue import Catalogue
from .engine import pending
from .model import FACTION_NAMES
from .scoring import TENTHS, Scores, as_number, scores
from .state import OVER, PLAY, State

ROWS = ("close", "ranged", "siege")
LEADER_WEATHER = {
    "weather_rain": ("Torrential Rain", "Ливень"),
    "weather_fog": ("Impenetrable Fog", "Мгла"),
    "weather_frost": ("Biting Frost", "Мороз"),
}


@functools.lru_cache(maxsize=8192)
def _shown(cat: Catalogue, card_id: str) -> tuple[str, str, bool, bool, int | None]:
    """What a view shows of a card (en name, ru name, hero, unit, strength), once per catalogue and card."""
    d = cat.card(card_id)
    return d.name_en, d.name_ru or d.name_en, d.is_hero, d.is_unit, d.strength


def _card(cat: Catalogue, state: State, uid: int, strength: Any = None, lang: str = "en") -> dict[str, Any]:
    return dict(_card_of(cat, state.cards[uid], strength))  # a new dict each time: views are handed out


@functools.lru_cache(maxsize=8192)
def _card_of(cat: Catalogue, card_id: str, strength: Any) -> dict[str, Any]:
    """A card as a view shows it at this strength, once per catalogue, card and strength; never handed out
    as is (:func:`_card` copies it)."""
    en, ru, hero, unit, base = _shown(cat, card_id)
    out: dict[str, Any] = {"name": en, "name_ru": ru, "hero": hero}
    if strength is not None:
        out["strength"] = as_number(strength)
    elif unit:
        out["strength"] = base
    return out


def _names(cat: Catalogue, state: State, uids: list[int]) -> list[str]:
    """The English names of ``uids``, looked up in C (a round's end posts the table: every discard pile)."""
    return list(map(_english(cat).__getitem__, map(state.cards.__getitem__, uids)))


@functools.lru_cache(maxsize=16)
def _english(cat: Catalogue) -> dict[str, str]:
    """Card id → English name (what :func:`_shown` shows first), once per catalogue."""
    return {cid: d.name_en for cid, d in cat.cards.items()}


def _row_cards(cat: Catalogue, cards: dict[int, str], uids: list[int], strengths: dict[int, int]) -> list[dict[str, Any]]:
    """A row's cards as the view shows them (:func:`_card_of`, copied), iterated in C."""
    return list(map(dict, map(_card_of, repeat(cat), map(cards.__getitem__, uids), map(strengths.get, uids))))


def faction_visible(state: State, seat: int, audience: Audience) -> bool:
    side = state.sides[seat]
    if not side.hidden or audience.kind == "judge" or audience.seat == seat:
        return True
    return bool(side.field_cards() or side.discard or state.round > 1 or side.leaders_used)


@functools.lru_cache(maxsize=1024)
def _leader_names(cat: Catalogue, leaders: tuple[str, ...]) -> tuple[tuple[str, str, str], ...]:
    """(id, en, ru) of each leader of a list, once per catalogue and list: a view lists them three ways."""
    return tuple((lid, d.name_en, d.name_ru or d.name_en) for lid in leaders for d in (cat.card(lid),))


_FACTION_VALUE = {f: f.value for f in FACTION_NAMES}  # a StrEnum's .value goes through a property each time


def view(cat: Catalogue, state: State, audience: Audience) -> dict[str, Any]:
    return view_scored(cat, state, audience, scores(cat, state))  # scores: computed once per state


def view_scored(cat: Catalogue, state: State, audience: Audience, sc: Scores) -> dict[str, Any]:
    """:func:`view` with the state's scores already at hand: a round's end posts the table right after
    scoring it, and checking the scores cache's key again was a fifth of the view."""
    s = state
    wrows = sc.weather
    strengths = sc.unit
    cards = s.cards
    judge = audience.kind == "judge"
    players: list[dict[str, Any]] = []
    for seat, side in enumerate(s.sides):
        rows: dict[str, Any] = {}
        row_scores = sc.rows[seat]
        side_rows, side_horn, side_mardroeme = side.rows, side.horn, side.mardroeme
        for r in ROWS:
            horn: str | None = None
            held = side_horn[r]
            if held is not None:
                horn = _shown(cat, cards[held])[0]
            if r in side.crach_horn:
                horn = "Crach an Craite"
            if r in side.leader_horn:
                horn = "leader" if horn is None else f"{horn} + leader"
            t = row_scores[r]
            mardroeme = side_mardroeme[r]
            rows[r] = {
                "score": t // TENTHS if t % TENTHS == 0 else t / TENTHS,  # as_number
                "horn": horn,
                "mardroeme": None if mardroeme is None else _shown(cat, cards[mardroeme])[0],
                "weather": r in wrows,
                "cards": _row_cards(cat, cards, side_rows[r], strengths),
            }
        sees_private = judge or audience.seat == seat
        faction = _FACTION_VALUE[side.faction]
        shown_faction = faction != "neutral" and faction_visible(s, seat, audience)
        leaders = _leader_names(cat, tuple(side.leaders)) if shown_faction else ()
        used = side.leaders_used
        t = sc.totals[seat]
        p: dict[str, Any] = {
            "name": side.name,
            "faction": faction if shown_faction else None,
            "faction_name": list(FACTION_NAMES[side.faction]) if shown_faction else None,
            "leaders": [en for _lid, en, _ru in leaders] if shown_faction else None,
            # Hard: the leaders he may still use in this match (G-HARD-LEAD-2/3), as {"en", "ru"}.
            "leaders_left": [
                {"en": en, "ru": ru}
                for lid, en, ru in leaders
                if lid not in used and len(used) < s.variant.leaders_per_match
            ]
            if shown_faction
            else None,
            "leaders_used": [_shown(cat, lid)[0] for lid in used],
            # Every leader with both names and whether it was used (the table picture shows them).
            "leader_cards": [{"en": en, "ru": ru, "used": lid in used} for lid, en, ru in leaders]
            if shown_faction
            else None,
            "leader_used_this_round": side.leader_round == s.round and bool(used),
            "lives": side.lives,
            "score": t // TENTHS if t % TENTHS == 0 else t / TENTHS,  # as_number
            "passed": side.passed,
            "hand_count": len(side.hand),
            "deck_count": len(side.deck),
            "discard": _names(cat, s, side.discard),
            "revealed": _names(cat, s, [u for u in side.revealed if u in side.hand]) if side.revealed else [],
            "rows": rows,
            "round_scores": list(side.round_scores),
        }
        if sees_private:
            p["hand"] = _names(cat, s, side.hand)
            p["hand_cards"] = [_card(cat, s, u) for u in side.hand]
            p["offer"] = _names(cat, s, side.offer)
            p["pending_draws"] = side.pending_draws
        if judge:
            p["deck"] = _names(cat, s, side.deck)
            p["undrawable"] = _names(cat, s, [u for u in side.deck if u in side.undrawable])
        players.append(p)
    winner = None
    if s.phase is OVER:
        winner = "draw" if s.draw else (s.sides[s.winner].name if s.winner is not None else None)
    return {
        "game": "gwent",
        "variant": s.variant.name,
        "phase": s.phase.value,
        "round": s.round,
        "turn": s.turn,
        "to_move": s.sides[s.to_move].name if s.phase is PLAY else None,
        "unlimited": s.unlimited,
        "weather": _names(cat, s, s.weather) + [f"{LEADER_WEATHER[w][0]} (leader)" for w in s.leader_weather],
        "weather_ru": [cat.card(s.cards[u]).name_ru or cat.card(s.cards[u]).name_en for u in s.weather]
        + [f"{LEADER_WEATHER[w][1]} (лидер)" for w in s.leader_weather],
        "weather_discard": _names(cat, s, s.weather_discard),
        "winner": winner,
        "results": [
            {
                "round": r.number,
                "scores": r.scores,
                "winner": None if r.winner is None else s.sides[r.winner].name,
            }
            for r in s.results
        ],
        "pending": [{"player": s.sides[s.to_move].name, "kind": "turn"}]  # engine.pending's plain turn
        if s.phase is PLAY and not s.interrupts
        else [{"player": s.sides[d.seat].name, "kind": d.kind} for d in pending(s)],
        "players": players,
    }
