"""When to switch to PostgreSQL: what one SQLite process sustains against PostgreSQL with one and
two bot processes.

Each run plays random legal moves of One More Barrel (5 players) through ``GameService.act``
for ``--seconds`` seconds: ``--games`` running games, ``--players`` coroutines per process
each playing a game at random (so games are contended, as when many players answer at once),
then opens and starts new games for the same time. Printed per setting: moves per second,
games opened and started per second, and the p50/p95 of one move's ``act``. The PostgreSQL
server is the tests' throw-away one (``tests/postgres.py``: durability off, a Unix socket)
unless ``--postgres URL`` names a real one; its figures are for comparing the backends on one
machine, not a production capacity. Nothing is asserted.

    python benchmarks/store_backends.py [--seconds 5] [--games 20] [--players 8]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.selfplay import random_move, seat_names  # noqa: E402
from bot.service import GameChanged, GameService, NotYourTurn, UserRef  # noqa: E402
from bot.store import Store  # noqa: E402
from rules import GAMES  # noqa: E402
from rules.core import Rng  # noqa: E402

GAME = "one_more_barrel"
PLAYERS = 5


async def open_game(service: GameService, seed: int) -> int:
    users = [UserRef(i + 1, name) for i, name in enumerate(seat_names(PLAYERS))]
    created = await service.create(GAME, users[0], None, guild_id=1)
    for user in users[1:]:
        await service.join(created.game_id, user)
    await service.start(created.game_id, users[0], seed=seed)
    return created.game_id


async def play(target: str, game_ids: list[int], seconds: float, players: int, seed: int) -> Any:
    """One process: ``players`` coroutines moving for ``seconds``, then opening games."""
    async with Store(target) as store:
        service = GameService(store, games=GAMES)
        times: list[float] = []
        until = time.monotonic() + seconds

        async def player(index: int) -> None:
            picker = Rng.from_seed(seed * 100 + index)
            while time.monotonic() < until:
                game_id = picker.choice(game_ids)
                record, state = await service.state(game_id)
                if record.status != "running":
                    continue
                move = random_move(service.game(record.kind), state, picker)
                if move is None:
                    continue
                seat, action = move
                started = time.perf_counter()
                try:
                    await service.act(
                        game_id,
                        record.seats[seat].user_id,
                        action,
                        seat=seat,
                        expected_version=record.version,
                    )
                except (GameChanged, NotYourTurn):
                    continue
                times.append(time.perf_counter() - started)

        await asyncio.gather(*(player(i) for i in range(players)))
        opened = 0
        until = time.monotonic() + seconds / 2
        while time.monotonic() < until:
            await open_game(service, 10_000 + seed * 1000 + opened)
            opened += 1
        return {"moves": len(times), "act": times, "opened": opened}


def _child(
    target: str, game_ids: list[int], seconds: float, players: int, seed: int, out: Any
) -> None:
    result = asyncio.run(play(target, game_ids, seconds, players, seed))
    out.send(result)
    out.close()


async def prepare(target: str, games: int) -> list[int]:
    async with Store(target) as store:
        service = GameService(store, games=GAMES)
        return [await open_game(service, seed) for seed in range(1, games + 1)]


def measure(target: str, processes: int, args: argparse.Namespace) -> dict[str, Any]:
    game_ids = asyncio.run(prepare(target, args.games))
    context = multiprocessing.get_context("fork")
    pipes, children = [], []
    for index in range(processes):
        receive, send = context.Pipe(duplex=False)
        child = context.Process(
            target=_child, args=(target, game_ids, args.seconds, args.players, index + 1, send)
        )
        child.start()
        pipes.append(receive)
        children.append(child)
    results = [pipe.recv() for pipe in pipes]
    for child in children:
        child.join()
    acts = sorted(t for r in results for t in r["act"])
    moves = sum(r["moves"] for r in results)
    return {
        "moves_per_s": round(moves / args.seconds, 1),
        "games_opened_per_s": round(sum(r["opened"] for r in results) / (args.seconds / 2), 1),
        "act_p50_ms": round(statistics.median(acts) * 1000, 2) if acts else None,
        "act_p95_ms": round(acts[int(len(acts) * 0.95)] * 1000, 2) if acts else None,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=8, help="coroutines per process")
    parser.add_argument("--postgres", default=None, help="a postgresql:// URL of an empty database")
    args = parser.parse_args()
    rows: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as folder:
        rows["SQLite, 1 process"] = measure(str(Path(folder) / "bench.sqlite3"), 1, args)
    server = None
    if args.postgres is None:
        from tests import postgres

        server = postgres.start()
    try:
        for processes in (1, 2):
            url = args.postgres or _fresh_database(server, processes)
            rows[f"PostgreSQL, {processes} process{'es' if processes > 1 else ''}"] = measure(
                url, processes, args
            )
    finally:
        if server is not None:
            server.stop()
    print(
        f"One More Barrel, {PLAYERS} players: {args.games} running games, {args.players} "
        f"players per process, {args.seconds:g} s of moves then {args.seconds / 2:g} s of new games"
    )
    print("| setting | moves/s | games opened/s | act p50 ms | act p95 ms |")
    print("| --- | --- | --- | --- | --- |")
    for name, row in rows.items():
        print(
            f"| {name} | {row['moves_per_s']} | {row['games_opened_per_s']} | "
            f"{row['act_p50_ms']} | {row['act_p95_ms']} |"
        )
    print(json.dumps(rows))
    return 0


def _fresh_database(server: Any, index: int) -> str:
    import asyncpg

    async def create() -> None:
        for _ in range(100):
            try:
                connection = await asyncpg.connect(server.url())
                break
            except (OSError, asyncpg.CannotConnectNowError):
                await asyncio.sleep(0.1)
        await connection.execute(f"CREATE DATABASE bench_{index}")
        await connection.close()

    asyncio.run(create())
    return str(server.url(f"bench_{index}"))


if __name__ == "__main__":
    sys.exit(main())
