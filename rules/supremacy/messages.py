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
    "{companies:plural:company:companies} ({unpaid} unpaid).",
    "forces_unpaid": "{name} cannot pay {count:plural:force}: they must leave the board.",
    "disband": "{name} disbands an unpaid {unit:name:units} in {region:name:regions}.",
    "interest": "{name} pays {amount} M$ of interest.",
    "default": "{name} cannot pay the interest: in default, {amount} M$ in arrears.",
    "arrears_paid": "{name} pays {amount} M$ of arrears.",
    "borrow": "{name} borrows {billions} B$ from the bank ({loans} B$ owed).",
    "repay": "{name} repays {billions} B$ ({loans} B$ owed).",
    # phase 2
    "production": "{name} stores {grain} grain, {oil} oil and {minerals} minerals.",
    "overflow": "{name}'s storage is full: {count} {resource:name:resources} lost.",
    # phases 3 and 7
    "sell": "{name} sells {count} {resource:name:resources} for {paid} M$; the price falls to "
    "{price} M$.",
    "buy": "{name} buys {count} {resource:name:resources} for {paid} M$; the price rises to "
    "{price} M$.",
    "offer": "{name} offers {other} a deal: {deal:name:deals} {count} "
    "{resource:name:resources} for {price} M$.",
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
    "{cost} M$ (the others turned: {shown:names:kinds}).",
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
    "{dest:name:regions} ({cost} grain).",
    "fly": "{name} flies {count:plural:army:armies} from {origin:name:regions} to "
    "{dest:name:regions} ({cost} oil).",
    "embark": "{name} embarks {count:plural:army:armies} at {origin:name:regions} into "
    "{dest:name:regions} ({cost} oil).",
    "disembark": "{name} lands {count:plural:army:armies} from {origin:name:regions} in "
    "{dest:name:regions}.",
    "sail": "{name} sails {count:plural:fleet} carrying {carried} from {origin:name:regions} "
    "to {dest:name:regions} ({cost} oil).",
    "passage_asked": "{name} asks {others:and} to let forces pass from {origin:name:regions} "
    "to {dest:name:regions}.",
    "passage_refused": "{name}'s forces may not pass: the move is not made.",
    "cards_taken": "{name} occupies {region:name:regions} and takes "
    "{count:plural:company:companies}.",
    # phase 6
    "set_spent": "{name} spends a set and {cost} M$ on three forces.",
    "build": "{name} builds {count} × {unit:name:units} in {region:name:regions}.",
    "research_card": "{name} researches the {weapon:name:weapons}: card {cards} is "
    "{card:name:kinds}.",
    "prototype": "{name} has found the prototype: {weapon:name:weapons}!",
    "prototype_unpaid": "{name} finds the card ({weapon:name:weapons}) but cannot pay the "
    "prototype.",
    "research_end": "{name}'s research ends after {cards:plural:card} ({cost} M$).",
    "weapons_built": "{name} builds {count} more ({weapon:name:weapons}).",
    # phase 4
    "attack": "{name} attacks {defender} in {target:name:regions} from "
    "{origin:name:regions} with {count} ({mode:name:modes}).",
    "surrender": "{name} surrenders {region:name:regions} to {attacker}: {armies} armies and "
    "{fleets} fleets change sides.",
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
    "{count} territories destroyed.",
    "sea_bombed": "{target:name:regions} is bombed: every force there is lost.",
    "space_defence": "The SANs in space roll {rolls:list}: {stopped} stopped.",
    "sans_destroyed": "A bomb gets through: every SAN in play is destroyed.",
    "star_war": "Star wars: {name} rolls {die}, {other} rolls {other_die}.",
    # endings
    "looted": "{name} takes {loser}'s last home territory and loots it ({money} M$).",
    "nuked_out": "{name}'s last home territory is destroyed: {name} is out.",
    "final_strike": "{count} territories destroyed: the final strike. Everyone loses.",
    "nobody_left": "Nobody is left standing. Everyone loses.",
    "supremacy": "{name} achieves supremacy!",
    "result_all_lose": "Twelve territories destroyed: everyone loses.",
    "result_supremacy": "{name} wins by supremacy.",
    "result_stars": "Stars: {stars}.",
    "result_handicap": "{name} needed {needed} stars (handicap): the supremacy does not count, "
    "and nobody wins.",
    "result_worth": "{name}: {worth} M$",
    # the seat's secrets (a DM, /game hand)
    "private_no_prospects": "You hold no secret company.",
    "private_prospect": "Your {resource:name:resources} company in {territory:name:regions} "
    "(production {production}, found in round {turn}): occupy it to open it.",
    "detente": "Détente after {rounds} rounds: {name} is the wealthiest ({wealth} M$).",
}

from .names import NAMES, NAMES_DE, NAMES_FR  # noqa: E402  (tables built from the data)
from .translations import MESSAGES_DE, MESSAGES_FR  # noqa: E402

TRANSLATIONS: dict[str, dict[str, str]] = {"fr": MESSAGES_FR, "de": MESSAGES_DE}
TRANSLATED_NAMES: dict[str, Mapping[str, Mapping[Any, str]]] = {"fr": NAMES_FR, "de": NAMES_DE}

say = Speaker(Catalogue(MESSAGES, names=NAMES))
