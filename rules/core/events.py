"""Events: something that happened in a game, as a catalogue key and its values.

:class:`Event` is what every engine returns from a move (for the thread, a DM, the log);
:class:`Speaker` makes the events of one catalogue (:mod:`rules.core.text`) for the modules
of a game, as :meth:`rules.core.Game.say` does. Kept apart from ``game.py`` so that the kit's
lower modules (questions, the flow) name events without importing the game contract.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from .text import Catalogue


class Event(BaseModel):
    """Something that happened, for the thread, a DM or the log.

    ``to`` is ``None`` for a public event, or the seat the event is addressed to in private.
    ``reveals`` marks an event that makes hidden information known (a card turned face up):
    a move is never undone across it.

    ``key`` and ``params`` are the event as data: a message of the game's catalogue
    (:attr:`Game.messages`) and its values, made by :meth:`Game.say`, which fills ``text``
    with the English rendering (:mod:`rules.core.text`). An event without a key carries only
    its finished ``text`` (games not yet moved to a catalogue).
    """

    kind: str
    text: str
    to: int | None = None
    reveals: bool = False
    data: dict[str, Any] = Field(default_factory=dict)
    key: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)


class Speaker:
    """Events of one catalogue, for the modules of a game: ``say = Speaker(catalogue)``, then
    ``say("take", name="alice", amount=2)`` — the same event as :meth:`Game.say` makes (its
    ``text`` rendered in the catalogue's language, ``key`` and ``params`` kept as data)."""

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue

    def __call__(
        self,
        key: str,
        *,
        to: int | None = None,
        reveals: bool = False,
        kind: str | None = None,
        data: dict[str, Any] | None = None,
        **params: Any,
    ) -> Event:
        return Event(
            kind=kind or key,
            text=self.catalogue.render(key, params),
            to=to,
            reveals=reveals,
            data=data or {},
            key=key,
            params=params,
        )
