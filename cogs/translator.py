"""Slash commands in the user's language: a discord.py :class:`~discord.app_commands.Translator`
giving Discord the French and German names and descriptions of the ``/game`` and ``/server``
commands (:data:`cogs.command_texts.COMMAND_TEXTS`), of every game's ``do`` command
(:data:`~cogs.command_texts.MOVE_TEXTS`) and the descriptions of each game's own
group (its package's ``command_texts`` module, as a game brings its rules topics), given in
the synced payload as ``name_localizations`` and ``description_localizations``. A string it
does not know stays English."""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from typing import Any

from discord import Locale, app_commands

from rules.core import Game

from .command_texts import COMMAND_TEXTS, MOVE_TEXTS

#: Discord's locales for our languages, and each one's column in ``COMMAND_TEXTS``.
COLUMNS = {Locale.french: 0, Locale.german: 1}


def game_command_texts(game: Game[Any, Any]) -> Mapping[str, tuple[str, str]]:
    """A game's command descriptions in French and German (English -> both), if its package
    has a ``command_texts`` module; entries not translated yet are left out."""
    package = type(game).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.command_texts") if package else None
    except ModuleNotFoundError:
        return {}
    texts: Mapping[str, tuple[str, str]] = getattr(module, "COMMAND_TEXTS", {})
    return {english: both for english, both in texts.items() if all(both)}


class CommandTranslator(app_commands.Translator):
    """French and German for the bot's own commands and the games' groups; ``None``
    (English) for anything else."""

    def __init__(self, games: Iterable[Game[Any, Any]] = ()) -> None:
        super().__init__()
        self.texts: dict[str, tuple[str, str]] = {**COMMAND_TEXTS, **MOVE_TEXTS}
        for game in games:
            for english, both in game_command_texts(game).items():
                self.texts.setdefault(english, both)

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        column = COLUMNS.get(locale)
        found = self.texts.get(string.message)
        if column is None or found is None:
            return None
        return found[column]
