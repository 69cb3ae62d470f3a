"""The French and German descriptions of Suprématie's slash commands (``/supremacy …``: the
group, each move's command, its options and choices), keyed by their English text, for
:class:`cogs.translator.CommandTranslator`. Each translation is no longer than its English:
Discord counts a command's longest language against its 4,000 characters. The commands'
names stay English (players type them as the engine's kinds and fields).
It holds the game's options in words too (``OPTION_WORDS``, ``OPTION_VALUES``)."""

from __future__ import annotations

#: The options in words, in the book's terms (the shape: ``Game.option_words``).
OPTION_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "rounds": {
        "en": ("Rounds", "rounds before détente (0: until supremacy or the final strike)"),
        "fr": ("Tours", "tours avant la détente (0 : jusqu'à la suprématie ou la frappe)"),
        "de": ("Runden", "Runden bis zur Entspannung (0: bis zur Vorherrschaft)"),
    },
    "random_attribution": {
        "en": ("Random attribution", "random packs, three more companies"),
        "fr": ("Attribution aléatoire", "paquets au hasard, trois compagnies de plus"),
        "de": ("Zufällige Verteilung", "zufällige Pakete, drei Firmen mehr"),
    },
    "protectors": {
        "en": ("Protectors", "others' SANs may stop bombs on 1-3"),
        "fr": ("Protecteurs", "les SAN des autres arrêtent les bombes sur 1-3"),
        "de": ("Beschützer", "fremde SANs halten Bomben bei 1-3 auf"),
    },
    "company_trading": {
        "en": ("Company trading", "companies closed, reopened and sold"),
        "fr": ("Commerce des compagnies", "compagnies fermées, rouvertes et vendues"),
        "de": ("Firmenhandel", "Firmen geschlossen, wieder eröffnet, verkauft"),
    },
    "arms_sales": {
        "en": ("Arms sales", "arms sold to players in the seller's phase 6"),
        "fr": ("Ventes d'armes", "armes vendues aux joueurs en phase 6 du vendeur"),
        "de": ("Waffenverkäufe", "Waffen an Spieler in Phase 6 des Verkäufers"),
    },
    "simultaneous": {
        "en": ("Simultaneous play", "phases 3-7 claimed by all at once"),
        "fr": ("Jeu simultané", "phases 3 à 7 réclamées par tous à la fois"),
        "de": ("Gleichzeitiges Spiel", "Phasen 3-7 von allen zugleich"),
    },
    "star_ranking": {
        "en": ("Star ranking", "the winner's stars as a general"),
        "fr": ("Classement en étoiles", "les étoiles du vainqueur comme général"),
        "de": ("Sterne-Wertung", "die Sterne des Siegers als General"),
    },
    "handicaps": {
        "en": ("Handicaps", "stars each player must earn, in seat order"),
        "fr": ("Handicaps", "étoiles que chaque joueur doit gagner, dans l'ordre"),
        "de": ("Handicaps", "Sterne, die jeder Spieler verdienen muss, der Reihe nach"),
    },
}

#: Values said by an authored word (``Game.option_values``).
OPTION_VALUES: dict[str, dict[str, dict[str, str]]] = {
    "rounds": {"0": {"en": "no limit", "fr": "sans limite", "de": "unbegrenzt"}},
    "handicaps": {"[]": {"en": "none", "fr": "aucun", "de": "keine"}},
}

#: English -> (French, German).
COMMAND_TEXTS: dict[str, tuple[str, str]] = {
    "Play Suprématie: one command per kind of move": (
        "Suprématie : une commande par type de coup",
        "Suprématie spielen: ein Befehl pro Zugart",
    ),
    'Set-up: take a superpower ("Le choix des Superpuissances")': (
        "Mise en place : « Le choix des Superpuissances »",
        "Aufbau: Supermacht wählen (Le choix des Superpuissances)",
    ),
    "The superpower you lead": ("Votre superpuissance", "Deine Supermacht"),
    "The bank: borrow whole billions, repay them (phase 1 only), or pay interest in arrears.": (
        "Banque : emprunter (milliards entiers), rembourser (phase 1) ou payer les arriérés.",
        "Bank: ganze Milliarden leihen, zurückzahlen (nur Phase 1) oder Zinsrückstand zahlen.",
    ),
    "Borrow, repay, or pay the arrears": (
        "Emprunter, rembourser ou arriérés",
        "Leihen, zurückzahlen, Rückstand",
    ),
    "How many billions of dollars": ("Combien de milliards de $", "Wie viele Milliarden Dollar"),
    "Phase 1: pay salaries and interest.": (
        "Phase 1 : salaires et intérêts.",
        "Phase 1: Gehälter, Zinsen zahlen.",
    ),
    "Phase 1: take off the board a force whose salary could not be paid.": (
        "Phase 1 : retirer du plateau une force dont le salaire est impayé.",
        "Phase 1: eine Streitkraft mit unbezahltem Gehalt vom Brett nehmen.",
    ),
    "Where the unpaid force stands": ("Où est la force impayée", "Standort der Streitkraft"),
    "Armies, fleets, or armies flown in": (
        "Armées, flottes ou aéroportées",
        "Armeen, Flotten oder eingeflogene",
    ),
    "Choose the next of phases 3 to 7 (at most three, in order)": (
        "Choisir la phase suivante, de 3 à 7 (≤ 3, dans l'ordre)",
        "Nächste Phase von 3 bis 7 wählen (max. drei, aufsteigend)",
    ),
    "The next phase you play (3 to 7, in order)": (
        "Prochaine phase (3 à 7, dans l'ordre)",
        "Deine nächste Phase (3 bis 7, aufsteigend)",
    ),
    "Phase 7: buy or prospect": ("Ph. 7: achat/prospection", "Ph. 7: Kauf/Prospektion"),
    "End the phase being played.": ("Terminer la phase en cours.", "Laufende Phase beenden."),
    "Suprématie: end turn.": ("Terminer votre tour.", "Zug beenden."),
    "Suprématie: sell.": ("Vendre (marché).", "Verkaufen (Markt)"),
    "Oil, grain or minerals": ("Type de ressource", "Öl/Getreide/Mineralien"),
    "How many": ("Combien", "Anzahl"),
    "Suprématie: buy.": ("Acheter (marché)", "Kaufen (Markt)."),
    "A deal proposed to another player, who accepts or declines: resources sold (phase 3) or bought.": (
        "Marché proposé à un joueur, qui accepte ou refuse : ressources vendues (phase 3) ou achetées.",
        "Geschäft an einen Spieler, der annimmt oder ablehnt: Rohstoffe verkauft (Phase 3) oder gekauft.",
    ),
    "The player": ("Le joueur", "Spieler"),
    "Sell, buy, or money": ("Vente/achat/argent", "Verkauf, Kauf, Geld"),
    "The price in millions of dollars": (
        "Le prix en millions de dollars",
        "Der Preis in Millionen Dollar",
    ),
    "The company or arms offered": ("Entreprise/armes offertes", "Unternehmen oder Waffen"),
    "Where the arms come from": ("D'où viennent les armes", "Herkunft der Waffen"),
    "Where the arms are delivered": ("Où les armes sont livrées", "Lieferort der Waffen"),
    "Optional rule: close one of one's companies (no salary, no production) or reopen it.": (
        "Règle opt. : fermer une entreprise (ni salaire ni production) ou la rouvrir.",
        "Optionsregel: Unternehmen schließen (ohne Gehalt und Produktion) oder wieder öffnen.",
    ),
    "Close the company or reopen it": (
        "Fermer ou rouvrir l'entreprise",
        "Schließen oder wieder öffnen",
    ),
    "The company (its territory and resource)": (
        "L'entreprise (territoire et ressource)",
        "Das Unternehmen (Gebiet und Rohstoff)",
    ),
    "Suprématie: prospect.": ("Prospecter.", "Prospektieren."),
    "Phase 5: march armies by land, fly them, embark them in a port onto one's fleets.": (
        "Phase 5 : faire marcher ou aéroporter des armées, les embarquer sur vos flottes.",
        "Phase 5: Armeen marschieren, fliegen oder im Hafen auf deine Flotten einschiffen.",
    ),
    "March, fly, embark, land or sail": (
        "Marche/vol/embarq./débarq./mer",
        "Marsch/Flug/Ein-/Ausschiffen/See",
    ),
    "Where from": ("D'où", "Woher"),
    "Where to": ("Vers où", "Wohin"),
    "How many armies the fleets carry along": (
        "Nb d'armées à bord des flottes",
        "Wie viele Armeen die Flotten mitnehmen",
    ),
    "Yes or no to what another player asks: a deal offered, passage through one's forces.": (
        "Oui ou non à la demande d'un joueur : marché proposé, passage par vos forces.",
        "Ja oder nein zur Anfrage eines Spielers: Geschäft, Durchzug durch deine Kräfte.",
    ),
    "Yes or no": ("Oui/non", "Ja/nein"),
    "Suprématie: build.": ("Construire.", "Streitkräfte bauen"),
    "The territory or sea they are built in": (
        "Territoire ou mer de construction",
        "Gebiet oder Meer, wo gebaut wird",
    ),
    "Research a bomb or SAN prototype, one card turned at a time, or stop.": (
        "Chercher un prototype bombe ou S.A.N., carte par carte, ou arrêter.",
        "Bomben- oder SAN-Prototyp erforschen, Karte für Karte, oder aufhören.",
    ),
    "Atomic bomb or SAN (or stop the research)": (
        "Bombe atomique ou S.A.N. (ou arrêter)",
        "Atombombe oder SAN (oder aufhören)",
    ),
    "Suprématie: make weapon.": ("Fabriquer bombes/S.A.N.", "Bomben/SANs bauen."),
    "Attack.": ("Attaque", "Angriff"),
    "The target": ("La cible", "Das Ziel"),
    "Whose forces you attack there": ("Le joueur attaqué là-bas", "Wen du dort angreifst"),
    "Strategic attack: aim bombs at a target.": (
        "Attaque stratégique : pointer les bombes",
        "Strategischer Angriff: Bomben ausrichten",
    ),
    "Aim bombs, launch them, or stand them down": (
        "Pointer, lancer ou annuler les bombes",
        "Ausrichten, starten oder zurückhalten",
    ),
    "How many bombs": ("Nb de bombes", "Anzahl Bomben"),
    "Star wars.": ("Star Wars.", "Sternkrieg"),
    "Your defence.": ("Votre défense", "Verteidigung."),
    "Your decision": ("Votre choix", "Deine Wahl"),
    "What the forces left behind do": ("Action des forces restantes", "Was die übrigen Kräfte tun"),
    "Move in.": ("Entrer.", "Besetzen"),
    "Reinforce.": ("Renforcer.", "Verstärken"),
    "Stranded forces.": ("Forces isolées.", "Isolierte Kräfte"),
    "Decline.": ("Renoncer", "Verzicht"),
}

#: ``/game standing``'s words (issue 28): each kind of question a player may answer in
#: advance and each answer, by its id (the engine's ``standing_answers``: an answer's id is
#: the English a player types and the database keeps) -> (French, German). A French or
#: German player reads and may type these (:func:`cogs.translator.standing_words`).
STANDING_TEXTS: dict[str, tuple[str, str]] = {
    "defence": ("défense", "Verteidigung"),
    "always defend (a set, two dice)": (
        "toujours défendre (une série, deux dés)",
        "immer verteidigen (ein Satz, zwei Würfel)",
    ),
    "always resist (no set, one die)": (
        "toujours résister (sans série, un dé)",
        "immer Widerstand leisten (kein Satz, ein Würfel)",
    ),
    "always surrender": ("toujours se rendre", "immer kapitulieren"),
    "passage": ("droit de passage", "Durchzug"),
    "always let them pass": ("toujours les laisser passer", "immer durchziehen lassen"),
    "never let them pass": ("ne jamais les laisser passer", "nie durchziehen lassen"),
    "offer": ("marché proposé", "Geschäftsangebot"),
    "decline every deal": ("refuser tout marché", "jedes Geschäft ablehnen"),
    "counter": ("contre-attaque", "Gegenangriff"),
    "never counter-attack": ("ne jamais contre-attaquer", "nie zum Gegenangriff übergehen"),
    "riposte_back": ("riposte", "Vergeltung"),
    "never riposte": ("ne jamais riposter", "nie Vergeltung üben"),
}
