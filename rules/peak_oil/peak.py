"""Peak Oil and the end (book "Pénurie – fin de la partie").

When the bag holds no black barrel (``barrels.check_peak_oil``, I21) the player on turn holds
the Peak Oil marker; their turn ends normally. Then each other player, clockwise from the
marker's left, may reassign one agent (a question of the kit, default: no reassignment, I22).
Then the Peak Oil phase checks each zone in the book's order (Expand, Develop, the regions west
to east, Invest, Grey Ops): on each, the majority holder uses one option first, then every
other player with an agent there, clockwise from the marker; each then takes their agents
home. Displays are not refilled. When every zone has been checked the game is over.

Both are procedures of the flow: ``peak_reassign`` (a question to a seat not on turn, with its
default answer) replaces the turn, then ``peak_phase`` calls each player's action in turn.
"""

from __future__ import annotations

from rules.core import ActionSpec, Event
from rules.core.flow import Family, Frame, Stage, end, frame, goto, top
from rules.core.text import Said

from .acting import start_action
from .actions import Pass, Reassign
from .data import tables
from .helpers import msg, who
from .state import PORTFOLIOS, PeakOilState, TurnState
from .turn import reassign, reassign_spec

PASS = {"kind": "pass"}


def clockwise_from(state: PeakOilState, first: int) -> list[int]:
    return [(first + i) % state.n for i in range(state.n)]


def _ask_next(state: PeakOilState, current: Frame) -> list[Event] | None:
    """Wait on the player asked, or ask the next one of the frame's order who could reassign
    (one question at a time: "à tour de rôle"); none left: the phase begins."""
    if current.seat is not None:
        return None
    order: list[int] = current.data["order"]
    while order:
        seat = order.pop(0)
        state.turn = TurnState(seat=seat, step=2)
        if reassign_spec(state, seat, state.turn, Said("label.peak_reassign")) is not None:
            current.seat = seat
            return None
    return start_phase(state)


def _reassign_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    spec = reassign_spec(state, seat, state.turn, Said("label.peak_reassign"))
    return [spec] if spec is not None else []


def _reassign(state: PeakOilState, seat: int, action: Reassign) -> list[Event]:
    top(state).seat = None
    return reassign(state, seat, action.source, action.to)


def _pass_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="pass", label=Said("label.do_not_reassign"))]


def _pass(state: PeakOilState, seat: int, action: Pass) -> list[Event]:
    top(state).seat = None
    return [msg.say("peak_pass", name=who(state, seat))]


def _no_reassignment(state: PeakOilState, current: Frame, seat: int) -> dict[str, str]:
    return dict(PASS)


#: The question to each other player after Peak Oil: reassign one agent, or not (the default,
#: I22); the frame's seat is the player asked (none between two questions), its data the
#: seats still to ask.
PEAK_REASSIGN: Stage[PeakOilState] = Stage(
    name="peak_reassign",
    families=(Family(Reassign, _reassign_legal, _reassign), Family(Pass, _pass_legal, _pass)),
    run=_ask_next,
    default=_no_reassignment,
)


def peak_zones(state: PeakOilState) -> list[str]:
    return [z for z in tables.PEAK_OIL_ORDER if z in state.zones]


def start_phase(state: PeakOilState) -> list[Event]:
    state.stage = "peak_phase"
    goto(state, frame("peak_phase"))
    state.peak.zone_index = -1
    state.peak.seats = []
    return [msg.say("peak_phase")]


def end_game(state: PeakOilState) -> list[Event]:
    """Every zone checked: the portfolios are shown for the count (book "Comptage": "y compris
    celles de votre Portefeuille") and the game is over."""
    state.stage = "over"
    end(state)
    events = [msg.say("game_over")]
    for seat, player in enumerate(state.players):
        hand = state.portfolios.hands[seat]
        player.portfolio_shown = list(hand)
        hand.clear()
        for card in player.portfolio_shown:
            technology = PORTFOLIOS[card].technology
            events.append(msg.say("portfolio_shown", name=who(state, seat), technology=technology))
    return events


def zone_order(state: PeakOilState, zone: str) -> list[int]:
    """The majority holder first, then clockwise from the marker (I22)."""
    assert state.peak_holder is not None
    counts = state.zones[zone]
    present = [s for s in clockwise_from(state, state.peak_holder) if counts[s] > 0]
    top = max((counts[s] for s in present), default=0)
    leaders = [s for s in present if counts[s] == top]
    first = leaders if len(leaders) == 1 else []
    return first + [s for s in present if s not in first]


def advance_phase(state: PeakOilState) -> list[Event]:
    """Start the next player's option in the phase, or end the game."""
    zones = peak_zones(state)
    while True:
        while state.peak.seats:
            seat = state.peak.seats.pop(0)
            zone = zones[state.peak.zone_index]
            if state.zones[zone][seat] > 0:
                state.turn = TurnState(seat=seat, step=1)
                return start_action(state, seat, zone, peak=True)
        state.peak.zone_index += 1
        if state.peak.zone_index >= len(zones):
            return end_game(state)
        zone = zones[state.peak.zone_index]
        state.peak.seats = zone_order(state, zone)
        if state.peak.seats:
            return [msg.say("peak_zone", place=zone)] + advance_phase(state)


def _phase_run(state: PeakOilState, current: Frame) -> list[Event]:
    return advance_phase(state)


#: The Peak Oil phase: never waits itself; each player's option is an ``action`` it calls.
PEAK_PHASE: Stage[PeakOilState] = Stage(name="peak_phase", run=_phase_run)
