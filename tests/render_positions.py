"""Random positions of every game to draw in the picture tests: public views (each with the
view before its last move) reached by random self-play, spread over player counts, options
and (Fitna) every scenario and its two-player version; computed once per test run."""

from __future__ import annotations

import functools
from typing import Any

from bot.selfplay import random_states, seat_names
from rules import GAMES
from rules.core import Rng, View
from rules.fitna.data import scenarios

#: Positions drawn of each game (the test's budget: 100 of each game, in each language).
PER_GAME = 100
#: The step counts a self-play run is cut at (the set-up, early and middle play); Fitna's
#: moves are slow to enumerate on its large maps, so its runs stop sooner.
STEPS = (0, 2, 8, 25, 60, 120)
FITNA_STEPS = (0, 2, 8, 20, 40)

#: (players, options) a game is drawn with: every player count, and the options that change
#: the picture (Peak Oil's Brutal rules; every Fitna scenario and two-player version).
CONFIGS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "one_more_barrel": [(3, {}), (4, {}), (5, {})],
    "peak_oil": [(2, {}), (3, {"brutal": True}), (4, {}), (5, {"brutal": True}), (5, {})],
    "supremacy": [(n, {}) for n in range(2, 7)],
    "fitna": [
        (players, {"scenario": number})
        for number in sorted(scenarios.SCENARIOS)
        for players in scenarios.player_counts(number)
    ]
    + [
        (2, {"scenario": number, "two_player": True})
        for number in sorted(scenarios.SCENARIOS)
        if scenarios.SCENARIOS[number].players > 2
    ],
}


@functools.cache
def positions(game: str) -> list[tuple[View, View | None]]:
    """:data:`PER_GAME` public views of ``game`` with the view before each (None at the
    set-up), spread evenly over :data:`CONFIGS` and :data:`STEPS`."""
    engine = GAMES[game]
    configs = CONFIGS[game]
    found: list[tuple[View, View | None]] = []
    for index, (players, options) in enumerate(configs):
        wanted = PER_GAME * (index + 1) // len(configs) - PER_GAME * index // len(configs)
        state = engine.setup(seat_names(players), 1000 + index, options)
        cuts = FITNA_STEPS if game == "fitna" else STEPS
        seen = random_states(engine, state, Rng.from_seed(index), cuts[-1])
        steps = sorted({min(s, len(seen) - 1) for s in cuts})
        picked = [steps[round(i * (len(steps) - 1) / max(1, wanted - 1))] for i in range(wanted)]
        for offset, step in enumerate(picked):
            step = max(0, min(len(seen) - 1, step + offset % 3 if step else 0))
            before = engine.view(seen[step - 1], None) if step else None
            found.append((engine.view(seen[step], None), before))
    return found


def in_language(view: View, language: str) -> View:
    """``view`` shown in ``language``."""
    return view.model_copy(update={"language": language})


@functools.cache
def private_positions(game: str) -> list[tuple[View, View | None]]:
    """Seats' own views (with the same seat's view before), from the first two
    :data:`CONFIGS` of ``game``, each seat in turn: a seat's picture adds its secrets."""
    engine = GAMES[game]
    found: list[tuple[View, View | None]] = []
    for index, (players, options) in enumerate(CONFIGS[game][:2]):
        cuts = FITNA_STEPS if game == "fitna" else STEPS
        state = engine.setup(seat_names(players), 2000 + index, options)
        seen = random_states(engine, state, Rng.from_seed(50 + index), cuts[-1])
        for number, step in enumerate(sorted({min(s, len(seen) - 1) for s in cuts})):
            seat = number % players
            before = engine.view(seen[step - 1], seat) if step else None
            found.append((engine.view(seen[step], seat), before))
    return found
