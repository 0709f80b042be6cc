"""Shared pytest wiring: the fake Discord fixtures for end-to-end tests."""

pytest_plugins = ["tests.fakediscord.fixtures"]
