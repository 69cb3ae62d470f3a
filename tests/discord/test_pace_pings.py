"""Pings that keep the pace (issue 33, item 3): the last seat a simultaneous step still waits
on is told so once, by a mention that respects the player's ``/game notify`` choices; the
bot deletes its own reminders and such pings in the thread once the seat's wait ends."""

from __future__ import annotations

from .conftest import ALICE, BOB, Clock, Table, open_game, run_command
from .test_play import answer, open_prompt, take
from .test_quiet_thread import pinged


async def both_asked(t: Table, options: str = "pile_size=1") -> tuple[int, int]:
    """A toy game that waits on both players at once (reveal or hide)."""
    game_id, thread_id = await open_game(t, [ALICE, BOB], options=options)
    await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
    await take(t, thread_id, BOB, "pile 2 (1 stones)", "1")
    await take(t, thread_id, ALICE, "pile 3 (1 stones)", "1")
    post = await t.bot.scheduler.turn_post(game_id)
    assert post is not None and set(post.waiting) == {0, 1}
    return game_id, thread_id


async def test_the_last_one_the_game_waits_on_is_told_once(table: Table) -> None:
    t = table
    game_id, thread_id = await both_asked(t)
    posts = len(t.fake.channels[thread_id])
    _i, prompt = await open_prompt(t, thread_id, BOB)
    await answer(t, prompt, "hide", BOB)
    # The turn message is edited in place, and Alice, the one left, is told in a new message.
    assert len(t.fake.channels[thread_id]) == posts + 1
    ping = t.fake.last(thread_id)
    assert ping.content == "<@101>, Secret Nim #1 now waits on you alone."
    assert pinged(ping) == [ALICE.id]
    assert "Your move" in [item.item.label for item in ping.view.children]
    # Alice answers: the game ends, and the ping, stale now, is deleted.
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    await answer(t, prompt, "reveal", ALICE)
    assert ping.message_id in t.fake.deleted
    assert await t.bot.scheduler.stale_reminders(game_id, []) == []


async def test_the_last_one_ping_respects_the_notify_choices(table: Table) -> None:
    t = table
    await run_command(t, t.cog.notify, t.make(ALICE), mention=False)
    _game_id, thread_id = await both_asked(t)
    posts = len(t.fake.channels[thread_id])
    _i, prompt = await open_prompt(t, thread_id, BOB)
    await answer(t, prompt, "hide", BOB)
    # Alice wants no mention: nothing is posted (the turn message is edited, as before).
    assert len(t.fake.channels[thread_id]) == posts


async def test_a_reminder_is_deleted_once_the_player_moved(table: Table, clock: Clock) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1", reminder_hours=12)
    clock.advance(12.1)
    done = await t.bot.ticker.tick()
    assert [(d.kind, d.user_id) for d in done] == [("reminder", ALICE.id)]
    reminder = t.fake.last(thread_id)
    assert reminder.content.startswith("<@101>, reminder")
    assert t.fake.deleted == []
    await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
    assert t.fake.deleted == [reminder.message_id]
    # Bob is reminded in turn; his reminder stays while the game waits on him.
    clock.advance(12.1)
    await t.bot.ticker.tick()
    bobs = t.fake.last(thread_id)
    assert bobs.content.startswith("<@102>, reminder")
    assert t.fake.deleted == [reminder.message_id]
    await take(t, thread_id, BOB, "pile 2 (1 stones)", "1")
    assert t.fake.deleted == [reminder.message_id, bobs.message_id]
    assert await t.bot.scheduler.stale_reminders(game_id, []) == []
