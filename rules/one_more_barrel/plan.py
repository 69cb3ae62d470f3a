"""The invasion plan One More Barrel's normal and hard computers follow (issue 32's
twenty-third pass; docs/players.md), read from the seat's own turn like every player's move:
its view, its tree of legal moves, never the state.

Why a plan. Every computer level played the same cash line (New tax and Cash every turn, 94 $
at most), and the search cannot find what beats it: an invasion pays only turns after its
first move (units bought at the preparation, moved at the first turn, a battle at the end of
the turn, oil produced from the next turn on and sold at the end at the price the track has
reached by then), while the units, the battle and the pacifism cost at once, the pacifism ten
times over. Played by a script against easy players on the matrix's seeds, the invasion of
Basra below won 23 of 30 games with three, four and five players. So the normal and hard
computers follow the plan where it names a move, and search every other decision (battles,
retreats, rebels, questions, and the boxes the plan leaves open):

* **Preparation**: buy :data:`MILITARY` military and :data:`LOGISTICS` logistics (1 $ each,
  on the border), as far as the money goes.
* **Boxes**: New tax every turn, or the speech to the nation (:func:`speech_now`). While
  units wait on the border, a Purchases and moves box to invade (the hard computer first,
  before New tax, when another seat's units wait there too: :data:`RACE`); while they fight, a media box
  once pacifism has a penalty (:func:`media_box`). Once a region is held, a box to take every
  unit home (with no units on the board pacifism no longer rises), then oil production every
  turn its logistics allow, and a Purchases and moves box to bring :data:`RESTOCK` logistics
  when they do not (but at the last turn).
* **In a Purchases and moves box**: the whole group on the border into the target (the first
  of :data:`TARGETS` nobody holds and no other seat stands in), or home when none is left;
  the military of a held target home; logistics bought on the border and brought in.
* **Oil production**: every held target whose logistics allow it.

The plan never sells oil: the price rises every turn nobody sells, and everything is sold at
the end."""

from __future__ import annotations

from typing import Any

from rules.core.players import Turn

from .data import tables
from .data.board import TERRITORIES, neighbours
from .preparation import PREPARATION_UNIT_COST
from .state import BORDER, dollars

#: Units bought at the preparation (authored, measured: docs/players.md "Twenty-third pass";
#: 6 and 4 won 23 of 30 games, 5 and 5 15, 4 and 4 12, 7 and 3 18).
MILITARY, LOGISTICS = 6, 4
#: The regions invaded from the border, in order of preference: its neighbours, the most
#: barrels a production first (Basra's 3, then Muthanna's and Najaf's 1).
TARGETS = tuple(sorted(neighbours(BORDER), key=lambda rid: -TERRITORIES[rid].oil))
#: Logistics bought at once when a held region cannot produce.
RESTOCK = 6
#: The hard computer sees the race for the target: while another seat's military wait on the
#: border too, it invades in the round's first box, before New tax (which every box stage
#: still offers), so that a rival earlier in the turn order, taking New tax first as the
#: normal computer does, finds the target taken (docs/players.md "Twenty-third pass").
RACE = "hard"
#: The pacifism from which a held region's plan raises the media first (:func:`media_box`).
MEDIA_AT = 7

PURCHASES = ("purchase_1", "purchase_2", "purchase_3")


def plan(turn: Turn, level: str) -> dict[str, Any] | None:
    """The plan's move for this decision of a computer of ``level`` (normal or hard), or None
    where the plan says nothing (the search decides)."""
    public, private = turn.view.public, turn.view.private
    if private is None:
        return None
    kinds = set(turn.legal.kinds())
    moves = [path for path in turn.legal.paths(limit=5000) if path["kind"] in _PLANNED]
    seat = turn.seat
    regions = {region.id: region for region in public.regions}
    me = public.players[seat]
    held = [rid for rid in TARGETS if regions[rid].controller == seat]

    border = regions[BORDER]
    waiting = border.military[seat]
    target = _target(regions, seat)
    if "prep_buy" in kinds or "prep_done" in kinds:
        return _prepare(
            moves, private.money_cents, border.military[seat], border.owned_logistics[seat]
        )
    if "take_box" in kinds:
        left = public.total_turns - public.game_turn
        if level == RACE and not held and waiting and target and _racing(regions, seat):
            return _first_box(moves, PURCHASES)
        if not me.taxed_this_turn:
            modes = ("speech", "tax") if speech_now(public, me) else ("tax",)
            tax = _first(moves, *({"kind": "take_box", "box": "new_tax", "mode": m} for m in modes))
            if tax:
                return tax
        if not held:
            if waiting:
                return _first_box(moves, PURCHASES)
            return media_box(moves, me, private.money_cents)
        if me.pacifism >= MEDIA_AT:
            media = media_box(moves, me, private.money_cents)
            if media:
                return media
        if any(regions[rid].military[seat] for rid in held) or waiting:
            return _first_box(moves, PURCHASES)
        if any(regions[rid].logistics >= regions[rid].logistics_needed for rid in held):
            return _first(moves, {"kind": "take_box", "box": "oil_production"})
        return _first_box(moves, PURCHASES) if left else None
    if "move" in kinds or "buy" in kinds:
        return _purchases(moves, regions, seat, held, target, private.money_cents)
    if "produce" in kinds:
        produce = ({"kind": "produce", "region": rid} for rid in held)
        return _first(moves, *produce, {"kind": "done"})
    return None


_PLANNED = frozenset({"prep_buy", "prep_done", "take_box", "move", "buy", "produce", "done"})


def _racing(regions: dict[str, Any], seat: int) -> bool:
    """Whether another seat's military wait on the border too: a rival for the target, which
    would take it first if it is earlier in the round (:data:`RACE`)."""
    border = regions[BORDER]
    return any(count for other, count in enumerate(border.military) if other != seat)


def _target(regions: dict[str, Any], seat: int) -> str | None:
    for rid in TARGETS:
        region = regions[rid]
        others = any(count for other, count in enumerate(region.military) if other != seat)
        if region.controller is None and not others:
            return rid
    return None


def speech_now(public: Any, me: Any) -> bool:
    """Whether to make the speech to the nation now (book: once a game, in phases 1 and 2; it
    lowers pacifism by more the higher it is): once the plan's units are home and hold a
    region (pacifism no longer rises) at a level with a penalty, at 13 or more, or at the last
    turn it may be made."""
    if me.speech_used or public.phase > 2 or me.pacifism < 1:
        return False
    last = public.phase == 2 and public.turn == public.turns_per_phase
    home = me.military_on_board == 0 and me.regions_controlled > 0
    return last or me.pacifism >= 13 or (home and _penalised(me))


#: The media level the plan reaches when its pacifism has a penalty: the media limit rises to
#: four units, so with none on the board pacifism falls by two a turn (one with New tax).
MEDIA = 2


def media_box(moves: list[dict[str, Any]], me: Any, money: int) -> dict[str, Any] | None:
    """A media box raising the media to :data:`MEDIA` (3 $ for two points, nothing for one),
    once pacifism has a penalty (4 or more) and the money allows."""
    if me.media >= MEDIA or not _penalised(me):
        return None
    amount = MEDIA - me.media
    if money < dollars(tables.MEDIA_RAISE_COST[amount]):
        return None
    boxes = (f"media_{column}" for column in range(1, len(tables.MEDIA_BOX_GAINS) + 1))
    return _first(moves, *({"kind": "take_box", "box": box, "amount": amount} for box in boxes))


def _penalised(me: Any) -> bool:
    """Whether the player's pacifism costs a penalty (4 or more)."""
    return tables.pacifism_penalty(me.pacifism) > 0


def _first(moves: list[dict[str, Any]], *actions: dict[str, Any]) -> dict[str, Any] | None:
    """The first of ``actions`` the seat's tree allows, or None."""
    return next((action for action in actions if action in moves), None)


def _first_box(moves: list[dict[str, Any]], boxes: tuple[str, ...]) -> dict[str, Any] | None:
    return _first(moves, *({"kind": "take_box", "box": box} for box in boxes))


def _prepare(
    moves: list[dict[str, Any]], money: int, military: int, logistics: int
) -> dict[str, Any] | None:
    units = money // dollars(PREPARATION_UNIT_COST)
    wanted = []
    for unit, have, want in (("military", military, MILITARY), ("logistics", logistics, LOGISTICS)):
        if not have and min(want, units):
            wanted.append({"kind": "prep_buy", "unit": unit, "count": min(want, units)})
    return _first(moves, *wanted, {"kind": "prep_done"})


def _purchases(
    moves: list[dict[str, Any]],
    regions: dict[str, Any],
    seat: int,
    held: list[str],
    target: str | None,
    money: int,
) -> dict[str, Any] | None:
    border = regions[BORDER]
    military, logistics = border.military[seat], border.owned_logistics[seat]
    if not held and military:
        if target is not None:
            found = _move(moves, BORDER, target, military, logistics)
            if found:
                return found
        else:
            found = _move(moves, BORDER, "off", military, 0)
            if found:
                return found
    for rid in held:
        there = regions[rid].military[seat]
        if there:
            found = _move(moves, rid, BORDER, there, 0)
            if found:
                return found
    if held and military:
        found = _move(moves, BORDER, "off", military, 0)
        if found:
            return found
    short = [rid for rid in held if regions[rid].logistics < regions[rid].logistics_needed]
    if short:
        rid = short[0]
        if logistics:
            found = _move(moves, BORDER, rid, 0, logistics)
            if found:
                return found
        affordable = min(RESTOCK, money // dollars(tables.LAND_UNIT_COST))
        buys = (
            {"kind": "buy", "route": "land", "unit": "logistics", "count": count}
            for count in range(affordable, 0, -1)
        )
        found = _first(moves, *buys)
        if found:
            return found
    return _first(moves, {"kind": "done"})


def _move(
    moves: list[dict[str, Any]], source: str, destination: str, military: int, logistics: int
) -> dict[str, Any] | None:
    """The legal move of that group, however the tree spells an absent kind of unit."""
    for action in moves:
        if (
            action["kind"] == "move"
            and action.get("source") == source
            and action.get("destination") == destination
            and (action.get("military") or 0) == military
            and (action.get("logistics") or 0) == logistics
        ):
            return action
    return None
