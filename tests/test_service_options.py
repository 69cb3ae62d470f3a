"""A lobby's options through the service (issue 26, item 3): the refusal a host reads is the
one about their options, in their language, naming the option and what it may be.

A lobby's options are checked at every player count it could reach (it starts later with its
real count); a bad Fitna custom scenario of two seats was refused with the message of the
largest count ("The custom scenario has 2 seats for 6 players.") rather than what is wrong
with it."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService, Refused
from bot.store import Store
from rules.fitna import GAME as FITNA
from tests.conftest import ALICE, BOB, CAROL
from tests.fitna.test_custom import SPEC


@pytest.fixture
async def fitna(db_path: Path) -> Any:
    store = await Store(db_path).open()
    try:
        yield GameService(store, games={FITNA.name: FITNA}, clock=lambda: 1_000_000.0)
    finally:
        await store.close()


def custom(**change: Any) -> dict[str, Any]:
    spec = copy.deepcopy(SPEC) | change
    return {"scenario": 0, "custom": spec}


async def test_a_bad_custom_scenario_is_refused_for_what_is_wrong_with_it(
    fitna: GameService,
) -> None:
    with pytest.raises(Refused) as refused:
        await fitna.create("fitna", ALICE, custom(levels=[3, 2, 1]), guild_id=1)
    assert str(refused.value) == "Victory levels must be rising counts of conditions, from 1."
    # an error at every count is told too (it is the same at each)
    with pytest.raises(Refused) as everywhere:
        await fitna.create("fitna", ALICE, custom() | {"two_player": True}, guild_id=1)
    assert "no two-player version" in str(everywhere.value)


async def test_a_custom_scenario_is_checked_for_the_lobbys_count_at_start(
    fitna: GameService,
) -> None:
    created = await fitna.create("fitna", ALICE, custom(), guild_id=1)
    for user in (BOB, CAROL):
        await fitna.join(created.game_id, user)
    with pytest.raises(Refused) as refused:
        await fitna.start(created.game_id, ALICE, seed=1)
    assert str(refused.value) == "The custom scenario has 2 seats for 3 players."
    await fitna.leave(created.game_id, CAROL)
    started = await fitna.start(created.game_id, ALICE, seed=1)
    assert started.status == "running"


@pytest.mark.parametrize(
    ("options", "english", "french", "german"),
    [
        (
            {"scenario": 12},
            "Bad option for Fitna: Scenario (scenario) is a whole number from 0 to 11, not 12.",
            "Option invalide pour Fitna : Scénario (scenario) est un nombre entier de 0 à 11, pas 12.",
            "Ungültige Option für Fitna: Szenario (scenario) ist eine ganze Zahl von 0 bis 11, nicht 12.",
        ),
        (
            {"scenario": 3, "handicap": 2},
            "Bad option for Fitna: there is no option handicap (the options: bidding (Initiative "
            "bidding), custom (Your own scenario), scenario (Scenario), two_player (Two-player "
            "version)).",
            "Option invalide pour Fitna : il n'y a pas d'option handicap (les options : "
            "bidding (Enchères d'initiative), custom (Votre propre scénario), scenario "
            "(Scénario), two_player (Version à deux joueurs)).",
            "Ungültige Option für Fitna: es gibt keine Option handicap (die Optionen: bidding "
            "(Initiative-Gebote), custom (Eigenes Szenario), scenario (Szenario), two_player "
            "(Version für zwei)).",
        ),
        (
            {"bidding": "always", "two_player": "maybe"},
            "Bad option for Fitna: Initiative bidding (bidding) is one of off, every_turn, last_turn, not 'always'; "
            "Two-player version (two_player) is true or false, not 'maybe'.",
            "Option invalide pour Fitna : Enchères d'initiative (bidding) vaut l'une de ces valeurs : off, every_turn, "
            "last_turn, pas 'always' ; Version à deux joueurs (two_player) vaut true ou false (oui ou non), pas 'maybe'.",
            "Ungültige Option für Fitna: Initiative-Gebote (bidding) ist einer dieser Werte: off, every_turn, "
            "last_turn, nicht 'always'; Version für zwei (two_player) ist true oder false (ja oder nein), nicht "
            "'maybe'.",
        ),
        (
            custom(turns="six"),
            "Bad option for Fitna: Your own scenario (custom.turns) is a whole number from 1 to "
            "12, not 'six'.",
            "Option invalide pour Fitna : Votre propre scénario (custom.turns) est un nombre "
            "entier de 1 à 12, pas 'six'.",
            "Ungültige Option für Fitna: Eigenes Szenario (custom.turns) ist eine ganze Zahl "
            "von 1 bis 12, nicht "
            "'six'.",
        ),
    ],
)
async def test_the_options_models_refusals_are_said_in_the_players_language(
    fitna: GameService, options: dict[str, Any], english: str, french: str, german: str
) -> None:
    """Pydantic's English ("Input should be less than or equal to 11", "Extra inputs are
    not permitted") reached players as it was; now each problem names the option and what
    it may be, from the options model's schema, in the reader's language."""
    with pytest.raises(Refused) as refused:
        await fitna.create("fitna", ALICE, options, guild_id=1)
    said = refused.value
    assert (str(said), said.said_in("fr"), said.said_in("de")) == (english, french, german)
    assert (await fitna.store.row_counts())["games"] == 0
