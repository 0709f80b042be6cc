"""bot/ speaks no game's language (issue 23): a ``/tournament deck`` with nothing in it is answered with
the deck hint of the tournament's own game (its ``GameInfo.decks``), through Fluent, in en and ru; the
bot's own deck texts name no game's deck syntax."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.judge.games import load_games
from tests.judge.conftest import Clock
from tests.tournament.test_service import GUILD, JUDGE, PLAYERS, TourHarness

ROOT = Path(__file__).resolve().parents[2]
GAMES = {name: game for name, game in load_games().items() if game.info.decks.required}


@pytest.fixture
def th(tmp_path: Path) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'hint.db'}", Clock(), GAMES, seed=4)
    yield h
    h.store.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_empty_deck_is_answered_with_the_games_own_hint(th: TourHarness, game: str, lang: str) -> None:
    th.judge.setup(JUDGE, GUILD, language=lang)
    tid = th.create(name="Cup", game=game, format="swiss", rounds=1)
    player = PLAYERS[0]
    assert th.tours.register(player, tid).status == "ok"
    reply = th.tours.register_deck(player, tid, text="  ")
    hint = GAMES[game].info.decks.hint(lang)
    assert reply.status == "refused" and reply.text is not None
    assert hint and hint in reply.text  # this game's way to hand a deck in, nobody else's
    for other, engine in GAMES.items():
        if other != game and engine.info.decks.hint(lang) != hint:
            assert engine.info.decks.hint(lang) not in reply.text


def test_the_bots_deck_texts_name_no_games_syntax() -> None:
    """Gwent's deck post and its '(2)' sheet were shown to every game's players; no bot text says them now."""
    texts = [p.read_text() for p in (ROOT / "bot").rglob("*.ftl")]
    texts += [p.read_text() for p in (ROOT / "bot" / "discord").glob("*.py")]
    for text in texts:
        assert "deck monsters" not in text and "'(2)'" not in text and "«(2)»" not in text
