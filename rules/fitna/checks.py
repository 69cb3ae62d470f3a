"""Fitna's invariants, checked after every action in self-play."""

from __future__ import annotations

from collections import Counter

from . import board, hands
from .data import cards as fcards
from .data import map as fmap
from .data import tables, units
from .state import FitnaState


def invariants(state: FitnaState) -> list[str]:
    problems: list[str] = []
    where: Counter[str] = Counter()
    for box, found in state.stacks.items():
        if box not in fmap.BOXES:
            problems.append(f"a stack on unknown box {box}")
        if not found.units:
            problems.append(f"an empty stack at {box}")
        sides = {board.side_of(state, u) for u in found.units}
        if any(board.hostile(state, a, b) for a in sides for b in sides):
            problems.append(f"enemies stacked together at {box}: {sorted(sides)}")
        strength = {
            s: sum(board.defence_of(state, u) for u in found.units if board.side_of(state, u) == s)
            for s in sides
        }
        if sides and strength.get(found.face, 0) < max(strength.values()):
            problems.append(f"{box} shown as {found.face}'s, not the strongest ally's (31.0)")
        if sides and found.face not in sides:
            problems.append(f"stack at {box} shows {found.face} but holds {sorted(sides)}")
        if board.country(box) == "TUR" and any(
            board.nation(state, u) == "RUS" for u in found.units
        ):
            problems.append(f"Russian units in Turkey at {box} (21.0)")
        if not board.can_stack(state, box, []):
            problems.append(f"stacking broken at {box} ({len(found.units)} units)")
        if found.units and state.control.get(box) != found.face:
            problems.append(
                f"{box} is occupied by {found.face} but controlled by {state.control.get(box)}"
            )
        where.update(found.units)
    for name, group in (("eliminated", state.eliminated), ("removed", state.removed_units)):
        where.update(group)
        del name
    for pool in state.pools.values():
        where.update(pool)
    for batches in state.batches.values():
        for batch in batches:
            where.update(batch)
    twice = sorted(u for u, n in where.items() if n > 1)
    if twice:
        problems.append(f"units in two places: {twice}")
    unknown = sorted(u for u in where if u not in units.UNITS)
    if unknown:
        problems.append(f"unknown units {unknown}")
    for uid in state.reduced:
        if board.box_of(state, uid) is None:
            problems.append(f"{uid} is reduced off the map")
    if state.tension is not None and not tables.TENSION_MIN <= state.tension <= tables.TENSION_MAX:
        problems.append(f"tension {state.tension} off its track")
    support = [str(n) for n in fcards.CARDS if fcards.CARDS[n].deck == "support"]
    event = [str(n) for n in fcards.CARDS if fcards.CARDS[n].deck == "event"]
    elsewhere = [str(n) for n in state.removed + state.kept + state.high_tension]
    problems += state.support.invariants(support, [c for c in elsewhere if c in support])
    problems += state.events.invariants(event, [c for c in elsewhere if c in event])
    for seat in range(len(state.seats)):
        held = len(hands.hand(state, seat))
        if held > 16:
            problems.append(f"seat {seat} holds {held} cards")
    for box in state.entrenchments:
        if state.entrenchments.count(box) > tables.ENTRENCHMENTS_PER_BOX:
            problems.append(f"two entrenchments at {box}")
    if not 1 <= state.turn <= board.scenario(state).turns:
        problems.append(f"turn {state.turn} off the track")
    if state.over and state.questions.open:
        problems.append("a question is open after the end")
    for kind, lasting in (("battle", state.battle), ("activation", state.activation)):
        frames = sum(1 for f in state.stack if f.kind == kind)
        if frames != (lasting is not None):
            problems.append(f"{frames} {kind} procedure(s) on the stack for {int(bool(lasting))}")
    return problems + state.questions.invariants(len(state.seats))
