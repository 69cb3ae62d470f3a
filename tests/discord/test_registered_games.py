"""Every registered game through the prompts: at each step of random moves the prompt for the
seat the game waits on builds within Discord's limits, and every answer leads on to a
complete action the service accepts (or refuses with a reason)."""

from __future__ import annotations

import random
from pathlib import Path

import discord
import pytest

from bot.service import GameService, Refused, UserRef
from bot.settings import Settings
from bot.store import Store
from cogs.client import PetroBot
from cogs.components import ChoiceButton, ChoiceSelect, NumberButton, prompt_view
from cogs.prompts import MAX_SELECT_OPTIONS, needs_number, options_at, start_path, walk
from rules import GAMES

from .fakes import FakeDiscord

MOVES = 25


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_prompts_of_every_registered_game(name: str, tmp_path: Path) -> None:
    game = GAMES[name]
    store = await Store(tmp_path / "games.sqlite3").open()
    try:
        service = GameService(store, games={name: game}, clock=lambda: 1_000.0)
        bot = PetroBot(service, Settings(_env_file=None))
        await bot.install()
        FakeDiscord().install(bot)
        users = [UserRef(10 + i, f"player{i}") for i in range(game.min_players)]
        outcome = await service.create(name, users[0])
        for user in users[1:]:
            await service.join(outcome.game_id, user)
        await service.start(outcome.game_id, users[0], seed=7)
        rng = random.Random(7)
        for _ in range(MOVES):
            record, state = await service.state(outcome.game_id)
            if record.status != "running":
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            assert legal.actions, f"{name}: the game waits on seat {seat} with nothing to do"
            path = start_path(legal)
            cursor = walk(legal, path)
            while not cursor.complete:
                view = await prompt_view(bot.flow, record, legal, path, cursor)
                assert len(view.children) <= 25
                for item in view.children:
                    assert len(item.custom_id) <= 100
                    if isinstance(item, ChoiceSelect):
                        assert isinstance(item.item, discord.ui.Select)
                        assert len(item.item.options) <= MAX_SELECT_OPTIONS
                answers = options_at(legal, cursor)
                if needs_number(cursor):
                    assert any(isinstance(i, NumberButton) for i in view.children)
                else:
                    assert any(isinstance(i, ChoiceButton | ChoiceSelect) for i in view.children)
                path = [*path, rng.choice(answers).value]
                cursor = walk(legal, path)
            user = record.seats[seat].user_id
            try:
                await service.act(outcome.game_id, user, cursor.action, seat=seat)
            except Refused:
                # a rule the choice tree cannot express; the player would be told and retry
                continue
    finally:
        await store.close()
