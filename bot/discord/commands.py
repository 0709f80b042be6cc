"""Slash commands. Each one is a small function of the calling :class:`~bot.judge.api.Actor` that calls one
service method; :meth:`TableJudgeBot.command` runs it on the judge's thread and shows the Reply (ephemeral
unless it says otherwise). Whether the caller may do it (judge role, Manage Server) is the service's call,
made from ``Actor.is_judge`` / ``Actor.is_admin``."""

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord.choices import VARIANTS
from bot.discord.texts import say
from bot.discord.tournament_commands import tournament_group
from bot.judge.api import Actor, Reply

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
        description="Server settings: where matches go, the judge role, language, default deadline",
    )
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(
        location="A forum or text channel for match threads",
        judge_role="Members with this role are judges",
        language="Language of the judge's posts",
        deadline_hours="Hours a player has for each decision",
    )
    @app_commands.choices(language=LANGUAGES)
    async def setup(
        interaction: Interaction,
        location: discord.TextChannel | discord.ForumChannel | None = None,
        judge_role: discord.Role | None = None,
        language: str | None = None,
        deadline_hours: app_commands.Range[int, 1, 720] | None = None,
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

    tree.add_command(GameGroup(bot, "gwent", "Witcher 3 Gwent"))

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

    @tree.command(name="table", description="The table of this match")
    @app_commands.guild_only()
    async def table(interaction: Interaction) -> None:
        await bot.command(interaction, lambda actor: service.table(actor, interaction.channel_id))  # type: ignore[arg-type]

    tree.add_command(JudgeGroup(bot))
    tree.add_command(tournament_group(bot))


# The options /gwent challenge and /gwent create share: described once, turned into a setup once.
MATCH_OPTIONS_HELP = {
    "variant": "Classic or HardGwent",
    "hidden_factions": "Keep both factions hidden until play shows them (G-SETUP-4)",
}


def match_setup(hidden_factions: bool) -> dict[str, Any] | None:
    return {"hidden_factions": True} if hidden_factions else None


class GameGroup(app_commands.Group):
    """``/gwent challenge`` and ``/gwent create`` (one group per game the bot offers)."""

    def __init__(self, bot: "TableJudgeBot", game: str, description: str) -> None:
        super().__init__(name=game, description=description, guild_only=True)
        self.bot = bot
        self.game = game

    @app_commands.command(name="challenge", description="Challenge a player to a match")
    @app_commands.describe(
        opponent="Who you challenge",
        **MATCH_OPTIONS_HELP,
    )
    @app_commands.choices(variant=VARIANTS)
    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.Member,
        variant: str = "classic",
        hidden_factions: bool = False,
    ) -> None:
        bot, guild_id, channel_id = self.bot, interaction.guild_id, interaction.channel_id

        def work(actor: Actor) -> Reply | str:
            if opponent.bot:
                return say("opponent_bot", bot.language(actor.user_id, guild_id))
            if channel_id is None:  # e.g. Spacebar: nowhere to post the challenge; say so, claim nothing
                return say("no_channel", bot.language(actor.user_id, guild_id))
            other = Actor(opponent.id, opponent.display_name)
            return bot.service.challenge(
                actor,
                guild_id,
                channel_id,
                other,
                game=self.game,
                variant=variant,  # type: ignore[arg-type]
                setup=match_setup(hidden_factions),
            )

        await bot.command(interaction, work)

    @app_commands.command(name="create", description="Start a match between two players (judges)")
    @app_commands.describe(
        player1="First player",
        player2="Second player",
        **MATCH_OPTIONS_HELP,
    )
    @app_commands.choices(variant=VARIANTS)
    async def create(
        self,
        interaction: Interaction,
        player1: discord.Member,
        player2: discord.Member,
        variant: str = "classic",
        hidden_factions: bool = False,
    ) -> None:
        players = [Actor(p.id, p.display_name) for p in (player1, player2)]
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        bot = self.bot

        def work(actor: Actor) -> Reply | str:
            if channel_id is None:  # nowhere to announce the match: say so, claim nothing (issue 8)
                return say("no_channel", bot.language(actor.user_id, guild_id))
            return bot.service.create_by_judge(
                actor,
                guild_id,
                channel_id,
                self.game,
                players,
                variant=variant,  # type: ignore[arg-type]
                setup=match_setup(hidden_factions),
            )

        await bot.command(interaction, work)


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
    ) -> None:
        bot, channel = self.bot, interaction.channel_id
        who = winner.id if winner is not None else None

        def work(actor: Actor) -> Reply | str:
            return bot.service.judge_end_as(
                actor, channel, result, winner_user=who, places=places, reason=reason  # type: ignore[arg-type]
            )

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
