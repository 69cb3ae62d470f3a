"""How well each company stands in a Peak Oil state, for the computer players
(:mod:`rules.core.players` finds this module by its name).

The scoring as it would count now (``scoring.score``: start-ups and portfolio cards at their
technologies' worth, consultants, face-up crises), plus the barrels in one's headquarters at
half a point each (authored: barrels are what pays for the start-ups and consultants that
score; docs/players.md), plus what one's position is worth (authored, issue 32's tuning: a
search of a few moves sees no gain in moving agents, which pays only a turn later): a quarter
point per zone one may act on now (a majority or a tie, ``acting.can_act``), a quarter point
per barrel on a region one may act on (half a barrel in the HQ: shipping takes an action and
pirates may take some) and half a point per agent recruited.

When one may act on Invest, what acting there would add counts too (:func:`investing`): the
best start-up of the display the HQ's barrels pay for, its points less the barrels' half
points (authored, issue 32's tuning: without it the normal computer kept its agents on the
regions, shipped barrels home and never bought a start-up — a traced five-player game ended
with 16 barrels in its HQ and no point; docs/players.md "Tuning"), or a barrel put on the track
of a technology one's cards score (a point per such card, the portfolio included, less the
barrel's half point), or with a majority (both options) the two. The Technologies option since
issue 32's sixteenth pass: while the tracks stood low, no start-up was worth buying, acting on
Invest was worth no more than a region and the normal computer in five-player games against
random players shipped barrels home to the end (traced: 18 barrels and no point;
docs/players.md "Sixteenth pass").

``PROGRESS``: the events that bring the end nearer. The game ends once the bag holds no black
barrel (book: "Pénurie"), and only draws, drills and "barrel?" takes empty it; the rules let
agents be reassigned back and forth for ever, so the computer players need to know
(:func:`rules.core.players.unstalled`).
"""

from __future__ import annotations

from collections import Counter

from .acting import can_act
from .helpers import standing
from .invest import price
from .scoring import Score, owned, score
from .state import START_UPS, PeakOilState

#: The Invest zone's name among ``state.zones`` (``acting.py``).
INVEST = "invest"

#: The events that bring Peak Oil nearer (a barrel taken out of the bag) and those of Peak Oil
#: itself (catalogue keys of ``messages.py``).
PROGRESS = frozenset({"draw", "drill", "query", "peak_oil", "peak_phase", "peak_zone"})

#: Points a barrel in headquarters is worth to the evaluation (authored).
BARREL_POINTS = 0.5
#: Points a zone one may act on, a barrel on a region one may act on, and an agent recruited
#: are worth (authored: the module docstring).
READY_POINTS, REGION_BARREL_POINTS, AGENT_POINTS = 0.25, 0.25, 0.5

#: The search's simulations per decision (:func:`rules.core.search.settings_of`; authored from
#: the decision time each level may take, issue 32: normal at most 2 s at p95 and hard 6 s,
#: aimed at about 0.8 s and 3 s on this shared machine). Since issue 32's third pass a
#: simulation scores every move of the node it reaches first, and 60 simulations took 0.36 s of
#: CPU at p95 over whole five-player games against random players (won 3 of 4, seeds
#: 1008-1011). docs/players.md "Tuning, third pass".
SEARCH = {"normal": {"simulations": 60}, "hard": {"simulations": 240}}


def evaluate(state: PeakOilState) -> list[float]:
    """Each seat's worth in points (higher is better)."""
    worth = []
    for seat in range(state.n):
        now = score(state, seat)
        worth.append(
            now.total
            + BARREL_POINTS * state.players[seat].barrels
            + AGENT_POINTS * state.recruited(seat)
            + sum(
                READY_POINTS
                + REGION_BARREL_POINTS * state.regions.get(zone, 0)
                + (investing(state, seat, now) if zone == INVEST else 0.0)
                for zone in state.zones
                if can_act(state, seat, zone)
            )
        )
    return worth


def investing(state: PeakOilState, seat: int, now: Score) -> float:
    """What acting on Invest would add now, at best (nothing if nothing gains): a start-up of
    the display the seat's barrels pay for (``invest.price``), its points (``now.per_card``)
    less the barrels' worth here; or one barrel on the track of the technology most of the
    seat's cards score (``scoring.owned``: a point each) less that barrel's worth; or, with a
    majority (both options, ``acting.start_action``), a start-up and then that barrel, the
    start-up counted among the cards."""
    barrels = state.players[seat].barrels
    cards = Counter(owned(state, seat))
    best = _track_gain(cards, barrels)
    both = standing(state, INVEST, seat) == "majority" and not state.brutal
    for card in state.start_up_display:
        cost = price(state, seat, card)
        if cost > barrels:
            continue
        technology = START_UPS[card].technology
        gain = now.per_card[technology] - BARREL_POINTS * cost
        if both:
            gain += _track_gain(cards + Counter([technology]), barrels - cost)
        best = max(best, gain)
    return best


def _track_gain(cards: Counter[str], barrels: int) -> float:
    """What one barrel of ``barrels`` put on the track of the technology most of ``cards``
    (technologies, one per card) score would gain (nothing without a barrel or when it would
    not pay)."""
    if barrels < 1 or not cards:
        return 0.0
    return max(0.0, max(cards.values()) - BARREL_POINTS)
