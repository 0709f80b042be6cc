# /help: the bot's commands and each game's cheat sheet.
help-intro = I judge card games played by post: write your moves in the match thread, private answers come by DM. Refused posts change nothing and are explained only to you.
help-title_players = **For players**, in the order you need them:
help-title_judges = **For judges** (members with the judge role who do not play in the match):
help-title_organisers = **For organisers** (server managers):
help-more = More: `/help topic:` for judges, organisers, or a game's posts — { $games }.
help-sheet_title = **{ $game }: posts**
help-no_sheet = { $game } has no cheat sheet yet.
help-sheet_more = Chat that is not a move is left alone. A refused move is answered privately with the reason.

# The /help command's names and descriptions (see command-names.ftl, command-texts.ftl).
cmd-help = help
cmd-topic = topic
desc-the-bot-s-commands-and-each-game-s-posts = The bot's commands, and each game's posts
desc-players-judges-organisers-or-a-game-s-cheat-sheet = Players, judges, organisers, or a game's cheat sheet
