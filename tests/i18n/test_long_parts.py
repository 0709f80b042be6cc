"""Issue 25: Fluent replaces a placeable longer than its MAX_PART_LENGTH (2,500) with "{???}"; the one
message system hands long arguments through whole, so a long refusal never reaches a player as a
placeholder (every game's words and the bot's go through it)."""

from __future__ import annotations

from pathlib import Path

from cards.i18n import Messages


def _messages(tmp_path: Path) -> Messages:
    for lang in ("en", "ru"):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "t.ftl").write_text("m = Unknown: { $names }. { $n }\n    .hint = Also { $names }\n",
                                               encoding="utf-8")
    return Messages(tmp_path)


def test_a_long_argument_is_formatted_whole_never_as_a_placeholder(tmp_path: Path) -> None:
    m = _messages(tmp_path)
    names = ", ".join(f"Card number {i}" for i in range(400))  # ~6,000 characters
    for lang in ("en", "ru"):
        text = m("m", lang, names=names, n=3)
        assert "{???}" not in text and text == f"Unknown: {names}. 3"
    assert m.attribute("m", "hint", "en", names=names) == f"Also {names}"
    assert m.text("m", names=names, n=1).ru.startswith("Unknown: Card number 0")


def test_the_games_own_refusal_with_a_long_name_list_is_whole() -> None:
    from cards.vanguard.words import W

    long = "x" * 3000
    text = W.text("err-unknown-card", text=long, close="-")
    assert long in text.en and long in text.ru and "{???}" not in text.en + text.ru
