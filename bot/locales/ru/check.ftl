# /check-setup: права бота в канале или форуме для партий.
check-all_set = В { $channel } у бота есть всё нужное: партии там могут начинаться.
check-missing = { $count ->
    [one] В { $channel } боту не хватает { $count } права:
   *[other] В { $channel } боту не хватает { $count } прав:
}
check-how = Выдайте их роли бота в настройках канала («Права доступа») или на сервере и проверьте снова.
check-no_location = Канал или форум для партий не выбран: выберите его командой `/настройка канал:` или укажите здесь.
check-admins_only = Проверять настройку могут только управляющие сервером.
check-perm-view_channel = «Просматривать канал» — чтобы вообще видеть канал
check-perm-send_messages = «Отправлять сообщения» — чтобы публиковать вызовы и создавать посты партий
check-perm-send_messages_in_threads = «Отправлять сообщения в ветках» — чтобы судить в ветках партий
check-perm-create_public_threads = «Создавать публичные ветки» — чтобы открывать ветку для каждой партии
check-perm-read_message_history = «Читать историю сообщений» — чтобы читать ходы в ветках
check-perm-embed_links = «Встраивать ссылки» — для длинных столов
check-perm-attach_files = «Прикреплять файлы» — для картинок стола и таблиц
check-perm-manage_messages = «Управлять сообщениями» — чтобы закреплять стол в каждой ветке

cmd-check-setup = проверить-настройку
desc-check-the-bot-s-permissions-in-the-match-channel-or-forum-and-say-what = Проверить права бота в канале или форуме для партий и сказать, чего не хватает
desc-a-forum-or-text-channel-for-match-threads-default-the-one-set-by-setup = Форум или текстовый канал для веток партий (по умолчанию — выбранный в /настройка)
