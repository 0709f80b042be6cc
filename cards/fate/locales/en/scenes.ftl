# Skills without text (FA-CARD-3) beyond Pre-emptive Strike, and an effect an [Instinct] Servant negates (issue 28).
skill-instinct = Instinct
skill-legion = Legion
ev-negated = { $master }'s Servant has [{ $skill ->
    [instinct] Instinct
    [legion] Legion
   *[other] Pre-emptive Strike
}]: the effect is negated, nothing happens.
