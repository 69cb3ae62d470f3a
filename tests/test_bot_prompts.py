"""The walk of a seat's choice tree as a prompt asks it (:mod:`bot.prompts`), without
Discord, on Edge cases (tests/edgegame.py): the start, the forced answers, the defaults, the
"Back" path and the questions. tests/discord/test_prompts.py checks the same walk on Discord's
buttons, tests/test_table.py at the terminal."""

from __future__ import annotations

from bot.prompts import answers_at, defaults_of, prompt_at
from tests.edgegame import GAME as EDGE


def test_the_one_reason_to_pass_is_taken_and_said() -> None:
    legal = EDGE.legal_actions(EDGE.setup(["alice", "bob"], 11, None), 0)
    start = prompt_at(EDGE, legal, None, "en")
    assert start.path == [] and start.back is None and start.taken == []
    assert start.question == "What do you do?"
    passing = prompt_at(EDGE, legal, ["pass"], "en")
    assert passing.path == ["pass", "tired"] and passing.taken == ["reason: tired"]
    assert passing.back == [] and passing.said.startswith("Pass")
    # The optional tip is asked next: its default (0) is among the answers, so no "skip".
    labels = [option.label for option in answers_at(EDGE, legal, passing.cursor, "en")]
    assert labels == ["0", "1", "2"]
    assert defaults_of(EDGE, "pass") == {"tip": 0}


def test_the_kind_is_offered_with_its_first_answer() -> None:
    legal = EDGE.legal_actions(EDGE.setup(["alice", "bob"], 11, None), 0)
    start = prompt_at(EDGE, legal, None, "en")
    offered = [(o.label, o.answers) for o in answers_at(EDGE, legal, start.cursor, "en")]
    assert offered == [
        ("Pick a colour: blue", ["pick", "blue"]),
        ("Pass: tired", ["pass", "tired"]),
    ]
