"""The players table: every seat in turn order with its marker, name and a few figures.

For every game: a game says which figures a row shows (columns of its own, such as military
on the board or regions controlled) and the kit draws the place, the seat's marker (shape,
colour and letter), the name fitted to its column, and highlights the seat whose turn it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from .base import player_style, tr
from .draw import Column, Point, draw_table, marker_icon


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name from a view's seats, or "seat N" when the view does not name it."""
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def draw_players_table(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    width: float,
    order: Sequence[int],
    names: Sequence[str],
    figures: Mapping[str, float],
    cells: Callable[[int], Sequence[str]],
    *,
    current: int | None = None,
    size: int = 19,
    row_height: int = 25,
    header_size: int = 15,
) -> float:
    """The seats of ``order``, one row each: place, marker, name, then one column per entry of
    ``figures`` (header -> width) filled by ``cells(seat)``; the ``current`` seat's row is
    highlighted. Returns the table's bottom edge."""
    fixed = {"#": 30.0, "": 36.0}
    name_width = width - sum(fixed.values()) - sum(figures.values())
    columns = [Column("#", fixed["#"], "m"), Column("", fixed[""], "m")]
    columns.append(Column(tr("Player"), name_width, "l"))
    columns += [Column(header, column_width, "m") for header, column_width in figures.items()]
    rows: list[list[Any]] = []
    highlight = []
    for place, seat in enumerate(order):
        if seat == current:
            highlight.append(place)
        rows.append(
            [str(place + 1), marker_icon(player_style(seat)), seat_name(names, seat), *cells(seat)]
        )
    box = draw_table(
        draw,
        xy,
        columns,
        rows,
        size=size,
        row_height=row_height,
        header_size=header_size,
        highlight_rows=highlight,
        min_size=14,
    )
    return box[3]
