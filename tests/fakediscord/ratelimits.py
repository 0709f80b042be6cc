"""Discord's rate limits, enforced (opt in: ``fake.rate_limits = RateLimits()``).

What Discord documents and the fake copies: a global limit per bot (50 requests per second; interaction
callbacks and webhooks are exempt) answered with a ``global`` 429, and per-route buckets keyed by the
route and its major parameter (channel, guild, webhook) that say their state in ``X-RateLimit-*`` headers
on every answer, so a client that reads them never hits the 429. The numbers of the per-route buckets are
Discord's to change; the defaults are the common "5 per 5 seconds per channel".
"""

from __future__ import annotations

import hashlib
import time
from collections import deque
from dataclasses import dataclass, field

MAJOR = ("channel_id", "guild_id", "webhook_id", "interaction_id")


@dataclass
class Bucket:
    limit: int
    window: float
    used: int = 0
    reset_at: float = 0.0


@dataclass
class Verdict:
    """What a request may do: ``retry_after`` None = go ahead; ``headers`` for the answer either way."""

    headers: dict[str, str]
    retry_after: float | None = None
    global_: bool = False


@dataclass
class RateLimits:
    global_per_second: int = 50
    route_limit: int = 5
    route_window: float = 5.0
    overrides: dict[str, tuple[int, float]] = field(default_factory=dict)  # "METHOD pattern" -> (n, s)
    clock: object = time.monotonic
    _recent: deque[float] = field(default_factory=deque)
    _buckets: dict[tuple[str, str, str], Bucket] = field(default_factory=dict)
    global_hits: int = 0  # 429s answered for the global limit
    route_hits: int = 0  # 429s answered for a route bucket

    def check(self, method: str, pattern: str, params: dict[str, str], *, exempt: bool = False) -> Verdict:
        now = self.clock()  # type: ignore[operator]
        if not exempt:
            while self._recent and self._recent[0] <= now - 1.0:
                self._recent.popleft()
            if len(self._recent) >= self.global_per_second:
                self.global_hits += 1
                wait = self._recent[0] + 1.0 - now
                return Verdict({"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}, wait, True)
        major = next((params[k] for k in MAJOR if k in params), "")
        limit, window = self.overrides.get(f"{method} {pattern}", (self.route_limit, self.route_window))
        key = (method, pattern, major)
        bucket = self._buckets.setdefault(key, Bucket(limit, window))
        if now >= bucket.reset_at:
            bucket.used, bucket.reset_at = 0, now + window
        name = hashlib.sha1(f"{method} {pattern}".encode()).hexdigest()[:16]
        headers = {
            "X-RateLimit-Limit": str(limit),
            "X-RateLimit-Bucket": name,
            "X-RateLimit-Reset": f"{time.time() + bucket.reset_at - now:.3f}",
            "X-RateLimit-Reset-After": f"{bucket.reset_at - now:.3f}",
        }
        if bucket.used >= limit:
            self.route_hits += 1
            headers.update({"X-RateLimit-Remaining": "0", "X-RateLimit-Scope": "user"})
            return Verdict(headers, bucket.reset_at - now)
        bucket.used += 1
        if not exempt:
            self._recent.append(now)
        headers["X-RateLimit-Remaining"] = str(limit - bucket.used)
        return Verdict(headers)
