"""The invariants self-play checks after every action (issue 13's list and the deck's)."""

from __future__ import annotations

from . import economy
from .data import cards as sdata
from .data import tables, world
from .procedures import FLOW
from .state import QUESTIONS, RESOURCES, SupremacyState


def invariants(state: SupremacyState) -> list[str]:
    problems: list[str] = []
    for seat, p in enumerate(state.powers):
        if p.money < 0:
            problems.append(f"seat {seat} has negative money")
        for r in RESOURCES:
            if p.storage[r] < 0:
                problems.append(f"seat {seat} has negative {r}")
            if p.storage[r] > economy.capacity(state, seat) and not p.out:
                problems.append(f"seat {seat} stores more {r} than its capacity")
        if not 0 <= p.bombs <= tables.MAX_BOMBS or not 0 <= p.sans <= tables.MAX_SANS:
            problems.append(f"seat {seat} has bombs or SANs out of 0-12")
        if not 0 <= p.loans <= max(tables.INTEREST):
            problems.append(f"seat {seat} owes an impossible loan")
        if not set(p.closed) <= set(p.companies):
            problems.append(f"seat {seat} closed a company it does not hold")
        if len(p.prospect_turns) != len(state.deck.hands[seat]):
            problems.append(f"seat {seat}'s face-down cards and their turns differ")
        if p.out and (
            p.companies or state.deck.hands[seat] or any(f.seat == seat for f in state.forces)
        ):
            problems.append(f"seat {seat} is out but still holds cards or forces")
    for f in state.forces:
        if f.armies < 0 or f.fleets < 0:
            problems.append(f"negative forces in {f.where}")
        region = world.REGIONS.get(f.where)
        if region is None:
            problems.append(f"forces in an unknown region {f.where}")
            continue
        if region.kind == "land" and f.fleets:
            problems.append(f"a fleet on land in {f.where}")
        if region.kind != "land" and f.armies > f.fleets * tables.FLEET_CAPACITY:
            problems.append(f"armies at sea in {f.where} without fleets to carry them")
        if f.where in state.mushrooms:
            problems.append(f"forces on the destroyed territory {f.where}")
    for held in state.holders:
        if held in state.mushrooms:
            problems.append(f"the destroyed territory {held} is held")
        if not world.is_land(held):
            problems.append(f"a sea zone {held} is held")
    lands: dict[str, set[int]] = {}
    for f in state.forces:
        if world.is_land(f.where) and f.armies:
            lands.setdefault(f.where, set()).add(f.seat)
    for land, seats in lands.items():
        if len(seats) > 1:
            problems.append(f"two players' armies share {land}")
    elsewhere = [c for p in state.powers for c in p.companies]
    problems += state.deck.invariants(sdata.DECK, elsewhere)
    problems += _questions(state) + FLOW.invariants(state)
    if len(state.mushrooms) != len(set(state.mushrooms)):
        problems.append("a territory was destroyed twice")
    return problems


def _questions(state: SupremacyState) -> list[str]:
    """The procedures: the turn's step at the bottom while the game is played (nothing once
    it is over), questions above it, each waiting on somebody, only on seats of the game,
    with answers only from seats it no longer waits on."""
    problems: list[str] = []
    if state.stage == "over":
        return ["the game is over but procedures are left"] if state.stack else []
    if not state.stack or state.stack[0].kind != ("choose" if state.stage == "choose" else "turn"):
        return ["no turn at the bottom of the procedures"]
    for f in state.stack[1:]:
        if f.kind not in QUESTIONS:
            problems.append(f"the procedure {f.kind!r} is above the turn's")
            continue
        waiting = f.data["waiting"]
        if not waiting:
            problems.append(f"the question {f.kind} is open but waits on nobody")
        if any(not 0 <= s < state.n for s in waiting):
            problems.append(f"the question {f.kind} waits on a seat not in the game")
        if {int(s) for s in f.data["answers"]} & set(waiting):
            problems.append(f"the question {f.kind} has answers from seats it waits on")
    return problems
