"""Fitna: la guerre globale au Moyen-Orient (Pierre Razoux, Nuts! Publishing) — DATA ONLY.

The engine is not built yet (issue 14 builds it on the shared game kit of issue 7). This package
holds what does not depend on the kit: the authored point-to-point map, the 95 cards and 5
special jokers with their printed French text and a structured summary of their effects, the
combat results table and tracks, the order of battle and the scenario data (scenario 1). It
deliberately defines no ``GAME`` object and is not registered in ``rules.GAMES``: it is not
playable, and ``python -m bot games`` must not list it.

Every value says where it comes from: ``book`` (the French rulebook
``shared/seeds/004_9bf8e998c88dfdcf.txt``, with its section number) or ``authored`` (with the
reasoning). ``docs/fitna.md`` lists the same data and every interpretation for players.
"""
