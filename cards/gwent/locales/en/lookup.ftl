# /card: a card's facts.
card-faction = Faction: { $faction }
card-kind-unit = Unit card
card-kind-hero = Hero (immune to specials and abilities)
card-kind-special = Special card
card-kind-weather = Weather card
card-kind-leader = Leader card
card-kind-faction = Faction card
card-strength = Strength: { $strength }
card-row = Row: { $row }
card-agile = close or ranged (agile)
card-abilities = Abilities: { $abilities }
