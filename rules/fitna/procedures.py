"""Every procedure of Fitna, in one tuple: the game's flow on the kit's stack
(``rules/core/flow.py``).

* the segments of the seat on turn (``turn.py``): ``select`` (the opening hands, 7.0), then
  ``events``, ``planning``, ``movement``, ``offensives``, ``strategic``, ``adjust`` (12.1): the
  frame at the bottom of the stack;
* ``activation`` (``activation.py``): Daesh's or the Kurds' operations bought with a card (25.2,
  26.2), standing above the segment (the flow's overlay) while ``state.activation`` lasts and
  no battle or card is on top;
* ``battle`` (``combat.py``): an offensive, from its declaration to its end (18.0-18.7), a
  frame on top of the segment whose stage is the step it is at (``combat.STEPS``); it never
  waits: its decisions are questions;
* ``effects`` (``events.py``): a card's effects (or a special joker's), a frame holding the
  next one, waiting under the questions an effect asked;
* ``questions``: above everything whenever the kit's questions (:mod:`rules.core.questions`) are
  open, however they were asked —
  a defender's support cards, losses and retreats, an event's picks, bids, exchanges — waiting
  on the seats asked; its moves are the answers their questions offer (each question's rule
  is in the module of its part of the rules, gathered in :data:`QUESTIONS`).

Jokers and special jokers (9.0, 10.0) are interjections: open to every seat at any time after
the opening hands.
"""

from __future__ import annotations

from pydantic import BaseModel

from rules.core import ActionSpec, Event
from rules.core.flow import Family, Flow, Frame, Stage
from rules.core.questions import Question, QuestionRule, QuestionTable

from . import activation, alliances, bidding, combat, events, reinforce, turn
from .actions import Bid, Choose, Pass, Support
from .state import FitnaState


def bids_in(state: FitnaState, question: Question) -> list[Event]:
    """7.1: every bid is in: the order is set and the first phase starts."""
    return bidding.settle(state, question) + turn.start_phase(state)


QUESTIONS: QuestionTable[FitnaState] = QuestionTable(
    [
        *combat.RULES,
        *events.RULES,
        *reinforce.RULES,
        *alliances.RULES,
        QuestionRule("bid", legal=bidding.bid_legal, settle=bids_in),
    ]
)


def _question_legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    """The answers the question asked of ``seat`` offers (its rule builds them together)."""
    return QUESTIONS.legal(state, state.questions, seat)


def _nothing(state: FitnaState, seat: int) -> list[ActionSpec]:
    return []


def answer(state: FitnaState, seat: int, action: BaseModel) -> list[Event]:
    """``seat``'s answer to its question (a battle waiting on it goes on once no question is
    left open: its stage stands next). A question a card's procedure waits on passes the
    questions its answer asks to that procedure (:func:`events.claim`); its last one
    answered, the card goes on at once with its next effects (:func:`events.carry_on`),
    wherever its frame stands and whatever else is still asked."""
    question = state.questions.for_seat(seat)
    card = events.owner(state, question.id)
    first = state.questions.next_id
    said = QUESTIONS.play(state, state.questions, seat, action)
    if card is not None:
        events.claim(state, card, first)
        if not events.waits(state, card):
            said += events.carry_on(state, card)
    return said


def _asked(state: FitnaState, current: Frame) -> list[int]:
    return state.questions.waiting()


#: The answers the open question offers (its rule's tree), then the jokers.
QUESTIONS_STAGE: Stage[FitnaState] = Stage(
    "questions",
    (
        Family(Choose, _nothing, answer),
        Family(Support, _nothing, answer),
        Family(Bid, _nothing, answer),
        Family(Pass, _nothing, answer),
        turn.JOKER,
        turn.SPECIAL,
    ),
    seats=_asked,
    offer=_question_legal,
)

#: Daesh's or the Kurds' operations, on top of the segment of the seat that played the card.
ACTIVATION: Stage[FitnaState] = Stage(
    "activation",
    (*activation.FAMILIES, turn.JOKER, turn.SPECIAL),
    seats=activation.on_turn,
)


def overlay(state: FitnaState) -> str | None:
    """Open questions are answered first, then a card goes on with its effects (its frame
    on top), then a battle goes on, then an activation's operations; else the segment on the
    stack runs."""
    top = state.stack[-1].kind if state.stack else None
    card = state.stack[-1] if top == "effects" else None
    if state.questions.open and (card is None or events.waits(state, card)):
        return "questions"
    if top in ("effects", "battle"):
        return None
    if state.activation is not None:
        return "activation"
    return None


FLOW: Flow[FitnaState] = Flow(
    (*turn.STAGES, ACTIVATION, combat.BATTLE, *combat.STEPS, events.EFFECTS, QUESTIONS_STAGE),
    interjections=(turn.JOKER, turn.SPECIAL),
    overlay=overlay,
)
