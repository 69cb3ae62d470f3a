"""Carrying out an action (book "Exécuter une action") and the option prompt.

Step 1, on a zone where one has the majority (both options, in any order) or a tie (draw one
barrel first, then one option; I7); under the Brutal rules and on a region one option. Grey
Ops first takes one barrel from the HQ onto the black market (not under the Brutal rules;
the Fixer may skip it; I18). One may stop at any time ("finish", even before any option, I8);
then all one's agents on the zone go home. In the Peak Oil phase each player with agents on
the zone uses one option, without a tie draw (I22).

An action is a procedure of the flow (``action``, above the turn or the Peak Oil phase): its
steps (a tie's draw, Grey Ops' payment) are pushed above it; its options and "finish" are the
stage's moves (``procedures.py``, which knows every zone's options).
"""

from __future__ import annotations

from rules.core import ActionSpec, Event
from rules.core.flow import Frame, Stage, call, end, frame
from rules.core.text import Said

from .actions import Choose
from .barrels import draw_series
from .data import board, tables
from .helpers import msg, standing, who
from .state import ActionState, PeakOilState
from .tasks import NO, YES_NO, automatic, choose, decision, push, seat_of, task


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
    call(state, frame("action"))
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


def grey_payment(state: PeakOilState, current: Frame) -> list[Event]:
    """book "Opérations grises": "D'abord … placer un Baril de votre SS sur une case vide du
    Marché Noir"; without one (a tie's crisis took it, or in the Peak Oil phase) no option
    may be used (I29)."""
    seat = seat_of(current)
    player = state.players[seat]
    if player.barrels < tables.GREY_OPS_PAYMENT:
        if state.action is not None:
            state.action.options_left = 0
        return [msg.say("grey_unpaid", name=who(state, seat))]
    player.barrels -= 1
    state.loose += 1
    push(state, task("place", seat, source="grey_ops"))
    return []


def _grey_choice_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    if state.players[seat_of(current)].barrels < 1:
        return choose(Said("label.fixer_pay"), Said("step.pay"), [NO])
    return choose(Said("label.fixer_pay_anyway"), Said("step.pay"), YES_NO)


def grey_payment_choice(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    if action.value == "yes":
        push(state, task("grey_payment", seat_of(current)))
    return []


def finish_action(state: PeakOilState) -> list[Event]:
    """book: "retirez tous vos Agents de cette zone d'Action et placez-les sur votre SS"; the
    action's procedure ends."""
    ctx = state.action
    ended = end(state)
    assert ctx is not None and ended.kind == "action", ended.kind
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


STAGES: tuple[Stage[PeakOilState], ...] = (
    automatic("grey_payment", grey_payment),
    decision("grey_payment_choice", _grey_choice_legal, grey_payment_choice),
)
