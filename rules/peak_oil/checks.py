"""The invariants of a Peak Oil state, checked by self-play after every action.

Barrel conservation (I25): every black barrel put in play at set-up is in the bag, drawn and
held for the end of the series, in hand on its way to the black market, on a region, in an
HQ, on the track, on the black market, on a crisis card or out of the game; red barrels in the
bag or held; yellow ones in the bag, held or removed. At most five agents per zone, four per
player, each agent somewhere; one barrel per black-market space; five security tokens; every
card in exactly one place; consultants taken level by level; every procedure on the stack a
stage of the game's flow.
"""

from __future__ import annotations

from .data import tables
from .procedures import FLOW
from .state import (
    CONSULTANTS,
    CRISES,
    PeakOilState,
    crisis_cards,
    field_cards,
    portfolio_cards,
    start_up_cards,
)


def invariants(state: PeakOilState) -> list[str]:
    broken: list[str] = []
    n = state.n
    if state.black_in_play() != state.black_total:
        broken.append(
            f"black barrels: {state.black_in_play()} accounted for, {state.black_total} in play"
        )
    bag_setup = tables.setup_bag(n, state.brutal)
    if state.bag.count("red") + state.held.get("red", 0) != bag_setup["red"]:
        broken.append("red barrels lost")
    yellow = state.bag.count("yellow") + state.held.get("yellow", 0) + state.removed_yellow
    if yellow != state.yellow_total:
        broken.append("yellow barrels lost")
    for zone, counts in state.zones.items():
        if sum(counts) > tables.MAX_AGENTS_PER_ZONE:
            broken.append(f"more than five agents on {zone}")
        if min(counts) < 0:
            broken.append(f"negative agents on {zone}")
    for seat, player in enumerate(state.players):
        if state.agents_total(seat) != tables.AGENTS_PER_PLAYER:
            broken.append(f"{state.seats[seat]} has {state.agents_total(seat)} agents in all")
        if min(player.barrels, player.security, player.agents_hq, player.agents_supply) < 0:
            broken.append(f"{state.seats[seat]} has a negative count")
        levels = [CONSULTANTS[c].level for c in player.consultants]
        if levels != list(range(1, len(levels) + 1)):
            broken.append(f"{state.seats[seat]}'s consultants are not level 1, 2, 3 in order")
        if set(player.on_cards) != set(player.crises_up):
            broken.append(f"{state.seats[seat]}'s items on cards do not match the face-up cards")
        if len(state.face_down(seat)) > 1:
            broken.append(f"{state.seats[seat]} holds more than one face-down crisis card")
    spaces = tables.black_market_spaces(n)
    if len(set(state.black_market)) != len(state.black_market) or not set(
        state.black_market
    ) <= set(spaces):
        broken.append("the black market holds two barrels on a space or an unknown space")
    if len(state.black_market) >= len(spaces):
        broken.append("the black market is full but was not shared out")
    if state.security_supply + sum(p.security for p in state.players) != tables.SECURITY_TOKENS:
        broken.append("security tokens lost")
    if min([*state.regions.values(), *state.track.values(), state.loose, state.removed_black]) < 0:
        broken.append("a negative number of barrels somewhere")
    owned_fields = [f for p in state.players for f in p.fields]
    broken += state.field_deck.invariants(
        field_cards(n, state.options), [*state.field_display, *owned_fields]
    )
    owned_start_ups = [s for p in state.players for s in p.start_ups]
    broken += state.start_up_deck.invariants(
        start_up_cards(n), [*state.start_up_display, *owned_start_ups]
    )
    shown = [c for p in state.players for c in p.portfolio_shown]
    broken += state.portfolios.invariants(portfolio_cards(n), shown)
    if not state.brutal:
        for level, deck in state.crisis_decks.items():
            up = [c for p in state.players for c in p.crises_up if str(CRISES[c].level) == level]
            broken += deck.invariants(crisis_cards(int(level)), up)
    broken += FLOW.invariants(state)
    if state.brutal and len(state.counter) != tables.brutal_counter_spaces(n):
        broken.append("the PR-crisis counter has the wrong size")
    return broken
