"""The invariants of a One More Barrel state, checked by self-play after every action.

Money, oil, units and tracks never negative; at most 15 military per player on the board; at
most 3 buildings and one police station, pipeline and refinery per region; every territory's
controller consistent with the units there (a controlled region is explored, free of locals and
of battle; players' military outside a battle stand only in a controlled region; locals and
players' military share a region only in a battle); the action board consistent (boxes in use,
one pawn per exclusive box, one pawn per player and round, the turn order a permutation); the
stack of procedures well formed (every procedure a stage of the flow, a part of the game at
the bottom only, the questions on top exactly while some are open, and under them one frame
per battle asking questions, at the step of the kind it asks, and one frame for a joint
bombing asking, at the step of the kind it asks).
"""

from __future__ import annotations

from collections import Counter

from .actionboard import BOXES, boxes_in_use
from .battles import PENDING_KINDS as BATTLE
from .data.tables import MAX_BUILDINGS_PER_REGION as MAX_BUILDINGS
from .helpers import name
from .procedures import FLOW
from .rebels import BOMBING_KINDS as BOMBING
from .state import (
    ACTIONS,
    BORDER,
    END_OF_TURN,
    MAX_MILITARY,
    PREPARATION,
    QUESTIONS,
    OmbState,
    RegionState,
)

#: The procedures that are a part of the game, at the bottom of the stack.
_PARTS = (PREPARATION, ACTIONS, END_OF_TURN)


def invariants(state: OmbState) -> list[str]:
    """Money, oil and units never negative; at most 15 military per player; at most 3
    buildings and one police station, pipeline and refinery per region; every territory's
    controller consistent with the units there; the action board consistent."""
    broken: list[str] = []
    for seat, player in enumerate(state.players):
        who = name(state, seat)
        if player.money_cents < 0:
            broken.append(f"{who} has negative money")
        if player.oil_reserve < 0:
            broken.append(f"{who} has a negative oil reserve")
        for track, value in (
            ("pacifism", player.pacifism),
            ("influence", player.influence),
            ("media", player.media),
            ("tenders", player.tenders),
        ):
            if value < 0:
                broken.append(f"{who}'s {track} is negative")
        if state.military_on_board(seat) > MAX_MILITARY:
            broken.append(f"{who} has more than {MAX_MILITARY} military on the board")
    for rid, region in state.regions.items():
        broken.extend(_region_invariants(state, rid, region))
    broken.extend(_board_invariants(state))
    broken.extend(_stack_invariants(state))
    return broken


def _stack_invariants(state: OmbState) -> list[str]:
    broken = FLOW.invariants(state)
    kinds = [f.kind for f in state.stack]
    if (kinds and kinds[0] not in _PARTS) or any(kind in _PARTS for kind in kinds[1:]):
        broken.append(f"the stack {kinds} holds a part of the game elsewhere than at its bottom")
    if bool(state.questions.open) != (bool(kinds) and kinds[-1] == QUESTIONS):
        broken.append(f"the stack {kinds} does not end with the questions exactly while asking")
    asking = sorted(
        {(str(q.data.get("region")), q.kind) for q in state.questions.open if q.kind in BATTLE}
    )
    waiting = sorted(
        (str(f.data.get("region")), f.kind) for f in state.stack[:-1] if f.kind in BATTLE
    )
    if asking != waiting or (kinds and kinds[-1] in BATTLE):
        broken.append(
            f"the battles asking {asking} are not those waiting under the questions {waiting}"
        )
    bombing = sorted({q.kind for q in state.questions.open if q.kind in BOMBING})
    held = [f.kind for f in state.stack[:-1] if f.kind in BOMBING]
    if len(bombing) > 1 or held != bombing or (kinds and kinds[-1] in BOMBING):
        broken.append(
            f"the bombing questions asked {bombing} are not those of one bombing frame waiting"
            f" under the questions {held}"
        )
    return broken


def _region_invariants(state: OmbState, rid: str, region: RegionState) -> list[str]:
    broken = []
    if min(region.military + region.owned_logistics) < 0:
        broken.append(f"{rid}: negative units")
    if region.logistics < 0 or region.barrels < 0 or region.locals < 0:
        broken.append(f"{rid}: negative logistics, barrels or locals")
    if region.buildings:
        if len(region.buildings) > MAX_BUILDINGS:
            broken.append(f"{rid}: more than {MAX_BUILDINGS} buildings")
        for kind in ("police", "pipeline", "refinery"):
            if region.count(kind) > 1:
                broken.append(f"{rid}: more than one {kind}")
    if rid == BORDER:
        if region.controller is not None or region.logistics or region.buildings:
            broken.append("the border is controlled or holds regional logistics/buildings")
        return broken
    if any(region.owned_logistics):
        broken.append(f"{rid}: owned logistics outside the border")
    calm = region.battle is None
    military = sum(region.military) if calm else 0  # only read outside a battle
    if region.controller is not None:
        if not region.explored or region.locals > 0 or not calm:
            broken.append(f"{rid}: controlled but unexplored, held by locals or at war")
    elif calm and military > 0:
        broken.append(f"{rid}: military present without a battle and without a controller")
    if calm and region.locals > 0 and military > 0:
        broken.append(f"{rid}: players' military and locals together without a battle")
    return broken


def _board_invariants(state: OmbState) -> list[str]:
    broken = []
    in_use = {box.id for box in boxes_in_use(state.n)}
    on_box = Counter(p.box for p in state.pawns)
    for pawn in state.pawns:
        if pawn.box not in in_use:
            broken.append(f"pawn on {pawn.box}, a box not in use")
        if not BOXES[pawn.box].unlimited and on_box[pawn.box] > 1:
            broken.append(f"two pawns on {pawn.box}")
    placed = Counter((p.seat, p.round) for p in state.pawns)
    for seat in range(state.n):
        for rnd in (1, 2):
            if placed[seat, rnd] > 1:
                broken.append(f"{name(state, seat)} has two pawns in round {rnd}")
    if sorted(state.order) != list(range(state.n)):
        broken.append("the turn order is not a permutation of the seats")
    broken += state.questions.invariants(state.n)
    for item in state.questions.open:
        if len(item.asked) != 1:
            broken.append(f"question {item.id} ({item.kind}) is not asked of exactly one seat")
    return broken
