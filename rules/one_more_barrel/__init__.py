"""One More Barrel (Michele Quondam, Giochix): invade a sovereign nation and become the oil king.

The package: ``data`` (the book's data: ``board``, the map and tracks, and ``tables``, both
also named here), ``state`` (the game state), ``actions`` (action models), ``procedures``
(the game's flow), ``view`` (public and private views), and the rules modules.
"""

from .data import board, tables
from .engine import OneMoreBarrel

#: The registered game object.
GAME = OneMoreBarrel()

__all__ = ["GAME", "OneMoreBarrel", "board", "tables"]
