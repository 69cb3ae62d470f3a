"""``/<game> do``: any move typed as its kind, then its answers in order, each autocompleted
with what is open after the ones typed (issue 29, item 8: the command surface scales, since
a game with more kinds than Discord's 25 subcommands still has every move typeable)."""

from __future__ import annotations

from typing import Any

import discord

from cogs.play import action_kind, build_group
from rules import GAMES

from .conftest import ALICE, BOB, Table, open_game, run_command
from .fakes import Namespace


def do_command(t: Table, group: str = "secret_nim") -> Any:
    command = t.bot.tree.get_command(group).get_command("do")  # type: ignore[union-attr]
    assert isinstance(command, discord.app_commands.Command)
    return command


async def test_a_move_typed_whole_is_played(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    typed = t.make(ALICE, channel_id=thread_id)
    await run_command(t, do_command(t), typed, kind="take", answer1="1", answer2="2")
    assert "Done: Take stones — pile 2 (2 stones), stones: 2" in t.make.said(typed)
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [2, 0, 2]


async def test_a_move_typed_in_part_opens_the_prompt_there(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3")
    typed = t.make(ALICE, channel_id=thread_id)
    await run_command(t, do_command(t), typed, kind="take", answer1="pile 3 (3 stones)")
    prompt = t.make.answers(typed)[-1]
    assert "Take stones — pile 3 (3 stones)" in prompt.content and prompt.view is not None
    assert (await t.bot.service.record(game_id)).version == 3  # nothing played yet


async def test_a_move_not_open_is_refused_in_words(table: Table) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    typed = t.make(ALICE, channel_id=thread_id)
    await run_command(t, do_command(t), typed, kind="take", answer1="7")
    assert "7 is not a possible pile" in t.make.said(typed)


async def test_each_option_autocompletes_what_is_open_after_the_ones_typed(table: Table) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    command = do_command(t)
    kinds = await command._params["kind"].autocomplete(
        t.make(ALICE, channel_id=thread_id, namespace=Namespace()), ""
    )
    assert [(c.name, c.value) for c in kinds] == [("Take stones", "take")]
    typed = Namespace(kind="take")
    piles = await command._params["answer1"].autocomplete(
        t.make(ALICE, channel_id=thread_id, namespace=typed), ""
    )
    assert [c.value for c in piles] == ["0", "1", "2"]
    assert piles[0].name == "pile 1 (2 stones)"
    typed = Namespace(kind="take", answer1="1")
    amounts = await command._params["answer2"].autocomplete(
        t.make(ALICE, channel_id=thread_id, namespace=typed), ""
    )
    assert [c.value for c in amounts] == ["1", "2"]
    # Not Bob's turn: nothing is offered to him.
    bob = t.make(BOB, channel_id=thread_id, namespace=Namespace())
    assert await command._params["kind"].autocomplete(bob, "") == []


def test_every_game_has_do_first_and_stays_within_discords_limit() -> None:
    """Suprématie has 25 kinds of move, Discord's limit of subcommands: with ``do`` one of
    them has no shortcut, and every kind is typed with ``do`` (its kind autocompletes from
    the tree, whatever the shortcuts)."""
    for game in GAMES.values():
        group = build_group(lambda: None, game)  # type: ignore[arg-type, return-value]
        assert group.commands[0].name == "do"
        assert len(group.commands) <= 25
        shortcuts = {command.name for command in group.commands[1:]}
        kinds = {action_kind(model) for model in game.action_models}
        assert shortcuts <= kinds
    supremacy = build_group(lambda: None, GAMES["supremacy"])  # type: ignore[arg-type, return-value]
    assert len(supremacy.commands) == 25


def test_do_has_its_french_and_german_words() -> None:
    """Every word of ``do`` (its name, description, options) is translated for Discord's
    French and German locales (bot/command_texts.py MOVE_TEXTS; the ``game`` option's are
    /game's)."""
    from bot.command_texts import COMMAND_TEXTS, MOVE_TEXTS

    command = build_group(lambda: None, GAMES["peak_oil"]).commands[0]  # type: ignore[arg-type, return-value]
    assert isinstance(command, discord.app_commands.Command)
    words = {command.name, command.description}
    for parameter in command.parameters:
        words |= {parameter.name, parameter.description}
    assert words <= set(MOVE_TEXTS) | set(COMMAND_TEXTS), words - set(MOVE_TEXTS)
    assert {"do", "kind", "answer1", "answer6"} <= set(MOVE_TEXTS)
