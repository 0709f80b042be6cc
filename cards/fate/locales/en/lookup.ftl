# /card (issue 29): a card's facts from its row.
lookup-kind-spirit = Heroic Spirit
lookup-kind-class = Class (adds to its Heroic Spirit's stats)
lookup-kind-mystic-code = Mystic Code
lookup-kind-scene = Scene card
lookup-classes = Classes: { $classes }
lookup-skill-pre-emptive-strike = [Pre-emptive Strike]
lookup-skill-legion = [Legion]
lookup-skill-instinct = [Instinct]
lookup-cost = Cost: { $cost }
lookup-copies = { $count ->
    [one] { $count } copy in the deck
   *[other] { $count } copies in the deck
}
lookup-house = * a house value, not a printed one: no public source gives it (the server sets it in the spreadsheet).
lookup-no-abilities = No abilities.
lookup-unscripted = Its abilities are not scripted: a player declares what it does.
