"""The judge's procedure through JudgeService, against the toy game (spec §12 G-JUDGE-*)."""

from __future__ import annotations

import dataclasses
import random

from bot.judge import Actor, ThreadPost
from bot.store import ACTIVE, FINISHED, PAUSED, SENT, Store
from cards.core import Audience, Result
from tests.judge.conftest import GUILD, JUDGE_ROLE, LOBBY, Clock, Harness
from tests.judge.toygame import ToyGame, _set


async def play_out(h: Harness, limit: int = 200) -> None:
    """Both players post the first legal move until the match ends."""
    for _ in range(limit):
        state = h.state()
        pending = h.game.pending(state)
        if not pending:
            return
        decision = pending[0]
        who = h.seat_actor(decision.seat)
        text = h.game.legal_posts(state, decision.seat)[0]
        reply = h.dm(who, text) if decision.private else h.post(who, text)
        assert reply.status == "accepted", reply
        await h.deliver()
    raise AssertionError("the match did not end")


async def test_whole_match_through_the_service(h: Harness) -> None:
    mid = await h.start()
    assert h.match().status == ACTIVE
    # G-JUDGE-VIS-2: the exchange-like decision is asked by DM, with the player's own hand only
    alice_hand = ", ".join(map(str, h.state().hands[0]))
    assert f"Hand Alice: {alice_hand}" in h.dms_of(h.alice)
    assert "Hand Alice" not in h.dms_of(h.bob) and "Hand Alice" not in h.thread_text()
    await play_out(h)
    match = h.match()
    assert match.status == FINISHED
    result = h.game.result(h.state())
    assert match.result["winners"] == list(result.winners)
    assert f"Match #{mid} is over" in h.thread_text()
    # G-JUDGE-TABLE-1/4: one pinned table, edited after the moves, showing the final score
    pinned = h.transport.pins[h.thread]
    assert len(pinned) == 1
    table = h.transport.messages[pinned[0]][1]
    assert table.edits >= 1 and f"Alice: {h.state().scores[0]}" in table.content
    # private draws reach only their player, with the hand file attached
    assert "You drew" in h.dms_of(h.alice) and "You drew" not in h.thread_text()
    assert any(name == "hand.txt" for msg in h.transport.dms[h.alice.user_id] for name, _ in msg.files)
    assert all(item.status in (SENT, "superseded") for item in h.outbox())
    with h.store.tx() as tx:
        assert tx.reminders(mid) == []


async def test_non_player_post_refused_and_nothing_changes(h: Harness) -> None:
    """A spectator's post is never parsed (issue 8): left alone in the thread, refused as /play."""
    await h.start()
    h.keep_both()
    move = h.game.legal_posts(h.state(), h.state().turn)[0]
    before = h.snapshot()
    assert h.post(h.carol, move).status == "ignored"
    reply = h.service.play(h.carol, h.thread, move, interaction_id=1)
    assert reply.status == "refused" and "not playing" in reply.text
    assert h.snapshot() == before
    assert h.post(h.carol, "what a game!").status == "ignored"  # spectators may chat
    assert h.snapshot() == before


async def test_out_of_turn_post_refused_and_nothing_changes(h: Harness) -> None:
    await h.start()
    h.keep_both()
    other = h.waiting()
    before = h.snapshot()
    reply = h.post(other, f"play {h.state().hands[1 - h.state().turn][0]}")
    assert reply.status == "refused"
    assert "Not your turn" in reply.text and h.to_move().name in reply.text
    assert h.snapshot() == before
    assert h.post(other, "nice one").status == "ignored"  # chat out of turn is fine (G-JUDGE-FLOW-9)


async def test_private_decision_posted_in_thread_is_refused(h: Harness) -> None:
    await h.start()
    before = h.snapshot()
    reply = h.post(h.alice, f"swap {h.state().hands[0][0]}")
    assert reply.status == "refused" and "DM" in reply.text
    assert h.snapshot() == before


async def test_illegal_move_gets_private_reason_and_nothing_changes(h: Harness) -> None:
    await h.start()
    h.keep_both()
    mover = h.to_move()
    before = h.snapshot()
    reply = h.post(mover, "play 99")
    assert reply.status == "refused"
    assert "you have no card 99" in reply.text
    assert "play " in reply.text  # the engine's suggestions are passed on
    assert h.snapshot() == before


async def test_chat_is_ignored_silently(h: Harness) -> None:
    await h.start()
    h.keep_both()
    before = h.snapshot()
    reply = h.post(h.to_move(), "hmm, let me think")
    assert reply.status == "ignored" and reply.text is None
    assert h.snapshot() == before


async def test_post_outside_a_match_thread_is_ignored(h: Harness) -> None:
    await h.start()
    assert h.post(h.alice, "play 1", channel=LOBBY).status == "ignored"


async def test_same_message_id_is_applied_once(h: Harness) -> None:
    await h.start()
    h.keep_both()
    mover = h.to_move()
    move = h.game.legal_posts(h.state(), h.state().turn)[0]
    first = h.post(mover, move, message_id=777)
    after_first = h.snapshot()
    again = h.post(mover, move, message_id=777)
    assert first.status == "accepted" and again.status == "duplicate"
    assert h.snapshot() == after_first


async def test_duplicate_dm_is_applied_once(h: Harness) -> None:
    await h.start()
    assert h.dm(h.alice, "keep", message_id=900_001).status == "accepted"
    before = h.snapshot()
    assert h.dm(h.alice, "keep", message_id=900_001).status == "duplicate"
    assert h.snapshot() == before


async def test_dm_routing_needs_match_prefix_when_several_wait(h: Harness) -> None:
    first = await h.start()
    second_reply = h.service.create_by_judge(h.judge, GUILD, LOBBY, "toy", [h.alice, h.carol])
    second = second_reply.match_id
    assert h.dm(h.bob, "keep").status == "accepted"  # Bob has one match: no prefix needed
    ambiguous = h.dm(h.alice, "keep")
    assert ambiguous.status == "refused" and f"#{first}" in ambiguous.text and f"#{second}" in ambiguous.text
    assert h.dm(h.alice, "#999 keep").status == "refused"
    routed = h.dm(h.alice, f"#{second} keep")
    assert routed.status == "accepted" and routed.match_id == second
    assert h.dm(h.alice, "keep").match_id == first  # now only the first waits
    assert h.dm(h.alice, "keep").status == "refused"  # nothing private is pending any more


async def test_dm_prompt_names_the_match_when_player_has_several(h: Harness) -> None:
    await h.start()
    reply = h.service.create_by_judge(h.judge, GUILD, LOBBY, "toy", [h.alice, h.carol])
    await h.deliver()
    assert f"start your reply with `#{reply.match_id}`" in h.dms_of(h.alice)


async def test_undo_replays_to_the_earlier_state_and_resends_the_hand(h: Harness) -> None:
    mid = await h.start()
    h.keep_both()
    await h.deliver()
    mover = h.to_move()
    seat = h.state().turn
    before_state = h.state()
    move = f"play {before_state.hands[seat][0]}"
    assert h.post(mover, move).status == "accepted"
    await h.deliver()
    assert h.state() != before_state
    dms_before = len(h.transport.dm_text(mover.user_id))
    reply = h.service.judge_undo(h.judge, h.thread, 1)
    assert reply.status == "ok", reply
    assert h.state() == before_state  # undo is replay of setup + seed + posts minus the last one
    log = h.posts(include_undone=True)
    assert log[-1].undone and log[-1].text == move  # kept in the log, marked undone
    await h.deliver()
    assert "The judge undid the last post" in h.thread_text() and move in h.thread_text()
    new_dms = h.transport.dm_text(mover.user_id)[dms_before:]
    assert any("undid" in text and f"Hand {mover.name}" in text for text in new_dms)  # the hand changed back
    # the match goes on from the restored state, and a restart replays without the undone post
    assert h.post(mover, move).status == "accepted"
    after = h.state()
    h.restart()
    assert h.service.resume_all() == [mid]
    assert h.state() == after


async def test_undo_of_a_private_decision_does_not_reveal_it(h: Harness) -> None:
    await h.start()
    card = h.state().hands[0][0]
    assert h.dm(h.alice, f"swap {card}").status == "accepted"
    assert h.service.judge_undo(h.judge, h.thread, 1).status == "ok"
    await h.deliver()
    undo_post = next(text for text in h.transport.thread_text(h.thread) if "undid" in text)
    assert "a private decision" in undo_post and f"swap {card}" not in undo_post


async def test_judge_acts_for_a_player_publicly_and_privately(h: Harness) -> None:
    await h.start()
    card = h.state().hands[1][0]
    reply = h.service.judge_act(h.judge, h.thread, 1, f"swap {card}")
    assert reply.status == "ok", reply
    assert h.state().swapped[1]
    await h.deliver()
    assert "private decision" in h.thread_text() and f"swap {card}" not in h.thread_text()  # G-JUDGE-VIS
    assert f"swap {card}" in h.dms_of(h.bob)
    assert h.posts()[-1].actor_kind == "judge"
    h.service.judge_act(h.judge, h.thread, 0, "keep")
    seat = h.state().turn
    move = h.game.legal_posts(h.state(), seat)[0]
    assert h.service.judge_act(h.judge, h.thread, seat, move).status == "ok"
    await h.deliver()
    assert f"The judge posts for **{h.seat_actor(seat).name}**: {move}" in h.thread_text()
    assert h.service.judge_act(h.judge, h.thread, seat, "pass").status in ("ok", "refused")


async def test_judge_powers_are_for_judges_who_do_not_play(h: Harness) -> None:
    await h.start()
    assert h.service.judge_undo(h.alice, h.thread, 1).status == "refused"
    playing_judge = Actor(h.alice.user_id, "Alice", is_judge=True)
    reply = h.service.judge_hands(playing_judge, h.thread)
    assert reply.status == "refused" and "play" in reply.text  # G-JUDGE-1
    view = h.service.judge_hands(h.judge, h.thread)
    assert view.status == "ok" and "Hand Alice" in view.text and "Hand Bob" in view.text


async def test_judge_end_records_the_result(h: Harness) -> None:
    mid = await h.start()
    reply = h.service.judge_end(h.judge, h.thread, Result.win(1, 2, "forfeit"))
    assert reply.status == "ok"
    match = h.match()
    assert (
        match.status == FINISHED
        and match.result["winners"] == [1]
        and match.result["judge_id"] == h.judge.user_id
    )
    await h.deliver()
    assert f"The judge ended match #{mid}" in h.thread_text() and "Winner: **Bob**" in h.thread_text()
    assert h.post(h.alice, "play 1").status == "ignored"


async def test_pause_refuses_moves_until_resume(h: Harness) -> None:
    await h.start()
    assert h.service.pause(h.judge, h.thread, "dispute").status == "ok"
    assert h.match().status == PAUSED
    before = h.snapshot()
    reply = h.dm(h.alice, "keep")
    assert reply.status == "refused" and "paused" in reply.text
    assert h.snapshot() == before
    assert h.service.resume(h.judge, h.thread).status == "ok"
    assert h.dm(h.alice, "keep").status == "accepted"
    await h.deliver()
    assert "paused" in h.thread_text() and "resumed" in h.thread_text()


async def test_play_command_echoes_the_move_and_dedupes_the_interaction(h: Harness) -> None:
    await h.start()
    h.keep_both()
    mover = h.to_move()
    move = h.game.legal_posts(h.state(), h.state().turn)[0]
    assert h.service.play(mover, h.thread, move, interaction_id=31).status == "accepted"
    assert h.service.play(mover, h.thread, move, interaction_id=31).status == "duplicate"
    await h.deliver()
    assert f"**{mover.name}**: {move}" in h.thread_text()
    assert (
        h.service.play(mover, h.thread, "blah", interaction_id=32).status == "refused"
    )  # a command is never chat


async def test_challenge_and_accept(h: Harness) -> None:
    h.service.setup(h.judge, GUILD, judge_role_id=JUDGE_ROLE)
    reply = h.service.challenge(h.alice, GUILD, LOBBY, h.bob, game="toy")
    assert reply.status == "ok"
    assert h.service.accept(h.carol, reply.match_id, GUILD).status == "refused"
    assert h.service.accept(h.alice, reply.match_id, GUILD).status == "refused"  # not your own challenge
    assert h.service.accept(h.bob, None, GUILD).status == "ok"
    await h.deliver()
    challenge = [p for p in h.outbox() if p.lane == f"channel:{LOBBY}"]
    assert challenge and challenge[0].payload["allowed_mentions"]["users"] == [h.bob.user_id]
    match = h.match(reply.match_id)
    assert match.status == ACTIVE and match.channel_id in h.transport.threads
    assert h.service.challenge(h.alice, GUILD, LOBBY, h.bob, game="chess").status == "refused"


async def test_restart_resumes_every_match_resyncing_only_undelivered_tables(tmp_path, clock: Clock) -> None:
    url = f"sqlite:///{tmp_path / 'judge.db'}"
    h = Harness(Store(url), clock)
    first = await h.start()
    h.keep_both()
    move = h.game.legal_posts(h.state(), h.state().turn)[0]
    assert h.post(h.to_move(), move).status == "accepted"
    second = h.service.create_by_judge(h.judge, GUILD, LOBBY, "toy", [h.alice, h.carol]).match_id
    await h.deliver()
    states = {first: h.state(), second: h.service.state_of(second)}
    with h.store.tx() as tx:  # the first match's newest table edit never reached Discord
        [edit] = [i for i in tx.outbox(status=None, match_id=first) if i.dedupe_key.endswith(":table")][-1:]
        edit.status = "failed"
        tx.session.add(edit)
    h.store.close()

    h.restart(Store(url))  # a new process: new store object, new service, empty cache
    assert sorted(h.service.resume_all()) == sorted([first, second])
    assert set(h.service.live.states) == {first}  # only the re-synced table needed its state; the rest load lazily
    resync = [i for i in h.outbox(status="pending") if ":resync:" in i.dedupe_key]
    assert [i.match_id for i in resync] == [first] and all(i.kind == "edit" for i in resync)
    assert {mid: h.service.state_of(mid) for mid in states} == states
    await h.deliver()
    assert not h.outbox(status="pending")
    assert h.post(h.to_move(), h.game.legal_posts(h.state(), h.state().turn)[0]).status == "accepted"


async def test_reminders_once_per_deadline_period_and_the_judge_once(h: Harness, clock: Clock) -> None:
    mid = await h.start()
    assert h.service.tick(clock.advance(hours=71)) == []
    reminded = h.service.tick(clock.advance(hours=2))  # 73 h > the 72 h default
    assert sorted(reminded) == [(mid, 0), (mid, 1)]
    assert h.service.tick(clock.now) == []  # once per period
    await h.deliver()
    assert "Reminder: match" in h.dms_of(h.alice)  # private decisions are reminded by DM
    judge_notes = [i for i in h.outbox() if i.payload.get("allowed_mentions", {}).get("roles")]
    assert len(judge_notes) == 2 and all(
        i.payload["allowed_mentions"]["roles"] == [JUDGE_ROLE] for i in judge_notes
    )
    assert f"<@&{JUDGE_ROLE}>" in h.thread_text()
    h.dm(h.alice, "keep")  # Alice answers; Bob keeps waiting
    assert h.service.tick(clock.advance(hours=72)) == [(mid, 1)]  # Bob's second period; no new judge note
    assert len([i for i in h.outbox() if i.payload.get("allowed_mentions", {}).get("roles")]) == 2
    h.dm(h.bob, "keep")
    await h.deliver()
    mover = h.to_move()
    assert h.service.tick(clock.advance(hours=10)) == []
    h.service.set_match_deadline(h.judge, h.thread, 12)  # a per-match deadline wins
    assert h.service.tick(clock.advance(hours=3)) == [(mid, h.state().turn)]
    await h.deliver()
    assert f"@{mover.name}, reminder" in h.transport.readable(h.thread_text())


async def test_paused_matches_are_not_reminded(h: Harness, clock: Clock) -> None:
    await h.start()
    h.service.pause(h.judge, h.thread)
    assert h.service.tick(clock.advance(days=10)) == []


async def test_server_language_with_user_override(h: Harness) -> None:
    await h.start()
    h.service.set_language(h.judge, "ru", guild_id=GUILD, scope="server")
    assert (
        h.service.set_language(h.alice, "ru", guild_id=GUILD, scope="server").status == "refused"
    )  # admins only
    h.service.set_language(h.bob, "en")
    h.keep_both()
    await h.deliver()
    assert "Начало 1-го хода" in h.thread_text()  # the thread speaks the server's language
    other = h.waiting()
    reply = h.post(other, "play 1")
    if other is h.bob:
        assert "Not your turn" in reply.text
    else:
        assert "Сейчас не ваш ход" in reply.text
    assert h.service.language_for(h.bob.user_id, GUILD) == "en"
    assert h.service.language_for(h.alice.user_id, GUILD) == "ru"


async def test_hand_and_table_commands(h: Harness) -> None:
    await h.start()
    hand = h.service.hand(h.alice, h.thread)
    assert hand.status == "ok" and "Hand Alice" in hand.text and "Hand Bob" not in hand.text
    assert h.service.hand(h.carol, h.thread).status == "refused"
    table = h.service.table(h.carol, h.thread)
    assert table.status == "ok" and "Hand" not in table.text
    assert h.service.hand(h.bob).status == "ok"  # outside the thread: the only live match


async def test_legal_posts_for_autocomplete(h: Harness) -> None:
    await h.start()
    h.keep_both()
    mover, other = h.to_move(), h.waiting()
    assert h.service.legal_posts(h.thread, mover.user_id, "pa") == ["pass"]
    assert h.service.legal_posts(h.thread, other.user_id) == []


def test_view_changes_are_per_seat(h: Harness) -> None:
    # the toy game's views hide the other hand: the premise of "re-send only changed hands" on undo
    state, _ = h.game.new_match({"players": ["A", "B"]}, random.Random(1))
    own = h.game.view(state, Audience.player(0))
    assert "hand" in own and "hands" not in own


async def test_setup_events_reach_their_audiences(h: Harness) -> None:
    await h.start()
    assert "Each player is dealt 3 cards." in h.thread_text()
    assert "You were dealt 3 cards." in h.dms_of(h.alice) and "You were dealt" not in h.thread_text()
    dealt = next(m for m in h.transport.dms[h.bob.user_id] if "You were dealt" in m.content)
    assert dealt.files == [("hand.txt", len(" ".join(map(str, h.state().hands[1]))) + 1)]


async def test_dm_for_a_public_decision_points_to_the_thread(h: Harness) -> None:
    mid = await h.start()
    h.keep_both()
    reply = h.dm(h.to_move(), "pass")
    assert reply.status == "refused" and "thread" in reply.text and f"#{mid}" in reply.text


async def test_the_bots_own_posts_are_never_moves(h: Harness) -> None:
    await h.start()
    h.keep_both()
    mover = h.to_move()
    before = h.snapshot()
    post = ThreadPost(1, h.thread, mover.user_id, mover.name, "pass", author_is_bot=True)
    assert h.service.handle_thread_post(post).status == "ignored"
    assert h.snapshot() == before


class EarlyPassToy(ToyGame):
    """A toy where a pass posted out of turn is accepted (like Gwent's reading A-42)."""

    def accepts_out_of_turn(self, state, seat, action) -> bool:
        return action == ("pass",)

    def apply(self, state, seat, action):
        if action == ("pass",) and all(state.swapped) and state.turn != seat:
            return dataclasses.replace(state, passed=_set(state.passed, seat, True)), []
        return super().apply(state, seat, action)


async def test_a_game_may_accept_some_posts_out_of_turn(h: Harness) -> None:
    h.game = EarlyPassToy()
    h.service = h._service()
    await h.start()
    h.keep_both()
    other = h.waiting()
    assert h.post(other, "play 1").status == "refused"  # still out of turn for anything else
    assert h.post(other, "pass").status == "accepted"
    assert h.state().passed[(h.alice, h.bob).index(other)]


async def test_judge_events_go_to_the_audit_log_only(h: Harness) -> None:
    mid = await h.start()
    card = h.state().hands[0][0]
    h.dm(h.alice, f"swap {card}")
    await h.deliver()
    with h.store.tx() as tx:
        logged = [a.detail["text"] for a in tx.audit_log(mid) if a.action == "judge_event"]
    assert logged and f"Alice swapped {card} for" in logged[0]
    assert "swapped" not in h.thread_text() and "swapped" not in h.dms_of(h.bob)


async def test_a_failing_finish_hook_leaves_no_log_rows_and_keeps_the_others(h: Harness) -> None:
    """Audit rows are written in one INSERT before the commit; a finish hook that fails is rolled back to
    its savepoint, its log rows with it, while the judge's own rows and another hook's stay."""

    def logs_then_fails(tx, match, _state) -> None:  # type: ignore[no-untyped-def]
        tx.audit("hook_note", match_id=match.id)
        raise RuntimeError("a broken hook")

    def logs(tx, match, _state) -> None:  # type: ignore[no-untyped-def]
        tx.audit("other_hook", match_id=match.id)
        assert [r.action for r in tx.audit_log(match.id)][-1] == "other_hook"  # read in its transaction

    h.service.add_finish_hook(logs_then_fails)
    h.service.add_finish_hook(logs)
    mid = await h.start()
    assert h.service.judge_end(h.judge, h.thread, Result.win(1, 2, "forfeit")).status == "ok"
    with h.store.tx() as tx:
        actions = [r.action for r in tx.audit_log(mid)]
    assert "hook_note" not in actions and actions[-1] == "other_hook"
    assert "finished" in actions and actions.index("finished") < actions.index("other_hook")
