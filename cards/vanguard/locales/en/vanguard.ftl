## Refusals
err-no-card-name = Name a card.
err-ambiguous-card = "{ $text }" could be several cards: { $names }. Write more of the name.
err-unknown-card = No card "{ $text }".
err-no-ready-deck = There is no ready deck in this spreadsheet.
err-deck-too-long = A deck list has at most { $lines } lines.
err-deck-empty = The deck list is empty. Send lines like "4 Blaster Blade", or "deck trial" for the ready deck.
err-deck-done = Your deck is already in.
err-not-mulligan = The mulligan is not open for you now (once per game, at setup).
err-not-in-hand = { $card } is not in your hand.
err-trigger-recipient = Name the unit that gets the trigger's power: { $options }.
err-trigger-second = Name the second recipient: { $options }.
err-heal-choice = Choose the damage card to heal: "heal 1" … "heal { $count }" (1 is the oldest), or "heal none".
err-heal-not-allowed = This trigger heals nothing now.
err-gift-variant = Choose the gift's variant: "gift I" or "gift II".
err-gift-fixed = You chose variant { $variant } for this gift type earlier in the game; it stays { $variant }.
err-gift-circle = Name the circle for the marker: { $options }.
err-g-assist = G assist only right after the draw, with a vanguard of grade 2 or lower and no card of the next grade in hand.
err-ga-take = Take a card of grade { $grade } from the five you looked at, or "take none".
err-ga-remove = { $count ->
    [one] Remove exactly one card from your hand.
   *[other] Remove exactly { $count } cards from your hand.
}
err-rode = You have already ridden this turn.
err-ride-phase = The ride phase is over.
err-ride-grade = Ride a unit of grade { $grade } or { $next }.
err-not-in-soul = That card is not in your soul.
err-circle = No such circle of yours. Circles: { $options }.
err-call-grade = A normal call takes a unit of grade { $grade } or lower.
err-move = A rear-guard moves forward or back in its column: FL, FR, BL or BR. BC and Accel circles never move.
err-empty-circle = There is no unit on { $circle }.
err-stride = No stride now: both vanguards grade 3 or higher (or yours grade 3 at the start of the turn), once per turn, with a G unit face down.
err-stride-card = No such face-down G unit in your G zone.
err-stride-cost = Discard cards whose grades total 3 or more.
err-not-start-step = No attack now: attacks are declared at the start of a battle, in the battle phase.
err-attacker = The attacker must be a standing unit of your front row: { $options }.
err-target = The target must be a unit of your opponent's front row: { $options }.
err-boost = No boost: the unit behind the attacker must be standing and have Boost (Accel circles have no back circle).
err-not-guard-step = It is not your guard step.
err-intercept = Intercept with an Intercept unit on FL, FR or an Accel circle that is not the attacked unit: { $options }.
err-guardian = That card cannot go to the guardian circle.
err-not-sentinel = { $card } is not a Sentinel or Protect I.
err-g-zone-off = This match has no G zone.
err-g-guardian-grade = G guardians only while both vanguards are grade 3 or higher.
err-g-guardian-full = Your G zone already holds 4 face-up G guardians.
err-g-guardian-card = No such face-down G guardian in your G zone.
err-g-guardian-cost = A G guardian costs a Heal trigger discarded from the hand.
err-place = "{ $place }" is not a card of yours on that circle or in that zone.
err-target-unit = There is no unit on { $target }.
err-ability-timing = Abilities are declared once the game has begun.
err-act-timing = ACT abilities are used only in your own main phase, while nothing else resolves.
err-once = That 1/Turn ability of that card was already used this turn.
err-picks = Choose exactly { $count } different positions.
err-no-battle = That lasts until the end of a battle; no battle is running.
err-cb = Counter Blast { $count } needs { $count } face-up damage; you have { $have }.
err-sb = Soul Blast { $count } needs { $count } cards in the soul; you have { $have }.
err-cc = Counter Charge turns face-down damage cards face up.
err-sc = Soul Charge { $count } needs { $count } cards in the deck.
err-already-rested = That unit is already rested.
err-retire = Only rear-guards are retired.
err-heal-count = Not enough damage to heal { $count }.
err-effect = Unknown action "{ $verb }".
err-move-source = That card is not in your { $zone }.
err-move-dest = A card cannot be moved to { $dest }.
err-over = The game is over.
err-seat = No such seat.
err-setup = The game has not begun: decks and mulligans first.
err-waiting = The game waits for { $player } ({ $kind }).
err-not-your-turn = It is { $player }'s turn.
err-main-phase = The main phase is over.
err-first-turn = The first player skips the battle phase on turn 1.
err-not-now = That is not possible now.
err-hand-position = Your hand holds { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
err-post-too-long = A post is at most { $limit } characters.
err-syntax-move = Write "move FL" (FL, FR, BL or BR).
err-syntax-call = Write "call <card> <circle>", e.g. "call Wingal BC".
err-syntax-attack = Write "attack <your circle> <their circle> [boost]", e.g. "attack VC VC boost".
err-syntax-guard = Write "guard <card> + <card>", "intercept FL", or "no guard".
err-syntax-perfect = Write "perfect <Sentinel> discard <card> [protect <circle>]".
err-syntax-trigger = Write "trigger <power circle> [<second circle>] [heal <n>]".
err-syntax-gift = Write "gift I" or "gift II", with a circle for a marker: "gift I VC".
err-syntax-stride = Write "stride <G unit> discard <card> + <card>".
err-syntax-ability = Write e.g. "act VC 1/turn [cb1]: power +5000 VC turn; draw 1".
err-syntax-target = "{ $text }" is not a circle (VC, FL, FR, BL, BC, BR, ACC1, opp VC, gc1).
err-syntax-cost = "{ $text }" is not a cost (cb1, sb1, cc1, sc1, discard <card>, rest <circle>, retire <circle>).
err-upload = Send the deck by DM as a text list (lines like "4 Blaster Blade", or "deck trial") or as an .xlsx with the columns qty, card, starting_vanguard.

err-upload-size = The file is too large: at most { $limit } KB.
err-upload-bad = That is not a readable .xlsx file.
err-upload-columns = The deck sheet needs the columns "qty" and "card" (and "starting_vanguard" to mark the start).

## Deck check (V-DECK)
deck-refused = { $count ->
    [one] The deck is not accepted; one problem:
   *[other] The deck is not accepted; { $count } problems:
}
deck-hint = A deck is lines like "4 Blaster Blade" with "start: Glyme", or "deck trial" for the ready deck; or an .xlsx with the columns qty, card, starting_vanguard.
deck-size = The deck has { $count ->
    [one] { $count } card
   *[other] { $count } cards
}; it needs exactly 50, the starting vanguard included.
deck-copies = { $name }: { $count } copies; at most 4 of one name.
deck-triggers = { $count ->
    [one] { $count } trigger unit
   *[other] { $count } trigger units
}; a deck has exactly 16.
deck-heals = { $count } Heal triggers; at most 4.
deck-sentinels = { $count } Sentinels; at most 4.
deck-clans = Cards of several clans or nations ({ $clans }); one clan and one nation, unless mixed clans are on.
deck-v-mark = Standard takes only cards with the V mark: { $names }.
deck-start = The starting vanguard must be a grade 0 unit of the deck: name it with a line "start: <card>" or a * after it.
deck-not-main = These cards never go in the main deck: { $names }.
deck-g-zone-off = This match has no G zone (Premium with the G zone option).
deck-g-zone-size = The G zone has { $count } cards; at most 16.
deck-g-zone-kind = Only G units and G guardians go in the G zone: { $names }.

## Events
ev-setup = Cardfight!! Vanguard, { $format }. Send your deck by DM.
ev-ask-decks = Waiting for decks by DM: { $players }.
ev-deck-accepted = { $player }'s deck is in.
ev-deck-private = Deck accepted: { $count } cards, starting vanguard { $start }.
ev-first-player = First player: { $player } (chosen at random).
ev-draw = { $player } draws { $count ->
    [one] a card
   *[other] { $count } cards
}.
ev-drew = You drew: { $cards }.
ev-mulligan = { $player } { $count ->
    [0] keeps the hand
    [one] replaces 1 card
   *[other] replaces { $count } cards
}.
ev-hand = Your hand now ({ $cards_count ->
    [one] { $cards_count } card
   *[other] { $cards_count } cards
}): { $cards }.
ev-stand-up = Stand up, Vanguard! { $cards }
ev-turn = Turn { $turn }: { $player }.
ev-battle-skipped = { $player } is the first player: no battle phase on turn 1.
ev-phase = { $player }: { $phase_name }.
ev-stride-end = { $player }'s { $card } returns to the G zone.
ev-end-turn = { $player } ends the turn.
ev-drive-check = Drive check { $n }/{ $of } ({ $player }): { $card }.
ev-damage-check = Damage check { $n }/{ $of } ({ $player }): { $card }.
ev-damage-taken = { $card } goes to { $player }'s damage zone (damage: { $total }).
ev-drive-to-hand = { $card } goes to { $player }'s hand.
ev-trigger-void = { $kind_name } ({ $card }) has no effect: no unit of its clan on { $player }'s field.
ev-trigger = { $kind_name }! ({ $card }, { $player })
ev-front-trigger = Front trigger: { $player }'s front row +{ $amount } until end of turn.
ev-trigger-power = { $card } on { $circle } +{ $amount } until end of turn.
ev-trigger-critical = { $card } on { $circle } +1 critical until end of turn.
ev-stood = { $player } stands { $card }.
ev-rested = { $player } rests { $card }.
ev-healed = { $player } heals: { $card } to the drop zone (damage: { $total }).
ev-attack-vanished = The attack vanishes: a unit of the battle left its circle.
ev-hit = Hit! { $attacker } { $power } against { $target } { $defence }.
ev-no-hit = No hit: { $attacker } { $power } against { $target } { $defence }.
ev-retired = { $player }'s { $card } ({ $circle }) is retired.
ev-guardians-off = Guardians to the drop zone ({ $player }): { $cards }.
ev-gift-variant = { $player } chooses { $gift_name } { $variant } for this game.
ev-gift-marker = { $player }: { $gift_name } { $variant } marker on { $circle }.
ev-gift-card = { $player } takes the { $gift_name } I gift card into the hand.
ev-gift-circle = { $player } gains an Accel circle ({ $circle }), { $gift_name } { $variant }.
ev-g-assist = { $player } declares G assist and reveals the hand: { $hand }.
ev-looked = You look at: { $cards }.
ev-ga-took = { $player } takes { $card } and shuffles the deck.
ev-ga-none = { $player } takes no card and shuffles the deck.
ev-ga-removed = { $player } removes from the game: { $cards }.
ev-ride = { $player } rides { $card } (grade { $grade }).
ev-soul-ride = { $player } rides { $card } from the soul.
ev-call = { $player } calls { $card } to { $circle }.
ev-replaced = { $card } ({ $circle }) goes to { $player }'s drop zone.
ev-move = { $player } moves { $card } from { $source } to { $dest }.
ev-stride = { $player } strides { $card } (heart: { $heart }), discarding { $discards }.
ev-attack = { $player } attacks: { $card } ({ $circle }) → { $target } ({ $target_circle }), power { $power }.
ev-intercept = { $player } intercepts with { $card } ({ $circle }).
ev-guardian = { $player } guards with { $card }.
ev-perfect-guard = Perfect guard! { $player } discards { $discard }: the unit on { $circle } cannot be hit this battle.
ev-no-guard = { $player } does not guard.
ev-g-guardian = { $player } calls the G guardian { $card }, discarding { $discard }.
ev-declared = { $player } declares [{ $ability }] of { $card } ({ $place }) — declared, not checked against the card.
ev-modifier = { $card }: { $stat_name } { $signed } ({ $until_name }).
ev-counter-blast = { $player } pays Counter Blast: { $cards }.
ev-soul-blast = { $player } pays Soul Blast: { $cards }.
ev-counter-charge = { $player } Counter Charges: { $cards }.
ev-soul-charge = { $player } Soul Charges: { $cards }.
ev-discarded = { $player } discards { $card }.
ev-look = { $player } looks at the top { $count ->
    [one] card
   *[other] { $count } cards
} of the deck.
ev-revealed = { $player } reveals from the top of the deck: { $cards }.
ev-cannot-be-hit = { $player }'s { $card } cannot be hit this battle.
ev-note = Note from { $player } for the judge: { $text }
ev-moved = { $player }: { $card } — { $source_name } → { $dest_name }.
ev-game-over = { $winner } wins ({ $why }).
ev-game-drawn = The game is a draw ({ $why }).

## Words
gift-force = Force
gift-accel = Accel
gift-protect = Protect
reason-damage = 6 damage
reason-deck = an empty deck
reason-soul = a vanguard with no soul to ride
reason-concede = concession
reason-both = both players lost at once
trigger-critical = Critical trigger
trigger-draw = Draw trigger
trigger-heal = Heal trigger
trigger-front = Front trigger
trigger-stand = Stand trigger
hand-trigger-critical = Critical trigger
hand-trigger-draw = Draw trigger
hand-trigger-heal = Heal trigger
hand-trigger-front = Front trigger
hand-trigger-stand = Stand trigger
stat-power = power
stat-shield = shield
stat-critical = critical
ability-act = ACT
ability-auto = AUTO
ability-cont = CONT
zone-hand = hand
zone-drop = drop zone
zone-soul = soul
zone-damage = damage zone
zone-deck = deck
zone-bind = bind zone
zone-removed = removed zone
zone-gc = guardian circle
phase-setup = setup
phase-stand = stand phase
phase-draw = draw phase
phase-ride = ride phase
phase-stride = stride phase
phase-main = main phase
phase-battle = battle phase
phase-end = end phase
phase-over = game over
until-battle = until end of battle
until-turn = until end of turn
until-cont = while it stays
format-standard = Standard
format-premium = Premium
kind-deck = deck by DM
kind-mulligan = mulligan by DM
kind-g_assist = G assist or ride
kind-ga_take = G assist: take a card
kind-ga_remove = G assist: remove two cards
kind-ride = ride phase
kind-stride = stride phase
kind-main = main phase
kind-battle = battle: attack or end
kind-guard = guard
kind-trigger = trigger recipients
kind-gift = imaginary gift
kind-soul_ride = ride from the soul

## Table
tbl-head = Turn { $turn } · { $phase } · { $player } · { $format }
tbl-player = { $name }: hand { $hand }, deck { $deck }, damage { $damage } ({ $up } face up), soul { $soul }
tbl-face-down = (face down)
tbl-down-mark = { " " }(face down)
tbl-damage = Damage: { $cards }
tbl-soul = Soul: { $cards }
tbl-drop = Drop zone ({ $count }): { $cards }
tbl-gc = Guardian circle: { $cards }
tbl-gifts = Gifts: { $gifts }; markers: { $markers }
tbl-g-zone = G zone: { $count } ({ $up } face up)
tbl-hand = Hand: { $cards }
tbl-options = Options: { $options }
opt-g_zone = G zone
opt-mixed_clans = mixed clans
tbl-battle = Battle: { $attacker } → { $target }, { $power } against { $defence }
tbl-winner = Winner: { $name }
tbl-draw = The game is a draw.
tbl-pending = Waiting for: { $who }

## Hand and prompts
hand-head = Your hand ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}):
hand-line = #{ $n } { $name } — grade { $grade }, power { $power }, shield { $shield }{ $extra }
ask-deck = Send your deck by DM: lines like "4 Blaster Blade" and "start: Glyme", or "deck trial" for the ready deck
ask-mulligan = Mulligan (once): "mulligan <card> + <card>" or "mulligan none"
ask-g-assist = Draw phase: "g assist", a ride ("ride <card>"), or "end"
ask-ga-take = G assist: "take <card>" (grade { $grade }) or "take none"
ask-ga-remove = G assist: "remove <card> + <card>" from your hand
ask-ride = Ride phase: "ride <card>", or "end"
ask-stride = Stride phase: "stride <G unit> discard <card> + <card>", or "end"
ask-main = Main phase: "call <card> <circle>", "move <circle>", "act …", or "end"
ask-battle = Battle: "attack <circle> <circle> [boost]", or "end"
ask-guard = Guard against { $attacker } → { $target }: "guard <card> + <card>", "intercept FL", "perfect <Sentinel> discard <card>", or "no guard"
ask-trigger = Trigger ({ $units }): "trigger <circle>" (power), a second circle for critical or stand, "heal <n>" where it heals
ask-gift = Imaginary gift: "gift I" or "gift II", with a circle for a marker ({ $circles })
ask-soul-ride = Your vanguard left: "ride <card>" from the soul ({ $options })
