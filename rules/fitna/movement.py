"""Movement (16.0-17.3): ground moves, airmobile moves and assaults, strategic movement; Al
Baghdadi's move (25.2) and Kurdish moves (26.2). Each legal tree beside the code playing it."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

from rules.core import ActionSpec, Choice, Event, Step, builders
from rules.core.builders import ask
from rules.core.copying import deep_copy
from rules.core.text import Said

from . import board, caveats, tension
from .actions import Move
from .data import map as fmap
from .data import tables
from .messages import say
from .state import FitnaState


def _free(state: FitnaState, uid: str, box: str) -> bool:
    """A box a moving unit may pass: no enemy unit, not a Kurdish zone closed to it, inside
    the scenario's play area, not Turkey for a Russian unit (21.0)."""
    return _free_test(state, uid)(box)


def _free_test(state: FitnaState, uid: str) -> Callable[[str], bool]:
    """:func:`_free` for ``uid`` on any box of one board (the unit's side, its friends —
    the sides not ``board.hostile`` to it — and the play area found once)."""
    side = board.side_of(state, uid)
    friends = board.friends(state, side)
    area = board.play_area(state)

    def free(box: str) -> bool:
        here = board.side_at(state, box)
        return (
            (here is None or here in friends)
            and not board.kurd_zone_closed(state, box, side)
            and (not area or fmap.BOXES[box].country in area)
            and caveats.may_enter(state, uid, box)
        )

    return free


class Lookups:
    """What the destinations of many units ask of one board, each answer worked out once:
    whether a box is free for a side (:func:`_free`: it depends on the unit only through its
    side and whether it is Russian), whether a unit may end on a box (``board.can_stack``: it
    depends on the unit through its side, nation and size only), the supply lines of each
    side and the supply tests by nation and side, the strategic searches from a box, the box
    of every unit. Made for one build of the choices and dropped after it: the board must
    not change while it is in use."""

    def __init__(self, state: FitnaState) -> None:
        self.state = state
        #: :func:`_free` by side and Russian or not, each answer kept.
        self._free: dict[tuple[str, bool], Callable[[str], bool]] = {}
        #: By box and the joining unit's side, nation and whether it is a corps.
        self._stacks: dict[tuple[str, str, str, bool], bool] = {}
        self._kinds: dict[str, tuple[str, str, bool]] = {}
        #: Supply-line groups by side (``board.supply_test``).
        self.lines = board.SupplyLines(state)
        #: Strategic searches (:func:`strategic_boxes`) by start, side and Russian or not.
        self.searches: dict[tuple[str, str, bool], dict[str, str]] = {}
        self._boxes: dict[str, str] | None = None
        self._supplied: dict[tuple[str, str], Callable[[str | None], bool]] = {}
        self._controlled: dict[str, list[str]] = {}
        self._regions: dict[tuple[str, bool], dict[str, frozenset[str]]] = {}

    def controlled(self, side: str) -> list[str]:
        """``board.controlled``: the boxes ``side`` controls, in box order."""
        found = self._controlled.get(side)
        if found is None:
            found = self._controlled[side] = board.controlled(self.state, side)
        return found

    def reach(self, start: str, side: str, russian: bool, free: Callable[[str], bool]) -> set[str]:
        """The boxes a strategic move from ``start`` reaches (:func:`_strategic_search`'s):
        ``start`` and the regions next to it of boxes ``side`` controls that are ``free`` for
        the unit, each region searched once per side, Russian or not (21.0), when first met."""
        regions = self._regions.setdefault((side, russian), {})
        control = self.state.control
        reached = {start}
        for nb in fmap.NEIGHBOURS[start]:
            region = regions.get(nb)
            if region is None:
                if control.get(nb) != side or not free(nb):
                    continue
                region = frozenset(_strategic_search(nb, side, free, self.state))
                for member in region:
                    regions[member] = region
            reached |= region
        return reached

    def box_of(self, uid: str) -> str | None:
        """``board.box_of``: every unit's box found in one pass over the stacks (the first
        stack holding it, as ``board.box_of`` finds it)."""
        boxes = self._boxes
        if boxes is None:
            boxes = self._boxes = {}
            for box, found in self.state.stacks.items():
                for unit in found.units:
                    boxes.setdefault(unit, box)
        return boxes.get(uid)

    def kind(self, uid: str) -> tuple[str, str, bool]:
        """What the lookups read of a unit: its side, its nation, whether it is a corps."""
        kind = self._kinds.get(uid)
        if kind is None:
            state = self.state
            kind = self._kinds[uid] = (
                board.side_of(state, uid),
                board.nation(state, uid),
                board.unit(uid).corps,
            )
        return kind

    def free(self, uid: str) -> Callable[[str], bool]:
        """:func:`_free` for ``uid`` (one test per side, Russian or not)."""
        side, nation, _corps = self.kind(uid)
        key = (side, nation == "RUS")
        test = self._free.get(key)
        if test is None:
            known: dict[str, bool] = {}
            raw = _free_test(self.state, uid)

            def test(box: str) -> bool:
                found = known.get(box)
                if found is None:
                    found = known[box] = raw(box)
                return found

            self._free[key] = test
        return test

    def may_end(self, uid: str, box: str) -> bool:
        """Whether ``uid`` may end its move on ``box`` (4.0, 20.0: ``board.can_stack``)."""
        here = self.state.stacks.get(box)
        if here is None or not here.units:
            return True  # alone there: ``can_stack`` of one unit
        if uid in here.units:  # its own box: not one the key below describes
            return board.can_stack(self.state, box, [uid], leaving=[uid])
        # what ``can_stack`` reads of the unit joining a stack it is not in
        key = (box, *self.kind(uid))
        found = self._stacks.get(key)
        if found is None:
            found = self._stacks[key] = board.can_stack(self.state, box, [uid], leaving=[uid])
        return found

    def supplied(self, uid: str) -> Callable[[str | None], bool]:
        """``board.supplied`` for ``uid`` on any box (one test per nation and side: what a
        unit's test reads of it, ``board.box_supplied``)."""
        side, nation, _corps = self.kind(uid)
        test = self._supplied.get((nation, side))
        if test is None:
            test = self._supplied[nation, side] = board.supply_test(self.state, uid, self.lines)
        return test


def ground_paths(state: FitnaState, uid: str, look: Lookups | None = None) -> dict[str, list[str]]:
    """Destinations of a ground move (17.1) and the boxes entered to get there: along boxes
    free of enemies, up to the unit's movement; stacking counts at the end only."""
    return dict(_ground(state, uid, look or Lookups(state)))


def _ground(state: FitnaState, uid: str, look: Lookups) -> Iterator[tuple[str, list[str]]]:
    """:func:`ground_paths` one destination at a time, nearest first."""
    start = look.box_of(uid)
    if start is None:
        return
    reach = board.movement_on(state, uid, start)
    u = board.unit(uid)
    if u.airmobile and start not in state.isolated:
        reach = tables.AIRMOBILE_GROUND_MOVEMENT
    frontier: list[tuple[str, list[str]]] = [(start, [])]
    seen = {start}
    free = look.free(uid)
    for _ in range(reach):
        nxt: list[tuple[str, list[str]]] = []
        for here, path in frontier:
            for nb in fmap.NEIGHBOURS[here]:
                if nb in seen or not free(nb):
                    continue
                seen.add(nb)
                route = [*path, nb]
                nxt.append((nb, route))
                if look.may_end(uid, nb):
                    yield nb, route
        frontier = nxt


def airmobile_boxes(state: FitnaState, uid: str, look: Lookups | None = None) -> list[str]:
    """17.2.1: from a controlled, supplied box to any controlled box linked to a source."""
    return list(_airmobile(state, uid, look or Lookups(state)))


def _airmobile(state: FitnaState, uid: str, look: Lookups) -> Iterator[str]:
    """:func:`airmobile_boxes` one at a time, in box order."""
    side = look.kind(uid)[0]
    start = look.box_of(uid)
    supplied = look.supplied(uid)
    if start is None or state.control.get(start) != side or not supplied(start):
        return
    for b in look.controlled(side):
        if (
            b != start
            and board.in_play_area(state, b)
            and not board.hostile(state, board.side_at(state, b), side)
            and caveats.may_enter(state, uid, b)
            and look.may_end(uid, b)
            and supplied(b)
        ):
            yield b


def assault_boxes(state: FitnaState, uid: str, look: Lookups | None = None) -> list[str]:
    """17.2.2: up to 6 boxes flying over anything but Turkey, Israel, Iran and Saudi Arabia
    (unless the unit is theirs), ending on a box free of enemy units."""
    return list(_assault(state, uid, look or Lookups(state)))


def _assault(state: FitnaState, uid: str, look: Lookups) -> Iterator[str]:
    """:func:`assault_boxes` one at a time, in box order."""
    start = look.box_of(uid)
    if start is None:
        return
    own = look.kind(uid)[1]
    banned = {c for c in tables.AIRMOBILE_NO_OVERFLY if c != own}
    free = look.free(uid)
    for b, d in _flight_distances(start, frozenset(banned)):
        if 0 < d <= tables.AIRMOBILE_ASSAULT_RANGE and free(b) and look.may_end(uid, b):
            yield b


@functools.cache
def _flight_distances(start: str, banned: frozenset[str]) -> tuple[tuple[str, int], ...]:
    """The boxes an airmobile assault from ``start`` can fly to over boxes outside the
    ``banned`` countries, with the boxes flown (sorted by box): map data only, worked out
    once per start and set of banned countries."""
    dist = fmap.GRAPH.distances(start, lambda b: fmap.BOXES[b].country not in banned)
    return tuple(sorted(dist.items()))


def strategic_boxes(
    state: FitnaState, uid: str, look: Lookups | None = None
) -> dict[str, list[str]]:
    """17.3: a supplied unit, any distance along controlled supplied boxes, to one of them.
    The boxes it can reach form one connected group of boxes its side holds: they are all
    linked to the source its line reaches, so each is supplied for it. The search from a box
    is the same for the units there that pass the same boxes (same side, both Russian or
    neither: 21.0): ``look`` keeps it."""
    return dict(_strategic(state, uid, look or Lookups(state)))


def _strategic(
    state: FitnaState, uid: str, look: Lookups, paths: bool = True
) -> Iterator[tuple[str, list[str]]]:
    """:func:`strategic_boxes` one destination at a time, in box order; without ``paths``,
    in any order and without their paths (whether there is one: the boxes reached are the
    side's regions next to the start, :meth:`Lookups.reach`, no search from the start)."""
    side, nation, _corps = look.kind(uid)
    start = look.box_of(uid)
    supplied = look.supplied(uid)
    if start is None or not supplied(start):
        return
    held_source = board.sources(state, uid)
    russian = nation == "RUS"
    if not paths:
        reached = look.reach(start, side, russian, look.free(uid))
        linked = not held_source.isdisjoint(reached)
        for b in reached:
            if b != start and look.may_end(uid, b) and (linked or supplied(b)):
                yield b, []
        return
    key = (start, side, russian)
    parents = look.searches.get(key)
    if parents is None:
        parents = look.searches[key] = _strategic_search(start, side, look.free(uid), state)
    linked = not held_source.isdisjoint(parents)
    for b in sorted(parents):
        if b == start or not look.may_end(uid, b):
            continue
        if not linked and not supplied(b):
            continue
        path = [b]
        while parents[path[-1]] != start:
            path.append(parents[path[-1]])
        yield b, path[::-1]


def _strategic_search(
    start: str, side: str, free: Callable[[str], bool], state: FitnaState
) -> dict[str, str]:
    """The boxes a strategic move from ``start`` reaches (17.3: controlled by ``side`` and
    ``free`` for the unit), each with the box it is entered from."""
    parents: dict[str, str] = {start: start}
    queue = [start]
    while queue:
        here = queue.pop(0)
        for nb in fmap.NEIGHBOURS[here]:
            if nb not in parents and state.control.get(nb) == side and free(nb):
                parents[nb] = here
                queue.append(nb)
    return parents


def destinations(
    state: FitnaState, uid: str, mode: str, look: Lookups | None = None
) -> dict[str, list[str]]:
    """Where ``uid`` may go by ``mode``, and the boxes entered on the way. ``look``: what the
    units asked about on one board share (:class:`Lookups`)."""
    return dict(_destinations(state, uid, mode, look or Lookups(state)))


def _destinations(
    state: FitnaState, uid: str, mode: str, look: Lookups
) -> Iterator[tuple[str, list[str]]]:
    """:func:`destinations` one at a time (the first found answers whether there is one)."""
    if mode == "ground":
        return _ground(state, uid, look)
    if mode == "airmobile":
        return ((b, [b]) for b in _airmobile(state, uid, look))
    if mode == "assault":
        return ((b, [b]) for b in _assault(state, uid, look))
    if mode == "strategic":
        return _strategic(state, uid, look)
    return iter(())


def _can_go(state: FitnaState, uid: str, mode: str, look: Lookups) -> bool:
    """Whether ``uid`` has a destination by ``mode`` (the first one found answers)."""
    if mode == "strategic":
        return next(_strategic(state, uid, look, paths=False), None) is not None
    return next(_destinations(state, uid, mode, look), None) is not None


def movable(state: FitnaState, side: str) -> list[str]:
    """Units of ``side`` that may still move this phase (each unit moves once, 17.0)."""
    moved = state.moved
    return sorted(
        u
        for box, u in board.side_units_on(state, side)
        if u not in moved and board.movement_on(state, u, box) > 0
    )


def unit_label(state: FitnaState, uid: str, look: Lookups | None = None) -> Said:
    """A unit as an answer: its name, and its box when on the map."""
    box = board.box_of(state, uid) if look is None else look.box_of(uid)
    return _unit_label(uid, box or None)


@functools.lru_cache(maxsize=8192)
def _unit_label(uid: str, box: str | None) -> Said:
    """:func:`unit_label` of a unit on ``box`` (or off the map), made once a pair: a
    :class:`Said` never changes, the trees share it (issue 31)."""
    return Said("label.unit_at", unit=uid, box=box) if box else Said("label.unit", unit=uid)


@functools.cache
def _mode_label(mode: str) -> Said:
    """A mode of moving as an answer (``label.mode``), made once."""
    return Said("label.mode", mode=mode)


#: The move tree's questions (constants: a :class:`Said` never changes).
_STEP_UNIT, _STEP_HOW, _STEP_BOX = Said("step.unit"), Said("step.how"), Said("step.box")


@functools.cache
def _box_choice(box: str) -> Choice:
    """A destination's answer (a leaf of the tree: nothing follows it), made once per box and
    shared by the trees: the kit never changes a tree in place."""
    return Choice.of(box, board.box_label(box))


def move_spec(
    state: FitnaState, uids: list[str], modes: tuple[str, ...], label: Said, later: bool = False
) -> list[ActionSpec]:
    """The ``move`` action of these units by these modes: unit, then mode, then destination.
    With ``later``, a unit's modes and destinations are worked out only when its choice is
    walked (``Choice.later``: a random move or a prompt reads one unit's), on a copy of the
    state of their own; which units are offered is found at once (each unit's first
    destination answers)."""
    look = Lookups(deep_copy(state) if later else state)
    unit_choices: list[Choice] = []
    for uid in uids:
        if later:
            if any(_can_go(look.state, uid, mode, look) for mode in _modes(uid, modes)):
                then = functools.partial(_unit_steps, look, uid, modes)
                unit_choices.append(Choice.later(uid, unit_label(look.state, uid, look), then))
            continue
        steps = _unit_steps(look, uid, modes)
        if steps:
            unit_choices.append(Choice.of(uid, unit_label(state, uid, look), steps))
    if not unit_choices:
        return []
    return [ActionSpec(kind="move", label=label, steps=ask("unit", _STEP_UNIT, unit_choices))]


def _unit_steps(look: Lookups, uid: str, modes: tuple[str, ...]) -> list[Step]:
    """A unit's steps in a move: its modes with a destination, then the destination; none
    when it has nowhere to go."""
    mode_choices: list[Choice] = []
    for mode in _modes(uid, modes):
        boxes = destinations(look.state, uid, mode, look)
        if boxes:
            to = [_box_choice(b) for b in sorted(boxes)]
            mode_choices.append(Choice.of(mode, _mode_label(mode), ask("to", _STEP_BOX, to)))
    return ask("mode", _STEP_HOW, mode_choices) if mode_choices else []


#: The ways a unit moves in the movement segment (17.1, 17.2.1, 17.2.2).
SEGMENT_MODES = ("ground", "airmobile", "assault")


def _movers(state: FitnaState, seat: int) -> list[str]:
    """The units ``seat`` may move in the movement segment: its side's not yet moved, and the
    Hezbollah units 20.0's leave lends it."""
    lent = [
        u for u in board.lent_units(state, seat)
        if u not in state.moved and board.movement_of(state, u) > 0
    ]  # fmt: skip
    return movable(state, state.sides[seat]) + lent


def named(uids: list[str], action: dict[str, Any] | None) -> list[str]:
    """The units of ``uids`` that ``action`` moves (its ``unit``: the only part of a move's
    tree that ``apply`` needs to check it, ``builders.cut``); all of them without an action
    (the whole tree)."""
    return builders.cut(uids, action, "unit")


def legal(state: FitnaState, seat: int, action: dict[str, Any] | None = None) -> list[ActionSpec]:
    """The movement segment: each movement OP moves 2 units (17.0). With ``action``: the
    tree cut to the unit it moves (:func:`named`)."""
    if state.moves_left <= 0:
        return []
    movers = named(_movers(state, seat), action)
    return move_spec(state, movers, SEGMENT_MODES, Said("label.move_unit"), later=action is None)


def can_move(state: FitnaState, seat: int) -> bool:
    """Whether :func:`legal` offers a move (found without building the choices: the first
    unit with a destination answers)."""
    return state.moves_left > 0 and _any_destination(state, _movers(state, seat), SEGMENT_MODES)


def strategic_legal(
    state: FitnaState, seat: int, action: dict[str, Any] | None = None
) -> list[ActionSpec]:
    """The strategic move (17.3); with ``action``, cut to the unit it moves (:func:`named`)."""
    if state.strategic_done:
        return []
    uids = named(board.side_units(state, state.sides[seat]), action)
    label = Said("label.strategic_move")
    return move_spec(state, uids, ("strategic",), label, later=action is None)


def can_move_strategic(state: FitnaState, seat: int) -> bool:
    """Whether :func:`strategic_legal` offers a move (the first unit with one answers)."""
    return not state.strategic_done and _any_destination(
        state, board.side_units(state, state.sides[seat]), ("strategic",)
    )


def _modes(uid: str, modes: tuple[str, ...]) -> list[str]:
    """The modes of ``modes`` open to ``uid``: airmobile moves and assaults for airmobile
    units only (17.2)."""
    airmobile = board.unit(uid).airmobile
    return [m for m in modes if airmobile or m not in ("airmobile", "assault")]


def _any_destination(state: FitnaState, uids: list[str], modes: tuple[str, ...]) -> bool:
    """Whether :func:`move_spec` of these units and modes offers anything."""
    look = Lookups(state)
    return any(_can_go(state, uid, mode, look) for uid in uids for mode in _modes(uid, modes))


def play(state: FitnaState, seat: int, action: Move) -> list[Event]:
    """Carry out a move already checked against the legal tree."""
    look = Lookups(state)  # the searches stop at the destination
    path = next(
        p for b, p in _destinations(state, action.unit, action.mode, look) if b == action.to
    )
    origin = board.box_of(state, action.unit) or ""
    side = board.side_of(state, action.unit)
    resupplied = board.join_stack(state, origin, action.to)
    if action.mode == "assault":
        board.lift(state, action.unit)
        board.place(state, action.unit, action.to)
        if action.to not in state.air_assaulted:
            state.air_assaulted.append(action.to)
    else:
        board.move_unit(state, action.unit, path)
    if action.mode == "strategic":
        state.strategic_done = True
    else:
        state.moved.append(action.unit)
        if state.activation is not None:
            state.activation.moved.append(action.unit)
        else:
            state.moves_left -= 1
    if origin in state.isolated and origin not in state.stacks:
        state.isolated.remove(origin)
    state.last_boxes = [origin, action.to]
    name = state.seats[seat]
    shown = side if side in board.UNHELD else name
    events = [
        say("move", name=shown, origin=origin, dest=action.to,
            mode=action.mode),
    ]  # fmt: skip
    if resupplied:
        events.append(say("resupplied", boxes=[action.to]))
    if fmap.BOXES[action.to].country == "TUR" and side in ("SYR", "IRQ", "IRN"):
        events += tension.trigger(state, "enter_turkey")
    return events
