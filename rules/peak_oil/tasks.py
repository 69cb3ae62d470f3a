"""The steps of a rule, as procedures of the kit's flow (``rules/core/flow.py``).

A Peak Oil action is a chain of steps, some of which wait on the player: a transport draws a
barrel per barrel icon (a black one goes onto a black-market space *of the player's choice*;
a red one is a crisis, after which the player *may* draw again), then takes the barrels, then
puts one per skull on the black market (a space of choice each time), then flips tokens. Each
step is a procedure on the state's stack (``push`` puts them on top, the first given running
first). Each kind of step is either

* **automatic** (:func:`automatic`): carried out at once, it may push more steps (a red
  barrel pushes its crisis, then the question "draw again?");
* or a **decision** (:func:`decision`): it waits on its seat, answered with ``choose`` (the
  legal tree and what the answer does written beside each other, in the module that asks
  it), or by a security token, usable at every decision of one's own turn (I20).

Every module declares its steps in a tuple (``STAGES``); ``procedures.py`` gathers them into
the game's flow. An option of a zone (``Option``: its offer in the "option" step beside what
it does) is declared the same way, in a tuple ``OPTIONS`` of its module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import ActionSpec, Choice, Event
from rules.core.builders import ask
from rules.core.flow import Family, Frame, Stage, call, end, frame, top
from rules.core.flow import step as kit_step
from rules.core.text import Said

from .actions import Choose
from .actions import Option as OptionMove
from .security import SECURITY
from .state import ActionState, PeakOilState

#: ``legal(state, frame)``: the decision's tree (a ``choose`` spec).
Legal = Callable[[PeakOilState, Frame], list[ActionSpec]]
#: ``play(state, frame, action)``: what the answer does (the frame already ended).
Answer = Callable[[PeakOilState, Frame, Choose], list[Event]]
Do = Callable[[PeakOilState, Frame], list[Event]]


def task(kind: str, seat: int, **data: Any) -> Frame:
    """The step ``kind`` of ``seat`` with its ``data``."""
    return frame(kind, seat, **data)


def push(state: PeakOilState, *tasks: Frame) -> None:
    """Put ``tasks`` on top of the stack, in this order (they come next)."""
    call(state, *tasks)


def seat_of(current: Frame) -> int:
    """The seat of a step (every step has one)."""
    assert current.seat is not None, current.kind
    return current.seat


def automatic(kind: str, do: Do) -> Stage[PeakOilState]:
    """A step carried out at once."""
    return kit_step(kind, do)


def decision(kind: str, legal: Legal, answer: Answer) -> Stage[PeakOilState]:
    """A step waiting on its seat's ``choose`` (its frame ends when answered), beside the
    seat's security tokens."""

    def offer(state: PeakOilState, seat: int) -> list[ActionSpec]:
        return legal(state, top(state))

    def play(state: PeakOilState, seat: int, action: Choose) -> list[Event]:
        return answer(state, end(state), action)

    return Stage(name=kind, families=(Family(Choose, offer, play, prompt=kind), SECURITY))


def choose(label: Said, question: Said, choices: list[tuple[str, Said]]) -> list[ActionSpec]:
    """A decision answered with ``{"kind": "choose", "value": ...}`` among ``choices``."""
    answers = [Choice(value=v, label=text) for v, text in choices]
    return [ActionSpec(kind="choose", label=label, steps=ask("value", question, answers))]


YES_NO = [("yes", Said("label.yes")), ("no", Said("label.no"))]
NO = ("no", Said("label.no"))
NONE = ("none", Said("label.none"))
NO_MORE = ("none", Said("label.no_more"))


# ---------------------------------------------------------------------------- options

#: ``offer(state, seat, action_state)``: the option's choice in the "option" step, with its
#: own steps in ``then`` (``None`` when it cannot be used now).
Offer = Callable[[PeakOilState, int, ActionState], Choice | None]
#: ``use(state, seat, action_state, action)``: carry the option out.
Use = Callable[[PeakOilState, int, ActionState, OptionMove], list[Event]]


@dataclass(frozen=True)
class Option:
    """One option of a zone: its legal choice and what it does, side by side."""

    id: str
    offer: Offer
    use: Use
