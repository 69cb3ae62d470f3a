"""A fast deep copy of a game state, for :meth:`rules.core.Game.apply`.

``apply`` hands ``_play`` a private copy of the state to mutate, so the state it was given is
never changed. ``model_copy(deep=True)`` (``copy.deepcopy``) was ~0.5–0.7 ms of a One More
Barrel move of ~1 ms: it keeps a memo of every object and goes through ``__deepcopy__`` and
``__reduce_ex__`` for each of a state's ~900 values. A state is made of pydantic models, lists,
dicts and immutable scalars, so :func:`deep_copy` copies exactly those by hand (~0.10 ms; a list
or dict of scalars alone by one flat copy) and hands anything else to :func:`copy.deepcopy`.

What is kept, like ``model_copy(deep=True)``: each model's class (a subclass stays a subclass),
its fields, which fields were set (``model_fields_set``), its extra fields and its private
attributes; tuples, sets and other values are deep-copied by :mod:`copy`. Unlike it, no memo
is kept: an object referred to twice in a state becomes two equal copies, as it does when a
state is stored as JSON and loaded again. Nothing is validated again (no validator runs).
"""

from __future__ import annotations

import copy
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

#: Immutable values shared between the original and the copy, as ``copy.deepcopy`` does.
_SCALARS = frozenset({int, str, float, bool, type(None), bytes, complex})

#: Setters of the slots every pydantic model has (faster than ``object.__setattr__``).
_slots: Any = vars(BaseModel)
_set_dict = _slots["__dict__"].__set__
_set_fields_set = _slots["__pydantic_fields_set__"].__set__
_set_extra = _slots["__pydantic_extra__"].__set__
_set_private = _slots["__pydantic_private__"].__set__
#: Per model class: whether it is copied field by field here (it does not bring its own
#: ``__deepcopy__`` or ``__copy__``), else it goes to :func:`copy.deepcopy`.
_plain_models: dict[type, bool] = {}


def _is_plain_model(cls: type) -> bool:
    plain = _plain_models.get(cls)
    if plain is None:
        plain = issubclass(cls, BaseModel) and (
            cls.__deepcopy__ is BaseModel.__deepcopy__ and cls.__copy__ is BaseModel.__copy__
        )
        _plain_models[cls] = plain
    return plain


def deep_copy(model: M) -> M:
    """A copy of ``model`` that shares no mutable value with it (see the module docstring)."""
    copied: M = _copy(model)
    return copied


def _copy(value: Any) -> Any:
    kind: Any = type(value)
    scalars = _SCALARS
    if kind is list:
        if scalars.issuperset(map(type, value)):  # only scalars: a flat copy is a deep one
            return value.copy()
        return [v if type(v) in scalars else _copy(v) for v in value]
    if kind is dict:
        if scalars.issuperset(map(type, value.values())):
            return value.copy()
        return {k: (v if type(v) in scalars else _copy(v)) for k, v in value.items()}
    if kind in scalars:
        return value
    if _plain_models.get(kind) or _is_plain_model(kind):
        new = kind.__new__(kind)
        fields = value.__dict__
        fresh = fields.copy()  # scalars stay; the rest is replaced by copies, in field order
        for name, item in fields.items():
            item_kind = type(item)
            if item_kind in scalars:
                continue
            if item_kind is list and scalars.issuperset(map(type, item)):
                fresh[name] = item.copy()  # the common list of numbers, without a call
            else:
                fresh[name] = _copy(item)
        _set_dict(new, fresh)
        _set_fields_set(new, set(value.__pydantic_fields_set__))
        extra = value.__pydantic_extra__
        _set_extra(new, None if extra is None else _copy(extra))
        private = value.__pydantic_private__
        _set_private(new, None if private is None else copy.deepcopy(private))
        return new
    return copy.deepcopy(value)


# ------------------------------------------------------------------ a game's own copy

#: A model's bare instance (what ``BaseModel.__new__``, which is ``object.__new__``, makes).
_new_model: Any = object.__new__


def rebuilt(model: M, fields: dict[str, Any]) -> M:
    """A new model of ``model``'s class holding ``fields`` (and the same fields set), for a
    game's own state copy written field by field (One More Barrel's, Peak Oil's): no
    validation, and no extra fields or private attributes (the game's test checks its models
    keep none)."""
    new: M = _new_model(type(model))
    _set_dict(new, fields)
    _set_fields_set(new, model.__pydantic_fields_set__.copy())
    _set_extra(new, None)
    _set_private(new, None)
    return new


def flat_copy(model: M) -> M:
    """A copy of a model whose fields are all numbers, strings, booleans or ``None``."""
    return rebuilt(model, model.__dict__.copy())
