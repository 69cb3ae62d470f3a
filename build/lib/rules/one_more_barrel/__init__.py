"""One More Barrel (Michele Quondam, Giochix): invade a sovereign nation and become the oil king.

The package: ``board`` (map and tracks), ``state`` (the game state), ``actions`` (action
models), ``view`` (public and private views), and the rules modules.
"""

from .engine import OneMoreBarrel

#: The registered game object.
GAME = OneMoreBarrel()

__all__ = ["GAME", "OneMoreBarrel"]
