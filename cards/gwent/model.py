"""Card definitions for Witcher 3 forum Gwent: the rows of the judge's spreadsheet, typed.

Card facts are data (spec §13, G-REF-9): strength, row and abilities come from the xlsx.
Abilities are keywords the engine knows; a house-rule spreadsheet can recombine them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Row(StrEnum):
    CLOSE = "close"
    RANGED = "ranged"
    SIEGE = "siege"


COMBAT_ROWS: tuple[Row, ...] = (Row.CLOSE, Row.RANGED, Row.SIEGE)
AGILE = "agile"  # the value of CardDef.row for units that may go close or ranged (G-AGILE-1)


class Kind(StrEnum):
    UNIT = "unit"
    HERO = "hero"
    SPECIAL = "special"
    WEATHER = "weather"
    LEADER = "leader"
    FACTION = "faction"  # the forum's Faction card (§7.9)


_UNIT_KINDS = frozenset({Kind.UNIT, Kind.HERO})
_SPECIAL_KINDS = frozenset({Kind.SPECIAL, Kind.WEATHER})
HERO, WEATHER, FACTION_CARD = Kind.HERO, Kind.WEATHER, Kind.FACTION
"""Kinds as module constants for the hot paths: in CPython 3.11 reading a member off an enum class
(``Kind.HERO``) goes through ``EnumType.__getattr__``'s slow hook, some 70 ns a read."""


class Faction(StrEnum):
    NILFGAARD = "nilfgaard"
    NORTHERN_REALMS = "northern_realms"
    SCOIATAEL = "scoiatael"
    MONSTERS = "monsters"
    SKELLIGE = "skellige"
    NEUTRAL = "neutral"
    SPECIAL = "special"


PLAYABLE_FACTIONS: tuple[Faction, ...] = (
    Faction.NILFGAARD,
    Faction.NORTHERN_REALMS,
    Faction.SCOIATAEL,
    Faction.MONSTERS,
    Faction.SKELLIGE,
)

FACTION_NAMES: dict[Faction, tuple[str, str]] = {
    Faction.NILFGAARD: ("Nilfgaard", "Нильфгаард"),
    Faction.NORTHERN_REALMS: ("Northern Realms", "Северные Королевства"),
    Faction.SCOIATAEL: ("Scoia'tael", "Скоя'таэли"),
    Faction.MONSTERS: ("Monsters", "Чудовища"),
    Faction.SKELLIGE: ("Skellige", "Скеллиге"),
    Faction.NEUTRAL: ("Neutral", "Нейтральные"),
    Faction.SPECIAL: ("Special", "Специальные"),
}

# Unit abilities (spec §7, §8).
UNIT_ABILITIES = frozenset(
    {
        "spy",
        "medic",
        "muster",
        "agile",
        "tight_bond",
        "morale_boost",
        "horn",  # bard (G-BARD-*)
        "scorch",  # full-field scorch, e.g. Clan Dimun Pirate (G-SK-DIMUN-1)
        "scorch_close",  # row scorch on the opponent's row of the unit's row type (G-RSCORCH-1)
        "scorch_ranged",
        "scorch_siege",
        "mardroeme",  # Ermion (G-SK-ERMION-1)
        "berserker",  # transforms under Mardroeme (G-SK-BERS-1)
        "avenger",  # summons its `summons` card when it leaves the field (Kambi, G-SK-KAMBI-2)
    }
)

# Special-card effects (spec §5, §8).
SPECIAL_ABILITIES = frozenset(
    {
        "decoy",
        "horn",
        "scorch",
        "mardroeme",
        "weather_frost",
        "weather_fog",
        "weather_rain",
        "weather_storm",
        "clear_weather",
        "faction_card",
    }
)

# Leader effects (spec §10). One keyword per leader card; "hard_only" may be added.
LEADER_ABILITIES = frozenset(
    {
        "weather_rain",  # His Imperial Majesty
        "weather_fog",  # King of Temeria
        "weather_frost",  # Pureblood Elf
        "clear_weather",  # Lord Commander of the North
        "weather_choice",  # King of the Wild Hunt
        "reveal",  # Emperor of Nilfgaard
        "white_flame",
        "take_own_discard",  # The Relentless (forum)
        "take_opponent_discard",  # Invader of the North (forum)
        "horn_siege",  # The Siegemaster
        "horn_ranged",  # The Beautiful
        "horn_close",  # Commander of the Red Riders
        "steel_forged",  # Classic: row scorch siege; Hard: scorch on the opponent's half
        "scorch_ranged",  # Son of Medell
        "scorch_close",  # Queen of Dol Blathanna
        "scorch_siege",  # Harald the Cripple
        "daisy",
        "hope",
        "destroyer",  # Destroyer of Worlds
        "bringer",  # Bringer of Death
        "treacherous",
        "crach",
        "bran",
        "valhalla",
        "helheim",
        "hard_only",
    }
)

WEATHER_ROWS: dict[str, tuple[Row, ...]] = {
    "weather_frost": (Row.CLOSE,),
    "weather_fog": (Row.RANGED,),
    "weather_rain": (Row.SIEGE,),
    "weather_storm": (Row.RANGED, Row.SIEGE),  # G-SK-STORM-1
}


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card as the spreadsheet describes it. ``number`` is its 1–95 deck number (None: summon-only)."""

    id: str
    name_en: str
    name_ru: str
    faction: Faction
    kind: Kind
    strength: int | None = None
    row: str | None = None  # a Row value or AGILE
    abilities: frozenset[str] = frozenset()
    muster_group: str | None = None
    summons: str | None = None  # avenger target (Kambi → Hemdall)
    transforms_to: str | None = None  # berserker → vildkaarl

    @property
    def is_unit(self) -> bool:
        return self.kind in _UNIT_KINDS  # a set: one hash, where a tuple compared strings for non-units

    @property
    def is_hero(self) -> bool:
        return self.kind is HERO

    @property
    def is_special(self) -> bool:
        """Counts toward the Classic limit of 10 special cards (G-DECK-CL-2)."""
        return self.kind in _SPECIAL_KINDS

    @property
    def is_agile(self) -> bool:
        return self.row == AGILE or "agile" in self.abilities

    def name(self, lang: str) -> str:
        return self.name_ru if lang == "ru" and self.name_ru else self.name_en

    def has(self, ability: str) -> bool:
        return ability in self.abilities

    def facts(self) -> dict[str, object]:
        """What a player needs of a card in hand (names, strength, row, abilities), as plain data."""
        return {
            "en": self.name_en,
            "ru": self.name_ru or self.name_en,
            "strength": self.strength,
            "row": self.row,
            "hero": self.is_hero,
            "abilities": sorted(self.abilities - {"hard_only"}),
        }


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """A numbered line of a faction sheet: deck number → card id (spec G-REF-2)."""

    number: int
    card_id: str
