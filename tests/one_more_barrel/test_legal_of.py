"""``apply`` checks an action against the trees of its kind alone (``Game._legal_of``, which
One More Barrel builds without the other kinds' trees): it must accept and refuse exactly what
the whole legal tree accepts and refuses, with the same words."""

from __future__ import annotations

from typing import Any

import pytest

from bot.selfplay import random_states, seat_names
from rules.core import IllegalAction, LegalActions, Rng
from rules.one_more_barrel.engine import OneMoreBarrel

GAME = OneMoreBarrel()
#: Every kind the game knows, and one it does not.
KINDS = sorted(GAME.action_kinds()) + ["no_such_kind"]


def states() -> list[Any]:
    found: list[Any] = []
    for players, seed in ((3, 3), (4, 4), (5, 7)):
        seen = random_states(GAME, GAME.setup(seat_names(players), seed), Rng.from_seed(seed), 600)
        found.extend(seen[::4])
    return found


STATES = states()


def test_every_kind_alone_is_what_the_whole_tree_holds_of_it() -> None:
    checked = 0
    for state in STATES:
        for seat in GAME.to_act(state):
            whole = GAME._legal(state, seat)
            for kind in KINDS:
                alone = [spec for spec in GAME._legal_of(state, seat, kind) if spec.kind == kind]
                assert alone == [spec for spec in whole if spec.kind == kind], (state.step, kind)
                checked += 1
    assert checked > 1000


@pytest.mark.parametrize("step", range(0, len(STATES), 7))
def test_apply_accepts_and_refuses_as_the_whole_tree_does(step: int) -> None:
    state = STATES[step]
    picker = Rng.from_seed(step)
    compared: list[dict[str, Any]] = []
    for seat in GAME.to_act(state):
        legal = GAME.legal_actions(state, seat)
        for spec in legal.actions:
            action = LegalActions(seat=seat, actions=[spec]).random_action(picker)
            GAME.apply(state, seat, action)  # accepted
            first = spec.steps[0].param if spec.steps else "nothing"
            wrong: list[dict[str, Any]] = [{"kind": k} for k in KINDS if k not in legal.kinds()]
            wrong += [{**action, "extra": 1}, {**action, first: "nowhere"}]
            wrong += [{**action, "kind": other} for other in KINDS if other != spec.kind]
            for refused in wrong:
                told = legal.refusal(refused)
                assert told is not None
                reason = GAME.refusal(told, "en")  # its labels are keys said by the game
                with pytest.raises(IllegalAction) as raised:
                    GAME.apply(state, seat, refused)
                if "well-formed" not in str(raised.value):  # parsing fails before the tree
                    assert str(raised.value) == reason
                    compared.append(refused)
    assert compared or not GAME.to_act(state)
