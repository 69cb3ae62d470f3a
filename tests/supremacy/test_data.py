"""Suprématie's data against what the book prints (issue 13): the resource table gives 20
cards of each resource, each superpower's inferred homes give it exactly two companies of each
resource, and the printed costs and loan interest are kept exactly."""

from __future__ import annotations

from collections import Counter

import pytest

import rules
from rules.supremacy.data import cards, tables


def test_the_table_gives_sixty_resource_cards_twenty_of_each() -> None:
    assert len(cards.TERRITORIES) == 45
    assert len(cards.RESOURCE_CARDS) == 60
    assert Counter(c.resource for c in cards.RESOURCE_CARDS.values()) == {
        "oil": 20,
        "grain": 20,
        "minerals": 20,
    }
    assert (cards.BOMB_CARDS, cards.SAN_CARDS) == (3, 2)
    # A few printed cells, as the book prints them.
    assert cards.RESOURCE_CARDS["arabia_oil"].production == 5
    assert cards.RESOURCE_CARDS["eastern_australia_minerals"].production == 5
    assert cards.RESOURCE_CARDS["western_canada_grain"].production == 5
    assert "british_isles_minerals" not in cards.RESOURCE_CARDS  # the table's ".."


@pytest.mark.parametrize("power", cards.SUPERPOWERS)
def test_each_superpower_owns_two_companies_of_each_resource(power: cards.Superpower) -> None:
    owned = cards.home_cards(power)
    assert Counter(c.resource for c in owned) == {"oil": 2, "grain": 2, "minerals": 2}


def test_the_homes_are_the_issue_lists_and_no_territory_is_home_twice() -> None:
    homes = [t for power in cards.SUPERPOWERS for t in cards.HOMES[power]]
    assert len(homes) == len(set(homes)) == 27
    assert set(homes) <= set(cards.TERRITORIES)
    assert set(cards.HOMES["usa"]) == {"western_usa", "central_usa", "eastern_usa", "alaska"}
    assert len(cards.HOMES["ussr"]) == 6 and len(cards.HOMES["europe"]) == 5
    # The 18 territories left are neutral at the start (Arabia, Iran, Iraq, Canada ...).
    neutral = set(cards.TERRITORIES) - set(homes)
    assert {"arabia", "iran", "iraq", "western_canada", "india"} <= neutral


def test_the_printed_costs_and_interest() -> None:
    assert [tables.interest(b) for b in range(13)] == [
        0, 50, 100, 150, 200, 500, 600, 700, 1200, 1400, 1800, 2400, 3000
    ]  # fmt: skip
    with pytest.raises(ValueError):
        tables.interest(13)
    assert tables.START_MONEY == 7000 and tables.OPENING_PRICE == 500
    assert tables.BOMB_COST == (500, 1) and tables.SAN_COST == (1000, 2)
    assert (tables.BUILD_COST, tables.BUILD_UNITS) == (300, 3)
    assert (tables.SALARY_PER_FORCE, tables.SALARY_PER_COMPANY) == (10, 50)
    assert tables.CARD_TURN_COST == 200 and tables.MAX_BOMBS == tables.MAX_SANS == 12
    assert (tables.WEALTH_COMPANY, tables.WEALTH_FORCE) == (100, 50)
    assert (tables.WEALTH_BOMB, tables.WEALTH_SAN) == (250, 500)


def test_the_game_is_registered() -> None:
    assert rules.GAMES["supremacy"].title == "Suprématie"


def test_the_price_track_holds_the_books_examples() -> None:
    track = tables.PRICE_TRACK
    assert track[0] == tables.PRICE_FLOOR == 1 and track[-1] == tables.PRICE_CEILING == 1000
    assert list(track) == sorted(set(track)) and tables.OPENING_PRICE in track
    # Selling 2 oil at 500 M$: 1 B$ paid, the price two circles lower at 400 M$.
    assert 2 * 500 == 1000 and tables.price_after(500, -2) == 400
    # Random set-up: 4 + 2 counted from the floor gives 100 M$.
    assert tables.price_counted_from_floor(4 + 2) == 100
    # Buying 2 grain at 100 M$ costs 200 M$ and moves the price two circles up.
    assert 2 * 100 == 200 and tables.price_after(100, 2) == 200
    # The floor and the ceiling stop the marker.
    assert tables.price_after(5, -3) == 1 and tables.price_after(900, 5) == 1000
    assert tables.price_counted_from_floor(12) in track
