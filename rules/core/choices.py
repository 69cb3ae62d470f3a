"""What a seat may do now: a tree of choices built by each game's ``legal_actions``.

The same description serves three purposes: validating an action, building Discord menus and
autocomplete, and choosing random legal actions in self-play.

An :class:`ActionSpec` names one kind of action (its ``kind`` is the discriminator of the
game's action union) and lists :class:`Step` s, one per parameter, asked in order. A step
either enumerates its :class:`Choice` s or gives an integer :class:`IntRange`. A choice may
carry further steps in ``then``: steps that only make sense after that choice (the
destinations reachable from a chosen source, the amount that can be moved from it). So a map
move is asked as kind → source → destination → amount, never as one flat product list.

An action is the dict ``{"kind": spec.kind, param: value, ...}`` gathered along one path.

**The one walker.** Everything that follows a tree — checking an action (:meth:`LegalActions.why_not`),
self-play's random moves (:meth:`~LegalActions.random_action`), every action
(:meth:`~LegalActions.paths`), a prompt's next question (:meth:`~LegalActions.walk`, used by
Discord and the terminal table), autocomplete (:meth:`~LegalActions.values_of`) — moves a
:class:`Cursor` one answer at a time with :meth:`Cursor.answer`. Nothing else reads the steps.

**A step with nothing to choose.** A step whose ``choices`` is empty (or whose range is empty,
``min > max``, or that has neither) cannot be answered. When a :class:`LegalActions` is built
the tree is pruned once, so no walker ever meets such a step:

* an *optional* step with nothing to choose is dropped: it is never asked and the action leaves
  its parameter out (the engine uses its default);
* a *required* one is a dead end: the choice that leads to it is dropped, and a kind with no
  complete action left is dropped too — it is not a legal action now. A seat whose every kind
  is dropped has no legal action (the contract suite fails such an engine; the table says the
  game cannot go on instead of asking "a number from 1 to 0").

So ``{"kind": "play"}`` for a kind whose only step has ``choices=[]`` is refused by every
layer alike: ``why_not`` says the kind is not possible now, Discord and the table never offer
it, self-play never picks it.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import (
    BaseModel,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from .copying import _new_model, _set_dict, _set_extra, _set_fields_set, _set_private
from .errors import Refusal
from .rng import Rng
from .text import Label, Said

Value = int | str | bool
#: The types a value is taken as without validation (:meth:`Choice.of`).
_VALUE_TYPES = frozenset({int, str, bool})


def numbered(value: Value) -> Said:
    """A value said as itself in every language (the kit's ``kit.number``): the label of a
    number of an integer range, which has no words of its own (made without sorting its one
    value: a range of thousands of numbers is walked as fast as it was with bare strings)."""
    return Said.made("kit.number", (("number", value),))


class IntRange(BaseModel):
    """An integer parameter taking any value from ``min`` to ``max`` (both included)."""

    min: int
    max: int

    def __contains__(self, value: object) -> bool:
        return (
            isinstance(value, int) and not isinstance(value, bool) and self.min <= value <= self.max
        )


class Choice(BaseModel):
    """One allowed value of a step, with the steps that follow from choosing it."""

    value: Value
    #: What the choice is called: a key of the game's catalogue with its values (issue 28).
    label: Label
    then: list[Step] = Field(default_factory=list)

    @classmethod
    def of(cls, value: Value, label: Label, then: list[Step] | None = None) -> Choice:
        """The choice ``Choice(value=value, label=label, then=then)`` makes, built without
        pydantic's validation when its parts already have their types (a :class:`Said`
        label, an ``int``/``str``/``bool`` value): the hot path of a legal tree built at every
        move (issue 31). Anything else is validated as ever (a bare string label is
        refused). ``then`` is kept, not copied: a tree is built afresh and only read."""
        if type(label) is not Said or type(value) not in _VALUE_TYPES:
            return cls(value=value, label=label, then=[] if then is None else then)
        new: Choice = _new_model(cls)
        _set_dict(new, {"value": value, "label": label, "then": [] if then is None else then})
        _set_fields_set(new, {"value", "label", "then"} if then is not None else {"value", "label"})
        _set_extra(new, None)
        _set_private(new, None)
        return new

    @classmethod
    def later(cls, value: Value, label: Said, then: Callable[[], list[Step]]) -> Choice:
        """A choice whose following steps ``then()`` builds only when they are first read
        (issue 31): for a tree whose branches are costly and mostly never walked (a random
        move reads one path; a prompt, one level at a time). Everything else sees a plain
        choice: ``choice.then``, ``==``, the JSON dump and the walkers build the steps first
        (pruned as :class:`LegalActions` prunes a tree). ``then`` must read nothing that can
        change (the engine hands it a copy of the state of its own), give the same steps at
        every call and hold at least one complete path (the choice was offered: a dead end is
        a bug of the engine's, raised as such)."""
        new = cls.of(value, label)
        del new.__dict__["then"]
        _set_fields_set(new, {"value", "label", "then"})
        _set_private(new, {_LATER: then})
        return new

    def built(self) -> bool:
        """Whether the steps after this choice are built (always, but for :meth:`later`)."""
        return "then" in self.__dict__

    def _build(self) -> list[Step]:
        """The steps of a :meth:`later` choice, built now and kept."""
        private = self.__pydantic_private__
        later = None if private is None else private.get(_LATER)
        if later is None:  # built meanwhile (another thread), or no such field
            built: list[Step] | None = self.__dict__.get("then")
            if built is None:
                raise AttributeError("then")
            return built
        steps = _pruned_steps(later())
        if steps is None:
            raise RuntimeError(f"the choice {self.value!r} was offered with no complete path")
        self.__dict__["then"] = steps
        _set_private(self, None)
        return steps

    if not TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any:
            if name == "then":  # a :meth:`later` choice's steps, not built yet
                return self._build()
            return super().__getattr__(name)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Choice):
            for choice in (self, other):
                if not choice.built():
                    choice._build()
        return super().__eq__(other)

    def __getstate__(self) -> dict[Any, Any]:
        """Pickled built (a computer player's turn goes to a worker process): the builder of a
        :meth:`later` choice may hold what cannot be pickled."""
        if not self.built():
            self._build()
        return super().__getstate__()

    @model_serializer(mode="wrap")
    def _dumped(self, handler: SerializerFunctionWrapHandler) -> Any:
        if not self.built():
            self._build()
        return handler(self)


#: Where a :meth:`Choice.later` keeps the builder of its steps until they are built.
_LATER = "later"


class Step(BaseModel):
    """One parameter of an action: either enumerated choices or an integer range."""

    param: str
    #: The step's question (a key with its values, issue 28).
    label: Label
    choices: list[Choice] | None = None
    range: IntRange | None = None
    #: A step with ``optional`` may be left out of the action; the engine then uses its default.
    optional: bool = False

    @classmethod
    def of(cls, param: str, label: Label, choices: list[Choice]) -> Step:
        """The step ``Step(param=param, label=label, choices=choices)`` makes, built without
        pydantic's validation when its parts already have their types (a :class:`Said`
        label, a list of :class:`Choice`): the kit's builders' hot path (issue 31); anything
        else is validated as ever. ``choices`` is kept, not copied."""
        if type(label) is not Said or type(param) is not str or type(choices) is not list:
            return cls(param=param, label=label, choices=choices)
        for choice in choices:
            if type(choice) is not Choice:
                return cls(param=param, label=label, choices=choices)
        new: Step = _new_model(cls)
        _set_dict(
            new,
            {"param": param, "label": label, "choices": choices, "range": None, "optional": False},
        )
        _set_fields_set(new, {"param", "label", "choices"})
        _set_extra(new, None)
        _set_private(new, None)
        return new

    def find(self, value: object) -> Choice | None:
        """The choice whose value equals ``value`` (booleans and integers are kept apart)."""
        for choice in self.choices or []:
            if choice.value == value and type(choice.value) is type(value):
                return choice
        return None

    def allows(self, value: object) -> bool:
        if self.choices is not None:
            return self.find(value) is not None
        if self.range is not None:
            return value in self.range
        return False

    def answers(self) -> Iterator[tuple[Value, Label, list[Step]]]:
        """Every answer to this step in the tree's order: ``(value, label, then)``; a range
        gives each of its numbers, labelled by the number."""
        if self.choices is not None:
            for choice in self.choices:
                yield choice.value, choice.label, choice.then
        elif self.range is not None:
            for number in range(self.range.min, self.range.max + 1):
                yield number, numbered(number), []

    def label_of(self, value: Value) -> Label:
        """The words for ``value`` at this step: its choice's label, or the number."""
        choice = self.find(value) if self.choices is not None else None
        return choice.label if choice is not None else numbered(value)


class ActionSpec(BaseModel):
    """One kind of action open to a seat now."""

    kind: str
    #: What the move is called (a key with its values, issue 28).
    label: Label
    steps: list[Step] = Field(default_factory=list)

    def possible(self) -> bool:
        """Whether the action has at least one complete choice: the test :class:`LegalActions`
        prunes by (a required step with nothing to choose is a dead end), for an engine that
        offers one move or another depending on whether the first can be made."""
        return _pruned_steps(self.steps) is not None


class LegalActions(BaseModel):
    """Everything one seat may do now. Empty when the game does not wait on that seat.

    Built, it holds only kinds with at least one complete action (see the module doc: the tree
    is pruned of steps with nothing to choose)."""

    seat: int | None
    actions: list[ActionSpec] = Field(default_factory=list)

    @model_validator(mode="after")
    def _prune(self) -> LegalActions:
        kept: list[ActionSpec] = []
        for spec in self.actions:
            steps = _pruned_steps(spec.steps)
            if steps is spec.steps:
                kept.append(spec)
            elif steps is not None:
                kept.append(spec.model_copy(update={"steps": steps}))
        if len(kept) != len(self.actions) or any(map(operator.is_not, kept, self.actions)):
            self.actions = kept
        return self

    def kinds(self) -> list[str]:
        return [spec.kind for spec in self.actions]

    def spec(self, kind: str) -> ActionSpec | None:
        for spec in self.actions:
            if spec.kind == kind:
                return spec
        return None

    # ------------------------------------------------------------------ the walker

    def walk(self, path: list[Value | None]) -> Cursor:
        """Follow ``path`` — the kind, then one answer per asked step, ``None`` for an optional
        step left out — and return where it leads; :class:`PathError` if it leaves the tree."""
        if not path:
            return Cursor(spec=None)
        cursor = self.start(path[0])
        for value in path[1:]:
            cursor = cursor.answer(value)
        return cursor

    def start(self, kind: object) -> Cursor:
        """The cursor at the first step of ``kind``; :class:`PathError` if it is not open."""
        spec = self.spec(kind) if isinstance(kind, str) else None
        if spec is None:
            allowed = [spec.label for spec in self.actions] or [Said("kit.nothing")]
            raise PathError("kit.kind_not_open", kind=kind, allowed=allowed)
        return Cursor(spec=spec, pending=list(spec.steps))

    def follow(self, action: dict[str, Any]) -> Cursor:
        """Walk the tree along an action dict (a parameter missing or ``None`` leaves an
        optional step out); :class:`PathError` with the reason in words if the action does not
        follow one path, or names a parameter the path never asks."""
        cursor = self.start(action.get("kind"))
        assert cursor.spec is not None
        spec = cursor.spec
        label = spec.label
        asked = {"kind"}
        while cursor.step is not None:
            step = cursor.step
            asked.add(step.param)
            value = action.get(step.param)
            if value is None and not step.optional:
                raise PathError("kit.choose_step", move=label, step=step.label)
            try:
                cursor = cursor.answer(value)
            except PathError:
                named = _choice_label(spec.steps, step.param, value)
                raise PathError(
                    "kit.not_a_possible",
                    move=label,
                    value=repr(value) if named is None else named,
                    step=step.label,
                ) from None
        extra = sorted(set(action) - asked)
        if extra:
            names = [_step_label(spec.steps, name) or name for name in extra]
            raise PathError("kit.does_not_apply", move=label, names=names)
        return cursor

    def why_not(self, action: dict[str, Any]) -> str | None:
        """``None`` when ``action`` follows one path of the tree, else a plain reason.

        A parameter the path never asks for is refused too, so an engine never acts on a value
        the rules did not offer at that point."""
        error = self.refusal(action)
        return None if error is None else str(error)

    def refusal(self, action: dict[str, Any]) -> PathError | None:
        """``None`` when ``action`` follows one path of the tree, else the refusal (its
        :attr:`~PathError.said` is the reason as data, said in any language)."""
        try:
            self.follow(action)
        except PathError as error:
            return error
        return None

    def allows(self, action: dict[str, Any]) -> bool:
        return self.why_not(action) is None

    def random_action(self, rng: Rng) -> dict[str, Any]:
        """A random action along one path of the tree (for self-play and tests): a uniform
        kind, then a uniform answer at every step (an optional step is always answered)."""
        spec = rng.choice(self.actions)
        cursor = self.start(spec.kind)
        while cursor.step is not None:
            step = cursor.step
            if step.choices is not None:
                value: Value = rng.choice(step.choices).value
            else:
                assert step.range is not None  # a pruned step has choices or a range
                value = rng.randint(step.range.min, step.range.max)
            cursor = cursor.answer(value)
        return cursor.action

    def paths(self, limit: int = 10_000) -> Iterator[dict[str, Any]]:
        """Every complete action in the tree (integer ranges give each value; an optional
        step answered in every way, then left out), at most ``limit``."""
        count = 0

        def walk(cursor: Cursor) -> Iterator[dict[str, Any]]:
            step = cursor.step
            if step is None:
                yield dict(cursor.action)
                return
            for value, _label, _then in step.answers():
                yield from walk(cursor.answer(value))
            if step.optional:
                yield from walk(cursor.answer(None))

        for spec in self.actions:
            for action in walk(self.start(spec.kind)):
                yield action
                count += 1
                if count >= limit:
                    return

    def values_of(
        self,
        kind: str,
        param: str,
        typed: dict[str, Any],
        budget: int = 5_000,
        max_numbers: int = 1_000,
    ) -> list[tuple[Value, Label]]:
        """Every answer ``param`` may take in an action of ``kind`` given the parameters
        already ``typed`` (autocomplete): ``(value, label)`` in the tree's order, without
        repeats. A typed step follows only its value (a path where it is not allowed is
        dropped); the other steps branch over all their answers (at most ``budget`` cursors
        are visited; a range gives at most ``max_numbers`` numbers, from its lowest)."""
        try:
            start = self.start(kind)
        except PathError:
            return []
        found: dict[tuple[type, Any], tuple[Value, Label]] = {}
        left = [budget]

        def visit(cursor: Cursor) -> None:
            step = cursor.step
            if step is None or left[0] <= 0:
                return
            left[0] -= 1
            if step.param == param:
                for count, (value, label, _then) in enumerate(step.answers()):
                    if step.choices is None and count >= max_numbers:
                        break
                    found.setdefault((type(value), value), (value, label))
                return
            given = typed.get(step.param)
            if given is not None:
                if step.allows(given):
                    visit(cursor.answer(given))
                return
            if step.range is not None and step.choices is None:
                visit(cursor.answer(step.range.min))  # every number leads to the same steps
                return
            for value, _label, _then in step.answers():
                visit(cursor.answer(value))

        visit(start)
        return list(found.values())


class PathError(Refusal, ValueError):
    """A path or action that does not follow the tree: why, as a key of the kit's catalogue
    with its values (:attr:`said`); ``str()`` says it in English."""

    def __init__(self, text: str | Said = "", /, **values: Any) -> None:
        super().__init__(self._keep(text, values))

    def __str__(self) -> str:
        return self.english(str(self.args[0]) if self.args else "")


@dataclass
class Cursor:
    """A point on a walk of the tree: the action gathered so far and the next step to ask.

    ``spec`` is ``None`` before the kind is chosen. ``step`` is the step to ask next
    (``pending[0]``), ``None`` when the kind is still to be chosen or the action is complete.
    ``labels`` holds the answers given so far in words (parameter -> label), ``asked`` the
    steps that asked them (parameter -> the step's label: a bare number is said with it)."""

    spec: ActionSpec | None
    action: dict[str, Any] = field(default_factory=dict)
    pending: list[Step] = field(default_factory=list)
    labels: dict[str, Label] = field(default_factory=dict)
    asked: dict[str, Label] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.spec is not None and "kind" not in self.action:
            self.action = {"kind": self.spec.kind, **self.action}

    @property
    def step(self) -> Step | None:
        return self.pending[0] if self.pending else None

    @property
    def complete(self) -> bool:
        return self.spec is not None and not self.pending

    @property
    def asks_kind(self) -> bool:
        return self.spec is None

    def answer(self, value: Value | None) -> Cursor:
        """The cursor after answering the next step with ``value`` (``None`` leaves an
        optional step out); :class:`PathError` if that answer is not possible."""
        step = self.step
        if self.spec is None:
            raise PathError("kit.kind_first")
        if step is None:
            raise PathError("kit.no_more_choices")
        rest = self.pending[1:]
        if value is None:
            if not step.optional:
                raise PathError("kit.cannot_skip", step=step.label)
            return Cursor(self.spec, self.action, rest, self.labels, self.asked)
        if step.choices is not None:  # the choice found once: its steps and its label
            choice = step.find(value)
            if choice is None:
                raise PathError("kit.not_possible_now", value=repr(value), step=step.label)
            then, said = list(choice.then), choice.label
        elif step.allows(value):
            then, said = [], numbered(value)
        else:
            raise PathError("kit.not_possible_now", value=repr(value), step=step.label)
        return Cursor(
            self.spec,
            {**self.action, step.param: value},
            then + rest,
            {**self.labels, step.param: said},
            {**self.asked, step.param: step.label},
        )


def _has_answer(step: Step) -> bool:
    if step.choices is not None:
        return bool(step.choices)
    return step.range is not None and step.range.min <= step.range.max


def _pruned_steps(steps: list[Step]) -> list[Step] | None:
    """``steps`` without what cannot be answered (see the module doc); ``None`` when a
    required step is a dead end. The same list is returned when nothing was pruned."""
    kept: list[Step] = []
    changed = False
    for step in steps:
        # a step whose choices lead nowhere further has nothing of theirs to prune
        if step.choices and any(choice.__dict__.get("then") for choice in step.choices):
            choices: list[Choice] = []
            for choice in step.choices:
                steps_after = choice.__dict__.get("then")
                if steps_after is None:  # a later choice: pruned when built
                    choices.append(choice)
                    continue
                then = _pruned_steps(steps_after) if steps_after else steps_after
                if then is not steps_after:
                    if then is not None:
                        choices.append(choice.model_copy(update={"then": then}))
                else:
                    choices.append(choice)
            if any(map(operator.is_not, choices, step.choices)) or len(choices) < len(step.choices):
                step = step.model_copy(update={"choices": choices})
                changed = True
        if not _has_answer(step):
            if not step.optional:
                return None
            changed = True
            continue
        kept.append(step)
    return kept if changed else steps


Choice.model_rebuild()


def _choice_label(steps: list[Step], param: str, value: Any) -> Said | None:
    """The label (a :class:`Said`) of a choice of ``value`` for ``param`` anywhere in
    ``steps``' tree: a value offered on another path is named in the reader's language when it
    is refused on this one ("Argentine n'est pas un choix possible pour « où »", not
    'argentina'); ``None`` when no such choice."""
    pending, seen = list(steps), set()
    while pending:
        step = pending.pop(0)
        if id(step) in seen or step.choices is None:
            continue
        seen.add(id(step))
        for choice in step.choices:
            if step.param == param and choice.value == value:
                return choice.label
            pending.extend(choice.then)
    return None


def _step_label(steps: list[Step], param: str) -> Said | None:
    """The question (a :class:`Said`) of the first step asking ``param`` anywhere in
    ``steps``' tree, to name a parameter given where its path does not ask it in the reader's
    language (issue 28); ``None`` when no step asks it."""
    pending, seen = list(steps), set()
    while pending:
        step = pending.pop(0)
        if id(step) in seen:
            continue
        seen.add(id(step))
        if step.param == param:
            return step.label
        if step.choices is not None:
            for choice in step.choices:
                pending.extend(choice.then)
    return None
