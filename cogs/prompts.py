"""Turn prompts on Discord: what of a prompt is Discord's alone.

The walk of the choice tree (forced answers, defaults, translation, the questions) is
:mod:`bot.prompts`, shared with the terminal table, and re-exported here. This module adds
Discord's: the refusal of a damaged or expired button, buttons per row, pages of a long
select menu, the custom-id encodings of a path, and the values offered in autocomplete.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from bot.prompts import (
    MAX_LABEL,
    MAX_SELECT_OPTIONS,
    Option,
    Translate,
    Value,
    describe_action,
    describe_path,
    forced_answers,
    needs_number,
    options_at,
    question,
    start_path,
    walk,
)
from bot.texts import Said
from rules.core import Cursor, LegalActions, PathError

__all__ = [  # re-exported: the walk lives in bot.prompts, the walker's types in rules.core
    "MAX_LABEL",
    "MAX_SELECT_OPTIONS",
    "Cursor",
    "Option",
    "PathError",
    "Translate",
    "Value",
    "describe_action",
    "describe_path",
    "forced_answers",
    "needs_number",
    "options_at",
    "question",
    "start_path",
    "walk",
]


class PromptError(Said, PathError):
    """A prompt's refusal (a damaged or expired button, an answer no longer on offer): a
    :class:`PathError` said in the user's language."""


#: Discord's limits on buttons.
MAX_BUTTONS_PER_ROW = 5
#: Prompts use buttons for at most this many answers, a select menu beyond.
MAX_BUTTON_CHOICES = 5


def page_of(options: list[Option], page: int) -> tuple[list[Option], bool, bool]:
    """One page of a long option list for a select menu: (options, has_previous, has_next).

    A page holds up to :data:`MAX_SELECT_OPTIONS` answers; the "previous"/"next page" entries
    are separate components, so every page shows a full 25 answers.
    """
    size = MAX_SELECT_OPTIONS
    last = max(0, (len(options) - 1) // size)
    page = min(max(page, 0), last)
    return options[page * size : (page + 1) * size], page > 0, page < last


# ---------------------------------------------------------------------------- encodings


def encode_path(path: list[Value]) -> str:
    """A compact, custom-id-safe text for a path (base64url of compact JSON)."""
    raw = json.dumps(path, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_path(text: str) -> list[Value]:
    """The path encoded by :func:`encode_path`; :class:`PathError` for anything else."""
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        path = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as error:
        raise PromptError(key="damaged_button") from error
    if not isinstance(path, list) or not all(
        v is None or isinstance(v, int | str | bool) for v in path
    ):
        raise PromptError(key="damaged_button")
    return path


def encode_value(value: Value) -> str:
    """A select option's value: the JSON of one answer (at most 100 characters)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def decode_value(text: str) -> Value:
    try:
        value = json.loads(text)
    except ValueError as error:
        raise PromptError(key="damaged_choice") from error
    if value is not None and not isinstance(value, int | str | bool):
        raise PromptError(key="damaged_choice")
    return value


# ---------------------------------------------------------------------------- autocomplete


def autocomplete_values(
    legal: LegalActions,
    kind: str,
    param: str,
    typed: dict[str, Any],
    translate: Translate | None = None,
) -> list[Option]:
    """Legal values of ``param`` for an action of ``kind``, given options already typed
    (:meth:`~rules.core.LegalActions.values_of`: the tree's order, no repeats, at most
    :data:`MAX_RANGE_VALUES` numbers of a range), their labels said by ``translate``."""
    say = translate or (lambda value, label: str(label))
    return [
        Option(say(value, label)[:MAX_LABEL], value)
        for value, label in legal.values_of(kind, param, typed, max_numbers=MAX_RANGE_VALUES)
    ]


#: Longest run of integers offered from one range in autocomplete (typing narrows it).
MAX_RANGE_VALUES = 1_000
