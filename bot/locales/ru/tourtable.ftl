# Настройки столов турнира (задача 29): вариант игры и её настройки для каждой партии турнира.
tourtable-yes = да
tourtable-no = нет
tourtable-settings = Настройки столов: { $settings }
tourtable-defaults = Настройки столов: как в игре по умолчанию
tourtable-bad = Игра не принимает такие настройки столов: { $reason }
desc-the-game-s-table-settings-name-value-suggested-as-you-type-default-the = Настройки столов игры: имя=значение, … (подсказки при вводе; по умолчанию — как в игре)
