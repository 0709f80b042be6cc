# /card: поиск карты.
cardlookup-unknown = Карты «{ $name }» здесь нет. Выберите название из подсказок, пока печатаете.

cmd-card = карта
desc-look-a-card-up-its-facts-abilities-and-face = Найти карту: её свойства, способности и лицевую сторону
desc-the-card-s-name-suggested-as-you-type = Название карты (подсказывается, пока вы печатаете)
desc-the-game-default-this-match-s = Игра (по умолчанию — этой партии)
