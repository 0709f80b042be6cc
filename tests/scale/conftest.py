import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "postgres: needs the local PostgreSQL on 127.0.0.1:5432 (skipped if absent)"
    )
