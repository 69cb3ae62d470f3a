"""One More Barrel's own state copy (``state.copy_state``, its ``OmbState.__deepcopy__``, what
``Game.apply`` plays on): the same copy as pydantic's ``model_copy(deep=True)``, sharing no
mutable value with the original, for states met in random games; and every field it does not
copy by name holds a plain value, so a field added to a model later cannot be shared by
mistake (this test names it)."""

from __future__ import annotations

import types
import typing
from typing import Any, Literal

import pytest
from pydantic import BaseModel

from bot.selfplay import random_states, seat_names
from rules.core import Rng
from rules.core.copying import deep_copy
from rules.one_more_barrel import state as omb_state
from rules.one_more_barrel.engine import OneMoreBarrel
from rules.one_more_barrel.state import COPIED_FIELDS, OmbState, copy_state
from tests.test_state_copy import shared

GAME = OneMoreBarrel()
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


def test_every_other_field_holds_a_plain_value() -> None:
    reached: set[type[BaseModel]] = set()
    todo: list[type[BaseModel]] = [OmbState]
    while todo:
        model = todo.pop()
        if model in reached:
            continue
        reached.add(model)
        for info in model.model_fields.values():
            todo.extend(models_in(info.annotation))
    copied_by_name = {model for model in reached if model.__module__ == omb_state.__name__}
    copied_by_name |= {type(GAME.setup(seat_names(3), 1).rng)}
    assert copied_by_name <= set(COPIED_FIELDS)
    for model, named in COPIED_FIELDS.items():
        assert named <= set(model.model_fields), model
        others = {
            name: info.annotation
            for name, info in model.model_fields.items()
            if name not in named and not plain(info.annotation)
        }
        assert others == {}, f"{model.__name__}: copy_state shares {sorted(others)}"
        assert model.model_config.get("extra") != "allow" and not model.__private_attributes__


def states() -> list[OmbState]:
    found: list[OmbState] = []
    for players, seed in ((3, 3), (4, 4), (5, 7)):  # seed 7: buildings stand from mid-game
        seen: list[Any] = random_states(
            GAME, GAME.setup(seat_names(players), seed), Rng.from_seed(seed), 600
        )
        found.extend(seen[::3])
        found.append(seen[-1])
    return found


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


@pytest.mark.parametrize("copy", [copy_state, deep_copy, lambda s: s.model_copy(deep=True)])
def test_the_copy_is_whole_and_shares_nothing(copy: Any) -> None:
    checked = states()
    assert any(s.final is not None for s in checked)  # the states hold every kind of part
    assert any(s.active is not None and s.pawns and s.questions.open for s in checked)
    regions = [r for s in checked for r in s.regions.values()]
    assert any(r.battle is not None for r in regions) and any(r.buildings for r in regions)
    for state in checked:
        reference = BaseModel.__deepcopy__(state)  # pydantic's own deep copy
        copied = copy(state)
        assert type(copied) is OmbState
        assert copied == state == reference
        assert GAME.dump_state(copied) == GAME.dump_state(state)
        assert fields_set_of(copied) == fields_set_of(reference)
        assert shared(state, copied) == []
