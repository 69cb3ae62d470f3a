"""Every action a player can send in One More Barrel, one pydantic model per ``kind``.

The legal-action tree (``engine.OneMoreBarrel.legal_actions``) asks the parameters of each
kind step by step, in the order of the fields below; an action is accepted only along a path
of that tree. Decisions that the battle, rebel and end-of-turn modules ask for
(``retreat``, ``repair``, ``rebel``, ``decide``) are answered with the last models.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class PrepBuy(BaseModel):
    """Preparation: buy units at 1 $ each, placed on the border territory."""

    kind: Literal["prep_buy"]
    #: ``military`` or ``logistics``.
    unit: Literal["military", "logistics"]
    count: int


class PrepDone(BaseModel):
    """Preparation: finish one's pre-game purchases."""

    kind: Literal["prep_done"]


class TakeBox(BaseModel):
    """Put a pawn on a free action box (or an unlimited one) and carry out its action."""

    kind: Literal["take_box"]
    #: The box id (``media_1``, ``purchase_2``, ``develop_1``, ``cash_1``, ``order_1``,
    #: ``new_tax``, ``oil_production``).
    box: str
    #: Media boxes: the points bought (1 free, 2 for 3 $, 3 for 6 $, up to the box's limit).
    amount: int | None = None
    #: New tax box: ``tax`` (5 $, +1 pacifism) or ``speech`` (speech to the nation).
    mode: Literal["tax", "speech"] | None = None


class Buy(BaseModel):
    """Purchases and moves box: buy units by land (1 $, on the border) or air (2 $, anywhere)."""

    kind: Literal["buy"]
    route: Literal["land", "air"]
    unit: Literal["military", "logistics"]
    #: Air only: the region the units land in.
    region: str | None = None
    count: int


class Move(BaseModel):
    """Move one group from a territory to another one move away (or leave the board)."""

    kind: Literal["move"]
    source: str
    #: A territory id, or ``off`` to take military off the board from the border.
    destination: str
    military: int = 0
    logistics: int = 0


class RequestSupport(BaseModel):
    """Before a move, ask another player to support your attack on a region."""

    kind: Literal["request_support"]
    region: str
    ally: int


class Develop(BaseModel):
    """Developments box: one development (building, influence or tender)."""

    kind: Literal["develop"]
    development: Literal["building", "influence", "tender"]
    #: Building only: which building.
    building: Literal["tank", "police", "pipeline", "refinery"] | None = None
    #: Building and influence: the region whose logistics are used.
    region: str | None = None


class Produce(BaseModel):
    """Oil production box: produce oil in one controlled region (each at most once)."""

    kind: Literal["produce"]
    region: str


class Done(BaseModel):
    """Finish the action box being carried out."""

    kind: Literal["done"]


class SellOil(BaseModel):
    """Free action on one's own turn: sell barrels from the reserve at the market price."""

    kind: Literal["sell_oil"]
    barrels: int


class Offer(BaseModel):
    """Free action on one's own turn: offer a binding transfer to another player."""

    kind: Literal["offer"]
    to: int
    what: Literal["oil", "money", "logistics", "territory"]
    #: Barrels, whole dollars or units (territory: leave out).
    amount: int | None = None
    #: Territory only: the region handed over.
    region: str | None = None


class Answer(BaseModel):
    """Accept or refuse what another player asks (support request, transfer offer)."""

    kind: Literal["answer"]
    accept: bool


class Retreat(BaseModel):
    """Battle decision: retreat your military from a battle into a held region, or stay."""

    kind: Literal["retreat"]
    #: The battle region.
    source: str
    #: The region retreated into; None to stay and fight.
    region: str | None = None


class Repair(BaseModel):
    """Bombing decision: pay for a building's partial damage (1 $ a point) or let it fall."""

    kind: Literal["repair"]
    pay: bool


class Rebel(BaseModel):
    """Rebel decision (end of turn, from phase 2): enter, move, strengthen or attack."""

    kind: Literal["rebel"]
    action: Literal["enter", "move", "strengthen", "attack", "pass"]
    #: Enter/move: the region entered; attack: the region attacked.
    region: str | None = None
    #: Attack: the seat attacked.
    target_seat: int | None = None
    #: Attack: ``military``, ``logistics`` or a building kind.
    target: str | None = None
    #: Joint attack: another player's rebel die joining (its owner must agree).
    partner: int | None = None


class Decide(BaseModel):
    """Any other decision a battle, bombing or end-of-turn check asks (agreements on losses
    and conquest, paying a penalty in oil or military, joining a joint attack or defence)."""

    kind: Literal["decide"]
    option: str
    region: str | None = None
    seat: int | None = None
    amount: int | None = None


ACTION_MODELS: tuple[type[BaseModel], ...] = (
    PrepBuy,
    PrepDone,
    TakeBox,
    Buy,
    Move,
    RequestSupport,
    Develop,
    Produce,
    Done,
    SellOil,
    Offer,
    Answer,
    Retreat,
    Repair,
    Rebel,
    Decide,
)
