"""Every number table of the One More Barrel rulebook, as typed data and small pure functions.

Nothing here reads or changes a game state: the functions take and return plain numbers, so
the engine, the battle and rebel modules and the end-of-turn checks share one reading of each
table. Values come from the French rulebook (``book``) unless marked ``authored``; the board's
tracks (oil price steps, tender money, pacifism penalties, die faces) live in ``board.py``.
Money here is in whole dollars unless a name says ``cents``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rules.core.dice import DieTable
from rules.core.tracks import Track, clamp

from .board import (
    INFLUENCE_MAX,
    MEDIA_MAX,
    OIL_PRICE_TRACK_CENTS,
    PACIFISM_MAX,
    PACIFISM_PENALTY_DOLLARS,
    PRICE_DIE_STEPS,
    REINFORCEMENT_DIE,
    TENDER_TRACK_DOLLARS,
)

# ------------------------------------------------------------------------------ action board

#: Media control boxes, first to last: points gained at most (book: "jusqu'à 3 points
#: (première case), 2 points (deuxième case) ou 1 point (troisième et quatrième cases)").
MEDIA_BOX_GAINS: tuple[int, ...] = (3, 2, 1, 1)
#: Cost in $ of raising media control by 1, 2 or 3 points (book: 1 point free, 2 points 3 $,
#: 3 points 6 $).
MEDIA_RAISE_COST: dict[int, int] = {1: 0, 2: 3, 3: 6}

#: Purchases and moves boxes, first to last: (units that may be bought, moves that may be made)
#: (book: "acheter 10, 5 ou 3 éléments", "effectuer 3, 2 ou 1 mouvements").
PURCHASE_MOVE_BOXES: tuple[tuple[int, int], ...] = ((10, 3), (5, 2), (3, 1))
#: Price in $ of one military or logistic unit bought by land (placed on the border) or by air
#: (placed in any region) (book).
LAND_UNIT_COST = 1
AIR_UNIT_COST = 2

#: Developments boxes, first to last: developments allowed (book: "simple, double ou triple
#: selon la case choisie"; the first box is the triple one, as in the book's example).
DEVELOPMENT_BOXES: tuple[int, ...] = (3, 2, 1)
DevelopmentKind = Literal["building", "influence", "tender"]
#: book: the three kinds of development (buildings, influence points, tenders).
DEVELOPMENT_KINDS: tuple[DevelopmentKind, ...] = ("building", "influence", "tender")
#: Extra $ for each use of a development kind after the first in the same turn.
#: book: "2ème action identique : 3$, 3ème action identique : 6$" and the example "construire 3
#: bâtiments ; il devrait alors payer 6$ pour la double répétition": three buildings cost 6 $ in
#: all, so the 3 $ and 6 $ are running totals and every repetition adds 3 $ (the text's "la
#: seconde 6$" read as a per-use price would make three buildings cost 9 $: the example wins).
DEVELOPMENT_REPEAT_COST = 3

#: Money from the Cash box, in $ (book).
CASH_GAIN = 2
#: Money from the New tax box, in $, and the pacifism it costs (book: 5 $, +1 pacifism).
NEW_TAX_GAIN = 5
NEW_TAX_PACIFISM = 1


def action_columns(players: int) -> int:
    """Columns of the action board in use (book: 3 players: 2 columns, 4: 3, 5: all four).

    authored: "toutes les colonnes" is four, the number of media and turn-order boxes.
    """
    if not 3 <= players <= 5:
        raise ValueError(f"One More Barrel is for 3 to 5 players, not {players}.")
    return players - 1


def media_raise_cost(points: int) -> int:
    """The $ cost of raising media control by ``points`` (1 free, 2 for 3 $, 3 for 6 $)."""
    if points not in MEDIA_RAISE_COST:
        raise ValueError(f"Media control rises by 1 to 3 points, not {points}.")
    return MEDIA_RAISE_COST[points]


def development_use_cost(earlier_uses_this_turn: int) -> int:
    """The $ price of one more development of a kind already used that many times this turn.

    The first use of a kind in a turn is free; each repetition costs 3 $ (see
    :data:`DEVELOPMENT_REPEAT_COST` for why the third use costs 3 $ more, not 6 $ more).
    """
    if earlier_uses_this_turn < 0:
        raise ValueError("A number of uses cannot be negative.")
    return 0 if earlier_uses_this_turn == 0 else DEVELOPMENT_REPEAT_COST


def developments_cost(kinds: Sequence[DevelopmentKind]) -> int:
    """Total repeat cost in $ of carrying out ``kinds`` in this order in one turn.

    Book examples: a tender, a building and an influence point cost 0 $; three buildings
    cost 6 $ (the logistics the buildings use are paid apart).
    """
    used: dict[str, int] = {}
    total = 0
    for kind in kinds:
        total += development_use_cost(used.get(kind, 0))
        used[kind] = used.get(kind, 0) + 1
    return total


# ------------------------------------------------------------------------------ buildings

BuildingKind = Literal["tank", "police", "pipeline", "refinery"]


@dataclass(frozen=True)
class BuildingSpec:
    """One kind of military building: its logistic cost and whether a region holds only one.

    The cost is also the damage a bombing needs to destroy it and the pacifism its destruction
    gives its owner (book "Dommages", "Conséquence sur le pacifisme").
    """

    kind: BuildingKind
    name: str
    cost: int
    one_per_region: bool


#: book: tank 1 logistic (several per region), police station 2, pipeline 3, refinery 4 (one
#: of each of these per region).
BUILDINGS: dict[str, BuildingSpec] = {
    "tank": BuildingSpec("tank", "storage tank", 1, one_per_region=False),
    "police": BuildingSpec("police", "police station", 2, one_per_region=True),
    "pipeline": BuildingSpec("pipeline", "pipeline", 3, one_per_region=True),
    "refinery": BuildingSpec("refinery", "refinery", 4, one_per_region=True),
}
#: book: "3 bâtiments militaires maximum dans une même région".
MAX_BUILDINGS_PER_REGION = 3
#: book: barrels a region stores without a tank, and per tank ("1 baril maximum sans
#: construction, jusqu'à 4 s'il y a 1 réservoir, jusqu'à 8 s'il y a 2 réservoirs").
STORAGE_WITHOUT_TANK = 1
STORAGE_PER_TANK = 4
#: book: police station defence bonus in its own region and in each neighbouring region.
POLICE_BONUS_HERE = 3
POLICE_BONUS_NEXT_DOOR = 1
#: book: extra barrels a pipeline lets its region's controller collect each turn.
PIPELINE_EXTRA_COLLECTION = 1


def storage_capacity(tanks: int) -> int:
    """Barrels a region keeps at the end of a turn: 1 without a tank, 4 per tank."""
    return STORAGE_WITHOUT_TANK if tanks <= 0 else STORAGE_PER_TANK * tanks


def stored_and_lost(barrels: int, tanks: int) -> tuple[int, int]:
    """(kept, lost) for ``barrels`` left on a region with ``tanks`` storage tanks.

    Book: "dans le cas d'un territoire avec 6 barils et 1 réservoir, 4 barils sont stockés et
    2 éliminés".
    """
    kept = min(barrels, storage_capacity(tanks))
    return kept, barrels - kept


# ------------------------------------------------------------------------------ oil production


def production(oil: int, logistics: int, refinery: bool) -> tuple[int, int]:
    """(barrels produced, logistics needed) for a region's two numbers.

    A refinery produces one barrel more with one logistic less (book: Basra 3 / 4 becomes
    4 barrels for 3 logistics). One logistic unit is used up per production (engine).
    """
    if refinery:
        return oil + 1, logistics - 1
    return oil, logistics


def government_extra_split(barrels: int) -> tuple[int, int]:
    """(to the player, to the government) of a region's phase-3 extra production.

    Book: "La moitié de la production supplémentaire ... va au gouvernement ... arrondi à
    l'entier supérieur. Ainsi, si une région produit normalement 1 baril, il y aura 1 baril
    pour le joueur et 1 pour le gouvernement ... 3 barils, 2 pour le joueur et 2 pour le
    gouvernement." Both halves are rounded up, as the examples show (1 → 1 + 1, 3 → 2 + 2).
    """
    half = math.ceil(barrels / 2)
    return half, half


#: Influence points lost for each controlled region that did not make its phase-3 extra
#: production, and the $ paid per point when influence is already 0 (book).
GOVERNMENT_INFLUENCE_LOSS = 1
GOVERNMENT_PENALTY_PER_POINT = 4


# ------------------------------------------------------------------------------ battles


#: The phase-1 reinforcement die read as a table (``rules.core.dice``; book bands, see board).
REINFORCEMENT_TABLE: DieTable[int] = DieTable(REINFORCEMENT_DIE)


def reinforcements(die: int) -> int:
    """Phase-1 local reinforcements for a die face (6: +3, 4–5: +2, 2–3: +1, 1: 0)."""
    return REINFORCEMENT_TABLE.read(die)


#: Force ratios of the damage table, best for the reader first (a, b) = "a:b".
Ratio = tuple[int, int]
RATIOS: tuple[Ratio, ...] = ((4, 1), (3, 1), (2, 1), (1, 1), (1, 2), (1, 3), (1, 4))

#: Damage dealt to the other side, by force ratio (read from the roller's own side) and die
#: face 1..6 (index 0 is face 1).
#: book: the table "Rapport / Lancer de dés / dommages" of "A la loupe: les règles de la
#: bataille". Both scans lost the die-face pictures of the columns; the order of the columns is
#: fixed by the book's example C: at 2:1 the player's black die 3 and the locals' white die 4 (read
#: at 1:2) leave "4 unités" of the player and "1 unité" of the locals, after "2 unités" and
#: "0 unité" eliminated (scan 000). That holds only if the columns run from face 1 to face 6:
#: black 3 at 2:1 → 2 damage to the locals (3 → 1), white 4 at 1:2 → 0 damage to the player.
#: Read from face 6 down, both would deal 1, which the example contradicts. So a low roll hits
#: harder.
DAMAGE_TABLE: dict[Ratio, tuple[int, ...]] = {
    (4, 1): (4, 3, 3, 2, 2, 1),
    (3, 1): (4, 3, 2, 2, 1, 1),
    (2, 1): (3, 2, 2, 1, 1, 0),
    (1, 1): (2, 2, 1, 1, 0, 0),
    (1, 2): (2, 1, 1, 0, 0, 0),
    (1, 3): (1, 1, 0, 0, 0, 0),
    (1, 4): (1, 0, 0, 0, 0, 0),
}


def force_ratio(players: int, locals_: int) -> Ratio:
    """The players' force ratio against the locals, rounded in the players' favour.

    Book examples: 4 against 7 is 1:1 ("les unités locales n'arrivent pas au double"), 4
    against 8 is 1:2 ("exactement le double"), 4 against 3 is 2:1 ("1 unité en plus ... arrondi
    en sa faveur"). So the players' side rounds up and the locals' side rounds down; the
    table stops at 4:1 and 1:4.
    """
    if players <= 0 or locals_ <= 0:
        raise ValueError("A force ratio needs units on both sides.")
    if players >= locals_:
        return (min(4, math.ceil(players / locals_)), 1)
    return (1, min(4, locals_ // players))


def inverse_ratio(ratio: Ratio) -> Ratio:
    """The same ratio read from the other side (book: 2:1 for the player is 1:2 for the locals)."""
    return (ratio[1], ratio[0])


def battle_damage(ratio: Ratio, die: int) -> int:
    """Damage one side deals with its die, reading the table at its own force ratio."""
    if not 1 <= die <= 6:
        raise ValueError(f"A die shows 1 to 6, not {die}.")
    return DAMAGE_TABLE[ratio][die - 1]


#: Military units lost and pacifism gained by a retreat (book "Retraite").
RETREAT_UNIT_LOSS = 1
RETREAT_PACIFISM = 1
#: Pacifism gained per military unit eliminated in a battle or a bombing (book).
PACIFISM_PER_FALLEN_UNIT = 1


# ------------------------------------------------------------------------------ pacifism


def media_limit(media: int) -> int:
    """Military units a player may have on the board without pacifism rising.

    Book: "3 unités militaires pour 0-1 point, 4 unités militaires pour 2-3, 5 unités
    militaires pour 4-5, etc." → 3 + media ÷ 2.
    """
    return 3 + max(0, media) // 2


def pacifism_change(military: int, media: int) -> int:
    """End-of-turn pacifism change: +1 per unit over the media limit, −1 per two units under.

    Book examples: 4 units at media 3: 0; 6 units at media 2: +2; media 10 with 5 units: −1,
    with 4 units: −2.
    """
    difference = military - media_limit(media)
    if difference > 0:
        return difference
    return -((-difference) // 2)


#: The tracks of the board (``rules.core.tracks``): pacifism, each step worth its end-of-turn
#: penalty in $; influence and media, 0 to 15; the oil price, each step worth its price in
#: cents; the tender track, each step worth its money in $ at the end (values: see board).
PACIFISM_TRACK: Track[int] = Track.of_values("pacifism", PACIFISM_PENALTY_DOLLARS)
INFLUENCE_TRACK: Track[int] = Track("influence", INFLUENCE_MAX)
MEDIA_TRACK: Track[int] = Track("media", MEDIA_MAX)
OIL_PRICE_TRACK: Track[int] = Track.of_values("oil price", OIL_PRICE_TRACK_CENTS)
TENDER_TRACK: Track[int] = Track.of_values("tenders", TENDER_TRACK_DOLLARS)


def clamp_track(value: int, maximum: int = PACIFISM_MAX) -> int:
    """A track value kept between 0 and ``maximum`` (the marker stops at both ends)."""
    return clamp(value, 0, maximum)


def pacifism_penalty(pacifism: int) -> int:
    """The $ penalty paid at each end of turn for a pacifism level (1/3/5/10/15 $ by band)."""
    return PACIFISM_TRACK.value(pacifism)


#: Final scoring multiplies the pacifism penalty (book: "multipliées par 10").
FINAL_PENALTY_FACTOR = 10


def speech_reduction(pacifism: int) -> int:
    """Pacifism removed by the speech to the nation.

    Book table: 15–13: −5, 12–10: −4, 9–7: −3, 6–4: −2, 3–1: −1 (0: nothing to remove).
    """
    return math.ceil(clamp_track(pacifism) / 3)


# ------------------------------------------------------------------------------ oil price

#: Price change in track steps by number of sellers this turn (index = sellers), by player
#: count. book: "VARIATION DU COURS DE PETROLE EN FONCTION DE LA DISPONIBILITE SUR LE MARCHE":
#: 3 players "+1 - -1 -3+", 4 players "+1 - -1 -1 -3+", 5 players "+1 - - -1 -1 -3+" ("-" is
#: no change). The last column, everybody sold, is "−3 and more": −3 plus the price die.
SUPPLY_TABLE: dict[int, tuple[int, ...]] = {
    3: (1, 0, -1, -3),
    4: (1, 0, -1, -1, -3),
    5: (1, 0, 0, -1, -1, -3),
}


#: The price die read as a table (``rules.core.dice``; faces authored, see board).
PRICE_DIE_TABLE: DieTable[int] = DieTable(PRICE_DIE_STEPS)


def price_die_steps(die: int) -> int:
    """The extra price change when everybody sold (book: −3, −2, −1 or 0 points; see board)."""
    return PRICE_DIE_TABLE.read(die)


def everybody_sold(players: int, sellers: int) -> bool:
    """Whether the supply change needs the price die (every player sold this turn)."""
    return sellers >= players


def supply_change(players: int, sellers: int, die: int | None = None) -> int:
    """Price change in steps from the market's supply; ``die`` is needed when all sold.

    Book examples (4 players): one seller: 0; two sellers: −1; all four: "au moins 3 points"
    down (3 + the die).
    """
    row = SUPPLY_TABLE[players]
    if not 0 <= sellers <= players:
        raise ValueError(f"{sellers} sellers among {players} players?")
    change = row[sellers]
    if everybody_sold(players, sellers):
        if die is None:
            raise ValueError("Everybody sold: the price die must be rolled.")
        change += price_die_steps(die)
    return change


def speculation(highest_pacifism: int) -> int:
    """Price rise in steps from speculation, read at the highest pacifism level.

    Book: 4–6: +1, 7–9: +2, 10–12: +3, 13–15: +4 (nothing below 4).
    """
    level = clamp_track(highest_pacifism)
    return 0 if level < 4 else (level - 1) // 3


def price_change(players: int, sellers: int, highest_pacifism: int, die: int | None = None) -> int:
    """Total price change in steps: supply, plus speculation only if supply did not lower it.

    Book: 4 players, one seller and a highest pacifism of 7: +2; two sellers: −1 (no
    speculation because the price falls).
    """
    change = supply_change(players, sellers, die)
    if change >= 0:
        change += speculation(highest_pacifism)
    return change


def move_price_step(step: int, change: int) -> int:
    """The new index on the oil price track; the marker stops at both ends of the track."""
    return OIL_PRICE_TRACK.move(step, change)


def oil_price_cents(step: int) -> int:
    """The price of one barrel in cents at a track index."""
    return OIL_PRICE_TRACK.value(step)


def tender_dollars(steps: int) -> int:
    """Money (in $) paid at game end for ``steps`` on the tender track (the top step holds)."""
    return TENDER_TRACK.value(steps)


def barrels_to_cover(cents: int, price_cents: int) -> int:
    """Barrels to give up to cover a debt of ``cents`` at a price (rounded up; no change back)."""
    if cents <= 0:
        return 0
    return -(-cents // price_cents)


# ------------------------------------------------------------------------------ oil collection

#: Barrels each player collects in all into the reserve each turn, pipelines apart (book:
#: "jusqu'à 2 barils (2 barils en tout et non 2 barils pour chaque territoire)").
COLLECTION_PER_TURN = 2


# ------------------------------------------------------------------------------ government oil


def influence_bonus(influence: int) -> int:
    """Defence bonus against bombings: +1 per 3 influence points, at most +5 (book)."""
    return min(5, clamp_track(influence, INFLUENCE_MAX) // 3)


def government_score(influence: int, controlled_regions: int) -> float:
    """Government ranking: influence + 2.5 × controlled regions (book)."""
    return influence + 2.5 * controlled_regions


def government_parts(barrels: int) -> tuple[int, int, int]:
    """Barrels for the 1st, 2nd and 3rd most influential, all rounded down.

    Book: two thirds are shared; the first takes half, the third a quarter and the second the
    average of the two. 35 barrels: 23 shared, 11 / 8 / 5. 50 barrels: 33 shared, 16 / 12 / 8.
    """
    shared = (2 * barrels) // 3
    first = shared // 2
    third = shared // 4
    second = (first + third) // 2
    return first, second, third


def government_shares(barrels: int, scores: Sequence[float]) -> list[int]:
    """Barrels each seat receives from the government, given each seat's ranking score.

    Players are ranked by score; tied players pool the parts of the places they occupy and
    share them equally, rounded down (book: first and second tied at 35 barrels get (11 + 8)
    ÷ 2 = 9 each; at 50 barrels (16 + 12) ÷ 2 = 14 each). Places after the third have no part,
    so a tie across the third place shares the third part alone (interpretation).
    """
    parts = government_parts(barrels)
    order = sorted(range(len(scores)), key=lambda seat: -scores[seat])
    shares = [0] * len(scores)
    place = 0
    while place < len(order):
        group = [s for s in order if scores[s] == scores[order[place]]]
        pooled = sum(parts[p] for p in range(place, place + len(group)) if p < len(parts))
        for seat in group:
            shares[seat] = pooled // len(group)
        place += len(group)
    return shares


# ------------------------------------------------------------------------------ bombings

#: Damage that destroys one unit (book: logistics 1, military 3); buildings: their cost.
DAMAGE_PER_LOGISTIC = 1
DAMAGE_PER_MILITARY = 3
#: Pacifism the victim gains per unit destroyed by a bombing (book: 2 per military, 1 per
#: logistic, a building's logistic cost), and loses after a failed bombing.
BOMBING_PACIFISM_PER_MILITARY = 2
BOMBING_PACIFISM_PER_LOGISTIC = 1
BOMBING_FAILED_PACIFISM = -1
#: book: a roll of 11–12 always hurts, 2–3 always fails.
BOMBING_ALWAYS_HITS = (11, 12)
BOMBING_ALWAYS_FAILS = (2, 3)
#: Rebel strength when a die enters or comes back after a bombing (book).
REBEL_START_STRENGTH = 1


def bombing_defence(
    military_here: int,
    military_next_door: int,
    police_here: int,
    police_next_door: int,
    influence: int,
    rebel_strength: int,
) -> int:
    """The defence value against a bombing.

    Military in the target region and in neighbouring regions not at war (the caller leaves out
    units in battle), +3 per police station here, +1 per police station next door, +1 per 3
    influence, −1 per point of rebel strength. Book example (Muthanna): 3 + 2 military, one
    police station next door (+1), influence 9 (+3), rebels at 3 (−3): 6.
    """
    return (
        military_here
        + military_next_door
        + POLICE_BONUS_HERE * police_here
        + POLICE_BONUS_NEXT_DOOR * police_next_door
        + influence_bonus(influence)
        - rebel_strength
    )


@dataclass(frozen=True)
class BombingRoll:
    """The reading of a defender's 2d6 roll against a defence value.

    ``damage``: damage points (the roll minus the defence, when higher). ``forced``: 11–12
    against a defence at least as high: the target is hit anyway (a building destroyed, or one
    unit eliminated) (book "Résultats particuliers").
    """

    damage: int
    forced: bool

    @property
    def failed(self) -> bool:
        return self.damage == 0 and not self.forced


def bombing_roll(roll: int, defence: int) -> BombingRoll:
    """Read a bombing: 2–3 always fails, 11–12 always hurts, else the roll minus the defence.

    Book example: roll 3 + 5 = 8 against a defence of 6: 2 damage.
    """
    if not 2 <= roll <= 12:
        raise ValueError(f"Two dice show 2 to 12, not {roll}.")
    if roll in BOMBING_ALWAYS_FAILS:
        return BombingRoll(0, forced=False)
    if roll > defence:
        return BombingRoll(roll - defence, forced=False)
    return BombingRoll(0, forced=roll in BOMBING_ALWAYS_HITS)


# ------------------------------------------------------------------------------ turn order


def next_turn_order(order: Sequence[int], claims: dict[int, int]) -> list[int]:
    """Next turn's order from this turn's order and the Turn order boxes taken.

    ``claims`` maps a position (0 = first) to the seat whose pawn is on that Turn order box.
    Claimed positions go to their claimants; everybody else keeps their relative order and
    fills the free positions (book: "le joueur qui était premier précédemment devient deuxième,
    le deuxième troisième, etc.").
    """
    result: list[int | None] = [None] * len(order)
    for position, seat in claims.items():
        result[position] = seat
    others = iter(seat for seat in order if seat not in claims.values())
    return [seat if seat is not None else next(others) for seat in result]
