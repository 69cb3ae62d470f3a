"""Fitna's choice-tree labels (the moves, steps and answers its prompts offer) in
French and German: the engine's English labels as templates (their values as ``{a}``,
``{b}``… in the order they come) -> the translation, for :meth:`rules.core.Game.label_in`.
Every label the engine writes in place is here (``tests/test_labels.py`` reads the code);
the values that name the game's things are said in the language by its name tables."""

from __future__ import annotations

LABELS_FR: dict[str, str] = {
    # activation.py:193: return [ActionSpec(kind="done", label=f"End the {activation.side.lower()} operations")]
    "End the {a} operations": "Terminer les opérations ({a})",
    # alliances.py:48: ActionSpec(kind="pass", label="Refuse the exchange"),
    "Refuse the exchange": "Refuser l'échange",
    # alliances.py:89: grant = [Choice(value="yes", label=f"Grant {asker} the leave")]
    "Grant {a} the leave": "Accorder la permission à {a}",
    # alliances.py:92: ActionSpec(kind="pass", label="Refuse the leave"),
    "Refuse the leave": "Refuser la permission",
    # bidding.py:48: firsts: list[Choice] = [Choice(value=0, label="no card (the strategic depots, 11.0)")] for first in held: seconds = [Choice(value=0, label="no second
    "no card (the strategic depots, 11.0)": "aucune carte (les dépôts stratégiques, 11.0)",
    # bidding.py:54: return [ActionSpec(kind="bid", label="Commit cards for this turn's operations (7.1)", steps=[Step(param="card", label="card", choices=firsts, optional
    "Commit cards for this turn's operations (7.1)": "Engager des cartes pour les opérations du tour (7.1)",
    # bidding.py:50: seconds = [Choice(value=0, label="no second card")] seconds += [Choice(value=c, label=hands.label(c)) for c in held if c != first] firsts.append(Choic
    "no second card": "pas de seconde carte",
    # alliances.py:47: builders.action("choose", f"Give a card to {giver} in exchange", "value", "card", cards),
    "card": "carte",
    # bidding.py:53: Step(param="second", label="second card", choices=seconds, optional=True)]))  # fmt: skip return [ActionSpec(kind="bid", label="Commit cards for this
    "second card": "seconde carte",
    # combat.py:343: ActionSpec( kind="pass", label="No (more) support card", steps=_never(state, battle, role, seat) ),
    "No (more) support card": "Pas (plus) de carte Appui",
    # combat.py:442: ActionSpec(kind="pass", label="Let it fly", steps=_never(state, None, "", seat)),
    "Let it fly": "Laisser passer",
    # combat.py:450: return [Step(param="never", label="and later", optional=True, choices=[ Choice(value=True, label="Do not ask me again until I draw a card")])] # fmt:
    "and later": "et plus tard",
    # combat.py:813: ActionSpec(kind="pass", label="Stay"),
    "Stay": "Rester",
    # combat.py:82: return [ActionSpec(kind="attack", label=label, steps=ask("origin", "from", origins))]
    "from": "depuis",
    # combat.py:125: value=t, label=board.box_name(t), then=ask("units", "units", group_choices)
    "units": "unités",
    # combat.py:131: value=origin, label=board.box_name(origin), then=ask("target", "target", target_choices)
    "target": "cible",
    # combat.py:451: Choice(value=True, label="Do not ask me again until I draw a card")])] # fmt: skip
    "Do not ask me again until I draw a card": "Ne plus me demander avant que je pioche",
    # turn.py:291: _done("End the Events segment", lambda state: enter(state, "planning")),
    "End the Events segment": "Terminer le segment Événements",
    # turn.py:299: (MOVE, JOKER, SPECIAL, _done("End the movement", lambda state: enter(state, "offensives"))),
    "End the movement": "Terminer le mouvement",
    # turn.py:305: (ATTACK, JOKER, SPECIAL, _done("End the offensives", end_offensives)),
    "End the offensives": "Terminer les offensives",
    # turn.py:315: _done("No strategic move", lambda state: enter(state, "adjust")),
    "No strategic move": "Pas de mouvement stratégique",
    # events.py:166: ActionSpec(kind="choose", label=f"Cancel {hands.label(number)}", steps=ask("value", "card", [Choice(value=str(counter), label=hands.label(counter))]))
    "Cancel {a}": "Annuler {a}",
    # events.py:168: ActionSpec(kind="pass", label="Let it happen"),
    "Let it happen": "Laisser faire",
    # events.py:224: Choice(value=jid, label=f"{fcards.SPECIAL_JOKERS[jid].title_en} (special joker)")
    "{a} (special joker)": "{a} (joker spécial)",
    # events.py:43: specs.append(ActionSpec(kind="pass", label="None"))
    "None": "Aucun",
    # hands.py:100: choices = [Choice(value=p, label=f"{p} pile") for p in PILES if can_draw(state, p)] return [ActionSpec(kind="draw", label=label_text, steps=ask("pile"
    "{a} pile": "pile {a}",
    # hands.py:179: return [ActionSpec(kind="joker", label="Play your joker: draw 2 cards (9.0)")]
    "Play your joker: draw 2 cards (9.0)": "Jouer votre joker : piocher 2 cartes (9.0)",
    # hands.py:101: return [ActionSpec(kind="draw", label=label_text, steps=ask("pile", "pile", choices))]
    "pile": "pile",
    # combat.py:661: return [builders.action("choose", "Which unit loses a step (18.5)", "value", "unit", choices)]
    "unit": "unité",
    # movement.py:291: value=uid, label=unit_label(state, uid), then=ask("mode", "how", mode_choices)
    "how": "comment",
    # combat.py:766: builders.action("choose", f"Retreat {board.unit(uid).name} (18.6)", "value", "box", choices)
    "box": "case",
    # planning.py:44: Choice(value=0, label="Strategic depots: 2 moves, 1 offensive (11.0)", then=depot_then)
    "Strategic depots: 2 moves, 1 offensive (11.0)": "Dépôts stratégiques : 2 mouvements, 1 offensive (11.0)",
    # planning.py:60: ActionSpec( kind="plan", label="Spend cards for operations (16.0)", steps=ask("card", "card", choices), )
    "Spend cards for operations (16.0)": "Dépenser des cartes en opérations (16.0)",
    # planning.py:70: Step(param="movement", label=f"OP on movement (of {ops})", range=IntRange(min=0, max=ops))
    "OP on movement (of {a})": "OP pour le mouvement (sur {a})",
    # planning.py:31: choice = Choice(value=0, label="Strategic depots: 2 moves, 1 offensive", then=then)
    "Strategic depots: 2 moves, 1 offensive": "Dépôts stratégiques : 2 mouvements, 1 offensive",
    # planning.py:33: choice = Choice(value=-1, label=f"The cards committed ({total} OP)", then=_split(total)) # fmt: skip
    "The cards committed ({a} OP)": "Les cartes engagées ({a} OP)",
    # planning.py:35: return [ActionSpec(kind="plan", label="Split the committed operation points (7.1)", steps=ask("card", "card", [choice]))] # fmt: skip
    "Split the committed operation points (7.1)": "Répartir les points d'opération engagés (7.1)",
    # planning.py:39: [Step(param="movement", label="free OP on movement", range=IntRange(min=0, max=free))]
    "free OP on movement": "OP gratuits pour le mouvement",
    # reinforce.py:103: ActionSpec(kind="pass", label="Take nothing"),
    "Take nothing": "Ne rien prendre",
    # reinforce.py:175: Choice(value=u, label=f"{unit_name(u)} at {board.box_name(board.box_of(state, u) or '')}")
    "{a} at {b}": "{a} à {b}",
    # reinforce.py:180: ActionSpec(kind="pass", label="Restore no more"),
    "Restore no more": "Ne plus restaurer",
    # reinforce.py:90: choices.append(Choice(value="batch", label=f"The next batch: {names}"))
    "The next batch: {a}": "Échelon de renforts suivant : {a}",
    # reinforce.py:95: choices.append(Choice(value="restore", label="Restore two reduced units"))
    "Restore two reduced units": "Restaurer deux unités réduites",
    # reinforce.py:93: choices.append(Choice(value=f"revive:{uid}", label=f"Bring back {unit_name(uid)}"))
    "Bring back {a}": "Remettre en jeu {a}",
    # builders.py:41: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)], ) ], )
    "answer": "réponse",
    # activation.py:130: return picks.pick( state, seat, "kurd_plan", options, "Plan the Kurds' 4 OP (16.0)", _pick_kurd_plan )
    "Plan the Kurds' 4 OP (16.0)": "Planifier les 4 OP des Kurdes (16.0)",
    # activation.py:93: return events + picks.pick(state, seat, "kurd_option", options, "The Kurds' replacements (26.2)", _pick_kurd_option, optional=True) # fmt: skip
    "The Kurds' replacements (26.2)": "Les remplacements kurdes (26.2)",
    # activation.py:43: return events + picks.pick(state, seat, "daesh_option", options, "Daesh's reinforcements (25.2)", _pick_daesh_option, optional=True) # fmt: skip
    "Daesh's reinforcements (25.2)": "Les renforts de Daech (25.2)",
    # activation.py:165: return movement.move_spec(state, [BAGHDADI], ("ground",), "Move Al Baghdadi (1 OP)")
    "Move Al Baghdadi (1 OP)": "Déplacer Al Baghdadi (1 OP)",
    # activation.py:181: return combat.attack_spec(state, seat, board.DAESH, "Daesh offensive (1 OP)")
    "Daesh offensive (1 OP)": "Offensive de Daech (1 OP)",
    # activation.py:170: specs += movement.move_spec(state, mobile, ("ground",), "Move a Kurdish unit") if activation.offensives > 0: for side in board.kurd_sides(state): spec
    "Move a Kurdish unit": "Déplacer une unité kurde",
    # activation.py:186: specs += combat.attack_spec(state, seat, side, f"{side} offensive")
    "{a} offensive": "Offensive ({a})",
    # alliances.py:30: builders.action( "exchange", "Offer a card in exchange (29.0)", "card", "card offered", with_partner )
    "Offer a card in exchange (29.0)": "Proposer l'échange d'une carte (29.0)",
    # alliances.py:30: builders.action( "exchange", "Offer a card in exchange (29.0)", "card", "card offered", with_partner )
    "card offered": "carte proposée",
    # alliances.py:47: builders.action("choose", f"Give a card to {giver} in exchange", "value", "card", cards),
    "Give a card to {a} in exchange": "Donner une carte à {a} en échange",
    # alliances.py:91: builders.action("choose", f"Let {asker} use Hezbollah this phase", "value", "", grant),
    "Let {a} use Hezbollah this phase": "Prêter le Hezbollah à {a} cette phase",
    # alliances.py:27: builders.branch(n, hands.label(n), "partner", "with", to) for n in hands.hand(state, seat)
    "with": "avec",
    # combat.py:661: return [builders.action("choose", "Which unit loses a step (18.5)", "value", "unit", choices)]
    "Which unit loses a step (18.5)": "Quelle unité subit la perte (18.5)",
    # combat.py:766: builders.action("choose", f"Retreat {board.unit(uid).name} (18.6)", "value", "box", choices)
    "Retreat {a} (18.6)": "Retraite de {a} (18.6)",
    # combat.py:336: builders.action( "support", f"Support the {what} of {board.box_name(battle.target)}", "card", "card", choices, ),
    "Support the {a} of {b}": "Appui en {a} à {b}",
    # combat.py:439: builders.action( "support", f"Cancel the air mission of {hands.label(number)}", "card", "card", choices ),
    "Cancel the air mission of {a}": "Annuler la mission aérienne de {a}",
    # combat.py:812: builders.action("choose", "Exploit with the armour (18.7)", "value", "box", choices),
    "Exploit with the armour (18.7)": "Exploiter avec les blindés (18.7)",
    # hands.py:139: ActionSpec( kind="pick", label=f"Choose a card from the piles ({left} to take, 7.0)", steps=ask("pile", "pile", piles), ) ]
    "Choose a card from the piles ({a} to take, 7.0)": "Choisir une carte dans les piles ({a} à prendre, 7.0)",
    # hands.py:131: Choice( value=name, label=f"{name} pile: {len(cards)} cards", then=ask("card", "card", choices), ) ) left = state.to_select[seat]
    "{a} pile: {b} cards": "pile {a} : {b} cartes",
    # hands.py:129: choices = [Choice(value=n, label=f"{label(n)} — {summary[n]}") for n in cards]
    "{a} — {b}": "{a} — {b}",
    # turn.py:263: return hands.draw_spec(state, "Draw a card (12.1 step 7)")
    "Draw a card (12.1 step 7)": "Piocher une carte (12.1, étape 7)",
    # events.py:41: specs = [builders.action("choose", question.data["label"], "value", "choice", choices)]
    "choice": "choix",
    # events.py:113: return [builders.action("event", "Play an event", "card", "card", choices)]
    "Play an event": "Jouer un Événement",
    # events.py:228: return [builders.action("special", "Play a special joker (10.0)", "joker", "joker", choices)]
    "Play a special joker (10.0)": "Jouer un joker spécial (10.0)",
    # events.py:228: return [builders.action("special", "Play a special joker (10.0)", "joker", "joker", choices)]
    "joker": "joker",
    # events.py:252: return pick(state, seat, "entrench", entrench_boxes(state, seat), "Entrench a box (19.0)", optional=True, left=int(p["count"])) # fmt: skip
    "Entrench a box (19.0)": "Retrancher une case (19.0)",
    # events.py:326: return events + pick(state, seat, "strike", more, f"{strikes.title(data['card'])}: a box to strike", optional=True, **{**data, "chosen": chosen}) # fm
    "{a}: a box to strike": "{a} : une case à frapper",
    # events.py:452: return _choose_opponent(state, seat, "cyber", "Whose hand (card 37)", left=int(p["count"]))
    "Whose hand (card 37)": "Main de qui (carte 37)",
    # events.py:494: return _choose_opponent(state, seat, "steal", "Whose hand (card 39)")
    "Whose hand (card 39)": "Main de qui (carte 39)",
    # events.py:509: return pick(state, seat, "steal", options, "Take a card (card 39)", **data)
    "Take a card (card 39)": "Prendre une carte (carte 39)",
    # events.py:513: return _choose_opponent(state, seat, "terror", "Target of the terror campaign (card 38)")
    "Target of the terror campaign (card 38)": "Cible de la campagne terroriste (carte 38)",
    # events.py:540: return pick(state, who, "discard", options, f"Discard a card ({hands.label(number)})")
    "Discard a card ({a})": "Défausser une carte ({a})",
    # events.py:576: return pick(state, seat, "truce", truce_boxes(state), "Box of the humanitarian truce (card 34)", turns=int(p["turns"])) # fmt: skip
    "Box of the humanitarian truce (card 34)": "Case de la trêve humanitaire (carte 34)",
    # events.py:744: return pick(state, seat, "reinforcement_draw", options, "Draw a card from (15.0)")
    "Draw a card from (15.0)": "Piocher dans une pile (15.0)",
    # events.py:794: return pick(state, seat, "place_stack", options, "Where the Turkish stack enters (card 74)", card=number, effect=i) # fmt: skip
    "Where the Turkish stack enters (card 74)": "Où entre la pile turque (carte 74)",
    # events.py:915: return pick(state, seat, "reveal", _enemy_stacks(state, seat, []), "A stack to look into (30.0)", optional=True, card=number, effect=i + 1, seen=[], l
    "A stack to look into (30.0)": "Une pile à examiner (30.0)",
    # events.py:953: return events + pick(state, seat, "drone", options, "The militia to strike (cards 91-92)", optional=True, **{**data, "seen": seen}) # fmt: skip
    "The militia to strike (cards 91-92)": "La milice à frapper (cartes 91-92)",
    # events.py:476: return events + pick(state, seat, "cyber", options, "Discard a card (card 37)", **data)
    "Discard a card (card 37)": "Défausser une carte (carte 37)",
    # movement.py:317: return move_spec(state, _movers(state, seat), SEGMENT_MODES, "Move a unit")
    "Move a unit": "Déplacer une unité",
    # movement.py:330: return move_spec(state, uids, ("strategic",), "Strategic move (17.3)")
    "Strategic move (17.3)": "Mouvement stratégique (17.3)",
    # planning.py:105: return combat.attack_spec(state, seat, state.sides[seat], "Launch an offensive (18.0)")
    "Launch an offensive (18.0)": "Lancer une offensive (18.0)",
    # reinforce.py:150: return [builders.action("choose", f"Place {what}", "value", "box", choices)]
    "Place {a}": "Placer {a}",
    # reinforce.py:102: builders.action("choose", "Reinforcements (15.0)", "value", "what", choices),
    "Reinforcements (15.0)": "Renforts (15.0)",
    # reinforce.py:102: builders.action("choose", "Reinforcements (15.0)", "value", "what", choices),
    "what": "quoi",
    # reinforce.py:179: builders.action("choose", "Restore a reduced unit", "value", "unit", choices),
    "Restore a reduced unit": "Restaurer une unité réduite",
    "Ask {a} leave to move and engage the Hezbollah units stacked with yours this phase (20.0)": "Demander à {a} de déplacer et engager ce tour-ci le Hezbollah empilé avec vos unités (20.0)",
    "{a} Daesh counters": "{a} pions Daech",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a}{b}": "{a}{b}",
}

LABELS_DE: dict[str, str] = {
    # activation.py:193: return [ActionSpec(kind="done", label=f"End the {activation.side.lower()} operations")]
    "End the {a} operations": "Operationen beenden ({a})",
    # alliances.py:48: ActionSpec(kind="pass", label="Refuse the exchange"),
    "Refuse the exchange": "Den Tausch ablehnen",
    # alliances.py:89: grant = [Choice(value="yes", label=f"Grant {asker} the leave")]
    "Grant {a} the leave": "{a} die Erlaubnis erteilen",
    # alliances.py:92: ActionSpec(kind="pass", label="Refuse the leave"),
    "Refuse the leave": "Die Erlaubnis verweigern",
    # bidding.py:48: firsts: list[Choice] = [Choice(value=0, label="no card (the strategic depots, 11.0)")] for first in held: seconds = [Choice(value=0, label="no second
    "no card (the strategic depots, 11.0)": "keine Karte (die strategischen Depots, 11.0)",
    # bidding.py:54: return [ActionSpec(kind="bid", label="Commit cards for this turn's operations (7.1)", steps=[Step(param="card", label="card", choices=firsts, optional
    "Commit cards for this turn's operations (7.1)": "Karten für die Operationen der Runde einsetzen (7.1)",
    # bidding.py:50: seconds = [Choice(value=0, label="no second card")] seconds += [Choice(value=c, label=hands.label(c)) for c in held if c != first] firsts.append(Choic
    "no second card": "keine zweite Karte",
    # alliances.py:47: builders.action("choose", f"Give a card to {giver} in exchange", "value", "card", cards),
    "card": "Karte",
    # bidding.py:53: Step(param="second", label="second card", choices=seconds, optional=True)]))  # fmt: skip return [ActionSpec(kind="bid", label="Commit cards for this
    "second card": "zweite Karte",
    # combat.py:343: ActionSpec( kind="pass", label="No (more) support card", steps=_never(state, battle, role, seat) ),
    "No (more) support card": "Keine (weitere) Unterstützungskarte",
    # combat.py:442: ActionSpec(kind="pass", label="Let it fly", steps=_never(state, None, "", seat)),
    "Let it fly": "Fliegen lassen",
    # combat.py:450: return [Step(param="never", label="and later", optional=True, choices=[ Choice(value=True, label="Do not ask me again until I draw a card")])] # fmt:
    "and later": "und später",
    # combat.py:813: ActionSpec(kind="pass", label="Stay"),
    "Stay": "Bleiben",
    # combat.py:82: return [ActionSpec(kind="attack", label=label, steps=ask("origin", "from", origins))]
    "from": "von",
    # combat.py:125: value=t, label=board.box_name(t), then=ask("units", "units", group_choices)
    "units": "Einheiten",
    # combat.py:131: value=origin, label=board.box_name(origin), then=ask("target", "target", target_choices)
    "target": "Ziel",
    # combat.py:451: Choice(value=True, label="Do not ask me again until I draw a card")])] # fmt: skip
    "Do not ask me again until I draw a card": "Nicht mehr fragen, bis ich eine Karte ziehe",
    # turn.py:291: _done("End the Events segment", lambda state: enter(state, "planning")),
    "End the Events segment": "Segment Ereignisse beenden",
    # turn.py:299: (MOVE, JOKER, SPECIAL, _done("End the movement", lambda state: enter(state, "offensives"))),
    "End the movement": "Die Bewegung beenden",
    # turn.py:305: (ATTACK, JOKER, SPECIAL, _done("End the offensives", end_offensives)),
    "End the offensives": "Die Offensiven beenden",
    # turn.py:315: _done("No strategic move", lambda state: enter(state, "adjust")),
    "No strategic move": "Keine strategische Bewegung",
    # events.py:166: ActionSpec(kind="choose", label=f"Cancel {hands.label(number)}", steps=ask("value", "card", [Choice(value=str(counter), label=hands.label(counter))]))
    "Cancel {a}": "{a} aufheben",
    # events.py:168: ActionSpec(kind="pass", label="Let it happen"),
    "Let it happen": "Geschehen lassen",
    # events.py:224: Choice(value=jid, label=f"{fcards.SPECIAL_JOKERS[jid].title_en} (special joker)")
    "{a} (special joker)": "{a} (Spezialjoker)",
    # events.py:43: specs.append(ActionSpec(kind="pass", label="None"))
    "None": "Keins",
    # hands.py:100: choices = [Choice(value=p, label=f"{p} pile") for p in PILES if can_draw(state, p)] return [ActionSpec(kind="draw", label=label_text, steps=ask("pile"
    "{a} pile": "{a}stapel",
    # hands.py:179: return [ActionSpec(kind="joker", label="Play your joker: draw 2 cards (9.0)")]
    "Play your joker: draw 2 cards (9.0)": "Deinen Joker spielen: 2 Karten ziehen (9.0)",
    # hands.py:101: return [ActionSpec(kind="draw", label=label_text, steps=ask("pile", "pile", choices))]
    "pile": "Stapel",
    # combat.py:661: return [builders.action("choose", "Which unit loses a step (18.5)", "value", "unit", choices)]
    "unit": "Einheit",
    # movement.py:291: value=uid, label=unit_label(state, uid), then=ask("mode", "how", mode_choices)
    "how": "wie",
    # combat.py:766: builders.action("choose", f"Retreat {board.unit(uid).name} (18.6)", "value", "box", choices)
    "box": "Feld",
    # planning.py:44: Choice(value=0, label="Strategic depots: 2 moves, 1 offensive (11.0)", then=depot_then)
    "Strategic depots: 2 moves, 1 offensive (11.0)": "Strategische Depots: 2 Bewegungen, 1 Offensive (11.0)",
    # planning.py:60: ActionSpec( kind="plan", label="Spend cards for operations (16.0)", steps=ask("card", "card", choices), )
    "Spend cards for operations (16.0)": "Karten für Operationen ausgeben (16.0)",
    # planning.py:70: Step(param="movement", label=f"OP on movement (of {ops})", range=IntRange(min=0, max=ops))
    "OP on movement (of {a})": "OP für die Bewegung (von {a})",
    # planning.py:31: choice = Choice(value=0, label="Strategic depots: 2 moves, 1 offensive", then=then)
    "Strategic depots: 2 moves, 1 offensive": "Strategische Depots: 2 Bewegungen, 1 Offensive",
    # planning.py:33: choice = Choice(value=-1, label=f"The cards committed ({total} OP)", then=_split(total)) # fmt: skip
    "The cards committed ({a} OP)": "Die eingesetzten Karten ({a} OP)",
    # planning.py:35: return [ActionSpec(kind="plan", label="Split the committed operation points (7.1)", steps=ask("card", "card", [choice]))] # fmt: skip
    "Split the committed operation points (7.1)": "Die eingesetzten Operationspunkte aufteilen (7.1)",
    # planning.py:39: [Step(param="movement", label="free OP on movement", range=IntRange(min=0, max=free))]
    "free OP on movement": "freie OP für die Bewegung",
    # reinforce.py:103: ActionSpec(kind="pass", label="Take nothing"),
    "Take nothing": "Nichts nehmen",
    # reinforce.py:175: Choice(value=u, label=f"{unit_name(u)} at {board.box_name(board.box_of(state, u) or '')}")
    "{a} at {b}": "{a} in {b}",
    # reinforce.py:180: ActionSpec(kind="pass", label="Restore no more"),
    "Restore no more": "Nichts mehr wiederherstellen",
    # reinforce.py:90: choices.append(Choice(value="batch", label=f"The next batch: {names}"))
    "The next batch: {a}": "Nächste Verstärkungsstaffel: {a}",
    # reinforce.py:95: choices.append(Choice(value="restore", label="Restore two reduced units"))
    "Restore two reduced units": "Zwei geschwächte Einheiten wiederherstellen",
    # reinforce.py:93: choices.append(Choice(value=f"revive:{uid}", label=f"Bring back {unit_name(uid)}"))
    "Bring back {a}": "{a} zurückbringen",
    # builders.py:41: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)], ) ], )
    "answer": "Antwort",
    # activation.py:130: return picks.pick( state, seat, "kurd_plan", options, "Plan the Kurds' 4 OP (16.0)", _pick_kurd_plan )
    "Plan the Kurds' 4 OP (16.0)": "Die 4 OP der Kurden planen (16.0)",
    # activation.py:93: return events + picks.pick(state, seat, "kurd_option", options, "The Kurds' replacements (26.2)", _pick_kurd_option, optional=True) # fmt: skip
    "The Kurds' replacements (26.2)": "Ersatz der Kurden (26.2)",
    # activation.py:43: return events + picks.pick(state, seat, "daesh_option", options, "Daesh's reinforcements (25.2)", _pick_daesh_option, optional=True) # fmt: skip
    "Daesh's reinforcements (25.2)": "Verstärkungen von Daesh (25.2)",
    # activation.py:165: return movement.move_spec(state, [BAGHDADI], ("ground",), "Move Al Baghdadi (1 OP)")
    "Move Al Baghdadi (1 OP)": "Al Baghdadi bewegen (1 OP)",
    # activation.py:181: return combat.attack_spec(state, seat, board.DAESH, "Daesh offensive (1 OP)")
    "Daesh offensive (1 OP)": "Daesh-Offensive (1 OP)",
    # activation.py:170: specs += movement.move_spec(state, mobile, ("ground",), "Move a Kurdish unit") if activation.offensives > 0: for side in board.kurd_sides(state): spec
    "Move a Kurdish unit": "Eine kurdische Einheit bewegen",
    # activation.py:186: specs += combat.attack_spec(state, seat, side, f"{side} offensive")
    "{a} offensive": "Offensive ({a})",
    # alliances.py:30: builders.action( "exchange", "Offer a card in exchange (29.0)", "card", "card offered", with_partner )
    "Offer a card in exchange (29.0)": "Eine Karte zum Tausch anbieten (29.0)",
    # alliances.py:30: builders.action( "exchange", "Offer a card in exchange (29.0)", "card", "card offered", with_partner )
    "card offered": "angebotene Karte",
    # alliances.py:47: builders.action("choose", f"Give a card to {giver} in exchange", "value", "card", cards),
    "Give a card to {a} in exchange": "{a} im Tausch eine Karte geben",
    # alliances.py:91: builders.action("choose", f"Let {asker} use Hezbollah this phase", "value", "", grant),
    "Let {a} use Hezbollah this phase": "{a} die Hisbollah für diese Phase leihen",
    # alliances.py:27: builders.branch(n, hands.label(n), "partner", "with", to) for n in hands.hand(state, seat)
    "with": "mit",
    # combat.py:661: return [builders.action("choose", "Which unit loses a step (18.5)", "value", "unit", choices)]
    "Which unit loses a step (18.5)": "Welche Einheit verliert eine Stufe (18.5)",
    # combat.py:766: builders.action("choose", f"Retreat {board.unit(uid).name} (18.6)", "value", "box", choices)
    "Retreat {a} (18.6)": "{a} zurückziehen (18.6)",
    # combat.py:336: builders.action( "support", f"Support the {what} of {board.box_name(battle.target)}", "card", "card", choices, ),
    "Support the {a} of {b}": "{a} in {b} unterstützen",
    # combat.py:439: builders.action( "support", f"Cancel the air mission of {hands.label(number)}", "card", "card", choices ),
    "Cancel the air mission of {a}": "Die Luftmission von {a} aufheben",
    # combat.py:812: builders.action("choose", "Exploit with the armour (18.7)", "value", "box", choices),
    "Exploit with the armour (18.7)": "Mit den Panzern nachstoßen (18.7)",
    # hands.py:139: ActionSpec( kind="pick", label=f"Choose a card from the piles ({left} to take, 7.0)", steps=ask("pile", "pile", piles), ) ]
    "Choose a card from the piles ({a} to take, 7.0)": "Eine Karte aus den Stapeln wählen ({a} zu nehmen, 7.0)",
    # hands.py:131: Choice( value=name, label=f"{name} pile: {len(cards)} cards", then=ask("card", "card", choices), ) ) left = state.to_select[seat]
    "{a} pile: {b} cards": "{a}stapel: {b} Karten",
    # hands.py:129: choices = [Choice(value=n, label=f"{label(n)} — {summary[n]}") for n in cards]
    "{a} — {b}": "{a} — {b}",
    # turn.py:263: return hands.draw_spec(state, "Draw a card (12.1 step 7)")
    "Draw a card (12.1 step 7)": "Eine Karte ziehen (12.1, Schritt 7)",
    # events.py:41: specs = [builders.action("choose", question.data["label"], "value", "choice", choices)]
    "choice": "Wahl",
    # events.py:113: return [builders.action("event", "Play an event", "card", "card", choices)]
    "Play an event": "Ein Ereignis spielen",
    # events.py:228: return [builders.action("special", "Play a special joker (10.0)", "joker", "joker", choices)]
    "Play a special joker (10.0)": "Einen Spezialjoker spielen (10.0)",
    # events.py:228: return [builders.action("special", "Play a special joker (10.0)", "joker", "joker", choices)]
    "joker": "Joker",
    # events.py:252: return pick(state, seat, "entrench", entrench_boxes(state, seat), "Entrench a box (19.0)", optional=True, left=int(p["count"])) # fmt: skip
    "Entrench a box (19.0)": "Ein Feld verschanzen (19.0)",
    # events.py:326: return events + pick(state, seat, "strike", more, f"{strikes.title(data['card'])}: a box to strike", optional=True, **{**data, "chosen": chosen}) # fm
    "{a}: a box to strike": "{a}: zu treffendes Feld",
    # events.py:452: return _choose_opponent(state, seat, "cyber", "Whose hand (card 37)", left=int(p["count"]))
    "Whose hand (card 37)": "Wessen Hand (Karte 37)",
    # events.py:494: return _choose_opponent(state, seat, "steal", "Whose hand (card 39)")
    "Whose hand (card 39)": "Wessen Hand (Karte 39)",
    # events.py:509: return pick(state, seat, "steal", options, "Take a card (card 39)", **data)
    "Take a card (card 39)": "Eine Karte nehmen (Karte 39)",
    # events.py:513: return _choose_opponent(state, seat, "terror", "Target of the terror campaign (card 38)")
    "Target of the terror campaign (card 38)": "Ziel der Terrorkampagne (Karte 38)",
    # events.py:540: return pick(state, who, "discard", options, f"Discard a card ({hands.label(number)})")
    "Discard a card ({a})": "Eine Karte abwerfen ({a})",
    # events.py:576: return pick(state, seat, "truce", truce_boxes(state), "Box of the humanitarian truce (card 34)", turns=int(p["turns"])) # fmt: skip
    "Box of the humanitarian truce (card 34)": "Feld der humanitären Waffenruhe (Karte 34)",
    # events.py:744: return pick(state, seat, "reinforcement_draw", options, "Draw a card from (15.0)")
    "Draw a card from (15.0)": "Von einem Stapel ziehen (15.0)",
    # events.py:794: return pick(state, seat, "place_stack", options, "Where the Turkish stack enters (card 74)", card=number, effect=i) # fmt: skip
    "Where the Turkish stack enters (card 74)": "Wo der türkische Stapel ins Spiel kommt (Karte 74)",
    # events.py:915: return pick(state, seat, "reveal", _enemy_stacks(state, seat, []), "A stack to look into (30.0)", optional=True, card=number, effect=i + 1, seen=[], l
    "A stack to look into (30.0)": "Einen Stapel ansehen (30.0)",
    # events.py:953: return events + pick(state, seat, "drone", options, "The militia to strike (cards 91-92)", optional=True, **{**data, "seen": seen}) # fmt: skip
    "The militia to strike (cards 91-92)": "Die zu treffende Miliz (Karten 91-92)",
    # events.py:476: return events + pick(state, seat, "cyber", options, "Discard a card (card 37)", **data)
    "Discard a card (card 37)": "Eine Karte abwerfen (Karte 37)",
    # movement.py:317: return move_spec(state, _movers(state, seat), SEGMENT_MODES, "Move a unit")
    "Move a unit": "Eine Einheit bewegen",
    # movement.py:330: return move_spec(state, uids, ("strategic",), "Strategic move (17.3)")
    "Strategic move (17.3)": "Strategische Bewegung (17.3)",
    # planning.py:105: return combat.attack_spec(state, seat, state.sides[seat], "Launch an offensive (18.0)")
    "Launch an offensive (18.0)": "Eine Offensive starten (18.0)",
    # reinforce.py:150: return [builders.action("choose", f"Place {what}", "value", "box", choices)]
    "Place {a}": "{a} platzieren",
    # reinforce.py:102: builders.action("choose", "Reinforcements (15.0)", "value", "what", choices),
    "Reinforcements (15.0)": "Verstärkungen (15.0)",
    # reinforce.py:102: builders.action("choose", "Reinforcements (15.0)", "value", "what", choices),
    "what": "was",
    # reinforce.py:179: builders.action("choose", "Restore a reduced unit", "value", "unit", choices),
    "Restore a reduced unit": "Eine geschwächte Einheit wiederherstellen",
    "Ask {a} leave to move and engage the Hezbollah units stacked with yours this phase (20.0)": "{a} bitten, diese Phase die Hisbollah in deinen Stapeln bewegen und einsetzen zu dürfen (20.0)",
    "{a} Daesh counters": "{a} Daesh-Marker",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a}{b}": "{a}{b}",
}
