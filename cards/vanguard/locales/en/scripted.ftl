# Texts of the scripted cards (issue 26): ready decks by name, ability decisions, declared marks.
err-ready-deck-name = No single ready deck is called “{ $text }”. Ready decks: { $decks }.
err-ambiguous-twins = Several different cards are called “{ $text }”: { $numbers }. Write its card number instead.
