# Choices made while an ability resolves, cost reductions, Lancelot's must-attack (issue 27).
ab-filter-knight-or-jruler = that is a J-ruler or a Knight of the Round Table
ab-zone-hand = hand
ab-condition-control = you control {$name}
ab-effect-must-attack = whenever {$who} can attack, it must be the card you choose to attack
ab-effect-less = you may pay {$cost} less to play this card{ $per-key ->
    [entered] {" "}for each resonator you control that entered your field this turn
    [died] {" "}for each resonator put into your graveyard from your field this turn
   *[once] {""}
}
ab-effect-seek = search your main deck for {$what}{ $attr-key ->
    [any] {""}
   *[other] {" "}of the {$attr} attribute
}, reveal it, put it into your hand, then shuffle your main deck
ab-effect-reveal = reveal the top {$n} cards of your main deck; you may put {$what} among them into your hand; put the rest on the bottom of your main deck in any order
ab-effect-discard = discard { $n ->
    [one] a card
   *[other] {$n} cards
}
ab-effect-put-from-hand = you may put {$what}{ $attr-key ->
    [any] {""}
   *[other] {" "}of the {$attr} attribute
} with total cost {$cost} or less from your hand onto your field{ $keyword-key ->
    [none] {""}
   *[other] ; it gains [{$keyword}] until end of turn
}
ab-effect-if-jruler = if your J-ruler is {$name}:
ab-effect-art-less = your God's Arts cost {"{"}{$n}{"}"} less this turn
ab-effect-doom = when {$who} deals or is dealt damage this turn, banish it
ab-value-regalia = a regalia
ab-value-round-table = a Knight of the Round Table
ab-value-card = a card
ab-value-any = any
ab-value-none = none
ab-value-once = once
ab-value-entered = per resonator that entered
ab-value-died = per resonator put into the graveyard

ev-pick-asked = { $player } chooses for { $card }: { $word ->
    [seek] a card from the main deck
    [reveal] a card among the revealed ones
    [bottom] the order of the other revealed cards on the bottom of the main deck (all of them, the last named lowest)
    [discard] { $count ->
        [one] a card to discard
       *[other] { $count } cards to discard
    }
   *[put] a card from the hand to put onto the field
}.
ev-pick-offered = You may choose: { $cards }. Answer "target <card>", or "target none" where you may decline.
ev-revealed = { $player } reveals the top of the main deck: { $cards }.
ev-to-bottom = { $player } puts { $count ->
    [one] a card
   *[other] { $count } cards
} on the bottom of the main deck.
ev-took = { $player } reveals and takes into the hand: { $card }.
ev-took-none = { $player } takes no card.
ev-doom-marked = { $card }: when it deals or is dealt damage this turn, it is banished.
ev-art-cheaper = { $player }'s God's Arts cost {"{"}{ $amount }{"}"} less this turn.
ask-pick = Choose for { $card }: "target <card>" (or "target none" where you may decline)
want-pick = { $player } first chooses for { $card }: "target <card>".
pick-bad = Choose up to { $count } of these: { $cards } ("target none" where you may decline).
attack-must-other = Another card must be chosen to attack while it can attack.
kw-mark-doom = banished when it deals or is dealt damage this turn
kw-mark-doomed = to be banished
kw-mark-art-less = God's Arts cost {"{"}{ $amount }{"}"} less this turn
