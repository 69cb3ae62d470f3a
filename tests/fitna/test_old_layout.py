"""Games stored before Fitna moved onto the kit's flow (issue 27) go on as they would have.

``old_layout_snapshots.json`` holds six states saved by the engine of commit ee6650e (a field
``segment``, the kit's ``questions``, no stack): choosing the opening hands, a question during
a battle, an event's pick with the card's effects to resume, the movement segment, Daesh's
activation, and the bids of 7.1; each with the next moves played by that engine from it (a
random picker seeded apart), the public view's hash and the events' texts after each. Loaded
by today's engine, each must play those moves the same way.

``stack_layout_snapshots.json`` holds seven states saved by the engine of commit fa57d45 (the
stack, before a card's effects, a battle and an activation were frames of it: the card's next
effect kept in its question's data, ``resume``; the battle's step in ``battle.stage``; the
battle and the activation standing above the stack by themselves), recorded the same way from
random games of scenarios 11 and 2: a card's strike pick to resume while another question is
open (``pick_resume``), the wait for counters to a card's air strike (``strike_wait``), the
rest of card 79 waiting on the stack under the batches its tension offers (``effects_frame``),
a battle waiting on a support card (``battle_support``) and on a retreat (``battle_loss``),
Daesh's operations (``activation``) and an offensive they declared (``activation_battle``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.fitna import GAME
from tests.old_layout import plays_on_as_recorded

SNAPSHOTS = json.loads(Path(__file__).with_name("old_layout_snapshots.json").read_text())
STACK_SNAPSHOTS = json.loads(Path(__file__).with_name("stack_layout_snapshots.json").read_text())


@pytest.mark.parametrize("moment", ["select", "battle", "resume", "movement", "activation", "bids"])
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(moment: str) -> None:
    recorded = SNAPSHOTS[moment]
    assert "segment" in recorded["state"] and "stack" not in recorded["state"]
    plays_on_as_recorded(GAME, recorded)


@pytest.mark.parametrize(
    "moment",
    [
        "pick_resume",
        "strike_wait",
        "effects_frame",
        "battle_support",
        "battle_loss",
        "activation",
        "activation_battle",
    ],
)
def test_a_stack_snapshot_plays_on_as_the_old_engine_played_it(moment: str) -> None:
    recorded = STACK_SNAPSHOTS[moment]
    assert "stack" in recorded["state"]
    plays_on_as_recorded(GAME, recorded)


def test_a_card_to_resume_from_its_question_becomes_its_frame_on_the_stack() -> None:
    """The card's next effect kept in the question (``resume``) leaves it: the card is the
    ``effects`` frame waiting on that question, loaded once (not again at the next load)."""
    recorded = STACK_SNAPSHOTS["pick_resume"]
    assert any("resume" in q["data"] for q in recorded["state"]["questions"]["open"])
    state = GAME.load_state(recorded["state"])
    assert not any("resume" in q.data for q in state.questions.open)
    frames = [f for f in state.stack if f.kind == "effects"]
    assert [(f.data["card"], f.data["start"]) for f in frames] == [("russian_strikes", 1)]
    again = GAME.load_state(GAME.dump_state(state))
    assert again.stack == state.stack


def test_a_battle_at_its_step_becomes_its_frame_on_the_stack() -> None:
    """The battle's own field ``stage`` leaves it: the battle is the ``battle`` frame on top
    of the stack at that step."""
    recorded = STACK_SNAPSHOTS["battle_loss"]
    assert recorded["state"]["battle"]["stage"] == "retreat"
    state = GAME.load_state(recorded["state"])
    assert state.stack[-1].kind == "battle" and state.battle_step == "retreat"
    assert GAME.load_state(GAME.dump_state(state)).stack == state.stack


def test_daesh_operations_become_their_frame_on_the_stack() -> None:
    """Daesh's operations, which stood above the stack while ``activation`` lasted, load as
    their frame on top of the segment's."""
    recorded = SNAPSHOTS["activation"]
    assert recorded["state"]["activation"] is not None
    state = GAME.load_state(recorded["state"])
    assert [f.kind for f in state.stack] == [recorded["state"]["segment"], "activation"]
    assert GAME.load_state(GAME.dump_state(state)).stack == state.stack
