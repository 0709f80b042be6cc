# /card: сведения о карте.
card-faction = Фракция: { $faction }
card-kind-unit = Отряд
card-kind-hero = Герой (на него не действуют специальные карты и способности)
card-kind-special = Специальная карта
card-kind-weather = Карта погоды
card-kind-leader = Карта лидера
card-kind-faction = Карта фракции
card-strength = Сила: { $strength }
card-row = Ряд: { $row }
card-agile = ближний или стрелковый (ловкий)
card-abilities = Способности: { $abilities }
