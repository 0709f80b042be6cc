# Kept hidden until the rules reveal it (F-OVR-3, issue 25).
ev-deck-ruler = Your ruler: { $ruler }; main deck { $main }, stones { $stones }. The other player sees the counts when both decks are in and the ruler when the rulers are placed (F-SETUP-6).
ev-deck-in = Deck of { $player } accepted; its counts are shown when both decks are in, its ruler when the rulers are placed.
ev-deck-counts = Deck of { $player }: main deck { $main }, stones { $stones }.
