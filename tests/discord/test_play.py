"""A whole game through the Discord front-end: spec'd fake interactions, a real GameService
on a temporary SQLite file, the test-only Secret Nim injected into the service."""

from __future__ import annotations

from typing import Any

import discord

from cogs.components import NumberModal
from tests.toygame import GAME as TOY_GAME

from .conftest import ALICE, BOB, CAROL, Table, open_game, open_table, run_command
from .fakes import Namespace, Sent, click


def buttons(sent: Sent) -> dict[str, str]:
    """Label -> custom id of every button under a message."""
    view = sent.view
    assert view is not None, f"no components under {sent.text()!r}"
    return {
        item.item.label: item.custom_id
        for item in view.children
        if isinstance(item, discord.ui.DynamicItem) and isinstance(item.item, discord.ui.Button)
    }


async def open_prompt(t: Table, thread_id: int, user: Any) -> tuple[Any, Sent]:
    """Click "Your move" under the latest turn message; the private prompt it answered."""
    turn = t.fake.last(thread_id)
    interaction = await click(t.make, buttons(turn)["Your move"], user, channel_id=thread_id)
    return interaction, t.make.answers(interaction)[-1]


async def answer(t: Table, prompt: Sent, label: str, user: Any) -> tuple[Any, Sent]:
    """Click the answer ``label`` on a private prompt; the edited prompt (or "Done")."""
    interaction = await click(t.make, buttons(prompt)[label], user, ephemeral=True)
    return interaction, t.make.answers(interaction)[-1]


async def take(t: Table, thread_id: int, user: Any, pile_label: str, amount: str) -> Sent:
    _i, prompt = await open_prompt(t, thread_id, user)
    assert prompt.kwargs["ephemeral"] is True
    if pile_label not in buttons(prompt):
        # The last pile: taken for the player, who is told so.
        assert f"pile: {pile_label}" in prompt.content and "taken for you" in prompt.content
        if amount in buttons(prompt):
            _i, done = await answer(t, prompt, amount, user)
            return done
        (only,) = buttons(prompt)  # the amount too: one button plays the move
        _i, done = await answer(t, prompt, only, user)
        return done
    _i, prompt = await answer(t, prompt, pile_label, user)
    if (prompt.content or "").startswith("Done:"):
        # A pile of one stone: the amount had one possible answer, taken by the prompt.
        assert f"{pile_label}, stones: {amount}." in prompt.content
        return prompt
    _i, done = await answer(t, prompt, amount, user)
    return done


def thread_text(t: Table, thread_id: int) -> str:
    return "\n".join(sent.text() for sent in t.fake.channels[thread_id])


async def test_whole_game_from_lobby_to_result(table: Table) -> None:
    t = table
    channel = t.fake.text_channel()
    interaction = t.make(ALICE, channel=channel)
    await t.cog.new.callback(t.cog, interaction, game="secret_nim", options="pile_size=1")
    assert "Game #1 is open" in t.make.said(interaction)
    lobby = t.fake.last(channel.id)
    assert set(buttons(lobby)) == {"Join", "Leave", "Start", "Add a computer"}
    assert "pile size: 1" in lobby.text()  # options in words (issue 29), not "pile_size=1"
    join, leave, start, _computer = lobby.custom_ids()
    thread_id = t.fake.threads[-1]

    # Bob joins; Carol joins and leaves; Bob cannot start (not the host).
    await click(t.make, join, BOB)
    await click(t.make, join, CAROL)
    await click(t.make, leave, CAROL)
    refused = await click(t.make, start, BOB)
    assert "Only the host can start" in t.make.said(refused)
    started = await click(t.make, start, ALICE)
    assert "has started" in t.make.said(started)
    assert t.fake.lobby_edits[-1]["view"] is None  # the lobby lost its buttons

    first = t.fake.last(thread_id)
    assert first.content == "Your turn: <@101>"
    assert first.file is not None and first.file.filename == "board.png"
    # Every player got their secret token by DM, with a private picture.
    for user in (ALICE, BOB):
        dm = t.fake.dms[user.id][-1]
        assert "token" in dm.content and dm.file is None  # words, not a second board

    # Alice, Bob, Alice each take the single stone of a pile.
    done = await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
    assert done.content.startswith("Done: Take stones")
    assert t.fake.last(thread_id).content == "Your turn: <@102>"
    await take(t, thread_id, BOB, "pile 2 (1 stones)", "1")
    await take(t, thread_id, ALICE, "pile 3 (1 stones)", "1")

    # Reveal phase: both are waited on at once; each answers privately. Alice, who just
    # moved, is not mentioned for her own move (her prompt carries her on).
    assert t.fake.last(thread_id).content == "Your turn: <@102>"
    _i, prompt = await open_prompt(t, thread_id, BOB)
    await answer(t, prompt, "hide", BOB)
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    await answer(t, prompt, "reveal", ALICE)

    record = await t.bot.service.record(1)
    assert record.status == "finished"
    final = t.fake.last(thread_id)
    assert "The game is over" in final.text()
    assert final.view is None  # no prompt after the end
    # Issue 29: the end concerns everyone: every player mentioned once, not silently.
    # The ranking says the game is over; the words above it do not say it again (issue 29).
    assert final.content == "Thanks for playing, <@101> <@102>!"
    assert final.text().count("The game is over") == 1
    assert final.kwargs["silent"] is False
    assert [user.id for user in final.kwargs["allowed_mentions"].users] == [ALICE.id, BOB.id]
    # Bob hid his token: it never appears in public, and nothing private does.
    _record, state = await t.bot.service.state(1)
    public = thread_text(t, thread_id)
    assert "Private to" not in public
    assert "bob reveals" not in public
    assert f"alice reveals {state.tokens[0]}" in public


async def test_wrong_turn_clicks_and_commands_are_refused(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3")
    wrong = await click(t.make, buttons(t.fake.last(thread_id))["Your move"], BOB)
    assert "It is not your turn. The game is waiting for alice" in t.make.said(wrong)
    stranger = await click(t.make, buttons(t.fake.last(thread_id))["Your move"], CAROL)
    assert "You have no seat in game #1" in t.make.said(stranger)
    assert "The game is waiting for alice." in t.make.said(stranger)  # told whom it waits on

    group = t.bot.tree.get_command("secret_nim")
    assert isinstance(group, discord.app_commands.Group)
    command = group.get_command("take")
    assert command is not None
    interaction = t.make(BOB, channel_id=thread_id)
    await run_command(t, command, interaction, pile=0, amount=1)
    assert "It is not your turn" in t.make.said(interaction)
    assert (await t.bot.service.record(game_id)).version == 3  # nothing written


async def test_illegal_slash_action_gets_the_engine_reason(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    take_command = t.bot.tree.get_command("secret_nim").get_command("take")  # type: ignore[union-attr]
    interaction = t.make(ALICE, channel_id=thread_id)
    await run_command(t, take_command, interaction, pile=0, amount=3)
    said = t.make.said(interaction)
    assert "3 is not a possible stones" in said
    assert t.make.answers(interaction)[-1].kwargs["ephemeral"] is True
    before = len(t.fake.channels[thread_id])

    ok = t.make(ALICE, channel_id=thread_id)
    await run_command(t, take_command, ok, pile=1, amount=2)
    assert "Done: Take stones — pile" in t.make.said(ok)
    assert len(t.fake.channels[thread_id]) == before + 1
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [2, 0, 2]


async def test_autocomplete_offers_only_legal_values(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    take_command = t.bot.tree.get_command("secret_nim").get_command("take")  # type: ignore[union-attr]
    await run_command(t, take_command, t.make(ALICE, channel_id=thread_id), pile=0, amount=2)

    pile = take_command._params["pile"].autocomplete
    amount = take_command._params["amount"].autocomplete
    bob = t.make(BOB, channel_id=thread_id, namespace=Namespace())
    piles = await pile(bob, "")
    assert [c.value for c in piles] == [1, 2]  # pile 0 is empty
    amounts = await amount(t.make(BOB, channel_id=thread_id, namespace=Namespace(pile=1)), "")
    assert [c.value for c in amounts] == [1, 2]
    # Not Alice's turn: nothing is legal for her.
    assert await pile(t.make(ALICE, channel_id=thread_id), "") == []
    # The game selector lists the caller's games.
    games = await take_command._params["game"].autocomplete(t.make(BOB), "")
    assert [c.value for c in games] == [game_id]


async def test_stale_prompt_answers_with_the_fresh_one(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1")
    for user, pile in ((ALICE, "pile 1 (1 stones)"), (BOB, "pile 2 (1 stones)")):
        await take(t, thread_id, user, pile, "1")
    _i, alice_prompt = await open_prompt(t, thread_id, ALICE)
    _i, stale_turn = None, t.fake.last(thread_id)
    await take(t, thread_id, ALICE, "pile 3 (1 stones)", "1")
    # Reveal phase. Alice's old prompt (take) is stale: she gets the current prompt.
    (stale_button,) = buttons(alice_prompt).values()  # every step was taken for her
    interaction = await click(t.make, stale_button, ALICE, ephemeral=True)
    fresh = t.make.answers(interaction)[-1]
    assert "The game moved on" in fresh.content
    assert set(buttons(fresh)) == {"reveal", "hide"}
    # An old "Your move" still opens the current prompt, with a note.
    again = await click(t.make, buttons(stale_turn)["Your move"], BOB)
    assert "moved on" in t.make.said(again)
    # Answering from the fresh prompt works.
    await answer(t, fresh, "hide", ALICE)
    _record, state = await t.bot.service.state(game_id)
    assert state.revealed[0] is False


async def test_number_modal_checks_and_plays(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3")
    record = await t.bot.service.record(game_id)
    path_ref = await t.bot.flow.path_ref(game_id, ["take", 0], 60)
    modal = NumberModal(game_id, record.version, 1, 3, path_ref)
    modal.number._value = "lots"
    bad = t.make(ALICE, channel_id=thread_id)
    await modal.on_submit(bad)
    assert "'lots' is not a whole number" in t.make.said(bad)
    modal.number._value = "2"
    good = t.make(ALICE, channel_id=thread_id)
    await modal.on_submit(good)
    assert "Done: Take stones" in t.make.said(good)
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [1, 3, 3]


async def test_restart_keeps_old_buttons_working(table: Table, db_path, clock) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    turn = t.fake.last(thread_id)
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    _i, amount_prompt = await answer(t, prompt, "pile 2 (2 stones)", ALICE)
    await t.store.close()

    # A new bot object, a new store, the same database file: the old ids still work.
    t2 = await open_table(db_path, clock)
    try:
        reopened = await click(t2.make, buttons(turn)["Your move"], ALICE)
        assert "Take stones" in t2.make.said(reopened)
        done = await click(t2.make, buttons(amount_prompt)["2"], ALICE, ephemeral=True)
        assert "Done: Take stones" in t2.make.said(done)
        _record, state = await t2.bot.service.state(game_id)
        assert state.piles == [2, 0, 2]
        assert t2.fake.last(thread_id).content == "Your turn: <@102>"
    finally:
        await t2.store.close()


async def test_back_button_returns_to_the_previous_step(table: Table) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3")
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    assert "Back" not in buttons(prompt)
    _i, second = await answer(t, prompt, "pile 1 (3 stones)", ALICE)
    assert set(buttons(second)) == {"1", "2", "3", "Back"}
    _i, back = await answer(t, second, "Back", ALICE)
    assert set(buttons(back)) == set(buttons(prompt))


async def test_toy_game_is_not_taken_from_the_registry() -> None:
    assert TOY_GAME.playable is False


async def test_stale_prompt_of_a_player_who_cannot_act_any_more(table: Table) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3")
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    take_command = t.bot.tree.get_command("secret_nim").get_command("take")  # type: ignore[union-attr]
    await run_command(t, take_command, t.make(ALICE, channel_id=thread_id), pile=0, amount=1)
    stale = await click(t.make, buttons(prompt)["pile 2 (3 stones)"], ALICE, ephemeral=True)
    said = t.make.said(stale)
    assert "The game moved on since that prompt. It is not your turn" in said


async def test_pictures_in_public_never_show_a_private_view(table: Table, monkeypatch) -> None:
    """Every picture posted to the thread is drawn from the spectator's view; the DMs carry
    the recipient's secrets in words, never a picture of a board."""
    import cogs.flow
    from render import render_view

    drawn: list[Any] = []

    def spy(view: Any, **kwargs: Any) -> bytes:
        drawn.append(view)
        return render_view(view, **kwargs)

    monkeypatch.setattr(cogs.flow, "render_view", spy)
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1")
    await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
    public = [v for v in drawn if v.seat is None]
    private = [v for v in drawn if v.seat is not None]
    assert len(public) == 2 and all(v.private is None for v in public)
    assert private == []  # secrets go out in words: no private board is drawn
    boards = [s for s in t.fake.channels[thread_id] if s.file is not None]
    assert [s.file.filename for s in boards] == ["board.png", "board.png"]
