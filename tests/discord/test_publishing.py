"""Publishing a saved move never fails as a whole: a broken stage (the picture, one DM) is
logged and skipped, the thread still gets the turn message and the player only "Done"."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import aiohttp
import discord
import pytest

import cogs.flow
from bot.service import Outcome
from rules.core import Event
from tests.toygame import GAME as TOY_GAME
from tests.toygame import SecretNim

from .conftest import ALICE, BOB, Clock, Table, open_game, open_table, run_command
from .test_play import answer, buttons, open_prompt, take


class WhisperingNim(SecretNim):
    """Secret Nim telling the taker privately how many stones they took in all, so a move
    sends a DM (the test-only game registered under Secret Nim's name)."""

    def _play(self, state: Any, seat: int, action: Any) -> list[Event]:
        events = super()._play(state, seat, action)
        if getattr(action, "kind", None) == "take":
            events.append(Event(kind="note", text="You took stones.", to=seat))
        return events


def assert_turn_posted_without_picture(t: Any, thread_id: int) -> None:
    """The thread's last message is Bob's turn with its buttons, and a note for the picture."""
    turn = t.fake.last(thread_id)
    assert turn.content == "Your turn: <@102>" and "Your move" in buttons(turn)
    assert turn.file is None and turn.embed is not None and turn.embed.image.url is None
    assert "too large to upload" in (turn.embed.footer.text or "")


def broken_renderer(*_args: Any, **_kwargs: Any) -> bytes:
    raise RuntimeError("secret token 7 in the renderer's message")


async def test_a_failing_picture_loses_nothing_else(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch, caplog: Any
) -> None:
    t = await open_table(db_path, clock, games={TOY_GAME.name: WhisperingNim()})
    try:
        game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
        dms_before = len(t.fake.dms[ALICE.id])
        monkeypatch.setattr(cogs.flow, "render_view", broken_renderer)
        caplog.set_level(logging.INFO, logger="petrocord.discord")

        _i, prompt = await open_prompt(t, thread_id, ALICE)
        _i, prompt = await answer(t, prompt, "pile 1 (2 stones)", ALICE)
        played, done = await answer(t, prompt, "2", ALICE)

        # The player sees only the confirmation, no apology.
        assert t.make.said(played).startswith("Done: Take stones")
        assert "Sorry" not in t.make.said(played)
        # The thread got the embed, the mention and the buttons, without the picture.
        turn = t.fake.last(thread_id)
        assert turn.content == "Your turn: <@102>"
        assert turn.embed is not None and "takes 2 from pile 1" in turn.text()
        assert turn.file is None and turn.embed.image.url is None
        assert "Your move" in buttons(turn)
        # The private event still reached its player: in her prompt, which only she sees
        # (she just moved: no DM repeats it, issue 29).
        assert "You took stones." in t.make.said(played)
        assert len(t.fake.dms[ALICE.id]) == dms_before
        # Logged with the game id and a reference, never the exception's own text.
        failures = [r.getMessage() for r in caplog.records if "publishing the" in r.getMessage()]
        assert failures and all(f"game {game_id}:" in m for m in failures)
        assert all("error reference" in m for m in failures)
        assert not any("secret token" in r.getMessage() for r in caplog.records)
        assert (await t.bot.service.record(game_id)).version == 4
    finally:
        await t.store.close()


async def test_one_failing_dm_does_not_stop_the_others(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    service = t.bot.service
    real_seat_view = service.seat_view

    async def seat_view(game: int, seat: int) -> Any:
        if seat == 0:
            raise RuntimeError("database is locked")
        return await real_seat_view(game, seat)

    monkeypatch.setattr(service, "seat_view", seat_view)
    before = {user.id: len(t.fake.dms[user.id]) for user in (ALICE, BOB)}
    # A publish touching both seats' private views: Alice's fails, Bob's still goes.
    record = await service.record(game_id)
    outcome = Outcome(game_id=game_id, version=record.version, status="running", boards=[0, 1])
    await t.bot.flow.publish(outcome)
    assert len(t.fake.dms[ALICE.id]) == before[ALICE.id]
    assert len(t.fake.dms[BOB.id]) == before[BOB.id] + 1
    assert thread_id in t.fake.channels


async def test_a_picture_over_the_upload_limit_is_left_out_with_a_note(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    take = t.bot.tree.get_command("secret_nim").get_command("take")  # type: ignore[union-attr]
    tiny = 500  # bytes: even the smallest picture is larger
    played = t.make(ALICE, channel_id=thread_id, filesize_limit=tiny)
    await run_command(t, take, played, pile=0, amount=2)
    assert "Done: Take stones — pile" in t.make.said(played) and "Sorry" not in t.make.said(played)
    assert_turn_posted_without_picture(t, thread_id)
    # /game board says so instead of failing.
    board = t.make(BOB, channel_id=thread_id, filesize_limit=tiny)
    await run_command(t, t.cog.board, board)
    assert "too large for this server's upload limit" in t.make.said(board)
    assert (await t.bot.service.record(game_id)).version == 4


async def test_a_picture_refused_by_discord_413_is_posted_again_without_it(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    make_channel = t.bot.get_partial_messageable

    def channel_refusing_files(channel_id: int, **kwargs: Any) -> Any:
        channel = make_channel(channel_id, **kwargs)
        record = channel.send

        async def send(content: Any = None, **parts: Any) -> Any:
            if "file" in parts:
                response = MagicMock(spec_set=aiohttp.ClientResponse)
                response.status = 413
                response.reason = "Payload Too Large"
                raise discord.HTTPException(response, {"code": 40005, "message": "big"})
            return await record(content, **parts)

        channel.send = AsyncMock(side_effect=send)
        return channel

    t.bot.get_partial_messageable = channel_refusing_files  # type: ignore[method-assign]
    take = t.bot.tree.get_command("secret_nim").get_command("take")  # type: ignore[union-attr]
    await run_command(t, take, t.make(ALICE, channel_id=thread_id), pile=0, amount=2)
    assert_turn_posted_without_picture(t, thread_id)
    assert (await t.bot.service.record(game_id)).version == 4


class TattlingNim(SecretNim):
    """Secret Nim whispering to the NEXT seat, after every move, what it was told of it
    (a private event to another seat than the mover's, as Fitna's cards drawn between turns;
    the test-only game registered under Secret Nim's name)."""

    def _play(self, state: Any, seat: int, action: Any) -> list[Event]:
        events = super()._play(state, seat, action)
        to = (seat + 1) % len(state.seats)
        return [*events, Event(kind="note", text=f"psst {state.seats[to]}", to=to)]


async def test_one_dm_per_turn_saying_what_changed_and_none_after_the_end(
    db_path: Path, clock: Clock
) -> None:
    # Issue 29: a player's private news waits for the DM that tells them the game asks them to
    # act, which names it ("psst bob") and points to /game hand instead of the whole view.
    t = await open_table(db_path, clock, games={TOY_GAME.name: TattlingNim()})
    try:
        _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1")
        # The start: each player's whole private view, once.
        assert [len(t.fake.dms[user.id]) for user in (ALICE, BOB)] == [1, 1]
        assert "Private to bob:" in (t.fake.dms[BOB.id][-1].content or "")
        await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
        told = t.fake.dms[BOB.id][1:]
        assert len(told) == 1
        assert "psst bob" in told[0].content and "It is your turn" in told[0].content
        assert "`/game hand`" in told[0].content and "Private to" not in told[0].content
        await take(t, thread_id, BOB, "pile 2 (1 stones)", "1")
        assert "psst alice" in t.fake.dms[ALICE.id][-1].content
        await take(t, thread_id, ALICE, "pile 3 (1 stones)", "1")
        # Both reveal at once: Bob, asked again, gets one DM; then the end sends nothing.
        assert len(t.fake.dms[BOB.id]) == 3 and "psst bob" in t.fake.dms[BOB.id][-1].content
        before = {user.id: len(t.fake.dms[user.id]) for user in (ALICE, BOB)}
        _i, prompt = await open_prompt(t, thread_id, BOB)
        await answer(t, prompt, "hide", BOB)  # Alice is told "psst alice"... and kept
        _i, prompt = await open_prompt(t, thread_id, ALICE)
        await answer(t, prompt, "reveal", ALICE)
        assert (await t.bot.service.record(1)).status == "finished"
        assert {user.id: len(t.fake.dms[user.id]) for user in (ALICE, BOB)} == before
        assert t.bot.flow.pending == {}  # nothing kept for a game that is over
    finally:
        await t.store.close()
