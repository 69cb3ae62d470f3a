"""Scoring (book "Comptage des points") and the result.

Each start-up, the portfolio included, scores the barrels on its technology's track space
plus one per matching symbol on the owner's oil fields; consultants 1/1/2; face-up crises
−1/−3/−5 (face-down ones nothing: the book's example, I40). Brutal: no consultants or crises, −2 per agent on the
counter (counted as crisis points for the tie-break, I32). Ties: fewest crisis points lost,
then most start-up points, then most consultant points; after that a shared place (I23).
"""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel

from rules.core import Result, ranking_from_scores

from .data import tables
from .helpers import msg
from .state import CONSULTANTS, CRISES, FIELDS, PORTFOLIOS, START_UPS, PeakOilState


class Score(BaseModel):
    start_ups: int
    consultants: int
    crises: int
    total: int
    #: What one start-up of each technology is worth to this player.
    per_card: dict[str, int]


def owned(state: PeakOilState, seat: int) -> list[str]:
    """The technology of each card the seat scores: its start-ups and its portfolio (its own
    hand until the final count shows it)."""
    player = state.players[seat]
    found: list[str] = [START_UPS[c].technology for c in player.start_ups]
    portfolio = [*state.portfolios.hands[seat], *player.portfolio_shown]
    return found + [PORTFOLIOS[c].technology for c in portfolio]


def score(state: PeakOilState, seat: int) -> Score:
    player = state.players[seat]
    symbols = Counter(t for f in player.fields for t in FIELDS[f].technologies)
    per_card: dict[str, int] = {t: state.track.get(t, 0) + symbols[t] for t in tables.TECHNOLOGIES}
    start_ups = sum(per_card[t] for t in owned(state, seat))
    if state.brutal:
        consultants = 0
        crises = -tables.BRUTAL_COUNTER_VP_LOSS * state.on_counter(seat)
    else:
        consultants = sum(CONSULTANTS[c].vp for c in player.consultants)
        crises = -sum(CRISES[c].vp_loss for c in player.crises_up)
    return Score(
        start_ups=start_ups,
        consultants=consultants,
        crises=crises,
        total=start_ups + consultants + crises,
        per_card=per_card,
    )


def result(state: PeakOilState) -> Result:
    scores = [score(state, s) for s in range(state.n)]
    ranking = ranking_from_scores(
        [s.total for s in scores],
        [s.crises for s in scores],
        [s.start_ups for s in scores],
        [s.consultants for s in scores],
    )
    say = msg.say
    lines = [
        say(
            "result_line",
            name=state.seats[s],
            total=sc.total,
            start_ups=sc.start_ups,
            consultants=sc.consultants,
            crises=sc.crises,
        )
        for s, sc in enumerate(scores)
    ]
    for group in (group for group in ranking if len(group) > 1):
        lines.append(say("result_tie", names=[state.seats[s] for s in group]))
    return Result.of_lines([float(s.total) for s in scores], ranking, lines)
