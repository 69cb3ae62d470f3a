"""Discord's documented limits on application commands, checked on a sync payload.

Source: https://discord.com/developers/docs/interactions/application-commands (Application
Command Object, Application Command Option Structure, Registering a Command). The fake
Discord refuses a bulk overwrite that breaks one, as Discord does (400, code 50035), and
``tests/test_command_payload.py`` checks ``python -m bot commands --json`` with it.

* slash command and option names match ``^[-_\\p{L}\\p{N}]{1,32}$`` and are lowercase:
  Python's ``re`` has no ``\\p{…}``, so each character is checked with
  :func:`unicodedata.category` (a letter ``L*`` or a number ``N*`` of any script, ``-``, ``_``);
* descriptions (and localizations) 1–100 characters; context-menu commands have none;
* at most 25 options per command or subcommand, 25 choices per option, choice names 1–100
  and string values at most 100 characters;
* at most 100 slash commands (and 5 user, 5 message commands) at the top level;
* required options before optional ones; unique names on each level;
* a group holds only subcommands, a subcommand only plain options (no deeper nesting), and a
  command with subcommands has no plain options beside them;
* a command's names, descriptions and choice names/values total at most 4000 characters,
  counting for each field its longest localization.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from typing import Any

CHAT_INPUT, USER, MESSAGE = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING = 3
MAX_TOP_LEVEL = {CHAT_INPUT: 100, USER: 5, MESSAGE: 5}
MAX_OPTIONS = MAX_CHOICES = 25
MAX_NAME = 32
MAX_DESCRIPTION = MAX_CHOICE_NAME = MAX_CHOICE_VALUE = 100
MAX_COMMAND_CHARACTERS = 4000

JSON = dict[str, Any]


def is_valid_name(name: Any) -> bool:
    """``^[-_\\p{L}\\p{N}]{1,32}$`` and lowercase (a character with a lower case is lower)."""
    if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
        return False
    if name != name.lower():
        return False
    return all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)


def command_problems(payload: Any) -> list[str]:
    """Every way ``payload`` (a list of commands as sync sends them) breaks a limit."""
    if not isinstance(payload, list):
        return ["the payload is not a list of commands"]
    problems: list[str] = []
    kinds = Counter(c.get("type", CHAT_INPUT) for c in payload if isinstance(c, dict))
    for kind, count in kinds.items():
        if count > MAX_TOP_LEVEL.get(kind, 0):
            problems.append(
                f"{count} top-level commands of type {kind} (limit {MAX_TOP_LEVEL.get(kind, 0)})"
            )
    names = Counter((c.get("type", CHAT_INPUT), c.get("name")) for c in payload)
    problems += [f"command {n!r} is defined {k} times" for (_, n), k in names.items() if k > 1]
    for command in payload:
        problems += _command_problems(command)
    return problems


def _command_problems(command: JSON) -> list[str]:
    kind = command.get("type", CHAT_INPUT)
    name = command.get("name")
    where = f"/{name}"
    if kind != CHAT_INPUT:
        problems = []
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
            problems.append(f"{where}: context-menu name must be 1-32 characters")
        if command.get("description"):
            problems.append(f"{where}: a context-menu command has no description")
        return problems
    problems = _named_problems(command, where)
    problems += _options_problems(command.get("options") or [], where, depth=0)
    total = command_characters(command)
    if total > MAX_COMMAND_CHARACTERS:
        problems.append(f"{where}: {total} characters in total (limit {MAX_COMMAND_CHARACTERS})")
    return problems


def _named_problems(item: JSON, where: str) -> list[str]:
    """Name and description of a slash command or an option, with their localizations."""
    problems = []
    names = [item.get("name"), *(item.get("name_localizations") or {}).values()]
    for name in names:
        if not is_valid_name(name):
            problems.append(f"{where}: invalid name {name!r}")
    descriptions = [
        item.get("description"),
        *(item.get("description_localizations") or {}).values(),
    ]
    for description in descriptions:
        if not isinstance(description, str) or not 1 <= len(description) <= MAX_DESCRIPTION:
            problems.append(f"{where}: description must be 1-100 characters, got {description!r}")
    return problems


def _options_problems(options: list[JSON], where: str, depth: int) -> list[str]:
    """``depth`` 0: a command's options; 1: a group's; 2: a subcommand's (in a group)."""
    problems = []
    if len(options) > MAX_OPTIONS:
        problems.append(f"{where}: {len(options)} options (limit {MAX_OPTIONS})")
    names = Counter(o.get("name") for o in options)
    problems += [f"{where}: option {n!r} appears {k} times" for n, k in names.items() if k > 1]
    subs = [o for o in options if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if subs and len(subs) != len(options):
        problems.append(f"{where}: subcommands mixed with plain options")
    seen_optional = False
    for option in options:
        kind = option.get("type")
        here = f"{where} {option.get('name')}"
        problems += _named_problems(option, here)
        if kind == SUB_COMMAND_GROUP:
            if depth != 0:
                problems.append(f"{here}: a subcommand group can only be at the top level")
            inner = option.get("options") or []
            if any(o.get("type") != SUB_COMMAND for o in inner):
                problems.append(f"{here}: a group may only hold subcommands")
            problems += _options_problems(inner, here, depth=1)
        elif kind == SUB_COMMAND:
            if depth == 2:
                problems.append(f"{here}: subcommands nest at most in one group")
            inner = option.get("options") or []
            if any(o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in inner):
                problems.append(f"{here}: a subcommand may only hold plain options")
            problems += _options_problems(inner, here, depth=2)
        else:
            if option.get("required"):
                if seen_optional:
                    problems.append(f"{here}: a required option after an optional one")
            else:
                seen_optional = True
            problems += _choice_problems(option, here)
    return problems


def _choice_problems(option: JSON, where: str) -> list[str]:
    problems = []
    choices = option.get("choices") or []
    if len(choices) > MAX_CHOICES:
        problems.append(f"{where}: {len(choices)} choices (limit {MAX_CHOICES})")
    if choices and option.get("autocomplete"):
        problems.append(f"{where}: choices and autocomplete together")
    for choice in choices:
        names = [choice.get("name"), *(choice.get("name_localizations") or {}).values()]
        for name in names:
            if not isinstance(name, str) or not 1 <= len(name) <= MAX_CHOICE_NAME:
                problems.append(f"{where}: choice name must be 1-100 characters, got {name!r}")
        value = choice.get("value")
        if option.get("type") == STRING and (
            not isinstance(value, str) or len(value) > MAX_CHOICE_VALUE
        ):
            problems.append(f"{where}: string choice value too long or not a string: {value!r}")
    return problems


def _longest(item: JSON, key: str) -> int:
    values = [item.get(key) or "", *(item.get(f"{key}_localizations") or {}).values()]
    return max(len(str(v)) for v in values)


def command_characters(item: JSON) -> int:
    """Characters of names, descriptions and choices of a command and everything in it."""
    total = _longest(item, "name") + _longest(item, "description")
    for choice in item.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    for option in item.get("options") or []:
        total += command_characters(option)
    return total
