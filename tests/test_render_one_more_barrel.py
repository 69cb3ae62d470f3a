"""The One More Barrel board picture: size, every player count, no secret in a public picture.

Pictures are drawn from views only. States here are built field by field (the map, the tracks,
a battle, rebels, pawns) and turned into views with the game's own view functions, so the
tests reach situations a few random moves would not.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from bot.selfplay import random_states
from render import render_view
from render.base import player_style
from render.draw import hex_rgb, point_in_polygon, tint
from render.one_more_barrel import BANNER, HEIGHT, MAP_BOX, SIDE_LEFT, WIDTH, draw_board
from render.one_more_barrel_layout import map_regions, shared_borders
from rules.core import Rng, View
from rules.one_more_barrel import GAME
from rules.one_more_barrel.actionboard import columns_in_use
from rules.one_more_barrel.asking import ask_seat
from rules.one_more_barrel.data.board import TERRITORIES
from rules.one_more_barrel.state import (
    ActiveBox,
    Battle,
    Building,
    OmbOptions,
    OmbState,
    Pawn,
    PlayerState,
    RebelDie,
    RegionState,
    TransferOffer,
)
from rules.one_more_barrel.view import private_view, public_view

#: Random legal actions played (about a whole game: battles, rebels, phase 3, the end).
RANDOM_STEPS = 400


def _state(players: int, *, busy: bool = True, public_money: bool = False) -> OmbState:
    """A mid-game state: control, a battle, buildings, barrels, rebels and pawns."""
    seats = [f"Player {i + 1}" for i in range(players)]
    regions = {
        rid: RegionState(
            id=rid,
            military=[0] * players,
            owned_logistics=[0] * players,
            locals=territory.oil,
        )
        for rid, territory in TERRITORIES.items()
    }
    regions["border"].locals = 0
    state = OmbState(
        game="one_more_barrel",
        seats=seats,
        rng=Rng.from_seed(3),
        options=OmbOptions(public_money=public_money),
        players=[
            PlayerState(money_cents=1000 + 150 * i, pacifism=2 * i, influence=3 * i, media=i)
            for i in range(players)
        ],
        regions=regions,
        order=list(range(players)),
        stage="actions",
        phase=2,
        turn=2,
        round=1,
        current=1,
    )
    if not busy:
        return state
    basra = regions["basra"]
    basra.explored, basra.controller, basra.locals = True, 0, 0
    basra.military[0], basra.military[1] = 4, 1
    basra.logistics, basra.barrels = 3, 2
    basra.buildings = [
        Building(kind="tank", builder=0),
        Building(kind="refinery", builder=0, damage=2),
        Building(kind="police", builder=0),
    ]
    muthanna = regions["muthanna"]
    muthanna.explored, muthanna.controller, muthanna.locals = True, 1, 0
    muthanna.military[1] = 3
    baghdad = regions["baghdad"]
    baghdad.explored = True
    baghdad.military[2], baghdad.military[1], baghdad.locals = 6, 2, 4
    baghdad.battle = Battle(participants=[2, 1], roller=2)
    regions["border"].military[0] = 5
    regions["border"].owned_logistics[1] = 4
    state.players[1].rebel = RebelDie(region="wasit", strength=3, in_play=True)
    state.players[2].rebel = RebelDie(outside=True, in_play=True)
    state.pawns = [Pawn(seat=0, box="media_1", round=1), Pawn(seat=1, box="new_tax", round=1)]
    state.active = ActiveBox(seat=1, box="purchase_1", moves_left=2, moving=True)
    state.oil_price_step = 4
    return state


def _view(state: OmbState, seat: int | None) -> View:
    return View(
        game="one_more_barrel",
        seat=seat,
        seats=list(state.seats),
        to_act=[state.order[state.current]],
        over=False,
        step=state.step,
        public=public_view(state, columns_in_use(state.n)),
        private=None if seat is None else private_view(state, seat),
    )


def _pixels(view: View) -> bytes:
    """The picture's raw pixels (the PNG sent to Discord is encoded from exactly these)."""
    return draw_board(view).tobytes()


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("busy", [False, True])
def test_picture_is_wide_enough_for_every_player_count(players: int, busy: bool) -> None:
    image = draw_board(_view(_state(players, busy=busy), None))
    assert image.width >= 1280
    assert 800 <= image.height <= image.width


def test_public_picture_does_not_show_money_or_offers() -> None:
    """Two states differing only in secrets (cash, a pending offer's amount) look the same."""
    poor, rich = _state(4), _state(4)
    rich.players[0].money_cents = 98_750
    rich.players[3].money_cents = 5
    offer = TransferOffer(giver=2, receiver=0, what="money", amount=300)
    ask_seat(poor, "transfer_answer", 0, batch=1, source=2, offer=offer)
    ask_seat(
        rich,
        "transfer_answer",
        0,
        batch=1,
        source=2,
        offer=offer.model_copy(update={"amount": 4_000}),
    )
    assert _pixels(_view(poor, None)) == _pixels(_view(rich, None))
    # The same seat's other players' secrets do not show in its own picture either.
    assert _pixels(_view(poor, 1)) == _pixels(_view(rich, 1))


def test_private_picture_shows_the_seats_own_cash() -> None:
    poor, rich = _state(4), _state(4)
    rich.players[0].money_cents = 98_750
    assert _pixels(_view(poor, 0)) != _pixels(_view(rich, 0))
    assert _pixels(_view(poor, 0)) != _pixels(_view(poor, None))


def test_public_money_option_puts_cash_on_the_public_picture() -> None:
    poor, rich = _state(3, public_money=True), _state(3, public_money=True)
    rich.players[2].money_cents = 4_200
    assert _pixels(_view(poor, None)) != _pixels(_view(rich, None))


def _pixel_in_region(image: Image.Image, region_id: str) -> tuple[int, int, int]:
    """A pixel of ``region_id`` well away from its label, counters and outline."""
    shape = map_regions(MAP_BOX)[region_id]
    xs = [p[0] for p in shape.polygon]
    ys = [p[1] for p in shape.polygon]
    for y in range(int(min(ys)) + 6, int(max(ys)) - 6, 3):
        for x in range(int(min(xs)) + 6, int(max(xs)) - 6, 3):
            far = abs(y - shape.label[1]) > 60 or abs(x - shape.label[0]) > 110
            inside = all(
                point_in_polygon((x + dx, y + dy), shape.polygon)
                for dx in (-5, 5)
                for dy in (-5, 5)
            )
            if far and inside:
                pixel = image.getpixel((x, y + BANNER))  # the map is under the banner
                assert isinstance(pixel, tuple)
                return pixel[0], pixel[1], pixel[2]
    raise AssertionError(f"no free pixel in {region_id}")


def test_regions_are_tinted_with_their_controller_colour() -> None:
    image = draw_board(_view(_state(4), None))
    controller_tint = hex_rgb(tint(player_style(1).colour, 0.55))
    assert _pixel_in_region(image, "muthanna") == controller_tint
    assert _pixel_in_region(image, "anbar") != controller_tint


def test_a_battle_is_outlined_in_red() -> None:
    def red_edges(state: OmbState) -> int:
        """Edges of Baghdad drawn red at a quarter, half or three quarters of their length."""
        image = draw_board(_view(state, None)).convert("RGB")
        polygon = map_regions(MAP_BOX)["baghdad"].polygon
        count = 0
        for (x0, y0), (x1, y1) in zip(polygon, [*polygon[1:], polygon[0]], strict=True):
            red = False
            for t in (0.25, 0.5, 0.75):
                x, y = round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t) + BANNER
                pixel = image.getpixel((x, y))
                assert isinstance(pixel, tuple)
                red = red or (pixel[0] > 180 and pixel[1] < 90 and pixel[2] < 90)
            count += red
        return count

    at_war, at_peace = _state(4), _state(4)
    at_peace.regions["baghdad"].battle = None
    assert red_edges(at_war) == len(map_regions(MAP_BOX)["baghdad"].polygon)
    assert red_edges(at_peace) == 0


def test_map_draws_every_territory_and_the_boards_adjacency() -> None:
    regions = map_regions(MAP_BOX)
    assert set(regions) == set(TERRITORIES)
    drawn = shared_borders()
    board = {frozenset((a, b)) for a, t in TERRITORIES.items() for b in t.neighbours}
    assert drawn == board


def test_map_keeps_the_real_compass_directions() -> None:
    """North is up and west is left, as on a real map of Iraq."""
    label = {rid: r.label for rid, r in map_regions(MAP_BOX).items()}
    assert label["dohuk"][1] < label["baghdad"][1] < label["basra"][1]
    assert label["anbar"][0] < label["baghdad"][0] < label["diyala"][0]
    assert label["nineveh"][0] < label["erbil"][0] < label["sulaymaniyah"][0]
    assert label["najaf"][0] < label["muthanna"][0] < label["basra"][0]
    assert label["border"][1] > label["muthanna"][1]


def test_every_region_label_lies_inside_its_region() -> None:
    for rid, region in map_regions(MAP_BOX).items():
        assert point_in_polygon(region.label, region.polygon), rid


# ------------------------------------------------------------------ through the game itself


def _random_play(players: int, steps: int, seed: int) -> list[OmbState]:
    """States met along ``steps`` random legal actions (self-play's random mover)."""
    state = GAME.setup([f"Seat {i}" for i in range(players)], seed=seed)
    return random_states(GAME, state, Rng.from_seed(seed * 7 + players), steps)  # type: ignore[return-value]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_pictures_render_all_along_random_play(players: int) -> None:
    states = _random_play(players, RANDOM_STEPS, seed=players)
    for state in states[:: max(1, len(states) // 6)] + [states[-1]]:
        for seat in (None, 0):
            assert draw_board(GAME.view(state, seat)).width >= 1280


def test_registered_renderer_draws_the_board_not_the_text_card() -> None:
    state = GAME.setup(["a", "b", "c"], seed=5)
    image = Image.open(io.BytesIO(render_view(GAME.view(state, None))))
    assert image.size == (WIDTH, HEIGHT)


def test_sent_picture_is_a_256_colour_png_that_looks_like_the_drawing() -> None:
    """The PNG is palette-encoded (faster, smaller): every pixel stays close to the drawing
    (mean difference under 3 levels of 255, hardly any pixel off by more than 48)."""
    state = _random_play(5, RANDOM_STEPS // 2, seed=7)[-1]
    view = GAME.view(state, 0)
    drawn = draw_board(view)
    sent = Image.open(io.BytesIO(render_view(view)))
    assert sent.mode == "P" and sent.size == drawn.size
    difference = ImageChops.difference(drawn, sent.convert("RGB")).convert("L").histogram()
    pixels = sum(difference)
    assert sum(level * count for level, count in enumerate(difference)) / pixels < 3
    assert sum(difference[48:]) < pixels / 10_000


@pytest.mark.parametrize("players", [3, 5])
def test_game_view_pictures_do_not_leak_money(players: int) -> None:
    """The picture-leak test on real game states: change only a secret, compare the bytes."""
    state = _random_play(players, RANDOM_STEPS // 2, seed=11)[-1]
    richer = state.model_copy(deep=True)
    richer.players[0].money_cents += 12_345
    richer.players[players - 1].money_cents += 50
    assert _pixels(GAME.view(state, None)) == _pixels(GAME.view(richer, None))
    assert _pixels(GAME.view(state, 1)) == _pixels(GAME.view(richer, 1))
    assert _pixels(GAME.view(state, 0)) != _pixels(GAME.view(richer, 0))


def _more_military(state: OmbState) -> None:
    state.regions["basra"].military[0] += 1


def _more_logistics(state: OmbState) -> None:
    state.regions["muthanna"].logistics += 2


def _more_barrels(state: OmbState) -> None:
    state.regions["basra"].barrels += 1


def _repair(state: OmbState) -> None:
    state.regions["basra"].buildings[1].damage = 0


def _stronger_rebels(state: OmbState) -> None:
    state.players[1].rebel.strength += 1


def _more_pacifism(state: OmbState) -> None:
    state.players[2].pacifism += 1


def _higher_price(state: OmbState) -> None:
    state.oil_price_step += 1


def _another_pawn(state: OmbState) -> None:
    state.pawns.append(Pawn(seat=2, box="develop_2", round=1))


def _lost_control(state: OmbState) -> None:
    state.regions["muthanna"].controller = None


@pytest.mark.parametrize(
    "change",
    [
        _more_military,
        _more_logistics,
        _more_barrels,
        _repair,
        _stronger_rebels,
        _more_pacifism,
        _higher_price,
        _another_pawn,
        _lost_control,
    ],
)
def test_public_picture_shows_each_public_change(change) -> None:  # type: ignore[no-untyped-def]
    before, after = _state(4), _state(4)
    change(after)
    assert _pixels(_view(before, None)) != _pixels(_view(after, None))


def _setup_state(players: int) -> OmbState:
    """A freshly set-up game (every track at 0), as the engine builds it."""
    return GAME.setup([f"Player {i + 1}" for i in range(players)], seed=11, options={})


@pytest.mark.parametrize("track", ["influence", "media", "tenders"])
@pytest.mark.parametrize("steps", [1, 4])
def test_each_players_track_moves_the_marker(track: str, steps: int) -> None:
    """Influence, media and tenders are drawn tracks: moving one player's value moves its
    marker (the players table no longer lists these values, so only the track can change)."""
    before = _setup_state(5)
    after = _setup_state(5)
    player = after.players[2]
    setattr(player, track, getattr(player, track) + steps)
    difference = ImageChops.difference(
        draw_board(GAME.view(before, None)), draw_board(GAME.view(after, None))
    )
    changed = difference.crop((0, BANNER, WIDTH, HEIGHT)).getbbox()
    assert changed is not None
    assert changed[0] >= SIDE_LEFT  # the side panel's track, not the map


def test_players_tracks_differ_from_each_other() -> None:
    """The same step on influence, media and tenders lands on three different tracks."""
    pictures = set()
    for track in ("influence", "media", "tenders"):
        state = _setup_state(4)
        setattr(state.players[1], track, 2)
        pictures.add(_pixels(GAME.view(state, None)))
    assert len(pictures) == 3
