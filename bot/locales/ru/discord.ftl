# The Discord adapter's own words (uploads, options).
discord-upload_too_big = Файл весит { $size } КБ; судья читает файлы не больше { $limit } КБ. Пришлите только заполненный лист «(2)» справочника файлом .xlsx. Ничего не изменилось.
discord-upload_failed = Не удалось скачать ваш файл; пришлите его ещё раз. Ничего не изменилось.
discord-opponent_bot = Боты не играют; вызовите человека.
discord-not_in_match = { $name } не играет в этой партии.
discord-winner_needed = Укажите победителя (игрока этой партии) или выберите ничью.
discord-guild_only = Эта команда работает только в канале сервера.
