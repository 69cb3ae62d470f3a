"""Turn prompts built from a seat's :class:`~rules.core.LegalActions`, one step at a time.

No Discord here: these plain functions walk the choice tree and say what to ask next, so
they are tested directly and the views in :mod:`cogs.components` stay thin.

A *path* is the list of answers given so far, in the order the tree asks them: first the
action kind, then one value per step (``None`` for an optional step the player skipped).
Walking a path through the tree rebuilds the action dict, so a button only has to carry
the path (and the game version it was built for), never the action itself.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.texts import Said, text
from rules.core import Cursor, LegalActions, PathError

__all__ = ["Cursor", "PathError"]  # re-exported: the walker's types live in rules.core


class PromptError(Said, PathError):
    """A prompt's refusal (a damaged or expired button, an answer no longer on offer): a
    :class:`PathError` said in the user's language."""


#: Discord's limits on select menus and buttons.
MAX_SELECT_OPTIONS = 25
MAX_BUTTONS_PER_ROW = 5
#: Prompts use buttons for at most this many answers, a select menu beyond.
MAX_BUTTON_CHOICES = 5
#: Longest label Discord accepts on a button or select option.
MAX_LABEL = 80

Value = int | str | bool | None


@dataclass(frozen=True)
class Option:
    """One answer the player may pick at the current step.

    ``more`` holds the answers to the following steps given by the same click (a kind of
    move and its first choice offered together: "Take an action box: Cash")."""

    label: str
    value: Value
    more: tuple[Value, ...] = ()

    @property
    def answers(self) -> list[Value]:
        """Everything this option adds to the path."""
        return [self.value, *self.more]


def walk(legal: LegalActions, path: list[Value]) -> Cursor:
    """Follow ``path`` through ``legal`` with the tree's one walker
    (:meth:`~rules.core.LegalActions.walk`); :class:`PathError` if it leaves the tree.

    With a single action kind open, the kind is still the first element of the path, but a
    prompt never has to ask it (see :func:`start_path`). Steps with nothing to choose were
    pruned when the tree was built, so every step reached here has an answer.
    """
    return legal.walk(path)


def start_path(legal: LegalActions) -> list[Value]:
    """The path a prompt starts from: the kind itself when only one kind is open."""
    return [legal.actions[0].kind] if len(legal.actions) == 1 else []


#: Says a choice's label in the reader's language: ``(value, English label) -> label``.
Translate = Callable[[Any, str], str]


def _as_is(value: Any, label: str) -> str:
    return label


def options_at(
    legal: LegalActions,
    cursor: Cursor,
    defaults: dict[str, Any] | None = None,
    translate: Translate = _as_is,
    language: str = "en",
) -> list[Option]:
    """Every answer to the question at ``cursor`` (the kind, or the next step's values), each
    label said by ``translate`` (the game's names of its things, :meth:`Game.label_in`).

    An integer range gives one option per value; callers with more than
    :data:`MAX_SELECT_OPTIONS` values ask for a number instead (see :func:`needs_number`).
    An optional step gets a "skip" answer, unless skipping means the same as an answer already
    offered: ``defaults`` (parameter -> the value the action takes when the step is left out)
    names that answer, and then "skip" is not offered twice over (no "0" beside "skip").
    """
    if cursor.asks_kind:
        return [
            Option(translate(None, spec.label)[:MAX_LABEL], spec.kind) for spec in legal.actions
        ]
    step = cursor.step
    if step is None:
        return []
    options = [
        Option(translate(value, label)[:MAX_LABEL], value) for value, label, _then in step.answers()
    ]
    default = (defaults or {}).get(step.param)
    if step.optional and not (default is not None and step.allows(default)):
        skip = text(language, "skip_step", step=translate(None, step.label))
        options.append(Option(skip[:MAX_LABEL], None))
    return options


def needs_number(cursor: Cursor) -> bool:
    """Whether the next step is an integer range too long for one select menu."""
    step = cursor.step
    return (
        step is not None
        and step.range is not None
        and step.choices is None
        and step.range.max - step.range.min + 1 > MAX_SELECT_OPTIONS
    )


def question(cursor: Cursor, language: str = "en", translate: Translate = _as_is) -> str:
    """The question to show above the components at ``cursor`` (the bot's words in
    ``language``, the move's and the step's said by ``translate``)."""
    if cursor.asks_kind:
        return text(language, "what_do_you_do")
    if cursor.step is None:
        return text(language, "ready")
    assert cursor.spec is not None
    step = cursor.step
    extra = ""
    if step.range is not None:
        extra = text(language, "number_between", low=step.range.min, high=step.range.max)
    return text(
        language,
        "step_question",
        move=translate(None, cursor.spec.label),
        step=translate(None, step.label),
        extra=extra,
    )


def page_of(options: list[Option], page: int) -> tuple[list[Option], bool, bool]:
    """One page of a long option list for a select menu: (options, has_previous, has_next).

    A page holds up to :data:`MAX_SELECT_OPTIONS` answers; the "previous"/"next page" entries
    are separate components, so every page shows a full 25 answers.
    """
    size = MAX_SELECT_OPTIONS
    last = max(0, (len(options) - 1) // size)
    page = min(max(page, 0), last)
    return options[page * size : (page + 1) * size], page > 0, page < last


def describe_path(cursor: Cursor, translate: Translate = _as_is) -> str:
    """The choices made so far in words, for a prompt and its confirmation
    (``Take stones — pile 1 (2 stones), 2``): each answer's label (said by ``translate``),
    never its id."""
    if cursor.spec is None:
        return ""
    parts = [translate(cursor.action.get(param), label) for param, label in cursor.labels.items()]
    return translate(None, cursor.spec.label) + (" — " + ", ".join(parts) if parts else "")


def describe_action(legal: LegalActions, action: dict[str, Any]) -> str:
    """An action typed as a command, in words: its path through ``legal`` described like a
    prompt's answers (labels, never ids); the kind's label alone if it does not follow it."""
    kind = action.get("kind")
    spec = legal.spec(kind) if isinstance(kind, str) else None
    if spec is None:
        return str(kind)
    try:
        return describe_path(legal.follow(action))
    except PathError:
        return spec.label


def forced_answers(
    legal: LegalActions,
    path: list[Value],
    defaults: dict[str, Any] | None = None,
    translate: Translate = _as_is,
    language: str = "en",
) -> tuple[list[Value], list[str]]:
    """``path`` extended by every following step that has exactly one possible answer, and
    those answers in words (``to: Border``, said by ``translate``): a prompt takes them by
    itself and says so.

    The kind is never taken this way (a lone kind is :func:`start_path`'s business), nor a
    number asked in a form, nor an optional step (leaving it out is a second answer)."""
    path = list(path)
    taken: list[str] = []
    while True:
        cursor = walk(legal, path)
        if cursor.asks_kind or cursor.complete or cursor.step is None:
            return path, taken
        answers = options_at(legal, cursor, defaults, translate)
        if len(answers) != 1 or answers[0].value is None or needs_number(cursor):
            return path, taken
        path.append(answers[0].value)
        step = translate(None, cursor.step.label)
        taken.append(text(language, "move_answer", move=step, answer=answers[0].label))


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
    legal: LegalActions, kind: str, param: str, typed: dict[str, Any]
) -> list[Option]:
    """Legal values of ``param`` for an action of ``kind``, given options already typed
    (:meth:`~rules.core.LegalActions.values_of`: the tree's order, no repeats, at most
    :data:`MAX_RANGE_VALUES` numbers of a range)."""
    return [
        Option(label[:MAX_LABEL], value)
        for value, label in legal.values_of(kind, param, typed, max_numbers=MAX_RANGE_VALUES)
    ]


#: Longest run of integers offered from one range in autocomplete (typing narrows it).
MAX_RANGE_VALUES = 1_000
