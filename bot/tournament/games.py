"""What a tournament needs to know about a game beyond :class:`cards.core.Game`: its decks and its score.

Two questions only, so the tournament service stays game-agnostic:

- Does the game have decks, and which per-seat setup does an accepted deck post stand for?
  The deck itself is checked by the game, once: :func:`check_deck` applies the post to a throwaway
  match that waits for decks, exactly as a deck sent by DM in a match would be applied.
- How many games did each side win in a finished match? (Gwent: games = rounds won, draws = drawn
  rounds.) Games without an adapter count one game per match.

A game may also offer ``match_games(state) -> (games of seat 0, games of seat 1, draws)`` itself;
that wins over the adapter here.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from cards.core import Game, IllegalMove, MoveError, NotAMove, Result, Text


class DeckRefused(Exception):
    """The deck post or file is not a valid deck; ``text`` says why (the game's own reasons).
    ``not_a_deck``: the text is no deck post at all (chat, a move), not a wrong deck."""

    def __init__(self, text: Text, *, not_a_deck: bool = False) -> None:
        super().__init__(text.en)
        self.text = text
        self.not_a_deck = not_a_deck


class GameRules:
    """The default: no decks, a match is one game (win 1-0, draw 0-0-1)."""

    has_decks = False
    deck_hint = Text("This game has no decks to register.", "В этой игре нет колод для регистрации.")

    def deck_setup(self, action: Any) -> dict[str, Any]:
        """The per-seat setup (``setup["players"][i]`` minus the name) a deck action stands for; raises
        :class:`DeckRefused` (``not_a_deck``) for any other action."""
        raise DeckRefused(self.deck_hint, not_a_deck=True)

    def games(self, game: Game, state: Any, result: Result) -> tuple[int, int, int]:
        """Games won by seat 0, by seat 1, and drawn, for a match that ended with ``result``."""
        own = getattr(game, "match_games", None)
        if own is not None and state is not None:
            a, b, d = own(state)
            return int(a), int(b), int(d)
        return one_game(result)


def one_game(result: Result) -> tuple[int, int, int]:
    if result.draw or not result.winners:
        return 0, 0, 1
    return (1, 0, 0) if 0 in result.winners else (0, 1, 0)


class GwentRules(GameRules):
    """Classic: a deck list (or a ready deck); Hard: the faction. Games are the rounds of the match."""

    has_decks = True
    deck_hint = Text(
        "Send your deck as `deck <faction>; leader <name>; <cards or sheet numbers>`, "
        "or `deck <faction> ready`, or the filled (2) sheet as an .xlsx file.",
        "Пришлите колоду так: `колода <фракция>; лидер <имя>; <карты или номера>`, "
        "или `колода <фракция> готовая`, или заполненный лист (2) файлом .xlsx.",
    )

    def deck_setup(self, action: Any) -> dict[str, Any]:
        from cards.gwent.actions import SubmitDeck

        if not isinstance(action, SubmitDeck):
            raise DeckRefused(self.deck_hint, not_a_deck=True)
        if action.ready:
            return {"faction": action.faction, "leader": action.leader, "ready_deck": True}
        return {"faction": action.faction, "leader": action.leader, "deck": list(action.cards)}

    def games(self, game: Game, state: Any, result: Result) -> tuple[int, int, int]:
        results = getattr(state, "results", None)
        own = game.result(state) if results is not None else None
        if own is None or (own.winners, own.draw) != (tuple(result.winners), result.draw):
            return one_game(result)  # ended by a judge, not by the rounds
        a = sum(1 for r in results if r.winner == 0)
        b = sum(1 for r in results if r.winner == 1)
        d = sum(1 for r in results if r.winner is None)
        won = 0 if a > b else 1 if b > a else None
        if (won is None) != (result.draw or not result.winners) or (
            won is not None and won not in result.winners
        ):
            return one_game(result)  # the rounds do not explain the result: trust the result
        return a, b, d


RULES: dict[str, GameRules] = {"gwent": GwentRules()}


def rules_for(game_name: str) -> GameRules:
    return RULES.get(game_name, GameRules())


def check_deck(
    game: Game,
    rules: GameRules,
    variant: str | None,
    *,
    text: str | None = None,
    upload: tuple[str, bytes] | None = None,
) -> dict[str, Any]:
    """Check a deck the way a match would: parse it as seat 0's answer in a new match that waits for
    decks and apply it (the engine's deck checks, one set of rules). Returns the per-seat setup; a match
    created with it must then start with seat 0's deck ready (checked too). Raises :class:`DeckRefused`."""
    if not rules.has_decks:
        raise DeckRefused(rules.deck_hint)
    setup: dict[str, Any] = {"players": [{"name": "deck"}, {"name": "opponent"}]}
    if variant:
        setup["variant"] = variant
    try:
        state, _ = game.new_match(setup, random.Random(0))
    except (MoveError, ValueError) as exc:
        raise DeckRefused(_text(exc)) from None
    if not any(d.seat == 0 for d in game.pending(state)):
        raise DeckRefused(rules.deck_hint)
    parse_upload = getattr(game, "parse_upload", None)
    if upload is not None and parse_upload is None:
        raise DeckRefused(rules.deck_hint, not_a_deck=True)
    try:
        if upload is not None:
            action = parse_upload(state, 0, upload[0], upload[1])  # type: ignore[misc]
        else:
            action = game.parse(state, 0, (text or "").strip())
    except NotAMove as exc:
        raise DeckRefused(_with_hint(_text(exc), rules), not_a_deck=True) from None
    except MoveError as exc:  # e.g. a deck post without a faction: a deck, but a wrong one
        raise DeckRefused(_text(exc)) from None
    seat = rules.deck_setup(action)  # not a deck action: refused as "not a deck"
    try:
        game.apply(state, 0, action)  # the engine's own deck checks, as for a deck sent in a match
    except MoveError as exc:
        raise DeckRefused(_text(exc)) from None
    players: list[Mapping[str, Any]] = [{**seat, "name": "deck"}, {"name": "opponent"}]
    try:
        ready, _ = game.new_match({**setup, "players": players}, random.Random(0))
    except (MoveError, ValueError) as exc:
        raise DeckRefused(_text(exc)) from None
    if any(d.seat == 0 for d in game.pending(ready)):
        raise DeckRefused(rules.deck_hint)  # the adapter lost something the deck post said
    return seat


def _text(exc: Exception) -> Text:
    if isinstance(exc, IllegalMove):
        return exc.text
    return Text(str(exc), str(exc))


def _with_hint(text: Text, rules: GameRules) -> Text:
    return Text(f"{text.en}\n{rules.deck_hint.en}", f"{text.ru}\n{rules.deck_hint.ru}")
