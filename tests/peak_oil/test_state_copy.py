"""Peak Oil's own state copy (``state.copy_state``, its ``PeakOilState.__deepcopy__``, what
``Game.apply`` plays on; issue 31): the same copy as pydantic's ``model_copy(deep=True)``,
sharing no mutable value with the original, for states met in random games; and every field
it does not copy by name holds a plain value, so a field added to a model later cannot be
shared by mistake (this test names it)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.selfplay import random_states, seat_names
from rules.core import Rng
from rules.core.bag import Bag
from rules.core.cards import Deck
from rules.core.copying import deep_copy
from rules.peak_oil import state as peak_state
from rules.peak_oil.engine import PeakOil
from rules.peak_oil.state import COPIED_FIELDS, PeakOilState, copy_state
from tests.state_copies import check_copied_fields, check_copies

GAME = PeakOil()


def test_every_other_field_holds_a_plain_value() -> None:
    check_copied_fields(PeakOilState, peak_state.__name__, {Deck, Bag, Rng}, COPIED_FIELDS)


def states() -> list[PeakOilState]:
    found: list[PeakOilState] = []
    for players, seed, options in (
        (2, 2, None),
        (3, 3, {"brutal": True}),
        (5, 5, None),
        (5, 8, {"hard_crises": True, "two_symbol_fields": True, "double_closed": True}),
    ):
        seen: list[Any] = random_states(
            GAME, GAME.setup(seat_names(players), seed, options), Rng.from_seed(seed), 2000
        )
        found.extend(seen[::7])
        found.append(seen[-1])
    return found


@pytest.mark.parametrize("copy", [copy_state, deep_copy, lambda s: s.model_copy(deep=True)])
def test_the_copy_is_whole_and_shares_nothing(copy: Any) -> None:
    checked = states()
    assert any(GAME.is_over(s) for s in checked)  # the states hold every kind of part
    assert any(s.action is not None and s.action.used for s in checked)
    assert any(len(s.stack) > 1 and any(f.data for f in s.stack) for s in checked)
    assert any(p.on_cards for s in checked for p in s.players)
    assert any(s.counter for s in checked) and any(s.turn.moved for s in checked)
    check_copies(GAME, checked, copy)
