"""One More Barrel's questions to seats not on turn, on the kit's queue
(:mod:`rules.core.questions`) and the kit's flow.

Every question is asked of one seat (a battle's agreement goes to each ally, one question
each); questions of one batch are asked together and the game waits until the whole batch is
answered (the retreats of every battle at once). The region concerned and a transfer offer
are kept in the question's data; what the answers of several seats build together (a
battle's retreats chosen so far) is kept by the procedure that asked (:func:`hold`).

Asking a question puts the procedure ``questions`` (:data:`QUESTIONS_STAGE`) on top of the
stack; it waits on every seat asked in the batch asked now and hands each seat to the stage
of its own question's kind (``Stage.answering``): each kind is a stage declared by the module
that asks it, its families typed by their moves, wrapped by :func:`answer` (the question is
closed once answered) unless the answer closes it itself (a pacifism penalty's question stays
open while money is owed: the procedure waits on the seat again). The procedure ends when no
question is left open.

A procedure whose own data its questions' answers need (a battle at one of its steps: the
retreats chosen so far) waits under the questions procedure (:func:`hold`, the kit's
``beneath``), as many side by side as ask at once; the answer that completes its questions
brings it back on top (the kit's ``resume``).

Batches are numbered by the asking rules themselves (:func:`new_batch`, or a batch shared by
the questions of one step): :func:`ask` never takes a number of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

from rules.core import Event, IllegalAction
from rules.core.flow import Frame, Stage, beneath, call, end
from rules.core.questions import Question

from .state import QUESTIONS, OmbState, Pending, TransferOffer, pending_of

A = TypeVar("A", bound=BaseModel)


def ask_seat(
    state: OmbState,
    kind: str,
    seat: int,
    *,
    batch: int,
    region: str | None = None,
    source: int | None = None,
    offer: TransferOffer | None = None,
    data: dict[str, Any] | None = None,
) -> Question:
    """Ask ``seat`` a question of ``kind`` in ``batch``, after those already open."""
    payload = dict(data or {})
    if region is not None:
        payload["region"] = region
    if offer is not None:
        payload["offer"] = offer.model_dump(mode="json")
    queue = state.questions
    question = Question(
        id=queue.next_id,
        batch=batch,
        kind=kind,
        asked=[seat],
        waiting=[seat],
        source=source,
        data=payload,
    )
    queue.next_id += 1
    queue.open.append(question)
    if not state.stack or state.stack[-1].kind != QUESTIONS:
        call(state, Frame(kind=QUESTIONS))
    return question


def hold(state: OmbState, procedure: Frame) -> None:
    """Put ``procedure`` under the questions procedure (asked just now, on top): it waits
    there, its data at hand to the answers, while the questions it asked are open (a battle at
    one of its steps). Several wait side by side, so that their seats are asked together."""
    if not state.stack or state.stack[-1].kind != QUESTIONS:
        raise ValueError(f"{procedure.kind!r} waits under the questions, and none are asked")
    beneath(state, procedure)


def new_batch(state: OmbState) -> int:
    """A fresh batch number for questions asked together."""
    batch = state.questions.next_batch
    state.questions.next_batch += 1
    return batch


def seat_of(question: Question) -> int:
    """The seat a question is asked of."""
    return question.asked[0]


def region_of(question: Question) -> str | None:
    """The region a question is about, if any."""
    region = question.data.get("region")
    return None if region is None else str(region)


def offer_of(question: Question) -> TransferOffer | None:
    """The transfer offer a question asks to accept, if any."""
    return pending_of(question).offer


def item_of(state: OmbState, seat: int) -> Question:
    """The question ``seat`` answers now (the first of the batch asked now that is asked of
    it), or :class:`IllegalAction`."""
    for question in state.questions.current():
        if seat_of(question) == seat:
            return question
    raise IllegalAction("refusal.nothing_asked")


def is_open(state: OmbState, question: Question) -> bool:
    return any(q.id == question.id for q in state.questions.open)


def as_pending(question: Question) -> Pending:
    """A question as the views show it (:func:`rules.one_more_barrel.state.pending_of`)."""
    return pending_of(question)


def answer(
    play: Callable[[OmbState, int, A], list[Event]],
) -> Callable[[OmbState, int, A], list[Event]]:
    """The play of an answer to a question: ``play``, then the question is closed if the
    rule that answers it has not closed it itself."""

    def answered(state: OmbState, seat: int, action: A) -> list[Event]:
        item = item_of(state, seat)
        events = play(state, seat, action)
        if is_open(state, item):
            state.questions.close(item)
        return events

    return answered


def _asked_seats(state: OmbState, current: Frame) -> list[int]:
    return state.questions.waiting()


def _asked_kind(state: OmbState, current: Frame, seat: int) -> str:
    return item_of(state, seat).kind


def _until_answered(state: OmbState, current: Frame) -> list[Event] | None:
    """Wait while a question is open; then the procedure below resumes."""
    if state.questions.open:
        return None
    end(state)
    return []


#: The questions waiting for answers: the seats of the batch asked now, each answering
#: through the stage of its question's kind.
QUESTIONS_STAGE: Stage[OmbState] = Stage(
    name=QUESTIONS, seats=_asked_seats, answering=_asked_kind, run=_until_answered
)
