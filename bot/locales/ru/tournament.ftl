# What the tournament service says.
tour-judge_only = Это может сделать только судья.
tour-judge_plays_here = Вы играете за этим столом; это должен сделать судья, который не играет.
tour-no_tournament = Турнира #{ $tid } нет.
tour-unknown_game = Неизвестная игра `{ $game }`. Доступны: { $games }.
tour-bad_format = Формат: swiss, single_elim или swiss_top_cut.
tour-bad_rounds = Для швейцарской системы нужно число туров (1-20): обычно log2 от числа игроков с округлением вверх (3 для 8 игроков, 4 для 16).
tour-bad_top_cut = Плей-офф: от 2 до 256 игроков.
tour-bad_deadline = Срок должен быть от 1 часа до 30 дней (720 часов).
tour-bad_variant = Игра не принимает этот вариант: { $reason }
tour-bad_name = Дайте турниру название (не длиннее 80 символов).
tour-created = Турнир #{ $tid } **{ $name }** создан.
tour-registered = Вы зарегистрированы в турнире **{ $name }** (#{ $tid }).
tour-registered_deck_hint = 
    Вы зарегистрированы в турнире **{ $name }** (#{ $tid }). Теперь пришлите мне колоду в личные сообщения до закрытия регистрации.
    { $hint }
tour-already_registered = Вы уже зарегистрированы в турнире **{ $name }**.
tour-not_registered = { $player }: нет в списке участников турнира **{ $name }**.
tour-registration_closed = Регистрация на **{ $name }** закрыта; судья ещё может добавить вас с опозданием.
tour-unregistered = Вы покинули турнир **{ $name }**.
tour-dropped_reply = { $player } выбывает из турнира **{ $name }**.
tour-no_decks = В этом турнире колоды не регистрируются.
tour-deck_locked = Ваша колода на **{ $name }** зафиксирована (регистрация закрыта).
tour-deck_accepted = Колода на **{ $name }** (#{ $tid }) зарегистрирована: { $summary }. Заменить её можно до закрытия регистрации.
tour-deck_refused = Колода на **{ $name }** не принята: { $reason }
tour-deck_which = Вы зарегистрированы в нескольких турнирах с колодами ({ $tournaments }): укажите один.
tour-deck_nowhere = Ни один турнир не ждёт от вас колоды.
tour-missing_decks = Эти игроки не зарегистрировали колоду: { $players }. Пусть пришлют её, или судья снимет их с турнира.
tour-done = Готово.
tour-round_started = Тур { $round } турнира **{ $name }** начат, партий: { $matches }.
tour-round_paired = Пары тура { $round } турнира **{ $name }** составлены; запустите тур, когда будете готовы.
tour-paused_refuse = Тур { $round } турнира **{ $name }** приостановлен; сначала возобновите его.
tour-no_such_table = В туре { $round } нет стола { $table }.
tour-table_is_bye = Стол { $table } — это бай.
tour-has_result = У стола { $table } уже есть результат; используйте correct_result.
tour-no_result = У стола { $table } ещё нет результата; используйте enter_result.
tour-not_at_table = { $player } не играет за столом { $table }.
tour-no_live_match = За столом { $table } сейчас не идёт партия.
tour-not_draw = Столу { $table } не нужна переигровка (это не ничья в плей-офф).
tour-match_started_refuse = Партия тура { $round } уже началась (партия #{ $match }); вносите результаты, а не пересоставляйте пары.
tour-round_not_playing = В турнире **{ $name }** сейчас не идёт тур.
tour-reason_needed = Решению судьи нужна причина.
tour-bad_penalty = Штраф: warning, game_loss, match_loss или disqualification.
tour-not_paused = Тур { $round } не приостановлен.
tour-announce = 
    🏆 **{ $name }** (#{ $tid }): { $game }, { $format }. Срок на каждое решение: { $deadline } ч.
    Регистрация открыта: нажмите **Участвовать** или используйте `/турнир запись { $tid }`.
tour-announce_decks = 
    Колоды регистрируются в личных сообщениях боту до закрытия регистрации:
    { $hint }
tour-register_button = Участвовать
tour-fmt_swiss = швейцарская система, туров: { $rounds }
tour-fmt_pods = игра за столами (мест за столом: { $size }), туров: { $rounds }, рассадка по таблице
tour-stage_pods = столы
tour-pod_line_match = Стол { $table }: { $players } (партия #{ $match })
tour-pod_note = 
    🏆 **{ $name }**, тур { $round }, стол { $table }: { $players }.
    Срок: { $deadline } ч на каждое решение; после этого игроку напомнят и позовут судью.
tour-pod_result_line = Тур { $round }, стол { $table }: { $places }.
tour-fmt_single_elim = олимпийская система
tour-fmt_swiss_top_cut = швейцарская система, туров: { $rounds }, затем топ-{ $cut }
tour-post_registered = { $player } регистрируется на **{ $name }** (игроков: { $count }).
tour-post_unregistered = { $player } покидает **{ $name }** (игроков: { $count }).
tour-post_closed = 
    Регистрация на **{ $name }** закрыта: игроков { $count }.{ $decks }
    { $players }
tour-post_decks_locked = {" "}Колоды зафиксированы.
tour-post_late_entry = ⚖️ Судья **{ $judge }**: { $player } вступает в **{ $name }** с опозданием (с тура { $round }).{ $reason }
tour-post_dropped = { $player } выбывает из турнира **{ $name }**.{ $reason }
tour-post_dropped_by = ⚖️ Судья **{ $judge }** снимает с турнира **{ $name }**: { $player }.{ $reason }
tour-pairings_title = **{ $name }**: пары тура { $round } ({ $stage })
tour-pairings_start = **{ $name }**: начинается тур { $round } ({ $stage }). У каждой партии своя тема; срок на каждое решение — { $deadline } ч.
tour-stage_swiss = швейцарка
tour-stage_elimination = топ-{ $size }
tour-stage_final = финал
tour-pairing_line = Стол { $table }: { $a } — { $b }
tour-pairing_line_match = Стол { $table }: { $a } — { $b } (партия #{ $match })
tour-bye_line = Бай: { $player }
tour-awarded_line = Стол { $table }: { $a } — { $b }: уже решено ({ $result })
tour-match_note = 
    🏆 **{ $name }**, тур { $round }, стол { $table }: { $a } — { $b }.
    Срок: { $deadline } ч на каждое решение; после этого игроку напомнят и позовут судью.
tour-result_line = Тур { $round }, стол { $table }: { $a } { $score } { $b }.
tour-with_penalties = {" "}С учётом штрафов: { $score }.
tour-result_judge = ⚖️ Судья **{ $judge }** — тур { $round }, стол { $table }: { $what }. Причина: { $reason }
tour-what_enter = внесён результат { $a } { $score } { $b }
tour-what_correct = результат исправлен на { $a } { $score } { $b } (было { $old })
tour-what_award = победа присуждена игроку { $winner }
tour-what_double_loss = двойное поражение: { $a } и { $b }
tour-penalty_post = ⚖️ Судья **{ $judge }** — штраф игроку { $player }: { $kind } (тур { $round }). Причина: { $reason }
tour-pen_warning = предупреждение
tour-pen_game_loss = поражение в партии
tour-pen_match_loss = поражение в матче
tour-pen_disqualification = дисквалификация
tour-extension_post = ⚖️ Судья **{ $judge }** — тур { $round }, стол { $table } (партия #{ $match }): срок теперь { $hours } ч на решение. Причина: { $reason }
tour-extension_match = ⚖️ Судья турнира: срок на каждое решение в этой партии теперь { $hours } ч. Причина: { $reason }
tour-pause_post = ⚖️ Судья **{ $judge }** приостановил тур { $round } турнира **{ $name }**. Причина: { $reason }
tour-pause_match = ⏸️ Судья турнира приостановил тур { $round }: ходы не принимаются до возобновления. Причина: { $reason }
tour-resume_post = ⚖️ Судья **{ $judge }** возобновил тур { $round } турнира **{ $name }**.
tour-resume_match = ▶️ Судья турнира возобновил тур { $round }: играйте дальше.
tour-repair_post = ⚖️ Судья **{ $judge }** заново составил пары тура { $round } турнира **{ $name }**. Причина: { $reason }
tour-cancel_match = ❌ Эта партия отменена: судья заново составил пары тура { $round }. Причина: { $reason }
tour-rematch_post = ⚖️ Судья **{ $judge }** — тур { $round }, стол { $table }: переигровка (партия #{ $match }). Причина: { $reason }
tour-close_match_lead = ⚖️ Судья турнира: { $what }. Причина: { $reason }
tour-needs_judge = Тур { $round }, стол { $table }: ничья, а в плей-офф нужен победитель. Судья: назначьте переигровку или присудите победу.
tour-standings_title = **{ $name }**: таблица после тура { $round }
tour-final_title = **{ $name }**: итоговая таблица
tour-next_round = Тур { $round } завершён. Тур { $next } начнётся, когда его запустит судья.
tour-next_top_cut = Туры швейцарской системы завершены. Топ-{ $cut }: { $players }. Плей-офф начнётся, когда его запустит судья.
tour-elim_done = Тур { $round } завершён. Проходят дальше: { $players }.
tour-champion = 🏆 Турнир **{ $name }** окончен. Победитель: { $player }!
tour-ended_post = ⚖️ Судья **{ $judge }** завершил турнир **{ $name }**. Причина: { $reason }
tour-ended_match = ❌ Судья завершил турнир; эта партия больше не учитывается. Причина: { $reason }
tour-col_rank = #
tour-col_player = Игрок
tour-col_points = Очки
tour-col_record = В-П-Н
tour-col_places = Места
tour-col_omw = OMW%
tour-col_gw = GW%
tour-col_ogw = OGW%
tour-dropped_mark = (вне турнира)
tour-players_title = **{ $name }** (#{ $tid }), { $phase }: игроков { $count }
tour-phase_registration = идёт регистрация
tour-phase_ready = между турами
tour-phase_paired = пары составлены
tour-phase_playing = идёт тур
tour-phase_finished = окончен
tour-deck_yes = колода ✓
tour-deck_no = нет колоды
tour-no_players = (пока никого)
tour-reason_suffix = {" "}Причина: { $reason }
tour-system = турнир
tour-dropped_reason = { $player } выбывает

# Pod judge tools and the organiser's policies (tourn2).
tour-bad_policy = Правила турнира: нижняя граница для соперников — 1/3 или 0.33, bye_vs_rematch — second_bye или rematch, последний тай-брейк — registration или random.
tour-announce_policies = Нижняя граница процента побед соперников: { $floor }. Если избежать можно только чего-то одного — второго бая или повторной встречи: { $bye }. Последний тай-брейк: { $tiebreak }.
tour-announce_policies_pods = Нижняя граница доли очков соперников: { $floor }. Последний тай-брейк: { $tiebreak }.
tour-pol_floor_exact = 1/3
tour-pol_floor_mtr = 0,33 (буквально по MTR)
tour-pol_second_bye = лучше второй бай, чем повторная встреча
tour-pol_rematch = лучше повторная встреча, чем второй бай
tour-pol_registration = порядок регистрации
tour-pol_random = жеребьёвка (случайный порядок, заданный при создании турнира)
tour-not_pods = Места вносятся в турнирах за столами; в этом турнире результат стола — число выигранных партий.
tour-pod_places_needed = В турнире за столами результат стола — это порядок мест: перечислите игроков с первого места до последнего.
tour-pod_bad_order = Назовите каждого игрока стола { $table } ровно один раз, с первого места до последнего (разделившие место — вместе): { $players }.
tour-pod_not_playing = Тур { $round } сейчас не идёт: судья может только исправить уже внесённый результат.
tour-what_pod_enter = внесены места: { $places }
tour-what_pod_correct = места исправлены: { $places } (было { $old })
tour-what_pod_award = победа за столом присуждена игроку { $winner }, остальные игроки занимают последнее место
tour-pod_with_penalties = {" "}С учётом штрафов: { $places }.
tour-late_entry_between_rounds = Опоздавшего игрока можно добавить только между турами, пока впереди есть туры.
tour-warning_only_now = До первого тура можно вынести только предупреждение.
tour-already_disqualified = { $player }: дисквалификация уже вынесена.
tour-tournament_finished = Турнир **{ $name }** завершён.
