"""How well each power stands in a Suprématie state, for the computer players
(:mod:`rules.core.players` finds this module by its name).

Wealth as "la détente" counts it (``economy.wealth``: money, the stock of resources at market
price, companies, armies and fleets, bombs and SANs, less the loans), in millions; a power out
of the game is worth nothing.
"""

from __future__ import annotations

from .economy import wealth
from .state import SupremacyState


def evaluate(state: SupremacyState) -> list[float]:
    """Each seat's wealth (higher is better)."""
    return [float(wealth(state, seat)) for seat in range(state.n)]
