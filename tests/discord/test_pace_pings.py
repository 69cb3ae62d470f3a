"""Pings that keep the pace (issue 33, item 3): the last seat a simultaneous step still waits
on is told so once, by a mention that respects the player's ``/game notify`` choices; the
bot deletes its own reminders and such pings in the thread once the seat's wait ends."""

from __future__ import annotations

import discord

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_game, run_command
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
    assert await t.bot.scheduler.stale_reminders(game_id, {}) == []


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
    assert await t.bot.scheduler.stale_reminders(game_id, {}) == []


async def test_you_are_next_is_told_once_per_turn_to_who_asked_for_it(table: Table) -> None:
    """``/game notify next:on``: the turn message mentions the player whose seat comes after
    the one on turn in the public turn order (the toy game's ``order``); off by default."""
    t = table
    asked = t.make(BOB)
    await run_command(t, t.cog.notify, asked, next=True)
    assert "mention when I am next: on" in t.make.said(asked)
    game_id, thread_id = await open_game(t, [ALICE, BOB, CAROL], options="pile_size=3")
    first = t.fake.last(thread_id)
    assert first.content == "Your turn: <@101> · <@102>, you are next."
    assert pinged(first) == [ALICE.id, BOB.id]
    # Bob's turn: Carol comes next, but she did not ask (off by default).
    await take(t, thread_id, ALICE, "pile 1 (3 stones)", "1")
    bobs = t.fake.last(thread_id)
    assert bobs.content == "Your turn: <@102>" and pinged(bobs) == [BOB.id]
    # Carol's turn is the last of the order: nobody is announced past it.
    await take(t, thread_id, BOB, "pile 1 (2 stones)", "1")
    carols = t.fake.last(thread_id)
    assert carols.content == "Your turn: <@103>" and pinged(carols) == [CAROL.id]
    # Alice's turn again: Bob is told again, once, in that turn's message only.
    await take(t, thread_id, CAROL, "pile 1 (1 stones)", "1")
    again = t.fake.last(thread_id)
    assert again.content == "Your turn: <@101> · <@102>, you are next."
    assert await t.bot.scheduler.turn_post(game_id) is not None


async def test_you_are_next_off_and_in_quiet_hours_tells_nothing(table: Table) -> None:
    t = table
    await run_command(t, t.cog.notify, t.make(BOB), next=True)
    await run_command(t, t.cog.notify, t.make(BOB), next=False)
    _game_id, thread_id = await open_game(t, [ALICE, BOB, CAROL], options="pile_size=3")
    first = t.fake.last(thread_id)
    assert first.content == "Your turn: <@101>" and pinged(first) == [ALICE.id]
    # On, but in quiet hours all day long (0 to 23, UTC): not mentioned either.
    await run_command(t, t.cog.notify, t.make(CAROL), next=True, quiet_from=0, quiet_to=23)
    await take(t, thread_id, ALICE, "pile 1 (3 stones)", "1")
    bobs = t.fake.last(thread_id)
    assert "you are next" not in bobs.content and CAROL.id not in pinged(bobs)


async def test_notify_next_in_french_and_german(table: Table) -> None:
    t = table
    for locale, said in (
        (discord.Locale.french, "mention quand je suis le suivant : oui"),
        (discord.Locale.german, "wenn ich als Nächstes dran bin: an"),
    ):
        asked = t.make(BOB, locale=locale)
        await run_command(t, t.cog.notify, asked, next=True)
        assert said in t.make.said(asked)


async def test_a_replaced_players_reminder_is_deleted(table: Table, clock: Clock) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1", reminder_hours=12)
    clock.advance(12.1)
    await t.bot.ticker.tick()
    reminder = t.fake.last(thread_id)
    assert reminder.content.startswith("<@101>, reminder")
    host = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.replace, host, seat=1, player=CAROL)
    assert "carol now plays seat 1 (alice)" in t.make.said(host)
    # The seat is still waited on, but the reminder named Alice, who no longer plays it.
    assert t.fake.deleted == [reminder.message_id]
