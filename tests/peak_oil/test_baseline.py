"""Peak Oil's behaviour baseline (``baseline_hashes.json``): 150 self-played games, every
player count (2–5, cycling) and the book's optional rules, recorded before the game moved onto
the kit's flow (``rules/core/flow.py``, issue 27) with

    python -m bot selfplay peak_oil --hashes tests/peak_oil/baseline_hashes.json --record \\
        --games 60 --seed 0
    ... --games 40 --seed 60 --option brutal=true --append
    ... --games 20 --seed 100 --option hard_crises=true --append
    ... --games 15 --seed 120 --option two_symbol_fields=true --append
    ... --games 15 --seed 135 --option double_closed=true --append

(each run after the first with ``--append``, which adds to the file's games). A refactor that keeps the rules
keeps every fingerprint: ``python -m bot selfplay peak_oil --hashes
tests/peak_oil/baseline_hashes.json --views-only`` checks all 150 (a minute or two); this
test checks the first game of each player count of every option set on every run.

The views only: the move onto the kit's flow changed the state's JSON layout (the queue of
tasks and the questions became the stack of procedures, ``state.stack``), so the final
states' hashes changed while every public view of every game stayed the same."""

from __future__ import annotations

from pathlib import Path

from rules.peak_oil import GAME
from tests.baselines import check_coverage, check_first_of_each

BASELINE = Path(__file__).with_name("baseline_hashes.json")

#: The option sets recorded and their number of games (the module docstring's commands).
OPTION_SETS = {
    "None": 60,
    "{'brutal': True}": 40,
    "{'hard_crises': True}": 20,
    "{'two_symbol_fields': True}": 15,
    "{'double_closed': True}": 15,
}


def test_the_baseline_holds_every_player_count_and_option_set() -> None:
    check_coverage(BASELINE, GAME, OPTION_SETS, {2, 3, 4, 5})


def test_the_first_game_of_each_player_count_and_option_set_still_plays_the_same() -> None:
    check_first_of_each(BASELINE, GAME, 20)
