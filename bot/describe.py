"""Views and events in words, for every game: its own describers, or generic ``key: value``.

Every game has two hooks declared on :class:`~rules.core.Game`:

* ``describe_public(view) -> list[str] | None``: the public board in lines a player reads;
* ``describe_private(view) -> list[str] | None``: the seat's own secrets (``view.private``).

Where a game leaves them to the default (``None``), :func:`readable_lines` writes the view model generically: field names in words,
money fields (named ``…_cents`` or described as "in cents") in dollars, ``None`` as a dash,
booleans as yes/no, lists bulleted and nested models indented. Nothing here prints JSON.

Events are told by :func:`event_text`: a message key and its parameters rendered by the game's
catalogue (:mod:`rules.core.text`, where plural forms and money are written, once).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from rules.core import Event, Game, View
from rules.core.text import Catalogue, money_text

#: Suffix of a field holding money in cents (``money_cents``); shown in dollars.
CENTS_SUFFIX = "_cents"
INDENT = "  "


def public_lines(game: Game[Any, Any], view: View) -> list[str]:
    """The public board in words: the game's ``describe_public`` or the generic lines."""
    lines = game.describe_public(view)
    return lines if lines is not None else readable_lines(view.public)


def private_lines(game: Game[Any, Any], view: View) -> list[str]:
    """The seat's private view in words (nothing for a spectator or a game without secrets):
    the game's ``describe_private`` or the generic lines."""
    if view.private is None:
        return []
    lines = game.describe_private(view)
    return lines if lines is not None else readable_lines(view.private)


def event_text(game: Game[Any, Any], event: Event, catalogue: Catalogue | None = None) -> str:
    """An event in words: its message ``key`` and ``params`` rendered by ``catalogue`` (the
    game's English one, :meth:`~rules.core.Game.catalogue`, unless another language's is
    given); an event without a key (a game not moved to a catalogue yet) by its ``text``."""
    if event.key is None:
        return event.text
    return (catalogue or game.catalogue()).render(event.key, event.params)


def _is_cents(name: str, description: str | None) -> bool:
    return name.endswith(CENTS_SUFFIX) or "in cents" in (description or "").lower()


def _label(name: str) -> str:
    """A field's label: its name in words (``money_cents`` → ``money``)."""
    if name.endswith(CENTS_SUFFIX):
        name = name[: -len(CENTS_SUFFIX)]
    return name.replace("_", " ").strip() or name


def _scalar(value: Any, cents: bool = False) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if cents and isinstance(value, int):
        return money_text(value)
    return str(value)


@functools.cache
def _model_fields(cls: type[BaseModel]) -> tuple[tuple[str, str, bool], ...]:
    """(name, label, whether it holds cents) of each field of a model class, worked out once."""
    return tuple(
        (name, _label(name), _is_cents(name, info.description))
        for name, info in cls.model_fields.items()
    )


def _fields(data: Any) -> list[tuple[str, bool, Any]]:
    """(label, whether it holds cents, value) of a model's fields or a mapping's items."""
    if isinstance(data, BaseModel):
        return [
            (label, cents, getattr(data, name)) for name, label, cents in _model_fields(type(data))
        ]
    if isinstance(data, Mapping):
        return [
            (_label(name), _is_cents(name, None), value)
            for name, value in ((str(k), v) for k, v in data.items())
        ]
    return []


def readable_lines(data: Any, depth: int = 0) -> list[str]:
    """Any view model (or mapping) as ``key: value`` lines, nested items indented."""
    pad = INDENT * depth
    if not isinstance(data, BaseModel | Mapping):
        return [pad + _scalar(data)]
    lines: list[str] = []
    for label, cents, value in _fields(data):
        if isinstance(value, BaseModel | Mapping):
            lines.append(f"{pad}{label}:")
            lines.extend(readable_lines(value, depth + 1) or [pad + INDENT + "none"])
        elif isinstance(value, list | tuple):
            lines.extend(_list_lines(pad, label, value, cents, depth))
        else:
            lines.append(f"{pad}{label}: {_scalar(value, cents)}")
    return lines


def _list_lines(pad: str, label: str, items: Any, cents: bool, depth: int) -> list[str]:
    """A list field: ``none`` when empty, else one bullet per item (models indented)."""
    if not items:
        return [f"{pad}{label}: none"]
    lines = [f"{pad}{label}:"]
    for item in items:
        if isinstance(item, BaseModel | Mapping):
            nested = readable_lines(item, depth + 2)
            first = nested[0].lstrip() if nested else "none"
            lines.append(f"{pad}{INDENT}- {first}")
            lines.extend(nested[1:])
        else:
            lines.append(f"{pad}{INDENT}- {_scalar(item, cents)}")
    return lines
