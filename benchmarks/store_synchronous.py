"""What ``SQLITE_SYNCHRONOUS=FULL`` costs: moves per second through the service, NORMAL vs FULL.

For every registered game, ``--rounds`` rounds; in each round one game (seed = round) is played
by random legal moves through :meth:`bot.service.GameService.act` on a fresh SQLite file, once
with ``synchronous=NORMAL`` and once with ``FULL`` (the order alternates between rounds, so a
change of the machine's load touches both alike), at most ``--moves`` moves each. Prints the
median moves per second of each mode over the rounds (counting only the ``act`` calls), the
ratio, and one JSON line. Nothing is asserted.

    python benchmarks/store_synchronous.py [--rounds 5] [--moves 200] [--game NAME]
"""

from __future__ import annotations

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

from bot.selfplay import random_move, seat_names  # noqa: E402
from bot.service import GameService, UserRef  # noqa: E402
from bot.store import SYNCHRONOUS_MODES, Store  # noqa: E402
from rules import GAMES  # noqa: E402
from rules.core import Game, Rng  # noqa: E402


async def moves_per_second(
    game: Game[Any, Any], path: Path, mode: str, seed: int, limit: int
) -> float:
    """Play one game (at most ``limit`` moves) with ``mode``; its ``act`` calls per second."""
    async with Store(path, synchronous=mode) as store:
        service = GameService(store, games={game.name: game})
        users = [UserRef(i + 1, name) for i, name in enumerate(seat_names(game.max_players))]
        created = await service.create(game.name, users[0], None, guild_id=1)
        for user in users[1:]:
            await service.join(created.game_id, user)
        await service.start(created.game_id, users[0], seed=seed)
        picker, spent, moves = Rng.from_seed(seed), 0.0, 0
        while moves < limit:
            record, state = await service.state(created.game_id)
            move = random_move(game, state, picker) if record.status == "running" else None
            if move is None:
                break
            seat, action = move
            started = time.perf_counter()
            await service.act(created.game_id, record.seats[seat].user_id, action, seat=seat)
            spent += time.perf_counter() - started
            moves += 1
    return moves / spent if spent else 0.0


async def run(args: argparse.Namespace) -> dict[str, Any]:
    rows = []
    with tempfile.TemporaryDirectory(prefix="petrocord-sync-") as directory:
        for name in [args.game] if args.game else sorted(GAMES):
            rates: dict[str, list[float]] = {mode: [] for mode in SYNCHRONOUS_MODES}
            for seed in range(args.rounds):
                order = SYNCHRONOUS_MODES if seed % 2 == 0 else SYNCHRONOUS_MODES[::-1]
                for mode in order:
                    path = Path(directory) / f"{name}-{mode}-{seed}.sqlite3"
                    rate = await moves_per_second(GAMES[name], path, mode, seed, args.moves)
                    rates[mode].append(rate)
            medians = {mode: round(statistics.median(r), 1) for mode, r in rates.items()}
            ratio = medians["FULL"] / medians["NORMAL"] if medians["NORMAL"] else 0.0
            rows.append({"game": name, "moves_per_s": medians, "full_over_normal": round(ratio, 2)})
            print(
                f"{name}: NORMAL {medians['NORMAL']:.0f} moves/s, FULL {medians['FULL']:.0f} "
                f"moves/s (FULL/NORMAL {ratio:.2f}), median of {args.rounds} rounds"
            )
    return {"benchmark": "store_synchronous", "rounds": args.rounds, "rows": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--game", choices=sorted(GAMES), default=None)
    print(json.dumps(asyncio.run(run(parser.parse_args()))))


if __name__ == "__main__":
    main()
