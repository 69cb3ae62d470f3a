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
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel, Field

from .rng import Rng

Value = int | str | bool


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
    label: str
    then: list[Step] = Field(default_factory=list)


class Step(BaseModel):
    """One parameter of an action: either enumerated choices or an integer range."""

    param: str
    label: str
    choices: list[Choice] | None = None
    range: IntRange | None = None
    #: A step with ``optional`` may be left out of the action; the engine then uses its default.
    optional: bool = False

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


class ActionSpec(BaseModel):
    """One kind of action open to a seat now."""

    kind: str
    label: str
    steps: list[Step] = Field(default_factory=list)


class LegalActions(BaseModel):
    """Everything one seat may do now. Empty when the game does not wait on that seat."""

    seat: int | None
    actions: list[ActionSpec] = Field(default_factory=list)

    def kinds(self) -> list[str]:
        return [spec.kind for spec in self.actions]

    def spec(self, kind: str) -> ActionSpec | None:
        for spec in self.actions:
            if spec.kind == kind:
                return spec
        return None

    def why_not(self, action: dict[str, Any]) -> str | None:
        """``None`` when ``action`` follows one path of the tree, else a plain reason.

        A parameter the path never asks for is refused too, so an engine never acts on a value
        the rules did not offer at that point."""
        kind = action.get("kind")
        spec = self.spec(kind) if isinstance(kind, str) else None
        if spec is None:
            allowed = ", ".join(spec.label for spec in self.actions) or "nothing"
            return f"'{kind}' is not possible now; you may: {allowed}."
        pending = list(spec.steps)
        asked = {"kind"}
        while pending:
            step = pending.pop(0)
            asked.add(step.param)
            if step.param not in action:
                if step.optional:
                    continue
                return f"{spec.label}: choose {step.label}."
            value = action[step.param]
            if not step.allows(value):
                return f"{spec.label}: {value!r} is not a possible {step.label}."
            choice = step.find(value) if step.choices is not None else None
            if choice is not None:
                pending = list(choice.then) + pending
        extra = sorted(set(action) - asked)
        if extra:
            return f"{spec.label}: {', '.join(extra)} does not apply to this choice."
        return None

    def allows(self, action: dict[str, Any]) -> bool:
        return self.why_not(action) is None

    def random_action(self, rng: Rng) -> dict[str, Any]:
        """A random action along one path of the tree (for self-play and tests)."""
        spec = rng.choice(self.actions)
        action: dict[str, Any] = {"kind": spec.kind}
        pending = list(spec.steps)
        while pending:
            step = pending.pop(0)
            if step.choices is not None:
                if not step.choices:
                    continue
                choice = rng.choice(step.choices)
                action[step.param] = choice.value
                pending = list(choice.then) + pending
            elif step.range is not None:
                action[step.param] = rng.randint(step.range.min, step.range.max)
        return action

    def paths(self, limit: int = 10_000) -> Iterator[dict[str, Any]]:
        """Every complete action in the tree (integer ranges give each value), at most ``limit``."""
        count = 0

        def walk(partial: dict[str, Any], pending: list[Step]) -> Iterator[dict[str, Any]]:
            if not pending:
                yield dict(partial)
                return
            step, rest = pending[0], pending[1:]
            if step.choices is not None:
                for choice in step.choices:
                    yield from walk({**partial, step.param: choice.value}, list(choice.then) + rest)
            elif step.range is not None:
                for value in range(step.range.min, step.range.max + 1):
                    yield from walk({**partial, step.param: value}, rest)

        for spec in self.actions:
            for action in walk({"kind": spec.kind}, list(spec.steps)):
                yield action
                count += 1
                if count >= limit:
                    return


Choice.model_rebuild()
