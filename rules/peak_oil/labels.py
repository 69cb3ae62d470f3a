"""Peak Oil's choice-tree labels (the moves, steps and answers its prompts offer) in
French and German: the engine's English labels as templates (their values as ``{a}``,
``{b}``… in the order they come) -> the translation, for :meth:`rules.core.Game.label_in`.
Every label the engine writes in place is here (``tests/test_labels.py`` reads the code);
the values that name the game's things are said in the language by its name tables."""

from __future__ import annotations

LABELS_FR: dict[str, str] = {
    # acting.py:118: specs.append(ActionSpec(kind="finish", label="Finish the action (your agents go home)")) return specs
    "Finish the action (your agents go home)": "Terminer l'action (vos Agents rentrent)",
    # acting.py:112: ActionSpec( kind="option", label=f"Use an option of {place(ctx.zone)} ({ctx.options_left} left)", steps=[Step(param="option", label="option", choices=
    "Use an option of {a} ({b} left)": "Utiliser une option sur {a} ({b} restantes)",
    # acting.py:115: steps=[Step(param="option", label="option", choices=choices)], ) ) specs.append(ActionSpec(kind="finish", label="Finish the action (your agents go hom
    "option": "option",
    # develop.py:54: steps = ask("card", "oil field", _field_choices(state)) if _refresh_allowed(state, ctx) and state.field_deck.draw_pile: refresh = Step( param="refresh
    "oil field": "Champ Pétrolifère",
    # develop.py:65: return Choice(value="drill", label="Drill: take an oil field", then=steps)   @option("drill", _drill_offer)
    "Drill: take an oil field": "Forer : un Champ Pétrolifère",
    # develop.py:170: return Choice( value="whitewash", label="Whitewash: discard a face-up crisis card", then=ask("card", "crisis card", cards),
    "Whitewash: discard a face-up crisis card": "Blanchir : défausser une carte Crise face visible",
    # develop.py:189: return Choice( value="research", label="Research: replace displayed cards", then=ask("mode", "what to replace", modes),
    "Research: replace displayed cards": "Recherche : remplacer les cartes exposées",
    # develop.py:56: refresh = Step( param="refresh", label="replace the displayed fields first", choices=[
    "replace the displayed fields first": "remplacer d'abord les Champs exposés",
    # develop.py:161: Choice( value=c, label=f"{CRISES[c].name} (level {CRISES[c].level}, pay {whitewash_cost(state, seat, c)})", )
    "{a} (level {b}, pay {c})": "{a} (niveau {b}, payer {c})",
    # develop.py:173: then=ask("card", "crisis card", cards), )
    "crisis card": "carte Crise",
    # develop.py:192: then=ask("mode", "what to replace", modes), )
    "what to replace": "que remplacer",
    # develop.py:60: Choice(value=False, label="no", then=steps), Choice(value=True, label="yes (then choose)"), ], )
    "no": "non",
    # develop.py:61: Choice(value=True, label="yes (then choose)"), ], ) return Choice(value="drill", label="Drill: take an oil field", then=[refresh])
    "yes (then choose)": "oui (puis choisir)",
    # engine.py:95: specs.append(ActionSpec(kind="pass", label="End your turn")) return specs + extra  def _play(self, state: PeakOilState, seat: int, action: Any) -> lis
    "End your turn": "Finir votre tour",
    # expand.py:33: return Choice(value="recruit", label="Recruit: one more agent into your HQ")   def _recruit_one(state: PeakOilState, seat: int) -> list[Event]:
    "Recruit: one more agent into your HQ": "Recruter : un Agent de plus dans votre QG",
    # expand.py:76: return Choice( value="dispatch", label="Dispatch: all your agents on Expand to another zone", then=ask("to", "destination", places),
    "Dispatch: all your agents on Expand to another zone": "Répartir : tous vos Agents d'Étendre vers une autre zone",
    # expand.py:79: then=ask("to", "destination", places), )
    "destination": "destination",
    # grey_ops.py:27: return Choice(value="black_market", label="Black Market: its barrels onto their technologies")   @option("black_market", _black_market_offer)
    "Black Market: its barrels onto their technologies": "Marché Noir : ses Barils sur leurs technologies",
    # grey_ops.py:45: return Choice( value="consultants", label=f"Consultants: take a level-{level} consultant", then=ask("card", "consultant", cards),
    "Consultants: take a level-{a} consultant": "Consultants : prendre un Consultant de niveau {a}",
    # grey_ops.py:106: return Choice(value="marketing", label="Marketing", then=ask("mode", "marketing", modes))   @option("marketing", _marketing_offer)
    "Marketing": "Marketing",
    # grey_ops.py:48: then=ask("card", "consultant", cards), )
    "consultant": "Consultant",
    # grey_ops.py:79: Choice( value="place", label="put one of your barrels on a technology", then=ask("technology", "technology", places),
    "put one of your barrels on a technology": "placer un de vos Barils sur une technologie",
    # grey_ops.py:90: Choice(value=t, label=f"{tech(t)} (pay {move_cost(state, t)})") for t in state.track if t != source and move_cost(state, t) <= barrels ]
    "{a} (pay {b})": "{a} (payer {b})",
    # grey_ops.py:98: Choice( value="move", label="move a barrel of the track", then=[Step(param="technology", label="from", choices=sources)],
    "move a barrel of the track": "déplacer un Baril de la piste",
    # grey_ops.py:106: return Choice(value="marketing", label="Marketing", then=ask("mode", "marketing", modes))   @option("marketing", _marketing_offer)
    "marketing": "marketing",
    # grey_ops.py:82: then=ask("technology", "technology", places), ) ) sources = []
    "technology": "technologie",
    # grey_ops.py:95: sources.append(Choice(value=source, label=tech(source), then=ask("to", "to", targets))) if sources: modes.append( Choice(
    "to": "vers",
    # grey_ops.py:101: then=[Step(param="technology", label="from", choices=sources)], ) ) if not modes:
    "from": "de",
    # invest.py:53: refresh = Step( param="refresh", label="replace the displayed start-ups first", choices=[*keep, Choice(value=True, label="yes (then choose)")],
    "replace the displayed start-ups first": "remplacer d'abord les Start-Ups exposées",
    # invest.py:137: return Choice( value="technologies", label="Technologies: a barrel of yours onto the track", then=ask("technology", "technology", _tech_choices(state)
    "Technologies: a barrel of yours onto the track": "Technologies : un de vos Barils sur la piste",
    # invest.py:185: return Choice( value="counter_whitewash", label="Whitewash: your agents on the counter come home" )
    "Whitewash: your agents on the counter come home": "Blanchir : vos Agents du compteur rentrent",
    # invest.py:48: Choice(value="start_ups", label=label, then=ask("card", "start-up", cards)) if cards else None )
    "start-up": "Start-Up",
    # peak.py:54: return [*specs, ActionSpec(kind="pass", label="Do not reassign")]   def _answer(state: PeakOilState, question: Question, seat: int, action: Any) -> li
    "Do not reassign": "Ne pas réaffecter",
    # transport.py:57: return Choice( value="transport", label="Transport to a refinery", then=ask("route", "route", routes) )
    "Transport to a refinery": "Transporter vers une Raffinerie",
    # transport.py:58: value="transport", label="Transport to a refinery", then=ask("route", "route", routes) )
    "route": "trajet",
    # turn.py:102: return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))   def can_go_home(state: PeakOilState, seat: int) -> bool:
    "Act on a zone": "Agir sur une zone",
    # turn.py:190: return ActionSpec( kind="security", label="Use a security token", steps=[Step(param="mode", label="how", choices=modes)],
    "Use a security token": "Utiliser un jeton Sécurité",
    # turn.py:183: Choice( value="swap", label="swap two tokens", then=[Step(param="first", label="token", choices=[c for c in swaps if c.then])],
    "swap two tokens": "échanger deux jetons",
    # turn.py:188: Choice(value="flip", label="flip a token", then=ask("first", "token", flips)), ] return ActionSpec( kind="security",
    "flip a token": "retourner un jeton",
    # turn.py:102: return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))   def can_go_home(state: PeakOilState, seat: int) -> bool:
    "zone": "zone",
    # turn.py:62: steps=[Step(param="source", label="agent from", choices=sources)], )
    "agent from": "Agent de",
    # turn.py:124: ActionSpec(kind="counter_home", label="Take all your agents home from the counter") ) elif turn.step == 2: specs.append(reassign_spec(state, seat, tur
    "Take all your agents home from the counter": "Ramener tous vos Agents du compteur",
    # turn.py:188: Choice(value="flip", label="flip a token", then=ask("first", "token", flips)), ] return ActionSpec( kind="security",
    "token": "jeton",
    # turn.py:193: steps=[Step(param="mode", label="how", choices=modes)], )
    "how": "comment",
    # turn.py:179: Choice(value=first, label=place(first), then=ask("second", "with", others)) ) flips = [Choice(value=p, label=place(p)) for p in (*risk, *refineries)]
    "with": "avec",
    # builders.py:37: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)],
    "answer": "réponse",
    # acting.py:84: return choose("Fixer: pay a barrel to the black market anyway?", "pay", YES_NO)   @decision("grey_payment_choice", _grey_choice_legal)
    "Fixer: pay a barrel to the black market anyway?": "Fixer : payer quand même un Baril au Marché Noir ?",
    # acting.py:84: return choose("Fixer: pay a barrel to the black market anyway?", "pay", YES_NO)   @decision("grey_payment_choice", _grey_choice_legal)
    "pay": "payer",
    # acting.py:83: return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")]) return choose("Fixer: pay a barrel to the black market anyway?", "pay
    "Fixer: pay a barrel to the black market?": "Fixer : payer un Baril au Marché Noir ?",
    # barrels.py:62: return choose("Draw another barrel?", "draw again", YES_NO)   @decision("draw_again", _draw_again_legal)
    "Draw another barrel?": "Tirer un autre Baril ?",
    # barrels.py:62: return choose("Draw another barrel?", "draw again", YES_NO)   @decision("draw_again", _draw_again_legal)
    "draw again": "tirer encore",
    # barrels.py:93: return choose( "Put the barrel on the black market", "black-market space", [(t, tech(t)) for t in empty_spaces(state)],
    "Put the barrel on the black market": "Placer le Baril sur le Marché Noir",
    # barrels.py:93: return choose( "Put the barrel on the black market", "black-market space", [(t, tech(t)) for t in empty_spaces(state)],
    "black-market space": "case du Marché Noir",
    # crises.py:167: return choose("Which agent?", "zone the agent leaves", [(z, place(z)) for z in zones])   @decision("agent_from", _agent_from_legal)
    "Which agent?": "Quel Agent ?",
    # crises.py:167: return choose("Which agent?", "zone the agent leaves", [(z, place(z)) for z in zones])   @decision("agent_from", _agent_from_legal)
    "zone the agent leaves": "zone quittée par l'Agent",
    # crises.py:220: return choose( "Nationalisation: give up an oil field", "oil field", [(f, FIELDS[f].name) for f in fields] )
    "Nationalisation: give up an oil field": "Nationalisation : céder un Champ Pétrolifère",
    # develop.py:121: return choose( f"Barrel? Take a barrel at random from the bag for {place(current.data['region'])}?", "take", YES_NO,
    "Barrel? Take a barrel at random from the bag for {a}?": "Baril ? Prendre au hasard un Baril du sac pour {a} ?",
    # develop.py:121: return choose( f"Barrel? Take a barrel at random from the bag for {place(current.data['region'])}?", "take", YES_NO,
    "take": "prendre",
    # expand.py:51: return choose("Headhunter: recruit one more agent?", "recruit", YES_NO)   @decision("more_recruit", _more_recruit_legal)
    "Headhunter: recruit one more agent?": "Headhunter : recruter un Agent de plus ?",
    # expand.py:51: return choose("Headhunter: recruit one more agent?", "recruit", YES_NO)   @decision("more_recruit", _more_recruit_legal)
    "recruit": "recruter",
    # expand.py:103: return choose( f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO )
    "Act on {a} now ({b})? The Expand action then ends.": "Agir sur {a} maintenant ({b}) ? L'action Étendre se termine.",
    # expand.py:103: return choose( f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO )
    "act there": "agir là-bas",
    # invest.py:106: return choose("Start-Ups: buy a start-up", "start-up", [*choices, ("none", "none")])   @decision("pick_start_up", _pick_legal)
    "Start-Ups: buy a start-up": "Start-Ups : acheter une Start-Up",
    # invest.py:163: return choose( "Market Analyst: one more barrel onto the track?", "technology", [*pairs, ("none", "no more")],
    "Market Analyst: one more barrel onto the track?": "Market Analyst : un Baril de plus sur la piste ?",
    # invest.py:101: return choose( "Venture Capitalist: buy one more start-up?", "start-up", [*choices, ("none", "no more")],
    "Venture Capitalist: buy one more start-up?": "Venture Capitalist : acheter une Start-Up de plus ?",
    # invest.py:161: return choose("Market Analyst", "technology", [("none", "no more")]) pairs = [(str(c.value), c.label) for c in _tech_choices(state)] return choose( "M
    "Market Analyst": "Market Analyst",
    # peak.py:52: spec = reassign_spec(state, seat, state.turn, "Peak Oil: reassign one agent (optional)") specs = [spec] if spec is not None else [] return [*specs, Ac
    "Peak Oil: reassign one agent (optional)": "Peak Oil : réaffecter un Agent (facultatif)",
    # turn.py:120: specs.append(reassign_spec(state, seat, turn, "Step 1: reassign an agent")) specs.append(act_spec(state, seat)) if can_go_home(state, seat): specs.app
    "Step 1: reassign an agent": "Étape 1 : réaffecter un Agent",
    # turn.py:127: specs.append(reassign_spec(state, seat, turn, "Step 2: reassign an agent")) else: cost = extra_cost(state, seat) if cost is not None and state.players
    "Step 2: reassign an agent": "Étape 2 : réaffecter un Agent",
    # turn.py:132: reassign_spec( state, seat, turn, f"Step 3: pay {cost} barrels to reassign one more agent" ) )
    "Step 3: pay {a} barrels to reassign one more agent": "Étape 3 : payer {a} Barils pour réaffecter un Agent de plus",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a} ({b})": "{a} ({b})",
    "{a}: {b}": "{a} : {b}",
}

LABELS_DE: dict[str, str] = {
    # acting.py:118: specs.append(ActionSpec(kind="finish", label="Finish the action (your agents go home)")) return specs
    "Finish the action (your agents go home)": "Aktion beenden (deine Agenten kehren zurück)",
    # acting.py:112: ActionSpec( kind="option", label=f"Use an option of {place(ctx.zone)} ({ctx.options_left} left)", steps=[Step(param="option", label="option", choices=
    "Use an option of {a} ({b} left)": "Eine Option in {a} nutzen ({b} übrig)",
    # acting.py:115: steps=[Step(param="option", label="option", choices=choices)], ) ) specs.append(ActionSpec(kind="finish", label="Finish the action (your agents go hom
    "option": "Option",
    # develop.py:54: steps = ask("card", "oil field", _field_choices(state)) if _refresh_allowed(state, ctx) and state.field_deck.draw_pile: refresh = Step( param="refresh
    "oil field": "Ölfeld",
    # develop.py:65: return Choice(value="drill", label="Drill: take an oil field", then=steps)   @option("drill", _drill_offer)
    "Drill: take an oil field": "Bohren: ein Ölfeld nehmen",
    # develop.py:170: return Choice( value="whitewash", label="Whitewash: discard a face-up crisis card", then=ask("card", "crisis card", cards),
    "Whitewash: discard a face-up crisis card": "Reinwaschen: eine aufgedeckte Krisenkarte abwerfen",
    # develop.py:189: return Choice( value="research", label="Research: replace displayed cards", then=ask("mode", "what to replace", modes),
    "Research: replace displayed cards": "Forschung: ausliegende Karten ersetzen",
    # develop.py:56: refresh = Step( param="refresh", label="replace the displayed fields first", choices=[
    "replace the displayed fields first": "zuerst die ausliegenden Ölfelder ersetzen",
    # develop.py:161: Choice( value=c, label=f"{CRISES[c].name} (level {CRISES[c].level}, pay {whitewash_cost(state, seat, c)})", )
    "{a} (level {b}, pay {c})": "{a} (Stufe {b}, {c} zahlen)",
    # develop.py:173: then=ask("card", "crisis card", cards), )
    "crisis card": "Krisenkarte",
    # develop.py:192: then=ask("mode", "what to replace", modes), )
    "what to replace": "was ersetzen",
    # develop.py:60: Choice(value=False, label="no", then=steps), Choice(value=True, label="yes (then choose)"), ], )
    "no": "nein",
    # develop.py:61: Choice(value=True, label="yes (then choose)"), ], ) return Choice(value="drill", label="Drill: take an oil field", then=[refresh])
    "yes (then choose)": "ja (dann wählen)",
    # engine.py:95: specs.append(ActionSpec(kind="pass", label="End your turn")) return specs + extra  def _play(self, state: PeakOilState, seat: int, action: Any) -> lis
    "End your turn": "Zug beenden",
    # expand.py:33: return Choice(value="recruit", label="Recruit: one more agent into your HQ")   def _recruit_one(state: PeakOilState, seat: int) -> list[Event]:
    "Recruit: one more agent into your HQ": "Anwerben: ein Agent mehr ins Hauptquartier",
    # expand.py:76: return Choice( value="dispatch", label="Dispatch: all your agents on Expand to another zone", then=ask("to", "destination", places),
    "Dispatch: all your agents on Expand to another zone": "Entsenden: alle deine Agenten von Ausbreiten in eine andere Zone",
    # expand.py:79: then=ask("to", "destination", places), )
    "destination": "Ziel",
    # grey_ops.py:27: return Choice(value="black_market", label="Black Market: its barrels onto their technologies")   @option("black_market", _black_market_offer)
    "Black Market: its barrels onto their technologies": "Schwarzmarkt: seine Fässer auf ihre Technologien",
    # grey_ops.py:45: return Choice( value="consultants", label=f"Consultants: take a level-{level} consultant", then=ask("card", "consultant", cards),
    "Consultants: take a level-{a} consultant": "Berater: einen Berater der Stufe {a} nehmen",
    # grey_ops.py:106: return Choice(value="marketing", label="Marketing", then=ask("mode", "marketing", modes))   @option("marketing", _marketing_offer)
    "Marketing": "Marketing",
    # grey_ops.py:48: then=ask("card", "consultant", cards), )
    "consultant": "Berater",
    # grey_ops.py:79: Choice( value="place", label="put one of your barrels on a technology", then=ask("technology", "technology", places),
    "put one of your barrels on a technology": "eines deiner Fässer auf eine Technologie legen",
    # grey_ops.py:90: Choice(value=t, label=f"{tech(t)} (pay {move_cost(state, t)})") for t in state.track if t != source and move_cost(state, t) <= barrels ]
    "{a} (pay {b})": "{a} ({b} zahlen)",
    # grey_ops.py:98: Choice( value="move", label="move a barrel of the track", then=[Step(param="technology", label="from", choices=sources)],
    "move a barrel of the track": "ein Fass der Leiste verschieben",
    # grey_ops.py:106: return Choice(value="marketing", label="Marketing", then=ask("mode", "marketing", modes))   @option("marketing", _marketing_offer)
    "marketing": "Marketing",
    # grey_ops.py:82: then=ask("technology", "technology", places), ) ) sources = []
    "technology": "Technologie",
    # grey_ops.py:95: sources.append(Choice(value=source, label=tech(source), then=ask("to", "to", targets))) if sources: modes.append( Choice(
    "to": "nach",
    # grey_ops.py:101: then=[Step(param="technology", label="from", choices=sources)], ) ) if not modes:
    "from": "von",
    # invest.py:53: refresh = Step( param="refresh", label="replace the displayed start-ups first", choices=[*keep, Choice(value=True, label="yes (then choose)")],
    "replace the displayed start-ups first": "zuerst die ausliegenden Start-ups ersetzen",
    # invest.py:137: return Choice( value="technologies", label="Technologies: a barrel of yours onto the track", then=ask("technology", "technology", _tech_choices(state)
    "Technologies: a barrel of yours onto the track": "Technologien: eines deiner Fässer auf die Leiste",
    # invest.py:185: return Choice( value="counter_whitewash", label="Whitewash: your agents on the counter come home" )
    "Whitewash: your agents on the counter come home": "Reinwaschen: deine Agenten vom Zähler kehren zurück",
    # invest.py:48: Choice(value="start_ups", label=label, then=ask("card", "start-up", cards)) if cards else None )
    "start-up": "Start-up",
    # peak.py:54: return [*specs, ActionSpec(kind="pass", label="Do not reassign")]   def _answer(state: PeakOilState, question: Question, seat: int, action: Any) -> li
    "Do not reassign": "Nicht versetzen",
    # transport.py:57: return Choice( value="transport", label="Transport to a refinery", then=ask("route", "route", routes) )
    "Transport to a refinery": "Zur Raffinerie transportieren",
    # transport.py:58: value="transport", label="Transport to a refinery", then=ask("route", "route", routes) )
    "route": "Route",
    # turn.py:102: return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))   def can_go_home(state: PeakOilState, seat: int) -> bool:
    "Act on a zone": "In einer Zone handeln",
    # turn.py:190: return ActionSpec( kind="security", label="Use a security token", steps=[Step(param="mode", label="how", choices=modes)],
    "Use a security token": "Sicherheitsmarker nutzen",
    # turn.py:183: Choice( value="swap", label="swap two tokens", then=[Step(param="first", label="token", choices=[c for c in swaps if c.then])],
    "swap two tokens": "zwei Marker tauschen",
    # turn.py:188: Choice(value="flip", label="flip a token", then=ask("first", "token", flips)), ] return ActionSpec( kind="security",
    "flip a token": "einen Marker umdrehen",
    # turn.py:102: return ActionSpec(kind="act", label="Act on a zone", steps=ask("zone", "zone", zones))   def can_go_home(state: PeakOilState, seat: int) -> bool:
    "zone": "Zone",
    # turn.py:62: steps=[Step(param="source", label="agent from", choices=sources)], )
    "agent from": "Agent von",
    # turn.py:124: ActionSpec(kind="counter_home", label="Take all your agents home from the counter") ) elif turn.step == 2: specs.append(reassign_spec(state, seat, tur
    "Take all your agents home from the counter": "Alle deine Agenten vom Zähler zurückholen",
    # turn.py:188: Choice(value="flip", label="flip a token", then=ask("first", "token", flips)), ] return ActionSpec( kind="security",
    "token": "Marker",
    # turn.py:193: steps=[Step(param="mode", label="how", choices=modes)], )
    "how": "wie",
    # turn.py:179: Choice(value=first, label=place(first), then=ask("second", "with", others)) ) flips = [Choice(value=p, label=place(p)) for p in (*risk, *refineries)]
    "with": "mit",
    # builders.py:37: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)],
    "answer": "Antwort",
    # acting.py:84: return choose("Fixer: pay a barrel to the black market anyway?", "pay", YES_NO)   @decision("grey_payment_choice", _grey_choice_legal)
    "Fixer: pay a barrel to the black market anyway?": "Fixer: trotzdem ein Fass an den Schwarzmarkt zahlen?",
    # acting.py:84: return choose("Fixer: pay a barrel to the black market anyway?", "pay", YES_NO)   @decision("grey_payment_choice", _grey_choice_legal)
    "pay": "zahlen",
    # acting.py:83: return choose("Fixer: pay a barrel to the black market?", "pay", [("no", "no")]) return choose("Fixer: pay a barrel to the black market anyway?", "pay
    "Fixer: pay a barrel to the black market?": "Fixer: ein Fass an den Schwarzmarkt zahlen?",
    # barrels.py:62: return choose("Draw another barrel?", "draw again", YES_NO)   @decision("draw_again", _draw_again_legal)
    "Draw another barrel?": "Noch ein Fass ziehen?",
    # barrels.py:62: return choose("Draw another barrel?", "draw again", YES_NO)   @decision("draw_again", _draw_again_legal)
    "draw again": "erneut ziehen",
    # barrels.py:93: return choose( "Put the barrel on the black market", "black-market space", [(t, tech(t)) for t in empty_spaces(state)],
    "Put the barrel on the black market": "Das Fass auf den Schwarzmarkt legen",
    # barrels.py:93: return choose( "Put the barrel on the black market", "black-market space", [(t, tech(t)) for t in empty_spaces(state)],
    "black-market space": "Schwarzmarktfeld",
    # crises.py:167: return choose("Which agent?", "zone the agent leaves", [(z, place(z)) for z in zones])   @decision("agent_from", _agent_from_legal)
    "Which agent?": "Welcher Agent?",
    # crises.py:167: return choose("Which agent?", "zone the agent leaves", [(z, place(z)) for z in zones])   @decision("agent_from", _agent_from_legal)
    "zone the agent leaves": "Herkunftszone des Agenten",
    # crises.py:220: return choose( "Nationalisation: give up an oil field", "oil field", [(f, FIELDS[f].name) for f in fields] )
    "Nationalisation: give up an oil field": "Nationalisation: ein Ölfeld aufgeben",
    # develop.py:121: return choose( f"Barrel? Take a barrel at random from the bag for {place(current.data['region'])}?", "take", YES_NO,
    "Barrel? Take a barrel at random from the bag for {a}?": "Fass? Zufällig ein Fass aus dem Beutel für {a} nehmen?",
    # develop.py:121: return choose( f"Barrel? Take a barrel at random from the bag for {place(current.data['region'])}?", "take", YES_NO,
    "take": "nehmen",
    # expand.py:51: return choose("Headhunter: recruit one more agent?", "recruit", YES_NO)   @decision("more_recruit", _more_recruit_legal)
    "Headhunter: recruit one more agent?": "Headhunter: einen weiteren Agenten anwerben?",
    # expand.py:51: return choose("Headhunter: recruit one more agent?", "recruit", YES_NO)   @decision("more_recruit", _more_recruit_legal)
    "recruit": "anwerben",
    # expand.py:103: return choose( f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO )
    "Act on {a} now ({b})? The Expand action then ends.": "Jetzt in {a} handeln ({b})? Die Aktion Ausbreiten endet dann.",
    # expand.py:103: return choose( f"Act on {place(zone)} now ({how})? The Expand action then ends.", "act there", YES_NO )
    "act there": "dort handeln",
    # invest.py:106: return choose("Start-Ups: buy a start-up", "start-up", [*choices, ("none", "none")])   @decision("pick_start_up", _pick_legal)
    "Start-Ups: buy a start-up": "Start-ups: ein Start-up kaufen",
    # invest.py:163: return choose( "Market Analyst: one more barrel onto the track?", "technology", [*pairs, ("none", "no more")],
    "Market Analyst: one more barrel onto the track?": "Market Analyst: noch ein Fass auf die Leiste?",
    # invest.py:101: return choose( "Venture Capitalist: buy one more start-up?", "start-up", [*choices, ("none", "no more")],
    "Venture Capitalist: buy one more start-up?": "Venture Capitalist: noch ein Start-up kaufen?",
    # invest.py:161: return choose("Market Analyst", "technology", [("none", "no more")]) pairs = [(str(c.value), c.label) for c in _tech_choices(state)] return choose( "M
    "Market Analyst": "Market Analyst",
    # peak.py:52: spec = reassign_spec(state, seat, state.turn, "Peak Oil: reassign one agent (optional)") specs = [spec] if spec is not None else [] return [*specs, Ac
    "Peak Oil: reassign one agent (optional)": "Peak Oil: einen Agenten versetzen (optional)",
    # turn.py:120: specs.append(reassign_spec(state, seat, turn, "Step 1: reassign an agent")) specs.append(act_spec(state, seat)) if can_go_home(state, seat): specs.app
    "Step 1: reassign an agent": "Schritt 1: einen Agenten versetzen",
    # turn.py:127: specs.append(reassign_spec(state, seat, turn, "Step 2: reassign an agent")) else: cost = extra_cost(state, seat) if cost is not None and state.players
    "Step 2: reassign an agent": "Schritt 2: einen Agenten versetzen",
    # turn.py:132: reassign_spec( state, seat, turn, f"Step 3: pay {cost} barrels to reassign one more agent" ) )
    "Step 3: pay {a} barrels to reassign one more agent": "Schritt 3: {a} Fässer für eine weitere Versetzung zahlen",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a} ({b})": "{a} ({b})",
    "{a}: {b}": "{a}: {b}",
}
