"""The computer players by level name, as the arena and the bot ask for them.

``random`` plays a uniform path of the legal tree, ``easy`` one step greedy on the game's
evaluation (:mod:`rules.core.players`), ``normal`` and ``hard`` search
(:mod:`rules.core.search`; ``hard`` with four times the simulations).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .players import GreedyPlayer, Player, RandomPlayer, Turn
from .search import SearchPlayer

#: The players by level name.
LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": GreedyPlayer,
    "normal": lambda: SearchPlayer.of_level("normal"),
    "hard": lambda: SearchPlayer.of_level("hard"),
}


def level(name: str) -> Player:
    """The player of a level's name; ``KeyError`` for an unknown one."""
    return LEVELS[name]()


def choose(name: str, turn: Turn) -> dict[str, Any]:
    """The move the player of level ``name`` chooses on ``turn``: what a worker process of
    the bot's pool runs (:mod:`bot.computers`), given the turn (the seat's knowledge), never
    the state."""
    return level(name).choose(turn)
