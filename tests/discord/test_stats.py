"""``/game stats`` and ``/game leaderboard`` through the fakes (issue 17): three finished games
of this server give each player their figures and rating; another server's games and an
aborted game do not count."""

from __future__ import annotations

from bot.service import UserRef
from tests.test_ratings import _finish

from .conftest import ALICE, BOB, CAROL, Table, run_command
from .fakes import GUILD_ID


async def _three_games(t: Table, guild_id: int) -> None:
    players = tuple(UserRef(u.id, u.display_name) for u in (ALICE, BOB, CAROL))
    service = t.bot.service
    for seed in (1, 2, 3):
        game_id = await _finish(service, players, seed)
        async with service.store.transaction() as tx:
            await tx.execute("UPDATE games SET guild_id = ? WHERE id = ?", (guild_id, game_id))


async def test_stats_and_leaderboard_after_three_finished_games(table: Table) -> None:
    t = table
    await _three_games(t, GUILD_ID)
    asked = t.make(BOB)
    await run_command(t, t.results.stats, asked)
    [answer] = t.make.answers(asked)
    embed = answer.kwargs["embed"]
    assert answer.kwargs["ephemeral"] is True
    assert embed.title.startswith("bob") and embed.fields[0].name == "Secret Nim"
    assert "3 played" in embed.fields[0].value and "rating **" in embed.fields[0].value

    other = t.make(ALICE)
    await run_command(t, t.results.stats, other, user=CAROL)
    assert t.make.answers(other)[0].kwargs["embed"].title.startswith("carol")

    board = t.make(ALICE)
    await run_command(t, t.results.leaderboard, board, game="secret_nim")
    text = t.make.answers(board)[0].kwargs["embed"].description
    lines = text.splitlines()
    assert len(lines) == 3 and lines[0].startswith("1. **")
    assert all("3 played" in line for line in lines)


async def test_another_servers_games_do_not_count_here(table: Table) -> None:
    t = table
    await _three_games(t, GUILD_ID + 1)
    asked = t.make(BOB)
    await run_command(t, t.results.stats, asked)
    assert "No finished game yet" in t.make.answers(asked)[0].kwargs["embed"].description
