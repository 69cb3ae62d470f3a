"""A turn: its two action rounds, then the end-of-turn checks, then the next turn (book
"Séquence d'un tour de jeu": "une première action des joueurs au choix, une seconde action des
joueurs au choix et les contrôles de fin de tour").

On the stack (``procedures.py``): the procedure ``actions`` waits on the player placing a
pawn, who may finish the box being carried out (:data:`DONE`); after the last action of the
second round, :func:`finish_box` replaces it by ``end_of_turn`` with every end-of-turn check
above it, the first on top (automatic procedures: ``battles``, ``rebels``, ``endturn``);
once they have run, :data:`END_OF_TURN` starts the next turn, or ends the game after the
last one (the stack is then empty). Kept apart from the boxes (``actionboard``), which the
catalogue of ``messages`` names, so no import goes round."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from pydantic import BaseModel

from rules.core import ActionSpec, Event
from rules.core.flow import Family, Frame, Stage, call, end, goto
from rules.core.text import Said

from . import actions as act
from .actionboard import BOXES
from .endturn import record_final
from .helpers import say
from .state import ACTIONS, END_OF_TURN, END_OF_TURN_STEPS, ActiveBox, OmbState


def open_box(state: OmbState, row: str) -> ActiveBox | None:
    """The box being carried out, if it is one of ``row`` (``purchase``, ``develop``,
    ``oil_production``)."""
    active = state.active
    if active is None or BOXES[active.box].row != row:
        return None
    return active


def with_steps(specs: list[ActionSpec]) -> list[ActionSpec]:
    """The specs that ask something (a tree with no step offers nothing to choose)."""
    return [spec for spec in specs if spec.steps]


A = TypeVar("A", bound=BaseModel)


def box_family(
    model: type[A],
    row: str,
    legal: Callable[[OmbState, int, ActiveBox], list[ActionSpec]],
    play: Callable[[OmbState, int, ActiveBox, A], list[Event]],
) -> Family[OmbState, A]:
    """A move inside a box of ``row`` being carried out: ``legal`` and ``play`` given the box
    (offered only while such a box is open, and only the specs that ask something)."""

    def offered(state: OmbState, seat: int) -> list[ActionSpec]:
        active = open_box(state, row)
        return [] if active is None else with_steps(legal(state, seat, active))

    def played(state: OmbState, seat: int, action: A) -> list[Event]:
        assert state.active is not None
        return play(state, seat, state.active, action)

    return Family(model, offered, played)


def finish_box(state: OmbState) -> list[Event]:
    """The current player's action is over: the next player in turn order, else the second
    action round, else the end-of-turn checks."""
    state.active = None
    state.current += 1
    if state.current < state.n:
        return []
    state.current = 0
    if state.round == 1:
        state.round = 2
        return [say("round")]
    goto(state, Frame(kind=END_OF_TURN))
    call(state, *(Frame(kind=step) for step in END_OF_TURN_STEPS))
    return [say("end_of_turn")]


def next_turn(state: OmbState) -> list[Event]:
    """After the end-of-turn checks: the next turn (the next phase after its last turn), or
    the final count after the game's last turn."""
    if state.absolute_turn >= state.total_turns:
        events = record_final(state)
        end(state)
        return events
    state.turn += 1
    if state.turn > state.options.turns_per_phase:
        state.turn = 1
        state.phase += 1
    goto(state, Frame(kind=ACTIONS))
    state.round = 1
    state.current = 0
    state.pawns = []
    for player in state.players:
        player.taxed_this_turn = False
        player.developments_this_turn = {}
        player.sold_this_turn = 0
        player.offers_this_turn = 0
    return [say("turn", phase=state.phase, turn=state.turn)]


def player_on_turn(state: OmbState, current: Frame) -> list[int]:
    """The player placing a pawn or carrying out a box now."""
    return [state.order[state.current]]


def finish_spent_box(state: OmbState, current: Frame) -> list[Event] | None:
    """A box whose last move is made ends by itself (once its questions are answered)."""
    active = state.active
    if active is not None and active.moving and active.moves_left == 0:
        return finish_box(state)
    return None


def _legal_done(state: OmbState, seat: int) -> list[ActionSpec]:
    if state.active is None:
        return []
    return [ActionSpec(kind="done", label=Said("label.finish_action"))]


def _done(state: OmbState, seat: int, action: act.Done) -> list[Event]:
    return finish_box(state)


#: Finishing the box being carried out.
DONE: Family[OmbState, act.Done] = Family(act.Done, _legal_done, _done)


def _end_of_turn(state: OmbState, current: Frame) -> list[Event]:
    return next_turn(state)


#: The end of a turn, once its checks have run: the next turn, or the end of the game.
END_OF_TURN_STAGE: Stage[OmbState] = Stage(
    name=END_OF_TURN, seats=lambda s, f: [], run=_end_of_turn
)
