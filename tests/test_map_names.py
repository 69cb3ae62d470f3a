"""The maps' names in every language (issue 28): Suprématie's regions and Fitna's boxes are
named in French and German where those languages name them otherwise — the French book's own
names where it gives them — in the messages' name tables and on the pictures, which draw them
through the language context (``rules.core.text.language``, set by ``render.base.speak``)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.selfplay import random_move, seat_names
from rules import GAMES
from rules.core import Rng
from rules.core.text import speaking
from rules.fitna.names import box_name
from rules.supremacy.names import region_name


def test_supremacys_regions_by_the_french_book_and_in_german() -> None:
    # the book's "Récapitulatif des ressources" (002) names these territories so
    assert region_name("western_europe", "fr") == "Europe Occidentale"
    assert region_name("eastern_usa", "fr") == "USA Orientaux"
    assert region_name("northern_canada", "fr") == "Canada du Nord"
    assert region_name("western_europe", "de") == "Westeuropa"
    assert region_name("western_europe", "en") == "Western Europe"
    with speaking("de"):
        assert region_name("mediterranean_sea") == "Mittelmeer"
    game = GAMES["supremacy"]
    said = game.catalogue("fr").names["regions"]
    assert said["iberia"] == "Ibérie" and game.catalogue("de").names["regions"]["iberia"] == (
        "Iberien"
    )
    companies = game.catalogue("fr").names["companies"]
    assert any(name.startswith("pétrole d'Alaska") for name in companies.values())


def test_fitnas_boxes_by_the_french_book_and_in_german() -> None:
    assert box_name("damascus", "fr") == "Damas" and box_name("damascus", "de") == "Damaskus"
    assert box_name("aleppo", "fr") == "Alep" and box_name("aleppo", "de") == "Aleppo"
    assert box_name("baghdad", "fr") == "Bagdad" and box_name("baghdad", "en") == "Baghdad"
    names = GAMES["fitna"].catalogue("fr").names["boxes"]
    assert names["beirut"] == "Beyrouth" and set(names) == set(
        GAMES["fitna"].message_names["boxes"]
    )


@pytest.mark.parametrize(
    ("name", "module", "english", "french", "german"),
    [
        ("supremacy", "render.supremacy", "Western Europe", "Europe Occidentale", "Westeuropa"),
        ("fitna", "render.fitna", "Damascus", "Damas", "Damaskus"),
    ],
)
def test_the_pictures_draw_the_map_in_the_games_language(
    monkeypatch: pytest.MonkeyPatch,
    name: str,
    module: str,
    english: str,
    french: str,
    german: str,
) -> None:
    import importlib

    from render import render_view

    renderer = importlib.import_module(module)
    drawn: list[str] = []
    place_label = renderer.place_label

    def spy(draw: Any, at: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(text)
        return place_label(draw, at, text, *args, **kwargs)

    monkeypatch.setattr(renderer, "place_label", spy)
    game = GAMES[name]
    state = game.setup(seat_names(game.min_players), 7)
    picker = Rng.from_seed(7)
    for _ in range(5):
        move = random_move(game, state, picker)
        if move is None:
            break
        state, _ = game.apply(state, *move)
    for language, expected, other in (
        ("en", english, french),
        ("fr", french, english),
        ("de", german, english),
    ):
        drawn.clear()
        view = game.view(state, None)
        view.language = language
        render_view(view)
        assert expected in drawn and other not in drawn, (language, expected)
        assert region_name("western_europe") == "Western Europe"  # the context is reset
