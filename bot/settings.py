"""Configuration, read from the environment and from a ``.env`` file in the working directory.

Every setting has a default except the Discord token, which only the Discord commands need
(``python -m bot``, ``sync``); the local commands (``games``, ``play``, ``selfplay``,
``render``, ``commands --json``) work without it. The token is a :class:`SecretStr`, so it
never shows in a ``repr``, a log line or a validation error. An empty value in the
environment counts as unset. ``.env.example`` lists every setting with a comment.
"""

from __future__ import annotations

import logging
from pathlib import Path

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from .store import SYNCHRONOUS_MODES


class Settings(BaseSettings):
    """petrocord's settings; each field is read from the upper-case variable of its name."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        env_ignore_empty=True,
        extra="ignore",
    )

    #: The bot's token from the Discord developer portal (Bot → Reset Token).
    discord_token: SecretStr | None = None
    #: The SQLite file holding every game; relative paths are from the working directory.
    database_path: Path = Path("petrocord.sqlite3")
    #: SQLite's ``synchronous`` mode: NORMAL (a process crash loses nothing; a power loss may
    #: lose the last moves) or FULL (a move survives a power loss too; slower writes).
    sqlite_synchronous: str = "NORMAL"
    #: A server (guild) id where ``sync`` also copies the commands, for instant testing.
    dev_guild_id: int | None = Field(default=None, gt=0)
    #: Python logging level name: DEBUG, INFO, WARNING, ERROR or CRITICAL.
    log_level: str = "INFO"
    #: Hours between reminders to a player the game waits on, for every game opened without
    #: its own ``reminder_hours`` (``/game new``); the host may change it per game later.
    reminder_hours: float = Field(default=24, gt=0)
    #: Seconds between two runs of the background ticker (reminders and deadlines).
    tick_seconds: float = Field(default=60, gt=0)

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        """Accept a standard logging level name in any case; store it upper-case."""
        level = value.strip().upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("use DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return level

    @field_validator("sqlite_synchronous")
    @classmethod
    def _known_synchronous(cls, value: str) -> str:
        """NORMAL or FULL in any case; stored upper-case."""
        mode = value.strip().upper()
        if mode not in SYNCHRONOUS_MODES:
            raise ValueError("use NORMAL or FULL")
        return mode

    @property
    def log_level_number(self) -> int:
        """The logging module's number for :attr:`log_level`."""
        return logging.getLevelNamesMapping()[self.log_level]


def describe_settings_error(error: ValidationError) -> str:
    """One line naming each bad setting by its variable and why, never echoing its value."""
    parts = []
    for item in error.errors():
        name = ".".join(str(p) for p in item.get("loc", ())).upper() or "settings"
        parts.append(f"{name}: {item.get('msg', 'invalid')}")
    return "Bad setting in the environment or .env: " + "; ".join(parts) + "."
