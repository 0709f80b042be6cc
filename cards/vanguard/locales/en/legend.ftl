# The table picture's legend (issue 29; cards/vanguard/picture.py).
leg-waits = asked to answer
leg-turn = turn player
leg-critical = critical
leg-shield = shield
leg-attacker = attacking
leg-target = attacked
leg-booster = boosting
leg-gift = gift marker
