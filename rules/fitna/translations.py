"""Fitna's messages in French (the rulebook's own terms: appuis, événements, points
d'opération, échelon de renforts, ravitaillement, retranchement, tension internationale…)
and in German (authored), key for key with :data:`rules.fitna.messages.MESSAGES`."""

from __future__ import annotations

MESSAGES_FR: dict[str, str] = {
    "select": "{name} choisit une carte dans la pile {pile:name:piles} (7.0).",
    "chosen": "Vous choisissez {card:name:cards}.",
    "phase": "Tour {turn} : la phase de {name} commence.",
    "segment": "{name} : {segment:name:segments}.",
    "turn_end": "Fin du tour {turn}.",
    "reshuffle": "Tour {turn} : les défausses sont remélangées dans les deux piles (8.2).",
    "drawn": "Vous piochez {card:name:cards}.",
    "draw": "{name} pioche une carte de la pile {pile:name:piles}.",
    "joker": "{name} joue un joker et pioche 2 cartes (9.0).",
    "bidding": "Tour {turn} : chaque joueur engage des cartes pour des points d'opération (7.1).",
    "bid": "{name} engage {cards:names:cards} : {ops} OP.",
    "bid_order": "L'ordre de jeu de ce tour : {order}.",
    "special_joker": "{name} joue le Joker spécial {joker:name:cards} (10.0).",
    "us_intervene": "Les États-Unis interviennent ({trigger:name:triggers}, 27.1) : {name} "
    "prend les forces US.",
    "us_wave": "La seconde vague des forces US arrive pour {name} (27.1).",
    "joker_back": "{name} reprend le Joker spécial russe (tension 10).",
    "pkk_over": "La Turquie contrôle toutes les cases PKK de Turquie : la rébellion du PKK "
    "cesse (26.7).",
    "russia_surges": "La Russie accroît son engagement (tension 10, 28.0) : {name} reçoit "
    "toutes les unités russes.",
    "hand_full": "{name} a {count:plural:carte} en main et n'en pioche aucune.",
    "plan": "{name} dépense {cards:names:cards} pour {ops} OP : "
    "{moves:plural:mouvement d'unité:mouvements d'unités} et {offensives:plural:offensive}.",
    "depot": "{name} utilise les dépôts stratégiques : 2 mouvements d'unités et 1 offensive "
    "(11.0).",
    "move": "{name} déplace une unité de {origin} à {dest} ({mode:name:modes}).",
    "isolated": "{boxes} isolée(s) (14.1).",
    "resupplied": "{boxes} de nouveau ravitaillée(s).",
    "attack": "{name} attaque {target} depuis {origin} avec {count:plural:unité}.",
    "revealed": "{side:name:sides} à {box} : {units}.",
    "decoy": "Un leurre de Daech à {box} est révélé et quitte le jeu.",
    "support": "{name} joue {card:name:cards} ({role:name:roles}).",
    "no_support": "{name} ne joue plus de carte Appui.",
    "air_cancelled": "{name} annule la mission aérienne de {card:name:cards} avec "
    "{counter:name:cards}.",
    "resolve": "Attaque {attack} contre défense {defence} ({difference:+d} : colonne {base}) ; "
    "{attacker_shifts} colonne(s) à droite, {defender_shifts} à gauche : colonne {column} ; "
    "dé {die} : {result}.",
    "converted": "{card:name:cards} change {before} en {after}.",
    "loss": "{side:name:sides} : l'unité à {box} est {what:name:outcomes}.",
    "retreat": "{side:name:sides} : une unité fait retraite de {origin} vers {dest}.",
    "no_retreat": "{side:name:sides} : l'unité à {box} ne peut pas faire retraite et est éliminée.",
    "advance": "Les attaquants de {name} prennent {box}.",
    "exploit": "Les blindés de {name} exploitent vers {box}.",
    "held": "{box} tient : les attaquants restent à {origin}.",
    "event": "{name} joue {card:name:cards} pour son événement.",
    "countered": "{name} annule {card:name:cards} avec {counter:name:cards}.",
    "strike_box": "{card:name:cards} : frappe sur {box}.",
    "strike": "{card:name:cards} sur {box} : dé {die} (modifié {modified}) : une unité est "
    "{what:name:outcomes}.",
    "approval": "Accord américain (cartes 33 et 82) : dé {die}, {what:name:outcomes}.",
    "entrench": "{name} se retranche à {box}.",
    "truce": "Trêve humanitaire à {box} pour 2 tours.",
    "discarded": "{name} défausse {count:plural:carte} au hasard.",
    "you_lost": "Vous perdez {card:name:cards}.",
    "taken": "{name} prend une carte dans la main de {other}.",
    "looked": "{name} regarde la main de {other} et défausse {count:plural:carte}.",
    "terror": "{other} ne peut attaquer que Daech lors de sa prochaine phase (carte 38).",
    "no_fly": "Zone d'exclusion aérienne sur la Syrie : aucune mission aérienne syrienne ce "
    "tour (carte 64).",
    "ceasefire": "Trêve du Ramadan : aucune offensive des pays musulmans, sauf contre Daech et "
    "les milices, jusqu'à la fin du tour (carte 78).",
    "war": "{card:name:cards} : l'unité du Hezbollah à {box}, dé {die} : {what:name:outcomes}.",
    "coup_roll": "Coup d'état : l'unité à {box}, dé {die} : {what:name:outcomes}.",
    "un_council": "Conseil de sécurité de l'ONU : dé {die} : {what:name:council}.",
    "seen_stack": "{box} : {units}.",
    "looked_stacks": "{name} regarde {count:plural:pile:piles} d'unités.",
    "winter": "Hiver rigoureux : les cases de montagne défendent d'une colonne de plus ce tour.",
    "marker": "Marqueur {card:name:cards} sur {box}.",
    "effect": "{card:name:cards} : {what:name:effects}.",
    "cyber_counter": "Guerre cybernétique (carte 37) : la contre-attaque fait {die}.",
    "unit_removed": "{card:name:cards} : {unit} quitte le jeu.",
    "seen_hand": "Main de {other} : {cards:names:cards}.",
    "exchange_offer": "{name} propose à {other} l'échange d'une carte (29.0).",
    "exchange_refused": "{name} refuse l'échange.",
    "exchanged": "{name} et {other} échangent une carte.",
    "leave_asked": "{name} demande à {other} la permission de déplacer et d'engager les "
    "unités du Hezbollah empilées avec des unités syriennes pendant cette phase (20.0).",
    "leave_granted": "{name} accorde la permission : les unités du Hezbollah empilées avec des "
    "unités syriennes peuvent bouger et combattre pour {other} pendant cette phase.",
    "leave_refused": "{name} refuse la permission.",
    "you_got": "Vous recevez {card:name:cards}.",
    "batch": "{name} reçoit un échelon de renforts.",
    "revive": "{name} remet en jeu une unité détruite.",
    "restore": "{name} remet à pleine puissance une unité réduite à {box}.",
    "placed": "{side:name:sides} : une unité entre à {box}.",
    "kurd_restore": "{side:name:sides} : une unité réduite à {box} est remise à pleine puissance.",
    "activate": "{name} active {side:name:sides} avec {ops} OP.",
    "activation_end": "{side:name:sides} : retour à leurs propres affaires.",
    "kurd_plan": "{side:name:sides} : {moves:plural:mouvement d'unité:mouvements d'unités} et "
    "{offensives:plural:offensive}.",
    "tension": "Tension internationale {before} -> {after} ({why:name:reasons}).",
    "tension_level": "La tension atteint {level} : {what:name:tension_effects}.",
    "game_over": "La partie est terminée (31.0).",
    "final_line": "{name} ({side:name:sides}) : {met} conditions sur {total}, "
    "{level:name:levels} ; {vp} PV (31.1).",
    "winner": "{name} l'emporte : {level:name:levels}.",
    "no_winner": "Match nul.",
    "standing_no": "On ne demandera plus de carte hors tour à {name} avant qu'il en pioche une.",
    "private_hand": "Votre main : {cards:names:cards}.",
    "private_no_hand": "Votre main est vide.",
    "private_known": "Cartes que vous connaissez dans les pioches : {cards:names:cards}.",
    "private_pile": "La pile {pile:name:piles} (reste {count:plural:carte}) : {cards:list}.",
    "private_stack": "{box} ({side:name:sides}) : {units:list}.",
    "private_reduced": "{unit} (réduite)",
}

MESSAGES_DE: dict[str, str] = {
    "select": "{name} wählt eine Karte aus dem {pile:name:piles}stapel (7.0).",
    "chosen": "Du wählst {card:name:cards}.",
    "phase": "Runde {turn}: die Phase von {name} beginnt.",
    "segment": "{name}: {segment:name:segments}.",
    "turn_end": "Runde {turn} endet.",
    "reshuffle": "Runde {turn}: die Ablagestapel werden in beide Stapel gemischt (8.2).",
    "drawn": "Du ziehst {card:name:cards}.",
    "draw": "{name} zieht eine Karte vom {pile:name:piles}stapel.",
    "joker": "{name} spielt einen Joker und zieht 2 Karten (9.0).",
    "bidding": "Runde {turn}: jeder Spieler setzt Karten für Operationspunkte ein (7.1).",
    "bid": "{name} setzt {cards:names:cards} ein: {ops} OP.",
    "bid_order": "Die Zugreihenfolge dieser Runde: {order}.",
    "special_joker": "{name} spielt den Spezialjoker {joker:name:cards} (10.0).",
    "us_intervene": "Die Vereinigten Staaten greifen ein ({trigger:name:triggers}, 27.1): "
    "{name} übernimmt die US-Streitkräfte.",
    "us_wave": "Die zweite Welle der US-Streitkräfte kommt für {name} an (27.1).",
    "joker_back": "{name} erhält den russischen Spezialjoker zurück (Spannung 10).",
    "pkk_over": "Die Türkei hält alle PKK-Felder der Türkei: der PKK-Aufstand endet (26.7).",
    "russia_surges": "Russland verstärkt sich (Spannung 10, 28.0): {name} erhält alle "
    "russischen Einheiten.",
    "hand_full": "{name} hält {count:plural:Karte:Karten} und zieht keine.",
    "plan": "{name} gibt {cards:names:cards} für {ops} OP aus: "
    "{moves:plural:Einheitenbewegung:Einheitenbewegungen} und "
    "{offensives:plural:Offensive:Offensiven}.",
    "depot": "{name} nutzt die strategischen Depots: 2 Einheitenbewegungen und 1 Offensive (11.0).",
    "move": "{name} bewegt eine Einheit von {origin} nach {dest} ({mode:name:modes}).",
    "isolated": "{boxes} abgeschnitten (14.1).",
    "resupplied": "{boxes} wieder versorgt.",
    "attack": "{name} greift {target} von {origin} aus mit {count:plural:Einheit:Einheiten} an.",
    "revealed": "{side:name:sides} in {box}: {units}.",
    "decoy": "Eine Daesh-Attrappe in {box} wird aufgedeckt und verlässt das Spiel.",
    "support": "{name} spielt {card:name:cards} ({role:name:roles}).",
    "no_support": "{name} spielt keine Unterstützungskarten mehr.",
    "air_cancelled": "{name} hebt die Luftmission von {card:name:cards} mit "
    "{counter:name:cards} auf.",
    "resolve": "Angriff {attack} gegen Verteidigung {defence} ({difference:+d}: Spalte {base}); "
    "{attacker_shifts} Spalte(n) nach rechts, {defender_shifts} nach links: Spalte {column}; "
    "Würfel {die}: {result}.",
    "converted": "{card:name:cards} macht aus {before} {after}.",
    "loss": "{side:name:sides}: die Einheit in {box} ist {what:name:outcomes}.",
    "retreat": "{side:name:sides}: eine Einheit zieht sich von {origin} nach {dest} zurück.",
    "no_retreat": "{side:name:sides}: die Einheit in {box} kann sich nicht zurückziehen und ist "
    "vernichtet.",
    "advance": "Die Angreifer von {name} nehmen {box}.",
    "exploit": "Die Panzer von {name} stoßen nach {box} nach.",
    "held": "{box} hält: die Angreifer bleiben in {origin}.",
    "event": "{name} spielt {card:name:cards} als Ereignis.",
    "countered": "{name} hebt {card:name:cards} mit {counter:name:cards} auf.",
    "strike_box": "{card:name:cards}: Schlag auf {box}.",
    "strike": "{card:name:cards} auf {box}: Würfel {die} (modifiziert {modified}): eine "
    "Einheit ist {what:name:outcomes}.",
    "approval": "US-Zustimmung (Karten 33 und 82): Würfel {die}, {what:name:outcomes}.",
    "entrench": "{name} gräbt sich in {box} ein.",
    "truce": "Humanitäre Waffenruhe in {box} für 2 Runden.",
    "discarded": "{name} wirft zufällig {count:plural:Karte:Karten} ab.",
    "you_lost": "Du verlierst {card:name:cards}.",
    "taken": "{name} nimmt eine Karte aus der Hand von {other}.",
    "looked": "{name} sieht die Hand von {other} an und wirft {count:plural:Karte:Karten} ab.",
    "terror": "{other} darf in der nächsten Phase nur Daesh angreifen (Karte 38).",
    "no_fly": "Flugverbotszone über Syrien: keine syrische Luftmission in dieser Runde (Karte 64).",
    "ceasefire": "Ramadan-Waffenruhe: keine Offensive muslimischer Länder außer gegen Daesh und "
    "Milizen bis zum Ende der Runde (Karte 78).",
    "war": "{card:name:cards}: die Hisbollah-Einheit in {box}, Würfel {die}: {what:name:outcomes}.",
    "coup_roll": "Putsch: die Einheit in {box}, Würfel {die}: {what:name:outcomes}.",
    "un_council": "UN-Sicherheitsrat: Würfel {die}: {what:name:council}.",
    "seen_stack": "{box}: {units}.",
    "looked_stacks": "{name} sieht sich {count:plural:Stapel} an.",
    "winter": "Strenger Winter: Bergfelder verteidigen in dieser Runde eine Spalte besser.",
    "marker": "Marker {card:name:cards} auf {box}.",
    "effect": "{card:name:cards}: {what:name:effects}.",
    "cyber_counter": "Cyberkrieg (Karte 37): der Gegenangriff würfelt {die}.",
    "unit_removed": "{card:name:cards}: {unit} verlässt das Spiel.",
    "seen_hand": "Hand von {other}: {cards:names:cards}.",
    "exchange_offer": "{name} bietet {other} den Tausch einer Karte an (29.0).",
    "exchange_refused": "{name} lehnt den Tausch ab.",
    "exchanged": "{name} und {other} tauschen eine Karte.",
    "leave_asked": "{name} bittet {other} um Erlaubnis, die mit syrischen Einheiten gestapelten "
    "Hisbollah-Einheiten in dieser Phase zu bewegen und einzusetzen (20.0).",
    "leave_granted": "{name} erteilt die Erlaubnis: die mit syrischen Einheiten gestapelten "
    "Hisbollah-Einheiten dürfen in dieser Phase für {other} ziehen und kämpfen.",
    "leave_refused": "{name} verweigert die Erlaubnis.",
    "you_got": "Du erhältst {card:name:cards}.",
    "batch": "{name} erhält eine Verstärkungsstaffel.",
    "revive": "{name} bringt eine zerstörte Einheit zurück.",
    "restore": "{name} stellt eine geschwächte Einheit in {box} wieder her.",
    "placed": "{side:name:sides}: eine Einheit kommt in {box} ins Spiel.",
    "kurd_restore": "{side:name:sides}: eine geschwächte Einheit in {box} wird wiederhergestellt.",
    "activate": "{name} aktiviert {side:name:sides} mit {ops} OP.",
    "activation_end": "{side:name:sides}: wieder auf eigenen Wegen.",
    "kurd_plan": "{side:name:sides}: {moves:plural:Einheitenbewegung:Einheitenbewegungen} und "
    "{offensives:plural:Offensive:Offensiven}.",
    "tension": "Internationale Spannung {before} -> {after} ({why:name:reasons}).",
    "tension_level": "Die Spannung erreicht {level}: {what:name:tension_effects}.",
    "game_over": "Das Spiel ist zu Ende (31.0).",
    "final_line": "{name} ({side:name:sides}): {met} von {total} Bedingungen, "
    "{level:name:levels}; {vp} SP (31.1).",
    "winner": "{name} gewinnt: {level:name:levels}.",
    "no_winner": "Unentschieden.",
    "standing_no": "{name} wird nicht mehr nach Karten außer der Reihe gefragt, bis eine "
    "gezogen wird.",
    "private_hand": "Deine Hand: {cards:names:cards}.",
    "private_no_hand": "Deine Hand ist leer.",
    "private_known": "Karten, die du in den Stapeln kennst: {cards:names:cards}.",
    "private_pile": "Der {pile:name:piles}stapel ({count:plural:Karte:Karten} übrig): "
    "{cards:list}.",
    "private_stack": "{box} ({side:name:sides}): {units:list}.",
    "private_reduced": "{unit} (reduziert)",
}

#: The labels, questions and refusals of :data:`rules.fitna.messages.TEXTS` in French: the
#: words of the former ``refusals.py`` and ``labels.py``, by key (issue 28).
TEXTS_FR: dict[str, str] = {
    "refusal.no_two_player": "Le scénario {scenario} n'a pas de version à deux joueurs (il se "
    "joue déjà à deux, ou cette version n'est pas encore écrite).",
    "refusal.bidding_players": "Les enchères d'initiative (7.1) sont réservées aux scénarios à "
    "3 joueurs ou plus.",
    "refusal.scenario_players": "Le scénario {scenario} se joue à {allowed} joueurs, pas à "
    "{players}.",
    "refusal.scenario_players_either": "Le scénario {scenario} se joue à {fewest} ou {most} "
    "joueurs, pas à {players}.",
    "refusal.custom_scenario": "Un scénario personnalisé (règle 33) est le scénario 0 "
    "accompagné de ses données `custom`.",
    "refusal.custom_options": "Un scénario personnalisé n'a ni version à deux joueurs ni "
    "enchères d'initiative.",
    "refusal.custom_stack": "La pile d'unités à {box:name:boxes} enfreint la règle 4.0 ou 20.0.",
    "refusal.custom_seats": "Le scénario personnalisé a {seats:plural:place:places} pour "
    "{players:plural:joueur:joueurs}.",
    "refusal.custom_seat_ids": "Chaque place du scénario personnalisé doit avoir son propre "
    "identifiant.",
    "refusal.custom_card_driven": "L'identifiant d'une place ne peut pas être DAESH, KDP, PYD ou "
    "PKK (ils sont déplacés par les cartes).",
    "refusal.custom_no_nation": "Place {seat} : il n'y a pas de nation '{nation}' qu'un joueur "
    "puisse contrôler.",
    "refusal.custom_held_twice": "La nation {nation} est contrôlée à la fois par {first} et par "
    "{second}.",
    "refusal.custom_no_home": "Place {seat} : il n'y a pas de pays '{country}' sur la carte.",
    "refusal.custom_no_joker": "Place {seat} : il n'y a pas de Joker spécial '{joker}'.",
    "refusal.custom_initiative": "L'ordre d'initiative doit nommer chaque place une fois.",
    "refusal.custom_no_card": "Il n'y a pas de carte {number} à retirer.",
    "refusal.custom_no_country": "Il n'y a pas de pays '{country}' sur la carte de la zone de jeu.",
    "refusal.custom_no_box": "Il n'y a pas de case '{box}' sur la carte.",
    "refusal.custom_outside": "{box:name:boxes} est hors de la zone de jeu.",
    "refusal.custom_batches": "Des échelons de renforts sont prévus pour '{seat}', qui n'est pas "
    "une place.",
    "refusal.custom_batch_units": "Un échelon de renforts de {seat} contient des unités qu'une "
    "autre place contrôle.",
    "refusal.custom_control": "Contrôle de '{box}' par '{seat}' : cette case ou cette place "
    "n'existe pas.",
    "refusal.custom_victory_seats": "Chaque place doit avoir des conditions de victoire, et "
    "seules les places peuvent en avoir.",
    "refusal.custom_no_victory": "La place {seat} n'a aucune condition de victoire.",
    "refusal.custom_condition_box": "Condition de victoire '{condition}' : il n'y a pas de case "
    "'{box}'.",
    "refusal.custom_condition_count": "La condition de victoire '{condition}' demande plus de "
    "cases qu'elle n'en nomme.",
    "refusal.custom_levels": "Les niveaux de victoire doivent être des nombres de conditions "
    "croissants, à partir de 1.",
    "refusal.custom_no_counter": "Il n'y a pas de pion '{unit}'.",
    "refusal.custom_placed_twice": "Le pion {unit:name:units} est placé deux fois.",
    "refusal.custom_uncontrolled": "{unit:name:units} : aucune place ne contrôle {nation}.",
    "refusal.custom_crowded": "Il y a trop de pions à {box:name:boxes} (4.0).",
}

#: The same in German.
TEXTS_DE: dict[str, str] = {
    "refusal.no_two_player": "Szenario {scenario} hat keine Version für zwei Spieler (es ist "
    "schon für zwei, oder diese Version ist noch nicht erstellt).",
    "refusal.bidding_players": "Das Bieten um die Initiative (7.1) gibt es nur in Szenarien mit "
    "3 oder mehr Spielern.",
    "refusal.scenario_players": "Szenario {scenario} ist für {allowed} Spieler, nicht für "
    "{players}.",
    "refusal.scenario_players_either": "Szenario {scenario} ist für {fewest} oder {most} "
    "Spieler, nicht für {players}.",
    "refusal.custom_scenario": "Ein eigenes Szenario (Regel 33) ist Szenario 0 mit seinen "
    "`custom`-Daten.",
    "refusal.custom_options": "Ein eigenes Szenario hat weder eine Version für zwei Spieler "
    "noch das Bieten um die Initiative.",
    "refusal.custom_stack": "Der Stapel in {box:name:boxes} verstößt gegen Regel 4.0 oder 20.0.",
    "refusal.custom_seats": "Das eigene Szenario hat {seats:plural:Platz:Plätze} für "
    "{players:plural:Spieler:Spieler}.",
    "refusal.custom_seat_ids": "Jeder Platz des eigenen Szenarios braucht eine eigene Kennung.",
    "refusal.custom_card_driven": "Die Kennung eines Platzes darf nicht DAESH, KDP, PYD oder PKK "
    "sein (sie werden von Karten bewegt).",
    "refusal.custom_no_nation": "Platz {seat}: es gibt keine Nation '{nation}', die ein Spieler "
    "kontrollieren kann.",
    "refusal.custom_held_twice": "{nation} wird sowohl von {first} als auch von {second} "
    "kontrolliert.",
    "refusal.custom_no_home": "Platz {seat}: auf der Karte gibt es kein Land '{country}'.",
    "refusal.custom_no_joker": "Platz {seat}: es gibt keinen Spezialjoker '{joker}'.",
    "refusal.custom_initiative": "Die Initiativereihenfolge muss jeden Platz genau einmal nennen.",
    "refusal.custom_no_card": "Es gibt keine Karte {number} zum Entfernen.",
    "refusal.custom_no_country": "Auf der Karte des Spielbereichs gibt es kein Land '{country}'.",
    "refusal.custom_no_box": "Auf der Karte gibt es kein Feld '{box}'.",
    "refusal.custom_outside": "{box:name:boxes} liegt außerhalb des Spielbereichs.",
    "refusal.custom_batches": "Es gibt Verstärkungsstaffeln für '{seat}', aber das ist kein Platz.",
    "refusal.custom_batch_units": "Eine Verstärkungsstaffel von {seat} enthält Einheiten, die "
    "ein anderer Platz kontrolliert.",
    "refusal.custom_control": "Kontrolle von '{box}' durch '{seat}': dieses Feld oder dieser "
    "Platz existiert nicht.",
    "refusal.custom_victory_seats": "Jeder Platz braucht Siegbedingungen, und nur die Plätze "
    "dürfen welche haben.",
    "refusal.custom_no_victory": "Platz {seat} hat keine Siegbedingung.",
    "refusal.custom_condition_box": "Siegbedingung '{condition}': es gibt kein Feld '{box}'.",
    "refusal.custom_condition_count": "Die Siegbedingung '{condition}' verlangt mehr Felder, "
    "als sie nennt.",
    "refusal.custom_levels": "Die Siegstufen müssen steigende Anzahlen von Bedingungen sein, ab 1.",
    "refusal.custom_no_counter": "Es gibt keinen Spielstein '{unit}'.",
    "refusal.custom_placed_twice": "Der Spielstein {unit:name:units} ist zweimal aufgestellt.",
    "refusal.custom_uncontrolled": "{unit:name:units}: kein Platz kontrolliert {nation}.",
    "refusal.custom_crowded": "In {box:name:boxes} liegen zu viele Spielsteine (4.0).",
}
