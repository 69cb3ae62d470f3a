"""The whole state of a game of One More Barrel, as pydantic models that round-trip JSON.

Every module of the game (engine, battles, rebels, end of turn) reads and mutates these models;
nothing else holds game information. Conventions:

* Seats are integers ``0 .. n-1`` in the order players sat down; ``order`` is the turn order.
* Money is kept in **cents** (``money_cents``) because the oil price moves in half dollars
  (its minimum is 0.50 $); ``dollars(3)`` gives 300.
* Region ids are the fixed ids of ``data/board.py`` (``basra``, ``baghdad`` …) plus ``border``,
  the territory outside the country the invasion starts from.
* Per-seat lists (``military``, ``owned_logistics`` …) have one entry per seat.
"""

from __future__ import annotations

import copy
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from rules.core import GameOptions, Rng
from rules.core.copying import deep_copy, flat_copy, rebuilt
from rules.core.flow import FlowState, Frame
from rules.core.questions import Question, Questions
from rules.core.text import money_text  # noqa: F401 (kept importable here)

from .data import board
from .data.board import PHASES

#: The border territory the invasion starts from (not a region of the country, no oil).
BORDER = board.BORDER

#: The most military units one player may have on the board (book: "15 unités militaires").
MAX_MILITARY = 15

#: Transfer offers one player may make in one turn (authored: the book allows any agreement;
#: a bound keeps a game finite, and five offers a turn leave room for every real deal).
MAX_OFFERS_PER_TURN = 5

BuildingKind = Literal["tank", "police", "pipeline", "refinery"]
UnitKind = Literal["military", "logistics"]
Stage = Literal["preparation", "actions", "end_of_turn", "over"]

#: The procedures at the bottom of the stack, one a part of the game (``procedures.py``): the
#: preparation, a turn's two action rounds, its end-of-turn checks; the stack is empty once
#: the game is over.
PREPARATION = "preparation"
ACTIONS = "actions"
END_OF_TURN = "end_of_turn"
#: The procedure on top of the stack while questions wait for answers (``asking.py``).
QUESTIONS = "questions"
#: The procedure of the players' rebel actions, one after the other in turn order
#: (``rebels.py``; its ``index``: the position in turn order acting now, or next).
REBEL_ACTIONS = "rebel_actions"

#: The end-of-turn checks in the book's order ("Contrôles de fin de tour": conflicts, rebels
#: from phase 2, pacifism, oil — the new price, then collection —, turn order), with the
#: provisional government's extra production (phase 3) in the oil step before the collection,
#: so that its barrels are collected and stored like any others: one automatic procedure
#: each, put on the stack above the end of turn (``rounds.finish_box``), the first on top.
END_OF_TURN_STEPS: tuple[str, ...] = (
    "battles",
    "rebels",
    "pacifism",
    "oil_price",
    "government",
    "oil_collection",
    "turn_order",
)


def dollars(amount: int) -> int:
    """``amount`` dollars in cents (the unit of every money field)."""
    return amount * 100


class OmbOptions(GameOptions):
    """The options of a game."""

    #: Turns in each of the three phases: 4, the book's standard for every player count ("3
    #: phases, chacune de 4 tours"); 5 is an option for a longer game, which the book suggests
    #: with 3 players ("Pour une partie plus longue, ou si vous êtes 3 joueurs, vous pouvez
    #: également jouer avec 3 phases de 5 tours").
    turns_per_phase: Literal[4, 5] = Field(
        default=4,
        description=(
            "turns in each of the 3 phases: 4 (the book's standard, any player count) or 5 "
            "(a longer game, the book's suggestion with 3 players)"
        ),
    )
    #: Money is hidden by default (book: "il est recommandé de cacher ses richesses"); with this
    #: option every player's cash is shown on the public board.
    public_money: bool = False


class Building(BaseModel):
    """One military building standing in a region."""

    #: tank (cost 1 logistic), police station (2), pipeline (3) or refinery (4).
    kind: BuildingKind
    #: The seat who built it. A building serves whoever controls its region, like the
    #: logistics it was built from (interpretation: the book ties logistics to control).
    builder: int
    #: Damage points not yet repaired (a bombing's partial damage; 0 for an intact building).
    damage: int = 0


class Battle(BaseModel):
    """A battle in progress in one region between players and the local army."""

    #: The seats whose military fight here, in order of arrival (later arrivals lose last).
    participants: list[int] = Field(default_factory=list)
    #: The seat that rolls the dice: the first to enter (book: "le joueur qui lance les dés").
    roller: int
    #: The seat agreed to take the military losses first; ``None``: the roller.
    casualty_seat: int | None = None
    #: The seat agreed to take the territory on victory; ``None``: the roller.
    winner_seat: int | None = None
    #: Seats that accepted a support request for this battle (they must take part).
    supporters: list[int] = Field(default_factory=list)
    #: Absolute turn number (1-based over the whole game) the battle started in.
    started_turn: int = 1
    #: The phase-1 reinforcement die rolled when the battle started (None: no roll).
    reinforcement_die: int | None = None
    #: Locals added by that die.
    reinforcements: int = 0
    #: Rounds of dice already fought (one per end of turn).
    rounds: int = 0


class RegionState(BaseModel):
    """Everything on one territory of the map (the 18 regions and the border)."""

    #: The region id (``basra``) or ``border``.
    id: str
    #: True once a player has entered it (an unexplored region holds its full local army and
    #: a player entering it must stop there: a battle starts).
    explored: bool = False
    #: The seat controlling the region, or None. Control is kept while the controller keeps a
    #: military unit here; an empty controlled region is taken by the next player who brings
    #: military (book "Contrôle des territoires"). The border is never controlled.
    controller: int | None = None
    #: Military units per seat on this territory.
    military: list[int] = Field(default_factory=list)
    #: Logistics units on this region; they serve whoever controls it. Unused (0) on the
    #: border, where logistics belong to a player (see ``owned_logistics``).
    logistics: int = 0
    #: On the border only: logistics per seat (they belong to whoever bought or moved them
    #: there last, book "Logistique"). All zeros elsewhere.
    owned_logistics: list[int] = Field(default_factory=list)
    #: Local army units present here now. Unexplored regions show their oil production when
    #: invaded; a region whose locals won a battle keeps its survivors.
    locals: int = 0
    #: Buildings standing here (at most 3; at most one police station, pipeline, refinery).
    buildings: list[Building] = Field(default_factory=list)
    #: Barrels of oil produced and stored on the region, waiting to be collected.
    barrels: int = 0
    #: The battle in progress here, if any (a "territory at war").
    battle: Battle | None = None

    def military_total(self) -> int:
        """All players' military units here."""
        return sum(self.military)

    def at_war(self) -> bool:
        """True while a battle is in progress here."""
        return self.battle is not None

    def count(self, kind: BuildingKind) -> int:
        """How many buildings of ``kind`` stand here."""
        return sum(1 for b in self.buildings if b.kind == kind)


class RebelDie(BaseModel):
    """A player's rebel die (from phase 2): a hidden terrorist cell with an attack strength."""

    #: The region it sits in; None while outside the country or not in play.
    region: str | None = None
    #: True when placed outside the country (every eastern region was controlled); it must
    #: spend its next action entering an eastern region.
    outside: bool = False
    #: Attack strength shown on the die, 1 to 4 (a four-sided "dé triangulaire";
    #: ``rebels.REBEL_MAX_STRENGTH``).
    strength: int = 1
    #: True once placed in play (phase 2 onwards). False before, and after a bombing until
    #: it comes back next turn.
    in_play: bool = False
    #: True for the turn after a bombing: the die is off the board and comes back at
    #: strength 1 in an eastern region at the next end of turn.
    resting: bool = False


class PlayerState(BaseModel):
    """One player's money, reserves and tracks."""

    #: Cash in cents. Private unless the ``public_money`` option is on.
    money_cents: int = 0
    #: Barrels in the player's reserve (collected from the board; may be sold).
    oil_reserve: int = 0
    #: Pacifism track, 0 to 15 (public opinion against the war).
    pacifism: int = 0
    #: Influence track (aid to the population), 0 to 15 (``board.INFLUENCE_MAX``).
    influence: int = 0
    #: Media control track, 0 to 15 (``board.MEDIA_MAX``).
    media: int = 0
    #: Step reached on the tenders track (money paid at game end).
    tenders: int = 0
    #: Barrels this player's regions gave the provisional government (phase 3); the
    #: government's oil is the sum over players.
    government_oil: int = 0
    #: True once the player made the speech to the nation (once per game, phases 1-2).
    speech_used: bool = False
    #: True once the player used the New tax box this turn (tax or speech: once per turn).
    taxed_this_turn: bool = False
    #: Uses of each development kind this turn (``building``, ``influence``, ``tender``), for
    #: the repeat costs.
    developments_this_turn: dict[str, int] = Field(default_factory=dict)
    #: Barrels sold this turn (any positive amount makes the player a seller for the price).
    sold_this_turn: int = 0
    #: Transfer offers made this turn (at most ``MAX_OFFERS_PER_TURN``).
    offers_this_turn: int = 0
    #: The player's dice for the first turn order (more than one after ties).
    order_dice: list[int] = Field(default_factory=list)
    #: True once the player finished the pre-game purchase (preparation stage).
    prepared: bool = False
    #: The player's rebel die.
    rebel: RebelDie = Field(default_factory=RebelDie)


class Pawn(BaseModel):
    """A player's pawn on an action box."""

    seat: int
    #: The box id (see ``actionboard.BOXES``).
    box: str
    #: 1 for the first action round of the turn, 2 for the second.
    round: int


class SupportRequest(BaseModel):
    """A support request made by the mover before a move into ``region``."""

    region: str
    #: The seat asked.
    ally: int
    #: None while unanswered, then the answer.
    accepted: bool | None = None


class ActiveBox(BaseModel):
    """The action box the current player is carrying out, step by step."""

    seat: int
    box: str
    #: Purchases still allowed in this box (units, land or air).
    purchases_left: int = 0
    #: Moves still allowed in this box.
    moves_left: int = 0
    #: True once the first move is made: purchases come first, then moves.
    moving: bool = False
    #: Developments still allowed in this box.
    developments_left: int = 0
    #: Regions where oil was produced with this box (each at most once).
    produced: list[str] = Field(default_factory=list)
    #: Support requests made during this box's moves.
    support: list[SupportRequest] = Field(default_factory=list)


class TransferOffer(BaseModel):
    """A binding written agreement: one player hands something to another, who accepts it."""

    giver: int
    receiver: int
    #: ``oil`` (barrels from the reserve), ``money`` (cents), ``logistics`` (on the border,
    #: from the giver's own) or ``territory`` (control of a region the giver controls).
    what: Literal["oil", "money", "logistics", "territory"]
    #: Barrels, cents or units; 1 for a territory.
    amount: int = 1
    #: The region given (territory) or None.
    region: str | None = None


class Pending(BaseModel):
    """A question asked of one seat, as the views show it (the state keeps it in the kit's
    queue ``OmbState.questions``, see ``asking.py``).

    Questions with the same ``batch`` are asked at once; the game waits until the whole batch
    is answered. The module that asks a kind answers it with its ``legal_<kind>`` /
    ``play_<kind>`` functions, the families of the kind's stage in its ``STAGES``:
    ``purchases`` (``support_answer``, ``support_move``), ``trade`` (``transfer_answer``),
    ``battles``, ``rebels`` and ``endturn``.
    """

    #: What is asked (``support_answer``, ``retreat``, ``repair``, ``rebel`` …).
    kind: str
    #: The seat that must answer.
    seat: int
    #: Items asked together share a batch number.
    batch: int = 0
    #: The region concerned, if any.
    region: str | None = None
    #: The seat whose action caused the question, if any.
    source: int | None = None
    #: A transfer offer waiting for ``seat``'s acceptance.
    offer: TransferOffer | None = None
    #: Anything else the owning module needs (JSON values only).
    data: dict[str, Any] = Field(default_factory=dict)


def pending_of(question: Question) -> Pending:
    """A question of the queue as a :class:`Pending` record: its seat, region and offer, and
    its data without those two."""
    data = {k: v for k, v in question.data.items() if k not in ("region", "offer")}
    region, offer = question.data.get("region"), question.data.get("offer")
    return Pending(
        kind=question.kind,
        seat=question.asked[0],
        batch=question.batch,
        region=None if region is None else str(region),
        source=question.source,
        offer=None if offer is None else TransferOffer.model_validate(offer),
        data=data,
    )


class FinalScore(BaseModel):
    """One player's end-of-game money count (filled by the final scoring)."""

    #: Cash before the count, in cents.
    cash_cents: int = 0
    #: Money from selling all the player's oil (reserve and board).
    oil_cents: int = 0
    #: Barrels received from the government.
    government_barrels: int = 0
    #: Money from those barrels.
    government_cents: int = 0
    #: Tender track money.
    tender_cents: int = 0
    #: The pacifism penalty times 10 (subtracted).
    penalty_cents: int = 0
    #: The final money.
    total_cents: int = 0


class OmbState(FlowState):
    """The complete state of a game.

    Where the game stands is its stack of procedures (``stack``, ``procedures.py``): at the
    bottom the part of the game (``preparation``, ``actions`` or ``end_of_turn``, with the
    end-of-turn checks still to run above it), and ``questions`` on top while questions wait.
    ``stage`` reads the part from it."""

    options: OmbOptions
    #: Per seat.
    players: list[PlayerState]
    #: Every territory by id: the 18 regions and the border.
    regions: dict[str, RegionState]
    #: Turn order: seats, first player first.
    order: list[int]
    #: 1 Invasion, 2 Guerrilla, 3 Provisional government.
    phase: int = 1
    #: Turn within the phase, 1 .. turns_per_phase.
    turn: int = 1
    #: Action round within the turn: 1 or 2.
    round: int = 1
    #: Index in ``order`` of the player placing a pawn now (actions stage).
    current: int = 0
    #: Pawns on the action board this turn.
    pawns: list[Pawn] = Field(default_factory=list)
    #: The box the current player is carrying out (purchases and moves, developments, oil
    #: production), None between boxes.
    active: ActiveBox | None = None
    #: Index on the oil price track (0 = the minimum, 0.50 $); see ``tables``.
    oil_price_step: int = 0
    #: Questions waiting for answers from seats not on turn (the kit's queue, see
    #: ``asking.py``).
    questions: Questions = Field(default_factory=Questions)

    @property
    def pending(self) -> list[Pending]:
        """The open questions as :class:`Pending` records, in the order asked (a read-only
        copy: questions are asked and closed through ``asking.py``)."""
        return [pending_of(question) for question in self.questions.open]

    #: The final count per seat, once the game is over.
    final: list[FinalScore] | None = None
    #: Lines explaining the final count and tie-breaks.
    final_details: list[str] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _upgrade(cls, data: Any) -> Any:
        """A state saved before the game moved onto the kit's flow (issue 27) kept its part
        of the game in ``stage`` and the next end-of-turn check in ``eot_step``: the same
        place as a stack of procedures. One saved before a battle had a frame of its own kept
        the answers given so far in its questions' data: they move into the battle's frame
        (:func:`held_battles`); so does a joint bombing's attack, kept in each of its questions
        before a bombing had its frame (:func:`held_bombings`)."""
        if not isinstance(data, dict):
            return data
        if "stage" in data and "stack" not in data:
            data = dict(data)
            data["stack"] = old_stack(
                str(data.pop("stage")),
                data.pop("eot_step", None),
                dict(data.get("questions") or {}),
            )
        questions = data.get("questions")
        if isinstance(questions, dict) and any(
            isinstance(q, dict) and q.get("kind") in OLD_BATTLE_KINDS
            for q in questions.get("open") or []
        ):
            data = dict(data)
            data["stack"], data["questions"] = held_battles(list(data["stack"]), questions)
        questions = data.get("questions")
        if isinstance(questions, dict) and any(
            isinstance(q, dict)
            and q.get("kind") in OLD_BOMBING_KINDS
            and "attack" in (q.get("data") or {})
            for q in questions.get("open") or []
        ):
            data = dict(data)
            data["stack"], data["questions"] = held_bombings(list(data["stack"]), questions)
        return data

    @property
    def stage(self) -> Stage:
        """The part of the game: the procedure at the bottom of the stack (``over`` once it
        is empty)."""
        if not self.stack:
            return "over"
        kind = self.stack[0].kind
        assert kind in (PREPARATION, ACTIONS, END_OF_TURN)
        return kind  # type: ignore[return-value]

    @stage.setter
    def stage(self, stage: Stage) -> None:
        """Put the game in another part (a test's set-up): the bottom procedure replaced,
        or the stack emptied for ``over``."""
        if stage == "over":
            self.stack = []
        elif self.stack:
            self.stack[0] = Frame(kind=stage)
        else:
            self.stack = [Frame(kind=stage)]

    @property
    def eot_step(self) -> str | None:
        """The next end-of-turn check to run, if the end of turn has one left."""
        steps = [f.kind for f in self.stack if f.kind in END_OF_TURN_STEPS]
        return steps[-1] if steps else None

    @eot_step.setter
    def eot_step(self, step: None) -> None:
        """Only ``None``: the end-of-turn checks left are dropped."""
        if step is not None:
            raise ValueError("the end-of-turn checks are run by the stack, not set")
        self.stack = [f for f in self.stack if f.kind not in END_OF_TURN_STEPS]

    @property
    def n(self) -> int:
        """Number of players."""
        return len(self.seats)

    @property
    def absolute_turn(self) -> int:
        """The turn number over the whole game, from 1."""
        return (self.phase - 1) * self.options.turns_per_phase + self.turn

    @property
    def total_turns(self) -> int:
        """Turns in the whole game."""
        return PHASES * self.options.turns_per_phase

    def military_on_board(self, seat: int) -> int:
        """``seat``'s military units on the board, the border included."""
        return sum(r.military[seat] for r in self.regions.values())

    def controlled(self, seat: int) -> list[str]:
        """Ids of the regions ``seat`` controls."""
        return [rid for rid, r in self.regions.items() if r.controller == seat]

    def government_oil(self) -> int:
        """The provisional government's barrels (sum of what every player's regions gave)."""
        return sum(p.government_oil for p in self.players)

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> OmbState:
        """A copy sharing no mutable value (what ``Game.apply`` plays on): see
        :func:`copy_state`."""
        return copy_state(self)


#: The question kinds of the rebel step (``rebels.PENDING_KINDS``: an old state's stack
#: rebuilt needs them).
OLD_REBEL_KINDS = ("rebel", "rebel_join", "rebel_invite", "rebel_defend", "repair")


#: The question kinds of a battle, each a step its frame waits at (``battles.PENDING_KINDS``:
#: an old state's battle frames rebuilt need them).
OLD_BATTLE_KINDS = ("battle_proposal", "battle_accept", "retreat", "retreat_volunteer")


def held_battles(stack: list[Any], questions: dict[str, Any]) -> tuple[list[Any], dict[str, Any]]:
    """The stack and questions of a state saved before a battle had a frame of its own: a
    battle asking questions kept the answers given so far (the terms proposed and a refusal,
    the retreats chosen, the volunteers) in the data of each of its questions still open, the
    same in each. Each such battle gets its frame under the questions, at the step of the
    kind asked, holding that data; its questions keep their region alone. A state whose
    battles have their frames is left as it is."""
    procedures = [Frame.model_validate(f) for f in stack]
    held = {f.data.get("region") for f in procedures if f.kind in OLD_BATTLE_KINDS}
    frames: dict[str, Frame] = {}
    asked = []
    for q in questions.get("open") or []:
        data = dict(q.get("data") or {}) if isinstance(q, dict) else {}
        rid = data.get("region")
        if isinstance(q, dict) and q.get("kind") in OLD_BATTLE_KINDS and rid not in held:
            frames.setdefault(str(rid), Frame(kind=str(q["kind"]), data=copy.deepcopy(data)))
            q = {**q, "data": {"region": rid}}
        asked.append(q)
    if not frames:
        return stack, questions
    top = len(procedures) - int(bool(procedures) and procedures[-1].kind == QUESTIONS)
    procedures[top:top] = frames.values()
    return procedures, {**questions, "open": asked}


#: The question kinds of a joint bombing, each a step its frame waits at
#: (``rebels.BOMBING_KINDS``: an old state's bombing frame rebuilt needs them).
OLD_BOMBING_KINDS = ("rebel_join", "rebel_invite", "rebel_defend")


def held_bombings(stack: list[Any], questions: dict[str, Any]) -> tuple[list[Any], dict[str, Any]]:
    """The stack and questions of a state saved before a joint bombing had a frame of its
    own: each of its questions still open carried the attack (the region and target, the
    attackers and the players invited so far, the allies helping so far), the same in each
    (an answer handed it on to the questions still open, ``battles.answered``). The bombing
    gets its frame under the questions, at the step of the kind asked, holding a copy of that
    attack; its questions keep their region alone. A rebel step has one bombing at a time."""
    procedures = [Frame.model_validate(f) for f in stack]
    bombing: Frame | None = None
    asked = []
    for q in questions.get("open") or []:
        data = dict(q.get("data") or {}) if isinstance(q, dict) else {}
        if isinstance(q, dict) and q.get("kind") in OLD_BOMBING_KINDS and "attack" in data:
            if bombing is None:
                bombing = Frame(kind=str(q["kind"]), data=copy.deepcopy(dict(data["attack"])))
            q = {**q, "data": {k: v for k, v in data.items() if k != "attack"}}
        asked.append(q)
    if bombing is None:
        return stack, questions
    top = len(procedures) - int(bool(procedures) and procedures[-1].kind == QUESTIONS)
    procedures.insert(top, bombing)
    return procedures, {**questions, "open": asked}


def old_stack(stage: str, eot_step: object, questions: dict[str, Any]) -> list[dict[str, Any]]:
    """The stack of a state of the old layout: its part of the game at the bottom, the
    end-of-turn checks from ``eot_step`` on above it (the first on top), the players' rebel
    actions if a rebel question was open (at the asked player's position in turn order), and
    the questions on top if some were open. In the old end of turn ``eot_step`` named the next
    check to run (``None``: they had all run, the next turn came)."""
    if stage == "over":
        return []
    stack: list[dict[str, Any]] = [{"kind": stage}]
    if stage == END_OF_TURN and isinstance(eot_step, str):
        left = END_OF_TURN_STEPS[END_OF_TURN_STEPS.index(eot_step) :]
        stack.extend({"kind": step} for step in reversed(left))
    asked = list(questions.get("open") or [])
    rebel = next((q for q in asked if q.get("kind") in OLD_REBEL_KINDS), None)
    if rebel is not None:
        data = dict(rebel.get("data") or {})
        index = data["index"] if "index" in data else dict(data["attack"])["index"]
        stack.append({"kind": REBEL_ACTIONS, "data": {"index": int(index)}})
    if asked:
        stack.append({"kind": QUESTIONS})
    return stack


# ------------------------------------------------------------------------------ the copy

#: Setters of the slots every pydantic model has (as ``rules.core.copying`` uses them).
_SLOTS: Any = vars(BaseModel)
_set_dict = _SLOTS["__dict__"].__set__
_set_fields_set = _SLOTS["__pydantic_fields_set__"].__set__
_set_extra = _SLOTS["__pydantic_extra__"].__set__
_set_private = _SLOTS["__pydantic_private__"].__set__
#: A model's bare instance (what ``BaseModel.__new__``, which is ``object.__new__``, makes).
_new_model: Any = object.__new__
#: The kit's builders of a copy (none of this module's models keeps extra fields or private
#: attributes: a test checks).
_rebuilt = rebuilt
_flat = flat_copy


def _region(region: RegionState) -> RegionState:
    # The most numerous model (19 a state): _rebuilt written out, empty lists made anew.
    fields = region.__dict__.copy()
    fields["military"] = fields["military"].copy()
    fields["owned_logistics"] = fields["owned_logistics"].copy()
    buildings = fields["buildings"]
    fields["buildings"] = [_flat(b) for b in buildings] if buildings else []
    battle = fields["battle"]
    if battle is not None:
        copied = battle.__dict__.copy()
        copied["participants"] = copied["participants"].copy()
        copied["supporters"] = copied["supporters"].copy()
        fields["battle"] = _rebuilt(battle, copied)
    new = _new_model(RegionState)
    _set_dict(new, fields)
    _set_fields_set(new, region.__pydantic_fields_set__.copy())
    _set_extra(new, None)
    _set_private(new, None)
    return new


def _player(player: PlayerState) -> PlayerState:
    fields = player.__dict__.copy()
    fields["developments_this_turn"] = fields["developments_this_turn"].copy()
    fields["order_dice"] = fields["order_dice"].copy()
    fields["rebel"] = _flat(fields["rebel"])
    copied: PlayerState = _rebuilt(player, fields)
    return copied


def _active(active: ActiveBox) -> ActiveBox:
    fields = active.__dict__.copy()
    fields["produced"] = fields["produced"].copy()
    fields["support"] = [_flat(request) for request in fields["support"]]
    copied: ActiveBox = _rebuilt(active, fields)
    return copied


def _frame(procedure: Frame) -> Frame:
    fields = procedure.__dict__.copy()
    data = fields["data"]
    fields["data"] = deep_copy(data) if data else {}
    copied: Frame = _rebuilt(procedure, fields)
    return copied


def copy_state(state: OmbState) -> OmbState:
    """A deep copy of ``state`` (what ``rules.core.copying.deep_copy`` gives, in about half
    its time): written for this module's models, field by field; only the kit's question
    queue, whose questions carry free JSON data, goes through the kit's copy. Every field
    not named here holds a number, a string, a boolean or ``None``, shared like
    ``copy.deepcopy`` shares them (``tests/one_more_barrel/test_state_copy.py`` checks it
    against the models)."""
    fields = state.__dict__.copy()
    fields["seats"] = fields["seats"].copy()
    fields["rng"] = _flat(fields["rng"])
    fields["options"] = _flat(fields["options"])
    fields["stack"] = [_frame(f) for f in fields["stack"]]
    fields["players"] = [_player(p) for p in fields["players"]]
    fields["regions"] = {rid: _region(r) for rid, r in fields["regions"].items()}
    fields["order"] = fields["order"].copy()
    fields["pawns"] = [_flat(pawn) for pawn in fields["pawns"]]
    if fields["active"] is not None:
        fields["active"] = _active(fields["active"])
    fields["questions"] = deep_copy(fields["questions"])
    if fields["final"] is not None:
        fields["final"] = [_flat(score) for score in fields["final"]]
    fields["final_details"] = fields["final_details"].copy()
    copied: OmbState = _rebuilt(state, fields)
    return copied


#: What :func:`copy_state` copies in each model beyond its plain values: model -> the fields
#: it copies (for the test that every other field holds a plain value).
COPIED_FIELDS: dict[type[BaseModel], set[str]] = {
    OmbState: {
        "seats",
        "rng",
        "options",
        "stack",
        "players",
        "regions",
        "order",
        "pawns",
        "active",
        "questions",
        "final",
        "final_details",
    },
    RegionState: {"military", "owned_logistics", "buildings", "battle"},
    Battle: {"participants", "supporters"},
    PlayerState: {"developments_this_turn", "order_dice", "rebel"},
    ActiveBox: {"produced", "support"},
    Building: set(),
    RebelDie: set(),
    Pawn: set(),
    SupportRequest: set(),
    FinalScore: set(),
    OmbOptions: set(),
    Rng: set(),
    Frame: {"data"},
}
