"""Alliances (29.0): two players may exchange one card each (one exchange only) in the
Events segment of one of them, announced to all, the cards unseen; both must agree. And
20.0's leave: where a Syrian and an Iranian player both play, the Syrian player moves or
engages the Hezbollah units stacked with his own only with the Iranian player's leave, asked
(once a phase, in his Events segment) and answered by the Iranian player."""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, builders
from rules.core.questions import Question, QuestionRule
from rules.core.text import Said

from . import board, hands
from .actions import Choose, Exchange, Pass
from .messages import say
from .state import FitnaState


def legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    """The offer: one card of one's hand to a player holding cards, once a phase."""
    if state.exchanged:
        return []
    partners = [s for s in range(len(state.seats)) if s != seat and hands.hand(state, s)]
    if not partners or not hands.hand(state, seat):
        return []
    to = [Choice.of(s, Said("label.seat", name=state.seats[s])) for s in partners]
    with_partner = [
        builders.branch(n, hands.card_label(n), "partner", Said("step.with"), to)
        for n in hands.hand(state, seat)
    ]
    return [
        builders.action(
            "exchange", Said("label.exchange"), "card", Said("step.card_offered"), with_partner
        )
    ]


def offer(state: FitnaState, seat: int, action: Exchange) -> list[Event]:
    state.exchanged = True
    state.questions.ask("exchange", [action.partner], source=seat, default={"kind": "pass"},
                        data={"card": action.card})  # fmt: skip
    return [say("exchange_offer", name=state.seats[seat], other=state.seats[action.partner])]


def _legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    cards = [Choice.of(str(n), hands.card_label(n)) for n in hands.hand(state, seat)]
    giver = state.seats[question.source or 0]
    return [
        builders.action(
            "choose", Said("label.give_card", name=giver), "value", Said("step.card"), cards
        ),
        ActionSpec(kind="pass", label=Said("label.refuse_exchange")),
    ]


def _answer(state: FitnaState, question: Question, seat: int, action: Choose | Pass) -> list[Event]:
    giver = int(question.source or 0)
    if not isinstance(action, Choose):
        return [say("exchange_refused", name=state.seats[seat])]
    offered = int(question.data["card"])
    back = int(action.value)
    hands.give(state, giver, seat, offered)
    hands.give(state, seat, giver, back)
    return [
        say("exchanged", name=state.seats[giver], other=state.seats[seat]),
        say("you_got", to=seat, card=offered),
        say("you_got", to=giver, card=back),
    ]


def leave_legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    """Asking the leave: once a phase, when Hezbollah units stand with the seat's Syrians."""
    giver = board.leave_giver(state, seat)
    if giver is None or state.leave_asked or not board.stacked_hezbollah(state, seat):
        return []
    label = Said("label.ask_leave", name=state.seats[giver])
    return [ActionSpec(kind="leave", label=label)]


def ask_leave(state: FitnaState, seat: int) -> list[Event]:
    giver = board.leave_giver(state, seat)
    assert giver is not None  # the legal tree offers it only then
    state.leave_asked = True
    state.questions.ask("leave", [giver], source=seat, default={"kind": "pass"})
    return [say("leave_asked", name=state.seats[seat], other=state.seats[giver])]


def _leave_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    asker = state.seats[question.source or 0]
    grant = [Choice.of("yes", Said("label.grant_leave", name=asker))]
    return [
        builders.action(
            "choose", Said("label.lend_hezbollah", name=asker), "value", Said("kit.answer"), grant
        ),
        ActionSpec(kind="pass", label=Said("label.refuse_leave")),
    ]


def _leave_answer(
    state: FitnaState, question: Question, seat: int, action: Choose | Pass
) -> list[Event]:
    if not isinstance(action, Choose):
        return [say("leave_refused", name=state.seats[seat])]
    state.leave_granted = True
    return [say("leave_granted", name=state.seats[seat], other=state.seats[question.source or 0])]


RULES = [
    QuestionRule("exchange", _legal, _answer),
    QuestionRule("leave", _leave_legal, _leave_answer),
]
