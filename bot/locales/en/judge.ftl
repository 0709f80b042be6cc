# The judge's own words (refusals, thread posts, DMs).
judge-not_seated = You are not playing in match #{ $match }; only its players' posts count.
judge-not_your_turn = Not your turn in match #{ $match }: the judge is waiting for { $waiting }. Nothing changed.
judge-answer_by_dm = That is a private decision: send it to me by DM, not in the thread. Nothing changed.
judge-answer_in_thread = Match #{ $match } is waiting for a public move from you: post it in the match thread.
judge-paused = Match #{ $match } is paused by the judge. Nothing changed.
judge-finished = Match #{ $match } is over.
judge-no_pass = There is nothing to pass in match #{ $match } right now. Nothing changed.
judge-illegal = Not accepted: { $reason }
judge-suggest = Did you mean: { $options }?
judge-not_a_move = I did not understand that as a move: { $reason }
judge-not_a_match = This channel is not a match thread.
judge-no_match_for_you = You have no active match here.
judge-dm_no_match = None of your matches is waiting for a private decision from you.
judge-dm_ambiguous = Several of your matches wait for you ({ $matches }). Start your message with the match number, e.g. `#{ $example } { $text }`.
judge-dm_unknown_match = Match #{ $match } is not waiting for a private decision from you.
judge-dm_accepted = Accepted for match #{ $match }.
judge-engine_error = The judge could not process this post (an internal error was logged). Nothing changed; a human judge can act for you.
judge-unknown_game = Unknown game `{ $game }`. Available: { $games }.
judge-judge_only = Only a judge can do this.
judge-judge_is_player = You play in match #{ $match }; a judge who does not play must do this.
judge-admin_only = Only a server administrator can change these settings.
judge-bad_language = Language must be one of: { $langs }.
judge-bad_seat = Match #{ $match } has no seat { $seat }.
judge-winner_needed = Name the winner (a player of this match), or choose a draw.
judge-places_needed = List every player of this match once, in finishing order: `Alice, Bob = Carol` (`,` between places, `=` between tied players). Not understood: { $name }.
judge-seat_not_pending = The judge is not waiting for anything from { $name }.
judge-nothing_to_undo = { $count ->
    [0] There is no accepted post to undo.
    [one] There is only one accepted post to undo.
   *[other] There are only { $count } accepted posts to undo.
}
judge-not_challenged = Match #{ $match } is not a challenge to you.
judge-no_challenge = Nobody has challenged you here.
judge-self_challenge = Pick another player to challenge.
judge-not_paused = Match #{ $match } is not paused.
judge-not_live = Match #{ $match } is not being played.
judge-bad_deadline = The deadline must be between 1 hour and 30 days (720 hours).
judge-challenge_sent = Challenge #{ $match } sent to { $opponent }.
judge-match_created = Match #{ $match } created.
judge-bad_table = Cannot open that table: { $reason }
judge-too_many_tables = You already have { $count } open tables; wait until one fills up.
judge-table_what = { $game } for { $seats } players
judge-table_opened = { $host } opened table #{ $match }: { $what }. Seated: { $seated }/{ $seats }. Press Join to take a seat; the match starts when every seat is taken.
judge-table_opened_you = Table #{ $match } is open ({ $what }). It starts when every seat is taken.
judge-join_button = Join
judge-no_such_table = There is no open table #{ $match } here.
judge-table_closed = Table #{ $match } is no longer open.
judge-already_seated = You already have a seat in #{ $match }.
judge-table_joined = { $name } takes a seat at table #{ $match } ({ $seated }/{ $seats }).
judge-table_seated_by_judge = The judge seats { $name } at table #{ $match } ({ $seated }/{ $seats }).
judge-table_joined_you = You have a seat at table #{ $match } ({ $seated }/{ $seats }). The match starts when every seat is taken.
judge-judge_replaced = The judge gives seat { $seat } to { $new } in place of { $old }. { $mention }, you play on from here.
judge-seated_dm = The judge gave you seat { $seat } in match #{ $match }.
judge-settings_saved = Settings saved.
judge-language_set = Language set to { $lang }.
judge-done = Done.
judge-hand_header = Match #{ $match }, your view (only you can see this):
judge-table_header = Match #{ $match }, the table:
judge-judge_view_header = Match #{ $match }, judge's view (hidden information, do not share):
judge-challenge_posted = { $opponent }, { $challenger } challenges you to a match of { $game } (#{ $match }). Accept with `/accept { $match }`.
judge-accept_button = Accept
judge-thread_name = #{ $match } { $players }
judge-table_title = **Match #{ $match }** ({ $game })
judge-match_started = Match #{ $match } begins: { $players }. The pinned message is the game table; post your moves in this thread.
judge-echo_move = **{ $name }**: { $text }
judge-dm_title = **Match #{ $match }**
judge-prompt_turn = { $mention }, { $decision }.
judge-prompt_private_dm = Match #{ $match } — { $decision }. Reply to this DM.
judge-prompt_private_dm_many = Match #{ $match } — { $decision }. You have several matches: start your reply with `#{ $match }`.
judge-result_win = Match #{ $match } is over. Winner: { $winners }.
judge-result_draw = Match #{ $match } is over: a draw.
judge-result_places = Match #{ $match } is over. Places:
judge-result_place = { $place }. { $players }
judge-result_reason = ({ $reason })
judge-judge_act_public = The judge posts for **{ $name }**: { $text }
judge-judge_act_private = The judge made **{ $name }**'s private decision ({ $decision }).
judge-judge_act_dm = Match #{ $match }: the judge made your decision for you: { $text }
judge-judge_undo = The judge undid { $n ->
    [1] the last post:
   *[other] the last { $n } posts:
}
judge-undo_line_public = - #{ $seq } { $name }: { $text }
judge-undo_line_private = - #{ $seq } { $name }: a private decision
judge-undo_hand_dm = Match #{ $match }: the judge undid { $n ->
    [one] one post
   *[other] { $n } posts
}. Your view now:
judge-judge_end = The judge ended match #{ $match }.
judge-paused_note = The judge paused match #{ $match }. Moves are not accepted until it resumes.
judge-paused_reason = Reason: { $reason }
judge-resumed_note = The judge resumed match #{ $match }.
judge-deadline_set = Match #{ $match }: the deadline for each decision is now { $hours } h.
judge-reminder_public = { $mention }, reminder: match #{ $match } has been waiting for your post ({ $decision }) for { $hours } h.
judge-reminder_private = Reminder: match #{ $match } has been waiting for your private decision ({ $decision }) for { $hours } h. Reply to this DM.
judge-deadline_judge = { $judge }: { $name } has not answered in match #{ $match } for { $hours } h (deadline { $deadline } h). A judge may act for the player, pause or end the match.
judge-judge_word = Judge
judge-dm_blocked = { $mention }, I cannot send you direct messages, so you miss your private information for match #{ $match }. Allow DMs from this server's members (server name → Privacy settings → Direct messages), and meanwhile use `/hand` in this thread to see your hand privately.
judge-replay_failed = { $judge }: match #{ $match } could not be restored after a restart (post #{ $seq }); it is on hold until a judge looks at it.
judge-and = {" "}and{" "}
judge-versus = {" "}vs{" "}
judge-post_too_long = Your post is too long to be a move: a move is at most { $limit } characters. Nothing changed.
judge-no_channel = Use this command in a server channel: the challenge is posted there. Nothing changed.
