"""The rest of the contract (issue 23): deck registration without a match (``check_deck`` /
``check_deck_upload``), pictures under ``scramble_hidden``, and a state round trip through the snapshot
hooks ``BaseGame`` declares (``dump_state`` / ``load_state``). Nothing here names a game. The events each
audience is told under ``scramble_hidden`` are checked post by post by the swap suite
(``tests/adversarial/test_hidden_information.py``), which knows which cards stay hidden."""

from __future__ import annotations

import json
import random

import pytest

from cards.core import PUBLIC, Audience, IllegalMove, MoveError, NotAMove

from .cases import CASES_FOR_HOOKS, Case, cases, judge_view, playout, states

DECK_CASES = [c for c in CASES_FOR_HOOKS if c.engine().info.decks.required and c.engine().info.decks.ready]
UPLOAD_CASES = [c for c in DECK_CASES if c.engine().info.decks.upload]
# Every seat count on the first variant: a leaver in a match that goes on matters from three seats up.
SEAT_CASES = [c for c in cases() if c.variant in (None, *(v.name for v in c.engine().info.variants[:1]))]


def _options(case: Case) -> dict[str, object]:
    return {"variant": case.variant} if case.variant else {}


@pytest.mark.parametrize("case", DECK_CASES, ids=[c.id for c in DECK_CASES])
def test_a_ready_deck_registers_and_the_match_starts_with_it(case: Case) -> None:
    """Tournament registration: the deck a scripted player posts is checked without a match, stored as the
    seat's setup (JSON), and a match set up with it no longer waits for that deck."""
    game = case.engine()
    setup = case.setup()
    state, _ = game.new_match(setup, random.Random(1))
    asked = {d.id for d in game.pending(state)}
    rng = random.Random(2)
    seats = []
    for seat in range(case.seats):
        post = game.random_post(state, seat, rng)
        seats.append(json.loads(json.dumps(game.check_deck(post, _options(case)))))  # storable as JSON
    ready = {**setup, "players": [{**p, **s} for p, s in zip(setup["players"], seats, strict=True)]}
    started, _ = game.new_match(ready, random.Random(1))
    assert not asked & {d.id for d in game.pending(started)}


@pytest.mark.parametrize("case", DECK_CASES, ids=[c.id for c in DECK_CASES])
def test_chat_is_not_a_deck_and_a_wrong_deck_names_what_is_wrong(case: Case) -> None:
    game = case.engine()
    with pytest.raises(NotAMove):
        game.check_deck("good luck everyone, see you at the table", _options(case))
    with pytest.raises(IllegalMove) as wrong:
        game.check_deck("deck 4 Qwxyz Unknown Card", _options(case))
    assert "Qwxyz" in wrong.value.text.en and "Qwxyz" in wrong.value.text.ru


@pytest.mark.parametrize("case", UPLOAD_CASES, ids=[c.id for c in UPLOAD_CASES])
def test_an_upload_that_is_no_spreadsheet_is_refused_with_the_reason(case: Case) -> None:
    game = case.engine()
    with pytest.raises(IllegalMove) as refused:
        game.check_deck_upload("deck.xlsx", b"this is no zip at all", _options(case))
    assert ".xlsx" in refused.value.text.en and ".xlsx" in refused.value.text.ru
    with pytest.raises(MoveError):
        game.check_deck_upload("deck.txt", b"4 Qwxyz", _options(case))


def test_every_game_without_decks_says_so() -> None:
    for case in CASES_FOR_HOOKS:
        if not case.engine().info.decks.required and not case.engine().info.decks.by_text:
            with pytest.raises(NotAMove):
                case.engine().check_deck("deck 4 Qwxyz", {})


def _audiences(case: Case) -> list[Audience]:
    return [PUBLIC] + [Audience.player(s) for s in range(case.seats)]


@pytest.mark.parametrize("case", CASES_FOR_HOOKS, ids=[c.id for c in CASES_FOR_HOOKS])
def test_pictures_do_not_change_when_hidden_cards_are_swapped(case: Case) -> None:
    """The picture is drawn from the view: swapping the cards an audience may not see changes nothing in
    its picture (a few positions: the start, the middle, the end)."""
    game = case.engine()
    start, _events, steps = playout(case, 5)
    every = list(states(start, steps))
    rng = random.Random(5)
    for n, state in enumerate((every[0], every[len(every) // 2], every[-1])):
        for audience in _audiences(case):
            lang = "ru" if n == 1 else "en"
            picture = game.render_picture(state, audience, lang)
            if picture is None:
                return  # a game without pictures
            assert game.render_picture(game.scramble_hidden(state, audience, rng), audience, lang) == picture


@pytest.mark.parametrize("case", CASES_FOR_HOOKS, ids=[c.id for c in CASES_FOR_HOOKS])
def test_a_state_survives_the_snapshot_hooks(case: Case) -> None:
    """``dump_state`` / ``load_state`` (declared on BaseGame, so the judge never probes for them) give back
    a state the judge cannot tell from the original: same view, table, pending decisions and next move."""
    game = case.engine()
    start, _events, steps = playout(case, 3)
    assert isinstance(game.snapshot_version, str)
    for step in steps[:: max(1, len(steps) // 12)]:
        back = game.load_state(game.dump_state(step.before))
        assert judge_view(game, back) == judge_view(game, step.before)
        assert game.render_table(back, PUBLIC, "ru") == game.render_table(step.before, PUBLIC, "ru")
        assert [d.id for d in game.pending(back)] == [d.id for d in game.pending(step.before)]
        after, events = game.play(back, step.seat, step.text)
        assert judge_view(game, after) == judge_view(game, step.after) and events == step.events



@pytest.mark.parametrize("case", SEAT_CASES, ids=[c.id for c in SEAT_CASES])
def test_every_seat_can_leave_at_any_moment_and_is_out_at_once(case: Case) -> None:
    """Issue 25 (a tournament drop during a round): ``concede_post`` is a move for any seat still in the
    match at any moment (the judge posts it for a dropped player), and it takes him out at once: the
    match ends without him among the winners, or goes on with him ``seat_left``, waiting for nothing of
    his, his further posts refused."""
    game = case.engine()
    start, _events, steps = playout(case, 4)
    positions = [start] + [s.before for s in steps[len(steps) // 3 :: max(1, len(steps) // 3)]]
    assert not any(game.seat_left(start, seat) for seat in range(case.seats))
    for state in positions:
        for seat in range(case.seats):
            post = game.concede_post(state, seat)
            assert post is not None, (case.id, seat)
            if game.seat_left(state, seat):  # gone already (a Master who lost): nothing more of his counts
                with pytest.raises(MoveError):
                    game.play(state, seat, post)
                continue
            after, events = game.play(state, seat, post)
            assert events, (case.id, seat)
            result = game.result(after)
            if result is not None:
                assert seat not in result.winners, (case.id, seat, result)
                continue
            assert game.seat_left(after, seat), (case.id, seat)
            assert not any(d.seat == seat for d in game.pending(after)), (case.id, seat)
            with pytest.raises(MoveError):
                game.play(after, seat, post)
