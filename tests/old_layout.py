"""Replaying a snapshot stored in a game's layout from before a change of it (issue 27): the
state as an old engine saved it, the moves that engine then played, the public view's hash
and the events' texts after each (``tests/<game>/old_layout_snapshots.json``)."""

from __future__ import annotations

import hashlib
from typing import Any

from rules.core import Game


def plays_on_as_recorded(game: Game[Any, Any], recorded: dict[str, Any]) -> None:
    """Load the old state with today's engine and play the recorded moves: each gives the
    recorded view and events."""
    state = game.load_state(recorded["state"])
    assert game.invariants(state) == []
    assert game.to_act(state) == recorded["to_act"]
    for move in recorded["moves"]:
        state, events = game.apply(state, move["seat"], move["action"])
        view = game.view(state, None).model_dump_json().encode()
        assert hashlib.sha256(view).hexdigest() == move["view"]
        assert [e.text for e in events] == move["events"]
