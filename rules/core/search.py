"""Information-set Monte Carlo tree search over sampled worlds (the normal and hard players).

As OpenSpiel's ``is_mcts`` (Cowling, Powley & Whitehouse 2012, "single-observer" IS-MCTS): one
tree for the searching seat, whose nodes are the sequences of moves played since its decision
(what it would see happen), never a state. Each simulation:

1. samples a world from the seat's :class:`~rules.core.determinize.Knowledge` (its hidden
   parts and its generator dealt again, so dice and draws differ from one world to the next:
   chance goes through the world's :class:`~rules.core.rng.Rng`);
2. descends the tree: at each node the seat the world waits on moves (when it waits on
   several, a simultaneous choice or a question asked of other seats, one of them drawn at
   random, as self-play does), choosing among the moves legal *in this world* by UCB on that
   seat's own reward (a multi-player tree: every seat plays for itself), each move's bonus
   counted by how often it was available (subset-armed bandits, OpenSpiel's
   ``ISMCTSFinalPolicyType`` with ``child_selection_fn`` UCT); or, where a game's settings
   say so (:attr:`Settings.others`: Suprématie's hard), the other seats play the move their
   own rewards rate best, without exploring;
3. at the first node it reaches that no simulation has reached before, scores every candidate
   move there one step ahead for the seat that makes it (as the easy player scores: that
   seat's lead after the move), plays the best (each move starts with
   :attr:`SearchPlayer.PRIOR_VISITS` visits worth its score: "progressive bias" at every
   node, below), then :attr:`Settings.playout` random moves (none by default), and stops
   there ("cut playouts early and score them": docs/players.md);
4. scores the world it reached by the game's evaluation (:func:`rules.core.players.worths`):
   for each seat on the path, what it gained by the game's aim
   (:func:`rules.core.players.aim_of`: its lead over the best other seat, or in One More
   Barrel its own worth) since the simulation's world was sampled (:func:`gains`), squashed
   into -1..1 by ``tanh`` over the spread of the root moves' one-step gains, and adds it along
   the path.

The move played is the root's most visited (OpenSpiel's ``MAX_VISIT_COUNT``). A wide tree is
weighed through at most :attr:`Settings.moves` moves per node
(:func:`rules.core.players.candidates`).

The evaluation guides the search at every node (issue 32: "prune by the evaluation"). At the
root, in the first sampled world, every move of a wider draw (:attr:`SearchPlayer.WIDEN` times
the moves weighed) is played once and scored; the best :attr:`Settings.moves` of them are
searched. At every node, a move met for the first time starts with
:attr:`SearchPlayer.PRIOR_VISITS` visits worth its one-step score (a heuristic prior,
"progressive bias"), so every seat in the tree first plays what the evaluation likes best and
the simulations have to find a better move to change it. Why at every node (issue 32's third
pass, docs/players.md): with the prior at the root only, every simulation went on from the
root's move through moves drawn at random (the first move tried at each new node, then random
playouts), and a random move of Suprématie (a gift of money, a loan, a deal at any price)
costs more than most moves gain: the root's values measured how much room a move left for
random moves after it, and the normal player kept its turn going with small offers rather than
pay and act. Against two easy players (three players, seeds 2000–2011, 60 simulations) it won
1 game of 12, none of 12 without random playouts, and none of 12 with the round's production
counted by the evaluation; with the prior at every node, 11 of 12.

Why a gain since the world was sampled, and the root moves' spread as the scale (issue 32's
third pass): each simulation samples a new world, and what the seat cannot see (the other
players' money in One More Barrel, their hands) moves every seat's lead in that world by far
more than the moves being compared differ; the easy player compares its moves in the same
worlds and never saw that noise, the search compared each move in different worlds and chose
by it. And the scale was the spread of the seats' worths at the root, a few dollars early in
One More Barrel, so that ``tanh`` gave every move ahead by a few dollars the same reward.
Against two easy players (One More Barrel, seeds 100–111, 60 simulations) normal won none of
the games in each setting tried without it (12 each: exploration 0.2, depth 1, the scale from
the root moves at depths 1 and 6, the position's production left out of the evaluation; 8 at
depth 3); with the gain since the world was sampled and that scale, 8 of 12.

How much each level searches is its :class:`Settings`: :data:`DEFAULTS`, which a game's
evaluation module may change per level in its ``SEARCH`` table (:func:`settings_of`): a
simulation costs each game a different time, and the budget that counts by default is a number
of simulations (a choice that does not depend on the machine's load), so each game names the
number its decision time allows (docs/players.md "Tuning"). A budget's own iterations or
seconds replace the number.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Literal

from .errors import IllegalAction
from .game import Game, GameState
from .hooks import game_hook
from .players import (
    Aim,
    Budget,
    Never,
    Turn,
    aim_of,
    avoid_of,
    candidates,
    never_of,
    plan_of,
    unstalled,
    worths,
)
from .rng import Rng


def _either(never: Never, avoided: Never | None) -> Never:
    """The moves the game never weighs, and those its plan avoids at this decision."""
    if avoided is None:
        return never
    return lambda action: never(action) or avoided(action)


def _key(action: dict[str, Any]) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


@dataclass
class _Edge:
    visits: int = 0
    available: int = 0
    reward: float = 0.0

    @property
    def mean(self) -> float:
        return self.reward / self.visits


@dataclass
class _Node:
    edges: dict[str, _Edge] = field(default_factory=dict)
    children: dict[str, _Node] = field(default_factory=dict)


@dataclass(frozen=True)
class Settings:
    """How a level searches: simulations when the budget names none, the exploration
    constant, the tree's depth in moves, the random playout's length in moves and the moves
    weighed per node."""

    simulations: int
    uct_c: float
    depth: int
    playout: int
    moves: int
    #: How the other seats choose in the tree: ``"explore"`` by UCB on their own rewards as
    #: the searching seat does, ``"exploit"`` the move their rewards so far rate best (its
    #: one-step prior until simulations change it; docs/players.md "Fifth pass").
    others: Literal["explore", "exploit"] = "explore"


#: Each level's settings in a game that names none (authored: depths kept short as
#: Catanatron's leaderboard suggests; "hard" searches four times the simulations, a little
#: deeper and wider). The exploration constant 0.7 and playouts of 2 moves were measured against
#: two easy players in One More Barrel, 6 games a seed, seats rotated (docs/players.md
#: "Tuning"): OpenSpiel's default ``uct_c`` of 2 with 8-move playouts won 4 of 12 games, 2
#: with 2-move playouts 7 of 12, 0.7 with 2 moves 12.5 of 18, 0.4 12 of 18; the rewards'
#: differences between moves are small beside 2's exploration term, and longer random
#: playouts only add noise to the evaluation they end on. No random playout since the third
#: pass (the evaluation's prior at every node plays the leaf's move: module docstring);
#: measured against two easy players in Suprématie, 60 simulations, seeds 2000-2011: 11 of 12
#: without playouts.
DEFAULTS: dict[str, Settings] = {
    "normal": Settings(simulations=60, uct_c=0.7, depth=6, playout=0, moves=16),
    "hard": Settings(simulations=240, uct_c=0.7, depth=8, playout=0, moves=24),
}


#: The least scale of the rewards, as a share of the largest worth at the root (authored: when
#: every root move gains the same one step ahead, the deeper differences are still told
#: apart).
SCALE_FLOOR = 0.01


def gains(aim: Aim, worth: list[float], start: list[float], seat: int) -> float:
    """What ``seat`` gained by the game's ``aim`` (:func:`rules.core.players.aim_of`: its lead
    over the best other seat, or its own worth) from ``start`` to ``worth``, two worths of the
    same sampled world."""
    return aim(worth, seat) - aim(start, seat)


@dataclass(frozen=True)
class _Rewards:
    """How a simulation rewards a seat: what it gained by the game's aim since the world was
    sampled (:func:`gains`), squashed into -1..1 by ``tanh`` over ``scale``."""

    aim: Aim
    scale: float

    def of(self, worth: list[float], start: list[float], seat: int) -> float:
        return self.squash(gains(self.aim, worth, start, seat))

    def squash(self, gain: float) -> float:
        """A gain as a reward: ``tanh`` of it over the scale."""
        return math.tanh(gain / self.scale)


def settings_of(game: Game[Any, Any], level: str) -> Settings:
    """``level``'s settings in ``game``: :data:`DEFAULTS`, with what the game's evaluation
    module changes in its ``SEARCH`` table (``{level: {setting: value}}``: a game's
    simulations cost more or less time, so each game gives the number its time allows)."""
    table: dict[str, dict[str, Any]] = game_hook(game, "evaluation", "SEARCH") or {}
    return replace(DEFAULTS[level], **table.get(level, {}))


class SearchPlayer:
    """IS-MCTS (see the module docstring)."""

    samples: ClassVar[bool] = True
    #: How many more random moves than :attr:`Settings.moves` the root draws from a wide tree
    #: before keeping the best by the evaluation (authored: three times, as many as the easy
    #: player weighs at most for normal's 16).
    WIDEN: ClassVar[int] = 3
    #: Visits each root move starts with, worth its one-step score (authored: about a third of
    #: the visits a move gets with 60 simulations spread over 16 moves).
    PRIOR_VISITS: ClassVar[int] = 2

    def __init__(self, level: str, settings: Settings | None = None) -> None:
        """``settings``: the same in every game (else each game's, :func:`settings_of`)."""
        self.level = level
        self.settings = settings

    @classmethod
    def of_level(cls, level: str) -> SearchPlayer:
        return cls(level)

    def choose(self, turn: Turn) -> dict[str, Any]:
        planned = plan_of(turn.game)(turn, self.level)
        if planned is not None and turn.legal.allows(planned):
            return planned
        rng = turn.rng
        plan = self.settings or settings_of(turn.game, self.level)
        never = _either(never_of(turn.game), avoid_of(turn.game)(turn, self.level))
        drawn = unstalled(turn, candidates(turn.legal, rng, plan.moves * self.WIDEN, never))
        if len(drawn) == 1 or turn.knowledge is None:
            return drawn[0]
        budget = turn.budget
        done = Budget(
            iterations=budget.iterations or (None if budget.seconds else plan.simulations),
            seconds=budget.seconds,
        ).clock()
        world = turn.knowledge.sample(rng)
        root = _Node()
        root_moves, rewards = self._root(turn, plan, world, drawn, root)
        by_key = {_key(move): move for move in root_moves}
        count = 0
        while not done(count):
            if count > 0:
                world = turn.knowledge.sample(rng)
            count += 1
            self._simulate(turn, plan, world, root, root_moves, rng, rewards)
        best = max(by_key, key=lambda k: (root.edges[k].visits if k in root.edges else -1, -len(k)))
        return by_key[best]

    def _root(
        self,
        turn: Turn,
        plan: Settings,
        world: GameState,
        drawn: list[dict[str, Any]],
        root: _Node,
    ) -> tuple[list[dict[str, Any]], _Rewards]:
        """The root's moves and the rewards (their scale). Of ``drawn``, the :attr:`Settings.moves`
        best by what each gains the seat one step ahead in ``world`` (:func:`gains`; the tree's
        order among equals; a move ``world`` refuses comes last), each edge starting with
        :attr:`PRIOR_VISITS` visits worth that gain. The scale is how far apart the best and
        the worst of those gains lie (at least :data:`SCALE_FLOOR` of the largest worth), so
        that the rewards tell apart the moves the seat chooses between (module docstring)."""
        game, seat, aim = turn.game, turn.seat, aim_of(turn.game)
        start = worths(game, world)
        gained: list[float | None] = []
        for move in drawn:
            try:
                after, _events = game.apply(world, seat, move)
            except IllegalAction:
                gained.append(None)
                continue
            gained.append(gains(aim, worths(game, after), start, seat))
        known = [value for value in gained if value is not None]
        floor = SCALE_FLOOR * max(1.0, max(map(abs, start)))
        rewards = _Rewards(aim, max(floor, max(known, default=0.0) - min(known, default=0.0)))
        order = sorted(
            range(len(drawn)),
            key=lambda index: (gained[index] is None, -(gained[index] or 0.0), index),
        )
        kept = sorted(order[: plan.moves])
        for index in kept:
            value = gained[index]
            if value is not None:
                root.edges[_key(drawn[index])] = self._prior(rewards.squash(value))
        return [drawn[index] for index in kept], rewards

    # ------------------------------------------------------------------ one simulation

    def _simulate(
        self,
        turn: Turn,
        plan: Settings,
        world: GameState,
        root: _Node,
        root_moves: list[dict[str, Any]],
        rng: Rng,
        rewards: _Rewards,
    ) -> None:
        game: Game[Any, Any] = turn.game
        never = never_of(game)
        start = worths(game, world)
        path: list[tuple[_Node, str, int]] = []
        node = root
        leaf = False
        for depth in range(plan.depth):
            if game.is_over(world):
                break
            if depth == 0:
                seat, moves = turn.seat, root_moves
            else:
                waiting = game.to_act(world)
                if not waiting:
                    break
                seat = rng.choice(waiting)
                moves = candidates(game.legal_actions(world, seat), rng, plan.moves, never)
                if not moves:
                    break
            leaf = not node.edges
            keyed = {_key(move): move for move in moves}
            # Below the root the moves are the world's own offer (the root's are the seat's).
            offered = depth > 0
            play = game.apply_offered if offered else game.apply
            reached = self._weigh(game, world, seat, node, keyed, start, rewards, offered)
            usable = [key for key in keyed if key in node.edges]
            if not usable:
                break
            for key in usable:
                node.edges[key].available += 1
            if seat != turn.seat and plan.others == "exploit":
                chosen = max(usable, key=lambda key: node.edges[key].mean)
            else:
                chosen = self._select(plan, node, usable)
            if chosen in reached:
                world = reached[chosen]
            else:
                try:
                    world, _events = play(world, seat, keyed[chosen])
                except IllegalAction:
                    node.edges[chosen].available -= 1
                    break
            path.append((node, chosen, seat))
            node = node.children.setdefault(chosen, _Node())
            if leaf:
                break
        if leaf:
            world = self._playout(plan, game, world, rng)
        worth = worths(game, world)
        for node_at, key, seat in path:
            edge = node_at.edges[key]
            edge.visits += 1
            edge.reward += rewards.of(worth, start, seat)

    def _weigh(
        self,
        game: Game[Any, Any],
        world: GameState,
        seat: int,
        node: _Node,
        keyed: dict[str, dict[str, Any]],
        start: list[float],
        rewards: _Rewards,
        offered: bool,
    ) -> dict[str, GameState]:
        """Scores the moves of ``keyed`` first met at ``node`` one step ahead in ``world``, for
        the ``seat`` that makes them (what the seat has gained since the simulation's world
        began as ``start``), each starting with :attr:`PRIOR_VISITS` visits worth that score
        (a move ``world`` refuses gets no edge); the worlds they reach, by key. ``offered``: the
        moves are ``world``'s own offer to the seat, played by ``apply_offered``."""
        play = game.apply_offered if offered else game.apply
        reached: dict[str, GameState] = {}
        for key, move in keyed.items():
            if key in node.edges:
                continue
            try:
                after, _events = play(world, seat, move)
            except IllegalAction:
                continue
            reached[key] = after
            node.edges[key] = self._prior(rewards.of(worths(game, after), start, seat))
        return reached

    def _prior(self, value: float) -> _Edge:
        """A move's edge before any simulation: :attr:`PRIOR_VISITS` visits worth ``value``."""
        return _Edge(
            visits=self.PRIOR_VISITS, available=self.PRIOR_VISITS, reward=self.PRIOR_VISITS * value
        )

    def _select(self, plan: Settings, node: _Node, keys: list[str]) -> str:
        """UCB among the moves available now, each counted by its availability."""

        def ucb(key: str) -> float:
            edge = node.edges[key]
            return edge.mean + plan.uct_c * math.sqrt(
                math.log(max(edge.available, 1)) / edge.visits
            )

        return max(keys, key=ucb)

    def _playout(
        self, plan: Settings, game: Game[Any, Any], world: GameState, rng: Rng
    ) -> GameState:
        for _ in range(plan.playout):
            waiting = game.to_act(world)
            if not waiting:
                break
            seat = rng.choice(waiting)
            legal = game.legal_actions(world, seat)
            if not legal.actions:
                break
            try:
                world, _events = game.apply_offered(world, seat, legal.random_action(rng))
            except IllegalAction:
                break
        return world
