"""The authored default move of One More Barrel (played when the host skips a player whose
clock ran out): over many random states it is always a legal action of the seat that
``apply`` accepts, it is the least consequential answer where the game asks a question, and a
game played by defaults alone reaches its end."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bot.selfplay import random_move, seat_names
from rules.core import Rng
from rules.one_more_barrel import GAME
from rules.one_more_barrel.state import OmbState

from .test_money_privacy import squeeze

#: What the default must be for each kind of question (the authored list of the docs).
EXPECTED: dict[str, dict[str, Any]] = {
    "support_answer": {"kind": "answer", "accept": False},
    "transfer_answer": {"kind": "answer", "accept": False},
    "battle_accept": {"kind": "answer", "accept": False},
    "retreat_volunteer": {"kind": "answer", "accept": False},
    "rebel_join": {"kind": "answer", "accept": False},
    "rebel_defend": {"kind": "answer", "accept": False},
    "repair": {"kind": "repair", "pay": False},
    "battle_proposal": {"kind": "decide", "option": "none"},
    "retreat": {"kind": "decide", "option": "stay"},
    "rebel_invite": {"kind": "decide", "option": "launch"},
}


def situation(state: OmbState, seat: int) -> str:
    """The kind of decision ``seat`` faces: a pending question's kind, or the stage."""
    for item in state.pending:
        if item.batch == state.pending[0].batch and item.seat == seat:
            return item.kind
    if state.stage == "actions":
        return "box" if state.active is None else "in_box"
    return state.stage


def check_defaults(state: OmbState, seen: Counter[str]) -> None:
    """The default of every waited-on seat is legal, accepted, and the authored one."""
    for seat in GAME.to_act(state):
        action = GAME.default_action(state, seat)
        assert action is not None
        legal = GAME.legal_actions(state, seat)
        assert legal.why_not(action) is None, (action, situation(state, seat))
        GAME.apply(state, seat, action)  # raises IllegalAction if refused
        kind = situation(state, seat)
        seen[kind] += 1
        if kind in EXPECTED:
            assert action == EXPECTED[kind]
        elif kind == "rebel" and legal.allows({"kind": "rebel", "action": "pass"}):
            assert action == {"kind": "rebel", "action": "pass"}
        elif kind == "preparation":
            assert action == {"kind": "prep_done"}
        elif kind == "in_box":
            assert action == {"kind": "done"}
        elif kind == "box":
            assert action == {"kind": "take_box", "box": "oil_production"}
        elif kind == "pacifism_penalty":
            assert action == next(legal.paths(limit=1))


def play_checking(seed: int, players: int) -> Counter[str]:
    """A random (squeezed) game; the defaults checked in every state; the situations seen."""
    state = GAME.setup(seat_names(players), seed, {})
    picker = Rng.from_seed(seed)
    seen: Counter[str] = Counter()
    squeezed_turn = -1
    while not GAME.is_over(state):
        if state.stage == "actions" and state.round == 2 and squeezed_turn != state.absolute_turn:
            squeeze(state, picker)
            squeezed_turn = state.absolute_turn
        check_defaults(state, seen)
        move = random_move(GAME, state, picker)
        assert move is not None
        state, _events = GAME.apply(state, *move)
    assert GAME.default_action(state, 0) is None  # over: nobody to act for
    return seen


def test_the_default_is_legal_and_accepted_in_every_state_of_random_games() -> None:
    seen: Counter[str] = Counter()
    for seed in range(10):
        seen += play_checking(seed, 3 + seed % 3)
    # The random games went through the decisions the defaults are authored for.
    for kind in ("preparation", "box", "in_box", "rebel", "pacifism_penalty", "retreat"):
        assert seen[kind] > 0, (kind, seen)
    assert seen["support_answer"] + seen["transfer_answer"] + seen["rebel_defend"] > 0


@pytest.mark.parametrize("players", [3, 5])
def test_a_game_of_defaults_alone_reaches_its_end(players: int) -> None:
    state = GAME.setup(seat_names(players), players, {})
    for _ in range(GAME.max_actions(state)):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        action = GAME.default_action(state, seat)
        assert action is not None
        state, _events = GAME.apply(state, seat, action)
    assert GAME.is_over(state)
    assert GAME.result(state) is not None


def test_a_seat_not_waited_on_has_no_default() -> None:
    state = GAME.setup(seat_names(3), 7, {})
    state, _events = GAME.apply(state, 0, {"kind": "prep_done"})
    assert 0 not in GAME.to_act(state)
    assert GAME.default_action(state, 0) is None
