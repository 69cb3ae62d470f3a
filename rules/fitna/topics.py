"""Fitna's rules in short, by topic, for ``/game rules fitna [topic]``.

Written from the book (French edition, seed 004) in its terms and checked against
docs/fitna.md, which lists every authored value and every reading of an unclear rule. Each
text is a reminder, not the rulebook; where the book leaves a choice, the engine's reading is
the one given here.
"""

from __future__ import annotations

TOPICS: dict[str, tuple[str, str]] = {
    "overview": (
        "Fitna in short",
        "The wars of the Middle East, 2012 onwards, on a map of 115 boxes joined by roads. "
        "Scenario 1, the Syrian civil war 2012-2013, is a two-player tutorial of 6 turns: the "
        "Syrian regime (with Hezbollah and the Shia militias) against Turkey and the Syrian "
        "rebels (the Free Syrian Army, the Sunni militias and Al Sham). Daesh and the Kurds "
        "belong to nobody: a player moves them for a while with their cards. Each turn both "
        "players play a phase in initiative order (the regime first). The winner meets more "
        "of the scenario's victory conditions at the end of turn 6. Topics: turn, cards, "
        "movement, combat, supply, daesh, kurds, tension, victory.",
    ),
    "turn": (
        "A player's phase",
        "Seven segments. Events: play any number of event cards (Reinforcements bring a "
        "batch or replacements). Supply: stacks without a line to a source are marked "
        "isolated. Planning: spend one or two cards for their operation points (4, 6 or 8 "
        "each) and split them between movement and combat, or use the strategic depots "
        "(2 unit moves and 1 offensive, no card); on turn 1 the regime has 4 free points. "
        "Movement: each point on movement moves 2 units. Offensives: each point on combat "
        "launches one offensive. Strategic movement: one supplied unit, any distance along "
        "boxes you hold. Card adjustment: draw from either pile back to 4 cards (3 under some "
        "cards); holding more, you keep them and draw none. Discards are shuffled back at the "
        "start of turns 3 and 6.",
    ),
    "cards": (
        "Cards and jokers",
        "Two piles: support cards (played in an offensive, by the defender first, then the "
        "attacker; the same card never twice by one player in one offensive) and events "
        "(played in your Events segment). Any card may instead be spent for its operation "
        "points. At the start each player chooses 4 cards from the piles, in initiative "
        "order. A joker draws 2 cards at any moment, even when the game asks you something "
        "in your opponent's phase. Cards that answer another's card (air superiority against "
        "an air mission, Kurdish rivalry against a Peshmerga card, counter-insurgency against "
        "a Daesh card, IEDs to back a defender) are asked of you when they can be played, "
        "with a day to answer and no card as the default. The high-tension cards join the "
        "piles when tension first reaches 5. In your Events segment you may offer another "
        "player to exchange one card each, once; both must agree, the cards stay unseen.",
    ),
    "movement": (
        "Movement",
        "A unit moves along roads up to its movement, through boxes free of enemy units; "
        "terrain never matters; stacking (3 units, 4 for Daesh, one corps) counts at the end. "
        "Every box passed becomes yours. Isolated units move 2. Airmobile units (special "
        "forces) may instead fly from a supplied box you hold to any box you hold linked to a "
        "source, or make an assault of up to 6 boxes over anything to a box free of enemies "
        "(supplied until the end of your offensives). In scenario 1 units enter only Syria "
        "and Lebanon. Nobody moves through boxes held by Kurdish fighters.",
    ),
    "combat": (
        "Offensives",
        "Up to 3 units of one box (4 for Daesh) attack an adjacent box held by enemy units; "
        "the attacker then sees the defending stack. Total attack minus total defence picks "
        "the column of the table; columns shift for the box's defence (1 or 2 to the "
        "defender), an entrenchment (1 more), support cards (1 to 5) and isolation (2 "
        "against the isolated side); shifts past the edge are lost. A die reads the result: "
        "attacker repulsed (one unit, or every unit with a star, loses a step), exchange "
        "(one step each, two with a star), defender retreats (one step, two with a star and "
        "one for the attacker) or surrenders (all eliminated). The winners must advance; "
        "their armour may exploit into one empty enemy box. A unit that cannot retreat is "
        "eliminated.",
    ),
    "supply": (
        "Supply",
        "A unit is supplied when an unbroken line of boxes its side holds, free of enemies, "
        "links it to a source of its nationality: the regime's cities and ports for the "
        "Syrian army, Turkey or Jordan for the rebels (always supplied at Tripoli), anywhere "
        "in Lebanon and Damascus for Hezbollah, a Daesh box for Daesh, a box of its faction "
        "for the Kurds. Isolated stacks move 2, suffer 2 columns against them and their "
        "armour cannot exploit; reinforcements never land on them. In scenario 1 the rebels "
        "at Quseir and Mayadin start isolated.",
    ),
    "daesh": (
        "Daesh",
        "A Daesh card played in your Events segment draws 3 counters at random from Daesh's "
        "pool, placed unseen on boxes Daesh holds or empty boxes with its symbol (in Syria, "
        "scenario 1); Al Baghdadi may enter instead of two draws. You then have 2 points per "
        "oil field Daesh holds (without any: one move of Al Baghdadi and one offensive). Its "
        "counters are hidden from everyone, you included, except during an offensive; only "
        "Al Baghdadi moves, the others advance by winning attacks. Decoys leave the game "
        "when revealed. Counter-insurgency cancels a Daesh card and bars the others this "
        "turn.",
    ),
    "kurds": (
        "The Kurds",
        "A Peshmerga card played in your Events segment brings back one Kurdish unit on a box "
        "of its faction (or restores two reduced ones), then gives 4 points to plan as "
        "usual for Kurdish moves and offensives. Garrisons never attack or move. Kurds never "
        "enter another faction's boxes and die when they cannot retreat. They use only the "
        "support cards marked for them, and close air support you fly for them. In scenario "
        "1 only the Syrian Kurds are in play. Kurdish rivalry cancels a Peshmerga card.",
    ),
    "tension": (
        "International tension",
        "A track from 0 to 10, at 2 in scenario 1. Cards move it, and so do some events of "
        "war, the first time they happen (Turkish troops taking Aleppo, units of the regime "
        "entering Turkey) or every time (Daesh taking Aleppo or Damascus). At 5 the "
        "high-tension cards join the piles for good; at 6 every player receives a "
        "reinforcement batch or replacements; at 10 again. Each level acts the first time "
        "it is reached.",
    ),
    "victory": (
        "Victory",
        "At the end of turn 6 each side counts its scenario conditions met. The regime: hold "
        "Aleppo; Homs and Quseir; retake Idlib; Daraa and Quneitra; Deir ez-Zor and Raqqa; "
        "Damascus, Douma and Qatana (4 for a minor victory, 5 major, 6 decisive). The rebels: "
        "hold Idlib; take Aleppo; Raqqa; Homs; Daraa; Douma or Qatana (2 minor, 3 major, 4 "
        "decisive). The higher level wins; equal levels are a draw. The victory points of the "
        "optional count are shown beside them.",
    ),
}

KIND_TOPICS: dict[str, str] = {
    "draw": "cards",
    "pick": "cards",
    "event": "cards",
    "joker": "cards",
    "special": "cards",
    "bid": "turn",
    "done": "turn",
    "plan": "turn",
    "move": "movement",
    "attack": "combat",
    "support": "combat",
    "pass": "cards",
    "choose": "turn",
    "exchange": "cards",
}

OPTIONS: dict[str, str] = {
    "joker": "The special joker you play (10.0)",
    "pile": "The pile to draw from: support or event cards",
    "card": "The card (its number)",
    "plan.card": "The first card spent for operation points, or the strategic depots",
    "pick.pile": "The pile you choose a card from (7.0)",
    "pick.card": "The card you take from it (its number)",
    "second": "A second card spent for operation points, or none",
    "movement": "How many operation points go to movement (2 unit moves each)",
    "unit": "The unit that moves",
    "mode": "How it moves: on the ground, airmobile, assault or strategic",
    "to": "The box it moves to",
    "origin": "The box the attackers leave",
    "target": "The box attacked",
    "units": "The units that attack (up to 3, 4 for Daesh)",
    "value": "Your choice",
    "never": "Stop asking me for out-of-turn cards until I draw one",
    "partner": "The player you offer the exchange to",
}


from .topics_translated import TOPICS_DE, TOPICS_FR  # noqa: E402  (after TOPICS, which they follow)

#: The topics in French and German, for readers in those languages.
TRANSLATED_TOPICS: dict[str, dict[str, tuple[str, str]]] = {"fr": TOPICS_FR, "de": TOPICS_DE}

from .briefing import scenario_topics  # noqa: E402

#: The overview's pointer to the scenario topics.
_SCENARIO_TOPICS = {
    "en": "Each scenario's sides and objectives: scenario1 to scenario11.",
    "fr": "Camps et objectifs de chaque scénario : scenario1 à scenario11.",
    "de": "Seiten und Ziele jedes Szenarios: scenario1 bis scenario11.",
}

# One topic per scenario (issue 29, item 3): its players and turns, its sides, objectives and
# victory levels, from the scenario data (rules/fitna/briefing.py).
for _language, _topics in (("en", TOPICS), ("fr", TOPICS_FR), ("de", TOPICS_DE)):
    _topics.update(scenario_topics(_language))
    _title, _text = _topics["overview"]
    _topics["overview"] = (_title, f"{_text} {_SCENARIO_TOPICS[_language]}")
