"""Small shared pieces of the One More Barrel engine: names in messages, events, the price now,
batches of questions. (Choice-tree builders are ``rules.core.builders``, words from numbers
``rules.core.text``.)"""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.core.text import plural  # noqa: F401 (kept importable here)

from . import tables
from .board import TERRITORIES
from .state import OmbState


def name(state: OmbState, seat: int) -> str:
    """The player's name at ``seat``."""
    return state.seats[seat]


def place(territory: str) -> str:
    """A territory's name for labels and messages (``Basra``)."""
    return TERRITORIES[territory].name


def event(kind: str, text: str, **data: Any) -> Event:
    """A public event with its data."""
    return Event(kind=kind, text=text, data=data)


def oil_price_cents(state: OmbState) -> int:
    """The market price of one barrel now."""
    return tables.oil_price_cents(state.oil_price_step)


def new_batch(state: OmbState) -> int:
    """A fresh batch number for questions asked together."""
    batch = state.next_batch
    state.next_batch += 1
    return batch
