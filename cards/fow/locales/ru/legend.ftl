# Легенда картинки стола (задача 29; cards/fow/picture.py).
leg-waits = ждём ответа
leg-turn = чей ход
leg-j-ruler = С-Правитель
leg-rested = повёрнут
