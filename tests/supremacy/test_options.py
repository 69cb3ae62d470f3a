"""Suprématie's optional rules, each a game option, through the engine contract."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.supremacy import forces
from rules.supremacy.data import cards
from rules.supremacy.engine import ENGINE as GAME
from rules.supremacy.state import SupremacyState

from .helpers import keys, play, started, to_phase


def seats(state: SupremacyState) -> tuple[int, int]:
    usa = state.seat_of_power("usa")
    sa = state.seat_of_power("south_america")
    assert usa is not None and sa is not None
    return usa, sa


def test_closing_a_company_stops_its_salary_and_production() -> None:
    """ "Il ne paie plus les salaires de ces entreprises, mais il ne perçoit pas, non plus,
    leur production. Il peut les réouvrir à n'importe quel moment"."""
    state = started(["usa", "south_america"], company_trading=True)
    usa, _sa = seats(state)
    state.turn.seat = usa
    assert GAME.legal_actions(state, usa).spec("company") is not None
    state, events = play(state, usa, kind="company", op="close", card="western_usa_oil")
    assert "company_close" in keys(events)
    money, oil = state.powers[usa].money, state.powers[usa].storage["oil"]
    forces_paid = 10 * sum(f.armies + f.fleets for f in state.forces if f.seat == usa)
    state, _ = play(state, usa, kind="pay")
    assert state.powers[usa].money == money - forces_paid - 50 * 5
    assert state.powers[usa].storage["oil"] == oil + 2  # Alaska's 2, not Western USA's 3
    state, _ = play(state, usa, kind="company", op="reopen", card="western_usa_oil")
    assert state.powers[usa].closed == []


def test_without_the_option_companies_are_neither_closed_nor_sold() -> None:
    state = started(["usa", "south_america"])
    usa, _sa = seats(state)
    state.turn.seat = usa
    with pytest.raises(IllegalAction):
        play(state, usa, kind="company", op="close", card="western_usa_oil")
    with pytest.raises(IllegalAction):
        play(state, usa, kind="offer", deal="company", to=1 - usa, item="alaska_oil", price=1)


def test_selling_a_face_down_company_tells_the_buyer_where_it_is() -> None:
    state = started(["usa", "south_america"], company_trading=True)
    usa, sa = seats(state)
    state.turn.seat = usa
    card = "arabia_oil"
    state.deck.draw_pile.remove(card)
    state.deck.hands[usa].append(card)
    state.powers[usa].prospect_turns.append(1)
    state, events = play(state, usa, kind="offer", deal="company", to=sa, item=card, price=300)
    assert "arabia" not in " ".join(e.text for e in events)
    assert GAME.asked_kind(state, sa) == "offer"
    money = state.powers[sa].money
    state, events = play(state, sa, kind="answer", accept=True)
    assert card in state.deck.hands[sa] and card not in state.deck.hands[usa]
    assert state.powers[sa].money == money - 300
    told = [e for e in events if e.key == "prospect_private"]
    assert told and told[0].to == sa and told[0].params["territory"] == "arabia"


def test_arms_are_sold_in_the_sellers_phase_six_and_delivered_at_his_cost() -> None:
    state = started(["usa", "south_america"], arms_sales=True)
    usa, sa = seats(state)
    state.turn.seat = usa
    state.powers[usa].bombs = 2
    state = to_phase(state, 6)
    oil = state.powers[usa].storage["oil"]
    state, _ = play(state, usa, kind="offer", deal="arms", to=sa, item="army",
                    origin="alaska", where="brazil", count=1, price=100)  # fmt: skip
    state, _ = play(state, sa, kind="answer", accept=True)
    assert forces.armies(state, "brazil", sa) == 2
    assert forces.armies(state, "alaska", usa) == 0
    assert state.powers[usa].storage["oil"] == oil - 2
    state, _ = play(state, usa, kind="offer", deal="arms", to=sa, item="bomb", count=2,
                    price=400)  # fmt: skip
    state, _ = play(state, sa, kind="answer", accept=True)
    assert (state.powers[usa].bombs, state.powers[sa].bombs) == (0, 2)


def test_arms_are_not_sold_outside_phase_six_nor_without_the_option() -> None:
    state = started(["usa", "south_america"], arms_sales=True)
    usa, sa = seats(state)
    state.turn.seat = usa
    state.powers[usa].bombs = 1
    state = to_phase(state, 5)
    with pytest.raises(IllegalAction):
        play(state, usa, kind="offer", deal="arms", to=sa, item="bomb", count=1, price=1)
    plain = started(["usa", "south_america"])
    plain.turn.seat = usa
    plain.powers[usa].bombs = 1
    plain = to_phase(plain, 6)
    with pytest.raises(IllegalAction):
        play(plain, usa, kind="offer", deal="arms", to=sa, item="bomb", count=1, price=1)


def test_handicaps_are_one_number_of_stars_per_seat() -> None:
    with pytest.raises(IllegalAction):
        GAME.setup(["a", "b", "c"], 1, {"handicaps": [4, 0]})
    with pytest.raises(IllegalAction):
        GAME.setup(["a", "b"], 1, {"handicaps": [6, 0]})
    GAME.setup(["a", "b"], 1, {"handicaps": [4, 0]})


def test_a_handicapped_supremacy_below_its_stars_does_not_count() -> None:
    """ "Les handicaps": a player set to win as a 4-star general who bombs his way to
    supremacy (1 star) has not won."""
    state = started(["usa", "south_america"], handicaps=[4, 4], star_ranking=True)
    usa, sa = seats(state)
    state.turn.seat = usa
    state.powers[usa].turns_played = 1
    for region in ("peru", "argentina", "brazil"):
        state.holders[region] = usa
    state = to_phase(state, 4)
    state.powers[usa].bombs = 1
    state, _ = play(state, usa, kind="nuke", step="aim", target="venezuela", bombs=1)
    state, _ = play(state, usa, kind="nuke", step="launch")
    assert GAME.is_over(state) and state.ending == "supremacy"
    result = GAME.result(state)
    assert result is not None
    assert result.ranking == [[0, 1]] and "nobody wins" in " ".join(result.details)
    assert any("Stars: 1." in d for d in result.details)


def test_star_ranking_of_a_conqueror_who_never_bombed() -> None:
    state = started(["usa", "south_america"], star_ranking=True)
    usa, sa = seats(state)
    state.turn.seat = usa
    state.powers[usa].turns_played = 1
    for region in ("peru", "argentina", "brazil"):
        forces.remove(state, region, sa, armies=1)
        state.holders[region] = usa
    forces.add(state, "central_america", usa, armies=2)
    state = to_phase(state, 4)
    state, _ = play(state, usa, kind="attack", origin="central_america", target="venezuela",
                    unit="army", count=2)  # fmt: skip
    state, _ = play(state, sa, kind="defence", choice="surrender")
    result = GAME.result(state)
    assert result is not None and result.winners == [usa]
    assert "Stars: 5." in result.details
    assert cards.RESOURCE_CARDS["venezuela_oil"].territory == "venezuela"


def test_simultaneous_play_claims_each_phase_at_once_and_orders_by_dice() -> None:
    """ "Jeu simultané et aléatoire": everyone pays and produces, then each phase is claimed by
    all at once; claimants play it in the order of their dice; no phase 4 in a first turn;
    for phase 7 buyers play before prospectors; three phases at most."""
    state = started(["usa", "ussr", "europe"], simultaneous=True)
    for _ in range(3):
        seat = GAME.to_act(state)[0]
        assert GAME.legal_actions(state, seat).spec("pay") is not None
        state, _ = play(state, seat, kind="pay")
    assert GAME.to_act(state) == [0, 1, 2]
    assert all(GAME.asked_kind(state, s) == "claim" for s in range(3))
    state, _ = play(state, 0, kind="phase", phase=3)
    state, _ = play(state, 1, kind="pass")
    state, events = play(state, 2, kind="phase", phase=3)
    claimed = next(e for e in events if e.key == "claimed")
    first = GAME.to_act(state)[0]
    assert first in (0, 2) and state.turn.phase == 3
    assert [state.seats.index(n) for n in claimed.params["order"]][0] == first
    state, _ = play(state, first, kind="done")
    second = GAME.to_act(state)[0]
    assert {first, second} == {0, 2}
    state, _ = play(state, second, kind="done")
    # Phase 4 is nobody's in a first turn: phase 5 is claimed next.
    assert GAME.legal_actions(state, 0).allows({"kind": "phase", "phase": 5})
    for s in range(3):
        state, _ = play(state, s, kind="pass")
    for s in range(3):  # phase 6
        state, _ = play(state, s, kind="pass")
    state, _ = play(state, 0, kind="phase", phase=7, mode="prospect")
    state, _ = play(state, 1, kind="phase", phase=7, mode="buy")
    state, _ = play(state, 2, kind="pass")
    assert GAME.to_act(state) == [1]
    assert GAME.legal_actions(state, 1).spec("prospect") is None
    state, _ = play(state, 1, kind="done")
    assert GAME.to_act(state) == [0]
    assert GAME.legal_actions(state, 0).spec("buy") is None
    state, events = play(state, 0, kind="done")
    assert "round" in keys(events)
    assert all(p.turns_played == 1 for p in state.powers)
