"""The turn message's menus (issue 29, item 4): the moves anyone may see offered to the
player on turn, grouped by kind then choice as a prompt groups them, with an answer of one
possibility taken first, so the usual move is one pick from the thread. Peak Oil's turn:
its agents all at HQ, the first reassignment's destinations are the menu; later, reassigning
and acting on a zone are menus of their own (``pc:tg:`` custom ids)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from rules.core import Rng
from rules.peak_oil import GAME as PEAK

from .conftest import ALICE, BOB, Clock, Table, open_table
from .fakes import Sent, click

PLAYERS = [ALICE, BOB]


async def started(t: Table, kind: str = "peak_oil", options: str = "") -> tuple[int, int]:
    """A game of ``kind`` started by Alice and Bob; its id and thread."""
    channel = t.fake.text_channel()
    await t.cog.new.callback(t.cog, t.make(ALICE, channel=channel), game=kind, options=options)
    join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
    await click(t.make, join, BOB)
    await click(t.make, start, ALICE)
    game_id = int(join.rsplit(":", 1)[1])
    record = await t.bot.service.record(game_id)
    assert record.thread_id is not None
    return game_id, record.thread_id


def turn_message(t: Table, thread_id: int) -> Sent:
    for sent in reversed(t.fake.channels[thread_id]):
        if any(i.startswith("pc:go:") for i in sent.custom_ids()):
            return sent
    raise AssertionError("no turn message")


def menus(sent: Sent) -> list[Any]:
    assert sent.view is not None
    return [i for i in sent.view.children if str(getattr(i, "custom_id", "")).startswith("pc:t")]


async def on_turn(t: Table, game_id: int) -> Any:
    view = await t.bot.service.public_view(game_id)
    return PLAYERS[view.to_act[0]]


async def test_a_reassignment_is_one_pick_from_the_turn_message(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.service

    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: 1))
    t = await open_table(db_path, clock, games={PEAK.name: PEAK})
    try:
        game_id, thread_id = await started(t)
        # Every agent at HQ: the source is taken, the menu lists the destinations.
        (menu,) = menus(turn_message(t, thread_id))
        labels = [o.label for o in menu.item.options]
        assert "HQ" not in labels and len(labels) > 1
        player = await on_turn(t, game_id)
        before = (await t.bot.service.record(game_id)).version
        picked = await click(t.make, menu.custom_id, player, values=[menu.item.options[0].value])
        assert "Done:" in t.make.said(picked)
        assert (await t.bot.service.record(game_id)).version == before + 1

        # Later turns: reassigning from each zone and acting on a zone, a menu each, under
        # their words said once (no entry repeats its kind).
        rng = Rng.from_seed(2)
        found: list[Any] = []
        for _ in range(60):
            version = (await t.bot.service.record(game_id)).version
            found = menus(turn_message(t, thread_id))
            if len(found) > 1 and all(f":{version}" in m.custom_id for m in found):
                break
            _record, state = await t.bot.service.state(game_id)
            seat = PEAK.to_act(state)[0]
            action = PEAK.legal_actions(state, seat).random_action(rng)
            outcome = await t.bot.service.act(game_id, PLAYERS[seat].id, action, seat=seat)
            await t.bot.flow.publish(outcome, acted=seat)
        assert len(found) > 1, "no turn with its moves grouped"
        assert all(m.custom_id.startswith(f"pc:tg:{game_id}:") for m in found)
        for menu in found:
            kind = (menu.item.placeholder or "").rstrip("…")
            assert kind and not any(o.label.startswith(kind) for o in menu.item.options)
        player = await on_turn(t, game_id)
        before = (await t.bot.service.record(game_id)).version
        last = found[-1]
        await click(t.make, last.custom_id, player, values=[last.item.options[-1].value])
        assert (await t.bot.service.record(game_id)).version > before
    finally:
        await t.store.close()
