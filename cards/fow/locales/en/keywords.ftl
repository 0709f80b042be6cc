# Keyword abilities made rules (issue 27, F-AMB-12 on).
ev-eternal-kept = { $card } has [Eternal]: it is not destroyed.
ab-condition-seal = its [Seal] is released (its controller controls the magic stones it names)
ab-condition-null = its controller has no cards in his hand ([Null])
ev-coin-got = { $player } does not go first and his ruler { $card } has [Energize]: he gets a will coin ({ $coin }). Post "will coin" to banish it for one will (F-AMB-16).
ev-coin-used = { $player } banishes a will coin for { $will } will.
tbl-coins = { $count ->
    [one] Will coin ([Energize]): { $coins }
   *[other] Will coins ([Energize]): { $coins }
}
coin-none = You have no will coin to banish ([Energize], F-AMB-16).
coin-attribute = Your will coin does not produce that attribute; it produces { $will }.
coin-which = Your will coin produces either of two attributes: name one, e.g. "will coin light".
coin-syntax = Write "will coin" and, for a coin of two attributes, the one you want (e.g. "will coin wind").
ev-doom-triggered = { $card } dealt or was dealt damage under Guinevere's mark: its banish goes on the chase.
ev-mobilized = { $card } is mobilized: its [Mobilize] cost is paid (F-AMB-23).
