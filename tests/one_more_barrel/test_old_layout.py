"""Games stored before One More Barrel moved onto the kit's flow (issue 27) go on as they would
have.

``old_layout_snapshots.json`` holds nine states saved by the engine of commit 599e800 (the
part of the game in ``stage``, the next end-of-turn check in ``eot_step``, no stack): in the
preparation, inside a Purchases and moves box, while a transfer offer and a support request
wait for their answer, and in the end of turn while battle, rebel, joint-bombing (a partner
asked to join, allies asked to defend) and pacifism-penalty questions wait; each with the next moves (up to 40) played by that engine from it (a random
picker seeded apart), the public view's hash and the events' texts after each. Loaded by
today's engine, each must play those moves the same way."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from rules.one_more_barrel import GAME, rebels
from rules.one_more_barrel.state import OLD_REBEL_KINDS

SNAPSHOTS = json.loads(Path(__file__).with_name("old_layout_snapshots.json").read_text())
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


def test_the_upgrade_knows_every_rebel_question() -> None:
    assert OLD_REBEL_KINDS == rebels.PENDING_KINDS


def test_the_snapshots_are_of_the_old_layout() -> None:
    assert sorted(SNAPSHOTS) == sorted(MOMENTS)
    for recorded in SNAPSHOTS.values():
        assert "stage" in recorded["state"] and "stack" not in recorded["state"]


@pytest.mark.parametrize("moment", MOMENTS)
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(moment: str) -> None:
    recorded = SNAPSHOTS[moment]
    state = GAME.load_state(recorded["state"])
    assert state.stage == recorded["state"]["stage"]
    assert GAME.invariants(state) == []
    assert GAME.to_act(state) == recorded["to_act"]
    assert len(recorded["moves"]) >= 10
    for move in recorded["moves"]:
        state, events = GAME.apply(state, move["seat"], move["action"])
        view = GAME.view(state, None).model_dump_json().encode()
        assert hashlib.sha256(view).hexdigest() == move["view"]
        assert [e.text for e in events] == move["events"]
