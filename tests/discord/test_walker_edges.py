"""The edge cases of the choice tree through the Discord fakes (tests/edgegame.py): a kind
with no choices is never offered and is refused when typed, a single choice is taken for the
player, the optional step with nothing to choose is never asked, a number range gets one
button per number, an optional range offers no "skip" beside the answer it means."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.edgegame import GAME as EDGE

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_game, open_table, run_command
from .test_play import answer, buttons, open_prompt


@pytest.fixture
async def edge_table(db_path: Path, clock: Clock) -> AsyncIterator[Table]:
    opened = await open_table(db_path, clock, games={EDGE.name: EDGE})
    try:
        yield opened
    finally:
        await opened.store.close()


async def test_prompts_offer_only_what_can_be_completed(edge_table: Table) -> None:
    t = edge_table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="", game=EDGE.name)
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    # The kinds come with their first (and only) answer; 'Play a card' and red are not there.
    assert set(buttons(prompt)) == {"Pick a colour: blue", "Pass: tired"}
    _i, amount = await answer(t, prompt, "Pick a colour: blue", ALICE)
    assert "amount" in (amount.content or "").lower() and "note" not in (amount.content or "")
    assert set(buttons(amount)) == {"1", "2", "3", "Back"}
    _i, done = await answer(t, amount, "2", ALICE)
    assert (done.content or "").startswith("Done: Pick a colour — blue, amount: 2")

    _i, prompt = await open_prompt(t, thread_id, BOB)
    _i, tip = await answer(t, prompt, "Pass: tired", BOB)
    # The tip left out is 0: no "skip" beside the button "0".
    assert set(buttons(tip)) == {"0", "1", "2", "Back"}
    await answer(t, tip, "1", BOB)

    _record, state = await t.bot.service.state(game_id)
    assert state.scores == [2, 1] and state.step == 2


async def test_a_kind_with_nothing_to_choose_is_refused_when_typed(edge_table: Table) -> None:
    t = edge_table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="", game=EDGE.name)
    group = t.bot.tree.get_command(EDGE.name)
    play = group.get_command("play")  # type: ignore[union-attr]
    interaction = t.make(ALICE, channel_id=thread_id)
    await run_command(t, play, interaction, card="ace")
    assert "'play' is not possible now; you may: Pick a colour, Pass." in t.make.said(interaction)
    pick = group.get_command("pick")  # type: ignore[union-attr]
    colour = pick._params["colour"].autocomplete
    assert [c.value for c in await colour(t.make(ALICE, channel_id=thread_id), "")] == ["blue"]
    _record, state = await t.bot.service.state(game_id)
    assert state.step == 0


async def test_a_seat_with_no_legal_action_gets_no_empty_menu(edge_table: Table) -> None:
    t = edge_table
    _game_id, thread_id = await open_game(t, [ALICE, BOB, CAROL], options="", game=EDGE.name)
    interaction, prompt = await open_prompt(t, thread_id, ALICE)
    said = t.make.said(interaction)
    assert said == "The game waits on you but offers no possible move: it cannot go on."
    assert prompt.view is None
    assert "from 1 to 0" not in said and "Play a card" not in said
