"""Fate/Ace Royal's words for the shared ability language (``cards.kit.ability``; see ``docs/abilities.md``).

Kinds (FA-EFF-1, FA-EFF-2): ``activated`` — used by naming its card; ``when:`` names the steps and battle
processes it is timed for (it then holds their response window, FA-REF-6; without ``when:`` it is usable at
any moment); ``permanent`` — no cost, applied while its card is face up on the field.

Costs are the game's own (FA-COST-1..8), paid left to right: ``t`` (rest this card), ``r N`` (rest N of your
standing face-up cards), ``d FACES`` (the bot rolls; the digits are the faces that succeed: ``d 12`` is
D1,2), ``e N`` (discard N), ``prana N`` (pay N prana). Effects are the generic actions of FA-REF-4, now run
by the engine: ``stat``, ``prana``, ``draw``, ``discard``, ``take``, ``state``, ``mark``, ``unmark``,
``spells`` (a Command Spell removed, FA-CS-5), ``roll`` (the die; the effects after it with a trailing
``FACES`` happen only on those faces), ``vs-skill`` (every stat +N while fighting a Servant with that
skill) and ``negated-by`` (the effects after it do not happen when the named Servant has that skill face
up: Gandr against [Instinct]). References: ``self`` (your Servant/you), ``attacker``, ``defender``, ``opponent`` (the other
battling Master) and ``target`` (a Master the post names with ``@``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cards.kit.ability import Ability, Param, Sayer, Term, Vocabulary
from cards.kit.ability.words import NameOf

WINDOWS = ("stand", "draw", "ritual", "reveal", "battle", "attack", "damage", "response", "response-damage",
           "retreat", "end")
STAT_CHOICES = ("patk", "pdef", "matk", "mdef", "all")
UNTIL = ("turn", "battle", "game")
STATES = ("standing", "resting", "danger")
SKILL_CHOICES = ("pre-emptive-strike", "legion", "instinct")

VOCAB = Vocabulary("fate", Path(__file__).resolve().parent / "locales", default_noun="master")
VOCAB.kind("activated", event="optional")
VOCAB.kind("permanent", costs=False)
VOCAB.limits("1/turn", "1/game")
VOCAB.refs("self", "attacker", "defender", "opponent", "target")

for _w in WINDOWS:  # the steps and processes an [Activated] effect is timed for (FA-REF-6)
    VOCAB.event(_w)

# -- conditions: when the ability may be used / a [Permanent] one applies ------------------------------
VOCAB.condition("in-battle")  # your Servant is one of the two battling Servants
VOCAB.condition("attacking")
VOCAB.condition("defending")
VOCAB.condition("my-turn")
VOCAB.condition("prana", compare=True)
VOCAB.condition("hand", compare=True)

# -- costs (FA-COST-1..8) -----------------------------------------------------------------------------
VOCAB.cost("t")
VOCAB.cost("r", Param.int("n"))
VOCAB.cost("d", Param.int("faces"))
VOCAB.cost("e", Param.int("n"))
VOCAB.cost("prana", Param.int("n"))

# -- targets: a Master (his Servant) -------------------------------------------------------------------
VOCAB.filter("master", noun=True)
VOCAB.filter("other")  # not you
VOCAB.filter("battling")  # one of the two battling Masters

# -- effects (FA-REF-4) ---------------------------------------------------------------------------------
_ON = Param.int("on", default=0)  # after a ``roll``: only on these faces (digits)
VOCAB.effect("stat", Param.choice("stat", STAT_CHOICES), Param.signed("amount"), Param.ref("who", default="self"),
             Param.choice("until", UNTIL, default="turn"), _ON)
VOCAB.effect("prana", Param.signed("amount"), Param.ref("who", default="self"), _ON)
VOCAB.effect("draw", Param.int("n", default=1), Param.ref("who", default="self"), _ON)
VOCAB.effect("discard", Param.int("n", default=1), Param.ref("who", default="self"), _ON)
VOCAB.effect("take", Param.int("n", default=1), Param.ref("who", default="target"), _ON)
VOCAB.effect("state", Param.choice("value", STATES), Param.ref("who", default="self"), _ON)
VOCAB.effect("mark", Param.text("mark"), Param.ref("who", default="target"), _ON)
VOCAB.effect("unmark", Param.text("mark"), Param.ref("who", default="self"), _ON)
VOCAB.effect("spells", Param.signed("amount"), Param.ref("who", default="target"), _ON)
VOCAB.effect("roll")
VOCAB.effect("vs-skill", Param.choice("skill", SKILL_CHOICES), Param.signed("amount"))
VOCAB.effect("negated-by", Param.choice("skill", SKILL_CHOICES), Param.ref("who", default="target"))


def faces(n: int) -> tuple[int, ...]:
    """``12`` → (1, 2): the digits of a ``d`` cost or an ``on`` argument are die faces."""
    return tuple(sorted({int(c) for c in str(n) if c in "123456"}))


class FateSayer(Sayer):
    """The kit's sayer, with die faces said as faces (``d 12`` → D1,2; ``on 6`` → "on 6")."""

    def term_args(self, term: Term) -> dict[str, Any]:
        args = super().term_args(term)
        raw = term.arg("faces") if term.word == "d" and term.category == "cost" else term.arg("on")
        shown = ", ".join(str(f) for f in faces(int(raw))) if raw else ""
        args["faces"] = shown.replace(", ", ",") if term.category == "cost" else (shown or "none")
        who = term.arg("who")
        if isinstance(who, str):  # the Master behind a Servant reference, for prana, cards and marks
            args["who-master"] = self.msg(f"ab-master-{who}")
        amount = term.arg("amount")
        args["sign"] = "minus" if isinstance(amount, int) and amount < 0 else "plus"
        return args


def say_ability(ability: Ability, lang: str, name_of: NameOf | None = None) -> str:
    return FateSayer(VOCAB, lang, name_of).ability(ability)
