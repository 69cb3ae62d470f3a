"""The SQLite store: migrations, reopening, the optimistic check, the append-only log, replay."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable
from pathlib import Path

import asyncpg
import pytest

from bot.store import (
    MIGRATIONS,
    ActionRow,
    MoveRow,
    Store,
    StoreError,
    UndoPending,
    VersionConflict,
    effective_moves,
    replay,
    replay_matches_snapshot,
)
from tests.toygame import GAME

#: What a refused write raises on each backend (a broken constraint, the log's trigger).
INTEGRITY_ERRORS = (sqlite3.IntegrityError, asyncpg.PostgresError)

NOW = 1_000.0


async def _running_game(store: Store, seed: int = 5) -> int:
    """A started two-seat toy game written straight through the store."""
    game_id = await store.create_game(
        "secret_nim", 1, "alice", options={}, settings={}, guild_id=10, channel_id=20, now=NOW
    )
    version = await store.add_seat(game_id, 1, 2, "bob", NOW)
    state = GAME.setup(["alice", "bob"], seed, {})
    await store.start_game(game_id, version, seed, {"pile_size": 5}, GAME.dump_state(state), NOW)
    return game_id


async def _append(
    store: Store, game_id: int, version: int, state_json: str, seat: int, action: dict[str, object]
) -> int:
    """Apply ``action`` to ``state_json`` and append it at ``version``; the new version."""
    new_state, events = GAME.apply(GAME.load_state(state_json), seat, action)
    new_version, _seq = await store.append_move(
        game_id,
        version,
        seat=seat,
        action=dict(action),
        events=[e.model_dump(mode="json") for e in events],
        irreversible=False,
        state_json=GAME.dump_state(new_state),
        status="running",
        now=NOW,
    )
    return new_version


async def _move(store: Store, game_id: int, seat: int, action: dict[str, object]) -> int:
    """Apply ``action`` to the newest snapshot and append it; returns the new version."""
    record = await store.get_game(game_id)
    snapshot = await store.latest_snapshot(game_id)
    assert record is not None and snapshot is not None
    return await _append(store, game_id, record.version, snapshot[1], seat, action)


async def test_open_applies_every_migration_once(db_path: Path) -> None:
    async with Store(db_path) as store:
        assert await store.schema_version() == len(MIGRATIONS)
    # Opening again must not re-run a migration (a second CREATE TABLE would fail).
    async with Store(db_path) as store:
        assert await store.schema_version() == len(MIGRATIONS)
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_foreign_keys_are_enforced(store: Store) -> None:
    with pytest.raises(INTEGRITY_ERRORS):
        async with store.transaction() as tx:
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (999, 0, 1, 'x')"
            )


async def test_a_game_survives_close_and_reopen(database: str | Path) -> None:
    async with Store(database) as store:
        game_id = await _running_game(store)
        await _move(store, game_id, 0, {"kind": "take", "pile": 0, "amount": 2})
    async with Store(database) as store:
        record = await store.get_game(game_id)
        assert record is not None
        assert (record.kind, record.status, record.version) == ("secret_nim", "running", 4)
        assert [s.name for s in record.seats] == ["alice", "bob"]
        assert (record.guild_id, record.channel_id, record.seed) == (10, 20, 5)
        assert len(await store.actions(game_id)) == 1
        assert await store.verify_replay(game_id, GAME)


async def test_a_stale_version_writes_nothing(store: Store) -> None:
    game_id = await _running_game(store)
    before = await store.row_counts()
    with pytest.raises(VersionConflict):
        await store.append_move(
            game_id,
            1,
            seat=0,
            action={"kind": "take", "pile": 0, "amount": 1},
            events=[],
            irreversible=False,
            state_json="{}",
            status="running",
            now=NOW,
        )
    assert await store.row_counts() == before
    record = await store.get_game(game_id)
    assert record is not None and record.version == 3


async def test_several_moves_are_stored_together_or_not_at_all(store: Store) -> None:
    """Issue 29 ("all units"): the moves of one click are one transaction, each its own log
    row, version and state; a failure while writing the second leaves the first unwritten."""
    game_id = await _running_game(store)
    record = await store.get_game(game_id)
    snapshot = await store.latest_snapshot(game_id)
    assert record is not None and snapshot is not None
    state = GAME.load_state(snapshot[1])
    rows = []
    for seat in (0, 1):
        action = {"kind": "take", "pile": seat, "amount": 1}
        state, events = GAME.apply(state, seat, action)
        rows.append(
            MoveRow(seat, action, [e.model_dump(mode="json") for e in events], False,
                    GAME.dump_state(state))
        )  # fmt: skip
    before = await store.row_counts()
    broken = MoveRow(1, {"kind": "take", "bad": {1, 2}}, [], False, rows[1].state_json)
    with pytest.raises(TypeError):  # a set is no JSON: the second row cannot be written
        await store.append_moves(
            game_id, record.version, [rows[0], broken], status="running", now=NOW
        )
    assert await store.row_counts() == before
    version, _seq = await store.append_moves(
        game_id, record.version, rows, status="running", now=NOW
    )
    assert version == record.version + 2
    assert [row.version for row in await store.actions(game_id)][-2:] == [version - 1, version]
    latest = await store.latest_snapshot(game_id)
    assert latest is not None and GAME.load_state(latest[1]) == state


async def test_two_stores_on_one_database_race_and_exactly_one_wins(
    database: str | Path,
) -> None:
    async with Store(database) as first, Store(database) as second:
        game_id = await _running_game(first)
        snapshot = await first.latest_snapshot(game_id)
        assert snapshot is not None

        def write(store: Store, amount: int) -> Awaitable[int]:
            action = {"kind": "take", "pile": 0, "amount": amount}
            return _append(store, game_id, 3, snapshot[1], 0, action)

        results = await asyncio.gather(write(first, 1), write(second, 2), return_exceptions=True)
        wins = [r for r in results if isinstance(r, int)]
        losses = [r for r in results if isinstance(r, VersionConflict)]
        assert wins == [4] and len(losses) == 1
        counts = await second.row_counts(game_id)
        assert counts["actions"] == 1 and counts["snapshots"] + counts["state_deltas"] == 2
        assert await second.verify_replay(game_id, GAME)


async def test_the_action_log_refuses_update_and_delete(store: Store) -> None:
    game_id = await _running_game(store)
    await _move(store, game_id, 0, {"kind": "take", "pile": 1, "amount": 3})
    for statement in ("UPDATE actions SET seat = 1", "DELETE FROM actions"):
        with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
            async with store.transaction() as tx:
                await tx.execute(statement)
    assert len(await store.actions(game_id)) == 1


async def test_replay_follows_undo_markers_and_detects_a_tampered_snapshot(store: Store) -> None:
    game_id = await _running_game(store)
    await _move(store, game_id, 0, {"kind": "take", "pile": 0, "amount": 2})
    version = await _move(store, game_id, 1, {"kind": "take", "pile": 2, "amount": 1})
    before = await store.snapshot_before(game_id, version)
    assert before is not None
    record = await store.get_game(game_id)
    assert record is not None
    await store.append_undo(
        game_id, record.version, undoes=2, seat=1, state_json=before[1], now=NOW
    )
    await _move(store, game_id, 1, {"kind": "take", "pile": 1, "amount": 3})
    log = await store.actions(game_id)
    assert [row.kind for row in log] == ["move", "move", "undo", "move"]
    assert [row.seq for row in effective_moves(log)] == [1, 4]
    assert await store.verify_replay(game_id, GAME)

    record = await store.get_game(game_id)
    assert record is not None
    rebuilt = replay(GAME, record, log)
    assert rebuilt.piles == [3, 2, 5]  # type: ignore[attr-defined]
    tampered = rebuilt.model_copy(update={"piles": [3, 2, 4]})
    assert not replay_matches_snapshot(GAME, record, log, tampered)
    assert replay_matches_snapshot(GAME, record, log, rebuilt)


def test_an_undo_marker_must_take_back_the_last_move() -> None:
    def row(seq: int, kind: str, undoes: int | None = None) -> ActionRow:
        return ActionRow(seq, kind, 0, {}, [], NOW, False, undoes, seq)

    with pytest.raises(StoreError):
        effective_moves([row(1, "move"), row(2, "move"), row(3, "undo", undoes=1)])
    with pytest.raises(StoreError):
        effective_moves([row(1, "undo", undoes=1)])


async def test_games_of_lists_a_users_games_newest_first(store: Store) -> None:
    first = await _running_game(store)
    second = await store.create_game(
        "secret_nim", 2, "bob", options={}, settings={}, guild_id=11, channel_id=None, now=NOW
    )
    assert [g.id for g in await store.games_of(2)] == [second, first]
    assert [g.id for g in await store.games_of(2, guild_id=10)] == [first]
    assert [g.id for g in await store.games_of(1)] == [first]
    assert await store.games_of(3) == []
    assert await store.game_ids(("running",)) == [first]


async def test_seat_of_matches_whole_numbers_only(store: Store) -> None:
    record = await store.get_game(await _running_game(store))
    assert record is not None
    assert record.seat_of(1) == [0] and record.seat_of(2) == [1]
    assert record.seat_of(True) == [] and record.seat_of(False) == []  # bools are ints
    assert record.seat_of(1.0) == [] and record.seat_of("1") == []  # type: ignore[arg-type]


async def test_an_appended_migration_runs_once_and_keeps_the_data(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with Store(db_path) as store:
        game_id = await _running_game(store)
    extended = [*MIGRATIONS, "CREATE TABLE reminders (game_id INTEGER REFERENCES games (id));"]
    monkeypatch.setattr("bot.store.MIGRATIONS", extended)
    for _ in range(2):  # the second open must not create the table again
        async with Store(db_path) as store:
            assert await store.schema_version() == len(extended)
            assert (await store.get_game(game_id)) is not None
            assert await store.verify_replay(game_id, GAME)


async def test_a_failed_transaction_leaves_nothing_behind(store: Store) -> None:
    game_id = await _running_game(store)
    before = await store.row_counts()
    with pytest.raises(RuntimeError):
        async with store.transaction() as db:
            await db.execute("UPDATE games SET status = 'aborted' WHERE id = ?", (game_id,))
            raise RuntimeError("boom")
    assert await store.row_counts() == before
    row = await store.fetch_one("SELECT status FROM games WHERE id = ?", (game_id,))
    assert row is not None and row[0] == "running"
    assert len(await store.fetch_all("SELECT * FROM seats WHERE game_id = ?", (game_id,))) == 2


async def test_a_second_undo_request_is_refused_not_written_over_the_first(store: Store) -> None:
    """Two writers (two processes) that both saw no pending request: one conditional write
    each, so the second is refused and the first request stands."""
    game_id = await _running_game(store)
    version = await _move(store, game_id, 0, {"kind": "take", "pile": 0, "amount": 2})
    await store.open_undo_request(game_id, version, 1, 1, NOW)
    with pytest.raises(UndoPending):
        await store.open_undo_request(game_id, version, 1, 2, NOW + 1)
    request = await store.undo_request(game_id)
    assert request is not None and (request.requester_id, request.at) == (1, NOW)
    with pytest.raises(VersionConflict):
        await store.open_undo_request(game_id, version - 1, 1, 2, NOW + 1)
    assert (await store.row_counts(game_id))["undo_requests"] == 1


@pytest.mark.parametrize(("mode", "number"), [("NORMAL", 1), ("FULL", 2)])
async def test_the_synchronous_mode_is_the_one_asked_for(
    db_path: Path, mode: str, number: int
) -> None:
    async with Store(db_path, synchronous=mode) as store:
        row = await store.fetch_one("PRAGMA synchronous")
        assert row is not None and row[0] == number
    with pytest.raises(StoreError, match="NORMAL, FULL"):
        Store(db_path, synchronous="OFF")


def test_sqlite_synchronous_is_a_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    from pydantic import ValidationError

    from bot.settings import Settings, describe_settings_error

    monkeypatch.delenv("SQLITE_SYNCHRONOUS", raising=False)
    assert Settings(_env_file=None).sqlite_synchronous == "NORMAL"
    monkeypatch.setenv("SQLITE_SYNCHRONOUS", " full ")
    assert Settings(_env_file=None).sqlite_synchronous == "FULL"
    monkeypatch.setenv("SQLITE_SYNCHRONOUS", "off")
    with pytest.raises(ValidationError) as bad:
        Settings(_env_file=None)
    assert "SQLITE_SYNCHRONOUS: Value error, use NORMAL or FULL" in describe_settings_error(
        bad.value
    )


async def test_snapshots_are_stored_compressed_and_plain_ones_still_read(store: Store) -> None:
    game_id = await _running_game(store)
    await _move(store, game_id, 0, {"kind": "take", "pile": 0, "amount": 2})
    rows = await store.fetch_all("SELECT state FROM snapshots WHERE game_id = ?", (game_id,))
    assert rows and all(isinstance(row[0], bytes) for row in rows)
    latest = await store.latest_snapshot(game_id)
    assert latest is not None and GAME.load_state(latest[1]).piles[0] == 3  # type: ignore[attr-defined]
    if store.path is None:
        return  # PostgreSQL databases were never written uncompressed
    # A file written before compression holds the JSON as text: it is read as it is.
    async with store.transaction() as db:
        await db.execute(
            "UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?",
            (latest[1], game_id, latest[0]),
        )
    assert await store.latest_snapshot(game_id) == latest
    record, snapshot = await store.game_and_snapshot(game_id)
    assert record is not None and snapshot == latest
    assert await store.verify_replay(game_id, GAME)


async def test_a_move_takes_eight_statements(db_path: Path) -> None:
    """Read the game (two statements: record, seats, pending undo and newest snapshot; the
    deltas after it), then write it (BEGIN, version bump, log row with its sequence number,
    the state's delta, undo lapse, COMMIT): the state read is the base of the delta, nothing
    more is read to write it. Counted on SQLite, whose connection traces every statement."""
    from bot.service import GameService
    from tests.conftest import ALICE, TOY_GAMES

    store = await Store(db_path).open()
    service = GameService(store, games=TOY_GAMES)
    game_id = await _running_game(store)
    statements: list[str] = []
    await store.db.set_trace_callback(statements.append)
    await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    await store.db.set_trace_callback(None)
    await store.close()
    assert len(statements) == 8, statements
    assert sum("INSERT INTO state_deltas" in statement for statement in statements) == 1
