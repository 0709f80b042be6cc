# Fate/Ace Royal's words of the ability language (cards/fate/script.py); the joining words are the kit's.
ab-kind-activated = [Activated]
ab-kind-permanent = [Permanent]
ab-limit-1-turn = once per turn
ab-limit-1-game = once per game
ab-ref-self = your Servant
ab-ref-attacker = the attacking Servant
ab-ref-defender = the defending Servant
ab-ref-opponent = the opposing Servant
ab-ref-target = the chosen Master's Servant
ab-event-stand = it is the stand step
ab-event-draw = it is the draw step
ab-event-ritual = it is the ritual step
ab-event-reveal = it is the reveal process
ab-event-battle = it is the battle process
ab-event-attack = it is the attack process
ab-event-damage = it is the attacker damage process
ab-event-response = it is the response process
ab-event-response-damage = it is the response damage process
ab-event-retreat = it is the retreat process
ab-event-end = it is the end step
ab-condition-in-battle = your Servant is in the battle
ab-condition-attacking = your Servant attacks
ab-condition-defending = your Servant is attacked
ab-condition-my-turn = it is your turn
ab-condition-prana = your prana is {$op ->
    [ge] at least {$value}
    [le] at most {$value}
    [gt] more than {$value}
    [lt] less than {$value}
   *[other] {$value}
}
ab-condition-hand = you hold {$op ->
    [ge] at least {$value}
    [le] at most {$value}
    [gt] more than {$value}
    [lt] fewer than {$value}
   *[other] {$value}
} cards
ab-cost-t = T
ab-cost-r = R{$n}
ab-cost-d = D{$faces}
ab-cost-e = E{$n}
ab-cost-prana = {$n} prana
ab-filter-master = { $count ->
    [one] Master
   *[other] Masters
}
ab-filter-other = other than you
ab-filter-battling = in the battle
ab-value-patk = P.ATK
ab-value-pdef = P.DEF
ab-value-matk = M.ATK
ab-value-mdef = M.DEF
ab-value-all = every stat
ab-value-turn = until end of turn
ab-value-battle = until end of battle
ab-value-game = until end of game
ab-value-standing = standing
ab-value-resting = resting
ab-value-danger = in danger
ab-value-pre-emptive-strike = [Pre-emptive Strike]
ab-value-legion = [Legion]
ab-value-instinct = [Instinct]
ab-on = {$faces ->
    [none] {""}
   *[other] on {$faces}:{" "}
}
ab-effect-stat = {ab-on}{$stat} {$amount-sign}{$amount} for {$who} {$until}
ab-effect-prana = {ab-on}{$who-master} {$who-key ->
    [self] {$sign ->
        [plus] {"gain"}
       *[other] {"lose"}
    }
   *[other] {$sign ->
        [plus] {"gains"}
       *[other] {"loses"}
    }
} {$amount} prana
ab-effect-draw = {ab-on}{$who-key ->
    [self] draw
   *[other] {$who-master} draws
} { $n ->
    [one] a card
   *[other] {$n} cards
}
ab-effect-discard = {ab-on}{$who-key ->
    [self] discard
   *[other] {$who-master} discards
} { $n ->
    [one] a card
   *[other] {$n} cards
}
ab-effect-take = {ab-on}take { $n ->
    [one] a random card
   *[other] {$n} random cards
} from the hand of { $who-key ->
    [attacker] the attacking Master
    [defender] the defending Master
    [opponent] the opposing Master
   *[other] the chosen Master
}
ab-effect-state = {ab-on}{$value-key ->
    [danger] put {$who} in danger
    [resting] rest {$who}
   *[other] stand {$who} up
}
ab-effect-mark = {ab-on}{$who-master} gets the mark {$mark}
ab-effect-unmark = {ab-on}{$who-master} loses the mark {$mark}
ab-effect-spells = {ab-on}{$who-master} {$sign ->
    [plus] {"gains"}
   *[other] {"loses"}
} { $amount ->
    [one] a Command Spell
   *[other] {$amount} Command Spells
}
ab-effect-roll = roll the die
ab-effect-vs-skill = every stat {$amount-sign}{$amount} more against a Servant with {$skill}
ab-effect-negated-by = nothing happens if {$who} has {$skill}
ab-master-self = you
ab-master-attacker = the attacking Master
ab-master-defender = the defending Master
ab-master-opponent = the opposing Master
ab-master-target = the chosen Master
