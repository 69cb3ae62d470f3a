"""A writer killed with SIGKILL at random moments loses no acknowledged move.

A child process (forked, so it starts in milliseconds) opens the store, continues the running
games (or opens new ones) and plays random legal moves through ``GameService.act``; after each
move returns it writes ``game version`` down a pipe: that move was acknowledged. The parent
kills it with SIGKILL after a random delay — during the open and migration, inside a
transaction, between moves — and starts the next writer on the same file, :data:`KILLS` times.
Then every acknowledged version must be in the log, and every game must replay exactly to its
stored snapshot, with SQLite's integrity check clean.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import select
import time
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService
from bot.store import Store
from rules.core import Rng
from tests.harness.common import (
    HARNESS_GAMES,
    every_game_replays,
    next_move,
    open_game,
    record_figures,
)

#: Writers killed per game, and the longest a writer lives (seconds) before its SIGKILL.
KILLS = 30
LONGEST_LIFE = 0.25


def _writer(path: str, kind: str, seed: int, acks: int) -> None:
    """The child: play until killed, acknowledging each move on file descriptor ``acks``."""

    async def play() -> None:
        async with Store(path) as store:
            service = GameService(store, games=HARNESS_GAMES)
            picker = Rng.from_seed(seed)
            while True:
                running = await store.game_ids(("running",))
                game_id = running[0] if running else None
                if game_id is None:
                    game_id = await open_game(service, HARNESS_GAMES[kind], seed)
                move = await next_move(service, game_id, picker)
                if move is None:
                    continue
                version, user_id, seat, action = move
                outcome = await service.act(
                    game_id, user_id, action, seat=seat, expected_version=version
                )
                os.write(acks, f"{game_id} {outcome.version}\n".encode())

    asyncio.run(play())


def _read_available(fd: int, until: float) -> bytes:
    """Everything written to ``fd`` until the monotonic time ``until``."""
    data = b""
    while (left := until - time.monotonic()) > 0:
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            data += chunk
    return data


def _drain(fd: int) -> bytes:
    data = b""
    while select.select([fd], [], [], 0)[0]:
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        data += chunk
    return data


async def _check(path: Path, acknowledged: set[tuple[int, int]]) -> int:
    async with Store(path) as store:
        rows = await store.fetch_all("SELECT game_id, version FROM actions WHERE kind = 'move'")
        logged = {(row[0], row[1]) for row in rows}
        missing = acknowledged - logged
        assert not missing, f"acknowledged moves missing from the log: {sorted(missing)[:5]}"
        return await every_game_replays(store)


@pytest.mark.parametrize("kind", sorted(HARNESS_GAMES))
def test_sigkill_at_random_moments_loses_no_acknowledged_move(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "killed.sqlite3"
    context = multiprocessing.get_context("fork")
    chance = random.Random(f"kill-{kind}")
    acknowledged: set[tuple[int, int]] = set()
    for kill in range(KILLS):
        read_end, write_end = os.pipe()
        writer: Any = context.Process(
            target=_writer, args=(str(path), kind, 1000 + kill, write_end), daemon=True
        )
        writer.start()
        os.close(write_end)
        try:
            data = _read_available(read_end, time.monotonic() + chance.random() * LONGEST_LIFE)
            writer.kill()
            writer.join(5)
            assert writer.exitcode == -9, f"the writer ended on its own: {writer.exitcode}"
            data += _drain(read_end)
        finally:
            os.close(read_end)
        for line in data.decode().splitlines():
            game_id, version = line.split()
            acknowledged.add((int(game_id), int(version)))
    replayed = asyncio.run(_check(path, acknowledged))
    assert acknowledged, "no move was acknowledged: the writers never got to play"
    record_figures(
        f"sigkill {kind}",
        kills=KILLS,
        acknowledged_moves=len(acknowledged),
        games_replayed=replayed,
    )
