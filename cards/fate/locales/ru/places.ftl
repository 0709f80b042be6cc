# Места в конце партии на картинке стола (задача 29; cards/fate/picture.py).
pic-place = { $place }-е место
pic-place-line = { $place }-е место: { $names }
leg-turn = чей ход
leg-spell = Командное заклинание
leg-spell-used = потраченное заклинание
