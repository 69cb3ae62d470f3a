"""*Edge cases*: a test-only game whose choice tree holds every corner the walker must agree on.

Each turn the seat on turn either *picks* a colour and an amount, or *passes*. Its tree:

* ``play`` — one step, ``card``, with no choices at all: a kind with no complete action, so
  it is not a legal action (never offered, refused when typed);
* ``pick`` — ``colour``: *red* leads to a required ``shade`` with no choices (a dead end, so
  red is not offered), *green* to an empty range of ``amount`` (2..1, a dead end too), *blue*
  to an optional ``note`` with no choices (dropped: never asked, left out) and then an
  ``amount`` from 1 to 3 (a number range);
* ``pass`` — ``why``: a single choice (*tired*), then an optional ``tip`` from 0 to 2 (left
  out, the tip is 0).

With three seats the game is broken on purpose: ``play`` is the only kind it offers, so the
seat waited on has no legal action (what an engine bug looks like to the table and Discord).
The game ends after four moves; a seat scores the amounts it picked plus its tips.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from rules.core import (
    ActionSpec,
    Choice,
    Event,
    Game,
    GameOptions,
    GameState,
    IntRange,
    Result,
    Rng,
    Step,
    ranking_from_scores,
)
from rules.core.text import Said

MOVES = 4


class EdgeOptions(GameOptions):
    pass


class EdgeState(GameState):
    scores: list[int]
    current: int = 0


class Play(BaseModel):
    kind: Literal["play"]
    card: str


class Pick(BaseModel):
    kind: Literal["pick"]
    colour: str
    shade: str | None = None
    note: str | None = None
    amount: int


class Pass(BaseModel):
    kind: Literal["pass"]
    why: str
    tip: int = 0


class EdgePublic(BaseModel):
    scores: list[int]
    current: int


#: The game's labels and questions (issue 28: keys, never sentences), in English only.
TEXTS = {
    "label.blue": "blue",
    "label.green": "green",
    "label.pass": "Pass",
    "label.pick": "Pick a colour",
    "label.play": "Play a card",
    "label.red": "red",
    "label.tired": "tired",
    "step.amount": "amount",
    "step.card": "card",
    "step.colour": "colour",
    "step.note": "note",
    "step.reason": "reason",
    "step.shade": "shade",
    "step.tip": "tip",
    # The words of the trees that tests build by hand and say through this game
    # (tests/test_prompt_words.py).
    "label.put_a_pawn_on_an_action_box": "Put a pawn on an action box",
    "step.box": "box",
    "label.box": "Box {box}",
    "label.sell_oil": "Sell oil",
    "step.barrels": "barrels",
    "label.finish": "Finish",
    "label.reassign_an_agent": "Reassign an agent",
    "step.from": "from",
    "step.to": "to",
    "label.place": "{place}",
}

#: The tree of every turn (the same each time: the walker is what is tested).
PLAY = ActionSpec(
    kind="play",
    label=Said("label.play"),
    steps=[Step(param="card", label=Said("step.card"), choices=[])],
)
PICK = ActionSpec(
    kind="pick",
    label=Said("label.pick"),
    steps=[
        Step(
            param="colour",
            label=Said("step.colour"),
            choices=[
                Choice(
                    value="red",
                    label=Said("label.red"),
                    then=[Step(param="shade", label=Said("step.shade"), choices=[])],
                ),
                Choice(
                    value="green",
                    label=Said("label.green"),
                    then=[
                        Step(
                            param="amount", label=Said("step.amount"), range=IntRange(min=2, max=1)
                        )
                    ],
                ),
                Choice(
                    value="blue",
                    label=Said("label.blue"),
                    then=[
                        Step(param="note", label=Said("step.note"), choices=[], optional=True),
                        Step(
                            param="amount", label=Said("step.amount"), range=IntRange(min=1, max=3)
                        ),
                    ],
                ),
            ],
        )
    ],
)
PASS = ActionSpec(
    kind="pass",
    label=Said("label.pass"),
    steps=[
        Step(
            param="why",
            label=Said("step.reason"),
            choices=[Choice(value="tired", label=Said("label.tired"))],
        ),
        Step(param="tip", label=Said("step.tip"), range=IntRange(min=0, max=2), optional=True),
    ],
)


class EdgeGame(Game[EdgeState, EdgeOptions]):
    name = "edge_cases"
    title = "Edge cases"
    min_players = 2
    max_players = 3
    options_model = EdgeOptions
    state_model = EdgeState
    action_models = (Play, Pick, Pass)
    playable = False
    texts = TEXTS
    messages = {
        "pick": "{name} picks {amount} {colour}.",
        "pass": "{name} passes ({why}), {tip:plural:coin} of tip.",
    }

    def _setup(self, seats: list[str], rng: Rng, options: EdgeOptions) -> EdgeState:
        return EdgeState(game=self.name, seats=seats, rng=rng, scores=[0] * len(seats))

    def is_over(self, state: EdgeState) -> bool:
        return state.step >= MOVES

    def _to_act(self, state: EdgeState) -> list[int]:
        return [state.current]

    def _legal(self, state: EdgeState, seat: int) -> list[ActionSpec]:
        if len(state.seats) == 3:
            return [PLAY]
        return [PLAY, PICK, PASS]

    def _play(self, state: EdgeState, seat: int, action: Any) -> list[Event]:
        name = state.seats[seat]
        state.current = (seat + 1) % len(state.seats)
        if isinstance(action, Pick):
            state.scores[seat] += action.amount
            return [self.say("pick", name=name, amount=action.amount, colour=action.colour)]
        assert isinstance(action, Pass)
        state.scores[seat] += action.tip
        return [self.say("pass", name=name, why=action.why, tip=action.tip)]

    def _public(self, state: EdgeState) -> EdgePublic:
        return EdgePublic(scores=state.scores, current=state.current)

    def _result(self, state: EdgeState) -> Result:
        scores = [float(s) for s in state.scores]
        return Result(scores=scores, ranking=ranking_from_scores(scores))

    def max_actions(self, state: EdgeState) -> int:
        return MOVES


GAME = EdgeGame()
