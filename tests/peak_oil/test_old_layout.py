"""Games stored before Peak Oil moved onto the kit's flow (issue 27) go on as they would have.

``old_layout_snapshots.json`` holds three states saved by the engine of commit 16c944c (the
queue ``tasks`` and the kit's ``questions``, no stack): in the middle of an action with two
steps queued, while a player is asked the reassignment after Peak Oil, and in the Peak Oil
phase with steps queued; each with the next moves played by that engine from it (a random
picker seeded apart), the public view's hash and the events' texts after each. Loaded by
today's engine, each must play those moves the same way. (The recorded texts had "a Ethanol
start-up": corrected to "an Ethanol start-up" when the article became the language's rule,
issue 28; the moves and views are as recorded.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.peak_oil import GAME
from tests.old_layout import plays_on_as_recorded

SNAPSHOTS = json.loads(Path(__file__).with_name("old_layout_snapshots.json").read_text())


@pytest.mark.parametrize("moment", ["decision", "question", "phase"])
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(moment: str) -> None:
    recorded = SNAPSHOTS[moment]
    plays_on_as_recorded(GAME, recorded)
