"""The caveats (21.0) and supply by stacking (14.1), through the engine contract: scenarios 6
(Turkey, the regime with the Russian contingent, Iraq) and 9 (Israel against the axis, which
moves the Russians too) set up, units put in position, and the legal actions read.

21.0 restricts *units*: "Les unités russes n'ont pas le droit ...", "Les unités israéliennes
n'ont pas le droit ...". A player who also moves Russian units is bound by them only for his
Russian units (docs/fitna.md, interpretation 43)."""

from __future__ import annotations

from typing import Any

from rules.fitna import board
from rules.fitna.state import FitnaState

from . import position as P

TUR6, SYR6, IRQ6 = 0, 1, 2
ISR9, AXIS9 = 0, 1


def scenario(number: int, names: list[str], seed: int = 1) -> FitnaState:
    state = P.chosen(P.GAME.setup(names, seed, {"scenario": number}))
    P.empty_hands(state)
    state.turn = 4
    return state


def six() -> FitnaState:
    return scenario(6, ["Ankara", "Damascus", "Baghdad"])


def nine() -> FitnaState:
    return scenario(9, ["Israel", "Tehran"])


def lay_out(state: FitnaState, **boxes: tuple[str, ...]) -> None:
    """Each box emptied, then given these units."""
    for box, uids in boxes.items():
        P.clear_box(state, box)
        P.put(state, box, *uids)


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
    lay_out(state, kilis=(), azaz=("rus_spetsnaz", "syr_15_sf"))
    assert "kilis" not in destinations(state, SYR6, "rus_spetsnaz")
    assert "aleppo" in destinations(state, SYR6, "rus_spetsnaz")
    assert "kilis" in destinations(state, SYR6, "syr_15_sf")  # the box is open to others
    assert P.GAME.invariants(state) == []
    lay_out(state, kilis=("rus_spetsnaz",))
    assert any("Russian units in Turkey" in p for p in P.GAME.invariants(state))


def test_russians_never_attack_into_turkey() -> None:
    """21.0: "ni de pénétrer en Turquie": winners advance (18.7), so Russian units never
    attack a box of Turkey, whoever holds it."""
    state = six()
    # Kilis: the Turkish player's Syrian rebels, not Turks
    lay_out(state, kilis=("fsa_8",), azaz=("rus_spetsnaz", "syr_15_sf"))
    assert groups(state, SYR6, "azaz", "kilis") == ["syr_15_sf"]


# ------------------------------------------------------------------------------ items 11, 12


def test_israelis_do_not_attack_russians_first() -> None:
    """21.0: "Les unités israéliennes n'ont pas le droit d'attaquer ou de bombarder des
    unités russes tant que celles-ci n'ont pas attaqué ou bombardé des unités israéliennes"."""
    state = nine()
    lay_out(state, quneitra=("rus_spetsnaz",))
    assert "quneitra" not in targets(state, ISR9, "golan")


def test_israelis_answer_once_the_russians_attacked_them() -> None:
    """21.0: once Russian units attacked Israeli units (here in Syria, Israel holding
    Damascus), Israeli units may attack Russian units, for the rest of the game."""
    state = nine()
    lay_out(state, damascus=("isr_7_arm_bde",), qatana=("rus_spetsnaz",),
            quneitra=("rus_810_marines",))  # fmt: skip
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
    lay_out(state, afrin=("tur_1_mech_bde", "fsa_6"), azaz=("rus_spetsnaz",))
    assert groups(state, TUR6, "afrin", "azaz") == ["fsa_6"]  # the rebels are not Turks


def test_turks_answer_once_the_russians_attacked_turks_in_syria() -> None:
    """21.0: once Russian units attacked Turkish units in Syria, Turkish units may attack
    Russian units, for the rest of the game (and 22.0's +2 fires)."""
    state = six()
    state.tension = 0
    lay_out(state, afrin=("tur_6_corps", "tur_1_mech_bde"), azaz=("rus_spetsnaz",),
            aleppo=("rus_vdv_bg",))  # fmt: skip
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
    lay_out(state, qatana=("rus_spetsnaz",), quneitra=("isr_210_div",))
    assert "quneitra" not in targets(state, AXIS9, "qatana")
    lay_out(state, damascus=("isr_7_arm_bde",))  # Israel takes Damascus
    lay_out(state, damascus=("syr_rg",))  # and loses it again: it did take it
    assert "quneitra" in targets(state, AXIS9, "qatana")


# ------------------------------------------------------------------------------ item 14


def test_the_caveats_bind_the_russian_units_not_their_players_other_units() -> None:
    """21.0 names Russian units: the axis player's Hezbollah attack Israelis in Israel;
    his Russians never do."""
    state = nine()
    lay_out(state, south_litani=("hezb_leb_radwan", "rus_spetsnaz"))
    assert "kiryat_shmona" in targets(state, AXIS9, "south_litani")
    assert groups(state, AXIS9, "south_litani", "kiryat_shmona") == ["hezb_leb_radwan"]


def test_syrians_attack_turks_in_turkey_and_raise_the_tension() -> None:
    """21.0 binds the Russian units; 22.0: "La première fois que des unités contrôlées par le
    joueur syrien, irakien ou iranien entrent en Turquie ou attaquent le territoire turc :
    +2"."""
    state = six()
    lay_out(state, azaz=("syr_15_sf", "rus_spetsnaz"))
    assert groups(state, SYR6, "azaz", "kilis") == ["syr_15_sf"]
    before = state.tension or 0
    state, found = attack(state, SYR6, "azaz", "kilis", "syr_15_sf")
    assert "enter_turkey" in state.tension_triggers_fired
    assert (state.tension or 0) >= before + 2


# ------------------------------------------------------------------------------ item 15


def test_the_hezbollah_arsenal_strikes_israelis_in_israel() -> None:
    """Hezbollah's arsenal: « choisit 4 cases en Israël ou au Liban ... -1 si l'unité visée
    est israélienne »: Hezbollah's rockets, not Russian units, so 21.0 does not shield the
    Israelis from them even though the axis player also moves the Russians."""
    state = nine()
    assert "hezbollah_arsenal" in state.special_jokers[AXIS9]
    P.phase(state, AXIS9, "events")
    state, _ = P.play(state, AXIS9, {"kind": "special", "joker": "hezbollah_arsenal"})
    legal = P.GAME.legal_actions(state, AXIS9)
    boxes = [str(v) for v, _ in legal.values_of("choose", "value", {})]
    assert {"golan", "kiryat_shmona", "nahariya"} <= set(boxes)
    P.rig(state, 6, 6, 6, 6, 6, 6)
    state, found = P.play(state, AXIS9, {"kind": "choose", "value": "nahariya"})
    for _ in range(3):
        if not state.questions.open:
            break
        state, more = P.play(state, AXIS9, {"kind": "pass"})
        found += more
    assert P.find(found, "strike")
    assert "isr_36_arm_div" in state.reduced


def strike_choices(state: FitnaState, seat: int) -> list[str]:
    legal = P.GAME.legal_actions(state, seat)
    return [str(v) for v, _ in legal.values_of("choose", "value", {})]


def test_a_russian_strike_spares_israel_and_a_players_own_squadrons_do_not() -> None:
    """21.0 binds the nation that bombs: the Russian special joker never strikes Israelis in
    Israel; card 35 ("le joueur actif engage ses escadrons") played by the axis player may be
    flown by his Syrian or Iranian squadrons, which no caveat binds (interpretation 45)."""
    state = nine()
    state.special_jokers[AXIS9].append("russian_strikes")
    P.phase(state, AXIS9, "events")
    state, _ = P.play(state, AXIS9, {"kind": "special", "joker": "russian_strikes"})
    assert not {"golan", "kiryat_shmona", "nahariya"} & set(strike_choices(state, AXIS9))
    state = nine()
    P.give(state, AXIS9, 35)
    P.phase(state, AXIS9, "events")
    state, _ = P.play(state, AXIS9, {"kind": "event", "card": 35})
    assert {"golan", "kiryat_shmona", "nahariya"} <= set(strike_choices(state, AXIS9))


def test_a_players_rebels_fly_no_squadrons() -> None:
    """Card 35's "ses escadrons" are the Turkish air force's, not the rebels' the Turkish
    player also moves: 21.0 "Les unités turques, US, françaises et britanniques n'ont pas le
    droit de s'attaquer ou de se bombarder mutuellement" shields US units from it."""
    state = P.started()
    P.empty_hands(state)
    P.give(state, P.TUR, 35)
    P.clear_box(state, "hama")
    P.put(state, "hama", "us_75_para_rgt", side="SYR")
    P.phase(state, P.TUR, "events")
    state, _ = P.play(state, P.TUR, {"kind": "event", "card": 35})
    assert "hama" not in strike_choices(state, P.TUR)
    assert "idlib" not in strike_choices(state, P.TUR)  # its own
    assert "damascus" in strike_choices(state, P.TUR)


def test_israelis_answer_once_the_russians_bombed_them() -> None:
    """21.0: "tant que celles-ci n'ont pas attaqué ou bombardé des unités israéliennes": a
    Russian strike on Israelis in Syria (Israel holding Damascus) lifts the caveat."""
    state = nine()
    lay_out(state, damascus=("isr_7_arm_bde",), quneitra=("rus_spetsnaz",))
    assert "quneitra" not in targets(state, ISR9, "golan")
    state.special_jokers[AXIS9].append("russian_strikes")
    P.phase(state, AXIS9, "events")
    state, _ = P.play(state, AXIS9, {"kind": "special", "joker": "russian_strikes"})
    P.rig(state, 1, 1)
    state, found = P.play(state, AXIS9, {"kind": "choose", "value": "damascus"})
    while state.questions.open:
        state, more = P.play(state, AXIS9, {"kind": "pass"})
        found += more
    assert P.find(found, "strike")
    assert "quneitra" in targets(state, ISR9, "golan")


# ------------------------------------------------------------------------------ item 17


def test_a_supplied_unit_joining_an_isolated_one_resupplies_it() -> None:
    """14.1: "Si une unité ravitaillée s'empile avec une unité précédemment
    non-ravitaillée, cette dernière redevient aussitôt ravitaillée": its offensive no longer
    suffers the isolation's 2 columns."""
    state = P.started()
    P.empty_hands(state)
    lay_out(state, hama=("syr_11_arm",))
    state.isolated = ["hama"]
    P.phase(state, P.SYR, "movement", moves=2)
    state, found = P.play(state, P.SYR, {"kind": "move", "unit": "syr_18_arm", "mode": "ground",
                                         "to": "hama"})  # fmt: skip
    assert P.find(found, "resupplied")
    assert "hama" not in state.isolated
    assert board.movement_of(state, "syr_11_arm") == board.unit("syr_11_arm").movement
    view = P.GAME.view(state, P.TUR)
    assert not any(s.isolated for s in view.public.stacks if s.box == "hama")
    state, found = attack(state, P.SYR, "hama", "jisr_al_shughur", "syr_11_arm")
    (resolved,) = P.find(found, "resolve")
    assert resolved.params["defender_shifts"] == 1  # Jisr al-Shughur's −1, no isolation


def test_an_isolated_unit_stays_isolated_when_an_isolated_one_joins() -> None:
    """14.1 resupplies by a *supplied* unit only: two isolated stacks merging stay cut off."""
    state = P.started()
    P.empty_hands(state)
    lay_out(state, hama=("syr_11_arm",))
    state.isolated = ["hama", "homs"]
    P.phase(state, P.SYR, "movement", moves=2)
    state, _ = P.play(state, P.SYR, {"kind": "move", "unit": "syr_18_arm", "mode": "ground",
                                     "to": "hama"})  # fmt: skip
    assert "hama" in state.isolated


def test_a_supplied_unit_retreating_onto_an_isolated_one_resupplies_it() -> None:
    """14.1 as the unit stacks, whether it moved or retreated (18.6)."""
    state = P.started()
    P.empty_hands(state)
    lay_out(state, hama=("syr_mil_baath",), homs=("syr_18_arm",),
            maarat_al_numan=("fsa_4", "sunni_farouq", "alsham_nusra"))  # fmt: skip
    state.isolated = ["homs"]
    P.rig(state, 4)  # DR: the Baath Brigades fall back on Homs, the only box open to them
    P.phase(state, P.TUR, "offensives", offensives=2)
    attackers = "fsa_4+sunni_farouq+alsham_nusra"
    state, _ = P.play(state, P.TUR, {"kind": "attack", "origin": "maarat_al_numan",
                                     "target": "hama", "units": attackers})  # fmt: skip
    state = settle(state)
    assert sorted(board.units_at(state, "homs")) == ["syr_18_arm", "syr_mil_baath"]
    assert "homs" not in state.isolated and state.segment == "offensives"
