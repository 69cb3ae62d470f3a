"""Help in the bot: ``/game help``, ``/game rules GAME [topic]`` for every registered game
(texts within Discord's limits, in words), and refusals that point to the rule."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import discord
import pytest

from cogs.help import HELP, rules_topic, rules_topics
from rules import GAMES
from rules.one_more_barrel import GAME as OMB

from .conftest import ALICE, Clock, Table, open_table, run_command

#: An internal id in a text a player reads (snake_case, like purchase_1 or take_box).
INTERNAL_ID = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_registered_game_has_rules_topics_within_limits(name: str, language: str) -> None:
    """Every game's rules in short, in English, French and German: the same topics (players
    type their names), each within an embed's limits, in words rather than ids."""
    topics = rules_topics(GAMES[name], language)
    assert "overview" in topics, f"{name} needs an overview topic"
    assert list(topics) == list(rules_topics(GAMES[name])), (name, language)
    if language != "en":
        assert topics != rules_topics(GAMES[name]), f"{name}'s rules are not in {language}"
    for topic, (title, text) in topics.items():
        assert re.fullmatch(r"[a-z]+[0-9]*", topic)  # Fitna's scenarios: scenario1 … scenario11
        assert len(title) <= 200 and 200 <= len(text) <= 4096, topic
        # Words, not ids (public_money is an option a player types, so it may appear).
        assert not INTERNAL_ID.findall(text.replace("public_money", "")), (topic, text)


def test_help_fits_embed_fields_in_every_language() -> None:
    from bot.texts import TEXTS, text

    assert len(HELP) <= 25
    for language in TEXTS:
        for heading, body in HELP:
            name, value = text(language, heading), text(language, body)
            assert len(name) <= 256 and len(value) <= 1024, (language, heading)


async def test_rules_command_and_the_pointer_from_a_refusal(db_path: Path, clock: Clock) -> None:
    t: Table = await open_table(db_path, clock, games={OMB.name: OMB})
    try:
        asked = t.make(ALICE)
        await run_command(t, t.cog.rules, asked, game="one_more_barrel", topic="rebels")
        said = t.make.said(asked)
        assert "Rebels and bombings" in said and "2–3 always fails" in said
        first = t.make(ALICE)
        await run_command(t, t.cog.rules, first, game="one_more_barrel")
        assert "One More Barrel in short" in t.make.said(first)
        wrong = t.make(ALICE)
        await run_command(t, t.cog.rules, wrong, game="one_more_barrel", topic="dragons")
        # the topics by their titles in the reader's language, not their ids (issue 28)
        assert "its topics: One More Barrel in short, A game turn" in t.make.said(wrong)
        helped = t.make(ALICE)
        await run_command(t, t.cog.help, helped)
        assert "Your move" in t.make.said(helped)
    finally:
        await t.store.close()
    assert rules_topic(OMB, "rebel") == "/game rules one_more_barrel rebels"
    assert rules_topic(OMB, "no_such_kind") is None


def test_every_command_and_option_is_described_in_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """No option is described by its own name, no description stops mid-phrase."""
    from cogs.run import print_commands

    assert print_commands(True) == 0
    payload = json.loads(capsys.readouterr().out)

    def walk(items: list[dict[str, Any]], where: str) -> None:
        for item in items:
            here = f"{where} {item['name']}".strip()
            text = item["description"]
            assert 0 < len(text) <= 100, here
            assert text.replace(" ", "_").lower() != item["name"], f"{here}: {text!r}"
            assert not text.endswith("…"), f"{here} stops mid-phrase: {text!r}"
            walk(item.get("options", []), here)

    walk(payload, "")


async def test_the_rules_answer_each_reader_in_their_language(db_path: Path, clock: Clock) -> None:
    t: Table = await open_table(db_path, clock, games={OMB.name: OMB})
    try:
        said = {}
        for locale in (discord.Locale.french, discord.Locale.german):
            asked = t.make(ALICE, locale=locale)
            await run_command(t, t.cog.rules, asked, game="one_more_barrel", topic="rebels")
            said[locale.value] = t.make.said(asked)
        assert "Rebelles et attentats" in said["fr"]
        assert "Rebellen" in said["de"] and "Rebelles" not in said["de"]
    finally:
        await t.store.close()
