# Words on the table picture (cards/vanguard/picture.py).
pic-title = Vanguard · Turn { $turn } · { $phase }
pic-setup = Vanguard · Setting up
pic-winner = Winner: { $name }
pic-draw = The game is a draw
pic-waiting = Waiting for: { $who }
pic-turn-of = { $name }'s turn
pic-hand = { $count ->
    [one] { $count } card in hand
   *[other] { $count } cards in hand
}
pic-deck = deck { $count }
pic-drop = drop { $count }
pic-soul = soul { $count }
pic-bind = bind { $count }
pic-removed = removed { $count }
pic-g-zone = G zone { $count } ({ $up } up)
pic-damage = Damage { $count }/6
pic-face-down = face down
pic-rested = rested
pic-empty = empty
pic-gifts = Gifts: { $gifts }
pic-battle = { $attacker } attacks { $target }: { $power } against { $defence }
pic-booster = boosted by { $name }
pic-guardians = Guardians: { $cards }
pic-no-guard = no guardians
pic-trigger = Checking: { $name }
pic-hand-cards = Hand: { $cards }
pic-known-hand = Known in hand: { $cards }
pic-no-hit = cannot be hit: { $circles }
