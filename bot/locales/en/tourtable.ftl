# A tournament's table settings (issue 29): the game's variant and options every match is played with.
tourtable-yes = yes
tourtable-no = no
tourtable-settings = Table settings: { $settings }
tourtable-defaults = Table settings: the game's defaults
tourtable-bad = The game refuses these table settings: { $reason }
desc-the-game-s-table-settings-name-value-suggested-as-you-type-default-the = The game's table settings: name=value, … (suggested as you type; default: the game's)
