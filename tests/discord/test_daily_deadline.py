"""Deadlines a group can plan around (issue 33, item 4), through the Discord fakes: a fixed
daily deadline (``/pace daily``) passing plays for the seats the game waited on — the game's
default move, the computer when ``/computer timeouts`` says so, or the host is told; the
early advance when everyone has answered; pauses limited per game (``/pace pauses``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.reliability import figures
from tests.toygame import GAME as TOY_GAME
from tests.toygame import SecretNim, Take

from .conftest import ALICE, BOB, Clock, Table, open_game, open_table, run_command
from .test_pace_pings import both_asked
from .test_play import answer, open_prompt

GUILD = 4242


class SkippableNim(SecretNim):
    """Secret Nim with a default move the host (or a deadline) may make: take one stone from
    the first pile that has any, or hide the token. Not automatic: a clock running out
    leaves it to the host."""

    name = "skippable_nim"

    def default_action(self, state: Any, seat: int) -> dict[str, Any] | None:
        if seat not in self.to_act(state):
            return None
        if sum(state.piles):
            pile = next(i for i, n in enumerate(state.piles) if n)
            return {"kind": "take", "pile": pile, "amount": 1}
        return {"kind": "reveal", "show": False}


class TwoStepNim(SkippableNim):
    """Skippable Nim whose turn goes on after taking one stone from a pile that still has
    some: a turn of several moves in a row."""

    name = "two_step_nim"

    def _play(self, state: Any, seat: int, action: Any) -> list[Any]:
        events = super()._play(state, seat, action)
        if isinstance(action, Take) and action.amount == 1 and state.piles[action.pile] > 0:
            state.current = seat
        return events


@pytest.fixture
async def skippable(db_path: Path, clock: Clock) -> AsyncIterator[Table]:
    games = {
        TOY_GAME.name: TOY_GAME,
        SkippableNim.name: SkippableNim(),
        TwoStepNim.name: TwoStepNim(),
    }
    opened = await open_table(db_path, clock, games=games)
    try:
        yield opened
    finally:
        await opened.store.close()


def at(clock: Clock) -> datetime:
    return datetime.fromtimestamp(clock.now, UTC)


def advance_to(clock: Clock, day: int, hour: int, minute: int = 0) -> None:
    """Move the clock to ``hour:minute`` UTC, ``day`` days after the start's date."""
    start = datetime.fromtimestamp(Clock().now, UTC)
    target = start.replace(hour=hour, minute=minute, second=0).timestamp() + day * 86400
    assert target >= clock.now
    clock.now = target


async def set_daily(t: Table, thread_id: int, time: str, **more: Any) -> str:
    cog = t.bot.get_cog("PaceCog")
    asked = t.make(ALICE, channel_id=thread_id)
    await run_command(t, cog.daily, asked, time=time, **more)  # type: ignore[union-attr]
    return t.make.said(asked)


async def test_a_daily_deadline_passing_plays_the_default_move(
    skippable: Table, clock: Clock
) -> None:
    t = skippable
    game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2", game="skippable_nim")
    said = await set_daily(t, thread_id, "20h")
    assert "daily deadline at 20:00 (UTC)" in said
    assert "The host changed the settings" in t.fake.last(thread_id).text()
    # The clock starts at 22:13 UTC: the game waits on Alice from then, so her deadline is
    # the first 20:00 at least 12 hours later: tomorrow's.
    assert at(clock).hour == 22
    advance_to(clock, 1, 19, 59)
    assert await t.bot.ticker.tick() == []
    clock.advance(2 / 60)
    done = await t.bot.ticker.tick()
    assert [(d.kind, d.user_id) for d in done] == [("daily", ALICE.id)]
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [1, 2, 2] and state.current == 1  # Alice's default move, Bob's turn
    posted = "\n".join(sent.text() for sent in t.fake.channels[thread_id][-2:])
    assert "alice had not moved by the daily deadline" in posted
    assert (
        "The daily deadline passed; your default move was made" in t.fake.dms[ALICE.id][-1].text()
    )
    # It counts as a missed turn in Alice's reliability (issue 33, item 1).
    alice = await figures(t.store, GUILD, ALICE.id)
    assert (alice.asked, alice.missed) == (1, 1)
    # Bob's wait began at 20:01: his deadline is the next 20:00, a day later.
    record = await t.bot.service.record(game_id)
    expected = datetime.fromtimestamp(clock.now, UTC).replace(hour=20, minute=0, second=0)
    assert await t.bot.scheduler.deadline_of(record, 1) == expected.timestamp() + 86400
    assert await t.bot.ticker.tick() == []


async def test_a_turn_of_several_moves_is_played_out_at_the_daily_deadline(
    skippable: Table, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Default moves go on while the game still waits on the seat, so a turn of several
    steps is not stretched over several days; it is one missed turn (the moves after the
    first are the same turn going on, not turns answered at once)."""
    t = skippable
    game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2", game="two_step_nim")
    await set_daily(t, thread_id, "20:00")
    advance_to(clock, 1, 20, 1)

    def ticking(self: Clock) -> float:  # time passes between the moves, as it does
        self.now += 1
        return self.now

    monkeypatch.setattr(Clock, "__call__", ticking)
    assert [d.kind for d in await t.bot.ticker.tick()] == ["daily"]
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [0, 2, 2] and state.current == 1  # two moves, then Bob's turn
    alice = await figures(t.store, GUILD, ALICE.id)
    assert (alice.asked, alice.missed, alice.answer_times) == (1, 1, ())


async def test_a_turn_that_comes_just_before_the_deadline_waits_for_the_next(
    skippable: Table, clock: Clock
) -> None:
    """A player is never played for minutes after their turn came: the deadline of a wait
    is the first one at least 12 hours after it began."""
    t = skippable
    advance_to(clock, 1, 19, 0)
    game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2", game="skippable_nim")
    await set_daily(t, thread_id, "20:00")
    advance_to(clock, 1, 20, 30)
    assert await t.bot.ticker.tick() == []
    record = await t.bot.service.record(game_id)
    deadline = await t.bot.scheduler.deadline_of(record, 0)
    assert deadline is not None
    assert datetime.fromtimestamp(deadline, UTC).day == at(clock).day + 1


async def test_the_daily_deadline_is_read_in_the_games_time_zone(
    skippable: Table, clock: Clock
) -> None:
    t = skippable
    game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2", game="skippable_nim")
    said = await set_daily(t, thread_id, "20:00", timezone="Europe/Paris")
    assert "daily deadline at 20:00 (Europe/Paris)" in said
    advance_to(clock, 1, 18, 59)  # 19:59 in Paris (UTC+1 in November)
    assert await t.bot.ticker.tick() == []
    clock.advance(2 / 60)
    assert [d.kind for d in await t.bot.ticker.tick()] == ["daily"]
    zone = await set_daily(t, thread_id, "20:00", timezone="Mars/Olympus")
    assert "'Mars/Olympus' is not a time zone I know" in zone and "Value error" not in zone
    bad = await set_daily(t, thread_id, "25:00")
    assert "Give the time of day as 20:00 (or off), not '25:00'." in bad
    off = await set_daily(t, thread_id, "off")
    assert "daily deadline" not in off
    assert (await t.bot.service.record(game_id)).settings["daily_deadline"] is None


async def test_without_a_default_move_the_host_is_told_once(table: Table, clock: Clock) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2")
    await set_daily(t, thread_id, "20:00")
    advance_to(clock, 1, 20, 1)
    assert [d.kind for d in await t.bot.ticker.tick()] == ["daily"]
    notice = t.fake.last(thread_id).content
    assert notice.startswith("The daily deadline of Secret Nim #1 passed for <@101>")
    assert "<@101> may replace the player" in notice
    assert await t.bot.ticker.tick() == []  # once per wait


async def test_the_computer_plays_at_the_daily_deadline_when_the_game_says_so(
    table: Table, clock: Clock
) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2")
    await set_daily(t, thread_id, "20:00")
    computer = t.bot.get_cog("ComputerCog")
    host = t.make(ALICE, channel_id=thread_id)
    await run_command(t, computer.timeouts, host, computer="on")  # type: ignore[union-attr]
    advance_to(clock, 1, 20, 1)
    assert [d.kind for d in await t.bot.ticker.tick()] == ["daily"]
    _record, state = await t.bot.service.state(game_id)
    assert sum(state.piles) < 6 and state.current == 1  # the computer took for Alice
    assert "alice had not moved by the daily deadline; the computer played" in "\n".join(
        sent.text() for sent in t.fake.channels[thread_id][-3:]
    )


async def test_the_game_moves_on_as_soon_as_everyone_has_answered(
    table: Table, clock: Clock
) -> None:
    """The early advance: a step waiting on several players ends with the last answer, not
    at the deadline (the engines' ``to_act``), and nothing is played at the deadline."""
    t = table
    game_id, thread_id = await both_asked(t)
    await t.bot.service.set_settings(game_id, ALICE.id, {"daily_deadline": "20:00"})
    for player, choice in ((BOB, "hide"), (ALICE, "reveal")):
        _i, prompt = await open_prompt(t, thread_id, player)
        await answer(t, prompt, choice, player)
    assert (await t.bot.service.record(game_id)).status == "finished"
    advance_to(clock, 2, 20, 1)
    assert await t.bot.ticker.tick() == []


async def test_pauses_are_limited_per_game(table: Table, clock: Clock) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2")
    pace = t.bot.get_cog("PaceCog")
    refused = t.make(BOB, channel_id=thread_id)
    await run_command(t, pace.pauses, refused, per_player=1)  # type: ignore[union-attr]
    assert "Only the host" in t.make.said(refused)
    host = t.make(ALICE, channel_id=thread_id)
    await run_command(t, pace.pauses, host, per_player=1, days=3)  # type: ignore[union-attr]
    assert "1 pause per player, each at most 3 days" in t.make.said(host)

    async def vacation(days: float) -> str:
        asked = t.make(BOB, channel_id=thread_id)
        await run_command(t, t.cog.vacation, asked, days=days)
        return t.make.said(asked)

    assert "0 to 3 days" in await vacation(4)  # too long: not counted
    assert "on vacation until" in await vacation(2)
    clock.advance(1)
    assert "is back" in await vacation(0)  # back early: the pause is spent all the same
    # A second pause (or renewing the first) is refused: a pause cannot stall the game.
    assert "You have taken all the pauses game #1 allows each player (1)." in await vacation(1)
    assert await t.bot.scheduler.pauses_taken(1, BOB.id) == 1
    # Alice has her own.
    asked = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.vacation, asked, days=1)
    assert "on vacation until" in t.make.said(asked)
    # The host lifts the limit (-1): Bob may pause again.
    host = t.make(ALICE, channel_id=thread_id)
    await run_command(t, pace.pauses, host, per_player=-1)  # type: ignore[union-attr]
    assert "pause per player" not in t.make.said(host)
    assert "on vacation until" in await vacation(1)


async def test_a_paused_seat_is_not_played_for_at_the_daily_deadline(
    skippable: Table, clock: Clock
) -> None:
    t = skippable
    game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2", game="skippable_nim")
    await set_daily(t, thread_id, "20:00")
    away = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.vacation, away, days=2)
    advance_to(clock, 1, 20, 1)
    assert await t.bot.ticker.tick() == []
    # Back after two days (at 22:13): her deadline counts from then, so it is the first
    # 20:00 at least 12 h later, the next day's.
    advance_to(clock, 2, 23, 0)
    record = await t.bot.service.record(game_id)
    deadline = await t.bot.scheduler.deadline_of(record, 0)
    next_day = at(clock).replace(hour=20, minute=0, second=0).timestamp() + 86400
    assert deadline == next_day
    assert await t.bot.ticker.tick() == []
    advance_to(clock, 3, 20, 1)
    assert [d.kind for d in await t.bot.ticker.tick()] == ["daily"]
