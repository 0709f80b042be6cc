"""The Gwent table picture (issue 16): golden images of fixed positions, and hidden information —
the public picture is pixel-identical when hidden cards are swapped."""

from __future__ import annotations

import random

import pytest

from cards.core import PUBLIC, Audience
from tests.gwent.helpers import A, B, Table, player, scenario
from tests.pictures.golden_util import check_golden, size_of


def position(variant: str = "classic") -> Table:
    """Round 2 after a won round: weather, a horn, a hero, a passed opponent."""
    alice = player(
        A,
        "northern_realms",
        "Foltest: King of Temeria",
        hand=["Thaler", "Scorch", "Biting Frost"],
        deck=["Dethmold", "Kaedweni Siege Expert", "Yarpen Zigrin"],
        close=["Blue Stripes Commando", "Blue Stripes Commando", "Vernon Roche"],
        ranged=["Sheldon Skaggs", "Keira Metz"],
        siege=["Ballista", "Trebuchet"],
        horns={"siege": "Commander's Horn"},
        round_scores=[30],
    )
    bob = player(
        B,
        "nilfgaard",
        "Emhyr var Emreis: His Imperial Majesty",
        hand=["Cahir Mawr Dyffryn aep Ceallach", "Decoy"],
        deck=["Albrich", "Assire var Anahid", "Cynthia"],
        close=["Impera Brigade Guard", "Impera Brigade Guard"],
        ranged=["Tibor Eggebracht"],
        siege=["Heavy Zerrikanian Fire Scorpion"],
        passed=True,
        lives=1,
        round_scores=[25],
    )
    return Table(scenario(alice, bob, weather=["Biting Frost"], variant=variant))


@pytest.mark.parametrize(
    ("name", "audience", "lang"),
    [
        ("gwent_public_en", PUBLIC, "en"),
        ("gwent_alice_ru", Audience.player(0), "ru"),
        ("gwent_bob_en", Audience.player(1), "en"),
    ],
)
def test_golden_picture(name: str, audience: Audience, lang: str) -> None:
    """Behaviour: a fixed position draws the same picture (within a small tolerance for font hinting)."""
    t = position()
    png = t.game.render_picture(t.state, audience, lang)  # type: ignore[arg-type]
    check_golden(png, name)


def test_picture_is_about_1000_px_wide_and_a_png() -> None:
    t = position()
    fmt, (width, height) = size_of(t.game.render_picture(t.state, PUBLIC, "en"))
    assert fmt == "PNG" and width == 1000 and 600 < height < 1100


def _swap_hidden(t: Table, seat_seen: int | None, rng: random.Random) -> None:
    """Swap every card hidden from the reader (hands and decks of the others) with other hidden cards."""
    s = t.state
    for seat, side in enumerate(s.sides):
        if seat == seat_seen:
            continue
        pool = side.hand + side.deck
        ids = [s.cards[u] for u in pool]
        rng.shuffle(ids)
        for u, card in zip(pool, ids, strict=True):
            s.cards[u] = card


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_picture_shows_nothing_hidden_from_its_reader(seat: int | None) -> None:
    """G-OVR-13: the public picture (and each player's) is pixel-identical with hidden cards swapped."""
    audience = PUBLIC if seat is None else Audience.player(seat)
    t = position()
    before = t.game.render_picture(t.state, audience, "en")
    for k in range(5):
        _swap_hidden(t, seat, random.Random(k))
        assert t.game.render_picture(t.state, audience, "en") == before
