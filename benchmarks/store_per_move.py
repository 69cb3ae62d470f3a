"""What the store writes and reads per move: bytes, SQL statements, read latency.

One long game (``--game``, ``--players``, ``--options`` as JSON, e.g. Fitna's
``{"scenario": 11}``; seeds ``--seeds``) played by random legal moves through
``GameService.act`` on a SQLite file: the database's growth per move (WAL checkpointed, from
the started game to its end), the SQL statements each ``act`` runs (counted with SQLite's
trace callback), ``act``'s median time, the time of ``GameService.state`` (the record and the
current state, parsed) read after EVERY move — p50, p95 and max, wall clock and CPU (the
process's, SQLite's thread included: steadier on a busy machine), since a state rebuilt from a
snapshot a few moves back costs more than one read straight from a snapshot — and
``verify_replay``. Prints one line per seed; nothing is asserted.

    python benchmarks/store_per_move.py --game fitna --players 6 --options '{"scenario": 11}'
"""

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.bench import percentile
from bot.selfplay import random_move, seat_names
from bot.service import GameService, UserRef
from bot.store import Store
from rules import GAMES
from rules.core import Rng


async def measure(name: str, players: int, options: dict[str, Any], seed: int) -> str:
    """One long game of seed ``seed``; its figures in one line."""
    game = GAMES[name]
    directory = Path(tempfile.mkdtemp(prefix="petrocord-store-"))
    async with Store(directory / "moves.sqlite3") as store:
        assert store.path is not None
        service = GameService(store, games=GAMES)
        users = [UserRef(i + 1, seat) for i, seat in enumerate(seat_names(players))]
        created = await service.create(game.name, users[0], options, guild_id=1)
        for user in users[1:]:
            await service.join(created.game_id, user)
        await service.start(created.game_id, users[0], seed=seed)
        game_id = created.game_id
        await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size_at_start = store.path.stat().st_size
        traced: list[str] = []
        await store.db.set_trace_callback(traced.append)
        statements: list[int] = []
        act_ms: list[float] = []
        read_ms: list[float] = []
        read_cpu: list[float] = []
        picker = Rng.from_seed(seed)
        while True:
            started, cpu = time.perf_counter(), time.process_time()
            record, state = await service.state(game_id)
            read_ms.append((time.perf_counter() - started) * 1000)
            read_cpu.append((time.process_time() - cpu) * 1000)
            move = random_move(game, state, picker) if record.status == "running" else None
            if move is None:
                break
            seat, action = move
            traced.clear()
            started = time.perf_counter()
            await service.act(game_id, record.seats[seat].user_id, action, seat=seat)
            act_ms.append((time.perf_counter() - started) * 1000)
            statements.append(len(traced))
        await store.db.set_trace_callback(None)
        await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        moves = len(statements)
        grown = store.path.stat().st_size - size_at_start
        started = time.perf_counter()
        matches = await service.verify_replay(game_id)
        replay_ms = (time.perf_counter() - started) * 1000
    return (
        f"{name} {players}p {json.dumps(options)} seed {seed}: {moves} moves, "
        f"{grown / moves:.0f} database bytes per move, "
        f"{statistics.median(statements):g} SQL statements per act, act p50 "
        f"{statistics.median(act_ms):.2f} ms, state p50/p95/max "
        f"{statistics.median(read_ms):.2f} / {percentile(read_ms, 0.95):.2f} / "
        f"{max(read_ms):.2f} ms (cpu {statistics.median(read_cpu):.2f} / "
        f"{percentile(read_cpu, 0.95):.2f} / {max(read_cpu):.2f} ms), verify_replay {matches} in {replay_ms:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="one_more_barrel")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--options", default="{}", help="the game's options, as JSON")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    for seed in args.seeds:
        print(asyncio.run(measure(args.game, args.players, json.loads(args.options), seed)))


if __name__ == "__main__":
    main()
