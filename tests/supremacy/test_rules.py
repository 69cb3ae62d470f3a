"""Suprématie's rules and the book's worked examples, through the engine contract."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.supremacy.data import cards, tables, world
from rules.supremacy.engine import ENGINE as GAME

from .helpers import keys, play, started, to_phase

THREE = ["usa", "ussr", "europe"]


# ------------------------------------------------------------------------------ set-up


def test_set_up_is_the_books() -> None:
    """7 B$ each, prices at 500 M$, 3 units of each resource, an army on every home
    territory, the home companies face up, the unchosen superpowers' cards in the deck."""
    state = started(THREE)
    for seat, power in enumerate(state.powers):
        assert power.money == 7000
        assert power.storage == {"oil": 3, "grain": 3, "minerals": 3}
        homes = world.home_territories(power.power)
        assert {f.where for f in state.forces if f.seat == seat} == set(homes)
        assert all(f.armies == 1 for f in state.forces if f.seat == seat)
        assert sorted(power.companies) == sorted(c.id for c in cards.home_cards(power.power))
        assert len(power.companies) == 6
    assert state.prices == {"oil": 500, "grain": 500, "minerals": 500}
    china = {c.id for c in cards.home_cards("china")}
    assert china <= set(state.deck.draw_pile)
    assert len(state.deck.draw_pile) == 65 - 18


def test_the_highest_die_chooses_first_and_the_last_to_choose_plays_first() -> None:
    for seed in range(6):
        state = GAME.setup(["a", "b", "c", "d"], seed, {})
        dice = state.choice_dice
        first = dice.index(max(dice))
        assert dice.count(max(dice)) == 1
        order = []
        while state.stage == "choose":
            seat = GAME.to_act(state)[0]
            order.append(seat)
            free = GAME.legal_actions(state, seat).actions[0].steps[0].choices
            assert free is not None
            state, _ = GAME.apply(state, seat, {"kind": "choose", "power": free[0].value})
        assert order == [(first + i) % 4 for i in range(4)]
        assert state.turn.seat == order[-1]
        assert GAME.to_act(state) == [order[-1]]


def test_turns_pass_left() -> None:
    state = started(THREE)
    first = state.turn.seat
    state = to_phase(state, 3)
    state, _ = play(state, first, kind="end_turn")
    assert state.turn.seat == (first + 1) % 3


def test_no_attack_and_no_nuclear_research_in_the_first_turn() -> None:
    state = started(THREE)
    seat = state.turn.seat
    state, _ = play(state, seat, kind="pay")
    phases = GAME.legal_actions(state, seat).spec("phase")
    assert phases is not None and phases.steps[0].choices is not None
    assert 4 not in [c.value for c in phases.steps[0].choices]
    with pytest.raises(IllegalAction):
        play(state, seat, kind="phase", phase=4)
    state, _ = play(state, seat, kind="phase", phase=6)
    assert GAME.legal_actions(state, seat).spec("research") is None


# ------------------------------------------------------------------------------ phases


def test_phase_one_salaries_and_interest() -> None:
    """10 M$ per army or fleet, 50 M$ per company, then the interest on the loans."""
    state = started(THREE)
    seat = state.turn.seat
    state.powers[seat].loans = 5
    forces = sum(f.armies + f.fleets for f in state.forces if f.seat == seat)
    state, _ = play(state, seat, kind="pay")
    assert state.powers[seat].money == 7000 - 10 * forces - 50 * 6 - tables.interest(5)
    assert tables.interest(5) == 500


def test_unpaid_forces_leave_the_board_and_unpaid_companies_do_not_produce() -> None:
    state = started(THREE)
    seat = state.turn.seat
    state.powers[seat].money = 25  # two armies' salaries, no company's
    armies = sum(f.armies for f in state.forces if f.seat == seat)
    store = dict(state.powers[seat].storage)
    state, events = play(state, seat, kind="pay")
    assert state.turn.unpaid_forces == armies - 2
    # Disbanding is the only move of the turn left; the bank and deals stay open "à tout
    # moment" (a loan now pays no salary: they were paid with the money there was).
    assert GAME.legal_actions(state, seat).kinds() == ["disband", "loan", "offer"]
    while state.turn.unpaid_forces:
        where = next(f.where for f in state.forces if f.seat == seat)
        state, events = play(state, seat, kind="disband", unit="army", where=where)
    assert sum(f.armies for f in state.forces if f.seat == seat) == 2
    assert state.powers[seat].storage == store  # no company was paid: nothing produced


def test_phase_two_stores_five_grain_and_loses_the_overflow() -> None:
    """Book: "si une des entreprises du joueur a produit 5 unités de céréales, le marqueur
    ... doit être déplacé de cinq ronds"; what does not fit is lost."""
    state = started(THREE)
    seat = state.turn.seat
    power = state.powers[seat]
    card = "western_canada_grain"
    assert cards.RESOURCE_CARDS[card].production == 5
    state.deck.draw_pile.remove(card)
    power.companies = [card]
    state, events = play(state, seat, kind="pay")
    assert state.powers[seat].storage["grain"] == 3 + 5
    state.powers[seat].storage["grain"] = 10
    state.turn.phase = 1
    state.turn.paid = False
    state, events = play(state, seat, kind="pay")
    assert state.powers[seat].storage["grain"] == 12
    assert "overflow" in keys(events)


def test_phases_three_five_and_seven_in_that_order_and_no_more_than_three() -> None:
    """Book: "s'il a choisi les phases 3, 5 et 7, il doit d'abord passer par la phase 3,
    puis par la phase 5 et enfin par la phase 7"."""
    state = started(THREE)
    seat = state.turn.seat
    state = to_phase(state, 3)
    state, _ = play(state, seat, kind="done")
    state, _ = play(state, seat, kind="phase", phase=5)
    state, _ = play(state, seat, kind="done")
    with pytest.raises(IllegalAction):
        play(state, seat, kind="phase", phase=3)
    state, _ = play(state, seat, kind="phase", phase=7)
    state, _ = play(state, seat, kind="done")
    assert GAME.legal_actions(state, seat).spec("phase") is None
    assert GAME.legal_actions(state, seat).spec("end_turn") is not None


def test_selling_two_oil_at_500() -> None:
    """Book: two oil sold at 500 M$ pay 1 B$ and leave the price at 400 M$."""
    state = to_phase(started(THREE), 3)
    seat = state.turn.seat
    money = state.powers[seat].money
    oil = state.powers[seat].storage["oil"]
    state, _ = play(state, seat, kind="sell", resource="oil", count=2)
    assert state.powers[seat].money == money + 1000
    assert state.prices["oil"] == 400
    assert state.powers[seat].storage["oil"] == oil - 2


def test_buying_two_grain_at_100() -> None:
    """Book: two grain bought at 100 M$ cost 200 M$ and move the price two circles up."""
    state = to_phase(started(THREE), 7)
    seat = state.turn.seat
    state.prices["grain"] = 100
    money = state.powers[seat].money
    grain = state.powers[seat].storage["grain"]
    state, _ = play(state, seat, kind="buy", resource="grain", count=2)
    assert state.powers[seat].money == money - 200
    assert state.powers[seat].storage["grain"] == grain + 2
    assert state.prices["grain"] == tables.price_after(100, 2)


def test_phase_seven_is_buying_or_prospecting_not_both() -> None:
    state = to_phase(started(THREE), 7)
    seat = state.turn.seat
    state, _ = play(state, seat, kind="buy", resource="grain", count=1)
    assert GAME.legal_actions(state, seat).spec("prospect") is None


def test_prospecting_pays_200_a_card_and_keeps_the_territory_secret() -> None:
    state = to_phase(started(THREE), 7)
    seat = state.turn.seat
    money = state.powers[seat].money
    state, events = play(state, seat, kind="prospect", resource="oil")
    turned = next(e for e in events if e.key == "prospect").params["cards"]
    hand = state.deck.hands[seat]
    if hand:
        assert state.powers[seat].money == money - 200 * turned
        card = hand[0]
        assert cards.card_kind(card) == "oil"
        public = GAME.view(state, None).public
        assert public.powers[seat].prospects == ["oil"]
        assert card not in public.model_dump_json()
        mine = GAME.view(state, seat).private
        assert mine.prospects[0].card == card
        assert all(
            e.to == seat
            for e in events
            if card in e.text or "territory" in e.params and e.key == "prospect_private"
        )
    else:
        assert "prospect_back" in keys(events) or "prospect_none" in keys(events)


def test_a_prospected_company_opens_when_occupied_in_a_later_turn() -> None:
    state = to_phase(started(THREE), 7)
    seat = state.turn.seat
    card = "arabia_oil"
    state.deck.draw_pile.remove(card)
    state.deck.draw_pile.insert(0, card)
    state.rng = state.rng  # the deck is shuffled before turning: find the card by playing
    state.deck.hands[seat].append(card)
    state.deck.draw_pile.remove(card)
    state.powers[seat].prospect_turns.append(state.turn.number)
    from rules.supremacy import forces

    forces.add(state, "arabia", seat, armies=1)
    state.holders["arabia"] = seat
    state, _ = play(state, seat, kind="done")
    assert card in state.deck.hands[seat]  # not in the turn it was found
    for _ in range(3):
        state, _ = (
            play(state, state.turn.seat, kind="end_turn")
            if state.turn.phase != 1
            else (play(state, state.turn.seat, kind="pay"))
        )
    while state.turn.seat != seat or state.turn.phase == 1:
        if state.turn.phase == 1:
            state, _ = play(state, state.turn.seat, kind="pay")
        else:
            state, _ = play(state, state.turn.seat, kind="end_turn")
    state, events = play(state, seat, kind="phase", phase=5)
    assert card in state.powers[seat].companies
    assert "company_open" in keys(events)


# ------------------------------------------------------------------------------ moves


def test_four_armies_from_eastern_europe_to_the_sahara_cost_one_oil() -> None:
    """Book: four armies from Eastern Europe to the Sahara across the Mediterranean cost
    1 oil if a fleet was in the Mediterranean."""
    state = started(["europe", "usa", "ussr"])
    seat = next(s for s, p in enumerate(state.powers) if p.power == "europe")
    from rules.supremacy import forces

    forces.add(state, "eastern_europe", seat, armies=3)
    forces.add(state, "mediterranean_sea", seat, fleets=1)
    state.turn.seat = seat
    state = to_phase(state, 5)
    oil = state.powers[seat].storage["oil"]
    grain = state.powers[seat].storage["grain"]
    state, _ = play(
        state,
        seat,
        kind="move",
        how="embark",
        origin="eastern_europe",
        to="mediterranean_sea",
        count=4,
    )
    state, _ = play(
        state, seat, kind="move", how="land", origin="mediterranean_sea", to="sahara", count=4
    )
    assert state.powers[seat].storage["oil"] == oil - 1
    assert state.powers[seat].storage["grain"] == grain
    assert forces.armies(state, "sahara", seat) == 4
    assert state.holders["sahara"] == seat


def test_a_land_move_costs_one_grain_per_territory_and_an_airlift_two_oil() -> None:
    state = started(THREE)
    seat = state.turn.seat
    state = to_phase(state, 5)
    legal = GAME.legal_actions(state, seat)
    march = legal.spec("move")
    assert march is not None
    grain = state.powers[seat].storage["grain"]
    home, neighbour = next(
        (h, r)
        for h in world.home_territories(state.powers[seat].power)
        for r in world.neighbours(h)
        if world.is_land(r) and not any(f.where == r for f in state.forces)
    )
    state, _ = play(state, seat, kind="move", how="march", origin=home, to=neighbour, count=1)
    assert state.powers[seat].storage["grain"] == grain - 1
    oil = state.powers[seat].storage["oil"]
    state, _ = play(
        state, seat, kind="move", how="fly", origin=neighbour, to="new_zealand", count=1
    )
    assert state.powers[seat].storage["oil"] == oil - 2


def test_passing_through_another_players_army_needs_permission() -> None:
    state = started(["usa", "europe", "ussr"])
    usa = next(s for s, p in enumerate(state.powers) if p.power == "usa")
    europe = next(s for s, p in enumerate(state.powers) if p.power == "europe")
    from rules.supremacy import forces

    forces.add(state, "western_canada", europe, armies=1)
    forces.add(state, "northern_canada", europe, armies=1)
    state.turn.seat = usa
    state = to_phase(state, 5)
    state.powers[usa].storage["grain"] = 5
    state, events = play(
        state, usa, kind="move", how="march", origin="alaska", to="eastern_canada", count=1
    )
    assert "passage_asked" in keys(events)
    assert GAME.to_act(state) == [europe]
    refused, _ = play(state, europe, kind="answer", accept=False)
    assert forces.armies(refused, "alaska", usa) == 1
    assert refused.powers[usa].storage["grain"] == 5
    allowed, _ = play(state, europe, kind="answer", accept=True)
    assert forces.armies(allowed, "eastern_canada", usa) == 1
    assert allowed.powers[usa].storage["grain"] == 3  # through Northern Canada: 2 steps


# ------------------------------------------------------------------------------ building


def test_two_armies_and_one_fleet_for_one_set() -> None:
    """Book: a set and 300 M$ build 3 forces in any mix ("2 armées et 1 flotte")."""
    state = started(THREE)
    seat = state.turn.seat
    power = state.powers[seat].power
    state = to_phase(state, 6)
    home = world.home_territories(power)[0]
    sea = next(
        s
        for h in world.home_territories(power)
        for s in world.seas_bordering(h)
        if world.REGIONS[s].kind == "territorial"
    )
    money = state.powers[seat].money
    store = dict(state.powers[seat].storage)
    state, _ = play(state, seat, kind="build", unit="army", where=home, count=2)
    state, _ = play(state, seat, kind="build", unit="fleet", where=sea, count=1)
    assert state.powers[seat].money == money - 300
    assert state.powers[seat].storage == {r: n - 1 for r, n in store.items()}
    from rules.supremacy import forces

    assert forces.armies(state, home, seat) == 3
    assert forces.fleets(state, sea, seat) == 1


def test_no_building_where_an_opponent_stands() -> None:
    state = started(THREE)
    seat = state.turn.seat
    other = (seat + 1) % 3
    home = world.home_territories(state.powers[seat].power)[0]
    from rules.supremacy import forces

    forces.add(state, home, other, armies=1)
    state = to_phase(state, 6)
    with pytest.raises(IllegalAction):
        play(state, seat, kind="build", unit="army", where=home, count=1)


def _usa_turn_with_western_usa_left_by(holder: str) -> tuple[object, int, int]:
    """The USA on turn in phase 6, Western USA last held by ``holder``'s army, which has left
    (an adversary's army that marched in takes the territory and its companies; nothing of
    his stands there any more)."""
    from rules.supremacy import forces

    state = started(["usa", "ussr", "europe"])
    usa = next(s for s, p in enumerate(state.powers) if p.power == "usa")
    other = next(s for s, p in enumerate(state.powers) if p.power == holder)
    state.turn.seat = usa
    forces.remove(state, "western_usa", usa, armies=1)
    forces.occupy(state, "western_usa", other)
    assert forces.occupants(state, "western_usa") == []
    state = to_phase(state, 6)
    return state, usa, other


def test_an_army_is_built_at_home_where_an_adversary_passed_and_left() -> None:
    """Book, phase 6: « Le joueur peut "construire" une armée dans un de ses territoires
    d'origine » — « Des armées ou des flottes ne peuvent pas être construites où un
    adversaire possède déjà une armée ou une flotte »: only forces standing there block; an
    adversary who passed through and left possesses no army there. The army built holds the
    territory again, and with it the companies the adversary had taken."""
    from rules.supremacy import forces

    state, usa, ussr = _usa_turn_with_western_usa_left_by("ussr")
    oil = next(
        c for c in cards.RESOURCE_CARDS if cards.RESOURCE_CARDS[c].territory == "western_usa"
    )
    assert oil in state.powers[ussr].companies
    state, events = play(state, usa, kind="build", unit="army", where="western_usa", count=1)
    assert forces.armies(state, "western_usa", usa) == 1
    assert forces.holder(state, "western_usa") == usa
    assert oil in state.powers[usa].companies and oil not in state.powers[ussr].companies
    assert "cards_taken" in keys(events)


def test_a_fleet_is_built_off_a_home_territory_an_adversary_passed_and_left() -> None:
    """Book, phase 6: « Il peut construire une flotte dans une case maritime bleu-clair
    bordant un de ses territoires d'origine »; the restrictions name forces standing there
    (« où un adversaire possède déjà une armée ou une flotte », « bordant un territoire
    occupé par un adversaire »), not who last passed through. The US Pacific Coast borders
    Western USA and no other US home territory."""
    from rules.supremacy import forces

    assert world.REGIONS["us_pacific_coast"].kind == "territorial"
    homes = set(world.home_territories("usa"))
    assert homes & set(world.lands_bordering("us_pacific_coast")) == {"western_usa"}
    state, usa, _ = _usa_turn_with_western_usa_left_by("europe")
    state, _ = play(state, usa, kind="build", unit="fleet", where="us_pacific_coast", count=1)
    assert forces.fleets(state, "us_pacific_coast", usa) == 1


def test_bomb_research_pays_200_a_card_and_the_prototype_its_price() -> None:
    state = started(THREE)
    seat = state.turn.seat
    state.powers[seat].turns_played = 1
    state = to_phase(state, 6)
    money = state.powers[seat].money
    turned = 0
    while state.turn.research is not None or turned == 0:
        state, events = play(state, seat, kind="research", weapon="bomb")
        turned += 1
        if "prototype" in keys(events):
            break
    assert state.powers[seat].bombs == 1 and state.powers[seat].bomb_known
    assert state.powers[seat].money == money - 200 * turned - 500
    assert "make_weapon" not in GAME.legal_actions(state, seat).kinds()


# ------------------------------------------------------------------------------ loans


def test_loans_interest_and_default() -> None:
    """Interest per the printed table; unpaid interest puts the player in default: no bank
    loan, no market, until the arrears are paid."""
    state = started(THREE)
    seat = state.turn.seat
    state, _ = play(state, seat, kind="loan", op="borrow", billions=3)
    assert state.powers[seat].money == 10000 and state.powers[seat].loans == 3
    state.powers[seat].money = 0
    state, events = play(state, seat, kind="pay")
    while state.turn.unpaid_forces:
        where = next(f.where for f in state.forces if f.seat == seat)
        state, events = play(state, seat, kind="disband", unit="army", where=where)
    assert state.powers[seat].arrears == tables.interest(3) == 150
    state, _ = play(state, seat, kind="phase", phase=3)
    legal = GAME.legal_actions(state, seat)
    assert legal.spec("sell") is None and legal.spec("loan") is None
    state.powers[seat].money = 500
    state, _ = play(state, seat, kind="loan", op="arrears")
    assert state.powers[seat].arrears == 0 and state.powers[seat].money == 350
    assert GAME.legal_actions(state, seat).spec("sell") is not None


def test_repayment_only_in_whole_billions_in_phase_one() -> None:
    state = started(THREE)
    seat = state.turn.seat
    state.powers[seat].loans = 2
    state, _ = play(state, seat, kind="loan", op="repay", billions=1)
    assert state.powers[seat].loans == 1 and state.powers[seat].money == 6000
    state, _ = play(state, seat, kind="pay")
    assert (
        GAME.legal_actions(state, seat).allows({"kind": "loan", "op": "repay", "billions": 1})
        is False
    )


def test_random_attribution_set_up() -> None:
    """Optional rule: the distributor (highest die) picks last and plays first; three cards
    of a pack and three more from the deck (none of another superpower's territory, no
    territory two players share, no bomb or SAN); an army on each territory of one's cards;
    a die of each resource; prices from two dice counted from the floor."""
    for seed in range(4):
        state = GAME.setup(["a", "b", "c"], seed, {"random_attribution": True})
        distributor = state.choice_dice.index(max(state.choice_dice))
        assert state.choosing[-1] == distributor
        while state.stage == "choose":
            seat = GAME.to_act(state)[0]
            state, _ = play(state, seat, kind="choose", power="pack_1")
        assert state.turn.seat == distributor
        territories: list[str] = []
        homes = {s: set(world.home_territories(p.power)) for s, p in enumerate(state.powers)}
        for seat, power in enumerate(state.powers):
            assert len(power.companies) == 6
            own = [cards.RESOURCE_CARDS[c].territory for c in power.companies]
            assert sum(t in homes[seat] for t in own) >= 3
            for territory in own:
                assert not any(territory in homes[o] for o in homes if o != seat)
                assert any(f.where == territory and f.seat == seat for f in state.forces)
            territories += sorted(set(own))
            assert all(1 <= n <= 6 for n in power.storage.values())
        assert len(territories) == len(set(territories))
        floors = {tables.price_counted_from_floor(k) for k in range(2, 13)}
        assert set(state.prices.values()) <= floors
