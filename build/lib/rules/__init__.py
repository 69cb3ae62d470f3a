"""Pure, deterministic rules engines, one package per game, on the contract in ``rules.core``.

``GAMES`` is the registry of playable games, keyed by name. A game package registers itself
here by adding one line to ``_GAME_MODULES``.
"""

from __future__ import annotations

from importlib import import_module

from .core import Game, IllegalAction

#: Modules whose ``GAME`` attribute is a playable game.
_GAME_MODULES: tuple[str, ...] = ("rules.one_more_barrel",)


def _load() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for module_name in _GAME_MODULES:
        game = import_module(module_name).GAME
        games[game.name] = game
    return games


GAMES: dict[str, Game] = _load()


def get_game(name: str) -> Game:
    """The registered game called ``name``, or :class:`IllegalAction` naming the known ones."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES)) or "none yet"
        raise IllegalAction(f"Unknown game {name!r}. Known games: {known}.") from None
