# The table picture's legend (issue 29; cards/fow/picture.py).
leg-waits = asked to answer
leg-turn = turn player
leg-j-ruler = J-ruler
leg-rested = rested
