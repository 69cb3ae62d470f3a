"""A tiny game written on the kit's flow (``rules/core/flow.py``), for its tests only.

*Pile and Duel*: a pile of stones; on your turn take 1 to 3 stones (a point each) or, with a
point, challenge another player. The challenged player answers out of turn — yield (the
challenger takes one of their points; the default answer) or fight (a die decides: an
automatic step, 2 points to the winner). Any player not waited on may cheer once a game (an
interjection): the player on turn gets a point. The game ends when the pile is empty.
Every procedure that ends is counted (the flow's ``after``). Not a registered game.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from rules.core import (
    ActionSpec,
    Choice,
    Event,
    GameOptions,
    IntRange,
    Result,
    Rng,
    Step,
    ranking_from_scores,
)
from rules.core.flow import (
    Family,
    Flow,
    FlowGame,
    FlowState,
    Frame,
    Stage,
    call,
    end,
    frame,
    step,
)
from rules.core.text import Catalogue, Said

MESSAGES = {
    "take": "{name} takes {amount}.",
    "challenge": "{name} challenges {target}.",
    "yield": "{name} yields.",
    "duel": "{name} wins the duel.",
    "cheer": "{name} cheers.",
}
_say = Catalogue(MESSAGES)
#: Its labels and questions (issue 28: keys, never sentences), in English only.
TEXTS = {
    "label.take": "Take stones",
    "step.how_many": "how many",
    "label.challenge": "Challenge a player",
    "step.whom": "whom",
    "label.seat": "{name}",
    "label.yield": "Yield a point",
    "label.fight": "Fight",
    "label.cheer": "Cheer",
}


class DuelOptions(GameOptions):
    pile: int = Field(default=9, ge=1, le=30)


class DuelState(FlowState):
    options: DuelOptions
    pile: int
    current: int = 0
    scores: list[int]
    cheers: list[bool]
    #: Procedures ended so far (the flow's ``after``).
    ended: int = 0


class DuelPublic(BaseModel):
    pile: int
    scores: list[int]
    stack: list[str]


class Take(BaseModel):
    kind: Literal["take"]
    amount: int


class Challenge(BaseModel):
    kind: Literal["challenge"]
    target: int


class Yield(BaseModel):
    kind: Literal["yield"]


class Fight(BaseModel):
    kind: Literal["fight"]


class Cheer(BaseModel):
    kind: Literal["cheer"]


def event(key: str, **params: str | int) -> Event:
    return Event(kind=key, key=key, params=params, text=_say.render(key, params))


def _next(state: DuelState) -> None:
    state.current = (state.current + 1) % len(state.seats)


# ------------------------------------------------------------------ the turn


def _take_legal(state: DuelState, seat: int) -> list[ActionSpec]:
    most = min(3, state.pile)
    return [
        ActionSpec(
            kind="take",
            label=Said("label.take"),
            steps=[
                Step(param="amount", label=Said("step.how_many"), range=IntRange(min=1, max=most))
            ],
        )
    ]


def _take(state: DuelState, seat: int, action: Take) -> list[Event]:
    state.pile -= action.amount
    state.scores[seat] += action.amount
    _next(state)
    return [event("take", name=state.seats[seat], amount=action.amount)]


def _challenge_legal(state: DuelState, seat: int) -> list[ActionSpec]:
    if state.scores[seat] < 1:
        return []
    others = [
        Choice(value=s, label=Said("label.seat", name=state.seats[s]))
        for s in range(len(state.seats))
        if s != seat
    ]
    return [
        ActionSpec(
            kind="challenge",
            label=Said("label.challenge"),
            steps=[Step(param="target", label=Said("step.whom"), choices=others)],
        )
    ]


def _challenge(state: DuelState, seat: int, action: Challenge) -> list[Event]:
    call(state, frame("answer", action.target, challenger=seat))
    return [event("challenge", name=state.seats[seat], target=state.seats[action.target])]


def _turn_seat(state: DuelState, current: Frame) -> list[int]:
    return [state.current]


def _turn_run(state: DuelState, current: Frame) -> list[Event] | None:
    if state.pile > 0:
        return None
    end(state)  # the pile is empty: the game is over
    return []


TURN: Stage[DuelState] = Stage(
    name="turn",
    seats=_turn_seat,
    families=(Family(Take, _take_legal, _take), Family(Challenge, _challenge_legal, _challenge)),
    run=_turn_run,
)

# ------------------------------------------------------------------ the question


def _yield_legal(state: DuelState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="yield", label=Said("label.yield"))]


def _yield(state: DuelState, seat: int, action: Yield) -> list[Event]:
    asked = end(state)
    challenger = int(asked.data["challenger"])
    if state.scores[seat] > 0:
        state.scores[seat] -= 1
        state.scores[challenger] += 1
    _next(state)
    return [event("yield", name=state.seats[seat])]


def _fight_legal(state: DuelState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="fight", label=Said("label.fight"))]


def _fight(state: DuelState, seat: int, action: Fight) -> list[Event]:
    asked = end(state)
    call(state, frame("duel", seat, challenger=asked.data["challenger"]))
    return []


def _yield_by_default(state: DuelState, current: Frame, seat: int) -> dict[str, str]:
    return {"kind": "yield"}


ANSWER: Stage[DuelState] = Stage(
    name="answer",
    families=(Family(Yield, _yield_legal, _yield), Family(Fight, _fight_legal, _fight)),
    default=_yield_by_default,
)


def _duel(state: DuelState, current: Frame) -> list[Event]:
    fighters = [int(current.data["challenger"]), int(current.seat or 0)]
    winner = fighters[state.rng.below(2)]
    state.scores[winner] += 2
    _next(state)
    return [event("duel", name=state.seats[winner])]


# ------------------------------------------------------------------ at any time


def _cheer_legal(state: DuelState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="cheer", label=Said("label.cheer"))] if state.cheers[seat] else []


def _cheer(state: DuelState, seat: int, action: Cheer) -> list[Event]:
    state.cheers[seat] = False
    state.scores[state.current] += 1
    return [event("cheer", name=state.seats[seat])]


def _count_ended(state: DuelState) -> list[Event]:
    state.ended += 1
    return []


FLOW: Flow[DuelState] = Flow(
    stages=(TURN, ANSWER, step("duel", _duel)),
    interjections=(Family(Cheer, _cheer_legal, _cheer),),
    after=_count_ended,
)


class PileAndDuel(FlowGame[DuelState, DuelOptions]):
    name = "pile_and_duel"
    title = "Pile and Duel"
    min_players = 2
    max_players = 4
    playable = False
    options_model = DuelOptions
    state_model = DuelState
    action_models = (Take, Challenge, Yield, Fight, Cheer)
    messages = MESSAGES
    texts = TEXTS
    flow = FLOW

    def _setup(self, seats: list[str], rng: Rng, options: DuelOptions) -> DuelState:
        n = len(seats)
        return DuelState(
            game=self.name,
            seats=seats,
            rng=rng,
            options=options,
            pile=options.pile,
            scores=[0] * n,
            cheers=[True] * n,
            stack=[frame("turn")],
        )

    def is_over(self, state: DuelState) -> bool:
        return not state.stack

    def _public(self, state: DuelState) -> BaseModel:
        return DuelPublic(
            pile=state.pile, scores=list(state.scores), stack=[f.kind for f in state.stack]
        )

    def _result(self, state: DuelState) -> Result:
        scores = [float(s) for s in state.scores]
        return Result(scores=scores, ranking=ranking_from_scores(scores))


GAME = PileAndDuel()
