"""Fitna's scenario and sides, told (issue 29, item 3): a three-player game silently became
scenario 2 and its start post said only "Fitna #1 starts with alice, bob, carol.". Now the
start post names the scenario (title, turns, how it is won: rule 31.0) and gives each player
their side, the forces they move, their objectives and what each victory level takes, in the
game's language; ``/game rules fitna`` has a topic per scenario in three languages; the
board's header names the scenario and the player cards name the sides (never ``IRQ``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.option_words import fitna_scenario
from cogs.help import rules_topics
from render import render_image
from render.draw import placed
from rules.fitna import GAME as FITNA
from rules.fitna.data import scenarios

from .conftest import ALICE, BOB, CAROL, Clock, open_table
from .fakes import click


async def start(db_path: Path, clock: Clock, language: str) -> str:
    """A three-player Fitna game opened with no option and started; its start post's text."""
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        channel = t.fake.text_channel()
        opening = t.make(ALICE, channel=channel)
        await t.cog.new.callback(t.cog, opening, game="fitna", options="", language=language)
        join, _leave, begin, _computer = t.fake.last(channel.id).custom_ids()
        for user in (BOB, CAROL):
            await click(t.make, join, user)
        await click(t.make, begin, ALICE)
        [record] = await t.bot.service.games_of(ALICE.id)
        assert record.thread_id is not None
        return t.fake.channels[record.thread_id][-1].text()
    finally:
        await t.store.close()


@pytest.fixture
def no_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    import cogs.flow

    monkeypatch.setattr(cogs.flow, "render_view", lambda view, **kwargs: b"")


async def test_the_start_post_gives_the_scenario_and_each_players_side_and_objectives(
    db_path: Path, clock: Clock, no_pictures: None
) -> None:
    said = await start(db_path, clock, "en")
    assert "Scenario 2: The fight against Daesh, 2014-2015, 6 turns." in said
    assert "the highest victory level wins, equal highest levels are a draw (31.0)" in said
    assert "alice plays Iraq, moving Iraq, Shia militia." in said
    assert "bob plays Syria" in said and "carol plays Turkey" in said
    assert "Iraq — objectives: hold Tikrit, hold Baiji, hold Ramadi" in said
    assert "Syria — objectives:" in said and "hold 1 of Raqqa, Tabqa" in said
    assert "Turkey — minor victory with 3, major victory with 4, decisive victory with 5" in said


async def test_the_start_post_speaks_the_games_language(
    db_path: Path, clock: Clock, no_pictures: None
) -> None:
    said = await start(db_path, clock, "fr")
    assert "Scénario 2 : La lutte contre Daech : 2014-2015, 6 tours." in said
    assert "alice joue le camp Irak et déplace : Irak, milices chiites." in said
    assert "Irak — objectifs : tenir Tikrit" in said


def test_the_two_player_version_gives_each_country_its_objectives() -> None:
    from rules.fitna.briefing import briefing

    told = [e.text for e in briefing(scenarios.scenario_for(2, True, 2), ["alice", "bob"])]
    assert (
        "Iraq — objectives: hold Tikrit, hold Baiji, hold Ramadi, hold Fallujah, hold Mosul."
        in told
    )
    assert any(line.startswith("Syria — objectives: hold Aleppo") for line in told)
    assert (
        "alice holds several countries: they reach a level only if each of them does (31.0)."
        in told
    )


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_rules_have_a_topic_per_scenario(language: str) -> None:
    topics = rules_topics(FITNA, language)
    for number, scenario in scenarios.SCENARIOS.items():
        title, said = topics[f"scenario{number}"]
        assert str(number) in title and str(scenario.turns) in said
        for seat in scenario.seats:
            assert seat.id not in said.split(), (number, seat.id)
    assert "Tikrit" in topics["scenario2"][1]


@pytest.mark.parametrize(
    ("options", "players", "language", "header"),
    [
        ({}, 3, "en", "Scenario 2: The fight against Daesh, 2014-2015 · 6 turns"),
        ({}, 2, "fr", "Scénario 1 : La guerre civile en Syrie : 2012-2013 · 6 tours"),
        ({"scenario": 11}, 6, "de", "Szenario 11: Fitna: der ganze Feldzug · 12 Runden"),
    ],
)
def test_the_boards_header_names_the_scenario_and_the_sides(
    options: dict[str, int], players: int, language: str, header: str
) -> None:
    names = ["alice", "bob", "carol", "dave", "erin", "frank"][:players]
    state = FITNA.setup(names, 1, options)
    view = FITNA.view(state, None).model_copy(update={"language": language})
    render_image(view)
    texts = [item.what for item in placed().items if item.kind == "text"]
    assert header in texts, texts[:12]
    for seat, side in enumerate(view.public.sides):
        card = next(t for t in texts if t.startswith(f"{names[seat]} ("))
        assert side not in card, card


def test_the_lobby_words_name_the_scenario_in_three_languages() -> None:
    assert (
        fitna_scenario(2, "en") == "2 · The fight against Daesh, 2014-2015 · 3–4 players, 6 turns"
    )
    assert (
        fitna_scenario(1, "fr") == "1 · La guerre civile en Syrie : 2012-2013 · 2 joueurs, 6 tours"
    )
    assert fitna_scenario(9, "de") == "9 · IDF gegen Hisbollah · 2 Spieler, 6 Runden"
