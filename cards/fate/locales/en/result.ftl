# End-of-match notes (the result's reason, FA-WIN-3, FA-WIN-4).
result-last-master = the last Master in the game
result-left-together = the last Masters left the game together
