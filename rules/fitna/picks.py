"""A pick (a card's choice, an activation's option): a ``pick`` question to the seat that
decides, naming the handler that takes the answer by its ``purpose`` (the question table
that answers it, :mod:`events`, finds the handler by that name). Below every rule module, so
any of them may ask one without importing the modules that answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Event
from rules.core.text import Said

from .state import FitnaState

#: ``handler(state, seat, value, data)``: the answer (``None``: nothing picked) and the
#: question's own data.
PickHandler = Callable[[FitnaState, int, "str | None", dict[str, Any]], list[Event]]


def ask(state: FitnaState, seat: int, purpose: str, options: list[tuple[str, Said]],
        label: Said, optional: bool = False, **data: Any) -> None:  # fmt: skip
    """Ask ``seat`` to pick one of ``options`` (value, label) for ``purpose``; the labels
    are kept in the question's data as :meth:`Said.as_data` (:func:`said`)."""
    state.questions.ask(
        "pick", [seat], source=seat, default={"kind": "pass"} if optional else None,
        data={"purpose": purpose, "options": [[v, o.as_data()] for v, o in options],
              "label": label.as_data(),
              "optional": optional, **data},
    )  # fmt: skip


def pick(state: FitnaState, seat: int, purpose: str, options: list[tuple[str, Said]],
         label: Said, handler: PickHandler, optional: bool = False,
         **data: Any) -> list[Event]:  # fmt: skip
    """:func:`ask`; nothing to pick: ``handler`` (the purpose's) is told ``None`` at once."""
    if not options:
        return handler(state, seat, None, data)
    ask(state, seat, purpose, options, label, optional, **data)
    return []


def said(data: Any) -> Said:
    """A label kept in a question's data (:func:`ask`); a game saved before issue 28 kept
    the English text itself, said as it is (``label.as_written``)."""
    return Said("label.as_written", text=data) if isinstance(data, str) else Said.of_data(data)
