"""What a seat does not know in Fitna, dealt again for a computer player's worlds
(:mod:`rules.core.determinize` finds this module by its name).

A stack shows its side (its face, the strongest ally's, 31.0), its owner and how many counters
it holds; its units are seen only by the seats that have units there or attacked it (30.0).
The kit deals a world's hidden stacks again by face, from their own units; here each hidden
stack is dealt instead from the counters its side could have there, which do not depend on
what is really in it:

* every counter of the game (``data/units.py``) whose side (:func:`board.side_of`) is the
  stack's face,
* less those whose place the seat knows: in a stack it sees into, in a force pool or a
  reinforcement batch, eliminated, removed, or US units still to come.

The candidates are shuffled (the scenario's own counters first: its set-up, pools and batches,
then any other counter of the side) and laid on the hidden stacks, in the order of the boxes,
skipping a counter the box may not take (:func:`board.can_stack`, no Russian in Turkey, 21.0)
or that would make another side the stack's strongest (31.0): first the strongest counter of
its face left on each stack, then the rest of each stack from its face's counters, then, for a
stack its side could not fill (allies share boxes), counters of its allies. A unit reduced in
a hidden stack is the owner's secret: a world's hidden stacks hold full-strength units
(docs/players.md), except what a question asked of the seat tells it (Al Baghdadi's restoring
offered, 25.2). The deal is greedy, not exact: when it cannot fill every stack to its size
it is tried again with other shuffles and another order of the boxes (``ATTEMPTS``); a world
whose stacks were still short would show the seat a different board, which the tests would see.
"""

from __future__ import annotations

from rules.core import Rng

from . import board
from .activation import BAGHDADI
from .data import units
from .state import FitnaState

#: Deals tried, each with other shuffles and another order of the boxes, before the last one
#: is kept: the deal is greedy, and one that cannot fill a stack to its size would show the
#: seat a different board (the tests compare the seat's view of every world with the real one).
ATTEMPTS = 20


def resample(state: FitnaState, seat: int, rng: Rng) -> None:
    """Every stack ``seat`` does not see into dealt again (see the module docstring)."""
    hidden = sorted(box for box, found in state.stacks.items() if seat not in found.known_to)
    if not hidden:
        return
    placed: set[str] = set(state.eliminated) | set(state.removed_units)
    placed |= set(state.us_next_turn)
    for pool in state.pools.values():
        placed.update(pool)
    for batches in state.batches.values():
        for batch in batches:
            placed.update(batch)
    for found in state.stacks.values():
        if seat in found.known_to:
            placed.update(found.units)
    scenario = board.scenario(state)
    own = {u for group in scenario.setup.values() for u in group}
    own |= {u for group in scenario.pools.values() for u in group}
    own |= {u for batches in scenario.batches.values() for batch in batches for u in batch}
    state.reduced = [uid for uid in state.reduced if uid in placed or _told(state, seat, uid)]
    sizes = {box: len(state.stacks[box].units) for box in hidden}
    # Each counter's side, read once: dealing moves no counter to another side.
    sides = board.sides_of_units(state)
    by_side: dict[str, list[str]] = {}
    for uid in sorted(units.UNITS):
        if uid not in placed:
            by_side.setdefault(sides[uid], []).append(uid)
    order = list(hidden)
    for _attempt in range(ATTEMPTS):
        if _deal(state, order, sizes, by_side, sides, own, rng):
            return
        rng.shuffle(order)  # another order of the boxes gives the counters other chances


def _told(state: FitnaState, seat: int, uid: str) -> bool:
    """Whether a question asked of ``seat`` tells it that ``uid`` is reduced: Daesh's
    reinforcements (25.2) offer to restore Al Baghdadi only while he is, so the seat that
    answers knows it, and its worlds keep him reduced (else the answer it was offered would
    not apply in them)."""
    return uid == BAGHDADI and any(
        seat in question.waiting
        and question.data.get("purpose") == "daesh_option"
        and any(option[0] == "restore" for option in question.data.get("options", []))
        for question in state.questions.open
    )


def _deal(
    state: FitnaState,
    hidden: list[str],
    sizes: dict[str, int],
    by_side: dict[str, list[str]],
    sides: dict[str, str],
    own: set[str],
    rng: Rng,
) -> bool:
    """One shuffled, greedy deal of the hidden stacks; whether every stack got its size.
    ``by_side``: each side's counters whose place the seat does not know, in id order;
    ``sides``: every counter's side."""
    for box in hidden:
        state.stacks[box].units = []
    candidates: dict[str, list[str]] = {}
    for side in sorted(set(sides.values())):
        of_side = by_side.get(side, [])
        first = [uid for uid in of_side if uid in own]
        then = [uid for uid in of_side if uid not in own]
        rng.shuffle(first)
        rng.shuffle(then)
        candidates[side] = first + then
    for box in hidden:  # first the strongest counter of its face left, so allies fit beside it
        left = candidates.get(state.stacks[box].face, [])
        strongest = sorted(left, key=lambda uid: -units.UNITS[uid].defence)
        _fill(state, box, 1, strongest, sides)
        left[:] = [uid for uid in left if uid in strongest]
    for box in hidden:  # then the rest of the stack from its face's counters
        _fill(state, box, sizes[box], candidates.get(state.stacks[box].face, []), sides)
    allies: dict[str, list[list[str]]] = {}  # each face's allies' counters left
    for box in hidden:  # a stack its side cannot fill takes allies (allies share boxes)
        face = state.stacks[box].face
        if face not in allies:
            allies[face] = [
                left
                for side, left in candidates.items()
                if side != face and board.allied(state, face, side)
            ]
        for left in allies[face]:
            _fill(state, box, sizes[box], left, sides)
    return all(len(state.stacks[box].units) == sizes[box] for box in hidden)


def _fill(state: FitnaState, box: str, size: int, left: list[str], sides: dict[str, str]) -> None:
    """Lay counters of ``left`` (taken out of it) on ``box`` until it holds ``size``, each one
    the box may take and that leaves the stack's face its strongest side (31.0)."""
    found = state.stacks[box]
    if len(found.units) >= size:
        return
    for uid in list(left):
        if len(found.units) >= size:
            return
        if board.country(box) == "TUR" and board.nation(state, uid) == "RUS":
            continue
        if not board.can_stack(state, box, [uid]):
            continue
        found.units.append(uid)
        if _face_strongest(state, box, sides):
            left.remove(uid)
        else:
            found.units.pop()


def _face_strongest(state: FitnaState, box: str, sides: dict[str, str]) -> bool:
    found = state.stacks[box]
    strength: dict[str, int] = {}
    for uid in found.units:
        side = sides[uid]
        strength[side] = strength.get(side, 0) + board.defence_of(state, uid)
    return strength.get(found.face, 0) >= max(strength.values())
