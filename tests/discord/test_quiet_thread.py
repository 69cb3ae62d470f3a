"""A quiet thread: one message per completed piece of play, mentions only for players the
game newly waits on, never the mover for their own move, silent otherwise; a shrinking
simultaneous wait edits the turn message in place; each user's notification choices
(``/game notify``): no mention, a DM, quiet hours in their own time zone."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ALICE, BOB, Table, open_game, run_command
from .fakes import Sent
from .test_play import answer, open_prompt, take


def pinged(sent: Sent) -> list[int]:
    """The users a message notifies (its allowed mentions, unless it is silent)."""
    if sent.kwargs.get("silent"):
        return []
    allowed = sent.kwargs["allowed_mentions"]
    return [user.id for user in allowed.users]


async def test_mentions_only_whom_the_game_newly_waits_on(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1")
    first = t.fake.last(thread_id)
    assert first.content == "Your turn: <@101>" and pinged(first) == [ALICE.id]

    await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
    after_alice = t.fake.last(thread_id)
    assert pinged(after_alice) == [BOB.id]  # never Alice for her own move
    await take(t, thread_id, BOB, "pile 2 (1 stones)", "1")
    await take(t, thread_id, ALICE, "pile 3 (1 stones)", "1")
    # Both are waited on now (reveal or hide); only Bob is new to the wait.
    reveal = t.fake.last(thread_id)
    assert pinged(reveal) == [BOB.id]
    posts = len(t.fake.channels[thread_id])
    post = await t.bot.scheduler.turn_post(game_id)
    assert post is not None and set(post.waiting) == {0, 1}

    # Bob answers: the game waits on fewer of the same players, so the turn message is
    # edited in place (no new turn post) with the board as it is now; Alice, the last one it
    # waits on, is told so in a short ping of her own (issue 33, item 3;
    # test_pace_pings.py).
    _i, prompt = await open_prompt(t, thread_id, BOB)
    _i, done = await answer(t, prompt, "hide", BOB)
    assert done.content.startswith("Done: ") and "waiting for alice" in done.content
    assert len(t.fake.channels[thread_id]) == posts + 1
    assert pinged(t.fake.last(thread_id)) == [ALICE.id]
    edit = t.fake.lobby_edits[-1]
    assert edit["_message_id"] == post.message_id
    assert "Waiting for alice." in edit["embed"].description
    assert [f.filename for f in edit["attachments"]] == ["board.png"]

    # Alice ends the game: a new message with the result, mentioning every player once (the
    # end concerns everyone, issue 29).
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    await answer(t, prompt, "reveal", ALICE)
    final = t.fake.last(thread_id)
    assert "The game is over" in final.text() and pinged(final) == [ALICE.id, BOB.id]
    assert final.kwargs["silent"] is False
    assert await t.bot.scheduler.turn_post(game_id) is None


async def test_the_prompt_carries_the_player_on(table: Table) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1")
    await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
    await take(t, thread_id, BOB, "pile 2 (1 stones)", "1")
    done = await take(t, thread_id, ALICE, "pile 3 (1 stones)", "1")
    # Alice still has to choose: her prompt goes on to it, no "Your move" needed.
    assert done.content.startswith("Done: Take stones")
    assert "Next:" in done.content and done.view is not None
    labels = {item.item.label for item in done.view.children}
    assert labels == {"reveal", "hide"}


async def test_notification_choices(table: Table) -> None:
    t = table
    asked = t.make(BOB)
    await run_command(t, t.cog.notify, asked, mention=False, dm=True)
    assert "mention on my turn: off" in t.make.said(asked)
    assert "DM on my turn: on" in t.make.said(asked)
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    dms = len(t.fake.dms.get(BOB.id, []))
    await take(t, thread_id, ALICE, "pile 1 (2 stones)", "1")
    turn = t.fake.last(thread_id)
    assert turn.content == "Your turn: <@102>"  # named, not pinged
    assert pinged(turn) == [] and turn.kwargs["silent"] is True
    new_dms = t.fake.dms[BOB.id][dms:]
    assert any("It is your turn" in (d.content or "") for d in new_dms)

    # Quiet hours in Alice's time zone: no mention while they last, no reminder either.
    quiet = t.make(ALICE)
    # The test clock reads 22:13 UTC, 22:13 in London in November.
    await run_command(t, t.cog.notify, quiet, quiet_from=22, quiet_to=6, timezone="Europe/London")
    assert "quiet 22:00–06:00 (Europe/London)" in t.make.said(quiet)
    await take(t, thread_id, BOB, "pile 1 (1 stones)", "1")
    assert pinged(t.fake.last(thread_id)) == []
    # A day later it is 22:13 in London again: her reminder waits for the morning.
    t.clock.advance(24)
    assert [d.user_id for d in await t.bot.scheduler.due()] == []
    t.clock.advance(9)
    assert [(d.kind, d.user_id) for d in await t.bot.scheduler.due()] == [("reminder", ALICE.id)]

    bad = t.make(ALICE)
    await run_command(t, t.cog.notify, bad, timezone="Mars/Olympus")
    assert "not a time zone I know" in t.make.said(bad)


async def test_the_picture_marks_what_the_piece_of_play_changed(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cogs.flow
    from render import render_view

    drawn: list[tuple[Any, Any]] = []

    def spy(view: Any, **kwargs: Any) -> bytes:
        drawn.append((view, kwargs.get("previous")))
        return render_view(view, **kwargs)

    monkeypatch.setattr(cogs.flow, "render_view", spy)
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    assert drawn[-1][1] is None  # the first board: nothing to compare with
    await take(t, thread_id, ALICE, "pile 1 (2 stones)", "1")
    view, previous = drawn[-1]
    assert previous is not None and previous.step == view.step - 1
    assert previous.public.piles != view.public.piles


async def test_the_log_and_a_typed_move_say_things_once_and_in_words(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    group = t.bot.tree.get_command("secret_nim")
    typed = t.make(ALICE, channel_id=thread_id)
    await run_command(t, group.get_command("take"), typed, pile=1, amount=2)  # type: ignore[union-attr]
    assert t.make.said(typed).startswith("Done: Take stones — pile 2 (2 stones), stones: 2.")
    shown = t.make(BOB, channel_id=thread_id)
    await run_command(t, t.cog.log, shown)
    text = t.make.said(shown)
    assert "alice takes 2 from pile 2" in text and "alice: alice" not in text


async def test_a_player_may_turn_every_dm_off(table: Table) -> None:
    """``/game notify dms:false``: no DM at all (private view, turn DM); ``/game hand`` still
    tells the secrets; back on, the DMs come again."""
    t = table
    asked = t.make(BOB)
    await run_command(t, t.cog.notify, asked, dms=False, dm=True)
    assert "DMs: off" in t.make.said(asked)
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1")
    await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
    assert t.fake.dms.get(BOB.id, []) == []
    assert t.fake.dms.get(ALICE.id)  # Alice keeps hers
    hand = t.make(BOB, channel_id=thread_id)
    await run_command(t, t.cog.hand, hand, game=game_id)
    assert "token" in t.make.said(hand).lower()
    again = t.make(BOB)
    await run_command(t, t.cog.notify, again, dms=True)
    await open_game(t, [ALICE, BOB], options="pile_size=1")  # a new game: Bob's token by DM
    assert "token" in t.fake.dms[BOB.id][-1].content
