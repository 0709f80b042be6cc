# Легенда картинки стола (задача 29; cards/vanguard/picture.py).
leg-waits = ждём ответа
leg-turn = чей ход
leg-critical = критический урон
leg-shield = щит
leg-attacker = атакует
leg-target = цель атаки
leg-booster = поддерживает
leg-gift = метка дара
