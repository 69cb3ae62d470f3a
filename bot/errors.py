"""The game service's refusals: each is shown to the user, in their language, and nothing was
written. A refusal is a sentence of the bot's catalogue (:mod:`bot.texts`:
``Refused(key="host_starts")``) or, for an engine's refusal, that engine's text as it is.
:mod:`bot.service` re-exports them; :mod:`bot.arguments` raises them for bad input."""

from __future__ import annotations

from .texts import Said, text

GAME_CHANGED = text("en", "game_changed")


class ServiceError(Said):
    """A refusal shown to the user (see :class:`bot.texts.Said`); nothing was written."""


class UnknownGame(ServiceError):
    """No game with that id, or an unknown game kind."""


class NotSeated(ServiceError):
    """The user has no seat (or not that seat) in that game."""


class NotYourTurn(ServiceError):
    """The game does not wait on that user's seat(s)."""


class GameChanged(ServiceError):
    """Lost a race: another write changed the game first."""

    def __init__(self) -> None:
        super().__init__(key="game_changed")


class Refused(ServiceError):
    """A rules refusal (the IllegalAction's text), bad options, lobby full, not host, …"""
