# Слова языка способностей Force of Will (cards/fow/script.py); текст карты, созданный по сценарию, ru.
ab-kind-enter = [Выход]
ab-kind-auto = [Автоматическая]
ab-kind-activate = [Активация]
ab-kind-continuous = [Постоянная]
ab-kind-chant = [Глас]
ab-kind-art = [Искусство бога]
ab-kind-will = [Воля]
ab-zone-field = поле
ab-zone-ruler = зона Правителя
ab-limit-1-turn = раз за ход
ab-limit-1-game = раз за игру
ab-ref-self = эта карта
    .acc = эту карту
    .dat = этой карте
ab-ref-target = выбранная карта
    .acc = выбранную карту
    .dat = выбранной карте
ab-ref-target2 = вторые выбранные карты
    .acc = вторые выбранные карты
    .dat = вторым выбранным картам
ab-ref-my-jruler = ваш С-Правитель
    .acc = вашего С-Правителя
    .dat = вашему С-Правителю
ab-ref-me = вы
    .acc = вас
    .dat = вам
ab-ref-opponent = противник
    .acc = противника
    .dat = противнику
ab-ref-host = карта, к которой она добавлена
    .acc = карту, к которой она добавлена
    .dat = карте, к которой она добавлена
ab-event-attacks = эта карта атакует
ab-event-blocks = эта карта блокирует
ab-event-dies = эта карта уходит с поля на кладбище
ab-event-gains-life = вы получаете жизнь
ab-event-resonator-dies = резонатор уходит с поля на кладбище
ab-event-opp-attacks-or-blocks = С-Правитель или резонатор противника атакует или блокирует
ab-event-my-attacks = ваш С-Правитель или резонатор атакует
ab-condition-jruler = у вас есть С-Правитель
ab-condition-control-other = у вас есть другая карта расы {$race}
ab-condition-atk = АТК этой карты {$value}{ab-op}
ab-condition-awakened = оплачена цена [Пробуждения]
ab-cost-rest = {"{"}Отдых{"}"}
ab-cost-will = заплатить {$cost}
ab-cost-banish = изгнать { $what-key ->
    [self] эту карту
    [resonator] свой резонатор
   *[other] свой магический камень или резонатор
}
ab-cost-discard = сбросить другую карту {$name}
ab-filter-card = { $case ->
    [gen] { $count ->
        [one] карты
       *[other] карт
    }
   *[acc] { $count ->
        [one] карту
        [few] карты
       *[other] карт
    }
}{ $side ->
    [my] {" "}под вашим контролем
    [opp] {" "}под контролем противника
   *[any] {""}
}
ab-filter-resonator = { $case ->
    [gen] { $count ->
        [one] резонатора
       *[other] резонаторов
    }
   *[acc] { $count ->
        [one] резонатор
        [few] резонатора
       *[other] резонаторов
    }
}{ $side ->
    [my] {" "}под вашим контролем
    [opp] {" "}под контролем противника
   *[any] {""}
}
ab-filter-j-resonator = { $case ->
    [gen] { $count ->
        [one] С-Правителя или резонатора
       *[other] С-Правителей и резонаторов
    }
   *[acc] { $count ->
        [one] С-Правителя или резонатор
       *[other] С-Правителей и резонаторов
    }
}{ $side ->
    [my] {" "}под вашим контролем
    [opp] {" "}под контролем противника
   *[any] {""}
}
ab-filter-addition = { $case ->
    [gen] { $count ->
        [one] дополнения
       *[other] дополнений
    }
   *[acc] { $count ->
        [one] дополнение
        [few] дополнения
       *[other] дополнений
    }
}{ $side ->
    [my] {" "}под вашим контролем
    [opp] {" "}под контролем противника
   *[any] {""}
}
ab-filter-regalia = { $count ->
    [one] регалию
   *[other] регалий
}{ $side ->
    [my] {" "}под вашим контролем
    [opp] {" "}под контролем противника
   *[any] {""}
}
ab-filter-my = {""}
ab-filter-opp = {""}
ab-filter-other = кроме этой карты
ab-filter-total-cost = с суммарной ценой {$value}{ab-op}
ab-filter-race = расы {$value}
ab-filter-attribute = атрибута {$value}
ab-filter-damaged = получивших урон в этот ход
ab-filter-in-battle = атакующих или блокирующих
ab-effect-damage = нанесите { $by-key ->
    [jruler-atk] урон, равный АТК вашего С-Правителя (без него — {$n}),
   *[other] {$n} урона
} { $who-dat }
ab-effect-damage-each = нанесите {$n} урона каждому игроку
ab-effect-destroy = уничтожьте { $who-acc }
ab-effect-life = жизнь {$n-sign}{$n}: { $who }
ab-effect-mod = { $who } получает {$atk-sign}{$atk}/{$def-sign}{$def} до конца { $until-key ->
    [battle] битвы
    [while] действия способности
   *[turn] хода
}
ab-effect-gain-atk = эта карта получает +X/+0 до конца хода, где X — АТК: { $who }
ab-effect-rest = положите на отдых { $who-acc }
ab-effect-recover = восстановите { $who-acc }
ab-effect-draw = возьмите { $n ->
    [1] карту
    [one] {$n} карту
    [few] {$n} карты
   *[other] {$n} карт
}
ab-effect-search = найдите в колоде карту {$name}, возьмите её в руку и перетасуйте колоду
ab-effect-look = посмотрите { $n ->
    [1] верхнюю карту
    [one] {$n} верхнюю карту
    [few] {$n} верхние карты
   *[other] {$n} верхних карт
} колоды
ab-effect-stone = выложите на поле верхнюю карту колоды магических камней
ab-effect-give = { $who } получает [{$keyword}] до конца хода
ab-effect-no-block = { $who } не может блокировать до конца хода
ab-effect-prevent = предотвратите весь урон { $who-dat } до конца хода
ab-effect-damage-bonus = до конца хода { $who } наносит на {$n} урона больше
ab-effect-produce = создайте волю: {$will}
ab-effect-no-life-gain = игроки не могут получать жизнь
ab-effect-cannot-attack = { $who } не может атаковать
ab-value-fixed = фиксированно
ab-value-jruler-atk = АТК С-Правителя
ab-value-turn = хода
ab-value-battle = битвы
ab-value-while = способности
ab-value-self = эту карту
ab-value-resonator = резонатор
ab-value-stone-or-resonator = магический камень или резонатор
ab-value-flying = Полёт
ab-value-first-strike = Первый удар
ab-value-swiftness = Стремительность
ab-value-target-attack = Прицельная атака
ab-value-imperishable = Нерушимость
ab-value-pierce = Пробивание
ab-value-drain = Похищение жизни
ab-value-barrier = Барьер
ab-value-light = свет
ab-value-fire = огонь
ab-value-water = вода
ab-value-wind = ветер
ab-value-darkness = тьма

# сравнение после значения («АТК 500 или больше»); набор передаёт $op: le/ge/lt/gt/eq/ne
ab-op = { $op ->
    [ge] {" "}или больше
    [le] {" "}или меньше
    [gt] {" "}(строго больше)
    [lt] {" "}(строго меньше)
    [ne] {" "}(любое, кроме этого)
   *[eq] {""}
}
