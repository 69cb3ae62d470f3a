"""Large-type parts that read in Discord's inline preview, and the private card: every game.

Discord shows a picture inline at about 550 px wide, a third of a 1600 px board: only text of
~36 px and more stays legible there. A game's picture opens with a banner built from these
parts — a **status bar** (the stage, and whom the game waits on in a yellow pill), a row of
**player cards** (marker, name and a few lines of figures; the player to act on yellow, a card
the last move changed framed in the highlighter colour :data:`CHANGED`) and a **change line**
("Last move: ...") — and keeps its detail on the board below. :func:`private_card` draws a
seat's secrets on a small card for a direct message, instead of a second full board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from .base import PlayerStyle, font
from .draw import FAINT, INK, MUTED, Box, Icon, draw_marker, draw_text, printable, text_width

#: The colour that marks what the last move changed (a highlighter's yellow, unlike any
#: player colour or the red of a battle).
CHANGED = "#ffc400"
#: The yellow of whoever the game waits on.
WAITING = "#fff1b8"


@dataclass(frozen=True)
class CardLine:
    """One line of text on a card: its size in pixels, colour and weight."""

    text: str
    size: int
    fill: str = INK
    bold: bool = False


def draw_status_bar(
    draw: ImageDraw.ImageDraw,
    box: Box,
    stage: str,
    style: PlayerStyle | None,
    waiting: str,
    *,
    split: float = 752,
) -> None:
    """The stage (turn, phase, round) in bold on the left, and in a yellow pill from ``split``
    on, the marker of the seat concerned (if any) and what the game waits on."""
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    draw_text(
        draw, (left + 8, middle), stage, size=40, anchor="lm", bold=True, max_width=split - 22
    )
    pill = (left + split, top, right, bottom)
    draw.rounded_rectangle(pill, radius=14, fill=WAITING, outline="#e0c766", width=2)
    x = pill[0] + 14
    if style is not None:
        draw_marker(draw, (x + 22, middle), 22, style)
        x += 54
    draw_text(draw, (x, middle), waiting, size=36, anchor="lm", max_width=pill[2] - x - 12)


def card_boxes(box: Box, count: int, gap: float = 8) -> list[Box]:
    """``count`` cards side by side filling ``box``, ``gap`` apart."""
    left, top, right, bottom = box
    width = (right - left - gap * (count - 1)) / max(1, count)
    return [
        (left + i * (width + gap), top, left + i * (width + gap) + width, bottom)
        for i in range(count)
    ]


def draw_player_card(
    draw: ImageDraw.ImageDraw,
    card: Box,
    style: PlayerStyle,
    name: str,
    lines: Sequence[CardLine],
    *,
    current: bool = False,
    changed: bool = False,
) -> None:
    """One player's card: marker and name (32 px, bold), then ``lines`` from 62 px down,
    32 px apart; yellow for the player to act (or the winner), framed in :data:`CHANGED` when
    the last move changed its figures."""
    left, top, right, bottom = card
    if changed:
        draw.rounded_rectangle((left - 3, top - 3, right + 3, bottom + 3), radius=14, fill=CHANGED)
    draw.rounded_rectangle(
        card, radius=12, fill=WAITING if current else "#ffffff", outline=FAINT, width=2
    )
    draw_marker(draw, (left + 24, top + 24), 17, style)
    draw_text(
        draw,
        (left + 48, top + 24),
        name,
        size=32,
        anchor="lm",
        bold=True,
        max_width=right - left - 56,
    )
    for index, line in enumerate(lines):
        draw_text(
            draw,
            (left + 10, top + 62 + 32 * index),
            line.text,
            size=line.size,
            anchor="lm",
            fill=line.fill,
            bold=line.bold,
            max_width=right - left - 20,
        )


def draw_change_line(
    draw: ImageDraw.ImageDraw,
    box: Box,
    phrases: Sequence[str] | None,
    step: int,
    say: Callable[..., str] = str.format,
    who: str | None = None,
) -> None:
    """ "Last move: ", who made it (``who``, if known) and the ``phrases`` saying what it did,
    on one line in a box framed in :data:`CHANGED`: as many whole phrases as fit at a readable
    size, then "... (+n)" for the n left out (they are marked on the board); the move number
    alone when nothing is known of the move (``None``). ``say`` gives the fixed words in the
    picture's language (:func:`render.base.words_for`: "Last move: {what}", "{name}: {what}",
    "nothing visible changed", "Move {step}")."""
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    if phrases is None:
        draw_text(draw, (left + 8, middle), say("Move {step}", step=step), size=28, anchor="lm",
                  fill=MUTED)  # fmt: skip
        return
    draw.rounded_rectangle(box, radius=12, fill="#fff8d6", outline=CHANGED, width=3)
    room = right - left - 28

    def line(shown: Sequence[str], left_out: int) -> str:
        what = "; ".join(shown) if shown else say("nothing visible changed")
        if left_out:
            what += f"; ... (+{left_out})"
        if who:
            what = say("{name}: {what}", name=who, what=what)
        return say("Last move: {what}", what=what)

    count = len(phrases)
    while count > 1 and text_width(printable(line(phrases[:count], len(phrases) - count)),
                                   font(CHANGE_MIN)) > room:  # fmt: skip
        count -= 1
    text = line(phrases[:count], len(phrases) - count)
    draw_text(draw, (left + 14, middle), text, size=30, anchor="lm", max_width=room, min_size=22)


#: The smallest size the change line's phrases are kept whole at (then some are left out).
CHANGE_MIN = 26


def private_card(
    size: tuple[int, int],
    style: PlayerStyle,
    title: str,
    lines: Sequence[tuple[Icon | None, CardLine]],
    footer: str,
) -> Image.Image:
    """A small card of one seat's secrets: a yellow title bar with the seat's marker, then
    ``lines`` (an optional icon before each) from 90 px down, and ``footer`` (the moment it
    belongs to) at the bottom right."""
    width, height = size
    image = Image.new("RGB", size, "#fffbe6")
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, width - 1, 52), fill="#ffe98a")
    draw.rectangle((0, 0, width - 1, height - 1), outline="#e0c766", width=3)
    draw_marker(draw, (30, 26), 17, style)
    draw_text(draw, (56, 26), title, size=28, anchor="lm", bold=True, max_width=width - 70)
    y = 90.0
    for icon, line in lines:
        x = 22.0
        if icon is not None:
            icon(draw, (36, y), 18)
            x = 64.0
        draw_text(
            draw,
            (x, y),
            line.text,
            size=line.size,
            anchor="lm",
            fill=line.fill,
            bold=line.bold,
            max_width=width - x - 14,
        )
        y += max(42.0, line.size * 1.35)
    draw_text(
        draw,
        (width - 14, height - 16),
        footer,
        size=18,
        anchor="rm",
        fill=MUTED,
        max_width=width - 28,
    )
    return image
