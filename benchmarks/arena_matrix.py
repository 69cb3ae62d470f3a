"""The computer players' "Done when" matrix (issue 32), played in the background and kept game
by game, and its report.

``run`` plays arena games (``bot/arena.py``) of every line of the matrix in turn — one game of
each line, then a second of each, and so on (so a run stopped at any time has covered every
line about as often) — and appends each finished game to a results file as one JSON line (the
line's name, its seats' levels, winners, scores, and every decision's wall-clock and CPU time
in ms). A run started again on the same file goes on from each line's next game (same seeds as
an unbroken run), so nothing is lost and nothing is counted twice. ``--shard K/M`` plays only
every M-th line from the K-th (one process per free core), ``--until HH:MM`` (UTC) stops
before starting a game after that time.

``report`` reads a results file and prints, per line: games finished, the tested level's
wins (the first level named in the line; shared first places share the win), its win share
with a 95 % Wilson interval, the issue's target and a verdict (``met``: the interval's low end
reaches the target; ``not met``: its high end stays below; ``too few games`` otherwise, and
always under :data:`MIN_GAMES` games), and
the tested level's decision time p50/p95 (wall clock and CPU: on a loaded machine the wall
clock counts the time waiting for a core, the CPU time what the decision cost).

Usage (``nice`` and ``timeout`` on this shared machine)::

    nice -n 19 timeout 2h python benchmarks/arena_matrix.py run --out arena.jsonl --shard 0/2
    python benchmarks/arena_matrix.py report arena.jsonl [--markdown]

The lines (:data:`MATRIX`) are the issue's: in every game and player count a normal player
against random players (target: 80 % of games), against easy players (twice its fair share
1/n), and hard against normal players (more than its fair share).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.arena import GameRecord, arena, percentile
from rules import GAMES

#: A line's first seed: game ``g`` of a line is set up with seed ``SEED + g`` (authored).
SEED = 1000


@dataclass(frozen=True)
class Line:
    """One line of the matrix: a game, the level of each seat (the first is the one tested),
    its options."""

    game: str
    players: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def name(self) -> str:
        extra = "".join(f" {k}={v}" for k, v in self.options)
        return f"{self.game} {','.join(self.players)}{extra}"

    @property
    def tested(self) -> str:
        return self.players[0]

    @property
    def target(self) -> tuple[float, str]:
        """The issue's target for the tested level's win share, and how it reads."""
        n = len(self.players)
        against = self.players[1]
        if against == "random":
            return 0.8, "≥ 80 %"
        if against == "easy":
            return 2 / n, f"≥ 2/{n}"
        return 1 / n, f"> 1/{n}"


def _counts(game: str) -> range:
    low, high = GAMES[game].min_players, GAMES[game].max_players
    return range(low, high + 1)


def _lines() -> list[Line]:
    found: list[Line] = []
    for tested, against in (("normal", "random"), ("normal", "easy"), ("hard", "normal")):
        for game in ("one_more_barrel", "peak_oil", "supremacy"):
            for n in _counts(game):
                found.append(Line(game, (tested,) + (against,) * (n - 1)))
        # Fitna: scenario 1 (two players) and the three-player default (scenario 2).
        found.append(Line("fitna", (tested, against), (("scenario", 1),)))
        found.append(Line("fitna", (tested, against, against)))
    return found


#: The issue's lines, the cheapest kind first (normal against random, against easy, hard
#: against normal).
MATRIX: list[Line] = _lines()


# ---------------------------------------------------------------------------- running


def done_games(path: Path) -> dict[str, int]:
    """Games of each line already in the results file (the next game's index)."""
    count: dict[str, int] = defaultdict(int)
    for entry in read(path):
        count[entry["line"]] = max(count[entry["line"]], entry["index"] + 1)
    return count


def read(path: Path) -> Iterator[dict[str, Any]]:
    if not path.exists():
        return
    with path.open(encoding="utf-8") as handle:
        for text in handle:
            if text.strip():
                yield json.loads(text)


def run(args: argparse.Namespace) -> int:
    chosen = [
        line
        for index, line in enumerate(MATRIX)
        if index % args.shards == args.shard
        and all(word in line.name for word in args.only)
        and not any(word in line.name for word in args.skip)
        and (not args.line or line.name in args.line)
    ]
    if not chosen:
        print("no line chosen", file=sys.stderr)
        return 2
    out: Path = args.out
    deadline = _deadline(args.until)
    while True:
        progress = done_games(out)
        pending = [line for line in chosen if progress.get(line.name, 0) < args.games]
        if not pending:
            return 0
        # The line with the fewest games goes next (ties: the matrix's order).
        line = min(pending, key=lambda line: progress.get(line.name, 0))
        if deadline is not None and time.time() >= deadline:
            return 0
        index = progress.get(line.name, 0)

        def keep(record: GameRecord, line: Line = line, index: int = index) -> None:
            entry = {"line": line.name, "index": index, "players": list(line.players)}
            entry.update(record.as_json())
            with out.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(entry, separators=(",", ":")) + "\n")

        started = time.time()
        arena(
            GAMES[line.game],
            list(line.players),
            1,
            SEED,
            dict(line.options) or None,
            on_game=keep,
            first=index,
        )
        print(f"{line.name} game {index}: {time.time() - started:.0f} s", flush=True)


def _deadline(until: str | None) -> float | None:
    if until is None:
        return None
    hours, minutes = (int(part) for part in until.split(":"))
    now = datetime.now(UTC)
    return now.replace(hour=hours, minute=minutes, second=0, microsecond=0).timestamp()


# ---------------------------------------------------------------------------- report


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share ``wins / games`` (0..1 for no game). Its end
    is exactly 1 when every game was won and exactly 0 when none was (the formula's rounding
    put the high end of 12 wins of 12 just under 1, so that a line asking for every game read
    "not met" though it had won them all)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    bottom = 1 + z * z / games
    low = 0.0 if wins <= 0 else max(0.0, (centre - spread) / bottom)
    high = 1.0 if wins >= games else min(1.0, (centre + spread) / bottom)
    return low, high


@dataclass
class Figures:
    """A line's figures over the games in a results file."""

    games: int = 0
    unfinished: int = 0
    errors: int = 0
    wins: float = 0.0
    times: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


def figures(path: Path) -> dict[str, Figures]:
    by_line: dict[str, Figures] = defaultdict(Figures)
    for entry in read(path):
        line = by_line[entry["line"]]
        tested = entry["players"][0]
        line.errors += entry["errors"]
        for seat, level in enumerate(entry["levels"]):
            if level == tested:
                line.times += entry["times_ms"][seat]
                line.cpu += entry["cpu_ms"][seat]
        if not entry["finished"]:
            line.unfinished += 1
            continue
        line.games += 1
        winners = entry["winners"]
        line.wins += sum(1 for seat in winners if entry["levels"][seat] == tested) / len(winners)
    return by_line


#: Fewer games than this give no verdict (authored: the Wilson interval's coverage is poor
#: for a handful of games; one lost game would otherwise read "not met" at 80 %).
MIN_GAMES = 5


def verdict(low: float, high: float, target: float, strict: bool, games: int) -> str:
    if games < MIN_GAMES:
        return "too few games"
    if low > target or (not strict and low >= target):
        return "met"
    if high < target or (strict and high <= target):
        return "not met"
    return "too few games"


#: The most games :func:`games_for_verdict` looks through (authored: past it, "never" in
#: practice on this machine).
VERDICT_HORIZON = 10_000


def games_for_verdict(wins: float, games: int, target: float, strict: bool) -> str:
    """How many games in all would give ``verdict`` something to say if the line's share held
    (a line without a verdict yet: where more games would lead, and at what cost), or
    "never" within :data:`VERDICT_HORIZON`; "" for a line that has a verdict."""
    low, high = wilson(wins, games)
    if verdict(low, high, target, strict, games) != "too few games" or games == 0:
        return ""
    share = wins / games
    for total in range(games + 1, VERDICT_HORIZON + 1):
        said = verdict(*wilson(share * total, total), target, strict, total)
        if said != "too few games":
            return f"{total:,} ({said})"
    return "never"


def report(args: argparse.Namespace) -> int:
    found = figures(args.results)
    rows = []
    for line in MATRIX:
        if line.name not in found:
            continue
        got = found[line.name]
        low, high = wilson(got.wins, got.games)
        target, reads = line.target
        share = got.wins / got.games if got.games else 0.0
        times, cpu = sorted(got.times), sorted(got.cpu)
        rows.append(
            [
                line.name,
                str(got.games) + (f" (+{got.unfinished} unfinished)" if got.unfinished else ""),
                f"{got.wins:g}",
                f"{share:.0%} [{low:.0%}–{high:.0%}]",
                reads,
                verdict(low, high, target, reads.startswith(">"), got.games),
                games_for_verdict(got.wins, got.games, target, reads.startswith(">")),
                f"{percentile(times, 0.5):,.0f} / {percentile(times, 0.95):,.0f}",
                f"{percentile(cpu, 0.5):,.0f} / {percentile(cpu, 0.95):,.0f}",
                str(got.errors),
            ]
        )
    pooled = [found[line.name] for line in MATRIX if line.name in found and "random" in line.name]
    if pooled:
        games = sum(got.games for got in pooled)
        wins = sum(got.wins for got in pooled)
        low, high = wilson(wins, games)
        times = sorted(t for got in pooled for t in got.times)
        cpu = sorted(t for got in pooled for t in got.cpu)
        rows.append(
            [
                "all lines against random players",
                str(games),
                f"{wins:g}",
                f"{wins / games if games else 0:.0%} [{low:.0%}–{high:.0%}]",
                "≥ 80 %",
                verdict(low, high, 0.8, False, games),
                games_for_verdict(wins, games, 0.8, False),
                f"{percentile(times, 0.5):,.0f} / {percentile(times, 0.95):,.0f}",
                f"{percentile(cpu, 0.5):,.0f} / {percentile(cpu, 0.95):,.0f}",
                str(sum(got.errors for got in pooled)),
            ]
        )
    head = [
        "line (tested level first)",
        "games",
        "tested wins",
        "share [95 %]",
        "target",
        "verdict",
        "games for a verdict at this share",
        "wall p50 / p95 ms",
        "CPU p50 / p95 ms",
        "errors",
    ]
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + " --- |" * len(head))
        for row in rows:
            print("| " + " | ".join(row) + " |")
    else:
        for row in [head, *rows]:
            print("  ".join(row))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("run", help="play the matrix's games, appending them to --out")
    play.add_argument("--out", type=Path, required=True)
    play.add_argument("--games", type=int, default=100, help="games per line at most")
    play.add_argument("--shard", default="0/1", help="K/M: every M-th line from the K-th")
    play.add_argument("--only", action="append", default=[], help="lines naming this word")
    play.add_argument("--skip", action="append", default=[], help="no line naming this word")
    play.add_argument("--line", action="append", default=[], help="this line (its full name)")
    play.add_argument("--until", default=None, help="HH:MM UTC: start no game after it")
    show = sub.add_parser("report", help="the figures of a results file")
    show.add_argument("results", type=Path)
    show.add_argument("--markdown", action="store_true")
    show.add_argument("--list", action="store_true", help="only list the matrix's lines")
    args = parser.parse_args()
    if args.command == "run":
        shard, shards = (int(part) for part in args.shard.split("/"))
        args.shard, args.shards = shard, shards
        return run(args)
    if args.list:
        for line in MATRIX:
            print(line.name)
        return 0
    return report(args)


if __name__ == "__main__":
    sys.exit(main())
