"""The resource deck: 20 grain, 20 oil and 20 minerals cards, 3 atomic bombs and 2 SANs.

Book ("Matériel": "65 Cartes (20 cartes de céréales, 20 cartes de pétrole, 20 cartes de
minerais, 3 cartes bombes atomiques et 2 cartes SAN)"). The resource cards are the non-empty
cells of the printed "Récapitulatif des ressources" (the rulebook's last page): one card per
territory and resource, with the production printed in that cell. The table holds exactly 20
cells of each resource.

Which territory belongs to which superpower is not printed (the board is not in the book).
The book says each superpower owns six companies, two of each resource ("Chaque Superpuissance
possède six entreprises ... 2 entreprises de culture de céréales, 2 entreprises d'extraction de
minerais et 2 entreprises de pompage de pétrole"); :data:`HOMES` is the one assignment of the
table's territories to the six superpowers that gives each exactly two of each and follows
real geography — an INFERENCE from the table (authored), checked by
``tests/supremacy/test_data.py``. Every other territory of the table is neutral at the start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Resource = Literal["oil", "grain", "minerals"]
RESOURCES: tuple[Resource, ...] = ("oil", "grain", "minerals")
Superpower = Literal["usa", "ussr", "europe", "china", "south_america", "africa"]
SUPERPOWERS: tuple[Superpower, ...] = (
    "usa",
    "ussr",
    "europe",
    "china",
    "south_america",
    "africa",
)


@dataclass(frozen=True)
class Territory:
    """A territory of the resource table: its French name (as printed), an English name, and
    what it produces of each resource (0: no card)."""

    id: str
    name_fr: str
    name: str
    oil: int
    grain: int
    minerals: int

    def production(self, resource: Resource) -> int:
        return int(getattr(self, resource))


@dataclass(frozen=True)
class ResourceCard:
    """One company: a territory's production of one resource (book, the resource table)."""

    id: str
    territory: str
    resource: Resource
    production: int


#: The printed resource table, row by row (book: "Récapitulatif des ressources"; pétrole,
#: céréales, minerais; a dot is an empty cell, written 0 here). English names authored.
TERRITORIES: dict[str, Territory] = {
    t.id: t
    for t in (
        Territory("alaska", "Alaska", "Alaska", 2, 0, 0),
        Territory("kola", "Kola", "Kola", 3, 0, 0),
        Territory("south_africa", "Afrique du sud", "South Africa", 0, 2, 2),
        Territory("manchuria", "Manchourie", "Manchuria", 0, 0, 2),
        Territory("central_america", "Amérique centrale", "Central America", 1, 0, 3),
        Territory("mongolia", "Mongolie", "Mongolia", 0, 0, 3),
        Territory("arabia", "Arabie", "Arabia", 5, 0, 0),
        Territory("mozambique", "Mozambique", "Mozambique", 0, 3, 2),
        Territory("argentina", "Argentine", "Argentina", 0, 3, 0),
        Territory("nanling", "Nanling", "Nanling", 2, 3, 0),
        Territory("western_australia", "Australie Occident.", "Western Australia", 2, 2, 3),
        Territory("nigeria", "Nigéria", "Nigeria", 3, 0, 0),
        Territory("eastern_australia", "Australie orientale", "Eastern Australia", 0, 3, 5),
        Territory("new_zealand", "Nouvelle Zélande", "New Zealand", 0, 1, 0),
        Territory("brazil", "Brésil", "Brazil", 0, 0, 3),
        Territory("peru", "Pérou", "Peru", 2, 0, 2),
        Territory("burma", "Burma", "Burma", 0, 2, 0),
        Territory("poland", "Pologne", "Poland", 0, 3, 0),
        Territory("buryatsk", "Buryatsk", "Buryatsk", 0, 0, 2),
        Territory("romania", "Roumanie", "Romania", 0, 4, 0),
        Territory("northern_canada", "Canada du Nord", "Northern Canada", 3, 0, 0),
        Territory("russia", "Russie", "Russia", 0, 3, 0),
        Territory("western_canada", "Canada Occidental", "Western Canada", 0, 5, 2),
        Territory("sahara", "Sahara", "Sahara", 2, 0, 1),
        Territory("eastern_canada", "Canada Oriental", "Eastern Canada", 0, 0, 4),
        Territory("scandinavia", "Scandinavie", "Scandinavia", 2, 0, 0),
        Territory("western_europe", "Europe Occidentale", "Western Europe", 0, 3, 0),
        Territory("shantung", "Shantung", "Shantung", 2, 2, 0),
        Territory("eastern_europe", "Europe Orientale", "Eastern Europe", 0, 2, 3),
        Territory("siberia", "Sibérie", "Siberia", 0, 0, 3),
        Territory("greece", "Grece", "Greece", 0, 0, 2),
        Territory("turkey", "Turquie", "Turkey", 0, 3, 0),
        Territory("iberia", "Ibérie", "Iberia", 0, 0, 2),
        Territory("central_usa", "USA Centraux", "Central USA", 0, 3, 3),
        Territory("british_isles", "Iles Britanniques", "British Isles", 3, 0, 0),
        Territory("western_usa", "USA Occidentaux", "Western USA", 3, 0, 0),
        Territory("india", "Inde", "India", 0, 0, 3),
        Territory("eastern_usa", "USA Orientaux", "Eastern USA", 0, 2, 2),
        Territory("indonesia", "Indonésie", "Indonesia", 3, 0, 0),
        Territory("venezuela", "Vénézuéla", "Venezuela", 3, 2, 0),
        Territory("iraq", "Irak", "Iraq", 3, 0, 0),
        Territory("yakutsk", "Yakutsk", "Yakutsk", 2, 0, 0),
        Territory("iran", "Iran", "Iran", 4, 0, 0),
        Territory("zaire", "Zaire", "Zaire", 2, 0, 0),
        Territory("kazakh", "Kazakh", "Kazakh", 0, 2, 0),
    )
}

#: The 60 resource cards: one per non-empty cell of the table (book).
RESOURCE_CARDS: dict[str, ResourceCard] = {
    f"{t.id}_{r}": ResourceCard(f"{t.id}_{r}", t.id, r, t.production(r))
    for t in TERRITORIES.values()
    for r in RESOURCES
    if t.production(r)
}

#: The strategic cards (book: 3 atomic bombs, 2 SANs); turned up by research (phase 6).
BOMB_CARDS = 3
SAN_CARDS = 2

#: Each superpower's home territories (AUTHORED, an inference from the table: see the module
#: doc). Every company of a home territory is that superpower's at the start.
HOMES: dict[Superpower, tuple[str, ...]] = {
    "usa": ("western_usa", "central_usa", "eastern_usa", "alaska"),
    "ussr": ("kola", "yakutsk", "russia", "kazakh", "siberia", "buryatsk"),
    "europe": ("british_isles", "scandinavia", "western_europe", "eastern_europe", "iberia"),
    "china": ("nanling", "shantung", "manchuria", "mongolia"),
    "south_america": ("venezuela", "peru", "argentina", "brazil"),
    "africa": ("nigeria", "zaire", "mozambique", "south_africa"),
}


def home_cards(power: Superpower) -> list[ResourceCard]:
    """The companies a superpower owns at the start (its home territories' cards)."""
    homes = set(HOMES[power])
    return [card for card in RESOURCE_CARDS.values() if card.territory in homes]


#: Every card of the deck by id: the 60 resource cards (``<territory>_<resource>``), then
#: ``bomb_1`` to ``bomb_3`` and ``san_1``, ``san_2``.
DECK: tuple[str, ...] = (
    *RESOURCE_CARDS,
    *(f"bomb_{i}" for i in range(1, BOMB_CARDS + 1)),
    *(f"san_{i}" for i in range(1, SAN_CARDS + 1)),
)


def card_kind(card: str) -> str:
    """What a card is: its resource (``oil``, ``grain``, ``minerals``), ``bomb`` or ``san``:
    the colour everybody sees on a card shown with its territory hidden."""
    if card in RESOURCE_CARDS:
        return RESOURCE_CARDS[card].resource
    return card.split("_")[0]
