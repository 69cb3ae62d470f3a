"""Tracks every player has a marker on, with what their steps are worth: for every game.

A :class:`PlayerTrack` is data — a label, the highest step, how to read a player's step from
the view, and how runs of steps are worth something (influence: +1 defence per 3 points;
media: a military limit per 2 points; a tender track: money per step). :func:`draw_player_track`
draws it as a track (a cell per step, each player's marker on its step, markers sharing a
step stacked) over a **scale**: a strip naming what each run of steps is worth. A changed
track can carry a "changed" badge beside its label (:func:`draw_changed_badge`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from PIL import ImageDraw

from .base import PlayerStyle, font, player_style, tr
from .draw import (
    ALERT,
    FAINT,
    INK,
    MUTED,
    Box,
    TrackGeometry,
    draw_text,
    draw_track,
    text_width,
)


class SeatRecord(Protocol):
    """Anything in a view that belongs to one seat (a player's public tracks)."""

    @property
    def seat(self) -> int: ...


Player = TypeVar("Player", bound=SeatRecord)


@dataclass(frozen=True)
class PlayerTrack(Generic[Player]):
    """A track every player has a marker on, and what runs of its steps are worth.

    ``run`` steps in a row share one value, ``worth(step)`` is the text printed under them in
    the strip beneath the track (e.g. influence: "+1" for 3–5), ``colours`` alternate by run.
    """

    label: str
    maximum: int
    value_of: Callable[[Player], int]
    run: int
    worth: Callable[[int], str]
    colours: tuple[str, str]
    scale_title: str

    def groups(self) -> list[tuple[int, int, str, str]]:
        """(first step, last step, text, fill) for each run of steps worth the same."""
        return [
            (
                first,
                min(first + self.run - 1, self.maximum),
                self.worth(first),
                self.colours[index % 2],
            )
            for index, first in enumerate(range(0, self.maximum + 1, self.run))
        ]


def markers_by_value(
    players: Iterable[Player], value_of: Callable[[Player], int], top: int
) -> dict[int, list[PlayerStyle]]:
    """Every player's marker on its step of a track (clamped to 0..top), in seat order."""
    markers: dict[int, list[PlayerStyle]] = {}
    for player in players:
        step = max(0, min(top, value_of(player)))
        markers.setdefault(step, []).append(player_style(player.seat))
    return markers


def draw_scale(
    draw: ImageDraw.ImageDraw,
    geometry: TrackGeometry,
    groups: Sequence[tuple[int, int, str, str]],
    box: Box,
    title: str,
) -> None:
    """A strip under a track naming what each run of its steps is worth (``groups`` of
    first step, last step, text, fill), with ``title`` in the track's label column."""
    left, top, _, bottom = box
    draw_text(draw, (left, (top + bottom) / 2), tr(title), size=13, anchor="lm", fill=MUTED)
    for first, last, text, fill in groups:
        x0, x1 = geometry.cells[first][0], geometry.cells[last][2]
        draw.rectangle((x0, top, x1, bottom), fill=fill, outline=FAINT)
        draw_text(
            draw,
            ((x0 + x1) / 2, (top + bottom) / 2),
            text,
            size=13,
            anchor="mm",
            fill=INK,
            max_width=x1 - x0 - 2,
            min_size=8,
        )


def draw_player_track(
    draw: ImageDraw.ImageDraw,
    box: Box,
    spec: PlayerTrack[Player],
    players: Sequence[Player],
    *,
    label_width: float,
    scale_height: float,
    size: int = 14,
) -> float:
    """One players' track in ``box`` (a cell per step, every marker on its step, stacked when
    several share it) with its scale strip under it; returns the strip's bottom edge."""
    groups = spec.groups()
    bands = {step: fill for first, last, _, fill in groups for step in range(first, last + 1)}
    geometry = draw_track(
        draw,
        box,
        list(range(spec.maximum + 1)),
        label=tr(spec.label),
        label_width=label_width,
        markers=markers_by_value(players, spec.value_of, spec.maximum),
        bands=bands,
        size=size,
    )
    left, _, right, bottom = box
    strip = (left, bottom, right, bottom + scale_height)
    draw_scale(draw, geometry, groups, strip, spec.scale_title)
    return strip[3]


def changed_seats(
    before: Sequence[Player] | None,
    after: Sequence[Player],
    value_of: Callable[[Player], int],
) -> list[int]:
    """The seats whose step on a track differs between two views' players (none without a
    view before)."""
    if before is None:
        return []
    earlier: Mapping[int, int] = {p.seat: value_of(p) for p in before}
    return [p.seat for p in after if p.seat in earlier and earlier[p.seat] != value_of(p)]


def draw_changed_badge(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str = "changed"
) -> Box:
    """A small red badge (white "changed") whose left middle is at ``xy``, for a track the
    last move changed (drawn under the track's label); its box."""
    x, y = xy
    text = tr(text)
    width = 12 + text_width(text, font(12))
    box = (x, y - 7, x + width, y + 7)
    draw.rounded_rectangle(box, radius=7, fill=ALERT)
    draw_text(draw, (x + width / 2, y), text, size=12, anchor="mm", fill="#ffffff")
    return box
