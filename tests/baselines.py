"""What the games' behaviour-baseline tests share (``python -m bot selfplay GAME --hashes
FILE``): the recorded file covers every player count of every option set, and the first game
of each player count and option set still plays the same."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from bot.selfplay import Fingerprint, compare, read_fingerprints
from rules.core import Game


def check_coverage(
    path: Path, game: Game[Any, Any], option_sets: dict[str, int], players: set[int]
) -> None:
    """The file is ``game``'s, its seeds run from 0, and each option set has its number of
    games over every player count of ``players``."""
    name, recorded = read_fingerprints(path)
    assert name == game.name
    assert sorted(f.seed for f in recorded) == list(range(sum(option_sets.values())))
    assert Counter(str(f.options) for f in recorded) == option_sets
    for options in option_sets:
        counts = {f.players for f in recorded if str(f.options) == options}
        assert counts == players, options


def first_of_each(recorded: list[Fingerprint]) -> list[Fingerprint]:
    """The first recorded game of each option set and player count."""
    seen: set[tuple[str, int]] = set()
    chosen = []
    for played in recorded:
        key = (str(played.options), played.players)
        if key not in seen:
            seen.add(key)
            chosen.append(played)
    return chosen


def check_first_of_each(path: Path, game: Game[Any, Any], expected: int) -> None:
    """The first game of each player count and option set plays to the same public views."""
    _name, recorded = read_fingerprints(path)
    chosen = first_of_each(recorded)
    assert len(chosen) == expected
    assert compare(game, chosen, views_only=True) == []
