"""Peak Oil's choice-tree labels (the moves, steps and answers its prompts offer) in
French and German: the engine's English labels as templates (their values as ``{a}``,
``{b}``… in the order they come) -> the translation, for :meth:`rules.core.Game.label_in`.
Every label the engine writes in place is here (``tests/test_labels.py`` reads the code);
the values that name the game's things are said in the language by its name tables."""

from __future__ import annotations

LABELS_FR: dict[str, str] = {
    # procedures.py:87: return [ActionSpec(kind="finish", label="Finish the action (your agents go home)")]
    "Finish the action (your agents go home)": "Terminer l'action (vos Agents rentrent)",
    # procedures.py:73: label=f"Use an option of {place(ctx.zone)} ({ctx.options_left} left)",
    "Use an option of {a} ({b} left)": "Utiliser une option sur {a} ({b} restantes)",
    # procedures.py:74: steps=[Step(param="option", label="option", choices=choices)],
    "option": "option",
    # develop.py:55: steps = ask("card", "oil field", _field_choices(state))
    "oil field": "Champ Pétrolifère",
    # develop.py:65: return Choice(value="drill", label="Drill: take an oil field", then=steps)   @option("drill", _drill_offer)
    "Drill: take an oil field": "Forer : un Champ Pétrolifère",
    # develop.py:171: label="Whitewash: discard a face-up crisis card",
    "Whitewash: discard a face-up crisis card": "Blanchir : défausser une carte Crise face visible",
    # develop.py:191: label="Research: replace displayed cards",
    "Research: replace displayed cards": "Recherche : remplacer les cartes exposées",
    # develop.py:59: label="replace the displayed fields first",
    "replace the displayed fields first": "remplacer d'abord les Champs exposés",
    # develop.py:162: label=f"{CRISES[c].name} (level {CRISES[c].level}, pay {whitewash_cost(state, seat, c)})",
    "{a} (level {b}, pay {c})": "{a} (niveau {b}, payer {c})",
    # develop.py:172: then=ask("card", "crisis card", cards),
    "crisis card": "carte Crise",
    # develop.py:192: then=ask("mode", "what to replace", modes), )
    "what to replace": "que remplacer",
    # acting.py:88: return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")])
    "no": "non",
    # develop.py:62: Choice(value=True, label="yes (then choose)"),
    "yes (then choose)": "oui (puis choisir)",
    # turn.py:193: return [ActionSpec(kind="pass", label="End your turn")] if state.turn.step == 3 else []
    "End your turn": "Finir votre tour",
    # expand.py:36: return Choice(value="recruit", label="Recruit: one more agent into your HQ")
    "Recruit: one more agent into your HQ": "Recruter : un Agent de plus dans votre QG",
    # expand.py:79: label="Dispatch: all your agents on Expand to another zone",
    "Dispatch: all your agents on Expand to another zone": "Répartir : tous vos Agents d'Étendre vers une autre zone",
    # expand.py:80: then=ask("to", "destination", places),
    "destination": "destination",
    # grey_ops.py:26: return Choice(value="black_market", label="Black Market: its barrels onto their technologies")
    "Black Market: its barrels onto their technologies": "Marché Noir : ses Barils sur leurs technologies",
    # grey_ops.py:47: label=f"Consultants: take a level-{level} consultant",
    "Consultants: take a level-{a} consultant": "Consultants : prendre un Consultant de niveau {a}",
    # grey_ops.py:107: return Choice(value="marketing", label="Marketing", then=ask("mode", "marketing", modes))
    "Marketing": "Marketing",
    # grey_ops.py:48: then=ask("card", "consultant", cards), )
    "consultant": "Consultant",
    # grey_ops.py:82: label="put one of your barrels on a technology",
    "put one of your barrels on a technology": "placer un de vos Barils sur une technologie",
    # grey_ops.py:91: Choice(value=t, label=f"{tech(t)} (pay {move_cost(state, t)})")
    "{a} (pay {b})": "{a} (payer {b})",
    # grey_ops.py:101: label="move a barrel of the track",
    "move a barrel of the track": "déplacer un Baril de la piste",
    # grey_ops.py:107: return Choice(value="marketing", label="Marketing", then=ask("mode", "marketing", modes))
    "marketing": "marketing",
    # grey_ops.py:83: then=ask("technology", "technology", places),
    "technology": "technologie",
    # expand.py:80: then=ask("to", "destination", places),
    "to": "vers",
    # grey_ops.py:102: then=[Step(param="technology", label="from", choices=sources)],
    "from": "de",
    # invest.py:56: label="replace the displayed start-ups first",
    "replace the displayed start-ups first": "remplacer d'abord les Start-Ups exposées",
    # invest.py:138: label="Technologies: a barrel of yours onto the track",
    "Technologies: a barrel of yours onto the track": "Technologies : un de vos Barils sur la piste",
    # invest.py:185: return Choice( value="counter_whitewash", label="Whitewash: your agents on the counter come home" )
    "Whitewash: your agents on the counter come home": "Blanchir : vos Agents du compteur rentrent",
    # invest.py:49: Choice(value="start_ups", label=label, then=ask("card", "start-up", cards))
    "start-up": "Start-Up",
    # peak.py:60: return [ActionSpec(kind="pass", label="Do not reassign")]
    "Do not reassign": "Ne pas réaffecter",
    # transport.py:58: value="transport", label="Transport to a refinery", then=ask("route", "route", routes)
    "Transport to a refinery": "Transporter vers une Raffinerie",
    # transport.py:58: value="transport", label="Transport to a refinery", then=ask("route", "route", routes) )
    "route": "trajet",
    # turn.py:116: return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))
    "Act on a zone": "Agir sur une zone",
    # security.py:45: label="Use a security token",
    "Use a security token": "Utiliser un jeton Sécurité",
    # security.py:38: label="swap two tokens",
    "swap two tokens": "échanger deux jetons",
    # security.py:41: Choice(value="flip", label="flip a token", then=ask("first", "token", flips)),
    "flip a token": "retourner un jeton",
    # turn.py:116: return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))
    "zone": "zone",
    # turn.py:75: steps=[Step(param="source", label="agent from", choices=sources)],
    "agent from": "Agent de",
    # turn.py:184: return [ActionSpec(kind="counter_home", label="Take all your agents home from the counter")]
    "Take all your agents home from the counter": "Ramener tous vos Agents du compteur",
    # security.py:39: then=[Step(param="first", label="token", choices=swaps)],
    "token": "jeton",
    # security.py:46: steps=[Step(param="mode", label="how", choices=modes)],
    "how": "comment",
    # security.py:32: Choice(value=first, label=place(first), then=ask("second", "with", others))
    "with": "avec",
    # builders.py:37: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)],
    "answer": "réponse",
    # acting.py:89: return choose("Fixer: pay a barrel to the black market anyway?", "pay", YES_NO)
    "Fixer: pay a barrel to the black market anyway?": "Fixer : payer quand même un Baril au Marché Noir ?",
    # acting.py:88: return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")])
    "pay": "payer",
    # acting.py:88: return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")])
    "Fixer: pay a barrel to the black market?": "Fixer : payer un Baril au Marché Noir ?",
    # barrels.py:61: return choose("Draw another barrel?", "draw again", YES_NO)
    "Draw another barrel?": "Tirer un autre Baril ?",
    # barrels.py:61: return choose("Draw another barrel?", "draw again", YES_NO)
    "draw again": "tirer encore",
    # barrels.py:92: "Put the barrel on the black market",
    "Put the barrel on the black market": "Placer le Baril sur le Marché Noir",
    # barrels.py:93: return choose( "Put the barrel on the black market", "black-market space", [(t, tech(t)) for t in empty_spaces(state)],
    "black-market space": "case du Marché Noir",
    # crises.py:167: return choose("Which agent?", "zone the agent leaves", [(z, place(z)) for z in zones])   @decision("agent_from", _agent_from_legal)
    "Which agent?": "Quel Agent ?",
    # crises.py:167: return choose("Which agent?", "zone the agent leaves", [(z, place(z)) for z in zones])   @decision("agent_from", _agent_from_legal)
    "zone the agent leaves": "zone quittée par l'Agent",
    # crises.py:221: "Nationalisation: give up an oil field", "oil field", [(f, FIELDS[f].name) for f in fields]
    "Nationalisation: give up an oil field": "Nationalisation : céder un Champ Pétrolifère",
    # develop.py:123: f"Barrel? Take a barrel at random from the bag for {place(current.data['region'])}?",
    "Barrel? Take a barrel at random from the bag for {a}?": "Baril ? Prendre au hasard un Baril du sac pour {a} ?",
    # develop.py:124: "take",
    "take": "prendre",
    # expand.py:53: return choose("Headhunter: recruit one more agent?", "recruit", YES_NO)
    "Headhunter: recruit one more agent?": "Headhunter : recruter un Agent de plus ?",
    # expand.py:36: return Choice(value="recruit", label="Recruit: one more agent into your HQ")
    "recruit": "recruter",
    # expand.py:102: f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO
    "Act on {a} now ({b})? The Expand action then ends.": "Agir sur {a} maintenant ({b}) ? L'action Étendre se termine.",
    # expand.py:102: f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO
    "act there": "agir là-bas",
    # invest.py:106: return choose("Start-Ups: buy a start-up", "start-up", [*choices, ("none", "none")])   @decision("pick_start_up", _pick_legal)
    "Start-Ups: buy a start-up": "Start-Ups : acheter une Start-Up",
    # invest.py:164: "Market Analyst: one more barrel onto the track?",
    "Market Analyst: one more barrel onto the track?": "Market Analyst : un Baril de plus sur la piste ?",
    # invest.py:102: "Venture Capitalist: buy one more start-up?",
    "Venture Capitalist: buy one more start-up?": "Venture Capitalist : acheter une Start-Up de plus ?",
    # invest.py:161: return choose("Market Analyst", "technology", [("none", "no more")]) pairs = [(str(c.value), c.label) for c in _tech_choices(state)] return choose( "M
    "Market Analyst": "Market Analyst",
    # peak.py:50: spec = reassign_spec(state, seat, state.turn, "Peak Oil: reassign one agent (optional)")
    "Peak Oil: reassign one agent (optional)": "Peak Oil : réaffecter un Agent (facultatif)",
    # turn.py:142: spec = reassign_spec(state, seat, turn, "Step 1: reassign an agent")
    "Step 1: reassign an agent": "Étape 1 : réaffecter un Agent",
    # turn.py:144: spec = reassign_spec(state, seat, turn, "Step 2: reassign an agent")
    "Step 2: reassign an agent": "Étape 2 : réaffecter un Agent",
    # turn.py:148: label = f"Step 3: pay {cost} barrels to reassign one more agent"
    "Step 3: pay {a} barrels to reassign one more agent": "Étape 3 : payer {a} Barils pour réaffecter un Agent de plus",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a} ({b})": "{a} ({b})",
    "{a}: {b}": "{a} : {b}",
}

LABELS_DE: dict[str, str] = {
    # procedures.py:87: return [ActionSpec(kind="finish", label="Finish the action (your agents go home)")]
    "Finish the action (your agents go home)": "Aktion beenden (deine Agenten kehren zurück)",
    # procedures.py:73: label=f"Use an option of {place(ctx.zone)} ({ctx.options_left} left)",
    "Use an option of {a} ({b} left)": "Eine Option in {a} nutzen ({b} übrig)",
    # procedures.py:74: steps=[Step(param="option", label="option", choices=choices)],
    "option": "Option",
    # develop.py:55: steps = ask("card", "oil field", _field_choices(state))
    "oil field": "Ölfeld",
    # develop.py:65: return Choice(value="drill", label="Drill: take an oil field", then=steps)   @option("drill", _drill_offer)
    "Drill: take an oil field": "Bohren: ein Ölfeld nehmen",
    # develop.py:171: label="Whitewash: discard a face-up crisis card",
    "Whitewash: discard a face-up crisis card": "Reinwaschen: eine aufgedeckte Krisenkarte abwerfen",
    # develop.py:191: label="Research: replace displayed cards",
    "Research: replace displayed cards": "Forschung: ausliegende Karten ersetzen",
    # develop.py:59: label="replace the displayed fields first",
    "replace the displayed fields first": "zuerst die ausliegenden Ölfelder ersetzen",
    # develop.py:162: label=f"{CRISES[c].name} (level {CRISES[c].level}, pay {whitewash_cost(state, seat, c)})",
    "{a} (level {b}, pay {c})": "{a} (Stufe {b}, {c} zahlen)",
    # develop.py:172: then=ask("card", "crisis card", cards),
    "crisis card": "Krisenkarte",
    # develop.py:192: then=ask("mode", "what to replace", modes), )
    "what to replace": "was ersetzen",
    # acting.py:88: return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")])
    "no": "nein",
    # develop.py:62: Choice(value=True, label="yes (then choose)"),
    "yes (then choose)": "ja (dann wählen)",
    # turn.py:193: return [ActionSpec(kind="pass", label="End your turn")] if state.turn.step == 3 else []
    "End your turn": "Zug beenden",
    # expand.py:36: return Choice(value="recruit", label="Recruit: one more agent into your HQ")
    "Recruit: one more agent into your HQ": "Anwerben: ein Agent mehr ins Hauptquartier",
    # expand.py:79: label="Dispatch: all your agents on Expand to another zone",
    "Dispatch: all your agents on Expand to another zone": "Entsenden: alle deine Agenten von Ausbreiten in eine andere Zone",
    # expand.py:80: then=ask("to", "destination", places),
    "destination": "Ziel",
    # grey_ops.py:26: return Choice(value="black_market", label="Black Market: its barrels onto their technologies")
    "Black Market: its barrels onto their technologies": "Schwarzmarkt: seine Fässer auf ihre Technologien",
    # grey_ops.py:47: label=f"Consultants: take a level-{level} consultant",
    "Consultants: take a level-{a} consultant": "Berater: einen Berater der Stufe {a} nehmen",
    # grey_ops.py:107: return Choice(value="marketing", label="Marketing", then=ask("mode", "marketing", modes))
    "Marketing": "Marketing",
    # grey_ops.py:48: then=ask("card", "consultant", cards), )
    "consultant": "Berater",
    # grey_ops.py:82: label="put one of your barrels on a technology",
    "put one of your barrels on a technology": "eines deiner Fässer auf eine Technologie legen",
    # grey_ops.py:91: Choice(value=t, label=f"{tech(t)} (pay {move_cost(state, t)})")
    "{a} (pay {b})": "{a} ({b} zahlen)",
    # grey_ops.py:101: label="move a barrel of the track",
    "move a barrel of the track": "ein Fass der Leiste verschieben",
    # grey_ops.py:107: return Choice(value="marketing", label="Marketing", then=ask("mode", "marketing", modes))
    "marketing": "Marketing",
    # grey_ops.py:83: then=ask("technology", "technology", places),
    "technology": "Technologie",
    # expand.py:80: then=ask("to", "destination", places),
    "to": "nach",
    # grey_ops.py:102: then=[Step(param="technology", label="from", choices=sources)],
    "from": "von",
    # invest.py:56: label="replace the displayed start-ups first",
    "replace the displayed start-ups first": "zuerst die ausliegenden Start-ups ersetzen",
    # invest.py:138: label="Technologies: a barrel of yours onto the track",
    "Technologies: a barrel of yours onto the track": "Technologien: eines deiner Fässer auf die Leiste",
    # invest.py:185: return Choice( value="counter_whitewash", label="Whitewash: your agents on the counter come home" )
    "Whitewash: your agents on the counter come home": "Reinwaschen: deine Agenten vom Zähler kehren zurück",
    # invest.py:49: Choice(value="start_ups", label=label, then=ask("card", "start-up", cards))
    "start-up": "Start-up",
    # peak.py:60: return [ActionSpec(kind="pass", label="Do not reassign")]
    "Do not reassign": "Nicht versetzen",
    # transport.py:58: value="transport", label="Transport to a refinery", then=ask("route", "route", routes)
    "Transport to a refinery": "Zur Raffinerie transportieren",
    # transport.py:58: value="transport", label="Transport to a refinery", then=ask("route", "route", routes) )
    "route": "Route",
    # turn.py:116: return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))
    "Act on a zone": "In einer Zone handeln",
    # security.py:45: label="Use a security token",
    "Use a security token": "Sicherheitsmarker nutzen",
    # security.py:38: label="swap two tokens",
    "swap two tokens": "zwei Marker tauschen",
    # security.py:41: Choice(value="flip", label="flip a token", then=ask("first", "token", flips)),
    "flip a token": "einen Marker umdrehen",
    # turn.py:116: return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))
    "zone": "Zone",
    # turn.py:75: steps=[Step(param="source", label="agent from", choices=sources)],
    "agent from": "Agent von",
    # turn.py:184: return [ActionSpec(kind="counter_home", label="Take all your agents home from the counter")]
    "Take all your agents home from the counter": "Alle deine Agenten vom Zähler zurückholen",
    # security.py:39: then=[Step(param="first", label="token", choices=swaps)],
    "token": "Marker",
    # security.py:46: steps=[Step(param="mode", label="how", choices=modes)],
    "how": "wie",
    # security.py:32: Choice(value=first, label=place(first), then=ask("second", "with", others))
    "with": "mit",
    # builders.py:37: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)],
    "answer": "Antwort",
    # acting.py:89: return choose("Fixer: pay a barrel to the black market anyway?", "pay", YES_NO)
    "Fixer: pay a barrel to the black market anyway?": "Fixer: trotzdem ein Fass an den Schwarzmarkt zahlen?",
    # acting.py:88: return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")])
    "pay": "zahlen",
    # acting.py:88: return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")])
    "Fixer: pay a barrel to the black market?": "Fixer: ein Fass an den Schwarzmarkt zahlen?",
    # barrels.py:61: return choose("Draw another barrel?", "draw again", YES_NO)
    "Draw another barrel?": "Noch ein Fass ziehen?",
    # barrels.py:61: return choose("Draw another barrel?", "draw again", YES_NO)
    "draw again": "erneut ziehen",
    # barrels.py:92: "Put the barrel on the black market",
    "Put the barrel on the black market": "Das Fass auf den Schwarzmarkt legen",
    # barrels.py:93: return choose( "Put the barrel on the black market", "black-market space", [(t, tech(t)) for t in empty_spaces(state)],
    "black-market space": "Schwarzmarktfeld",
    # crises.py:167: return choose("Which agent?", "zone the agent leaves", [(z, place(z)) for z in zones])   @decision("agent_from", _agent_from_legal)
    "Which agent?": "Welcher Agent?",
    # crises.py:167: return choose("Which agent?", "zone the agent leaves", [(z, place(z)) for z in zones])   @decision("agent_from", _agent_from_legal)
    "zone the agent leaves": "Herkunftszone des Agenten",
    # crises.py:221: "Nationalisation: give up an oil field", "oil field", [(f, FIELDS[f].name) for f in fields]
    "Nationalisation: give up an oil field": "Nationalisation: ein Ölfeld aufgeben",
    # develop.py:123: f"Barrel? Take a barrel at random from the bag for {place(current.data['region'])}?",
    "Barrel? Take a barrel at random from the bag for {a}?": "Fass? Zufällig ein Fass aus dem Beutel für {a} nehmen?",
    # develop.py:124: "take",
    "take": "nehmen",
    # expand.py:53: return choose("Headhunter: recruit one more agent?", "recruit", YES_NO)
    "Headhunter: recruit one more agent?": "Headhunter: einen weiteren Agenten anwerben?",
    # expand.py:36: return Choice(value="recruit", label="Recruit: one more agent into your HQ")
    "recruit": "anwerben",
    # expand.py:102: f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO
    "Act on {a} now ({b})? The Expand action then ends.": "Jetzt in {a} handeln ({b})? Die Aktion Ausbreiten endet dann.",
    # expand.py:102: f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO
    "act there": "dort handeln",
    # invest.py:106: return choose("Start-Ups: buy a start-up", "start-up", [*choices, ("none", "none")])   @decision("pick_start_up", _pick_legal)
    "Start-Ups: buy a start-up": "Start-ups: ein Start-up kaufen",
    # invest.py:164: "Market Analyst: one more barrel onto the track?",
    "Market Analyst: one more barrel onto the track?": "Market Analyst: noch ein Fass auf die Leiste?",
    # invest.py:102: "Venture Capitalist: buy one more start-up?",
    "Venture Capitalist: buy one more start-up?": "Venture Capitalist: noch ein Start-up kaufen?",
    # invest.py:161: return choose("Market Analyst", "technology", [("none", "no more")]) pairs = [(str(c.value), c.label) for c in _tech_choices(state)] return choose( "M
    "Market Analyst": "Market Analyst",
    # peak.py:50: spec = reassign_spec(state, seat, state.turn, "Peak Oil: reassign one agent (optional)")
    "Peak Oil: reassign one agent (optional)": "Peak Oil: einen Agenten versetzen (optional)",
    # turn.py:142: spec = reassign_spec(state, seat, turn, "Step 1: reassign an agent")
    "Step 1: reassign an agent": "Schritt 1: einen Agenten versetzen",
    # turn.py:144: spec = reassign_spec(state, seat, turn, "Step 2: reassign an agent")
    "Step 2: reassign an agent": "Schritt 2: einen Agenten versetzen",
    # turn.py:148: label = f"Step 3: pay {cost} barrels to reassign one more agent"
    "Step 3: pay {a} barrels to reassign one more agent": "Schritt 3: {a} Fässer für eine weitere Versetzung zahlen",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a} ({b})": "{a} ({b})",
    "{a}: {b}": "{a}: {b}",
}
