# A pod player who drops or is disqualified during a round leaves his live match at once (issue 25).
tour-leave_drop = a drop
tour-leave_disqualification = disqualification
tour-pod_leaves = ⚖️ Tournament judge: { $player } is out of **{ $name }** ({ $what }) and leaves this match; the judge posts the concession for this seat.{ $reason }
tour-pod_leaves_failed = ⚖️ Tournament judge: { $player } is out of **{ $name }** ({ $what }), but this game cannot take a concession for the seat now: a judge enters this table's places.{ $reason }
# A game loss or match loss in a pod round places the player last in that pod game: his seat leaves the match.
tour-leave_game_loss = a game loss
tour-leave_match_loss = a match loss
tour-pod_penalty_leaves = ⚖️ Tournament judge: { $player } has a penalty in **{ $name }** ({ $what }) and is last at this table; the seat leaves this match and the judge posts its concession.{ $reason }
tour-pod_penalty_leaves_failed = ⚖️ Tournament judge: { $player } has a penalty in **{ $name }** ({ $what }) and is last at this table, but this game cannot take a concession for the seat now: a judge enters this table's places.{ $reason }
