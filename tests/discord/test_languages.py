"""Languages through the Discord front-end (issue 17): the synced payload carries the French
and German names and descriptions of ``/game`` and ``/server`` within Discord's limits; a
Peak Oil game opened with ``language: fr`` speaks French in its thread; ``/game log`` answers
each reader in the language of their own Discord client."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord

from bot.command_texts import COMMAND_TEXTS
from bot.settings import Settings
from cogs.run import command_payload
from rules import GAMES
from rules.core import Rng
from rules.peak_oil import GAME as PEAK
from tests.fake_discord import command_problems, is_valid_name

from .conftest import ALICE, BOB, CAROL, Clock, open_table
from .fakes import click
from .test_one_more_barrel_game import thread

JSON = dict[str, Any]


def _items(item: JSON) -> list[JSON]:
    found = [item]
    for option in item.get("options") or []:
        found += _items(option)
    return found


async def test_the_payload_names_the_commands_in_french_and_german() -> None:
    payload = await command_payload(Settings(), dict(GAMES))
    assert command_problems(payload) == []
    game = next(c for c in payload if c["name"] == "game")
    assert game["name_localizations"] == {"fr": "partie", "de": "spiel"}
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"fr": "nouvelle", "de": "neu"}
    assert new["description_localizations"]["fr"].startswith("Ouvrir ici une partie")
    language = next(o for o in new["options"] if o["name"] == "language")
    assert language["name_localizations"] == {"fr": "langue", "de": "sprache"}
    assert [c["value"] for c in language["choices"]] == ["en", "fr", "de"]
    for command in payload:
        for item in _items(command):
            for locale in ("fr", "de"):
                name = (item.get("name_localizations") or {}).get(locale)
                assert name is None or is_valid_name(name), (item["name"], locale, name)
                text = (item.get("description_localizations") or {}).get(locale)
                assert text is None or 1 <= len(text) <= 100, (item["name"], locale, text)
            siblings = item.get("options") or []
            for locale in ("fr", "de"):
                names = [
                    (o.get("name_localizations") or {}).get(locale, o["name"]) for o in siblings
                ]
                assert len(names) == len(set(names)), (item["name"], locale, names)
            for choice in item.get("choices") or []:
                for text in (choice.get("name_localizations") or {}).values():
                    assert 1 <= len(text) <= 100
    server = next(c for c in payload if c["name"] == "server")
    assert server["name_localizations"]["fr"] == "serveur"
    computer = next(c for c in payload if c["name"] == "computer")
    pace = next(c for c in payload if c["name"] == "pace")
    results = next(c for c in payload if c["name"] == "results")
    assert results["name_localizations"] == {"fr": "résultats", "de": "ergebnisse"}
    # every word of /game, /results, /server, /computer and /pace has its French and German,
    # and no entry is unused
    used: set[str] = set()
    for command in (game, results, server, computer, pace):
        for item in _items(command):
            for key in ("name", "description"):
                assert set(item.get(f"{key}_localizations") or {}) == {"fr", "de"}, item[key]
                used.add(item[key])
            for choice in item.get("choices") or []:
                assert set(choice.get("name_localizations") or {}) == {"fr", "de"}
                used.add(choice["name"])
    assert set(COMMAND_TEXTS) == used


async def test_a_french_game_speaks_french_and_the_log_answers_each_reader(
    db_path: Path, clock: Clock
) -> None:
    t = await open_table(db_path, clock, games={PEAK.name: PEAK})
    try:
        service = t.bot.service
        channel = t.fake.text_channel()
        opening = t.make(ALICE, channel=channel)
        await t.cog.new.callback(t.cog, opening, game="peak_oil", options="", language="fr")
        join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
        for user in (BOB, CAROL):
            await click(t.make, join, user)
        await click(t.make, start, ALICE)
        game_id = int(join.rsplit(":", 1)[1])
        record = await service.record(game_id)
        assert record.language == "fr"
        rng = Rng.from_seed(5)
        for _ in range(12):
            _, state = await service.state(game_id)
            seat = PEAK.to_act(state)[0]
            user_id = record.seats[seat].user_id
            legal = await service.legal(game_id, user_id)
            user = next(u for u in (ALICE, BOB, CAROL) if u.id == user_id)
            acting = t.make(user, channel_id=record.thread_id)
            await t.bot.flow.play(
                acting, record, legal[seat].random_action(rng), seat, None, "a move"
            )
        assert record.thread_id is not None
        posted = "\n".join(sent.text() for sent in thread(t, record.thread_id))
        assert " réaffecte un Agent " in posted and " reassigns an agent " not in posted
        # the bot's own lines in the thread speak the game's language too
        assert "commence avec" in posted and "À vous de jouer" in posted
        assert "Waiting for" not in posted and "starts with" not in posted

        pages: dict[str, str] = {}
        for locale in (
            discord.Locale.french,
            discord.Locale.german,
            discord.Locale.british_english,
        ):
            reading = t.make(BOB, channel_id=record.thread_id, locale=locale)
            await t.cog.log.callback(t.cog, reading, game=game_id)
            pages[locale.value] = t.make.said(reading) + str(
                [
                    a.kwargs.get("embed").description
                    for a in t.make.answers(reading)
                    if a.kwargs.get("embed")
                ]  # fmt: skip
            )
        assert " réaffecte un Agent " in pages["fr"]
        assert " versetzt einen Agenten " in pages["de"]
        assert " reassigns an agent from " in pages["en-GB"]
    finally:
        await t.store.close()


async def test_a_refusal_answers_in_the_language_of_the_refused(
    db_path: Path, clock: Clock
) -> None:
    """The service's refusals are sentences of the bot's catalogue: each user reads them in
    their Discord client's language (a French player is told in French that only the host
    starts the game), and an engine's refusal stays the engine's text."""
    from .conftest import run_command

    t = await open_table(db_path, clock)
    try:
        channel = t.fake.text_channel()
        opening = t.make(ALICE, channel=channel)
        await t.cog.new.callback(t.cog, opening, game="secret_nim", options="")
        join, _leave, _start, _computer = t.fake.last(channel.id).custom_ids()
        await click(t.make, join, BOB)
        game_id = int(join.rsplit(":", 1)[1])
        said: dict[str, str] = {}
        for locale in (
            discord.Locale.french,
            discord.Locale.german,
            discord.Locale.american_english,
        ):
            asking = t.make(BOB, channel=channel, locale=locale)
            await run_command(t, t.cog.start, asking, game=game_id)
            undoing = t.make(BOB, channel=channel, locale=locale)
            await run_command(t, t.cog.undo, undoing, game=game_id)
            said[locale.value] = t.make.said(asking) + "\n" + t.make.said(undoing)
        assert said["fr"] == (
            "Seul l'hôte peut commencer la partie.\n"
            f"La partie n° {game_id} est au salon ; on ne peut plus annuler de coup."
        )
        assert said["de"].startswith("Nur der Gastgeber kann das Spiel starten.\n")
        assert said["en-US"] == (
            "Only the host can start the game.\n"
            f"Game #{game_id} is in its lobby; moves can no longer be undone."
        )
    finally:
        await t.store.close()


def _labels(view: discord.ui.View) -> list[str | None]:
    """The labels of a view's buttons (a game's components wrap theirs)."""
    return [getattr(getattr(item, "item", item), "label", None) for item in view.children]


async def test_the_bots_own_words_speak_the_game_and_the_reader_language(
    db_path: Path, clock: Clock
) -> None:
    """A game opened in French has its lobby (embed and buttons), its thread lines and its
    turn buttons in French; each reader's own answers (``/game status``, ``/game help``, the
    lobby buttons' replies) come in the language of their Discord client."""
    from .conftest import run_command

    t = await open_table(db_path, clock)
    try:
        channel = t.fake.text_channel()
        opening = t.make(ALICE, channel=channel, locale=discord.Locale.german)
        await t.cog.new.callback(t.cog, opening, game="secret_nim", options="", language="fr")
        lobby = t.fake.last(channel.id)
        assert lobby.embed is not None and lobby.embed.description is not None
        assert lobby.embed.description.startswith("On attend les joueurs")
        assert lobby.view is not None
        assert _labels(lobby.view) == ["Rejoindre", "Quitter", "Commencer", "Ajouter un ordinateur"]
        assert t.make.said(opening).startswith("Spiel Nr. ")  # the opener reads German
        join, _leave, start, _computer = lobby.custom_ids()
        await click(t.make, join, BOB)
        await click(t.make, start, ALICE)
        game_id = int(join.rsplit(":", 1)[1])
        record = await t.bot.service.record(game_id)
        assert record.thread_id is not None
        posted = [sent for sent in thread(t, record.thread_id)]
        told = "\n".join(sent.text() for sent in posted)
        assert "ouvre une partie de" in told and "commence avec" in told
        turn = next(sent for sent in reversed(posted) if sent.view is not None)
        assert turn.view is not None and "À vous de jouer" in _labels(turn.view)

        status = t.make(BOB, channel_id=record.thread_id, locale=discord.Locale.german)
        await run_command(t, t.cog.status, status, game=game_id)
        said = t.make.said(status)
        assert "Stand: **läuft**" in said and "Spieler" in said and "Status:" not in said
        helped = t.make(BOB, channel_id=record.thread_id, locale=discord.Locale.french)
        await run_command(t, t.cog.help, helped)
        assert "Jouer avec petrocord" in t.make.said(helped)
    finally:
        await t.store.close()


async def test_a_french_players_prompt_names_the_games_things_in_french(
    db_path: Path, clock: Clock
) -> None:
    """In a One More Barrel game, a French player's prompt offers the action boxes by the
    French names the events use (``Game.text``), and the bot's own words in French."""
    from rules.one_more_barrel import GAME as OMB

    t = await open_table(db_path, clock, games={OMB.name: OMB})
    try:
        service = t.bot.service
        channel = t.fake.text_channel()
        await t.cog.new.callback(t.cog, t.make(ALICE, channel=channel), game="one_more_barrel")
        join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
        for user in (BOB, CAROL):
            await click(t.make, join, user)
        await click(t.make, start, ALICE)
        game_id = int(join.rsplit(":", 1)[1])
        record = await service.record(game_id)
        for user in (ALICE, BOB, CAROL):  # everyone ends the preparation at once
            await service.act(game_id, user.id, {"kind": "prep_done"})
        _, state = await service.state(game_id)
        user = next(u for u in (ALICE, BOB, CAROL) if u.id == record.user_of(OMB.to_act(state)[0]))
        assert record.thread_id is not None
        turn = next(s for s in reversed(thread(t, record.thread_id)) if s.view is not None)
        go = next(i for i in turn.custom_ids() if i.startswith("pc:go:"))
        clicked = await click(t.make, go, user, locale=discord.Locale.french)
        prompt = t.make.answers(clicked)[-1]
        assert prompt.view is not None
        offered = " | ".join(
            str(getattr(getattr(item, "item", item), "label", "") or "")
            + " ".join(o.label for o in getattr(getattr(item, "item", item), "options", []))
            for item in prompt.view.children
        )
        assert "Achats et mouvements" in offered and "Purchases and moves" not in offered
        assert "Que faites-vous ?" in (prompt.content or "")
    finally:
        await t.store.close()


async def test_each_games_commands_are_described_in_french_and_german() -> None:
    """The games' own groups (``/omb``, ``/peak``, ``/fitna``, ``/supremacy``) carry French and
    German descriptions for every command, option and choice (their names stay the engines'
    kinds and fields), within Discord's limits in every language."""
    from cogs.play import group_name

    payload = await command_payload(Settings(), dict(GAMES))
    assert command_problems(payload) == []
    for name in ("one_more_barrel", "peak_oil", "fitna", "supremacy"):
        group = next(c for c in payload if c["name"] == group_name(GAMES[name]))
        for item in _items(group):
            described = item.get("description_localizations") or {}
            assert set(described) == {"fr", "de"}, (name, item["name"], item["description"])
            for text in described.values():
                assert 1 <= len(text) <= 100, (name, text)
            for choice in item.get("choices") or []:
                assert set(choice.get("name_localizations") or {}) == {"fr", "de"}
