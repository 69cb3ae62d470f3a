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
    assert P.find(found, "seen_stack")[0].to == P.SYR


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
