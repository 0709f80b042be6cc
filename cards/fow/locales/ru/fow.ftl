## Force of Will: все тексты для людей (русский)

# --- отказы -----------------------------------------------------------------
game-over = Игра окончена.
not-a-seat = Вы не участвуете в этом матче.
not-now = Сейчас такой ход не делают.
not-main-timing = Только в основное время: ваша основная фаза, приоритет у вас, цепочка вдогонку пуста, битвы нет (F-MAIN-1).
not-your-priority = Сейчас приоритет у игрока { $player }; дождитесь паса или ответа.
want-deck = Сначала пришлите список колоды (или «колода стартовая фария»).
want-order = Сейчас выбирает { $player }: «первым» или «вторым».
want-mulligan = Сейчас решает муллиган { $player }: «муллиган <карта>; <карта>» или «муллиган нет».
want-discard = Сбрасывает до 7 карт { $player }: «сброс <карта>; …» ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}).
want-block = Сейчас решает, блокировать ли, { $player }: «блок <карта>» или «без блока».
order-not-yours = Кто ходит первым, решает только игрок, выбранный жребием.
mulligan-not-yours = Сейчас не ваш муллиган.
mulligan-bad = Назовите карты из своей руки, каждую один раз.
discard-count = Сбросьте из руки ровно { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
}, каждую назовите один раз.
deck-already = Ваша колода уже принята.
call-once = В этот ход вы уже призывали магический камень (F-STONE-3).
call-after-judgment = В ход Суда камень не призывают (F-STONE-4).
call-rested = Ваш Правитель на отдыхе, а для призыва камня его отправляют на отдых из восстановленного положения (F-STONE-2).
call-empty = Колода магических камней пуста (F-STONE-5).
judgment-already = Ваш С-Правитель уже на поле или в цепочке вдогонку.
judgment-lost = Ваш С-Правитель был уничтожен: Суда в этой игре больше не будет (F-JUDG-5).
judgment-once = Суд — не больше одного раза за ход (F-JUDG-2).
judgment-rested = Для Суда Правитель должен быть восстановлен в зоне Правителя (F-JUDG-1).
attack-bad-attacker = Эта карта не может атаковать: нужен ваш восстановленный Резонатор или С-Правитель, который на поле с начала хода или со Стремительностью (F-BTL-2).
attack-bad-target = Такая цель недопустима: противник или его Резонатор / С-Правитель на отдыхе (с Прицельной атакой — и восстановленный) (F-BTL-3, F-BTL-4).
battle-forfeited = В этот ход вы начали битву и отказались от атаки: другой битвы не будет (F-BTL-16).
block-not-now = Сейчас нечего блокировать.
block-bad = Эта карта не может блокировать: нужен ваш восстановленный Резонатор или С-Правитель, не атакованная карта; Полёт блокирует только Полёт (F-BTL-5, F-BTL-6).
legal-cards = Можно: { $cards }.
legal-none = Сейчас там ничего нельзя.
legal-main = В основное время можно сыграть карту, атаковать, призвать камень, совершить Суд или спасовать.
legal-priority = С приоритетом можно ответить ([Быстрый глас], [Триггер], способности) или спасовать.
will-what = Цена { $cost }; восстановленные камни: { $stones }; воля в запасе: { $pool }.
will-short = Не хватает воли на цену { $cost } (F-WILL-3).
will-name-stones = Назовите камни, которые отправляете на отдых ради цены { $cost }, например «плата свет свет огонь» (F-AMB-7).
will-bad-stones = Это не ваши восстановленные магические камни (или один назван дважды).
will-bad-stones-plain = Назовите свои восстановленные камни по атрибуту, например «воля свет».
pay-bad-word = «{ $word }» — не атрибут воли (свет, огонь, вода, ветер, тьма).
pay-no-stone = У вас не осталось восстановленного камня, который даёт волю: { $will }.
cost-rest-rested = Чтобы заплатить {"{"}Rest{"}"}, карта должна быть восстановлена на вашем поле или в зоне Правителя.
cost-rest-sick = Этот Резонатор или С-Правитель пришёл на поле в этот ход: для {"{"}Rest{"}"} нужна Стремительность (F-WILL-8).
cost-discard = Сбросить в уплату можно только карты из руки, кроме используемой.
cost-banish = Изгнать в уплату можно только свои карты.
cost-twice = Одной картой платят только один раз.
cost-life = У вас всего { $life } жизни для уплаты.
cost-bad-item = «{ $item }» — не цена: отдых; сброс <карта>; изгнать <карта>; жизнь <n>; меньше <n>; {"{"}R{"}"}{"{"}1{"}"}.
play-not-in-hand = Этой карты нет у вас в руке.
play-not-in-standby = Этой карты нет у вас в резерве.
play-standby-trigger = Из резерва играют только карты с [Триггером] или [Скрытностью] (F-CHASE-7, F-AMB-13).
play-standby-same-turn = Карту с [Триггером] нельзя сыграть в тот же ход, когда её положили в резерв (F-CHASE-7).
play-not-playable = Правителей и магические камни из руки не играют.
play-main-timing = Эту карту играют только в основное время; для ответа нужен [Быстрый глас] или выполненное условие [Триггера] (F-TYPE-9).
use-not-controlled = Эта карта не ваша или не на поле / не в зоне Правителя (F-REF-3).
art-none = У этой карты нет Искусства бога.
art-used = Искусство бога «{ $art }» в этой игре уже использовано (F-KW-2).
art-syntax = Название Искусства бога пишется в угловых скобках: искусство <название> плата …: …
effect-bad-target = Цель действия «{ $kind }» сейчас недопустима (F-CHASE-9).
effect-bad-will = Воля бывает: свет, огонь, вода, ветер, тьма, бесцветная.
effect-bad-zone = Зоны: рука, поле, кладбище, изгнание, верх колоды, низ колоды.
effect-bad-keyword = Можно дать: { $keywords }.
effect-bad-chase = В цепочке вдогонку { $count ->
    [one] { $count } действие
    [few] { $count } действия
   *[many] { $count } действий
}; «отменить 1» — верхнее.
effect-unknown = «{ $text }» — не общее действие (урон, уничтожить, жизнь, +X/+Y, отдых, восстановить, взять, сбросить, найти, переместить, создать, дать, счётчик, отменить, заметка).
ref-unknown = Нет карты «{ $name }».
ref-not-there = { $where ->
    [hand] Этой карты нет у вас в руке
    [standby] Этой карты нет у вас в резерве
    [graveyard] Этой карты нет у вас на кладбище
    [choice] Этой карты нет среди тех, что можно выбрать
   *[field] Этой карты нет на поле
}: { $name }.
ref-number = Карты с номером { $number } нет: у вас их { $count }.
ref-player = «{ $name }» — не игрок: я, противник или имя.
post-too-long = Сообщение — не длиннее { $limit } знаков.
no-legal-post = Сейчас допустимого хода нет.
deck-too-long = Список колоды — не длиннее { $limit } знаков.
deck-no-ready = Готовые колоды: { $decks }.
deck-unknown = Неизвестная карта «{ $name }».
deck-count = Слишком много копий: «{ $name }».
deck-ruler-count = В колоде ровно один Правитель, а здесь их { $count } (F-DECK-1).
deck-ruler-type = Правителем указывается карта Правителя (его базовая сторона) (F-DECK-1).
deck-main-small = В основной колоде { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}, а нужно не меньше 40 (F-DECK-2).
deck-main-big = В основной колоде { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}, а с версии правил 6.4 — не больше 60 (F-OPT-2).
deck-main-type = В основной колоде не бывает Правителей и магических камней: { $card } (F-DECK-2).
deck-stones-size = В колоде магических камней { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}, а нужно от 10 до 20 (F-DECK-3).
deck-stones-type = В колоду магических камней кладут только камни: { $card } (F-DECK-3).
deck-four = Не больше 4 карт с одним названием: { $card } × { $count } (F-DECK-4).

# --- события -----------------------------------------------------------------
ev-match-start = Force of Will: { $players } (правила { $cr }). Пришлите колоды в личные сообщения.
ev-chooser = { $forced ->
    [yes] Жребий: первым ходит { $player } (правила 7.0).
   *[no] Жребий: { $player } выбирает, ходить первым или вторым.
}
ev-first-player = Первым ходит { $player }.
ev-dealt = Ваша рука: { $cards }.
ev-mulligan = Муллиган ({ $player }): { $count ->
    [0] рука оставлена
    [one] { $count } карта под колоду
    [few] { $count } карты под колоду
   *[many] { $count } карт под колоду
}.
ev-mulligan-cards = Под колоду: { $put }. Взяты: { $drew }.
ev-ruler-placed = Правитель ({ $player }): { $card }.
ev-turn-start = Ход { $turn }: { $player }.
ev-drew = { $player } берёт { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
}.
ev-drew-cards = Вы взяли: { $cards }.
ev-recovery = { $player } восстанавливает свои карты.
ev-deck-out = { $player } не может взять карту из пустой колоды (F-WIN-2).
ev-passed = { $player }: пас.
ev-passed-auto = { $player }: пас (без ответов до конца хода).
ev-priority = Приоритет: { $player } (наверху цепочки: { $top }). Ответ или «пас».
ev-no-responses = { $player }: без ответов до конца хода.
ev-conceded = { $player } сдаётся.
ev-note = Заметка для судьи ({ $player }): { $text }
ev-stone-called = { $player } призывает магический камень: { $card }.
ev-judgment-declared = { $player } совершает Суд: { $card } (в цепочке вдогонку).
ev-judgment-done = Суд выполнен: С-Правитель выходит на поле ({ $player }).
ev-entered-field = На поле: { $card }.
ev-added-play = { $player } играет карту: { $card } (в цепочке вдогонку)
ev-added-trigger = { $player } играет карту из резерва: { $card } (в цепочке вдогонку)
ev-added-ability = { $player } использует способность карты: { $card } (в цепочке вдогонку)
ev-added-auto = { $player } ставит в цепочку автоматическую способность карты: { $card }
ev-added-art = { $player } использует Искусство бога «{ $art }»: { $card } (в цепочке вдогонку)
ev-auto-declared = { $player } объявляет автоматическую способность: { $card }. Она встанет в цепочку вдогонку при следующей передаче приоритета.
ev-will-ability = { $player } использует способность воли ({ $card }), без цепочки вдогонку.
ev-will-produced = { $player } создаёт волю: { $will }.
ev-paid = { $player } платит { $cost }.
ev-rested = На отдых: { $card }.
ev-recovered-card = Восстановлена: { $card }.
ev-discarded = { $player } сбрасывает: { $cards }.
ev-banished = Изгнана (на кладбище): { $card }.
ev-attack = { $player } атакует картой { $card }; цель: { $target }.
ev-attack-player = { $player } атакует картой { $card }; цель: { $target_player }.
ev-block = { $player } блокирует картой { $card }.
ev-no-block = { $player } не блокирует.
ev-no-blockers = { $player }: блокировать нечем.
ev-battle-forfeited = { $player } объявляет битву и отказывается от атаки: другой битвы в этот ход не будет.
ev-battle-end = Битва окончена.
ev-damage = Урон { $amount }: { $card }.
ev-destroyed = Уничтожена: { $card }.
ev-jruler-destroyed = { $imperishable ->
    [yes] С-Правитель уничтожен и возвращается в зону Правителя; Нерушимость сохраняет Суд: { $card }.
   *[no] С-Правитель уничтожен и возвращается в зону Правителя, Суда больше не будет: { $card }.
}
ev-life = Жизнь ({ $player }): { $life } ({ $change }).
ev-modified = { $card }: { $atk }/{ $def_ } ({ $until }).
ev-keyword-given = До конца хода получает { $keyword }: { $card }.
ev-counters = Счётчики ({ $card }): { $count }.
ev-cancelled = Отменено: { $card }.
ev-effect-fizzled = { $kind ->
    [addition] Дополнение не к чему добавить: карты больше нет на поле (F-CHASE-9).
   *[other] Действие ничего не делает: цели больше нет (F-CHASE-9).
}
ev-searched = { $player } ищет в колоде и берёт карту; колода перемешана.
ev-searched-card = Вы взяли из колоды: { $card }.
ev-search-failed = { $player } ищет в колоде и не берёт карту; колода перемешана.
ev-moved = Перемещена: { $card } → { $zone }.
ev-set-standby = { $player } кладёт карту в резерв.
ev-set-standby-card = В ваш резерв: { $card }.
ev-end-phase = Конец хода ({ $player }).
ev-game-won = Победитель: { $player } ({ $reason }).
ev-game-draw = Оба игрока проиграли одновременно: ничья ({ $reason }).

# --- слова действий ------------------------------------------------------------
eff-damage = урон { $amount }: { $target }
eff-destroy = уничтожить: { $target }
eff-life = жизнь { $amount } ({ $target })
eff-mod = { $amount }/{ $amount2 }: { $target }, { $until }
eff-rest = на отдых: { $target }
eff-recover = восстановить: { $target }
eff-draw = взять { $amount } ({ $target })
eff-discard = сбросить: { $target }
eff-search = поиск в колоде
eff-move = переместить: { $target } → { $word }
eff-produce = создать волю: { $word }
eff-give = получает { $word }: { $target }
eff-counter = счётчики { $amount }: { $target }
eff-cancel = отменить: { $target }
eff-note = заметка: { $word }

word-light = свет
word-fire = огонь
word-water = вода
word-wind = ветер
word-darkness = тьма
word-void = бесцветная
word-hand = рука
word-field = поле
word-graveyard = кладбище
word-removed = зона изгнания
word-deck_top = верх колоды
word-deck_bottom = низ колоды
word-turn = до конца хода
word-battle = до конца битвы
word-while = пока выполняется условие
word-life = жизнь на нуле
word-deck_out = пустая колода
word-concede = сдача
word-loss = поражение
word-until-turn = до конца хода
word-until-battle = до конца битвы
word-until-while = пока { $cond }

kw-flying = Полёт
kw-first-strike = Первый удар
kw-swiftness = Стремительность
kw-target-attack = Прицельная атака
kw-imperishable = Нерушимость
kw-quickcast = Быстрый глас
kw-trigger = Триггер
kw-gods-art = Искусство бога

type-ruler = Правитель
type-j-ruler = С-Правитель
type-resonator = Резонатор
type-magic-stone = магический камень
type-addition = Дополнение
type-regalia = Регалия
type-chant = Глас

# --- стол -----------------------------------------------------------------------
phase-deck = списки колод
phase-order = кто ходит первым
phase-mulligan = муллиган
phase-draw = фаза взятия
phase-recovery = фаза восстановления
phase-main = основная фаза
phase-end = завершающая фаза
phase-over = игра окончена
step-attack = объявление атаки
step-block = объявление блока
step-first_strike = урон первого удара
step-damage = урон
tbl-setup = Force of Will — подготовка: { $phase }
tbl-head = Force of Will — ход { $turn } ({ $player }), { $phase }
tbl-head-battle = Force of Will — ход { $turn } ({ $player }), { $phase }, битва: { $step }
tbl-over = Force of Will — игра окончена. Победитель: { $player }
tbl-over-draw = Force of Will — игра окончена: ничья.
tbl-player = **{ $player }** — жизнь { $life }
tbl-ruler = Правитель: { $card } ({ $state })
tbl-jruler = С-Правитель: { $card }
tbl-judgment-lost = (Суда больше не будет)
tbl-field = Поле: { $cards }
tbl-stones = Камни: { $stones }
tbl-stone-group = { $will }: восстановлено { $up }, на отдыхе { $down }
tbl-will = Воля в запасе: { $will }
tbl-graveyard = Кладбище: { $count }, сверху: { $top }
tbl-counts = Рука { $hand } · колода { $deck } · колода камней { $stones } · резерв { $standby } · изгнано { $removed }
tbl-chase = Цепочка вдогонку (сверху вниз):
tbl-chase-item = { $card } ({ $player })
tbl-battle = Битва: { $attacker } → { $target }; блокирует: { $blocker }
tbl-priority = Приоритет: { $player }
tbl-damage = урон { $amount }
tbl-counters = счётчики { $count }
tbl-rested = на отдыхе
tbl-ruler-rested = на отдыхе
tbl-ruler-recovered = восстановлен
tbl-recovered = восстановлена
hand-head = Ваша рука ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}):
hand-standby = Резерв: { $cards }
hand-jruler = Ваш С-Правитель: { $card } { $atk }/{ $def_ }, цена Суда { $cost }

# --- что спрашивает судья ----------------------------------------------------------
ask-deck = Пришлите список колоды в личные сообщения (по карте в строке, «4 Blessed Holy Wolf») или «колода стартовая фария» / «колода стартовая мельгис»
ask-first-or-second = Жребий выпал вам: напишите «первым» или «вторым»
ask-mulligan = Муллиган: «муллиган <карта>; <карта>» кладёт их под колоду в этом порядке и даёт взять столько же; «муллиган нет» оставляет руку
ask-discard = Сбросьте до 7 карт: «сброс <карта>; …» ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
})
ask-block = Блок: «блок <карта>» или «без блока»
ask-main = Основное время: сыграть, атаковать, призвать, суд, способность … или «пас», чтобы закончить основную фазу
ask-priority = Приоритет у вас (наверху цепочки: { $top }): ответ или «пас»; «нет ответов» пасует за вас до конца хода
