# A face-down Servant's stat change: the table hears the change, not the value (FA-OVR-4, issue 25).
ev-stat-hidden = { $master }: { $stat ->
    [patk] P.ATK
    [pdef] P.DEF
    [matk] M.ATK
   *[mdef] M.DEF
} { $amount } ({ $until ->
    [turn] until end of turn
    [battle] until end of battle
    [game] until end of game
   *[source] while its card is face up
}); the Servant is face down.
