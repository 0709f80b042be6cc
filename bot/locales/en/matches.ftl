# /matches and /judge matches: live matches, whose decision they wait for, and how long.
matches-title_mine = Your live matches: { $count } (your decisions first):
matches-title_server = Live matches on this server: { $count } (the longest wait first):
matches-none_mine = You play in no live match. Challenge someone with `/gwent challenge` (or another game's), or join an open table.
matches-none_server = No live matches on this server.
matches-your_turn = **your decision**, waiting { $waited }
matches-waiting_for = waiting for { $names } for { $waited }
matches-paused = paused by a judge
matches-nobody = waiting for nobody
matches-no_thread = no thread yet
matches-no_wait = just now
matches-more = …and { $count } more.
matches-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
matches-hours_minutes = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} { $minutes } min
matches-days_hours = { $days ->
    [one] { $days } day
   *[other] { $days } days
} { $hours } h

cmd-matches = matches
desc-your-live-matches-their-threads-and-whose-turn-it-is = Your live matches, their threads and whose turn it is
desc-every-live-match-of-this-server-the-longest-wait-first-judges = Every live match of this server, the longest wait first (judges)
cmd-concede = concede
desc-give-up-this-match-your-opponent-wins = Give up this match (your opponent wins)
