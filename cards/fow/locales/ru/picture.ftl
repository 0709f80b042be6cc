# Надписи на картинке стола (cards/fow/picture.py).
pic-title = Force of Will · Ход { $turn } · { $phase }
pic-setup = Force of Will · Подготовка: { $phase }
pic-winner = Победитель: { $name }
pic-draw = Ничья
pic-turn-of = Ходит: { $name }
pic-waiting = Ждём: { $who }
pic-life = жизнь { $life }
pic-hand = { $count ->
    [one] в руке { $count } карта
    [few] в руке { $count } карты
   *[many] в руке { $count } карт
}
pic-counts = колода { $deck } · колода камней { $stones } · резерв { $standby } · вне игры { $removed }
pic-graveyard = кладбище { $count }
pic-ruler = Правитель
pic-j-ruler = С-Правитель
pic-judgment-lost = без Суда
pic-judgment = Суд { $cost }
pic-rested = повёрнут
pic-damage = урон { $amount }
pic-no-stones = нет магических камней
pic-stones = готовы { $up } · повёрнуты { $down }
pic-will = Воля: { $will }
pic-no-will = воли нет
pic-chase = Цепочка вдогонку, сверху вниз
pic-chase-empty = Цепочка вдогонку пуста
pic-more = …и ещё { $count }
pic-priority = Приоритет: { $name }
pic-battle = Бой: { $attacker } → { $target } · блокирует: { $blocker } · { $step }
pic-hand-cards = Рука: { $cards }
pic-standby = В резерве: { $cards }
pic-kind-deck = колода в личные сообщения
pic-kind-first_or_second = первым или вторым
pic-kind-mulligan = муллиган
pic-kind-discard = сброс
pic-kind-block = блок
pic-kind-priority = приоритет
