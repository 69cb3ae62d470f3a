"""Board pictures, drawn only from a :class:`rules.core.View` (never from a full state).

Because a renderer only ever receives a view, a public picture cannot show a secret: the
public view holds none. ``render_view(view, previous=...)`` returns PNG bytes; a game's
renderer is found by convention, the module ``render/<game name>.py`` with a ``draw_board``
(nothing to register); a game without one gets a plain text card of its view. ``previous`` is the view before the last move (the same seat's or the public one): a
renderer marks what changed from it (:mod:`render.changes`). ``render_private_card(view)`` is
a small picture of a seat's own secrets for a direct message, instead of a second full board.

A renderer is ``draw_board(view, previous=None) -> PIL image``; a game's module may also have
``draw_private_card(view) -> PIL image``.
"""

from __future__ import annotations

import functools
import io
import json
import struct
import zlib
from collections.abc import Callable, Hashable, Sequence
from importlib import import_module
from itertools import compress
from types import ModuleType

from isal import isal_zlib
from PIL import Image, ImageChops, ImageDraw

from rules.core import View
from rules.core.text import speaking

from .base import font, speak
from .changes import changes
from .draw import printable, start_record

Renderer = Callable[..., Image.Image]

#: Renderer modules of test-only games, whose renderers live under ``tests/`` (see
#: :func:`add_renderer`); a real game's renderer is only ever found by convention.
_TEST_RENDERERS: dict[str, ModuleType] = {}


def add_renderer(game: str, module: ModuleType) -> None:
    """Use ``module`` (with its ``draw_board``, maybe ``draw_private_card``) for the test-only
    game ``game``, whose renderer cannot live in ``render/``."""
    _TEST_RENDERERS[game] = module


def renderer_module(game: str) -> ModuleType | None:
    """The game's renderer module: ``render/<game>.py`` when it exists and has a
    ``draw_board`` (or one added for a test-only game), else ``None``."""
    return _TEST_RENDERERS.get(game) or _convention_module(game)


@functools.cache
def _convention_module(game: str) -> ModuleType | None:
    if not game.isidentifier():
        return None
    name = f"{__name__}.{game}"
    try:
        module = import_module(name)
    except ModuleNotFoundError as error:
        if error.name == name:
            return None
        raise
    return module if callable(getattr(module, "draw_board", None)) else None


def renderer_for(game: str) -> Renderer:
    """The game's ``draw_board`` (see :func:`renderer_module`), or the plain text card."""
    module = renderer_module(game)
    if module is None:
        return text_card
    renderer: Renderer = module.draw_board
    return renderer


def render_image(view: View, previous: View | None = None) -> Image.Image:
    """The board picture of ``view``, marking what changed since ``previous`` if given (in
    English until the game's renderer sets the picture's language, so no picture takes the
    words of the one drawn before it). What it placed is then in :func:`render.draw.placed`.
    The names of the game's things are said in the view's language: the kit's language
    context (:func:`rules.core.text.speaking`, issue 28) is held at it while drawing."""
    speak(view, {})
    start_record()
    with speaking(view.language):
        return renderer_for(view.game)(view, previous=previous)


def render_view(view: View, *, previous: View | None = None, max_bytes: int | None = None) -> bytes:
    """The board picture for ``view`` as PNG bytes, marking what changed since ``previous``
    (the view before the last move; None: nothing marked), scaled down if over ``max_bytes``."""
    image = render_image(view, previous)
    return _fitted_png(image, max_bytes, (view.game, view.seat))


def render_private_card(view: View, *, max_bytes: int | None = None) -> bytes:
    """A small picture of what only ``view.seat`` sees (cash, reserves, offers), for a direct
    message or ``/game hand`` instead of a second full board: the game's own card
    (``draw_private_card`` beside its renderer), else its private view as text. A view without
    a seat (a spectator's) has no private part: :class:`ValueError`."""
    if view.seat is None or view.private is None:
        raise ValueError("a private card needs a seat's view (this one is a spectator's)")
    module = renderer_module(view.game)
    card: Renderer | None = getattr(module, "draw_private_card", None) if module else None
    speak(view, {})
    with speaking(view.language):
        image = card(view) if card is not None else private_text_card(view)
    return _fitted_png(image, max_bytes, (view.game, "card"))


#: Widths a replay is drawn at, largest first, until it fits the upload limit; and how long
#: each board shows (the last one longer).
REPLAY_WIDTHS = (960, 720, 540, 400)
REPLAY_FRAME_MS = 1200
REPLAY_LAST_FRAME_MS = 4000


def render_replay(views: Sequence[View], *, max_bytes: int) -> bytes:
    """An animated GIF of ``views`` (public boards, turn by turn, each marking what changed
    since the one before), under ``max_bytes``: drawn smaller, then with every other board
    (the first and last kept), until it fits. :class:`ValueError` if it never does."""
    if not views:
        raise ValueError("a replay needs at least one board")
    drawn = [
        render_image(view, previous).convert("RGB")
        for view, previous in zip(views, [None, *views[:-1]], strict=True)
    ]
    frames = list(range(len(drawn)))
    while True:
        for width in REPLAY_WIDTHS:
            data = _gif([drawn[i] for i in frames], width)
            if len(data) <= max_bytes:
                return data
        if len(frames) <= 2:
            raise ValueError("the replay does not fit the upload limit")
        frames = frames[:-1:2] + [frames[-1]]


def _gif(images: Sequence[Image.Image], width: int) -> bytes:
    shrunk = [
        image.resize((width, image.height * width // image.width), Image.Resampling.LANCZOS)
        if image.width > width
        else image
        for image in images
    ]
    # One palette for all frames (from the last, fullest board): flat colours stay flat.
    palette = shrunk[-1].quantize(256, method=Image.Quantize.FASTOCTREE)
    frames = [image.quantize(palette=palette, dither=Image.Dither.NONE) for image in shrunk]
    buffer = io.BytesIO()
    durations = [REPLAY_FRAME_MS] * (len(frames) - 1) + [REPLAY_LAST_FRAME_MS]
    frames[0].save(
        buffer,
        format="GIF",
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        optimize=True,
    )
    return buffer.getvalue()


def _fitted_png(image: Image.Image, max_bytes: int | None, kind: Hashable = None) -> bytes:
    """``image`` as PNG, scaled down by quarters while over ``max_bytes``; ``kind`` says which
    pictures look alike (a game's public board, one seat's board) to share a palette."""
    data = _png(image, kind)
    while max_bytes is not None and len(data) > max_bytes and image.width > 320:
        image = image.resize(
            (image.width * 3 // 4, image.height * 3 // 4), Image.Resampling.LANCZOS
        )
        data = _png(image, kind)
    return data


#: Deflate level of a board's PNG (ISA-L's, levels 0-3: :func:`_png_bytes`). Measured on the
#: 128 boards of benchmarks/png_encode.py (four games, benchmarks/README.md, "PNG encoding"):
#: level 2 takes ~1.2 ms a board for 20.0 MB in all, where Pillow's encoder took ~7.5 ms at
#: zlib level 3 for 19.0 MB (zlib-ng in one call at level 2: ~2.7 ms for 18.9 MB; ISA-L's level
#: 3 is slower and larger, its 1 the same as 2).
PNG_LEVEL = 2


#: The last 256-colour palette used for each kind of picture and size: the pictures of a game
#: share their colours, so mapping a picture onto the palette of the one before (~2 ms, and
#: ~3 ms to check the fit) replaces most palette searches (~10-20 ms). A picture the palette
#: does not fit gets a palette of its own.
_PALETTES: dict[tuple[Hashable, int, int], Image.Image] = {}
#: A reused palette fits when fewer than this share of pixels is off by more than
#: :data:`PALETTE_TOLERANCE` levels of 255 (a fresh palette: ~1 pixel in a million).
PALETTE_MISFIT = 1 / 20_000
PALETTE_TOLERANCE = 24
#: Most distinct colours a picture's fit is checked on colour by colour (a board has 3,000 to
#: 6,000: flat fills plus antialiased edges and text); a picture with more is checked pixel by
#: pixel.
FIT_COLOURS = 65_536
_MISFIT_LEVELS = [0] * (PALETTE_TOLERANCE + 1) + [1] * (255 - PALETTE_TOLERANCE)


def _png(image: Image.Image, kind: Hashable = None) -> bytes:
    """``image`` as a 256-colour PNG.

    A board is flat colours, antialiased edges and text: reduced to 256 colours (Pillow's fast
    octree) it looks the same (a mean difference of ~1.5 levels of 255 per channel; a handful
    of pixels differ by more than 24) while encoding in a third of the time of a full-colour
    PNG (no per-row filters to choose) into less than half the bytes, which Discord also
    uploads and shows sooner. A picture of no more than 256 colours (some private cards) keeps
    them exactly.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")  # read only: no copy
    key = (kind, *rgb.size)
    palette = _PALETTES.get(key)
    if rgb.getcolors(256) is not None:  # a card in few colours: stop at the 257th
        # Its own colours exactly (maximum coverage keeps every colour when there are no more
        # than asked for; the fast octree and a reused palette would move them a few levels).
        reduced = rgb.quantize(256, method=Image.Quantize.MAXCOVERAGE)
    elif palette is not None and _fits(rgb, palette):
        reduced = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        reduced = rgb.quantize(256, method=Image.Quantize.FASTOCTREE)
        _PALETTES[key] = reduced
    return _png_bytes(reduced)


#: PNG's signature, and the IHDR fields after the size of an 8-bit palette picture (bit depth
#: 8, colour type 3, deflate, no interlacing).
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PALETTE_IHDR = bytes((8, 3, 0, 0, 0))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
    )


def _png_bytes(reduced: Image.Image) -> bytes:
    """A palette picture as PNG: the chunks Pillow writes for it (IHDR, PLTE, IDAT, IEND), its
    rows unfiltered as Pillow leaves a palette picture's, deflated by ISA-L (``isal``) in one
    call at :data:`PNG_LEVEL` — Pillow's encoder deflates row by row with zlib at ~6x the
    time. A palette of at most 16 colours (a picture Pillow writes at 1, 2 or 4 bits a pixel)
    or with a transparent colour is left to Pillow, at zlib level 3."""
    colours = max(min(len(reduced.palette.getdata()[1]) // 3, 256), 1) if reduced.palette else 256
    if colours <= 16 or "transparency" in reduced.info:
        buffer = io.BytesIO()
        reduced.save(buffer, format="PNG", compress_level=3)
        return buffer.getvalue()
    width, height = reduced.size
    palette = reduced.im.getpalette("RGB")[: colours * 3].ljust(colours * 3, b"\0")
    pixels = memoryview(reduced.tobytes())
    # every row after its filter byte: 0, "None"
    rows = b"\0" + b"\0".join(pixels[y * width : (y + 1) * width] for y in range(height))
    header = struct.pack(">II", width, height) + _PALETTE_IHDR
    return b"".join(
        (
            _PNG_SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", palette),
            _chunk(b"IDAT", isal_zlib.compress(rows, PNG_LEVEL)),
            _chunk(b"IEND", b""),
        )
    )


def _fits(rgb: Image.Image, palette: Image.Image) -> bool:
    """Whether ``rgb`` mapped onto a reused ``palette`` stays as close to the drawing as a
    palette of its own would: fewer than :data:`PALETTE_MISFIT` of its pixels off by more than
    :data:`PALETTE_TOLERANCE` (in grey levels of the difference).

    Mapping onto a palette without dithering sends every pixel of one colour to the same
    entry, so the check runs on the picture's distinct colours, each weighted by its pixel
    count (a strip of a few thousand pixels instead of two million): the same answer as
    mapping the whole picture and comparing it pixel by pixel, in a third of the time."""
    counted = rgb.getcolors(FIT_COLOURS)
    if counted is None:  # too many colours: compare pixel by pixel
        reduced = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
        levels = ImageChops.difference(rgb, reduced.convert("RGB")).convert("L").histogram()
        return sum(levels[PALETTE_TOLERANCE + 1 :]) < PALETTE_MISFIT * sum(levels)
    strip = Image.new("RGB", (len(counted), 1))
    strip.putdata([colour for _count, colour in counted])
    mapped = strip.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
    # 1 where a colour lands further than the tolerance from the palette entry it is sent to
    off = ImageChops.difference(strip, mapped).convert("L").point(_MISFIT_LEVELS).tobytes()
    misfit = sum(count for count, _colour in compress(counted, off))
    return misfit < PALETTE_MISFIT * rgb.width * rgb.height


def text_card(view: View, previous: View | None = None) -> Image.Image:
    """A plain picture listing the view as text: the fallback for games without a renderer.
    With ``previous``, the public values the last move changed come first ("Changed: ...")."""
    title = f"{view.game} — step {view.step}" + (" — game over" if view.over else "")
    lines = [title, "Seats: " + ", ".join(f"{i}: {n}" for i, n in enumerate(view.seats))]
    waiting = ", ".join(view.seats[s] for s in view.to_act) or "nobody"
    lines.append(f"Waiting for: {waiting}")
    if previous is not None:
        found = changes(previous.public, view.public)
        for change in found[:8]:
            where = ".".join(str(part) for part in change.path)
            lines.append(f"Changed: {where}: {change.before!r} -> {change.after!r}")
        if len(found) > 8:
            lines.append(f"Changed: ... and {len(found) - 8} more")
    public = (
        view.public.model_dump(mode="json") if hasattr(view.public, "model_dump") else view.public
    )
    lines += json.dumps(public, indent=1, ensure_ascii=False).splitlines()[:60]
    if view.private is not None:
        private = (
            view.private.model_dump(mode="json")
            if hasattr(view.private, "model_dump")
            else view.private
        )
        lines.append(f"Private to {view.seats[view.seat or 0]}:")
        lines += json.dumps(private, indent=1, ensure_ascii=False).splitlines()[:30]
    text_font = font(18)
    width = 1280
    height = 40 + 24 * len(lines)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        draw.text((20, 20 + 24 * i), printable(line[:140]), fill="black", font=text_font)
    return image


def private_text_card(view: View) -> Image.Image:
    """A small picture of a seat's private view as text: the fallback private card."""
    private = (
        view.private.model_dump(mode="json")
        if hasattr(view.private, "model_dump")
        else view.private
    )
    name = view.seats[view.seat] if view.seat is not None and view.seat < len(view.seats) else ""
    lines = [f"{view.game} - only for {name}"]
    lines += json.dumps(private, indent=1, ensure_ascii=False).splitlines()[:24]
    text_font = font(18)
    image = Image.new("RGB", (640, 30 + 24 * len(lines)), "#fffbe6")
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        draw.text((16, 14 + 24 * i), printable(line[:60]), fill="black", font=text_font)
    return image
