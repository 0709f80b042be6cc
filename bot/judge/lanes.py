"""What the outbox delivery's parts (:mod:`~bot.judge.claims`, :mod:`~bot.judge.fast_path`,
:mod:`~bot.judge.delivery`) share about lanes while one delivery runs: which lanes go out from memory,
which the database path owns, the plain sends waiting to be recorded. One event loop uses it; the
delivery's database thread (:meth:`bot.judge.delivery.Delivery.db`) only reads ``fast`` and sets flags."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from bot.judge.delivered import DeliveryReport, Record
from bot.judge.transport import Item


@dataclass
class Lanes:
    report: DeliveryReport = field(default_factory=DeliveryReport)
    # The fast path (items this process committed already claimed, handed over in memory):
    fast: dict[str, deque[Item]] = field(default_factory=dict)  # lane -> its handed-over items not sent yet
    # lanes the database path owns: a claimed item in flight there, or pending items this process
    # did not hand over (a retry waiting, another process's, a restart's backlog). A handed-over item
    # of such a lane goes back to the database path, behind them.
    blocked: set[str] = field(default_factory=set)
    done: list[Record] = field(
        default_factory=list
    )  # plain sends and skipped table edits, to record in a batch
    db_dirty: bool = True  # the database path changed something since next_due was read
    claim_again: bool = False  # a database-path lane ended: lanes beyond capacity may wait
    skipped_fast: bool = False  # a claim left a due item because its lane was going out from memory
    # a claim from the database is under way (on the database thread): items handed over meanwhile wait
    # in ``deferred`` until it has said which lanes it took, so none overtakes an older claimed item
    claiming: bool = False
    deferred: list[list[dict[str, Any]]] = field(default_factory=list)
