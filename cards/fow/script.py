"""Force of Will's words for the shared ability language (``cards.kit.ability``, docs/abilities.md).

The kit knows the shape of a line; these are FoW's kinds, events, costs, filters and effects. The engine
code for each word lives in ``abilities.py``. A word that is not declared here is a spreadsheet error
naming sheet, row and column.

Kinds: ``enter`` (when the card enters the field), ``auto`` (on its ``when:`` event), ``activate`` (used by
name, pays its ``cost:``), ``continuous`` (while on the field, or while its ``if:`` holds), ``chant`` (what a
chant does when it resolves; ``when:`` is the condition of a [Trigger] chant), ``art`` (a J-ruler's God's
Art, once per game), ``will`` (a will ability: resolves at once, without the chase). ``continuous hand``
works while the card is in its owner's hand: a cost it may pay ``less`` of when played.

A few effects wait for a choice while their ability resolves — ``seek`` (the deck), ``reveal`` (the top
cards), ``discard`` and ``put-from-hand`` (the hand): the player answers ``target <card>`` (or ``target none``
where he may decline), so such an effect is the last of its line.
"""

from __future__ import annotations

from pathlib import Path

from cards.kit.ability import Param, Vocabulary

KEYWORD_CHOICES = ("flying", "first-strike", "swiftness", "target-attack", "imperishable", "pierce", "drain",
                   "barrier")
KEYWORD_OF = {"flying": "Flying", "first-strike": "First Strike", "swiftness": "Swiftness",
              "target-attack": "Target Attack", "imperishable": "Imperishable", "pierce": "Pierce",
              "drain": "Drain", "barrier": "Barrier"}
ATTRS = ("light", "fire", "water", "wind", "darkness")

VOCAB = Vocabulary("fow", Path(__file__).resolve().parent / "locales", default_noun="card")
VOCAB.kind("enter", event="never")
VOCAB.kind("auto", event="required")
VOCAB.kind("activate")
VOCAB.kind("continuous", costs=False)
VOCAB.kind("chant", event="optional")
VOCAB.kind("art")
VOCAB.kind("will")
VOCAB.zones("field", "ruler", "hand")  # "continuous hand": works while the card is in the hand (a cost it may pay less)
VOCAB.limits("1/turn", "1/game")
VOCAB.refs("self", "target", "target2", "my-jruler", "me", "opponent", "host")

# events: what an automatic ability waits for (its own card's, unless the word says whose)
VOCAB.event("attacks")  # this card attacks
VOCAB.event("blocks")  # this card blocks
VOCAB.event("dies")  # this card is put into a graveyard from the field
VOCAB.event("gains-life")  # its controller gains life
VOCAB.event("resonator-dies")  # any resonator is put into a graveyard from a field
VOCAB.event("opp-attacks-or-blocks")  # a J/resonator of the opponent attacks or blocks ([Trigger] chants)
VOCAB.event("my-attacks")  # a J/resonator its controller controls attacks

# conditions
VOCAB.condition("jruler")  # its controller controls a J-ruler
VOCAB.condition("control-other", Param.text("race"))  # he controls another resonator of that race
VOCAB.condition("atk", compare=True)  # this card's ATK
VOCAB.condition("awakened")  # it was played with its [Awakening] cost paid
VOCAB.condition("control", Param.text("name"))  # its controller controls a card of that name
VOCAB.condition("seal")  # its [Seal] is released: its controller controls N or more magic stones (F-AMB-15)
VOCAB.condition("null")  # [Null]: its controller has no cards in his hand (F-AMB-15)

# costs
VOCAB.cost("rest")  # {Rest} of this card (F-WILL-8)
VOCAB.cost("will", Param.text("cost"))  # a will cost, "{R}{R}{4}"
VOCAB.cost("banish", Param.choice("what", ("self", "resonator", "stone-or-resonator")))
VOCAB.cost("discard", Param.text("name"))  # another card of that name from the hand

# filters: what a target is
VOCAB.filter("resonator", noun=True)
VOCAB.filter("j-resonator", noun=True)
VOCAB.filter("addition", noun=True)
VOCAB.filter("regalia", noun=True)
VOCAB.filter("my", side=True)
VOCAB.filter("opp", side=True)
VOCAB.filter("other")  # not this card
VOCAB.filter("total-cost", compare=True)
VOCAB.filter("race", compare=True)
VOCAB.filter("attribute", compare=True)
VOCAB.filter("damaged")  # was dealt damage this turn
VOCAB.filter("in-battle")  # attacking or blocking
VOCAB.filter("knight-or-jruler")  # a J-ruler, or a Knight of the Round Table

# effects
VOCAB.effect("damage", Param.int("n"), Param.ref("who"),
             Param.choice("by", ("fixed", "jruler-atk"), default="fixed"))
VOCAB.effect("damage-each", Param.int("n"))  # to each player
VOCAB.effect("destroy", Param.ref("who"))
VOCAB.effect("life", Param.signed("n"), Param.ref("who", default="me"))
VOCAB.effect("mod", Param.signed("atk"), Param.signed("def"), Param.ref("who"),
             Param.choice("until", ("turn", "battle", "while"), default="turn"))
VOCAB.effect("gain-atk", Param.ref("who"))  # this card gains +X/+0 until end of turn, X the ATK of who
VOCAB.effect("rest", Param.ref("who"))
VOCAB.effect("recover", Param.ref("who"))
VOCAB.effect("draw", Param.int("n"))
VOCAB.effect("search", Param.text("name"))
VOCAB.effect("look", Param.int("n"))
VOCAB.effect("stone")  # the top card of the magic stone deck onto the field
VOCAB.effect("give", Param.choice("keyword", KEYWORD_CHOICES), Param.ref("who"))
VOCAB.effect("no-block", Param.ref("who"))  # cannot block until end of turn
VOCAB.effect("prevent", Param.ref("who"))  # prevent all damage to it until end of turn
VOCAB.effect("damage-bonus", Param.int("n"), Param.ref("who"))  # deals that much more until end of turn
VOCAB.effect("produce", Param.choice("will", ATTRS))
VOCAB.effect("no-life-gain")  # continuous: players cannot gain life
VOCAB.effect("cannot-attack", Param.ref("who"))  # continuous
VOCAB.effect("must-attack", Param.ref("who"))  # continuous: chosen as the attacker whenever it can attack
# "continuous hand": this card costs that much less to play, once or per resonator that entered its
# player's field this turn ("entered") / was put into his graveyard from his field this turn ("died")
VOCAB.effect("less", Param.text("cost"), Param.choice("per", ("once", "entered", "died"), default="once"))
# choices made when the ability resolves (the last effect of its line; the player answers "take …")
PICK_WHAT = ("resonator", "regalia", "round-table", "card")
VOCAB.effect("seek", Param.choice("what", PICK_WHAT, multi=True), Param.choice("attr", (*ATTRS, "any"), default="any"))
VOCAB.effect("reveal", Param.int("n"), Param.choice("what", PICK_WHAT, multi=True))  # may take one; rest to bottom
VOCAB.effect("discard", Param.int("n"))  # he discards that many cards of his choice
VOCAB.effect("put-from-hand", Param.choice("what", PICK_WHAT, multi=True), Param.choice("attr", (*ATTRS, "any")),
             Param.int("cost"), Param.choice("keyword", (*KEYWORD_CHOICES, "none"), default="none"))
VOCAB.effect("if-jruler", Param.text("name"))  # the effects after it only if his J-ruler is that card
VOCAB.effect("art-less", Param.int("n"))  # his God's Arts cost {n} less this turn
VOCAB.effect("doom", Param.ref("who"))  # when it deals or is dealt damage this turn, it is banished
