"""Builders of common choice-tree shapes, so a game's legal trees read like the rules.

A legal tree (:mod:`rules.core.choices`) is made of steps and choices; most rules ask the same
few shapes again and again: pick one of these (:func:`ask`), pick one of these and then one of
those (:func:`branch`), yes or no (:func:`yes_no`), a single action with one step
(:func:`action`). The builders return exactly the trees One More Barrel built by hand. A
shape with nothing to choose is not offered (:func:`ask`): the kit says so once, in
:mod:`rules.core.choices`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from rules.core.choices import ActionSpec, Choice, Step
from rules.core.text import Label, Said

T = TypeVar("T")


def cut(values: Iterable[T], action: dict[str, Any] | None, param: str) -> list[T]:
    """The ``values`` that ``action`` gives for ``param``: the one branch of a tree that
    ``apply`` needs to check the action (a family's ``legal_for``, :mod:`rules.core.flow`);
    all of them without an action (the whole tree). A cut tree holds only paths of the whole
    one, so it can refuse too much, never allow too much (the whole tree words a refusal)."""
    if action is None:
        return list(values)
    given = action.get(param)
    return [value for value in values if value == given]


def ask(param: str, label: Label, choices: list[Choice]) -> list[Step]:
    """One step choosing ``param`` among ``choices``. With no choice the step is still asked,
    with nothing to choose: the choice trees' one rule for that (:mod:`rules.core.choices`,
    "A step with nothing to choose") makes it a dead end, so the choice or the action that
    leads to it is not offered."""
    return [Step.of(param, label, list(choices))]


def branch(
    value: int | str, label: Label, param: str, step_label: Label, choices: list[Choice]
) -> Choice:
    """A choice followed by one step choosing ``param`` among ``choices`` (a source, then
    the destinations reachable from it)."""
    return Choice.of(value, label, ask(param, step_label, choices))


def yes_no(
    label: Label, yes: Label, no: Label, *, kind: str = "answer", param: str = "accept"
) -> list[ActionSpec]:
    """A yes-or-no question, answered with ``{"kind": kind, param: True | False}``; its step
    is the kit's "answer" (``kit.answer``)."""
    return [
        ActionSpec(
            kind=kind,
            label=label,
            steps=[
                Step(
                    param=param,
                    label=Said("kit.answer"),
                    choices=[Choice(value=True, label=yes), Choice(value=False, label=no)],
                )
            ],
        )
    ]


def action(
    kind: str, label: Label, param: str, step_label: Label, choices: list[Choice]
) -> ActionSpec:
    """One kind of action with a single step choosing ``param`` among ``choices``."""
    return ActionSpec(kind=kind, label=label, steps=ask(param, step_label, choices))


def merge_kinds(specs: list[ActionSpec]) -> list[ActionSpec]:
    """One spec per kind: specs of the same kind whose first step asks the same parameter
    (a deal offered from several rules: money, resources, companies) become one, their
    first step's choices joined in order; the first spec's label is kept.

    The specs given are never changed: a spec alone of its kind is returned as it is, and a
    merged one is a new spec with a new first step whose choice list joins theirs (the
    choices themselves and the other steps are shared, not copied: a legal tree is built
    afresh for each call and only read)."""
    merged: list[ActionSpec] = []
    at: dict[str, int] = {}
    for spec in specs:
        index = at.get(spec.kind)
        if index is None:
            at[spec.kind] = len(merged)
            merged.append(spec)
            continue
        first = merged[index]
        if not (first.steps and spec.steps and first.steps[0].param == spec.steps[0].param):
            raise ValueError(f"two {spec.kind!r} specs that do not share a first step")
        step = first.steps[0]
        joined = [*(step.choices or []), *(spec.steps[0].choices or [])]
        steps = [step.model_copy(update={"choices": joined}), *first.steps[1:]]
        merged[index] = first.model_copy(update={"steps": steps})
    return merged
