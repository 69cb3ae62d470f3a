"""Questions of different kinds asked in one batch (issue 27: the procedure ``questions`` hands
each seat to the stage of its own question): at the battle step, one battle's die roller is
asked its alliance proposal while, in another battle, a lone invader is asked whether to
retreat — both at once, each through its own question's moves."""

from __future__ import annotations

from rules.one_more_barrel import GAME
from rules.one_more_barrel.state import Battle, OmbState, dollars


def two_battles() -> OmbState:
    """The last action of turn 1 with four players: 0 and 1 fight in Basra (0 rolls), 2 fights
    alone in Baghdad next to Anbar, which 3 controls."""
    state = GAME.setup(["P0", "P1", "P2", "P3"], 7)
    for player in state.players:
        player.money_cents = dollars(10)
        player.prepared = True
    state.stage = "actions"
    state.round, state.current, state.pawns = 2, 3, []
    for rid, seats in (("basra", [0, 1]), ("baghdad", [2])):
        region = state.regions[rid]
        region.explored, region.locals = True, 3
        region.battle = Battle(participants=seats, roller=seats[0], started_turn=1)
        for seat in seats:
            region.military[seat] = 2
    anbar = state.regions["anbar"]
    anbar.explored, anbar.locals, anbar.controller, anbar.military[3] = True, 0, 3, 1
    return state


def test_a_batch_of_two_kinds_waits_on_both_seats_each_with_its_own_moves() -> None:
    state = two_battles()
    state, _ = GAME.apply(state, state.order[-1], {"kind": "take_box", "box": "cash_1"})
    assert [(p.kind, p.seat, p.region, p.batch) for p in state.pending] == [
        ("retreat", 2, "baghdad", 1),
        ("battle_proposal", 0, "basra", 1),
    ]
    assert [f.kind for f in state.stack][0] == "end_of_turn"
    assert state.stack[-1].kind == "questions" and state.eot_step == "rebels"
    assert GAME.to_act(state) == [0, 2]
    assert [a.kind for a in GAME.legal_actions(state, 0).actions] == ["decide"]
    assert [a.kind for a in GAME.legal_actions(state, 2).actions] == ["decide", "retreat"]
    assert (GAME.asked_kind(state, 0), GAME.asked_kind(state, 2)) == ("battle_proposal", "retreat")
    state, _ = GAME.apply(state, 2, {"kind": "retreat", "source": "baghdad", "region": "anbar"})
    assert GAME.to_act(state) == [0] and state.eot_step == "rebels"
    assert state.regions["anbar"].military[2] == 1  # two units, one lost in the retreat
    state, events = GAME.apply(state, 0, {"kind": "decide", "option": "none"})
    # the Basra battle fights its round (nowhere to retreat), the other checks run, turn 2
    assert any(e.kind == "battle_round" for e in events) and events[-1].kind == "turn"
    assert state.pending == [] and [f.kind for f in state.stack] == ["actions"]
