"""The arena: whole games between computer players, for measuring them (issue 32).

``python -m bot arena GAME --players normal,random,random [--option k=v] --games N --seed S``
plays ``N`` games of ``GAME``, one seat per name in ``--players`` (the levels of
:mod:`rules.core.levels`), and prints one JSON object: per player level its seats, wins (a
shared first place shares the win), win rate (wins per seat held in a finished game), mean
final score, decisions and their time (p50, p95 in milliseconds); the wins by seat, whoever
held it (``seat_wins``: how even the game's seats are, as a run of one level alone shows);
the errors (a player that raised or chose a move the game refused: the seat's move is then a
random one and the game goes on) and the games left unfinished.

Game ``g`` is set up with seed ``S + g`` and the levels sit rotated by ``g`` seats (seat ``i``
plays ``players[(i + g) % n]``), so each level plays every seat as often over ``n`` games.
When the game waits on several seats, one of them is drawn (as self-play does) with a picking
generator seeded ``S + g``; each decision gets its own generator, so a game replays exactly
with iteration budgets. The players are given turns (:func:`rules.core.players.turn_of`),
never the state: the arena holds the state as a referee.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.core import Game, IllegalAction, Rng
from rules.core.events import Event
from rules.core.levels import LEVELS, level
from rules.core.players import Budget, Player, turn_of

from .selfplay import seat_names

#: Errors kept in full in the summary (the count is always exact).
KEPT_ERRORS = 10


@dataclass
class LevelFigures:
    """What one level did over an arena run."""

    seats: int = 0
    wins: float = 0.0
    scores: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        times = sorted(self.times)
        finished = len(self.scores)  # the seats it held in finished games
        return {
            "seats": self.seats,
            "wins": round(self.wins, 3),
            "win_rate": round(self.wins / finished, 3) if finished else 0.0,
            "mean_score": round(sum(self.scores) / len(self.scores), 3) if self.scores else None,
            "decisions": len(times),
            "p50_ms": round(percentile(times, 0.50) * 1000, 2),
            "p95_ms": round(percentile(times, 0.95) * 1000, 2),
            "cpu_p95_ms": round(percentile(sorted(self.cpu), 0.95) * 1000, 2),
        }


def percentile(ordered: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``ordered`` (sorted) lies (nearest rank); 0
    for none."""
    if not ordered:
        return 0.0
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


@dataclass
class ArenaRun:
    """One arena run's figures (the JSON the command prints: :meth:`as_json`)."""

    game: str
    players: list[str]
    seed: int
    games: int = 0
    finished: int = 0
    actions: int = 0
    levels: dict[str, LevelFigures] = field(default_factory=dict)
    #: The wins of each seat, whatever level held it (a shared first place shares the win).
    seat_wins: list[float] = field(init=False)
    error_count: int = 0
    errors: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.seat_wins = [0.0] * len(self.players)

    def error(self, message: str) -> None:
        self.error_count += 1
        if len(self.errors) < KEPT_ERRORS:
            self.errors.append(message)

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "games": self.games,
            "finished": self.finished,
            "unfinished": self.games - self.finished,
            "actions": self.actions,
            "levels": {name: f.as_json() for name, f in self.levels.items()},
            "seat_wins": [round(wins, 3) for wins in self.seat_wins],
            "errors": self.error_count,
            "error_details": self.errors,
        }


@dataclass
class GameRecord:
    """One arena game as a line of a results file (:meth:`as_json`): the level of each seat,
    whether it finished, its winners and scores, its actions and errors, and every decision's
    wall-clock and CPU time in milliseconds per seat (so a run's figures can be recomputed from
    its games: ``benchmarks/arena_matrix.py``)."""

    seed: int
    rotation: int
    levels: list[str]
    finished: bool = False
    winners: list[int] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    actions: int = 0
    errors: int = 0
    times_ms: list[list[float]] = field(default_factory=list)
    cpu_ms: list[list[float]] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "rotation": self.rotation,
            "levels": self.levels,
            "finished": self.finished,
            "winners": self.winners,
            "scores": self.scores,
            "actions": self.actions,
            "errors": self.errors,
            "times_ms": [[round(t, 1) for t in seat] for seat in self.times_ms],
            "cpu_ms": [[round(t, 1) for t in seat] for seat in self.cpu_ms],
        }


def check_levels(names: list[str]) -> None:
    """Refuse an unknown level (``ValueError`` naming the known ones)."""
    unknown = [name for name in names if name not in LEVELS]
    if unknown:
        raise ValueError(
            f"unknown player level {', '.join(unknown)}; the levels are {', '.join(LEVELS)}"
        )


def arena(
    game: Game[Any, Any],
    players: list[str],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
    budget: Budget | None = None,
    max_actions: int | None = None,
    on_game: Callable[[GameRecord], None] | None = None,
    first: int = 0,
) -> ArenaRun:
    """Play ``games`` games of ``game`` between the levels ``players`` (one per seat; see the
    module docstring). ``budget`` is every decision's (default: each level's own);
    ``max_actions`` stops a game early (counted unfinished); ``on_game`` is given each game's
    record as soon as it ends (a results file that keeps partial runs); ``first`` is the first
    game's index (a run resumed after ``first`` games plays the same games as one that went on).
    ``IllegalAction`` for a player count or options the game refuses; ``ValueError`` for an
    unknown level."""
    check_levels(players)
    game.options(len(players), options)
    run = ArenaRun(game=game.name, players=list(players), seed=seed)
    for name in players:
        run.levels.setdefault(name, LevelFigures())
    for index in range(first, first + games):
        record = play_game(game, players, seed + index, index, options, budget, max_actions, run)
        if on_game is not None:
            on_game(record)
    return run


def play_game(
    game: Game[Any, Any],
    players: list[str],
    seed: int,
    rotation: int,
    options: dict[str, Any] | None,
    budget: Budget | None,
    max_actions: int | None,
    run: ArenaRun,
) -> GameRecord:
    """One arena game, its figures added to ``run``; its record returned."""
    count = len(players)
    names = [players[(seat + rotation) % count] for seat in range(count)]
    record = GameRecord(
        seed=seed,
        rotation=rotation,
        levels=names,
        times_ms=[[] for _ in names],
        cpu_ms=[[] for _ in names],
    )
    errors_before = run.error_count
    seated: list[Player] = [level(name) for name in names]
    for name in names:
        run.levels[name].seats += 1
    run.games += 1
    state = game.setup(seat_names(count), seed, options)
    picker = Rng.from_seed(seed)
    history: list[Event] = []
    limit = min(game.max_actions(state), max_actions or game.max_actions(state))
    step = 0
    while not game.is_over(state):
        if step >= limit:
            if max_actions is None:
                run.error(f"seed {seed}: more than the game's {limit} actions")
            return _ended(record, run, errors_before)
        waiting = game.to_act(state)
        if not waiting:
            run.error(f"seed {seed} step {step}: the game waits on nobody")
            return _ended(record, run, errors_before)
        seat = picker.choice(waiting)
        player = seated[seat]
        decision_rng = Rng.from_seed(seed * 1_000_003 + step * 101 + seat)
        try:
            turn = turn_of(game, state, seat, history, decision_rng, budget, worlds=player.samples)
            started, cpu_started = time.perf_counter(), time.process_time()
            action = player.choose(turn)
            spent, cpu = time.perf_counter() - started, time.process_time() - cpu_started
            run.levels[names[seat]].times.append(spent)
            run.levels[names[seat]].cpu.append(cpu)
            record.times_ms[seat].append(spent * 1000)
            record.cpu_ms[seat].append(cpu * 1000)
            state, events = game.apply(state, seat, action)
        except Exception as error:  # noqa: BLE001 - a player's failure is a finding
            run.error(f"seed {seed} step {step} seat {seat} ({names[seat]}): {error!r}")
            legal = game.legal_actions(state, seat)
            if not legal.actions:
                return _ended(record, run, errors_before)
            try:
                state, events = game.apply(state, seat, legal.random_action(decision_rng))
            except IllegalAction as refusal:
                run.error(f"seed {seed} step {step}: a random move was refused: {refusal}")
                return _ended(record, run, errors_before)
        history += events
        step += 1
        run.actions += 1
        record.actions += 1
    result = game.result(state)
    if result is None:
        run.error(f"seed {seed}: the game is over but has no result")
        return _ended(record, run, errors_before)
    run.finished += 1
    record.finished = True
    record.scores = [float(score) for score in result.scores]
    record.winners = sorted(result.winners)
    for seat, score in enumerate(result.scores):
        run.levels[names[seat]].scores.append(score)
    winners = result.winners
    for seat in winners:
        run.levels[names[seat]].wins += 1 / len(winners)
        run.seat_wins[seat] += 1 / len(winners)
    return _ended(record, run, errors_before)


def _ended(record: GameRecord, run: ArenaRun, errors_before: int) -> GameRecord:
    record.errors = run.error_count - errors_before
    return record
