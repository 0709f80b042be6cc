## Отказы
err-no-card-name = Назовите карту.
err-ambiguous-card = «{ $text }» подходит к нескольким картам: { $names_ru }. Напишите название подробнее.
err-unknown-card = Карты «{ $text }» нет.
err-no-ready-deck = В этой таблице нет готовой колоды.
err-deck-too-long = В списке колоды не больше { $lines } строк.
err-deck-empty = Список колоды пуст. Пришлите строки вида «4 Бластер Блейд» или «колода пробная» для готовой колоды.
err-deck-done = Ваша колода уже принята.
err-not-mulligan = Муллиган сейчас недоступен (один раз за игру, при подготовке).
err-not-in-hand = Карты «{ $card_ru }» нет у вас в руке.
err-trigger-recipient = Укажите юнит, который получит силу триггера: { $options }.
err-trigger-second = Укажите второго получателя: { $options }.
err-heal-choice = Выберите карту урона для исцеления: «лечить 1» … «лечить { $count }» (1 — самая старая) или «лечить нет».
err-heal-not-allowed = Этот триггер сейчас ничего не исцеляет.
err-gift-variant = Выберите вариант дара: «дар I» или «дар II».
err-gift-fixed = Для этого типа дара вы уже выбрали вариант { $variant }, он остаётся до конца игры.
err-gift-circle = Укажите круг для маркера: { $options }.
err-g-assist = Подмога — только сразу после взятия карты, если ранг авангарда не выше 2 и в руке нет карты следующего ранга.
err-ga-take = Возьмите карту ранга { $grade } из пяти просмотренных или напишите «не брать».
err-ga-remove = { $count ->
    [1] Уберите из руки ровно одну карту.
    [one] Уберите из руки ровно { $count } карту.
    [few] Уберите из руки ровно { $count } карты.
   *[other] Уберите из руки ровно { $count } карт.
}
err-rode = Смена авангарда в этом ходу уже была.
err-ride-phase = Фаза смены уже закончилась.
err-ride-grade = Сменить авангард можно на юнит ранга { $grade } или { $next }.
err-not-in-soul = Этой карты нет в вашей душе.
err-circle = У вас нет такого круга. Круги: { $options }.
err-call-grade = Обычный призыв — только юнит ранга { $grade } или ниже.
err-move = Арьергард перемещается вперёд или назад в своём столбце: ПЛ, ПП, ЗЛ или ЗП. ЗЦ и круги Ускорения не перемещаются.
err-empty-circle = На круге { $circle } нет юнита.
err-stride = Вознесение сейчас невозможно: нужны оба авангарда ранга 3 и выше (или ваш ранга 3 в начале хода), раз за ход и лицом вниз лежащий воин наследия.
err-stride-card = Такого воина наследия лицом вниз в вашей колоде наследия нет.
err-stride-cost = Сбросьте карты с суммой рангов не меньше 3.
err-not-start-step = Атаковать сейчас нельзя: атака объявляется в начале битвы, в фазе боя.
err-attacker = Атакует вертикальный юнит вашего переднего ряда: { $options }.
err-target = Цель — юнит переднего ряда противника: { $options }.
err-boost = Поддержки нет: юнит позади атакующего должен стоять вертикально и иметь навык «Поддержка» (у кругов Ускорения нет заднего круга).
err-not-guard-step = Сейчас не ваш шаг защиты.
err-intercept = Перехват — юнитом с навыком «Перехват» на ПЛ, ПП или круге Ускорения, кроме атакованного: { $options }.
err-guardian = Эту карту нельзя поставить на круг защиты.
err-not-sentinel = «{ $card_ru }» — не страж (Sentinel) и не «Защита I».
err-g-zone-off = В этом матче нет колоды наследия.
err-g-guardian-grade = Страж наследия — только когда оба авангарда ранга 3 и выше.
err-g-guardian-full = В вашей колоде наследия уже 4 стража лицом вверх.
err-g-guardian-card = Такого стража наследия лицом вниз в вашей колоде наследия нет.
err-g-guardian-cost = Страж наследия требует сбросить из руки исцеляющий триггер.
err-place = «{ $place }» — не ваша карта на этом круге или в этой зоне.
err-target-unit = На { $target } нет юнита.
err-ability-timing = Способности объявляются после начала игры.
err-act-timing = АКТ-способности — только в вашей главной фазе, когда ничего другого не разрешается.
err-once = Способность 1/ход этой карты в этом ходу уже использована.
err-picks = Выберите ровно { $count ->
    [one] { $count } позицию
    [few] { $count } разные позиции
   *[other] { $count } разных позиций
}.
err-no-battle = Это действует до конца битвы, а битвы сейчас нет.
err-cb = Для Counter Blast { $count } нужно карт урона лицом вверх: { $count }, у вас { $have }.
err-sb = Для Soul Blast { $count } нужно карт в душе: { $count }, у вас { $have }.
err-cc = Counter Charge переворачивает лицом вверх карты урона, лежащие лицом вниз.
err-sc = Для Soul Charge { $count } в колоде должно быть карт: { $count }.
err-already-rested = Этот юнит уже повёрнут.
err-retire = В сброс отправляются только арьергарды.
err-heal-count = Урона не хватает, чтобы исцелить { $count }.
err-effect = Неизвестное действие «{ $verb }».
err-move-source = Этой карты нет в указанной зоне ({ $zone }).
err-move-dest = Карту нельзя переместить в { $dest }.
err-over = Игра окончена.
err-seat = Такого места нет.
err-setup = Игра ещё не началась: сначала колоды и муллиган.
err-waiting = Игра ждёт решения игрока { $player } ({ $kind }).
err-not-your-turn = Сейчас ход игрока { $player }.
err-main-phase = Главная фаза уже закончилась.
err-first-turn = Первый игрок пропускает фазу боя в первом ходу.
err-not-now = Сейчас это невозможно.
err-hand-position = В руке { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[other] { $count } карт
}.
err-post-too-long = Сообщение — не длиннее { $limit } символов.
err-syntax-move = Напишите «переместить ПЛ» (ПЛ, ПП, ЗЛ или ЗП).
err-syntax-call = Напишите «призыв <карта> <круг>», например «призыв Вингал ЗЦ».
err-syntax-attack = Напишите «атака <ваш круг> <круг противника> [поддержка]», например «атака АВ АВ поддержка».
err-syntax-guard = Напишите «защита <карта> + <карта>», «перехват ПЛ» или «без защиты».
err-syntax-perfect = Напишите «идеальная защита <страж> сбросить <карта> [защитить <круг>]».
err-syntax-trigger = Напишите «триггер <круг для силы> [<второй круг>] [лечить <номер>]».
err-syntax-gift = Напишите «дар I» или «дар II», для маркера — с кругом: «дар I АВ».
err-syntax-stride = Напишите «вознесение <воин наследия> сбросить <карта> + <карта>».
err-syntax-ability = Например: «акт АВ 1/ход [cb1]: сила +5000 АВ ход; взять 1».
err-syntax-target = «{ $text }» — не круг (АВ, ПЛ, ПП, ЗЛ, ЗЦ, ЗП, УС1, враг АВ, кз1).
err-syntax-cost = «{ $text }» — не цена (cb1, sb1, cc1, sc1, сбросить <карта>, повернуть <круг>, ретайр <круг>).
err-upload = Пришлите колоду в личные сообщения текстом (строки вида «4 Бластер Блейд» или «колода пробная») или файлом .xlsx со столбцами qty, card, starting_vanguard.

err-upload-size = Файл слишком большой: не больше { $limit } КБ.
err-upload-bad = Это не читаемый файл .xlsx.
err-upload-columns = В листе колоды нужны столбцы «qty» и «card» (и «starting_vanguard», чтобы отметить стартовый авангард).

## Проверка колоды (V-DECK)
deck-refused = { $count ->
    [1] Колода не принята, одна проблема:
    [one] Колода не принята, { $count } проблема:
    [few] Колода не принята, { $count } проблемы:
   *[other] Колода не принята, { $count } проблем:
}
deck-hint = Колода — строки вида «4 Бластер Блейд» и «старт: Глайм» или «колода пробная» для готовой колоды; либо файл .xlsx со столбцами qty, card, starting_vanguard.
deck-size = В колоде { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[other] { $count } карт
}, а нужно ровно 50 вместе со стартовым авангардом.
deck-copies = { $name_ru }: копий — { $count }, а одноимённых карт можно не больше 4.
deck-triggers = Триггер-юнитов в колоде: { $count }, а нужно ровно 16.
deck-heals = Исцеляющих триггеров: { $count }, а можно не больше 4.
deck-sentinels = Стражей (Sentinel): { $count }, а можно не больше 4.
deck-clans = В колоде карты разных кланов или наций ({ $clans }); нужны один клан и одна нация, если не разрешены смешанные кланы.
deck-v-mark = В Стандарте можно играть только картами с меткой V: { $names }.
deck-start = Стартовый авангард должен быть юнитом ранга 0 из этой колоды: укажите его строкой «старт: <карта>» или * после него.
deck-not-main = Эти карты не кладутся в основную колоду: { $names }.
deck-g-zone-off = В этом матче нет колоды наследия (она есть только в Премиуме с соответствующей настройкой).
deck-g-zone-size = В колоде наследия карт: { $count }, а можно не больше 16.
deck-g-zone-kind = В колоду наследия кладутся только воины и стражи наследия: { $names }.

## События
ev-setup = Cardfight!! Vanguard, { $format }. Пришлите колоду в личные сообщения.
ev-ask-decks = Ждём колоды в личных сообщениях: { $players }.
ev-deck-accepted = Колода принята (игрок { $player }).
ev-deck-private = Колода принята: { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[other] { $count } карт
}, стартовый авангард — { $start }.
ev-first-player = Первым ходит { $player } (выбран случайно).
ev-draw = { $player } берёт { $count ->
    [1] карту
    [one] { $count } карту
    [few] { $count } карты
   *[other] { $count } карт
}.
ev-drew = Вы взяли: { $cards }.
ev-mulligan = { $player }: { $count ->
    [0] рука оставлена без замены
    [one] заменена { $count } карта
    [few] заменены { $count } карты
   *[other] заменено { $count } карт
}.
ev-hand = Ваша рука теперь ({ $cards_count ->
    [one] { $cards_count } карта
    [few] { $cards_count } карты
   *[other] { $cards_count } карт
}): { $cards }.
ev-stand-up = Встань, Авангард! { $cards }
ev-turn = Ход { $turn }: { $player }.
ev-battle-skipped = { $player } ходит первым: в первом ходу фазы боя нет.
ev-phase = { $player }: { $phase_name }.
ev-stride-end = «{ $card }» возвращается в колоду наследия (игрок { $player }).
ev-end-turn = { $player } завершает ход.
ev-drive-check = Проверка эффекта { $n }/{ $of } (игрок { $player }): { $card }.
ev-damage-check = Проверка урона { $n }/{ $of } (игрок { $player }): { $card }.
ev-damage-taken = «{ $card }» уходит в зону урона (игрок { $player }, урон: { $total }).
ev-drive-to-hand = «{ $card }» уходит в руку (игрок { $player }).
ev-trigger-void = { $kind_name } ({ $card }) не срабатывает: на поле нет юнита его клана (игрок { $player }).
ev-trigger = { $kind_name }! ({ $card }, игрок { $player })
ev-front-trigger = Передовой триггер: передний ряд (игрок { $player }) +{ $amount } до конца хода.
ev-trigger-power = «{ $card }» на { $circle }: +{ $amount } до конца хода.
ev-trigger-critical = «{ $card }» на { $circle }: +1 к критическому удару до конца хода.
ev-stood = { $player } поднимает «{ $card }».
ev-rested = { $player } поворачивает «{ $card }».
ev-healed = { $player } исцеляется: «{ $card }» уходит в зону сброса (урон: { $total }).
ev-attack-vanished = Атака пропадает: юнит битвы покинул свой круг.
ev-hit = Атака прошла! «{ $attacker }» { $power } против «{ $target }» { $defence }.
ev-no-hit = Атака не прошла: «{ $attacker }» { $power } против «{ $target }» { $defence }.
ev-retired = «{ $card }» ({ $circle }) отправляется в зону сброса (игрок { $player }).
ev-guardians-off = Защитники уходят в зону сброса (игрок { $player }): { $cards }.
ev-gift-variant = { $player } выбирает дар «{ $gift_name } { $variant }» до конца игры.
ev-gift-marker = { $player }: маркер «{ $gift_name } { $variant }» на { $circle }.
ev-gift-card = { $player } берёт в руку карту дара «{ $gift_name } I».
ev-gift-circle = { $player } получает круг Ускорения ({ $circle }), «{ $gift_name } { $variant }».
ev-g-assist = { $player } объявляет подмогу и показывает руку: { $hand }.
ev-looked = Вы смотрите: { $cards }.
ev-ga-took = { $player } берёт «{ $card }» и перемешивает колоду.
ev-ga-none = { $player } ничего не берёт и перемешивает колоду.
ev-ga-removed = { $player } убирает из игры: { $cards }.
ev-ride = { $player }: смена авангарда на «{ $card }» (ранг { $grade }).
ev-soul-ride = { $player }: смена авангарда из души на «{ $card }».
ev-call = { $player } призывает «{ $card }» на { $circle }.
ev-replaced = «{ $card }» ({ $circle }) уходит в зону сброса (игрок { $player }).
ev-move = { $player } перемещает «{ $card }» с { $source } на { $dest }.
ev-stride = { $player }: вознесение «{ $card }» (сердце — «{ $heart }»), сброшены: { $discards }.
ev-attack = { $player } атакует: «{ $card }» ({ $circle }) → «{ $target }» ({ $target_circle }), сила { $power }.
ev-intercept = { $player } перехватывает юнитом «{ $card }» ({ $circle }).
ev-guardian = { $player } защищается картой «{ $card }».
ev-perfect-guard = Идеальная защита! { $player } сбрасывает «{ $discard }»: юнит на { $circle } до конца битвы не может быть поражён.
ev-no-guard = { $player } не защищается.
ev-g-guardian = { $player } призывает стража наследия «{ $card }», сбросив «{ $discard }».
ev-declared = { $player } объявляет способность [{ $ability }] карты «{ $card }» ({ $place }) — объявлено, с картой не сверено.
ev-modifier = «{ $card }»: { $stat_name } { $signed } ({ $until_name }).
ev-counter-blast = { $player } платит Counter Blast: { $cards }.
ev-soul-blast = { $player } платит Soul Blast: { $cards }.
ev-counter-charge = { $player }: Counter Charge — { $cards }.
ev-soul-charge = { $player }: Soul Charge — { $cards }.
ev-discarded = { $player } сбрасывает «{ $card }».
ev-look = { $player } смотрит { $count ->
    [1] верхнюю карту
    [one] { $count } верхнюю карту
    [few] { $count } верхние карты
   *[other] { $count } верхних карт
} колоды.
ev-revealed = { $player } показывает с верха колоды: { $cards }.
ev-cannot-be-hit = «{ $card }» (игрок { $player }) до конца битвы не может быть поражён.
ev-note = Заметка для судьи (игрок { $player }): { $text }
ev-moved = { $player }: «{ $card }» — { $source_name } → { $dest_name }.
ev-game-over = Победитель: { $winner } ({ $why }).
ev-game-drawn = Ничья ({ $why }).

## Слова
gift-force = Мощь
gift-accel = Ускорение
gift-protect = Защита
reason-damage = 6 урона
reason-deck = закончилась колода
reason-soul = авангард ушёл, а в душе нет карт для смены
reason-concede = соперник сдался
reason-both = оба игрока проиграли одновременно
trigger-critical = Критический триггер
trigger-draw = Добирающий триггер
trigger-heal = Исцеляющий триггер
trigger-front = Передовой триггер
trigger-stand = Поднимающий триггер
hand-trigger-critical = критический триггер
hand-trigger-draw = добирающий триггер
hand-trigger-heal = исцеляющий триггер
hand-trigger-front = передовой триггер
hand-trigger-stand = поднимающий триггер
stat-power = сила
stat-shield = щит
stat-critical = критический удар
ability-act = АКТ
ability-auto = АВТО
ability-cont = ПОСТ
zone-hand = рука
zone-drop = зона сброса
zone-soul = душа
zone-damage = зона урона
zone-deck = колода
zone-bind = зона ограничений
zone-removed = вне игры
zone-gc = круг защиты
phase-setup = подготовка
phase-stand = фаза подъёма
phase-draw = фаза взятия карты
phase-ride = фаза смены
phase-stride = фаза вознесения
phase-main = главная фаза
phase-battle = фаза боя
phase-end = фаза конца хода
phase-over = игра окончена
until-battle = до конца битвы
until-turn = до конца хода
until-cont = пока юнит на круге
format-standard = Стандарт
format-premium = Премиум
kind-deck = колода в личные сообщения
kind-mulligan = муллиган в личные сообщения
kind-g_assist = подмога или смена
kind-ga_take = подмога: взять карту
kind-ga_remove = подмога: убрать две карты
kind-ride = фаза смены
kind-stride = фаза вознесения
kind-main = главная фаза
kind-battle = битва: атака или конец
kind-guard = защита
kind-trigger = получатели триггера
kind-gift = дар воображения
kind-soul_ride = смена из души

## Стол
tbl-head = Ход { $turn } · { $phase } · { $player } · { $format }
tbl-player = { $name }: рука { $hand }, колода { $deck }, урон { $damage } (лицом вверх { $up }), душа { $soul }
tbl-face-down = (лицом вниз)
tbl-down-mark = { " " }(лицом вниз)
tbl-damage = Урон: { $cards }
tbl-soul = Душа: { $cards }
tbl-drop = Зона сброса ({ $count }): { $cards }
tbl-gc = Круг защиты: { $cards }
tbl-gifts = Дары: { $gifts }; маркеры: { $markers }
tbl-g-zone = Колода наследия: { $count } (лицом вверх { $up })
tbl-hand = Рука: { $cards }
tbl-options = Настройки: { $options }
opt-g_zone = колода наследия
opt-mixed_clans = смешанные кланы
tbl-battle = Битва: { $attacker } → { $target }, { $power } против { $defence }
tbl-winner = Победитель: { $name }
tbl-draw = Ничья.
tbl-pending = Ждём: { $who }

## Рука и запросы
hand-head = Ваша рука ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[other] { $count } карт
}):
hand-line = #{ $n } { $name } — ранг { $grade }, сила { $power }, щит { $shield }{ $extra }
ask-deck = Пришлите колоду в личные сообщения: строки вида «4 Бластер Блейд» и «старт: Глайм» или «колода пробная» для готовой колоды
ask-mulligan = Муллиган (один раз): «муллиган <карта> + <карта>» или «оставить»
ask-g-assist = Фаза взятия карты: «подмога», смена («смена <карта>») или «конец»
ask-ga-take = Подмога: «взять <карта>» (ранг { $grade }) или «не брать»
ask-ga-remove = Подмога: «убрать <карта> + <карта>» из руки
ask-ride = Фаза смены: «смена <карта>» или «конец»
ask-stride = Фаза вознесения: «вознесение <воин наследия> сбросить <карта> + <карта>» или «конец»
ask-main = Главная фаза: «призыв <карта> <круг>», «переместить <круг>», «акт …» или «конец»
ask-battle = Битва: «атака <круг> <круг> [поддержка]» или «конец»
ask-guard = Защита от атаки { $attacker } → { $target }: «защита <карта> + <карта>», «перехват ПЛ», «идеальная защита <страж> сбросить <карта>» или «без защиты»
ask-trigger = Триггер (круги: { $units }): «триггер <круг>» (сила), второй круг — для критического или поднимающего, «лечить <номер>», если триггер исцеляет
ask-gift = Дар воображения: «дар I» или «дар II», для маркера — с кругом ({ $circles })
ask-soul-ride = Ваш авангард ушёл: «смена <карта>» из души ({ $options })
