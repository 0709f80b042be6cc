"""``tablejudge``: run the bot, play a demo match on the console, or replay a rules scenario.

    tablejudge demo [--seed N] [--lang en|ru] [--game NAME] [--players N] [--variant V] [--pictures DIR]
                    [--vs-bot [LEVEL]]
    tablejudge scenario FILE.json [--view judge|public|NAME] [--picture FILE.png] [--lang en|ru]
    tablejudge replay FILE.json [--at N] [--view judge|public|SEAT] [--picture FILE.png] [--lang en|ru]
    tablejudge invite --client-id ID
    tablejudge run            (also: python -m bot)

The demo drives the real :class:`~bot.judge.service.JudgeService` with scripted players (the game's
``random_post`` with a seeded RNG) for any registered game, variant and seat count, delivers through a
:class:`ConsoleTransport`, and prints the thread as the players see it and each player's DMs apart.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import sys
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from importlib.metadata import PackageNotFoundError, version
from typing import Any, NoReturn, TextIO

from bot.i18n import norm_lang
from bot.judge.games import DEFAULT_GAME, game_names
from cards.core import Lang, MoveError
from cards.opponent import choose
from cards.opponent import level as opponent_level

DEMO_NAMES = {
    "en": ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi"),
    "ru": ("Алиса", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зоя"),
}
MAX_SEED = 2**63 - 1  # what the store keeps (a signed 64-bit integer)
EXIT_STATUSES = """exit status:
  0  done (the demo reached its result; every scenario post was accepted; the bot stopped cleanly)
  1  could not finish (no network, the database unreachable, a demo that did not end)
  2  bad input: a wrong option, scenario file or setting (one line on stderr says which)
  3  a scenario post was refused (the JSON shows the state before it and the reason)

settings (environment, ./.env, or the config file ./tablejudge.toml or $TABLEJUDGE_CONFIG):
  DISCORD_TOKEN, DATABASE_URL (sqlite:///file.db, or postgresql://… with the postgres extra:
  pip install 'tablejudge[postgres]'), TABLEJUDGE_LANGUAGE, TABLEJUDGE_DEADLINE_HOURS,
  TABLEJUDGE_REMINDER_MINUTES, DISCORD_GUILD_ID, DISCORD_API_BASE, DISCORD_GATEWAY_URL"""


class _Parser(argparse.ArgumentParser):
    """argparse, but a wrong option is one line on stderr (and exit status 2), not the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:40]!r}") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_SEED}, not {text[:40]}")
    return value


def _seats(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= len(DEMO_NAMES["en"]):
        raise argparse.ArgumentTypeError(
            f"a number of players from 1 to {len(DEMO_NAMES['en'])}, not {text[:40]!r}"
        )
    return int(text)


def _version() -> str:
    try:
        return version("tablejudge")
    except PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "unknown"


def main(argv: Sequence[str] | None = None) -> int:
    """The command line. Input errors are one line on stderr with the exit status of ``--help``."""
    try:
        return _main(argv)
    except BrokenPipeError:  # `tablejudge demo | head`: the reader has gone; that is not an error
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        print("tablejudge: interrupted", file=sys.stderr)
        return 130


def build_parser() -> argparse.ArgumentParser:
    """Every command and option, each with its help (``tablejudge CMD --help``)."""
    parser = _Parser(
        prog="tablejudge",
        description="A judge for play-by-post card games.",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tablejudge {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="{demo,scenario,replay,invite,run}")
    demo = sub.add_parser(
        "demo",
        help="play a whole match between scripted players on the console",
        description="Play a whole match between scripted players through the real judge, and print the "
        "thread and each player's direct messages.",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    demo.add_argument(
        "--seed", type=_seed, default=None,
        help=f"the match's seed, 0 to {MAX_SEED} (default: the game's showcase seed, 1 for most games)"
    )
    demo.add_argument(
        "--lang", choices=("en", "ru"), default="en", help="the judge's language (default: %(default)s)"
    )
    demo.add_argument("--game", default=DEFAULT_GAME, help="a registered game (default: %(default)s)")
    demo.add_argument(
        "--players", type=_seats, default=None, help="how many players (default: the game's default)"
    )
    demo.add_argument("--variant", default=None, help="a variant of the game (default: its first)")
    demo.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE",
        help="a table option of the game, e.g. --option cr=7.0 (repeat for more)",
    )
    demo.add_argument("--max-steps", type=int, default=5000, help=argparse.SUPPRESS)
    demo.add_argument(
        "--vs-bot",
        nargs="?",
        const="normal",
        default=None,
        metavar="LEVEL",
        help="the practice opponent plays every seat but the first (easy, normal or hard; default normal)",
    )
    demo.add_argument(
        "--pictures", default=None, metavar="DIR", help="write the table picture after every move into DIR"
    )
    scenario = sub.add_parser(
        "scenario",
        help='replay a rules scenario file (its "game" key picks the game)',
        description="Load a position from a JSON scenario file, apply its posts, print the state as JSON.",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    scenario.add_argument("file", help="the scenario JSON file ('-' reads standard input)")
    scenario.add_argument(
        "--view", default=None, help="whose view to print: judge (default), public or a player's name"
    )
    scenario.add_argument("--picture", default=None, metavar="FILE.png", help="write the final table picture")
    scenario.add_argument(
        "--lang", choices=("en", "ru"), default="en", help="the picture's language (default: %(default)s)"
    )
    replay = sub.add_parser(
        "replay",
        help="re-judge a match record file from scratch and say whether it verifies",
        description="Re-judge a match record (/judge export, /record) from its seed and canonical moves: "
        "exit 0 if every move verifies, 3 naming the first that does not.",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    replay.add_argument("file", help="the record file (match-N.json)")
    replay.add_argument(
        "--at", type=int, default=None, metavar="N", help="show the table after move N (0: the setup)"
    )
    replay.add_argument(
        "--view", default="judge", help="whose table: judge (default), public or a seat number (1 = first)"
    )
    replay.add_argument("--picture", default=None, metavar="FILE.png", help="draw that table into FILE.png")
    replay.add_argument(
        "--lang", choices=("en", "ru"), default="en", help="the table's language (default: %(default)s)"
    )
    invite = sub.add_parser(
        "invite",
        help="print the OAuth2 URL that adds the bot to a server, with exactly what it needs",
        description="Print the invite URL (scopes, permissions) and the gateway intents the bot needs.",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    invite.add_argument(
        "--client-id",
        type=int,
        default=None,
        help="the application's id (Developer Portal → General Information; env DISCORD_CLIENT_ID)",
    )
    run = sub.add_parser(
        "run",
        help="start the Discord bot (needs DISCORD_TOKEN)",
        description="Connect to Discord and judge until stopped (Ctrl-C or SIGTERM).",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    run.add_argument("--shards", default=None, help="total shard count (env TABLEJUDGE_SHARDS)")
    run.add_argument(
        "--shard-ids", default=None, help="this process's shards, e.g. 0,1 (env TABLEJUDGE_SHARD_IDS)"
    )
    return parser


def _main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "demo":
        return run_demo(
            seed=args.seed,
            lang=norm_lang(args.lang),
            game_name=args.game,
            max_steps=args.max_steps,
            players=args.players,
            variant=args.variant,
            pictures=args.pictures,
            vs_bot=args.vs_bot,
            options=args.option,
        )
    if args.command == "scenario":
        return run_scenario(args.file, args.view, args.picture, norm_lang(args.lang))
    if args.command == "run":
        return run_bot(args.shards, args.shard_ids)
    if args.command == "replay":
        return run_replay(args.file, args.at, args.view, args.picture, norm_lang(args.lang))
    if args.command == "invite":
        return run_invite(args.client_id)
    parser.print_help()
    return 2


def run_scenario(path: str, view: str | None, picture: str | None = None, lang: Lang = "en") -> int:
    """Load a scenario file (``../shared/specs/scenarios.md``), hand it to its game's ``scenario`` hook,
    print the output JSON; with ``picture``, also write the final position's picture for the view.
    Exit 0 done, 3 a refused post, 2 a file that is not a valid scenario (or a game without pictures)."""
    import json
    from pathlib import Path

    from bot.judge.games import load_game

    try:
        spec = read_json(path)
        if not isinstance(spec, dict):
            kind = "a list" if isinstance(spec, list) else type(spec).__name__
            raise ValueError(f"the file must hold one JSON object (a scenario), not {kind}")
        name = str(spec.get("game") or DEFAULT_GAME)
        try:
            game = load_game(name)
        except KeyError:
            raise ValueError(
                f"game: no game named {name[:40]!r} (games: {', '.join(game_names())})"
            ) from None
        sheet = spec.get("spreadsheet")
        if isinstance(sheet, str) and path != "-" and not Path(sheet).is_absolute():
            spec["spreadsheet"] = str(Path(path).parent / sheet)  # relative to the scenario file
        code, out = game.scenario(spec, view or "judge")
        if picture is not None:
            png = game.scenario_picture(spec, view or "judge", lang)
            if png is None:
                raise ValueError(f"game: {name} draws no pictures")
            Path(picture).write_bytes(png)
    except OSError as exc:
        print(f"scenario error: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except RecursionError:
        print("scenario error: the file is nested too deeply", file=sys.stderr)
        return 2
    except (ValueError, ImportError, MoveError) as exc:  # ScenarioError is a ValueError
        text = exc.text.en if isinstance(exc, MoveError) else str(exc)
        print(f"scenario error: {_first_line(text)}", file=sys.stderr)
        return 2
    print(json.dumps(out, ensure_ascii=False, indent=2))
    return int(code)


MAX_SCENARIO_BYTES = 2_000_000


def run_invite(client_id: int | None) -> int:
    """``tablejudge invite``: the OAuth2 URL with the bot's scopes and permissions, and its intents."""
    from bot.discord.permissions import invite_text

    if client_id is None:
        env = os.environ.get("DISCORD_CLIENT_ID", "")
        client_id = int(env) if env.isdigit() else None
    if client_id is None:
        print("tablejudge: give --client-id (or DISCORD_CLIENT_ID): the application's id", file=sys.stderr)
        return 2
    print(invite_text(client_id))
    return 0


def run_replay(path: str, at: int | None, view: str, picture: str | None, lang: Lang) -> int:
    """``tablejudge replay``: verify a record (exit 0, or 3 naming the first move that does not verify) and
    print (or draw) the table after move ``at``."""
    from pathlib import Path

    from bot.judge.export import verify
    from bot.judge.games import load_games
    from cards.core import JUDGE, PUBLIC, Audience

    try:
        data = read_json(path)
        if not isinstance(data, dict):
            raise ValueError("the file must hold one JSON object (a match record)")
        verdict = verify(data, load_games())
    except OSError as exc:
        print(f"replay error: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except (ValueError, KeyError, TypeError) as exc:
        print(f"replay error: {_first_line(str(exc))}", file=sys.stderr)
        return 2
    print(("verified: " if verdict.ok else "NOT verified: ") + verdict.reason)
    if at is not None:
        from bot.judge.games import load_game

        game = load_game(str(data["game"]))
        if not 0 <= at < len(verdict.states):
            print(f"replay error: --at {at}: moves 0 to {len(verdict.states) - 1} verified", file=sys.stderr)
            return 2
        state = verdict.states[at]
        audience = (
            JUDGE if view == "judge" else PUBLIC if view == "public" else Audience.player(int(view) - 1)
        )
        print(game.render_table(state, audience, lang))
        if picture is not None:
            png = game.render_picture(state, audience, lang)
            if png is None:
                print(f"replay error: {game.name} draws no pictures", file=sys.stderr)
                return 2
            Path(picture).write_bytes(png)
    return 0 if verdict.ok else 3


def read_json(path: str) -> object:
    """A scenario file ('-': standard input), bounded in size before it is parsed; ValueError if it is
    not JSON, RecursionError if it nests too deeply for the parser."""
    import json

    if path == "-":
        data = sys.stdin.buffer.read(MAX_SCENARIO_BYTES + 1)
    else:
        with open(path, "rb") as f:
            data = f.read(MAX_SCENARIO_BYTES + 1)
    if len(data) > MAX_SCENARIO_BYTES:
        raise ValueError(f"the file is larger than {MAX_SCENARIO_BYTES:,} bytes")
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError("the file is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None


def _first_line(text: str) -> str:
    first, *rest = text.strip().splitlines() or [""]
    more = f" (+{len(rest)} more)" if rest else ""
    return (first if len(first) <= 300 else first[:299] + "…") + more


def run_bot(shards: str | None = None, shard_ids: str | None = None) -> int:
    import dataclasses

    from bot.config import load_settings, parse_shards

    try:
        settings = load_settings()
        if shards is not None or shard_ids is not None:  # the command line wins over the environment
            count, ids = parse_shards(shards or settings.shard_count, shard_ids)
            settings = dataclasses.replace(settings, shard_count=count, shard_ids=ids)
    except ValueError as exc:
        print(f"tablejudge: {exc}", file=sys.stderr)
        return 2
    if not settings.discord_token:
        print(
            "tablejudge: DISCORD_TOKEN is not set. Put it in the environment or in ./.env "
            "(DISCORD_TOKEN=...), then run `tablejudge run` again.",
            file=sys.stderr,
        )
        return 2
    try:
        from bot.discord.app import run as run_discord
        from bot.discord.errors import UNREACHABLE
    except ImportError as exc:
        print(f"tablejudge: the Discord adapter is not available ({exc})", file=sys.stderr)
        return 2

    from bot.config import redact_url
    from bot.store.health import DatabaseUnavailable, is_database_error, reason_of

    try:
        return int(run_discord(settings) or 0)
    except DatabaseUnavailable as exc:  # a SQLite file that cannot be made is the database's, not Discord's
        print(f"tablejudge: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        if is_database_error(exc):
            database = redact_url(settings.database_url)
            print(f"tablejudge: cannot open the database {database}: {reason_of(exc)}", file=sys.stderr)
            return 1
        if isinstance(exc, UNREACHABLE):
            reason = _one_line(str(exc)) or type(exc).__name__
            print(
                f"tablejudge: cannot reach Discord at {settings.discord_api_base}: {reason}", file=sys.stderr
            )
            return 1
        raise


def _one_line(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= 200 else line[:199] + "…"


def run_demo(
    *,
    seed: int | None = None,
    lang: Lang = "en",
    game_name: str = DEFAULT_GAME,
    out: TextIO | None = None,
    max_steps: int = 5000,
    players: int | None = None,
    variant: str | None = None,
    pictures: str | None = None,
    vs_bot: str | None = None,
    options: Sequence[str] = (),
) -> int:
    return asyncio.run(
        _demo(seed, lang, game_name, out or sys.stdout, max_steps, players, variant, pictures, vs_bot, options)
    )


async def _demo(  # noqa: C901 - one scripted match, read top to bottom
    seed_given: int | None,
    lang: Lang,
    game_name: str,
    out: TextIO,
    max_steps: int,
    seats: int | None,
    variant: str | None,
    pictures: str | None = None,
    vs_bot: str | None = None,
    options: Sequence[str] = (),
) -> int:
    from bot.judge.api import Actor, DirectMessage, ThreadPost
    from bot.judge.console import ConsoleTransport
    from bot.judge.games import load_game
    from bot.judge.outbox import deliver_pending
    from bot.judge.service import JudgeService
    from bot.store import FINISHED, Store

    try:
        game = load_game(game_name)
    except (KeyError, ImportError, TypeError) as exc:
        known = ", ".join(game_names()) or "-"
        why = "no such game" if isinstance(exc, KeyError) else _first_line(str(exc) or type(exc).__name__)
        print(
            f"tablejudge: game {game_name[:40]!r} is not available ({why}); games: {known}", file=sys.stderr
        )
        return 2
    seats = seats or game.info.default_seats
    seed = game.info.demo_seed if seed_given is None else seed_given
    names = DEMO_NAMES.get(lang, DEMO_NAMES["en"])
    try:
        bot_level = opponent_level(vs_bot) if vs_bot is not None else None
    except ValueError as exc:
        print(f"tablejudge: --vs-bot: {exc}", file=sys.stderr)
        return 2
    try:
        if seats > len(names):
            raise ValueError(f"the demo seats at most {len(names)} players")
        given: dict[str, str] = {}
        for item in options:  # --option NAME=VALUE; the game's GameInfo checks each value
            name, sep, value = item.partition("=")
            if not sep or not name.strip():
                raise ValueError(f"--option takes NAME=VALUE, not {item[:40]!r}")
            given[name.strip()] = value.strip()
        setup = game.setup_for(names[:seats], variant, given)
    except ValueError as exc:
        print(f"tablejudge: {exc}", file=sys.stderr)
        return 2

    start = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
    ticks = [0]

    def clock() -> datetime:
        return start + timedelta(minutes=7 * ticks[0])

    store = Store("sqlite:///:memory:")
    service = JudgeService(store, {game_name: game}, clock, default_language=lang, seed_source=lambda: seed)
    players = [Actor(101 + i, names[i]) for i in range(seats)]
    admin = Actor(900, "Admin", is_judge=True, is_admin=True)
    guild, lobby = 1, 10
    transport = ConsoleTransport(
        out,
        names={p.user_id: p.name for p in (*players, admin)},
        bot_name="Судья" if lang == "ru" else "Judge",
        lang=lang,
    )
    transport.channel_names[lobby] = "#lobby"

    async def deliver() -> None:
        report = await deliver_pending(store, transport, clock=clock, default_language=lang)
        if report.errors:
            print("\n".join(report.errors), file=sys.stderr)

    service.setup(admin, guild, language=lang, pictures=False)  # the demo writes its pictures itself
    shots = _picture_writer(game, pictures, lang)
    variant_name = setup.get("variant")
    if seats == 2:  # two players: a challenge and its acceptance, as on a server
        challenge = service.challenge(
            players[0], guild, lobby, players[1], game=game_name, variant=variant_name, setup=setup
        )
        _show(transport, players[0].user_id, challenge.text)
        if challenge.match_id is None:
            return 1
        match_id = challenge.match_id
        _show(transport, players[1].user_id, service.accept(players[1], match_id, guild).text)
    else:  # a bigger table: the judge seats everyone
        created = service.create_by_judge(admin, guild, lobby, game_name, players, variant_name, setup)
        _show(transport, admin.user_id, created.text)
        if created.match_id is None:
            print(f"tablejudge: {created.text}", file=sys.stderr)
            return 1
        match_id = created.match_id
    await deliver()
    with store.tx() as tx:
        match = tx.match(match_id)
        assert match is not None and match.channel_id is not None
        thread = match.channel_id

    rng = random.Random(seed)
    thinker = random.Random(seed + 1)  # the practice opponent's own RNG: its samples never move the players'
    showed_chat = showed_out_of_turn = False
    finished = False
    for _ in range(max_steps):
        ticks[0] += 1
        with store.tx() as tx:
            finished = tx.match(match_id).status == FINISHED  # type: ignore[union-attr]
        if finished:
            break
        state = service.state_of(match_id)
        pending = list(game.pending(state))
        if not pending:
            break
        decision = rng.choice(pending)
        try:
            if bot_level is not None and decision.seat != 0:
                text = choose(game, state, decision.seat, thinker, bot_level).post
            else:
                text = game.random_post(state, decision.seat, rng)
            text = game.post_in(state, decision.seat, text, lang)  # scripted players write in the demo's language
        except MoveError as exc:
            print(
                f"tablejudge: no legal post for seat {decision.seat} ({decision.id}): {exc}", file=sys.stderr
            )
            return 1
        player = players[decision.seat]
        other = players[(decision.seat + 1) % seats]
        if not decision.private and not showed_chat:
            showed_chat = True  # chat in the thread is not a move: the judge stays silent
            chat = "удачи!" if lang == "ru" else "good luck, have fun!"
            msg = transport.user_post(thread, other.name, chat)
            service.handle_thread_post(ThreadPost(msg, thread, other.user_id, other.name, chat))
        elif not decision.private and not showed_out_of_turn:
            showed_out_of_turn = True  # a move out of turn is refused privately, nothing changes
            early = "pass" if lang == "en" else "пас"  # the other player's own post, not the mover's card
            msg = transport.user_post(thread, other.name, early)
            reply = service.handle_thread_post(ThreadPost(msg, thread, other.user_id, other.name, early))
            _show(transport, other.user_id, reply.text)
        if decision.private:
            msg = transport.user_dm(player.user_id, text)
            reply = service.handle_direct_message(
                DirectMessage(msg, player.user_id, text, author_name=player.name)
            )
        else:
            msg = transport.user_post(thread, player.name, text)
            reply = service.handle_thread_post(ThreadPost(msg, thread, player.user_id, player.name, text))
        _show(
            transport, player.user_id, reply.text if reply.status != "accepted" or decision.private else None
        )
        if not reply.accepted:
            print(
                f"tablejudge: {player.name}'s post {text!r} was not accepted: {reply.text}", file=sys.stderr
            )
            return 1
        await deliver()
        shots(service.state_of(match_id))
    await deliver()
    transport.print_transcript(out)
    if not finished:
        print(f"tablejudge: the match did not finish in {max_steps} steps", file=sys.stderr)
        return 1
    return 0


def _picture_writer(game: Any, folder: str | None, lang: Lang) -> Callable[[Any], None]:
    """``--pictures DIR``: the public picture of each position as DIR/move-0001.png, … (nothing without DIR)."""
    from pathlib import Path

    from cards.core import PUBLIC

    if folder is None:
        return lambda state: None
    Path(folder).mkdir(parents=True, exist_ok=True)
    count = [0]

    def write(state: Any) -> None:
        png = game.render_picture(state, PUBLIC, lang)
        if png is not None:
            count[0] += 1
            (Path(folder) / f"move-{count[0]:04d}.png").write_bytes(png)

    return write


def _show(transport: object, user_id: int, text: str | None) -> None:
    if text:
        transport.private_reply(user_id, text)  # type: ignore[attr-defined]


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
