"""Suprématie's state: the superpowers, their storage centres, the forces on the map, the
market, the deck, and where the turn stands.

Money is in millions of dollars (M$) throughout, as the book prices everything in millions;
loans are counted in billions (B$), as the bank lends only billions ("Les emprunts").
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from rules.core import GameOptions
from rules.core.cards import MarkedDeck
from rules.core.flow import FlowState, Frame

from .data import cards as sdata
from .data import tables

Resource = sdata.Resource
RESOURCES = sdata.RESOURCES

#: Every question's stage, by name (the ``asked_kind`` that standing answers are set for).
QUESTIONS = frozenset(
    {
        "defence",
        "riposte_back",
        "occupy",
        "reinforce",
        "counter",
        "stranded",
        "protect",
        "offer",
        "passage",
        "claim",
    }
)

#: The stage of each phase the player on turn may be at, which the turn's frame stands for
#: (phase 2 never waits).
TURN_STEPS = {
    0: "between_phases",
    1: "phase_1",
    2: "between_phases",
    3: "phase_3",
    4: "phase_4",
    5: "phase_5",
    6: "phase_6",
    7: "phase_7",
}


class Options(GameOptions):
    """A game's options (book: "La détente", "Règles optionnelles")."""

    #: Détente: the number of rounds agreed before the game (every player plays one turn a
    #: round); 0 plays on until supremacy or the final strike. 10 is authored: the book leaves
    #: the number to the players, and ten rounds are some weeks of play on Discord.
    rounds: int = Field(
        default=10,
        ge=0,
        le=100,
        description="rounds before détente (0: play on until supremacy or the final strike)",
    )
    #: Optional rule "Attribution aléatoire": random companies, stocks and opening prices.
    random_attribution: bool = Field(
        default=False, description="random packs, three more companies, stocks and prices"
    )
    #: Optional rule "Les protecteurs": other players' SANs may stop bombs on a 1, 2 or 3.
    protectors: bool = Field(default=False, description="other players' SANs may stop bombs on 1-3")
    #: Optional rule "L'achat, la vente ou la fermeture d'une entreprise".
    company_trading: bool = Field(
        default=False, description="companies may be closed, reopened and sold to players"
    )
    #: Optional rule "L'achat et la vente d'armes" (in the seller's phase 6).
    arms_sales: bool = Field(
        default=False, description="arms sold to players in the seller's phase 6"
    )
    #: Optional rule "Jeu simultané et aléatoire": phases 1-2 by everyone, then phases 3-7
    #: claimed by all at once, the claimants of a phase playing it in the order of dice.
    simultaneous: bool = Field(
        default=False, description="phases 3-7 claimed by everyone at once, dice for the order"
    )
    #: Optional rule "Rejoindre l'élite étoilée": the winner's stars are reported.
    star_ranking: bool = Field(default=False, description="the winner's stars as a general")
    #: Optional rule "Les handicaps": the stars each seat must earn for its supremacy to
    #: count (seat order; 0 or nothing: no handicap).
    handicaps: list[int] = Field(
        default_factory=list,
        description="stars each seat must earn for its supremacy to count, in seat order",
    )


class Power(BaseModel):
    """One player's superpower and storage centre ("centre de stockage")."""

    power: str = ""
    money: int = tables.START_MONEY
    #: Billions owed to the bank.
    loans: int = 0
    #: Interest not paid when due (M$): while any is owed the player is in default.
    arrears: int = 0
    storage: dict[str, int] = Field(default_factory=lambda: {str(r): 3 for r in RESOURCES})
    bombs: int = 0
    sans: int = 0
    #: The prototype has been found ("mise au point"): more are built without research.
    bomb_known: bool = False
    san_known: bool = False
    #: Face-up resource cards (companies) the player holds.
    companies: list[str] = Field(default_factory=list)
    #: Face-up companies closed by their owner (optional rule): no salary, no production.
    closed: list[str] = Field(default_factory=list)
    #: Face-up cards whose salary went unpaid this turn (they produce nothing in phase 2).
    unpaid: list[str] = Field(default_factory=list)
    #: The turn number (``Turn.number``) each face-down card of the hand was prospected on,
    #: in the order of the deck's hand (the card is secret, the turn is public).
    prospect_turns: list[int] = Field(default_factory=list)
    #: Turns played so far (the first turn forbids attacks and nuclear construction).
    turns_played: int = 0
    out: bool = False
    #: Why the player left the game: ``looted`` (last home territory captured), ``nuked``,
    #: ``bankrupt``.
    out_reason: str | None = None
    #: Storage centres used: a looted superpower's centre stores for its conqueror too.
    centres: int = 1
    #: What the star ranking counts: territories taken by force, bombs launched, home
    #: territories lost to bombs.
    conquered: int = 0
    bombs_launched: int = 0
    destroyed_by_bombs: int = 0

    @property
    def in_default(self) -> bool:
        return self.arrears > 0


class Force(BaseModel):
    """One seat's forces in one region: armies on land, or fleets and the armies they carry
    at sea."""

    where: str
    seat: int
    armies: int = 0
    fleets: int = 0


class Research(BaseModel):
    """A bomb or SAN research under way in phase 6: the cards turned so far."""

    weapon: Literal["bomb", "san"]
    turned: list[str] = Field(default_factory=list)


class Prospecting(BaseModel):
    """Phase 7's prospections: how many were made, and the one under way."""

    done: int = 0
    resource: str | None = None
    turned: list[str] = Field(default_factory=list)


class Battle(BaseModel):
    """A conventional attack going through steps A to F ("Comment attaquer")."""

    attacker: int
    defender: int
    origin: str
    target: str
    #: ``land`` (armies across a border), ``naval`` (armies landing from fleets), ``air``
    #: (armies flown in), ``sea`` (fleets against fleets), ``shore`` (fleets against armies).
    mode: str
    engaged: int
    defenders: int = 0
    step: str = "A"
    defence: str | None = None
    attack_dice: list[int] = Field(default_factory=list)
    defence_dice: list[int] = Field(default_factory=list)
    #: Whether this attack is a counter-attack (which gets no counter-attack of its own).
    counter: bool = False
    #: The seat whose turn it is (the counter-attacker's battle runs in the attacker's turn).
    on_turn: int = 0


class Stranded(BaseModel):
    """Armies whose naval or airborne attack failed: they must attack again or surrender
    (naval ones may also go back to their fleets) ("Attaques navales", "aéroportées")."""

    seat: int
    target: str
    armies: int
    naval: bool
    sea: str | None = None
    defender: int = 0


class Turn(BaseModel):
    """Where the player on turn stands in the order of play."""

    seat: int = 0
    #: Turns played in the game so far, this one included (1 for the first turn).
    number: int = 0
    round: int = 1
    phase: int = 1
    #: Phases 3-7 chosen this turn, in order (at most three).
    chosen: list[int] = Field(default_factory=list)
    #: Phase 1: salaries and interest paid (the player may first repay or borrow).
    paid: bool = False
    #: Phase 1: forces the player could not pay and must take off the board.
    unpaid_forces: int = 0
    #: Phase 7 is either buying or prospecting, not both.
    bought: bool = False
    #: Simultaneous play: what the player announced for phase 7 (``buy`` or ``prospect``).
    only: str | None = None
    #: Phase 6: a prototype found this turn (no more bombs of that kind this turn).
    prototype: list[str] = Field(default_factory=list)
    #: Phase 6: forces still to place from the set last paid for.
    build_left: int = 0
    research: Research | None = None
    prospecting: Prospecting = Field(default_factory=Prospecting)


class SimRound(BaseModel):
    """Where a round of the optional simultaneous play stands (``simultaneous.py``)."""

    #: Players still to play phases 1 and 2, in turn order.
    paying: list[int] = Field(default_factory=list)
    #: The phase being claimed or played (0: phases 1-2).
    phase: int = 0
    #: Players to play the current phase, in the order of their dice.
    queue: list[int] = Field(default_factory=list)
    #: Phase 7: what each claimant announced, by seat (as text): ``buy`` or ``prospect``.
    announced: dict[str, str] = Field(default_factory=dict)
    #: The phases each seat (as text) claimed this round (three at most).
    claimed: dict[str, list[int]] = Field(default_factory=dict)


class OpenQuestions:
    """The questions open (read only): the frames above the turn's, the one asked now first
    (``frames.questions``)."""

    def __init__(self, stack: list[Frame]) -> None:
        self.open = [f for f in reversed(stack) if f.kind in QUESTIONS]


class SupremacyState(FlowState):
    """The whole game. Its procedures (``stack``, ``frames.py``): the turn's step at the
    bottom, the questions asked above it."""

    options: Options
    stage: Literal["choose", "play", "over"] = "choose"
    #: Seats in the order they choose superpowers (highest die first, then to the left).
    choosing: list[int] = Field(default_factory=list)
    #: The seat that plays first (the last to choose), then play passes left.
    first: int = 0
    choice_dice: list[int] = Field(default_factory=list)
    powers: list[Power]
    prices: dict[str, int] = Field(
        default_factory=lambda: {str(r): tables.OPENING_PRICE for r in RESOURCES}
    )
    forces: list[Force] = Field(default_factory=list)
    #: Land region -> the seat that occupies it (last to have entered it with an army).
    holders: dict[str, int] = Field(default_factory=dict)
    mushrooms: list[str] = Field(default_factory=list)
    bombed_seas: list[str] = Field(default_factory=list)
    #: The resource deck: draw pile, and each seat's face-down (prospected) cards as hands.
    deck: MarkedDeck
    turn: Turn = Field(default_factory=Turn)
    #: The round of the optional simultaneous play (``None``: turns one after the other).
    sim: SimRound | None = None
    battle: Battle | None = None
    #: Bombs aimed and not yet launched, by seat (as text): [target, bombs] pairs.
    salvos: dict[str, list[tuple[str, int]]] = Field(default_factory=dict)
    #: A strike waiting for the protectors' answers (optional rule): seat, aims, counter.
    pending_strike: dict[str, object] | None = None
    stranded: Stranded | None = None
    #: The last move, for the picture: kind, regions touched, seat.
    last: dict[str, object] | None = None
    #: How the game ended: ``supremacy``, ``detente``, ``final_strike``.
    ending: str | None = None
    winner: int | None = None

    @model_validator(mode="before")
    @classmethod
    def _before_the_flow(cls, data: Any) -> Any:
        """A game stored before the flow (issue 27) kept its questions in the kit's queue
        ``questions`` and had no stack: its procedures are rebuilt from them."""
        if isinstance(data, dict) and "stack" not in data and "powers" in data:
            return upgrade(data)
        return data

    @property
    def questions(self) -> OpenQuestions:
        """The questions open (``open``: the one asked now first)."""
        return OpenQuestions(self.stack)

    @property
    def n(self) -> int:
        return len(self.seats)

    def power_of(self, seat: int) -> Power:
        return self.powers[seat]

    def seat_of_power(self, power: str) -> int | None:
        for seat, p in enumerate(self.powers):
            if p.power == power:
                return seat
        return None


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """A state stored before the flow (the kit's ``questions`` queue, no stack) in today's
    layout: the turn's frame from its stage and phase, each batch of open questions a frame,
    the batch asked now on top."""
    data = dict(data)
    queue = data.pop("questions", None) or {}
    stage = data.get("stage", "choose")
    stack: list[dict[str, Any]] = []
    if stage == "choose":
        stack.append({"kind": "choose"})
    elif stage == "play":
        stack.append({"kind": "turn"})
        batches: list[dict[str, Any]] = []
        last_batch = None
        for q in queue.get("open", []) if isinstance(queue, dict) else []:
            if batches and q["batch"] == last_batch:
                batches[-1]["data"]["waiting"] += list(q["waiting"])
                batches[-1]["data"]["answers"].update(q.get("answers", {}))
                continue
            last_batch = q["batch"]
            own = dict(q.get("data", {}))
            if q["kind"] == "offer":  # the deal, kept whole under its own key
                own = {"deal": own}
            batches.append(
                {
                    "kind": q["kind"],
                    "data": {
                        **own,
                        "waiting": list(q["waiting"]),
                        "answers": dict(q.get("answers", {})),
                        "default": q.get("default"),
                        "source": q.get("source"),
                    },
                }
            )
        stack += reversed(batches)
    data["stack"] = stack
    return data
