# Force of Will's words of the ability language (cards/fow/script.py); generated card text, en.
ab-kind-enter = [Enter]
ab-kind-auto = [Automatic]
ab-kind-activate = [Activate]
ab-kind-continuous = [Continuous]
ab-kind-chant = [Chant]
ab-kind-art = [God's Art]
ab-kind-will = [Will]
ab-zone-field = field
ab-zone-ruler = ruler area
ab-limit-1-turn = once per turn
ab-limit-1-game = once per game
ab-ref-self = this card
ab-ref-target = the chosen card
ab-ref-target2 = the second chosen cards
ab-ref-my-jruler = your J-ruler
ab-ref-me = you
ab-ref-opponent = your opponent
ab-ref-host = the card it is added to
ab-event-attacks = this card attacks
ab-event-blocks = this card blocks
ab-event-dies = this card is put into a graveyard from the field
ab-event-gains-life = you gain life
ab-event-resonator-dies = a resonator is put into a graveyard from a field
ab-event-opp-attacks-or-blocks = a J/resonator of your opponent attacks or blocks
ab-event-my-attacks = a J/resonator you control attacks
ab-condition-jruler = you control a J-ruler
ab-condition-control-other = you control another {$race}
ab-condition-atk = this card's ATK is {$value}{ab-op}
ab-condition-awakened = its [Awakening] cost was paid
ab-cost-rest = {"{"}Rest{"}"}
ab-cost-will = pay {$cost}
ab-cost-banish = banish { $what-key ->
    [self] this card
    [resonator] a resonator you control
   *[other] a magic stone or resonator you control
}
ab-cost-discard = discard another {$name}
ab-filter-card = { $count ->
    [one] card
   *[other] cards
}{ $side ->
    [my] {" "}you control
    [opp] {" "}your opponent controls
   *[any] {""}
}
ab-filter-resonator = { $count ->
    [one] resonator
   *[other] resonators
}{ $side ->
    [my] {" "}you control
    [opp] {" "}your opponent controls
   *[any] {""}
}
ab-filter-j-resonator = { $count ->
    [one] J/resonator
   *[other] J/resonators
}{ $side ->
    [my] {" "}you control
    [opp] {" "}your opponent controls
   *[any] {""}
}
ab-filter-addition = { $count ->
    [one] addition
   *[other] additions
}{ $side ->
    [my] {" "}you control
    [opp] {" "}your opponent controls
   *[any] {""}
}
ab-filter-regalia = { $count ->
    [one] regalia
   *[other] regalia
}{ $side ->
    [my] {" "}you control
    [opp] {" "}your opponent controls
   *[any] {""}
}
ab-filter-my = {""}
ab-filter-opp = {""}
ab-filter-other = other than this card
ab-filter-total-cost = of total cost {$value}{ab-op}
ab-filter-race = of race {$value}
ab-filter-attribute = of attribute {$value}
ab-filter-damaged = dealt damage this turn
ab-filter-in-battle = attacking or blocking
ab-effect-damage = deal { $by-key ->
    [jruler-atk] damage equal to your J-ruler's ATK (or {$n} without one)
   *[other] {$n} damage
} to {$who}
ab-effect-damage-each = deal {$n} damage to each player
ab-effect-destroy = destroy {$who}
ab-effect-life = life {$n-sign}{$n} for {$who}
ab-effect-mod = {$who} gets {$atk-sign}{$atk}/{$def-sign}{$def} until end of {$until}
ab-effect-gain-atk = this card gets +X/+0 until end of turn, X being the ATK of {$who}
ab-effect-rest = rest {$who}
ab-effect-recover = recover {$who}
ab-effect-draw = draw { $n ->
    [one] a card
   *[other] {$n} cards
}
ab-effect-search = search your main deck for {$name}, put it into your hand, then shuffle
ab-effect-look = look at the top {$n} cards of your main deck
ab-effect-stone = put the top card of your magic stone deck onto your field
ab-effect-give = {$who} gains [{$keyword}] until end of turn
ab-effect-no-block = {$who} cannot block until end of turn
ab-effect-prevent = prevent all damage to {$who} until end of turn
ab-effect-damage-bonus = until end of turn {$who} deals {$n} more damage
ab-effect-produce = produce {$will} will
ab-effect-no-life-gain = players cannot gain life
ab-effect-cannot-attack = {$who} cannot attack
ab-value-fixed = fixed
ab-value-jruler-atk = your J-ruler's ATK
ab-value-turn = turn
ab-value-battle = battle
ab-value-while = this ability
ab-value-self = this card
ab-value-resonator = a resonator
ab-value-stone-or-resonator = a magic stone or resonator
ab-value-flying = Flying
ab-value-first-strike = First Strike
ab-value-swiftness = Swiftness
ab-value-target-attack = Target Attack
ab-value-imperishable = Imperishable
ab-value-pierce = Pierce
ab-value-drain = Drain
ab-value-barrier = Barrier
ab-value-light = light
ab-value-fire = fire
ab-value-water = water
ab-value-wind = wind
ab-value-darkness = darkness

# a comparison after its value ("ATK 500 or more"); the kit passes $op as le/ge/lt/gt/eq/ne
ab-op = { $op ->
    [ge] {" "}or more
    [le] {" "}or less
    [gt] {" "}(strictly more)
    [lt] {" "}(strictly less)
    [ne] {" "}(any but this)
   *[eq] {""}
}
