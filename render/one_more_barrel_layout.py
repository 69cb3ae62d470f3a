"""The One More Barrel map: Iraq's 18 governorates and the border territory, as drawn.

Data only (the drawing is :mod:`render.maps`). Authored geometry, not survey data: every governorate is a simplified polygon traced from the
real map in longitude/latitude (rounded to about a twentieth of a degree), sharing its corner
points with its neighbours so that the drawn borders meet exactly (Karbala is drawn a little
larger than it is). The drawing then stretches longitude and latitude band by band, so the
small central governorates (Baghdad, Babil, Karbala) get room for their pieces while the
desert governorates (Anbar, Najaf, Muthanna) shrink: the map stays recognisable (same
neighbours, same compass directions) and readable. A test checks that the drawn shared
borders are exactly the board's adjacency.

The border territory the invasion starts from is drawn as Kuwait plus a strip along the
southern frontier (the 2003 invasion set out from Kuwait), touching the southern governorates
(Basra, Muthanna and Najaf, as in ``board.py``).

Region ids are those fixed by ``rules.one_more_barrel.data.board``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from . import maps
from .draw import Box, MapRegion
from .maps import MapProjection

#: Corner points, (longitude °E, latitude °N). Authored from the real map (see module doc).
VERTICES: dict[str, tuple[float, float]] = {
    # Outer frontier, clockwise from the Syria–Turkey–Iraq tripoint.
    "syr_tur": (42.36, 37.11),
    "zakho": (42.80, 37.33),
    "tur_mid": (43.60, 37.28),
    "dohuk_erbil_tur": (44.25, 37.20),
    "tur_iran": (44.79, 37.15),
    "iran_1": (45.00, 36.75),
    "erbil_sul_iran": (45.10, 36.55),
    "iran_2": (46.00, 35.85),
    "iran_3": (46.15, 35.25),
    "iran_4": (45.95, 35.05),
    "sul_diy_iran": (45.60, 34.60),
    "khanaqin": (45.55, 34.20),
    "mandali": (45.85, 33.65),
    "diy_was_iran": (46.10, 33.25),
    "was_may_iran": (46.90, 32.55),
    "iran_5": (47.50, 32.05),
    "may_bas_iran": (47.70, 31.15),
    "iran_6": (47.85, 30.90),
    "shatt": (48.00, 30.45),
    "faw": (48.55, 29.95),
    "umm_qasr": (47.95, 30.00),
    "safwan": (47.70, 30.10),
    "kuw_west": (47.15, 30.00),
    "kuw_sau_tri": (46.55, 29.10),
    "sau_1": (44.70, 29.20),
    "muth_najaf_sau": (44.30, 29.49),
    "najaf_anbar_sau": (42.60, 30.73),
    "sau_2": (40.40, 31.95),
    "jor_tri": (39.30, 32.23),
    "syr_jor_tri": (38.80, 33.37),
    "qaim": (41.00, 34.42),
    "syr_1": (41.15, 34.65),
    "nin_anbar_syr": (41.25, 35.00),
    "syr_2": (41.40, 35.65),
    "syr_3": (41.28, 36.35),
    "syr_4": (41.85, 36.75),
    # Inner corners where governorates meet.
    "dohuk_nin_1": (42.60, 36.85),
    "dohuk_nin_2": (43.00, 36.65),
    "dohuk_erbil_nin": (43.45, 36.55),
    "dohuk_erbil_1": (43.90, 36.85),
    "nin_erbil_sal": (43.35, 35.90),
    "erbil_sal_kir": (43.60, 35.70),
    "erbil_kir_1": (44.20, 35.85),
    "erbil_kir_sul": (44.70, 35.95),
    "erbil_sul_1": (44.90, 36.30),
    "kir_sul_1": (44.90, 35.50),
    "kir_sul_sal": (44.70, 35.00),
    "kir_sal_1": (44.00, 35.20),
    "sal_sul_diy": (44.95, 34.75),
    "sul_diy_1": (45.30, 34.70),
    "sal_diy_1": (44.70, 34.30),
    "sal_diy_bag": (44.55, 33.85),
    "sal_anb_bag": (44.05, 33.65),
    "sal_anb_1": (43.65, 33.95),
    "sal_anb_2": (43.30, 34.30),
    "nin_sal_anb": (42.85, 34.95),
    "nin_sal_1": (43.10, 35.40),
    "nin_anb_1": (42.00, 34.95),
    "diy_bag_was": (44.85, 33.35),
    "diy_was_1": (45.50, 33.30),
    "bag_was_bab": (44.75, 33.00),
    "bag_anb_1": (43.95, 33.20),
    "bag_bab_anb": (44.10, 32.95),
    "anb_kar_bab": (44.05, 32.85),
    "anb_kar_1": (43.60, 32.90),
    "anb_kar_naj": (43.45, 32.30),
    "anb_naj_1": (43.20, 31.90),
    "kar_naj_1": (43.85, 32.15),
    "kar_bab_naj": (44.10, 32.35),
    "kar_bab_1": (44.20, 32.55),
    "bab_naj_qad": (44.45, 32.15),
    "bab_was_qad": (44.95, 32.55),
    "qad_was_dhi": (45.60, 32.00),
    "qad_dhi_muth": (45.55, 31.20),
    "naj_qad_muth": (44.65, 31.45),
    "naj_muth_1": (44.45, 30.60),
    "was_may_dhi": (46.60, 32.00),
    "may_dhi_1": (46.90, 31.60),
    "may_dhi_bas": (47.20, 31.05),
    "dhi_bas_muth": (46.50, 30.55),
    # The border territory's inland edge, a strip along the southern frontier.
    "brd_kuw_south": (47.70, 28.55),
    "brd_kuw_sw": (46.35, 28.55),
    "brd_strip_w": (43.20, 29.55),
    "naj_brd_sau": (43.30, 30.22),
}

#: Each governorate's outline as corner names (clockwise), and the border territory's.
OUTLINES: dict[str, tuple[str, ...]] = {
    "dohuk": (
        "syr_tur",
        "zakho",
        "tur_mid",
        "dohuk_erbil_tur",
        "dohuk_erbil_1",
        "dohuk_erbil_nin",
        "dohuk_nin_2",
        "dohuk_nin_1",
    ),
    "nineveh": (
        "syr_tur",
        "dohuk_nin_1",
        "dohuk_nin_2",
        "dohuk_erbil_nin",
        "nin_erbil_sal",
        "nin_sal_1",
        "nin_sal_anb",
        "nin_anb_1",
        "nin_anbar_syr",
        "syr_2",
        "syr_3",
        "syr_4",
    ),
    "erbil": (
        "dohuk_erbil_nin",
        "dohuk_erbil_1",
        "dohuk_erbil_tur",
        "tur_iran",
        "iran_1",
        "erbil_sul_iran",
        "erbil_sul_1",
        "erbil_kir_sul",
        "erbil_kir_1",
        "erbil_sal_kir",
        "nin_erbil_sal",
    ),
    "sulaymaniyah": (
        "erbil_kir_sul",
        "erbil_sul_1",
        "erbil_sul_iran",
        "iran_2",
        "iran_3",
        "iran_4",
        "sul_diy_iran",
        "sul_diy_1",
        "sal_sul_diy",
        "kir_sul_sal",
        "kir_sul_1",
    ),
    "kirkuk": (
        "erbil_sal_kir",
        "erbil_kir_1",
        "erbil_kir_sul",
        "kir_sul_1",
        "kir_sul_sal",
        "kir_sal_1",
    ),
    "salah_ad_din": (
        "nin_erbil_sal",
        "erbil_sal_kir",
        "kir_sal_1",
        "kir_sul_sal",
        "sal_sul_diy",
        "sal_diy_1",
        "sal_diy_bag",
        "sal_anb_bag",
        "sal_anb_1",
        "sal_anb_2",
        "nin_sal_anb",
        "nin_sal_1",
    ),
    "diyala": (
        "sal_sul_diy",
        "sul_diy_1",
        "sul_diy_iran",
        "khanaqin",
        "mandali",
        "diy_was_iran",
        "diy_was_1",
        "diy_bag_was",
        "sal_diy_bag",
        "sal_diy_1",
    ),
    "anbar": (
        "nin_anbar_syr",
        "nin_anb_1",
        "nin_sal_anb",
        "sal_anb_2",
        "sal_anb_1",
        "sal_anb_bag",
        "bag_anb_1",
        "bag_bab_anb",
        "anb_kar_bab",
        "anb_kar_1",
        "anb_kar_naj",
        "anb_naj_1",
        "najaf_anbar_sau",
        "sau_2",
        "jor_tri",
        "syr_jor_tri",
        "qaim",
        "syr_1",
    ),
    "baghdad": (
        "sal_anb_bag",
        "sal_diy_bag",
        "diy_bag_was",
        "bag_was_bab",
        "bag_bab_anb",
        "bag_anb_1",
    ),
    "babil": (
        "bag_bab_anb",
        "bag_was_bab",
        "bab_was_qad",
        "bab_naj_qad",
        "kar_bab_naj",
        "kar_bab_1",
        "anb_kar_bab",
    ),
    "karbala": (
        "anb_kar_1",
        "anb_kar_bab",
        "kar_bab_1",
        "kar_bab_naj",
        "kar_naj_1",
        "anb_kar_naj",
    ),
    "wasit": (
        "diy_bag_was",
        "diy_was_1",
        "diy_was_iran",
        "was_may_iran",
        "was_may_dhi",
        "qad_was_dhi",
        "bab_was_qad",
        "bag_was_bab",
    ),
    "najaf": (
        "anb_kar_naj",
        "kar_naj_1",
        "kar_bab_naj",
        "bab_naj_qad",
        "naj_qad_muth",
        "naj_muth_1",
        "muth_najaf_sau",
        "naj_brd_sau",
        "najaf_anbar_sau",
        "anb_naj_1",
    ),
    "qadisiyah": ("bab_naj_qad", "bab_was_qad", "qad_was_dhi", "qad_dhi_muth", "naj_qad_muth"),
    "maysan": (
        "was_may_iran",
        "iran_5",
        "may_bas_iran",
        "may_dhi_bas",
        "may_dhi_1",
        "was_may_dhi",
    ),
    "dhi_qar": (
        "qad_was_dhi",
        "was_may_dhi",
        "may_dhi_1",
        "may_dhi_bas",
        "dhi_bas_muth",
        "qad_dhi_muth",
    ),
    "muthanna": (
        "naj_qad_muth",
        "qad_dhi_muth",
        "dhi_bas_muth",
        "kuw_sau_tri",
        "sau_1",
        "muth_najaf_sau",
        "naj_muth_1",
    ),
    "basra": (
        "may_dhi_bas",
        "may_bas_iran",
        "iran_6",
        "shatt",
        "faw",
        "umm_qasr",
        "safwan",
        "kuw_west",
        "kuw_sau_tri",
        "dhi_bas_muth",
    ),
    "border": (
        "faw",
        "brd_kuw_south",
        "brd_kuw_sw",
        "brd_strip_w",
        "naj_brd_sau",
        "muth_najaf_sau",
        "sau_1",
        "kuw_sau_tri",
        "kuw_west",
        "safwan",
        "umm_qasr",
    ),
}

#: Where a region's label (and the pieces under it) is anchored, (lon, lat), where the
#: polygon's centroid would be a poor place (long thin or bent outlines).
LABEL_AT: dict[str, tuple[float, float]] = {
    "anbar": (41.30, 33.35),
    "najaf": (43.55, 31.25),
    "muthanna": (45.30, 30.45),
    "basra": (47.35, 30.55),
    "border": (46.90, 29.05),
    "nineveh": (42.35, 36.05),
    "salah_ad_din": (43.75, 34.75),
    "erbil": (44.10, 36.35),
    "wasit": (45.75, 32.70),
    "dhi_qar": (46.30, 31.40),
}

#: The drawing's stretch of longitude and latitude: (from, to, factor) bands. The western
#: and southern deserts are drawn narrower, the crowded centre (Baghdad, Babil, Karbala,
#: Diyala) and the small northern governorates wider. Both maps are increasing, so every
#: region keeps its neighbours and its compass direction from the others.
LON_BANDS: tuple[tuple[float, float, float], ...] = (
    (38.0, 42.3, 0.55),
    (42.3, 43.5, 1.0),
    (43.5, 45.3, 1.6),
    (45.3, 49.0, 1.05),
)
LAT_BANDS: tuple[tuple[float, float, float], ...] = (
    (28.0, 30.4, 0.6),
    (30.4, 32.0, 1.0),
    (32.0, 34.0, 1.35),
    (34.0, 38.0, 0.95),
)
#: The map's projection: the corners, outlines, label points and stretches above.
PROJECTION = MapProjection(
    vertices=VERTICES,
    outlines=OUTLINES,
    labels_at=LABEL_AT,
    lon_bands=LON_BANDS,
    lat_bands=LAT_BANDS,
    reference_latitude=33.0,  # longitude degrees are shorter at Iraq's latitude
)


@lru_cache(maxsize=8)
def map_regions(box: Box) -> dict[str, MapRegion]:
    """Every region's drawn outline and label point, fitted into ``box`` (pixels); a region's
    printed name comes from the view, the map knows only ids."""
    return PROJECTION.regions(box)


def shared_borders() -> set[frozenset[str]]:
    """Pairs of regions whose drawn outlines share an edge (checked against the adjacency)."""
    return maps.shared_borders(OUTLINES)


def region_ids() -> Sequence[str]:
    return tuple(OUTLINES)
