"""Peak Oil's cards without abilities: oil fields, start-ups, portfolios and HQ cards.

The book gives the counts ("25 cartes de Champ Pétrolier", "25 cartes de Start-Up", "7 cartes
de Portefeuille / aide de jeu", "7 cartes de Siège Social"), the ten optional two-symbol
fields, and what a card shows, but not the faces: every face below is AUTHORED, with the
reasoning beside it.

Player-count dots. book "Jeu à 2 ou 3 joueurs": "retirez du jeu toutes les cartes marquées de
4 ou 5 ronds … (toutes les cartes Start-Up Cellules à Hydrogène, les cartes Champs
Pétrolifères Venezuela, quelques autres Champs et deux Portefeuilles)". A card's
``min_players`` is 4 for those marked cards and 2 for the others; :func:`in_play` keeps the
cards for a player count. The authored dots give exactly the book's list: every Hydrogen Cells
start-up, every Venezuela field, the four other fields whose symbol is Hydrogen Cells (the
"quelques autres Champs": with Hydrogen Cells out of the game their symbol is worthless) and
the two Hydrogen Cells portfolios.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol, TypeVar

from .tables import TECHNOLOGIES, TECHNOLOGY_UNUSED_WITH_2_3, Technology, check_players

#: Cards marked with 4 or 5 dots are used from 4 players (book); unmarked ones always.
MARKED_MIN_PLAYERS = 4


class _Dotted(Protocol):
    @property
    def min_players(self) -> int: ...


CardT = TypeVar("CardT", bound=_Dotted)


def in_play(cards: Iterable[CardT], players: int) -> tuple[CardT, ...]:
    """The cards used with ``players`` players (book: marked cards out with 2–3 players)."""
    check_players(players)
    return tuple(card for card in cards if players >= card.min_players)


# ------------------------------------------------------------------------------ oil fields


@dataclass(frozen=True)
class OilField:
    """An oil field card.

    book "Forer": "Si vous prenez une carte avec le symbole Sécurité (★) prenez immédiatement un
    jeton Sécurité"; "pour chaque Baril (🛢️) dessiné sur la carte prenez un Baril du sac et
    placez-le sur la Région indiquée"; "pour chaque Baril-interrogation (🛢️?) … vous pouvez
    tirer un Baril du sac"; "Comptage": "Plus 1 PV par symbole correspondant sur vos cartes
    Champs Pétrolières". ``technologies`` has one symbol, two on the optional extra fields.
    """

    id: str
    name: str
    region: str
    barrels: int
    queries: int
    star: bool
    technologies: tuple[Technology, ...]
    min_players: int
    extra: bool = False


#: AUTHORED field profiles (barrels, "barrel?" icons, security star): a sure giant, a field
#: with a gamble, a speculative one, a secured one, a small one. Mean 1.8 barrels and 0.8
#: "barrel?" per field, so a drill puts about 2–3 barrels on its region (a set-up reveal puts
#: 2, book) and the bag's 18–25 black barrels last some ten drills plus the draws.
_PROFILES: tuple[tuple[int, int, bool], ...] = (
    (3, 0, False),
    (2, 1, False),
    (1, 2, False),
    (2, 0, True),
    (1, 1, False),
)

#: AUTHORED names: real oil fields of each region, one per technology symbol (track order).
_FIELD_NAMES: dict[str, tuple[str, str, str, str, str]] = {
    "venezuela": ("Carabobo", "Tía Juana", "El Furrial", "Boscán", "Cerro Negro"),
    "libya": ("Sarir", "Sharara", "Zelten", "Waha", "El Feel"),
    "nigeria": ("Bonga", "Agbami", "Forcados", "Erha", "Bonny"),
    "persian_gulf": ("Ghawar", "Burgan", "Rumaila", "Safaniya", "Upper Zakum"),
    "russia": ("Samotlor", "Priobskoye", "Romashkino", "Vankor", "Prirazlomnoye"),
}


def _standard_fields() -> tuple[OilField, ...]:
    """The 25 fields. AUTHORED: every region has one field of each technology symbol, and the
    five profiles form a Latin square (region r, technology t gets profile (r + t) mod 5), so
    every region and every technology symbol holds the same barrels, "barrel?" icons and one
    star: no region is richer to drill and no symbol rarer to collect. Marked (4–5 dots):
    Venezuela's row and the Hydrogen Cells column, as the book lists."""
    fields: list[OilField] = []
    for r, (region, names) in enumerate(_FIELD_NAMES.items()):
        for t, technology in enumerate(TECHNOLOGIES):
            barrels, queries, star = _PROFILES[(r + t) % len(_PROFILES)]
            marked = region == "venezuela" or technology == TECHNOLOGY_UNUSED_WITH_2_3
            fields.append(
                OilField(
                    id=f"{region}_{technology}",
                    name=names[t],
                    region=region,
                    barrels=barrels,
                    queries=queries,
                    star=star,
                    technologies=(technology,),
                    min_players=MARKED_MIN_PLAYERS if marked else 2,
                )
            )
    return tuple(fields)


#: book: "25 cartes de Champ Pétrolier".
OIL_FIELDS: tuple[OilField, ...] = _standard_fields()


def _extra(
    name: str, region: str, pair: tuple[Technology, Technology], barrels: int, queries: int
) -> OilField:
    marked = region == "venezuela" or TECHNOLOGY_UNUSED_WITH_2_3 in pair
    return OilField(
        id=f"{region}_{pair[0]}_{pair[1]}",
        name=name,
        region=region,
        barrels=barrels,
        queries=queries,
        star=False,
        technologies=pair,
        min_players=MARKED_MIN_PLAYERS if marked else 2,
        extra=True,
    )


#: book "Matériel extra": "Il y a 10 cartes de Champ Pétrolifère avec 2 symboles de
#: Technologie. Il est conseillé de ne pas les utiliser lors de vos premières parties." An
#: option adds them to the field deck. AUTHORED: the ten pairs of the five technologies, each
#: once (C(5, 2) = 10), two per region; a card worth two symbols is poorer in oil (2 barrels,
#: or 1 and a "barrel?") and has no star. Dots follow the same rule as the standard fields
#: (Venezuela or a Hydrogen Cells symbol): 5 of the 10 are marked.
EXTRA_OIL_FIELDS: tuple[OilField, ...] = (
    _extra("Mariscal Sucre", "venezuela", ("hydrogen_cells", "ethanol"), 2, 0),
    _extra("Petrocedeño", "venezuela", ("spmr", "tidal_power"), 1, 1),
    _extra("Bouri", "libya", ("hydrogen_cells", "spmr"), 2, 0),
    _extra("Nafoora", "libya", ("ethanol", "agropolymers"), 1, 1),
    _extra("Egina", "nigeria", ("hydrogen_cells", "tidal_power"), 1, 1),
    _extra("Akpo", "nigeria", ("ethanol", "spmr"), 2, 0),
    _extra("Khurais", "persian_gulf", ("hydrogen_cells", "agropolymers"), 2, 0),
    _extra("Majnoon", "persian_gulf", ("tidal_power", "agropolymers"), 1, 1),
    _extra("Yamal", "russia", ("ethanol", "tidal_power"), 1, 1),
    _extra("Sakhalin", "russia", ("spmr", "agropolymers"), 2, 0),
)

# ------------------------------------------------------------------------------ start-ups


@dataclass(frozen=True)
class StartUp:
    """A start-up card: one technology. Its price and worth come from the technology track
    (book: "Chacune coûte autant de Barils … qu'il y a de Barils dans la case de la Technologie
    correspondante"), so a card carries nothing else."""

    id: str
    name: str
    technology: Technology
    min_players: int


#: AUTHORED names, five start-ups per technology (book: 25 cards over five technologies; the
#: even split is AUTHORED — with five per technology no technology is easier to collect).
_START_UP_NAMES: dict[Technology, tuple[str, str, str, str, str]] = {
    "hydrogen_cells": ("H2 Motors", "FuelCell Works", "Hydra Power", "Proton Drive", "Blue H2"),
    "ethanol": ("Cornfuel", "Cane Spirits", "Bio-E", "Ethanova", "Green Still"),
    "spmr": ("PocketReactor", "Atom-in-a-Box", "HomeFission", "MiniCore", "Reactor Next Door"),
    "tidal_power": ("Tidewatt", "Moonpull", "WaveRoll", "Ebb & Flow", "Estuary Power"),
    "agropolymers": ("PlantPlast", "Agroform", "Bioresin", "Starch Polymers", "Field to Fibre"),
}

#: book: "25 cartes de Start-Up"; "toutes les cartes Start-Up Cellules à Hydrogène" are marked.
START_UPS: tuple[StartUp, ...] = tuple(
    StartUp(
        id=f"{technology}_{index + 1}",
        name=name,
        technology=technology,
        min_players=MARKED_MIN_PLAYERS if technology == TECHNOLOGY_UNUSED_WITH_2_3 else 2,
    )
    for technology, names in _START_UP_NAMES.items()
    for index, name in enumerate(names)
)

# ------------------------------------------------------------------------------ portfolios


@dataclass(frozen=True)
class Portfolio:
    """A secret portfolio: one start-up of a technology that scores like the others.

    book: "Mélangez les cartes Portefeuille et donnez-en une face cachée à chaque joueur";
    "Additionnez les valeurs pour toutes vos cartes Start-up y compris celles de votre
    Portefeuille"; scoring example: "3 Start-Ups de 'Hydrogen Cells' (2 normales, 1 dans son
    Portfolio)" — a portfolio counts as one start-up of its technology.
    """

    id: str
    technology: Technology
    min_players: int


#: book: "7 cartes de Portefeuille", "deux Portefeuilles" marked. AUTHORED: the two marked ones
#: are Hydrogen Cells (a Hydrogen Cells portfolio is worthless with 2–3 players), one for each
#: other technology, and a seventh for Tidal Power. Seven cards for at most five players leave
#: two unknown, and five for at most three with 2–3 players, so no one can deduce another's
#: portfolio by elimination. The seventh's technology is an arbitrary pick among the four
#: used at every count; self-play will say whether that technology then wins too often.
PORTFOLIOS: tuple[Portfolio, ...] = (
    Portfolio("portfolio_hydrogen_cells_1", "hydrogen_cells", MARKED_MIN_PLAYERS),
    Portfolio("portfolio_hydrogen_cells_2", "hydrogen_cells", MARKED_MIN_PLAYERS),
    Portfolio("portfolio_ethanol", "ethanol", 2),
    Portfolio("portfolio_spmr", "spmr", 2),
    Portfolio("portfolio_tidal_power_1", "tidal_power", 2),
    Portfolio("portfolio_tidal_power_2", "tidal_power", 2),
    Portfolio("portfolio_agropolymers", "agropolymers", 2),
)

# ------------------------------------------------------------------------------ HQ cards


@dataclass(frozen=True)
class HqCard:
    """A headquarters card. book: "Chaque joueur choisit une carte Siège Social"; its back is the
    Peak Oil marker ("Le marqueur de Peak Oil (dos des cartes de SS)"), shown by the player who
    started Peak Oil. The book gives the cards no rule text: they differ by name only."""

    id: str
    name: str
    min_players: int = 2


#: book: "7 cartes de Siège Social". AUTHORED names (invented companies; no ability, as the
#: book gives none).
HQ_CARDS: tuple[HqCard, ...] = (
    HqCard("black_gold", "Black Gold Inc."),
    HqCard("petroglobal", "Petroglobal"),
    HqCard("crude_brothers", "Crude Brothers"),
    HqCard("slick", "Slick & Co."),
    HqCard("barrel_holdings", "Barrel Holdings"),
    HqCard("derrick", "Derrick Oil"),
    HqCard("gusher", "Gusher Energy"),
)

#: book: agents "en 5 couleurs"; the examples name four: Olja "(orange)", Alba "(blanc)",
#: Karen "(violet)", Sandra "(jaune)". AUTHORED fifth colour: green.
AGENT_COLOURS: tuple[str, ...] = ("orange", "white", "purple", "yellow", "green")
