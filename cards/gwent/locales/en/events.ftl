# Effect lines in the match thread, as the forum judge wrote them (G-JUDGE-LOG-*).
# $player is a player's name, $card a card's name: never declined, always phrased around.

ev-placed = { $via ->
    [muster] Muster: { $card } ({ $row }) comes from the deck.
    [revive] { $player } revives { $card } ({ $row }).
    [faction_card] { $card } comes onto the field ({ $row }).
    [skellige] { $card } comes onto the field ({ $row }).
    [spy] { $player } plays { $card } as a spy on { $side }'s half ({ $row }).
   *[play] { $player } plays { $card } ({ $row }).
}
ev-played_special = { $player } plays { $card }.
ev-placed_special = { $player } plays { $card } on the { $row }.
ev-weather = { $player } plays { $card }.
ev-weather_already = { $player } plays { $card } (already active).
ev-leader_weather = { $player }'s leader brings { $weather }.
ev-weather_cleared = Clear Weather: all weather is dispersed.
ev-destroyed = { $source }: { $card } goes to { $player }'s discard pile.
ev-scorch = Scorch
ev-scorch_nothing = Scorch: no unit to destroy.
ev-row_scorch_short = Scorch: { $player }'s { $row } has { $total } < { $threshold }; nothing happens.
ev-decoy = { $player } plays Decoy: { $target } returns to the hand.
ev-decoy_idle = { $player } plays Decoy with no target (a legal skip).
ev-faction_card = { $player } plays the Faction card and summons { $target }.
ev-transformed = { $card } transforms into { $into }.
ev-summoned = { $card } appears on { $player }'s half.
ev-draw_later = { $player } will receive { $count ->
    [one] one card
   *[other] { $count } cards
} after the post ({ $reason }).
ev-drew_none = { $player }: no cards left to draw.
ev-drew = { $player } receives { $count ->
    [one] one card
   *[other] { $count } cards
} by DM ({ $reason }).
ev-drew_cards = You receive:
ev-leader = { $player } activates the leader { $card }.
ev-leader_idle = { $player } uses the leader idle (a legal skip).
ev-leader_nothing = { $player }'s leader has nothing to act on.
ev-leader_horn = { $player }'s leader horn on the { $row }.
ev-horn_replaced = { $card } is replaced by the leader's horn and goes to the discard pile.
ev-reveal_asked = { $player }, reveal { $count ->
    [one] one card
   *[other] { $count } cards
} of your hand: 'reveal <card>, …'.
ev-revealed = { $player } reveals: { $cards }.
ev-took_to_hand = { $player } takes { $card } from { $from_player }'s discard pile into the hand.
ev-discarded = { $player } discards { $card }.
ev-take_asked = { $player } chooses a card from the deck (by DM to the judge).
ev-took_from_deck = { $player } takes the chosen card from the deck.
ev-took_from_deck_card = You took: { $card }
ev-crach = { $count ->
    [0] Crach an Craite: no card goes back into the decks.
   *[other] Crach an Craite: back into the decks: { $cards }.
}
ev-helheim = Helheim: every discard pile goes back into the decks, never to return.
ev-treacherous = The Treacherous weakens the horn on the opponent's { $row }.
ev-white_flame_block = The White Flame: { $opponent } may use no leader for the rest of the round.
ev-moved = { $player } moves { $card } to the { $row }.
ev-leader_cancelled = The White Flame cancels { $player }'s leader effect.
ev-leader_cancelled_back = Restored: { $cards }.
ev-pass_queued = { $player } passes ahead: the pass takes effect at the start of their next turn.
ev-passed = { $player } passes.
ev-auto_pass_short = { $player } posted one card: the missing second card counts as a pass.
ev-auto_passed = { $player } is auto-passed.
ev-enough = The cards posted are enough to win the round ({ $score }).
ev-not_enough = The cards posted are not enough to win the round ({ $score }).
ev-turn_start = Start of turn { $turn }. { $player } moves{ $cards ->
    [0] {" "}(any number of cards).
    [1] {" "}(one card).
    [2] {" "}(two cards).
   *[other] .
}
ev-round_start = Round { $round }. { $player } moves first.
ev-round_end = End of round { $round }: { $a } { $sa } – { $sb } { $b }; { $winner ->
    [none] a draw: both lose a life.
   *[other] { $winner } wins the round.
}
ev-match_end = The match is over. { $winner } wins.
ev-match_end_draw = The match ends in a draw.
ev-ask_keep = { $player } (Monsters): which unit stays on the field? 'keep <card>'.
ev-kept = { $player } keeps { $card } on the field.
ev-kept_none = { $player } keeps nothing.
ev-ask_revive = { $player } (Skellige): revive up to two units: 'revive <card>, <card>' or 'revive none'.
ev-ask_first = { $player } (Scoia'tael) decides who moves first: 'first <player>'.
ev-first_chosen = { $player } decides: { $first } moves first.
ev-first_random = By lot, { $player } moves first.
ev-dealt_hand = Your hand:
ev-dealt_offer = Offered for the exchange (up to { $limit }):
ev-dealt_answer = Answer: 'exchange <cards> for <cards>' or 'exchange none'.
ev-dealt_public = { $player } is dealt { $count ->
    [one] one card
   *[other] { $count } cards
}.
ev-exchanged = { $count ->
    [0] { $player } exchanges no cards.
    [one] { $player } exchanges one card.
   *[other] { $player } exchanges { $count } cards.
}
ev-hand = Your hand:
ev-deck_accepted = Deck accepted: { $cards ->
    [one] one card
   *[other] { $cards } cards
}, { $units ->
    [one] one of them a unit
   *[other] { $units } of them units
}.
ev-deck_ready = { $player }'s deck is ready.
ev-ask_decks = Waiting for deck lists (by DM): { $players }.
ev-cleanup = The field is cleared.

reason-spy = spy
reason-northern_realms = Northern Realms bonus
reason-daisy = Daisy of the Valley
reason-deliver = after the post
ev-leader_cancelled_hidden = { $count ->
    [one] A card from the hand goes back to the deck.
   *[other] { $count } cards from the hand go back to the deck.
}
ev-leader_cancelled_private = The White Flame takes back from your hand to your deck: { $cards }.
