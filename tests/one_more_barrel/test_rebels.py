"""Rebels and bombings (book "Rebelles", "Attentats", "Dommages", "Résultats particuliers",
"Conséquence sur le pacifisme", "Alliance des joueurs lors des attentats"), through the engine,
with the book's example: the bombing in Muthanna (3 + 5 = 8 against 6: 2 damage)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import Event, IllegalAction
from rules.core.flow import Frame
from rules.one_more_barrel import GAME, rebels
from rules.one_more_barrel.data.board import EAST_REGIONS
from rules.one_more_barrel.state import Battle, Building, OmbState
from tests.one_more_barrel.test_battles import apply, finish_actions, pending_kinds, rng_rolling
from tests.one_more_barrel.test_engine import conquer, play, started


def rebel_step(
    dice: dict[int, tuple[str, int]] | None = None, players: int = 3, edit: Any = None
) -> OmbState:
    """A phase-2 game brought to the rebel step of its first end of turn. ``dice`` places the
    rebel dice in play (region, strength); other dice are in play in Dohuk at strength 1.
    ``edit(state)`` changes the state before the end of turn."""
    state = started(players)
    state.phase = 2
    for seat in range(players):
        die = state.players[seat].rebel
        die.in_play = True
        die.region, die.strength = (dice or {}).get(seat, ("dohuk", 1))
    if edit is not None:
        edit(state)
    return finish_actions(state)


def bombing_event(events: list[Event]) -> Event:
    return next(e for e in events if e.kind == "bombing")


# ------------------------------------------------------------------------------ entering


def test_rebels_enter_at_strength_1_in_free_eastern_regions_in_turn_order() -> None:
    state = started(3)
    state.phase = 2
    conquer(state, "wasit", state.order[1])
    state = finish_actions(state)
    first, second, third = state.order
    assert pending_kinds(state) == [("rebel", first)]
    legal = GAME.legal_actions(state, first)
    assert legal.why_not({"kind": "rebel", "action": "enter", "region": "wasit"})
    assert legal.why_not({"kind": "rebel", "action": "pass"})
    state = play(state, first, kind="rebel", action="enter", region="maysan")
    die = state.players[first].rebel
    assert (die.in_play, die.region, die.strength, die.outside) == (True, "maysan", 1, False)
    assert pending_kinds(state) == [("rebel", second)]
    state = play(state, second, kind="rebel", action="enter", region="diyala")
    state = play(state, third, kind="rebel", action="enter", region="maysan")
    assert state.pending == [] and state.turn == 2


def test_rebels_wait_outside_when_every_eastern_region_is_controlled() -> None:
    def hold_the_east(state: OmbState) -> None:
        for rid in EAST_REGIONS:
            conquer(state, rid, state.order[0])

    state = started(3)
    state.phase = 2
    hold_the_east(state)
    state = finish_actions(state)
    assert state.pending == [] and state.turn == 2
    assert all(p.rebel.outside and p.rebel.in_play for p in state.players)
    # Next turn the die must spend its action entering an eastern region (controlled or not).
    state = finish_actions(state)
    seat = state.order[0]
    assert pending_kinds(state) == [("rebel", seat)]
    legal = GAME.legal_actions(state, seat)
    assert legal.allows({"kind": "rebel", "action": "enter", "region": "wasit"})
    for other in ("move", "strengthen", "pass"):
        assert legal.why_not({"kind": "rebel", "action": other})


def test_rebels_act_only_from_phase_2() -> None:
    state = finish_actions(started(3))
    assert state.pending == [] and all(not p.rebel.in_play for p in state.players)


# ------------------------------------------------------------------------------ move, strength


def test_moving_lowers_strength_above_1() -> None:
    state = rebel_step({})
    seat = state.order[0]
    state.players[seat].rebel.strength = 3
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not({"kind": "rebel", "action": "move", "region": "border"})
    state = play(state, seat, kind="rebel", action="move", region="nineveh")
    assert state.players[seat].rebel.region == "nineveh"
    assert state.players[seat].rebel.strength == 2
    other = state.order[1]
    state = play(state, other, kind="rebel", action="move", region="erbil")
    assert state.players[other].rebel.strength == 1


def test_strength_grows_by_one_up_to_4() -> None:
    state = rebel_step({})
    first, second = state.order[0], state.order[1]
    state = play(state, first, kind="rebel", action="strengthen")
    assert state.players[first].rebel.strength == 2
    state.players[second].rebel.strength = rebels.REBEL_MAX_STRENGTH
    assert GAME.legal_actions(state, second).why_not({"kind": "rebel", "action": "strengthen"})


# ------------------------------------------------------------------------------ bombings


def muthanna(state: OmbState) -> None:
    """The book's example: A (the third player) is bombed in Muthanna by B's rebels (strength
    3). A has 3 military in Muthanna, 2 next door in Al-Qadisiyah, military at war in Dhi Qar
    (they do not help), a police station next door in Najaf (+1) and 9 influence (+3)."""
    attacker, defender = state.order[0], state.order[2]
    state.players[attacker].rebel.region = "muthanna"
    state.players[attacker].rebel.strength = 3
    conquer(state, "muthanna", defender, military=3)
    state.regions["muthanna"].logistics = 3
    conquer(state, "qadisiyah", defender, military=2)
    conquer(state, "najaf", defender, military=0)
    state.regions["najaf"].buildings = [Building(kind="police", builder=defender)]
    dhi_qar = state.regions["dhi_qar"]
    dhi_qar.explored, dhi_qar.locals = True, 5
    dhi_qar.military[defender] = 4
    dhi_qar.battle = Battle(participants=[defender], roller=defender, started_turn=99)
    state.players[defender].influence = 9


def test_book_example_muthanna_defence_6_roll_8_two_damage() -> None:
    state = rebel_step(edit=muthanna)
    attacker, defender = state.order[0], state.order[2]
    value, parts = rebels.defence_value(state, "muthanna", defender, 3)
    assert value == 6
    assert parts == {
        "military_here": 3,
        "military_next_door": 2,
        "police": 1,
        "influence": 3,
        "rebels": -3,
    }
    state.rng = rng_rolling(3, 5)
    before = state.players[defender].pacifism
    state, events = apply(state, attacker, **attack(state, "logistics"))
    bombing = bombing_event(events)
    assert bombing.data["dice"] == [3, 5] and bombing.data["defence"] == 6
    assert bombing.data["damage"] == 2 and bombing.data["destroyed"] == 2
    assert state.regions["muthanna"].logistics == 1
    assert state.players[defender].pacifism == before + 2
    die = state.players[attacker].rebel
    assert die.resting and not die.in_play and die.region is None


def attack(state: OmbState, target: str, region: str = "muthanna", **extra: Any) -> dict:
    """The first player's bombing of the third player's ``target`` in ``region``."""
    return {
        "kind": "rebel",
        "action": "attack",
        "region": region,
        "target_seat": state.order[2],
        "target": target,
        **extra,
    }


def bomb(
    state: OmbState, target: str, faces: tuple[int, int], region: str = "muthanna"
) -> tuple[OmbState, list[Event]]:
    state.rng = rng_rolling(*faces)
    return apply(state, state.order[0], **attack(state, target, region))


def test_three_damage_destroy_one_military_for_2_pacifism() -> None:
    state = rebel_step(edit=muthanna)
    defender = state.order[2]
    state, events = bomb(state, "military", (4, 5))  # 9 against 6: 3 damage
    assert state.regions["muthanna"].military[defender] == 2
    assert state.players[defender].pacifism == 2
    assert bombing_event(events).data["destroyed"] == 1


def test_damage_short_of_a_military_unit_is_a_failed_bombing() -> None:
    """Book: a bombing succeeds only if a unit is eliminated or a building destroyed; otherwise
    it failed and the target's pacifism goes down by 1 (the Muthanna example: 2 damage)."""

    def tense(state: OmbState) -> None:
        muthanna(state)
        state.players[state.order[2]].pacifism = 5

    state = rebel_step(edit=tense)
    defender = state.order[2]
    others = [p.pacifism for s, p in enumerate(state.players) if s != defender]
    state, events = bomb(state, "military", (3, 5))  # 2 damage
    assert state.regions["muthanna"].military[defender] == 3
    assert state.players[defender].pacifism == 4
    assert [p.pacifism for s, p in enumerate(state.players) if s != defender] == others
    assert "fails" in bombing_event(events).text


def test_excess_damage_is_lost() -> None:
    def one_logistic(state: OmbState) -> None:
        muthanna(state)
        state.regions["muthanna"].logistics = 1
        state.players[state.order[2]].influence = 0

    state = rebel_step(edit=one_logistic)
    defender = state.order[2]
    state, events = bomb(state, "logistics", (5, 5))  # 10 against 3: 7 damage
    assert state.regions["muthanna"].logistics == 0
    assert state.players[defender].pacifism == 1
    assert bombing_event(events).data["damage"] == 7


def test_a_failed_bombing_lowers_the_targets_pacifism() -> None:
    def calm(state: OmbState) -> None:
        muthanna(state)
        state.players[state.order[2]].pacifism = 4

    state = rebel_step(edit=calm)
    defender = state.order[2]
    state, events = bomb(state, "logistics", (2, 4))  # 6 against 6: nothing
    assert state.players[defender].pacifism == 3
    assert state.regions["muthanna"].logistics == 3


def test_2_or_3_always_fails() -> None:
    def weak(state: OmbState) -> None:
        muthanna(state)
        state.players[state.order[0]].rebel.strength = 4
        state.regions["muthanna"].military[state.order[2]] = 0
        state.regions["qadisiyah"].military[state.order[2]] = 0
        state.players[state.order[2]].influence = 0
        state.players[state.order[2]].pacifism = 2

    state = rebel_step(edit=weak)
    defender = state.order[2]
    assert rebels.defence_value(state, "muthanna", defender, 4)[0] == -3
    state, events = bomb(state, "logistics", (1, 2))
    assert state.regions["muthanna"].logistics == 3
    assert state.players[defender].pacifism == 1


@pytest.mark.parametrize("faces", [(5, 6), (6, 6)])
def test_11_or_12_always_hurts(faces: tuple[int, int]) -> None:
    def strong(state: OmbState) -> None:
        muthanna(state)
        state.regions["qadisiyah"].military[state.order[2]] = 8  # defence 12
        state.regions["muthanna"].buildings = [Building(kind="refinery", builder=0)]

    state = rebel_step(edit=strong)
    defender = state.order[2]
    state, _ = bomb(state, "military", faces)
    assert state.regions["muthanna"].military[defender] == 2
    assert state.players[defender].pacifism == 2
    # And a building is destroyed outright.
    state = rebel_step(edit=strong)
    state, _ = bomb(state, "refinery", faces)
    assert state.regions["muthanna"].buildings == []
    assert state.players[defender].pacifism == 4


def test_11_above_the_defence_still_eliminates_a_unit() -> None:
    def close(state: OmbState) -> None:
        muthanna(state)
        state.regions["qadisiyah"].military[state.order[2]] = 6  # defence 10

    state = rebel_step(edit=close)
    defender = state.order[2]
    state, events = bomb(state, "military", (5, 6))  # 11 against 10: 1 damage
    assert bombing_event(events).data["damage"] == 1
    assert state.regions["muthanna"].military[defender] == 2


def refinery_target(state: OmbState) -> None:
    muthanna(state)
    state.regions["muthanna"].buildings = [Building(kind="refinery", builder=0)]


def test_book_example_refinery_3_damage_repaired_for_3_dollars() -> None:
    """Book: 3 damage instead of the 4 a refinery needs is partial damage, repaired at once for
    3 $ (German: "Der Besitzer der Raffinerie muss sofort 3 $ zahlen"); no pacifism change."""
    state = rebel_step(edit=refinery_target)
    defender = state.order[2]
    money = state.players[defender].money_cents
    state, _ = bomb(state, "refinery", (4, 5))  # 3 damage against a cost of 4
    assert pending_kinds(state) == [("repair", defender)]
    state = play(state, defender, kind="repair", pay=True)
    refinery = state.regions["muthanna"].buildings[0]
    assert refinery.kind == "refinery" and refinery.damage == 0
    assert state.players[defender].money_cents == money - 300
    assert state.players[defender].pacifism == 0
    assert pending_kinds(state) == [("rebel", state.order[1])]


@pytest.mark.parametrize(
    ("kind", "cost"), [("tank", 1), ("police", 2), ("pipeline", 3), ("refinery", 4)]
)
def test_a_building_falls_to_damage_equal_to_its_cost_for_as_much_pacifism(
    kind: str, cost: int
) -> None:
    """Book: a tank falls to 1 damage, a refinery to 4; a destroyed refinery gives 4 pacifism."""

    def building(state: OmbState) -> None:
        muthanna(state)
        state.regions["muthanna"].buildings = [Building(kind=kind, builder=0)]
        state.regions["qadisiyah"].military[state.order[2]] = 3
        state.players[state.order[2]].influence = 0

    state = rebel_step(edit=building)
    defender = state.order[2]
    defence = rebels.defence_value(state, "muthanna", defender, 3)[0]
    assert defence == (7 if kind == "police" else 4)
    roll = defence + cost
    state, events = bomb(state, kind, (roll // 2, roll - roll // 2))
    assert bombing_event(events).data["damage"] == cost
    assert state.regions["muthanna"].buildings == []
    assert state.players[defender].pacifism == cost


def test_partial_damage_not_repaired_destroys_the_building() -> None:
    state = rebel_step(edit=refinery_target)
    defender = state.order[2]
    state, _ = bomb(state, "refinery", (4, 5))
    state = play(state, defender, kind="repair", pay=False)
    assert state.regions["muthanna"].buildings == []
    assert state.players[defender].pacifism == 4


def test_partial_damage_without_money_can_only_fall_and_money_stays_hidden() -> None:
    state = rebel_step(edit=refinery_target)
    defender = state.order[2]
    state.players[defender].money_cents = 200
    state, events = bomb(state, "refinery", (4, 5))
    assert pending_kinds(state) == [("repair", defender)]
    assert all("$" not in e.text or "repair it for 3 $" in e.text for e in events)
    legal = GAME.legal_actions(state, defender)
    assert legal.why_not({"kind": "repair", "pay": True})
    state = play(state, defender, kind="repair", pay=False)
    assert state.regions["muthanna"].buildings == []
    assert pending_kinds(state) == [("rebel", state.order[1])]


def test_a_destroyed_tank_loses_its_barrels() -> None:
    def tanks(state: OmbState) -> None:
        muthanna(state)
        region = state.regions["muthanna"]
        region.buildings = [Building(kind="tank", builder=0)]
        region.barrels = 6

    state = rebel_step(edit=tanks)
    state, events = bomb(state, "tank", (4, 5))
    region = state.regions["muthanna"]
    assert region.buildings == [] and region.barrels == 2
    assert bombing_event(events).data["barrels_lost"] == 4


def test_the_die_comes_back_next_turn_at_strength_1() -> None:
    state = rebel_step(edit=muthanna)
    attacker = state.order[0]
    state, _ = bomb(state, "logistics", (3, 5))
    for seat in state.order[1:]:
        state = play(state, seat, kind="rebel", action="pass")
    assert state.turn == 2 and state.players[attacker].rebel.resting
    state = finish_actions(state)
    while state.pending[0].seat != attacker:
        assert state.pending[0].kind == "rebel"
        state = play(state, state.pending[0].seat, kind="rebel", action="pass")
    legal = GAME.legal_actions(state, attacker)
    assert legal.why_not({"kind": "rebel", "action": "pass"})
    state = play(state, attacker, kind="rebel", action="enter", region="maysan")
    die = state.players[attacker].rebel
    assert (die.in_play, die.resting, die.region, die.strength) == (True, False, "maysan", 1)


def test_bombing_the_last_military_of_a_battle_ends_it() -> None:
    def lone(state: OmbState) -> None:
        muthanna(state)
        dhi_qar = state.regions["dhi_qar"]
        dhi_qar.military[state.order[2]] = 1
        dhi_qar.logistics = 2
        state.players[state.order[0]].rebel.region = "dhi_qar"

    state = rebel_step(edit=lone)
    state, _ = bomb(state, "military", (6, 6), region="dhi_qar")
    dhi_qar = state.regions["dhi_qar"]
    assert dhi_qar.battle is None and dhi_qar.locals == 5 and dhi_qar.logistics == 0


def test_bombing_cannot_target_oneself_or_the_border() -> None:
    state = rebel_step(edit=muthanna)
    attacker = state.order[0]
    legal = GAME.legal_actions(state, attacker)
    assert legal.why_not(
        {
            "kind": "rebel",
            "action": "attack",
            "region": "border",
            "target_seat": state.order[2],
            "target": "military",
        }
    )
    assert legal.why_not(
        {
            "kind": "rebel",
            "action": "attack",
            "region": "muthanna",
            "target_seat": attacker,
            "target": "military",
        }
    )
    with pytest.raises(IllegalAction):
        GAME.apply(
            state,
            attacker,
            {
                "kind": "rebel",
                "action": "attack",
                "region": "muthanna",
                "target_seat": state.order[2],
                "target": "pipeline",
            },
        )


# ------------------------------------------------------------------------------ alliances


def test_joint_bombing_adds_strengths_with_the_partners_consent() -> None:
    def partners(state: OmbState) -> None:
        muthanna(state)
        state.players[state.order[1]].rebel.region = "qadisiyah"
        state.players[state.order[1]].rebel.strength = 2

    state = rebel_step(edit=partners)
    attacker, partner, defender = state.order
    state = play(state, attacker, **attack(state, "logistics", partner=partner))
    assert pending_kinds(state) == [("rebel_join", partner)]
    state.rng = rng_rolling(3, 5)  # 8 against 6 - 2 = 4: 4 damage
    state, events = apply(state, partner, kind="answer", accept=True)
    bombing = bombing_event(events)
    assert bombing.data["parts"]["rebels"] == -5 and bombing.data["damage"] == 4
    assert state.regions["muthanna"].logistics == 0
    assert state.players[partner].rebel.resting
    # The partner's die has acted: the defender acts next.
    assert pending_kinds(state) == [("rebel", defender)]


def test_a_refused_partner_keeps_its_action() -> None:
    def partners(state: OmbState) -> None:
        muthanna(state)
        state.players[state.order[1]].rebel.region = "qadisiyah"

    state = rebel_step(edit=partners)
    attacker, partner, defender = state.order
    state = play(state, attacker, **attack(state, "logistics", partner=partner))
    state.rng = rng_rolling(3, 5)
    state, events = apply(state, partner, kind="answer", accept=False)
    assert bombing_event(events).data["parts"]["rebels"] == -3
    assert pending_kinds(state) == [("rebel", partner)]


def test_only_players_yet_to_act_may_join() -> None:
    def partners(state: OmbState) -> None:
        muthanna(state)
        state.players[state.order[1]].rebel.region = "qadisiyah"
        state.players[state.order[0]].rebel.region = "qadisiyah"

    state = rebel_step(edit=partners)
    first, second, defender = state.order
    state = play(state, first, kind="rebel", action="pass")
    legal = GAME.legal_actions(state, second)
    attack = {
        "kind": "rebel",
        "action": "attack",
        "region": "muthanna",
        "target_seat": defender,
        "target": "logistics",
    }
    assert legal.allows(attack)
    with pytest.raises(IllegalAction):
        GAME.apply(state, second, attack | {"partner": first})


def test_joint_defence_lends_an_allys_police_station() -> None:
    def ally_police(state: OmbState) -> None:
        muthanna(state)
        ally = state.order[1]
        conquer(state, "basra", ally, military=1)
        state.regions["basra"].buildings = [Building(kind="police", builder=ally)]

    state = rebel_step(edit=ally_police)
    attacker, ally, defender = state.order
    state = play(state, attacker, **attack(state, "logistics"))
    assert pending_kinds(state) == [("rebel_defend", ally)]
    state.rng = rng_rolling(3, 5)  # 8 against 7: 1 damage
    state, events = apply(state, ally, kind="answer", accept=True)
    bombing = bombing_event(events)
    assert bombing.data["defence"] == 7 and bombing.data["damage"] == 1
    assert state.regions["muthanna"].logistics == 2


def test_a_joint_defence_counts_every_ally_who_lends_a_police_station() -> None:
    """Book "Alliance des joueurs lors des attentats": allies may lend their police stations
    to the bombed player. Two allies asked together who both help both count (+1 each, next
    door), not only the last to answer."""

    def two_allies_police(state: OmbState) -> None:
        muthanna(state)
        first_ally, defender, second_ally = state.order[1], state.order[2], state.order[3]
        conquer(state, "basra", first_ally, military=1)
        state.regions["basra"].buildings = [Building(kind="police", builder=first_ally)]
        state.regions["qadisiyah"].military[defender] = 0
        conquer(state, "qadisiyah", second_ally, military=1)
        state.regions["qadisiyah"].buildings = [Building(kind="police", builder=second_ally)]

    state = rebel_step(players=4, edit=two_allies_police)
    attacker, first_ally, defender, second_ally = state.order
    # 3 military here, none next door, police in Najaf +1, influence 9 +3, rebels -3: 4 alone.
    assert rebels.defence_value(state, "muthanna", defender, 3)[0] == 4
    state = play(state, attacker, **attack(state, "logistics"))
    assert sorted(pending_kinds(state)) == sorted(
        [("rebel_defend", first_ally), ("rebel_defend", second_ally)]
    )
    state = play(state, first_ally, kind="answer", accept=True)
    state.rng = rng_rolling(3, 5)  # 8 against 6: 2 damage
    state, events = apply(state, second_ally, kind="answer", accept=True)
    bombing = bombing_event(events)
    assert bombing.data["defence"] == 6 and bombing.data["damage"] == 2


#: The questions of a joint bombing (``rebels.BOMBING_KINDS``), each a step of its frame.
BOMBING_KINDS = ("rebel_join", "rebel_invite", "rebel_defend")


def waiting_bombing(state: OmbState) -> Frame:
    """The one bombing waiting under the questions (its frame just under them)."""
    assert state.stack[-1].kind == "questions"
    held = [f for f in state.stack if f.kind in BOMBING_KINDS]
    assert held == [state.stack[-2]]
    assert GAME.invariants(state) == []
    return held[0]


def test_a_joint_bombing_waits_in_a_frame_of_its_own_holding_its_attack() -> None:
    """Issue 27: a joint bombing asking questions is a procedure of the flow. Its frame waits
    under the questions at the step it asks (a partner to join, the attacker to invite one
    more, the allies to lend their police stations), holding the attack: the attackers and
    the players invited so far, the allies helping so far; its questions carry only their
    region. Once the allies answered, the defender rolls against a defence counting every
    ally who helps (book "Alliance des joueurs lors des attentats") and the frame ends."""

    def partners_and_allies(state: OmbState) -> None:
        muthanna(state)
        partner, defender, third, ally = state.order[1:]
        state.players[partner].rebel.region = "najaf"
        state.players[partner].rebel.strength = 2
        state.players[third].rebel.region = "basra"
        state.regions["qadisiyah"].military[defender] = 0
        conquer(state, "qadisiyah", third, military=1)
        state.regions["qadisiyah"].buildings = [Building(kind="police", builder=third)]
        conquer(state, "basra", ally, military=1)
        state.regions["basra"].buildings = [Building(kind="police", builder=ally)]

    state = rebel_step(players=5, edit=partners_and_allies)
    attacker, partner, defender, third, ally = state.order
    state = play(state, attacker, **attack(state, "logistics", partner=partner))
    bombing = waiting_bombing(state)
    assert bombing.kind == "rebel_join"
    assert bombing.data == {
        "index": 0,
        "attackers": [attacker],
        "invited": [partner],
        "region": "muthanna",
        "target_seat": defender,
        "target": "logistics",
        "helpers": [],
    }
    assert [q.data for q in state.questions.open] == [{"region": "muthanna"}]
    state = play(state, partner, kind="answer", accept=True)
    bombing = waiting_bombing(state)
    assert bombing.kind == "rebel_invite" and bombing.data["attackers"] == [attacker, partner]
    assert pending_kinds(state) == [("rebel_invite", attacker)]
    state = play(state, attacker, kind="decide", option=rebels.LAUNCH)
    bombing = waiting_bombing(state)
    assert bombing.kind == "rebel_defend"
    assert sorted(pending_kinds(state)) == sorted([("rebel_defend", third), ("rebel_defend", ally)])
    state = play(state, ally, kind="answer", accept=True)
    assert waiting_bombing(state).data["helpers"] == [ally]
    assert [q.data for q in state.questions.open] == [{"region": "muthanna"}]
    state, events = apply(state, third, kind="answer", accept=True)
    # Police: Najaf (the defender's), Al-Qadisiyah and Basra (the allies'), all next door.
    assert bombing_event(events).data["parts"]["police"] == 3
    assert all(f.kind not in BOMBING_KINDS for f in state.stack)
    assert GAME.invariants(state) == []
