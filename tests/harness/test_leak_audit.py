"""Secret-leak audit of every registered game (issue 10's harness).

Along random games of every registered game (and the kit's test game, whose hands, bag and
hidden stacks are kit containers), each checkpoint state is compared with its twins:
states that differ only in what some seats may know (:meth:`rules.core.Game.secret_twins`).
For every twin, what anyone else can see must be identical: the spectator's view, every
other seat's whole view, the public board in words (what the thread and the text table show), the turn message's
menu of public moves
and the board picture drawn from the spectator's view (its pixels). A game with private views that never
yields a twin fails, so a new game cannot skip the audit by keeping its secrets where the kit
does not look.
"""

from __future__ import annotations

from typing import Any

import pytest

import render
from bot.describe import private_lines, public_lines
from bot.selfplay import random_states
from render import render_image
from rules.core import Game, Rng
from tests import toygame2_render
from tests.harness.common import HARNESS_GAMES, record_figures
from tests.toygame2 import GAME as SKIRMISH

#: Random actions per game, a checkpoint every ``EVERY`` states, a picture every ``PICTURE``.
STEPS = 160
EVERY = 8
PICTURE = 40

AUDITED: dict[str, Game[Any, Any]] = {**HARNESS_GAMES, SKIRMISH.name: SKIRMISH}


def none_or_json(model: Any) -> str | None:
    return None if model is None else model.model_dump_json()


def seen_by_others(
    game: Game[Any, Any],
    state: Any,
    owners: frozenset[int],
    known: dict[Any, Any] | None = None,
) -> dict[str, Any]:
    """Everything a seat outside ``owners``, or a spectator, can see of ``state``. ``known``
    keeps what was worked out of the same state before (for another set of owners): a
    checkpoint's own views are worked out once, however many twins it is compared with."""
    known = {} if known is None else known

    def public() -> dict[str, Any]:
        spectator = game.view(state, None)
        return {
            "spectator": spectator.model_dump_json(),
            "public lines": public_lines(game, spectator),
            # The turn message's menu of the player on turn is seen by everyone, the player
            # included among the owners: no secret may change it.
            "public moves": none_or_json(game.public_moves(state)),
        }

    def private(seat: int) -> dict[str, Any]:
        view = game.view(state, seat)
        return {
            f"seat {seat}": view.model_dump_json(),
            f"seat {seat} lines": private_lines(game, view),
        }

    if "public" not in known:
        known["public"] = public()
    seen = dict(known["public"])
    for seat in range(len(state.seats)):
        if seat not in owners:
            if seat not in known:
                known[seat] = private(seat)
            seen.update(known[seat])
    return seen


#: Every audited game at each of its player counts: one test each, so that the parallel
#: workers share a long audit out (Fitna's five counts were one test of ~90 s that the
#: suite's tail waited on).
AUDITED_COUNTS = [
    (name, players)
    for name in sorted(AUDITED)
    for players in range(AUDITED[name].min_players, AUDITED[name].max_players + 1)
]


@pytest.mark.parametrize(
    ("name", "players"), AUDITED_COUNTS, ids=[f"{n}-{p}" for n, p in AUDITED_COUNTS]
)
def test_twins_with_other_secrets_look_the_same_to_everyone_else(
    name: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(render._TEST_RENDERERS, SKIRMISH.name, toygame2_render)
    game = AUDITED[name]
    checkpoints = twins_seen = pictures = 0
    has_private = False
    seats = [f"p{i}" for i in range(players)]
    state = game.setup(seats, seed=players)
    states = random_states(game, state, Rng.from_seed(100 + players), STEPS)
    moves = len(states) - 1
    for index, checked in enumerate(states[::EVERY]):
        checkpoints += 1
        has_private |= any(game.private_view(checked, seat) is not None for seat in range(players))
        rng = Rng.from_seed(index)
        # what the checkpoint shows, worked out once and compared with each of its twins
        known: dict[Any, Any] = {}
        picture: bytes | None = None
        spectator = game.view(checked, None)
        for owners, twin in game.secret_twins(checked, rng):
            twins_seen += 1
            assert twin != checked, "a twin must differ from its state"
            assert seen_by_others(game, twin, owners) == seen_by_others(
                game, checked, owners, known
            ), f"{name}: what seats {sorted(owners)} hold shows to others"
            twin_spectator = game.view(twin, None)
            # The picture is drawn from the spectator's view alone: a twin whose view equals
            # the checkpoint's in every field (those the JSON above leaves out too) draws the
            # same pixels. The first twin of a picture checkpoint is drawn all the same, and
            # any twin whose view differs at all.
            if index % (PICTURE // EVERY) == 0 and (picture is None or twin_spectator != spectator):
                pictures += 1
                # Pixels, not PNG bytes: the encoder reuses the last palette of a size.
                drawn = render_image(twin_spectator).tobytes()
                if picture is None:
                    picture = render_image(spectator).tobytes()
                assert drawn == picture, (
                    f"{name}: the public picture shows seats {sorted(owners)}' secrets"
                )
    if has_private:
        assert twins_seen, (
            f"{name} with {players} players has private views but makes no twins "
            "(Game.secret_twins)"
        )
    record_figures(
        f"leak audit: {name}, {players} players",
        moves=moves,
        checkpoints=checkpoints,
        twins=twins_seen,
        pictures=pictures,
    )


def test_the_audit_finds_a_leak() -> None:
    """The comparison sees a secret that reaches the public view: with the ``public_money``
    option the cash is public, and a twin with other cash then looks different to others
    (which is why the game makes no twins under that option)."""
    game = HARNESS_GAMES["one_more_barrel"]
    state = random_states(game, game.setup(["a", "b", "c"], seed=1), Rng.from_seed(1), 40)[-1]
    owners, twin = game.secret_twins(state, Rng.from_seed(1))[0]
    assert seen_by_others(game, twin, owners) == seen_by_others(game, state, owners)
    leaky_state, leaky_twin = state.model_copy(deep=True), twin.model_copy(deep=True)
    leaky_state.options.public_money = leaky_twin.options.public_money = True
    assert seen_by_others(game, leaky_twin, owners) != seen_by_others(game, leaky_state, owners)
    assert game.secret_twins(leaky_state, Rng.from_seed(1)) == []


def test_the_audit_finds_a_menu_that_tells_a_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    """One More Barrel's public menu lists a Media box whenever the marker has room; built from
    the player's own tree instead (the points they can pay for), it would tell their cash,
    and the audit sees it."""
    import rules.one_more_barrel.boxes as boxes
    from rules.one_more_barrel import GAME as OMB

    def leaky(state: Any, seat: int) -> Any:
        return boxes.legal_take_box(state, seat)

    def differing(game: Game[Any, Any]) -> int:
        state, rng, found = game.setup(["a", "b", "c"], 3), Rng.from_seed(2), 0
        for _ in range(200):
            for owners, twin in game.secret_twins(state, rng):
                found += seen_by_others(game, twin, owners) != seen_by_others(game, state, owners)
            seat = game.to_act(state)[0]
            state, _events = game.apply(
                state, seat, game.legal_actions(state, seat).random_action(rng)
            )
        return found

    assert differing(OMB) == 0
    monkeypatch.setattr(boxes, "public_take_box", leaky)
    assert differing(OMB) > 0
