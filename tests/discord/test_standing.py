"""``/game standing`` through the fakes (issue 17): a player answers a kind of question in
advance; when the game asks it, the ticker plays the answer after a person's delay (issue 26:
seeded, a few minutes) and its public trace is exactly that of the same answer given by hand,
only its player being told privately; a wrong answer is refused and changes nothing; the
player may cancel it; a game that is over takes none. One More Barrel, a transfer offer
refused in advance."""

from __future__ import annotations

from typing import Any

from bot.scheduling import STANDING_LONGEST, STANDING_SHORTEST

from .conftest import Table, open_table, run_command
from .test_public_menu import PLAYERS, omb, on_turn, start_actions  # noqa: F401

__all__ = ["omb"]


async def _offer_to(t: Table, game_id: int, giver: Any, receiver_seat: int) -> None:
    """The player on turn offers 1 $ to ``receiver_seat``, published as the cogs do."""
    record = await t.bot.service.record(game_id)
    seat = record.seat_of(giver.id)[0]
    action = {"kind": "offer", "to": receiver_seat, "what": "money", "amount": 1}
    outcome = await t.bot.service.act(game_id, giver.id, action, seat=seat)
    await t.bot.flow.publish(outcome, acted=seat)


async def _trading(t: Table) -> tuple[int, int, Any, Any, int]:
    """A game in its actions: its id and thread, the player on turn, another player and
    that one's seat."""
    game_id, thread_id = await start_actions(t)
    giver = await on_turn(t, game_id)
    record = await t.bot.service.record(game_id)
    receiver_seat = next(s.seat for s in record.seats if s.user_id != giver.id)
    receiver = next(p for p in PLAYERS if p.id == record.seats[receiver_seat].user_id)
    return game_id, thread_id, giver, receiver, receiver_seat


async def test_a_standing_answer_is_played_when_its_question_comes(omb: Table) -> None:
    t = omb
    game_id, thread_id, giver, receiver, receiver_seat = await _trading(t)
    record = await t.bot.service.record(game_id)

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
    assert len(await t.bot.service.log(game_id, 0, -1)) == before + 1  # not at once
    t.clock.advance(STANDING_SHORTEST / 3600 - 0.001)
    assert await t.bot.ticker.tick() == []  # nor before a person could have answered
    waited = STANDING_SHORTEST
    while not (done := await t.bot.ticker.tick()):
        t.clock.advance(10 / 3600)
        waited += 10
        assert waited <= STANDING_LONGEST + 10, "the standing answer was never played"
    assert [d.kind for d in done] == ["standing"]
    log = await t.bot.service.log(game_id, 0, -1)
    assert len(log) == before + 2  # the offer, then the standing answer
    automatic = log[-1].events
    assert "standing answer" not in " ".join(automatic)
    assert any("is refused" in line for line in automatic)
    view = await t.bot.service.public_view(game_id)
    assert view.to_act == [record.seat_of(giver.id)[0]]  # back to the giver, not waiting
    # Only the receiver is told (privately) that their standing answer was used.
    told = t.fake.dms[receiver.id][-1].content
    assert "Your standing answer was played for you: always refuse." in told

    # Cancelled: the next offer waits for the receiver's own answer.
    cancel = t.make(receiver, channel_id=thread_id)
    await run_command(t, t.cog.standing, cancel, question="transfer_answer", answer="cancel")
    assert await t.bot.service.standing(game_id, receiver.id) == {}
    await _offer_to(t, game_id, giver, receiver_seat)
    assert (await t.bot.service.public_view(game_id)).to_act == [receiver_seat]
    t.clock.advance(1)
    assert [d.kind for d in await t.bot.ticker.tick()] == []
    # The same answer by hand leaves the same public trace.
    refused = {"kind": "answer", "accept": False}
    outcome = await t.bot.service.act(game_id, receiver.id, refused, seat=receiver_seat)
    await t.bot.flow.publish(outcome, acted=receiver_seat)
    by_hand = (await t.bot.service.log(game_id, 0, -1))[-1].events
    assert by_hand == automatic


async def test_the_delay_is_seeded_a_few_minutes_and_within_the_deadline() -> None:
    from bot.scheduling import standing_delay

    delays = [standing_delay((7, 1, seat, 1000.0 + seat), None) for seat in range(200)]
    assert all(STANDING_SHORTEST <= d <= STANDING_LONGEST for d in delays)
    assert len(set(delays)) > 150  # drawn, not one fixed delay
    assert standing_delay((7, 1, 3, 1003.0), None) == delays[3]  # the same wait, the same
    assert standing_delay((8, 1, 3, 1003.0), None) != delays[3]  # another game's seed
    assert all(standing_delay((7, 1, s, 1.0), 90.0) <= 45.0 for s in range(50))


async def test_standing_answers_are_refused_once_the_game_is_over(omb: Table) -> None:
    t = omb
    game_id, thread_id = await start_actions(t)
    player = await on_turn(t, game_id)
    await t.bot.service.abort(game_id, PLAYERS[0].id)
    late = t.make(player, channel_id=thread_id)
    await run_command(
        t, t.cog.standing, late, game=game_id, question="transfer_answer", answer="always refuse"
    )
    assert "standing answers can no longer be set" in t.make.said(late)
    assert await t.bot.service.standing(game_id, player.id) == {}


class Crash(BaseException):
    """The process dying right after a move's commit."""


async def test_a_standing_answer_due_when_the_process_died_is_played_after_a_restart(
    omb: Table, db_path: Any, monkeypatch: Any
) -> None:
    t = omb
    game_id, thread_id, giver, receiver, receiver_seat = await _trading(t)
    record = await t.bot.service.record(game_id)
    asked = t.make(receiver, channel_id=thread_id)
    await run_command(t, t.cog.standing, asked, question="transfer_answer", answer="always refuse")

    async def dies(*_args: Any, **_kwargs: Any) -> None:
        raise Crash()

    monkeypatch.setattr(t.bot.flow, "publish", dies)
    try:
        await _offer_to(t, game_id, giver, receiver_seat)
    except Crash:
        pass
    else:
        raise AssertionError("the process did not die")
    await t.store.close()
    monkeypatch.undo()

    again = await open_table(db_path, t.clock, games=dict(t.bot.service.games))
    try:
        await again.bot.flow.catch_up()
        again.clock.advance(STANDING_LONGEST / 3600)
        done = await again.bot.ticker.tick()
        assert [d.kind for d in done] == ["standing"]
        view = await again.bot.service.public_view(game_id)
        assert view.to_act == [record.seat_of(giver.id)[0]]
        assert "is refused" in " ".join((await again.bot.service.log(game_id, 0, -1))[-1].events)
    finally:
        await again.store.close()


async def test_a_french_player_reads_and_types_the_standing_answers_in_french(omb: Table) -> None:
    """Issue 28: ``/game standing`` names the questions and answers in the reader's language
    (« offre de transfert (toujours refuser) ») and takes them typed in it, keeping the id
    the database keeps (the autocomplete sends that id beside the words it shows)."""
    import discord

    t = omb
    game_id, thread_id, _giver, receiver, _seat = await _trading(t)
    french = discord.Locale.french
    shown = t.make(receiver, channel_id=thread_id, locale=french)
    await run_command(t, t.cog.standing, shown)
    said = t.make.said(shown)
    assert "offre de transfert (toujours refuser)" in said, said
    assert "transfer answer" not in said and "always refuse" not in said
    wrong = t.make(receiver, channel_id=thread_id, locale=french)
    await run_command(
        t, t.cog.standing, wrong, question="transfer_answer", answer="toujours accepter"
    )
    assert "offre de transfert" in t.make.said(wrong) and "toujours refuser" in t.make.said(
        wrong
    ), t.make.said(wrong)
    assert "always refuse" not in t.make.said(wrong)
    typed = t.make(receiver, channel_id=thread_id, locale=french)
    await run_command(
        t, t.cog.standing, typed, question="offre de transfert", answer="Toujours refuser"
    )
    assert "offre de transfert: **toujours refuser**" in t.make.said(typed)
    assert await t.bot.service.standing(game_id, receiver.id) == {
        "transfer_answer": "always refuse"
    }
    engine = t.bot.service.game("one_more_barrel")
    assert engine.standing_words("de")["transfer_answer"] == "Transferangebot"
    assert engine.standing_id("immer ablehnen", "de") == "always refuse"
