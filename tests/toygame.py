"""A tiny game used only to exercise the engine contract, the store and the service.

*Secret Nim*: three piles of stones; on your turn take 1 to 3 stones from one pile. Each
player is dealt a secret token (1–9) at set-up. When every pile is empty, all players at once
choose to *reveal* their token or to *hide* it. Score: the token if revealed, plus 5 for the
player who took the last stone. It is not registered as a playable game.
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
    IllegalAction,
    IntRange,
    Result,
    Rng,
    Step,
    ranking_from_scores,
)
from rules.core.text import Said

#: Secret Nim's messages in English (its events are keys and parameters, rules.core.text).
MESSAGES = {
    "take": "{name} takes {amount} from pile {pile}.",
    "reveal": "{name} reveals {token}.",
    "hide": "{name} keeps their token hidden.",
}
#: Its labels and questions (issue 28: keys, never sentences), in English only: a language
#: the game does not have falls back to these.
TEXTS = {
    "label.reveal_or_hide": "Reveal or hide your token",
    "step.reveal_or_hide": "reveal or hide",
    "label.reveal": "reveal",
    "label.hide": "hide",
    "label.take": "Take stones",
    "step.pile": "pile",
    "label.pile": "pile {pile} ({stones} stones)",  # as the tests have always read it
    "step.stones": "stones",
    # The words of the trees that tests build by hand and say through this game, the tables'
    # game (tests/discord/test_prompts.py).
    "label.move_troops": "Move troops",
    "step.from": "from",
    "label.region": "Region {number}",
    "step.to": "to",
    "step.troops": "troops",
    "label.pass": "Pass",
    "step.note": "note",
    "label.x": "x",
    "label.finish_this_action": "Finish this action",
    "label.pile_number": "pile {pile}",
    "label.move_units": "Move units",
    "label.basra": "Basra",
    "label.najaf": "Najaf",
    "label.border": "Border",
    "step.units": "units",
    "label.move": "Move",
    "step.logistics": "logistics",
}


class NimOptions(GameOptions):
    pile_size: int = Field(default=5, ge=1, le=20)


class NimState(GameState):
    options: NimOptions
    piles: list[int]
    tokens: list[int]
    current: int = 0
    last_taker: int | None = None
    revealed: list[bool | None]


class Take(BaseModel):
    kind: Literal["take"]
    pile: int
    amount: int


class Reveal(BaseModel):
    kind: Literal["reveal"]
    show: bool


class NimPublic(BaseModel):
    piles: list[int]
    current: int
    last_taker: int | None
    revealed_tokens: list[int | None]
    #: The turn order and the seat on turn (None in the reveal): a public order for the bot's
    #: "you are next" (bot.publishing.next_seat).
    order: list[int]
    on_turn: int | None


class NimPrivate(BaseModel):
    token: int


class SecretNim(Game[NimState, NimOptions]):
    name = "secret_nim"
    title = "Secret Nim"
    min_players = 2
    max_players = 4
    options_model = NimOptions
    state_model = NimState
    action_models = (Take, Reveal)
    playable = False
    messages = MESSAGES
    texts = TEXTS

    def _check_options(self, options: NimOptions, players: int) -> None:
        if options.pile_size * 3 < players:
            raise IllegalAction("Piles too small for that many players.")

    def _setup(self, seats: list[str], rng: Rng, options: NimOptions) -> NimState:
        tokens = [rng.die(9) for _ in seats]
        return NimState(
            game=self.name,
            seats=seats,
            rng=rng,
            options=options,
            piles=[options.pile_size] * 3,
            tokens=tokens,
            revealed=[None] * len(seats),
        )

    def _reveal_phase(self, state: NimState) -> bool:
        return sum(state.piles) == 0

    def is_over(self, state: NimState) -> bool:
        return self._reveal_phase(state) and all(r is not None for r in state.revealed)

    def _to_act(self, state: NimState) -> list[int]:
        if self._reveal_phase(state):
            return [s for s, r in enumerate(state.revealed) if r is None]
        return [state.current]

    def _legal(self, state: NimState, seat: int) -> list[ActionSpec]:
        if self._reveal_phase(state):
            step = Step(
                param="show",
                label=Said("step.reveal_or_hide"),
                choices=[
                    Choice(value=True, label=Said("label.reveal")),
                    Choice(value=False, label=Said("label.hide")),
                ],
            )
            return [ActionSpec(kind="reveal", label=Said("label.reveal_or_hide"), steps=[step])]
        piles = [
            Choice(
                value=i,
                label=Said("label.pile", pile=i + 1, stones=n),
                then=[
                    Step(
                        param="amount",
                        label=Said("step.stones"),
                        range=IntRange(min=1, max=min(3, n)),
                    )
                ],
            )
            for i, n in enumerate(state.piles)
            if n > 0
        ]
        return [
            ActionSpec(
                kind="take",
                label=Said("label.take"),
                steps=[Step(param="pile", label=Said("step.pile"), choices=piles)],
            )
        ]

    def _play(self, state: NimState, seat: int, action: Any) -> list[Event]:
        name = state.seats[seat]
        if isinstance(action, Take):
            state.piles[action.pile] -= action.amount
            state.last_taker = seat
            state.current = (seat + 1) % len(state.seats)
            return [self.say("take", name=name, amount=action.amount, pile=action.pile + 1)]
        state.revealed[seat] = action.show
        if action.show:
            return [self.say("reveal", name=name, token=state.tokens[seat], reveals=True)]
        return [self.say("hide", name=name)]

    def _public(self, state: NimState) -> NimPublic:
        shown = [t if r else None for t, r in zip(state.tokens, state.revealed, strict=True)]
        return NimPublic(
            piles=state.piles,
            current=state.current,
            last_taker=state.last_taker,
            revealed_tokens=shown,
            order=list(range(len(state.seats))),
            on_turn=None if self._reveal_phase(state) else state.current,
        )

    def _private(self, state: NimState, seat: int) -> NimPrivate:
        return NimPrivate(token=state.tokens[seat])

    def _result(self, state: NimState) -> Result:
        scores = [
            float((t if r else 0) + (5 if s == state.last_taker else 0))
            for s, (t, r) in enumerate(zip(state.tokens, state.revealed, strict=True))
        ]
        return Result(scores=scores, ranking=ranking_from_scores(scores))

    def invariants(self, state: NimState) -> list[str]:
        return [f"pile {i} negative" for i, n in enumerate(state.piles) if n < 0]

    def max_actions(self, state: NimState) -> int:
        return 3 * state.options.pile_size + len(state.seats)


GAME = SecretNim()
