"""A game's optional module found by its name (``rules/<game>/<module>.py``), like a renderer.

The computer players' per-game parts live beside the rules, each in a module of its own, so a
game adds one by adding the file and nothing else: ``sampling.py`` (``resample``, what only the
game knows is hidden: :mod:`rules.core.determinize`), ``evaluation.py`` (``evaluate``, each
seat's worth: :mod:`rules.core.players`) and ``plan.py`` (``plan``, the moves the searching
computers follow where the game's line is known: :func:`rules.core.players.plan_of`; and
``avoid``, the moves it keeps them from weighing: :func:`rules.core.players.avoid_of`).
"""

from __future__ import annotations

import importlib
from typing import Any

from .game import Game

_FOUND: dict[tuple[str, str, str], Any] = {}


def game_hook(game: Game[Any, Any], module: str, function: str) -> Any:
    """``function`` of the game's ``module`` (beside its engine), or ``None`` when the game
    has no such module or function; looked up once per game."""
    key = (game.name, module, function)
    if key not in _FOUND:
        package = type(game).__module__.rsplit(".", 1)[0]
        try:
            found = importlib.import_module(f"{package}.{module}")
        except ModuleNotFoundError:
            _FOUND[key] = None
        else:
            _FOUND[key] = getattr(found, function, None)
    return _FOUND[key]
