# Надписи на картинке стола (cards/fate/picture.py).
pic-title = Fate/Ace Royal · Ход { $turn } · { $step }
pic-setup = Fate/Ace Royal · Подготовка
pic-winner = Победитель: { $name }
pic-draw = Ничья
pic-turn-of = Ходит: { $name }
pic-waiting = Ждём: { $who }
pic-active = Активный Мастер
pic-out = вне игры
pic-prana = прана { $prana }
pic-spells = Командные заклинания
pic-hand = { $count ->
    [one] в руке { $count } карта
    [few] в руке { $count } карты
   *[many] в руке { $count } карт
}
pic-deck = в колоде { $count }
pic-no-servant = Слуги ещё нет
pic-face-down = рубашкой вверх
pic-codes = Тайные знаки
pic-no-codes = нет Тайных знаков
pic-marks = Метки: { $marks }
pic-draw-pile = в колоде { $count }
pic-discard = в отбое { $count }
pic-discard-top = сверху: { $name }
pic-grail = Престол Грааля: { $cards }
pic-battle = Сражение: { $attacker } → { $defender }
pic-hand-of = { $name }: { $cards }
pic-kind-servant = выбор Слуги
pic-kind-turn = шаг ритуала
pic-kind-window = окно ответа: действовать или пас
pic-kind-attack_type = тип атаки
pic-kind-response_type = тип ответа
pic-kind-prana_zero = прана 0
pic-kind-discard = сброс
pic-kind-effect_discard = сброс
