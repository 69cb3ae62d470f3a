"""Fixtures for the Discord front-end tests: a real bot over a real service on a temporary
SQLite file (the test-only Secret Nim injected), a settable clock and the spec'd fakes."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService
from bot.settings import Settings
from bot.store import Store
from cogs.client import PetroBot
from cogs.game import GameCog
from cogs.results import ResultsCog
from rules.core import Game
from tests.toygame import GAME as TOY_GAME

from .fakes import FakeDiscord, FakeInteraction, make_member

TOY_GAMES = {TOY_GAME.name: TOY_GAME}


class Clock:
    """A clock the test moves by hand (no sleeping, no timing in assertions)."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, hours: float) -> None:
        self.now += hours * 3600


@dataclass
class Table:
    """One bot with its fakes: what a test drives."""

    bot: PetroBot
    fake: FakeDiscord
    make: FakeInteraction
    clock: Clock
    store: Store

    @property
    def cog(self) -> GameCog:
        cog = self.bot.get_cog("GameCog")
        assert isinstance(cog, GameCog)
        return cog

    @property
    def results(self) -> ResultsCog:
        """The ``/results`` group (stats, leaderboard, history)."""
        cog = self.bot.get_cog("ResultsCog")
        assert isinstance(cog, ResultsCog)
        return cog


async def open_table(
    db_path: Path,
    clock: Clock,
    fake: FakeDiscord | None = None,
    games: Mapping[str, Game[Any, Any]] = TOY_GAMES,
) -> Table:
    """A freshly constructed bot on the store at ``db_path`` (a restart when called twice),
    serving ``games`` (the test-only Secret Nim unless told)."""
    store = await Store(db_path).open()
    service = GameService(store, games=games, clock=clock)
    # computer players search in a thread, with one simulation and no delay (issue 32)
    settings = Settings(
        _env_file=None,
        discord_token=None,
        computer_workers=0,
        computer_delay_seconds=0,
        computer_iterations=1,
    )
    bot = PetroBot(service, settings)
    await bot.install()
    fake = fake or FakeDiscord()
    fake.install(bot)
    return Table(bot, fake, FakeInteraction(bot, fake), clock, store)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def table(db_path: Path, clock: Clock) -> AsyncIterator[Table]:
    opened = await open_table(db_path, clock)
    try:
        yield opened
    finally:
        await opened.store.close()


ALICE = make_member(101, "alice")
BOB = make_member(102, "bob")
CAROL = make_member(103, "carol")


async def open_game(
    t: Table,
    players: list,
    options: str = "pile_size=1",
    game: str = "secret_nim",
    **settings: float,
) -> tuple[int, int]:
    """``/game new`` by the first player, the others click Join, the host clicks Start.

    Returns the game id and its thread id."""
    from .fakes import click

    host = players[0]
    interaction = t.make(host, channel=t.fake.text_channel())
    await t.cog.new.callback(t.cog, interaction, game=game, options=options, **settings)
    lobby = t.fake.channels[interaction.channel_id][-1]
    join, _leave, start, _computer = lobby.custom_ids()
    for player in players[1:]:
        await click(t.make, join, player)
    await click(t.make, start, host)
    game_id = int(join.rsplit(":", 1)[1])
    record = await t.bot.service.record(game_id)
    assert record.thread_id is not None
    return game_id, record.thread_id


async def run_command(t: Table, command: Any, interaction: Any, *args: Any, **kwargs: Any) -> Any:
    """Run a slash command's callback as the tree does: an error goes to ``tree.on_error``
    wrapped in ``CommandInvokeError``. Cog commands get the cog as first argument."""
    from discord import app_commands

    try:
        if command.binding is not None:
            await command.callback(command.binding, interaction, *args, **kwargs)
        else:
            await command.callback(interaction, *args, **kwargs)
    except Exception as error:
        await t.bot.tree.on_error(interaction, app_commands.CommandInvokeError(command, error))
    return interaction
