"""The names Fitna's messages give the engine's ids (``{card:name:cards}``, ``{side:name:sides}``
…), in English, French and German (:mod:`rules.core.text`, "Languages").

The French names are the rulebook's (cards' printed titles, the segments of 12.1, the tension
triggers of 22.0, the results of 23.2, 27.1's triggers); the German ones are authored, and a
card keeps its printed French title in German (the book has no German edition; the title is
what players read on the card). Boxes and units keep the map's and the order of battle's names
in every language (proper names), but for the boxes French and German name otherwise
(``boxes``, issue 28: Damas, Damaskus; Alep; Bagdad), which the pictures draw."""

from __future__ import annotations

from rules.core.text import language as current_language

from .data import card_summaries as _summaries
from .data import cards as _cards
from .data import map as _map
from .data import tables as _tables
from .data import units as _units


def _card_labels(title: str) -> dict[object, str]:
    """Every card as ``#n Title (k OP)`` and every special joker by its title."""
    labels: dict[object, str] = {
        n: f"#{n} {getattr(c, title)} ({c.ops} OP)" for n, c in _cards.CARDS.items()
    }
    labels.update({j: getattr(c, title) for j, c in _cards.SPECIAL_JOKERS.items()})
    return labels


_TRIGGERS_EN: dict[object, str] = {t.id: t.text for t in _tables.TENSION_TRIGGERS}

#: English: the engine's own words.
NAMES: dict[str, dict[object, str]] = {
    "piles": {"support": "support", "event": "event"},
    "segments": {
        "events": "events (12.1 step 1)",
        "planning": "supply checked; planning (steps 2-3)",
        "movement": "movement (step 4)",
        "offensives": "offensives (step 5)",
        "strategic": "strategic movement (step 6)",
        "adjust": "card adjustment (step 7)",
    },
    "cards": {**_card_labels("title_en"), "none": "no card"},
    "card_effects": _summaries.SUMMARIES_EN,
    "modes": {
        "ground": "on the ground",
        "airmobile": "airmobile move (17.2.1)",
        "assault": "airmobile assault (17.2.2)",
        "strategic": "strategic move (17.3)",
    },
    "sides": {
        "SYR": "Syria",
        "TUR": "Turkey",
        "IRQ": "Iraq",
        "IRN": "Iran",
        "ISR": "Israel",
        "SAU": "Saudi Arabia",
        "RUS": "Russia",
        "KUR": "the Kurds",
        "COALITION": "the coalition",
        "FSA": "the Free Syrian Army",
        "FIA": "the Free Iraqi Army",
        "DAESH": "Daesh",
        "KURDS": "the Kurds",
        "KDP": "the KDP",
        "PYD": "the PYD",
        "PKK": "the PKK",
    },
    "roles": {"attack": "attack", "defence": "defence"},
    "outcomes": {
        "reduced": "reduced",
        "eliminated": "eliminated",
        "removed": "eliminated and removed from the game",
        "unhurt": "unhurt",
        "granted": "granted",
        "refused": "refused",
        "rebel": "joins the rebellion",
        "eliminate": "eliminated",
        "loyal": "stays loyal",
    },
    "council": {
        "none": "no effect",
        "end_now": "the game ends now",
        "end_of_turn": "the game ends at the end of the turn",
    },
    "effects": {
        "raise_victory": "every victory level needs one more condition",
        "deterrence": "ballistic deterrence",
        "us_auto_approval": "US approval is automatic",
    },
    "triggers": {
        "kuwait": "Kuwait attacked",
        "jordan": "Jordan attacked",
        "israel": "Haifa or Netanya attacked or taken",
        "incirlik": "Incirlik attacked or taken",
        "tension_10": "tension 10",
    },
    "reasons": {**_TRIGGERS_EN, **_card_labels("title_en")},
    "tension_effects": {
        "high_tension_cards": "the high-tension cards join the piles",
        "reinforcements": "every player receives reinforcements",
    },
    "levels": {
        "draw": "no victory",
        "minor": "minor victory",
        "major": "major victory",
        "decisive": "decisive victory",
    },
}

_TRIGGERS_FR: dict[object, str] = {
    "russia_attacks_turks": "la Russie attaque une unité turque en Irak ou en Syrie",
    "iran_vs_israel": "unités iraniennes et israéliennes s'affrontent au sol",
    "iran_vs_saudi": "unités iraniennes et saoudiennes (ou arabes alliées) s'affrontent au sol",
    "enter_turkey": "unités syriennes, irakiennes ou iraniennes entrent en Turquie",
    "israel_takes_damascus": "des unités israéliennes s'emparent de Damas",
    "israel_takes_beirut": "des unités israéliennes s'emparent de Beyrouth",
    "russia_vs_iran": "unités russes et iraniennes s'affrontent ou se bombardent",
    "iran_vs_turkey": "unités iraniennes et turques s'affrontent ou se bombardent",
    "turks_take_aleppo": "des unités turques s'emparent d'Alep",
    "daesh_takes_key_box": "Daech s'empare d'une case clé",
}

NAMES_FR: dict[str, dict[object, str]] = {
    "piles": {"support": "Appuis", "event": "Événements"},
    "segments": {
        "events": "événements (12.1, étape 1)",
        "planning": "ravitaillement vérifié ; planification (étapes 2-3)",
        "movement": "mouvement (étape 4)",
        "offensives": "offensives (étape 5)",
        "strategic": "mouvement stratégique (étape 6)",
        "adjust": "ajustement des cartes (étape 7)",
    },
    "cards": {**_card_labels("title_fr"), "none": "aucune carte"},
    "card_effects": _summaries.SUMMARIES_FR,
    "modes": {
        "ground": "par voie terrestre",
        "airmobile": "mouvement aéromobile (17.2.1)",
        "assault": "assaut aéromobile (17.2.2)",
        "strategic": "mouvement stratégique (17.3)",
    },
    "sides": {
        "SYR": "la Syrie",
        "TUR": "la Turquie",
        "IRQ": "l'Irak",
        "IRN": "l'Iran",
        "ISR": "Israël",
        "SAU": "l'Arabie saoudite",
        "RUS": "la Russie",
        "KUR": "les Kurdes",
        "COALITION": "la coalition",
        "FSA": "l'Armée syrienne libre",
        "FIA": "l'Armée irakienne libre",
        "DAESH": "Daech",
        "KURDS": "les Kurdes",
        "KDP": "le KDP",
        "PYD": "le PYD",
        "PKK": "le PKK",
    },
    "roles": {"attack": "attaque", "defence": "défense"},
    "outcomes": {
        "reduced": "réduite",
        "eliminated": "éliminée",
        "removed": "éliminée et retirée du jeu",
        "unhurt": "indemne",
        "granted": "accordée",
        "refused": "refusée",
        "rebel": "rejoint la rébellion",
        "eliminate": "éliminée",
        "loyal": "reste loyale",
    },
    "council": {
        "none": "pas d'effet",
        "end_now": "la partie s'arrête immédiatement",
        "end_of_turn": "la partie s'arrête à la fin du tour",
    },
    "effects": {
        "raise_victory": "chaque niveau de victoire exige une condition de plus",
        "deterrence": "dissuasion balistique",
        "us_auto_approval": "l'accord américain est automatique",
    },
    "triggers": {
        "kuwait": "le Koweït est attaqué",
        "jordan": "la Jordanie est attaquée",
        "israel": "Haïfa ou Netanya attaquée ou prise",
        "incirlik": "Incirlik attaquée ou prise",
        "tension_10": "tension 10",
    },
    "reasons": {**_TRIGGERS_FR, **_card_labels("title_fr")},
    "tension_effects": {
        "high_tension_cards": "les cartes « Haute Tension » rejoignent les piles",
        "reinforcements": "tous les joueurs reçoivent un échelon de renforts",
    },
    "levels": {
        "draw": "aucune victoire",
        "minor": "victoire mineure",
        "major": "victoire majeure",
        "decisive": "victoire décisive",
    },
}

_TRIGGERS_DE: dict[object, str] = {
    "russia_attacks_turks": "Russland greift eine türkische Einheit im Irak oder in Syrien an",
    "iran_vs_israel": "iranische und israelische Einheiten kämpfen am Boden",
    "iran_vs_saudi": "iranische und saudische (oder verbündete arabische) Einheiten kämpfen",
    "enter_turkey": "syrische, irakische oder iranische Einheiten dringen in die Türkei ein",
    "israel_takes_damascus": "israelische Einheiten nehmen Damaskus",
    "israel_takes_beirut": "israelische Einheiten nehmen Beirut",
    "russia_vs_iran": "russische und iranische Einheiten bekämpfen oder bombardieren sich",
    "iran_vs_turkey": "iranische und türkische Einheiten bekämpfen oder bombardieren sich",
    "turks_take_aleppo": "türkische Einheiten nehmen Aleppo",
    "daesh_takes_key_box": "Daesh nimmt ein Schlüsselfeld",
}

NAMES_DE: dict[str, dict[object, str]] = {
    "piles": {"support": "Unterstützungs", "event": "Ereignis"},
    "segments": {
        "events": "Ereignisse (12.1, Schritt 1)",
        "planning": "Versorgung geprüft; Planung (Schritte 2-3)",
        "movement": "Bewegung (Schritt 4)",
        "offensives": "Offensiven (Schritt 5)",
        "strategic": "strategische Bewegung (Schritt 6)",
        "adjust": "Kartenausgleich (Schritt 7)",
    },
    # the cards' printed (French) titles: the book has no German edition
    "cards": {**_card_labels("title_fr"), "none": "keine Karte"},
    "card_effects": _summaries.SUMMARIES_DE,
    "modes": {
        "ground": "auf dem Landweg",
        "airmobile": "luftbewegliche Bewegung (17.2.1)",
        "assault": "Luftlandeangriff (17.2.2)",
        "strategic": "strategische Bewegung (17.3)",
    },
    "sides": {
        "SYR": "Syrien",
        "TUR": "die Türkei",
        "IRQ": "der Irak",
        "IRN": "der Iran",
        "ISR": "Israel",
        "SAU": "Saudi-Arabien",
        "RUS": "Russland",
        "KUR": "die Kurden",
        "COALITION": "die Koalition",
        "FSA": "die Freie Syrische Armee",
        "FIA": "die Freie Irakische Armee",
        "DAESH": "Daesh",
        "KURDS": "die Kurden",
        "KDP": "die KDP",
        "PYD": "die PYD",
        "PKK": "die PKK",
    },
    "roles": {"attack": "Angriff", "defence": "Verteidigung"},
    "outcomes": {
        "reduced": "geschwächt",
        "eliminated": "vernichtet",
        "removed": "vernichtet und aus dem Spiel genommen",
        "unhurt": "unversehrt",
        "granted": "erteilt",
        "refused": "verweigert",
        "rebel": "läuft zur Rebellion über",
        "eliminate": "vernichtet",
        "loyal": "bleibt loyal",
    },
    "council": {
        "none": "keine Wirkung",
        "end_now": "das Spiel endet sofort",
        "end_of_turn": "das Spiel endet am Ende der Runde",
    },
    "effects": {
        "raise_victory": "jede Siegstufe verlangt eine Bedingung mehr",
        "deterrence": "ballistische Abschreckung",
        "us_auto_approval": "die US-Zustimmung ist automatisch",
    },
    "triggers": {
        "kuwait": "Kuwait angegriffen",
        "jordan": "Jordanien angegriffen",
        "israel": "Haifa oder Netanya angegriffen oder genommen",
        "incirlik": "Incirlik angegriffen oder genommen",
        "tension_10": "Spannung 10",
    },
    "reasons": {**_TRIGGERS_DE, **_card_labels("title_fr")},
    "tension_effects": {
        "high_tension_cards": "die Hochspannungskarten kommen in die Stapel",
        "reinforcements": "jeder Spieler erhält Verstärkungen",
    },
    "levels": {
        "draw": "kein Sieg",
        "minor": "knapper Sieg",
        "major": "großer Sieg",
        "decisive": "entscheidender Sieg",
    },
}

# ---------------------------------------------------------------------------- the map's boxes

#: Every box of the map by its English name (``data/map.py``: the order of battle's names).
_BOXES_EN: dict[object, str] = {b: box.name for b, box in _map.BOXES.items()}
#: The boxes French names differently (issue 28): the book's own where it names them
#: (004: "Bagdad", "Damas", "Alep", "Beyrouth", "Koweït", "Haïfa", "Golan"), else the usual
#: French names (AUTHORED); every other box keeps its name.
_BOXES_FR: dict[object, str] = {
    "baghdad": "Bagdad",
    "damascus": "Damas",
    "aleppo": "Alep",
    "beirut": "Beyrouth",
    "kuwait_city": "Koweït",
    "haifa": "Haïfa",
    "golan": "Golan",
    "mosul": "Mossoul",
    "basra": "Bassora",
    "palmyra": "Palmyre",
    "latakia": "Lattaquié",
    "tartus": "Tartous",
    "sidon": "Saïda",
    "tiberias": "Tibériade",
    "kirkuk": "Kirkouk",
    "fallujah": "Falloujah",
    "suwayda": "Soueïda (Djebel el-Druze)",
    "daraa": "Deraa",
    "douma": "Douma (Ghouta orientale)",
    "chibayish": "Chibayish (marais centraux)",
    "majnoon": "Majnoon (marais d'Hawizeh)",
    "kiryat_shmona": "Kiryat Shmona (Haute-Galilée)",
    "south_litani": "Sud-Litani",
    "mayadin": "Mayadin (champ d'Al-Omar)",
}
#: The boxes German names differently (AUTHORED: the usual German names).
_BOXES_DE: dict[object, str] = {
    "damascus": "Damaskus",
    "beirut": "Beirut",
    "kuwait_city": "Kuwait-Stadt",
    "golan": "Golanhöhen",
    "mosul": "Mossul",
    "latakia": "Latakia",
    "fallujah": "Falludscha",
    "douma": "Duma (Ost-Ghuta)",
    "chibayish": "Chibayish (Zentrale Marschen)",
    "majnoon": "Majnoon (Hawizeh-Marschen)",
    "kiryat_shmona": "Kirjat Schmona (Obergaliläa)",
    "south_litani": "Süd-Litani",
    "mayadin": "Mayadin (Al-Omar-Feld)",
    "suwayda": "Suwaida (Dschebel ad-Duruz)",
}
assert set(_BOXES_FR) <= set(_BOXES_EN) and set(_BOXES_DE) <= set(_BOXES_EN)
NAMES["boxes"] = _BOXES_EN
NAMES_FR["boxes"] = {**_BOXES_EN, **_BOXES_FR}
NAMES_DE["boxes"] = {**_BOXES_EN, **_BOXES_DE}
#: Every counter by its name (``data/units.py``: the order of battle's names, the same in every
#: language).
for _table in (NAMES, NAMES_FR, NAMES_DE):
    _table["units"] = {u: unit.name for u, unit in _units.UNITS.items()}
_BY_LANGUAGE = {"en": NAMES, "fr": NAMES_FR, "de": NAMES_DE}


def box_name(box: str, language: str | None = None) -> str:
    """A box's name in ``language`` (the reader's, :func:`rules.core.text.language`, by
    default): what the pictures draw."""
    names = _BY_LANGUAGE.get(language or current_language(), NAMES)["boxes"]
    return names.get(box, box)
