"""Self-play finds every kind of broken game, and passes a sound one."""

from __future__ import annotations

from typing import Any

import pytest

from bot.selfplay import Summary, play_one, random_playout, random_states, selfplay
from rules.core import ActionSpec, Event, IllegalAction, Result, Rng
from tests.toygame import GAME, NimState, SecretNim


class BrokenInvariant(SecretNim):
    """Reports a broken invariant from the third action on."""

    def invariants(self, state: NimState) -> list[str]:
        return ["the piles do not add up"] if state.step >= 3 else []


class LyingTree(SecretNim):
    """Offers taking from the third pile but refuses it when played."""

    def _play(self, state: NimState, seat: int, action: Any) -> list[Event]:
        if getattr(action, "pile", None) == 2:
            raise IllegalAction("the third pile is frozen")
        return super()._play(state, seat, action)


class Stuck(SecretNim):
    """Waits on a seat but offers it nothing once two actions are played."""

    def _legal(self, state: NimState, seat: int) -> list[ActionSpec]:
        return [] if state.step >= 2 else super()._legal(state, seat)


class WaitsOnNobody(SecretNim):
    """Never over, yet waits on nobody after the first action."""

    def _to_act(self, state: NimState) -> list[int]:
        return [] if state.step >= 1 else super()._to_act(state)


class Runaway(SecretNim):
    """Declares a maximum far below what a game takes."""

    def max_actions(self, state: NimState) -> int:
        return 2


class Crashing(SecretNim):
    """Divides by zero in its fifth action."""

    def _play(self, state: NimState, seat: int, action: Any) -> list[Event]:
        if state.step == 4:
            return [Event(kind="x", text=str(1 // (state.step - 4)))]
        return super()._play(state, seat, action)


class NoResult(SecretNim):
    """Ends like Secret Nim but gives no result."""

    def result(self, state: NimState) -> Result | None:
        return None


def test_a_sound_game_plays_to_the_end_without_errors() -> None:
    summary = selfplay(GAME, games=12, players=None, seed=0)
    assert (summary.games, summary.error_count, summary.errors) == (12, 0, [])
    assert summary.actions >= 12 * 5
    assert summary.as_json()["errors"] == 0


def test_player_counts_cycle_from_minimum_to_maximum() -> None:
    counts = []
    for index in range(5):
        _actions, error = play_one(BrokenInvariant(), seed=index, players=2 + index % 3)
        assert error is not None
        counts.append(error.players)
    assert counts == [2, 3, 4, 2, 3]
    summary = selfplay(BrokenInvariant(), games=5, players=None, seed=0)
    assert [e.players for e in summary.errors] == counts


def test_same_seed_same_games() -> None:
    first = selfplay(GAME, games=5, players=3, seed=7)
    again = selfplay(GAME, games=5, players=3, seed=7)
    assert first.actions == again.actions


@pytest.mark.parametrize(
    ("game", "expected"),
    [
        (BrokenInvariant(), "invariant broken: the piles do not add up"),
        (LyingTree(), "but apply refused it: the third pile is frozen"),
        (Stuck(), "offers it no legal action"),
        (WaitsOnNobody(), "the game is not over but waits on nobody"),
        (Runaway(), "more than the declared maximum of 2 actions"),
        (Crashing(), "ZeroDivisionError: integer division or modulo by zero"),
        (NoResult(), "the game is over but has no result"),
    ],
)
def test_each_kind_of_broken_game_is_an_error(game: SecretNim, expected: str) -> None:
    summary = selfplay(game, games=4, players=None, seed=1)
    assert summary.games == 4
    assert summary.error_count == 4
    assert all(expected in error.message for error in summary.errors), summary.errors
    assert [error.seed for error in summary.errors] == [1, 2, 3, 4]


def test_a_refused_tree_action_is_recorded_with_the_action() -> None:
    _actions, error = play_one(LyingTree(), seed=3, players=2)
    assert error is not None
    assert "'kind': 'take', 'pile': 2" in error.message
    assert error.describe().startswith(f"secret_nim seed 3 with 2 players, step {error.step}:")


def test_crash_names_where_it_happened() -> None:
    _actions, error = play_one(Crashing(), seed=0, players=2)
    assert error is not None
    assert error.step == 4
    assert "test_selfplay.py" in error.message


def test_selfplay_refuses_a_player_count_outside_the_game() -> None:
    with pytest.raises(IllegalAction, match="2 to 4 players, not 5"):
        selfplay(GAME, games=1, players=5, seed=0)


def test_summary_merge_and_kept_errors() -> None:
    total = Summary(game="all")
    for seed in range(3):
        total.merge(selfplay(BrokenInvariant(), games=10, players=2, seed=seed * 10))
    assert (total.games, total.error_count) == (30, 30)
    assert len(total.errors) == 20  # kept in full; the count stays exact
    assert total.as_json()["errors"] == 30


def test_random_playout_stops_at_the_end() -> None:
    state = GAME.setup(["a", "b"], seed=4)
    end = random_playout(GAME, state, Rng.from_seed(4), steps=1000)
    assert GAME.is_over(end)
    assert end.step < 1000
    assert state.step == 0  # the start state is untouched


def test_the_contract_check_reports_a_seat_the_game_waits_on_without_a_legal_action() -> None:
    """The kit's check (``Game.check``, what self-play runs in every state) finds a planted
    stuck state of any game: a seat waited on with no legal action, or nobody waited on."""
    stuck = Stuck()
    state = random_playout(stuck, stuck.setup(["a", "b"], seed=4), Rng.from_seed(4), steps=2)
    assert not stuck.is_over(state)
    seat = stuck.to_act(state)[0]
    assert stuck.legal_actions(state, seat).actions == []
    assert stuck.check(state) == [
        f"the game waits on seat {seat} ({state.seats[seat]}) but offers it no legal action"
    ]
    nobody = WaitsOnNobody()
    state = random_playout(nobody, nobody.setup(["a", "b"], seed=4), Rng.from_seed(4), steps=1)
    assert nobody.check(state) == ["the game is not over but waits on nobody"]
    broken = BrokenInvariant()
    state = random_playout(broken, broken.setup(["a", "b"], seed=4), Rng.from_seed(4), steps=3)
    assert broken.check(state) == ["the piles do not add up"]
    sound = GAME.setup(["a", "b"], seed=4)
    assert all(GAME.check(s) == [] for s in random_states(GAME, sound, Rng.from_seed(4), 1000))
