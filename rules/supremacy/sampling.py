"""What a seat does not know in Suprématie, dealt again for a computer player's worlds
(:mod:`rules.core.determinize` finds this module by its name; the decks are the kit's).

The blind answers of the others: in the optional simultaneous play every player claims a phase
at once ("L'arbitre demande qui veut jouer la phase 3"), and nothing is told until the last
claim (``simultaneous.py``), so a seat does not know what the others already answered. Each is
replaced by a random answer of that seat's tree as it was asked (its moves of any time left
out), as the kit does for its own queue of questions (``redeal_blind_answers``); an answer the
seat's view shows is kept.
"""

from __future__ import annotations

from typing import Any

from rules.core import LegalActions, Rng

from . import frames
from .engine import ENGINE
from .state import SupremacyState


def resample(world: SupremacyState, seat: int, rng: Rng) -> None:
    """The answers other seats gave to a question still open, answered again at random."""
    given = [
        (question, int(other))
        for question in frames.questions(world)
        for other in sorted(question.data["answers"], key=int)
        if int(other) != seat
    ]
    if not given:
        return
    seen = ENGINE.view(world, seat).model_dump_json()
    for question, other in given:
        answers: dict[str, dict[str, Any]] = question.data["answers"]
        waiting: list[int] = question.data["waiting"]
        kept = answers.pop(str(other))
        besides = set(ENGINE.legal_actions(world, other).kinds())  # moves "at any time"
        order = list(world.stack)
        world.stack = [*(f for f in order if f is not question), question]
        waiting.append(other)
        try:
            legal = ENGINE.legal_actions(world, other)
        finally:
            waiting.remove(other)
            world.stack = order
        tree = LegalActions(
            seat=other, actions=[spec for spec in legal.actions if spec.kind not in besides]
        )
        answers[str(other)] = tree.random_action(rng) if tree.actions else kept
        if ENGINE.view(world, seat).model_dump_json() != seen:
            answers[str(other)] = kept
