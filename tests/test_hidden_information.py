"""Hidden information reaches only its owner's private view, in every game (engine level).

For every game of the contract suite (each registered game, Secret Nim and the kit's test game
Skirmish) and each sample state of random play, every kit container of hidden information in
the state (a deck's hands and draw pile, a hidden stack's units: :mod:`rules.core.secrets`)
is varied into *twin states*: the same public information, different secrets. The spectator's
view and the view of every seat that may not see the difference must be the same for the state
and its twin; the owner's view may differ. A game whose state holds no kit container has
nothing to vary here (its own secrets are checked by its own tests and by the Discord-output
audit in tests/harness).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.core import Game, GameState, Rng, View
from rules.core.secrets import find_secrets, twin_states
from tests.test_contract import CONTRACT_GAMES, KIT_GAME, every_game, sample_states
from tests.toygame2 import Skirmish, SkirmishPublic, SkirmishState

AnyGame = Game[Any, Any]


def _json(view: View) -> str:
    return json.dumps(view.model_dump(mode="json"), sort_keys=True)


def leaks(game: AnyGame, state: GameState, seed: int = 0) -> tuple[list[str], int]:
    """Every view that shows a difference it must not, over the twins of ``state``; and how
    many twins changed some view at all (the owner's), so a check that sees nothing fails."""
    found: list[str] = []
    seen_by_owner = 0
    # the state's own views, worked out once for all its twins
    own = {seat: _json(game.view(state, seat)) for seat in [None, *range(len(state.seats))]}
    for changed, twin in twin_states(state, Rng.from_seed(seed)):
        assert isinstance(twin, GameState)
        if _json(game.view(twin, None)) != own[None]:
            found.append(f"spectator sees a secret of {sorted(changed) or 'nobody'}")
        for seat in range(len(state.seats)):
            differs = _json(game.view(twin, seat)) != own[seat]
            if differs and seat not in changed:
                found.append(f"seat {seat} sees a secret of {sorted(changed) or 'nobody'}")
            seen_by_owner += differs and seat in changed
    return found, seen_by_owner


@every_game
def test_no_view_but_the_owners_shows_hidden_information(game: AnyGame) -> None:
    states = sample_states(game)
    if not any(twin_states(state, Rng.from_seed(0)) for state in states):
        pytest.skip(f"{game.name} keeps no kit container of hidden information in its state")
    owner_saw = 0
    for index, state in enumerate(states):
        found, seen = leaks(game, state, seed=index)
        assert found == [], found
        owner_saw += seen
    assert owner_saw, "no twin changed its owner's view: the secrets never reach anyone"


@every_game
def test_no_view_holds_a_kit_container_itself(game: AnyGame) -> None:
    """Views carry ``deck.public()`` or ``deck.private(seat)``, never the deck: a container
    put in a view whole would show every hand."""
    for state in sample_states(game):
        for seat in [None, *range(len(state.seats))]:
            view = game.view(state, seat)
            assert list(find_secrets(view.public)) == []
            assert list(find_secrets(view.private)) == []


def test_the_kit_test_game_has_secrets_of_every_kind_to_vary() -> None:
    """Skirmish's sample states hold hands, a draw pile and garrisons, so the check above
    really varies them (it is not skipped for the kit's own test game)."""
    assert KIT_GAME in CONTRACT_GAMES
    changed = {
        frozenset(seats)
        for state in sample_states(KIT_GAME)
        for seats, _ in twin_states(state, Rng.from_seed(1))
    }
    assert frozenset() in changed  # the draw pile's order
    assert {frozenset({0}), frozenset({1})} <= changed  # hands and garrisons


class LeakyHands(Skirmish):
    """Skirmish with a bug: the public view lists the first seat's hand in the loot counts."""

    name = "leaky_skirmish"

    def _public(self, state: SkirmishState) -> SkirmishPublic:
        public = super()._public(state)
        public.loot = public.loot | {card: 0 for card in state.deck.hand(0)}
        return public


class LeakyGarrison(Skirmish):
    """Skirmish with a bug: every seat's private view shows the first seat's garrison."""

    name = "leaky_garrison"

    def _private(self, state: SkirmishState, seat: int) -> Any:
        private = super()._private(state, seat)
        private.garrison = state.garrisons[0].private(0)
        return private


@pytest.mark.parametrize("leaky", [LeakyHands(), LeakyGarrison()], ids=lambda g: g.name)
def test_a_leak_is_found(leaky: Skirmish) -> None:
    found: list[str] = []
    for index, state in enumerate(sample_states(KIT_GAME)):
        found += leaks(leaky, state, seed=index)[0]
    assert found


class WholeDeck(Skirmish):
    """Skirmish with a bug: the deck itself in the public view."""

    name = "whole_deck"

    def _public(self, state: SkirmishState) -> Any:
        public = super()._public(state)
        return public.model_copy(update={"deck": state.deck})


def test_a_whole_container_in_a_view_is_found() -> None:
    state = sample_states(KIT_GAME)[2]
    assert list(find_secrets(WholeDeck().view(state, None).public))
