"""``Game.apply`` plays on a private deep copy: the state it is given is never changed.

The copy is :func:`rules.core.copying.deep_copy` (faster than ``model_copy(deep=True)``); these
tests check that it keeps what ``model_copy(deep=True)`` keeps and shares no mutable value with
the original, and that for every game an applied action leaves its input state untouched,
down to the last nested list.
"""

from __future__ import annotations

import copy
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

import rules
from bot.selfplay import random_move, seat_names
from rules.core import Game, GameState, Rng
from rules.core.copying import deep_copy, same
from tests.toygame import GAME as TOY_GAME

AnyGame = Game[Any, Any]


def mutable_parts(value: Any, found: dict[int, Any] | None = None) -> dict[int, Any]:
    """Every mutable object reachable from ``value`` (models, lists, dicts, sets), by id."""
    found = {} if found is None else found
    if isinstance(value, BaseModel):
        found[id(value)] = value
        parts: list[Any] = [value.__dict__, value.__pydantic_fields_set__]
        parts += [value.__pydantic_extra__, value.__pydantic_private__]
        for part in parts:
            mutable_parts(part, found)
    elif isinstance(value, list | dict | set | bytearray):
        found[id(value)] = value
        for item in value.values() if isinstance(value, dict) else value:
            mutable_parts(item, found)
    elif isinstance(value, tuple | frozenset):
        for item in value:
            mutable_parts(item, found)
    return found


def shared(a: Any, b: Any) -> list[Any]:
    """The mutable objects ``a`` and ``b`` both hold (nothing, for a true deep copy)."""
    parts = mutable_parts(b)
    return [part for key, part in mutable_parts(a).items() if key in parts]


class Inner(BaseModel):
    values: list[int] = Field(default_factory=list)
    note: str | None = None


class Special(Inner):
    """A subclass kept in a field typed as its parent."""

    extra_list: list[list[int]] = Field(default_factory=list)


class Loose(BaseModel):
    model_config = ConfigDict(extra="allow")

    inner: Inner = Field(default_factory=Inner)
    children: list[Inner] = Field(default_factory=list)
    by_name: dict[str, Inner] = Field(default_factory=dict)
    anything: Any = None
    pair: tuple[list[int], int] = ([], 0)
    tags: set[str] = Field(default_factory=set)
    _cache: dict[str, list[int]] = PrivateAttr(default_factory=dict)


class OwnCopy(BaseModel):
    """A model with its own ``__deepcopy__`` is copied by it."""

    values: list[int]

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> OwnCopy:
        return OwnCopy(values=[*self.values, 99])


def sample() -> Loose:
    model = Loose(
        inner=Special(values=[1, 2], extra_list=[[3], [4, 5]]),
        children=[Inner(values=[6]), Inner(note="n")],
        by_name={"a": Inner(values=[7])},
        anything={"deep": [{"er": [8]}], "t": (1, [2])},
        pair=([9, 10], 11),
        tags={"x", "y"},
        surplus=[12, {"k": [13]}],
    )
    model._cache["c"] = [14]
    return model


def test_deep_copy_keeps_everything_model_copy_keeps() -> None:
    model = sample()
    for made in (deep_copy(model), model.model_copy(deep=True)):
        assert made == model
        assert made.model_dump() == model.model_dump()
        assert type(made.inner) is Special
        assert made.model_fields_set == model.model_fields_set
        assert made.inner.model_fields_set == {"values", "extra_list"}
        assert made.model_extra == {"surplus": [12, {"k": [13]}]}
        assert made._cache == {"c": [14]}
        assert made.anything["t"] == (1, [2])


def test_deep_copy_shares_no_mutable_value() -> None:
    model = sample()
    made = deep_copy(model)
    assert shared(model, made) == []
    made.inner.values.append(0)
    made.anything["deep"][0]["er"].append(0)
    made.pair[0].append(0)
    made.model_extra["surplus"][1]["k"].append(0)  # type: ignore[index]
    made._cache["c"].append(0)
    made.tags.add("z")
    assert model == sample() and model._cache == {"c": [14]}
    assert model.model_extra == sample().model_extra


def test_a_model_with_its_own_deepcopy_is_copied_by_it() -> None:
    original = OwnCopy(values=[1])
    assert deep_copy(original).values == copy.deepcopy(original).values == [1, 99]


class Flat(BaseModel):
    """A model of plain values and flat lists of them (compared by its field dictionary)."""

    name: str = ""
    values: list[int] = Field(default_factory=list)


class Holder(BaseModel):
    flats: dict[str, Flat] = Field(default_factory=dict)
    counts: dict[str, int] = Field(default_factory=dict)
    inner: Inner = Field(default_factory=Inner)


def test_same_is_equality_with_the_keys_order() -> None:
    """``same`` says what ``==`` says, and tells apart two equal values whose dictionaries
    hold their keys in another order (a game iterates them: the order is part of a state)."""
    model = sample()
    assert same(model, deep_copy(model)) and same(model, model.model_copy(deep=True))
    changed = deep_copy(model)
    changed.children[1].note = "m"
    assert not same(model, changed) and model != changed
    private = deep_copy(model)
    private._cache["c"] = [15]
    assert not same(model, private) and model != private
    holder = Holder(flats={"a": Flat(values=[1]), "b": Flat(name="b")}, counts={"x": 1, "y": 2})
    assert same(holder, deep_copy(holder))
    for change in (
        lambda h: h.flats["b"].values.append(2),
        lambda h: setattr(h.flats["a"], "name", "a"),
        lambda h: h.counts.update(y=3),
        lambda h: h.inner.values.append(1),
    ):
        other = deep_copy(holder)
        change(other)
        assert not same(holder, other) and holder != other
    for reordered in (
        Holder(flats={"b": Flat(name="b"), "a": Flat(values=[1])}, counts={"x": 1, "y": 2}),
        Holder(flats={"a": Flat(values=[1]), "b": Flat(name="b")}, counts={"y": 2, "x": 1}),
    ):
        assert reordered == holder and not same(reordered, holder)


def _games() -> list[AnyGame]:
    return [*rules.GAMES.values(), TOY_GAME]


def test_apply_leaves_its_input_state_unchanged_and_unshared() -> None:
    """For every game, along a seeded random game: after each ``apply`` the input state dumps
    as before, compares equal to a copy taken before, and holds no mutable object (model,
    list, dict, set) that the new state holds too."""
    for game in _games():
        for players in sorted({game.min_players, game.max_players}):
            state: GameState = game.setup(seat_names(players), players)
            picker = Rng.from_seed(players)
            for _ in range(150):
                move = random_move(game, state, picker)
                if move is None:
                    break
                before_json = game.dump_state(state)
                before = state.model_copy(deep=True)
                after, _events = game.apply(state, *move)
                assert game.dump_state(state) == before_json, (game.name, state.step)
                assert state == before
                assert shared(state, after) == [], (game.name, state.step)
                state = after


def test_apply_plays_on_the_copy_a_game_gives() -> None:
    """``Game._state_to_play``: ``apply`` plays the move on the copy the game gives (Fitna
    gives the copy it kept with a choice tree), and never on the state it was given."""
    given: list[GameState] = []

    class Kept(type(TOY_GAME)):  # type: ignore[misc]
        def _state_to_play(self, state: GameState) -> GameState:
            copied = deep_copy(state)
            given.append(copied)
            return copied

    game = Kept()
    state = game.setup(seat_names(2), 1)
    move = random_move(game, state, Rng.from_seed(1))
    assert move is not None
    after, _events = game.apply(state, *move)
    assert given == [after] and given[0] is after
    assert after.step == state.step + 1 and shared(state, after) == []
