"""Small shared pieces of the One More Barrel engine: names in messages, events, the price now.
(Choice-tree builders are ``rules.core.builders``, words from numbers ``rules.core.text``;
batches of questions are ``asking.new_batch``.)"""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.core import Event
from rules.core.game import Speaker
from rules.core.text import Catalogue, Said, plural  # noqa: F401 (plural kept importable here)

from .data import tables
from .data.board import TERRITORIES
from .messages import MESSAGES, NAMES
from .state import OmbState


def name(state: OmbState, seat: int) -> str:
    """The player's name at ``seat``."""
    return state.seats[seat]


def place(territory: str) -> str:
    """A territory's name for labels and messages (``Basra``)."""
    return TERRITORIES[territory].name


def region_label(territory: str) -> Said:
    """A territory as a choice's label (issue 28), said by the catalogue's regions table."""
    return Said("label.place", region=territory)


def say(
    key: str,
    *,
    to: int | None = None,
    reveals: bool = False,
    kind: str | None = None,
    data: dict[str, Any] | None = None,
    **params: Any,
) -> Event:
    """The event of message ``key`` of the game's catalogue (``messages.py``) with
    ``params``, as ``Game.say`` makes it (``kind`` is ``key`` unless given; ``data`` is what
    the engine and the renderer read back)."""
    return _speaker()(key, to=to, reveals=reveals, kind=kind, data=data, **params)


@cache
def _speaker() -> Speaker:
    return Speaker(Catalogue(MESSAGES, names=NAMES))


def oil_price_cents(state: OmbState) -> int:
    """The market price of one barrel now."""
    return tables.oil_price_cents(state.oil_price_step)
