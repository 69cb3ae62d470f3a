"""How well each player stands in a Fitna state, for the computer players
(:mod:`rules.core.players` finds this module by its name).

Victory points of 31.1 (``victory.victory_points``), ten points per victory condition of the
scenario held now (``victory.conditions_met``: authored weight, a condition being what decides
the game, 31.0) and one point per unit of one's side on the map (authored; docs/players.md).
"""

from __future__ import annotations

from . import board
from .state import FitnaState
from .victory import conditions_met, victory_points

#: Points a victory condition held and a unit on the map are worth (authored).
CONDITION_POINTS, UNIT_POINTS = 10.0, 1.0


def evaluate(state: FitnaState) -> list[float]:
    """Each seat's worth in points (higher is better)."""
    worth = []
    for seat, side in enumerate(state.sides):
        units = sum(
            1
            for found in state.stacks.values()
            for unit in found.units
            if board.side_of(state, unit) == side
        )
        worth.append(
            victory_points(state, seat)
            + CONDITION_POINTS * len(conditions_met(state, seat))
            + UNIT_POINTS * units
        )
    return worth
