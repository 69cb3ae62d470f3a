"""Planning (12.1 step 3, 11.0, 13.0, 16.0): one or two cards spent for their operation
points and split between movement and combat, or the strategic depots; turn 1's free points.
Also the offensives open to the seat on turn (one per combat point, 18.0)."""

from __future__ import annotations

import functools
from typing import Any

from rules.core import ActionSpec, Choice, Event, IntRange, Step
from rules.core.builders import ask
from rules.core.text import Said

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
            then = [Step(param="movement", label=Said("step.free_movement"),
                         range=IntRange(min=0, max=free))] if free else []  # fmt: skip
            choice = Choice.of(0, Said("label.depots"), then)
        else:
            choice = Choice.of(-1, Said("label.committed", ops=total), _split(total))  # fmt: skip
        return [ActionSpec(kind="plan", label=Said("label.split"),
                           steps=ask("card", Said("step.card"), [choice]))]  # fmt: skip
    choices: list[Choice] = []
    depot_then = (
        [Step(param="movement", label=Said("step.free_movement"), range=IntRange(min=0, max=free))]
        if free
        else []
    )
    choices.append(Choice.of(0, Said("label.depots_rule"), depot_then))
    for first in held:
        # the second card and the split, built when the first card is walked (issue 31)
        seconds = functools.partial(_seconds, first, tuple(held), free)
        choices.append(Choice.later(first, hands.card_label(first), seconds))
    return [
        ActionSpec(
            kind="plan",
            label=Said("label.plan"),
            steps=ask("card", Said("step.card"), choices),
        )
    ]


def _seconds(first: int, held: tuple[int, ...], free: int) -> list[Step]:
    """After card ``first``: no second card or another of ``held``, then the split of the OP
    (it reads only what it is given)."""
    seconds = [Choice.of(0, Said("label.no_second_card"), _split(fcards.CARDS[first].ops + free))]
    for second in held:
        if second != first:
            ops = fcards.CARDS[first].ops + fcards.CARDS[second].ops + free
            seconds.append(Choice.of(second, hands.card_label(second), _split(ops)))
    return ask("second", Said("step.second_card"), seconds)


def _split(ops: int) -> list[Step]:
    return [
        Step(
            param="movement",
            label=Said("step.movement_of", ops=ops),
            range=IntRange(min=0, max=ops),
        )
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


def offensive_specs(
    state: FitnaState, seat: int, action: dict[str, Any] | None = None
) -> list[ActionSpec]:
    """The offensives segment's attacks; with ``action``, cut to its origin
    (``combat.attack_spec``)."""
    if state.offensives_left <= 0:
        return []
    return combat.attack_spec(state, seat, state.sides[seat], Said("label.attack"), action)


def can_launch(state: FitnaState, seat: int) -> bool:
    """Whether :func:`offensive_specs` offers an offensive (without building them all)."""
    return state.offensives_left > 0 and combat.can_attack(state, seat, state.sides[seat])
