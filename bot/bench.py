"""``python -m bot bench``: one benchmark of what a player waits for, for every registered game.

For every game in ``rules.GAMES`` (its largest player count unless ``--players``), one long
random game (seed ``--seed``; self-play's random mover, :func:`bot.selfplay.random_move`) is
cut into three windows — the **start** (first tenth of its moves), the **middle** and the
**end** (last tenth, the final state included) — and in each window it measures:

* **pictures** — ``render_view`` of the public view and of seat 0's private view of
  ``--rounds`` states spread over the window, each marking what changed since the state before
  (``previous=``): median and 95th percentile milliseconds (wall clock), PNG bytes, pixel size;
* **round trip** — the same game played through :class:`bot.service.GameService` on a SQLite
  file in a temporary folder; for ``--rounds`` moves of the window, the time of the public
  view before the move + ``GameService.act`` + ``GameService.public_view`` + ``render_view``
  with the view before as ``previous`` (what the Discord flow does for a move), p50 and p95,
  wall clock and CPU (the CPU of the whole process, SQLite's
  thread included: steadier than the wall clock on a busy machine);
* **engine** — random legal actions per second (picking the move + ``apply``), and the mean
  ``apply`` milliseconds, after :data:`ENGINE_WARMUP_MOVES` untimed moves of another game (the
  first moves of a process build the action parser and other one-time things, a running bot
  has them), keeping no state while timed (see :func:`walk`);
* **database** — how much the database file grows per move (after a WAL checkpoint), whatever
  the store keeps (log rows, snapshots): a generic measure.

Besides the windows, the **whole games**: the engine's random legal actions per second over
every move of ``--games`` whole games (seeds ``--seed`` on; the first is the long game above),
no window chosen — what a computer player searching many games would get. ``--options JSON``
sets the game's options (one game only: ``--game fitna --players 6 --options '{"scenario":
11}'``); ``--engine-only`` measures the engine alone (no pictures, round trip or database).

With ``--peer`` the `diplomacy` package (optional extra ``[bench]``: ``pip install -e
".[bench]"``) is timed in the same process, interleaved round by round with ours: its map
render (``Renderer.render`` to SVG, then ``cairosvg`` to PNG) and its phase adjudication
(``Game.process`` after random orders for every power). The ratios say how our picture
compares with the peer's (target: a third of its time or less). cairosvg reads the map's
``svg { font-size: 100% }`` as giant labels and draws them as black bars; the style is set to
16 px first, and :func:`peer_is_a_map` checks the result is a coloured map, not a black page.

Prints figures only (a table, then one JSON line with every figure as the last line); nothing
is asserted. Timed assertions never go in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import io
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.core import Game, GameState, IllegalAction, Rng

from .selfplay import random_move, random_playout, random_states, seat_names

AnyGame = Game[Any, Any]

#: The windows of a game measured, as (name, first fraction, last fraction) of its moves.
WINDOWS: tuple[tuple[str, float, float], ...] = (
    ("start", 0.0, 0.1),
    ("middle", 0.45, 0.55),
    ("end", 0.9, 1.0),
)

#: Untimed random moves of another game (seed + 1) before the engine is timed: the first moves
#: of a process pay one-time costs (the action parser's schema, first calls) that a running bot
#: has paid long before; without them the start window measured ~30 % slower.
ENGINE_WARMUP_MOVES = 60

#: The peer's map style that cairosvg misreads, and what it becomes.
PEER_BAD_STYLE = "svg { font-size: 100% }"
PEER_GOOD_STYLE = "svg { font-size: 16px }"


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank; 0.0 if empty)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))
    return ordered[rank]


def timings(values: Sequence[float]) -> dict[str, float]:
    """Median and 95th percentile of some milliseconds, rounded to the hundredth."""
    return {
        "p50": round(percentile(values, 0.5), 2),
        "p95": round(percentile(values, 0.95), 2),
        "n": len(values),
    }


def window_indices(length: int, first: float, last: float, count: int) -> list[int]:
    """``count`` indices spread evenly over the fraction ``first``..``last`` of ``length``
    items (an index may repeat when the window is shorter than ``count``)."""
    if length <= 0:
        return []
    low = min(length - 1, int(first * length))
    high = max(low, min(length - 1, int(round(last * length)) - 1 if last < 1 else length - 1))
    if count <= 1:
        return [high]
    return [low + round(i * (high - low) / (count - 1)) for i in range(count)]


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header."""
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


# ------------------------------------------------------------------------------- the peer


@dataclass
class Peer:
    """The `diplomacy` package as a yardstick: a game advanced by random orders, its map render
    (SVG, then cairosvg to PNG) and its phase adjudication."""

    rng: Any
    game: Any = None
    picture_ms: list[float] = field(default_factory=list)
    adjudicate_ms: list[float] = field(default_factory=list)
    last_png: bytes = b""

    @staticmethod
    def available() -> str | None:
        """Why the peer cannot be timed (its packages are missing), or None."""
        try:
            import cairosvg  # noqa: F401
            import diplomacy  # noqa: F401
        except ImportError as missing:
            return f"{missing.name} is not installed: pip install -e '.[bench]'"
        return None

    def _new_game(self) -> None:
        from diplomacy import Game as DiplomacyGame

        self.game = DiplomacyGame()

    def _random_orders(self) -> None:
        possible = self.game.get_all_possible_orders()
        for power in self.game.powers.values():
            locations = self.game.get_orderable_locations(power.name)
            orders = [self.rng.choice(possible[loc]) for loc in locations if possible[loc]]
            self.game.set_orders(power.name, orders)

    def adjudicate(self) -> None:
        """Random orders for every power, then one timed ``process`` (a phase adjudicated)."""
        if self.game is None or self.game.is_game_done:
            self._new_game()
        self._random_orders()
        started = time.perf_counter()
        self.game.process()
        self.adjudicate_ms.append((time.perf_counter() - started) * 1000)

    def picture(self) -> bytes:
        """The current map with its orders, SVG to PNG, timed from the game to the bytes."""
        import cairosvg
        from diplomacy.engine.renderer import Renderer

        if self.game is None:
            self._new_game()
        started = time.perf_counter()
        svg = Renderer(self.game).render(incl_orders=True)
        svg = svg.replace(PEER_BAD_STYLE, PEER_GOOD_STYLE)
        data: bytes = cairosvg.svg2png(bytestring=svg.encode())
        self.picture_ms.append((time.perf_counter() - started) * 1000)
        self.last_png = data
        return data


def peer_is_a_map(data: bytes) -> bool:
    """Whether a PNG looks like a coloured map rather than a black page: few dark pixels and
    many distinct colours."""
    from PIL import Image

    image = Image.open(io.BytesIO(data)).convert("RGB")
    small = image.resize((image.width // 4, image.height // 4))
    pixels = list(small.getdata())
    dark = sum(1 for r, g, b in pixels if r + g + b < 90) / len(pixels)
    return dark < 0.2 and len(set(pixels)) > 50


# ------------------------------------------------------------------------------- our side


@dataclass
class Window:
    """What was measured in one window of the long game."""

    name: str
    picture_ms: dict[str, list[float]] = field(
        default_factory=lambda: {"public": [], "private": []}
    )
    picture_bytes: dict[str, list[int]] = field(
        default_factory=lambda: {"public": [], "private": []}
    )
    picture_px: tuple[int, int] = (0, 0)
    trip_ms: list[float] = field(default_factory=list)
    trip_cpu_ms: list[float] = field(default_factory=list)
    #: The round trip's parts: ``GameService.act`` alone, and ``render_view`` alone.
    trip_act_ms: list[float] = field(default_factory=list)
    trip_render_ms: list[float] = field(default_factory=list)
    action_s: list[float] = field(default_factory=list)
    apply_ms: list[float] = field(default_factory=list)
    db_bytes: int = 0
    db_moves: int = 0

    def figures(self) -> dict[str, Any]:
        actions = len(self.action_s)
        seconds = sum(self.action_s)
        return {
            "window": self.name,
            "picture_ms": {kind: timings(ms) for kind, ms in self.picture_ms.items()},
            "picture_bytes": {
                kind: round(statistics.median(sizes)) if sizes else 0
                for kind, sizes in self.picture_bytes.items()
            },
            "picture_px": list(self.picture_px),
            "round_trip_ms": timings(self.trip_ms),
            "round_trip_cpu_ms": timings(self.trip_cpu_ms),
            "round_trip_act_ms": timings(self.trip_act_ms),
            "round_trip_render_ms": timings(self.trip_render_ms),
            "engine_actions_per_s": round(actions / seconds, 1) if seconds else 0.0,
            "apply_ms_mean": round(statistics.mean(self.apply_ms), 3) if self.apply_ms else 0.0,
            "db_bytes_per_move": round(self.db_bytes / self.db_moves) if self.db_moves else 0,
        }


@dataclass
class GameTiming:
    """One whole game timed by the engine alone: its moves, and for each the seconds of picking
    it (``legal_actions`` of the seats waited on + a random path) + ``apply``, and of ``apply``
    alone."""

    seed: int
    move_s: list[float] = field(default_factory=list)
    apply_s: list[float] = field(default_factory=list)
    #: The process's CPU seconds over the whole game (steadier than the wall clock on a busy
    #: machine: time other processes took from ours is not counted).
    cpu_s: float = 0.0


def time_game(
    game: AnyGame, players: int, seed: int, options: dict[str, Any] | None = None
) -> tuple[GameTiming, GameState]:
    """Play game ``seed`` to its end by the engine alone, keeping no state but the current one
    (see :func:`walk`); its timing and final state."""
    state = game.setup(seat_names(players), seed, options)
    picker = Rng.from_seed(seed)
    timing = GameTiming(seed)
    gc.collect()
    gc.freeze()
    cpu_started = time.process_time()
    try:
        while len(timing.move_s) < game.max_actions(state):
            started = time.perf_counter()
            move = random_move(game, state, picker)
            if move is None:
                break
            applied = time.perf_counter()
            state, _events = game.apply(state, *move)
            done = time.perf_counter()
            timing.move_s.append(done - started)
            timing.apply_s.append(done - applied)
    finally:
        timing.cpu_s = time.process_time() - cpu_started
        gc.unfreeze()
    return timing, state


def whole_games(timings_: Sequence[GameTiming]) -> dict[str, Any]:
    """The engine's figures over whole games: every move of every game counted."""
    actions = sum(len(t.move_s) for t in timings_)
    seconds = sum(sum(t.move_s) for t in timings_)
    applying = sum(sum(t.apply_s) for t in timings_)
    cpu = sum(t.cpu_s for t in timings_)
    return {
        "games": len(timings_),
        "seeds": [t.seed for t in timings_],
        "actions": actions,
        "seconds": round(seconds, 3),
        "actions_per_s": round(actions / seconds, 1) if seconds else 0.0,
        "cpu_seconds": round(cpu, 3),
        "cpu_actions_per_s": round(actions / cpu, 1) if cpu else 0.0,
        "apply_ms_mean": round(applying / actions * 1000, 3) if actions else 0.0,
        "per_game_actions_per_s": [
            round(len(t.move_s) / sum(t.move_s), 1) if t.move_s else 0.0 for t in timings_
        ],
    }


def walk(
    game: AnyGame,
    players: int,
    seed: int,
    windows: list[Window],
    options: dict[str, Any] | None = None,
    keep_states: bool = True,
) -> tuple[list[Any], GameTiming]:
    """The long game by the engine alone, to its end: every state met, and each window's
    engine speed (picking a random legal move + ``apply``, and ``apply`` alone), timed after
    :data:`ENGINE_WARMUP_MOVES` untimed moves of the game of seed ``seed + 1``.

    The timed pass keeps no state (a bot holds one game's state at a time); the states are
    played again, untimed, for the pictures (the same states: play is deterministic). Kept,
    the game's ~470 states grew the heap until a full garbage collection of ~50-70 ms landed on
    one move of a window. What the process held before (modules, the peer's map) is also kept
    out of the collector's full scans (:func:`gc.freeze`) while the engine is timed. Without
    ``keep_states`` only the final state is returned (the engine alone is measured)."""
    random_playout(
        game,
        game.setup(seat_names(players), seed + 1, options),
        Rng.from_seed(seed + 1),
        ENGINE_WARMUP_MOVES,
    )
    timing, state = time_game(game, players, seed, options)
    spent = list(zip(timing.move_s, timing.apply_s, strict=True))
    for window, (_, low_fraction, high_fraction) in zip(windows, WINDOWS, strict=True):
        low, high = _bounds(len(spent), low_fraction, high_fraction)
        window.action_s = [seconds for seconds, _ in spent[low:high]]
        window.apply_ms = [applying * 1000 for _, applying in spent[low:high]]
    if not keep_states:
        return [state], timing
    first = game.setup(seat_names(players), seed, options)
    states = random_states(game, first, Rng.from_seed(seed), len(spent))
    if game.dump_state(states[-1]) != game.dump_state(state):
        raise RuntimeError(f"{game.name}: playing seed {seed} again gave another game")
    return states, timing


def _bounds(length: int, first: float, last: float) -> tuple[int, int]:
    """The move indices ``[low, high)`` of a window of a ``length``-move game."""
    low = int(first * length)
    high = length if last >= 1 else max(low + 1, int(round(last * length)))
    return low, high


def time_pictures(
    game: AnyGame,
    states: Sequence[GameState],
    window: Window,
    first: float,
    last: float,
    rounds: int,
    peer: Peer | None,
) -> None:
    """Public and seat 0's private picture of ``rounds`` states of the window; with a peer,
    its picture and one adjudication are timed between ours, round by round."""
    from render import render_view

    for index in window_indices(len(states), first, last, rounds):
        state = states[index]
        for kind, seat in (("public", None), ("private", 0)):
            view = game.view(state, seat)
            previous = game.view(states[index - 1], seat) if index > 0 else None
            started = time.perf_counter()
            data = render_view(view, previous=previous)
            window.picture_ms[kind].append((time.perf_counter() - started) * 1000)
            window.picture_bytes[kind].append(len(data))
            window.picture_px = png_size(data)
            if peer is not None:
                peer.picture()
        if peer is not None:
            peer.adjudicate()


async def _database_bytes(store: Any) -> int:
    """The database's size on disk once the WAL is checkpointed into the main file."""
    await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    path = Path(store.path)
    wal = path.with_name(path.name + "-wal")
    return path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)


async def round_trips(
    game: AnyGame,
    players: int,
    seed: int,
    length: int,
    windows: list[Window],
    rounds: int,
    directory: Path,
    options: dict[str, Any] | None = None,
) -> tuple[int, int]:
    """The long game through the service on a SQLite file; the round trip of ``rounds`` moves
    of each window and the database growth over each window. Returns the moves made and the
    database's growth over the whole game (from the started game to its end)."""
    from render import render_view

    from .service import GameService, UserRef
    from .store import Store

    async with Store(directory / f"{game.name}.sqlite3") as store:
        service = GameService(store, games={game.name: game})
        users = [UserRef(i + 1, name) for i, name in enumerate(seat_names(players))]
        created = await service.create(game.name, users[0], options, guild_id=1)
        for user in users[1:]:
            await service.join(created.game_id, user)
        await service.start(created.game_id, users[0], seed=seed)
        game_id = created.game_id
        picker = Rng.from_seed(seed)
        plans = []
        for window, (_, first, last) in zip(windows, WINDOWS, strict=True):
            low, high = _bounds(length, first, last)
            timed = set(window_indices(high - low, 0.0, 1.0, min(rounds, high - low)))
            plans.append((window, low, high, {low + i for i in timed}))
        size_at: dict[int, int] = {0: await _database_bytes(store)}
        marks = {b for _, low, high, _ in plans for b in (low, high)}
        moves = 0
        while True:
            record, state = await service.state(game_id)
            if record.status != "running":
                break
            move = random_move(game, state, picker)
            if move is None:
                break
            seat, action = move
            measured = any(moves in picked for _, _, _, picked in plans)
            started, cpu_started = time.perf_counter(), time.process_time()
            previous = await service.public_view(game_id) if measured else None
            await service.act(game_id, record.seats[seat].user_id, action, seat=seat)
            if measured:
                acted = time.perf_counter()
                view = await service.public_view(game_id)
                drawing = time.perf_counter()
                render_view(view, previous=previous)
                done = time.perf_counter()
                cpu = (time.process_time() - cpu_started) * 1000
                for window, _, _, picked in plans:
                    if moves in picked:
                        window.trip_ms.append((done - started) * 1000)
                        window.trip_cpu_ms.append(cpu)
                        window.trip_render_ms.append((done - drawing) * 1000)
                        window.trip_act_ms.append((acted - started) * 1000)
            moves += 1
            if moves in marks:
                size_at[moves] = await _database_bytes(store)
        size_at[moves] = await _database_bytes(store)
        for window, low, high, _ in plans:
            end = min(high, moves)
            if low in size_at and end in size_at and end > low:
                window.db_bytes = size_at[end] - size_at[low]
                window.db_moves = end - low
    return moves, size_at[moves] - size_at[0]


def bench_game(
    game: AnyGame,
    players: int,
    seed: int,
    rounds: int,
    peer: Peer | None,
    options: dict[str, Any] | None = None,
    games: int = 1,
    engine_only: bool = False,
) -> dict[str, Any]:
    """Every figure for one game (the engine's alone with ``engine_only``)."""
    windows = [Window(name) for name, _, _ in WINDOWS]
    states, timing = walk(game, players, seed, windows, options, keep_states=not engine_only)
    timed = [timing] + [time_game(game, players, seed + i, options)[0] for i in range(1, games)]
    row: dict[str, Any] = {
        "game": game.name,
        "players": players,
        "options": options,
        "seed": seed,
        "moves": len(timing.move_s),
        "whole_games": whole_games(timed),
    }
    if engine_only:
        return row | {"windows": [window.figures() for window in windows]}
    length = len(states) - 1
    for window, (_, first, last) in zip(windows, WINDOWS, strict=True):
        time_pictures(game, states, window, first, last, rounds, peer)
    with tempfile.TemporaryDirectory(prefix="petrocord-bench-") as directory:
        cpu_started, started = time.process_time(), time.perf_counter()
        moves, grown = asyncio.run(
            round_trips(game, players, seed, length, windows, rounds, Path(directory), options)
        )
        service_s = time.perf_counter() - started
        service_cpu_s = time.process_time() - cpu_started
    return row | {
        "moves": moves,
        "db_bytes_per_move": round(grown / moves) if moves else 0,
        "service_seconds": round(service_s, 2),
        "service_cpu_seconds": round(service_cpu_s, 2),
        "windows": [window.figures() for window in windows],
    }


def peer_figures(peer: Peer) -> dict[str, Any]:
    return {
        "picture_ms": timings(peer.picture_ms),
        "picture_bytes": len(peer.last_png),
        "picture_px": list(png_size(peer.last_png)) if peer.last_png else [0, 0],
        "adjudicate_ms": timings(peer.adjudicate_ms),
        "is_a_map": peer_is_a_map(peer.last_png) if peer.last_png else False,
    }


def ratios(rows: Sequence[dict[str, Any]], peer: dict[str, Any]) -> list[dict[str, Any]]:
    """Each of our picture medians over the peer's picture median (target ≤ 0.33), and our
    mean ``apply`` over the peer's median phase adjudication."""
    peer_picture = peer["picture_ms"]["p50"]
    peer_phase = peer["adjudicate_ms"]["p50"]
    found = []
    for row in rows:
        for window in row["windows"]:
            for kind, ms in window["picture_ms"].items():
                found.append(
                    {
                        "game": row["game"],
                        "window": window["window"],
                        "picture": kind,
                        "picture_vs_peer": round(ms["p50"] / peer_picture, 3)
                        if peer_picture
                        else None,
                        "apply_vs_peer_phase": round(window["apply_ms_mean"] / peer_phase, 3)
                        if peer_phase
                        else None,
                    }
                )
    return found


def print_table(rows: Sequence[dict[str, Any]], peer: dict[str, Any] | None) -> None:
    if any("db_bytes_per_move" in row for row in rows):
        _print_windows(rows)
    for row in rows:
        whole = row["whole_games"]
        if "db_bytes_per_move" in row:
            print(
                f"{row['game']}: {row['moves']} moves, database {row['db_bytes_per_move']} bytes "
                "per move over the whole game"
            )
        print(
            f"{row['game']} whole games (engine alone, legal actions + apply): "
            f"{whole['games']} games, {whole['actions']} actions in {whole['seconds']:.1f} s, "
            f"{whole['actions_per_s']:.0f} act/s ({whole['cpu_actions_per_s']:.0f} per CPU "
            f"second), apply {whole['apply_ms_mean']:.2f} ms mean"
        )
    if peer is not None:
        _print_peer(peer)


def _print_windows(rows: Sequence[dict[str, Any]]) -> None:
    print(
        f"{'game':<16} {'pl':>2} {'window':<6} {'public ms p50/p95':>17} "
        f"{'private ms p50/p95':>18} {'PNG kB':>7} {'px':>9} {'trip ms p50/p95':>15} "
        f"{'trip cpu p50/p95':>16} {'act/s':>6} {'db B/mv':>7}"
    )
    for row in rows:
        if "db_bytes_per_move" not in row:  # --engine-only: the engine's figures below
            continue
        for w in row["windows"]:
            pub, pri = w["picture_ms"]["public"], w["picture_ms"]["private"]
            trip, cpu = w["round_trip_ms"], w["round_trip_cpu_ms"]
            px = "x".join(str(v) for v in w["picture_px"])
            print(
                f"{row['game']:<16} {row['players']:>2} {w['window']:<6} "
                f"{pub['p50']:>8.1f}/{pub['p95']:<8.1f} {pri['p50']:>9.1f}/{pri['p95']:<8.1f} "
                f"{w['picture_bytes']['public'] / 1000:>7.0f} {px:>9} "
                f"{trip['p50']:>7.1f}/{trip['p95']:<7.1f} {cpu['p50']:>8.1f}/{cpu['p95']:<7.1f} "
                f"{w['engine_actions_per_s']:>6.0f} {w['db_bytes_per_move']:>7}"
            )


def _print_peer(peer: dict[str, Any]) -> None:
    pic, phase = peer["picture_ms"], peer["adjudicate_ms"]
    px = "x".join(str(v) for v in peer["picture_px"])
    print(
        f"peer diplomacy: map SVG+cairosvg PNG {pic['p50']:.1f}/{pic['p95']:.1f} ms "
        f"({peer['picture_bytes'] / 1000:.0f} kB, {px}, "
        f"{'a real map' if peer['is_a_map'] else 'NOT A MAP: check the style fix'}); "
        f"phase adjudication {phase['p50']:.2f}/{phase['p95']:.2f} ms"
    )
    for ratio in peer["ratios"]:
        print(
            f"  {ratio['game']} {ratio['window']:<6} {ratio['picture']:<7} picture / peer's "
            f"{ratio['picture_vs_peer']:.2f}   apply / peer's phase {ratio['apply_vs_peer_phase']:.2f}"
        )


def main(
    argv: Sequence[str] | None = None, games: dict[str, AnyGame] | None = None
) -> dict[str, Any]:
    """Run the benchmark, print the table and the JSON line, and return the figures."""
    parser = argparse.ArgumentParser(
        prog="python -m bot bench", description=__doc__.splitlines()[0]
    )
    add_arguments(parser)
    args = parser.parse_args(argv)
    return run(args, games)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default=None, help="only this game (default: every one)")
    parser.add_argument("--players", type=int, default=None, help="default: the game's maximum")
    parser.add_argument("--seed", type=int, default=1, help="seed of the long game")
    parser.add_argument("--rounds", type=int, default=24, help="timed samples per window")
    parser.add_argument("--peer", action="store_true", help="time the diplomacy package too")
    parser.add_argument(
        "--options", default=None, help="the game's options as JSON (with --game), e.g. '{...}'"
    )
    parser.add_argument("--games", type=int, default=1, help="whole games the engine times")
    parser.add_argument(
        "--engine-only", action="store_true", help="only the engine: no pictures, trip or database"
    )


def run(args: argparse.Namespace, games: dict[str, AnyGame] | None = None) -> dict[str, Any]:
    """The benchmark for parsed arguments (see :func:`add_arguments`)."""
    if games is None:
        from rules import GAMES

        games = dict(GAMES)
    if args.rounds < 1:
        raise ValueError("--rounds must be at least 1")
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    options = _options(args.options, args.game)
    chosen = [games[args.game]] if args.game else [games[name] for name in sorted(games)]
    peer: Peer | None = None
    if args.peer:
        missing = Peer.available()
        if missing is not None:
            raise ValueError(f"--peer needs the diplomacy and cairosvg packages: {missing}")
        import random

        peer = Peer(rng=random.Random(args.seed))
        if not peer_is_a_map(peer.picture()):
            raise ValueError("the peer's picture is not a map (cairosvg style fix failed)")
        peer.picture_ms.clear()
    rows = []
    for game in chosen:
        players = args.players or game.max_players
        if options is not None:
            try:
                game.options(players, options)
            except IllegalAction as refusal:
                raise ValueError(str(refusal)) from None
        rows.append(
            bench_game(
                game, players, args.seed, args.rounds, peer, options, args.games, args.engine_only
            )
        )
    peer_row = None
    if peer is not None:
        peer_row = peer_figures(peer)
        peer_row["ratios"] = ratios(rows, peer_row)
    print_table(rows, peer_row)
    figures = {
        "benchmark": "bench",
        "seed": args.seed,
        "rounds": args.rounds,
        "engine_warmup_moves": ENGINE_WARMUP_MOVES,
        "games": args.games,
        "options": options,
        "rows": rows,
        "peer": peer_row,
    }
    print(json.dumps(figures))
    sys.stdout.flush()
    return figures


def _options(text: str | None, game: str | None) -> dict[str, Any] | None:
    """``--options``: a JSON object of game options, for one game."""
    if text is None:
        return None
    if game is None:
        raise ValueError("--options needs --game: options belong to one game")
    try:
        found = json.loads(text)
    except ValueError:
        found = None
    if not isinstance(found, dict):
        raise ValueError(f"--options takes a JSON object, not {text!r}")
    return found
