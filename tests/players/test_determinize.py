"""The kit's determinization (:mod:`rules.core.determinize`) on every game it covers.

Along random games, for every seat of every checkpoint state:

* a world dealt again is a legal state (the game's invariants hold) whose view for that seat
  is exactly the seat's view of the real state;
* worlds do not return the real hidden values: over a few worlds, some differ from the real
  state beyond its generator (and none equals it on a state with something hidden);
* the seat's :class:`Knowledge` is the same for the real state and for each of the leak
  audit's twins that differ only in other seats' secrets (so nothing a player is given can
  tell them apart).
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

from bot.selfplay import random_states
from rules import GAMES
from rules.core import Game, GameState, Rng
from rules.core.determinize import Knowledge, unseen_world

#: The games whose worlds are dealt again (every registered game).
COVERED = ["fitna", "one_more_barrel", "peak_oil", "supremacy"]
STEPS, EVERY, WORLDS = 160, 20, 3
#: Twins compared per state and seat at most, spread over the list (Fitna makes one per
#: stack: a hundred a state).
TWINS = 12


def spread(twins: list[Any]) -> list[Any]:
    """At most :data:`TWINS` of ``twins``, evenly spread (every kind of secret is met)."""
    return twins[:: max(1, len(twins) // TWINS)]


def checkpoints(game: Game[Any, Any]) -> list[GameState]:
    """Every :data:`EVERY`-th state of a random game at the smallest and largest table (the
    same for every test: played once per game and process; a world is dealt from a copy)."""
    return list(_checkpoints(game.name))


@functools.cache
def _checkpoints(name: str) -> tuple[GameState, ...]:
    game = GAMES[name]
    found: list[GameState] = []
    for players in (game.min_players, game.max_players):
        state = game.setup([f"p{i}" for i in range(players)], seed=players)
        found += random_states(game, state, Rng.from_seed(100 + players), STEPS)[::EVERY]
    return tuple(found)


@functools.cache
def twins_of(name: str, index: int) -> list[tuple[frozenset[int], GameState]]:
    """The leak audit's twins of checkpoint ``index`` (seeded by it), made once for the tests
    that read them (Fitna makes one per stack: making them is most of those tests' time)."""
    return GAMES[name].secret_twins(_checkpoints(name)[index], Rng.from_seed(index))


def without_rng(state: GameState) -> str:
    return state.model_dump_json(exclude={"rng"})


@pytest.mark.parametrize("name", COVERED)
def test_a_world_is_legal_and_looks_the_same_to_its_seat(name: str) -> None:
    game = GAMES[name]
    differs = 0
    for index, state in enumerate(checkpoints(game)):
        for seat in range(len(state.seats)):
            real_view = game.view(state, seat).model_dump_json()
            for number in range(WORLDS):
                world = unseen_world(game, state, seat, Rng.from_seed(index * 10 + number))
                assert game.invariants(world) == [], (name, index, seat)
                assert game.view(world, seat).model_dump_json() == real_view
                assert world.rng != state.rng
                differs += without_rng(world) != without_rng(state)
    assert differs, f"{name}: no world ever dealt a hidden value differently"


@pytest.mark.parametrize("name", COVERED)
def test_worlds_do_not_return_the_real_secrets(name: str) -> None:
    """On every state where a twin shows something is hidden from a seat, most worlds dealt
    for that seat differ from the real state."""
    game = GAMES[name]
    hidden = same = 0
    for index, state in enumerate(checkpoints(game)):
        twins = twins_of(name, index)
        for seat in range(len(state.seats)):
            if not any(seat not in owners for owners, _twin in twins):
                continue
            for number in range(WORLDS):
                hidden += 1
                world = unseen_world(game, state, seat, Rng.from_seed(number))
                same += without_rng(world) == without_rng(state)
    assert hidden
    assert same * 4 < hidden, f"{name}: {same} of {hidden} worlds were the real state"


@pytest.mark.parametrize("name", COVERED)
def test_knowledge_is_the_same_on_twins_the_seat_cannot_tell_apart(name: str) -> None:
    game = GAMES[name]
    compared = 0
    for index, state in enumerate(checkpoints(game)):
        twins = spread(twins_of(name, index))
        for seat in range(len(state.seats)):
            known = Knowledge.of(game, state, seat)
            for owners, twin in twins:
                if seat in owners:
                    continue
                compared += 1
                assert Knowledge.of(game, twin, seat) == known, (name, index, seat, owners)
    assert compared


def test_a_knowledge_that_kept_a_secret_would_be_found() -> None:
    """Without the game's hook, One More Barrel's worlds keep the real cash, and the twins'
    knowledge differs: the comparison above can fail."""
    from rules.core import hooks

    game = GAMES["one_more_barrel"]
    state = checkpoints(game)[2]
    owners, twin = next((o, t) for o, t in game.secret_twins(state, Rng.from_seed(1)) if 0 not in o)
    key = (game.name, "sampling", "resample")
    saved = hooks.game_hook(game, "sampling", "resample")
    hooks._FOUND[key] = None
    try:
        assert Knowledge.of(game, twin, 0) != Knowledge.of(game, state, 0)
    finally:
        hooks._FOUND[key] = saved
    assert Knowledge.of(game, twin, 0) == Knowledge.of(game, state, 0)


def test_every_registered_game_is_covered() -> None:
    assert sorted(GAMES) == COVERED


def test_blind_answers_of_others_are_answered_again() -> None:
    """Suprématie's optional simultaneous play asks every player at once who claims a phase,
    answered blind: a world dealt for a seat answers the others' given claims again at random
    (the seat's view unchanged), and two states whose given claims differ give that seat the
    same knowledge."""
    game = GAMES["supremacy"]
    state = game.setup(["a", "b", "c", "d"], seed=5, options={"simultaneous": True})
    found = 0
    for index, checked in enumerate(random_states(game, state, Rng.from_seed(5), 400)):
        for at, question in enumerate(checked.stack):
            answers, waiting = question.data.get("answers", {}), question.data.get("waiting", [])
            for answered in map(int, list(answers)):
                for seat in waiting:
                    found += 1
                    real = answers[str(answered)]
                    dealt = []
                    for number in range(6):
                        world = unseen_world(game, checked, seat, Rng.from_seed(number))
                        assert game.view(world, seat) == game.view(checked, seat)
                        assert game.invariants(world) == []
                        dealt.append(world.stack[at].data["answers"][str(answered)])
                    assert any(answer != real for answer in dealt), (index, real, dealt)
                    other = checked.model_copy(deep=True)
                    flipped = {"kind": "pass"} if real.get("kind") != "pass" else None
                    if flipped is not None:
                        other.stack[at].data["answers"][str(answered)] = flipped
                        assert Knowledge.of(game, other, seat) == Knowledge.of(game, checked, seat)
    assert found


def test_an_offer_between_two_others_is_guessed() -> None:
    """One More Barrel tells what a transfer offer hands over only to its two players: a
    world dealt for a third seat holds a guessed offer (money), its view unchanged, and two
    states whose offers differ give that seat the same knowledge."""
    game = GAMES["one_more_barrel"]
    found = 0
    for seed in range(6):
        state = game.setup(["a", "b", "c", "d"], seed=seed)
        for checked in random_states(game, state, Rng.from_seed(seed), 300):
            for question in checked.questions.open:
                offer = question.data.get("offer")
                if offer is None:
                    continue
                third = next(s for s in range(4) if s not in (offer["giver"], offer["receiver"]))
                found += 1
                world = unseen_world(game, checked, third, Rng.from_seed(seed))
                assert game.view(world, third) == game.view(checked, third)
                assert game.invariants(world) == []
                (guessed,) = [q for q in world.questions.open if q.id == question.id]
                assert guessed.data["offer"]["what"] == "money"
                other = checked.model_copy(deep=True)
                (changed,) = [q for q in other.questions.open if q.id == question.id]
                changed.data["offer"] = {**offer, "what": "oil", "amount": offer["amount"] + 3}
                assert Knowledge.of(game, other, third) == Knowledge.of(game, checked, third)
                mine = unseen_world(game, checked, offer["giver"], Rng.from_seed(seed))
                (kept,) = [q for q in mine.questions.open if q.id == question.id]
                assert kept.data["offer"] == offer  # the giver knows its own offer
    assert found
