"""Fitna's garrison plan (``rules/fitna/plan.py``): its normal and hard computers put a unit
into a held box of their conditions that a hostile player can still walk into, and never take
the last unit out of one (docs/players.md "Twenty-fourth pass"). Checked against the state,
which the plan never reads: the boxes, stacks and control the engine holds."""

from __future__ import annotations

from typing import Any

from bot.selfplay import random_states, seat_names
from rules import GAMES
from rules.core import Rng
from rules.core.levels import level
from rules.core.players import Budget, avoid_of, plan_of, turn_of
from rules.fitna import board
from rules.fitna.data import map as fmap
from rules.fitna.state import FitnaState
from tests.players.test_determinize import spread

FITNA = GAMES["fitna"]
#: Random games whose movement segments the tests search: scenario 2 with three players and
#: scenario 1 with two (seeds authored: each meets several exposed boxes).
GAMES_PLAYED = (({"scenario": 2}, 3, 11), ({"scenario": 1}, 2, 12))


def _moving_states() -> list[FitnaState]:
    found = []
    for options, players, seed in GAMES_PLAYED:
        state = FITNA.setup(seat_names(players), seed, options)
        for later in random_states(FITNA, state, Rng.from_seed(seed), 700):
            if later.segment in ("movement", "strategic") and not FITNA.is_over(later):
                found.append(later)
    return found


def _condition_boxes(state: FitnaState, seat: int) -> set[str]:
    side = state.sides[seat]
    return {box for c in board.scenario(state).victory[side].conditions for box in c.boxes}


def _hostile_near(state: FitnaState, seat: int, box: str) -> bool:
    """A stack of another player's hostile side within two roads of ``box`` (the engine's
    own stacks, sides and alliances)."""
    side = state.sides[seat]
    roads = fmap.GRAPH.distances(box)
    players = set(state.sides)
    return any(
        found.face in players
        and board.hostile(state, side, found.face)
        and roads.get(where, 99) <= 2
        for where, found in state.stacks.items()
    )


def test_a_planned_move_garrisons_an_exposed_box_of_the_seats_conditions() -> None:
    """Every move the plan names is legal, takes a unit of the seat into a box of its
    conditions it holds with no unit of its own there and a hostile stack near, and leaves no
    such box of the seat empty behind it; on twins that differ only in other seats' secrets,
    the plan names the same move."""
    plan = plan_of(FITNA)
    named = 0
    for index, state in enumerate(_moving_states()):
        seat = FITNA.to_act(state)[0]
        turn = turn_of(FITNA, state, seat, [], Rng.from_seed(index))
        planned = plan(turn, "normal")
        twins = spread(FITNA.secret_twins(state, Rng.from_seed(index)))
        for owners, twin in twins[:2]:
            if seat not in owners:
                twin_turn = turn_of(FITNA, twin, seat, [], Rng.from_seed(index))
                assert plan(twin_turn, "normal") == planned, index
        if planned is None:
            continue
        named += 1
        side = state.sides[seat]
        box = planned["to"]
        assert turn.legal.allows(planned), planned
        assert box in _condition_boxes(state, seat)
        assert state.control.get(box) == side
        assert board.side_at(state, box) != side
        assert _hostile_near(state, seat, box)
        origin = board.box_of(state, planned["unit"])
        if origin in _condition_boxes(state, seat):
            assert len(board.units_at(state, origin)) > 1
        after, _events = FITNA.apply(state, seat, planned)
        assert board.side_at(after, box) == side
    assert named >= 5, named


def test_the_search_never_strips_a_threatened_box_the_plan_guards() -> None:
    """Where the plan avoids moves (the last unit of a threatened held box of the seat's
    conditions), the normal computer's move is none of them, unless every move is; the easy
    computer follows no plan."""
    avoid = avoid_of(FITNA)
    checked = 0
    for index, state in enumerate(_moving_states()):
        seat = FITNA.to_act(state)[0]
        turn = turn_of(FITNA, state, seat, [], Rng.from_seed(index), Budget(iterations=4))
        avoided = avoid(turn, "normal")
        if avoided is None:
            continue
        moves = list(turn.legal.paths(limit=2000))
        if all(avoided(move) for move in moves):
            continue
        chosen: dict[str, Any] = level("normal").choose(turn)
        assert not avoided(chosen), (index, chosen)
        origin = board.box_of(state, str(chosen.get("unit")))
        last = state.turn == board.scenario(state).turns
        if chosen["kind"] == "move" and origin in _condition_boxes(state, seat) and not last:
            assert len(board.units_at(state, origin)) > 1 or not _hostile_near(state, seat, origin)
        checked += 1
        if checked >= 6:
            break
    assert checked >= 3, checked
