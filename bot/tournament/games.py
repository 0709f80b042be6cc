"""What a tournament reads from a game: its declared decks and its results. Nothing here names a game.

- Does the game have decks (``info.decks``), how does a player hand one in (``info.decks.hint``), and
  which per-seat setup does a deck post or file stand for? The game checks the deck itself, once, as it
  would in a match (:meth:`cards.core.BaseGame.check_deck` / ``check_deck_upload``).
- How many games did each seat win in a finished match? :attr:`cards.core.Result.games_won` and
  ``games_drawn`` where the game counts games (e.g. rounds); otherwise a match is one game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.judge.limits import MAX_POST_CHARS
from cards.core import Game, MoveError, NotAMove, Result, Text

NO_DECKS = Text("This game has no decks to register.", "В этой игре нет колод для регистрации.")


class DeckRefused(Exception):
    """The deck post or file is not a valid deck; ``text`` says why (the game's own reasons).
    ``not_a_deck``: the text is no deck post at all (chat, a move), not a wrong deck."""

    def __init__(self, text: Text, *, not_a_deck: bool = False) -> None:
        super().__init__(text.en)
        self.text = text
        self.not_a_deck = not_a_deck


class GameRules:
    """A game's tournament-facing declaration (decks) and its game count, read from :class:`GameInfo`
    and :class:`Result`; a game that is not loaded has no decks and counts one game a match."""

    def __init__(self, game: Game | None = None) -> None:
        self.game = game
        decks = game.info.decks if game is not None else None
        self.has_decks = bool(decks is not None and decks.required)
        self.deck_hint = decks.hint if decks is not None and decks.hint.en else NO_DECKS

    def games(self, game: Game | None, state: Any, result: Result) -> tuple[int, int, int]:
        """Games won by seat 0, by seat 1, and drawn, for a two-seat match that ended with ``result``.

        A result the game gave carries its games. A stored result without them (an older row) takes
        them from the game's own result for the final state when that agrees on the placements; a
        judge's decision that the games do not explain counts as one game."""
        games = result
        if games.games_won is None and game is not None and state is not None:
            own = game.result(state)
            if own is not None and own.placements == result.placements:
                games = own
        if games.games_won is None or len(games.games_won) != 2:
            return one_game(result)
        a, b = games.games_won
        if (a > b and result.placements != (1, 2)) or (b > a and result.placements != (2, 1)):
            return one_game(result)  # the games do not explain the result: trust the result
        if a == b and not result.draw:
            return one_game(result)
        return a, b, games.games_drawn


def one_game(result: Result) -> tuple[int, int, int]:
    if result.draw or not result.winners:
        return 0, 0, 1
    return (1, 0, 0) if 0 in result.winners else (0, 1, 0)


def rules_for(game: Game | None) -> GameRules:
    return GameRules(game)


def check_deck(
    game: Game,
    rules: GameRules,
    variant: str | None,
    *,
    text: str | None = None,
    upload: tuple[str, bytes] | None = None,
    options: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The per-seat setup a deck post (or file) stands for, checked by the game as in a match (with the
    tournament's table settings: Vanguard's G zone takes a G deck). Raises :class:`DeckRefused`."""
    if not rules.has_decks:
        raise DeckRefused(rules.deck_hint)
    if text is not None and len(text) > MAX_POST_CHARS:  # bounded before the game reads it (issue 8)
        raise DeckRefused(
            Text(
                f"The deck post is too long: at most {MAX_POST_CHARS} characters.",
                f"Пост с колодой слишком длинный: не больше {MAX_POST_CHARS} символов.",
            )
        )
    options = {**(options or {}), **({"variant": variant} if variant else {})}
    try:
        if upload is not None:
            seat = game.check_deck_upload(upload[0], upload[1], options)
        else:
            seat = game.check_deck((text or "").strip(), options)
    except NotAMove as exc:
        raise DeckRefused(_with_hint(exc.text, rules), not_a_deck=True) from None
    except MoveError as exc:  # e.g. a deck post without a faction: a deck, but a wrong one
        raise DeckRefused(exc.text) from None
    except ValueError as exc:
        raise DeckRefused(Text.same(str(exc))) from None
    return dict(seat)


def _with_hint(text: Text, rules: GameRules) -> Text:
    if text == rules.deck_hint:
        return text
    return Text(f"{text.en}\n{rules.deck_hint.en}", f"{text.ru}\n{rules.deck_hint.ru}")
