"""One More Barrel's questions to seats not on turn, on the kit's queue
(:mod:`rules.core.questions`).

Every question is asked of one seat (a battle's agreement goes to each ally, one question
each); questions of one batch are asked together and the game waits until the whole batch is
answered (the retreats of every battle at once). The region concerned and a transfer offer
are kept in the question's data. The engine's table ``ANSWERS`` says which rule answers each
kind.

Batches are numbered by the asking rules themselves (:func:`new_batch`, or a batch shared by
the questions of one step): :func:`ask` never takes a number of its own.
"""

from __future__ import annotations

from typing import Any

from rules.core import IllegalAction
from rules.core.questions import Question

from .state import OmbState, Pending, TransferOffer, pending_of


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
    return question


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
    raise IllegalAction("Nothing is asked of you now.")


def is_open(state: OmbState, question: Question) -> bool:
    return any(q.id == question.id for q in state.questions.open)


def replace(state: OmbState, old: Question, fresh: Question) -> None:
    """Put ``fresh`` (a new question, new id) in ``old``'s place in the queue."""
    queue = state.questions
    fresh.id = queue.next_id
    queue.next_id += 1
    queue.open = [fresh if q.id == old.id else q for q in queue.open]


def as_pending(question: Question) -> Pending:
    """A question as the views show it (:func:`rules.one_more_barrel.state.pending_of`)."""
    return pending_of(question)
