"""Refusing a database the code must not use (a newer schema, a damaged page) and
``python -m bot check-db``: SQLite's full integrity check plus every game replayed."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.deltas import pack_delta, unpack_delta
from bot.service import GameService
from bot.store import MIGRATIONS, SNAPSHOT_EVERY, Store, StoreError, pack, unpack
from tests.conftest import ALICE, BOB, TOY_GAMES
from tests.test_store_open import one_line, run_bot


async def _database_with_games(path: Path, games: int = 3) -> list[int]:
    """A database with ``games`` started toy games of two moves each."""
    ids = []
    async with Store(path) as store:
        service = GameService(store, games=TOY_GAMES, clock=lambda: 1_000.0)
        for seed in range(games):
            created = await service.create("secret_nim", ALICE, guild_id=1)
            game_id = created.game_id
            await service.join(game_id, BOB)
            await service.start(game_id, ALICE, seed=seed)
            await service.act(game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
            await service.act(game_id, BOB.id, {"kind": "take", "pile": 1, "amount": 1})
            ids.append(game_id)
        await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return ids


def _set_user_version(path: Path, version: int) -> None:
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute(f"PRAGMA user_version = {version}")
        db.commit()


def _zero_page(path: Path, index_name: str) -> None:
    """Overwrite the root page of one index with zeros (the tables stay readable)."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        page = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (index_name,))
        number = page.fetchone()[0]
        size = db.execute("PRAGMA page_size").fetchone()[0]
    with path.open("r+b") as file:
        file.seek((number - 1) * size)
        file.write(bytes(size))


# ---------------------------------------------------------------------- newer schema


async def test_a_database_from_a_newer_schema_is_refused_naming_both_versions(
    db_path: Path,
) -> None:
    await _database_with_games(db_path, 1)
    newer = len(MIGRATIONS) + 1
    _set_user_version(db_path, newer)
    with pytest.raises(StoreError) as refused:
        await Store(db_path).open()
    message = str(refused.value)
    assert f"schema version {newer}" in message and f"petrocord's {len(MIGRATIONS)}" in message
    with contextlib.closing(sqlite3.connect(db_path)) as db:  # nothing was changed
        assert db.execute("PRAGMA user_version").fetchone()[0] == newer


async def test_python_m_bot_refuses_a_newer_schema_in_one_line(db_path: Path) -> None:
    await _database_with_games(db_path, 1)
    _set_user_version(db_path, len(MIGRATIONS) + 5)
    status, err = run_bot(db_path)
    assert status == 1, err
    line = one_line(err)
    assert f"schema version {len(MIGRATIONS) + 5}" in line and str(len(MIGRATIONS)) in line


# ---------------------------------------------------------------------- damage


async def test_a_damaged_page_is_refused_at_open(db_path: Path) -> None:
    await _database_with_games(db_path)
    _zero_page(db_path, "games_by_thread")
    with pytest.raises(StoreError, match="damaged.*check-db"):
        await Store(db_path).open()
    status, err = run_bot(db_path)
    assert status == 1, err
    assert "the database is damaged" in one_line(err)


def test_check_db_passes_a_sound_database(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    asyncio.run(_database_with_games(db_path))
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 0
    out = capsys.readouterr().out
    assert "integrity_check: ok" in out
    assert "replayed 3 game(s) to their snapshots: 3 match" in out
    assert "no problem found" in out


def test_check_db_reports_a_damaged_page_and_a_tampered_snapshot(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ids = asyncio.run(_database_with_games(db_path))
    with contextlib.closing(sqlite3.connect(db_path)) as db:
        version, stored = db.execute(
            "SELECT version, state FROM snapshots WHERE game_id = ? ORDER BY version DESC",
            (ids[1],),
        ).fetchone()
        tampered = unpack(stored).replace('"piles":[', '"piles":[9,')
        db.execute(
            "UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?",
            (pack(tampered), ids[1], version),
        )
        db.commit()
    _zero_page(db_path, "games_by_thread")
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 1
    out = capsys.readouterr().out
    assert "integrity_check: ok" not in out and "Page " in out
    assert f"game #{ids[1]} (secret_nim): replaying its log does not give" in out
    assert "2 match" in out and "problem(s) found" in out


def test_check_db_without_a_database_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "none.sqlite3"
    assert main(["check-db", "--database", str(missing)], games=TOY_GAMES) == 2
    assert "There is no database" in capsys.readouterr().err
    assert not missing.exists()


def test_check_db_on_a_file_that_is_no_database_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_text("not a database\n" * 100)
    assert main(["check-db", "--database", str(junk)], games=TOY_GAMES) == 1
    assert one_line(capsys.readouterr().err).startswith("Cannot open the database")


# ---------------------------------------------------------------------- a live database


async def _move_from_another_process(database: Path | str, game_id: int) -> None:
    """One move of ``game_id`` by a second store on the same database (another process's
    connection), committed at once."""
    async with Store(database) as other:
        service = GameService(other, games=TOY_GAMES, clock=lambda: 2_000.0)
        view = await service.view(game_id, None)
        user = [ALICE, BOB][view.to_act[0]]
        await service.act(game_id, user.id, {"kind": "take", "pile": 2, "amount": 1})


async def _one_move_played(store: Store, seed: int) -> tuple[GameService, int]:
    """A service over ``store`` and a started toy game of one move."""
    service = GameService(store, games=TOY_GAMES, clock=lambda: 1_000.0)
    created = await service.create("secret_nim", ALICE, guild_id=1)
    await service.join(created.game_id, BOB)
    await service.start(created.game_id, ALICE, seed=seed)
    await service.act(created.game_id, ALICE.id, {"kind": "take", "pile": 0, "amount": 1})
    return service, created.game_id


async def test_a_move_committed_while_a_game_is_checked_is_no_mismatch(
    database: Path | str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26.5: the check reads the game's snapshot and its log at ONE moment of the
    database. A move another process commits between the two reads (here: right before the
    log is read) used to show as a mismatch on a sound database."""
    from bot import database as backends

    async with Store(database) as store:
        service, game_id = await _one_move_played(store, seed=3)
        moved: list[bool] = []

        def before_the_log(original: Any) -> Any:
            async def fetch_all(self: Any, sql: str, params: Any = ()) -> Any:
                if "FROM actions" in sql and not moved:
                    moved.append(True)
                    await _move_from_another_process(database, game_id)
                return await original(self, sql, params)

            return fetch_all

        for holder in (backends._SqliteTransaction, backends._PostgresTransaction):
            monkeypatch.setattr(holder, "fetch_all", before_the_log(holder.fetch_all))
        monkeypatch.setattr(
            backends.PostgresDatabase,
            "fetch_all",
            before_the_log(backends.PostgresDatabase.fetch_all),
        )
        assert await store.verify_replay(game_id, TOY_GAMES["secret_nim"])
        assert moved, "the other process's move was made during the check"
        moved.clear()
        replayed, problems = await store.check_games(TOY_GAMES)
        assert moved and replayed == 1 and problems == []
        monkeypatch.undo()
        record = await store.get_game(game_id)
        assert record is not None and record.version >= 5  # both moves were committed
        assert await store.verify_replay(game_id, TOY_GAMES["secret_nim"])


def _replays_counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every ``apply`` the check makes, counted (one entry per move replayed)."""
    game = TOY_GAMES["secret_nim"]
    applied: list[int] = []
    original = type(game).apply

    def counting(self: Any, state: Any, seat: int, action: Any) -> Any:
        applied.append(seat)
        return original(self, state, seat, action)

    monkeypatch.setattr(type(game), "apply", counting)
    return applied


def test_check_db_replays_only_what_came_since_its_last_check(
    db_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26.5: check-db records how far each game was verified and replays only what was
    added since (a finished game costs a hash); ``--full`` replays everything again."""
    ids = asyncio.run(_database_with_games(db_path))
    applied = _replays_counted(monkeypatch)
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 0
    assert len(applied) == 6  # the first check: 3 games x 2 moves, from their set-up
    applied.clear()
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 0
    assert applied == []  # nothing new: nothing replayed
    asyncio.run(_move_from_another_process(db_path, ids[1]))
    applied.clear()
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 0
    assert len(applied) == 1  # only the move made since the last check
    applied.clear()
    assert main(["check-db", "--database", str(db_path), "--full"], games=TOY_GAMES) == 0
    assert len(applied) == 7
    assert "3 match (from their set-up)" in capsys.readouterr().out


def test_check_db_finds_a_snapshot_changed_after_it_was_checked(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A snapshot the last check found right, altered since, is reported (not trusted as the
    starting point of the next check): the state the check ended at is that snapshot with the
    deltas after it."""
    ids = asyncio.run(_database_with_games(db_path))
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 0
    with contextlib.closing(sqlite3.connect(db_path)) as db:
        version, stored = db.execute(
            "SELECT version, state FROM snapshots WHERE game_id = ? ORDER BY version DESC",
            (ids[0],),
        ).fetchone()
        db.execute(
            "UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?",
            (pack(unpack(stored).replace('"piles":[', '"piles":[9,')), ids[0], version),
        )
        db.commit()
    capsys.readouterr()
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 1
    checked = asyncio.run(_checked_version(db_path, ids[0]))
    assert checked >= version
    assert f"game #{ids[0]} (secret_nim): the stored state of version {checked}, found " in (
        capsys.readouterr().out
    )


async def _checked_version(db_path: Path, game_id: int) -> int:
    async with Store(db_path) as store:
        row = await store.fetch_one(
            "SELECT version FROM replay_checks WHERE game_id = ?", (game_id,)
        )
    assert row is not None
    return int(row[0])


async def test_an_undo_behind_the_last_check_replays_from_the_set_up(database: Path | str) -> None:
    """An undo that takes back a move made before the last check cannot be replayed from that
    check's snapshot: the game is replayed from its set-up, and still matches."""
    async with Store(database) as store:
        service, game_id = await _one_move_played(store, seed=5)
        assert await store.check_games(TOY_GAMES, full=False) == (1, [])
        await service.request_undo(game_id, ALICE.id)
        await service.answer_undo(game_id, BOB.id, True)
        log = await store.actions(game_id)
        assert [row.kind for row in log] == ["move", "undo"]
        assert await store.check_games(TOY_GAMES, full=False) == (1, [])


# ---------------------------------------------------------------------- a first pass


async def _finished_game(path: Path | str) -> int:
    """A finished Secret Nim game of 62 moves (three piles of 20 taken one stone at a time,
    then both tokens shown): snapshots at its start, every SNAPSHOT_EVERY versions and its end,
    deltas between."""
    async with Store(path) as store:
        service = GameService(store, games=TOY_GAMES, clock=lambda: 1_000.0)
        created = await service.create("secret_nim", ALICE, {"pile_size": 20}, guild_id=1)
        game_id = created.game_id
        await service.join(game_id, BOB)
        await service.start(game_id, ALICE, seed=7)
        users = [ALICE, BOB]
        for turn in range(60):
            pile = turn // 20
            await service.act(
                game_id, users[turn % 2].id, {"kind": "take", "pile": pile, "amount": 1}
            )
        for user in users:
            await service.act(game_id, user.id, {"kind": "reveal", "show": True})
        record = await store.get_game(game_id)
        assert record is not None and record.status == "finished"
    return game_id


def _rows(path: Path, sql: str, *params: Any) -> list[Any]:
    with contextlib.closing(sqlite3.connect(path)) as db:
        return db.execute(sql, params).fetchall()


def _snapshot_versions(path: Path, game_id: int) -> list[int]:
    return [
        int(v)
        for (v,) in _rows(
            path, "SELECT version FROM snapshots WHERE game_id = ? ORDER BY version", game_id
        )
    ]


def _replayed_from(path: Path, game_id: int) -> int:
    ((value,),) = _rows(path, "SELECT replayed_from FROM replay_checks WHERE game_id = ?", game_id)
    return int(value)


def test_a_first_check_replays_a_game_from_its_last_snapshots_and_full_from_its_set_up(
    db_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 31: a first check-db pass replays a finished game from the snapshot before its
    end (its last moves, compared with each state after it) and checks the snapshots before
    it without the engine; ``--full`` replays it from its set-up. ``replay_checks`` records
    where each replay began."""
    game_id = asyncio.run(_finished_game(db_path))
    versions = _snapshot_versions(db_path, game_id)
    assert len(versions) >= 5  # the start, three in between, the end
    start = versions[-2]
    after = _rows(
        db_path,
        "SELECT COUNT(*) FROM actions WHERE game_id = ? AND version > ?",
        game_id,
        start,
    )[0][0]
    assert 0 < after <= SNAPSHOT_EVERY
    applied = _replays_counted(monkeypatch)
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 0
    assert len(applied) == after  # not the game's 62 moves
    assert _replayed_from(db_path, game_id) == start
    assert "1 match (from their last check or a recent snapshot)" in capsys.readouterr().out
    applied.clear()
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 0
    assert applied == [] and _replayed_from(db_path, game_id) == start  # the next pass keeps it
    assert main(["check-db", "--database", str(db_path), "--full"], games=TOY_GAMES) == 0
    assert len(applied) == 62 and _replayed_from(db_path, game_id) == 0


def _tamper_last_snapshot(path: Path, game_id: int) -> None:
    ((version, stored),) = _rows(
        path,
        "SELECT version, state FROM snapshots WHERE game_id = ? ORDER BY version DESC LIMIT 1",
        game_id,
    )
    tampered = unpack(stored).replace('"tokens":[', '"tokens":[9,', 1)
    _write(
        path,
        "UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?",
        pack(tampered),
        game_id,
        version,
    )


def _tamper_last_delta(path: Path, game_id: int) -> None:
    ((version, stored),) = _rows(
        path,
        "SELECT version, delta FROM state_deltas WHERE game_id = ? ORDER BY version DESC LIMIT 1",
        game_id,
    )
    ops = unpack_delta(stored)
    ops.append([["last_taker"], 0])
    _write(
        path,
        "UPDATE state_deltas SET delta = ? WHERE game_id = ? AND version = ?",
        pack_delta(ops),
        game_id,
        version,
    )


def _tamper_last_take(path: Path, game_id: int) -> None:
    ((seq, action),) = _rows(
        path,
        "SELECT seq, action FROM actions WHERE game_id = ? AND action LIKE '%take%' "
        "ORDER BY seq DESC LIMIT 1",
        game_id,
    )
    with contextlib.closing(sqlite3.connect(path)) as db:  # the log refuses updates: lift it
        triggers = db.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'actions'"
        ).fetchall()
        for name, _sql in triggers:
            db.execute(f"DROP TRIGGER {name}")
        db.execute(
            "UPDATE actions SET action = ? WHERE seq = ?",
            (action.replace('"pile":2', '"pile":1'), seq),
        )
        for _name, sql in triggers:
            db.execute(sql)
        db.commit()


def _write(path: Path, sql: str, *params: Any) -> None:
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute(sql, params)
        db.commit()


@pytest.mark.parametrize(
    "tamper",
    [_tamper_last_snapshot, _tamper_last_delta, _tamper_last_take],
    ids=lambda f: f.__name__,
)
def test_a_first_check_finds_a_changed_last_snapshot_delta_or_move(
    db_path: Path, capsys: pytest.CaptureFixture[str], tamper: Any
) -> None:
    """The default pass, replaying a game never checked from a recent snapshot, still finds
    its last snapshot, its last delta or its last move changed (nothing is recorded for it)."""
    game_id = asyncio.run(_finished_game(db_path))
    tamper(db_path, game_id)
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 1
    out = capsys.readouterr().out
    assert f"game #{game_id} (secret_nim): " in out and "0 match" in out
    assert _rows(db_path, "SELECT * FROM replay_checks") == []


@pytest.mark.parametrize(
    ("change", "found"),
    [
        (lambda text: text.replace('"piles":[', '"piles":[-1,', 1), "breaks the rules: pile 0"),
        (lambda text: text.replace('"piles":[', '"piles":["x",', 1), "cannot be read"),
        (lambda text: text.replace('{"', '{"extra":1,"', 1), "does not read back as it"),
    ],
    ids=["invariant", "unreadable", "extra key"],
)
def test_a_first_check_finds_an_earlier_snapshot_that_is_no_sound_state(
    db_path: Path, capsys: pytest.CaptureFixture[str], change: Any, found: str
) -> None:
    """The snapshots before the one a first pass replays from are decoded, read back through
    the game's state model and checked against the game's invariants."""
    game_id = asyncio.run(_finished_game(db_path))
    version = _snapshot_versions(db_path, game_id)[1]
    ((stored,),) = _rows(
        db_path, "SELECT state FROM snapshots WHERE game_id = ? AND version = ?", game_id, version
    )
    _write(
        db_path,
        "UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?",
        pack(change(unpack(stored))),
        game_id,
        version,
    )
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 1
    assert f"its stored state of version {version} {found}" in capsys.readouterr().out


def test_a_first_check_finds_an_earlier_delta_against_another_state(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game_id = asyncio.run(_finished_game(db_path))
    version = _snapshot_versions(db_path, game_id)[1] + 1
    _write(
        db_path,
        "UPDATE state_deltas SET base = base - 1 WHERE game_id = ? AND version = ?",
        game_id,
        version,
    )
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 1
    assert f"the delta of version {version} is against version" in capsys.readouterr().out


def test_an_earlier_snapshot_changed_into_a_sound_state_takes_a_full_pass(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """What a first pass cannot see (docs/run-on-your-server.md says so): an earlier snapshot
    changed into another state the game allows is found by ``--full`` alone."""
    game_id = asyncio.run(_finished_game(db_path))
    version = _snapshot_versions(db_path, game_id)[1]
    ((stored,),) = _rows(
        db_path, "SELECT state FROM snapshots WHERE game_id = ? AND version = ?", game_id, version
    )
    text = unpack(stored)
    tokens = text.split('"tokens":[', 1)[1].split("]", 1)[0]
    changed = text.replace(f'"tokens":[{tokens}]', f'"tokens":[{tokens[::-1]}]', 1)
    assert changed != text
    _write(
        db_path,
        "UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?",
        pack(changed),
        game_id,
        version,
    )
    assert main(["check-db", "--database", str(db_path)], games=TOY_GAMES) == 0
    assert main(["check-db", "--database", str(db_path), "--full"], games=TOY_GAMES) == 1
    assert f"does not give its stored state of version {version}" in capsys.readouterr().out


async def test_a_first_check_from_a_recent_snapshot_on_either_backend(
    database: Path | str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first pass's read (the newest snapshot before the newest state, the earlier ones
    apart) on SQLite and PostgreSQL alike."""
    game_id = await _finished_game(database)
    applied = _replays_counted(monkeypatch)
    async with Store(database) as store:
        assert await store.check_games(TOY_GAMES, full=False) == (1, [])
        row = await store.fetch_one(
            "SELECT replayed_from FROM replay_checks WHERE game_id = ?", (game_id,)
        )
        versions = await store.fetch_all(
            "SELECT version FROM snapshots WHERE game_id = ? ORDER BY version", (game_id,)
        )
    assert row is not None and int(row[0]) == int(versions[-2][0])
    assert 0 < len(applied) <= SNAPSHOT_EVERY
