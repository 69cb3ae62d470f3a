"""Purchases and moves (book "Achats et mouvements"): each movement rule, control, support."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.one_more_barrel import GAME
from rules.one_more_barrel.moves import destinations, free_crossing
from rules.one_more_barrel.state import BORDER, Battle, OmbState
from tests.one_more_barrel.test_engine import conquer, current, play, started


def purchasing(players: int = 3, box: str = "purchase_1") -> tuple[OmbState, int]:
    """A started game whose current player has taken a Purchases and moves box."""
    state = started(players)
    seat = current(state)
    state = play(state, seat, kind="take_box", box=box)
    return state, seat


def test_land_purchases_go_to_the_border_and_air_anywhere() -> None:
    state, seat = purchasing()
    conquer(state, "basra", (seat + 1) % 3)
    state = play(state, seat, kind="buy", route="land", unit="military", count=2)
    state = play(state, seat, kind="buy", route="land", unit="logistics", count=1)
    assert state.regions[BORDER].military[seat] == 2
    assert state.regions[BORDER].owned_logistics[seat] == 1
    assert state.players[seat].money_cents in (700, 900)
    state = play(state, seat, kind="buy", route="air", unit="military", region="basra", count=1)
    assert state.regions["basra"].military[seat] == 1
    assert state.players[seat].money_cents in (500, 700)
    assert state.active is not None and state.active.purchases_left == 6


def test_purchases_limited_by_the_box_and_money() -> None:
    state, seat = purchasing(box="purchase_2")
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "buy", "route": "land", "unit": "military", "count": 6})
    state.players[seat].money_cents = 300
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "buy", "route": "land", "unit": "military", "count": 4})
    with pytest.raises(IllegalAction):
        GAME.apply(
            state,
            seat,
            {"kind": "buy", "route": "air", "unit": "military", "region": "basra", "count": 2},
        )


def test_at_most_fifteen_military_on_the_board() -> None:
    state, seat = purchasing()
    state.regions[BORDER].military[seat] = 14
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "buy", "route": "land", "unit": "military", "count": 2})
    state = play(state, seat, kind="buy", route="land", unit="military", count=1)
    assert state.military_on_board(seat) == 15
    state = play(state, seat, kind="buy", route="land", unit="logistics", count=3)


def test_purchases_come_before_moves() -> None:
    state, seat = purchasing()
    conquer(state, "basra", seat, military=2)
    state = play(state, seat, kind="move", source="basra", destination=BORDER, military=1)
    assert "buy" not in GAME.legal_actions(state, seat).kinds()
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, {"kind": "buy", "route": "land", "unit": "military", "count": 1})


def test_moves_are_counted_and_split_groups() -> None:
    state, seat = purchasing(box="purchase_2")
    conquer(state, "basra", seat, military=3)
    conquer(state, "muthanna", seat, military=1)
    state.regions["basra"].logistics = 2
    state = play(state, seat, kind="move", source="basra", destination="muthanna", military=2)
    assert state.regions["basra"].military[seat] == 1
    assert state.regions["muthanna"].military[seat] == 3
    state = play(state, seat, kind="move", source="muthanna", destination="basra", military=3)
    assert state.regions["basra"].military[seat] == 4
    assert state.active is None and current(state) != seat


def test_an_unexplored_territory_cannot_be_crossed_and_logistics_do_not_invade() -> None:
    state, seat = purchasing()
    state.regions[BORDER].owned_logistics[seat] = 2
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not(
        {"kind": "move", "source": BORDER, "destination": "basra", "logistics": 2, "military": 0}
    )
    # Unexplored Basra is a destination, but nothing beyond it in the same move.
    assert "dhi_qar" not in destinations(state, BORDER)
    assert "basra" in destinations(state, BORDER)


def test_a_territory_at_war_is_neither_crossed_nor_left() -> None:
    state, seat = purchasing()
    region = state.regions["basra"]
    region.explored = True
    region.military[seat] = 2
    region.battle = Battle(participants=[seat], roller=seat)
    assert destinations(state, "basra") == []
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not({"kind": "move", "source": "basra", "destination": BORDER, "military": 1})


def test_others_territories_may_be_crossed() -> None:
    state, seat = purchasing()
    other = (seat + 1) % 3
    conquer(state, "basra", other, military=2)
    conquer(state, "maysan", seat, military=1)
    state.regions[BORDER].military[seat] = 2
    state = play(state, seat, kind="move", source=BORDER, destination="basra", military=2)
    assert state.regions["basra"].controller == other
    state = play(state, seat, kind="move", source="basra", destination="maysan", military=2)
    assert state.regions["maysan"].military[seat] == 3


def test_logistics_move_only_out_of_controlled_territories() -> None:
    state, seat = purchasing()
    other = (seat + 1) % 3
    conquer(state, "basra", other, military=1)
    state.regions["basra"].logistics = 3
    state.regions["basra"].military[seat] = 1
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not(
        {"kind": "move", "source": "basra", "destination": BORDER, "military": 1, "logistics": 1}
    )
    assert legal.allows(
        {"kind": "move", "source": "basra", "destination": BORDER, "military": 1, "logistics": 0}
    )
    state.regions[BORDER].owned_logistics[other] = 2
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not(
        {"kind": "move", "source": BORDER, "destination": "basra", "military": 0, "logistics": 1}
    )


def test_border_logistics_belong_to_who_moved_them_last() -> None:
    state, seat = purchasing()
    conquer(state, "basra", seat, military=1)
    state.regions["basra"].logistics = 2
    state = play(
        state, seat, kind="move", source="basra", destination=BORDER, military=0, logistics=2
    )
    assert state.regions[BORDER].owned_logistics[seat] == 2
    assert state.regions["basra"].logistics == 0


def test_military_leave_the_board_from_the_border() -> None:
    state, seat = purchasing()
    state.regions[BORDER].military[seat] = 3
    conquer(state, "basra", seat, military=1)
    assert "off" not in destinations(state, "basra")
    state = play(state, seat, kind="move", source=BORDER, destination="off", military=2)
    assert state.regions[BORDER].military[seat] == 1
    assert state.military_on_board(seat) == 2


@pytest.mark.parametrize("held_by", [0, 1])
def test_control_is_kept_while_a_military_unit_stays(held_by: int) -> None:
    """Control is kept while a military unit stays; an empty controlled territory is taken by
    whoever brings military into it."""
    state, seat = purchasing()
    other = (seat + 1) % 3
    conquer(state, "basra", other, military=held_by)
    state.regions[BORDER].military[seat] = 1
    state = play(state, seat, kind="move", source=BORDER, destination="basra", military=1)
    assert state.regions["basra"].controller == (other if held_by else seat)


def test_free_crossing_of_a_territory_surrounded_by_controlled_ones() -> None:
    state, seat = purchasing(box="purchase_2")
    other = (seat + 2) % 3
    # Dhi Qar's neighbours: Basra, Maysan, Muthanna, Qadisiyah, Wasit.
    for region in ("basra", "maysan", "muthanna", "qadisiyah", "wasit"):
        conquer(state, region, other, military=1)
    conquer(state, "dhi_qar", other, military=1)
    assert free_crossing(state, "dhi_qar")
    state.regions["basra"].military[seat] = 2
    assert "qadisiyah" in destinations(state, "basra")
    state = play(state, seat, kind="move", source="basra", destination="qadisiyah", military=2)
    assert state.regions["qadisiyah"].military[seat] == 2
    assert state.active is not None and state.active.moves_left == 1
    state.regions["wasit"].controller = None
    state.regions["wasit"].military[other] = 0
    state.regions["wasit"].locals = 2
    assert not free_crossing(state, "dhi_qar")


def test_the_border_is_crossed_for_free_only_when_its_three_neighbours_are_held() -> None:
    """The border is a territory nobody controls: it is crossed for free like any other when
    all its neighbours (Basra, Muthanna, Najaf) are controlled, and never makes them free."""
    state, seat = purchasing()
    other = (seat + 1) % 3
    conquer(state, "basra", seat, military=2)
    conquer(state, "muthanna", other)
    assert "najaf" not in destinations(state, "basra")
    conquer(state, "najaf", other)
    assert free_crossing(state, BORDER) and not free_crossing(state, "muthanna")
    assert "najaf" in destinations(state, "basra")


def test_moves_sub_phase_always_offers_done() -> None:
    state, seat = purchasing()
    legal = GAME.legal_actions(state, seat)
    assert "done" in legal.kinds()
    state = play(state, seat, kind="done")
    assert current(state) != seat


def test_support_request_waits_for_the_ally() -> None:
    state, seat = purchasing()
    ally = (seat + 1) % 3
    state.regions[BORDER].military[seat] = 2
    state.regions[BORDER].military[ally] = 2
    state = play(state, seat, kind="request_support", region="basra", ally=ally)
    assert GAME.to_act(state) == [ally]
    assert GAME.legal_actions(state, seat).actions == []
    state = play(state, ally, kind="answer", accept=True)
    assert GAME.to_act(state) == [seat]
    assert state.active is not None and state.active.support[0].accepted is True
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not({"kind": "request_support", "region": "basra", "ally": ally})


def test_support_cannot_be_accepted_by_an_ally_who_cannot_reach() -> None:
    state, seat = purchasing()
    ally = (seat + 1) % 3
    far = (seat + 2) % 3
    state.regions[BORDER].military[seat] = 2
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not({"kind": "request_support", "region": "basra", "ally": far})
    assert legal.why_not({"kind": "request_support", "region": "basra", "ally": ally})


def test_control_passes_to_the_player_left_when_the_controller_leaves() -> None:
    state, seat = purchasing()
    other = (seat + 1) % 3
    conquer(state, "basra", seat, military=1)
    state.regions["basra"].military[other] = 2
    state = play(state, seat, kind="move", source="basra", destination=BORDER, military=1)
    assert state.regions["basra"].controller == other


def test_air_purchase_into_an_unexplored_region_starts_a_battle() -> None:
    state, seat = purchasing()
    state = play(state, seat, kind="buy", route="air", unit="military", region="baghdad", count=2)
    region = state.regions["baghdad"]
    assert region.battle is not None and region.battle.participants == [seat]
    assert region.explored and region.locals >= 5
    legal = GAME.legal_actions(state, seat)
    for region in ("kirkuk", "baghdad"):  # by air anywhere, "occupée, libre ou en guerre"
        assert legal.allows(
            {"kind": "buy", "route": "air", "unit": "logistics", "region": region, "count": 1}
        )


def test_a_ceded_territory_stays_ceded_when_the_giver_moves_units_out() -> None:
    state, seat = purchasing()
    other = (seat + 1) % 3
    conquer(state, "basra", seat, military=3)
    state = play(state, seat, kind="offer", to=other, what="territory", region="basra")
    state = play(state, other, kind="answer", accept=True)
    state = play(state, seat, kind="move", source="basra", destination=BORDER, military=1)
    assert state.regions["basra"].controller == other
