"""The names Suprématie's messages give the engine's ids (``{resource:name:resources}``,
``{company:name:companies}``…), in English, French and German (:mod:`rules.core.text`,
"Languages").

French is the rulebook's (the French edition of 1987: céréales, pétrole, minerais, armées,
flottes, bombes atomiques, satellites anti-nucléaires (S.A.N.), entreprises, and its names of
the six superpowers); German is authored. The regions (issue 28) are named in each language:
English the authored map's (``rules/supremacy/data/world.py``), French the book's own names
where it gives them (:data:`REGIONS_FR`), German authored (:data:`REGIONS_DE`); the pictures
draw the same names (:func:`region_name`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rules.core.text import Noun
from rules.core.text import language as current_language

from .data import cards as _cards
from .data import world as _world

_REGIONS: dict[Any, str] = {**{rid: r.name for rid, r in _world.REGIONS.items()}}

#: The regions in French: the land territories by the French book's own names (its table of
#: resources, "Récapitulatif des ressources", 002: "Europe Occidentale", "USA Orientaux",
#: "Canada du Nord", "Manchourie", "Iles Britanniques"... accents restored where the scan lost
#: them: "Grèce", "Zaïre", "Australie Occidentale" for "Australie Occident."); the territories
#: and seas the book does not name (its map is not printed) in AUTHORED French.
REGIONS_FR: dict[Any, str] = {
    "alaska": "Alaska",
    "western_usa": "USA Occidentaux",
    "central_usa": "USA Centraux",
    "eastern_usa": "USA Orientaux",
    "kola": "Kola",
    "russia": "Russie",
    "kazakh": "Kazakh",
    "siberia": "Sibérie",
    "buryatsk": "Buryatsk",
    "yakutsk": "Yakutsk",
    "british_isles": "Iles Britanniques",
    "scandinavia": "Scandinavie",
    "western_europe": "Europe Occidentale",
    "eastern_europe": "Europe Orientale",
    "iberia": "Ibérie",
    "nanling": "Nanling",
    "shantung": "Shantung",
    "manchuria": "Manchourie",
    "mongolia": "Mongolie",
    "venezuela": "Vénézuéla",
    "peru": "Pérou",
    "argentina": "Argentine",
    "brazil": "Brésil",
    "nigeria": "Nigéria",
    "zaire": "Zaïre",
    "mozambique": "Mozambique",
    "south_africa": "Afrique du Sud",
    "northern_canada": "Canada du Nord",
    "western_canada": "Canada Occidental",
    "eastern_canada": "Canada Oriental",
    "central_america": "Amérique centrale",
    "arabia": "Arabie",
    "iraq": "Irak",
    "iran": "Iran",
    "turkey": "Turquie",
    "greece": "Grèce",
    "poland": "Pologne",
    "romania": "Roumanie",
    "sahara": "Sahara",
    "india": "Inde",
    "burma": "Burma",
    "indonesia": "Indonésie",
    "western_australia": "Australie Occidentale",
    "eastern_australia": "Australie orientale",
    "new_zealand": "Nouvelle Zélande",
    "greenland": "Groenland",
    "japan": "Japon",
    "egypt": "Égypte",
    "ethiopia": "Éthiopie",
    "pakistan": "Pakistan",
    "indochina": "Indochine",
    "arctic_ocean": "Océan Arctique",
    "north_atlantic": "Atlantique Nord",
    "south_atlantic": "Atlantique Sud",
    "north_pacific": "Pacifique Nord",
    "south_pacific": "Pacifique Sud",
    "indian_ocean": "Océan Indien",
    "beaufort_sea": "Mer de Beaufort",
    "bering_sea": "Mer de Béring",
    "gulf_of_alaska": "Golfe d'Alaska",
    "us_pacific_coast": "Pacifique Est",
    "gulf_of_mexico": "Golfe du Mexique",
    "us_atlantic_coast": "Atlantique Ouest",
    "hudson_bay": "Baie d'Hudson",
    "labrador_sea": "Mer du Labrador",
    "greenland_sea": "Mer du Groenland",
    "caribbean_sea": "Mer des Caraïbes",
    "brazilian_sea": "Atlantique brésilien",
    "argentine_sea": "Mer argentine",
    "peruvian_sea": "Mer du Pérou",
    "north_sea": "Mer du Nord",
    "baltic_sea": "Mer Baltique",
    "barents_sea": "Mer de Barents",
    "kara_sea": "Mer de Kara",
    "bay_of_biscay": "Golfe de Gascogne",
    "mediterranean_sea": "Mer Méditerranée",
    "black_sea": "Mer Noire",
    "red_sea": "Mer Rouge",
    "persian_gulf": "Golfe Persique",
    "arabian_sea": "Mer d'Arabie",
    "bay_of_bengal": "Golfe du Bengale",
    "gulf_of_guinea": "Golfe de Guinée",
    "cape_sea": "Mer du Cap",
    "mozambique_channel": "Canal du Mozambique",
    "somali_sea": "Mer de Somalie",
    "south_china_sea": "Mer de Chine méridionale",
    "yellow_sea": "Mer Jaune",
    "sea_of_japan": "Mer du Japon",
    "sea_of_okhotsk": "Mer d'Okhotsk",
    "timor_sea": "Mer de Timor",
    "great_australian_bight": "Grande Baie australienne",
    "coral_sea": "Mer de Corail",
    "tasman_sea": "Mer de Tasman",
}

#: The regions in German (AUTHORED: the usual German names; the book has no German edition).
REGIONS_DE: dict[Any, str] = {
    "alaska": "Alaska",
    "western_usa": "West-USA",
    "central_usa": "Zentral-USA",
    "eastern_usa": "Ost-USA",
    "kola": "Kola",
    "russia": "Russland",
    "kazakh": "Kasachstan",
    "siberia": "Sibirien",
    "buryatsk": "Burjatien",
    "yakutsk": "Jakutsk",
    "british_isles": "Britische Inseln",
    "scandinavia": "Skandinavien",
    "western_europe": "Westeuropa",
    "eastern_europe": "Osteuropa",
    "iberia": "Iberien",
    "nanling": "Nanling",
    "shantung": "Shandong",
    "manchuria": "Mandschurei",
    "mongolia": "Mongolei",
    "venezuela": "Venezuela",
    "peru": "Peru",
    "argentina": "Argentinien",
    "brazil": "Brasilien",
    "nigeria": "Nigeria",
    "zaire": "Zaire",
    "mozambique": "Mosambik",
    "south_africa": "Südafrika",
    "northern_canada": "Nordkanada",
    "western_canada": "Westkanada",
    "eastern_canada": "Ostkanada",
    "central_america": "Mittelamerika",
    "arabia": "Arabien",
    "iraq": "Irak",
    "iran": "Iran",
    "turkey": "Türkei",
    "greece": "Griechenland",
    "poland": "Polen",
    "romania": "Rumänien",
    "sahara": "Sahara",
    "india": "Indien",
    "burma": "Birma",
    "indonesia": "Indonesien",
    "western_australia": "Westaustralien",
    "eastern_australia": "Ostaustralien",
    "new_zealand": "Neuseeland",
    "greenland": "Grönland",
    "japan": "Japan",
    "egypt": "Ägypten",
    "ethiopia": "Äthiopien",
    "pakistan": "Pakistan",
    "indochina": "Indochina",
    "arctic_ocean": "Nordpolarmeer",
    "north_atlantic": "Nordatlantik",
    "south_atlantic": "Südatlantik",
    "north_pacific": "Nordpazifik",
    "south_pacific": "Südpazifik",
    "indian_ocean": "Indischer Ozean",
    "beaufort_sea": "Beaufortsee",
    "bering_sea": "Beringmeer",
    "gulf_of_alaska": "Golf von Alaska",
    "us_pacific_coast": "Ostpazifik",
    "gulf_of_mexico": "Golf von Mexiko",
    "us_atlantic_coast": "Westatlantik",
    "hudson_bay": "Hudson Bay",
    "labrador_sea": "Labradorsee",
    "greenland_sea": "Grönlandsee",
    "caribbean_sea": "Karibisches Meer",
    "brazilian_sea": "Brasilianischer Atlantik",
    "argentine_sea": "Argentinisches Meer",
    "peruvian_sea": "Peruanisches Meer",
    "north_sea": "Nordsee",
    "baltic_sea": "Ostsee",
    "barents_sea": "Barentssee",
    "kara_sea": "Karasee",
    "bay_of_biscay": "Golf von Biskaya",
    "mediterranean_sea": "Mittelmeer",
    "black_sea": "Schwarzes Meer",
    "red_sea": "Rotes Meer",
    "persian_gulf": "Persischer Golf",
    "arabian_sea": "Arabisches Meer",
    "bay_of_bengal": "Golf von Bengalen",
    "gulf_of_guinea": "Golf von Guinea",
    "cape_sea": "Kapmeer",
    "mozambique_channel": "Straße von Mosambik",
    "somali_sea": "Somalisee",
    "south_china_sea": "Südchinesisches Meer",
    "yellow_sea": "Gelbes Meer",
    "sea_of_japan": "Japanisches Meer",
    "sea_of_okhotsk": "Ochotskisches Meer",
    "timor_sea": "Timorsee",
    "great_australian_bight": "Große Australische Bucht",
    "coral_sea": "Korallenmeer",
    "tasman_sea": "Tasmansee",
}

assert set(REGIONS_FR) == set(REGIONS_DE) == set(_REGIONS)
_BY_LANGUAGE = {"en": _REGIONS, "fr": REGIONS_FR, "de": REGIONS_DE}


def region_name(region: str, language: str | None = None) -> str:
    """A region's name in ``language`` (the reader's, :func:`rules.core.text.language`, by
    default): what the messages and the pictures say."""
    names = _BY_LANGUAGE.get(language or current_language(), _REGIONS)
    return names.get(region, _REGIONS.get(region, region))


def _companies(
    resources: Mapping[str, str], pattern: str, regions: Mapping[Any, str]
) -> dict[Any, str]:
    """Every company (a resource card) by its resource, territory and production."""
    said = {
        card: pattern.format(
            resource=resources[c.resource],
            territory=regions.get(c.territory, c.territory),
            production=c.production,
        )
        for card, c in _cards.RESOURCE_CARDS.items()
    }
    # French elides "de" before a vowel ("pétrole d'Alaska"; rules.core.text.with_article)
    return {card: re.sub(r"\bde ([AEIOUÉÈaeiou])", r"d'\1", words) for card, words in said.items()}


#: The kinds of move (actions.py), as a refusal names one ("Sell is not possible now"), and
#: the words the choice trees say the weapons and the forces by (issue 28): AUTHORED,
#: French in the book's words (bombes, S.A.N., armées, flottes).
_MOVE_WORDS: dict[str, dict[str, dict[Any, Any]]] = {
    "en": {
        "kinds": {
            "choose": "Choose",
            "loan": "The bank",
            "pay": "Pay",
            "disband": "Disband",
            "phase": "Phase",
            "done": "End the phase",
            "end_turn": "End the turn",
            "sell": "Sell",
            "buy": "Buy",
            "offer": "Offer",
            "company": "Company",
            "prospect": "Prospect",
            "move": "Move",
            "answer": "Answer",
            "build": "Build",
            "research": "Research",
            "make_weapon": "Build weapons",
            "attack": "Attack",
            "nuke": "Atomic bombs",
            "star_war": "Star wars",
            "defence": "Defence",
            "occupy": "Move in",
            "reinforce": "Reinforce",
            "stranded": "Stranded armies",
            "pass": "Pass",
        },
        "arms": {"bomb": "bomb", "san": "SAN"},
        "unit_plurals": {"army": "armies", "fleet": "fleets", "bomb": "bombs", "san": "SANs"},
    },
    "fr": {
        "kinds": {
            "choose": "Choisir",
            "loan": "La banque",
            "pay": "Payer",
            "disband": "Dissoudre",
            "phase": "Phase",
            "done": "Terminer la phase",
            "end_turn": "Terminer le tour",
            "sell": "Vendre",
            "buy": "Acheter",
            "offer": "Proposer",
            "company": "Entreprise",
            "prospect": "Prospecter",
            "move": "Déplacer",
            "answer": "Répondre",
            "build": "Construire",
            "research": "Rechercher",
            "make_weapon": "Construire des armes",
            "attack": "Attaquer",
            "nuke": "Bombes atomiques",
            "star_war": "Guerre des étoiles",
            "defence": "Défense",
            "occupy": "Entrer",
            "reinforce": "Renforcer",
            "stranded": "Armées isolées",
            "pass": "Passer",
        },
        "arms": {"bomb": Noun("bombe", "f"), "san": Noun("S.A.N.", "m", vowel=False)},
        "unit_plurals": {
            "army": "armées",
            "fleet": "flottes",
            "bomb": "bombes",
            "san": "S.A.N.",
        },
    },
    "de": {
        "kinds": {
            "choose": "Wählen",
            "loan": "Die Bank",
            "pay": "Zahlen",
            "disband": "Auflösen",
            "phase": "Phase",
            "done": "Phase beenden",
            "end_turn": "Zug beenden",
            "sell": "Verkaufen",
            "buy": "Kaufen",
            "offer": "Anbieten",
            "company": "Unternehmen",
            "prospect": "Prospektieren",
            "move": "Bewegen",
            "answer": "Antworten",
            "build": "Bauen",
            "research": "Forschen",
            "make_weapon": "Waffen bauen",
            "attack": "Angreifen",
            "nuke": "Atombomben",
            "star_war": "Krieg der Sterne",
            "defence": "Verteidigung",
            "occupy": "Einrücken",
            "reinforce": "Verstärken",
            "stranded": "Gestrandete Armeen",
            "pass": "Passen",
        },
        "arms": {"bomb": Noun("Bombe", "f"), "san": Noun("SAN", "m")},
        "unit_plurals": {"army": "Armeen", "fleet": "Flotten", "bomb": "Bomben", "san": "SANs"},
    },
}


def _tables(
    resources: dict[Any, str],
    weapons: dict[Any, str],
    units: dict[Any, str],
    company: str,
    rest: dict[str, dict[Any, Any]],
    regions: Mapping[Any, str] = _REGIONS,
    language: str = "en",
) -> dict[str, Mapping[Any, Any]]:
    return {
        "regions": {**regions, "space": rest["places"]["space"]},
        "resources": resources,
        "weapons": weapons,
        "units": {**units, **weapons},
        "card_kinds": {**resources, **weapons},
        "companies": _companies(resources, company, regions),
        **{k: v for k, v in rest.items() if k != "places"},
        **_MOVE_WORDS[language],
    }


NAMES: dict[str, Mapping[Any, str]] = _tables(
    {"grain": "grain", "oil": "oil", "minerals": "minerals"},
    {"bomb": "atomic bomb", "san": "anti-nuclear satellite"},
    {"army": "army", "fleet": "fleet"},
    "{resource} of {territory} ({production})",
    {
        "places": {"space": "space"},
        #: A count of a resource (``{n:counted:resource_units:{resource}}``): "3 grain",
        #: "1 oil" as the events always said, and "1 mineral" (it said "1 minerals").
        "resource_units": {
            "grain": Noun("grain", many="grain"),
            "oil": Noun("oil", many="oil"),
            "minerals": Noun("mineral", many="minerals"),
        },
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
        #: A count of a resource: the book's « unité de céréales » (« 3 unités de pétrole, de
        #: céréales et de minerais », topics_translated.py), so « 1 unité de céréales », not
        #: « 1 céréales ».
        "resource_units": {
            "grain": Noun("unité de céréales", "f", many="unités de céréales"),
            "oil": Noun("unité de pétrole", "f", many="unités de pétrole"),
            "minerals": Noun("unité de minerais", "f", many="unités de minerais"),
        },
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
    REGIONS_FR,
    "fr",
)

NAMES_DE: dict[str, Mapping[Any, str]] = _tables(
    {"grain": "Getreide", "oil": "Öl", "minerals": "Mineralien"},
    {"bomb": "Atombombe", "san": "Antiatomsatellit (SAN)"},
    {"army": "Armee", "fleet": "Flotte"},
    "{resource} von {territory} ({production})",
    {
        "places": {"space": "der Weltraum"},
        #: A count of a resource: "1 Einheit Getreide", "2 Einheiten Öl" (our German for
        #: the French book's « unité »).
        "resource_units": {
            "grain": Noun("Einheit Getreide", "f", many="Einheiten Getreide"),
            "oil": Noun("Einheit Öl", "f", many="Einheiten Öl"),
            "minerals": Noun("Einheit Mineralien", "f", many="Einheiten Mineralien"),
        },
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
    REGIONS_DE,
    "de",
)
