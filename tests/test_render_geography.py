"""The real maps under Suprématie's and Fitna's pictures (``render/data/*.json``, derived from
Natural Earth by ``scripts/derive_maps.py``): every territory has its area on land with its
point inside, every sea zone's point is open water, every Fitna box stands in its own country,
and the pictures paint them: a held territory in its holder's colour, the Mediterranean blue."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from PIL import Image

from render import fitna as fitna_render
from render import supremacy as supremacy_render
from render.base import player_style
from render.data import geography
from render.draw import Point, point_in_polygon, tint
from rules.fitna import GAME as FITNA
from rules.fitna.data import map as fmap
from rules.supremacy.data import world
from rules.supremacy.engine import ENGINE as SUPREMACY

Ring = list[Point]


def rings(found: Sequence[Sequence[Sequence[float]]]) -> list[Ring]:
    return [[(p[0], p[1]) for p in ring] for ring in found]


def inside(point: Point, found: list[Ring]) -> bool:
    return any(point_in_polygon(point, ring) for ring in found)


def distance(point: Point, found: list[Ring]) -> float:
    """The least distance from ``point`` to the outlines (degrees)."""
    best = math.inf
    for ring in found:
        for (x0, y0), (x1, y1) in zip(ring, [*ring[1:], ring[0]], strict=True):
            dx, dy = x1 - x0, y1 - y0
            length = dx * dx + dy * dy
            t = 0.0 if length == 0 else ((point[0] - x0) * dx + (point[1] - y0) * dy) / length
            t = min(1.0, max(0.0, t))
            best = min(best, math.hypot(point[0] - x0 - t * dx, point[1] - y0 - t * dy))
    return best


def test_the_data_names_its_source_and_licence() -> None:
    for name in ("supremacy_world", "fitna_levant"):
        data = geography(name)
        assert "Natural Earth" in data["source"]
        assert "public domain" in data["licence"].lower()
        assert data["derived_by"] == "scripts/derive_maps.py"


#: How far (degrees) an authored point may be from its area's outline, outside it: a point on
#: a coast the simplified outline passes by (the British Isles' at Morecambe Bay, 0.12°) or on
#: the map's edge (the Arctic Ocean's, at 82° N).
ON_THE_EDGE = 0.2


def test_every_supremacy_territory_is_an_area_of_land_round_its_point() -> None:
    data = geography("supremacy_world")
    lands = {rid for rid, r in world.REGIONS.items() if r.kind == "land"}
    assert set(data["territories"]) == lands
    for rid in lands:
        found = rings(data["territories"][rid])
        assert found, rid
        at = world.REGIONS[rid].at
        assert inside(at, found) or distance(at, found) < ON_THE_EDGE, rid


#: How close (degrees) two territories' outlines come where the game makes them neighbours: a
#: shared border, or a strait an army walks across (the Øresund between Denmark, in Western
#: Europe, and Scandinavia).
NEIGHBOURS_WITHIN = 0.3


def close(a: list[Ring], b: list[Ring], within: float) -> bool:
    """Whether a corner of one outline lies within ``within`` of the other's outline."""

    def bounds(found: list[Ring]) -> tuple[float, float, float, float]:
        xs = [x for ring in found for x, _ in ring]
        ys = [y for ring in found for _, y in ring]
        return min(xs) - within, min(ys) - within, max(xs) + within, max(ys) + within

    left, bottom, right, top = bounds(b)
    near = [p for ring in a for p in ring if left <= p[0] <= right and bottom <= p[1] <= top]
    return any(distance(p, b) < within for p in near)


def test_the_game_s_land_neighbours_are_neighbours_on_the_drawn_map() -> None:
    """What the drawing shows agrees with world.py's LAND_BORDERS: every pair the game makes
    neighbours meets on the map. (Some real borders the game has no edge for are drawn too:
    Finland and Karelia, the Caucasus and Iran, Sudan and Chad...; docs/supremacy.md.)"""
    territories = {
        rid: rings(found) for rid, found in geography("supremacy_world")["territories"].items()
    }
    for a, b in world.LAND_BORDERS:
        assert close(territories[a], territories[b], NEIGHBOURS_WITHIN), (a, b)


def test_every_supremacy_sea_zone_is_open_water_round_its_point() -> None:
    data = geography("supremacy_world")
    seas = {rid for rid, r in world.REGIONS.items() if r.kind != "land"}
    assert set(data["seas"]) == seas
    land = [ring for found in data["territories"].values() for ring in rings(found)]
    land += rings(data["other"])
    for rid in seas:
        at = world.REGIONS[rid].at
        zone = rings(data["seas"][rid])
        assert inside(at, zone) or distance(at, zone) < ON_THE_EDGE, rid
        assert not inside(at, land), rid


def test_the_caspian_is_a_lake_and_the_gulf_open_sea() -> None:
    data = geography("supremacy_world")
    assert inside((51.0, 42.0), rings(data["lakes"]))  # the Caspian Sea
    land = [ring for found in data["territories"].values() for ring in rings(found)]
    for water in ((51.0, 27.0), (35.0, 43.0), (-86.0, 60.0), (38.0, 20.0)):
        assert not inside(water, land), water  # the Gulf, the Black Sea, Hudson Bay, Red Sea


#: Fitna boxes on a border drawn a little off their country: Kobani, Tell Abyad and Ras
#: al-Ayn sit on the Turkish border, Umm Qasr on the Gulf's shore, and Natural Earth's German
#: point of view leaves the Golan out of Israel, which holds it (book 21.0).
NEAR_THEIR_COUNTRY = 0.15


def test_every_fitna_box_stands_in_its_own_country() -> None:
    land = geography("fitna_levant")["land"]
    for box in fmap.BOXES.values():
        code = fitna_render.NATURAL_EARTH.get(box.country, box.country)
        found = rings(land[code])
        at = (box.lon, box.lat)
        assert inside(at, found) or distance(at, found) < NEAR_THEIR_COUNTRY, box.id


#: How far (pixels) a Fitna box may stand outside its own country on the drawn map: a town on
#: a border (Jarabulus, Kobani on the Turkish one). The Golan is Israel's box (book 21.0) on
#: land Natural Earth draws as Syria's.
OFF_ITS_COUNTRY = 15
#: Theatres whose boxes keep near their places (the spread moves none far): in the crowded
#: Syria-and-Iraq theatres (scenarios 2-4, 6, 7, 11) some boxes are pushed up to 200 px.
KEPT_NEAR = (1, 5, 8, 9, 10)


def test_fitna_boxes_stand_in_their_countries_on_the_drawn_map() -> None:
    """The boxes were pushed apart from their projected places (render.maps.spread); the map
    under them is moved with them (render.maps.RubberSheet), so a box still stands in its
    country and a port on its coast."""
    land = geography("fitna_levant")["land"]
    for scenario in KEPT_NEAR:
        theatre = fitna_render.theatre_of(scenario)
        frame = fitna_render.frame(fitna_render.MAP_BOX, theatre)
        sheet = fitna_render.rubber_sheet(fitna_render.MAP_BOX, theatre)
        for b, at in fitna_render.positions(fitna_render.MAP_BOX, theatre).items():
            box = fmap.BOXES[b]
            if b == "golan":
                continue
            code = fitna_render.NATURAL_EARTH.get(box.country, box.country)
            drawn = [[sheet(frame.project(lon, lat)) for lon, lat in ring] for ring in land[code]]
            assert inside(at, drawn) or distance(at, drawn) <= OFF_ITS_COUNTRY, (scenario, b)


def colour_around(image: Image.Image, at: Point, half: int = 4) -> tuple[int, int, int]:
    """The commonest colour of the little square round ``at``."""
    x, y = round(at[0]), round(at[1])
    pixels = [image.getpixel((x + dx, y + dy)) for dx in range(-half, half + 1)
              for dy in range(-half, half + 1)]  # fmt: skip
    colour, _ = Counter(pixels).most_common(1)[0]
    return colour  # type: ignore[return-value]


def rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def test_a_held_territory_is_painted_in_its_holders_colour() -> None:
    state = SUPREMACY.setup(["p0", "p1"], 1, {"rounds": 0})
    while state.stage == "choose":
        seat = SUPREMACY.to_act(state)[0]
        state, _ = SUPREMACY.apply(state, seat, {"kind": "choose", "power": ("usa", "ussr")[seat]})
    view = SUPREMACY.view(state, None)
    image = supremacy_render.draw_board(view)
    usa = next(seat for seat, p in enumerate(state.powers) if p.power == "usa")
    # Arizona and Texas: inside Western and Central USA, away from their discs and names.
    assert colour_around(image, supremacy_render.project(-110.5, 32.5)) == rgb(
        tint(player_style(usa).colour, 0.45)
    )
    assert colour_around(image, supremacy_render.project(-100.0, 31.0)) == rgb(
        tint(player_style(usa).colour, 0.45)
    )
    # The Sahara, nobody's: the neutral land; the middle of the South Atlantic: an ocean.
    assert colour_around(image, supremacy_render.project(12.0, 20.0)) == rgb(
        supremacy_render.NEUTRAL_LAND
    )
    assert colour_around(image, supremacy_render.project(-20.0, -20.0)) == rgb(
        supremacy_render.OCEAN_AREA
    )


def test_fitna_draws_the_sea_and_the_desert_where_they_are() -> None:
    state = FITNA.setup(["p0", "p1"], 1, {"scenario": 1})
    image = fitna_render.draw_board(FITNA.view(state, None))
    theatre = fitna_render.theatre_of(1)
    frame = fitna_render.frame(fitna_render.MAP_BOX, theatre)
    # off Lebanon's coast, the Mediterranean; the Syrian desert south-east of Palmyra;
    # Turkey, beyond the theatre, greyer
    assert colour_around(image, frame.project(35.2, 35.0)) == rgb(fitna_render.SEA)
    assert colour_around(image, frame.project(38.9, 34.1)) == rgb(fitna_render.THEATRE_LAND)
    assert colour_around(image, frame.project(37.5, 37.6)) == rgb(fitna_render.OTHER_LAND)
