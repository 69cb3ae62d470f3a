"""Peak Oil and the end (book "Pénurie – fin de la partie").

When the bag holds no black barrel (``barrels.check_peak_oil``, I21) the player on turn holds
the Peak Oil marker; their turn ends normally. Then each other player, clockwise from the
marker's left, may reassign one agent (a question of the kit, default: no reassignment, I22).
Then the Peak Oil phase checks each zone in the book's order (Expand, Develop, the regions west
to east, Invest, Grey Ops): on each, the majority holder uses one option first, then every
other player with an agent there, clockwise from the marker; each then takes their agents
home. Displays are not refilled. When every zone has been checked the game is over.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Event
from rules.core.questions import Question, QuestionRule, QuestionTable

from .acting import start_action
from .data import tables
from .helpers import msg, who
from .state import PORTFOLIOS, PeakOilState, TurnState
from .turn import reassign, reassign_spec

PASS = {"kind": "pass"}


def clockwise_from(state: PeakOilState, first: int) -> list[int]:
    return [(first + i) % state.n for i in range(state.n)]


def start_peak_reassign(state: PeakOilState) -> list[Event]:
    assert state.peak_holder is not None
    state.stage = "peak_reassign"
    order = clockwise_from(state, state.peak_holder)[1:]
    return _ask_next(state, order)


def _ask_next(state: PeakOilState, order: list[int]) -> list[Event]:
    """Ask the next player of ``order`` who could reassign (one question at a time: "à tour
    de rôle"); none left: the phase begins."""
    while order:
        seat = order.pop(0)
        state.turn = TurnState(seat=seat, step=2)
        if reassign_spec(state, seat, state.turn, "") is not None:
            state.questions.ask("peak_reassign", [seat], default=PASS, data={"order": order})
            return []
    return start_phase(state)


def _legal(state: PeakOilState, question: Question, seat: int) -> list[ActionSpec]:
    spec = reassign_spec(state, seat, state.turn, "Peak Oil: reassign one agent (optional)")
    specs = [spec] if spec is not None else []
    return [*specs, ActionSpec(kind="pass", label="Do not reassign")]


def _answer(state: PeakOilState, question: Question, seat: int, action: Any) -> list[Event]:
    if action.kind == "reassign":
        return reassign(state, seat, str(action.source), str(action.to))
    return [msg.say("peak_pass", name=who(state, seat))]


def _settle(state: PeakOilState, question: Question) -> list[Event]:
    return _ask_next(state, list(question.data["order"]))


QUESTIONS: QuestionTable[PeakOilState] = QuestionTable(
    [QuestionRule(kind="peak_reassign", legal=_legal, answer=_answer, settle=_settle)]
)


def peak_zones(state: PeakOilState) -> list[str]:
    return [z for z in tables.PEAK_OIL_ORDER if z in state.zones]


def start_phase(state: PeakOilState) -> list[Event]:
    state.stage = "peak_phase"
    state.peak.zone_index = -1
    state.peak.seats = []
    return [msg.say("peak_phase")]


def end_game(state: PeakOilState) -> list[Event]:
    """Every zone checked: the portfolios are shown for the count (book "Comptage": "y compris
    celles de votre Portefeuille") and the game is over."""
    state.stage = "over"
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
