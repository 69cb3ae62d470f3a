"""Allied players (the four-player versions of scenarios 2 and 3): allies share boxes (4.0
keeps only enemies apart), a shared box is the strongest ally's (31.0), allies never attack
each other, rule 20's bans still hold between allies, and 20.0's Hezbollah leave."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.fitna import board, combat
from rules.fitna.data import scenarios
from rules.fitna.state import FitnaState
from tests.fitna.position import GAME, chosen, clear_box, empty_hands, find, kinds, phase, play, put

IRQ, SYR, TUR, IRN = 0, 1, 2, 3


def four(number: int = 2, seed: int = 1) -> FitnaState:
    """A four-player game of ``number`` after the cards are chosen, no card in hand."""
    state = GAME.setup(["Baghdad", "Damascus", "Ankara", "Tehran"], seed, {"scenario": number})
    state = chosen(state)
    empty_hands(state)
    return state


def test_the_fourth_player_of_scenarios_2_and_3_is_iran() -> None:
    for number in (2, 3):
        state = four(number)
        assert len(state.sides) == 4 and state.sides[-1] == "IRN"
        scen = board.scenario(state)
        assert scen.players == 4 and scenarios.player_counts(number) == (3, 4)
        iran = next(s for s in scen.seats if s.id == "IRN")
        assert set(iran.controls) >= {"IRN", "HEZB_LEB", "SHIA"}
        assert all("HEZB_LEB" not in s.controls for s in scen.seats if s.id != "IRN")
        assert board.side_of(state, "hezb_leb_radwan") == "IRN"
        assert GAME.invariants(state) == []
    with pytest.raises(IllegalAction, match="Scenario 2 is for 3 or 4 players, not 2"):
        GAME.setup(["a", "b"], 1, {"scenario": 2})


def test_allies_share_a_box_held_by_the_strongest_defence() -> None:
    state = four()
    clear_box(state, "homs")
    put(state, "homs", "syr_18_arm")
    put(state, "homs", "hezb_leb_2")  # Iran's, allied to Syria
    assert sorted(board.shared_by(state, "homs")) == ["IRN", "SYR"]
    syr = board.defence_of(state, "syr_18_arm")
    irn = board.defence_of(state, "hezb_leb_2")
    assert syr != irn
    stronger = "SYR" if syr > irn else "IRN"
    assert state.control["homs"] == stronger and state.stacks["homs"].face == stronger
    # both players see the box (each has units on it)
    assert sorted(state.stacks["homs"].known_to) == [SYR, IRN]
    # the stronger ally leaves: the other holds the box
    weaker = "hezb_leb_2" if stronger == "SYR" else "syr_18_arm"
    leaving = "syr_18_arm" if stronger == "SYR" else "hezb_leb_2"
    board.lift(state, leaving)
    assert state.control["homs"] == board.side_of(state, weaker)
    assert GAME.invariants(state) == []


def test_a_step_lost_can_hand_a_shared_box_to_the_other_ally() -> None:
    state = four()
    clear_box(state, "homs")
    put(state, "homs", "syr_rg", "hezb_leb_2")
    before = state.control["homs"]
    strong = "syr_rg" if before == "SYR" else "hezb_leb_2"
    while state.control["homs"] == before and strong in board.units_at(state, "homs"):
        board.lose_step(state, strong)
    assert state.control["homs"] != before
    assert GAME.invariants(state) == []


def test_enemies_and_rule_20_pairs_never_share_a_box() -> None:
    state = four()
    put(state, "baiji", "irq_1_mech_div")
    assert board.can_stack(state, "baiji", ["shia_badr"])  # Iraq and Iran are allies
    assert not board.can_stack(state, "baiji", ["syr_rg"])  # Iraqis and Syrians: rule 20
    assert not board.can_stack(state, "baiji", ["tur_6_corps"])  # Turkey is nobody's ally
    three = four(3)
    clear_box(three, "homs")
    put(three, "homs", "rus_spetsnaz")  # the Syrian player's Russians
    assert not board.can_stack(three, "homs", ["irn_quds"])  # 20.0: another player's Iranians
    assert board.can_stack(three, "homs", ["hezb_leb_2"])


def test_allies_never_attack_each_other() -> None:
    state = four()
    put(state, "homs", "syr_18_arm")
    put(state, "hama", "hezb_leb_radwan")
    assert "hama" in board.fmap.NEIGHBOURS["homs"]
    assert not combat.may_attack(state, SYR, "SYR", "hama")
    assert not combat.may_attack(state, IRN, "IRN", "homs")


def _leave_asked(state: FitnaState) -> FitnaState:
    clear_box(state, "homs")
    put(state, "homs", "syr_18_arm", "hezb_leb_2")
    phase(state, SYR, "events")
    assert "leave" in kinds(state, SYR)
    state, events = play(state, SYR, {"kind": "leave"})
    assert find(events, "leave_asked") and GAME.to_act(state) == [IRN]
    assert "leave" not in kinds(state, SYR) or GAME.to_act(state) == [IRN]
    return state


def _movable(state: FitnaState) -> list[str]:
    phase(state, SYR, "movement", moves=2)
    spec = GAME.legal_actions(state, SYR).spec("move")
    assert spec is not None
    return [str(c.value) for c in spec.steps[0].choices or []]


def test_the_syrian_player_moves_hezbollah_with_the_iranian_players_leave() -> None:
    state = _leave_asked(four())
    state, events = play(state, IRN, {"kind": "choose", "value": "yes"})
    assert find(events, "leave_granted")
    assert "hezb_leb_2" in _movable(state)
    # and may engage it in an offensive from the shared box, against Turkey's rebels
    clear_box(state, "hama")
    put(state, "hama", "fsa_4")
    phase(state, SYR, "offensives", offensives=1)
    spec = GAME.legal_actions(state, SYR).spec("attack")
    assert spec is not None
    homs = next(o for o in spec.steps[0].choices or [] if o.value == "homs")
    target = next(c for c in (homs.then or [])[0].choices or [] if c.value == "hama")
    groups = [str(u.value) for u in (target.then or [])[0].choices or []]
    assert any("hezb_leb_2" in g for g in groups)


def test_without_the_leave_the_hezbollah_units_stay_put() -> None:
    state = _leave_asked(four())
    state, events = play(state, IRN, {"kind": "pass"})
    assert find(events, "leave_refused")
    assert "hezb_leb_2" not in _movable(state)
    assert "syr_18_arm" in _movable(state)
    fresh = four()
    clear_box(fresh, "homs")
    put(fresh, "homs", "syr_18_arm", "hezb_leb_2")
    assert "hezb_leb_2" not in _movable(fresh)  # never asked


def test_the_leave_is_asked_once_a_phase_and_only_with_hezbollah_at_hand() -> None:
    state = four()
    phase(state, SYR, "events")
    clear_box(state, "homs")
    put(state, "homs", "syr_18_arm")
    assert "leave" not in kinds(state, SYR)  # no Hezbollah unit with Syrians
    state = _leave_asked(four())
    state, _ = play(state, IRN, {"kind": "pass"})
    assert "leave" not in kinds(state, SYR)
    three = GAME.setup(["a", "b", "c"], 1, {"scenario": 2})
    assert board.leave_giver(three, 1) is None  # one player holds Syria and Hezbollah
