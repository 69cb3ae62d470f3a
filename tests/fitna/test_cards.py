"""Each card's effect in isolation, through the engine's contract, with fixed dice."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import Event
from rules.fitna import board
from rules.fitna.data import cards as fcards
from rules.fitna.state import FitnaState
from tests.fitna import position as P


def events_phase(*cards: int, seat: int = P.SYR, turn: int = 4) -> FitnaState:
    state = P.started()
    P.empty_hands(state)
    P.give(state, seat, *cards)
    state.turn = turn
    P.phase(state, seat, "events")
    return state


def answer(state: FitnaState, *values: str) -> tuple[FitnaState, list[Event]]:
    """Answer the open questions: ``values`` in order, then the defaults."""
    found: list[Event] = []
    queue = list(values)
    while state.questions.open:
        seat = P.GAME.to_act(state)[0]
        if queue:
            value = queue.pop(0)
            action: dict[str, Any] = (
                {"kind": "pass"} if value == "pass" else {"kind": "choose", "value": value}
            )
        else:
            action = P.GAME.default_action(state, seat) or {"kind": "pass"}
        state, more = P.play(state, seat, action)
        found += more
    return state, found


def event(
    state: FitnaState, number: int, *values: str, seat: int = P.SYR
) -> tuple[FitnaState, list[Event]]:
    state, found = P.play(state, seat, {"kind": "event", "card": number})
    state, more = answer(state, *values)
    return state, found + more


def test_tension_cards() -> None:
    for number in (77, 88, 89):
        state = events_phase(number)
        state.tension = 4
        state, _ = event(state, number)
        assert state.tension == 4 + fcards.CARDS[number].tension
        assert number in state.removed


def test_tension_5_brings_the_high_tension_cards() -> None:
    state = events_phase(77)
    state.tension = 3
    waiting = list(state.high_tension)
    state, found = event(state, 77)
    assert state.tension == 5 and not state.high_tension
    piles = state.support.draw_pile + state.events.draw_pile
    assert all(str(n) in piles for n in waiting) and P.find(found, "tension_level")


def test_tension_6_gives_every_player_a_batch() -> None:
    state = events_phase(77)
    state.tension = 5
    state.tension_levels_fired = [5]
    state, found = event(state, 77, "batch")
    assert state.batches["SYR"][0] != ["hezb_leb_radwan", "hezb_leb_2"]
    assert board.box_of(state, "hezb_leb_radwan") is not None


def test_a_card_goes_on_after_the_batches_its_tension_gives() -> None:
    """Card 79: "+2 sur l'échelle de tension internationale ; le joueur iranien reçoit
    immédiatement un échelon de renforts supplémentaires ; les conditions de victoire du
    joueur israélien sont rehaussées d'un niveau". From 5, the +2 reaches 6, where 22.1 offers
    every player a batch: once those offers are answered, the card's last effects still come
    (the raised threshold: the engine used to drop them, the offers not resuming the card)."""
    state = events_phase(79)
    state.tension = 5
    state.tension_levels_fired = [5]
    state, found = P.play(state, P.SYR, {"kind": "event", "card": 79})
    assert state.tension == 7 and [q.kind for q in state.questions.open] == ["reinforce"] * 2
    state, more = answer(state, "pass", "pass")
    raised = [e for e in state.effects if e.kind == "raise_victory" and e.card == 79]
    assert len(raised) == 1 and raised[0].side == "ISR" and P.find(found + more, "effect")
    assert not state.questions.open and P.GAME.to_act(state) == [P.SYR]


def test_air_strike_35_with_a_fixed_die() -> None:
    state = events_phase(35)
    P.rig(state, 5)
    state, found = event(state, 35, "idlib")
    strike = P.find(found, "strike")
    assert len(strike) == 3  # every unit in the box rolls
    assert "fsa_1" not in [u for u in board.units_at(state, "idlib")] or "fsa_1" in state.reduced


def test_strikes_on_daesh_47_only_hit_daesh() -> None:
    state = events_phase(47)
    P.put(state, "raqqa", "daesh_01", "daesh_02")
    P.rig(state, 3, 3)
    state, _ = event(state, 47, "raqqa")
    assert "daesh_01" in state.pools["DAESH"] and "daesh_02" in state.pools["DAESH"]


def test_strikes_in_syria_76_hit_only_syrians() -> None:
    state = events_phase(76, seat=P.TUR)
    P.rig(state, 6, 6, 6)
    state, found = event(state, 76, "damascus", "pass", seat=P.TUR)
    assert {"syr_rg", "syr_4_arm", "syr_mil_ndf"} <= set(state.eliminated)
    assert state.tension == 3


def test_air_superiority_25_cancels_an_air_strike() -> None:
    state = events_phase(35)
    P.give(state, P.TUR, 25)
    state, found = P.play(state, P.SYR, {"kind": "event", "card": 35})
    state, more = P.play(state, P.SYR, {"kind": "choose", "value": "idlib"})
    assert P.GAME.to_act(state) == [P.TUR]
    state, more = P.play(state, P.TUR, {"kind": "choose", "value": "25"})
    assert P.find(more, "air_cancelled") and not P.find(more, "strike")
    assert sorted(board.units_at(state, "idlib")) == ["alsham_ahrar", "fsa_1", "fsa_2"]


def test_truce_34_forbids_attacks_for_two_turns() -> None:
    state = events_phase(34)
    state, _ = event(state, 34, "quseir")
    assert state.truces == {"quseir": 2}
    P.phase(state, P.SYR, "offensives", offensives=1)
    targets = P.GAME.legal_actions(state, P.SYR).values_of("attack", "target", {"origin": "homs"})
    assert "quseir" not in [v for v, _ in targets]


def test_cyber_war_37() -> None:
    state = events_phase(37)
    P.give(state, P.TUR, 1, 2, 3)
    P.rig(state, 6, 1)
    state, found = event(state, 37, "1:1", "1:2")
    assert [int(c) for c in state.support.hands[P.TUR]] == [3]
    assert P.find(found, "seen_hand")[0].to == P.SYR


def test_terror_campaign_38() -> None:
    state = events_phase(38)
    state, _ = event(state, 38)
    assert state.terror_target == P.TUR
    P.phase(state, P.TUR, "offensives", offensives=1)
    assert "attack" not in P.kinds(state, P.TUR)  # no Daesh on the map


def test_secret_services_39() -> None:
    state = events_phase(39)
    P.give(state, P.TUR, 9)
    state, _ = event(state, 39, "1:9")
    assert "9" in state.support.hands[P.SYR] and "9" not in state.support.hands[P.TUR]


def test_fake_news_40() -> None:
    state = events_phase(40)
    P.give(state, P.TUR, 9)
    state, found = event(state, 40)
    assert not state.support.hands[P.TUR] and "9" in state.support.discard
    assert P.find(found, "you_lost")[0].to == P.TUR


def test_lebanon_war_41() -> None:
    state = events_phase(41)
    P.put(state, "beirut", "hezb_leb_radwan", "hezb_leb_2")
    P.rig(state, 5, 3)  # units roll in id order: hezb_leb_2, then the Radwan force
    state, _ = event(state, 41)
    assert "hezb_leb_radwan" in state.reduced
    assert "hezb_leb_2" in state.removed_units and state.tension == 4


def test_israel_strikes_syria_42() -> None:
    state = events_phase(42, seat=P.TUR)
    P.rig(state, 1, 1, 1)
    state, found = event(state, 42, "damascus", "pass", seat=P.TUR)
    assert len(P.find(found, "strike")) == 3


def test_peshmergas_43_and_kurdish_rivalry_24() -> None:
    state = events_phase(43)
    state, found = event(state, 43, "revive:pyd_mobile_2", "hasakah", "2")
    assert board.box_of(state, "pyd_mobile_2") == "hasakah"
    assert state.activation is not None and state.activation.moves == 4
    assert "done" in P.kinds(state, P.SYR)
    state, _ = P.play(state, P.SYR, {"kind": "done"})
    assert state.activation is None
    # card 24 cancels a Peshmerga card and bars the others this turn
    state = events_phase(44, 45)
    P.give(state, P.TUR, 24)
    state, found = P.play(state, P.SYR, {"kind": "event", "card": 44})
    assert P.GAME.to_act(state) == [P.TUR]
    state, found = P.play(state, P.TUR, {"kind": "choose", "value": "24"})
    assert state.activation is None and P.find(found, "countered")
    assert 45 not in [
        v for v, _ in P.GAME.legal_actions(state, P.SYR).values_of("event", "card", {})
    ]


def test_daesh_50_and_counter_insurgency_27() -> None:
    state = events_phase(50)
    state, found = event(state, 50, "pass", "raqqa", "raqqa", "raqqa")
    assert len(board.units_at(state, "raqqa")) == 3
    assert state.stacks["raqqa"].known_to == []  # nobody sees Daesh's counters
    assert state.activation is not None and state.activation.free_offensive
    state = events_phase(51)
    P.give(state, P.TUR, 27)
    state, _ = P.play(state, P.SYR, {"kind": "event", "card": 51})
    state, found = P.play(state, P.TUR, {"kind": "choose", "value": "27"})
    assert state.activation is None and not board.side_units(state, "DAESH")


def test_reinforcements_54_batch_once_a_turn() -> None:
    state = events_phase(54, 55)
    state, _ = event(state, 54, "event", "batch", "baalbek", "baalbek")
    assert board.units_at(state, "baalbek") == ["hezb_leb_radwan", "hezb_leb_2"]
    state, _ = P.play(state, P.SYR, {"kind": "event", "card": 55})
    state, _ = P.play(state, P.SYR, {"kind": "choose", "value": "event"})
    offered = [v for v, _ in P.GAME.legal_actions(state, P.SYR).values_of("choose", "value", {})]
    assert "batch" not in offered


def test_no_fly_zone_64() -> None:
    state = events_phase(64, seat=P.TUR)
    state, _ = event(state, 64, seat=P.TUR)
    assert any(
        m.kind == "no_fly" and m.seat == P.SYR for m in P.GAME.view(state, None).public.markers
    )
    # the regime flies no air mission this turn: no air strike, no close air support
    P.give(state, P.SYR, 35, 12, 1)
    P.phase(state, P.SYR, "events")
    assert [v for v, _ in P.GAME.legal_actions(state, P.SYR).values_of("event", "card", {})] == []
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech")
    P.put(state, "quseir", "fsa_3")
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    state, _ = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": "quseir",
                                     "units": "syr_5_mech"})  # fmt: skip
    offered = [v for v, _ in P.GAME.legal_actions(state, P.SYR).values_of("support", "card", {})]
    assert offered == [1]  # Command, not the aircraft


def test_coup_67() -> None:
    state = events_phase(67, seat=P.TUR)
    regulars = [u for u in board.side_units(state, "SYR") if board.unit(u).nation == "SYR"
                and not board.unit(u).loyal]  # fmt: skip
    state, found = event(state, 67, seat=P.TUR)
    rolls = P.find(found, "coup_roll")
    assert len(rolls) == len(regulars)  # elite (L) units and militias never roll (23.1)
    for roll in rolls:
        assert roll.params["what"] == {1: "rebel", 2: "rebel", 3: "eliminate", 4: "eliminate",
                                       5: "loyal", 6: "loyal"}[roll.params["die"]]  # fmt: skip
    rebels = [u for u in regulars if board.side_of(state, u) == "TUR"]
    gone = [u for u in regulars if u in state.eliminated]
    assert len(rebels) == sum(r.params["what"] == "rebel" for r in rolls)
    assert len(gone) == sum(r.params["what"] == "eliminate" for r in rolls)
    assert board.side_of(state, "syr_rg") == "SYR" and board.side_of(state, "syr_mil_ndf") == "SYR"
    assert all(board.nation(state, u) == "FSA" for u in rebels)  # interpretation 19
    assert P.GAME.invariants(state) == [] and state.tension == 3


def test_a_coup_rolls_once_for_units_a_split_already_eliminated() -> None:
    """23.2: a defector stronger than the loyal units beside him keeps the box; those who
    cannot retreat are eliminated, and do not roll for the coup afterwards."""
    state = events_phase(67, seat=P.TUR)
    for uid in board.side_units(state, "SYR"):
        if board.unit(uid).nation == "SYR" and not board.unit(uid).loyal:
            board.eliminate(state, uid)
    P.put(state, "palmyra", "syr_11_arm", "syr_17_res")  # defence 4 and 3
    for box in board.fmap.NEIGHBOURS["palmyra"]:
        P.clear_box(state, box)
        state.control[box] = "TUR"
    P.rig(state, 1)  # syr_11_arm rolls first: a rebel
    state, found = event(state, 67, seat=P.TUR)
    assert [r.params["what"] for r in P.find(found, "coup_roll")] == ["rebel"]
    assert P.find(found, "no_retreat")
    assert board.units_at(state, "palmyra") == ["syr_11_arm"]
    assert state.eliminated.count("syr_17_res") == 1
    assert P.GAME.invariants(state) == []


def test_ramadan_ceasefire_78() -> None:
    state = events_phase(78)
    state, _ = event(state, 78)
    P.phase(state, P.SYR, "offensives", offensives=1)
    from rules.fitna.data import units

    targets = [
        str(t) for t, _ in P.GAME.legal_actions(state, P.SYR).values_of("attack", "target", {})
    ]
    assert "idlib" not in targets  # Free Syrian Army brigades are no militia
    for target in targets:  # only Daesh or militias may be attacked
        assert all(board.nation(state, u) in units.MILITIA_NATIONS | {"DAESH"}
                   for u in board.units_at(state, target))  # fmt: skip


def test_un_security_council_90() -> None:
    state = events_phase(90)
    P.rig(state, 3)
    state, _ = event(state, 90)
    assert P.GAME.is_over(state) and P.GAME.result(state) is not None
    state = events_phase(90)
    P.rig(state, 5)
    state, _ = event(state, 90)
    assert state.end_after_turn and not P.GAME.is_over(state)


def test_armed_drones_91() -> None:
    state = events_phase(91)
    P.rig(state, 6)
    state, found = event(state, 91, "idlib", "pass", "idlib|alsham_ahrar")
    assert "alsham_ahrar" in state.eliminated  # 6: eliminated
    assert P.SYR in state.stacks["idlib"].known_to


def test_combat_engineers_3_as_event_entrench() -> None:
    state = events_phase(3)
    state, _ = event(state, 3, "damascus", "homs")
    assert sorted(state.entrenchments) == ["damascus", "homs"]


@pytest.mark.parametrize("number", [1, 7, 9, 10, 12, 30, 31, 32])
def test_attack_support_columns(number: int) -> None:
    state = P.started()
    P.empty_hands(state)
    P.give(state, P.SYR, number)
    state.turn = 3
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech")
    P.put(state, "quseir", "fsa_3")
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    state, _ = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": "quseir",
                                     "units": "syr_5_mech"})  # fmt: skip
    state, found = P.play(state, P.SYR, {"kind": "support", "card": number})
    columns = next(
        e.params["columns"] for e in fcards.CARDS[number].effects if e.kind == "column_shift"
    )
    assert P.find(found, "resolve")[0].params["attacker_shifts"] == columns


def test_no_retreat_94_turns_dr_into_ex() -> None:
    state = P.started()
    P.empty_hands(state)
    P.give(state, P.TUR, 94)
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech")
    P.put(state, "quseir", "fsa_1", "fsa_3")
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    P.rig(state, 6)
    state, _ = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": "quseir",
                                     "units": "syr_5_mech"})  # fmt: skip
    state, found = P.play(state, P.TUR, {"kind": "support", "card": 94})
    state, more = answer(state)
    assert P.find(found, "converted") and "syr_5_mech" in state.reduced  # EX: both lose a step
    assert board.box_of(state, "syr_5_mech") == "homs"


def _offensive(attacker_cards: tuple[int, ...] = (), defender_cards: tuple[int, ...] = (),
               attackers: tuple[str, ...] = ("syr_5_mech",), defenders: tuple[str, ...] = ("fsa_3",),
               die: int = 6, target: str = "quseir") -> tuple[FitnaState, list[Event]]:  # fmt: skip
    """An offensive from Homs; the defender plays its cards, then the attacker."""
    state = P.started()
    P.empty_hands(state)
    P.give(state, P.SYR, *attacker_cards)
    P.give(state, P.TUR, *defender_cards)
    state.turn = 3
    P.clear_box(state, "homs")
    P.clear_box(state, target)
    P.put(state, "homs", *attackers)
    P.put(state, target, *defenders)
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    P.rig(state, die)
    state, found = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": target,
                                         "units": "+".join(attackers)})  # fmt: skip
    for seat, played in ((P.TUR, defender_cards), (P.SYR, attacker_cards)):
        for number in played:
            offered = P.GAME.legal_actions(state, seat).values_of("support", "card", {})
            if number in [v for v, _ in offered]:
                state, more = P.play(state, seat, {"kind": "support", "card": number})
                found += more
    state, more = answer(state)
    return state, found + more


def test_diversion_16_leaves_the_strongest_armour_out() -> None:
    state = P.started()
    P.empty_hands(state)
    P.give(state, P.TUR, 16)
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_1_arm", "syr_mil_ndf")
    P.put(state, "quseir", "fsa_1", "fsa_3", "alsham_nusra")
    P.phase(state, P.TUR, "offensives", offensives=1)
    state.isolated = []
    state, _ = P.play(state, P.TUR, {"kind": "attack", "origin": "quseir", "target": "homs",
                                     "units": "fsa_1+fsa_3+alsham_nusra"})  # fmt: skip
    state, found = P.play(state, P.TUR, {"kind": "support", "card": 16})
    # 3 + 3 + 4 = 10 against the militia's 3 alone (the 1st Armoured's 4 does not count)
    resolved = P.find(found, "resolve")[0].params
    assert (resolved["attack"], resolved["defence"]) == (10, 3)


def test_chemical_weapons_19_only_for_the_regime_and_tension() -> None:
    state, found = _offensive((19,))
    assert P.find(found, "resolve")[0].params["attacker_shifts"] == 3 and state.tension == 3
    # the rebels may not use it (8.1: only the Syrian player and Daesh's)
    state = P.started()
    P.empty_hands(state)
    P.give(state, P.TUR, 19)
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech")
    P.put(state, "quseir", "fsa_3")
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    state, _ = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": "quseir",
                                     "units": "syr_5_mech"})  # fmt: skip
    assert P.GAME.to_act(state) != [P.TUR] or "support" not in P.kinds(state, P.TUR)


def test_god_is_great_20_and_humanitarian_corridor_21() -> None:
    state, found = _offensive((20,), die=1)  # +2 column, die 1: AR becomes EX
    assert [e.params["after"] for e in P.find(found, "converted")] == ["EX"]
    state, found = _offensive(defender_cards=(21,), attackers=("syr_rg", "syr_4_arm", "syr_1_arm"),
                              defenders=("fsa_2",), die=6)  # fmt: skip
    assert [e.params["after"] for e in P.find(found, "converted")] == ["DR"]
    assert board.box_of(state, "fsa_2") == "baalbek"  # retreated instead of surrendering


def test_car_bombs_5_only_for_militias_kurds_daesh() -> None:
    state, found = _offensive((5,))
    assert P.find(found, "resolve")[0].params["attacker_shifts"] == 0  # not for an army
    state, found = _offensive((5,), attackers=("syr_mil_ndf",))
    assert P.find(found, "resolve")[0].params["attacker_shifts"] == 2


def test_missiles_for_the_brave_22_back_the_kurds_all_turn() -> None:
    state = events_phase(43, 22)
    P.clear_box(state, "hasakah")
    P.put(state, "hasakah", "fsa_9")
    state, _ = event(state, 43, "pass", "0")
    P.rig(state, 6)
    state, _ = P.play(state, P.SYR, {"kind": "attack", "origin": "qamishli", "target": "hasakah",
                                     "units": "pyd_mobile_1"})  # fmt: skip
    state, found = P.play(state, P.SYR, {"kind": "support", "card": 22})
    assert P.find(found, "resolve")[0].params["attacker_shifts"] == 1
    assert any(m.kind == "kurd_missiles" for m in P.GAME.view(state, None).public.markers)


def test_severe_winter_23() -> None:
    # severe winter: a mountain box defends one more column for the rest of the turn
    state, found = _offensive((23,), target="qalamoun", defenders=("fsa_3",))
    resolved = P.find(found, "resolve")[0].params
    assert resolved["defender_shifts"] == 1 + 1  # Qalamoun's -1 and the winter
    assert any(m.kind == "winter" for m in P.GAME.view(state, None).public.markers)


def test_special_forces_30_stay_on_the_box_for_the_turn() -> None:
    state, found = _offensive((30,))
    assert any(
        m.kind == "shift_box" and m.box == "quseir" for m in P.GAME.view(state, None).public.markers
    )


def test_moab_33_needs_us_approval() -> None:
    # the regime is refused (27.2: only Daesh, Israel, Turkey and Saudi Arabia may ask)
    state, found = _offensive((33,), die=1)
    assert P.find(found, "approval")[0].params["what"] == "refused"
    assert P.find(found, "resolve")[0].params["attacker_shifts"] == 0


def test_euphrates_shield_74_places_the_turkish_stack() -> None:
    state = events_phase(74, seat=P.TUR)
    P.put(state, "jarabulus", "daesh_07")
    state, found = event(state, 74, "jarabulus", seat=P.TUR)
    assert sorted(board.units_at(state, "jarabulus")) == [
        "tur_1_mech_bde",
        "tur_5_arm_bde",
        "tur_6_corps",
    ]
    assert board.side_of(state, "tur_6_corps") == "TUR" and "daesh_07" in state.pools["DAESH"]
    assert state.tension == 3


def test_cards_for_absent_players_are_not_offered() -> None:
    state = events_phase(86, 87)
    assert "event" not in P.kinds(state, P.SYR)  # 86: Israel, Iran, Saudi Arabia; 87: Russia


@pytest.mark.parametrize("number", sorted(fcards.CARDS))
def test_every_card_plays_without_breaking_the_game(number: int) -> None:
    """Each card in hand is played the way its timing allows (event, or support in an
    offensive, or spent for its OP), its questions answered by default, and the invariants
    hold."""
    card = fcards.CARDS[number]
    if "event" in card.timing:
        state = events_phase(number, seat=P.TUR)
        if number in [
            v for v, _ in P.GAME.legal_actions(state, P.TUR).values_of("event", "card", {})
        ]:
            state, _ = event(state, number, seat=P.TUR)
    elif "support_attack" in card.timing:
        state, _ = _offensive((number,) if number != 16 else ())
    elif "support_defence" in card.timing:
        state, _ = _offensive(defender_cards=(number,))
    else:
        state = events_phase(number, seat=P.TUR)
        P.phase(state, P.TUR, "planning")
        state, _ = P.play(
            state, P.TUR, {"kind": "plan", "card": number, "second": 0, "movement": 0}
        )
        assert state.offensives_left == card.ops
    assert P.GAME.invariants(state) == []


def test_exchange_of_cards_29() -> None:
    state = events_phase(1)
    P.give(state, P.TUR, 2)
    state, found = P.play(state, P.SYR, {"kind": "exchange", "card": 1, "partner": P.TUR})
    assert P.GAME.to_act(state) == [P.TUR] and P.find(found, "exchange_offer")
    state, found = P.play(state, P.TUR, {"kind": "choose", "value": "2"})
    assert state.support.hands[P.SYR] == ["2"] and state.support.hands[P.TUR] == ["1"]
    assert all(e.to is not None for e in P.find(found, "you_got"))
    assert "exchange" not in P.kinds(state, P.SYR)  # one exchange only
    public = P.GAME.view(state, None).model_dump_json()
    assert "you_got" not in public
