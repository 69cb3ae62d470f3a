"""Scenario 7's Kurdish player (26.0-26.7, "sauf dans le scénario 7"): one player holds the
KDP, the PYD and the PKK, which then stack, fight, move, retreat and draw supply together; the
Peshmerga cards are his alone."""

from __future__ import annotations

from rules.fitna import board, combat, movement
from rules.fitna.state import FitnaState
from tests.fitna.position import GAME, chosen, clear_box, empty_hands, give, kinds, phase, play, put

KUR, TUR, SYR, IRQ = 0, 1, 2, 3


def seven(seed: int = 1) -> FitnaState:
    state = GAME.setup(["Kurds", "Ankara", "Damascus", "Baghdad"], seed, {"scenario": 7})
    state = chosen(state)
    empty_hands(state)
    return state


def test_the_kurds_are_one_players_side() -> None:
    state = seven()
    assert state.sides == ["KUR", "TUR", "SYR", "IRQ"]
    assert board.kurdish_seat(state) == "KUR"
    for uid in ("kdp_mobile_1", "pyd_mobile_1", "pkk_mobile_1"):
        assert board.side_of(state, uid) == "KUR"
    assert state.pkk_rebellion  # 26.7: under way at set-up
    assert GAME.invariants(state) == []
    # elsewhere the factions stay apart and nobody holds them
    two = GAME.setup(["a", "b"], 1, {"scenario": 1})
    assert board.kurdish_seat(two) is None
    assert board.side_of(two, "pyd_mobile_1") == "PYD"


def test_factions_stack_together_only_in_scenario_7() -> None:
    state = seven()
    clear_box(state, "kirkuk")
    put(state, "kirkuk", "kdp_mobile_1")
    assert board.can_stack(state, "kirkuk", ["pyd_mobile_1"])
    other = GAME.setup(["a", "b", "c"], 1, {"scenario": 2})
    clear_box(other, "kirkuk")
    put(other, "kirkuk", "kdp_mobile_1")
    assert not board.can_stack(other, "kirkuk", ["pyd_mobile_1"])


def test_kurdish_units_move_into_another_factions_boxes() -> None:
    state = seven()
    clear_box(state, "rmeilan")
    put(state, "zakho", "kdp_mobile_3")  # a KDP unit next to the PYD's Rmeilan
    assert "rmeilan" in board.fmap.NEIGHBOURS["zakho"]
    assert board.fmap.BOXES["rmeilan"].kurd == "PYD"
    assert "rmeilan" in movement.ground_paths(state, "kdp_mobile_3")
    phase(state, KUR, "movement", moves=2)
    state, _ = play(
        state, KUR, {"kind": "move", "unit": "kdp_mobile_3", "mode": "ground", "to": "rmeilan"}
    )
    assert board.box_of(state, "kdp_mobile_3") == "rmeilan"
    # and draws supply there, on a PYD box (26.0's exception)
    assert board.supplied(state, "kdp_mobile_3")


def test_only_the_kurdish_player_plays_the_peshmerga_cards() -> None:
    state = seven()
    give(state, TUR, 43)
    give(state, KUR, 44)
    phase(state, TUR, "events")
    event = GAME.legal_actions(state, TUR).spec("event")
    assert event is None or all(c.value != 43 for c in event.steps[0].choices or [])
    phase(state, KUR, "events")
    event = GAME.legal_actions(state, KUR).spec("event")
    assert event is not None and any(c.value == 44 for c in event.steps[0].choices or [])
    state, _ = play(state, KUR, {"kind": "event", "card": 44})
    assert state.activation is not None or state.questions.open


def test_the_kurdish_player_attacks_with_two_factions_at_once() -> None:
    state = seven()
    for box in ("kirkuk", "tuz_khurmatu"):
        clear_box(state, box)
    put(state, "kirkuk", "kdp_mobile_1", "pyd_mobile_1")
    put(state, "tuz_khurmatu", "irq_10_inf_div")
    phase(state, KUR, "offensives", offensives=1)
    assert combat.may_attack(state, KUR, "KUR", "tuz_khurmatu")
    groups = combat.attack_groups(state, "KUR", "kirkuk")
    assert ["kdp_mobile_1", "pyd_mobile_1"] in groups
    assert "attack" in kinds(state, KUR)
    state, _ = play(
        state,
        KUR,
        {
            "kind": "attack",
            "origin": "kirkuk",
            "target": "tuz_khurmatu",
            "units": "kdp_mobile_1+pyd_mobile_1",
        },
    )
    assert state.battle is None or state.battle.side == "KUR"
    assert GAME.invariants(state) == []
