"""The turn's steps (book "Étapes du tour", "Réassigner un agent") and security tokens.

Step 1: reassign one agent or act (``acting.py``); step 2: reassign one agent (compulsory;
skipped when no reassignment is legal, I5); step 3 (optional): pay 2 barrels (the Lobbyist: 1
fewer; Parliamentary Inquiry: 1 more; not with Strike or CEO Arrested) to reassign one more.
A reassignment takes an agent from the HQ or a zone to the HQ or a zone, but not onto a zone
an agent of yours left this turn, nor off a zone an agent of yours was put on this turn (the
book's note: no zone ends a turn with the count it began with; I39), nor onto a zone holding
five agents, nor back where it came from, nor an agent already reassigned this turn (I6). Security tokens may be used at any
moment of one's own turn (I20, ``security.py``). Brutal: at the start of one's turn, with all
one's recruited agents on the counter, one may take them all home.

The turn is the procedure ``turn`` of the flow, at the bottom of the stack until Peak Oil; its
moves are the families of :data:`TURN`, side by side with their legal trees.
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.builders import ask
from rules.core.flow import Family, Frame, Stage, frame, goto
from rules.core.text import Said

from .acting import can_act, start_action
from .actions import Act, CounterHome, Pass, Reassign
from .data import tables
from .helpers import msg, place, standing, who
from .invest import counter_home
from .security import SECURITY
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


def destinations(state: PeakOilState, turn: TurnState) -> list[str]:
    """Where a reassigned agent may go, wherever it comes from (but never back where it came
    from): the HQ, and every zone no agent of the player left this turn that holds fewer than
    five agents."""
    limit = tables.MAX_AGENTS_PER_ZONE
    left = turn.left
    return [HQ] + [
        zone for zone, counts in state.zones.items() if zone not in left and sum(counts) < limit
    ]


def reassign_spec(
    state: PeakOilState, seat: int, turn: TurnState, label: Said
) -> ActionSpec | None:
    sources = []
    movable_from = movable(state, seat, turn)
    if movable_from:
        places = destinations(state, turn)
        # One choice per place, shared by every source's list (a tree is only read; building
        # it once per place, not per source and place, is issue 31's speed).
        offered = [Choice(value=d, label=place(d)) for d in places]
        for source in movable_from:
            targets = [choice for choice in offered if choice.value != source]
            if targets:
                then = ask("to", Said("step.to"), targets)
                sources.append(Choice(value=source, label=place(source), then=then))
    if not sources:
        return None
    return ActionSpec(
        kind="reassign",
        label=label,
        steps=[Step(param="source", label=Said("step.agent_from"), choices=sources)],
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
        Choice(value=z, label=Said("label.zone", zone=z, standing=standing(state, z, seat)))
        for z in state.zones
        if can_act(state, seat, z)
    ]
    if not zones:
        return None
    return ActionSpec(
        kind="act", label=Said("label.act"), steps=ask("zone", Said("step.zone"), zones)
    )


def can_go_home(state: PeakOilState, seat: int) -> bool:
    """Brutal: at the start of the turn, every recruited agent is on the counter."""
    return (
        state.brutal
        and state.turn.fresh
        and state.on_counter(seat) > 0
        and state.on_counter(seat) == state.recruited(seat)
    )


def step_specs(state: PeakOilState, seat: int) -> list[ActionSpec]:
    """The moves of the player on turn between actions (without "pass" and security)."""
    return [
        *_reassign_legal(state, seat),
        *_act_legal(state, seat),
        *_counter_home_legal(state, seat),
    ]


def _reassign_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    turn = state.turn
    spec = None
    if turn.step == 1:
        spec = reassign_spec(state, seat, turn, Said("label.reassign_1"))
    elif turn.step == 2:
        spec = reassign_spec(state, seat, turn, Said("label.reassign_2"))
    else:
        cost = extra_cost(state, seat)
        if cost is not None and state.players[seat].barrels >= cost:
            spec = reassign_spec(state, seat, turn, Said("label.reassign_3", cost=cost))
    return [spec] if spec is not None else []


def _reassign_step(state: PeakOilState, seat: int, action: Reassign) -> list[Event]:
    turn = state.turn
    events: list[Event] = []
    was = turn.step
    if was == 3:
        cost = extra_cost(state, seat) or 0
        state.players[seat].barrels -= cost
        state.removed_black += cost
        events.append(msg.say("extra_paid", name=who(state, seat), cost=cost))
    events += reassign(state, seat, action.source, action.to)
    if was == 1:
        turn.step = 2
    elif was == 2:
        turn.step = 3
    else:
        turn.ended = True
    return events


def _act_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    spec = act_spec(state, seat) if state.turn.step == 1 else None
    return [spec] if spec is not None else []


def _act(state: PeakOilState, seat: int, action: Act) -> list[Event]:
    return start_action(state, seat, action.zone)


def _counter_home_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    if state.turn.step != 1 or not can_go_home(state, seat):
        return []
    return [ActionSpec(kind="counter_home", label=Said("label.counter_home"))]


def _counter_home(state: PeakOilState, seat: int, action: CounterHome) -> list[Event]:
    state.turn.fresh = False
    return counter_home(state, seat)


def _pass_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    if state.turn.step != 3:
        return []
    return [ActionSpec(kind="pass", label=Said("label.end_turn"))]


def _pass(state: PeakOilState, seat: int, action: Pass) -> list[Event]:
    state.turn.ended = True
    return []


def _turn_seat(state: PeakOilState, current: Frame) -> list[int]:
    return [state.turn.seat]


def _turn_run(state: PeakOilState, current: Frame) -> list[Event] | None:
    """Wait on the player on turn, or carry the turn on: a step with no legal move is
    skipped (I5), a turn ended passes to the next player."""
    turn = state.turn
    if turn.ended:
        return _end_turn(state)
    if not step_specs(state, turn.seat):
        if turn.step == 3:
            turn.ended = True
        else:
            turn.step = 2 if turn.step == 1 else 3
        return []
    return None


def _end_turn(state: PeakOilState) -> list[Event]:
    """The next player's turn; once Peak Oil began, the others' reassignment instead: each
    other player in turn, clockwise from the marker's left (``peak.py``)."""
    state.turns += 1
    if state.peak_holder is not None:
        state.stage = "peak_reassign"
        order = [(state.peak_holder + i) % state.n for i in range(1, state.n)]
        goto(state, frame("peak_reassign", order=order))
        return []
    seat = (state.turn.seat + 1) % state.n
    state.turn = TurnState(seat=seat)
    return [msg.say("turn_start", name=who(state, seat))]


TURN: Stage[PeakOilState] = Stage(
    name="turn",
    seats=_turn_seat,
    families=(
        Family(Reassign, _reassign_legal, _reassign_step),
        Family(Act, _act_legal, _act),
        Family(CounterHome, _counter_home_legal, _counter_home),
        Family(Pass, _pass_legal, _pass),
        SECURITY,
    ),
    run=_turn_run,
)
