# Words on the table picture (cards/gwent/picture.py).
pic-title = Gwent · Round { $round } · Turn { $turn }
pic-title-hard = HardGwent · Round { $round } · Turn { $turn }
pic-to-move = To move: { $name }
pic-winner = Winner: { $name }
pic-draw = The match is a draw
pic-setup = Setting up
pic-passed = passed
pic-hand = { $count ->
    [one] { $count } card in hand
   *[other] { $count } cards in hand
}
pic-deck = deck { $count }
pic-row-close = Close
pic-row-ranged = Ranged
pic-row-siege = Siege
pic-weather = Weather: { $names }
pic-clear = Clear skies
pic-leader = Leader: { $name }
pic-leader-used = Leader used: { $name }
pic-faction-hidden = faction hidden
pic-round = Round { $round }: { $a } – { $b }
pic-horn = horn
