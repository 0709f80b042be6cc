"""The game-agnostic judge: service (the referee's procedure), outbox delivery, messages."""

from bot.judge.api import Actor, Attachment, DirectMessage, Reply, ThreadPost
from bot.judge.console import ConsoleTransport
from bot.judge.outbox import (
    DeliveryReport,
    DMRefused,
    OutboxWorker,
    PermanentError,
    TargetNotFound,
    TransientError,
    Transport,
    deliver_pending,
)
from bot.judge.service import JudgeService

__all__ = [
    "Actor",
    "Attachment",
    "ConsoleTransport",
    "DMRefused",
    "DeliveryReport",
    "DirectMessage",
    "JudgeService",
    "OutboxWorker",
    "PermanentError",
    "Reply",
    "TargetNotFound",
    "ThreadPost",
    "TransientError",
    "Transport",
    "deliver_pending",
]
