"""Scenarios 10 and 11, five and six players: the Russian player keeps the Russians (20.0),
the Israeli player moves the Jordanians in scenario 10, the US shared by the Israeli and the
Turkish players at tension 10 (27.1), the Saudi player's Sunni militias in Iraq (20.0), and
scenario 11's opening coup (23.3)."""

from __future__ import annotations

from rules.fitna import board, movement, tension, us
from rules.fitna.state import FitnaState
from tests.fitna.position import GAME, chosen, clear_box, empty_hands, find, phase, put

ISR, IRN, SYR, RUS, TUR = 0, 1, 2, 3, 4


def ten(seed: int = 1) -> FitnaState:
    state = GAME.setup(["Israel", "Iran", "Damascus", "Moscow", "Ankara"], seed, {"scenario": 10})
    state = chosen(state)
    empty_hands(state)
    return state


def _movable(state: FitnaState, seat: int) -> list[str]:
    phase(state, seat, "movement", moves=2)
    spec = GAME.legal_actions(state, seat).spec("move")
    return [str(c.value) for c in (spec.steps[0].choices or [])] if spec else []


def test_scenario_10_seats_five_players() -> None:
    state = ten()
    assert state.sides == ["ISR", "IRN", "SYR", "RUS", "TUR"]
    assert board.side_of(state, "rus_vdv_bg") == "RUS"
    assert board.side_of(state, "jor_40_arm_bde") == "ISR"  # 20.0: Israel moves Jordan
    assert board.side_of(state, "hezb_leb_radwan") == "IRN"
    assert sorted(board.shared_by(state, "damascus")) == ["IRN", "SYR"]
    assert state.control["damascus"] == "SYR"  # the stronger defence (31.0)
    assert GAME.invariants(state) == []


def test_the_russian_player_keeps_the_russians_stacked_with_syrians() -> None:
    """20.0: "le joueur syrien ne peut pas les activer pendant sa phase de jeu, même si elles
    sont empilées avec ses propres troupes"."""
    state = ten()
    clear_box(state, "homs")
    put(state, "homs", "syr_18_arm", "rus_spetsnaz")
    assert "rus_spetsnaz" not in _movable(state, SYR)
    assert "syr_18_arm" in _movable(state, SYR)
    assert "rus_spetsnaz" in _movable(state, RUS)


def test_the_us_are_shared_by_israel_and_turkey_at_tension_10() -> None:
    """27.1: at tension 10 in scenario 10 the US forces go "du joueur israélien et du joueur
    turc" (authored: dealt out in turn; Israel takes the joker and the air campaign)."""
    state = ten()
    phase(state, ISR, "events")
    state.tension = 9
    jokers = list(state.jokers)
    found = tension.change(state, 1, "test")
    assert find(found, "us_intervene")
    assert state.us_seat == ISR
    sides = [board.side_of(state, u) for u in us.US_FIRST]
    assert sides == ["ISR", "TUR", "ISR", "TUR", "ISR", "TUR"]
    assert state.jokers[ISR] == jokers[ISR] + 1 and state.jokers[TUR] == jokers[TUR]
    placing = {q.asked[0]: q.data["units"] for q in state.questions.open if q.kind == "place"}
    assert placing[ISR] == ["us_75_para_rgt", "us_82_1_para_bde", "us_101_2_para_bde"]
    assert placing[TUR] == ["us_meu", "us_101_1_para_bde", "us_3_arm_rgt"]
    assert placing[RUS] == ["rus_spetsnaz"]  # 28.0: Russia surges at tension 10 too


def test_a_jordan_attack_brings_the_us_to_israel_alone() -> None:
    state = ten()
    assert us.intervene(state, "jordan")
    assert {board.side_of(state, u) for u in us.US_FIRST} == {"ISR"}


def test_scenario_11_seats_six_and_opens_with_the_iraqi_coup() -> None:
    names = ["Tehran", "Riyadh", "Israel", "Damascus", "Moscow", "Ankara"]
    state = GAME.setup(names, 2, {"scenario": 11})
    assert state.sides == ["IRN", "SAU", "ISR", "SYR", "RUS", "TUR"]
    # 23.3: every Iraqi regular rolled at set-up; the defectors are the Saudi player's
    for uid in ("irq_6_inf_div", "irq_14_inf_div", "irq_10_inf_div", "irq_8_inf_div"):
        side = board.side_of(state, uid)
        assert side in ("IRN", "SAU") or uid in state.eliminated
    # 20.0: the Sunni militias in Iraq are the Saudi player's, those in Syria the Turk's
    assert board.side_of(state, "sunni_anbar") == "SAU"
    assert board.side_of(state, "alsham_nusra") == "TUR"
    assert board.side_of(state, "jor_40_arm_bde") == "SAU"
    assert GAME.invariants(state) == []
    assert GAME.max_players >= 6


def test_moves_stay_within_rule_20_between_allies() -> None:
    state = ten()
    clear_box(state, "homs")
    put(state, "homs", "rus_spetsnaz")
    put(state, "qalamoun", "hezb_leb_radwan")
    # an Iranian unit may not end its move on a Russian box (20.0), a Syrian one may
    assert "homs" not in movement.ground_paths(state, "hezb_leb_radwan")
    clear_box(state, "hama")
    put(state, "hama", "syr_11_arm")
    assert "homs" in movement.ground_paths(state, "syr_11_arm")
