"""The bot as its cogs see it: discord.py's :class:`~discord.ext.commands.Bot` holding the
service, the settings, the scheduler and the :class:`~cogs.flow.GameFlow`.

The cogs (:mod:`cogs.game`, :mod:`cogs.server`, :mod:`cogs.ticker`, the per-game groups of
:mod:`cogs.play`) are given a :class:`Host`; :mod:`cogs.client` builds the real one
(:class:`~cogs.client.PetroBot`) and adds the cogs to it. So the cogs import this module and
never the client that imports them: no import goes round in a circle
(``tests/test_layers.py``).
"""

from __future__ import annotations

from typing import Any

from discord.ext import commands

from bot.computers import ComputerConfig, ComputerRunner
from bot.scheduling import Scheduler
from bot.service import GameService
from bot.settings import Settings

from .flow import GameFlow
from .ports import Flow


class Host(commands.Bot):
    """A bot over one :class:`GameService` (state always read from its store) with its
    scheduler and its game flow."""

    def __init__(self, service: GameService, settings: Settings, **options: Any) -> None:
        super().__init__(**options)
        self.service = service
        self.settings = settings
        self.scheduler = Scheduler(service.store, service.clock, service.waiting)
        self.flow = GameFlow(self, service, self.scheduler)
        #: The computer players (issue 32): they move after the flow publishes a change.
        self.computers = ComputerRunner(
            service,
            ComputerConfig(
                workers=settings.computer_workers,
                searches=settings.computer_searches,
                delay_seconds=settings.computer_delay_seconds,
                iterations=settings.computer_iterations,
                seconds=settings.computer_seconds,
            ),
            lambda outcome, seat: self.flow.publish(outcome, acted=seat),
        )
        self.flow.computers = self.computers

    async def close(self) -> None:
        """Stop the computer players (their worker processes) with the bot."""
        self.computers.close()
        await super().close()

    @property
    def flow_port(self) -> Flow:
        """The flow as the components call it (typed: mypy checks the flow is a :class:`Flow`)."""
        return self.flow


class Hosted(commands.Cog):
    """A part of a cog that is handed the host: the ``/game`` group's feature parts, each a
    base of :class:`cogs.game.GameCog` (whose commands discord.py collects from all its
    bases), never added to the bot on its own."""

    bot: Host

    @property
    def flow(self) -> GameFlow:
        return self.bot.flow
