"""The turn flow of One More Barrel: end of turn, phases, game end, support into a battle, and
whole random games for 3, 4 and 5 players with the invariants checked after every action."""

from __future__ import annotations

import pytest

from rules.core import LegalActions, Rng
from rules.one_more_barrel import GAME
from rules.one_more_barrel.state import BORDER, OmbState
from tests.one_more_barrel.test_engine import SEATS, current, play, started


def finish_turn(state: OmbState) -> OmbState:
    """Every remaining pawn goes on Cash or Oil production; pending questions get the first
    legal answer."""
    turn = state.absolute_turn
    while state.absolute_turn == turn and not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if state.stage == "actions" and state.active is None and not state.pending:
            state = play(state, seat, kind="take_box", box="oil_production")
        else:
            state = play(state, seat, **next(legal.paths(limit=1)))
    return state


def test_end_of_turn_resets_the_board_and_starts_the_next_turn() -> None:
    state = started(3)
    seat = current(state)
    state = play(state, seat, kind="take_box", box="new_tax", mode="tax")
    state = finish_turn(state)
    assert (state.phase, state.turn, state.round, state.stage) == (1, 2, 1, "actions")
    assert state.pawns == []
    assert not any(p.taxed_this_turn for p in state.players)
    legal = GAME.legal_actions(state, current(state))
    offered = {c.value for c in legal.spec("take_box").steps[0].choices}  # type: ignore[union-attr]
    assert "new_tax" in offered


def test_turn_order_box_decides_next_turn() -> None:
    state = started(4)
    last = state.order[-1]
    while current(state) != last:
        state = play(state, current(state), kind="take_box", box="oil_production")
    state = play(state, last, kind="take_box", box="order_1")
    before = [s for s in state.order if s != last]
    state = finish_turn(state)
    assert state.order == [last, *before]


@pytest.mark.parametrize("turns", [4, 5])
def test_three_phases_then_the_final_count(turns: int) -> None:
    state = GAME.setup(SEATS[:3], 5, {"turns_per_phase": turns})
    for seat in range(3):
        state = play(state, seat, kind="prep_done")
    phases = []
    while not GAME.is_over(state):
        phases.append((state.phase, state.turn))
        state = finish_turn(state)
    assert phases == [(p, t) for p in (1, 2, 3) for t in range(1, turns + 1)]
    result = GAME.result(state)
    assert result is not None and len(result.scores) == 3
    assert state.final is not None and GAME.to_act(state) == []


def test_accepted_support_joins_the_battle_with_a_free_move() -> None:
    state = started(3)
    seat = current(state)
    ally = (seat + 1) % 3
    state = play(state, seat, kind="take_box", box="purchase_1")
    state.regions[BORDER].military[seat] = 3
    state.regions[BORDER].military[ally] = 2
    state = play(state, seat, kind="request_support", region="basra", ally=ally)
    state = play(state, ally, kind="answer", accept=True)
    state = play(state, seat, kind="move", source=BORDER, destination="basra", military=3)
    battle = state.regions["basra"].battle
    assert battle is not None and battle.participants == [seat]
    assert GAME.to_act(state) == [ally]
    legal = GAME.legal_actions(state, ally)
    assert legal.why_not(
        {"kind": "move", "source": BORDER, "destination": "muthanna", "military": 1}
    )
    state = play(state, ally, kind="move", source=BORDER, destination="basra", military=2)
    battle = state.regions["basra"].battle
    assert battle is not None
    assert battle.participants == [seat, ally] and battle.supporters == [ally]
    assert GAME.to_act(state) == [seat]
    assert state.active is not None and state.active.moves_left == 2


def test_entering_an_unexplored_territory_stops_the_group() -> None:
    state = started(3)
    seat = current(state)
    state = play(state, seat, kind="take_box", box="purchase_1")
    state.regions[BORDER].military[seat] = 3
    state = play(state, seat, kind="move", source=BORDER, destination="basra", military=3)
    assert state.regions["basra"].battle is not None
    legal = GAME.legal_actions(state, seat)
    assert legal.why_not(
        {"kind": "move", "source": "basra", "destination": "maysan", "military": 1}
    )


def random_game(players: int, seed: int) -> tuple[OmbState, int]:
    state = GAME.setup(SEATS[:players], seed)
    rng = Rng.from_seed(seed + 1000)
    actions = 0
    limit = GAME.max_actions(state)
    while not GAME.is_over(state):
        seats = GAME.to_act(state)
        assert seats
        seat = rng.choice(seats)
        legal = GAME.legal_actions(state, seat)
        assert legal.actions, (state.stage, state.pending)
        state, _ = GAME.apply(state, seat, legal.random_action(rng))
        assert GAME.invariants(state) == []
        actions += 1
        assert actions <= limit
    return state, actions


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_play_to_the_end(players: int) -> None:
    for seed in range(3):
        state, _ = random_game(players, seed)
        result = GAME.result(state)
        assert result is not None
        assert sorted(s for group in result.ranking for s in group) == list(range(players))
        assert GAME.load_state(GAME.dump_state(state)) == state


def busy_action(legal: LegalActions, rng: Rng) -> dict[str, object]:
    """A random action that prefers buying, moving, developing and producing (three times in
    four) and never offers transfers, so games reach conquests, buildings and production."""
    actions = [spec for spec in legal.actions if spec.kind != "offer"] or legal.actions
    busy = [s for s in actions if s.kind in ("move", "buy", "develop", "produce", "prep_buy")]
    if busy and rng.below(4) < 3:
        actions = busy
    return LegalActions(seat=legal.seat, actions=actions).random_action(rng)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_busy_random_games_keep_the_invariants(players: int) -> None:
    developed = 0
    for seed in range(4):
        state = GAME.setup(SEATS[:players], seed)
        rng = Rng.from_seed(seed)
        while not GAME.is_over(state):
            seat = rng.choice(GAME.to_act(state))
            action = busy_action(GAME.legal_actions(state, seat), rng)
            state, _ = GAME.apply(state, seat, action)
            assert GAME.invariants(state) == []
        developed += sum(p.tenders + p.influence for p in state.players)
        developed += sum(len(r.buildings) for r in state.regions.values())
        assert GAME.result(state) is not None
    assert developed > 0
