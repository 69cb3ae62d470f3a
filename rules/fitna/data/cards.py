"""The 95 Fitna cards and the 5 special jokers: printed text, deck, OP, symbols, effects.

The book prints every card's title and text (``card_texts.py``) and the high-tension flag (in
the title). It does not print the operation points, the ● / ○ symbols or who may play a card
beyond what the text says; those are authored here, with the reasoning below and in
``docs/fitna.md``.

**Decks** (book 8.1, 8.2, the card list): support cards ("Appuis", red titles) are 1-33 and
94-95 (35 cards); event cards ("Événements", blue titles) are 34-93 (60 cards). The 15
high-tension cards (8.3: "6 « Appuis » et 9 « Événements »") are 28-33 and 82-90, as their
titles say.

**Operation points** (book 8.0: "de 4 à 8"; 16.0: "4, 6 ou 8"), authored. The book fixes one
value: Reinforcements are 8 (34.0, the designer's advice to take "2 cartes « Renforts » pour
pouvoir prendre au moins un échelon de renforts et utiliser l'autre pour dépenser les 8 points
d'opérations associés à cette carte"). The rest follow the usual card-driven trade-off, which
that value illustrates (a card whose event is routine gives many points): 4 OP for the
strongest events and supports (3 to 5 columns, deep strikes, hand attacks, activations of Daesh
and the Kurds, coups and interventions), 8 OP for Reinforcements and for the political events
whose only effect is a tension shift or lifting an earlier card, and 6 OP for everything else
(2-column supports, counter cards, mid-weight events). Average 5.6.

**Symbols** (book 8.1: "Les unités djihadistes de Daech ne peuvent utiliser que les cartes
« Appuis » marquées du symbole ●; les unités de peshmergas kurdes ne peuvent utiliser que les
cartes « Appuis » marquées du symbole ○"; 25.3 repeats ● for Daesh; 26.3 says the Kurds use
cards marked ●). Reading: two symbols, ● for Daesh and ○ for the Kurds, as 8.1 defines them in
one sentence that contrasts them; 26.3's "●" is a slip (if the Kurds also used ●, 8.1's ○ would
mark nothing). Authored assignment: the cards a guerrilla or jihadist force can plausibly
use — command, car bombs (whose text already limits them to Kurds, Daesh and militias), mobile
artillery, IEDs, the humanitarian corridor, severe winter and "no retreat" for both; chemical
weapons (the text names Daesh) and "God is great!" for Daesh; combat engineers, the diversion
and "missiles for the brave" (the text names the Kurds) for the Kurds. Air support is never
marked: 26.3 gives the Kurds close air support only through another player's missions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from .card_texts import PRINTED, SPECIAL_JOKERS_PRINTED

Deck = Literal["support", "event"]

#: The closed list of effect kinds the engine implements, one handler each.
EFFECT_KINDS: frozenset[str] = frozenset(
    {
        "column_shift",  # columns, modes (attack/defence), scope, for (who may benefit)
        "convert_results",  # mapping of CRT results, scope
        "ignore_strongest_armour",  # card 16
        "place_entrenchments",  # count, where (event use of cards 3-4, rule 19.0)
        "cancel_air_missions",  # until, beats_stealth, beats_helicopters
        "cancel_card_family",  # family (peshmerga / daesh), until, spares
        "strike",  # boxes, where, targets, table, box_defence_modifies, israeli_bonus, caveats
        "truce",  # turns
        "look_and_discard",  # count, counter_roll (card 37)
        "random_discard",  # from (a nation or each_opponent), count
        "steal_card",  # card 39
        "only_attack_daesh",  # card 38
        "activate_kurds",  # ops, revive, restore (26.2)
        "activate_daesh",  # draw, ops_per_oil_field (25.2)
        "reinforcements",  # draw (15.0)
        "no_fly_zone",  # card 64
        "remove_units",  # nation(s), count, size (permanent removal)
        "coup",  # country (23.0-23.3)
        "hand_limit",  # nation, size, until_card
        "restore_hand_limit",  # nation, cancels
        "draw_cards",  # who, count
        "place_stack",  # units, boxes, eliminate_present (card 74)
        "receive_units",  # units (card 84)
        "pkk_rebellion",  # 26.7
        "tension",  # delta (22.0)
        "ceasefire",  # nations, except_against
        "raise_victory_threshold",  # nation, levels (card 79)
        "extra_batch",  # nation
        "ballistic_deterrence",  # nations
        "russian_surge",  # card 87, 28.0
        "end_game_roll",  # table (card 90)
        "reveal_stacks",  # count (30.0, cards 91-92)
        "us_auto_approval",  # nations, cancels_card (card 93)
        "lebanon_war",  # table (24.0, card 41)
    }
)

#: Kinds of air mission a card flies (its effects' ``air_mission``). Cards 25 and 26 cancel
#: every enemy air mission but stealth ones, 28 all of them, 29 all but helicopters (their
#: texts). authored: cruise missiles and drones are air missions too (the cards counter "toutes
#: les missions aériennes ennemis"); special jokers are never cancelled (10.0).
AIR_MISSIONS: frozenset[str] = frozenset({"helicopter", "aircraft", "stealth", "missile", "drone"})


def cancels(counter: int, mission: str) -> bool:
    """Whether air-defence card ``counter`` (25, 26, 28, 29) cancels a ``mission`` kind."""
    params = next(e.params for e in CARDS[counter].effects if e.kind == "cancel_air_missions")
    if mission == "stealth":
        return bool(params["beats_stealth"])
    if mission == "helicopter":
        return bool(params["beats_helicopters"])
    return mission in AIR_MISSIONS


def same_card(a: int, b: int) -> bool:
    """Whether two cards are copies of one card (a printed range such as 12-15): 18.3 forbids
    one player to play two identical cards in one offensive ("Deux cartes identiques ne peuvent
    pas être jouées simultanément par le même joueur pendant la même offensive")."""
    return CARDS[a].title_fr == CARDS[b].title_fr


#: When a card may be played.
TIMINGS: frozenset[str] = frozenset(
    {
        "event",  # in the player's own Events segment (12.1 step 1)
        "support_attack",  # during an offensive, as attacker (18.3: after the defender)
        "support_defence",  # during an offensive, as defender (18.3: first)
        "support_defence_other",  # IEDs: a player not controlling the box backs the defender
        "response_air_mission",  # "dès qu'un joueur adverse déclare une mission aérienne"
        "response_peshmerga",  # 26.5: "immédiatement" after a Peshmerga card
        "response_daesh",  # 25.5: "immédiatement" after a Daesh card
        "any_time",  # special jokers (10.0), even in another player's phase
        "us_intervention",  # the US special joker, when the US enter (27.1)
    }
)

DieEffect = Literal["none", "reduce", "eliminate", "end_now", "end_of_turn"]

#: Strike tables printed on the cards.
STRIKE_STANDARD: dict[int, DieEffect] = {
    1: "none", 2: "none", 3: "reduce", 4: "reduce", 5: "eliminate", 6: "eliminate",
}  # fmt: skip
STRIKE_HEAVY: dict[int, DieEffect] = {
    1: "none", 2: "reduce", 3: "reduce", 4: "reduce", 5: "eliminate", 6: "eliminate",
}  # fmt: skip
STRIKE_REDUCE: dict[int, DieEffect] = {
    1: "none", 2: "none", 3: "reduce", 4: "reduce", 5: "reduce", 6: "reduce",
}  # fmt: skip
#: Cards 47-49: 3-6 destroys a Daesh counter (reduces Al Baghdadi; the engine reads
#: "eliminate" as one step for him, 18.5).
STRIKE_DAESH: dict[int, DieEffect] = {
    1: "none", 2: "none", 3: "eliminate", 4: "eliminate", 5: "eliminate", 6: "eliminate",
}  # fmt: skip
UN_COUNCIL: dict[int, DieEffect] = {
    1: "none", 2: "none", 3: "end_now", 4: "end_now", 5: "end_of_turn", 6: "end_of_turn",
}  # fmt: skip


@dataclass(frozen=True)
class Effect:
    """One effect of a card: a kind from :data:`EFFECT_KINDS` and its parameters."""

    kind: str
    params: Mapping[str, Any] = field(default_factory=dict)


def _e(kind: str, **params: Any) -> Effect:
    if kind not in EFFECT_KINDS:
        raise ValueError(f"unknown effect kind {kind}")
    return Effect(kind, params)


@dataclass(frozen=True)
class Card:
    """One card. ``ops`` and the symbols are authored (module doc); ``text_fr`` is the book's.

    ``played_by``: nationalities (or ``DAESH``) allowed to play it, empty for anyone;
    ``not_played_by``: nationalities excluded. ``not_before_turn``: 2 for "ne peut pas être
    jouée au Tour 1", 3 or 4 for "avant le Tour 3/4". ``requires``: a card that must have been
    played first. ``removed``: out of the game once played as an event. ``kept``: placed in
    front of a player or by the board instead of the discard. ``us_approval``: needs the US
    approval roll of 27.2.
    """

    number: int
    deck: Deck
    title_fr: str
    title_en: str
    text_fr: str
    ops: int
    daesh: bool
    kurds: bool
    high_tension: bool
    timing: tuple[str, ...]
    effects: tuple[Effect, ...]
    played_by: tuple[str, ...] = ()
    not_played_by: tuple[str, ...] = ()
    not_before_turn: int = 1
    requires: int | None = None
    removed: bool = False
    kept: bool = False
    us_approval: bool = False
    ops_source: str = ""

    @property
    def tension(self) -> int:
        """The card's own change to the tension track (sum of its ``tension`` effects)."""
        return sum(int(e.params["delta"]) for e in self.effects if e.kind == "tension")


def _shift(columns: int, modes: tuple[str, ...] = ("attack", "defence"), **extra: Any) -> Effect:
    return _e("column_shift", columns=columns, modes=modes, scope=extra.pop("scope", "offensive"),
              **extra)  # fmt: skip


_BOTH = ("support_attack", "support_defence")
_ATT = ("support_attack",)
_DEF = ("support_defence",)
_AIR = ("response_air_mission",)
_EV = ("event",)


@dataclass(frozen=True)
class _Spec:
    first: int
    last: int
    title_en: str
    ops: int
    timing: tuple[str, ...]
    effects: tuple[Effect, ...]
    daesh: bool = False
    kurds: bool = False
    played_by: tuple[str, ...] = ()
    not_played_by: tuple[str, ...] = ()
    not_before_turn: int = 1
    requires: int | None = None
    removed: bool = False
    kept: bool = False
    us_approval: bool = False


_SPECS: tuple[_Spec, ...] = (
    # ---------------------------------------------------------------- support cards
    _Spec(1, 2, "Command", 6, _BOTH, (_shift(2),), daesh=True, kurds=True),
    _Spec(
        3,
        4,
        "Combat engineers",
        6,
        (*_BOTH, "event"),
        (
            _shift(2),
            _e("place_entrenchments", count=2, where="controlled_supplied", only_as="event"),
        ),
        kurds=True,
    ),  # fmt: skip
    _Spec(
        5,
        6,
        "Car bomb attack",
        6,
        _ATT,
        (_shift(2, ("attack",), beneficiaries=("kurds", "daesh", "militia")),),
        daesh=True,
        kurds=True,
    ),
    _Spec(7, 8, "Mobile artillery", 6, _BOTH, (_shift(2),), daesh=True, kurds=True),
    _Spec(9, 9, "Stalin's organs (Katyushas)", 4, _ATT, (_shift(3, ("attack",)),)),
    _Spec(
        10, 11, "Close air support (helicopters)", 6, _BOTH, (_shift(2, air_mission="helicopter"),)
    ),
    _Spec(12, 15, "Close air support (aircraft)", 4, _BOTH, (_shift(3, air_mission="aircraft"),)),
    _Spec(
        16,
        16,
        "Diversionary attack",
        6,
        _ATT,
        (_e("ignore_strongest_armour", needs_other_defender=True),),
        kurds=True,
    ),
    _Spec(
        17,
        18,
        "IEDs",
        6,
        ("support_defence", "support_defence_other"),
        (_shift(2, ("defence",), scope="turn_box"),),
        daesh=True,
        kurds=True,
    ),
    _Spec(
        19,
        19,
        "Chemical weapons",
        4,
        _BOTH,
        (_shift(3, beneficiaries=("SYR", "daesh", "militia_of_SYR")), _e("tension", delta=1)),
        daesh=True,
        played_by=("SYR", "DAESH"),
    ),
    _Spec(
        20,
        20,
        "God is great!",
        6,
        _ATT,
        (
            _e(
                "convert_results",
                mapping={"AR": "EX", "EX": "EX*"},
                scope="offensive",
                beneficiaries=("muslim_country", "militia"),
            ),
        ),
        daesh=True,
    ),  # fmt: skip
    _Spec(
        21,
        21,
        "Humanitarian corridor",
        6,
        _BOTH,
        (_e("convert_results", mapping={"DR*": "DR", "DS": "DR"}, scope="offensive"),),
        daesh=True,
        kurds=True,
    ),
    _Spec(
        22,
        22,
        "Missiles for the brave",
        6,
        _BOTH,
        (_shift(1, scope="turn_kurds", beneficiaries=("kurds",)),),
        kurds=True,
    ),
    _Spec(
        23,
        23,
        "Severe winter",
        6,
        _BOTH,
        (_shift(1, ("defence",), scope="turn_mountain", beneficiaries=("everyone",)),),
        daesh=True,
        kurds=True,
    ),
    _Spec(
        24,
        24,
        "Kurdish rivalry",
        6,
        ("response_peshmerga",),
        (_e("cancel_card_family", family="peshmerga", until="end_of_turn", spares=(75,)),),
    ),
    _Spec(
        25,
        25,
        "Air superiority",
        6,
        _AIR,
        (
            _e(
                "cancel_air_missions",
                until="end_of_turn",
                beats_stealth=False,
                beats_helicopters=True,
            ),
        ),
    ),  # fmt: skip
    _Spec(
        26,
        26,
        "Air-defence umbrella",
        6,
        _AIR,
        (
            _e(
                "cancel_air_missions",
                until="end_of_turn",
                beats_stealth=False,
                beats_helicopters=True,
            ),
        ),
    ),  # fmt: skip
    _Spec(
        27,
        27,
        "Counter-insurgency",
        6,
        ("response_daesh",),
        (_e("cancel_card_family", family="daesh", until="end_of_turn", spares=()),),
    ),
    _Spec(
        28,
        28,
        "The Raptors clear the sky",
        6,
        _AIR,
        (
            _e(
                "cancel_air_missions",
                until="end_of_turn",
                beats_stealth=True,
                beats_helicopters=True,
            ),
        ),
        played_by=("US", "ISR", "TUR", "SAU"),
    ),  # fmt: skip
    _Spec(
        29,
        29,
        "A2AD bubble",
        6,
        _AIR,
        (
            _e(
                "cancel_air_missions",
                until="end_of_turn",
                beats_stealth=True,
                beats_helicopters=False,
            ),
        ),
        played_by=("RUS", "SYR", "IRN"),
    ),  # fmt: skip
    _Spec(30, 30, "Special forces", 6, _BOTH, (_shift(2, scope="turn_box"),)),
    _Spec(31, 31, "Cruise missiles", 4, _BOTH, (_shift(4, air_mission="missile"),)),
    _Spec(
        32, 32, "Close fire support (A-10 / Su-25)", 4, _BOTH, (_shift(4, air_mission="aircraft"),)
    ),
    _Spec(
        33,
        33,
        "Close fire support / MOAB",
        4,
        _BOTH,
        (_shift(5, air_mission="aircraft"),),
        us_approval=True,
    ),
    _Spec(
        94,
        95,
        "No retreat!",
        6,
        _DEF,
        (_e("convert_results", mapping={"DR": "EX", "DR*": "EX*"}, scope="turn_box"),),
        daesh=True,
        kurds=True,
    ),
    # ---------------------------------------------------------------- event cards
    _Spec(34, 34, "Humanitarian truce", 6, _EV, (_e("truce", turns=2),), not_before_turn=2),
    _Spec(
        35,
        36,
        "Air strikes",
        4,
        _EV,
        (
            _e(
                "strike",
                boxes=1,
                where="any",
                targets="all",
                table=STRIKE_STANDARD,
                box_defence_modifies=True,
                caveats=True,
                air_mission="aircraft",
            ),
        ),
    ),  # fmt: skip
    _Spec(
        37,
        37,
        "Cyber war",
        4,
        _EV,
        (_e("look_and_discard", count=2, counter_roll=(4, 5, 6), counter_discard=1),),
    ),
    _Spec(
        38,
        38,
        "Terror campaign",
        6,
        _EV,
        (_e("only_attack_daesh", target="chosen_player"),),
        not_before_turn=2,
    ),
    _Spec(39, 39, "Secret services", 6, _EV, (_e("steal_card", look=True),), not_before_turn=2),
    _Spec(40, 40, "Fake news", 4, _EV, (_e("random_discard", source="each_opponent", count=1),)),
    _Spec(
        41,
        41,
        "Israeli-Lebanese war",
        6,
        _EV,
        (_e("lebanon_war", targets="LEB_hezbollah"), _e("tension", delta=2)),
        not_before_turn=2,
        removed=True,
    ),
    _Spec(
        42,
        42,
        "Israel strikes Syria",
        4,
        _EV,
        (
            _e(
                "strike",
                boxes=2,
                where="SYR",
                targets=("SYR", "hezbollah"),
                table=STRIKE_STANDARD,
                box_defence_modifies=True,
                caveats=True,
                air_mission="aircraft",
            ),
        ),
    ),  # fmt: skip
    _Spec(
        43, 46, "Peshmergas (Kurds)", 4, _EV, (_e("activate_kurds", ops=4, revive=1, restore=2),)
    ),
    _Spec(
        47,
        49,
        "Strikes on Daesh",
        6,
        _EV,
        (
            _e(
                "strike",
                boxes=1,
                where="any",
                targets="daesh",
                table=STRIKE_DAESH,
                box_defence_modifies=True,
                caveats=True,
                air_mission="aircraft",
            ),
        ),
    ),  # fmt: skip
    _Spec(50, 53, "Daesh", 4, _EV, (_e("activate_daesh", draw=3, ops_per_oil_field=2),)),
    _Spec(54, 63, "Reinforcements", 8, _EV, (_e("reinforcements", draw=1),)),
    _Spec(
        64,
        64,
        "No-fly zone",
        6,
        _EV,
        (_e("no_fly_zone", country="SYR", until="end_of_turn"),),
        not_before_turn=2,
        removed=True,
    ),
    _Spec(
        65,
        65,
        "Rebellion in the Hejaz",
        6,
        _EV,
        (
            _e("random_discard", source="SAU", count=1),
            _e(
                "remove_units",
                nations=("SAU",),
                count=3,
                size="brigade",
                full_strength=True,
                from_reinforcements_too=True,
            ),
        ),
        not_before_turn=3,
        removed=True,
    ),  # fmt: skip
    _Spec(
        66,
        66,
        "Houthi insurrection",
        6,
        _EV,
        (
            _e("random_discard", source="SAU", count=1),
            _e(
                "remove_units",
                nations=("SAU", "UAE"),
                count=3,
                size="brigade",
                full_strength=True,
                from_reinforcements_too=True,
            ),
        ),
        not_before_turn=3,
        removed=True,
    ),  # fmt: skip
    _Spec(
        67,
        67,
        "Coup in Syria",
        4,
        _EV,
        (_e("coup", country="SYR"), _e("tension", delta=1)),
        not_before_turn=3,
        removed=True,
    ),
    _Spec(
        68,
        68,
        "Coup in Iraq",
        4,
        _EV,
        (_e("coup", country="IRQ"), _e("tension", delta=1)),
        not_before_turn=3,
        removed=True,
    ),
    _Spec(
        69,
        69,
        "Blockade of Qatar",
        6,
        _EV,
        (
            _e("random_discard", source="SAU", count=1),
            _e("remove_units", nations=("QAT", "OMN"), count="all", size="brigade"),
            _e("tension", delta=1),
        ),
        not_before_turn=2,
        removed=True,
    ),  # fmt: skip
    _Spec(
        70,
        70,
        "New UN sanctions on Iran",
        6,
        _EV,
        (_e("hand_limit", nation="IRN", size=3, discard=1, until_card=71), _e("tension", delta=1)),
        not_before_turn=2,
        kept=True,
    ),  # fmt: skip
    _Spec(
        71,
        71,
        "Successful negotiation",
        8,
        _EV,
        (
            _e("draw_cards", who="IRN", count=2),
            _e("restore_hand_limit", nation="IRN", cancels=70),
            _e("tension", delta=-2),
        ),
        requires=70,
        removed=True,
    ),  # fmt: skip
    _Spec(
        72,
        72,
        "Oil price collapse",
        6,
        _EV,
        (_e("hand_limit", nation="SAU", size=3, discard=1, until_card=73),),
        not_before_turn=3,
        kept=True,
    ),
    _Spec(
        73,
        73,
        "Oil price rebound",
        8,
        _EV,
        (_e("draw_cards", who="SAU", count=2), _e("restore_hand_limit", nation="SAU", cancels=72)),
        requires=72,
        removed=True,
    ),
    _Spec(
        74,
        74,
        "Euphrates Shield",
        4,
        _EV,
        (
            _e(
                "place_stack",
                units=("tur_1_mech_bde", "tur_5_arm_bde", "tur_6_corps"),
                boxes=("jarabulus", "dahuk"),
                eliminate_present=True,
            ),
            _e("tension", delta=1),
        ),
        not_played_by=("SYR", "IRQ"),
        not_before_turn=2,
        removed=True,
    ),  # fmt: skip
    _Spec(75, 75, "PKK rebellion", 4, _EV, (_e("pkk_rebellion"),), not_before_turn=2, removed=True),
    _Spec(
        76,
        76,
        "Strikes in Syria",
        4,
        _EV,
        (
            _e(
                "strike",
                boxes=3,
                where="SYR",
                targets=("SYR",),
                table=STRIKE_STANDARD,
                box_defence_modifies=True,
                caveats=True,
                air_mission="aircraft",
            ),
            _e("tension", delta=1),
        ),
        not_before_turn=2,
    ),  # fmt: skip
    _Spec(77, 77, "Border incident", 8, _EV, (_e("tension", delta=2),), removed=True),
    _Spec(
        78,
        78,
        "Ramadan ceasefire",
        8,
        _EV,
        (
            _e(
                "ceasefire",
                nations=("IRN", "IRQ", "SYR", "TUR", "SAU"),
                except_against=("daesh", "militia"),
                until="end_of_turn",
            ),
            _e("tension", delta=-1),
        ),
        not_before_turn=2,
        removed=True,
    ),  # fmt: skip
    _Spec(
        79,
        79,
        "Raid on Fordow",
        4,
        _EV,
        (
            _e("random_discard", source="IRN", count=1, by="ISR"),
            _e("tension", delta=2),
            _e("extra_batch", nation="IRN"),
            _e("raise_victory_threshold", nation="ISR", levels=1),
        ),
        removed=True,
    ),  # fmt: skip
    _Spec(
        80,
        80,
        "Third intifada",
        6,
        _EV,
        (
            _e("random_discard", source="ISR", count=1),
            _e(
                "remove_units",
                nations=("ISR",),
                count=2,
                size="division",
                full_strength=True,
                from_reinforcements_too=True,
            ),
        ),
        not_before_turn=3,
        removed=True,
    ),  # fmt: skip
    _Spec(
        81,
        81,
        "Israel under pressure",
        6,
        _EV,
        (_e("hand_limit", nation="ISR", size=3, discard=1, until_card=93), _e("tension", delta=-1)),
        not_before_turn=2,
        removed=True,
    ),  # fmt: skip
    _Spec(
        82,
        82,
        "Carpet bombing",
        4,
        _EV,
        (
            _e(
                "strike",
                boxes=1,
                where="any",
                targets="all",
                table=STRIKE_STANDARD,
                box_defence_modifies=False,
                caveats=True,
                air_mission="stealth",
            ),
        ),
        us_approval=True,
    ),  # fmt: skip
    _Spec(
        83,
        83,
        "Operation Gulf Storm",
        4,
        _EV,
        (_e("random_discard", source="IRN", count=2), _e("tension", delta=1)),
        not_before_turn=2,
        removed=True,
    ),  # fmt: skip
    _Spec(
        84,
        84,
        "Entente cordiale",
        4,
        _EV,
        (
            _e(
                "receive_units",
                who="WEST",
                units=("fr_2_arm_bde", "fr_13_rdp", "uk_3_cdo_bde", "uk_16_aa_bde"),
            ),
        ),
        not_before_turn=2,
        removed=True,
    ),  # fmt: skip
    _Spec(
        85,
        85,
        "Air campaign",
        4,
        _EV,
        (
            _e(
                "strike",
                boxes=2,
                where="any",
                targets="all",
                table=STRIKE_STANDARD,
                box_defence_modifies=True,
                caveats=True,
                air_mission="aircraft",
            ),
        ),
    ),  # fmt: skip
    _Spec(
        86,
        86,
        "Ballistic deterrence",
        4,
        _EV,
        (
            _e("ballistic_deterrence", nations=("ISR", "IRN", "SAU"), exempt=("US", "RUS")),
            _e("tension", delta=1),
        ),
        played_by=("ISR", "IRN", "SAU"),
        kept=True,
    ),  # fmt: skip
    _Spec(
        87,
        87,
        "More troops",
        4,
        _EV,
        (_e("russian_surge", draw=1, revive=2, restore=4),),
        played_by=("RUS",),
        removed=True,
    ),
    _Spec(88, 88, "Naval incident", 8, _EV, (_e("tension", delta=2),), removed=True),
    _Spec(89, 89, "US-Russia summit", 8, _EV, (_e("tension", delta=-3),), removed=True),
    _Spec(
        90,
        90,
        "UN Security Council",
        4,
        _EV,
        (_e("end_game_roll", table=UN_COUNCIL), _e("tension", delta=-1)),
        not_before_turn=4,
    ),
    _Spec(
        91,
        92,
        "Armed drones (UAVs)",
        6,
        _EV,
        (
            _e("reveal_stacks", count=3),
            _e(
                "strike",
                boxes=1,
                where="revealed",
                targets="one_militia",
                table=STRIKE_STANDARD,
                box_defence_modifies=True,
                caveats=True,
                immune=("hezbollah", "al_baghdadi"),
                air_mission="drone",
            ),
        ),
    ),  # fmt: skip
    _Spec(
        93,
        93,
        "Tea Party at the White House",
        8,
        _EV,
        (_e("us_auto_approval", nations=("ISR", "SAU"), cancels_card=81), _e("tension", delta=1)),
        not_before_turn=3,
        kept=True,
    ),  # fmt: skip
)

#: Support-card numbers (book: "Cartes d'appuis"): 1-33 and 94-95.
SUPPORT_NUMBERS: frozenset[int] = frozenset(range(1, 34)) | {94, 95}
#: High-tension card numbers (titles "(CARTE HAUTE TENSION)").
HIGH_TENSION_NUMBERS: frozenset[int] = frozenset(
    n for (first, last), title, _ in PRINTED for n in range(first, last + 1) if "HAUTE" in title
)


def _ops_source(number: int, ops: int) -> str:
    """Where a card's OP come from (module doc: the authoring principle, by value)."""
    if 54 <= number <= 63:
        return "book 34.0: the Reinforcements card's 8 OP"
    return {
        4: "authored: a strong event or support (3+ columns, strike, hand attack, activation, "
        "coup or intervention) gives few points",
        6: "authored: a 2-column support, a counter card or a mid-weight event",
        8: "authored: a political event whose only effect is a tension shift or lifting an "
        "earlier card gives many points, like Reinforcements",
    }[ops]


def _build() -> dict[int, Card]:
    printed = {n: (title, text) for (a, b), title, text in PRINTED for n in range(a, b + 1)}
    cards: dict[int, Card] = {}
    for spec in _SPECS:
        for number in range(spec.first, spec.last + 1):
            title, text = printed[number]
            if number in cards:
                raise ValueError(f"card {number} specified twice")
            cards[number] = Card(
                number=number,
                deck="support" if number in SUPPORT_NUMBERS else "event",
                title_fr=title,
                title_en=spec.title_en,
                text_fr=text,
                ops=spec.ops,
                daesh=spec.daesh,
                kurds=spec.kurds,
                high_tension=number in HIGH_TENSION_NUMBERS,
                timing=spec.timing,
                effects=spec.effects,
                played_by=spec.played_by,
                not_played_by=spec.not_played_by,
                not_before_turn=spec.not_before_turn,
                requires=spec.requires,
                removed=spec.removed,
                kept=spec.kept,
                us_approval=spec.us_approval,
                ops_source=_ops_source(number, spec.ops),
            )
    return dict(sorted(cards.items()))


#: All 95 cards by number.
CARDS: dict[int, Card] = _build()


@dataclass(frozen=True)
class SpecialJoker:
    """A special joker (book 10.0): cannot be countered, removed once played."""

    id: str
    owner: str
    title_fr: str
    title_en: str
    text_fr: str
    timing: tuple[str, ...]
    effects: tuple[Effect, ...]
    scenarios: tuple[int, ...] = ()  # empty: every scenario that hands it out
    returns_at_tension_10: bool = False


def _strike_joker(boxes: int, table: dict[int, DieEffect], **extra: Any) -> Effect:
    return _e("strike", boxes=boxes, table=table, box_defence_modifies=True, caveats=True,
              uncounterable=True, **extra)  # fmt: skip


_JOKER_SPECS: tuple[tuple[str, str, str, tuple[str, ...], tuple[Effect, ...], dict[str, Any]], ...] = (
    ("russian_strikes", "RUS", "Russian air strikes", ("any_time",),
     (_strike_joker(2, STRIKE_STANDARD, where="any", targets="all"), _e("tension", delta=1)),
     {"returns_at_tension_10": True}),
    ("israeli_strikes", "ISR", "Massive Israeli strikes", ("any_time",),
     (_strike_joker(3, STRIKE_HEAVY, where="any", targets="all"),), {"scenarios": (9, 10, 11)}),
    ("us_air_campaign", "US", "US air campaign", ("us_intervention",),
     (_strike_joker(4, STRIKE_HEAVY, where="any", targets="all"),), {}),
    ("hezbollah_arsenal", "IRN", "Hezbollah's arsenal", ("any_time",),
     (_strike_joker(4, STRIKE_REDUCE, where=("ISR", "LEB", "quneitra", "qatana", "tartus",
                                              "quseir", "damascus"),
                    targets="all", israeli_modifier=-1), _e("tension", delta=1)), {}),
    ("iranian_missiles", "IRN", "Iranian ballistic missiles", ("any_time",),
     (_strike_joker(3, STRIKE_REDUCE, where="any", targets="all", israeli_modifier=-1),
      _e("tension", delta=2)), {}),
)  # fmt: skip


def _jokers() -> dict[str, SpecialJoker]:
    jokers: dict[str, SpecialJoker] = {}
    for (jid, owner, title_en, timing, effects, extra), (title_fr, text) in zip(
        _JOKER_SPECS, SPECIAL_JOKERS_PRINTED, strict=True
    ):
        jokers[jid] = SpecialJoker(jid, owner, title_fr, title_en, text, timing, effects, **extra)
    return jokers


#: The 5 special jokers by id, in the book's order.
SPECIAL_JOKERS: dict[str, SpecialJoker] = _jokers()


def strike_effect(
    table: Mapping[int, DieEffect], die: int, box_defence: int = 0, modifier: int = 0
) -> DieEffect:
    """A strike's effect on one unit: the die plus the box's defensive value (0, -1 or -2)
    plus any card modifier (-1 against Israelis for the Iranian jokers), clamped to 1-6.

    Reading of "le jet de dé est modifié par la valeur défensive de la case": the box's value
    is negative (−1, −2) and is added to the die, so strong boxes protect (docs/fitna.md).
    """  # fmt: skip
    if not 1 <= die <= 6:
        raise ValueError(f"a die shows 1 to 6, not {die}")
    return table[max(1, min(6, die + box_defence + modifier))]
