"""Scripts for cards of the pool beyond the ready decks (issue 27: "as many of the pool as the language
covers"): one case per scripted ability, named by the card and the rule it relies on (the case id), written
from what the card does. Each case is a position, the posts of its player, and what must hold after."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .test_scripts import G, field, life, pos, pview

STONES = ["Light Magic Stone", "Fire Magic Stone", "Water Magic Stone", "Wind Magic Stone",
          "Darkness Magic Stone"] * 2
OLD = 1  # on the field since the start of the turn (F-BTL-2, F-WILL-8)


def _p(s: Any, seat: int) -> dict[str, Any]:
    return pview(s, G)["players"][seat]


def run(alice: dict[str, Any], bob: dict[str, Any], posts: list[str]) -> Any:
    """Alice posts in turn; after each post both pass until the chase is empty or a choice is asked."""
    s = pos({"deck": ["Rukh Egg"] * 5, **alice, "field": [*STONES, *alice.get("field", [])]}, bob)
    for post in posts:
        s, _ = G.play(s, 0, with_pay(s, post))
        for _ in range(30):
            if s.picking is not None or s.asking is not None or not s.chase:
                break
            s, _ = G.play(s, s.priority, "pass")
    return s


def with_pay(s: Any, post: str) -> str:
    """The post with the stones named that pay it (the mixed stones above have several ways, F-AMB-7)."""
    from cards.fow.abilities import will_cost
    from cards.fow.catalogue import Cost
    from cards.fow.ctx import Ctx
    from cards.fow.legal import _pay_words

    verb, _, rest = post.partition(" ")
    if verb not in ("play", "activate"):
        return post
    name = rest.split(" -> ")[0]
    cid = G.cat.lookup(name)
    assert cid is not None, name
    if verb == "play":
        cost = G.cat.card(cid).cost
    else:
        ab = next(a for a in G.cat.script(cid) if a.kind in ("activate", "will"))
        cost = will_cost(ab) if ab.costs else Cost()
    words = _pay_words(Ctx(G.cat, s), 0, cost)
    if not words:
        return post
    head, sep, tail = post.partition(" -> ")
    return f"{head} pay {words}{sep}{tail}"


def old(name: str, **kw: Any) -> dict[str, Any]:
    return {"name": name, "since_turn": OLD, **kw}


Case = tuple[str, str, dict[str, Any], dict[str, Any], list[str], Callable[[Any], bool]]
CASES: list[Case] = [
    ("Knight of the New Moon", "F-WILL-8", {"field": [old("Knight of the New Moon")], "hand": ["Temple Monk"]}, {},
     ["activate Knight of the New Moon", "target Temple Monk"],
     lambda s: _p(s, 0)["hand"] == ["Rukh Egg"] and _p(s, 0)["graveyard"] == ["Temple Monk"]),
    ("Elvish Bowman", "F-WILL-8", {"field": [old("Elvish Bowman")]}, {"field": ["Certo, the Blazing Volcano"]},
     ["activate Elvish Bowman -> Certo, the Blazing Volcano"],
     lambda s: _p(s, 1)["graveyard"] == ["Certo, the Blazing Volcano"]),
    ("Elvish Priest", "F-WILL-7", {"field": [old("Elvish Priest")]}, {}, ["activate Elvish Priest"],
     lambda s: _p(s, 0)["will"]["wind"] == 1 and not s.chase),
    ("Emperor of Millennia", "F-WILL-8", {"field": [old("Emperor of Millennia")]}, {},
     ["activate Emperor of Millennia"], lambda s: _p(s, 0)["hand"] == ["Rukh Egg"]),
    ("Mephistopheles, the Demon Collaborator", "F-WILL-8", {"field": [old("Mephistopheles, the Demon Collaborator")]},
     {"field": ["Test Giant"]}, ["activate Mephistopheles, the Demon Collaborator -> Test Giant"],
     lambda s: field(s, 1)["Test Giant"]["atk"] == 1000),
    ("Dark Pulse", "F-BTL-11", {"hand": ["Dark Pulse"]}, {"field": ["Test Squire", "Spirit of Certo"]},
     ["play Dark Pulse"], lambda s: _p(s, 1)["graveyard"] == ["Test Squire"] and "Spirit of Certo" in field(s, 1)),
    ("White Spirit", "F-CHASE-8", {"hand": ["White Spirit"]}, {}, ["play White Spirit"],
     lambda s: life(s, 0) == 4500),
    ("Forty Thieves", "F-CHASE-8", {"hand": ["Forty Thieves", "Temple Monk", "Demonflame"]}, {},
     ["play Forty Thieves", "target Temple Monk; Demonflame"],
     lambda s: _p(s, 0)["hand"] == ["Rukh Egg", "Rukh Egg"] and sorted(_p(s, 0)["graveyard"]) == ["Demonflame",
                                                                                                 "Temple Monk"]),
    ("Awakening at the End", "F-BTL-11", {"hand": ["Awakening at the End"], "field": ["Test Squire"]},
     {"field": ["Test Giant"]}, ["play Awakening at the End"],
     lambda s: field(s, 1)["Test Giant"]["atk"] == 100 and sorted(_p(s, 0)["graveyard"]) == [
         "Awakening at the End", "Test Squire"]),
    ("Little Angel of Armalla", "F-CHASE-2", {"field": ["Little Angel of Armalla"]}, {},
     ["activate Little Angel of Armalla"],
     lambda s: life(s, 0) == 4300 and _p(s, 0)["graveyard"] == ["Little Angel of Armalla"]),
    ("Familiar of Primogenitor", "F-WILL-3", {"field": ["Familiar of Primogenitor"]}, {"field": ["Test Giant"]},
     ["activate Familiar of Primogenitor -> Test Giant"],
     lambda s: field(s, 1)["Test Giant"]["atk"] == 1200 and _p(s, 0)["graveyard"] == ["Familiar of Primogenitor"]),
    ("Alice's Little Scout", "F-CHASE-8", {"field": ["Alice's Little Scout"], "hand": ["Demonflame"]}, {},
     ["play Demonflame -> Alice's Little Scout"], lambda s: _p(s, 0)["hand"] == ["Rukh Egg"]),
    ("Foresee", "F-TYPE-7", {"hand": ["Foresee"]}, {}, ["play Foresee"],
     lambda s: _p(s, 0)["hand"] == ["Rukh Egg", "Rukh Egg"] and _p(s, 0)["graveyard"] == ["Foresee"]),
    ("Squire of the Ocean Lady", "F-CHASE-8", {"hand": ["Squire of the Ocean Lady"]}, {},
     ["play Squire of the Ocean Lady"], lambda s: _p(s, 0)["hand"] == ["Rukh Egg"]),
    ("Sprint of the Beast Lady", "F-TYPE-7", {"hand": ["Sprint of the Beast Lady"], "field": ["Test Squire"]},
     {"field": ["Test Giant"]}, ["play Sprint of the Beast Lady"],
     lambda s: field(s, 0)["Test Squire"]["atk"] == 1100 and field(s, 1)["Test Giant"]["atk"] == 800),
    ("Dark Purge", "F-CHASE-9", {"hand": ["Dark Purge"]}, {"field": ["Test Giant"]},
     ["play Dark Purge -> Test Giant"], lambda s: field(s, 1)["Test Giant"]["def"] == 200),
    ("Power Supply Team", "F-STATE-1", {"field": ["Power Supply Team", {"name": "Test Giant", "rested": True}]}, {},
     ["activate Power Supply Team -> Test Giant"],
     lambda s: not field(s, 0)["Test Giant"]["rested"] and _p(s, 0)["graveyard"] == ["Power Supply Team"]),
    ("Caterina, the Saint of Fantasy", "F-TYPE-4", {"field": ["Caterina, the Saint of Fantasy", "Test Squire"]}, {},
     [], lambda s: field(s, 0)["Test Squire"]["atk"] == 600
     and field(s, 0)["Caterina, the Saint of Fantasy"]["atk"] == 600),
    ("Gliding Dragon Knight", "F-WILL-3", {"field": ["Gliding Dragon Knight"]}, {},
     ["activate Gliding Dragon Knight"], lambda s: field(s, 0)["Gliding Dragon Knight"]["atk"] == 500),
    ("Rapid Decay", "F-CHASE-9", {"hand": ["Rapid Decay"]}, {"field": ["Test Squire"]},
     ["play Rapid Decay -> Test Squire"], lambda s: _p(s, 1)["graveyard"] == ["Test Squire"]),
    ("Evolution of Limits", "F-TYPE-8", {"hand": ["Evolution of Limits"], "field": ["Test Squire"]}, {},
     ["play Evolution of Limits -> Test Squire"],
     lambda s: field(s, 0)["Test Squire"]["atk"] == 1100 and field(s, 0)["Test Squire"]["def"] == 1000),
    ("Silver Shoes", "F-TYPE-4", {"hand": ["Silver Shoes"], "field": ["Test Squire"]}, {},
     ["play Silver Shoes -> Test Squire"], lambda s: field(s, 0)["Test Squire"]["atk"] == 800),
    ("Stoning to Death", "F-CHASE-9", {"hand": ["Stoning to Death"]}, {"field": ["Test Giant"]},
     ["play Stoning to Death -> Test Giant"], lambda s: _p(s, 1)["graveyard"] == ["Test Giant"]),
    ("Infernal Spirit of Vell-Savaria", "F-LIFE-2", {"field": [old("Infernal Spirit of Vell-Savaria")]}, {},
     ["attack Infernal Spirit of Vell-Savaria"], lambda s: life(s, 0) == 3800),
    ("Alice's Little Supply Force", "F-STATE-1",
     {"field": ["Alice's Little Supply Force", {"name": "Test Giant", "rested": True}]}, {},
     ["activate Alice's Little Supply Force -> Test Giant"], lambda s: not field(s, 0)["Test Giant"]["rested"]),
    ("Fruit of Yggdrasil", "F-CHASE-8", {"hand": ["Fruit of Yggdrasil"]}, {}, ["play Fruit of Yggdrasil"],
     lambda s: _p(s, 0)["hand"] == ["Rukh Egg"]),
    ("Wind Sprite", "F-WILL-7", {"field": [old("Wind Sprite")]}, {}, ["activate Wind Sprite"],
     lambda s: _p(s, 0)["will"]["light"] == 1),
    ("Abe no Seimei", "F-CHASE-9", {"hand": ["Abe no Seimei"]}, {"field": ["Test Giant"]},
     ["play Abe no Seimei", "target Test Giant"], lambda s: field(s, 1)["Test Giant"]["rested"]),
    ("Emperor Guangwu of Han", "F-WILL-8", {"field": [old("Emperor Guangwu of Han"), "Test Squire"]}, {},
     ["activate Emperor Guangwu of Han -> Test Squire"], lambda s: field(s, 0)["Test Squire"]["def"] == 600),
    ("Tutankhamun", "F-CHASE-8", {"field": ["Tutankhamun"], "hand": ["Stoning to Death"]}, {},
     ["play Stoning to Death -> Tutankhamun"], lambda s: _p(s, 0)["hand"] == ["Rukh Egg"]),
    ("Kleitos", "F-CHASE-9", {"hand": ["Kleitos"]}, {"field": ["Test Giant"]},
     ["play Kleitos", "target Test Giant"], lambda s: field(s, 1)["Test Giant"]["damage"] == 400),
    ("Saladin", "F-CHASE-8", {"field": [old("Saladin")]}, {}, ["attack Saladin"],
     lambda s: field(s, 0)["Saladin"]["atk"] == 600),
    ("Hanzo Hattori", "F-CHASE-8", {"hand": ["Hanzo Hattori"]}, {}, ["play Hanzo Hattori"],
     lambda s: _p(s, 0)["hand"] == ["Rukh Egg"]),
    ("Paracelsus", "F-CHASE-8", {"hand": ["Paracelsus"]}, {}, ["play Paracelsus"],
     lambda s: _p(s, 0)["hand"] == ["Rukh Egg"]),
    ("Binding Chain", "F-CHASE-9", {"hand": ["Binding Chain"]}, {"field": ["Test Giant"]},
     ["play Binding Chain -> Test Giant"],
     lambda s: field(s, 1)["Test Giant"]["rested"] and field(s, 1)["Test Giant"]["atk"] == 400),
    ("Edward, the Black Prince", "F-LIFE-2", {"hand": ["Edward, the Black Prince"]}, {},
     ["play Edward, the Black Prince"], lambda s: life(s, 0) == 3500),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]} ({c[1]})" for c in CASES])
def test_pool_card_script_does_what_the_card_does(case: Case) -> None:
    """Each case: the card's script resolves as the card says, under the rule named in the case id."""
    _name, _rule, alice, bob, posts, holds = case
    s = run(alice, bob, posts)
    assert holds(s), pview(s, G)


def test_every_pool_script_has_a_case() -> None:
    """A scripted card outside the ready decks and the test cards is one of the cases above."""
    ready = {G.cat.card(c).name_en for d in G.cat.decks.values() for c in (d.ruler, *d.main, *d.stones)}
    ready |= {G.cat.card(G.cat.card(c).j_ruler).name_en for d in G.cat.decks.values() for c in (d.ruler,)}
    scripted = {G.cat.card(c).name_en for c in G.cat.scripts} - ready
    assert scripted == {c[0] for c in CASES}
