# The match record file (/judge export, /record) and `tablejudge replay`.
record-record_sent = The record of match #{ $match }: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, the seed and the spreadsheet's hash. `tablejudge replay match-{ $match }.json` re-judges it from scratch.
record-record_after = The record of match #{ $match } is for its players once it is over, and for judges.

cmd-record = record
desc-the-record-file-of-a-match-its-players-once-it-is-over-judges-any-time = The record file of a match (its players once it is over; judges any time)
desc-the-record-file-of-a-match-for-tablejudge-replay = The record file of a match, for tablejudge replay
desc-the-match-s-number-default-this-thread-s = The match's number (default: this thread's)
