# /тренировка: партия против тренировочного соперника (задача 30).
cmd-practice = тренировка
cmd-level = уровень
discord-practice-started = Тренировочная партия #{ $match } против бота (уровень: { $level }) началась: её тема открыта, бот отвечает там, как игрок.
discord-practice-no_game = Игры «{ $game }» нет; игры: { $games }.
discord-practice-no_level = Уровня «{ $level }» нет; уровни: { $levels }.
desc-play-a-practice-match-against-the-bot = Сыграть тренировочную партию против бота
desc-which-game = Какая игра
desc-how-hard-the-bot-thinks-default-normal = Насколько сильно думает бот (по умолчанию средний)
