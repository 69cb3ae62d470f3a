"""Suprématie's evaluation for the computer players (``rules/supremacy/evaluation.py``): a
deal on the table counts as its answer would settle it (issue 32's tuning: an offer was worth
nothing until answered, and a normal computer gave its money away to random players who
accepted)."""

from __future__ import annotations

from rules.core.copying import deep_copy
from rules.supremacy.economy import pay_phase_one
from rules.supremacy.engine import ENGINE as GAME
from rules.supremacy.evaluation import evaluate
from tests.supremacy.helpers import play, started, to_phase


def test_money_offered_counts_as_given_when_taking_it_pays() -> None:
    state = started(["usa", "ussr", "europe"])
    giver = state.turn.seat
    taker = (giver + 1) % 3
    before = evaluate(state)
    offered, _ = play(state, giver, kind="offer", deal="money", to=taker, price=2000)
    assert GAME.asked_kind(offered, taker) == "offer"
    pending = evaluate(offered)
    assert pending[giver] == before[giver] - 2000
    assert pending[taker] == before[taker] + 2000
    accepted, _ = play(offered, taker, kind="answer", accept=True)
    assert evaluate(accepted) == pending


def test_a_deal_the_player_asked_would_lose_on_counts_as_declined() -> None:
    state = to_phase(started(["usa", "ussr", "europe"]), 3)
    seller = state.turn.seat
    buyer = (seller + 1) % 3
    assert state.powers[seller].storage["oil"] >= 1
    before = evaluate(state)
    dear = state.prices["oil"] * 10
    offered, _ = play(
        state, seller, kind="offer", deal="sell", to=buyer, resource="oil", count=1, price=dear
    )
    assert GAME.asked_kind(offered, buyer) == "offer"
    assert evaluate(offered) == before


def test_paying_phase_one_is_worth_what_putting_it_off_is() -> None:
    """The salaries and interest of a phase 1 not paid yet count as owed: paying them changes
    nothing (before, paying was a loss one step ahead, and the easy player borrowed and repaid
    a billion over and over to put it off)."""
    state = started(["usa", "ussr", "europe"])
    seat = state.turn.seat
    state.powers[seat].loans = 2
    assert state.turn.phase == 1 and not state.turn.paid
    paid = deep_copy(state)
    pay_phase_one(paid, seat)
    assert paid.powers[seat].money < state.powers[seat].money
    assert evaluate(paid)[seat] == evaluate(state)[seat]


def test_no_step_of_the_order_of_play_moves_a_worth_by_itself() -> None:
    """Through a whole round and into the next, paying phase 1 (production follows) and
    ending one's turn leave every power's worth as it was, but for the new round's production
    counted for all at once (issue 32's third pass: a production counted only when it came
    made a search see every turn handed on as the next powers' gain, and it kept its turn
    going with offers)."""
    state = started(["usa", "ussr", "europe"])
    assert any(state.powers[seat].companies for seat in range(3))
    first_round = state.turn.round
    for _ in range(3):
        seat = state.turn.seat
        before = evaluate(state)
        state, events = play(state, seat, kind="pay")
        assert "production" in [event.key for event in events]
        assert evaluate(state) == before
        before = evaluate(state)
        state, _ = play(state, seat, kind="end_turn")
        if state.turn.round == first_round:
            assert evaluate(state) == before
    assert state.turn.round == first_round + 1
