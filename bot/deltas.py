"""State deltas: what changed between two game states' JSON data, and applying it again.

The store (:mod:`bot.store`) keeps a full snapshot of a game's state only every
:data:`bot.store.SNAPSHOT_EVERY` versions; every other change is stored as a delta against
the state before it. A delta is a list of operations on the JSON data, in order:
``[path, value]`` sets the value at ``path`` (a list of object keys and array indexes; the
last step may be a new key) and ``[path]`` removes the key at ``path``. An array whose length
changed is replaced whole, and so is an object whose keys changed order other than by keys
removed and keys added at its end.

The comparison (:func:`same`) is strict about JSON types and about the order of an object's
keys: ``1``, ``1.0`` and ``true`` are equal in Python but not the same JSON, and the order of a
dictionary's keys is the order an engine iterates it in (a state rebuilt with one key moved
played differently: the SIGKILL harness found it). Applying the delta gives exactly the new
data, key order included; the tests check it for every game.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

#: zlib level of stored deltas (as the snapshots': ``bot.store.SNAPSHOT_ZLIB_LEVEL``).
DELTA_ZLIB_LEVEL = 6

Path = list[str | int]


def same(old: Any, new: Any) -> bool:
    """Whether two JSON values are the same data, types and the order of object keys included
    (``1`` is not ``true``; ``{"a": 1, "b": 2}`` is not ``{"b": 2, "a": 1}``)."""
    kind = type(old)
    if kind is not type(new):
        return False
    if kind is dict:
        return list(old) == list(new) and all(same(old[key], new[key]) for key in old)
    if kind is list:
        return len(old) == len(new) and all(same(a, b) for a, b in zip(old, new, strict=True))
    return bool(old == new)


def _keeps_order(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether ``new``'s keys are ``old``'s that stay, in their order, then the added ones:
    what removing and appending keys gives."""
    staying = [key for key in old if key in new]
    return list(new)[: len(staying)] == staying


def _diff(old: Any, new: Any, path: Path, ops: list[list[Any]]) -> None:
    kind = type(old)
    if kind is dict and type(new) is dict and _keeps_order(old, new):
        ops.extend([[*path, key]] for key in old if key not in new)
        for key, value in new.items():
            if key not in old:
                ops.append([[*path, key], value])
            elif not same(old[key], value):
                _diff(old[key], value, [*path, key], ops)
    elif kind is list and type(new) is list and len(old) == len(new):
        for index, (before, after) in enumerate(zip(old, new, strict=True)):
            if not same(before, after):
                _diff(before, after, [*path, index], ops)
    else:
        ops.append([path, new])


def delta(old: Any, new: Any) -> list[list[Any]]:
    """The operations that turn the JSON data ``old`` into ``new`` (empty if the same)."""
    ops: list[list[Any]] = []
    if not same(old, new):
        _diff(old, new, [], ops)
    return ops


def apply_delta(data: Any, ops: list[list[Any]]) -> Any:
    """``data`` with the operations applied (``data``'s containers are changed in place);
    :class:`ValueError` for an operation that does not fit the data."""
    for op in ops:
        if not isinstance(op, list) or len(op) not in (1, 2) or not isinstance(op[0], list):
            raise ValueError(f"not a delta operation: {op!r}")
        path = op[0]
        if not path:
            if len(op) == 1:
                raise ValueError("a delta cannot remove the whole state")
            data = op[1]
            continue
        container = data
        try:
            for step in path[:-1]:
                container = container[step]
            if len(op) == 2:
                container[path[-1]] = op[1]
            else:
                del container[path[-1]]
        except (KeyError, IndexError, TypeError) as error:
            raise ValueError(f"the delta does not fit the state at {path!r}: {error}") from None
    return data


def pack_delta(ops: list[list[Any]]) -> bytes:
    """A delta as stored: its JSON, zlib-compressed (a BLOB)."""
    text = json.dumps(ops, separators=(",", ":"), ensure_ascii=False)
    return zlib.compress(text.encode("utf-8"), DELTA_ZLIB_LEVEL)


def unpack_delta(stored: bytes) -> list[list[Any]]:
    """A stored delta's operations."""
    ops = json.loads(zlib.decompress(stored).decode("utf-8"))
    if not isinstance(ops, list):
        raise ValueError("a stored delta is not a list of operations")
    return ops
