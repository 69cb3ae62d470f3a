"""The authored world map: what the book says of the board, and a sound graph."""

from __future__ import annotations

from rules.supremacy.data import cards, world


def test_six_superpowers_and_twenty_four_neutral_countries() -> None:
    """Book: "divisé en six Superpuissances et en 24 pays neutres"."""
    lands = [r for r in world.REGIONS.values() if r.kind == "land"]
    assert len([r for r in lands if r.home is None]) == 24
    for power, homes in cards.HOMES.items():
        assert {r.id for r in lands if r.home == power} == set(homes)
    assert set(cards.TERRITORIES) <= {r.id for r in lands}


def test_the_graph_is_symmetric_and_connected() -> None:
    for rid in world.REGIONS:
        for other in world.neighbours(rid):
            assert rid in world.neighbours(other)
    assert all(world.GRAPH.connected("alaska", rid) for rid in world.REGIONS)


def test_seas_are_territorial_or_international_and_coasts_make_sense() -> None:
    kinds = {r.kind for r in world.REGIONS.values()}
    assert kinds == {"land", "territorial", "international"}
    for rid, region in world.REGIONS.items():
        if region.kind == "territorial":
            assert world.lands_bordering(rid), f"{rid} touches no land"
        if region.port:
            assert world.seas_bordering(rid), f"{rid} has a port but no sea"


def test_the_books_mediterranean_example() -> None:
    """Book: four armies from Eastern Europe to the Sahara "à travers la mer Méditerranée"."""
    assert world.REGIONS["mediterranean_sea"].kind == "territorial"
    assert "mediterranean_sea" in world.seas_bordering("eastern_europe")
    assert "mediterranean_sea" in world.seas_bordering("sahara")
    assert world.REGIONS["eastern_europe"].port


def test_every_superpower_reaches_its_homes_and_the_sea() -> None:
    for power, homes in cards.HOMES.items():
        assert any(world.REGIONS[h].port for h in homes), power
        for home in homes:
            assert world.neighbours(home), home
