# The judge's own words (refusals, thread posts, DMs).
judge-not_seated = Вы не участвуете в партии #{ $match }: учитываются только ходы её игроков.
judge-not_your_turn = Сейчас не ваш ход в партии #{ $match }, судья ждёт: { $waiting }. Ничего не изменилось.
judge-answer_by_dm = Это решение отправляется судье в ЛС, а не в тему. Ничего не изменилось.
judge-answer_in_thread = В партии #{ $match } сейчас ваш ход: напишите его в теме партии.
judge-paused = Партия #{ $match } приостановлена судьёй. Ничего не изменилось.
judge-finished = Партия #{ $match } окончена.
judge-no_pass = В партии #{ $match } сейчас нельзя спасовать. Ничего не изменилось.
judge-illegal = Не принято: { $reason }
judge-suggest = Возможно, вы имели в виду: { $options }?
judge-not_a_move = Это не похоже на ход: { $reason }
judge-not_a_match = Это не тема партии.
judge-no_match_for_you = У вас здесь нет текущей партии.
judge-dm_no_match = Сейчас ни одна ваша партия не ждёт от вас решения в ЛС.
judge-dm_ambiguous = Вас ждут несколько партий ({ $matches }). Начните сообщение с номера партии, например `#{ $example } { $text }`.
judge-dm_unknown_match = Партия #{ $match } не ждёт от вас решения в ЛС.
judge-dm_accepted = Принято (партия #{ $match }).
judge-engine_error = Судья не смог обработать этот пост (внутренняя ошибка записана в журнал). Ничего не изменилось; живой судья может сходить за вас.
judge-unknown_game = Неизвестная игра `{ $game }`. Доступны: { $games }.
judge-judge_only = Это может сделать только судья.
judge-judge_is_player = Вы играете в партии #{ $match }; это должен сделать судья, который в ней не играет.
judge-admin_only = Эти настройки может менять только администратор сервера.
judge-bad_language = Доступные языки: { $langs }.
judge-bad_seat = В партии #{ $match } нет места { $seat }.
judge-winner_needed = Укажите победителя (игрока этой партии) или выберите ничью.
judge-places_needed = Перечислите всех игроков партии по одному разу в порядке мест: `Алиса, Борис = Вера` (`,` между местами, `=` между разделившими место). Не понял: { $name }.
judge-seat_not_pending = Судья ничего не ждёт от игрока { $name }.
judge-nothing_to_undo = { $count ->
    [0] Отменять нечего: принятых постов нет.
   *[other] Отменить можно не больше { $count } { $count ->
        [one] поста
       *[other] постов
    }.
}
judge-not_challenged = Вызов #{ $match } адресован не вам.
judge-no_challenge = Здесь вас никто не вызывал.
judge-self_challenge = Вызвать себя нельзя: выберите другого игрока.
judge-not_paused = Партия #{ $match } не приостановлена.
judge-not_live = Партия #{ $match } сейчас не идёт.
judge-bad_deadline = Срок должен быть от 1 часа до 30 дней (720 часов).
judge-challenge_sent = Вызов #{ $match } отправлен игроку { $opponent }.
judge-match_created = Партия #{ $match } создана.
judge-bad_table = Не удалось открыть стол: { $reason }
judge-too_many_tables = У вас уже открыто столов: { $count }; дождитесь, пока какой-нибудь заполнится.
judge-table_what = { $game }, мест: { $seats }
judge-table_opened = { $host } открывает стол #{ $match }: { $what }. Занято: { $seated } из { $seats }. Нажмите «Сесть», чтобы занять место; партия начнётся, когда все места будут заняты.
judge-table_opened_you = Стол #{ $match } открыт ({ $what }). Партия начнётся, когда все места будут заняты.
judge-join_button = Сесть
judge-no_such_table = Здесь нет открытого стола #{ $match }.
judge-table_closed = Стол #{ $match } уже не открыт.
judge-already_seated = Вы уже сидите за столом #{ $match }.
judge-table_joined = За стол #{ $match } садится { $name } (занято { $seated } из { $seats }).
judge-table_seated_by_judge = Судья сажает за стол #{ $match }: { $name } (занято { $seated } из { $seats }).
judge-table_joined_you = Вы заняли место за столом #{ $match } (занято { $seated } из { $seats }). Партия начнётся, когда все места будут заняты.
judge-judge_replaced = Судья передаёт место { $seat } другому игроку: было — { $old }, теперь — { $new }. { $mention }, продолжайте партию.
judge-seated_dm = Судья отдал вам место { $seat } в партии #{ $match }.
judge-settings_saved = Настройки сохранены.
judge-language_set = Язык: { $lang }.
judge-done = Готово.
judge-hand_header = Партия #{ $match }, ваши карты (видно только вам):
judge-table_header = Партия #{ $match }, стол:
judge-judge_view_header = Партия #{ $match }, вид судьи (скрытая информация, не разглашайте):
judge-challenge_posted = { $opponent }, { $challenger } вызывает вас на партию в { $game } (#{ $match }). Принять: `/принять { $match }`.
judge-accept_button = Принять
judge-thread_name = #{ $match } { $players }
judge-table_title = **Партия #{ $match }** ({ $game })
judge-match_started = Партия #{ $match } начинается: { $players }. Закреплённое сообщение — игровой стол; ходы пишите в этой теме.
judge-echo_move = **{ $name }**: { $text }
judge-dm_title = **Партия #{ $match }**
judge-prompt_turn = { $mention }, { $decision }.
judge-prompt_private_dm = Партия #{ $match } — { $decision }. Ответьте на это сообщение.
judge-prompt_private_dm_many = Партия #{ $match } — { $decision }. У вас несколько партий: начните ответ с `#{ $match }`.
judge-result_win = Партия #{ $match } окончена. Победитель: { $winners }.
judge-result_draw = Партия #{ $match } окончена вничью.
judge-result_places = Партия #{ $match } окончена. Места:
judge-result_place = { $place }. { $players }
judge-result_reason = ({ $reason })
judge-judge_act_public = Судья ходит за игрока **{ $name }**: { $text }
judge-judge_act_private = Судья принял закрытое решение ({ $decision }) за игрока **{ $name }**.
judge-judge_act_dm = Партия #{ $match }: судья принял решение за вас: { $text }
judge-judge_undo = Судья отменил { $n ->
    [1] последний пост:
    [one] последние { $n } пост:
    [few] последние { $n } поста:
   *[many] последние { $n } постов:
}
judge-undo_line_public = - #{ $seq } { $name }: { $text }
judge-undo_line_private = - #{ $seq } { $name }: закрытое решение
judge-undo_hand_dm = Партия #{ $match }: судья отменил { $n } { $n ->
    [one] пост
    [few] поста
   *[many] постов
}. Ваши карты сейчас:
judge-judge_end = Судья завершил партию #{ $match }.
judge-paused_note = Судья приостановил партию #{ $match }. Ходы не принимаются до возобновления.
judge-paused_reason = Причина: { $reason }
judge-resumed_note = Судья возобновил партию #{ $match }.
judge-deadline_set = Партия #{ $match }: срок на каждое решение теперь { $hours } ч.
judge-reminder_public = { $mention }, напоминание: партия #{ $match } уже { $hours } ч ждёт вашего хода ({ $decision }).
judge-reminder_private = Напоминание: партия #{ $match } уже { $hours } ч ждёт вашего решения ({ $decision }). Ответьте на это сообщение.
judge-deadline_judge = { $judge }: игрок { $name } не отвечает в партии #{ $match } уже { $hours } ч (срок { $deadline } ч). Судья может сходить за игрока, приостановить или завершить партию.
judge-judge_word = Судья
judge-dm_blocked = { $mention }, я не могу писать вам в личные сообщения, и вы не получаете свою закрытую информацию по партии #{ $match }. Разрешите личные сообщения от участников этого сервера (название сервера → Настройки конфиденциальности → Личные сообщения), а пока смотрите свою руку командой `/рука` в этой теме (её видите только вы).
judge-replay_failed = { $judge }: партию #{ $match } не удалось восстановить после перезапуска (пост #{ $seq }); она ждёт судью.
judge-and = {" "}и{" "}
judge-versus = {" "}—{" "}
judge-post_too_long = Пост слишком длинный для хода: ход — не больше { $limit } символов. Ничего не изменилось.
judge-no_channel = Используйте эту команду в канале сервера: вызов публикуется там. Ничего не изменилось.
