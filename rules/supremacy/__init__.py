"""Suprématie (Supremacy, Robert J. Simpson, 1984; French edition 1987): the rules engine and
its data.

``rules.supremacy.data`` holds what the book prints (the resource table's 60 cards, the costs,
the interest table) and what it does not (the world map, the price track, the storage rows),
each authored value marked with its reasoning; ``rules.supremacy.engine`` is the engine on the
game kit; ``GAME`` registers it; ``render/supremacy.py`` draws it. ``docs/supremacy.md`` lists
the data and every reading of an unclear rule.
"""

from __future__ import annotations

from .engine import ENGINE as GAME

__all__ = ["GAME"]
