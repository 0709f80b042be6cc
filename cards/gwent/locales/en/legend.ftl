# The table picture's counts, hands and legend (issue 29; cards/gwent/picture.py).
pic-discard = discard pile { $count }
pic-leaders = { $count ->
    [one] Leader: { $name }
   *[other] Leaders: { $name }
}
pic-leaders-used = { $count ->
    [one] used: { $name }
   *[other] used: { $name }
}
pic-hand-of = { $name }'s hand: { $cards }
leg-hero = hero
leg-turn = to move
leg-life = life left
leg-life-lost = life lost
leg-weather = weather on the row
