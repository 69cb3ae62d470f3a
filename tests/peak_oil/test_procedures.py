"""Peak Oil on the kit's flow (issue 27): what runs is the top of the state's stack, the
others' reassignment after Peak Oil is a question to a seat not on turn (its default answer,
its kind for standing answers), and a rule's decision is the view's ``deciding``."""

from __future__ import annotations

from rules.peak_oil import GAME
from rules.peak_oil.procedures import DECISIONS, FLOW
from rules.peak_oil.state import PeakOilState

NAMES = ["ann", "bob", "cid"]


def _after_peak_oil() -> PeakOilState:
    """Ann holds the Peak Oil marker (the bag has no black barrel left); her turn ends: the
    others are asked, clockwise from her left."""
    state = GAME.setup(NAMES, seed=11)
    state.bag.counts = {"red": 4, "yellow": 4}
    state.peak_holder = 0
    state.black_total = state.black_in_play()
    state, _ = GAME.apply(state, 0, {"kind": "reassign", "source": "hq", "to": "develop"})
    state, _ = GAME.apply(state, 0, {"kind": "reassign", "source": "hq", "to": "invest"})
    return state


def test_the_turn_is_the_bottom_procedure_and_every_stage_is_declared() -> None:
    state = GAME.setup(NAMES, seed=11)
    assert [f.kind for f in state.stack] == ["turn"]
    assert GAME.to_act(state) == [0]
    assert {"turn", "action", "peak_reassign", "peak_phase", "draw", "place"} <= set(FLOW.stages)
    assert set(FLOW.stages) >= DECISIONS and "draw" not in DECISIONS


def test_the_reassignment_after_peak_oil_is_a_question_with_its_default_and_kind() -> None:
    state = _after_peak_oil()
    assert state.stage == "peak_reassign"
    assert [(f.kind, f.seat) for f in state.stack] == [("peak_reassign", 1)]
    assert GAME.to_act(state) == [1]
    assert GAME.asked_kind(state, 1) == "peak_reassign" and GAME.asked_kind(state, 0) is None
    answer = GAME.standing_answers["peak_reassign"]["never reassign"]
    assert GAME.automatic_action(state, 1) == answer
    assert GAME.legal_actions(state, 1).allows(answer)
    state, events = GAME.apply(state, 1, answer)
    assert [e.key for e in events] == ["peak_pass"]
    assert GAME.to_act(state) == [2] and state.stack[-1].seat == 2


def test_a_rule_s_decision_is_on_top_and_is_what_the_view_says_is_decided() -> None:
    state = GAME.setup(NAMES, seed=11)
    state.zones["grey_ops"][0] = 1
    state.players[0].agents_hq -= 1
    state, _ = GAME.apply(state, 0, {"kind": "act", "zone": "grey_ops"})
    assert [f.kind for f in state.stack] == ["turn", "action", "place"]
    assert GAME.view(state, None).public.deciding == "place"
    state, _ = GAME.apply(state, 0, {"kind": "choose", "value": "spmr"})
    assert [f.kind for f in state.stack] == ["turn", "action"]
    assert GAME.view(state, None).public.deciding is None
