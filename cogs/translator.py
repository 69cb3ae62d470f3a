"""Slash commands in the user's language: a discord.py :class:`~discord.app_commands.Translator`
giving Discord the French and German names and descriptions of the ``/game`` and ``/server``
commands (``name_localizations`` and ``description_localizations`` in the synced payload), from
:data:`cogs.command_texts.COMMAND_TEXTS`. A string it does not know stays English."""

from __future__ import annotations

from discord import Locale, app_commands

from .command_texts import COMMAND_TEXTS

#: Discord's locales for our languages, and each one's column in ``COMMAND_TEXTS``.
COLUMNS = {Locale.french: 0, Locale.german: 1}


class CommandTranslator(app_commands.Translator):
    """French and German for the bot's own commands; ``None`` (English) for anything else."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        column = COLUMNS.get(locale)
        found = COMMAND_TEXTS.get(string.message)
        if column is None or found is None:
            return None
        return found[column]
