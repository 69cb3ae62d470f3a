"""``python -m bot check-db`` on many finished games: the seconds of a full pass and of the next.

Builds an SQLite file of ``--games`` finished games, spread evenly over every registered game
at its heaviest setting (:data:`HEAVIEST`): ``--played`` distinct random games of each kind are
played by the engine and written through the store as ``GameService.act`` writes them (a
state per move: deltas and sparse snapshots, the end a snapshot), then each is copied (new
game ids, the same rows) until the count is reached — a check treats a copy exactly as the
game it was copied from. It times ``verify_replay`` of each
game played (the seconds per game of each kind: replayed from its set-up and compared with
each stored state; a ``--full`` pass on the whole count is extrapolated from them, or timed
with ``--full``), then with nothing recorded the first pass of ``check-db`` on every game
(``Store.check_games(full=False)``: each game replayed from its most recent snapshot, the
snapshots before it checked without a replay), then the next pass on every game (the
incremental pass: a game checked before and unchanged since costs reading its newest snapshot
and a hash). Prints figures only.

    python benchmarks/check_db.py --games 1000 --played 2
"""

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.selfplay import random_move, seat_names
from bot.store import Store
from rules import GAMES
from rules.core import Rng

#: Each game's heaviest setting: (players, options) — the largest table, Fitna's largest
#: scenario (issue 31's figures).
HEAVIEST: dict[str, tuple[int, dict[str, Any]]] = {
    "fitna": (6, {"scenario": 11}),
    "one_more_barrel": (5, {}),
    "peak_oil": (5, {}),
    "supremacy": (6, {}),
}

#: The tables holding a game's rows, copied with it.
COPIED = ("seats", "actions", "snapshots", "state_deltas", "results", "replay_checks")


async def write_game(store: Store, name: str, seed: int) -> int:
    """One random game of ``name`` played to its end and written; its id."""
    game = GAMES[name]
    players, options = HEAVIEST[name]
    state = game.setup(seat_names(players), seed, options)
    game_id = await store.create_game(
        name, 1, "p1", options={}, settings={}, guild_id=1, channel_id=None, now=0.0
    )
    version = 1
    for seat in range(1, players):
        version = await store.add_seat(game_id, version, seat + 1, f"p{seat + 1}", 0.0)
    version = await store.start_game(game_id, version, seed, options, game.dump_state(state), 0.0)
    picker = Rng.from_seed(seed)
    while (move := random_move(game, state, picker)) is not None:
        seat, action = move
        state, _events = game.apply(state, seat, action)
        version, _seq = await store.append_move(
            game_id,
            version,
            seat=seat,
            action=action,
            events=[],
            irreversible=False,
            state_json=game.dump_state(state),
            status="finished" if game.is_over(state) else "running",
            now=0.0,
        )
    return game_id


async def copy_game(store: Store, source: int) -> None:
    """A new game with every row of game ``source``."""
    async with store.transaction() as tx:
        row = await tx.fetch_one(
            "INSERT INTO games (kind, guild_id, channel_id, host_id, options, settings, seed, "
            "status, version, created_at, updated_at) SELECT kind, guild_id, channel_id, "
            "host_id, options, settings, seed, status, version, created_at, updated_at "
            "FROM games WHERE id = ? RETURNING id",
            (source,),
        )
        assert row is not None
        for table in COPIED:
            columns = [
                r[1] for r in await tx.fetch_all(f"PRAGMA table_info({table})") if r[1] != "game_id"
            ]
            names = ", ".join(columns)
            await tx.execute(
                f"INSERT INTO {table} (game_id, {names}) SELECT ?, {names} FROM {table} "
                "WHERE game_id = ?",
                (row[0], source),
            )


async def main(games: int, played: int, full: bool = False) -> None:
    path = Path(tempfile.mkdtemp(prefix="petrocord-check-")) / "check.sqlite3"
    kinds = sorted(HEAVIEST)
    per_kind = games // len(kinds)
    async with Store(path) as store:
        sources = {
            name: [await write_game(store, name, seed) for seed in range(1, played + 1)]
            for name in kinds
        }
        full_pass = full_cpu = 0.0
        for name in kinds:
            began, cpu = time.perf_counter(), time.process_time()
            for game_id in sources[name]:
                assert await store.verify_replay(game_id, GAMES[name])
            spent = (time.perf_counter() - began) / played
            spent_cpu = (time.process_time() - cpu) / played
            full_pass += spent * per_kind
            full_cpu += spent_cpu * per_kind
            count = len(await store.actions(sources[name][0]))
            print(
                f"{name}: {spent:.2f} s ({spent_cpu:.2f} s cpu) to replay and compare one game "
                f"({count} moves)"
            )
        print(
            f"a --full pass (every game from its set-up) on {per_kind * len(kinds)} games "
            f"(x{per_kind / played:g} each): ~{full_pass:.0f} s ({full_cpu:.0f} s cpu) extrapolated"
        )
        for name in kinds:
            for index in range(per_kind - played):
                await copy_game(store, sources[name][index % played])
        async with store.transaction() as tx:  # nothing checked yet: a first pass
            await tx.execute("DELETE FROM replay_checks")
        moves = (await store.row_counts())["actions"]
        print(
            f"{per_kind * len(kinds)} finished games ({per_kind} per kind), {moves} moves, "
            f"{path.stat().st_size >> 20} MiB"
        )
        await timed_pass(store, "first pass (nothing recorded: each from a recent snapshot)")
        await timed_pass(store, "next pass (each game checked before)")
        if full:
            await timed_pass(store, "--full pass", full=True)


async def timed_pass(store: Store, label: str, full: bool = False) -> None:
    """One pass of ``check-db`` on every game, timed (wall and CPU seconds)."""
    began, cpu = time.perf_counter(), time.process_time()
    checked, problems = await store.check_games(GAMES, full=full)
    print(
        f"{label}: {checked} games in {time.perf_counter() - began:.1f} s "
        f"(cpu {time.process_time() - cpu:.1f} s), {len(problems)} problem(s)"
    )


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--played", type=int, default=3)
    parser.add_argument(
        "--full", action="store_true", help="time a --full pass on every game too (long)"
    )
    return parser.parse_args()


if __name__ == "__main__":
    arguments = _arguments()
    asyncio.run(main(arguments.games, arguments.played, arguments.full))
