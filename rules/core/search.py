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
   ``ISMCTSFinalPolicyType`` with ``child_selection_fn`` UCT);
3. adds the first move not yet tried, then plays :attr:`Settings.playout` random moves
   and stops there ("cut playouts early and score them": docs/players.md);
4. scores the world it reached by the game's evaluation (:func:`rules.core.players.worths`):
   each seat's lead over the best other seat, squashed into -1..1 by the spread of worths at
   the root, and adds it along the path.

The move played is the root's most visited (OpenSpiel's ``MAX_VISIT_COUNT``). A wide tree is
weighed through at most :attr:`Settings.moves` moves per node
(:func:`rules.core.players.candidates`).

At the root the evaluation guides the search (issue 32: "prune by the evaluation"): in the
first sampled world every move of a wider draw (:attr:`SearchPlayer.WIDEN` times the moves
weighed) is played once and scored as the easy player scores it; the best
:attr:`Settings.moves` of them are searched, and each starts with
:attr:`SearchPlayer.PRIOR_VISITS` visits worth that score (a heuristic prior, "progressive
bias": with few simulations, random playouts are noisy enough that a search without it chose
worse moves than the one-step greedy player; the simulations now have to find a better move
than the evaluation's first choice to change it).

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
from typing import Any, ClassVar

from .errors import IllegalAction
from .game import Game, GameState
from .hooks import game_hook
from .players import Budget, Turn, advantage, candidates, unstalled, worths
from .rng import Rng


def _key(action: dict[str, Any]) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


@dataclass
class _Edge:
    visits: int = 0
    available: int = 0
    reward: float = 0.0


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


#: Each level's settings in a game that names none (authored: depths kept short as
#: Catanatron's leaderboard suggests; "hard" is the same search with four times the
#: simulations). The exploration constant 0.7 and playouts of 2 moves were measured against
#: two easy players in One More Barrel, 6 games a seed, seats rotated (docs/players.md
#: "Tuning"): OpenSpiel's default ``uct_c`` of 2 with 8-move playouts won 4 of 12 games, 2
#: with 2-move playouts 7 of 12, 0.7 with 2 moves 12.5 of 18, 0.4 12 of 18; the rewards'
#: differences between moves are small beside 2's exploration term, and longer random
#: playouts only add noise to the evaluation they end on.
DEFAULTS: dict[str, Settings] = {
    "normal": Settings(simulations=60, uct_c=0.7, depth=6, playout=2, moves=16),
    "hard": Settings(simulations=240, uct_c=0.7, depth=8, playout=2, moves=24),
}


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
        rng = turn.rng
        plan = self.settings or settings_of(turn.game, self.level)
        drawn = unstalled(turn, candidates(turn.legal, rng, plan.moves * self.WIDEN))
        if len(drawn) == 1 or turn.knowledge is None:
            return drawn[0]
        budget = turn.budget
        done = Budget(
            iterations=budget.iterations or (None if budget.seconds else plan.simulations),
            seconds=budget.seconds,
        ).clock()
        world = turn.knowledge.sample(rng)
        spread = worths(turn.game, world)
        scale = max(1.0, max(spread) - min(spread), 0.05 * max(map(abs, spread)))
        root = _Node()
        root_moves = self._root(turn, plan, world, drawn, root, scale)
        by_key = {_key(move): move for move in root_moves}
        count = 0
        while not done(count):
            if count > 0:
                world = turn.knowledge.sample(rng)
            count += 1
            self._simulate(turn, plan, world, root, root_moves, rng, scale)
        best = max(by_key, key=lambda k: (root.edges[k].visits if k in root.edges else -1, -len(k)))
        return by_key[best]

    def _root(
        self,
        turn: Turn,
        plan: Settings,
        world: GameState,
        drawn: list[dict[str, Any]],
        root: _Node,
        scale: float,
    ) -> list[dict[str, Any]]:
        """The root's moves: of ``drawn``, the :attr:`Settings.moves` best by their one-step score in
        ``world`` (the tree's order among equals; a move ``world`` refuses scores last), each
        edge starting with :attr:`PRIOR_VISITS` visits worth its score (module docstring)."""
        scored = []
        for index, move in enumerate(drawn):
            try:
                after, _events = turn.game.apply(world, turn.seat, move)
            except IllegalAction:
                scored.append((-2.0, index))
                continue
            scored.append(
                (math.tanh(advantage(worths(turn.game, after), turn.seat) / scale), index)
            )
        kept = sorted(scored, key=lambda pair: (-pair[0], pair[1]))[: plan.moves]
        for value, index in kept:
            if value > -2.0:
                root.edges[_key(drawn[index])] = _Edge(
                    visits=self.PRIOR_VISITS,
                    available=self.PRIOR_VISITS,
                    reward=self.PRIOR_VISITS * value,
                )
        return [drawn[index] for _value, index in sorted(kept, key=lambda pair: pair[1])]

    # ------------------------------------------------------------------ one simulation

    def _simulate(
        self,
        turn: Turn,
        plan: Settings,
        world: GameState,
        root: _Node,
        root_moves: list[dict[str, Any]],
        rng: Rng,
        scale: float,
    ) -> None:
        game: Game[Any, Any] = turn.game
        path: list[tuple[_Node, str, int]] = []
        node = root
        expanded = False
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
                moves = candidates(game.legal_actions(world, seat), rng, plan.moves)
                if not moves:
                    break
            keyed = {_key(move): move for move in moves}
            for key in keyed:
                node.edges.setdefault(key, _Edge()).available += 1
            fresh = [key for key in keyed if node.edges[key].visits == 0]
            chosen = rng.choice(fresh) if fresh else self._select(plan, node, list(keyed))
            try:
                world, _events = game.apply(world, seat, keyed[chosen])
            except IllegalAction:
                node.edges[chosen].available -= 1
                break
            path.append((node, chosen, seat))
            node = node.children.setdefault(chosen, _Node())
            if fresh:
                expanded = True
                break
        if expanded:
            world = self._playout(plan, game, world, rng)
        worth = worths(game, world)
        for node_at, key, seat in path:
            edge = node_at.edges[key]
            edge.visits += 1
            edge.reward += math.tanh(advantage(worth, seat) / scale)

    def _select(self, plan: Settings, node: _Node, keys: list[str]) -> str:
        """UCB among the moves available now, each counted by its availability."""

        def ucb(key: str) -> float:
            edge = node.edges[key]
            return edge.reward / edge.visits + plan.uct_c * math.sqrt(
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
                world, _events = game.apply(world, seat, legal.random_action(rng))
            except IllegalAction:
                break
        return world
