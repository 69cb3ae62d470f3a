"""Buttons and menus that survive restarts: :class:`discord.ui.DynamicItem` s.

Every custom id carries what its callback needs (game id, the game version the prompt was
built for, the partial path through the choice tree), so the bot answers a click on a
message sent before a restart exactly as before: the state is read from the database.

Custom ids (at most 100 characters; a long path is kept in the database under a token):

* ``pc:go:<game>:<version>`` — "Your move": opens the clicker's private prompt.
* ``pc:hand:<game>`` — "My hand": the clicker's private view, ephemeral.
* ``pc:c:<game>:<version>:<path>`` — an answer button; the path includes the answer.
  An incomplete path shows the next step; a complete one plays the action.
* ``pc:s:<game>:<version>:<page>:<path>`` — a select menu of answers after ``path``; option
  values are indexes into the full answer list.
* ``pc:p:<game>:<version>:<page>:<path>`` — turn to another page of a long answer list.
* ``pc:n:<game>:<version>:<min>:<max>:<path>`` — ask a number in a modal (long ranges).
* ``pc:m:<game>:<version>:<moves>`` — several moves in one click (the rest of a stack moved
  where its first unit went, a forced move repeated); ``<moves>`` holds each move's JSON.
* ``pc:lobby:<join|leave|start>:<game>``, ``pc:undo:<game>:<yes|no>``, ``pc:log:<game>:<page>``.
"""

from __future__ import annotations

import json
import re
from abc import abstractmethod
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any, ClassVar, Literal, Self, TypeVar, cast

import discord

from bot.prompts import Option, common_amounts, grouped_at, leads_to_a_move, shorten
from bot.service import GameRecord, Refused, UserRef
from bot.texts import text
from rules.core import LegalActions

from .ports import Flow, HasFlow
from .prompts import (
    MAX_BUTTON_CHOICES,
    Cursor,
    PromptError,
    Value,
    needs_number,
    page_of,
    walk,
)
from .replies import defer, reader, reply, report_error

#: What a custom id field may hold (a regular expression) and how its text is read back.
Field = tuple[str, Callable[[str], Any]]
NUMBER: Field = (r"\d+", int)
SIGNED: Field = (r"-?\d+", int)
PATH: Field = (r"~?[A-Za-z0-9_-]*", str)


def one_of(*words: str) -> Field:
    return ("|".join(words), str)


ItemT = TypeVar("ItemT", bound="discord.ui.Item[Any]")


def flow_of(interaction: discord.Interaction) -> Flow:
    return cast(HasFlow, interaction.client).flow_port


def user_ref(interaction: discord.Interaction) -> UserRef:
    return UserRef(id=interaction.user.id, name=interaction.user.display_name)


@asynccontextmanager
async def guarded(
    interaction: discord.Interaction, game_id: int | None = None
) -> AsyncIterator[None]:
    """Run a component callback: any failure becomes a message (see :func:`report_error`)."""
    if game_id is not None:
        interaction.extras["game_id"] = game_id
    try:
        yield
    except Exception as error:  # every failure is answered and logged, none escapes
        await report_error(interaction, error)


class GameItem(discord.ui.DynamicItem[ItemT], template=r"(?!)"):
    """The shape every component of a game shares (never registered itself).

    A subclass names its custom id's ``tag`` and ``fields`` (constructor arguments, in the id's
    order), giving the id ``pc:<tag>:<field>:<field>…``, the template that matches it and
    :meth:`from_custom_id`, which rebuilds the item from a clicked id. ``ack`` says how a
    click is acknowledged before any work (Discord's 3 seconds): ``"ephemeral"`` ("thinking"
    then private followups), ``"update"`` (the clicked message is edited later) or ``None``
    (the subclass answers at once, e.g. with a modal). Its :meth:`run` then does the work,
    any failure answered by :func:`guarded`.
    """

    tag: ClassVar[str]
    fields: ClassVar[dict[str, Field]]
    ack: ClassVar[Literal["ephemeral", "update"] | None]
    game_id: int

    def __init_subclass__(
        cls,
        *,
        tag: str,
        fields: dict[str, Field],
        ack: Literal["ephemeral", "update"] | None = "ephemeral",
    ) -> None:
        parts = [f"(?P<{name}>{pattern})" for name, (pattern, _read) in fields.items()]
        super().__init_subclass__(template=":".join([f"pc:{tag}", *parts]))
        cls.tag, cls.fields, cls.ack = tag, fields, ack

    def __init__(self, item: ItemT, **fields: Any) -> None:
        """``item`` with ``fields`` (the values its custom id was made of) as attributes."""
        super().__init__(item)
        for name, value in fields.items():
            setattr(self, name, value)

    @classmethod
    def button(cls, label: str, style: discord.ButtonStyle, *values: object) -> discord.ui.Button:
        """A button of this item's kind whose custom id holds ``values``."""
        return discord.ui.Button(label=label, style=style, custom_id=cls.make_id(*values))

    @classmethod
    def make_id(cls, *values: object) -> str:
        """The custom id for these field values (in the order of ``fields``)."""
        return ":".join([f"pc:{cls.tag}", *(str(v) for v in values)])

    #: For an item whose label varies (not in its id): the label to use if a click has none.
    kept_label: ClassVar[str | None] = None

    @classmethod
    def kept_from(cls, item: discord.ui.Item[Any]) -> dict[str, Any]:
        """Constructor arguments read from the clicked component itself (not its id): the
        label, for items with :attr:`kept_label`."""
        if cls.kept_label is None:
            return {}
        return {"label": getattr(item, "label", None) or cls.kept_label}

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        values = {name: read(match[name]) for name, (_pattern, read) in cls.fields.items()}
        return cls(**values, **cls.kept_from(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction, self.game_id):
            if self.ack is not None:
                await defer(interaction, ephemeral=True, update=self.ack == "update")
                # A game belongs to its server: checked here for every component (an item
                # answered with a modal is checked when the modal's answer is played).
                await flow_of(interaction).game_here(interaction, self.game_id)
            await self.run(interaction, flow_of(interaction))

    @abstractmethod
    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        """What a click does, once acknowledged."""


# ---------------------------------------------------------------------------- turn prompt


class TurnButton(
    GameItem[discord.ui.Button], tag="go", fields={"game_id": NUMBER, "version": NUMBER}
):
    """ "Your move" under the thread's turn message: opens the clicker's own prompt.

    Only a seat the game waits on gets a prompt; anyone else is told whom the game waits on.
    The prompt is ephemeral, so choices that depend on a secret hand stay private.
    """

    version: int

    def __init__(self, game_id: int, version: int, language: str = "en") -> None:
        super().__init__(
            self.button(text(language, "your_move"), discord.ButtonStyle.primary, game_id, version),
            game_id=game_id,
            version=version,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        record = await flow.service.record(self.game_id)
        language = reader(interaction)
        note = ""
        if record.version != self.version:
            note = text(language, "moved_on_message")
        content, view = await flow.prompt(record, interaction.user.id, note=note, language=language)
        await interaction.followup.send(content, view=view, ephemeral=True)
        await flow.tell_if_dms_refused(interaction)


class HandButton(GameItem[discord.ui.Button], tag="hand", fields={"game_id": NUMBER}):
    """ "My hand": the clicker's private view in words, as an ephemeral message."""

    def __init__(self, game_id: int, language: str = "en") -> None:
        super().__init__(
            self.button(text(language, "my_hand"), discord.ButtonStyle.secondary, game_id),
            game_id=game_id,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        await send_hand(interaction, self.game_id)


async def send_hand(interaction: discord.Interaction, game_id: int) -> None:
    """Answer with the caller's private view in words, ephemerally (the board itself is in
    the thread and ``/game board``: no second full board here)."""
    flow = flow_of(interaction)
    record = await flow.game_here(interaction, game_id)
    if not record.seat_of(interaction.user.id):
        raise Refused(key="no_secrets", game=game_id)
    view = await flow.service.view(game_id, interaction.user.id)
    await reply(interaction, flow.private_text(record, view, reader(interaction)))


class TurnSelect(
    GameItem[discord.ui.Select], tag="t", fields={"game_id": NUMBER, "version": NUMBER}
):
    """The menu under the thread's turn message: the moves anyone may see offered to the
    player on turn (:meth:`rules.core.Game.public_moves`), so they start a move with one click
    there. The values are answer indexes; the pick is checked against the player's own
    choice tree and the move goes on in their private prompt (acknowledged "thinking", so
    the public message itself is never edited by a click)."""

    version: int

    def __init__(
        self,
        game_id: int,
        version: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=self.make_id(game_id, version),
                options=options or [discord.SelectOption(label="…", value="0")],
                placeholder=placeholder,
            ),
            game_id=game_id,
            version=version,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        await _choose_public(interaction, flow, self.game_id, self.version)


class TurnGroupSelect(
    GameItem[discord.ui.Select],
    tag="tg",
    fields={"game_id": NUMBER, "version": NUMBER, "group": NUMBER},
):
    """One of the turn message's menus when its public moves are grouped by kind (issue 29):
    as :class:`TurnSelect`, its values indexes into all the public answers."""

    version: int
    group: int

    def __init__(
        self,
        game_id: int,
        version: int,
        group: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=self.make_id(game_id, version, group),
                options=options or [discord.SelectOption(label="…", value="0")],
                placeholder=placeholder,
            ),
            game_id=game_id,
            version=version,
            group=group,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        await _choose_public(interaction, flow, self.game_id, self.version)


def turn_view(
    game_id: int,
    version: int,
    menu: tuple[str, list[str]] | None = None,
    language: str = "en",
    groups: list[tuple[str, list[int]]] | None = None,
) -> discord.ui.View:
    """The turn message's components: "Your move", "My hand", and ``menu`` (a placeholder
    and the labels of the public moves, see :class:`TurnSelect`) when the game offers one,
    as one menu per group of ``groups`` (a heading and the indexes of its answers, see
    :class:`TurnGroupSelect`) when given; in the game's ``language`` (the message is
    public)."""
    view = discord.ui.View(timeout=None)
    if menu is not None and groups:
        _placeholder, labels = menu
        for number, (heading, indexes) in enumerate(groups):
            options = [
                discord.SelectOption(label=shorten(labels[i], 100) or "—", value=str(i))
                for i in indexes
            ]
            view.add_item(TurnGroupSelect(game_id, version, number, options, shorten(heading, 150)))
    elif menu is not None:
        placeholder, labels = menu
        options = [
            discord.SelectOption(label=label[:100] or "—", value=str(i))
            for i, label in enumerate(labels)
        ]
        view.add_item(TurnSelect(game_id, version, options, placeholder[:150]))
    view.add_item(TurnButton(game_id, version, language))
    view.add_item(HandButton(game_id, language))
    return view


# ---------------------------------------------------------------------------- choices


#: The fields of a prompt component's custom id: game, version, (page,) path so far.
PROMPT: dict[str, Field] = {"game_id": NUMBER, "version": NUMBER}
PAGED: dict[str, Field] = {**PROMPT, "page": NUMBER}


class ChoiceButton(
    GameItem[discord.ui.Button], tag="c", fields={**PROMPT, "path_ref": PATH}, ack="update"
):
    """One answer (or "Back"): goes to the path it carries; a complete path plays."""

    version: int
    path_ref: str

    kept_label = "…"

    def __init__(
        self,
        game_id: int,
        version: int,
        path_ref: str,
        label: str = "…",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            self.button(shorten(label) or "…", style, game_id, version, path_ref),
            game_id=game_id,
            version=version,
            path_ref=path_ref,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        path = await flow.load_path(self.path_ref)
        await flow.choose(interaction, self.game_id, self.version, path)


class ChainButton(
    GameItem[discord.ui.Button], tag="m", fields={**PROMPT, "path_ref": PATH}, ack="update"
):
    """Several moves of the player in one click (issue 29, item 4: "all units" for a group
    move, a forced draw repeated): the moves, each a JSON text, are played one after another
    by :meth:`cogs.flow.GameFlow.play_many`, all or none (:meth:`bot.service.GameService.act_many`)."""

    version: int
    path_ref: str

    kept_label = "…"

    def __init__(self, game_id: int, version: int, path_ref: str, label: str = "…") -> None:
        super().__init__(
            self.button(
                shorten(label) or "…", discord.ButtonStyle.success, game_id, version, path_ref
            ),
            game_id=game_id,
            version=version,
            path_ref=path_ref,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        moves: list[dict[str, Any]] = []
        for value in await flow.load_path(self.path_ref):
            try:
                move = json.loads(value) if isinstance(value, str) else None
            except ValueError:
                move = None
            if not isinstance(move, dict):
                raise PromptError(key="damaged_button")
            moves.append(move)
        if not moves:
            raise PromptError(key="damaged_button")
        label = getattr(self.item, "label", None) or ""
        await flow.play_many(interaction, self.game_id, self.version, moves, label)


class ChoiceSelect(
    GameItem[discord.ui.Select], tag="s", fields={**PAGED, "path_ref": PATH}, ack="update"
):
    """A menu of answers after ``path`` (one page of at most 25); values are answer indexes."""

    version: int
    page: int
    path_ref: str

    def __init__(
        self,
        game_id: int,
        version: int,
        page: int,
        path_ref: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=self.make_id(game_id, version, page, path_ref),
                options=options or [discord.SelectOption(label="…", value="0")],
                placeholder=placeholder,
            ),
            game_id=game_id,
            version=version,
            page=page,
            path_ref=path_ref,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        path = await flow.load_path(self.path_ref)
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        if len(values) != 1 or not str(values[0]).isdigit():
            raise PromptError(key="pick_answer")
        reading = await flow.service.read(self.game_id)  # once, for the whole click
        record = reading.record
        if record.version != self.version:
            await flow.choose(interaction, self.game_id, self.version, path, reading)
            return
        _seat, legal = await flow.legal_for(record, interaction.user.id, reading)
        answers = flow.answers(record, legal, walk(legal, path), reader(interaction))
        index = int(values[0])
        if index >= len(answers):
            raise PromptError(key="answer_gone")
        chosen = [*path, *answers[index].answers]
        await flow.choose(interaction, self.game_id, self.version, chosen, reading)


class PageButton(
    GameItem[discord.ui.Button], tag="p", fields={**PAGED, "path_ref": PATH}, ack="update"
):
    """Turns a long answer menu to another page."""

    version: int
    page: int
    path_ref: str

    def __init__(
        self, game_id: int, version: int, page: int, path_ref: str, label: str = "Page"
    ) -> None:
        super().__init__(
            self.button(label, discord.ButtonStyle.secondary, game_id, version, page, path_ref),
            game_id=game_id,
            version=version,
            page=page,
            path_ref=path_ref,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        path = await flow.load_path(self.path_ref)
        reading = await flow.service.read(self.game_id)  # once, for the whole click
        record = reading.record
        if record.version != self.version:
            await flow.choose(interaction, self.game_id, self.version, path, reading)
            return
        content, view = await flow.prompt(
            record,
            interaction.user.id,
            path,
            page=self.page,
            language=reader(interaction),
            reading=reading,
        )
        await interaction.edit_original_response(content=content, view=view)


class NumberModal(discord.ui.Modal):
    """Asks an integer from a range too long for a menu; the answer continues the path."""

    def __init__(
        self,
        game_id: int,
        version: int,
        low: int,
        high: int,
        path_ref: str,
        language: str = "en",
    ) -> None:
        super().__init__(title=text(language, "choose_number"), timeout=15 * 60)
        self.game_id = game_id
        self.version = version
        self.path_ref = path_ref
        self.low = low
        self.high = high
        self.number: discord.ui.TextInput[NumberModal] = discord.ui.TextInput(
            label=text(language, "whole_number", low=low, high=high)[:45], max_length=12
        )
        self.add_item(self.number)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction, self.game_id):
            await defer(interaction, ephemeral=True)
            written = str(self.number.value).strip()
            try:
                value = int(written)
            except ValueError:
                raise PromptError(key="not_whole", text=repr(written)) from None
            if not self.low <= value <= self.high:
                raise PromptError(key="out_of_range", value=value, low=self.low, high=self.high)
            flow = flow_of(interaction)
            path = await flow.load_path(self.path_ref)
            await flow.choose(interaction, self.game_id, self.version, [*path, value])


class NumberButton(
    GameItem[discord.ui.Button],
    tag="n",
    fields={**PROMPT, "low": SIGNED, "high": SIGNED, "path_ref": PATH},
    ack=None,
):
    """Opens :class:`NumberModal`. A modal must be the first response, so this touches
    nothing (no database, no rendering): the modal reads the path once it is submitted."""

    version: int
    low: int
    high: int
    path_ref: str

    def __init__(
        self,
        game_id: int,
        version: int,
        low: int,
        high: int,
        path_ref: str,
        language: str = "en",
        label: str | None = None,
    ) -> None:
        super().__init__(
            self.button(
                (label or text(language, "enter_number", low=low, high=high))[:80],
                discord.ButtonStyle.primary,
                *(game_id, version, low, high, path_ref),
            ),
            game_id=game_id,
            version=version,
            low=low,
            high=high,
            path_ref=path_ref,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        modal = NumberModal(
            self.game_id, self.version, self.low, self.high, self.path_ref, reader(interaction)
        )
        await interaction.response.send_modal(modal)


async def prompt_view(
    flow: Flow,
    record: GameRecord,
    legal: LegalActions,
    path: list[Value],
    cursor: Cursor,
    page: int = 0,
    back: list[Value] | None = None,
    language: str = "en",
) -> discord.ui.View:
    """The components asking the next step at ``cursor``: buttons for a few answers, a
    paginated menu for many, a number modal for a long integer range, and "Back" (to
    ``back``, the last step the player answered). A complete path (a lone move without
    choices, like "Finish this action") gets one button playing it. The bot's own words
    ("Back", "Skip"…) are in ``language``, the player's."""
    game_id, version = record.id, record.version
    view = discord.ui.View(timeout=None)
    # A number asked in a form, or nothing left to ask, offers no list of answers (the
    # branches below read none): a range's thousands of labels are not said for nothing.
    asks_a_list = not needs_number(cursor) and not cursor.complete
    answers = flow.answers(record, legal, cursor, language) if asks_a_list else []

    async def ref(target: list[Value], prefix: str) -> str:
        return await flow.path_ref(game_id, target, 100 - len(prefix))

    async def add_buttons(options: list[Option]) -> None:
        """A button per answer, each carrying the path it leads to."""
        for answer in options:
            target = [*path, *answer.answers]
            prefix = ChoiceButton.make_id(game_id, version, "")
            view.add_item(
                ChoiceButton(
                    game_id,
                    version,
                    await ref(target, prefix),
                    answer.label,
                    discord.ButtonStyle.primary,
                )
            )

    grouped = None
    if asks_a_list:
        # Grouped by kind, then choice, when that fits and saves something: too many answers
        # for buttons, or a button that would only lead to another question.
        game = flow.service.game(record.kind)
        grouped = grouped_at(game, legal, path, language)
        few = len(answers) <= MAX_BUTTON_CHOICES
        if few and all(leads_to_a_move(game, legal, [*path, *a.answers]) for a in answers):
            grouped = None
    if needs_number(cursor):
        step = cursor.step
        assert step is not None and step.range is not None
        low, high = step.range.min, step.range.max
        # The usual amounts are one click (the most: "all" of a force); any other is typed.
        for amount in common_amounts(low, high):
            target = [*path, amount]
            prefix = ChoiceButton.make_id(game_id, version, "")
            label = text(language, "amount_most", count=amount) if amount == high else str(amount)
            view.add_item(
                ChoiceButton(
                    game_id, version, await ref(target, prefix), label, discord.ButtonStyle.primary
                )
            )
        prefix = NumberButton.make_id(game_id, version, low, high, "")
        view.add_item(
            NumberButton(
                game_id,
                version,
                low,
                high,
                await ref(path, prefix),
                language,
                text(language, "amount_other"),
            )
        )
        if step.optional:
            target = [*path, None]
            prefix = ChoiceButton.make_id(game_id, version, "")
            skip = text(language, "skip")
            view.add_item(ChoiceButton(game_id, version, await ref(target, prefix), skip))
    elif cursor.complete:
        # Nothing left to choose (the only move open has no choices): one button plays it.
        assert cursor.spec is not None
        prefix = ChoiceButton.make_id(game_id, version, "")
        view.add_item(
            ChoiceButton(
                game_id,
                version,
                await ref(path, prefix),
                flow.service.game(record.kind).text(cursor.spec.label, None, language),
                discord.ButtonStyle.success,
            )
        )
    elif grouped is not None:
        # One menu per kind (its words said once, as the placeholder), a button for the rest.
        for menu in grouped.menus:
            prefix = ChoiceSelect.make_id(game_id, version, 0, "")
            options = [
                discord.SelectOption(
                    label=shorten(option.label, 100) or "—", value=str(menu.first + i)
                )
                for i, option in enumerate(menu.options)
            ]
            placeholder = shorten(f"{menu.label}…", 150)
            target = [*path, *menu.prefix]
            view.add_item(
                ChoiceSelect(game_id, version, 0, await ref(target, prefix), options, placeholder)
            )
        await add_buttons(grouped.buttons)
    elif len(answers) <= MAX_BUTTON_CHOICES:
        await add_buttons(answers)
    else:
        shown, has_previous, has_next = page_of(answers, page)
        first = answers.index(shown[0]) if shown else 0
        options = [
            discord.SelectOption(label=answer.label[:100] or "—", value=str(first + i))
            for i, answer in enumerate(shown)
        ]
        prefix = ChoiceSelect.make_id(game_id, version, page, "")
        path_ref = await ref(path, prefix)
        view.add_item(
            ChoiceSelect(
                game_id, version, page, path_ref, options, placeholder=text(language, "choose")
            )
        )
        if has_previous:
            previous = text(language, "previous_page")
            view.add_item(PageButton(game_id, version, page - 1, path_ref, previous))
        if has_next:
            following = text(language, "next_page")
            view.add_item(PageButton(game_id, version, page + 1, path_ref, following))
    if back is not None:
        target = back
        prefix = ChoiceButton.make_id(game_id, version, "")
        back_label = text(language, "back")
        view.add_item(ChoiceButton(game_id, version, await ref(target, prefix), back_label))
    return view


# ---------------------------------------------------------------------------- lobby


class LobbyButton(
    GameItem[discord.ui.Button],
    tag="lobby",
    fields={"what": one_of("join", "leave", "start", "computer", "remove"), "game_id": NUMBER},
):
    """Join, Leave, Start, Add a computer and (while the lobby has a computer seat) Remove a
    computer, the last two the host's, under the lobby message."""

    what: str

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
        "computer": discord.ButtonStyle.secondary,
        "remove": discord.ButtonStyle.secondary,
    }

    def __init__(self, what: str, game_id: int, language: str = "en") -> None:
        label, style = text(language, f"lobby_{what}"), self.STYLES[what]
        super().__init__(self.button(label, style, what, game_id), what=what, game_id=game_id)

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        await lobby_action(interaction, self.what, self.game_id)


async def lobby_action(interaction: discord.Interaction, what: str, game_id: int) -> None:
    """Join, leave or start a game and tell the thread (shared by buttons and commands)."""
    flow = flow_of(interaction)
    user = user_ref(interaction)
    if what == "join":
        outcome = await flow.service.join(game_id, user)
    elif what == "leave":
        outcome = await flow.service.leave(game_id, user)
    elif what == "computer":
        outcome = await flow.service.add_computer(game_id, user)
    elif what == "remove":
        outcome = await flow.service.remove_computer(game_id, user)
    else:
        outcome = await flow.service.start(game_id, user)
    await flow.publish(outcome, interaction, lobby=True)
    await reply(interaction, text(reader(interaction), f"you_{what}", game=game_id))
    await flow.tell_if_dms_refused(interaction)


def lobby_view(game_id: int, language: str = "en", computers: bool = False) -> discord.ui.View:
    """Join, Leave, Start, Add a computer, and Remove a computer when the lobby has a computer
    seat (``computers``: a dedicated button rather than the host's Leave meaning something
    else, shown only when it can act; it takes back the computer added last), in the game's
    ``language``."""
    view = discord.ui.View(timeout=None)
    for what in ("join", "leave", "start", "computer", "remove")[: 5 if computers else 4]:
        view.add_item(LobbyButton(what, game_id, language))
    return view


# ---------------------------------------------------------------------------- undo


class UndoButton(
    GameItem[discord.ui.Button],
    tag="undo",
    fields={"game_id": NUMBER, "answer": one_of("yes", "no")},
):
    """Accept or Decline a pending undo request (each other player answers)."""

    accept: bool

    def __init__(self, game_id: int, answer: str, language: str = "en") -> None:
        accept = answer == "yes"
        super().__init__(
            self.button(
                text(language, "accept_undo" if accept else "decline_undo"),
                discord.ButtonStyle.success if accept else discord.ButtonStyle.danger,
                *(game_id, answer),
            ),
            game_id=game_id,
            accept=accept,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        outcome = await flow.service.answer_undo(self.game_id, interaction.user.id, self.accept)
        await flow.publish(outcome, interaction)
        await reply(interaction, text(reader(interaction), "answer_recorded"))


def undo_view(game_id: int, language: str = "en") -> discord.ui.View:
    """Accept and Decline under an undo request, in the game's ``language``."""
    view = discord.ui.View(timeout=None)
    view.add_item(UndoButton(game_id, "yes", language))
    view.add_item(UndoButton(game_id, "no", language))
    return view


# ---------------------------------------------------------------------------- log


class LogButton(
    GameItem[discord.ui.Button],
    tag="log",
    fields={"game_id": NUMBER, "page": NUMBER},
    ack="update",
):
    """Pages through ``/game log`` (the message is edited in place)."""

    page: int

    kept_label = "Page"

    def __init__(self, game_id: int, page: int, label: str = "Page") -> None:
        super().__init__(
            self.button(label, discord.ButtonStyle.secondary, game_id, page),
            game_id=game_id,
            page=page,
        )

    async def run(self, interaction: discord.Interaction, flow: Flow) -> None:
        record = await flow.service.record(self.game_id)
        language = reader(interaction)
        embed, _entries, more = await flow.log_page(record, self.page, language)
        await interaction.edit_original_response(
            embed=embed, view=log_view(self.game_id, self.page, more, language)
        )


def log_view(game_id: int, page: int, more: bool, language: str = "en") -> discord.ui.View | None:
    """Earlier and Later under a page of the log, in the reader's ``language``."""
    if page == 0 and not more:
        return None
    view = discord.ui.View(timeout=None)
    if page > 0:
        view.add_item(LogButton(game_id, page - 1, text(language, "earlier")))
    if more:
        view.add_item(LogButton(game_id, page + 1, text(language, "later")))
    return view


#: Every DynamicItem class, registered by the bot in ``setup_hook``.
DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    TurnButton,
    TurnSelect,
    TurnGroupSelect,
    HandButton,
    ChoiceButton,
    ChainButton,
    ChoiceSelect,
    PageButton,
    NumberButton,
    LobbyButton,
    UndoButton,
    LogButton,
)


async def _choose_public(
    interaction: discord.Interaction, flow: Flow, game_id: int, version: int
) -> None:
    """A public answer picked in one of the turn message's menus (:class:`TurnSelect`,
    :class:`TurnGroupSelect`): its value indexes into all the public answers."""
    data: dict[str, Any] = dict(interaction.data or {})
    values = data.get("values") or []
    if len(values) != 1 or not str(values[0]).isdigit():
        raise PromptError(key="pick_move")
    await flow.choose_public(interaction, game_id, version, int(values[0]))
