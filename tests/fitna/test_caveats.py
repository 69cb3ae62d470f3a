"""The caveats (21.0) and supply by stacking (14.1), through the engine contract: scenarios 6
(Turkey, the regime with the Russian contingent, Iraq) and 9 (Israel against the axis, which
moves the Russians too) set up, units put in position, and the legal actions read.

21.0 restricts *units*: "Les unités russes n'ont pas le droit ...", "Les unités israéliennes
n'ont pas le droit ...". A player who also moves Russian units is bound by them only for his
Russian units (docs/fitna.md, interpretation 43)."""

from __future__ import annotations

from typing import Any

from rules.fitna.state import FitnaState

from . import position as P

TUR6, SYR6, IRQ6 = 0, 1, 2
ISR9, AXIS9 = 0, 1


def scenario(number: int, names: list[str], seed: int = 1) -> FitnaState:
    state = P.GAME.setup(names, seed, {"scenario": number})
    while state.segment == "select":
        seat = P.GAME.to_act(state)[0]
        state, _ = P.GAME.apply(state, seat, {"kind": "draw", "pile": "event"})
    P.empty_hands(state)
    state.turn = 4
    return state


def six() -> FitnaState:
    return scenario(6, ["Ankara", "Damascus", "Baghdad"])


def nine() -> FitnaState:
    return scenario(9, ["Israel", "Tehran"])


def destinations(state: FitnaState, seat: int, uid: str) -> list[str]:
    P.phase(state, seat, "movement", moves=2)
    legal = P.GAME.legal_actions(state, seat)
    return [str(v) for v, _ in legal.values_of("move", "to", {"unit": uid, "mode": "ground"})]


def targets(state: FitnaState, seat: int, origin: str) -> list[str]:
    P.phase(state, seat, "offensives", offensives=1)
    legal = P.GAME.legal_actions(state, seat)
    return [str(v) for v, _ in legal.values_of("attack", "target", {"origin": origin})]


def groups(state: FitnaState, seat: int, origin: str, target: str) -> list[str]:
    P.phase(state, seat, "offensives", offensives=1)
    legal = P.GAME.legal_actions(state, seat)
    typed = {"origin": origin, "target": target}
    return [str(v) for v, _ in legal.values_of("attack", "units", typed)]


def attack(state: FitnaState, seat: int, origin: str, target: str, units: str) -> Any:
    P.phase(state, seat, "offensives", offensives=1)
    action = {"kind": "attack", "origin": origin, "target": target, "units": units}
    return P.play(state, seat, action)


def settle(state: FitnaState) -> FitnaState:
    """Answer every question of the offensive with its default."""
    while state.questions.open or state.battle is not None:
        seat = P.GAME.to_act(state)[0]
        state, _ = P.play(state, seat, P.GAME.default_action(state, seat) or {"kind": "pass"})
    return state


# ------------------------------------------------------------------------------ item 10


def test_russians_never_enter_turkey() -> None:
    """21.0: "Les unités russes n'ont pas le droit ... ni de pénétrer en Turquie"."""
    state = six()
    P.clear_box(state, "kilis")
    P.clear_box(state, "azaz")
    P.put(state, "azaz", "rus_spetsnaz", "syr_15_sf")
    assert "kilis" not in destinations(state, SYR6, "rus_spetsnaz")
    assert "aleppo" in destinations(state, SYR6, "rus_spetsnaz")
    assert "kilis" in destinations(state, SYR6, "syr_15_sf")  # the box is open to others


def test_russians_never_attack_into_turkey() -> None:
    """21.0: "ni de pénétrer en Turquie": winners advance (18.7), so Russian units never
    attack a box of Turkey, whoever holds it."""
    state = six()
    P.clear_box(state, "kilis")
    P.clear_box(state, "azaz")
    P.put(state, "kilis", "fsa_8")  # the Turkish player's Syrian rebels, not Turks
    P.put(state, "azaz", "rus_spetsnaz", "syr_15_sf")
    assert groups(state, SYR6, "azaz", "kilis") == ["syr_15_sf"]


# ------------------------------------------------------------------------------ items 11, 12


def test_israelis_do_not_attack_russians_first() -> None:
    """21.0: "Les unités israéliennes n'ont pas le droit d'attaquer ou de bombarder des
    unités russes tant que celles-ci n'ont pas attaqué ou bombardé des unités israéliennes"."""
    state = nine()
    P.clear_box(state, "quneitra")
    P.put(state, "quneitra", "rus_spetsnaz")
    assert "quneitra" not in targets(state, ISR9, "golan")


def test_israelis_answer_once_the_russians_attacked_them() -> None:
    """21.0: once Russian units attacked Israeli units (here in Syria, Israel holding
    Damascus), Israeli units may attack Russian units, for the rest of the game."""
    state = nine()
    P.clear_box(state, "damascus")
    P.clear_box(state, "qatana")
    P.clear_box(state, "quneitra")
    P.put(state, "damascus", "isr_7_arm_bde")
    P.put(state, "qatana", "rus_spetsnaz")
    P.put(state, "quneitra", "rus_810_marines")
    assert "quneitra" not in targets(state, ISR9, "golan")
    state, _ = attack(state, AXIS9, "qatana", "damascus", "rus_spetsnaz")
    state = settle(state)
    state.turn += 1
    assert "quneitra" in targets(state, ISR9, "golan")


def test_turks_do_not_attack_russians_first() -> None:
    """21.0: "Les unités turques n'ont pas le droit d'attaquer ou de bombarder des unités
    russes tant que celles-ci n'ont pas attaqué ou bombardé des unités turques déployées en
    Irak ou en Syrie"."""
    state = six()
    P.clear_box(state, "afrin")
    P.clear_box(state, "azaz")
    P.put(state, "afrin", "tur_1_mech_bde", "fsa_6")
    P.put(state, "azaz", "rus_spetsnaz")
    assert groups(state, TUR6, "afrin", "azaz") == ["fsa_6"]  # the rebels are not Turks


def test_turks_answer_once_the_russians_attacked_turks_in_syria() -> None:
    """21.0: once Russian units attacked Turkish units in Syria, Turkish units may attack
    Russian units, for the rest of the game (and 22.0's +2 fires)."""
    state = six()
    state.tension = 0
    for box in ("afrin", "azaz", "aleppo"):
        P.clear_box(state, box)
    P.put(state, "afrin", "tur_6_corps", "tur_1_mech_bde")
    P.put(state, "azaz", "rus_spetsnaz")
    P.put(state, "aleppo", "rus_vdv_bg")
    assert "azaz" not in targets(state, TUR6, "afrin")
    state, _ = attack(state, SYR6, "aleppo", "afrin", "rus_vdv_bg")
    state = settle(state)
    assert "russia_attacks_turks" in state.tension_triggers_fired
    state.turn += 1
    assert "azaz" in targets(state, TUR6, "afrin")


# ------------------------------------------------------------------------------ item 13


def test_russians_attack_israelis_in_syria_only_once_israel_took_damascus() -> None:
    """21.0: "elles ne peuvent attaquer ou bombarder des unités israéliennes en Syrie ou au
    Liban que si Israël s'est emparé de Damas"."""
    state = nine()
    P.clear_box(state, "qatana")
    P.clear_box(state, "quneitra")
    P.put(state, "qatana", "rus_spetsnaz")
    P.put(state, "quneitra", "isr_210_div")
    assert "quneitra" not in targets(state, AXIS9, "qatana")
    P.clear_box(state, "damascus")
    P.put(state, "damascus", "isr_7_arm_bde")  # Israel takes Damascus
    P.clear_box(state, "damascus")
    P.put(state, "damascus", "syr_rg")  # and loses it again: it did take it
    assert "quneitra" in targets(state, AXIS9, "qatana")


# ------------------------------------------------------------------------------ item 14


def test_the_caveats_bind_the_russian_units_not_their_players_other_units() -> None:
    """21.0 names Russian units: the axis player's Hezbollah attack Israelis in Israel;
    his Russians never do."""
    state = nine()
    P.clear_box(state, "south_litani")
    P.put(state, "south_litani", "hezb_leb_radwan", "rus_spetsnaz")
    assert "kiryat_shmona" in targets(state, AXIS9, "south_litani")
    assert groups(state, AXIS9, "south_litani", "kiryat_shmona") == ["hezb_leb_radwan"]


def test_syrians_attack_turks_in_turkey_and_raise_the_tension() -> None:
    """21.0 binds the Russian units; 22.0: "La première fois que des unités contrôlées par le
    joueur syrien, irakien ou iranien entrent en Turquie ou attaquent le territoire turc :
    +2"."""
    state = six()
    P.clear_box(state, "azaz")
    P.put(state, "azaz", "syr_15_sf", "rus_spetsnaz")
    assert groups(state, SYR6, "azaz", "kilis") == ["syr_15_sf"]
    before = state.tension or 0
    state, found = attack(state, SYR6, "azaz", "kilis", "syr_15_sf")
    assert "enter_turkey" in state.tension_triggers_fired
    assert (state.tension or 0) >= before + 2
