"""Files the judge sends with an ask (``decision_files``): the card spreadsheet with the ask for a deck,
so players build their decks from the sheet the engine reads."""

from __future__ import annotations

from pathlib import Path

from cards.core import Decision, Files


def spreadsheet_for_deck(decision: Decision, source: str) -> Files:
    """The spreadsheet at ``source`` as one file when ``decision`` asks for a deck; none for any other
    ask or a catalogue not read from a file."""
    path = Path(source)
    if decision.kind != "deck" or not path.is_file():
        return []
    return [(path.name, path.read_bytes())]
