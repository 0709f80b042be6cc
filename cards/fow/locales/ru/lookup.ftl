# /card (issue 29): свойства карты из её строки.
lookup-attribute = Атрибут: { $attributes }
lookup-cost = Цена: { $cost }
lookup-atk-def = Атака { $atk } / защита { $defence }
lookup-race = Раса: { $race }
lookup-judgment = Суд: { $cost }
lookup-set = Выпуск: { $set }
lookup-keywords-only = Других способностей, кроме ключевых слов, нет.
