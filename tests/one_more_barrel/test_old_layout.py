"""Games stored before One More Barrel moved onto the kit's flow (issue 27) go on as they would
have.

``old_layout_snapshots.json`` holds nine states saved by the engine of commit 599e800 (the
part of the game in ``stage``, the next end-of-turn check in ``eot_step``, no stack): in the
preparation, inside a Purchases and moves box, while a transfer offer and a support request
wait for their answer, and in the end of turn while battle, rebel, joint-bombing (a partner
asked to join, allies asked to defend) and pacifism-penalty questions wait; each with the next moves (up to 40) played by that engine from it (a random
picker seeded apart), the public view's hash and the events' texts after each. Loaded by
today's engine, each must play those moves the same way.

``battle_layout_snapshots.json`` holds eight states saved by the engine of commit fa57d45 (on
the flow, but a battle's answers so far kept in its questions' data, no battle frame on the
stack), in the same format: a die roller asked for a proposal, allies asked to accept it (one
after a refusal), retreats asked after one was chosen, a shared retreat's volunteers asked
(before and after one volunteered), one seat asked two battles' retreats at once, and three
questions of two kinds for three battles at once.

``bombing_layout_snapshots.json`` holds states saved by the engine of commit 48a4134 (a
battle has its frame, but a joint bombing's attack is kept in each of its questions' data, no
bombing frame on the stack), in the same format: the attacker asked to invite one more
(after a partner refused, and after one joined), from random games leaning towards joint
bombings; and from the set-ups of test_rebels.py played by that engine, a partner asked to
join with an ally to ask next, an ally asked after the partner joined, two allies asked at
once to lend their police stations, and the second of them after the first helped."""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from rules.one_more_barrel import GAME, battles, rebels
from rules.one_more_barrel.state import (
    OLD_BATTLE_KINDS,
    OLD_BOMBING_KINDS,
    OLD_REBEL_KINDS,
    OmbState,
)

SNAPSHOTS = json.loads(Path(__file__).with_name("old_layout_snapshots.json").read_text())
BATTLE_SNAPSHOTS = json.loads(Path(__file__).with_name("battle_layout_snapshots.json").read_text())
BOMBING_SNAPSHOTS = json.loads(
    Path(__file__).with_name("bombing_layout_snapshots.json").read_text()
)
MOMENTS = [
    "preparation",
    "box",
    "offer",
    "support",
    "battle",
    "rebels",
    "rebel_join",
    "rebel_defend",
    "pacifism",
]


def test_the_upgrade_knows_every_rebel_and_battle_question() -> None:
    assert OLD_REBEL_KINDS == rebels.PENDING_KINDS
    assert OLD_BATTLE_KINDS == battles.PENDING_KINDS
    assert OLD_BOMBING_KINDS == rebels.BOMBING_KINDS


@pytest.mark.parametrize("moment", list(BATTLE_SNAPSHOTS))
def test_a_battle_of_the_old_layout_gets_its_frame_holding_its_answers(moment: str) -> None:
    """Each battle asking questions waits under the questions in a frame at the step it asks,
    holding what its questions carried (the same in each); the questions keep their region;
    the upgraded state saves and loads as it is."""
    old = BATTLE_SNAPSHOTS[moment]["state"]
    stored = copy.deepcopy(old)
    state = GAME.load_state(old)
    asked = [q for q in old["questions"]["open"] if q["kind"] in OLD_BATTLE_KINDS]
    held = [f for f in state.stack if f.kind in OLD_BATTLE_KINDS]
    assert state.stack[-1 - len(held) :] == [*held, state.stack[-1]]
    assert {(f.kind, f.data["region"]) for f in held} == {
        (q["kind"], q["data"]["region"]) for q in asked
    }
    for frame in held:
        carried = [q["data"] for q in asked if q["data"]["region"] == frame.data["region"]]
        assert all(data == frame.data for data in carried)
    assert all(q.data == {"region": q.data["region"]} for q in state.questions.open)
    assert GAME.load_state(GAME.dump_state(state)) == state
    assert old == stored  # the stored data itself is left as it was


@pytest.mark.parametrize("moment", list(BOMBING_SNAPSHOTS))
def test_a_bombing_of_the_old_layout_gets_its_frame_holding_its_attack(moment: str) -> None:
    """The joint bombing asking questions waits under the questions in one frame at the step
    it asks, holding the attack its questions carried (the same in each); the questions keep
    their region; the upgraded state saves and loads as it is."""
    old = BOMBING_SNAPSHOTS[moment]["state"]
    stored = copy.deepcopy(old)
    state = GAME.load_state(old)
    asked = [q for q in old["questions"]["open"] if q["kind"] in OLD_BOMBING_KINDS]
    held = [f for f in state.stack if f.kind in OLD_BOMBING_KINDS]
    assert len(held) == 1 and state.stack[-2:] == [held[0], state.stack[-1]]
    assert {q["kind"] for q in asked} == {held[0].kind}
    assert all(q["data"]["attack"] == held[0].data for q in asked)
    assert [q.data for q in state.questions.open] == [
        {"region": q["data"]["region"]} for q in old["questions"]["open"]
    ]
    assert GAME.load_state(GAME.dump_state(state)) == state
    assert old == stored  # the stored data itself is left as it was


def test_the_bombing_snapshots_ask_every_bombing_question_with_answers_in_flight() -> None:
    asked = [r["state"]["questions"]["open"] for r in BOMBING_SNAPSHOTS.values()]
    assert {q["kind"] for questions in asked for q in questions} == set(OLD_BOMBING_KINDS)
    assert all(r["state"]["stack"][-1]["kind"] == "questions" for r in BOMBING_SNAPSHOTS.values())
    attacks = [q["data"]["attack"] for questions in asked for q in questions]
    assert any(len(a["attackers"]) >= 2 for a in attacks) and any(a["helpers"] for a in attacks)
    assert any(sum(q["kind"] == "rebel_defend" for q in questions) >= 2 for questions in asked)


@pytest.mark.parametrize("moment", list(BOMBING_SNAPSHOTS))
def test_a_bombing_snapshot_plays_on_as_the_engine_before_bombing_frames_played_it(
    moment: str,
) -> None:
    plays_on(GAME.load_state(BOMBING_SNAPSHOTS[moment]["state"]), BOMBING_SNAPSHOTS[moment])


def test_the_snapshots_are_of_the_old_layout() -> None:
    assert sorted(SNAPSHOTS) == sorted(MOMENTS)
    for recorded in SNAPSHOTS.values():
        assert "stage" in recorded["state"] and "stack" not in recorded["state"]


@pytest.mark.parametrize("moment", MOMENTS)
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(moment: str) -> None:
    recorded = SNAPSHOTS[moment]
    state = GAME.load_state(recorded["state"])
    assert state.stage == recorded["state"]["stage"]
    plays_on(state, recorded)


def test_the_battle_snapshots_ask_every_battle_question_with_answers_in_flight() -> None:
    kinds = set()
    for recorded in BATTLE_SNAPSHOTS.values():
        asked = recorded["state"]["questions"]["open"]
        kinds |= {q["kind"] for q in asked}
        assert recorded["state"]["stack"][-1]["kind"] == "questions"
    assert kinds >= {"battle_proposal", "battle_accept", "retreat", "retreat_volunteer"}
    carried = [
        q["data"] for r in BATTLE_SNAPSHOTS.values() for q in r["state"]["questions"]["open"]
    ]
    assert any(d.get("refused") for d in carried) and any(d.get("volunteers") for d in carried)
    assert any(d.get("retreats") for d in carried)


@pytest.mark.parametrize("moment", list(BATTLE_SNAPSHOTS))
def test_a_battle_snapshot_plays_on_as_the_engine_before_battle_frames_played_it(
    moment: str,
) -> None:
    plays_on(GAME.load_state(BATTLE_SNAPSHOTS[moment]["state"]), BATTLE_SNAPSHOTS[moment])


def plays_on(state: OmbState, recorded: dict[str, Any]) -> None:
    """``state`` (loaded) waits on the recorded seats and plays the recorded moves, with the
    same public views and event texts after each."""
    assert GAME.invariants(state) == []
    assert GAME.to_act(state) == recorded["to_act"]
    assert len(recorded["moves"]) >= 10
    for move in recorded["moves"]:
        state, events = GAME.apply(state, move["seat"], move["action"])
        view = GAME.view(state, None).model_dump_json().encode()
        assert hashlib.sha256(view).hexdigest() == move["view"]
        assert [e.text for e in events] == move["events"]
