# Words added for the pool's scripts (issue 26).
ab-condition-more-rear-guards = you have more rear-guards than your opponent
ab-effect-if = if { $cond-key ->
    [more-rear-guards] you have more rear-guards than your opponent
    [my-turn] it is your turn
    [opp-turn] it is your opponent's turn
    [boosted] this unit is boosted
   *[attacking-vanguard] this unit attacks a vanguard
}:
ev-effect-unmet = { $card }: the condition of the rest of its ability does not hold, so that part does not happen.
