"""A slash command sent twice at once is played once (issue 10, defect 3).

Per-game slash commands passed no expected version, so the same move sent twice at the same
moment could be applied twice. A command now carries the version the game had when it arrived:
of two that arrive together one is played and the other is told nothing more was done.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.texts import text

from .conftest import ALICE, BOB, Table, open_game, run_command
from .test_acknowledge_first import per_game_commands


async def test_the_same_command_sent_twice_at_once_is_played_once(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    game_id, thread = await open_game(t, [ALICE, BOB], options="pile_size=3")
    before = await t.bot.service.record(game_id)
    moves_before = len(await t.bot.service.log(game_id, limit=-1))

    # Both commands have read the game before either is played: they arrived together.
    arrived = asyncio.Barrier(2)
    legal_for = t.bot.flow.legal_for

    async def after_both_arrived(*args: Any, **kwargs: Any) -> Any:
        found = await legal_for(*args, **kwargs)
        await arrived.wait()
        return found

    monkeypatch.setattr(t.bot.flow, "legal_for", after_both_arrived)
    take = per_game_commands(t)["secret_nim take"]
    first, second = t.make(ALICE, channel_id=thread), t.make(ALICE, channel_id=thread)
    await asyncio.gather(
        run_command(t, take, first, pile=1, amount=1),
        run_command(t, take, second, pile=1, amount=1),
    )

    said = sorted([t.make.said(first), t.make.said(second)], key=lambda s: "Done" not in s)
    assert said[0].startswith("Done: Take stones")
    assert said[1] == text("en", "already_played")
    after = await t.bot.service.record(game_id)
    assert after.version == before.version + 1
    assert len(await t.bot.service.log(game_id, limit=-1)) == moves_before + 1
