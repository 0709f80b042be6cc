# Колода не прислана: как её сдать, говорит подсказка самой игры (её GameInfo.decks).
tour-deck_needed = Для **{ $name }** пока нечего регистрировать.
    { $hint }
# Тексты команд, не называющие игру.
desc-your-deck-as-text-as-the-game-s-deck-hint-says = Ваша колода текстом, как говорит подсказка игры
desc-your-deck-as-a-file-for-games-that-take-uploads = Ваша колода файлом — для игр, которые принимают файлы
