"""The garrison plan Fitna's normal and hard computers follow (issue 32; docs/players.md), read
from the seat's own turn: its view and its tree of legal moves, never the state.

Why a plan. What decides a game of Fitna is who holds the boxes of the conditions at the end of
the last turn (31.0), and a box left empty is taken by any unit that walks through it (5.0).
The search looks a few moves ahead, within the seat's own phase: the other sides' movements,
where a box left empty is lost, come dozens of decisions later, and the evaluation counts a
held box the same with or without a garrison. Every pass that counted a garrison in the
evaluation (docs/players.md, the eighth, eleventh and fifteenth passes) also changed the easy
players it was measured against, who play on the same evaluation.

* **Garrison first.** In the movement and strategic movement segments, while a box one of the
  seat's conditions names is held, empty of its units and within :data:`THREAT_ROADS` roads of
  a stack of a hostile player who still moves before the game ends, the plan sends a unit
  into it, the nearest box to a threat first, a unit that leaves no such box empty.
* **Never strip one.** :func:`avoid` names, for the search's own decision, the moves that take
  the last unit out of such a box (unless every move does).

Measured (docs/players.md "Twenty-fourth pass"): the normal computer against two easy players,
scenario 2, the matrix's 100 games, won 38.7 without the plan and 59.2 with it (the bar,
fixed before the games, was 44.7). The easy player follows no plan. A stack's units are never
read but the seat's own (its private view); the other sides' stacks count by their boxes.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from rules.core.players import Turn

from . import board
from .data import map as fmap
from .data import scenarios
from .view import FitnaPrivate, FitnaPublic

#: How near (roads) a hostile player's stack makes an empty held box a target (authored: a
#: unit's ground move reaches two or three boxes).
THREAT_ROADS = 2
#: Roads counted for a box out of reach.
FAR = 99
#: The modes the plan garrisons with: a ground move, then the strategic movement (17.3).
MODES = ("ground", "strategic")


def plan(turn: Turn, level: str) -> dict[str, Any] | None:
    """The move that garrisons the seat's most exposed held box, or None (the search decides)."""
    facts = _facts(turn)
    if facts is None or "move" not in set(turn.legal.kinds()):
        return None
    public, private, mine, exposed = facts
    if not exposed:
        return None
    where, count = _forces(public, private, mine)
    guarded = _condition_boxes(public, mine)
    for box in exposed:
        for uid, origin in sorted(where.items(), key=lambda item: _cost(item[1], box)):
            if origin in guarded and count.get(origin, 0) <= 1:
                continue
            for mode in MODES:
                move = {"kind": "move", "unit": uid, "mode": mode, "to": box}
                if turn.legal.allows(move):
                    return move
    return None


def avoid(turn: Turn, level: str) -> Callable[[dict[str, Any]], bool] | None:
    """The moves the seat's search leaves out at this decision: taking the last unit out of a
    held box of its conditions that a hostile player can still reach."""
    facts = _facts(turn)
    if facts is None:
        return None
    public, private, mine, _exposed = facts
    guarded = _condition_boxes(public, mine)
    where, count = _forces(public, private, mine)
    threatened = {
        box
        for box in guarded
        if public.control.get(box) == mine and _threat(public, mine, box) is not None
    }
    lone = {box for box in threatened if count.get(box, 0) == 1}
    if not lone:
        return None

    def strips(action: dict[str, Any]) -> bool:
        return action.get("kind") == "move" and where.get(str(action.get("unit"))) in lone

    return strips


def _forces(
    public: FitnaPublic, private: FitnaPrivate, mine: str
) -> tuple[dict[str, str], dict[str, int]]:
    """Where each of the seat's units stands (its own stacks, which it sees), and how many
    units each of its stacks holds."""
    where = {
        unit.id: stack.box for stack in private.stacks if stack.side == mine for unit in stack.units
    }
    count = {stack.box: stack.size for stack in public.stacks if stack.side == mine}
    return where, count


def _facts(turn: Turn) -> tuple[FitnaPublic, FitnaPrivate, str, list[str]] | None:
    public, private = turn.view.public, turn.view.private
    if not isinstance(public, FitnaPublic) or not isinstance(private, FitnaPrivate):
        return None
    if public.segment not in ("movement", "strategic"):
        return None
    mine = public.sides[turn.seat]
    guarded = _condition_boxes(public, mine)
    if not guarded:
        return None
    held = {stack.box for stack in public.stacks if stack.side == mine}
    exposed = []
    for box in guarded:
        if public.control.get(box) != mine or box in held:
            continue
        near = _threat(public, mine, box)
        if near is not None:
            exposed.append((near, box))
    return public, private, mine, [box for _near, box in sorted(exposed)]


def _threat(public: FitnaPublic, mine: str, box: str) -> int | None:
    """Roads from ``box`` to the nearest stack of a hostile player who still moves before the
    game ends, if within :data:`THREAT_ROADS`."""
    later = _movers_after(public, mine)
    roads = fmap.roads_from(box)
    near = [
        roads[s.box]
        for s in public.stacks
        if s.side in later and roads.get(s.box, FAR) <= THREAT_ROADS
    ]
    return min(near) if near else None


def _movers_after(public: FitnaPublic, mine: str) -> set[str]:
    """The hostile players' sides (:meth:`~.board.ScenarioFacts.friends`) still to move before
    the game ends: every one but in the last turn, then those after the seat in its order."""
    found = _scenario(public.scenario, tuple(public.sides))
    friends = found.friends(mine) if found else frozenset({mine})
    hostile = {side for side in public.sides if side not in friends}
    if public.turn < public.turns:
        return hostile
    position = public.order.index(public.sides.index(mine))
    return {public.sides[seat] for seat in public.order[position + 1 :]} & hostile


def _cost(origin: str, box: str) -> int:
    return fmap.roads_from(box).get(origin, FAR)


@functools.cache
def _scenario(number: int, sides: tuple[str, ...]) -> board.ScenarioFacts | None:
    """The facts of the scenario a view shows (its number, and the version whose seats are the
    view's sides); None for a players' own."""
    if number == 0:
        return None
    for two in (False, True):
        try:
            found = scenarios.scenario_for(number, two, len(sides))
        except KeyError:  # no two-player version
            continue
        if tuple(seat.id for seat in found.seats) == sides:
            return board.facts_of(found)
    return None


def _condition_boxes(public: FitnaPublic, mine: str) -> tuple[str, ...]:
    return _named(public.scenario, tuple(public.sides), mine)


@functools.cache
def _named(number: int, sides: tuple[str, ...], mine: str) -> tuple[str, ...]:
    """The boxes the seat's conditions name (31.0), each once."""
    found = _scenario(number, sides)
    if found is None or mine not in found.scenario.victory:
        return ()
    conditions = found.scenario.victory[mine].conditions
    return tuple(dict.fromkeys(box for condition in conditions for box in condition.boxes))
