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

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
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
    #: A PostgreSQL database (``postgresql://user:password@host/db``) instead of the SQLite
    #: file, for several bot processes sharing the games (docs/run-on-your-server.md); a
    #: secret, since it may hold a password. Unset: the SQLite file.
    database_url: SecretStr | None = None
    #: Sharding (many servers): the total number of gateway shards, and the shards this
    #: process runs (comma-separated ids, e.g. ``0,1``); unset: one process, Discord's count.
    shard_count: int | None = Field(default=None, gt=0)
    shard_ids: str | None = None
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
    #: Ask Discord for the privileged Server Members intent, only to hear that a member left
    #: a server: their lobbies there are left. Off by default (the portal's switch must be on
    #: first, or Discord refuses the connection).
    member_events: bool = False
    #: Computer players (issue 32; bot/computers.py): the worker processes that search
    #: (0: a thread of the bot's process), the most searches under way at once, the median
    #: delay in seconds before a computer's move (a person's pace: its speed tells nothing),
    #: and a cap on each search (simulations; seconds) beyond its level's own (unset: none).
    computer_workers: int = Field(default=1, ge=0, le=64)
    computer_searches: int = Field(default=2, ge=1, le=64)
    computer_delay_seconds: float = Field(default=20.0, ge=0, le=3600)
    computer_iterations: int | None = Field(default=None, gt=0)
    computer_seconds: float | None = Field(default=None, gt=0)

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

    @field_validator("database_url")
    @classmethod
    def _postgres_url(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not value.get_secret_value().startswith(
            ("postgresql://", "postgres://")
        ):
            raise ValueError("use a postgresql:// URL (or leave it unset for the SQLite file)")
        return value

    @field_validator("shard_ids")
    @classmethod
    def _shard_list(cls, value: str | None) -> str | None:
        if value is None:
            return None
        parts = [p.strip() for p in value.split(",") if p.strip()]
        if not parts or not all(p.isdigit() for p in parts):
            raise ValueError("use comma-separated shard numbers, e.g. 0,1")
        return ",".join(parts)

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shards is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT, the number of shards in all")
            if max(self.shards) >= self.shard_count:
                raise ValueError("SHARD_IDS are numbered from 0 to SHARD_COUNT - 1")
        return self

    @property
    def shards(self) -> list[int] | None:
        """The shard ids this process runs, or ``None`` (all of them)."""
        return None if self.shard_ids is None else [int(p) for p in self.shard_ids.split(",")]

    @property
    def database(self) -> str | Path:
        """Where the games are kept: the PostgreSQL URL if set, else the SQLite file."""
        if self.database_url is not None:
            return self.database_url.get_secret_value()
        return self.database_path

    @property
    def database_name(self) -> str:
        """The database in words for messages and logs (never the URL's password)."""
        if self.database_url is None:
            return str(self.database_path)
        return "the PostgreSQL database of DATABASE_URL"

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
