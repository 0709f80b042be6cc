"""Hostile posts at random points of real matches, for every registered game (issue 8, standing suite).

Engine level (hypothesis): whatever a post holds, parsing and applying it either works or raises the
game's own refusal (MoveError); it never raises anything else, never changes the state it was given,
takes bounded time and memory, and a refusal never quotes more than a short excerpt of the post.
Judge level: through the judge service, no hostile post is an internal error, a refusal changes nothing,
and a post over the limit is refused before any game parses it.
"""

from __future__ import annotations

import contextlib
import functools
import pickle
import random
import tracemalloc
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.judge import Actor, DirectMessage, JudgeService, ThreadPost
from bot.judge.limits import MAX_POST_CHARS, QUOTE_CHARS
from bot.judge.outbox import deliver_pending
from bot.store import Store
from cards.core import MoveError
from tests.cpu import cpu_seconds
from tests.judge.conftest import Clock

from .cases import Case, cases, random_point

CASES = cases()
IDS = [c.id for c in CASES]
SECONDS_PER_POST = 0.5
BYTES_PER_POST = 20 * 1024 * 1024

NASTY = [
    "deck ", "колода ", "deck monsters; ", "1-99999999999", "0-96", "95-1", "1-95", "², ", "٣", "¹²³",
    "#uid:44", "#uid:", "#UID:-1", "# uid:9", "#0", "#99", "#-1", "#1", "#٣", "9" * 60, "-", ";", ",", "\n",
    "@", "@close", "@own", "@@@@", ">", "> > >", "+", "+ + +", " x9", " ×9", " х9", "leader ", "лидер ",
    "exchange ", " for ", " на ", "keep ", "reveal ", "first ", "revive ", "take ", "move ", "pass", "пас",
    "none", "\u200b", "\u202e", "\x00", "\ufeff", "🂡", "@everyone", "<@123456789012345678>", "<@&1>",
    "`", "**", "||", "ё", "ß", "İ", "ǅ", "a" * 300, "Ж" * 200, "(", ")", "//", "ooc",
]


@functools.cache
def point(case: Case, seed: int) -> tuple[Any, int, tuple[str, ...]]:
    state, seat = random_point(case, seed)
    game = case.engine()
    try:
        legal = tuple(game.legal_posts(state, seat))[:40]
    except MoveError:
        legal = ()
    return state, seat, legal


def posts(legal: tuple[str, ...]) -> st.SearchStrategy[str]:
    piece = st.sampled_from(NASTY + list(legal)) | st.text(max_size=30)
    joined = st.lists(piece, max_size=25).map("".join)
    return st.one_of(joined, st.text(max_size=MAX_POST_CHARS), joined.map(lambda s: s * 20)).map(
        lambda s: s[:MAX_POST_CHARS]
    )


def check_post(case: Case, state: Any, seat: int, post: str) -> None:
    game = case.engine()
    frozen = pickle.dumps(state)

    def judge() -> MoveError | None:
        try:
            game.apply(state, seat, game.parse(state, seat, post))
        except MoveError as exc:
            return exc
        return None

    refusal, seconds = cpu_seconds(judge)
    if seconds > SECONDS_PER_POST:  # a lazy index built on first use is paid once per process, not per post
        refusal, seconds = cpu_seconds(judge)  # (the soak's first FoW deck post: 0.67 s, then flaky)
    if refusal is not None:
        for text in (refusal.text.en, refusal.text.ru):
            assert isinstance(text, str) and text.strip(), "a refusal says why"
            if len(post) > QUOTE_CHARS + 20:
                window = QUOTE_CHARS + 1
                assert not any(post[i : i + window] in text for i in range(0, len(post) - window, 37)), (
                    "a refusal quotes at most a short excerpt of the post"
                )
    assert seconds <= SECONDS_PER_POST, f"{case.id}: {seconds:.2f} s for {post[:80]!r}"
    assert pickle.dumps(state) == frozen, "a post never changes the state it was judged on"


def check_memory(case: Case, state: Any, seat: int, post: str) -> None:
    game = case.engine()
    tracemalloc.start()
    try:
        with contextlib.suppress(MoveError):
            game.apply(state, seat, game.parse(state, seat, post))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak <= BYTES_PER_POST, f"{case.id}: {peak} bytes for {post[:80]!r}"


def _property(case: Case, data: st.DataObject, seeds: int) -> None:
    state, seat, legal = point(case, data.draw(st.integers(0, seeds - 1), label="match"))
    post = data.draw(posts(legal), label="post")
    check_post(case, state, seat, post)


@pytest.mark.parametrize("case", CASES, ids=IDS)
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_hostile_posts_are_refusals_or_moves_never_crashes(case: Case, data: st.DataObject) -> None:
    _property(case, data, seeds=4)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=IDS)
@settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_hostile_posts_soak(case: Case, data: st.DataObject) -> None:
    _property(case, data, seeds=60)


WORST = ["deck monsters; " + ", ".join(["1-95"] * 60), "deck x; " + "²," * 900, "#uid:" + "9" * 1990,
         "a+" * 999, ">" * 1999, "@" * 1999, "Ж" * MAX_POST_CHARS, "deck a; " + "Гуль х9, " * 220]


@pytest.mark.parametrize("case", CASES, ids=IDS)
@pytest.mark.parametrize("post", WORST, ids=range(len(WORST)))
def test_the_worst_posts_we_know_stay_within_time_and_memory(case: Case, post: str) -> None:
    state, seat, _ = point(case, 1)
    check_post(case, state, seat, post)
    check_memory(case, state, seat, post)


# ------------------------------------------------------------------------------------------ the judge
GUILD, LOBBY = 1, 10
JUDGE = Actor(900, "Judy", is_judge=True, is_admin=True)


class Counting:
    """Counts the judge's calls into the game's parser (wraps the instance's ``parse``)."""

    def __init__(self, game: Any) -> None:
        self.calls = 0
        self.original = game.parse

        def parse(state: Any, seat: int, text: str) -> Any:
            self.calls += 1
            return self.original(state, seat, text)

        game.parse = parse


QUICK_HOSTILE = [*WORST, *NASTY[::6], "x" * (MAX_POST_CHARS + 1), "deck monsters; 1-21" + " " * MAX_POST_CHARS]
ALL_HOSTILE = [*WORST, *NASTY, "x" * (MAX_POST_CHARS + 1), "deck monsters; 1-21" + " " * MAX_POST_CHARS]


FIRST_VARIANTS = list({c.game: c for c in reversed(CASES)}.values())  # quick run: one variant a game


@pytest.mark.parametrize("case", FIRST_VARIANTS, ids=[c.id for c in FIRST_VARIANTS])
async def test_hostile_posts_through_the_judge_change_nothing_and_are_never_internal_errors(
    case: Case, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    await _through_the_judge(case, tmp_path, QUICK_HOSTILE, rounds=1)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=IDS)
async def test_hostile_posts_through_the_judge_soak(case: Case, tmp_path) -> None:  # type: ignore[no-untyped-def]
    await _through_the_judge(case, tmp_path, ALL_HOSTILE, rounds=6)


async def _through_the_judge(case: Case, tmp_path: Any, hostile: list[str], rounds: int) -> None:
    game = case.engine()
    store = Store(f"sqlite:///{tmp_path / 'judge.db'}")
    clock = Clock()
    service = JudgeService(store, {case.game: game}, clock, seed_source=lambda: 11)
    players = [Actor(101 + i, n) for i, n in enumerate(case.setup()["players"][i]["name"] for i in range(case.seats))]
    stranger = Actor(199, "Mallory")
    service.setup(JUDGE, GUILD, judge_role_id=77)
    reply = service.create_by_judge(JUDGE, GUILD, LOBBY, case.game, players, variant=case.variant)
    assert reply.status == "ok", reply
    mid = reply.match_id

    from bot.judge import ConsoleTransport

    transport = ConsoleTransport(__import__("io").StringIO())
    await deliver_pending(store, transport, clock=clock)
    with store.tx() as tx:
        thread = tx.match(mid).channel_id  # type: ignore[union-attr]
    rng = random.Random(5)
    ids = iter(range(10_000, 10**9))

    def snapshot() -> tuple[Any, int, int]:
        with store.tx() as tx:
            return (
                pickle.dumps(service.state_of(mid)),  # type: ignore[arg-type]
                len(tx.posts(mid, include_undone=True)),  # type: ignore[arg-type]
                len(tx.outbox(status=None)),
            )

    def play_some(n: int) -> None:
        for _ in range(n):
            state = service.state_of(mid)  # type: ignore[arg-type]
            if game.result(state) is not None:
                return
            d = rng.choice(list(game.pending(state)))
            text = game.random_post(state, d.seat, rng)
            who = players[d.seat]
            if d.private:
                r = service.handle_direct_message(DirectMessage(next(ids), who.user_id, text, author_name=who.name))
            else:
                r = service.handle_thread_post(ThreadPost(next(ids), thread, who.user_id, who.name, text))
            assert r.accepted, (text, r)

    counter = Counting(game)
    try:
        for _round in range(rounds):
            play_some(rng.randint(3, 15))
            for post in hostile:
                for who in (*players, stranger):
                    parsed = counter.calls
                    for send in (
                        lambda: service.handle_thread_post(
                            ThreadPost(next(ids), thread, who.user_id, who.name, post)  # noqa: B023
                        ),
                        lambda: service.handle_direct_message(
                            DirectMessage(next(ids), who.user_id, post, author_name=who.name)  # noqa: B023
                        ),
                    ):
                        before = snapshot()
                        r = send()
                        assert r.status != "error", (post[:80], r)
                        assert r.text is None or len(r.text) < 2_000
                        if not r.accepted:
                            assert snapshot()[:2] == before[:2], (post[:80], r)
                    if len(post) > MAX_POST_CHARS or who is stranger:
                        assert counter.calls == parsed, "over the limit or not seated: never parsed"
    finally:
        del game.parse  # the instance attribute: back to the class's method
        store.close()
