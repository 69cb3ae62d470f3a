"""What the last move changed, found by comparing the public views before and after it.

A picture marks the change (outlined regions, arrows, a badge on a track) from this
difference alone: no event text, no state, so a picture of an earlier position or a move
replayed from the log is marked the same way. :func:`changes` flattens two views' public
parts (pydantic models or plain JSON) and lists every leaf that differs, by its path.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

#: A leaf's place in a view's public part: keys of objects and indexes of lists.
Path = tuple[str | int, ...]


@dataclass(frozen=True)
class Change:
    """One value that differs: where, and its value before and after (None where absent)."""

    path: Path
    before: Any
    after: Any


def plain(value: Any) -> Any:
    """A view part as JSON-like data (a pydantic model is dumped)."""
    return value.model_dump(mode="json") if hasattr(value, "model_dump") else value


def changes(before: Any, after: Any) -> list[Change]:
    """Every leaf that differs between two public view parts, in document order. A list whose
    length changed is compared item by item, the extra items reported as added or removed."""
    return list(_walk(plain(before), plain(after), ()))


def _walk(before: Any, after: Any, path: Path) -> Iterator[Change]:
    if isinstance(before, dict) and isinstance(after, dict):
        for key in list(before) + [k for k in after if k not in before]:
            yield from _walk(before.get(key), after.get(key), (*path, key))
    elif isinstance(before, list) and isinstance(after, list):
        for index in range(max(len(before), len(after))):
            old = before[index] if index < len(before) else None
            new = after[index] if index < len(after) else None
            yield from _walk(old, new, (*path, index))
    elif before != after:
        yield Change(path, before, after)


def changed_under(found: list[Change], *prefix: str | int) -> set[str | int]:
    """The keys or indexes right under ``prefix`` that hold a change: e.g. the indexes of
    the regions that changed, with ``changed_under(found, "regions")``."""
    depth = len(prefix)
    return {
        change.path[depth]
        for change in found
        if len(change.path) > depth and change.path[:depth] == prefix
    }
