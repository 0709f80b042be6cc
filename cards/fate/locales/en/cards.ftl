# Scripted abilities (abilities.py), Command Spells removed by effects, and declared effects.
ev-ability = #{ $number } { $master } activates { $card } (cost { $cost }).
ev-effect-roll = Effect roll for { $master }: { $roll }.
ev-spells-removed = { $master } loses { $count ->
    [one] a Command Spell
   *[other] { $count } Command Spells
} to an effect ({ $spells } left).
err-ability-number = That card has { $count } [Activated] abilities: name one by its number (1–{ $count }).
err-no-activated = { $card } has no [Activated] ability to use.
err-ability-timing = { $card } is used in another step or process.
err-ability-condition = { $card } cannot be used now: its condition does not hold.
err-ability-limit = { $card } has reached its limit.
err-ability-target = Name the Master it targets: "activate <card> @<Master>".
err-cost-prana = The cost needs { $count } prana; you have { $prana }.
err-scene-post = { $card } is a Scene card: "scene { $card }".
err-scripted = { $card } is scripted (cost { $costs }): post "activate { $card }" and the bot pays its own cost and resolves it; a declared cost or effect is not what the card does.
err-not-permanent = { $card } has no [Permanent] effect: its effect is [Activated] ("activate { $card }").
err-permanent-auto = The [Permanent] effect of { $card } applies by itself while the card is face up; nothing to declare.
err-scripted-scene = { $card } is scripted: "scene { $card }" (with "@<Master>" when it chooses one); its effect is not declared by hand.
err-script-cost = A scripted card pays its own printed cost: leave out "cost" (name the cards that pay with "rest …" / "discard …").
err-spells-gain = An effect can only take Command Spells away ("spells -1 @<Master>").
ev-judge-set = Judge's correction: { $master } — { $field ->
    [prana] prana { $old } → { $new }
    [spells] Command Spells { $old } → { $new }
    [mark] gets the mark "{ $mark }"
   *[unmark] loses the mark "{ $mark }"
}.
err-judge-range = The value must be { $low }–{ $high }.
tbl-house = * a house value, not a printed one: no public source gives it (the server sets it in the spreadsheet).
err-cs4-scripted = Your Servant's abilities are scripted: name one ("cs 4 Excalibur", "cs 4 servant 2"); its effect is the card's, not declared.
