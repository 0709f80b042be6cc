"""Random legal Classic games, shared by the property tests and the benchmarks."""

from __future__ import annotations

import random
from collections.abc import Iterator

from cards.gwent.game import GwentGame
from cards.gwent.model import PLAYABLE_FACTIONS
from cards.gwent.state import State


def random_setup(rng: random.Random, variant: str = "classic") -> dict:
    factions = [f.value for f in PLAYABLE_FACTIONS]
    return {
        "variant": variant,
        "players": [
            {"name": "Alice", "faction": rng.choice(factions), "ready_deck": True},
            {"name": "Bob", "faction": rng.choice(factions), "ready_deck": True},
        ],
    }


def random_game(
    game: GwentGame, seed: int, max_posts: int = 400, variant: str = "classic"
) -> Iterator[tuple[State, int, str, State]]:
    """Yield (state before, seat, post, state after) for one random legal game to its end."""
    rng = random.Random(seed)
    state, _ = game.new_match(random_setup(rng, variant), random.Random(seed))
    for _ in range(max_posts):
        if game.result(state) is not None:
            return
        seat = game.pending(state)[0].seat
        post, after, _ = game.random_step(state, seat, rng)  # applied once, not again by play
        yield state, seat, post, after
        state = after
    raise AssertionError(f"game with seed {seed} did not end in {max_posts} posts")
