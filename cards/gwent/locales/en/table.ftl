# The pinned table (G-JUDGE-TABLE-*), rows, weather and card facts.

table-hard = HardGwent
table-title = Judge's table
table-round = Round { $round }, turn { $turn }
table-passed = passed
table-to-move = to move
table-leaders = leaders: { $names }
table-leader-used = leader used this round
table-score = score
table-round-line = Round { $round }: { $a } { $sa } – { $sb } { $b } ({ $winner })
table-draw = draw
table-result-draw = Result: a draw
table-result-win = Result: { $winner } wins
table-battlefield = Battlefield
table-weather = Weather: { $weather }
table-horn = horn
table-mardroeme = mardroeme
table-weather-mark = weather
table-discard = Discard — { $piles }

# Row labels in the table, and the row inside a sentence.
row-close = Close
row-ranged = Ranged
row-siege = Siege
row-in-close = close row
row-in-ranged = ranged row
row-in-siege = siege row
row-short-close = close
row-short-ranged = ranged
row-short-siege = siege
row-short-agile = close/ranged

weather-rain = Torrential Rain
weather-fog = Impenetrable Fog
weather-frost = Biting Frost

ability-spy = spy
ability-medic = medic
ability-muster = muster
ability-agile = agile
ability-tight_bond = tight bond
ability-morale_boost = morale boost
ability-horn = horn
ability-scorch = scorch
ability-scorch_close = scorch (close)
ability-scorch_ranged = scorch (ranged)
ability-scorch_siege = scorch (siege)
ability-mardroeme = mardroeme
ability-berserker = berserker
ability-avenger = summons on leaving
ability-decoy = decoy
ability-weather_frost = frost: close rows
ability-weather_fog = fog: ranged rows
ability-weather_rain = rain: siege rows
ability-weather_storm = storm: ranged + siege rows
ability-clear_weather = clears all weather
ability-faction_card = summon any card of your deck
