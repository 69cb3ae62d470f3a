"""Fitna's evaluation for the computer players (``rules/fitna/evaluation.py``): the victory
level a side would reach now counts beside its conditions (issue 32's tuning: the regime of
scenario 1 holds the four conditions of a minor victory at set-up, and a second condition
of the rebels draws the game; at ten points a condition the normal computer lost most of its
games on the regime's seat)."""

from __future__ import annotations

from rules.core.players import advantage
from rules.fitna import GAME
from rules.fitna.evaluation import CONDITION_POINTS, LEVEL_POINTS, evaluate
from rules.fitna.victory import level, victory_points


def test_losing_the_level_costs_more_than_the_condition() -> None:
    state = GAME.setup(["regime", "rebels"], 1, {"scenario": 1})
    assert [level(state, seat) for seat in (0, 1)] == ["minor", "draw"]
    before = advantage(evaluate(state), 0)
    points = victory_points(state, 0) - victory_points(state, 1)
    state.control["aleppo"] = state.sides[1]  # the rebels take Aleppo: 3 conditions against 2
    assert [level(state, seat) for seat in (0, 1)] == ["draw", "minor"]
    lost = points - (victory_points(state, 0) - victory_points(state, 1))
    # the same units on the map: the conditions, the levels and Aleppo's victory points
    assert before - advantage(evaluate(state), 0) == 2 * (CONDITION_POINTS + LEVEL_POINTS) + lost
