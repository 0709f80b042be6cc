# Words on the table picture (cards/fate/picture.py).
pic-title = Fate/Ace Royal · Turn { $turn } · { $step }
pic-setup = Fate/Ace Royal · Setting up
pic-winner = Winner: { $name }
pic-draw = The game is a draw
pic-turn-of = Turn of: { $name }
pic-waiting = Waiting for: { $who }
pic-active = Active Master
pic-out = out of the game
pic-prana = prana { $prana }
pic-spells = Command Spells
pic-hand = { $count ->
    [one] { $count } card in hand
   *[other] { $count } cards in hand
}
pic-deck = deck { $count }
pic-no-servant = no Servant yet
pic-face-down = face down
pic-codes = Mystic Codes
pic-no-codes = no Mystic Codes
pic-marks = Marks: { $marks }
pic-draw-pile = draw pile { $count }
pic-discard = discard { $count }
pic-discard-top = top: { $name }
pic-grail = Seat of the Grail: { $cards }
pic-battle = Battle: { $attacker } → { $defender }
pic-hand-of = { $name }: { $cards }
pic-kind-servant = Servant choice
pic-kind-turn = ritual step
pic-kind-window = response window: act or pass
pic-kind-attack_type = attack type
pic-kind-response_type = response type
pic-kind-prana_zero = prana 0
pic-kind-discard = discard
pic-kind-effect_discard = discard
