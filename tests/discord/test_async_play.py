"""Asynchronous play: reminders, clocks with increments, deadlines and vacations, all read
from the database by the ticker (the clock is moved by hand; nothing sleeps)."""

from __future__ import annotations

from typing import Any

from bot.scheduling import AsyncSettings, Scheduler, SettingsError
from cogs.client import PetroBot
from tests.toygame import GAME as TOY_GAME
from tests.toygame import SecretNim

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_game, open_table, run_command
from .fakes import click
from .test_play import answer, buttons, open_prompt, take


async def test_reminder_is_due_after_the_interval_and_survives_a_restart(
    table: Table, db_path: Any, clock: Clock
) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], reminder_hours=12)
    assert await t.bot.scheduler.due() == []
    clock.advance(11.9)
    assert await t.bot.scheduler.due() == []
    clock.advance(0.2)
    await t.store.close()

    # After a restart the due reminder is found in the database.
    t2 = await open_table(db_path, clock, t.fake)
    try:
        done = await t2.bot.ticker.tick()
        assert [(d.kind, d.game_id, d.user_id) for d in done] == [("reminder", game_id, ALICE.id)]
        reminder = t2.fake.last(thread_id)
        assert reminder.content.startswith("<@101>, reminder")
        assert "Your move" in [item.item.label for item in reminder.view.children]
        assert "Reminder: it is your move" in t2.fake.dms[ALICE.id][-1].content
        assert await t2.bot.ticker.tick() == []  # not again before the next interval
        clock.advance(12)
        assert len(await t2.bot.ticker.tick()) == 1
    finally:
        await t2.store.close()


async def test_clock_runs_only_on_your_turn_and_gains_the_increment(
    table: Table, clock: Clock
) -> None:
    t = table
    game_id, thread_id = await open_game(
        t, [ALICE, BOB], options="pile_size=3", clock_hours=10, increment_hours=1
    )
    clock.advance(4)
    await take(t, thread_id, ALICE, "pile 1 (3 stones)", "1")
    clock.advance(2)
    clocks = {c.seat: c for c in await t.bot.scheduler.clocks(game_id)}
    assert clocks[0].left == 7 * 3600  # 10 - 4 + 1, not running now
    assert clocks[1].left == 8 * 3600 and clocks[1].waiting
    status = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.status, status)
    assert "bob: 8.0 h left, to act" in t.make.said(status)


async def test_deadline_without_default_action_asks_the_host(table: Table, clock: Clock) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3", clock_hours=2)
    clock.advance(2.5)
    done = await t.bot.ticker.tick()
    assert [d.kind for d in done] == ["deadline"]
    notice = t.fake.last(thread_id).content
    assert "<@101>'s clock" in notice and "has run out" in notice
    # Alice is the host: she is not told about her own clock "as host".
    assert "as host" not in notice and "The host or a member with Manage Server may" in notice
    assert await t.bot.ticker.tick() == []  # handled once per wait
    assert (await t.bot.service.record(game_id)).status == "running"


class PatientNim(SecretNim):
    """Secret Nim whose default move, when a clock runs out, takes one stone from the first
    non-empty pile (or hides the token)."""

    name = "patient_nim"
    default_is_automatic = True

    def default_action(self, state: Any, seat: int) -> dict[str, Any]:
        if sum(state.piles):
            pile = next(i for i, n in enumerate(state.piles) if n)
            return {"kind": "take", "pile": pile, "amount": 1}
        return {"kind": "reveal", "show": False}


async def test_deadline_plays_the_games_default_action(table: Table, clock: Clock) -> None:
    t = table
    patient = PatientNim()
    games = {TOY_GAME.name: TOY_GAME, patient.name: patient}
    from bot.service import GameService

    service = GameService(t.store, games=games, clock=clock)
    bot = PetroBot(service, t.bot.settings)
    await bot.install()
    t.fake.install(bot)
    outcome = await service.create(
        "patient_nim", _user(ALICE), {"pile_size": 3}, settings={"clock_hours": 1}, channel_id=55
    )
    await service.join(outcome.game_id, _user(BOB))
    started = await service.start(outcome.game_id, _user(ALICE))
    await bot.flow.publish(started)
    clock.advance(1.5)
    ticker = bot.get_cog("Ticker")
    assert ticker is bot.ticker
    done = await bot.ticker.tick()
    assert [d.kind for d in done] == ["deadline"]
    _record, state = await service.state(outcome.game_id)
    assert state.piles == [2, 3, 3] and state.current == 1
    assert "clock ran out: the game's default move was made" in t.fake.last(55).text()


async def test_vacation_pauses_the_clock_and_the_reminders(table: Table, clock: Clock) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], clock_hours=5, max_vacation_days=3)
    clock.advance(1)
    too_long = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.vacation, too_long, days=4)
    assert "0 to 3 days" in t.make.said(too_long)
    away = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.vacation, away, days=2)
    assert "on vacation until" in t.fake.last(thread_id).content
    clock.advance(47)  # still on vacation: nothing is due, the clock is paused
    assert await t.bot.scheduler.due() == []
    clock.advance(1 + 3.9)  # back for 3.9 h: 1 h + 3.9 h of the 5 h used, no reminder yet
    # ... but a warning: the clock is under a quarter of its time.
    assert [d.kind for d in await t.bot.scheduler.due()] == ["warning"]
    clock.advance(0.2)
    assert [d.kind for d in await t.bot.scheduler.due()] == ["deadline"]


async def test_host_changes_settings_others_cannot(table: Table, clock: Clock) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB])
    refused = t.make(BOB, channel_id=thread_id)
    await run_command(t, t.cog.settings, refused, clock_hours=3)
    assert "Only the host" in t.make.said(refused)
    bad = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.settings, bad, reminder_hours=-1)
    assert "Bad setting reminder_hours" in t.make.said(bad)
    changed = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.settings, changed, clock_hours=3, reminder_hours=6)
    assert "clock 3 h" in t.make.said(changed)
    assert "The host changed the settings" in t.fake.last(thread_id).text()
    clocks = await t.bot.scheduler.clocks(game_id)
    assert [c.left for c in clocks] == [3 * 3600, 3 * 3600]
    clock.advance(3.1)
    assert [d.kind for d in await t.bot.scheduler.due()] == ["deadline"]


def test_settings_are_validated() -> None:
    assert AsyncSettings.parse({}).reminder_hours == 24
    try:
        AsyncSettings.parse({"clock_hours": 0})
    except SettingsError as error:
        assert "clock_hours" in str(error)
    else:
        raise AssertionError("a zero clock must be refused")


async def test_finished_games_have_no_timers(table: Table, clock: Clock) -> None:
    t = table
    game_id, _thread = await open_game(t, [ALICE, BOB])
    await run_command(t, t.cog.abort, t.make(ALICE, channel_id=None), game=game_id)
    clock.advance(100)
    assert await Scheduler(t.store, clock).due() == []


def _user(member: Any) -> Any:
    from bot.service import UserRef

    return UserRef(member.id, member.name)


async def test_host_replaces_a_player_whose_clock_ran_out(table: Table, clock: Clock) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3", clock_hours=1)
    await take(t, thread_id, ALICE, "pile 1 (3 stones)", "1")
    old_turn = t.fake.last(thread_id)
    clock.advance(2)
    await t.bot.ticker.tick()
    assert "<@102>'s clock" in t.fake.last(thread_id).content

    refused = t.make(BOB, channel_id=thread_id)
    await run_command(t, t.cog.replace, refused, seat=2, player=CAROL)
    assert "Only the host or a server admin" in t.make.said(refused)
    taken = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.replace, taken, seat=1, player=BOB)
    assert "already plays" in t.make.said(taken)

    done = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.replace, done, seat=2, player=CAROL)
    assert "carol now plays seat 2 (bob)" in t.make.said(done)
    assert t.fake.last(thread_id).content == "Waiting for: <@103>"
    assert "token" in t.fake.dms[CAROL.id][-1].content  # the seat's secret, by DM
    clocks = {c.seat: c for c in await t.bot.scheduler.clocks(game_id)}
    assert clocks[1].user_id == CAROL.id and clocks[1].left == 3600

    gone = await click_turn(t, old_turn, BOB)
    assert "You have no seat" in t.make.said(gone)
    await take(t, thread_id, CAROL, "pile 1 (2 stones)", "2")
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [0, 3, 3]
    assert await t.bot.service.verify_replay(game_id)
    assert buttons(t.fake.last(thread_id))["Your move"]


async def click_turn(t: Table, turn: Any, user: Any) -> Any:
    return await click(t.make, buttons(turn)["Your move"], user)


async def test_one_failing_reminder_does_not_stop_the_others(
    table: Table, clock: Clock, monkeypatch: Any, caplog: Any
) -> None:
    t = table
    first, _thread = await open_game(t, [ALICE, BOB])
    second, thread_id = await open_game(t, [BOB, ALICE])
    clock.advance(25)
    real = t.bot.ticker.remind

    async def flaky(due: Any) -> None:
        if due.game_id == first:
            raise RuntimeError("thread gone")
        await real(due)

    monkeypatch.setattr(t.bot.ticker, "remind", flaky)
    done = await t.bot.ticker.tick()
    assert [d.game_id for d in done] == [second]
    assert t.fake.last(thread_id).content.startswith("<@102>, reminder")
    assert f"game {first}: could not handle the reminder" in caplog.text

    async def broken() -> list[Any]:
        raise RuntimeError("database busy")

    monkeypatch.setattr(t.bot.scheduler, "due", broken)
    assert await t.bot.ticker.tick() == []
    assert "could not read what is due" in caplog.text


async def test_reminder_hours_setting_is_the_default_of_new_games(
    table: Table, clock: Clock
) -> None:
    t = table
    t.bot.settings = t.bot.settings.model_copy(update={"reminder_hours": 6.0})
    game_id, _thread = await open_game(t, [ALICE, BOB])
    assert AsyncSettings.parse((await t.bot.service.record(game_id)).settings).reminder_hours == 6
    clock.advance(5.9)
    assert await t.bot.scheduler.due() == []
    clock.advance(0.2)
    assert [d.kind for d in await t.bot.scheduler.due()] == ["reminder"]
    # A game opened with its own interval keeps it.
    other, _thread = await open_game(t, [ALICE, BOB], reminder_hours=48)
    assert AsyncSettings.parse((await t.bot.service.record(other)).settings).reminder_hours == 48


class SkippableNim(PatientNim):
    """Patient Nim whose default move is authored, not the rulebook's: it is only played when
    the host skips the player (served as Secret Nim)."""

    name = TOY_GAME.name
    default_is_automatic = False


async def test_host_skips_a_player_whose_clock_ran_out(db_path: Any, clock: Clock) -> None:
    t = await open_table(db_path, clock, games={TOY_GAME.name: SkippableNim()})
    try:
        game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3", clock_hours=2)
        await take(t, thread_id, ALICE, "pile 1 (3 stones)", "1")
        early = t.make(ALICE, channel_id=thread_id)
        await run_command(t, t.cog.skip, early)
        assert "Nobody's clock has run out" in t.make.said(early)

        clock.advance(2.5)
        assert [d.kind for d in await t.bot.ticker.tick()] == ["deadline"]
        assert "`/game skip`" in t.fake.last(thread_id).content  # offered, not played
        version = (await t.bot.service.record(game_id)).version

        not_host = t.make(BOB, channel_id=thread_id)
        await run_command(t, t.cog.skip, not_host)
        assert "Only the host or a member with Manage Server" in t.make.said(not_host)
        assert (await t.bot.service.record(game_id)).version == version

        skip = t.make(ALICE, channel_id=thread_id)
        await run_command(t, t.cog.skip, skip)
        assert "Played bob's default move" in t.make.said(skip)
        _record, state = await t.bot.service.state(game_id)
        assert state.piles == [1, 3, 3]  # Patient Nim's default: one stone of the first pile
        audit = "bob's clock ran out; the host played the default move for them."
        assert audit in t.fake.last(thread_id).text()
        assert t.fake.last(thread_id).content == "Your turn: <@101>"
        last = (await t.bot.service.log(game_id))[-1]
        assert last.seat == 1 and last.events[0] == audit and last.action == {"kind": "take"}
        assert "the host played your default move: Take stones" in t.fake.dms[BOB.id][-1].content

        # An admin may skip too; a clock that has not run out cannot be skipped.
        admin = t.make(CAROL, channel_id=thread_id, manage_guild=True)
        await run_command(t, t.cog.skip, admin)
        assert "Nobody's clock has run out" in t.make.said(admin)
    finally:
        await t.store.close()


async def test_skip_in_a_game_without_default_suggests_replace(table: Table, clock: Clock) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3", clock_hours=1)
    clock.advance(1.5)
    skip = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.skip, skip)
    said = t.make.said(skip)
    assert "has no default move" in said and "/game replace" in said
    assert (await t.bot.service.record(game_id)).version == 3


async def test_a_new_clock_refills_every_seat_and_a_vacation_can_be_renewed(
    table: Table, clock: Clock
) -> None:
    """The two choices docs/discord.md writes down: changing ``clock_hours`` gives every seat
    the full new time (used time is forgotten), and a vacation may be renewed, each time for
    at most ``max_vacation_days`` from now."""
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], clock_hours=10, max_vacation_days=2)
    clock.advance(4)
    change = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.settings, change, clock_hours=8)
    assert [c.left for c in await t.bot.scheduler.clocks(game_id)] == [8 * 3600, 8 * 3600]

    record = await t.bot.service.record(game_id)
    first = await t.bot.scheduler.vacation(record, ALICE.id, 2)
    clock.advance(47)
    renewed = await t.bot.scheduler.vacation(record, ALICE.id, 2)
    assert first is not None and renewed is not None and renewed == first + 47 * 3600
    clock.advance(48 + 7.9)  # back from the renewed vacation for 7.9 of the 8 hours
    assert [d.kind for d in await t.bot.scheduler.due()] == ["warning"]  # not the deadline
    clock.advance(0.2)
    assert [d.kind for d in await t.bot.scheduler.due()] == ["deadline"]


async def test_reminders_tell_the_time_left_and_clocks_out_together_make_one_notice(
    table: Table, clock: Clock
) -> None:
    t = table
    game_id, thread_id = await open_game(
        t, [ALICE, BOB, CAROL], options="pile_size=3", clock_hours=8, reminder_hours=1
    )
    clock.advance(1)
    assert [d.kind for d in await t.bot.ticker.tick()] == ["reminder"]
    reminder = t.fake.last(thread_id).content
    deadline = int(clock.now + 7 * 3600)
    assert f"Your clock has 7 h left: it runs out <t:{deadline}:R>" in reminder
    clock.advance(6.5)  # 30 min left: under a quarter of 8 h, capped at the 1 h interval
    assert [d.kind for d in await t.bot.ticker.tick()] == ["warning"]
    assert "nearly out" in t.fake.last(thread_id).content
    assert "30 min left" in t.fake.last(thread_id).content

    # Everybody plays on to the reveal.
    await take(t, thread_id, ALICE, "pile 1 (3 stones)", "1")
    await take(t, thread_id, BOB, "pile 1 (2 stones)", "1")
    await take(t, thread_id, CAROL, "pile 1 (1 stones)", "1")
    await take(t, thread_id, ALICE, "pile 2 (3 stones)", "3")
    await take(t, thread_id, BOB, "pile 3 (3 stones)", "3")
    # The reveal: all three are waited on; Bob's and Carol's clocks run out together.
    posts = len(t.fake.channels[thread_id])
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    await answer(t, prompt, "hide", ALICE)
    clock.advance(9)
    done = await t.bot.ticker.tick()
    assert sorted(d.kind for d in done) == ["deadline", "deadline"]
    notices = [m for m in t.fake.channels[thread_id][posts:] if "run out" in (m.content or "")]
    assert len(notices) == 1
    assert notices[0].content.startswith("<@102>, <@103>'s clocks have run out")
    assert "<@101>, as host you may" in notices[0].content


async def test_an_answer_deadline_never_replaces_a_reminder_or_a_clock(
    table: Table, clock: Clock
) -> None:
    """Secret Nim has no default answer: when ``answer_hours`` pass the player is still
    reminded as usual; under time control no answer deadline is due at all."""
    t = table
    game_id, _thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3", answer_hours=2)
    clock.advance(2.5)
    assert [d.kind for d in await t.bot.scheduler.due()] == ["answer"]
    assert await t.bot.ticker.tick() == []  # nothing to play, nothing reported
    assert await t.bot.scheduler.due() == []  # handled once per wait
    clock.advance(22)
    assert [d.kind for d in await t.bot.ticker.tick()] == ["reminder"]
    timed, _ = await open_game(t, [ALICE, BOB], options="pile_size=3", clock_hours=100)
    clock.advance(30)
    assert {d.kind for d in await t.bot.scheduler.due() if d.game_id == timed} == {"reminder"}


async def test_an_undo_never_published_is_published_at_start_up(
    table: Table, db_path: Any, clock: Clock
) -> None:
    """Issue 26: the process died after an undo was saved, before anything was published;
    the next start posts it (the log's words) and the timers wait on the seat to move again."""
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3", reminder_hours=5)
    await take(t, thread_id, ALICE, "pile 1 (3 stones)", "1")
    service = t.bot.service
    await service.request_undo(game_id, ALICE.id)
    await service.answer_undo(game_id, BOB.id, True)  # saved; the process dies here
    await t.store.close()

    clock.advance(1)
    again = await open_table(db_path, clock)
    try:
        assert await again.bot.flow.catch_up() == [game_id]
        posted = again.fake.last(thread_id)
        assert "Move #1 was taken back." in posted.text()
        assert await again.bot.flow.catch_up() == []  # published once
        # The wait counts from the undo (the log's time), not from the restart.
        clock.advance(3.9)
        assert await again.bot.ticker.tick() == []
        clock.advance(0.2)  # five hours after the undo: the seat to move again is reminded
        assert [(d.kind, d.user_id) for d in await again.bot.ticker.tick()] == [
            ("reminder", ALICE.id)
        ]
    finally:
        await again.store.close()
