"""Racing submissions on one game from several processes and several asyncio tasks each.

:data:`PROCESSES` forked processes, each with its own store connection and service, run
:data:`TASKS` tasks that read the game, pick a random legal move for the seat it waits on and
send it — half of the tasks with the version they read (``expected_version``), half without —
for :data:`SECONDS`. Every sender reports each answer down a pipe. Then:

* each version was applied once: the versions acknowledged to senders are distinct and are
  exactly the versions of the moves in the log (no lost update, no double application);
* every other sender was told, with a documented refusal: a sender with a version gets
  ``GameChanged`` (or, once the game is over, that it is finished); a sender without one gets
  ``GameChanged`` when another process wrote between its read and its write, or the refusal
  of the position it met (not its turn any more, a move no longer legal);
* the game replays exactly to its snapshot.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import select
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameChanged, GameService, NotYourTurn, Refused, ServiceError
from bot.store import Store
from rules.core import Rng
from tests.harness.common import (
    HARNESS_GAMES,
    every_game_replays,
    next_move,
    open_game,
    record_figures,
)

PROCESSES = 3
TASKS = 4
SECONDS = 1.5


def _sender_process(path: str, game_id: int, number: int, out: int) -> None:
    """One process: :data:`TASKS` racing tasks; one line per answer on ``out``."""

    async def sender(service: GameService, task: int, deadline: float) -> None:
        picker = Rng.from_seed(number * 100 + task)
        with_version = task % 2 == 0
        while time.monotonic() < deadline:
            move = await next_move(service, game_id, picker)
            if move is None:
                return
            version, user_id, seat, action = move
            await asyncio.sleep(0)  # let the other tasks read the same version
            mode = "versioned" if with_version else "unversioned"
            try:
                outcome = await service.act(
                    game_id,
                    user_id,
                    action,
                    seat=seat,
                    expected_version=version if with_version else None,
                )
            except ServiceError as refusal:
                line = f"{mode} refused {type(refusal).__name__} {refusal}"
            except Exception as error:  # reported, and fails the test
                line = f"{mode} crashed {type(error).__name__} {error}"
            else:
                line = f"{mode} applied {outcome.version}"
            os.write(out, (line.replace("\n", " ") + "\n").encode())

    async def run() -> None:
        async with Store(path) as store:
            service = GameService(store, games=HARNESS_GAMES)
            deadline = time.monotonic() + SECONDS
            await asyncio.gather(*(sender(service, task, deadline) for task in range(TASKS)))

    asyncio.run(run())


async def _setup(path: str | Path, kind: str) -> int:
    async with Store(path) as store:
        return await open_game(GameService(store, games=HARNESS_GAMES), HARNESS_GAMES[kind], 7)


async def _logged_versions(path: str | Path, game_id: int) -> tuple[list[int], int]:
    async with Store(path) as store:
        rows = await store.fetch_all(
            "SELECT version FROM actions WHERE game_id = ? AND kind = 'move' ORDER BY seq",
            (game_id,),
        )
        return [row[0] for row in rows], await every_game_replays(store)


def _collect(reads: list[int], processes: list[Any]) -> str:
    data = b""
    open_fds = set(reads)
    deadline = time.monotonic() + SECONDS + 20
    while open_fds and time.monotonic() < deadline:
        ready, _, _ = select.select(list(open_fds), [], [], 0.5)
        for fd in ready:
            chunk = os.read(fd, 65536)
            if chunk:
                data += chunk
            else:
                open_fds.discard(fd)
    for process in processes:
        process.join(10)
        assert process.exitcode == 0, f"a sender process ended with {process.exitcode}"
    return data.decode()


@pytest.mark.parametrize("kind", sorted(HARNESS_GAMES))
def test_racing_senders_apply_each_version_once(kind: str, database: str | Path) -> None:
    """On each backend: an SQLite file shared by the processes, a PostgreSQL database."""
    path = database
    game_id = asyncio.run(_setup(path, kind))
    context = multiprocessing.get_context("fork")
    reads, processes = [], []
    for number in range(PROCESSES):
        read_end, write_end = os.pipe()
        process = context.Process(
            target=_sender_process, args=(str(path), game_id, number, write_end), daemon=True
        )
        process.start()
        os.close(write_end)
        reads.append(read_end)
        processes.append(process)
    try:
        output = _collect(reads, processes)
    finally:
        for fd in reads:
            os.close(fd)
    answers = [line.split(" ", 3) for line in output.splitlines()]
    crashes = [line for line in answers if line[1] == "crashed"]
    assert not crashes, crashes[:3]
    applied = [int(line[2]) for line in answers if line[1] == "applied"]
    logged, replayed = asyncio.run(_logged_versions(path, game_id))
    assert len(applied) == len(set(applied)), "a version was acknowledged to two senders"
    assert sorted(applied) == logged, "the log and the acknowledged moves differ"
    refusals = Counter((line[0], line[2]) for line in answers if line[1] == "refused")
    allowed = {
        "versioned": {GameChanged.__name__, Refused.__name__},
        "unversioned": {GameChanged.__name__, Refused.__name__, NotYourTurn.__name__},
    }
    for (mode, name), _count in refusals.items():
        assert name in allowed[mode], (mode, name)
    finished = [line for line in answers if line[0] == "versioned" and line[2] == "Refused"]
    assert all("finished" in line[3] for line in finished), finished[:3]
    changed = sum(n for (_, name), n in refusals.items() if name == GameChanged.__name__)
    assert changed > 0, "no race happened: the senders never collided"
    record_figures(
        f"races {kind}",
        processes=PROCESSES,
        tasks_per_process=TASKS,
        submissions=len(answers),
        applied=len(applied),
        game_changed=changed,
        other_refusals=sum(refusals.values()) - changed,
        games_replayed=replayed,
    )
