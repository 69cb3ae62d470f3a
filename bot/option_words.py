"""Games' options and a game's settings in words, in English, French and German (issue 29,
item 5): the lobby, ``/game status``, the options autocomplete and the refusals of options
name each option and say each value as a word, never ``bidding="off", custom=null``.

The names and descriptions are authored from each game's options model (the field's
``description``, the rulebook's terms: Fitna's scenarios of book 2.3 and rule 7.1, One More
Barrel's "3 phases of 4 turns", Peak Oil's and Suprématie's optional rules as their books
name them), are each game's ``OPTION_WORDS`` / ``OPTION_VALUES`` (its ``command_texts.py``),
read from its catalogue (``option.<id>.name``, ``.description``, ``.value.<JSON>``; issue
28); the settings' from :class:`bot.scheduling.AsyncSettings`, here. A game's option without
an entry is named by its id with spaces (``two words``), never left as a bare id, and
``tests/discord/test_option_words.py`` checks every option of every registered game has an
entry in the three languages.

Fitna's scenario is said with its title, years and turns (book 2.3, read from
:mod:`rules.fitna.data.scenarios`; its title by the game's catalogue, table ``scenarios``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rules import GAMES

from .texts import decimal, text


def authored(game: str) -> Mapping[str, Any]:
    """The options of ``game`` that have authored words (its ``option_words``: option ->
    language -> (name, description)); empty for a game not registered."""
    found = GAMES.get(game)
    return {} if found is None else found.option_words


def _said(game: str, language: str) -> Mapping[str, str]:
    """The catalogue of ``game`` in ``language`` (issue 28: its options' words are its
    ``option.<id>...`` keys); empty for a game not registered."""
    found = GAMES.get(game)
    return {} if found is None else found.catalogue(language).messages


#: setting -> language -> name (``bot.scheduling.AsyncSettings``).
SETTINGS: dict[str, dict[str, str]] = {
    "reminder_hours": {"en": "Reminders", "fr": "Rappels", "de": "Erinnerungen"},
    "clock_hours": {"en": "Clock", "fr": "Pendule", "de": "Bedenkzeit"},
    "increment_hours": {"en": "Time added per move", "fr": "Ajout par coup", "de": "Zeitzuschlag"},
    "max_vacation_days": {
        "en": "Longest vacation",
        "fr": "Vacances maximum",
        "de": "Längster Urlaub",
    },
    "answer_hours": {"en": "Time to answer", "fr": "Délai de réponse", "de": "Antwortfrist"},
    "language": {"en": "Language", "fr": "Langue", "de": "Sprache"},
}

#: The unit each setting's number is in: a catalogue key of bot/texts.py.
_SETTING_UNITS = {
    "reminder_hours": "words_hours",
    "clock_hours": "words_hours",
    "increment_hours": "words_hours",
    "answer_hours": "words_hours",
    "max_vacation_days": "words_days",
}


def _language(language: str) -> str:
    return language if language in ("en", "fr", "de") else "en"


def option_name(game: str, option: str, language: str = "en") -> str:
    """The option's name in ``language`` (its id with spaces when not authored)."""
    return _said(game, _language(language)).get(f"option.{option}.name") or option.replace("_", " ")


def option_description(game: str, option: str, language: str = "en") -> str:
    """What the option does, in a few words (empty when not authored)."""
    return _said(game, _language(language)).get(f"option.{option}.description", "")


def fitna_scenario(number: int, language: str = "en") -> str:
    """A Fitna scenario as players read it: ``2 · The fight against Daesh, 2014-2015 · 3-4
    players, 6 turns`` (book 2.3); scenario 0 is the players' own (rule 33)."""
    from rules import GAMES
    from rules.fitna.data import scenarios

    found = scenarios.SCENARIOS.get(number)
    if found is None:
        return text(language, "fitna_own_scenario")
    language = _language(language)
    title = str(GAMES["fitna"].catalogue(language).names["scenarios"][number])
    counts = scenarios.player_counts(number)
    return text(
        language,
        "fitna_scenario_words",
        number=number,
        title=title,
        players="–".join(str(count) for count in (counts[0], counts[-1])[: len(set(counts))]),
        turns=found.turns,
    )


def value_words(game: str, option: str, value: Any, language: str = "en") -> str:
    """One option's value as words: the authored word, yes/no, "none", numbers in the
    language's style, Fitna's scenario by its title."""
    language = _language(language)
    word = _said(game, language).get(f"option.{option}.value.{json.dumps(value)}")
    if word:
        return word
    if game == "fitna" and option == "scenario" and isinstance(value, int):
        return fitna_scenario(value, language)
    return _plain(value, language)


def _plain(value: Any, language: str) -> str:
    if isinstance(value, bool):
        return text(language, "words_yes" if value else "words_no")
    if value is None or value == [] or value == {}:
        return text(language, "words_none")
    if isinstance(value, float):
        return decimal(language, value, 0 if value == int(value) else 1)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return value.replace("_", " ")
    if isinstance(value, list):
        return ", ".join(_plain(item, language) for item in value)
    return text(language, "words_given")


def options_lines(game: str, options: Mapping[str, Any], language: str = "en") -> list[str]:
    """``Scenario: 2 · The fight against Daesh…`` — one line per option, in the model's
    order (an option left at none is left out: Fitna's own scenario without data)."""
    return [
        text(
            language,
            "words_option",
            name=option_name(game, name, language),
            value=value_words(game, name, value, language),
        )
        for name, value in options.items()
        if value is not None
    ]


def setting_words(name: str, value: Any, language: str = "en") -> str:
    """One setting as ``Reminders: 24 h``."""
    language = _language(language)
    if name == "language" and isinstance(value, str):
        shown = (
            text(language, "words_language_" + value) if value in SETTINGS["language"] else value
        )
    elif value is None:
        shown = text(language, "words_none")
    elif name in _SETTING_UNITS and isinstance(value, int | float):
        number = decimal(language, float(value), 0 if value == int(value) else 1)
        shown = text(language, _SETTING_UNITS[name], count=number)
    else:
        shown = _plain(value, language)
    label = SETTINGS.get(name, {}).get(language) or name.replace("_", " ")
    return text(language, "words_option", name=label, value=shown)


def settings_lines(settings: Mapping[str, Any], language: str = "en") -> list[str]:
    """Each setting of a game as ``Reminders: 24 h``."""
    return [setting_words(name, value, language) for name, value in settings.items()]


def offered_values(game: Any) -> list[tuple[str, Any]]:
    """The ``(option, value)`` pairs the options autocomplete offers, read from the game's
    options model: each choice of a closed list, yes and no, each number of a short range
    (Fitna's scenarios 1-11: 0 needs your own scenario's data), else the default (and 0 when
    it means "no limit"). Lists and objects are typed, not offered."""
    schema = game.options_model.model_json_schema()
    offered: list[tuple[str, Any]] = []
    for name, prop in schema.get("properties", {}).items():
        default = prop.get("default")
        if "enum" in prop:
            values = list(prop["enum"])
        elif prop.get("type") == "boolean":
            values = [not default, bool(default)]
        elif prop.get("type") == "integer":
            low, high = prop.get("minimum"), prop.get("maximum")
            if low is not None and high is not None and high - low <= 12:
                values = [v for v in range(max(low, 1), high + 1)]
            else:
                values = [default] + (
                    [0] if json.dumps(0) in game.option_values.get(name, {}) else []
                )
        else:
            continue
        offered += [(name, value) for value in values if value is not None]
    return offered


def typed_value(value: Any) -> str:
    """How a value is typed in ``/game new``'s options: a bare word, a number, true/false."""
    return value if isinstance(value, str) and value.isidentifier() else json.dumps(value)
