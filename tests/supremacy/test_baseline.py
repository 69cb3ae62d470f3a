"""Suprématie's behaviour baseline (``baseline_hashes.json``): 105 self-played games, every
player count (2 to 6) of each option set. The first 60 (seeds 0–59, the player count cycling
2 to 6, the default options) were recorded after the retreat fix (reading 29) with
``python -m bot selfplay supremacy --games 60 --hashes tests/supremacy/baseline_hashes.json
--record``; the optional rules were added before the game moved onto the kit's flow
(``rules/core/flow.py``, issue 27), by the engine of that time (commit 4f54b0b's), with

    ... --record --append --games 20 --seed 60 --option simultaneous=true
    ... --record --append --games 15 --seed 80 --option protectors=true \\
        --option company_trading=true --option arms_sales=true
    ... --record --append --games 10 --seed 95 --option random_attribution=true

A refactor that keeps the rules keeps every fingerprint: ``python -m bot selfplay supremacy
--hashes tests/supremacy/baseline_hashes.json --views-only`` checks all 105 (a few minutes);
this test checks the first game of each player count of every option set on every run.

The views only: the move onto the kit's flow changed the state's JSON layout (the kit's queue
of questions became the stack of procedures, ``state.stack``), so the final states' hashes
changed while every public view of every game stayed the same."""

from __future__ import annotations

from pathlib import Path

from rules.supremacy import GAME
from tests.baselines import check_coverage, check_first_of_each

BASELINE = Path(__file__).with_name("baseline_hashes.json")

#: The option sets recorded and their number of games (the module docstring's commands).
OPTION_SETS = {
    "None": 60,
    "{'simultaneous': True}": 20,
    "{'arms_sales': True, 'company_trading': True, 'protectors': True}": 15,
    "{'random_attribution': True}": 10,
}


def test_the_baseline_holds_every_player_count_of_every_option_set() -> None:
    check_coverage(BASELINE, GAME, OPTION_SETS, {2, 3, 4, 5, 6})


def test_the_first_game_of_each_player_count_and_option_set_still_plays_the_same() -> None:
    check_first_of_each(BASELINE, GAME, 20)
