# A pod player who drops or is disqualified during a round leaves his live match at once (issue 25).
tour-leave_drop = выход из турнира
tour-leave_disqualification = дисквалификация
tour-pod_leaves = ⚖️ Судья турнира: игрок { $player } больше не участвует в турнире **{ $name }** ({ $what }) и выходит из этой партии; судья объявляет сдачу за это место.{ $reason }
tour-pod_leave_failed = ⚖️ Судья турнира: игрок { $player } больше не участвует в турнире **{ $name }** ({ $what }), но игра сейчас не может принять сдачу за это место: места за этим столом введёт судья.{ $reason }
