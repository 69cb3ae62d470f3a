"""One More Barrel's book data, each value with its source (a ``book`` quotation or an
``authored:`` reason).

``board``: the map (Iraq's 18 governorates and the border, their oil and logistics numbers,
adjacency) and the tracks printed on the board. ``tables``: every table of the book (action
boxes, costs, buildings, production, battles, pacifism, the oil price...) with the small
functions that read them.

The rules read them; nothing here changes during a game.
"""

from __future__ import annotations

from . import board, tables

__all__ = ["board", "tables"]
