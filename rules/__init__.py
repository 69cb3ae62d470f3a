"""Pure, deterministic rules engines, one package per game, on the contract in ``rules.core``.

``GAMES`` is the registry of playable games, keyed by name, found by convention: every package
``rules/<name>/`` (except ``core``) whose ``GAME`` is a :class:`~rules.core.Game` with
``playable`` set. Adding a game is adding its package; no list is edited. What a game's package
(and its renderer) provide is listed once, in :mod:`rules.core.game` ("What a game provides");
``tests/test_registration.py`` checks every registered game against that list. Test-only games
(``playable = False``) are not registered: tests hand them to the service, the table and the
Discord layer themselves (``games={...}``).
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

from .core import Game, IllegalAction

#: Packages under ``rules/`` that are not games.
NOT_GAMES = frozenset({"core"})


def game_packages() -> list[str]:
    """The names of the packages under ``rules/`` that may hold a game, in name order."""
    return sorted(
        info.name
        for info in pkgutil.iter_modules(__path__)
        if info.ispkg and info.name not in NOT_GAMES and not info.name.startswith("_")
    )


def discover() -> dict[str, Game]:
    """Every playable game of ``rules/``: each package's ``GAME``, keyed by the game's name."""
    games: dict[str, Game] = {}
    for package in game_packages():
        game = getattr(import_module(f"{__name__}.{package}"), "GAME", None)
        if isinstance(game, Game) and game.playable:
            games[game.name] = game
    return games


GAMES: dict[str, Game] = discover()


def get_game(name: str) -> Game:
    """The registered game called ``name``, or :class:`IllegalAction` naming the known ones."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES)) or "none yet"
        raise IllegalAction(f"Unknown game {name!r}. Known games: {known}.") from None
