"""One More Barrel's own state copy (``state.copy_state``, its ``OmbState.__deepcopy__``, what
``Game.apply`` plays on): the same copy as pydantic's ``model_copy(deep=True)``, sharing no
mutable value with the original, for states met in random games; and every field it does not
copy by name holds a plain value, so a field added to a model later cannot be shared by
mistake (this test names it)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.selfplay import random_states, seat_names
from rules.core import Rng
from rules.core.copying import deep_copy
from rules.one_more_barrel import state as omb_state
from rules.one_more_barrel.engine import OneMoreBarrel
from rules.one_more_barrel.state import COPIED_FIELDS, OmbState, copy_state
from tests.state_copies import check_copied_fields, check_copies

GAME = OneMoreBarrel()


def test_every_other_field_holds_a_plain_value() -> None:
    rng = type(GAME.setup(seat_names(3), 1).rng)
    check_copied_fields(OmbState, omb_state.__name__, {rng}, COPIED_FIELDS)


def states() -> list[OmbState]:
    found: list[OmbState] = []
    for players, seed in ((3, 3), (4, 4), (5, 7)):  # seed 7: buildings stand from mid-game
        seen: list[Any] = random_states(
            GAME, GAME.setup(seat_names(players), seed), Rng.from_seed(seed), 600
        )
        found.extend(seen[::3])
        found.append(seen[-1])
    return found


@pytest.mark.parametrize("copy", [copy_state, deep_copy, lambda s: s.model_copy(deep=True)])
def test_the_copy_is_whole_and_shares_nothing(copy: Any) -> None:
    checked = states()
    assert any(s.final is not None for s in checked)  # the states hold every kind of part
    assert any(s.active is not None and s.pawns and s.questions.open for s in checked)
    assert any(len(s.stack) > 2 and s.stack[-1].kind == "questions" for s in checked)
    regions = [r for s in checked for r in s.regions.values()]
    assert any(r.battle is not None for r in regions) and any(r.buildings for r in regions)
    check_copies(GAME, checked, copy)
