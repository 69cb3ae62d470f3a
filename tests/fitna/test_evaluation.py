"""Fitna's evaluation for the computer players (``rules/fitna/evaluation.py``): the victory
level a side would reach now counts beside its conditions (issue 32's tuning: the regime of
scenario 1 holds the four conditions of a minor victory at set-up, and a second condition
of the rebels draws the game; at ten points a condition the normal computer lost most of its
games on the regime's seat), and forces ready to take a box the seat needs count (the sixth
pass: without it a move changed nothing until an offensive took a box)."""

from __future__ import annotations

import pytest

from bot.selfplay import random_states, seat_names
from rules.core import Rng
from rules.core.players import advantage
from rules.fitna import GAME, board
from rules.fitna.data import scenarios
from rules.fitna.evaluation import (
    CONDITION_POINTS,
    LEVEL_POINTS,
    REACH_POINTS,
    SECOND_RING,
    evaluate,
    reach,
)
from rules.fitna.victory import conditions_met, level, victory_points


def test_losing_the_level_costs_more_than_the_condition() -> None:
    state = GAME.setup(["regime", "rebels"], 1, {"scenario": 1})
    assert [level(state, seat) for seat in (0, 1)] == ["minor", "draw"]
    before = advantage(evaluate(state), 0)
    points = victory_points(state, 0) - victory_points(state, 1)
    ready = reach(state, 0) - reach(state, 1)
    state.control["aleppo"] = state.sides[1]  # the rebels take Aleppo: 3 conditions against 2
    assert [level(state, seat) for seat in (0, 1)] == ["draw", "minor"]
    lost = points - (victory_points(state, 0) - victory_points(state, 1))
    lost += REACH_POINTS * (ready - (reach(state, 0) - reach(state, 1)))
    # the same units on the map: the conditions, the levels, Aleppo's victory points and how
    # ready each side stands to take the boxes it needs
    assert before - advantage(evaluate(state), 0) == pytest.approx(
        2 * (CONDITION_POINTS + LEVEL_POINTS) + lost
    )


def test_a_unit_brought_next_to_a_box_the_seat_needs_counts() -> None:
    """The rebels need Raqqa (scenario 1); their one unit at Mayadin stands two roads from it,
    a quarter of a unit next to it; at Tabqa, next to it, a third of a full attack (three
    units, 18.0)."""
    state = GAME.setup(["regime", "rebels"], 1, {"scenario": 1})
    side = state.sides[1]
    assert state.control["raqqa"] != side and "tabqa" not in state.stacks
    assert [len(state.stacks["mayadin"].units), state.stacks["mayadin"].face] == [1, side]
    before, ready = evaluate(state), reach(state, 1)
    state.stacks["tabqa"] = state.stacks.pop("mayadin")
    assert reach(state, 1) - ready == pytest.approx((1 - SECOND_RING) / 3)
    after = evaluate(state)
    assert after[0] == before[0]
    assert after[1] - before[1] == pytest.approx(REACH_POINTS * (1 - SECOND_RING) / 3)


#: Every scenario and version (number, players, options): the book's own player counts, the
#: other counts authored, the two-player versions.
EVERY = sorted(
    [(n, s.players, {"scenario": n}) for n, s in scenarios.SCENARIOS.items()]
    + [(n, p, {"scenario": n}) for n, p in scenarios.VERSIONS]
    + [
        (n, 2, {"scenario": n, "two_player": True})
        for n, s in scenarios.SCENARIOS.items()
        if s.two_player
    ],
    key=repr,
)


@pytest.mark.parametrize(("scenario", "seats", "options"), EVERY)
def test_readiness_stays_within_the_conditions_not_met(
    scenario: int, seats: int, options: dict[str, object]
) -> None:
    """Along a random game of every scenario and version, each seat's :func:`reach` lies
    between 0 and the number of its conditions not met, so forces ready never count for more
    than the conditions they would take (:data:`REACH_POINTS` is less than
    :data:`CONDITION_POINTS`)."""
    seen = set()
    for state in random_states(
        GAME, GAME.setup(seat_names(seats), 7, options), Rng.from_seed(7), 400
    ):
        for seat in range(seats):
            side = state.sides[seat]
            open_conditions = len(board.scenario(state).victory[side].conditions) - len(
                conditions_met(state, seat)
            )
            value = reach(state, seat)
            assert 0 <= value <= open_conditions + 1e-9
            seen.add(round(value, 3))
    assert REACH_POINTS < CONDITION_POINTS
    assert len(seen) > 3  # the forces moved: readiness changed along the game


@pytest.mark.parametrize(("scenario", "seats", "options"), EVERY[::4])
def test_the_evaluations_shortcuts_agree_with_the_rules(
    scenario: int, seats: int, options: dict[str, object]
) -> None:
    """The evaluation counts each side's units in one pass (:func:`board.units_by_side`) and
    gives each seat's conditions met to :func:`level` (the seventh pass: the evaluation in
    about half the time): along a random game, the counts are those of :func:`board.side_of`
    unit by unit, and the level is the one worked out from the state alone."""
    for state in random_states(
        GAME, GAME.setup(seat_names(seats), 11, options), Rng.from_seed(11), 300
    ):
        counted = board.units_by_side(state)
        for seat, side in enumerate(state.sides):
            assert counted[side] == sum(
                1
                for found in state.stacks.values()
                for unit in found.units
                if board.side_of(state, unit) == side
            )
            assert level(state, seat, conditions_met(state, seat)) == level(state, seat)
        assert sum(counted.values()) == sum(len(found.units) for found in state.stacks.values())
