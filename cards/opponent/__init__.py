"""The practice opponent: plays a seat of any registered game through the contract, seeing only that seat.

No discord, no database, no clock: the bot gives it a state, a seat, a seeded RNG and a level, and posts
what it returns through the same judge path as a person's post. See :mod:`cards.opponent.search`.
"""

from .levels import LEVELS, Level, level
from .search import Arm, Choice, choose, reward

__all__ = ["LEVELS", "Arm", "Choice", "Level", "choose", "level", "reward"]
