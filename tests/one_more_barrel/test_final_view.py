"""The final count is public once the game is over (book "Fin de la partie": everyone sells
their oil and counts their money): the public view carries each player's final money with its
breakdown and place, and the board picture draws it."""

from __future__ import annotations

import io

from PIL import Image

from bot.selfplay import random_move, seat_names
from render.one_more_barrel import draw_board
from rules.core import Rng
from rules.one_more_barrel import GAME
from rules.one_more_barrel.state import OmbState


def finished_game(players: int, seed: int) -> OmbState:
    state = GAME.setup(seat_names(players), seed)
    picker = Rng.from_seed(seed)
    while not GAME.is_over(state):
        move = random_move(GAME, state, picker)
        assert move is not None
        assert GAME.view(state, None).public.final is None  # nothing before the end
        state, _ = GAME.apply(state, *move)
    return state


def test_the_public_view_holds_the_final_count_once_over() -> None:
    state = finished_game(4, seed=2)
    final = GAME.view(state, None).public.final
    result = GAME.result(state)
    assert final is not None and result is not None
    assert sorted(line.seat for line in final) == list(range(4))
    for line in final:
        parts = (
            line.cash_cents
            + line.oil_cents
            + line.government_cents
            + line.tender_cents
            - line.penalty_cents
        )
        assert line.total_cents == parts
        assert line.total_cents / 100 == result.scores[line.seat]
    places = [line.place for line in final]
    assert places == sorted(places) and places[0] == 1
    groups: dict[int, list[int]] = {}
    for line in final:
        groups.setdefault(line.place, []).append(line.seat)
    assert [sorted(g) for g in groups.values()] == [sorted(g) for g in result.ranking]


def _png(state: OmbState) -> bytes:
    out = io.BytesIO()
    draw_board(GAME.view(state, None)).save(out, format="PNG")
    return out.getvalue()


def test_the_picture_draws_the_final_count() -> None:
    state = finished_game(3, seed=4)
    other = state.model_copy(deep=True)
    assert other.final is not None
    other.final[0].total_cents += 700
    other.final[0].cash_cents += 700
    assert _png(state) != _png(other)
    assert Image.open(io.BytesIO(_png(state))).width >= 1280
