"""Suprématie's rules in short, by topic, for ``/game rules supremacy [topic]``.

Written from the French edition (seed 002) in its terms and checked against
docs/supremacy.md, which lists every authored value and every reading of an unclear rule.
``TOPICS`` maps a topic to its title and text; ``KIND_TOPICS`` says which topic explains each
kind of move; ``OPTIONS`` says what each parameter of a move means.
"""

from __future__ import annotations

TOPICS: dict[str, tuple[str, str]] = {
    "overview": (
        "Suprématie in short",
        "2 to 6 players lead superpowers (the USA, the USSR, Europe, China, South America, "
        "Africa) on a world map of territories and seas. Each turn you pay salaries and "
        "interest (phase 1), store your companies' production (phase 2), then play up to "
        "three of phases 3 sell, 4 attack, 5 move, 6 build, 7 buy or prospect, in that order. "
        "Win by supremacy (every rival looted, bombed out or bankrupt) or be the wealthiest "
        "when the agreed rounds end (détente); twelve territories destroyed by atomic bombs "
        "end the game with everyone losing. Topics: setup, turn, market, prospect, moves, "
        "build, nuclear, combat, defence, loans, victory, map, options.",
    ),
    "setup": (
        "Set-up",
        "Everyone has 7 B$, 3 units of oil, grain and minerals, and the market opens at "
        "500 M$ for each. Each player rolls a die; the highest chooses a superpower first and "
        "the choice passes to the left. Your six home companies (two of each resource) are "
        "face up before you and an army stands on each of your home territories; the other "
        "superpowers' companies go into the deck. The last player to choose plays first, then "
        "play passes to the left. Nobody may attack, or build atomic bombs or SANs, in their "
        "first turn.",
    ),
    "turn": (
        "A turn",
        "Phase 1: pay 10 M$ per army or fleet and 50 M$ per face-up company, then the interest "
        "on your loans (you may first repay whole billions). Forces you cannot pay leave the "
        "board (you choose which); unpaid companies produce nothing. Phase 2: each company's "
        "production goes into storage; what does not fit (12 a row) is lost. Then choose up to "
        "three of phases 3-7, always in increasing order, or end your turn.",
    ),
    "market": (
        "The market",
        "Phase 3: sell units at the current price; the price then falls one circle per unit "
        "(2 oil at 500 M$ pay 1 B$ and leave oil at 400 M$). Phase 7: buy at the current "
        "price; it rises one circle per unit (2 grain at 100 M$ cost 200 M$). Prices run from "
        "1 M$ to 1 B$. You may also sell to or buy from a player at any price you agree "
        "(an offer they accept): the market does not move. In default or besieged you may not "
        "use the market.",
    ),
    "prospect": (
        "Prospection",
        "Phase 7 is buying or prospecting, not both. Up to three prospections: announce a "
        "resource; the deck is shuffled and turned card by card until one of that resource "
        "(200 M$ a card turned, the kept one included). Everybody sees the resource, only you "
        "see the territory. A card on a territory an adversary occupies, or a bombed one, goes "
        "back. The company opens (face up: it produces and pays salaries) when you occupy its "
        "territory, from your next turn's phase 5 on.",
    ),
    "moves": (
        "Moving (phase 5)",
        "Armies march from territory to territory for 1 grain per army and territory entered "
        "or crossed, or fly anywhere for 2 oil each. A fleet sails for 1 oil per sea zone "
        "entered and carries up to 4 armies: armies embark only in a port, and going to sea "
        "costs 1 oil per fleetful for the zone they enter; landing is free, and carried armies "
        "may stay aboard and land in a later phase 5. You may pass through another player's "
        "forces only with their permission (the game asks them), never stop there; several "
        "players' fleets may share international waters. Entering a territory no adversary "
        "occupies takes its companies from whoever holds them.",
    ),
    "build": (
        "Building (phase 6)",
        "A set (1 grain, 1 oil, 1 minerals) and 300 M$ make three armies or fleets in any mix. "
        "Armies: in a home territory or a foreign one already holding one of your armies. "
        "Fleets: in a light-blue sea bordering such a territory. Never where an adversary has "
        "forces, and no fleet in a sea bordering a territory an adversary occupies unless you "
        "already have a fleet there. Bombs and SANs: first research the prototype (turn cards, "
        "200 M$ each, until the bomb or SAN card; then pay 500 M$ and 1 minerals for a bomb, "
        "1 B$ and 2 minerals for a SAN); later turns build more at that price, 12 at most.",
    ),
    "nuclear": (
        "Strategic combat",
        "In phase 4, aim bombs at territories, territorial seas or the SANs in space, one "
        "(solo) or more (cloud), then launch. Each defender rolls one die per SAN: 1-5 stops "
        "a bomb; SANs are not used up. A bomb that gets through destroys everything in its "
        "zone, companies included; a territory is out of play for good (a mushroom), a sea "
        "stays. Space attack: every SAN holder defends; one bomb through destroys every SAN. "
        "Star wars: your SAN against another's, the higher die wins, both lose on a tie. The "
        "defenders may then counter-attack once.",
    ),
    "combat": (
        "Conventional combat",
        "An army attacks an army in an adjacent territory or a fleet in an adjacent light-blue "
        "sea; a fleet in light blue attacks an adjacent light-blue fleet or an adjacent army; "
        "a fleet in dark blue attacks an adjacent dark- or light-blue fleet. Armies aboard "
        "fleets attack an adjacent territory (naval attack); armies may fly in for 2 oil each "
        "(airborne). Each attack costs a set. Dice: attacker 1, defender 2 (1 when resisting "
        "or without a set), +1 for more forces engaged, +1 for more SANs; one loss per full "
        "three of a side's total. The attacker rolls first; the defender rolls even if "
        "destroyed. If the defender is wiped out the attacker may move in (normal cost) and "
        "takes the territory's companies. Then reinforcements (defender first), then the "
        "defender's one counter-attack, anywhere. Failed naval and airborne attackers must "
        "attack again or surrender (naval ones may go back to their fleets).",
    ),
    "defence": (
        "Defending",
        "When attacked you are asked (with a deadline; by default you defend if you have a "
        "set, else resist): defend (a set, two dice), resist (no set, one die), retreat some "
        "or all forces to an adjacent free or own region (normal cost; the rest defend or "
        "resist), surrender (your forces there change sides and your companies there go to "
        "the attacker), or strike first with atomic bombs (the attacker may answer with his "
        "own, then you choose again). /game standing can set an answer in advance.",
    ),
    "loans": (
        "Loans",
        "Borrow whole billions from the bank at any time of the game: on your turn, while you "
        "are asked something (the question waits) or in another player's turn; interest each "
        "phase 1 by the printed table (1 B$ 50 M$ ... 12 B$ 3,000 M$). Repay only in whole "
        "billions in your own phase 1. Interest you cannot pay puts you in default: no more "
        "bank loans, no market, until you pay the arrears (at any time). Money can also be "
        "given or lent between players at any time (an offer the other accepts; one deal "
        "waits for its answer at a time).",
    ),
    "victory": (
        "The end",
        "Take the last home territory of a superpower and you loot it: its money, resources, "
        "bombs, SANs, companies and forces are yours, its debts cancelled, its storage centre "
        "yours too. A player whose last home territory is bombed is out: money to the bank, "
        "cards to the deck, forces removed. The last player standing has supremacy. Détente: "
        "after the agreed rounds the wealthiest wins (money, resources at market price, 100 M$ "
        "a company, 50 M$ a force, 250 M$ a bomb, 500 M$ a SAN, less loans). Twelve destroyed "
        "territories: the final strike, everyone loses.",
    ),
    "map": (
        "The map",
        "The board is not in the book: petrocord's map is authored from real geography — 27 "
        "home territories, 24 neutral countries (grey), 36 territorial (light-blue) seas, 6 "
        "oceans (dark blue), ports on every coast but the frozen Arctic ones. Blockade: when "
        "others' fleets hold every sea a foreign territory of yours opens on, it produces "
        "nothing and you cannot build there. Siege: when they hold every sea of your home "
        "ports, your foreign companies stop, you cannot build abroad nor trade.",
    ),
    "options": (
        "Options",
        "Set when the game is opened: the number of rounds before détente (0: play on until "
        "supremacy or the final strike); the random attribution (random packs, three extra "
        "companies, stocks and prices by dice); the protectors (others' SANs stop bombs on "
        "1-3); trading and closing companies; arms sales in the seller's phase 6; "
        "simultaneous play (phases 3-7 claimed by everyone at once, dice for the order); the "
        "star ranking of the winner as a general; handicaps (the stars each seat must earn).",
    ),
}

KIND_TOPICS: dict[str, str] = {
    "choose": "setup",
    "pay": "turn",
    "disband": "turn",
    "phase": "turn",
    "done": "turn",
    "end_turn": "turn",
    "loan": "loans",
    "sell": "market",
    "buy": "market",
    "offer": "market",
    "answer": "market",
    "prospect": "prospect",
    "move": "moves",
    "build": "build",
    "research": "build",
    "make_weapon": "build",
    "attack": "combat",
    "occupy": "combat",
    "reinforce": "combat",
    "stranded": "combat",
    "pass": "combat",
    "defence": "defence",
    "nuke": "nuclear",
    "star_war": "nuclear",
}

OPTIONS: dict[str, str] = {
    "power": "The superpower you lead",
    "op": "Borrow, repay, or pay the arrears",
    "billions": "How many billions of dollars",
    "phase": "The next phase you play (3 to 7, in order)",
    "resource": "Oil, grain or minerals",
    "count": "How many",
    "how": "March, fly, embark, land or sail",
    "to": "Where to",
    "offer.to": "The player",
    "origin": "Where from",
    "armies": "How many armies the fleets carry along",
    "unit": "Armies, fleets, or armies flown in",
    "where": "The territory or sea they are built in",
    "disband.where": "Where the unpaid force stands",
    "weapon": "Atomic bomb or SAN (or stop the research)",
    "target": "The target",
    "defender": "Whose forces you attack there",
    "step": "Aim bombs, launch them, or stand them down",
    "bombs": "How many bombs",
    "choice": "Your decision",
    "stand": "What the forces left behind do",
    "deal": "Sell, buy, or money",
    "price": "The price in millions of dollars",
    "accept": "Yes or no",
    "mode": "Phase 7: buy or prospect",
    "item": "The company or arms offered",
    "card": "The company (its territory and resource)",
    "company.op": "Close the company or reopen it",
    "offer.where": "Where the arms are delivered",
    "offer.origin": "Where the arms come from",
}


from .topics_translated import TOPICS_DE, TOPICS_FR  # noqa: E402  (after TOPICS, which they follow)

#: The topics in French and German, for readers in those languages.
TRANSLATED_TOPICS: dict[str, dict[str, tuple[str, str]]] = {"fr": TOPICS_FR, "de": TOPICS_DE}
