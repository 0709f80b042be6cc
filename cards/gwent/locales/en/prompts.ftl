# What the judge asks each player for (decision labels, DMs, reminders) and the private hand view.

ask-turn = your move
ask-turn-unlimited = your move — any number of cards (`a + b + …`), the opponent has passed
ask-exchange = your exchange: `exchange <hand cards> for <offered cards>` (e.g. `exchange #2, #5 for Scorch, Ghoul`) or `exchange none`
ask-keep = which unit stays on the field: `keep <card>` or `keep none`
ask-first = who moves first: `first <player>` or `first me`
ask-revive = the Skellige revive: `revive <card>, <card>` (add @row for agile units) or `revive none`
ask-reveal = reveal { $count ->
    [one] one card
   *[other] { $count } cards
} of your hand in the thread: `reveal <card>, …`
ask-take = the card you take from your deck, by DM: `take <card>`
ask-deck = your deck. Write `deck <faction>; leader <name>; <cards, comma-separated>` — names or numbers from the faction's sheet of the reference (`1-20` and `Ghoul x3` work), at least 22 units and at most 10 specials; or `deck <faction> ready`; or upload the filled '(2)' sheet of the reference. Factions: { $factions }

hand-title = Your hand ({ $count }):
hand-offer = Offered for the exchange (up to { $limit }):
hand-leaders = Leaders: { $names }
hand-pending = (+{ $count } after the post)

# "Not now": what the judge waits for from this player.
not-now-over = The match is over.
not-now-other = It is not your move: waiting for { $who }.
not-now = Not now. The judge is waiting for { $asks }.
not-now-turn = your turn: play a card or pass
not-now-exchange = your exchange: exchange <cards> for <offered cards>, or exchange none
not-now-deck = your deck list: deck <faction>; leader <name>; <cards>
not-now-keep = which unit stays: keep <card> (or keep none)
not-now-first = who moves first: first <player>
not-now-revive = the Skellige revive: revive <card>, <card> (or revive none)
not-now-reveal = which cards you reveal: reveal <card>, …
not-now-take = the card you take from your deck: take <card> (by DM)
