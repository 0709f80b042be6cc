## Force of Will: every text a person reads (English)

# --- refusals ---------------------------------------------------------------
game-over = The game is over.
not-a-seat = You have no seat in this match.
not-now = That is not something to post now.
not-main-timing = Only at main timing: your main phase, you hold priority, the chase is empty, no battle (F-MAIN-1).
not-your-priority = { $player } has priority now; wait for a pass or a response.
want-deck = Send your deck list first (or "deck starter faria").
want-order = { $player } chooses to play first or second: "first" or "second".
want-mulligan = { $player } decides the mulligan now: "mulligan <card>; <card>" or "mulligan none".
want-discard = { $player } discards down to 7: "discard <card>; …" ({ $count ->
    [one] one card
   *[other] { $count } cards
}).
want-block = { $player } decides the block now: "block <card>" or "no block".
order-not-yours = Only the randomly chosen player decides who goes first.
mulligan-not-yours = It is not your mulligan now.
mulligan-bad = Name cards from your hand, each once.
discard-count = Discard exactly { $count ->
    [one] one card
   *[other] { $count } cards
} from your hand, each named once.
deck-already = Your deck is already in.
call-once = You have already called a magic stone this turn (F-STONE-3).
call-after-judgment = No stone call in a turn of Judgment (F-STONE-4).
call-rested = Your ruler is rested; calling a stone rests a recovered ruler (F-STONE-2).
call-empty = Your magic stone deck is empty (F-STONE-5).
judgment-already = Your J-ruler is already on the field or on the chase.
judgment-lost = Your J-ruler was destroyed: no more Judgment this game (F-JUDG-5).
judgment-once = Judgment only once per turn (F-JUDG-2).
judgment-rested = Judgment needs your ruler recovered in the ruler area (F-JUDG-1).
attack-bad-attacker = That card cannot attack: it must be your recovered J/resonator, on the field since the start of the turn or with Swiftness (F-BTL-2).
attack-bad-target = That is not a legal target: the opponent, or his rested J/resonator (recovered too with Target Attack) (F-BTL-3, F-BTL-4).
battle-forfeited = You started a battle and forfeited its attack this turn: no other battle (F-BTL-16).
block-not-now = There is no attack to block now.
block-bad = That card cannot block: a recovered J/resonator of yours, not the attacked card; only Flying blocks Flying (F-BTL-5, F-BTL-6).
legal-cards = Legal: { $cards }.
legal-none = Nothing is legal there now.
legal-main = At main timing you may play, attack, call, perform Judgment or pass.
legal-priority = With priority you may respond (Quickcast, Trigger, abilities) or pass.
will-what = Cost { $cost }; recovered stones: { $stones }; will in the pool: { $pool }.
will-short = Not enough will for { $cost } (F-WILL-3).
will-name-stones = Name the stones to rest for { $cost }, e.g. "pay light light fire" (F-AMB-7).
will-bad-stones = Those are not your recovered magic stones, each named once.
will-bad-stones-plain = Name your recovered magic stones by attribute, e.g. "will light".
pay-bad-word = "{ $word }" is not a will attribute (light, fire, water, wind, darkness).
pay-no-stone = You have no recovered stone left that produces { $will }.
cost-rest-rested = The card must be recovered, on your field or in your ruler area, to pay {"{"}Rest{"}"}.
cost-rest-sick = This J/resonator came to your field this turn: {"{"}Rest{"}"} needs Swiftness (F-WILL-8).
cost-discard = Discard costs are cards in your hand other than the one used.
cost-banish = Banish costs are cards you control or hold.
cost-twice = A card can pay a cost only once.
cost-life = You have only { $life } life to pay with.
cost-bad-item = "{ $item }" is not a cost: rest; discard <card>; banish <card>; life <n>; less <n>; {"{"}R{"}"}{"{"}1{"}"}.
play-not-in-hand = That card is not in your hand.
play-not-in-standby = That card is not in your standby area.
play-standby-trigger = Only a [Trigger] or [Stealth] card is played from the standby area (F-CHASE-7, F-AMB-13).
play-standby-same-turn = A [Trigger] card cannot be played in the turn it was set (F-CHASE-7).
play-not-playable = Rulers and magic stones are not played from the hand.
play-main-timing = This card is played at main timing only; responses need [Quickcast] or a met [Trigger] (F-TYPE-9).
use-not-controlled = You do not control that card on the field or in your ruler area (F-REF-3).
art-none = That card has no God's Art.
art-used = God's Art <{ $art }> was already used this game (F-KW-2).
art-syntax = Name the God's Art in angle brackets: art <God's Breath> pay …: …
effect-bad-target = A target of "{ $kind }" is not legal now (F-CHASE-9).
effect-bad-will = Will is light, fire, water, wind, darkness or void.
effect-bad-zone = Zones: hand, field, graveyard, removed, deck top, deck bottom.
effect-bad-keyword = Keywords that can be given: { $keywords }.
effect-bad-chase = The chase holds { $count ->
    [one] one item
   *[other] { $count } items
}; cancel 1 is the top.
effect-unknown = "{ $text }" is not a generic action (damage, destroy, life, +X/+Y, rest, recover, draw, discard, search, move, produce, give, counter, cancel, note).
ref-unknown = No card is called "{ $name }".
ref-not-there = Not { $where ->
    [hand] in your hand
    [standby] in your standby area
    [graveyard] in your graveyard
    [choice] among the cards you may choose
   *[field] on the field
}: { $name }.
ref-number = There is no card number { $number }: you hold { $count }.
ref-player = "{ $name }" is not a player: me, opponent or a name.
post-too-long = A post is at most { $limit } characters.
no-legal-post = There is no legal post now.
deck-too-long = A deck list is at most { $limit } characters.
deck-no-ready = Ready decks: { $decks }.
deck-unknown = Unknown card "{ $name }".
deck-count = Too many copies of "{ $name }".
deck-ruler-count = A deck has exactly one ruler; this one has { $count } (F-DECK-1).
deck-ruler-type = The ruler must be a Ruler card (its ruler side) (F-DECK-1).
deck-main-small = The main deck holds { $count ->
    [one] one card
   *[other] { $count } cards
}; it needs at least 40 (F-DECK-2).
deck-main-big = The main deck holds { $count } cards; at most 60 from rules version 6.4 (F-OPT-2).
deck-main-type = The main deck holds no rulers or magic stones: { $card } (F-DECK-2).
deck-stones-size = The magic stone deck holds { $count ->
    [one] one card
   *[other] { $count } cards
}; it needs 10 to 20 (F-DECK-3).
deck-stones-type = Only magic stones go in the magic stone deck: { $card } (F-DECK-3).
deck-four = At most 4 cards of one name: { $card } × { $count } (F-DECK-4).

# --- events -----------------------------------------------------------------
ev-match-start = Force of Will: { $players } (rules { $cr }). Send your decks by DM.
ev-chooser = { $forced ->
    [yes] Chosen at random: { $player } plays first (7.0).
   *[no] Chosen at random: { $player } chooses to play first or second.
}
ev-first-player = { $player } plays first.
ev-dealt = Your hand: { $cards }.
ev-mulligan = Mulligan of { $player }: { $count ->
    [0] kept the hand
    [one] one card to the bottom
   *[other] { $count } cards to the bottom
}.
ev-mulligan-cards = To the bottom: { $put }. Drawn: { $drew }.
ev-ruler-placed = Ruler of { $player }: { $card }.
ev-turn-start = Turn { $turn }: { $player }.
ev-drew = { $player } draws { $count ->
    [one] a card
   *[other] { $count } cards
}.
ev-drew-cards = You drew: { $cards }.
ev-recovery = { $player } recovers his cards.
ev-deck-out = { $player } cannot draw from an empty main deck (F-WIN-2).
ev-passed = { $player } passes.
ev-passed-auto = { $player } passes (no responses until end of turn).
ev-priority = Priority: { $player } (top of the chase: { $top }). Respond or "pass".
ev-no-responses = { $player }: no responses until end of turn.
ev-conceded = { $player } concedes.
ev-note = Note of { $player } for the judge: { $text }
ev-stone-called = { $player } calls a magic stone: { $card }.
ev-judgment-declared = { $player } performs Judgment: { $card } (on the chase).
ev-judgment-done = Judgment resolves: the J-ruler of { $player } is on the field.
ev-entered-field = Enters the field: { $card }.
ev-added-play = { $player } plays { $card } (on the chase)
ev-added-trigger = { $player } plays from the standby area: { $card } (on the chase)
ev-added-ability = { $player } uses an ability of { $card } (on the chase)
ev-added-auto = { $player } puts an automatic ability of { $card } on the chase
ev-added-art = { $player } uses God's Art <{ $art }> of { $card } (on the chase)
ev-auto-declared = { $player } declares an automatic ability: { $card }. It goes on the chase when priority is next given.
ev-will-ability = { $player } uses a will ability of { $card } (no chase).
ev-will-produced = { $player } produces will: { $will }.
ev-paid = { $player } pays { $cost }.
ev-rested = Rested: { $card }.
ev-recovered-card = Recovered: { $card }.
ev-discarded = { $player } discards: { $cards }.
ev-banished = Banished (to the graveyard): { $card }.
ev-attack = { $player } attacks with { $card }; target: { $target }.
ev-attack-player = { $player } attacks with { $card }; target: { $target_player }.
ev-block = { $player } blocks with { $card }.
ev-no-block = { $player } does not block.
ev-no-blockers = { $player } has no card that can block.
ev-battle-forfeited = { $player } starts a battle and forfeits the attack: no other battle this turn.
ev-battle-end = The battle ends.
ev-damage = Damage { $amount }: { $card }.
ev-destroyed = Destroyed: { $card }.
ev-jruler-destroyed = { $imperishable ->
    [yes] The J-ruler is destroyed and returns to the ruler area; Imperishable keeps Judgment: { $card }.
   *[no] The J-ruler is destroyed and returns to the ruler area, no more Judgment: { $card }.
}
ev-life = Life of { $player }: { $life } ({ $change }).
ev-modified = { $card }: { $atk }/{ $def_ } ({ $until }).
ev-keyword-given = { $card } gains { $keyword } until end of turn.
ev-counters = Counters on { $card }: { $count }.
ev-cancelled = Cancelled: { $card }.
ev-effect-fizzled = An effect ({ $kind }) does nothing: its target is gone (F-CHASE-9).
ev-searched = { $player } searches the main deck and takes a card; the deck is shuffled.
ev-searched-card = You took from your main deck: { $card }.
ev-search-failed = { $player } searches the main deck and takes no card; the deck is shuffled.
ev-moved = Moved: { $card } → { $zone }.
ev-set-standby = { $player } sets a card in the standby area.
ev-set-standby-card = Set in your standby area: { $card }.
ev-end-phase = End of turn of { $player }.
ev-game-won = { $player } wins ({ $reason }).
ev-game-draw = Both players lose at once: a draw ({ $reason }).

# --- effect words ------------------------------------------------------------
eff-damage = { $amount } damage to { $target }
eff-destroy = destroy { $target }
eff-life = life { $amount } ({ $target })
eff-mod = { $amount }/{ $amount2 } for { $target } { $until }
eff-rest = rest { $target }
eff-recover = recover { $target }
eff-draw = draw { $amount } ({ $target })
eff-discard = discard { $target }
eff-search = search the main deck
eff-move = move { $target } to { $word }
eff-produce = produce { $word }
eff-give = { $target } gains { $word }
eff-counter = counters { $amount } on { $target }
eff-cancel = cancel { $target }
eff-note = note: { $word }

word-light = light
word-fire = fire
word-water = water
word-wind = wind
word-darkness = darkness
word-void = void
word-hand = the hand
word-field = the field
word-graveyard = the graveyard
word-removed = the removed area
word-deck_top = the top of the deck
word-deck_bottom = the bottom of the deck
word-turn = until end of turn
word-battle = until end of battle
word-while = while a condition holds
word-life = life reached 0
word-deck_out = an empty main deck
word-concede = a concession
word-loss = a loss
word-until-turn = until end of turn
word-until-battle = until end of battle
word-until-while = while { $cond }

kw-flying = Flying
kw-first-strike = First Strike
kw-swiftness = Swiftness
kw-target-attack = Target Attack
kw-imperishable = Imperishable
kw-quickcast = Quickcast
kw-trigger = Trigger
kw-gods-art = God's Art

type-ruler = ruler
type-j-ruler = J-ruler
type-resonator = resonator
type-magic-stone = magic stone
type-addition = addition
type-regalia = regalia
type-chant = chant

# --- the table ----------------------------------------------------------------
phase-deck = deck lists
phase-order = who plays first
phase-mulligan = mulligan
phase-draw = draw phase
phase-recovery = recovery phase
phase-main = main phase
phase-end = end phase
phase-over = game over
step-attack = declare attack
step-block = declare block
step-first_strike = first-strike damage
step-damage = damage
tbl-setup = Force of Will — setup: { $phase }
tbl-head = Force of Will — turn { $turn } ({ $player }), { $phase }
tbl-head-battle = Force of Will — turn { $turn } ({ $player }), { $phase }, battle: { $step }
tbl-over = Force of Will — the game is over. Winner: { $player }
tbl-over-draw = Force of Will — the game is over: a draw.
tbl-player = **{ $player }** — life { $life }
tbl-ruler = Ruler: { $card } ({ $state })
tbl-jruler = J-ruler: { $card }
tbl-judgment-lost = (no more Judgment)
tbl-field = Field: { $cards }
tbl-stones = Stones: { $stones }
tbl-stone-group = { $will } { $up } recovered, { $down } rested
tbl-will = Will in the pool: { $will }
tbl-graveyard = Graveyard: { $count }, top: { $top }
tbl-counts = Hand { $hand } · deck { $deck } · stone deck { $stones } · standby { $standby } · removed { $removed }
tbl-chase = Chase (top first):
tbl-chase-item = { $card } ({ $player })
tbl-battle = Battle: { $attacker } → { $target }; blocker: { $blocker }
tbl-priority = Priority: { $player }
tbl-damage = damage { $amount }
tbl-counters = counters { $count }
tbl-rested = rested
tbl-ruler-rested = rested
tbl-ruler-recovered = recovered
tbl-recovered = recovered
hand-head = Your hand ({ $count ->
    [one] one card
   *[other] { $count } cards
}):
hand-standby = Standby area: { $cards }
hand-jruler = Your J-ruler side: { $card } { $atk }/{ $def_ }, Judgment { $cost }

# --- what the judge asks --------------------------------------------------------
ask-deck = Send your deck list by DM (one card a line, "4 Blessed Holy Wolf"), or "deck starter faria" / "deck starter melgis"
ask-first-or-second = You were chosen at random: post "first" or "second"
ask-mulligan = Mulligan: "mulligan <card>; <card>" puts them on the bottom in that order and draws as many; "mulligan none" keeps the hand
ask-discard = Discard down to 7: "discard <card>; …" ({ $count ->
    [one] one card
   *[other] { $count } cards
})
ask-block = Block: "block <card>" or "no block"
ask-main = Main timing: play, attack, call, judgment, activate … or "pass" to end the main phase
ask-priority = You have priority (top of the chase: { $top }): respond or "pass"; "no responses" passes for you until end of turn
