"""Battles against the local army (book "Conflits", "Batailles en alliance", "Issue du conflit",
"Retraite", "Mouvement de soutien"), through the engine where it can be reached, with the
book's examples: Basra's reinforcements (die 4: 5 locals) and example C (ratio 2:1)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import Event, IllegalAction, Rng
from rules.one_more_barrel import GAME, battles
from rules.one_more_barrel.state import BORDER, Battle, OmbState
from tests.one_more_barrel.test_engine import conquer, current, play, started

#: Boxes that end at once, tried in this order to finish a turn quickly.
QUICK_BOXES = tuple(f"{kind}_{n}" for kind in ("cash", "order", "media") for n in range(1, 5))


def rng_rolling(*faces: int) -> Rng:
    """A generator whose next die rolls (six-sided) are ``faces`` (test helper: searches seeds)."""
    for seed in range(1_000_000):
        if Rng.from_seed(seed).dice(len(faces)) == list(faces):
            return Rng.from_seed(seed)
    raise AssertionError(f"no seed rolls {faces}")


def finish_actions(state: OmbState) -> OmbState:
    """Every player takes boxes that end at once until the turn's actions are over; the engine
    then runs the end of turn up to its first question (or to the next turn)."""
    turn = state.absolute_turn
    while state.stage == "actions" and not state.pending and state.absolute_turn == turn:
        seat = current(state)
        legal = GAME.legal_actions(state, seat)
        if "done" in legal.kinds():
            state = play(state, seat, kind="done")
            continue
        spec = legal.spec("take_box")
        assert spec is not None and spec.steps[0].choices is not None
        offered = {choice.value for choice in spec.steps[0].choices}
        box = next(b for b in QUICK_BOXES if b in offered)
        action: dict[str, Any] = {"kind": "take_box", "box": box}
        if box.startswith("media"):
            action["amount"] = 1
        state = play(state, seat, **action)
    return state


def apply(state: OmbState, seat: int, **action: Any) -> tuple[OmbState, list[Event]]:
    new_state, events = GAME.apply(state, seat, action)
    assert GAME.invariants(new_state) == []
    return new_state, events


def at_war(state: OmbState, rid: str, units: dict[int, int], locals_: int) -> Battle:
    """Edit the state: a battle in ``rid`` with ``units`` per seat (in order of arrival)."""
    region = state.regions[rid]
    region.explored = True
    region.controller = None
    region.locals = locals_
    for seat, count in units.items():
        region.military[seat] = count
    region.battle = Battle(
        participants=list(units), roller=next(iter(units)), started_turn=state.absolute_turn
    )
    return region.battle


def pending_kinds(state: OmbState) -> list[tuple[str, int]]:
    return [(p.kind, p.seat) for p in state.pending]


# ------------------------------------------------------------------------------ starting


def invade_basra(phase: int, faces: tuple[int, ...]) -> tuple[OmbState, int, list[Event]]:
    state = started(3)
    state.phase = phase
    seat = current(state)
    state.regions[BORDER].military[seat] = 4
    state = play(state, seat, kind="take_box", box="purchase_1")
    state.rng = rng_rolling(*faces)
    state, events = apply(state, seat, kind="move", source=BORDER, destination="basra", military=4)
    return state, seat, events


def test_book_example_basra_reinforcements_die_4_gives_5_locals() -> None:
    state, seat, events = invade_basra(1, (4,))
    basra = state.regions["basra"]
    assert basra.locals == 5
    assert basra.battle is not None and basra.battle.reinforcement_die == 4
    assert basra.battle.reinforcements == 2 and basra.battle.participants == [seat]
    assert basra.explored and basra.controller is None
    start = next(e for e in events if e.kind == "battle_start")
    assert start.data["locals"] == 5 and start.data["reinforcement_die"] == 4


@pytest.mark.parametrize(("face", "added"), [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_reinforcement_die_faces(face: int, added: int) -> None:
    state, _, _ = invade_basra(1, (face,))
    assert state.regions["basra"].locals == 3 + added


def test_no_reinforcement_die_after_phase_1() -> None:
    state, _, _ = invade_basra(2, ())
    basra = state.regions["basra"]
    assert basra.locals == 3 and basra.battle is not None
    assert basra.battle.reinforcement_die is None


def test_leftover_locals_fight_without_reinforcements() -> None:
    state = started(3)
    seat = current(state)
    basra = state.regions["basra"]
    basra.explored, basra.locals = True, 2
    state.regions[BORDER].military[seat] = 3
    state = play(state, seat, kind="take_box", box="purchase_1")
    draws = state.rng.draws
    state = play(state, seat, kind="move", source=BORDER, destination="basra", military=3)
    assert state.regions["basra"].locals == 2
    assert state.rng.draws == draws
    assert state.regions["basra"].battle is not None


def test_military_entering_a_battle_join_after_the_others() -> None:
    state = started(3)
    first, second = state.order[0], state.order[1]
    at_war(state, "basra", {second: 2}, 3)
    state.regions[BORDER].military[first] = 2
    state = play(state, first, kind="take_box", box="purchase_1")
    state = play(state, first, kind="move", source=BORDER, destination="basra", military=2)
    battle = state.regions["basra"].battle
    assert battle is not None and battle.participants == [second, first]
    assert battle.roller == second


# ------------------------------------------------------------------------------ rounds


def test_book_example_c_ratio_2_to_1() -> None:
    """4 players' units against 3 locals is 2:1; black 3 deals 2, white 4 (read at 1:2) deals 0:
    4 player units and 1 local stay, and the battle goes on."""
    state = started(3)
    seat = state.order[2]
    at_war(state, "basra", {seat: 4}, 3)
    state.rng = rng_rolling(3, 4)
    state = finish_actions(state)
    basra = state.regions["basra"]
    assert basra.locals == 1 and basra.military[seat] == 4
    assert basra.battle is not None and basra.battle.rounds == 1
    assert state.players[seat].pacifism <= 1  # no unit lost (the media check may move it)


def fight(units: dict[int, int], locals_: int, faces: tuple[int, int]) -> tuple[OmbState, list]:
    state = started(3)
    at_war(state, "basra", units, locals_)
    state.rng = rng_rolling(*faces)
    events = battles.fight_round(state, "basra")
    return state, events


@pytest.mark.parametrize(
    ("players", "locals_", "ratio"),
    [(4, 7, "1:1"), (4, 8, "1:2"), (4, 3, "2:1"), (9, 2, "4:1"), (1, 9, "1:4")],
)
def test_force_ratio_is_rounded_in_the_players_favour(players: int, locals_: int, ratio: str):
    _, events = fight({0: players}, locals_, (6, 6))
    assert events[0].data["ratio"] == ratio


def test_military_lost_in_battle_raise_pacifism_by_one_each() -> None:
    # 1 against 1 (1:1): black 6 deals 0, white 1 deals 2 (capped at the 1 unit there).
    state, events = fight({0: 1}, 1, (6, 1))
    assert state.players[0].pacifism == 1
    assert state.regions["basra"].locals == 1
    assert events[-1].kind == "battle_lost"


def test_players_win_and_take_control_with_the_logistics() -> None:
    state, events = fight({0: 4}, 1, (1, 6))
    basra = state.regions["basra"]
    assert basra.battle is None and basra.controller == 0 and basra.locals == 0
    assert events[-1].kind == "battle_won"


def test_locals_win_destroy_the_logistics_and_stay() -> None:
    state = started(3)
    at_war(state, "basra", {0: 1}, 3)
    state.regions["basra"].logistics = 4
    state.rng = rng_rolling(6, 1)
    battles.fight_round(state, "basra")
    basra = state.regions["basra"]
    assert basra.battle is None and basra.logistics == 0 and basra.locals == 3
    assert basra.controller is None and basra.military[0] == 0


def test_both_destroyed_leave_the_logistics_and_one_local() -> None:
    # 1 against 1: black 1 deals 2, white 1 deals 2.
    state = started(3)
    at_war(state, "basra", {0: 1}, 1)
    state.regions["basra"].logistics = 4
    state.rng = rng_rolling(1, 1)
    events = battles.fight_round(state, "basra")
    basra = state.regions["basra"]
    assert basra.battle is None and basra.logistics == 4 and basra.locals == 1
    assert events[-1].kind == "battle_both_destroyed"
    # The next winner recovers the logistics.
    battles.start_battle(state, "basra", 1)
    basra.military[1] = 3
    state.rng = rng_rolling(1, 6)
    battles.fight_round(state, "basra")
    assert basra.controller == 1 and basra.logistics == 4


def test_a_battle_goes_on_turn_after_turn_until_one_side_is_gone() -> None:
    state = started(3)
    seat = state.order[0]
    at_war(state, "baghdad", {seat: 2}, 5)
    state.regions["baghdad"].military[seat] = 2
    state.rng = rng_rolling(6, 6)  # 1:2: black 6 deals 0, white 6 deals 0.
    state = finish_actions(state)
    battle = state.regions["baghdad"].battle
    assert battle is not None and battle.rounds == 1 and state.turn == 2
    state.rng = rng_rolling(6, 6)
    state = finish_actions(state)
    battle = state.regions["baghdad"].battle
    assert battle is not None and battle.rounds == 2


def test_a_battle_fights_once_per_end_of_turn() -> None:
    state = started(3)
    at_war(state, "basra", {0: 2}, 5)
    state.rng = rng_rolling(6, 6)
    battles.resolve_battles(state)
    draws = state.rng.draws
    battles.resolve_battles(state)
    assert state.rng.draws == draws


# ------------------------------------------------------------------------------ alliances


def test_losses_fall_on_the_roller_first_then_in_order_of_arrival() -> None:
    # 5 against 15 is 1:3, so 3:1 for the locals: white 2 deals 3 to the players.
    state, events = fight({1: 1, 2: 2, 0: 2}, 15, (6, 2))
    basra = state.regions["basra"]
    assert (basra.military[1], basra.military[2], basra.military[0]) == (0, 0, 2)
    assert [state.players[s].pacifism for s in (1, 2, 0)] == [1, 2, 0]
    battle = basra.battle
    assert battle is not None and battle.participants == [0] and battle.roller == 0


def test_the_winner_is_the_roller_even_with_allies_present() -> None:
    state, events = fight({1: 2, 0: 3}, 1, (1, 6))
    assert state.regions["basra"].controller == 1
    assert state.regions["basra"].military[0] == 3


def alliance_at_end_of_turn(units: dict[int, int], locals_: int) -> OmbState:
    state = started(3)
    at_war(state, "basra", units, locals_)
    return finish_actions(state)


def test_alliance_agreement_accepted_changes_losses_and_conquest() -> None:
    state = alliance_at_end_of_turn({1: 2, 2: 2}, 1)
    assert pending_kinds(state) == [("battle_proposal", 1)]
    legal = GAME.legal_actions(state, 1)
    assert legal.allows({"kind": "decide", "option": "2:2"})
    assert legal.why_not({"kind": "decide", "option": "0:2"})
    state = play(state, 1, kind="decide", option="2:2")
    assert pending_kinds(state) == [("battle_accept", 2)]
    # 4 against 1 is 4:1: black 1 deals 4 (1 local), white 1 at 1:4 deals 1.
    state.rng = rng_rolling(1, 1)
    state = play(state, 2, kind="answer", accept=True)
    basra = state.regions["basra"]
    assert basra.military[2] == 1 and basra.military[1] == 2
    assert basra.controller == 2


def test_alliance_agreement_refused_falls_back_to_the_roller() -> None:
    state = alliance_at_end_of_turn({1: 2, 2: 2}, 1)
    state = play(state, 1, kind="decide", option="2:2")
    state.rng = rng_rolling(1, 1)
    state = play(state, 2, kind="answer", accept=False)
    basra = state.regions["basra"]
    assert basra.military[1] == 1 and basra.military[2] == 2
    assert basra.controller == 1


def test_no_agreement_proposed() -> None:
    state = alliance_at_end_of_turn({1: 2, 2: 2}, 1)
    state.rng = rng_rolling(1, 1)
    state = play(state, 1, kind="decide", option="none")
    basra = state.regions["basra"]
    assert basra.military[1] == 1 and basra.controller == 1


def test_support_request_ally_joins_the_battle_with_a_free_move() -> None:
    state = started(3)
    seat = current(state)
    ally = next(s for s in range(3) if s != seat)
    state.regions[BORDER].military[seat] = 3
    state.regions[BORDER].military[ally] = 2
    state = play(state, seat, kind="take_box", box="purchase_1")
    state = play(state, seat, kind="request_support", region="basra", ally=ally)
    state = play(state, ally, kind="answer", accept=True)
    state = play(state, seat, kind="move", source=BORDER, destination="basra", military=3)
    assert GAME.to_act(state) == [ally]
    state = play(state, ally, kind="move", source=BORDER, destination="basra", military=2)
    battle = state.regions["basra"].battle
    assert battle is not None and battle.participants == [seat, ally]
    assert ally in battle.supporters and battle.roller == seat


# ------------------------------------------------------------------------------ retreats


def retreat_setup(units: dict[int, int], locals_: int = 5) -> OmbState:
    state = started(3)
    at_war(state, "basra", units, locals_)
    conquer(state, "maysan", 0, military=1)
    state.regions["basra"].logistics = 2
    return finish_actions(state)


def test_retreat_is_offered_only_towards_a_controlled_territory() -> None:
    state = started(3)
    at_war(state, "basra", {1: 2}, 5)
    assert battles.retreat_destinations(state, "basra") == []
    state.rng = rng_rolling(6, 6)
    state = finish_actions(state)
    assert all(p.kind != "retreat" for p in state.pending)
    conquer(state, "dhi_qar", 2)
    assert battles.retreat_destinations(state, "basra") == ["dhi_qar"]


def test_retreat_costs_a_unit_and_a_pacifism_point_and_abandons_logistics() -> None:
    state = retreat_setup({1: 3})
    assert pending_kinds(state) == [("retreat", 1)]
    legal = GAME.legal_actions(state, 1)
    assert legal.why_not({"kind": "retreat", "source": "basra", "region": BORDER})
    draws = state.rng.draws
    state = play(state, 1, kind="retreat", source="basra", region="maysan")
    basra, maysan = state.regions["basra"], state.regions["maysan"]
    assert maysan.military[1] == 2 and basra.military[1] == 0
    assert basra.battle is None and basra.logistics == 0 and basra.locals == 5
    assert maysan.controller == 0  # the controller keeps its military there
    assert state.rng.draws == draws  # nobody left to fight: no dice
    assert state.players[1].pacifism == 1  # the retreat; the media check adds nothing here


def test_staying_fights_the_round() -> None:
    state = retreat_setup({1: 3})
    state.rng = rng_rolling(6, 6)
    state = play(state, 1, kind="decide", option="stay")
    battle = state.regions["basra"].battle
    assert battle is not None and battle.rounds == 1


def test_shared_retreat_loses_one_unit_in_all_volunteer() -> None:
    state = retreat_setup({1: 3, 2: 2})
    state = play(state, 1, kind="decide", option="none")
    assert sorted(pending_kinds(state)) == [("retreat", 1), ("retreat", 2)]
    state = play(state, 1, kind="retreat", source="basra", region="maysan")
    state = play(state, 2, kind="retreat", source="basra", region="maysan")
    assert sorted(pending_kinds(state)) == [("retreat_volunteer", 1), ("retreat_volunteer", 2)]
    state = play(state, 1, kind="answer", accept=False)
    state, events = apply(state, 2, kind="answer", accept=True)
    maysan = state.regions["maysan"]
    assert maysan.military[1] == 3 and maysan.military[2] == 1
    assert state.regions["basra"].battle is None
    lost = {e.data["seat"]: e.data["lost"] for e in events if e.kind == "retreat"}
    assert lost == {1: 0, 2: 1}


def test_shared_retreat_without_volunteer_costs_the_roller() -> None:
    state = retreat_setup({1: 3, 2: 2})
    state = play(state, 1, kind="decide", option="none")
    state = play(state, 1, kind="retreat", source="basra", region="maysan")
    state = play(state, 2, kind="retreat", source="basra", region="maysan")
    state = play(state, 1, kind="answer", accept=False)
    state = play(state, 2, kind="answer", accept=False)
    maysan = state.regions["maysan"]
    assert maysan.military[1] == 2 and maysan.military[2] == 2


def test_retreat_pacifism_each_player_once() -> None:
    state = started(3)
    at_war(state, "basra", {1: 3, 2: 2}, 5)
    conquer(state, "maysan", 0, military=1)
    events = battles._carry_out_retreats(state, "basra", {1: "maysan", 2: "maysan"}, 1)
    assert [state.players[s].pacifism for s in (1, 2)] == [1, 1]
    assert [e.data["lost"] for e in events] == [1, 0]


def test_one_retreats_the_other_fights_on_and_keeps_the_logistics() -> None:
    state = retreat_setup({1: 3, 2: 2})
    state = play(state, 1, kind="decide", option="none")
    state.rng = rng_rolling(6, 6)
    state = play(state, 1, kind="retreat", source="basra", region="maysan")
    state = play(state, 2, kind="decide", option="stay")
    basra = state.regions["basra"]
    assert basra.battle is not None and basra.battle.participants == [2]
    assert basra.battle.roller == 2 and basra.logistics == 2
    assert state.regions["maysan"].military[1] == 2


def waiting_battles(state: OmbState) -> list[tuple[str, str]]:
    """The battles waiting under the questions: (step, region) of each frame, bottom first."""
    assert state.stack[-1].kind == "questions"
    held = [f for f in state.stack if f.kind in battles.PENDING_KINDS]
    assert state.stack[-1 - len(held) : -1] == held
    return [(f.kind, f.data["region"]) for f in held]


def test_a_battle_waits_in_a_frame_of_its_own_holding_the_answers_given_so_far() -> None:
    """Issue 27: a battle asking questions is a procedure of the flow. Its frame waits under
    the questions at the step it asks (proposal, acceptances, retreats, volunteers), holding
    the terms proposed, a refusal, the retreats chosen and the volunteers; its questions carry
    only their region. Once its answers are all in, the round is fought and the frame ends."""
    state = retreat_setup({1: 3, 2: 2})
    assert waiting_battles(state) == [("battle_proposal", "basra")]
    state = play(state, 1, kind="decide", option="2:1")
    assert waiting_battles(state) == [("battle_accept", "basra")]
    terms = {"region": "basra", "casualty": 2, "winner": 1, "refused": False}
    assert state.stack[-2].data == terms
    state = play(state, 2, kind="answer", accept=False)
    assert waiting_battles(state) == [("retreat", "basra")]
    state = play(state, 2, kind="retreat", source="basra", region="maysan")
    assert state.stack[-2].data == {"region": "basra", "retreats": {"2": "maysan"}}
    assert [q.data for q in state.questions.open] == [{"region": "basra"}]
    state = play(state, 1, kind="retreat", source="basra", region="maysan")
    assert waiting_battles(state) == [("retreat_volunteer", "basra")]
    state = play(state, 2, kind="answer", accept=True)
    chosen = {"2": "maysan", "1": "maysan"}
    assert state.stack[-2].data == {"region": "basra", "retreats": chosen, "volunteers": [2]}
    assert [q.data for q in state.questions.open] == [{"region": "basra"}]
    state = play(state, 1, kind="answer", accept=False)
    assert not state.questions.open and state.regions["basra"].battle is None
    assert all(f.kind not in battles.PENDING_KINDS for f in state.stack)
    assert state.regions["maysan"].military[1:] == [3, 1]


def test_two_battles_wait_side_by_side_and_their_seats_are_asked_together() -> None:
    """Two battles asking their retreats at once each wait in their own frame; the seats of
    both are asked together, and each battle fights its round when its own answers are in."""
    state = started(3)
    at_war(state, "basra", {1: 3}, 5)
    at_war(state, "dhi_qar", {2: 2}, 5)
    conquer(state, "maysan", 0, military=1)
    state = finish_actions(state)
    assert sorted(waiting_battles(state)) == [("retreat", "basra"), ("retreat", "dhi_qar")]
    assert GAME.to_act(state) == [1, 2]
    state.rng = rng_rolling(6, 6)
    state, events = apply(state, 2, kind="decide", option="stay")
    assert [e.kind for e in events][0] == "battle_round"
    assert waiting_battles(state) == [("retreat", "basra")] and GAME.to_act(state) == [1]
    state = play(state, 1, kind="retreat", source="basra", region="maysan")
    assert not state.questions.open


def test_answers_for_another_question_are_refused() -> None:
    state = retreat_setup({1: 3})
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, {"kind": "decide", "option": "none"})
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, {"kind": "retreat", "source": "basra", "region": "dhi_qar"})


# ------------------------------------------------------------------------------ properties


@given(
    units=st.lists(st.integers(min_value=0, max_value=6), min_size=1, max_size=3),
    locals_=st.integers(min_value=1, max_value=9),
    seed=st.integers(min_value=0, max_value=10_000),
)
@settings(max_examples=150, deadline=None)
def test_a_round_keeps_the_board_consistent(units: list[int], locals_: int, seed: int) -> None:
    """Whatever the dice: losses never exceed the units there, each lost unit is one pacifism
    point for its owner, and the outcome leaves a state the engine's invariants accept."""
    state = started(3)
    at_war(state, "basra", dict(enumerate(units)), locals_)
    state.regions["basra"].logistics = 2
    state.rng = Rng.from_seed(seed)
    events = battles.fight_round(state, "basra")
    basra = state.regions["basra"]
    for seat, before in enumerate(units):
        lost = before - basra.military[seat]
        assert 0 <= lost <= before
        assert state.players[seat].pacifism == lost
    assert 0 <= basra.locals <= locals_ or events[-1].kind == "battle_both_destroyed"
    assert GAME.invariants(state) == []
    if basra.battle is None:
        assert events[-1].kind in ("battle_won", "battle_lost", "battle_both_destroyed")
        assert (basra.controller is not None) == (events[-1].kind == "battle_won")
