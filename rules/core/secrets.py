"""Hidden information in a game state, and the one way it reaches a view.

Every kit container of hidden information (a :class:`~rules.core.cards.Deck` with its
face-down hands, a :class:`~rules.core.stacks.HiddenStack` whose units are private) derives
from :class:`Secret` and answers two questions:

* :meth:`Secret.public` — what everybody may see (how many cards each hand holds, a stack's
  owner and size): the only part a game puts in its public view;
* :meth:`Secret.private` — what one seat may see (its own hand, the stacks it knows): the only
  part a game puts in that seat's private view.

So a game never copies a hand into a view by hand: it puts ``deck.public()`` in ``_public``
and ``deck.private(seat)`` in ``_private``, and hand contents can only appear in their owner's
private view.

:func:`twin_states` checks that promise for any game without knowing its rules: it finds every
:class:`Secret` in a state and builds *twins*, states with the same public information and
different secrets (a card of one hand swapped with one of the draw pile, a unit of a stack
replaced by another). The views of every seat that cannot see the difference, and the spectator's, must
be identical between a state and its twin (``tests/test_hidden_information.py``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from typing import Any

from pydantic import BaseModel

from .copying import deep_copy
from .rng import Rng

#: Where a value sits inside a state: field names, list indexes and dict keys in turn.
Path = tuple[str | int, ...]


class Secret(BaseModel, ABC):
    """Base of every kit container of hidden information (see the module docstring)."""

    @abstractmethod
    def public(self) -> BaseModel:
        """What every seat and spectator may see."""

    @abstractmethod
    def private(self, seat: int) -> BaseModel | None:
        """What ``seat`` alone may see (``None``: nothing)."""

    def twins(self, rng: Rng) -> list[tuple[frozenset[int], Secret]]:
        """Copies of this container with the same public part and different secrets, each with
        the seats that may see the difference (every other seat's view must not change)."""
        return []

    @classmethod
    def state_twins(
        cls, found: Sequence[tuple[Path, Secret]], rng: Rng
    ) -> list[tuple[Path, Secret, frozenset[int]]]:
        """Twins of containers of this kind that need the whole state to be made (a hidden
        stack's unit replaced by another unit of the same game): each with its path and the
        seats that may see the difference. ``found`` is every secret of the state; called
        once per kind of container found. None by default."""
        return []


def find_secrets(value: Any, path: Path = ()) -> Iterator[tuple[Path, Secret]]:
    """Every :class:`Secret` inside ``value`` (a state), with its path, outermost first."""
    if isinstance(value, Secret):
        yield path, value
        return
    if isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from find_secrets(getattr(value, name), (*path, name))
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from find_secrets(item, (*path, index))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from find_secrets(item, (*path, key))


def replaced(state: BaseModel, path: Path, new: Any) -> BaseModel:
    """A deep copy of ``state`` (the kit's :func:`~rules.core.copying.deep_copy`, what
    ``model_copy(deep=True)`` gives in less time: Fitna makes ~50 twins a state) with the
    value at ``path`` replaced by ``new``."""
    if not path:
        raise ValueError("cannot replace the state itself")
    copy = deep_copy(state)
    holder: Any = copy
    for part in path[:-1]:
        holder = (
            getattr(holder, part)
            if isinstance(part, str) and isinstance(holder, BaseModel)
            else holder[part]
        )
    last = path[-1]
    if isinstance(holder, BaseModel) and isinstance(last, str):
        setattr(holder, last, new)
    else:
        holder[last] = new
    return copy


def twin_states(state: BaseModel, rng: Rng) -> list[tuple[frozenset[int], BaseModel]]:
    """Twins of ``state`` (see the module docstring), each with the seats that may see the
    difference; ``rng`` picks what is swapped (each container's :meth:`Secret.twins`, then
    each kind's :meth:`Secret.state_twins`: stacks, :func:`rules.core.stacks.stack_twins`)."""
    found = list(find_secrets(state))
    twins: list[tuple[frozenset[int], BaseModel]] = []
    for path, secret in found:
        for seats, twin in secret.twins(rng):
            twins.append((seats, replaced(state, path, twin)))
    for kind in dict.fromkeys(type(secret) for _, secret in found):
        for path, twin, seats in kind.state_twins(found, rng):
            twins.append((seats, replaced(state, path, twin)))
    return twins
