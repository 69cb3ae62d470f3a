"""Peak Oil's rules in short, by topic, for ``/game rules peak_oil [topic]`` once the game is
registered (the help command finds topics through a registered game, so this module is inert
until then).

Written for petrocord from the book (French edition, seed 001) in its terms, checked against
docs/peak_oil.md, which lists every component, every authored value and every reading of an
unclear rule (I1, I2, …). Each text is a reminder for players, not the rulebook: where the book
leaves a choice the engine's reading is the one given here.

``TOPICS`` maps a topic name to its title and text; ``KIND_TOPICS`` says which topic explains
each kind of move of the engine (``rules/peak_oil/actions.py``).
"""

from __future__ import annotations

TOPICS: dict[str, tuple[str, str]] = {
    "overview": (
        "Peak Oil in short",
        "2 to 5 oil companies squeeze the last oil out of five regions (Venezuela, Libya, "
        "Nigeria, Persian Gulf, Russia), ship it to three refineries for money, and invest the "
        "money in start-ups of five technologies (Hydrogen Cells, Ethanol, SPMR, Tidal Power, "
        "Agropolymers). Your agents sit on action zones; with a majority on a zone you may use "
        "its action. The black barrels in the bag are the world's oil: when the bag holds no "
        "black barrel, Peak Oil comes, every zone is resolved one last time and the game ends. "
        "Each start-up scores the barrels on its technology's track space plus your matching "
        "oil-field symbols. Topics: setup, turn, acting, draws, crises, market, zones, "
        "transport, security, peakoil, scoring, brutal.",
    ),
    "setup": (
        "Set-up",
        "By player count (2/3/4/5): the bag holds 18/20/22/25 black, 2/3/4/5 red and 2/3/4/5 "
        "yellow barrels; consultants shown: 2-2-1, 3-2-2, 4-3-2, 5-4-3 by level. One oil "
        "field per player is revealed and puts 2 barrels on its region; then 3 fields and 3 "
        "start-ups are shown. Each player: an HQ card, a secret portfolio (one start-up), 2 "
        "agents and 1 black barrel in the HQ, 2 agents in the supply. 5 security tokens in the "
        "supply. Refinery tokens and 8 risk tokens at random (the closed token open side up). "
        "With 2 or 3 players the cards marked 4-5 dots are out (all Hydrogen Cells start-ups, "
        "all Venezuela fields, the other Hydrogen Cells fields, two portfolios), the black "
        "market has 4 spaces and Venezuela is closed.",
    ),
    "turn": (
        "Your turn",
        "Three steps, in order. 1: reassign one agent, or carry out one action. 2: reassign one "
        "agent (compulsory). 3 (optional): pay 2 barrels (they leave the game) to reassign one "
        "more agent. Reassigning moves one of your agents from your HQ or a zone to your HQ or "
        "a zone (the four action zones and the five regions). Not allowed: onto a zone you "
        "removed an agent from this turn (by reassigning or acting), off a zone you put an "
        "agent on this turn (by reassigning or dispatching), onto a zone with five agents, back "
        "to where it came from, or the same agent twice in a turn.",
    ),
    "acting": (
        "Carrying out an action",
        "Only in step 1, on a zone where you have agents. More agents than anyone else: use "
        "both options, in any order. As many as the most numerous other player (a tie): first "
        "draw one barrel from the bag and resolve it, then use one option. Fewer: no action. "
        "Afterwards all your agents on that zone go home to your HQ. You may act and use no "
        "option just to bring your agents home (a tie still draws). A region has one option, "
        "Transport. Under the Brutal rules every action has one option.",
    ),
    "draws": (
        "Drawing barrels",
        "The bag's contents are public. Draw one barrel at a time. Black: the first black "
        "barrel you draw in a turn goes on an empty black-market space of your choice; later "
        "ones go back into the bag. Red: a PR crisis; you may then draw one more barrel; red "
        "barrels go back into the bag after the draw. Yellow: a crisis, then removed from the "
        "game. A drill's barrels are not draws: they never go to the black market.",
    ),
    "crises": (
        "PR crises",
        "Each red or yellow barrel drawn is a crisis. The first crisis of your turn discards "
        "half the black barrels in your HQ, rounded down (5 barrels: discard 2, keep 3). Then: "
        "if you hold a face-down crisis card, turn it up and apply its effect and penalty; "
        "otherwise take a face-down card of the level above your highest (level 1 if you have "
        "none). Face-down cards are secret and cost nothing; face-up ones cost 1, 3 or 5 VP at "
        "the end and their penalty lasts until you whitewash them (Develop). What lies on a "
        "crisis card is out of play until then.",
    ),
    "market": (
        "The black market",
        "One space per technology in play, one barrel each. Barrels arrive from the turn's "
        "first black barrel drawn, from pirates on a transport, from the Grey Ops payment and "
        "from some crises. Filling the last empty space shares all its barrels out at once, "
        "one to each region in play. Grey Ops: Black Market moves them all to their "
        "technologies on the track, raising those start-ups' price and worth.",
    ),
    "zones": (
        "Expand, Develop, Invest, Grey Ops",
        "Expand: Recruit (one of your agents from the supply to your HQ, at most 4 in all) and "
        "Dispatch (all your Expand agents to one other zone, where you may act at once). "
        "Develop: Drill (may replace the 3 shown fields; take one, a security token for a "
        "star, its barrels from the bag onto its region, optional barrel? takes; a new field "
        "is shown) and Whitewash (discard a face-up crisis for 0, 1 or 2 barrels by level). "
        "Invest: Start-Ups (may replace the 3 shown; buy one for the barrels on its technology "
        "space, which leave the game) and Technologies (one barrel from your HQ onto the "
        "track). Grey Ops: first pay one barrel to the black market (none, no action); Black "
        "Market, and Consultants (your first level 1, second level 2, third level 3; each an "
        "ability active while in your HQ).",
    ),
    "transport": (
        "Transport from a region",
        "Choose a route from the region to a refinery; a route with a closed risk token cannot "
        "be used and arrows must be followed. Draw one barrel per barrel icon on the route's "
        "risk tokens. Take as many barrels from the region as the refinery's token demands (all "
        "if fewer); one per skull on the route goes to the black market, the rest to your HQ. "
        "Then flip the route's risk tokens and the refinery token.",
    ),
    "security": (
        "Security tokens",
        "At any time during your turn, return a security token to the supply to swap two "
        "refinery tokens, or two risk tokens, or flip one of them, anywhere on the board. You "
        "get one when you drill a field with a star, if any is left: only five exist. Use them "
        "to open a closed route, dodge pirates or raise a refinery's demand before you ship.",
    ),
    "peakoil": (
        "Peak Oil and the end",
        "Peak Oil comes as soon as the bag holds no black barrel, whatever took the last one "
        "(a draw or a drill). That player flips their HQ card (the Peak Oil marker) and ends "
        "their turn normally; each other player may then reassign one agent. Then every zone "
        "is checked in order: Expand, Develop, the regions west to east, Invest, Grey Ops. On "
        "each, every player with an agent there may use one option: the majority holder "
        "first, then the others clockwise from the marker; then their agents go home. Draws, "
        "crises and payments work as usual; the shown fields and start-ups are not refilled.",
    ),
    "scoring": (
        "Scoring",
        "Each start-up, your portfolio included: 1 VP per barrel on its technology's track "
        "space plus 1 VP per matching symbol on your oil fields. Consultants: 1, 1 or 2 VP by "
        "level. Face-up crises: minus 1, 3 or 5 VP by level. Ties: fewest crisis points lost, "
        "then most start-up points, then most consultant points; still tied, the players share "
        "the place (the book says play again). Example: two Hydrogen Cells barrels and one "
        "Hydrogen Cells field make each Hydrogen Cells start-up worth 3 VP.",
    ),
    "brutal": (
        "The Brutal rules (option)",
        "No consultants or crisis cards; 2 red barrels in the bag; one option per action. A "
        "PR crisis puts one of your agents on the leftmost space of the PR-crisis counter, "
        "pushing the agents there one space right; one pushed off goes home. Agents on the "
        "counter cannot be used; at the start of your turn, if all your available agents are "
        "there, you may take them all home. Develop: no refresh when drilling; Research "
        "replaces Whitewash. Invest: no refresh; Whitewash (your counter agents home) replaces "
        "Technologies. Grey Ops: no payment; Marketing (a barrel onto the track, or move one, "
        "paying what the destination then holds) replaces Consultants. Minus 2 VP per agent of "
        "yours on the counter at the end.",
    ),
}

#: The topic that explains each kind of move; the engine will fill it in with its move kinds.
KIND_TOPICS: dict[str, str] = {
    "reassign": "turn",
    "act": "acting",
    "option": "zones",
    "finish": "acting",
    "choose": "draws",
    "security": "security",
    "pass": "turn",
    "counter_home": "brutal",
}

#: What each option of the ``/peak`` commands means (``kind.option`` for one command only).
OPTIONS: dict[str, str] = {
    "source": "Where the agent is now: a zone, a region, or hq",
    "to": "Where it goes: a zone, a region, or hq",
    "option.to": "Dispatch: the zone your agents go to; Marketing: the technology a barrel goes to",
    "zone": "The zone or region whose action you carry out",
    "option": "The option of the zone you use (Drill, Start-Ups, Transport ...)",
    "refresh": "Drill or Start-Ups: replace the three displayed cards first",
    "card": "The oil field, start-up, consultant or crisis card you choose",
    "route": "Transport: the route to a refinery",
    "technology": "The technology (track space) you choose",
    "mode": "Security: swap or flip; Research or Marketing: what you do",
    "first": "The place of the (first) token",
    "second": "Swap: the place of the other token",
    "value": "Your answer to the question asked now",
}


from .topics_translated import TOPICS_DE, TOPICS_FR  # noqa: E402  (after TOPICS, which they follow)

#: The topics in French and German, for readers in those languages.
TRANSLATED_TOPICS: dict[str, dict[str, tuple[str, str]]] = {"fr": TOPICS_FR, "de": TOPICS_DE}
