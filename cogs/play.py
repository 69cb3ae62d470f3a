"""One slash-command group per game: ``do``, which types any move, then one subcommand per
kind of action as a shortcut while Discord's 25 subcommands allow (``/omb bid …``).

``/<game> do kind answer1 … answer6`` scales with the game: its first option is the kind of
move (autocompleted with the kinds open to the caller now, in their words), the next ones
the answers to the move's questions in the order the prompt asks them, each autocompleted
with the answers open after the ones typed (:func:`move_autocomplete`). A move typed whole
is played; a move typed in part opens the caller's prompt at that point, so every move of
every game is typeable however many kinds a game has (issue 29, item 8).

The shortcuts are built from the game's action models: each field but ``kind`` becomes an
option (int, str or bool; any other type is typed as JSON text), required when the field
is. Options autocomplete only to values legal for the caller now, walking the game's choice
tree with the options already typed; the game itself still checks every action. A kind over
Discord's limit has no shortcut (it is logged) and is typed with ``do`` (not ``move``: three
games have a kind of move named so, whose shortcut it is).

The games come from the service (``service.games``), never from the registry directly, so
a test can inject its own game.
"""

from __future__ import annotations

import functools
import inspect
import json
import logging
import re
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_origin

import discord
from discord import app_commands
from pydantic import BaseModel

from bot.prompts import defaults_of, describe_path, forced_answers, kind_of
from bot.service import GameChanged, Refused, engine_refusal
from rules.core import Game

from .embeds import clip
from .flow import GameFlow
from .game_choices import GAME_DESCRIBE, MAX_CHOICES, game_autocomplete
from .help import option_help
from .host import Host
from .prompts import (
    Option,
    PathError,
    autocomplete_values,
    decode_value,
    describe_action,
    encode_value,
    options_at,
    walk,
)
from .replies import defer, reader, reply

NAME_LIMIT = 32
DESCRIPTION_LIMIT = 100
#: Discord allows 25 options; one is the game selector.
MAX_FIELDS = 24
#: Discord allows 25 subcommands in a group; ``do`` is one of them.
MAX_SUBCOMMANDS = 25
#: The move command's name and its answer options (the deepest move of the four games asks
#: five questions after its kind: One More Barrel's; a deeper one is finished in the prompt).
MOVE = "do"
MOVE_ANSWERS = 6
MOVE_DESCRIPTION = "Any move: its kind, then its answers."

log = logging.getLogger("petrocord.discord")


def command_name(text: str) -> str:
    """A valid Discord command or option name: lowercase letters, digits, ``-`` and ``_``."""
    name = re.sub(r"[^-_a-z0-9]+", "_", text.lower()).strip("_") or "x"
    return name[:NAME_LIMIT]


def group_name(game: Game[Any, Any]) -> str:
    """The game's command group: its ``command_name`` if set, else derived from its name."""
    return command_name(game.command_name or game.name)


@dataclass(frozen=True)
class OptionSpec:
    """One slash-command option made from one field of an action model."""

    name: str
    field: str
    kind: Literal["int", "str", "bool", "json"]
    required: bool
    description: str

    @property
    def annotation(self) -> Any:
        base: Any = {"int": int, "str": str, "bool": bool, "json": str}[self.kind]
        return base if self.required else base | None

    def convert(self, value: Any) -> Any:
        """The option's typed value as the action model expects it."""
        if self.kind == "json" and isinstance(value, str):
            try:
                return json.loads(value)
            except ValueError:
                raise Refused(key="json_value", name=self.name) from None
        return value


def _kind_of(annotation: Any) -> Literal["int", "str", "bool", "json"]:
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return _kind_of(args[0])
        return "json"
    if origin is Literal:
        values = get_args(annotation)
        if all(isinstance(v, bool) for v in values):
            return "bool"
        if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return "int"
        if all(isinstance(v, str) for v in values):
            return "str"
        return "json"
    if annotation is bool:
        return "bool"
    if annotation is int:
        return "int"
    if annotation is str or (isinstance(annotation, type) and issubclass(annotation, str)):
        return "str"
    return "json"


def action_kind(model: type[BaseModel]) -> str:
    """The ``kind`` literal of an action model."""
    values = get_args(model.model_fields["kind"].annotation)
    return str(values[0])


def option_specs(
    model: type[BaseModel], described: Callable[[str], str | None] = lambda _field: None
) -> list[OptionSpec]:
    """The options of one action's command, required ones first. An option's description is
    the field's own, else what ``described(field)`` says (the game's words), else its name."""
    specs = []
    for field_name, field in model.model_fields.items():
        if field_name == "kind":
            continue
        kind = _kind_of(field.annotation)
        text = (
            field.description
            or described(field_name)
            or field.title
            or f"{field_name.replace('_', ' ')}"
        )
        if kind == "json":
            text += " (JSON)"
        specs.append(
            OptionSpec(
                name=command_name(field_name),
                field=field_name,
                kind=kind,
                required=field.is_required(),
                description=clip(text, DESCRIPTION_LIMIT),
            )
        )
    specs.sort(key=lambda s: not s.required)
    return specs


def selector_name(specs: list[OptionSpec]) -> str:
    """The name of the game-selector option, avoiding a clash with an action field."""
    names = {s.name for s in specs}
    return "game" if "game" not in names else "game_id"


def action_description(game: Game[Any, Any], model: type[BaseModel]) -> str:
    """The command's description: the model's first sentence (which may run over several
    docstring lines), shortened at a parenthesis or clause rather than mid-phrase."""
    doc = " ".join((inspect.getdoc(model) or "").split())
    first = doc.split(". ")[0].rstrip(".") if doc else ""
    if not first or first.startswith(("Usage docs", "!!!")):
        first = f"{game.title}: {action_kind(model).replace('_', ' ')}"
    for mark in (" (", "; ", ", "):
        if len(first) > DESCRIPTION_LIMIT and mark in first[:DESCRIPTION_LIMIT]:
            first = first[: first.rindex(mark, 0, DESCRIPTION_LIMIT)]
    return clip(first if first.endswith(")") else first + ".", DESCRIPTION_LIMIT)


def build_group(flow_of: Callable[[], GameFlow], game: Game[Any, Any]) -> app_commands.Group:
    """The command group of ``game`` with one subcommand per action model."""
    group = app_commands.Group(
        name=group_name(game),
        description=clip(f"Play {game.title}: one command per kind of move", DESCRIPTION_LIMIT),
        guild_only=True,
    )
    group.add_command(build_move_command(flow_of, game))
    seen: set[str] = {MOVE}
    for model in game.action_models:
        kind = action_kind(model)
        name = command_name(kind)
        specs = option_specs(model, functools.partial(option_help, game, kind))
        if name in seen or len(specs) > MAX_FIELDS or len(seen) >= MAX_SUBCOMMANDS:
            # Discord's limits: the move stays typeable with `do` and playable in the prompt.
            log.info("%s: %r is typed with the do command (Discord limits)", game.name, kind)
            continue
        seen.add(name)
        group.add_command(build_command(flow_of, game, model, kind, name, specs))
    return group


def build_command(
    flow_of: Callable[[], GameFlow],
    game: Game[Any, Any],
    model: type[BaseModel],
    kind: str,
    name: str,
    specs: list[OptionSpec],
) -> app_commands.Command[Any, ..., None]:
    """One subcommand: its callback's signature is made from ``specs`` for discord.py."""
    selector = selector_name(specs)

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        await play_command(flow_of(), interaction, kind, specs, values, values.get(selector))

    parameters = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        )
    ]
    for spec in specs:
        parameters.append(
            inspect.Parameter(
                spec.name,
                inspect.Parameter.POSITIONAL_OR_KEYWORD,
                annotation=spec.annotation,
                default=inspect.Parameter.empty if spec.required else None,
            )
        )
    parameters.append(
        inspect.Parameter(
            selector, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=int | None, default=None
        )
    )
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    callback.__name__ = callback.__qualname__ = f"{group_name(game)}_{name}"
    descriptions = {spec.name: spec.description for spec in specs}
    descriptions[selector] = GAME_DESCRIBE
    callback.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name=name, description=action_description(game, model), callback=callback
    )
    for spec in specs:
        if spec.kind in ("int", "str"):
            command.autocomplete(spec.name)(
                legal_autocomplete(flow_of, kind, spec, specs, selector)
            )
    command.autocomplete(selector)(game_autocomplete)
    return command


async def play_command(
    flow: GameFlow,
    interaction: discord.Interaction,
    kind: str,
    specs: list[OptionSpec],
    values: dict[str, Any],
    game_id: int | None,
) -> None:
    """Play the action typed as a slash command (the engine checks it like any other)."""
    await defer(interaction)
    record = await flow.resolve(interaction, game_id)
    seat, _legal = await flow.legal_for(record, interaction.user.id)
    action: dict[str, Any] = {"kind": kind}
    for spec in specs:
        value = values.get(spec.name)
        if value is not None:
            action[spec.field] = spec.convert(value)
    # The version the game had when the command arrived: the same command sent twice at
    # once is played once, and the other is told so (issue 10).
    try:
        await flow.play(
            interaction,
            record,
            action,
            seat,
            record.version,
            describe_action(_legal, action, flow.translate(record, reader(interaction))),
        )
    except GameChanged:
        # nothing of it was played (a double submission, or another player's move at once)
        raise Refused(key="already_played") from None


def legal_autocomplete(
    flow_of: Callable[[], GameFlow],
    kind: str,
    spec: OptionSpec,
    specs: list[OptionSpec],
    selector: str,
) -> Callable[..., Any]:
    """Autocomplete of one option: the values legal for the caller now, given what is typed."""

    async def autocomplete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[Any]]:
        flow = flow_of()
        namespace = interaction.namespace
        try:
            record = await flow.resolve(interaction, getattr(namespace, selector, None))
            legal = await flow.service.legal(record.id, interaction.user.id)
        except Exception:  # autocomplete must answer quickly and never fail loudly
            return []
        typed = {}
        for other in specs:
            value = getattr(namespace, other.name, None)
            if other.name != spec.name and value is not None and other.kind != "json":
                typed[other.field] = value
        found: dict[Any, str] = {}
        for actions in legal.values():
            said = flow.translate(record, reader(interaction))
            for option in autocomplete_values(actions, kind, spec.field, typed, said):
                if option.value is not None:
                    found.setdefault(option.value, option.label)
        text = current.strip().lower()
        # Each value by its label in the reader's language (``said`` above), never its id
        # (issue 29: "media_1 — …"); identical labels told apart by their order ("Cash (2 $) · 2").
        shown_of = found
        same: dict[str, int] = {}
        for shown in shown_of.values():
            same[shown] = same.get(shown, 0) + 1
        seen: dict[str, int] = {}
        choices: list[app_commands.Choice[Any]] = []
        for value, shown in shown_of.items():
            if spec.kind == "int" and not isinstance(value, int):
                continue
            if spec.kind == "str" and not isinstance(value, str):
                continue
            if same[shown] > 1:
                seen[shown] = seen.get(shown, 0) + 1
                shown = f"{shown} · {seen[shown]}"
            # found by its label in the reader's language or by the value typed
            if text and text not in f"{shown} {value}".lower():
                continue
            choices.append(app_commands.Choice(name=clip(shown, 100), value=value))
            if len(choices) >= MAX_CHOICES:
                break
        return choices

    return autocomplete


def build_groups(bot: Host) -> list[app_commands.Group]:
    """Every game's command group, for the games the bot's service knows."""
    groups = []
    names: set[str] = {"game"}
    for game in bot.service.games.values():
        name = group_name(game)
        if name in names:
            continue
        names.add(name)
        groups.append(build_group(lambda: bot.flow, game))
    return groups


# ---------------------------------------------------------------------------- /<game> do


def answer_names() -> list[str]:
    """The move command's answer options: ``answer1`` … ``answer6``."""
    return [f"answer{i}" for i in range(1, MOVE_ANSWERS + 1)]


def build_move_command(
    flow_of: Callable[[], GameFlow], game: Game[Any, Any]
) -> app_commands.Command[Any, ..., None]:
    """``/<game> do kind answer1 … answer6 game``: see the module doc."""

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        answers = [values.get(name) for name in answer_names()]
        await play_move_command(
            flow_of(), interaction, str(values["kind"]), answers, values.get("game")
        )

    parameters = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        ),
        inspect.Parameter("kind", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str),
    ]
    for name in answer_names():
        parameters.append(
            inspect.Parameter(
                name, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str | None, default=None
            )
        )
    parameters.append(
        inspect.Parameter(
            "game", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=int | None, default=None
        )
    )
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    callback.__name__ = callback.__qualname__ = f"{group_name(game)}_{MOVE}"
    descriptions = {"kind": KIND_DESCRIBE, "game": GAME_DESCRIBE}
    descriptions.update({name: ANSWER_DESCRIBE for name in answer_names()})
    callback.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name=MOVE, description=MOVE_DESCRIPTION, callback=callback
    )
    command.autocomplete("kind")(move_autocomplete(flow_of, 0))
    for index, name in enumerate(answer_names(), start=1):
        command.autocomplete(name)(move_autocomplete(flow_of, index))
    command.autocomplete("game")(game_autocomplete)
    return command


#: The move command's option descriptions (French and German in bot/command_texts.py).
KIND_DESCRIBE = "Kind of move"
ANSWER_DESCRIBE = "Next answer"


def kinds_of(flow: GameFlow, record: Any, legal: Any, language: str) -> list[Option]:
    """The kinds of move open in ``legal``, each in the reader's words."""
    return options_at(legal, walk(legal, []), translate=flow.translate(record, language))


def typed_value(typed: str, options: list[Any]) -> Any:
    """The answer ``typed`` stands for among ``options`` (the answers open there): the value
    an autocompleted entry carries, else the answer whose value or words are typed (any
    case); the text as typed when none is (the tree then refuses it in words)."""
    wanted = typed.strip()
    try:
        value = decode_value(wanted)
    except PathError:
        value = wanted
    for option in options:
        if option.value == value or str(option.value) == wanted:
            return option.value
    for option in options:
        if option.label.casefold() == wanted.casefold():
            return option.value
    return value


async def play_move_command(
    flow: GameFlow,
    interaction: discord.Interaction,
    kind: str,
    answers: list[str | None],
    game_id: int | None,
) -> None:
    """Play the move typed with ``/<game> do``, or open the caller's prompt where the typed
    answers stop (the engine checks the move like any other)."""
    await defer(interaction)
    record = await flow.resolve(interaction, game_id)
    seat, legal = await flow.legal_for(record, interaction.user.id)
    language = reader(interaction)
    game = flow.service.game(record.kind)
    path: list[Any] = [typed_value(kind, kinds_of(flow, record, legal, language))]
    if len(legal.actions) == 1 and path[0] != legal.actions[0].kind:
        path = [legal.actions[0].kind]  # the lone kind: typing it is optional
    for typed in answers:
        if typed is None:
            break
        try:
            cursor = walk(legal, path)
        except PathError as error:
            raise engine_refusal(game, error) from None
        if cursor.complete:
            break
        path.append(typed_value(typed, flow.answers(record, legal, cursor, language)))
    try:
        walk(legal, path)
    except PathError as error:
        raise engine_refusal(game, error) from None
    forced, _taken = forced_answers(legal, path, defaults_of(game, kind_of(path)))
    cursor = walk(legal, forced)
    if not cursor.complete:
        content, view = await flow.prompt(record, interaction.user.id, path, language=language)
        await reply(interaction, content, view=view)
        return
    said = describe_path(cursor, flow.translate(record, language))
    try:
        await flow.play(interaction, record, cursor.action, seat, record.version, said)
    except GameChanged:
        raise Refused(key="already_played") from None


def move_autocomplete(flow_of: Callable[[], GameFlow], index: int) -> Callable[..., Any]:
    """Autocomplete of the ``do`` command's option ``index`` (0: the kind): the answers open
    to the caller after the options typed before it, in the reader's words."""

    async def autocomplete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        flow = flow_of()
        namespace = interaction.namespace
        try:
            record = await flow.resolve(interaction, getattr(namespace, "game", None))
            _seat, legal = await flow.legal_for(record, interaction.user.id)
            language = reader(interaction)
            path: list[Any] = []
            typed = [getattr(namespace, "kind", None)]
            typed += [getattr(namespace, name, None) for name in answer_names()]
            for before in typed[:index]:
                if before is None:
                    return []
                if not path:
                    path.append(typed_value(str(before), kinds_of(flow, record, legal, language)))
                    continue
                cursor = walk(legal, path)
                path.append(typed_value(str(before), flow.answers(record, legal, cursor, language)))
            if index == 0:
                options = kinds_of(flow, record, legal, language)
            else:
                options = flow.answers(record, legal, walk(legal, path), language)
        except Exception:  # autocomplete must answer quickly and never fail loudly
            return []
        text = current.strip().casefold()
        choices: list[app_commands.Choice[str]] = []
        seen: set[str] = set()
        for option in options:
            value = str(option.value) if index == 0 else encode_value(option.value)
            if value in seen or (text and text not in option.label.casefold()):
                continue
            seen.add(value)
            choices.append(app_commands.Choice(name=clip(option.label, 100), value=value[:100]))
            if len(choices) >= MAX_CHOICES:
                break
        return choices

    return autocomplete
