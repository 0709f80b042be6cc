# Надписи на картинке стола (cards/gwent/picture.py).
pic-title = Гвинт · Раунд { $round } · Ход { $turn }
pic-title-hard = Хардгвинт · Раунд { $round } · Ход { $turn }
pic-to-move = Ходит: { $name }
pic-winner = Победитель: { $name }
pic-draw = Ничья
pic-setup = Подготовка к матчу
pic-passed = пас
pic-hand = { $count ->
    [one] в руке { $count } карта
    [few] в руке { $count } карты
   *[many] в руке { $count } карт
}
pic-deck = в колоде { $count }
pic-row-close = Ближний
pic-row-ranged = Стрелковый
pic-row-siege = Осадный
pic-weather = Погода: { $names }
pic-clear = Ясно
pic-leader = Лидер — { $name }
pic-leader-used = Лидер сыгран — { $name }
pic-faction-hidden = фракция скрыта
pic-round = Раунд { $round }: { $a } – { $b }
pic-horn = рог
