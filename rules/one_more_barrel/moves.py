"""Units on the map: purchases, moves, control of territories (book "Achats et mouvements",
"Contrôle des territoires", "Logistique").

Rules implemented here:

* A move shifts one group (military and/or logistics) from a territory to an adjacent one.
* A group entering an unexplored territory, or one whose local army still stands, stops there:
  a battle starts (``battles``). A territory at war cannot be crossed or left (only a retreat
  leaves it) but more units may enter it to join the battle.
* Other players' territories may be crossed freely.
* Logistics move only out of a territory the mover controls, or from the border where they
  belong to whoever bought or moved them there last.
* Military leave the board with one more move from the border.
* A player has at most 15 military units on the board.
* A territory whose neighbours are all controlled by players is crossed at no cost (book: "Si
  durant le jeu, un territoire n'est adjacent qu'avec des territoires contrôlés par les
  joueurs, il est exceptionnellement possible pour tous de le traverser au coût de 0
  mouvement"): one move may go on through it and through any chain of such territories. The
  crossed territory itself need not be controlled, but one that stops a group (unexplored,
  locals standing) or is at war is never crossed.

The border territory is a territory of the board but no region of the country: groups enter,
leave and cross it like any territory, but nobody ever controls it. So it never counts as a
controlled neighbour (Basra, Muthanna and Najaf, next to it, are never crossed for free), it
is crossed for free itself only when Basra, Muthanna and Najaf are all controlled, nobody
retreats onto it, and its military defend no region against a bombing (``rebels``).

Interpretations: logistics never enter a territory held by the local army without military in
the same group (they do not fight); when a controller's last military unit leaves a territory
where another player's military stands, that player (the one with most units there, then the
earliest in turn order) takes control, as if bringing them in.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core import Event

from .data.board import MAP, REGIONS, neighbours
from .data.tables import production
from .state import BORDER, MAX_MILITARY, OmbState, RegionState

#: The destination of a move that takes military off the board from the border.
OFF_BOARD = "off"

#: Called when ``seat``'s military enter a territory held by the local army or at war:
#: ``(state, region_id, seat) -> events`` (the battle module starts or joins the battle).
EnterBattle = Callable[[OmbState, str, int], list[Event]]


def hostile(region: RegionState) -> bool:
    """True when entering ``region`` means fighting: unexplored, locals standing, or at war."""
    if region.id == BORDER:
        return False
    return not region.explored or region.locals > 0 or region.battle is not None


def free_crossing(state: OmbState, region_id: str) -> bool:
    """Whether ``region_id`` may be crossed at no cost: a territory one need not stop in (not
    unexplored, held by locals or at war) whose every neighbour is controlled by some player.
    The border, controlled by nobody, is never such a neighbour."""
    if hostile(state.regions[region_id]):
        return False
    return all(state.regions[nb].controller is not None for nb in neighbours(region_id))


def destinations(state: OmbState, source: str) -> list[str]:
    """Territories one move takes a group from ``source`` to (``off`` from the border).

    A group never leaves a territory at war. Through territories that may be crossed for free
    the same move goes on.
    """
    if state.regions[source].battle is not None:
        return []
    found = MAP.reach(source, through=lambda territory: free_crossing(state, territory))
    if source == BORDER:
        found.append(OFF_BOARD)
    return sorted(found, key=_territory_order)


def _territory_order(territory: str) -> tuple[int, str]:
    return (0 if territory == BORDER else 2 if territory == OFF_BOARD else 1, territory)


def movable_logistics(state: OmbState, seat: int, territory: str) -> int:
    """Logistics ``seat`` may move out of ``territory``: its own on the border, all of a
    territory it controls, none elsewhere."""
    region = state.regions[territory]
    if territory == BORDER:
        return region.owned_logistics[seat]
    if region.controller == seat and region.battle is None:
        return region.logistics
    return 0


def sources(state: OmbState, seat: int) -> list[str]:
    """Territories from which ``seat`` can move something."""
    return [
        rid
        for rid, region in state.regions.items()
        if region.battle is None
        and (region.military[seat] > 0 or movable_logistics(state, seat, rid) > 0)
    ]


def military_room(state: OmbState, seat: int) -> int:
    """Military units ``seat`` may still add to the board (at most 15 on it)."""
    return max(0, MAX_MILITARY - state.military_on_board(seat))


def take_units(state: OmbState, seat: int, territory: str, military: int, logistics: int) -> None:
    """Lift a group off ``territory`` (the caller checked it may). When the controller's last
    military leave, control may pass to another player still there (:func:`settle_control`)."""
    region = state.regions[territory]
    region.military[seat] -= military
    if territory == BORDER:
        region.owned_logistics[seat] -= logistics
    else:
        region.logistics -= logistics
    if region.controller == seat:
        settle_control(state, territory)


def put_units(
    state: OmbState,
    seat: int,
    territory: str,
    military: int,
    logistics: int,
    enter_battle: EnterBattle,
) -> list[Event]:
    """Place a group on ``territory`` and apply what entering it means: control of a calm
    territory, or a battle (``enter_battle``) in a hostile one."""
    region = state.regions[territory]
    fight = military > 0 and hostile(region)
    region.military[seat] += military
    if territory == BORDER:
        region.owned_logistics[seat] += logistics
    else:
        region.logistics += logistics
    if fight:
        return enter_battle(state, territory, seat)
    if military > 0:
        claim_control(state, territory, seat)
    return []


def claim_control(state: OmbState, territory: str, seat: int) -> None:
    """``seat`` brought military into calm ``territory``: it takes control if nobody holds it
    or the controller has no military left there."""
    region = state.regions[territory]
    if territory == BORDER or hostile(region):
        return
    holder = region.controller
    if holder is None or (holder != seat and region.military[holder] == 0):
        region.controller = seat


def settle_control(state: OmbState, territory: str) -> None:
    """After units left ``territory``: if its controller has no military there but another
    player has, that player takes control (most units, then turn order)."""
    region = state.regions[territory]
    holder = region.controller
    if territory == BORDER or holder is None or region.military[holder] > 0:
        return
    present = [seat for seat in state.order if region.military[seat] > 0]
    if present:
        region.controller = max(present, key=lambda s: (region.military[s], -state.order.index(s)))


def production_numbers(region: RegionState) -> tuple[int, int]:
    """(barrels, logistics needed) of one production in ``region`` (a refinery: +1 / −1)."""
    data = REGIONS[region.id]
    return production(data.oil, data.logistics, region.count("refinery") > 0)
