title = Fate/Ace Royal
cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
stat-patk = P.ATK
stat-pdef = P.DEF
stat-matk = M.ATK
stat-mdef = M.DEF
state-standing = standing
state-resting = resting
state-danger = in danger
state-face_down = face down
state-face_up = face up
type-physical = physical
type-magic = magic
until-turn = until end of turn
until-battle = until end of battle
until-game = until end of game
until-source = while its card is face up
reason-prana = prana 0
reason-spells = no Command Spells left
reason-concede = conceded
skill-pre_emptive_strike = Pre-emptive Strike
step-setup = setup
step-ritual = ritual step
step-battle = battle step
step-end = end step
step-over = game over
step-collision = collision step
step-stand = stand step
step-draw = draw step
process-battle = battle process
process-attack = attack process
process-response = response process
process-wound = wound process
process-retreat = retreat process
process-reveal = reveal process

# events
ev-seated = Seat order: { $order }. First Active Master: { $active }.
ev-servant-dealt = Your Servant (face down): { $spirit } / { $klass }.
ev-servant-picked = { $master } has chosen a Servant.
ev-drew = { $master } draws { cards }.
ev-drew-card = You draw: { $card }.
ev-reshuffled = The discard pile ({ cards }) is shuffled into a new draw pile.
ev-turn-start = Start of turn { $turn }: { $master } (Active Master: { $active })
ev-stood = { $master }: resting cards stand up.
ev-placed = { $master } places the Mystic Code { $card }.
ev-revealed = { $master } reveals the Servant: { $spirit } / { $klass }.
ev-collision-miss = Collision roll for { $master }: { $roll }. No battle.
ev-collision-no-battle = Collision roll for { $master }: { $roll }, but the Servant cannot attack. No battle.
ev-collision-hit = Collision roll for { $master }: { $roll }! The die picks the Servant of { $target }.
ev-battle-start = Battle: { $attacker } attacks { $defender }.
ev-passed = { $master } passes.
ev-attack-type = Attack type ({ $master }): { $kind ->
    [physical] physical
   *[magic] magic
}.
ev-response-type = Response type ({ $master }): { $kind ->
    [physical] physical
   *[magic] magic
}.
ev-attacker-damage = Attacker's damage ({ $master }): { $amount }.
ev-pre-emptive = Pre-emptive Strike ({ $master }): no response.
ev-response-damage = Response damage ({ $master }): { $amount }.
ev-prana-lost = { $master } loses { $amount } prana; prana now { $prana }.
ev-at-zero = { $master } is at 0 prana: { $spells ->
    [one] the last Command Spell cannot save him (spending it loses the game at once, FA-CS-5); "pass" to leave the game.
   *[other] use Command Spell 1 ("cs 1") to stay, or "pass" to leave the game.
}
ev-accepts-zero = { $master } stays at 0 prana.
ev-zero-reset = { $master } is at 0 prana: loses a Command Spell ({ $spells } left), prana back to { $prana }.
ev-retreats = { $master }: the wounded Servant retreats (resting).
ev-card-taken = { $taker } takes a random card from the hand of { $victim }.
ev-card-taken-private = The card { $taker } took from { $victim }: { $card }.
ev-battle-over = The battle is over.
ev-battle-ends = The battle ends at once: a battling Master left the game.
ev-left = { $master } leaves the game ({ $reason ->
    [prana] prana 0
    [spells] no Command Spells left
   *[concede] conceded
}).
ev-winner = Winner: { $master }!
ev-draw-game = Draw between { $masters }.
ev-marker = The Active Master marker passes to { $master }.
ev-danger-ends = { $master }: the Servant leaves danger and is now resting.
ev-discarded = { $master } discards { $card }.
ev-ends-turn = { $master } ends the turn.
ev-concede = { $master } concedes.
ev-spell = { $master } uses Command Spell { $use } ({ $spells } left).
ev-prana = { $master }: prana { $amount }, now { $prana }.
ev-stat = { $master }: { $stat ->
    [patk] P.ATK
    [pdef] P.DEF
    [matk] M.ATK
   *[mdef] M.DEF
} { $amount } ({ $until ->
    [turn] until end of turn
    [battle] until end of battle
    [game] until end of game
   *[source] while its card is face up
}), now { $value }.
ev-activation = #{ $number } { $master } activates { $card } (cost { $cost }; declared by hand — the judge checks it).
ev-activation-failed = #{ $number } failed: the die missed. The activation still counts.
ev-permanent = #{ $number } { $master } declares a [Permanent] effect of { $card } (declared by hand — the judge checks it).
ev-cost-t = { $master } rests { $card } to pay T.
ev-rested = { $master } rests { $card }.
ev-cost-roll = Cost roll for { $master }: { $roll } (needs { $faces }).
ev-must-discard = { $master } must discard { cards }.
ev-mark = { $master } gets the mark "{ $mark }".
ev-unmark = { $master } loses the mark "{ $mark }".
ev-cancelled = { $master } cancels effect #{ $number }.
ev-substitute = Substitute Battle: { $master } takes the place of { $out }.
ev-note = Note for the judge ({ $master }): { $text }
ev-state = { $master }: { $card } is now { $value ->
    [standing] standing
    [resting] resting
    [danger] in danger
    [face_down] face down
   *[face_up] face up
}.
ev-scene = #{ $number } { $master } plays the Scene { $card } into the Seat of the Grail.

# decisions
dec-servant = Choose your Servant by DM: "servant <Heroic Spirit> / <Class>"
dec-turn = Your ritual step: "place <Mystic Code>", "reveal", "attack <Master>" or "end"
dec-attack-type = Attack type: "physical" or "magic"
dec-response-type = Response type: "physical" or "magic"
dec-prana-zero = You are at 0 prana: { $spells ->
    [one] your only Command Spell cannot save you — spending the last one loses the game at once (FA-CS-5). "pass" leaves the game
   *[other] "cs 1" to recover 1 prana, or "pass" to leave the game
}
dec-discard = End step: discard { cards } ("discard <card>, <card>")
dec-effect-discard = An effect makes you discard { cards } ("discard <card>, …")

# table
tbl-header = **Fate/Ace Royal**, turn { $turn } ({ $step }). Active Master: { $active }. Turn of: { $current }.
tbl-header-over = **Fate/Ace Royal**, game over after turn { $turn }.
tbl-master = { $mark }**{ $name }**: prana { $prana }, Command Spells { $spells }, hand { $hand }
tbl-out = ~~{ $name }~~: out of the game
tbl-servant-hidden = Servant: face down ({ $state })
tbl-servant = Servant: { $spirit } / { $klass } ({ $state }) P.ATK { $patk } P.DEF { $pdef } M.ATK { $matk } M.DEF { $mdef }
tbl-codes = Mystic Codes: { $codes }
tbl-code-hidden = face-down card
tbl-marks = Marks: { $marks }
tbl-battle = Battle: { $attacker } → { $defender } ({ $process })
tbl-piles = Draw pile: { cards }. Discard pile: { $discard }.
tbl-grail = Seat of the Grail: { $cards }
tbl-settings = Settings: prana { $prana }, hand { $hand }, draw pile: { $pile }, Servants: { $servants }, prana 0: { $zero }, scenes: { $scenes }.
tbl-hand = Your hand: { $cards }
tbl-hand-empty = Your hand is empty.
tbl-winner = Winner: { $name }
tbl-draw = Draw

# refusals
err-not-mystic-code = { $card } is not a Mystic Code: only a Mystic Code is placed in the ritual step.
err-not-in-hand = { $card } is not in your hand.
err-not-face-down = Your Servant is already face up: the ritual reveal needs a face-down Servant. You may place a Mystic Code, attack or end.
err-bad-target = That Master cannot be the target: name another Master still in the game.
err-cannot-attack = Only a standing Servant attacks; yours is { $state ->
    [resting] resting
    [danger] in danger
   *[other] not on the field
}. You may place a Mystic Code, reveal, or end.
err-bad-type = Choose "physical" or "magic".
err-no-servant = You have no Servant on the field.
err-face-down-text = A face-down card's text does not work.
err-danger-activated = A Servant in danger cannot use [Activated] effects; [Permanent] ones still work.
err-not-on-field = { $card } is not on your field.
err-resting-code = { $card } is resting: only its [Permanent] effects work.
err-permanent-cost = A [Permanent] effect has no cost; declare it without "cost".
err-one-activation = You have already activated a card in this step or process (one per Master).
err-cost-t = T needs the card itself standing.
err-cost-e = E needs { cards } from your hand; you have { $hand }.
err-cost-r = R needs { cards } of your own standing face-up cards; you have { $have }.
err-cost-r-card = { $card } cannot pay R: it must be your own standing face-up card, and not the one paying T.
err-no-scenes = Scene cards are off at this table.
err-not-scene = { $card } is not a Scene card.
err-target-out = { $master } has left the game.
err-no-mark = There is no mark "{ $mark }".
err-danger-servant-only = Only a Servant can be in danger.
err-substitute-timing = Substitute Battle is used in the battle process of a battle.
err-substitute-who = Substitute Battle: "substitute @<battling Master> with @<another Master>".
err-bad-stat = Name a stat: patk, pdef, matk or mdef.
err-bad-state = Name a state: standing, resting, danger, face_down or face_up.
err-bad-until = A duration is "until battle" or "until game" (end of turn is the default).
err-cs4-x = Command Spell 4 cannot pay a cost marked X.
err-cs5-standing = Command Spell 5 needs a resting Servant or one in danger.
err-cs-use = Command Spells have the uses 1 to 5.
err-not-waiting = Nothing is waiting for your Servant choice.
err-not-offered = Choose from your offer: Heroic Spirits { $spirits }; Classes { $classes }.
err-over = The game is over.
err-out = You are not in this game.
err-setup = The Servants are still being chosen: "servant <Heroic Spirit> / <Class>".
err-not-ritual = It is not your ritual step. The table waits for: { $waiting }. Command Spells and activations are open to you.
err-not-type = Nobody asks you for an attack or response type now. The table waits for: { $waiting }.
err-nothing-to-pass = You have nothing to pass now. The table waits for: { $waiting }.
err-unknown = That is not a move here.
err-wrong-decision = The table waits for this from you now: { $expected }.
err-no-discard = You have nothing to discard now. The table waits for: { $waiting }.
err-discard-count = Discard exactly { cards }.
err-too-long = A post is at most { $limit } characters.
err-syntax = Not understood. Example: { $example }
err-no-card = No card "{ $card }".
err-no-master = No Master "{ $name }". Masters: { $masters }.
err-cost-syntax = A cost is T, R<n>, D<faces>, E<n> joined by +: { $detail }
err-no-effects = Declare the effect after ":" (e.g. "patk +2", "prana -1 @Name", "note text").
err-bad-effect = Unknown effect "{ $effect }": stat +N, prana, state, draw, discard, take, mark, unmark, cancel, substitute or note.

opt-shared = one shared pile
opt-per_master = a deck per Master
opt-random = dealt at random
opt-choice = free choice
opt-draft = draft
opt-leave = the Master leaves
opt-reset = lose a Command Spell, prana restored
opt-on = on
opt-off = off
tbl-offer = Your offer: Heroic Spirits { $spirits }; Classes { $classes }.
err-permanent-twice = The [Permanent] effect of this card is already declared and stands while the card is face up; cancel it first ("cancel #n") to declare it anew.
