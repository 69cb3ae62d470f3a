"""One More Barrel's events in English: message key -> template (``rules.core.text``).

The engine says which message happened with its values (``helpers.say``: names of players,
numbers, amounts in cents, ids of regions, boxes and units); this catalogue turns it into
words. The tables of :data:`NAMES` name the ids (``{region:name:regions}``). Another language
is another catalogue with the same keys and tables.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.text import Name

from .actionboard import BOXES
from .data.board import TERRITORIES
from .data.tables import BUILDINGS

MESSAGES: dict[str, str] = {
    # The flow of a turn.
    "round": "Second action round.",
    "end_of_turn": "End-of-turn checks.",
    "first_turn": "Phase 1, turn 1. Turn order: {names:list}.",
    "turn": "Phase {phase}, turn {turn}.",
    # Preparation.
    "prepared": "{name} is ready.",
    "prep_buy": "{name} buys {units:msg} for the border.",
    "units_military": "{count:plural:military unit}",
    "units_logistics": "{count:plural:logistic unit}",
    # Action boxes.
    "media": "{name} raises media control by {amount} to {media}.",
    "cash": "{name} takes Cash.",
    "order": "{name} takes turn order place {place} for next turn.",
    "speech": "{name} makes a speech to the nation: pacifism -{cut}.",
    "new_tax": "{name} raises a new tax: +5 $, pacifism +1.",
    "box": "{name} takes {box:name:boxes}.",
    "nothing_to_produce": "{name} has nothing to produce.",
    "develop_building": "{name} builds a {building:name:buildings} in {region:name:regions}.",
    "develop_influence": (
        "{name} gives aid to the population of {region:name:regions}: influence +1."
    ),
    "develop_tender": "{name} wins a tender (step {step}).",
    "produce": "{name} produces {barrels:plural:barrel} in {region:name:regions}.",
    # Purchases and moves.
    "buy": "{name} buys {units:msg} {route:name:routes} ({region:name:regions}).",
    "off_board": "{name} takes {group:msg} off the board.",
    "move": "{name} moves {group:msg} from {source:name:regions} to {destination:name:regions}.",
    "group_military": "{military} military",
    "group_logistics": "{logistics} logistics",
    "group_both": "{military} military and {logistics} logistics",
    "support_request": "{name} asks {ally} for support in {region:name:regions}.",
    "support_accepts": "{name} accepts to support.",
    "support_refuses": "{name} refuses to support.",
    "support_lapses": "{name} cannot join the battle.",
    # Battles.
    "invade": "{name} invades {region:name:regions}: {defenders:msg} it.",
    "invade_reinforced": (
        "{name} invades {region:name:regions}: {defenders:msg} it, and the reinforcement die "
        "shows {die}: +{added}, {total} in all."
    ),
    "local_defends": "{count:plural:local unit} defends",
    "locals_defend": "{count:plural:local unit} defend",
    "attack_locals_left": (
        "{name} attacks the {locals:plural:local unit} left in {region:name:regions} "
        "(no reinforcements)."
    ),
    "battle_join": "{name} joins the battle in {region:name:regions}.",
    "battle_round": (
        "Battle in {region:name:regions}: {players} against {locals:plural:local unit}, ratio "
        "{ratio}. {roller} rolls black {black}, white {white}: {destroyed:plural:local unit} "
        "destroyed; military lost: {fallen:msg}."
    ),
    "loss": "{name} {count}",
    "losses": "{items:msgs}",
    "nobody": "nobody",
    "battle_goes_on": "The battle in {region:name:regions} goes on next turn.",
    "battle_won": "{name} wins the battle and takes control of {region:name:regions}.",
    "locals_hold": "The local army holds {region:name:regions} with {locals:plural:unit}.",
    "locals_hold_destroying": (
        "The local army holds {region:name:regions} with {locals:plural:unit}; {destroyed:msg}."
    ),
    "logistic_destroyed": "{count:plural:logistic unit} there is destroyed",
    "logistics_destroyed": "{count:plural:logistic unit} there are destroyed",
    "battle_both_destroyed": (
        "Both sides are destroyed in {region:name:regions}: the logistics stay and one local "
        "unit is placed in defence."
    ),
    "no_agreement": (
        "No agreement in {region:name:regions}: {roller} takes the first losses and the territory."
    ),
    "battle_proposal": (
        "{name} proposes in {region:name:regions}: {casualty} takes the losses first, {winner} "
        "takes {region:name:regions}."
    ),
    "agreement": (
        "Agreement in {region:name:regions}: {casualty} takes the losses first, {winner} takes "
        "{region:name:regions}."
    ),
    "agreement_accepted": "{name} accepts the agreement in {region:name:regions}.",
    "agreement_refused": "{name} refuses the agreement in {region:name:regions}.",
    "retreat_shared": (
        "{names:list} retreat together from {region:name:regions}: one military unit is lost "
        "in all."
    ),
    "retreat_cost": (
        "{name} rolled the dice in {region:name:regions} and loses {lost:plural:military unit} "
        "for the shared retreat."
    ),
    "retreat": (
        "{name} retreats from {region:name:regions} to {destination:name:regions} with {units} "
        "military; pacifism +{pacifism}."
    ),
    "retreat_with_loss": (
        "{name} retreats from {region:name:regions} to {destination:name:regions} with {units} "
        "military (1 unit lost); pacifism +{pacifism}."
    ),
    # Rebels.
    "rebel_outside": "Every eastern region is controlled: {name}'s rebels wait outside the country.",
    "rebel_enter": "{name}'s rebels enter {region:name:regions} at strength 1.",
    "rebel_move": "{name}'s rebels move to {region:name:regions} (strength {strength}).",
    "rebel_grow": "{name}'s rebels grow to strength {strength}.",
    "rebel_wait": "{name}'s rebels wait.",
    "rebel_attack": (
        "{name}'s rebels (strength {strength}) will bomb {defender}'s {target:name:targets} in "
        "{region:name:regions}."
    ),
    "rebels_join": "{name}'s rebels join the bombing.",
    "rebels_stay_out": "{name}'s rebels do not join the bombing.",
    "helps_defence": "{name} helps the defence.",
    "no_help": "{name} does not help the defence.",
    "bomb_headline": (
        "{names:and}'s rebels (strength {strength}) bomb {defender}'s {target:name:targets} in "
        "{region:name:regions}: {defender} rolls {first} + {second} = {roll} against a defence "
        "of {defence}"
    ),
    "no_repair": "{name} does not repair the damage",
    "bombing_fails": "{headline:msg}: the bombing fails; pacifism {pacifism}.",
    "bombing_too_weak": (
        "{headline:msg}: {damage} damage, not enough to destroy a unit: the bombing fails; "
        "pacifism {pacifism}."
    ),
    "bombing_units": "{headline:msg}: {units:msg} destroyed; pacifism +{pacifism}.",
    "hit_military": "{count:plural:military unit}",
    "hit_logistics": "{count:plural:logistics unit}",
    "bombing_damage": (
        "{headline:msg}: {damage} damage, the {target:name:targets} is partly damaged; "
        "{defender} may repair it for {damage} $."
    ),
    "building_destroyed": "{headline:msg}: the {target:name:targets} is destroyed; pacifism +{cost}.",
    "building_destroyed_barrels": (
        "{headline:msg}: the {target:name:targets} is destroyed; pacifism +{cost}; "
        "{barrels:plural:barrel} stored in it are lost."
    ),
    "repair": (
        "{name} repairs the {target:name:targets} in {region:name:regions} (no change of pacifism)."
    ),
    # End of the turn.
    "pacifism": (
        "{name}: {military} military on the board, media limit {limit}: pacifism {before} → "
        "{after}."
    ),
    "pacifism_penalty": (
        "{name}: {military} military on the board, media limit {limit}: pacifism {before} → "
        "{after}, penalty {penalty:money}."
    ),
    "pacifism_paid": "You paid {paid:money}.",
    "pacifism_owed": "You paid {paid:money} and still owe {owed:money}.",
    "pacifism_forgiven": (
        "You have no cash, oil or free military left: the remaining {owed:money} of the "
        "penalty is not paid."
    ),
    "pacifism_military": (
        "{name} removes {units} military from {region:name:regions} to pay the pacifism penalty."
    ),
    "pacifism_oil": "{name} sells {barrels:plural:barrel} at {price:money} to pay the pacifism penalty.",
    "pacifism_oil_paid": (
        "You sold {barrels:plural:barrel} for {income:money}: {paid:money} toward the penalty; "
        "still owed: {owed:money}."
    ),
    "pacifism_oil_paid_kept": (
        "You sold {barrels:plural:barrel} for {income:money}: {paid:money} toward the penalty, "
        "you keep {kept:money}; still owed: {owed:money}."
    ),
    "oil_price": (
        "{sellers} of {players} players sold oil: supply {supply:+d}, speculation "
        "{speculation:+d} (highest pacifism {highest}). Oil price {before:money} → {after:money}."
    ),
    "oil_price_die": (
        "{sellers} of {players} players sold oil: supply {supply:+d} (price die {die}), "
        "speculation {speculation:+d} (highest pacifism {highest}). Oil price {before:money} → "
        "{after:money}."
    ),
    "oil_collected": "{name} collects {barrels:plural:barrel}: {sources:msgs}.",
    "collected_from": "{count} from {region:name:regions}",
    "oil_lost": "{region:name:regions} stores only {kept:plural:barrel}: {lost:plural:barrel} are lost.",
    "turn_order": "Next turn's order: {names:list}.",
    "government_production": (
        "{region:name:regions} ({name}) produces {barrels}: {mine:plural:barrel} stay on the "
        "region, {government} go to the government."
    ),
    "influence_lost": "{name} loses 1 influence: {region:name:regions} did not produce.",
    "influence_penalty": (
        "{name} has no influence to lose ({region:name:regions} did not produce): the "
        "{penalty:money} penalty is due."
    ),
    "influence_penalty_oil": (
        "{name} has no influence to lose ({region:name:regions} did not produce): the "
        "{penalty:money} penalty is due; {barrels:plural:barrel} of oil go to pay it."
    ),
    "penalty_paid": "You paid {cash:money} in cash.",
    "penalty_paid_unpaid": "You paid {cash:money} in cash; {owed:money} could not be paid.",
    "penalty_paid_oil": "You paid {cash:money} in cash and {barrels:plural:barrel} of oil.",
    "penalty_paid_oil_unpaid": (
        "You paid {cash:money} in cash and {barrels:plural:barrel} of oil; {owed:money} could "
        "not be paid."
    ),
    "final_price": (
        "Oil price {price:money}; the government holds {government:plural:barrel}; its oil goes "
        "to the three most influential (influence + 2.5 × regions)."
    ),
    "final_player": (
        "{name}: cash {cash:money} + {barrels:plural:barrel} {oil:money} + government "
        "{shares:plural:barrel} (rank score {score:g}) {government:money} + tenders "
        "{tenders:money} − pacifism {penalty:money} = {total:money}."
    ),
    # Trade.
    "sell": "{name} sells {barrels:plural:barrel} at {price:money}.",
    "offer": "{name} offers a transfer to {receiver}.",
    "offer_private": "{name} offers you {what:msg}.",
    # the seat's own secrets (a DM, /game hand)
    "private_money": "money: {amount:money}",
    "private_oil": "oil reserve: {amount:plural:barrel}",
    "private_no_offers": "offers: none",
    "private_offers": "offers waiting for your answer:",
    "private_offer": "  - {name} offers you {what:msg}",
    "what_money": "{amount:money}",
    "what_territory": "control of {region:name:regions}",
    "what_oil": "{amount:plural:barrel}",
    "what_logistics": "{amount:plural:logistic unit}",
    "transfer_refused": "The transfer from {giver} to {receiver} is refused.",
    "money_passes": "Money passes from {giver} to {receiver}.",
    "you_give": "You give {what:msg}.",
    "you_receive": "You receive {what:msg}.",
    "transfer": "Transfer from {giver} to {receiver}: {what:msg}.",
}

#: The catalogue's tables of names: regions (territories and the border) and action boxes.
NAMES: Mapping[str, Mapping[Any, str]] = {
    "regions": {rid: territory.name for rid, territory in TERRITORIES.items()},
    "boxes": {box.id: box.label for box in BOXES.values()},
    "buildings": {kind: building.name for kind, building in BUILDINGS.items()},
    "targets": {
        "military": "military units",
        "logistics": "logistics units",
        **{kind: building.name for kind, building in BUILDINGS.items()},
    },
    "routes": {"land": "by land", "air": "by air"},
    #: The two kinds of units, as the prompts name them (``military (1 $ each)``).
    "units": {"military": "military", "logistics": "logistics"},
}

#: The labels, questions (``step.*``) and refusals (``refusal.*``) of the engine's choice
#: trees, in English (issue 28): the engine's former labels word for word, but for the fixes of
#: grammar (a building's cost counted, "1 logistic unit"; a rebel move's strength loss as its
#: own key, not an untranslated piece; "There is no refinery in ...", not the id "police").
TEXTS: dict[str, str] = {
    # answers that are the game's things, said by the name tables
    "label.place": "{region:name:regions}",
    "label.box": "{box:name:boxes}",
    "label.target": "{target:name:targets}",
    "label.player": "{name}",
    "label.accept": "accept",
    "label.refuse": "refuse",
    "label.no": "no",
    "step.answer": "answer",
    "step.decision": "decision",
    "step.region": "region",
    "step.player": "player",
    # battles.py
    "label.agreement_terms": "{casualty} takes the losses first, {winner} takes "
    "{region:name:regions}",
    "label.no_agreement": "No agreement: you take the first losses and the territory",
    "label.propose_agreement": "Propose an agreement to your allies in {region:name:regions}",
    "step.agreement": "agreement",
    "label.agreement_accept": "Agreement in {region:name:regions}: {terms}. Accept?",
    "label.stay": "Stay and fight in {region:name:regions}",
    "label.stay_and_fight": "stay and fight",
    "label.retreat": "Retreat from {region:name:regions} (1 military lost, +1 pacifism)",
    "step.battle": "battle",
    "step.retreat_into": "retreat into",
    "label.shared_retreat": "Shared retreat from {region:name:regions}: do you take the lost "
    "unit for everybody?",
    "label.lose_the_unit": "yes, I lose the unit",
    # boxes.py
    "label.media_raise": "+{points} ({cost} $)",
    "step.media_points": "media points",
    "label.new_tax": "New tax: 5 $, +1 pacifism",
    "label.speech": "Speech to the nation (-{cut})",
    "step.tax_or_speech": "tax or speech",
    "label.take_box": "Put a pawn on an action box",
    "step.action_box": "action box",
    # developments.py
    "label.building_cost": "{building:name:buildings} ({cost:plural:logistic unit})",
    "label.a_building": "a building",
    "step.building": "building",
    "label.influence": "an influence point (1 logistic)",
    "label.tender": "a tender step",
    "step.development": "development",
    "label.develop": "Develop ({left} left)",
    # endturn.py
    "label.your_reserve": "your reserve",
    "step.barrels_to_sell": "barrels to sell",
    "label.sell_at": "Sell oil at {price:money} a barrel",
    "step.oil_from": "oil from",
    "label.remove_military": "Remove one military unit (pays 1 $)",
    "step.from": "from",
    "label.pay_penalty": "Pay the pacifism penalty you owe ({owed:money})",
    "step.how_to_pay": "how to pay",
    # preparation.py
    "label.unit_each": "{unit:name:units} (1 $ each)",
    "step.units": "units",
    "label.prep_buy": "Buy units for the border (1 $ each)",
    "step.unit": "unit",
    "label.finish_buying": "Finish buying",
    # production.py
    "label.produce": "Produce oil in a region",
    # purchases.py
    "step.landing_region": "landing region",
    "label.unit": "{unit:name:units}",
    "label.route_cost": "{route:name:routes} ({cost} $ a unit)",
    "label.buy": "Buy units ({left} left)",
    "step.route": "route",
    "step.logistics": "logistics",
    "step.military": "military",
    "label.military_count": "{count} military",
    "label.off_board": "off the board",
    "step.destination": "destination",
    "label.move_group": "Move a group ({left} left)",
    "label.support_move": "Your free support move",
    "step.ally": "ally",
    "step.target": "target",
    "label.ask_support": "Ask an ally for support",
    "label.accept_join": "accept (you must join the battle)",
    "label.support_question": "Support {name} in {region:name:regions}?",
    "label.cannot_reach": "You cannot reach the battle: go on",
    # rebels.py
    "label.rebel_enter": "Enter an eastern region at strength 1",
    "label.rebel_move": "Move one region",
    "label.rebel_move_weaker": "Move one region (strength −1)",
    "label.rebel_strengthen": "Strength +1 (to {strength})",
    "label.do_nothing": "Do nothing",
    "label.your_rebels": "Your rebels (strength {strength})",
    "step.rebel_action": "rebel action",
    "step.ask_partner": "ask another player's rebels to join",
    "step.player_bombed": "player bombed",
    "label.bomb": "Bomb a target here or next door",
    "label.join_question": "{name} asks your rebels to join the bombing of {defender}'s "
    "{target:name:targets} in {region:name:regions}",
    "label.join": "join (your die leaves the board afterwards)",
    "label.invite_or_bomb": "Ask more rebels to join, or bomb now",
    "label.bomb_now": "bomb now",
    "label.ask_another": "ask another player",
    "label.defend_question": "{defender}'s {target:name:targets} in {region:name:regions} is "
    "bombed. Lend your police stations to the defence?",
    "label.help_defence": "help the defence",
    "label.stay_out": "stay out",
    "label.let_destroy": "let it be destroyed",
    "label.pay": "pay {cost:money}",
    "label.repair_question": "Repair your {target:name:targets} in {region:name:regions} for "
    "{damage} $?",
    # rounds.py
    "label.finish_action": "Finish this action",
    # trade.py
    "step.barrels": "barrels",
    "label.sell_oil": "Sell oil at {price:money} a barrel",
    "label.offer": "Offer a binding transfer",
    "step.to": "to",
    "step.what": "what",
    "label.offer_oil": "oil",
    "label.offer_money": "money",
    "label.offer_logistics": "logistics",
    "step.offer_oil": "oil",
    "step.offer_money": "money",
    "step.offer_logistics": "logistics",
    "label.a_territory": "a territory",
    "label.transfer_question": "Accept the transfer offered to you?",
    # refusals
    "refusal.nothing_asked": "Nothing is asked of you now.",
    "refusal.not_asked_that": "The game is not asking you that now.",
    "refusal.no_battle": "There is no battle in {region:name:regions}.",
    "refusal.border_no_fight": "Nobody fights on the border territory.",
    "refusal.cannot_retreat": "You cannot retreat from {region:name:regions} into "
    "{destination:name:regions}.",
    "refusal.no_penalty": "You owe no pacifism penalty.",
    "refusal.not_that_much_oil": "You do not have that much oil there.",
    "refusal.sell_or_remove": "Choose to sell oil or to remove a military unit.",
    "refusal.no_military_there": "You have no military there that can leave the board.",
    "refusal.no_building": "There is no {building:name:buildings} in {region:name:regions}.",
    "refusal.rebels_cannot_join": "Those rebels cannot join this bombing: they are out of "
    "reach, have already acted this turn, or belong to the target.",
}

from .translations import (  # noqa: E402  (the French and German forms of the above)
    MESSAGES_DE,
    MESSAGES_FR,
    NAMES_DE,
    NAMES_FR,
    TEXTS_DE,
    TEXTS_FR,
)

TRANSLATIONS: dict[str, dict[str, str]] = {"fr": MESSAGES_FR, "de": MESSAGES_DE}
TRANSLATED_NAMES: dict[str, Mapping[str, Mapping[Any, Name]]] = {"fr": NAMES_FR, "de": NAMES_DE}
TRANSLATED_TEXTS: dict[str, dict[str, str]] = {"fr": TEXTS_FR, "de": TEXTS_DE}
