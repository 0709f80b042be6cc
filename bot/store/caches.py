"""In-process caches of rows for a store no other process writes (SQLite): each is emptied by any ORM change
to the models its entries depend on, and counts those changes in ``generation``, so a reader that noted the
generation before it read the database keeps its answer only if no change came meanwhile."""

from __future__ import annotations

import weakref
from typing import Any

from sqlalchemy import event

_WATCHERS: dict[type, weakref.WeakSet[EmptiedOnChange]] = {}


class EmptiedOnChange:
    """Subclasses hold the entries and say how to ``clear`` them; ``drop`` empties and counts."""

    def __init__(self, *models: type) -> None:
        self.generation = 0
        for model in models:
            _watchers(model).add(self)

    def clear(self) -> None:
        raise NotImplementedError

    def drop(self) -> None:
        self.clear()
        self.generation += 1


def _watchers(model: type) -> weakref.WeakSet[EmptiedOnChange]:
    watchers = _WATCHERS.get(model)
    if watchers is None:
        watchers = _WATCHERS[model] = weakref.WeakSet()

        def changed(*_: Any) -> None:
            for cache in list(watchers):
                cache.drop()

        for change in ("after_insert", "after_update", "after_delete"):
            event.listen(model, change, changed)
    return watchers
