"""What the buttons and menus of :mod:`cogs.components` ask of the game flow, as a protocol.

:class:`~cogs.flow.GameFlow` builds the components (the lobby, turn and prompt views), and
the components, once clicked, call the flow back. Naming the calls here rather than importing
the flow keeps the imports one-way (flow → components → ports), so no import goes round in a
circle (``tests/test_layers.py``); mypy checks that the flow is a :class:`Flow`
(:meth:`cogs.host.Host.flow_port`).
"""

from __future__ import annotations

from typing import Any, Protocol

import discord

from bot.prompts import Option, Value
from bot.service import GameRecord, GameService, LogEntry, Outcome, Reading
from rules.core import Cursor, LegalActions, View


class Flow(Protocol):
    """The calls a component makes on the game flow (see :class:`cogs.flow.GameFlow`)."""

    service: GameService

    async def game_here(self, interaction: discord.Interaction, game_id: int) -> GameRecord: ...

    async def prompt(
        self,
        record: GameRecord,
        user_id: int,
        path: list[Value] | None = None,
        note: str = "",
        page: int = 0,
        language: str | None = None,
        reading: Reading | None = None,
    ) -> tuple[str, discord.ui.View]: ...

    async def tell_if_dms_refused(self, interaction: discord.Interaction) -> None: ...

    def private_text(self, record: GameRecord, view: View, language: str | None = None) -> str: ...

    async def choose_public(
        self, interaction: discord.Interaction, game_id: int, version: int, index: int
    ) -> None: ...

    async def choose(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        path: list[Value],
        reading: Reading | None = None,
    ) -> None: ...

    async def play_many(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        actions: list[dict[str, Any]],
        description: str,
    ) -> None: ...

    async def load_path(self, ref: str) -> list[Value]: ...

    async def path_ref(self, game_id: int, path: list[Value], room: int) -> str: ...

    async def legal_for(
        self, record: GameRecord, user_id: int, reading: Reading | None = None
    ) -> tuple[int, LegalActions]: ...

    def answers(
        self,
        record: GameRecord,
        legal: LegalActions,
        cursor: Cursor,
        language: str | None = None,
    ) -> list[Option]: ...

    async def publish(
        self,
        outcome: Outcome,
        interaction: discord.Interaction | None = None,
        *,
        lobby: bool = False,
        components: discord.ui.View | None = None,
        acted: int | None = None,
    ) -> None: ...

    async def log_page(
        self, record: GameRecord, page: int, language: str | None = None
    ) -> tuple[discord.Embed, list[LogEntry], bool]: ...


class HasFlow(Protocol):
    """A client that carries a game flow (the bot, :class:`cogs.host.Host`)."""

    @property
    def flow_port(self) -> Flow: ...
