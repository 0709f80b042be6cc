"""The judge's own words come from bot/locales (judge.ftl) in both languages.

Key parity, variables and plurals of every locales folder are checked in tests/i18n/test_locales.py.
"""

from __future__ import annotations

import pytest

from bot.judge.messages import keys, t


def test_the_judge_has_its_words() -> None:
    assert {"not_your_turn", "illegal", "result_win", "judge_undo"} <= keys()


@pytest.mark.parametrize(
    "n,en,ru",
    [
        (1, "the last post", "последний пост"),
        (3, "the last 3 posts", "последние 3 поста"),
        (5, "the last 5 posts", "последние 5 постов"),
        (21, "the last 21 posts", "последние 21 пост"),
    ],
)
def test_counts_follow_each_languages_plural_rules(n: int, en: str, ru: str) -> None:
    assert en in t("judge_undo", "en", n=n) and ru in t("judge_undo", "ru", n=n)


def test_unknown_language_falls_back_to_english() -> None:
    assert t("done", "de") == t("done", "en") == "Done."


def test_match_numbers_are_not_grouped() -> None:
    assert "#12345" in t("finished", "ru", match=12345)
