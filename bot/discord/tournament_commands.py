"""``/tournament …``: the tournament service (:class:`bot.tournament.service.TournamentService`) as slash
commands. Like the other commands, each is a small function of the calling Actor run on the judge's
thread by :meth:`TableJudgeBot.command`; whether the caller may do it (judge role, or Manage Server while
no judge role is set) is the service's call, and every answer is private. What the tournament says in
public (the announcement with its Register button, pairings, results, judge decisions, standings) the
service posts in the tournament's channel through the outbox.

The tournament option autocompletes from the server's tournaments; left empty it means the tournament
of the match thread the command is used in, else the server's only running tournament.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord.texts import say as say_discord
from bot.i18n import sayer
from bot.judge.api import Actor, Attachment, Reply
from bot.judge.games import DEFAULT_GAME
from bot.tournament.messages import t as tmsg

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

Interaction = discord.Interaction[Any]
MAX_CHOICE = 100


# The adapter's own tournament words: ``bot/locales/<lang>/tourcmd.ftl`` (keys ``tourcmd-…``).
say = sayer("tourcmd-")


FORMATS: list[app_commands.Choice[str]] = [
    app_commands.Choice(name="Swiss", value="swiss"),
    app_commands.Choice(name="Single elimination", value="single_elim"),
    app_commands.Choice(name="Swiss, then a top cut", value="swiss_top_cut"),
    app_commands.Choice(name="Pods for 3 or more players", value="pods"),
]
PENALTIES = [
    app_commands.Choice(name="Warning", value="warning"),
    app_commands.Choice(name="Game loss", value="game_loss"),
    app_commands.Choice(name="Match loss", value="match_loss"),
    app_commands.Choice(name="Disqualification", value="disqualification"),
]
# The organiser's policies (README, "Tournaments"); left empty, the defaults.
FLOOR_CHOICES = [
    app_commands.Choice(name="1/3 (exact)", value="1/3"),
    app_commands.Choice(name="0.33 (as printed in the MTR)", value="0.33"),
]
BYE_CHOICES = [
    app_commands.Choice(name="A second bye rather than a rematch (as Wizards' software)", value="second_bye"),
    app_commands.Choice(name="A rematch rather than a second bye", value="rematch"),
]
TIEBREAK_CHOICES = [
    app_commands.Choice(name="Registration order (earlier registrants first)", value="registration"),
    app_commands.Choice(name="A seeded random draw", value="random"),
]

TournamentId = app_commands.Range[int, 1]
Table = app_commands.Range[int, 1, 512]
Games = app_commands.Range[int, 0, 9]
Hours = app_commands.Range[int, 1, 720]
RoundNo = app_commands.Range[int, 1]
TOURNAMENT_HELP = "Tournament (default: this match's, or the server's only running one)"
REASON_HELP = "Why (posted in the tournament's channel)"
ROUND_HELP = "The round (default: the latest)"
# The options of every judge decision about one table (result, award, double loss).
TABLE_DECISION_HELP = {
    "table": "The table",
    "reason": REASON_HELP,
    "round": ROUND_HELP,
    "tournament": TOURNAMENT_HELP,
}

Work = Callable[[Actor, int], Reply | str]


class TournamentGroup(app_commands.Group):
    """``/tournament``: registration and decks for players, rounds and judge tools for judges."""

    def __init__(self, bot: TableJudgeBot) -> None:
        super().__init__(
            name="tournament",
            description="Tournaments: registration, decks, rounds, standings, judge tools",
            guild_only=True,
        )
        self.bot = bot

    # ------------------------------------------------------------------ plumbing
    def _pick(
        self, actor: Actor, guild_id: int | None, channel_id: int | None, given: int | None, newest: bool
    ) -> int | str:
        """The tournament a command means (on the judge's thread): the given one, the one of this match
        thread, or the server's only running one (``newest``: for reading, else the newest finished one);
        else why not (a private refusal)."""
        if given is not None:
            return given
        tours = self.bot.tournaments
        match = self.bot.service.match_for_channel(channel_id) if channel_id is not None else None
        if match is not None and match.id is not None:
            found = tours.tournament_of_match(match.id)
            if found is not None:
                return found[0]
        running = tours.tournaments(guild_id)
        if not running and newest:
            running = tours.tournaments(guild_id, include_finished=True)[:1]
        if len(running) == 1:
            return running[0][0]
        lang = self.bot.language(actor.user_id, guild_id)
        if not running:
            return say("none_here", lang)
        listed = ", ".join(f"#{tid} {name}" for tid, name, _ in running)
        return say("which", lang, listed=listed)

    async def _do(
        self, interaction: Interaction, tournament: int | None, work: Work, *, reading: bool = False
    ) -> Reply:
        guild_id, channel_id = interaction.guild_id, interaction.channel_id

        def job(actor: Actor) -> Reply | str:
            tid = self._pick(actor, guild_id, channel_id, tournament, reading)
            if isinstance(tid, str):
                return tid
            if not self.bot.tournaments.belongs_to(tid, guild_id):  # another server's: as if missing
                return tmsg("no_tournament", self.bot.language(actor.user_id, guild_id), tid=tid)
            return work(actor, tid)

        return await self.bot.command(interaction, job)

    async def _call(
        self,
        interaction: Interaction,
        tournament: int | None,
        op: Callable[..., Reply],
        *args: Any,
        **kw: Any,
    ) -> None:
        """Most subcommands are one service call ``op(actor, tid, *args, **kw)`` on the picked tournament."""
        await self._do(interaction, tournament, lambda actor, tid: op(actor, tid, *args, **kw))

    # ------------------------------------------------------------------ creation and registration
    @app_commands.command(name="create", description="Create a tournament announced in this channel (judges)")
    @app_commands.describe(
        name="The tournament's name",
        format="Swiss, single elimination, or Swiss then a top cut",
        rounds="Swiss rounds (usually 3 for 8 players, 4 for 16)",
        top_cut="Players in the top cut (Swiss then top cut)",
        pod_size="Seats per pod, 3-7 (pods; default 4)",
        game="The game (default: the first the bot offers)",
        variant="The game's variant (default: its first)",
        deadline_hours="Hours a player has for each decision (default: the server's)",
        opponents_floor="The lowest win rate an opponent counts for in the tiebreakers (default 1/3)",
        bye_or_rematch="When only one can be avoided: a second bye or a rematch (default: a second bye)",
        final_tiebreak="The last tiebreaker (default: registration order)",
        options="The game's table settings: name=value, … (suggested as you type; default: the game's)",
    )
    @app_commands.choices(
        format=FORMATS,
        opponents_floor=FLOOR_CHOICES,
        bye_or_rematch=BYE_CHOICES,
        final_tiebreak=TIEBREAK_CHOICES,
    )
    async def create(
        self,
        interaction: Interaction,
        name: app_commands.Range[str, 1, 80],
        format: str = "swiss",
        rounds: app_commands.Range[int, 1, 20] | None = None,
        top_cut: app_commands.Range[int, 2, 256] | None = None,
        game: str = DEFAULT_GAME,
        variant: str | None = None,
        deadline_hours: Hours | None = None,
        pod_size: app_commands.Range[int, 3, 7] | None = None,
        opponents_floor: str | None = None,
        bye_or_rematch: str | None = None,
        final_tiebreak: str | None = None,
        options: app_commands.Range[str, 0, 300] = "",
    ) -> None:
        from bot.discord.commands import parse_options

        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        settings = parse_options(options)
        policies = {
            "omw_floor": opponents_floor,
            "bye_vs_rematch": bye_or_rematch,
            "final_tiebreak": final_tiebreak,
        }
        tours = self.bot.tournaments
        await self.bot.command(
            interaction,
            lambda actor: tours.create(
                actor,
                guild_id,
                channel_id or 0,
                name,
                game=game,
                variant=variant,
                format=format,
                rounds=rounds,
                top_cut=top_cut,
                deadline_hours=deadline_hours,
                pod_size=pod_size,
                policies=policies,
                options=settings,
            ),
        )

    @create.autocomplete("game")
    async def create_game(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        games = sorted(self.bot.service.games)
        return [app_commands.Choice(name=g, value=g) for g in games if current.casefold() in g][:25]

    @create.autocomplete("variant")
    async def create_variant(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        from bot.discord.commands import _lang, variant_choices

        game = self.bot.service.games.get(str(getattr(interaction.namespace, "game", "") or DEFAULT_GAME))
        return variant_choices(game, current, _lang(interaction))

    @create.autocomplete("options")
    async def create_options(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        from bot.discord.commands import _lang, option_choices

        game = self.bot.service.games.get(str(getattr(interaction.namespace, "game", "") or DEFAULT_GAME))
        return option_choices(game, current, _lang(interaction))

    @app_commands.command(name="register", description="Register for a tournament")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def register(self, interaction: Interaction, tournament: TournamentId | None = None) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.register)

    @app_commands.command(name="drop", description="Leave a tournament (judges: drop a player)")
    @app_commands.describe(player="Judges: the player to drop", reason="Why", tournament=TOURNAMENT_HELP)
    async def drop(
        self,
        interaction: Interaction,
        player: discord.Member | None = None,
        reason: str = "",
        tournament: TournamentId | None = None,
    ) -> None:
        target = player.id if player is not None else None
        await self._call(interaction, tournament, self.bot.tournaments.drop, target, reason)

    @app_commands.command(name="late-entry", description="Add a player after registration closed (judges)")
    @app_commands.describe(player="The player", reason="Why", tournament=TOURNAMENT_HELP)
    async def late_entry(
        self,
        interaction: Interaction,
        player: discord.Member,
        reason: str = "",
        tournament: TournamentId | None = None,
    ) -> None:
        who = Actor(player.id, player.display_name)
        await self._call(interaction, tournament, self.bot.tournaments.late_entry, who, reason)

    @app_commands.command(
        name="deck", description="Register your deck: a deck post or the filled sheet (.xlsx)"
    )
    @app_commands.describe(
        text="Your deck as text, as the game's deck hint says",
        file="Your deck as a file, for games that take uploads",
        tournament="Tournament (default: the one waiting for your deck)",
    )
    async def deck(
        self,
        interaction: Interaction,
        text: str | None = None,
        file: discord.Attachment | None = None,
        tournament: TournamentId | None = None,
    ) -> None:
        bot = self.bot
        upload: Attachment | None = None
        if file is not None:
            lang = await bot.call(bot.language, interaction.user.id, interaction.guild_id)
            limit = bot.upload_limit()
            if file.size > limit:
                text_ = say_discord("upload_too_big", lang, size=-(-file.size // 1024), limit=limit // 1024)
                await bot.respond_text(interaction, text_)
                return
            try:
                upload = Attachment(file.filename, await file.read())
            except discord.HTTPException:
                await bot.respond_text(interaction, say_discord("upload_failed", lang))
                return

        def work(actor: Actor) -> Reply | str:  # nothing given: refused with the game's own deck hint
            return bot.tournaments.register_deck(actor, tournament, text=text, upload=upload)

        await bot.command(interaction, work)

    @app_commands.command(name="close", description="Close registration and lock the decks (judges)")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def close(self, interaction: Interaction, tournament: TournamentId | None = None) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.close_registration)

    # ------------------------------------------------------------------ rounds
    @app_commands.command(name="pair", description="Pair the next round without starting it (judges)")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def pair(self, interaction: Interaction, tournament: TournamentId | None = None) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.pair_round)

    @app_commands.command(
        name="start-round", description="Start the next round: one match thread per pairing (judges)"
    )
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def start_round(self, interaction: Interaction, tournament: TournamentId | None = None) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.start_round)

    @app_commands.command(name="repair", description="Re-pair the current Swiss round before play (judges)")
    @app_commands.describe(reason=REASON_HELP, tournament=TOURNAMENT_HELP)
    async def repair(
        self, interaction: Interaction, reason: str, tournament: TournamentId | None = None
    ) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.repair_round, reason=reason)

    @app_commands.command(name="standings", description="The standings now (final placements once over)")
    @app_commands.describe(public="Show them to the channel, not only to you", tournament=TOURNAMENT_HELP)
    async def standings(
        self, interaction: Interaction, public: bool = False, tournament: TournamentId | None = None
    ) -> None:
        await self._do(
            interaction,
            tournament,
            self._read(self.bot.tournaments.standings, public, interaction.guild_id),
            reading=True,
        )

    @app_commands.command(name="players", description="The players, their decks and drops")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def players(self, interaction: Interaction, tournament: TournamentId | None = None) -> None:
        query = self._read(self.bot.tournaments.players, False, interaction.guild_id)
        await self._do(interaction, tournament, query, reading=True)

    @app_commands.command(name="export", description="The tournament as a spreadsheet (.xlsx), only for you")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def export(self, interaction: Interaction, tournament: TournamentId | None = None) -> None:
        bot = self.bot

        def work(actor: Actor, tid: int) -> Reply:
            lang = bot.language(actor.user_id, interaction.guild_id)
            reply = bot.tournaments.export(tid, lang)
            if reply.status != "ok":
                return reply
            return dataclasses.replace(reply, text=say("export_ready", lang, tid=tid))

        await self._do(interaction, tournament, work, reading=True)

    def _read(self, query: Callable[[int, str | None], Reply], public: bool, guild_id: int | None) -> Work:
        """A query answered privately in the caller's language, or publicly in the tournament's."""

        def work(actor: Actor, tid: int) -> Reply:
            reply = query(tid, None if public else self.bot.language(actor.user_id, guild_id))
            return dataclasses.replace(reply, ephemeral=not public) if reply.status == "ok" else reply

        return work

    # ------------------------------------------------------------------ judge tools
    @app_commands.command(name="result", description="Enter or correct a table's result in games (judges)")
    @app_commands.describe(
        a_games="Games won by the table's first player",
        b_games="Games won by the second player",
        draws="Drawn games",
        **TABLE_DECISION_HELP,
    )
    async def result(
        self,
        interaction: Interaction,
        table: Table,
        a_games: Games,
        b_games: Games,
        reason: str,
        draws: Games = 0,
        round: RoundNo | None = None,
        tournament: TournamentId | None = None,
    ) -> None:
        tours = self.bot.tournaments

        def work(actor: Actor, tid: int) -> Reply:
            try:
                rounds = tours.state(tid).tournament.rounds
            except KeyError:  # no such tournament: enter_result says so
                rounds = []
            if round is None:
                chosen = rounds[-1] if rounds else None
            else:
                chosen = next((r for r in rounds if r.number == round), None)
            has_result = chosen is not None and table in chosen.results
            op = tours.correct_result if has_result else tours.enter_result
            return op(actor, tid, table, a_games, b_games, draws, reason=reason, round_number=round)

        await self._do(interaction, tournament, work)

    @app_commands.command(name="places", description="Enter or correct a pod's placements (judges)")
    @app_commands.describe(
        order="Players first to last: `Alice, Bob = Carol` (names or mentions; = for a shared place)",
        **TABLE_DECISION_HELP,
    )
    async def places(
        self,
        interaction: Interaction,
        table: Table,
        order: app_commands.Range[str, 1, 500],
        reason: str,
        round: RoundNo | None = None,
        tournament: TournamentId | None = None,
    ) -> None:
        tours = self.bot.tournaments

        def work(actor: Actor, tid: int) -> Reply:
            try:
                rounds = tours.state(tid).tournament.rounds
            except KeyError:  # no such tournament: pod_result says so
                rounds = []
            chosen = next((r for r in reversed(rounds) if round is None or r.number == round), None)
            correct = chosen is not None and table in chosen.results
            return tours.pod_result(
                actor, tid, table, order, reason=reason, round_number=round, correct=correct
            )

        await self._do(interaction, tournament, work)

    @app_commands.command(name="award", description="Award a table's match to a player (judges)")
    @app_commands.describe(winner="Who wins the match", **TABLE_DECISION_HELP)
    async def award(
        self,
        interaction: Interaction,
        table: Table,
        winner: discord.Member,
        reason: str,
        round: RoundNo | None = None,
        tournament: TournamentId | None = None,
    ) -> None:
        await self._call(
            interaction,
            tournament,
            self.bot.tournaments.award_match,
            table,
            winner.id,
            reason=reason,
            round_number=round,
        )

    @app_commands.command(name="double-loss", description="Both players of a table lose (judges)")
    @app_commands.describe(**TABLE_DECISION_HELP)
    async def double_loss(
        self,
        interaction: Interaction,
        table: Table,
        reason: str,
        round: RoundNo | None = None,
        tournament: TournamentId | None = None,
    ) -> None:
        await self._call(
            interaction,
            tournament,
            self.bot.tournaments.double_loss,
            table,
            reason=reason,
            round_number=round,
        )

    @app_commands.command(name="penalty", description="Give a player a penalty (judges)")
    @app_commands.describe(
        player="The player",
        kind="Warning, game loss, match loss or disqualification",
        reason=REASON_HELP,
        round="The round (default: the player's current or next match)",
        tournament=TOURNAMENT_HELP,
    )
    @app_commands.choices(kind=PENALTIES)
    async def penalty(
        self,
        interaction: Interaction,
        player: discord.Member,
        kind: str,
        reason: str,
        round: RoundNo | None = None,
        tournament: TournamentId | None = None,
    ) -> None:
        await self._call(
            interaction,
            tournament,
            self.bot.tournaments.penalize,
            player.id,
            kind,
            reason=reason,
            round_number=round,
        )

    @app_commands.command(name="rematch", description="Replay a drawn elimination match (judges)")
    @app_commands.describe(table="The table", reason="Why", tournament=TOURNAMENT_HELP)
    async def rematch(
        self, interaction: Interaction, table: Table, reason: str, tournament: TournamentId | None = None
    ) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.rematch, table, reason=reason)

    @app_commands.command(name="extend", description="More hours per decision for one table's match (judges)")
    @app_commands.describe(
        table="The table", hours="Hours per decision", reason="Why", tournament=TOURNAMENT_HELP
    )
    async def extend(
        self,
        interaction: Interaction,
        table: Table,
        hours: Hours,
        reason: str,
        tournament: TournamentId | None = None,
    ) -> None:
        await self._call(
            interaction, tournament, self.bot.tournaments.extend_time, table, hours, reason=reason
        )

    @app_commands.command(name="pause", description="Pause every match of the round in play (judges)")
    @app_commands.describe(reason=REASON_HELP, tournament=TOURNAMENT_HELP)
    async def pause(
        self, interaction: Interaction, reason: str, tournament: TournamentId | None = None
    ) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.pause_round, reason=reason)

    @app_commands.command(name="resume", description="Resume the paused round (judges)")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def resume(self, interaction: Interaction, tournament: TournamentId | None = None) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.resume_round)

    @app_commands.command(
        name="end", description="End the tournament now; the standings so far are final (judges)"
    )
    @app_commands.describe(reason=REASON_HELP, tournament=TOURNAMENT_HELP)
    async def end(
        self, interaction: Interaction, reason: str, tournament: TournamentId | None = None
    ) -> None:
        await self._call(interaction, tournament, self.bot.tournaments.end_tournament, reason=reason)

    # ------------------------------------------------------------------ autocomplete
    async def tournament_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The server's tournaments, newest first (finished ones too: standings and exports stay useful)."""
        rows = await self.bot.call(
            self.bot.tournaments.tournaments, interaction.guild_id, include_finished=True
        )
        wanted = current.strip().lstrip("#").casefold()
        choices = []
        for tid, name, phase in rows:
            label = f"#{tid} {name} ({phase})"
            if wanted in label.casefold():
                choices.append(app_commands.Choice(name=label[:MAX_CHOICE], value=tid))
        return choices[:25]


def tournament_group(bot: TableJudgeBot) -> TournamentGroup:
    """The group, with every subcommand's ``tournament`` option autocompleting from the server's
    tournaments."""
    group = TournamentGroup(bot)
    for command in group.commands:
        if isinstance(command, app_commands.Command) and any(
            p.name == "tournament" for p in command.parameters
        ):
            command.autocomplete("tournament")(group.tournament_choices)
    return group
