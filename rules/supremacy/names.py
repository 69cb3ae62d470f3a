"""The names Suprématie's messages give the engine's ids (``{resource:name:resources}``,
``{company:name:companies}``…), in English, French and German (:mod:`rules.core.text`,
"Languages").

French is the rulebook's (the French edition of 1987: céréales, pétrole, minerais, armées,
flottes, bombes atomiques, satellites anti-nucléaires (S.A.N.), entreprises, and its names of
the six superpowers); German is authored. Regions keep the authored map's names in every
language (proper names, ``rules/supremacy/data/world.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .data import cards as _cards
from .data import world as _world

_REGIONS: dict[Any, str] = {**{rid: r.name for rid, r in _world.REGIONS.items()}}


def _companies(resources: Mapping[str, str], pattern: str) -> dict[Any, str]:
    """Every company (a resource card) by its resource, territory and production."""
    return {
        card: pattern.format(
            resource=resources[c.resource],
            territory=_REGIONS.get(c.territory, c.territory),
            production=c.production,
        )
        for card, c in _cards.RESOURCE_CARDS.items()
    }


def _tables(
    resources: dict[Any, str],
    weapons: dict[Any, str],
    units: dict[Any, str],
    company: str,
    rest: dict[str, dict[Any, str]],
) -> dict[str, Mapping[Any, str]]:
    return {
        "regions": {**_REGIONS, "space": rest["places"]["space"]},
        "resources": resources,
        "weapons": weapons,
        "units": {**units, **weapons},
        "kinds": {**resources, **weapons},
        "companies": _companies(resources, company),
        **{k: v for k, v in rest.items() if k != "places"},
    }


NAMES: dict[str, Mapping[Any, str]] = _tables(
    {"grain": "grain", "oil": "oil", "minerals": "minerals"},
    {"bomb": "atomic bomb", "san": "anti-nuclear satellite"},
    {"army": "army", "fleet": "fleet"},
    "{resource} of {territory} ({production})",
    {
        "places": {"space": "space"},
        "powers": {
            "usa": "the United States",
            "ussr": "the Soviet Union",
            "europe": "the League of European Nations",
            "china": "China",
            "south_america": "the South American Confederation",
            "africa": "the Federation of African States",
        },
        "deals": {"sell": "sell", "buy": "buy", "money": "money"},
        #: The turn's phases (the book's "phases du tour"), as a prompt offers them.
        "phases": {
            1: "salaries and interest",
            2: "production",
            3: "sell",
            4: "attack",
            5: "move",
            6: "build",
            7: "buy or prospect",
        },
        "modes": {
            "land": "by land",
            "naval": "from the sea",
            "sea": "at sea",
            "shore": "against the shore",
            "air": "airborne",
        },
        "styles": {"solo": "one bomb", "cloud": "a cloud of bombs"},
    },
)

NAMES_FR: dict[str, Mapping[Any, str]] = _tables(
    {"grain": "céréales", "oil": "pétrole", "minerals": "minerais"},
    {"bomb": "bombe atomique", "san": "satellite anti-nucléaire (S.A.N.)"},
    {"army": "armée", "fleet": "flotte"},
    "{resource} de {territory} ({production})",
    {
        "places": {"space": "l'espace"},
        "powers": {
            "usa": "les États-Unis d'Amérique",
            "ussr": "l'Union des Républiques Socialistes Soviétiques",
            "europe": "la Ligue des Nations Européennes",
            "china": "la République Populaire de Chine",
            "south_america": "la Confédération de l'Amérique du Sud",
            "africa": "la Fédération des États Africains",
        },
        "deals": {"sell": "vendre", "buy": "acheter", "money": "argent"},
        "phases": {
            1: "salaires et intérêts",
            2: "production",
            3: "vendre",
            4: "attaquer",
            5: "déplacer",
            6: "construire",
            7: "acheter ou prospecter",
        },
        "modes": {
            "land": "par terre",
            "naval": "depuis la mer",
            "sea": "en mer",
            "shore": "contre la côte",
            "air": "aéroportée",
        },
        "styles": {"solo": "une bombe", "cloud": "un nuage de bombes"},
    },
)

NAMES_DE: dict[str, Mapping[Any, str]] = _tables(
    {"grain": "Getreide", "oil": "Öl", "minerals": "Mineralien"},
    {"bomb": "Atombombe", "san": "Antiatomsatellit (SAN)"},
    {"army": "Armee", "fleet": "Flotte"},
    "{resource} von {territory} ({production})",
    {
        "places": {"space": "der Weltraum"},
        "powers": {
            "usa": "die Vereinigten Staaten",
            "ussr": "die Sowjetunion",
            "europe": "die Liga der Europäischen Nationen",
            "china": "die Volksrepublik China",
            "south_america": "die Südamerikanische Konföderation",
            "africa": "die Föderation Afrikanischer Staaten",
        },
        "deals": {"sell": "verkaufen", "buy": "kaufen", "money": "Geld"},
        "phases": {
            1: "Gehälter und Zinsen",
            2: "Produktion",
            3: "verkaufen",
            4: "angreifen",
            5: "bewegen",
            6: "bauen",
            7: "kaufen oder prospektieren",
        },
        "modes": {
            "land": "zu Land",
            "naval": "von See",
            "sea": "auf See",
            "shore": "gegen die Küste",
            "air": "aus der Luft",
        },
        "styles": {"solo": "eine Bombe", "cloud": "eine Bombenwolke"},
    },
)
