"""Peak Oil's cards with rules text: the 15 consultants and the 18 PR crises, as structured data.

The book gives the counts ("15 cartes de Consultant", "18 cartes de Crise de RP"), the three
levels of each, what they are worth at the end (consultants 1/1/2 VP, face-up crises −1/−3/−5
VP), and the frame of their texts: "Tous les effets des cartes Consultant sont actifs dès que
les cartes sont dans votre SS"; a crisis card is turned up and its owner "appliquez ses effets
et pénalités"; "Tous les composants placés sur ou sous une carte Crise sont considérés comme
hors-jeu jusqu'à que vous les récupérez". The texts themselves are not printed: every ability,
effect and penalty below is AUTHORED.

Each one is a kind from a closed list (``CONSULTANT_EFFECTS``, ``CRISIS_EFFECTS``,
``CRISIS_PENALTIES``) with a number, and each kind has one precise definition, so the engine
implements a kind once and every card of that kind follows. The tests check that no card uses a
kind outside the lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .tables import CONSULTANT_VP, CRISIS_VP_LOSS, WHITEWASH_COST

# ------------------------------------------------------------------------------ consultants

ConsultantEffectKind = Literal[
    "extra_reassign_discount",
    "crisis_discard_reduction",
    "start_up_discount",
    "ignore_skulls",
    "whitewash_discount",
    "transport_demand_bonus",
    "security_on_drill",
    "technology_extra",
    "extra_barrel_queries",
    "recruit_extra",
    "tie_without_draw",
    "crisis_level_down",
    "route_draw_reduction",
    "start_up_extra",
    "grey_ops_payment_waived",
]

#: The moment of play where a consultant's ability changes the rules.
Hook = Literal[
    "step_3",
    "pr_crisis",
    "start_ups",
    "transport",
    "whitewash",
    "drill",
    "technologies",
    "recruit",
    "tie",
    "grey_ops",
]


@dataclass(frozen=True)
class EffectDefinition:
    """What an effect kind does, once, for every card of the kind. ``amount`` in the text is
    the card's number."""

    hook: Hook
    text: str


#: The closed list of consultant abilities. Each is an ongoing modifier of one rule, active as
#: soon as the card is in its owner's HQ (book) and for as long as it stays there.
CONSULTANT_EFFECTS: dict[str, EffectDefinition] = {
    "extra_reassign_discount": EffectDefinition(
        "step_3", "Step 3's extra reassignment costs `amount` fewer barrels (never below 0)."
    ),
    "crisis_discard_reduction": EffectDefinition(
        "pr_crisis",
        "The first PR crisis of a turn discards `amount` fewer barrels than half your HQ's "
        "(never below 0).",
    ),
    "start_up_discount": EffectDefinition(
        "start_ups", "A start-up costs you `amount` fewer barrels (never below 0)."
    ),
    "ignore_skulls": EffectDefinition(
        "transport",
        "On each of your transports, `amount` skull(s) of the route are ignored: those barrels "
        "go to your HQ instead of the black market.",
    ),
    "whitewash_discount": EffectDefinition(
        "whitewash", "Whitewashing a crisis costs you `amount` fewer barrels (never below 0)."
    ),
    "transport_demand_bonus": EffectDefinition(
        "transport",
        "On your transports the refinery's demand is `amount` higher (still no more than the "
        "region holds).",
    ),
    "security_on_drill": EffectDefinition(
        "drill",
        "Each time you drill, take `amount` security token(s) from the general supply if any "
        "are left, besides the one a star gives.",
    ),
    "technology_extra": EffectDefinition(
        "technologies",
        "Invest: Technologies puts up to 1 + `amount` barrels from your HQ on the track, each "
        "on a technology of your choice.",
    ),
    "extra_barrel_queries": EffectDefinition(
        "drill",
        "Each drill gives you `amount` more optional 'barrel?' takes, resolved like the card's "
        "own (not draws; black barrels go onto the field's region).",
    ),
    "recruit_extra": EffectDefinition(
        "recruit",
        "Expand: Recruit takes up to 1 + `amount` agents from the general supply (never more "
        "than 4 agents in all).",
    ),
    "tie_without_draw": EffectDefinition(
        "tie", "When you act on a tie, you do not draw a barrel first (you still use one option)."
    ),
    "crisis_level_down": EffectDefinition(
        "pr_crisis",
        "When a PR crisis makes you take a face-down crisis card (you have none face down), "
        "take it `amount` level(s) below the level you would take (never below level 1).",
    ),
    "route_draw_reduction": EffectDefinition(
        "transport",
        "On each of your transports you draw `amount` fewer barrels than the route's barrel "
        "icons (never below 0).",
    ),
    "start_up_extra": EffectDefinition(
        "start_ups",
        "Invest: Start-Ups may buy up to 1 + `amount` start-ups, each paid at its price, a "
        "new card revealed after each.",
    ),
    "grey_ops_payment_waived": EffectDefinition(
        "grey_ops",
        "Grey Ops does not require you to put a barrel from your HQ on the black market first "
        "(you may still do it).",
    ),
}


@dataclass(frozen=True)
class Consultant:
    """A consultant card: a level (1–3) and one ongoing ability."""

    id: str
    name: str
    level: int
    effect: ConsultantEffectKind
    amount: int
    text: str

    @property
    def vp(self) -> int:
        """book: 1 / 1 / 2 VP by level."""
        return CONSULTANT_VP[self.level]


def _consultant(
    cid: str, name: str, level: int, effect: ConsultantEffectKind, amount: int = 1
) -> Consultant:
    text = CONSULTANT_EFFECTS[effect].text.replace("`amount`", str(amount))
    return Consultant(cid, name, level, effect, amount, text)


#: book: "15 cartes de Consultant", three levels ("Séparez les cartes Consultants en trois
#: piles, par niveau"). AUTHORED split 5 / 5 / 5: the set-up table reveals at most 5 / 4 / 3
#: (5 players), so every level needs at least 5, 4 and 3 cards and 15 splits evenly.
#: AUTHORED abilities, strength rising with the level: level 1 softens a cost (the cheap
#: first consultant every player takes first), level 2 gives more of a good thing, level 3
#: bends a core rule (ties, crisis levels, route draws, start-up purchases, Grey Ops' payment).
CONSULTANTS: tuple[Consultant, ...] = (
    # Level 1: softened costs.
    _consultant("lobbyist", "Lobbyist", 1, "extra_reassign_discount"),
    _consultant("spin_doctor", "Spin Doctor", 1, "crisis_discard_reduction"),
    _consultant("procurement_officer", "Procurement Officer", 1, "start_up_discount"),
    _consultant("naval_escort", "Naval Escort", 1, "ignore_skulls"),
    _consultant("charity_manager", "Charity Manager", 1, "whitewash_discount"),
    # Level 2: more of a good thing.
    _consultant("shipping_broker", "Shipping Broker", 2, "transport_demand_bonus"),
    _consultant("ex_general", "Ex-General", 2, "security_on_drill"),
    _consultant("market_analyst", "Market Analyst", 2, "technology_extra"),
    _consultant("field_geologist", "Field Geologist", 2, "extra_barrel_queries"),
    _consultant("headhunter", "Headhunter", 2, "recruit_extra"),
    # Level 3: a core rule bent.
    _consultant("insider", "Insider", 3, "tie_without_draw"),
    _consultant("crisis_manager", "Crisis Manager", 3, "crisis_level_down"),
    _consultant("fleet_owner", "Fleet Owner", 3, "route_draw_reduction"),
    _consultant("venture_capitalist", "Venture Capitalist", 3, "start_up_extra"),
    _consultant("fixer", "Fixer", 3, "grey_ops_payment_waived"),
)

# ------------------------------------------------------------------------------ PR crises

CrisisEffectKind = Literal[
    "none",
    "discard_barrels",
    "barrels_to_black_market",
    "barrels_on_card",
    "agents_on_card",
    "return_security",
    "agents_home",
    "discard_oil_field",
]
CrisisPenaltyKind = Literal[
    "none",
    "extra_reassign_cost",
    "start_up_cost",
    "transport_demand_minus",
    "no_tie_actions",
    "no_extra_reassign",
]

#: The closed list of crisis effects: what happens once, when the card is turned face up.
#: Everything put on a card is out of play (book) until the card is whitewashed, then it goes
#: to the owner's HQ; barrel conservation counts barrels on cards.
CRISIS_EFFECTS: dict[str, str] = {
    "none": "Nothing happens at once (the card's penalty still applies).",
    "discard_barrels": "Discard `amount` black barrels from your HQ (all you have if fewer); "
    "they leave the game.",
    "barrels_to_black_market": "Put `amount` black barrels from your HQ, one at a time, on "
    "empty black-market spaces of your choice (fewer if you have fewer); filling the last space "
    "shares the black market out as usual. This is not a draw.",
    "barrels_on_card": "Put `amount` black barrels from your HQ on this card (fewer if you have "
    "fewer): out of play until you whitewash it.",
    "agents_on_card": "Put `amount` of your agents on this card, from your HQ first, then from "
    "zones of your choice: out of play until you whitewash it (then they go to your HQ).",
    "return_security": "Return `amount` security tokens from your HQ to the general supply "
    "(fewer if you have fewer).",
    "agents_home": "All your agents on zones go back to your HQ.",
    "discard_oil_field": "Put `amount` of your oil fields, of your choice, under the field deck "
    "(none if you have none); their symbols no longer score for you.",
}
#: The closed list of crisis penalties: what holds while the card lies face up in the HQ.
CRISIS_PENALTIES: dict[str, str] = {
    "none": "No lasting penalty besides the card's VP loss.",
    "extra_reassign_cost": "Step 3's extra reassignment costs you `amount` more barrels.",
    "start_up_cost": "A start-up costs you `amount` more barrels.",
    "transport_demand_minus": "On your transports the refinery's demand is `amount` lower "
    "(never below 1).",
    "no_tie_actions": "You may not act on a tie: you need a majority.",
    "no_extra_reassign": "You may not use step 3 (the paid extra reassignment).",
}


@dataclass(frozen=True)
class CrisisPart:
    """One structured part of a crisis card: a kind and its number (0 when it has none)."""

    kind: str
    amount: int = 0


@dataclass(frozen=True)
class Crisis:
    """A PR crisis card: a level, an effect applied when it is turned up, and a penalty that
    lasts while it lies face up; it also costs VP at the end while face up (book)."""

    id: str
    name: str
    level: int
    effect: CrisisPart
    penalty: CrisisPart

    @property
    def vp_loss(self) -> int:
        """book: 1 / 3 / 5 VP lost by level, face-up cards only."""
        return CRISIS_VP_LOSS[self.level]

    @property
    def whitewash_cost(self) -> int:
        """book: 0 / 1 / 2 barrels to whitewash by level."""
        return WHITEWASH_COST[self.level]


def _crisis(
    cid: str,
    name: str,
    level: int,
    effect: CrisisEffectKind,
    amount: int = 0,
    penalty: CrisisPenaltyKind = "none",
    penalty_amount: int = 0,
) -> Crisis:
    return Crisis(cid, name, level, CrisisPart(effect, amount), CrisisPart(penalty, penalty_amount))


#: book: "18 cartes de Crise de RP", three levels ("le niveau 1 est jaune, le 2 est orange et le
#: 3 rouge"). AUTHORED split 6 / 6 / 6 (even; a player climbs one level per crisis card taken,
#: so every level is reached about as often). AUTHORED effects, harsher by level: level 1 costs
#: one barrel, agent or token once; level 2 costs two, or one plus a lasting penalty; level 3
#: costs much and most keep a lasting penalty.
CRISES: tuple[Crisis, ...] = (
    # Level 1 (−1 VP, whitewashed for free).
    _crisis("oil_spill_video", "Oil Spill Video", 1, "discard_barrels", 1),
    _crisis("leaked_memo", "Leaked Memo", 1, "barrels_to_black_market", 1),
    _crisis("tax_audit", "Tax Audit", 1, "barrels_on_card", 1),
    _crisis("protest_at_hq", "Protest at HQ", 1, "agents_on_card", 1),
    _crisis("greenwashing_exposed", "Greenwashing Exposed", 1, "return_security", 1),
    _crisis("bad_press", "Bad Press", 1, "none", 0, "start_up_cost", 1),
    # Level 2 (−3 VP, whitewashed for 1 barrel).
    _crisis("pipeline_leak", "Pipeline Leak", 2, "discard_barrels", 2),
    _crisis("bribery_scandal", "Bribery Scandal", 2, "barrels_to_black_market", 2),
    _crisis("frozen_assets", "Frozen Assets", 2, "barrels_on_card", 2),
    _crisis("strike", "Strike", 2, "agents_on_card", 1, "no_extra_reassign"),
    _crisis("boycott", "Boycott", 2, "none", 0, "transport_demand_minus", 1),
    _crisis("inquiry", "Parliamentary Inquiry", 2, "barrels_on_card", 1, "extra_reassign_cost", 1),
    # Level 3 (−5 VP, whitewashed for 2 barrels).
    _crisis(
        "tanker_disaster", "Tanker Disaster", 3, "discard_barrels", 3, "transport_demand_minus", 1
    ),
    _crisis("indictment", "Indictment", 3, "agents_on_card", 1, "no_tie_actions"),
    _crisis("nationalisation", "Nationalisation", 3, "discard_oil_field", 1),
    _crisis("class_action", "Class Action", 3, "barrels_on_card", 3),
    _crisis("ceo_arrested", "CEO Arrested", 3, "agents_home", 0, "no_extra_reassign"),
    _crisis("sanctions", "Sanctions", 3, "barrels_to_black_market", 2, "start_up_cost", 1),
)

#: Effect kinds whose number is meaningful (the others take 0).
COUNTED_CRISIS_EFFECTS: frozenset[str] = frozenset(
    {
        "discard_barrels",
        "barrels_to_black_market",
        "barrels_on_card",
        "agents_on_card",
        "return_security",
        "discard_oil_field",
    }
)
COUNTED_CRISIS_PENALTIES: frozenset[str] = frozenset(
    {"extra_reassign_cost", "start_up_cost", "transport_demand_minus"}
)


def crisis_text(crisis: Crisis) -> str:
    """The card's text in English, from its structured parts."""
    effect = CRISIS_EFFECTS[crisis.effect.kind].replace("`amount`", str(crisis.effect.amount))
    penalty = CRISIS_PENALTIES[crisis.penalty.kind].replace("`amount`", str(crisis.penalty.amount))
    return f"{effect} While face up: {penalty}"
