"""Tournament texts for Discord: standings as a monospace table (embed-ready), scores, player lists.

Pure functions of the tournament state; the service decides where they are posted.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from bot.judge.payloads import escape

from .messages import t
from .model import MatchResult, Tournament
from .pods import PodStanding
from .standings import Standing

NAME_WIDTH = 18
MAX_EMBED_BODY = 3900  # an embed description holds 4096; leave room for the code fence


def pct(value: Fraction) -> str:
    return f"{float(value) * 100:.1f}"


def standings_rows(rows: Sequence[Standing] | Sequence[PodStanding], lang: str) -> list[str]:
    """Lines of the table: rank, player, points, record, OMW%, GW%, OGW% (MTR tiebreakers); for pods
    rank, player, points, places (1st-2nd-...), OMW% over pod opponents."""
    pods = [s for s in rows if isinstance(s, PodStanding)]
    if pods:
        return _pod_rows(pods, lang)
    head = (
        f"{t('col_rank', lang):>3} {t('col_player', lang):<{NAME_WIDTH}} {t('col_points', lang):>4} "
        f"{t('col_record', lang):>7} {t('col_omw', lang):>6} {t('col_gw', lang):>6} {t('col_ogw', lang):>6}"
    )
    lines = [head, "-" * len(head)]
    for s in (s for s in rows if isinstance(s, Standing)):
        name = s.name if len(s.name) <= NAME_WIDTH else s.name[: NAME_WIDTH - 1] + "…"
        line = (
            f"{s.rank:>3} {name:<{NAME_WIDTH}} {s.points:>4} {s.record:>7} "
            f"{pct(s.omw):>6} {pct(s.gwp):>6} {pct(s.ogw):>6}"
        )
        if s.dropped:
            line += " " + t("dropped_mark", lang)
        lines.append(line)
    return lines


def _pod_rows(rows: Sequence[PodStanding], lang: str) -> list[str]:
    width = max(7, *(len(s.record) for s in rows))
    head = (
        f"{t('col_rank', lang):>3} {t('col_player', lang):<{NAME_WIDTH}} {t('col_points', lang):>4} "
        f"{t('col_places', lang):>{width}} {t('col_omw', lang):>6}"
    )
    lines = [head, "-" * len(head)]
    for s in rows:
        name = s.name if len(s.name) <= NAME_WIDTH else s.name[: NAME_WIDTH - 1] + "…"
        line = f"{s.rank:>3} {name:<{NAME_WIDTH}} {s.points:>4} {s.record:>{width}} {pct(s.omw):>6}"
        if s.dropped:
            line += " " + t("dropped_mark", lang)
        lines.append(line)
    return lines


def standings_blocks(rows: Sequence[Standing] | Sequence[PodStanding], lang: str) -> list[str]:
    """The table cut into code blocks that each fit an embed description (the header repeats)."""
    lines = standings_rows(rows, lang)
    head, body = lines[:2], lines[2:]
    blocks: list[str] = []
    current: list[str] = []
    for line in body or [""]:
        if current and len("\n".join(head + current + [line])) > MAX_EMBED_BODY:
            blocks.append("```\n" + "\n".join(head + current) + "\n```")
            current = []
        current.append(line)
    blocks.append("```\n" + "\n".join(head + current) + "\n```")
    return blocks


def score(result: MatchResult) -> str:
    """Games from ``a``'s side: "2-1", with draws "1-1-1"."""
    base = f"{result.a_game_wins}-{result.b_game_wins}"
    return base + (f"-{result.draws}" if result.draws else "")


def names(t_: Tournament) -> dict[str, str]:
    return {p.id: p.name for p in t_.players}


def bold(name: str) -> str:
    return f"**{escape(name)}**"
