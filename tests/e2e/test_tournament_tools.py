"""``/tournament`` judge tools and the adapter's plumbing over the real discord.py client: every judge
decision on a live round (extension, pause, resume, award, double loss, penalty, re-pairing, the end) is
posted in the tournament's channel with its reason, told in the match thread it decides and kept in the
audit log; players are refused judge tools privately; the tournament option autocompletes and is needed
only when several run; the Register button survives a restart; the transport renders it."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest_asyncio

from bot.discord.transport import message_kwargs
from bot.judge.payloads import message
from bot.store import ACTIVE, CANCELLED, FINISHED, PAUSED
from tests.e2e.test_bot_world import World, make_world
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)

DECKS = ("deck monsters ready", "deck nilfgaard ready", "deck skellige ready", "deck scoia'tael ready")


@pytest_asyncio.fixture(name="w")
async def world4(fake_discord: FakeDiscord, tmp_path: Path) -> AsyncIterator[World]:  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    w.dave = fake_discord.add_user("dave")  # type: ignore[attr-defined]
    fake_discord.add_member(w.guild, w.dave)  # type: ignore[attr-defined]
    await w.start_bot()
    try:
        yield w
    finally:
        await w.close()


def four(w: World) -> list[FakeUser]:
    return [w.alice, w.bob, w.carol, w.dave]  # type: ignore[attr-defined]


async def slash(w: World, user: FakeUser, command: str, options: dict[str, Any] | None = None) -> Any:
    done = await w.fake.slash(user, w.lobby, f"tournament {command}", options or {})
    assert done.ephemeral, done  # every answer is private
    return done


async def create(w: World, name: str, **options: Any) -> tuple[int, FakeMessage]:
    done = await slash(w, w.judy, "create", {"name": name, **options})
    tid = int(re.search(r"#(\d+)", done.content).group(1))  # type: ignore[union-attr]
    announcement = await w.fake.wait_for(
        lambda: next(
            (m for m in w.fake.bot_messages(w.lobby) if f"tj:register:{tid}" in m.custom_ids()), None
        ),
        what="the announcement",
    )
    return tid, announcement


def lobby(w: World) -> str:
    return "\n".join(m.text for m in w.fake.bot_messages(w.lobby))


def thread_text(w: World, mid: int) -> str:
    return "\n".join(m.text for m in w.fake.bot_messages(w.thread(mid)))


async def test_judge_tools_on_a_live_round_are_posted_told_and_audited(w: World) -> None:
    fake = w.fake
    await w.setup_server(language="en")
    tid, _ = await create(w, "Night Cup", format="swiss", rounds=2, variant="classic")
    tours = w.bot.tournaments  # type: ignore[union-attr]
    for user, deck in zip(four(w), DECKS, strict=True):
        done = await slash(w, user, "register")
        assert "You are registered in **Night Cup**" in done.content
        await w.say(user, user, deck)
        await fake.wait_for(lambda u=user: any("Deck registered" in m.content for m in fake.dms(u)))
    left = await slash(w, w.dave, "drop")  # before the first round a drop unregisters
    assert "Done" in left.content or "left" in left.content, left
    await slash(w, w.dave, "register")
    missing = await slash(w, w.judy, "close")
    assert "dave" in missing.content  # his deck went with his first registration
    assert "Deck registered" in (await slash(w, w.dave, "deck", {"text": DECKS[3]})).content
    assert (await slash(w, w.judy, "close")).content == "Done."
    late = await slash(w, w.alice, "register")
    assert "closed" in late.content
    players = await slash(w, w.carol, "players")
    assert "4 players" in players.content and "dave" in players.content

    # -- pair, re-pair, start -------------------------------------------------------------------------
    assert "paired" in (await slash(w, w.judy, "pair")).content
    assert (await slash(w, w.judy, "repair", {"reason": "wrong seating"})).content == "Done."
    assert "started: 2 matches" in (await slash(w, w.judy, "start-round")).content
    matches = tours.round_matches(tid)
    await fake.wait_for(lambda: all(w.match(m).channel_id for m in matches.values()), what="threads")

    # -- players cannot judge ------------------------------------------------------------------------
    for command, options in (
        ("extend", {"table": 1, "hours": 200, "reason": "x"}),
        ("award", {"table": 1, "winner": w.alice, "reason": "x"}),
        ("pause", {"reason": "x"}),
    ):
        refused = await slash(w, w.alice, command, options)
        assert "Only a judge" in refused.content, (command, refused)

    # -- extension, pause, resume ---------------------------------------------------------------------
    assert (
        await slash(w, w.judy, "extend", {"table": 1, "hours": 120, "reason": "travelling"})
    ).content == "Done."
    assert w.match(matches[1]).deadline_hours == 120
    assert (await slash(w, w.judy, "pause", {"reason": "server maintenance"})).content == "Done."
    assert {w.match(m).status for m in matches.values()} == {PAUSED}
    assert "is paused" in (await slash(w, w.judy, "start-round")).content
    assert (await slash(w, w.judy, "resume")).content == "Done."
    assert {w.match(m).status for m in matches.values()} == {ACTIVE}

    # -- award, double loss: the live matches end, their threads are told --------------------------
    seated = {t: w.players(m) for t, m in matches.items()}
    winner = seated[1][1]
    done = await slash(w, w.judy, "award", {"table": 1, "winner": winner, "reason": "opponent no-show"})
    assert done.content == "Done."
    done = await slash(w, w.judy, "double-loss", {"table": 2, "reason": "both late"})
    assert done.content == "Done."
    await w.delivered()
    assert {w.match(m).status for m in matches.values()} == {FINISHED}
    assert "Reason: opponent no-show" in thread_text(w, matches[1])
    assert "Reason: both late" in thread_text(w, matches[2])
    assert "deadline for each decision in this match is now 120 h" in thread_text(w, matches[1])
    assert "standings after round 1" in lobby(w)

    # -- round 2: a match-loss penalty decides one table; the judge ends the tournament ------------
    await slash(w, w.judy, "start-round")
    matches2 = tours.round_matches(tid)
    await fake.wait_for(lambda: all(w.match(m).channel_id for m in matches2.values()), what="threads")
    offender = w.players(matches2[1])[0]
    done = await slash(
        w, w.judy, "penalty", {"player": offender, "kind": "match_loss", "reason": "abusive chat"}
    )
    assert done.content == "Done."
    assert (await slash(w, w.judy, "end", {"reason": "out of time"})).content == "Done."
    await w.delivered()
    assert w.match(matches2[1]).status == FINISHED and w.match(matches2[2]).status == CANCELLED
    assert tours.state(tid).is_finished and "final standings" in lobby(w)
    public = await fake.slash(w.carol, w.lobby, "tournament standings", {"public": True})
    assert not public.ephemeral and "final standings" in public.content

    # -- every decision: in the channel and the audit log, with its reason ---------------------------
    reasons = {
        "tournament.repair_round": "wrong seating",
        "tournament.extend_time": "travelling",
        "tournament.pause_round": "server maintenance",
        "tournament.award": "opponent no-show",
        "tournament.double_loss": "both late",
        "tournament.penalty": "abusive chat",
        "tournament.end_tournament": "out of time",
    }
    stored = {(a.action, (a.detail or {}).get("reason")) for a in _audit_rows(w)}
    for action, reason in reasons.items():
        assert (action, reason) in stored, action
        assert f"Reason: {reason}" in lobby(w), reason
    assert all(not fake.pings(m) for m in fake.bot_messages(w.lobby))  # the channel pings nobody


def _audit_rows(w: World) -> list[Any]:
    with w.store.tx() as tx:
        return [a for a in tx.audit_log() if a.action.startswith("tournament.")]


async def test_tournament_option_autocompletes_and_register_survives_a_restart(w: World) -> None:
    fake = w.fake
    await w.setup_server(language="en")
    first, announcement = await create(w, "Spring Cup", format="single_elim")
    second, _ = await create(w, "Autumn Cup", format="swiss", rounds=3)
    offered = await fake.autocomplete(w.judy, w.lobby, "tournament close", {"tournament": ""}, "tournament")
    assert [c["value"] for c in offered] == [second, first]
    assert offered[0]["name"] == f"#{second} Autumn Cup (registration)"
    narrowed = await fake.autocomplete(
        w.alice, w.lobby, "tournament register", {"tournament": "spr"}, "tournament"
    )
    assert [c["value"] for c in narrowed] == [first]
    which = await slash(w, w.alice, "register")
    assert "Several tournaments" in which.content and "Spring Cup" in which.content
    named = await slash(w, w.alice, "register", {"tournament": second})
    assert "Autumn Cup" in named.content

    await w.stop_bot()
    await w.start_bot()
    click = await fake.click(w.bob, announcement, f"tj:register:{first}")  # posted by the previous run
    assert click.ephemeral and "Spring Cup" in click.content
    assert [p.name for p in w.bot.tournaments.state(first).tournament.players] == ["bob"]  # type: ignore[union-attr]
    commands = {c["name"]: c for c in fake.registered_commands(w.guild)}
    subcommands = {o["name"] for o in commands["tournament"]["options"]}
    assert {
        "create", "register", "drop", "deck", "close", "start-round", "standings", "export", "players",
        "result", "award", "double-loss", "penalty", "extend", "pause", "resume", "repair", "end",
    } <= subcommands  # fmt: skip


def test_the_register_button_is_rendered_from_the_payload() -> None:
    kwargs = message_kwargs(message("🏆 Cup", register={"tournament_id": 12, "label": "Регистрация"}))
    [button] = kwargs["view"].children
    assert button.custom_id == "tj:register:12" and button.item.label == "Регистрация"
    assert "view" not in message_kwargs(message("plain"))
