"""Suprématie (Supremacy, 1984; French edition 1987): authored and printed data only.

The engine is being built (issue 13) and is not registered yet. ``data`` holds what the book prints, as typed,
frozen data with its source: the resource table (the 60 resource cards), the three atomic-bomb
and two SAN cards, the loan interest table and the printed costs (``rules.supremacy.data``).
``docs/supremacy.md`` lists the same data for players, with every inference. There is
deliberately no ``GAME`` here: the game is not playable and must not be registered.
"""
