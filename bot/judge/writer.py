"""The one writer of outbox rows: every post, DM, table edit, thread and pin the judge queues goes
through :class:`OutboxWriter`, in the caller's transaction (Discord hears about it later, from the outbox).

``fresh=True`` says the caller knows the key is new — it names a post seq this transaction inserts, and
(match, seq) is unique — so the store skips its dedupe look-up for it. Nothing else changes dedupe.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.judge import quick
from bot.judge.context import MatchCtx
from bot.judge.desk import Desk
from bot.judge.games import game_title
from bot.judge.messages import t
from bot.judge.payloads import message, nonce_for, split_content, table_payload
from bot.store import Tx
from bot.store.models import KIND_DM, KIND_EDIT, KIND_PIN, KIND_POST, KIND_THREAD
from cards.core import PUBLIC


def png(data: bytes | None) -> list[tuple[str, bytes]]:
    return [("table.png", data)] if data else []


class OutboxWriter:
    """Queues the judge's messages as outbox rows. Pings only the users and roles it is given."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk

    def say(
        self,
        tx: Tx,
        m: MatchCtx,
        key: str,
        text: str,
        *,
        users: Sequence[int] = (),
        roles: Sequence[int] = (),
        fresh: bool = False,
    ) -> None:
        """A post in the match thread. Pings only ``users``/``roles`` given here, never anything in ``text``.
        The buttons of the decisions just asked (``m.answers``) go on its last piece."""
        chunks = split_content(text)
        for i, chunk in enumerate(chunks):
            dedupe = key if i == 0 else f"{key}:{i}"
            payload = message(chunk, users=users, roles=roles, nonce=nonce_for(dedupe))
            if m.answers and i == len(chunks) - 1:
                payload["answers"] = quick.payload(m.id, m.answers)
                m.answers = []
            tx.enqueue(
                kind=KIND_POST,
                lane=m.lane,
                dedupe_key=dedupe,
                match_id=m.id,
                payload=payload,
                now=self.desk.now(),
                fresh=fresh,
            )

    def post_in_channel(
        self,
        tx: Tx,
        channel_id: int | None,
        match_id: int | None,
        key: str,
        text: str,
        *,
        users: Sequence[int] = (),
        **extra: Any,
    ) -> None:
        """A post in a channel (a challenge, an open table, a seat taken), with ``extra`` message fields
        (``users`` to ping, an ``accept`` or ``join`` button)."""
        tx.enqueue(
            kind=KIND_POST,
            lane=f"channel:{channel_id}",
            target_id=channel_id,
            dedupe_key=key,
            match_id=match_id,
            payload=message(text, users=users, nonce=nonce_for(key), **extra),
            now=self.desk.now(),
        )

    def dm(
        self,
        tx: Tx,
        match_id: int | None,
        user_id: int,
        key: str,
        text: str,
        files: Sequence[tuple[str, bytes]] = (),
        later: tuple[dict[str, Any], Callable[[], list[tuple[str, bytes]]]] | None = None,
        answers: list[dict[str, Any]] | None = None,
        *,
        fresh: bool = False,
    ) -> None:
        """DM ``text`` (in Discord-sized pieces; files go with the first). ``later``: a spec and its maker
        of more files, made when the DM is sent (see :meth:`bot.judge.files.Files.attachments`).
        ``answers``: buttons of a private decision (:mod:`bot.judge.quick`), on the last piece."""
        chunks = split_content(text)
        for i, chunk in enumerate(chunks):
            dedupe = key if i == 0 else f"{key}:{i}"
            payload = message(chunk, files=files if i == 0 else (), nonce=nonce_for(dedupe))
            if answers and match_id is not None and i == len(chunks) - 1:
                payload["answers"] = quick.payload(match_id, answers)
            if i == 0 and later is not None:
                payload["files_from"] = later[0]
            tx.enqueue(
                kind=KIND_DM,
                lane=f"user:{user_id}",
                target_id=user_id,
                dedupe_key=dedupe,
                match_id=match_id,
                payload=payload,
                now=self.desk.now(),
                later=later[1] if i == 0 and later is not None else None,
                fresh=fresh,
            )

    # -- the pinned table ---------------------------------------------------------------------------
    def table(self, tx: Tx, m: MatchCtx, key: str, *, picture: bool = True, fresh: bool = False) -> None:
        """Queue the pinned table's edit. With ``picture`` the edit replaces the attachment with the new
        ``table.png`` (or removes it when pictures are off); without, the message keeps its attachment."""
        drawn = self._table_picture(tx, m) if picture else {}
        payload = table_payload(self._table_text(m), message_ref="table", **drawn)
        if picture:
            payload.setdefault("files", [])  # an edit replaces the attachments: none left when off
        tx.enqueue(
            kind=KIND_EDIT,
            lane=m.lane,
            dedupe_key=key,
            match_id=m.id,
            payload=payload,
            now=self.desk.now(),
            later=self._picture_later(m) if drawn else None,
            fresh=fresh,
        )

    def thread(self, tx: Tx, m: MatchCtx, parent_channel_id: int | None, name: str) -> None:
        """A new match's thread, opened on its table (pinned)."""
        drawn = self._table_picture(tx, m)
        tx.enqueue(
            kind=KIND_THREAD,
            lane=m.lane,
            target_id=parent_channel_id,
            dedupe_key=f"m{m.id}:thread",
            match_id=m.id,
            payload=table_payload(self._table_text(m), name=name, store_as="table", **drawn),
            now=self.desk.now(),
            later=self._picture_later(m) if drawn else None,
        )
        tx.enqueue(
            kind=KIND_PIN,
            lane=m.lane,
            dedupe_key=f"m{m.id}:pin",
            match_id=m.id,
            payload={"message_ref": "table"},
            now=self.desk.now(),
        )

    def _variant_title(self, m: MatchCtx) -> str:
        """The variant as the game names it for people (``хардгвинт``), else its id."""
        for variant in m.game.info.variants:
            if variant.name == m.match.variant:
                return variant.title(m.lang)
        return str(m.match.variant)

    def _table_text(self, m: MatchCtx) -> str:
        title = t(
            "table_title",
            m.lang,
            match=m.id,
            game=game_title(m.game, m.match.game, m.lang)
            + (f", {self._variant_title(m)}" if m.match.variant else ""),
        )
        return title + "\n" + m.game.render_table(m.state, PUBLIC, m.lang)

    def _table_picture(self, tx: Tx, m: MatchCtx) -> dict[str, Any]:
        """The table's picture, as a spec the outbox draws when it sends the table (``Files.attachments``):
        drawing is not the move's work, and a burst of moves draws only the table that goes out."""
        if m.state is None or not self.desk.pictures_on(tx, m.match.guild_id):
            return {}
        return {"picture": {"game": m.match.game, "audience": "public", "lang": m.lang}, "files": []}

    @staticmethod
    def _picture_later(m: MatchCtx) -> Callable[[], list[tuple[str, bytes]]]:
        """Draws the table as it stands now, when the item is sent (states are never changed in place)."""
        game, state, lang = m.game, m.state, m.lang
        return lambda: png(game.render_picture(state, PUBLIC, lang))
