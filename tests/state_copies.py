"""Checks shared by the tests of a game's own state copy (One More Barrel's and Peak Oil's
``copy_state``, written field by field for speed, issue 31): every field the copy does not
copy by name holds a plain value, and the copy equals pydantic's own deep copy and shares no
mutable value with the original."""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Iterable
from typing import Any, Literal

from pydantic import BaseModel

from rules.core import Game
from tests.test_state_copy import shared

PLAIN = (int, str, bool, float, type(None))


def plain(annotation: Any) -> bool:
    """Whether every value of ``annotation`` is a number, a string, a boolean or ``None``."""
    if annotation in PLAIN:
        return True
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return all(isinstance(value, PLAIN) for value in typing.get_args(annotation))
    if origin in (typing.Union, types.UnionType):
        return all(plain(arg) for arg in typing.get_args(annotation))
    return False


def models_in(annotation: Any) -> set[type[BaseModel]]:
    """The model classes an annotation may hold, at any depth."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return {annotation}
    return {model for arg in typing.get_args(annotation) for model in models_in(arg)}


def check_copied_fields(
    root: type[BaseModel],
    module: str,
    also: Iterable[type[BaseModel]],
    copied_fields: dict[type[BaseModel], set[str]],
) -> None:
    """Every model of ``module`` reachable from ``root`` (and the models ``also``) is in
    ``copied_fields``, whose every other field holds a plain value; none keeps extra fields
    or private attributes."""
    reached: set[type[BaseModel]] = set()
    todo: list[type[BaseModel]] = [root]
    while todo:
        model = todo.pop()
        if model in reached:
            continue
        reached.add(model)
        for info in model.model_fields.values():
            todo.extend(models_in(info.annotation))
    copied_by_name = {model for model in reached if model.__module__ == module} | set(also)
    assert copied_by_name <= set(copied_fields)
    for model, named in copied_fields.items():
        assert named <= set(model.model_fields), model
        others = {
            name: info.annotation
            for name, info in model.model_fields.items()
            if name not in named and not plain(info.annotation)
        }
        assert others == {}, f"{model.__name__}: copy_state shares {sorted(others)}"
        assert model.model_config.get("extra") != "allow" and not model.__private_attributes__


def fields_set_of(model: Any) -> list[Any]:
    """Every model's class and set fields, in the order met."""
    if isinstance(model, BaseModel):
        found: list[Any] = [type(model), sorted(model.model_fields_set)]
        for value in model.__dict__.values():
            found.extend(fields_set_of(value))
        return found
    if isinstance(model, list):
        return [part for value in model for part in fields_set_of(value)]
    if isinstance(model, dict):
        return [part for value in model.values() for part in fields_set_of(value)]
    return []


def check_copies(game: Game[Any, Any], states: Iterable[Any], copy: Callable[[Any], Any]) -> None:
    """For every state: ``copy`` gives an equal state of the same class, dumping the same,
    with the same fields set as pydantic's own deep copy, and sharing no mutable value."""
    for state in states:
        reference = BaseModel.__deepcopy__(state)  # pydantic's own deep copy
        copied = copy(state)
        assert type(copied) is type(state)
        assert copied == state == reference
        assert game.dump_state(copied) == game.dump_state(state)
        assert fields_set_of(copied) == fields_set_of(reference)
        assert shared(state, copied) == []
