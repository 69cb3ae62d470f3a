"""One More Barrel's rules in short, by topic, for ``/game rules one_more_barrel [topic]``.

Written for petrocord from the book (French edition, seed 003) in its terms, checked against
docs/one_more_barrel.md, which lists every number the game uses and every reading of an
unclear rule. Each text is a reminder for players, not the rulebook: where the book leaves a
choice the engine's reading is the one given here.

``TOPICS`` maps a topic name to its title and text; ``KIND_TOPICS`` says which topic explains
each kind of move, so a refusal can point to it.
"""

from __future__ import annotations

TOPICS: dict[str, tuple[str, str]] = {
    "overview": (
        "One More Barrel in short",
        "Iraq, 2003. Each of 3–5 players leads an invading power: buy military and logistic "
        "units, take Iraq's 18 governorates from their local armies, build there, produce and "
        "sell oil, and keep your public opinion (pacifism) quiet. The game lasts three phases "
        "of 4 (or 5) turns. At the end everyone sells their oil and counts their money: "
        "cash + oil sold + the government's oil shares (phase 3) + the tender track, minus ten "
        "times the pacifism penalty. Most dollars wins; ties go to the tender track, then to "
        "the most territories. Topics: turn, actions, purchases, battles, rebels, oil, tracks, "
        "scoring, money.",
    ),
    "turn": (
        "A game turn",
        "Preparation (once): everybody buys units at the same time, 1 $ each (at most 15 "
        "military), placed on the Border; dice set the first turn order. Each turn: two action "
        "rounds — in turn order each player puts a pawn on a free box of the action board and "
        "carries the box out (topic: actions) — then the end of turn: battles (one round each), "
        "rebels (from phase 2), pacifism and its penalty, the new oil price, in phase 3 the "
        "government's extra production, oil collection and storage, and the next turn order "
        "from the Turn order boxes. On your own turn you may also sell reserve oil and offer "
        "binding transfers.",
    ),
    "actions": (
        "The action board",
        "Media: +3, +2 or +1 media for 6 $, 3 $ or 0 $. Purchases and moves: 10 purchases and "
        "3 moves, 5 and 2, or 3 and 1. Developments: three, two or one developments — a "
        "building (using logistics of a region you control), influence or the tender track; "
        "the same kind again in one turn costs 3 $ more each time. Oil production: produce in your regions one by one. Cash: 2 $. New "
        "tax: 5 $ and +1 pacifism, or instead the once-a-game speech to the nation (phases "
        "1–2). Turn order: the first free place next turn (the boxes fill in order). The columns in use depend on the player "
        "count (2 with 3 players, 3 with 4, all with 5). Inside a box you act until you "
        "press Finish.",
    ),
    "purchases": (
        "Buying and moving units",
        "Units cost 1 $ each by land (they arrive on the Border) or 2 $ by air (into any "
        "region; logistics dropped where the locals hold wait there without fighting). A move "
        "takes a group from one territory to a neighbouring one; logistics never move into a "
        "territory held by locals or at war without military in the same group. A group "
        "never leaves a territory at war except by retreating. Free crossing: through a "
        "territory whose neighbours are all controlled by players the same move goes on "
        "(nobody controls the Border, so the regions next to it are never crossed for free; "
        "an unexplored territory, one held by locals or one at war never is). Entering a "
        "region held by locals starts a battle. You may ask an ally for support: their free "
        "move follows yours into the target.",
    ),
    "battles": (
        "Battles",
        "A region's local army equals its oil value; in phase 1 a reinforcement die adds 0 to "
        "+3 locals when you enter. One round per battle at each end of turn: each side rolls a "
        "die and reads the damage table at its own force ratio (rounded in the players' "
        "favour, 1:4 to 4:1); a low roll hits harder. Each military unit lost gives its owner "
        "+1 pacifism. Several players in one battle may agree once, before the first round, "
        "who takes the losses first and who takes the territory; without agreement the first "
        "to enter takes both. Before every round you may retreat to an adjacent controlled "
        "territory not at war (1 military lost, +1 pacifism); when several retreat together one "
        "unit is lost in all, the die roller's unless a retreating player volunteers. Win the "
        "battle and you control the region.",
    ),
    "rebels": (
        "Rebels and bombings",
        "From phase 2 each player has a rebel die (strength 1–4) that enters in an eastern "
        "region (on the Iran border); at each end of turn it may move, gain strength, bomb, or "
        "do nothing. A bombing rolls two "
        "dice against the defence: the defender's military here and in the neighbouring regions "
        "(not on the Border, not in a battle), +3 per police "
        "station here, +1 per police station next door, +1 per 3 influence, minus the rebels' "
        "strength. 2–3 always fails; above the defence the difference is the damage; 11–12 "
        "always destroys something. Other players' rebels within reach may join. Military "
        "destroyed give +2 pacifism each; a damaged building can be repaired, else it is "
        "lost. A bombing that destroys nothing lowers the target's pacifism by 1.",
    ),
    "oil": (
        "Oil: production, price, collection",
        "Producing in a region you control needs its logistics number of logistic units "
        "there (one is used up) and makes its oil value in barrels (a refinery: one more "
        "barrel for one logistic less). At the end of turn you collect up to 2 barrels plus 1 "
        "per pipeline into your reserve; a region keeps 1 barrel, or 4 per tank, the rest is "
        "lost. Selling reserve oil pays the market price (0.50 $ to 8 $). The price moves with "
        "supply (who sold this turn), speculation and pacifism; when everybody sold, a die "
        "lowers it. In phase 3 every region must produce again for the government: half for "
        "the government (rounded up), half for the controller.",
    ),
    "tracks": (
        "Pacifism, influence, media, tender",
        "Pacifism (0–15) is your public opinion: units lost, bombings and taxes raise it; at "
        "each end of turn you pay its penalty — 0 $ (0–3), 1 $ (4–6), 3 $ (7–9), 5 $ (10–12), "
        "10 $ (13–14), 15 $ (15) — in cash, then in oil or by removing military (any of them, in a battle too), 1 $ a "
        "unit; at the end ten times. Media "
        "(0–15) sets how many military you may have on the board (the Border included) before they raise your pacifism "
        "at the end of turn (3 + media ÷ 2). "
        "Influence (0–15) adds +1 bombing defence per 3 points; in phase 3 you lose 1 per "
        "region of yours that could not produce. The tender track pays its money at the end.",
    ),
    "scoring": (
        "The end and the final count",
        "After the last turn's ordinary end-of-turn checks, everybody sells all their oil (the "
        "reserve and the barrels on their regions) at the market price and counts: cash + oil "
        "+ their share of the government's oil (split among the first three by the oil they "
        "gave it; ties share) + the tender track's money − 10 × the pacifism penalty. The "
        "count is public. Ties: the tender track, then the number of controlled territories, "
        "then a shared victory.",
    ),
    "money": (
        "Hidden money and transfers",
        "Cash is secret (the book recommends hiding it) unless the game was opened with "
        "public_money=true: you see yours with /game hand or My hand, and by DM when it "
        "changes. The thread shows only what the table sees. On your turn you may offer "
        "another player a binding transfer — reserve oil, whole dollars, your logistics on "
        "the Border, or a calm territory — which they accept or refuse (at most 5 offers a "
        "turn); amounts are told only to the two of you.",
    ),
}

#: The topic that explains each kind of move (a refusal points to it).
KIND_TOPICS: dict[str, str] = {
    "prep_buy": "turn",
    "prep_done": "turn",
    "take_box": "actions",
    "buy": "purchases",
    "move": "purchases",
    "request_support": "purchases",
    "develop": "actions",
    "produce": "oil",
    "done": "actions",
    "sell_oil": "oil",
    "offer": "money",
    "answer": "money",
    "retreat": "battles",
    "repair": "rebels",
    "rebel": "rebels",
    "decide": "battles",
}

#: What each option of the ``/omb`` commands means, for their descriptions (at most 100
#: characters): ``"kind.field"``, or ``"field"`` for every kind that has it.
OPTIONS: dict[str, str] = {
    "unit": "Military or logistic units",
    "count": "How many units to buy",
    "box": "The action box for your pawn",
    "amount": "How many (media points, barrels, dollars or units)",
    "take_box.amount": "Media box: points bought (1 free, 2 for 3 $, 3 for 6 $)",
    "mode": "New tax box: the tax (5 $, +1 pacifism) or the speech to the nation",
    "route": "By land (1 $ a unit, on the Border) or by air (2 $ a unit, into any region)",
    "region": "The region",
    "buy.region": "By air: the region the units land in",
    "source": "The territory the units leave",
    "retreat.source": "The region of the battle",
    "retreat.region": "The region to retreat into (leave empty to stay and fight)",
    "destination": "Where the units go (or off the board, from the Border)",
    "military": "How many military units move",
    "logistics": "How many logistic units move",
    "ally": "The player asked to support your attack",
    "development": "A building, influence or the tender track",
    "building": "Which building: tank, police station, pipeline or refinery",
    "develop.region": "The region whose logistics are used",
    "barrels": "Barrels of your reserve to sell",
    "to": "The player the transfer is offered to",
    "what": "What is transferred: oil, money, logistics on the Border or a territory",
    "offer.amount": "Barrels, dollars or units offered (none for a territory)",
    "offer.region": "A territory handed over: the calm region you give",
    "accept": "Accept (true) or refuse (false) what you are asked",
    "pay": "Pay the repair (1 $ a point of damage) or let the building fall",
    "action": "What your rebels do: enter, move, strengthen, attack or nothing",
    "rebel.region": "The region entered, moved to or attacked",
    "target_seat": "Attack: the player attacked",
    "target": "Attack: military, logistics or a building",
    "partner": "Joint attack: another player's rebels asked to join",
    "option": "Your decision",
    "seat": "The player the decision concerns",
}


from .topics_translated import TOPICS_DE, TOPICS_FR  # noqa: E402  (after TOPICS, which they follow)

#: The topics in French and German, for readers in those languages.
TRANSLATED_TOPICS: dict[str, dict[str, tuple[str, str]]] = {"fr": TOPICS_FR, "de": TOPICS_DE}
