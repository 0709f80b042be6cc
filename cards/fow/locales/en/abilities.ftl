# Issue 27: card data, scripted abilities, keywords and the rules fixes that came with them.
judgment-none = This ruler has no J-ruler side: it cannot perform Judgment.
judgment-cost-unknown = The Judgment cost of this ruler is not in the card data: name the stones you rest for it (judgment pay …).
ev-declared-cost = { $player } declares the cost of { $card }: { $cost } (not in the card data; the opponent may dispute it).
deck-main-later = { $card } is a { $kind } card: its deck zone belongs to rules after CR 6.3a, which this referee does not run (F-DECK-2).
