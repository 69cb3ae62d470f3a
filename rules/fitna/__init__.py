"""Fitna: la guerre globale au Moyen-Orient (Pierre Razoux, Nuts! Publishing).

The engine (``engine.py``, one module per rule family) plays scenario 1, the two-player
tutorial; scenarios 2-11 come with issue 15. Every value says where it comes from: ``book``
(the French rulebook ``shared/seeds/004_9bf8e998c88dfdcf.txt``, with its section number) or
``authored`` (with the reasoning). ``docs/fitna.md`` lists the same data and every
interpretation for players.
"""

from .engine import Fitna

GAME = Fitna()
