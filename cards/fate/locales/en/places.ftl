# The final places on the table picture (issue 29; cards/fate/picture.py).
pic-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
pic-place-line = { pic-place }: { $names }
leg-turn = turn player
leg-spell = Command Spell left
leg-spell-used = Command Spell used
