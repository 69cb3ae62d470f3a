"""Sparse snapshots (issue 31, migration 13): a full snapshot every ``SNAPSHOT_EVERY`` versions
and at a game's start, undos and end, a delta for every other change; every state reads back
exactly as it was written, older files' per-move snapshots still read, and the replay check
compares the log with every stored state."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.deltas import apply_delta, delta, pack_delta, same, unpack_delta
from bot.selfplay import random_states, seat_names
from bot.service import GameService
from bot.store import MIGRATIONS, SNAPSHOT_EVERY, Store, StoreError
from rules import GAMES
from rules.core import Rng
from tests.harness.common import HARNESS_GAMES, next_move, open_game

#: Moves played in the store tests: enough for two snapshots after the start.
MOVES = 2 * SNAPSHOT_EVERY + 3


def _exact(data: Any) -> str:
    """The data as JSON text, keys in their order (the order an engine iterates them in)."""
    return json.dumps(data)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_delta_turns_each_state_into_the_next_exactly(name: str) -> None:
    game = GAMES[name]
    state = game.setup(seat_names(game.max_players), 3, None)
    states = random_states(game, state, Rng.from_seed(3), 60)
    for before, after in zip(states, states[1:], strict=False):
        old = json.loads(game.dump_state(before))
        new = json.loads(game.dump_state(after))
        ops = unpack_delta(pack_delta(delta(old, new)))
        assert _exact(apply_delta(json.loads(game.dump_state(before)), ops)) == _exact(new)


def test_a_delta_keeps_json_types_python_calls_equal() -> None:
    old = {"a": 1, "b": [1, 2], "c": {"d": 0}, "gone": None}
    new = {"a": True, "b": [1.0, 2], "c": {"d": False}, "new": [1]}
    assert old != new
    ops = delta(old, new)
    assert _exact(apply_delta(json.loads(json.dumps(old)), ops)) == _exact(new)
    assert delta(new, json.loads(json.dumps(new))) == []
    with pytest.raises(ValueError):
        apply_delta({"a": 1}, [[["b", "c"], 2]])


@pytest.mark.parametrize(
    "new",
    [
        {"b": 2, "a": 1, "c": 0},  # the same keys, another order
        {"a": 1, "x": 9, "b": 2, "c": 0},  # a key added in the middle
        {"a": 1, "c": 0, "x": 9},  # one removed, one added at the end
    ],
)
def test_a_delta_keeps_the_order_of_keys(new: dict[str, int]) -> None:
    """The order of a dictionary's keys is the order an engine iterates it in: a state
    rebuilt with keys in another order played differently (found by the SIGKILL harness)."""
    old = {"a": 1, "b": 2, "c": 0}
    rebuilt = apply_delta({"inner": dict(old)}, delta({"inner": old}, {"inner": new}))
    assert list(rebuilt["inner"]) == list(new) and rebuilt["inner"] == new


async def _played(store: Store, seed: int = 11) -> tuple[GameService, int, list[tuple[int, str]]]:
    """One More Barrel played through the service for :data:`MOVES` moves; every state
    (version, JSON) as the service wrote it, read back at once."""
    service = GameService(store, games=HARNESS_GAMES)
    game_id = await open_game(service, HARNESS_GAMES["one_more_barrel"], seed)
    written = [await store.latest_snapshot(game_id)]
    picker = Rng.from_seed(seed)
    for _ in range(MOVES):
        move = await next_move(service, game_id, picker)
        assert move is not None
        version, user_id, seat, action = move
        outcome = await service.act(game_id, user_id, action, seat=seat, expected_version=version)
        _record, state = await service.state(game_id)
        written.append((outcome.version, service.game("one_more_barrel").dump_state(state)))
    return service, game_id, [w for w in written if w is not None]


async def test_states_are_deltas_between_sparse_snapshots_and_read_back_exactly(
    store: Store,
) -> None:
    service, game_id, written = await _played(store)
    snapshots = [
        int(r[0])
        for r in await store.fetch_all(
            "SELECT version FROM snapshots WHERE game_id = ? ORDER BY version", (game_id,)
        )
    ]
    deltas = await store.fetch_all(
        "SELECT version, base FROM state_deltas WHERE game_id = ? ORDER BY version", (game_id,)
    )
    start = written[0][0]
    assert snapshots == [start, start + SNAPSHOT_EVERY, start + 2 * SNAPSHOT_EVERY]
    assert len(snapshots) + len(deltas) == MOVES + 1
    assert all(int(base) == int(version) - 1 for version, base in deltas)
    game = service.game("one_more_barrel")
    # every state a later move met reads back as it was written, by a store that never saw it
    other = await Store(store.target).open()
    try:
        for (version, state_json), (after, _) in zip(written, written[1:], strict=False):
            before = await other.snapshot_before(game_id, after)
            # the same data, keys in the same order (the order the engine iterates them in)
            assert before is not None and before[0] == version
            assert same(json.loads(before[1]), json.loads(state_json))
        latest = await other.latest_snapshot(game_id)
        assert latest is not None and latest[0] == written[-1][0]
        assert same(json.loads(latest[1]), json.loads(written[-1][1]))
    finally:
        await other.close()
    assert await store.verify_replay(game_id, game)


async def test_a_store_that_did_not_read_the_state_writes_a_right_delta(
    database: str | Path,
) -> None:
    """Two bot processes on one database: the second one's move is a delta against the state
    the first one wrote (read inside the move's transaction), and every state replays."""
    async with Store(database) as first, Store(database) as second:
        _service, game_id, _written = await _played(first)
        service = GameService(second, games=HARNESS_GAMES)
        second._states.clear()  # as a process that never read the game
        move = await next_move(service, game_id, Rng.from_seed(4))
        assert move is not None
        version, user_id, seat, action = move
        second._states.clear()
        await service.act(game_id, user_id, action, seat=seat, expected_version=version)
        assert await first.check_games(HARNESS_GAMES) == (1, [])


async def test_an_undo_is_a_snapshot_and_the_check_finds_a_changed_delta(store: Store) -> None:
    service, game_id, written = await _played(store)
    game = service.game("one_more_barrel")
    last = (await store.actions(game_id))[-1]
    record = await service.record(game_id)
    before = await store.snapshot_before(game_id, last.version)
    assert before is not None and before[0] == written[-2][0]
    # the undo as the service writes it: the state the move met, restored
    version, _seq = await store.append_undo(
        game_id, record.version, undoes=last.seq, seat=None, state_json=before[1], now=0.0
    )
    latest = await store.latest_snapshot(game_id)
    assert latest is not None and latest[0] == version
    assert same(json.loads(latest[1]), json.loads(written[-2][1]))
    newest = await store.fetch_one(
        "SELECT MAX(version) FROM snapshots WHERE game_id = ?", (game_id,)
    )
    assert newest is not None and newest[0] == version  # an undo is a full snapshot
    move = await next_move(service, game_id, Rng.from_seed(2))  # a delta on the undo's state
    assert move is not None
    await service.act(game_id, move[1], move[3], seat=move[2], expected_version=move[0])
    assert await store.check_games(HARNESS_GAMES) == (1, [])
    # an older delta changed: the state it gives no longer is the replay's
    version, stored = next(
        (int(r[0]), r[1])
        for r in await store.fetch_all(
            "SELECT version, delta FROM state_deltas WHERE game_id = ? ORDER BY version",
            (game_id,),
        )
    )
    ops = unpack_delta(stored)
    ops.append([["version_tampered"], 1])
    async with store.transaction() as tx:
        await tx.execute(
            "UPDATE state_deltas SET delta = ? WHERE game_id = ? AND version = ?",
            (pack_delta(ops), game_id, version),
        )
    checked, problems = await store.check_games(HARNESS_GAMES)
    assert checked == 1 and len(problems) == 1
    assert f"does not give its stored state of version {version}" in problems[0]
    assert not await store.verify_replay(game_id, game)


async def test_a_delta_against_another_state_is_refused_on_read(store: Store) -> None:
    _service, game_id, _written = await _played(store)
    async with store.transaction() as tx:
        await tx.execute(
            "UPDATE state_deltas SET base = base - 1 WHERE game_id = ? AND version = "
            "(SELECT MAX(version) FROM state_deltas WHERE game_id = ?)",
            (game_id, game_id),
        )
    with pytest.raises(StoreError, match="is against version"):
        await store.latest_snapshot(game_id)


async def test_an_older_file_with_a_snapshot_per_move_reads_and_plays_on(db_path: Path) -> None:
    """A file written before migration 13: its per-move snapshots read as they are, and the
    moves played after the upgrade are deltas on top of them."""
    async with Store(db_path) as store:
        _service, game_id, written = await _played(store)
        game = HARNESS_GAMES["one_more_barrel"]
    # as the older code wrote it: a full snapshot for every state, no delta table
    with sqlite3.connect(db_path) as db:
        db.execute("DELETE FROM snapshots")
        db.executemany(
            "INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?)",
            [(game_id, version, state_json) for version, state_json in written],
        )
        db.execute("DROP TABLE state_deltas")
        # what migrations 14 (reliability, archive), 15 (check-db's start), 16 (pings) added
        for table in ("seat_waits", "lobby_requirements", "game_archives", "reminder_posts"):
            db.execute(f"DROP TABLE {table}")
        for column in ("min_reliability", "archive_days"):
            db.execute(f"ALTER TABLE server_settings DROP COLUMN {column}")
        db.execute("ALTER TABLE replay_checks DROP COLUMN replayed_from")
        db.execute("ALTER TABLE user_prefs DROP COLUMN next_ping")
        # and what migration 17 (digests, pauses) added
        db.execute("DROP TABLE game_pauses")
        for column in ("digest_hour", "digest_day", "digest_language"):
            db.execute(f"ALTER TABLE user_prefs DROP COLUMN {column}")
        # and migration 18 (the server's default for computers at timeouts)
        db.execute("ALTER TABLE server_settings DROP COLUMN computer_on_timeout")
        db.execute("PRAGMA user_version = 12")  # the file before migration 13
    db.close()
    async with Store(db_path) as store:
        assert await store.schema_version() == len(MIGRATIONS)
        latest = await store.latest_snapshot(game_id)
        assert latest == written[-1]
        assert await store.check_games(HARNESS_GAMES) == (1, [])
        service = GameService(store, games=HARNESS_GAMES)
        move = await next_move(service, game_id, Rng.from_seed(8))
        assert move is not None
        version, user_id, seat, action = move
        await service.act(game_id, user_id, action, seat=seat, expected_version=version)
        counts = await store.row_counts(game_id)
        assert counts["state_deltas"] == 1
        assert await store.check_games(HARNESS_GAMES) == (1, [])
        assert await store.verify_replay(game_id, game)
