"""A server's rules for opening games (``/game new``), without Discord.

Who may open a game on a server (:func:`check_opener`: the opener role of ``/server
settings``, or Manage Server), and which settings a new game gets (:func:`new_game_settings`:
what the command gave, else the server's defaults, else the bot's and the game's own). The
Discord command (:meth:`cogs.game.GameCog.new`) reads the server's settings and the member's
roles, calls these and opens the lobby; ``tests/test_opening.py`` tests them directly.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from .errors import Refused
from .scheduling import AsyncSettings, ServerSettings


def check_opener(server: ServerSettings, manages_server: bool, roles: Collection[int]) -> None:
    """:class:`Refused` unless the member may open a game on ``server``: anyone when the
    server names no opener role, else members with that role or Manage Server."""
    if server.opener_role_id is None or manages_server:
        return
    if server.opener_role_id not in roles:
        raise Refused(key="opener_role", role=server.opener_role_id)


def settings_from(
    reminder_hours: float | None,
    clock_hours: float | None,
    increment_hours: float | None,
    max_vacation_days: int | None,
    answer_hours: float | None = None,
) -> dict[str, Any]:
    """The settings a command set (``clock_hours`` 0 switches time control off)."""
    given: dict[str, Any] = {}
    if answer_hours is not None:
        given["answer_hours"] = answer_hours or None
    if reminder_hours is not None:
        given["reminder_hours"] = reminder_hours
    if clock_hours is not None:
        given["clock_hours"] = clock_hours or None
    if increment_hours is not None:
        given["increment_hours"] = increment_hours
    if max_vacation_days is not None:
        given["max_vacation_days"] = max_vacation_days
    return given


def new_game_settings(
    server: ServerSettings,
    bot_reminder_hours: float,
    game_answer_hours: float | None,
    *,
    reminder_hours: float | None = None,
    clock_hours: float | None = None,
    increment_hours: float | None = None,
    max_vacation_days: int | None = None,
    answer_hours: float | None = None,
    language: str | None = None,
) -> dict[str, Any]:
    """The settings of a new game on ``server``: each value the command gave, else

    * reminders: the server's default, else the bot's ``REMINDER_HOURS`` (``bot_reminder_hours``);
    * the clock: the server's default (none: no time control);
    * the answer deadline: the game's own (``game_answer_hours``, :attr:`Game.answer_hours`);
    * the language: the server's, else English.

    Checked (:class:`~bot.scheduling.SettingsError` in words for a wrong value)."""
    if reminder_hours is None:
        reminder_hours = server.reminder_hours or bot_reminder_hours
    if clock_hours is None:
        clock_hours = server.clock_hours
    if answer_hours is None:
        answer_hours = game_answer_hours
    settings = settings_from(
        reminder_hours, clock_hours, increment_hours, max_vacation_days, answer_hours
    )
    AsyncSettings.parse(settings)
    settings["language"] = language or server.language or "en"
    return settings
