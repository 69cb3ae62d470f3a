"""A game's options refused by its options model, said to a player in their language
(issue 26, item 3): the option's name, what it may be (read from the model's JSON schema:
its range, its choices, its length) and what was given.

Pydantic's own words ("Input should be less than or equal to 11", "Extra inputs are not
permitted") are English and name no option. :class:`rules.core.BadOptions` keeps each
problem as data (pydantic's error ``type``, ``loc``, ``ctx``, ``input``); each error type
maps here to a sentence of the bot's catalogue (:mod:`bot.texts`, keys ``option_…``); an
error type not listed is said by the generic ``option_bad``.
"""

from __future__ import annotations

from typing import Any

from rules.core import BadOptions, Game

from .arguments import shown
from .errors import Refused
from .option_words import authored, option_name
from .texts import text

#: The most problems told at once (the model's order: the first options first).
MOST = 3


def refusal(game: Game[Any, Any], error: BadOptions) -> Refused:
    """The refusal of ``error``, said in each reader's language."""
    schema = error.model.model_json_schema()
    problems = error.problems[:MOST]

    def say(language: str) -> str:
        told = [_problem(language, schema, problem, game.name) for problem in problems]
        joined = text(language, "options_sep").join(told)
        return text(language, "options_refused", title=game.title, problems=joined)

    return Refused(say("en"), speak=say)


def _problem(language: str, schema: dict[str, Any], problem: dict[str, Any], game: str = "") -> str:
    loc = [part for part in problem.get("loc") or () if isinstance(part, str | int)]
    name = ".".join(str(part) for part in loc) or "options"
    if loc and isinstance(loc[0], str) and loc[0] in authored(game):
        # the option by its name in the reader's language, then as it is typed (issue 29)
        name = f"{option_name(game, loc[0], language)} ({name})"
    kind = str(problem.get("type", ""))
    ctx = problem.get("ctx") or {}
    value = shown(problem.get("input"))
    if kind == "extra_forbidden":
        parent = _field(schema, loc[:-1]) or {}
        known = sorted(parent.get("properties", {}))
        if len(loc) == 1:  # the game's options: each as typed, then by its name
            named = authored(game)
            known = [
                f"{key} ({option_name(game, key, language)})" if key in named else key
                for key in known
            ]
        return text(language, "option_unknown", name=name, known=", ".join(known) or "—")
    if kind == "missing":
        return text(language, "option_missing", name=name)
    field = _field(schema, loc) or {}
    choices = field.get("enum") or ([field["const"]] if "const" in field else None)
    if kind in ("literal_error", "enum") or choices:
        allowed = [_word(choice) for choice in choices or []] or [str(ctx.get("expected", ""))]
        return text(language, "option_one_of", name=name, allowed=allowed, value=value)
    if kind in _NUMBER_ERRORS:
        return _number(language, name, field, ctx, value, kind)
    if kind in ("bool_parsing", "bool_type"):
        return text(language, "option_yes_no", name=name, value=value)
    if kind in ("too_short", "too_long"):
        low, high = field.get("minItems", 0), field.get("maxItems")
        if high is None:
            return text(language, "option_items_from", name=name, low=low)
        return text(language, "option_items", name=name, low=low, high=high)
    if kind in ("string_too_short", "string_too_long"):
        low, high = field.get("minLength", 0), field.get("maxLength")
        if high is None:
            return text(language, "option_chars_from", name=name, low=low)
        return text(language, "option_chars", name=name, low=low, high=high)
    if kind in _KINDS:
        return text(language, _KINDS[kind], name=name, value=value)
    return text(language, "option_bad", name=name, value=value)


#: Pydantic's number errors: a bound passed, or not a number (whole or not) at all.
_NUMBER_ERRORS = {
    "less_than_equal",
    "less_than",
    "greater_than_equal",
    "greater_than",
    "int_parsing",
    "int_type",
    "int_from_float",
    "float_parsing",
    "float_type",
    "finite_number",
}

#: Errors of the wrong kind of value: pydantic's type -> the catalogue's sentence.
_KINDS = {
    "string_type": "option_text",
    "list_type": "option_list",
    "tuple_type": "option_list",
    "dict_type": "option_object",
    "model_type": "option_object",
    "model_attributes_type": "option_object",
}


def _number(
    language: str, name: str, field: dict[str, Any], ctx: dict[str, Any], value: str, kind: str
) -> str:
    """A number out of its range, or no number: said with the range the schema gives."""
    low = field.get("minimum", ctx.get("ge"))
    high = field.get("maximum", ctx.get("le"))
    whole = field.get("type") == "integer" or kind.startswith("int")
    key = "option_whole" if whole else "option_number"
    if low is not None and high is not None:
        return text(language, f"{key}_between", name=name, low=low, high=high, value=value)
    if low is not None:
        return text(language, f"{key}_from", name=name, low=low, value=value)
    if high is not None:
        return text(language, f"{key}_to", name=name, high=high, value=value)
    return text(language, key, name=name, value=value)


def _word(choice: object) -> str:
    """A choice as a player types it: text as it is, anything else as JSON would write it."""
    if isinstance(choice, str):
        return choice
    if isinstance(choice, bool) or choice is None:
        return {True: "true", False: "false", None: "null"}[choice]
    return str(choice)


def _field(schema: dict[str, Any], loc: list[str | int]) -> dict[str, Any] | None:
    """The JSON schema of the option at ``loc`` (a field of a nested model, an item of a
    list, a value of a mapping), ``None`` where the schema does not say."""
    node: dict[str, Any] | None = _plain(schema, schema)
    for part in loc:
        if node is None:
            return None
        if isinstance(part, int):
            found = node.get("items") or (node.get("prefixItems") or [None] * (part + 1))[part]
        elif part in node.get("properties", {}):
            found = node["properties"][part]
        else:
            extra = node.get("additionalProperties")
            found = extra if isinstance(extra, dict) else None
        node = _plain(schema, found) if isinstance(found, dict) else None
    return node


def _plain(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    """``node`` with its ``$ref`` followed and, for an optional value, the one that is not
    ``null``."""
    for _ in range(8):  # a bound on references to references
        if "$ref" in node:
            node = schema.get("$defs", {}).get(node["$ref"].rsplit("/", 1)[-1], {})
        elif "anyOf" in node:
            options = [o for o in node["anyOf"] if o.get("type") != "null"]
            node = options[0] if len(options) == 1 else {}
        else:
            break
    return node
