"""Computer players never stall a game (issue 32; :func:`rules.core.players.unstalled`).

Peak Oil's rules let agents be reassigned back and forth for ever: two easy computers (and two
normal ones whose root moves were biased by their one-step score, reverted in d2c61aa) did
exactly that, each turn undoing the last, and the game never ended. Here every game is played
to its end by computers only, at every level and at small budgets (1 iteration, the Discord
tests' budget, and a few), within a bound on moves; before the guard, two easy computers
played 3,000 Peak Oil moves without a barrel leaving the bag. Suprématie too: a power may
borrow and repay for ever within a phase.
"""

from __future__ import annotations

import pytest

from bot.arena import arena
from rules import GAMES
from rules.core import Rng
from rules.core.events import Event
from rules.core.players import PATIENCE, Budget, progress_keys, stalled, turn_of, unstalled

#: The most moves a computers-only game may take here (authored: three to four times the
#: longest game these levels played in probes at the fewest players: Peak Oil 479 moves,
#: One More Barrel 368, Suprématie 1,168, Fitna 234).
BOUND = {"peak_oil": 2_000, "one_more_barrel": 1_500, "supremacy": 4_000, "fitna": 1_000}

#: (level, iterations): every level at the smallest budget, normal at a few too.
LEVELS = [("random", None), ("easy", 1), ("normal", 1), ("normal", 3), ("hard", 1)]


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize(("kind", "iterations"), LEVELS)
def test_computers_only_games_end_within_a_bound(
    name: str, kind: str, iterations: int | None
) -> None:
    game = GAMES[name]
    players = [kind] * game.min_players
    budget = Budget(iterations=iterations) if iterations else None
    run = arena(game, players, 1, seed=1, budget=budget, max_actions=BOUND[name]).as_json()
    assert run["errors"] == 0, run["error_details"]
    assert run["finished"] == 1, (name, kind, iterations, run["actions"])


def test_supremacy_normal_against_random_players_ends() -> None:
    """Within a phase, Suprématie's rules let a power borrow and repay for ever: before
    Suprématie named its progress events, a normal computer with 10 simulations did so against
    two random players (seed 400: 3,000 moves, still in the fifth round's phase 1)."""
    run = arena(
        GAMES["supremacy"],
        ["normal", "random", "random"],
        1,
        seed=400,
        budget=Budget(iterations=10),
        max_actions=2_000,
    )
    assert run.as_json()["finished"] == 1


def test_peak_oil_three_easy_computers_end_too() -> None:
    run = arena(GAMES["peak_oil"], ["easy"] * 3, 1, seed=2, budget=Budget(iterations=1))
    assert run.as_json()["finished"] == 1


def quiet_history(count: int) -> list[Event]:
    """``count`` public events that are not progress (Peak Oil reassignments)."""
    event = Event(kind="reassign", text="", key="reassign")
    return [event] * count


def test_a_stalled_computer_weighs_only_the_moves_that_reach_progress() -> None:
    game = GAMES["peak_oil"]
    assert "draw" in progress_keys(game) and "reassign" not in progress_keys(game)
    state = game.setup(["a", "b"], seed=5)
    # Both agents of the first company onto Develop, both of the second onto Expand: the
    # first may now act on Develop (a majority), whose drill takes barrels out of the bag.
    for seat, zone in ((0, "develop"), (0, "develop"), (1, "expand"), (1, "expand")):
        state, _events = game.apply(state, seat, {"kind": "reassign", "source": "hq", "to": zone})
    seat = 0
    assert game.to_act(state) == [seat]
    quiet = PATIENCE * 2
    calm = turn_of(game, state, seat, quiet_history(quiet - 1), Rng.from_seed(1))
    assert not stalled(calm)
    moves = list(calm.legal.paths(limit=200))
    assert unstalled(calm, moves) == moves
    turn = turn_of(game, state, seat, quiet_history(quiet), Rng.from_seed(1))
    assert stalled(turn)
    kept = unstalled(turn, moves)
    assert kept == [{"kind": "act", "zone": "develop"}]
    progress = Event(kind="draw", text="", key="draw")
    after = turn_of(game, state, seat, [*quiet_history(quiet), progress], Rng.from_seed(1))
    assert not stalled(after)


def test_a_game_without_progress_events_is_never_stalled() -> None:
    game = GAMES["one_more_barrel"]
    assert progress_keys(game) == frozenset()
    state = game.setup(["a", "b", "c"], seed=1)
    seat = game.to_act(state)[0]
    turn = turn_of(game, state, seat, quiet_history(10_000), Rng.from_seed(1))
    assert not stalled(turn)
