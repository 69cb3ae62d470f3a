"""Peak Oil's catalogue in English: its events (:data:`MESSAGES`), the labels, questions and
refusals of its choice trees (:data:`TEXTS`, issue 28) and the names of its things
(:data:`NAMES`), key -> template (``rules.core.text``).

Engines say which message happened with its values (``helpers.msg.say``) and label their
choices with a key and values (``Said("label.drill")``); this catalogue turns them into words.
Another language is another catalogue with the same keys (``translations.py``).
"""

from __future__ import annotations

from rules.core.text import Name, Noun

from .data import abilities, cards

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
    "black_market_shared": "The black market is full: its barrels go to the "
    "{count:plural:region}, one each.",
    "peak_oil": "Peak Oil! The bag holds no more black barrels; {name} flips their HQ card.",
    "crisis_brutal": "PR crisis for {name}: an agent goes on the PR-crisis counter.",
    "crisis_discard": "PR crisis for {name}: {count:plural:barrel} discarded from the HQ.",
    "crisis_up": "{name} turns up the level-{level} crisis card {card:name:cards}.",
    "crisis_none": "{name} would take a crisis card, but every crisis deck is empty.",
    "crisis_down": "{name} takes a level-{level} crisis card face down.",
    "crisis_down_private": "Your face-down crisis card is {card:name:cards} (level {level}).",
    "private_portfolio": "Your portfolio: {technology:a:technologies} start-up.",
    "private_crisis": "Your face-down crisis card: {card:name:cards} (level {level}). When turned up: "
    "{effect}",
    "private_nothing": "You hold no secret card.",
    "effect_discard": "{name} discards {count:plural:barrel}.",
    "effect_on_card": "{name} puts {count:plural:barrel} on {card:name:cards}.",
    "effect_security": "{name} returns {count:plural:security token} to the supply.",
    "effect_agents_home": "All {name}'s agents on zones go home ({count}).",
    "effect_agent_on_card": "{name} puts an agent from {place:name:places} on {card:name:cards}.",
    "effect_field": "{name} gives up the oil field {card:name:cards}.",
    "counter_placed": "{name} puts an agent from {place:name:places} on the PR-crisis counter.",
    "counter_off": "An agent of {name}'s is pushed off the counter and goes home.",
    "counter_home": "{name} takes {count:plural:agent} home from the PR-crisis counter.",
    "whitewash": "{name} whitewashes {card:name:cards} for {cost:plural:barrel}.",
    "recruit": "{name} recruits an agent.",
    "dispatch": "{name} dispatches {count:plural:agent} from Expand to {place:name:places}.",
    "refresh": "The displayed {which:name:displays} are replaced.",
    "drill": "{name} drills {card:name:cards}: {count:plural:barrel} onto {region:name:places}, "
    "{tokens:plural:security token}.",
    "query": "{name} takes a {colour:name:colours} barrel for a 'barrel?'.",
    "start_up": "{name} buys the start-up {card:name:cards} ({technology:name:technologies}) for "
    "{cost:plural:barrel}.",
    "technology": "{name} puts a barrel on {technology:name:technologies}.",
    "black_market_moved": "{name} moves the black market's {count:plural:barrel} onto the track.",
    "consultant": "{name} hires the level-{level} consultant {card:name:cards}.",
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
    "portfolio_shown": "{name}'s portfolio: {technology:a:technologies} start-up.",
}

#: The labels (``label.``), step questions (``step.``) and refusals (``refusal.``) of the
#: engine's choice trees, in English (issue 28): the English is the engine's former labels,
#: word for word, but for three fixes of grammar and ids (``{cost:plural:barrel}``, not
#: "pay 1 barrels"; a standing said by its name, "no majority", not the id "none";
#: "1 draw, 1 skull" on a route).
TEXTS: dict[str, str] = {
    # answers that are the game's things, said by the name tables
    "label.place": "{place:name:places}",
    "label.technology": "{technology:name:technologies}",
    "label.card": "{card:name:cards}",
    # procedures.py
    "label.use_option": "Use an option of {zone:name:places} ({left} left)",
    "step.option": "option",
    "label.finish_action": "Finish the action (your agents go home)",
    # tasks.py: the answers of a decision
    "label.yes": "yes",
    "label.no": "no",
    "label.none": "none",
    "label.no_more": "no more",
    # develop.py
    "label.field": "{card:name:cards} ({region:name:places})",
    "step.oil_field": "oil field",
    "step.replace_fields": "replace the displayed fields first",
    "label.yes_then_choose": "yes (then choose)",
    "label.drill": "Drill: take an oil field",
    "label.crisis": "{card:name:cards} (level {level}, pay {cost})",
    "label.whitewash": "Whitewash: discard a face-up crisis card",
    "step.crisis_card": "crisis card",
    "label.research_fields": "the oil fields",
    "label.research_start_ups": "the start-ups",
    "label.research_both": "both",
    "label.research": "Research: replace displayed cards",
    "step.what_to_replace": "what to replace",
    "label.query": "Barrel? Take a barrel at random from the bag for {region:name:places}?",
    "step.take": "take",
    # acting.py
    "label.fixer_pay": "Fixer: pay a barrel to the black market?",
    "label.fixer_pay_anyway": "Fixer: pay a barrel to the black market anyway?",
    "step.pay": "pay",
    # barrels.py
    "label.draw_again": "Draw another barrel?",
    "step.draw_again": "draw again",
    "label.place_barrel": "Put the barrel on the black market",
    "step.black_market_space": "black-market space",
    # crises.py
    "label.which_agent": "Which agent?",
    "step.zone_left": "zone the agent leaves",
    "label.nationalisation": "Nationalisation: give up an oil field",
    # expand.py
    "label.recruit": "Recruit: one more agent into your HQ",
    "label.headhunter": "Headhunter: recruit one more agent?",
    "step.recruit": "recruit",
    "label.dispatch": "Dispatch: all your agents on Expand to another zone",
    "step.destination": "destination",
    "label.act_there": "Act on {zone:name:places} now ({standing:name:standings})? "
    "The Expand action then ends.",
    "step.act_there": "act there",
    # grey_ops.py
    "label.black_market": "Black Market: its barrels onto their technologies",
    "label.consultant": "{card:name:cards}: {effect}",
    "label.consultants": "Consultants: take a level-{level} consultant",
    "step.consultant": "consultant",
    "label.marketing_put": "put one of your barrels on a technology",
    "step.technology": "technology",
    "label.technology_cost": "{technology:name:technologies} (pay {cost})",
    "label.marketing_move": "move a barrel of the track",
    "step.from": "from",
    "step.to": "to",
    "label.marketing": "Marketing",
    "step.marketing": "marketing",
    # invest.py
    "label.start_up": "{card:name:cards} ({technology:name:technologies}, pay {cost})",
    "label.start_ups": "Start-Ups: buy a start-up",
    "step.start_up": "start-up",
    "step.replace_start_ups": "replace the displayed start-ups first",
    "label.venture_capitalist": "Venture Capitalist: buy one more start-up?",
    "label.technologies": "Technologies: a barrel of yours onto the track",
    "label.market_analyst": "Market Analyst",
    "label.market_analyst_more": "Market Analyst: one more barrel onto the track?",
    "label.counter_whitewash": "Whitewash: your agents on the counter come home",
    # peak.py
    "label.peak_reassign": "Peak Oil: reassign one agent (optional)",
    "label.do_not_reassign": "Do not reassign",
    # security.py
    "label.swap_tokens": "swap two tokens",
    "label.flip_token": "flip a token",
    "step.token": "token",
    "step.with": "with",
    "label.use_security": "Use a security token",
    "step.how": "how",
    # transport.py
    "label.route": "{refinery:name:places} via {via:names:places} (demand {demand}, "
    "{draws:plural:draw}, {skulls:plural:skull})",
    "label.transport": "Transport to a refinery",
    "step.route": "route",
    # turn.py
    "label.zone": "{zone:name:places} ({standing:name:standings})",
    "label.act": "Act on a zone",
    "step.zone": "zone",
    "step.agent_from": "agent from",
    "label.reassign_1": "Step 1: reassign an agent",
    "label.reassign_2": "Step 2: reassign an agent",
    "label.reassign_3": "Step 3: pay {cost:plural:barrel} to reassign one more agent",
    "label.counter_home": "Take all your agents home from the counter",
    "label.end_turn": "End your turn",
    # state.py
    "refusal.harder_crises_brutal": "The harder crises option needs crisis cards: not with "
    "Brutal rules.",
    # the consultants' abilities: data/abilities.py's CONSULTANT_EFFECTS in the same words,
    # their number counted ("1 skull", not "1 skull(s)")
    "label.ability.extra_reassign_discount": "Step 3's extra reassignment costs "
    "{amount:plural:barrel} less (never below 0).",
    "label.ability.crisis_discard_reduction": "The first PR crisis of a turn discards "
    "{amount:plural:barrel} less than half your HQ's (never below 0).",
    "label.ability.start_up_discount": "A start-up costs you {amount:plural:barrel} less "
    "(never below 0).",
    "label.ability.ignore_skulls": "On each of your transports, {amount:plural:skull} of the "
    "route are ignored: those barrels go to your HQ instead of the black market.",
    "label.ability.whitewash_discount": "Whitewashing a crisis costs you "
    "{amount:plural:barrel} less (never below 0).",
    "label.ability.transport_demand_bonus": "On your transports the refinery's demand is "
    "{amount} higher (still no more than the region holds).",
    "label.ability.security_on_drill": "Each time you drill, take "
    "{amount:plural:security token} from the general supply if any are left, besides the one "
    "a star gives.",
    "label.ability.technology_extra": "Invest: Technologies puts up to 1 + {amount} barrels "
    "from your HQ on the track, each on a technology of your choice.",
    "label.ability.extra_barrel_queries": "Each drill gives you {amount} more optional "
    "'barrel?' takes, resolved like the card's own (not draws; black barrels go onto the "
    "field's region).",
    "label.ability.recruit_extra": "Expand: Recruit takes up to 1 + {amount} agents from the "
    "general supply (never more than 4 agents in all).",
    "label.ability.tie_without_draw": "When you act on a tie, you do not draw a barrel first "
    "(you still use one option).",
    "label.ability.crisis_level_down": "When a PR crisis makes you take a face-down crisis "
    "card (you have none face down), take it {amount:plural:level} below the level you would "
    "take (never below level 1).",
    "label.ability.route_draw_reduction": "On each of your transports you draw "
    "{amount:plural:barrel} less than the route's barrel icons (never below 0).",
    "label.ability.start_up_extra": "Invest: Start-Ups may buy up to 1 + {amount} start-ups, "
    "each paid at its price, a new card revealed after each.",
    "label.ability.grey_ops_payment_waived": "Grey Ops does not require you to put a barrel "
    "from your HQ on the black market first (you may still do it).",
}
# the crisis cards' text (data/abilities.py, CRISIS_EFFECTS and CRISIS_PENALTIES in the same
# words, their numbers counted), as a hand shows a face-down card
TEXTS |= {
    "label.crisis_text": "{effect} While face up: {penalty}",
    "label.crisis_effect.none": "Nothing happens at once (the card's penalty still applies).",
    "label.crisis_effect.discard_barrels": "Discard {amount:plural:black barrel} from your HQ "
    "(all you have if fewer); they leave the game.",
    "label.crisis_effect.barrels_to_black_market": "Put {amount:plural:black barrel} from your "
    "HQ, one at a time, on empty black-market spaces of your choice (fewer if you have fewer); "
    "filling the last space shares the black market out as usual. This is not a draw.",
    "label.crisis_effect.barrels_on_card": "Put {amount:plural:black barrel} from your HQ on "
    "this card (fewer if you have fewer): out of play until you whitewash it.",
    "label.crisis_effect.agents_on_card": "Put {amount} of your agents on this card, "
    "from your HQ first, then from zones of your choice: out of play until you whitewash it "
    "(then they go to your HQ).",
    "label.crisis_effect.return_security": "Return {amount:plural:security token} from your HQ "
    "to the general supply (fewer if you have fewer).",
    "label.crisis_effect.agents_home": "All your agents on zones go back to your HQ.",
    "label.crisis_effect.discard_oil_field": "Put {amount} of your oil fields, of your "
    "choice, under the field deck (none if you have none); their symbols no longer score for "
    "you.",
    "label.crisis_penalty.none": "No lasting penalty besides the card's VP loss.",
    "label.crisis_penalty.extra_reassign_cost": "Step 3's extra reassignment costs you "
    "{amount:plural:barrel} more.",
    "label.crisis_penalty.start_up_cost": "A start-up costs you {amount:plural:barrel} more.",
    "label.crisis_penalty.transport_demand_minus": "On your transports the refinery's demand is "
    "{amount} lower (never below 1).",
    "label.crisis_penalty.no_tie_actions": "You may not act on a tie: you need a majority.",
    "label.crisis_penalty.no_extra_reassign": "You may not use step 3 (the paid extra "
    "reassignment).",
}
assert {k.split(".")[-1] for k in TEXTS if k.startswith("label.crisis_effect.")} == set(
    abilities.CRISIS_EFFECTS
)
assert {k.split(".")[-1] for k in TEXTS if k.startswith("label.crisis_penalty.")} == set(
    abilities.CRISIS_PENALTIES
)
assert {k.removeprefix("label.ability.") for k in TEXTS if k.startswith("label.ability.")} == (
    set(abilities.CONSULTANT_EFFECTS)
)

#: The names the templates give the engine's ids (``{place:name:places}``), in English.
NAMES: dict[str, dict[str, Name]] = {
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
        "spmr": Noun("SPMR", vowel=True),  # "an SPMR" (said letter by letter)
        "tidal_power": "Tidal Power",
        "agropolymers": "Agropolymers",
    },
    "colours": {"black": "black", "red": "red", "yellow": "yellow"},
    "standings": {"majority": "majority", "tie": "tie", "none": "no majority"},
    "displays": {"fields": "oil fields", "start_ups": "start-ups"},
    # every card by its id: the names data/cards.py and data/abilities.py give them
    "cards": {
        **{f.id: f.name for f in (*cards.OIL_FIELDS, *cards.EXTRA_OIL_FIELDS)},
        **{s.id: s.name for s in cards.START_UPS},
        **{c.id: c.name for c in abilities.CONSULTANTS},
        **{c.id: c.name for c in abilities.CRISES},
    },
    # the kinds of move (actions.py), as a refusal names one (issue 28)
    "kinds": {
        "reassign": "Reassign",
        "act": "Act",
        "option": "Option",
        "finish": "Finish",
        "choose": "Choose",
        "security": "Security token",
        "pass": "Pass",
        "counter_home": "Counter home",
    },
}

# The French rulebook's terms (seeds 001): Étendre, Développer, Investir, Opérations Grises,
# Marché Noir, Crise de RP, Champ Pétrolifère, Start-Up, Consultant, Raffinerie, jeton
# Sécurité, the regions and refineries as the book names them (Libye, Golfe Persique,
# Singapour...); the book keeps the technologies' English names.
