# /practice: a match against the practice opponent (issue 30).
cmd-practice = practice
cmd-level = level
discord-practice-started = Practice match #{ $match } against the bot ({ $level }) has started: its thread is open, and the bot answers there like a player.
discord-practice-no_game = There is no game “{ $game }”; games: { $games }.
discord-practice-no_level = There is no level “{ $level }”; levels: { $levels }.
desc-play-a-practice-match-against-the-bot = Play a practice match against the bot
desc-which-game = Which game
desc-how-hard-the-bot-thinks-default-normal = How hard the bot thinks (default: normal)
