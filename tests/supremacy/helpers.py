"""Building Suprématie positions for tests through the public contract."""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.supremacy.engine import ENGINE as GAME
from rules.supremacy.state import SupremacyState
from tests.dice import rng_rolling

__all__ = ["keys", "play", "rng_rolling", "started", "to_phase"]


def started(powers: list[str], seed: int = 1, **options: Any) -> SupremacyState:
    """A game whose players took ``powers`` in seat order (whoever chose first), at the first
    player's phase 1."""
    state = GAME.setup([f"p{i}" for i in range(len(powers))], seed, {"rounds": 0} | options)
    while state.stage == "choose":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, {"kind": "choose", "power": powers[seat]})
    return state


def play(state: SupremacyState, seat: int, **action: Any) -> tuple[SupremacyState, list[Event]]:
    return GAME.apply(state, seat, action)


def to_phase(state: SupremacyState, phase: int) -> SupremacyState:
    """The player on turn pays phase 1 (production follows) and starts ``phase``."""
    seat = state.turn.seat
    if state.turn.phase == 1:
        state, _ = play(state, seat, kind="pay")
    state, _ = play(state, seat, kind="phase", phase=phase)
    return state


def keys(events: list[Event]) -> list[str | None]:
    return [e.key for e in events]
