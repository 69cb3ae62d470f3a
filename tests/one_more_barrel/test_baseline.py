"""One More Barrel's behaviour baseline (``baseline_hashes.json``): 150 self-played games, 50
each for 3, 4 and 5 players (seeds 0–149, the player count cycling 3, 4, 5), recorded with
``python -m bot selfplay one_more_barrel --games 150 --hashes
tests/one_more_barrel/baseline_hashes.json --record``. A refactor that keeps the rules keeps
every fingerprint: ``python -m bot selfplay one_more_barrel --hashes
tests/one_more_barrel/baseline_hashes.json`` checks all 150 (a few minutes); this test checks
the first three games of each player count on every run."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from bot.selfplay import compare, read_fingerprints
from rules.one_more_barrel import GAME

BASELINE = Path(__file__).with_name("baseline_hashes.json")


def test_the_baseline_holds_fifty_games_for_each_player_count() -> None:
    name, recorded = read_fingerprints(BASELINE)
    assert name == GAME.name
    assert Counter(f.players for f in recorded) == {3: 50, 4: 50, 5: 50}
    assert sorted(f.seed for f in recorded) == list(range(150))


def test_the_first_games_of_each_player_count_still_play_the_same() -> None:
    _name, recorded = read_fingerprints(BASELINE)
    assert compare(GAME, recorded[:9]) == []
