"""Every argument is checked at the service's boundary: input only a Python caller can send
(a list as a game id, a name with a lone surrogate, an action nested thousands deep, settings
no one checked) gets a documented refusal, and nothing is written."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.service import GameService, Refused, ServiceError, UnknownGame, UserRef
from tests.conftest import ALICE, BOB, CAROL

TAKE = {"kind": "take", "pile": 0, "amount": 1}


def nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


async def _started(service: GameService) -> int:
    created = await service.create("secret_nim", ALICE, guild_id=10)
    await service.join(created.game_id, BOB)
    await service.start(created.game_id, ALICE, seed=3)
    return created.game_id


async def _footprint(service: GameService) -> tuple[dict[str, int], list[Any]]:
    rows = await service.store.fetch_all("SELECT * FROM games ORDER BY id")
    return await service.store.row_counts(), [tuple(row) for row in rows]


Call = Callable[[GameService, int], Awaitable[Any]]

#: (what, call, refusal class, words of the message): each was a crash (TypeError,
#: OverflowError, UnicodeEncodeError, RecursionError, ValueError) or a silent write before.
CASES: list[tuple[str, Call, type[ServiceError], str]] = [
    ("a list as game id", lambda s, g: s.act([g], 1, TAKE), UnknownGame, "no game #a list"),
    ("a dict as game id", lambda s, g: s.join({}, CAROL), UnknownGame, "no game"),  # type: ignore[arg-type]
    ("a bool as game id", lambda s, g: s.abort(True, 1), UnknownGame, "no game #True"),
    ("a float as game id", lambda s, g: s.request_undo(1.0, 1), UnknownGame, "no game #1.0"),  # type: ignore[arg-type]
    ("a list as game id to leave", lambda s, g: s.leave([g], BOB), UnknownGame, "no game"),  # type: ignore[arg-type]
    (
        "a guild id below -2^63",
        lambda s, g: s.create("secret_nim", CAROL, guild_id=-(2**63) - 1),
        Refused,
        "server id must be a whole number",
    ),
    (
        "a guild id above 2^63-1 to list games",
        lambda s, g: s.games_of(1, 2**63),
        Refused,
        "server id",
    ),
    (
        "a channel id that is a string",
        lambda s, g: s.create("secret_nim", CAROL, channel_id="5"),  # type: ignore[arg-type]
        Refused,
        "channel id",
    ),
    (
        "a thread id that is a bool",
        lambda s, g: s.attach_thread(g, True),
        Refused,
        "thread id",
    ),
    (
        "a name with a lone surrogate",
        lambda s, g: s.create("secret_nim", UserRef(9, "mal\udc00lory")),
        Refused,
        "lone surrogate",
    ),
    (
        "a joining name with a lone surrogate",
        lambda s, g: s.replace_seat(g, 1, 1, UserRef(9, "\ud800")),
        Refused,
        "lone surrogate",
    ),
    (
        "a name that is not text",
        lambda s, g: s.create("secret_nim", UserRef(9, 42)),  # type: ignore[arg-type]
        Refused,
        "name must be text",
    ),
    (
        "a host that is not a user",
        lambda s, g: s.create("secret_nim", 1),  # type: ignore[arg-type]
        Refused,
        "with an id and a name",
    ),
    (
        "an action nested 100,000 deep",
        lambda s, g: s.act(g, 1, {"kind": "take", "pile": nested(100_000)}),
        Refused,
        "nested too deeply",
    ),
    (
        "an action as JSON text nested 20,000 deep",
        lambda s, g: s.act(g, 1, "[" * 20_000 + "]" * 20_000),
        Refused,
        "well-formed action",
    ),
    (
        "an action holding a number of 5,000 digits",
        lambda s, g: s.act(g, 1, {"kind": "take", "pile": 10**5000, "amount": 1}),
        Refused,
        "out of range",
    ),
    (
        "an action holding an object",
        lambda s, g: s.act(g, 1, {"kind": "take", "pile": object()}),
        Refused,
        "cannot hold a object",
    ),
    (
        "an action holding a lone surrogate",
        lambda s, g: s.act(g, 1, {"kind": "\udfff"}),
        Refused,
        "lone surrogate",
    ),
    (
        "an action that is a list",
        lambda s, g: s.act(g, 1, [TAKE]),  # type: ignore[arg-type]
        Refused,
        "names and values, not a list",
    ),
    (
        "a user id of 5,000 digits",
        lambda s, g: s.act(g, 10**5000, TAKE),
        Refused,
        "not a very large number",
    ),
    (
        "a seat nested 100,000 deep",
        lambda s, g: s.view(g, 1, seat=nested(100_000)),
        Refused,
        "not a list",
    ),
    (
        "an expected version that is a string",
        lambda s, g: s.act(g, 1, TAKE, expected_version="3"),  # type: ignore[arg-type]
        Refused,
        "version must be a whole number",
    ),
    (
        "an audit note with a lone surrogate",
        lambda s, g: s.act(g, 1, TAKE, audit="\ud800"),
        Refused,
        "lone surrogate",
    ),
    (
        "an answer that is not True or False",
        lambda s, g: s.answer_undo(g, 2, "no"),  # type: ignore[arg-type]
        Refused,
        "True or False",
    ),
    (
        "is_admin that is 1",
        lambda s, g: s.abort(g, 2, is_admin=1),  # type: ignore[arg-type]
        Refused,
        "True or False",
    ),
    (
        "options nested 100,000 deep",
        lambda s, g: s.create("secret_nim", CAROL, {"pile_size": nested(100_000)}),
        Refused,
        "nested too deeply",
    ),
    (
        "options with a key that is not text",
        lambda s, g: s.create("secret_nim", CAROL, {1: 2}),  # type: ignore[dict-item]
        Refused,
        "keys, not 1",
    ),
    (
        "settings never checked: an unknown name",
        lambda s, g: s.set_settings(g, 1, {"x": 1}),
        Refused,
        "Unknown setting 'x'",
    ),
    (
        "settings never checked: a text value",
        lambda s, g: s.set_settings(g, 1, {"reminder_hours": "soon"}),
        Refused,
        "must be a number",
    ),
    (
        "settings never checked: out of range",
        lambda s, g: s.set_settings(g, 1, {"clock_hours": -5}),
        Refused,
        "Bad setting clock_hours",
    ),
    (
        "settings never checked at creation",
        lambda s, g: s.create("secret_nim", CAROL, settings={"reminder_hours": nested(10_000)}),
        Refused,
        "nested too deeply",
    ),
    (
        "a log offset that is a list",
        lambda s, g: s.log(g, nested(100_000)),
        Refused,
        "whole numbers",
    ),
]


@pytest.mark.parametrize(
    ("call", "refusal", "words"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
async def test_bad_input_from_python_is_refused_and_writes_nothing(
    service: GameService, call: Call, refusal: type[ServiceError], words: str
) -> None:
    game_id = await _started(service)
    before = await _footprint(service)
    with pytest.raises(refusal) as refused:
        await call(service, game_id)
    message = str(refused.value)
    assert words in message
    assert len(message) < 300 and "\n" not in message
    assert await _footprint(service) == before


async def test_good_settings_are_stored_as_given(service: GameService) -> None:
    game_id = await _started(service)
    await service.set_settings(game_id, ALICE.id, {"clock_hours": 48, "max_vacation_days": 3})
    await service.set_settings(game_id, ALICE.id, {"clock_hours": None})
    record = await service.record(game_id)
    assert record.settings == {"clock_hours": None, "max_vacation_days": 3}
