"""The game service's refusals: each message is shown to the user as it is, and nothing was
written. :mod:`bot.service` re-exports them; :mod:`bot.arguments` raises them for bad input."""

from __future__ import annotations

GAME_CHANGED = "The game changed while you were acting; look again and retry."


class ServiceError(Exception):
    """A refusal whose message is shown to the user as it is; nothing was written."""


class UnknownGame(ServiceError):
    """No game with that id, or an unknown game kind."""


class NotSeated(ServiceError):
    """The user has no seat (or not that seat) in that game."""


class NotYourTurn(ServiceError):
    """The game does not wait on that user's seat(s)."""


class GameChanged(ServiceError):
    """Lost a race: another write changed the game first."""

    def __init__(self, message: str = GAME_CHANGED) -> None:
        super().__init__(message)


class Refused(ServiceError):
    """A rules refusal (the IllegalAction's text), bad options, lobby full, not host, …"""
