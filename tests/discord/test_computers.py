"""Computer players through the Discord fakes (issue 32, "Done when"): a game of each kind
with computer seats played to its end, a player's autopilot switched on and off mid-game, a
seat whose clock ran out played by the computer when the game says so.

The computers search in a thread of the test's process (``COMPUTER_WORKERS=0``), with one
simulation per search and no delay, so a whole game takes seconds; the pictures are stood in
for (:class:`tests.discord.test_one_more_barrel_game.Pictures` draws the first ones only).
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from bot.computer_seats import COMPUTER_ID, plays_on_timeout
from bot.computers import ComputerConfig, ComputerRunner
from bot.service import UserRef
from rules import GAMES
from rules.core import Game, Rng

from .conftest import ALICE, BOB, Clock, Table, open_table, run_command
from .fakes import click
from .test_one_more_barrel_game import Pictures, thread

#: The computers' budget in these tests: one simulation (or sampled world) per decision.
FAST = ComputerConfig(workers=0, searches=2, delay_seconds=0, iterations=1)


def fast_computers(t: Table, config: ComputerConfig = FAST) -> ComputerRunner:
    """The bot's computer players, searching in a thread with a small budget."""
    runner = ComputerRunner(
        t.bot.service, config, lambda outcome, seat: t.bot.flow.publish(outcome, acted=seat)
    )
    t.bot.computers = runner
    t.bot.flow.computers = runner
    return runner


async def open_with_computers(
    t: Table, game: str, computers: int, level: str = "normal", options: str = ""
) -> tuple[int, int]:
    """``/game new game computers:N level:…`` by Alice, who starts it; the game's id and thread."""
    channel = t.fake.text_channel()
    opening = t.make(ALICE, channel=channel)
    await t.cog.new.callback(
        t.cog, opening, game=game, options=options, computers=computers, level=level
    )
    assert "is open" in t.make.said(opening), t.make.said(opening)
    join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
    game_id = int(join.rsplit(":", 1)[1])
    assert "has started" in t.make.said(await click(t.make, start, ALICE))
    record = await t.bot.service.record(game_id)
    assert record.thread_id is not None
    return game_id, record.thread_id


def computer_cog(t: Table) -> Any:
    cog = t.bot.get_cog("ComputerCog")
    assert cog is not None
    return cog


async def autopilot(t: Table, user: Any, state: str, game_id: int) -> str:
    """``/computer autopilot state game:…`` by ``user``; what they were answered."""
    interaction = t.make(user)
    await run_command(t, computer_cog(t).autopilot, interaction, state, game=game_id)
    return t.make.said(interaction)


COUNTS = {"one_more_barrel": 3, "peak_oil": 2, "supremacy": 2, "fitna": 2}
#: Suprématie's détente after three rounds (its option), to keep the test short.
OPTIONS = {"supremacy": "rounds=3"}


@pytest.mark.parametrize("kind", sorted(COUNTS))
async def test_a_game_with_computer_seats_is_played_to_its_end(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """Alice opens the game with computers, starts it and hands her seat to the autopilot:
    the computers play every seat to the end, through the service (the log) and the thread."""
    import bot.service
    import cogs.flow

    monkeypatch.setattr(cogs.flow, "render_view", Pictures())
    # a fixed game (seed 17: a Fitna game whose Daesh player is offered Al Baghdadi's
    # restoring, which a computer's sampled worlds once lost)
    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: 17))
    engine: Game[Any, Any] = GAMES[kind]
    t = await open_table(db_path, clock, games={kind: engine})
    try:
        runner = fast_computers(t)
        game_id, thread_id = await open_with_computers(
            t, kind, COUNTS[kind] - 1, options=OPTIONS.get(kind, "")
        )
        record = await t.bot.service.record(game_id)
        names = record.seat_names
        assert names[1] == "Computer (normal)"
        assert all(seat.user_id == COMPUTER_ID for seat in record.seats[1:])
        said = "\n".join(m.text() for m in thread(t, thread_id))
        assert f"The computer plays: {', '.join(names[1:])}." in said
        assert "hands their seat" in await autopilot(t, ALICE, "on", game_id)
        await runner.idle()
        record = await t.bot.service.record(game_id)
        assert record.status == "finished", names
        log = await t.bot.service.log(game_id, limit=-1)
        seats = {entry.seat for entry in log}
        assert seats == set(range(len(names)))  # every seat moved, each through the log
        assert await t.bot.service.verify_replay(game_id)
        # Alice's moves were announced as the autopilot's; the computers' DMs went nowhere
        assert any("(autopilot)" in text for entry in log for text in entry.events)
        assert COMPUTER_ID not in t.fake.dms
        # a game with a computer seat is not rated
        assert await t.bot.service.ratings(record.guild_id) == {}
    finally:
        await t.store.close()


async def test_autopilot_switched_on_and_off_mid_game(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Alice and Bob play Peak Oil; Bob hands his seat to the computer, which then plays his
    turns as soon as the game waits on him (Alice still plays hers); Bob takes it back, and
    the game waits on him again."""
    import cogs.flow

    monkeypatch.setattr(cogs.flow, "render_view", Pictures())
    peak = GAMES["peak_oil"]
    t = await open_table(db_path, clock, games={"peak_oil": peak})
    try:
        runner = fast_computers(t)
        service = t.bot.service
        channel = t.fake.text_channel()
        opening = t.make(ALICE, channel=channel)
        await t.cog.new.callback(t.cog, opening, game="peak_oil", options="")
        join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
        await click(t.make, join, BOB)
        await click(t.make, start, ALICE)
        game_id = int(join.rsplit(":", 1)[1])
        record = await service.record(game_id)
        assert record.thread_id is not None
        rng = Rng.from_seed(3)
        users = {ALICE.id: ALICE, BOB.id: BOB}

        async def play_by_hand(moves: int) -> None:
            for _ in range(moves):
                record, waiting = await service.waiting(game_id)
                seat = waiting[0]
                user_id = record.seats[seat].user_id
                legal = (await service.legal(game_id, user_id))[seat]
                outcome = await service.act(game_id, user_id, legal.random_action(rng), seat=seat)
                await t.bot.flow.publish(outcome, acted=seat)
                await runner.idle()
                assert users[user_id]

        await play_by_hand(6)
        assert (await service.record(game_id)).status == "running"
        before = len(await service.log(game_id, limit=-1))
        assert "hands their seat" in await autopilot(t, BOB, "on", game_id)
        await runner.idle()
        # Alice plays her turns; Bob's are the computer's
        for _ in range(4):
            record, waiting = await service.waiting(game_id)
            if record.status != "running":
                break
            assert waiting and all(record.seats[s].user_id == ALICE.id for s in waiting)
            await play_by_hand(1)
        log = await service.log(game_id, limit=-1)
        bobs = [entry for entry in log[before:] if entry.seat == 1]
        assert bobs, "the computer played no move for Bob"
        assert all(any("(autopilot)" in text for text in entry.events) for entry in bobs)
        assert "plays their seat again" in await autopilot(t, BOB, "off", game_id)
        # the computer no longer plays Bob: once the game waits on him, it stays waiting
        for _ in range(40):
            record, waiting = await service.waiting(game_id)
            if 1 in waiting or record.status != "running":
                break
            await play_by_hand(1)
        record, waiting = await service.waiting(game_id)
        assert 1 in waiting
        await runner.idle()
        assert 1 in (await service.waiting(game_id))[1]
    finally:
        await t.store.close()


async def test_a_seat_whose_clock_ran_out_is_played_by_the_computer(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under time control, with ``/computer timeouts computer:on``, a seat whose clock runs
    out is played by the computer (one move, announced) instead of the thread being told to
    skip; without it (another game), the thread tells the host what they may do and nothing
    is played."""
    import cogs.flow

    monkeypatch.setattr(cogs.flow, "render_view", Pictures())
    peak = GAMES["peak_oil"]
    t = await open_table(db_path, clock, games={"peak_oil": peak})
    try:
        fast_computers(t)
        service = t.bot.service
        cog = computer_cog(t)

        async def clocked_game(channel_id: int) -> tuple[int, int]:
            channel = t.fake.text_channel(channel_id)
            opening = t.make(ALICE, channel=channel)
            await t.cog.new.callback(t.cog, opening, game="peak_oil", options="", clock_hours=2)
            join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
            await click(t.make, join, BOB)
            await click(t.make, start, ALICE)
            game_id = int(join.rsplit(":", 1)[1])
            record = await service.record(game_id)
            assert record.thread_id is not None
            return game_id, record.thread_id

        plain, plain_thread = await clocked_game(5001)
        played, _thread = await clocked_game(5002)
        # a member who is not the host may not choose it
        other = t.make(BOB)
        await run_command(t, cog.timeouts, other, "on", game=played)
        assert "host" in t.make.said(other)
        interaction = t.make(ALICE)
        await run_command(t, cog.timeouts, interaction, "on", game=played)
        assert "now plays a seat" in t.make.said(interaction)
        _record, waiting = await service.waiting(played)
        seat = waiting[0]

        clock.advance(3)
        await t.bot.ticker.tick()
        # without the setting, the thread is told and nothing is played
        assert await service.log(plain, limit=-1) == []
        assert "run out" in thread(t, plain_thread)[-1].text()
        # with it, the computer played the seat's move, announced in the log
        log = await service.log(played, limit=-1)
        assert log and log[0].seat == seat
        assert any("the computer played for them" in text for text in log[0].events)
    finally:
        await t.store.close()


async def test_a_restarted_bot_plays_the_computer_moves_left_undone(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot that stopped before a computer moved (here: no computer players at all) leaves
    the game waiting on it; the next start looks at every running game with a computer seat
    (:meth:`bot.computers.ComputerRunner.resume`) and the computer moves."""
    t = table
    t.bot.flow.computers = None  # the bot that stops: nobody plays the computer's seat
    game_id, _thread = await open_with_computers(t, "secret_nim", 1, options="pile_size=3")
    service = t.bot.service
    for _ in range(10):  # Alice plays until the game waits on the computer
        record, waiting = await service.waiting(game_id)
        if 1 in waiting:
            break
        legal = (await service.legal(game_id, ALICE.id))[0]
        await service.act(game_id, ALICE.id, legal.random_action(Rng.from_seed(1)), seat=0)
    assert 1 in (await service.waiting(game_id))[1]
    moves = len(await service.log(game_id, limit=-1))
    runner = fast_computers(t)  # the next start
    assert await runner.resume() == [game_id]
    await runner.idle()
    log = await service.log(game_id, limit=-1)
    assert len(log) > moves and log[moves].seat == 1


async def test_the_lobby_button_adds_a_computer_for_the_host_only(table: Table) -> None:
    t = table
    channel = t.fake.text_channel()
    opening = t.make(ALICE, channel=channel)
    await t.cog.new.callback(t.cog, opening, game="secret_nim", options="pile_size=2")
    join, _leave, _start, computer = t.fake.last(channel.id).custom_ids()
    game_id = int(join.rsplit(":", 1)[1])
    await click(t.make, join, BOB)
    refused = await click(t.make, computer, BOB)
    assert "Only the host adds computer players" in t.make.said(refused)
    added = await click(t.make, computer, ALICE)
    assert "A computer player (normal) joined" in t.make.said(added)
    record = await t.bot.service.record(game_id)
    assert record.seat_names == ["alice", "bob", "Computer (normal)"]
    assert record.thread_id is not None
    said = "\n".join(m.text() for m in thread(t, record.thread_id))
    assert "Computer (normal) joined game" in said
    # the lobby message lists the seat without a mention, marked as the computer's
    embed = t.fake.lobby_edits[-1]["embed"]
    shown = "\n".join([embed.description or "", *(field.value or "" for field in embed.fields)])
    assert "3. Computer (normal) 🤖" in shown, shown


async def test_a_vacation_offers_the_autopilot(table: Table) -> None:
    t = table
    game_id, _thread = await open_with_computers(t, "secret_nim", 1, options="pile_size=2")
    interaction = t.make(ALICE)
    await run_command(t, t.cog.vacation, interaction, 2.0, game=game_id)
    assert "`/computer autopilot on` hands your seat to the computer" in t.make.said(interaction)


def lobby_buttons(t: Table) -> list[str]:
    """The custom ids of the lobby message's buttons as last redrawn."""
    view = t.fake.lobby_edits[-1]["view"]
    return [item.custom_id for item in view.children]


async def test_the_host_removes_the_computer_added_last(table: Table) -> None:
    """A "Remove a computer" button shows under the lobby while it has a computer seat; the
    host's click takes back the computer added last (the others keep their names and
    levels), anyone else's is refused, and the button goes once no computer is left."""
    t = table
    channel = t.fake.text_channel()
    opening = t.make(ALICE, channel=channel)
    await t.cog.new.callback(t.cog, opening, game="secret_nim", options="pile_size=2")
    first = t.fake.last(channel.id).custom_ids()
    assert len(first) == 4  # no computer seat: no Remove button
    join, _leave, _start, computer = first
    game_id = int(join.rsplit(":", 1)[1])
    await click(t.make, join, BOB)
    await click(t.make, computer, ALICE)
    outcome = await t.bot.service.add_computer(game_id, UserRef(ALICE.id, "alice"), "easy")
    await t.bot.flow.publish(outcome, lobby=True)
    record = await t.bot.service.record(game_id)
    assert record.seat_names == ["alice", "bob", "Computer (normal)", "Computer 2 (easy)"]
    buttons = lobby_buttons(t)
    assert len(buttons) == 5
    remove = buttons[4]
    assert t.fake.lobby_edits[-1]["view"].children[4].item.label == "Remove a computer"

    refused = await click(t.make, remove, BOB)
    assert "Only the host removes computer players" in t.make.said(refused)
    removed = await click(t.make, remove, ALICE)
    assert "The computer player added last left game" in t.make.said(removed)
    record = await t.bot.service.record(game_id)
    assert record.seat_names == ["alice", "bob", "Computer (normal)"]
    assert record.settings["computers"] == ["normal"]
    assert record.thread_id is not None
    said = "\n".join(m.text() for m in thread(t, record.thread_id))
    assert "Computer 2 (easy) left game" in said
    assert len(lobby_buttons(t)) == 5  # one computer is left

    await click(t.make, remove, ALICE)
    record = await t.bot.service.record(game_id)
    assert record.seat_names == ["alice", "bob"] and "computers" not in record.settings
    assert len(lobby_buttons(t)) == 4
    again = await click(t.make, remove, ALICE)  # an old message's button
    assert f"Game #{game_id} has no computer seat to remove" in t.make.said(again)


async def test_a_server_default_lets_the_computer_play_seats_whose_clock_ran_out(
    table: Table,
) -> None:
    """``/server settings computer_timeouts:true`` (Manage Server) makes every new game start
    as ``/computer timeouts computer:on`` would; ``false`` goes back to games that tell the
    host; the settings say which."""
    t = table
    server = t.bot.get_cog("ServerCog")
    assert server is not None
    settings = server.settings  # type: ignore[attr-defined]
    seen = t.make(BOB)
    await run_command(t, settings, seen)
    assert "a seat whose clock runs out is not played by the computer" in t.make.said(seen)
    refused = t.make(BOB)
    await run_command(t, settings, refused, computer_timeouts=True)
    assert "Only members with Manage Server" in t.make.said(refused)

    async def new_game() -> Any:
        opening = t.make(ALICE, channel=t.fake.text_channel())
        await run_command(t, t.cog.new, opening, game="secret_nim", options="pile_size=2")
        assert "is open" in t.make.said(opening)
        games = await t.bot.service.games_of(ALICE.id)
        return max(games, key=lambda record: record.id)

    assert not plays_on_timeout(await new_game())
    saved = t.make(ALICE, manage_guild=True)
    await run_command(t, settings, saved, computer_timeouts=True)
    assert "in new games the computer plays a seat whose clock runs out" in t.make.said(saved)
    record = await new_game()
    assert plays_on_timeout(record)
    assert record.thread_id is not None
    said = "\n".join(m.text() for m in thread(t, record.thread_id))
    assert "The computer now plays a seat whose clock runs out." in said
    back = t.make(ALICE, manage_guild=True)
    await run_command(t, settings, back, computer_timeouts=False)
    assert not plays_on_timeout(await new_game())
