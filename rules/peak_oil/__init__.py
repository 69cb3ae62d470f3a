"""Peak Oil (Tobias Gohrbandt & Heiko Günther, 2Tomatoes Games): the rules engine and its data.

``rules.peak_oil.data`` holds every component as typed, frozen data, each value with its
source: the French rulebook (``shared/seeds/001_…``), quoted, or ``AUTHORED`` with the
reasoning. ``rules.peak_oil.engine`` is the engine (``ENGINE``), built on the game kit.
``docs/peak_oil.md`` lists the data and every reading of an unclear rule (I1, I2, …).

There is deliberately no ``GAME`` here yet: the game is registered (listed, played on
Discord, run by the generic suites) once its board picture exists and every generic suite
passes with it.
"""
