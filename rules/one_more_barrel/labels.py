"""One More Barrel's choice-tree labels (the moves, steps and answers its prompts offer) in
French and German: the engine's English labels as templates (their values as ``{a}``,
``{b}``… in the order they come) -> the translation, for :meth:`rules.core.Game.label_in`.
Every label the engine writes in place is here (``tests/test_labels.py`` reads the code);
the values that name the game's things are said in the language by its name tables."""

from __future__ import annotations

LABELS_FR: dict[str, str] = {
    # battles.py:589: return yes_no( f"Agreement in {where(rid)}: {proposal}. Accept?", "accept", "refuse",
    "Agreement in {a}: {b}. Accept?": "Accord en {a} : {b}. Accepter ?",
    # battles.py:589: return yes_no( f"Agreement in {where(rid)}: {proposal}. Accept?", "accept", "refuse",
    "accept": "accepter",
    # battles.py:589: return yes_no( f"Agreement in {where(rid)}: {proposal}. Accept?", "accept", "refuse",
    "refuse": "refuser",
    # battles.py:721: return yes_no( f"Shared retreat from {where(rid)}: do you take the lost unit for everybody?", "yes, I lose the unit", "no",
    "Shared retreat from {a}: do you take the lost unit for everybody?": "Retraite commune de {a} : perdez-vous l'unité pour tous ?",
    # battles.py:721: return yes_no( f"Shared retreat from {where(rid)}: do you take the lost unit for everybody?", "yes, I lose the unit", "no",
    "yes, I lose the unit": "oui, je perds l'unité",
    # battles.py:721: return yes_no( f"Shared retreat from {where(rid)}: do you take the lost unit for everybody?", "yes, I lose the unit", "no",
    "no": "non",
    # battles.py:516: Choice( value=NO_AGREEMENT, label="No agreement: you take the first losses and the territory", )
    "No agreement: you take the first losses and the territory": "Pas d'accord : vous subissez les premières pertes et prenez le territoire",
    # battles.py:532: ActionSpec( kind="decide", label=f"Propose an agreement to your allies in {where(rid)}", steps=[Step(param="option", label="agreement", choices=choice
    "Propose an agreement to your allies in {a}": "Proposer un accord à vos alliés en {a}",
    # battles.py:650: ActionSpec( kind="decide", label=f"Stay and fight in {where(rid)}", steps=[
    "Stay and fight in {a}": "Rester et combattre en {a}",
    # battles.py:661: ActionSpec( kind="retreat", label=f"Retreat from {where(rid)} (1 military lost, +1 pacifism)", steps=[
    "Retreat from {a} (1 military lost, +1 pacifism)": "Se retirer de {a} (1 militaire perdu, +1 pacifisme)",
    # battles.py:535: steps=[Step(param="option", label="agreement", choices=choices)], ) ]
    "agreement": "accord",
    # battles.py:654: Step( param="option", label="decision", choices=[Choice(value=STAY, label="stay and fight")],
    "decision": "décision",
    # battles.py:665: Step( param="source", label="battle", choices=[Choice(value=rid, label=where(rid), then=[])],
    "battle": "bataille",
    # battles.py:670: Step(param="region", label="retreat into", choices=places), ], ), ]
    "retreat into": "se retirer vers",
    # battles.py:657: choices=[Choice(value=STAY, label="stay and fight")], ) ], ),
    "stay and fight": "rester et combattre",
    # boxes.py:89: return ActionSpec( kind="take_box", label="Put a pawn on an action box", steps=[Step(param="box", label="action box", choices=choices)],
    "Put a pawn on an action box": "Poser un pion sur une case d'action",
    # boxes.py:92: steps=[Step(param="box", label="action box", choices=choices)], )
    "action box": "case d'action",
    # boxes.py:79: then = [Step(param="amount", label="media points", choices=amounts)] elif box.row == "new_tax": if player.taxed_this_turn: continue
    "media points": "points de médias",
    # boxes.py:83: modes = [Choice(value="tax", label="New tax: 5 $, +1 pacifism")] if state.phase <= 2 and not player.speech_used: cut = speech_reduction(player.pacifis
    "New tax: 5 $, +1 pacifism": "Nouvel impôt : 5 $, +1 pacifisme",
    # boxes.py:87: then = [Step(param="mode", label="tax or speech", choices=modes)] choices.append(Choice(value=box.id, label=box.label, then=then)) return ActionSpec(
    "tax or speech": "impôt ou discours",
    # boxes.py:86: modes.append(Choice(value="speech", label=f"Speech to the nation (-{cut})")) then = [Step(param="mode", label="tax or speech", choices=modes)] choices
    "Speech to the nation (-{a})": "Discours à la nation (-{a})",
    # developments.py:97: steps = ask("development", "development", kinds) label = f"Develop ({active.developments_left} left)" return [ActionSpec(kind="develop", label=label,
    "development": "développement",
    # developments.py:96: kinds.append(Choice(value="tender", label="a tender step")) steps = ask("development", "development", kinds) label = f"Develop ({active.developments_l
    "a tender step": "un appel d'offre",
    # developments.py:77: kinds.append(branch("building", "a building", "building", "building", buildings)) if ( develop_cost(state, seat, "influence") <= player.money_cents an
    "a building": "un bâtiment",
    # developments.py:77: kinds.append(branch("building", "a building", "building", "building", buildings)) if ( develop_cost(state, seat, "influence") <= player.money_cents an
    "building": "bâtiment",
    # developments.py:89: branch("influence", "an influence point (1 logistic)", "region", "region", places) ) if ( develop_cost(state, seat, "tender") <= player.money_cents
    "an influence point (1 logistic)": "un point d'influence (1 logistique)",
    # developments.py:89: branch("influence", "an influence point (1 logistic)", "region", "region", places) ) if ( develop_cost(state, seat, "tender") <= player.money_cents
    "region": "région",
    # endturn.py:272: ActionSpec( kind="decide", label=f"Pay the pacifism penalty you owe ({money_text(owed)})", steps=[Step(param="option", label="how to pay", choices=opt
    "Pay the pacifism penalty you owe ({a})": "Payer la pénalité de pacifisme due ({a})",
    # endturn.py:255: Choice( value="sell", label=f"Sell oil at {money_text(price)} a barrel", then=[Step(param="region", label="oil from", choices=places)],
    "Sell oil at {a} a barrel": "Vendre du pétrole à {a} le baril",
    # endturn.py:265: Choice( value="remove", label="Remove one military unit (pays 1 $)", then=[Step(param="region", label="from", choices=places)],
    "Remove one military unit (pays 1 $)": "Retirer une unité militaire (paie 1 $)",
    # endturn.py:275: steps=[Step(param="option", label="how to pay", choices=options)], ) ]
    "how to pay": "comment payer",
    # endturn.py:245: Step( param="amount", label="barrels to sell", range=IntRange(min=1, max=min(count, useful)),
    "barrels to sell": "barils à vendre",
    # endturn.py:258: then=[Step(param="region", label="oil from", choices=places)], ) ) military = _removable(state, seat)
    "oil from": "pétrole de",
    # endturn.py:268: then=[Step(param="region", label="from", choices=places)], ) ) return [
    "from": "de",
    # engine.py:243: specs.append(ActionSpec(kind="done", label="Finish this action")) specs.extend(trade.free_specs(state, seat)) return [spec for spec in specs if spec.k
    "Finish this action": "Terminer cette action",
    # preparation.py:65: specs.append(ActionSpec(kind="prep_done", label="Finish buying")) return specs
    "Finish buying": "Finir les achats",
    # preparation.py:59: ActionSpec( kind="prep_buy", label="Buy units for the border (1 $ each)", steps=[Step(param="unit", label="unit", choices=units)],
    "Buy units for the border (1 $ each)": "Acheter des unités pour la frontière (1 $ pièce)",
    # preparation.py:50: Choice( value=unit, label=f"{unit} (1 $ each)", then=[Step(param="count", label="units", range=IntRange(min=1, max=most))],
    "{a} (1 $ each)": "{a} (1 $ pièce)",
    # preparation.py:62: steps=[Step(param="unit", label="unit", choices=units)], ) ) specs.append(ActionSpec(kind="prep_done", label="Finish buying"))
    "unit": "unité",
    # preparation.py:53: then=[Step(param="count", label="units", range=IntRange(min=1, max=most))], ) ) specs = []
    "units": "unités",
    # production.py:40: return [ActionSpec(kind="produce", label="Produce oil in a region", steps=steps)]   def play_produce(state: OmbState, seat: int, active: ActiveBox, ac
    "Produce oil in a region": "Produire du pétrole",
    # purchases.py:87: return ActionSpec( kind="buy", label=f"Buy units ({active.purchases_left} left)", steps=ask("route", "route", routes),
    "Buy units ({a} left)": "Acheter des unités ({a} restantes)",
    # purchases.py:263: steps = ask("region", "target", targets) return ActionSpec(kind="request_support", label="Ask an ally for support", steps=steps)
    "target": "cible",
    # purchases.py:264: return ActionSpec(kind="request_support", label="Ask an ally for support", steps=steps)   def play_request_support(
    "Ask an ally for support": "Demander le soutien d'un allié",
    # purchases.py:132: none = Step( param="logistics", label="logistics", range=IntRange(min=0, max=0), optional=True ) return [
    "logistics": "logistiques",
    # purchases.py:151: return [Step(param="military", label="military", choices=choices)]   def legal_move(state: OmbState, seat: int, label: str, only_to: str | None = None
    "military": "militaires",
    # purchases.py:326: return [ActionSpec(kind="done", label="You cannot reach the battle: go on")]   def play_support_move(state: OmbState, seat: int, action: Any) -> list[
    "You cannot reach the battle: go on": "Bataille hors de portée : continuer",
    # purchases.py:90: steps=ask("route", "route", routes), )
    "route": "voie",
    # purchases.py:148: choices.append(Choice(value=m, label=f"{m} military", then=[amount])) if not choices: return None return [Step(param="military", label="military", cho
    "{a} military": "{a} militaires",
    # purchases.py:297: answers.insert(0, Choice(value=True, label="accept (you must join the battle)")) label = f"Support {player_name(state, item.source or 0)} in {place(re
    "accept (you must join the battle)": "accepter (vous devez rejoindre la bataille)",
    # purchases.py:172: branch(source, place(source), "destination", "destination", dest_choices) ) steps = ask("source", "from", source_choices) return ActionSpec(kind="move
    "destination": "destination",
    # purchases.py:262: targets.append(branch(rid, place(rid), "ally", "ally", allies)) steps = ask("region", "target", targets) return ActionSpec(kind="request_support", lab
    "ally": "allié",
    # purchases.py:82: then = [Step(param="region", label="landing region", choices=places)] units.append(Choice(value=unit, label=unit, then=then)) if units: label = f"by {
    "landing region": "région d'arrivée",
    # purchases.py:303: steps=[Step(param="accept", label="answer", choices=answers)], ) ]
    "answer": "réponse",
    # rebels.py:299: return Choice( value="attack", label="Bomb a target here or next door", then=[Step(param="region", label="region", choices=regions)],
    "Bomb a target here or next door": "Bombarder une cible ici ou à côté",
    # rebels.py:399: return yes_no(label, "join (your die leaves the board afterwards)", "refuse")   def play_rebel_join(state: OmbState, seat: int, action: Any) -> list[E
    "join (your die leaves the board afterwards)": "se joindre (votre dé quitte ensuite le plateau)",
    # rebels.py:522: return yes_no(label, "help the defence", "stay out")   def play_rebel_defend(state: OmbState, seat: int, action: Any) -> list[Event]:
    "help the defence": "aider la défense",
    # rebels.py:522: return yes_no(label, "help the defence", "stay out")   def play_rebel_defend(state: OmbState, seat: int, action: Any) -> list[Event]:
    "stay out": "rester à l'écart",
    # rebels.py:238: ActionSpec( kind="rebel", label=f"Your rebels (strength {die.strength})", steps=[Step(param="action", label="rebel action", choices=options)],
    "Your rebels (strength {a})": "Vos rebelles (force {a})",
    # rebels.py:437: ActionSpec( kind="decide", label="Ask more rebels to join, or bomb now", steps=[
    "Ask more rebels to join, or bomb now": "Appeler d'autres rebelles, ou bombarder",
    # rebels.py:800: choices = [Choice(value=False, label="let it be destroyed")] if state.players[seat].money_cents >= dollars(damage): choices.insert(0, Choice(value=Tru
    "let it be destroyed": "laisser détruire",
    # rebels.py:804: ActionSpec( kind="repair", label=f"Repair your {_target_label(kind)} in {where(rid)} for {damage} $?", steps=[Step(param="pay", label="answer", choice
    "Repair your {a} in {b} for {c} $?": "Réparer votre {a} en {b} pour {c} $ ?",
    # rebels.py:202: Choice( value="enter", label="Enter an eastern region at strength 1", then=[
    "Enter an eastern region at strength 1": "Entrer dans une région de l'est (force 1)",
    # rebels.py:219: Choice( value="move", label=f"Move one region{weaker}", then=[
    "Move one region{a}": "Se déplacer d'une région{a}",
    # rebels.py:236: options.append(Choice(value="pass", label="Do nothing")) return [ ActionSpec( kind="rebel",
    "Do nothing": "Ne rien faire",
    # rebels.py:802: choices.insert(0, Choice(value=True, label=f"pay {money_text(dollars(damage))}")) return [ ActionSpec( kind="repair",
    "pay {a}": "payer {a}",
    # rebels.py:232: options.append(Choice(value="strengthen", label=f"Strength +1 (to {die.strength + 1})")) attack = _attack_choice(state, seat, int(item.data["index"]),
    "Strength +1 (to {a})": "Force +1 (à {a})",
    # rebels.py:241: steps=[Step(param="action", label="rebel action", choices=options)], ) ]
    "rebel action": "action rebelle",
    # rebels.py:264: Step( param="partner", label="ask another player's rebels to join", optional=True,
    "ask another player's rebels to join": "inviter les rebelles d'un autre joueur",
    # rebels.py:294: then=[Step(param="target_seat", label="player bombed", choices=players)], ) ) if not regions:
    "player bombed": "joueur bombardé",
    # rebels.py:445: Choice(value=LAUNCH, label="bomb now"), Choice( value=INVITE, label="ask another player",
    "bomb now": "bombarder maintenant",
    # rebels.py:446: Choice( value=INVITE, label="ask another player", then=[
    "ask another player": "inviter un autre joueur",
    # rebels.py:450: Step( param="seat", label="player", choices=[
    "player": "joueur",
    # trade.py:46: barrels = Step( param="barrels", label="barrels", range=IntRange(min=1, max=player.oil_reserve) ) specs.append(
    "barrels": "barils",
    # trade.py:95: ActionSpec( kind="answer", label="Accept the transfer offered to you?", steps=[Step(param="accept", label="answer", choices=answers)],
    "Accept the transfer offered to you?": "Accepter le transfert proposé ?",
    # trade.py:55: branch(other, name(state, other), "what", "what", whats) for other in range(state.n) if other != seat ]
    "what": "quoi",
    # trade.py:60: ActionSpec( kind="offer", label="Offer a binding transfer", steps=[Step(param="to", label="to", choices=receivers)],
    "Offer a binding transfer": "Proposer un transfert ferme",
    # trade.py:86: whats.append(branch("territory", "a territory", "region", "region", lands)) return whats
    "a territory": "un territoire",
    # trade.py:63: steps=[Step(param="to", label="to", choices=receivers)], ) ) return specs
    "to": "à",
    # actionboard.py:86: *_row("media", MEDIA_BOX_GAINS, "Media control (up to +{value})"), *_row( "purchase", tuple(buys for buys, _ in PURCHASE_MOVE_BOXES),
    "Media control (up to +{{value}})": "Contrôle des médias (jusqu'à +{{value}})",
    # actionboard.py:87: *_row( "purchase", tuple(buys for buys, _ in PURCHASE_MOVE_BOXES), "Purchases and moves ({buys}, {moves})",
    "Purchases and moves ({{buys}}, {{moves}})": "Achats et mouvements ({{buys}}, {{moves}})",
    # actionboard.py:93: *_row("develop", DEVELOPMENT_BOXES, "Developments (x{value})"), *_row("cash", (CASH_GAIN,) * 4, "Cash ({value} $)"), *_row("order", (1, 2, 3, 4), "Tur
    "Developments (x{{value}})": "Développements (x{{value}})",
    # actionboard.py:94: *_row("cash", (CASH_GAIN,) * 4, "Cash ({value} $)"), *_row("order", (1, 2, 3, 4), "Turn order (place {value} next turn)"), Box(NEW_TAX, "new_tax", 0,
    "Cash ({{value}} $)": "Argent ({{value}} $)",
    # actionboard.py:95: *_row("order", (1, 2, 3, 4), "Turn order (place {value} next turn)"), Box(NEW_TAX, "new_tax", 0, NEW_TAX_GAIN, 0, "New tax (5 $, +1 pacifism) / speech
    "Turn order (place {{value}} next turn)": "Ordre du tour (place {{value}} au tour suivant)",
    # purchases.py:323: move = legal_move(state, seat, "Your free support move", region_of(item)) if move.steps: return [move] return [ActionSpec(kind="done", label="You cann
    "Your free support move": "Mouvement de soutien gratuit",
    # purchases.py:55: specs.append(legal_move(state, seat, f"Move a group ({active.moves_left} left)")) specs.append(legal_request_support(state, seat, active)) return spec
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
    # battles.py:589: return yes_no( f"Agreement in {where(rid)}: {proposal}. Accept?", "accept", "refuse",
    "Agreement in {a}: {b}. Accept?": "Einigung in {a}: {b}. Annehmen?",
    # battles.py:589: return yes_no( f"Agreement in {where(rid)}: {proposal}. Accept?", "accept", "refuse",
    "accept": "annehmen",
    # battles.py:589: return yes_no( f"Agreement in {where(rid)}: {proposal}. Accept?", "accept", "refuse",
    "refuse": "ablehnen",
    # battles.py:721: return yes_no( f"Shared retreat from {where(rid)}: do you take the lost unit for everybody?", "yes, I lose the unit", "no",
    "Shared retreat from {a}: do you take the lost unit for everybody?": "Gemeinsamer Rückzug aus {a}: verlierst du die Einheit für alle?",
    # battles.py:721: return yes_no( f"Shared retreat from {where(rid)}: do you take the lost unit for everybody?", "yes, I lose the unit", "no",
    "yes, I lose the unit": "ja, ich verliere die Einheit",
    # battles.py:721: return yes_no( f"Shared retreat from {where(rid)}: do you take the lost unit for everybody?", "yes, I lose the unit", "no",
    "no": "nein",
    # battles.py:516: Choice( value=NO_AGREEMENT, label="No agreement: you take the first losses and the territory", )
    "No agreement: you take the first losses and the territory": "Keine Einigung: du trägst die ersten Verluste und erhältst das Gebiet",
    # battles.py:532: ActionSpec( kind="decide", label=f"Propose an agreement to your allies in {where(rid)}", steps=[Step(param="option", label="agreement", choices=choice
    "Propose an agreement to your allies in {a}": "Deinen Verbündeten in {a} eine Einigung vorschlagen",
    # battles.py:650: ActionSpec( kind="decide", label=f"Stay and fight in {where(rid)}", steps=[
    "Stay and fight in {a}": "In {a} bleiben und kämpfen",
    # battles.py:661: ActionSpec( kind="retreat", label=f"Retreat from {where(rid)} (1 military lost, +1 pacifism)", steps=[
    "Retreat from {a} (1 military lost, +1 pacifism)": "Aus {a} zurückziehen (1 Militär verloren, +1 Pazifismus)",
    # battles.py:535: steps=[Step(param="option", label="agreement", choices=choices)], ) ]
    "agreement": "Einigung",
    # battles.py:654: Step( param="option", label="decision", choices=[Choice(value=STAY, label="stay and fight")],
    "decision": "Entscheidung",
    # battles.py:665: Step( param="source", label="battle", choices=[Choice(value=rid, label=where(rid), then=[])],
    "battle": "Schlacht",
    # battles.py:670: Step(param="region", label="retreat into", choices=places), ], ), ]
    "retreat into": "zurückziehen nach",
    # battles.py:657: choices=[Choice(value=STAY, label="stay and fight")], ) ], ),
    "stay and fight": "bleiben und kämpfen",
    # boxes.py:89: return ActionSpec( kind="take_box", label="Put a pawn on an action box", steps=[Step(param="box", label="action box", choices=choices)],
    "Put a pawn on an action box": "Spielstein auf ein Aktionsfeld setzen",
    # boxes.py:92: steps=[Step(param="box", label="action box", choices=choices)], )
    "action box": "Aktionsfeld",
    # boxes.py:79: then = [Step(param="amount", label="media points", choices=amounts)] elif box.row == "new_tax": if player.taxed_this_turn: continue
    "media points": "Medienpunkte",
    # boxes.py:83: modes = [Choice(value="tax", label="New tax: 5 $, +1 pacifism")] if state.phase <= 2 and not player.speech_used: cut = speech_reduction(player.pacifis
    "New tax: 5 $, +1 pacifism": "Neue Steuer: 5 $, +1 Pazifismus",
    # boxes.py:87: then = [Step(param="mode", label="tax or speech", choices=modes)] choices.append(Choice(value=box.id, label=box.label, then=then)) return ActionSpec(
    "tax or speech": "Steuer oder Rede",
    # boxes.py:86: modes.append(Choice(value="speech", label=f"Speech to the nation (-{cut})")) then = [Step(param="mode", label="tax or speech", choices=modes)] choices
    "Speech to the nation (-{a})": "Rede an die Nation (-{a})",
    # developments.py:97: steps = ask("development", "development", kinds) label = f"Develop ({active.developments_left} left)" return [ActionSpec(kind="develop", label=label,
    "development": "Entwicklung",
    # developments.py:96: kinds.append(Choice(value="tender", label="a tender step")) steps = ask("development", "development", kinds) label = f"Develop ({active.developments_l
    "a tender step": "eine Ausschreibung",
    # developments.py:77: kinds.append(branch("building", "a building", "building", "building", buildings)) if ( develop_cost(state, seat, "influence") <= player.money_cents an
    "a building": "ein Gebäude",
    # developments.py:77: kinds.append(branch("building", "a building", "building", "building", buildings)) if ( develop_cost(state, seat, "influence") <= player.money_cents an
    "building": "Gebäude",
    # developments.py:89: branch("influence", "an influence point (1 logistic)", "region", "region", places) ) if ( develop_cost(state, seat, "tender") <= player.money_cents
    "an influence point (1 logistic)": "ein Einflusspunkt (1 Logistik)",
    # developments.py:89: branch("influence", "an influence point (1 logistic)", "region", "region", places) ) if ( develop_cost(state, seat, "tender") <= player.money_cents
    "region": "Region",
    # endturn.py:272: ActionSpec( kind="decide", label=f"Pay the pacifism penalty you owe ({money_text(owed)})", steps=[Step(param="option", label="how to pay", choices=opt
    "Pay the pacifism penalty you owe ({a})": "Geschuldete Pazifismus-Strafe zahlen ({a})",
    # endturn.py:255: Choice( value="sell", label=f"Sell oil at {money_text(price)} a barrel", then=[Step(param="region", label="oil from", choices=places)],
    "Sell oil at {a} a barrel": "Öl zu {a} pro Fass verkaufen",
    # endturn.py:265: Choice( value="remove", label="Remove one military unit (pays 1 $)", then=[Step(param="region", label="from", choices=places)],
    "Remove one military unit (pays 1 $)": "Eine Militäreinheit entfernen (zahlt 1 $)",
    # endturn.py:275: steps=[Step(param="option", label="how to pay", choices=options)], ) ]
    "how to pay": "Zahlungsweise",
    # endturn.py:245: Step( param="amount", label="barrels to sell", range=IntRange(min=1, max=min(count, useful)),
    "barrels to sell": "zu verkaufende Fässer",
    # endturn.py:258: then=[Step(param="region", label="oil from", choices=places)], ) ) military = _removable(state, seat)
    "oil from": "Öl aus",
    # endturn.py:268: then=[Step(param="region", label="from", choices=places)], ) ) return [
    "from": "aus",
    # engine.py:243: specs.append(ActionSpec(kind="done", label="Finish this action")) specs.extend(trade.free_specs(state, seat)) return [spec for spec in specs if spec.k
    "Finish this action": "Diese Aktion beenden",
    # preparation.py:65: specs.append(ActionSpec(kind="prep_done", label="Finish buying")) return specs
    "Finish buying": "Käufe beenden",
    # preparation.py:59: ActionSpec( kind="prep_buy", label="Buy units for the border (1 $ each)", steps=[Step(param="unit", label="unit", choices=units)],
    "Buy units for the border (1 $ each)": "Einheiten für die Grenze kaufen (je 1 $)",
    # preparation.py:50: Choice( value=unit, label=f"{unit} (1 $ each)", then=[Step(param="count", label="units", range=IntRange(min=1, max=most))],
    "{a} (1 $ each)": "{a} (je 1 $)",
    # preparation.py:62: steps=[Step(param="unit", label="unit", choices=units)], ) ) specs.append(ActionSpec(kind="prep_done", label="Finish buying"))
    "unit": "Einheit",
    # preparation.py:53: then=[Step(param="count", label="units", range=IntRange(min=1, max=most))], ) ) specs = []
    "units": "Einheiten",
    # production.py:40: return [ActionSpec(kind="produce", label="Produce oil in a region", steps=steps)]   def play_produce(state: OmbState, seat: int, active: ActiveBox, ac
    "Produce oil in a region": "Öl in einer Region fördern",
    # purchases.py:87: return ActionSpec( kind="buy", label=f"Buy units ({active.purchases_left} left)", steps=ask("route", "route", routes),
    "Buy units ({a} left)": "Einheiten kaufen ({a} übrig)",
    # purchases.py:263: steps = ask("region", "target", targets) return ActionSpec(kind="request_support", label="Ask an ally for support", steps=steps)
    "target": "Ziel",
    # purchases.py:264: return ActionSpec(kind="request_support", label="Ask an ally for support", steps=steps)   def play_request_support(
    "Ask an ally for support": "Unterstützung anfordern",
    # purchases.py:132: none = Step( param="logistics", label="logistics", range=IntRange(min=0, max=0), optional=True ) return [
    "logistics": "Logistik",
    # purchases.py:151: return [Step(param="military", label="military", choices=choices)]   def legal_move(state: OmbState, seat: int, label: str, only_to: str | None = None
    "military": "Militär",
    # purchases.py:326: return [ActionSpec(kind="done", label="You cannot reach the battle: go on")]   def play_support_move(state: OmbState, seat: int, action: Any) -> list[
    "You cannot reach the battle: go on": "Schlacht nicht erreichbar: weiter",
    # purchases.py:90: steps=ask("route", "route", routes), )
    "route": "Weg",
    # purchases.py:148: choices.append(Choice(value=m, label=f"{m} military", then=[amount])) if not choices: return None return [Step(param="military", label="military", cho
    "{a} military": "{a} Militär",
    # purchases.py:297: answers.insert(0, Choice(value=True, label="accept (you must join the battle)")) label = f"Support {player_name(state, item.source or 0)} in {place(re
    "accept (you must join the battle)": "annehmen (du musst mitkämpfen)",
    # purchases.py:172: branch(source, place(source), "destination", "destination", dest_choices) ) steps = ask("source", "from", source_choices) return ActionSpec(kind="move
    "destination": "Ziel",
    # purchases.py:262: targets.append(branch(rid, place(rid), "ally", "ally", allies)) steps = ask("region", "target", targets) return ActionSpec(kind="request_support", lab
    "ally": "Verbündeter",
    # purchases.py:82: then = [Step(param="region", label="landing region", choices=places)] units.append(Choice(value=unit, label=unit, then=then)) if units: label = f"by {
    "landing region": "Landeregion",
    # purchases.py:303: steps=[Step(param="accept", label="answer", choices=answers)], ) ]
    "answer": "Antwort",
    # rebels.py:299: return Choice( value="attack", label="Bomb a target here or next door", then=[Step(param="region", label="region", choices=regions)],
    "Bomb a target here or next door": "Ein Ziel hier oder nebenan bombardieren",
    # rebels.py:399: return yes_no(label, "join (your die leaves the board afterwards)", "refuse")   def play_rebel_join(state: OmbState, seat: int, action: Any) -> list[E
    "join (your die leaves the board afterwards)": "anschließen (dein Würfel verlässt danach das Brett)",
    # rebels.py:522: return yes_no(label, "help the defence", "stay out")   def play_rebel_defend(state: OmbState, seat: int, action: Any) -> list[Event]:
    "help the defence": "mitverteidigen",
    # rebels.py:522: return yes_no(label, "help the defence", "stay out")   def play_rebel_defend(state: OmbState, seat: int, action: Any) -> list[Event]:
    "stay out": "sich heraushalten",
    # rebels.py:238: ActionSpec( kind="rebel", label=f"Your rebels (strength {die.strength})", steps=[Step(param="action", label="rebel action", choices=options)],
    "Your rebels (strength {a})": "Deine Rebellen (Stärke {a})",
    # rebels.py:437: ActionSpec( kind="decide", label="Ask more rebels to join, or bomb now", steps=[
    "Ask more rebels to join, or bomb now": "Mehr Rebellen holen oder jetzt bombardieren",
    # rebels.py:800: choices = [Choice(value=False, label="let it be destroyed")] if state.players[seat].money_cents >= dollars(damage): choices.insert(0, Choice(value=Tru
    "let it be destroyed": "zerstören lassen",
    # rebels.py:804: ActionSpec( kind="repair", label=f"Repair your {_target_label(kind)} in {where(rid)} for {damage} $?", steps=[Step(param="pay", label="answer", choice
    "Repair your {a} in {b} for {c} $?": "{a} in {b} für {c} $ reparieren?",
    # rebels.py:202: Choice( value="enter", label="Enter an eastern region at strength 1", then=[
    "Enter an eastern region at strength 1": "In eine östliche Region eindringen (Stärke 1)",
    # rebels.py:219: Choice( value="move", label=f"Move one region{weaker}", then=[
    "Move one region{a}": "Eine Region weiterziehen{a}",
    # rebels.py:236: options.append(Choice(value="pass", label="Do nothing")) return [ ActionSpec( kind="rebel",
    "Do nothing": "Nichts tun",
    # rebels.py:802: choices.insert(0, Choice(value=True, label=f"pay {money_text(dollars(damage))}")) return [ ActionSpec( kind="repair",
    "pay {a}": "{a} zahlen",
    # rebels.py:232: options.append(Choice(value="strengthen", label=f"Strength +1 (to {die.strength + 1})")) attack = _attack_choice(state, seat, int(item.data["index"]),
    "Strength +1 (to {a})": "Stärke +1 (auf {a})",
    # rebels.py:241: steps=[Step(param="action", label="rebel action", choices=options)], ) ]
    "rebel action": "Rebellenaktion",
    # rebels.py:264: Step( param="partner", label="ask another player's rebels to join", optional=True,
    "ask another player's rebels to join": "Rebellen eines Mitspielers einladen",
    # rebels.py:294: then=[Step(param="target_seat", label="player bombed", choices=players)], ) ) if not regions:
    "player bombed": "bombardierter Spieler",
    # rebels.py:445: Choice(value=LAUNCH, label="bomb now"), Choice( value=INVITE, label="ask another player",
    "bomb now": "jetzt bombardieren",
    # rebels.py:446: Choice( value=INVITE, label="ask another player", then=[
    "ask another player": "anderen Spieler fragen",
    # rebels.py:450: Step( param="seat", label="player", choices=[
    "player": "Spieler",
    # trade.py:46: barrels = Step( param="barrels", label="barrels", range=IntRange(min=1, max=player.oil_reserve) ) specs.append(
    "barrels": "Fässer",
    # trade.py:95: ActionSpec( kind="answer", label="Accept the transfer offered to you?", steps=[Step(param="accept", label="answer", choices=answers)],
    "Accept the transfer offered to you?": "Angebotene Übergabe annehmen?",
    # trade.py:55: branch(other, name(state, other), "what", "what", whats) for other in range(state.n) if other != seat ]
    "what": "was",
    # trade.py:60: ActionSpec( kind="offer", label="Offer a binding transfer", steps=[Step(param="to", label="to", choices=receivers)],
    "Offer a binding transfer": "Verbindliche Übergabe anbieten",
    # trade.py:86: whats.append(branch("territory", "a territory", "region", "region", lands)) return whats
    "a territory": "ein Gebiet",
    # trade.py:63: steps=[Step(param="to", label="to", choices=receivers)], ) ) return specs
    "to": "an",
    # actionboard.py:86: *_row("media", MEDIA_BOX_GAINS, "Media control (up to +{value})"), *_row( "purchase", tuple(buys for buys, _ in PURCHASE_MOVE_BOXES),
    "Media control (up to +{{value}})": "Medienkontrolle (bis +{{value}})",
    # actionboard.py:87: *_row( "purchase", tuple(buys for buys, _ in PURCHASE_MOVE_BOXES), "Purchases and moves ({buys}, {moves})",
    "Purchases and moves ({{buys}}, {{moves}})": "Käufe und Bewegungen ({{buys}}, {{moves}})",
    # actionboard.py:93: *_row("develop", DEVELOPMENT_BOXES, "Developments (x{value})"), *_row("cash", (CASH_GAIN,) * 4, "Cash ({value} $)"), *_row("order", (1, 2, 3, 4), "Tur
    "Developments (x{{value}})": "Entwicklungen (x{{value}})",
    # actionboard.py:94: *_row("cash", (CASH_GAIN,) * 4, "Cash ({value} $)"), *_row("order", (1, 2, 3, 4), "Turn order (place {value} next turn)"), Box(NEW_TAX, "new_tax", 0,
    "Cash ({{value}} $)": "Geld ({{value}} $)",
    # actionboard.py:95: *_row("order", (1, 2, 3, 4), "Turn order (place {value} next turn)"), Box(NEW_TAX, "new_tax", 0, NEW_TAX_GAIN, 0, "New tax (5 $, +1 pacifism) / speech
    "Turn order (place {{value}} next turn)": "Zugreihenfolge (Platz {{value}} nächste Runde)",
    # purchases.py:323: move = legal_move(state, seat, "Your free support move", region_of(item)) if move.steps: return [move] return [ActionSpec(kind="done", label="You cann
    "Your free support move": "Freie Unterstützungsbewegung",
    # purchases.py:55: specs.append(legal_move(state, seat, f"Move a group ({active.moves_left} left)")) specs.append(legal_request_support(state, seat, active)) return spec
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
