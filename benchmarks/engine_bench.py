"""How fast the rules engines play, and how big and memory-hungry their states are.

For every registered game (``rules.GAMES``, or only ``--game``) and every allowed player count,
plays ``--games`` random self-play games with :mod:`bot.selfplay` (game ``i`` of a count uses
seed ``seed + i``, exactly as ``python -m bot selfplay`` would) three times over:

1. plainly, through :func:`bot.selfplay.selfplay`: actions per second of whole self-play
   (picking, ``legal_actions``, ``apply`` and the invariant checks it runs after every action),
   per wall-clock second and per CPU second of this process (steadier on a busy machine);
2. through :func:`bot.selfplay.play_one` on a timing wrapper of the game: milliseconds per
   ``apply``, per ``legal_actions`` and per ``view`` (the spectator's and the acting seat's,
   both drawn after every action), and the size of the state's JSON after every action;
3. one game (the first seed) under :mod:`tracemalloc`: the peak memory it allocated.

With ``--profile N`` it also prints the ``N`` functions that take the most cumulative time in
``apply`` (cProfile over the first game of each count). Prints figures only; nothing is
asserted. The last line is one JSON object with every figure.

    .venv/bin/python benchmarks/engine_bench.py [--games 5] [--seed 1] [--game NAME]
        [--players P] [--profile 15]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import statistics
import sys
import time
import tracemalloc
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.selfplay import play_one, selfplay  # noqa: E402
from rules import GAMES  # noqa: E402
from rules.core import Game, GameState, View  # noqa: E402


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank; 0.0 if empty)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))
    return ordered[rank]


class TimedGame:
    """A game that records how long each ``apply``, ``legal_actions`` and ``view`` takes.

    Every other attribute is the wrapped game's own, so :func:`bot.selfplay.play_one` plays it
    as it would the real game. After each accepted ``apply`` it also draws the spectator's and
    the acting seat's views (timed) and measures the new state's JSON, outside the ``apply``
    timer. With a ``profiler``, cProfile runs only inside ``apply``.
    """

    def __init__(self, game: Game[Any, Any], profiler: cProfile.Profile | None = None) -> None:
        self.game = game
        #: When set, switched on only around each ``apply`` call.
        self.profiler = profiler
        self.apply_ms: list[float] = []
        self.legal_ms: list[float] = []
        self.view_ms: list[float] = []
        self.state_bytes: list[int] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def legal_actions(self, state: GameState, seat: int) -> Any:
        start = time.perf_counter()
        legal = self.game.legal_actions(state, seat)
        self.legal_ms.append((time.perf_counter() - start) * 1000)
        return legal

    def view(self, state: GameState, seat: int | None) -> View:
        start = time.perf_counter()
        view = self.game.view(state, seat)
        self.view_ms.append((time.perf_counter() - start) * 1000)
        return view

    def apply(self, state: GameState, seat: int, action: Any) -> tuple[GameState, list[Any]]:
        if self.profiler is not None:
            self.profiler.enable()
        start = time.perf_counter()
        try:
            new_state, events = self.game.apply(state, seat, action)
        finally:
            if self.profiler is not None:
                self.profiler.disable()
        self.apply_ms.append((time.perf_counter() - start) * 1000)
        self.view(new_state, None)
        self.view(new_state, seat)
        self.state_bytes.append(len(self.game.dump_state(new_state).encode()))
        return new_state, events


def timing_figures(values: Sequence[float]) -> dict[str, float]:
    """Mean, median and 95th percentile of some milliseconds, rounded to the microsecond."""
    if not values:
        return {"mean": 0.0, "p50": 0.0, "p95": 0.0}
    return {
        "mean": round(statistics.mean(values), 3),
        "p50": round(percentile(values, 0.5), 3),
        "p95": round(percentile(values, 0.95), 3),
    }


def peak_memory_kib(game: Game[Any, Any], seed: int, players: int) -> float:
    """The peak memory (KiB, tracemalloc) allocated while one random game is played."""
    tracemalloc.start()
    try:
        play_one(game, seed, players)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return round(peak / 1024, 1)


def apply_profile(game: Game[Any, Any], seed: int, players: int, top: int) -> str:
    """cProfile's ``top`` functions by cumulative time over the ``apply`` calls of one game."""
    timed = TimedGame(game, profiler=cProfile.Profile())
    play_one(timed, seed, players)  # type: ignore[arg-type]
    return profile_text(timed.profiler, top)  # type: ignore[arg-type]


def profile_text(profiler: cProfile.Profile, top: int) -> str:
    """The ``top`` functions of a profile by cumulative time, as pstats prints them."""
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(top)
    return out.getvalue()


def add_common_arguments(
    parser: argparse.ArgumentParser, *, games: int, names: Sequence[str], what: str
) -> None:
    """The options both benchmarks share; ``what`` names the profiled call."""
    parser.add_argument("--games", type=int, default=games, help="games per game and count")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--game", choices=sorted(names), help="only this game")
    parser.add_argument("--players", type=int, help="only this player count")
    parser.add_argument(
        "--profile", type=int, default=0, metavar="N", help=f"print the top N functions of {what}"
    )


def emit(figures: dict[str, Any]) -> dict[str, Any]:
    """Print the figures as the final JSON line, and return them."""
    print(json.dumps(figures))
    return figures


def bench_count(game: Game[Any, Any], players: int, games: int, seed: int) -> dict[str, Any]:
    """Every figure for ``games`` random games of ``game`` with ``players`` players."""
    cpu_started = time.process_time()
    plain = selfplay(game, games, players, seed)
    cpu_s = time.process_time() - cpu_started
    timed = TimedGame(game)
    for index in range(games):
        play_one(timed, seed + index, players)  # type: ignore[arg-type]
    sizes = timed.state_bytes or [0]
    return {
        "game": game.name,
        "players": players,
        "games": plain.games,
        "actions": plain.actions,
        "actions_per_game": round(plain.actions / max(1, plain.games), 1),
        "actions_per_s": plain.actions_per_s,
        "actions_per_cpu_s": round(plain.actions / cpu_s, 1) if cpu_s else 0.0,
        "apply_ms": timing_figures(timed.apply_ms),
        "legal_ms": timing_figures(timed.legal_ms),
        "view_ms": timing_figures(timed.view_ms),
        "state_bytes": {"mean": round(statistics.mean(sizes)), "max": max(sizes)},
        "peak_kib": peak_memory_kib(game, seed, players),
        "errors": plain.error_count,
        # The first few failed games, each enough to replay it with ``python -m bot selfplay``.
        "error_messages": [error.describe() for error in plain.errors[:3]],
    }


def print_table(rows: Sequence[dict[str, Any]]) -> None:
    """One line per game and player count."""
    print(
        f"{'game':<16} {'pl':>2} {'games':>5} {'act/game':>8} {'act/s':>7} {'act/cpu':>7} "
        f"{'apply ms mean/p50/p95':>22} {'legal ms':>9} {'view ms':>8} "
        f"{'state B mean/max':>17} {'peak KiB':>9} {'err':>3}"
    )
    for row in rows:
        apply = row["apply_ms"]
        print(
            f"{row['game']:<16} {row['players']:>2} {row['games']:>5} "
            f"{row['actions_per_game']:>8} {row['actions_per_s']:>7.0f} "
            f"{row['actions_per_cpu_s']:>7.0f} "
            f"{apply['mean']:>8.3f}/{apply['p50']:.3f}/{apply['p95']:.3f} "
            f"{row['legal_ms']['mean']:>9.3f} {row['view_ms']['mean']:>8.3f} "
            f"{row['state_bytes']['mean']:>8}/{row['state_bytes']['max']:<8} "
            f"{row['peak_kib']:>9.0f} {row['errors']:>3}"
        )
    for row in rows:
        for message in row["error_messages"]:
            print(f"self-play error: {message}")


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the benchmark, print the table and the JSON line, and return the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_arguments(parser, games=5, names=list(GAMES), what="apply")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    chosen = [GAMES[args.game]] if args.game else [GAMES[name] for name in sorted(GAMES)]
    rows = []
    for game in chosen:
        for players in range(game.min_players, game.max_players + 1):
            if args.players is not None and players != args.players:
                continue
            rows.append(bench_count(game, players, args.games, args.seed))
            if args.profile > 0:
                print(f"--- apply profile: {game.name}, {players} players, seed {args.seed}")
                print(apply_profile(game, args.seed, players, args.profile))
    print_table(rows)
    return emit({"benchmark": "engine", "games": args.games, "seed": args.seed, "rows": rows})


if __name__ == "__main__":
    main()
