"""The parser remembers a post's action by its text alone only for the keyword lists declared state-free
(parser.STATE_FREE): each of them is read here against states that hold nothing but a prompt, and every
other list — a new one included — is never served from the memo (issue 30 review)."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

from cards.core import MoveError
from cards.vanguard import parser
from cards.vanguard.actions import (
    Action,
    Attack,
    Concede,
    EndPhase,
    GAssist,
    GATake,
    GiftChoice,
    Guard,
    Move,
    Mulligan,
    TriggerChoice,
)
from cards.vanguard.parser import KW, STATE_FREE, Parser, _heads
from cards.vanguard.resolve_actions import Answer
from cards.vanguard.state import Prompt

from .helpers import GAME, position

# one post per state-free keyword list (and the posts that start with none), with its action in every state
SAMPLES: list[tuple[str, Action]] = [
    ("concede", Concede()),
    ("keep", Mulligan(())),
    ("g assist", GAssist()),
    ("move FL BL", Move("FL", "BL")),
    ("attack VC VC boost", Attack("VC", "VC", True)),
    ("no guard", Guard(())),
    ("trigger FL VC heal 2", TriggerChoice("FL", "VC", 2)),
    ("gift II FL", GiftChoice("II", "FL")),
    ("end turn", EndPhase(turn=True)),
    ("end", EndPhase()),
    ("не брать", GATake(None)),
    ("heal 1", TriggerChoice("", "", 1)),
]


class _Nothing:
    """A catalogue or a state that answers nothing: a branch that reads it fails the test."""

    def __init__(self, **known: Any) -> None:
        self.__dict__.update(known)

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"a state-free post read {name!r}")


PROMPTS = [[], [Prompt(0, "ability", {"x": 1})], [Prompt(0, "ability_order", {"x": 1})],
           [Prompt(0, "ga_take", {"options": ["wingal"]})], [Prompt(0, "soul_ride", {"options": ["wingal"]})],
           [Prompt(1, "ability", {"x": 1})]]


@pytest.mark.parametrize("post, action", SAMPLES)
def test_a_state_free_post_reads_no_state_hand_prompt_or_catalogue(post: str, action: Action, monkeypatch) -> None:
    for prompts in PROMPTS:
        monkeypatch.setattr(parser, "_TEXT_ONLY", {})  # read, not recalled
        assert Parser(_Nothing(), _Nothing(prompts=prompts), 0).parse(post) == action  # type: ignore[arg-type]
        assert {post: action} == parser._TEXT_ONLY


def test_every_state_free_list_is_a_keyword_list_and_has_a_sample() -> None:
    assert KW.keys() >= STATE_FREE
    assert {k for post, _ in SAMPLES for k in _heads(post)} >= STATE_FREE  # declared ⇒ proven above


@pytest.mark.parametrize("kind", sorted(KW.keys() - STATE_FREE))
def test_a_post_of_a_list_not_declared_state_free_is_never_remembered(kind: str, monkeypatch) -> None:
    """The memo is opt-in: a keyword list added to KW is read afresh in every state until declared."""
    st = position({"hand": ["Wingal", "Blaster Blade"]})
    for word in KW[kind]:
        for post in (word, f"{word} Wingal", f"{word} VC", f"{word} #1 FL"):
            monkeypatch.setattr(parser, "_TEXT_ONLY", {})
            with contextlib.suppress(MoveError):
                GAME.parse(st, 0, post)
            assert parser._TEXT_ONLY == {}, post


def test_a_bare_no_answers_the_prompt_and_is_not_remembered(monkeypatch) -> None:
    monkeypatch.setattr(parser, "_TEXT_ONLY", {})
    asked = _Nothing(prompts=[Prompt(0, "ability", {"x": 1})])
    assert Parser(_Nothing(), asked, 0).parse("no") == Answer(False)  # type: ignore[arg-type]
    assert parser._TEXT_ONLY == {}
