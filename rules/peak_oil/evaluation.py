"""How well each company stands in a Peak Oil state, for the computer players
(:mod:`rules.core.players` finds this module by its name).

The scoring as it would count now (``scoring.score``: start-ups and portfolio cards at their
technologies' worth, consultants, face-up crises), plus the barrels in one's headquarters at
half a point each (authored: barrels are what pays for the start-ups and consultants that
score; docs/players.md).

``PROGRESS``: the events that bring the end nearer. The game ends once the bag holds no black
barrel (book: "Pénurie"), and only draws, drills and "barrel?" takes empty it; the rules let
agents be reassigned back and forth for ever, so the computer players need to know
(:func:`rules.core.players.unstalled`).
"""

from __future__ import annotations

from .scoring import score
from .state import PeakOilState

#: The events that bring Peak Oil nearer (a barrel taken out of the bag) and those of Peak Oil
#: itself (catalogue keys of ``messages.py``).
PROGRESS = frozenset({"draw", "drill", "query", "peak_oil", "peak_phase", "peak_zone"})

#: Points a barrel in headquarters is worth to the evaluation (authored).
BARREL_POINTS = 0.5


def evaluate(state: PeakOilState) -> list[float]:
    """Each seat's worth in points (higher is better)."""
    return [
        score(state, seat).total + BARREL_POINTS * state.players[seat].barrels
        for seat in range(state.n)
    ]
