# Строки судьи в теме партии (G-JUDGE-LOG-*), как их писал судья форума.
# $player — имя игрока, $card — название карты: их не склоняем, фраза строится вокруг.

ev-placed = { $via ->
    [muster] Двойник: из колоды выходит { $card } ({ $row }).
    [revive] { $player } воскрешает: { $card } ({ $row }).
    [faction_card] На поле выходит { $card } ({ $row }).
    [skellige] На поле выходит { $card } ({ $row }).
    [spy] { $player }: { $card } — шпион на поле противника ({ $side }), { $row }.
   *[play] { $player }: { $card } ({ $row }).
}
ev-played_special = { $player }: { $card }.
ev-placed_special = { $player }: { $card } ({ $row }).
ev-weather = { $player }: { $card }.
ev-weather_already = { $player }: { $card } (эта погода уже действует).
ev-leader_weather = { $player }, способность лидера: { $weather }.
ev-weather_cleared = Ясное небо: погода рассеяна.
ev-destroyed = { $source }: { $card } — в отбой ({ $player }).
ev-scorch = Казнь
ev-scorch_nothing = Казнь: на поле нет целей.
ev-row_scorch_short = Казнь: { $row } ({ $player }) — сила { $total } < { $threshold }, ничего не происходит.
ev-decoy = { $player }: Чучело — в руку возвращается { $target }.
ev-decoy_idle = { $player }: Чучело без цели (пропуск хода).
ev-faction_card = { $player }: карта фракции, из колоды выходит { $target }.
ev-transformed = Превращение: { $card } → { $into }.
ev-summoned = На поле ({ $player }) появляется { $card }.
ev-draw_later = { $player } получит после хода { $count } { $count ->
    [one] карту
    [few] карты
   *[many] карт
} ({ $reason }).
ev-drew_none = { $player }: в колоде не осталось карт.
ev-drew = { $player } получает в ЛС { $count } { $count ->
    [one] карту
    [few] карты
   *[many] карт
} ({ $reason }).
ev-drew_cards = Вы получили:
ev-leader = { $player } активирует лидера — { $card }.
ev-leader_idle = { $player } активирует лидера вхолостую (пропуск хода).
ev-leader_nothing = { $player }: лидеру не на что подействовать.
ev-leader_horn = { $player }, способность лидера: командирский рог, { $row }.
ev-horn_replaced = Рог лидера занимает место карты «{ $card }», она уходит в отбой.
ev-reveal_asked = { $player }, покажите из руки { $count } { $count ->
    [one] карту
    [few] карты
   *[many] карт
}: «показать <карта>, …».
ev-revealed = { $player } показывает: { $cards }.
ev-took_to_hand = { $player } забирает в руку из отбоя ({ $from_player }): { $card }.
ev-discarded = { $player } сбрасывает: { $card }.
ev-take_asked = { $player } выбирает карту из колоды (в ЛС судье).
ev-took_from_deck = { $player } берёт выбранную карту из колоды.
ev-took_from_deck_card = Вы взяли: { $card }
ev-crach = { $count ->
    [0] Крах ан Крайт: в колоды ничего не возвращается.
   *[other] Крах ан Крайт: в колоды возвращаются: { $cards }.
}
ev-helheim = Хельхейм: все отбои навсегда возвращаются в колоды.
ev-treacherous = Вероломный ослабляет рог противника: { $row }.
ev-white_flame_block = Белое Пламя: { $opponent } до конца раунда не может использовать лидеров.
ev-moved = { $player } перемещает: { $card } → { $row }.
ev-leader_cancelled = Белое Пламя отменяет эффект лидера ({ $player }).
ev-leader_cancelled_back = Возвращено: { $cards }.
ev-pass_queued = { $player } пасует заранее: пас засчитается, когда дойдёт очередь хода.
ev-passed = { $player } пасует.
ev-auto_pass_short = { $player }: выложена одна карта, недостающая вторая засчитывается как пас.
ev-auto_passed = { $player }: автопас.
ev-enough = Выложенных карт достаточно для победы в раунде ({ $score }).
ev-not_enough = Выложенных карт недостаточно для победы в раунде ({ $score }).
ev-turn_start = Начало { $turn }-го хода. Ходит { $player }{ $cards ->
    [0] {" "}(любое число карт).
    [1] {" "}(одна карта).
    [2] {" "}(две карты).
   *[other] .
}
ev-round_start = Раунд { $round }. Первым ходит { $player }.
ev-round_end = Конец раунда { $round }: { $a } { $sa } – { $sb } { $b }. { $winner ->
    [none] Ничья: оба игрока теряют по жизни.
   *[other] Раунд выигрывает { $winner }.
}
ev-match_end = Партия окончена. Победитель: { $winner }.
ev-match_end_draw = Партия окончена вничью.
ev-ask_keep = { $player } (Чудовища): какой отряд остаётся на поле? «оставить <карта>».
ev-kept = { $player } — на поле остаётся: { $card }.
ev-kept_none = { $player } ничего не оставляет на поле.
ev-ask_revive = { $player } (Скеллиге): воскресите до двух отрядов: «воскресить <карта>, <карта>» или «воскресить нет».
ev-ask_first = { $player } (Скоя'таэли) решает, кто ходит первым: «первым <игрок>».
ev-first_chosen = { $player } решает: первым ходит { $first }.
ev-first_random = Жребий: первым ходит { $player }.
ev-dealt_hand = Ваша рука:
ev-dealt_offer = Предложено для обмена (можно взять до { $limit }):
ev-dealt_answer = Ответьте: «обмен <карты> на <карты>» или «обмен нет».
ev-dealt_public = { $player } получает { $count } { $count ->
    [one] карту
    [few] карты
   *[many] карт
}.
ev-exchanged = { $count ->
    [0] { $player } ничего не меняет.
   *[other] { $player } меняет { $count } { $count ->
        [one] карту
        [few] карты
       *[many] карт
    }.
}
ev-hand = Ваша рука:
ev-deck_accepted = Колода принята: { $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
}, из них { $units } { $units ->
    [one] отряд
    [few] отряда
   *[many] отрядов
}.
ev-deck_ready = { $player }: колода готова.
ev-ask_decks = Ждём колоды (в ЛС): { $players }.
ev-cleanup = Поле очищено.

reason-spy = шпион
reason-northern_realms = бонус Северных Королевств
reason-daisy = Маргаритка из Долин
reason-deliver = после хода
ev-leader_cancelled_hidden = { $count ->
    [one] { $count } карта из руки возвращается в колоду.
    [few] { $count } карты из руки возвращаются в колоду.
   *[many] { $count } карт из руки возвращаются в колоду.
}
ev-leader_cancelled_private = Белое Пламя возвращает из вашей руки в колоду: { $cards }.
