"""The games the judge can run, imported lazily so a missing or broken engine only hides that game."""

from __future__ import annotations

import importlib
import logging
import sys
from collections.abc import Iterable
from pathlib import Path

from cards.core import Game

log = logging.getLogger(__name__)

# name -> "module:Class". The toy game is a test fixture that ships with the source tree only.
REGISTRY: dict[str, str] = {
    "gwent": "cards.gwent.game:GwentGame",
    "toy": "tests.judge.toygame:ToyGame",
}


def load_game(name: str) -> Game:
    """Instantiate the engine registered as ``name``; raises KeyError or ImportError."""
    module_name, _, class_name = REGISTRY[name].partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        if not module_name.startswith("tests."):
            raise
        root = str(Path(__file__).resolve().parents[2])  # the checkout holding bot/ and tests/
        if root in sys.path:
            raise
        sys.path.insert(0, root)
        module = importlib.import_module(module_name)
    return getattr(module, class_name)()


def load_games(names: Iterable[str] = ("gwent",)) -> dict[str, Game]:
    """Every game in ``names`` that imports; the others are logged and left out."""
    games: dict[str, Game] = {}
    for name in names:
        try:
            games[name] = load_game(name)
        except Exception as exc:  # noqa: BLE001 - a broken engine must not stop the bot
            log.warning("game %s is not available: %s", name, exc)
    return games


def game_title(game: object, name: str, lang: str) -> str:
    """A game's name for people (``Gwent`` / ``гвинт``): its optional ``title(lang)``, else its registry name."""
    title = getattr(game, "title", None)
    if title is None:
        return name
    try:
        return str(title(lang))
    except Exception:  # noqa: BLE001 - a title is decoration
        log.exception("title failed for game %s", name)
        return name
