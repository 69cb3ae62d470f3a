"""Publishing a saved move never fails as a whole: a broken stage (the picture, one DM) is
logged and skipped, the thread still gets the turn message and the player only "Done"."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

import cogs.flow
from bot.service import Outcome
from rules.core import Event
from tests.toygame import GAME as TOY_GAME
from tests.toygame import SecretNim

from .conftest import ALICE, BOB, Clock, open_game, open_table
from .test_play import answer, buttons, open_prompt


class WhisperingNim(SecretNim):
    """Secret Nim telling the taker privately how many stones they took in all, so a move
    sends a DM (the test-only game registered under Secret Nim's name)."""

    def _play(self, state: Any, seat: int, action: Any) -> list[Event]:
        events = super()._play(state, seat, action)
        if getattr(action, "kind", None) == "take":
            events.append(Event(kind="note", text="You took stones.", to=seat))
        return events


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
        # The private event still went out by DM, without its picture.
        dm = t.fake.dms[ALICE.id][-1]
        assert len(t.fake.dms[ALICE.id]) == dms_before + 1
        assert "You took stones." in dm.content and dm.file is None
        # Logged with the game id and a reference, never the exception's own text.
        failures = [r.getMessage() for r in caplog.records if "publishing the" in r.getMessage()]
        assert failures and all(f"game {game_id}:" in m for m in failures)
        assert all("error reference" in m for m in failures)
        assert not any("secret token" in r.getMessage() for r in caplog.records)
        assert (await t.bot.service.record(game_id)).version == 4
    finally:
        await t.store.close()


async def test_one_failing_dm_does_not_stop_the_others(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = await open_table(db_path, clock)
    try:
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
    finally:
        await t.store.close()
