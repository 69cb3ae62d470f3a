"""Peak Oil (Tobias Gohrbandt & Heiko Günther, 2Tomatoes Games): the rules engine and its data.

``rules.peak_oil.data`` holds every component as typed, frozen data, each value with its
source: the French rulebook (``shared/seeds/001_…``), quoted, or ``AUTHORED`` with the
reasoning. ``rules.peak_oil.engine`` is the engine, built on the game kit; ``GAME`` registers
it (listed, played on Discord, run by the generic suites); ``render/peak_oil.py`` draws it.
``docs/peak_oil.md`` lists the data and every reading of an unclear rule (I1, I2, …).
"""

from __future__ import annotations

from .engine import ENGINE as GAME

__all__ = ["GAME"]
