"""Shared fixtures: a Store on a temporary SQLite file, and a GameService over the toy game."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import GameService, UserRef
from bot.store import Store
from tests.toygame import GAME as TOY_GAME

#: The games the service tests play: only the test-only Secret Nim.
TOY_GAMES = {TOY_GAME.name: TOY_GAME}

ALICE = UserRef(1, "alice")
BOB = UserRef(2, "bob")
CAROL = UserRef(3, "carol")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A fresh SQLite file path in the test's temporary directory."""
    return tmp_path / "petrocord.sqlite3"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    """An open store on a temporary file, closed after the test."""
    opened = await Store(db_path).open()
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
def service(store: Store) -> GameService:
    """A service over ``store`` that knows only the toy game, with a fixed clock."""
    return GameService(store, games=TOY_GAMES, clock=lambda: 1_000_000.0)
