"""Fitna's state and options (pydantic; the random generator lives in the state; the moves
are in :mod:`actions`).

Who is who. A *side* is who units belong to for control, stacking and combat: a scenario
seat's id (``"SYR"``, ``"TUR"``), ``"DAESH"`` or a Kurdish faction (``"PYD"``, ``"KDP"``,
``"PKK"``), which no seat holds (25.0, 26.0) but a seat may move for a phase with a card.

Where units are. ``stacks`` holds one kit :class:`~rules.core.stacks.HiddenStack` per occupied
box: its ``face`` is the side, its ``owner`` the seat (``None`` for Daesh and the Kurds), its
units seen only by the seats in ``known_to`` (30.0: a player sees another's stack only after
attacking it; Daesh counters by nobody, 25.1). Units off the map are in ``pools`` (the
scenario's force pools and Daesh's reservoir), ``eliminated`` (the replacements pool, 18.5),
``removed`` (out of the game) or in a seat's reinforcement ``batches`` still to come.
"""

from __future__ import annotations

from typing import Any, Literal, cast

from pydantic import BaseModel, Field, model_validator

from rules.core import GameOptions
from rules.core.cards import Deck
from rules.core.flow import FlowState, Frame
from rules.core.questions import Questions
from rules.core.stacks import HiddenStack

from .custom import CustomScenario

Segment = Literal[
    "select", "events", "planning", "movement", "offensives", "strategic", "adjust"
]  # fmt: skip


class FitnaOptions(GameOptions):
    """The scenario (book 2.3, all eleven in ``scenarios.SCENARIOS``; its version for the
    number of players, ``scenarios.VERSIONS``). ``bidding``: the optional initiative rule
    7.1 (scenarios of at least 3 players), every turn or only the last one."""

    scenario: int = Field(
        default=1,
        ge=0,
        le=11,
        description="the scenario of book 2.3 (0: your own, rule 33, with custom)",
    )
    bidding: Literal["off", "every_turn", "last_turn"] = Field(
        default="off", description="the initiative bidding of 7.1 (3 players or more)"
    )
    #: The two-player version of a multi-player scenario (each player takes several seats).
    two_player: bool = Field(
        default=False, description="the two-player version of a multi-player scenario"
    )
    #: Rule 33: the players' own scenario (with ``scenario`` 0).
    custom: CustomScenario | None = Field(
        default=None, description="your own scenario's data (rule 33), with scenario 0"
    )


class Prompt(BaseModel):
    """A decision the engine waits on from the seat on turn before the phase goes on (a box
    for a strike, where a reinforcement goes, which unit takes a loss): answered with
    ``choose`` (or ``pass`` when ``optional``)."""

    kind: str
    seat: int
    data: dict[str, Any] = Field(default_factory=dict)
    optional: bool = False


class Battle(BaseModel):
    """One offensive (18.0-18.7) from its declaration to the advance after combat."""

    attacker: int
    side: str
    origin: str
    target: str
    units: list[str]
    defender_side: str
    defenders: list[str]
    attack_cards: list[int] = Field(default_factory=list)
    defence_cards: list[int] = Field(default_factory=list)
    #: Cards whose air mission was cancelled (25, 26, 28, 29).
    cancelled: list[int] = Field(default_factory=list)
    #: Card 16: the defender's strongest armour does not fight and cannot take a loss.
    diverted: str | None = None
    die: int | None = None
    column: int | None = None
    result: str | None = None
    #: Steps still to lose, by side of the battle.
    attacker_steps: int = 0
    defender_steps: int = 0
    #: Units that already lost a step to this result (DR*: two steps over two units).
    hit: list[str] = Field(default_factory=list)
    #: Whether the defender must retreat, and the units still to retreat.
    retreating: list[str] = Field(default_factory=list)
    #: Whether the attacker takes the box (DR, DR*, DS, or EX/EX* with the defender gone).
    advance: bool = False


class Activation(BaseModel):
    """A phase of Daesh or Kurdish operations bought with a card (25.2, 26.2)."""

    side: str
    card: int
    #: Daesh: OP left, each Al Baghdadi move or offensive costs 1 (25.2).
    ops: int = 0
    #: Al Baghdadi's move and one offensive granted when Daesh holds no oil field (25.2).
    free_offensive: bool = False
    free_move: bool = False
    #: Kurds: the split of their 4 OP (26.2 "règles habituelles de planification").
    planned: bool = False
    moves: int = 0
    offensives: int = 0
    moved: list[str] = Field(default_factory=list)


class TurnEffect(BaseModel):
    """A card's effect that lasts to the end of the turn (or longer, ``turns``)."""

    card: int
    seat: int | None
    kind: str
    box: str | None = None
    side: str | None = None
    turns: int = 1


class FitnaState(FlowState):
    options: FitnaOptions
    turn: int = 1
    #: Seats in initiative order (7.0), and whose phase it is (an index into ``order``).
    order: list[int]
    active: int = 0
    #: Scenario seat ids by seat index (``"SYR"``, ``"TUR"``).
    sides: list[str]
    support: Deck
    events: Deck
    #: Cards outside the decks: removed from the game, kept in front of a player, the
    #: high-tension cards waiting for tension 5, the scenario's unused cards.
    removed: list[int] = Field(default_factory=list)
    kept: list[int] = Field(default_factory=list)
    high_tension: list[int] = Field(default_factory=list)
    #: Cards taken for OP this phase (discarded at once, 16.0) are in the discard; those set
    #: aside during an offensive wait here until it ends.
    in_play: list[int] = Field(default_factory=list)
    #: Joker counters left per seat (9.0), special jokers per seat (10.0).
    jokers: list[int]
    special_jokers: list[list[str]]
    #: The seat controlling the US forces once they intervened (27.1), and the US units
    #: still to arrive on the next turn.
    us_seat: int | None = None
    #: Optional initiative rule 7.1: the cards each seat (as text) committed this turn for
    #: operation points, and the scenario's order of play kept apart while a bid reorders it.
    bids: dict[str, list[int]] = Field(default_factory=dict)
    base_order: list[int] = Field(default_factory=list)
    #: The PKK rebellion (26.7): under way, then over for good once Turkey holds every PKK
    #: box of Turkey (the PKK units left in Syria or Iraq never come back once eliminated).
    pkk_rebellion: bool = False
    pkk_over: bool = False
    #: A 27.1 trigger fired during an offensive: the US enter once it is resolved.
    us_trigger: str | None = None
    us_next_turn: list[str] = Field(default_factory=list)
    #: Special jokers played, by seat (as text): the Russian one comes back at tension 10.
    specials_played: dict[str, list[str]] = Field(default_factory=dict)
    #: Cards still to choose at set-up (7.0), per seat.
    to_select: list[int]
    stacks: dict[str, HiddenStack] = Field(default_factory=dict)
    #: Units that changed hands (a coup's defectors, 23.2; card 74's corps): unit -> side.
    side_override: dict[str, str] = Field(default_factory=dict)
    #: Units on their reduced face (a secret of the stack's owner).
    reduced: list[str] = Field(default_factory=list)
    pools: dict[str, list[str]] = Field(default_factory=dict)
    eliminated: list[str] = Field(default_factory=list)
    removed_units: list[str] = Field(default_factory=list)
    #: Reinforcement batches still to come, per side (15.0).
    batches: dict[str, list[list[str]]] = Field(default_factory=dict)
    #: Sides that took a batch this turn (one a turn, 15.0).
    batch_taken: list[str] = Field(default_factory=list)
    control: dict[str, str | None]
    entrenchments: list[str] = Field(default_factory=list)
    isolated: list[str] = Field(default_factory=list)
    #: Boxes whose units count as supplied until the end of the combat segment (17.2.2).
    air_assaulted: list[str] = Field(default_factory=list)
    truces: dict[str, int] = Field(default_factory=dict)
    tension: int | None = None
    tension_levels_fired: list[int] = Field(default_factory=list)
    tension_triggers_fired: list[str] = Field(default_factory=list)
    effects: list[TurnEffect] = Field(default_factory=list)
    #: Facts that lift a caveat of 21.0 for the rest of the game (:mod:`rules.fitna.caveats`).
    caveats_lifted: list[str] = Field(default_factory=list)
    # --- the phase of the seat on turn
    ops_cards: list[int] = Field(default_factory=list)
    depot: bool = False
    moves_left: int = 0
    offensives_left: int = 0
    moved: list[str] = Field(default_factory=list)
    exchanged: bool = False
    #: 20.0's Hezbollah leave this phase: asked of the Iranian player, and granted.
    leave_asked: bool = False
    leave_granted: bool = False
    events_played: list[int] = Field(default_factory=list)
    strategic_done: bool = False
    #: Whether the seat on turn drew in its card adjustment (12.1 step 7).
    adjusted: bool = False
    free_ops: int = 0
    prompt: Prompt | None = None
    battle: Battle | None = None
    activation: Activation | None = None
    #: Seats that answered "never ask me" for out-of-turn cards until they hold one.
    standing_no: list[int] = Field(default_factory=list)
    #: Seat targeted by card 38 (only Daesh may be attacked in its next phase).
    terror_target: int | None = None
    #: Set by card 90 (5-6): the game ends at the end of this turn.
    end_after_turn: bool = False
    over: bool = False
    last_boxes: list[str] = Field(default_factory=list)
    questions: Questions = Field(default_factory=Questions)
    #: The procedures under way (the kit's flow, :mod:`procedures`): the segment of the seat
    #: on turn at the bottom, an activation, a battle or a card's effects above it (open
    #: questions stand above them by themselves, the overlay).
    stack: list[Frame] = Field(default_factory=lambda: [Frame(kind="select")])

    @property
    def battle_step(self) -> str | None:
        """The step a battle is at (``combat.STEPS``: its procedure's on the stack), if one
        is under way."""
        found = next((f for f in reversed(self.stack) if f.kind == "battle"), None)
        return None if found is None else str(found.data["step"])

    @property
    def segment(self) -> Segment:
        """The segment of the seat on turn (or ``select``, the opening hands): the stage at
        the bottom of the stack."""
        return cast(Segment, self.stack[0].kind)

    @segment.setter
    def segment(self, value: Segment) -> None:
        self.stack[0] = Frame(kind=value)

    @model_validator(mode="before")
    @classmethod
    def _from_older_layouts(cls, data: Any) -> Any:
        """States saved by older engines, as games stored then have their snapshots
        (:func:`from_the_segment_layout`, :func:`from_the_activation_overlay`,
        :func:`from_the_battle_stage`, :func:`from_resume_in_questions`)."""
        if not isinstance(data, dict):
            return data
        data = from_the_activation_overlay(from_the_segment_layout(data))
        return from_resume_in_questions(from_the_battle_stage(data))


def from_the_segment_layout(data: dict[str, Any]) -> dict[str, Any]:
    """A state saved before the game moved onto the kit's flow (issue 27: a field
    ``segment``, no ``stack``): its segment becomes the frame on the stack (its questions and
    activation stand above it by themselves, the flow's overlay)."""
    if "stack" in data or "segment" not in data:
        return data
    data = dict(data)
    data["stack"] = [{"kind": data.pop("segment")}]
    return data


def from_the_activation_overlay(data: dict[str, Any]) -> dict[str, Any]:
    """A state saved during Daesh's or the Kurds' operations before they were a frame of the
    stack (issue 27: they stood above it by themselves while ``activation`` lasted, below a
    battle, above the rest): their procedure goes on top of the stack."""
    stack = list(data.get("stack") or [{"kind": "select"}])
    if data.get("activation") is None or any(_kind(f) == "activation" for f in stack):
        return data
    return {**data, "stack": [*stack, {"kind": "activation"}]}


def _kind(found: Any) -> Any:
    return found.get("kind") if isinstance(found, dict) else getattr(found, "kind", None)


def from_the_battle_stage(data: dict[str, Any]) -> dict[str, Any]:
    """A state saved during a battle before its steps were stages of the flow (issue 27: the
    step in the battle's own field ``stage``, a battle standing above the stack by itself):
    the battle becomes its procedure on top of the stack, at that step."""
    battle = data.get("battle")
    if not isinstance(battle, dict) or "stage" not in battle:
        return data
    data = dict(data)
    battle = dict(battle)
    step = battle.pop("stage")
    data["battle"] = battle
    data["stack"] = [*(data.get("stack") or [{"kind": "select"}]),
                     {"kind": "battle", "data": {"step": step}}]  # fmt: skip
    return data


#: The picks whose answer resumed a card's effects before a card became a frame on the stack
#: (events.RESUMING_PICKS of that engine, commit fa57d45): every card's pick but an
#: activation's.
_RESUMING_PICKS = frozenset(
    {"entrench", "strike", "cyber", "steal", "terror", "discard", "truce",
     "reinforcement_draw", "place_stack", "reveal", "drone"}
)  # fmt: skip


def from_resume_in_questions(data: dict[str, Any]) -> dict[str, Any]:
    """A state saved while a card's effects were to resume from a question (issue 27: the
    card's next effect kept in the question's data, ``resume``, and carried out by the
    answer of a card's pick or of the wait for counters to its strike): each such card
    becomes its procedure on the stack (an ``effects`` frame waiting on that question, as
    ``events.effects`` leaves it), the youngest question's on top; the key leaves every
    question (the others' was never read)."""
    questions = data.get("questions")
    if not isinstance(questions, dict):
        return data
    asked = questions.get("open")
    if not asked or not any("resume" in (q.get("data") or {}) for q in asked):
        return data
    data = dict(data)
    frames = []
    kept = []
    for question in asked:
        details = dict(question.get("data") or {})
        resume = details.pop("resume", None)
        kept.append({**question, "data": details})
        resumes = question.get("kind") == "strike_wait" or (
            question.get("kind") == "pick" and details.get("purpose") in _RESUMING_PICKS
        )
        if resume is None or not resumes:
            continue
        card, start = resume
        seat = details.get("seat", (question.get("asked") or [0])[0])
        frames.append(
            (
                int(question["id"]),
                {"kind": "effects", "seat": seat,
                 "data": {"card": card, "start": start, "questions": [question["id"]]}},
            )
        )  # fmt: skip
    data["questions"] = {**questions, "open": kept}
    data["stack"] = list(data.get("stack") or [{"kind": "select"}]) + [
        f for _, f in sorted(frames, key=lambda pair: pair[0])
    ]
    return data
