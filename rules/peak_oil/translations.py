"""Peak Oil's catalogue in French (the words of the French book) and in German (authored),
key for key with :mod:`rules.peak_oil.messages`: its events (``MESSAGES_FR``...), the
labels, questions and refusals of its choice trees (``TEXTS_FR``..., issue 28) and its names.
The labels' French and German are those of the former ``labels.py`` (issue 17), by key."""

from __future__ import annotations

from rules.core.text import Name, Noun

from .data import abilities, cards
from .messages import NAMES

#: Proper names kept in every language: the oil fields (real fields) and the start-ups
#: (AUTHORED brand names, data/cards.py).
_PROPER = {
    **{f.id: f.name for f in (*cards.OIL_FIELDS, *cards.EXTRA_OIL_FIELDS)},
    **{s.id: s.name for s in cards.START_UPS},
}

MESSAGES_FR: dict[str, str] = {
    "turn_start": "Au tour de {name}.",
    "reassign": "{name} réaffecte un Agent {source:de:places} vers {dest:the:places}.",
    "extra_paid": "{name} paie {cost:plural:Baril} pour une réaffectation de plus.",
    "act": "{name} agit sur {place:the:places} ({standing:name:standings}).",
    "agents_home": "{name} ramène {count:plural:Agent} {place:de:places}.",
    "grey_unpaid": "{name} n'a pas de Baril pour payer les Opérations Grises : aucune option.",
    "bag_empty": "{name} ne peut pas tirer : le sac est vide.",
    "draw": "{name} tire un Baril {colour:name:colours}.",
    "black_market": "{name} place un Baril sur la case {technology:name:technologies} du "
    "Marché Noir.",
    "black_market_shared": "Le Marché Noir est plein : ses Barils vont aux {count:plural:Région}, un "
    "chacune.",
    "peak_oil": "Peak Oil ! Le sac ne contient plus de Baril noir ; {name} retourne sa carte QG.",
    "crisis_brutal": "Crise de RP pour {name} : un Agent va sur le compteur de Crise de RP.",
    "crisis_discard": "Crise de RP pour {name} : {count:plural:Baril défaussé:Barils défaussés} du QG.",
    "crisis_up": "{name} retourne la carte Crise de niveau {level} {card:name:cards}.",
    "crisis_none": "{name} devrait prendre une carte Crise, mais toutes les pioches sont vides.",
    "crisis_down": "{name} prend une carte Crise de niveau {level} face cachée.",
    "crisis_down_private": "Votre carte Crise face cachée est {card:name:cards} (niveau {level}).",
    "private_portfolio": "Votre portefeuille : une Start-Up {technology:name:technologies}.",
    "private_crisis": "Votre carte Crise face cachée : {card:name:cards} (niveau {level}). Une fois "
    "retournée (texte de la carte) : {effect}",
    "private_nothing": "Vous n'avez aucune carte secrète.",
    "effect_discard": "{name} défausse {count:plural:Baril}.",
    "effect_on_card": "{name} place {count:plural:Baril} sur {card:name:cards}.",
    "effect_security": "{name} remet {count:plural:jeton Sécurité:jetons Sécurité} dans la "
    "réserve.",
    "effect_agents_home": "Tous les Agents de {name} sur les zones rentrent ({count}).",
    "effect_agent_on_card": "{name} place un Agent {place:de:places} sur {card:name:cards}.",
    "effect_field": "{name} abandonne le Champ Pétrolifère {card:name:cards}.",
    "counter_placed": "{name} place un Agent {place:de:places} sur le compteur de Crise de RP.",
    "counter_off": "Un Agent de {name} est poussé hors du compteur et rentre.",
    "counter_home": "{name} ramène {count:plural:Agent} du compteur de Crise de RP.",
    "whitewash": "{name} blanchit {card:name:cards} pour {cost:plural:Baril}.",
    "recruit": "{name} recrute un Agent.",
    "dispatch": "{name} envoie {count:plural:Agent} d'Étendre vers {place:the:places}.",
    "refresh": "Les {which:name:displays} exposés sont remplacés.",
    "drill": "{name} fore {card:name:cards} : {count:plural:Baril} sur {region:the:places}, "
    "{tokens:plural:jeton Sécurité:jetons Sécurité}.",
    "query": "{name} prend un Baril {colour:name:colours} pour un « Baril ? ».",
    "start_up": "{name} achète la Start-Up {card:name:cards} ({technology:name:technologies}) pour "
    "{cost:plural:Baril}.",
    "technology": "{name} place un Baril sur {technology:name:technologies}.",
    "black_market_moved": "{name} déplace {count:plural:Baril} du Marché Noir sur la piste.",
    "consultant": "{name} engage le Consultant de niveau {level} {card:name:cards}.",
    "result_line": "{name} : {total} PV (Start-Ups {start_ups}, Consultants {consultants}, "
    "Crises {crises})",
    "result_tie": "{names:list} sont à égalité à chaque départage : le livre dit de rejouer ; "
    "ils partagent la place.",
    "marketing_move": "{name} déplace un Baril de {source:name:technologies} vers "
    "{dest:name:technologies} et paie {cost:plural:Baril}.",
    "transport": "{name} transporte {region:de:places} vers {refinery:the:places} "
    "({draws:plural:tirage}).",
    "delivered": "{name} prend {taken:plural:Baril} : {home} au QG, {pirated} aux pirates.",
    "security_flip": "{name} utilise un jeton Sécurité pour retourner le jeton {place:de:places}.",
    "security_swap": "{name} utilise un jeton Sécurité pour échanger les jetons "
    "{first:de:places} et {second:de:places}.",
    "peak_pass": "{name} ne réaffecte pas.",
    "peak_phase": "La phase Peak Oil commence : chaque zone est vérifiée à son tour.",
    "peak_zone": "Phase Peak Oil : {place:name:places}.",
    "game_over": "Toutes les zones ont été vérifiées : la partie est terminée.",
    "portfolio_shown": "Portefeuille de {name} : une Start-Up {technology:name:technologies}.",
}

NAMES_FR: dict[str, dict[str, Name]] = {
    "places": {
        # the action zones are the names of actions: said without an article
        "expand": Noun("Étendre", article=False),
        "develop": Noun("Développer", article=False),
        "invest": Noun("Investir", article=False),
        "grey_ops": Noun("Opérations Grises", article=False),
        # countries and seas with their gender (le Venezuela, la Libye...); cities without
        "venezuela": Noun("Venezuela", "m"),
        "libya": Noun("Libye", "f"),
        "nigeria": Noun("Nigeria", "m"),
        "persian_gulf": Noun("Golfe Persique", "m"),
        "russia": Noun("Russie", "f"),
        "philadelphia": Noun("Philadelphia", article=False),
        "rotterdam": Noun("Rotterdam", article=False),
        "singapore": Noun("Singapour", article=False),
        "caribbean_sea": Noun("Mer des Caraïbes", "f"),
        "strait_of_gibraltar": Noun("Détroit de Gibraltar", "m"),
        "gulf_of_guinea": Noun("Golfe de Guinée", "m"),
        "belarus": Noun("Biélorussie", "f"),
        "suez_canal": Noun("Canal de Suez", "m"),
        "gulf_of_aden": Noun("Golfe d'Aden", "m"),
        "siberia": Noun("Sibérie", "f"),
        "strait_of_malacca": Noun("Détroit de Malacca", "m"),
        "hq": Noun("QG", "m"),
        "pirates": "les pirates",
    },
    "technologies": dict(NAMES["technologies"]),  # the book keeps the English names
    "colours": {"black": "noir", "red": "rouge", "yellow": "jaune"},
    "standings": {"majority": "majorité", "tie": "égalité", "none": "sans majorité"},
    "displays": {"fields": "Champs Pétrolifères", "start_ups": "Start-Ups"},
}

MESSAGES_DE: dict[str, str] = {
    "turn_start": "{name} ist am Zug.",
    "reassign": "{name} versetzt einen Agenten {source:from:places} {dest:to:places}.",
    "extra_paid": "{name} zahlt {cost:plural:Fass:Fässer} für eine weitere Versetzung.",
    "act": "{name} handelt {place:in:places} ({standing:name:standings}).",
    "agents_home": "{name} holt {count:plural:Agent:Agenten} aus {place:the_dat:places} zurück.",
    "grey_unpaid": "{name} hat kein Fass für die Grauen Operationen: keine Option möglich.",
    "bag_empty": "{name} kann nicht ziehen: der Beutel ist leer.",
    "draw": "{name} zieht ein {colour:name:colours} Fass.",
    "black_market": "{name} legt ein Fass auf das Feld {technology:name:technologies} des "
    "Schwarzmarkts.",
    "black_market_shared": "Der Schwarzmarkt ist voll: seine Fässer gehen an die "
    "{count:plural:Region:Regionen}, je eines.",
    "peak_oil": "Peak Oil! Im Beutel ist kein schwarzes Fass mehr; {name} dreht die "
    "Hauptquartier-Karte um.",
    "crisis_brutal": "PR-Krise für {name}: ein Agent kommt auf den PR-Krisen-Zähler.",
    "crisis_discard": "PR-Krise für {name}: {count:plural:Fass:Fässer} aus dem Hauptquartier "
    "abgeworfen.",
    "crisis_up": "{name} deckt die Krisenkarte der Stufe {level} {card:name:cards} auf.",
    "crisis_none": "{name} müsste eine Krisenkarte nehmen, aber alle Krisenstapel sind leer.",
    "crisis_down": "{name} nimmt verdeckt eine Krisenkarte der Stufe {level}.",
    "crisis_down_private": "Deine verdeckte Krisenkarte ist {card:name:cards} (Stufe {level}).",
    "private_portfolio": "Dein Portfolio: ein Start-up {technology:name:technologies}.",
    "private_crisis": "Deine verdeckte Krisenkarte: {card:name:cards} (Stufe {level}). Aufgedeckt "
    "(Kartentext): {effect}",
    "private_nothing": "Du hast keine geheime Karte.",
    "effect_discard": "{name} wirft {count:plural:Fass:Fässer} ab.",
    "effect_on_card": "{name} legt {count:plural:Fass:Fässer} auf {card:name:cards}.",
    "effect_security": "{name} gibt {count:plural:Sicherheitsmarker} in den Vorrat zurück.",
    "effect_agents_home": "Alle Agenten von {name} auf den Zonen kehren zurück ({count}).",
    "effect_agent_on_card": "{name} legt einen Agenten aus {place:the_dat:places} auf {card:name:cards}.",
    "effect_field": "{name} gibt das Ölfeld {card:name:cards} auf.",
    "counter_placed": "{name} setzt einen Agenten aus {place:the_dat:places} auf den "
    "PR-Krisen-Zähler.",
    "counter_off": "Ein Agent von {name} wird vom Zähler gedrängt und kehrt zurück.",
    "counter_home": "{name} holt {count:plural:Agent:Agenten} vom PR-Krisen-Zähler zurück.",
    "whitewash": "{name} wäscht {card:name:cards} für {cost:plural:Fass:Fässer} rein.",
    "recruit": "{name} wirbt einen Agenten an.",
    "dispatch": "{name} schickt {count:plural:Agent:Agenten} von Ausbreiten {place:to:places}.",
    "refresh": "Die ausliegenden {which:name:displays} werden ersetzt.",
    "drill": "{name} bohrt {card:name:cards} an: {count:plural:Fass:Fässer} {region:to:places}, "
    "{tokens:plural:Sicherheitsmarker}.",
    "query": "{name} nimmt ein {colour:name:colours} Fass für ein „Fass?“.",
    "start_up": "{name} kauft das Start-up {card:name:cards} ({technology:name:technologies}) für "
    "{cost:plural:Fass:Fässer}.",
    "technology": "{name} legt ein Fass auf {technology:name:technologies}.",
    "black_market_moved": "{name} bringt {count:plural:Fass:Fässer} vom Schwarzmarkt auf die "
    "Leiste.",
    "consultant": "{name} stellt den Berater der Stufe {level} {card:name:cards} ein.",
    "result_line": "{name}: {total} SP (Start-ups {start_ups}, Berater {consultants}, "
    "Krisen {crises})",
    "result_tie": "{names:list} sind bei jedem Gleichstandsbrecher gleichauf: das Buch sagt "
    "neu spielen; sie teilen sich den Platz.",
    "marketing_move": "{name} verschiebt ein Fass von {source:name:technologies} nach "
    "{dest:name:technologies} und zahlt {cost:plural:Fass:Fässer}.",
    "transport": "{name} verschifft {region:from:places} {refinery:to:places} "
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

NAMES_DE: dict[str, dict[str, Name]] = {
    "places": {
        # the action zones are the names of actions: said without an article
        "expand": Noun("Ausbreiten", "n", article=False),
        "develop": Noun("Entwickeln", "n", article=False),
        "invest": Noun("Investieren", "n", article=False),
        "grey_ops": Noun("Graue Operationen", plural=True, article=False),
        # countries and cities without an article (nach Libyen); seas and straits with theirs,
        # an adjective declined after it (im Persischen Golf)
        "venezuela": Noun("Venezuela", "n", article=False),
        "libya": Noun("Libyen", "n", article=False),
        "nigeria": Noun("Nigeria", "n", article=False),
        "persian_gulf": Noun(
            "Persischer Golf", "m", dative="Persischen Golf", accusative="Persischen Golf"
        ),
        "russia": Noun("Russland", "n", article=False),
        "philadelphia": Noun("Philadelphia", "n", article=False),
        "rotterdam": Noun("Rotterdam", "n", article=False),
        "singapore": Noun("Singapur", "n", article=False),
        "caribbean_sea": Noun("Karibisches Meer", "n", dative="Karibischen Meer"),
        "strait_of_gibraltar": Noun("Straße von Gibraltar", "f"),
        "gulf_of_guinea": Noun("Golf von Guinea", "m"),
        "belarus": Noun("Belarus", "n", article=False),
        "suez_canal": Noun("Sueskanal", "m"),
        "gulf_of_aden": Noun("Golf von Aden", "m"),
        "siberia": Noun("Sibirien", "n", article=False),
        "strait_of_malacca": Noun("Straße von Malakka", "f"),
        "hq": Noun("Hauptquartier", "n"),
        "pirates": "die Piraten",
    },
    "technologies": dict(NAMES["technologies"]),  # the game's own English names
    "colours": {"black": "schwarzes", "red": "rotes", "yellow": "gelbes"},
    "standings": {"majority": "Mehrheit", "tie": "Gleichstand", "none": "keine Mehrheit"},
    "displays": {"fields": "Ölfelder", "start_ups": "Start-ups"},
}

TEXTS_FR: dict[str, str] = {
    "label.place": "{place:name:places}",
    "label.technology": "{technology:name:technologies}",
    "label.card": "{card:name:cards}",
    "label.use_option": "Utiliser une option {zone:de:places} ({left:plural:restante})",
    "step.option": "option",
    "label.finish_action": "Terminer l'action (vos Agents rentrent)",
    "label.yes": "oui",
    "label.no": "non",
    "label.none": "aucune",
    "label.no_more": "pas plus",
    "label.field": "{card:name:cards} ({region:name:places})",
    "step.oil_field": "Champ Pétrolifère",
    "step.replace_fields": "remplacer d'abord les Champs exposés",
    "label.yes_then_choose": "oui (puis choisir)",
    "label.drill": "Forer : un Champ Pétrolifère",
    "label.crisis": "{card:name:cards} (niveau {level}, payer {cost})",
    "label.whitewash": "Blanchir : défausser une carte Crise face visible",
    "step.crisis_card": "carte Crise",
    "label.research_fields": "les Champs Pétrolifères",
    "label.research_start_ups": "les Start-Ups",
    "label.research_both": "les deux",
    "label.research": "Recherche : remplacer les cartes exposées",
    "step.what_to_replace": "que remplacer",
    "label.query": "Baril ? Prendre au hasard un Baril du sac pour {region:the:places} ?",
    "step.take": "prendre",
    "label.fixer_pay": "Fixer : payer un Baril au Marché Noir ?",
    "label.fixer_pay_anyway": "Fixer : payer quand même un Baril au Marché Noir ?",
    "step.pay": "payer",
    "label.draw_again": "Tirer un autre Baril ?",
    "step.draw_again": "tirer encore",
    "label.place_barrel": "Placer le Baril sur le Marché Noir",
    "step.black_market_space": "case du Marché Noir",
    "label.which_agent": "Quel Agent ?",
    "step.zone_left": "zone quittée par l'Agent",
    "label.nationalisation": "Nationalisation : céder un Champ Pétrolifère",
    "label.recruit": "Recruter : un Agent de plus dans votre QG",
    "label.headhunter": "Chasseur de têtes : recruter un Agent de plus ?",
    "step.recruit": "recruter",
    "label.dispatch": "Répartir : tous vos Agents d'Étendre vers une autre zone",
    "step.destination": "destination",
    "label.act_there": "Agir sur {zone:the:places} maintenant ({standing:name:standings}) ? "
    "L'action Étendre se termine.",
    "step.act_there": "agir là-bas",
    "label.black_market": "Marché Noir : ses Barils sur leurs technologies",
    "label.consultant": "{card:name:cards} : {effect}",
    "label.consultants": "Consultants : prendre un Consultant de niveau {level}",
    "step.consultant": "Consultant",
    "label.marketing_put": "placer un de vos Barils sur une technologie",
    "step.technology": "technologie",
    "label.technology_cost": "{technology:name:technologies} (payer {cost})",
    "label.marketing_move": "déplacer un Baril de la piste",
    "step.from": "depuis",
    "step.to": "vers",
    "label.marketing": "Marketing",
    "step.marketing": "marketing",
    "label.start_up": "{card:name:cards} ({technology:name:technologies}, payer {cost})",
    "label.start_ups": "Start-Ups : acheter une Start-Up",
    "step.start_up": "Start-Up",
    "step.replace_start_ups": "remplacer d'abord les Start-Ups exposées",
    "label.venture_capitalist": "Capital-risqueur : acheter une Start-Up de plus ?",
    "label.technologies": "Technologies : un de vos Barils sur la piste",
    "label.market_analyst": "Analyste de marché",
    "label.market_analyst_more": "Analyste de marché : un Baril de plus sur la piste ?",
    "label.counter_whitewash": "Blanchir : vos Agents du compteur rentrent",
    "label.peak_reassign": "Peak Oil : réaffecter un Agent (facultatif)",
    "label.do_not_reassign": "Ne pas réaffecter",
    "label.swap_tokens": "échanger deux jetons",
    "label.flip_token": "retourner un jeton",
    "step.token": "jeton",
    "step.with": "avec",
    "label.use_security": "Utiliser un jeton Sécurité",
    "step.how": "comment",
    "label.route": "{refinery:name:places} par {via:names:places} (demande {demand}, "
    "{draws:plural:tirage}, {skulls:plural:tête de mort:têtes de mort})",
    "label.transport": "Transporter vers une Raffinerie",
    "step.route": "trajet",
    "label.zone": "{zone:name:places} ({standing:name:standings})",
    "label.act": "Agir sur une zone",
    "step.zone": "zone",
    "step.agent_from": "Agent de",
    "label.reassign_1": "Étape 1 : réaffecter un Agent",
    "label.reassign_2": "Étape 2 : réaffecter un Agent",
    "label.reassign_3": "Étape 3 : payer {cost:plural:Baril} pour réaffecter un Agent de plus",
    "label.counter_home": "Ramener tous vos Agents du compteur",
    "label.end_turn": "Finir votre tour",
    "refusal.harder_crises_brutal": "L'option des crises plus difficiles demande des cartes "
    "Crise : elle n'est pas possible avec les règles « Brutes ».",
    "label.ability.extra_reassign_discount": "La réaffectation supplémentaire de l'étape 3 "
    "vous coûte {amount:plural:Baril} de moins (jamais moins de 0).",
    "label.ability.crisis_discard_reduction": "La première crise de RP d'un tour défausse "
    "{amount:plural:Baril} de moins que la moitié de votre QG (jamais moins de 0).",
    "label.ability.start_up_discount": "Une Start-Up vous coûte {amount:plural:Baril} de moins "
    "(jamais moins de 0).",
    "label.ability.ignore_skulls": "À chacun de vos transports, "
    "{amount:plural:tête de mort:têtes de mort} du trajet sont ignorées : ces Barils vont à "
    "votre QG au lieu du Marché Noir.",
    "label.ability.whitewash_discount": "Blanchir une crise vous coûte {amount:plural:Baril} "
    "de moins (jamais moins de 0).",
    "label.ability.transport_demand_bonus": "Lors de vos transports, la demande de la "
    "Raffinerie est plus haute de {amount} (jamais plus que ce que la région contient).",
    "label.ability.security_on_drill": "À chaque forage, prenez {amount:plural:jeton Sécurité:"
    "jetons Sécurité} de la réserve s'il en reste, en plus de celui d'une étoile.",
    "label.ability.technology_extra": "Investir : Technologies place jusqu'à 1 + {amount} "
    "Barils de votre QG sur la piste, chacun sur une technologie de votre choix.",
    "label.ability.extra_barrel_queries": "Chaque forage vous donne "
    "{amount:plural:« Baril ? » facultatif:« Baril ? » facultatifs} de plus, résolus comme ceux de la carte (pas des tirages ; les Barils noirs "
    "vont sur la région du Champ).",
    "label.ability.recruit_extra": "Étendre : Recruter prend jusqu'à 1 + {amount} Agents de "
    "la réserve (jamais plus de 4 Agents en tout).",
    "label.ability.tie_without_draw": "Quand vous agissez sur une égalité, vous ne tirez pas "
    "d'abord de Baril (vous utilisez toujours une option).",
    "label.ability.crisis_level_down": "Quand une crise de RP vous fait prendre une carte "
    "Crise face cachée (vous n'en avez aucune face cachée), prenez-la {amount:plural:niveau:"
    "niveaux} en dessous (jamais sous le niveau 1).",
    "label.ability.route_draw_reduction": "À chacun de vos transports, vous tirez "
    "{amount:plural:Baril} de moins que les icônes du trajet (jamais moins de 0).",
    "label.ability.start_up_extra": "Investir : Start-Ups peut acheter jusqu'à 1 + {amount} "
    "Start-Ups, chacune à son prix, une nouvelle carte révélée après chaque achat.",
    "label.ability.grey_ops_payment_waived": "Opérations Grises ne vous oblige pas à placer "
    "d'abord un Baril de votre QG sur le Marché Noir (vous pouvez toujours le faire).",
}

TEXTS_DE: dict[str, str] = {
    "label.place": "{place:name:places}",
    "label.technology": "{technology:name:technologies}",
    "label.card": "{card:name:cards}",
    "label.use_option": "Eine Option {zone:in:places} nutzen ({left} übrig)",
    "step.option": "Option",
    "label.finish_action": "Aktion beenden (deine Agenten kehren zurück)",
    "label.yes": "ja",
    "label.no": "nein",
    "label.none": "keines",
    "label.no_more": "nicht mehr",
    "label.field": "{card:name:cards} ({region:name:places})",
    "step.oil_field": "Ölfeld",
    "step.replace_fields": "zuerst die ausliegenden Ölfelder ersetzen",
    "label.yes_then_choose": "ja (dann wählen)",
    "label.drill": "Bohren: ein Ölfeld nehmen",
    "label.crisis": "{card:name:cards} (Stufe {level}, {cost} zahlen)",
    "label.whitewash": "Reinwaschen: eine aufgedeckte Krisenkarte abwerfen",
    "step.crisis_card": "Krisenkarte",
    "label.research_fields": "die Ölfelder",
    "label.research_start_ups": "die Start-ups",
    "label.research_both": "beide",
    "label.research": "Forschung: ausliegende Karten ersetzen",
    "step.what_to_replace": "was ersetzen",
    "label.query": "Fass? Zufällig ein Fass aus dem Beutel für {region:the_acc:places} nehmen?",
    "step.take": "nehmen",
    "label.fixer_pay": "Fixer: ein Fass an den Schwarzmarkt zahlen?",
    "label.fixer_pay_anyway": "Fixer: trotzdem ein Fass an den Schwarzmarkt zahlen?",
    "step.pay": "zahlen",
    "label.draw_again": "Noch ein Fass ziehen?",
    "step.draw_again": "erneut ziehen",
    "label.place_barrel": "Das Fass auf den Schwarzmarkt legen",
    "step.black_market_space": "Schwarzmarktfeld",
    "label.which_agent": "Welcher Agent?",
    "step.zone_left": "Herkunftszone des Agenten",
    "label.nationalisation": "Verstaatlichung: ein Ölfeld aufgeben",
    "label.recruit": "Anwerben: ein Agent mehr ins Hauptquartier",
    "label.headhunter": "Headhunter: einen weiteren Agenten anwerben?",
    "step.recruit": "anwerben",
    "label.dispatch": "Entsenden: alle deine Agenten von Ausbreiten in eine andere Zone",
    "step.destination": "Ziel",
    "label.act_there": "Jetzt {zone:in:places} handeln ({standing:name:standings})? "
    "Die Aktion Ausbreiten endet dann.",
    "step.act_there": "dort handeln",
    "label.black_market": "Schwarzmarkt: seine Fässer auf ihre Technologien",
    "label.consultant": "{card:name:cards}: {effect}",
    "label.consultants": "Berater: einen Berater der Stufe {level} nehmen",
    "step.consultant": "Berater",
    "label.marketing_put": "eines deiner Fässer auf eine Technologie legen",
    "step.technology": "Technologie",
    "label.technology_cost": "{technology:name:technologies} ({cost} zahlen)",
    "label.marketing_move": "ein Fass der Leiste verschieben",
    "step.from": "von",
    "step.to": "nach",
    "label.marketing": "Marketing",
    "step.marketing": "Marketing",
    "label.start_up": "{card:name:cards} ({technology:name:technologies}, {cost} zahlen)",
    "label.start_ups": "Start-ups: ein Start-up kaufen",
    "step.start_up": "Start-up",
    "step.replace_start_ups": "zuerst die ausliegenden Start-ups ersetzen",
    "label.venture_capitalist": "Risikokapitalgeber: noch ein Start-up kaufen?",
    "label.technologies": "Technologien: eines deiner Fässer auf die Leiste",
    "label.market_analyst": "Marktanalyst",
    "label.market_analyst_more": "Marktanalyst: noch ein Fass auf die Leiste?",
    "label.counter_whitewash": "Reinwaschen: deine Agenten vom Zähler kehren zurück",
    "label.peak_reassign": "Peak Oil: einen Agenten versetzen (optional)",
    "label.do_not_reassign": "Nicht versetzen",
    "label.swap_tokens": "zwei Marker tauschen",
    "label.flip_token": "einen Marker umdrehen",
    "step.token": "Marker",
    "step.with": "mit",
    "label.use_security": "Sicherheitsmarker nutzen",
    "step.how": "wie",
    "label.route": "{refinery:name:places} über {via:names:places} (Nachfrage {demand}, "
    "{draws:plural:Ziehung:Ziehungen}, {skulls:plural:Totenkopf:Totenköpfe})",
    "label.transport": "Zur Raffinerie transportieren",
    "step.route": "Route",
    "label.zone": "{zone:name:places} ({standing:name:standings})",
    "label.act": "In einer Zone handeln",
    "step.zone": "Zone",
    "step.agent_from": "Agent von",
    "label.reassign_1": "Schritt 1: einen Agenten versetzen",
    "label.reassign_2": "Schritt 2: einen Agenten versetzen",
    "label.reassign_3": "Schritt 3: {cost:plural:Fass:Fässer} für eine weitere Versetzung zahlen",
    "label.counter_home": "Alle deine Agenten vom Zähler zurückholen",
    "label.end_turn": "Zug beenden",
    "refusal.harder_crises_brutal": "Die Option für schwerere Krisen braucht Krisenkarten: "
    "sie geht nicht mit den brutalen Regeln.",
    "label.ability.extra_reassign_discount": "Die zusätzliche Versetzung in Schritt 3 kostet "
    "{amount:plural:Fass:Fässer} weniger (nie unter 0).",
    "label.ability.crisis_discard_reduction": "Die erste PR-Krise einer Runde wirft "
    "{amount:plural:Fass:Fässer} weniger ab als die Hälfte deines Hauptquartiers (nie unter 0).",
    "label.ability.start_up_discount": "Ein Start-up kostet dich {amount:plural:Fass:Fässer} "
    "weniger (nie unter 0).",
    "label.ability.ignore_skulls": "Bei jedem deiner Transporte werden "
    "{amount:plural:Totenkopf:Totenköpfe} der Route übergangen: diese Fässer kommen in dein "
    "Hauptquartier statt auf den Schwarzmarkt.",
    "label.ability.whitewash_discount": "Eine Krise reinzuwaschen kostet dich "
    "{amount:plural:Fass:Fässer} weniger (nie unter 0).",
    "label.ability.transport_demand_bonus": "Bei deinen Transporten ist die Nachfrage der "
    "Raffinerie um {amount} höher (nie mehr, als die Region hat).",
    "label.ability.security_on_drill": "Bei jeder Bohrung nimmst du "
    "{amount:plural:Sicherheitsmarker:Sicherheitsmarker} aus dem Vorrat, falls noch vorhanden, "
    "zusätzlich zu dem eines Sterns.",
    "label.ability.technology_extra": "Investieren: Technologien legt bis zu 1 + {amount} "
    "Fässer aus deinem Hauptquartier auf die Leiste, jedes auf eine Technologie deiner Wahl.",
    "label.ability.extra_barrel_queries": "Jede Bohrung gibt dir {amount} weitere freiwillige "
    "„Fass?“-Nahmen, wie die der Karte (keine Ziehungen; schwarze Fässer kommen in die Region "
    "des Ölfelds).",
    "label.ability.recruit_extra": "Ausbreiten: Anwerben nimmt bis zu 1 + {amount} Agenten "
    "aus dem Vorrat (nie mehr als 4 Agenten insgesamt).",
    "label.ability.tie_without_draw": "Wenn du bei Gleichstand handelst, ziehst du vorher kein "
    "Fass (du nutzt trotzdem eine Option).",
    "label.ability.crisis_level_down": "Wenn dich eine PR-Krise eine verdeckte Krisenkarte "
    "nehmen lässt (du hast keine verdeckte), nimm sie {amount:plural:Stufe:Stufen} tiefer "
    "(nie unter Stufe 1).",
    "label.ability.route_draw_reduction": "Bei jedem deiner Transporte ziehst du "
    "{amount:plural:Fass:Fässer} weniger, als die Route Fass-Symbole hat (nie unter 0).",
    "label.ability.start_up_extra": "Investieren: Start-ups darf bis zu 1 + {amount} Start-ups "
    "kaufen, jedes zu seinem Preis, nach jedem eine neue Karte aufgedeckt.",
    "label.ability.grey_ops_payment_waived": "Graue Operationen verlangt nicht, zuerst ein Fass "
    "aus deinem Hauptquartier auf den Schwarzmarkt zu legen (du darfst es trotzdem).",
}

TEXTS_FR |= {
    "label.crisis_text": "{effect} Tant qu'elle est face visible : {penalty}",
    "label.crisis_effect.none": "Rien ne se passe tout de suite (la pénalité de la carte "
    "s'applique).",
    "label.crisis_effect.discard_barrels": "Défaussez {amount:plural:Baril noir:Barils noirs} "
    "de votre QG (tous si vous en avez moins) ; ils quittent la partie.",
    "label.crisis_effect.barrels_to_black_market": "Placez {amount:plural:Baril noir:Barils "
    "noirs} de votre QG, un à un, sur des cases vides du Marché Noir de votre choix (moins si "
    "vous en avez moins) ; remplir la dernière case partage le Marché Noir comme d'habitude. "
    "Ce n'est pas un tirage.",
    "label.crisis_effect.barrels_on_card": "Placez {amount:plural:Baril noir:Barils noirs} de "
    "votre QG sur cette carte (moins si vous en avez moins) : hors jeu jusqu'à ce que vous la "
    "blanchissiez.",
    "label.crisis_effect.agents_on_card": "Placez {amount:plural:Agent} à vous sur cette carte, "
    "d'abord de votre QG, puis de zones de votre choix : hors jeu jusqu'à ce que vous la "
    "blanchissiez (ils vont alors à votre QG).",
    "label.crisis_effect.return_security": "Rendez {amount:plural:jeton Sécurité:jetons "
    "Sécurité} de votre QG à la réserve (moins si vous en avez moins).",
    "label.crisis_effect.agents_home": "Tous vos Agents sur les zones rentrent à votre QG.",
    "label.crisis_effect.discard_oil_field": "Placez {amount:plural:Champ Pétrolifère:Champs "
    "Pétrolifères} à vous, de votre choix, sous la pioche des Champs (aucun si vous n'en avez "
    "pas) ; leurs symboles ne comptent plus pour vous.",
    "label.crisis_penalty.none": "Aucune pénalité durable en dehors des PV perdus de la carte.",
    "label.crisis_penalty.extra_reassign_cost": "La réaffectation supplémentaire de l'étape 3 "
    "vous coûte {amount:plural:Baril} de plus.",
    "label.crisis_penalty.start_up_cost": "Une Start-Up vous coûte {amount:plural:Baril} de plus.",
    "label.crisis_penalty.transport_demand_minus": "Lors de vos transports, la demande de la "
    "Raffinerie est plus basse de {amount} (jamais moins de 1).",
    "label.crisis_penalty.no_tie_actions": "Vous ne pouvez pas agir sur une égalité : il vous "
    "faut la majorité.",
    "label.crisis_penalty.no_extra_reassign": "Vous ne pouvez pas utiliser l'étape 3 (la "
    "réaffectation supplémentaire payante).",
}

TEXTS_DE |= {
    "label.crisis_text": "{effect} Solange sie aufgedeckt ist: {penalty}",
    "label.crisis_effect.none": "Sofort geschieht nichts (die Strafe der Karte gilt weiter).",
    "label.crisis_effect.discard_barrels": "Wirf {amount:plural:schwarzes Fass:schwarze "
    "Fässer} aus deinem Hauptquartier ab (alle, wenn du weniger hast); sie verlassen das Spiel.",
    "label.crisis_effect.barrels_to_black_market": "Lege {amount:plural:schwarzes Fass:"
    "schwarze Fässer} aus deinem Hauptquartier einzeln auf leere Schwarzmarktfelder deiner "
    "Wahl (weniger, wenn du weniger hast); das letzte Feld verteilt den Schwarzmarkt wie "
    "üblich. Das ist keine Ziehung.",
    "label.crisis_effect.barrels_on_card": "Lege {amount:plural:schwarzes Fass:schwarze "
    "Fässer} aus deinem Hauptquartier auf diese Karte (weniger, wenn du weniger hast): aus "
    "dem Spiel, bis du sie reinwäschst.",
    "label.crisis_effect.agents_on_card": "Lege {amount:plural:Agent:Agenten} von dir auf diese "
    "Karte, zuerst aus dem Hauptquartier, dann aus Zonen deiner Wahl: aus dem Spiel, bis du "
    "sie reinwäschst (dann kehren sie ins Hauptquartier zurück).",
    "label.crisis_effect.return_security": "Gib {amount:plural:Sicherheitsmarker:"
    "Sicherheitsmarker} aus deinem Hauptquartier in den Vorrat zurück (weniger, wenn du "
    "weniger hast).",
    "label.crisis_effect.agents_home": "Alle deine Agenten in Zonen kehren ins Hauptquartier "
    "zurück.",
    "label.crisis_effect.discard_oil_field": "Lege {amount:plural:Ölfeld:Ölfelder} von dir "
    "nach Wahl unter den Ölfeldstapel (keines, wenn du keines hast); ihre Symbole zählen "
    "nicht mehr für dich.",
    "label.crisis_penalty.none": "Keine dauernde Strafe außer den SP, die die Karte kostet.",
    "label.crisis_penalty.extra_reassign_cost": "Die zusätzliche Versetzung in Schritt 3 "
    "kostet dich {amount:plural:Fass:Fässer} mehr.",
    "label.crisis_penalty.start_up_cost": "Ein Start-up kostet dich {amount:plural:Fass:"
    "Fässer} mehr.",
    "label.crisis_penalty.transport_demand_minus": "Bei deinen Transporten ist die Nachfrage "
    "der Raffinerie um {amount} niedriger (nie unter 1).",
    "label.crisis_penalty.no_tie_actions": "Du darfst nicht bei Gleichstand handeln: du "
    "brauchst die Mehrheit.",
    "label.crisis_penalty.no_extra_reassign": "Du darfst Schritt 3 nicht nutzen (die bezahlte "
    "zusätzliche Versetzung).",
}

#: The consultants and crisis cards in French and German (AUTHORED: the English names of
#: data/abilities.py in each language's words); the oil fields and start-ups keep their
#: proper names (:data:`_PROPER`).
_CARDS_FR: dict[str, str] = {
    "lobbyist": "Lobbyiste",
    "spin_doctor": "Conseiller en communication",
    "procurement_officer": "Acheteur",
    "naval_escort": "Escorte navale",
    "charity_manager": "Directeur de fondation",
    "shipping_broker": "Courtier maritime",
    "ex_general": "Ancien général",
    "market_analyst": "Analyste de marché",
    "field_geologist": "Géologue de terrain",
    "headhunter": "Chasseur de têtes",
    "insider": "Initié",
    "crisis_manager": "Gestionnaire de crise",
    "fleet_owner": "Armateur",
    "venture_capitalist": "Capital-risqueur",
    "fixer": "Fixer",
    "oil_spill_video": "Vidéo de marée noire",
    "leaked_memo": "Note interne divulguée",
    "tax_audit": "Contrôle fiscal",
    "protest_at_hq": "Manifestation au siège",
    "greenwashing_exposed": "Écoblanchiment dévoilé",
    "bad_press": "Mauvaise presse",
    "pipeline_leak": "Fuite d'oléoduc",
    "bribery_scandal": "Scandale de corruption",
    "frozen_assets": "Avoirs gelés",
    "strike": "Grève",
    "boycott": "Boycott",
    "inquiry": "Commission d'enquête",
    "tanker_disaster": "Naufrage de pétrolier",
    "indictment": "Mise en examen",
    "nationalisation": "Nationalisation",
    "class_action": "Action collective",
    "ceo_arrested": "PDG arrêté",
    "sanctions": "Sanctions",
}
_CARDS_DE: dict[str, str] = {
    "lobbyist": "Lobbyist",
    "spin_doctor": "Spin-Doktor",
    "procurement_officer": "Einkäufer",
    "naval_escort": "Marinegeleit",
    "charity_manager": "Stiftungsleiter",
    "shipping_broker": "Schiffsmakler",
    "ex_general": "Ex-General",
    "market_analyst": "Marktanalyst",
    "field_geologist": "Feldgeologe",
    "headhunter": "Headhunter",
    "insider": "Insider",
    "crisis_manager": "Krisenmanager",
    "fleet_owner": "Reeder",
    "venture_capitalist": "Risikokapitalgeber",
    "fixer": "Fixer",
    "oil_spill_video": "Ölpest-Video",
    "leaked_memo": "Geleaktes Memo",
    "tax_audit": "Steuerprüfung",
    "protest_at_hq": "Protest vor der Zentrale",
    "greenwashing_exposed": "Greenwashing enthüllt",
    "bad_press": "Schlechte Presse",
    "pipeline_leak": "Pipeline-Leck",
    "bribery_scandal": "Bestechungsskandal",
    "frozen_assets": "Eingefrorene Konten",
    "strike": "Streik",
    "boycott": "Boykott",
    "inquiry": "Untersuchungsausschuss",
    "tanker_disaster": "Tankerunglück",
    "indictment": "Anklage",
    "nationalisation": "Verstaatlichung",
    "class_action": "Sammelklage",
    "ceo_arrested": "Chef verhaftet",
    "sanctions": "Sanktionen",
}
assert (
    set(_CARDS_FR)
    == set(_CARDS_DE)
    == {c.id for c in abilities.CONSULTANTS} | {c.id for c in abilities.CRISES}
)

NAMES_FR["cards"] = {**_PROPER, **_CARDS_FR}
NAMES_FR["kinds"] = {
    "reassign": "Réaffecter",
    "act": "Agir",
    "option": "Option",
    "finish": "Terminer",
    "choose": "Choisir",
    "security": "Jeton Sécurité",
    "pass": "Passer",
    "counter_home": "Rentrer du compteur",
}
NAMES_DE["cards"] = {**_PROPER, **_CARDS_DE}
NAMES_DE["kinds"] = {
    "reassign": "Versetzen",
    "act": "Handeln",
    "option": "Option",
    "finish": "Beenden",
    "choose": "Wählen",
    "security": "Sicherheitsmarker",
    "pass": "Passen",
    "counter_home": "Vom Zähler zurück",
}

TRANSLATIONS: dict[str, dict[str, str]] = {"fr": MESSAGES_FR, "de": MESSAGES_DE}
TRANSLATED_TEXTS: dict[str, dict[str, str]] = {"fr": TEXTS_FR, "de": TEXTS_DE}
TRANSLATED_NAMES: dict[str, dict[str, dict[str, Name]]] = {"fr": NAMES_FR, "de": NAMES_DE}
