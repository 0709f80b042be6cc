# /matches и /judge matches: текущие партии, чьего решения они ждут и как долго.
matches-title_mine = Ваши текущие партии: { $count } (сначала те, где решать вам):
matches-title_server = Текущих партий на сервере: { $count } (дольше всех ждущие — первыми):
matches-none_mine = Вы не играете ни в одной текущей партии. Вызовите соперника командой `/гвинт вызов` (или другой игры) или сядьте за открытый стол.
matches-none_server = На этом сервере сейчас нет партий.
matches-your_turn = **решать вам**, ждёт { $waited }
matches-waiting_for = ждёт игрока { $names } уже { $waited }
matches-paused = приостановлена судьёй
matches-nobody = никого не ждёт
matches-no_thread = ветки ещё нет
matches-no_wait = только что
matches-more = …и ещё { $count }.
matches-minutes = { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[other] { $minutes } минут
}
matches-hours_minutes = { $hours } ч { $minutes } мин
matches-days_hours = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
} { $hours } ч

cmd-matches = партии
desc-your-live-matches-their-threads-and-whose-turn-it-is = Ваши текущие партии, их ветки и чей ход
desc-every-live-match-of-this-server-the-longest-wait-first-judges = Все текущие партии сервера, дольше всех ждущие — первыми (судьи)
cmd-concede = сдаться
desc-give-up-this-match-your-opponent-wins = Сдаться в этой партии (победа достаётся сопернику)
