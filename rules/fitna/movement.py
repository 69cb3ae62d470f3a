"""Movement (16.0-17.3): ground moves, airmobile moves and assaults, strategic movement; Al
Baghdadi's move (25.2) and Kurdish moves (26.2). Each legal tree beside the code playing it."""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event
from rules.core.builders import ask

from . import board, caveats
from .data import map as fmap
from .data import tables
from .messages import say
from .state import FitnaState, Move

MODES = {
    "ground": "on the ground",
    "airmobile": "airmobile move (17.2.1)",
    "assault": "airmobile assault (17.2.2)",
    "strategic": "strategic move (17.3)",
}


def _free(state: FitnaState, uid: str, box: str) -> bool:
    """A box a moving unit may pass: no enemy unit, not a Kurdish zone closed to it, inside
    the scenario's play area, not Turkey for a Russian unit (21.0)."""
    side = board.side_of(state, uid)
    return (
        not board.hostile(state, board.side_at(state, box), side)
        and not board.kurd_zone_closed(state, box, side)
        and board.in_play_area(state, box)
        and caveats.may_enter(state, uid, box)
    )


def ground_paths(state: FitnaState, uid: str) -> dict[str, list[str]]:
    """Destinations of a ground move (17.1) and the boxes entered to get there: along boxes
    free of enemies, up to the unit's movement; stacking counts at the end only."""
    start = board.box_of(state, uid)
    if start is None:
        return {}
    reach = board.movement_of(state, uid)
    u = board.unit(uid)
    if u.airmobile and start not in state.isolated:
        reach = tables.AIRMOBILE_GROUND_MOVEMENT
    found: dict[str, list[str]] = {}
    frontier: list[tuple[str, list[str]]] = [(start, [])]
    seen = {start}
    for _ in range(reach):
        nxt: list[tuple[str, list[str]]] = []
        for here, path in frontier:
            for nb in fmap.NEIGHBOURS[here]:
                if nb in seen or not _free(state, uid, nb):
                    continue
                seen.add(nb)
                route = [*path, nb]
                nxt.append((nb, route))
                if board.can_stack(state, nb, [uid], leaving=[uid]):
                    found[nb] = route
        frontier = nxt
    return found


def airmobile_boxes(state: FitnaState, uid: str) -> list[str]:
    """17.2.1: from a controlled, supplied box to any controlled box linked to a source."""
    side = board.side_of(state, uid)
    start = board.box_of(state, uid)
    if start is None or state.control.get(start) != side or not board.supplied(state, uid):
        return []
    return [
        b
        for b in sorted(board.controlled(state, side))
        if b != start
        and board.in_play_area(state, b)
        and not board.hostile(state, board.side_at(state, b), side)
        and caveats.may_enter(state, uid, b)
        and board.can_stack(state, b, [uid], leaving=[uid])
        and board.supplied(state, uid, b)
    ]


def assault_boxes(state: FitnaState, uid: str) -> list[str]:
    """17.2.2: up to 6 boxes flying over anything but Turkey, Israel, Iran and Saudi Arabia
    (unless the unit is theirs), ending on a box free of enemy units."""
    start = board.box_of(state, uid)
    if start is None:
        return []
    own = board.nation(state, uid)
    banned = {c for c in tables.AIRMOBILE_NO_OVERFLY if c != own}
    dist = fmap.GRAPH.distances(start, lambda b: fmap.BOXES[b].country not in banned)
    return [
        b
        for b, d in sorted(dist.items())
        if 0 < d <= tables.AIRMOBILE_ASSAULT_RANGE
        and _free(state, uid, b)
        and board.can_stack(state, b, [uid], leaving=[uid])
    ]


def strategic_boxes(state: FitnaState, uid: str) -> dict[str, list[str]]:
    """17.3: a supplied unit, any distance along controlled supplied boxes, to one of them.
    The boxes it can reach form one connected group of boxes its side holds: they are all
    linked to the source its line reaches, so each is supplied for it."""
    side = board.side_of(state, uid)
    start = board.box_of(state, uid)
    if start is None or not board.supplied(state, uid):
        return {}
    held_source = board.sources(state, uid)
    parents: dict[str, str] = {start: start}
    queue = [start]
    while queue:
        here = queue.pop(0)
        for nb in fmap.NEIGHBOURS[here]:
            if nb not in parents and state.control.get(nb) == side and _free(state, uid, nb):
                parents[nb] = here
                queue.append(nb)
    linked = any(b in held_source for b in parents)
    found: dict[str, list[str]] = {}
    for b in sorted(parents):
        if b == start or not board.can_stack(state, b, [uid], leaving=[uid]):
            continue
        if not linked and not board.supplied(state, uid, b):
            continue
        path = [b]
        while parents[path[-1]] != start:
            path.append(parents[path[-1]])
        found[b] = path[::-1]
    return found


def destinations(state: FitnaState, uid: str, mode: str) -> dict[str, list[str]]:
    if mode == "ground":
        return ground_paths(state, uid)
    if mode == "airmobile":
        return {b: [b] for b in airmobile_boxes(state, uid)}
    if mode == "assault":
        return {b: [b] for b in assault_boxes(state, uid)}
    if mode == "strategic":
        return strategic_boxes(state, uid)
    return {}


def movable(state: FitnaState, side: str) -> list[str]:
    """Units of ``side`` that may still move this phase (each unit moves once, 17.0)."""
    return [
        u
        for u in board.side_units(state, side)
        if u not in state.moved and board.movement_of(state, u) > 0
    ]


def unit_label(state: FitnaState, uid: str) -> str:
    box = board.box_of(state, uid) or ""
    return f"{board.unit(uid).name} at {fmap.BOXES[box].name}" if box else board.unit(uid).name


def move_spec(
    state: FitnaState, uids: list[str], modes: tuple[str, ...], label: str
) -> list[ActionSpec]:
    unit_choices: list[Choice] = []
    for uid in uids:
        mode_choices: list[Choice] = []
        for mode in modes:
            if mode in ("airmobile", "assault") and not board.unit(uid).airmobile:
                continue
            boxes = destinations(state, uid, mode)
            if boxes:
                to = [Choice(value=b, label=fmap.BOXES[b].name) for b in sorted(boxes)]
                mode_choices.append(
                    Choice(value=mode, label=MODES[mode], then=ask("to", "box", to))
                )
        if mode_choices:
            unit_choices.append(
                Choice(
                    value=uid, label=unit_label(state, uid), then=ask("mode", "how", mode_choices)
                )
            )
    if not unit_choices:
        return []
    return [ActionSpec(kind="move", label=label, steps=ask("unit", "unit", unit_choices))]


def legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    """The movement segment: each movement OP moves 2 units (17.0)."""
    if state.moves_left <= 0:
        return []
    lent = [
        u for u in board.lent_units(state, seat)
        if u not in state.moved and board.movement_of(state, u) > 0
    ]  # fmt: skip
    return move_spec(
        state,
        movable(state, state.sides[seat]) + lent,
        ("ground", "airmobile", "assault"),
        "Move a unit",
    )


def strategic_legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    if state.strategic_done:
        return []
    uids = board.side_units(state, state.sides[seat])
    return move_spec(state, uids, ("strategic",), "Strategic move (17.3)")


def play(state: FitnaState, seat: int, action: Move) -> list[Event]:
    """Carry out a move already checked against the legal tree."""
    path = destinations(state, action.unit, action.mode)[action.to]
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
        say("move", name=shown, origin=fmap.BOXES[origin].name, dest=fmap.BOXES[action.to].name,
            mode=action.mode),
    ]  # fmt: skip
    if resupplied:
        events.append(say("resupplied", boxes=fmap.BOXES[action.to].name))
    from . import tension

    if fmap.BOXES[action.to].country == "TUR" and side in ("SYR", "IRQ", "IRN"):
        events += tension.trigger(state, "enter_turkey")
    return events
