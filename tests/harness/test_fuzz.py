"""Hypothesis fuzzing of every public ``GameService`` method with arbitrary Python values.

Each argument is drawn either from values that make sense for the game at hand (its id, a
seated user, a legal action of the current state, good settings) or from anything Python
has: ``None``, bools, huge numbers, NaN, lone surrogates, bytes, objects, lists and dicts
nested at random or thousands deep. Whatever comes in, a call either succeeds or raises a
documented :class:`~bot.service.ServiceError` with a one-line message — and after a refusal
nothing in the database changed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.service import GameService, ServiceError, UserRef
from bot.store import Store
from rules.core import Rng
from tests.harness.common import HARNESS_GAMES, next_move, open_game, record_figures, users

#: Examples per public method and game.
EXAMPLES = 60


def nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, 1, -1, 2**63 - 1, 2**63, -(2**63) - 1]),
    st.integers(min_value=4400, max_value=5000).map(lambda digits: 10**digits),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.text(alphabet=st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), max_size=3),
    st.binary(max_size=10),
    st.builds(object),
    st.builds(UserRef, st.integers(min_value=-3, max_value=9), st.text(max_size=8)),
)
ANYTHING = st.one_of(
    st.recursive(
        SCALARS,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.tuples(inner, inner),
            st.dictionaries(st.one_of(st.text(max_size=6), st.integers()), inner, max_size=4),
        ),
        max_leaves=10,
    ),
    st.integers(min_value=20, max_value=5000).map(nested),
    st.integers(min_value=20, max_value=5000).map(lambda n: {"kind": nested(n)}),
)


class Table:
    """One store and service on a temporary file, with a running game to aim at."""

    def __init__(self, path: Path, kind: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.store = self.run(Store(path).open())
        self.service = GameService(self.store, games=HARNESS_GAMES)
        self.game = HARNESS_GAMES[kind]
        self.users = users(self.game)
        self.game_id = 0
        self.calls = 0
        self.refusals = 0

    def run(self, awaitable: Any) -> Any:
        return self.loop.run_until_complete(awaitable)

    def close(self) -> None:
        self.run(self.store.close())
        self.loop.close()

    def ready(self) -> None:
        """A running game to aim at (a new one when a call ended or aborted the last)."""
        if self.game_id:
            record = self.run(self.service.record(self.game_id))
            if record.status == "running":
                return
        self.game_id = self.run(open_game(self.service, self.game, seed=self.calls))

    def footprint(self) -> Any:
        async def read() -> Any:
            tables = {}
            for table in ("games", "seats", "actions", "snapshots", "undo_requests"):
                rows = await self.store.fetch_all(f"SELECT * FROM {table}")
                tables[table] = sorted(tuple(row) for row in rows)
            return tables

        return self.run(read())


@pytest.fixture
def table(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Table]:
    opened = Table(tmp_path / "fuzz.sqlite3", request.param)
    try:
        yield opened
    finally:
        opened.close()


def plausible(table: Table, data: st.DataObject) -> dict[str, Any]:
    """Values that make sense now: the game, a seated user, a legal move of the state."""
    picker = Rng.from_seed(data.draw(st.integers(0, 9)))
    move = table.run(next_move(table.service, table.game_id, picker))
    version, user_id, seat, action = move if move is not None else (1, 1, 0, {})
    return {
        "game_id": table.game_id,
        "user_id": user_id,
        "seat": seat,
        "action": action,
        "version": version,
        "user": table.users[0],
        "settings": {"reminder_hours": 12},
        "kind": table.game.name,
    }


def arg(data: st.DataObject, good: Any) -> Any:
    """The sensible value or anything at all, half and half."""
    return good if data.draw(st.booleans()) else data.draw(ANYTHING)


Method = Callable[[GameService, st.DataObject, dict[str, Any]], Any]

METHODS: dict[str, Method] = {
    "create": lambda s, d, p: s.create(
        arg(d, p["kind"]),
        arg(d, p["user"]),
        arg(d, None),
        guild_id=arg(d, 1),
        channel_id=arg(d, 2),
        settings=arg(d, p["settings"]),
    ),
    "attach_thread": lambda s, d, p: s.attach_thread(arg(d, p["game_id"]), arg(d, 5), arg(d, 6)),
    "join": lambda s, d, p: s.join(arg(d, p["game_id"]), arg(d, UserRef(99, "zed"))),
    "leave": lambda s, d, p: s.leave(arg(d, p["game_id"]), arg(d, p["user"])),
    "start": lambda s, d, p: s.start(arg(d, p["game_id"]), arg(d, p["user"]), arg(d, 3)),
    "act": lambda s, d, p: s.act(
        arg(d, p["game_id"]),
        arg(d, p["user_id"]),
        arg(d, p["action"]),
        seat=arg(d, p["seat"]),
        expected_version=arg(d, p["version"]),
        audit=arg(d, None),
        note=arg(d, None),
    ),
    "answer_standing": lambda s, d, p: s.answer_standing(arg(d, p["game_id"]), arg(d, p["seat"])),
    "last_outcome": lambda s, d, p: s.last_outcome(arg(d, p["game_id"])),
    "waiting": lambda s, d, p: s.waiting(arg(d, p["game_id"])),
    "request_undo": lambda s, d, p: s.request_undo(arg(d, p["game_id"]), arg(d, p["user_id"])),
    "answer_undo": lambda s, d, p: s.answer_undo(
        arg(d, p["game_id"]), arg(d, p["user_id"]), arg(d, True)
    ),
    "abort": lambda s, d, p: s.abort(
        arg(d, p["game_id"]), arg(d, p["user_id"]), is_admin=arg(d, False)
    ),
    "replace_seat": lambda s, d, p: s.replace_seat(
        arg(d, p["game_id"]),
        arg(d, p["user_id"]),
        arg(d, p["seat"]),
        arg(d, UserRef(77, "sub")),
        is_admin=arg(d, False),
    ),
    "record": lambda s, d, p: s.record(arg(d, p["game_id"])),
    "state": lambda s, d, p: s.state(arg(d, p["game_id"])),
    "view": lambda s, d, p: s.view(arg(d, p["game_id"]), arg(d, p["user_id"]), arg(d, None)),
    "public_view": lambda s, d, p: s.public_view(arg(d, p["game_id"])),
    "seat_view": lambda s, d, p: s.seat_view(arg(d, p["game_id"]), arg(d, p["seat"])),
    "legal": lambda s, d, p: s.legal(arg(d, p["game_id"]), arg(d, p["user_id"])),
    "games_of": lambda s, d, p: s.games_of(arg(d, p["user_id"]), arg(d, None)),
    "log": lambda s, d, p: s.log(arg(d, p["game_id"]), arg(d, 0), arg(d, 20)),
    "set_settings": lambda s, d, p: s.set_settings(
        arg(d, p["game_id"]), arg(d, 1), arg(d, p["settings"])
    ),
    "verify_replay": lambda s, d, p: s.verify_replay(arg(d, p["game_id"])),
    "limits": lambda s, d, p: s.limits(arg(d, 1)),
    "set_limits": lambda s, d, p: s.set_limits(
        arg(d, 1), arg(d, {"lobbies_per_member": 5, "new_games_per_hour": 40})
    ),
    "left_server": lambda s, d, p: s.left_server(arg(d, 1), arg(d, p["user"])),
}


async def _awaited(value: Any) -> Any:
    return await value


def _game_by_kind(service: GameService, kind: object) -> Any:
    return service.game(kind)  # type: ignore[arg-type]


TOTALS: dict[str, int] = {"calls": 0, "refusals": 0}


@pytest.mark.parametrize("table", sorted(HARNESS_GAMES), indirect=True)
@pytest.mark.parametrize("method", sorted(METHODS))
def test_any_python_value_gets_a_documented_refusal_and_changes_nothing(
    table: Table, method: str
) -> None:
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(data=st.data())
    def probe(data: st.DataObject) -> None:
        table.ready()
        values = plausible(table, data)
        before = table.footprint()
        table.calls += 1
        try:
            table.run(_awaited(METHODS[method](table.service, data, values)))
        except ServiceError as refusal:
            table.refusals += 1
            message = str(refusal)
            assert message and "\n" not in message and len(message) < 1000, message
            assert table.footprint() == before, f"{method} changed the database, then refused"

    probe()
    TOTALS["calls"] += table.calls
    TOTALS["refusals"] += table.refusals
    record_figures(
        f"fuzz {table.game.name}.{method}",
        calls=table.calls,
        refusals=table.refusals,
        total_calls_so_far=TOTALS["calls"],
    )


@given(kind=ANYTHING)
@settings(max_examples=200, deadline=None)
def test_game_by_any_kind_is_a_game_or_unknown(kind: Any) -> None:
    from bot.service import UnknownGame

    service = GameService(Store(":memory:"), games=HARNESS_GAMES)
    try:
        assert _game_by_kind(service, kind) in HARNESS_GAMES.values()
    except UnknownGame as refusal:
        assert "\n" not in str(refusal)
