"""The game store: one SQLite file (aiosqlite), WAL mode, schema migrations applied at open.

Tables:

* ``games`` — one row per game: kind, Discord ids, host, options, settings, seed, status,
  ``version`` (bumped by every write that changes the game), timestamps and a deadline.
* ``seats`` — who sits where; seat numbers follow join order (host first).
* ``actions`` — the append-only action log. A row is either a ``move`` (seat, action JSON,
  events JSON, whether it drew randomness or revealed a secret) or an ``undo`` marker naming
  the move it takes back. Triggers refuse every ``UPDATE`` and ``DELETE`` on it.
* ``snapshots`` — the full game state at its start, after an undo, at its end and every
  :data:`SNAPSHOT_EVERY` versions between, by version, zlib-compressed (:func:`pack`; plain-text
  JSON from older files is read as it is; files written before migration 13 have one after
  every change, and still read as they are).
* ``state_deltas`` — every other change of the state: a delta (:mod:`bot.deltas`) against the
  state before it (``base``, the version of that state). A state is read as its newest snapshot
  with the deltas after it applied in order (:meth:`Store.latest_snapshot`).
* ``undo_requests`` / ``undo_consents`` — a pending undo request and who agreed to it.

Every write that changes a game runs in ONE transaction guarded by the optimistic check
``UPDATE games SET version = version + 1 WHERE id = ? AND version = ?``: when two writers race
on the same version (two coroutines, or two processes on the same file), exactly one wins and
the other gets :class:`VersionConflict` with nothing written.

The module also holds the replay check: :func:`replay` rebuilds a state from the seats, seed,
options and the log (honouring undo markers); :func:`replay_matches_snapshot` compares it with
a stored state, and :meth:`Store.check_games` compares the replay with every stored state it
replays to: from the set-up (``full``), from a game's last check, or for a game never checked
from its most recent snapshot (the snapshots before it checked without a replay).
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import time
import zlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

import aiosqlite

from rules.core import Game, GameState

from .database import (
    SQLITE,
    Database,
    DatabaseError,
    Dialect,
    Row,
    SqliteDatabase,
    Transaction,
    is_postgres_url,
    open_database,
)
from .deltas import apply_delta, delta, pack_delta, unpack_delta

# aiosqlite logs every statement WITH its parameters at DEBUG level: snapshots hold hidden hands
# and events hold private texts, so that logger is capped at INFO to keep secrets out of logs.
logging.getLogger("aiosqlite").setLevel(logging.INFO)

#: Schema migrations, applied in order at open (SQLite's ``PRAGMA user_version`` or
#: PostgreSQL's ``schema_version`` table records how many ran). One list for both backends:
#: ``{id}``, ``{int}``, ``{real}``, ``{bytes}`` and ``{append_only_actions}`` are the
#: dialect's (:mod:`bot.database`; SQLite's rendering is the text these migrations always
#: had), and a literal brace is doubled. Only ever APPEND to this list: an applied migration
#: must never change.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id {id},
        kind TEXT NOT NULL,
        guild_id {int},
        channel_id {int},
        thread_id {int},
        lobby_message_id {int},
        host_id {int} NOT NULL,
        options TEXT NOT NULL DEFAULT '{{}}',
        settings TEXT NOT NULL DEFAULT '{{}}',
        seed {int},
        status TEXT NOT NULL DEFAULT 'lobby'
            CHECK (status IN ('lobby', 'running', 'finished', 'aborted')),
        version {int} NOT NULL DEFAULT 0,
        created_at {real} NOT NULL,
        updated_at {real} NOT NULL,
        deadline_at {real}
    );
    CREATE INDEX games_by_guild ON games (guild_id, status);
    CREATE INDEX games_by_thread ON games (thread_id);

    CREATE TABLE seats (
        game_id {int} NOT NULL REFERENCES games (id),
        seat {int} NOT NULL CHECK (seat >= 0),
        user_id {int} NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_by_user ON seats (user_id);

    CREATE TABLE actions (
        game_id {int} NOT NULL REFERENCES games (id),
        seq {int} NOT NULL CHECK (seq >= 1),
        kind TEXT NOT NULL CHECK (kind IN ('move', 'undo')),
        seat {int},
        action TEXT NOT NULL,
        events TEXT NOT NULL DEFAULT '[]',
        at {real} NOT NULL,
        irreversible {int} NOT NULL DEFAULT 0,
        undoes {int},
        version {int} NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    {append_only_actions}

    CREATE TABLE snapshots (
        game_id {int} NOT NULL REFERENCES games (id),
        version {int} NOT NULL,
        state {bytes} NOT NULL,
        PRIMARY KEY (game_id, version)
    );

    CREATE TABLE undo_requests (
        game_id {int} PRIMARY KEY REFERENCES games (id),
        seq {int} NOT NULL,
        requester_id {int} NOT NULL,
        at {real} NOT NULL
    );
    CREATE TABLE undo_consents (
        game_id {int} NOT NULL REFERENCES undo_requests (game_id) ON DELETE CASCADE,
        user_id {int} NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    """,
    # 2 — Discord front-end (bot/scheduling.py): per-seat turn timers (reminders, clocks,
    # vacations), users whose DMs Discord refused, and long prompt paths behind short tokens.
    """
    CREATE TABLE turn_timers (
        game_id {int} NOT NULL REFERENCES games (id),
        seat {int} NOT NULL,
        user_id {int} NOT NULL,
        waiting_since {real},
        last_reminded {real},
        counted_until {real},
        clock_left {real},
        vacation_until {real},
        expired {int} NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE dm_refused (
        user_id {int} PRIMARY KEY,
        at {real} NOT NULL,
        told {int} NOT NULL DEFAULT 0
    );
    CREATE TABLE prompt_paths (
        token TEXT PRIMARY KEY,
        game_id {int} NOT NULL,
        path TEXT NOT NULL,
        at {real} NOT NULL
    );
    """,
    # 3 — Discord front-end (bot/scheduling.py): the game's turn message in its thread (edited
    # in place while the game waits on fewer of the same players), and each user's choices of
    # how to be told it is their turn.
    """
    CREATE TABLE turn_posts (
        game_id {int} PRIMARY KEY,
        message_id {int} NOT NULL,
        from_seq {int} NOT NULL,
        seq {int} NOT NULL,
        waiting TEXT NOT NULL,
        at {real} NOT NULL
    );
    CREATE TABLE user_prefs (
        user_id {int} PRIMARY KEY,
        ping {int} NOT NULL DEFAULT 1,
        dm {int} NOT NULL DEFAULT 0,
        quiet_from {int},
        quiet_to {int},
        timezone TEXT NOT NULL DEFAULT 'UTC'
    );
    """,
    # 4 — Several bot processes (PostgreSQL, bot/scheduling.py): a job of the background
    # ticker (a reminder, a deadline, a default answer) is claimed by one process for a lease,
    # so that it is done once however many processes run; a dead process's claim lapses.
    """
    CREATE TABLE claims (
        job TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        until {real} NOT NULL
    );
    """,
    # 5 — Ratings and statistics (bot/ratings.py): each seat's place and score in a finished
    # game, written with the move that ends it (aborted games have none).
    """
    CREATE TABLE results (
        game_id {int} NOT NULL REFERENCES games (id),
        seat {int} NOT NULL,
        user_id {int} NOT NULL,
        place {int} NOT NULL CHECK (place >= 1),
        score {real} NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_by_user ON results (user_id);
    """,
    # 6 — Server settings (bot/scheduling.py, /server settings): where a server's new games
    # go, their default reminders and time control, and who may open them.
    """
    CREATE TABLE server_settings (
        guild_id {int} PRIMARY KEY,
        channel_id {int},
        reminder_hours {real},
        clock_hours {real},
        opener_role_id {int}
    );
    """,
    # 7 — A user may turn every DM from the bot off (/game notify dms): their secrets are then
    # read only through /game hand.
    """
    ALTER TABLE user_prefs ADD COLUMN dms {int} NOT NULL DEFAULT 1;
    """,
    # 8 — Standing answers (/game standing): a seat's answer, set in advance, to a kind of
    # question asked while it is not its turn.
    """
    CREATE TABLE standing_answers (
        game_id {int} NOT NULL REFERENCES games (id),
        seat {int} NOT NULL,
        kind TEXT NOT NULL,
        answer TEXT NOT NULL,
        PRIMARY KEY (game_id, seat, kind)
    );
    """,
    # 9 — A server's default language for its new games (/server settings language).
    """
    ALTER TABLE server_settings ADD COLUMN language TEXT;
    """,
    # 10 — check-db's progress: the version up to which each game's log was last replayed to
    # its snapshot, and the SHA-256 of that snapshot, so the next check replays only what came
    # after it (``python -m bot check-db``; ``--full`` replays everything again).
    """
    CREATE TABLE replay_checks (
        game_id {int} PRIMARY KEY REFERENCES games (id),
        version {int} NOT NULL,
        state_sha256 TEXT NOT NULL,
        at {real} NOT NULL
    );
    """,
    # 11 — What one member may open on a server (bot/limits.py, /server settings; NULL: the
    # default), and the games opened in a channel lately, counted by time.
    """
    ALTER TABLE server_settings ADD COLUMN lobbies_per_member {int};
    ALTER TABLE server_settings ADD COLUMN games_per_member {int};
    ALTER TABLE server_settings ADD COLUMN new_games_per_hour {int};
    CREATE INDEX games_by_channel ON games (channel_id, created_at);
    """,
    # 12 — What the front-end did after a game's last change (bot/scheduling.py): the version
    # its turn timers were derived at and the version it last published, so that a process
    # that died between a move's commit and its publishing is caught up after a restart. The
    # games of an older file count as in line (their timers and messages were kept up). And
    # whether a seat's standing answer was looked at since the game last changed (the ticker
    # plays it after a person's delay).
    """
    CREATE TABLE game_marks (
        game_id {int} PRIMARY KEY REFERENCES games (id),
        timers_version {int} NOT NULL DEFAULT 0,
        published_version {int} NOT NULL DEFAULT 0
    );
    INSERT INTO game_marks (game_id, timers_version, published_version)
        SELECT id, version, version FROM games;
    ALTER TABLE turn_timers ADD COLUMN standing_tried {int} NOT NULL DEFAULT 0;
    """,
    # 13 — Sparse snapshots (issue 31): a full snapshot at a game's start, after an undo, at
    # its end and every SNAPSHOT_EVERY versions; every other change of the state is a delta
    # against the state before it (bot/deltas.py), applied on read. The games of an older
    # file keep their snapshot per change (read as they are); their next moves write deltas.
    """
    CREATE TABLE state_deltas (
        game_id {int} NOT NULL REFERENCES games (id),
        version {int} NOT NULL,
        base {int} NOT NULL,
        delta {bytes} NOT NULL,
        PRIMARY KEY (game_id, version)
    );
    """,
    # 14 — Reliability and pace (issue 33, bot/reliability.py): each wait of a seat that ended
    # with its player's answer, a missed deadline or their replacement (when it was asked,
    # when it ended, how); a lobby's minimum reliability and the server's default; how long a
    # finished game's thread stays open (bot/archive.py) and when it was archived (the games
    # that ended before count as archived: Discord's own auto-archive closed their threads).
    """
    CREATE TABLE seat_waits (
        game_id {int} NOT NULL REFERENCES games (id),
        seat {int} NOT NULL,
        user_id {int} NOT NULL,
        asked_at {real},
        ended_at {real} NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('answered', 'missed', 'replaced'))
    );
    CREATE INDEX seat_waits_by_user ON seat_waits (user_id);
    CREATE TABLE lobby_requirements (
        game_id {int} PRIMARY KEY REFERENCES games (id),
        min_reliability {int} NOT NULL
    );
    ALTER TABLE server_settings ADD COLUMN min_reliability {int};
    ALTER TABLE server_settings ADD COLUMN archive_days {real};
    CREATE TABLE game_archives (
        game_id {int} PRIMARY KEY REFERENCES games (id),
        archived_at {real} NOT NULL
    );
    INSERT INTO game_archives (game_id, archived_at)
        SELECT id, updated_at FROM games WHERE status IN ('finished', 'aborted');
    """,
    # 15 — What check-db's replay of a game began from (issue 31): 0 for the set-up (the whole
    # log replayed), else the version of the stored snapshot a first pass started from (the
    # snapshots before it decoded, read back and checked against the game's invariants, the
    # deltas before it applied, not replayed). A check recorded before was from the set-up.
    """
    ALTER TABLE replay_checks ADD COLUMN replayed_from {int} NOT NULL DEFAULT 0;
    """,
    # 16 — Pings that keep the pace (issue 33, item 3; bot/scheduling.py): the bot's own
    # reminders and "you are the last one" pings posted in a game's thread, by the seat they
    # were for (and its player then), so they are deleted once that seat's wait ends or the
    # seat changes hands (the thread keeps no stale
    # pings). An older file's reminders stay (their ids were never kept). And whether a user
    # wants a "you are next" mention (``/game notify next:``, off by default).
    """
    CREATE TABLE reminder_posts (
        game_id {int} NOT NULL REFERENCES games (id),
        seat {int} NOT NULL,
        user_id {int} NOT NULL,
        message_id {int} NOT NULL,
        PRIMARY KEY (game_id, message_id)
    );
    ALTER TABLE user_prefs ADD COLUMN next_ping {int} NOT NULL DEFAULT 0;
    """,
    # 17 — My games from anywhere and deadlines a group can plan around (issue 33, items 2
    # and 4; bot/scheduling.py): a user's daily digest (the hour of their day it is sent at,
    # none while off) and the day of theirs it was last sent, claimed by one conditional
    # update so it goes once whatever processes share the file), in the language of the
    # Discord client they turned it on from; and each pause (vacation)
    # a player took in a game, counted against the game's ``pauses`` setting.
    """
    ALTER TABLE user_prefs ADD COLUMN digest_hour {int};
    ALTER TABLE user_prefs ADD COLUMN digest_day TEXT;
    ALTER TABLE user_prefs ADD COLUMN digest_language TEXT NOT NULL DEFAULT 'en';
    CREATE TABLE game_pauses (
        game_id {int} NOT NULL REFERENCES games (id),
        user_id {int} NOT NULL,
        started_at {real} NOT NULL,
        until {real} NOT NULL
    );
    CREATE INDEX game_pauses_by_game ON game_pauses (game_id, user_id);
    """,
    # 18 — A server's default for its new games' "the computer plays a seat whose clock runs
    # out" (issue 32; /server settings computer_timeouts, bot/computer_seats.py; NULL: off).
    """
    ALTER TABLE server_settings ADD COLUMN computer_on_timeout {int};
    """,
]

#: SQLite ``synchronous`` modes the store offers, in WAL mode. ``NORMAL`` (the default) syncs
#: the WAL only at checkpoints: a process crash loses nothing committed, but a power loss or an
#: OS crash may lose the last commits (the file stays consistent). ``FULL`` syncs the WAL at
#: every commit, so a commit survives a power loss too, at some cost per move.
SYNCHRONOUS_MODES = ("NORMAL", "FULL")

#: The columns of ``server_settings`` that hold a server's limits (:mod:`bot.limits`).
LIMIT_COLUMNS = ("lobbies_per_member", "games_per_member", "new_games_per_hour")

#: Tables a test may count rows of (see :meth:`Store.row_counts`).
TABLES = (
    "games",
    "seats",
    "actions",
    "snapshots",
    "state_deltas",
    "undo_requests",
    "undo_consents",
    "results",
)

STATUSES = ("lobby", "running", "finished", "aborted")

#: The largest whole number SQLite stores (ids, seeds and counts must fit in it).
SQLITE_MAX_INT = 2**63 - 1


def is_whole(value: object) -> TypeGuard[int]:
    """Whether ``value`` is an ``int`` and not a ``bool`` (``True`` is not user or seat 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


class StoreError(Exception):
    """A store operation that cannot be carried out (no such game)."""


class VersionConflict(StoreError):
    """The game's version is not the one the writer read: somebody else wrote first."""


class UndoPending(StoreError):
    """An undo request is already pending for that game: a second one is not recorded."""


@dataclass
class SeatRecord:
    seat: int
    user_id: int
    name: str


@dataclass
class GameRecord:
    """One game's row and its seats, as stored."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    lobby_message_id: int | None
    host_id: int
    status: str
    options: dict[str, Any]
    seed: int | None
    version: int
    created_at: float
    updated_at: float
    seats: list[SeatRecord]
    #: Per-game async settings (reminders, clocks): free-form JSON.
    settings: dict[str, Any] = field(default_factory=dict)
    deadline_at: float | None = None
    #: Whether an undo request is waiting for answers (when the record was read).
    undo_pending: bool = False

    @property
    def language(self) -> str:
        """The game's language (``/game new language``; English for older games)."""
        return str(self.settings.get("language") or "en")

    def seat_of(self, user_id: int) -> list[int]:
        """The seats ``user_id`` holds, in seat order; none for anything but a whole number
        (``True`` equals 1 in Python but is no user)."""
        if not is_whole(user_id):
            return []
        return [s.seat for s in self.seats if s.user_id == user_id]

    def user_of(self, seat: int) -> int:
        return self.seats[seat].user_id

    @property
    def seat_names(self) -> list[str]:
        return [s.name for s in self.seats]


@dataclass
class ActionRow:
    """One row of the action log: a move or an undo marker (``undoes`` = the move's seq)."""

    seq: int
    kind: str
    seat: int | None
    action: dict[str, Any]
    events: list[dict[str, Any]]
    at: float
    irreversible: bool
    undoes: int | None
    version: int


@dataclass(frozen=True)
class MoveRow:
    """One accepted move as :meth:`Store.append_moves` stores it: the seat, the action, its
    events, whether it can be undone, and the game's state after it (JSON)."""

    seat: int
    action: dict[str, Any]
    events: list[dict[str, Any]]
    irreversible: bool
    state_json: str


@dataclass(frozen=True)
class ResultRow:
    """One seat's end of a finished game: its player, place (1 = best, ties share) and score."""

    seat: int
    user_id: int
    place: int
    score: float


@dataclass(frozen=True)
class PlacedSeat:
    """A seat of a finished game, as ratings and statistics read it."""

    game_id: int
    kind: str
    at: float
    seat: int
    user_id: int
    place: int
    score: float
    name: str


@dataclass
class UndoRequest:
    seq: int
    requester_id: int
    at: float
    consents: list[int]


def effective_moves(log: Sequence[ActionRow]) -> list[ActionRow]:
    """The moves still in force: every ``undo`` marker takes back the move it names, which
    must be the last move still in force (undo only ever takes back the last move)."""
    moves: list[ActionRow] = []
    for row in log:
        if row.kind == "move":
            moves.append(row)
        elif not moves or moves[-1].seq != row.undoes:
            raise StoreError(f"undo marker {row.seq} does not take back the last move")
        else:
            moves.pop()
    return moves


def replay(game: Game[Any, Any], record: GameRecord, log: Sequence[ActionRow]) -> GameState:
    """Rebuild a game's state from its seats, seed, options and action log.

    Raises :class:`StoreError` for a game that never started (no seed), and lets an
    :class:`~rules.core.IllegalAction` through if a logged move no longer applies.
    """
    if record.seed is None:
        raise StoreError(f"game {record.id} has not started; there is nothing to replay")
    state = game.setup(record.seat_names, record.seed, record.options)
    for row in effective_moves(log):
        if row.seat is None:
            raise StoreError(f"move {row.seq} of game {record.id} has no seat")
        state, _events = game.apply(state, row.seat, row.action)
    return state


def replay_matches_snapshot(
    game: Game[Any, Any],
    record: GameRecord,
    log: Sequence[ActionRow],
    snapshot: GameState | str | dict[str, Any],
) -> bool:
    """Whether replaying the log gives exactly the stored snapshot (compared as JSON data; a
    snapshot saved in an older layout of the state is compared as the game reads it back)."""
    rebuilt = replay(game, record, log)
    if isinstance(snapshot, GameState):
        return bool(rebuilt.model_dump(mode="json") == snapshot.model_dump(mode="json"))
    stored = json.loads(snapshot) if isinstance(snapshot, str) else snapshot
    if rebuilt.model_dump(mode="json") == stored:
        return True
    return _older_layout_matches(game, game.dump_state(rebuilt), stored)


def _action_row(r: Row) -> ActionRow:
    """A log row as read from the ``actions`` table."""
    return ActionRow(
        seq=r["seq"],
        kind=r["kind"],
        seat=r["seat"],
        action=json.loads(r["action"]),
        events=json.loads(r["events"]),
        at=r["at"],
        irreversible=bool(r["irreversible"]),
        undoes=r["undoes"],
        version=r["version"],
    )


def _dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _state_text(data: Any) -> str:
    """A state's JSON text, its keys in their order: NOT sorted, since the order of a
    dictionary's keys is the order an engine iterates it in (a state read back with sorted
    keys played differently from the one written)."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


#: zlib level of stored snapshots: a One More Barrel state's ~5.8 kB of JSON takes ~0.9 kB at
#: level 6 (~1.0 kB at 1, no smaller at 9) for ~0.06 ms to pack and ~0.015 ms to unpack.
SNAPSHOT_ZLIB_LEVEL = 6


#: A change of a game's state is stored as a full snapshot when the game's version is at least
#: this many past its newest snapshot (and always at its start, after an undo and at its end);
#: every other change is a delta against the state before it (:mod:`bot.deltas`), so a read
#: applies at most ``SNAPSHOT_EVERY - 1`` deltas. Chosen by measurement (benchmarks/README.md,
#: "Sparse snapshots"): at 16, Fitna's scenario 11 with 6 players takes ~5x fewer bytes per move
#: than a snapshot per move, and a read applies at most 15 deltas of ~0.05 ms each.
SNAPSHOT_EVERY = 16

#: How many games' last state a store keeps in memory, as the base of the next move's delta (a
#: miss costs reading the state again inside the move's transaction, nothing else).
REMEMBERED_STATES = 256


def pack(state_json: str) -> bytes:
    """A snapshot as stored: the state's JSON, zlib-compressed (a BLOB)."""
    return zlib.compress(state_json.encode("utf-8"), SNAPSHOT_ZLIB_LEVEL)


def unpack(stored: str | bytes) -> str:
    """A stored snapshot's JSON: compressed (a BLOB) or, as files written before, plain text."""
    return stored if isinstance(stored, str) else zlib.decompress(stored).decode("utf-8")


def _apply_stored_delta(game_id: int, version: int, data: Any, row: Row) -> tuple[int, Any]:
    """The state after one stored delta row ``(version, base, delta)`` applied to ``data``, the
    state of ``version``; :class:`StoreError` if the delta is not of that state or does not
    fit it."""
    if int(row[1]) != version:
        raise StoreError(
            f"game {game_id}: the delta of version {row[0]} is against version {row[1]}, "
            f"not the state of version {version} before it"
        )
    try:
        data = apply_delta(data, unpack_delta(row[2]))
    except (ValueError, zlib.error) as error:
        message = f"game {game_id}: the delta of version {row[0]} is damaged: {error}"
        raise StoreError(message) from None
    return int(row[0]), data


def _game_columns(dialect: Dialect) -> str:
    """The columns of a game's record, its seats (as a JSON array in seat order) and whether an
    undo request is pending, all read by one statement (``FROM games g``)."""
    return (
        f"g.*, {dialect.seat_rows} AS seat_rows, "
        "EXISTS (SELECT 1 FROM undo_requests WHERE game_id = g.id) AS undo_pending"
    )


def _record_of(row: Row) -> GameRecord:
    """A :class:`GameRecord` from a row of :func:`_game_columns`."""
    return GameRecord(
        id=row["id"],
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        lobby_message_id=row["lobby_message_id"],
        host_id=row["host_id"],
        status=row["status"],
        options=json.loads(row["options"]),
        seed=row["seed"],
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        seats=[SeatRecord(*seat) for seat in json.loads(row["seat_rows"])],
        settings=json.loads(row["settings"]),
        deadline_at=row["deadline_at"],
        undo_pending=bool(row["undo_pending"]),
    )


class Store:
    """The game store. ``await store.open()`` before use, ``await store.close()`` after.

    ``Store(path)`` keeps the games in an SQLite file (the embedded default);
    ``Store("postgresql://…")`` in a PostgreSQL database (:mod:`bot.database` holds what
    differs). With SQLite, several stores (processes) may share one file: each write
    transaction starts with ``BEGIN IMMEDIATE`` and waits up to ``busy_timeout`` ms. With
    PostgreSQL, several bot processes share the database, and :meth:`game_lock` serialises
    each game's moves across them.
    """

    def __init__(
        self,
        path: str | Path,
        *,
        busy_timeout_ms: int = 10_000,
        quick_check: bool = True,
        synchronous: str = "NORMAL",
    ) -> None:
        if synchronous not in SYNCHRONOUS_MODES:
            raise StoreError(f"synchronous must be one of {', '.join(SYNCHRONOUS_MODES)}")
        self.target = path
        #: The SQLite file (``None`` for PostgreSQL).
        self.path: Path | None = None if is_postgres_url(path) else Path(path)
        self.busy_timeout_ms = busy_timeout_ms
        #: SQLite's ``synchronous`` mode (see :data:`SYNCHRONOUS_MODES`).
        self.synchronous = synchronous
        #: Run ``PRAGMA quick_check`` at open and refuse a damaged file (``check-db`` opens
        #: without it, to report the damage in full). SQLite only.
        self.quick_check = quick_check
        self.database: Database = open_database(
            path, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous
        )
        self.dialect = self.database.dialect
        self._columns = _game_columns(self.dialect)
        self._opened = False
        #: Per game, the last current state this store read or wrote (see :meth:`_remember`),
        #: oldest first.
        self._states: dict[int, _Remembered] = {}

    # ------------------------------------------------------------------ lifecycle

    async def open(self) -> Store:
        """Open the database (an SQLite file is created if missing), migrate."""
        if self._opened:
            return self
        try:
            await self.database.open()
            if self.quick_check and isinstance(self.database, SqliteDatabase):
                await self._refuse_damage()
            await self.database.migrate(MIGRATIONS)
        except DatabaseError as error:
            await self.database.close()
            raise StoreError(str(error)) from None
        except BaseException:
            await self.database.close()
            raise
        self._opened = True
        return self

    async def close(self) -> None:
        await self.database.close()
        self._opened = False

    async def __aenter__(self) -> Store:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def db(self) -> aiosqlite.Connection:
        """The SQLite connection itself (SQLite maintenance and tests only)."""
        if not isinstance(self.database, SqliteDatabase):
            raise StoreError("this store is not an SQLite file")
        try:
            return self.database.db
        except DatabaseError as error:
            raise StoreError(str(error)) from None

    async def integrity_problems(self, *, full: bool = True) -> list[str]:
        """What SQLite's ``PRAGMA integrity_check`` (or the faster ``quick_check``, which skips
        matching indexes against their tables) finds wrong with the file; empty when sound.
        (A PostgreSQL server checks its own pages: nothing is reported for it here.)"""
        if not isinstance(self.database, SqliteDatabase):
            return []
        problems = await self._pragma_check("quick_check")
        if full and not problems:
            problems = await self._pragma_check("integrity_check")
        return problems

    async def _pragma_check(self, pragma: str) -> list[str]:
        """The lines of one SQLite check pragma; its error when the damage stops it."""
        assert isinstance(self.database, SqliteDatabase)
        try:
            lines = await self.database.pragma_lines(pragma)
        except sqlite3.DatabaseError as error:
            return [f"{pragma} stopped: {error}"]
        return [] if lines == ["ok"] else [line for line in lines if "***" not in line]

    async def _refuse_damage(self) -> None:
        """Refuse a file SQLite's quick check finds damaged, before anything is written."""
        problems = await self.integrity_problems(full=False)
        if problems:
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            raise StoreError(
                f"the database is damaged: {problems[0]}{more}; run python -m bot check-db "
                "for a full report and restore a backup"
            )

    async def schema_version(self) -> int:
        """How many migrations this database has applied."""
        return await self.database.schema_version()

    # ------------------------------------------------------------------ helpers

    @staticmethod
    async def _bump(
        tx: Transaction, game_id: int, expected_version: int, now: float, **columns: Any
    ) -> int:
        """Inside a transaction: the optimistic version check and bump, with other columns."""
        sets = "".join(f", {name} = ?" for name in columns)
        changed = await tx.execute(
            f"UPDATE games SET version = version + 1, updated_at = ?{sets} "
            "WHERE id = ? AND version = ?",
            (now, *columns.values(), game_id, expected_version),
        )
        if changed != 1:
            raise VersionConflict(f"game {game_id} is no longer at version {expected_version}")
        return expected_version + 1

    def transaction(self) -> Any:
        """``async with store.transaction() as tx:`` — one write transaction (committed at
        the end, rolled back on error) for tables other modules add: ``tx.execute`` returns
        the rows changed, ``tx.fetch_one`` / ``tx.fetch_all`` read inside it."""
        return self.database.transaction()

    def game_lock(self, game_id: int) -> Any:
        """``async with store.game_lock(game_id):`` — the service's read-apply-write of one
        game, serialised in this process (SQLite) or across processes (PostgreSQL)."""
        return self.database.game_lock(game_id)

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a read-only query (outside any transaction)."""
        return await self.database.fetch_all(sql, params)

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a read-only query, or ``None``."""
        return await self.database.fetch_one(sql, params)

    # ------------------------------------------------------------------ reading

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self.fetch_one(
            f"SELECT {self._columns} FROM games g WHERE g.id = ?", (game_id,)
        )
        return None if row is None else _record_of(row)

    async def games_of(
        self, user_id: int, guild_id: int | None = None, statuses: Sequence[str] = STATUSES
    ) -> list[GameRecord]:
        """The games ``user_id`` is seated in (optionally in one guild), newest first."""
        marks = ",".join("?" for _ in statuses)
        sql = (
            f"SELECT {self._columns} FROM games g WHERE g.id IN (SELECT game_id FROM seats "
            f"WHERE user_id = ?) AND g.status IN ({marks})"
        )
        params: list[Any] = [user_id, *statuses]
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        sql += " ORDER BY g.id DESC"
        return [_record_of(row) for row in await self.fetch_all(sql, params)]

    async def game_ids(self, statuses: Sequence[str] = STATUSES) -> list[int]:
        """Ids of every game with one of ``statuses`` (for reminders and clocks)."""
        marks = ",".join("?" for _ in statuses)
        rows = await self.fetch_all(
            f"SELECT id FROM games WHERE status IN ({marks}) ORDER BY id", tuple(statuses)
        )
        return [row[0] for row in rows]

    async def game_and_snapshot(
        self, game_id: int
    ) -> tuple[GameRecord | None, tuple[int, str] | None]:
        """The game's record and its newest snapshot read by ONE statement, so both are of the
        same moment even while another process writes."""
        row = await self.fetch_one(
            f"SELECT {self._columns}, "
            "(SELECT version FROM snapshots WHERE game_id = g.id "
            "ORDER BY version DESC LIMIT 1) AS snapshot_version, "
            "(SELECT state FROM snapshots WHERE game_id = g.id "
            "ORDER BY version DESC LIMIT 1) AS snapshot_state "
            "FROM games g WHERE g.id = ?",
            (game_id,),
        )
        if row is None:
            return None, None
        record = _record_of(row)
        version = row["snapshot_version"]
        if version is None:
            return record, None
        # The deltas up to the record's version: committed with it, never changed after.
        snapshot = await self._rebuild(
            self.database, game_id, int(version), row["snapshot_state"], record.version
        )
        return record, snapshot

    async def latest_snapshot(self, game_id: int) -> tuple[int, str] | None:
        """``(version, state JSON)`` of the game's current state (its newest snapshot with the
        deltas after it applied), or ``None`` before the start."""
        row = await self.fetch_one(
            "SELECT s.version, s.state, (SELECT g.version FROM games g WHERE g.id = ?) AS game "
            "FROM snapshots s WHERE s.game_id = ? ORDER BY s.version DESC LIMIT 1",
            (game_id, game_id),
        )
        if row is None:
            return None
        current = int(row[2] if row[2] is not None else row[0])
        return await self._rebuild(self.database, game_id, int(row[0]), row[1], current)

    async def snapshot_before(self, game_id: int, version: int) -> tuple[int, str] | None:
        """The newest state older than ``version``: the state a move at ``version`` met."""
        return await self._state_before(self.database, game_id, version)

    async def _state_before(
        self, reader: Database | Transaction, game_id: int, below: int
    ) -> tuple[int, str] | None:
        """``(version, state JSON)`` of the newest state older than ``below`` (every row
        older than ``below`` must be committed), or ``None``."""
        row = await reader.fetch_one(
            "SELECT version, state FROM snapshots WHERE game_id = ? AND version < ? "
            "ORDER BY version DESC LIMIT 1",
            (game_id, below),
        )
        if row is None:
            return None
        return await self._rebuild(reader, game_id, int(row[0]), row[1], below - 1, current=False)

    async def _rebuild(
        self,
        reader: Database | Transaction,
        game_id: int,
        version: int,
        stored: str | bytes,
        until: int,
        *,
        current: bool = True,
    ) -> tuple[int, str]:
        """The state of snapshot ``(version, stored)`` with the game's deltas after it up to
        version ``until`` applied in order: ``(version, state JSON)``. A ``current`` state
        (``until`` being the game's version when the snapshot was read) is remembered as the
        base of the game's next delta."""
        snapshot_version = version
        text = unpack(stored)
        rows = await reader.fetch_all(
            "SELECT version, base, delta FROM state_deltas WHERE game_id = ? AND version > ? "
            "AND version <= ? ORDER BY version",
            (game_id, version, until),
        )
        state: Any = text
        if rows:
            data = json.loads(text)
            for row in rows:
                version, data = _apply_stored_delta(game_id, version, data, row)
            state, text = data, _state_text(data)
        if current:
            self._remember(game_id, _Remembered(version, until, snapshot_version, state))
        return version, text

    def _remember(self, game_id: int, state: _Remembered) -> None:
        """Keep the game's current state: the base of its next delta (:meth:`_write_state`)."""
        self._states.pop(game_id, None)
        self._states[game_id] = state
        while len(self._states) > REMEMBERED_STATES:
            del self._states[next(iter(self._states))]

    async def actions(self, game_id: int, offset: int = 0, limit: int = -1) -> list[ActionRow]:
        """Log rows in sequence order (moves and undo markers), ``limit=-1`` for all."""
        sql = "SELECT * FROM actions WHERE game_id = ? ORDER BY seq"
        params: list[Any] = [game_id]
        if limit >= 0:
            sql += " LIMIT ?"
            params.append(limit)
        elif offset > 0:
            sql += " LIMIT -1" if self.dialect is SQLITE else " LIMIT ALL"
        if offset > 0:
            sql += " OFFSET ?"
            params.append(offset)
        return [_action_row(r) for r in await self.fetch_all(sql, params)]

    async def running_with_computers(self) -> list[int]:
        """The running games where the computer may play a seat (a computer seat, user id 0,
        or a seat on autopilot): what a restarted bot looks at again
        (:meth:`bot.computers.ComputerRunner.resume`)."""
        rows = await self.fetch_all(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE g.status = 'running' AND (s.user_id = 0 OR g.settings LIKE ?) ORDER BY g.id",
            ('%"autopilot"%',),
        )
        return [int(row[0]) for row in rows]

    async def recent_actions(self, game_id: int, limit: int) -> list[ActionRow]:
        """The last ``limit`` log rows (moves and undo markers), in sequence order: the
        recent history a computer player is given (:meth:`bot.service.GameService.computer_turn`)."""
        rows = await self.fetch_all(
            "SELECT * FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT ?", (game_id, limit)
        )
        return [_action_row(r) for r in reversed(rows)]

    async def undo_request(self, game_id: int) -> UndoRequest | None:
        row = await self.fetch_one(
            "SELECT seq, requester_id, at FROM undo_requests WHERE game_id = ?",
            (game_id,),
        )
        if row is None:
            return None
        consents = await self.fetch_all(
            "SELECT user_id FROM undo_consents WHERE game_id = ? ORDER BY user_id", (game_id,)
        )
        return UndoRequest(
            seq=row["seq"],
            requester_id=row["requester_id"],
            at=row["at"],
            consents=[c[0] for c in consents],
        )

    async def row_counts(self, game_id: int | None = None) -> dict[str, int]:
        """Rows per table (of one game when ``game_id`` is given): what tests compare."""
        counts: dict[str, int] = {}
        for table in TABLES:
            column = "id" if table == "games" else "game_id"
            where = "" if game_id is None else f" WHERE {column} = ?"
            row = await self.fetch_one(
                f"SELECT COUNT(*) FROM {table}{where}", () if game_id is None else (game_id,)
            )
            counts[table] = int(row[0]) if row else 0
        return counts

    # ------------------------------------------------------------------ writing

    async def create_game(
        self,
        kind: str,
        host_id: int,
        host_name: str,
        *,
        options: dict[str, Any],
        settings: dict[str, Any],
        guild_id: int | None,
        channel_id: int | None,
        now: float,
    ) -> int:
        """A new game in the lobby, its host in seat 0, at version 1."""
        async with self.transaction() as tx:
            row = await tx.fetch_one(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, options, settings, "
                "status, version, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, 'lobby', 1, ?, ?) RETURNING id",
                (kind, guild_id, channel_id, host_id, _dumps(options), _dumps(settings), now, now),
            )
            if row is None:
                raise StoreError("the new game got no id")
            game_id = int(row[0])
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                (game_id, host_id, host_name),
            )
        return game_id

    async def server_limits(self, guild_id: int) -> dict[str, Any]:
        """A server's stored limits (:mod:`bot.limits`), name -> value (``None``: the
        default)."""
        row = await self.fetch_one(
            f"SELECT {', '.join(LIMIT_COLUMNS)} FROM server_settings WHERE guild_id = ?",
            (guild_id,),
        )
        return {name: None if row is None else row[i] for i, name in enumerate(LIMIT_COLUMNS)}

    async def set_server_limits(self, guild_id: int, limits: Mapping[str, int]) -> None:
        """Store a server's limits (the other server settings stay as they are)."""
        names = [name for name in LIMIT_COLUMNS if name in limits]
        async with self.transaction() as tx:
            await tx.execute(
                f"INSERT INTO server_settings (guild_id, {', '.join(names)}) "
                f"VALUES (?{', ?' * len(names)}) ON CONFLICT (guild_id) DO UPDATE SET "
                + ", ".join(f"{name} = excluded.{name}" for name in names),
                (guild_id, *(limits[name] for name in names)),
            )

    async def opened_by(
        self, user_id: int, guild_id: int, channel_id: int | None, since: float
    ) -> tuple[int, int, int]:
        """What a member has open on a server: the lobbies they host, the games they are
        seated in (lobby or running), and the games opened in ``channel_id``
        after ``since`` (0 without a channel)."""
        row = await self.fetch_one(
            "SELECT "
            "(SELECT COUNT(*) FROM games WHERE guild_id = ? AND host_id = ? "
            "AND status = 'lobby'), "
            "(SELECT COUNT(*) FROM games WHERE guild_id = ? AND status IN ('lobby', 'running') "
            "AND id IN (SELECT game_id FROM seats WHERE user_id = ?)), "
            "(SELECT COUNT(*) FROM games WHERE channel_id = ? AND created_at > ?)",
            (guild_id, user_id, guild_id, user_id, channel_id, since),
        )
        return (int(row[0]), int(row[1]), int(row[2])) if row is not None else (0, 0, 0)

    async def set_discord_ids(
        self, game_id: int, thread_id: int | None, lobby_message_id: int | None
    ) -> None:
        """Record the game's thread and lobby message (no version bump: no game change)."""
        async with self.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET thread_id = ?, lobby_message_id = COALESCE(?, lobby_message_id) "
                "WHERE id = ?",
                (thread_id, lobby_message_id, game_id),
            )
            if changed != 1:
                raise StoreError(f"no game {game_id}")

    async def set_settings(
        self, game_id: int, settings: dict[str, Any], now: float, deadline_at: float | None = None
    ) -> None:
        """Replace the per-game settings (and the deadline); no version bump."""
        async with self.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET settings = ?, deadline_at = ?, updated_at = ? WHERE id = ?",
                (_dumps(settings), deadline_at, now, game_id),
            )
            if changed != 1:
                raise StoreError(f"no game {game_id}")

    async def set_deadline(self, game_id: int, deadline_at: float | None) -> None:
        async with self.transaction() as tx:
            await tx.execute(
                "UPDATE games SET deadline_at = ? WHERE id = ?", (deadline_at, game_id)
            )

    async def add_seat(
        self, game_id: int, expected_version: int, user_id: int, name: str, now: float
    ) -> int:
        """Seat ``user_id`` after the others (lobby only). Returns the new version."""
        async with self.transaction() as tx:
            version = await self._bump(tx, game_id, expected_version, now)
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, "
                "(SELECT COUNT(*) FROM seats WHERE game_id = ?), ?, ?)",
                (game_id, game_id, user_id, name),
            )
        return version

    async def replace_seats(
        self,
        game_id: int,
        expected_version: int,
        seats: Sequence[SeatRecord],
        host_id: int,
        now: float,
        status: str | None = None,
    ) -> int:
        """Rewrite a lobby's seats (after someone left) and its host; optionally its status."""
        async with self.transaction() as tx:
            extra: dict[str, Any] = {"host_id": host_id}
            if status is not None:
                extra["status"] = status
            version = await self._bump(tx, game_id, expected_version, now, **extra)
            await tx.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await tx.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(game_id, i, s.user_id, s.name) for i, s in enumerate(seats)],
            )
        return version

    async def replace_seat_user(
        self,
        game_id: int,
        expected_version: int,
        seat: int,
        user_id: int,
        now: float,
        host_id: int | None = None,
    ) -> int:
        """Give ``seat`` to ``user_id`` (its name stays); optionally a new host. New version."""
        async with self.transaction() as tx:
            extra: dict[str, Any] = {} if host_id is None else {"host_id": host_id}
            version = await self._bump(tx, game_id, expected_version, now, **extra)
            changed = await tx.execute(
                "UPDATE seats SET user_id = ? WHERE game_id = ? AND seat = ?",
                (user_id, game_id, seat),
            )
            if changed != 1:
                raise StoreError(f"game {game_id} has no seat {seat}")
        return version

    async def start_game(
        self,
        game_id: int,
        expected_version: int,
        seed: int,
        options: dict[str, Any],
        state_json: str,
        now: float,
    ) -> int:
        """Lobby → running with the seed, the checked options and the first snapshot."""
        async with self.transaction() as tx:
            version = await self._bump(
                tx,
                game_id,
                expected_version,
                now,
                status="running",
                seed=seed,
                options=_dumps(options),
            )
            kept = await self._write_state(tx, game_id, version, state_json, full=True)
        self._remember(game_id, kept)
        return version

    async def set_status(self, game_id: int, expected_version: int, status: str, now: float) -> int:
        """Change the status alone (abort); drops a pending undo request."""
        async with self.transaction() as tx:
            version = await self._bump(tx, game_id, expected_version, now, status=status)
            await tx.execute("DELETE FROM undo_requests WHERE game_id = ?", (game_id,))
        return version

    async def append_move(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        irreversible: bool,
        state_json: str,
        status: str,
        now: float,
        results: Sequence[ResultRow] = (),
    ) -> tuple[int, int]:
        """One accepted move in ONE transaction: version bump (optimistic check), log row,
        snapshot, the final places when it ends the game; a pending undo request lapses.
        Returns ``(version, seq)``."""
        move = MoveRow(seat, action, events, irreversible, state_json)
        return await self.append_moves(
            game_id, expected_version, [move], status=status, now=now, results=results
        )

    async def append_moves(
        self,
        game_id: int,
        expected_version: int,
        moves: Sequence[MoveRow],
        *,
        status: str,
        now: float,
        results: Sequence[ResultRow] = (),
    ) -> tuple[int, int]:
        """Several accepted moves played in a row (a stack moved in one click, issue 29) in
        ONE transaction, each its own log row, version and state as :meth:`append_move`
        writes one: all are stored or none. ``status`` and ``results`` are the last one's.
        Returns the last ``(version, seq)``."""
        if not moves:
            raise ValueError("append_moves needs at least one move")
        kept: _Remembered | None = None
        version = seq = expected_version
        async with self.transaction() as tx:
            for number, move in enumerate(moves):
                last = number == len(moves) - 1
                version = await self._bump(
                    tx, game_id, expected_version + number, now,
                    status=status if last else "running",
                )  # fmt: skip
                seq = await self._append(
                    tx,
                    (
                        game_id, "move", move.seat, _dumps(move.action), _dumps(move.events),
                        now, int(move.irreversible),
                    ),
                    None,
                    version,
                )  # fmt: skip
                kept = await self._write_state(
                    tx,
                    game_id,
                    version,
                    move.state_json,
                    full=last and status != "running",
                    known=kept,
                )
            await tx.execute("DELETE FROM undo_requests WHERE game_id = ?", (game_id,))
            await self._insert_results(tx, game_id, results)
        assert kept is not None
        self._remember(game_id, kept)
        return version, seq

    async def _write_state(
        self,
        tx: Transaction,
        game_id: int,
        version: int,
        state_json: str,
        *,
        full: bool,
        known: _Remembered | None = None,
    ) -> _Remembered:
        """Inside a transaction, after the version bump to ``version``: store the game's state
        of ``version`` — a full snapshot if ``full`` or if the newest one is
        :data:`SNAPSHOT_EVERY` versions old, else a delta against the state before it (the one
        this store remembers if it read it at ``version - 1``, else read again here). Returns
        what to remember once committed. ``known``: the state of ``version - 1`` written
        earlier in the same transaction (several moves stored at once), else the one this
        store remembers."""
        known = None if full else (known or self._states.get(game_id))
        if not full and (known is None or known.as_of != version - 1):
            before = await self._state_before(tx, game_id, version)
            row = await tx.fetch_one(
                "SELECT MAX(version) FROM snapshots WHERE game_id = ? AND version < ?",
                (game_id, version),
            )
            known = (
                None
                if before is None or row is None or row[0] is None
                else _Remembered(before[0], version - 1, int(row[0]), before[1])
            )
        if full or known is None or version - known.snapshot_version >= SNAPSHOT_EVERY:
            await tx.execute(
                "INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?)",
                (game_id, version, pack(state_json)),
            )
            return _Remembered(version, version, version, state_json)
        base = json.loads(known.state) if isinstance(known.state, str) else known.state
        data = json.loads(state_json)
        await tx.execute(
            "INSERT INTO state_deltas (game_id, version, base, delta) VALUES (?, ?, ?, ?)",
            (game_id, version, known.version, pack_delta(delta(base, data))),
        )
        return _Remembered(version, version, known.snapshot_version, data)

    @staticmethod
    async def _insert_results(tx: Transaction, game_id: int, results: Sequence[ResultRow]) -> None:
        await tx.executemany(
            "INSERT INTO results (game_id, seat, user_id, place, score) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT DO NOTHING",
            [(game_id, r.seat, r.user_id, r.place, r.score) for r in results],
        )

    async def standing_answers(self, game_id: int) -> dict[tuple[int, str], str]:
        """The game's standing answers: (seat, question kind) -> the answer's words."""
        rows = await self.fetch_all(
            "SELECT seat, kind, answer FROM standing_answers WHERE game_id = ?", (game_id,)
        )
        return {(int(row[0]), str(row[1])): str(row[2]) for row in rows}

    async def set_standing_answer(
        self, game_id: int, seat: int, kind: str, answer: str | None
    ) -> None:
        """Set (or, with ``None``, cancel) a seat's standing answer to a kind of question."""
        async with self.transaction() as tx:
            if answer is None:
                await tx.execute(
                    "DELETE FROM standing_answers WHERE game_id = ? AND seat = ? AND kind = ?",
                    (game_id, seat, kind),
                )
                return
            await tx.execute(
                "INSERT INTO standing_answers (game_id, seat, kind, answer) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (game_id, seat, kind) DO UPDATE SET answer = excluded.answer",
                (game_id, seat, kind, answer),
            )

    async def record_results(self, game_id: int, results: Sequence[ResultRow]) -> None:
        """The final places of a game finished before results were kept (filled once)."""
        async with self.transaction() as tx:
            await self._insert_results(tx, game_id, results)

    async def finished_without_results(self) -> list[int]:
        """Finished games whose places are not stored yet (finished by an older version)."""
        rows = await self.fetch_all(
            "SELECT id FROM games WHERE status = 'finished' AND NOT EXISTS "
            "(SELECT 1 FROM results WHERE game_id = games.id) ORDER BY id"
        )
        return [int(row[0]) for row in rows]

    async def results(self, guild_id: int | None, kind: str | None = None) -> list[PlacedSeat]:
        """Every finished game's places (of one server, of one game if ``kind``), in the
        order the games ended."""
        sql = (
            "SELECT g.id, g.kind, g.updated_at, r.seat, r.user_id, r.place, r.score, s.name "
            "FROM results r JOIN games g ON g.id = r.game_id "
            "JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat WHERE g.status = 'finished'"
        )
        params: list[Any] = []
        if guild_id is None:
            sql += " AND g.guild_id IS NULL"
        else:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        if kind is not None:
            sql += " AND g.kind = ?"
            params.append(kind)
        rows = await self.fetch_all(sql + " ORDER BY g.updated_at, g.id, r.seat", params)
        return [
            PlacedSeat(
                game_id=row[0],
                kind=row[1],
                at=row[2],
                seat=row[3],
                user_id=row[4],
                place=row[5],
                score=row[6],
                name=row[7],
            )
            for row in rows
        ]

    @staticmethod
    async def _append(
        tx: Transaction, values: tuple[Any, ...], undoes: int | None, version: int
    ) -> int:
        """Inside a transaction: one log row (game, kind, seat, action, events, time,
        irreversible) after the game's last; its ``seq``."""
        game_id = values[0]
        rows = await tx.fetch_all(
            "INSERT INTO actions (game_id, seq, kind, seat, action, events, at, irreversible, "
            "undoes, version) VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions "
            "WHERE game_id = ?), ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq",
            (game_id, game_id, *values[1:], undoes, version),
        )
        if len(rows) != 1:
            raise StoreError("the log row got no sequence number")
        return int(rows[0][0])

    async def append_undo(
        self,
        game_id: int,
        expected_version: int,
        *,
        undoes: int,
        seat: int | None,
        state_json: str,
        now: float,
    ) -> tuple[int, int]:
        """Take back move ``undoes``: an undo marker row (nothing is deleted from the log), the
        restored state as a new snapshot, the version bump, the request closed. One transaction."""
        async with self.transaction() as tx:
            version = await self._bump(tx, game_id, expected_version, now, status="running")
            seq = await self._append(
                tx, (game_id, "undo", seat, _dumps({"undo": undoes}), "[]", now, 0), undoes, version
            )
            # A game taken back from its end is no longer finished: its places go.
            await tx.execute("DELETE FROM results WHERE game_id = ?", (game_id,))
            kept = await self._write_state(tx, game_id, version, state_json, full=True)
            await tx.execute("DELETE FROM undo_requests WHERE game_id = ?", (game_id,))
        self._remember(game_id, kept)
        return version, seq

    async def open_undo_request(
        self, game_id: int, expected_version: int, seq: int, requester_id: int, now: float
    ) -> None:
        """Record an undo request for move ``seq`` in ONE conditional statement: only while the
        game is still at ``expected_version`` (else :class:`VersionConflict`) and no request is
        pending (else :class:`UndoPending`) — of two writers, even in two processes, one wins
        and the other's request is refused instead of replacing the first."""
        async with self.transaction() as tx:
            changed = await tx.execute(
                "INSERT INTO undo_requests (game_id, seq, requester_id, at) "
                "SELECT id, CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS DOUBLE PRECISION) "
                "FROM games WHERE id = ? AND version = ? ON CONFLICT DO NOTHING",
                (seq, requester_id, now, game_id, expected_version),
            )
            if changed == 1:
                return
            row = await tx.fetch_one("SELECT version FROM games WHERE id = ?", (game_id,))
            if row is None or row[0] != expected_version:
                raise VersionConflict(f"game {game_id} is no longer at version {expected_version}")
            raise UndoPending(f"game {game_id} already has an undo request")

    async def add_undo_consent(self, game_id: int, seq: int, user_id: int) -> list[int]:
        """Record ``user_id``'s consent to the pending request for move ``seq``; returns every
        consent so far. :class:`VersionConflict` if that request is no longer pending."""
        async with self.transaction() as tx:
            row = await tx.fetch_one("SELECT seq FROM undo_requests WHERE game_id = ?", (game_id,))
            if row is None or row[0] != seq:
                raise VersionConflict(f"the undo request of game {game_id} is no longer pending")
            await tx.execute(
                "INSERT INTO undo_consents (game_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                (game_id, user_id),
            )
            rows = await tx.fetch_all(
                "SELECT user_id FROM undo_consents WHERE game_id = ? ORDER BY user_id", (game_id,)
            )
        return [r[0] for r in rows]

    async def close_undo_request(self, game_id: int) -> bool:
        """Drop the pending undo request; whether there was one."""
        async with self.transaction() as tx:
            changed = await tx.execute("DELETE FROM undo_requests WHERE game_id = ?", (game_id,))
        return changed > 0

    # ------------------------------------------------------------------ replay check

    async def _read_for_check(
        self, game_id: int, since: int | None, *, recent: bool = False
    ) -> _CheckRead:
        """Everything one game's replay check reads, in ONE read snapshot of the database: a
        move another process commits meanwhile is in all of it or in none of it. Every stored
        state, or with ``since`` those from the newest snapshot at or before ``since`` on; with
        ``recent``, those from the newest snapshot before the game's newest state on (the
        newest snapshot if it is the only one), and the snapshots and deltas before it apart
        (``earlier_snapshots``, ``earlier_deltas``)."""
        earlier_snapshots: list[Row] = []
        async with self.database.read_snapshot() as tx:
            row = await tx.fetch_one(
                f"SELECT {self._columns} FROM games g WHERE g.id = ?", (game_id,)
            )
            first = 0
            if since is not None:
                start = await tx.fetch_one(
                    "SELECT MAX(version) FROM snapshots WHERE game_id = ? AND version <= ?",
                    (game_id, since),
                )
                first = 0 if start is None or start[0] is None else int(start[0])
            elif recent:
                start = await tx.fetch_one(
                    "SELECT COALESCE(MAX(s.version), (SELECT MIN(version) FROM snapshots "
                    "WHERE game_id = ?)) FROM snapshots s WHERE s.game_id = ? AND s.version < "
                    "(SELECT MAX(v) FROM (SELECT version AS v FROM snapshots WHERE game_id = ? "
                    "UNION ALL SELECT version AS v FROM state_deltas WHERE game_id = ?) AS states)",
                    (game_id, game_id, game_id, game_id),
                )
                first = 0 if start is None or start[0] is None else int(start[0])
                earlier_snapshots = await tx.fetch_all(
                    "SELECT version, state FROM snapshots WHERE game_id = ? AND version < ? "
                    "ORDER BY version",
                    (game_id, first),
                )
                if not earlier_snapshots:
                    first = 0  # the first snapshot: the game replays from its set-up
            snapshots = await tx.fetch_all(
                "SELECT version, state FROM snapshots WHERE game_id = ? AND version >= ? "
                "ORDER BY version",
                (game_id, first),
            )
            deltas = await tx.fetch_all(
                "SELECT version, base, delta FROM state_deltas WHERE game_id = ? AND version > ? "
                "ORDER BY version",
                (game_id, first),
            )
            # from the set-up, every row; else the rows after the first state read
            log = await tx.fetch_all(
                "SELECT * FROM actions WHERE game_id = ? AND version > ? ORDER BY seq",
                (game_id, first),
            )
            earlier_deltas: list[Row] = []
            if earlier_snapshots:
                earlier_deltas = await tx.fetch_all(
                    "SELECT version, base, delta FROM state_deltas WHERE game_id = ? "
                    "AND version < ? ORDER BY version",
                    (game_id, first),
                )
        if row is None or not snapshots:
            raise StoreError(f"game {game_id} has no snapshot to check")
        return _CheckRead(
            record=_record_of(row),
            snapshots=[(int(r[0]), r[1]) for r in snapshots],
            deltas=list(deltas),
            log=[_action_row(r) for r in log],
            earlier_snapshots=[(int(r[0]), r[1]) for r in earlier_snapshots],
            earlier_deltas=list(earlier_deltas),
        )

    async def verify_replay(self, game_id: int, game: Game[Any, Any]) -> bool:
        """Whether replaying game ``game_id``'s log from its seed gives every stored state
        (each snapshot and each state a delta gives; the record, states and log read at one
        moment)."""
        read = await self._read_for_check(game_id, None)
        problem, _newest = _check_read(game, read, None)
        return problem is None

    async def _replay_checks(self) -> dict[int, tuple[int, str, int]]:
        rows = await self.fetch_all(
            "SELECT game_id, version, state_sha256, replayed_from FROM replay_checks"
        )
        return {int(r[0]): (int(r[1]), str(r[2]), int(r[3])) for r in rows}

    async def _record_check(
        self, game_id: int, version: int, state_json: str, replayed_from: int
    ) -> None:
        async with self.transaction() as tx:
            await tx.execute(
                "INSERT INTO replay_checks (game_id, version, state_sha256, at, replayed_from) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET "
                "version = excluded.version, state_sha256 = excluded.state_sha256, "
                "at = excluded.at, replayed_from = excluded.replayed_from",
                (game_id, version, _sha256(state_json), time.time(), replayed_from),
            )

    async def check_games(
        self, games: Mapping[str, Game[Any, Any]], *, full: bool = True
    ) -> tuple[int, list[str]]:
        """Replay every started game, comparing it with each of its stored states: how many
        were checked, and one line per game that does not match, cannot be replayed or is of
        an unknown kind.

        ``full=True`` replays every game from its set-up and compares every stored state.
        With ``full=False``, a game checked before is replayed only from the state it was last
        found right at (after making sure that state is still the one checked), so a finished
        game costs a hash; a game never checked is replayed from its most recent snapshot
        before its newest state (the state a read starts from, or for a game that ended on a
        snapshot the one before: its last moves, at most :data:`SNAPSHOT_EVERY`, are
        replayed and compared with every state after it), and its earlier snapshots are
        checked without the engine replaying the moves between them (:func:`_earlier_problem`:
        each decodes, reads back as written and keeps the game's invariants; each delta
        between applies to the state before it).

        Each game's check is recorded (``replay_checks``: the newest state's version and
        SHA-256, and ``replayed_from``, the version of the stored snapshot the game's replay
        began from, 0 for its set-up; a next pass keeps the figure its start had)."""
        problems: list[str] = []
        ids = [
            row[0]
            for row in await self.fetch_all(
                "SELECT DISTINCT game_id FROM snapshots ORDER BY game_id"
            )
        ]
        checked = {} if full else await self._replay_checks()
        for game_id in ids:
            since = checked.get(game_id)
            recent = not full and since is None
            try:
                read = await self._read_for_check(
                    game_id, None if since is None else since[0], recent=recent
                )
            except StoreError:
                problems.append(f"game #{game_id}: no games row")
                continue
            record = read.record
            game = games.get(record.kind)
            if game is None:
                problems.append(f"game #{game_id}: unknown game kind {record.kind!r}")
                continue
            replayed_from = 0 if since is None else since[2]
            try:
                if recent and read.earlier_snapshots:
                    replayed_from = read.snapshots[0][0]
                    problem = _earlier_problem(game, read)
                    newest: tuple[int, str] | None = None
                    if problem is None:
                        problem, newest = _check_read(game, read, None, start=replayed_from)
                else:
                    problem, newest = _check_read(
                        game, read, None if since is None else (since[0], since[1])
                    )
                if problem is None and (since is not None or recent) and newest is None:
                    # an undo took back a move made before the state the replay began from
                    read = await self._read_for_check(game_id, None)
                    problem, newest = _check_read(game, read, None)
                    replayed_from = 0
            except Exception as error:  # an IllegalAction, a bad row, a damaged page
                problem, newest = f"cannot be replayed: {error}", None
            if problem is not None:
                problems.append(f"game #{game_id} ({record.kind}): {problem}")
            elif newest is not None:
                await self._record_check(game_id, *newest, replayed_from)
        return len(ids), problems


@dataclass(frozen=True)
class _Remembered:
    """A game's current state as a store last read or wrote it."""

    #: The state's version (of its snapshot or delta).
    version: int
    #: The game's version when it was read: the state is still the current one while the
    #: game is at that version (every change of the state bumps it).
    as_of: int
    #: The version of the newest snapshot at or before it.
    snapshot_version: int
    #: The state's JSON text, or its data (never changed after).
    state: Any


@dataclass(frozen=True)
class _CheckRead:
    """One game as a replay check read it, at one moment."""

    record: GameRecord
    #: ``(version, stored state)`` of its snapshots read, oldest first.
    snapshots: list[tuple[int, str | bytes]]
    #: Its delta rows read ``(version, base, delta)``, oldest first.
    deltas: list[Row]
    log: list[ActionRow]
    #: With a first pass's read from a recent snapshot: the snapshots ``(version, stored
    #: state)`` and the delta rows before it, checked without a replay (:func:`_earlier_problem`).
    earlier_snapshots: list[tuple[int, str | bytes]] = field(default_factory=list)
    earlier_deltas: list[Row] = field(default_factory=list)


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _stored_states(read: _CheckRead) -> Iterator[tuple[int, Any, str | None]]:
    """Every state read, oldest first: ``(version, data, text)`` with the snapshot's JSON
    text, or ``None`` for a state a delta gives. The data is changed in place by the next
    delta: use it before asking for the next state."""
    game_id = read.record.id
    deltas = iter(read.deltas)
    pending = next(deltas, None)
    version, data = -1, None
    for number, (snapshot_version, stored) in enumerate(read.snapshots):
        while pending is not None and int(pending[0]) < snapshot_version:
            if data is None:
                raise StoreError(f"game {game_id}: a delta comes before every snapshot")
            version, data = _apply_stored_delta(game_id, version, data, pending)
            yield version, data, None
            pending = next(deltas, None)
        text = unpack(stored)
        version, data = snapshot_version, json.loads(text)
        yield version, data, text
        if number == len(read.snapshots) - 1:
            while pending is not None:
                version, data = _apply_stored_delta(game_id, version, data, pending)
                yield version, data, None
                pending = next(deltas, None)


def _matches(game: Game[Any, Any], state: GameState, data: Any, text: str | None) -> bool:
    """Whether a replayed ``state`` is exactly the stored one (``data``; ``text``, a
    snapshot's JSON as written): the same JSON, types and key order included. Compared as
    text (~0.3 ms for a Fitna state; comparing Python data took twice as long). A state stored
    in an older layout of the game's state (Peak Oil before the kit's flow) is compared as the
    game reads it back (``Game.load_state`` converts it; the order of a mapping's keys, which
    can change how an engine plays, is kept by that conversion and so still compared)."""
    dumped = game.dump_state(state)
    if dumped == text or _state_text(json.loads(dumped)) == _state_text(data):
        return True
    return _older_layout_matches(game, dumped, data)


def _older_layout_matches(game: Game[Any, Any], dumped: str, data: Any) -> bool:
    """Whether stored ``data`` is a state in an older layout (it lacks a field of today's
    state) that the game reads back (``Game.load_state`` converts it) as exactly ``dumped``.
    A state in today's layout is never compared this way, so a key added to it still shows."""
    fields = set(getattr(game.state_model, "model_fields", {}))
    if not isinstance(data, dict) or fields <= set(data):
        return False
    try:
        return game.dump_state(game.load_state(data)) == dumped
    except Exception:  # a stored state the game cannot read is no match
        return False


def _earlier_problem(game: Game[Any, Any], read: _CheckRead) -> str | None:
    """What is wrong with the stored states a first pass does not replay to (``None``:
    nothing): every snapshot up to the one the replay starts from decodes, reads back
    through the game's state model as exactly the JSON stored (one in an older layout: reads
    back at all) and keeps the game's invariants (``Game.invariants``, what self-play checks
    after every move); every delta before it applies to the state before it (its base is
    that state's version, its paths are there). What this cannot see, a state changed into
    another state the game allows, only a replay from the set-up finds (``check-db --full``)."""
    snapshots = [*read.earlier_snapshots, read.snapshots[0]]
    early = _CheckRead(read.record, snapshots, read.earlier_deltas, [])
    states = _stored_states(early)
    for version, _data, text in states:
        if text is None:
            continue  # a delta that applied; the state it gives is not compared
        try:
            state = game.load_state(text)
        except Exception as error:
            return f"its stored state of version {version} cannot be read: {error}"
        if game.dump_state(state) != text and not _older_layout_matches(
            game, game.dump_state(state), json.loads(text)
        ):
            return f"its stored state of version {version} does not read back as it was stored"
        broken = game.invariants(state)
        if broken:
            return f"its stored state of version {version} breaks the rules: {'; '.join(broken)}"
    return None


def _check_read(
    game: Game[Any, Any],
    read: _CheckRead,
    since: tuple[int, str] | None,
    *,
    start: int | None = None,
) -> tuple[str | None, tuple[int, str] | None]:
    """What is wrong with one game's read (``None``: its log replays to every stored state)
    and its newest state ``(version, JSON)``. From the set-up, or with ``since`` from the
    state the last check ended at, if that state is unchanged, or with ``start`` from the
    stored snapshot of that version (the first read; checked by :func:`_earlier_problem`);
    the newest state is ``None`` when an undo since reaches behind it (then only a replay
    from the set-up tells)."""
    record = read.record
    log = read.log
    stack: list[tuple[int | None, GameState]] | None = None
    if start is not None:
        since = None
    elif since is None:
        if record.seed is None:
            raise StoreError(f"game {record.id} has not started; there is nothing to replay")
        stack = [(None, game.setup(record.seat_names, record.seed, record.options))]
    at = 0
    newest: tuple[int, Any, str | None] | None = None
    for version, data, text in _stored_states(read):
        newest = version, data, text
        if stack is None and start is not None:
            # the first state read: the snapshot the replay starts from
            stack = [(None, game.load_state(text or _state_text(data)))]
            while at < len(log) and log[at].version <= version:
                at += 1
            continue
        if stack is None:
            assert since is not None
            if version < since[0]:
                continue
            if version > since[0] or _sha256(text or _state_text(data)) != since[1]:
                return (
                    f"the stored state of version {since[0]}, found right before, has changed",
                    None,
                )
            # from the text: the data is changed in place by the next delta
            stack = [(None, game.load_state(text or _state_text(data)))]
            while at < len(log) and log[at].version <= version:
                at += 1
            continue
        while at < len(log) and log[at].version <= version:
            row = log[at]
            at += 1
            if row.kind == "move":
                if row.seat is None:
                    raise StoreError(f"move {row.seq} of game {record.id} has no seat")
                stack.append((row.seq, game.apply(stack[-1][1], row.seat, row.action)[0]))
            elif len(stack) > 1 and stack[-1][0] == row.undoes:
                stack.pop()
            elif since is not None or start is not None:
                return None, None
            else:
                raise StoreError(f"undo marker {row.seq} does not take back the last move")
        if not _matches(game, stack[-1][1], data, text):
            return f"replaying its log does not give its stored state of version {version}", None
    if newest is None or stack is None:
        return "it has no stored state to check", None
    if at < len(log):
        return f"its log goes on after its newest stored state (version {newest[0]})", None
    version, data, text = newest
    return None, (version, text if text is not None else _state_text(data))
