"""The kit's flow: one way to write a game's phases, its questions and its moves.

A game's flow is a **stack of procedures kept in the game state** (``state.stack``, plain
pydantic data: it round-trips JSON, replays exactly, and the secret audit sees it), in the
manner of Rally the Troops' ``framework.js``. Each procedure on the stack is a
:class:`Frame`: the name of its :class:`Stage`, the seat it concerns, and its own data (JSON
values). The frame on top is the one that runs now.

* ``call(state, *frames)`` puts procedures on top of the one running (a battle inside a turn,
  the draws of a transport): they run first, in the order given, then the caller resumes.
* ``goto(state, frame)`` replaces the running procedure (the next phase).
* ``end(state)`` removes it (and returns it); the one below resumes.
* ``beneath(state, frame)`` puts a procedure under the running one, to wait there (its data
  at hand to the answers of the questions it asked, on top); ``resume(state, frame)`` brings
  it back on top when they are in (One More Barrel's battles, several side by side).
* A procedure may **wait on questions** of the kit's queue (:mod:`rules.core.questions`, the
  :class:`Flow`'s ``questions``) wherever it stands: :func:`asking` runs what it does now and
  makes the questions asked meanwhile its own to wait on (``data["questions"]``, their ids;
  :func:`wait_on` adds some by hand); a move of a family that ``answers`` the seat's question
  passes the questions asked in answering one of them to it too; and once the last it waits
  on is closed by an answer, the kit runs its stage at once, wherever its frame stands and
  whatever else is asked (Fitna's cards: the queue is not last-in-first-out). Questions asked
  by something else meanwhile do not hold it.

A **stage** declares, side by side, what a procedure is:

* ``seats``: the seats it waits on (by default the frame's seat);
* ``families``: the moves it accepts, in the order they are offered;
* ``run``: what it does when it comes on top, before waiting (``None``: it waits; a list of
  events: it has done something, such as moving the phase on or ending itself, and the loop
  looks at the top again);
* ``automatic``: a step that never waits (a draw, a payment): the kit ends its frame, then
  calls ``run`` with it (which may ``call`` more procedures);
* ``arrange`` (optional): the order of its families' specs when the state decides it;
* ``stands_for`` (optional): the stage the procedure is now, when the state decides it (a
  turn whose step is kept in the game's own data: the stage of that step runs, waits and
  offers its moves in its place);
* ``default``: the answer the rules give a waited-on seat that does not answer in time. A
  **question to seats not on turn** (a defender's answer, Peak Oil's reassignment) is just a
  stage whose ``seats`` are those seats and which has a default; the game's
  ``automatic_action`` plays it when their clock runs out, and ``asked_kind`` is its name.
* ``answering``: for a stage that waits on several seats each answering a question of its
  own at once (One More Barrel's batch of questions: one battle's agreement, another's
  retreats), the name of the stage that answers ``seat`` now: that stage's families and
  default serve the seat (its ``seats`` and ``run`` are not used), and ``asked_kind`` is its
  name, default or not.

A **family** is one move kind, written in one place: its pydantic model (the ``kind``
discriminator comes from it), its legal tree ``legal(state, seat) -> [ActionSpec]`` (empty:
not offered now), its play ``play(state, seat, action: ThatModel)`` typed by that model, and
its prompt key (what the move is called in prompts; the kind by default). A family may be
used by several stages, and a stage may offer a family of another module (Peak Oil's security
tokens at every decision of one's own turn). **Interjections** are families open to seats
the game is not waiting on (what the rules allow "at any time"), declared once in the
:class:`Flow`.

**The run loop** (:meth:`Flow.run`): after every move, while the top stage does not wait,
run it (automatic steps, phase changes); then the game waits on the top stage's seats.
``after`` (the :class:`Flow`'s, optional) is what the rules check whenever a procedure ends
(Peak Oil: the bag's last black barrel): it runs after every automatic step and after every
move that ended the procedure it answered.

``overlay`` (the :class:`Flow`'s, optional) names a stage that stands above the whole stack
while the state says so, without a frame of its own — for what a game keeps in its state
already: Fitna's questions in the kit's queue (:mod:`rules.core.questions`), answered before
anything else whenever one is open, however it was asked. The overlay's stage is given the
top frame; the stack is never empty while an overlay stands.

A game declares its flow explicitly — ``Flow(stages=(...), interjections=(...))``, every
stage in one tuple, nothing found by import side effects — and inherits :class:`FlowGame`,
which implements the contract's ``_to_act``, ``_legal``, ``_legal_of`` (the one family of a
move's kind), ``_play``, ``_interjections``, ``automatic_action`` and ``asked_kind`` from the
top of the stack. The game's set-up puts the
first procedure on the stack.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel, Field

from .choices import ActionSpec, LegalActions
from .errors import IllegalAction
from .events import Event
from .game import Game, GameOptions, GameState
from .questions import Questions


class Frame(BaseModel):
    """One procedure on the stack: its stage's name, the seat it concerns, its own data."""

    kind: str
    seat: int | None = None
    #: Anything the procedure needs (JSON values only): the region, the seats still to ask.
    data: dict[str, Any] = Field(default_factory=dict)


class FlowState(GameState):
    """Base of the state of a game written on the kit's flow: the stack of procedures, the
    running one last."""

    stack: list[Frame] = Field(default_factory=list)


S = TypeVar("S", bound=FlowState)
S_contra = TypeVar("S_contra", bound=FlowState, contravariant=True)
A = TypeVar("A", bound=BaseModel)
Opt = TypeVar("Opt", bound=GameOptions)


def frame(kind: str, seat: int | None = None, **data: Any) -> Frame:
    """A procedure of stage ``kind`` for ``seat`` with ``data``."""
    return Frame(kind=kind, seat=seat, data=data)


def call(state: FlowState, *frames: Frame) -> None:
    """Run ``frames`` before the running procedure resumes, the first given first."""
    state.stack.extend(reversed(frames))


def goto(state: FlowState, next_frame: Frame) -> None:
    """Replace the running procedure by ``next_frame``."""
    if state.stack:
        state.stack[-1] = next_frame
    else:
        state.stack.append(next_frame)


def end(state: FlowState) -> Frame:
    """End the running procedure and return it; the one below resumes."""
    return state.stack.pop()


def top(state: FlowState) -> Frame:
    """The running procedure (the game is not over: something is on the stack)."""
    return state.stack[-1]


def beneath(state: FlowState, waiting: Frame) -> None:
    """Put ``waiting`` just under the running procedure: it waits there, its data at hand,
    while the running one (questions it asked, on top) goes on; several may wait side by side.
    It runs again when the running one ends, or when :func:`resume` brings it back on top."""
    state.stack.insert(max(len(state.stack) - 1, 0), waiting)


def resume(state: FlowState, waiting: Frame) -> None:
    """Bring ``waiting``, a procedure inside the stack (that very frame), back on top: the
    flow runs it now; the procedure that was running resumes after it."""
    for index, procedure in enumerate(state.stack):
        if procedure is waiting:
            del state.stack[index]
            state.stack.append(waiting)
            return
    raise ValueError(f"the procedure {waiting.kind!r} is not on the stack")


#: The key of a frame's data listing the ids of the questions it waits on.
WAITS_ON = "questions"


def wait_on(current: Frame, ids: Sequence[int]) -> None:
    """``current`` waits on the questions ``ids`` too (until each is closed)."""
    current.data.setdefault(WAITS_ON, [])
    current.data[WAITS_ON] += list(ids)


def waits(current: Frame, queue: Questions) -> bool:
    """Whether ``current`` waits on one of the questions still open in ``queue`` (a frame
    that names none, saved before it could, waits on every open question)."""
    mine = current.data.get(WAITS_ON)
    if mine is None:
        return bool(queue.open)
    return any(q.id in mine for q in queue.open)


def waiter(state: FlowState, question_id: int) -> Frame | None:
    """The procedure waiting on question ``question_id``, if any (the youngest)."""
    for procedure in reversed(state.stack):
        if question_id in (procedure.data.get(WAITS_ON) or ()):
            return procedure
    return None


def claim(state: FlowState, current: Frame, queue: Questions, first: int) -> None:
    """The questions open in ``queue`` from id ``first`` on that no other procedure waits on
    become ``current``'s to wait on."""
    taken = {
        i for f in state.stack if f is not current for i in f.data.get(WAITS_ON) or ()
    }  # fmt: skip
    wait_on(current, [q.id for q in queue.open if q.id >= first and q.id not in taken])


def asking(
    state: FlowState, current: Frame, queue: Questions, do: Callable[[], list[Event]]
) -> list[Event]:
    """Carry out ``do`` for ``current``, which then waits on the questions it asked (none
    else): those of ``queue`` asked meanwhile that no other procedure waits on."""
    current.data[WAITS_ON] = []
    first = queue.next_id
    events = do()
    claim(state, current, queue, first)
    return events


@cache
def _kind_of(model: type[BaseModel]) -> str:
    """The one ``kind`` a move model's ``Literal`` allows (read once per model: every move
    looks its family up by it)."""
    annotation = model.model_fields["kind"].annotation
    kinds: tuple[object, ...] = tuple(getattr(annotation, "__args__", ()))
    if len(kinds) != 1 or not isinstance(kinds[0], str):
        raise TypeError(f"{model.__name__}.kind must be a Literal of one string")
    return kinds[0]


@dataclass(frozen=True)
class Family(Generic[S, A]):
    """One move kind: its model, its legal tree and its play, side by side."""

    model: type[A]
    #: ``legal(state, seat)``: the specs of this kind open to ``seat`` now (empty: none).
    legal: Callable[[S, int], list[ActionSpec]]
    #: ``play(state, seat, action)``: carry out a move already checked against ``legal``.
    play: Callable[[S, int, A], list[Event]]
    #: What the move is called in prompts (the kind when empty).
    prompt: str = ""
    #: The move answers the seat's question in the flow's ``questions`` queue: a procedure
    #: waiting on that question waits on those the answer asks too, and runs once none is
    #: left (see :func:`asking`).
    answers: bool = False
    #: ``legal_for(state, seat, action)``: ``legal`` cut to the paths ``action`` (a dict, its
    #: kind this family's) may follow — a move of one unit: that unit's choices alone — for
    #: ``apply`` to check it without building the whole tree (issue 31). Every path of the
    #: action that ``legal`` holds must be held alike; ``None``: ``legal`` itself.
    legal_for: Callable[[S, int, dict[str, Any]], list[ActionSpec]] | None = None

    @property
    def kind(self) -> str:
        return _kind_of(self.model)

    def offer(self, state: S, seat: int) -> list[ActionSpec]:
        return self._checked(self.legal(state, seat))

    def offer_for(self, state: S, seat: int, action: dict[str, Any]) -> list[ActionSpec]:
        """:meth:`offer` cut to the paths ``action`` may follow (:attr:`legal_for`)."""
        if self.legal_for is None:
            return self.offer(state, seat)
        return self._checked(self.legal_for(state, seat, action))

    def _checked(self, specs: list[ActionSpec]) -> list[ActionSpec]:
        for spec in specs:
            if spec.kind != self.kind:
                raise TypeError(f"the {self.kind!r} family offered a {spec.kind!r} move")
        return specs

    def play_move(self, state: S, seat: int, action: BaseModel) -> list[Event]:
        if not isinstance(action, self.model):
            raise IllegalAction("kit.move_not_possible", kind=self.kind)
        return self.play(state, seat, action)


class Move(Protocol[S_contra]):
    """What a stage needs of a family, whatever its model (:class:`Family` is one)."""

    @property
    def kind(self) -> str: ...

    @property
    def answers(self) -> bool: ...

    def offer(self, state: S_contra, seat: int) -> list[ActionSpec]: ...

    def offer_for(self, state: S_contra, seat: int, action: dict[str, Any]) -> list[ActionSpec]: ...

    def play_move(self, state: S_contra, seat: int, action: BaseModel) -> list[Event]: ...


def frame_seat(state: FlowState, current: Frame) -> list[int]:
    """The default ``seats`` of a stage: the frame's seat."""
    return [] if current.seat is None else [current.seat]


@dataclass(frozen=True)
class Stage(Generic[S]):
    """One kind of procedure: who it waits on, the moves it accepts, what it does."""

    name: str
    families: tuple[Move[S], ...] = ()
    seats: Callable[[S, Frame], list[int]] = frame_seat
    #: What the procedure does on top of the stack: ``None`` to wait, else the events of
    #: what it did (it must have changed the state so as not to do it again).
    run: Callable[[S, Frame], list[Event] | None] | None = None
    #: A step that never waits: its frame is ended before ``run`` is called with it.
    automatic: bool = False
    #: ``default(state, frame, seat)``: the answer the rules give for a waited-on seat.
    default: Callable[[S, Frame, int], dict[str, Any] | None] | None = None
    #: ``answering(state, frame, seat)``: the name of the stage answering for ``seat`` (a
    #: queue of several questions at once); ``None``: this stage answers for every seat.
    answering: Callable[[S, Frame, int], str] | None = None
    #: ``stands_for(state, frame)``: the name of the stage this procedure is now, when the
    #: state decides it (Suprématie's turn: the stage of the phase the player is at);
    #: ``None``: this stage itself.
    stands_for: Callable[[S, Frame], str] | None = None
    #: ``arrange(state, specs)``: the order the stage offers its families' specs in when it
    #: depends on the state (Suprématie offers a deal among a phase's own moves when the
    #: phase has deals of its own, else among the bank's); ``None``: the families' order.
    arrange: Callable[[S, list[ActionSpec]], list[ActionSpec]] | None = None
    #: ``offer(state, seat)``: moves of several kinds built by one tree at once, offered before
    #: the families' own (a question whose answers one rule builds: Fitna's kit questions);
    #: the stage's families of those kinds play them and offer nothing of their own.
    offer: Callable[[S, int], list[ActionSpec]] | None = None

    def __post_init__(self) -> None:
        kinds = [family.kind for family in self.families]
        if len(set(kinds)) != len(kinds):
            raise ValueError(f"stage {self.name!r} offers one move kind twice: {kinds}")
        if self.automatic and (self.run is None or self.families):
            raise ValueError(f"the automatic stage {self.name!r} needs a run and no moves")

    def family(self, kind: str) -> Move[S] | None:
        return next((f for f in self.families if f.kind == kind), None)

    def run_now(self, state: S, current: Frame) -> list[Event]:
        """Run ``current`` (a procedure of this stage) now, wherever it stands."""
        return [] if self.run is None else self.run(state, current) or []


def step(name: str, do: Callable[[S, Frame], list[Event]]) -> Stage[S]:
    """An automatic procedure: ended, then ``do(state, frame)`` carried out."""
    return Stage(name=name, run=do, automatic=True)


#: How many procedures one move may run before the flow is declared stuck in a loop.
RUN_LIMIT = 100_000


class Flow(Generic[S]):
    """A game's every stage, its interjections and what it checks whenever a procedure
    ends; and the run loop over the stack."""

    def __init__(
        self,
        stages: Sequence[Stage[S]],
        *,
        interjections: Sequence[Move[S]] = (),
        after: Callable[[S], list[Event]] | None = None,
        overlay: Callable[[S], str | None] | None = None,
        questions: Callable[[S], Questions] | None = None,
    ) -> None:
        self.stages: dict[str, Stage[S]] = {}
        for stage in stages:
            if stage.name in self.stages:
                raise ValueError(f"two stages are called {stage.name!r}")
            self.stages[stage.name] = stage
        self.interjections = tuple(interjections)
        self.after = after
        self.overlay = overlay
        #: The queue of questions procedures may wait on (:func:`asking`), if the game has one.
        self.questions = questions

    def stage(self, state: S) -> Stage[S] | None:
        """The stage of the running procedure (``None`` once the stack is empty), or the
        ``overlay``'s while it stands."""
        if self.overlay is not None:
            name = self.overlay(state)
            if name is not None:
                return self.stages[name]
        if not state.stack:
            return None
        current = state.stack[-1]
        stage = self.stages[current.kind]
        if stage.stands_for is not None:
            return self.stages[stage.stands_for(state, current)]
        return stage

    def to_act(self, state: S) -> list[int]:
        stage = self.stage(state)
        return [] if stage is None else stage.seats(state, state.stack[-1])

    def waiting_stage(self, state: S, seat: int) -> Stage[S] | None:
        """The stage whose moves ``seat`` makes now: the top stage if it waits on ``seat``
        (or the stage it names as answering for ``seat``), else ``None``."""
        stage = self.stage(state)
        if stage is None:
            return None
        current = state.stack[-1]
        if seat not in stage.seats(state, current):
            return None
        if stage.answering is not None:
            return self.stages[stage.answering(state, current, seat)]
        return stage

    def legal(self, state: S, seat: int) -> list[ActionSpec]:
        """The top stage's families' specs for ``seat``, in the stage's order (its
        ``arrange``, if it has one)."""
        stage = self.waiting_stage(state, seat)
        if stage is None:
            return []
        built = [] if stage.offer is None else stage.offer(state, seat)
        specs = built + [spec for family in stage.families for spec in family.offer(state, seat)]
        return specs if stage.arrange is None else stage.arrange(state, specs)

    def legal_of(self, state: S, seat: int, kind: object) -> list[ActionSpec]:
        """The specs of ``kind`` alone among :meth:`legal`'s (its one family's: a stage offers
        a kind once), for ``apply`` to check a move without building the other trees."""
        return self.legal_for(state, seat, {"kind": kind}, cut=False)

    def legal_for(
        self, state: S, seat: int, action: dict[str, Any], cut: bool = True
    ) -> list[ActionSpec]:
        """:meth:`legal_of` the action's kind, its family's tree cut to the paths ``action``
        may follow (:attr:`Family.legal_for`; whole without ``cut``): what ``apply`` checks
        the action against."""
        kind = action.get("kind")
        if not isinstance(kind, str):
            return []
        stage = self.waiting_stage(state, seat)
        family = None if stage is None else stage.family(kind)
        if stage is None or family is None:
            return []
        built = [] if stage.offer is None else stage.offer(state, seat)
        own = family.offer_for(state, seat, action) if cut else family.offer(state, seat)
        return [spec for spec in built if spec.kind == kind] + own

    def offered_interjections(self, state: S, seat: int) -> list[ActionSpec]:
        return [spec for family in self.interjections for spec in family.offer(state, seat)]

    def play(self, state: S, seat: int, action: BaseModel) -> list[Event]:
        """Play ``seat``'s move (checked against its tree), then run the flow on."""
        kind = _kind_of(type(action))
        stage = self.waiting_stage(state, seat)
        family = None if stage is None else stage.family(kind)
        if family is None:
            family = next((f for f in self.interjections if f.kind == kind), None)
        if family is None:
            raise IllegalAction("kit.move_not_possible", kind=kind)
        running = state.stack[-1] if state.stack else None
        queue = None if self.questions is None or not family.answers else self.questions(state)
        asked = None if queue is None else queue.of(seat)
        waiting = None if asked is None else waiter(state, asked.id)
        first = 0 if queue is None else queue.next_id
        events = family.play_move(state, seat, action)
        if waiting is not None and queue is not None:
            claim(state, waiting, queue, first)
            if not waits(waiting, queue):
                events += self.stages[waiting.kind].run_now(state, waiting)
        if running is not None and all(f is not running for f in state.stack):
            events += self._after(state)
        return events + self.run(state)

    def run(self, state: S) -> list[Event]:
        """Run the procedures on top of the stack until one waits (or the stack is empty)."""
        events: list[Event] = []
        for _ in range(RUN_LIMIT):
            stage = self.stage(state)
            if stage is None or stage.run is None:
                return events
            current = end(state) if stage.automatic else state.stack[-1]
            done = stage.run(state, current)
            if done is None:
                return events
            events += done
            if stage.automatic:
                events += self._after(state)
        raise RuntimeError(f"the flow ran {RUN_LIMIT} procedures without waiting")

    def _after(self, state: S) -> list[Event]:
        return [] if self.after is None else self.after(state)

    def default(self, state: S, seat: int) -> dict[str, Any] | None:
        """The top stage's default answer for ``seat``, when it is waited on and the answer
        is legal now; else ``None``."""
        stage = self.waiting_stage(state, seat)
        if stage is None or stage.default is None:
            return None
        answer = stage.default(state, state.stack[-1], seat)
        if answer is None or not LegalActions(seat=seat, actions=self.legal(state, seat)).allows(
            answer
        ):
            return None
        return dict(answer)

    def asked(self, state: S, seat: int) -> str | None:
        """The name of the question ``seat`` answers now: the top stage's, when it has a
        default answer and waits on ``seat``; or the stage it names as answering for ``seat``
        (a question of a queue, default or not)."""
        top_stage = self.stage(state)
        stage = self.waiting_stage(state, seat)
        if top_stage is None or stage is None:
            return None
        if top_stage.answering is None and stage.default is None:
            return None
        return stage.name

    def invariants(self, state: S) -> list[str]:
        """Every frame names a stage of the flow."""
        return [
            f"the procedure {f.kind!r} on the stack is no stage of the game"
            for f in state.stack
            if f.kind not in self.stages
        ]


class FlowGame(Game[S, Opt]):
    """A game written on the kit's flow: the contract's turn hooks read its :attr:`flow`."""

    #: The game's stages and interjections (a :class:`Flow` built once, at import).
    flow: Flow[S]

    def _to_act(self, state: S) -> list[int]:
        return self.flow.to_act(state)

    def _legal(self, state: S, seat: int) -> list[ActionSpec]:
        return self.flow.legal(state, seat)

    def _legal_of(self, state: S, seat: int, kind: object) -> list[ActionSpec]:
        """Only the family of ``kind`` (:meth:`Flow.legal_of`): ``apply`` checks a move
        against its own tree; a refusal is worded from the whole tree, as before."""
        return self.flow.legal_of(state, seat, kind)

    def _legal_for(self, state: S, seat: int, action: dict[str, Any]) -> list[ActionSpec]:
        """The action's family's tree cut to its paths (:meth:`Flow.legal_for`)."""
        return self.flow.legal_for(state, seat, action)

    def _play(self, state: S, seat: int, action: BaseModel) -> list[Event]:
        return self.flow.play(state, seat, action)

    def _interjections(self, state: S, seat: int) -> list[ActionSpec]:
        return self.flow.offered_interjections(state, seat)

    def automatic_action(self, state: S, seat: int) -> dict[str, Any] | None:
        """A question's default answer (the top stage's), else the game's default when the
        book makes it automatic (:meth:`Game.automatic_action`)."""
        if self.is_over(state):
            return None
        answer = self.flow.default(state, seat)
        return answer if answer is not None else super().automatic_action(state, seat)

    def asked_kind(self, state: S, seat: int) -> str | None:
        if self.is_over(state):
            return None
        return self.flow.asked(state, seat)
