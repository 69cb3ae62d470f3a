"""Positions for Fitna's engine tests: a scenario-1 game set up and its cards chosen through
the public contract, then a position laid out as data (units on boxes, cards in hand, the
segment, the next dice) and played on with ``apply``."""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.core.stacks import HiddenStack
from rules.fitna import board
from rules.fitna.engine import Fitna
from rules.fitna.state import FitnaState
from tests.dice import rng_rolling

GAME = Fitna()
SYR, TUR = 0, 1


def started(seed: int = 1) -> FitnaState:
    """Scenario 1 after both players chose their 4 cards (7.0), at the Syrian Events."""
    return chosen(GAME.setup(["Damascus", "Ankara"], seed))


def chosen(state: FitnaState) -> FitnaState:
    """Every player's cards chosen (7.0) as a run-out clock chooses them: the top card of the
    event pile each time (so the hands are the ones four draws would give)."""
    while state.segment == "select" and not state.questions.open:
        seat = GAME.to_act(state)[0]
        action = GAME.default_action(state, seat)
        assert action is not None and action["kind"] == "pick"
        state, _ = GAME.apply(state, seat, action)
    return state


def empty_hands(state: FitnaState) -> None:
    """No card in any hand, and no joker left (9.0), so that nobody is asked out of turn."""
    state.jokers = [0] * len(state.seats)
    for deck in (state.support, state.events):
        for seat, held in enumerate(deck.hands):
            deck.discard += held
            deck.hands[seat] = []


def give(state: FitnaState, seat: int, *numbers: int) -> None:
    """Put cards in ``seat``'s hand from wherever they are."""
    for number in numbers:
        card = str(number)
        if number in state.high_tension:
            state.high_tension.remove(number)
        if number in state.removed:
            state.removed.remove(number)
        for deck in (state.support, state.events):
            for pile in (deck.draw_pile, deck.discard, *deck.hands):
                if card in pile:
                    pile.remove(card)
        deck = state.support if number <= 33 or number >= 94 else state.events
        deck.hands[seat].append(card)


def clear_box(state: FitnaState, box: str) -> None:
    found = state.stacks.pop(box, None)
    if found is not None:
        state.eliminated += found.units


def put(state: FitnaState, box: str, *uids: str, side: str | None = None) -> None:
    """Units on ``box`` (taken from wherever they were), for ``side`` if given."""
    for uid in uids:
        where = board.box_of(state, uid)
        if where is not None:
            board.lift(state, uid)
        for group in (state.eliminated, state.removed_units, *state.pools.values()):
            if uid in group:
                group.remove(uid)
        for batches in state.batches.values():
            for batch in batches:
                if uid in batch:
                    batch.remove(uid)
        if side is not None:
            state.side_override[uid] = side
        board.place(state, uid, box)


def phase(state: FitnaState, seat: int, segment: str, moves: int = 0, offensives: int = 0) -> None:
    """Make it ``seat``'s phase, at ``segment``."""
    state.active = state.order.index(seat)
    state.segment = segment  # type: ignore[assignment]
    state.moves_left, state.offensives_left = moves, offensives
    state.free_ops = 0
    state.moved = []


def rig(state: FitnaState, *faces: int) -> None:
    """The next dice the state's generator rolls show ``faces``."""
    state.rng = rng_rolling(faces)


def play(state: FitnaState, seat: int, action: dict[str, Any]) -> tuple[FitnaState, list[Event]]:
    return GAME.apply(state, seat, action)


def find(events: list[Event], key: str) -> list[Event]:
    return [e for e in events if e.key == key]


def kinds(state: FitnaState, seat: int) -> list[str]:
    return GAME.legal_actions(state, seat).kinds()


def stack(state: FitnaState, box: str) -> HiddenStack:
    return state.stacks[box]
