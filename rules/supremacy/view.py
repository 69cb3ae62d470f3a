"""What each seat sees. Everything on the board is public (forces, holders, mushrooms, the
market, each storage centre, loans, bombs and SANs, the face-up companies); a prospected card
is public by its resource only (the prospector shows it with the territory hidden), so its
territory is in its holder's private view alone.
"""

from __future__ import annotations

from pydantic import BaseModel

from rules.core import View
from rules.core.text import Catalogue

from . import economy, frames
from .data import cards as sdata
from .state import SupremacyState


class UnitsShown(BaseModel):
    """One seat's forces in one region (armies at sea are carried by the fleets there)."""

    where: str
    seat: int
    armies: int = 0
    fleets: int = 0


class PowerShown(BaseModel):
    seat: int
    power: str
    money: int
    loans: int
    in_default: bool
    storage: dict[str, int]
    capacity: int
    companies: list[str]
    #: The resource of each face-down card (its territory is secret).
    prospects: list[str]
    bombs: int
    sans: int
    out: bool


class LastMove(BaseModel):
    kind: str
    places: list[str]
    seat: int


class BattleShown(BaseModel):
    attacker: int
    defender: int
    origin: str
    target: str
    step: str


class SupremacyPublic(BaseModel):
    turn: int
    phase: int
    on_turn: int | None
    waiting: list[int]
    order: list[int]
    powers: list[PowerShown]
    prices: dict[str, int]
    units: list[UnitsShown]
    holders: dict[str, int]
    mushrooms: list[str]
    bombed_seas: list[str]
    last: LastMove | None = None
    battle: BattleShown | None = None
    deck: int
    round: int = 1
    rounds: int = 0
    chosen: list[int] = []
    #: Bombs aimed and not launched yet, by seat (announced: step B of a strategic attack).
    aimed: dict[str, list[tuple[str, int]]] = {}


class ProspectShown(BaseModel):
    card: str
    territory: str
    resource: str
    production: int
    turn: int


class SupremacyPrivate(BaseModel):
    """A seat's secret: where its prospected companies are."""

    prospects: list[ProspectShown]


def _order(state: SupremacyState) -> list[int]:
    if state.stage == "choose":
        return list(state.choosing)
    return [(state.first + i) % state.n for i in range(state.n)]


def public_view(state: SupremacyState) -> SupremacyPublic:
    hidden = state.deck.public()
    powers = [
        PowerShown(
            seat=seat,
            power=p.power,
            money=p.money,
            loans=p.loans,
            in_default=p.in_default,
            storage=dict(p.storage),
            capacity=economy.capacity(state, seat),
            companies=list(p.companies),
            prospects=hidden.hand_marks[seat],
            bombs=p.bombs,
            sans=p.sans,
            out=p.out,
        )
        for seat, p in enumerate(state.powers)
    ]
    waiting = frames.waiting(state)
    last = LastMove.model_validate(state.last) if state.last else None
    battle = (
        BattleShown(
            attacker=state.battle.attacker,
            defender=state.battle.defender,
            origin=state.battle.origin,
            target=state.battle.target,
            step=state.battle.step,
        )
        if state.battle
        else None
    )
    return SupremacyPublic(
        turn=state.turn.number,
        phase=state.turn.phase if state.stage == "play" else 0,
        on_turn=state.turn.seat if state.stage == "play" else None,
        waiting=waiting,
        order=_order(state),
        powers=powers,
        prices=dict(state.prices),
        units=[
            UnitsShown(where=f.where, seat=f.seat, armies=f.armies, fleets=f.fleets)
            for f in state.forces
        ],
        holders=dict(sorted(state.holders.items())),
        mushrooms=list(state.mushrooms),
        bombed_seas=list(state.bombed_seas),
        last=last,
        battle=battle,
        deck=hidden.draw_pile,
        round=state.turn.round,
        rounds=state.options.rounds,
        chosen=list(state.turn.chosen),
        aimed={k: list(v) for k, v in state.salvos.items()},
    )


def private_view(state: SupremacyState, seat: int) -> SupremacyPrivate:
    hand = state.deck.private(seat).cards
    turns = state.powers[seat].prospect_turns
    return SupremacyPrivate(
        prospects=[
            ProspectShown(
                card=card,
                territory=sdata.RESOURCE_CARDS[card].territory,
                resource=sdata.RESOURCE_CARDS[card].resource,
                production=sdata.RESOURCE_CARDS[card].production,
                turn=turns[i],
            )
            for i, card in enumerate(hand)
        ]
    )


def describe(view: View) -> list[str]:
    """The public board in words (the terminal table and ``/game board`` text)."""
    pub = (
        SupremacyPublic.model_validate(view.public)
        if not isinstance(view.public, SupremacyPublic)
        else view.public
    )
    lines = [
        f"Turn {pub.turn} (round {pub.round}{f' of {pub.rounds}' if pub.rounds else ''}), "
        f"phase {pub.phase}.",
        "Market: " + ", ".join(f"{r} {p} M$" for r, p in pub.prices.items()) + ".",
    ]
    for p in pub.powers:
        name = view.seats[p.seat]
        lines.append(
            f"{name} ({p.power}): {p.money} M$, loans {p.loans} B$"
            f"{' (in default)' if p.in_default else ''}; "
            + ", ".join(f"{r} {n}/{p.capacity}" for r, n in p.storage.items())
            + f"; {len(p.companies)} companies, {len(p.prospects)} face down; "
            f"{p.bombs} bombs, {p.sans} SANs{' — out' if p.out else ''}."
        )
    for u in pub.units:
        parts = []
        if u.armies:
            parts.append(f"{u.armies} armies")
        if u.fleets:
            parts.append(f"{u.fleets} fleets")
        lines.append(
            f"  {economy.region_name(u.where)}: {view.seats[u.seat]} " + " and ".join(parts)
        )
    if pub.mushrooms:
        lines.append("Destroyed: " + ", ".join(economy.region_name(r) for r in pub.mushrooms))
    return lines


def describe_private(view: View, catalogue: Catalogue) -> list[str]:
    """The seat's secret companies (prospected, kept face down), in the ``catalogue``'s
    language."""
    if view.private is None:
        return []
    mine = view.private if isinstance(view.private, SupremacyPrivate) else None
    mine = mine or SupremacyPrivate.model_validate(view.private)
    if not mine.prospects:
        return [catalogue.render("private_no_prospects", {})]
    return [
        catalogue.render(
            "private_prospect",
            {
                "resource": found.resource,
                "territory": found.territory,
                "production": found.production,
                "turn": found.turn,
            },
        )
        for found in mine.prospects
    ]
