"""Reliability and pace per player per server (issue 33, item 1) through the fakes: a game
played by hand with the clock moved by hand gives each player figures computed here by hand
(answer times, a clock that ran out, a replacement); ``/game stats`` shows them, the lobby
shows each joiner's, and a lobby's minimum (its own, or the server's default) refuses those
below it and lets a newcomer in."""

from __future__ import annotations

from typing import Any

from bot.reliability import Figures, figures, percentile

from .conftest import ALICE, BOB, CAROL, Table, open_game, run_command
from .fakes import GUILD_ID, click, make_member
from .test_play import answer, buttons

DAVE = make_member(104, "dave")
HOUR = 3600.0


async def take_one(t: Table, thread_id: int, user: Any) -> None:
    """``user`` takes one stone from the first pile offered (through the private prompt
    of the thread's latest "Your move" button)."""
    turn = next(
        sent
        for sent in reversed(t.fake.channels[thread_id])
        if sent.view is not None and "Your move" in buttons(sent)
    )
    clicked = await click(t.make, buttons(turn)["Your move"], user, channel_id=thread_id)
    prompt = t.make.answers(clicked)[-1]
    pile = next(label for label in buttons(prompt) if label.startswith("pile"))
    _i, prompt = await answer(t, prompt, pile, user)
    if not (prompt.content or "").startswith("Done:"):
        _i, prompt = await answer(t, prompt, "1", user)
    assert (prompt.content or "").startswith("Done:"), prompt.content


async def play_history(t: Table) -> int:
    """The history the figures are checked against (Secret Nim, turns alternate; Bob's
    clock of 10 h has no increment):

    ======  ===================================  =====================================
    time    what happens                         the wait it ends
    ======  ===================================  =====================================
    0 h     the game starts, waits on Alice
    2 h     Alice moves                          Alice answered in 2 h
    7 h     Bob moves                            Bob answered in 5 h (5 h left)
    8 h     Alice moves                          Alice answered in 1 h
    14 h    Bob's clock ran out (5 h), ticked;
            Bob moves late                       Bob missed
    17 h    Alice moves                          Alice answered in 3 h
    18 h    Carol replaces Bob                   Bob replaced (missed, game abandoned)
    18.5 h  Carol moves                          Carol answered in 30 min
    ======  ===================================  =====================================
    """
    game_id, thread_id = await open_game(
        t, [ALICE, BOB], options="pile_size=3", clock_hours=10, reminder_hours=100
    )
    t.clock.advance(2)
    await take_one(t, thread_id, ALICE)
    t.clock.advance(5)
    await take_one(t, thread_id, BOB)
    t.clock.advance(1)
    await take_one(t, thread_id, ALICE)
    t.clock.advance(6)
    assert [d.kind for d in await t.bot.ticker.tick()] == ["deadline"]
    await take_one(t, thread_id, BOB)
    t.clock.advance(3)
    await take_one(t, thread_id, ALICE)
    t.clock.advance(1)
    replacing = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.replace, replacing, seat=2, player=CAROL)
    assert "carol" in t.make.said(replacing).lower()
    t.clock.advance(0.5)
    await take_one(t, thread_id, CAROL)
    return game_id


def test_percentile_is_the_nearest_rank() -> None:
    assert percentile([], 90) is None
    assert percentile([5.0], 90) == 5.0
    # ten values: the ⌈0.9·10⌉ = 9th smallest; eleven: the ⌈9.9⌉ = 10th.
    assert percentile([float(v) for v in range(1, 11)], 90) == 9.0
    assert percentile([float(v) for v in range(11, 0, -1)], 90) == 10.0
    assert Figures(4, 1, (1.0, 2.0, 3.0, 4.0), 0).median == 2.5


async def test_figures_match_the_hand_computed_history(table: Table) -> None:
    t = table
    await play_history(t)
    store = t.store
    alice = await figures(store, GUILD_ID, ALICE.id)
    assert (alice.asked, alice.missed, alice.abandoned) == (3, 0, 0)
    assert sorted(alice.answer_times) == [1 * HOUR, 2 * HOUR, 3 * HOUR]
    assert alice.median == 2 * HOUR and alice.p90 == 3 * HOUR and alice.reliability == 100
    bob = await figures(store, GUILD_ID, BOB.id)
    assert (bob.asked, bob.missed, bob.abandoned) == (3, 2, 1)
    assert bob.answer_times == (5 * HOUR,) and bob.reliability == 33
    assert bob.missed_share == 2 / 3
    carol = await figures(store, GUILD_ID, CAROL.id)
    assert (carol.asked, carol.missed, carol.answer_times) == (1, 0, (0.5 * HOUR,))
    # Another server's figures are its own.
    assert (await figures(store, GUILD_ID + 1, ALICE.id)).asked == 0

    asked = t.make(ALICE)
    await run_command(t, t.results.stats, asked, user=BOB)
    embed = t.make.answers(asked)[0].kwargs["embed"]
    pace = embed.fields[-1]
    assert pace.name == "Reliability and pace"
    assert pace.value == (
        "reliability **33%**: 2 of 3 turns missed (67%); answers in 5.0 h (median), "
        "5.0 h (90th percentile); 1 games abandoned"
    )
    mine = t.make(DAVE)
    await run_command(t, t.results.stats, mine)
    assert "nothing to judge by yet" in t.make.answers(mine)[0].kwargs["embed"].fields[-1].value


async def _lobby(t: Table, host: Any, **options: Any) -> tuple[int, str]:
    """``/game new`` by ``host``: the game id and its Join button."""
    interaction = t.make(host, channel=t.fake.text_channel())
    await t.cog.new.callback(t.cog, interaction, game="secret_nim", **options)
    lobby = t.fake.channels[interaction.channel_id][-1]
    join = lobby.custom_ids()[0]
    return int(join.rsplit(":", 1)[1]), join


async def test_lobby_minimum_refuses_the_unreliable_and_shows_the_figures(table: Table) -> None:
    t = table
    await play_history(t)
    game_id, join = await _lobby(t, ALICE, min_reliability=50)
    first = t.fake.channels[t.fake.text_channel().id][-1].embed
    assert first is not None
    [pace] = [f for f in first.fields if f.name == "Reliability of the players"]
    assert pace.value.splitlines() == [
        "alice: 100%, 2.0 h median",
        "To join: a reliability of 50% or more on this server.",
    ]
    refused = await click(t.make, join, BOB)
    assert "asks for a reliability of 50% on this server; yours is 33%" in t.make.said(refused)
    await click(t.make, join, CAROL)
    await click(t.make, join, DAVE)  # a newcomer has nothing against them
    record = await t.bot.service.record(game_id)
    assert [s.name for s in record.seats] == ["alice", "carol", "dave"]
    lines = t.fake.lobby_edits[-1]["embed"].fields[-1].value.splitlines()
    assert lines[1:3] == ["carol: 100%, 30 min median", "dave: new here"]


async def test_server_default_minimum_applies_to_new_lobbies(table: Table) -> None:
    t = table
    await play_history(t)
    server = t.bot.get_cog("ServerCog")
    settings = server.settings  # type: ignore[attr-defined]
    changed = t.make(ALICE, manage_guild=True)
    await run_command(t, settings, changed, min_reliability=30)
    assert "new lobbies ask for 30% reliability" in t.make.said(changed)
    first, join = await _lobby(t, ALICE)
    await click(t.make, join, BOB)  # 33% ≥ 30%
    assert (await t.bot.service.record(first)).seat_of(BOB.id)
    cleared = t.make(ALICE, manage_guild=True)
    await run_command(t, settings, cleared, min_reliability=90)
    own, join = await _lobby(t, CAROL, min_reliability=0)  # the lobby's own minimum wins
    await click(t.make, join, BOB)
    assert (await t.bot.service.record(own)).seat_of(BOB.id)
    _strict, join = await _lobby(t, CAROL)
    refused = await click(t.make, join, BOB)
    assert "asks for a reliability of 90%" in t.make.said(refused)
    off = t.make(ALICE, manage_guild=True)
    await run_command(t, settings, off, min_reliability=-1)
    assert "no minimum reliability for new lobbies" in t.make.said(off)


async def test_moves_in_a_row_are_one_turn_and_a_late_move_is_missed(table: Table) -> None:
    """Waits kept by hand: Alice asked at 0 h answers at 4 h and is asked again at once
    (her turn goes on: not a second turn), answers at 4.1 h; then asked at 10 h, she misses
    the deadline. Two turns asked, one missed, one answer time of 4 h."""
    t = table
    game_id, _thread = await open_game(t, [ALICE, BOB])
    async with t.store.transaction() as db:
        await db.execute("DELETE FROM seat_waits")
        await db.executemany(
            "INSERT INTO seat_waits (game_id, seat, user_id, asked_at, ended_at, outcome) "
            "VALUES (?, 0, ?, ?, ?, ?)",
            [
                (game_id, ALICE.id, 0.0, 4 * HOUR, "answered"),
                (game_id, ALICE.id, 4 * HOUR, 4.1 * HOUR, "answered"),
                (game_id, ALICE.id, 10 * HOUR, 20 * HOUR, "missed"),
            ],
        )
    alice = await figures(t.store, GUILD_ID, ALICE.id)
    assert (alice.asked, alice.missed, alice.answer_times) == (2, 1, (4 * HOUR,))
    assert alice.reliability == 50
