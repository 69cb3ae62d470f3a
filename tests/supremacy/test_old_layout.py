"""Games stored before Suprématie moved onto the kit's flow (issue 27) go on as they would have.

``old_layout_snapshots.json`` holds eight states saved by the engine of commit 599e800 (the
kit's queue ``questions``, no stack): while a defender is asked his defence, a defender his
counter-attack, every player the claim of a phase in the simultaneous play, a side its
reinforcements, a player a deal, another the passage of forces; during a phase with no
question open; and with two questions queued, one behind the other. Each comes with the next
moves played by that engine from it (a random picker seeded apart), the public view's hash and
the events' texts after each. Loaded by today's engine, each must play those moves the same
way."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from rules.supremacy import GAME

SNAPSHOTS = json.loads(Path(__file__).with_name("old_layout_snapshots.json").read_text())


#: English wordings fixed since the snapshots were recorded, as the old engine's text -> the
#: text now (issue 28's counted nouns: one unit of a resource is "1 mineral", not "1 minerals").
FIXED_WORDING = {"1 minerals": "1 mineral"}


def _fixed(text: str) -> str:
    for old, new in FIXED_WORDING.items():
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize(
    "moment", ["defence", "counter", "claim", "reinforce", "offer", "passage", "turn", "queue"]
)
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(moment: str) -> None:
    recorded = SNAPSHOTS[moment]
    assert "questions" in recorded["state"] and "stack" not in recorded["state"]
    state = GAME.load_state(recorded["state"])
    assert GAME.invariants(state) == []
    assert GAME.to_act(state) == recorded["to_act"]
    for move in recorded["moves"]:
        state, events = GAME.apply(state, move["seat"], move["action"])
        view = GAME.view(state, None).model_dump_json().encode()
        assert hashlib.sha256(view).hexdigest() == move["view"]
        assert [e.text for e in events] == [_fixed(text) for text in move["events"]]


def test_an_old_snapshot_loads_again_from_its_new_layout() -> None:
    """Once upgraded, a state round-trips JSON in today's layout."""
    state = GAME.load_state(SNAPSHOTS["queue"]["state"])
    assert [f.kind for f in state.stack][0] == "turn" and len(state.stack) >= 3
    assert GAME.load_state(GAME.dump_state(state)) == state
