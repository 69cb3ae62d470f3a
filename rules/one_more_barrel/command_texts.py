"""The French and German descriptions of One More Barrel's slash commands (``/omb …``: the
group, each move's command, its options and choices), keyed by their English text, for
:class:`cogs.translator.CommandTranslator`. Each translation is no longer than its English:
Discord counts a command's longest language against its 4,000 characters. The commands'
names stay English (players type them as the engine's kinds and fields).
It holds the game's options in words too (``OPTION_WORDS``, ``OPTION_VALUES``)."""

from __future__ import annotations

#: The options in words, in the book's terms (the shape: ``Game.option_words``).
OPTION_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "turns_per_phase": {
        "en": ("Turns per phase", "4 (the book's standard) or 5 (a longer game)"),
        "fr": ("Tours par phase", "4 (la règle standard) ou 5 (une partie plus longue)"),
        "de": ("Runden je Phase", "4 (Standard) oder 5 (ein längeres Spiel)"),
    },
    "public_money": {
        "en": ("Open money", "everyone's money shown on the board"),
        "fr": ("Argent visible", "l'argent de chacun montré sur le plateau"),
        "de": ("Offenes Geld", "das Geld aller auf dem Brett gezeigt"),
    },
}

#: Values said by an authored word (``Game.option_values``).
OPTION_VALUES: dict[str, dict[str, dict[str, str]]] = {}

#: English -> (French, German).
COMMAND_TEXTS: dict[str, tuple[str, str]] = {
    "Play One More Barrel: one command per kind of move": (
        "One More Barrel : une commande par type de coup",
        "One More Barrel spielen: ein Befehl pro Zugart",
    ),
    "Preparation: buy units at 1 $ each, placed on the border territory.": (
        "Préparation : acheter des unités à 1 $, placées à la Frontière.",
        "Vorbereitung: Einheiten zu je 1 $ kaufen, an die Grenze gesetzt.",
    ),
    "Military or logistic units": ("Militaires ou logistiques", "Militär oder Logistik"),
    "How many units to buy": ("Nb d'unités à acheter", "Anzahl Einheiten"),
    "Preparation: finish one's pre-game purchases.": (
        "Préparation : finir vos achats initiaux.",
        "Vorbereitung: deine Anfangskäufe beenden.",
    ),
    "Put a pawn on a free action box (or an unlimited one) and carry out its action.": (
        "Poser un pion sur une case d'action libre (ou illimitée) et faire son action.",
        "Spielstein auf freies (oder unbegrenztes) Aktionsfeld setzen, Aktion ausführen.",
    ),
    "The action box for your pawn": ("Case d'action de votre pion", "Aktionsfeld deines Steins"),
    "Media box: points bought (1 free, 2 for 3 $, 3 for 6 $)": (
        "Médias : points (1 gratuit, 2 pour 3 $, 3 pour 6 $)",
        "Medienfeld: Punkte (1 gratis, 2 für 3 $, 3 für 6 $)",
    ),
    "New tax box: the tax (5 $, +1 pacifism) or the speech to the nation": (
        "Nouvel impôt (5 $, +1 pacifisme) ou discours à la nation",
        "Neue Steuer (5 $, +1 Pazifismus) oder Rede an die Nation",
    ),
    "Purchases and moves box: buy units by land (1 $, on the border) or air (2 $, anywhere)": (
        "Achats et mouvements : unités par terre (1 $, à la Frontière) ou air (2 $, partout)",
        "Käufe/Bewegungen: Einheiten per Land (1 $, an der Grenze) oder Luft (2 $, überall)",
    ),
    "By land (1 $ a unit, on the Border) or by air (2 $ a unit, into any region)": (
        "Terre (1 $/unité, à la Frontière) ou air (2 $/unité, dans toute région)",
        "Land (1 $/Einheit, an die Grenze) oder Luft (2 $/Einheit, in jede Region)",
    ),
    "By air: the region the units land in": (
        "Par air : région d'arrivée",
        "Luftweg: Landeregion der Einheiten",
    ),
    "Move one group from a territory to another one move away (or leave the board)": (
        "Déplacer un groupe vers un territoire voisin (ou le retirer du plateau)",
        "Eine Gruppe in ein benachbartes Gebiet bewegen (oder vom Brett nehmen)",
    ),
    "The territory the units leave": ("Territoire de départ", "Ausgangsgebiet"),
    "Where the units go (or off the board, from the Border)": (
        "Destination (ou hors du plateau, depuis la Frontière)",
        "Ziel (oder von der Grenze aus vom Brett)",
    ),
    "How many military units move": ("Nb d'unités militaires", "Anzahl Militäreinheiten"),
    "How many logistic units move": ("Nb d'unités logistiques", "Anzahl Logistikeinheiten"),
    "Before a move, ask another player to support your attack on a region.": (
        "Avant un mouvement, demander à un joueur de soutenir votre attaque.",
        "Vor einer Bewegung Mitspieler um Unterstützung beim Angriff bitten.",
    ),
    "The region": ("La région", "Die Region"),
    "The player asked to support your attack": (
        "Le joueur sollicité pour le soutien",
        "Der um Unterstützung gebetene Spieler",
    ),
    "Developments box: one development (building, influence or tender)": (
        "Développements : bâtiment, influence ou appel d'offre",
        "Entwicklungen: Gebäude, Einfluss oder Ausschreibung",
    ),
    "A building, influence or the tender track": (
        "Bâtiment, influence ou appels d'offre",
        "Gebäude, Einfluss oder Ausschreibungen",
    ),
    "Which building: tank, police station, pipeline or refinery": (
        "Bâtiment : réservoir, commissariat, oléoduc ou raffinerie",
        "Gebäude: Tank, Polizeistation, Pipeline oder Raffinerie",
    ),
    "The region whose logistics are used": (
        "Région dont la logistique sert",
        "Region der genutzten Logistik",
    ),
    "Oil production box: produce oil in one controlled region (each at most once)": (
        "Production de pétrole : une région contrôlée (chacune ≤ 1 fois)",
        "Ölförderung: in einer kontrollierten Region fördern (jede max. einmal)",
    ),
    "Finish the action box being carried out.": (
        "Terminer l'action de la case en cours.",
        "Die laufende Aktion beenden.",
    ),
    "Free action on one's own turn: sell barrels from the reserve at the market price.": (
        "Action libre à votre tour : vendre des barils de la réserve au prix du marché.",
        "Freie Aktion im eigenen Zug: Fässer der Reserve zum Marktpreis verkaufen.",
    ),
    "Barrels of your reserve to sell": ("Barils de réserve à vendre", "Zu verkaufende Fässer"),
    "Free action on one's own turn: offer a binding transfer to another player.": (
        "Action libre à votre tour : proposer un transfert ferme à un joueur.",
        "Freie Aktion im eigenen Zug: verbindliche Übergabe anbieten.",
    ),
    "The player the transfer is offered to": (
        "Joueur à qui proposer le transfert",
        "Spieler, dem die Übergabe gilt",
    ),
    "What is transferred: oil, money, logistics on the Border or a territory": (
        "Transfert : pétrole, argent, logistique à la Frontière ou un territoire",
        "Was übergeben wird: Öl, Geld, Logistik an der Grenze oder ein Gebiet",
    ),
    "Barrels, dollars or units offered (none for a territory)": (
        "Barils, $ ou unités proposés (rien pour un territoire)",
        "Fässer, Dollar oder Einheiten (nichts bei einem Gebiet)",
    ),
    "A territory handed over: the calm region you give": (
        "Territoire cédé : la région calme que vous donnez",
        "Gebiet: die ruhige Region, die du abgibst",
    ),
    "Accept or refuse what another player asks (support request, transfer offer)": (
        "Accepter ou refuser la demande d'un joueur (soutien, offre de transfert)",
        "Anfrage eines Spielers annehmen oder ablehnen (Unterstützung, Übergabe)",
    ),
    "Accept (true) or refuse (false) what you are asked": (
        "Accepter (true) ou refuser (false) la demande",
        "Annehmen (true) oder ablehnen (false)",
    ),
    "Battle decision: retreat your military from a battle into a held region, or stay.": (
        "Bataille : retirer vos militaires vers une région tenue, ou rester.",
        "Schlacht: dein Militär in eine gehaltene Region zurückziehen oder bleiben.",
    ),
    "The region of the battle": ("Région de la bataille", "Region der Schlacht"),
    "The region to retreat into (leave empty to stay and fight)": (
        "Région de retraite (vide pour rester et combattre)",
        "Rückzugsregion (leer: bleiben und kämpfen)",
    ),
    "Bombing decision: pay for a building's partial damage (1 $ a point) or let it fall.": (
        "Bombardement : réparer un bâtiment endommagé (1 $ le point) ou le laisser détruire.",
        "Anschlag: Gebäudeschaden bezahlen (1 $ pro Punkt) oder zerstören lassen.",
    ),
    "Pay the repair (1 $ a point of damage) or let the building fall": (
        "Payer la réparation (1 $ par point) ou laisser détruire",
        "Reparatur zahlen (1 $ pro Schadenspunkt) oder zerstören lassen",
    ),
    "Rebel decision (end of turn, from phase 2): enter, move, strengthen or attack.": (
        "Rebelles (fin de tour, dès phase 2) : entrer, bouger, renforcer ou attaquer.",
        "Rebellen (Rundenende, ab Phase 2): eindringen, ziehen, stärken, angreifen.",
    ),
    "What your rebels do: enter, move, strengthen, attack or nothing": (
        "Vos rebelles : entrer, bouger, renforcer, attaquer ou rien",
        "Deine Rebellen: eindringen, ziehen, stärken, angreifen, nichts",
    ),
    "The region entered, moved to or attacked": (
        "Région d'entrée, d'arrivée ou attaquée",
        "Ziel- oder Angriffsregion",
    ),
    "Attack: the player attacked": ("Attaque : le joueur attaqué", "Angriff: welcher Spieler"),
    "Attack: military, logistics or a building": (
        "Attaque : militaire, logistique, bâtiment",
        "Angriff: Militär, Logistik oder Gebäude",
    ),
    "Joint attack: another player's rebels asked to join": (
        "Attaque commune : inviter les rebelles d'un joueur",
        "Gemeinsam: Rebellen eines Mitspielers einladen",
    ),
    "Any other decision a battle, bombing or end-of-turn check asks.": (
        "Toute autre décision (bataille, bombardement, fin de tour).",
        "Jede andere Entscheidung (Schlacht, Anschlag, Rundenende).",
    ),
    "Your decision": ("Votre choix", "Deine Wahl"),
    "The player the decision concerns": ("Joueur concerné", "Betroffener Spieler"),
    "How many (media points, barrels, dollars or units)": (
        "Nombre (pts de médias, barils, dollars ou unités)",
        "Anzahl (Medienpunkte, Fässer, Dollar, Einheiten)",
    ),
}

#: ``/game standing``'s words (issue 28): each kind of question a player may answer in
#: advance and each answer, by its id (the engine's ``standing_answers``: an answer's id is
#: the English a player types and the database keeps) -> (French, German). A French or
#: German player reads and may type these (:func:`cogs.translator.standing_words`).
STANDING_TEXTS: dict[str, tuple[str, str]] = {
    "support_answer": ("demande de soutien", "Bitte um Unterstützung"),
    "transfer_answer": ("offre de transfert", "Transferangebot"),
    "always refuse": ("toujours refuser", "immer ablehnen"),
    "battle_accept": ("bataille proposée", "angebotene Schlacht"),
    "always accept": ("toujours accepter", "immer annehmen"),
    "retreat": ("retraite", "Rückzug"),
    "always stay and fight": ("toujours rester et combattre", "immer bleiben und kämpfen"),
    "retreat_volunteer": ("retraite volontaire", "freiwilliger Rückzug"),
    "never volunteer": ("ne jamais se porter volontaire", "sich nie freiwillig melden"),
    "rebel_join": ("ralliement aux rebelles", "Anschluss an die Rebellen"),
    "never join": ("ne jamais se rallier", "sich nie anschließen"),
    "rebel_defend": ("défense contre les rebelles", "Abwehr der Rebellen"),
    "always help": ("toujours aider", "immer helfen"),
    "never help": ("ne jamais aider", "nie helfen"),
    "repair": ("réparation", "Reparatur"),
    "never repair": ("ne jamais réparer", "nie reparieren"),
}
