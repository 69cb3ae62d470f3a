"""``/game standing`` through the fakes (issue 17): a player answers a kind of question in
advance; when the game asks it, the answer is played at once and the log says so; a wrong
answer is refused and changes nothing; the player may cancel it. One More Barrel, a transfer
offer refused in advance."""

from __future__ import annotations

from typing import Any

from .conftest import Table, run_command
from .test_public_menu import PLAYERS, omb, on_turn, start_actions  # noqa: F401

__all__ = ["omb"]


async def _offer_to(t: Table, game_id: int, giver: Any, receiver_seat: int) -> None:
    """The player on turn offers 1 $ to ``receiver_seat``, published as the cogs do."""
    record = await t.bot.service.record(game_id)
    seat = record.seat_of(giver.id)[0]
    action = {"kind": "offer", "to": receiver_seat, "what": "money", "amount": 1}
    outcome = await t.bot.service.act(game_id, giver.id, action, seat=seat)
    await t.bot.flow.publish(outcome, acted=seat)


async def test_a_standing_answer_is_played_when_its_question_comes(omb: Table) -> None:
    t = omb
    game_id, thread_id = await start_actions(t)
    giver = await on_turn(t, game_id)
    record = await t.bot.service.record(game_id)
    receiver_seat = next(s.seat for s in record.seats if s.user_id != giver.id)
    receiver = next(p for p in PLAYERS if p.id == record.seats[receiver_seat].user_id)

    wrong = t.make(receiver, channel_id=thread_id)
    await run_command(t, t.cog.standing, wrong, question="transfer_answer", answer="always accept")
    assert "answer one of: always refuse" in t.make.said(wrong)
    assert await t.bot.service.standing(game_id, receiver.id) == {}

    shown = t.make(receiver, channel_id=thread_id)
    await run_command(t, t.cog.standing, shown)
    assert "Your standing answers in game" in t.make.said(shown)
    assert "transfer answer (always refuse)" in t.make.said(shown)

    asked = t.make(receiver, channel_id=thread_id)
    await run_command(t, t.cog.standing, asked, question="transfer_answer", answer="always refuse")
    assert "transfer answer: **always refuse**" in t.make.said(asked)
    assert t.make.answers(asked)[0].kwargs["ephemeral"] is True

    before = len(await t.bot.service.log(game_id, 0, -1))
    await _offer_to(t, game_id, giver, receiver_seat)
    log = await t.bot.service.log(game_id, 0, -1)
    assert len(log) == before + 2  # the offer, then the standing answer
    said = " ".join(log[-1].events)
    assert f"{receiver.display_name}'s standing answer: always refuse." in said
    assert "is refused" in said
    view = await t.bot.service.public_view(game_id)
    assert view.to_act == [record.seat_of(giver.id)[0]]  # back to the giver, not waiting

    # Cancelled: the next offer waits for the receiver's own answer.
    cancel = t.make(receiver, channel_id=thread_id)
    await run_command(t, t.cog.standing, cancel, question="transfer_answer", answer="cancel")
    assert await t.bot.service.standing(game_id, receiver.id) == {}
    await _offer_to(t, game_id, giver, receiver_seat)
    assert (await t.bot.service.public_view(game_id)).to_act == [receiver_seat]
