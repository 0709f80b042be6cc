# Файл записи партии (/judge export, /record) и `tablejudge replay`.
record-record_sent = Запись партии #{ $match }: { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}, сид и хеш таблицы карт. `tablejudge replay match-{ $match }.json` заново рассудит её с самого начала.
record-record_after = Запись партии #{ $match } получают её игроки после её окончания и судьи.

cmd-record = запись_партии
desc-the-record-file-of-a-match-its-players-once-it-is-over-judges-any-time = Файл записи партии (игрокам — после её окончания, судьям — в любое время)
desc-the-record-file-of-a-match-for-tablejudge-replay = Файл записи партии для tablejudge replay
desc-the-match-s-number-default-this-thread-s = Номер партии (по умолчанию — этой ветки)
