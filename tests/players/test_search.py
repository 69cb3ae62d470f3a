"""The search's root (:mod:`rules.core.search`, issue 32's tuning): pruned and biased by the
game's evaluation, so that with a single simulation the normal player already plays the move
the one-step greedy player (easy, one world) plays — the search can only change that choice
with evidence, never fall below it by the noise of a few random playouts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

import pytest

from rules import GAMES
from rules.core import Rng
from rules.core.choices import LegalActions
from rules.core.events import Event
from rules.core.hooks import game_hook
from rules.core.levels import level
from rules.core.players import (
    AIMS,
    PATIENCE,
    Budget,
    advantage,
    aim_of,
    candidates,
    never_of,
    own_worth,
    plan_of,
    stalled,
    turn_of,
    unstalled,
)
from rules.core.search import DEFAULTS, SearchPlayer, gains, settings_of
from tests.players.test_players import states_to_decide

GAMES_WITH_EVALUATIONS = ("fitna", "one_more_barrel", "peak_oil", "supremacy")


@pytest.mark.parametrize("name", GAMES_WITH_EVALUATIONS)
def test_one_simulation_plays_the_evaluations_best_move(name: str) -> None:
    game = GAMES[name]
    compared = 0
    for index, state in enumerate(states_to_decide(game, steps=120, every=8)):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        moves = candidates(legal, Rng.from_seed(0), 16)
        if not 2 <= len(moves) <= 16 or len(list(legal.paths(limit=17))) > 16:
            continue  # a narrow tree: both players weigh every move, in the same world
        turn = turn_of(game, state, seat, [], Rng.from_seed(index), Budget(iterations=1))
        if plan_of(game)(turn, "normal") is not None:
            continue  # the game's plan decides, not the search (tests/players/test_plan.py)
        chosen: dict[str, Any] = {}
        for kind in ("easy", "normal"):
            turn = turn_of(game, state, seat, [], Rng.from_seed(index), Budget(iterations=1))
            chosen[kind] = level(kind).choose(turn)
        compared += 1
        assert chosen["normal"] == chosen["easy"], (name, index)
    assert compared >= 3, compared


@pytest.mark.parametrize("name", GAMES_WITH_EVALUATIONS)
def test_a_decision_without_a_budget_runs_the_games_own_simulations(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each game names its simulations per level (its evaluation module's ``SEARCH``: they
    cost each game a different time); a budget's iterations replace them."""
    game = GAMES[name]
    table = game_hook(game, "evaluation", "SEARCH")
    assert settings_of(game, "normal").simulations == table["normal"]["simulations"]
    assert settings_of(game, "normal").depth == DEFAULTS["normal"].depth
    counted: list[int] = []
    simulate = SearchPlayer._simulate

    def counting(self: SearchPlayer, *args: Any) -> None:
        counted.append(1)
        simulate(self, *args)

    monkeypatch.setattr(SearchPlayer, "_simulate", counting)
    # cheap to play: the game's simulations replaced by a few
    monkeypatch.setitem(table, "normal", {"simulations": 7})
    for state in states_to_decide(game, steps=60, every=6):
        seat = game.to_act(state)[0]
        if len(list(game.legal_actions(state, seat).paths(limit=2))) < 2:
            continue
        if plan_of(game)(turn_of(game, state, seat, [], Rng.from_seed(1)), "normal") is not None:
            continue  # the game's plan decides, no search (tests/players/test_plan.py)
        for budget, expected in ((Budget(), 7), (Budget(iterations=3), 3)):
            counted.clear()
            level("normal").choose(turn_of(game, state, seat, [], Rng.from_seed(1), budget))
            assert len(counted) == expected, (name, budget)
        return
    raise AssertionError("no state with a choice")


def test_each_aim_scores_what_a_move_gained_its_own_way() -> None:
    """The seat gains 4 while the best other seat gains 6 (and the third nothing): playing for
    its worth it gained 4, for its lead over the best other seat it lost 2."""
    before, after = [10.0, 12.0, 5.0], [14.0, 18.0, 5.0]
    assert gains(AIMS["worth"], after, before, 0) == 4.0
    assert gains(AIMS["lead"], after, before, 0) == -2.0


def test_a_game_names_what_its_computers_play_for() -> None:
    """One More Barrel's computers play for their own worth (its evaluation's ``AIM``: the
    other players' money is hidden, docs/players.md "Tuning, fourth pass"); a game naming no
    aim plays for its lead over the best other seat."""
    assert aim_of(GAMES["one_more_barrel"]) is own_worth
    assert aim_of(GAMES["supremacy"]) is advantage


@pytest.mark.parametrize("others", ["explore", "exploit"])
def test_the_other_seats_explore_in_the_tree_only_when_the_settings_say_so(
    others: Literal["explore", "exploit"], monkeypatch: pytest.MonkeyPatch
) -> None:
    """UCB (``_select``) chooses the searching seat's moves; the other seats' moves too with
    ``others="explore"``, never with ``"exploit"`` (they play what their rewards rate best:
    docs/players.md "Fifth pass")."""
    from dataclasses import replace

    game = GAMES["supremacy"]
    owner: dict[int, int] = {}
    by_ucb: list[int] = []
    weigh, select = SearchPlayer._weigh, SearchPlayer._select

    def weighing(
        self: SearchPlayer, game: Any, world: Any, seat: int, node: Any, *rest: Any
    ) -> Any:
        owner[id(node)] = seat
        return weigh(self, game, world, seat, node, *rest)

    def selecting(self: SearchPlayer, plan: Any, node: Any, keys: list[str]) -> str:
        by_ucb.append(owner[id(node)])
        return select(self, plan, node, keys)

    monkeypatch.setattr(SearchPlayer, "_weigh", weighing)
    monkeypatch.setattr(SearchPlayer, "_select", selecting)
    plan = replace(DEFAULTS["normal"], simulations=20, others=others)
    saw_others = chose_others = False
    for index, state in enumerate(states_to_decide(game, steps=90, every=10)):
        seat = game.to_act(state)[0]
        turn = turn_of(game, state, seat, [], Rng.from_seed(index), Budget(iterations=20))
        owner.clear()
        by_ucb.clear()
        SearchPlayer("normal", plan).choose(turn)
        assert not owner or seat in by_ucb
        saw_others |= any(other != seat for other in owner.values())
        chose_others |= any(other != seat for other in by_ucb)
    assert saw_others  # the trees held other seats' moves
    assert chose_others == (others == "explore")


def test_only_supremacys_hard_computers_let_the_other_seats_exploit() -> None:
    """Suprématie's hard search gave its wealth away in offers while the other powers'
    answers explored (docs/players.md "Fifth pass"); every other level and game explores."""
    for name in GAMES_WITH_EVALUATIONS:
        for kind in ("normal", "hard"):
            expected = "exploit" if (name, kind) == ("supremacy", "hard") else "explore"
            assert settings_of(GAMES[name], kind).others == expected, (name, kind)


def _decisions(game: Any) -> Iterator[tuple[int, Any, int, LegalActions]]:
    """Decisions of a random game, every fifth state of its first 200: its index, the state,
    the first seat it waits on and that seat's moves."""
    for index, state in enumerate(states_to_decide(game, steps=200, every=5)):
        seat = game.to_act(state)[0]
        yield index, state, seat, game.legal_actions(state, seat)


def _gift(action: dict[str, Any]) -> bool:
    return action.get("kind") == "offer" and action.get("deal") == "money"


def test_suprematies_computers_never_weigh_a_gift_of_money() -> None:
    """A gift of money (the book's "money given or lent") can only lower the giver's wealth as
    the détente counts it; the normal computer gave tens of thousands away to put off the end
    of its turn (docs/players.md "Eighth pass", "Ninth pass"). Drawn from the same trees, the
    moves weighed without the game's ``never`` hold gifts, with it none; and no level but
    random chooses one. Other games name no such move."""
    game = GAMES["supremacy"]
    never = never_of(game)
    decided = 0
    for index, state, seat, legal in _decisions(game):
        plain = candidates(legal, Rng.from_seed(index), 48)
        if not any(_gift(move) for move in plain):
            continue
        assert not any(_gift(move) for move in candidates(legal, Rng.from_seed(index), 48, never))
        for kind in ("easy", "normal"):
            turn = turn_of(game, state, seat, [], Rng.from_seed(index), Budget(iterations=2))
            assert not _gift(level(kind).choose(turn)), (index, kind)
        decided += 1
    assert decided >= 3, decided
    for name in GAMES_WITH_EVALUATIONS:
        if name not in ("supremacy", "one_more_barrel"):
            assert game_hook(GAMES[name], "evaluation", "never") is None, name


def _offer(action: dict[str, Any]) -> bool:
    return action.get("kind") == "offer"


def test_one_more_barrels_computers_weigh_every_box_and_no_offer() -> None:
    """An offer of One More Barrel gives and takes nothing back, and a take-a-box decision's
    tree holds about 40 of them beside the 21 boxes, so moves drawn at random from the whole
    tree (the normal root's 48, the easy player's 40) left a box as good as New tax out
    about a decision in four (docs/players.md "Twenty-second pass"). With the game's
    ``never`` the computers weigh every box of such a tree and no offer, and no level but
    random chooses an offer."""
    game = GAMES["one_more_barrel"]
    never = never_of(game)
    decided = 0
    for index, state, seat, legal in _decisions(game):
        if set(legal.kinds()) != {"take_box", "offer"}:
            continue
        every = list(legal.paths(limit=10_000))
        if len(every) <= 40:
            continue  # every move is weighed anyway
        boxes = [move for move in every if not _offer(move)]
        assert len(boxes) <= 40, len(boxes)
        missed = sum(
            any(move not in candidates(legal, Rng.from_seed(draw), 40) for move in boxes)
            for draw in range(10)
        )
        assert missed > 0  # drawn from the whole tree, some box is left out
        for limit in (40, 48):
            assert candidates(legal, Rng.from_seed(index), limit, never) == boxes
        for kind in ("easy", "normal"):
            turn = turn_of(game, state, seat, [], Rng.from_seed(index), Budget(iterations=2))
            assert not _offer(level(kind).choose(turn)), (index, kind)
        decided += 1
    assert decided >= 3, decided


def test_moves_a_game_never_weighs_are_weighed_when_nothing_else_is_legal() -> None:
    """``candidates`` leaves out what ``never`` names unless it names every move found."""
    game = GAMES["supremacy"]
    state = states_to_decide(game)[0]
    legal = game.legal_actions(state, game.to_act(state)[0])
    for limit in (3, 10_000):
        every = candidates(legal, Rng.from_seed(1), limit)
        assert candidates(legal, Rng.from_seed(1), limit, lambda move: True) == every
    narrow = game.legal_actions(game.setup(["a", "b"], seed=1), 0)
    every = candidates(narrow, Rng.from_seed(1), 100)
    assert 2 <= len(every) < 100
    assert candidates(narrow, Rng.from_seed(1), 100, lambda move: True) == every
    assert candidates(narrow, Rng.from_seed(1), 100, lambda move: move == every[0]) == every[1:]


def test_a_stalled_computer_s_random_move_is_never_a_gift() -> None:
    """The no-stall guard's move when no move reaches progress is a random one of the legal
    tree, but not one the game's computers never weigh (a gift of money can never bring the
    end nearer: it waits on the other power's answer)."""
    game = GAMES["supremacy"]
    quiet = [Event(kind="loan", text="", key="loan")] * (PATIENCE * game.max_players)
    checked = 0
    for index, state, seat, legal in _decisions(game):
        gifts = [move for move in candidates(legal, Rng.from_seed(index), 48) if _gift(move)]
        if len(gifts) < 2:
            continue
        for seed in range(20):
            turn = turn_of(game, state, seat, quiet, Rng.from_seed(seed), Budget(iterations=1))
            assert stalled(turn)
            (chosen,) = unstalled(turn, gifts)
            assert not _gift(chosen) and legal.allows(chosen), (index, seed, chosen)
        checked += 1
    assert checked >= 3, checked
