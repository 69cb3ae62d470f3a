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

Each model class is read once (:func:`_plan_of`): a field whose annotation holds only numbers,
strings, booleans or ``None`` is shared as it is, a field annotated as a list or dict of those
gets one flat copy when it holds a list or dict, a list or dict of such lists a flat copy of
each (a deck's hands, issue 31), and only the other fields are looked at value by value; a
model of plain values and flat lists alone (a Fitna stack of units, ~65 a state) is copied by
a function written for its class (:func:`_flat_copier`) in about half the time it took, and a
dict of such models alone (a Fitna state's stacks) in one pass (issue 31). This trusts the
annotations (which mypy checks): a ``list[str]`` holds strings.

:func:`same` is ``==`` that also compares the order of dictionaries' keys, for a game that keeps
a copy of a state to stand for an equal one (Fitna's kept choice trees).
"""

from __future__ import annotations

import copy
import types
import typing
from collections.abc import Iterable
from typing import Any, Literal, TypeVar

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
#: A model's bare instance (what ``BaseModel.__new__``, which is ``object.__new__``, makes).
_new_model: Any = object.__new__
#: Per model class: how its fields are copied (:func:`_plan_of`), or ``None`` when it brings its
#: own ``__deepcopy__`` or ``__copy__`` and goes to :func:`copy.deepcopy`.
_plans: dict[type, tuple[tuple[str, int], ...] | None] = {}
#: How a field is copied: one flat copy of a list, of a dict, a flat copy of each list of a
#: list or of a dict (a deck's hands, a Fitna state's pools), or whatever it holds, looked at.
_FLAT_LIST, _FLAT_DICT, _LISTS_LIST, _LISTS_DICT, _LOOKED_AT = 0, 1, 2, 3, 4
#: The annotations whose values are immutable scalars.
_PLAIN_TYPES = (int, str, bool, float, type(None))


def _plain(annotation: Any) -> bool:
    """Whether every value an annotation allows is a number, a string, a boolean or ``None``."""
    if annotation in _PLAIN_TYPES:
        return True
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return all(type(value) in _PLAIN_TYPES for value in typing.get_args(annotation))
    if origin in (typing.Union, types.UnionType):
        return all(_plain(arg) for arg in typing.get_args(annotation))
    return False


def _how(annotation: Any) -> int | None:
    """How a field of this annotation is copied; ``None``: shared (a plain value)."""
    if _plain(annotation):
        return None
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is list and len(args) == 1 and _plain(args[0]):
        return _FLAT_LIST
    if origin is dict and len(args) == 2 and _plain(args[1]):
        return _FLAT_DICT
    if origin is list and len(args) == 1 and _plain_list(args[0]):
        return _LISTS_LIST
    if origin is dict and len(args) == 2 and _plain_list(args[1]):
        return _LISTS_DICT
    return _LOOKED_AT


def _plain_list(annotation: Any) -> bool:
    """Whether an annotation is a list of plain values (:func:`_plain`)."""
    args = typing.get_args(annotation)
    return typing.get_origin(annotation) is list and len(args) == 1 and _plain(args[0])


def _plan_of(cls: Any) -> tuple[tuple[str, int], ...] | None:
    """The fields of model class ``cls`` that are not shared as they are, with how each is
    copied (kept in :data:`_plans`); ``None`` when the class brings its own copy."""
    plan: tuple[tuple[str, int], ...] | None = None
    if cls.__deepcopy__ is BaseModel.__deepcopy__ and cls.__copy__ is BaseModel.__copy__:
        fields = cls.model_fields
        hows = ((name, _how(info.annotation)) for name, info in fields.items())
        plan = tuple((name, how) for name, how in hows if how is not None)
        if all(how == _FLAT_LIST for _, how in plan) and not cls.__private_attributes__:
            _flat_lists[cls] = tuple(name for name, _ in plan)
            _flat_copiers[cls] = _flat_copier(cls, _flat_lists[cls])
            if cls.model_config.get("extra") != "allow":
                _ORDERLESS.add(cls)
    _plans[cls] = plan
    return plan


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
        values = value.values()
        if value:  # values of one flat model class: copied at once (None: another met)
            copiers = _flat_copiers.get(type(next(iter(values))))
            copied = None if copiers is None else copiers[1](value)
            if copied is not None:
                return copied
        if scalars.issuperset(map(type, values)):
            return value.copy()
        return {k: (v if type(v) in scalars else _copy(v)) for k, v in value.items()}
    if kind in scalars:
        return value
    flat = _flat_copiers.get(kind)
    if flat is not None and value.__pydantic_extra__ is None:
        return flat[0](value)
    plan: Any = _plans.get(kind, _plans)
    if plan is _plans:  # a class not met yet
        plan = _plan_of(kind) if issubclass(kind, BaseModel) else _plans.setdefault(kind, None)
    if plan is None:
        return copy.deepcopy(value)
    new = _new_model(kind)
    fresh = value.__dict__.copy()  # plain fields stay; the others are replaced by copies
    for name, how in plan:
        item = fresh.get(name)
        item_kind = type(item)
        if item_kind in scalars:
            continue
        if (item_kind is list and how == _FLAT_LIST) or (item_kind is dict and how == _FLAT_DICT):
            fresh[name] = item.copy()
        elif item_kind is list and how == _LISTS_LIST:
            fresh[name] = [x.copy() if x.__class__ is list else _copy(x) for x in item]
        elif item_kind is dict and how == _LISTS_DICT:
            fresh[name] = {
                k: v.copy() if v.__class__ is list else _copy(v) for k, v in item.items()
            }
        else:
            fresh[name] = _copy(item)
    _set_dict(new, fresh)
    _set_fields_set(new, value.__pydantic_fields_set__.copy())
    extra = value.__pydantic_extra__
    _set_extra(new, None if extra is None else _copy(extra))
    private = value.__pydantic_private__
    _set_private(new, None if private is None else copy.deepcopy(private))
    return new


#: The model classes whose fields are plain values and lists of them, with no private
#: attributes (a Fitna stack of units): the names of their list fields, copied by
#: the copiers of :func:`_flat_copier` (filled in as :func:`_plan_of` reads a class).
_flat_lists: dict[type, tuple[str, ...]] = {}


#: Per class of :data:`_flat_lists`: its copier of one model (without extra fields) and of a
#: dict of them, which answers ``None`` when it meets a value of another class or with extra
#: fields (:func:`_flat_copier`).
_flat_copiers: dict[type, tuple[Any, Any]] = {}

#: The body shared by a flat class's two copiers (:func:`_flat_copier`): ``value`` copied into
#: ``new`` (``{lists}``: one statement per list field, replacing the list by its copy).
_FLAT_BODY = """
        fresh = value.__dict__.copy(){lists}
        new = _new(kind)
        _set_dict(new, fresh)
        _set_fields_set(new, value.__pydantic_fields_set__.copy())
        _set_extra(new, None)
        _set_private(new, None)
"""
_FLAT_LIST_FIELD = """
        item = fresh[{name!r}]
        if item.__class__ is list:
            fresh[{name!r}] = item.copy()
        elif item.__class__ not in _SCALARS:
            fresh[{name!r}] = _copy(item)"""


def _flat_copier(cls: Any, lists: tuple[str, ...]) -> tuple[Any, Any]:
    """The copiers of a model of flat class ``cls`` and of a dict of them (a Fitna state's
    ~65 stacks, copied at every move: issue 31), made once per class with one statement per
    list field written out instead of a loop over the field names, the dict's values looked
    at in the same pass as they are copied: ~38 -> ~30 us for a Fitna state's stacks
    measured alone (CPU time, the best of 7 runs of 2,000)."""
    body = _FLAT_BODY.format(lists="".join(_FLAT_LIST_FIELD.format(name=n) for n in lists))
    source = (
        "def one(value):" + body + "        return new\n"
        "def every(models):\n"
        "    out = {}\n"
        "    for key, value in models.items():\n"
        "        if value.__class__ is not kind or value.__pydantic_extra__ is not None:\n"
        "            return None" + body + "        out[key] = new\n"
        "    return out\n"
    )
    scope: dict[str, Any] = {
        "kind": cls, "_copy": _copy, "_SCALARS": _SCALARS, "_new": _new_model,
        "_set_dict": _set_dict, "_set_fields_set": _set_fields_set,
        "_set_extra": _set_extra, "_set_private": _set_private,
    }  # fmt: skip
    exec(source, scope)  # noqa: S102 (made above from the class's field names alone)
    return scope["one"], scope["every"]


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


# ------------------------------------------------------------------ equality, key order too


def same(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` (two states, or any values made of models, lists, dicts and
    scalars) are equal as ``==`` says **and** hold their dictionaries' keys in the same order
    (the order is part of a state: it is what a game iterates; ``==`` does not look at it) —
    the dictionaries reached through models, lists and dictionaries (a state's; not those
    inside a tuple or a set). For a cache of what was worked out for a state, whose copy may stand for it (Fitna's kept
    choice trees, issue 31)."""
    return bool(a == b) and _same_order(a, b)


def _same_order(a: Any, b: Any) -> bool:
    """Whether two equal values hold their dictionaries' keys in the same order."""
    kind = type(a)
    orderless = _ORDERLESS
    if kind in orderless:
        return True
    if kind is dict:
        values = a.values()
        return list(a) == list(b) and (
            orderless.issuperset(map(type, values)) or _same_orders(values, b.values())
        )
    if kind is list:
        return orderless.issuperset(map(type, a)) or _same_orders(a, b)
    plan: Any = _plans.get(kind, _plans)
    if plan is _plans:
        plan = _plan_of(kind) if issubclass(kind, BaseModel) else _plans.setdefault(kind, None)
    if plan is None:  # a class with its own copy: whatever it holds, looked at
        return _same_order(a.__dict__, b.__dict__) if isinstance(a, BaseModel) else True
    mine, theirs = a.__dict__, b.__dict__
    for name, how in plan:
        if how == _FLAT_LIST:
            continue
        if not _same_order(mine.get(name), theirs.get(name)):
            return False
    return _same_order(a.__pydantic_extra__, b.__pydantic_extra__) and _same_order(
        a.__pydantic_private__, b.__pydantic_private__
    )


def _same_orders(these: Iterable[Any], those: Iterable[Any]) -> bool:
    orderless = _ORDERLESS
    for x, y in zip(these, those):  # noqa: B905 (equal values: as many)
        kind = type(x)
        if kind in orderless or (kind is list and orderless.issuperset(map(type, x))):
            continue
        if not _same_order(x, y):
            return False
    return True


#: The classes of values that hold no dictionary: scalars, and models whose fields are plain
#: values or flat lists of them (a Fitna stack of units), added as their plan is made.
_ORDERLESS: set[Any] = set(_SCALARS)
