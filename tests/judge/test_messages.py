"""The judge's own words exist in both languages, with the same placeholders."""

from __future__ import annotations

import pytest

from bot.judge.messages import EN, RU, placeholders, t


def test_en_and_ru_have_the_same_keys() -> None:
    assert set(EN) == set(RU)


@pytest.mark.parametrize("key", sorted(EN))
def test_placeholders_match_and_format(key: str) -> None:
    assert placeholders(EN[key]) == placeholders(RU[key]), key
    values = {name: "X" for name in placeholders(EN[key])}
    assert t(key, "en", **values) and t(key, "ru", **values)


def test_unknown_language_falls_back_to_english() -> None:
    assert t("done", "de") == EN["done"]
