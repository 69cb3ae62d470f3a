"""The spec'd mocks that share what ``unittest.mock`` derives of a spec (tests/mock_specs.py,
installed for the whole suite by tests/conftest.py) are the mocks ``unittest.mock`` makes:
the same attribute names, coroutine methods and signature, the same refusals."""

from __future__ import annotations

import inspect
from types import CodeType
from typing import Any
from unittest.mock import AsyncMock, MagicMock, NonCallableMock

import discord
import pytest

from tests import mock_specs


class Ours:
    """A class of this project's: its specs are worked out again for every mock."""

    def known(self) -> int:
        return 1


def _derived_by_unittest(spec: Any) -> tuple[Any, ...]:
    bare = NonCallableMock()
    mock_specs.original_add_spec(bare, spec, True)
    return tuple(bare.__dict__[name] for name in mock_specs.DERIVED)


def _spec_of(made: Any) -> tuple[Any, ...]:
    return tuple(made.__dict__[name] for name in mock_specs.DERIVED)


SPECS = {
    "no spec": lambda: None,
    "Interaction": lambda: discord.Interaction,
    "Message": lambda: discord.Message,
    "CodeType": lambda: CodeType,
    "PartialMessageable instance": lambda: discord.PartialMessageable(state=None, id=7),  # type: ignore[arg-type]
}


@pytest.mark.parametrize("name", sorted(SPECS))
def test_a_reused_spec_is_the_one_unittest_mock_derives(name: str) -> None:
    assert mock_specs.original_add_spec is not None, "installed by tests/conftest.py"
    assert getattr(NonCallableMock._mock_add_spec, "reuses_specs", False)
    spec = SPECS[name]()
    first, second = MagicMock(spec_set=spec), MagicMock(spec_set=spec)  # the second reuses
    expected = _derived_by_unittest(spec)
    assert _spec_of(first) == _spec_of(second) == expected
    assert first._mock_methods is not second._mock_methods or spec is None


def test_a_reused_spec_refuses_and_awaits_as_before() -> None:
    for _ in range(2):  # made, then reused
        interaction = MagicMock(spec_set=discord.Interaction)
        with pytest.raises(AttributeError):
            interaction.no_such_attribute = 1
        with pytest.raises(AttributeError):
            _ = interaction.no_such_attribute
        assert isinstance(interaction.original_response, AsyncMock)
        assert not isinstance(interaction.is_expired, AsyncMock)
        assert inspect.iscoroutinefunction(AsyncMock())


def test_a_class_of_ours_is_derived_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A test may give one of our classes a new attribute: the next mock of it has it."""
    before = MagicMock(spec_set=Ours)
    monkeypatch.setattr(Ours, "added", 2, raising=False)
    after = MagicMock(spec_set=Ours)
    after.added = 3
    with pytest.raises(AttributeError):
        before.added = 3


def test_a_function_spec_keeps_its_own_signature() -> None:
    def one(a: int) -> int:
        return a

    def two(a: int, b: int) -> int:
        return a + b

    MagicMock(spec_set=one)
    made = MagicMock(spec_set=two)
    assert _spec_of(made) == _derived_by_unittest(two)
    assert str(made._spec_signature) == "(a: 'int', b: 'int') -> 'int'"
