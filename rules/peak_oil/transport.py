"""Regions: Transport (book "Régions - Transport").

Choose an open route from the region to a refinery (no closed risk token; arrows obeyed,
``data/board.ROUTES``). Draw one barrel per barrel icon on the route's tokens (the Fleet
Owner: one fewer); then take the refinery's demand from the region (the Shipping Broker: one
more; Boycott / Tanker Disaster: one less, never below 1; never more than the region holds);
one barrel per skull (the Naval Escort ignores one) goes to the black market, the rest to the
HQ; then the route's risk tokens and the refinery's token are flipped (I19).
"""

from __future__ import annotations

from rules.core import Choice, Event
from rules.core.builders import ask
from rules.core.flow import Frame, Stage
from rules.core.text import Said

from .actions import Option as OptionMove
from .barrels import draw_series
from .data import board
from .helpers import ROUTES, msg, route_key, who
from .state import REFINERY_TOKENS, RISK_TOKENS, ActionState, PeakOilState
from .tasks import Option, automatic, push, seat_of, task


def side(state: PeakOilState, zone: str) -> board.RiskSide:
    at = state.risk[zone]
    return RISK_TOKENS[at.token].sides[at.side]


def demand(state: PeakOilState, refinery: str) -> int:
    at = state.refineries[refinery]
    return REFINERY_TOKENS[at.token].demands[at.side]


def open_routes(state: PeakOilState, region: str) -> list[board.Route]:
    return [
        r
        for r in board.ROUTES
        if r.region == region and not any(side(state, z).closed for z in r.zones)
    ]


def route_label(state: PeakOilState, route: board.Route) -> Said:
    draws = sum(side(state, z).barrels for z in route.zones)
    skulls = sum(side(state, z).skulls for z in route.zones)
    return Said(
        "label.route",
        refinery=route.refinery,
        via=list(route.zones),
        demand=demand(state, route.refinery),
        draws=draws,
        skulls=skulls,
    )


def _transport_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    routes = [
        Choice(value=route_key(r), label=route_label(state, r))
        for r in open_routes(state, ctx.zone)
    ]
    if not routes:
        return None
    return Choice(
        value="transport",
        label=Said("label.transport"),
        then=ask("route", Said("step.route"), routes),
    )


def transport(state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove) -> list[Event]:
    route = ROUTES[(ctx.zone, str(action.route))]
    icons = sum(side(state, z).barrels for z in route.zones)
    draws = max(0, icons - state.has_consultant(seat, "route_draw_reduction"))
    push(
        state,
        *draw_series(state, seat, draws),
        task("transport_take", seat, region=ctx.zone, route=route_key(route)),
    )
    return [
        msg.say(
            "transport",
            name=who(state, seat),
            region=ctx.zone,
            refinery=route.refinery,
            draws=draws,
        )
    ]


def transport_take(state: PeakOilState, current: Frame) -> list[Event]:
    seat, region = seat_of(current), current.data["region"]
    route = ROUTES[(region, current.data["route"])]
    wanted = demand(state, route.refinery) + state.has_consultant(seat, "transport_demand_bonus")
    minus = state.penalty(seat, "transport_demand_minus")
    if minus:
        wanted = max(1, wanted - minus)
    taken = min(wanted, state.regions[region])
    state.regions[region] -= taken
    skulls = sum(side(state, z).skulls for z in route.zones)
    skulls = max(0, skulls - state.has_consultant(seat, "ignore_skulls"))
    pirated = min(skulls, taken)
    state.players[seat].barrels += taken - pirated
    state.loose += pirated
    for zone in route.zones:
        state.risk[zone].side = 1 - state.risk[zone].side
    state.refineries[route.refinery].side = 1 - state.refineries[route.refinery].side
    push(state, *[task("place", seat, source="pirates") for _ in range(pirated)])
    return [
        msg.say(
            "delivered", name=who(state, seat), taken=taken, home=taken - pirated, pirated=pirated
        )
    ]


OPTIONS: tuple[Option, ...] = (Option("transport", _transport_offer, transport),)

STAGES: tuple[Stage[PeakOilState], ...] = (automatic("transport_take", transport_take),)
