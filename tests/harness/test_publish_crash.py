"""A bot process that dies between a move's commit and its publishing loses nothing (issue 26).

``GameFlow.play`` commits the move through ``GameService.act`` and then publishes it: the turn
timers, the thread's turn message, the DMs, the lobby (the standing answers were played there
too, last; the ticker plays them now, see tests/discord/test_standing.py). For every
registered game, a move that makes the game wait on somebody new is played through
``GameFlow.play`` and the process "dies" (a ``BaseException``, which no stage of publishing
catches) at one of those points: right after the commit, before the timers, before the
thread message, before the DMs, and where the standing answers were played (after all the
rest). Then a fresh bot opens the same file, runs its start-up
(:meth:`cogs.flow.GameFlow.catch_up`, what the ticker does before its first tick; for the
crash before the timers, after it: the tick alone must get them right) and one tick past
the reminder interval: exactly the seats the game waits on are reminded, their clocks run
and only theirs, and the turn message of a move that was never published is posted (with the
move's events and a mention of whom it waits on), once.

Each case plays a few random moves (random legal moves, as self-play draws them) and renders
two or three pictures: about a second per game and stage."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.scheduling import HOUR
from bot.selfplay import random_move
from bot.service import UserRef
from rules.core import Rng
from tests.discord.conftest import Clock, open_table
from tests.discord.fakes import make_member
from tests.harness.common import HARNESS_GAMES, users

#: The game's thread (a channel id the fakes record sends to).
THREAD = 55
#: Hours between reminders, and on each clock (far from running out in the test).
REMINDER_HOURS = 12.0
CLOCK_HOURS = 200.0
#: Random moves played (and published) before the one that crashes, at most.
PREFIX = 6
STAGES = ("commit", "timers", "thread", "dms", "standing")


class Crash(BaseException):
    """The process dying: not an ``Exception``, so no stage's ``safely`` catches it."""


def _crash_at(t: Any, stage: str, monkeypatch: pytest.MonkeyPatch) -> None:
    flow = t.bot.flow
    service = t.bot.service

    async def dies(*_args: Any, **_kwargs: Any) -> None:
        raise Crash()

    if stage == "commit":
        act = service.act

        async def act_then_die(*args: Any, **kwargs: Any) -> Any:
            await act(*args, **kwargs)
            raise Crash()

        monkeypatch.setattr(service, "act", act_then_die)
    elif stage == "timers":
        monkeypatch.setattr(t.bot.scheduler, "sync", dies)
    elif stage == "thread":
        monkeypatch.setattr(flow, "post_to_thread", dies)
    elif stage == "dms":  # after the thread message, before the DMs and the lobby
        monkeypatch.setattr(flow, "send_private", dies)
    else:  # where the standing answers were played, after everything else was published
        publish = flow.publish

        async def publish_then_die(*args: Any, **kwargs: Any) -> None:
            await publish(*args, **kwargs)
            raise Crash()

        monkeypatch.setattr(flow, "publish", publish_then_die)


async def _start(t: Any, name: str, seed: int) -> int:
    """A running game of ``name`` at its largest table, its start published."""
    service = t.bot.service
    people = users(HARNESS_GAMES[name])
    settings = {
        "reminder_hours": REMINDER_HOURS,
        "clock_hours": CLOCK_HOURS,
        "increment_hours": 0,
    }
    created = await service.create(
        name, people[0], None, settings=settings, guild_id=1, channel_id=THREAD
    )
    for user in people[1:]:
        await service.join(created.game_id, user)
    started = await service.start(created.game_id, people[0], seed=seed)
    await t.bot.flow.publish(started, lobby=True)
    return created.game_id


async def _to_crash_move(
    t: Any, game_id: int, picker: Rng
) -> tuple[int, dict[str, Any], list[int], int]:
    """Play (and publish) random moves until the next one would make the game wait on a
    seat it does not wait on now: ``(seat, action, seats waited on after it, version)``."""
    service = t.bot.service
    prefix = picker.randint(0, PREFIX)
    for played in range(400):
        record, state = await service.state(game_id)
        assert record.status == "running"
        game = service.game(record.kind)
        move = random_move(game, state, picker)
        assert move is not None
        seat, action = move
        after, _events = game.apply(state, seat, action)
        waiting = game.to_act(after)
        newly = set(waiting) - set(game.to_act(state))
        if played >= prefix and newly - {seat} and not game.is_over(after):
            return seat, action, list(waiting), record.version
        outcome = await service.act(
            game_id, record.seats[seat].user_id, action, seat=seat, expected_version=record.version
        )
        await t.bot.flow.publish(outcome, acted=seat)
    raise AssertionError("no move made the game wait on somebody new")


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("name", sorted(HARNESS_GAMES))
async def test_a_crash_after_the_commit_is_caught_up_after_a_restart(
    name: str, stage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await _crash_and_restart(tmp_path / "crash.sqlite3", name, stage, monkeypatch)


@pytest.mark.parametrize("name", sorted(HARNESS_GAMES))
async def test_the_same_on_postgresql(
    name: str, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The timers' marks are claimed by one conditional statement on PostgreSQL too."""
    await _crash_and_restart(pg_url, name, "timers", monkeypatch)


async def _crash_and_restart(
    path: Path | str, name: str, stage: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    games = {name: HARNESS_GAMES[name]}
    seed = 11 + STAGES.index(stage)
    t = await open_table(path, clock, games=games)
    try:
        game_id = await _start(t, name, seed)
        seat, action, waiting, version = await _to_crash_move(t, game_id, Rng.from_seed(seed))
        clock.advance(1)  # the crash move is an hour after the last published one
        record = await t.bot.service.record(game_id)
        before = await t.bot.service.public_view(game_id)
        mover = record.seats[seat]
        _crash_at(t, stage, monkeypatch)
        interaction = t.make(make_member(mover.user_id, mover.name), channel_id=THREAD)
        with pytest.raises(Crash):
            await t.bot.flow.play(interaction, record, action, seat, version, "the move")
    finally:
        await t.store.close()
    monkeypatch.undo()

    newly = set(waiting) - set(before.to_act) - {seat}
    moved = await _restart(path, clock, games, game_id, waiting, newly, stage)
    assert moved, f"{name}: the game did not move"


async def _restart(
    path: Path | str,
    clock: Clock,
    games: dict[str, Any],
    game_id: int,
    waiting: list[int],
    newly: set[int],
    stage: str,
) -> bool:
    """A fresh bot on the same file: its start-up, then one tick past the interval."""
    t = await open_table(path, clock, games=games)
    try:
        service = t.bot.service
        record = await service.record(game_id)
        assert (await service.public_view(game_id)).to_act == waiting  # the move was saved
        users_waited = {record.seats[s].user_id for s in waiting}
        clock.advance(REMINDER_HOURS + 0.1)
        if stage == "timers":
            # The ticker alone: its reading derives the timers from the game again.
            done = await t.bot.ticker.tick()
            await t.bot.flow.catch_up()
        else:
            await t.bot.flow.catch_up()  # the start-up, before the first tick
            done = await t.bot.ticker.tick()
        assert {d.user_id for d in done if d.kind == "reminder"} == users_waited
        assert {d.kind for d in done} == {"reminder"}
        posted = [
            sent
            for sent in t.fake.channels.get(THREAD, [])
            if ", reminder: " not in (sent.content or "")
        ]
        if stage in ("dms", "standing"):
            assert posted == [], "a published move was published again"
        else:
            assert len(posted) == 1, [sent.text() for sent in posted]
            log = await service.log(game_id, 0, -1)
            assert all(line in posted[0].text() for line in log[-1].events)
            mentioned = posted[0].kwargs["allowed_mentions"].users
            assert {user.id for user in mentioned} == {record.seats[s].user_id for s in newly}
            assert all(f"<@{user.id}>" in (posted[0].content or "") for user in mentioned)
        before = {c.seat: c for c in await t.bot.scheduler.clocks(game_id)}
        assert {s for s, c in before.items() if c.waiting} == set(waiting)
        clock.advance(1)
        after = {c.seat: c for c in await t.bot.scheduler.clocks(game_id)}
        for seat_, was in before.items():
            left = after[seat_].left
            assert was.left is not None and left is not None
            used = was.left - left
            assert used == pytest.approx(HOUR if seat_ in waiting else 0.0), seat_
            if seat_ in waiting:  # waited on since the crash move at the latest
                assert was.left <= (CLOCK_HOURS - REMINDER_HOURS - 0.1) * HOUR + 1
        return record.version > 0
    finally:
        await t.store.close()


def test_the_harness_users_are_distinct() -> None:
    """Each seat has its own user, so "the users reminded" names the seats reminded."""
    for game in HARNESS_GAMES.values():
        people: list[UserRef] = users(game)
        assert len({p.id for p in people}) == len(people)
