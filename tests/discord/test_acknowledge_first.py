"""Every interaction is acknowledged before the bot touches the database or draws a picture.

Discord drops an interaction not answered within 3 seconds, and a busy SQLite file or a board
picture can take longer: every slash command and every component callback must
``interaction.response.defer`` (or send its modal, which must be the first response) before
any database statement or ``render_view`` call. Autocomplete cannot defer: it answers with its
choices, so it may read the database but must never draw a picture.

The probe wraps the real store's SQLite connection (every statement the bot runs) and the
renderer the cogs call, and notes for each call whether the interaction being driven had been
deferred (or given a modal) at that moment. The test drives every ``/game`` subcommand, every
per-game command, every autocomplete handler and every persistent component (including the
number modal's submission) over a real :class:`~bot.service.GameService` on a temporary SQLite
file with the test-only Secret Nim, and checks that it did cover all of them, so a command or
button added later without coverage fails here too.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from unittest.mock import MagicMock

import discord
import pytest
from discord import app_commands

import cogs.flow
import cogs.game
from cogs.components import (
    DYNAMIC_ITEMS,
    ChainButton,
    ChoiceSelect,
    LogButton,
    NumberButton,
    NumberModal,
    PageButton,
    TurnGroupSelect,
    TurnSelect,
)
from cogs.prompts import encode_path

from .conftest import ALICE, BOB, CAROL, Table, run_command
from .fakes import FakeInteraction, Namespace, Sent, click
from .test_play import buttons

#: The aiosqlite connection methods through which a statement reaches the database.
CONNECTION_METHODS = (
    "execute",
    "executemany",
    "executescript",
    "execute_fetchall",
    "execute_insert",
    "cursor",
)


@dataclass
class Touch:
    """One database statement or picture while an interaction was being handled."""

    label: str
    what: str
    acknowledged: bool


@dataclass
class Probe:
    """Builds the interactions a test drives (like :class:`FakeInteraction`, which it wraps)
    and records every database statement and picture drawn while one is being handled."""

    make: FakeInteraction
    table: Table
    touches: list[Touch] = field(default_factory=list)
    driven: list[tuple[str, MagicMock]] = field(default_factory=list)
    current: MagicMock | None = None
    label: str = ""

    def __call__(self, *args: Any, **kwargs: Any) -> MagicMock:
        interaction = self.make(*args, **kwargs)
        self.current = interaction
        return interaction

    def answers(self, interaction: MagicMock) -> list[Sent]:
        return self.make.answers(interaction)

    def said(self, interaction: MagicMock) -> str:
        return self.make.said(interaction)

    def acknowledged(self, interaction: MagicMock) -> bool:
        """Deferred, or answered with a modal (which must be the first response)."""
        response = interaction.response
        return bool(response.defer.called or response.send_modal.called)

    def touch(self, what: str) -> None:
        if self.current is not None:
            self.touches.append(Touch(self.label, what, self.acknowledged(self.current)))

    async def drive(self, label: str, work: Callable[[], Awaitable[Any]]) -> MagicMock:
        """Run ``work`` (which builds one interaction and handles it) under ``label``."""
        self.label, self.current = label, None
        try:
            await work()
            assert self.current is not None, f"{label}: no interaction was built"
            self.driven.append((label, self.current))
            return self.current
        finally:
            self.current = None

    def of(self, label: str) -> list[Touch]:
        return [t for t in self.touches if t.label == label]

    # ------------------------------------------------------------------ ways in

    async def command(
        self,
        label: str,
        command: app_commands.Command[Any, ..., Any],
        user: Any,
        *,
        channel: Any = None,
        channel_id: int | None = None,
        manage_guild: bool = False,
        **kwargs: Any,
    ) -> MagicMock:
        """Run a slash command's callback as the tree does."""
        table = self.table

        async def work() -> None:
            interaction = self(
                user, channel=channel, channel_id=channel_id, manage_guild=manage_guild
            )
            await run_command(table, command, interaction, **kwargs)

        return await self.drive(label, work)

    async def press(
        self, custom_id: str, user: Any, *, values: list[str] | None = None, ephemeral: bool = False
    ) -> MagicMock:
        """Click a persistent component exactly as discord.py dispatches it."""
        [cls] = [
            c for c in DYNAMIC_ITEMS if c.__discord_ui_compiled_template__.fullmatch(custom_id)
        ]

        async def work() -> None:
            await click(self, custom_id, user, values=values, ephemeral=ephemeral)  # type: ignore[arg-type]

        return await self.drive(f"{cls.__name__} {custom_id}", work)

    async def autocomplete(
        self,
        command: app_commands.Command[Any, ..., Any],
        name: str,
        user: Any,
        *,
        channel_id: int | None,
        typed: dict[str, Any],
    ) -> list[app_commands.Choice[Any]]:
        """Ask ``command``'s autocomplete for option ``name`` as discord.py does (the options
        typed so far in the namespace); the choices it answered."""

        async def work() -> None:
            namespace = Namespace(**{**typed, name: ""})
            interaction = self(user, channel_id=channel_id, namespace=namespace)
            await command._invoke_autocomplete(interaction, name, namespace)

        interaction = await self.drive(f"autocomplete {command.qualified_name} {name}", work)
        [call] = interaction.response.autocomplete.await_args_list
        return list(call.args[0])


@pytest.fixture
def probe(table: Table, monkeypatch: pytest.MonkeyPatch) -> Probe:
    """The table's interactions built through a :class:`Probe` that sees every database
    statement (on the store's connection) and every picture drawn by the cogs."""
    watcher = Probe(table.make, table)
    table.make = watcher  # type: ignore[assignment]
    connection = table.store.db
    for name in CONNECTION_METHODS:
        original = getattr(connection, name)

        def spy(*args: Any, _original: Any = original, _name: str = name, **kwargs: Any) -> Any:
            statement = str(args[0]).split()[0] if args and _name != "cursor" else _name
            watcher.touch(f"database {statement}")
            return _original(*args, **kwargs)

        monkeypatch.setattr(connection, name, spy)
    real_render = cogs.flow.render_view

    def render_spy(view: Any, **kwargs: Any) -> bytes:
        watcher.touch("render_view")
        return real_render(view, **kwargs)

    monkeypatch.setattr(cogs.flow, "render_view", render_spy)
    return watcher


def last_button(t: Table, channel_id: int, label: str) -> str:
    """The custom id of the button ``label`` under the latest message in the channel having one."""
    for sent in reversed(t.fake.channels[channel_id]):
        if sent.view is not None and label in buttons(sent):
            return buttons(sent)[label]
    raise AssertionError(f"no {label!r} button in channel {channel_id}")


def game_commands(t: Table) -> dict[str, app_commands.Command[Any, ..., Any]]:
    group = t.cog.app_command
    assert group is not None
    return {c.name: c for c in group.commands if isinstance(c, app_commands.Command)}


def per_game_commands(t: Table) -> dict[str, app_commands.Command[Any, ..., Any]]:
    """Every subcommand of every other command group: each game's (``secret_nim take`` …)
    and ``/server``'s."""
    found = {}
    for group in t.bot.tree.get_commands():
        if isinstance(group, app_commands.Group) and group.name != "game":
            for command in group.commands:
                if isinstance(command, app_commands.Command):
                    found[command.qualified_name] = command
    return found


async def new_game(p: Probe, t: Table, label: str) -> tuple[int, Sent]:
    """``/game new`` by Alice in a text channel: the game id and its lobby message."""
    channel = t.fake.text_channel()
    await p.command(
        label,
        game_commands(t)["new"],
        ALICE,
        channel=channel,
        game="secret_nim",
        options="pile_size=3",
    )
    lobby = t.fake.last(channel.id)
    return int(lobby.custom_ids()[0].rsplit(":", 1)[1]), lobby


async def drive_everything(p: Probe, t: Table) -> None:
    """Every command, autocomplete and component, in the order a group of players meets them."""
    commands = game_commands(t)
    played = per_game_commands(t)

    # Lobby: /game new, Join, Leave, then /game start (game 1) and the Start button (game 2).
    first, lobby = await new_game(p, t, "/game new")
    join, leave, _start, _computer = lobby.custom_ids()
    await p.press(join, BOB)
    await p.press(join, CAROL)
    await p.press(leave, CAROL)
    await p.command("/game start", commands["start"], ALICE, game=first)
    second, lobby = await new_game(p, t, "/game new (second game)")
    join, _leave, start, _computer = lobby.custom_ids()
    await p.press(join, BOB)
    await p.press(start, ALICE)
    thread = (await t.bot.service.record(first)).thread_id
    assert thread is not None
    record = await t.bot.service.record(first)
    assert record.status == "running"

    # Looking and settings, in the game's thread.
    for name in ("status", "board", "log", "hand", "mine", "replay", "export", "standing"):
        await p.command(f"/game {name}", commands[name], ALICE, channel_id=thread)
    await p.command("/game settings", commands["settings"], ALICE, channel_id=thread)
    await p.command(
        "/game settings (change)",
        commands["settings"],
        ALICE,
        channel_id=thread,
        reminder_hours=12.0,
        clock_hours=2.0,
    )
    await p.command("/game vacation", commands["vacation"], BOB, channel_id=thread, days=1.0)
    await p.command("/game vacation (back)", commands["vacation"], BOB, channel_id=thread, days=0.0)
    await p.command("/game skip", commands["skip"], ALICE, channel_id=thread)
    await p.command("/game notify", commands["notify"], BOB, channel_id=thread, dm=True)
    await p.command("/game help", commands["help"], ALICE)
    await p.command("/game rules", commands["rules"], ALICE, game="secret_nim")
    await p.command("/results stats", played["results stats"], ALICE)
    await p.command("/results history", played["results history"], ALICE)
    await p.command(
        "/server settings", played["server settings"], ALICE, manage_guild=True, clock_hours=0.0
    )
    await p.command("/results leaderboard", played["results leaderboard"], ALICE, game="secret_nim")

    # The turn prompt: Your move, My hand, an answer, Back, a menu, a page, a number.
    moved = await p.press(last_button(t, thread, "Your move"), ALICE)
    prompt = p.answers(moved)[-1]
    await p.press(last_button(t, thread, "My hand"), BOB)
    answered = await p.press(buttons(prompt)["pile 1 (3 stones)"], ALICE, ephemeral=True)
    await p.press(buttons(p.answers(answered)[-1])["Back"], ALICE, ephemeral=True)
    version = (await t.bot.service.record(first)).version
    take = encode_path(["take"])
    await p.press(
        ChoiceSelect.make_id(first, version, 0, take), ALICE, values=["0"], ephemeral=True
    )
    await p.press(PageButton.make_id(first, version, 1, take), ALICE, ephemeral=True)
    # The turn message's menu (Secret Nim offers no public moves: the current prompt).
    await p.press(TurnSelect.make_id(first, version), ALICE, values=["0"])
    await p.press(TurnGroupSelect.make_id(first, version, 0), ALICE, values=["0"])
    # A path kept in the database (a token), as a long path would be.
    path_ref = await t.bot.flow.path_ref(first, ["take", 0], 1)
    assert path_ref.startswith("~")
    opened = await p.press(NumberButton.make_id(first, version, 1, 3, path_ref), ALICE)
    modal = p.answers(opened)[-1].kwargs["modal"]
    assert isinstance(modal, NumberModal)
    modal.number._value = "1"

    async def submit() -> None:
        await modal.on_submit(p(ALICE, channel_id=thread))

    submitted = await p.drive("NumberModal submitted", submit)
    assert "Done: Take stones" in p.said(submitted)
    # Several moves in one click, from a prompt now stale (the current prompt, nothing played).
    chain = encode_path([json.dumps({"kind": "take", "pile": 0, "amount": 1})])
    await p.press(ChainButton.make_id(first, version, chain), ALICE, ephemeral=True)

    # The per-game commands: Bob takes; Alice cannot reveal yet (still refused after a defer).
    taken = await p.command(
        "/secret_nim take", played["secret_nim take"], BOB, channel_id=thread, pile=1, amount=1
    )
    assert "Done: Take stones — pile" in p.said(taken)
    # Any move typed in part opens the prompt there (nothing played).
    opened_there = await p.command(
        "/secret_nim do", played["secret_nim do"], ALICE, channel_id=thread, kind="take"
    )
    assert "Take stones" in p.said(opened_there)
    await p.command(
        "/secret_nim reveal", played["secret_nim reveal"], ALICE, channel_id=thread, show=True
    )

    # Undo: Bob asks, Alice declines; Bob asks again, Alice accepts.
    await p.command("/game undo", commands["undo"], BOB, channel_id=thread)
    await p.press(last_button(t, thread, "Decline undo"), ALICE)
    await p.command("/game undo (again)", commands["undo"], BOB, channel_id=thread)
    await p.press(last_button(t, thread, "Accept undo"), ALICE)
    await p.press(LogButton.make_id(first, 1), ALICE)

    # The host hands Bob's seat to Carol, then aborts the second game.
    await p.command(
        "/game replace", commands["replace"], ALICE, channel_id=thread, seat=2, player=CAROL
    )
    await p.command("/game abort", commands["abort"], ALICE, game=second)
    # The computer players' commands (on the aborted game: refused after reading it).
    await p.command(
        "/computer timeouts", played["computer timeouts"], ALICE, game=second, computer="on"
    )
    await p.command(
        "/computer autopilot", played["computer autopilot"], BOB, game=second, state="on"
    )
    # The /pace commands (issue 33): the daily deadline and pauses, on the running game.
    await p.command("/pace daily", played["pace daily"], ALICE, game=first, time="20:00")
    await p.command("/pace pauses", played["pace pauses"], ALICE, game=first, per_player=2)
    await p.command("/pace digest", played["pace digest"], BOB, state="on", hour=8)

    # Every autocomplete handler of every command (they answer at once: no defer).
    answered = {}
    for command in [*commands.values(), *played.values()]:
        for parameter in command.parameters:
            if parameter.autocomplete:
                typed = {"game": "secret_nim"} if command.name == "new" else {"pile": 2}
                answered[f"{command.qualified_name} {parameter.name}"] = await p.autocomplete(
                    command,
                    parameter.name,
                    CAROL,
                    channel_id=None if command.name == "new" else thread,
                    typed=typed,
                )
    assert [c.value for c in answered["secret_nim take pile"]] == [0, 1, 2]
    assert [c.value for c in answered["game new game"]] == ["secret_nim"]


#: What some of the interactions answered: the scenario reaches the work, not only refusals.
EXPECTED = {
    "/game start": "Game #1 has started.",
    "LobbyButton pc:lobby:start:2": "Game #2 has started.",
    "/game board": "Secret Nim — game 1",
    "/game settings (change)": "clock 2 h",
    "/game vacation": "on vacation until",
    "/game notify": "DM on my turn: on",
    "TurnButton pc:go:1:5": "\nPile?",
    "HandButton pc:hand:1": "Private to bob",
    "ChoiceSelect pc:s:1:5:0:WyJ0YWtlIl0": "\nStones",
    "PageButton pc:p:1:5:1:WyJ0YWtlIl0": "\nPile?",
    "TurnSelect pc:t:1:5": "\nPile?",
    "UndoButton pc:undo:1:yes": "Your answer is recorded.",
    "LogButton pc:log:1:1": "log page 2",
    "/game replace": "carol now plays seat 2",
    "/game abort": "Game #2 is aborted.",
    "/pace daily": "daily deadline at 20:00 (UTC)",
    "/pace pauses": "2 pauses per player",
    "/pace digest": "daily digest at 08:00 (UTC)",
}


async def test_every_interaction_is_acknowledged_before_database_or_picture(
    probe: Probe, table: Table
) -> None:
    await drive_everything(probe, table)

    # The main paths succeeded (not only refusals after a defer).
    said = {label: probe.said(i) for label, i in probe.driven if not label.startswith("auto")}
    for label, expected in EXPECTED.items():
        assert expected in said[label], (label, said[label])

    # Coverage: every /game subcommand, every per-game command, every component.
    driven = [label for label, _interaction in probe.driven]
    labels = " | ".join(driven)
    for name in game_commands(table):
        assert f"/game {name}" in driven, f"/game {name} was not driven"
    for name in per_game_commands(table):
        assert f"/{name}" in driven, f"/{name} was not driven"
    for cls in DYNAMIC_ITEMS:
        assert f"{cls.__name__} pc:" in labels, f"{cls.__name__} was not clicked"

    # The probe sees the work: every command and click but the modal opener and the help
    # texts read the database.
    for label in driven:
        if label.startswith("autocomplete"):
            continue
        if label.startswith("NumberButton"):
            assert probe.of(label) == [], f"{label} touched something before its modal"
        elif label in ("/game help", "/game rules"):
            continue  # texts of the bot and of the game package: nothing to read
        else:
            assert any(t.what.startswith("database") for t in probe.of(label)), label
    assert any(t.what == "render_view" for t in probe.touches)

    late = [
        f"{t.label}: {t.what}"
        for t in probe.touches
        if not t.acknowledged and not t.label.startswith("autocomplete")
    ]
    assert late == [], "touched before the interaction was deferred:\n" + "\n".join(late)
    rendering = [
        t.label
        for t in probe.touches
        if t.label.startswith("autocomplete") and t.what == "render_view"
    ]
    assert rendering == [], f"autocomplete drew a picture: {rendering}"
    assert any(t.label.startswith("autocomplete") for t in probe.touches)  # they were seen


async def test_the_probe_catches_a_command_that_reads_before_deferring(
    probe: Probe, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ``/game`` command whose defer came after a database read is reported."""
    game_id, _lobby = await new_game(probe, table, "/game new")
    real_defer = cogs.game.defer

    async def late_defer(interaction: discord.Interaction, **kwargs: Any) -> None:
        await table.bot.service.record(game_id)
        await real_defer(interaction, **kwargs)

    monkeypatch.setattr(cogs.game, "defer", late_defer)
    await probe.command("/game status", game_commands(table)["status"], ALICE, game=game_id)
    late = [t for t in probe.of("/game status") if not t.acknowledged]
    assert late and late[0].what.startswith("database")
