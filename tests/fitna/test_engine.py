"""Fitna's engine through its public contract: set-up, the flow, every combat result with a
fixed die, retreats, tension triggers counted once, refusals that change nothing."""

from __future__ import annotations

import pytest

from rules.core import Event, IllegalAction
from rules.fitna import board
from rules.fitna.data import scenarios, tables
from rules.fitna.state import FitnaState
from tests.fitna import position as P


def test_setup_of_scenario_1() -> None:
    state = P.GAME.setup(["a", "b"], 7)
    scen = scenarios.SCENARIO_1
    assert state.sides == ["SYR", "TUR"] and state.tension == 2 and state.turn == 1
    for box, found in scen.setup.items():
        assert sorted(board.units_at(state, box)) == sorted(found)
    assert state.segment == "select" and P.GAME.to_act(state) == [0]
    assert sorted(state.isolated) == ["mayadin", "quseir"]
    assert all(n not in state.high_tension for n in scen.removed_cards)
    assert P.GAME.invariants(state) == []
    with pytest.raises(IllegalAction):
        P.GAME.setup(["a", "b"], 7, {"scenario": 2})
    with pytest.raises(IllegalAction):  # scenario 1 is for two
        P.GAME.setup(["a", "b", "c", "d"], 7, {"scenario": 1})
    assert P.GAME.setup(["a", "b", "c"], 7).options.scenario == 2  # three: scenario 2
    assert P.GAME.setup(["a", "b", "c", "d"], 7).options.scenario == 2  # four: its 4-p version


def test_refusals_change_nothing() -> None:
    state = P.started()
    before = state.model_dump_json()
    for seat, action in [
        (1, {"kind": "done"}),  # not your turn
        (0, {"kind": "fly"}),  # malformed
        (0, {"kind": "event", "card": 99}),  # not in hand
        (0, {"kind": "move", "unit": "syr_rg", "mode": "ground", "to": "aleppo"}),  # wrong segment
        (0, "{not json"),
        (5, {"kind": "done"}),  # no such seat
        (0, {"kind": "attack", "origin": "damascus", "target": "douma", "units": "x"}),
    ]:
        with pytest.raises(IllegalAction):
            P.play(state, seat, action)  # type: ignore[arg-type]
    assert state.model_dump_json() == before


def _battle(attackers: list[str], defenders: list[str], die: int, *, origin: str = "homs",
            target: str = "quseir") -> tuple[FitnaState, list[Event]]:  # fmt: skip
    state = P.started()
    P.empty_hands(state)
    P.clear_box(state, origin)
    P.clear_box(state, target)
    P.put(state, origin, *attackers)
    P.put(state, target, *defenders)
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    P.rig(state, die)
    action = {"kind": "attack", "origin": origin, "target": target, "units": "+".join(attackers)}
    state, events = P.play(state, P.SYR, action)
    while P.GAME.to_act(state) and state.questions.open:
        seat = P.GAME.to_act(state)[0]
        default = P.GAME.default_action(state, seat)
        assert default is not None
        state, more = P.play(state, seat, default)
        events += more
    return state, events


def _result(events: list[Event]) -> str:
    return str(P.find(events, "resolve")[0].params["result"])


def test_every_result_of_the_table() -> None:
    cases = {
        # (attackers, defenders, die): result — differences chosen for the column
        "AR*": (["syr_mil_baath"], ["fsa_1", "fsa_3", "sunni_tawhid"], 1),
        "AR": (["syr_5_mech"], ["fsa_1"], 1),  # 4 - 2 = +2: column +2/+4, die 1
        "EX": (["syr_5_mech"], ["fsa_1"], 3),
        "EX*": (["syr_5_mech"], ["fsa_1"], 4),
        "DR": (["syr_5_mech"], ["fsa_1"], 5),
        "DR*": (["syr_rg", "syr_4_arm", "syr_1_arm"], ["fsa_2", "fsa_4"], 5),  # +13
        "DS": (["syr_rg", "syr_4_arm", "syr_1_arm"], ["fsa_2", "fsa_4"], 6),
    }
    for expected, (attackers, defenders, die) in cases.items():
        if expected == "AR*":
            # the regime's militia attacks the rebels: put the rebels on the attacking side
            state, events = _battle(["syr_mil_baath"], ["fsa_1", "fsa_3", "alsham_ahrar"], 1)
            assert _result(events) in ("AR*",), events
            assert (
                "syr_mil_baath" in state.reduced and board.box_of(state, "syr_mil_baath") == "homs"
            )
            continue
        state, events = _battle(attackers, defenders, die)
        assert _result(events) == expected, (expected, [e.text for e in events])
        at_target = board.units_at(state, "quseir")
        if expected in ("AR", "EX", "EX*"):
            assert all(board.box_of(state, u) in ("homs", None) for u in attackers)
        if expected in ("DR", "DR*", "DS"):
            assert set(at_target) <= set(attackers) and at_target
            assert state.control["quseir"] == "SYR"
        if expected == "DS":
            assert all(u in state.eliminated for u in defenders)
        if expected == "DR":
            assert "fsa_1" in state.reduced and board.box_of(state, "fsa_1") == "baalbek"


def test_a_defender_that_cannot_retreat_is_eliminated() -> None:
    state = P.started()
    P.clear_box(state, "baalbek")
    P.put(state, "baalbek", "hezb_leb_radwan")
    P.empty_hands(state)
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech")
    P.put(state, "quseir", "fsa_3")
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    P.rig(state, 5)  # +2: DR
    state, events = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": "quseir",
                                          "units": "syr_5_mech"})  # fmt: skip
    assert _result(events) == "DR"
    assert P.find(events, "no_retreat") and "fsa_3" in state.eliminated
    assert board.units_at(state, "quseir") == ["syr_5_mech"]


def test_the_defender_plays_supports_first_and_the_attacker_after() -> None:
    state = P.started()
    P.empty_hands(state)
    P.give(state, P.TUR, 17)
    P.give(state, P.SYR, 7)
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech")
    P.put(state, "quseir", "fsa_3")
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    P.rig(state, 6)
    state, _ = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": "quseir",
                                     "units": "syr_5_mech"})  # fmt: skip
    assert P.GAME.to_act(state) == [P.TUR]
    with pytest.raises(IllegalAction):
        P.play(state, P.SYR, {"kind": "support", "card": 7})
    # the battle is a procedure on the flow's stack, at its step (issue 27)
    assert state.stack[-1].kind == "battle" and state.battle_step == "defence_other"
    # the defender answers in the stage of his question's kind
    assert P.GAME.flow.waiting_stage(state, P.TUR).name == "support"  # type: ignore[union-attr]
    assert P.GAME.asked_kind(state, P.TUR) == "support"
    state, _ = P.play(state, P.TUR, {"kind": "support", "card": 17})
    assert P.GAME.to_act(state) == [P.SYR]  # no other support card: the attacker's turn
    assert state.battle_step == "resolve"
    assert P.GAME.view(state, None).public.battle.stage == "resolve"
    state, events = P.play(state, P.SYR, {"kind": "support", "card": 7})
    assert "battle" not in [f.kind for f in state.stack] and state.battle is None
    resolved = P.find(events, "resolve")[0].params
    assert (resolved["attacker_shifts"], resolved["defender_shifts"]) == (2, 2)
    # the IEDs stay on the box for the turn (card 17)
    assert any(
        m.kind == "ied" and m.box == "quseir" for m in P.GAME.view(state, None).public.markers
    )


def test_isolation_costs_two_columns() -> None:
    state, events = _battle(["syr_5_mech"], ["fsa_1"], 6)
    assert P.find(events, "resolve")[0].params["attacker_shifts"] == 0
    state = P.started()
    P.empty_hands(state)
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech")
    P.put(state, "quseir", "fsa_1")
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = ["quseir"]
    P.rig(state, 6)
    state, events = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": "quseir",
                                          "units": "syr_5_mech"})  # fmt: skip
    assert P.find(events, "resolve")[0].params["attacker_shifts"] == tables.ISOLATION_SHIFT


def test_daesh_capture_of_aleppo_raises_tension_each_time_turks_once() -> None:
    state = P.started()
    P.empty_hands(state)
    P.clear_box(state, "aleppo")
    P.clear_box(state, "azaz")
    P.put(state, "azaz", "tur_66_mech_bde", "tur_5_arm_bde", "tur_6_corps", side="TUR")
    P.put(state, "aleppo", "syr_mil_baath")
    P.phase(state, P.TUR, "offensives", offensives=2)
    state.isolated = []
    P.rig(state, 6, 6)
    before = state.tension
    state, events = P.play(state, P.TUR, {"kind": "attack", "origin": "azaz", "target": "aleppo",
                                          "units": "tur_66_mech_bde"})  # fmt: skip
    while state.questions.open:
        seat = P.GAME.to_act(state)[0]
        state, more = P.play(state, seat, P.GAME.default_action(state, seat) or {})
    assert state.control["aleppo"] == "TUR" and state.tension == (before or 0) + 1
    # retaken and taken again: "la première fois" counts once
    P.clear_box(state, "aleppo")
    P.put(state, "aleppo", "syr_mil_ndf")
    P.rig(state, 6)
    state, events = P.play(state, P.TUR, {"kind": "attack", "origin": "azaz", "target": "aleppo",
                                          "units": "tur_5_arm_bde"})  # fmt: skip
    while state.questions.open:
        seat = P.GAME.to_act(state)[0]
        state, more = P.play(state, seat, P.GAME.default_action(state, seat) or {})
    assert state.control["aleppo"] == "TUR" and state.tension == (before or 0) + 1


def test_hidden_information_in_views() -> None:
    state = P.started()
    spectator = P.GAME.view(state, None)
    syrian = P.GAME.view(state, P.SYR)
    rebel = P.GAME.view(state, P.TUR)
    text = spectator.model_dump_json()
    assert '"syr_rg"' not in text and '"fsa_1"' not in text
    assert '"syr_rg"' in syrian.model_dump_json() and '"syr_rg"' not in rebel.model_dump_json()
    assert syrian.private.hand and syrian.private.hand != rebel.private.hand
    # Daesh counters are seen by nobody, not even in a private view
    P.put(state, "raqqa", "daesh_05")
    for seat in (P.SYR, P.TUR):
        assert '"daesh_05"' not in P.GAME.view(state, seat).model_dump_json()


def test_a_standing_no_stops_the_questions_until_a_draw() -> None:
    state = P.started()
    P.empty_hands(state)
    P.give(state, P.TUR, 17, 18)
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech", "syr_7_mech")
    P.put(state, "quseir", "fsa_3")
    P.phase(state, P.SYR, "offensives", offensives=2)
    state.isolated = []
    attack = {"kind": "attack", "origin": "homs", "target": "quseir", "units": "syr_5_mech"}
    P.rig(state, 1)  # AR: the attack fails, the box can be attacked again
    state, _ = P.play(state, P.SYR, attack)
    assert P.GAME.to_act(state) == [P.TUR]
    state, found = P.play(state, P.TUR, {"kind": "pass", "never": True})
    assert P.find(found, "standing_no") and P.TUR in state.standing_no
    P.rig(state, 1)
    state, _ = P.play(state, P.SYR, {**attack, "units": "syr_7_mech"})
    assert P.GAME.to_act(state) == [P.SYR]  # not asked again


def test_an_isolated_unit_joined_by_a_supplied_one_is_supplied_again() -> None:
    """14.1: the supply segment marks a cut-off stack, unless a supplied unit is in it."""

    def isolated_after_supply(*uids: str) -> bool:
        state = P.started()
        P.clear_box(state, "baalbek")
        P.clear_box(state, "zahle")
        P.clear_box(state, "qalamoun")
        state.control["zahle"] = "TUR"  # the road to Damascus is cut
        state.control["quseir"] = state.control["qalamoun"] = "TUR"
        P.put(state, "baalbek", *uids)
        P.phase(state, P.SYR, "events")
        state, _ = P.play(state, P.SYR, {"kind": "done"})
        shown = {s.box: s for s in P.GAME.view(state, None).public.stacks}
        return shown["baalbek"].isolated

    assert isolated_after_supply("syr_5_mech")
    assert not isolated_after_supply("syr_5_mech", "hezb_leb_radwan")  # supplied in Lebanon


def test_rule_20_stacking_bans() -> None:
    assert not board.nations_may_stack({"IRQ", "SYR"})
    assert not board.nations_may_stack({"SHIA", "RUS"})
    assert not board.nations_may_stack({"ISR", "JOR"}) and not board.nations_may_stack(
        {"TUR", "JOR"}
    )
    assert not board.nations_may_stack({"LEB", "FSA"}) and board.nations_may_stack({"LEB", "SYR"})
    assert not board.nations_may_stack({"PYD", "KDP"})
    assert board.nations_may_stack({"SYR", "HEZB_LEB", "SHIA"})


def _end_of_game(state: FitnaState) -> FitnaState:
    """Play the rebels' last phase of turn 6 out: strategic movement skipped, cards drawn."""
    state.turn = 6
    P.phase(state, P.TUR, "strategic")
    state, _ = P.play(state, P.TUR, {"kind": "done"})
    while not P.GAME.is_over(state):
        state, _ = P.play(state, P.TUR, {"kind": "draw", "pile": "event"})
    return state


def test_victory_at_the_end_of_turn_6() -> None:
    """Scenario 1's conditions: the regime meets 4 of its 6 at set-up (a minor victory), the
    rebels 1 (Idlib): the regime wins, minor."""
    state = _end_of_game(P.started())
    result = P.GAME.result(state)
    assert result is not None and result.winners == [P.SYR]
    assert "4 of 6 conditions, minor victory" in result.details[0]
    assert "1 of 6 conditions, no victory" in result.details[1]
    # the rebels take Aleppo and Homs: 3 conditions, a major victory against a draw
    state = P.started()
    for box in ("aleppo", "homs"):
        P.clear_box(state, box)
        state.control[box] = "TUR"
    state = _end_of_game(state)
    result = P.GAME.result(state)
    assert result is not None and result.winners == [P.TUR] and "major" in result.details[1]


def test_victory_points_of_the_optional_count() -> None:
    """31.1 as printed on the details: Mosul 3 (objective and oil field), holy cities 4, a box
    of one's own country counts only for the Syrian (or Iraqi) player at home."""
    state = P.started()
    for box in list(state.control):
        state.control[box] = None
    state.stacks = {}
    for box in ("mosul", "karbala", "kirkuk"):
        state.control[box] = "TUR"
    state.control["aleppo"] = "SYR"
    state = _end_of_game(state)
    result = P.GAME.result(state)
    assert result is not None
    assert "; 3 VP" in result.details[0] and "; 9 VP" in result.details[1]


def test_a_defender_without_supports_may_play_his_joker_then_a_card() -> None:
    state = P.started()
    P.empty_hands(state)
    P.clear_box(state, "homs")
    P.clear_box(state, "quseir")
    P.put(state, "homs", "syr_5_mech")
    P.put(state, "quseir", "fsa_3")
    P.phase(state, P.SYR, "offensives", offensives=1)
    state.isolated = []
    state.jokers[P.TUR] = 1
    state.support.draw_pile = ["17", "18"] + [
        c for c in state.support.draw_pile if c not in ("17", "18")
    ]
    state, _ = P.play(state, P.SYR, {"kind": "attack", "origin": "homs", "target": "quseir",
                                     "units": "syr_5_mech"})  # fmt: skip
    assert P.GAME.to_act(state) == [P.TUR] and P.kinds(state, P.TUR) == ["pass", "joker"]
    state.events.draw_pile, state.events.discard = [], []  # the joker draws the supports
    state, found = P.play(state, P.TUR, {"kind": "joker"})
    assert state.jokers[P.TUR] == 0 and P.GAME.to_act(state) == [P.TUR]
    state, found = P.play(state, P.TUR, {"kind": "support", "card": 17})
    assert P.find(found, "support")


def test_an_empty_pile_is_not_drawn_from_before_the_reshuffle() -> None:
    """8.2: played cards wait in the discard until turns 3, 6, 9 and 12; with both draw
    piles empty a player in his card adjustment draws nothing and his phase ends."""
    state = P.started()
    for deck in (state.support, state.events):
        deck.discard += deck.draw_pile
        deck.draw_pile = []
    P.empty_hands(state)
    P.phase(state, P.SYR, "strategic")
    state, _ = P.play(state, P.SYR, {"kind": "done"})
    assert "draw" not in P.kinds(state, P.SYR)
    assert P.GAME.to_act(state) == [P.TUR] and state.segment == "events"
