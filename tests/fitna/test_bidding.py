"""The optional initiative rule 7.1 through the engine contract: blind bids of cards for
operation points order the turn; the committed points are split at planning."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.fitna import GAME, bidding
from rules.fitna.data import cards as fcards
from rules.fitna.data import tables
from tests.fitna import position as P


def chosen(scenario: int, bidding_mode: str, seed: int = 1):  # type: ignore[no-untyped-def]
    """The scenario set up with the bidding option and every player's cards chosen."""
    state = GAME.setup(["a", "b", "c"], seed, {"scenario": scenario, "bidding": bidding_mode})
    return P.chosen(state)


def test_only_in_scenarios_of_three_players_or_more() -> None:
    with pytest.raises(IllegalAction, match="3 players or more"):
        GAME.setup(["a", "b"], 1, {"scenario": 1, "bidding": "every_turn"})


def test_the_highest_bid_plays_first_ties_in_the_scenarios_order() -> None:
    state = chosen(4, "every_turn")
    assert state.questions.open and state.questions.open[0].kind == "bid"
    assert GAME.to_act(state) == [0, 1, 2]
    hands = {s: [int(c) for c in state.events.hands[s] + state.support.hands[s]] for s in range(3)}
    two = sorted(hands[2], key=lambda c: -fcards.CARDS[c].ops)[:2]
    one = max(hands[1], key=lambda c: fcards.CARDS[c].ops)
    state, _ = GAME.apply(state, 0, {"kind": "bid"})  # no card: 0 OP
    assert GAME.to_act(state) == [1, 2]  # blind: nothing happens before the last bid
    state, _ = GAME.apply(state, 1, {"kind": "bid", "card": one})
    state, events = GAME.apply(state, 2, {"kind": "bid", "card": two[0], "second": two[1]})
    ops2 = sum(fcards.CARDS[c].ops for c in two)
    ops1 = fcards.CARDS[one].ops
    expected = sorted([0, 1, 2], key=lambda s: (-[0, ops1, ops2][s], s))
    assert state.order == expected
    assert [e.key for e in events].count("bid") == 3
    for card in two:
        assert str(card) not in state.events.hands[2] + state.support.hands[2]
    first = expected[0]
    assert GAME.to_act(state) == [first]
    # The first player's planning offers only the split of what he committed.
    while state.segment != "planning":
        state, _ = GAME.apply(state, first, {"kind": "done"})
    legal = GAME.legal_actions(state, first)
    plan = legal.spec("plan")
    assert plan is not None and plan.steps[0].choices is not None
    committed = bidding.committed(state, first)
    value = -1 if committed else 0
    assert [c.value for c in plan.steps[0].choices] == [value]
    if committed:
        total = bidding.ops(committed)
        state, _ = GAME.apply(state, first, {"kind": "plan", "card": -1, "movement": 0})
        assert (state.moves_left, state.offensives_left) == tables.op_split(total, 0)


def test_last_turn_only() -> None:
    state = chosen(4, "last_turn")
    assert not state.questions.open or state.questions.open[0].kind != "bid"
    assert not bidding.applies(state)
    state.turn = 9
    assert bidding.applies(state)
