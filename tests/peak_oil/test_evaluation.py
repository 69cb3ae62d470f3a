"""Peak Oil's evaluation for the computer players (``rules/peak_oil/evaluation.py``): a
company that may act on Invest counts the best start-up its barrels pay for (issue 32's
tuning: the normal computer shipped barrels home and never bought a start-up)."""

from __future__ import annotations

from rules.peak_oil import GAME
from rules.peak_oil.evaluation import BARREL_POINTS, READY_POINTS, evaluate
from rules.peak_oil.invest import price
from rules.peak_oil.scoring import score
from rules.peak_oil.state import START_UPS


def test_a_majority_on_invest_counts_the_best_start_up_the_barrels_pay_for() -> None:
    state = GAME.setup(["a", "b", "c"], 1, None)
    seat = 0
    state.players[seat].barrels = 12
    for card in state.start_up_display:
        state.track[START_UPS[card].technology] = 2
    away = evaluate(state)[seat]
    state.zones["invest"][seat] = 1
    now = score(state, seat)
    best = max(
        now.per_card[START_UPS[card].technology] - BARREL_POINTS * price(state, seat, card)
        for card in state.start_up_display
    )
    assert best > 0
    assert evaluate(state)[seat] == away + READY_POINTS + best
    state.players[seat].barrels = 0  # nothing affordable: the zone alone
    state.zones["invest"][seat] = 0
    bare = evaluate(state)[seat]
    state.zones["invest"][seat] = 1
    assert evaluate(state)[seat] == bare + READY_POINTS
