"""Tournaments carry a game's table settings (issue 29): ``/tournament create`` takes the variant and the
options the game declares in its GameInfo, checks them against the game (refusals say why: an unknown
option, a value out of range or not among the choices, a seat count the game does not play, a table the
game itself refuses), stores them with the tournament, sets every match and pod up with them, and shows them
on the announcement and the standings."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.judge.games import load_games
from bot.tournament.table_options import TableSettings, describe, settle
from tests.judge.conftest import Clock
from tests.tournament.test_service import JUDGE, PLAYERS, TourHarness, register

GAMES = load_games(["gwent", "vanguard", "fow", "fate"])


@pytest.fixture
def th(tmp_path: Any) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'tour.db'}", Clock(), GAMES)
    yield h
    h.store.close()


def refusal(th: TourHarness, **kw: Any) -> str:
    th.judge.setup(JUDGE, 1, match_channel_id=10)
    args: dict[str, Any] = {"name": "Cup", "format": "swiss", "rounds": 3, **kw}
    reply = th.tours.create(JUDGE, 1, 20, **args)
    assert reply.status == "refused", reply
    return reply.text.replace("\\_", "_")  # the reason is Markdown-escaped (underscores)


def test_fate_pods_play_with_the_tournaments_table_settings(th: TourHarness) -> None:
    """FA-SET-1/2/8 chosen for the event: every pod's match is set up with them (the engine's own state)."""
    tid = th.create(game="fate", format="pods", rounds=1, pod_size=3,
                    options={"starting_prana": "7", "starting_hand": "3", "scenes": "true"})
    with th.store.tx() as tx:
        from bot.store.tournament_models import TournamentRecord

        rec = tx.session.get(TournamentRecord, tid)
        assert rec is not None and rec.options == {"starting_prana": 7, "starting_hand": 3, "scenes": True}
    register(th, tid, PLAYERS[:6])
    th.tours.close_registration(JUDGE, tid)
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    matches = th.tours.round_matches(tid)
    assert len(matches) == 2
    for mid in matches.values():
        setup = th.match(mid).setup
        assert setup["starting_prana"] == 7 and setup["starting_hand"] == 3 and setup["scenes"] is True
        options = th.judge.state_of(mid).options  # the engine's own record of its table settings
        assert (options["starting_prana"], options["starting_hand"], options["scenes"]) == (7, 3, True)
    standings = th.tours.standings(tid).text
    assert "Table settings: Starting prana: 7 · Starting hand: 3 · Scene cards and the Seat of the Grail: yes" in standings


def test_fow_rules_version_as_variant_or_option_reaches_every_match(th: TourHarness) -> None:
    """F-OPT-1: ``variant 7.0`` is FoW's rules version (cr=7.0); the matches play CR 7.0."""
    tid = th.create(game="fow", variant="7.0", rounds=1)
    register(th, tid, PLAYERS[:2])
    for p in PLAYERS[:2]:
        assert th.tours.register_deck(p, tid, "deck starter faria").status == "ok"
    th.tours.close_registration(JUDGE, tid)
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    (mid,) = th.tours.round_matches(tid).values()
    assert th.match(mid).setup["cr"] == "7.0"
    assert "Table settings: Rules version: 7.0" in th.tours.standings(tid).text


def test_vanguard_premium_with_g_zone_is_stored_and_standard_with_g_zone_is_refused(th: TourHarness) -> None:
    """V-FMT-4: the G zone is Premium only — the game's own refusal, with its reason."""
    text = refusal(th, game="vanguard", variant="standard", options={"g_zone": "true"})
    assert "refuses these table settings" in text and "G zone" in text, text
    tid = th.create(game="vanguard", variant="premium", rounds=1, options={"g_zone": "yes"})
    reply = th.tours.standings(tid)
    assert "Table settings: Premium" in reply.text and "G zone, Stride and G guardians: yes" in reply.text


def test_refusals_name_what_is_wrong_and_create_nothing(th: TourHarness) -> None:
    assert "has no option prana (options: starting_prana" in refusal(th, game="fate", format="pods",
                                                                    pod_size=3, options={"prana": "7"})
    assert "starting_prana takes 1..99, not 500" in refusal(th, game="fate", format="pods", pod_size=3,
                                                           options={"starting_prana": "500"})
    assert "servants takes one of random, choice, draft" in refusal(th, game="fate", format="pods", pod_size=3,
                                                                    options={"servants": "auction"})
    assert "gwent is for 2-2 players, not 4" in refusal(th, game="gwent", format="pods", pod_size=4)
    assert "no variant 'doubles'" in refusal(th, game="gwent", variant="doubles")
    with th.store.tx() as tx:
        from sqlmodel import select

        from bot.store.tournament_models import TournamentRecord

        assert not list(tx.session.exec(select(TournamentRecord)))  # nothing was created


def test_defaults_are_said_and_describe_uses_the_games_titles_in_russian() -> None:
    fate = GAMES["fate"]
    settings = settle(fate, None, {"scenes": "да", "draw_pile": "per_master"}, 4)
    assert settings == TableSettings(None, {"draw_pile": "per_master", "scenes": True})
    assert describe(fate, settings, "ru") == "Колода: per_master · Карты сцен и Престол Грааля: да"
    assert describe(fate, settings, "en") == "Draw pile: per_master · Scene cards and the Seat of the Grail: yes"
