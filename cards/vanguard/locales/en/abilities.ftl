# Vanguard's words of the ability language (cards/vanguard/script.py); the joining words are the kit's.
ab-kind-auto = AUTO
ab-kind-act = ACT
ab-kind-cont = CONT
ab-zone-vc = VC
ab-zone-rc = RC
ab-zone-gc = GC
ab-zone-hand = hand
ab-zone-soul = soul
ab-zone-drop = drop
ab-zone-damage = damage
ab-limit-1-turn = 1/Turn

ab-ref-self = this unit
ab-ref-target = the chosen { $noun ->
    [card] { $count ->
        [one] card
       *[other] cards
    }
   *[other] { $count ->
        [one] unit
       *[other] units
    }
}
ab-ref-target2 = the other chosen { $noun ->
    [card] { $count ->
        [one] card
       *[other] cards
    }
   *[other] { $count ->
        [one] unit
       *[other] units
    }
}
ab-ref-vanguard = your vanguard
ab-ref-attacker = the attacking unit
ab-ref-booster = the boosting unit
ab-ref-battle-opponent = the unit it battles

ab-value-rc = a rear-guard circle
ab-value-fl = FL
ab-value-fr = FR
ab-value-bl = BL
ab-value-bc = BC
ab-value-br = BR
ab-value-vc = VC
ab-value-gc = GC
ab-value-any = a circle
ab-value-battle = battle
ab-value-turn = turn
ab-value-vanguard = a vanguard
ab-value-rear-guard = a rear-guard
ab-value-hand = hand
ab-value-soul = soul
ab-value-drop = drop zone
ab-value-deck = deck
ab-value-damage = damage zone
ab-value-field = field

vg-more = { $op ->
    [ge] {" "}or more
    [le] {" "}or fewer
    [gt] {" "}plus one or more
    [lt] {" "}minus one or fewer
    [ne] {" "}(not exactly)
   *[eq] {""}
}
vg-grade-op = { $op ->
    [ge] {" "}or greater
    [le] {" "}or less
    [gt] {" "}plus one or greater
    [lt] {" "}minus one or less
    [ne] {" "}(not this grade)
   *[eq] {""}
}

ab-event-placed = this unit is placed on { $on }
ab-event-ridden = you ride this unit
ab-event-rode-upon = another unit rides this unit
ab-event-attacks = this unit attacks{ $at-key ->
    [any] {""}
   *[other] {" "}{ $at }
}
ab-event-attacked = this unit is attacked
ab-event-boosts = this unit boosts
ab-event-boosted = this unit is boosted
ab-event-hits = this unit's attack hits{ $at-key ->
    [any] {""}
   *[other] {" "}{ $at }
}
ab-event-no-hit = this unit's attack does not hit
ab-event-intercepts = this unit intercepts
ab-event-drive-check = you make a drive check
ab-event-damage-check = you make a damage check
ab-event-battle-end = the battle ends
ab-event-turn-end = the turn ends
ab-event-main-start = your main phase starts
ab-event-put-into-soul = this card is put into your soul
ab-event-retired = this unit is retired

ab-condition-my-turn = it is your turn
ab-condition-opp-turn = it is your opponent's turn
ab-condition-vanguard-grade = your vanguard is grade { $value }{ vg-grade-op }
ab-condition-opp-vanguard-grade = your opponent's vanguard is grade { $value }{ vg-grade-op }
ab-condition-rear-guards = you have { $value }{ vg-more } { $value ->
    [one] rear-guard
   *[other] rear-guards
}
ab-condition-opp-rear-guards = your opponent has { $value }{ vg-more } { $value ->
    [one] rear-guard
   *[other] rear-guards
}
ab-condition-damage = your damage is { $value }{ vg-more }
ab-condition-opp-damage = your opponent's damage is { $value }{ vg-more }
ab-condition-soul = your soul holds { $value }{ vg-more } { $value ->
    [one] card
   *[other] cards
}
ab-condition-hand = your hand holds { $value }{ vg-more } { $value ->
    [one] card
   *[other] cards
}
ab-condition-drop = your drop zone holds { $value }{ vg-more } { $value ->
    [one] card
   *[other] cards
}
ab-condition-boosted = this unit is boosted
ab-condition-attacking-vanguard = this unit attacks a vanguard
ab-condition-vanguard-is = your vanguard is { $name }
ab-condition-soul-has = your soul holds { $name }

ab-cost-cb = Counter Blast { $n }
ab-cost-sb = Soul Blast { $n }
ab-cost-discard = discard { $n ->
    [one] a card
   *[other] { $n } cards
} from your hand
ab-cost-rest = rest { $who }
ab-cost-retire = retire { $who }
ab-cost-to-soul = put { $who } into your soul

ab-filter-unit = { $side ->
    [my] of your units
    [opp] of your opponent's units
   *[any] { $count ->
        [one] unit
       *[other] units
    }
}
ab-filter-rear-guard = { $side ->
    [my] of your rear-guards
    [opp] of your opponent's rear-guards
   *[any] { $count ->
        [one] rear-guard
       *[other] rear-guards
    }
}
ab-filter-vanguard = { $side ->
    [my] of your vanguards
    [opp] of your opponent's vanguards
   *[any] { $count ->
        [one] vanguard
       *[other] vanguards
    }
}
ab-filter-card = { $side ->
    [my] of your cards
    [opp] of your opponent's cards
   *[any] { $count ->
        [one] card
       *[other] cards
    }
}
ab-filter-my = yours
ab-filter-opp = your opponent's
ab-filter-grade = { $value-key ->
    [vanguard] with a grade up to your vanguard's
   *[other] of grade { $value }{ vg-grade-op }
}
ab-filter-power = with { $value }{ vg-more } power
ab-filter-name = named { $value }
ab-filter-front = in the front row
ab-filter-back = in the back row
ab-filter-standing = that are standing
ab-filter-rested = that are rested
ab-filter-other = other than this unit
ab-filter-same-column = in this unit's column
ab-filter-trigger-unit = with a trigger icon
ab-filter-from = from your { $zone }
ab-filter-top = among the top { $n } cards of your deck

vg-until = { $kind ->
    [cont] {""}
   *[other] {" "}until end of { $until }
}
ab-effect-power = { $who } { $who-count ->
    [one] gets
   *[other] get
} { $amount-sign }{ $amount } power{ vg-until }
ab-effect-critical = { $who } { $who-count ->
    [one] gets
   *[other] get
} { $amount-sign }{ $amount } critical{ vg-until }
ab-effect-shield = { $who } { $who-count ->
    [one] gets
   *[other] get
} { $amount-sign }{ $amount } shield{ vg-until }
ab-effect-drive = { $who } { $who-count ->
    [one] gets
   *[other] get
} drive { $amount-sign }{ $amount }{ vg-until }
ab-effect-draw = draw { $n ->
    [one] a card
   *[other] { $n } cards
}
ab-effect-call = call { $who } to { $to }
ab-effect-retire = retire { $who }
ab-effect-stand = stand { $who }
ab-effect-rest = rest { $who }
ab-effect-to-hand = put { $who } into your hand
ab-effect-to-soul = put { $who } into your soul
ab-effect-to-drop = put { $who } into your drop zone
ab-effect-to-deck-bottom = put { $who } on the bottom of the deck
ab-effect-bind = bind { $who }
ab-effect-ride = ride { $who }
ab-effect-nohit = { $who } cannot be hit until end of battle
ab-effect-cc = Counter Charge { $n }
ab-effect-sc = Soul Charge { $n }
ab-effect-look = look at the top { $n ->
    [one] card
   *[other] { $n } cards
} of your deck
ab-effect-shuffle = shuffle your deck
ab-effect-heal = put { $n ->
    [one] a card
   *[other] { $n } cards
} from your damage zone into your drop zone

# helpers shared by the messages above (both languages have the same set)
vg-gets = { $who-count ->
    [one] gets
   *[other] get
}
vg-than = { $op ->
    [ge] at least
    [le] at most
    [gt] more than
    [lt] fewer than
    [ne] not
   *[eq] exactly
}
vg-cards-gen = { $value ->
    [one] card
   *[other] cards
}
