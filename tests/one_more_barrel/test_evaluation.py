"""One More Barrel's evaluation for the computer players (``rules/one_more_barrel/evaluation.py``):
a transfer on the table counts as its answer would make it (issue 32's third pass: an offer was
worth nothing until answered, so the easy player gave money away and a search saw offers as
free moves that kept its turn)."""

from __future__ import annotations

from rules.one_more_barrel import GAME
from rules.one_more_barrel.evaluation import evaluate
from tests.one_more_barrel.test_engine import current, play, started


def test_money_offered_counts_as_given_until_answered() -> None:
    state = started(3)
    giver = current(state)
    taker = (giver + 1) % 3
    before = evaluate(state)
    offered = play(state, giver, kind="offer", to=taker, what="money", amount=4)
    assert GAME.to_act(offered) == [taker]
    pending = evaluate(offered)
    assert pending[giver] == before[giver] - 4
    assert pending[taker] == before[taker] + 4
    assert evaluate(play(offered, taker, kind="answer", accept=True)) == pending
    assert evaluate(play(offered, taker, kind="answer", accept=False)) == before


def test_oil_offered_counts_at_its_price() -> None:
    state = started(3)
    giver = current(state)
    taker = (giver + 2) % 3
    state.players[giver].oil_reserve = 3
    before = evaluate(state)
    offered = play(state, giver, kind="offer", to=taker, what="oil", amount=2)
    pending = evaluate(offered)
    assert pending[giver] < before[giver] and pending[taker] > before[taker]
    assert evaluate(play(offered, taker, kind="answer", accept=True)) == pending
