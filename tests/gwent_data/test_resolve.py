"""Catalogue.resolve: what players type → one card, or a bilingual refusal with suggestions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cards.core import IllegalMove
from cards.gwent.catalogue import Catalogue, default_catalogue
from cards.kit.names import fold as normalize


@pytest.mark.parametrize(
    ("query", "card_id"),
    [
        ("Geralt of Rivia", "ne_geralt_of_rivia"),
        ("геральт из ривии", "ne_geralt_of_rivia"),
        ("ne_geralt_of_rivia", "ne_geralt_of_rivia"),
        ("Geral", "ne_geralt_of_rivia"),  # unambiguous prefix
        ("Бригада «Импера»", "ng_impera_brigade_guard"),
        ("бригада импера", "ng_impera_brigade_guard"),
        ("Лёгкий драккар", "sk_light_longship"),
        ("Легкий  драккар", "sk_light_longship"),  # ё = е, extra spaces
        ("Foltest — The Steel Forged", "nr_ldr_foltest_steel_forged"),  # dashes
        ("Siegemaster", "nr_ldr_foltest_siegemaster"),
        ("The Siegemaster", "nr_ldr_foltest_siegemaster"),
        ("Gaunter O’Dimm", "ne_gaunter_odimm"),  # curly apostrophe
        ("Eithne", "sc_eithne"),  # Latin accents folded
        ("Arachas", "mo_arachas"),  # exact beats the prefix of "Arachas Behemoth"
        ("Хеймдалль", "sk_hemdall"),
    ],
)
def test_resolve_finds_the_card(cat: Catalogue, query: str, card_id: str) -> None:
    assert cat.resolve(query).id == card_id


def test_ambiguous_prefix_lists_the_candidates(cat: Catalogue) -> None:
    with pytest.raises(IllegalMove) as info:
        cat.resolve("Vampire")
    assert "Vampire: Bruxa" in info.value.text.en and "Вампиры: брукса" in info.value.text.ru
    assert len(info.value.suggestions) == 5


def test_misspelt_name_suggests_close_matches_in_both_languages(cat: Catalogue) -> None:
    with pytest.raises(IllegalMove) as info:
        cat.resolve("Gerlat")
    assert "Geralt of Rivia" in info.value.text.en
    assert "Геральт из Ривии" in info.value.text.ru
    assert info.value.suggestions[0] == "Geralt of Rivia"
    with pytest.raises(IllegalMove) as info:
        cat.resolve("Ведьмак")
    assert info.value.suggestions and all("Ведьма" in s for s in info.value.suggestions)
    assert len(info.value.suggestions) <= 3


def test_candidates_restrict_and_duplicates_count_once(cat: Catalogue) -> None:
    ghoul = cat.card("mo_ghoul")
    hand = [ghoul, ghoul, ghoul, cat.card("mo_nekker")]
    assert cat.resolve("гуль", hand) is ghoul
    assert cat.resolve("n", hand).id == "mo_nekker"  # unique prefix within the hand
    with pytest.raises(IllegalMove, match="among the cards"):
        cat.resolve("Geralt", hand)


def test_lang_hint_breaks_an_exact_tie(cat: Catalogue) -> None:
    twin = cat.with_cards(
        [
            {
                "id": "a",
                "name_en": "Same",
                "name_ru": "Другое",
                "faction": "neutral",
                "kind": "unit",
                "strength": 1,
                "row": "close",
            },
            {
                "id": "b",
                "name_en": "Другое2",
                "name_ru": "Same",
                "faction": "neutral",
                "kind": "unit",
                "strength": 1,
                "row": "close",
            },
        ]
    )
    with pytest.raises(IllegalMove):
        twin.resolve("same")
    assert twin.resolve("same", lang_hint="ru").id == "b"


def test_empty_query_is_refused(cat: Catalogue) -> None:
    with pytest.raises(IllegalMove):
        cat.resolve("  «» ")


_CARDS = sorted(default_catalogue().cards.values(), key=lambda c: c.id)


@settings(max_examples=200, deadline=None)
@given(
    card=st.sampled_from(_CARDS),
    lang=st.sampled_from(["en", "ru", "id"]),
    flips=st.lists(st.booleans(), max_size=60),
)
def test_every_name_resolves_to_its_card_in_any_case(card, lang, flips) -> None:
    name = {"en": card.name_en, "ru": card.name_ru, "id": card.id}[lang] or card.name_en
    mangled = "".join(ch.upper() if i < len(flips) and flips[i] else ch.lower() for i, ch in enumerate(name))
    assert default_catalogue().resolve(mangled).id == card.id


@given(st.text(max_size=30))
def test_normalize_is_idempotent(text: str) -> None:
    assert normalize(normalize(text)) == normalize(text)
