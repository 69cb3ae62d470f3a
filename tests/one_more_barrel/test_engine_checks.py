"""The invariant checker finds each kind of broken One More Barrel state."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rules.core.flow import Frame
from rules.one_more_barrel import GAME
from rules.one_more_barrel.asking import ask_seat, hold
from rules.one_more_barrel.state import ACTIONS, BORDER, Battle, Building, OmbState, Pawn
from tests.one_more_barrel.test_engine import conquer, started


def _negative_money(state: OmbState) -> None:
    state.players[0].money_cents = -50


def _sixteen_military(state: OmbState) -> None:
    state.regions[BORDER].military[1] = 16


def _four_buildings(state: OmbState) -> None:
    conquer(state, "basra", 0)
    state.regions["basra"].buildings = [Building(kind="tank", builder=0)] * 4


def _two_refineries(state: OmbState) -> None:
    conquer(state, "basra", 0)
    state.regions["basra"].buildings = [Building(kind="refinery", builder=0)] * 2


def _negative_barrels(state: OmbState) -> None:
    state.regions["basra"].barrels = -1


def _controlled_with_locals(state: OmbState) -> None:
    state.regions["basra"].controller = 0


def _military_without_controller(state: OmbState) -> None:
    region = state.regions["basra"]
    region.explored, region.locals = True, 0
    region.military[2] = 1


def _military_beside_locals(state: OmbState) -> None:
    state.regions["basra"].military[2] = 1


def _controlled_border(state: OmbState) -> None:
    state.regions[BORDER].controller = 1


def _two_pawns_on_a_box(state: OmbState) -> None:
    state.pawns = [Pawn(seat=0, box="cash_1", round=1), Pawn(seat=1, box="cash_1", round=1)]


def _box_not_in_use(state: OmbState) -> None:
    state.pawns = [Pawn(seat=0, box="media_4", round=1)]


def _two_pawns_in_a_round(state: OmbState) -> None:
    state.pawns = [Pawn(seat=0, box="cash_1", round=1), Pawn(seat=0, box="cash_2", round=1)]


def _controlled_at_war(state: OmbState) -> None:
    conquer(state, "basra", 0)
    state.regions["basra"].battle = Battle(participants=[0], roller=0)


def _stack_without_its_part(state: OmbState) -> None:
    state.stack = [Frame(kind="battles"), Frame(kind=ACTIONS)]


def _questions_not_asked(state: OmbState) -> None:
    state.stack.append(Frame(kind="questions"))


def _unknown_procedure(state: OmbState) -> None:
    state.stack.append(Frame(kind="siesta"))


def _battle_asking_without_its_frame(state: OmbState) -> None:
    ask_seat(state, "retreat", 0, batch=1, region="basra")


def _battle_frame_at_another_step(state: OmbState) -> None:
    ask_seat(state, "retreat", 0, batch=1, region="basra")
    hold(state, Frame(kind="retreat_volunteer", data={"region": "basra"}))


def _bombing_asking_without_its_frame(state: OmbState) -> None:
    ask_seat(state, "rebel_defend", 0, batch=1, region="basra")


def _bombing_frame_at_another_step(state: OmbState) -> None:
    ask_seat(state, "rebel_defend", 0, batch=1, region="basra")
    hold(state, Frame(kind="rebel_join", data={"region": "basra"}))


BREAKS: dict[str, Callable[[OmbState], None]] = {
    "negative money": _negative_money,
    "more than 15 military": _sixteen_military,
    "more than 3 buildings": _four_buildings,
    "more than one refinery": _two_refineries,
    "negative logistics, barrels": _negative_barrels,
    "controlled but unexplored": _controlled_with_locals,
    "without a controller": _military_without_controller,
    "locals together": _military_beside_locals,
    "the border is controlled": _controlled_border,
    "two pawns on cash_1": _two_pawns_on_a_box,
    "not in use": _box_not_in_use,
    "two pawns in round 1": _two_pawns_in_a_round,
    "held by locals or at war": _controlled_at_war,
    "elsewhere than at its bottom": _stack_without_its_part,
    "exactly while asking": _questions_not_asked,
    "no stage of the game": _unknown_procedure,
    "not those waiting under the questions []": _battle_asking_without_its_frame,
    "not those waiting under the questions [('basra', 'retreat_volunteer')]": (
        _battle_frame_at_another_step
    ),
    "are not those of one bombing frame waiting under the questions []": (
        _bombing_asking_without_its_frame
    ),
    "['rebel_defend'] are not those of one bombing frame waiting under the questions"
    " ['rebel_join']": _bombing_frame_at_another_step,
}


@pytest.mark.parametrize("expected", sorted(BREAKS))
def test_invariants_report_each_broken_rule(expected: str) -> None:
    state = started(3)
    assert GAME.invariants(state) == []
    BREAKS[expected](state)
    broken = GAME.invariants(state)
    assert any(expected in line for line in broken), broken
