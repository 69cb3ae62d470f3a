"""What the store writes and reads per move: bytes, SQL statements, load time at the end.

One long One More Barrel game (5 players, seeds 1 and 2: 412 and 523 moves) played by random
legal moves through ``GameService.act`` on a SQLite file: the database's growth per move (WAL
checkpointed, from the started game to its end), the SQL statements each ``act`` runs
(counted with SQLite's trace callback), ``act``'s median time, the median time of
``GameService.state`` (record + newest snapshot, parsed) at the end of the game over 50 reads,
and ``verify_replay``. Prints one line per seed; nothing is asserted.

    python benchmarks/store_per_move.py
"""

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.selfplay import random_move, seat_names
from bot.service import GameService, UserRef
from bot.store import Store
from rules import GAMES
from rules.core import Rng


async def measure(seed: int) -> str:
    """One long game of seed ``seed``; its figures in one line."""
    game = GAMES["one_more_barrel"]
    directory = Path(tempfile.mkdtemp(prefix="petrocord-store-"))
    async with Store(directory / "moves.sqlite3") as store:
        service = GameService(store, games=GAMES)
        users = [UserRef(i + 1, name) for i, name in enumerate(seat_names(5))]
        created = await service.create(game.name, users[0], None, guild_id=1)
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
        picker = Rng.from_seed(seed)
        while True:
            record, state = await service.state(game_id)
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
        loads = []
        for _ in range(50):
            started = time.perf_counter()
            await service.state(game_id)
            loads.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        matches = await service.verify_replay(game_id)
        replay_ms = (time.perf_counter() - started) * 1000
    return (
        f"seed {seed}: {moves} moves, {grown / moves:.0f} database bytes per move, "
        f"{statistics.median(statements):g} SQL statements per act, act p50 "
        f"{statistics.median(act_ms):.2f} ms, state at the end p50 "
        f"{statistics.median(loads):.2f} ms, verify_replay {matches} in {replay_ms:.0f} ms"
    )


if __name__ == "__main__":
    for number in (1, 2):
        print(asyncio.run(measure(number)))
