"""What players see: the public board and each player's secrets.

Public: the whole board, the bag (the book lets anyone look into it), every player's HQ
(barrels, tokens, agents, fields, start-ups bought (I16), consultants, face-up crises and what
lies on them), how many face-down crisis cards each holds by level (their backs show the
level), the action in progress and the decision asked. Private: one's portfolio and one's
face-down crisis cards.
"""

from __future__ import annotations

from pydantic import BaseModel

from .data import tables
from .procedures import DECISIONS
from .scoring import Score, score
from .state import ActionState, PeakOilState, TokenAt


class PlayerPublic(BaseModel):
    name: str
    hq_card: str
    peak_marker: bool
    barrels: int
    security: int
    agents_hq: int
    agents_supply: int
    on_counter: int
    fields: list[str]
    start_ups: list[str]
    consultants: list[str]
    crises_up: list[str]
    #: The portfolio, shown to all at the end of the game (secret until then).
    portfolio_shown: list[str]
    #: Barrels and agents lying on each face-up crisis card.
    on_cards: dict[str, list[int]]
    #: Face-down crisis cards held, by level.
    face_down: dict[str, int]


class PeakPublic(BaseModel):
    stage: str
    turn_seat: int
    step: int
    zones: dict[str, list[int]]
    regions: dict[str, int]
    track: dict[str, int]
    black_market: list[str]
    black_market_spaces: list[str]
    risk: dict[str, TokenAt]
    refineries: dict[str, TokenAt]
    bag: dict[str, int]
    security_supply: int
    field_display: list[str]
    field_deck: int
    start_up_display: list[str]
    start_up_deck: int
    consultants: dict[str, list[str]]
    crisis_decks: dict[str, int]
    counter: list[int | None]
    removed_black: int
    removed_yellow: int
    players: list[PlayerPublic]
    action: ActionState | None
    #: The decision asked now, if any (its kind).
    deciding: str | None
    peak_holder: int | None
    peak_zone: str | None
    brutal: bool
    #: The final count, once the game is over (book "Comptage").
    scores: list[Score] | None = None


class PeakPrivate(BaseModel):
    portfolio: list[str]
    crises_down: list[str]


def public_view(state: PeakOilState) -> PeakPublic:
    players = []
    for seat, p in enumerate(state.players):
        players.append(
            PlayerPublic(
                name=state.seats[seat],
                hq_card=p.hq_card,
                peak_marker=state.peak_holder == seat,
                barrels=p.barrels,
                security=p.security,
                agents_hq=p.agents_hq,
                agents_supply=p.agents_supply,
                on_counter=state.on_counter(seat),
                fields=list(p.fields),
                start_ups=list(p.start_ups),
                consultants=list(p.consultants),
                crises_up=list(p.crises_up),
                portfolio_shown=list(p.portfolio_shown),
                on_cards={k: list(v) for k, v in p.on_cards.items()},
                face_down={
                    level: deck.public().hands[seat] for level, deck in state.crisis_decks.items()
                },
            )
        )
    running = state.stack[-1].kind if state.stack else None
    zones = [z for z in tables.PEAK_OIL_ORDER if z in state.zones]
    peak_zone = (
        zones[state.peak.zone_index]
        if state.stage == "peak_phase" and 0 <= state.peak.zone_index < len(zones)
        else None
    )
    return PeakPublic(
        stage=state.stage,
        turn_seat=state.turn.seat,
        step=state.turn.step,
        zones={z: list(c) for z, c in state.zones.items()},
        regions=dict(state.regions),
        track=dict(state.track),
        black_market=list(state.black_market),
        black_market_spaces=list(tables.black_market_spaces(state.n)),
        risk={z: t.model_copy() for z, t in state.risk.items()},
        refineries={r: t.model_copy() for r, t in state.refineries.items()},
        bag=dict(state.bag.counts),
        security_supply=state.security_supply,
        field_display=list(state.field_display),
        field_deck=state.field_deck.public().draw_pile,
        start_up_display=list(state.start_up_display),
        start_up_deck=state.start_up_deck.public().draw_pile,
        consultants={k: list(v) for k, v in state.consultant_display.items()},
        crisis_decks={k: d.public().draw_pile for k, d in state.crisis_decks.items()},
        counter=list(state.counter),
        removed_black=state.removed_black,
        removed_yellow=state.removed_yellow,
        players=players,
        action=state.action.model_copy() if state.action else None,
        deciding=running if running in DECISIONS else None,
        peak_holder=state.peak_holder,
        peak_zone=peak_zone,
        brutal=state.brutal,
        scores=[score(state, s) for s in range(state.n)] if state.stage == "over" else None,
    )


def private_view(state: PeakOilState, seat: int) -> PeakPrivate:
    return PeakPrivate(
        portfolio=state.portfolios.private(seat).cards,
        crises_down=state.face_down(seat),
    )
