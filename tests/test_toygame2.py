"""Skirmish, the game kit's test game (tests/toygame2.py): its rules through the public
contract, self-play with invariants, and its picture drawn with the render kit.

The contract suite (tests/test_contract.py) and the hidden-information check
(tests/test_hidden_information.py) run it with every registered game; the Discord fakes play
it in tests/discord/test_kit_game.py.
"""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

import render
from bot.selfplay import seat_names, selfplay
from render.maps import shared_borders
from rules.core import IllegalAction, LegalActions, Rng
from rules.core.secrets import twin_states
from tests.test_contract import play_random, sample_states
from tests.toygame2 import GAME, HOMES, MAP, SkirmishState
from tests.toygame2_render import OUTLINES, draw_board, draw_private_card


def holding(kind: str, seat: int = 0, players: int = 2) -> tuple[int, SkirmishState]:
    """The first seed whose set-up deals ``seat`` a card of ``kind``, and that set-up."""
    for seed in range(500):
        state = GAME.setup(seat_names(players), seed)
        if any(card.startswith(kind) for card in state.deck.hand(seat)):
            return seed, state
    raise AssertionError(f"no seed deals a {kind}")


def card_of(state: SkirmishState, seat: int, kind: str) -> str:
    return next(card for card in state.deck.hand(seat) if card.startswith(kind))


def test_a_raid_asks_the_target_not_the_player_on_turn_and_its_default_is_yield() -> None:
    _seed, state = holding("raid")
    state = state.model_copy(deep=True)
    state.pawns[1] = "hill"  # next to north: seat 1 can be raided
    raid = {"kind": "raid", "card": card_of(state, 0, "raid"), "target": 1}
    asked, events = GAME.apply(state, 0, raid)
    assert GAME.to_act(asked) == [1] and asked.current == 0
    assert GAME.legal_actions(asked, 0).actions == []
    assert "yield" in GAME.legal_actions(asked, 1).kinds()
    with pytest_raises_illegal():
        GAME.apply(asked, 0, {"kind": "rest"})
    assert GAME.automatic_action(asked, 1) == {"kind": "yield"}
    assert GAME.automatic_action(state, 0) is None  # one's own turn is never played for one
    after, events = GAME.apply(asked, 1, {"kind": "yield"})
    assert {e.kind for e in events} & {"raid_won", "raid_lost"}
    assert GAME.to_act(after) == [1] and after.current == 1 and not after.questions.open


def test_a_muster_asks_every_other_seat_at_once() -> None:
    _seed, state = holding("muster", players=4)
    asked, _ = GAME.apply(state, 0, {"kind": "muster", "card": card_of(state, 0, "muster")})
    assert GAME.to_act(asked) == [1, 2, 3]
    gift = asked.deck.hand(2)[0]
    after, events = GAME.apply(asked, 2, {"kind": "give", "card": gift})
    assert GAME.to_act(after) == [1, 3]
    assert gift in after.deck.hand(0) and gift in after.deck.private(2).known
    assert [e.to for e in events if e.kind == "given"] == [0]
    after, _ = GAME.apply(after, 3, {"kind": "refuse"})
    after, _ = GAME.apply(after, 1, {"kind": "refuse"})
    assert GAME.to_act(after) == [1] and after.questions.open == []


def test_moves_follow_the_map_kinds_and_the_one_way_ford() -> None:
    state = GAME.setup(seat_names(2), 3)
    legal = GAME.legal_actions(state, 0)
    move = legal.spec("move")
    assert move is not None
    assert [c.value for c in move.steps[0].choices or []] == list(MAP.neighbours("north"))
    state = state.model_copy(deep=True)
    state.pawns[0] = "marsh"
    targets = [c.value for c in GAME.legal_actions(state, 0).spec("move").steps[0].choices]  # type: ignore[union-attr]
    assert "ford" not in targets and "hill" in targets  # downstream only
    state.pawns[0] = "coast"
    by_sea = [
        c
        for c in GAME.legal_actions(state, 0).spec("move").steps[0].choices
        if c.value == "isle"  # type: ignore[union-attr]
    ]
    assert by_sea and by_sea[0].then and by_sea[0].then[0].param == "pay"
    with pytest_raises_illegal():
        GAME.apply(state, 0, {"kind": "move", "to": "isle"})  # the crossing must be paid


def test_self_play_is_clean_and_every_kind_of_question_comes_up() -> None:
    summary = selfplay(GAME, games=60, players=None, seed=0)
    assert summary.error_count == 0, [e.describe() for e in summary.errors]
    kinds = {
        q.kind
        for seed in range(6)
        for before, *_ in play_random(GAME, 3, seed, limit=200)
        for q in before.questions.open
    }
    assert kinds == {"defend", "tribute"}


def test_the_drawing_shows_the_maps_connections_and_no_more() -> None:
    drawn = shared_borders(OUTLINES)
    joined = {frozenset((e.a, e.b)) for e in MAP.edges}
    assert drawn == joined
    assert set(HOMES) <= set(OUTLINES)


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def test_the_board_is_drawn_from_the_view_and_shows_no_secret() -> None:
    states = sample_states(GAME)
    for state in states[:: max(1, len(states) // 4)]:
        spectator = GAME.view(state, None)
        first = next(s for s in states if len(s.seats) == len(state.seats))
        picture = draw_board(spectator, previous=GAME.view(first, None))
        assert picture.size == (1600, 1250)
        for _seats, twin in twin_states(state, Rng.from_seed(4)):
            assert _png(draw_board(GAME.view(twin, None))) == _png(draw_board(spectator))
        card = draw_private_card(GAME.view(state, 0))
        assert card.width == 560


def test_the_render_registry_draws_skirmish_with_its_renderer(monkeypatch: Any) -> None:
    register_renderer(monkeypatch)
    state = sample_states(GAME)[3]
    board = Image.open(io.BytesIO(render.render_view(GAME.view(state, None))))
    assert board.size == (1600, 1250)
    card = Image.open(io.BytesIO(render.render_private_card(GAME.view(state, 1))))
    assert card.width == 560


def register_renderer(monkeypatch: Any) -> None:
    """Skirmish is drawn by tests/toygame2_render.py while a test runs."""
    from tests import toygame2_render

    monkeypatch.setitem(render._TEST_RENDERERS, GAME.name, toygame2_render)


class pytest_raises_illegal:
    """``with pytest_raises_illegal():`` — the block must raise IllegalAction."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: Any, value: Any, trace: Any) -> bool:
        assert kind is IllegalAction, f"expected IllegalAction, got {kind}"
        return True


def test_legal_trees_round_trip() -> None:
    for state in sample_states(GAME):
        for seat in GAME.to_act(state):
            legal = GAME.legal_actions(state, seat)
            assert LegalActions.model_validate_json(legal.model_dump_json()) == legal
