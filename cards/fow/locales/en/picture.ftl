# Words on the table picture (cards/fow/picture.py).
pic-title = Force of Will · Turn { $turn } · { $phase }
pic-setup = Force of Will · Setting up: { $phase }
pic-winner = Winner: { $name }
pic-draw = The game is a draw
pic-turn-of = { $name }'s turn
pic-waiting = Waiting for: { $who }
pic-life = life { $life }
pic-hand = { $count ->
    [one] { $count } card in hand
   *[other] { $count } cards in hand
}
pic-counts = deck { $deck } · stone deck { $stones } · standby { $standby } · removed { $removed }
pic-graveyard = graveyard { $count }
pic-ruler = Ruler
pic-j-ruler = J-ruler
pic-judgment-lost = no Judgment
pic-judgment = Judgment { $cost }
pic-rested = rested
pic-damage = damage { $amount }
pic-no-stones = no magic stones
pic-stones = { $up } up · { $down } rested
pic-will = Will: { $will }
pic-no-will = no will
pic-chase = Chase, top first
pic-chase-empty = The chase is empty
pic-more = …and { $count } more
pic-priority = Priority: { $name }
pic-battle = Battle: { $attacker } → { $target } · blocker: { $blocker } · { $step }
pic-hand-cards = Hand: { $cards }
pic-standby = Standby: { $cards }
pic-kind-deck = deck by DM
pic-kind-first_or_second = first or second
pic-kind-mulligan = mulligan
pic-kind-discard = discard
pic-kind-block = block
pic-kind-priority = priority
