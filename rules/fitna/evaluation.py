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

And since issue 32's sixth pass, four points per condition not met yet when the seat's forces
stand ready to take what it needs (:func:`reach`: units next to the boxes, a quarter for those
two roads away; authored). Without it a move, a plan or the end of the movement segment
changed nothing until an offensive took a box, a few decisions further than the search looks:
at a plan every card and split had the same mean reward (0.000) after 40 simulations, and the
normal computer played about as an easy one (three players, scenario 2, seeds 500-511: 5.0
wins of 12 where easy players on the same seats won 5.7). With it, 5.3 of 12 where easy players
won 4.0, and 6.0 with 100 simulations; in the matrix, with 80, 10 of 14 (5.3 before, the same
seeds) and 12 of 20 with six more (docs/players.md "Sixth pass"). A readiness by the CRT's
odds against the defenders (so that a garrison lowers the other side's) was tried in the
seventh pass and not kept: 16.7 wins of 32 against 17.5 on the same seeds ("Seventh pass");
so were points off a box left empty within another side's reach, in the eighth (the
three-player line lost: "Eighth pass"), and in the eleventh with two players only (13.5 wins
of 30 against easy players where this won 15.5: "Eleventh pass"). Since the twenty-fourth pass
the box left empty is the garrison plan's (:mod:`.plan`), which only the searching levels
follow: 59.2 wins of 100 against easy players where this evaluation alone won 38.7.
"""

from __future__ import annotations

import functools
from collections.abc import Collection

from . import board
from .data import map as fmap
from .data.tables import STACK_LIMIT, VICTORY_ORDER
from .state import FitnaState
from .victory import conditions_met, level, victory_points

#: Points a victory level above a draw, a victory condition held and a unit on the map are
#: worth (authored: a level more than any one condition, a condition more than a unit).
LEVEL_POINTS, CONDITION_POINTS, UNIT_POINTS = 30.0, 10.0, 1.0
#: Points a condition not met yet is worth when the seat's forces stand ready to take what it
#: needs (:func:`reach`; authored, sixth pass: less than the condition itself, more than the
#: units a move brings up).
REACH_POINTS = 4.0
#: What a unit two roads from a box the seat needs counts, beside one next to it (authored).
SECOND_RING = 0.25

#: The search's simulations per decision (:func:`rules.core.search.settings_of`; authored from
#: the decision time each level may take, issue 32: normal at most 2 s at p95 and hard 6 s,
#: aimed at about 0.8 s and 3 s on this shared machine). Since issue 32's third pass a
#: simulation scores every move of the node it reaches first, about twice the other games' cost
#: a simulation: 40 simulations took 0.47 s of CPU at p95 over whole games of scenario 1
#: against a random player (won 6 of 6, three on each seat, seeds 400-405). docs/players.md
#: "Tuning, third pass". Raised in the sixth pass with :func:`reach` (the search has something
#: to find a few moves ahead now): 100 simulations took 1.78 s of CPU at p95 (scenario 2, three
#: players, two other processes running), so 80 for normal; hard's 240 took 6.60 s at p95 over
#: the matrix's three three-player hard games (over the 6 s bound), 200 took 5.76 s and 6.12 s
#: over two more (seeds 1003 and 1004), so 160. Seventh pass: 160 took 4.79 s at p95 over
#: four three-player games and won 2.2 of the matrix's 8 hard games (240 had won 5.3 of 7);
#: 240 weighing 16 moves a node, as normal does, instead of hard's 24 (a simulation scores
#: every move of the node it reaches first, so a third fewer moves cost a third less) took
#: 4.77 s at p95 over eight three-player games and won 4.5 of 8 two-player and 1.67 of 8
#: three-player games (five draws): no stronger than normal yet (docs/players.md "Seventh
#: pass").
SEARCH = {"normal": {"simulations": 80}, "hard": {"simulations": 240, "moves": 16}}


def evaluate(state: FitnaState) -> list[float]:
    """Each seat's worth in points (higher is better)."""
    worth = []
    units_of = board.units_by_side(state)
    for seat, side in enumerate(state.sides):
        met = conditions_met(state, seat)
        worth.append(
            LEVEL_POINTS * VICTORY_ORDER.index(level(state, seat, met))
            + victory_points(state, seat)
            + CONDITION_POINTS * len(met)
            + UNIT_POINTS * units_of[side]
            + REACH_POINTS * _reach(state, seat, met)
        )
    return worth


@functools.cache
def _rings(box: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The boxes at most one road from ``box`` (``box`` too), and those two roads from it (the
    map never changes)."""
    roads = fmap.roads_from(box)
    return (
        tuple(near for near, far in roads.items() if far <= 1),
        tuple(near for near, far in roads.items() if far == 2),
    )


def reach(state: FitnaState, seat: int) -> float:
    """How close the seat's forces stand to the conditions it does not meet yet: for each such
    condition, the mean over the boxes it still needs (the nearest ones of a ``hold_any``) of
    each box's share of a full attack (the seat's units in or next to it, up to three:
    18.0's attackers, :data:`~.data.tables.STACK_LIMIT`; a unit two roads away counts
    :data:`SECOND_RING`); between 0 and the number of conditions not met (authored, issue 32's
    sixth pass: docs/players.md)."""
    return _reach(state, seat, conditions_met(state, seat))


def _reach(state: FitnaState, seat: int, met: Collection[str]) -> float:
    """:func:`reach`, with the seat's conditions met at hand."""
    side = state.sides[seat]
    mine = {box: len(found.units) for box, found in state.stacks.items() if found.face == side}
    total = 0.0
    for condition in board.scenario(state).victory[side].conditions:
        if condition.id in met:
            continue
        wanted = [box for box in condition.boxes if state.control.get(box) != side]
        needed = (len(condition.boxes) if condition.kind == "hold" else condition.count or 1) - (
            len(condition.boxes) - len(wanted)
        )
        shares = []
        for target in wanted:
            ring, second = _rings(target)
            close = sum(mine.get(box, 0) for box in ring)
            further = sum(mine.get(box, 0) for box in second)
            shares.append(
                min(
                    1.0,
                    (min(close, STACK_LIMIT) + SECOND_RING * min(further, STACK_LIMIT))
                    / STACK_LIMIT,
                )
            )
        if needed > 0 and shares:
            total += sum(sorted(shares, reverse=True)[:needed]) / needed
    return total
