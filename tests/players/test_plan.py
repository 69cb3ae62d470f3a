"""A game's plan (:func:`rules.core.players.plan_of`): One More Barrel's invasion, followed by
its normal and hard computers from the seat's own turn (docs/players.md "Twenty-third pass");
Fitna's garrison is in tests/players/test_fitna_plan.py."""

from __future__ import annotations

from typing import Any

from bot.selfplay import seat_names
from rules import GAMES
from rules.core import Rng
from rules.core.levels import level
from rules.core.players import Budget, plan_of, turn_of
from tests.players.test_determinize import spread
from tests.players.test_players import states_to_decide

OMB = GAMES["one_more_barrel"]


def _choose(kind: str, state: Any, seat: int, step: int = 0) -> dict[str, Any]:
    turn = turn_of(OMB, state, seat, [], Rng.from_seed(step), Budget(iterations=2))
    return level(kind).choose(turn)


def test_at_set_up_only_one_more_barrel_plans() -> None:
    """One More Barrel's plan buys its invasion at the preparation; Fitna's garrison plan
    (tests/players/test_fitna_plan.py) speaks only in movement segments; the other games have
    none."""
    for name, game in GAMES.items():
        state = game.setup(seat_names(3), 7, None)
        seat = game.to_act(state)[0]
        turn = turn_of(game, state, seat, [], Rng.from_seed(0))
        planned = plan_of(game)(turn, "normal")
        assert (planned is not None) == (name == "one_more_barrel"), name


def test_the_searching_computers_buy_the_invasion_at_the_preparation() -> None:
    """Six military and four logistics on the border (1 $ each), then done; the easy player,
    which follows no plan, buys nothing (units bought are worth nothing one step ahead)."""
    for kind in ("normal", "hard"):
        state = OMB.setup(seat_names(3), 1000, None)
        bought = []
        while True:
            action = _choose(kind, state, 0)
            bought.append(action)
            state, _events = OMB.apply(state, 0, action)
            if action["kind"] == "prep_done":
                break
        assert bought == [
            {"kind": "prep_buy", "unit": "military", "count": 6},
            {"kind": "prep_buy", "unit": "logistics", "count": 4},
            {"kind": "prep_done"},
        ], kind
    fresh = OMB.setup(seat_names(3), 1000, None)
    assert _choose("easy", fresh, 0)["kind"] != "prep_buy"


def test_the_hard_computer_races_for_basra_when_rivals_wait_on_the_border() -> None:
    """Once every seat has bought the invasion at the preparation, the first seat of the turn
    takes New tax first if it is a normal computer (and a rival later in the round may take
    Basra before its second box), the invasion box first if it is a hard one; with no rival
    on the border, the hard computer takes New tax first too."""
    state = OMB.setup(seat_names(3), 1000, None)
    for seat in range(3):
        while True:
            action = _choose("normal", state, seat)
            state, _events = OMB.apply(state, seat, action)
            if action["kind"] == "prep_done":
                break
    first = OMB.to_act(state)[0]
    assert _choose("normal", state, first) == {"kind": "take_box", "box": "new_tax", "mode": "tax"}
    assert _choose("hard", state, first) == {"kind": "take_box", "box": "purchase_1"}
    alone = OMB.setup(seat_names(3), 1000, None)
    for seat in range(3):
        if seat == first:
            alone, _events = OMB.apply(alone, seat, _choose("normal", alone, seat))
        alone, _events = OMB.apply(alone, seat, {"kind": "prep_done"})
    assert OMB.to_act(alone) == [first]
    assert alone.military_on_board(first) == 6
    assert _choose("hard", alone, first)["box"] == "new_tax"


def _play(levels: list[str], seed: int) -> tuple[Any, list[tuple[int, dict[str, Any]]]]:
    state = OMB.setup(seat_names(len(levels)), seed, None)
    players = [level(kind) for kind in levels]
    picker = Rng.from_seed(seed)
    moves: list[tuple[int, dict[str, Any]]] = []
    step = 0
    while not OMB.is_over(state):
        seat = picker.choice(OMB.to_act(state))
        turn = turn_of(
            OMB,
            state,
            seat,
            [],
            Rng.from_seed(seed * 1_000_003 + step * 101 + seat),
            Budget(iterations=4),
            worlds=players[seat].samples,
        )
        action = players[seat].choose(turn)
        state, _events = OMB.apply(state, seat, action)
        moves.append((seat, action))
        step += 1
    return state, moves


def test_a_normal_computer_takes_basra_produces_its_oil_and_brings_its_units_home() -> None:
    """Against two easy players (seed 1000, the arena's first game): the group goes from the
    border into Basra at the first turn, the region is held to the end, its units go home, oil
    is produced there, none is sold, and the final count beats the cash line's 94 $."""
    state, moves = _play(["normal", "easy", "easy"], 1000)
    mine = [action for seat, action in moves if seat == 0]
    assert {
        "kind": "move",
        "source": "border",
        "destination": "basra",
        "military": 6,
        "logistics": 4,
    } in mine
    assert any(a.get("destination") == "off" for a in mine)
    assert sum(1 for a in mine if a == {"kind": "produce", "region": "basra"}) >= 5
    assert not any(a["kind"] == "sell_oil" for a in mine)
    assert state.regions["basra"].controller == 0
    assert state.military_on_board(0) == 0
    result = OMB.result(state)
    assert result.winners == [0]
    assert result.scores[0] > 94


def test_the_plan_names_only_legal_moves_and_the_same_on_twins() -> None:
    """On the states of random games, every move the plan names is in the seat's tree (a move
    it names elsewhere would be ignored, and a bug), for both levels; and it names the same
    move on twins that differ only in other seats' secrets (their cash), as every player must
    (the twin test of tests/players/test_players.py covers normal, not hard's race)."""
    plan = plan_of(OMB)
    named = compared = 0
    for index, state in enumerate(states_to_decide(OMB, steps=300, every=3)):
        seat = OMB.to_act(state)[0]
        turn = turn_of(OMB, state, seat, [], Rng.from_seed(index))
        twins = [
            turn_of(OMB, twin, seat, [], Rng.from_seed(index))
            for owners, twin in spread(OMB.secret_twins(state, Rng.from_seed(index)))
            if seat not in owners
        ]
        for kind in ("normal", "hard"):
            planned = plan(turn, kind)
            if planned is not None:
                assert turn.legal.allows(planned), (index, kind, planned)
                named += 1
            for twin in twins:
                assert plan(twin, kind) == planned, (index, kind)
                compared += 1
    assert named >= 10, named
    assert compared >= 10, compared
