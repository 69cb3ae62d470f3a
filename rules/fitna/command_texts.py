"""The French and German descriptions of Fitna's slash commands (``/fitna …``: the
group, each move's command, its options and choices), keyed by their English text, for
:class:`cogs.translator.CommandTranslator`. Each translation is no longer than its English:
Discord counts a command's longest language against its 4,000 characters. The commands'
names stay English (players type them as the engine's kinds and fields).
It holds the game's options in words too (``OPTION_WORDS``, ``OPTION_VALUES``)."""

from __future__ import annotations

#: The options in words, in the book's terms (the shape: ``Game.option_words``).
OPTION_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "scenario": {
        "en": ("Scenario", "the scenario of book 2.3 (0: your own, rule 33)"),
        "fr": ("Scénario", "le scénario du livret 2.3 (0 : le vôtre, règle 33)"),
        "de": ("Szenario", "das Szenario aus Regel 2.3 (0: ein eigenes, Regel 33)"),
    },
    "bidding": {
        "en": ("Initiative bidding", "the optional bidding of rule 7.1 (3 players or more)"),
        "fr": ("Enchères d'initiative", "les enchères optionnelles de 7.1 (3 joueurs ou plus)"),
        "de": ("Initiative-Gebote", "die optionalen Gebote aus 7.1 (ab 3 Spielern)"),
    },
    "two_player": {
        "en": ("Two-player version", "a multi-player scenario played by two"),
        "fr": ("Version à deux joueurs", "un scénario à plusieurs joué à deux"),
        "de": ("Version für zwei", "ein Mehrspieler-Szenario zu zweit gespielt"),
    },
    "custom": {
        "en": ("Your own scenario", "its data (rule 33), with scenario 0"),
        "fr": ("Votre propre scénario", "ses données (règle 33), avec le scénario 0"),
        "de": ("Eigenes Szenario", "seine Daten (Regel 33), mit Szenario 0"),
    },
}

#: Values said by an authored word (``Game.option_values``).
OPTION_VALUES: dict[str, dict[str, dict[str, str]]] = {
    "bidding": {
        '"off"': {"en": "off", "fr": "non", "de": "aus"},
        '"every_turn"': {"en": "every turn", "fr": "à chaque tour", "de": "jede Runde"},
        '"last_turn"': {"en": "last turn only", "fr": "dernier tour", "de": "nur letzte Runde"},
    },
    "custom": {"null": {"en": "none", "fr": "aucun", "de": "keines"}},
}

#: English -> (French, German).
COMMAND_TEXTS: dict[str, tuple[str, str]] = {
    "Play Fitna: one command per kind of move": (
        "Fitna : une commande par type de coup",
        "Fitna spielen: ein Befehl pro Zugart",
    ),
    "Take the top card of one pile (a card adjustment, 12.1 step 7)": (
        "Prendre la carte du dessus d'une pile (ajustement, 12.1 étape 7)",
        "Oberste Karte eines Stapels nehmen (Anpassung, 12.1 Schritt 7)",
    ),
    "Choose a card of either pile at set-up (7.0)": (
        "Choisir une carte d'une pile au début (7.0)",
        "Karte aus einem Stapel wählen, Start (7.0)",
    ),
    "The pile you choose a card from (7.0)": (
        "La pile où choisir une carte (7.0)",
        "Stapel, aus dem du wählst (7.0)",
    ),
    "The card you take from it (its number)": (
        "La carte prise (son numéro)",
        "Die genommene Karte (Nummer)",
    ),
    "The pile to draw from: support or event cards": (
        "La pile où piocher : Appuis ou Événements",
        "Stapel: Unterstützungs- oder Ereigniskarten",
    ),
    "Fitna: event.": ("Événement.", "Ereignis."),
    "The card (its number)": ("La carte (son numéro)", "Die Karte (Nummer)"),
    "Fitna: joker.": ("Fitna : joker", "Fitna: Joker."),
    "Optional rule 7.1: the cards.": (
        "Règle opt. 7.1 : les cartes.",
        "Optionsregel 7.1: die Karten.",
    ),
    "A second card spent for operation points, or none": (
        "Seconde carte dépensée pour des OP, ou aucune",
        "Zweite Karte für Operationspunkte, oder keine",
    ),
    "Play a special joker (10.0): its strikes cannot be countered.": (
        "Jouer un joker spécial (10.0) : frappes non annulables.",
        "Spezialjoker spielen (10.0): Schläge nicht aufhebbar.",
    ),
    "The special joker you play (10.0)": (
        "Le joker spécial joué (10.0)",
        "Der gespielte Spezialjoker (10.0)",
    ),
    "End the segment (or the activation, or stop playing support cards)": (
        "Finir le segment (ou l'activation, ou arrêter les cartes Appui)",
        "Segment/Aktivierung beenden (oder keine Unterstützungskarten mehr)",
    ),
    "Spend 1-2 cards for OP (or the strategic depots, ``card`` 0) and split them (16.0)": (
        "Dépenser 1-2 cartes en OP (dépôts stratégiques : ``card`` 0), les répartir (16.0)",
        "1-2 Karten für OP (strat. Depots: ``card`` 0) ausgeben und aufteilen (16.0)",
    ),
    "The first card spent for operation points, or the strategic depots": (
        "Première carte dépensée pour des OP, ou les dépôts stratégiques",
        "Erste Karte für Operationspunkte, oder die strategischen Depots",
    ),
    "How many operation points go to movement (2 unit moves each)": (
        "Nb d'OP pour le mouvement (2 mouvements d'unité chacun)",
        "OP für die Bewegung (je 2 Einheitenbewegungen)",
    ),
    "Move one unit: ``ground`` (17.1), ``airmobile`` or ``assault`` (17.2), ``strategic``.": (
        "Déplacer : ``ground`` (17.1), ``airmobile`` ou ``assault`` (17.2), ``strategic``.",
        "Bewegen: ``ground`` (17.1), ``airmobile`` oder ``assault`` (17.2), ``strategic``.",
    ),
    "The unit that moves": ("L'unité qui bouge", "Die bewegte Einheit"),
    "How it moves: on the ground, airmobile, assault or strategic": (
        "Mode : terrestre, aéromobile, assaut ou stratégique",
        "Art: Land, luftbeweglich, Luftlandeangriff oder strategisch",
    ),
    "The box it moves to": ("La case d'arrivée", "Das Zielfeld"),
    "Launch an offensive from ``origin`` on ``target`` with ``units`` (ids joined by +)": (
        "Lancer une offensive de ``origin`` sur ``target`` avec ``units`` (ids liés par +)",
        "Offensive ab ``origin`` auf ``target`` mit ``units`` starten (IDs mit + verbunden)",
    ),
    "The box the attackers leave": ("La case de départ", "Das Ausgangsfeld"),
    "The box attacked": ("La case attaquée", "Das Angriffsziel"),
    "The units that attack (up to 3, 4 for Daesh)": (
        "Unités attaquantes (≤ 3, 4 pour Daech)",
        "Angreifende Einheiten (bis 3, 4 für Daesh)",
    ),
    "Fitna: support.": ("Fitna : appui.", "Unterstützung."),
    "Fitna: pass.": ("Passer.", "Passen."),
    "Stop asking me for out-of-turn cards until I draw one": (
        "Ne plus demander de carte hors tour avant ma pioche",
        "Nicht mehr außer der Reihe fragen, bis ich eine ziehe",
    ),
    "Fitna: choose.": ("Fitna : choix", "Fitna: wählen."),
    "Your choice": ("Votre choix", "Deine Wahl"),
    "Offer ``card`` to ``partner`` for one of theirs (29.0)": (
        "Proposer ``card`` à ``partner`` en échange (29.0)",
        "``card`` an ``partner`` im Tausch anbieten (29.0)",
    ),
    "The player you offer the exchange to": (
        "Le joueur à qui proposer l'échange",
        "Spieler, dem du den Tausch anbietest",
    ),
    "Ask the Iranian player's leave to use the Hezbollah units stacked with yours (20.0)": (
        "Demander au joueur iranien d'utiliser le Hezbollah empilé avec vos unités (20.0)",
        "Iranischen Spieler um Erlaubnis für die mit dir gestapelte Hisbollah bitten (20.0)",
    ),
}

#: ``/game standing``'s words (issue 28): each kind of question a player may answer in
#: advance and each answer, by its id (the engine's ``standing_answers``: an answer's id is
#: the English a player types and the database keeps) -> (French, German). A French or
#: German player reads and may type these (:func:`cogs.translator.standing_words`).
STANDING_TEXTS: dict[str, tuple[str, str]] = {
    "support": ("soutien", "Unterstützung"),
    "never play a support card": (
        "ne jamais jouer de carte de soutien",
        "nie eine Unterstützungskarte spielen",
    ),
    "air_response": ("réponse à une mission aérienne", "Antwort auf eine Luftmission"),
    "let every air mission fly": (
        "laisser passer toute mission aérienne",
        "jede Luftmission fliegen lassen",
    ),
    "counter": ("contre", "Konter"),
    "never counter a card": ("ne jamais contrer une carte", "nie eine Karte kontern"),
    "strike_wait": ("frappe aérienne", "Luftschlag"),
    "let every air strike fly": (
        "laisser passer toute frappe aérienne",
        "jeden Luftschlag fliegen lassen",
    ),
    "exchange": ("échange", "Austausch"),
    "refuse every exchange": ("refuser tout échange", "jeden Austausch ablehnen"),
    "leave": ("unités du Hezbollah", "Hisbollah-Einheiten"),
    "refuse the Syrian player the Hezbollah units (20.0)": (
        "refuser au joueur syrien les unités du Hezbollah (20.0)",
        "dem syrischen Spieler die Hisbollah-Einheiten verweigern (20.0)",
    ),
    "always grant the Syrian player the Hezbollah units (20.0)": (
        "toujours accorder au joueur syrien les unités du Hezbollah (20.0)",
        "dem syrischen Spieler die Hisbollah-Einheiten immer gewähren (20.0)",
    ),
}
