# The chase: the controller orders his own simultaneous automatic abilities (F-CHASE-8), and what resolves (issue 27).
ev-order-triggers = { $player } has several automatic abilities triggered at once and chooses the order they go on the chase: { $cards }.
ev-ordered-triggers = { $player } puts them on the chase in this order: { $cards } (the last resolves first).
ask-trigger-order = Your automatic abilities triggered at once: { $list }. Choose the order they go on the chase, first to last: "order 2 1" (the last one resolves first)
want-order-triggers = { $player } first chooses the order of his automatic abilities: "order 2 1".
order-triggers-bad = Name each of the { $count } abilities once, by its number in the list: "order 2 1".
order-syntax = After "order" come the numbers of the abilities in the list, in the order they go on the chase: "order 2 1".
ev-resolving = Resolves from the chase: { $card }.
kw-mark-prevent = damage to it prevented this turn
kw-mark-no-block = cannot block this turn
kw-mark-damage = deals { $amount } more damage this turn
target-cost-syntax = After "cost" comes the card the ability banishes: "target <card> cost banish <your resonator>".
target-no-cost = This ability has no cost to pay: name its targets only.
