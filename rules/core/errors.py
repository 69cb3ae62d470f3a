"""The one exception an engine lets escape (and its kinds, which are all an
:class:`IllegalAction`)."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action, option or seat the rules do not allow.

    Its message is shown to the player as it is: it says in plain words why the action was
    refused and, where it helps, what the player may do instead.
    """


class WrongPlayerCount(IllegalAction):
    """Options (or a seat list) that do not fit this number of players, though they may fit
    another: a scenario for four played by three, a custom scenario of two seats, one
    handicap per seat. A lobby is checked at every player count it could reach before it
    starts, and such a refusal says less than one about the options themselves (see
    :meth:`bot.service.GameService.create`)."""


class BadOptions(IllegalAction):
    """Options the game's options model refuses. Its text is the model's own English; it
    also keeps each problem as data (``problems``: pydantic's error ``type``, ``loc``,
    ``ctx`` and the value given, ``input``) with the ``model``, so that a front-end can say
    it in the player's language with the option's name and what it may be (the bot's
    catalogue does: :mod:`bot.option_errors`)."""

    def __init__(self, message: str, problems: list[dict[str, Any]], model: type[Any]) -> None:
        super().__init__(message)
        self.problems = problems
        self.model = model
