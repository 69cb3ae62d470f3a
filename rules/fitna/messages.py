"""Fitna's events as message keys (rules.core.text): key -> English template."""

from __future__ import annotations

from rules.core.game import Speaker
from rules.core.text import Catalogue

MESSAGES: dict[str, str] = {
    # set-up, turns and segments
    "select": "{name} chooses a card from the {pile:name:piles} pile (7.0).",
    "chosen": "You choose {card:name:cards}.",
    "phase": "Turn {turn}: {name}'s phase begins.",
    "segment": "{name}: {segment:name:segments}.",
    "turn_end": "Turn {turn} ends.",
    "reshuffle": "Turn {turn}: the discards are shuffled back into both piles (8.2).",
    "drawn": "You draw {card:name:cards}.",
    "draw": "{name} draws a card from the {pile:name:piles} pile.",
    "joker": "{name} plays a joker and draws 2 cards (9.0).",
    "bidding": "Turn {turn}: every player commits cards for operation points (7.1).",
    "bid": "{name} commits {cards:names:cards}: {ops} OP.",
    "bid_order": "The order of play this turn: {order}.",
    "special_joker": "{name} plays the special joker {joker:name:cards} (10.0).",
    "us_intervene": "The United States intervene ({trigger:name:triggers}, 27.1): {name} take "
    "the US forces.",
    "us_wave": "The second wave of US forces arrives for {name} (27.1).",
    "joker_back": "{name} takes back the Russian special joker (tension 10).",
    "pkk_over": "Turkey holds every PKK box of Turkey: the PKK rebellion is over (26.7).",
    "russia_surges": "Russia surges (tension 10, 28.0): {name} receives every Russian unit.",
    "hand_full": "{name} holds {count:plural:card} and draws none.",
    # planning
    "plan": "{name} spends {cards:names:cards} for {ops} OP: {moves:plural:unit move} and "
    "{offensives:plural:offensive}.",
    "depot": "{name} uses the strategic depots: 2 unit moves and 1 offensive (11.0).",
    # movement
    "move": "{name} moves a unit from {origin} to {dest} ({mode:name:modes}).",
    # supply
    "isolated": "{boxes} isolated (14.1).",
    "resupplied": "{boxes} supplied again.",
    # combat
    "attack": "{name} attacks {target} from {origin} with {count:plural:unit}.",
    "revealed": "{side:name:sides} at {box}: {units}.",
    "decoy": "A Daesh decoy at {box} is revealed and leaves the game.",
    "support": "{name} plays {card:name:cards} ({role:name:roles}).",
    "no_support": "{name} plays no more support cards.",
    "air_cancelled": "{name} cancels the air mission of {card:name:cards} with "
    "{counter:name:cards}.",
    "resolve": "Attack {attack} against defence {defence} ({difference:+d}: column {base}); "
    "{attacker_shifts} column(s) right, {defender_shifts} left: column {column}; die {die}: "
    "{result}.",
    "converted": "{card:name:cards} turns {before} into {after}.",
    "loss": "{side:name:sides}: the unit at {box} is {what:name:outcomes}.",
    "retreat": "{side:name:sides}: a unit retreats from {origin} to {dest}.",
    "no_retreat": "{side:name:sides}: the unit at {box} cannot retreat and is eliminated.",
    "advance": "{name}'s attackers take {box}.",
    "exploit": "{name}'s armour exploits into {box}.",
    "held": "{box} holds: the attackers stay at {origin}.",
    # cards
    "event": "{name} plays {card:name:cards} for its event.",
    "countered": "{name} cancels {card:name:cards} with {counter:name:cards}.",
    "strike_box": "{card:name:cards}: strike on {box}.",
    "strike": "{card:name:cards} at {box}: die {die} (modified {modified}): a unit is "
    "{what:name:outcomes}.",
    "approval": "US approval (cards 33 and 82): die {die}, {what:name:outcomes}.",
    "entrench": "{name} entrenches at {box}.",
    "truce": "Humanitarian truce at {box} for 2 turns.",
    "discarded": "{name} discards {count:plural:card} at random.",
    "you_lost": "You lose {card:name:cards}.",
    "taken": "{name} takes a card from {other}'s hand.",
    "looked": "{name} looks at {other}'s hand and discards {count:plural:card}.",
    "terror": "{other} may attack only Daesh in their next phase (card 38).",
    "no_fly": "No-fly zone over Syria: no Syrian air mission this turn (card 64).",
    "ceasefire": "Ramadan ceasefire: no offensive by Muslim countries but against Daesh and "
    "militias until the end of the turn (card 78).",
    "war": "{card:name:cards}: the Hezbollah unit at {box}, die {die}: {what:name:outcomes}.",
    "coup_roll": "Coup: the unit at {box}, die {die}: {what:name:outcomes}.",
    "un_council": "UN Security Council: die {die}: {what:name:council}.",
    "seen_stack": "{box}: {units}.",
    "looked_stacks": "{name} looks into {count:plural:stack}.",
    "winter": "Severe winter: mountain boxes defend one more column this turn.",
    "marker": "{card:name:cards} marker on {box}.",
    "effect": "{card:name:cards}: {what:name:effects}.",
    "cyber_counter": "Cyber war (card 37): the counter-attack rolls {die}.",
    "unit_removed": "{card:name:cards}: {unit} leaves the game.",
    "seen_hand": "{other}'s hand: {cards:names:cards}.",
    # alliances
    "exchange_offer": "{name} offers {other} an exchange of one card (29.0).",
    "exchange_refused": "{name} refuses the exchange.",
    "exchanged": "{name} and {other} exchange a card.",
    "leave_asked": "{name} asks {other} leave to move and engage the Hezbollah units stacked "
    "with Syrian units this phase (20.0).",
    "leave_granted": "{name} grants the leave: Hezbollah units stacked with Syrian units may "
    "move and fight for {other} this phase.",
    "leave_refused": "{name} refuses the leave.",
    "you_got": "You receive {card:name:cards}.",
    # reinforcements and activations
    "batch": "{name} receives a reinforcement batch.",
    "revive": "{name} brings back a destroyed unit.",
    "restore": "{name} restores a reduced unit at {box}.",
    "placed": "{side:name:sides}: a unit enters at {box}.",
    "kurd_restore": "{side:name:sides}: a reduced unit at {box} is restored.",
    "activate": "{name} activates {side:name:sides} with {ops} OP.",
    "activation_end": "{side:name:sides}: back to their own ways.",
    "kurd_plan": "{side:name:sides}: {moves:plural:unit move} and {offensives:plural:offensive}.",
    # tension and the end
    "tension": "International tension {before} -> {after} ({why:name:reasons}).",
    "tension_level": "Tension reaches {level}: {what:name:tension_effects}.",
    "game_over": "The game is over (31.0).",
    "final_line": "{name} ({side:name:sides}): {met} of {total} conditions, "
    "{level:name:levels}; {vp} VP (31.1).",
    "winner": "{name} wins: {level:name:levels}.",
    "no_winner": "A draw.",
    "standing_no": "{name} will not be asked for out-of-turn cards until drawing one.",
    # the seat's secrets (a DM, /game hand)
    "private_hand": "Your hand: {cards:names:cards}.",
    "private_no_hand": "Your hand is empty.",
    "private_known": "Cards you know in the piles: {cards:names:cards}.",
    "private_pile": "The {pile:name:piles} pile ({count:plural:card} left): {cards:list}.",
    "private_stack": "{box} ({side:name:sides}): {units:list}.",
    "private_reduced": "{unit} (reduced)",
}

from . import briefing as _briefing  # noqa: E402  (a game's start and its scenario topics)
from .names import NAMES, NAMES_DE, NAMES_FR  # noqa: E402  (the tables use the data modules)
from .translations import MESSAGES_DE, MESSAGES_FR, TEXTS_DE, TEXTS_FR  # noqa: E402

for _messages, _names, _language in (
    (MESSAGES, NAMES, "en"),
    (MESSAGES_FR, NAMES_FR, "fr"),
    (MESSAGES_DE, NAMES_DE, "de"),
):
    _messages.update(_briefing.MESSAGES[_language])
    _names.update(_briefing.TABLES[_language])

TRANSLATIONS: dict[str, dict[str, str]] = {"fr": MESSAGES_FR, "de": MESSAGES_DE}
TRANSLATED_NAMES: dict[str, dict[str, dict[object, str]]] = {"fr": NAMES_FR, "de": NAMES_DE}

#: The events of this game's catalogue (``say("key", **params)``), as ``Game.say`` makes them.
say = Speaker(Catalogue(MESSAGES, names=NAMES))

#: The labels, questions and refusals the engine writes (issue 28), English; French and
#: German in :mod:`.translations` (``TEXTS_FR``, ``TEXTS_DE``).
TEXTS: dict[str, str] = {
    # refusals of the options (engine.py, custom.py: rule 33's custom scenarios)
    "refusal.no_two_player": "Scenario {scenario} has no two-player version (it is already "
    "for two, or not yet authored).",
    "refusal.bidding_players": "The initiative bidding (7.1) is for scenarios of 3 players or "
    "more.",
    "refusal.scenario_players": "Scenario {scenario} is for {allowed} players, not {players}.",
    "refusal.scenario_players_either": "Scenario {scenario} is for {fewest} or {most} players, "
    "not {players}.",
    "refusal.custom_scenario": "A custom scenario (rule 33) is scenario 0 with its `custom` data.",
    "refusal.custom_options": "A custom scenario has no two-player version nor bidding.",
    "refusal.custom_stack": "The stack on {box:name:boxes} breaks 4.0 or 20.0.",
    "refusal.custom_seats": "The custom scenario has {seats:plural:seat} for "
    "{players:plural:player}.",
    "refusal.custom_seat_ids": "Each seat of the custom scenario needs its own id.",
    "refusal.custom_card_driven": "A seat id may not be DAESH, KDP, PYD or PKK (moved by cards).",
    "refusal.custom_no_nation": "Seat {seat}: no nation '{nation}' a player can control.",
    "refusal.custom_held_twice": "{nation} is controlled by both {first} and {second}.",
    "refusal.custom_no_home": "Seat {seat}: no country '{country}' on the map.",
    "refusal.custom_no_joker": "Seat {seat}: no special joker '{joker}'.",
    "refusal.custom_initiative": "The initiative must name every seat once.",
    "refusal.custom_no_card": "No card {number} to remove.",
    "refusal.custom_no_country": "No country '{country}' in the play area's map.",
    "refusal.custom_no_box": "No box '{box}' on the map.",
    "refusal.custom_outside": "{box:name:boxes} is outside the play area.",
    "refusal.custom_batches": "Batches for '{seat}', not a seat.",
    "refusal.custom_batch_units": "A batch of {seat} holds units another seat controls.",
    "refusal.custom_control": "Control of '{box}' for '{seat}': no such box or seat.",
    "refusal.custom_victory_seats": "Every seat needs victory conditions, and only the seats.",
    "refusal.custom_no_victory": "Seat {seat} has no victory condition.",
    "refusal.custom_condition_box": "Victory condition '{condition}': no box '{box}'.",
    "refusal.custom_condition_count": "Victory condition '{condition}' asks for too many.",
    "refusal.custom_levels": "Victory levels must be rising counts of conditions, from 1.",
    "refusal.custom_no_counter": "No counter '{unit}'.",
    "refusal.custom_placed_twice": "{unit:name:units} is placed twice.",
    "refusal.custom_uncontrolled": "{unit:name:units}: no seat controls {nation}.",
    "refusal.custom_crowded": "Too many counters on {box:name:boxes} (4.0).",
}
TRANSLATED_TEXTS: dict[str, dict[str, str]] = {"fr": TEXTS_FR, "de": TEXTS_DE}
