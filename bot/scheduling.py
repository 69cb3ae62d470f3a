"""Asynchronous play without a transport: reminders, clocks, vacations, and what Discord refused.

Everything lives in the store (tables ``turn_timers``, ``dm_refused``, ``prompt_paths``, created
by the second migration of :mod:`bot.store`), so a
restart loses nothing: the ticker asks :meth:`Scheduler.due` on each tick.

Rules implemented (the "Rally the Troops" style of correspondence play):

* **Reminders.** While the game waits on a seat, its player is reminded every
  ``reminder_hours`` (default 24) counted from when the wait began or the last reminder.
  No reminder goes to a player on vacation; the count starts again when the vacation ends.
* **Time control** (optional, off unless ``clock_hours`` is set). Each seat has a clock of
  ``clock_hours`` hours. It runs only while the game waits on that seat; when the seat has
  acted, ``increment_hours`` are added to it. When a clock reaches zero the deadline is due
  once for that wait: the game's default action is taken at once if the rulebook defines it
  (``Game.default_is_automatic``); otherwise the thread is told and the host decides: skip
  the player (their game's ``default_action``, if it has one), replace them, or abort.
* **Answer deadline.** Without time control, a seat the game has waited on for
  ``answer_hours`` (off unless set; a new game takes its game's ``Game.answer_hours``) is
  due an *answer* once for that wait: if the rules give a
  default answer to what it is asked now (a question to a seat not on turn, see
  ``rules.core.questions``; ``Game.automatic_action``), the ticker plays it, so a defender
  or ally who does not answer never stalls the game. Nothing happens on a seat's own turn,
  nor during the player's quiet hours (it waits for their end, like a reminder).
  Under time control the seat's clock is the only deadline.
* **Standing answers** (``/game standing``). A seat waited on with a standing answer is due
  a *standing* look a person's delay after its wait began (:func:`standing_delay`), once
  per version of the game (and again when its player changes their standing answers): the
  ticker plays the answer if the game asks that question then. Not during quiet hours nor
  a vacation.
* **Warning.** Under time control, a player is warned once when their clock goes under a
  quarter of its full time (at most one reminder interval before it runs out).
* **Vacation.** A player may pause their clock for up to ``max_vacation_days`` days (default
  14) at a time; the time already used is banked when the vacation starts and the clock
  resumes when it ends (or when the player ends it early with 0 days).
* **Quiet publishing.** The game's thread has one *turn message* at a time (:class:`TurnPost`):
  the message a front-end posted when the game last started waiting on somebody new, which
  it may edit in place while the game waits on fewer of the same players.
* **How each user is told it is their turn** (:class:`UserPrefs`): a mention (on by default),
  a DM (off by default), and quiet hours in the user's own time zone during which they are
  named without a mention or DM and no reminder goes to them.
* **A daily deadline** (``daily_deadline``, a time of day in the game's ``timezone``; issue
  33, item 4): a seat the game has waited on is due a *daily* once the first such time at
  least :data:`DAILY_LEAST_HOURS` after its wait began (or its vacation ended) has passed,
  once per wait; the ticker plays for it. Not during a vacation; quiet hours do not hold it.
* **Pauses** (``pauses``): how many vacations each player may take in a game, counted in
  table ``game_pauses`` (migration 17); ``None``: no limit.
* **The daily digest** (:class:`UserPrefs` ``digest``, issue 33, item 2): at the user's hour
  of their day, outside their quiet hours, once a day (:meth:`Scheduler.digests_due`,
  :meth:`Scheduler.take_digest`); while it is on and DMs can reach them, no reminder is due
  to them.
* **Stale pings.** The reminders and "last one" pings posted in a thread are kept by seat
  (:meth:`Scheduler.save_reminder`) and deleted once that seat's wait ends
  (:meth:`Scheduler.stale_reminders`), so the thread does not fill with old pings.
* **DMs refused.** When Discord refuses a DM (the user closed DMs or blocked the bot) the
  user is remembered and never DMed again; they are told once to use ``/game hand``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import math
import random
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from bot.database import Row, Transaction
from bot.reliability import EndedWait, record_replaced, record_waits
from bot.store import GameRecord, Store
from bot.texts import Said, text

log = logging.getLogger("petrocord.scheduling")

#: The game's record and the seats it waits on now, read together.
WaitingOf = Callable[[int], Awaitable[tuple[GameRecord, list[int]]]]

HOUR = 3600.0
DAY = 24 * HOUR
#: The delay before a standing answer is played (:func:`standing_delay`): "a few minutes"
#: (issue 26, item 6), drawn log-normal with this median (seconds) and spread (the standard
#: deviation of its logarithm: about two thirds of the draws between 2.2 and 7.3 minutes),
#: kept between one minute and twenty.
STANDING_MEDIAN = 4 * 60.0
STANDING_SPREAD = 0.6
STANDING_SHORTEST = 60.0
STANDING_LONGEST = 20 * 60.0
#: A daily deadline plays for a seat only once the game has waited on it this many hours
#: (:meth:`AsyncSettings.daily_at`; authored, issue 33 item 4: half a day, so a player whose
#: turn comes shortly before the deadline has until the next day's).
DAILY_LEAST_HOURS = 12.0
#: How long a bot process holds a ticker job it claimed (:meth:`Scheduler.claim`): a process
#: that dies while doing it leaves it to another after this many seconds.
LEASE_SECONDS = 300.0


class SettingsError(Said, ValueError):
    """Settings that are not acceptable; the message (a sentence of :mod:`bot.texts`, or a
    text as it is) says why."""


class AsyncSettings(BaseModel):
    """A game's settings for asynchronous play (kept in the game's ``settings`` JSON)."""

    model_config = ConfigDict(extra="ignore")

    #: Hours between two reminders to a player the game waits on.
    reminder_hours: float = Field(default=24, gt=0, le=24 * 60)
    #: Hours on each player's clock; ``None`` switches time control off.
    clock_hours: float | None = Field(default=None, gt=0, le=24 * 365)
    #: Hours added to a player's clock after each of their moves.
    increment_hours: float = Field(default=0, ge=0, le=24 * 60)
    #: Longest vacation (clock paused) a player may take at once, in days.
    max_vacation_days: int = Field(default=14, ge=0, le=365)
    #: Without time control: hours a seat asked out of turn has before the rules' default
    #: answer is played (only where the rules give one); ``None``: no answer deadline. A new
    #: game starts with its game's ``Game.answer_hours``.
    answer_hours: float | None = Field(default=None, gt=0, le=24 * 60)
    #: The language the game speaks in its thread, its DMs and its pictures.
    language: Literal["en", "fr", "de"] = "en"
    #: A fixed daily deadline (issue 33, item 4): ``HH:MM``, a time of day in the game's
    #: ``timezone`` at which the seats the game has waited on long enough are played for
    #: (:meth:`daily_at`); ``None``: none.
    daily_deadline: str | None = Field(default=None, pattern=r"^([01][0-9]|2[0-3]):[0-5][0-9]$")
    #: The game's time zone (an IANA name), in which its daily deadline is read.
    timezone: str = "UTC"
    #: How many pauses (``/game vacation``) each player may take in this game, each at most
    #: ``max_vacation_days``; ``None``: as many as they like.
    pauses: int | None = Field(default=None, ge=0, le=100)

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        zone_of(value)
        return value

    @classmethod
    def parse(cls, raw: dict[str, Any] | None) -> AsyncSettings:
        """Settings from a game's JSON, :class:`SettingsError` in words if a value is wrong."""
        try:
            return cls.model_validate(dict(raw or {}))
        except ValidationError as error:
            item = error.errors()[0]
            where = ".".join(str(p) for p in item.get("loc", ())) or "settings"
            raise SettingsError(
                key="bad_setting", where=where, why=item.get("msg", "invalid")
            ) from None

    def warning_seconds(self) -> float | None:
        """How long before a clock runs out its player is warned: a quarter of the clock,
        at most a reminder interval (``None`` without time control)."""
        if not self.clock_hours:
            return None
        return min(self.clock_hours / 4, self.reminder_hours) * HOUR

    def describe(self, language: str = "en") -> str:
        """The settings in words, in ``language``."""
        clock = (
            text(
                language,
                "clock_of",
                hours=f"{self.clock_hours:g}",
                increment=f"{self.increment_hours:g}",
            )
            if self.clock_hours
            else text(language, "no_time_control")
        )
        answers = (
            text(language, "answers_due", hours=f"{self.answer_hours:g}")
            if self.answer_hours and not self.clock_hours
            else ""
        )
        said = text(
            language,
            "async_settings",
            hours=f"{self.reminder_hours:g}",
            clock=clock,
            days=self.max_vacation_days,
        )
        daily = (
            text(language, "daily_deadline_is", at=self.daily_deadline, zone=self.timezone)
            if self.daily_deadline
            else ""
        )
        pauses = (
            text(language, "pauses_are", count=self.pauses, days=self.max_vacation_days)
            if self.pauses is not None
            else ""
        )
        return said + answers + daily + pauses

    def daily_at(self, start: float) -> float | None:
        """The daily deadline that applies to a wait that began (or came back from a
        vacation) at ``start``: the first time of day ``daily_deadline`` in the game's time
        zone at least :data:`DAILY_LEAST_HOURS` after it (``None`` without one). Authored:
        nobody is played for minutes after the game began waiting on them; the time is the
        group's, read on the wall clock of its zone (a summer-time change moves it with the
        clocks)."""
        if not self.daily_deadline:
            return None
        zone = zone_of(self.timezone)
        hour, minute = (int(part) for part in self.daily_deadline.split(":"))
        earliest = datetime.fromtimestamp(start + DAILY_LEAST_HOURS * HOUR, zone)
        day = earliest.date()
        for _ in range(3):
            at = datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone).timestamp()
            if at >= start + DAILY_LEAST_HOURS * HOUR:
                return at
            day = day + timedelta(days=1)
        return None  # not reached: a day after the earliest there is always that time


@dataclass(frozen=True)
class Due:
    """Something the ticker must do now for one waiting seat."""

    kind: Literal["reminder", "warning", "deadline", "answer", "standing", "daily"]
    game_id: int
    seat: int
    user_id: int


@dataclass(frozen=True)
class SeatClock:
    """One seat's timers as they stand now."""

    seat: int
    user_id: int
    waiting: bool
    #: Seconds left on the clock now, ``None`` without time control.
    left: float | None
    vacation_until: float | None
    #: When the current wait began (``None`` when the game does not wait on the seat).
    waiting_since: float | None = None

    @property
    def ran_out(self) -> bool:
        """The clock is at zero and not paused by a vacation (the player may be skipped)."""
        return self.left is not None and self.left <= 0 and self.vacation_until is None


@dataclass(frozen=True)
class TurnPost:
    """The game's current turn message in its thread.

    ``from_seq``..``seq`` are the log entries its summary covers; ``waiting`` the seats the
    game waited on when it was last posted or edited."""

    game_id: int
    message_id: int
    from_seq: int
    seq: int
    waiting: tuple[int, ...]


#: The languages a game may speak, in words.
LANGUAGE_NAMES = {"en": "English", "fr": "French (français)", "de": "German (Deutsch)"}


@dataclass(frozen=True)
class ServerSettings:
    """A server's own choices for its games (``/server settings``, Manage Server)."""

    guild_id: int
    #: The text channel every new game's lobby and thread go to (``None``: where
    #: ``/game new`` is used).
    channel_id: int | None = None
    #: Defaults of a new game opened without its own (``None``: the bot's settings).
    reminder_hours: float | None = None
    clock_hours: float | None = None
    #: Only members with this role (or Manage Server) may open games (``None``: anyone).
    opener_role_id: int | None = None
    #: The language of new games (``None``: English).
    language: str | None = None

    def describe(self, language: str = "en") -> str:
        """The server's choices in words, in ``language``."""
        return "; ".join(
            [
                text(language, "games_in", channel=f"<#{self.channel_id}>")
                if self.channel_id
                else text(language, "games_anywhere"),
                text(language, "reminders_every", hours=f"{self.reminder_hours:g}")
                if self.reminder_hours
                else text(language, "reminders_default"),
                text(language, "clocks_of", hours=f"{self.clock_hours:g}")
                if self.clock_hours
                else text(language, "no_time_control"),
                text(language, "opened_by", role=f"<@&{self.opener_role_id}>")
                if self.opener_role_id
                else text(language, "anyone_opens"),
                text(language, "games_language", which=self.language or "en"),
            ]
        )


@dataclass(frozen=True)
class UserPrefs:
    """How one user is told that a game waits on them (``/game notify``)."""

    user_id: int
    #: Mention the user in the thread when a game starts waiting on them.
    ping: bool = True
    #: Send a DM too.
    dm: bool = False
    #: Quiet hours, whole hours of the user's day (``from`` included, ``to`` excluded; may
    #: wrap past midnight); ``None`` for none.
    quiet_from: int | None = None
    quiet_to: int | None = None
    #: An IANA time zone name (``Europe/Paris``).
    timezone: str = "UTC"
    #: Any DM from the bot (private views, turn DMs, reminders); off: the user reads their
    #: secrets only through ``/game hand``.
    dms: bool = True
    #: Mention the user when the seat after the one on turn is theirs ("you are next", issue
    #: 33, item 3), once per turn; off by default.
    next: bool = False
    #: The hour of the user's day (in their ``timezone``) their daily digest is sent at
    #: (issue 33, item 2), which then replaces their reminders; ``None``: no digest.
    digest: int | None = None
    #: The language of the digest: that of the Discord client it was turned on from.
    digest_language: str = "en"

    def quiet_at(self, now: float) -> bool:
        """Whether ``now`` falls in the user's quiet hours (in their time zone)."""
        if self.quiet_from is None or self.quiet_to is None or self.quiet_from == self.quiet_to:
            return False
        hour = datetime.fromtimestamp(now, zone_of(self.timezone)).hour
        if self.quiet_from < self.quiet_to:
            return self.quiet_from <= hour < self.quiet_to
        return hour >= self.quiet_from or hour < self.quiet_to

    def describe(self, language: str = "en") -> str:
        """The user's choices in words, in ``language``."""
        quiet = (
            text(
                language,
                "quiet_hours_are",
                start=f"{self.quiet_from:02d}:00",
                end=f"{self.quiet_to:02d}:00",
                zone=self.timezone,
            )
            if self.quiet_from is not None and self.quiet_to is not None
            else text(language, "no_quiet_hours")
        )
        return (
            text(
                language,
                "prefs",
                ping=text(language, "on" if self.ping else "off"),
                dm=text(language, "on" if self.dm else "off"),
                quiet=quiet,
                dms=text(language, "dms_on" if self.dms else "dms_off"),
            )
            + text(language, "next_pref", on=text(language, "on" if self.next else "off"))
            + (
                text(language, "digest_pref", hour=f"{self.digest:02d}:00", zone=self.timezone)
                if self.digest is not None
                else text(language, "digest_off")
            )
        )

    def local_day(self, now: float) -> str:
        """The user's date at ``now`` in their time zone (``2026-11-26``)."""
        return datetime.fromtimestamp(now, zone_of(self.timezone)).date().isoformat()

    def digest_time(self, now: float) -> bool:
        """Whether ``now`` is at or past the user's digest hour on their day, outside their
        quiet hours (a digest whose hour falls in them waits for their end, that day)."""
        if self.digest is None:
            return False
        return datetime.fromtimestamp(now, zone_of(self.timezone)).hour >= self.digest and (
            not self.quiet_at(now)
        )


_PREFS = (
    "SELECT user_id, ping, dm, quiet_from, quiet_to, timezone, dms, next_ping, digest_hour, "
    "digest_language FROM user_prefs"
)


def _prefs(row: Row) -> UserPrefs:
    return UserPrefs(
        int(row[0]),
        bool(row[1]),
        bool(row[2]),
        row[3],
        row[4],
        str(row[5]),
        bool(row[6]),
        bool(row[7]),
        None if row[8] is None else int(row[8]),
        str(row[9] or "en"),
    )


def standing_delay(key: tuple[int, int, int, float], deadline: float | None) -> float:
    """Seconds after the start of a wait that a seat's standing answer is played: a delay
    drawn like a person's, so that neither the answer's speed nor its words tell the other
    players it was set in advance (in other asynchronous bots an instant automatic pass
    told that a player held no card to play).

    The draw is seeded by ``key`` (the game's seed, which the players do not know while it
    runs, the game, the seat and when the wait began): the same wait always gets the same
    delay, and a restart changes nothing. It is log-normal (the usual shape of people's
    response times) around :data:`STANDING_MEDIAN`, kept between :data:`STANDING_SHORTEST` and
    :data:`STANDING_LONGEST`, and at most half of ``deadline`` (the seconds the seat has to
    answer: its clock, or the game's answer deadline; ``None`` for none)."""
    digest = hashlib.sha256(repr(("standing", *key)).encode()).digest()
    drawn = random.Random(digest).lognormvariate(math.log(STANDING_MEDIAN), STANDING_SPREAD)
    delay = min(max(drawn, STANDING_SHORTEST), STANDING_LONGEST)
    return delay if deadline is None else max(0.0, min(delay, deadline / 2))


def ended_wait(timer: _Timer, moved_at: float | None, since: float) -> list[EndedWait]:
    """The wait of ``timer`` that ends now, as :mod:`bot.reliability` keeps it: answered at
    the seat's move, missed if a deadline of the wait was handled first or its clock was
    out by then (also when it ended without the seat's move after that), nothing if the
    game stopped asking it otherwise."""
    assert timer.waiting_since is not None
    at = moved_at if moved_at is not None else since
    left = timer.left_at(at)
    if timer.expired or (left is not None and left <= 0):
        outcome = "missed"
    elif moved_at is not None:
        outcome, at = "answered", moved_at
    else:
        return []
    return [EndedWait(timer.seat, timer.user_id, timer.waiting_since, at, outcome)]


def zone_of(name: str) -> ZoneInfo:
    """The time zone called ``name``; :class:`SettingsError` in words for an unknown one."""
    if name in known_zones():
        try:
            return ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError, OSError):
            pass
    shown = name if len(name) <= 40 else name[:40] + "…"
    raise SettingsError(key="bad_zone", zone=repr(shown))


@functools.cache
def known_zones() -> frozenset[str]:
    """The IANA time zone names this machine has (a name is checked here before it is read
    as a file: a long or odd name would otherwise fail as an OS error, not as a bad zone)."""
    return frozenset(available_timezones())


@dataclass
class _Timer:
    game_id: int
    seat: int
    user_id: int
    waiting_since: float | None
    last_reminded: float | None
    counted_until: float | None
    clock_left: float | None
    vacation_until: float | None
    expired: bool
    #: The seat's standing answer was looked at since the game's last change (see
    #: :meth:`Scheduler.due`).
    standing_tried: bool = False

    def running_from(self) -> float:
        """From when the clock counts: the later of what was charged and the vacation's end."""
        start = self.counted_until if self.counted_until is not None else self.waiting_since or 0.0
        return max(start, self.vacation_until or 0.0)

    def left_at(self, now: float) -> float | None:
        if self.clock_left is None:
            return None
        if self.waiting_since is None:
            return self.clock_left
        return self.clock_left - max(0.0, now - self.running_from())

    def on_vacation(self, now: float) -> bool:
        return self.vacation_until is not None and now < self.vacation_until


class Scheduler:
    """Reminder, deadline and vacation bookkeeping for every game, on the store."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        waiting_of: WaitingOf | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        #: The game's record and the seats it waits on now (the service's
        #: :meth:`~bot.service.GameService.waiting`): with it the timers are derived again
        #: from the game whenever they are read (:meth:`reconcile`).
        self.waiting_of = waiting_of

    # ------------------------------------------------------------------ timers

    async def _timers(
        self, game_id: int | None = None, tx: Transaction | None = None
    ) -> list[_Timer]:
        sql = (
            "SELECT game_id, seat, user_id, waiting_since, last_reminded, counted_until, "
            "clock_left, vacation_until, expired, standing_tried FROM turn_timers"
        )
        params: tuple[Any, ...] = ()
        if game_id is not None:
            sql += " WHERE game_id = ?"
            params = (game_id,)
        read = self.store.fetch_all if tx is None else tx.fetch_all
        rows = await read(sql + " ORDER BY game_id, seat", params)
        return [
            _Timer(
                game_id=row[0],
                seat=row[1],
                user_id=row[2],
                waiting_since=row[3],
                last_reminded=row[4],
                counted_until=row[5],
                clock_left=row[6],
                vacation_until=row[7],
                expired=bool(row[8]),
                standing_tried=bool(row[9]),
            )
            for row in rows
        ]

    async def _save(self, timers: Sequence[_Timer]) -> None:
        async with self.store.transaction() as db:
            await self._write(db, timers)

    @staticmethod
    async def _write(db: Transaction, timers: Sequence[_Timer]) -> None:
        await db.executemany(
            "INSERT INTO turn_timers (game_id, seat, user_id, waiting_since, "
            "last_reminded, counted_until, clock_left, vacation_until, expired, standing_tried) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET "
            "user_id = excluded.user_id, waiting_since = excluded.waiting_since, "
            "last_reminded = excluded.last_reminded, counted_until = excluded.counted_until, "
            "clock_left = excluded.clock_left, vacation_until = excluded.vacation_until, "
            "expired = excluded.expired, standing_tried = excluded.standing_tried",
            [
                (
                    t.game_id,
                    t.seat,
                    t.user_id,
                    t.waiting_since,
                    t.last_reminded,
                    t.counted_until,
                    t.clock_left,
                    t.vacation_until,
                    int(t.expired),
                    int(t.standing_tried),
                )
                for t in timers
            ],
        )

    async def forget_game(self, game_id: int) -> None:
        async with self.store.transaction() as db:
            await db.execute("DELETE FROM turn_timers WHERE game_id = ?", (game_id,))

    @staticmethod
    async def _claim_mark(db: Transaction, column: str, game_id: int, version: int) -> bool:
        """Inside a transaction: raise the game's ``column`` mark to ``version``; whether it
        was below (one statement, so of two writers exactly one moves it)."""
        other = "published_version" if column == "timers_version" else "timers_version"
        changed = await db.execute(
            f"INSERT INTO game_marks (game_id, {column}, {other}) VALUES (?, ?, 0) "
            f"ON CONFLICT (game_id) DO UPDATE SET {column} = excluded.{column} "
            f"WHERE game_marks.{column} < excluded.{column}",
            (game_id, version),
        )
        return changed == 1

    async def sync(
        self, record: GameRecord, waiting: Sequence[int], acted: int | None = None
    ) -> None:
        """Bring a game's timers in line with who it waits on at ``record.version``
        (``waiting``, the game's ``to_act`` then), once per version: a second call for the
        same version (the publisher and the ticker's reconciliation) changes nothing.

        What changed since the version the timers were last derived at is read from the log:
        a seat that stops being waited on, or that moved meanwhile, is charged the time it used
        up to its move (the log's time; the last move's time for a seat that did not move)
        and gets the increment; a seat that starts being waited on starts its wait (and
        reminder count) at the time of the last move, when the game began waiting on it (the
        game's last change for one without a move: the start). ``acted`` is the seat that
        just moved, when the caller knows it (the log says it too). A finished or aborted game
        loses its timers.
        """
        if record.status != "running":
            await self.forget_game(record.id)
            return
        settings = AsyncSettings.parse(record.settings)
        now = self.clock()
        async with self.store.transaction() as db:
            mark = await db.fetch_one(
                "SELECT timers_version FROM game_marks WHERE game_id = ?", (record.id,)
            )
            since_version = int(mark[0]) if mark is not None else 0
            if not await self._claim_mark(db, "timers_version", record.id, record.version):
                return  # derived at this version (or a later one) already
            rows = await db.fetch_all(
                "SELECT seat, at, kind FROM actions WHERE game_id = ? AND version > ? "
                "AND version <= ? ORDER BY seq",
                (record.id, since_version, record.version),
            )
            since = min(float(rows[-1][1]) if rows else record.updated_at, now)
            moved: dict[int, float] = {}
            for seat_moved, at, kind in rows:
                if kind == "move" and seat_moved is not None:
                    moved.setdefault(int(seat_moved), min(float(at), now))
            if acted is not None:
                moved.setdefault(acted, since)
            existing = {t.seat: t for t in await self._timers(record.id, db)}
            changed: list[_Timer] = []
            ended: list[EndedWait] = []
            for seat in record.seats:
                timer = existing.get(seat.seat)
                if timer is None:
                    timer = _Timer(
                        game_id=record.id,
                        seat=seat.seat,
                        user_id=seat.user_id,
                        waiting_since=None,
                        last_reminded=None,
                        counted_until=None,
                        clock_left=settings.clock_hours * HOUR if settings.clock_hours else None,
                        vacation_until=None,
                        expired=False,
                    )
                timer.user_id = seat.user_id
                # The game changed: what a seat is asked may have too (its standing answer
                # is looked at again, the delay still counted from the start of its wait).
                timer.standing_tried = False
                ends = seat.seat in moved or seat.seat not in waiting
                if timer.waiting_since is not None and ends:
                    ended.extend(ended_wait(timer, moved.get(seat.seat), since))
                    left = timer.left_at(moved.get(seat.seat, since))
                    if left is not None:
                        timer.clock_left = max(0.0, left) + settings.increment_hours * HOUR
                    timer.waiting_since = None
                    timer.last_reminded = None
                    timer.counted_until = None
                    timer.expired = False
                    timer.standing_tried = False
                if seat.seat in waiting and timer.waiting_since is None:
                    timer.waiting_since = since
                    timer.last_reminded = since
                    timer.counted_until = since
                    timer.expired = False
                    timer.standing_tried = False
                changed.append(timer)
            await self._write(db, changed)
            await record_waits(db, record.id, ended)

    async def reconcile(self, game_id: int | None = None) -> set[int]:
        """Derive the timers again, from who the game waits on now, for every running game (or
        one) changed since they were last derived: a move whose publishing never ran (the
        process died after its commit) leaves them behind. The games that could not be brought
        in line (their timers must not be acted on); none without ``waiting_of``."""
        if self.waiting_of is None:
            return set()
        sql = (
            "SELECT g.id FROM games g LEFT JOIN game_marks m ON m.game_id = g.id "
            "WHERE g.status = 'running' AND COALESCE(m.timers_version, 0) < g.version"
        )
        params: tuple[Any, ...] = ()
        if game_id is not None:
            sql += " AND g.id = ?"
            params = (game_id,)
        behind: set[int] = set()
        for row in await self.store.fetch_all(sql, params):
            stale = int(row[0])
            try:
                record, waiting = await self.waiting_of(stale)
                await self.sync(record, waiting)
            except Exception:  # one game's failure never stops the others' timers
                log.exception("game %d: its timers could not be derived again", stale)
                behind.add(stale)
        return behind

    async def mark_published(self, game_id: int, version: int) -> None:
        """The front-end published the game as it stood at ``version`` (see
        :meth:`unpublished`)."""
        async with self.store.transaction() as db:
            await self._claim_mark(db, "published_version", game_id, version)

    async def unpublished(self) -> list[int]:
        """Running or finished games whose last move (or undo) was never published: the
        process died between its commit and its turn message."""
        rows = await self.store.fetch_all(
            "SELECT g.id FROM games g LEFT JOIN game_marks m ON m.game_id = g.id "
            "WHERE g.status IN ('running', 'finished') AND COALESCE(m.published_version, 0) < "
            "(SELECT MAX(a.version) FROM actions a WHERE a.game_id = g.id) ORDER BY g.id"
        )
        return [int(row[0]) for row in rows]

    async def apply_settings(self, record: GameRecord, old: AsyncSettings) -> None:
        """After the host changed settings: switch clocks on (full time) or off."""
        new = AsyncSettings.parse(record.settings)
        if new.clock_hours == old.clock_hours:
            return
        timers = await self._timers(record.id)
        now = self.clock()
        for timer in timers:
            if new.clock_hours is None:
                timer.clock_left = None
            else:
                timer.clock_left = new.clock_hours * HOUR
                timer.counted_until = now if timer.waiting_since is not None else None
            timer.expired = False
        await self._save(timers)

    async def clocks(self, game_id: int) -> list[SeatClock]:
        """Each seat's timers now (derived again first if the game moved on since)."""
        await self.reconcile(game_id)
        now = self.clock()
        return [
            SeatClock(
                seat=t.seat,
                user_id=t.user_id,
                waiting=t.waiting_since is not None,
                left=t.left_at(now),
                vacation_until=t.vacation_until if t.on_vacation(now) else None,
                waiting_since=t.waiting_since,
            )
            for t in await self._timers(game_id)
        ]

    async def due(self, game_id: int | None = None) -> list[Due]:
        """Reminders and deadlines due now, for every running game (or one), read from the
        store. The timers of a game that moved on since they were derived are derived again
        first (:meth:`reconcile`), so only the seats the game waits on are ever due; a game
        whose timers could not be brought in line has nothing due."""
        behind = await self.reconcile(game_id)
        now = self.clock()
        sql = "SELECT id, settings, seed FROM games WHERE status = 'running'"
        rows = await self.store.fetch_all(
            sql + ("" if game_id is None else " AND id = ?"), () if game_id is None else (game_id,)
        )
        settings = {
            row[0]: AsyncSettings.parse(json.loads(row[1] or "{}"))
            for row in rows
            if row[0] not in behind
        }
        seeds = {row[0]: int(row[2] or 0) for row in rows}
        standing = {
            (int(row[0]), int(row[1]))
            for row in await self.store.fetch_all(
                "SELECT DISTINCT game_id, seat FROM standing_answers", ()
            )
        }
        found: list[Due] = []
        quiet = await self._quiet_users(now)
        digests = await self.digest_users()
        for timer in await self._timers(game_id):
            game_settings = settings.get(timer.game_id)
            if game_settings is None or timer.waiting_since is None:
                continue
            if timer.on_vacation(now):
                continue
            left = timer.left_at(now)
            if left is not None and left <= 0 and not timer.expired:
                found.append(Due("deadline", timer.game_id, timer.seat, timer.user_id))
                continue
            daily = game_settings.daily_at(max(timer.waiting_since, timer.vacation_until or 0.0))
            if daily is not None and now >= daily and not timer.expired:
                found.append(Due("daily", timer.game_id, timer.seat, timer.user_id))
                continue
            last = max(timer.last_reminded or timer.waiting_since, timer.vacation_until or 0.0)
            if timer.user_id in quiet:
                continue  # reminded (or answered for) once the user's quiet hours are over
            since = max(timer.waiting_since, timer.vacation_until or 0.0)
            if (timer.game_id, timer.seat) in standing and not timer.standing_tried:
                deadline = (
                    timer.left_at(since)
                    if left is not None
                    else None
                    if game_settings.answer_hours is None
                    else game_settings.answer_hours * HOUR
                )
                key = (seeds[timer.game_id], timer.game_id, timer.seat, timer.waiting_since)
                if now - since >= standing_delay(key, deadline):
                    found.append(Due("standing", timer.game_id, timer.seat, timer.user_id))
                    continue
            hours = game_settings.answer_hours
            answer_due = hours is not None and now - since >= hours * HOUR
            if left is None and answer_due and not timer.expired:
                found.append(Due("answer", timer.game_id, timer.seat, timer.user_id))
            window = game_settings.warning_seconds()
            if left is not None and window is not None and 0 < left <= window:
                crossed = now - (window - left)  # when the clock went under the window
                if last < crossed:
                    found.append(Due("warning", timer.game_id, timer.seat, timer.user_id))
                    continue
            if timer.user_id in digests:
                continue  # their daily digest replaces their reminders (:meth:`digests_due`)
            if now - last >= game_settings.reminder_hours * HOUR:
                found.append(Due("reminder", timer.game_id, timer.seat, timer.user_id))
        return found

    async def deadline_of(self, record: GameRecord, seat: int) -> float | None:
        """When the wait of ``seat`` has its next deadline (``None``: none, or not waited
        on): its clock running out, or the game's daily deadline, whichever comes first; a
        seat on vacation has none until it is back."""
        settings = AsyncSettings.parse(record.settings)
        now = self.clock()
        timer = next((t for t in await self._timers(record.id) if t.seat == seat), None)
        if timer is None or timer.waiting_since is None or timer.on_vacation(now):
            return None
        found = []
        left = timer.left_at(now)
        if left is not None:
            found.append(now + max(0.0, left))
        daily = settings.daily_at(max(timer.waiting_since, timer.vacation_until or 0.0))
        if daily is not None:
            found.append(daily)
        return min(found) if found else None

    async def mark_standing_tried(self, game_id: int, seat: int) -> None:
        """The seat's standing answer was looked at: not again before the game changes (or
        the seat's player changes their standing answers)."""
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE turn_timers SET standing_tried = 1 WHERE game_id = ? AND seat = ?",
                (game_id, seat),
            )

    async def standing_changed(self, game_id: int) -> None:
        """A player of the game changed their standing answers: each waiting seat's is looked
        at again, its delay counted from the start of its wait as before."""
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE turn_timers SET standing_tried = 0 WHERE game_id = ?", (game_id,)
            )

    async def mark_reminded(self, game_id: int, seat: int) -> None:
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE turn_timers SET last_reminded = ? WHERE game_id = ? AND seat = ?",
                (self.clock(), game_id, seat),
            )

    async def mark_expired(self, game_id: int, seat: int) -> None:
        """The deadline of this wait was handled; it is not due again until the next wait."""
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE turn_timers SET expired = 1, last_reminded = ? "
                "WHERE game_id = ? AND seat = ?",
                (self.clock(), game_id, seat),
            )

    async def mark_answer_due(self, game_id: int, seat: int) -> None:
        """The answer deadline of this wait was handled (without time control); reminders go
        on as before."""
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE turn_timers SET expired = 1 WHERE game_id = ? AND seat = ?",
                (game_id, seat),
            )

    async def vacation(self, record: GameRecord, user_id: int, days: float) -> float | None:
        """Pause ``user_id``'s clock for ``days`` days (0 ends a vacation now).

        Returns the time the vacation ends, or ``None`` when it was ended. The time used so
        far in the current wait is banked first, so the pause costs nothing.
        """
        settings = AsyncSettings.parse(record.settings)
        seats = [s.seat for s in record.seats if s.user_id == user_id]
        if not seats:
            raise SettingsError(key="vacation_seat")
        if record.status != "running":
            raise SettingsError(key="vacation_running")
        if days < 0 or days > settings.max_vacation_days:
            raise SettingsError(key="vacation_days", days=settings.max_vacation_days)
        now = self.clock()
        if days > 0:
            await self._take_pause(record, settings, user_id, now, now + days * DAY)
        await self.reconcile(record.id)  # bank the time of the seats the game waits on now
        existing = {t.seat: t for t in await self._timers(record.id)}
        changed = []
        until = now + days * DAY if days > 0 else None
        for seat in seats:
            timer = existing.get(seat)
            if timer is None:
                continue
            if timer.waiting_since is not None:
                left = timer.left_at(now)
                if left is not None:
                    timer.clock_left = left
                timer.counted_until = now
            timer.vacation_until = until
            changed.append(timer)
        await self._save(changed)
        return until

    async def _take_pause(
        self, record: GameRecord, settings: AsyncSettings, user_id: int, now: float, until: float
    ) -> None:
        """Count a pause of ``user_id`` in the game, :class:`SettingsError` if they took all
        the game allows (``pauses``; a renewed vacation is another pause, so a pause cannot
        be stretched without end). One statement counts and inserts, under the game's lock:
        on PostgreSQL, at READ COMMITTED, two such statements at once could both count the
        pauses before either inserts and both take the last one (seen in CI)."""
        async with self.store.game_lock(record.id), self.store.transaction() as db:
            if settings.pauses is None:
                await db.execute(
                    "INSERT INTO game_pauses (game_id, user_id, started_at, until) "
                    "VALUES (?, ?, ?, ?)",
                    (record.id, user_id, now, until),
                )
                return
            taken = await db.execute(
                "INSERT INTO game_pauses (game_id, user_id, started_at, until) "
                "SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS DOUBLE PRECISION), "
                "CAST(? AS DOUBLE PRECISION) WHERE (SELECT COUNT(*) FROM game_pauses "
                "WHERE game_id = ? AND user_id = ?) < ?",
                (record.id, user_id, now, until, record.id, user_id, settings.pauses),
            )
        if taken != 1:
            raise SettingsError(key="no_pauses_left", game=record.id, count=settings.pauses)

    async def pauses_taken(self, game_id: int, user_id: int) -> int:
        """How many pauses ``user_id`` took in the game."""
        row = await self.store.fetch_one(
            "SELECT COUNT(*) FROM game_pauses WHERE game_id = ? AND user_id = ?",
            (game_id, user_id),
        )
        return int(row[0]) if row is not None else 0

    async def game_for_thread(self, thread_id: int) -> int | None:
        """The game living in the Discord thread ``thread_id``, if any."""
        row = await self.store.fetch_one(
            "SELECT id FROM games WHERE thread_id = ? ORDER BY id DESC LIMIT 1", (thread_id,)
        )
        return None if row is None else int(row[0])

    async def unfinished_game_in(self, channel_id: int, but: int | None = None) -> int | None:
        """A lobby or running game (other than ``but``) whose messages go to ``channel_id``:
        a thread holds one game; a channel holds at most one game run without a thread."""
        row = await self.store.fetch_one(
            "SELECT id FROM games WHERE thread_id = ? AND status IN ('lobby', 'running') "
            "AND id != ? ORDER BY id LIMIT 1",
            (channel_id, -1 if but is None else but),
        )
        return None if row is None else int(row[0])

    async def seat_replaced(self, record: GameRecord, seat: int) -> None:
        """After :meth:`GameService.replace_seat`: the seat's timers follow its new player
        (``record`` is read after the change), who starts with a full clock and no vacation;
        a wait in progress starts again now."""
        settings = AsyncSettings.parse(record.settings)
        now = self.clock()
        async with self.store.transaction() as db:
            await record_replaced(db, record.id, seat, now)
            await db.execute(
                "UPDATE turn_timers SET user_id = ?, clock_left = ?, expired = 0, standing_tried = 0, "
                "waiting_since = CASE WHEN waiting_since IS NULL THEN NULL "
                "ELSE CAST(? AS DOUBLE PRECISION) END, "
                "last_reminded = CASE WHEN waiting_since IS NULL THEN NULL "
                "ELSE CAST(? AS DOUBLE PRECISION) END, "
                "counted_until = CASE WHEN waiting_since IS NULL THEN NULL "
                "ELSE CAST(? AS DOUBLE PRECISION) END, "
                "vacation_until = NULL WHERE game_id = ? AND seat = ?",
                (
                    record.seats[seat].user_id,
                    settings.clock_hours * HOUR if settings.clock_hours else None,
                    now,
                    now,
                    now,
                    record.id,
                    seat,
                ),
            )

    # ------------------------------------------------------------------ claims

    async def claim(self, job: str, owner: str, lease: float = LEASE_SECONDS) -> bool:
        """Whether ``owner`` (one bot process) now holds ``job`` for ``lease`` seconds: free,
        already its own, or left by another whose lease ran out (a process that died). One
        conditional statement, so of several processes exactly one wins."""
        now = self.clock()
        async with self.store.transaction() as db:
            changed = await db.execute(
                "INSERT INTO claims (job, owner, until) VALUES (?, ?, ?) "
                "ON CONFLICT (job) DO UPDATE SET owner = excluded.owner, until = excluded.until "
                "WHERE claims.until < ? OR claims.owner = excluded.owner",
                (job, owner, now + lease, now),
            )
        return changed == 1

    async def release(self, job: str, owner: str) -> None:
        """``owner`` is done with ``job`` (another process may claim it again at once)."""
        async with self.store.transaction() as db:
            await db.execute("DELETE FROM claims WHERE job = ? AND owner = ?", (job, owner))

    async def take(self, dues: Sequence[Due], owner: str) -> list[Due]:
        """Claim the job of ``dues`` (one seat's, or one game's deadlines) for ``owner`` and
        keep those still due once it is held (another process may have handled them since
        they were read); ``[]`` when another process holds it. Release it when done."""
        if not dues:
            return []
        first = dues[0]
        job = f"{first.kind}:{first.game_id}" + (f":{first.seat}" if len(dues) == 1 else "")
        if not await self.claim(job, owner):
            return []
        now_due = set(await self.due(first.game_id))
        kept = [due for due in dues if due in now_due]
        if not kept:
            await self.release(job, owner)
        return kept

    async def done(self, dues: Sequence[Due], owner: str) -> None:
        """Release the job :meth:`take` claimed for ``dues``."""
        first = dues[0]
        job = f"{first.kind}:{first.game_id}" + (f":{first.seat}" if len(dues) == 1 else "")
        await self.release(job, owner)

    # ------------------------------------------------------------------ turn messages

    async def turn_post(self, game_id: int) -> TurnPost | None:
        row = await self.store.fetch_one(
            "SELECT message_id, from_seq, seq, waiting FROM turn_posts WHERE game_id = ?",
            (game_id,),
        )
        if row is None:
            return None
        return TurnPost(game_id, int(row[0]), int(row[1]), int(row[2]), tuple(json.loads(row[3])))

    async def save_turn_post(self, post: TurnPost) -> None:
        async with self.store.transaction() as db:
            await db.execute(
                "INSERT INTO turn_posts (game_id, message_id, from_seq, seq, waiting, at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET "
                "message_id = excluded.message_id, from_seq = excluded.from_seq, "
                "seq = excluded.seq, waiting = excluded.waiting, at = excluded.at",
                (
                    post.game_id,
                    post.message_id,
                    post.from_seq,
                    post.seq,
                    json.dumps(list(post.waiting)),
                    self.clock(),
                ),
            )

    async def forget_turn_post(self, game_id: int) -> None:
        async with self.store.transaction() as db:
            await db.execute("DELETE FROM turn_posts WHERE game_id = ?", (game_id,))

    # ------------------------------------------------------------------ pings to clean up

    async def save_reminder(self, game_id: int, seat: int, user_id: int, message_id: int) -> None:
        """Remember a reminder (or a "last one" ping) posted in the thread for ``seat``, played
        by ``user_id``, to delete it once the seat's wait ends (:meth:`stale_reminders`)."""
        async with self.store.transaction() as db:
            await db.execute(
                "INSERT INTO reminder_posts (game_id, seat, user_id, message_id) "
                "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, seat, user_id, message_id),
            )

    async def stale_reminders(self, game_id: int, waiting: Mapping[int, int]) -> list[int]:
        """Forget, and return the message ids of, the game's reminders whose wait ended: for
        the seats not in ``waiting`` (seat -> its player now: they moved, were skipped, or
        the game ended), or for a player who no longer holds the seat (replaced), in the
        order they were posted."""
        async with self.store.transaction() as db:
            rows = await db.fetch_all(
                "SELECT seat, user_id, message_id FROM reminder_posts WHERE game_id = ? "
                "ORDER BY message_id",
                (game_id,),
            )
            stale = [
                int(message) for seat, user, message in rows if waiting.get(int(seat)) != int(user)
            ]
            for message in stale:
                await db.execute(
                    "DELETE FROM reminder_posts WHERE game_id = ? AND message_id = ?",
                    (game_id, message),
                )
        return stale

    # ------------------------------------------------------------------ server settings

    async def server_settings(self, guild_id: int) -> ServerSettings:
        """The server's choices (the defaults if it never chose)."""
        row = await self.store.fetch_one(
            "SELECT guild_id, channel_id, reminder_hours, clock_hours, opener_role_id, language "
            "FROM server_settings WHERE guild_id = ?",
            (guild_id,),
        )
        if row is None:
            return ServerSettings(guild_id)
        return ServerSettings(int(row[0]), row[1], row[2], row[3], row[4], row[5])

    async def set_server_settings(self, guild_id: int, **changes: Any) -> ServerSettings:
        """Change some of the server's choices (hours checked as a game's settings are)."""
        settings = replace(await self.server_settings(guild_id), **changes)
        if settings.language is not None and settings.language not in LANGUAGE_NAMES:
            raise SettingsError(
                key="bad_language", known=", ".join(LANGUAGE_NAMES), value=repr(settings.language)
            )
        # The defaults must make a valid game setting (the same limits as /game settings).
        AsyncSettings.parse(
            {
                key: value
                for key, value in (
                    ("reminder_hours", settings.reminder_hours),
                    ("clock_hours", settings.clock_hours),
                )
                if value is not None
            }
        )
        async with self.store.transaction() as db:
            await db.execute(
                "INSERT INTO server_settings (guild_id, channel_id, reminder_hours, clock_hours, "
                "opener_role_id, language) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO "
                "UPDATE SET channel_id = excluded.channel_id, "
                "reminder_hours = excluded.reminder_hours, clock_hours = excluded.clock_hours, "
                "opener_role_id = excluded.opener_role_id, language = excluded.language",
                (
                    guild_id,
                    settings.channel_id,
                    settings.reminder_hours,
                    settings.clock_hours,
                    settings.opener_role_id,
                    settings.language,
                ),
            )
        return settings

    # ------------------------------------------------------------------ user preferences

    async def prefs(self, user_id: int) -> UserPrefs:
        """The user's choices (the defaults if they never chose)."""
        row = await self.store.fetch_one(f"{_PREFS} WHERE user_id = ?", (user_id,))
        return UserPrefs(user_id) if row is None else _prefs(row)

    async def set_prefs(self, user_id: int, **changes: Any) -> UserPrefs:
        """Change some of the user's choices (checked: hours 0–23, a known time zone)."""
        for key in ("quiet_from", "quiet_to", "digest"):
            hour = changes.get(key)
            if hour is not None and not (isinstance(hour, int) and 0 <= hour <= 23):
                raise SettingsError(key="quiet_hours")
        if "timezone" in changes:
            zone_of(changes["timezone"])
        prefs = replace(await self.prefs(user_id), **changes)
        async with self.store.transaction() as db:
            await db.execute(
                "INSERT INTO user_prefs (user_id, ping, dm, quiet_from, quiet_to, timezone, dms, "
                "next_ping, digest_hour, digest_language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET "
                "ping = excluded.ping, dm = excluded.dm, quiet_from = excluded.quiet_from, "
                "quiet_to = excluded.quiet_to, timezone = excluded.timezone, dms = excluded.dms, "
                "next_ping = excluded.next_ping, digest_hour = excluded.digest_hour, "
                "digest_language = excluded.digest_language",
                (
                    user_id,
                    int(prefs.ping),
                    int(prefs.dm),
                    prefs.quiet_from,
                    prefs.quiet_to,
                    prefs.timezone,
                    int(prefs.dms),
                    int(prefs.next),
                    prefs.digest,
                    prefs.digest_language,
                ),
            )
        return prefs

    # ------------------------------------------------------------------ daily digests

    async def digest_users(self) -> set[int]:
        """The users whose daily digest is on and can reach them (DMs on, never refused):
        their reminders are left to it."""
        rows = await self.store.fetch_all(
            "SELECT user_id FROM user_prefs WHERE digest_hour IS NOT NULL AND dms = 1 "
            "AND user_id NOT IN (SELECT user_id FROM dm_refused)",
            (),
        )
        return {int(row[0]) for row in rows}

    async def digests_due(self) -> list[UserPrefs]:
        """The users whose digest is due now: on, reaching them, at or past their hour on
        their day (outside their quiet hours) and not yet sent that day. Each must be taken
        (:meth:`take_digest`) before it is sent."""
        users = await self.digest_users()
        if not users:
            return []
        now = self.clock()
        rows = await self.store.fetch_all(
            "SELECT user_id, ping, dm, quiet_from, quiet_to, timezone, dms, next_ping, "
            "digest_hour, digest_language, digest_day FROM user_prefs "
            "WHERE digest_hour IS NOT NULL",
            (),
        )
        due = []
        for row in rows:
            prefs = _prefs(row)
            today = prefs.user_id in users and prefs.digest_time(now)
            if today and row[10] != prefs.local_day(now):
                due.append(prefs)
        return due

    async def take_digest(self, prefs: UserPrefs) -> bool:
        """Whether this process sends ``prefs``'s digest of today (their day): one conditional
        update, so of several processes one only does, once a day."""
        day = prefs.local_day(self.clock())
        async with self.store.transaction() as db:
            changed = await db.execute(
                "UPDATE user_prefs SET digest_day = ? WHERE user_id = ? "
                "AND (digest_day IS NULL OR digest_day != ?)",
                (day, prefs.user_id, day),
            )
        return changed == 1

    async def _quiet_users(self, now: float) -> set[int]:
        rows = await self.store.fetch_all(f"{_PREFS} WHERE quiet_from IS NOT NULL", ())
        return {prefs.user_id for prefs in map(_prefs, rows) if prefs.quiet_at(now)}

    # ------------------------------------------------------------------ DMs refused

    async def dm_refused(self, user_id: int) -> bool:
        row = await self.store.fetch_one("SELECT 1 FROM dm_refused WHERE user_id = ?", (user_id,))
        return row is not None

    async def remember_dm_refused(self, user_id: int) -> None:
        async with self.store.transaction() as db:
            await db.execute(
                "INSERT INTO dm_refused (user_id, at, told) VALUES (?, ?, 0) "
                "ON CONFLICT DO NOTHING",
                (user_id, self.clock()),
            )

    async def take_untold_refusal(self, user_id: int) -> bool:
        """``True`` exactly once after a refused DM: the moment to tell the user."""
        async with self.store.transaction() as db:
            changed = await db.execute(
                "UPDATE dm_refused SET told = 1 WHERE user_id = ? AND told = 0", (user_id,)
            )
        return changed == 1

    # ------------------------------------------------------------------ long prompt paths

    async def save_path(self, game_id: int, path: str) -> str:
        """A short token for a prompt path too long for a custom id."""
        token = secrets.token_urlsafe(9)
        async with self.store.transaction() as db:
            await db.execute(
                "INSERT INTO prompt_paths (token, game_id, path, at) VALUES (?, ?, ?, ?)",
                (token, game_id, path, self.clock()),
            )
        return token

    async def load_path(self, token: str) -> str | None:
        row = await self.store.fetch_one("SELECT path FROM prompt_paths WHERE token = ?", (token,))
        return None if row is None else str(row[0])
