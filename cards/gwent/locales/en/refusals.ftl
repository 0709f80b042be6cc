# Why a post is refused, and what would be legal. $card is a card's name, never declined.

# Kinds of cards a post may name ("Possible …: …") and the sentence when there is none.
what-hand = cards in your hand
none-hand = You have no cards in your hand.
what-revive = cards to revive
none-revive = There is no card to revive.
what-own-units = units on your half
none-own-units = There are no units on your half.
what-deck = cards left in your deck
none-deck = There are no cards left in your deck.
what-tied = tied strongest units
none-tied = There are no tied strongest units.
what-agile = agile units on your half
none-agile = There are no agile units on your half.
what-offer = offered cards
none-offer = No cards are offered to you.
what-keepable = non-hero units on your half
none-keepable = There are no non-hero units on your half.
what-own-discard = non-hero units in your discard pile
none-own-discard = There are no non-hero units in your discard pile.
what-that-discard = non-hero units in that discard pile
none-that-discard = There are no non-hero units in that discard pile.
what-all-discards = non-hero units in the discard piles
none-all-discards = There are no non-hero units in the discard piles.
what-own-discard-units = units in your discard pile
none-own-discard-units = There are no units in your discard pile.

r-not-here = { $card } cannot be used here. Possible { $what }: { $names }.
r-possible = { $reason } Possible { $what }: { $names }.
r-not-in-hand = That card is no longer in your hand.
r-agile-row = { $card } is agile: add @close or @ranged (G-AGILE-2).
r-only-row = { $card } can only go to the { $row }.
r-medic-name = Medic: name the card to revive (… > <card>) or '> none'. In your discard: { $names }.
r-horn-row = { $card }: choose the row with @close, @ranged or @siege (G-HORN-2).
r-horn-taken = Your { $row } already holds { $card } (G-HORN-3).
r-no-effect = { $card } has no effect the judge knows.
r-decoy-name = Decoy: name the unit to take back (Decoy > <unit>) or '> none'. On your half: { $names }.
r-faction-card-name = Faction card: name the card to summon from your deck (Faction card > <card>).
r-scorch-cap = The scorch may destroy only { $cap } of the tied units: name them after '>' ({ $names }).

r-leader-blocked = Your leader is blocked by The White Flame.
r-leader-passive = Your leader is passive: it works by itself and is never activated (G-LEAD-4).
r-no-leader = You have no leader card you may activate now.
r-which-leader = Which leader? You may use: { $names }.
r-wild-hunt-weather = King of the Wild Hunt: choose the weather (leader > rain | fog | frost | clear).
r-weather-choice = Choose rain, fog, frost or clear.
r-leader-discard-name = Name the unit to take from the discard pile (leader > <card>) or '> none'.
r-crach-row = Crach an Craite: choose the row (leader @row).
r-row-has-horn = That row already holds a horn.
r-treacherous-row = The Treacherous: choose the opponent's row (leader @row).
r-destroyer-cards = Destroyer of Worlds: name the two hand cards to discard (leader > <card>, <card>).
r-crach-piles = Crach an Craite: choose own, opponent or both.
r-bringer-name = Bringer of Death: name the unit to revive.
r-valhalla-name = Valhalla: name the card to revive.

r-unknown-faction = Unknown faction '{ $text }': Nilfgaard, Northern Realms, Scoia'tael, Monsters or Skellige.
r-deck-invalid = The deck is not valid:
r-deck-no-number = #{ $number } is not a card number of this faction's sheet
r-deck-copies = { $card }: { $count ->
    [one] one copy
   *[other] { $count } copies
}, the deck list has { $available }
r-deck-units = { $units ->
    [one] one unit card
   *[other] { $units } unit cards
}: at least { $min } are needed (G-DECK-CL-2)
r-deck-specials = { $specials ->
    [one] one special card
   *[other] { $specials } special cards
}: at most { $max } are allowed (G-DECK-CL-2)
r-deck-faction-card = the Faction card is added to every deck by itself: leave it out
r-deck-leader = choose a leader (leader <name>): { $names }
r-exchange-counts = Give back as many cards as you take.
r-exchange-limit = At most { $limit ->
    [one] one card
   *[other] { $limit } cards
} may be exchanged (G-MULL-1).

r-hope-one-move = Hope of the Aen Seidhe: one move per turn (A-25).
r-pass-last = A pass ends the post: write it last.
r-pass-alone = A pass is its own post (G-JUDGE-PASS-1): post the card now and pass on your next turn.
r-card-or-pass = Play a card or pass.
r-turn-limit = One turn, { $limit } { $limit ->
    [one] card
   *[other] cards
} (G-TURN-2, G-HARD-DOUBLE-1).
r-unused-targets = Nothing uses these targets: { $targets }.
r-hope-only = Only Hope of the Aen Seidhe lets you move units.
r-hope-row = Move to @close or @ranged.
r-skellige-two = Skellige revives at most two units.
r-who-first = Who moves first? Write: first { $names }.
r-reveal-count = Reveal exactly { $count ->
    [one] one card
   *[other] { $count } different cards
} of your hand.

r-name-empty = Which card? The name is empty.
r-ambiguous = "{ $query }" could be several cards: { $names }. Write more of the name.
r-unknown-card = There is no card "{ $query }".
r-unknown-card-here = There is no card "{ $query }" among the cards you can use here.

# Post syntax.
r-unknown-place = Unknown place '@{ $place }': use @close, @ranged, @siege or @own.
r-no-hand-position = There is no card #{ $pos } in your hand (you hold { $count }).
r-name-before-mod = Name a card before '@' or '>'.
r-exchange-syntax = Write the exchange as: exchange <hand card>, … for <offered card>, …
r-deck-syntax = Write: deck <faction>; leader <name>; <cards or numbers, comma-separated> — or: deck <faction> ready
r-upload-xlsx = Send the deck as the filled '(2)' sheet of the reference, an .xlsx file.
