"""Two bot processes on one PostgreSQL database (issue 16): nothing lost, nothing twice.

Each child process (forked) opens its own store on the test run's PostgreSQL server and
plays random legal moves through ``GameService.act`` on the SAME games as the other, picking
a game at random each time, so both keep reaching for one game at once; after each move
returns it writes ``game version`` down its pipe: that move was acknowledged. Then:

* every acknowledged move is in the log, and no version was acknowledged twice (the two
  processes never both played "the" move of one version);
* each game's log has one move per version, with no gap;
* every game replays exactly to its stored snapshot.

The kill test does the same, SIGKILLs one of the two at a random moment (inside a
transaction, holding a game's advisory lock, between moves) and checks that the other goes
on playing the same games (the dead process's lock went with its connection) before the
same checks. The reminder test runs the ticker's claim in both processes at once over the
same due reminders: each is sent once.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import select
import time
from collections import Counter
from typing import Any

import pytest

from bot.scheduling import Due, Scheduler
from bot.service import GameChanged, GameService, NotYourTurn
from bot.store import Store
from rules.core import Rng
from tests.harness.common import HARNESS_GAMES, every_game_replays, next_move, open_game

#: Games played at once, moves each process plays (the plain test), seconds before the kill.
GAMES = 3
MOVES = 60
KILL_AFTER = (0.3, 0.9)
#: Moves the survivor must play after the kill, and the longest wait for them (seconds).
AFTER_KILL_MOVES = 3
AFTER_KILL_WAIT = 60.0


def _player(url: str, game_ids: list[int], seed: int, moves: int, acks: int) -> None:
    """The child: play ``moves`` moves on ``game_ids`` (or until killed), acknowledging each."""

    async def play() -> None:
        async with Store(url) as store:
            service = GameService(store, games=HARNESS_GAMES)
            picker = Rng.from_seed(seed)
            played = 0
            while played < moves:
                game_id = picker.choice(game_ids)
                move = await next_move(service, game_id, picker)
                if move is None:
                    if all([await next_move(service, g, picker) is None for g in game_ids]):
                        return
                    continue
                version, user_id, seat, action = move
                try:
                    outcome = await service.act(
                        game_id, user_id, action, seat=seat, expected_version=version
                    )
                except (GameChanged, NotYourTurn):
                    continue  # the other process moved this game first: read it again
                os.write(acks, f"{game_id} {outcome.version} {os.getpid()}\n".encode())
                played += 1

    asyncio.run(play())


def _read(fd: int, until: float | None) -> bytes:
    """What is written to ``fd`` until the monotonic time ``until`` (or its end)."""
    data = b""
    while True:
        left = None if until is None else until - time.monotonic()
        if left is not None and left <= 0:
            return data
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            return data
        chunk = os.read(fd, 65536)
        if not chunk:
            return data
        data += chunk


def _read_one(fd: int, until: float) -> bytes:
    """What one read of ``fd`` brings, waiting for it until ``until``: whole lines, as each
    line is one write of less than ``PIPE_BUF`` bytes (atomic on a pipe)."""
    ready, _, _ = select.select([fd], [], [], max(0.0, until - time.monotonic()))
    return os.read(fd, 65536) if ready else b""


async def _open_games(url: str) -> list[int]:
    async with Store(url) as store:
        service = GameService(store, games=HARNESS_GAMES)
        name = sorted(HARNESS_GAMES)[0]
        return [await open_game(service, HARNESS_GAMES[name], 500 + i) for i in range(GAMES)]


async def _check(url: str, acks: list[tuple[int, int, int]]) -> dict[str, int]:
    counted = Counter((game, version) for game, version, _pid in acks)
    twice = [key for key, n in counted.items() if n > 1]
    assert not twice, f"versions acknowledged by both processes: {twice[:5]}"
    async with Store(url) as store:
        rows = await store.fetch_all(
            "SELECT game_id, version FROM actions WHERE kind = 'move' ORDER BY game_id, seq"
        )
        logged = [(row[0], row[1]) for row in rows]
        missing = set(counted) - set(logged)
        assert not missing, f"acknowledged moves missing from the log: {sorted(missing)[:5]}"
        by_game: dict[int, list[int]] = {}
        for game, version in logged:
            by_game.setdefault(game, []).append(version)
        for game, versions in by_game.items():
            # The start is version 3 (create, join, start for two players at least).
            assert versions == list(range(versions[0], versions[0] + len(versions))), game
        replayed = await every_game_replays(store)
    return {"moves": len(logged), "games": replayed}


def _start(url: str, game_ids: list[int], seed: int, moves: int) -> tuple[Any, int]:
    read_end, write_end = os.pipe()
    process: Any = multiprocessing.get_context("fork").Process(
        target=_player, args=(url, game_ids, seed, moves, write_end), daemon=True
    )
    process.start()
    os.close(write_end)
    return process, read_end


def _acks(data: bytes) -> list[tuple[int, int, int]]:
    return [
        (int(game), int(version), int(pid))
        for game, version, pid in (line.split() for line in data.decode().splitlines())
    ]


def test_two_processes_play_the_same_games_without_losing_or_doubling_a_move(
    pg_url: str,
) -> None:
    game_ids = asyncio.run(_open_games(pg_url))
    players = [_start(pg_url, game_ids, seed, MOVES) for seed in (1, 2)]
    acks: list[tuple[int, int, int]] = []
    for process, fd in players:
        acks += _acks(_read(fd, None))
        os.close(fd)
        process.join(60)
        assert process.exitcode == 0
    pids = Counter(pid for _g, _v, pid in acks)
    assert len(pids) == 2, "both processes played"
    figures = asyncio.run(_check(pg_url, acks))
    assert figures["moves"] == len(acks)
    print(f"\n[two processes] {figures['moves']} moves on {GAMES} games, by process {pids}")


def test_one_process_killed_mid_move_the_other_carries_on(pg_url: str) -> None:
    game_ids = asyncio.run(_open_games(pg_url))
    chance = random.Random("kill")
    victim, victim_fd = _start(pg_url, game_ids, 3, 10_000)
    survivor, survivor_fd = _start(pg_url, game_ids, 4, 10_000)
    acks = _acks(_read(victim_fd, time.monotonic() + chance.uniform(*KILL_AFTER)))
    victim.kill()
    victim.join(5)
    assert victim.exitcode == -9
    acks += _acks(_read(victim_fd, time.monotonic() + 0.2))
    os.close(victim_fd)
    # Everything the survivor acknowledged until now (before the kill, or just after) is in
    # its pipe: taken now, whatever follows was played after the kill.
    acks += _acks(_read(survivor_fd, time.monotonic() + 0.01))
    # The survivor goes on with the same games after the kill: a few more moves, however
    # slowly a loaded machine lets it play them (a bound on waiting, not a speed asked).
    after_kill: list[tuple[int, int, int]] = []
    deadline = time.monotonic() + AFTER_KILL_WAIT
    while len(after_kill) < AFTER_KILL_MOVES and time.monotonic() < deadline:
        after_kill += _acks(_read_one(survivor_fd, deadline))
    survivor.kill()
    survivor.join(5)
    acks += after_kill + _acks(_read(survivor_fd, time.monotonic() + 0.2))
    os.close(survivor_fd)
    assert len(after_kill) >= AFTER_KILL_MOVES, (
        f"the survivor played {len(after_kill)} moves in {AFTER_KILL_WAIT} s after the kill"
    )
    figures = asyncio.run(_check(pg_url, acks))
    print(f"\n[kill] {figures['moves']} moves; {len(after_kill)} by the survivor after the kill")


def _reminder_sender(url: str, owner: str, start: float, sent: int) -> None:
    """The ticker's claim in a child: every due reminder it takes is 'sent' (written down)."""

    async def run() -> None:
        async with Store(url) as store:
            scheduler = Scheduler(store, clock=lambda: start)
            for _round in range(20):
                for due in await scheduler.due():
                    taken = await scheduler.take([due], owner)
                    if taken:
                        os.write(sent, f"{due.game_id} {due.seat}\n".encode())
                        await scheduler.mark_reminded(due.game_id, due.seat)
                        await scheduler.done([due], owner)

    asyncio.run(run())


async def _due_reminders(url: str) -> tuple[float, list[Due]]:
    """Games waiting on a seat for two days: a reminder due for each."""
    game_ids = await _open_games(url)
    async with Store(url) as store:
        service = GameService(store, games=HARNESS_GAMES, clock=lambda: 1_000.0)
        scheduler = Scheduler(store, clock=lambda: 1_000.0)
        for game_id in game_ids:
            record = await service.record(game_id)
            view = await service.public_view(game_id)
            await scheduler.sync(record, view.to_act)
        later = 1_000.0 + 2 * 86_400
        return later, await Scheduler(store, clock=lambda: later).due()


def test_a_due_reminder_is_sent_once_by_two_processes(pg_url: str) -> None:
    start, dues = asyncio.run(_due_reminders(pg_url))
    assert dues and all(due.kind == "reminder" for due in dues)
    context = multiprocessing.get_context("fork")
    pipes = [os.pipe() for _ in range(2)]
    senders: list[Any] = [
        context.Process(target=_reminder_sender, args=(pg_url, f"p{i}", start, pipes[i][1]))
        for i in range(2)
    ]
    for sender in senders:
        sender.start()
    sent: list[str] = []
    for (read_end, write_end), sender in zip(pipes, senders, strict=True):
        os.close(write_end)
        sent += _read(read_end, None).decode().splitlines()
        os.close(read_end)
        sender.join(30)
        assert sender.exitcode == 0
    assert Counter(sent) == Counter(f"{d.game_id} {d.seat}" for d in dues)


@pytest.fixture(autouse=True)
def _needs_fork() -> None:
    if "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("these probes fork their bot processes")
