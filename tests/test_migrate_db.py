"""``python -m bot migrate-db --to postgresql://…`` (issue 16): an SQLite database of
self-played games of every registered game, with a pending undo request, timers, user
choices, a lobby and an uncompressed snapshot of an older file, moves into an empty PostgreSQL database; every game replays to the
same snapshot there and play goes on in it (new games get new ids)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.cli import main
from bot.errors import Refused
from bot.scheduling import Scheduler
from bot.service import GameService, UserRef
from bot.store import Store
from rules.core import Rng
from tests.harness.common import HARNESS_GAMES, next_move, open_game

MOVES = 25


async def _fill(path: Path) -> dict[str, int]:
    """Games of every registered game, part-played; an undo; a request; timers; prefs."""
    async with Store(path) as store:
        service = GameService(store, games=HARNESS_GAMES, clock=lambda: 5_000.0)
        scheduler = Scheduler(store, clock=lambda: 5_000.0)
        picker = Rng.from_seed(7)
        for index, (_name, game) in enumerate(sorted(HARNESS_GAMES.items())):
            game_id = await open_game(service, game, 40 + index)
            for _ in range(MOVES):
                move = await next_move(service, game_id, picker)
                if move is None:
                    break
                version, user_id, seat, action = move
                await service.act(game_id, user_id, action, seat=seat, expected_version=version)
            record = await service.record(game_id)
            await scheduler.sync(record, (await service.public_view(game_id)).to_act)
        first = 0
        for candidate in await store.game_ids():
            # the first game whose last move may be undone (no dice, draw or secret in it)
            record = await service.record(candidate)
            moves = await store.actions(candidate)
            if not moves:
                continue
            try:
                await service.request_undo(candidate, record.seats[moves[-1].seat or 0].user_id)
            except Refused:
                continue
            first = candidate
            break
        assert first, "no game with an undoable last move"
        await scheduler.set_prefs(1, dm=True, quiet_from=22, quiet_to=7, timezone="Europe/Paris")
        # A snapshot as files before compression kept it: plain JSON text.
        version, state = await store.latest_snapshot(first) or (0, "")
        async with store.transaction() as tx:
            await tx.execute(
                "UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?",
                (state, first, version),
            )
        await service.create(sorted(HARNESS_GAMES)[0], UserRef(9, "lobbyist"), None, guild_id=1)
        return await store.row_counts()


def test_a_database_moves_to_postgresql_and_plays_on(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.sqlite3"
    counts = asyncio.run(_fill(path))
    assert counts["actions"] > 0 and counts["undo_requests"] == 1

    assert main(["migrate-db", "--to", pg_url, "--database", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{len(HARNESS_GAMES)} game(s) replayed" in out
    assert "migrate-db: done." in out and "problem" not in out
    asyncio.run(_plays_on(path, pg_url))


async def _plays_on(path: Path, pg_url: str) -> None:
    async with Store(path) as source, Store(pg_url) as target:
        assert await target.row_counts() == await source.row_counts()
        for game_id in await source.game_ids():
            assert await target.get_game(game_id) == await source.get_game(game_id)
            assert await target.actions(game_id) == await source.actions(game_id)
            assert await target.undo_request(game_id) == await source.undo_request(game_id)
        assert await Scheduler(target).prefs(1) == await Scheduler(source).prefs(1)
        # Play goes on in the new database: a move, and a new game with a new id.
        service = GameService(target, games=HARNESS_GAMES)
        running = await target.game_ids(("running",))
        move = await next_move(service, running[-1], Rng.from_seed(1))
        assert move is not None
        version, user_id, seat, action = move
        outcome = await service.act(
            running[-1], user_id, action, seat=seat, expected_version=version
        )
        assert outcome.version == version + 1
        created = await service.create(
            sorted(HARNESS_GAMES)[0], UserRef(8, "newcomer"), None, guild_id=1
        )
        assert created.game_id == max(await source.game_ids()) + 1
        assert await service.verify_replay(running[-1])


async def _counts(url: str) -> dict[str, int]:
    async with Store(url) as store:
        return await store.row_counts()


def test_a_database_is_never_moved_into_one_that_holds_games(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.sqlite3"
    asyncio.run(_fill(path))
    assert main(["migrate-db", "--to", pg_url, "--database", str(path)]) == 0
    before = asyncio.run(_counts(pg_url))
    assert main(["migrate-db", "--to", pg_url, "--database", str(path)]) == 1
    assert "already holds games" in capsys.readouterr().err
    assert asyncio.run(_counts(pg_url)) == before


def test_bad_targets_are_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["migrate-db", "--to", "postgresql://x", "--database", str(tmp_path / "no")]) == 2
    assert "There is no database" in capsys.readouterr().err
    path = tmp_path / "games.sqlite3"
    path.write_bytes(b"")
    assert main(["migrate-db", "--to", "mysql://u:secret@h/db", "--database", str(path)]) == 2
    err = capsys.readouterr().err
    assert "postgresql://" in err and "secret" not in err
