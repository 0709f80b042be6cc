deck-hint = A deck is lines like "4 Blessed Holy Wolf" under "ruler:", "main:" and "stones:" (without them each card goes where its type belongs), or "starter faria" for a ready deck; or an .xlsx with the columns section, count, card.
deck-not-a-deck = This is not a deck list.
deck-upload-kind = Send the deck as text or as an .xlsx file.
