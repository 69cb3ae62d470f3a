"""Every worked example of the One More Barrel rulebook reproduces the book's numbers.

Each test quotes the example it checks. Examples about the end of turn are played through the
engine's public contract: a game is set up with ``GAME.setup``, the state is edited to the
book's situation, and the last player of the turn takes the Cash box with ``GAME.apply``, which
runs the end-of-turn checks in the book's order. The other examples go through the tables.
The board data is checked against the values the book prints and against the real map of Iraq.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import Event
from rules.one_more_barrel import GAME, board, endturn, tables
from rules.one_more_barrel.state import Building, OmbState, Pawn, RegionState, dollars


def make_state(players: int = 4, seed: int = 7, phase: int = 1, turn: int = 1) -> OmbState:
    """A set-up game in the last action of a turn: everyone has 10 $, nobody has acted yet.

    The turn order is kept as set up; the last player in it is about to take a box.
    """
    state = GAME.setup([f"P{seat}" for seat in range(players)], seed)
    for player in state.players:
        player.money_cents = dollars(10)
        player.prepared = True
    state.stage = "actions"
    state.phase = phase
    state.turn = turn
    state.round = 2
    state.current = players - 1
    state.pawns = []
    return state


def end_turn(state: OmbState) -> tuple[OmbState, list[Event]]:
    """The last player takes the Cash box (+2 $); the end-of-turn checks follow.

    From phase 2 the rebels act during the end of turn; here they only enter the country,
    strengthen or pass, so that no bombing disturbs the example under test.
    """
    last = state.order[-1]
    state, events = GAME.apply(state, last, {"kind": "take_box", "box": "cash_1"})
    while state.pending and all(p.kind == "rebel" for p in state.pending):
        seat = GAME.to_act(state)[0]
        paths = list(GAME.legal_actions(state, seat).paths())
        calm = [a for a in paths if a.get("action") in ("pass", "strengthen", "enter")]
        state, more = GAME.apply(state, seat, calm[0])
        events += more
    return state, events


def control(state: OmbState, seat: int, rid: str, military: int = 1, **fields: Any) -> RegionState:
    """Give ``seat`` the region ``rid`` with ``military`` units and the other fields given."""
    region = state.regions[rid]
    region.explored = True
    region.locals = 0
    region.controller = seat
    region.military[seat] = military
    for name, value in fields.items():
        setattr(region, name, value)
    return region


# ------------------------------------------------------------------------------ board data


def test_book_region_numbers() -> None:
    """Book: "Bassora a les chiffres 3 et 4"; locals "1 unité militaire à Karbala, 3 à
    Bassora, 5 à Bagdad"; the bombing example happens in Muthanna."""
    assert (board.REGIONS["basra"].oil, board.REGIONS["basra"].logistics) == (3, 4)
    assert board.REGIONS["karbala"].oil == 1
    assert board.REGIONS["baghdad"].oil == 5
    assert "muthanna" in board.REGIONS
    assert len(board.REGIONS) == 18


def test_map_is_symmetric_and_real() -> None:
    for territory in board.TERRITORIES.values():
        assert territory.id not in territory.neighbours
        for other in territory.neighbours:
            assert board.are_adjacent(other, territory.id), (territory.id, other)
    assert set(board.neighbours("basra")) == {"maysan", "dhi_qar", "muthanna", board.BORDER}
    assert {"nineveh", "salah_ad_din", "baghdad", "babil", "karbala", "najaf"} == set(
        board.neighbours("anbar")
    )
    assert set(board.neighbours("dohuk")) == {"nineveh", "erbil"}
    assert set(board.neighbours("kirkuk")) == {"erbil", "sulaymaniyah", "salah_ad_din"}


def test_every_region_is_reachable_from_the_border() -> None:
    seen = {board.BORDER}
    frontier = [board.BORDER]
    while frontier:
        for other in board.neighbours(frontier.pop()):
            if other not in seen:
                seen.add(other)
                frontier.append(other)
    assert seen == set(board.TERRITORIES)


def test_south_and_east_regions() -> None:
    """Book: the invasion attacks the southern regions first; rebels enter in the east."""
    assert set(board.SOUTH_REGIONS) == {"basra", "muthanna", "najaf"}
    assert set(board.EAST_REGIONS) == {"erbil", "sulaymaniyah", "diyala", "wasit", "maysan"}
    assert not set(board.SOUTH_REGIONS) & set(board.EAST_REGIONS)


def test_every_region_needs_one_logistic_more_than_it_produces() -> None:
    """Authored from Basra (3 for 4): logistics = oil + 1 everywhere."""
    for region in board.REGIONS.values():
        assert 1 <= region.oil <= 5
        assert region.logistics == region.oil + 1


def test_tracks() -> None:
    """Book: the oil price starts on its minimum, 0.50 $; penalty bands 1/3/5/10/15 $."""
    assert tables.oil_price_cents(board.OIL_PRICE_START_STEP) == 50
    assert list(board.OIL_PRICE_TRACK_CENTS) == sorted(set(board.OIL_PRICE_TRACK_CENTS))
    assert board.TENDER_TRACK_DOLLARS[0] == 0
    assert list(board.TENDER_TRACK_DOLLARS) == sorted(set(board.TENDER_TRACK_DOLLARS))
    bands = {0: 0, 3: 0, 4: 1, 6: 1, 7: 3, 9: 3, 10: 5, 12: 5, 13: 10, 14: 10, 15: 15}
    for pacifism, penalty in bands.items():
        assert tables.pacifism_penalty(pacifism) == penalty


# ------------------------------------------------------------------------------ action board


def test_media_costs() -> None:
    """Book: +1 media point is free, +2 cost 3 $, +3 cost 6 $; boxes give 3, 2, 1, 1."""
    assert [tables.media_raise_cost(points) for points in (1, 2, 3)] == [0, 3, 6]
    assert tables.MEDIA_BOX_GAINS == (3, 2, 1, 1)
    with pytest.raises(ValueError):
        tables.media_raise_cost(4)


def test_development_repeat_costs() -> None:
    """Book: "gagner 1 point d'appels d'offre, construire 1 bâtiment ... gagner 1 point
    d'influence ... Tout ceci lui coûte 0$" and "construire 3 bâtiments ; il devrait alors
    payer 6$ pour la double répétition"."""
    assert tables.developments_cost(["tender", "building", "influence"]) == 0
    assert tables.developments_cost(["building", "building", "building"]) == 6
    assert tables.developments_cost(["building", "building"]) == 3
    assert tables.developments_cost(["influence", "tender", "influence"]) == 3


def test_columns_by_player_count() -> None:
    """Book: 3 players use 2 columns, 4 use 3, 5 use them all."""
    assert [tables.action_columns(n) for n in (3, 4, 5)] == [2, 3, 4]


# ------------------------------------------------------------------------------ buildings, oil


def test_basra_with_a_refinery() -> None:
    """Book: a refinery in Basra produces 4 barrels instead of 3 with 3 logistics instead of 4."""
    basra = board.REGIONS["basra"]
    assert tables.production(basra.oil, basra.logistics, refinery=False) == (3, 4)
    assert tables.production(basra.oil, basra.logistics, refinery=True) == (4, 3)


def test_building_costs() -> None:
    """Book: tank 1 logistic, police station 2, pipeline 3, refinery 4."""
    costs = {kind: spec.cost for kind, spec in tables.BUILDINGS.items()}
    assert costs == {"tank": 1, "police": 2, "pipeline": 3, "refinery": 4}
    assert not tables.BUILDINGS["tank"].one_per_region
    assert all(tables.BUILDINGS[k].one_per_region for k in ("police", "pipeline", "refinery"))


def test_storage_capacity() -> None:
    """Book: "1 baril maximum sans construction, jusqu'à 4 s'il y a 1 réservoir, jusqu'à 8
    s'il y a 2 réservoirs"; "6 barils et 1 réservoir, 4 barils sont stockés et 2 éliminés"."""
    assert [tables.storage_capacity(t) for t in (0, 1, 2)] == [1, 4, 8]
    assert tables.stored_and_lost(6, 1) == (4, 2)


def test_storage_example_at_the_end_of_turn() -> None:
    """The storage example through the collection: 6 barrels stay after collecting, 1 tank."""
    state = make_state()
    control(state, 0, "basra", barrels=8, buildings=[Building(kind="tank", builder=0)])
    state, events = end_turn(state)
    assert state.players[0].oil_reserve == 2
    assert state.regions["basra"].barrels == 4
    lost = [e for e in events if e.kind == "oil_lost"]
    assert [(e.data["kept"], e.data["lost"]) for e in lost] == [(4, 2)]


def test_collection_is_two_barrels_in_all() -> None:
    """Book: "jusqu'à 2 barils (2 barils en tout et non 2 barils pour chaque territoire)"."""
    state = make_state()
    control(state, 0, "basra", barrels=3)
    control(state, 0, "maysan", barrels=1)
    state, _ = end_turn(state)
    assert state.players[0].oil_reserve == 2
    # The two barrels came from Basra, where storage (1 without a tank) could not keep them.
    assert state.regions["basra"].barrels == 1
    assert state.regions["maysan"].barrels == 1


def test_pipeline_collects_one_more_from_its_region_or_next_door() -> None:
    """Book: a pipeline adds 1 barrel collected a turn, for its region and its neighbours."""
    state = make_state()
    control(state, 0, "basra", barrels=2, buildings=[Building(kind="pipeline", builder=0)])
    control(state, 0, "maysan", barrels=2)
    control(state, 0, "baghdad", barrels=2)
    state, _ = end_turn(state)
    assert state.players[0].oil_reserve == 3
    # Baghdad is not next to Basra: its excess barrel is taken by the general allowance or lost.
    remaining = [state.regions[r].barrels for r in ("basra", "maysan", "baghdad")]
    assert sum(remaining) == 3 and max(remaining) <= 1


# ------------------------------------------------------------------------------ battles


def test_reinforcement_die() -> None:
    """Book: 6: +3, 4–5: +2, 2–3: +1, 1: 0. Invading Basra with a 4: 3 + 2 = 5 locals."""
    assert [tables.reinforcements(face) for face in range(1, 7)] == [0, 1, 1, 2, 2, 3]
    assert board.REGIONS["basra"].oil + tables.reinforcements(4) == 5


def test_force_ratio_examples() -> None:
    """Book (scan 000 keeps the unit counts): A 4 against 7 is 1:1, B 4 against 8 is 1:2,
    C 4 against 3 is 2:1 (rounded in the player's favour)."""
    assert tables.force_ratio(4, 7) == (1, 1)
    assert tables.force_ratio(4, 8) == (1, 2)
    assert tables.force_ratio(4, 3) == (2, 1)
    assert tables.force_ratio(20, 1) == (4, 1)
    assert tables.force_ratio(1, 20) == (1, 4)


def test_battle_example_c_dice() -> None:
    """Book, example C (2:1): black die 3 for the player, white die 4 for the locals (read at
    1:2); "4 unités" of the player and "1 unité" of the locals remain, 2 and 0 eliminated."""
    ratio = tables.force_ratio(4, 3)
    to_locals = tables.battle_damage(ratio, 3)
    to_player = tables.battle_damage(tables.inverse_ratio(ratio), 4)
    assert (to_locals, to_player) == (2, 0)
    assert (4 - to_player, 3 - to_locals) == (4, 1)


# ------------------------------------------------------------------------------ pacifism


@pytest.mark.parametrize(
    ("military", "media", "change"),
    [(4, 3, 0), (6, 2, 2), (5, 10, -1), (4, 10, -2)],
)
def test_media_and_military_examples(military: int, media: int, change: int) -> None:
    """Book: 4 units at media 3: nothing; 6 units at media 2: +2; media 10 with 5 units: −1,
    with 4 units: −2."""
    assert tables.pacifism_change(military, media) == change
    state = make_state()
    state.players[0].media = media
    state.players[0].pacifism = 5
    control(state, 0, "basra", military=military - 1)
    state.regions[board.BORDER].military[0] = 1  # the border's units count too (book)
    state, _ = end_turn(state)
    assert state.players[0].pacifism == 5 + change


def test_media_limit_bands() -> None:
    """Book: "3 unités militaires pour 0-1 point, 4 ... pour 2-3, 5 ... pour 4-5"."""
    assert [tables.media_limit(m) for m in range(6)] == [3, 3, 4, 4, 5, 5]


def test_speech_to_the_nation_table() -> None:
    """Book: 15/13: −5, 12/10: −4, 9/7: −3, 6/4: −2, 3/1: −1."""
    expected = {15: 5, 13: 5, 12: 4, 10: 4, 9: 3, 7: 3, 6: 2, 4: 2, 3: 1, 1: 1, 0: 0}
    for pacifism, reduction in expected.items():
        assert tables.speech_reduction(pacifism) == reduction


def test_penalty_paid_in_cash() -> None:
    state = make_state()
    first = state.order[0]
    state.players[first].pacifism = 7
    state.players[first].media = 15
    state.players[first].oil_reserve = 1  # a penalty is never paid in oil when cash suffices
    control(state, first, "basra", military=4)
    state, _ = end_turn(state)
    # 4 military under a limit of 10: pacifism −3 → 4, band 1 $.
    assert state.players[first].pacifism == 4
    assert state.players[first].money_cents == dollars(10 - 1)
    assert state.players[first].oil_reserve == 1


def test_penalty_short_of_cash_is_paid_in_oil_or_military() -> None:
    """Book: without the cash, the player sells oil or removes 1 military per dollar owed."""
    state = make_state()
    seat = state.order[0]
    player = state.players[seat]
    player.money_cents = dollars(2)
    player.pacifism = 13  # 10 $ band
    player.media = 15
    player.oil_reserve = 3
    state.oil_price_step = 3  # 2.00 $
    control(state, seat, "basra", military=3)
    state.regions[board.BORDER].military[seat] = 2
    state, events = end_turn(state)
    # 5 units under a limit of 10: −2 → 11, band 5 $; 2 $ paid in cash, 3 $ owed.
    assert state.players[seat].pacifism == 11
    assert state.players[seat].money_cents == 0
    assert GAME.to_act(state) == [seat]
    owed = [e for e in events if e.kind == "pacifism_owed"]
    assert [e.to for e in owed] == [seat]  # what is owed reveals cash: private
    legal = GAME.legal_actions(state, seat)
    options = {c.value for c in legal.actions[0].steps[0].choices or []}
    assert options == {"sell", "remove"}
    sell = {"kind": "decide", "option": "sell", "region": "reserve", "amount": 1}
    state, _ = GAME.apply(state, seat, sell)
    assert state.players[seat].oil_reserve == 2
    assert state.pending[0].data["owed_cents"] == dollars(1)
    remove = {"kind": "decide", "option": "remove", "region": "basra"}
    state, _ = GAME.apply(state, seat, remove)
    assert state.regions["basra"].military[seat] == 2
    assert state.players[seat].money_cents == 0
    # The debt is paid: the end of turn went on to the next turn, and the sale counted.
    assert state.stage == "actions" and state.turn == 2
    assert state.pending == []


def test_military_removed_for_a_penalty_hand_control_on_as_moves_do() -> None:
    """A controller whose last military there leave to pay a penalty loses the region to the
    player with military there, as when units move out (``moves.settle_control``)."""
    state = make_state()
    seat, other = state.order[0], state.order[1]
    state.players[seat].money_cents = 0
    state.players[seat].pacifism = 15
    control(state, seat, "basra", military=1)
    state.regions["basra"].military[other] = 2
    state, events = end_turn(state)
    # 1 unit under a limit of 3: pacifism 14, 10 $ owed; no cash, no oil: the unit leaves.
    assert any(e.kind == "pacifism_military" for e in events)
    assert state.regions["basra"].military[seat] == 0
    assert state.regions["basra"].controller == other
    assert GAME.invariants(state) == []


def test_penalty_with_nothing_left_is_forgiven() -> None:
    state = make_state()
    seat = state.order[0]
    state.players[seat].money_cents = 0
    state.players[seat].pacifism = 15
    state.regions[board.BORDER].military[seat] = 14
    state, events = end_turn(state)
    # 14 units over a limit of 3: pacifism stays at 15; 15 $ owed: 14 units leave, 1 $ forgiven.
    assert state.regions[board.BORDER].military[seat] == 0
    assert state.pending == []
    assert any(e.kind == "pacifism_forgiven" for e in events)


# ------------------------------------------------------------------------------ oil price


def test_supply_table() -> None:
    """Book table: 3 players "+1 - -1 -3+", 4 players "+1 - -1 -1 -3+", 5 players
    "+1 - - -1 -1 -3+"; when everybody sold, −3 plus the die's −3/−2/−1/0."""
    assert [tables.supply_change(3, s, 1) for s in range(4)] == [1, 0, -1, -3]
    assert [tables.supply_change(4, s, 1) for s in range(5)] == [1, 0, -1, -1, -3]
    assert [tables.supply_change(5, s, 1) for s in range(6)] == [1, 0, 0, -1, -1, -3]
    assert {tables.supply_change(4, 4, face) for face in range(1, 7)} == {-3, -4, -5, -6}


def test_speculation_table() -> None:
    """Book: highest pacifism 4/6: +1, 7/9: +2, 10/12: +3, 13/15: +4."""
    assert [tables.speculation(p) for p in (3, 4, 6, 7, 9, 10, 12, 13, 15)] == [
        0,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
    ]


def _price_turn(sellers: int, highest_pacifism: int, start: int = 5) -> OmbState:
    """A 4-player turn where ``sellers`` players sold oil; the highest pacifism is given."""
    state = make_state(players=4)
    state.oil_price_step = start
    for seat in range(sellers):
        state.players[seat].sold_this_turn = 1
    # Military at the media limit keep pacifism where it is (3 units at media 0).
    state.players[3].pacifism = highest_pacifism
    state.players[3].money_cents = dollars(100)
    state.regions[board.BORDER].military[3] = 3
    state, _ = end_turn(state)
    return state


def test_oil_price_one_seller_and_speculation() -> None:
    """Book (4 players): one seller and a highest pacifism of 7: +0 + 2 = +2."""
    assert _price_turn(1, 7).oil_price_step == 7


def test_oil_price_two_sellers() -> None:
    """Book (4 players): two sellers: −1, and no speculation because the price falls."""
    assert _price_turn(2, 7).oil_price_step == 4


def test_oil_price_everybody_sold() -> None:
    """Book (4 players): all four sell: the price falls by at least 3 (3 + the die)."""
    for seed in range(6):
        state = make_state(players=4, seed=seed)
        state.oil_price_step = 10
        for player in state.players:
            player.sold_this_turn = 2
        state.players[0].pacifism = 15
        state.players[0].money_cents = dollars(100)
        state, events = end_turn(state)
        (price,) = [e for e in events if e.kind == "oil_price"]
        die = price.data["die"]
        assert 1 <= die <= 6
        assert price.data["speculation"] == 0
        assert state.oil_price_step == 10 - 3 + tables.price_die_steps(die)
        assert state.oil_price_step <= 7


def test_oil_price_stays_on_its_track() -> None:
    assert _price_turn(4, 0, start=1).oil_price_step == 0
    top = len(board.OIL_PRICE_TRACK_CENTS) - 1
    assert _price_turn(0, 15, start=top).oil_price_step == top


# ------------------------------------------------------------------------------ bombings


def test_muthanna_bombing_example() -> None:
    """Book: player A has 3 military in Muthanna and 2 next door (others next door are at war
    and do not count), a police station next door (+1), 9 influence (+3); B's rebels have
    strength 3 (−3): defence 6; A rolls 3 + 5 = 8: 2 damage."""
    assert tables.influence_bonus(9) == 3
    defence = tables.bombing_defence(3, 2, 0, 1, 9, 3)
    assert defence == 6
    assert tables.bombing_roll(3 + 5, defence).damage == 2


def test_bombing_special_rolls() -> None:
    """Book: 11–12 always hurts, 2–3 always fails; +3 bonus for an influence of 11."""
    assert tables.influence_bonus(11) == 3
    assert tables.bombing_roll(11, 20).forced
    assert tables.bombing_roll(3, -5).failed
    assert tables.bombing_roll(7, 7).failed


# ------------------------------------------------------------------------------ government


def test_government_split_35_barrels() -> None:
    """Book: 35 barrels, 23 shared: 11, 8 (= (11 + 5) ÷ 2) and 5; first and second tied: 9."""
    assert tables.government_parts(35) == (11, 8, 5)
    assert tables.government_shares(35, [10, 7, 3, 1]) == [11, 8, 5, 0]
    assert tables.government_shares(35, [10, 10, 3, 1]) == [9, 9, 5, 0]


def test_government_split_50_barrels_german_example() -> None:
    """German pages: 50 barrels, 33 shared: 16, 12 and 8; two tied first: (16 + 12) ÷ 2 = 14."""
    assert tables.government_parts(50) == (16, 12, 8)
    assert tables.government_shares(50, [4, 9, 9, 1, 0]) == [8, 14, 14, 0, 0]


def test_government_ranking_counts_regions_two_and_a_half() -> None:
    """Book: influence + controlled regions × 2.5."""
    assert tables.government_score(4, 2) == 9.0
    assert tables.government_score(9, 0) < tables.government_score(2, 3)


def test_phase_three_extra_production_examples() -> None:
    """Book: a region producing 1 gives 1 to the player and 1 to the government; 3 gives 2
    and 2."""
    assert tables.government_extra_split(1) == (1, 1)
    assert tables.government_extra_split(3) == (2, 2)
    state = make_state(phase=3)
    control(state, 0, "karbala", logistics=2)
    control(state, 1, "basra", logistics=4)
    state, events = end_turn(state)
    made = {
        e.data["region"]: (e.data["player"], e.data["government"])
        for e in events
        if e.kind == "government_production"
    }
    assert made == {"karbala": (1, 1), "basra": (2, 2)}
    assert (state.players[0].government_oil, state.regions["karbala"].logistics) == (1, 1)
    assert (state.players[1].government_oil, state.regions["basra"].logistics) == (2, 3)
    assert state.government_oil() == 3


def test_phase_three_production_is_collected_and_stored_the_same_turn() -> None:
    """Book "Pétrole": the collection and the storage limit apply to every barrel on the board,
    so the extra production (made during the end-of-turn checks) comes before them: Basra
    holds 2 barrels and produces 2 more for its player; 2 are collected, 1 is stored (no tank)
    and 1 is lost — on the last turn too, before the final count."""
    state = make_state(phase=3, turn=4)
    seat = state.order[0]
    control(state, seat, "basra", logistics=4, barrels=2)
    reserve = state.players[seat].oil_reserve
    state, events = end_turn(state)
    assert state.stage == "over"
    assert state.players[seat].government_oil == 2
    assert state.players[seat].oil_reserve == reserve + 2
    assert state.regions["basra"].barrels == 1
    assert [e.data["lost"] for e in events if e.kind == "oil_lost"] == [1]


def test_phase_three_refinery_production() -> None:
    state = make_state(phase=3)
    control(state, 0, "basra", logistics=3, buildings=[Building(kind="refinery", builder=0)])
    state, _ = end_turn(state)
    assert (state.regions["basra"].logistics, state.players[0].government_oil) == (2, 2)


def test_phase_three_influence_loss() -> None:
    """Book: −1 influence per controlled region that did not produce; at 0 influence 4 $ a
    point; without money, oil from the reserve at the market price (no change given)."""
    state = make_state(phase=3)
    rich, poor, broke = (state.order[i] for i in range(3))
    state.players[rich].influence = 5
    control(state, rich, "basra")
    control(state, rich, "maysan")
    control(state, poor, "kirkuk")
    state.players[broke].money_cents = dollars(1)
    state.players[broke].oil_reserve = 5
    control(state, broke, "baghdad")
    state.oil_price_step = 1  # 1.00 $, 1.50 $ after this turn's rise (nobody sold)
    for seat in (rich, poor, broke):
        state.players[seat].media = 2  # one unit at a limit of 4: pacifism stays 0
    state, _ = end_turn(state)
    assert state.players[rich].influence == 3
    assert state.players[poor].money_cents == dollars(10 - 4)
    # 1 $ in cash, then 3 $ in oil at 1.50 $: 2 barrels.
    assert (state.players[broke].money_cents, state.players[broke].oil_reserve) == (0, 3)


def test_no_government_production_before_phase_three() -> None:
    state = make_state(phase=2, turn=4)
    control(state, 0, "basra", logistics=4)
    state, events = end_turn(state)
    assert not [e for e in events if e.kind == "government_production"]
    assert state.regions["basra"].logistics == 4


# ------------------------------------------------------------------------------ turn order


def test_turn_order_box_shifts_the_others() -> None:
    """Book: the player on the first Turn order box plays first; the former first becomes
    second, the second third, and so on."""
    state = make_state(players=4)
    state.order = [0, 1, 2, 3]
    state.pawns = [Pawn(seat=3, box="order_1", round=1), Pawn(seat=1, box="media_1", round=1)]
    state, _ = end_turn(state)
    assert state.order == [3, 0, 1, 2]
    state.stage, state.round, state.current = "actions", 2, 3
    state.pawns = [Pawn(seat=1, box="order_2", round=2), Pawn(seat=0, box="order_1", round=1)]
    state, _ = end_turn(state)
    assert state.order == [0, 1, 3, 2]


# ------------------------------------------------------------------------------ final count


def finished(state: OmbState) -> OmbState:
    """The same state with the game over (the last end of turn is done)."""
    state.stage = "over"
    state.eot_step = None
    return state


def test_final_scoring() -> None:
    """Book: sell all oil at the market price, government oil to the top three, tender money,
    pacifism penalty × 10; most money wins."""
    state = make_state(players=3)
    state.oil_price_step = 3  # 2.00 $
    state.players[0].government_oil = 35
    p0, p1, p2 = state.players
    p0.influence, p1.influence, p2.influence = 10, 7, 3
    p0.oil_reserve = 4
    control(state, 0, "basra", barrels=2)
    p1.tenders = 3
    p2.pacifism = 7  # 3 $ × 10
    result = GAME.result(finished(state))
    assert result is not None
    # P0: influence 10 + 2.5 = 12.5 → 11 barrels; P1 7 → 8; P2 3 → 5 (35 barrels: 11/8/5).
    finals, _ = endturn.final_counts(state)
    assert [f.government_barrels for f in finals] == [11, 8, 5]
    # P0: 10 $ + 6 barrels + 11 government barrels at 2 $; P1: 10 $ + 8 barrels + 10 $ of
    # tenders; P2: 10 $ + 5 barrels − 30 $.
    assert result.scores == [10 + 6 * 2 + 22, 10 + 16 + 10, 10 + 10 - 30]
    assert result.ranking == [[0], [1], [2]]


def test_last_end_of_turn_ends_the_game_with_the_count() -> None:
    state = make_state(players=3, phase=3)
    state.turn = state.options.turns_per_phase  # the last turn of the last phase
    state, events = end_turn(state)
    assert GAME.is_over(state)
    assert state.final is not None and len(state.final) == 3
    assert any(e.kind == "final_count" for e in events)
    result = GAME.result(state)
    assert result is not None
    assert result.scores == [f.total_cents / 100 for f in state.final]


def test_tender_money_is_read_from_the_track_and_stops_at_its_top() -> None:
    """One reading of the tender track serves the final count and the board's view."""
    assert tables.tender_dollars(0) == 0
    assert tables.tender_dollars(3) == board.TENDER_TRACK_DOLLARS[3]
    assert tables.tender_dollars(board.TENDER_MAX + 5) == board.TENDER_TRACK_DOLLARS[-1]


def test_final_ties_go_to_tenders_then_territories() -> None:
    """Book: a tie goes to the higher tender track, then to more controlled territories, and
    otherwise the victory is shared."""
    state = make_state(players=3)
    state.players[0].tenders = 1
    state.players[0].money_cents = dollars(7)  # 7 + 3 tender money = 10
    control(state, 1, "karbala", military=1)
    result = GAME.result(finished(state))
    assert result is not None
    assert result.scores == [10, 10, 10]
    # P0 leads on tenders; P1 beats P2 on controlled territories.
    assert result.ranking == [[0], [1], [2]]
    state.players[0].tenders = 0
    state.players[0].money_cents = dollars(10)
    state.regions["karbala"].controller = None
    result = GAME.result(state)
    assert result is not None and result.ranking == [[0, 1, 2]]


# ------------------------------------------------------------------------------ properties


@given(
    barrels=st.lists(st.integers(0, 9), min_size=4, max_size=4),
    tanks=st.lists(st.integers(0, 2), min_size=4, max_size=4),
    pipelines=st.lists(st.booleans(), min_size=4, max_size=4),
)
@settings(max_examples=60, deadline=None)
def test_collection_never_creates_oil_and_respects_storage(
    barrels: list[int], tanks: list[int], pipelines: list[bool]
) -> None:
    state = make_state(players=3)
    regions = ("basra", "maysan", "dhi_qar", "baghdad")
    for index, rid in enumerate(regions):
        buildings = [Building(kind="tank", builder=0)] * tanks[index]
        if pipelines[index]:
            buildings = [*buildings, Building(kind="pipeline", builder=0)]
        control(state, index % 2, rid, barrels=barrels[index], buildings=buildings)
    allowance = [2 + sum(p for i, p in enumerate(pipelines) if i % 2 == seat) for seat in (0, 1)]
    events = endturn.collect_oil(state)
    lost = sum(e.data["lost"] for e in events if e.kind == "oil_lost")
    left = sum(state.regions[rid].barrels for rid in regions)
    collected = [state.players[seat].oil_reserve for seat in (0, 1)]
    assert left + lost + sum(collected) == sum(barrels)
    assert all(c <= a for c, a in zip(collected, allowance, strict=True))
    for index, rid in enumerate(regions):
        assert state.regions[rid].barrels <= tables.storage_capacity(tanks[index])


@given(barrels=st.integers(0, 200), scores=st.lists(st.integers(0, 6), min_size=3, max_size=5))
def test_government_shares_never_exceed_the_three_parts(barrels: int, scores: list[int]) -> None:
    shares = tables.government_shares(barrels, [float(s) for s in scores])
    assert sum(shares) <= sum(tables.government_parts(barrels))
    assert sum(1 for s in shares if s > 0) <= 3 or len(set(scores)) < len(scores)
    for a in range(len(scores)):
        for b in range(len(scores)):
            if scores[a] > scores[b]:
                assert shares[a] >= shares[b]


@given(
    money=st.integers(0, 2000),
    pacifism=st.integers(0, 15),
    media=st.integers(0, 15),
    military=st.integers(0, 15),
)
@settings(max_examples=60, deadline=None)
def test_pacifism_check_never_makes_money_negative(
    money: int, pacifism: int, media: int, military: int
) -> None:
    state = make_state(players=3)
    seat = state.order[0]
    state.players[seat].money_cents = money
    state.players[seat].pacifism = pacifism
    state.players[seat].media = media
    state.regions[board.BORDER].military[seat] = military
    endturn.check_pacifism(state)
    player = state.players[seat]
    assert player.money_cents >= 0
    assert 0 <= player.pacifism <= board.PACIFISM_MAX
    expected = tables.clamp_track(pacifism + tables.pacifism_change(military, media))
    assert player.pacifism == expected
