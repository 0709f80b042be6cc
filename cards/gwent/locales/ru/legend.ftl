# Счётчики, рука и легенда на картинке стола (задача 29; cards/gwent/picture.py).
pic-discard = в отбое { $count }
pic-leaders = { $count ->
    [one] Лидер — { $name }
   *[other] Лидеры — { $name }
}
pic-leaders-used = { $count ->
    [one] сыгран — { $name }
   *[other] сыграны — { $name }
}
pic-hand-of = { $name } — в руке: { $cards }
leg-hero = герой
leg-turn = ходит
leg-life = жизнь
leg-life-lost = потерянная жизнь
leg-weather = погода на ряду
