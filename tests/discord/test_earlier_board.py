"""``/game board turn:N``: the board as it stood at the end of an earlier game turn, rebuilt
by replaying the log from the seed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.service import UserRef
from rules.core import Rng
from rules.one_more_barrel import GAME as OMB

from .conftest import ALICE, BOB, CAROL, Clock, open_game, open_table, run_command

PLAYERS = [UserRef(ALICE.id, "alice"), UserRef(BOB.id, "bob"), UserRef(CAROL.id, "carol")]


async def test_the_board_at_the_end_of_an_earlier_turn(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cogs.flow

    drawn: list[Any] = []
    monkeypatch.setattr(cogs.flow, "render_view", lambda view, **kw: drawn.append(view) or b"x")
    t = await open_table(db_path, clock, games={OMB.name: OMB})
    try:
        service = t.bot.service
        created = await service.create(OMB.name, PLAYERS[0], {}, guild_id=4242, channel_id=1)
        game_id = created.game_id
        for user in PLAYERS[1:]:
            await service.join(game_id, user)
        await service.start(game_id, PLAYERS[0], seed=7)
        # Random legal moves through the service until turn 3 begins; remember the first
        # public view of turn 2 (the board as turn 1 ended).
        rng = Rng.from_seed(3)
        end_of_turn_1 = None
        while (view := await service.public_view(game_id)).public.game_turn < 3:
            if view.public.game_turn == 2 and end_of_turn_1 is None:
                end_of_turn_1 = view
            seat = view.to_act[0]
            legal = (await service.legal(game_id, PLAYERS[seat].id))[seat]
            await service.act(game_id, PLAYERS[seat].id, legal.random_action(rng), seat=seat)
        assert end_of_turn_1 is not None

        asked = t.make(CAROL)
        await run_command(t, t.cog.board, asked, game=game_id, turn=1)
        shown = t.make.answers(asked)[-1]
        assert shown.embed.title.endswith("— end of turn 1")
        assert drawn[-1] == end_of_turn_1

        early = t.make(CAROL)
        await run_command(t, t.cog.board, early, game=game_id, turn=3)
        assert "Turn 3 is not over yet" in t.make.said(early)
    finally:
        await t.store.close()


async def test_a_game_without_numbered_turns_says_so(table: Any) -> None:
    game_id, thread_id = await open_game(table, [ALICE, BOB])
    asked = table.make(ALICE, channel_id=thread_id)
    await run_command(table, table.cog.board, asked, turn=1)
    assert "has no numbered turns" in table.make.said(asked)
