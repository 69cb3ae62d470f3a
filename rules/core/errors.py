"""The one exception an engine lets escape (and its kinds, which are all an
:class:`IllegalAction`)."""

from __future__ import annotations

import re
from typing import Any

from .text import Catalogue, Said

#: What a key of a catalogue looks like (``not_your_turn``, ``kit.game_over``), as against an
#: English sentence written in place by a game not converted yet (issue 28).
KEY = re.compile(r"[a-z][a-z0-9_]*(\.[a-z0-9_]+)*")


class Refusal:
    """A refusal said as data: ``said`` is the key of a catalogue with its values, or ``None``
    for an English sentence written in place (a game not converted yet, issue 28). Its text
    (``str()``) is English, for logs and tests: the catalogue that says it is the kit's, or the
    game's once the game has seen it pass (``Game`` fills :attr:`catalogue`)."""

    said: Said | None
    catalogue: Catalogue | None

    def _keep(self, text: str | Said, values: dict[str, Any]) -> str | Said:
        if isinstance(text, Said):
            self.said = text
        elif values or KEY.fullmatch(text):
            self.said = Said(text, **values)
        else:
            self.said = None
        self.catalogue = None
        return text

    def english(self, fallback: str) -> str:
        if self.said is None:
            return fallback
        from .texts import KIT_TEXTS

        catalogue = self.catalogue
        if catalogue is None or self.said.key not in catalogue:
            if self.said.key not in KIT_TEXTS["en"]:  # a game's key before it met its game
                values = self.said.values
                return f"{self.said.key}: {values}" if values else self.said.key
            catalogue = _kit_english()
        try:
            return catalogue.said(self.said)
        except (KeyError, IndexError, ValueError):
            return f"{self.said.key}: {self.said.values}"


_KIT: list[Catalogue] = []


def _kit_english() -> Catalogue:
    if not _KIT:
        from .texts import KIT_TEXTS

        kit = Catalogue(KIT_TEXTS["en"])
        kit.lenient = True  # a game's label in a refusal that never met its game: its key
        _KIT.append(kit)
    return _KIT[0]


class IllegalAction(Refusal, Exception):
    """An action, option or seat the rules do not allow.

    Raised with a key of the game's catalogue and its values
    (``IllegalAction("kit.not_your_turn", names=[...])``): the reader reads it in their
    language (``Game.refusal``); ``str()`` says it in English. A bare English sentence is still
    taken from a game not converted yet (issue 28)."""

    def __init__(self, text: str | Said = "", /, **values: Any) -> None:
        super().__init__(self._keep(text, values))

    def __str__(self) -> str:
        return self.english(str(self.args[0]) if self.args else "")


class WrongPlayerCount(IllegalAction):
    """Options (or a seat list) that do not fit this number of players, though they may fit
    another: a scenario for four played by three, a custom scenario of two seats, one
    handicap per seat. A lobby is checked at every player count it could reach before it
    starts, and such a refusal says less than one about the options themselves (see
    :meth:`bot.service.GameService.create`)."""


class BadOptions(IllegalAction):
    """Options the game's options model refuses. Its text is the model's own English; it
    also keeps each problem as data (``problems``: pydantic's error ``type``, ``loc``,
    ``ctx`` and the value given, ``input``) with the ``model``, so that a front-end can say
    it in the player's language with the option's name and what it may be (the bot's
    catalogue does: :mod:`bot.option_errors`)."""

    def __init__(self, message: str, problems: list[dict[str, Any]], model: type[Any]) -> None:
        super().__init__(message)
        self.said = None
        self.problems = problems
        self.model = model
