"""Carrying out an action (book "Exécuter une action") and the option prompt.

Step 1, on a zone where one has the majority (both options, in any order) or a tie (draw one
barrel first, then one option; I7); under the Brutal rules and on a region one option. Grey
Ops first takes one barrel from the HQ onto the black market (not under the Brutal rules;
the Fixer may skip it; I18). One may stop at any time ("finish", even before any option, I8);
then all one's agents on the zone go home. In the Peak Oil phase each player with agents on
the zone uses one option, without a tie draw (I22).
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event, Step

from .barrels import draw_series
from .data import board, tables
from .helpers import msg, place, standing, who
from .state import ActionState, PeakOilState, Task
from .tasks import OPTIONS, YES_NO, automatic, choose, decision, push, task


def zone_options(state: PeakOilState, zone: str) -> tuple[str, ...]:
    if zone in board.REGION_IDS:
        return ("transport",)
    variant: tables.Variant = "brutal" if state.brutal else "normal"
    return tuple(o.id for o in tables.ACTION_ZONES[zone].options_for(variant))


def can_act(state: PeakOilState, seat: int, zone: str) -> bool:
    """A majority, or a tie (not under the Indictment's penalty); Grey Ops needs a barrel in
    the HQ for its payment (I18) unless the Brutal rules or the Fixer waive it."""
    how = standing(state, zone, seat)
    if how == "none" or (how == "tie" and state.penalty(seat, "no_tie_actions")):
        return False
    if (
        zone == "grey_ops"
        and not state.brutal
        and not state.has_consultant(seat, "grey_ops_payment_waived")
    ):
        return state.players[seat].barrels >= tables.GREY_OPS_PAYMENT
    return True


def start_action(state: PeakOilState, seat: int, zone: str, peak: bool = False) -> list[Event]:
    how = standing(state, zone, seat)
    options = zone_options(state, zone)
    count = 1 if (how == "tie" or state.brutal or peak) else len(options)
    state.action = ActionState(seat=seat, zone=zone, options_left=count, peak=peak)
    state.turn.fresh = False
    events = [msg.say("act", name=who(state, seat), place=zone, standing=how)]
    queued = []
    if how == "tie" and not peak and not state.has_consultant(seat, "tie_without_draw"):
        queued += draw_series(state, seat, 1)
    if zone == "grey_ops" and not state.brutal:
        if state.has_consultant(seat, "grey_ops_payment_waived"):
            queued.append(task("grey_payment_choice", seat))
        else:
            queued.append(task("grey_payment", seat))
    push(state, *queued)
    return events


@automatic("grey_payment")
def grey_payment(state: PeakOilState, current: Task) -> list[Event]:
    """book "Opérations grises": "D'abord … placer un Baril de votre SS sur une case vide du
    Marché Noir"; without one (a tie's crisis took it, or in the Peak Oil phase) no option
    may be used (I29)."""
    player = state.players[current.seat]
    if player.barrels < tables.GREY_OPS_PAYMENT:
        if state.action is not None:
            state.action.options_left = 0
        return [msg.say("grey_unpaid", name=who(state, current.seat))]
    player.barrels -= 1
    state.loose += 1
    push(state, task("place", current.seat, source="grey_ops"))
    return []


def _grey_choice_legal(state: PeakOilState, current: Task) -> list[ActionSpec]:
    if state.players[current.seat].barrels < 1:
        return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")])
    return choose("Fixer: pay a barrel to the black market anyway?", "pay", YES_NO)


@decision("grey_payment_choice", _grey_choice_legal)
def grey_payment_choice(state: PeakOilState, current: Task, action: Any) -> list[Event]:
    if action.value == "yes":
        push(state, task("grey_payment", current.seat))
    return []


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


def option_specs(state: PeakOilState, ctx: ActionState) -> list[ActionSpec]:
    specs = []
    choices = usable_options(state, ctx)
    if choices:
        specs.append(
            ActionSpec(
                kind="option",
                label=f"Use an option of {place(ctx.zone)} ({ctx.options_left} left)",
                steps=[Step(param="option", label="option", choices=choices)],
            )
        )
    specs.append(ActionSpec(kind="finish", label="Finish the action (your agents go home)"))
    return specs


def use_option(state: PeakOilState, action: Any) -> list[Event]:
    ctx = state.action
    assert ctx is not None
    option_id = str(action.option)
    ctx.used.append(option_id)
    ctx.options_left -= 1
    return OPTIONS[option_id].use(state, ctx.seat, ctx, action)


def finish_action(state: PeakOilState) -> list[Event]:
    """book: "retirez tous vos Agents de cette zone d'Action et placez-les sur votre SS"."""
    ctx = state.action
    assert ctx is not None
    seat, zone = ctx.seat, ctx.zone
    home = state.zones[zone][seat]
    state.zones[zone][seat] = 0
    state.players[seat].agents_hq += home
    if zone not in state.turn.left:
        state.turn.left.append(zone)
    state.action = None
    if not ctx.peak:
        state.turn.step = 2
    return [msg.say("agents_home", name=who(state, seat), count=home, place=zone)]
