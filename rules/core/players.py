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
  Monte Carlo tree search over sampled worlds, ``hard`` with a larger budget, each following
  its game's plan where the game has one (:func:`plan_of`, :func:`avoid_of`).

A game's **evaluation** is its own module ``rules/<game>/evaluation.py`` with
``evaluate(state) -> list[float]`` (each seat's worth, higher is better), found by its name like
a renderer (:func:`evaluation_of`). A player scores a state for its seat by the game's aim
(:func:`aim_of`): its worth less the best other seat's (:func:`advantage`), or, where the game
names it, its own worth (:func:`own_worth`); a finished game scores by its result.

**No stall** (:func:`unstalled`). A game whose rules let play go on for ever without moving
towards its end (Peak Oil: agents may be reassigned back and forth for ever) names in the same
module the catalogue keys of the events that do move it there (``PROGRESS``). A computer that
has been told :data:`PATIENCE` events per seat since the last such event is *stalled*: it
weighs only the moves from which its own turn reaches such an event in sampled worlds, or, when
none does, plays a random move (which changes the position the players keep returning to).
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

#: Events told since the last progress event, per seat, after which a computer is stalled
#: (authored: longer than the gaps of most games between normal computers, 31 to 42 events in
#: three two-player Peak Oil games; docs/players.md "No stall").
PATIENCE = 20
#: How many of its own moves, and in how many sampled worlds, a stalled computer plays after
#: each move it weighs to find whether its turn reaches progress (authored: a Peak Oil action
#: is "act", an option and its steps).
REACH, TRIES = 6, 2

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


def progress_keys(game: Game[Any, Any]) -> frozenset[str]:
    """The catalogue keys of the game's events that move it towards its end (its evaluation
    module's ``PROGRESS``); empty for a game whose play ends on its own (rounds, turns)."""
    found = game_hook(game, "evaluation", "PROGRESS")
    return frozenset(found or ())


def quiet(turn: Turn) -> int:
    """How many events the seat was told since the last progress event (all of its history
    when there is none: a game not started moving, or a history cut short)."""
    keys = progress_keys(turn.game)
    count = 0
    for event in reversed(turn.history):
        if event.key in keys:
            break
        count += 1
    return count


def stalled(turn: Turn) -> bool:
    """Whether the game has gone :data:`PATIENCE` events per seat without progress (never, for
    a game that declares no progress events)."""
    if not progress_keys(turn.game):
        return False
    return quiet(turn) >= PATIENCE * len(turn.view.seats)


def reaches_progress(turn: Turn, world: GameState, move: dict[str, Any], rng: Rng) -> bool:
    """Whether ``move``, then up to :data:`REACH` random moves of the seat while the world
    waits on it alone, tells a progress event in ``world``."""
    game, seat, keys = turn.game, turn.seat, progress_keys(turn.game)
    try:
        world, events = game.apply(world, seat, move)
    except IllegalAction:
        return False
    for _ in range(REACH):
        if any(event.key in keys for event in events):
            return True
        if game.is_over(world) or game.to_act(world) != [seat]:
            return False
        legal = game.legal_actions(world, seat)
        if not legal.actions:
            return False
        try:
            world, events = game.apply(world, seat, legal.random_action(rng))
        except IllegalAction:
            return False
    return any(event.key in keys for event in events)


def unstalled(turn: Turn, moves: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The moves a computer weighs once the game is :func:`stalled` (see the module
    docstring): those that most often reach a progress event within the seat's own turn in
    :data:`TRIES` sampled worlds, or else one random move of the legal tree (not one the game's
    computers never weigh, :func:`never_of`); ``moves`` itself when the game is not stalled."""
    if turn.knowledge is None or len(moves) < 2 or not stalled(turn):
        return moves
    hits = [0] * len(moves)
    for _ in range(TRIES):
        world = turn.knowledge.sample(turn.rng)
        for index, move in enumerate(moves):
            hits[index] += reaches_progress(turn, world, move, turn.rng)
    best = max(hits)
    if best == 0:
        return candidates(turn.legal, turn.rng, 1, never_of(turn.game))
    return [move for move, hit in zip(moves, hits, strict=True) if hit == best]


def advantage(worth: Sequence[float], seat: int) -> float:
    """How far ``seat`` leads the best other seat (negative: behind)."""
    others = [value for other, value in enumerate(worth) if other != seat]
    return worth[seat] - (max(others) if others else 0.0)


def own_worth(worth: Sequence[float], seat: int) -> float:
    """``seat``'s own worth, whatever the others'."""
    return worth[seat]


#: How a seat scores the seats' worths: what it plays for.
Aim = Callable[[Sequence[float], int], float]

#: The aims a game's evaluation module may name as its ``AIM`` (:func:`aim_of`).
AIMS: dict[str, Aim] = {"lead": advantage, "worth": own_worth}


def aim_of(game: Game[Any, Any]) -> Aim:
    """What every computer seat of ``game`` plays for: the aim its evaluation module names
    (``AIM``), by default ``"lead"`` (:func:`advantage`: its lead over the best other seat);
    ``"worth"`` (:func:`own_worth`) where a seat does better playing for its own worth alone
    (docs/players.md "Tuning, fourth pass")."""
    return AIMS[game_hook(game, "evaluation", "AIM") or "lead"]


def answered(
    values: list[float], before: Sequence[float], after: Sequence[float], asked: int
) -> list[float]:
    """``values`` with a deal on the table counted as its answer would settle it: as accepted
    when accepting raises the worth of the seat ``asked`` (``after``: every seat's worth once
    accepted, ``before``: as it stands; each seat gains what accepting changes), as declined
    (``values`` unchanged) otherwise. For a game's evaluation: the seat asked answers for
    itself, so an offer is not a free move for the seat that makes it."""
    if after[asked] <= before[asked]:
        return values
    return [value + now - then for value, now, then in zip(values, after, before, strict=True)]


#: A game's moves its computers never weigh (:func:`never_of`).
Never = Callable[[dict[str, Any]], bool]


def _weighs_all(action: dict[str, Any]) -> bool:
    return False


def never_of(game: Game[Any, Any]) -> Never:
    """The moves ``game``'s computers leave out of what they weigh, for every seat (their
    own, and the other seats' in a search's tree): its evaluation module's ``never(action)``,
    where a game names moves that can only cost the seat that makes them what the evaluation
    counts (Suprématie's gift of money: docs/players.md "Ninth pass"; One More Barrel's
    offers: "Twenty-second pass"); none by default. Asked of a bare kind (``{"kind": k}``),
    it says whether every move of that kind is left out: :func:`candidates` then drops the
    kind before it counts or draws the tree's moves. A random player (self-play) still plays
    them, and so may any person."""
    found: Never | None = game_hook(game, "evaluation", "never")
    return found or _weighs_all


#: A game's plan: the move its searching computers make at a decision, or None where the
#: plan says nothing (:func:`plan_of`).
Plan = Callable[[Turn, str], "dict[str, Any] | None"]


def _no_plan(turn: Turn, level: str) -> dict[str, Any] | None:
    return None


def plan_of(game: Game[Any, Any]) -> Plan:
    """What ``game``'s searching computers (normal and hard) play where the game's strategy
    is known and the search cannot find it: the game's ``plan.py`` module's
    ``plan(turn, level)``, read from the seat's :class:`Turn` like any player, the level
    (``normal`` or ``hard``) asking (One More Barrel's invasion:
    docs/players.md "Twenty-third pass"); none by default. A move it names that the seat's
    tree does not allow is ignored (the search decides)."""
    found: Plan | None = game_hook(game, "plan", "plan")
    return found or _no_plan


#: What a game's plan leaves out of its searching computer's own decision: a test of a move,
#: or None where it leaves out nothing (:func:`avoid_of`).
Avoid = Callable[[Turn, str], "Never | None"]


def _avoids_nothing(turn: Turn, level: str) -> Never | None:
    return None


def avoid_of(game: Game[Any, Any]) -> Avoid:
    """The moves a game's plan keeps its searching computers from weighing at their own
    decision (not in the worlds below it), where the plan knows they cost what the search
    cannot see: the game's ``plan.py`` module's ``avoid(turn, level)`` (Fitna's garrison:
    docs/players.md "Twenty-fourth pass"); none by default. When it names every move, none is
    left out."""
    found: Avoid | None = game_hook(game, "plan", "avoid")
    return found or _avoids_nothing


#: The fewest random draws :func:`candidates` makes of a wide tree before it gives up finding
#: moves ``never`` does not name (authored: with three draws for one move, the no-stall
#: guard's random move of Suprématie was still a gift now and then).
TRIES_AT_LEAST = 30


def _weighed(legal: LegalActions, never: Never) -> LegalActions:
    """``legal`` without the kinds ``never`` names whole, or ``legal`` itself when it names
    none of them, or all."""
    if never is _weighs_all:
        return legal
    kept = [spec for spec in legal.actions if not never({"kind": spec.kind})]
    if not kept or len(kept) == len(legal.actions):
        return legal
    return legal.model_copy(update={"actions": kept})


def candidates(
    legal: LegalActions, rng: Rng, limit: int, never: Never = _weighs_all
) -> list[dict[str, Any]]:
    """The moves a player weighs: every complete action of the tree when there are at most
    ``limit``, else ``limit`` random ones (without repeats), in a fixed order; those ``never``
    names left out, unless it names every move found. The kinds ``never`` names whole
    (:func:`never_of`) are left out first, so that they neither count towards ``limit`` nor
    take the random draws (One More Barrel's 40 offers beside its 21 boxes: docs/players.md
    "Twenty-second pass")."""
    legal = _weighed(legal, never)
    every = list(legal.paths(limit=limit + 1))
    if len(every) <= limit:
        kept = [action for action in every if not never(action)]
        return kept or every
    found: dict[str, dict[str, Any]] = {}
    left_out: dict[str, dict[str, Any]] = {}
    for _ in range(max(limit * 3, TRIES_AT_LEAST)):
        action = legal.random_action(rng)
        key = repr(sorted(action.items(), key=lambda item: item[0]))
        (left_out if never(action) else found).setdefault(key, action)
        if len(found) >= limit:
            break
    return list((found or left_out).values())[:limit]


class GreedyPlayer:
    """The easy player: one step of look-ahead on the game's evaluation.

    Each candidate move (:func:`candidates`) is played in the same few worlds sampled from the
    seat's knowledge (the budget's iterations, else :attr:`WORLDS`; fewer if its seconds run
    out); the move with the best mean score afterwards by the game's aim (:func:`aim_of`) is
    chosen (the first of equals, in the tree's order). A move the world refuses (it cannot
    happen there) is not counted."""

    level: ClassVar[str] = "easy"
    samples: ClassVar[bool] = True
    #: Worlds sampled when the budget names no number (authored: a few, it is the easy level).
    WORLDS: ClassVar[int] = 3
    #: The most moves weighed (authored: bounds a turn's time on wide trees).
    MOVES: ClassVar[int] = 40

    def choose(self, turn: Turn) -> dict[str, Any]:
        moves = unstalled(turn, candidates(turn.legal, turn.rng, self.MOVES, never_of(turn.game)))
        if len(moves) == 1 or turn.knowledge is None:
            return moves[0]
        worlds = turn.budget.iterations or self.WORLDS
        aim = aim_of(turn.game)
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
                totals[index] += aim(worths(turn.game, after), turn.seat)
                counts[index] += 1
        scored = [
            (totals[i] / counts[i] if counts[i] else float("-inf"), -i) for i in range(len(moves))
        ]
        return moves[-max(scored)[1]]
