"""The Suprématie picture: drawn from the spectator's view alone, the same bytes for the same
view, for every player count."""

from __future__ import annotations

import io

import pytest

from render.supremacy import HEIGHT, WIDTH, draw_board, positions
from rules.supremacy.data import world
from rules.supremacy.engine import ENGINE as GAME

from .helpers import play, started, to_phase


def png(image: object) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG")  # type: ignore[attr-defined]
    return out.getvalue()


@pytest.mark.parametrize(
    "powers", [["usa", "ussr"], ["usa", "ussr", "europe", "china", "south_america", "africa"]]
)
def test_the_picture_is_drawn_from_the_public_view(powers: list[str]) -> None:
    state = started(powers)
    seat = state.turn.seat
    state = to_phase(state, 5)
    home = world.home_territories(state.powers[seat].power)[0]
    state, _ = play(state, seat, kind="move", how="fly", origin=home, to="iraq", count=1)
    view = GAME.view(state, None)
    assert view.private is None
    image = draw_board(view)
    assert image.size == (WIDTH, HEIGHT)
    assert png(image) == png(draw_board(GAME.view(state, None)))


def test_every_region_has_its_own_place_on_the_map() -> None:
    points = positions()
    assert set(points) == set(world.REGIONS)
    assert len(set(points.values())) == len(points)
