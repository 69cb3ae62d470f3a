"""Every procedure of Peak Oil, in one tuple: the game's flow on the kit's stack
(``rules/core/flow.py``).

* ``turn`` (``turn.py``): the player on turn's steps; at the bottom of the stack until Peak
  Oil, when ``peak_reassign`` (``peak.py``, a question to each other player in turn, with its
  default answer) replaces it, then ``peak_phase`` (every zone resolved in the book's order);
  the stack is empty once the game is over.
* ``action``: an action being carried out on a zone (``acting.py``), above the turn or the
  Peak Oil phase: its moves are "option" (every zone's options, declared by each module in its
  ``OPTIONS``) and "finish"; it ends by itself when no option is left to use.
* the steps of the rules (``tasks.py``), pushed above the action by what the player does:
  automatic ones run at once, decisions wait on their seat — each module declares its own in
  its ``STAGES``.

Whenever a step ends, the bag's last black barrel is checked (``barrels.after_each``).
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.flow import Family, Flow, Frame, Stage
from rules.core.text import Said

from . import acting, barrels, crises, develop, expand, grey_ops, invest, transport
from .acting import finish_action, zone_options
from .actions import Finish
from .actions import Option as OptionMove
from .peak import PEAK_PHASE, PEAK_REASSIGN
from .security import SECURITY
from .state import ActionState, PeakOilState
from .tasks import Option
from .turn import TURN

#: Every option of every zone, by id (each module's ``OPTIONS``).
OPTIONS: dict[str, Option] = {
    option.id: option
    for option in (
        *expand.OPTIONS,
        *develop.OPTIONS,
        *invest.OPTIONS,
        *grey_ops.OPTIONS,
        *transport.OPTIONS,
    )
}


def usable_options(state: PeakOilState, ctx: ActionState) -> list[Choice]:
    if ctx.options_left <= 0:
        return []
    found = []
    for option_id in zone_options(state, ctx.zone):
        if option_id in ctx.used:
            continue
        choice = OPTIONS[option_id].offer(state, ctx.seat, ctx)
        if choice is not None:
            found.append(choice)
    return found


def _action(state: PeakOilState) -> ActionState:
    assert state.action is not None
    return state.action


def _option_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    ctx = _action(state)
    choices = usable_options(state, ctx)
    if not choices:
        return []
    return [
        ActionSpec(
            kind="option",
            label=Said("label.use_option", zone=ctx.zone, left=ctx.options_left),
            steps=[Step(param="option", label=Said("step.option"), choices=choices)],
        )
    ]


def _use_option(state: PeakOilState, seat: int, action: OptionMove) -> list[Event]:
    ctx = _action(state)
    ctx.used.append(action.option)
    ctx.options_left -= 1
    return OPTIONS[action.option].use(state, ctx.seat, ctx, action)


def _finish_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="finish", label=Said("label.finish_action"))]


def _finish(state: PeakOilState, seat: int, action: Finish) -> list[Event]:
    return finish_action(state)


def _acting_seat(state: PeakOilState, current: Frame) -> list[int]:
    return [_action(state).seat]


def _action_run(state: PeakOilState, current: Frame) -> list[Event] | None:
    """Wait while an option is left to use, else the action ends (the agents go home)."""
    ctx = _action(state)
    if ctx.options_left > 0 and usable_options(state, ctx):
        return None
    return finish_action(state)


ACTION: Stage[PeakOilState] = Stage(
    name="action",
    seats=_acting_seat,
    families=(
        Family(OptionMove, _option_legal, _use_option),
        Family(Finish, _finish_legal, _finish),
        SECURITY,
    ),
    run=_action_run,
)

#: The steps that wait on a player's ``choose`` (the public view's ``deciding``).
STEPS: tuple[Stage[PeakOilState], ...] = (
    *acting.STAGES,
    *barrels.STAGES,
    *crises.STAGES,
    *develop.STAGES,
    *expand.STAGES,
    *invest.STAGES,
    *transport.STAGES,
)
DECISIONS = frozenset(stage.name for stage in STEPS if not stage.automatic)

FLOW: Flow[PeakOilState] = Flow(
    stages=(TURN, ACTION, PEAK_REASSIGN, PEAK_PHASE, *STEPS), after=barrels.after_each
)
