"""What the last move changed, marked on the picture from the public views before and after,
and the small private card a seat gets instead of a second full board."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import render_private_card, render_view
from render.changes import changed_under, changes
from render.draw import hex_rgb
from render.one_more_barrel import BANNER, CARD_SIZE, CHANGED, Marks, change_summary, draw_board
from render.one_more_barrel_layout import map_regions
from rules.core import Rng, View
from rules.one_more_barrel.view import OmbPublic
from tests.test_render_one_more_barrel import MAP_BOX, _state, _view
from tests.toygame import GAME as TOY_GAME


def _public(view: View) -> OmbPublic:
    assert isinstance(view.public, OmbPublic)
    return view.public


def test_changes_lists_every_leaf_that_differs_by_its_path() -> None:
    before = {"a": 1, "b": {"c": [1, 2], "d": "x"}, "gone": 3}
    after = {"a": 1, "b": {"c": [1, 5, 6], "d": "x"}, "new": 4}
    found = changes(before, after)
    assert [(c.path, c.before, c.after) for c in found] == [
        (("b", "c", 1), 2, 5),
        (("b", "c", 2), None, 6),
        (("gone",), 3, None),
        (("new",), None, 4),
    ]
    assert changed_under(found, "b", "c") == {1, 2}
    assert changes(before, before) == []


def test_a_move_is_marked_as_an_arrow_and_two_changed_regions() -> None:
    before, after = _state(4), _state(4)
    after.regions["basra"].military[0] -= 2
    after.regions["dhi_qar"].military[0] += 2
    old, new = _public(_view(before, None)), _public(_view(after, None))
    marks = Marks.between(old, new)
    assert marks.regions == {"basra", "dhi_qar"}
    assert marks.moves == ((0, "basra", "dhi_qar"),)
    assert 0 in marks.seats and not marks.tracks
    summary = change_summary(old, new, ["ann", "bo", "cy", "di"])
    assert "Basra: ann -2 units" in summary and "Dhi Qar: ann +2 units" in summary
    assert Marks.between(None, new) == Marks()


def test_tracks_price_and_pawns_changed_are_named() -> None:
    before, after = _state(4), _state(4)
    after.players[2].pacifism += 1
    after.oil_price_step += 1
    after.pawns.append(after.pawns[0].model_copy(update={"seat": 3, "box": "develop_2"}))
    old, new = _public(_view(before, None)), _public(_view(after, None))
    marks = Marks.between(old, new)
    assert marks.tracks == {"Pacifism", "Oil price $"}
    summary = change_summary(old, new, ["ann", "bo", "cy", "di"])
    assert "cy pacifism 4->5" in summary
    assert any(phrase.startswith("oil price ") for phrase in summary)
    assert any(phrase.startswith("di took ") for phrase in summary)


def _highlighted_pixels(image: Image.Image, region_id: str) -> int:
    """Pixels of the highlighter colour on the region's outline (at each edge's middle)."""
    polygon = map_regions(MAP_BOX)[region_id].polygon
    rgb = image.convert("RGB")
    found = 0
    for (x0, y0), (x1, y1) in zip(polygon, [*polygon[1:], polygon[0]], strict=True):
        x, y = (x0 + x1) / 2, (y0 + y1) / 2 + BANNER
        for dx in range(-4, 5):
            for dy in range(-4, 5):
                if rgb.getpixel((round(x + dx), round(y + dy))) == hex_rgb(CHANGED):
                    found += 1
    return found


def test_changed_regions_are_outlined_only_when_the_view_before_is_given() -> None:
    before, after = _state(4), _state(4)
    after.regions["wasit"].military[3] += 3  # bought units
    old, new = _view(before, None), _view(after, None)
    marked = draw_board(new, old)
    assert _highlighted_pixels(marked, "wasit") > 0
    assert _highlighted_pixels(marked, "anbar") == 0
    assert _highlighted_pixels(draw_board(new), "wasit") == 0
    # The PNG sent carries the marks too.
    sent = Image.open(io.BytesIO(render_view(new, previous=old)))
    assert sent.size == marked.size
    assert render_view(new, previous=old) != render_view(new)


def test_marks_read_only_public_views() -> None:
    """A seat's view before the move (with its cash) marks the same as the public one: the
    marks never show a secret."""
    before, after = _state(4), _state(4)
    after.regions["wasit"].military[3] += 3
    public_marked = draw_board(_view(after, None), _view(before, None))
    before_rich = before.model_copy(deep=True)
    before_rich.players[0].money_cents += 50_000
    seat_marked = draw_board(_view(after, None), _view(before_rich, 0))
    assert public_marked.tobytes() == seat_marked.tobytes()


def test_private_card_is_small_and_shows_only_that_seats_secrets() -> None:
    state = _state(4)
    card = Image.open(io.BytesIO(render_private_card(_view(state, 2))))
    assert card.size == CARD_SIZE and card.width * card.height < 1600 * 1258 / 10
    richer = state.model_copy(deep=True)
    richer.players[2].money_cents += 1_000
    assert render_private_card(_view(state, 2)) != render_private_card(_view(richer, 2))
    # Another seat's cash does not change this seat's card.
    other = state.model_copy(deep=True)
    other.players[1].money_cents += 1_000
    assert render_private_card(_view(state, 2)) == render_private_card(_view(other, 2))
    with pytest.raises(ValueError, match="spectator"):
        render_private_card(_view(state, None))


def test_a_game_without_its_own_card_gets_its_private_view_as_text() -> None:
    state = TOY_GAME.setup(["a", "b"], 1)
    card = Image.open(io.BytesIO(render_private_card(TOY_GAME.view(state, 1))))
    assert card.width <= 640 and card.height < 800


def test_the_text_card_lists_what_the_last_move_changed() -> None:
    """A game without its own renderer still shows what changed: the text card's lines."""
    state = TOY_GAME.setup(["a", "b"], 1)
    move = TOY_GAME.legal_actions(state, TOY_GAME.to_act(state)[0]).random_action(Rng.from_seed(1))
    after, _ = TOY_GAME.apply(state, TOY_GAME.to_act(state)[0], move)
    plain = render_view(TOY_GAME.view(after, None))
    marked = render_view(TOY_GAME.view(after, None), previous=TOY_GAME.view(state, None))
    assert Image.open(io.BytesIO(marked)).height > Image.open(io.BytesIO(plain)).height
