"""Slash commands. Each one is a small function of the calling :class:`~bot.judge.api.Actor` that calls one
service method; :meth:`TableJudgeBot.command` runs it on the judge's thread and shows the Reply (ephemeral
unless it says otherwise). Whether the caller may do it (judge role, Manage Server) is the service's call,
made from ``Actor.is_judge`` / ``Actor.is_admin``."""

import inspect
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord.cardlookup import register_card
from bot.discord.concede import register_concede
from bot.discord.help import register_help
from bot.discord.matches import register_matches, register_record
from bot.discord.setup_check import register_setup_check
from bot.discord.texts import say
from bot.discord.tournament_commands import tournament_group
from bot.discord.undo import register_undo
from bot.i18n import say as _say
from bot.judge.api import Actor, Reply
from bot.judge.games import DEFAULT_GAME
from cards.core import GameInfo, Option, Text

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

Interaction = discord.Interaction[Any]
MAX_CHOICE = 100  # Discord's limit for an autocomplete choice's name and value

LANGUAGES = [
    app_commands.Choice(name="English", value="en"),
    app_commands.Choice(name="Russian", value="ru"),
]


def register_commands(bot: "TableJudgeBot") -> None:
    tree = bot.tree
    service = bot.service

    @tree.command(
        name="setup",
        description="Server settings: where matches go, the judge role, language, default deadline, pictures",
    )
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(
        location="A forum or text channel for match threads",
        judge_role="Members with this role are judges",
        language="Language of the judge's posts",
        deadline_hours="Hours a player has for each decision",
        pictures="Show a picture of the table on the pinned table and in /table",
    )
    @app_commands.choices(language=LANGUAGES)
    async def setup(
        interaction: Interaction,
        location: discord.TextChannel | discord.ForumChannel | None = None,
        judge_role: discord.Role | None = None,
        language: str | None = None,
        deadline_hours: app_commands.Range[int, 1, 720] | None = None,
        pictures: bool | None = None,
    ) -> None:
        kind = (
            None if location is None else ("forum" if isinstance(location, discord.ForumChannel) else "text")
        )
        await bot.command(
            interaction,
            lambda actor: service.setup(
                actor,
                interaction.guild_id,  # type: ignore[arg-type]
                match_channel_id=location.id if location else None,
                match_channel_kind=kind,
                judge_role_id=judge_role.id if judge_role else None,
                language=language,
                deadline_hours=deadline_hours,
                pictures=pictures,
            ),
        )

    @tree.command(name="language", description="Your language for the judge's private answers")
    @app_commands.describe(language="Your language for the judge's private answers")
    @app_commands.choices(language=[*LANGUAGES, app_commands.Choice(name="Server default", value="default")])
    async def language(interaction: Interaction, language: str) -> None:
        chosen = None if language == "default" else language
        await bot.command(
            interaction, lambda actor: service.set_language(actor, chosen, guild_id=interaction.guild_id)
        )

    @tree.command(name="accept", description="Accept a challenge")
    @app_commands.guild_only()
    @app_commands.describe(match="Challenge number (default: the newest to you)")
    async def accept(interaction: Interaction, match: app_commands.Range[int, 1] | None = None) -> None:
        await bot.command(interaction, lambda actor: service.accept(actor, match, interaction.guild_id))

    for name, engine in sorted(service.games.items()):  # one group per two-player game (GameInfo)
        if engine.info.min_seats == 2 and name.isascii() and name.replace("_", "").isalnum():
            tree.add_command(game_group(bot, name, engine.info))
    tree.add_command(TableGroup(bot))

    @tree.command(name="play", description="Post a move in this match thread")
    @app_commands.guild_only()
    @app_commands.describe(move="Your move, as you would write it in the thread")
    async def play(interaction: Interaction, move: str) -> None:
        channel, iid = interaction.channel_id, interaction.id
        await bot.command(interaction, lambda actor: service.play(actor, channel, move, iid))  # type: ignore[arg-type]

    @play.autocomplete("move")
    async def play_move(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The caller's own legal posts only (autocomplete answers are seen by the caller alone)."""
        posts = await bot.call(service.legal_posts, interaction.channel_id, interaction.user.id, current, 25)
        return [app_commands.Choice(name=p[:MAX_CHOICE], value=p[:MAX_CHOICE]) for p in posts]

    @tree.command(name="pass", description="Pass in this match")
    @app_commands.guild_only()
    async def pass_(interaction: Interaction) -> None:
        channel, iid = interaction.channel_id, interaction.id
        await bot.command(interaction, lambda actor: service.pass_(actor, channel, iid))  # type: ignore[arg-type]

    @tree.command(name="hand", description="Your hand in this match (only you see it)")
    async def hand(interaction: Interaction) -> None:
        channel = interaction.channel_id if interaction.guild_id is not None else None
        await bot.command(interaction, lambda actor: service.hand(actor, channel))

    tree.add_command(JudgeGroup(bot))
    tree.add_command(tournament_group(bot))
    register_matches(bot)
    register_record(bot)
    register_concede(bot)
    register_setup_check(bot)
    register_card(bot)
    register_undo(bot)
    register_help(bot)


def parse_options(text: str) -> dict[str, str]:
    """``name=value; name=value`` (``,`` works too) as typed by a host; the game's GameInfo coerces and
    checks each value (bool, int in range, one of its choices)."""
    found: dict[str, str] = {}
    for part in text.replace(";", ",").split(","):
        name, sep, value = part.partition("=")
        if part.strip():
            found[name.strip()] = value.strip() if sep else "true"  # a bare name switches a flag on
    return found


def _command_name(text: str) -> bool:
    """Discord's rule for a command name: 1-32 lower-case letters, digits, ``-`` or ``_``."""
    return 0 < len(text) <= 32 and text == text.lower() and all(c.isalnum() or c in "-_" for c in text)


def _lang(interaction: Interaction) -> str:
    return "ru" if interaction.locale is discord.Locale.russian else "en"


def variant_choices(game: Any, current: str, lang: str) -> list[app_commands.Choice[str]]:
    """The game's variants (GameInfo), matched against what the user typed (name, title or alias)."""
    wanted = current.casefold()
    out = []
    for v in game.info.variants if game is not None else ():
        words = [v.name, v.title.en, v.title.ru, *v.aliases]
        if not wanted or any(wanted in w.casefold() for w in words):
            out.append(app_commands.Choice(name=v.title(lang)[:MAX_CHOICE], value=v.name))
    return out[:25]


def option_choices(game: Any, current: str, lang: str) -> list[app_commands.Choice[str]]:
    """The game's setup options as ``name=default`` with their description, for the ``options`` text."""
    if game is None:
        return []
    done, _, last = current.rpartition(",")
    prefix = (done + ", ") if done else ""
    out = []
    for o in game.info.options:
        default = str(o.default).lower() if isinstance(o.default, bool) else str(o.default)
        value = f"{prefix}{o.name}={default}"
        if last.strip().casefold() in value.casefold() or not last.strip():
            out.append(
                app_commands.Choice(
                    name=f"{o.name}={default}: {o.title(lang)}"[:MAX_CHOICE], value=value[:MAX_CHOICE]
                )
            )
    return out[:25]


RESERVED = {"opponent", "player1", "player2", "variant"}


def _option_parameter(option: Option) -> inspect.Parameter | None:
    """A typed slash-command parameter for a game's setup option (None: its name cannot be one)."""
    if option.name in RESERVED or not _command_name(option.name):
        return None
    annotation: Any = str
    if option.kind == "bool":
        annotation = bool
    elif option.kind == "int":
        low = option.minimum if option.minimum is not None else -(2**31)
        high = option.maximum if option.maximum is not None else 2**31 - 1
        annotation = app_commands.Range[int, low, high]
    elif option.kind == "str":
        annotation = app_commands.Range[str, 0, 200]
    return inspect.Parameter(
        option.name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation, default=option.default
    )


def _described(text: Text) -> app_commands.locale_str:
    return app_commands.locale_str((text.en or "-")[:100], ru=(text.ru or text.en or "-")[:100])


def game_group(bot: "TableJudgeBot", game: str, info: GameInfo) -> app_commands.Group:
    """``/<game> challenge`` and ``/<game> create`` for a two-player game, built from its GameInfo: the
    variants are the ``variant`` choices and every setup option is a typed parameter (a bool is a
    True/False choice, an int a number in the option's range, a choice its choices)."""
    ru_name = info.title.ru.lower()
    group = app_commands.Group(
        name=app_commands.locale_str(game, ru=ru_name) if _command_name(ru_name) else game,
        description=_described(
            Text(info.description.en or info.title.en or game, info.description.ru or info.title.ru)
        ),
        guild_only=True,
    )
    typed = [(o, p) for o in info.options if (p := _option_parameter(o)) is not None]
    variants = [app_commands.Choice(name=_described(v.title), value=v.name) for v in info.variants]
    interaction_param = inspect.Parameter(
        "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
    )
    variant_param = inspect.Parameter(
        "variant", inspect.Parameter.KEYWORD_ONLY, annotation=str | None, default=None
    )

    def setup_of(values: dict[str, Any]) -> dict[str, Any] | None:
        given = {o.name: values[o.name] for o, _ in typed if o.name in values and values[o.name] != o.default}
        return given or None

    async def challenge(interaction: Interaction, **values: Any) -> None:
        guild_id, channel_id, opponent = interaction.guild_id, interaction.channel_id, values["opponent"]

        def work(actor: Actor) -> Reply | str:
            if opponent.bot:
                return say("opponent_bot", bot.language(actor.user_id, guild_id))
            if channel_id is None:  # e.g. Spacebar: nowhere to post the challenge; say so, claim nothing
                return say("no_channel", bot.language(actor.user_id, guild_id))
            other = Actor(opponent.id, opponent.display_name)
            return bot.service.challenge(
                actor,
                guild_id,
                channel_id or 0,
                other,
                game=game,
                variant=values.get("variant"),
                setup=setup_of(values),
            )

        await bot.command(interaction, work)

    async def create(interaction: Interaction, **values: Any) -> None:
        players = [Actor(p.id, p.display_name) for p in (values["player1"], values["player2"])]
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        await bot.command(
            interaction,
            lambda actor: bot.service.create_by_judge(
                actor,
                guild_id,
                channel_id or 0,
                game,
                players,
                variant=values.get("variant"),
                setup=setup_of(values),
            ),
        )

    def member(name: str) -> inspect.Parameter:
        return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=discord.Member)

    shapes = (
        (
            "challenge",
            "Challenge a player to a match",
            challenge,
            [member("opponent")],
            {"opponent": "Who you challenge"},
        ),
        (
            "create",
            "Start a match between two players (judges)",
            create,
            [member("player1"), member("player2")],
            {"player1": "First player", "player2": "Second player"},
        ),
    )
    for name, description, callback, people, help_ in shapes:
        callback.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [interaction_param, *people, variant_param, *(p for _, p in typed)]
        )
        command: app_commands.Command[Any, ..., None] = app_commands.Command(
            name=name, description=description, callback=callback
        )
        described: dict[str, Any] = {**help_, "variant": "The game's variant (default: its first)"}
        described.update({o.name: _described(o.title) for o, _ in typed})
        # locale_str, not str: describe() on a built command translates only locale_str descriptions
        app_commands.describe(
            **{
                k: v if isinstance(v, app_commands.locale_str) else app_commands.locale_str(v)
                for k, v in described.items()
            }
        )(command)
        if variants:
            app_commands.choices(variant=variants)(command)
        for option, _ in typed:
            if option.kind == "choice" and option.choices:
                app_commands.choices(
                    **{option.name: [app_commands.Choice(name=c, value=c) for c in option.choices]}
                )(command)
        group.add_command(command)
    return group


class TableGroup(app_commands.Group):
    """``/table show|open|join``: this match's table; a table for any registered game and seat count,
    players join with the Join button under the announcement (or ``/table join``), and the match starts
    when every seat is taken."""

    def __init__(self, bot: "TableJudgeBot") -> None:
        super().__init__(
            name="table",
            description="This match's table; open a table for any game, or join one",
            guild_only=True,
        )
        self.bot = bot

    @app_commands.command(name="open", description="Open a table: players join with a button")
    @app_commands.describe(
        game="The game",
        variant="The game's variant (default: its first)",
        seats="How many players (default: the game's usual number)",
        options="Setup options: name=value, … (suggested as you type)",
        play="Take the first seat yourself (judges may open a table for others)",
    )
    async def open(
        self,
        interaction: Interaction,
        game: str,
        variant: str | None = None,
        seats: app_commands.Range[int, 1, 12] | None = None,
        options: app_commands.Range[str, 0, 300] = "",
        play: bool = True,
    ) -> None:
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        given = parse_options(options)
        await self.bot.command(
            interaction,
            lambda actor: self.bot.service.open_table(
                actor,
                guild_id,
                channel_id or 0,
                game,
                variant=variant,
                seats=seats,
                options=given,
                seat_host=play,
            ),
        )

    @open.autocomplete("game")
    async def _game(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang, wanted = _lang(interaction), current.casefold()
        out = []
        for name, engine in sorted(self.bot.service.games.items()):
            title = engine.info.title(lang) or name
            if not wanted or wanted in name.casefold() or wanted in title.casefold():
                seats = (
                    f"{engine.info.min_seats}-{engine.info.max_seats}"
                    if engine.info.max_seats > engine.info.min_seats
                    else str(engine.info.min_seats)
                )
                out.append(app_commands.Choice(name=f"{title} ({seats})"[:MAX_CHOICE], value=name))
        return out[:25]

    @open.autocomplete("variant")
    async def _variant(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        game = self.bot.service.games.get(str(getattr(interaction.namespace, "game", "") or DEFAULT_GAME))
        return variant_choices(game, current, _lang(interaction))

    @open.autocomplete("options")
    async def _options(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        game = self.bot.service.games.get(str(getattr(interaction.namespace, "game", "") or DEFAULT_GAME))
        return option_choices(game, current, _lang(interaction))

    @app_commands.command(name="show", description="The table of this match")
    async def show(self, interaction: Interaction) -> None:
        channel = interaction.channel_id or 0
        await self.bot.command(interaction, lambda actor: self.bot.service.table(actor, channel))

    @app_commands.command(name="join", description="Take a seat at an open table")
    @app_commands.describe(table="The table's number")
    async def join(self, interaction: Interaction, table: app_commands.Range[int, 1]) -> None:
        guild_id = interaction.guild_id
        await self.bot.command(interaction, lambda actor: self.bot.service.join_table(actor, table, guild_id))


class JudgeGroup(app_commands.Group):
    """``/judge …``: for members with the judge role who do not play in the match (the service checks)."""

    def __init__(self, bot: "TableJudgeBot") -> None:
        super().__init__(name="judge", description="Judge powers in this match thread", guild_only=True)
        self.bot = bot

    def _seat(self, channel_id: int | None, user_id: int) -> int | None:
        """The user's seat in this thread's match (on the judge's thread). 0 when the channel holds no
        match: the service then says so itself."""
        with self.bot.store.tx() as tx:
            match = tx.match_by_channel(channel_id) if channel_id is not None else None
            if match is None or match.id is None:
                return 0
            return next((s.seat for s in tx.seats(match.id) if s.user_id == user_id), None)

    async def _run(self, interaction: Interaction, method: Any, *args: Any) -> None:
        channel = interaction.channel_id
        await self.bot.command(interaction, lambda actor: method(actor, channel, *args))

    @app_commands.command(name="hands", description="See every hidden card (judges who do not play)")
    async def hands(self, interaction: Interaction) -> None:
        await self._run(interaction, self.bot.service.judge_hands)

    @app_commands.command(name="undo", description="Take back the last accepted posts")
    @app_commands.describe(n="How many posts")
    async def undo(self, interaction: Interaction, n: app_commands.Range[int, 1, 50] = 1) -> None:
        await self._run(interaction, self.bot.service.judge_undo, n)

    @app_commands.command(name="act", description="Post for a player")
    @app_commands.describe(player="The player", post="The post, as the player would write it")
    async def act(self, interaction: Interaction, player: discord.Member, post: str) -> None:
        bot, channel, iid, guild_id = self.bot, interaction.channel_id, interaction.id, interaction.guild_id

        def work(actor: Actor) -> Reply | str:
            seat = self._seat(channel, player.id)
            if seat is None:
                return say("not_in_match", bot.language(actor.user_id, guild_id), name=player.display_name)
            return bot.service.judge_act(actor, channel, seat, post, iid)  # type: ignore[arg-type]

        await bot.command(interaction, work)

    @app_commands.command(name="end", description="End the match with a result")
    @app_commands.describe(
        result="A win, a draw, a loss for everyone, or every player's place",
        winner="Who wins (a win)",
        places="Players in finishing order: `Alice, Bob = Carol` (places)",
        reason="Why (shown in the thread)",
        match="The match number: from any channel of the server (when its thread is gone)",
    )
    @app_commands.choices(
        result=[
            app_commands.Choice(name="A player wins", value="win"),
            app_commands.Choice(name="Draw", value="draw"),
            app_commands.Choice(name="Everyone loses", value="loss"),
            app_commands.Choice(name="Places", value="places"),
        ]
    )
    async def end(
        self,
        interaction: Interaction,
        result: str,
        winner: discord.Member | None = None,
        places: app_commands.Range[str, 0, 500] = "",
        reason: app_commands.Range[str, 0, 300] = "",
        match: app_commands.Range[int, 1] | None = None,
    ) -> None:
        bot, channel = self.bot, interaction.channel_id
        who = winner.id if winner is not None else None

        def work(actor: Actor) -> Reply | str:
            return bot.service.judge_end_as(
                actor,
                channel or 0,
                result,
                winner_user=who,
                places=places,
                reason=reason,
                match_id=match,
            )

        await bot.command(interaction, work)

    @app_commands.command(
        name="seat", description="Seat a player: at an open table, or in a seat of this match"
    )
    @app_commands.describe(
        player="The player to seat",
        seat="The seat in this match (1 = first player) the player takes over",
        table="An open table's number (the player takes its next free seat)",
    )
    async def seat(
        self,
        interaction: Interaction,
        player: discord.Member,
        seat: app_commands.Range[int, 1, 12] | None = None,
        table: app_commands.Range[int, 1] | None = None,
    ) -> None:
        bot, channel, guild_id = self.bot, interaction.channel_id, interaction.guild_id
        who = Actor(player.id, player.display_name)

        def work(actor: Actor) -> Reply | str:
            itself = bot.user is not None and player.id == bot.user.id  # the practice opponent (issue 30)
            if player.bot and not itself:
                return say("opponent_bot", bot.language(actor.user_id, guild_id))
            if itself:  # a practice result never counts for a tournament (issue 29)
                target = table if table is not None else getattr(
                    bot.service.match_for_channel(channel) if channel is not None else None, "id", None)
                if target is not None and bot.practice.bots().in_tournament(target):
                    return _say("practicemark-", "no_tournament", bot.language(actor.user_id, guild_id),
                                match=target)
            reply = bot.service.judge_seat(
                actor,
                who,
                channel_id=channel,
                match_id=table,
                seat=seat - 1 if seat is not None else None,
                guild_id=guild_id,
            )
            if itself and reply.status != "refused" and reply.match_id is not None:
                bot.practice.adopt(reply.match_id)
            return reply

        await bot.command(interaction, work)

    @app_commands.command(name="pause", description="Pause the match")
    @app_commands.describe(reason="Why (shown in the thread)")
    async def pause(self, interaction: Interaction, reason: str = "") -> None:
        await self._run(interaction, self.bot.service.pause, reason)

    @app_commands.command(name="resume", description="Resume the match")
    async def resume(self, interaction: Interaction) -> None:
        await self._run(interaction, self.bot.service.resume)

    @app_commands.command(
        name="deadline", description="Hours per decision in this match (empty: the server's default)"
    )
    @app_commands.describe(hours="Hours per decision in this match (empty: the server's default)")
    async def deadline(
        self, interaction: Interaction, hours: app_commands.Range[int, 1, 720] | None = None
    ) -> None:
        await self._run(interaction, self.bot.service.set_match_deadline, hours)
