"""Suprématie's choice-tree labels (the moves, steps and answers its prompts offer) in
French and German: the engine's English labels as templates (their values as ``{a}``,
``{b}``… in the order they come) -> the translation, for :meth:`rules.core.Game.label_in`.
Every label the engine writes in place is here (``tests/test_labels.py`` reads the code);
the values that name the game's things are said in the language by its name tables."""

from __future__ import annotations

LABELS_FR: dict[str, str] = {
    # combat.py:1101: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out",
    "Come to the rescue with your SANs (they stop a bomb on 1-3)?": "Venir à la rescousse avec vos S.A.N. (ils arrêtent une bombe sur 1-3) ?",
    # combat.py:1101: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out",
    "protect": "protéger",
    # combat.py:1101: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out",
    "stay out": "rester à l'écart",
    # combat.py:162: Choice( value="airborne", label="armies flown in (2 oil each)", then=[Step(param="target", label="target", choices=targets)],
    "armies flown in (2 oil each)": "armées aéroportées (2 pétrole chacune)",
    # combat.py:240: Choice(value="resist", label="resist (no set, one die)"), Choice(value="surrender", label="surrender"), ] if has_set(state, seat):
    "resist (no set, one die)": "résister (sans série, un dé)",
    # combat.py:241: Choice(value="surrender", label="surrender"), ] if has_set(state, seat): choices.insert(0, Choice(value="defend", label="defend (a set, two dice)"))
    "surrender": "se rendre",
    # combat.py:306: ActionSpec( kind="defence", label="Your defence", steps=[Step(param="choice", label="choice", choices=choices)],
    "Your defence": "Votre défense",
    # combat.py:380: specs = [ActionSpec(kind="pass", label="No riposte")] bombs = state.powers[seat].bombs if battle is None or not bombs: return specs
    "No riposte": "Pas de riposte",
    # combat.py:598: ActionSpec( kind="occupy", label="Move in", steps=[
    "Move in": "Entrer",
    # combat.py:697: specs = [ActionSpec(kind="reinforce", label="No more reinforcements")] if sources: specs = [ ActionSpec(
    "No more reinforcements": "Plus de renforts",
    # combat.py:805: specs = [ActionSpec(kind="pass", label="No counter-attack")] salvo = state.salvos.get(str(seat)) if salvo: return [s for s in strategic_specs(state, s
    "No counter-attack": "Pas de contre-attaque",
    # combat.py:841: ActionSpec( kind="stranded", label=f"Your {s.armies} armies at {rname(s.target)}", steps=[Step(param="choice", label="choice", choices=choices)],
    "Your {a} armies at {b}": "Vos {a} armées en {b}",
    # combat.py:244: choices.insert(0, Choice(value="defend", label="defend (a set, two dice)")) retreat_to = _retreats(state, battle) if retreat_to and battle.defenders:
    "defend (a set, two dice)": "défendre (une série, deux dés)",
    # combat.py:250: stand = [Choice(value="resist", label="resist")] if has_set(state, seat): stand.insert(0, Choice(value="defend", label="defend")) dests = [
    "resist": "résister",
    # combat.py:265: Choice( value="retreat", label="retreat", then=[Step(param="to", label="to", choices=dests)] ) )
    "retreat": "se retirer",
    # combat.py:280: Choice( value="riposte", label="nuclear riposte first", then=[
    "nuclear riposte first": "d'abord une riposte nucléaire",
    # combat.py:397: ActionSpec( kind="nuke", label="Nuclear riposte", steps=[
    "Nuclear riposte": "Riposte nucléaire",
    # combat.py:700: ActionSpec( kind="reinforce", label="Reinforce", steps=[
    "Reinforce": "Renforcer",
    # combat.py:837: choices.insert(0, Choice(value="attack", label="attack again")) if s.naval and s.sea and F.capacity_at_sea(state, s.sea, seat) >= s.armies: choices.in
    "attack again": "attaquer de nouveau",
    # combat.py:839: choices.insert(0, Choice(value="withdraw", label="withdraw to the fleets")) return [ ActionSpec( kind="stranded",
    "withdraw to the fleets": "rembarquer sur les flottes",
    # combat.py:932: Choice( value="aim", label="aim bombs", then=[Step(param="target", label="target", choices=choices)],
    "aim bombs": "pointer des bombes",
    # combat.py:939: steps.append(Choice(value="launch", label="launch the bombs aimed")) steps.append(Choice(value="cancel", label="stand down the bombs aimed")) if steps
    "launch the bombs aimed": "lancer les bombes pointées",
    # combat.py:940: steps.append(Choice(value="cancel", label="stand down the bombs aimed")) if steps: specs.append( ActionSpec(
    "stand down the bombs aimed": "annuler les bombes pointées",
    # combat.py:943: ActionSpec( kind="nuke", label="Atomic bombs", steps=[Step(param="step", label="now", choices=steps)],
    "Atomic bombs": "Bombes atomiques",
    # combat.py:97: ActionSpec( kind="attack", label="Attack", steps=[Step(param="origin", label="from", choices=origins)],
    "Attack": "Attaquer",
    # combat.py:126: then.append(Step(param="count", label="how many", range=IntRange(min=1, max=here))) targets.append(Choice(value=target, label=rname(target), then=then
    "how many": "combien",
    # combat.py:130: Choice( value=unit, label=f"{unit}s ({here})", then=[Step(param="target", label="target", choices=targets)],
    "{a}s ({b})": "{a}s ({b})",
    # combat.py:252: stand.insert(0, Choice(value="defend", label="defend")) dests = [ Choice( value=r,
    "defend": "défendre",
    # combat.py:925: Choice( value="space", label="the SANs in space", then=[Step(param="bombs", label="bombs", range=IntRange(min=1, max=free))],
    "the SANs in space": "les S.A.N. dans l'espace",
    # combat.py:957: ActionSpec( kind="star_war", label="Star wars: SAN against SAN", steps=[Step(param="target", label="whose SAN", choices=rivals)],
    "Star wars: SAN against SAN": "Guerre des étoiles : S.A.N. contre S.A.N.",
    # combat.py:120: Step( param="defender", label="whom", choices=[Choice(value=s, label=state.seats[s]) for s in enemy],
    "whom": "qui",
    # combat.py:165: then=[Step(param="target", label="target", choices=targets)], ) ]
    "target": "cible",
    # combat.py:309: steps=[Step(param="choice", label="choice", choices=choices)], ) ]
    "choice": "choix",
    # combat.py:602: Step( param="count", label=f"how many ({each} {resource} each)", range=IntRange(min=0, max=most),
    "how many ({a} {b} each)": "combien ({a} {b} chacune)",
    # combat.py:259: Step(param="stand", label="those left", choices=stand, optional=True), ], ) for r in retreat_to
    "those left": "le reste",
    # combat.py:266: value="retreat", label="retreat", then=[Step(param="to", label="to", choices=dests)] ) ) if not q.data.get("riposted") and state.powers[seat].bombs:
    "to": "vers",
    # combat.py:284: Step( param="target", label="bomb", choices=[
    "bomb": "bombe",
    # combat.py:392: then=[Step(param="bombs", label="bombs", range=IntRange(min=1, max=bombs))], ) for t in targets ]
    "bombs": "bombes",
    # combat.py:401: Step( param="step", label="now", choices=[
    "now": "maintenant",
    # combat.py:704: Step( param="origin", label="from", optional=True,
    "from": "depuis",
    # combat.py:960: steps=[Step(param="target", label="whose SAN", choices=rivals)], ) ) return specs
    "whose SAN": "S.A.N. de qui",
    # combat.py:92: then=[Step(param="unit", label="with", choices=units)], ) ) if origins:
    "with": "avec",
    # engine.py:348: specs.append(ActionSpec(kind="end_turn", label="End your turn")) return specs + bank  def _bank_specs(
    "End your turn": "Terminer votre tour",
    # engine.py:262: Choice(value=f"pack_{i + 1}", label=f"pack {i + 1}") for i in range(len(free)) ] else: label = "Choose your superpower"
    "pack {a}": "paquet {a}",
    # engine.py:334: ActionSpec( kind="phase", label="Play a phase", steps=[
    "Play a phase": "Jouer une phase",
    # engine.py:360: Choice( value="borrow", label="borrow", then=[
    "borrow": "emprunter",
    # engine.py:371: Choice( value="repay", label="repay", then=[
    "repay": "rembourser",
    # engine.py:380: ops.append(Choice(value="arrears", label=f"pay the {power.arrears} M$ in arrears")) specs: list[ActionSpec] = [] if ops: specs.append(
    "pay the {a} M$ in arrears": "payer les {a} M$ d'arriérés",
    # engine.py:384: ActionSpec( kind="loan", label="The bank", steps=[Step(param="op", label="what", choices=ops)],
    "The bank": "La banque",
    # engine.py:270: steps=[Step(param="power", label="superpower", choices=choices)], )  def _public_moves(self, state: SupremacyState, seat: int) -> list[ActionSpec]:
    "superpower": "superpuissance",
    # engine.py:311: ActionSpec( kind="disband", label=f"Disband an unpaid force ({turn.unpaid_forces} left)", steps=[Step(param="unit", label="what", choices=units)],
    "Disband an unpaid force ({a} left)": "Dissoudre une force impayée (reste {a})",
    # engine.py:318: specs.append(ActionSpec(kind="pay", label="Pay salaries and interest")) return specs + self._bank_specs(state, seat, repay=True) if 3 <= turn.phase <=
    "Pay salaries and interest": "Payer salaires et intérêts",
    # engine.py:323: specs.append(ActionSpec(kind="done", label=f"End phase {turn.phase}")) if state.sim is None: specs.append(ActionSpec(kind="end_turn", label="End your
    "End phase {a}": "Terminer la phase {a}",
    # engine.py:338: Step( param="phase", label="phase", choices=[
    "phase": "phase",
    # engine.py:364: Step(param="billions", label="billions", range=IntRange(min=1, max=most)) ], ) )
    "billions": "milliards",
    # engine.py:387: steps=[Step(param="op", label="what", choices=ops)], ) ) return specs + trade.money_specs(state, seat) + trade.company_specs(state, seat)
    "what": "quoi",
    # engine.py:307: then=[Step(param="where", label="where", choices=where)], ) ) return [
    "where": "où",
    # military.py:263: return [ActionSpec(kind="move", label="Move forces", steps=[Step(param="how", label="how", choices=ways)])]  # fmt: skip
    "Move forces": "Déplacer des forces",
    # military.py:124: ActionSpec( kind="march", label="March armies by land", steps=[Step(param="origin", label="from", choices=march)],
    "March armies by land": "Faire marcher des armées",
    # military.py:188: ActionSpec( kind="embark", label="Embark armies in a port", steps=[Step(param="origin", label="from", choices=embark)],
    "Embark armies in a port": "Embarquer des armées dans un port",
    # military.py:219: ActionSpec( kind="land", label="Land carried armies", steps=[Step(param="origin", label="from", choices=landing)],
    "Land carried armies": "Débarquer des armées transportées",
    # military.py:254: ActionSpec( kind="sail", label="Sail fleets", steps=[Step(param="origin", label="from", choices=sail)],
    "Sail fleets": "Faire naviguer des flottes",
    # military.py:446: Choice( value="army", label="armies", then=[Step(param="where", label="where", choices=armies)],
    "armies": "armées",
    # military.py:454: Choice( value="fleet", label="fleets", then=[Step(param="where", label="where", choices=fleets)],
    "fleets": "flottes",
    # military.py:531: ActionSpec( kind="research", label=f"Research the {research.weapon}", steps=[
    "Research the {a}": "Rechercher ({a})",
    # military.py:574: ActionSpec( kind="research", label="Research a prototype", steps=[Step(param="weapon", label="weapon", choices=search)],
    "Research a prototype": "Rechercher un prototype",
    # military.py:582: ActionSpec( kind="make_weapon", label="Build bombs or SANs", steps=[Step(param="weapon", label="weapon", choices=more)],
    "Build bombs or SANs": "Construire bombes ou S.A.N.",
    # military.py:153: ActionSpec( kind="fly", label="Fly armies (2 oil each)", steps=[Step(param="origin", label="from", choices=fly)],
    "Fly armies (2 oil each)": "Aéroporter des armées (2 pétrole chacune)",
    # military.py:280: Step( param="armies", label="armies carried", range=IntRange(min=low, max=high),
    "armies carried": "armées transportées",
    # military.py:108: Choice( value=dest, label=f"{rname(dest)} ({steps} grain an army{note})", then=[Step(param="count", label="armies", range=IntRange(min=1, max=most))],
    "{a} ({b} grain an army{c})": "{a} ({b} céréales par armée{c})",
    # military.py:240: Choice( value=dest, label=f"{rname(dest)} ({steps} oil a fleet{note})", then=then ) )
    "{a} ({b} oil a fleet{c})": "{a} ({b} pétrole par flotte{c})",
    # military.py:264: steps=[Step(param="how", label="how", choices=ways)])]  # fmt: skip   def _fleet_loads(here: int, carried: int, most: int) -> list[Choice]:
    "how": "comment",
    # military.py:535: Step( param="weapon", label="next", choices=[
    "next": "ensuite",
    # military.py:577: steps=[Step(param="weapon", label="weapon", choices=search)], ) ) if more:
    "weapon": "arme",
    # military.py:183: then=[Step(param="to", label="onto the fleets in", choices=seas)], ) ) if embark:
    "onto the fleets in": "sur les flottes en",
    # military.py:539: Choice( value=research.weapon, label=f"turn another card ({tables.CARD_TURN_COST} M$)", ),
    "turn another card ({a} M$)": "retourner une autre carte ({a} M$)",
    # military.py:543: Choice(value="stop", label="stop the research"), ], ) ],
    "stop the research": "arrêter la recherche",
    # simultaneous.py:93: choice = ActionSpec(kind="phase", label="Play phase 7", steps=[ Step(param="phase", label="phase", choices=[Choice(value=7, label="7", then=[ Step(par
    "Play phase 7": "Jouer la phase 7",
    # simultaneous.py:99: choice = ActionSpec( kind="phase", label=f"Play phase {phase}", steps=[
    "Play phase {a}": "Jouer la phase {a}",
    # simultaneous.py:106: return [choice, ActionSpec(kind="pass", label=f"Not phase {phase}")]   def _claim_settle(state: SupremacyState, q: Question) -> list[Event]:
    "Not phase {a}": "Pas la phase {a}",
    # simultaneous.py:95: Step(param="mode", label="announce", choices=[ Choice(value="buy", label="buy"), Choice(value="prospect", label="prospect")])])])])  # fmt: skip else:
    "announce": "annoncer",
    # simultaneous.py:96: Choice(value="buy", label="buy"), Choice(value="prospect", label="prospect")])])])])  # fmt: skip else: choice = ActionSpec(
    "buy": "acheter",
    # simultaneous.py:97: Choice(value="prospect", label="prospect")])])])])  # fmt: skip else: choice = ActionSpec( kind="phase",
    "prospect": "prospecter",
    # trade.py:166: price = Step(param="price", label="price in M$", range=IntRange(min=0, max=MAX_PRICE)) return ActionSpec( kind="offer", label=label,
    "price in M$": "prix en M$",
    # trade.py:563: return yes_no("Accept the deal?", "accept", "decline", kind="answer")   def _offer_answer(state: SupremacyState, q: Question, seat: int, action: Any)
    "Accept the deal?": "Accepter le marché ?",
    # trade.py:563: return yes_no("Accept the deal?", "accept", "decline", kind="answer")   def _offer_answer(state: SupremacyState, q: Question, seat: int, action: Any)
    "accept": "accepter",
    # trade.py:563: return yes_no("Accept the deal?", "accept", "decline", kind="answer")   def _offer_answer(state: SupremacyState, q: Question, seat: int, action: Any)
    "decline": "refuser",
    # trade.py:636: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer")   def _passage_settle(state: SupremacyState, q: Question
    "Let the forces pass through yours?": "Laisser les forces passer par les vôtres ?",
    # trade.py:636: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer")   def _passage_settle(state: SupremacyState, q: Question
    "let them pass": "les laisser passer",
    # trade.py:636: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer")   def _passage_settle(state: SupremacyState, q: Question
    "refuse": "refuser",
    # trade.py:226: ActionSpec( kind="offer", label="Give or lend money to a player", steps=[
    "Give or lend money to a player": "Donner ou prêter de l'argent à un joueur",
    # trade.py:445: ActionSpec( kind="offer", label="Sell arms to a player", steps=[
    "Sell arms to a player": "Vendre des armes à un joueur",
    # trade.py:47: ActionSpec( kind="sell", label="Sell on the market", steps=[
    "Sell on the market": "Vendre au marché",
    # trade.py:143: ActionSpec( kind="prospect", label=(f"Prospect ({turn.prospecting.done} of 3 made; 200 M$ a card turned)"), steps=[
    "Prospect ({a} of 3 made; 200 M$ a card turned)": "Prospecter ({a} sur 3 ; 200 M$ par carte retournée)",
    # trade.py:279: Choice( value="close", label="close a company", then=[
    "close a company": "fermer une entreprise",
    # trade.py:293: Choice( value="reopen", label="reopen a company", then=[
    "reopen a company": "rouvrir une entreprise",
    # trade.py:307: ActionSpec( kind="company", label="Close or reopen a company", steps=[Step(param="op", label="what", choices=ops)],
    "Close or reopen a company": "Fermer ou rouvrir une entreprise",
    # trade.py:317: specs.append(ActionSpec(kind="offer", label="Offer a company to a player", steps=[ Step(param="deal", label="deal", choices=[Choice(value="company", l
    "Offer a company to a player": "Proposer une entreprise à un joueur",
    # trade.py:96: ActionSpec( kind="buy", label="Buy on the market", steps=[
    "Buy on the market": "Acheter au marché",
    # trade.py:171: Step( param="deal", label="deal", choices=[
    "deal": "marché",
    # trade.py:425: Choice( value=weapon, label=f"{weapon}s", then=[
    "{a}s": "{a}s",
    # trade.py:51: Step( param="resource", label="resource", choices=[
    "resource": "ressource",
    # trade.py:147: Step( param="resource", label="looking for", choices=[Choice(value=r, label=r) for r in RESOURCES],
    "looking for": "chercher",
    # trade.py:283: Step( param="card", label="company", choices=[Choice(value=c, label=economy.card_name(c)) for c in opened],
    "company": "entreprise",
    # trade.py:234: Choice( value="money", label="money", then=[
    "money": "argent",
    # trade.py:359: Step(param="where", label="delivered to", choices=[ Choice(value=r, label=military.rname(r), then=[ Step(param="count", label="armies", range=IntRange
    "delivered to": "livraison en",
    # trade.py:453: Choice( value="arms", label="arms", then=[Step(param="to", label="to", choices=buyers)],
    "arms": "armes",
    # trade.py:55: Choice( value=r, label=f"{r} at {state.prices[r]} M$", then=[
    "{a} at {b} M$": "{a} à {b} M$",
    # trade.py:59: Step( param="count", label="units", range=IntRange(min=1, max=power.storage[r]),
    "units": "unités",
    # trade.py:246: Step( param="price", label="M$", range=IntRange(min=1, max=power.money),
    "M$": "M$",
    # builders.py:37: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)],
    "answer": "réponse",
    # trade.py:75: _offer_spec( state, partners, "sell",
    "Offer resources to a player": "Proposer des ressources à un joueur",
    # trade.py:127: _offer_spec( state, partners, "buy",
    "Ask a player for resources": "Demander des ressources à un joueur",
    "Pick a superpower's pack (the packs are shuffled: you do not know whose)": "Choisir le paquet d'une superpuissance (mélangés : vous ne savez pas laquelle)",
    "Choose your superpower": "Choisir votre superpuissance",
    "Build forces ({a} left of this set)": "Construire des forces (reste {a} de ce set)",
    "Build forces (a set and 300 M$ for 3)": "Construire des forces (un set et 300 M$ pour 3)",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a} - {b}": "{a} - {b}",
    "{a} ({b})": "{a} ({b})",
}

LABELS_DE: dict[str, str] = {
    # combat.py:1101: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out",
    "Come to the rescue with your SANs (they stop a bomb on 1-3)?": "Mit deinen SANs zu Hilfe kommen (sie fangen eine Bombe bei 1-3 ab)?",
    # combat.py:1101: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out",
    "protect": "schützen",
    # combat.py:1101: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out",
    "stay out": "sich heraushalten",
    # combat.py:162: Choice( value="airborne", label="armies flown in (2 oil each)", then=[Step(param="target", label="target", choices=targets)],
    "armies flown in (2 oil each)": "eingeflogene Armeen (je 2 Öl)",
    # combat.py:240: Choice(value="resist", label="resist (no set, one die)"), Choice(value="surrender", label="surrender"), ] if has_set(state, seat):
    "resist (no set, one die)": "sich wehren (ohne Satz, ein Würfel)",
    # combat.py:241: Choice(value="surrender", label="surrender"), ] if has_set(state, seat): choices.insert(0, Choice(value="defend", label="defend (a set, two dice)"))
    "surrender": "sich ergeben",
    # combat.py:306: ActionSpec( kind="defence", label="Your defence", steps=[Step(param="choice", label="choice", choices=choices)],
    "Your defence": "Deine Verteidigung",
    # combat.py:380: specs = [ActionSpec(kind="pass", label="No riposte")] bombs = state.powers[seat].bombs if battle is None or not bombs: return specs
    "No riposte": "Kein Gegenschlag",
    # combat.py:598: ActionSpec( kind="occupy", label="Move in", steps=[
    "Move in": "Einrücken",
    # combat.py:697: specs = [ActionSpec(kind="reinforce", label="No more reinforcements")] if sources: specs = [ ActionSpec(
    "No more reinforcements": "Keine Verstärkung mehr",
    # combat.py:805: specs = [ActionSpec(kind="pass", label="No counter-attack")] salvo = state.salvos.get(str(seat)) if salvo: return [s for s in strategic_specs(state, s
    "No counter-attack": "Kein Gegenangriff",
    # combat.py:841: ActionSpec( kind="stranded", label=f"Your {s.armies} armies at {rname(s.target)}", steps=[Step(param="choice", label="choice", choices=choices)],
    "Your {a} armies at {b}": "Deine {a} Armeen in {b}",
    # combat.py:244: choices.insert(0, Choice(value="defend", label="defend (a set, two dice)")) retreat_to = _retreats(state, battle) if retreat_to and battle.defenders:
    "defend (a set, two dice)": "verteidigen (ein Satz, zwei Würfel)",
    # combat.py:250: stand = [Choice(value="resist", label="resist")] if has_set(state, seat): stand.insert(0, Choice(value="defend", label="defend")) dests = [
    "resist": "sich wehren",
    # combat.py:265: Choice( value="retreat", label="retreat", then=[Step(param="to", label="to", choices=dests)] ) )
    "retreat": "sich zurückziehen",
    # combat.py:280: Choice( value="riposte", label="nuclear riposte first", then=[
    "nuclear riposte first": "zuerst nuklearer Gegenschlag",
    # combat.py:397: ActionSpec( kind="nuke", label="Nuclear riposte", steps=[
    "Nuclear riposte": "Nuklearer Gegenschlag",
    # combat.py:700: ActionSpec( kind="reinforce", label="Reinforce", steps=[
    "Reinforce": "Verstärken",
    # combat.py:837: choices.insert(0, Choice(value="attack", label="attack again")) if s.naval and s.sea and F.capacity_at_sea(state, s.sea, seat) >= s.armies: choices.in
    "attack again": "erneut angreifen",
    # combat.py:839: choices.insert(0, Choice(value="withdraw", label="withdraw to the fleets")) return [ ActionSpec( kind="stranded",
    "withdraw to the fleets": "auf die Flotten zurückziehen",
    # combat.py:932: Choice( value="aim", label="aim bombs", then=[Step(param="target", label="target", choices=choices)],
    "aim bombs": "Bomben ausrichten",
    # combat.py:939: steps.append(Choice(value="launch", label="launch the bombs aimed")) steps.append(Choice(value="cancel", label="stand down the bombs aimed")) if steps
    "launch the bombs aimed": "die ausgerichteten Bomben starten",
    # combat.py:940: steps.append(Choice(value="cancel", label="stand down the bombs aimed")) if steps: specs.append( ActionSpec(
    "stand down the bombs aimed": "die ausgerichteten Bomben zurückhalten",
    # combat.py:943: ActionSpec( kind="nuke", label="Atomic bombs", steps=[Step(param="step", label="now", choices=steps)],
    "Atomic bombs": "Atombomben",
    # combat.py:97: ActionSpec( kind="attack", label="Attack", steps=[Step(param="origin", label="from", choices=origins)],
    "Attack": "Angreifen",
    # combat.py:126: then.append(Step(param="count", label="how many", range=IntRange(min=1, max=here))) targets.append(Choice(value=target, label=rname(target), then=then
    "how many": "wie viele",
    # combat.py:130: Choice( value=unit, label=f"{unit}s ({here})", then=[Step(param="target", label="target", choices=targets)],
    "{a}s ({b})": "{a}n ({b})",
    # combat.py:252: stand.insert(0, Choice(value="defend", label="defend")) dests = [ Choice( value=r,
    "defend": "verteidigen",
    # combat.py:925: Choice( value="space", label="the SANs in space", then=[Step(param="bombs", label="bombs", range=IntRange(min=1, max=free))],
    "the SANs in space": "die SANs im Weltraum",
    # combat.py:957: ActionSpec( kind="star_war", label="Star wars: SAN against SAN", steps=[Step(param="target", label="whose SAN", choices=rivals)],
    "Star wars: SAN against SAN": "Krieg der Sterne: SAN gegen SAN",
    # combat.py:120: Step( param="defender", label="whom", choices=[Choice(value=s, label=state.seats[s]) for s in enemy],
    "whom": "wen",
    # combat.py:165: then=[Step(param="target", label="target", choices=targets)], ) ]
    "target": "Ziel",
    # combat.py:309: steps=[Step(param="choice", label="choice", choices=choices)], ) ]
    "choice": "Wahl",
    # combat.py:602: Step( param="count", label=f"how many ({each} {resource} each)", range=IntRange(min=0, max=most),
    "how many ({a} {b} each)": "wie viele (je {a} {b})",
    # combat.py:259: Step(param="stand", label="those left", choices=stand, optional=True), ], ) for r in retreat_to
    "those left": "der Rest",
    # combat.py:266: value="retreat", label="retreat", then=[Step(param="to", label="to", choices=dests)] ) ) if not q.data.get("riposted") and state.powers[seat].bombs:
    "to": "nach",
    # combat.py:284: Step( param="target", label="bomb", choices=[
    "bomb": "Bombe",
    # combat.py:392: then=[Step(param="bombs", label="bombs", range=IntRange(min=1, max=bombs))], ) for t in targets ]
    "bombs": "Bomben",
    # combat.py:401: Step( param="step", label="now", choices=[
    "now": "jetzt",
    # combat.py:704: Step( param="origin", label="from", optional=True,
    "from": "von",
    # combat.py:960: steps=[Step(param="target", label="whose SAN", choices=rivals)], ) ) return specs
    "whose SAN": "wessen SAN",
    # combat.py:92: then=[Step(param="unit", label="with", choices=units)], ) ) if origins:
    "with": "mit",
    # engine.py:348: specs.append(ActionSpec(kind="end_turn", label="End your turn")) return specs + bank  def _bank_specs(
    "End your turn": "Deinen Zug beenden",
    # engine.py:262: Choice(value=f"pack_{i + 1}", label=f"pack {i + 1}") for i in range(len(free)) ] else: label = "Choose your superpower"
    "pack {a}": "Paket {a}",
    # engine.py:334: ActionSpec( kind="phase", label="Play a phase", steps=[
    "Play a phase": "Eine Phase spielen",
    # engine.py:360: Choice( value="borrow", label="borrow", then=[
    "borrow": "leihen",
    # engine.py:371: Choice( value="repay", label="repay", then=[
    "repay": "zurückzahlen",
    # engine.py:380: ops.append(Choice(value="arrears", label=f"pay the {power.arrears} M$ in arrears")) specs: list[ActionSpec] = [] if ops: specs.append(
    "pay the {a} M$ in arrears": "die {a} M$ Rückstand zahlen",
    # engine.py:384: ActionSpec( kind="loan", label="The bank", steps=[Step(param="op", label="what", choices=ops)],
    "The bank": "Die Bank",
    # engine.py:270: steps=[Step(param="power", label="superpower", choices=choices)], )  def _public_moves(self, state: SupremacyState, seat: int) -> list[ActionSpec]:
    "superpower": "Supermacht",
    # engine.py:311: ActionSpec( kind="disband", label=f"Disband an unpaid force ({turn.unpaid_forces} left)", steps=[Step(param="unit", label="what", choices=units)],
    "Disband an unpaid force ({a} left)": "Unbezahlte Streitkraft auflösen (noch {a})",
    # engine.py:318: specs.append(ActionSpec(kind="pay", label="Pay salaries and interest")) return specs + self._bank_specs(state, seat, repay=True) if 3 <= turn.phase <=
    "Pay salaries and interest": "Gehälter und Zinsen zahlen",
    # engine.py:323: specs.append(ActionSpec(kind="done", label=f"End phase {turn.phase}")) if state.sim is None: specs.append(ActionSpec(kind="end_turn", label="End your
    "End phase {a}": "Phase {a} beenden",
    # engine.py:338: Step( param="phase", label="phase", choices=[
    "phase": "Phase",
    # engine.py:364: Step(param="billions", label="billions", range=IntRange(min=1, max=most)) ], ) )
    "billions": "Milliarden",
    # engine.py:387: steps=[Step(param="op", label="what", choices=ops)], ) ) return specs + trade.money_specs(state, seat) + trade.company_specs(state, seat)
    "what": "was",
    # engine.py:307: then=[Step(param="where", label="where", choices=where)], ) ) return [
    "where": "wo",
    # military.py:263: return [ActionSpec(kind="move", label="Move forces", steps=[Step(param="how", label="how", choices=ways)])]  # fmt: skip
    "Move forces": "Streitkräfte bewegen",
    # military.py:124: ActionSpec( kind="march", label="March armies by land", steps=[Step(param="origin", label="from", choices=march)],
    "March armies by land": "Armeen marschieren lassen",
    # military.py:188: ActionSpec( kind="embark", label="Embark armies in a port", steps=[Step(param="origin", label="from", choices=embark)],
    "Embark armies in a port": "Armeen in einem Hafen einschiffen",
    # military.py:219: ActionSpec( kind="land", label="Land carried armies", steps=[Step(param="origin", label="from", choices=landing)],
    "Land carried armies": "Transportierte Armeen anlanden",
    # military.py:254: ActionSpec( kind="sail", label="Sail fleets", steps=[Step(param="origin", label="from", choices=sail)],
    "Sail fleets": "Flotten segeln lassen",
    # military.py:446: Choice( value="army", label="armies", then=[Step(param="where", label="where", choices=armies)],
    "armies": "Armeen",
    # military.py:454: Choice( value="fleet", label="fleets", then=[Step(param="where", label="where", choices=fleets)],
    "fleets": "Flotten",
    # military.py:531: ActionSpec( kind="research", label=f"Research the {research.weapon}", steps=[
    "Research the {a}": "{a} erforschen",
    # military.py:574: ActionSpec( kind="research", label="Research a prototype", steps=[Step(param="weapon", label="weapon", choices=search)],
    "Research a prototype": "Einen Prototyp erforschen",
    # military.py:582: ActionSpec( kind="make_weapon", label="Build bombs or SANs", steps=[Step(param="weapon", label="weapon", choices=more)],
    "Build bombs or SANs": "Bomben oder SANs bauen",
    # military.py:153: ActionSpec( kind="fly", label="Fly armies (2 oil each)", steps=[Step(param="origin", label="from", choices=fly)],
    "Fly armies (2 oil each)": "Armeen fliegen (je 2 Öl)",
    # military.py:280: Step( param="armies", label="armies carried", range=IntRange(min=low, max=high),
    "armies carried": "transportierte Armeen",
    # military.py:108: Choice( value=dest, label=f"{rname(dest)} ({steps} grain an army{note})", then=[Step(param="count", label="armies", range=IntRange(min=1, max=most))],
    "{a} ({b} grain an army{c})": "{a} ({b} Getreide pro Armee{c})",
    # military.py:240: Choice( value=dest, label=f"{rname(dest)} ({steps} oil a fleet{note})", then=then ) )
    "{a} ({b} oil a fleet{c})": "{a} ({b} Öl pro Flotte{c})",
    # military.py:264: steps=[Step(param="how", label="how", choices=ways)])]  # fmt: skip   def _fleet_loads(here: int, carried: int, most: int) -> list[Choice]:
    "how": "wie",
    # military.py:535: Step( param="weapon", label="next", choices=[
    "next": "als Nächstes",
    # military.py:577: steps=[Step(param="weapon", label="weapon", choices=search)], ) ) if more:
    "weapon": "Waffe",
    # military.py:183: then=[Step(param="to", label="onto the fleets in", choices=seas)], ) ) if embark:
    "onto the fleets in": "auf die Flotten in",
    # military.py:539: Choice( value=research.weapon, label=f"turn another card ({tables.CARD_TURN_COST} M$)", ),
    "turn another card ({a} M$)": "eine weitere Karte aufdecken ({a} M$)",
    # military.py:543: Choice(value="stop", label="stop the research"), ], ) ],
    "stop the research": "die Forschung beenden",
    # simultaneous.py:93: choice = ActionSpec(kind="phase", label="Play phase 7", steps=[ Step(param="phase", label="phase", choices=[Choice(value=7, label="7", then=[ Step(par
    "Play phase 7": "Phase 7 spielen",
    # simultaneous.py:99: choice = ActionSpec( kind="phase", label=f"Play phase {phase}", steps=[
    "Play phase {a}": "Phase {a} spielen",
    # simultaneous.py:106: return [choice, ActionSpec(kind="pass", label=f"Not phase {phase}")]   def _claim_settle(state: SupremacyState, q: Question) -> list[Event]:
    "Not phase {a}": "Nicht Phase {a}",
    # simultaneous.py:95: Step(param="mode", label="announce", choices=[ Choice(value="buy", label="buy"), Choice(value="prospect", label="prospect")])])])])  # fmt: skip else:
    "announce": "ansagen",
    # simultaneous.py:96: Choice(value="buy", label="buy"), Choice(value="prospect", label="prospect")])])])])  # fmt: skip else: choice = ActionSpec(
    "buy": "kaufen",
    # simultaneous.py:97: Choice(value="prospect", label="prospect")])])])])  # fmt: skip else: choice = ActionSpec( kind="phase",
    "prospect": "prospektieren",
    # trade.py:166: price = Step(param="price", label="price in M$", range=IntRange(min=0, max=MAX_PRICE)) return ActionSpec( kind="offer", label=label,
    "price in M$": "Preis in M$",
    # trade.py:563: return yes_no("Accept the deal?", "accept", "decline", kind="answer")   def _offer_answer(state: SupremacyState, q: Question, seat: int, action: Any)
    "Accept the deal?": "Das Geschäft annehmen?",
    # trade.py:563: return yes_no("Accept the deal?", "accept", "decline", kind="answer")   def _offer_answer(state: SupremacyState, q: Question, seat: int, action: Any)
    "accept": "annehmen",
    # trade.py:563: return yes_no("Accept the deal?", "accept", "decline", kind="answer")   def _offer_answer(state: SupremacyState, q: Question, seat: int, action: Any)
    "decline": "ablehnen",
    # trade.py:636: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer")   def _passage_settle(state: SupremacyState, q: Question
    "Let the forces pass through yours?": "Die Streitkräfte durch deine ziehen lassen?",
    # trade.py:636: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer")   def _passage_settle(state: SupremacyState, q: Question
    "let them pass": "passieren lassen",
    # trade.py:636: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer")   def _passage_settle(state: SupremacyState, q: Question
    "refuse": "ablehnen",
    # trade.py:226: ActionSpec( kind="offer", label="Give or lend money to a player", steps=[
    "Give or lend money to a player": "Einem Spieler Geld geben oder leihen",
    # trade.py:445: ActionSpec( kind="offer", label="Sell arms to a player", steps=[
    "Sell arms to a player": "Einem Spieler Waffen verkaufen",
    # trade.py:47: ActionSpec( kind="sell", label="Sell on the market", steps=[
    "Sell on the market": "Auf dem Markt verkaufen",
    # trade.py:143: ActionSpec( kind="prospect", label=(f"Prospect ({turn.prospecting.done} of 3 made; 200 M$ a card turned)"), steps=[
    "Prospect ({a} of 3 made; 200 M$ a card turned)": "Prospektieren ({a} von 3; 200 M$ je aufgedeckte Karte)",
    # trade.py:279: Choice( value="close", label="close a company", then=[
    "close a company": "ein Unternehmen schließen",
    # trade.py:293: Choice( value="reopen", label="reopen a company", then=[
    "reopen a company": "ein Unternehmen wieder öffnen",
    # trade.py:307: ActionSpec( kind="company", label="Close or reopen a company", steps=[Step(param="op", label="what", choices=ops)],
    "Close or reopen a company": "Ein Unternehmen schließen oder wieder öffnen",
    # trade.py:317: specs.append(ActionSpec(kind="offer", label="Offer a company to a player", steps=[ Step(param="deal", label="deal", choices=[Choice(value="company", l
    "Offer a company to a player": "Einem Spieler ein Unternehmen anbieten",
    # trade.py:96: ActionSpec( kind="buy", label="Buy on the market", steps=[
    "Buy on the market": "Auf dem Markt kaufen",
    # trade.py:171: Step( param="deal", label="deal", choices=[
    "deal": "Geschäft",
    # trade.py:425: Choice( value=weapon, label=f"{weapon}s", then=[
    "{a}s": "{a}s",
    # trade.py:51: Step( param="resource", label="resource", choices=[
    "resource": "Rohstoff",
    # trade.py:147: Step( param="resource", label="looking for", choices=[Choice(value=r, label=r) for r in RESOURCES],
    "looking for": "gesucht",
    # trade.py:283: Step( param="card", label="company", choices=[Choice(value=c, label=economy.card_name(c)) for c in opened],
    "company": "Unternehmen",
    # trade.py:234: Choice( value="money", label="money", then=[
    "money": "Geld",
    # trade.py:359: Step(param="where", label="delivered to", choices=[ Choice(value=r, label=military.rname(r), then=[ Step(param="count", label="armies", range=IntRange
    "delivered to": "Lieferung nach",
    # trade.py:453: Choice( value="arms", label="arms", then=[Step(param="to", label="to", choices=buyers)],
    "arms": "Waffen",
    # trade.py:55: Choice( value=r, label=f"{r} at {state.prices[r]} M$", then=[
    "{a} at {b} M$": "{a} zu {b} M$",
    # trade.py:59: Step( param="count", label="units", range=IntRange(min=1, max=power.storage[r]),
    "units": "Einheiten",
    # trade.py:246: Step( param="price", label="M$", range=IntRange(min=1, max=power.money),
    "M$": "M$",
    # builders.py:37: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)],
    "answer": "Antwort",
    # trade.py:75: _offer_spec( state, partners, "sell",
    "Offer resources to a player": "Einem Spieler Rohstoffe anbieten",
    # trade.py:127: _offer_spec( state, partners, "buy",
    "Ask a player for resources": "Einen Spieler um Rohstoffe bitten",
    "Pick a superpower's pack (the packs are shuffled: you do not know whose)": "Das Paket einer Supermacht wählen (gemischt: du weißt nicht, welche)",
    "Choose your superpower": "Deine Supermacht wählen",
    "Build forces ({a} left of this set)": "Streitkräfte bauen (noch {a} aus diesem Satz)",
    "Build forces (a set and 300 M$ for 3)": "Streitkräfte bauen (ein Satz und 300 M$ für 3)",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a} - {b}": "{a} - {b}",
    "{a} ({b})": "{a} ({b})",
}
