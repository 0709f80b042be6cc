"""Cardfight!! Vanguard (V era) for the judge: the engine enforces the game, players declare card text."""
