"""Vanguard's words for the shared ability language (``cards.kit.ability``; see ``docs/abilities.md``).

Each word is declared once here with its parameters; its text is in ``locales/*/abilities.ftl`` and its code
in :mod:`cards.vanguard.resolve` (events are raised by the engine where they happen). Kinds: AUTO (needs
``when:``), ACT (own main phase, V-ABIL-3), CONT (no cost, while its card is on its circle and its
condition holds, V-ABIL-4).
"""

from __future__ import annotations

from pathlib import Path

from cards.kit.ability import Param, Vocabulary

CIRCLE_CHOICES = ("RC", "FL", "FR", "BL", "BC", "BR", "VC", "GC", "any")
UNTIL = ("battle", "turn")
IF_CONDITIONS = ("more-rear-guards", "my-turn", "opp-turn", "boosted", "attacking-vanguard")

VOCAB = Vocabulary("vanguard", Path(__file__).resolve().parent / "locales", default_noun="unit")
VOCAB.kind("auto", event="required")
VOCAB.kind("act")
VOCAB.kind("cont", costs=False)
VOCAB.zones("VC", "RC", "GC", "hand", "soul", "drop", "damage")
VOCAB.limits("1/turn")
VOCAB.refs("self", "target", "target2", "vanguard", "attacker", "booster", "battle-opponent")

# -- events (V-REF-6: raised by the engine in the step they happen) --------------------------------
VOCAB.event("placed", Param.choice("on", CIRCLE_CHOICES, default="any"))  # called, ridden, guarded…
VOCAB.event("ridden")  # this unit became the vanguard by a ride
VOCAB.event("rode-upon")  # another unit rode this one (it is now in the soul)
VOCAB.event("attacks", Param.choice("at", ("vanguard", "rear-guard", "any"), default="any"))
VOCAB.event("attacked")
VOCAB.event("boosts")
VOCAB.event("boosted")
VOCAB.event("hits", Param.choice("at", ("vanguard", "rear-guard", "any"), default="any"))
VOCAB.event("no-hit")
VOCAB.event("intercepts")
VOCAB.event("drive-check")
VOCAB.event("damage-check")
VOCAB.event("battle-end")
VOCAB.event("turn-end")
VOCAB.event("main-start")
VOCAB.event("put-into-soul")
VOCAB.event("retired")
VOCAB.event("unlocked")  # this card was locked and its owner's end phase turned it face up (V-LOCK-4)

# -- conditions ------------------------------------------------------------------------------------
VOCAB.condition("my-turn")
VOCAB.condition("opp-turn")
VOCAB.condition("vanguard-grade", compare=True)
VOCAB.condition("opp-vanguard-grade", compare=True)
VOCAB.condition("rear-guards", compare=True)
VOCAB.condition("opp-rear-guards", compare=True)
VOCAB.condition("more-rear-guards")  # you have more rear-guards than your opponent
VOCAB.condition("damage", compare=True)
VOCAB.condition("opp-damage", compare=True)
VOCAB.condition("soul", compare=True)
VOCAB.condition("hand", compare=True)
VOCAB.condition("drop", compare=True)
VOCAB.condition("boosted")  # this unit is boosted in the current battle
VOCAB.condition("attacking-vanguard")  # this unit attacks a vanguard
VOCAB.condition("vanguard-is", Param.text("name"))
VOCAB.condition("soul-has", Param.text("name"))

# -- costs (V-COST-*) -----------------------------------------------------------------------------
VOCAB.cost("cb", Param.int("n"))
VOCAB.cost("sb", Param.int("n"))
VOCAB.cost("discard", Param.int("n", default=1))
VOCAB.cost("rest", Param.ref("who", default="self"))
VOCAB.cost("retire", Param.ref("who", default="self"))
VOCAB.cost("to-soul", Param.ref("who", default="self"))

# -- filters (what a target may be) ---------------------------------------------------------------
VOCAB.filter("unit", noun=True)
VOCAB.filter("rear-guard", noun=True)
VOCAB.filter("vanguard", noun=True)
VOCAB.filter("card", noun=True)
VOCAB.filter("my", side=True)
VOCAB.filter("opp", side=True)
VOCAB.filter("grade", compare=True)
VOCAB.filter("power", compare=True)
VOCAB.filter("name", compare=True)
VOCAB.filter("front")
VOCAB.filter("back")
VOCAB.filter("standing")
VOCAB.filter("rested")
VOCAB.filter("other")  # not this card
VOCAB.filter("same-column")  # in this unit's column
VOCAB.filter("trigger-unit")
VOCAB.filter("from", Param.choice("zone", ("hand", "soul", "drop", "deck", "damage", "field"), multi=True))
VOCAB.filter("top", Param.int("n"))  # among the top N cards of the deck (looked at)

# -- effects (the generic actions of V-REF-4, now run by the engine) -------------------------------
VOCAB.effect("power", Param.signed("amount"), Param.ref("who", default="self"), Param.choice("until", UNTIL, default="turn"))
VOCAB.effect("critical", Param.signed("amount"), Param.ref("who", default="self"), Param.choice("until", UNTIL, default="turn"))
VOCAB.effect("shield", Param.signed("amount"), Param.ref("who", default="self"), Param.choice("until", UNTIL, default="battle"))
VOCAB.effect("drive", Param.signed("amount"), Param.ref("who", default="self"), Param.choice("until", UNTIL, default="battle"))
VOCAB.effect("draw", Param.int("n", default=1))
VOCAB.effect("call", Param.ref("who", default="target"), Param.choice("to", CIRCLE_CHOICES, default="RC"))
VOCAB.effect("retire", Param.ref("who", default="target"))
VOCAB.effect("stand", Param.ref("who", default="target"))
VOCAB.effect("rest", Param.ref("who", default="target"))
VOCAB.effect("to-hand", Param.ref("who", default="target"))
VOCAB.effect("to-soul", Param.ref("who", default="target"))
VOCAB.effect("to-drop", Param.ref("who", default="target"))
VOCAB.effect("to-deck-bottom", Param.ref("who", default="target"))
VOCAB.effect("bind", Param.ref("who", default="target"))
VOCAB.effect("lock", Param.ref("who", default="target"))  # V-LOCK-1..4 (docs/vanguard.md, "Lock")
VOCAB.effect("ride", Param.ref("who", default="target"))
VOCAB.effect("nohit", Param.ref("who", default="target"))
VOCAB.effect("cc", Param.int("n", default=1))
VOCAB.effect("sc", Param.int("n", default=1))
VOCAB.effect("look", Param.int("n"))
VOCAB.effect("shuffle")
VOCAB.effect("heal", Param.int("n", default=1))
# the effects after it happen only while this condition holds, checked when it is reached (Bahr's "retire it, and
# if you have more rear-guards, +5000": the count after the retire)
VOCAB.effect("if", Param.choice("cond", IF_CONDITIONS))
