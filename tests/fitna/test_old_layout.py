"""Games stored before Fitna moved onto the kit's flow (issue 27) go on as they would have.

``old_layout_snapshots.json`` holds six states saved by the engine of commit ee6650e (a field
``segment``, the kit's ``questions``, no stack): choosing the opening hands, a question during
a battle, an event's pick with the card's effects to resume, the movement segment, Daesh's
activation, and the bids of 7.1; each with the next moves played by that engine from it (a
random picker seeded apart), the public view's hash and the events' texts after each. Loaded
by today's engine, each must play those moves the same way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.fitna import GAME
from tests.old_layout import plays_on_as_recorded

SNAPSHOTS = json.loads(Path(__file__).with_name("old_layout_snapshots.json").read_text())


@pytest.mark.parametrize("moment", ["select", "battle", "resume", "movement", "activation", "bids"])
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(moment: str) -> None:
    recorded = SNAPSHOTS[moment]
    assert "segment" in recorded["state"] and "stack" not in recorded["state"]
    plays_on_as_recorded(GAME, recorded)
