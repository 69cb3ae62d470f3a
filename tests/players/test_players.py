"""The computer players (:mod:`rules.core.players`, :mod:`rules.core.search`) on every game.

* every level returns a move of the seat's legal tree, in every registered game;
* fairness: with the same generator and iteration budget, a player's move is the same on
  the real state and on each leak-audit twin that differs only in other seats' secrets (and
  is itself a state of the game: Fitna's stack twins may put one unit in two stacks, which
  changes the seat's own moves; the seat's knowledge is still equal on those,
  ``test_determinize.py``),
  because everything a player is given (:class:`Turn`) is equal on them; and a turn holds no
  state (only the seat's knowledge, a world dealt again);
* the easy player prefers, by the game's evaluation, what a random one does not.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from bot.selfplay import random_states
from rules import GAMES
from rules.core import Game, GameState, Rng
from rules.core.levels import LEVELS, level
from rules.core.players import Budget, Turn, turn_of, worths
from tests.players.test_determinize import COVERED, spread

#: Small budgets: tests choose by iterations so a choice is reproducible.
BUDGET = {"random": Budget(), "easy": Budget(iterations=2), "normal": Budget(iterations=6)}


def states_to_decide(game: Game[Any, Any], steps: int = 90, every: int = 30) -> list[GameState]:
    found: list[GameState] = []
    for players in (game.min_players, game.max_players):
        state = game.setup([f"p{i}" for i in range(players)], seed=players)
        found += random_states(game, state, Rng.from_seed(7 + players), steps)[every::every]
    return [state for state in found if not game.is_over(state)]


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("kind", sorted(BUDGET))
def test_every_level_plays_a_legal_move(name: str, kind: str) -> None:
    game = GAMES[name]
    player = level(kind)
    for index, state in enumerate(states_to_decide(game)[:4]):
        seat = game.to_act(state)[0]
        turn = turn_of(game, state, seat, [], Rng.from_seed(index), BUDGET[kind])
        action = player.choose(turn)
        assert game.legal_actions(state, seat).allows(action), (name, kind, action)
        game.apply(state, seat, action)


def turn_data(turn: Turn) -> dict[str, Any]:
    """A turn as plain data, to compare two turns."""
    return {
        "view": turn.view.model_dump_json(),
        "legal": turn.legal.model_dump_json(),
        "history": [event.model_dump_json() for event in turn.history],
        "knowledge": None if turn.knowledge is None else turn.knowledge.fingerprint(),
        "rng": turn.rng.model_dump_json(),
    }


def decide(
    game: Game[Any, Any], state: GameState, seat: int, seed: int, kind: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """What ``seat``'s player of ``kind`` is given in ``state``, and its move."""
    turn = turn_of(game, state, seat, [], Rng.from_seed(seed), BUDGET[kind])
    return turn_data(turn), level(kind).choose(turn)


@pytest.mark.parametrize("name", COVERED)
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_a_player_chooses_the_same_on_twins_its_seat_cannot_tell_apart(
    name: str, kind: str
) -> None:
    game = GAMES[name]
    compared = 0
    for index, state in enumerate(states_to_decide(game)):
        twins = spread(game.secret_twins(state, Rng.from_seed(index)))
        for seat in game.to_act(state):
            real_turn, real_move = decide(game, state, seat, index, kind)
            for owners, twin in twins:
                if seat in owners or game.invariants(twin):
                    continue  # a twin that breaks the rules (a unit in two stacks) is no world
                compared += 1
                twin_turn, twin_move = decide(game, twin, seat, index, kind)
                assert twin_turn == real_turn, (name, index, seat, owners)
                assert twin_move == real_move, (name, index, seat, owners)
    assert compared


def test_a_turn_holds_no_state() -> None:
    """A player is given the seat's view, history, tree, knowledge, generator and budget:
    nothing of a turn is a state, and its knowledge's world is not the real state."""
    game = GAMES["peak_oil"]
    state = states_to_decide(game)[1]
    seat = game.to_act(state)[0]
    turn = turn_of(game, state, seat, [], Rng.from_seed(0))
    for item in dataclasses.fields(turn):
        assert not isinstance(getattr(turn, item.name), GameState), item.name
    assert turn.knowledge is not None
    assert turn.knowledge.fingerprint() != state.model_dump_json()
    assert not hasattr(turn.knowledge, "__dict__")  # slots only: the world, game and seat


def test_without_knowledge_a_sampling_player_takes_the_first_move() -> None:
    """A turn made without worlds (for a random player) gives a sampling player nothing to
    search: it plays the tree's first move rather than read anything else."""
    game = GAMES["peak_oil"]
    state = states_to_decide(game)[1]
    seat = game.to_act(state)[0]
    turn = turn_of(game, state, seat, [], Rng.from_seed(0), worlds=False)
    first = next(turn.legal.paths(limit=1))
    assert level("easy").choose(turn) == first


def test_the_easy_player_improves_the_evaluation_over_random() -> None:
    """Over a few One More Barrel decisions, the easy player's move leaves its seat at least as well
    placed by the evaluation as a random move, on average, and better at least once."""
    game = GAMES["one_more_barrel"]
    easy_total = random_total = 0.0
    better = 0
    for index, state in enumerate(states_to_decide(game, steps=150, every=15)):
        seat = game.to_act(state)[0]
        turn = turn_of(game, state, seat, [], Rng.from_seed(index), Budget(iterations=1))
        scores = []
        for kind in ("easy", "random"):
            after, _ = game.apply(state, seat, level(kind).choose(turn))
            worth = worths(game, after)
            scores.append(worth[seat] - max(w for s, w in enumerate(worth) if s != seat))
        easy_total += scores[0]
        random_total += scores[1]
        better += scores[0] > scores[1]
    assert better
    assert easy_total >= random_total


def test_levels_are_named() -> None:
    assert set(LEVELS) == {"random", "easy", "normal", "hard"}
    assert {name: level(name).level for name in LEVELS} == {name: name for name in LEVELS}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_random_player_plays_what_self_play_plays(name: str) -> None:
    """Self-play's move (``bot.selfplay.random_move``) is the random player's with the same
    generator: self-play keeps its fast path (no view made) and its baselines."""
    from bot.selfplay import random_move

    game = GAMES[name]
    for index, state in enumerate(states_to_decide(game)):
        move = random_move(game, state, Rng.from_seed(index))
        assert move is not None
        picker = Rng.from_seed(index)
        seat = picker.choice(game.to_act(state))
        turn = turn_of(game, state, seat, [], picker, worlds=False)
        assert (seat, level("random").choose(turn)) == move
