"""Options as a player types them (issue 26, item 3): ``key=value`` pairs whose value may be
a JSON list or object (``handicaps=[1,2]``, once split on its comma), one JSON object, and
input nested a thousand deep or too long refused in words (it once raised RecursionError, a
"Sorry, something went wrong")."""

from __future__ import annotations

import pytest

from bot.arguments import MAX_DEPTH, MAX_OPTIONS_CHARS, options_text
from bot.service import Refused


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("", {}),
        ("pile_size=3", {"pile_size": 3}),
        ("turns_per_phase=5, public_money=true", {"turns_per_phase": 5, "public_money": True}),
        ("bidding=every_turn scenario=3", {"bidding": "every_turn", "scenario": 3}),
        ("handicaps=[1,2]", {"handicaps": [1, 2]}),
        ("handicaps=[1, 2], rounds=4", {"handicaps": [1, 2], "rounds": 4}),
        (
            'rounds=4,handicaps=[0,3,1] title="two words"',
            {"rounds": 4, "handicaps": [0, 3, 1], "title": "two words"},
        ),
        ('custom={"turns": 2, "seats": []}', {"custom": {"turns": 2, "seats": []}}),
        ('{"handicaps": [1, 2], "rounds": 3}', {"handicaps": [1, 2], "rounds": 3}),
    ],
)
def test_options_are_read_in_both_forms(written: str, expected: dict[str, object]) -> None:
    assert options_text(written) == expected


@pytest.mark.parametrize(
    ("written", "words"),
    [
        ("[" * 1000 + "]" * 1000, f"nested too deeply (at most {MAX_DEPTH} levels)"),
        ('{"a": ' + "[" * 1000 + "]" * 1000 + "}", "nested too deeply"),
        ("handicaps=" + "[" * 1000 + "]" * 1000, "nested too deeply"),
        ("x" * (MAX_OPTIONS_CHARS + 1), "too long"),
        ("handicaps=[1,2", "not well-formed JSON (near character 15)"),
        ('{"a": 1} b=2', "one JSON object"),
        ("pile_size", "key=value"),
        ("handicaps=[1,2]x", "key=value"),
        ("=3", "key=value"),
    ],
)
def test_bad_options_are_refused_in_words(written: str, words: str) -> None:
    with pytest.raises(Refused) as refused:
        options_text(written)
    assert words in str(refused.value)
    assert refused.value.said_in("fr") != str(refused.value)
