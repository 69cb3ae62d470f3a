"""Suprématie's events as message keys (``rules.core.text``): key -> English template; the
tables of :data:`NAMES` name regions and superpowers (``{region:name:regions}``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.game import Speaker
from rules.core.text import Catalogue

MESSAGES: dict[str, str] = {
    # set-up and turns
    "chosen": "{name} takes {power:name:powers}.",
    "random_set_up": "Random set-up: opening prices grain {grain} M$, oil {oil} M$, "
    "minerals {minerals} M$.",
    "turn": "Turn {number} (round {round}): {name} plays.",
    "phase": "{name} plays phase {phase}.",
    "round": "Round {round}: everyone pays salaries and interest and stores production.",
    "claim": "Who plays phase {phase}? Everyone answers at once.",
    "claimed": "Phase {phase} is played by {order:and} (dice: {dice:list}).",
    # phase 1
    "salaries": "{name} pays the salaries of {forces:plural:force} and "
    "{companies:plural:company:companies} ({unpaid:plural:unpaid:unpaid}).",
    "forces_unpaid": "{name} cannot pay {count:plural:force}: they must leave the board.",
    "disband": "{name} disbands an unpaid {unit:name:units} in {region:name:regions}.",
    "interest": "{name} pays {amount} M$ of interest.",
    "default": "{name} cannot pay the interest: in default, {amount} M$ in arrears.",
    "arrears_paid": "{name} pays {amount} M$ of arrears.",
    "borrow": "{name} borrows {billions:plural:B$:B$} from the bank ({loans:plural:B$:B$} owed).",
    "repay": "{name} repays {billions:plural:B$:B$} ({loans:plural:B$:B$} owed).",
    # phase 2
    "production": "{name} stores {grain:counted:resource_units:grain}, "
    "{oil:counted:resource_units:oil} and {minerals:counted:resource_units:minerals}.",
    "overflow": "{name}'s storage is full: {count:counted:resource_units:{resource}} lost.",
    # phases 3 and 7
    "sell": "{name} sells {count:counted:resource_units:{resource}} for {paid} M$; the price falls to "
    "{price} M$.",
    "buy": "{name} buys {count:counted:resource_units:{resource}} for {paid} M$; the price rises to "
    "{price} M$.",
    "offer": "{name} offers {other} a deal: {deal:name:deals} "
    "{count:counted:resource_units:{resource}} for {price} M$.",
    "offer_money": "{name} offers {other} {price} M$.",
    "offer_company": "{name} offers {other} a company, {company:name:companies}, for {price} M$.",
    "offer_company_hidden": "{name} offers {other} a face-down {resource:name:resources} "
    "company for {price} M$.",
    "offer_arms": "{name} offers {other} {count} × {item:name:units} for {price} M$.",
    "company_close": "{name} closes the company {card:name:companies}.",
    "company_reopen": "{name} reopens the company {card:name:companies}.",
    "offer_declined": "{name} declines {other}'s deal.",
    "offer_done": "{name} accepts {other}'s deal.",
    "offer_failed": "{name} accepts, but {other}'s deal can no longer be carried out.",
    "prospect": "{name} prospects for {resource:name:resources}: {cards:plural:card} turned for "
    "{cost} M$ (the others turned: {shown:names:card_kinds}).",
    "prospect_none": "{name} found no {resource:name:resources}.",
    "prospect_back": "{name}'s {resource:name:resources} card is on an occupied or bombed territory "
    "({territory:name:regions}): it goes back.",
    "prospect_found": "{name} keeps a {resource:name:resources} card face down.",
    "prospect_private": "Your new {resource:name:resources} company is in {territory:name:regions}: "
    "occupy it "
    "from your next turn's phase 5 to open it.",
    "company_open": "{name} opens the {resource:name:resources} company of {territory:name:regions}.",
    # phase 5
    "march": "{name} marches {count:plural:army:armies} from {origin:name:regions} to "
    "{dest:name:regions} ({cost:counted:resource_units:grain}).",
    "fly": "{name} flies {count:plural:army:armies} from {origin:name:regions} to "
    "{dest:name:regions} ({cost:counted:resource_units:oil}).",
    "embark": "{name} embarks {count:plural:army:armies} at {origin:name:regions} into "
    "{dest:name:regions} ({cost:counted:resource_units:oil}).",
    "disembark": "{name} lands {count:plural:army:armies} from {origin:name:regions} in "
    "{dest:name:regions}.",
    "sail": "{name} sails {count:plural:fleet} carrying {carried} from {origin:name:regions} "
    "to {dest:name:regions} ({cost:counted:resource_units:oil}).",
    "passage_asked": "{name} asks {others:and} to let forces pass from {origin:name:regions} "
    "to {dest:name:regions}.",
    "passage_refused": "{name}'s forces may not pass: the move is not made.",
    "cards_taken": "{name} occupies {region:name:regions} and takes "
    "{count:plural:company:companies}.",
    # phase 6
    "set_spent": "{name} spends a set and {cost} M$ on three forces.",
    "build": "{name} builds {count} × {unit:name:units} in {region:name:regions}.",
    "research_card": "{name} researches the {weapon:name:weapons}: card {cards} is "
    "{card:name:card_kinds}.",
    "prototype": "{name} has found the prototype: {weapon:name:weapons}!",
    "prototype_unpaid": "{name} finds the card ({weapon:name:weapons}) but cannot pay the "
    "prototype.",
    "research_end": "{name}'s research ends after {cards:plural:card} ({cost} M$).",
    "weapons_built": "{name} builds {count} more ({weapon:name:weapons}).",
    # phase 4
    "attack": "{name} attacks {defender} in {target:name:regions} from "
    "{origin:name:regions} with {count} ({mode:name:modes}).",
    "surrender": "{name} surrenders {region:name:regions} to {attacker}: "
    "{armies:plural:army:armies} and {fleets:plural:fleet} change sides.",
    "retreat": "{name} withdraws {count} from {origin:name:regions} to {dest:name:regions}.",
    "riposte": "{name} answers with a nuclear riposte on {target:name:regions} "
    "({bombs:plural:bomb}).",
    "attack_off": "The attack on {target:name:regions} is off.",
    "dice": "{attacker} rolls {attack:list}, {defender} rolls {defence:list}: {attacker} loses "
    "{attacker_losses}, {defender} loses {defender_losses}.",
    "occupy": "{name} moves {count} into {region:name:regions}.",
    "reinforce": "{name} reinforces {region:name:regions} with {count} from {origin:name:regions}.",
    "withdraw": "{name}'s {count:plural:army:armies} go back aboard in {region:name:regions}.",
    "stranded_surrender": "{name}'s {count:plural:army:armies} at {region:name:regions} "
    "surrender to {other}.",
    "attack_again": "{name} attacks {target:name:regions} again with {count}.",
    "launch": "{name} launches {bombs:plural:bomb} ({style:name:styles}).",
    "san_rolls": "{name}'s SANs roll {rolls:list}: {stopped} stopped.",
    "protector_rolls": "{name} comes to the rescue: SANs roll {rolls:list}, {stopped} stopped.",
    "bomb_stopped": "Every bomb on {target:name:regions} is stopped.",
    "mushroom": "{target:name:regions} is destroyed ({cards:plural:company:companies} lost); "
    "{count:plural:territory:territories} destroyed.",
    "sea_bombed": "{target:name:regions} is bombed: every force there is lost.",
    "space_defence": "The SANs in space roll {rolls:list}: {stopped} stopped.",
    "sans_destroyed": "A bomb gets through: every SAN in play is destroyed.",
    "star_war": "Star wars: {name} rolls {die}, {other} rolls {other_die}.",
    # endings
    "looted": "{name} takes {loser}'s last home territory and loots it ({money} M$).",
    "nuked_out": "{name}'s last home territory is destroyed: {name} is out.",
    "final_strike": "{count:plural:territory:territories} destroyed: the final strike. Everyone loses.",
    "nobody_left": "Nobody is left standing. Everyone loses.",
    "supremacy": "{name} achieves supremacy!",
    "result_all_lose": "Twelve territories destroyed: everyone loses.",
    "result_supremacy": "{name} wins by supremacy.",
    "result_stars": "Stars: {stars}.",
    "result_handicap": "{name} needed {needed:plural:star} (handicap): the supremacy does not count, "
    "and nobody wins.",
    "result_worth": "{name}: {worth} M$",
    # the seat's secrets (a DM, /game hand)
    "private_no_prospects": "You hold no secret company.",
    "private_prospect": "Your {resource:name:resources} company in {territory:name:regions} "
    "(production {production}, found in round {turn}): occupy it to open it.",
    "detente": "Détente after {rounds:plural:round}: {name} is the wealthiest ({wealth} M$).",
}

from .names import NAMES, NAMES_DE, NAMES_FR  # noqa: E402  (tables built from the data)
from .translations import MESSAGES_DE, MESSAGES_FR, TEXTS_DE, TEXTS_FR  # noqa: E402

TRANSLATIONS: dict[str, dict[str, str]] = {"fr": MESSAGES_FR, "de": MESSAGES_DE}
TRANSLATED_NAMES: dict[str, Mapping[str, Mapping[Any, str]]] = {"fr": NAMES_FR, "de": NAMES_DE}

say = Speaker(Catalogue(MESSAGES, names=NAMES))

#: The answers that are the game's things, said by the name tables in every language (the
#: same template in each: the tables hold the words).
NAMED: dict[str, str] = {
    "label.region": "{region:name:regions}",
    "label.player": "{name}",
    "label.power": "{power:name:powers}",
    "label.number": "{count}",
    "label.resource": "{resource:name:resources}",
    "label.unit": "{unit:name:units}",
    "label.weapon": "{weapon:name:arms}",
    "label.company_card": "{card:name:companies}",
    "label.deal": "{deal:name:deals}",
    "label.units_here": "{unit:name:unit_plurals} ({count})",
    "label.unit_plural": "{unit:name:unit_plurals}",
    "label.region_count": "{region:name:regions} ({count})",
}

#: The labels of the choice trees (``label.*``), the steps' questions (``step.*``) and the
#: refusals (``refusal.*``) the engine writes, as keys with their values (issue 28): the
#: English is the engine's own words, unchanged but where a count asked its grammar
#: ("1 army", "1 fleet can carry"); French and German in :mod:`.translations`.
TEXTS: dict[str, str] = {
    **NAMED,
    # questions shared by many moves
    "step.from": "from",
    "step.to": "to",
    "step.with": "with",
    "step.whom": "whom",
    "step.how_many": "how many",
    "step.target": "target",
    "step.choice": "choice",
    "step.bomb": "bomb",
    "step.bombs": "bombs",
    "step.now": "now",
    "step.what": "what",
    "step.where": "where",
    "step.armies": "armies",
    "step.fleets": "fleets",
    "step.phase": "phase",
    "step.deal": "deal",
    "step.resource": "resource",
    "step.units": "units",
    "step.price": "price in M$",
    "step.money": "M$",
    "step.company": "company",
    "step.weapon": "weapon",
    # turn.py
    "label.pick_pack": "Pick a superpower's pack (the packs are shuffled: you do not know whose)",
    "label.pack": "pack {number}",
    "label.choose_power": "Choose your superpower",
    "step.superpower": "superpower",
    "label.disband": "Disband an unpaid force ({left} left)",
    "label.pay": "Pay salaries and interest",
    "label.phase_named": "{phase} - {phase:name:phases}",
    "label.play_a_phase": "Play a phase",
    "label.end_phase": "End phase {phase}",
    "label.end_turn": "End your turn",
    # simultaneous.py
    "label.play_phase": "Play phase {phase}",
    "label.not_phase": "Not phase {phase}",
    "step.announce": "announce",
    "label.buy": "buy",
    "label.prospect": "prospect",
    # economy.py
    "label.borrow": "borrow",
    "label.repay": "repay",
    "step.billions": "billions",
    "label.pay_arrears": "pay the {amount} M$ in arrears",
    "label.bank": "The bank",
    "refusal.bank_will_not_lend": "The bank will not lend you that much now.",
    "refusal.cannot_repay": "You cannot repay that much.",
    "refusal.no_arrears": "You have no arrears you can pay now.",
    "refusal.no_market": "You may not trade on the market (default or siege).",
    "refusal.cannot_sell.grain": "You do not have {count:counted:resource_units:grain} to sell.",
    "refusal.cannot_sell.oil": "You do not have {count:counted:resource_units:oil} to sell.",
    "refusal.cannot_sell.minerals": "You do not have "
    "{count:counted:resource_units:minerals} to sell.",
    "refusal.cannot_buy.grain": "You cannot buy {count:counted:resource_units:grain}.",
    "refusal.cannot_buy.oil": "You cannot buy {count:counted:resource_units:oil}.",
    "refusal.cannot_buy.minerals": "You cannot buy {count:counted:resource_units:minerals}.",
    # engine.py
    "refusal.handicaps": "handicaps: give one number of stars from 0 to 5 per seat "
    "({players:plural:seat}), in seat order.",
    # trade.py
    "label.sell": "Sell on the market",
    "label.buy_market": "Buy on the market",
    "label.price": "{resource:name:resources} at {price} M$",
    "label.prospecting": "Prospect ({done} of 3 made; 200 M$ a card turned)",
    "step.looking_for": "looking for",
    "label.offer_resources": "Offer resources to a player",
    "label.ask_resources": "Ask a player for resources",
    "label.give_money": "Give or lend money to a player",
    "label.money": "money",
    "label.close_company": "close a company",
    "label.reopen_company": "reopen a company",
    "label.company_op": "Close or reopen a company",
    "label.offer_company": "Offer a company to a player",
    "label.company": "company",
    "step.delivered_to": "delivered to",
    "label.sell_arms": "Sell arms to a player",
    "label.arms": "arms",
    "label.accept_deal": "Accept the deal?",
    "label.accept": "accept",
    "label.decline": "decline",
    "label.let_pass": "Let the forces pass through yours?",
    "label.let_them_pass": "let them pass",
    "label.refuse": "refuse",
    # military.py
    "label.march_to": "{region:name:regions} ({steps} grain an army)",
    "label.march_to_asking": "{region:name:regions} ({steps} grain an army, asks {asked:list})",
    "label.march": "March armies by land",
    "label.fly": "Fly armies (2 oil each)",
    "step.onto_fleets": "onto the fleets in",
    "label.embark": "Embark armies in a port",
    "label.land": "Land carried armies",
    "label.sail_to": "{region:name:regions} ({steps} oil a fleet)",
    "label.sail_to_asking": "{region:name:regions} ({steps} oil a fleet, asks {asked:list})",
    "label.sail": "Sail fleets",
    "label.move": "Move forces",
    "step.how": "how",
    "step.armies_carried": "armies carried",
    "label.armies": "armies",
    "label.fleets": "fleets",
    "label.build_left": "Build forces ({left} left of this set)",
    "label.build": "Build forces (a set and 300 M$ for 3)",
    "label.research_weapon": "Research the {weapon:name:arms}",
    "step.next": "next",
    "label.turn_card": "turn another card ({cost} M$)",
    "label.stop_research": "stop the research",
    "label.research": "Research a prototype",
    "label.make_weapon": "Build bombs or SANs",
    "refusal.no_grain_march": "You have not enough grain for that march.",
    "refusal.cannot_fly": "You cannot fly there now.",
    "refusal.fleets_carry": "{count:plural:fleet} can carry at most {most:plural:army:armies}.",
    "refusal.armies_need_fleets": "The armies left at sea need fleets to carry them.",
    "refusal.no_oil_voyage": "You have not enough oil for that voyage.",
    # combat.py
    "label.attack": "Attack",
    "label.airborne": "armies flown in (2 oil each)",
    "label.defend_set": "defend (a set, two dice)",
    "label.resist_alone": "resist (no set, one die)",
    "label.surrender": "surrender",
    "label.retreat": "retreat",
    "label.riposte_first": "nuclear riposte first",
    "label.defence": "Your defence",
    "label.resist": "resist",
    "label.defend": "defend",
    "step.those_left": "those left",
    "label.no_riposte": "No riposte",
    "label.nuclear_riposte": "Nuclear riposte",
    "label.bomb": "bomb",
    "label.move_in": "Move in",
    "step.occupy.grain": "how many ({each} grain each)",
    "step.occupy.oil": "how many ({each} oil each)",
    "label.no_more_reinforcements": "No more reinforcements",
    "label.reinforce": "Reinforce",
    "label.no_counter_attack": "No counter-attack",
    "label.attack_again": "attack again",
    "label.withdraw": "withdraw to the fleets",
    "label.stranded": "Your {count:plural:army:armies} at {region:name:regions}",
    "label.sans_in_space": "the SANs in space",
    "label.aim": "aim bombs",
    "label.launch": "launch the bombs aimed",
    "label.stand_down": "stand down the bombs aimed",
    "label.atomic_bombs": "Atomic bombs",
    "label.star_war": "Star wars: SAN against SAN",
    "step.whose_san": "whose SAN",
    "label.protect_question": "Come to the rescue with your SANs (they stop a bomb on 1-3)?",
    "label.protect": "protect",
    "label.stay_out": "stay out",
}

TRANSLATED_TEXTS: dict[str, dict[str, str]] = {
    "fr": {**NAMED, **TEXTS_FR},
    "de": {**NAMED, **TEXTS_DE},
}
