# A pod player who drops or is disqualified during a round leaves his live match at once (issue 25).
tour-leave_drop = a drop
tour-leave_disqualification = disqualification
tour-pod_leaves = ⚖️ Tournament judge: { $player } is out of **{ $name }** ({ $what }) and leaves this match; the judge posts the concession for this seat.{ $reason }
tour-pod_leave_failed = ⚖️ Tournament judge: { $player } is out of **{ $name }** ({ $what }), but this game cannot take a concession for the seat now: a judge enters this table's places.{ $reason }
