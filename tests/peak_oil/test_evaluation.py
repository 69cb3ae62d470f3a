"""Peak Oil's evaluation for the computer players (``rules/peak_oil/evaluation.py``): a
company that may act on Invest counts the best start-up its barrels pay for (issue 32's
tuning: the normal computer shipped barrels home and never bought a start-up), or a barrel on
the track of a technology its cards score, or with a majority both (the sixteenth pass)."""

from __future__ import annotations

from rules.peak_oil import GAME
from rules.peak_oil.evaluation import BARREL_POINTS, READY_POINTS, evaluate
from rules.peak_oil.invest import price
from rules.peak_oil.scoring import owned, score
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
    (portfolio,) = owned(state, seat)  # the portfolio card alone
    best = max(
        now.per_card[START_UPS[card].technology]
        - BARREL_POINTS * price(state, seat, card)
        # then the Technologies option: a barrel on the track its cards score most
        + (2 if START_UPS[card].technology == portfolio else 1)
        - BARREL_POINTS
        for card in state.start_up_display
    )
    assert best > 0
    assert evaluate(state)[seat] == away + READY_POINTS + best
    state.players[seat].barrels = 0  # nothing affordable: the zone alone
    state.zones["invest"][seat] = 0
    bare = evaluate(state)[seat]
    state.zones["invest"][seat] = 1
    assert evaluate(state)[seat] == bare + READY_POINTS


def test_a_barrel_on_the_portfolio_s_track_counts_when_no_start_up_pays() -> None:
    """Tracks at nothing: no start-up is worth a point, but a barrel on the portfolio's
    technology is (a point, less the barrel's half point); with a majority, a start-up at no
    price first adds a card that barrel scores when it shares the technology; a tie gives one
    option only."""
    state = GAME.setup(["a", "b", "c"], 1, None)
    seat = 0
    state.players[seat].barrels = 1
    for card in state.start_up_display:
        assert score(state, seat).per_card[START_UPS[card].technology] == 0
    away = evaluate(state)[seat]
    state.zones["invest"][seat] = 1
    (portfolio,) = owned(state, seat)
    pair = any(START_UPS[card].technology == portfolio for card in state.start_up_display)
    assert evaluate(state)[seat] == away + READY_POINTS + (2 if pair else 1) - BARREL_POINTS
    state.zones["invest"][1] = 1  # a tie: one option, the barrel alone
    assert evaluate(state)[seat] == away + READY_POINTS + 1 - BARREL_POINTS
    state.players[seat].barrels = 0  # no barrel: a start-up at no price, worth nothing
    state.zones["invest"][1] = 0
    bare = evaluate(state)[seat]
    state.zones["invest"][seat] = 0
    assert bare == evaluate(state)[seat] + READY_POINTS
