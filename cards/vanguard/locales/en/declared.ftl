# Hand-declared abilities on the table (issue 26, V-REF-3, V-REF-7): the bot did not check them against the card.
tbl-declared-mark = [declared, not checked]
tbl-declared = Declared this turn, not checked against the cards: { $abilities }
pic-declared = declared
