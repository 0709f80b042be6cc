title = Fate/Ace Royal
cards = { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
}
stat-patk = Ф.АТК
stat-pdef = Ф.ЗАЩ
stat-matk = М.АТК
stat-mdef = М.ЗАЩ
state-standing = поднят
state-resting = лежит
state-danger = в опасности
state-face_down = рубашкой вверх
state-face_up = лицом вверх
type-physical = физическая
type-magic = магическая
until-turn = до конца хода
until-battle = до конца битвы
until-game = до конца игры
until-source = пока его карта открыта
reason-prana = прана 0
reason-spells = не осталось Командных заклинаний
reason-concede = сдача
skill-pre_emptive_strike = Упреждающий удар
step-setup = подготовка
step-ritual = шаг ритуала
step-battle = шаг сражения
step-end = заключительный шаг
step-over = игра окончена
step-collision = шаг столкновения
step-stand = шаг поднятия
step-draw = шаг взятия
process-battle = процесс битвы
process-attack = процесс атаки
process-response = процесс ответа
process-wound = процесс ранения
process-retreat = процесс отступления
process-reveal = процесс раскрытия

# events
ev-seated = Порядок мест: { $order }. Первый Активный Мастер: { $active }.
ev-servant-dealt = Ваш Слуга (рубашкой вверх): { $spirit_ru } / { $klass_ru }.
ev-servant-picked = Слуга выбран: { $master }.
ev-drew = { $master } берёт { cards }.
ev-drew-card = Вы взяли: { $card_ru }.
ev-reshuffled = Отбой ({ $count }) перемешан в новую колоду.
ev-turn-start = Начало хода { $turn }: { $master } (Активный Мастер: { $active })
ev-stood = { $master }: лежащие карты подняты.
ev-placed = { $master } выкладывает Тайный знак { $card_ru }.
ev-revealed = { $master } раскрывает Слугу: { $spirit_ru } / { $klass_ru }.
ev-collision-miss = Бросок столкновения ({ $master }): { $roll }. Сражения нет.
ev-collision-no-battle = Бросок столкновения ({ $master }): { $roll }, но Слуга не может атаковать. Сражения нет.
ev-collision-hit = Бросок столкновения ({ $master }): { $roll }! Кубик выбрал цель: { $target }.
ev-battle-start = Сражение: { $attacker } атакует, защищается { $defender }.
ev-passed = { $master }: пас.
ev-attack-type = Тип атаки ({ $master }): { $kind ->
    [physical] физическая
   *[magic] магическая
}.
ev-response-type = Тип ответа ({ $master }): { $kind ->
    [physical] физическая
   *[magic] магическая
}.
ev-attacker-damage = Урон атакующей стороны ({ $master }): { $amount }.
ev-pre-emptive = Упреждающий удар ({ $master }): ответа нет.
ev-response-damage = Урон отвечающей стороны ({ $master }): { $amount }.
ev-prana-lost = { $master }: прана −{ $amount }, осталось { $prana }.
ev-at-zero = { $master }: 0 праны: { $spells ->
    [one] последнее Командное заклинание не спасёт (потратив его, Мастер сразу проигрывает, FA-CS-5); «пас» — выбыть.
   *[other] «кз 1», чтобы остаться, или «пас», чтобы выбыть.
}
ev-accepts-zero = { $master } остаётся с 0 праны.
ev-zero-reset = { $master }: 0 праны — теряется Командное заклинание (осталось { $spells }), прана снова { $prana }.
ev-retreats = { $master }: раненый Слуга отступает (лежит).
ev-card-taken = { $taker } тянет случайную карту из чужой руки ({ $victim }).
ev-card-taken-private = Вытянутая карта ({ $taker } ← { $victim }): { $card_ru }.
ev-battle-over = Сражение окончено.
ev-battle-ends = Сражение сразу заканчивается: участник выбыл из игры.
ev-left = { $master } выбывает из игры ({ $reason ->
    [prana] прана 0
    [spells] не осталось Командных заклинаний
   *[concede] сдача
}).
ev-winner = Победитель: { $master }!
ev-draw-game = Ничья: { $masters }.
ev-marker = Метка Активного Мастера переходит: { $master }.
ev-danger-ends = { $master }: Слуга выходит из опасности и теперь лежит.
ev-discarded = { $master } сбрасывает { $card_ru }.
ev-ends-turn = { $master } заканчивает ход.
ev-concede = { $master } сдаётся.
ev-spell = { $master } использует Командное заклинание { $use } (осталось { $spells }).
ev-prana = { $master }: прана { $amount }, теперь { $prana }.
ev-stat = { $master }: { $stat ->
    [patk] Ф.АТК
    [pdef] Ф.ЗАЩ
    [matk] М.АТК
   *[mdef] М.ЗАЩ
} { $amount } ({ $until ->
    [turn] до конца хода
    [battle] до конца битвы
    [game] до конца игры
   *[source] пока его карта открыта
}), теперь { $value }.
ev-activation = №{ $number }: { $master } активирует { $card ->
    [Servant] Слугу
   *[other] карту «{ $card_ru }»
} (цена { $cost }; объявлено вручную — проверяет судья).
ev-activation-failed = №{ $number } не сработал: нужное значение не выпало. Активация всё равно засчитана.
ev-permanent = №{ $number }: { $master } объявляет [Постоянный] эффект { $card ->
    [Servant] Слуги
   *[other] карты «{ $card_ru }»
} (объявлено вручную — проверяет судья).
ev-cost-t = { $master } кладёт { $card ->
    [Servant] Слугу
   *[other] карту «{ $card_ru }»
}, чтобы оплатить T.
ev-rested = { $master } кладёт { $card ->
    [Servant] Слугу
   *[other] карту «{ $card_ru }»
}.
ev-cost-roll = Бросок стоимости ({ $master }): { $roll } (нужно { $faces }).
ev-must-discard = { $master }: нужно сбросить { cards }.
ev-mark = { $master } получает метку «{ $mark }».
ev-unmark = { $master } теряет метку «{ $mark }».
ev-cancelled = { $master } отменяет эффект №{ $number }.
ev-substitute = Замещающая битва: { $master } занимает место в сражении (вместо: { $out }).
ev-note = Заметка для судьи ({ $master }): { $text }
ev-state = { $master }: { $card_ru } — { $value ->
    [standing] в поднятом состоянии
    [resting] в лежащем состоянии
    [danger] в состоянии опасности
    [face_down] рубашкой вверх
   *[face_up] лицом вверх
}.
ev-scene = №{ $number }: { $master } разыгрывает сцену { $card_ru } на Престол Грааля.

# decisions
dec-servant = Выберите Слугу в личных сообщениях: «слуга <Героическая душа> / <Класс>»
dec-turn = Ваш шаг ритуала: «разместить <Тайный знак>», «раскрыть», «атака <Мастер>» или «конец»
dec-attack-type = Тип атаки: «физическая» или «магическая»
dec-response-type = Тип ответа: «физическая» или «магическая»
dec-prana-zero = У вас 0 праны: { $spells ->
    [one] последнее Командное заклинание вас не спасёт — потратив его, вы сразу проиграете (FA-CS-5). «пас» — выбыть
   *[other] «кз 1», чтобы восстановить 1 прану, или «пас», чтобы выбыть
}
dec-discard = Заключительный шаг: сбросьте { cards } («сбросить <карта>, <карта>»)
dec-effect-discard = Эффект заставляет сбросить { cards } («сбросить <карта>, …»)

# table
tbl-header = **Fate/Ace Royal**, ход { $turn } ({ $step }). Активный Мастер: { $active }. Ходит: { $current }.
tbl-header-over = **Fate/Ace Royal**, игра окончена после хода { $turn }.
tbl-master = { $mark }**{ $name }**: прана { $prana }, Командные заклинания: { $spells }, в руке: { $hand }
tbl-out = ~~{ $name }~~: вне игры
tbl-servant-hidden = Слуга: рубашкой вверх ({ $state })
tbl-servant = Слуга: { $spirit } / { $klass } ({ $state }) Ф.АТК { $patk } Ф.ЗАЩ { $pdef } М.АТК { $matk } М.ЗАЩ { $mdef }
tbl-codes = Тайные знаки: { $codes }
tbl-code-hidden = карта рубашкой вверх
tbl-marks = Метки: { $marks }
tbl-battle = Сражение: { $attacker } → { $defender } ({ $process })
tbl-piles = В колоде: { $count }. Отбой: { $discard }.
tbl-grail = Престол Грааля: { $cards }
tbl-settings = Настройки: прана { $prana }, рука { $hand }, колода: { $pile }, Слуги: { $servants }, прана 0: { $zero }, сцены: { $scenes }.
tbl-hand = Ваша рука: { $cards }
tbl-hand-empty = Ваша рука пуста.
tbl-winner = Победитель: { $name }
tbl-draw = Ничья

# refusals
err-not-mystic-code = { $card } — не Тайный знак: на шаге ритуала выкладывается только Тайный знак.
err-not-in-hand = Карты { $card } нет у вас в руке.
err-not-face-down = Ваш Слуга уже раскрыт: раскрытие на шаге ритуала — только для Слуги рубашкой вверх. Можно выложить Тайный знак, атаковать или закончить ход.
err-bad-target = Этого Мастера нельзя выбрать целью: назовите другого Мастера, который ещё в игре.
err-cannot-attack = Атакует только поднятый Слуга, а ваш { $state ->
    [resting] лежит
    [danger] в опасности
   *[other] не на поле
}. Можно выложить Тайный знак, раскрыть Слугу или закончить ход.
err-bad-type = Выберите «физическая» или «магическая».
err-no-servant = У вас нет Слуги на поле.
err-face-down-text = Текст карты рубашкой вверх не действует.
err-danger-activated = Слуга в опасности не может использовать [Активируемые] эффекты; [Постоянные] действуют.
err-not-on-field = Карты { $card } нет на вашем поле.
err-resting-code = { $card } лежит: действуют только её [Постоянные] эффекты.
err-permanent-cost = У [Постоянного] эффекта нет цены; объявите его без «цена».
err-one-activation = Вы уже активировали карту в этом шаге или процессе (одна активация на Мастера).
err-cost-t = Для T сама карта должна быть поднята.
err-cost-e = Для E нужно сбросить с руки { cards }, а у вас { $hand }.
err-cost-r = Для R нужно положить { cards } из своих поднятых открытых карт, а у вас { $have }.
err-cost-r-card = { $card } не может оплатить R: нужна своя поднятая открытая карта, и не та, что платит T.
err-no-scenes = Карты сцен за этим столом выключены.
err-not-scene = { $card } — не карта сцены.
err-target-out = { $master }: уже вне игры.
err-no-mark = Метки «{ $mark }» нет.
err-danger-servant-only = В состоянии опасности может быть только Слуга.
err-substitute-timing = Замещающая битва используется в процессе битвы.
err-substitute-who = Замещающая битва: «замена @<участник сражения> @<другой Мастер>».
err-bad-stat = Назовите характеристику: фатк, фзащ, матк или мзащ.
err-bad-state = Назовите состояние: поднятое, лежащее, опасность, рубашкой или лицом.
err-bad-until = Длительность: «до конца битвы» или «до конца игры» (по умолчанию — до конца хода).
err-cs4-x = Командным заклинанием 4 нельзя оплатить стоимость X.
err-cs5-standing = Командное заклинание 5 — для лежащего Слуги или Слуги в опасности.
err-cs-use = У Командных заклинаний варианты 1–5.
err-not-waiting = Выбор Слуги сейчас не ожидается.
err-not-offered = Выберите из предложенного: Героические души { $spirits }; классы { $classes }.
err-over = Игра окончена.
err-out = Вы не участвуете в этой игре.
err-setup = Слуг ещё выбирают: «слуга <Героическая душа> / <Класс>».
err-not-ritual = Сейчас не ваш шаг ритуала. Ждём: { $waiting }. Командные заклинания и активации вам доступны.
err-not-type = Тип атаки или ответа у вас сейчас не спрашивают. Ждём: { $waiting }.
err-nothing-to-pass = Вам сейчас нечего пасовать. Ждём: { $waiting }.
err-unknown = Здесь это не ход.
err-wrong-decision = Сейчас от вас ждут другого: { $expected }.
err-no-discard = Вам сейчас нечего сбрасывать. Ждём: { $waiting }.
err-discard-count = Сбросьте ровно { cards }.
err-too-long = Сообщение — не длиннее { $limit } символов.
err-syntax = Не понял. Пример: { $example }
err-no-card = Карты «{ $card }» нет.
err-no-master = Мастера «{ $name }» нет. Мастера: { $masters }.
err-cost-syntax = Стоимость — T, R<n>, D<грани>, E<n> через +: { $detail }
err-no-effects = Объявите эффект после «:» (например «фатк +2», «прана -1 @Имя», «заметка текст»).
err-bad-effect = Неизвестный эффект «{ $effect }»: характеристика +N, прана, состояние, взять, сброс, забрать, метка, снять метку, отменить, замена или заметка.

opt-shared = общая
opt-per_master = своя у каждого Мастера
opt-random = случайная раздача
opt-choice = свободный выбор
opt-draft = драфт
opt-leave = Мастер выбывает
opt-reset = минус Командное заклинание, прана восстанавливается
opt-on = есть
opt-off = нет
tbl-offer = На выбор: Героические души { $spirits }; классы { $classes }.
err-permanent-twice = [Постоянный] эффект этой карты уже объявлен и действует, пока карта открыта; чтобы объявить заново, сначала отмените его («отменить #n»).
