# /card (issue 29): a card's facts from its row.
lookup-attribute = Attribute: { $attributes }
lookup-cost = Cost: { $cost }
lookup-atk-def = ATK { $atk } / DEF { $defence }
lookup-race = Race: { $race }
lookup-judgment = Judgment: { $cost }
lookup-set = Set: { $set }
lookup-keywords-only = No abilities besides its keywords.
