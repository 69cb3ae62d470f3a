"""A few words on what each card does, in English, French and German, for the choice of cards
at set-up (7.0: the players look through the piles and choose their cards by what they do).

Authored: each line sums up the card's printed text (``card_texts.py``) and its effects as
``cards.py`` implements them, short enough to follow the card's name on one line of a prompt
(Discord's 80 characters, the title and OP included; a few long printed titles, the
high-tension cards' "(CARTE HAUTE TENSION)", leave less room and Discord cuts the end). A card printed as a range ("12-15") has
one summary for every number. The French words are the rulebook's (colonnes, échelon,
retranchement, tension); the German are the ones of Fitna's German messages (Spalte, Staffel,
Feld, Runde, Spannung).
"""

from __future__ import annotations

from .card_texts import PRINTED

#: (first card of a printed range) -> (English, French, German).
_SUMMARIES: dict[int, tuple[str, str, str]] = {
    1: ("+2 columns, attack or defence", "+2 colonnes, attaque ou défense",
        "+2 Spalten, Angriff oder Verteidigung"),
    3: ("+2 columns; or 2 entrenchments as an event", "+2 colonnes ; ou 2 retranchements (événement)",
        "+2 Spalten; oder 2 Stellungen (Ereignis)"),
    5: ("+2 columns in attack (militias, Kurds, Daesh)", "+2 colonnes en attaque (milices, Kurdes, Daech)",
        "+2 Spalten im Angriff (Milizen, Kurden, Daesh)"),
    7: ("+2 columns, attack or defence", "+2 colonnes, attaque ou défense",
        "+2 Spalten, Angriff oder Verteidigung"),
    9: ("+3 columns in attack", "+3 colonnes en attaque", "+3 Spalten im Angriff"),
    10: ("+2 columns, attack or defence", "+2 colonnes, attaque ou défense",
         "+2 Spalten, Angriff oder Verteidigung"),
    12: ("+3 columns, attack or defence", "+3 colonnes, attaque ou défense",
         "+3 Spalten, Angriff oder Verteidigung"),
    16: ("the defender's strongest tank unit sits out", "le meilleur blindé du défenseur ne combat pas",
         "die stärkste Panzereinheit des Verteidigers fehlt"),
    17: ("+2 defence columns on one box all turn", "+2 colonnes en défense sur une case (tour)",
         "+2 Verteidigungsspalten auf einem Feld (Runde)"),
    19: ("+3 columns (regime or Daesh); tension +1", "+3 colonnes (régime ou Daech) ; tension +1",
         "+3 Spalten (Regime oder Daesh); Spannung +1"),
    20: ("AR becomes EX, EX becomes EX*", "AR devient EX, EX devient EX*", "AR wird EX, EX wird EX*"),
    21: ("DR* and DS become DR", "DR* et DS deviennent DR", "DR* und DS werden DR"),
    22: ("the Kurds +1 column all turn", "les Kurdes +1 colonne tout le tour",
         "die Kurden +1 Spalte die ganze Runde"),
    23: ("+1 defence column in the mountains all turn", "+1 colonne en défense en montagne (tour)",
         "+1 Verteidigungsspalte im Gebirge (Runde)"),
    24: ("cancels the Peshmerga cards this turn", "annule les cartes Peshmerga ce tour",
         "hebt die Peschmerga-Karten dieser Runde auf"),
    25: ("cancels enemy air missions this turn", "annule les missions aériennes ennemies (tour)",
         "hebt feindliche Luftmissionen auf (Runde)"),
    26: ("cancels enemy air missions this turn", "annule les missions aériennes ennemies (tour)",
         "hebt feindliche Luftmissionen auf (Runde)"),
    27: ("cancels the Daesh cards this turn", "annule les cartes Daech ce tour",
         "hebt die Daesh-Karten dieser Runde auf"),
    28: ("cancels every air mission, stealth too", "annule tout, furtifs compris",
         "hebt alles auf, auch Tarnkappen"),
    29: ("cancels enemy air missions but helicopters", "annule les missions aériennes sauf hélicoptères",
         "hebt Luftmissionen auf, außer Hubschrauber"),
    30: ("+2 columns on one box all turn", "+2 colonnes sur une case tout le tour",
         "+2 Spalten auf einem Feld die ganze Runde"),
    31: ("+4 columns, attack or defence", "+4 colonnes, attaque ou défense",
         "+4 Spalten, Angriff oder Verteidigung"),
    32: ("+4 columns, attack or defence", "+4 colonnes, attaque ou défense",
         "+4 Spalten, Angriff oder Verteidigung"),
    33: ("+5 columns; needs US approval", "+5 colonnes ; accord des États-Unis",
         "+5 Spalten; Zustimmung der USA"),
    34: ("no attack on or from one box for 2 turns", "aucune attaque sur ou depuis une case (2 tours)",
         "kein Angriff auf oder von einem Feld (2 Runden)"),
    35: ("strikes 1 box: a die per unit", "frappe 1 case : un dé par unité",
         "Schlag auf 1 Feld: ein Würfel je Einheit"),
    37: ("see a hand and discard 2 of its cards", "voir une main et en défausser 2 cartes",
         "eine Hand ansehen, 2 Karten abwerfen"),
    38: ("a player may attack only Daesh this turn", "un joueur n'attaque que Daech ce tour",
         "ein Spieler greift nur Daesh an (Runde)"),
    39: ("see a hand and take 1 card of it", "voir une main et y prendre 1 carte",
         "eine Hand ansehen und 1 Karte nehmen"),
    40: ("each opponent discards 1 card at random", "chaque adversaire défausse 1 carte au hasard",
         "jeder Gegner wirft 1 Karte zufällig ab"),
    41: ("a die per Hezbollah unit; tension +2", "un dé par unité du Hezbollah ; tension +2",
         "ein Würfel je Hisbollah-Einheit; Spannung +2"),
    42: ("strikes 2 boxes in Syria", "frappe 2 cases en Syrie", "Schlag auf 2 Felder in Syrien"),
    43: ("activates the Kurds: 4 OP", "active les Kurdes : 4 OP", "aktiviert die Kurden: 4 OP"),
    47: ("strikes the Daesh units of 1 box", "frappe les unités de Daech d'une case",
         "Schlag auf die Daesh-Einheiten eines Feldes"),
    50: ("activates Daesh: 3 counters, OP per oil field", "active Daech : 3 pions, OP par gisement",
         "aktiviert Daesh: 3 Marker, OP je Ölfeld"),
    54: ("draw 1 card; a batch or replacements", "piocher 1 carte ; échelon ou remplacements",
         "1 Karte ziehen; Staffel oder Ersatz"),
    64: ("no Syrian air mission this turn", "aucune mission aérienne syrienne ce tour",
         "keine syrische Luftmission in dieser Runde"),
    65: ("the Saudis lose 1 card and 3 brigades", "les Saoudiens perdent 1 carte et 3 brigades",
         "die Saudis verlieren 1 Karte und 3 Brigaden"),
    66: ("the Saudis lose 1 card and 3 brigades", "les Saoudiens perdent 1 carte et 3 brigades",
         "die Saudis verlieren 1 Karte und 3 Brigaden"),
    67: ("coup in Syria: a die per Syrian unit", "coup d'état en Syrie : un dé par unité",
         "Putsch in Syrien: ein Würfel je Einheit"),
    68: ("coup in Iraq: a die per Iraqi unit", "coup d'état en Irak : un dé par unité",
         "Putsch im Irak: ein Würfel je Einheit"),
    69: ("the Saudis lose 1 card, Qatar and Oman", "les Saoudiens perdent 1 carte, Qatar et Oman",
         "die Saudis verlieren 1 Karte, Katar und Oman"),
    70: ("Iran discards 1, holds 3 cards; tension +1", "l'Iran défausse 1, garde 3 cartes ; tension +1",
         "Iran wirft 1 ab, hält 3 Karten; Spannung +1"),
    71: ("Iran draws 2, holds 4 again; tension -2", "l'Iran pioche 2, garde 4 cartes ; tension -2",
         "Iran zieht 2, hält wieder 4; Spannung -2"),
    72: ("the Saudis discard 1, hold 3 cards", "les Saoudiens défaussent 1, gardent 3 cartes",
         "die Saudis werfen 1 ab, halten 3 Karten"),
    73: ("the Saudis draw 2, hold 4 again", "les Saoudiens piochent 2, gardent 4 cartes",
         "die Saudis ziehen 2, halten wieder 4"),
    74: ("a Turkish stack at Jarabulus or Dahuk", "une pile turque à Jarabulus ou Dahuk",
         "ein türkischer Stapel in Jarabulus oder Dahuk"),
    75: ("the PKK rises in Turkey (26.7)", "le PKK se soulève en Turquie (26.7)",
         "die PKK erhebt sich in der Türkei (26.7)"),
    76: ("strikes the Syrians in 3 boxes; tension +1", "frappe les Syriens de 3 cases ; tension +1",
         "Schlag auf Syrer in 3 Feldern; Spannung +1"),
    77: ("tension +2", "tension +2", "Spannung +2"),
    78: ("Muslim countries attack only Daesh, militias", "pays musulmans : attaques contre Daech, milices",
         "muslimische Länder greifen nur Daesh, Milizen an"),
    79: ("Iran loses 1 card, gets a batch; tension +2", "l'Iran perd 1 carte, reçoit un échelon ; +2",
         "Iran verliert 1 Karte, erhält Staffel; Spannung +2"),
    80: ("Israel loses 1 card and 2 divisions", "Israël perd 1 carte et 2 divisions",
         "Israel verliert 1 Karte und 2 Divisionen"),
    81: ("Israel discards 1, holds 3 cards; tension -1", "Israël défausse 1, garde 3 cartes ; tension -1",
         "Israel wirft 1 ab, hält 3 Karten; Spannung -1"),
    82: ("strikes 1 box, no modifier; US approval", "frappe 1 case sans modificateur ; accord US",
         "Schlag auf 1 Feld ohne Modifikator; USA-Zustimmung"),
    83: ("Iran discards 2 cards at random; tension +1", "l'Iran défausse 2 cartes au hasard ; tension +1",
         "Iran wirft 2 Karten zufällig ab; Spannung +1"),
    84: ("French and British units arrive", "des unités françaises et britanniques arrivent",
         "französische und britische Einheiten kommen"),
    85: ("strikes 2 boxes", "frappe 2 cases", "Schlag auf 2 Felder"),
    86: ("your country cannot be attacked; tension +1", "votre pays ne peut être attaqué ; tension +1",
         "dein Land ist unangreifbar; Spannung +1"),
    87: ("Russia draws 1 and gets every reinforcement", "la Russie pioche 1, reçoit tous ses renforts",
         "Russland zieht 1, erhält alle Verstärkungen"),
    88: ("tension +2", "tension +2", "Spannung +2"),
    89: ("tension -3", "tension -3", "Spannung -3"),
    90: ("a die may end the game; tension -1", "un dé peut finir la partie ; tension -1",
         "ein Würfel kann das Spiel beenden; Spannung -1"),
    91: ("see 3 stacks and strike 1 militia", "voir 3 piles et frapper 1 milice",
         "3 Stapel ansehen, 1 Miliz angreifen"),
    93: ("US approve Israel, the Saudis; tension +1", "accord US pour Israël, les Saoudiens ; +1",
         "USA stimmen Israel, Saudis zu; Spannung +1"),
    94: ("on one box this turn: DR becomes EX", "sur une case ce tour : DR devient EX",
         "auf einem Feld diese Runde: DR wird EX"),
}  # fmt: skip


def _every_card(language: int) -> dict[object, str]:
    """Each card number -> its summary in one language (0 English, 1 French, 2 German)."""
    found: dict[object, str] = {}
    for (first, last), _title, _text in PRINTED:
        summary = _SUMMARIES.get(first)
        if summary is None:  # a card of the same title printed again (26 beside 25)
            continue
        for number in range(first, last + 1):
            found[number] = summary[language]
    return found


SUMMARIES_EN: dict[object, str] = _every_card(0)
SUMMARIES_FR: dict[object, str] = _every_card(1)
SUMMARIES_DE: dict[object, str] = _every_card(2)
