# Слова языка способностей Fate/Ace Royal (cards/fate/script.py); связки — общие (kit).
ab-kind-activated = [Активируемый]
ab-kind-permanent = [Постоянный]
ab-limit-1-turn = раз за ход
ab-limit-1-game = раз за игру
ab-ref-self = ваш Слуга
    .acc = вашего Слугу
    .gen = вашего Слуги
    .dat = вашему Слуге
ab-ref-attacker = атакующий Слуга
    .acc = атакующего Слугу
    .gen = атакующего Слуги
    .dat = атакующему Слуге
ab-ref-defender = защищающийся Слуга
    .acc = защищающегося Слугу
    .gen = защищающегося Слуги
    .dat = защищающемуся Слуге
ab-ref-opponent = Слуга противника по сражению
    .acc = Слугу противника по сражению
    .gen = Слуги противника по сражению
    .dat = Слуге противника по сражению
ab-ref-target = Слуга выбранного Мастера
    .acc = Слугу выбранного Мастера
    .gen = Слуги выбранного Мастера
    .dat = Слуге выбранного Мастера
ab-event-stand = идёт шаг поднятия
ab-event-draw = идёт шаг взятия
ab-event-ritual = идёт шаг ритуала
ab-event-reveal = идёт процесс раскрытия
ab-event-battle = идёт процесс битвы
ab-event-attack = идёт процесс атаки
ab-event-damage = идёт процесс подсчёта урона атакующей стороной
ab-event-response = идёт процесс ответа
ab-event-response-damage = идёт процесс подсчёта урона отвечающей стороной
ab-event-retreat = идёт процесс отступления
ab-event-end = идёт заключительный шаг
ab-condition-in-battle = ваш Слуга участвует в сражении
ab-condition-attacking = ваш Слуга атакует
ab-condition-defending = ваш Слуга защищается
ab-condition-my-turn = идёт ваш ход
ab-condition-prana = у вас праны {$op ->
    [ge] не меньше {$value}
    [le] не больше {$value}
    [gt] больше {$value}
    [lt] меньше {$value}
   *[other] {$value}
}
ab-condition-hand = у вас в руке карт: {$op ->
    [ge] не меньше {$value}
    [le] не больше {$value}
    [gt] больше {$value}
    [lt] меньше {$value}
   *[other] {$value}
}
ab-cost-t = T
ab-cost-r = R{$n}
ab-cost-d = D{$faces}
ab-cost-e = E{$n}
ab-cost-prana = прана {$n}
ab-filter-master = { $count ->
    [one] Мастера
   *[other] Мастеров
}
ab-filter-other = кроме себя
ab-filter-battling = из участников сражения
ab-value-patk = Ф.АТК
ab-value-pdef = Ф.ЗАЩ
ab-value-matk = М.АТК
ab-value-mdef = М.ЗАЩ
ab-value-all = все характеристики
ab-value-turn = до конца хода
ab-value-battle = до конца битвы
ab-value-game = до конца игры
ab-value-standing = в поднятое состояние
ab-value-resting = в лежащее состояние
ab-value-danger = в состояние опасности
ab-value-pre-emptive-strike = [Упреждающий удар]
ab-value-legion = [Легион]
ab-value-instinct = [Интуиция]
ab-on = {$faces ->
    [none] {""}
   *[other] при {$faces}:{" "}
}
ab-effect-stat = {ab-on}{$who-dat}: {$stat} {$amount-sign}{$amount} {$until}
ab-effect-prana = {ab-on}{$who-master} {$who-key ->
    [self] {$sign ->
        [plus] {"получаете"}
       *[other] {"теряете"}
    }
   *[other] {$sign ->
        [plus] {"получает"}
       *[other] {"теряет"}
    }
} прану: {$amount}
ab-effect-draw = {ab-on}{$who-key ->
    [self] возьмите
   *[other] {$who-master} берёт
} { $n ->
    [one] карту
    [few] {$n} карты
   *[other] {$n} карт
}
ab-effect-discard = {ab-on}{$who-key ->
    [self] сбросьте
   *[other] {$who-master} сбрасывает
} { $n ->
    [one] карту
    [few] {$n} карты
   *[other] {$n} карт
}
ab-effect-take = {ab-on}заберите { $n ->
    [one] случайную карту
    [few] {$n} случайные карты
   *[other] {$n} случайных карт
} из руки { $who-key ->
    [attacker] атакующего Мастера
    [defender] защищающегося Мастера
    [opponent] противника по сражению
   *[other] выбранного Мастера
}
ab-effect-state = {ab-on}переведите {$who-acc} {$value}
ab-effect-mark = {ab-on}{$who-master} получает метку {$mark}
ab-effect-unmark = {ab-on}{$who-master} теряет метку {$mark}
ab-effect-spells = {ab-on}{$who-master} {$sign ->
    [plus] {"получает"}
   *[other] {"теряет"}
} Командные заклинания: {$amount}
ab-effect-roll = бросьте кубик
ab-effect-vs-skill = все характеристики ещё {$amount-sign}{$amount} против Слуги с навыком {$skill}
ab-effect-negated-by = ничего не происходит, если у {$who-gen} есть навык {$skill}
ab-master-self = вы
ab-master-attacker = атакующий Мастер
ab-master-defender = защищающийся Мастер
ab-master-opponent = Мастер-противник по сражению
ab-master-target = выбранный Мастер
