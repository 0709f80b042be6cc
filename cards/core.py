"""What every game engine offers the judge, and nothing more.

The judge (``bot.judge``) is game-agnostic: it only talks to an engine through :class:`Game`, and
builds its commands, tables and tournaments from the game's :class:`GameInfo`. An engine is pure:
no discord, no database, no clock; chance comes from one seeded :class:`cards.chance.Chance` that
logs what it decided. Hidden information is filtered by :meth:`Game.view`, so nobody downstream has
to remember to hide a hand.

The shape follows OpenSpiel (a declared game type, chance as events, one observation per player)
and python-chess (precise errors, a canonical move text that parses back to the same move).
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

Lang = Literal["en", "ru"]
LANGS: tuple[Lang, ...] = ("en", "ru")


@dataclass(frozen=True, slots=True, init=False)
class Audience:
    """Who may see an event or a view: everyone, one seat, or the judge only."""

    kind: Literal["public", "player", "judge"]
    seat: int | None = None

    def __init__(self, kind: Literal["public", "player", "judge"], seat: int | None = None) -> None:
        _audience_kind(self, kind)  # the slots through their descriptors: see Event below
        _audience_seat(self, seat)

    @staticmethod
    def player(seat: int) -> Audience:
        """One seat's audience; the first seven are made once (an engine names one on most posts, and an
        audience is an immutable value)."""
        if 0 <= seat < len(_SEATS):
            return _SEATS[seat]
        return Audience("player", seat)

    def may_see(self, other: Audience) -> bool:
        """True if a reader with this audience may read something meant for ``other``."""
        if self.kind == "judge" or other.kind == "public":
            return True
        return self.kind == "player" and other.kind == "player" and self.seat == other.seat

    def bottom(self) -> int:
        """The seat a table picture draws at the bottom: a player's own, seat 0 for the public and the judge."""
        return self.seat if self.kind == "player" and self.seat is not None else 0


def _setter(cls: type, name: str) -> Any:
    """The slot descriptor's setter of ``cls.name``: it writes past a frozen dataclass's ``__setattr__``."""
    return cls.__dict__[name].__set__


_audience_kind = _setter(Audience, "kind")
_audience_seat = _setter(Audience, "seat")
PUBLIC = Audience("public")
JUDGE = Audience("judge")
_SEATS: tuple[Audience, ...] = tuple(Audience("player", s) for s in range(7))


# Audiences, events, decisions and texts are built on every post (several per post, many per playout of the practice
# opponent), so they get a hand-written ``__init__`` that fills the slots through their descriptors: the
# generated one of a frozen dataclass goes through ``object.__setattr__`` (a lookup of the name in the
# class per field) and ``Decision``'s ``__post_init__`` through it once more. The classes stay frozen
# slotted dataclasses (same fields, keyword construction, equality, hashing, ``replace`` and pickles);
# the setters are bound below each class, once it is final (``slots=True`` makes a new class).
_EMPTY: Mapping[str, Any] = {}


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """Something that happened, for one audience. ``kind`` plus ``data`` is rendered by the game."""

    kind: str
    audience: Audience = PUBLIC
    data: Mapping[str, Any] = field(default_factory=dict)

    def __init__(self, kind: str, audience: Audience = PUBLIC, data: Mapping[str, Any] = _EMPTY) -> None:
        _event_kind(self, kind)
        _event_audience(self, audience)
        _event_data(self, {} if data is _EMPTY else data)  # a new dict per event, as default_factory gives


_event_kind = _setter(Event, "kind")
_event_audience = _setter(Event, "audience")
_event_data = _setter(Event, "data")
# An engine's context emits several events a post and may make them as ``Event.__init__`` does without its
# Python frame: ``e = object.__new__(Event)``, then these three on it (the data a new dict, as __init__ keeps).
set_event_kind = _event_kind
set_event_audience = _event_audience
set_event_data = _event_data


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """A decision the game is waiting for. Several may be pending at once (e.g. both mulligans).

    ``id`` is stable while the decision is pending and new for the next one, so prompts, reminders
    and autocomplete key on it instead of comparing kinds before and after a post. When a game
    leaves it empty it is derived from seat, kind and a ``step`` counter in ``data`` if there is one.
    ``data`` carries what the prompt needs (e.g. how many cards to reveal), so a reminder can ask
    exactly what the first prompt asked.
    """

    seat: int
    kind: str  # "turn", "exchange", "mulligan", "guard", "priority", ...
    private: bool = False  # True: ask by DM; False: ask in the match thread
    data: Mapping[str, Any] = field(default_factory=dict)
    id: str = ""

    def __init__(self, seat: int, kind: str, private: bool = False, data: Mapping[str, Any] = _EMPTY,
                 id: str = "") -> None:
        if data is _EMPTY:
            data = {}
        if not id:
            step = data.get("step", "") if type(data) is dict or isinstance(data, Mapping) else ""
            id = f"{kind}:{seat}" + (f":{step}" if step != "" else "")
        _decision_seat(self, seat)
        _decision_kind(self, kind)
        _decision_private(self, private)
        _decision_data(self, data)
        _decision_id(self, id)


_decision_seat = _setter(Decision, "seat")
_decision_kind = _setter(Decision, "kind")
_decision_private = _setter(Decision, "private")
_decision_data = _setter(Decision, "data")
_decision_id = _setter(Decision, "id")


@dataclass(frozen=True, slots=True, init=False)
class Text:
    """A message in both languages; the judge picks one per reader."""

    en: str
    ru: str

    def __init__(self, en: str, ru: str) -> None:
        _text_en(self, en)
        _text_ru(self, ru)

    def __call__(self, lang: Lang | str) -> str:
        return self.ru if lang == "ru" else self.en

    @staticmethod
    def same(text: str) -> Text:
        """A text that reads the same in every language (a name, a number)."""
        return Text(text, text)


_text_en = _setter(Text, "en")
_text_ru = _setter(Text, "ru")


class MoveError(Exception):
    """A post the game does not take. ``text`` says why in every language; the state is unchanged.

    Its two kinds are siblings, so the order of ``except`` clauses never matters:
    :class:`IllegalMove` (a move the rules refuse: the reader is told why) and :class:`NotAMove`
    (chat: the judge stays silent in the thread).
    """

    def __init__(self, en: str | Text, ru: str | None = None, *, suggestions: Sequence[str] = ()) -> None:
        text = en if isinstance(en, Text) else Text(en, ru if ru is not None else en)
        super().__init__(text.en)
        self.text = text
        self.suggestions = tuple(suggestions)

    def message(self, lang: Lang | str = "en") -> str:
        return self.text(lang)


class IllegalMove(MoveError):
    """A post that the rules refuse. The state is unchanged; ``text`` says why and what would work."""


class NotAMove(MoveError):
    """The text is not a move at all (chat). The judge ignores it silently in the thread."""


@dataclass(frozen=True, slots=True)
class Result:
    """How a match ended, for any number of seats.

    ``placements[seat]`` is that seat's place, 1 first; tied seats share a place (a two-player draw
    is ``(1, 1)``; a double loss given by a judge is ``(2, 2)``: nobody placed first). ``games_won``
    counts games (Gwent rounds, …) per seat where the game has them, for tournament game points, and
    ``games_drawn`` the games nobody won.
    """

    placements: tuple[int, ...]
    reason: str = ""
    games_won: tuple[int, ...] | None = None
    games_drawn: int = 0

    def __post_init__(self) -> None:
        if not self.placements or any(p < 1 or p > len(self.placements) for p in self.placements):
            raise ValueError(f"placements must be 1..{len(self.placements)} per seat: {self.placements}")
        if self.games_won is not None and len(self.games_won) != len(self.placements):
            raise ValueError("games_won needs one count per seat")

    @property
    def seats(self) -> int:
        return len(self.placements)

    def to_dict(self) -> dict[str, Any]:
        """The stored form (``match.result``); the old ``winners``/``draw`` keys stay for readers of old rows."""
        return {
            "placements": list(self.placements),
            "winners": list(self.winners),
            "draw": self.draw,
            "reason": self.reason,
            "games_won": list(self.games_won) if self.games_won is not None else None,
            "games_drawn": self.games_drawn,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], seats: int) -> Result:
        """A stored result, including rows written before placements were stored (``winners``/``draw``)."""
        games = data.get("games_won")
        won = tuple(int(g) for g in games) if games is not None else None
        drawn = int(data.get("games_drawn") or 0)
        reason = str(data.get("reason") or "")
        if data.get("placements"):
            return cls(tuple(int(p) for p in data["placements"]), reason, won, drawn)
        old = cls.of([int(s) for s in data.get("winners", ())], seats, draw=bool(data.get("draw")), reason=reason)
        return cls(old.placements, reason, won, drawn)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats placed first, unless every seat is (a draw has no winner)."""
        first = tuple(s for s, p in enumerate(self.placements) if p == 1)
        return () if self.draw else first

    @property
    def draw(self) -> bool:
        """Every seat shares first place."""
        return len(self.placements) > 1 and all(p == 1 for p in self.placements)

    def place(self, seat: int) -> int:
        return self.placements[seat]

    @classmethod
    def win(cls, seat: int, seats: int, reason: str = "", games_won: tuple[int, ...] | None = None) -> Result:
        """``seat`` wins; every other seat shares second place."""
        return cls(tuple(1 if s == seat else 2 for s in range(seats)), reason, games_won)

    @classmethod
    def tie(cls, seats: int, reason: str = "", games_won: tuple[int, ...] | None = None) -> Result:
        """A draw: every seat shares first place."""
        return cls((1,) * seats, reason, games_won)

    @classmethod
    def no_winner(cls, seats: int, reason: str = "") -> Result:
        """Everyone loses (a judge's double loss)."""
        return cls((seats,) * seats, reason)

    @classmethod
    def ranked(cls, groups: Sequence[Sequence[int]], reason: str = "",
               games_won: tuple[int, ...] | None = None) -> Result:
        """Places from groups of seats, first group first; a group shares its place (competition ranking)."""
        seats = sum(len(g) for g in groups)
        places = [0] * seats
        place = 1
        for group in groups:
            for s in group:
                places[s] = place
            place += len(group)
        return cls(tuple(places), reason, games_won)

    @classmethod
    def of(cls, winners: Sequence[int], seats: int, *, draw: bool = False, reason: str = "") -> Result:
        """From the old (winners, draw) form: no winner and no draw is everyone losing."""
        if draw:
            return cls.tie(seats, reason)
        if not winners:
            return cls.no_winner(seats, reason)
        return cls(tuple(1 if s in winners else len(winners) + 1 for s in range(seats)), reason)


@dataclass(frozen=True, slots=True)
class Variant:
    """A ruleset of a game (Gwent Classic / Hard; Vanguard standard / premium)."""

    name: str
    title: Text
    aliases: tuple[str, ...] = ()


OptionKind = Literal["bool", "int", "choice", "str"]


@dataclass(frozen=True, slots=True)
class Option:
    """A typed setup option with its default, as a host chooses it when a table opens."""

    name: str
    kind: OptionKind
    default: Any
    title: Text
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, value: Any) -> Any:
        """The value in this option's type, or ValueError naming the option and what it takes."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on", "да"):
                return True
            if text in ("0", "false", "no", "off", "нет"):
                return False
            raise ValueError(f"option {self.name} takes true or false, not {str(value)[:40]!r}")
        if self.kind == "int":
            if isinstance(value, bool):
                raise ValueError(f"option {self.name} takes a whole number")
            try:
                number = int(str(value).strip()) if not isinstance(value, int) else value
            except ValueError:
                raise ValueError(f"option {self.name} takes a whole number, not {str(value)[:40]!r}") from None
            if (self.minimum is not None and number < self.minimum) or (
                self.maximum is not None and number > self.maximum
            ):
                raise ValueError(f"option {self.name} takes {self.minimum}..{self.maximum}, not {number}")
            return number
        if self.kind == "choice":
            text = str(value).strip().lower()
            for choice in self.choices:
                if choice.lower() == text:
                    return choice
            raise ValueError(f"option {self.name} takes one of {', '.join(self.choices)}, not {str(value)[:40]!r}")
        text = str(value)
        if len(text) > 200:
            raise ValueError(f"option {self.name} is at most 200 characters")
        return text


@dataclass(frozen=True, slots=True)
class DeckRule:
    """Whether players bring decks and how they hand them in."""

    required: bool = False  # a match waits for every seat's deck
    by_text: bool = True  # a deck list posted by DM
    upload: tuple[str, ...] = ()  # file endings a deck may be uploaded as ("xlsx",)
    # The largest upload the game reads: the bot refuses a bigger file by the size Discord reports,
    # before downloading it (the game's own reader still checks what it gets: cards.kit.xlsx).
    upload_bytes: int = 512 * 1024
    ready: bool = False  # the game offers ready decks for players without one
    hint: Text = Text("", "")  # how to hand a deck in (tournament registration, refusals)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a game declares about itself; the judge builds commands, tables and tournaments from it."""

    name: str
    title: Text
    min_seats: int = 2
    max_seats: int = 2
    default_seats: int = 2
    variants: tuple[Variant, ...] = ()
    options: tuple[Option, ...] = ()
    decks: DeckRule = DeckRule()
    description: Text = Text("", "")
    # The games (Gwent: rounds) a match is played to, best of N. Tournaments count a bye or an awarded
    # match as the games that win it (best of 3: 2-0) and an intentional draw as N drawn games.
    best_of: int = 1
    # Kinds of private events that show only their reader's own hand, as the view (``render_hand``) does.
    # When a post asks that player for a private decision too, the judge sends one DM: the other events,
    # then the ask with the view; these events' texts are left out there (their files still go).
    view_events: frozenset[str] = frozenset()
    # The seed ``tablejudge demo`` plays when none is given: one whose match shows what the game does
    # (Vanguard: AUTO, ACT and CONT abilities at work).
    demo_seed: int = 1

    def variant(self, name: str | None) -> Variant | None:
        """The variant named ``name`` or one of its aliases (case-insensitive); None for none given."""
        if not name:
            return self.variants[0] if self.variants else None
        key = name.strip().lower()
        for v in self.variants:
            if key == v.name.lower() or key in (a.lower() for a in v.aliases):
                return v
        raise ValueError(f"{self.name} has no variant {name[:40]!r} (variants: {', '.join(v.name for v in self.variants)})")

    def variant_options(self, name: str | None, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """``options`` with the variant ``name`` checked. A game whose rulesets are a table option rather
        than variants (Force of Will's rules version ``cr``) takes one of that option's choices as its
        variant: ``--variant 7.0`` sets ``cr=7.0``. A name that is neither is refused, naming what is."""
        given = dict(options or {})
        if not name or any(name.strip().lower() in (v.name.lower(), *(a.lower() for a in v.aliases))
                           for v in self.variants):
            return given
        for option in self.options:
            if option.kind == "choice" and name.strip().lower() in (c.lower() for c in option.choices):
                given.setdefault(option.name, name.strip())
                return given
        known = [v.name for v in self.variants] + [
            c for o in self.options if o.kind == "choice" and o.name in ("cr", "rules", "version") for c in o.choices
        ]
        raise ValueError(
            f"{self.name} has no variant {name[:40]!r} ("
            + (f"variants: {', '.join(known)}" if known else "it has no variants") + ")"
        )

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)

    def setup_options(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """Every option with its default, overridden by ``given``; unknown names are refused by name."""
        unknown = sorted(set(given) - {o.name for o in self.options})
        if unknown:
            raise ValueError(f"{self.name} has no option {', '.join(unknown)}")
        return {o.name: o.coerce(given[o.name]) if o.name in given else o.default for o in self.options}

    def check_seats(self, seats: int) -> None:
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"{self.name} is for {self.min_seats}-{self.max_seats} players, not {seats}")


Files = list[tuple[str, bytes]]


@dataclass(frozen=True, slots=True)
class HelpRow:
    """One line of a game's cheat sheet (``/help``): what a post does and how it is written in each
    language. The rows are the ones the game's docs table shows (a test keeps them in step)."""

    what: Text
    en: str
    ru: str


@dataclass(frozen=True, slots=True)
class QuickAnswer:
    """A fixed answer to a pending decision, offered as a button (or a select option) on its prompt:
    pressing it is exactly posting ``post`` (the canonical text), by the decision's seat."""

    label: Text
    post: str


class ScenarioError(ValueError):
    """A scenario file that is not valid; ``key`` names the offending key (exit status 2)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}")
        self.key = key


@runtime_checkable
class Game(Protocol):
    """The engine protocol the judge is written against.

    ``state`` objects are opaque to the judge. ``apply`` never mutates its input: it returns
    a new state, so undo is replay (or keeping the old object) and a rejected move changes nothing.
    Engines subclass :class:`BaseGame`, which gives every optional hook its default.
    """

    name: str
    info: GameInfo

    def new_match(self, setup: Mapping[str, Any], rng: random.Random) -> tuple[Any, list[Event]]: ...

    def seats(self, state: Any) -> Sequence[str]: ...

    def pending(self, state: Any) -> Sequence[Decision]: ...

    def parse(self, state: Any, seat: int, text: str) -> Any: ...

    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]: ...

    def canonical(self, state: Any, seat: int, action: Any) -> str: ...

    def parse_canonical(self, state: Any, seat: int, text: str) -> Any: ...

    def view(self, state: Any, audience: Audience) -> dict[str, Any]: ...

    def render_table(self, state: Any, audience: Audience, lang: Lang) -> str: ...

    def render_event(self, event: Event, lang: Lang) -> str | None: ...

    def result(self, state: Any) -> Result | None: ...

    def legal_posts(self, state: Any, seat: int) -> list[str]: ...

    def random_post(self, state: Any, seat: int, rng: random.Random) -> str: ...

    def post_in(self, state: Any, seat: int, text: str, lang: Lang) -> str: ...

    def random_step(self, state: Any, seat: int, rng: random.Random) -> tuple[str, Any, list[Event]]: ...

    def rollout_step(self, state: Any, seat: int, rng: random.Random) -> tuple[str, Any, list[Event]]: ...

    def title(self, lang: Lang) -> str: ...

    def decision_label(self, decision: Decision, lang: Lang) -> str: ...

    def decision_files(self, state: Any, decision: Decision, lang: Lang) -> Files: ...

    def event_files(self, state: Any, event: Event, lang: Lang) -> Files: ...

    def render_hand(self, state: Any, seat: int, lang: Lang) -> str: ...

    def render_picture(self, state: Any, audience: Audience, lang: Lang) -> bytes | None: ...

    def parse_upload(self, state: Any, seat: int, filename: str, data: bytes) -> Any: ...

    def accepts_out_of_turn(self, state: Any, seat: int, action: Any) -> bool: ...

    def judge_only(self, state: Any, seat: int, action: Any) -> bool: ...

    def reason_text(self, reason: str, lang: Lang) -> str: ...

    def pass_post(self, state: Any, seat: int) -> str | None: ...

    def concede_post(self, state: Any, seat: int) -> str | None: ...

    def seat_left(self, state: Any, seat: int) -> bool: ...

    def check_deck(self, text: str, options: Mapping[str, Any]) -> Any: ...

    def check_deck_upload(self, filename: str, data: bytes, options: Mapping[str, Any]) -> Any: ...

    def play(self, state: Any, seat: int, text: str) -> tuple[Any, list[Event]]: ...

    def setup_for(
        self, names: Sequence[str], variant: str | None = None, options: Mapping[str, Any] | None = None
    ) -> dict[str, Any]: ...

    def invariants(self, state: Any) -> list[str]: ...

    def scramble_hidden(self, state: Any, audience: Audience, rng: random.Random) -> Any: ...

    def private_alternatives(self, state: Any, seat: int, text: str) -> Sequence[str]: ...

    def scramble_secrets(self, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any: ...

    def scramble_faces(self, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any | None: ...

    def determinize(self, state: Any, seat: int, rng: random.Random) -> Any: ...

    def evaluate(self, state: Any, seat: int) -> float | None: ...

    def scenario(self, data: Mapping[str, Any], view: str) -> tuple[int, dict[str, Any]]: ...

    def scenario_picture(self, data: Mapping[str, Any], view: str, lang: Lang) -> bytes | None: ...

    def variant_of(self, setup: Mapping[str, Any]) -> str | None: ...

    snapshot_version: str

    def dump_state(self, state: Any) -> bytes: ...

    def load_state(self, data: bytes) -> Any: ...

    def help_rows(self) -> Sequence[HelpRow]: ...

    def quick_answers(self, state: Any, decision: Decision) -> Sequence[QuickAnswer]: ...

    def quick_choices(self, state: Any, decision: Decision) -> Sequence[QuickAnswer]: ...

    def card_names(self, lang: Lang) -> Sequence[str]: ...

    def describe_card(self, name: str, lang: Lang) -> str | None: ...

    def card_picture(self, name: str, lang: Lang) -> bytes | None: ...


class BaseGame:
    """Every optional hook of :class:`Game` with its default, so the judge never probes with getattr.

    A game overrides what it has: its own scripted player, files sent with a DM, an upload reader,
    a pass post, posts accepted out of turn. The required part (setup, pending, parse, apply, view,
    render, result, canonical) raises until the game provides it.
    """

    name: str = ""
    info: GameInfo = GameInfo("", Text("", ""))

    # --- required -------------------------------------------------------------------------------
    def new_match(self, setup: Mapping[str, Any], rng: random.Random) -> tuple[Any, list[Event]]:
        raise NotImplementedError

    def seats(self, state: Any) -> Sequence[str]:
        raise NotImplementedError

    def pending(self, state: Any) -> Sequence[Decision]:
        raise NotImplementedError

    def parse(self, state: Any, seat: int, text: str) -> Any:
        raise NotImplementedError

    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]:
        raise NotImplementedError

    def view(self, state: Any, audience: Audience) -> dict[str, Any]:
        raise NotImplementedError

    def render_table(self, state: Any, audience: Audience, lang: Lang) -> str:
        raise NotImplementedError

    def render_event(self, event: Event, lang: Lang) -> str | None:
        raise NotImplementedError

    def result(self, state: Any) -> Result | None:
        raise NotImplementedError

    # --- canonical move log ---------------------------------------------------------------------
    def canonical(self, state: Any, seat: int, action: Any) -> str:
        """The accepted action as a canonical text that :meth:`parse_canonical` reads back to the same
        move in the same state (as SAN is to python-chess). The store logs it; replay reads it, so a
        changed spreadsheet name or parser does not break a live match."""
        raise NotImplementedError

    def parse_canonical(self, state: Any, seat: int, text: str) -> Any:
        return self.parse(state, seat, text)

    # --- optional, with defaults ----------------------------------------------------------------
    def play(self, state: Any, seat: int, text: str) -> tuple[Any, list[Event]]:
        """Parse and apply one post (tests, the scenario runner, the demo)."""
        return self.apply(state, seat, self.parse(state, seat, text))

    def title(self, lang: Lang) -> str:
        return self.info.title(lang) or self.name

    def post_in(self, state: Any, seat: int, text: str, lang: Lang) -> str:
        """A canonical post written as a player of ``lang`` would write it (the demo's scripted players);
        it must parse to the same move. The default keeps the canonical text."""
        return text

    def legal_posts(self, state: Any, seat: int) -> list[str]:
        """Posts that ``seat`` could make now (verified), for scripted players and autocomplete."""
        return []

    def random_post(self, state: Any, seat: int, rng: random.Random) -> str:
        """A scripted player's post: by default a random legal post."""
        options = self.legal_posts(state, seat)
        if not options:
            raise IllegalMove("No legal post.", "Нет допустимого хода.")
        return rng.choice(options)

    def random_step(self, state: Any, seat: int, rng: random.Random) -> tuple[str, Any, list[Event]]:
        """A scripted player's post already applied: (post, new state, events). A game that applies a
        post to find out it is legal overrides this to return that result instead of applying twice."""
        post = self.random_post(state, seat, rng)
        new_state, events = self.play(state, seat, post)
        return post, new_state, events

    def rollout_step(self, state: Any, seat: int, rng: random.Random) -> tuple[str, Any, list[Event]]:
        """The practice opponent's playout policy, in :meth:`random_step`'s shape: by default the scripted
        random player. A game may play its playouts more as a person would (never throwing away what a
        search should learn to value), so that the search learns what its moves are worth."""
        return self.random_step(state, seat, rng)

    def decision_label(self, decision: Decision, lang: Lang) -> str:
        """What the judge asks for, with the syntax to answer (DMs and reminders)."""
        return decision.kind

    def render_picture(self, state: Any, audience: Audience, lang: Lang) -> bytes | None:
        """A PNG of the table as ``audience`` sees it, drawn from :meth:`view` (never the raw state),
        or None for a game without pictures."""
        return None

    def decision_files(self, state: Any, decision: Decision, lang: Lang) -> Files:
        return []

    def event_files(self, state: Any, event: Event, lang: Lang) -> Files:
        return []

    def render_hand(self, state: Any, seat: int, lang: Lang) -> str:
        """``/hand``: by default the seat's own table view."""
        return self.render_table(state, Audience.player(seat), lang)

    def parse_upload(self, state: Any, seat: int, filename: str, data: bytes) -> Any:
        raise IllegalMove("This game takes no file uploads.", "Эта игра не принимает файлы.")

    def accepts_out_of_turn(self, state: Any, seat: int, action: Any) -> bool:
        return False

    def reason_text(self, reason: str, lang: Lang) -> str:
        """A result's ``reason`` in the reader's language (a game may store a message key there)."""
        return reason

    def judge_only(self, state: Any, seat: int, action: Any) -> bool:
        """``action`` is a judge's correction (set a count, e.g. Fate's ``judge prana 5 @Boris``): the judge
        posts it with ``/judge act`` for any seat at any moment, and a player's own post of it is refused."""
        return False

    def pass_post(self, state: Any, seat: int) -> str | None:
        """The post that passes for ``seat`` now (``/pass``), or None where passing is not a move."""
        return "pass"

    def concede_post(self, state: Any, seat: int) -> str | None:
        """The post by which ``seat`` leaves the match now, in or out of turn (``/concede``, a tournament
        drop the judge posts for the seat), or None where the game has none: then a judge ends the match."""
        return "concede"

    def seat_left(self, state: Any, seat: int) -> bool:
        """``seat`` has left a match that goes on without him (a Fate Master who conceded): his posts are
        refused as such. In a game that ends when a seat leaves this stays False."""
        return False

    def check_deck(self, text: str, options: Mapping[str, Any]) -> Any:
        """A deck list checked without a match (tournament deck registration): the per-seat setup
        (``setup["players"][i]`` without the name) it stands for. ``options`` holds the ``variant``.
        :class:`NotAMove` when the text is no deck post at all; :class:`IllegalMove` listing every problem
        of a wrong deck."""
        raise NotAMove("This game has no decks.", "В этой игре нет колод.")

    def check_deck_upload(self, filename: str, data: bytes, options: Mapping[str, Any]) -> Any:
        """As :meth:`check_deck`, for a deck sent as a file (``info.decks.upload`` says which kinds)."""
        raise NotAMove("This game takes no deck files.", "Эта игра не принимает колоды файлом.")

    def scenario(self, data: Mapping[str, Any], view: str) -> tuple[int, dict[str, Any]]:
        """Run a scenario file (``../shared/specs/scenarios.md``): load the position, apply ``moves``, and
        return (exit status, output JSON) — 0 done, 3 a refused post (``error`` set, state before it);
        a file that is not a valid scenario raises ``ScenarioError`` naming the key (exit 2)."""
        raise ScenarioError("game", f"{self.name} has no scenario runner")

    def scenario_picture(self, data: Mapping[str, Any], view: str, lang: Lang) -> bytes | None:
        """The picture (:meth:`render_picture`) of a scenario's final position for its ``view`` (judge,
        public or a player's name), or None for a game without pictures or scenarios. Raises like
        :meth:`scenario` for a file that is not a valid scenario."""
        return None

    # --- what the contract suite and the demo need -----------------------------------------------
    def setup_for(self, names: Sequence[str], variant: str | None = None,
                  options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """A setup for these players (seat order) that a demo or a random playout can start from:
        ``{"variant": …, "players": [{"name": …}, …], **options}``; decks, if any, come through
        pending decisions that :meth:`random_post` answers (e.g. with a ready deck)."""
        self.info.check_seats(len(names))
        setup: dict[str, Any] = {"players": [{"name": n} for n in names]}
        options = self.info.variant_options(variant, options)  # refuses a name that is no variant
        try:
            v = self.info.variant(variant)
        except ValueError:  # it named a choice of a table option, now in ``options``
            v = self.info.variant(None)
        if v is not None:
            setup["variant"] = v.name
        setup.update(self.info.setup_options(options or {}))
        return setup

    def invariants(self, state: Any) -> list[str]:
        """What is wrong with ``state`` (e.g. a card in two zones, or in none); empty when all is well."""
        return []

    def scramble_hidden(self, state: Any, audience: Audience, rng: random.Random) -> Any:
        """A copy of ``state`` where the cards ``audience`` may not see are swapped among the places
        hidden from it (same counts): the contract suite checks that ``audience``'s view, table,
        events and picture do not change."""
        raise NotImplementedError

    def private_alternatives(self, state: Any, seat: int, text: str) -> Sequence[str]:
        """Other legal answers to ``seat``'s pending private decision (asked by DM) that no other reader may
        tell from ``text`` by the rules: another mulligan of as many cards, another ready deck while the
        others still owe theirs, another Servant from the same offer. The hidden-information suite plays each
        in place of ``text`` and requires the same news, asks, files and views for every other reader. Empty
        where the rules make the answer public (or there is no other answer)."""
        return ()

    def scramble_secrets(self, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
        """A copy of ``before`` (never written through: a clone may share what it never changes in place)
        where the secret cards of every seat not in ``keep`` that stay hidden through the step to ``after``
        have other identities — the hand cards a rule does not reveal on the way. The hidden-information
        suite replays the step from it and requires the same news for a reader who may not see them. By
        default the first kept seat's :meth:`scramble_hidden` (every card hidden from him); a game whose
        public effects reveal a player's own deck (Gwent's Muster) names the narrower secrets itself."""
        return self.scramble_hidden(before, Audience.player(min(keep)), rng)

    def scramble_faces(self, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any | None:
        """As :meth:`scramble_secrets` for face-down identities that must not leak even through their
        owner's own move (Fate's face-down Servants, FA-OVR-4), swapped for every seat but ``keep``; None
        when the game has none."""
        return None

    def determinize(self, state: Any, seat: int, rng: random.Random) -> Any:
        """One full state that ``seat`` cannot tell from ``state``, drawn by ``rng`` alone: what the seat
        may not see is dealt again from the same cards, and chance's future is drawn afresh. The result
        depends only on what the seat knows and on ``rng`` (the contract suite checks it), so a search
        over such samples (the practice opponent) cannot use hidden cards. By default the seat's
        :meth:`scramble_hidden`, and a state's ``chance`` (a :class:`cards.chance.Chance`) is reseeded
        from ``rng`` after it, so the sample's dice and shuffles are not the match's."""
        s = self.scramble_hidden(state, Audience.player(seat), rng)
        chance = getattr(s, "chance", None)  # a game's state that holds its chance source
        if chance is not None:
            s.chance = chance.reseeded(rng)
        return s

    def evaluate(self, state: Any, seat: int) -> float | None:
        """How well ``seat`` stands in an unfinished match, from 0 (lost) to 1 (won), where a search's
        playout is cut short (the practice opponent); None when the game has no opinion (scored 0.5)."""
        return None

    def variant_of(self, setup: Mapping[str, Any]) -> str | None:
        v = self.info.variant(setup.get("variant"))
        return v.name if v is not None else None

    # --- snapshots: the judge keeps a live match's state between posts ----------------------------
    # Stored rows are tagged with the game's name, this version and a digest of its code, so a changed
    # engine never loads an old row (it replays the log instead); bump it to drop rows by hand.
    snapshot_version: str = ""

    def dump_state(self, state: Any) -> bytes:
        """``state`` as bytes for a snapshot row, which :meth:`load_state` reads back to an equal state.
        By default pickle: states are plain dataclasses and the rows are the judge's own."""
        return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)

    def load_state(self, data: bytes) -> Any:
        """The state :meth:`dump_state` wrote (only rows with this game's tag reach it)."""
        return pickle.loads(data)  # the judge's own rows, tagged with this engine's digest

    # --- what people see around the posts (/help, buttons, /card) --------------------------------
    def help_rows(self) -> Sequence[HelpRow]:
        """The game's cheat sheet for ``/help``: by default the ``ROWS`` of ``cards/<game>/cheatsheet.py``
        (the rows of the game's docs table), none if it has no such module."""
        import importlib

        try:
            module = importlib.import_module(f"cards.{self.name}.cheatsheet")
        except ModuleNotFoundError:
            return ()
        return tuple(getattr(module, "ROWS", ()))

    def quick_answers(self, state: Any, decision: Decision) -> Sequence[QuickAnswer]:
        """The fixed answers to ``decision`` offered as buttons on its prompt (pass, no guard, keep the
        hand, physical/magic, a few legal targets): each is a post the game accepts from the decision's
        seat now. By default ``quick_answers(game, state, decision)`` of ``cards/<game>/answers.py``;
        none without it (the player types)."""
        import importlib

        try:
            module = importlib.import_module(f"cards.{self.name}.answers")
        except ModuleNotFoundError:
            return ()
        answers = getattr(module, "quick_answers", None)
        return tuple(answers(self, state, decision)) if answers is not None else ()

    def quick_choices(self, state: Any, decision: Decision) -> Sequence[QuickAnswer]:
        """The few legal targets of ``decision`` (a unit to retire, a blocker, a Master to attack) offered
        as a select menu on its prompt; each is a post the game accepts from the decision's seat now. By
        default ``quick_choices(game, state, decision)`` of ``cards/<game>/answers.py`` (see
        :func:`cards.kit.choices.few`); none without it."""
        import importlib

        try:
            module = importlib.import_module(f"cards.{self.name}.answers")
        except ModuleNotFoundError:
            return ()
        choices = getattr(module, "quick_choices", None)
        return tuple(choices(self, state, decision)) if choices is not None else ()

    def _lookup(self, hook: str) -> Any:
        """``cards/<game>/lookup.py``'s function ``hook`` (the defaults of the ``/card`` hooks), or None."""
        import importlib

        try:
            module = importlib.import_module(f"cards.{self.name}.lookup")
        except ModuleNotFoundError:
            return None
        return getattr(module, hook, None)

    def card_names(self, lang: Lang) -> Sequence[str]:
        """The card names ``/card`` autocompletes over (the loaded spreadsheet), in ``lang``; by default
        ``card_names(game, lang)`` of ``cards/<game>/lookup.py``, none without it."""
        found = self._lookup("card_names")
        return tuple(found(self, lang)) if found is not None else ()

    def describe_card(self, name: str, lang: Lang) -> str | None:
        """``/card``: the card's facts and its abilities in words the engine generates from its script;
        None for a name the game does not know (default: ``describe`` of ``cards/<game>/lookup.py``)."""
        found = self._lookup("describe")
        return found(self, name, lang) if found is not None else None

    def card_picture(self, name: str, lang: Lang) -> bytes | None:
        """A PNG of the card's face for ``/card``, or None (default: ``face`` of ``cards/<game>/lookup.py``)."""
        found = self._lookup("face")
        return found(self, name, lang) if found is not None else None
