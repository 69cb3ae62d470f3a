"""Every procedure of Fitna, in one tuple: the game's flow on the kit's stack
(``rules/core/flow.py``).

* the segments of the seat on turn (``turn.py``): ``select`` (the opening hands, 7.0), then
  ``events``, ``planning``, ``movement``, ``offensives``, ``strategic``, ``adjust`` (12.1): the
  frame at the bottom of the stack;
* ``activation`` (``activation.py``): Daesh's or the Kurds' operations bought with a card (25.2,
  26.2), a frame above the segment from the card's effect to the operations' end (a battle
  they declare goes above it);
* ``battle`` (``combat.py``): an offensive, from its declaration to its end (18.0-18.7), a
  frame on top of the segment whose stage is the step it is at (``combat.STEPS``); it never
  waits: its decisions are questions;
* ``effects`` (``events.py``): a card's effects (or a special joker's), a frame holding the
  next one, waiting under the questions an effect asked;
* ``questions``: above everything whenever the kit's questions (:mod:`rules.core.questions`) are
  open, however they were asked —
  a defender's support cards, losses and retreats, an event's picks, bids, exchanges — waiting
  on the seats asked, each answering in the stage of its question's kind (:data:`QUESTION_STAGES`:
  the answers the kind's rule offers, its default; each rule is in the module of its part of
  the rules, gathered in :data:`RULES`).

Jokers and special jokers (9.0, 10.0) are interjections: open to every seat at any time after
the opening hands.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from rules.core import ActionSpec, Event, flow
from rules.core.flow import Family, Flow, Frame, Stage
from rules.core.questions import Question, QuestionRule

from . import activation, alliances, bidding, combat, events, reinforce, turn
from .actions import Bid, Choose, Pass, Support
from .state import FitnaState


def bids_in(state: FitnaState, question: Question) -> list[Event]:
    """7.1: every bid is in: the order is set and the first phase starts."""
    return bidding.settle(state, question) + turn.start_phase(state)


#: Every kind of question Fitna asks and the rule that answers it (each rule beside the code
#: that asks it, in the module of its part of the rules).
RULES: tuple[QuestionRule[FitnaState], ...] = (
    *combat.RULES,
    *events.RULES,
    *reinforce.RULES,
    *alliances.RULES,
    QuestionRule("bid", legal=bidding.bid_legal, settle=bids_in),
)


def _nothing(state: FitnaState, seat: int) -> list[ActionSpec]:
    return []


def _question_stage(rule: QuestionRule[FitnaState]) -> Stage[FitnaState]:
    """The stage answering the questions of ``rule``'s kind: its moves are the answers the
    rule offers the seat asked (one tree of several kinds, the stage's ``offer``), played by
    the rule (:func:`answer`), then the jokers; its default, the rule's."""

    def offer(state: FitnaState, seat: int) -> list[ActionSpec]:
        question = state.questions.of(seat)
        return [] if question is None else rule.legal(state, question, seat)

    def play(state: FitnaState, seat: int, action: BaseModel) -> list[Event]:
        return rule.play(state, state.questions, seat, action)

    def default(state: FitnaState, current: Frame, seat: int) -> dict[str, Any] | None:
        return rule.default_of(state, state.questions, seat)

    return Stage(
        rule.kind,
        (
            Family(Choose, _nothing, play, answers=True),
            Family(Support, _nothing, play, answers=True),
            Family(Bid, _nothing, play, answers=True),
            Family(Pass, _nothing, play, answers=True),
            turn.JOKER,
            turn.SPECIAL,
        ),
        seats=_asked,
        offer=offer,
        default=default,
    )


def _asked(state: FitnaState, current: Frame) -> list[int]:
    return state.questions.waiting()


def _answering(state: FitnaState, current: Frame, seat: int) -> str:
    return state.questions.for_seat(seat).kind


#: Each kind of question, a stage of its own (:data:`QUESTIONS_STAGE` hands each seat asked
#: to the stage of its question's kind).
QUESTION_STAGES: tuple[Stage[FitnaState], ...] = tuple(_question_stage(rule) for rule in RULES)

#: The questions open in the kit's queue (``state.questions``, several at once, in batches):
#: it waits on the seats of the batch asked now, each answering through the stage of its
#: question's kind (the kit's ``answering``, as One More Barrel's questions).
QUESTIONS_STAGE: Stage[FitnaState] = Stage("questions", seats=_asked, answering=_answering)

#: Daesh's or the Kurds' operations, on top of the segment of the seat that played the card.
ACTIVATION: Stage[FitnaState] = Stage(
    "activation",
    (*activation.FAMILIES, turn.JOKER, turn.SPECIAL),
    seats=activation.on_turn,
)


def overlay(state: FitnaState) -> str | None:
    """Open questions are answered before the procedure on top goes on, unless it is a card
    waiting on none of them (it goes on with its effects)."""
    card = state.stack[-1] if state.stack and state.stack[-1].kind == "effects" else None
    if state.questions.open and (card is None or flow.waits(card, state.questions)):
        return "questions"
    return None


FLOW: Flow[FitnaState] = Flow(
    (
        *turn.STAGES,
        ACTIVATION,
        combat.BATTLE,
        *combat.STEPS,
        events.EFFECTS,
        QUESTIONS_STAGE,
        *QUESTION_STAGES,
    ),
    interjections=(turn.JOKER, turn.SPECIAL),
    overlay=overlay,
    questions=lambda state: state.questions,
)
