"""Expand (book "Étendre"): Recruit and Dispatch.

*Recruit*: one of one's agents from the general supply into the HQ, never more than four in
all (the Headhunter may take one more, I13). *Dispatch*: all one's agents from Expand to one
other zone (five agents at most there); outside the Peak Oil phase one may then act there with
the usual rules (a tie draws), which ends the Expand action (I33). In the Peak Oil phase the
dispatched agents stay and are resolved when their zone comes (I22).
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event
from rules.core.builders import ask

from .data import tables
from .helpers import msg, place, standing, who
from .state import ActionState, PeakOilState, Task
from .tasks import YES_NO, choose, decision, option, push, task
from .turn import entered


def _can_recruit(state: PeakOilState, seat: int) -> bool:
    return (
        state.players[seat].agents_supply > 0
        and state.recruited(seat) < tables.MAX_AGENTS_PER_PLAYER
    )


def _recruit_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    if not _can_recruit(state, seat):
        return None
    return Choice(value="recruit", label="Recruit: one more agent into your HQ")


def _recruit_one(state: PeakOilState, seat: int) -> list[Event]:
    state.players[seat].agents_supply -= 1
    state.players[seat].agents_hq += 1
    return [msg.say("recruit", name=who(state, seat))]


@option("recruit", _recruit_offer)
def recruit(state: PeakOilState, seat: int, ctx: ActionState, action: Any) -> list[Event]:
    events = _recruit_one(state, seat)
    if state.has_consultant(seat, "recruit_extra") and _can_recruit(state, seat):
        push(state, task("more_recruit", seat))
    return events


def _more_recruit_legal(state: PeakOilState, current: Task) -> list[ActionSpec]:
    return choose("Headhunter: recruit one more agent?", "recruit", YES_NO)


@decision("more_recruit", _more_recruit_legal)
def more_recruit(state: PeakOilState, current: Task, action: Any) -> list[Event]:
    if action.value == "yes":
        return _recruit_one(state, current.seat)
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
        label="Dispatch: all your agents on Expand to another zone",
        then=ask("to", "destination", places),
    )


@option("dispatch", _dispatch_offer)
def dispatch(state: PeakOilState, seat: int, ctx: ActionState, action: Any) -> list[Event]:
    to = str(action.to)
    moved = state.zones["expand"][seat]
    state.zones["expand"][seat] = 0
    state.zones[to][seat] += moved
    if "expand" not in state.turn.left:
        state.turn.left.append("expand")
    entered(state.turn, to)
    events = [msg.say("dispatch", name=who(state, seat), count=moved, place=to)]
    if not ctx.peak:
        from .acting import can_act

        if can_act(state, seat, to):
            push(state, task("act_there", seat, zone=to))
    return events


def _act_there_legal(state: PeakOilState, current: Task) -> list[ActionSpec]:
    zone = current.data["zone"]
    how = standing(state, zone, current.seat)
    return choose(
        f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO
    )


@decision("act_there", _act_there_legal)
def act_there(state: PeakOilState, current: Task, action: Any) -> list[Event]:
    if action.value != "yes":
        return []
    from .acting import finish_action, start_action

    events = finish_action(state)
    state.turn.step = 1
    return events + start_action(state, current.seat, current.data["zone"])
