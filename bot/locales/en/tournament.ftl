# What the tournament service says.
tour-judge_only = Only a judge can do this.
tour-judge_plays_here = You play at this table; a judge who does not play must do this.
tour-no_tournament = There is no tournament #{ $tid }.
tour-unknown_game = Unknown game `{ $game }`. Available: { $games }.
tour-bad_format = The format must be one of: swiss, single_elim, swiss_top_cut.
tour-bad_rounds = Swiss formats need a number of rounds (1-20): usually log2 of the players, rounded up (3 for 8 players, 4 for 16).
tour-bad_top_cut = The top cut must be 2 to 256 players.
tour-bad_deadline = The deadline must be between 1 hour and 30 days (720 hours).
tour-bad_variant = The game refuses this variant: { $reason }
tour-bad_name = Give the tournament a name (at most 80 characters).
tour-created = Tournament #{ $tid } **{ $name }** created.
tour-registered = You are registered in **{ $name }** (#{ $tid }).
tour-registered_deck_hint = 
    You are registered in **{ $name }** (#{ $tid }). Now send me your deck by DM before registration closes.
    { $hint }
tour-already_registered = You are already registered in **{ $name }**.
tour-not_registered = { $player } is not registered in **{ $name }**.
tour-registration_closed = Registration for **{ $name }** is closed; a judge can still add you as a late entry.
tour-unregistered = You left **{ $name }**.
tour-dropped_reply = { $player } dropped from **{ $name }**.
tour-no_decks = This tournament has no decks to register.
tour-deck_locked = Your deck for **{ $name }** is locked (registration is closed).
tour-deck_accepted = Deck registered for **{ $name }** (#{ $tid }): { $summary }. You can replace it until registration closes.
tour-deck_refused = Deck not accepted for **{ $name }**: { $reason }
tour-deck_which = You are registered in several tournaments that take decks ({ $tournaments }): name one.
tour-deck_nowhere = You have no tournament waiting for a deck.
tour-missing_decks = These players have not registered a deck: { $players }. They must send one, or a judge drops them.
tour-done = Done.
tour-round_started = Round { $round } of **{ $name }** started: { $matches ->
    [one] one match.
   *[other] { $matches } matches.
}
tour-round_paired = Round { $round } of **{ $name }** is paired; start it when ready.
tour-paused_refuse = Round { $round } of **{ $name }** is paused; resume it first.
tour-no_such_table = Round { $round } has no table { $table }.
tour-table_is_bye = Table { $table } is a bye.
tour-has_result = Table { $table } already has a result; use correct_result.
tour-no_result = Table { $table } has no result yet; use enter_result.
tour-not_at_table = { $player } does not play at table { $table }.
tour-no_live_match = Table { $table } has no match being played.
tour-not_draw = Table { $table } does not need a rematch (it is not a drawn elimination match).
tour-match_started_refuse = A match of round { $round } has already started (match #{ $match }); record results instead of re-pairing.
tour-round_not_playing = No round is being played in **{ $name }**.
tour-reason_needed = A judge's decision needs a reason.
tour-bad_penalty = The penalty must be one of: warning, game_loss, match_loss, disqualification.
tour-not_paused = Round { $round } is not paused.
tour-announce = 
    🏆 **{ $name }** (#{ $tid }): { $game }, { $format }. Deadline per decision: { $deadline } h.
    Registration is open: press **Register** or use `/tournament register { $tid }`.
tour-announce_decks = 
    Decks are registered by DM to the bot before registration closes:
    { $hint }
tour-register_button = Register
tour-fmt_swiss = Swiss, { $rounds } rounds
tour-fmt_pods = pods of { $size } seats, { $rounds } rounds, seated from the standings
tour-stage_pods = pods
tour-pod_line_match = Table { $table }: { $players } (match #{ $match })
tour-pod_note = 
    🏆 **{ $name }**, round { $round }, table { $table }: { $players }.
    Deadline: { $deadline } h per decision; after that the player is reminded and a judge is called.
tour-pod_result_line = Round { $round }, table { $table }: { $places }.
tour-fmt_single_elim = single elimination
tour-fmt_swiss_top_cut = Swiss, { $rounds } rounds, then top { $cut }
tour-post_registered = { $player } registered for **{ $name }** ({ $count } registered).
tour-post_unregistered = { $player } left **{ $name }** ({ $count } registered).
tour-post_closed = 
    Registration for **{ $name }** is closed: { $count } players.{ $decks }
    { $players }
tour-post_decks_locked = {" "}Decks are locked.
tour-post_late_entry = ⚖️ Judge **{ $judge }**: { $player } enters **{ $name }** late (from round { $round }).{ $reason }
tour-post_dropped = { $player } dropped from **{ $name }**.{ $reason }
tour-post_dropped_by = ⚖️ Judge **{ $judge }**: { $player } is dropped from **{ $name }**.{ $reason }
tour-pairings_title = **{ $name }**: round { $round } ({ $stage }) pairings
tour-pairings_start = **{ $name }**: round { $round } ({ $stage }) begins. Each match has its own thread; the deadline for each decision is { $deadline } h.
tour-stage_swiss = Swiss
tour-stage_elimination = top { $size }
tour-stage_final = final
tour-pairing_line = Table { $table }: { $a } vs { $b }
tour-pairing_line_match = Table { $table }: { $a } vs { $b } (match #{ $match })
tour-bye_line = Bye: { $player }
tour-awarded_line = Table { $table }: { $a } vs { $b }: already decided ({ $result })
tour-match_note = 
    🏆 **{ $name }**, round { $round }, table { $table }: { $a } vs { $b }.
    Deadline: { $deadline } h per decision; after that the player is reminded and a judge is called.
tour-result_line = Round { $round }, table { $table }: { $a } { $score } { $b }.
tour-with_penalties = {" "}With penalties: { $score }.
tour-result_judge = ⚖️ Judge **{ $judge }** — round { $round }, table { $table }: { $what }. Reason: { $reason }
tour-what_enter = result entered, { $a } { $score } { $b }
tour-what_correct = result corrected to { $a } { $score } { $b } (was { $old })
tour-what_award = match awarded to { $winner }
tour-what_double_loss = double loss for { $a } and { $b }
tour-penalty_post = ⚖️ Judge **{ $judge }** — penalty for { $player }: { $kind } (round { $round }). Reason: { $reason }
tour-pen_warning = warning
tour-pen_game_loss = game loss
tour-pen_match_loss = match loss
tour-pen_disqualification = disqualification
tour-extension_post = ⚖️ Judge **{ $judge }** — round { $round }, table { $table } (match #{ $match }): deadline now { $hours } h per decision. Reason: { $reason }
tour-extension_match = ⚖️ Tournament judge: the deadline for each decision in this match is now { $hours } h. Reason: { $reason }
tour-pause_post = ⚖️ Judge **{ $judge }** paused round { $round } of **{ $name }**. Reason: { $reason }
tour-pause_match = ⏸️ The tournament judge paused round { $round }: moves are not accepted until it resumes. Reason: { $reason }
tour-resume_post = ⚖️ Judge **{ $judge }** resumed round { $round } of **{ $name }**.
tour-resume_match = ▶️ The tournament judge resumed round { $round }: play on.
tour-repair_post = ⚖️ Judge **{ $judge }** re-paired round { $round } of **{ $name }**. Reason: { $reason }
tour-cancel_match = ❌ This match is cancelled: the judge re-paired round { $round }. Reason: { $reason }
tour-rematch_post = ⚖️ Judge **{ $judge }** — round { $round }, table { $table }: rematch (match #{ $match }). Reason: { $reason }
tour-close_match_lead = ⚖️ Tournament judge: { $what }. Reason: { $reason }
tour-needs_judge = Round { $round }, table { $table } ended in a draw, but an elimination match needs a winner. Judge: order a rematch or award the match.
tour-standings_title = **{ $name }**: standings after round { $round }
tour-final_title = **{ $name }**: final standings
tour-next_round = Round { $round } is complete. Round { $next } starts when a judge starts it.
tour-next_top_cut = The Swiss rounds are complete. Top { $cut }: { $players }. The top cut starts when a judge starts it.
tour-elim_done = Round { $round } is complete. Advancing: { $players }.
tour-champion = 🏆 **{ $name }** is over. Champion: { $player }!
tour-ended_post = ⚖️ Judge **{ $judge }** ended **{ $name }**. Reason: { $reason }
tour-ended_match = ❌ The tournament was ended by a judge; this match no longer counts. Reason: { $reason }
tour-col_rank = #
tour-col_player = Player
tour-col_points = Pts
tour-col_record = W-L-D
tour-col_places = Places
tour-col_omw = OMW%
tour-col_gw = GW%
tour-col_ogw = OGW%
tour-dropped_mark = (dropped)
tour-players_title = **{ $name }** (#{ $tid }), { $phase }: { $count } players
tour-phase_registration = registration open
tour-phase_ready = between rounds
tour-phase_paired = round paired
tour-phase_playing = round in play
tour-phase_finished = finished
tour-deck_yes = deck ✓
tour-deck_no = no deck
tour-no_players = (nobody yet)
tour-reason_suffix = {" "}Reason: { $reason }
tour-system = the tournament
tour-dropped_reason = { $player } dropped

# Pod judge tools and the organiser's policies (tourn2).
tour-bad_policy = Policies: the opponents' floor is 1/3 or 0.33, bye_vs_rematch is second_bye or rematch, the final tiebreaker is registration or random.
tour-announce_policies = Opponents' win-rate floor: { $floor }. When only a second bye or a rematch can be avoided: { $bye }. Last tiebreaker: { $tiebreak }.
tour-announce_policies_pods = Opponents' point-rate floor: { $floor }. Last tiebreaker: { $tiebreak }.
tour-pol_floor_exact = 1/3
tour-pol_floor_mtr = 0.33 (as printed in the MTR)
tour-pol_second_bye = a second bye rather than a rematch
tour-pol_rematch = a rematch rather than a second bye
tour-pol_registration = registration order
tour-pol_random = a seeded random draw
tour-not_pods = Placements are for pod tournaments; in this one a table's result is given in games won.
tour-pod_places_needed = In a pod tournament a table's result is a placement order: give its players first to last.
tour-pod_bad_order = Name each player of table { $table } exactly once, first to last (tied players together): { $players }.
tour-pod_not_playing = Round { $round } is not being played: a judge can only correct a result it already has.
tour-what_pod_enter = placements entered: { $places }
tour-what_pod_correct = placements corrected: { $places } (was { $old })
tour-what_pod_award = the table is awarded to { $winner }; every other player is last
tour-pod_with_penalties = {" "}With penalties: { $places }.
tour-late_entry_between_rounds = A late entry is possible only between rounds, while rounds remain to be played.
tour-warning_only_now = Before the first round only a warning can be given.
tour-already_disqualified = { $player } is already disqualified.
tour-tournament_finished = **{ $name }** is finished.
