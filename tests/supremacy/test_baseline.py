"""Suprématie's behaviour baseline (``baseline_hashes.json``): 60 self-played games, 12 each for
2, 3, 4, 5 and 6 players (seeds 0–59, the player count cycling 2 to 6), with the default
options, recorded after the retreat fix (reading 29) with ``python -m bot selfplay supremacy
--games 60 --hashes tests/supremacy/baseline_hashes.json --record``. A refactor that keeps the
rules (issue 31's engine speed work) keeps every fingerprint: ``python -m bot selfplay
supremacy --hashes tests/supremacy/baseline_hashes.json`` checks all 60 (a few minutes); this
test checks the first game of each player count on every run. (The fingerprints take no game
options: the optional rules are not in the baseline.)"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from bot.selfplay import compare, read_fingerprints
from rules.supremacy import GAME

BASELINE = Path(__file__).with_name("baseline_hashes.json")


def test_the_baseline_holds_twelve_games_for_each_player_count() -> None:
    name, recorded = read_fingerprints(BASELINE)
    assert name == GAME.name
    assert Counter(f.players for f in recorded) == {2: 12, 3: 12, 4: 12, 5: 12, 6: 12}
    assert sorted(f.seed for f in recorded) == list(range(60))


def test_the_first_games_of_each_player_count_still_play_the_same() -> None:
    _name, recorded = read_fingerprints(BASELINE)
    assert compare(GAME, recorded[:5]) == []
