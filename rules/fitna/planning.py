"""Planning (12.1 step 3, 11.0, 13.0, 16.0): one or two cards spent for their operation
points and split between movement and combat, or the strategic depots; turn 1's free points.
Also the offensives open to the seat on turn (one per combat point, 18.0)."""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, IntRange, Step
from rules.core.builders import ask

from . import bidding, combat, hands
from .actions import Plan
from .data import cards as fcards
from .data import tables
from .messages import say
from .state import FitnaState


def legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    """12.1 step 3 / 16.0: 1 or 2 cards for OP (4, 6 or 8 each) split between movement and
    combat, or the strategic depots (11.0: 2 moves, 1 offensive, no card); turn 1's free OP
    (13.0) are added."""
    held = hands.hand(state, seat)
    free = state.free_ops
    bid = bidding.committed(state, seat)
    if bid is not None:
        # 7.1: the cards were committed at the turn's start; only their split is left.
        total = bidding.ops(bid) + free
        if not bid:
            then = [Step(param="movement", label="free OP on movement",
                         range=IntRange(min=0, max=free))] if free else []  # fmt: skip
            choice = Choice(value=0, label="Strategic depots: 2 moves, 1 offensive", then=then)
        else:
            choice = Choice(value=-1, label=f"The cards committed ({total} OP)",
                            then=_split(total))  # fmt: skip
        return [ActionSpec(kind="plan", label="Split the committed operation points (7.1)",
                           steps=ask("card", "card", [choice]))]  # fmt: skip
    choices: list[Choice] = []
    depot_then = (
        [Step(param="movement", label="free OP on movement", range=IntRange(min=0, max=free))]
        if free
        else []
    )
    choices.append(
        Choice(value=0, label="Strategic depots: 2 moves, 1 offensive (11.0)", then=depot_then)
    )
    for first in held:
        seconds = [
            Choice(value=0, label="no second card", then=_split(fcards.CARDS[first].ops + free))
        ]
        for second in held:
            if second != first:
                ops = fcards.CARDS[first].ops + fcards.CARDS[second].ops + free
                seconds.append(Choice(value=second, label=hands.label(second), then=_split(ops)))
        choices.append(
            Choice(
                value=first, label=hands.label(first), then=ask("second", "second card", seconds)
            )
        )
    return [
        ActionSpec(
            kind="plan",
            label="Spend cards for operations (16.0)",
            steps=ask("card", "card", choices),
        )
    ]


def _split(ops: int) -> list[Step]:
    return [
        Step(param="movement", label=f"OP on movement (of {ops})", range=IntRange(min=0, max=ops))
    ]


def play(state: FitnaState, seat: int, action: Plan) -> list[Event]:
    name = state.seats[seat]
    free = state.free_ops
    if action.card == 0:
        state.depot = True
        state.moves_left = tables.DEPOT_MOVES + action.movement * tables.UNITS_MOVED_PER_OP
        state.offensives_left = tables.DEPOT_OFFENSIVES + (free - action.movement)
        found = [say("depot", name=name)]
    elif action.card == -1:
        cards = list(bidding.committed(state, seat) or [])
        ops = bidding.ops(cards) + free
        state.ops_cards = cards
        state.moves_left, state.offensives_left = tables.op_split(ops, action.movement)
        found = [say("plan", name=name, cards=list(cards), ops=ops,
                     moves=state.moves_left, offensives=state.offensives_left)]  # fmt: skip
    else:
        cards = [action.card] + ([action.second] if action.second else [])
        ops = sum(fcards.CARDS[c].ops for c in cards) + free
        for card in cards:
            hands.discard(state, seat, card)
        state.ops_cards = cards
        state.moves_left, state.offensives_left = tables.op_split(ops, action.movement)
        found = [say("plan", name=name, cards=list(cards), ops=ops,
                     moves=state.moves_left, offensives=state.offensives_left)]  # fmt: skip
    state.free_ops = 0
    return found


def offensive_specs(state: FitnaState, seat: int) -> list[ActionSpec]:
    if state.offensives_left <= 0:
        return []
    return combat.attack_spec(state, seat, state.sides[seat], "Launch an offensive (18.0)")


def can_launch(state: FitnaState, seat: int) -> bool:
    """Whether :func:`offensive_specs` offers an offensive (without building them all)."""
    return state.offensives_left > 0 and combat.can_attack(state, seat, state.sides[seat])
