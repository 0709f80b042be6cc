# Response windows (FA-REF-6), the battle processes they belong to, and lists of Masters.
window-stand = stand step
window-draw = draw step
window-reveal = reveal process
window-battle = battle process
window-attack = attack process
window-damage = attacker damage process
window-response = response process
window-response_damage = response damage process
window-retreat = retreat process
process-damage = attacker damage process
process-response_damage = response damage process
ev-window = Response window ({ $window }): { $count ->
    [one] open to
   *[other] open to { $count } Masters:
} { $masters }{ $others ->
    [0] {""}
    [one] ; the other Master has nothing usable and passes by himself
   *[other] ; the other { $others } Masters have nothing usable and pass by themselves
}.
dec-window = Response window ({ $window }): activate a card, or "pass"
# A list of names: "Alice", "Alice and Boris", "Alice, Boris and Clara".
list-and = { $head } and { $last }
