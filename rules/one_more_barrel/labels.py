"""One More Barrel's choice-tree labels (the moves, steps and answers its prompts offer) in
French and German: the engine's English labels as templates (their values as ``{a}``,
``{b}``… in the order they come) -> the translation, for :meth:`rules.core.Game.label_in`.
Every label the engine writes in place is here (``tests/test_labels.py`` reads the code);
the values that name the game's things are said in the language by its name tables."""

from __future__ import annotations

LABELS_FR: dict[str, str] = {
    # battles.py:592: return yes_no(
    "Agreement in {a}: {b}. Accept?": "Accord en {a} : {b}. Accepter ?",
    # battles.py:592: return yes_no(
    "accept": "accepter",
    # battles.py:592: return yes_no(
    "refuse": "refuser",
    # battles.py:731: return yes_no(
    "Shared retreat from {a}: do you take the lost unit for everybody?": "Retraite commune de {a} : perdez-vous l'unité pour tous ?",
    # battles.py:731: return yes_no(
    "yes, I lose the unit": "oui, je perds l'unité",
    # battles.py:731: return yes_no(
    "no": "non",
    # battles.py:519: Choice(
    "No agreement: you take the first losses and the territory": "Pas d'accord : vous subissez les premières pertes et prenez le territoire",
    # battles.py:535: ActionSpec(
    "Propose an agreement to your allies in {a}": "Proposer un accord à vos alliés en {a}",
    # battles.py:650: ActionSpec(
    "Stay and fight in {a}": "Rester et combattre en {a}",
    # battles.py:671: ActionSpec(
    "Retreat from {a} (1 military lost, +1 pacifism)": "Se retirer de {a} (1 militaire perdu, +1 pacifisme)",
    # battles.py:538: steps=[Step(param="option", label="agreement", choices=choices)],
    "agreement": "accord",
    # battles.py:654: Step(
    "decision": "décision",
    # battles.py:675: Step(
    "battle": "bataille",
    # battles.py:680: Step(param="region", label="retreat into", choices=places),
    "retreat into": "se retirer vers",
    # battles.py:657: choices=[Choice(value=STAY, label="stay and fight")],
    "stay and fight": "rester et combattre",
    # boxes.py:101: return ActionSpec(
    "Put a pawn on an action box": "Poser un pion sur une case d'action",
    # boxes.py:104: steps=[Step(param="box", label="action box", choices=choices)],
    "action box": "case d'action",
    # boxes.py:91: then = [Step(param="amount", label="media points", choices=amounts)]
    "media points": "points de médias",
    # boxes.py:95: modes = [Choice(value="tax", label="New tax: 5 $, +1 pacifism")]
    "New tax: 5 $, +1 pacifism": "Nouvel impôt : 5 $, +1 pacifisme",
    # boxes.py:99: then = [Step(param="mode", label="tax or speech", choices=modes)]
    "tax or speech": "impôt ou discours",
    # boxes.py:98: modes.append(Choice(value="speech", label=f"Speech to the nation (-{cut})"))
    "Speech to the nation (-{a})": "Discours à la nation (-{a})",
    # developments.py:97: steps = ask("development", "development", kinds)
    "development": "développement",
    # developments.py:96: kinds.append(Choice(value="tender", label="a tender step"))
    "a tender step": "un appel d'offre",
    # developments.py:77: kinds.append(branch("building", "a building", "building", "building", buil
    "a building": "un bâtiment",
    # developments.py:77: kinds.append(branch("building", "a building", "building", "building", buil
    "building": "bâtiment",
    # developments.py:89: branch("influence", "an influence point (1 logistic)", "region", "region",
    "an influence point (1 logistic)": "un point d'influence (1 logistique)",
    # developments.py:89: branch("influence", "an influence point (1 logistic)", "region", "region",
    "region": "région",
    # endturn.py:260: ActionSpec(
    "Pay the pacifism penalty you owe ({a})": "Payer la pénalité de pacifisme due ({a})",
    # endturn.py:243: Choice(
    "Sell oil at {a} a barrel": "Vendre du pétrole à {a} le baril",
    # endturn.py:253: Choice(
    "Remove one military unit (pays 1 $)": "Retirer une unité militaire (paie 1 $)",
    # endturn.py:263: steps=[Step(param="option", label="how to pay", choices=options)],
    "how to pay": "comment payer",
    # endturn.py:233: Step(
    "barrels to sell": "barils à vendre",
    # endturn.py:246: then=[Step(param="region", label="oil from", choices=places)],
    "oil from": "pétrole de",
    # endturn.py:256: then=[Step(param="region", label="from", choices=places)],
    "from": "de",
    # rounds.py:122: return [ActionSpec(kind="done", label="Finish this action")]
    "Finish this action": "Terminer cette action",
    # preparation.py:66: specs.append(ActionSpec(kind="prep_done", label="Finish buying"))
    "Finish buying": "Finir les achats",
    # preparation.py:60: ActionSpec(
    "Buy units for the border (1 $ each)": "Acheter des unités pour la frontière (1 $ pièce)",
    # preparation.py:51: Choice(
    "{a} (1 $ each)": "{a} (1 $ pièce)",
    # preparation.py:63: steps=[Step(param="unit", label="unit", choices=units)],
    "unit": "unité",
    # preparation.py:54: then=[Step(param="count", label="units", range=IntRange(min=1, max=most))],
    "units": "unités",
    # production.py:40: return [ActionSpec(kind="produce", label="Produce oil in a region", steps=st
    "Produce oil in a region": "Produire du pétrole",
    # purchases.py:98: return ActionSpec(
    "Buy units ({a} left)": "Acheter des unités ({a} restantes)",
    # purchases.py:274: steps = ask("region", "target", targets)
    "target": "cible",
    # purchases.py:275: return ActionSpec(kind="request_support", label="Ask an ally for support", s
    "Ask an ally for support": "Demander le soutien d'un allié",
    # purchases.py:143: none = Step(
    "logistics": "logistiques",
    # purchases.py:162: return [Step(param="military", label="military", choices=choices)]
    "military": "militaires",
    # purchases.py:345: return [ActionSpec(kind="done", label="You cannot reach the battle: go on")]
    "You cannot reach the battle: go on": "Bataille hors de portée : continuer",
    # purchases.py:101: steps=ask("route", "route", routes),
    "route": "voie",
    # purchases.py:159: choices.append(Choice(value=m, label=f"{m} military", then=[amount]))
    "{a} military": "{a} militaires",
    # purchases.py:308: answers.insert(0, Choice(value=True, label="accept (you must join the battle
    "accept (you must join the battle)": "accepter (vous devez rejoindre la bataille)",
    # purchases.py:183: branch(source, place(source), "destination", "destination", dest_choices)
    "destination": "destination",
    # purchases.py:273: targets.append(branch(rid, place(rid), "ally", "ally", allies))
    "ally": "allié",
    # purchases.py:93: then = [Step(param="region", label="landing region", choices=places)]
    "landing region": "région d'arrivée",
    # purchases.py:314: steps=[Step(param="accept", label="answer", choices=answers)],
    "answer": "réponse",
    # rebels.py:320: return Choice(
    "Bomb a target here or next door": "Bombarder une cible ici ou à côté",
    # rebels.py:421: return yes_no(label, "join (your die leaves the board afterwards)", "refuse")
    "join (your die leaves the board afterwards)": "se joindre (votre dé quitte ensuite le plateau)",
    # rebels.py:544: return yes_no(label, "help the defence", "stay out")
    "help the defence": "aider la défense",
    # rebels.py:544: return yes_no(label, "help the defence", "stay out")
    "stay out": "rester à l'écart",
    # rebels.py:259: ActionSpec(
    "Your rebels (strength {a})": "Vos rebelles (force {a})",
    # rebels.py:459: ActionSpec(
    "Ask more rebels to join, or bomb now": "Appeler d'autres rebelles, ou bombarder",
    # rebels.py:822: choices = [Choice(value=False, label="let it be destroyed")]
    "let it be destroyed": "laisser détruire",
    # rebels.py:826: ActionSpec(
    "Repair your {a} in {b} for {c} $?": "Réparer votre {a} en {b} pour {c} $ ?",
    # rebels.py:223: Choice(
    "Enter an eastern region at strength 1": "Entrer dans une région de l'est (force 1)",
    # rebels.py:240: Choice(
    "Move one region{a}": "Se déplacer d'une région{a}",
    # rebels.py:257: options.append(Choice(value="pass", label="Do nothing"))
    "Do nothing": "Ne rien faire",
    # rebels.py:824: choices.insert(0, Choice(value=True, label=f"pay {money_text(dollars(damage))}"
    "pay {a}": "payer {a}",
    # rebels.py:253: options.append(Choice(value="strengthen", label=f"Strength +1 (to {die.strength
    "Strength +1 (to {a})": "Force +1 (à {a})",
    # rebels.py:262: steps=[Step(param="action", label="rebel action", choices=options)],
    "rebel action": "action rebelle",
    # rebels.py:285: Step(
    "ask another player's rebels to join": "inviter les rebelles d'un autre joueur",
    # rebels.py:315: then=[Step(param="target_seat", label="player bombed", choices=players)],
    "player bombed": "joueur bombardé",
    # rebels.py:467: Choice(value=LAUNCH, label="bomb now"),
    "bomb now": "bombarder maintenant",
    # rebels.py:468: Choice(
    "ask another player": "inviter un autre joueur",
    # rebels.py:472: Step(
    "player": "joueur",
    # trade.py:52: barrels = Step(
    "barrels": "barils",
    # trade.py:103: ActionSpec(
    "Accept the transfer offered to you?": "Accepter le transfert proposé ?",
    # trade.py:63: branch(other, name(state, other), "what", "what", whats)
    "what": "quoi",
    # trade.py:68: ActionSpec(
    "Offer a binding transfer": "Proposer un transfert ferme",
    # trade.py:94: whats.append(branch("territory", "a territory", "region", "region", lands))
    "a territory": "un territoire",
    # trade.py:71: steps=[Step(param="to", label="to", choices=receivers)],
    "to": "à",
    # actionboard.py:83: *_row("media", MEDIA_BOX_GAINS, "Media control (up to +{value})"),
    "Media control (up to +{{value}})": "Contrôle des médias (jusqu'à +{{value}})",
    # actionboard.py:84: *_row(
    "Purchases and moves ({{buys}}, {{moves}})": "Achats et mouvements ({{buys}}, {{moves}})",
    # actionboard.py:90: *_row("develop", DEVELOPMENT_BOXES, "Developments (x{value})"),
    "Developments (x{{value}})": "Développements (x{{value}})",
    # actionboard.py:91: *_row("cash", (CASH_GAIN,) * 4, "Cash ({value} $)"),
    "Cash ({{value}} $)": "Argent ({{value}} $)",
    # actionboard.py:92: *_row("order", (1, 2, 3, 4), "Turn order (place {value} next turn)"),
    "Turn order (place {{value}} next turn)": "Ordre du tour (place {{value}} au tour suivant)",
    # purchases.py:332: return legal_move(state, seat, "Your free support move", region_of(item))
    "Your free support move": "Mouvement de soutien gratuit",
    # purchases.py:65: specs.append(legal_move(state, seat, f"Move a group ({active.moves_left} left
    "Move a group ({a} left)": "Déplacer un groupe (reste {a})",
    "Develop ({a} left)": "Développer (reste {a})",
    "your reserve": "votre réserve",
    "Support {a} in {b}?": "Soutenir {a} en {b} ?",
    "{a} ({b} $ a unit)": "{a} ({b} $ l'unité)",
    "{a} asks your rebels to join the bombing of {b}'s {c} in {d}": "{a} demande à vos rebelles de se joindre au bombardement de {c} de {b} en {d}",
    "{a}'s {b} in {c} is bombed. Lend your police stations to the defence?": "{b} de {a} en {c} est bombardé(e). Prêter vos commissariats à la défense ?",
    # labels of values only (names said by the name tables; matched when all are names)
    "+{a} ({b} $)": "+{a} ({b} $)",
    "{a} ({b})": "{a} ({b})",
}

LABELS_DE: dict[str, str] = {
    # battles.py:592: return yes_no(
    "Agreement in {a}: {b}. Accept?": "Einigung in {a}: {b}. Annehmen?",
    # battles.py:592: return yes_no(
    "accept": "annehmen",
    # battles.py:592: return yes_no(
    "refuse": "ablehnen",
    # battles.py:731: return yes_no(
    "Shared retreat from {a}: do you take the lost unit for everybody?": "Gemeinsamer Rückzug aus {a}: verlierst du die Einheit für alle?",
    # battles.py:731: return yes_no(
    "yes, I lose the unit": "ja, ich verliere die Einheit",
    # battles.py:731: return yes_no(
    "no": "nein",
    # battles.py:519: Choice(
    "No agreement: you take the first losses and the territory": "Keine Einigung: du trägst die ersten Verluste und erhältst das Gebiet",
    # battles.py:535: ActionSpec(
    "Propose an agreement to your allies in {a}": "Deinen Verbündeten in {a} eine Einigung vorschlagen",
    # battles.py:650: ActionSpec(
    "Stay and fight in {a}": "In {a} bleiben und kämpfen",
    # battles.py:671: ActionSpec(
    "Retreat from {a} (1 military lost, +1 pacifism)": "Aus {a} zurückziehen (1 Militär verloren, +1 Pazifismus)",
    # battles.py:538: steps=[Step(param="option", label="agreement", choices=choices)],
    "agreement": "Einigung",
    # battles.py:654: Step(
    "decision": "Entscheidung",
    # battles.py:675: Step(
    "battle": "Schlacht",
    # battles.py:680: Step(param="region", label="retreat into", choices=places),
    "retreat into": "zurückziehen nach",
    # battles.py:657: choices=[Choice(value=STAY, label="stay and fight")],
    "stay and fight": "bleiben und kämpfen",
    # boxes.py:101: return ActionSpec(
    "Put a pawn on an action box": "Spielstein auf ein Aktionsfeld setzen",
    # boxes.py:104: steps=[Step(param="box", label="action box", choices=choices)],
    "action box": "Aktionsfeld",
    # boxes.py:91: then = [Step(param="amount", label="media points", choices=amounts)]
    "media points": "Medienpunkte",
    # boxes.py:95: modes = [Choice(value="tax", label="New tax: 5 $, +1 pacifism")]
    "New tax: 5 $, +1 pacifism": "Neue Steuer: 5 $, +1 Pazifismus",
    # boxes.py:99: then = [Step(param="mode", label="tax or speech", choices=modes)]
    "tax or speech": "Steuer oder Rede",
    # boxes.py:98: modes.append(Choice(value="speech", label=f"Speech to the nation (-{cut})"))
    "Speech to the nation (-{a})": "Rede an die Nation (-{a})",
    # developments.py:97: steps = ask("development", "development", kinds)
    "development": "Entwicklung",
    # developments.py:96: kinds.append(Choice(value="tender", label="a tender step"))
    "a tender step": "eine Ausschreibung",
    # developments.py:77: kinds.append(branch("building", "a building", "building", "building", buil
    "a building": "ein Gebäude",
    # developments.py:77: kinds.append(branch("building", "a building", "building", "building", buil
    "building": "Gebäude",
    # developments.py:89: branch("influence", "an influence point (1 logistic)", "region", "region",
    "an influence point (1 logistic)": "ein Einflusspunkt (1 Logistik)",
    # developments.py:89: branch("influence", "an influence point (1 logistic)", "region", "region",
    "region": "Region",
    # endturn.py:260: ActionSpec(
    "Pay the pacifism penalty you owe ({a})": "Geschuldete Pazifismus-Strafe zahlen ({a})",
    # endturn.py:243: Choice(
    "Sell oil at {a} a barrel": "Öl zu {a} pro Fass verkaufen",
    # endturn.py:253: Choice(
    "Remove one military unit (pays 1 $)": "Eine Militäreinheit entfernen (zahlt 1 $)",
    # endturn.py:263: steps=[Step(param="option", label="how to pay", choices=options)],
    "how to pay": "Zahlungsweise",
    # endturn.py:233: Step(
    "barrels to sell": "zu verkaufende Fässer",
    # endturn.py:246: then=[Step(param="region", label="oil from", choices=places)],
    "oil from": "Öl aus",
    # endturn.py:256: then=[Step(param="region", label="from", choices=places)],
    "from": "aus",
    # rounds.py:122: return [ActionSpec(kind="done", label="Finish this action")]
    "Finish this action": "Diese Aktion beenden",
    # preparation.py:66: specs.append(ActionSpec(kind="prep_done", label="Finish buying"))
    "Finish buying": "Käufe beenden",
    # preparation.py:60: ActionSpec(
    "Buy units for the border (1 $ each)": "Einheiten für die Grenze kaufen (je 1 $)",
    # preparation.py:51: Choice(
    "{a} (1 $ each)": "{a} (je 1 $)",
    # preparation.py:63: steps=[Step(param="unit", label="unit", choices=units)],
    "unit": "Einheit",
    # preparation.py:54: then=[Step(param="count", label="units", range=IntRange(min=1, max=most))],
    "units": "Einheiten",
    # production.py:40: return [ActionSpec(kind="produce", label="Produce oil in a region", steps=st
    "Produce oil in a region": "Öl in einer Region fördern",
    # purchases.py:98: return ActionSpec(
    "Buy units ({a} left)": "Einheiten kaufen ({a} übrig)",
    # purchases.py:274: steps = ask("region", "target", targets)
    "target": "Ziel",
    # purchases.py:275: return ActionSpec(kind="request_support", label="Ask an ally for support", s
    "Ask an ally for support": "Unterstützung anfordern",
    # purchases.py:143: none = Step(
    "logistics": "Logistik",
    # purchases.py:162: return [Step(param="military", label="military", choices=choices)]
    "military": "Militär",
    # purchases.py:345: return [ActionSpec(kind="done", label="You cannot reach the battle: go on")]
    "You cannot reach the battle: go on": "Schlacht nicht erreichbar: weiter",
    # purchases.py:101: steps=ask("route", "route", routes),
    "route": "Weg",
    # purchases.py:159: choices.append(Choice(value=m, label=f"{m} military", then=[amount]))
    "{a} military": "{a} Militär",
    # purchases.py:308: answers.insert(0, Choice(value=True, label="accept (you must join the battle
    "accept (you must join the battle)": "annehmen (du musst mitkämpfen)",
    # purchases.py:183: branch(source, place(source), "destination", "destination", dest_choices)
    "destination": "Ziel",
    # purchases.py:273: targets.append(branch(rid, place(rid), "ally", "ally", allies))
    "ally": "Verbündeter",
    # purchases.py:93: then = [Step(param="region", label="landing region", choices=places)]
    "landing region": "Landeregion",
    # purchases.py:314: steps=[Step(param="accept", label="answer", choices=answers)],
    "answer": "Antwort",
    # rebels.py:320: return Choice(
    "Bomb a target here or next door": "Ein Ziel hier oder nebenan bombardieren",
    # rebels.py:421: return yes_no(label, "join (your die leaves the board afterwards)", "refuse")
    "join (your die leaves the board afterwards)": "anschließen (dein Würfel verlässt danach das Brett)",
    # rebels.py:544: return yes_no(label, "help the defence", "stay out")
    "help the defence": "mitverteidigen",
    # rebels.py:544: return yes_no(label, "help the defence", "stay out")
    "stay out": "sich heraushalten",
    # rebels.py:259: ActionSpec(
    "Your rebels (strength {a})": "Deine Rebellen (Stärke {a})",
    # rebels.py:459: ActionSpec(
    "Ask more rebels to join, or bomb now": "Mehr Rebellen holen oder jetzt bombardieren",
    # rebels.py:822: choices = [Choice(value=False, label="let it be destroyed")]
    "let it be destroyed": "zerstören lassen",
    # rebels.py:826: ActionSpec(
    "Repair your {a} in {b} for {c} $?": "{a} in {b} für {c} $ reparieren?",
    # rebels.py:223: Choice(
    "Enter an eastern region at strength 1": "In eine östliche Region eindringen (Stärke 1)",
    # rebels.py:240: Choice(
    "Move one region{a}": "Eine Region weiterziehen{a}",
    # rebels.py:257: options.append(Choice(value="pass", label="Do nothing"))
    "Do nothing": "Nichts tun",
    # rebels.py:824: choices.insert(0, Choice(value=True, label=f"pay {money_text(dollars(damage))}"
    "pay {a}": "{a} zahlen",
    # rebels.py:253: options.append(Choice(value="strengthen", label=f"Strength +1 (to {die.strength
    "Strength +1 (to {a})": "Stärke +1 (auf {a})",
    # rebels.py:262: steps=[Step(param="action", label="rebel action", choices=options)],
    "rebel action": "Rebellenaktion",
    # rebels.py:285: Step(
    "ask another player's rebels to join": "Rebellen eines Mitspielers einladen",
    # rebels.py:315: then=[Step(param="target_seat", label="player bombed", choices=players)],
    "player bombed": "bombardierter Spieler",
    # rebels.py:467: Choice(value=LAUNCH, label="bomb now"),
    "bomb now": "jetzt bombardieren",
    # rebels.py:468: Choice(
    "ask another player": "anderen Spieler fragen",
    # rebels.py:472: Step(
    "player": "Spieler",
    # trade.py:52: barrels = Step(
    "barrels": "Fässer",
    # trade.py:103: ActionSpec(
    "Accept the transfer offered to you?": "Angebotene Übergabe annehmen?",
    # trade.py:63: branch(other, name(state, other), "what", "what", whats)
    "what": "was",
    # trade.py:68: ActionSpec(
    "Offer a binding transfer": "Verbindliche Übergabe anbieten",
    # trade.py:94: whats.append(branch("territory", "a territory", "region", "region", lands))
    "a territory": "ein Gebiet",
    # trade.py:71: steps=[Step(param="to", label="to", choices=receivers)],
    "to": "an",
    # actionboard.py:83: *_row("media", MEDIA_BOX_GAINS, "Media control (up to +{value})"),
    "Media control (up to +{{value}})": "Medienkontrolle (bis +{{value}})",
    # actionboard.py:84: *_row(
    "Purchases and moves ({{buys}}, {{moves}})": "Käufe und Bewegungen ({{buys}}, {{moves}})",
    # actionboard.py:90: *_row("develop", DEVELOPMENT_BOXES, "Developments (x{value})"),
    "Developments (x{{value}})": "Entwicklungen (x{{value}})",
    # actionboard.py:91: *_row("cash", (CASH_GAIN,) * 4, "Cash ({value} $)"),
    "Cash ({{value}} $)": "Geld ({{value}} $)",
    # actionboard.py:92: *_row("order", (1, 2, 3, 4), "Turn order (place {value} next turn)"),
    "Turn order (place {{value}} next turn)": "Zugreihenfolge (Platz {{value}} nächste Runde)",
    # purchases.py:332: return legal_move(state, seat, "Your free support move", region_of(item))
    "Your free support move": "Freie Unterstützungsbewegung",
    # purchases.py:65: specs.append(legal_move(state, seat, f"Move a group ({active.moves_left} left
    "Move a group ({a} left)": "Gruppe bewegen ({a} übrig)",
    "Develop ({a} left)": "Entwickeln (noch {a})",
    "your reserve": "deine Reserve",
    "Support {a} in {b}?": "{a} in {b} unterstützen?",
    "{a} ({b} $ a unit)": "{a} ({b} $ je Einheit)",
    "{a} asks your rebels to join the bombing of {b}'s {c} in {d}": "{a} bittet deine Rebellen, sich dem Anschlag auf {c} von {b} in {d} anzuschließen",
    "{a}'s {b} in {c} is bombed. Lend your police stations to the defence?": "{b} von {a} in {c} wird angegriffen. Deine Polizeistationen zur Abwehr leihen?",
    # labels of values only (names said by the name tables; matched when all are names)
    "+{a} ({b} $)": "+{a} ({b} $)",
    "{a} ({b})": "{a} ({b})",
}
