"""The shared engine contract: games, states, actions, views, choices, randomness."""

from .choices import ActionSpec, Choice, Cursor, IntRange, LegalActions, PathError, Step
from .errors import BadOptions, IllegalAction, WrongPlayerCount
from .game import (
    Event,
    Game,
    GameOptions,
    GameState,
    Result,
    View,
    ranking_from_scores,
    to_json,
)
from .rng import Rng

__all__ = [
    "ActionSpec",
    "BadOptions",
    "Choice",
    "Cursor",
    "Event",
    "Game",
    "GameOptions",
    "GameState",
    "IllegalAction",
    "IntRange",
    "LegalActions",
    "PathError",
    "Result",
    "Rng",
    "Step",
    "View",
    "WrongPlayerCount",
    "ranking_from_scores",
    "to_json",
]
