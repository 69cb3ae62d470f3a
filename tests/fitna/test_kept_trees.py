"""The choices the engine keeps between questions (issue 31, docs/fitna.md "Speed"): a tree
is given again only to a state equal to the one it was built for, so a state changed after
its choices were asked gets fresh ones, and ``apply`` checks against what the state allows
now. Through the public contract, on scenario 11 with 6 players."""

from __future__ import annotations

import pytest

from bot.selfplay import random_move, seat_names
from rules.core import IllegalAction, Rng
from rules.fitna import GAME
from rules.fitna.state import FitnaState


def in_movement(seed: int = 1) -> tuple[FitnaState, int]:
    """A state of a random game whose seat on turn has a unit to move."""
    state = GAME.setup(seat_names(6), seed, {"scenario": 11})
    picker = Rng.from_seed(seed)
    while True:
        seat = GAME.to_act(state)[0]
        if state.segment == "movement" and GAME.legal_actions(state, seat).spec("move"):
            return state, seat
        move = random_move(GAME, state, picker)
        assert move is not None
        state, _ = GAME.apply(state, *move)


def test_a_state_changed_after_its_choices_were_asked_gets_fresh_ones() -> None:
    state, seat = in_movement()
    move = next(a for a in GAME.legal_actions(state, seat).paths() if a["kind"] == "move")
    state.moves_left = 0  # changed in place: no move is left
    assert GAME.legal_actions(state, seat).spec("move") is None
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, move)


def test_a_moved_unit_is_not_offered_from_the_box_it_left() -> None:
    """The same state object, changed in place by moving a unit's counter: the tree asked
    again follows the board, and the old destination tree is refused."""
    state, seat = in_movement()
    legal = GAME.legal_actions(state, seat)
    move = next(a for a in legal.paths() if a["kind"] == "move")
    state.moved.append(move["unit"])  # as if it had moved already (17.0: once a phase)
    fresh = GAME.legal_actions(state, seat).spec("move")
    offered = [c.value for c in fresh.steps[0].choices or []] if fresh is not None else []
    assert move["unit"] not in offered
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, move)


def test_an_equal_state_gets_the_same_choices() -> None:
    state, seat = in_movement()
    again = GAME.load_state(GAME.dump_state(state))
    assert GAME.legal_actions(again, seat) == GAME.legal_actions(state, seat)
    move = next(a for a in GAME.legal_actions(state, seat).paths() if a["kind"] == "move")
    assert GAME.dump_state(GAME.apply(again, seat, move)[0]) == GAME.dump_state(
        GAME.apply(state, seat, move)[0]
    )


def test_a_state_with_its_stacks_in_another_order_is_played_as_it_is() -> None:
    """The kept copy of a state stands for it in ``apply`` only when it holds its boxes in the
    same order too (equal states whose stacks come in another order are played as they are:
    the engine iterates the stacks in their order)."""
    state, seat = in_movement()
    move = next(a for a in GAME.legal_actions(state, seat).paths() if a["kind"] == "move")
    first = next(iter(state.stacks))
    state.stacks[first] = state.stacks.pop(first)  # the same stacks, the first one last
    expected = GAME.apply(GAME.load_state(GAME.dump_state(state)), seat, move)[0]
    assert GAME.dump_state(GAME.apply(state, seat, move)[0]) == GAME.dump_state(expected)
