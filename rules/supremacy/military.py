"""Phase 5 (moving armies and fleets) and phase 6 (building forces, bombs and SANs), each move's
legal tree beside the code that plays it.

Book: "Phase 5", "Phase 6", "Comment construire des bombes atomiques et des satellites
anti-nucléaires". Readings (docs/supremacy.md): a land move costs 1 grain per army per
territory entered or crossed (phase 5's text, over the storage card's "pétrole"); armies going
to sea pay 1 oil per fleet-load for the sea zone they enter, a fleet 1 oil per zone it enters
with whatever it carries; unused units of a set are lost when phase 6 ends.
"""

from __future__ import annotations

import functools
from collections import deque
from typing import Any

from rules.core import ActionSpec, Choice, Event, IllegalAction, IntRange, Step
from rules.core.builders import action
from rules.core.flow import Family
from rules.core.text import Said

from . import economy
from . import forces as F
from .actions import Build, MakeWeapon, Research
from .actions import Move as MoveForces
from .data import cards as sdata
from .data import tables, world
from .messages import say
from .state import SupremacyState

Path = list[str]


def region_label(region_id: str) -> Said:
    """A choice naming a region: its name in the reader's language (issue 28)."""
    return Said("label.region", region=region_id)


# ---------------------------------------------------------------------- paths


def _may_stop(
    state: SupremacyState, seat: int, region: str, blocked: dict[str, tuple[int, ...]] | None = None
) -> bool:
    """A move may end where no other player has forces (several players' fleets may share
    international waters) and, on land, not on a destroyed territory. ``blocked``: the
    seat's :func:`_blocked` regions, if already worked out."""
    if region in state.mushrooms:
        return False
    if world.REGIONS[region].kind == "international":
        return True
    if blocked is None:
        return not F.others_in(state, region, seat)
    return region not in blocked


def _blocked(state: SupremacyState, seat: int) -> dict[str, tuple[int, ...]]:
    """Every region where other seats' forces stand in the way of the seat's moves (none in
    international waters) -> those seats, in order; one pass over the forces, for the trees
    and route searches that ask it of many regions."""
    found: dict[str, set[int]] = {}
    for f in state.forces:
        if f.seat == seat or not (f.armies or f.fleets):
            continue
        if world.REGIONS[f.where].kind != "international":
            found.setdefault(f.where, set()).add(f.seat)
    return {region: tuple(sorted(seats)) for region, seats in found.items()}


def _routes(
    state: SupremacyState,
    seat: int,
    origin: str,
    *,
    sea: bool,
    blocked: dict[str, tuple[int, ...]] | None = None,
) -> dict[str, tuple[int, list[int]]]:
    """Every region one move can reach from ``origin`` over land (``sea=False``) or sea
    zones: region -> (steps, seats whose permission the cheapest route needs). A route
    through others' forces needs their permission ("si elle en a obtenu la permission") and
    may not stop there; destroyed territories are never crossed. The route needing the
    fewest permissions is preferred, then the shortest. ``blocked``: the seat's
    :func:`_blocked` regions, if already worked out."""
    if blocked is None:
        blocked = _blocked(state, seat)
    found = _search(origin, sea, tuple(sorted(blocked.items())), tuple(sorted(state.mushrooms)))
    return {region: (steps, list(asked)) for region, steps, asked in found}


@functools.lru_cache(maxsize=2048)
def _search(
    origin: str,
    sea: bool,
    blocked: tuple[tuple[str, tuple[int, ...]], ...],
    mushrooms: tuple[str, ...],
) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
    """:func:`_routes`' search, a function of the map alone: the same origin, kind, blocked
    regions and destroyed territories always give the same routes, so the answer is kept
    (a move's tree is built to pick the move and again to check it, and the others' forces
    stay put through a player's phase 5). In the order the search finds them."""
    stops = dict(blocked)
    best: dict[str, tuple[int, tuple[int, ...]]] = {}
    queue: deque[tuple[str, int, tuple[int, ...]]] = deque([(origin, 0, ())])
    seen: dict[str, tuple[int, int]] = {origin: (0, 0)}
    # The neighbours of the same kind (land or sea), in id order as world.neighbours gives.
    same_kind = world.seas_bordering if sea else world.lands_bordering
    while queue:
        here, steps, asked = queue.popleft()
        reach = steps + 1
        for nxt in same_kind(here):
            if nxt in mushrooms:
                continue
            blockers = stops.get(nxt)
            crossing = tuple(sorted(set(asked).union(blockers))) if blockers else asked
            rank = (len(crossing), reach)
            known = seen.get(nxt)
            if known is not None and known <= rank:
                continue
            seen[nxt] = rank
            if not blockers:  # _may_stop: not destroyed (skipped above), nobody else there
                best[nxt] = (reach, asked)
            queue.append((nxt, reach, crossing))
    best.pop(origin, None)
    return tuple((region, steps, asked) for region, (steps, asked) in best.items())


def sea_routes(state: SupremacyState, seat: int, origin: str) -> dict[str, int]:
    """The sea zones the seat's fleets reach from ``origin`` without asking anyone, with
    the zones entered on the way."""
    return {
        sea: steps
        for sea, (steps, asked) in _routes(state, seat, origin, sea=True).items()
        if not asked
    }


# ---------------------------------------------------------------------- phase 5: legal


def move_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    power = state.powers[seat]
    specs: list[ActionSpec] = []
    grain, oil = power.storage["grain"], power.storage["oil"]
    blocked = _blocked(state, seat)
    march: list[Choice] = []
    if grain:
        for origin in F.regions_with(state, seat, kind="army"):
            here = F.armies(state, origin, seat)
            dests = []
            counts: dict[int, list[Step]] = {}  # one step per number, shared (only read)
            for dest, (steps, asked) in sorted(
                _routes(state, seat, origin, sea=False, blocked=blocked).items()
            ):
                most = min(here, grain // steps)
                if most < 1:
                    continue
                if most not in counts:
                    counts[most] = [
                        Step(
                            param="count",
                            label=Said("step.armies"),
                            range=IntRange(min=1, max=most),
                        )
                    ]
                names = [state.seats[s] for s in asked]
                said = (
                    Said("label.march_to_asking", region=dest, steps=steps, asked=names)
                    if asked
                    else Said("label.march_to", region=dest, steps=steps)
                )
                dests.append(
                    Choice(
                        value=dest,
                        label=said,
                        then=counts[most],
                    )
                )
            if dests:
                march.append(
                    Choice(
                        value=origin,
                        label=Said("label.region_count", region=origin, count=here),
                        then=[Step(param="to", label=Said("step.to"), choices=dests)],
                    )
                )
    if march:
        specs.append(action("march", Said("label.march"), "origin", Said("step.from"), march))
    if oil >= tables.AIRBORNE_OIL:
        fly: list[Choice] = []
        targets = [
            r for r in world.REGIONS if world.is_land(r) and _may_stop(state, seat, r, blocked)
        ]
        # Each destination's choice is made once per number of armies that may fly and
        # shared by the origins (a tree is only read).
        flights: dict[int, list[Choice]] = {}
        for origin in F.regions_with(state, seat, kind="army"):
            most = min(F.armies(state, origin, seat), oil // tables.AIRBORNE_OIL)
            if most not in flights:
                count = [
                    Step(param="count", label=Said("step.armies"), range=IntRange(min=1, max=most))
                ]
                flights[most] = [
                    Choice(value=d, label=region_label(d), then=count) for d in targets
                ]
            dests = [c for c in flights[most] if c.value != origin]
            fly.append(
                Choice(
                    value=origin,
                    label=region_label(origin),
                    then=[Step(param="to", label=Said("step.to"), choices=dests)],
                )
            )
        if fly:
            specs.append(action("fly", Said("label.fly"), "origin", Said("step.from"), fly))
    embark: list[Choice] = []
    if oil:
        for origin in F.regions_with(state, seat, kind="army"):
            if not world.REGIONS[origin].port:
                continue
            seas = []
            for sea in world.seas_bordering(origin):
                room = F.capacity_at_sea(state, sea, seat)
                most = min(room, F.armies(state, origin, seat), oil * tables.FLEET_CAPACITY)
                if most >= 1:
                    seas.append(
                        Choice(
                            value=sea,
                            label=region_label(sea),
                            then=[
                                Step(
                                    param="count",
                                    label=Said("step.armies"),
                                    range=IntRange(min=1, max=most),
                                )
                            ],
                        )
                    )
            if seas:
                embark.append(
                    Choice(
                        value=origin,
                        label=region_label(origin),
                        then=[Step(param="to", label=Said("step.onto_fleets"), choices=seas)],
                    )
                )
    if embark:
        specs.append(action("embark", Said("label.embark"), "origin", Said("step.from"), embark))
    landing: list[Choice] = []
    for sea in F.regions_with(state, seat, kind="carried"):
        lands = [
            Choice(
                value=land,
                label=region_label(land),
                then=[
                    Step(
                        param="count",
                        label=Said("step.armies"),
                        range=IntRange(min=1, max=F.armies(state, sea, seat)),
                    )
                ],
            )
            for land in world.lands_bordering(sea)
            if _may_stop(state, seat, land, blocked)
        ]
        if lands:
            landing.append(
                Choice(
                    value=sea,
                    label=region_label(sea),
                    then=[Step(param="to", label=Said("step.to"), choices=lands)],
                )
            )
    if landing:
        specs.append(action("land", Said("label.land"), "origin", Said("step.from"), landing))
    sail: list[Choice] = []
    if oil:
        for origin in F.regions_with(state, seat, kind="fleet"):
            here = F.fleets(state, origin, seat)
            carried = F.armies(state, origin, seat)
            dests = []
            loads: dict[int, list[Step]] = {}  # one step per number, shared (only read)
            for dest, (steps, asked) in sorted(
                _routes(state, seat, origin, sea=True, blocked=blocked).items()
            ):
                most = min(here, oil // steps)
                if most < 1:
                    continue
                names = [state.seats[s] for s in asked]
                said = (
                    Said("label.sail_to_asking", region=dest, steps=steps, asked=names)
                    if asked
                    else Said("label.sail_to", region=dest, steps=steps)
                )
                if most not in loads:
                    loads[most] = [
                        Step(
                            param="count",
                            label=Said("step.fleets"),
                            choices=_fleet_loads(here, carried, most),
                        )
                    ]
                dests.append(
                    Choice(
                        value=dest,
                        label=said,
                        then=loads[most],
                    )
                )
            if dests:
                sail.append(
                    Choice(
                        value=origin,
                        label=Said("label.region_count", region=origin, count=here),
                        then=[Step(param="to", label=Said("step.to"), choices=dests)],
                    )
                )
    if sail:
        specs.append(action("sail", Said("label.sail"), "origin", Said("step.from"), sail))
    if not specs:
        return []
    ways = [Choice(value=spec.kind, label=spec.label, then=spec.steps) for spec in specs]
    return [ActionSpec(kind="move", label=Said("label.move"),
                       steps=[Step(param="how", label=Said("step.how"), choices=ways)])]  # fmt: skip


def _fleet_loads(here: int, carried: int, most: int) -> list[Choice]:
    """How many of ``here`` fleets sail (at most ``most``), each count with the armies they
    may take along: no more than 4 a fleet, and no more left behind than the fleets staying
    can carry."""
    loads = []
    for count in range(1, most + 1):
        low = max(0, carried - (here - count) * tables.FLEET_CAPACITY)
        high = min(carried, count * tables.FLEET_CAPACITY)
        if low > high:
            continue
        then = []
        if high:
            then.append(
                Step(
                    param="armies",
                    label=Said("step.armies_carried"),
                    range=IntRange(min=low, max=high),
                    optional=low == 0,
                )
            )
        loads.append(Choice(value=count, label=Said("label.number", count=count), then=then))
    return loads


# ---------------------------------------------------------------------- phase 5: play


def plan_move(
    state: SupremacyState, seat: int, order: MoveForces
) -> tuple[list[int], dict[str, Any]]:
    """The seats whose permission a move needs, and the move as data."""
    move = order.model_dump()
    if order.how in ("march", "sail"):
        routes = _routes(state, seat, order.origin, sea=order.how == "sail")
        _steps, asked = routes[order.to]
        return asked, move
    return [], move


def play_move(state: SupremacyState, seat: int, move: dict[str, Any]) -> list[Event]:
    """Carry out a move already checked (and, where needed, permitted)."""
    kind, origin, dest = move["how"], move["origin"], move["to"]
    count = int(move["count"])
    power = state.powers[seat]
    who = state.seats[seat]
    events: list[Event] = []
    if kind == "march":
        steps, _ = _routes(state, seat, origin, sea=False)[dest]
        cost = steps * count
        if power.storage["grain"] < cost:
            raise IllegalAction("refusal.no_grain_march")
        power.storage["grain"] -= cost
        F.remove(state, origin, seat, armies=count)
        F.add(state, dest, seat, armies=count)
        events.append(say("march", name=who, count=count, origin=origin, dest=dest, cost=cost))
        events += _entered(state, seat, dest)
    elif kind == "fly":
        cost = tables.AIRBORNE_OIL * count
        if power.storage["oil"] < cost or not _may_stop(state, seat, dest):
            raise IllegalAction("refusal.cannot_fly")
        power.storage["oil"] -= cost
        F.remove(state, origin, seat, armies=count)
        F.add(state, dest, seat, armies=count)
        events.append(say("fly", name=who, count=count, origin=origin, dest=dest, cost=cost))
        events += _entered(state, seat, dest)
    elif kind == "embark":
        cost = -(-count // tables.FLEET_CAPACITY)
        power.storage["oil"] -= cost
        F.remove(state, origin, seat, armies=count)
        F.add(state, dest, seat, armies=count)
        events.append(say("embark", name=who, count=count, origin=origin, dest=dest, cost=cost))
    elif kind == "land":
        F.remove(state, origin, seat, armies=count)
        F.add(state, dest, seat, armies=count)
        events.append(say("disembark", name=who, count=count, origin=origin, dest=dest))
        events += _entered(state, seat, dest)
    elif kind == "sail":
        steps, _ = _routes(state, seat, origin, sea=True)[dest]
        carried = int(move.get("armies") or 0)
        cost = steps * count
        left_fleets = F.fleets(state, origin, seat) - count
        left_armies = F.armies(state, origin, seat) - carried
        if carried > count * tables.FLEET_CAPACITY:
            most = count * tables.FLEET_CAPACITY
            raise IllegalAction("refusal.fleets_carry", count=count, most=most)
        if left_armies > left_fleets * tables.FLEET_CAPACITY:
            raise IllegalAction("refusal.armies_need_fleets")
        if power.storage["oil"] < cost:
            raise IllegalAction("refusal.no_oil_voyage")
        power.storage["oil"] -= cost
        F.remove(state, origin, seat, armies=carried, fleets=count)
        F.add(state, dest, seat, armies=carried, fleets=count)
        events.append(
            say("sail", name=who, count=count, carried=carried, origin=origin, dest=dest, cost=cost)
        )
    state.last = {"kind": "move", "places": [origin, dest], "seat": seat}
    return events


def _entered(state: SupremacyState, seat: int, region: str) -> list[Event]:
    taken = F.occupy(state, region, seat)
    events: list[Event] = []
    if taken:
        events.append(say("cards_taken", name=state.seats[seat], region=region, count=len(taken)))
    from .endings import after_capture

    events += after_capture(state, seat, region)
    return events


# ---------------------------------------------------------------------- phase 6: forces


def army_sites(state: SupremacyState, seat: int) -> list[str]:
    """Where armies may be built: a home territory, or a foreign one already holding one of
    the seat's armies; never where an adversary has forces ("où un adversaire possède déjà
    une armée ou une flotte": forces standing there, not an adversary who held the territory
    and left), nor in a blockaded territory, nor abroad while besieged; never on a destroyed
    territory."""
    homes = set(F.home_regions(state, seat))
    sieged = F.besieged(state, seat)
    sites = []
    for region in sorted(homes | set(F.regions_with(state, seat, kind="army"))):
        if region in state.mushrooms or F.others_in(state, region, seat):
            continue
        if region not in homes and (sieged or F.blockaded(state, region, seat)):
            continue
        sites.append(region)
    return sites


def fleet_sites(state: SupremacyState, seat: int) -> list[str]:
    """Where fleets may be built: a territorial (light-blue) sea bordering a home territory
    or a foreign territory holding one of the seat's armies; never where an adversary has
    forces, nor bordering a territory an adversary occupies (his forces stand there) unless
    the seat already has a fleet there; not off a blockaded territory or, while besieged, off
    a foreign one. A home territory an adversary held and left is still one's own to build
    off ("bordant un de ses territoires d'origine")."""
    homes = set(F.home_regions(state, seat))
    sieged = F.besieged(state, seat)
    bases = [r for r in homes if r not in state.mushrooms]
    bases += [
        r
        for r in F.regions_with(state, seat, kind="army")
        if r not in homes and not sieged and not F.blockaded(state, r, seat)
    ]
    sites = set()
    for base in bases:
        if F.blockaded(state, base, seat):
            continue
        for sea in world.seas_bordering(base):
            if world.REGIONS[sea].kind != "territorial" or F.others_in(state, sea, seat):
                continue
            hostile = any(F.others_in(state, land, seat) for land in world.lands_bordering(sea))
            if hostile and not F.fleets(state, sea, seat):
                continue
            sites.add(sea)
    return sorted(sites)


#: A "set" of resources (book, phase 6: « un "set" de ressources est composé d'une unité de
#: céréales, de pétrole et de minerais »).
SET = ("grain", "oil", "minerals")


def has_set(state: SupremacyState, seat: int, *, spent: str | None = None, count: int = 0) -> bool:
    """Whether the seat holds a set, after spending ``count`` of ``spent`` first if given."""
    store = state.powers[seat].storage
    return all(store[r] - (count if r == spent else 0) >= 1 for r in SET)


def free_bombs(state: SupremacyState, seat: int) -> int:
    """The seat's bombs not aimed in its salvo (reading 30: bombs aimed are committed to
    their strike until launched or stood down; a riposte or a sale takes only the others)."""
    return state.powers[seat].bombs - sum(b for _t, b in state.salvos.get(str(seat), []))


def pay_set(state: SupremacyState, seat: int) -> None:
    for resource in SET:
        state.powers[seat].storage[resource] -= 1


def build_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    power = state.powers[seat]
    left = state.turn.build_left
    if not left and not (has_set(state, seat) and power.money >= tables.BUILD_COST):
        return []
    most = left or tables.BUILD_UNITS
    count = [Step(param="count", label=Said("step.how_many"), range=IntRange(min=1, max=most))]
    unit_choices = []
    armies = [Choice(value=r, label=region_label(r), then=count) for r in army_sites(state, seat)]
    fleets = [Choice(value=r, label=region_label(r), then=count) for r in fleet_sites(state, seat)]
    if armies:
        unit_choices.append(
            Choice(
                value="army",
                label=Said("label.armies"),
                then=[Step(param="where", label=Said("step.where"), choices=armies)],
            )
        )
    if fleets:
        unit_choices.append(
            Choice(
                value="fleet",
                label=Said("label.fleets"),
                then=[Step(param="where", label=Said("step.where"), choices=fleets)],
            )
        )
    if not unit_choices:
        return []
    label = Said("label.build_left", left=left) if left else Said("label.build")
    return [action("build", label, "unit", Said("step.what"), unit_choices)]


def build(state: SupremacyState, seat: int, order: Build) -> list[Event]:
    """A set of resources and 300 M$ make 3 armies or fleets in any mix."""
    turn = state.turn
    events: list[Event] = []
    if not turn.build_left:
        pay_set(state, seat)
        state.powers[seat].money -= tables.BUILD_COST
        turn.build_left = tables.BUILD_UNITS
        events.append(say("set_spent", name=state.seats[seat], cost=tables.BUILD_COST))
    turn.build_left -= order.count
    if order.unit == "army":
        F.add(state, order.where, seat, armies=order.count)
    else:
        F.add(state, order.where, seat, fleets=order.count)
    events.append(
        say(
            "build",
            name=state.seats[seat],
            count=order.count,
            unit=order.unit,
            region=order.where,
        )
    )
    if order.unit == "army" and F.holder(state, order.where) != seat:
        # A home territory an adversary held and left: the army built there holds it again,
        # with the occupant's rights (reading: docs/supremacy.md).
        events += _entered(state, seat, order.where)
    state.last = {"kind": "build", "places": [order.where], "seat": seat}
    return events


# ---------------------------------------------------------------------- phase 6: weapons


WEAPON_COST = {"bomb": tables.BOMB_COST, "san": tables.SAN_COST}
WEAPON_LIMIT = {"bomb": tables.MAX_BOMBS, "san": tables.MAX_SANS}


def _count(state: SupremacyState, seat: int, weapon: str) -> int:
    power = state.powers[seat]
    return power.bombs if weapon == "bomb" else power.sans


def _known(state: SupremacyState, seat: int, weapon: str) -> bool:
    power = state.powers[seat]
    return power.bomb_known if weapon == "bomb" else power.san_known


def _within_reach(state: SupremacyState, seat: int) -> list[str]:
    """The weapons the seat may still have more of (12 at most) and has the minerals for."""
    minerals = state.powers[seat].storage["minerals"]
    return [
        weapon
        for weapon in ("bomb", "san")
        if _count(state, seat, weapon) < WEAPON_LIMIT[weapon] and minerals >= WEAPON_COST[weapon][1]
    ]


def research_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """No nuclear construction in a player's first turn; research until the prototype, one
    card turned at a time (the research under way goes on or stops)."""
    power = state.powers[seat]
    if power.turns_played == 0:
        return []
    research = state.turn.research
    if research is not None:
        return [
            ActionSpec(
                kind="research",
                label=Said("label.research_weapon", weapon=research.weapon),
                steps=[
                    Step(
                        param="weapon",
                        label=Said("step.next"),
                        choices=[
                            Choice(
                                value=research.weapon,
                                label=Said("label.turn_card", cost=tables.CARD_TURN_COST),
                            ),
                            Choice(value="stop", label=Said("label.stop_research")),
                        ],
                    )
                ],
            )
        ]
    search = []
    for weapon in _within_reach(state, seat):
        if not _known(state, seat, weapon) and (
            power.money >= tables.CARD_TURN_COST or economy.can_borrow(state, seat)
        ):
            search.append(Choice(value=weapon, label=Said("label.weapon", weapon=weapon)))
    if not search:
        return []
    return [action("research", Said("label.research"), "weapon", Said("step.weapon"), search)]


def make_weapon_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Once the prototype is found, more at the printed price, but not in the turn it was
    found; 12 at most."""
    power = state.powers[seat]
    if power.turns_played == 0 or state.turn.research is not None:
        return []
    more = []
    for weapon in _within_reach(state, seat):
        money, minerals = WEAPON_COST[weapon]
        if (
            _known(state, seat, weapon)
            and weapon not in state.turn.prototype
            and (power.money >= money)
        ):
            most = min(
                WEAPON_LIMIT[weapon] - _count(state, seat, weapon),
                power.money // money,
                power.storage["minerals"] // minerals,
            )
            more.append(
                Choice(
                    value=weapon,
                    label=Said("label.weapon", weapon=weapon),
                    then=[
                        Step(
                            param="count",
                            label=Said("step.how_many"),
                            range=IntRange(min=1, max=most),
                        )
                    ],
                )
            )
    if not more:
        return []
    return [action("make_weapon", Said("label.make_weapon"), "weapon", Said("step.weapon"), more)]


def research(state: SupremacyState, seat: int, weapon: str) -> list[Event]:
    """Turn the next card of the shuffled deck for 200 M$; the weapon's own card gives the
    prototype at its price (a bomb 500 M$ and 1 minerals, a SAN 1 B$ and 2 minerals)."""
    turn = state.turn
    deck = state.deck
    if turn.research is None:
        from .state import Research

        deck.reshuffle(state.rng)
        turn.research = Research(weapon=weapon)  # type: ignore[arg-type,unused-ignore]
    research = turn.research
    pile = [c for c in deck.draw_pile if c not in research.turned]
    ok, events = economy.bill(state, seat, tables.CARD_TURN_COST)
    if not ok or not pile:
        return events + finish_research(state, seat)
    card = pile[0]
    research.turned.append(card)
    events.append(
        say(
            "research_card",
            name=state.seats[seat],
            weapon=weapon,
            card=sdata.card_kind(card),
            cards=len(research.turned),
        )
    )
    if sdata.card_kind(card) != weapon:
        return events
    money, minerals = WEAPON_COST[weapon]
    power = state.powers[seat]
    if power.storage["minerals"] >= minerals and power.money >= money:
        power.money -= money
        power.storage["minerals"] -= minerals
        if weapon == "bomb":
            power.bombs += 1
            power.bomb_known = True
        else:
            power.sans += 1
            power.san_known = True
        turn.prototype.append(weapon)
        events.append(say("prototype", name=state.seats[seat], weapon=weapon))
    else:
        events.append(say("prototype_unpaid", name=state.seats[seat], weapon=weapon))
    return events + finish_research(state, seat)


def finish_research(state: SupremacyState, seat: int) -> list[Event]:
    """The turned cards go back into the deck, which is shuffled."""
    research = state.turn.research
    state.turn.research = None
    state.deck.reshuffle(state.rng)
    if research is None:
        return []
    return [
        say(
            "research_end",
            name=state.seats[seat],
            cards=len(research.turned),
            cost=len(research.turned) * tables.CARD_TURN_COST,
        )
    ]


def make_weapon(state: SupremacyState, seat: int, weapon: str, count: int) -> list[Event]:
    money, minerals = WEAPON_COST[weapon]
    power = state.powers[seat]
    power.money -= money * count
    power.storage["minerals"] -= minerals * count
    if weapon == "bomb":
        power.bombs += count
    else:
        power.sans += count
    return [say("weapons_built", name=state.seats[seat], weapon=weapon, count=count)]


# ---------------------------------------------------------------------- the families


def _research(state: SupremacyState, seat: int, move: Research) -> list[Event]:
    if move.weapon == "stop":
        return finish_research(state, seat)
    return research(state, seat, move.weapon)


def _make_weapon(state: SupremacyState, seat: int, move: MakeWeapon) -> list[Event]:
    return make_weapon(state, seat, move.weapon, move.count)


def _build_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Forces are built in phase 6, not while a research is under way."""
    return build_specs(state, seat) if state.turn.research is None else []


BUILD: Family[SupremacyState, Build] = Family(Build, _build_legal, build)
RESEARCH: Family[SupremacyState, Research] = Family(Research, research_specs, _research)
MAKE_WEAPON: Family[SupremacyState, MakeWeapon] = Family(
    MakeWeapon, make_weapon_specs, _make_weapon
)
