"""A game belongs to its server (issue 10, defect 1).

A member with Manage Server in another server could run ``/game replace seat:2 player:<self>
game:<id>`` on a game of the first server and receive seat 2's secrets by DM; ``/game abort``,
``/game skip`` and ``/game status`` worked the same way. Every command option and every
component that names a game is tried here from another server by a member with Manage Server;
the list is read from the registered command tree and the persistent components, so a command
or button added later is tried too. Each must answer "No such game here." (the words for a game
that does not exist), change nothing, say nothing of the players and send no DM.
"""

from __future__ import annotations

from typing import Any

import pytest
from discord import AppCommandOptionType, app_commands

from cogs.components import DYNAMIC_ITEMS, NUMBER, PATH, SIGNED
from cogs.flow import NO_SUCH_GAME
from cogs.prompts import encode_path

from .conftest import ALICE, BOB, Table, open_game, run_command
from .fakes import click, make_member
from .test_play import buttons

OTHER_GUILD = 5151
OTHER_CHANNEL = 9191
MALLORY = make_member(666, "mallory")


def game_options(t: Table) -> list[tuple[app_commands.Command[Any, ..., Any], str]]:
    """Every slash command with an option naming a game by its number, and that option."""
    found = []
    for command in t.bot.tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        for parameter in command.parameters:
            if parameter.name in ("game", "game_id") and (
                parameter.type == AppCommandOptionType.integer
            ):
                found.append((command, parameter.name))
    return found


def value_for(parameter: app_commands.Parameter) -> Any:
    """A plausible value for any other option of a command (the refusal must come first)."""
    if parameter.type == AppCommandOptionType.user:
        return MALLORY
    if parameter.type == AppCommandOptionType.integer:
        return 1
    if parameter.type == AppCommandOptionType.number:
        return 1.0
    if parameter.type == AppCommandOptionType.boolean:
        return True
    return "1"


def custom_id_for(cls: Any, game_id: int, version: int) -> str:
    """A well-formed custom id of ``cls`` aimed at ``game_id``."""
    values = []
    for name, field in cls.fields.items():
        if name == "game_id":
            values.append(game_id)
        elif name == "version":
            values.append(version)
        elif field == PATH:
            values.append(encode_path(["take"]))
        elif field in (NUMBER, SIGNED):
            values.append(1)
        else:  # one_of(...): its first word
            values.append(field[0].split("|")[0])
    return str(cls.make_id(*values))


async def snapshot(t: Table, game_id: int) -> tuple[Any, ...]:
    record = await t.bot.service.record(game_id)
    return (record.version, record.status, [(s.seat, s.user_id) for s in record.seats])


def assert_refused(t: Table, interaction: Any, what: str) -> None:
    said = t.make.said(interaction)
    assert NO_SUCH_GAME in said, f"{what} answered {said!r}"
    for name in ("alice", "bob", str(ALICE.id), str(BOB.id)):
        assert name not in said, f"{what} named a player: {said!r}"


async def test_every_command_naming_a_game_refuses_another_server(table: Table) -> None:
    t = table
    game_id, _thread = await open_game(t, [ALICE, BOB])
    before = await snapshot(t, game_id)
    tried = []
    for command, option in game_options(t):
        kwargs = {
            p.name: value_for(p) for p in command.parameters if p.required and p.name != option
        }
        kwargs[option] = game_id
        interaction = t.make(
            MALLORY, channel_id=OTHER_CHANNEL, guild_id=OTHER_GUILD, manage_guild=True
        )
        await run_command(t, command, interaction, **kwargs)
        assert_refused(t, interaction, f"/{command.qualified_name}")
        tried.append(command.qualified_name)
    assert await snapshot(t, game_id) == before
    assert MALLORY.id not in t.fake.dms
    # The commands the defect named are among those tried (the list is not empty by mistake).
    assert {"game replace", "game abort", "game skip", "game status"} <= set(tried)


async def test_every_component_refuses_another_server(table: Table) -> None:
    t = table
    game_id, _thread = await open_game(t, [ALICE, BOB])
    before = await snapshot(t, game_id)
    version = before[0]
    for cls in DYNAMIC_ITEMS:
        custom_id = custom_id_for(cls, game_id, version)
        values = ["0"] if cls.__name__ == "ChoiceSelect" else None
        interaction = await click(
            t.make,
            custom_id,
            MALLORY,
            values=values,
            channel_id=OTHER_CHANNEL,
            guild_id=OTHER_GUILD,
            manage_guild=True,
        )
        if cls.ack is None:  # answered with a modal: refused when the modal's answer comes
            modal = t.make.answers(interaction)[-1].kwargs["modal"]
            modal.number._value = "1"
            submitted = t.make(MALLORY, channel_id=OTHER_CHANNEL, guild_id=OTHER_GUILD)
            await modal.on_submit(submitted)
            interaction = submitted
        assert_refused(t, interaction, f"{cls.__name__} {custom_id}")
    assert await snapshot(t, game_id) == before
    assert MALLORY.id not in t.fake.dms


@pytest.mark.parametrize("label", ["Your move", "My hand"])
async def test_a_direct_message_reaches_only_a_game_one_sits_in(table: Table, label: str) -> None:
    """In a DM (no server), a player's own buttons work; anyone else hears of no game."""
    t = table
    game_id, thread = await open_game(t, [ALICE, BOB])
    turn = t.fake.last(thread)
    custom_id = buttons(turn)[label]
    stranger = await click(t.make, custom_id, MALLORY, guild_id=None, manage_guild=True)
    assert_refused(t, stranger, f"{label} in a DM by a stranger")
    player = await click(t.make, custom_id, BOB, guild_id=None)
    assert NO_SUCH_GAME not in t.make.said(player)


async def test_an_unknown_game_gets_the_same_words(table: Table) -> None:
    t = table
    await open_game(t, [ALICE, BOB])
    command = next(c for c, _o in game_options(t) if c.qualified_name == "game status")
    interaction = t.make(ALICE, channel_id=OTHER_CHANNEL)
    await run_command(t, command, interaction, game=987654)
    assert NO_SUCH_GAME in t.make.said(interaction)
