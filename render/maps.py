"""Maps drawn from authored outlines: the projection and the shared borders, for every game.

A game's map is data: corner points in longitude/latitude shared by the regions that meet
there, each region's outline as a list of corner names, and optionally where its label goes.
:class:`MapProjection` turns those degrees into pixels — equirectangular, with longitude
shortened by the cosine of a reference latitude, and stretched band by band so that crowded
areas get room for their pieces while empty ones shrink (both stretches increase, so every
region keeps its neighbours and its compass direction). :func:`shared_borders` says which
regions the drawing makes neighbours, for a test against the game's own adjacency.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from .draw import Box, MapRegion, Point, polygon_centroid

#: A stretch of one axis: (from, to, factor) bands, in degrees.
Bands = tuple[tuple[float, float, float], ...]


def stretch(value: float, bands: Bands) -> float:
    """Piecewise-linear and increasing: the distance from the first band's start, each band's
    part multiplied by its factor (a value before the first band gives 0)."""
    total = 0.0
    for start, stop, factor in bands:
        if value <= start:
            break
        total += (min(value, stop) - start) * factor
    return total


@dataclass(frozen=True)
class MapProjection:
    """Longitude/latitude to pixels for one authored map.

    ``vertices`` are the named corner points (lon °E, lat °N); ``outlines`` each region's
    corners in order; ``labels_at`` where a region's label (and the pieces under it) goes
    when its centroid would be a poor place; ``lon_bands`` / ``lat_bands`` the stretch of each
    axis (see :func:`stretch`; empty: no stretch); ``reference_latitude`` the latitude whose
    cosine shortens longitude degrees.
    """

    vertices: Mapping[str, tuple[float, float]]
    outlines: Mapping[str, tuple[str, ...]]
    labels_at: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    lon_bands: Bands = ()
    lat_bands: Bands = ()
    reference_latitude: float = 0.0

    def warp(self, lon: float, lat: float) -> Point:
        """Equirectangular coordinates of a point, stretched band by band (y grows north)."""
        x = stretch(lon, self.lon_bands) if self.lon_bands else lon
        y = stretch(lat, self.lat_bands) if self.lat_bands else lat
        return x * math.cos(math.radians(self.reference_latitude)), y

    def regions(self, box: Box, names: Mapping[str, str] | None = None) -> dict[str, MapRegion]:
        """Every region's outline and label point, the whole map fitted into ``box`` (pixels,
        aspect kept, centred); ``names`` gives the printed names (default: the ids)."""
        warped = {name: self.warp(*lonlat) for name, lonlat in self.vertices.items()}
        labels = {rid: self.warp(*lonlat) for rid, lonlat in self.labels_at.items()}
        xs = [p[0] for p in warped.values()]
        ys = [p[1] for p in warped.values()]
        left, top, right, bottom = box
        scale = min((right - left) / (max(xs) - min(xs)), (bottom - top) / (max(ys) - min(ys)))
        x_off = left + ((right - left) - scale * (max(xs) - min(xs))) / 2
        y_off = top + ((bottom - top) - scale * (max(ys) - min(ys))) / 2

        def to_px(point: Point) -> Point:
            return (
                round(x_off + (point[0] - min(xs)) * scale, 1),
                round(y_off + (max(ys) - point[1]) * scale, 1),
            )

        found: dict[str, MapRegion] = {}
        for rid, corners in self.outlines.items():
            polygon = tuple(to_px(warped[c]) for c in corners)
            label = to_px(labels[rid]) if rid in labels else polygon_centroid(polygon)
            found[rid] = MapRegion(rid, (names or {}).get(rid, rid), polygon, label)
        return found


def shared_borders(outlines: Mapping[str, Sequence[str]]) -> set[frozenset[str]]:
    """Pairs of regions whose outlines share an edge (two consecutive corners): the
    neighbours the drawing shows, to check against the game's adjacency."""
    edges: dict[frozenset[str], set[str]] = {}
    for rid, corners in outlines.items():
        for a, b in zip(corners, (*corners[1:], corners[0]), strict=True):
            edges.setdefault(frozenset((a, b)), set()).add(rid)
    return {frozenset(owners) for owners in edges.values() if len(owners) == 2}


def spread(
    points: Mapping[str, Point], min_distance: float, box: Box, rounds: int = 80
) -> dict[str, Point]:
    """The same points pushed apart until no two are closer than ``min_distance`` (as far as
    ``rounds`` of relaxation allow), kept inside ``box``: crowded places (a capital and its
    suburbs) get room for their labels and pieces while the map keeps its shape. Each round
    moves every too-close pair apart by half the missing distance each, along the line
    joining them; deterministic (pairs in sorted order)."""
    names = sorted(points)
    at = {name: [float(points[name][0]), float(points[name][1])] for name in names}
    left, top, right, bottom = box
    for _ in range(rounds):
        moved = False
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                dx = at[b][0] - at[a][0]
                dy = at[b][1] - at[a][1]
                dist = math.hypot(dx, dy)
                if dist >= min_distance:
                    continue
                if dist == 0:
                    dx, dy, dist = 1.0, 0.0, 1.0
                push = (min_distance - dist) / 2
                ux, uy = dx / dist * push, dy / dist * push
                at[a][0] -= ux
                at[a][1] -= uy
                at[b][0] += ux
                at[b][1] += uy
                moved = True
        for name in names:
            at[name][0] = min(max(at[name][0], left), right)
            at[name][1] = min(max(at[name][1], top), bottom)
        if not moved:
            break
    return {name: (round(x, 1), round(y, 1)) for name, (x, y) in at.items()}


@dataclass(frozen=True)
class RubberSheet:
    """The background moved with the pieces: when points were pushed apart (:func:`spread`),
    the map under them is moved the same way, so that each point stays where it stands on the
    map (a town in its country, a port on its coast).

    ``moves`` are (where the point was projected, how far it was moved) pairs in pixels. A
    background point moves by the moves' mean, each weighted by a Gaussian of its distance
    (``sigma`` pixels) and against a still anchor of weight ``exp(-anchor)``: next to a moved
    point it follows it (98 % of the way with the default anchor of 4), far from every one it
    stays where it is. Deterministic; moves beyond four sigmas are ignored. A small sigma
    keeps the map's shapes where nothing moved and bends it only round the moved points.
    """

    moves: tuple[tuple[Point, Point], ...]
    sigma: float = 24.0
    anchor: float = 4.0

    @functools.cached_property
    def _cells(self) -> dict[tuple[int, int], list[tuple[Point, Point]]]:
        """The moves by square cells of four sigmas (a point looks at its cell's 3 x 3)."""
        size = 4 * self.sigma
        cells: dict[tuple[int, int], list[tuple[Point, Point]]] = {}
        for move in self.moves:
            (px, py), _ = move
            cells.setdefault((math.floor(px / size), math.floor(py / size)), []).append(move)
        return cells

    def __call__(self, point: Point) -> Point:
        x, y = point
        two_s2 = 2 * self.sigma * self.sigma
        cutoff = 16 * self.sigma * self.sigma
        size = 4 * self.sigma
        i, j = math.floor(x / size), math.floor(y / size)
        weight = math.exp(-self.anchor)
        dx = dy = 0.0
        for ci in (i - 1, i, i + 1):
            for cj in (j - 1, j, j + 1):
                for (px, py), (mx, my) in self._cells.get((ci, cj), ()):
                    d2 = (x - px) * (x - px) + (y - py) * (y - py)
                    if d2 > cutoff:
                        continue
                    w = math.exp(-d2 / two_s2)
                    weight += w
                    dx += w * mx
                    dy += w * my
        return x + dx / weight, y + dy / weight
