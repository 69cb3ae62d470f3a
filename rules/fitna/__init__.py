"""Fitna: la guerre globale au Moyen-Orient (Pierre Razoux, Nuts! Publishing).

The engine (``engine.py``, one module per rule family) plays scenario 1, the two-player
tutorial. It is **not registered** yet: ``GAME`` is not exported until the picture and every
generic suite pass with it (tests import ``rules.fitna.engine.Fitna`` directly).

Every value says where it comes from: ``book`` (the French rulebook
``shared/seeds/004_9bf8e998c88dfdcf.txt``, with its section number) or ``authored`` (with the
reasoning). ``docs/fitna.md`` lists the same data and every interpretation for players.
"""
