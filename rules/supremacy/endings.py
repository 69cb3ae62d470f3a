"""Loot, players put out of the game, and the three ends of the game.

Book: "Les butins", "Victoire" (supremacy, détente, final strike).
"""

from __future__ import annotations

from rules.core import Event

from . import forces as F
from . import frames
from .data import tables
from .messages import say
from .state import RESOURCES, SupremacyState


def after_capture(state: SupremacyState, seat: int, region: str) -> list[Event]:
    """When a player takes the last home territory of another superpower, he loots it: all
    its money, its resources, bombs and SANs (its storage centre becomes his too), its
    resource cards; its debts are cancelled and its forces become his."""
    events: list[Event] = []
    for loser, power in enumerate(state.powers):
        if loser == seat or power.out or not power.power:
            continue
        if region not in F.home_regions(state, loser) or F.homes_left(state, loser):
            continue
        winner = state.powers[seat]
        winner.money += power.money
        winner.centres += power.centres
        for resource in RESOURCES:
            winner.storage[resource] += power.storage[resource]
        winner.bombs = min(tables.MAX_BOMBS, winner.bombs + power.bombs)
        winner.sans = min(tables.MAX_SANS, winner.sans + power.sans)
        winner.companies = sorted(winner.companies + power.companies)
        winner.closed = sorted(winner.closed + power.closed)
        hand = state.deck.hands[loser]
        state.deck.hands[seat].extend(hand)
        winner.prospect_turns.extend(power.prospect_turns)
        state.deck.hands[loser] = []
        for f in state.forces:
            if f.seat == loser:
                f.seat = seat
        _merge(state)
        for r, holder in list(state.holders.items()):
            if holder == loser:
                state.holders[r] = seat
        money = power.money
        power.money = 0
        power.loans = power.arrears = 0
        power.storage = {r: 0 for r in RESOURCES}
        power.bombs = power.sans = 0
        power.companies = []
        power.unpaid = []
        power.closed = []
        power.prospect_turns = []
        power.out, power.out_reason = True, "looted"
        frames.drop_seat(state, loser)
        state.salvos.pop(str(loser), None)
        events.append(say("looted", name=state.seats[seat], loser=state.seats[loser], money=money))
    return events + check_supremacy(state)


def _merge(state: SupremacyState) -> None:
    merged: dict[tuple[str, int], list[int]] = {}
    for f in state.forces:
        got = merged.setdefault((f.where, f.seat), [0, 0])
        got[0] += f.armies
        got[1] += f.fleets
    from .state import Force

    state.forces = [
        Force(where=w, seat=s, armies=a, fleets=fl)
        for (w, s), (a, fl) in sorted(merged.items())
        if a or fl
    ]


def after_home_bombed(state: SupremacyState, seat: int) -> list[Event]:
    """When a player's last home territory is bombed, his money goes back to the bank, his
    cards to the deck, and all his forces, bombs and SANs leave the game: he is out."""
    power = state.powers[seat]
    if power.out or F.homes_left(state, seat):
        return []
    state.deck.draw_pile.extend(power.companies)
    state.deck.draw_pile.extend(state.deck.hands[seat])
    state.deck.hands[seat] = []
    power.companies, power.unpaid, power.prospect_turns = [], [], []
    power.closed = []
    power.money = power.loans = power.arrears = 0
    power.bombs = power.sans = 0
    power.storage = {r: 0 for r in RESOURCES}
    state.forces = [f for f in state.forces if f.seat != seat]
    for r, holder in list(state.holders.items()):
        if holder == seat:
            del state.holders[r]
    power.out, power.out_reason = True, "nuked"
    frames.drop_seat(state, seat)
    state.salvos.pop(str(seat), None)
    return [say("nuked_out", name=state.seats[seat])] + check_supremacy(state)


def after_strike(state: SupremacyState) -> list[Event]:
    """ "Le coup final": twelve territories destroyed end the game, everyone losing."""
    if state.stage != "over" and len(state.mushrooms) >= tables.DESTROYED_TERRITORIES_END:
        end(state, "final_strike", None)
        return [say("final_strike", count=len(state.mushrooms))]
    return []


def check_supremacy(state: SupremacyState) -> list[Event]:
    """ "La suprématie": the last player standing wins (with nobody standing, everyone
    loses)."""
    if state.stage == "over" or state.stage == "choose":
        return []
    standing = [s for s, p in enumerate(state.powers) if not p.out]
    if len(standing) == 1:
        end(state, "supremacy", standing[0])
        return [say("supremacy", name=state.seats[standing[0]])]
    if not standing:
        end(state, "final_strike", None)
        return [say("nobody_left")]
    return []


def detente(state: SupremacyState) -> list[Event]:
    """ "La détente": the agreed rounds are played; the wealthiest wins."""
    from .economy import wealth

    end(state, "detente", None)
    worth = [wealth(state, s) for s in range(state.n)]
    best = max(worth)
    state.winner = worth.index(best)
    return [say("detente", rounds=state.options.rounds, name=state.seats[state.winner],
                wealth=best)]  # fmt: skip


def end(state: SupremacyState, ending: str, winner: int | None) -> None:
    state.stage = "over"
    state.ending = ending
    state.winner = winner
    state.stack = []
    state.battle = None
    state.stranded = None
    state.salvos = {}
    state.pending_strike = None


def stars(state: SupremacyState, seat: int) -> int:
    """Optional rule "Rejoindre l'élite étoilée": the winner's rank, from how he won.
    5: conquered, never bombed, lost no territory to bombs; 4: conquered, never bombed but
    lost territory to bombs; 3: conquered most and bombed some; 2: bombed most and conquered
    some; 1: bombed only. "Most" compares territories conquered with bombs launched
    (reading)."""
    power = state.powers[seat]
    if not power.bombs_launched:
        return 5 if not power.destroyed_by_bombs else 4
    if not power.conquered:
        return 1
    return 3 if power.conquered >= power.bombs_launched else 2
