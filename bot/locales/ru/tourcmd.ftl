# Слова адаптера Discord о турнирах (bot/discord/tournament_commands.py).
tourcmd-none_here = На этом сервере нет идущего турнира.
tourcmd-which = Здесь идут несколько турниров; выберите один в параметре `tournament`: { $listed }.
tourcmd-export_ready = Книга турнира #{ $tid }: таблица, все туры, наказания.
