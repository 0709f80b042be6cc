# Закреплённый стол (G-JUDGE-TABLE-*), ряды, погода и свойства карт.

table-hard = хардгвинт
table-title = Стол судьи
table-round = раунд { $round }, ход { $turn }
table-passed = пас
table-to-move = ходит
table-leaders = лидеры: { $names }
table-leader-used = лидер в этом раунде уже использован
table-score = очки
table-round-line = Раунд { $round }: { $a } { $sa } – { $sb } { $b } ({ $winner })
table-draw = ничья
table-result-draw = Итог: ничья
table-result-win = Итог: победитель — { $winner }
table-battlefield = Поле боя
table-weather = Погода: { $weather }
table-horn = рог
table-mardroeme = мардрём
table-weather-mark = погода
table-discard = Отбой — { $piles }

row-close = Ближний
row-ranged = Стрелковый
row-siege = Осадный
row-in-close = ближний ряд
row-in-ranged = стрелковый ряд
row-in-siege = осадный ряд
row-short-close = ближний
row-short-ranged = стрелковый
row-short-siege = осадный
row-short-agile = ближний/стрелковый

weather-rain = Ливень
weather-fog = Мгла
weather-frost = Мороз

ability-spy = шпион
ability-medic = медик
ability-muster = двойник
ability-agile = проворство
ability-tight_bond = прочная связь
ability-morale_boost = прилив сил
ability-horn = командирский рог
ability-scorch = казнь
ability-scorch_close = казнь (ближний)
ability-scorch_ranged = казнь (стрелковый)
ability-scorch_siege = казнь (осадный)
ability-mardroeme = мардрём
ability-berserker = берсерк
ability-avenger = призыв при уходе
ability-decoy = чучело
ability-weather_frost = мороз: ближние ряды
ability-weather_fog = мгла: стрелковые ряды
ability-weather_rain = ливень: осадные ряды
ability-weather_storm = шторм: стрелковые и осадные ряды
ability-clear_weather = рассеивает погоду
ability-faction_card = призыв любой карты из колоды
