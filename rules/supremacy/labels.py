"""Suprématie's choice-tree labels (the moves, steps and answers its prompts offer) in
French and German: the engine's English labels as templates (their values as ``{a}``,
``{b}``… in the order they come) -> the translation, for :meth:`rules.core.Game.label_in`.
Every label the engine writes in place is here (``tests/test_labels.py`` reads the code);
the values that name the game's things are said in the language by its name tables."""

from __future__ import annotations

LABELS_FR: dict[str, str] = {
    # combat.py:1109: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out", kind="answer",
    "Come to the rescue with your SANs (they stop a bomb on 1-3)?": "Venir à la rescousse avec vos S.A.N. (ils arrêtent une bombe sur 1-3) ?",
    # combat.py:1109: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out", kind="answer",
    "protect": "protéger",
    # combat.py:1109: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out", kind="answer",
    "stay out": "rester à l'écart",
    # combat.py:153: Choice( value="airborne", label="armies flown in (2 oil each)", then=[Step(param="target", label="target", choices=targets)], )
    "armies flown in (2 oil each)": "armées aéroportées (2 pétrole chacune)",
    # combat.py:233: Choice(value="resist", label="resist (no set, one die)"), Choice(value="surrender", label="surrender"), ] if has_set(state, seat): choices.insert(0, C
    "resist (no set, one die)": "résister (sans série, un dé)",
    # combat.py:234: Choice(value="surrender", label="surrender"), ] if has_set(state, seat): choices.insert(0, Choice(value="defend", label="defend (a set, two dice)")) r
    "surrender": "se rendre",
    # combat.py:290: return [action("defence", "Your defence", "choice", "choice", choices)] def _retreat_counts(state: SupremacyState, battle: Battle, seat: int) -> list[
    "Your defence": "Votre défense",
    # combat.py:375: return [ActionSpec(kind="pass", label="No riposte")] def _riposte_back_legal(state: SupremacyState, seat: int) -> list[ActionSpec]: battle = state.bat
    "No riposte": "Pas de riposte",
    # combat.py:600: ActionSpec( kind="occupy", label="Move in", steps=[ Step(
    "Move in": "Entrer",
    # combat.py:700: specs = [ActionSpec(kind="reinforce", label="No more reinforcements")] if sources: specs = [ ActionSpec( kind="reinforce",
    "No more reinforcements": "Plus de renforts",
    # combat.py:815: return [ActionSpec(kind="pass", label="No counter-attack")] def _counter_attack_legal(state: SupremacyState, seat: int) -> list[ActionSpec]: if state.
    "No counter-attack": "Pas de contre-attaque",
    # combat.py:858: return [action("stranded", f"Your {s.armies} armies at {rname(s.target)}", "choice", "choice", choices)] # fmt: skip def _stranded_answer(state: Supre
    "Your {a} armies at {b}": "Vos {a} armées en {b}",
    # combat.py:237: choices.insert(0, Choice(value="defend", label="defend (a set, two dice)")) retreat_to = _retreats(state, battle) if retreat_to and battle.defenders:
    "defend (a set, two dice)": "défendre (une série, deux dés)",
    # combat.py:303: stand = [Choice(value="resist", label="resist")] if has_set(state, seat, spent=fuel, count=count): stand.insert(0, Choice(value="defend", label="defen
    "resist": "résister",
    # combat.py:250: Choice( value="retreat", label="retreat", then=[Step(param="to", label="to", choices=dests)] ) ) if not q.data.get("riposted") and free_bombs(state, s
    "retreat": "se retirer",
    # combat.py:265: Choice( value="riposte", label="nuclear riposte first", then=[ Step(
    "nuclear riposte first": "d'abord une riposte nucléaire",
    # combat.py:397: ActionSpec( kind="nuke", label="Nuclear riposte", steps=[ Step(
    "Nuclear riposte": "Riposte nucléaire",
    # combat.py:703: ActionSpec( kind="reinforce", label="Reinforce", steps=[ Step(
    "Reinforce": "Renforcer",
    # combat.py:855: choices.insert(0, Choice(value="attack", label="attack again")) if s.naval and s.sea and F.capacity_at_sea(state, s.sea, seat) >= s.armies: choices.in
    "attack again": "attaquer de nouveau",
    # combat.py:857: choices.insert(0, Choice(value="withdraw", label="withdraw to the fleets")) return [action("stranded", f"Your {s.armies} armies at {rname(s.target)}",
    "withdraw to the fleets": "rembarquer sur les flottes",
    # combat.py:943: Choice( value="aim", label="aim bombs", then=[Step(param="target", label="target", choices=choices)], )
    "aim bombs": "pointer des bombes",
    # combat.py:950: steps.append(Choice(value="launch", label="launch the bombs aimed")) steps.append(Choice(value="cancel", label="stand down the bombs aimed")) if steps
    "launch the bombs aimed": "lancer les bombes pointées",
    # combat.py:951: steps.append(Choice(value="cancel", label="stand down the bombs aimed")) if steps: specs.append(action("nuke", "Atomic bombs", "step", "now", steps))
    "stand down the bombs aimed": "annuler les bombes pointées",
    # combat.py:953: specs.append(action("nuke", "Atomic bombs", "step", "now", steps)) return specs def star_war_specs(state: SupremacyState, seat: int) -> list[ActionSpe
    "Atomic bombs": "Bombes atomiques",
    # combat.py:98: specs.append(action("attack", "Attack", "origin", "from", origins)) return specs def _adjacent_attacks(state: SupremacyState, seat: int, origin: str)
    "Attack": "Attaquer",
    # combat.py:143: count = [Step(param="count", label="how many", range=IntRange(min=1, max=most))] held = {f.where for f in state.forces if f.seat != seat and f.armies}
    "how many": "combien",
    # combat.py:126: Choice( value=unit, label=f"{unit}s ({here})", then=[Step(param="target", label="target", choices=targets)], )
    "{a}s ({b})": "{a}s ({b})",
    # combat.py:305: stand.insert(0, Choice(value="defend", label="defend")) then.append(Step(param="stand", label="those left", choices=stand, optional=True)) counts.appe
    "defend": "défendre",
    # combat.py:936: Choice( value="space", label="the SANs in space", then=[Step(param="bombs", label="bombs", range=IntRange(min=1, max=free))], )
    "the SANs in space": "les S.A.N. dans l'espace",
    # combat.py:969: action("star_war", "Star wars: SAN against SAN", "target", "whose SAN", rivals) ) return specs
    "Star wars: SAN against SAN": "Guerre des étoiles : S.A.N. contre S.A.N.",
    # combat.py:116: Step( param="defender", label="whom", choices=[Choice(value=s, label=state.seats[s]) for s in enemy], )
    "whom": "qui",
    # combat.py:156: then=[Step(param="target", label="target", choices=targets)], ) ]
    "target": "cible",
    # combat.py:290: return [action("defence", "Your defence", "choice", "choice", choices)] def _retreat_counts(state: SupremacyState, battle: Battle, seat: int) -> list[
    "choice": "choix",
    # combat.py:604: Step( param="count", label=f"how many ({each} {resource} each)", range=IntRange(min=0, max=most), )
    "how many ({a} {b} each)": "combien ({a} {b} chacune)",
    # combat.py:306: then.append(Step(param="stand", label="those left", choices=stand, optional=True)) counts.append(Choice(value=count, label=str(count), then=then)) ret
    "those left": "le reste",
    # combat.py:251: value="retreat", label="retreat", then=[Step(param="to", label="to", choices=dests)] ) ) if not q.data.get("riposted") and free_bombs(state, seat): ta
    "to": "vers",
    # combat.py:269: Step( param="target", label="bomb", choices=[ Choice(
    "bomb": "bombe",
    # combat.py:392: then=[Step(param="bombs", label="bombs", range=IntRange(min=1, max=bombs))], ) for t in targets ] specs.append(
    "bombs": "bombes",
    # combat.py:953: specs.append(action("nuke", "Atomic bombs", "step", "now", steps)) return specs def star_war_specs(state: SupremacyState, seat: int) -> list[ActionSpe
    "now": "maintenant",
    # combat.py:98: specs.append(action("attack", "Attack", "origin", "from", origins)) return specs def _adjacent_attacks(state: SupremacyState, seat: int, origin: str)
    "from": "depuis",
    # combat.py:969: action("star_war", "Star wars: SAN against SAN", "target", "whose SAN", rivals) ) return specs
    "whose SAN": "S.A.N. de qui",
    # combat.py:94: then=[Step(param="unit", label="with", choices=units)], ) ) if origins: specs.append(action("attack", "Attack", "origin", "from", origins))
    "with": "avec",
    # turn.py:268: return [ActionSpec(kind="end_turn", label="End your turn")] def _end_turn(state: SupremacyState, seat: int, move: EndTurn) -> list[Event]: return end_
    "End your turn": "Terminer votre tour",
    # turn.py:48: choices = [Choice(value=f"pack_{i + 1}", label=f"pack {i + 1}") for i in range(len(free))] else: label = "Choose your superpower" choices = [Choice(va
    "pack {a}": "paquet {a}",
    # turn.py:239: return [action("phase", "Play a phase", "phase", "phase", choices)] def _phase(state: SupremacyState, seat: int, move: Phase) -> list[Event]: state.tu
    "Play a phase": "Jouer une phase",
    # economy.py:449: Choice( value="borrow", label="borrow", then=[Step(param="billions", label="billions", range=IntRange(min=1, max=most))], )
    "borrow": "emprunter",
    # economy.py:458: Choice( value="repay", label="repay", then=[Step(param="billions", label="billions", range=IntRange(min=1, max=most))], )
    "repay": "rembourser",
    # economy.py:465: ops.append(Choice(value="arrears", label=f"pay the {power.arrears} M$ in arrears")) if not ops: return [] return [action("loan", "The bank", "op", "wh
    "pay the {a} M$ in arrears": "payer les {a} M$ d'arriérés",
    # economy.py:468: return [action("loan", "The bank", "op", "what", ops)] def _any_time_loans(state: SupremacyState, seat: int) -> list[ActionSpec]: return loan_specs(st
    "The bank": "La banque",
    # turn.py:52: return [action("choose", label, "power", "superpower", choices)] def _choose(state: SupremacyState, seat: int, move: Choose) -> list[Event]: choice =
    "superpower": "superpuissance",
    # turn.py:179: label = f"Disband an unpaid force ({turn.unpaid_forces} left)" return [action("disband", label, "unit", "what", units)] def _disband(state: SupremacyS
    "Disband an unpaid force ({a} left)": "Dissoudre une force impayée (reste {a})",
    # turn.py:204: return [ActionSpec(kind="pay", label="Pay salaries and interest")] def _pay(state: SupremacyState, seat: int, move: Pay) -> list[Event]: events = econ
    "Pay salaries and interest": "Payer salaires et intérêts",
    # turn.py:252: return [ActionSpec(kind="done", label=f"End phase {turn.phase}")] def _done(state: SupremacyState, seat: int, move: Done) -> list[Event]: state.turn.b
    "End phase {a}": "Terminer la phase {a}",
    # simultaneous.py:105: choice = action( "phase", f"Play phase {phase}", "phase", "phase",
    "phase": "phase",
    # economy.py:452: then=[Step(param="billions", label="billions", range=IntRange(min=1, max=most))], ) ) if repay and power.loans and power.money >= tables.BILLION: most
    "billions": "milliards",
    # economy.py:468: return [action("loan", "The bank", "op", "what", ops)] def _any_time_loans(state: SupremacyState, seat: int) -> list[ActionSpec]: return loan_specs(st
    "what": "quoi",
    # military.py:496: then=[Step(param="where", label="where", choices=armies)], ) ) if fleets: unit_choices.append(
    "where": "où",
    # military.py:294: return [ActionSpec(kind="move", label="Move forces", steps=[Step(param="how", label="how", choices=ways)])] # fmt: skip def _fleet_loads(here: int, ca
    "Move forces": "Déplacer des forces",
    # military.py:176: specs.append(action("march", "March armies by land", "origin", "from", march)) if oil >= tables.AIRBORNE_OIL: fly: list[Choice] = [] targets = [ r for
    "March armies by land": "Faire marcher des armées",
    # military.py:228: specs.append(action("embark", "Embark armies in a port", "origin", "from", embark)) landing: list[Choice] = [] for sea in F.regions_with(state, seat,
    "Embark armies in a port": "Embarquer des armées dans un port",
    # military.py:253: specs.append(action("land", "Land carried armies", "origin", "from", landing)) sail: list[Choice] = [] if oil: for origin in F.regions_with(state, sea
    "Land carried armies": "Débarquer des armées transportées",
    # military.py:290: specs.append(action("sail", "Sail fleets", "origin", "from", sail)) if not specs: return [] ways = [Choice(value=spec.kind, label=spec.label, then=spe
    "Sail fleets": "Faire naviguer des flottes",
    # military.py:493: Choice( value="army", label="armies", then=[Step(param="where", label="where", choices=armies)], )
    "armies": "armées",
    # military.py:501: Choice( value="fleet", label="fleets", then=[Step(param="where", label="where", choices=fleets)], )
    "fleets": "flottes",
    # military.py:584: ActionSpec( kind="research", label=f"Research the {research.weapon}", steps=[ Step(
    "Research the {a}": "Rechercher ({a})",
    # military.py:610: return [action("research", "Research a prototype", "weapon", "weapon", search)] def make_weapon_specs(state: SupremacyState, seat: int) -> list[Action
    "Research a prototype": "Rechercher un prototype",
    # military.py:641: return [action("make_weapon", "Build bombs or SANs", "weapon", "weapon", more)] def research(state: SupremacyState, seat: int, weapon: str) -> list[Ev
    "Build bombs or SANs": "Construire bombes ou S.A.N.",
    # military.py:199: specs.append(action("fly", "Fly armies (2 oil each)", "origin", "from", fly)) embark: list[Choice] = [] if oil: for origin in F.regions_with(state, se
    "Fly armies (2 oil each)": "Aéroporter des armées (2 pétrole chacune)",
    # military.py:311: Step( param="armies", label="armies carried", range=IntRange(min=low, max=high), optional=low == 0,
    "armies carried": "armées transportées",
    # military.py:161: Choice( value=dest, label=f"{rname(dest)} ({steps} grain an army{note})", then=counts[most], )
    "{a} ({b} grain an army{c})": "{a} ({b} céréales par armée{c})",
    # military.py:275: Choice( value=dest, label=f"{rname(dest)} ({steps} oil a fleet{note})", then=loads[most], )
    "{a} ({b} oil a fleet{c})": "{a} ({b} pétrole par flotte{c})",
    # military.py:295: steps=[Step(param="how", label="how", choices=ways)])] # fmt: skip def _fleet_loads(here: int, carried: int, most: int) -> list[Choice]: """How many o
    "how": "comment",
    # military.py:588: Step( param="weapon", label="next", choices=[ Choice(
    "next": "ensuite",
    # military.py:610: return [action("research", "Research a prototype", "weapon", "weapon", search)] def make_weapon_specs(state: SupremacyState, seat: int) -> list[Action
    "weapon": "arme",
    # military.py:224: then=[Step(param="to", label="onto the fleets in", choices=seas)], ) ) if embark: specs.append(action("embark", "Embark armies in a port", "origin", "
    "onto the fleets in": "sur les flottes en",
    # military.py:592: Choice( value=research.weapon, label=f"turn another card ({tables.CARD_TURN_COST} M$)", ), Choice(value="stop", label="stop the research"),
    "turn another card ({a} M$)": "retourner une autre carte ({a} M$)",
    # military.py:596: Choice(value="stop", label="stop the research"), ], ) ], )
    "stop the research": "arrêter la recherche",
    # simultaneous.py:99: choice = ActionSpec(kind="phase", label="Play phase 7", steps=[ Step(param="phase", label="phase", choices=[Choice(value=7, label="7", then=[ Step(par
    "Play phase 7": "Jouer la phase 7",
    # simultaneous.py:105: choice = action( "phase", f"Play phase {phase}", "phase", "phase",
    "Play phase {a}": "Jouer la phase {a}",
    # simultaneous.py:117: return [ActionSpec(kind="pass", label=f"Not phase {phase}")] def _claim(state: SupremacyState, seat: int, answer: Phase) -> list[Event]: return _answe
    "Not phase {a}": "Pas la phase {a}",
    # simultaneous.py:101: Step(param="mode", label="announce", choices=[ Choice(value="buy", label="buy"), Choice(value="prospect", label="prospect")])])])]) # fmt: skip else:
    "announce": "annoncer",
    # simultaneous.py:102: Choice(value="buy", label="buy"), Choice(value="prospect", label="prospect")])])])]) # fmt: skip else: choice = action( "phase",
    "buy": "acheter",
    # simultaneous.py:103: Choice(value="prospect", label="prospect")])])])]) # fmt: skip else: choice = action( "phase", f"Play phase {phase}",
    "prospect": "prospecter",
    # trade.py:196: price = Step(param="price", label="price in M$", range=IntRange(min=0, max=MAX_PRICE)) return ActionSpec( kind="offer", label=label, steps=[
    "price in M$": "prix en M$",
    # trade.py:631: return yes_no("Accept the deal?", "accept", "decline", kind="answer") def _offer_answer(state: SupremacyState, seat: int, action: Answer) -> list[Even
    "Accept the deal?": "Accepter le marché ?",
    # trade.py:631: return yes_no("Accept the deal?", "accept", "decline", kind="answer") def _offer_answer(state: SupremacyState, seat: int, action: Answer) -> list[Even
    "accept": "accepter",
    # trade.py:631: return yes_no("Accept the deal?", "accept", "decline", kind="answer") def _offer_answer(state: SupremacyState, seat: int, action: Answer) -> list[Even
    "decline": "refuser",
    # trade.py:713: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer") def _passage_answer(state: SupremacyState, seat: int, ac
    "Let the forces pass through yours?": "Laisser les forces passer par les vôtres ?",
    # trade.py:713: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer") def _passage_answer(state: SupremacyState, seat: int, ac
    "let them pass": "les laisser passer",
    # trade.py:713: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer") def _passage_answer(state: SupremacyState, seat: int, ac
    "refuse": "refuser",
    # trade.py:264: ActionSpec( kind="offer", label="Give or lend money to a player", steps=[ Step(
    "Give or lend money to a player": "Donner ou prêter de l'argent à un joueur",
    # trade.py:493: ActionSpec( kind="offer", label="Sell arms to a player", steps=[ Step(
    "Sell arms to a player": "Vendre des armes à un joueur",
    # trade.py:51: ActionSpec( kind="sell", label="Sell on the market", steps=[ Step(
    "Sell on the market": "Vendre au marché",
    # trade.py:173: ActionSpec( kind="prospect", label=(f"Prospect ({turn.prospecting.done} of 3 made; 200 M$ a card turned)"), steps=[ Step(
    "Prospect ({a} of 3 made; 200 M$ a card turned)": "Prospecter ({a} sur 3 ; 200 M$ par carte retournée)",
    # trade.py:310: Choice( value="close", label="close a company", then=[ Step(
    "close a company": "fermer une entreprise",
    # trade.py:324: Choice( value="reopen", label="reopen a company", then=[ Step(
    "reopen a company": "rouvrir une entreprise",
    # trade.py:337: specs.append(action("company", "Close or reopen a company", "op", "what", ops)) return specs def company_offer_specs(state: SupremacyState, seat: int)
    "Close or reopen a company": "Fermer ou rouvrir une entreprise",
    # trade.py:355: specs.append(ActionSpec(kind="offer", label="Offer a company to a player", steps=[ Step(param="deal", label="deal", choices=[Choice(value="company", l
    "Offer a company to a player": "Proposer une entreprise à un joueur",
    # trade.py:110: ActionSpec( kind="buy", label="Buy on the market", steps=[ Step(
    "Buy on the market": "Acheter au marché",
    # trade.py:201: Step( param="deal", label="deal", choices=[ Choice(
    "deal": "marché",
    # trade.py:473: Choice( value=weapon, label=f"{weapon}s", then=[ Step(param="count", label="how many", range=IntRange(min=1, max=most)),
    "{a}s": "{a}s",
    # trade.py:55: Step( param="resource", label="resource", choices=[ Choice(
    "resource": "ressource",
    # trade.py:177: Step( param="resource", label="looking for", choices=[Choice(value=r, label=r) for r in RESOURCES], )
    "looking for": "chercher",
    # trade.py:353: item = [Step(param="item", label="company", choices=[ Choice(value=c, label=economy.card_name(c), then=[price]) for c in cards])] # fmt: skip specs.ap
    "company": "entreprise",
    # trade.py:272: Choice( value="money", label="money", then=[ Step(
    "money": "argent",
    # trade.py:403: Step(param="where", label="delivered to", choices=[ Choice(value=r, label=military.rname(r), then=then) for r in lands if r != origin])])) # fmt: skip
    "delivered to": "livraison en",
    # trade.py:501: Choice( value="arms", label="arms", then=[Step(param="to", label="to", choices=buyers)], )
    "arms": "armes",
    # trade.py:59: Choice( value=r, label=f"{r} at {state.prices[r]} M$", then=[ Step(
    "{a} at {b} M$": "{a} à {b} M$",
    # trade.py:63: Step( param="count", label="units", range=IntRange(min=1, max=power.storage[r]), )
    "units": "unités",
    # trade.py:262: price = [Step(param="price", label="M$", range=IntRange(min=1, max=power.money))] return [ ActionSpec( kind="offer", label="Give or lend money to a pl
    "M$": "M$",
    # builders.py:41: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)], )
    "answer": "réponse",
    # trade.py:86: _offer_spec( state, partners, "sell", stock,
    "Offer resources to a player": "Proposer des ressources à un joueur",
    # trade.py:149: _offer_spec( state, partners, "buy", space,
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
    # combat.py:1109: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out", kind="answer",
    "Come to the rescue with your SANs (they stop a bomb on 1-3)?": "Mit deinen SANs zu Hilfe kommen (sie fangen eine Bombe bei 1-3 ab)?",
    # combat.py:1109: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out", kind="answer",
    "protect": "schützen",
    # combat.py:1109: return yes_no( "Come to the rescue with your SANs (they stop a bomb on 1-3)?", "protect", "stay out", kind="answer",
    "stay out": "sich heraushalten",
    # combat.py:153: Choice( value="airborne", label="armies flown in (2 oil each)", then=[Step(param="target", label="target", choices=targets)], )
    "armies flown in (2 oil each)": "eingeflogene Armeen (je 2 Öl)",
    # combat.py:233: Choice(value="resist", label="resist (no set, one die)"), Choice(value="surrender", label="surrender"), ] if has_set(state, seat): choices.insert(0, C
    "resist (no set, one die)": "sich wehren (ohne Satz, ein Würfel)",
    # combat.py:234: Choice(value="surrender", label="surrender"), ] if has_set(state, seat): choices.insert(0, Choice(value="defend", label="defend (a set, two dice)")) r
    "surrender": "sich ergeben",
    # combat.py:290: return [action("defence", "Your defence", "choice", "choice", choices)] def _retreat_counts(state: SupremacyState, battle: Battle, seat: int) -> list[
    "Your defence": "Deine Verteidigung",
    # combat.py:375: return [ActionSpec(kind="pass", label="No riposte")] def _riposte_back_legal(state: SupremacyState, seat: int) -> list[ActionSpec]: battle = state.bat
    "No riposte": "Kein Gegenschlag",
    # combat.py:600: ActionSpec( kind="occupy", label="Move in", steps=[ Step(
    "Move in": "Einrücken",
    # combat.py:700: specs = [ActionSpec(kind="reinforce", label="No more reinforcements")] if sources: specs = [ ActionSpec( kind="reinforce",
    "No more reinforcements": "Keine Verstärkung mehr",
    # combat.py:815: return [ActionSpec(kind="pass", label="No counter-attack")] def _counter_attack_legal(state: SupremacyState, seat: int) -> list[ActionSpec]: if state.
    "No counter-attack": "Kein Gegenangriff",
    # combat.py:858: return [action("stranded", f"Your {s.armies} armies at {rname(s.target)}", "choice", "choice", choices)] # fmt: skip def _stranded_answer(state: Supre
    "Your {a} armies at {b}": "Deine {a} Armeen in {b}",
    # combat.py:237: choices.insert(0, Choice(value="defend", label="defend (a set, two dice)")) retreat_to = _retreats(state, battle) if retreat_to and battle.defenders:
    "defend (a set, two dice)": "verteidigen (ein Satz, zwei Würfel)",
    # combat.py:303: stand = [Choice(value="resist", label="resist")] if has_set(state, seat, spent=fuel, count=count): stand.insert(0, Choice(value="defend", label="defen
    "resist": "sich wehren",
    # combat.py:250: Choice( value="retreat", label="retreat", then=[Step(param="to", label="to", choices=dests)] ) ) if not q.data.get("riposted") and free_bombs(state, s
    "retreat": "sich zurückziehen",
    # combat.py:265: Choice( value="riposte", label="nuclear riposte first", then=[ Step(
    "nuclear riposte first": "zuerst nuklearer Gegenschlag",
    # combat.py:397: ActionSpec( kind="nuke", label="Nuclear riposte", steps=[ Step(
    "Nuclear riposte": "Nuklearer Gegenschlag",
    # combat.py:703: ActionSpec( kind="reinforce", label="Reinforce", steps=[ Step(
    "Reinforce": "Verstärken",
    # combat.py:855: choices.insert(0, Choice(value="attack", label="attack again")) if s.naval and s.sea and F.capacity_at_sea(state, s.sea, seat) >= s.armies: choices.in
    "attack again": "erneut angreifen",
    # combat.py:857: choices.insert(0, Choice(value="withdraw", label="withdraw to the fleets")) return [action("stranded", f"Your {s.armies} armies at {rname(s.target)}",
    "withdraw to the fleets": "auf die Flotten zurückziehen",
    # combat.py:943: Choice( value="aim", label="aim bombs", then=[Step(param="target", label="target", choices=choices)], )
    "aim bombs": "Bomben ausrichten",
    # combat.py:950: steps.append(Choice(value="launch", label="launch the bombs aimed")) steps.append(Choice(value="cancel", label="stand down the bombs aimed")) if steps
    "launch the bombs aimed": "die ausgerichteten Bomben starten",
    # combat.py:951: steps.append(Choice(value="cancel", label="stand down the bombs aimed")) if steps: specs.append(action("nuke", "Atomic bombs", "step", "now", steps))
    "stand down the bombs aimed": "die ausgerichteten Bomben zurückhalten",
    # combat.py:953: specs.append(action("nuke", "Atomic bombs", "step", "now", steps)) return specs def star_war_specs(state: SupremacyState, seat: int) -> list[ActionSpe
    "Atomic bombs": "Atombomben",
    # combat.py:98: specs.append(action("attack", "Attack", "origin", "from", origins)) return specs def _adjacent_attacks(state: SupremacyState, seat: int, origin: str)
    "Attack": "Angreifen",
    # combat.py:143: count = [Step(param="count", label="how many", range=IntRange(min=1, max=most))] held = {f.where for f in state.forces if f.seat != seat and f.armies}
    "how many": "wie viele",
    # combat.py:126: Choice( value=unit, label=f"{unit}s ({here})", then=[Step(param="target", label="target", choices=targets)], )
    "{a}s ({b})": "{a}n ({b})",
    # combat.py:305: stand.insert(0, Choice(value="defend", label="defend")) then.append(Step(param="stand", label="those left", choices=stand, optional=True)) counts.appe
    "defend": "verteidigen",
    # combat.py:936: Choice( value="space", label="the SANs in space", then=[Step(param="bombs", label="bombs", range=IntRange(min=1, max=free))], )
    "the SANs in space": "die SANs im Weltraum",
    # combat.py:969: action("star_war", "Star wars: SAN against SAN", "target", "whose SAN", rivals) ) return specs
    "Star wars: SAN against SAN": "Krieg der Sterne: SAN gegen SAN",
    # combat.py:116: Step( param="defender", label="whom", choices=[Choice(value=s, label=state.seats[s]) for s in enemy], )
    "whom": "wen",
    # combat.py:156: then=[Step(param="target", label="target", choices=targets)], ) ]
    "target": "Ziel",
    # combat.py:290: return [action("defence", "Your defence", "choice", "choice", choices)] def _retreat_counts(state: SupremacyState, battle: Battle, seat: int) -> list[
    "choice": "Wahl",
    # combat.py:604: Step( param="count", label=f"how many ({each} {resource} each)", range=IntRange(min=0, max=most), )
    "how many ({a} {b} each)": "wie viele (je {a} {b})",
    # combat.py:306: then.append(Step(param="stand", label="those left", choices=stand, optional=True)) counts.append(Choice(value=count, label=str(count), then=then)) ret
    "those left": "der Rest",
    # combat.py:251: value="retreat", label="retreat", then=[Step(param="to", label="to", choices=dests)] ) ) if not q.data.get("riposted") and free_bombs(state, seat): ta
    "to": "nach",
    # combat.py:269: Step( param="target", label="bomb", choices=[ Choice(
    "bomb": "Bombe",
    # combat.py:392: then=[Step(param="bombs", label="bombs", range=IntRange(min=1, max=bombs))], ) for t in targets ] specs.append(
    "bombs": "Bomben",
    # combat.py:953: specs.append(action("nuke", "Atomic bombs", "step", "now", steps)) return specs def star_war_specs(state: SupremacyState, seat: int) -> list[ActionSpe
    "now": "jetzt",
    # combat.py:98: specs.append(action("attack", "Attack", "origin", "from", origins)) return specs def _adjacent_attacks(state: SupremacyState, seat: int, origin: str)
    "from": "von",
    # combat.py:969: action("star_war", "Star wars: SAN against SAN", "target", "whose SAN", rivals) ) return specs
    "whose SAN": "wessen SAN",
    # combat.py:94: then=[Step(param="unit", label="with", choices=units)], ) ) if origins: specs.append(action("attack", "Attack", "origin", "from", origins))
    "with": "mit",
    # turn.py:268: return [ActionSpec(kind="end_turn", label="End your turn")] def _end_turn(state: SupremacyState, seat: int, move: EndTurn) -> list[Event]: return end_
    "End your turn": "Deinen Zug beenden",
    # turn.py:48: choices = [Choice(value=f"pack_{i + 1}", label=f"pack {i + 1}") for i in range(len(free))] else: label = "Choose your superpower" choices = [Choice(va
    "pack {a}": "Paket {a}",
    # turn.py:239: return [action("phase", "Play a phase", "phase", "phase", choices)] def _phase(state: SupremacyState, seat: int, move: Phase) -> list[Event]: state.tu
    "Play a phase": "Eine Phase spielen",
    # economy.py:449: Choice( value="borrow", label="borrow", then=[Step(param="billions", label="billions", range=IntRange(min=1, max=most))], )
    "borrow": "leihen",
    # economy.py:458: Choice( value="repay", label="repay", then=[Step(param="billions", label="billions", range=IntRange(min=1, max=most))], )
    "repay": "zurückzahlen",
    # economy.py:465: ops.append(Choice(value="arrears", label=f"pay the {power.arrears} M$ in arrears")) if not ops: return [] return [action("loan", "The bank", "op", "wh
    "pay the {a} M$ in arrears": "die {a} M$ Rückstand zahlen",
    # economy.py:468: return [action("loan", "The bank", "op", "what", ops)] def _any_time_loans(state: SupremacyState, seat: int) -> list[ActionSpec]: return loan_specs(st
    "The bank": "Die Bank",
    # turn.py:52: return [action("choose", label, "power", "superpower", choices)] def _choose(state: SupremacyState, seat: int, move: Choose) -> list[Event]: choice =
    "superpower": "Supermacht",
    # turn.py:179: label = f"Disband an unpaid force ({turn.unpaid_forces} left)" return [action("disband", label, "unit", "what", units)] def _disband(state: SupremacyS
    "Disband an unpaid force ({a} left)": "Unbezahlte Streitkraft auflösen (noch {a})",
    # turn.py:204: return [ActionSpec(kind="pay", label="Pay salaries and interest")] def _pay(state: SupremacyState, seat: int, move: Pay) -> list[Event]: events = econ
    "Pay salaries and interest": "Gehälter und Zinsen zahlen",
    # turn.py:252: return [ActionSpec(kind="done", label=f"End phase {turn.phase}")] def _done(state: SupremacyState, seat: int, move: Done) -> list[Event]: state.turn.b
    "End phase {a}": "Phase {a} beenden",
    # simultaneous.py:105: choice = action( "phase", f"Play phase {phase}", "phase", "phase",
    "phase": "Phase",
    # economy.py:452: then=[Step(param="billions", label="billions", range=IntRange(min=1, max=most))], ) ) if repay and power.loans and power.money >= tables.BILLION: most
    "billions": "Milliarden",
    # economy.py:468: return [action("loan", "The bank", "op", "what", ops)] def _any_time_loans(state: SupremacyState, seat: int) -> list[ActionSpec]: return loan_specs(st
    "what": "was",
    # military.py:496: then=[Step(param="where", label="where", choices=armies)], ) ) if fleets: unit_choices.append(
    "where": "wo",
    # military.py:294: return [ActionSpec(kind="move", label="Move forces", steps=[Step(param="how", label="how", choices=ways)])] # fmt: skip def _fleet_loads(here: int, ca
    "Move forces": "Streitkräfte bewegen",
    # military.py:176: specs.append(action("march", "March armies by land", "origin", "from", march)) if oil >= tables.AIRBORNE_OIL: fly: list[Choice] = [] targets = [ r for
    "March armies by land": "Armeen marschieren lassen",
    # military.py:228: specs.append(action("embark", "Embark armies in a port", "origin", "from", embark)) landing: list[Choice] = [] for sea in F.regions_with(state, seat,
    "Embark armies in a port": "Armeen in einem Hafen einschiffen",
    # military.py:253: specs.append(action("land", "Land carried armies", "origin", "from", landing)) sail: list[Choice] = [] if oil: for origin in F.regions_with(state, sea
    "Land carried armies": "Transportierte Armeen anlanden",
    # military.py:290: specs.append(action("sail", "Sail fleets", "origin", "from", sail)) if not specs: return [] ways = [Choice(value=spec.kind, label=spec.label, then=spe
    "Sail fleets": "Flotten segeln lassen",
    # military.py:493: Choice( value="army", label="armies", then=[Step(param="where", label="where", choices=armies)], )
    "armies": "Armeen",
    # military.py:501: Choice( value="fleet", label="fleets", then=[Step(param="where", label="where", choices=fleets)], )
    "fleets": "Flotten",
    # military.py:584: ActionSpec( kind="research", label=f"Research the {research.weapon}", steps=[ Step(
    "Research the {a}": "{a} erforschen",
    # military.py:610: return [action("research", "Research a prototype", "weapon", "weapon", search)] def make_weapon_specs(state: SupremacyState, seat: int) -> list[Action
    "Research a prototype": "Einen Prototyp erforschen",
    # military.py:641: return [action("make_weapon", "Build bombs or SANs", "weapon", "weapon", more)] def research(state: SupremacyState, seat: int, weapon: str) -> list[Ev
    "Build bombs or SANs": "Bomben oder SANs bauen",
    # military.py:199: specs.append(action("fly", "Fly armies (2 oil each)", "origin", "from", fly)) embark: list[Choice] = [] if oil: for origin in F.regions_with(state, se
    "Fly armies (2 oil each)": "Armeen fliegen (je 2 Öl)",
    # military.py:311: Step( param="armies", label="armies carried", range=IntRange(min=low, max=high), optional=low == 0,
    "armies carried": "transportierte Armeen",
    # military.py:161: Choice( value=dest, label=f"{rname(dest)} ({steps} grain an army{note})", then=counts[most], )
    "{a} ({b} grain an army{c})": "{a} ({b} Getreide pro Armee{c})",
    # military.py:275: Choice( value=dest, label=f"{rname(dest)} ({steps} oil a fleet{note})", then=loads[most], )
    "{a} ({b} oil a fleet{c})": "{a} ({b} Öl pro Flotte{c})",
    # military.py:295: steps=[Step(param="how", label="how", choices=ways)])] # fmt: skip def _fleet_loads(here: int, carried: int, most: int) -> list[Choice]: """How many o
    "how": "wie",
    # military.py:588: Step( param="weapon", label="next", choices=[ Choice(
    "next": "als Nächstes",
    # military.py:610: return [action("research", "Research a prototype", "weapon", "weapon", search)] def make_weapon_specs(state: SupremacyState, seat: int) -> list[Action
    "weapon": "Waffe",
    # military.py:224: then=[Step(param="to", label="onto the fleets in", choices=seas)], ) ) if embark: specs.append(action("embark", "Embark armies in a port", "origin", "
    "onto the fleets in": "auf die Flotten in",
    # military.py:592: Choice( value=research.weapon, label=f"turn another card ({tables.CARD_TURN_COST} M$)", ), Choice(value="stop", label="stop the research"),
    "turn another card ({a} M$)": "eine weitere Karte aufdecken ({a} M$)",
    # military.py:596: Choice(value="stop", label="stop the research"), ], ) ], )
    "stop the research": "die Forschung beenden",
    # simultaneous.py:99: choice = ActionSpec(kind="phase", label="Play phase 7", steps=[ Step(param="phase", label="phase", choices=[Choice(value=7, label="7", then=[ Step(par
    "Play phase 7": "Phase 7 spielen",
    # simultaneous.py:105: choice = action( "phase", f"Play phase {phase}", "phase", "phase",
    "Play phase {a}": "Phase {a} spielen",
    # simultaneous.py:117: return [ActionSpec(kind="pass", label=f"Not phase {phase}")] def _claim(state: SupremacyState, seat: int, answer: Phase) -> list[Event]: return _answe
    "Not phase {a}": "Nicht Phase {a}",
    # simultaneous.py:101: Step(param="mode", label="announce", choices=[ Choice(value="buy", label="buy"), Choice(value="prospect", label="prospect")])])])]) # fmt: skip else:
    "announce": "ansagen",
    # simultaneous.py:102: Choice(value="buy", label="buy"), Choice(value="prospect", label="prospect")])])])]) # fmt: skip else: choice = action( "phase",
    "buy": "kaufen",
    # simultaneous.py:103: Choice(value="prospect", label="prospect")])])])]) # fmt: skip else: choice = action( "phase", f"Play phase {phase}",
    "prospect": "prospektieren",
    # trade.py:196: price = Step(param="price", label="price in M$", range=IntRange(min=0, max=MAX_PRICE)) return ActionSpec( kind="offer", label=label, steps=[
    "price in M$": "Preis in M$",
    # trade.py:631: return yes_no("Accept the deal?", "accept", "decline", kind="answer") def _offer_answer(state: SupremacyState, seat: int, action: Answer) -> list[Even
    "Accept the deal?": "Das Geschäft annehmen?",
    # trade.py:631: return yes_no("Accept the deal?", "accept", "decline", kind="answer") def _offer_answer(state: SupremacyState, seat: int, action: Answer) -> list[Even
    "accept": "annehmen",
    # trade.py:631: return yes_no("Accept the deal?", "accept", "decline", kind="answer") def _offer_answer(state: SupremacyState, seat: int, action: Answer) -> list[Even
    "decline": "ablehnen",
    # trade.py:713: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer") def _passage_answer(state: SupremacyState, seat: int, ac
    "Let the forces pass through yours?": "Die Streitkräfte durch deine ziehen lassen?",
    # trade.py:713: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer") def _passage_answer(state: SupremacyState, seat: int, ac
    "let them pass": "passieren lassen",
    # trade.py:713: return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer") def _passage_answer(state: SupremacyState, seat: int, ac
    "refuse": "ablehnen",
    # trade.py:264: ActionSpec( kind="offer", label="Give or lend money to a player", steps=[ Step(
    "Give or lend money to a player": "Einem Spieler Geld geben oder leihen",
    # trade.py:493: ActionSpec( kind="offer", label="Sell arms to a player", steps=[ Step(
    "Sell arms to a player": "Einem Spieler Waffen verkaufen",
    # trade.py:51: ActionSpec( kind="sell", label="Sell on the market", steps=[ Step(
    "Sell on the market": "Auf dem Markt verkaufen",
    # trade.py:173: ActionSpec( kind="prospect", label=(f"Prospect ({turn.prospecting.done} of 3 made; 200 M$ a card turned)"), steps=[ Step(
    "Prospect ({a} of 3 made; 200 M$ a card turned)": "Prospektieren ({a} von 3; 200 M$ je aufgedeckte Karte)",
    # trade.py:310: Choice( value="close", label="close a company", then=[ Step(
    "close a company": "ein Unternehmen schließen",
    # trade.py:324: Choice( value="reopen", label="reopen a company", then=[ Step(
    "reopen a company": "ein Unternehmen wieder öffnen",
    # trade.py:337: specs.append(action("company", "Close or reopen a company", "op", "what", ops)) return specs def company_offer_specs(state: SupremacyState, seat: int)
    "Close or reopen a company": "Ein Unternehmen schließen oder wieder öffnen",
    # trade.py:355: specs.append(ActionSpec(kind="offer", label="Offer a company to a player", steps=[ Step(param="deal", label="deal", choices=[Choice(value="company", l
    "Offer a company to a player": "Einem Spieler ein Unternehmen anbieten",
    # trade.py:110: ActionSpec( kind="buy", label="Buy on the market", steps=[ Step(
    "Buy on the market": "Auf dem Markt kaufen",
    # trade.py:201: Step( param="deal", label="deal", choices=[ Choice(
    "deal": "Geschäft",
    # trade.py:473: Choice( value=weapon, label=f"{weapon}s", then=[ Step(param="count", label="how many", range=IntRange(min=1, max=most)),
    "{a}s": "{a}s",
    # trade.py:55: Step( param="resource", label="resource", choices=[ Choice(
    "resource": "Rohstoff",
    # trade.py:177: Step( param="resource", label="looking for", choices=[Choice(value=r, label=r) for r in RESOURCES], )
    "looking for": "gesucht",
    # trade.py:353: item = [Step(param="item", label="company", choices=[ Choice(value=c, label=economy.card_name(c), then=[price]) for c in cards])] # fmt: skip specs.ap
    "company": "Unternehmen",
    # trade.py:272: Choice( value="money", label="money", then=[ Step(
    "money": "Geld",
    # trade.py:403: Step(param="where", label="delivered to", choices=[ Choice(value=r, label=military.rname(r), then=then) for r in lands if r != origin])])) # fmt: skip
    "delivered to": "Lieferung nach",
    # trade.py:501: Choice( value="arms", label="arms", then=[Step(param="to", label="to", choices=buyers)], )
    "arms": "Waffen",
    # trade.py:59: Choice( value=r, label=f"{r} at {state.prices[r]} M$", then=[ Step(
    "{a} at {b} M$": "{a} zu {b} M$",
    # trade.py:63: Step( param="count", label="units", range=IntRange(min=1, max=power.storage[r]), )
    "units": "Einheiten",
    # trade.py:262: price = [Step(param="price", label="M$", range=IntRange(min=1, max=power.money))] return [ ActionSpec( kind="offer", label="Give or lend money to a pl
    "M$": "M$",
    # builders.py:41: Step( param=param, label="answer", choices=[Choice(value=True, label=yes), Choice(value=False, label=no)], )
    "answer": "Antwort",
    # trade.py:86: _offer_spec( state, partners, "sell", stock,
    "Offer resources to a player": "Einem Spieler Rohstoffe anbieten",
    # trade.py:149: _offer_spec( state, partners, "buy", space,
    "Ask a player for resources": "Einen Spieler um Rohstoffe bitten",
    "Pick a superpower's pack (the packs are shuffled: you do not know whose)": "Das Paket einer Supermacht wählen (gemischt: du weißt nicht, welche)",
    "Choose your superpower": "Deine Supermacht wählen",
    "Build forces ({a} left of this set)": "Streitkräfte bauen (noch {a} aus diesem Satz)",
    "Build forces (a set and 300 M$ for 3)": "Streitkräfte bauen (ein Satz und 300 M$ für 3)",
    # labels of values only (names said by the name tables; matched when all are names)
    "{a} - {b}": "{a} - {b}",
    "{a} ({b})": "{a} ({b})",
}
