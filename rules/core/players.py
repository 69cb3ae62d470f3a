"""Computer players: what a seat is given to decide, and the players that decide.

A player is given a :class:`Turn`, never the state: the game, its seat, that seat's
:class:`~rules.core.game.View`, the public history (the events so far that the seat was
told: public ones and those addressed to it), its :class:`~rules.core.choices.LegalActions`,
its :class:`~rules.core.determinize.Knowledge` (worlds it cannot tell from the real one, to
search over), a generator (the seed) and a :class:`Budget`. It returns one action of the
legal tree. Whoever holds the state (the arena, self-play, the service) makes the turn with
:func:`turn_of`; two states that differ only in other seats' secrets give equal turns
(``tests/players/test_players.py``), so a player cannot choose differently on them.

Players (by level name: :data:`rules.core.levels.LEVELS`):

* ``random`` (:class:`RandomPlayer`): a uniform path of the legal tree, as self-play plays;
* ``easy`` (:class:`GreedyPlayer`): each candidate move is played in a few sampled worlds and
  the one whose result the game's evaluation likes best is chosen (one step, no look-ahead);
* ``normal`` and ``hard`` (:class:`SearchPlayer`, :mod:`rules.core.search`): information-set
  Monte Carlo tree search over sampled worlds, ``hard`` with a larger budget.

A game's **evaluation** is its own module ``rules/<game>/evaluation.py`` with
``evaluate(state) -> list[float]`` (each seat's worth, higher is better), found by its name like
a renderer (:func:`evaluation_of`). A player scores a state for its seat as its worth less the
best other seat's (:func:`advantage`); a finished game scores by its result.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from .choices import LegalActions
from .determinize import Knowledge
from .errors import IllegalAction
from .events import Event
from .game import Game, GameState, View
from .hooks import game_hook
from .rng import Rng

#: A game's evaluation: each seat's worth in a state.
Evaluation = Callable[[Any], list[float]]

#: What a won (or lost) finished game is worth beside any evaluation (authored: larger than
#: any worth a game's evaluation gives, so a win always counts first).
WIN = 1_000_000.0


@dataclass(frozen=True)
class Budget:
    """How much a player may think: a number of iterations (simulations, sampled worlds; what
    tests use, so a choice is reproducible) and/or seconds of wall-clock time."""

    iterations: int | None = None
    seconds: float | None = None

    def clock(self) -> Callable[[int], bool]:
        """A test ``done(iterations so far)`` for this budget (at least one iteration)."""
        started = time.perf_counter()
        limit, seconds = self.iterations, self.seconds

        def done(count: int) -> bool:
            if count < 1:
                return False
            if limit is not None and count >= limit:
                return True
            if seconds is not None and time.perf_counter() - started >= seconds:
                return True
            return limit is None and seconds is None

        return done


@dataclass(frozen=True)
class Turn:
    """Everything a player is given to decide (see the module docstring): never the state."""

    game: Game[Any, Any]
    seat: int
    view: View
    history: tuple[Event, ...]
    legal: LegalActions
    knowledge: Knowledge | None
    rng: Rng
    budget: Budget = field(default_factory=Budget)


def told_to(events: Sequence[Event], seat: int) -> tuple[Event, ...]:
    """The events ``seat`` was told: the public ones and those addressed to it."""
    return tuple(event for event in events if event.to is None or event.to == seat)


def turn_of(
    game: Game[Any, Any],
    state: GameState,
    seat: int,
    history: Sequence[Event],
    rng: Rng,
    budget: Budget | None = None,
    *,
    worlds: bool = True,
) -> Turn:
    """The turn of ``seat`` in ``state``, made by whoever holds the state; ``history`` is every
    event so far (only those the seat was told are kept); ``worlds=False`` leaves out the
    knowledge (for a player that samples no world, :attr:`Player.samples`)."""
    return Turn(
        game=game,
        seat=seat,
        view=game.view(state, seat),
        history=told_to(history, seat),
        legal=game.legal_actions(state, seat),
        knowledge=Knowledge.of(game, state, seat) if worlds else None,
        rng=rng,
        budget=budget or Budget(),
    )


class Player(Protocol):
    """A way to choose a move from a :class:`Turn`."""

    @property
    def level(self) -> str:
        """Its name in the arena (``random``, ``easy``...)."""
        ...

    @property
    def samples(self) -> bool:
        """Whether it samples worlds (its turns need :attr:`Turn.knowledge`)."""
        ...

    def choose(self, turn: Turn) -> dict[str, Any]:
        """One action of ``turn.legal``."""
        ...


class RandomPlayer:
    """A uniform random path of the legal tree (:meth:`LegalActions.random_action`), the
    move self-play plays."""

    level: ClassVar[str] = "random"
    samples: ClassVar[bool] = False

    def choose(self, turn: Turn) -> dict[str, Any]:
        return turn.legal.random_action(turn.rng)


# ---------------------------------------------------------------------------- evaluation


def evaluation_of(game: Game[Any, Any]) -> Evaluation:
    """The game's ``rules/<game>/evaluation.py`` ``evaluate``; without one, every seat is
    worth nothing until the game ends (only results count)."""
    found: Evaluation | None = game_hook(game, "evaluation", "evaluate")
    if found is None:
        return lambda state: [0.0] * len(state.seats)
    return found


def worths(game: Game[Any, Any], state: GameState) -> list[float]:
    """Every seat's worth in ``state``: the game's evaluation, and :data:`WIN` more for each
    place above the last once the game is over (a finished game is decided by its result)."""
    worth = list(evaluation_of(game)(state))
    result = game.result(state) if game.is_over(state) else None
    if result is not None:
        places = len(result.ranking)
        for place, group in enumerate(result.ranking):
            for seat in group:
                worth[seat] += WIN * (places - 1 - place)
    return worth


def advantage(worth: Sequence[float], seat: int) -> float:
    """How far ``seat`` leads the best other seat (negative: behind)."""
    others = [value for other, value in enumerate(worth) if other != seat]
    return worth[seat] - (max(others) if others else 0.0)


def candidates(legal: LegalActions, rng: Rng, limit: int) -> list[dict[str, Any]]:
    """The moves a player weighs: every complete action of the tree when there are at most
    ``limit``, else ``limit`` random ones (without repeats), in a fixed order."""
    every = list(legal.paths(limit=limit + 1))
    if len(every) <= limit:
        return every
    found: dict[str, dict[str, Any]] = {}
    for _ in range(limit * 3):
        action = legal.random_action(rng)
        found.setdefault(repr(sorted(action.items(), key=lambda item: item[0])), action)
        if len(found) >= limit:
            break
    return list(found.values())


class GreedyPlayer:
    """The easy player: one step of look-ahead on the game's evaluation.

    Each candidate move (:func:`candidates`) is played in the same few worlds sampled from the
    seat's knowledge (the budget's iterations, else :attr:`WORLDS`; fewer if its seconds run
    out); the move with the best mean :func:`advantage` afterwards is chosen (the first of
    equals, in the tree's order). A move the world refuses (it cannot happen there) is not counted."""

    level: ClassVar[str] = "easy"
    samples: ClassVar[bool] = True
    #: Worlds sampled when the budget names no number (authored: a few, it is the easy level).
    WORLDS: ClassVar[int] = 3
    #: The most moves weighed (authored: bounds a turn's time on wide trees).
    MOVES: ClassVar[int] = 40

    def choose(self, turn: Turn) -> dict[str, Any]:
        moves = candidates(turn.legal, turn.rng, self.MOVES)
        if len(moves) == 1 or turn.knowledge is None:
            return moves[0]
        worlds = turn.budget.iterations or self.WORLDS
        totals = [0.0] * len(moves)
        counts = [0] * len(moves)
        done = Budget(iterations=worlds, seconds=turn.budget.seconds).clock()
        sampled = 0
        while not done(sampled):
            world = turn.knowledge.sample(turn.rng)
            sampled += 1
            for index, move in enumerate(moves):
                try:
                    after, _events = turn.game.apply(world, turn.seat, move)
                except IllegalAction:
                    continue
                totals[index] += advantage(worths(turn.game, after), turn.seat)
                counts[index] += 1
        scored = [
            (totals[i] / counts[i] if counts[i] else float("-inf"), -i) for i in range(len(moves))
        ]
        return moves[-max(scored)[1]]
