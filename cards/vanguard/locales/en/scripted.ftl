# Texts of the scripted cards (issue 26): ready decks by name, ability decisions, declared marks.
err-ready-deck-name = No single ready deck is called “{ $text }”. Ready decks: { $decks }.
err-ambiguous-twins = Several different cards are called “{ $text }”: { $numbers }. Write its card number instead.
err-move-extra = A move names one circle and, if you like, where it goes in its column (“move FL” or “move FL BL”); “{ $text }” is not that.
err-move-sideways = { $source } can only move within its column, to { $other } — not to { $dest } (V-MAIN-4).
err-syntax-act = Name the card or its circle: “act Blaster Blade”, “act VC”, “act FL 2” for its second ACT ability.
err-syntax-order = Give the order as numbers: “order 2 1”.
err-act-unscripted = { $card } has no script: declare what it does (“act VC [cb1]: …”).
err-act-none = { $card } has no ACT ability.
err-act-which = { $card } has { $count } ACT abilities: add its number (“act { $card } 1”).
err-act-zone = { $card }'s ACT ability works on { $zones } only.
err-act-condition = { $card }'s ACT ability cannot be used now: its condition does not hold.
err-act-cost-cb = { $card }: not enough face-up damage for its Counter Blast (V-COST-2).
err-act-cost-sb = { $card }: not enough cards in your soul for its Soul Blast (V-COST-4).
err-act-cost-discard = { $card }: not enough cards in your hand to discard.
err-act-cost-rest = { $card } is already rested: it cannot rest to pay the cost.
err-act-cost-retire = { $card } cannot be retired to pay the cost.
err-act-cost-to-soul = { $card } cannot be put into the soul to pay the cost.
err-act-target = { $card }'s ACT ability has nothing to choose now.
err-act-where = { $card } is not where an ACT ability of it can be used.
err-act-two = Several units named { $card } ({ $circles }): name the circle (“act FL”).
err-ability-order = Give all { $count } numbers once each: “order 2 1”.
err-ability-must = { $card }'s ability is mandatory: choose what it asks.
err-ability-picks = { $card }: choose { $count } from what it may choose.
err-ability-extra = “{ $text }” is not something this ability may choose.
err-ability-discard = Name { $count ->
    [1] the card
   *[other] the { $count } cards
} you discard: “yes … discard <card>”.
err-ability-cost = { $card }: its cost can no longer be paid.
err-declared-scripted = { $card }'s abilities are scripted: they fire by themselves, or “act { $card }” uses an ACT ability (V-REF-3).
err-auto-no-event = Nothing happened to { $card } in this post or the one before that could trigger an AUTO ability (V-REF-3, V-REF-6).
ev-ability-fired = { $player }: an ability of { $card } is triggered.
ev-ability = { $player } uses { $card }: { $text }
ev-ability-declined = { $player } does not use { $card }'s ability.
ev-ability-spent = { $card }: its 1/Turn ability was already used this turn.
ev-ability-unmet = { $card }: its ability's condition does not hold, nothing happens.
ev-ability-unpaid = { $card }: its cost cannot be paid, nothing happens.
ev-ability-order = { $player } resolves in this order: { $cards }.
ev-act-used = { $player } uses an ACT ability of { $card }.
ev-shuffled = { $player } shuffles the deck.
ask-ability = { $card }: “yes” (with your choices: circles, cards, “to FL”, “discard <card>”) or “no”{ $cb ->
    [0] {""}
   *[other] ; Counter Blast: name { $cb } of the damage positions { $cb_from } (1 = oldest), “cb({ $cb_from })”
}{ $sb ->
    [0] {""}
   *[other] ; Soul Blast: name { $sb } of the soul positions { $sb_from } (1 = bottom), “sb({ $sb_from })”
}
ask-ability-dm = { $card }: “yes” (with your choices: cards, “to FL”, “discard <card>”) or “no”{ $cb ->
    [0] {""}
   *[other] ; Counter Blast: name { $cb } of the damage positions { $cb_from } (1 = oldest), “cb({ $cb_from })”
}{ $sb ->
    [0] {""}
   *[other] ; Soul Blast: name { $sb } of the soul positions { $sb_from } (1 = bottom), “sb({ $sb_from })”
} — answer here
ask-ability-order = Several of your abilities at once ({ $cards }): “order 2 1”
tbl-unscripted = no script
circle-vc = VC
circle-fl = FL
circle-fr = FR
circle-bl = BL
circle-bc = BC
circle-br = BR
circle-acc = ACC
circle-gc = GC
err-choose-cb = Choose which damage cards pay Counter Blast: { $count } of the positions { $options } (1 = oldest), e.g. “yes … cb({ $options })” (V-COST-7).
err-choose-sb = Choose which soul cards pay Soul Blast: { $count } of the positions { $options } (1 = bottom), e.g. “yes … sb({ $options })” (V-COST-7).
