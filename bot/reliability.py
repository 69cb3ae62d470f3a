"""Reliability and pace, per player and per server (issue 33, item 1).

Each time the game stops waiting on a seat, :meth:`bot.scheduling.Scheduler.sync` hands the
ended wait here (:func:`record_waits`), and :meth:`~bot.scheduling.Scheduler.seat_replaced`
hands a replaced player's (:func:`record_replaced`); table ``seat_waits`` (migration 14 of
:mod:`bot.store`) keeps one row per wait, turns and questions alike (a question is a wait
of a seat not on turn: both are "the game waits on you"):

* **answered**: the seat's player moved before any deadline of that wait was handled;
  the answer time is the log's time of their move minus the time the game began waiting on
  the seat (a vacation taken meanwhile counts: the figure is the pace the others saw);
* **missed**: a deadline of the wait was handled first: their clock ran out (and the rules'
  default was played, or the host skipped them, or they moved late), or a question's
  answer deadline passed (its default answer played, where the rules give one);
* **replaced**: the player was replaced in the seat (``/game replace``), whether the game
  was waiting on them then or not (``asked_at`` is empty when it was not).

A wait that ends because the game stopped asking the seat without its move (another
player's move withdrew the question, the game ended or was aborted) is neither an answer
nor a miss, and is not kept. A wait that begins at the seat's own answer (a turn of several
moves in a row, or a turn the daily deadline plays out after a miss) is the same turn going
on: answered, it is not counted again (missed, it is a miss).

The figures of a player on one server (:func:`figures`), beside the rating of
``/results stats``:

* **turns missed**: the missed waits plus the replacements during a wait, as a share of all
  the waits kept;
* **reliability**: 100 % minus that share, in whole percent (rounded down);
* **median** and **90th percentile** answer time over the answered waits (the median is the
  middle value, or the mean of the two middle ones; the percentile is the nearest rank:
  the ⌈0.9·n⌉-th smallest — authored, the common definitions);
* **games abandoned**: the games in which the player was replaced.

A lobby may require a minimum reliability of those who join (``/game new min_reliability``,
else the server's default of ``/server settings``; none unless set): a player whose
reliability on the server is below it is refused; a player with no wait kept on the server
yet (a newcomer) is let in, since there is nothing to judge them by.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from .database import Transaction
from .errors import Refused
from .store import Store

#: The outcomes a kept wait may have.
OUTCOMES = ("answered", "missed", "replaced")


@dataclass(frozen=True)
class EndedWait:
    """One wait of a seat that ended: who was asked, from when to when, and how it ended."""

    seat: int
    user_id: int
    asked_at: float | None
    ended_at: float
    outcome: str


@dataclass(frozen=True)
class Figures:
    """A player's reliability and pace on one server (see the module doc)."""

    asked: int
    missed: int
    answer_times: tuple[float, ...]
    abandoned: int

    @property
    def missed_share(self) -> float | None:
        """The share of the waits missed (``None`` with no wait kept)."""
        return self.missed / self.asked if self.asked else None

    @property
    def reliability(self) -> int | None:
        """100 % minus the share missed, in whole percent rounded down (``None``: no wait)."""
        if not self.asked:
            return None
        return (100 * (self.asked - self.missed)) // self.asked

    @property
    def median(self) -> float | None:
        """The median answer time, in seconds (``None``: no answer kept)."""
        return statistics.median(self.answer_times) if self.answer_times else None

    @property
    def p90(self) -> float | None:
        """The 90th-percentile answer time (nearest rank), in seconds."""
        return percentile(self.answer_times, 90)


def percentile(values: Sequence[float], rank: float) -> float | None:
    """The nearest-rank ``rank``-th percentile of ``values``: the ⌈rank/100·n⌉-th smallest."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(1, math.ceil(rank / 100 * len(ordered))) - 1]


async def record_waits(db: Transaction, game_id: int, waits: Sequence[EndedWait]) -> None:
    """Inside the transaction that ends them: keep the ended ``waits`` of a game."""
    if waits:
        await db.executemany(
            "INSERT INTO seat_waits (game_id, seat, user_id, asked_at, ended_at, outcome) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            [(game_id, w.seat, w.user_id, w.asked_at, w.ended_at, w.outcome) for w in waits],
        )


async def record_replaced(db: Transaction, game_id: int, seat: int, now: float) -> None:
    """Inside the transaction of a replacement, before the seat's timer follows its new
    player: the replaced player leaves the seat (a missed wait if the game waited on it)."""
    row = await db.fetch_one(
        "SELECT user_id, waiting_since FROM turn_timers WHERE game_id = ? AND seat = ?",
        (game_id, seat),
    )
    if row is not None:
        waiting = None if row[1] is None else float(row[1])
        await record_waits(db, game_id, [EndedWait(seat, int(row[0]), waiting, now, "replaced")])


async def figures(store: Store, guild_id: int | None, user_id: int) -> Figures:
    """``user_id``'s figures over the games of the server ``guild_id``."""
    rows = await store.fetch_all(
        "SELECT w.game_id, w.asked_at, w.ended_at, w.outcome, w.seat FROM seat_waits w "
        "JOIN games g ON g.id = w.game_id WHERE w.user_id = ? AND g.guild_id = ?",
        (user_id, guild_id),
    )
    # A wait that began as the seat's previous wait ended, at its own move (answered, or a
    # move made for it once a deadline passed: the daily deadline plays a turn out), goes
    # on with the same turn (several moves in a row): it is not another time asked, unless
    # it was missed.
    answered_at = {
        (int(row[0]), int(row[4]), float(row[2])) for row in rows if row[3] != "replaced"
    }
    asked = missed = 0
    times: list[float] = []
    abandoned: set[int] = set()
    for row in rows:
        outcome = str(row[3])
        asked_at = None if row[1] is None else float(row[1])
        if outcome == "replaced":
            abandoned.add(int(row[0]))
        if asked_at is None:
            continue
        if outcome == "answered" and (int(row[0]), int(row[4]), asked_at) in answered_at:
            continue
        asked += 1
        if outcome == "answered":
            times.append(max(0.0, float(row[2]) - asked_at))
        else:
            missed += 1
    return Figures(asked, missed, tuple(times), len(abandoned))


async def server_minimum(store: Store, guild_id: int) -> int | None:
    """The server's default minimum reliability of new lobbies (``None``: none)."""
    row = await store.fetch_one(
        "SELECT min_reliability FROM server_settings WHERE guild_id = ?", (guild_id,)
    )
    return None if row is None or row[0] is None else int(row[0])


async def set_server_minimum(store: Store, guild_id: int, value: int | None) -> None:
    """Set (or, with ``None``, clear) the server's default minimum reliability."""
    check_minimum(value)
    async with store.transaction() as db:
        await db.execute(
            "INSERT INTO server_settings (guild_id, min_reliability) VALUES (?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET min_reliability = excluded.min_reliability",
            (guild_id, value),
        )


def check_minimum(value: int | None) -> None:
    """:class:`Refused` unless ``value`` is a whole percent from 0 to 100 (or ``None``)."""
    if value is not None and (isinstance(value, bool) or not 0 <= value <= 100):
        raise Refused(key="reliability_range")


async def lobby_minimum(store: Store, game_id: int) -> int | None:
    """The minimum reliability a lobby requires of those who join (``None``: none)."""
    row = await store.fetch_one(
        "SELECT min_reliability FROM lobby_requirements WHERE game_id = ?", (game_id,)
    )
    return None if row is None else int(row[0])


async def set_lobby_minimum(store: Store, game_id: int, value: int | None) -> None:
    """Require ``value`` % reliability of those who join the lobby (``None``: nothing)."""
    check_minimum(value)
    async with store.transaction() as db:
        await db.execute("DELETE FROM lobby_requirements WHERE game_id = ?", (game_id,))
        if value is not None:
            await db.execute(
                "INSERT INTO lobby_requirements (game_id, min_reliability) VALUES (?, ?)",
                (game_id, value),
            )


async def check_joiner(store: Store, game_id: int, guild_id: int | None, user_id: int) -> None:
    """:class:`Refused` if the lobby requires more reliability than ``user_id`` has on the
    server (a player with no wait kept there is let in)."""
    minimum = await lobby_minimum(store, game_id)
    if minimum is None:
        return
    mine = await figures(store, guild_id, user_id)
    if mine.reliability is not None and mine.reliability < minimum:
        raise Refused(
            key="too_unreliable", game=game_id, minimum=minimum, reliability=mine.reliability
        )
