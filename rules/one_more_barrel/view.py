"""What players and spectators see of a game of One More Barrel.

The public view is everything on the table: the map, the tracks, the oil price, the action
board and whose turn it is. Cash is hidden (book: "il est recommandé de cacher ses richesses"):
it appears only in a player's private view, unless the ``public_money`` option is on.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from .asking import as_pending
from .data import tables
from .data.board import TERRITORIES
from .endturn import final_ranking
from .state import Building, FinalScore, OmbState, Pending


class BattleView(BaseModel):
    """A battle in progress."""

    #: Seats fighting, in order of arrival.
    participants: list[int]
    #: The seat rolling the dice.
    roller: int
    #: Seat agreed to take the losses first (None: the roller).
    casualty_seat: int | None
    #: Seat agreed to take the territory (None: the roller).
    winner_seat: int | None
    #: Turn (over the whole game, from 1) the battle started.
    started_turn: int
    #: Rounds already fought.
    rounds: int


class RegionView(BaseModel):
    """One territory as seen on the board."""

    #: Region id, or ``border``.
    id: str
    #: Its name as players read it (the board's name, the one messages use).
    name: str = ""
    #: Printed on the board: barrels one production gives, logistics needed to produce, and
    #: whether rebels enter the country here (an eastern region).
    oil: int = 0
    logistics_needed: int = 0
    east: bool = False
    #: Whether any player has entered it yet.
    explored: bool
    #: Controlling seat, or None.
    controller: int | None
    #: Military units per seat.
    military: list[int]
    #: Logistics units (regions; they serve the controller).
    logistics: int
    #: On the border: logistics per seat (owned by who bought or moved them last).
    owned_logistics: list[int]
    #: Local army units present now (an unexplored region shows its oil production, the
    #: size of its army; phase-1 reinforcements are rolled on invasion).
    locals: int
    #: Buildings standing here.
    buildings: list[Building]
    #: Barrels stored on the region.
    barrels: int
    #: The battle in progress here, or None.
    battle: BattleView | None


class RebelView(BaseModel):
    """A player's rebel die."""

    seat: int
    #: Region it sits in, or None (outside the country, resting after a bombing, not in play).
    region: str | None
    #: True when waiting outside the country.
    outside: bool
    #: Attack strength.
    strength: int
    #: Whether the die is in play.
    in_play: bool
    #: True when it is off the board after a bombing and comes back next turn.
    resting: bool


class PlayerTracks(BaseModel):
    """One player's public tracks and holdings."""

    seat: int
    #: Pacifism, 0–15.
    pacifism: int
    #: Influence.
    influence: int
    #: Media control.
    media: int
    #: Tender track step.
    tenders: int
    #: The tender step's money at game end, in dollars.
    tender_dollars: int
    #: Barrels this player's regions gave the government (phase 3).
    government_oil: int
    #: Barrels in the reserve (the barrels lie on the table in front of the player).
    oil_reserve: int
    #: Military units on the board (border included).
    military_on_board: int
    #: Regions controlled.
    regions_controlled: int
    #: Whether the speech to the nation was already made.
    speech_used: bool
    #: Whether the New tax box was used this turn.
    taxed_this_turn: bool
    #: Barrels sold this turn.
    sold_this_turn: int
    #: The dice rolled for the first turn order (rolled again on ties).
    order_dice: list[int] = Field(default_factory=list)
    #: Cash in cents: only with the ``public_money`` option, else None.
    money_cents: int | None = None


class PawnView(BaseModel):
    """A pawn on the action board."""

    seat: int
    box: str
    round: int


class ActiveView(BaseModel):
    """The action box being carried out now."""

    seat: int
    box: str
    purchases_left: int
    moves_left: int
    moving: bool
    developments_left: int


class PendingView(BaseModel):
    """A question waiting for a seat's answer (without private details of offers)."""

    kind: str
    seat: int
    region: str | None
    source: int | None


class FinalLine(FinalScore):
    """One player's final count with its place, public once the game is over (book "Fin de la
    partie": every player sells all oil and counts their money in front of the others)."""

    seat: int
    #: 1 for the winner(s); tied players share a place.
    place: int


#: The three phases' names (book: "Invasion", "Guérilla", "Gouvernement provisoire").
PHASE_NAMES = ("Invasion", "Guerrilla", "Provisional government")


class PhaseView(BaseModel):
    """One phase of the game and the game turns it spans."""

    number: int
    name: str
    #: First and last game turn of the phase, counted over the whole game from 1.
    first_turn: int
    last_turn: int


class OmbPublic(BaseModel):
    """The public board."""

    #: Every territory, the border included.
    regions: list[RegionView]
    #: Every player's rebel die.
    rebels: list[RebelView]
    #: Every player's tracks.
    players: list[PlayerTracks]
    #: The oil price in cents.
    oil_price_cents: int
    #: The step on the oil price track (0 = minimum).
    oil_price_step: int
    #: The government's barrels (phase 3).
    government_oil: int
    #: Phase 1–3.
    phase: int
    #: Turn within the phase.
    turn: int
    #: Turns in each phase.
    turns_per_phase: int
    #: The turn counted over the whole game (from 1), and the game's number of turns.
    game_turn: int = 1
    total_turns: int = 0
    #: The phases in order, with the game turns each spans.
    phases: list[PhaseView] = Field(default_factory=list)
    #: Action round 1 or 2.
    round: int
    #: preparation, actions, end_of_turn or over.
    stage: str
    #: Turn order (seats, first first).
    order: list[int]
    #: The seat whose turn it is in the action rounds, or None.
    current_seat: int | None
    #: Pawns on the action board.
    pawns: list[PawnView]
    #: The box being carried out.
    active: ActiveView | None
    #: Questions waiting for answers.
    pending: list[PendingView]
    #: Which action-board columns are in use (1-based), by player count.
    columns: list[int] = Field(default_factory=list)
    #: Once the game is over: every player's final count, best place first (else None).
    final: list[FinalLine] | None = None


class OmbPrivate(BaseModel):
    """What only one player sees."""

    seat: int
    #: The player's cash in cents.
    money_cents: int
    #: The player's oil reserve.
    oil_reserve: int
    #: Transfer offers waiting for this player's answer.
    offers: list[Pending]


def public_view(state: OmbState, columns: list[int]) -> OmbPublic:
    """The public board of ``state``; ``columns`` are the action-board columns in use."""
    regions = [
        RegionView(
            id=r.id,
            name=TERRITORIES[r.id].name,
            oil=TERRITORIES[r.id].oil,
            logistics_needed=TERRITORIES[r.id].logistics,
            east=TERRITORIES[r.id].east,
            explored=r.explored,
            controller=r.controller,
            military=list(r.military),
            logistics=r.logistics,
            owned_logistics=list(r.owned_logistics),
            locals=r.locals,
            buildings=[b.model_copy() for b in r.buildings],
            barrels=r.barrels,
            battle=None
            if r.battle is None
            else BattleView(
                participants=list(r.battle.participants),
                roller=r.battle.roller,
                casualty_seat=r.battle.casualty_seat,
                winner_seat=r.battle.winner_seat,
                started_turn=r.battle.started_turn,
                rounds=r.battle.rounds,
            ),
        )
        for r in state.regions.values()
    ]
    players = [
        PlayerTracks(
            seat=seat,
            pacifism=p.pacifism,
            influence=p.influence,
            media=p.media,
            tenders=p.tenders,
            tender_dollars=tables.tender_dollars(p.tenders),
            government_oil=p.government_oil,
            oil_reserve=p.oil_reserve,
            military_on_board=state.military_on_board(seat),
            regions_controlled=len(state.controlled(seat)),
            speech_used=p.speech_used,
            taxed_this_turn=p.taxed_this_turn,
            sold_this_turn=p.sold_this_turn,
            order_dice=list(p.order_dice),
            money_cents=p.money_cents if state.options.public_money else None,
        )
        for seat, p in enumerate(state.players)
    ]
    rebels = [
        RebelView(
            seat=seat,
            region=p.rebel.region,
            outside=p.rebel.outside,
            strength=p.rebel.strength,
            in_play=p.rebel.in_play,
            resting=p.rebel.resting,
        )
        for seat, p in enumerate(state.players)
    ]
    active = state.active
    return OmbPublic(
        regions=regions,
        rebels=rebels,
        players=players,
        oil_price_cents=tables.oil_price_cents(state.oil_price_step),
        oil_price_step=state.oil_price_step,
        government_oil=state.government_oil(),
        phase=state.phase,
        turn=state.turn,
        turns_per_phase=state.options.turns_per_phase,
        game_turn=state.absolute_turn,
        total_turns=state.total_turns,
        phases=[
            PhaseView(
                number=number,
                name=name,
                first_turn=(number - 1) * state.options.turns_per_phase + 1,
                last_turn=number * state.options.turns_per_phase,
            )
            for number, name in enumerate(PHASE_NAMES, start=1)
        ],
        round=state.round,
        stage=state.stage,
        order=list(state.order),
        current_seat=state.order[state.current] if state.stage == "actions" else None,
        pawns=[PawnView(seat=p.seat, box=p.box, round=p.round) for p in state.pawns],
        active=None
        if active is None
        else ActiveView(
            seat=active.seat,
            box=active.box,
            purchases_left=active.purchases_left,
            moves_left=active.moves_left,
            moving=active.moving,
            developments_left=active.developments_left,
        ),
        pending=[
            PendingView(kind=p.kind, seat=p.seat, region=p.region, source=p.source)
            for p in map(as_pending, state.questions.open)
        ],
        columns=columns,
        final=final_lines(state),
    )


def final_lines(state: OmbState) -> list[FinalLine] | None:
    """The final count of a finished game, best place first; None while the game goes on.

    The money counted at the end is public (everyone sells their oil and counts in front of
    the table); the places follow the book's tie-breaks (``endturn.final_ranking``).
    """
    if state.final is None:
        return None
    places = {
        seat: place
        for place, group in enumerate(final_ranking(state, state.final), start=1)
        for seat in group
    }
    lines = [
        FinalLine(seat=seat, place=places[seat], **score.model_dump())
        for seat, score in enumerate(state.final)
    ]
    return sorted(lines, key=lambda line: (line.place, line.seat))


def private_view(state: OmbState, seat: int) -> OmbPrivate:
    """What ``seat`` alone sees: its cash and the offers made to it."""
    player = state.players[seat]
    return OmbPrivate(
        seat=seat,
        money_cents=player.money_cents,
        oil_reserve=player.oil_reserve,
        offers=[p for p in map(as_pending, state.questions.open) if p.seat == seat and p.offer],
    )
