"""The steps of a rule still to be carried out, in a queue kept in the state.

A Peak Oil action is a chain of steps, some of which wait on the player: a transport draws a
barrel per barrel icon (a black one goes onto a black-market space *of the player's choice*;
a red one is a crisis, after which the player *may* draw again), then takes the barrels, then
puts one per skull on the black market (a space of choice each time), then flips tokens. The
queue ``state.tasks`` holds these steps in order. Each kind of task is either

* **automatic** (``automatic``): carried out at once, it may put more tasks at the front of
  the queue (a red barrel puts its crisis there, then the question "draw again?");
* or a **decision** (``decision``): it waits at the front of the queue for its seat's
  answer; its legal tree and what the answer does are written beside each other in the
  module that asks it.

``run`` carries out automatic tasks until the queue is empty or a decision is at its front.
Every module registers its kinds here when it is imported (``engine`` imports them all).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import ActionSpec, Choice, Event, Step

from .state import PeakOilState, Task

Auto = Callable[[PeakOilState, Task], list[Event]]
Legal = Callable[[PeakOilState, Task], list[ActionSpec]]
Play = Callable[[PeakOilState, Task, Any], list[Event]]


@dataclass(frozen=True)
class Decision:
    legal: Legal
    play: Play


AUTOMATIC: dict[str, Auto] = {}
DECISIONS: dict[str, Decision] = {}
#: Called after every task (the Peak Oil check: the bag's last black barrel).
AFTER_EACH: list[Callable[[PeakOilState], list[Event]]] = []


def automatic(kind: str) -> Callable[[Auto], Auto]:
    def register(function: Auto) -> Auto:
        assert kind not in AUTOMATIC and kind not in DECISIONS, kind
        AUTOMATIC[kind] = function
        return function

    return register


def decision(kind: str, legal: Legal) -> Callable[[Play], Play]:
    def register(function: Play) -> Play:
        assert kind not in AUTOMATIC and kind not in DECISIONS, kind
        DECISIONS[kind] = Decision(legal, function)
        return function

    return register


def push(state: PeakOilState, *tasks: Task) -> None:
    """Put ``tasks`` at the front of the queue, in this order (they come next)."""
    state.tasks[0:0] = list(tasks)


def task(kind: str, seat: int, **data: Any) -> Task:
    return Task(kind=kind, seat=seat, data=data)


def after_each(state: PeakOilState) -> list[Event]:
    events: list[Event] = []
    for check in AFTER_EACH:
        events.extend(check(state))
    return events


def run(state: PeakOilState) -> list[Event]:
    """Carry out automatic tasks until a decision waits (or the queue is empty)."""
    events: list[Event] = []
    while state.tasks and state.tasks[0].kind in AUTOMATIC:
        current = state.tasks.pop(0)
        events.extend(AUTOMATIC[current.kind](state, current))
        events.extend(after_each(state))
    return events


def waiting(state: PeakOilState) -> Task | None:
    """The decision at the front of the queue, if any."""
    if state.tasks and state.tasks[0].kind in DECISIONS:
        return state.tasks[0]
    return None


def legal(state: PeakOilState, current: Task) -> list[ActionSpec]:
    return DECISIONS[current.kind].legal(state, current)


def play(state: PeakOilState, action: Any) -> list[Event]:
    """Answer the decision at the front of the queue (already checked against its tree)."""
    current = state.tasks.pop(0)
    events = DECISIONS[current.kind].play(state, current, action)
    return events + after_each(state)


def choose(label: str, question: str, choices: list[tuple[str, str]]) -> list[ActionSpec]:
    """A decision answered with ``{"kind": "choose", "value": ...}`` among ``choices``."""
    return [
        ActionSpec(
            kind="choose",
            label=label,
            steps=[
                Step(
                    param="value",
                    label=question,
                    choices=[Choice(value=v, label=text) for v, text in choices],
                )
            ]
            if choices
            else [],
        )
    ]


YES_NO = [("yes", "yes"), ("no", "no")]


# ---------------------------------------------------------------------------- options

#: ``offer(state, seat, action_state)``: the option's choice in the "option" step, with its
#: own steps in ``then`` (``None`` when it cannot be used now).
Offer = Callable[[PeakOilState, int, Any], Choice | None]
#: ``use(state, seat, action_state, action)``: carry the option out.
Use = Callable[[PeakOilState, int, Any, Any], list[Event]]


@dataclass(frozen=True)
class OptionRule:
    offer: Offer
    use: Use


OPTIONS: dict[str, OptionRule] = {}


def option(option_id: str, offer: Offer) -> Callable[[Use], Use]:
    """Register the option ``option_id``: its legal choice and what it does, side by side."""

    def register(function: Use) -> Use:
        assert option_id not in OPTIONS, option_id
        OPTIONS[option_id] = OptionRule(offer, function)
        return function

    return register
