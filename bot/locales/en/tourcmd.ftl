# The Discord adapter's own tournament words (bot/discord/tournament_commands.py).
tourcmd-none_here = There is no running tournament on this server.
tourcmd-which = Several tournaments are running here; choose one in the `tournament` option: { $listed }.
tourcmd-export_ready = The workbook of tournament #{ $tid }: standings, every round, penalties.
