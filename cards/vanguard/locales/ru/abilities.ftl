# Слова языка способностей для Авангарда (cards/vanguard/script.py); связки — в наборе (kit).
ab-kind-auto = АВТО
ab-kind-act = АКТ
ab-kind-cont = ПОСТ
ab-zone-vc = АВ
ab-zone-rc = АР
ab-zone-gc = КЗ
ab-zone-hand = рука
ab-zone-soul = душа
ab-zone-drop = сброс
ab-zone-damage = урон
ab-limit-1-turn = 1/ход

ab-ref-self = этот воин
    .acc = этого воина
    .gen = этого воина
    .dat = этому воину
ab-ref-target = { $noun ->
    [card] { $count ->
        [one] выбранная карта
       *[other] выбранные карты
    }
   *[other] { $count ->
        [one] выбранный воин
       *[other] выбранные воины
    }
}
    .acc = { $noun ->
        [card] { $count ->
            [one] выбранную карту
           *[other] выбранные карты
        }
       *[other] { $count ->
            [one] выбранного воина
           *[other] выбранных воинов
        }
    }
    .gen = { $noun ->
        [card] { $count ->
            [one] выбранной карты
           *[other] выбранных карт
        }
       *[other] { $count ->
            [one] выбранного воина
           *[other] выбранных воинов
        }
    }
    .dat = { $noun ->
        [card] { $count ->
            [one] выбранной карте
           *[other] выбранным картам
        }
       *[other] { $count ->
            [one] выбранному воину
           *[other] выбранным воинам
        }
    }
ab-ref-target2 = { $noun ->
    [card] { $count ->
        [one] вторая выбранная карта
       *[other] вторые выбранные карты
    }
   *[other] { $count ->
        [one] второй выбранный воин
       *[other] вторые выбранные воины
    }
}
    .acc = { $noun ->
        [card] { $count ->
            [one] вторую выбранную карту
           *[other] вторые выбранные карты
        }
       *[other] { $count ->
            [one] второго выбранного воина
           *[other] вторых выбранных воинов
        }
    }
ab-ref-vanguard = ваш авангард
    .acc = ваш авангард
    .gen = вашего авангарда
    .dat = вашему авангарду
ab-ref-attacker = атакующий воин
    .acc = атакующего воина
ab-ref-booster = поддерживающий воин
    .acc = поддерживающего воина
ab-ref-battle-opponent = воин, с которым он сражается
    .acc = воина, с которым он сражается

ab-value-rc = круг арьергарда
    .acc = круг арьергарда
ab-value-fl = ПЛ
ab-value-fr = ПП
ab-value-bl = ЗЛ
ab-value-bc = ЗЦ
ab-value-br = ЗП
ab-value-vc = АВ
ab-value-gc = КЗ
ab-value-any = круг
ab-value-battle = бой
    .gen = боя
ab-value-turn = ход
    .gen = хода
ab-value-vanguard = авангард
ab-value-rear-guard = арьергард
ab-value-hand = рука
    .gen = руки
ab-value-soul = душа
    .gen = души
ab-value-drop = зона сброса
    .gen = зоны сброса
ab-value-deck = колода
    .gen = колоды
ab-value-damage = зона урона
    .gen = зоны урона
ab-value-field = поле
    .gen = поля

vg-than = { $op ->
    [ge] не меньше
    [le] не больше
    [gt] больше
    [lt] меньше
    [ne] не
   *[eq] ровно
}
vg-grade-op = { $op ->
    [ge] {" "}или выше
    [le] {" "}или ниже
    [gt] {" "}и выше на единицу
    [lt] {" "}и ниже на единицу
    [ne] {" "}(не этот ранг)
   *[eq] {""}
}
vg-cards-gen = { $value ->
    [one] карты
   *[other] карт
}

ab-event-placed = этот воин выходит на { $on }
ab-event-ridden = вы совершаете смену на этого воина
ab-event-rode-upon = поверх этого воина совершается смена
ab-event-attacks = этот воин атакует{ $at-key ->
    [any] {""}
   *[other] {" "}{ $at }
}
ab-event-attacked = этого воина атакуют
ab-event-boosts = этот воин поддерживает атаку
ab-event-boosted = этого воина поддерживают
ab-event-hits = атака этого воина проходит{ $at-key ->
    [vanguard] {" "}по авангарду
    [rear-guard] {" "}по арьергарду
   *[other] {""}
}
ab-event-no-hit = атака этого воина не проходит
ab-event-intercepts = этот воин перехватывает атаку
ab-event-drive-check = вы делаете проверку эффекта
ab-event-damage-check = вы делаете проверку урона
ab-event-battle-end = битва заканчивается
ab-event-turn-end = ход заканчивается
ab-event-main-start = начинается ваша главная фаза
ab-event-put-into-soul = эта карта попадает в душу
ab-event-retired = этого воина отправляют в зону сброса

ab-condition-my-turn = идёт ваш ход
ab-condition-opp-turn = идёт ход противника
ab-condition-vanguard-grade = ваш авангард ранга { $value }{ vg-grade-op }
ab-condition-opp-vanguard-grade = авангард противника ранга { $value }{ vg-grade-op }
ab-condition-rear-guards = у вас { vg-than } { $value } { $value ->
    [one] арьергарда
   *[other] арьергардов
}
ab-condition-opp-rear-guards = у противника { vg-than } { $value } { $value ->
    [one] арьергарда
   *[other] арьергардов
}
ab-condition-damage = в вашей зоне урона { vg-than } { $value } { vg-cards-gen }
ab-condition-opp-damage = в зоне урона противника { vg-than } { $value } { vg-cards-gen }
ab-condition-soul = в вашей душе { vg-than } { $value } { vg-cards-gen }
ab-condition-hand = в вашей руке { vg-than } { $value } { vg-cards-gen }
ab-condition-drop = в вашей зоне сброса { vg-than } { $value } { vg-cards-gen }
ab-condition-boosted = этого воина поддерживают
ab-condition-attacking-vanguard = этот воин атакует авангард
ab-condition-vanguard-is = ваш авангард — { $name }
ab-condition-soul-has = в вашей душе есть { $name }

ab-cost-cb = Counter Blast { $n }
ab-cost-sb = Soul Blast { $n }
ab-cost-discard = сбросьте из руки { $n } { $n ->
    [one] карту
    [few] карты
   *[other] карт
}
ab-cost-rest = поверните { $who-acc }
ab-cost-retire = отправьте { $who-acc } в зону сброса
ab-cost-to-soul = положите { $who-acc } в душу

ab-filter-unit = { $case ->
    [gen] { $count ->
        [one] { $side ->
            [my] своего воина
            [opp] воина противника
           *[other] воина
        }
       *[other] { $side ->
            [my] своих воинов
            [opp] воинов противника
           *[other] воинов
        }
    }
   *[acc] { $count ->
        [one] { $side ->
            [my] своего воина
            [opp] воина противника
           *[other] воина
        }
        [few] { $side ->
            [my] своих воинов
            [opp] воинов противника
           *[other] воинов
        }
       *[other] { $side ->
            [my] своих воинов
            [opp] воинов противника
           *[other] воинов
        }
    }
}
ab-filter-rear-guard = { $case ->
    [gen] { $count ->
        [one] { $side ->
            [my] своего арьергарда
            [opp] арьергарда противника
           *[other] арьергарда
        }
       *[other] { $side ->
            [my] своих арьергардов
            [opp] арьергардов противника
           *[other] арьергардов
        }
    }
   *[acc] { $count ->
        [one] { $side ->
            [my] свой арьергард
            [opp] арьергард противника
           *[other] арьергард
        }
        [few] { $side ->
            [my] своих арьергарда
            [opp] арьергарда противника
           *[other] арьергарда
        }
       *[other] { $side ->
            [my] своих арьергардов
            [opp] арьергардов противника
           *[other] арьергардов
        }
    }
}
ab-filter-vanguard = { $case ->
    [gen] { $count ->
        [one] { $side ->
            [my] своего авангарда
            [opp] авангарда противника
           *[other] авангарда
        }
       *[other] { $side ->
            [my] своих авангардов
            [opp] авангардов противника
           *[other] авангардов
        }
    }
   *[acc] { $count ->
        [one] { $side ->
            [my] свой авангард
            [opp] авангард противника
           *[other] авангард
        }
        [few] { $side ->
            [my] своих авангарда
            [opp] авангарда противника
           *[other] авангарда
        }
       *[other] { $side ->
            [my] своих авангардов
            [opp] авангардов противника
           *[other] авангардов
        }
    }
}
ab-filter-card = { $case ->
    [gen] { $count ->
        [one] { $side ->
            [my] своей карты
            [opp] карты противника
           *[other] карты
        }
       *[other] { $side ->
            [my] своих карт
            [opp] карт противника
           *[other] карт
        }
    }
   *[acc] { $count ->
        [one] { $side ->
            [my] свою карту
            [opp] карту противника
           *[other] карту
        }
        [few] { $side ->
            [my] свои карты
            [opp] карты противника
           *[other] карты
        }
       *[other] { $side ->
            [my] своих карт
            [opp] карт противника
           *[other] карт
        }
    }
}
ab-filter-my = ваш
ab-filter-opp = противника
ab-filter-grade = { $value-key ->
    [vanguard] с рангом не выше ранга вашего авангарда
   *[other] ранга { $value }{ vg-grade-op }
}
ab-filter-power = с силой { vg-than } { $value }
ab-filter-name = с названием { $value }
ab-filter-front = в переднем ряду
ab-filter-back = в заднем ряду
ab-filter-standing = в вертикальном положении
ab-filter-rested = в горизонтальном положении
ab-filter-other = кроме этого воина
ab-filter-same-column = в колонне этого воина
ab-filter-trigger-unit = с иконкой триггера
ab-filter-from = из { $zone-gen }
ab-filter-top = среди { $n } { $n ->
    [one] верхней карты
   *[other] верхних карт
} колоды

vg-until = { $kind ->
    [cont] {""}
   *[other] {" "}до конца { $until-gen }
}
vg-gets = { $who-count ->
    [one] получает
   *[other] получают
}
ab-effect-power = { $who } { vg-gets } { $amount-sign }{ $amount } силы{ vg-until }
ab-effect-critical = { $who } { vg-gets } { $amount-sign }{ $amount } к критическому удару{ vg-until }
ab-effect-shield = { $who } { vg-gets } { $amount-sign }{ $amount } к щиту{ vg-until }
ab-effect-drive = { $who } { vg-gets } { $amount-sign }{ $amount } к проверкам эффекта{ vg-until }
ab-effect-draw = возьмите { $n } { $n ->
    [one] карту
    [few] карты
   *[other] карт
}
ab-effect-call = призовите { $who-acc } на { $to-acc }
ab-effect-retire = отправьте { $who-acc } в зону сброса
ab-effect-stand = поднимите { $who-acc }
ab-effect-rest = поверните { $who-acc }
ab-effect-to-hand = положите { $who-acc } в руку
ab-effect-to-soul = положите { $who-acc } в душу
ab-effect-to-drop = положите { $who-acc } в зону сброса
ab-effect-to-deck-bottom = положите { $who-acc } под низ колоды
ab-effect-bind = положите { $who-acc } в зону ограничений
ab-effect-ride = совершите смену на { $who-acc }
ab-effect-nohit = { $who } не { $who-count ->
    [one] может
   *[other] могут
} быть { $who-count ->
    [one] поражён
   *[other] поражены
} до конца боя
ab-effect-cc = Counter Charge { $n }
ab-effect-sc = Soul Charge { $n }
ab-effect-look = посмотрите { $n } { $n ->
    [one] верхнюю карту
    [few] верхние карты
   *[other] верхних карт
} колоды
ab-effect-shuffle = перетасуйте колоду
ab-effect-heal = переложите { $n } { $n ->
    [one] карту
    [few] карты
   *[other] карт
} из зоны урона в зону сброса

# вспомогательные сообщения (тот же набор, что в английском файле)
vg-more = { $op ->
    [ge] {" "}или больше
    [le] {" "}или меньше
   *[other] {""}
}
