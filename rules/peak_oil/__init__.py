"""Peak Oil (Tobias Gohrbandt & Heiko Günther, 2Tomatoes Games): authored data only.

This package holds every component of the game as typed, frozen data (``rules.peak_oil.data``),
each value with its source: the French rulebook (``shared/seeds/001_…``), quoted, or
``AUTHORED`` with the reasoning, because the book does not print the card faces or the map.
``docs/peak_oil.md`` lists the same data for players with every reading of an unclear rule.

The engine is not built yet (issue 12; it waits for the shared game kit of issue 7). There is
deliberately no ``GAME`` here: the game is not playable and must not be registered.
"""
