"""Slash commands in the user's language: a discord.py :class:`~discord.app_commands.Translator`
giving Discord the French and German names and descriptions of the ``/game`` and ``/server``
commands and of every game's ``do`` command (the bot's catalogue's ``command.<English>``
keys, :func:`bot.texts.command_texts`, from :mod:`bot.command_texts`) and the descriptions of each game's own
group (its catalogue's ``command.<English>`` keys, from its package's ``command_texts``
module, declared on the registered game), given in
the synced payload as ``name_localizations`` and ``description_localizations``. A string it
does not know stays English."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from discord import Locale, app_commands

from bot.texts import command_texts
from rules.core import Game

#: Discord's locales for our languages, and each one's column in a (French, German) pair.
COLUMNS = {Locale.french: 0, Locale.german: 1}
#: The languages a game's command texts are read in (English first), and their keys' prefix.
LANGUAGES = ("en", "fr", "de")
_COMMAND = "command."


def game_command_texts(game: Game[Any, Any]) -> Mapping[str, tuple[str, str]]:
    """A game's command texts in French and German (English -> both): its catalogues'
    ``command.<English>`` keys (declared on the game as ``command_texts``, issue 28)."""
    english, french, german = (game.catalogue(language).messages for language in LANGUAGES)
    return {
        key[len(_COMMAND) :]: (french[key], german[key])
        for key in english
        if key.startswith(_COMMAND)
    }


class CommandTranslator(app_commands.Translator):
    """French and German for the bot's own commands and the games' groups; ``None``
    (English) for anything else."""

    def __init__(self, games: Iterable[Game[Any, Any]] = ()) -> None:
        super().__init__()
        self.texts: dict[str, tuple[str, str]] = command_texts()
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
