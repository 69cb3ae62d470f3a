"""How well each player stands in a Fitna state, for the computer players
(:mod:`rules.core.players` finds this module by its name).

The victory level the seat would reach if the game ended now (``victory.level``: what decides
the game, 31.0 — the higher level wins, equal levels draw), thirty points a level above a draw
(authored, issue 32's tuning: below), victory points of 31.1 (``victory.victory_points``), ten
points per victory condition of the scenario held now (``victory.conditions_met``: authored
weight, a condition being what the levels count) and one point per unit of one's side on the
map (authored; docs/players.md).

Why the levels: the two sides of a scenario need different numbers of conditions for the same
level (scenario 1: the regime 4 for a minor victory and holds 4 at set-up, the rebels 2), so ten
points a condition made the rebels' second condition, which draws a game the regime was winning,
worth no more to either side than any other. The normal computer on the regime's seat
against a random player (scenario 1, seeds 400-410 even, 60 simulations) won 1, drew 2 and lost
3 of 6 games before, won 2, drew 3 and lost 1 with the levels (docs/players.md "Tuning").
"""

from __future__ import annotations

from . import board
from .data.tables import VICTORY_ORDER
from .state import FitnaState
from .victory import conditions_met, level, victory_points

#: Points a victory level above a draw, a victory condition held and a unit on the map are
#: worth (authored: a level more than any one condition, a condition more than a unit).
LEVEL_POINTS, CONDITION_POINTS, UNIT_POINTS = 30.0, 10.0, 1.0

#: The search's simulations per decision (:func:`rules.core.search.settings_of`; authored from
#: the decision time each level may take, issue 32: normal at most 2 s at p95 and hard 6 s,
#: aimed at about 0.8 s and 3 s on this shared machine). Since issue 32's third pass a
#: simulation scores every move of the node it reaches first, about twice the other games' cost
#: a simulation: 40 simulations took 0.47 s of CPU at p95 over whole games of scenario 1
#: against a random player (won 6 of 6, three on each seat, seeds 400-405). docs/players.md
#: "Tuning, third pass".
SEARCH = {"normal": {"simulations": 40}, "hard": {"simulations": 160}}


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
            LEVEL_POINTS * VICTORY_ORDER.index(level(state, seat))
            + victory_points(state, seat)
            + CONDITION_POINTS * len(conditions_met(state, seat))
            + UNIT_POINTS * units
        )
    return worth
