"""Fitna's number tables: combat results, column shifts, tracks, die tables, limits.

Everything is typed data and small pure functions over plain numbers; nothing here knows a game
state. Values are ``book`` (with the section) unless marked ``authored``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.core.crt import ResultsTable, column_at_least
from rules.core.tracks import Track

# ------------------------------------------------------------------------------ combat

Result = Literal["AR*", "AR", "EX", "EX*", "DR", "DR*", "DS"]

#: Every combat result of 18.4, with the book's meaning.
RESULTS: dict[str, str] = {
    "AR*": "Attacker repulsed with heavy losses: every attacking unit loses 1 step, all go back.",
    "AR": "Attacker repulsed: one attacking unit loses 1 step, the whole stack goes back.",
    "EX": "Exchange: each side loses 1 step on one unit; the attacker occupies the box with every "
    "engaged unit if the defender is eliminated, otherwise goes back.",
    "EX*": "Exchange with heavy losses: each side loses 2 steps; the attacker occupies with its "
    "survivors if the defender is eliminated, otherwise goes back.",
    "DR": "Defender retreats: one defending unit loses 1 step, the defenders retreat to an "
    "adjacent controlled box; the attacker takes and occupies the box, armour may exploit.",
    "DR*": "Defender retreats with heavy losses: the defender loses 2 steps (spread over 2 units "
    "if it can) and retreats; the attacker loses 1 step but takes the box, armour may exploit.",
    "DS": "Defender surrenders: every defending unit is eliminated (to replacements); the "
    "attacker takes and occupies the box, armour may exploit.",
}

#: The CRT's columns, left to right, as printed: (label, lowest difference, highest difference)
#: of attack minus defence strength (book, "Table de résolution des combats").
CRT_COLUMNS: tuple[tuple[str, int | None, int | None], ...] = (
    ("-8 ou moins", None, -8),
    ("-5 à -7", -7, -5),
    ("-2 à -4", -4, -2),
    ("-1 à +1", -1, 1),
    ("+2 à +4", 2, 4),
    ("+5 à +7", 5, 7),
    ("+8 à +10", 8, 10),
    ("+11 à +13", 11, 13),
    ("+14 à +17", 14, 17),
    ("+18 ou plus", 18, None),
)

#: The CRT's rows by die face 1-6, one result per column, exactly as printed (book).
#: Row 3 reads EX* at +5/+7 but EX at +8/+10: kept as printed. The diagonal of EX* in rows 4-6
#: (two columns wide in rows 4 and 5) suggests +8/+10 might be EX* in the original; nothing in
#: the book (no example lands there) decides, so the printed text wins (docs/fitna.md).
CRT: dict[int, tuple[Result, ...]] = {
    1: ("AR*", "AR*", "AR", "AR", "AR", "AR", "AR", "EX", "EX", "DR"),
    2: ("AR*", "AR", "AR", "AR", "AR", "EX", "EX", "EX", "DR", "DR"),
    3: ("AR", "AR", "AR", "EX", "EX", "EX*", "EX", "DR", "DR", "DR*"),
    4: ("AR", "AR", "EX", "EX*", "EX*", "DR", "DR", "DR", "DR*", "DS"),
    5: ("AR", "EX", "EX*", "EX*", "DR", "DR", "DR", "DR*", "DS", "DS"),
    6: ("EX", "EX*", "DR", "DR", "DR", "DR", "DR*", "DS", "DS", "DS"),
}


#: The same table as the kit's :class:`~rules.core.crt.ResultsTable`, columns by index 0-9.
CRT_TABLE: ResultsTable[int, Result] = ResultsTable(
    columns=tuple(range(len(CRT_COLUMNS))),
    rows={i: tuple(CRT[die][i] for die in range(1, 7)) for i in range(len(CRT_COLUMNS))},
)
#: (lowest difference, column index) for the kit's ``column_at_least``.
_THRESHOLDS: tuple[tuple[int, int], ...] = tuple(
    (low if low is not None else -(10**9), i) for i, (_label, low, _high) in enumerate(CRT_COLUMNS)
)


def base_column(difference: int) -> int:
    """Index (0-9) of the CRT column for ``attack - defence`` (book 18.1)."""
    return column_at_least(difference, _THRESHOLDS)


def final_column(difference: int, shifts: int) -> int:
    """The column after ``shifts`` (positive to the attacker's right, negative to the left),
    clamped to the table's edges (book 18.2: the example ends "sur la dernière à droite … même
    si le joueur irakien devait disposer de 2 colonnes de décalage": shifts past the last column
    are lost)."""
    return CRT_TABLE.shift(base_column(difference), shifts)


def combat_result(difference: int, shifts: int, die: int) -> Result:
    """The CRT result for a strength difference, net column shifts and a die (18.1-18.4)."""
    return CRT_TABLE.resolve(base_column(difference), shifts, die)


#: Column shifts of 18.2 (negative favours the defender).
ENTRENCHMENT_SHIFT = -1  # book 3.3/18.2/19.0: one column left, on top of the box's own defence.
ISOLATION_SHIFT = 2  # book 14.1/18.2: isolated units suffer 2 columns against them.
SEVERE_WINTER_SHIFT = -1  # book card 23: mountain boxes, one more column left.

# ------------------------------------------------------------------------------ limits

STACK_LIMIT = 3  # book 4.0: up to 3 military units per box...
STACK_LIMIT_DAESH = 4  # ...4 for Daesh (book 4.0, 18.0)...
CORPS_PER_STACK = 1  # ...of which at most 1 corps (Turkish player) (book 4.0).
ENTRENCHMENTS_PER_BOX = 1  # book 19.0
HAND_SIZE = 4  # book 6.0, 8.0, 12.1 step 7
SANCTIONED_HAND_SIZE = 3  # book cards 70, 72, 81
RESHUFFLE_TURNS = (3, 6, 9, 12)  # book 8.2
UNITS_MOVED_PER_OP = 2  # book 16.0, 17.0
OFFENSIVES_PER_OP = 1  # book 16.0, 18.0
MAX_OP_CARDS = 2  # book 16.0, 12.1 step 3
CARD_OPS = (4, 6, 8)  # book 8.0, 16.0
DEPOT_MOVES = 2  # book 11.0: strategic depots move 2 units...
DEPOT_OFFENSIVES = 1  # ...and launch 1 offensive without cards.
ISOLATED_MOVEMENT = 2  # book 14.1, 17.1
AIRMOBILE_GROUND_MOVEMENT = 3  # book 17.2: "se déplacer comme une unité normale avec … 3"
AIRMOBILE_ASSAULT_RANGE = 6  # book 17.2.2
#: book 17.2.2: airmobile assaults may not fly over these countries unless they are their own.
AIRMOBILE_NO_OVERFLY = ("TUR", "ISR", "IRN", "SAU")
JOKER_DRAW = 2  # book 9.0
KURD_ACTIVATION_OPS = 4  # book 26.2, cards 43-46
DAESH_OPS_PER_OIL_FIELD = 2  # book 25.2
DAESH_ACTIVATION_DRAW = 3  # book 25.2
AL_BAGHDADI_MOVE_COST = 1  # book 25.2: moving Al Baghdadi costs 1 OP
DAESH_NO_OIL_OFFENSIVES = 1  # book 25.2: without oil, still one offensive and Al Baghdadi's move


def op_split(ops: int, movement_ops: int) -> tuple[int, int]:
    """(units that may move, offensives) for ``ops`` points with ``movement_ops`` on movement
    (book 16.0: "6 points … ventile en 3-3 ; il peut déplacer 6 unités (3 x 2) et lancer 3
    offensives")."""
    if not 0 <= movement_ops <= ops:
        raise ValueError(f"movement takes 0 to {ops} points, not {movement_ops}")
    return movement_ops * UNITS_MOVED_PER_OP, (ops - movement_ops) * OFFENSIVES_PER_OP


def cards_to_draw(hand: int, limit: int = HAND_SIZE) -> int:
    """Cards drawn in the card adjustment segment (12.1 step 7): up to the limit (4, or 3 under
    cards 70, 72, 81); a player holding more keeps them and draws none ("S'il en a plus (par
    exemple s'il a joué son pion joker), il les garde mais ne peut pas piocher")."""
    return max(0, limit - hand)


def daesh_ops(oil_fields: int) -> int:
    """OP the player activating Daesh receives (book 25.2: 2 per oil field Daesh controls;
    "si Daech contrôle 3 gisements pétroliers, il recevra 6 points d'opération"). With none,
    the book grants no points but still a move of Al Baghdadi and one offensive."""
    return DAESH_OPS_PER_OIL_FIELD * oil_fields


# ------------------------------------------------------------------------------ tension

TENSION_MIN = 0  # authored: the book prints no lower bound; a track starts at 0.
TENSION_MAX = 10  # book 22.0: 10 is the top effect; authored: the track stops there.
TENSION_HIGH_CARDS = 5  # book 8.3, 22.1: the 15 high-tension cards join the decks.
TENSION_FREE_BATCH = 6  # book 22.1: every player gets the next reinforcement batch.
TENSION_INTERVENTION = 10  # book 22.1, 27.1, 28.0: US intervention, Russian surge.

#: What happens on reaching each level (book 22.1). Effects fire when the marker reaches the
#: level; authored: each level's effect fires the first time it is reached only (the book says
#: the high-tension cards stay in once added, 8.3; a second batch at 6 would reward oscillating
#: the track, which the book's "lorsque la tension atteint le niveau 6, puis le niveau 10"
#: does not suggest).
TENSION_EFFECTS: dict[int, tuple[str, ...]] = {
    5: ("add_high_tension_cards",),
    6: ("free_batch_all",),
    10: ("us_intervention", "russian_surge", "russian_joker_back", "free_batch_others"),
}


@dataclass(frozen=True)
class TensionTrigger:
    """One trigger of 22.0: ``once`` when the book says "la première fois"."""

    id: str
    delta: int
    once: bool
    text: str


#: book 22.0 (cards change tension too; their deltas are in cards.py).
TENSION_TRIGGERS: tuple[TensionTrigger, ...] = (
    TensionTrigger(
        "russia_attacks_turks", 2, True, "Russia attacks a Turkish unit in Iraq or Syria"
    ),
    TensionTrigger("iran_vs_israel", 2, True, "Iranian and Israeli units fight on the ground"),
    TensionTrigger(
        "iran_vs_saudi", 2, True, "Iranian and Saudi (or allied Arab) units fight on the ground"
    ),
    TensionTrigger(
        "enter_turkey", 2, True, "Syrian, Iraqi or Iranian units enter or attack Turkey"
    ),
    TensionTrigger("israel_takes_damascus", 2, True, "Israeli units take Damascus"),
    TensionTrigger("israel_takes_beirut", 1, True, "Israeli units take Beirut"),
    TensionTrigger("russia_vs_iran", 1, True, "Russian and Iranian units fight or bomb each other"),
    TensionTrigger("iran_vs_turkey", 1, True, "Iranian and Turkish units fight or bomb each other"),
    TensionTrigger("turks_take_aleppo", 1, True, "Turkish units take Aleppo"),
    TensionTrigger(
        "daesh_takes_key_box",
        1,
        False,
        "Daesh takes Baghdad, Karbala, Najaf, Aleppo, Damascus or a box in Turkey (each time)",
    ),
)
#: The boxes whose capture by Daesh raises tension each time (book 22.0).
DAESH_TENSION_BOXES: tuple[str, ...] = ("baghdad", "karbala", "najaf", "aleppo", "damascus")


#: The international tension track as the kit's :class:`~rules.core.tracks.Track`.
TENSION_TRACK: Track[int] = Track(
    "tension",
    maximum=TENSION_MAX,
    minimum=TENSION_MIN,
    thresholds={5: "high-tension cards", 6: "free batch", 10: "US and Russian intervention"},
)


def tension_after(level: int, delta: int) -> int:
    """The track after a change, kept within its bounds (authored: 0 to 10)."""
    return TENSION_TRACK.move(level, delta)


def tension_levels_crossed(before: int, after: int) -> tuple[int, ...]:
    """Effect levels of 22.1 reached when the marker climbs from ``before`` to ``after``
    (22.1 speaks of reaching a level: going down fires nothing)."""
    if after <= before:
        return ()
    return tuple(TENSION_TRACK.crossed(before, after))


# ------------------------------------------------------------------------------ turns

#: The turn track, 1 to 12 (book 2.3: scenarios last 6, 9 or 12 turns), decks reshuffled at
#: the start of turns 3, 6, 9 and 12 (8.2). Each turn is two months (book 1.0).
TURN_TRACK: Track[int] = Track("turn", maximum=12, minimum=1, thresholds={
    turn: "reshuffle" for turn in RESHUFFLE_TURNS})  # fmt: skip
MONTHS_PER_TURN = 2  # book 1.0

# ------------------------------------------------------------------------------ die tables

DieEffect = Literal["none", "reduce", "eliminate", "rebel", "loyal"]

#: Coup loyalty roll for each non-elite unit (book 23.2, 23.3, cards 67-68).
COUP_ROLL: dict[int, DieEffect] = {
    1: "rebel",
    2: "rebel",
    3: "eliminate",
    4: "eliminate",
    5: "loyal",
    6: "loyal",
}
#: Lebanon war roll for each Lebanese Hezbollah unit (book 24.0, card 41).
LEBANON_WAR_ROLL: dict[int, DieEffect] = {
    1: "none",
    2: "none",
    3: "reduce",
    4: "eliminate",
    5: "eliminate",
    6: "eliminate",
}

#: US approval for cards 33 and 82 (book 27.2): highest die that approves, by case.
US_APPROVAL_MAX: dict[str, int] = {"vs_daesh": 5, "ISR": 4, "TUR": 3, "SAU": 2}


def us_approves(case: str, die: int) -> bool:
    """Whether the US approve (book 27.2; every other case fails automatically)."""
    return die <= US_APPROVAL_MAX.get(case, 0)


# ------------------------------------------------------------------------------ victory

#: Optional VP count margins (book 31.1), highest first.
VICTORY_MARGINS: tuple[tuple[str, int], ...] = (("decisive", 15), ("major", 10), ("minor", 5))
CORRIDOR_BONUS = 10  # book 31.1: Iranian and Saudi corridor bonuses.
#: book 31.1's two bonuses as (the nation whose player earns it, the country where his line
#: starts, where it must reach: a country's code, or ``coast`` for "une case côtière
#: méditerranéenne"): "Bonus iranien : Si le joueur iranien parvient à établir une ligne de
#: communication ininterrompue (cases contiguës et ravitaillées) entre le territoire iranien et
#: une case côtière méditerranéenne : +10 PV"; "Bonus saoudien : ... entre les territoires
#: saoudien et turc : +10 PV".
CORRIDORS: tuple[tuple[str, str, str], ...] = (("IRN", "IRN", "coast"), ("SAU", "SAU", "TUR"))


def victory_level(my_vp: int, best_other_vp: int) -> str:
    """The level reached with the optional VP count (book 31.1), or ``draw``."""
    for level, margin in VICTORY_MARGINS:
        if my_vp - best_other_vp >= margin:
            return level
    return "draw"


VICTORY_ORDER: tuple[str, ...] = ("draw", "minor", "major", "decisive")


def overall_level(levels: list[str]) -> str:
    """A player holding several countries reaches only the lowest level among them (book 31.0:
    "une victoire mineure avec l'un … et une victoire décisive avec l'autre … qu'une victoire
    mineure")."""
    return min(levels, key=VICTORY_ORDER.index)
