"""Spec'd mocks made at the cost of one (issue 31): ``unittest.mock`` works a spec out again
for every mock made with ``spec``/``spec_set`` — ``dir()`` of the class, which of its
attributes are coroutine functions, its constructor's signature — and every ``AsyncMock``
specs a code object (``NonCallableMock(spec_set=CodeType)``) the same way. The Discord fakes
(tests/discord/fakes.py) make an interaction, its response, followup and message, each
spec'd, for every click: in Peak Oil's whole game through the fakes (~32,000 mocks) this
was about a quarter of the test's time.

:func:`install` keeps what ``NonCallableMock._mock_add_spec`` works out of a spec (see
:func:`_key`: no spec, a library's class such as discord.py's, aiohttp's or ``CodeType``, or
an instance of one) and hands the same to the next mock of the same spec: the same attribute
names, coroutines and signature, so a fake refuses exactly the attributes it refused before
and its coroutine methods are ``AsyncMock`` as before. Classes of this project are left to
``unittest.mock`` (a test may add attributes to them).
"""

from __future__ import annotations

from typing import Any
from unittest import mock

#: What ``_mock_add_spec`` derives from the spec alone (``_spec_set`` is the caller's flag).
DERIVED = ("_spec_class", "_spec_signature", "_mock_methods", "_spec_asyncs")
#: Packages whose classes a test may change (monkeypatch.setattr of a new attribute).
OURS = ("rules", "bot", "render", "cogs", "tests", "benchmarks", "scripts")

_derived: dict[tuple[Any, ...], tuple[Any, ...]] = {}
#: ``unittest.mock``'s own ``_mock_add_spec``, kept by :func:`install` (the tests compare).
original_add_spec: Any = None


def _library(kind: type) -> bool:
    return kind.__module__.split(".", 1)[0] not in OURS


def _key(spec: object, as_instance: bool, eat_self: bool) -> tuple[Any, ...] | None:
    """What ``_mock_add_spec``'s result depends on, or ``None`` where it is not reused.

    ``None`` (a mock without spec), a library class, or a library object that cannot be
    called (by its class, its attribute names and which of its own attributes are
    coroutines: all the derivation reads of it; discord.py's ``PartialMessageable`` is spec'd
    from an instance, its attributes being set in ``__init__``). Not a function or any other
    callable object: its signature is its own."""
    if spec is None:
        return (None, as_instance, eat_self)
    if isinstance(spec, type):
        return (spec, as_instance, eat_self) if _library(spec) else None
    kind = type(spec)
    own = getattr(spec, "__dict__", None)
    if not _library(kind) or not isinstance(own, dict) or isinstance(spec, mock.Base):
        return None
    if callable(spec) or "__call__" in own:  # a function's signature is its own
        return None
    coroutines = tuple(name for name, value in own.items() if mock.iscoroutinefunction(value))
    return (kind, tuple(dir(spec)), coroutines, as_instance, eat_self)


def install() -> None:
    """Make ``unittest.mock`` reuse what it derived of a library class's spec (once)."""
    global original_add_spec
    original = mock.NonCallableMock._mock_add_spec
    if getattr(original, "reuses_specs", False):
        return
    original_add_spec = original

    def _mock_add_spec(
        self: Any,
        spec: Any,
        spec_set: Any,
        _spec_as_instance: bool = False,
        _eat_self: bool = False,
    ) -> None:
        key = _key(spec, _spec_as_instance, _eat_self)
        if key is None:
            original(self, spec, spec_set, _spec_as_instance, _eat_self)
            return
        known = _derived.get(key)
        if known is None:
            original(self, spec, spec_set, _spec_as_instance, _eat_self)
            if all(name in self.__dict__ for name in DERIVED):
                spec_class, signature, methods, asyncs = (self.__dict__[n] for n in DERIVED)
                kept = None if methods is None else tuple(methods)
                _derived[key] = (spec_class, signature, kept, tuple(asyncs))
            return
        spec_class, signature, methods, asyncs = known
        fields = self.__dict__
        fields["_spec_class"] = spec_class
        fields["_spec_set"] = spec_set
        fields["_spec_signature"] = signature
        fields["_mock_methods"] = None if methods is None else list(methods)  # its own list
        fields["_spec_asyncs"] = list(asyncs)

    _mock_add_spec.reuses_specs = True  # type: ignore[attr-defined]
    mock.NonCallableMock._mock_add_spec = _mock_add_spec  # type: ignore[method-assign]
