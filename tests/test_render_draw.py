"""The shared drawing helpers: markers told apart without colour, text that fits, dice, tracks."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageChops, ImageDraw

from render.base import PLAYER_STYLES, PlayerStyle, font
from render.draw import (
    ELLIPSIS,
    Column,
    MapRegion,
    barrel_icon,
    cached_layer,
    crate_icon,
    draw_counter,
    draw_die,
    draw_graph_map,
    draw_hatching,
    draw_legend,
    draw_marker,
    draw_panel,
    draw_region,
    draw_table,
    draw_text,
    draw_track,
    draw_triangle_die,
    fit_font,
    fit_text,
    flow_counters,
    ink_on,
    marker_icon,
    pawn_icon,
    point_in_polygon,
    polygon_centroid,
    printable,
    put_text,
    shape_points,
    text_width,
    tint,
)


def _canvas(width: int = 200, height: int = 200) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), "white")
    return image, ImageDraw.Draw(image)


def _ink_mask(image: Image.Image) -> set[tuple[int, int]]:
    """Pixels that are not white: the drawn shape, whatever its colour."""
    grey = image.convert("L")
    return {
        (x, y) for y in range(grey.height) for x in range(grey.width) if grey.getpixel((x, y)) < 250
    }


def _marker_mask(style: PlayerStyle) -> set[tuple[int, int]]:
    image, draw = _canvas(80, 80)
    draw_marker(draw, (40, 40), 24, style, letter=False)
    return _ink_mask(image)


def test_every_seat_has_a_different_shape_and_letter() -> None:
    assert len({s.shape for s in PLAYER_STYLES}) == len(PLAYER_STYLES)
    assert len({s.letter for s in PLAYER_STYLES}) == len(PLAYER_STYLES)


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(range(len(PLAYER_STYLES)), 2)))
def test_markers_of_two_seats_differ_in_outline_not_only_in_colour(a: int, b: int) -> None:
    """Drawn in one colour, two seats' markers still cover clearly different pixels."""
    grey_a = PlayerStyle("#777777", PLAYER_STYLES[a].shape, "")
    grey_b = PlayerStyle("#777777", PLAYER_STYLES[b].shape, "")
    mask_a, mask_b = _marker_mask(grey_a), _marker_mask(grey_b)
    differing = len(mask_a ^ mask_b)
    assert differing > 0.15 * min(len(mask_a), len(mask_b)), (a, b, differing)


def test_marker_letter_is_drawn_in_a_contrasting_ink() -> None:
    image, draw = _canvas(80, 80)
    style = PLAYER_STYLES[1]  # dark blue square
    draw_marker(draw, (40, 40), 26, style)
    assert ink_on(style.colour) == "#ffffff"
    colours = {image.getpixel((x, 40)) for x in range(30, 50)}
    assert (255, 255, 255) in colours  # the white letter crosses the middle row


def test_unknown_shape_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown marker shape"):
        shape_points("blob", (0, 0), 5)


def test_ink_on_picks_the_readable_colour() -> None:
    assert ink_on("#000080") == "#ffffff"
    assert ink_on("#ffe066") != "#ffffff"
    assert tint("#000000", 1.0) == "#ffffff"
    assert tint("#336699", 0.0) == "#336699"


def test_short_text_keeps_its_size_and_long_text_is_shrunk_then_cut() -> None:
    text, chosen = fit_text("Basra", 200, 24)
    assert text == "Basra" and chosen.size == 24  # type: ignore[union-attr]

    long = "The provisional government of the country"
    shrunk = fit_font(long, 300, 30, min_size=10)
    assert text_width(long, shrunk) <= 300
    assert shrunk.size < 30  # type: ignore[union-attr]

    cut, cut_font = fit_text(long, 80, 24, min_size=16)
    assert cut.endswith(ELLIPSIS)
    assert text_width(cut, cut_font) <= 80


def test_draw_text_stays_inside_its_width() -> None:
    image, draw = _canvas(400, 60)
    left, _, right, _ = draw_text(
        draw, (10, 30), "Salah ad-Din governorate", size=40, anchor="lm", max_width=150
    )
    assert left >= 9 and right <= 10 + 150 + 2


def test_die_faces_show_as_many_pips_as_their_value() -> None:
    inked = []
    for value in range(1, 7):
        image, draw = _canvas(60, 60)
        draw_die(draw, (5, 5, 55, 55), value, outline="white")
        inked.append(len(_ink_mask(image)))
    assert inked == sorted(inked) and len(set(inked)) == 6
    # Each pip covers the same area, so six pips cover about six times one pip.
    assert inked[5] == pytest.approx(6 * inked[0], rel=0.15)


def test_a_die_outside_one_to_six_writes_its_number() -> None:
    image, draw = _canvas(60, 60)
    draw_die(draw, (5, 5, 55, 55), 8, outline="white")
    assert _ink_mask(image)  # the figure 8


def test_triangle_die_in_a_player_colour() -> None:
    image, draw = _canvas(80, 80)
    draw_triangle_die(draw, (40, 40), 30, 3, fill=PLAYER_STYLES[0].colour)
    assert image.getpixel((28, 52)) == (0xE6, 0x9F, 0x00)


def test_counter_chips_flow_and_wrap_and_report_what_did_not_fit() -> None:
    image, draw = _canvas(200, 100)
    chips = [(marker_icon(PLAYER_STYLES[i]), 10 + i) for i in range(5)]
    boxes = flow_counters(draw, (0, 0, 200, 100), chips, size=26)
    assert len(boxes) == 5
    rows = sorted({b[1] for b in boxes})
    assert len(rows) >= 2  # wrapped
    assert all(b[2] <= 200 for b in boxes)

    image, draw = _canvas(200, 30)
    boxes = flow_counters(draw, (0, 0, 120, 30), chips, size=26)
    assert 0 < len(boxes) < 5  # the rest is announced as "+n more", not dropped silently


def test_counter_shows_its_icon_and_number() -> None:
    image, draw = _canvas(120, 40)
    box = draw_counter(draw, (2, 2), crate_icon(), 12, size=30)
    assert box[3] - box[1] == 30
    assert len(_ink_mask(image)) > 200


@pytest.mark.parametrize("icon", [pawn_icon(), crate_icon(), barrel_icon()])
def test_icons_draw_inside_their_half_size(icon) -> None:  # type: ignore[no-untyped-def]
    image, draw = _canvas(100, 100)
    icon(draw, (50, 50), 20)
    mask = _ink_mask(image)
    assert mask
    assert all(28 <= x <= 72 and 28 <= y <= 72 for x, y in mask)


def test_track_cells_are_even_and_markers_land_in_their_cell() -> None:
    image, draw = _canvas(700, 60)
    values = list(range(16))
    geometry = draw_track(
        draw,
        (0, 0, 700, 60),
        values,
        label="Pacifism",
        label_width=100,
        markers={3: [PLAYER_STYLES[0]], 7: list(PLAYER_STYLES[:5])},
        current=7,
    )
    widths = {round(c[2] - c[0], 3) for c in geometry.cells.values()}
    assert len(widths) == 1
    assert list(geometry.cells) == values
    x, y = geometry.centre(3)
    orange = (0xE6, 0x9F, 0x00)
    left, top, right, bottom = geometry.cells[3]
    assert any(
        image.getpixel((px, py)) == orange
        for px in range(int(left), int(right))
        for py in range(int(top), int(bottom))
    )
    # No marker in an empty cell.
    left, top, right, bottom = geometry.cells[10]
    assert all(
        image.getpixel((px, py)) != orange
        for px in range(int(left) + 2, int(right) - 2)
        for py in range(int(top) + 2, int(bottom) - 2)
    )


def test_table_size_follows_its_columns_and_rows() -> None:
    image, draw = _canvas(500, 300)
    columns = [Column("", 40, "m"), Column("Player", 200), Column("Pacifism", 120, "r")]
    rows = [[marker_icon(PLAYER_STYLES[i]), f"player {i}", str(i)] for i in range(3)]
    left, top, right, bottom = draw_table(draw, (10, 10), columns, rows, size=20, row_height=30)
    assert (left, top, right, bottom) == (10, 10, 370, 10 + 4 * 30)


def test_panel_returns_an_inner_box_below_its_title() -> None:
    image, draw = _canvas(300, 200)
    inner = draw_panel(draw, (0, 0, 300, 200), "Action board")
    assert inner[1] > 20 and inner[0] > 0 and inner[2] < 300


def test_legend_lists_every_entry() -> None:
    image, draw = _canvas(400, 200)
    box = draw_legend(
        draw, (0, 0, 400, 200), [(pawn_icon(), "local army"), (crate_icon(), "logistics")] * 2
    )
    assert box[3] > 40


def test_polygon_helpers() -> None:
    square = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0))
    assert polygon_centroid(square) == pytest.approx((5, 5))
    assert point_in_polygon((5, 5), square)
    assert not point_in_polygon((15, 5), square)


def test_hatching_stays_inside_its_region() -> None:
    image, draw = _canvas(100, 100)
    triangle = ((10.0, 10.0), (90.0, 10.0), (10.0, 90.0))
    draw_hatching(draw, triangle, "#000000", spacing=8, width=1)
    mask = _ink_mask(image)
    assert mask
    assert all(x + y <= 102 and x >= 9 and y >= 9 for x, y in mask)


def test_region_is_filled_and_outlined() -> None:
    image, draw = _canvas(100, 100)
    region = MapRegion("r", "R", ((10.0, 10.0), (90.0, 10.0), (90.0, 90.0), (10.0, 90.0)), (50, 50))
    draw_region(draw, region, fill="#ff0000")
    assert image.getpixel((50, 50)) == (255, 0, 0)
    assert image.getpixel((10, 50)) != (255, 0, 0)


def test_font_is_the_packaged_scalable_font() -> None:
    assert font(30).size == 30  # type: ignore[union-attr]
    assert font(30).getname()[0] == "Open Sans"  # type: ignore[union-attr]


def test_french_and_german_letters_are_kept_and_the_rest_get_a_close_spelling() -> None:
    assert printable("Chloé") == "Chloé"
    assert printable("Müller-Straße, Œuvre, 12 €") == "Müller-Straße, Œuvre, 12 €"
    assert printable("Zoë — 中") == "Zoë — ?"
    assert printable("plain ASCII 123") == "plain ASCII 123"


def test_an_accented_name_is_drawn_with_its_accent() -> None:
    def drawn(text: str) -> bytes:
        image, draw = _canvas(200, 40)
        draw_text(draw, (5, 20), text, size=20, anchor="lm")
        return image.tobytes()

    assert drawn("Chloé") != drawn("Chloe")
    assert drawn("Fässer") != drawn("Fasser")
    assert drawn("中") == drawn("?")  # a letter the font lacks: never an empty box


def test_graph_map_draws_boxes_at_their_positions_and_links_neighbours() -> None:
    image, draw = _canvas(400, 120)
    nodes = {"west": (60.0, 60.0), "east": (340.0, 60.0), "alone": (200.0, 105.0)}
    boxes = draw_graph_map(
        draw,
        nodes,
        [("west", "east")],
        labels={"west": "West", "east": "East"},
        fills={"east": "#000080"},
        size=(100, 30),
    )
    assert boxes["west"] == (10.0, 45.0, 110.0, 75.0)
    assert image.getpixel((200, 60)) != (255, 255, 255)  # the edge between west and east
    assert image.getpixel((200, 30)) == (255, 255, 255)
    assert image.getpixel((300, 50)) == (0, 0, 128)  # the east node's fill


# ------------------------------------------------------------------ cached text and layers


@pytest.mark.parametrize("anchor", ["la", "mm", "lm", "ma", "rs"])
@pytest.mark.parametrize("xy", [(20, 30), (20.5, 30.25), (41.7, 18.9)])
@pytest.mark.parametrize("stroke", [0, 1, 2])
def test_put_text_draws_the_pixels_pillow_draws(
    anchor: str, xy: tuple[float, float], stroke: int
) -> None:
    """Text stamped from cached glyph masks is pixel for pixel what ``draw.text`` writes, its
    box what ``draw.textbbox`` gives, on the first call and on a cached one."""
    text_font = font(19)
    for _ in range(2):
        expected = Image.new("RGB", (160, 60), "#fbf8f1")
        drawn = Image.new("RGB", (160, 60), "#fbf8f1")
        ImageDraw.Draw(expected).text(
            xy,
            "Baghdad 5/6",
            fill="#1d1d1f",
            font=text_font,
            anchor=anchor,
            stroke_width=stroke,
            stroke_fill="#ffffff",
        )
        box = put_text(
            ImageDraw.Draw(drawn),
            xy,
            "Baghdad 5/6",
            text_font,
            "#1d1d1f",
            anchor=anchor,
            stroke_width=stroke,
            stroke_fill="#ffffff",
        )
        assert ImageChops.difference(expected, drawn).getbbox() is None
        assert box == ImageDraw.Draw(expected).textbbox(
            xy, "Baghdad 5/6", font=text_font, anchor=anchor, stroke_width=stroke
        )


def test_cached_layer_is_drawn_once_and_pasted_the_same() -> None:
    """A layer is painted once per key and box; pasting it gives what painting gives."""
    painted: list[tuple[float, float, float, float]] = []

    def paint(layer: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
        painted.append(box)
        layer.rectangle(box, fill="#ffffff", outline="#b8b0a2")
        draw_text(layer, (box[0] + 4.5, box[1] + 3), "Influence 12", size=15)

    box = (10.0, 20.5, 150.0, 60.5)
    direct = Image.new("RGB", (200, 100), "#fbf8f1")
    paint(ImageDraw.Draw(direct), box)
    for _ in range(3):
        image = Image.new("RGB", (200, 100), "#fbf8f1")
        cached_layer(ImageDraw.Draw(image), box, "test layer", paint)
        assert ImageChops.difference(direct, image).getbbox() is None
    assert len(painted) == 2  # the direct drawing and one layer
    assert painted[1] == (0.0, 0.5, 140.0, 40.5)  # moved by whole pixels only


def test_png_reuses_a_palette_only_where_it_fits() -> None:
    """The PNG encoder maps a picture onto the palette of the last one of its kind and size only
    when that keeps it as close as a palette of its own: a picture in new colours gets one."""
    import io

    from render import _png

    def decoded_difference(image: Image.Image) -> float:
        sent = Image.open(io.BytesIO(_png(image))).convert("RGB")
        histogram = ImageChops.difference(image, sent).convert("L").histogram()
        return sum(level * count for level, count in enumerate(histogram)) / sum(histogram)

    greys = Image.new("RGB", (256, 64))
    greys.putdata([(x // 16 * 16,) * 3 for _ in range(64) for x in range(256)])
    colours = Image.new("RGB", (256, 64))
    hues = ["#E69F00", "#0072B2", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#ffc400"]
    draw = ImageDraw.Draw(colours)
    for index, hue in enumerate(hues):
        draw.rectangle((index * 36, 0, index * 36 + 35, 63), fill=hue)
    assert decoded_difference(greys) < 2
    assert decoded_difference(colours) < 2  # not forced onto the greys' palette
    assert decoded_difference(greys) < 2


def _misfit_pixels(image: Image.Image, palette: Image.Image) -> int:
    """Pixels of ``image`` further than the tolerance from ``palette`` once the whole image is
    mapped onto it: the pixel-by-pixel reference the encoder's fit check must agree with."""
    from render import PALETTE_TOLERANCE

    mapped = image.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
    levels = ImageChops.difference(image, mapped).convert("L").histogram()
    return sum(levels[PALETTE_TOLERANCE + 1 :])


@pytest.mark.parametrize("colour_limit", [None, 1])
def test_palette_fit_is_decided_as_pixel_by_pixel(
    colour_limit: int | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fit of a reused palette is checked colour by colour (each weighted by its pixels),
    or pixel by pixel when a picture has too many colours: either way it refuses the palette
    from exactly :data:`render.PALETTE_MISFIT` of the pixels off, as mapping every pixel says."""
    import render

    if colour_limit is not None:
        monkeypatch.setattr(render, "FIT_COLOURS", colour_limit)
    greys = Image.new("RGB", (400, 250))
    greys.putdata([(x % 256 // 16 * 16,) * 3 for _ in range(250) for x in range(400)])
    palette = greys.quantize(256, method=Image.Quantize.FASTOCTREE)
    allowed = render.PALETTE_MISFIT * 400 * 250  # 5 pixels
    for red in (0, 1, 4, 5, 6, 40):
        picture = greys.copy()
        for index in range(red):
            picture.putpixel((index * 7 % 400, index * 3 % 250), (230, 20, 20))
        assert _misfit_pixels(picture, palette) == red  # the red pixels, every grey close
        assert render._fits(picture, palette) is (red < allowed)
    assert render._fits(greys, palette)
    assert not render._fits(picture, palette)


def test_encoded_board_decodes_to_the_drawing_mapped_on_its_palette() -> None:
    """Real boards, one after the other as the bot sends them: each PNG decodes exactly to its
    drawing mapped onto the palette it was sent with (the reused one only where it fits), and
    hardly any pixel is off by more than the tolerance."""
    import io

    import render
    from bot.selfplay import random_states, seat_names
    from rules import GAMES
    from rules.core import Rng

    game = GAMES["peak_oil"]
    states = random_states(game, game.setup(seat_names(4), 3), Rng.from_seed(3), 30)
    render._PALETTES.clear()
    reused = 0
    for before, after in itertools.pairwise(states[::6]):
        drawn = render.render_image(game.view(after, None), game.view(before, None)).convert("RGB")
        key = ("test board", *drawn.size)
        palette = render._PALETTES.get(key)
        sent = Image.open(io.BytesIO(render._png(drawn, "test board")))
        fits = palette is not None and _misfit_pixels(drawn, palette) < (
            render.PALETTE_MISFIT * drawn.width * drawn.height
        )
        reused += fits
        assert (render._PALETTES[key] is palette) is fits
        if fits:  # sent mapped onto the reused palette, pixel for pixel
            expected = drawn.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
            assert ImageChops.difference(sent.convert("RGB"), expected).getbbox() is None
        levels = ImageChops.difference(drawn, sent.convert("RGB")).convert("L").histogram()
        assert sum(levels[render.PALETTE_TOLERANCE + 1 :]) < render.PALETTE_MISFIT * sum(levels)
    assert reused >= 1


def test_spread_pushes_crowded_points_apart_inside_the_box() -> None:
    import math

    from render.maps import spread

    points = {"a": (100.0, 100.0), "b": (104.0, 100.0), "c": (100.0, 103.0), "far": (400, 400)}
    out = spread(points, 40, (0, 0, 500, 500))
    assert out == spread(points, 40, (0, 0, 500, 500))  # deterministic
    for x in "abc":
        for y in "abc":
            if x < y:
                assert math.dist(out[x], out[y]) >= 39
    assert out["far"] == (400, 400)
    edge = spread({"p": (0, 0), "q": (1, 0)}, 50, (0, 0, 100, 100))
    assert all(0 <= v <= 100 for xy in edge.values() for v in xy)


def test_a_label_is_placed_off_what_is_already_there() -> None:
    """``place_label`` puts a name where no text, counter or marker is: not under its point
    when a counter sits there, and with a leader line when the ring around is full."""
    from PIL import Image, ImageDraw

    from render.draw import overlap, place_label, start_record

    record = start_record()
    draw = ImageDraw.Draw(Image.new("RGB", (400, 300), "white"))
    record.add("counter", (170, 150, 230, 175), "stack")
    box = place_label(draw, (200, 140), "Homs", size=15, reach=8, bounds=(0, 0, 400, 300))
    assert record.free(box, ("counter",))
    for dx, dy in ((-60, -60), (-60, 0), (0, -60), (0, 0)):
        record.add("counter", (200 + dx, 140 + dy, 260 + dx, 200 + dy), "stack")
    box = place_label(draw, (200, 140), "Quneitra", size=15, reach=8, bounds=(0, 0, 400, 300))
    others = [item for item in record.items if item.box != box]
    assert all(not overlap(item.box, box) for item in others)


def test_names_are_abbreviated_by_one_rule() -> None:
    from render.draw import shortenings

    assert shortenings("Mozambique Channel") == ["Mozambique Cha.", "Moz. Cha."]
    assert shortenings("Jisr al-Shughur") == ["Jisr al-Shu."]
    assert shortenings("Homs") == []


def test_the_change_line_keeps_whole_phrases() -> None:
    """The last move's line keeps as many whole phrases as fit and counts the others."""
    from PIL import Image, ImageDraw

    from render.cards import draw_change_line
    from render.draw import placed, start_record

    start_record()
    draw = ImageDraw.Draw(Image.new("RGB", (600, 60), "white"))
    phrases = [f"phrase number {i} of the move" for i in range(8)]
    draw_change_line(draw, (0, 0, 600, 60), phrases, 3, str.format, "ann")
    (line,) = [item.what for item in placed().items if item.kind == "text"]
    assert line.startswith("Last move: ann: phrase number 0 of the move")
    assert line.endswith(")") and "..." not in line.split("; ...")[0]


def test_a_board_over_the_byte_limit_is_sent_smaller_under_it() -> None:
    """``render_view(max_bytes=...)`` scales a board down by quarters until its PNG fits."""
    import io

    from bot.selfplay import seat_names
    from render import render_view
    from rules import GAMES

    game = GAMES["peak_oil"]
    view = game.view(game.setup(seat_names(4), 3), None)
    full = render_view(view)
    limit = len(full) // 3
    small = render_view(view, max_bytes=limit)
    assert len(small) <= limit < len(full)
    assert Image.open(io.BytesIO(small)).width < Image.open(io.BytesIO(full)).width


def test_a_picture_of_few_colours_is_sent_in_exactly_its_colours() -> None:
    """A picture of no more than 256 colours (Fitna's and Suprématie's private cards, close
    shades included) decodes to exactly its pixels; the fast octree moved them up to 11 levels."""
    import io
    import random

    from bot.selfplay import seat_names
    from render import _png, private_text_card, renderer_module, speak
    from rules import GAMES

    picker = random.Random(4)
    shades = [(100 + picker.randrange(4), 50 + picker.randrange(4), picker.randrange(20))]
    shades += [tuple(picker.randrange(256) for _ in range(3)) for _ in range(254)]
    mixed = Image.new("RGB", (300, 200))
    mixed.putdata([picker.choice(shades) for _ in range(300 * 200)])
    pictures = [mixed]
    for name in ("fitna", "supremacy"):
        game = GAMES[name]
        view = game.view(game.setup(seat_names(game.max_players), 1), 0)
        speak(view, {})
        card = getattr(renderer_module(name), "draw_private_card", None)
        pictures.append((card(view) if card else private_text_card(view)).convert("RGB"))
    for picture in pictures:
        assert picture.getcolors(256) is not None
        for _ in range(2):  # the second time with a palette of its kind cached
            sent = Image.open(io.BytesIO(_png(picture, "few colours"))).convert("RGB")
            assert ImageChops.difference(picture, sent).getbbox() is None


@pytest.mark.parametrize("colours", [256, 200, 17, 16, 2])
def test_png_bytes_decode_to_the_pixels_and_palette_pillow_writes(colours: int) -> None:
    """``render._png_bytes`` writes a palette picture's PNG itself (ISA-L's deflate in one
    call): it decodes to the very pixels and palette of Pillow's own PNG of the picture, at
    every palette size (at most 16 colours: Pillow writes it, at fewer bits a pixel)."""
    import io

    import render

    picture = Image.new("RGB", (301, 97))
    picture.putdata(
        [
            ((x * 7 + y) % colours * 255 // colours, x % 3 * 90, y % colours)
            for y in range(97)
            for x in range(301)
        ]
    )
    reduced = picture.quantize(colours, method=Image.Quantize.MAXCOVERAGE)
    ours = Image.open(io.BytesIO(render._png_bytes(reduced)))
    buffer = io.BytesIO()
    reduced.save(buffer, format="PNG")
    pillows = Image.open(io.BytesIO(buffer.getvalue()))
    ours.load()
    pillows.load()
    assert ours.mode == pillows.mode == "P" and ours.size == pillows.size
    assert ours.getpalette() == pillows.getpalette()
    assert ours.tobytes() == pillows.tobytes()
    assert ImageChops.difference(ours.convert("RGB"), reduced.convert("RGB")).getbbox() is None
