"""What each seat sees (30.0): everybody sees each stack's side and size, control, markers,
tension, the turn, card counts and the discards; a seat sees its own hand and stacks in
full, and the enemy stacks it has attacked or looked into; while it chooses its cards at
set-up (7.0), the cards left in both piles. Daesh counters are seen by no one
(25.1) but while an offensive reveals them (in its events)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from rules.core import View
from rules.core.cards import DeckPublic
from rules.core.text import Catalogue

from . import board, hands
from .data import cards as fcards
from .state import FitnaState


class StackShown(BaseModel):
    box: str
    side: str
    size: int
    isolated: bool = False


class BattleShown(BaseModel):
    origin: str
    target: str
    side: str
    defender: str
    engaged: int
    attack_cards: list[int]
    defence_cards: list[int]
    cancelled: list[int]
    stage: str
    die: int | None = None
    result: str | None = None


class MarkerShown(BaseModel):
    kind: str
    card: int
    box: str | None = None
    seat: int | None = None


class FitnaPublic(BaseModel):
    scenario: int
    turn: int
    turns: int
    sides: list[str]
    order: list[int]
    on_turn: int
    segment: str
    tension: int | None
    stacks: list[StackShown]
    control: dict[str, str | None]
    entrenchments: list[str]
    truces: dict[str, int]
    markers: list[MarkerShown]
    support: DeckPublic
    events: DeckPublic
    hands: list[int]
    jokers: list[int]
    removed_cards: list[int]
    kept_cards: list[int]
    high_tension_waiting: int
    moves_left: int
    offensives_left: int
    activation: str | None
    battle: BattleShown | None
    #: Units waiting in the force pools, by side (reinforcement batches are scenario data).
    batches: dict[str, list[list[str]]]
    pools: dict[str, int]
    eliminated: dict[str, int]
    asked: list[str]
    last_boxes: list[str]


class UnitShown(BaseModel):
    id: str
    name: str
    attack: int
    defence: int
    movement: int | None
    reduced: bool


class SeenStack(BaseModel):
    box: str
    side: str
    units: list[UnitShown]


class FitnaPrivate(BaseModel):
    hand: list[int]
    hand_titles: list[str]
    known_cards: list[str]
    stacks: list[SeenStack]
    #: While this seat chooses its cards at set-up (7.0), the cards left in each pile by
    #: number (``support``, ``event``); empty otherwise (docs/fitna.md, interpretation 49).
    piles: dict[str, list[int]] = Field(default_factory=dict)


def public_view(state: FitnaState) -> FitnaPublic:
    eliminated: dict[str, int] = {}
    for uid in state.eliminated:
        side = board.side_of(state, uid)
        eliminated[side] = eliminated.get(side, 0) + 1
    battle = None
    if state.battle is not None:
        b = state.battle
        battle = BattleShown(origin=b.origin, target=b.target, side=b.side, defender=b.defender_side,
                             engaged=len(b.units), attack_cards=list(b.attack_cards),
                             defence_cards=list(b.defence_cards), cancelled=list(b.cancelled),
                             stage=state.battle_step or "", die=b.die, result=b.result)  # fmt: skip
    markers = [
        MarkerShown(kind=e.kind, card=e.card, box=e.box, seat=e.seat)
        for e in state.effects
        if e.kind not in ("cancelled_event",)
    ]
    return FitnaPublic(
        scenario=state.options.scenario,
        turn=state.turn,
        turns=board.scenario(state).turns,
        sides=list(state.sides),
        order=list(state.order),
        on_turn=state.order[state.active] if state.active < len(state.order) else state.order[0],
        segment=state.segment,
        tension=state.tension,
        stacks=[
            StackShown(box=box, side=found.face, size=found.size, isolated=box in state.isolated)
            for box, found in sorted(state.stacks.items())
        ],
        control={b: s for b, s in sorted(state.control.items()) if s is not None},
        entrenchments=sorted(state.entrenchments),
        truces=dict(state.truces),
        markers=markers,
        support=state.support.public(),
        events=state.events.public(),
        hands=[len(hands.hand(state, s)) for s in range(len(state.seats))],
        jokers=list(state.jokers),
        removed_cards=sorted(state.removed),
        kept_cards=list(state.kept),
        high_tension_waiting=len(state.high_tension),
        moves_left=state.moves_left,
        offensives_left=state.offensives_left,
        activation=state.activation.side if state.activation else None,
        battle=battle,
        batches={s: [list(b) for b in found] for s, found in sorted(state.batches.items())},
        pools={s: len(found) for s, found in sorted(state.pools.items())},
        eliminated=eliminated,
        asked=[q.kind for q in state.questions.current()],
        last_boxes=list(state.last_boxes),
    )


def _unit(state: FitnaState, uid: str) -> UnitShown:
    u = board.unit(uid)
    return UnitShown(id=uid, name=u.name, attack=board.attack_of(state, uid),
                     defence=board.defence_of(state, uid), movement=u.movement,
                     reduced=uid in state.reduced)  # fmt: skip


def private_view(state: FitnaState, seat: int) -> FitnaPrivate:
    held = hands.hand(state, seat)
    seen = [
        SeenStack(box=box, side=found.face, units=[_unit(state, u) for u in found.units])
        for box, found in sorted(state.stacks.items())
        if seat in found.known_to
    ]
    known = state.support.private(seat).known + state.events.private(seat).known
    piles: dict[str, list[int]] = {}
    if hands.choosing(state, seat):
        piles = {name: hands.pile_cards(state, name) for name in hands.PILES}
        in_piles = {str(n) for cards in piles.values() for n in cards}
        known = [card for card in known if card not in in_piles]  # shown as the piles
    return FitnaPrivate(
        hand=held,
        hand_titles=[hands.label(n) for n in held],
        known_cards=known,
        stacks=seen,
        piles=piles,
    )


def card_title(number: int) -> str:
    return fcards.CARDS[number].title_en


def describe_private(view: View, catalogue: Catalogue) -> list[str]:
    """The seat's secrets in the ``catalogue``'s language: its hand, the cards it knows in
    the piles, and the stacks whose units it has seen (name, attack-defence-movement)."""
    if view.private is None:
        return []
    mine = view.private if isinstance(view.private, FitnaPrivate) else None
    mine = mine or FitnaPrivate.model_validate(view.private)

    def say(key: str, **params: object) -> str:
        return catalogue.render(key, params)

    lines = [say("private_hand", cards=mine.hand) if mine.hand else say("private_no_hand")]
    for name, cards in mine.piles.items():
        # by number only: a DM holds both piles so; the prompt names each card in full
        numbers = [f"#{n}" for n in cards]
        lines.append(say("private_pile", pile=name, count=len(cards), cards=numbers))
    known = [int(card) if str(card).isdigit() else card for card in mine.known_cards]
    if known:
        lines.append(say("private_known", cards=known))
    for stack in mine.stacks:
        units = []
        for unit in stack.units:
            movement = "—" if unit.movement is None else unit.movement
            shown = f"{unit.name} {unit.attack}-{unit.defence}-{movement}"
            units.append(say("private_reduced", unit=shown) if unit.reduced else shown)
        lines.append(say("private_stack", box=stack.box, side=stack.side, units=units))
    return lines
