"""The One More Barrel board: Iraq's 18 governorates, the border territory, and the tracks.

The rulebook names a few regions and their numbers (Basra 3 barrels for 4 logistics, Karbala 1,
Baghdad 5, Muthanna in the bombing example) but does not print the map or the tracks. Every
value below says where it comes from: ``book`` (the French rulebook, with the German end pages)
or ``authored: <why>``. ``docs/one_more_barrel.md`` lists the same data for players.

Each region carries two numbers, as on the printed board (book: "le premier indique la
quantité de pétrole produite par la région, le second indique le nombre d'unités logistiques
nécessaires"): ``oil`` is the number of barrels one production makes there, and also the size
of the local army that defends it (book: "Le nombre d'unités militaires locales présentes sur
le territoire est égal à la valeur de production de pétrole du territoire"); ``logistics`` is
how many logistic units must be present to produce (one of them is used up by each production).

Authoring principles for the numbers the book does not give:

* ``oil`` follows the real oil geography of Iraq scaled to the book's 1–5 range, where the
  book already sets Basra (the giant southern fields) at 3 and Baghdad (the capital, the
  strongest local army) at 5: Kirkuk, the other giant field, equals Basra; the mid-sized
  producers (Maysan, Dhi Qar, Wasit, Salah ad-Din with Baiji, Nineveh with Qayyarah, Erbil)
  get 2; deserts and regions without a real oil industry (Anbar, Muthanna, Najaf, Karbala...)
  get 1, the book's minimum (Karbala).
* ``logistics`` is ``oil + 1``, the ratio of the only region whose two numbers the book
  prints (Basra 3 / 4): a region always needs one logistic unit more than the barrels it makes.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.graph import MapGraph

#: Id of the territory outside the country from which land purchases enter (book: "territoire
#: frontalier").
BORDER = "border"


@dataclass(frozen=True)
class Territory:
    """One territory of the map: a governorate of Iraq, or the border territory.

    ``oil``: barrels produced by one production = size of the local army (0 on the border).
    ``logistics``: logistic units that must be present to produce (0 on the border).
    ``south``: touches the border territory, so it is among the first regions invaded (the
    book's brown regions). ``east``: an eastern region where rebel dice enter (the book's
    orange regions). ``neighbours``: adjacent territories, the border included.
    """

    id: str
    name: str
    oil: int
    logistics: int
    south: bool
    east: bool
    neighbours: tuple[str, ...]
    is_border: bool = False


#: The plan's name for a governorate; every region is a :class:`Territory`.
Region = Territory

# Adjacency: authored from a real administrative map of Iraq's 18 governorates (2003 borders,
# the ones the game's 2003 invasion knows; Halabja is still part of Sulaymaniyah). Only shared
# land borders count; a corner touch does not. The lists are written once per pair below and
# made symmetric by construction (see _EDGES).
_EDGES: tuple[tuple[str, str], ...] = (
    # North (Kurdistan and the upper Tigris).
    ("dohuk", "nineveh"),
    ("dohuk", "erbil"),
    ("nineveh", "erbil"),
    ("nineveh", "salah_ad_din"),
    ("nineveh", "anbar"),
    ("erbil", "sulaymaniyah"),
    ("erbil", "kirkuk"),
    ("erbil", "salah_ad_din"),  # Makhmur district meets Salah ad-Din along the Tigris.
    ("sulaymaniyah", "kirkuk"),
    ("sulaymaniyah", "salah_ad_din"),  # Kalar / Tuz Khurmatu.
    ("sulaymaniyah", "diyala"),
    ("kirkuk", "salah_ad_din"),
    # Centre.
    ("salah_ad_din", "diyala"),
    ("salah_ad_din", "baghdad"),
    ("salah_ad_din", "anbar"),
    ("diyala", "baghdad"),
    ("diyala", "wasit"),
    ("anbar", "baghdad"),
    ("anbar", "babil"),
    ("anbar", "karbala"),
    ("anbar", "najaf"),
    ("baghdad", "babil"),
    ("baghdad", "wasit"),
    ("babil", "wasit"),
    ("babil", "karbala"),
    ("babil", "najaf"),
    ("babil", "qadisiyah"),
    ("karbala", "najaf"),
    # South.
    ("wasit", "qadisiyah"),
    ("wasit", "dhi_qar"),
    ("wasit", "maysan"),
    ("najaf", "qadisiyah"),
    ("najaf", "muthanna"),
    ("qadisiyah", "dhi_qar"),
    ("qadisiyah", "muthanna"),
    ("maysan", "dhi_qar"),
    ("maysan", "basra"),
    ("dhi_qar", "muthanna"),
    ("dhi_qar", "basra"),
    ("muthanna", "basra"),
    # The border territory: Kuwait and the Saudi border, where the 2003 invasion started.
    # authored: it touches the governorates on Iraq's border with Kuwait and Saudi Arabia south
    # of the Euphrates (Basra, Muthanna, Najaf). Anbar also touches Saudi Arabia but lies in the
    # west, and the book says the invasion attacks the southern regions first ("ce sont donc les
    # régions du Sud qui seront les premières attaquées"). Dhi Qar has no foreign border.
    (BORDER, "basra"),
    (BORDER, "muthanna"),
    (BORDER, "najaf"),
)


#: The map as a graph (``rules.core.graph``): the 18 regions and the border joined by land.
MAP = MapGraph.from_pairs(_EDGES)

_NEIGHBOURS = {node: MAP.neighbours(node) for node in MAP.nodes}

# Regions whose `east` flag is set: the governorates on the border with Iran (book: rebels enter
# "dans l'un des territoires de l'Est du pays, de couleur orange").
# authored: Erbil, Sulaymaniyah, Diyala, Wasit and Maysan border Iran. Basra borders Iran too,
# but the book colours the southern, first-invaded regions brown and the rebels' regions orange,
# and a region has one colour: Basra is brown (south), not orange.
_EAST = frozenset({"erbil", "sulaymaniyah", "diyala", "wasit", "maysan"})


def _region(region_id: str, name: str, oil: int, logistics: int) -> Territory:
    return Territory(
        id=region_id,
        name=name,
        oil=oil,
        logistics=logistics,
        south=BORDER in _NEIGHBOURS[region_id],
        east=region_id in _EAST,
        neighbours=_NEIGHBOURS[region_id],
    )


#: The 18 regions, north to south. Comments give the source of (oil, logistics).
REGIONS: dict[str, Territory] = {
    region.id: region
    for region in (
        # authored: no oil industry in 2003; the book's minimum (Karbala 1); logistics oil + 1.
        _region("dohuk", "Dohuk", 1, 2),
        # authored: Mosul, the second city, and the Qayyarah heavy-oil field: mid producer.
        _region("nineveh", "Nineveh", 2, 3),
        # authored: Kurdistan's capital, fields near Erbil (Khurmala): mid producer.
        _region("erbil", "Erbil", 2, 3),
        # authored: small fields only (Chemchemal): the minimum.
        _region("sulaymaniyah", "Sulaymaniyah", 1, 2),
        # authored: the giant Kirkuk field, Iraq's second oil province: equal to Basra (book 3).
        _region("kirkuk", "Kirkuk", 3, 4),
        # authored: the Baiji refinery and the Ajil field: mid producer.
        _region("salah_ad_din", "Salah ad-Din", 2, 3),
        # authored: only the small Naft Khana field: the minimum.
        _region("diyala", "Diyala", 1, 2),
        # authored: desert, gas (Akkas) rather than oil: the minimum.
        _region("anbar", "Anbar", 1, 2),
        # book: Baghdad's local army is 5, so its production is 5; logistics authored: oil + 1.
        _region("baghdad", "Baghdad", 5, 6),
        # authored: farmland, no oil field: the minimum.
        _region("babil", "Babil", 1, 2),
        # book: Karbala's local army is 1, so its production is 1; logistics authored: oil + 1.
        _region("karbala", "Karbala", 1, 2),
        # authored: the Ahdab field: mid producer.
        _region("wasit", "Wasit", 2, 3),
        # authored: no oil industry in 2003: the minimum.
        _region("najaf", "Najaf", 1, 2),
        # authored: no oil industry in 2003: the minimum.
        _region("qadisiyah", "Al-Qadisiyah", 1, 2),
        # authored: the Amara fields (Halfaya, Buzurgan): mid producer.
        _region("maysan", "Maysan", 2, 3),
        # authored: the Nasiriyah and Gharraf fields: mid producer.
        _region("dhi_qar", "Dhi Qar", 2, 3),
        # authored: desert, no oil industry: the minimum (the book's bombing example is set here).
        _region("muthanna", "Muthanna", 1, 2),
        # book: "Bassora a les chiffres 3 et 4" (3 barrels for 4 logistics).
        _region("basra", "Basra", 3, 4),
    )
}

#: The border territory (book: "territoire frontalier"): outside the country, no oil, no local
#: army, never controlled; land purchases arrive here and military leave the board from here.
BORDER_TERRITORY = Territory(
    id=BORDER,
    name="Border (Kuwait, Saudi Arabia)",
    oil=0,
    logistics=0,
    south=False,
    east=False,
    neighbours=_NEIGHBOURS[BORDER],
    is_border=True,
)

#: Every territory, the border included.
TERRITORIES: dict[str, Territory] = {**REGIONS, BORDER: BORDER_TERRITORY}

#: Regions next to the border (the book's brown regions, invaded first).
SOUTH_REGIONS: tuple[str, ...] = tuple(r.id for r in REGIONS.values() if r.south)
#: Regions where rebel dice enter (the book's orange regions).
EAST_REGIONS: tuple[str, ...] = tuple(r.id for r in REGIONS.values() if r.east)


def neighbours(territory_id: str) -> tuple[str, ...]:
    """The territories adjacent to ``territory_id`` (the border territory included).

    Raises ``KeyError`` for an unknown id: callers validate ids before asking.
    """
    return TERRITORIES[territory_id].neighbours


def are_adjacent(a: str, b: str) -> bool:
    """Whether territories ``a`` and ``b`` share a border."""
    return MAP.adjacent(a, b)


# ---------------------------------------------------------------------------------------------
# Tracks. Money is in whole dollars except the oil price, which has half-dollar steps and is
# therefore kept in cents.
# ---------------------------------------------------------------------------------------------

#: Oil price track, in cents per barrel, lowest first. The marker starts on index 0.
#: book: the lowest step is 0.50 $ ("le prix minimum de l'échelle de pétrole : 0,5$") and the
#: price moves by whole "points" (steps) of this track.
#: authored: the book does not print the track. Steps of 0.50 $ (the only step size the book
#: implies, since 0.50 $ is a step) up to 8.00 $: 16 steps, so that a price that rises every
#: turn nobody sells (+1) plus the strongest speculation (+4) cannot overflow it in fewer than
#: four turns, and a barrel at the top is worth about what a new tax brings (5 $) plus half.
#: The price never goes below the first step or above the last (the marker stops at the end).
OIL_PRICE_TRACK_CENTS: tuple[int, ...] = tuple(range(50, 801, 50))
#: book: the price marker starts on the minimum, 0.50 $.
OIL_PRICE_START_STEP = 0

#: Money (in $) paid at game end for each step of the tender track, index = step.
#: authored: the book says only that the money is "égal au nombre indiqué sur la case". Ten
#: steps, each worth 3 $ more at first and growing by one dollar every two steps (3, 3, 4, 4,
#: 5, 5, 6, 6, 7, 7): one tender is worth a little more than a Cash action (2 $) and about a
#: production of a mid region at middle prices, and specialising pays a little more, since every
#: repeat of the same development in one turn costs 3 $ then 6 $ (book).
TENDER_TRACK_DOLLARS: tuple[int, ...] = (0, 3, 6, 10, 14, 19, 24, 30, 36, 43, 50)
TENDER_MAX = len(TENDER_TRACK_DOLLARS) - 1

#: Pacifism, influence and media tracks run from 0 to this value.
#: book: the pacifism bands end with "15$ avec 15 points", the speech table starts at "15/13"
#: and speculation at "13/15"; the influence bonuses printed are "+1 ... +5", one per 3 points,
#: so 15 gives +5. authored: media uses the same 0–15 scoring board (the book's example uses a
#: media level of 10), giving a media limit of at most 3 + 15 // 2 = 10 military units.
#: A track never goes below 0 or above this maximum; a gain past the end is lost.
PACIFISM_MAX = 15
INFLUENCE_MAX = 15
MEDIA_MAX = 15

#: Pacifism penalty in $ to pay at each end of turn, index = pacifism level (0..15).
#: book: "1$ pour la tranche 4-6 points, 3$ pour 7-9 points, 5$ pour 10-12 points, 10$ pour
#: 13-14 points et 15$ avec 15 points"; nothing below 4.
PACIFISM_PENALTY_DOLLARS: tuple[int, ...] = (
    (0, 0, 0, 0) + (1, 1, 1) + (3, 3, 3) + (5, 5, 5) + (10, 10) + (15,)
)

#: Change of the oil price (in track steps) for each face 1..6 of the die rolled when every
#: player sold oil this turn; index 0 is face 1.
#: book: "RESULTAT ALEATOIRE -3 points -2 points -1 point 0 point" (the die faces were pictures
#: and are lost in both scans). authored: the same banding as the book's other four-outcome die,
#: the phase-1 reinforcement die printed the same way ("+3, +2, +1, +0" for 6, 4–5, 2–3, 1):
#: 1 → 0, 2–3 → −1, 4–5 → −2, 6 → −3.
PRICE_DIE_STEPS: tuple[int, ...] = (0, -1, -1, -2, -2, -3)

#: Phase-1 local reinforcements for each face 1..6 of the die; index 0 is face 1.
#: book: "3 unités militaires si le résultat du dé est 6 ; 2 unités militaires pour un 4 ou un
#: 5 ; 1 unité militaire pour un 2 ou un 3 ; aucune si le résultat est 1".
REINFORCEMENT_DIE: tuple[int, ...] = (0, 1, 1, 2, 2, 3)

#: book: three phases (Invasion, Guerrilla, Provisional government), "chacune de 4 tours",
#: or 5 "pour une partie plus longue" (the ``turns_per_phase`` option, ``state.OmbOptions``).
PHASES = 3
