"""Fitna's events as message keys (rules.core.text): key -> English template."""

from __future__ import annotations

from rules.core.game import Speaker
from rules.core.text import Catalogue

MESSAGES: dict[str, str] = {
    # set-up, turns and segments
    "select": "{name} takes a card from the {pile} pile.",
    "phase": "Turn {turn}: {name}'s phase begins.",
    "segment": "{name}: {segment}.",
    "turn_end": "Turn {turn} ends.",
    "reshuffle": "Turn {turn}: the discards are shuffled back into both piles (8.2).",
    "drawn": "You draw {card}.",
    "draw": "{name} draws a card from the {pile} pile.",
    "joker": "{name} plays a joker and draws 2 cards (9.0).",
    "bidding": "Turn {turn}: every player commits cards for operation points (7.1).",
    "bid": "{name} commits {cards}: {ops} OP.",
    "bid_order": "The order of play this turn: {order}.",
    "special_joker": "{name} plays the special joker {joker} (10.0).",
    "us_intervene": "The United States intervene ({trigger}, 27.1): {name} takes the US forces.",
    "us_wave": "The second wave of US forces arrives for {name} (27.1).",
    "joker_back": "{name} takes back the Russian special joker (tension 10).",
    "pkk_over": "Turkey holds every PKK box of Turkey: the PKK rebellion is over (26.7).",
    "russia_surges": "Russia surges (tension 10, 28.0): {name} receives every Russian unit.",
    "hand_full": "{name} holds {count:plural:card} and draws none.",
    # planning
    "plan": "{name} spends {cards} for {ops} OP: {moves:plural:unit move} and "
    "{offensives:plural:offensive}.",
    "depot": "{name} uses the strategic depots: 2 unit moves and 1 offensive (11.0).",
    # movement
    "move": "{name} moves a unit from {origin} to {dest} ({mode}).",
    # supply
    "isolated": "{boxes} isolated (14.1).",
    "resupplied": "{boxes} supplied again.",
    # combat
    "attack": "{name} attacks {target} from {origin} with {count:plural:unit}.",
    "revealed": "{side} at {box}: {units}.",
    "decoy": "A Daesh decoy at {box} is revealed and leaves the game.",
    "support": "{name} plays {card} ({role}).",
    "no_support": "{name} plays no more support cards.",
    "air_cancelled": "{name} cancels {card}'s air mission with {counter}.",
    "resolve": "Attack {attack} against defence {defence} ({difference:+d}: column {base}); "
    "{attacker_shifts} column(s) right, {defender_shifts} left: column {column}; die {die}: "
    "{result}.",
    "converted": "{card} turns {before} into {after}.",
    "loss": "{side}'s unit at {box} {what}.",
    "retreat": "{side}'s unit retreats from {origin} to {dest}.",
    "no_retreat": "{side}'s unit at {box} cannot retreat and is eliminated.",
    "advance": "{name}'s attackers take {box}.",
    "exploit": "{name}'s armour exploits into {box}.",
    "held": "{box} holds: the attackers stay at {origin}.",
    # cards
    "event": "{name} plays {card} for its event.",
    "countered": "{name} cancels {card} with {counter}.",
    "strike_box": "{card}: strike on {box}.",
    "strike": "{card} at {box}: die {die} (modified {modified}): a unit {what}.",
    "approval": "US approval for {card}: die {die}, {what}.",
    "entrench": "{name} entrenches at {box}.",
    "truce": "Humanitarian truce at {box} for 2 turns.",
    "discarded": "{name} discards {count:plural:card} at random.",
    "you_lost": "You lose {card}.",
    "taken": "{name} takes a card from {other}'s hand.",
    "looked": "{name} looks at {other}'s hand and discards {count:plural:card}.",
    "terror": "{other} may attack only Daesh in their next phase (card 38).",
    "no_fly": "No-fly zone over Syria: no Syrian air mission this turn (card 64).",
    "ceasefire": "Ramadan ceasefire: no offensive by Muslim countries but against Daesh and "
    "militias until the end of the turn (card 78).",
    "war": "{card}: Hezbollah unit at {box}, die {die}: {what}.",
    "coup_roll": "Coup: the unit at {box}, die {die}: {what}.",
    "un_council": "UN Security Council: die {die}: {what}.",
    "seen_stack": "{box}: {units}.",
    "looked_stacks": "{name} looks into {count:plural:stack}.",
    "winter": "Severe winter: mountain boxes defend one more column this turn.",
    "marker": "{card} marker on {box}.",
    "effect": "{card}: {what}.",
    # alliances
    "exchange_offer": "{name} offers {other} an exchange of one card (29.0).",
    "exchange_refused": "{name} refuses the exchange.",
    "exchanged": "{name} and {other} exchange a card.",
    "leave_asked": "{name} asks {other} leave to move and engage the Hezbollah units stacked "
    "with Syrian units this phase (20.0).",
    "leave_granted": "{name} grants the leave: Hezbollah units stacked with Syrian units may "
    "move and fight for {other} this phase.",
    "leave_refused": "{name} refuses the leave.",
    "you_got": "You receive {card}.",
    # reinforcements and activations
    "batch": "{name} receives a reinforcement batch.",
    "revive": "{name} brings back a destroyed unit.",
    "restore": "{name} restores a reduced unit at {box}.",
    "placed": "{side}: a unit enters at {box}.",
    "activate": "{name} activates {side} with {ops} OP.",
    "activation_end": "{side} returns to its own ways.",
    "kurd_plan": "{side}: {moves:plural:unit move} and {offensives:plural:offensive}.",
    # tension and the end
    "tension": "International tension {before} -> {after} ({why}).",
    "tension_level": "Tension reaches {level}: {what}.",
    "game_over": "The game is over: {outcome}.",
    "standing_no": "{name} will not be asked for out-of-turn cards until drawing one.",
}

#: The events of this game's catalogue (``say("key", **params)``), as ``Game.say`` makes them.
say = Speaker(Catalogue(MESSAGES))
