"""Suprématie's printed numbers: costs, salaries, loans (book; amounts in millions of $).

Everything here is printed in the French edition (the storage card, "Phase 1", "Phase 6",
"Les emprunts", "La détente"); nothing is authored.
"""

from __future__ import annotations

#: One billion dollars, in millions (the book counts money in millions and billions).
BILLION = 1000

#: Each player's money at the start: 7 B$ (book, "Mise en place").
START_MONEY = 7 * BILLION
#: The market's opening price of each resource: 500 M$ (book).
OPENING_PRICE = 500
#: The market's floor (the bull) and ceiling: 1 M$ and 1 B$ (book, "Le marché").
PRICE_FLOOR = 1
PRICE_CEILING = BILLION

#: The market's price track, floor to ceiling, in M$ (AUTHORED: the board is not printed).
#: Kept to the book's numbers: selling 2 oil at 500 M$ pays 1 B$ and leaves the price two
#: circles lower at 400 M$ (so 50 M$ steps around 500), and in the random set-up a roll of
#: 4 + 2 counted six circles from the floor gives 100 M$ (the floor is where the count starts,
#: not its first circle); steps of 100 M$ above 500 M$ up to the ceiling.
PRICE_TRACK: tuple[int, ...] = (
    1,
    5,
    10,
    25,
    50,
    75,
    100,
    150,
    200,
    250,
    300,
    350,
    400,
    450,
    500,
    600,
    700,
    800,
    900,
    BILLION,
)


def price_after(price: int, circles: int) -> int:
    """The price ``circles`` circles along the track from ``price`` (negative: down, as a
    sale moves it; positive: up, as a purchase), stopping at the floor and the ceiling."""
    index = PRICE_TRACK.index(price) + circles
    return PRICE_TRACK[max(0, min(len(PRICE_TRACK) - 1, index))]


def price_counted_from_floor(circles: int) -> int:
    """The random set-up's price: ``circles`` counted from the floor (two dice: 2 to 12)."""
    return price_after(PRICE_FLOOR, circles)


#: Phase 1 salaries (book): 10 M$ per army or fleet, 50 M$ per company.
SALARY_PER_FORCE = 10
SALARY_PER_COMPANY = 50

#: Phase 6 (book, the storage card): 300 M$ and one set (1 grain, 1 oil, 1 minerals) for
#: three armies or fleets in any mix.
BUILD_COST = 300
BUILD_UNITS = 3
#: An atomic bomb: 500 M$ and 1 minerals; a SAN: 1 B$ and 2 minerals (book).
BOMB_COST = (500, 1)
SAN_COST = (BILLION, 2)
#: Research and prospecting: 200 M$ per card turned (book, phases 6 and 7).
CARD_TURN_COST = 200
#: At most 12 bombs and 12 SANs per player (book).
MAX_BOMBS = 12
MAX_SANS = 12
#: Twelve destroyed territories end the game with everyone losing (book).
DESTROYED_TERRITORIES_END = 12

#: Moves (book): an army spends 1 grain per territory entered or crossed by land (phase 5's
#: rule; the storage card says oil: see docs/supremacy.md), 2 oil airborne anywhere; a fleet
#: 1 oil per sea zone for the whole group, carrying up to 4 armies.
LAND_MOVE_GRAIN = 1
AIRBORNE_OIL = 2
FLEET_CAPACITY = 4

#: Interest per turn (M$) for 1 to 12 B$ borrowed (book, the storage card's loan row).
INTEREST: dict[int, int] = {
    1: 50,
    2: 100,
    3: 150,
    4: 200,
    5: 500,
    6: 600,
    7: 700,
    8: 1200,
    9: 1400,
    10: 1800,
    11: 2400,
    12: 3000,
}

#: Détente wealth (book, "La détente"): 100 M$ a company, 50 M$ an army or fleet, 250 M$ a
#: bomb, 500 M$ a SAN (money and resources at market price count as they are; loans subtract).
WEALTH_COMPANY = 100
WEALTH_FORCE = 50
WEALTH_BOMB = 250
WEALTH_SAN = 500


def interest(billions: int) -> int:
    """The interest due each phase 1 on ``billions`` borrowed (0 for none)."""
    if billions == 0:
        return 0
    if billions not in INTEREST:
        raise ValueError(f"The bank lends 1 to 12 billion dollars, not {billions}.")
    return INTEREST[billions]
