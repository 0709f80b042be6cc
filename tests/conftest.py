"""Shared pytest wiring: the fake Discord fixtures for end-to-end tests."""

from bot.judge.games import register_game

pytest_plugins = ["tests.fakediscord.fixtures"]

# The test games are registered by the tests only; the installed bot knows just the entry points.
TEST_GAMES = {"toy": "tests.judge.toygame:ToyGame"}
for _name, _target in TEST_GAMES.items():
    register_game(_name, _target)
