"""Fitna's refusals of a move in French and German: the engine's English texts as
templates (their values as ``{a}``, ``{b}``… in the order they come) -> the translation, for
:meth:`rules.core.Game.refusal_in`. Every refusal written in place is here
(``tests/test_labels.py`` reads the code)."""

from __future__ import annotations

REFUSALS_FR: dict[str, str] = {
    # custom.py:130: raise IllegalAction(f"The custom scenario has {len(ids)} seats for {players} players.") if len(set(ids)) != len(ids): raise IllegalAction("Each seat o
    "The custom scenario has {a} seats for {b} players.": "Le scénario personnalisé a {a} places pour {b} joueurs.",
    # custom.py:132: raise IllegalAction("Each seat of the custom scenario needs its own id.") if set(ids) & CARD_DRIVEN: raise IllegalAction("A seat id may not be DAESH,
    "Each seat of the custom scenario needs its own id.": "Chaque place du scénario personnalisé doit avoir son propre identifiant.",
    # custom.py:134: raise IllegalAction("A seat id may not be DAESH, KDP, PYD or PKK (moved by cards).") held: dict[str, str] = {} for seat in spec.seats:
    "A seat id may not be DAESH, KDP, PYD or PKK (moved by cards).": "L'identifiant d'une place ne peut pas être DAESH, KDP, PYD ni PKK (ils sont déplacés par les cartes).",
    # custom.py:150: raise IllegalAction("The initiative must name every seat once.") for number in spec.removed_cards: if number not in fcards.CARDS:
    "The initiative must name every seat once.": "L'ordre d'initiative doit nommer chaque place une fois et une seule.",
    # custom.py:175: raise IllegalAction("Every seat needs victory conditions, and only the seats.") for side, conditions in spec.victory.items(): if not conditions:
    "Every seat needs victory conditions, and only the seats.": "Chaque place doit avoir des conditions de victoire, et seules les places peuvent en avoir.",
    # custom.py:186: raise IllegalAction("Victory levels must be rising counts of conditions, from 1.")
    "Victory levels must be rising counts of conditions, from 1.": "Les niveaux de victoire doivent être des nombres de conditions croissants, à partir de 1.",
    # custom.py:200: raise IllegalAction(f"Too many counters on {fmap.BOXES[box].name} (4.0).")
    "Too many counters on {a} (4.0).": "Il y a trop de pions à {a} (4.0).",
    # custom.py:153: raise IllegalAction(f"No card {number} to remove.") for country in spec.play_area: if not fmap.boxes_in(country):
    "No card {a} to remove.": "Il n'y a pas de carte {a} à retirer.",
    # custom.py:156: raise IllegalAction(f"No country {country!r} in the play area's map.") seen: set[str] = set() for box, found in spec.setup.items():
    "No country {a} in the play area's map.": "Il n'y a pas de pays {a} sur la carte de la zone de jeu.",
    # custom.py:160: raise IllegalAction(f"No box {box!r} on the map.") if fmap.BOXES[box].country not in spec.play_area: raise IllegalAction(f"{fmap.BOXES[box].name} is o
    "No box {a} on the map.": "Il n'y a pas de case {a} sur la carte.",
    # custom.py:162: raise IllegalAction(f"{fmap.BOXES[box].name} is outside the play area.") _units(found, seen, held, box) for side, batches in spec.batches.items():
    "{a} is outside the play area.": "{a} est hors de la zone de jeu.",
    # custom.py:166: raise IllegalAction(f"Batches for {side!r}, not a seat.") for batch in batches: _units(batch, seen, held, None)
    "Batches for {a}, not a seat.": "Des échelons de renforts sont prévus pour {a}, qui n'est pas une place.",
    # custom.py:173: raise IllegalAction(f"Control of {box!r} for {side!r}: no such box or seat.") if sorted(spec.victory) != sorted(ids): raise IllegalAction("Every seat
    "Control of {a} for {b}: no such box or seat.": "Contrôle de {a} par {b} : cette case ou cette place n'existe pas.",
    # custom.py:178: raise IllegalAction(f"Seat {side} has no victory condition.") for condition in conditions: unknown = [b for b in condition.boxes if b not in fmap.BOXE
    "Seat {a} has no victory condition.": "La place {a} n'a aucune condition de victoire.",
    # custom.py:192: raise IllegalAction(f"No counter {uid!r}.") if uid in seen: raise IllegalAction(f"{udata.UNITS[uid].name} is placed twice.")
    "No counter {a}.": "Il n'y a pas de pion {a}.",
    # custom.py:194: raise IllegalAction(f"{udata.UNITS[uid].name} is placed twice.") seen.add(uid) nation = udata.UNITS[uid].nation
    "{a} is placed twice.": "Le pion {a} est placé deux fois.",
    # custom.py:198: raise IllegalAction(f"{udata.UNITS[uid].name}: no seat controls {nation}.") if box is not None and len(found) > 4: raise IllegalAction(f"Too many coun
    "{a}: no seat controls {b}.": "{a} : aucune place ne contrôle {b}.",
    # custom.py:139: raise IllegalAction(f"Seat {seat.id}: no nation {nation!r} a player can control.") if nation in held: raise IllegalAction(f"{nation} is controlled by
    "Seat {a}: no nation {b} a player can control.": "Place {a} : il n'y a pas de nation {b} qu'un joueur puisse contrôler.",
    # custom.py:141: raise IllegalAction(f"{nation} is controlled by both {held[nation]} and {seat.id}.") held[nation] = seat.id for country in seat.home:
    "{a} is controlled by both {b} and {c}.": "La nation {a} est contrôlée à la fois par {b} et par {c}.",
    # custom.py:145: raise IllegalAction(f"Seat {seat.id}: no country {country!r} on the map.") for joker in seat.special_jokers: if joker not in fcards.SPECIAL_JOKERS:
    "Seat {a}: no country {b} on the map.": "Place {a} : il n'y a pas de pays {b} sur la carte.",
    # custom.py:148: raise IllegalAction(f"Seat {seat.id}: no special joker {joker!r}.") if spec.initiative and sorted(spec.initiative) != sorted(ids): raise IllegalAction
    "Seat {a}: no special joker {b}.": "Place {a} : il n'y a pas de Joker spécial {b}.",
    # custom.py:170: raise IllegalAction(f"A batch of {side} holds units another seat controls.") for box, side in spec.control.items(): if box not in fmap.BOXES or side n
    "A batch of {a} holds units another seat controls.": "Un échelon de renforts de {a} contient des unités qu'une autre place contrôle.",
    # custom.py:182: raise IllegalAction(f"Victory condition {condition.text!r}: no box {unknown[0]!r}.") if condition.count > len(condition.boxes): raise IllegalAction(f"
    "Victory condition {a}: no box {b}.": "Condition de victoire {a} : il n'y a pas de case {b}.",
    # custom.py:184: raise IllegalAction(f"Victory condition {condition.text!r} asks for too many.") if not 1 <= spec.levels[0] <= spec.levels[1] <= spec.levels[2]: raise
    "Victory condition {a} asks for too many.": "La condition de victoire {a} demande plus de cases qu'elle n'en nomme.",
    # engine.py:317: raise IllegalAction( "The initiative bidding (7.1) is for scenarios of 3 players or more." )
    "The initiative bidding (7.1) is for scenarios of 3 players or more.": "Les enchères d'initiative (7.1) sont réservées aux scénarios à 3 joueurs ou plus.",
    # engine.py:323: raise IllegalAction( f"Scenario {options.scenario} is for {allowed} players, not {players}." )
    "Scenario {a} is for {b} players, not {c}.": "Le scénario {a} se joue à {b} joueurs, pas à {c}.",
    # engine.py:331: raise IllegalAction("A custom scenario (rule 33) is scenario 0 with its `custom` data.") if options.two_player or options.bidding != "off": raise Ille
    "A custom scenario (rule 33) is scenario 0 with its `custom` data.": "Un scénario personnalisé (règle 33) est le scénario 0 accompagné de ses données `custom`.",
    # engine.py:333: raise IllegalAction("A custom scenario has no two-player version nor bidding.") custom.check(options.custom, players) trial = setup_state([f"seat {i}"
    "A custom scenario has no two-player version nor bidding.": "Un scénario personnalisé n'a ni version à deux joueurs ni enchères d'initiative.",
    # engine.py:311: raise IllegalAction( f"Scenario {options.scenario} has no two-player version (it is already " "for two, or not yet authored)."
    "Scenario {a} has no two-player version (it is already for two, or not yet authored).": "Le scénario {a} n'a pas de version à deux joueurs (il se joue déjà à deux, ou cette version n'est pas encore écrite).",
    # engine.py:338: raise IllegalAction(f"The stack on {fmap.BOXES[box].name} breaks 4.0 or 20.0.")  def _setup(self, seats: list[str], rng: Rng, options: FitnaOptions) -
    "The stack on {a} breaks 4.0 or 20.0.": "La pile d'unités à {a} enfreint la règle 4.0 ou 20.0.",
}

REFUSALS_DE: dict[str, str] = {
    # custom.py:130: raise IllegalAction(f"The custom scenario has {len(ids)} seats for {players} players.") if len(set(ids)) != len(ids): raise IllegalAction("Each seat o
    "The custom scenario has {a} seats for {b} players.": "Das eigene Szenario hat {a} Plätze für {b} Spieler.",
    # custom.py:132: raise IllegalAction("Each seat of the custom scenario needs its own id.") if set(ids) & CARD_DRIVEN: raise IllegalAction("A seat id may not be DAESH,
    "Each seat of the custom scenario needs its own id.": "Jeder Platz des eigenen Szenarios braucht eine eigene Kennung.",
    # custom.py:134: raise IllegalAction("A seat id may not be DAESH, KDP, PYD or PKK (moved by cards).") held: dict[str, str] = {} for seat in spec.seats:
    "A seat id may not be DAESH, KDP, PYD or PKK (moved by cards).": "Die Kennung eines Platzes darf nicht DAESH, KDP, PYD oder PKK sein (sie werden von Karten bewegt).",
    # custom.py:150: raise IllegalAction("The initiative must name every seat once.") for number in spec.removed_cards: if number not in fcards.CARDS:
    "The initiative must name every seat once.": "Die Initiativereihenfolge muss jeden Platz genau einmal nennen.",
    # custom.py:175: raise IllegalAction("Every seat needs victory conditions, and only the seats.") for side, conditions in spec.victory.items(): if not conditions:
    "Every seat needs victory conditions, and only the seats.": "Jeder Platz braucht Siegbedingungen, und nur die Plätze dürfen welche haben.",
    # custom.py:186: raise IllegalAction("Victory levels must be rising counts of conditions, from 1.")
    "Victory levels must be rising counts of conditions, from 1.": "Die Siegstufen müssen steigende Anzahlen von Bedingungen sein, ab 1.",
    # custom.py:200: raise IllegalAction(f"Too many counters on {fmap.BOXES[box].name} (4.0).")
    "Too many counters on {a} (4.0).": "In {a} liegen zu viele Spielsteine (4.0).",
    # custom.py:153: raise IllegalAction(f"No card {number} to remove.") for country in spec.play_area: if not fmap.boxes_in(country):
    "No card {a} to remove.": "Es gibt keine Karte {a} zum Entfernen.",
    # custom.py:156: raise IllegalAction(f"No country {country!r} in the play area's map.") seen: set[str] = set() for box, found in spec.setup.items():
    "No country {a} in the play area's map.": "Auf der Karte des Spielbereichs gibt es kein Land {a}.",
    # custom.py:160: raise IllegalAction(f"No box {box!r} on the map.") if fmap.BOXES[box].country not in spec.play_area: raise IllegalAction(f"{fmap.BOXES[box].name} is o
    "No box {a} on the map.": "Auf der Karte gibt es kein Feld {a}.",
    # custom.py:162: raise IllegalAction(f"{fmap.BOXES[box].name} is outside the play area.") _units(found, seen, held, box) for side, batches in spec.batches.items():
    "{a} is outside the play area.": "{a} liegt außerhalb des Spielbereichs.",
    # custom.py:166: raise IllegalAction(f"Batches for {side!r}, not a seat.") for batch in batches: _units(batch, seen, held, None)
    "Batches for {a}, not a seat.": "Es gibt Verstärkungsstaffeln für {a}, aber das ist kein Platz.",
    # custom.py:173: raise IllegalAction(f"Control of {box!r} for {side!r}: no such box or seat.") if sorted(spec.victory) != sorted(ids): raise IllegalAction("Every seat
    "Control of {a} for {b}: no such box or seat.": "Kontrolle von {a} durch {b}: dieses Feld oder dieser Platz existiert nicht.",
    # custom.py:178: raise IllegalAction(f"Seat {side} has no victory condition.") for condition in conditions: unknown = [b for b in condition.boxes if b not in fmap.BOXE
    "Seat {a} has no victory condition.": "Platz {a} hat keine Siegbedingung.",
    # custom.py:192: raise IllegalAction(f"No counter {uid!r}.") if uid in seen: raise IllegalAction(f"{udata.UNITS[uid].name} is placed twice.")
    "No counter {a}.": "Es gibt keinen Spielstein {a}.",
    # custom.py:194: raise IllegalAction(f"{udata.UNITS[uid].name} is placed twice.") seen.add(uid) nation = udata.UNITS[uid].nation
    "{a} is placed twice.": "Der Spielstein {a} ist zweimal aufgestellt.",
    # custom.py:198: raise IllegalAction(f"{udata.UNITS[uid].name}: no seat controls {nation}.") if box is not None and len(found) > 4: raise IllegalAction(f"Too many coun
    "{a}: no seat controls {b}.": "{a}: kein Platz kontrolliert {b}.",
    # custom.py:139: raise IllegalAction(f"Seat {seat.id}: no nation {nation!r} a player can control.") if nation in held: raise IllegalAction(f"{nation} is controlled by
    "Seat {a}: no nation {b} a player can control.": "Platz {a}: es gibt keine Nation {b}, die ein Spieler kontrollieren kann.",
    # custom.py:141: raise IllegalAction(f"{nation} is controlled by both {held[nation]} and {seat.id}.") held[nation] = seat.id for country in seat.home:
    "{a} is controlled by both {b} and {c}.": "{a} wird sowohl von {b} als auch von {c} kontrolliert.",
    # custom.py:145: raise IllegalAction(f"Seat {seat.id}: no country {country!r} on the map.") for joker in seat.special_jokers: if joker not in fcards.SPECIAL_JOKERS:
    "Seat {a}: no country {b} on the map.": "Platz {a}: auf der Karte gibt es kein Land {b}.",
    # custom.py:148: raise IllegalAction(f"Seat {seat.id}: no special joker {joker!r}.") if spec.initiative and sorted(spec.initiative) != sorted(ids): raise IllegalAction
    "Seat {a}: no special joker {b}.": "Platz {a}: es gibt keinen Spezialjoker {b}.",
    # custom.py:170: raise IllegalAction(f"A batch of {side} holds units another seat controls.") for box, side in spec.control.items(): if box not in fmap.BOXES or side n
    "A batch of {a} holds units another seat controls.": "Eine Verstärkungsstaffel von {a} enthält Einheiten, die ein anderer Platz kontrolliert.",
    # custom.py:182: raise IllegalAction(f"Victory condition {condition.text!r}: no box {unknown[0]!r}.") if condition.count > len(condition.boxes): raise IllegalAction(f"
    "Victory condition {a}: no box {b}.": "Siegbedingung {a}: es gibt kein Feld {b}.",
    # custom.py:184: raise IllegalAction(f"Victory condition {condition.text!r} asks for too many.") if not 1 <= spec.levels[0] <= spec.levels[1] <= spec.levels[2]: raise
    "Victory condition {a} asks for too many.": "Die Siegbedingung {a} verlangt mehr Felder, als sie nennt.",
    # engine.py:317: raise IllegalAction( "The initiative bidding (7.1) is for scenarios of 3 players or more." )
    "The initiative bidding (7.1) is for scenarios of 3 players or more.": "Das Bieten um die Initiative (7.1) gibt es nur in Szenarien mit 3 oder mehr Spielern.",
    # engine.py:323: raise IllegalAction( f"Scenario {options.scenario} is for {allowed} players, not {players}." )
    "Scenario {a} is for {b} players, not {c}.": "Szenario {a} ist für {b} Spieler, nicht für {c}.",
    # engine.py:331: raise IllegalAction("A custom scenario (rule 33) is scenario 0 with its `custom` data.") if options.two_player or options.bidding != "off": raise Ille
    "A custom scenario (rule 33) is scenario 0 with its `custom` data.": "Ein eigenes Szenario (Regel 33) ist Szenario 0 mit seinen `custom`-Daten.",
    # engine.py:333: raise IllegalAction("A custom scenario has no two-player version nor bidding.") custom.check(options.custom, players) trial = setup_state([f"seat {i}"
    "A custom scenario has no two-player version nor bidding.": "Ein eigenes Szenario hat weder eine Version für zwei Spieler noch das Bieten um die Initiative.",
    # engine.py:311: raise IllegalAction( f"Scenario {options.scenario} has no two-player version (it is already " "for two, or not yet authored)."
    "Scenario {a} has no two-player version (it is already for two, or not yet authored).": "Szenario {a} hat keine Version für zwei Spieler (es ist schon für zwei, oder diese Version ist noch nicht erstellt).",
    # engine.py:338: raise IllegalAction(f"The stack on {fmap.BOXES[box].name} breaks 4.0 or 20.0.")  def _setup(self, seats: list[str], rng: Rng, options: FitnaOptions) -
    "The stack on {a} breaks 4.0 or 20.0.": "Der Stapel in {a} verstößt gegen Regel 4.0 oder 20.0.",
}
