"""The forces on the map and who holds what: counting, adding and removing armies and fleets,
the holder of a territory, occupation rights, blockades and sieges.

Book: "Les armées et les flottes", "Les droits de l'occupant", "Blocus", "Siège".
"""

from __future__ import annotations

from collections.abc import Iterator

from .data import world
from .state import Force, SupremacyState


def forces_at(state: SupremacyState, where: str) -> Iterator[Force]:
    for force in state.forces:
        if force.where == where and (force.armies or force.fleets):
            yield force


def force(state: SupremacyState, where: str, seat: int) -> Force:
    """The seat's forces in a region (an empty record when it has none)."""
    for f in state.forces:
        if f.where == where and f.seat == seat:
            return f
    f = Force(where=where, seat=seat)
    state.forces.append(f)
    return f


def armies(state: SupremacyState, where: str, seat: int) -> int:
    return sum(f.armies for f in state.forces if f.where == where and f.seat == seat)


def fleets(state: SupremacyState, where: str, seat: int) -> int:
    return sum(f.fleets for f in state.forces if f.where == where and f.seat == seat)


def units(state: SupremacyState, where: str, seat: int) -> int:
    """Armies and fleets of the seat in a region (armies carried at sea included)."""
    return armies(state, where, seat) + fleets(state, where, seat)


def others_in(state: SupremacyState, where: str, seat: int) -> list[int]:
    """The other seats with forces in a region."""
    return sorted({f.seat for f in forces_at(state, where) if f.seat != seat})


def occupancy(state: SupremacyState) -> dict[str, set[int]]:
    """Every region with forces in it -> the seats that have some there (one pass over the
    forces, for code that asks :func:`others_in` of many regions)."""
    found: dict[str, set[int]] = {}
    for f in state.forces:
        if f.armies or f.fleets:
            found.setdefault(f.where, set()).add(f.seat)
    return found


def occupants(state: SupremacyState, where: str) -> list[int]:
    return sorted({f.seat for f in forces_at(state, where)})


def add(state: SupremacyState, where: str, seat: int, *, armies: int = 0, fleets: int = 0) -> None:
    f = force(state, where, seat)
    f.armies += armies
    f.fleets += fleets


def remove(
    state: SupremacyState, where: str, seat: int, *, armies: int = 0, fleets: int = 0
) -> None:
    f = force(state, where, seat)
    if f.armies < armies or f.fleets < fleets:
        raise ValueError(f"seat {seat} has not that many forces in {where}")
    f.armies -= armies
    f.fleets -= fleets
    tidy(state)


def tidy(state: SupremacyState) -> None:
    """Drop empty records and keep the list in a stable order (region, then seat)."""
    state.forces = sorted(
        (f for f in state.forces if f.armies or f.fleets), key=lambda f: (f.where, f.seat)
    )


def total_forces(state: SupremacyState, seat: int) -> int:
    return sum(f.armies + f.fleets for f in state.forces if f.seat == seat)


def regions_with(state: SupremacyState, seat: int, *, kind: str) -> list[str]:
    """The regions where the seat has armies (``kind="army"``, on land) or fleets."""
    found = set()
    for f in state.forces:
        if f.seat != seat:
            continue
        if kind == "army" and f.armies and world.is_land(f.where):
            found.add(f.where)
        if kind == "fleet" and f.fleets:
            found.add(f.where)
        if kind == "carried" and f.armies and world.is_sea(f.where):
            found.add(f.where)
    return sorted(found)


def capacity_at_sea(state: SupremacyState, where: str, seat: int) -> int:
    """How many more armies the seat's fleets in a sea zone can carry (4 each)."""
    from .data import tables

    return fleets(state, where, seat) * tables.FLEET_CAPACITY - armies(state, where, seat)


# ---------------------------------------------------------------------- holding territory


def holder(state: SupremacyState, region: str) -> int | None:
    """Who holds a land territory: the seat whose army stands in it or last stood in it (a
    superpower's home territories are its player's from the start)."""
    return state.holders.get(region)


def occupy(state: SupremacyState, region: str, seat: int) -> list[str]:
    """``seat`` enters ``region`` with an army: it holds it now, and takes every resource card
    of the territory another player holds ("Les droits de l'occupant"), face-down cards
    included (they are turned up: the territory is occupied). Returns the cards taken."""
    if not world.is_land(region):
        return []
    state.holders[region] = seat
    taken: list[str] = []
    for other, power in enumerate(state.powers):
        if other == seat:
            continue
        for card in [c for c in power.companies if card_territory(c) == region]:
            power.companies.remove(card)
            for marks in (power.unpaid, power.closed):
                if card in marks:
                    marks.remove(card)
            state.powers[seat].companies.append(card)
            taken.append(card)
        hand = state.deck.hands[other]
        for index in reversed(range(len(hand))):
            card = hand[index]
            if card_territory(card) == region:
                hand.pop(index)
                del power.prospect_turns[index]
                state.powers[seat].companies.append(card)
                taken.append(card)
    state.powers[seat].companies.sort()
    return taken


def card_territory(card: str) -> str | None:
    from .data import cards

    found = cards.RESOURCE_CARDS.get(card)
    return None if found is None else found.territory


def home_regions(state: SupremacyState, seat: int) -> list[str]:
    return list(world.home_territories(state.powers[seat].power))


def homes_left(state: SupremacyState, seat: int) -> list[str]:
    """The seat's home territories it still holds and that are not destroyed."""
    return [
        r
        for r in home_regions(state, seat)
        if holder(state, r) == seat and r not in state.mushrooms
    ]


# ---------------------------------------------------------------------- blockade and siege


def ports_blocked(state: SupremacyState, region: str, seat: int) -> bool:
    """Whether every port of a territory is blocked against ``seat``: each sea zone it opens
    on holds another player's fleet and none of ``seat``'s (reading: docs/supremacy.md)."""
    if not world.REGIONS[region].port:
        return False
    seas = world.seas_bordering(region)
    if not seas:
        return False
    return all(
        fleets(state, sea, seat) == 0
        and any(f.fleets for f in forces_at(state, sea) if f.seat != seat)
        for sea in seas
    )


def blockaded(state: SupremacyState, region: str, seat: int) -> bool:
    """ "Blocus": a foreign territory held by ``seat`` whose every port is blocked."""
    if region in home_regions(state, seat):
        return False
    return ports_blocked(state, region, seat)


def besieged(state: SupremacyState, seat: int) -> bool:
    """ "Siège": every port of the seat's home superpower is blocked by others' fleets."""
    ports = [r for r in home_regions(state, seat) if world.REGIONS[r].port]
    if not ports:
        return False
    return all(ports_blocked(state, r, seat) for r in ports)
