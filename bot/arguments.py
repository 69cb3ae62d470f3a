"""Argument checks at the game service's boundary: any Python value in, a clear refusal out.

:class:`bot.service.GameService` runs these before anything else (before taking a game's lock,
reading the store or calling an engine), so its contract — a :class:`ServiceError` whose
message can be shown as it is, and nothing written — holds for every caller, not only for the
Discord cogs whose input Discord already shaped. Each check raises :class:`~bot.errors.Refused`
(or :class:`~bot.errors.UnknownGame` for a game id) naming what was wrong in words; a refusal never prints a
value it cannot show safely (a deeply nested list, a number of thousands of digits), only its
kind.

What a value may be:

* ids (users, games, Discord channels and messages) and seeds: whole numbers (an ``int``, not a
  ``bool``) from 0 to 2^63−1, what SQLite stores;
* seats and log offsets: whole numbers;
* names and texts: ``str`` that UTF-8 can encode (no lone surrogate), of bounded length;
* actions, options: JSON-like data (``dict`` with ``str`` keys, ``list``, ``str``, finite
  ``float``, whole numbers within ±2^63, ``bool``, ``None``), at most :data:`MAX_DEPTH` deep
  and :data:`MAX_ITEMS` values in all; an action may also be JSON text of such data;
* options as a player types them (:func:`options_text`): a JSON object, or ``key=value``
  pairs whose value is JSON (a number, ``true``, ``"text"``, a list ``[1,2]``, an object) or
  a bare word, at most :data:`MAX_OPTIONS_CHARS` characters and :data:`MAX_DEPTH` levels;
* settings: the known asynchronous-play settings only (:class:`bot.scheduling.AsyncSettings`),
  each a number in its range.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

from rules.core.text import LANGUAGES

from .errors import Refused, UnknownGame
from .scheduling import AsyncSettings, SettingsError
from .store import SQLITE_MAX_INT, is_whole

#: How deep JSON-like data (an action, options) may nest, and how many values it may hold.
MAX_DEPTH = 16
MAX_ITEMS = 2_000
#: Longest JSON text accepted as an action, and longest string inside data.
MAX_JSON_CHARS = 50_000
#: Longest options text (Discord's longest slash-command text is 6,000 characters).
MAX_OPTIONS_CHARS = 6_000
MAX_TEXT_CHARS = 4_000
#: Longest player name (Discord's display names have at most 32 characters).
MAX_NAME_CHARS = 100


def shown(value: object) -> str:
    """``value`` as a refusal may show it: a short scalar's ``repr``, else what it is."""
    if value is None or isinstance(value, bool | float):
        return repr(value)
    if isinstance(value, int):
        return repr(value) if abs(value) < 10**30 else "a very large number"
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 and encodable(value) else "that text"
    return f"a {type(value).__name__}"


def encodable(text: str) -> bool:
    """Whether UTF-8 (and so SQLite and Discord) can hold ``text``: no lone surrogate."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def whole_in_range(value: object, low: int = 0, high: int = SQLITE_MAX_INT) -> bool:
    return is_whole(value) and low <= value <= high


def game_id(value: object) -> int:
    """A game id: what the store can hold (1 to 2^63−1), else an unknown game."""
    if not whole_in_range(value, 1):
        raise UnknownGame(key="no_game", game=shown(value))
    return value  # type: ignore[return-value]


def user_id(value: object) -> int:
    if not whole_in_range(value):
        raise Refused(key="bad_user_id", value=shown(value))
    return value  # type: ignore[return-value]


def seat(value: object) -> int:
    if not whole_in_range(value, -SQLITE_MAX_INT - 1):
        raise Refused(key="bad_seat", value=shown(value))
    return value  # type: ignore[return-value]


def discord_id(value: object, what: str) -> int | None:
    """A Discord id (server, channel, thread, message) or ``None``."""
    if value is not None and not whole_in_range(value):
        raise Refused(key="bad_discord_id", what=what, value=shown(value))
    return value  # type: ignore[return-value]


def server_id(value: object) -> int:
    """A Discord server id (never ``None``: what belongs to a server needs one)."""
    if not whole_in_range(value):
        raise Refused(key="bad_discord_id", what="server", value=shown(value))
    return value  # type: ignore[return-value]


def version(value: object) -> int | None:
    """An expected version or ``None``."""
    if value is not None and not whole_in_range(value):
        raise Refused(key="bad_version", value=shown(value))
    return value  # type: ignore[return-value]


def flag(value: object, what: str) -> bool:
    """A yes/no argument: exactly ``True`` or ``False`` (not 1, not "yes")."""
    if not isinstance(value, bool):
        raise Refused(key="not_flag", what=what, value=shown(value))
    return value


def text(value: object, what: str, limit: int = MAX_TEXT_CHARS) -> str:
    """A text: a ``str`` of at most ``limit`` characters that UTF-8 can encode."""
    if not isinstance(value, str):
        raise Refused(key="not_text", what=what, value=shown(value))
    if len(value) > limit:
        raise Refused(key="too_long", what=what, length=len(value), limit=limit)
    if not encodable(value):
        raise Refused(key="surrogate", what=what)
    return value


def user(value: object) -> Any:
    """A ``UserRef``-like object (an ``id`` and a ``name``) with a valid id and name."""
    if not hasattr(value, "id") or not hasattr(value, "name"):
        raise Refused(key="bad_user", value=shown(value))
    user_id(value.id)
    name = text(value.name, "A player's name", MAX_NAME_CHARS)
    if not name.strip():
        raise Refused(key="empty_name")
    return value


def data(value: object, what: str) -> Any:
    """JSON-like data (see the module doc), at most :data:`MAX_DEPTH` deep."""
    count = 0

    def walk(item: object, depth: int) -> None:
        nonlocal count
        count += 1
        if count > MAX_ITEMS:
            raise Refused(key="too_many", what=what, limit=MAX_ITEMS)
        if depth > MAX_DEPTH:
            raise Refused(key="too_deep", what=what, limit=MAX_DEPTH)
        if item is None or isinstance(item, bool):
            return
        if isinstance(item, int):
            if not -SQLITE_MAX_INT - 1 <= item <= SQLITE_MAX_INT:
                raise Refused(key="number_range", what=what)
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise Refused(key="not_finite", what=what)
        elif isinstance(item, str):
            text(item, f"A text in {what.lower()}")
        elif isinstance(item, list | tuple):
            for element in item:
                walk(element, depth + 1)
        elif isinstance(item, dict):
            for key, element in item.items():
                if not isinstance(key, str):
                    raise Refused(key="key_not_text", what=what, value=shown(key))
                text(key, f"A name in {what.lower()}")
                walk(element, depth + 1)
        else:
            raise Refused(key="cannot_hold", what=what, value=shown(item))

    walk(value, 0)
    return value


def names_and_values(value: object, what: str) -> dict[str, Any]:
    """``None`` (nothing given) or a ``dict`` of JSON-like data."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Refused(key="not_mapping", what=what, value=shown(value))
    return dict(data(value, what))


def action(value: object) -> dict[str, Any]:
    """An action: a ``dict`` of JSON-like data, or JSON text of one (parsed here)."""
    if isinstance(value, str):
        text(value, "The action", MAX_JSON_CHARS)
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            raise Refused(key="bad_json") from None
    if not isinstance(value, dict):
        raise Refused(key="action_not_mapping", value=shown(value))
    return dict(data(value, "The action"))


#: The settings given as a text (checked by :class:`AsyncSettings` itself): the daily
#: deadline's ``HH:MM`` (``None`` switches it off) and the game's time zone.
TEXT_SETTINGS = ("daily_deadline", "timezone")


def settings(value: object, current: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Asynchronous-play settings: known names only, each a number (or ``None`` to switch the
    clock off) that :class:`AsyncSettings` accepts together with the ``current`` ones."""
    given = names_and_values(value, "Settings")
    known = AsyncSettings.model_fields
    for name, setting in given.items():
        if name not in known:
            raise Refused(key="unknown_setting", name=shown(name), known=", ".join(sorted(known)))
        if name == "language":
            if setting not in LANGUAGES:
                raise Refused(key="bad_language", known=", ".join(LANGUAGES), value=shown(setting))
            continue
        if name in TEXT_SETTINGS:
            if not (isinstance(setting, str) or (setting is None and name == "daily_deadline")):
                raise Refused(key="setting_text", name=name, value=shown(setting))
            continue
        if isinstance(setting, bool) or not (
            isinstance(setting, int | float)
            or (setting is None and name in ("clock_hours", "answer_hours", "pauses"))
        ):
            raise Refused(key="setting_number", name=name, value=shown(setting))
    try:
        AsyncSettings.parse({**(current or {}), **given})
    except SettingsError as error:
        raise Refused.like(error) from None
    return given


#: What separates two ``key=value`` options.
_SEPARATORS = " \t\r\n,"


def _nesting(written: str) -> int:
    """How deep the brackets of ``written`` nest, outside JSON strings (read before any
    parser recurses: a thousand ``[`` would exhaust Python's stack)."""
    depth = deepest = 0
    quoted = escaped = False
    for char in written:
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def options_text(written: object) -> dict[str, Any]:
    """Game options as a player types them: one JSON object, or ``key=value`` pairs
    separated by commas or spaces. A value is JSON where it starts like JSON (``3``,
    ``true``, ``"two words"``, ``[1,2]``, ``{"a": 1}``), else a bare word kept as text
    (``bidding=every_turn``). Refused in words: text too long, nesting deeper than
    :data:`MAX_DEPTH`, malformed JSON, a part that is not ``key=value``."""
    if written is None:
        return {}
    given = text(written, "Options", MAX_OPTIONS_CHARS).strip()
    if not given:
        return {}
    if _nesting(given) > MAX_DEPTH:
        raise Refused(key="too_deep", what="Options", limit=MAX_DEPTH)
    decoder = json.JSONDecoder()
    if given.startswith("{"):
        try:
            found, end = decoder.raw_decode(given)
        except (ValueError, RecursionError) as error:
            raise _malformed(error, 0) from None
        if given[end:].strip():
            raise Refused(key="options_after_json", rest=shown(given[end:].strip()))
        return names_and_values(found, "Options")
    options: dict[str, Any] = {}
    at = 0
    while at < len(given):
        if given[at] in _SEPARATORS:
            at += 1
            continue
        equals = given.find("=", at)
        stop = min((i for i in (given.find(c, at) for c in _SEPARATORS) if i >= 0), default=-1)
        if equals < 0 or (0 <= stop < equals) or equals == at:
            end = len(given) if stop < 0 else stop
            raise Refused(key="option_pair", part=shown(given[at:end]))
        name = given[at:equals]
        at = equals + 1
        if at < len(given) and given[at] in '[{"':
            try:
                value, at = decoder.raw_decode(given, at)
            except (ValueError, RecursionError) as error:
                raise _malformed(error, at) from None
            if at < len(given) and given[at] not in _SEPARATORS:
                raise Refused(key="option_pair", part=shown(given[equals + 1 :]))
        else:
            end = next((i for i in range(at, len(given)) if given[i] in _SEPARATORS), len(given))
            raw, at = given[at:end], end
            try:
                value = json.loads(raw)
            except ValueError:
                value = raw
        options[name] = value
    return names_and_values(options, "Options")


def _malformed(error: Exception, start: int) -> Refused:
    """Malformed JSON in options, said with where it goes wrong (``json``'s own message is
    English only)."""
    if isinstance(error, RecursionError):
        return Refused(key="too_deep", what="Options", limit=MAX_DEPTH)
    at = getattr(error, "pos", start)
    return Refused(key="options_json_at", at=at + 1)
