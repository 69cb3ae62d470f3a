"""How often to write a full snapshot: database bytes per move and read time, per interval.

One long random game (``--game``, ``--players``, ``--options`` as JSON, ``--seed``) is played
once by the engine; its states are then written through the store straight (``start_game``,
``append_move`` with each state, as ``GameService.act`` writes them) on a fresh SQLite file for
every interval ``--every`` (``bot.store.SNAPSHOT_EVERY``; 1 = a full snapshot per move, as
before migration 13). For each: the database's growth per move (WAL checkpointed), and after
each move the time of reading the current state as ``GameService.state`` does
(``Store.game_and_snapshot`` then ``load_state``) — wall clock and CPU (the process's, the
SQLite thread included: steadier on a busy machine), p50 / p95 / max. Nothing is asserted.

    python benchmarks/store_sparse.py --game fitna --players 6 --options '{"scenario": 11}'
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

import bot.store
from bot.bench import percentile
from bot.selfplay import random_move, seat_names
from bot.store import Store
from rules import GAMES
from rules.core import Rng


def play(name: str, players: int, options: dict[str, Any], seed: int) -> list[Any]:
    """The game's states as JSON, and each move ``(seat, action, finished)``."""
    game = GAMES[name]
    state = game.setup(seat_names(players), seed, options)
    picker = Rng.from_seed(seed)
    states, moves = [game.dump_state(state)], []
    while (move := random_move(game, state, picker)) is not None:
        state, _events = game.apply(state, *move)
        states.append(game.dump_state(state))
        moves.append((*move, game.is_over(state)))
    return [states, moves]


async def measure(name: str, players: int, every: int, states: list[str], moves: list[Any]) -> str:
    game = GAMES[name]
    bot.store.SNAPSHOT_EVERY = every
    path = Path(tempfile.mkdtemp(prefix="petrocord-sparse-")) / "sparse.sqlite3"
    async with Store(path) as store:
        game_id = await store.create_game(
            name, 1, "p1", options={}, settings={}, guild_id=1, channel_id=None, now=0.0
        )
        version = 1
        for seat in range(1, players):
            version = await store.add_seat(game_id, version, seat + 1, f"p{seat + 1}", 0.0)
        version = await store.start_game(game_id, version, 1, {}, states[0], 0.0)
        await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        start = path.stat().st_size
        wall: list[float] = []
        cpu: list[float] = []
        for (seat, action, over), state_json in zip(moves, states[1:], strict=True):
            version, _seq = await store.append_move(
                game_id,
                version,
                seat=seat,
                action=action,
                events=[],
                irreversible=False,
                state_json=state_json,
                status="finished" if over else "running",
                now=0.0,
            )
            began, began_cpu = time.perf_counter(), time.process_time()
            _record, snapshot = await store.game_and_snapshot(game_id)
            assert snapshot is not None
            game.load_state(snapshot[1])
            wall.append((time.perf_counter() - began) * 1000)
            cpu.append((time.process_time() - began_cpu) * 1000)
        await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        grown = path.stat().st_size - start
    return (
        f"every {every:>2}: {grown / len(moves):6.0f} database bytes per move; read wall "
        f"p50/p95/max {statistics.median(wall):.2f} / {percentile(wall, 0.95):.2f} / "
        f"{max(wall):.2f} ms, cpu {statistics.median(cpu):.2f} / {percentile(cpu, 0.95):.2f} / "
        f"{max(cpu):.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="fitna")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--options", default='{"scenario": 11}', help="the game's options, JSON")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, nargs="+", default=[1, 4, 8, 16, 32])
    args = parser.parse_args()
    states, moves = play(args.game, args.players, json.loads(args.options), args.seed)
    print(f"{args.game} {args.players}p {args.options} seed {args.seed}: {len(moves)} moves")
    for every in args.every:
        print(asyncio.run(measure(args.game, args.players, every, states, moves)))


if __name__ == "__main__":
    main()
