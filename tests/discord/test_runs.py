"""A player's run of moves on Discord (issue 29, "Done when"): one turn message for the run,
its summary grown and its board redrawn in place after each move the table sees, a new post
(mentioning the next player once) only when the game waits on someone new, whose turn it is
said once there; and Fitna's first question (which pile) asked with its cards, a long pile in
parts, so taking a card is one pick."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cogs.components import ChoiceSelect
from rules.core import Rng
from rules.fitna import GAME as FITNA
from rules.peak_oil import GAME as PEAK

from .conftest import ALICE, BOB, Clock, Table, open_table
from .fakes import click
from .test_turn_menus import menus, started, turn_message

PLAYERS = [ALICE, BOB]


async def on_turn(t: Table, game_id: int) -> Any:
    view = await t.bot.service.public_view(game_id)
    return PLAYERS[view.to_act[0]]


@pytest.fixture
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.service

    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: 1))


@pytest.mark.usefixtures("seeded")
async def test_a_run_of_moves_is_one_message_redrawn_in_place(db_path: Path, clock: Clock) -> None:
    t = await open_table(db_path, clock, games={PEAK.name: PEAK})
    try:
        game_id, thread_id = await started(t, PEAK.name)
        first = turn_message(t, thread_id)
        player = await on_turn(t, game_id)
        posts = len(t.fake.channels[thread_id])
        (menu,) = menus(first)
        await click(t.make, menu.custom_id, player, values=[menu.item.options[0].value])
        view = await t.bot.service.public_view(game_id)
        assert PLAYERS[view.to_act[0]] is player, "the seed's first reassignment ends no turn"
        # The same player goes on: no new post, no mention; the turn message grew in place,
        # its board redrawn.
        assert len(t.fake.channels[thread_id]) == posts
        edit = t.fake.lobby_edits[-1]
        assert edit["_message_id"] == first.message_id
        assert "reassigns an agent" in edit["embed"].description
        assert "Waiting for" not in edit["embed"].description  # "Your turn: @…" is above it
        assert [f.filename for f in edit["attachments"]] == ["board.png"]
        assert "content" not in edit  # the words above (and their mention) are left as they were

        # Until the turn passes: a new post mentions the next player once, and says whose
        # turn it is once (not "bob's turn." then "Waiting for bob.").
        rng = Rng.from_seed(1)
        for _ in range(20):
            if len(t.fake.channels[thread_id]) > posts:
                break
            record = await t.bot.service.record(game_id)
            legal = await t.bot.service.legal(game_id, player.id)
            seat = min(legal)
            move = legal[seat].random_action(rng)
            await t.bot.flow.play(
                t.make(player, channel_id=thread_id), record, move, seat, None, "a move"
            )
        assert len(t.fake.channels[thread_id]) == posts + 1
        new = t.fake.last(thread_id)
        nxt = await on_turn(t, game_id)
        assert nxt is not player and new.content == f"Your turn: <@{nxt.id}>"
        assert "Waiting for" not in new.text()
    finally:
        await t.store.close()


@pytest.mark.usefixtures("seeded")
async def test_taking_a_card_from_a_pile_is_one_pick(db_path: Path, clock: Clock) -> None:
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        game_id, thread_id = await started(t, FITNA.name, "scenario=1")
        player = await on_turn(t, game_id)
        go = next(i for i in turn_message(t, thread_id).custom_ids() if i.startswith("pc:go:"))
        prompt = t.make.answers(await click(t.make, go, player, channel_id=thread_id))[-1]
        assert prompt.view is not None
        selects = [i for i in prompt.view.children if isinstance(i, ChoiceSelect)]
        placeholders = [s.item.placeholder for s in selects]
        # A menu per pile, a pile longer than a menu holds in parts, the pile said once.
        assert any("(1/2)" in p for p in placeholders), placeholders
        assert any("(2/2)" in p for p in placeholders), placeholders
        last = selects[-1]
        value = last.item.options[-1].value
        assert int(value) >= 25  # a later part picks by the answer's place in the whole pile
        before = (await t.bot.service.record(game_id)).version
        picked = await click(t.make, last.custom_id, player, values=[value], ephemeral=True)
        assert "Done:" in t.make.said(picked)
        assert (await t.bot.service.record(game_id)).version == before + 1
        label = last.item.options[-1].label.split(" — ")[0]
        assert label in t.make.said(picked)
    finally:
        await t.store.close()
