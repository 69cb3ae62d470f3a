"""The French and German words of the ``/game`` and ``/server`` commands (names, descriptions,
parameters, choices), keyed by their English text: the bot's catalogue's ``command.<English>``
keys (:mod:`bot.texts`, issue 28, as a game's ``command_texts``), which
:class:`cogs.translator.CommandTranslator` gives Discord for the ``fr`` and ``de`` locales. Names follow Discord's rules (lowercase, no
spaces, 32 characters at most) and stay unique among their siblings."""

from __future__ import annotations

#: English -> (French, German).
COMMAND_TEXTS: dict[str, tuple[str, str]] = {
    # ------------------------------------------------------------------ groups
    "game": ("partie", "spiel"),
    "Board games: open a lobby, see boards and logs, undo, abort.": (
        "Jeux : ouvrir, voir plateau et journal, annuler, arrêter.",
        "Spiele: öffnen, Brett und Verlauf, zurücknehmen, abbrechen.",
    ),
    "results": ("résultats", "ergebnisse"),
    "Finished games: a player's figures, the best players, the history.": (
        "Parties finies : chiffres d'un joueur, meilleurs joueurs, historique.",
        "Beendete Spiele: Zahlen eines Spielers, die Besten, die Chronik.",
    ),
    "server": ("serveur", "server"),
    "This server's defaults for its games (Manage Server changes them).": (
        "Les réglages des parties de ce serveur (Gérer le serveur les change).",
        "Die Voreinstellungen der Spiele dieses Servers (Server verwalten ändert sie).",
    ),
    # ------------------------------------------------------------------ /game subcommands
    "new": ("nouvelle", "neu"),
    "Open a game lobby here, with its own thread.": (
        "Ouvrir ici une partie, avec son fil.",
        "Hier ein Spiel mit eigenem Thread öffnen.",
    ),
    "start": ("commencer", "starten"),
    "Start the game (host only).": ("Commencer (l'hôte seul).", "Spiel starten (Gastgeber)."),
    "status": ("état", "stand"),
    "Players, whose turn it is, options, clocks.": (
        "Joueurs, tour, options, pendules.",
        "Spieler, Zug, Optionen, Uhren.",
    ),
    "board": ("plateau", "brett"),
    "The board picture now, or at the end of an earlier turn.": (
        "Le plateau maintenant, ou à la fin d'un tour passé.",
        "Das Brett jetzt oder am Ende einer früheren Runde.",
    ),
    "replay": ("rejouer", "wiederholung"),
    "An animated picture of the board, turn by turn.": (
        "Le plateau animé, tour par tour.",
        "Das Brett bewegt, Runde für Runde.",
    ),
    "export": ("exporter", "exportieren"),
    "The game's record as a file: seats, seed, moves, result.": (
        "Le relevé en fichier : places, graine, coups, résultat.",
        "Die Aufzeichnung als Datei: Plätze, Seed, Züge, Ende.",
    ),
    "log": ("journal", "verlauf"),
    "What happened so far, page by page.": (
        "Ce qui s'est passé, page par page.",
        "Was bisher geschah, seitenweise.",
    ),
    "hand": ("main", "hand"),
    "Your secret information (only you see it).": (
        "Vos informations secrètes (pour vous seul).",
        "Deine geheimen Infos (nur für dich).",
    ),
    "mine": ("miennes", "meine"),
    "Your games everywhere: whose turn, deadline.": (
        "Vos parties partout : à qui le tour, échéance.",
        "Deine Spiele überall: wer dran ist, Frist.",
    ),
    "standing": ("réponse", "vorab"),
    "Answer a question in advance, for when it comes.": (
        "Répondre d'avance à une question à venir.",
        "Eine kommende Frage im Voraus beantworten.",
    ),
    "stats": ("stats", "statistik"),
    "A player's games, wins, places and rating in this server.": (
        "Parties, victoires, places et cote d'un joueur ici.",
        "Spiele, Siege, Plätze und Wertung eines Spielers hier.",
    ),
    "leaderboard": ("classement", "rangliste"),
    "The best-rated players of a game in this server.": (
        "Les mieux classés d'un jeu sur ce serveur.",
        "Die Bestbewerteten eines Spiels hier.",
    ),
    "undo": ("annuler", "zurücknehmen"),
    "Ask the other players to take back the last move.": (
        "Demander de reprendre le dernier coup.",
        "Bitten, den letzten Zug zurückzunehmen.",
    ),
    "abort": ("abandonner", "abbrechen"),
    "Stop the game for good (host or Manage Server).": (
        "Arrêter la partie pour de bon (hôte ou admin).",
        "Das Spiel endgültig beenden (Gastgeber/Admin).",
    ),
    "settings": ("réglages", "einstellungen"),
    "Reminders and time control (host changes).": (
        "Rappels et contrôle du temps (par l'hôte).",
        "Erinnerungen und Bedenkzeit (Gastgeber).",
    ),
    "vacation": ("vacances", "urlaub"),
    "Pause your clock for some days (0 ends it).": (
        "Pause de la pendule, en jours (0 : fin).",
        "Uhr für einige Tage anhalten (0: Ende).",
    ),
    "help": ("aide", "hilfe"),
    "How to play with this bot: joining, prompts, hand, time.": (
        "Jouer avec ce bot : rejoindre, invites, main, temps.",
        "Spielen mit dem Bot: beitreten, Fragen, Hand, Zeit.",
    ),
    "rules": ("règles", "regeln"),
    "A game's rules in short, by topic.": (
        "Les règles d'un jeu, par sujet.",
        "Die Regeln eines Spiels, je Thema.",
    ),
    "notify": ("avertir", "benachrichtigen"),
    "How you are told it is your turn: mention, DM, quiet hours.": (
        "Comment être averti de son tour : mention, MP, heures calmes.",
        "Wie du von deinem Zug erfährst: Erwähnung, DN, Ruhezeit.",
    ),
    "skip": ("passer", "überspringen"),
    "Play the default move of each player out of time (host or admin).": (
        "Jouer le coup par défaut des joueurs hors temps (hôte ou admin).",
        "Standardzug für jeden Spieler ohne Zeit spielen (Gastgeber/Admin).",
    ),
    "replace": ("remplacer", "ersetzen"),
    "Give a player's seat to someone else (host or Manage Server).": (
        "Donner la place d'un joueur à un autre (hôte ou admin).",
        "Einen Platz an jemand anderen geben (Gastgeber/Admin).",
    ),
    # ------------------------------------------------------------------ parameters
    "Which game to play": ("Quel jeu", "Welches Spiel"),
    "options": ("options", "optionen"),
    "Options: key=value pairs (a number, true/false, a word, [1,2]) or a JSON object": (
        "Options : clé=valeur (nombre, true/false, mot, [1,2]) ou objet JSON",
        "Optionen: schlüssel=wert (Zahl, true/false, Wort, [1,2]) oder JSON-Objekt",
    ),
    "reminder_hours": ("heures_rappel", "erinnerung_stunden"),
    "Hours between reminders to the player to act (default: the bot's setting)": (
        "Heures entre deux rappels au joueur (défaut : réglage du bot)",
        "Stunden zwischen Erinnerungen (Standard: Bot-Einstellung)",
    ),
    "clock_hours": ("heures_pendule", "uhr_stunden"),
    "Time control: hours on each player's clock (0 or empty: none)": (
        "Contrôle du temps : heures par pendule (0 ou vide : aucun)",
        "Bedenkzeit: Stunden pro Spieleruhr (0 oder leer: keine)",
    ),
    "increment_hours": ("heures_incrément", "zuschlag_stunden"),
    "Time control: hours added to a clock after each move": (
        "Contrôle du temps : heures ajoutées par coup",
        "Bedenkzeit: Stunden, die jeder Zug gutschreibt",
    ),
    "max_vacation_days": ("jours_vacances_max", "urlaub_tage_max"),
    "Longest vacation a player may take (default 14 days)": (
        "Plus longues vacances permises (défaut 14 jours)",
        "Längster erlaubter Urlaub (Standard 14 Tage)",
    ),
    "answer_hours": ("heures_réponse", "antwort_stunden"),
    "Without a clock: hours to answer out of turn before the default (0: none)": (
        "Sans pendule : heures pour répondre hors tour (0 : sans limite)",
        "Ohne Uhr: Stunden für Antworten außer der Reihe (0: keine)",
    ),
    "language": ("langue", "sprache"),
    "The game's language: its thread, messages and pictures (default: the server's)": (
        "La langue de la partie : fil, messages, images (défaut : du serveur)",
        "Die Sprache des Spiels: Thread, Nachrichten, Bilder (sonst Server)",
    ),
    "The language of new games (their thread, messages and pictures)": (
        "La langue des nouvelles parties (leur fil, leurs messages, leurs images)",
        "Die Sprache neuer Spiele (ihr Thread, ihre Nachrichten und Bilder)",
    ),
    "English": ("English", "English"),
    "French (français)": ("Français", "Französisch"),
    "German (Deutsch)": ("Allemand", "Deutsch"),
    "Game number; not needed in its thread": (
        "Numéro de partie ; inutile dans son fil",
        "Spielnummer; im Thread nicht nötig",
    ),
    "turn": ("tour", "runde"),
    "The board at the end of this game turn (rebuilt from the log)": (
        "Le plateau à la fin de ce tour (refait d'après le journal)",
        "Das Brett am Ende dieser Runde (aus dem Verlauf)",
    ),
    "page": ("page", "seite"),
    "Page number, 1 is the first moves": (
        "Page, 1 pour les premiers coups",
        "Seite, 1 sind die ersten Züge",
    ),
    "question": ("question", "frage"),
    "The kind of question (autocomplete lists the game's)": (
        "Le genre de question (autocomplétion)",
        "Die Art der Frage (Vorschläge des Spiels)",
    ),
    "answer": ("réponse", "antwort"),
    "Your answer, played when the question comes ('cancel' removes it)": (
        "Votre réponse, jouée pour vous à la question (« cancel » l'efface)",
        "Deine Antwort, für dich gespielt bei der Frage ('cancel' löscht)",
    ),
    "user": ("joueur", "spieler"),
    "Whose figures (you if empty)": (
        "Les chiffres de qui (vous si vide)",
        "Wessen Zahlen (deine, wenn leer)",
    ),
    "The game (as in /game new)": ("Le jeu (comme à la création)", "Das Spiel (wie beim Öffnen)"),
    "Hours between reminders to the player to act": (
        "Heures entre deux rappels au joueur",
        "Stunden zwischen Erinnerungen",
    ),
    "Hours on each player's clock (0: no time control)": (
        "Heures par pendule (0 : sans contrôle du temps)",
        "Stunden pro Spieleruhr (0: keine Bedenkzeit)",
    ),
    "Hours added to a clock after each move": (
        "Heures ajoutées par coup",
        "Stunden je Zug gutgeschrieben",
    ),
    "Longest vacation a player may take, in days": (
        "Plus longues vacances permises, en jours",
        "Längster erlaubter Urlaub, in Tagen",
    ),
    "days": ("jours", "tage"),
    "Days away (0 to come back now)": ("Jours d'absence (0 : retour)", "Tage weg (0: zurück)"),
    "topic": ("sujet", "thema"),
    "A topic (autocomplete lists them; none: all)": (
        "Un sujet (autocomplétion ; aucun : tous)",
        "Ein Thema (Vorschläge; keines: alle)",
    ),
    "mention": ("mention", "erwähnung"),
    "Mention me on my turn (default on)": (
        "Me mentionner à mon tour (actif)",
        "Mich bei meinem Zug erwähnen (an)",
    ),
    "dm": ("mp", "dn"),
    "Also a DM on my turn (default off)": (
        "Aussi un MP à mon tour (inactif)",
        "Auch eine DN bei meinem Zug (aus)",
    ),
    "quiet_from": ("calme_de", "ruhe_ab"),
    "Quiet hours from this hour, 0-23 (no mention, DM, reminder)": (
        "Heures calmes dès cette heure, 0-23 (ni mention, MP, rappel)",
        "Ruhezeit ab dieser Stunde, 0-23 (keine Erwähnung, DN, Erinnerung)",
    ),
    "quiet_to": ("calme_à", "ruhe_bis"),
    "Quiet hours end at this hour, 0-23 (equal to the start: none)": (
        "Fin des heures calmes, 0-23 (égale au début : aucune)",
        "Ruhezeit endet um diese Stunde, 0-23 (gleich Beginn: keine)",
    ),
    "timezone": ("fuseau", "zeitzone"),
    "My time zone for quiet hours, like Europe/Paris (default UTC)": (
        "Mon fuseau pour les heures calmes, ex. Europe/Paris (UTC)",
        "Meine Zeitzone für Ruhezeiten, etwa Europe/Berlin (UTC)",
    ),
    "dms": ("mps", "dns"),
    "Any DM from the bot (off: your secrets in /game hand only)": (
        "Tout MP du bot (inactif : secrets via la commande main)",
        "Jede DN vom Bot (aus: Geheimnisse nur über hand)",
    ),
    "next": ("suivant", "nächster"),
    "Mention me when I am next (default off)": (
        "Me mentionner si je suis le suivant (inactif)",
        "Erwähnen, wenn ich als Nächster dran bin (aus)",
    ),
    "seat": ("place", "platz"),
    "Seat number (1 is the first player)": (
        "Numéro de place (1 : premier joueur)",
        "Platznummer (1: erster Spieler)",
    ),
    "player": ("joueur", "spieler"),
    "Who plays the seat from now on": (
        "Qui joue cette place désormais",
        "Wer den Platz nun spielt",
    ),
    # ------------------------------------------------------------------ /server settings
    "Where new games go, their defaults, who may open them.": (
        "Où vont les nouvelles parties, leurs défauts, qui peut les ouvrir.",
        "Wohin neue Spiele gehen, ihre Voreinstellungen, wer sie öffnen darf.",
    ),
    "channel": ("salon", "kanal"),
    "The text channel every new game's lobby and thread go to": (
        "Le salon textuel où vont chaque nouvelle partie et son fil",
        "Der Textkanal, in den jede neue Lobby und ihr Thread gehen",
    ),
    "everywhere": ("partout", "überall"),
    "Back to: a game opens where /game new is used": (
        "Revenir à : une partie s'ouvre là où /partie nouvelle est utilisée",
        "Zurück zu: ein Spiel öffnet dort, wo /spiel neu benutzt wird",
    ),
    "Default hours between reminders of new games (0: the bot's default)": (
        "Heures entre deux rappels des nouvelles parties (0 : le défaut du bot)",
        "Stunden zwischen Erinnerungen neuer Spiele (0: Standard des Bots)",
    ),
    "Default time control of new games, hours per clock (0: none)": (
        "Contrôle du temps des nouvelles parties, heures par pendule (0 : aucun)",
        "Bedenkzeit neuer Spiele, Stunden pro Uhr (0: keine)",
    ),
    "opener_role": ("rôle_ouvreur", "eröffner_rolle"),
    "Only members with this role (or Manage Server) may open games": (
        "Seuls les membres de ce rôle (ou Gérer le serveur) ouvrent des parties",
        "Nur Mitglieder mit dieser Rolle (oder Server verwalten) öffnen Spiele",
    ),
    "anyone_opens": ("tous_ouvrent", "alle_öffnen"),
    "Back to: anyone may open games": (
        "Revenir à : tout le monde peut ouvrir des parties",
        "Zurück zu: jeder darf Spiele öffnen",
    ),
    "lobbies_per_member": ("salons_par_membre", "lobbys_pro_mitglied"),
    "Most lobbies one member may host at once (default 3)": (
        "Salons qu'un membre peut accueillir à la fois, au plus (défaut 3)",
        "Höchstzahl Lobbys, die ein Mitglied zugleich leitet (Standard 3)",
    ),
    "games_per_member": ("parties_par_membre", "spiele_pro_mitglied"),
    "Most games one member may be in at once, lobby or running (default 20)": (
        "Parties d'un membre à la fois, au salon ou en cours, au plus (défaut 20)",
        "Höchstzahl Spiele eines Mitglieds zugleich, Lobby oder laufend (Standard 20)",
    ),
    "new_games_per_hour": ("parties_par_heure", "spiele_pro_stunde"),
    "Most games opened in one channel per hour (default 30)": (
        "Parties ouvertes dans un salon par heure, au plus (défaut 30)",
        "Höchstzahl neuer Spiele in einem Kanal pro Stunde (Standard 30)",
    ),
    # ------------------------------------------------------------------ issue 33 (camp33)
    "min_reliability": ("fiabilité_min", "min_zuverlässigkeit"),
    "Least reliability (%) to join (default: the server's)": (
        "Fiabilité (%) minimale pour rejoindre (défaut : le serveur)",
        "Mindestzuverlässigkeit (%) zum Beitreten (Standard: Server)",
    ),
    "Reliability (percent) new lobbies ask of joiners (-1: none)": (
        "Fiabilité (en %) demandée par les nouveaux salons (-1 : aucune)",
        "Zuverlässigkeit (Prozent), die neue Lobbys verlangen (-1: keine)",
    ),
    "archive_days": ("jours_archive", "archiv_tage"),
    "Days a finished game's thread stays open before it is archived (default 7)": (
        "Jours avant d'archiver le fil d'une partie finie (défaut 7)",
        "Tage bis zum Archivieren des Threads eines beendeten Spiels (Standard 7)",
    ),
    "computer_timeouts": ("ordinateur_pendules", "computer_uhren"),
    "In new games, the computer plays a seat whose clock runs out": (
        "Nouvelles parties : l'ordinateur joue la place dont la pendule tombe à zéro",
        "Neue Spiele: der Computer spielt einen Platz, dessen Uhr abläuft",
    ),
    "history": ("historique", "chronik"),
    "This server's ended games and results.": (
        "Les parties finies du serveur et résultats.",
        "Beendete Spiele des Servers, Ergebnisse.",
    ),
    # ------------------------------------------------------------------ computer players
    # (issue 32: /game new computers level, the /computer group)
    "computers": ("ordinateurs", "computer"),
    "Computer players to seat": ("Joueurs ordinateur à asseoir", "Computerspieler hinzufügen"),
    "level": ("niveau", "stufe"),
    "Their level": ("Leur niveau", "Ihre Stufe"),
    "easy": ("facile", "leicht"),
    "normal": ("normal", "normal"),
    "hard": ("difficile", "schwer"),
    "computer": ("ordinateur", "computer"),
    "Computer players: your seat on autopilot, seats whose clock runs out.": (
        "Joueurs ordinateur : votre place en pilote automatique, pendules tombées.",
        "Computerspieler: dein Platz auf Autopilot, abgelaufene Uhren.",
    ),
    "autopilot": ("pilote", "autopilot"),
    "Hand your seat to the computer while you are away, or take it back.": (
        "Confier votre place à l'ordinateur pendant votre absence, ou la reprendre.",
        "Deinen Platz während der Abwesenheit dem Computer überlassen oder zurückholen.",
    ),
    "state": ("etat", "zustand"),
    "on: the computer plays your seat; off: you play it again": (
        "on : l'ordinateur joue votre place ; off : vous la reprenez",
        "on: der Computer spielt deinen Platz; off: du spielst wieder",
    ),
    "on": ("oui", "an"),
    "off": ("non", "aus"),
    "How well the computer plays (default: normal)": (
        "Le niveau de l'ordinateur (défaut : normal)",
        "Wie gut der Computer spielt (Standard: normal)",
    ),
    "timeouts": ("pendules", "zeitablauf"),
    "Host: whether the computer plays a seat whose clock runs out.": (
        "Hôte : l'ordinateur joue-t-il une place dont la pendule tombe à zéro.",
        "Gastgeber: ob der Computer einen Platz spielt, dessen Uhr abläuft.",
    ),
    "on: the computer plays the move; off: the host is told (skip, replace)": (
        "on : l'ordinateur joue le coup ; off : l'hôte est prévenu (passer, remplacer)",
        "on: der Computer spielt den Zug; off: der Gastgeber erfährt es (überspringen, ersetzen)",
    ),
    # (issue 33, items 2 and 4: the /pace group)
    "pace": ("rythme", "tempo"),
    "Deadlines to plan around, limited pauses, your daily digest.": (
        "Échéances fixes, pauses limitées, votre résumé du jour.",
        "Feste Fristen, begrenzte Pausen, deine tägliche Übersicht.",
    ),
    "daily": ("quotidienne", "täglich"),
    "Host: a time each day when the seats waited on are played for.": (
        "Hôte : une heure par jour où l'on joue pour les places attendues.",
        "Gastgeber: eine Uhrzeit am Tag, zu der für Wartende gezogen wird.",
    ),
    "time": ("heure", "uhrzeit"),
    "Time of day, like 20:00 ('off': none)": (
        "Heure du jour, comme 20:00 (« off » : aucune)",
        "Uhrzeit, etwa 20:00 („off“: keine)",
    ),
    "The game's time zone, like Europe/Paris (default UTC)": (
        "Le fuseau de la partie, comme Europe/Paris (défaut UTC)",
        "Zeitzone des Spiels, etwa Europe/Berlin (Standard UTC)",
    ),
    "pauses": ("pauses", "pausen"),
    "Host: how many pauses each player has, and how long each.": (
        "Hôte : combien de pauses par joueur, et leur durée.",
        "Gastgeber: wie viele Pausen je Spieler, und wie lang.",
    ),
    "per_player": ("par_joueur", "je_spieler"),
    "Pauses (/game vacation) per player in this game (-1: no limit)": (
        "Pauses (/game vacation) par joueur dans la partie (-1 : sans limite)",
        "Pausen (/game vacation) je Spieler in diesem Spiel (-1: unbegrenzt)",
    ),
    "Longest pause, in days": ("Pause la plus longue, en jours", "Längste Pause, in Tagen"),
    "digest": ("résumé", "übersicht"),
    "One DM a day with your games instead of reminders.": (
        "Un MP par jour avec vos parties au lieu des rappels.",
        "Eine DN am Tag mit deinen Spielen statt Erinnerungen.",
    ),
    "on: a daily digest replaces your reminders; off: reminders again": (
        "on : un résumé quotidien remplace vos rappels ; off : les rappels reviennent",
        "on: eine tägliche Übersicht ersetzt Erinnerungen; off: wieder Erinnerungen",
    ),
    "hour": ("heure", "stunde"),
    "Hour of your day it comes, 0-23 (default 9)": (
        "Heure de votre journée où il arrive, 0-23 (défaut 9)",
        "Stunde deines Tages, zu der sie kommt, 0-23 (Standard 9)",
    ),
    "Your time zone, like Europe/Paris (as in /game notify)": (
        "Votre fuseau, comme Europe/Paris (comme /game notify)",
        "Deine Zeitzone, etwa Europe/Berlin (wie /game notify)",
    ),
}

#: The words of every game's ``do`` command (``cogs/play.py``: any move, its kind then its
#: answers; issue 29, item 8), English -> (French, German): one command in each game's
#: group, so its words are the bot's, not a game's.
MOVE_TEXTS: dict[str, tuple[str, str]] = {
    "do": ("jouer", "ziehen"),
    "Any move: its kind, then its answers.": (
        "Tout coup : son type, puis ses réponses.",
        "Jeder Zug: Art, dann Antworten.",
    ),
    "kind": ("type", "art"),
    "Kind of move": (
        "Type de coup",
        "Zugart",
    ),
    **{f"answer{i}": (f"réponse{i}", f"antwort{i}") for i in range(1, 7)},
    "Next answer": (
        "Réponse suivante",
        "Nächste Antwort",
    ),
}
