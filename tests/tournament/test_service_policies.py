"""The organiser's policies (issue 17) chosen at ``/tournament create``: the opponents' floor (1/3 or
the MTR's 0.33), a second bye vs a rematch, the final tiebreaker (registration order or a seeded random
draw); stored in the tournament, stated in its announcement in English and Russian, refused when
unknown; the slash command offers them with Russian names and descriptions."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.tournament.pods import PodTournamentState
from tests.judge.conftest import Clock
from tests.judge.toygame import ToyGame
from tests.tournament.test_service import GUILD, JUDGE, TCHAN, TourHarness


@pytest.fixture
def th(tmp_path: Any) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'tour.db'}", Clock(), {"toy": ToyGame()})
    yield h
    h.store.close()


async def test_policies_are_stored_and_announced(th: TourHarness) -> None:
    policies = {"omw_floor": "0.33", "bye_vs_rematch": "rematch", "final_tiebreak": "random"}
    tid = th.create(policies=policies)
    cfg = th.tours.state(tid).tournament.config
    assert (cfg.omw_floor, cfg.bye_vs_rematch, cfg.final_tiebreak) == ("0.33", "rematch", "random")
    await th.deliver()
    text = th.channel()
    assert "Opponents' win-rate floor: 0.33 (as printed in the MTR)." in text
    assert "a rematch rather than a second bye" in text and "Last tiebreaker: a seeded random draw." in text


async def test_defaults_and_unset_options_are_the_documented_defaults(th: TourHarness) -> None:
    tid = th.create(policies={"omw_floor": None, "bye_vs_rematch": None, "final_tiebreak": None})
    cfg = th.tours.state(tid).tournament.config
    assert (cfg.omw_floor, cfg.bye_vs_rematch, cfg.final_tiebreak) == ("1/3", "second_bye", "registration")
    await th.deliver()
    assert "a second bye rather than a rematch" in th.channel()


async def test_pods_take_the_floor_and_tiebreak_and_announce_in_russian(th: TourHarness) -> None:
    th.judge.setup(JUDGE, GUILD)
    th.judge.set_language(JUDGE, "ru", guild_id=GUILD, scope="server")
    tid = th.create(
        format="pods", rounds=2, pod_size=3, policies={"omw_floor": "0.33", "final_tiebreak": "random"}
    )
    state = th.tours.state(tid)
    assert isinstance(state, PodTournamentState)
    assert (state.tournament.config.omw_floor, state.tournament.config.final_tiebreak) == ("0.33", "random")
    await th.deliver()
    text = th.channel()
    assert "Нижняя граница доли очков соперников: 0,33 (буквально по MTR)." in text
    assert "Последний тай-брейк: жеребьёвка" in text and "бай" not in text  # pods have no byes


def test_unknown_policies_are_refused_in_the_readers_language(th: TourHarness) -> None:
    th.judge.setup(JUDGE, GUILD)
    args: dict[str, Any] = {"name": "Cup", "game": "toy", "format": "swiss", "rounds": 3}
    for bad in ({"omw_floor": "0.3"}, {"bye_vs_rematch": "both"}, {"seating": "random"}):
        reply = th.tours.create(JUDGE, GUILD, TCHAN, policies=bad, **args)
        assert reply.status == "refused" and "1/3 or 0.33" in (reply.text or ""), bad
    th.judge.set_language(JUDGE, "ru")
    reply = th.tours.create(JUDGE, GUILD, TCHAN, policies={"final_tiebreak": "coin"}, **args)
    assert reply.status == "refused" and "последний тай-брейк" in (reply.text or "")
    assert th.tours.tournaments(GUILD) == []


def test_the_slash_commands_offer_the_policies_and_pod_places_with_russian_texts() -> None:
    from bot.discord.texts import russian
    from bot.discord.tournament_commands import TournamentGroup

    commands = {c.name: c for c in TournamentGroup.__discord_app_commands_group_children__}
    create = commands["create"]
    params = {p.name: p for p in create.parameters}
    offered = {
        name: [c.value for c in params[name].choices]
        for name in ("opponents_floor", "bye_or_rematch", "final_tiebreak")
    }
    assert offered == {
        "opponents_floor": ["1/3", "0.33"],
        "bye_or_rematch": ["second_bye", "rematch"],
        "final_tiebreak": ["registration", "random"],
    }
    mine = [*(params[n] for n in offered), *(p for p in commands["places"].parameters if p.name == "order")]
    for p in mine:
        name = russian(p.name, name=True)
        assert name and re.fullmatch(r"[-_\w]{1,32}", name) and name.islower(), p.name
        described = russian(p.description, name=False)
        assert described and len(described) <= 100, p.description
        for c in p.choices:
            shown = russian(c.name, name=False)
            assert shown and len(shown) <= 100, c.name
    assert russian(commands["places"].description, name=False)
