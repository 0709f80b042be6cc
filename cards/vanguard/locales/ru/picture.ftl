# Надписи на картинке стола (cards/vanguard/picture.py).
pic-title = Авангард · Ход { $turn } · { $phase }
pic-setup = Авангард · Подготовка к матчу
pic-winner = Победитель: { $name }
pic-draw = Ничья
pic-waiting = Ждём: { $who }
pic-turn-of = Ходит: { $name }
pic-hand = { $count ->
    [one] в руке { $count } карта
    [few] в руке { $count } карты
   *[many] в руке { $count } карт
}
pic-deck = в колоде { $count }
pic-drop = в сбросе { $count }
pic-soul = в душе { $count }
pic-bind = ограничено { $count }
pic-removed = вне игры { $count }
pic-g-zone = наследие { $count } (открыто { $up })
pic-damage = Урон { $count }/6
pic-face-down = лицом вниз
pic-rested = повёрнут
pic-empty = пусто
pic-gifts = Дары: { $gifts }
pic-battle = { $attacker } атакует { $target }: { $power } против { $defence }
pic-booster = поддержка: { $name }
pic-guardians = Стражи: { $cards }
pic-no-guard = стражей нет
pic-trigger = Проверка: { $name }
pic-hand-cards = Рука: { $cards }
pic-known-hand = Известно в руке: { $cards }
pic-no-hit = не может быть поражён: { $circles }
