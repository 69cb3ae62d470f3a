"""Peak Oil's messages and names in French (the words of the French book) and in German
(authored), key for key with :data:`rules.peak_oil.messages.MESSAGES`."""

from __future__ import annotations

from .messages import NAMES

MESSAGES_FR: dict[str, str] = {
    "turn_start": "Au tour de {name}.",
    "reassign": "{name} réaffecte un Agent de {source:name:places} vers {dest:name:places}.",
    "extra_paid": "{name} paie {cost:plural:Baril} pour une réaffectation de plus.",
    "act": "{name} agit sur {place:name:places} ({standing:name:standings}).",
    "agents_home": "{name} ramène {count:plural:Agent} de {place:name:places}.",
    "grey_unpaid": "{name} n'a pas de Baril pour payer les Opérations Grises : aucune option.",
    "bag_empty": "{name} ne peut pas tirer : le sac est vide.",
    "draw": "{name} tire un Baril {colour:name:colours}.",
    "black_market": "{name} place un Baril sur la case {technology:name:technologies} du "
    "Marché Noir.",
    "black_market_shared": "Le Marché Noir est plein : ses Barils vont aux {count} Régions, un "
    "chacune.",
    "peak_oil": "Peak Oil ! Le sac ne contient plus de Baril noir ; {name} retourne sa carte QG.",
    "crisis_brutal": "Crise de RP pour {name} : un Agent va sur le compteur de Crise de RP.",
    "crisis_discard": "Crise de RP pour {name} : {count:plural:Baril} défaussé(s) du QG.",
    "crisis_up": "{name} retourne la carte Crise de niveau {level} {card}.",
    "crisis_none": "{name} devrait prendre une carte Crise, mais toutes les pioches sont vides.",
    "crisis_down": "{name} prend une carte Crise de niveau {level} face cachée.",
    "crisis_down_private": "Votre carte Crise face cachée est {card} (niveau {level}).",
    "private_portfolio": "Votre portefeuille : une Start-Up {technology:name:technologies}.",
    "private_crisis": "Votre carte Crise face cachée : {card} (niveau {level}). Une fois "
    "retournée (texte de la carte) : {effect}",
    "private_nothing": "Vous n'avez aucune carte secrète.",
    "effect_discard": "{name} défausse {count:plural:Baril}.",
    "effect_on_card": "{name} place {count:plural:Baril} sur {card}.",
    "effect_security": "{name} remet {count:plural:jeton Sécurité:jetons Sécurité} dans la "
    "réserve.",
    "effect_agents_home": "Tous les Agents de {name} sur les zones rentrent ({count}).",
    "effect_agent_on_card": "{name} place un Agent de {place:name:places} sur {card}.",
    "effect_field": "{name} abandonne le Champ Pétrolifère {card}.",
    "counter_placed": "{name} place un Agent de {place:name:places} sur le compteur de Crise "
    "de RP.",
    "counter_off": "Un Agent de {name} est poussé hors du compteur et rentre.",
    "counter_home": "{name} ramène {count:plural:Agent} du compteur de Crise de RP.",
    "whitewash": "{name} blanchit {card} pour {cost:plural:Baril}.",
    "recruit": "{name} recrute un Agent.",
    "dispatch": "{name} envoie {count:plural:Agent} d'Étendre vers {place:name:places}.",
    "refresh": "Les {which:name:displays} exposés sont remplacés.",
    "drill": "{name} fore {card} : {count:plural:Baril} sur {region:name:places}, "
    "{tokens:plural:jeton Sécurité:jetons Sécurité}.",
    "query": "{name} prend un Baril {colour:name:colours} pour un « Baril ? ».",
    "start_up": "{name} achète la Start-Up {card} ({technology:name:technologies}) pour "
    "{cost:plural:Baril}.",
    "technology": "{name} place un Baril sur {technology:name:technologies}.",
    "black_market_moved": "{name} déplace {count:plural:Baril} du Marché Noir sur la piste.",
    "consultant": "{name} engage le Consultant de niveau {level} {card}.",
    "result_line": "{name} : {total} PV (Start-Ups {start_ups}, Consultants {consultants}, "
    "Crises {crises})",
    "result_tie": "{names:list} sont à égalité à chaque départage : le livre dit de rejouer ; "
    "ils partagent la place.",
    "marketing_move": "{name} déplace un Baril de {source:name:technologies} vers "
    "{dest:name:technologies} et paie {cost:plural:Baril}.",
    "transport": "{name} transporte de {region:name:places} vers {refinery:name:places} "
    "({draws:plural:tirage}).",
    "delivered": "{name} prend {taken:plural:Baril} : {home} au QG, {pirated} aux pirates.",
    "security_flip": "{name} utilise un jeton Sécurité pour retourner le jeton de "
    "{place:name:places}.",
    "security_swap": "{name} utilise un jeton Sécurité pour échanger les jetons de "
    "{first:name:places} et de {second:name:places}.",
    "peak_pass": "{name} ne réaffecte pas.",
    "peak_phase": "La phase Peak Oil commence : chaque zone est vérifiée à son tour.",
    "peak_zone": "Phase Peak Oil : {place:name:places}.",
    "game_over": "Toutes les zones ont été vérifiées : la partie est terminée.",
    "portfolio_shown": "Portefeuille de {name} : une Start-Up {technology:name:technologies}.",
}

NAMES_FR: dict[str, dict[str, str]] = {
    "places": {
        "expand": "Étendre",
        "develop": "Développer",
        "invest": "Investir",
        "grey_ops": "Opérations Grises",
        "venezuela": "Venezuela",
        "libya": "Libye",
        "nigeria": "Nigeria",
        "persian_gulf": "Golfe Persique",
        "russia": "Russie",
        "philadelphia": "Philadelphia",
        "rotterdam": "Rotterdam",
        "singapore": "Singapour",
        "caribbean_sea": "Mer des Caraïbes",
        "strait_of_gibraltar": "Détroit de Gibraltar",
        "gulf_of_guinea": "Golfe de Guinée",
        "belarus": "Biélorussie",
        "suez_canal": "Canal de Suez",
        "gulf_of_aden": "Golfe d'Aden",
        "siberia": "Sibérie",
        "strait_of_malacca": "Détroit de Malacca",
        "hq": "QG",
        "pirates": "les pirates",
    },
    "technologies": dict(NAMES["technologies"]),  # the book keeps the English names
    "colours": {"black": "noir", "red": "rouge", "yellow": "jaune"},
    "standings": {"majority": "majorité", "tie": "égalité", "none": "sans majorité"},
    "displays": {"fields": "Champs Pétrolifères", "start_ups": "Start-Ups"},
}

MESSAGES_DE: dict[str, str] = {
    "turn_start": "{name} ist am Zug.",
    "reassign": "{name} versetzt einen Agenten von {source:name:places} nach {dest:name:places}.",
    "extra_paid": "{name} zahlt {cost:plural:Fass:Fässer} für eine weitere Versetzung.",
    "act": "{name} handelt in {place:name:places} ({standing:name:standings}).",
    "agents_home": "{name} holt {count:plural:Agent:Agenten} aus {place:name:places} zurück.",
    "grey_unpaid": "{name} hat kein Fass für die Grauen Operationen: keine Option möglich.",
    "bag_empty": "{name} kann nicht ziehen: der Beutel ist leer.",
    "draw": "{name} zieht ein {colour:name:colours} Fass.",
    "black_market": "{name} legt ein Fass auf das Feld {technology:name:technologies} des "
    "Schwarzmarkts.",
    "black_market_shared": "Der Schwarzmarkt ist voll: seine Fässer gehen an die {count} "
    "Regionen, je eines.",
    "peak_oil": "Peak Oil! Im Beutel ist kein schwarzes Fass mehr; {name} dreht die "
    "Hauptquartier-Karte um.",
    "crisis_brutal": "PR-Krise für {name}: ein Agent kommt auf den PR-Krisen-Zähler.",
    "crisis_discard": "PR-Krise für {name}: {count:plural:Fass:Fässer} aus dem Hauptquartier "
    "abgeworfen.",
    "crisis_up": "{name} deckt die Krisenkarte der Stufe {level} {card} auf.",
    "crisis_none": "{name} müsste eine Krisenkarte nehmen, aber alle Krisenstapel sind leer.",
    "crisis_down": "{name} nimmt verdeckt eine Krisenkarte der Stufe {level}.",
    "crisis_down_private": "Deine verdeckte Krisenkarte ist {card} (Stufe {level}).",
    "private_portfolio": "Dein Portfolio: ein Start-up {technology:name:technologies}.",
    "private_crisis": "Deine verdeckte Krisenkarte: {card} (Stufe {level}). Aufgedeckt "
    "(Kartentext): {effect}",
    "private_nothing": "Du hast keine geheime Karte.",
    "effect_discard": "{name} wirft {count:plural:Fass:Fässer} ab.",
    "effect_on_card": "{name} legt {count:plural:Fass:Fässer} auf {card}.",
    "effect_security": "{name} gibt {count:plural:Sicherheitsmarker} in den Vorrat zurück.",
    "effect_agents_home": "Alle Agenten von {name} auf den Zonen kehren zurück ({count}).",
    "effect_agent_on_card": "{name} legt einen Agenten aus {place:name:places} auf {card}.",
    "effect_field": "{name} gibt das Ölfeld {card} auf.",
    "counter_placed": "{name} setzt einen Agenten aus {place:name:places} auf den "
    "PR-Krisen-Zähler.",
    "counter_off": "Ein Agent von {name} wird vom Zähler gedrängt und kehrt zurück.",
    "counter_home": "{name} holt {count:plural:Agent:Agenten} vom PR-Krisen-Zähler zurück.",
    "whitewash": "{name} wäscht {card} für {cost:plural:Fass:Fässer} rein.",
    "recruit": "{name} wirbt einen Agenten an.",
    "dispatch": "{name} schickt {count:plural:Agent:Agenten} von Ausbreiten nach "
    "{place:name:places}.",
    "refresh": "Die ausliegenden {which:name:displays} werden ersetzt.",
    "drill": "{name} bohrt {card} an: {count:plural:Fass:Fässer} nach {region:name:places}, "
    "{tokens:plural:Sicherheitsmarker}.",
    "query": "{name} nimmt ein {colour:name:colours} Fass für ein „Fass?“.",
    "start_up": "{name} kauft das Start-up {card} ({technology:name:technologies}) für "
    "{cost:plural:Fass:Fässer}.",
    "technology": "{name} legt ein Fass auf {technology:name:technologies}.",
    "black_market_moved": "{name} bringt {count:plural:Fass:Fässer} vom Schwarzmarkt auf die "
    "Leiste.",
    "consultant": "{name} stellt den Berater der Stufe {level} {card} ein.",
    "result_line": "{name}: {total} SP (Start-ups {start_ups}, Berater {consultants}, "
    "Krisen {crises})",
    "result_tie": "{names:list} sind bei jedem Gleichstandsbrecher gleichauf: das Buch sagt "
    "neu spielen; sie teilen sich den Platz.",
    "marketing_move": "{name} verschiebt ein Fass von {source:name:technologies} nach "
    "{dest:name:technologies} und zahlt {cost:plural:Fass:Fässer}.",
    "transport": "{name} verschifft von {region:name:places} nach {refinery:name:places} "
    "({draws:plural:Zug:Züge}).",
    "delivered": "{name} nimmt {taken:plural:Fass:Fässer}: {home} ins Hauptquartier, "
    "{pirated} an Piraten.",
    "security_flip": "{name} dreht mit einem Sicherheitsmarker den Marker von "
    "{place:name:places} um.",
    "security_swap": "{name} tauscht mit einem Sicherheitsmarker die Marker von "
    "{first:name:places} und {second:name:places}.",
    "peak_pass": "{name} versetzt nicht.",
    "peak_phase": "Die Peak-Oil-Phase beginnt: jede Zone wird der Reihe nach geprüft.",
    "peak_zone": "Peak-Oil-Phase: {place:name:places}.",
    "game_over": "Alle Zonen sind geprüft: das Spiel ist zu Ende.",
    "portfolio_shown": "Portfolio von {name}: ein Start-up {technology:name:technologies}.",
}

NAMES_DE: dict[str, dict[str, str]] = {
    "places": {
        "expand": "Ausbreiten",
        "develop": "Entwickeln",
        "invest": "Investieren",
        "grey_ops": "Graue Operationen",
        "venezuela": "Venezuela",
        "libya": "Libyen",
        "nigeria": "Nigeria",
        "persian_gulf": "Persischer Golf",
        "russia": "Russland",
        "philadelphia": "Philadelphia",
        "rotterdam": "Rotterdam",
        "singapore": "Singapur",
        "caribbean_sea": "Karibisches Meer",
        "strait_of_gibraltar": "Straße von Gibraltar",
        "gulf_of_guinea": "Golf von Guinea",
        "belarus": "Belarus",
        "suez_canal": "Sueskanal",
        "gulf_of_aden": "Golf von Aden",
        "siberia": "Sibirien",
        "strait_of_malacca": "Straße von Malakka",
        "hq": "Hauptquartier",
        "pirates": "die Piraten",
    },
    "technologies": dict(NAMES["technologies"]),  # the game's own English names
    "colours": {"black": "schwarzes", "red": "rotes", "yellow": "gelbes"},
    "standings": {"majority": "Mehrheit", "tie": "Gleichstand", "none": "keine Mehrheit"},
    "displays": {"fields": "Ölfelder", "start_ups": "Start-ups"},
}

TRANSLATIONS: dict[str, dict[str, str]] = {"fr": MESSAGES_FR, "de": MESSAGES_DE}
TRANSLATED_NAMES: dict[str, dict[str, dict[str, str]]] = {"fr": NAMES_FR, "de": NAMES_DE}
