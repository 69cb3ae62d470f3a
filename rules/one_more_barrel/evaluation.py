"""How well each player stands in a One More Barrel state, for the computer players
(:mod:`rules.core.players` finds this module by its name).

The book's own final count as it would come out now (``endturn.final_counts``: cash, oil in
the reserve and on one's regions sold at the market price, the government's oil shared by
influence, the tenders, less the pacifism penalty), in dollars, plus what one's position is
worth: one more turn of oil from every region one controls at today's price (authored, so that
taking a region counts before its barrels are collected; docs/players.md).
"""

from __future__ import annotations

from .data.board import TERRITORIES
from .endturn import final_counts
from .helpers import oil_price_cents
from .state import OmbState

#: The search's simulations per decision (:func:`rules.core.search.settings_of`; authored from
#: the decision time each level may take, issue 32: normal at most 2 s at p95 and hard 6 s,
#: aimed at about 0.8 s and 3 s on this shared machine): about 1.7 ms a normal simulation and
#: 2.3 ms a hard one on this machine (CPU, states of random games: 300 simulations 0.47 s mean,
#: 0.60 s the most; hard 1,000 2.3 s mean, 3.0 s the most). docs/players.md "Tuning".
SEARCH = {"normal": {"simulations": 300}, "hard": {"simulations": 1000}}


def evaluate(state: OmbState) -> list[float]:
    """Each seat's worth in dollars (higher is better)."""
    finals, _lines = final_counts(state)
    price = oil_price_cents(state)
    worth = []
    for seat, final in enumerate(finals):
        production = sum(TERRITORIES[rid].oil for rid in state.controlled(seat))
        worth.append((final.total_cents + production * price) / 100)
    return worth
