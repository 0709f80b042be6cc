# Issue 27: card data, scripted abilities, keywords and the rules fixes that came with them.
judgment-none = This ruler has no J-ruler side: it cannot perform Judgment.
judgment-cost-unknown = The Judgment cost of this ruler is not in the card data: name the stones you rest for it (judgment pay …).
ev-declared-cost = { $player } declares the cost of { $card }: { $cost } (not in the card data; the opponent may dispute it).
deck-main-later = { $card } is a { $kind } card: its deck zone belongs to rules after CR 6.3a, which this referee does not run (F-DECK-2).
step-end = end of battle
ev-battle-end-step = End of battle: responses now, before the battle ends (F-BTL-1).
effect-move-same-zone = The card is already there: moving a field card to the field would untap it, heal it and reset its entry turn (F-REF-4).
effect-cancel-judgment = Judgment is neither a spell nor an ability: it cannot be cancelled (F-JUDG-4).
eff-stone = put the top card of the magic stone deck onto the field ({ $target })
eff-token = a token: { $word } ({ $target })
eff-control = { $target } comes under the control of { $player }
eff-reorder = the top of the deck is put back in a new order ({ $target })
eff-look = look at the top { $amount } of the main deck ({ $target })
ev-stone-put = { $player } puts a magic stone onto the field from the magic stone deck: { $card }.
ev-stone-deck-empty = { $player } has no magic stone deck left to put a stone from.
ev-token-made = { $player } gets a token: { $card }.
ev-token-gone = The token { $card } leaves the field and ceases to exist.
ev-control-changed = { $player } now controls { $card }.
ev-reordered = { $player } puts the top { $count } cards of the deck back in a new order.
ev-looked = { $player } looks at the top { $count } cards of the main deck.
ev-looked-cards = The top of your deck, from the top: { $cards }
effect-reorder-bad = Name a new order of the top cards by their positions, each once: reorder 3 1 2.
effect-token-bad = A token is a resonator card of the data: token <card name>.
play-not-in-graveyard = That card is not in your graveyard.
play-graveyard-remnant = Only a card with [Remnant] is played from the graveyard (or say that its text allows it: from graveyard cost …).
ev-declared-graveyard-play = { $player } plays { $card } from the graveyard as its text allows (declared; the opponent may dispute it).
kw-pierce = Pierce
kw-explode = Explode
kw-remnant = Remnant
kw-awakening = Awakening
kw-incarnation = Incarnation
kw-barrier = Barrier
kw-drain = Drain
kw-eternal = Eternal
kw-stealth = Stealth
kw-untouchable = Untouchable
kw-energize = Energize
kw-seal = Seal
kw-null = Null
ev-pass-until-change = { $player } passes until something new goes on the chase.
effect-barrier = { $card } has [Barrier]: the opponent's spells and abilities cannot target it.
effect-untouchable = { $card } has [Untouchable]: it cannot be cancelled on the chase.
x-bad = Name X as a number: x 3.
awaken-none = This card has no [Awakening].
incarnation-none = This card has no [Incarnation].
incarnation-count = [Incarnation] banishes exactly { $count } resonators you control.
incarnation-bad = [Incarnation] banishes resonators you control, each of an attribute the card names.
ev-pierce = [Pierce]: { $card } deals { $amount } more to the player.
ev-explode = [Explode]: { $card } destroys { $target }.
ev-targets = targets: { $cards }
ev-triggered = { $card } ({ $player }) triggers: it goes on the chase the next time a player would get priority.
ev-choose-targets = { $player } chooses the targets of { $card }: "target <card>".
ev-no-target = { $card }: no legal target, so the ability does not go on the chase.
ev-declined = { $player } declines { $card }.
ev-marked = { $card }: { $what ->
    [prevent] all damage to it is prevented
    [no-block] it cannot block
   *[damage] it deals more damage
} until end of turn.
ev-damage-prevented = Damage to { $card } is prevented ({ $amount }).
ev-no-life-gain = { $player } cannot gain life now.
ev-addition-fell = { $card } is no longer added to a card on the field: it goes to the graveyard (F-TYPE-5).
ev-declared-effects = { $card }: no script, so these effects are declared (the opponent may dispute them, F-REF-7).
ask-target = Choose the targets of { $card }: "target <card>; <card>" (or "target none" when it says you may)
want-targets = { $player } first chooses the targets of { $card }: "target <card>".
targets-unscripted = Targets after "->" are for scripted cards and additions; declare this card's effects after ":".
scripted-declared = { $card } has a script: the bot knows what it does. Name the ability and its targets ("-> card") instead of declaring effects.
scripted-no-ability = { $card } has no ability of that kind in its script.
scripted-ability-number = This card has { $count } abilities of that kind: "ability 1" … "ability { $count }".
scripted-limit = That ability was already used as often as it may be.
scripted-condition = That ability's condition does not hold now.
scripted-banish = This cost banishes one { $what } you control: "cost banish <card>".
scripted-discard = This cost discards another { $card } from your hand, and you have none.
scripted-no-target = There is no legal target for this ability now (F-CHASE-9).
scripted-name-targets = Name { $count ->
    [one] its target
   *[other] { $count } targets
} after "->": { $cards }.
scripted-bad-targets = Those are not legal targets for this ability (F-CHASE-9).
trigger-not-met = The condition of this [Trigger] chant is not met now (F-CHASE-6).
addition-host = An addition added to a card names it after "->": one J/resonator on the field (F-TYPE-4).
ability-number-bad = Name the ability by its number: ability 2.
card-no-script = No script: what it does is declared by its player (F-REF-2).
