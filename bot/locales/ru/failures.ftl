# /judge failures: что не удалось доставить в партиях этого сервера (bot/judge/failures.py).
failures-title = { $count ->
    [one] { $count } сообщение партий этого сервера не удалось доставить (повторов не будет):
    [few] { $count } сообщения партий этого сервера не удалось доставить (повторов не будет), сначала новые:
   *[other] { $count } сообщений партий этого сервера не удалось доставить (повторов не будет), сначала новые:
}
failures-none = Все сообщения партий этого сервера доставлены.
failures-kind_thread = ветка партии
failures-kind_post = сообщение в ветке
failures-kind_edit = стол партии
failures-kind_pin = закрепление стола
failures-kind_dm = личное сообщение
failures-gone = Discord сообщает, что канала или сообщения больше нет
failures-refused = Discord отказывает окончательно (не хватает прав или доступа)
failures-gave_up = ошибка повторялась, отправка прекращена после { $attempts ->
    [one] { $attempts } попытки
   *[other] { $attempts } попыток
}
failures-match_over = ; партия уже окончена
failures-more = …и ещё { $count }.
failures-hint = Партию, ветки которой больше нет, судья может завершить командой `/судья завершить партия:N` из любого канала этого сервера.

cmd-failures = сбои
desc-messages-the-bot-could-not-deliver-in-this-server-s-matches-judges = Сообщения партий этого сервера, которые бот не смог доставить (для судей)
