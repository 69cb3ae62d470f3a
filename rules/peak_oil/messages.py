"""Peak Oil's events in English: message key -> template (``rules.core.text``).

Engines say which message happened with its values (``helpers.msg.say``); this catalogue turns
it into words. Another language is another catalogue with the same keys.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "turn_start": "{name}'s turn.",
    "reassign": "{name} reassigns an agent from {source:name:places} to {dest:name:places}.",
    "extra_paid": "{name} pays {cost:plural:barrel} for one more reassignment.",
    "act": "{name} acts on {place:name:places} ({standing:name:standings}).",
    "agents_home": "{name} takes {count:plural:agent} home from {place:name:places}.",
    "grey_unpaid": "{name} has no barrel to pay Grey Ops: no option can be used.",
    "bag_empty": "{name} cannot draw: the bag is empty.",
    "draw": "{name} draws a {colour:name:colours} barrel.",
    "black_market": "{name} puts a barrel on the black market's {technology:name:technologies} space.",
    "black_market_shared": "The black market is full: its barrels go to the {count} regions, one each.",
    "peak_oil": "Peak Oil! The bag holds no more black barrels; {name} flips their HQ card.",
    "crisis_brutal": "PR crisis for {name}: an agent goes on the PR-crisis counter.",
    "crisis_discard": "PR crisis for {name}: {count:plural:barrel} discarded from the HQ.",
    "crisis_up": "{name} turns up the level-{level} crisis card {card}.",
    "crisis_none": "{name} would take a crisis card, but every crisis deck is empty.",
    "crisis_down": "{name} takes a level-{level} crisis card face down.",
    "crisis_down_private": "Your face-down crisis card is {card} (level {level}).",
    "private_portfolio": "Your portfolio: a {technology:name:technologies} start-up.",
    "private_crisis": "Your face-down crisis card: {card} (level {level}). When turned up: "
    "{effect}",
    "private_nothing": "You hold no secret card.",
    "effect_discard": "{name} discards {count:plural:barrel}.",
    "effect_on_card": "{name} puts {count:plural:barrel} on {card}.",
    "effect_security": "{name} returns {count:plural:security token} to the supply.",
    "effect_agents_home": "All {name}'s agents on zones go home ({count}).",
    "effect_agent_on_card": "{name} puts an agent from {place:name:places} on {card}.",
    "effect_field": "{name} gives up the oil field {card}.",
    "counter_placed": "{name} puts an agent from {place:name:places} on the PR-crisis counter.",
    "counter_off": "An agent of {name}'s is pushed off the counter and goes home.",
    "counter_home": "{name} takes {count:plural:agent} home from the PR-crisis counter.",
    "whitewash": "{name} whitewashes {card} for {cost:plural:barrel}.",
    "recruit": "{name} recruits an agent.",
    "dispatch": "{name} dispatches {count:plural:agent} from Expand to {place:name:places}.",
    "refresh": "The displayed {which:name:displays} are replaced.",
    "drill": "{name} drills {card}: {count:plural:barrel} onto {region:name:places}, "
    "{tokens:plural:security token}.",
    "query": "{name} takes a {colour:name:colours} barrel for a 'barrel?'.",
    "start_up": "{name} buys the start-up {card} ({technology:name:technologies}) for "
    "{cost:plural:barrel}.",
    "technology": "{name} puts a barrel on {technology:name:technologies}.",
    "black_market_moved": "{name} moves the black market's {count:plural:barrel} onto the track.",
    "consultant": "{name} hires the level-{level} consultant {card}.",
    "result_line": "{name}: {total} VP (start-ups {start_ups}, consultants {consultants}, "
    "crises {crises})",
    "result_tie": "{names:list} tie on every tie-break: the book says replay; they share the "
    "place.",
    "marketing_move": "{name} moves a barrel from {source:name:technologies} to "
    "{dest:name:technologies}, paying {cost:plural:barrel}.",
    "transport": "{name} ships from {region:name:places} to {refinery:name:places} "
    "({draws:plural:draw}).",
    "delivered": "{name} takes {taken:plural:barrel}: {home} to the HQ, {pirated} to pirates.",
    "security_flip": "{name} uses a security token to flip the token of {place:name:places}.",
    "security_swap": "{name} uses a security token to swap the tokens of {first:name:places} "
    "and {second:name:places}.",
    "peak_pass": "{name} does not reassign.",
    "peak_phase": "The Peak Oil phase begins: every zone is checked in turn.",
    "peak_zone": "Peak Oil phase: {place:name:places}.",
    "game_over": "Every zone has been checked: the game is over.",
    "portfolio_shown": "{name}'s portfolio: a {technology:name:technologies} start-up.",
}

#: The names the templates give the engine's ids (``{place:name:places}``), in English.
NAMES: dict[str, dict[str, str]] = {
    "places": {
        "expand": "Expand",
        "develop": "Develop",
        "invest": "Invest",
        "grey_ops": "Grey Ops",
        "venezuela": "Venezuela",
        "libya": "Libya",
        "nigeria": "Nigeria",
        "persian_gulf": "Persian Gulf",
        "russia": "Russia",
        "philadelphia": "Philadelphia",
        "rotterdam": "Rotterdam",
        "singapore": "Singapore",
        "caribbean_sea": "Caribbean Sea",
        "strait_of_gibraltar": "Strait of Gibraltar",
        "gulf_of_guinea": "Gulf of Guinea",
        "belarus": "Belarus",
        "suez_canal": "Suez Canal",
        "gulf_of_aden": "Gulf of Aden",
        "siberia": "Siberia",
        "strait_of_malacca": "Strait of Malacca",
        "hq": "HQ",
        "pirates": "the pirates",
    },
    "technologies": {
        "hydrogen_cells": "Hydrogen Cells",
        "ethanol": "Ethanol",
        "spmr": "SPMR",
        "tidal_power": "Tidal Power",
        "agropolymers": "Agropolymers",
    },
    "colours": {"black": "black", "red": "red", "yellow": "yellow"},
    "standings": {"majority": "majority", "tie": "tie", "none": "no majority"},
    "displays": {"fields": "oil fields", "start_ups": "start-ups"},
}

# The French rulebook's terms (seeds 001): Étendre, Développer, Investir, Opérations Grises,
# Marché Noir, Crise de RP, Champ Pétrolifère, Start-Up, Consultant, Raffinerie, jeton
# Sécurité, the regions and refineries as the book names them (Libye, Golfe Persique,
# Singapour...); the book keeps the technologies' English names.
