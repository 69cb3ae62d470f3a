"""Self-play of scenario 1 to its end with the invariants after every action (the engine is
not registered yet, so ``python -m bot selfplay`` does not reach it: this is its run)."""

from __future__ import annotations

from rules.core import LegalActions, Rng
from tests.fitna import position as P


def play_out(seed: int) -> int:
    state = P.GAME.setup(["a", "b"], seed)
    rng = Rng.from_seed(seed + 1000)
    actions = 0
    while not P.GAME.is_over(state):
        seat = P.GAME.to_act(state)[0]
        legal = P.GAME.legal_actions(state, seat)
        assert legal.actions, (seed, actions)
        busy = [a for a in legal.actions if a.kind not in ("done", "pass", "joker")]
        if busy and rng.below(10) < 9:  # mostly act, so that every rule is met
            legal = LegalActions(seat=seat, actions=busy)
        state, _ = P.GAME.apply(state, seat, legal.random_action(rng))
        assert P.GAME.invariants(state) == [], (seed, actions)
        actions += 1
        assert actions < P.GAME.max_actions(state)
    result = P.GAME.result(state)
    assert result is not None and len(result.scores) == 2 and result.details
    assert state.turn == 6 or state.end_after_turn or state.over
    return actions


def test_scenario_1_plays_to_its_end() -> None:
    assert play_out(1) > 100
