"""One click reads the game once (issue 27, item 6): answering a step of a prompt builds the
seat's state and choice tree once, not once per stage (finding the game, checking the path,
building the next prompt), and a move played reads it before, while and after playing it
(the next prompt and all of publishing share one reading). Counted with a spy on the service's one way from a stored
snapshot to a state (``GameService._state_of``) and on the tree (``Game.legal_actions``)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.service import GameService

from .conftest import ALICE, BOB, Table, open_game
from .fakes import Sent
from .test_play import answer, buttons, open_prompt


class Spy:
    """Counts the states loaded and the trees built while it is on."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, service: GameService) -> None:
        self.states = 0
        self.trees = 0
        load = GameService._state_of

        def state_of(this: GameService, *args: Any) -> Any:
            self.states += 1
            return load(this, *args)

        monkeypatch.setattr(GameService, "_state_of", state_of)
        game = service.game("secret_nim")
        legal = type(game).legal_actions

        def legal_actions(this: Any, *args: Any, **kwargs: Any) -> Any:
            self.trees += 1
            return legal(this, *args, **kwargs)

        monkeypatch.setattr(type(game), "legal_actions", legal_actions)


async def pile_prompt(t: Table) -> Sent:
    """A game of piles of 5 is open and Alice's prompt asks for a pile."""
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=5")
    _i, prompt = await open_prompt(t, thread_id, ALICE)
    return prompt


def first_pile(prompt: Sent) -> str:
    return next(label for label in buttons(prompt) if label.startswith("pile 1"))


async def test_a_step_answered_reads_the_game_once(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    prompt = await pile_prompt(table)
    spy = Spy(monkeypatch, table.bot.service)
    _i, asked = await answer(table, prompt, first_pile(prompt), ALICE)
    assert (
        "stones (a number" in (asked.content or "").lower()
    )  # the next step is asked, nothing played
    # It was 2 and 2 before: the path checked, then the next prompt built, each from a read.
    assert (spy.states, spy.trees) == (1, 1)


async def test_a_move_played_reads_the_game_before_and_after_it(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    prompt = await pile_prompt(table)
    _i, asked = await answer(table, prompt, first_pile(prompt), ALICE)
    spy = Spy(monkeypatch, table.bot.service)
    _i, done = await answer(table, asked, "2", ALICE)
    assert (done.content or "").startswith("Done: ")
    # Before the move (the path checked, the seat found), the move itself (read again under
    # the game's lock, as every write), after it (the next prompt, the turn message, its
    # menu, the DMs): three states, a tree before and one after. It was 6 and 2 before.
    assert (spy.states, spy.trees) == (3, 2)
