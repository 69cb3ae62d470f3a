"""Options and settings in words (issue 29, item 5): the lobby names each option in the game's
language with its value as a word (Fitna's scenario by its title, years and turns, the one the
current player count will play), the options autocomplete offers named values, and every
option of every game has a name and a description in English, French and German.

Before: the lobby said ``bidding="off", custom=null, scenario=1, two_player=false`` and
``answer_hours=24, language="en", reminder_hours=24.0``; the autocomplete offered
``scenario=1`` and ``custom=null``."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest

from bot.option_words import option_description, option_name
from rules import GAMES
from rules.core import Rng
from rules.fitna import GAME as FITNA
from rules.one_more_barrel import GAME as OMB
from rules.supremacy import GAME as SUPREMACY

from .conftest import ALICE, BOB, CAROL, Clock, open_game, open_table, run_command
from .fakes import Namespace, click

IDS = ("_", "=", "null", "[]", "true", "false")


def test_every_option_of_every_game_has_a_name_and_description_in_three_languages() -> None:
    for game in GAMES.values():
        for field in game.options_model.model_fields:
            assert field in game.option_words, (game.name, field)
            for language in ("en", "fr", "de"):
                assert option_name(game.name, field, language)
                assert option_description(game.name, field, language)


async def test_the_lobby_names_fitnas_options_and_the_scenario_the_player_count_plays(
    db_path: Path, clock: Clock
) -> None:
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        channel = t.fake.text_channel()
        await t.cog.new.callback(t.cog, t.make(ALICE, channel=channel), game="fitna", options="")
        lobby = t.fake.last(channel.id)
        join = lobby.custom_ids()[0]
        shown = lobby.embed.fields[1].value
        assert "Scenario: 1 · The Syrian civil war, 2012-2013 · 2 players, 6 turns" in shown
        assert "Initiative bidding: off" in shown and "Two-player version: no" in shown
        for user in (BOB, CAROL):
            await click(t.make, join, user)
        edited = t.fake.lobby_edits[-1]["embed"]
        options = next(f.value for f in edited.fields if f.name == "Options")
        settings = next(f.value for f in edited.fields if f.name == "Settings")
        # three players: scenario 2 will be played, and the lobby says so
        assert "Scenario: 2 · The fight against Daesh, 2014-2015 · 3–4 players, 6 turns" in options
        assert "Reminders: 24 h" in settings and "Language: English" in settings
        for said in (options, settings):
            assert not any(mark in said for mark in IDS), said
    finally:
        await t.store.close()


async def test_the_options_autocomplete_offers_named_values(db_path: Path, clock: Clock) -> None:
    t = await open_table(db_path, clock, games={FITNA.name: FITNA, SUPREMACY.name: SUPREMACY})
    try:
        asked = t.make(ALICE, namespace=Namespace(game="fitna"))
        offered = await t.cog.new_options_autocomplete(asked, "")
        names = {choice.name.split(" — ")[0]: choice.value for choice in offered}
        assert names["Scenario: 2 · The fight against Daesh, 2014-2015 · 3–4 players, 6 turns"] == (
            "scenario=2"
        )
        assert names["Initiative bidding: every turn"] == "bidding=every_turn"
        assert not any("custom" in value for value in names.values())
        typed = await t.cog.new_options_autocomplete(asked, "scenario=3, bid")
        assert [c.value for c in typed][1:] == [
            "scenario=3, bidding=off",
            "scenario=3, bidding=every_turn",
            "scenario=3, bidding=last_turn",
        ]
        french = t.make(ALICE, namespace=Namespace(game="supremacy"), locale=discord.Locale.french)
        offered = await t.cog.new_options_autocomplete(french, "")
        assert "Ventes d'armes : oui — armes vendues aux joueurs en phase 6 du vendeur" in [
            choice.name for choice in offered
        ]
        for choice in offered:
            assert "_" not in choice.name and "=" not in choice.name, choice.name
    finally:
        await t.store.close()


async def test_a_move_options_autocomplete_shows_names_and_tells_identical_ones_apart(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``/omb take_box``'s box: "media_1 — Media…" and three identical "Cash (2 $)" before;
    now each box by its label, the identical ones numbered."""
    import cogs.flow

    monkeypatch.setattr(cogs.flow, "render_view", lambda view, **kwargs: b"")
    t = await open_table(db_path, clock, games={OMB.name: OMB})
    try:
        players = [ALICE, BOB, CAROL]
        game_id, thread_id = await open_game(t, players, options="", game=OMB.name)
        service = t.bot.service
        rng = Rng.from_seed(5)
        for _ in range(400):
            _record, state = await service.state(game_id)
            seat = OMB.to_act(state)[0]
            legal = OMB.legal_actions(state, seat)
            if legal.spec("take_box") is not None:
                break
            action = legal.random_action(rng)
            await service.act(game_id, players[seat].id, action, seat=seat)
        else:
            raise AssertionError("no take_box in 400 moves")
        group = t.bot.tree.get_command("omb")
        assert isinstance(group, discord.app_commands.Group)
        command = group.get_command("take_box")
        assert isinstance(command, discord.app_commands.Command)
        probe = t.make(players[seat], channel_id=thread_id, namespace=Namespace())
        offered = await command._params["box"].autocomplete(probe, "")
        names = [choice.name for choice in offered]
        assert names and len(set(names)) == len(names), names
        assert not any("_" in name or " — " in name for name in names), names
        assert "Cash (2 $) · 2" in names, names
    finally:
        await t.store.close()


async def test_game_status_names_the_options_in_the_readers_language(
    db_path: Path, clock: Clock
) -> None:
    """``/game status`` in a lobby: the options the game will be played with, in words, in the
    reader's language (a French reader of a three-player Fitna lobby: scenario 2)."""
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        channel = t.fake.text_channel()
        await t.cog.new.callback(t.cog, t.make(ALICE, channel=channel), game="fitna", options="")
        join = t.fake.last(channel.id).custom_ids()[0]
        for user in (BOB, CAROL):
            await click(t.make, join, user)
        [record] = await t.bot.service.games_of(ALICE.id)
        asked = t.make(BOB, channel_id=record.thread_id, locale=discord.Locale.french)
        await run_command(t, t.cog.status, asked)
        said = t.make.said(asked)
        assert "Scénario : 2 · La lutte contre Daech : 2014-2015 · 3–4 joueurs, 6 tours" in said
        assert "Enchères d'initiative : non" in said and "Rappels : 24 h" in said
        assert not any(mark in said for mark in ("=", "null", "two_player")), said
    finally:
        await t.store.close()
