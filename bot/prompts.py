"""The walk of a seat's choice tree as a prompt asks it, without Discord: shared by the
Discord prompts (:mod:`cogs.flow`, :mod:`cogs.components`, :mod:`cogs.play`) and the terminal
table (:mod:`bot.table`).

A *path* is the list of answers given so far, in the order the tree asks them: first the
action kind, then one value per step (``None`` for an optional step the player skipped).
Walking a path through the tree (:func:`walk`, the tree's one walker) rebuilds the action
dict, so a button only has to carry the path, never the action itself.

A prompt (:func:`prompt_at`)

* starts from the lone kind when only one is open (:func:`start_path`);
* takes every step with exactly one possible answer for the player and says so
  (:func:`forced_answers`);
* offers "skip" on an optional step unless leaving it out means the same as an answer already
  offered (the action model's default, :func:`defaults_of`);
* says the game's labels in the reader's language (:func:`translator`, :meth:`Game.text`: a
  label is a key of the game's catalogue with its values, issue 28).
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import Cursor, Game, LegalActions, PathError
from rules.core.text import Label

from .texts import text

#: One answer in a path.
Value = int | str | bool | None

#: The most answers one menu offers, and the longest label: Discord's limits on a select
#: menu (25 options) and on a button or option label (80 characters), the strictest front
#: end's, so every front end offers the same answers.
MAX_SELECT_OPTIONS = 25
MAX_LABEL = 80


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


#: Says a choice's label in the reader's language: ``(value, label) -> words``.
Translate = Callable[[Any, Label], str]


def _as_is(value: Any, label: Label) -> str:
    return str(label)


def translator(game: Game[Any, Any], language: str) -> Translate:
    """Says a choice's label in ``language``: its key and values by the game's catalogue
    (:meth:`rules.core.Game.text`; a bare label of a game not converted yet by its old
    tables)."""
    return lambda value, label: game.text(label, value, language)


def defaults_of(game: Game[Any, Any], kind: str) -> dict[str, Any]:
    """What each parameter of an action of ``kind`` is when left out (its model's
    defaults): a prompt offers no "skip" beside the answer that means the same."""
    for model in game.action_models:
        field = model.model_fields.get("kind")
        if field is None or kind not in typing.get_args(field.annotation):
            continue
        return {
            name: info.default
            for name, info in model.model_fields.items()
            if name != "kind" and not info.is_required()
        }
    return {}


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
    """The question to show above the answers at ``cursor`` (the bot's words in
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


def describe_path(cursor: Cursor, translate: Translate = _as_is) -> str:
    """The choices made so far in words, for a prompt and its confirmation
    (``Take stones — pile 1 (2 stones), 2``): each answer's label (said by ``translate``),
    never its id."""
    if cursor.spec is None:
        return ""
    parts = [translate(cursor.action.get(param), label) for param, label in cursor.labels.items()]
    return translate(None, cursor.spec.label) + (" — " + ", ".join(parts) if parts else "")


def describe_action(
    legal: LegalActions, action: dict[str, Any], translate: Translate = _as_is
) -> str:
    """An action typed as a command, in words: its path through ``legal`` described like a
    prompt's answers (labels said by ``translate``, never ids); the kind's label alone if it
    does not follow it."""
    kind = action.get("kind")
    spec = legal.spec(kind) if isinstance(kind, str) else None
    if spec is None:
        return str(kind)
    try:
        return describe_path(legal.follow(action), translate)
    except PathError:
        return translate(None, spec.label)


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


def kind_of(path: list[Value]) -> str:
    """The kind of move a path is about (``""`` before it is chosen)."""
    return path[0] if path and isinstance(path[0], str) else ""


@dataclass(frozen=True)
class PromptStep:
    """Where a prompt stands: the path with the forced answers taken, the cursor there, the
    forced answers in words, the path "Back" goes to (the last step the player answered
    themselves; ``None`` at the start), and the choices so far and the question, in words."""

    path: list[Value]
    cursor: Cursor
    taken: list[str]
    back: list[Value] | None
    said: str
    question: str


def prompt_at(
    game: Game[Any, Any], legal: LegalActions, path: list[Value] | None, language: str
) -> PromptStep:
    """The prompt of ``legal`` at ``path`` (the start if ``None``), in ``language``: steps
    with exactly one possible answer taken, the labels said in the reader's language."""
    start = start_path(legal)
    if path is None:
        path = start
    back = path[:-1] if len(path) > len(start) else None
    translate = translator(game, language)
    defaults = defaults_of(game, kind_of(path))
    path, taken = forced_answers(legal, path, defaults, translate, language)
    cursor = walk(legal, path)
    return PromptStep(
        path,
        cursor,
        taken,
        back,
        describe_path(cursor, translate),
        question(cursor, language, translate),
    )


def answers_at(
    game: Game[Any, Any], legal: LegalActions, cursor: Cursor, language: str
) -> list[Option]:
    """The answers a prompt offers at ``cursor`` (see :func:`options_at`), their labels in
    ``language`` where the game names them.

    Asking the kind of move, each kind comes with its first choice when all of them fit
    in one menu ("Take an action box: Cash", "Sell oil: 2 barrels", "Finish"), so the
    usual move is one click shorter; a kind whose first step is a number asked in a form
    (or that needs no choice) stays one answer."""
    kind = cursor.spec.kind if cursor.spec is not None else ""
    translate = translator(game, language)
    plain = options_at(legal, cursor, defaults_of(game, kind), translate, language)
    if not cursor.asks_kind:
        return plain
    combined: list[Option] = []
    for spec in legal.actions:
        first = walk(legal, [spec.kind])
        if first.complete or first.step is None or needs_number(first):
            combined.append(Option(translate(None, spec.label)[:MAX_LABEL], spec.kind))
            continue
        defaults = defaults_of(game, spec.kind)
        for answer in options_at(legal, first, defaults, translate, language):
            said = text(
                language, "move_answer", move=translate(None, spec.label), answer=answer.label
            )
            combined.append(Option(said[:MAX_LABEL], spec.kind, (answer.value, *answer.more)))
    return combined if len(combined) <= MAX_SELECT_OPTIONS else plain
