"""Drawing helpers shared by every game's board picture.

Everything here draws onto a Pillow ``ImageDraw`` from plain values (numbers, labels,
:class:`~render.base.PlayerStyle` s); nothing knows a game's state. The helpers keep the
pictures readable in a Discord preview: large text that is shrunk (never cut silently) to fit
its room, and player markers that combine colour, shape and letter so that no information is
carried by colour alone.

Coordinates are pixels; a :data:`Box` is ``(left, top, right, bottom)``.
"""

from __future__ import annotations

import math
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from .base import PlayerStyle, font

Point = tuple[float, float]
Box = tuple[float, float, float, float]
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
#: Draws a small picture (an icon, a marker) centred at a point with a given half-size.
Icon = Callable[[ImageDraw.ImageDraw, Point, float], None]

INK = "#1d1d1f"
PAPER = "#fbf8f1"
FAINT = "#b8b0a2"
MUTED = "#6b655c"
ALERT = "#c0141c"
ELLIPSIS = "..."

SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")


# --------------------------------------------------------------------------- what is placed


@dataclass(frozen=True)
class Placed:
    """One thing a picture placed: its ``kind`` ("text", "counter", "marker", or "legend" for a
    legend's entry), its box, and ``what`` it is (the text, or the symbol's name: a symbol
    with a name must have a legend entry of that name)."""

    kind: str
    box: Box
    what: str = ""


#: The kinds a label must not overlap.
OBSTACLES = ("text", "counter", "marker")
#: The side of a cell of :class:`Record`'s index (pixels).
_CELL = 64


class Record:
    """What a picture has placed so far, in order, with a grid index so that a label can ask
    quickly whether a spot is free (:meth:`free`)."""

    def __init__(self) -> None:
        self.items: list[Placed] = []
        self._grid: dict[tuple[int, int], list[int]] = {}

    def add(self, kind: str, box: Box, what: str = "") -> None:
        self.items.append(Placed(kind, box, what))
        index = len(self.items) - 1
        for cell in _cells(box):
            self._grid.setdefault(cell, []).append(index)

    def hits(self, box: Box, kinds: Sequence[str] = OBSTACLES) -> list[Placed]:
        """The placed things of ``kinds`` whose box overlaps ``box`` by more than a pixel."""
        seen: set[int] = set()
        found = []
        for cell in _cells(box):
            for index in self._grid.get(cell, ()):
                if index in seen:
                    continue
                seen.add(index)
                item = self.items[index]
                if item.kind in kinds and overlap(item.box, box):
                    found.append(item)
        return found

    def free(self, box: Box, kinds: Sequence[str] = OBSTACLES) -> bool:
        """Whether nothing of ``kinds`` overlaps ``box`` (:meth:`hits` is empty; faster)."""
        left, top, right, bottom = box
        items = self.items
        grid = self._grid
        for cell in _cells(box):
            for index in grid.get(cell, ()):
                other = items[index].box
                if (
                    right - other[0] > 1
                    and other[2] - left > 1
                    and bottom - other[1] > 1
                    and other[3] - top > 1
                    and items[index].kind in kinds
                ):
                    return False
        return True


def _cells(box: Box) -> list[tuple[int, int]]:
    left, top, right, bottom = box
    return [
        (i, j)
        for i in range(int(left // _CELL), int(right // _CELL) + 1)
        for j in range(int(top // _CELL), int(bottom // _CELL) + 1)
    ]


def overlap(a: Box, b: Box, slack: float = 1.0) -> bool:
    """Whether two boxes overlap by more than ``slack`` pixels both ways (touching is not)."""
    return min(a[2], b[2]) - max(a[0], b[0]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack


#: The record of the picture being drawn (pictures are drawn in worker threads).
_RECORD: ContextVar[Record | None] = ContextVar("render_record", default=None)


def start_record() -> Record:
    """Record what the picture now being drawn places (a renderer calls it first)."""
    found = Record()
    _RECORD.set(found)
    return found


def placed() -> Record:
    """The record of the picture being drawn (an empty one when none was started)."""
    found = _RECORD.get()
    return found if found is not None else start_record()


def shift_record(dx: float, dy: float) -> None:
    """Move everything recorded so far by (dx, dy): for a part drawn on its own image and
    pasted at that offset."""
    items = placed().items
    moved = start_record()
    for item in items:
        left, top, right, bottom = item.box
        moved.add(item.kind, (left + dx, top + dy, right + dx, bottom + dy), item.what)


def note(kind: str, box: Box, what: str = "") -> None:
    """Add a placed thing to the picture's record (nothing when no record was started)."""
    found = _RECORD.get()
    if found is not None:
        found.add(kind, box, what)


# --------------------------------------------------------------------------- colours


def hex_rgb(colour: str) -> tuple[int, int, int]:
    """``"#RRGGBB"`` as an RGB triple."""
    value = colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def rgb_hex(rgb: Sequence[float]) -> str:
    return "#" + "".join(f"{max(0, min(255, round(c))):02x}" for c in rgb[:3])


def tint(colour: str, amount: float) -> str:
    """``colour`` mixed with white: ``amount`` 0 keeps it, 1 gives white."""
    return rgb_hex([c + (255 - c) * amount for c in hex_rgb(colour)])


def shade(colour: str, amount: float) -> str:
    """``colour`` mixed with black: ``amount`` 0 keeps it, 1 gives black."""
    return rgb_hex([c * (1 - amount) for c in hex_rgb(colour)])


def luminance(colour: str) -> float:
    """Relative luminance (WCAG) of ``colour``, 0 for black to 1 for white."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in hex_rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour``."""
    lum = luminance(colour)
    contrast_black = (lum + 0.05) / 0.05
    contrast_white = 1.05 / (lum + 0.05)
    return INK if contrast_black >= contrast_white else "#ffffff"


# --------------------------------------------------------------------------- text

#: Letters without a decomposition into an ASCII letter and an accent.
_SPELLED = {"ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "ł": "l"}
_SPELLED |= {"Ł": "L", "đ": "d", "Đ": "D", "þ": "th", "Þ": "Th", "—": "-", "–": "-", "€": "EUR"}
_SPELLED |= {"£": "GBP", "…": "...", "×": "x", "·": "-"}


@lru_cache(maxsize=4096)
def _has_glyph(char: str) -> bool:
    """Whether the font draws ``char`` (rather than its empty-box glyph)."""
    if char.isspace() or char.isascii():
        return True
    probe = font(20)
    missing = probe.getmask("\uffff")
    mask = probe.getmask(char)
    return mask.size != missing.size or bytes(mask) != bytes(missing)


@lru_cache(maxsize=4096)
def printable(text: str) -> str:
    """``text`` with every character the font lacks replaced by a close spelling.

    The font (Open Sans) covers the Latin, Greek and Cyrillic alphabets, so French and German
    words and most names keep their letters; what it lacks loses its accent if that gives a
    letter it has, a few signs are spelled out ("…" gives "..."), and anything else (CJK,
    emoji) becomes "?". Player names come from Discord and may hold any character; an empty
    box would hide who is who.
    """
    if all(_has_glyph(c) for c in text):
        return text
    out = []
    for char in text:
        if _has_glyph(char):
            out.append(char)
        elif char in _SPELLED:
            out.append(_SPELLED[char])
        else:
            base = "".join(
                c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)
            )
            out.append(base if base and all(_has_glyph(c) for c in base) else "?")
    return "".join(out)


def text_width(text: str, text_font: Font) -> float:
    return _text_width(text, text_font)


@lru_cache(maxsize=16384)
def _text_width(text: str, text_font: Font) -> float:
    return float(text_font.getlength(text))


@lru_cache(maxsize=4096)
def fit_font(text: str, max_width: float, size: int, min_size: int = 10) -> Font:
    """The largest font from ``size`` down to ``min_size`` in which ``text`` fits ``max_width``."""
    for candidate in range(size, min_size - 1, -1):
        if text_width(text, font(candidate)) <= max_width:
            return font(candidate)
    return font(min_size)


@lru_cache(maxsize=4096)
def fit_text(text: str, max_width: float, size: int, min_size: int = 10) -> tuple[str, Font]:
    """``text`` and a font so it fits ``max_width``: shrunk first, then shortened with "...".

    The shortened text always ends with the ellipsis so a reader sees that something is cut.
    """
    chosen = fit_font(text, max_width, size, min_size)
    if text_width(text, chosen) <= max_width:
        return text, chosen
    cut = text
    while cut and text_width(cut + ELLIPSIS, chosen) > max_width:
        cut = cut[:-1]
    return (cut.rstrip() + ELLIPSIS if cut else ELLIPSIS), chosen


# Text is drawn from cached glyph masks. A picture writes a few hundred labels, most of them
# the same from one picture to the next (track numbers, names, legend): rasterising each once
# and stamping its mask is what Pillow's ``ImageDraw.text`` does for one line of text, minus
# the rasterising, so the pixels are the same.

Mask = tuple[Any, tuple[int, int]]


@lru_cache(maxsize=16384)
def _glyph_mask(
    text: str, text_font: Font, anchor: str, stroke: float, start: tuple[float, float]
) -> Mask:
    """The 8-bit coverage mask of one line of ``text`` and its offset from the anchor point
    (``start``: the anchor point's fractional pixel, which moves the glyphs' antialiasing)."""
    if isinstance(text_font, ImageFont.FreeTypeFont):
        mask, offset = text_font.getmask2(
            text, "L", stroke_width=stroke, anchor=anchor, start=start, stroke_filled=True
        )
        return mask, (int(offset[0]), int(offset[1]))
    return text_font.getmask(text, "L"), (0, 0)


@lru_cache(maxsize=256)
def _ink(mode: str, colour: str) -> int:
    """Pillow's packed ink value of ``colour`` for an image of ``mode``."""
    ink = ImageDraw.Draw(Image.new(mode, (1, 1)))._getink(colour)[0]
    assert ink is not None
    return int(ink)


@lru_cache(maxsize=16384)
def _text_box(
    text: str, text_font: Font, anchor: str, stroke: float
) -> tuple[float, float, float, float]:
    left, top, right, bottom = text_font.getbbox(text, "L", stroke_width=stroke, anchor=anchor)
    return float(left), float(top), float(right), float(bottom)


def put_text(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    text: str,
    text_font: Font,
    fill: str,
    *,
    anchor: str = "la",
    stroke_width: float = 0,
    stroke_fill: str | None = None,
) -> Box:
    """One line of ``text`` at ``xy`` as ``draw.text`` writes it (same arguments, same pixels),
    from cached glyph masks; its bounding box (``draw.textbbox``)."""
    x, y = xy
    start = (math.modf(x)[0], math.modf(y)[0])
    mode = draw.mode
    if stroke_width:
        stroke_ink = _ink(mode, stroke_fill or fill)
        mask, (dx, dy) = _glyph_mask(text, text_font, anchor, stroke_width, start)
        draw.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, stroke_ink)
        if stroke_ink != _ink(mode, fill):
            mask, (dx, dy) = _glyph_mask(text, text_font, anchor, 0, start)
            draw.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, _ink(mode, fill))
    else:
        mask, (dx, dy) = _glyph_mask(text, text_font, anchor, 0, start)
        draw.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, _ink(mode, fill))
    left, top, right, bottom = _text_box(text, text_font, anchor, stroke_width)
    return left + x, top + y, right + x, bottom + y


#: Layers drawn once and pasted afterwards, most recently used last (see :func:`cached_layer`),
#: with what each placed (in the layer's pixels).
_LAYERS: OrderedDict[Hashable, tuple[Image.Image, list[Placed]]] = OrderedDict()
#: How many layers are kept: a few games' worth of grids and legends.
LAYER_CACHE_SIZE = 256
_LAYERS_LOCK = threading.Lock()


def cached_layer(
    draw: ImageDraw.ImageDraw,
    box: Box,
    key: Hashable,
    paint: Callable[[ImageDraw.ImageDraw, Box], object],
    *,
    paper: str = PAPER,
) -> None:
    """Paste what ``paint`` draws in ``box``, drawing it only the first time for ``key``.

    For the parts of a picture that stay the same from one picture to the next (a track's grid
    and numbers, a legend): ``paint(layer_draw, layer_box)`` draws on a ``paper``-coloured
    layer the size of ``box`` (``layer_box`` is ``box`` moved by whole pixels, so antialiasing
    falls as it would on the picture); later calls with the same ``key``, box and paper paste
    that layer. The box's area (its last row and column included) must be plain ``paper`` before, as the
    layer covers it whole.
    """
    left, top = math.floor(box[0]), math.floor(box[1])
    # Pillow's shapes include their last pixel row and column: the layer does too.
    right, bottom = math.floor(box[2]) + 1, math.floor(box[3]) + 1
    full_key = (key, box, paper, draw.mode)
    with _LAYERS_LOCK:  # pictures are drawn in worker threads
        cached = _LAYERS.get(full_key)
        if cached is not None:
            _LAYERS.move_to_end(full_key)
    if cached is None:
        layer = Image.new(draw.mode, (right - left, bottom - top), paper)
        outer = _RECORD.get()
        inner = Record()
        _RECORD.set(inner)
        try:
            paint(ImageDraw.Draw(layer), (box[0] - left, box[1] - top, box[2] - left, box[3] - top))
        finally:
            _RECORD.set(outer)
        cached = layer, inner.items
        with _LAYERS_LOCK:
            _LAYERS[full_key] = cached
            while len(_LAYERS) > LAYER_CACHE_SIZE:
                _LAYERS.popitem(last=False)
    layer, items = cached
    draw._image.paste(layer, (left, top))
    for item in items:
        x0, y0, x1, y1 = item.box
        note(item.kind, (x0 + left, y0 + top, x1 + left, y1 + top), item.what)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    text: str,
    *,
    size: int,
    fill: str = INK,
    anchor: str = "la",
    max_width: float | None = None,
    min_size: int = 10,
    bold: bool = False,
    halo: str | None = None,
    kind: str | None = "text",
) -> Box:
    """Write ``text`` at ``xy`` (Pillow ``anchor``), fitted to ``max_width``; its bounding box.

    ``bold`` thickens the strokes (one weight of the font serves every text); ``halo`` draws a
    thin outline of that colour around the letters so text stays readable over a map. The
    text is recorded as placed (:func:`note`) under ``kind``; ``None`` for the text of a
    symbol that records itself (a counter's number).
    """
    text = printable(text)
    if max_width is not None:
        text, text_font = fit_text(text, max_width, size, min_size)
    else:
        text_font = font(size)
    stroke = 0
    stroke_fill: str | None = None
    if halo is not None:
        stroke, stroke_fill = max(2, size // 8), halo
    elif bold:
        stroke, stroke_fill = max(1, size // 22), fill
    box = put_text(
        draw, xy, text, text_font, fill, anchor=anchor, stroke_width=stroke, stroke_fill=stroke_fill
    )
    if bold and halo is not None:
        put_text(draw, xy, text, text_font, fill, anchor=anchor, stroke_width=1, stroke_fill=fill)
    if kind is not None:
        note(kind, box, text)
    return box


def wrap_text(text: str, max_width: float, size: int) -> list[str]:
    """``text`` cut into lines at spaces so each fits ``max_width`` at ``size`` (a word too
    long for a line gets a line of its own, shrunk or cut by :func:`draw_text`)."""
    lines: list[str] = []
    current = ""
    for word in printable(text).split(" "):
        trial = f"{current} {word}" if current else word
        if current and text_width(trial, font(size)) > max_width:
            lines.append(current)
            current = word
        else:
            current = trial
    return [*lines, current] if current else lines


def text_box(
    xy: Point,
    text: str,
    *,
    size: int,
    anchor: str = "la",
    max_width: float | None = None,
    min_size: int = 10,
    bold: bool = False,
    halo: bool = False,
) -> Box:
    """The box :func:`draw_text` would give ``text`` with these arguments (nothing drawn)."""
    text = printable(text)
    if max_width is not None:
        text, text_font = fit_text(text, max_width, size, min_size)
    else:
        text_font = font(size)
    stroke = max(2, size // 8) if halo else max(1, size // 22) if bold else 0
    left, top, right, bottom = _text_box(text, text_font, anchor, stroke)
    return left + xy[0], top + xy[1], right + xy[0], bottom + xy[1]


#: Where :func:`place_label` tries a label around its point, in order: under, over, right,
#: left, then the four corners (a unit direction and the Pillow anchor that puts the label's
#: near side towards the point).
_AROUND = (
    ((0.0, 1.0), "mt"),
    ((0.0, -1.0), "ms"),
    ((1.0, 0.0), "lm"),
    ((-1.0, 0.0), "rm"),
    ((0.75, 0.75), "lt"),
    ((-0.75, 0.75), "rt"),
    ((0.75, -0.75), "ls"),
    ((-0.75, -0.75), "rs"),
)
#: The extra distances (pixels) of a label set away from its point, with a leader line.
_LEADER_STEPS = (16.0, 32.0, 52.0, 76.0, 104.0, 136.0, 170.0)


def _anchor_towards(dx: float, dy: float) -> str:
    """The anchor that puts a label's near side towards its point, the label lying in the
    direction (dx, dy) from it."""
    horizontal = "l" if dx > 0.3 else "r" if dx < -0.3 else "m"
    vertical = "t" if dy > 0.3 else "s" if dy < -0.3 else "m"
    return horizontal + vertical


#: Sixteen directions around a point, for labels set away with a leader line.
_FAR = tuple(
    (
        (math.cos(math.radians(90 + a)), math.sin(math.radians(90 + a))),
        _anchor_towards(math.cos(math.radians(90 + a)), math.sin(math.radians(90 + a))),
    )
    for a in (0, 180, 90, 270, 45, 135, 225, 315, 22.5, 157.5, 202.5, 337.5, 67.5, 112.5,
              247.5, 292.5)
)  # fmt: skip


def shortenings(text: str) -> list[str]:
    """``text`` abbreviated by one rule, more and more: words of five letters or more cut to
    their first three letters and a dot (after a hyphen: the part after it), from the last
    word to the first ("Mozambique Channel", "Mozambique Cha.", "Moz. Cha.")."""
    words = text.split(" ")
    found = []
    for index in range(len(words) - 1, -1, -1):
        prefix, _, word = words[index].rpartition("-")
        if len(word) >= 5 and word[:3].isalpha():
            words[index] = prefix + ("-" if prefix else "") + word[:3] + "."
            found.append(" ".join(words))
    return found


def place_label(
    draw: ImageDraw.ImageDraw,
    at: Point,
    text: str,
    *,
    size: int,
    bounds: Box,
    reach: float = 0,
    fill: str = INK,
    halo: str | None = None,
    bold: bool = False,
    min_size: int | None = None,
    leader: str = MUTED,
) -> Box:
    """Write ``text`` near ``at`` (a thing of radius ``reach``) where it overlaps no text,
    counter or marker already placed and stays inside ``bounds``: around the point first
    (under, over, right, left, the corners), at sizes from ``size`` down to ``min_size``, then
    set further away with a leader line to the point, then the same abbreviated
    (:func:`shortenings`).
    When no spot is free it goes under the point as it is. Its box."""
    record = placed()
    smallest = size - 3 if min_size is None else min_size
    sizes = list(range(size, smallest - 1, -1))
    x, y = at

    def spot(words: str, letters: int, distance: float) -> tuple[Point, str, Box] | None:
        for (dx, dy), anchor in _AROUND if distance <= reach + 2 else _FAR:
            point = (x + dx * distance, y + dy * distance)
            box = text_box(point, words, size=letters, anchor=anchor, bold=bold, halo=bool(halo))
            inside = (
                box[0] >= bounds[0]
                and box[1] >= bounds[1]
                and box[2] <= bounds[2]
                and box[3] <= bounds[3]
            )
            if inside and record.free(box):
                return point, anchor, box
        return None

    variants = [text, *shortenings(text)]
    for words in variants:
        for extra in (0.0, *_LEADER_STEPS):
            for letters in sizes if not extra else [smallest]:
                found = spot(words, letters, reach + 2 + extra)
                if found is None:
                    continue
                point, anchor, box = found
                if extra:
                    near = (min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3]))
                    draw.line((x, y, *near), fill=leader, width=1)
                return draw_text(
                    draw, point, words, size=letters, anchor=anchor, fill=fill, halo=halo, bold=bold
                )
    return draw_text(
        draw, (x, y + reach + 2), text, size=smallest, anchor="mt", fill=fill, halo=halo, bold=bold
    )


# --------------------------------------------------------------------------- shapes


def shape_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """The outline of a marker ``shape`` centred at ``centre`` fitting a circle of ``radius``.

    Shapes are sized so they look equally heavy: the triangle is pushed down a little so its
    letter sits in the middle, the square is inset so its corners stay inside the circle.
    """
    x, y = centre
    if shape == "circle":
        return [
            (
                x + radius * math.cos(2 * math.pi * i / 48),
                y + radius * math.sin(2 * math.pi * i / 48),
            )
            for i in range(48)
        ]
    if shape == "square":
        r = radius * 0.86
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    if shape == "diamond":
        r = radius * 1.08
        return [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    if shape == "triangle":
        r = radius * 1.3
        cy = y + radius * 0.25
        return [
            (x + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
    if shape == "hexagon":
        return [
            (x + radius * math.cos(math.radians(a)), y + radius * math.sin(math.radians(a)))
            for a in range(0, 360, 60)
        ]
    if shape == "star":
        points = []
        for i in range(10):
            r = radius * (1.12 if i % 2 == 0 else 0.55)
            a = math.radians(-90 + 36 * i)
            points.append((x + r * math.cos(a), y + r * math.sin(a)))
        return points
    raise ValueError(f"unknown marker shape {shape!r}; expected one of {SHAPES}")


def draw_marker(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    radius: float,
    style: PlayerStyle,
    *,
    letter: bool = True,
    hollow: bool = False,
    what: str | None = "",
) -> None:
    """A player's marker: their shape filled with their colour, outlined, with their letter.

    ``hollow`` draws the shape white with a thick outline in the player's colour (used for
    things a player owns that are not units, such as a pawn's shadow on a box). Recorded as a
    placed marker (``what``: the symbol's name for the legend check; ``None``: part of a
    symbol that records itself).
    """
    points = shape_points(style.shape, centre, radius)
    if what is not None:
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        note("marker", (min(xs), min(ys), max(xs), max(ys)), what)
    width = max(1, round(radius / 7))
    if hollow:
        draw.polygon(points, fill="#ffffff", outline=style.colour, width=max(2, width * 2))
        letter_fill = shade(style.colour, 0.35)
    else:
        draw.polygon(points, fill=style.colour, outline=INK, width=width)
        letter_fill = ink_on(style.colour)
    if letter and radius >= 6:
        size = max(8, round(radius * (1.05 if style.shape in ("triangle", "star") else 1.25)))
        cx, cy = centre
        if style.shape == "triangle":
            cy += radius * 0.38
        put_text(
            draw,
            (cx, cy),
            style.letter,
            font(size),
            letter_fill,
            anchor="mm",
            stroke_width=max(1, size // 14) if not hollow else 0,
            stroke_fill=letter_fill,
        )


def marker_icon(style: PlayerStyle, *, hollow: bool = False) -> Icon:
    """An :data:`Icon` drawing ``style``'s marker."""

    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        draw_marker(draw, centre, half, style, hollow=hollow)

    return icon


# --------------------------------------------------------------------------- icons


def pawn_icon(fill: str = "#ffffff", outline: str = INK) -> Icon:
    """A pawn (head and body), e.g. the white local-army units."""

    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        x, y = centre
        w = max(1, round(half / 6))
        head = half * 0.38
        draw.ellipse(
            (x - head, y - half, x + head, y - half + 2 * head), fill=fill, outline=outline, width=w
        )
        body = [
            (x - half * 0.28, y - half * 0.2),
            (x + half * 0.28, y - half * 0.2),
            (x + half * 0.8, y + half),
            (x - half * 0.8, y + half),
        ]
        draw.polygon(body, fill=fill, outline=outline, width=w)

    return icon


def crate_icon(fill: str = "#c9a36b", outline: str = INK) -> Icon:
    """A crate with a cross brace (logistics, supplies)."""

    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        x, y = centre
        r = half * 0.9
        w = max(1, round(half / 6))
        draw.rectangle((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=w)
        draw.line((x - r, y - r, x + r, y + r), fill=outline, width=w)
        draw.line((x - r, y + r, x + r, y - r), fill=outline, width=w)

    return icon


def barrel_icon(fill: str = "#2b2b2b", band: str = "#e0b400") -> Icon:
    """An oil barrel: a dark drum with two light hoops."""

    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        x, y = centre
        rx, ry = half * 0.72, half
        draw.rounded_rectangle(
            (x - rx, y - ry, x + rx, y + ry), radius=max(1, half * 0.3), fill=fill, outline=INK
        )
        w = max(1, round(half / 6))
        for dy in (-0.4, 0.4):
            draw.line((x - rx, y + ry * dy, x + rx, y + ry * dy), fill=band, width=w)

    return icon


def draw_die(
    draw: ImageDraw.ImageDraw,
    box: Box,
    value: int,
    *,
    fill: str = "#ffffff",
    pip: str = INK,
    outline: str = INK,
) -> None:
    """A six-sided die face showing ``value`` with pips (1–6); other values as a number."""
    left, top, right, bottom = box
    side = min(right - left, bottom - top)
    draw.rounded_rectangle(
        box, radius=side * 0.18, fill=fill, outline=outline, width=max(1, round(side / 18))
    )
    x0, y0 = left + (right - left) / 2, top + (bottom - top) / 2
    if not 1 <= value <= 6:
        put_text(draw, (x0, y0), str(value), font(max(8, int(side * 0.6))), pip, anchor="mm")
        return
    offset = side * 0.26
    spots = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[value]
    r = side * 0.09
    for dx, dy in spots:
        cx, cy = x0 + dx * offset, y0 + dy * offset
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=pip)


def die_pips(value: int) -> int:
    """How many pips :func:`draw_die` draws for ``value`` (0 when it writes a number)."""
    return value if 1 <= value <= 6 else 0


def draw_triangle_die(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    half: float,
    value: int,
    *,
    fill: str = "#ffffff",
    outline: str = INK,
) -> None:
    """A triangular die (a d4 seen from above) showing ``value`` as a large number."""
    x, y = centre
    points = [
        (x, y - half * 1.1),
        (x + half * 1.1, y + half * 0.8),
        (x - half * 1.1, y + half * 0.8),
    ]
    draw.polygon(points, fill=fill, outline=outline, width=max(2, round(half / 6)))
    ink = ink_on(fill)
    put_text(
        draw,
        (x, y + half * 0.25),
        str(value),
        font(max(8, round(half * 1.05))),
        ink,
        anchor="mm",
        stroke_width=max(1, round(half / 14)),
        stroke_fill=ink,
    )


# --------------------------------------------------------------------------- counters


def counter_width(count: int | str, size: int) -> float:
    """Width of a :func:`draw_counter` chip of height ``size`` showing ``count``."""
    text = str(count)
    if not text:
        return float(size)
    return size + 4 + text_width(text, font(round(size * 0.78))) + size * 0.3


def draw_counter(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    icon: Icon,
    count: int | str,
    *,
    size: int = 28,
    background: str = "#ffffff",
    border: str = INK,
    count_fill: str = INK,
    what: str = "",
) -> Box:
    """A unit counter: a chip with ``icon`` on the left and ``count`` in large figures.

    ``xy`` is the chip's top-left corner; returns the chip's box so callers can flow several
    counters along a row. An empty ``count`` gives a square chip holding the icon alone.
    Recorded as a placed counter (``what``: its symbol's name, for the legend check).
    """
    x, y = xy
    width = counter_width(count, size)
    box = (x, y, x + width, y + size)
    draw.rounded_rectangle(box, radius=size * 0.25, fill=background, outline=border, width=1)
    outer = _RECORD.get()
    _RECORD.set(None)  # the icon is part of the counter
    try:
        icon(draw, (x + size / 2, y + size / 2), size * 0.4)
    finally:
        _RECORD.set(outer)
    note("counter", box, what)
    if str(count):
        put_text(
            draw,
            (x + size + 2, y + size / 2),
            str(count),
            font(round(size * 0.78)),
            count_fill,
            anchor="lm",
            stroke_width=1,
            stroke_fill=count_fill,
        )
    return box


@dataclass(frozen=True)
class Chip:
    """One counter to lay out: an icon, a number (or short text) and its colours."""

    icon: Icon
    count: int | str
    background: str = "#ffffff"
    count_fill: str = INK
    border: str = INK
    #: The symbol's name, for the legend check ("" when the legend need not explain it).
    what: str = ""


def draw_chip(draw: ImageDraw.ImageDraw, xy: Point, chip: Chip, *, size: int = 28) -> Box:
    """:func:`draw_counter` for a :class:`Chip`; the chip's box."""
    return draw_counter(
        draw,
        xy,
        chip.icon,
        chip.count,
        size=size,
        background=chip.background,
        border=chip.border,
        count_fill=chip.count_fill,
        what=chip.what,
    )


def flow_counters(
    draw: ImageDraw.ImageDraw,
    box: Box,
    chips: Sequence[Chip | tuple[Icon, int | str]],
    *,
    size: int = 26,
    gap: int = 3,
    centre: bool = False,
) -> list[Box]:
    """Lay ``chips`` out in rows inside ``box`` (left-aligned or centred); their boxes.

    When they do not all fit, the last chips are replaced by a red "+n" chip so nothing
    vanishes without a sign.
    """
    items = [c if isinstance(c, Chip) else Chip(c[0], c[1]) for c in chips]
    left, top, right, bottom = box
    max_rows = max(1, int((bottom - top + gap) // (size + gap)))
    rows: list[list[Chip]] = [[]]
    used = 0.0
    for chip in items:
        width = counter_width(chip.count, size)
        if rows[-1] and used + width > right - left:
            rows.append([])
            used = 0.0
        rows[-1].append(chip)
        used += width + gap
    if len(rows) > max_rows:
        hidden = sum(len(r) for r in rows[max_rows:])
        rows = rows[:max_rows]
        last = rows[-1]
        while True:
            more = Chip(_more_icon, f"+{hidden}", background="#ffffff", count_fill=ALERT)
            widths = sum(counter_width(c.count, size) + gap for c in [*last, more])
            if widths - gap <= right - left or not last:
                break
            last.pop()
            hidden += 1
        last.append(more)
    placed: list[Box] = []
    y = top
    for row in rows:
        row_width = sum(counter_width(c.count, size) + gap for c in row) - gap
        x = left + ((right - left) - row_width) / 2 if centre else left
        for chip in row:
            placed.append(draw_chip(draw, (x, y), chip, size=size))
            x += counter_width(chip.count, size) + gap
        y += size + gap
    return placed


def flow_height(chips: Sequence[Chip], width: float, *, size: int = 26, gap: int = 3) -> float:
    """The height :func:`flow_counters` needs to lay out every chip in ``width``."""
    rows = 0
    used = 0.0
    for chip in chips:
        chip_width = counter_width(chip.count, size)
        if rows == 0 or (used and used + chip_width > width):
            rows += 1
            used = 0.0
        used += chip_width + gap
    return rows * (size + gap) - gap if rows else 0.0


def _more_icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
    """Three dots: the icon of the "+n more" chip."""
    x, y = centre
    r = max(1.5, half / 5)
    for dx in (-half * 0.6, 0, half * 0.6):
        draw.ellipse((x + dx - r, y - r, x + dx + r, y + r), fill=ALERT)


# --------------------------------------------------------------------------- panels & tables


def draw_panel(
    draw: ImageDraw.ImageDraw,
    box: Box,
    title: str | None = None,
    *,
    title_size: int = 22,
    fill: str = "#ffffff",
    outline: str = FAINT,
    title_fill: str = "#efe9dd",
    title_right: float = 0,
) -> Box:
    """A rounded panel with an optional title bar (its title kept ``title_right`` pixels off
    the bar's right end, room for a mark); the inner box left for content."""
    left, top, right, bottom = box
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=outline, width=2)
    if title is None:
        return left + 10, top + 8, right - 10, bottom - 8
    bar = top + title_size + 12
    draw.rounded_rectangle(
        (left, top, right, bar), radius=10, fill=title_fill, outline=outline, width=2
    )
    draw.rectangle((left + 2, bar - 10, right - 2, bar - 1), fill=title_fill)
    draw.line((left, bar, right, bar), fill=outline, width=2)
    draw_text(
        draw,
        (left + 12, (top + bar) / 2),
        title,
        size=title_size,
        anchor="lm",
        max_width=right - left - 24 - title_right,
        bold=True,
    )
    return left + 10, bar + 6, right - 10, bottom - 8


Cell = str | Icon | None


@dataclass(frozen=True)
class Column:
    """One table column: header text, width in pixels and text alignment (l, m or r)."""

    header: str
    width: float
    align: str = "l"


def draw_table(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    columns: Sequence[Column],
    rows: Sequence[Sequence[Cell]],
    *,
    size: int = 22,
    row_height: int | None = None,
    header_size: int | None = None,
    stripe: str | None = "#f3efe6",
    highlight_rows: Sequence[int] = (),
    highlight: str = "#fff1b8",
    min_size: int = 12,
) -> Box:
    """A table with a header row; a cell is text, an :data:`Icon` or empty. Its bounding box.

    Text is fitted to its column (shrunk down to ``min_size``, then shortened with "...");
    ``highlight_rows`` get a coloured background (e.g. the player whose turn it is).
    """
    x0, y0 = xy
    height = row_height or round(size * 1.55)
    header_font = header_size or max(10, size - 4)
    total = sum(c.width for c in columns)
    x = x0
    for column in columns:
        _cell_text(draw, (x, y0), column, column.header, header_font, height, MUTED, 9)
        x += column.width
    y = y0 + height
    draw.line((x0, y - 2, x0 + total, y - 2), fill=FAINT, width=2)
    for index, row in enumerate(rows):
        if index in highlight_rows:
            draw.rectangle((x0, y, x0 + total, y + height - 1), fill=highlight)
        elif stripe and index % 2 == 1:
            draw.rectangle((x0, y, x0 + total, y + height - 1), fill=stripe)
        x = x0
        for column, cell in zip(columns, row, strict=False):
            if callable(cell):
                cell(draw, (x + column.width / 2, y + height / 2), height * 0.36)
            elif cell:
                _cell_text(draw, (x, y), column, cell, size, height, INK, min_size)
            x += column.width
        y += height
    return x0, y0, x0 + total, y


def _cell_text(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    column: Column,
    text: str,
    size: int,
    height: float,
    fill: str,
    min_size: int,
) -> None:
    x, y = xy
    pad = 6
    anchor_x = {"l": x + pad, "m": x + column.width / 2, "r": x + column.width - pad}[column.align]
    draw_text(
        draw,
        (anchor_x, y + height / 2),
        text,
        size=size,
        fill=fill,
        anchor=column.align + "m",
        max_width=column.width - 2 * pad,
        min_size=min_size,
    )


# --------------------------------------------------------------------------- tracks


@dataclass(frozen=True)
class TrackGeometry:
    """Where a drawn track put each value's cell (its centre), for callers adding marks."""

    cells: dict[int, Box] = field(default_factory=dict)

    def centre(self, value: int) -> Point:
        left, top, right, bottom = self.cells[value]
        return (left + right) / 2, (top + bottom) / 2


def draw_track(
    draw: ImageDraw.ImageDraw,
    box: Box,
    values: Sequence[int],
    *,
    label: str | None = None,
    label_width: float = 0,
    cell_labels: Mapping[int, str] | None = None,
    markers: Mapping[int, Sequence[PlayerStyle]] | None = None,
    current: int | None = None,
    bands: Mapping[int, str] | None = None,
    size: int = 18,
    paper: str = PAPER,
) -> TrackGeometry:
    """A horizontal track: one cell per value, player markers stacked in their cells.

    ``cell_labels`` replaces the printed number of a cell (e.g. "$0.50"); ``current`` outlines
    one cell (a shared marker such as the oil price or the turn); ``bands`` colours cells (e.g.
    a penalty band). Markers in one cell shrink to share it, so any number of players fit.
    The grid (label, cells, numbers) is the same on every picture of a game: it is drawn once
    on ``paper`` (the colour under the track) and pasted afterwards (:func:`cached_layer`).
    """
    labels = dict(cell_labels or {})
    colours = dict(bands or {})
    key = (
        "track",
        tuple(values),
        label,
        label_width,
        tuple(labels.items()),
        tuple(colours.items()),
        size,
    )

    def grid(layer: ImageDraw.ImageDraw, at: Box) -> None:
        if label:
            draw_text(
                layer,
                (at[0], (at[1] + at[3]) / 2),
                label,
                size=size + 2,
                anchor="lm",
                max_width=label_width - 8,
                bold=True,
            )
        for value, cell in track_cells(at, values, label_width if label else 0).items():
            layer.rectangle(cell, fill=colours.get(value, "#ffffff"), outline=FAINT, width=1)
            draw_text(
                layer,
                ((cell[0] + cell[2]) / 2, at[1] + 2),
                labels.get(value, str(value)),
                size=size,
                anchor="ma",
                fill=MUTED,
                max_width=cell[2] - cell[0] - 2,
                min_size=8,
            )

    cached_layer(draw, box, key, grid, paper=paper)
    geometry = TrackGeometry(track_cells(box, values, label_width if label else 0))
    top, bottom = box[1], box[3]
    for value, cell in geometry.cells.items():
        stack = list((markers or {}).get(value, ()))
        if stack:
            _stack_markers(draw, (cell[0], top + size + 4, cell[2], bottom - 2), stack)
    if current is not None and current in geometry.cells:
        draw.rectangle(geometry.cells[current], outline=ALERT, width=4)
    return geometry


def track_cells(box: Box, values: Sequence[int], label_width: float = 0) -> dict[int, Box]:
    """Each value's cell of a track drawn in ``box`` after a label column of ``label_width``."""
    left, top, right, bottom = box
    left += label_width
    cell_w = (right - left) / max(1, len(values))
    return {
        value: (left + index * cell_w, top, left + (index + 1) * cell_w, bottom)
        for index, value in enumerate(values)
    }


def _stack_markers(draw: ImageDraw.ImageDraw, box: Box, stack: Sequence[PlayerStyle]) -> None:
    """Markers sharing one cell: side by side in up to two rows, as large as they fit."""
    left, top, right, bottom = box
    width, height = right - left, bottom - top

    def radius_for(rows: int) -> float:
        per_row = math.ceil(len(stack) / rows)
        return min(width / per_row, height / rows) / 2 - 1

    rows = 2 if len(stack) > 1 and radius_for(2) > radius_for(1) else 1
    per_row = math.ceil(len(stack) / rows)
    radius = max(4.0, radius_for(rows))
    for index, style in enumerate(stack):
        row, col = divmod(index, per_row)
        in_row = min(per_row, len(stack) - row * per_row)
        x = left + width / 2 + (col - (in_row - 1) / 2) * (2 * radius + 1)
        y = top + height / rows * (row + 0.5)
        draw_marker(draw, (x, y), radius, style)


# --------------------------------------------------------------------------- legends


#: A legend's entry: the icon, its explanation, and the name of the symbol it explains (the
#: name a counter or marker is recorded with; optional).
LegendEntry = tuple[Icon, str] | tuple[Icon, str, str]


def draw_legend(
    draw: ImageDraw.ImageDraw,
    box: Box,
    entries: Sequence[LegendEntry],
    *,
    columns: int = 2,
    size: int = 18,
) -> Box:
    """Icon + explanation pairs in ``columns`` columns inside ``box``; the box used. Each
    entry is recorded as a "legend" of the symbol it names."""
    left, top, right, _ = box
    col_w = (right - left) / max(1, columns)
    line = round(size * 1.6)
    y = top
    for index, entry in enumerate(entries):
        icon, text = entry[0], entry[1]
        col = index % columns
        if col == 0 and index:
            y += line
        x = left + col * col_w
        icon(draw, (x + size * 0.7, y + line / 2), size * 0.6)
        drawn = draw_text(
            draw,
            (x + size * 1.6, y + line / 2),
            text,
            size=size,
            anchor="lm",
            max_width=col_w - size * 1.8,
            min_size=9,
        )
        if len(entry) == 3:
            note("legend", (x, drawn[1], drawn[2], drawn[3]), entry[2])
    return left, top, right, y + line


# --------------------------------------------------------------------------- maps


@dataclass(frozen=True)
class MapRegion:
    """A region of a drawn map: its outline and where its name and pieces go."""

    id: str
    name: str
    polygon: tuple[Point, ...]
    label: Point


def polygon_centroid(points: Sequence[Point]) -> Point:
    """The area centroid of a simple polygon (the mean of its points if it has no area)."""
    area = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(points, [*points[1:], points[0]], strict=True):
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(area) < 1e-9:
        return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)
    area /= 2
    return cx / (6 * area), cy / (6 * area)


def point_in_polygon(point: Point, polygon: Sequence[Point]) -> bool:
    """Whether ``point`` lies inside ``polygon`` (even-odd rule)."""
    x, y = point
    inside = False
    for (x0, y0), (x1, y1) in zip(polygon, [*polygon[1:], polygon[0]], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def draw_hatching(
    draw: ImageDraw.ImageDraw,
    polygon: Sequence[Point],
    colour: str,
    *,
    spacing: int = 12,
    width: int = 2,
) -> None:
    """Diagonal lines across ``polygon`` (clipped to it): a fill pattern that is not colour."""
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    x_min, x_max, y_min, y_max = min(xs), max(xs), min(ys), max(ys)
    edges = list(zip(polygon, [*polygon[1:], polygon[0]], strict=True))
    # Lines x - y = c; intersect each with the polygon's edges and draw inside segments.
    c = x_min - y_max
    while c <= x_max - y_min:
        hits: list[float] = []
        for (x0, y0), (x1, y1) in edges:
            d0, d1 = x0 - y0 - c, x1 - y1 - c
            if (d0 > 0) != (d1 > 0):
                t = d0 / (d0 - d1)
                hits.append(y0 + t * (y1 - y0))
        hits.sort()
        for a, b in zip(hits[0::2], hits[1::2], strict=False):
            draw.line((c + a, a, c + b, b), fill=colour, width=width)
        c += spacing


def draw_edges(
    draw: ImageDraw.ImageDraw,
    points: Mapping[str, Point],
    pairs: Sequence[tuple[str, str]],
    *,
    colour: str = FAINT,
    width: int = 2,
    dash: int = 0,
) -> None:
    """Lines between named points (adjacency drawn faintly); dashed when ``dash`` > 0."""
    for a, b in pairs:
        if a not in points or b not in points:
            continue
        (x0, y0), (x1, y1) = points[a], points[b]
        if dash <= 0:
            draw.line((x0, y0, x1, y1), fill=colour, width=width)
            continue
        length = math.hypot(x1 - x0, y1 - y0)
        steps = max(1, int(length // (2 * dash)))
        for i in range(steps):
            t0, t1 = (2 * i) / (2 * steps), (2 * i + 1) / (2 * steps)
            draw.line(
                (
                    x0 + (x1 - x0) * t0,
                    y0 + (y1 - y0) * t0,
                    x0 + (x1 - x0) * t1,
                    y0 + (y1 - y0) * t1,
                ),
                fill=colour,
                width=width,
            )


def draw_region(
    draw: ImageDraw.ImageDraw,
    region: MapRegion,
    *,
    fill: str,
    outline: str = INK,
    width: int = 2,
    hatch: str | None = None,
) -> None:
    """One map region: filled outline, optionally hatched with ``hatch`` lines."""
    draw.polygon(list(region.polygon), fill=fill)
    if hatch is not None:
        draw_hatching(draw, region.polygon, hatch)
    draw.line([*region.polygon, region.polygon[0]], fill=outline, width=width, joint="curve")


def draw_arrow(
    draw: ImageDraw.ImageDraw,
    start: Point,
    end: Point,
    colour: str,
    *,
    width: int = 7,
    head: float = 22,
    inset: float = 18,
    end_inset: float | None = None,
) -> None:
    """A thick arrow from ``start`` to ``end``, in ``colour`` outlined in ink so it shows on
    any fill: a piece's move on a map. The tail is pulled in by ``inset``, the tip by
    ``end_inset`` (default ``inset``), e.g. to stop short of the counters at the end."""
    (x0, y0), (x1, y1) = start, end
    tip_inset = inset if end_inset is None else end_inset
    length = math.hypot(x1 - x0, y1 - y0)
    if length <= inset + tip_inset + head:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    x0, y0 = x0 + ux * inset, y0 + uy * inset
    x1, y1 = x1 - ux * tip_inset, y1 - uy * tip_inset
    base = (x1 - ux * head, y1 - uy * head)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    tip = [(x1, y1), (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    draw.line((x0, y0, *base), fill=INK, width=width + 4)
    draw.polygon(tip, fill=INK)
    draw.line((x0, y0, *base), fill=colour, width=width)
    inner = [
        (x1 - ux * 3, y1 - uy * 3),
        (base[0] + wing[0] * 0.75, base[1] + wing[1] * 0.75),
        (base[0] - wing[0] * 0.75, base[1] - wing[1] * 0.75),
    ]
    draw.polygon(inner, fill=colour)


def draw_graph_map(
    draw: ImageDraw.ImageDraw,
    nodes: Mapping[str, Point],
    edges: Sequence[tuple[str, str]],
    *,
    labels: Mapping[str, str],
    fills: Mapping[str, str] | None = None,
    size: tuple[float, float] = (120, 44),
    text_size: int = 18,
) -> dict[str, Box]:
    """A schematic map: one rounded box per node at its position, adjacency as faint lines.

    For maps known only as positions and neighbours (no outlines). Edges are drawn first so
    boxes cover their ends; returns each node's box so callers can place counters in it.
    """
    draw_edges(draw, nodes, edges, colour=FAINT, width=3)
    width, height = size
    boxes: dict[str, Box] = {}
    for node, (x, y) in nodes.items():
        box = (x - width / 2, y - height / 2, x + width / 2, y + height / 2)
        fill = (fills or {}).get(node, "#ffffff")
        draw.rounded_rectangle(box, radius=height / 4, fill=fill, outline=INK, width=2)
        draw_text(
            draw,
            (x, y),
            labels.get(node, node),
            size=text_size,
            anchor="mm",
            max_width=width - 8,
            fill=ink_on(fill),
        )
        boxes[node] = box
    return boxes
