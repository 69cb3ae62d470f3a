"""Expand (book "Étendre"): Recruit and Dispatch.

*Recruit*: one of one's agents from the general supply into the HQ, never more than four in
all (the Headhunter may take one more, I13). *Dispatch*: all one's agents from Expand to one
other zone (five agents at most there); outside the Peak Oil phase one may then act there with
the usual rules (a tie draws), which ends the Expand action (I33). In the Peak Oil phase the
dispatched agents stay and are resolved when their zone comes (I22).
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event
from rules.core.builders import ask
from rules.core.flow import Frame, Stage
from rules.core.text import Said

from .acting import can_act, finish_action, start_action
from .actions import Choose
from .actions import Option as OptionMove
from .data import tables
from .helpers import msg, place, standing, who
from .state import ActionState, PeakOilState
from .tasks import YES_NO, Option, choose, decision, push, seat_of, task
from .turn import entered


def _can_recruit(state: PeakOilState, seat: int) -> bool:
    return (
        state.players[seat].agents_supply > 0
        and state.recruited(seat) < tables.MAX_AGENTS_PER_PLAYER
    )


def _recruit_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    if not _can_recruit(state, seat):
        return None
    return Choice(value="recruit", label=Said("label.recruit"))


def _recruit_one(state: PeakOilState, seat: int) -> list[Event]:
    state.players[seat].agents_supply -= 1
    state.players[seat].agents_hq += 1
    return [msg.say("recruit", name=who(state, seat))]


def recruit(state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove) -> list[Event]:
    events = _recruit_one(state, seat)
    if state.has_consultant(seat, "recruit_extra") and _can_recruit(state, seat):
        push(state, task("more_recruit", seat))
    return events


def _more_recruit_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    return choose(Said("label.headhunter"), Said("step.recruit"), YES_NO)


def more_recruit(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    if action.value == "yes":
        return _recruit_one(state, seat_of(current))
    return []


def dispatch_destinations(state: PeakOilState, seat: int) -> list[str]:
    mine = state.zones["expand"][seat]
    return [
        z
        for z in state.zones
        if z != "expand" and state.zone_total(z) + mine <= tables.MAX_AGENTS_PER_ZONE
    ]


def _dispatch_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    if state.zones["expand"][seat] == 0:
        return None
    places = [Choice(value=z, label=place(z)) for z in dispatch_destinations(state, seat)]
    if not places:
        return None
    return Choice(
        value="dispatch",
        label=Said("label.dispatch"),
        then=ask("to", Said("step.destination"), places),
    )


def dispatch(state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove) -> list[Event]:
    to = str(action.to)
    moved = state.zones["expand"][seat]
    state.zones["expand"][seat] = 0
    state.zones[to][seat] += moved
    if "expand" not in state.turn.left:
        state.turn.left.append("expand")
    entered(state.turn, to)
    events = [msg.say("dispatch", name=who(state, seat), count=moved, place=to)]
    if not ctx.peak and can_act(state, seat, to):
        push(state, task("act_there", seat, zone=to))
    return events


def _act_there_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    zone = current.data["zone"]
    how = standing(state, zone, seat_of(current))
    return choose(Said("label.act_there", zone=zone, standing=how), Said("step.act_there"), YES_NO)


def act_there(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    if action.value != "yes":
        return []
    events = finish_action(state)
    state.turn.step = 1
    return events + start_action(state, seat_of(current), current.data["zone"])


OPTIONS: tuple[Option, ...] = (
    Option("recruit", _recruit_offer, recruit),
    Option("dispatch", _dispatch_offer, dispatch),
)

STAGES: tuple[Stage[PeakOilState], ...] = (
    decision("more_recruit", _more_recruit_legal, more_recruit),
    decision("act_there", _act_there_legal, act_there),
)
