"""The One More Barrel engine through the public contract: set-up, the action board, its boxes,
free actions, transfers and what the views show."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import IllegalAction
from rules.one_more_barrel import GAME
from rules.one_more_barrel.actionboard import boxes_in_use
from rules.one_more_barrel.state import BORDER, Building, OmbState

SEATS = ["ann", "bob", "cid", "dee", "eve"]


def play(state: OmbState, seat: int, **action: Any) -> OmbState:
    """Apply one action through the contract and check the invariants afterwards."""
    new_state, _ = GAME.apply(state, seat, action)
    assert GAME.invariants(new_state) == []
    return new_state


def started(players: int = 3, seed: int = 1) -> OmbState:
    """A game past the preparation stage (nobody bought anything)."""
    state = GAME.setup(SEATS[:players], seed)
    for seat in range(players):
        state = play(state, seat, kind="prep_done")
    return state


def current(state: OmbState) -> int:
    return state.order[state.current]


def conquer(state: OmbState, region: str, seat: int, military: int = 1) -> None:
    """Edit the state: ``seat`` holds ``region`` with ``military`` units (locals gone)."""
    target = state.regions[region]
    target.explored = True
    target.locals = 0
    target.controller = seat
    target.military[seat] = military


# ------------------------------------------------------------------------------ set-up


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_follows_the_preparation(players: int) -> None:
    state = GAME.setup(SEATS[:players], 7)
    money = {seat: p.money_cents for seat, p in enumerate(state.players)}
    last = state.order[-1]
    assert money[last] == 1200
    assert all(money[s] == 1000 for s in money if s != last)
    assert sorted(state.order) == list(range(players))
    assert state.oil_price_step == 0
    assert GAME.view(state, None).public.oil_price_cents == 50
    for player in state.players:
        assert (player.pacifism, player.influence, player.media, player.tenders) == (0, 0, 0, 0)
    assert state.stage == "preparation"
    assert GAME.to_act(state) == list(range(players))
    assert state.regions["basra"].locals == 3 and not state.regions["basra"].explored


@pytest.mark.parametrize("seed", range(6))
def test_first_turn_order_follows_the_dice(seed: int) -> None:
    state = GAME.setup(SEATS[:5], seed)
    dice = [p.order_dice for p in state.players]
    assert all(dice)
    # Higher first; between two seats the first roll where they differ decides.
    for before, after in zip(state.order, state.order[1:], strict=False):
        assert dice[before] > dice[after]
    public = GAME.view(state, None).public
    assert [p.order_dice for p in public.players] == dice


def test_turns_per_phase_default_and_option() -> None:
    assert GAME.setup(SEATS[:3], 1).options.turns_per_phase == 4
    assert GAME.setup(SEATS[:4], 1).options.turns_per_phase == 4
    assert GAME.setup(SEATS[:3], 1, {"turns_per_phase": 5}).options.turns_per_phase == 5
    with pytest.raises(IllegalAction):
        GAME.setup(SEATS[:4], 1, {"turns_per_phase": 6})


def test_preparation_purchases_go_to_the_border_at_one_dollar() -> None:
    state = GAME.setup(SEATS[:3], 3)
    state = play(state, 1, kind="prep_buy", unit="military", count=4)
    state = play(state, 1, kind="prep_buy", unit="logistics", count=2)
    border = state.regions[BORDER]
    assert border.military[1] == 4 and border.owned_logistics[1] == 2
    assert state.players[1].money_cents in (400, 600)
    state = play(state, 1, kind="prep_done")
    assert 1 not in GAME.to_act(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, {"kind": "prep_buy", "unit": "military", "count": 1})
    state = play(state, 0, kind="prep_done")
    state = play(state, 2, kind="prep_done")
    assert state.stage == "actions"
    assert GAME.to_act(state) == [state.order[0]]


def test_preparation_cannot_exceed_money_or_fifteen_military() -> None:
    state = GAME.setup(SEATS[:3], 3)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, {"kind": "prep_buy", "unit": "logistics", "count": 13})
    state.players[0].money_cents = 5000
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, {"kind": "prep_buy", "unit": "military", "count": 16})
    play(state, 0, kind="prep_buy", unit="military", count=15)


# ------------------------------------------------------------------------------ action board


@pytest.mark.parametrize(("players", "columns"), [(3, 2), (4, 3), (5, 4)])
def test_columns_in_use_by_player_count(players: int, columns: int) -> None:
    state = started(players)
    boxes = [b for b in GAME.view(state, None).public.columns]
    assert boxes == list(range(1, columns + 1))
    legal = GAME.legal_actions(state, current(state))
    offered = {c.value for c in legal.spec("take_box").steps[0].choices}  # type: ignore[union-attr]
    # Every box in use, the Turn order boxes after the first excepted (they fill in order).
    later_places = {b.id for b in boxes_in_use(players) if b.row == "order" and b.column > 1}
    assert offered == {b.id for b in boxes_in_use(players)} - later_places
    assert ("media_4" in offered) == (players == 5)
    assert ("purchase_3" in offered) == (players >= 4)


def test_two_rounds_in_turn_order() -> None:
    state = started(3)
    seen = []
    for _ in range(5):
        seat = current(state)
        seen.append(seat)
        state = play(state, seat, kind="take_box", box="oil_production")
    assert seen[:3] == state.order
    assert seen[3:] == state.order[:2]
    assert state.round == 2 and GAME.to_act(state) == [state.order[2]]
    assert [p.round for p in state.pawns] == [1, 1, 1, 2, 2]


def test_a_taken_box_is_no_longer_offered_but_unlimited_ones_are() -> None:
    state = started(3)
    first = current(state)
    state = play(state, first, kind="take_box", box="cash_1")
    state = play(state, current(state), kind="take_box", box="oil_production")
    second = current(state)
    legal = GAME.legal_actions(state, second)
    offered = {c.value for c in legal.spec("take_box").steps[0].choices}  # type: ignore[union-attr]
    assert "cash_1" not in offered and "oil_production" in offered and "new_tax" in offered
    with pytest.raises(IllegalAction):
        GAME.apply(state, second, {"kind": "take_box", "box": "cash_1"})


def test_cash_gives_two_dollars() -> None:
    state = started(3)
    seat = current(state)
    before = state.players[seat].money_cents
    state = play(state, seat, kind="take_box", box="cash_2")
    assert state.players[seat].money_cents == before + 200


@pytest.mark.parametrize(("box", "amount", "cost"), [("media_1", 3, 600), ("media_1", 2, 300)])
def test_media_costs(box: str, amount: int, cost: int) -> None:
    state = started(3)
    seat = current(state)
    before = state.players[seat].money_cents
    state = play(state, seat, kind="take_box", box=box, amount=amount)
    assert state.players[seat].media == amount
    assert state.players[seat].money_cents == before - cost


def test_media_box_limits_points() -> None:
    state = started(3)
    seat = current(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "take_box", "box": "media_2", "amount": 3})
    state = play(state, seat, kind="take_box", box="media_2", amount=1)
    assert state.players[seat].media == 1
    assert state.players[seat].money_cents >= 1000


def test_new_tax_once_per_turn() -> None:
    state = started(3)
    seat = current(state)
    money = state.players[seat].money_cents
    state = play(state, seat, kind="take_box", box="new_tax", mode="tax")
    assert state.players[seat].money_cents == money + 500
    assert state.players[seat].pacifism == 1
    state = play(state, current(state), kind="take_box", box="new_tax", mode="tax")
    state = play(state, current(state), kind="take_box", box="new_tax", mode="tax")
    assert current(state) == seat
    legal = GAME.legal_actions(state, seat)
    offered = {c.value for c in legal.spec("take_box").steps[0].choices}  # type: ignore[union-attr]
    assert "new_tax" not in offered
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "take_box", "box": "new_tax", "mode": "speech"})


@pytest.mark.parametrize(
    ("pacifism", "after"),
    [(15, 10), (13, 8), (12, 8), (10, 6), (9, 6), (7, 4), (6, 4), (4, 2)]
    + [(3, 2), (1, 0), (0, 0)],
)
def test_speech_to_the_nation_table(pacifism: int, after: int) -> None:
    state = started(3)
    seat = current(state)
    state.players[seat].pacifism = pacifism
    money = state.players[seat].money_cents
    state = play(state, seat, kind="take_box", box="new_tax", mode="speech")
    assert state.players[seat].pacifism == after
    assert state.players[seat].money_cents == money
    assert state.players[seat].speech_used and state.players[seat].taxed_this_turn
    assert [p.box for p in state.pawns] == ["new_tax"]


def test_speech_only_once_and_only_in_phases_one_and_two() -> None:
    state = started(3)
    seat = current(state)
    state.players[seat].speech_used = True
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "take_box", "box": "new_tax", "mode": "speech"})
    state.players[seat].speech_used = False
    state.phase = 3
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "take_box", "box": "new_tax", "mode": "speech"})


def test_turn_order_box_one_per_player_per_turn() -> None:
    state = started(3)
    seat = current(state)
    state = play(state, seat, kind="take_box", box="order_1")
    state = play(state, current(state), kind="take_box", box="oil_production")
    state = play(state, current(state), kind="take_box", box="oil_production")
    assert current(state) == seat
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "take_box", "box": "order_2"})


# ------------------------------------------------------------------------------ developments


def test_three_different_developments_are_free() -> None:
    state = started(3)
    seat = current(state)
    conquer(state, "basra", seat)
    state.regions["basra"].logistics = 3
    money = state.players[seat].money_cents
    state = play(state, seat, kind="take_box", box="develop_1")
    state = play(state, seat, kind="develop", development="tender")
    state = play(
        state, seat, kind="develop", development="building", building="tank", region="basra"
    )
    state = play(state, seat, kind="develop", development="influence", region="basra")
    player = state.players[seat]
    assert (player.tenders, player.influence, player.money_cents) == (1, 1, money)
    assert state.regions["basra"].logistics == 1
    assert [b.kind for b in state.regions["basra"].buildings] == ["tank"]
    assert state.active is None and current(state) != seat


def test_three_buildings_cost_six_dollars() -> None:
    state = started(3)
    seat = current(state)
    conquer(state, "basra", seat)
    state.regions["basra"].logistics = 7
    money = state.players[seat].money_cents
    state = play(state, seat, kind="take_box", box="develop_1")
    state = play(
        state, seat, kind="develop", development="building", building="tank", region="basra"
    )
    state = play(
        state, seat, kind="develop", development="building", building="tank", region="basra"
    )
    state = play(
        state, seat, kind="develop", development="building", building="police", region="basra"
    )
    assert state.players[seat].money_cents == money - 600
    assert state.regions["basra"].logistics == 3


def test_building_limits_per_region() -> None:
    state = started(3)
    seat = current(state)
    conquer(state, "basra", seat)
    state.regions["basra"].logistics = 20
    state.players[seat].money_cents = 5000
    state = play(state, seat, kind="take_box", box="develop_1")
    state = play(
        state, seat, kind="develop", development="building", building="police", region="basra"
    )
    with pytest.raises(IllegalAction):
        GAME.apply(
            state,
            seat,
            {"kind": "develop", "development": "building", "building": "police", "region": "basra"},
        )
    state = play(
        state, seat, kind="develop", development="building", building="tank", region="basra"
    )
    state = play(
        state, seat, kind="develop", development="building", building="tank", region="basra"
    )
    assert len(state.regions["basra"].buildings) == 3


def test_tenders_need_a_controlled_territory_and_logistics_the_region() -> None:
    state = started(3)
    seat = current(state)
    state = play(state, seat, kind="take_box", box="develop_1")
    legal = GAME.legal_actions(state, seat)
    assert "develop" not in legal.kinds()
    assert "done" in legal.kinds()


# ------------------------------------------------------------------------------ production


def test_oil_production_uses_one_logistic_and_leaves_barrels_on_the_region() -> None:
    state = started(3)
    seat = current(state)
    conquer(state, "basra", seat)
    conquer(state, "muthanna", seat)
    state.regions["basra"].logistics = 4
    state.regions["muthanna"].logistics = 1
    state = play(state, seat, kind="take_box", box="oil_production")
    assert GAME.legal_actions(state, seat).spec("produce") is not None
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "produce", "region": "muthanna"})
    state = play(state, seat, kind="produce", region="basra")
    assert state.regions["basra"].barrels == 3 and state.regions["basra"].logistics == 3
    assert state.active is None


def test_refinery_produces_one_more_with_one_logistic_less() -> None:
    state = started(3)
    seat = current(state)
    conquer(state, "basra", seat)
    state.regions["basra"].logistics = 3
    state.regions["basra"].buildings.append(Building(kind="refinery", builder=seat))
    state = play(state, seat, kind="take_box", box="oil_production")
    state = play(state, seat, kind="produce", region="basra")
    assert state.regions["basra"].barrels == 4 and state.regions["basra"].logistics == 2


# ------------------------------------------------------------------------------ selling oil


def test_selling_oil_is_free_and_recorded() -> None:
    state = started(3)
    seat = current(state)
    state.players[seat].oil_reserve = 5
    state.oil_price_step = 3
    money = state.players[seat].money_cents
    state = play(state, seat, kind="sell_oil", barrels=2)
    assert state.players[seat].money_cents == money + 2 * 200
    assert state.players[seat].oil_reserve == 3
    assert state.players[seat].sold_this_turn == 2
    assert current(state) == seat and not state.pawns
    other = (seat + 1) % 3
    state.players[other].oil_reserve = 5
    with pytest.raises(IllegalAction):
        GAME.apply(state, other, {"kind": "sell_oil", "barrels": 1})
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "sell_oil", "barrels": 4})


# ------------------------------------------------------------------------------ agreements


def test_transfer_of_oil_waits_for_acceptance() -> None:
    state = started(3)
    seat = current(state)
    other = (seat + 1) % 3
    state.players[seat].oil_reserve = 4
    state = play(state, seat, kind="offer", to=other, what="oil", amount=3)
    assert GAME.to_act(state) == [other]
    assert state.players[seat].oil_reserve == 4
    state = play(state, other, kind="answer", accept=True)
    assert state.players[seat].oil_reserve == 1 and state.players[other].oil_reserve == 3
    assert GAME.to_act(state) == [seat]


def test_refused_transfer_changes_nothing() -> None:
    state = started(3)
    seat = current(state)
    other = (seat + 2) % 3
    money = [p.money_cents for p in state.players]
    state = play(state, seat, kind="offer", to=other, what="money", amount=4)
    state = play(state, other, kind="answer", accept=False)
    assert [p.money_cents for p in state.players] == money


def test_money_transfer_amount_stays_private() -> None:
    state = started(3)
    seat = current(state)
    other = (seat + 1) % 3
    state = play(state, seat, kind="offer", to=other, what="money", amount=4)
    state, events = GAME.apply(state, other, {"kind": "answer", "accept": True})
    assert state.players[other].money_cents >= 1400
    public = [e.text for e in events if e.to is None]
    assert public and not any("4 $" in text for text in public)


def test_territory_and_logistics_transfers() -> None:
    state = started(3)
    seat = current(state)
    other = (seat + 1) % 3
    conquer(state, "basra", seat)
    state.regions[BORDER].owned_logistics[seat] = 2
    state = play(state, seat, kind="offer", to=other, what="territory", region="basra")
    state = play(state, other, kind="answer", accept=True)
    assert state.regions["basra"].controller == other
    state = play(state, seat, kind="offer", to=other, what="logistics", amount=2)
    state = play(state, other, kind="answer", accept=True)
    assert state.regions[BORDER].owned_logistics[other] == 2


# ------------------------------------------------------------------------------ views


def test_money_is_hidden_from_the_public_view() -> None:
    state = started(3)
    view = GAME.view(state, None)
    assert all(p.money_cents is None for p in view.public.players)
    assert view.private is None
    dump = view.model_dump_json()
    assert 'money_cents":1' not in dump
    mine = GAME.view(state, 0)
    assert mine.private.money_cents == state.players[0].money_cents
    assert mine.public == view.public


def test_public_money_option_shows_cash() -> None:
    state = GAME.setup(SEATS[:3], 1, {"public_money": True})
    view = GAME.view(state, None)
    assert [p.money_cents for p in view.public.players] == [p.money_cents for p in state.players]


def test_state_round_trips_json() -> None:
    state = started(4)
    assert GAME.load_state(GAME.dump_state(state)) == state
