"""How fast games go through the game service and the SQLite store, and how big they get.

For every registered game (``rules.GAMES``) and the test-only Secret Nim
(``tests.toygame.GAME``, the baseline: a tiny state, so its figures are the service's and the
store's own cost per move), on a fresh temporary SQLite file each:

* **sequential** — ``--games`` whole games, one after the other, each created, joined and
  started through :class:`bot.service.GameService` and played to the end by random legal moves
  (:func:`bot.selfplay.random_move` on the stored state, seed ``seed + i``): milliseconds per
  ``GameService.act`` (mean, p50, p95), moves per second counting only ``act`` and counting the
  whole loop (reading the state back and picking the move too; also per CPU second of the
  process, SQLite's thread included, which is steadier on a busy machine), the snapshot's size
  (mean/max over the game) and the database growth per move (main file after a WAL checkpoint,
  minus the empty database);
* **replay** — :meth:`bot.store.Store.verify_replay` on the longest of those games: its time
  and whether it matched the stored snapshot;
* **concurrent** — ``--concurrent`` games played at once, one coroutine each, under
  ``asyncio.gather``: total moves per second (wall clock and CPU), and whether every game
  still replays to its stored snapshot (as in the races run);
* **races** — ``--concurrent`` games with TWO coroutines each acting on the same game (both
  read the state and its version, pick a move for the seat it waits on, and act with
  ``expected_version``): moves accepted, and how many attempts lost the race with
  :class:`bot.service.GameChanged`; any other refusal is counted apart by message (a race
  lost on the final move is refused because the game is finished: one per game at most).

With ``--profile N`` it also prints cProfile's ``N`` functions taking the most cumulative time
inside ``GameService.act`` over the sequential games (the figures of that run are inflated by
the profiler). Prints figures only; nothing is asserted. The last line is one JSON object
with every figure.

    .venv/bin/python benchmarks/store_bench.py [--games 2] [--concurrent 8] [--seed 1]
        [--game NAME] [--players P] [--profile 15]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.engine_bench import (  # noqa: E402
    add_common_arguments,
    emit,
    profile_text,
    timing_figures,
)
from bot.selfplay import random_move  # noqa: E402
from bot.service import GameChanged, GameService, ServiceError, UserRef  # noqa: E402
from bot.store import Store  # noqa: E402
from rules import GAMES  # noqa: E402
from rules.core import Game, Rng  # noqa: E402
from tests.toygame import GAME as TOY_GAME  # noqa: E402

#: Every game the benchmark plays: the registered ones and the toy baseline.
BENCH_GAMES: dict[str, Game[Any, Any]] = {**GAMES, TOY_GAME.name: TOY_GAME}

#: Options per game; Secret Nim gets its biggest piles so that a game has more than a few moves.
OPTIONS: dict[str, dict[str, Any]] = {TOY_GAME.name: {"pile_size": 20}}


@dataclass
class Played:
    """What playing some games through the service measured."""

    moves: int = 0
    act_ms: list[float] = field(default_factory=list)
    snapshot_bytes: list[int] = field(default_factory=list)
    races_lost: int = 0
    #: Other refusals met by racing coroutines, by message with the game number as ``#N`` (a
    #: race lost on the final move is refused because the game is finished, before the version
    #: is even compared).
    refusals: dict[str, int] = field(default_factory=dict)
    #: When set, switched on only around each measured ``GameService.act`` call.
    profiler: cProfile.Profile | None = None
    longest: tuple[int, int] = (0, 0)  #: (moves, game id) of the longest game

    def add_game(self, game_id: int, moves: int) -> None:
        self.moves += moves
        self.longest = max(self.longest, (moves, game_id))


async def open_game(service: GameService, kind: str, players: int, seed: int) -> int:
    """A running game of ``kind``: created by user 1, joined by users 2…, started with ``seed``."""
    users = [UserRef(i + 1, f"p{i + 1}") for i in range(players)]
    created = await service.create(kind, users[0], OPTIONS.get(kind), guild_id=1)
    for user in users[1:]:
        await service.join(created.game_id, user)
    await service.start(created.game_id, users[0], seed=seed)
    return created.game_id


async def play_game(
    service: GameService, game_id: int, picker: Rng, played: Played, *, measure: bool = True
) -> int:
    """Play random legal moves as whichever user the game waits on, until it is not running.

    Acts with ``expected_version`` = the version read with the state, so a coroutine racing
    another on the same game loses with :class:`GameChanged` (counted, then it looks again).
    Returns the moves this coroutine made.
    """
    moves = 0
    while True:
        record = await service.record(game_id)
        if record.status != "running":
            return moves
        _, state = await service.state(game_id)
        game = service.game(record.kind)
        move = random_move(game, state, picker)
        if move is None:
            return moves
        seat, action = move
        profiling = measure and played.profiler is not None
        if profiling:
            played.profiler.enable()  # type: ignore[union-attr]
        start = time.perf_counter()
        try:
            await service.act(
                game_id,
                record.seats[seat].user_id,
                action,
                seat=seat,
                expected_version=record.version,
            )
        except GameChanged:
            played.races_lost += 1
            continue
        except ServiceError as refusal:
            message = re.sub(r"#\d+", "#N", str(refusal))
            played.refusals[message] = played.refusals.get(message, 0) + 1
            continue
        finally:
            if profiling:
                played.profiler.disable()  # type: ignore[union-attr]
        if measure:
            played.act_ms.append((time.perf_counter() - start) * 1000)
            latest = await service.store.latest_snapshot(game_id)
            played.snapshot_bytes.append(len(latest[1].encode()) if latest else 0)
        moves += 1


async def database_bytes(store: Store) -> int:
    """The database's size on disk once the WAL is checkpointed into the main file."""
    await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    path = Path(store.path)
    wal = path.with_name(path.name + "-wal")
    return path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)


async def sequential(
    directory: Path, kind: str, players: int, games: int, seed: int, profile: int = 0
) -> dict[str, Any]:
    """Whole games one after the other, then the replay check of the longest. With
    ``profile``, prints cProfile's top ``profile`` functions inside ``GameService.act``."""
    async with Store(directory / f"{kind}-sequential.sqlite3") as store:
        service = GameService(store, games=BENCH_GAMES)
        empty = await database_bytes(store)
        played = Played(profiler=cProfile.Profile() if profile > 0 else None)
        started, cpu_started = time.perf_counter(), time.process_time()
        for index in range(games):
            game_id = await open_game(service, kind, players, seed + index)
            moves = await play_game(service, game_id, Rng.from_seed(seed + index), played)
            played.add_game(game_id, moves)
        loop_s = time.perf_counter() - started
        cpu_s = time.process_time() - cpu_started
        grown = await database_bytes(store) - empty
        longest_moves, longest_id = played.longest
        started = time.perf_counter()
        matched = await store.verify_replay(longest_id, BENCH_GAMES[kind])
        replay_ms = (time.perf_counter() - started) * 1000
    if played.profiler is not None:
        print(f"--- GameService.act profile: {kind}, {players} players")
        print(profile_text(played.profiler, profile))
    act_s = sum(played.act_ms) / 1000
    sizes = played.snapshot_bytes or [0]
    return {
        "games": games,
        "moves": played.moves,
        "act_ms": timing_figures(played.act_ms),
        "moves_per_s_act": round(played.moves / act_s, 1) if act_s else 0.0,
        "moves_per_s_loop": round(played.moves / loop_s, 1) if loop_s else 0.0,
        "moves_per_cpu_s_loop": round(played.moves / cpu_s, 1) if cpu_s else 0.0,
        "snapshot_bytes": {"mean": round(statistics.mean(sizes)), "max": max(sizes)},
        "db_bytes_per_move": round(grown / played.moves) if played.moves else 0,
        "db_bytes": grown,
        "replay": {
            "moves": longest_moves,
            "ms": round(replay_ms, 1),
            "matches": matched,
        },
    }


async def concurrent(
    directory: Path, kind: str, players: int, count: int, seed: int, racers: int
) -> dict[str, Any]:
    """``count`` games at once, ``racers`` coroutines acting on each, under asyncio.gather."""
    name = f"{kind}-{'races' if racers > 1 else 'concurrent'}.sqlite3"
    async with Store(directory / name) as store:
        service = GameService(store, games=BENCH_GAMES)
        game_ids = [await open_game(service, kind, players, seed + i) for i in range(count)]
        played = Played()
        started, cpu_started = time.perf_counter(), time.process_time()
        moves = await asyncio.gather(
            *(
                play_game(
                    service, game_id, Rng.from_seed(seed + 1000 * r + i), played, measure=False
                )
                for i, game_id in enumerate(game_ids)
                for r in range(racers)
            )
        )
        seconds = time.perf_counter() - started
        cpu_s = time.process_time() - cpu_started
        replays = [await store.verify_replay(game_id, BENCH_GAMES[kind]) for game_id in game_ids]
    total = sum(moves)
    figures: dict[str, Any] = {
        "games": count,
        "moves": total,
        "moves_per_s": round(total / seconds, 1) if seconds else 0.0,
        "moves_per_cpu_s": round(total / cpu_s, 1) if cpu_s else 0.0,
        "replays_match": all(replays),
    }
    if racers > 1:
        figures["coroutines_per_game"] = racers
        figures["game_changed"] = played.races_lost
        figures["other_refusals"] = played.refusals
    return figures


async def bench_game(
    directory: Path, kind: str, players: int, args: argparse.Namespace
) -> dict[str, Any]:
    """Every figure for one game kind and player count."""
    count, seed = args.concurrent, args.seed
    return {
        "game": kind,
        "players": players,
        "sequential": await sequential(directory, kind, players, args.games, seed, args.profile),
        "concurrent": await concurrent(directory, kind, players, count, seed, racers=1),
        "races": await concurrent(directory, kind, players, count, seed, racers=2),
    }


def print_table(rows: Sequence[dict[str, Any]]) -> None:
    """One line per game: sequential figures, replay, concurrent throughput and races."""
    print(
        f"{'game':<16} {'pl':>2} {'moves':>6} {'act ms mean/p50/p95':>19} {'mv/s act':>8} "
        f"{'mv/s loop (cpu)':>15} {'snap B mean/max':>16} {'db B/move':>9} {'replay':>16} "
        f"{'conc mv/s (cpu)':>15} {'races mv/s':>10} {'changed':>7}"
    )
    for row in rows:
        seq, conc, races = row["sequential"], row["concurrent"], row["races"]
        replay, act = seq["replay"], seq["act_ms"]
        replay_text = f"{replay['moves']} mv {replay['ms']:.0f} ms" + (
            "" if replay["matches"] else " DIFF"
        )
        if not (conc["replays_match"] and races["replays_match"]):
            replay_text += " (concurrent DIFF)"
        print(
            f"{row['game']:<16} {row['players']:>2} {seq['moves']:>6} "
            f"{act['mean']:>7.2f}/{act['p50']:.2f}/{act['p95']:<6.2f} "
            f"{seq['moves_per_s_act']:>8.0f} "
            f"{seq['moves_per_s_loop']:>8.0f} ({seq['moves_per_cpu_s_loop']:>4.0f}) "
            f"{seq['snapshot_bytes']['mean']:>7}/{seq['snapshot_bytes']['max']:<8} "
            f"{seq['db_bytes_per_move']:>9} {replay_text:>16} "
            f"{conc['moves_per_s']:>8.0f} ({conc['moves_per_cpu_s']:>4.0f}) "
            f"{races['moves_per_s']:>10.0f} "
            f"{races['game_changed']:>7}"
        )


async def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    kinds = [args.game] if args.game else sorted(BENCH_GAMES)
    rows = []
    with tempfile.TemporaryDirectory(prefix="petrocord-bench-") as directory:
        for kind in kinds:
            game = BENCH_GAMES[kind]
            players = args.players or game.max_players
            if not game.min_players <= players <= game.max_players:
                print(f"{kind}: skipped, it is for {game.min_players}–{game.max_players} players")
                continue
            rows.append(await bench_game(Path(directory), kind, players, args))
    return rows


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the benchmark, print the table and the JSON line, and return the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_arguments(parser, games=2, names=list(BENCH_GAMES), what="GameService.act")
    parser.add_argument("--concurrent", type=int, default=8, help="games played at once")
    args = parser.parse_args(argv)
    if args.games < 1 or args.concurrent < 1:
        parser.error("--games and --concurrent must be at least 1")
    rows = asyncio.run(run(args))
    print_table(rows)
    return emit(
        {
            "benchmark": "store",
            "games": args.games,
            "concurrent": args.concurrent,
            "seed": args.seed,
            "rows": rows,
        }
    )


if __name__ == "__main__":
    main()
