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
  label is a key of the game's catalogue with its values, issue 28), without the rule numbers
  the engines cite for reviewers ("(7.0)", :func:`plain`), and shortens a label that is too
  long between words (:func:`shorten`), never mid-word;
* asks its question once: the move chosen so far is said above it, the step alone below
  (:func:`question`); a number is said with the step that asked it ("billions: 3").
"""

from __future__ import annotations

import re
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import Cursor, Game, LegalActions, PathError
from rules.core.text import Catalogue, Label, Said
from rules.core.texts import KIT_TEXTS

from .texts import text

#: One answer in a path.
Value = int | str | bool | None

#: The most answers one menu offers, and the longest label: Discord's limits on a select
#: menu (25 options) and on a button or option label (80 characters), the strictest front
#: end's, so every front end offers the same answers.
MAX_SELECT_OPTIONS = 25
MAX_LABEL = 80

#: A rule's number in a label, as the engines cite the rulebook for their reviewers:
#: "(7.0)", "(17.2.2)", "(12.1 step 7)", "(12.1, étape 7)", "(4.0, 20.0)", "(14.0-14.10)".
#: A player reads the move, not the paragraph; a number without a dot ("(2 stones)", "(6 OP)")
#: or with words after it ("(1.5 billion)") stays.
_RULE = r"\d+(?:\.\d+)+"
RULE_NUMBER = re.compile(
    r"\s*\(" + _RULE + r"(?:(?:,\s*|\s*-\s*|\s+)(?:(?:step|étape|Schritt)\s+\d+|" + _RULE + r"))*\)"
)

#: A rule's number closing a parenthesis after the words a player needs: "(4 to take, 7.0)".
TRAILING_RULE_NUMBER = re.compile(
    r",\s*"
    + _RULE
    + r"(?:(?:,\s*|\s*-\s*|\s+)(?:(?:step|étape|Schritt)\s+\d+|"
    + _RULE
    + r"))*(?=\))"
)


def plain(label: str) -> str:
    """``label`` without the rule numbers in it (:data:`RULE_NUMBER`,
    :data:`TRAILING_RULE_NUMBER`)."""
    return TRAILING_RULE_NUMBER.sub("", RULE_NUMBER.sub("", label)).strip() or label


def shorten(label: str, limit: int = MAX_LABEL) -> str:
    """``label`` in at most ``limit`` characters: whole, or cut after its last whole word
    that fits, with "…" (a word is cut only when the first one alone is too long)."""
    if len(label) <= limit:
        return label
    cut = label[: limit - 1]
    space = cut.rfind(" ")
    if space > 0:
        cut = cut[:space]
    return cut.rstrip(" ,;:—–-(") + "…"


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
    """A label said without its game (for a caller that keeps no words: it discards them):
    the kit's own keys in English, any other by its key."""
    return plain(_KIT_ENGLISH.said(label))


_KIT_ENGLISH = Catalogue(KIT_TEXTS["en"])
_KIT_ENGLISH.lenient = True


def translator(game: Game[Any, Any], language: str) -> Translate:
    """Says a choice's label in ``language``: its key and values by the game's catalogue
    (:meth:`rules.core.Game.text`), without rule numbers (:func:`plain`)."""
    return lambda value, label: plain(game.text(label, value, language))


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
    label said by ``translate`` (the game's catalogue in the reader's language, :meth:`Game.text`).

    An integer range gives one option per value; callers with more than
    :data:`MAX_SELECT_OPTIONS` values ask for a number instead (see :func:`needs_number`).
    An optional step gets a "skip" answer, unless skipping means the same as an answer already
    offered: ``defaults`` (parameter -> the value the action takes when the step is left out)
    names that answer, and then "skip" is not offered twice over (no "0" beside "skip").
    """
    if cursor.asks_kind:
        return [Option(shorten(translate(None, spec.label)), spec.kind) for spec in legal.actions]
    step = cursor.step
    if step is None:
        return []
    options = [
        Option(shorten(translate(value, label)), value) for value, label, _then in step.answers()
    ]
    default = (defaults or {}).get(step.param)
    if step.optional and not (default is not None and step.allows(default)):
        skip = text(language, "skip_step", step=translate(None, step.label))
        options.append(Option(shorten(skip), None))
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
    ``language``, the move's and the step's said by ``translate``). A prompt says the move
    chosen so far on its own line (:func:`describe_path`) and asks :func:`step_question`
    below it, so the move is said once."""
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


def step_question(cursor: Cursor, language: str = "en", translate: Translate = _as_is) -> str:
    """The step asked at ``cursor`` alone ("Superpower?", "How many billions (a number from
    1 to 30)?"), for a prompt that says the move above it; :func:`question` when the kind
    is asked or nothing is left to ask."""
    step = cursor.step
    if cursor.asks_kind or step is None:
        return question(cursor, language, translate)
    extra = ""
    if step.range is not None:
        extra = text(language, "number_between", low=step.range.min, high=step.range.max)
    said = translate(None, step.label)
    return text(language, "step_alone", step=said[:1].upper() + said[1:], extra=extra)


def _answer_said(cursor: Cursor, param: str, label: Label, translate: Translate) -> str:
    """One answer of a path in words: its label; a bare number with the step that asked it
    ("billions: 3", never a lone "3")."""
    value = cursor.action.get(param)
    said = translate(value, label)
    asked = cursor.asked.get(param)
    if asked and isinstance(value, int) and not isinstance(value, bool) and said == str(value):
        return f"{translate(None, asked)}: {said}"
    return said


def describe_path(cursor: Cursor, translate: Translate = _as_is) -> str:
    """The choices made so far in words, for a prompt and its confirmation
    (``Take stones — pile 1 (2 stones), amount: 2``): each answer's label (said by
    ``translate``), never its id, a bare number with its step's label."""
    if cursor.spec is None:
        return ""
    parts = [
        _answer_said(cursor, param, label, translate) for param, label in cursor.labels.items()
    ]
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
        if needs_number(cursor):  # before the options: a range's thousands of labels
            return path, taken
        answers = options_at(legal, cursor, defaults, translate)
        if len(answers) != 1 or answers[0].value is None:
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
        step_question(cursor, language, translate),
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
            combined.append(Option(shorten(translate(None, spec.label)), spec.kind))
            continue
        defaults = defaults_of(game, spec.kind)
        for answer in options_at(legal, first, defaults, translate, language):
            said = text(
                language, "move_answer", move=translate(None, spec.label), answer=answer.label
            )
            combined.append(Option(shorten(said), spec.kind, (answer.value, *answer.more)))
    return combined if len(combined) <= MAX_SELECT_OPTIONS else plain


#: The most menus a prompt shows at once (a Discord message holds five rows of components:
#: one per menu, the last for the buttons) and the most buttons beside them.
MAX_MENUS = 4
MAX_BUTTONS = 5


@dataclass(frozen=True)
class Menu:
    """Answers asked together under one heading: the words every entry would otherwise repeat
    (a kind of move, "Put a pawn on an action box"), said once as the menu's placeholder,
    and the answers at ``prefix`` (the path from the prompt's own to this menu's question).
    ``options`` are :func:`answers_at` there, in order: a pick is their index."""

    label: str
    prefix: list[Value]
    options: list[Option]
    #: The index of ``options[0]`` among the answers at ``prefix`` (a part of a long menu:
    #: :func:`_parts`); a pick is ``first`` plus its place here.
    first: int = 0
    #: Whether ``options`` are all the answers at ``prefix`` (not a part).
    whole: bool = True


@dataclass(frozen=True)
class Grouped:
    """A prompt's answers grouped by kind, then choice (:func:`grouped_at`): a menu per kind
    with a choice, and a button for each answer with nothing more to pick in a menu (a move
    without choices, a number to type, a lone answer said with its kind)."""

    menus: list[Menu]
    buttons: list[Option]


def _group(
    game: Game[Any, Any],
    legal: LegalActions,
    path: list[Value],
    entry: Option,
    heading: str,
    language: str,
) -> Menu | Option:
    """The entry ``entry`` at ``path``: a menu of the answers after it when there are several
    to pick, else itself (said ``heading: answer`` with its lone answer)."""
    after = [*path, *entry.answers]
    cursor = walk(legal, after)
    if cursor.complete or cursor.step is None or needs_number(cursor):
        return entry
    options = answers_at(game, legal, cursor, language)
    if len(options) == 1 and options[0].value is not None:
        said = text(language, "move_answer", move=heading, answer=options[0].label)
        return Option(shorten(said), entry.value, (*entry.more, *options[0].answers))
    return Menu(heading, list(entry.answers), options)


def grouped_at(
    game: Game[Any, Any],
    legal: LegalActions,
    path: list[Value],
    language: str,
    kinds_only: bool = True,
) -> Grouped | None:
    """The answers at ``path`` grouped by kind, then choice, so a prompt says each kind once
    and the usual move is one click: each answer to the question at ``path`` (a kind of move,
    or a step's answer) whose next step offers several answers becomes a menu of them under
    its own words; the others are buttons. A menu whose answers each lead to a choice is
    split into a menu per answer while the whole fits ("Reassign an agent: HQ…" over the
    destinations, :func:`_split`). Only the question of the kind is grouped (``kinds_only``;
    a step's answers are grouped only to split a menu), or the first question asked when the
    only kind open was taken (:func:`first_question`) and each answer leads to a menu; a menu
    of more answers than one holds comes in parts (:func:`_parts`). ``None`` when the
    grouping does not fit a message (:data:`MAX_MENUS` menus, :data:`MAX_SELECT_OPTIONS`
    answers each, :data:`MAX_BUTTONS` buttons) or groups nothing (no answer leads to a
    choice): the answers are then offered as they are (:func:`answers_at`)."""
    translate = translator(game, language)
    cursor = walk(legal, path)
    first = kinds_only and not cursor.asks_kind and first_question(game, legal, path)
    if cursor.complete or needs_number(cursor) or (kinds_only and not (cursor.asks_kind or first)):
        return None
    if cursor.asks_kind:
        entries = [
            (Option(shorten(translate(None, spec.label)), spec.kind), translate(None, spec.label))
            for spec in legal.actions
        ]
    else:
        entries = [
            (option, option.label)
            for option in options_at(
                legal, cursor, defaults_of(game, kind_of(path)), translate, language
            )
        ]
    if len(entries) > MAX_SELECT_OPTIONS * MAX_MENUS:
        return None
    menus: list[Menu] = []
    buttons: list[Option] = []
    for entry, heading in entries:
        if entry.value is None:  # "skip": a button
            buttons.append(entry)
            continue
        found = _group(game, legal, path, entry, heading, language)
        if isinstance(found, Menu):
            menus.append(found)
        else:
            buttons.append(found)
    if not menus:
        return None
    if first and (buttons or any(len(m.options) <= MAX_BUTTONS for m in menus)):
        # The first question that is not the kind is grouped only when every answer leads
        # to a menu anyway (a pile and its card: one pick instead of a button and a page).
        return None
    grouped = Grouped(_parts(menus, language), buttons)
    if not _fits(grouped):
        return None
    menus = grouped.menus
    # Each menu whose answers lead to choices of their own is split into one menu per answer
    # while the whole still fits ("Reassign an agent: HQ…" over its destinations): the move
    # is then one pick.
    for index in range(len(menus)):
        if not menus[index].whole:  # a part of a long menu is not split further
            continue
        split = _split(game, legal, path, grouped, grouped.menus.index(menus[index]), language)
        if split is not None and _fits(split):
            grouped = split
    return grouped


def first_question(game: Game[Any, Any], legal: LegalActions, path: list[Value]) -> bool:
    """Whether ``path`` is where a prompt asks its first question although it does not ask
    the kind: the player has one kind of move open, taken for them with the answers that
    have one possibility (Fitna's "Choose a card from the piles": the pile is the first
    question). It is grouped as the kind would be when each of its answers leads to a menu
    (:func:`grouped_at`), so a pile and its card are one pick."""
    if len(legal.actions) != 1:
        return False
    kind = legal.actions[0].kind
    forced, _taken = forced_answers(legal, [kind], defaults_of(game, kind))
    return list(path) == list(forced)


def _parts(menus: list[Menu], language: str) -> list[Menu]:
    """``menus`` with each menu longer than :data:`MAX_SELECT_OPTIONS` answers cut into parts
    of that many, in order, each saying which part it is ("support pile: 29 cards (1/2)"), so
    a long list is still one pick when the parts fit the message (:func:`_fits`)."""
    cut: list[Menu] = []
    for menu in menus:
        count = len(menu.options)
        if count <= MAX_SELECT_OPTIONS:
            cut.append(menu)
            continue
        parts = -(-count // MAX_SELECT_OPTIONS)
        for part in range(parts):
            start = part * MAX_SELECT_OPTIONS
            label = text(language, "menu_part", menu=menu.label, part=part + 1, parts=parts)
            options = menu.options[start : start + MAX_SELECT_OPTIONS]
            cut.append(Menu(label, menu.prefix, options, menu.first + start, whole=False))
    return cut


def _split(
    game: Game[Any, Any],
    legal: LegalActions,
    path: list[Value],
    grouped: Grouped,
    index: int,
    language: str,
) -> Grouped | None:
    """``grouped`` with its menu ``index`` replaced by a menu per answer (each under
    "menu: answer"), or ``None`` when its answers do not all lead to a choice of their own."""
    menu = grouped.menus[index]
    deeper = grouped_at(game, legal, [*path, *menu.prefix], language, kinds_only=False)
    if deeper is None or len(deeper.menus) < 2:
        return None
    menus = [
        Menu(
            text(language, "move_answer", move=menu.label, answer=inner.label),
            [*menu.prefix, *inner.prefix],
            inner.options,
            inner.first,
            inner.whole,
        )
        for inner in deeper.menus
    ]
    buttons = [
        Option(
            shorten(text(language, "move_answer", move=menu.label, answer=button.label)),
            menu.prefix[0],
            (*menu.prefix[1:], *button.answers),
        )
        for button in deeper.buttons
    ]
    return Grouped(
        [*grouped.menus[:index], *menus, *grouped.menus[index + 1 :]],
        [*grouped.buttons, *buttons],
    )


def _fits(grouped: Grouped) -> bool:
    """Whether ``grouped`` fits one message: :data:`MAX_MENUS` menus of at most
    :data:`MAX_SELECT_OPTIONS` answers, and its buttons with "Back" in the rows left."""
    menus, buttons = grouped.menus, grouped.buttons
    rows = MAX_MENUS + 1 - len(menus)  # the rows left for buttons, "Back" among them
    return (
        len(menus) <= MAX_MENUS
        and len(buttons) + 1 <= MAX_BUTTONS * rows
        and all(len(menu.options) <= MAX_SELECT_OPTIONS for menu in menus)
    )


#: The most amounts offered as buttons beside "Another number…" for a long range.
MAX_AMOUNTS = 4


def _round(value: float) -> int:
    """``value`` rounded to one significant digit (3,456 -> 3,000), at least 1."""
    if value < 1:
        return 1
    scale = 10 ** (len(str(int(value))) - 1)
    return max(1, round(value / scale) * scale)


def common_amounts(low: int, high: int) -> list[int]:
    """The amounts a long integer range offers as buttons, so the usual answer is one click
    instead of a typed number: its two ends (the least, the most: "all" of a force) and round
    numbers near a tenth and a half of it (0–7,000: 0, 700, 4,000, 7,000; 1–30: 1, 4, 20, 30); at most
    :data:`MAX_AMOUNTS`, in order."""
    span = high - low
    if low >= 0:
        middle = {_round(low + span / 10), _round(low + span / 2)}
    else:
        middle = {low + _round(span / 10), low + _round(span / 2)}
    amounts = {low, high, *middle}
    return sorted(a for a in amounts if low <= a <= high)[:MAX_AMOUNTS]


def leads_to_a_move(game: Game[Any, Any], legal: LegalActions, path: list[Value]) -> bool:
    """Whether ``path`` is a whole move once the answers with one possibility are taken: a
    button for it plays it, with no question after."""
    forced, _taken = forced_answers(legal, path, defaults_of(game, kind_of(path)))
    return walk(legal, forced).complete


# ------------------------------------------------------------ several moves in one click


def _placed(
    label: Label, value: Value, keys: frozenset[str]
) -> tuple[str, tuple[tuple[str, Any], ...]] | None:
    """Where an answer's label places it, for a label of one of ``keys`` (the game's
    :attr:`~rules.core.Game.stack_labels`): its key and the values that are not the answer
    itself (``Said("label.unit_at", unit="syr_rg", box="damascus")`` gives
    ``("label.unit_at", (("box", "damascus"),))``); ``None`` for another label or one saying
    nothing more."""
    if not isinstance(label, Said) or label.key not in keys:
        return None
    rest = tuple((name, v) for name, v in sorted(label.values.items()) if v != value)
    return (label.key, rest) if rest else None


def same_moves(game: Game[Any, Any], legal: LegalActions, path: list[Value]) -> list[list[Value]]:
    """The same move as the complete ``path`` for the other answers of its first choice that
    the tree places where it places the one chosen, and that can make that move too (issue
    29, "all units" for a group move: Fitna's units said "at Damascus" like the moved one,
    each able to go to the same box the same way: ``[move, unit, mode, to]`` with the unit
    changed), in the tree's order. Only for an answer labelled by one of the game's
    :attr:`~rules.core.Game.stack_labels` (a resource's price shared by two resources places
    nothing); nothing for a move with fewer than two answers after its kind."""
    if len(path) < 3:
        return []
    spec = next((a for a in legal.actions if a.kind == path[0]), None)
    if spec is None or not spec.steps or not spec.steps[0].choices:
        return []
    choices = spec.steps[0].choices
    moved = next((c for c in choices if c.value == path[1]), None)
    keys = game.stack_labels
    place = None if moved is None else _placed(moved.label, moved.value, keys)
    if moved is None or place is None:
        return []
    mates: list[list[Value]] = []
    for choice in choices:
        if choice is moved or _placed(choice.label, choice.value, keys) != place:
            continue
        other = [path[0], choice.value, *path[2:]]
        try:
            if walk(legal, other).complete:
                mates.append(other)
        except PathError:
            continue
    return mates


def only_move(game: Game[Any, Any], legal: LegalActions) -> dict[str, Any] | None:
    """The one move ``legal`` leaves the seat, every answer of it forced (Fitna's "draw a card
    from the event pile" while cards are owed), or ``None`` when there is a choice."""
    if len(legal.actions) != 1:
        return None
    start = start_path(legal)
    path, _taken = forced_answers(legal, start, defaults_of(game, kind_of(start)))
    cursor = walk(legal, path)
    return cursor.action if cursor.complete else None
