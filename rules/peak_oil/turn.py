"""The turn's steps (book "Étapes du tour", "Réassigner un agent") and security tokens.

Step 1: reassign one agent or act (``acting.py``); step 2: reassign one agent (compulsory;
skipped when no reassignment is legal, I5); step 3 (optional): pay 2 barrels (the Lobbyist: 1
fewer; Parliamentary Inquiry: 1 more; not with Strike or CEO Arrested) to reassign one more.
A reassignment takes an agent from the HQ or a zone to the HQ or a zone, but not onto a zone
an agent of yours left this turn, nor off a zone an agent of yours was put on this turn (the
book's note: no zone ends a turn with the count it began with; I39), nor onto a zone holding
five agents, nor back where it came from, nor an agent already reassigned this turn (I6). Security tokens may be used at any
moment of one's own turn (I20). Brutal: at the start of one's turn, with all one's recruited
agents on the counter, one may take them all home.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.builders import ask

from .acting import can_act, start_action
from .data import tables
from .helpers import msg, place, standing, who
from .invest import counter_home
from .state import HQ, PeakOilState, TurnState

# ---------------------------------------------------------------------------- reassigning


def movable(state: PeakOilState, seat: int, turn: TurnState) -> list[str]:
    """Places holding an agent of ``seat`` not yet reassigned this turn, but no zone an agent
    of ``seat`` was put on this turn (book: "impossible d'avoir le même nombre d'Agents sur la
    même zone d'Action, au début et à la fin de votre tour"; I39)."""
    found = []
    if state.players[seat].agents_hq - turn.moved.get(HQ, 0) > 0:
        found.append(HQ)
    for zone, counts in state.zones.items():
        if zone not in turn.entered and counts[seat] - turn.moved.get(zone, 0) > 0:
            found.append(zone)
    return found


def entered(turn: TurnState, zone: str) -> None:
    """Remember that an agent was put on ``zone`` this turn (I39)."""
    if zone != HQ and zone not in turn.entered:
        turn.entered.append(zone)


def destinations(state: PeakOilState, source: str, turn: TurnState) -> list[str]:
    found = [HQ] if source != HQ else []
    for zone in state.zones:
        if zone == source or zone in turn.left:
            continue
        if state.zone_total(zone) >= tables.MAX_AGENTS_PER_ZONE:
            continue
        found.append(zone)
    return found


def reassign_spec(state: PeakOilState, seat: int, turn: TurnState, label: str) -> ActionSpec | None:
    sources = []
    for source in movable(state, seat, turn):
        targets = [Choice(value=d, label=place(d)) for d in destinations(state, source, turn)]
        if targets:
            sources.append(Choice(value=source, label=place(source), then=ask("to", "to", targets)))
    if not sources:
        return None
    return ActionSpec(
        kind="reassign",
        label=label,
        steps=[Step(param="source", label="agent from", choices=sources)],
    )


def reassign(state: PeakOilState, seat: int, source: str, to: str) -> list[Event]:
    turn = state.turn
    if source == HQ:
        state.players[seat].agents_hq -= 1
    else:
        state.zones[source][seat] -= 1
        if source not in turn.left:
            turn.left.append(source)
    if to == HQ:
        state.players[seat].agents_hq += 1
    else:
        state.zones[to][seat] += 1
        entered(turn, to)
    turn.moved[to] = turn.moved.get(to, 0) + 1
    turn.fresh = False
    return [msg.say("reassign", name=who(state, seat), source=source, dest=to)]


def extra_cost(state: PeakOilState, seat: int) -> int | None:
    """Step 3's price, or ``None`` when a crisis forbids it."""
    if state.penalty(seat, "no_extra_reassign"):
        return None
    cost = tables.EXTRA_REASSIGN_COST - state.has_consultant(seat, "extra_reassign_discount")
    return max(0, cost) + state.penalty(seat, "extra_reassign_cost")


# ---------------------------------------------------------------------------- the steps


def act_spec(state: PeakOilState, seat: int) -> ActionSpec | None:
    zones = [
        Choice(value=z, label=f"{place(z)} ({standing(state, z, seat)})")
        for z in state.zones
        if can_act(state, seat, z)
    ]
    if not zones:
        return None
    return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))


def can_go_home(state: PeakOilState, seat: int) -> bool:
    """Brutal: at the start of the turn, every recruited agent is on the counter."""
    return (
        state.brutal
        and state.turn.fresh
        and state.on_counter(seat) > 0
        and state.on_counter(seat) == state.recruited(seat)
    )


def step_specs(state: PeakOilState, seat: int) -> list[ActionSpec]:
    """The moves of the player on turn between actions (without security tokens)."""
    turn = state.turn
    specs: list[ActionSpec | None] = []
    if turn.step == 1:
        specs.append(reassign_spec(state, seat, turn, "Step 1: reassign an agent"))
        specs.append(act_spec(state, seat))
        if can_go_home(state, seat):
            specs.append(
                ActionSpec(kind="counter_home", label="Take all your agents home from the counter")
            )
    elif turn.step == 2:
        specs.append(reassign_spec(state, seat, turn, "Step 2: reassign an agent"))
    else:
        cost = extra_cost(state, seat)
        if cost is not None and state.players[seat].barrels >= cost:
            specs.append(
                reassign_spec(
                    state, seat, turn, f"Step 3: pay {cost} barrels to reassign one more agent"
                )
            )
    return [s for s in specs if s is not None]


def play_step(state: PeakOilState, seat: int, action: Any) -> list[Event]:
    turn = state.turn
    kind = action.kind
    if kind == "act":
        return start_action(state, seat, str(action.zone))
    if kind == "counter_home":
        turn.fresh = False
        return counter_home(state, seat)
    events: list[Event] = []
    was = turn.step
    if was == 3:
        cost = extra_cost(state, seat) or 0
        state.players[seat].barrels -= cost
        state.removed_black += cost
        events.append(msg.say("extra_paid", name=who(state, seat), cost=cost))
    events += reassign(state, seat, str(action.source), str(action.to))
    if was == 1:
        turn.step = 2
    elif was == 2:
        turn.step = 3
    else:
        turn.ended = True
    return events


# ---------------------------------------------------------------------------- security


def security_spec(state: PeakOilState, seat: int) -> ActionSpec | None:
    """book "Jetons de sécurité": for each token returned, swap two refinery tokens or two
    risk tokens, or flip one refinery or risk token, anywhere."""
    if state.players[seat].security <= 0:
        return None
    risk = list(state.risk)
    refineries = list(state.refineries)
    swaps = []
    for group in (risk, refineries):
        for i, first in enumerate(group):
            others = [Choice(value=o, label=place(o)) for o in group[i + 1 :]]
            swaps.append(
                Choice(value=first, label=place(first), then=ask("second", "with", others))
            )
    flips = [Choice(value=p, label=place(p)) for p in (*risk, *refineries)]
    modes = [
        Choice(
            value="swap",
            label="swap two tokens",
            then=[Step(param="first", label="token", choices=[c for c in swaps if c.then])],
        ),
        Choice(value="flip", label="flip a token", then=ask("first", "token", flips)),
    ]
    return ActionSpec(
        kind="security",
        label="Use a security token",
        steps=[Step(param="mode", label="how", choices=modes)],
    )


def use_security(state: PeakOilState, seat: int, action: Any) -> list[Event]:
    player = state.players[seat]
    player.security -= 1
    state.security_supply += 1
    first = str(action.first)
    tokens = state.risk if first in state.risk else state.refineries
    if action.mode == "flip":
        tokens[first].side = 1 - tokens[first].side
        return [msg.say("security_flip", name=who(state, seat), place=first)]
    second = str(action.second)
    tokens[first], tokens[second] = tokens[second], tokens[first]
    return [msg.say("security_swap", name=who(state, seat), first=first, second=second)]
