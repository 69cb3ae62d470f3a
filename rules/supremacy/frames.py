"""Suprématie's procedures on the kit's stack (``rules/core/flow.py``): the turn at the bottom,
the questions to seats not on turn above it.

* The bottom frame is ``choose`` (the set-up's choice of superpowers), then ``turn``, which
  stands for the stage of the phase the player on turn is at (``state.turn.phase``,
  ``state.TURN_STEPS``): ``phase_1`` (salaries and interest), ``between_phases`` (choose
  the next one or end the turn), ``phase_3`` to ``phase_7``.
* Above it, the questions: a defender's answer, a deal offered, a passage asked, the claim of a
  phase in the simultaneous play... each a frame of its own kind (the stage's name), waiting
  on the seats of ``data["waiting"]`` and keeping their answers in ``data["answers"]``, its
  default answer in ``data["default"]``, the seat that caused it in ``data["source"]``. The
  frame on top is the question asked now; several seats asked together (the claim of a
  phase, the defenders who may counter-attack after one strike) are one frame.
* A question is asked after those already open (:func:`open_question`: just above the turn's frame), or
  before them (``first``: a deal made at any time, a side that goes on reinforcing).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from rules.core.flow import Frame, frame

from .state import QUESTIONS, SupremacyState


def open_question(
    state: SupremacyState,
    kind: str,
    seats: list[int],
    *,
    first: bool = False,
    source: int | None = None,
    default: dict[str, Any] | None = None,
    **data: Any,
) -> Frame:
    """Ask ``seats`` the question ``kind``, after the questions open (``first``: before
    them); returns its frame."""
    asked = frame(
        kind,
        None,
        waiting=list(dict.fromkeys(seats)),
        answers={},
        default=default,
        source=source,
        **data,
    )
    if first or not state.stack:
        state.stack.append(asked)
    else:
        state.stack.insert(1, asked)
    return asked


def questions(state: SupremacyState) -> list[Frame]:
    """The questions open, the one asked now first."""
    return [f for f in reversed(state.stack) if f.kind in QUESTIONS]


def asked(state: SupremacyState, kind: str) -> bool:
    """Whether a question of ``kind`` is open."""
    return any(f.kind == kind for f in state.stack)


def close(state: SupremacyState, question: Frame) -> None:
    """Take ``question`` off the stack, answered or not."""
    state.stack = [f for f in state.stack if f is not question]


def answered(state: SupremacyState, question: Frame, seat: int) -> None:
    """``seat`` has answered ``question`` for good: it is closed once nobody is left to ask."""
    waiting: list[int] = question.data["waiting"]
    if seat in waiting:
        waiting.remove(seat)
    if not waiting:
        close(state, question)


def record(state: SupremacyState, question: Frame, seat: int, answer: BaseModel) -> bool:
    """Keep ``seat``'s ``answer`` to ``question``; ``True`` when it was the last one awaited
    (the question is then closed)."""
    question.data["answers"][str(seat)] = answer.model_dump()
    answered(state, question, seat)
    return not question.data["waiting"]


def drop_seat(state: SupremacyState, seat: int) -> None:
    """Stop asking ``seat`` anything (it is out of the game); questions left with nobody to
    ask close without being settled."""
    for question in questions(state):
        if seat in question.data["waiting"]:
            answered(state, question, seat)


def waiting(state: SupremacyState) -> list[int]:
    """The seats the game waits on, in seat order."""
    if not state.stack:
        return []
    current = state.stack[-1]
    if current.kind in QUESTIONS:
        return sorted(current.data["waiting"])
    if current.kind == "choose":
        return [state.choosing[0]]
    return [state.turn.seat]
