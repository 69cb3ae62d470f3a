"""The French and German descriptions of Peak Oil's slash commands (``/peak …``: the
group, each move's command, its options and choices), keyed by their English text, for
:class:`cogs.translator.CommandTranslator`. Each translation is no longer than its English:
Discord counts a command's longest language against its 4,000 characters. The commands'
names stay English (players type them as the engine's kinds and fields).
It holds the game's options in words too (``OPTION_WORDS``, ``OPTION_VALUES``)."""

from __future__ import annotations

#: The options in words, in the book's terms (the shape: ``Game.option_words``).
OPTION_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "brutal": {
        "en": ("Brutal variant", "the book's brutal variant"),
        "fr": ("Variante brutale", "la variante brutale du livret"),
        "de": ("Brutale Variante", "die brutale Variante der Regel"),
    },
    "hard_crises": {
        "en": ("Hard crises", "the harder crisis cards"),
        "fr": ("Crises difficiles", "les cartes crise plus dures"),
        "de": ("Harte Krisen", "die härteren Krisenkarten"),
    },
    "two_symbol_fields": {
        "en": ("Two-symbol fields", "oil fields with two symbols"),
        "fr": ("Gisements à deux symboles", "des gisements à deux symboles"),
        "de": ("Ölfelder mit zwei Symbolen", "Ölfelder mit zwei Symbolen"),
    },
    "double_closed": {
        "en": ("Doubly closed", "closed zones count twice"),
        "fr": ("Double fermeture", "les zones fermées comptent double"),
        "de": ("Doppelt geschlossen", "geschlossene Zonen zählen doppelt"),
    },
}

#: Values said by an authored word (``Game.option_values``).
OPTION_VALUES: dict[str, dict[str, dict[str, str]]] = {}

#: English -> (French, German).
COMMAND_TEXTS: dict[str, tuple[str, str]] = {
    "Play Peak Oil: one command per kind of move": (
        "Peak Oil : une commande par type de coup",
        "Peak Oil spielen: ein Befehl pro Zugart",
    ),
    "Move one agent from ``source`` (a zone or ``hq``) to ``to`` (a zone or ``hq``)": (
        "Réaffecter un Agent de ``source`` (zone ou ``hq``) à ``to`` (zone ou ``hq``)",
        "Agent von ``source`` (Zone/``hq``) nach ``to`` (Zone/``hq``) versetzen",
    ),
    "where the agent is now: a zone, or hq": (
        "où est l'Agent : une zone, ou hq",
        "wo der Agent ist: eine Zone oder hq",
    ),
    "where the agent goes: a zone, or hq": (
        "où va l'Agent : une zone, ou hq",
        "wohin der Agent geht: Zone oder hq",
    ),
    "Step 1: carry out the action of a zone where one has a majority or a tie.": (
        "Étape 1 : faire l'action d'une zone où vous avez majorité ou égalité.",
        "Schritt 1: in einer Zone mit Mehrheit oder Gleichstand handeln.",
    ),
    "the zone or region whose action you carry out": (
        "la zone ou région dont vous faites l'action",
        "Zone oder Region, deren Aktion du ausführst",
    ),
    "Use one option of the action being carried out, with its choices.": (
        "Utiliser une option de l'action en cours, avec ses choix.",
        "Eine Option der laufenden Aktion nutzen, mit ihren Wahlen.",
    ),
    "the option of the zone you use": (
        "l'option de la zone utilisée",
        "die genutzte Option der Zone",
    ),
    "drill or start-ups: replace the displayed cards first": (
        "forer ou Start-Ups : d'abord remplacer les cartes",
        "Bohren/Start-ups: zuerst die Auslage ersetzen",
    ),
    "the oil field, start-up, consultant or crisis card chosen": (
        "Champ, Start-Up, Consultant ou carte Crise choisi(e)",
        "gewähltes Ölfeld, Start-up, Berater oder Krisenkarte",
    ),
    "transport: the route to a refinery": (
        "transport : trajet vers Raffinerie",
        "Transport: Route zur Raffinerie",
    ),
    "the technology chosen": ("technologie choisie", "gewählte Technologie"),
    "dispatch: the zone the agents go to; marketing: the target": (
        "répartir : zone où vont les Agents ; marketing : la cible",
        "Entsenden: Zielzone der Agenten; Marketing: das Ziel",
    ),
    "research or marketing: what you do": (
        "recherche ou marketing : que faire",
        "Forschung oder Marketing: was tun",
    ),
    "End the action (no more options): one's agents on the zone go home.": (
        "Finir l'action (plus d'option) : vos Agents de la zone rentrent.",
        "Aktion beenden (keine Option mehr): Agenten der Zone kehren heim.",
    ),
    "Answer the decision a rule asks now (see the legal tree's label)": (
        "Répondre à la décision demandée (voir le libellé du choix)",
        "Aktuelle Regelfrage beantworten (siehe Text der Auswahl)",
    ),
    "your answer to the question asked now": (
        "votre réponse à la question posée",
        "deine Antwort auf die aktuelle Frage",
    ),
    "Return a security token: swap two refinery or two risk tokens, or flip one token.": (
        "Rendre un jeton Sécurité : échanger 2 jetons Raffinerie/Risque ou en retourner 1.",
        "Sicherheitsmarker abgeben: 2 Raffinerie- oder Risikomarker tauschen, 1 umdrehen.",
    ),
    "swap two tokens or flip one": ("échanger ou retourner", "tauschen oder umdrehen"),
    "the place of the (first) token": ("lieu du (premier) jeton", "Ort des (ersten) Markers"),
    "swap: the place of the other token": (
        "échange : lieu de l'autre jeton",
        "Tausch: Ort des anderen Markers",
    ),
    "Decline: step 3's paid reassignment, or the reassignment after Peak Oil.": (
        "Refuser : la réaffectation payante (étape 3) ou celle après Peak Oil.",
        "Verzicht: bezahlte Versetzung (Schritt 3) oder die nach Peak Oil.",
    ),
    "Brutal: at the start of one's turn, all one's agents come home from the counter.": (
        "Brutal : en début de tour, tous vos Agents du compteur rentrent.",
        "Brutal: zu Zugbeginn kehren alle deine Agenten vom Zähler zurück.",
    ),
}

#: ``/game standing``'s words (issue 28): each kind of question a player may answer in
#: advance and each answer, by its id (the engine's ``standing_answers``: an answer's id is
#: the English a player types and the database keeps) -> (French, German). A French or
#: German player reads and may type these (:func:`cogs.translator.standing_words`).
STANDING_TEXTS: dict[str, tuple[str, str]] = {
    "peak_reassign": ("réaffectation au Pic", "Versetzung beim Peak"),
    "never reassign": ("ne jamais réaffecter", "nie versetzen"),
}
