"""What the One More Barrel views show: the whole public board, and cash only in private."""

from __future__ import annotations

from rules.one_more_barrel import GAME
from rules.one_more_barrel.state import Battle, Building
from tests.one_more_barrel.test_engine import conquer, current, play, started


def test_public_view_shows_the_board() -> None:
    state = started(4)
    seat = current(state)
    conquer(state, "basra", seat, military=3)
    basra = state.regions["basra"]
    basra.logistics = 2
    basra.barrels = 1
    basra.buildings.append(Building(kind="tank", builder=seat))
    war = state.regions["maysan"]
    war.explored = True
    war.military[seat] = 2
    war.battle = Battle(participants=[seat], roller=seat, started_turn=1)
    rebel = state.players[1].rebel
    rebel.in_play, rebel.region, rebel.strength = True, "diyala", 3
    state.players[2].influence = 4
    public = GAME.view(state, None).public
    regions = {r.id: r for r in public.regions}
    assert regions["basra"].controller == seat and regions["basra"].military[seat] == 3
    assert (regions["basra"].logistics, regions["basra"].barrels) == (2, 1)
    assert [b.kind for b in regions["basra"].buildings] == ["tank"]
    assert regions["maysan"].battle is not None
    assert regions["maysan"].battle.participants == [seat]
    assert regions["baghdad"].locals == 5
    assert public.rebels[1].region == "diyala" and public.rebels[1].strength == 3
    assert public.players[2].influence == 4
    assert public.players[seat].military_on_board == 5
    assert public.players[seat].regions_controlled == 1
    assert public.current_seat == seat and public.stage == "actions"
    assert (public.phase, public.turn, public.round, public.turns_per_phase) == (1, 1, 1, 4)
    assert public.oil_price_cents == 50


def test_pawns_and_the_active_box_are_public() -> None:
    state = started(3)
    seat = current(state)
    state = play(state, seat, kind="take_box", box="cash_1")
    nxt = current(state)
    state = play(state, nxt, kind="take_box", box="purchase_1")
    public = GAME.view(state, None).public
    assert [(p.seat, p.box, p.round) for p in public.pawns] == [
        (seat, "cash_1", 1),
        (nxt, "purchase_1", 1),
    ]
    assert public.active is not None and public.active.purchases_left == 10


def test_offers_are_private_to_their_receiver() -> None:
    state = started(3)
    seat = current(state)
    other = (seat + 1) % 3
    state = play(state, seat, kind="offer", to=other, what="money", amount=7)
    public = GAME.view(state, None)
    assert "700" not in public.model_dump_json()
    assert [p.kind for p in public.public.pending] == ["transfer_answer"]
    theirs = GAME.view(state, other).private
    assert theirs.offers and theirs.offers[0].offer.amount == 700
    assert GAME.view(state, (seat + 2) % 3).private.offers == []
