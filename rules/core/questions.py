"""Questions to seats that are not on turn: a defender's answer, an ally's consent, a reaction.

Many rules stop the player on turn to ask somebody else: Suprématie's defender chooses to
defend, resist, retreat, surrender or strike back; Fitna's defender plays support cards during
the attacker's offensive; at Peak Oil every other player may reassign once. The kit models
each such stop as a :class:`Question`:

* it is addressed to one seat or several at once (``seats``), who are all waited on together:
  the game's ``to_act`` is the open question's seats still to answer, not the player on turn;
* each asked seat's legal answers are a choice tree (``ActionSpec`` s, as for any move), built
  by the rule that asked;
* it may carry a ``default`` answer: the move the rules make for a seat that does not answer
  before its deadline (``Game.automatic_action`` hands it to the service's ticker when the
  seat's clock runs out, and ``/game skip`` plays it too);
* it keeps the answers given so far (``answers``) and anything the rule needs (``data``).

Questions wait in a :class:`Questions` queue kept in the game state. Questions of one batch
are asked together (the retreat questions of every battle at the end of a turn); a later
batch waits until the batch before it is answered.

Which rule answers a question is an explicit table, a :class:`QuestionTable` from kind to a
:class:`QuestionRule` (the kind's legal answers, what one answer does, and what happens once
every asked seat has answered), so reading the table tells where each question is handled;
nothing is found by building function names. A game wires it in four lines::

    def _to_act(self, state):
        if state.questions.open:
            return state.questions.waiting()
        ...
    def _legal(self, state, seat):
        if state.questions.open:
            return QUESTIONS.legal(state, state.questions, seat)
        ...
    def _play(self, state, seat, action):
        if state.questions.open:
            return QUESTIONS.play(state, state.questions, seat, action)
        ...
    def automatic_action(self, state, seat):
        return QUESTIONS.default(state, state.questions, seat)

Answers from several seats to one question are kept in ``question.answers``; no view shows
them unless the game puts them there. So a simultaneous blind choice (Suprématie's optional
secret choice of phases) is a question to every seat whose rule leaves ``answer`` out (nothing
happens, and nothing is said, until the last answer) and reads every answer in ``settle``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, Field

from .choices import ActionSpec, LegalActions
from .errors import IllegalAction
from .events import Event


class Question(BaseModel):
    """One question the game asks one or several seats before it goes on.

    Every seat of ``waiting`` is asked at once; the question is settled when the last of them
    has answered. ``default`` is the answer the rules give for a seat that lets its deadline
    pass (``None``: there is none and the host decides).
    """

    #: Unique within a game: which question an answer belongs to.
    id: int
    #: Questions of one batch are asked together (the retreats of every battle at once).
    batch: int
    #: What is asked (``defend``, ``support_cards``, ``reassign`` ...): the key of its rule.
    kind: str
    #: Every seat asked, in the order they were asked.
    asked: list[int]
    #: The asked seats that have not answered yet.
    waiting: list[int]
    #: The seat whose move caused the question (the attacker), if any.
    source: int | None = None
    #: The answer played for a seat that does not answer in time (an action dict), if any.
    default: dict[str, Any] | None = None
    #: The answers given so far: the seat (as text, JSON keys) and its action dict.
    answers: dict[str, dict[str, Any]] = Field(default_factory=dict)
    #: Anything else the asking rule needs (JSON values only): the region, the forces.
    data: dict[str, Any] = Field(default_factory=dict)

    def answer_of(self, seat: int) -> dict[str, Any] | None:
        """The answer ``seat`` gave, or ``None`` if it has not answered (or was not asked)."""
        return self.answers.get(str(seat))

    @property
    def settled(self) -> bool:
        """Whether every asked seat has answered."""
        return not self.waiting


class Questions(BaseModel):
    """The queue of open questions kept in a game state (``state.questions``).

    The questions of the first open question's batch are asked now, all at once; later
    batches wait in the order they were asked. A seat asked two questions of one batch (two
    battles it fights in) answers them one after the other, in the order they were asked.
    """

    open: list[Question] = Field(default_factory=list)
    #: The id the next question gets.
    next_id: int = 1
    #: The batch number the next question gets unless told to join a batch.
    next_batch: int = 1

    def ask(
        self,
        kind: str,
        seats: Sequence[int],
        *,
        batch: int | None = None,
        source: int | None = None,
        default: Mapping[str, Any] | None = None,
        data: Mapping[str, Any] | None = None,
    ) -> Question:
        """Open a question of ``kind`` to ``seats`` (at least one; each once, in order) after
        those already open, in a batch of its own or in ``batch`` (to be asked together with
        the other questions of that batch); returns it."""
        asked = list(dict.fromkeys(seats))
        if not asked:
            raise ValueError("a question needs at least one seat to ask")
        if batch is None:
            batch = self.next_batch
        self.next_batch = max(self.next_batch, batch + 1)
        question = Question(
            id=self.next_id,
            batch=batch,
            kind=kind,
            asked=asked,
            waiting=list(asked),
            source=source,
            default=None if default is None else dict(default),
            data=dict(data or {}),
        )
        self.next_id += 1
        self.open.append(question)
        return question

    def new_batch(self) -> int:
        """A fresh batch number, for several questions asked together."""
        batch = self.next_batch
        self.next_batch += 1
        return batch

    def current(self) -> list[Question]:
        """The questions asked now: those of the first open question's batch."""
        if not self.open:
            return []
        batch = self.open[0].batch
        return [q for q in self.open if q.batch == batch]

    def waiting(self) -> list[int]:
        """The seats the game waits on now, in seat order."""
        return sorted({seat for q in self.current() for seat in q.waiting})

    def of(self, seat: int) -> Question | None:
        """The question ``seat`` answers now (the first of the batch still waiting on it)."""
        for question in self.current():
            if seat in question.waiting:
                return question
        return None

    def for_seat(self, seat: int) -> Question:
        """:meth:`of`, or :class:`IllegalAction` in plain words when nothing is asked of it."""
        question = self.of(seat)
        if question is None:
            raise IllegalAction("kit.nothing_asked")
        return question

    def record(self, question: Question, seat: int, answer: Mapping[str, Any]) -> bool:
        """Keep ``seat``'s ``answer`` to ``question``; ``True`` when it was the last one
        awaited (the question is then closed and leaves the queue)."""
        if seat not in question.waiting:
            raise IllegalAction("kit.answered")
        question.answers[str(seat)] = dict(answer)
        question.waiting.remove(seat)
        if question.waiting:
            return False
        self.close(question)
        return True

    def close(self, question: Question) -> None:
        """Remove ``question`` from the queue, answered or not (a battle that ended early)."""
        self.open = [q for q in self.open if q.id != question.id]

    def invariants(self, seats: int) -> list[str]:
        """Every broken rule of the queue in words, for a game's ``invariants``: each open
        question waits on somebody, only on seats of the game it asked, and has answers only
        from seats it asked and no longer waits on."""
        problems: list[str] = []
        for q in self.open:
            if not q.waiting:
                problems.append(f"question {q.id} ({q.kind}) is open but waits on nobody")
            if not set(q.waiting) <= set(q.asked) or any(not 0 <= s < seats for s in q.asked):
                problems.append(f"question {q.id} ({q.kind}) waits on a seat it did not ask")
            answered = {int(s) for s in q.answers}
            if answered & set(q.waiting) or not answered <= set(q.asked):
                problems.append(f"question {q.id} ({q.kind}) has answers from the wrong seats")
        return problems

    def drop_seat(self, seat: int) -> None:
        """Stop waiting on ``seat`` anywhere (it left the game or was eliminated); questions
        left with nobody to wait on close without being settled."""
        for question in list(self.open):
            if seat in question.waiting:
                question.waiting.remove(seat)
                if not question.waiting:
                    self.close(question)


S = TypeVar("S")

#: ``legal(state, question, seat)``: the answers open to ``seat`` (a non-empty list).
LegalAnswers = Callable[[S, Question, int], list[ActionSpec]]
#: ``answer(state, question, seat, action)``: what one seat's answer does at once.
PlayAnswer = Callable[[S, Question, int, Any], list[Event]]
#: ``settle(state, question)``: what happens once every asked seat has answered.
Settle = Callable[[S, Question], list[Event]]
#: ``default(state, question, seat)``: the answer the rules give for ``seat`` now.
DefaultAnswer = Callable[[S, Question, int], dict[str, Any] | None]


def _nothing_at_once(state: Any, question: Question, seat: int, action: Any) -> list[Event]:
    return []


def _nothing_after(state: Any, question: Question) -> list[Event]:
    return []


@dataclass(frozen=True)
class QuestionRule(Generic[S]):
    """How one kind of question is answered: the rule that asks it writes these beside the
    code that asks it.

    ``legal`` lists the answers a seat may give (never empty: a seat that can do nothing is
    not asked); ``answer`` carries out one answer as soon as it is given (a support card laid
    down, an agent reassigned); ``settle`` runs once, after the last answer (the battle goes
    on with everything that was answered). Either may be left out. ``default``, when given,
    computes the answer the rules give a seat that does not answer in time from the state
    (Suprématie: "defend if a set is available, else resist"); without it the question's own
    ``default`` is used.
    """

    kind: str
    legal: LegalAnswers[S]
    answer: PlayAnswer[S] = _nothing_at_once
    settle: Settle[S] = _nothing_after
    default: DefaultAnswer[S] | None = None

    def play(self, state: S, questions: Questions, seat: int, action: Any) -> list[Event]:
        """Carry out ``seat``'s answer to its question of this kind (already checked against
        ``legal``): ``answer`` at once, then ``settle`` if it was the last answer awaited. An
        ``answer`` that closes its own question (:meth:`Questions.close`) ends it unsettled."""
        question = questions.for_seat(seat)
        events = self.answer(state, question, seat, action)
        if all(q.id != question.id for q in questions.open):
            return events  # the answer ended the matter (the battle is over): no settling
        dumped = action.model_dump() if isinstance(action, BaseModel) else dict(action)
        if questions.record(question, seat, dumped):
            events = events + self.settle(state, question)
        return events

    def default_of(self, state: S, questions: Questions, seat: int) -> dict[str, Any] | None:
        """The rule's default answer for ``seat`` now, else its question's (``None``: not
        asked, or no default); not checked against ``legal``."""
        current = questions.of(seat)
        if current is None:
            return None
        if self.default is None:
            return current.default
        return self.default(state, current, seat)


class QuestionTable(Generic[S]):
    """Every kind of question a game asks, and the rule that answers it."""

    def __init__(self, rules: Sequence[QuestionRule[S]]) -> None:
        self.rules: dict[str, QuestionRule[S]] = {}
        for rule in rules:
            if rule.kind in self.rules:
                raise ValueError(f"two rules answer the question kind {rule.kind!r}")
            self.rules[rule.kind] = rule

    def kinds(self) -> list[str]:
        return list(self.rules)

    def rule(self, question: Question) -> QuestionRule[S]:
        try:
            return self.rules[question.kind]
        except KeyError:
            raise IllegalAction("kit.no_rule_answers", kind=repr(question.kind)) from None

    def legal(self, state: S, questions: Questions, seat: int) -> list[ActionSpec]:
        """The answers open to ``seat`` for the question asked now (none if not asked)."""
        current = questions.of(seat)
        if current is None:
            return []
        return self.rule(current).legal(state, current, seat)

    def play(self, state: S, questions: Questions, seat: int, action: Any) -> list[Event]:
        """Carry out ``seat``'s answer (already checked against :meth:`legal`): the kind's
        ``answer`` at once, then its ``settle`` if it was the last answer awaited. An
        ``answer`` that closes its own question (:meth:`Questions.close`) ends it unsettled."""
        return self.rule(questions.for_seat(seat)).play(state, questions, seat, action)

    def default(self, state: S, questions: Questions, seat: int) -> dict[str, Any] | None:
        """The default answer (the rule's, else the question's) for ``seat`` when it is legal
        now, else ``None`` (not asked, no default, or the default no longer fits)."""
        current = questions.of(seat)
        if current is None:
            return None
        rule = self.rule(current)
        answer = rule.default_of(state, questions, seat)
        if answer is None:
            return None
        legal = LegalActions(seat=seat, actions=rule.legal(state, current, seat))
        return dict(answer) if legal.allows(answer) else None
