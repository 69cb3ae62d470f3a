"""The kit's test game Skirmish (tests/toygame2.py) through the Discord front-end: a question to
seats not on turn is prompted to them, not to the player on turn, and its default answer is
played by the ticker when an asked seat's clock runs out. Drawn by its kit renderer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import render
from bot.service import GameService, UserRef
from cogs.client import PetroBot
from tests import toygame2_render
from tests.toygame2 import GAME as SKIRMISH
from tests.toygame2 import SkirmishState

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_table
from .fakes import GUILD_ID, click
from .test_play import answer, buttons, open_prompt

THREAD = 77


def _user(member: Any) -> UserRef:
    return UserRef(member.id, member.name)


def muster_seed() -> int:
    """A seed whose set-up deals the first seat a muster card (three players)."""
    for seed in range(500):
        state = SKIRMISH.setup(["alice", "bob", "carol"], seed)
        if any(card.startswith("muster") for card in state.deck.hand(0)):
            return seed
    raise AssertionError("no seed deals a muster")


@pytest.fixture
async def kit_table(db_path: Path, clock: Clock, monkeypatch: Any) -> Any:
    monkeypatch.setitem(render._TEST_RENDERERS, SKIRMISH.name, toygame2_render)
    table = await open_table(db_path, clock, games={SKIRMISH.name: SKIRMISH})
    try:
        yield table
    finally:
        await table.store.close()


async def _started(
    t: Table, settings: dict[str, Any] | None = None
) -> tuple[GameService, PetroBot, int]:
    service, bot = t.bot.service, t.bot
    created = await service.create(
        SKIRMISH.name,
        _user(ALICE),
        None,
        guild_id=GUILD_ID,
        settings=settings or {"clock_hours": 1},
        channel_id=THREAD,
    )
    for member in (BOB, CAROL):
        await service.join(created.game_id, _user(member))
    started = await service.start(created.game_id, _user(ALICE), seed=muster_seed())
    await bot.flow.publish(started)
    return service, bot, created.game_id


async def test_a_question_is_prompted_to_the_asked_seats_and_defaults_at_the_deadline(
    kit_table: Table, clock: Clock
) -> None:
    t = kit_table
    service, bot, game_id = await _started(t)
    _record, state = await service.state(game_id)
    assert isinstance(state, SkirmishState)
    muster = next(card for card in state.deck.hand(0) if card.startswith("muster"))
    outcome = await service.act(game_id, ALICE.id, {"kind": "muster", "card": muster}, seat=0)
    await bot.flow.publish(outcome, acted=0)

    # The turn message mentions the asked seats, not the player on turn.
    turn = t.fake.last(THREAD)
    assert f"<@{BOB.id}>" in (turn.content or "") and f"<@{CAROL.id}>" in (turn.content or "")
    assert f"<@{ALICE.id}>" not in (turn.content or "")
    assert turn.file is not None  # the board, drawn by the kit renderer

    # Alice, on turn, has nothing to answer; Bob's prompt offers the question's answers.
    refused = await click(t.make, buttons(turn)["Your move"], ALICE, channel_id=THREAD)
    assert "not your turn" in t.make.said(refused).lower()
    _interaction, prompt = await open_prompt(t, THREAD, BOB)
    assert prompt.kwargs["ephemeral"] is True
    offered = list(buttons(prompt))
    assert "Refuse alice's muster (-1 renown)" in offered
    gift = next(label for label in offered if label.startswith("Give alice a card: "))
    _interaction, reply = await answer(t, prompt, gift, BOB)
    assert (reply.content or "").startswith("Done:")
    _record, state = await service.state(game_id)
    assert isinstance(state, SkirmishState)
    assert SKIRMISH.to_act(state) == [2] and len(state.deck.hand(0)) == 3  # 3 - muster + gift

    # Carol lets her clock run out: the question's default answer (refuse) is played.
    clock.advance(1.5)
    done = await bot.ticker.tick()
    assert [(d.kind, d.seat) for d in done] == [("deadline", 2)]
    _record, state = await service.state(game_id)
    assert isinstance(state, SkirmishState)
    assert state.questions.open == [] and SKIRMISH.to_act(state) == [1]
    log = await service.log(game_id, 0, 20)
    assert any("carol refuses the muster" in line for entry in log for line in entry.events)
    assert "clock ran out: the game's default move was made" in t.fake.last(THREAD).text()


async def test_the_player_on_turn_is_not_played_for_by_the_ticker(
    kit_table: Table, clock: Clock
) -> None:
    """Skirmish has no automatic move on one's own turn: the host is told instead."""
    t = kit_table
    service, bot, game_id = await _started(t)
    clock.advance(1.5)
    done = await bot.ticker.tick()
    assert [(d.kind, d.seat) for d in done] == [("deadline", 0)]
    _record, state = await service.state(game_id)
    assert state.step == 0
    assert "/game skip" in t.fake.last(THREAD).text()


async def test_without_a_clock_the_default_answer_comes_after_answer_hours(
    kit_table: Table, clock: Clock
) -> None:
    """No time control: the asked seats have ``answer_hours`` to answer, then the rules'
    default answer is played; the player on turn is only ever reminded."""
    t = kit_table
    service, bot, game_id = await _started(t, {"answer_hours": 6, "reminder_hours": 24})
    clock.advance(7)
    assert await bot.ticker.tick() == []  # Alice's own turn: nothing is played for her
    _record, state = await service.state(game_id)
    assert isinstance(state, SkirmishState) and state.step == 0
    muster = next(card for card in state.deck.hand(0) if card.startswith("muster"))
    outcome = await service.act(game_id, ALICE.id, {"kind": "muster", "card": muster}, seat=0)
    await bot.flow.publish(outcome, acted=0)
    clock.advance(5)
    assert await bot.ticker.tick() == []
    clock.advance(1.5)
    done = await bot.ticker.tick()
    assert sorted((d.kind, d.seat) for d in done) == [("answer", 1), ("answer", 2)]
    _record, state = await service.state(game_id)
    assert isinstance(state, SkirmishState)
    assert state.questions.open == [] and SKIRMISH.to_act(state) == [1]
    assert "did not answer in time: the rules' default answer was made" in thread_text(t)
    clock.advance(30)  # Bob's own turn now: reminded, never played for
    assert [d.kind for d in await bot.ticker.tick()] == ["reminder"]


def thread_text(t: Table) -> str:
    return "\n".join(sent.text() for sent in t.fake.channels[THREAD])


async def test_a_new_game_takes_its_games_answer_deadline(kit_table: Table) -> None:
    t = kit_table
    interaction = t.make(ALICE, channel=t.fake.text_channel())
    await t.cog.new.callback(t.cog, interaction, game=SKIRMISH.name)
    record = max(await t.bot.service.games_of(ALICE.id), key=lambda r: r.id)
    assert record.settings.get("answer_hours") == SKIRMISH.answer_hours == 24
    switched_off = t.make(ALICE, channel=t.fake.text_channel())
    await t.cog.new.callback(t.cog, switched_off, game=SKIRMISH.name, answer_hours=0)
    record = max(await t.bot.service.games_of(ALICE.id), key=lambda r: r.id)
    assert record.settings.get("answer_hours") is None
