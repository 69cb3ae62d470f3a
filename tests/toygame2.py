"""A second test-only game that exercises the game kit: *Skirmish*.

It is not a playable game (``playable = False``) and is registered only in tests. Its rules
are small but use every piece of the kit a real game needs:

* **Map** (:class:`~rules.core.graph.MapGraph`): eight places, joined by land, by sea (the
  isle) and by one one-way ford (``ford`` to ``marsh``, downstream only). Each seat's pawn
  starts on its home. A pawn moves one connection a turn; crossing by sea costs a card.
* **Deck** (:class:`~rules.core.cards.Deck`): 21 cards (raids and guards of strength 1 to 3,
  musters), three dealt face down to each seat; the player on turn draws one at the end of
  their turn, the discard pile reshuffled in when the draw pile runs out.
* **Questions to seats not on turn** (:mod:`rules.core.questions`): a *raid* (a raid card
  played against a seat whose pawn is on the same place or next to it) asks the target alone
  to *defend* with a guard card or *yield* (the default when its clock runs out); a *muster*
  asks every other seat at once to *give* the musterer a card or *refuse* (the default), and
  a refusal costs one renown.
* **Combat results table** (:mod:`rules.core.crt`) and a die: the raid's strength against the
  guard's (plus the target's garrison when raided at home), read in the column of their
  difference: A (the raider wins: +2 renown and a token drawn from the loot bag) or D (the
  defender wins: +1 renown).
* **Bag** (:class:`~rules.core.bag.Bag`): loot tokens, gold (+2 renown), silver (+1) or lead
  (nothing); everybody sees what is left in it.
* **Hidden stacks** (:class:`~rules.core.stacks.HiddenStack`): each seat's garrison at home,
  its size public, its units' strengths (1 to 3, rolled when fortifying) known only to its
  owner.
* **Track** (:class:`~rules.core.tracks.Track`): renown from 0 to the goal; reaching it ends
  the game, as does the end of the last round. Most renown wins.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from rules.core import (
    ActionSpec,
    Choice,
    Event,
    Game,
    GameOptions,
    GameState,
    Result,
    Rng,
    ranking_from_scores,
)
from rules.core.bag import Bag
from rules.core.builders import ask
from rules.core.cards import Deck, DeckPublic, Hand
from rules.core.crt import ResultsTable, column_at_least
from rules.core.graph import Edge, MapGraph
from rules.core.questions import Question, QuestionRule, Questions, QuestionTable
from rules.core.stacks import HiddenStack, StackPublic, StackSeen
from rules.core.text import Said
from rules.core.tracks import SeatMarkers, Track

# ---------------------------------------------------------------------------- data

#: The places, as a 4 x 2 grid (column, row from the bottom), for the picture.
PLACES: dict[str, tuple[int, int]] = {
    "north": (0, 1),
    "hill": (1, 1),
    "keep": (2, 1),
    "coast": (3, 1),
    "ford": (0, 0),
    "marsh": (1, 0),
    "south": (2, 0),
    "isle": (3, 0),
}
MAP = MapGraph(
    PLACES,
    [
        Edge("north", "hill"),
        Edge("hill", "keep"),
        Edge("keep", "coast"),
        Edge("north", "ford"),
        Edge("hill", "marsh"),
        Edge("keep", "south"),
        Edge("marsh", "south"),
        Edge("ford", "marsh", "river", one_way=True),
        Edge("coast", "isle", "sea"),
        Edge("south", "isle", "sea"),
    ],
)
#: Each seat's home, in seat order.
HOMES: tuple[str, ...] = ("north", "isle", "south", "hill")
#: Card kinds and how many copies; a card's id is its kind and a copy letter (``raid2.b``).
CARDS: dict[str, int] = {
    "raid1": 3,
    "raid2": 3,
    "raid3": 3,
    "guard1": 3,
    "guard2": 3,
    "guard3": 3,
    "muster": 3,
}
DECK: tuple[str, ...] = tuple(
    f"{kind}.{'abc'[copy]}" for kind, count in CARDS.items() for copy in range(count)
)
HAND_SIZE = 3
LOOT: dict[str, int] = {"gold": 2, "silver": 4, "lead": 4}
LOOT_RENOWN: dict[str, int] = {"gold": 2, "silver": 1, "lead": 0}
MAX_GARRISON = 3
#: Raid results by the raid's strength minus the defence, die 1 to 6: A the raider wins.
CRT: ResultsTable[str, str] = ResultsTable(
    columns=("-2", "-1", "0", "+1", "+2"),
    rows={
        "-2": ("D", "D", "D", "D", "D", "A"),
        "-1": ("D", "D", "D", "D", "A", "A"),
        "0": ("D", "D", "D", "A", "A", "A"),
        "+1": ("D", "D", "A", "A", "A", "A"),
        "+2": ("D", "A", "A", "A", "A", "A"),
    },
)
CRT_COLUMNS = [(-99, "-2"), (-1, "-1"), (0, "0"), (1, "+1"), (2, "+2")]

DEFEND = "defend"
TRIBUTE = "tribute"


def card_kind(card: str) -> str:
    return card.split(".", 1)[0]


def strength(card: str) -> int:
    """A raid or guard card's strength (the digit of its kind)."""
    return int(card_kind(card)[-1])


def card_label(card: str) -> str:
    kind = card_kind(card)
    return "Muster" if kind == "muster" else f"{kind[:-1].title()} {kind[-1]}"


def card_said(card: str) -> Said:
    """A card's name as a key of :data:`TEXTS` (a choice's label)."""
    kind = card_kind(card)
    if kind == "muster":
        return Said("label.muster")
    return Said(f"label.{kind[:-1]}_card", strength=int(kind[-1]))


#: Skirmish's labels and questions (issue 28: keys, never sentences), in English only: a
#: language the game does not have falls back to these.
TEXTS = {
    "label.muster": "Muster",
    "label.raid_card": "Raid {strength}",
    "label.guard_card": "Guard {strength}",
    "label.yield": "Let {raider}'s raid come without a guard",
    "label.defend": "Guard against {raider}'s raid",
    "step.guard_card": "guard card",
    "label.refuse": "Refuse {musterer}'s muster (-1 renown)",
    "label.give": "Give {musterer} a card",
    "step.card": "card",
    "step.card_paid": "card paid",
    "label.place": "{place}",
    "label.by_sea": "{place} (by sea)",
    "label.move": "Move",
    "step.place": "place",
    "label.raid": "Raid",
    "step.raid_card": "raid card",
    "step.target": "target",
    "label.seat": "{name}",
    "label.fortify": "Fortify your home",
    "label.rest": "Rest",
}


# ---------------------------------------------------------------------------- state, actions


class SkirmishOptions(GameOptions):
    rounds: int = Field(default=5, ge=1, le=20)
    goal: int = Field(default=8, ge=2, le=12)


class SkirmishState(GameState):
    options: SkirmishOptions
    deck: Deck
    loot: Bag
    garrisons: list[HiddenStack]
    pawns: list[str]
    renown: SeatMarkers
    current: int = 0
    round: int = 1
    over: bool = False
    questions: Questions = Field(default_factory=Questions)


class Move(BaseModel):
    kind: Literal["move"]
    to: str
    pay: str | None = None


class Raid(BaseModel):
    kind: Literal["raid"]
    card: str
    target: int


class Muster(BaseModel):
    kind: Literal["muster"]
    card: str


class Fortify(BaseModel):
    kind: Literal["fortify"]


class Rest(BaseModel):
    kind: Literal["rest"]


class Defend(BaseModel):
    kind: Literal["defend"]
    card: str


class Yield(BaseModel):
    kind: Literal["yield"]


class Give(BaseModel):
    kind: Literal["give"]
    card: str


class Refuse(BaseModel):
    kind: Literal["refuse"]


class AskedPublic(BaseModel):
    """The question open now, as everybody sees it (never the answers' cards)."""

    kind: str
    source: int | None
    waiting: list[int]


class SkirmishPublic(BaseModel):
    round: int
    rounds: int
    goal: int
    current: int
    pawns: list[str]
    renown: list[int]
    deck: DeckPublic
    loot: dict[str, int]
    garrisons: list[StackPublic]
    asked: list[AskedPublic]


class SkirmishPrivate(BaseModel):
    hand: Hand
    garrison: StackSeen | None


# ---------------------------------------------------------------------------- questions


def _defend_legal(state: SkirmishState, question: Question, seat: int) -> list[ActionSpec]:
    guards = [
        Choice(value=card, label=card_said(card))
        for card in state.deck.hand(seat)
        if card_kind(card).startswith("guard")
    ]
    raider = state.seats[question.source or 0]
    specs = [ActionSpec(kind="yield", label=Said("label.yield", raider=raider))]
    if guards:
        specs.insert(
            0,
            ActionSpec(
                kind="defend",
                label=Said("label.defend", raider=raider),
                steps=ask("card", Said("step.guard_card"), guards),
            ),
        )
    return specs


def _defend_answer(state: SkirmishState, question: Question, seat: int, action: Any) -> list[Event]:
    if isinstance(action, Defend):
        state.deck.play(seat, action.card)
        text = f"{state.seats[seat]} guards with {card_label(action.card)}."
        return [Event(kind="guard", text=text, data={"seat": seat, "card": action.card})]
    return [Event(kind="yield", text=f"{state.seats[seat]} plays no guard.")]


def _defend_settle(state: SkirmishState, question: Question) -> list[Event]:
    """The raid is resolved: raid strength minus defence (the guard's strength, plus the
    garrison's when the target is raided at home) gives the column, a die the row."""
    raider = question.source or 0
    target = int(question.data["target"])
    answer = question.answer_of(target) or {}
    guard = strength(answer["card"]) if answer.get("kind") == "defend" else 0
    at_home = state.pawns[target] == HOMES[target]
    garrison = sum(int(u) for u in state.garrisons[target].units) if at_home else 0
    difference = int(question.data["strength"]) - guard - garrison
    die = state.rng.die()
    column = column_at_least(difference, CRT_COLUMNS)
    outcome = CRT.read(column, die)
    names = state.seats
    events: list[Event]
    if outcome == "A":
        state.renown.move(raider, 2, renown_track(state))
        token = state.loot.draw(state.rng)
        text = f"{names[raider]}'s raid on {names[target]} succeeds (die {die}): +2 renown"
        if token is not None:
            state.renown.move(raider, LOOT_RENOWN[token], renown_track(state))
            text += f", and {token} from the loot bag (+{LOOT_RENOWN[token]})"
        events = [Event(kind="raid_won", text=text + ".", data={"die": die, "loot": token})]
    else:
        state.renown.move(target, 1, renown_track(state))
        text = f"{names[target]} beats off {names[raider]}'s raid (die {die}): +1 renown."
        events = [Event(kind="raid_lost", text=text, data={"die": die})]
    return events + _end_turn(state)


def _tribute_legal(state: SkirmishState, question: Question, seat: int) -> list[ActionSpec]:
    cards = [Choice(value=c, label=card_said(c)) for c in state.deck.hand(seat)]
    musterer = state.seats[question.source or 0]
    specs = [ActionSpec(kind="refuse", label=Said("label.refuse", musterer=musterer))]
    if cards:
        specs.insert(
            0,
            ActionSpec(
                kind="give",
                label=Said("label.give", musterer=musterer),
                steps=ask("card", Said("step.card"), cards),
            ),
        )
    return specs


def _tribute_answer(
    state: SkirmishState, question: Question, seat: int, action: Any
) -> list[Event]:
    musterer = question.source or 0
    if isinstance(action, Give):
        state.deck.give(seat, musterer, action.card)
        return [
            Event(kind="give", text=f"{state.seats[seat]} gives {state.seats[musterer]} a card."),
            Event(
                kind="given",
                text=f"{state.seats[seat]} gave you {card_label(action.card)}.",
                to=musterer,
            ),
        ]
    state.renown.move(seat, -1, renown_track(state))
    return [Event(kind="refuse", text=f"{state.seats[seat]} refuses the muster: -1 renown.")]


def _tribute_settle(state: SkirmishState, question: Question) -> list[Event]:
    return _end_turn(state)


QUESTIONS: QuestionTable[SkirmishState] = QuestionTable(
    [
        QuestionRule(DEFEND, _defend_legal, _defend_answer, _defend_settle),
        QuestionRule(TRIBUTE, _tribute_legal, _tribute_answer, _tribute_settle),
    ]
)


# ---------------------------------------------------------------------------- the turn


def renown_track(state: SkirmishState) -> Track[int]:
    return Track("renown", maximum=state.options.goal, thresholds={state.options.goal: "victory"})


def _end_turn(state: SkirmishState) -> list[Event]:
    """The player on turn draws a card; the next seat plays; the game ends at the goal or
    after the last round."""
    seat = state.current
    state.deck.draw(seat, state.rng)
    if max(state.renown.steps) >= state.options.goal:
        state.over = True
        return [Event(kind="over", text="Somebody reached the goal: the game is over.")]
    state.current = (seat + 1) % len(state.seats)
    if state.current == 0:
        state.round += 1
        if state.round > state.options.rounds:
            state.over = True
            return [Event(kind="over", text="The last round is over.")]
    return []


def targets(state: SkirmishState, seat: int) -> list[int]:
    """Seats whose pawn is on the raider's place or one connection away from it."""
    here = state.pawns[seat]
    near = {here, *MAP.neighbours(here)}
    return [s for s in range(len(state.seats)) if s != seat and state.pawns[s] in near]


class Skirmish(Game[SkirmishState, SkirmishOptions]):
    name = "skirmish"
    title = "Skirmish"
    min_players = 2
    max_players = 4
    options_model = SkirmishOptions
    state_model = SkirmishState
    action_models = (Move, Raid, Muster, Fortify, Rest, Defend, Yield, Give, Refuse)
    playable = False
    texts = TEXTS
    #: A raided or mustered seat has a day to answer before yielding or refusing.
    answer_hours = 24

    def _setup(self, seats: list[str], rng: Rng, options: SkirmishOptions) -> SkirmishState:
        deck = Deck.shuffled(DECK, len(seats), rng)
        deck.deal(HAND_SIZE, rng)
        return SkirmishState(
            game=self.name,
            seats=seats,
            rng=rng,
            options=options,
            deck=deck,
            loot=Bag.of(LOOT),
            garrisons=[HiddenStack.owned(s, face=HOMES[s]) for s in range(len(seats))],
            pawns=[HOMES[s] for s in range(len(seats))],
            renown=SeatMarkers.start(len(seats)),
        )

    def is_over(self, state: SkirmishState) -> bool:
        return state.over

    def _to_act(self, state: SkirmishState) -> list[int]:
        if state.questions.open:
            return state.questions.waiting()
        return [state.current]

    def _legal(self, state: SkirmishState, seat: int) -> list[ActionSpec]:
        if state.questions.open:
            return QUESTIONS.legal(state, state.questions, seat)
        hand = state.deck.hand(seat)
        here = state.pawns[seat]
        by_land = [
            Choice(value=p, label=Said("label.place", place=p))
            for p in MAP.neighbours(here, kinds={"land", "river"})
        ]
        pay = ask(
            "pay", Said("step.card_paid"), [Choice(value=c, label=card_said(c)) for c in hand]
        )
        by_sea = [
            Choice(value=p, label=Said("label.by_sea", place=p), then=pay)
            for p in MAP.neighbours(here, kinds={"sea"})
            if pay
        ]
        specs = [
            ActionSpec(
                kind="move",
                label=Said("label.move"),
                steps=ask("to", Said("step.place"), by_land + by_sea),
            )
        ]
        raids = [Choice(value=c, label=card_said(c)) for c in hand if c.startswith("raid")]
        aims = [
            Choice(value=s, label=Said("label.seat", name=state.seats[s]))
            for s in targets(state, seat)
        ]
        if raids and aims:
            specs.append(
                ActionSpec(
                    kind="raid",
                    label=Said("label.raid"),
                    steps=[
                        *ask("card", Said("step.raid_card"), raids),
                        *ask("target", Said("step.target"), aims),
                    ],
                )
            )
        musters = [
            Choice(value=c, label=Said("label.muster")) for c in hand if c.startswith("muster")
        ]
        specs.append(
            ActionSpec(
                kind="muster",
                label=Said("label.muster"),
                steps=ask("card", Said("step.card"), musters),
            )
        )
        if here == HOMES[seat] and state.garrisons[seat].size < MAX_GARRISON:
            specs.append(ActionSpec(kind="fortify", label=Said("label.fortify")))
        specs.append(ActionSpec(kind="rest", label=Said("label.rest")))
        return [s for s in specs if s.steps or s.kind in ("fortify", "rest")]

    def _play(self, state: SkirmishState, seat: int, action: Any) -> list[Event]:
        if state.questions.open:
            return QUESTIONS.play(state, state.questions, seat, action)
        name = state.seats[seat]
        if isinstance(action, Move):
            if action.pay is not None:
                state.deck.play(seat, action.pay)
            state.pawns[seat] = action.to
            return [Event(kind="move", text=f"{name} moves to {action.to}.")] + _end_turn(state)
        if isinstance(action, Raid):
            state.deck.play(seat, action.card)
            state.questions.ask(
                DEFEND,
                [action.target],
                source=seat,
                default={"kind": "yield"},
                data={"target": action.target, "strength": strength(action.card)},
            )
            text = f"{name} raids {state.seats[action.target]} with {card_label(action.card)}."
            return [Event(kind="raid", text=text)]
        if isinstance(action, Muster):
            state.deck.play(seat, action.card)
            others = [s for s in range(len(state.seats)) if s != seat]
            state.questions.ask(TRIBUTE, others, source=seat, default={"kind": "refuse"})
            return [
                Event(kind="muster", text=f"{name} musters: everybody gives a card or refuses.")
            ]
        if isinstance(action, Fortify):
            unit = state.rng.die(3)
            state.garrisons[seat].add(str(unit))
            return [
                Event(kind="fortify", text=f"{name} fortifies their home."),
                Event(
                    kind="fortified", text=f"Your new garrison unit has strength {unit}.", to=seat
                ),
                *_end_turn(state),
            ]
        return [Event(kind="rest", text=f"{name} rests.")] + _end_turn(state)

    def _public(self, state: SkirmishState) -> SkirmishPublic:
        return SkirmishPublic(
            round=state.round,
            rounds=state.options.rounds,
            goal=state.options.goal,
            current=state.current,
            pawns=list(state.pawns),
            renown=list(state.renown.steps),
            deck=state.deck.public(),
            loot=dict(state.loot.counts),
            garrisons=[g.public() for g in state.garrisons],
            asked=[
                AskedPublic(kind=q.kind, source=q.source, waiting=sorted(q.waiting))
                for q in state.questions.current()
            ],
        )

    def _private(self, state: SkirmishState, seat: int) -> SkirmishPrivate:
        return SkirmishPrivate(
            hand=state.deck.private(seat), garrison=state.garrisons[seat].private(seat)
        )

    def _result(self, state: SkirmishState) -> Result:
        scores = [float(step) for step in state.renown.steps]
        return Result(scores=scores, ranking=ranking_from_scores(scores))

    def default_action(self, state: SkirmishState, seat: int) -> dict[str, Any] | None:
        """A question's default answer (yield, refuse); on one's own turn, rest."""
        if seat not in self.to_act(state):
            return None
        if state.questions.open:
            return QUESTIONS.default(state, state.questions, seat)
        return {"kind": "rest"}

    def automatic_action(self, state: SkirmishState, seat: int) -> dict[str, Any] | None:
        """Only a question's default answer is played by itself when a clock runs out."""
        if self.is_over(state):
            return None
        return QUESTIONS.default(state, state.questions, seat)

    def invariants(self, state: SkirmishState) -> list[str]:
        problems = state.deck.invariants(DECK)
        problems += [
            f"seat {s} renown {r} off the track"
            for s, r in enumerate(state.renown.steps)
            if not 0 <= r <= state.options.goal
        ]
        problems += [
            f"seat {s} garrison of {g.size}"
            for s, g in enumerate(state.garrisons)
            if g.size > MAX_GARRISON
        ]
        problems += [f"pawn on {p}" for p in state.pawns if p not in MAP]
        if len(state.loot) > sum(LOOT.values()):
            problems.append("loot appeared from nowhere")
        if state.over and state.questions.open:
            problems.append("a question is open after the end")
        return problems + state.questions.invariants(len(state.seats))

    def max_actions(self, state: SkirmishState) -> int:
        players = len(state.seats)
        return state.options.rounds * players * (1 + players) + 1


GAME = Skirmish()
