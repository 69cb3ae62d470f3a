"""The shared engine contract: games, states, actions, views, choices, randomness."""

from .choices import ActionSpec, Choice, IntRange, LegalActions, Step
from .errors import IllegalAction
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
    "Choice",
    "Event",
    "Game",
    "GameOptions",
    "GameState",
    "IllegalAction",
    "IntRange",
    "LegalActions",
    "Result",
    "Rng",
    "Step",
    "View",
    "ranking_from_scores",
    "to_json",
]
