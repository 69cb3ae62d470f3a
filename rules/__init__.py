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
from collections.abc import Iterator, Mapping
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


class Registry(Mapping[str, Game]):
    """The playable games by name, each package imported when first needed (see the module
    doc): a read-only mapping, as the ``dict`` it replaces was used."""

    def __init__(self) -> None:
        #: The games looked up by name so far.
        self._found: dict[str, Game] = {}
        #: Every playable game, once the whole registry was needed.
        self._all: dict[str, Game] | None = None

    def __getitem__(self, name: str) -> Game:
        if self._all is not None:
            return self._all[name]
        found = self._found.get(name) if isinstance(name, str) else None
        if found is not None:
            return found
        if isinstance(name, str) and name in game_packages():
            game = getattr(import_module(f"{__name__}.{name}"), "GAME", None)
            if isinstance(game, Game) and game.playable and game.name == name:
                self._found[name] = game
                return game
        return self.everything()[name]

    def everything(self) -> dict[str, Game]:
        """Every playable game (each package imported, once)."""
        if self._all is None:
            self._all = discover()
        return self._all

    def __iter__(self) -> Iterator[str]:
        return iter(self.everything())

    def __len__(self) -> int:
        return len(self.everything())

    def __repr__(self) -> str:
        return f"Registry({sorted(self)!r})"


GAMES: Registry = Registry()


def get_game(name: str) -> Game:
    """The registered game called ``name``, or :class:`IllegalAction` naming the known ones."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES)) or "none yet"
        raise IllegalAction(f"Unknown game {name!r}. Known games: {known}.") from None
