"""The world map of Suprématie: the six superpowers' territories, the 24 neutral countries,
the sea zones (territorial waters, light blue; international waters, dark blue), the ports and
every adjacency.

The board is not printed in the book ("Plateau de jeu (taille réelle = 52 x 76 cm)" is all
the scan keeps), so this map is AUTHORED, faithful to what the book says of it and to real
geography:

* "six Superpuissances et ... 24 pays neutres" (book): the 27 home territories of
  :data:`rules.supremacy.data.cards.HOMES` (an inference from the resource table), the 18
  neutral territories of the resource table, and 6 neutral countries without resources
  (AUTHORED: Greenland, Japan, Egypt, Ethiopia, Pakistan, Indochina — the gaps real geography
  leaves between the table's territories);
* "Les mers en bleu-clair sont des eaux territoriales, celles qui sont en bleu foncé sont des
  eaux internationales": 6 international oceans and 36 territorial seas along the coasts
  (AUTHORED: real seas, gulfs and coastal waters);
* the book's example "quatre armées d'Europe Orientale vers le Sahara à travers la mer
  Méditerranée" holds: Eastern Europe and the Sahara both border the Mediterranean, a
  territorial sea;
* "Les ports sont représentés par des ronds blancs": every coastal territory has a port
  except the frozen Arctic coasts of Northern Canada, Siberia and Greenland (AUTHORED); a
  port opens on every sea its territory borders.

``at`` is each region's place on an equirectangular world map (longitude, latitude in
degrees, AUTHORED from real geography), for the picture. ``tests/supremacy/test_world.py``
checks the graph (symmetric, connected, the book's example, the counts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.core.graph import Edge, MapGraph

from .cards import HOMES, TERRITORIES

Kind = Literal["land", "territorial", "international"]


@dataclass(frozen=True)
class Region:
    """A territory or a sea zone."""

    id: str
    name: str
    name_fr: str
    kind: Kind
    #: The superpower whose home territory this is (``None``: neutral, or a sea).
    home: str | None = None
    port: bool = False
    #: Longitude and latitude of the region's label on the picture (authored).
    at: tuple[float, float] = (0.0, 0.0)


_HOME_OF = {t: power for power, lands in HOMES.items() for t in lands}

#: Land: id -> (longitude, latitude). The names come from the resource table when it has
#: them (cards.TERRITORIES); the six authored neutrals are named here.
_LANDS: dict[str, tuple[float, float]] = {
    # USA
    "alaska": (-152, 64),
    "western_usa": (-117, 40),
    "central_usa": (-98, 38),
    "eastern_usa": (-80, 37),
    # USSR
    "kola": (34, 67),
    "russia": (42, 55),
    "kazakh": (66, 47),
    "siberia": (90, 65),
    "buryatsk": (108, 54),
    "yakutsk": (132, 63),
    # Europe
    "british_isles": (-3, 54),
    "scandinavia": (15, 62),
    "western_europe": (3, 48),
    "eastern_europe": (15, 46),
    "iberia": (-4, 40),
    # China
    "nanling": (110, 25),
    "shantung": (117, 35),
    "manchuria": (126, 45),
    "mongolia": (100, 43),
    # South America
    "venezuela": (-68, 6),
    "peru": (-75, -10),
    "argentina": (-65, -36),
    "brazil": (-50, -10),
    # Africa
    "nigeria": (7, 10),
    "zaire": (22, -3),
    "mozambique": (35, -15),
    "south_africa": (24, -29),
    # neutral, in the resource table
    "northern_canada": (-105, 65),
    "western_canada": (-120, 54),
    "eastern_canada": (-75, 52),
    "central_america": (-95, 18),
    "arabia": (45, 24),
    "iraq": (44, 33),
    "iran": (54, 32),
    "turkey": (35, 39),
    "greece": (22, 39),
    "poland": (20, 52),
    "romania": (26, 45),
    "sahara": (5, 24),
    "india": (78, 22),
    "burma": (96, 21),
    "indonesia": (115, -2),
    "western_australia": (122, -25),
    "eastern_australia": (145, -25),
    "new_zealand": (172, -42),
    # neutral, authored (no resources)
    "greenland": (-42, 72),
    "japan": (138, 37),
    "egypt": (30, 26),
    "ethiopia": (40, 8),
    "pakistan": (68, 29),
    "indochina": (104, 15),
}

_AUTHORED_LANDS = {
    "greenland": ("Greenland", "Groenland"),
    "japan": ("Japan", "Japon"),
    "egypt": ("Egypt", "Égypte"),
    "ethiopia": ("Ethiopia", "Éthiopie"),
    "pakistan": ("Pakistan", "Pakistan"),
    "indochina": ("Indochina", "Indochine"),
}

#: International waters (dark blue): id -> (English, French, longitude, latitude).
_OCEANS: dict[str, tuple[str, str, float, float]] = {
    "arctic_ocean": ("Arctic Ocean", "Océan Arctique", 0, 82),
    "north_atlantic": ("North Atlantic", "Atlantique Nord", -40, 35),
    "south_atlantic": ("South Atlantic", "Atlantique Sud", -15, -30),
    "north_pacific": ("North Pacific", "Pacifique Nord", -165, 25),
    "south_pacific": ("South Pacific", "Pacifique Sud", -130, -30),
    "indian_ocean": ("Indian Ocean", "Océan Indien", 78, -25),
}

#: Territorial waters (light blue): id -> (English, French, longitude, latitude).
_SEAS: dict[str, tuple[str, str, float, float]] = {
    "beaufort_sea": ("Beaufort Sea", "Mer de Beaufort", -140, 73),
    "bering_sea": ("Bering Sea", "Mer de Béring", -178, 58),
    "gulf_of_alaska": ("Gulf of Alaska", "Golfe d'Alaska", -145, 55),
    "us_pacific_coast": ("Eastern Pacific", "Pacifique oriental", -120, 25),
    "gulf_of_mexico": ("Gulf of Mexico", "Golfe du Mexique", -90, 25),
    "us_atlantic_coast": ("Western Atlantic", "Atlantique occidental", -62, 31),
    "hudson_bay": ("Hudson Bay", "Baie d'Hudson", -86, 60),
    "labrador_sea": ("Labrador Sea", "Mer du Labrador", -55, 58),
    "greenland_sea": ("Greenland Sea", "Mer du Groenland", -12, 72),
    "caribbean_sea": ("Caribbean Sea", "Mer des Caraïbes", -75, 15),
    "brazilian_sea": ("Brazilian Atlantic", "Atlantique brésilien", -32, -10),
    "argentine_sea": ("Argentine Sea", "Mer argentine", -55, -45),
    "peruvian_sea": ("Peruvian Sea", "Mer du Pérou", -88, -15),
    "north_sea": ("North Sea", "Mer du Nord", 4, 58),
    "baltic_sea": ("Baltic Sea", "Mer Baltique", 19, 57),
    "barents_sea": ("Barents Sea", "Mer de Barents", 40, 73),
    "kara_sea": ("Kara Sea", "Mer de Kara", 75, 75),
    "bay_of_biscay": ("Bay of Biscay", "Golfe de Gascogne", -8, 46),
    "mediterranean_sea": ("Mediterranean Sea", "Mer Méditerranée", 16, 35),
    "black_sea": ("Black Sea", "Mer Noire", 35, 43),
    "red_sea": ("Red Sea", "Mer Rouge", 38, 20),
    "persian_gulf": ("Persian Gulf", "Golfe Persique", 51, 27),
    "arabian_sea": ("Arabian Sea", "Mer d'Arabie", 63, 15),
    "bay_of_bengal": ("Bay of Bengal", "Golfe du Bengale", 89, 14),
    "gulf_of_guinea": ("Gulf of Guinea", "Golfe de Guinée", 0, 2),
    "cape_sea": ("Cape Sea", "Mer du Cap", 12, -28),
    "mozambique_channel": ("Mozambique Channel", "Canal du Mozambique", 42, -20),
    "somali_sea": ("Somali Sea", "Mer de Somalie", 52, 2),
    "south_china_sea": ("South China Sea", "Mer de Chine méridionale", 114, 12),
    "yellow_sea": ("Yellow Sea", "Mer Jaune", 124, 33),
    "sea_of_japan": ("Sea of Japan", "Mer du Japon", 134, 42),
    "sea_of_okhotsk": ("Sea of Okhotsk", "Mer d'Okhotsk", 150, 54),
    "timor_sea": ("Timor Sea", "Mer de Timor", 125, -11),
    "great_australian_bight": ("Great Australian Bight", "Grande Baie australienne", 130, -37),
    "coral_sea": ("Coral Sea", "Mer de Corail", 155, -16),
    "tasman_sea": ("Tasman Sea", "Mer de Tasman", 162, -36),
}

#: Land next to land (AUTHORED: real borders, or narrow straits an army walks across on the
#: board, Panama and Sinai).
LAND_BORDERS: tuple[tuple[str, str], ...] = (
    ("alaska", "western_canada"),
    ("alaska", "northern_canada"),
    ("western_usa", "central_usa"),
    ("western_usa", "western_canada"),
    ("western_usa", "central_america"),
    ("central_usa", "eastern_usa"),
    ("central_usa", "western_canada"),
    ("central_usa", "eastern_canada"),
    ("central_usa", "central_america"),
    ("eastern_usa", "eastern_canada"),
    ("western_canada", "northern_canada"),
    ("northern_canada", "eastern_canada"),
    ("western_canada", "eastern_canada"),
    ("central_america", "venezuela"),
    ("venezuela", "peru"),
    ("venezuela", "brazil"),
    ("peru", "brazil"),
    ("peru", "argentina"),
    ("brazil", "argentina"),
    ("iberia", "western_europe"),
    ("western_europe", "eastern_europe"),
    ("western_europe", "scandinavia"),
    ("scandinavia", "kola"),
    ("eastern_europe", "poland"),
    ("eastern_europe", "romania"),
    ("eastern_europe", "greece"),
    ("poland", "russia"),
    ("romania", "russia"),
    ("romania", "greece"),
    ("greece", "turkey"),
    ("kola", "russia"),
    ("kola", "siberia"),
    ("russia", "kazakh"),
    ("russia", "siberia"),
    ("russia", "turkey"),
    ("kazakh", "iran"),
    ("kazakh", "siberia"),
    ("kazakh", "mongolia"),
    ("kazakh", "pakistan"),
    ("siberia", "buryatsk"),
    ("siberia", "yakutsk"),
    ("buryatsk", "yakutsk"),
    ("buryatsk", "mongolia"),
    ("buryatsk", "manchuria"),
    ("yakutsk", "manchuria"),
    ("mongolia", "manchuria"),
    ("mongolia", "shantung"),
    ("mongolia", "nanling"),
    ("manchuria", "shantung"),
    ("shantung", "nanling"),
    ("nanling", "burma"),
    ("nanling", "indochina"),
    ("nanling", "india"),
    ("india", "pakistan"),
    ("india", "burma"),
    ("burma", "indochina"),
    ("pakistan", "iran"),
    ("iran", "iraq"),
    ("iran", "turkey"),
    ("iraq", "turkey"),
    ("iraq", "arabia"),
    ("arabia", "egypt"),
    ("egypt", "sahara"),
    ("egypt", "ethiopia"),
    ("sahara", "nigeria"),
    ("sahara", "zaire"),
    ("nigeria", "zaire"),
    ("zaire", "ethiopia"),
    ("zaire", "mozambique"),
    ("zaire", "south_africa"),
    ("mozambique", "south_africa"),
    ("ethiopia", "mozambique"),
    ("western_australia", "eastern_australia"),
)

#: Land next to sea (AUTHORED: real coasts).
COASTS: dict[str, tuple[str, ...]] = {
    "alaska": ("bering_sea", "gulf_of_alaska", "beaufort_sea"),
    "western_usa": ("us_pacific_coast",),
    "central_usa": ("gulf_of_mexico",),
    "eastern_usa": ("gulf_of_mexico", "us_atlantic_coast"),
    "western_canada": ("gulf_of_alaska",),
    "northern_canada": ("beaufort_sea", "hudson_bay"),
    "eastern_canada": ("hudson_bay", "labrador_sea", "us_atlantic_coast"),
    "greenland": ("labrador_sea", "greenland_sea"),
    "central_america": ("gulf_of_mexico", "caribbean_sea", "us_pacific_coast"),
    "venezuela": ("caribbean_sea",),
    "brazil": ("brazilian_sea",),
    "argentina": ("argentine_sea",),
    "peru": ("peruvian_sea",),
    "british_isles": ("north_sea", "bay_of_biscay"),
    "scandinavia": ("north_sea", "baltic_sea", "barents_sea"),
    "western_europe": ("north_sea", "bay_of_biscay", "mediterranean_sea"),
    "eastern_europe": ("mediterranean_sea",),
    "iberia": ("bay_of_biscay", "mediterranean_sea"),
    "poland": ("baltic_sea",),
    "romania": ("black_sea",),
    "greece": ("mediterranean_sea",),
    "turkey": ("mediterranean_sea", "black_sea"),
    "kola": ("barents_sea",),
    "russia": ("baltic_sea", "black_sea"),
    "siberia": ("kara_sea",),
    "yakutsk": ("sea_of_okhotsk", "bering_sea"),
    "manchuria": ("sea_of_japan", "yellow_sea"),
    "shantung": ("yellow_sea",),
    "nanling": ("south_china_sea",),
    "japan": ("sea_of_japan", "sea_of_okhotsk"),
    "indochina": ("south_china_sea",),
    "burma": ("bay_of_bengal",),
    "india": ("bay_of_bengal", "arabian_sea"),
    "pakistan": ("arabian_sea",),
    "iran": ("persian_gulf", "arabian_sea"),
    "iraq": ("persian_gulf",),
    "arabia": ("persian_gulf", "red_sea", "arabian_sea"),
    "egypt": ("mediterranean_sea", "red_sea"),
    "sahara": ("mediterranean_sea", "gulf_of_guinea"),
    "nigeria": ("gulf_of_guinea",),
    "zaire": ("gulf_of_guinea",),
    "ethiopia": ("red_sea", "somali_sea"),
    "mozambique": ("mozambique_channel",),
    "south_africa": ("mozambique_channel", "cape_sea"),
    "indonesia": ("south_china_sea", "timor_sea"),
    "western_australia": ("timor_sea", "great_australian_bight"),
    "eastern_australia": ("coral_sea", "tasman_sea", "great_australian_bight"),
    "new_zealand": ("tasman_sea",),
}

#: Sea next to sea (AUTHORED: straits and open water).
SEA_LINKS: tuple[tuple[str, str], ...] = (
    ("arctic_ocean", "beaufort_sea"),
    ("arctic_ocean", "kara_sea"),
    ("arctic_ocean", "barents_sea"),
    ("arctic_ocean", "greenland_sea"),
    ("arctic_ocean", "north_atlantic"),
    ("arctic_ocean", "bering_sea"),
    ("north_atlantic", "greenland_sea"),
    ("north_atlantic", "labrador_sea"),
    ("north_atlantic", "us_atlantic_coast"),
    ("north_atlantic", "north_sea"),
    ("north_atlantic", "bay_of_biscay"),
    ("north_atlantic", "caribbean_sea"),
    ("north_atlantic", "gulf_of_mexico"),
    ("north_atlantic", "mediterranean_sea"),
    ("north_atlantic", "gulf_of_guinea"),
    ("north_atlantic", "south_atlantic"),
    ("north_atlantic", "brazilian_sea"),
    ("south_atlantic", "brazilian_sea"),
    ("south_atlantic", "argentine_sea"),
    ("south_atlantic", "gulf_of_guinea"),
    ("south_atlantic", "cape_sea"),
    ("south_atlantic", "indian_ocean"),
    ("south_atlantic", "south_pacific"),
    ("indian_ocean", "arabian_sea"),
    ("indian_ocean", "bay_of_bengal"),
    ("indian_ocean", "somali_sea"),
    ("indian_ocean", "mozambique_channel"),
    ("indian_ocean", "cape_sea"),
    ("indian_ocean", "timor_sea"),
    ("indian_ocean", "great_australian_bight"),
    ("indian_ocean", "south_pacific"),
    ("north_pacific", "bering_sea"),
    ("north_pacific", "gulf_of_alaska"),
    ("north_pacific", "us_pacific_coast"),
    ("north_pacific", "sea_of_okhotsk"),
    ("north_pacific", "sea_of_japan"),
    ("north_pacific", "yellow_sea"),
    ("north_pacific", "south_china_sea"),
    ("north_pacific", "south_pacific"),
    ("south_pacific", "peruvian_sea"),
    ("south_pacific", "us_pacific_coast"),
    ("south_pacific", "coral_sea"),
    ("south_pacific", "tasman_sea"),
    ("mediterranean_sea", "black_sea"),
    ("mediterranean_sea", "red_sea"),
    ("red_sea", "arabian_sea"),
    ("persian_gulf", "arabian_sea"),
    ("arabian_sea", "somali_sea"),
    ("somali_sea", "mozambique_channel"),
    ("mozambique_channel", "cape_sea"),
    ("cape_sea", "gulf_of_guinea"),
    ("north_sea", "baltic_sea"),
    ("north_sea", "barents_sea"),
    ("north_sea", "bay_of_biscay"),
    ("barents_sea", "kara_sea"),
    ("greenland_sea", "labrador_sea"),
    ("labrador_sea", "hudson_bay"),
    ("labrador_sea", "us_atlantic_coast"),
    ("us_atlantic_coast", "gulf_of_mexico"),
    ("gulf_of_mexico", "caribbean_sea"),
    ("caribbean_sea", "brazilian_sea"),
    ("brazilian_sea", "argentine_sea"),
    ("argentine_sea", "peruvian_sea"),
    ("peruvian_sea", "us_pacific_coast"),
    ("us_pacific_coast", "gulf_of_alaska"),
    ("gulf_of_alaska", "bering_sea"),
    ("bering_sea", "sea_of_okhotsk"),
    ("bering_sea", "beaufort_sea"),
    ("sea_of_okhotsk", "sea_of_japan"),
    ("sea_of_japan", "yellow_sea"),
    ("yellow_sea", "south_china_sea"),
    ("south_china_sea", "bay_of_bengal"),
    ("south_china_sea", "timor_sea"),
    ("bay_of_bengal", "arabian_sea"),
    ("timor_sea", "coral_sea"),
    ("timor_sea", "great_australian_bight"),
    ("great_australian_bight", "tasman_sea"),
    ("coral_sea", "tasman_sea"),
)

#: Coastal territories without a port (AUTHORED: frozen Arctic coasts).
NO_PORT = frozenset({"northern_canada", "siberia", "greenland"})


def _land(rid: str) -> Region:
    if rid in TERRITORIES:
        name, name_fr = TERRITORIES[rid].name, TERRITORIES[rid].name_fr
    else:
        name, name_fr = _AUTHORED_LANDS[rid]
    return Region(
        id=rid,
        name=name,
        name_fr=name_fr,
        kind="land",
        home=_HOME_OF.get(rid),
        port=bool(COASTS.get(rid)) and rid not in NO_PORT,
        at=_LANDS[rid],
    )


REGIONS: dict[str, Region] = {
    **{rid: _land(rid) for rid in _LANDS},
    **{
        rid: Region(rid, en, fr, "international", at=(x, y))
        for rid, (en, fr, x, y) in _OCEANS.items()
    },
    **{rid: Region(rid, en, fr, "territorial", at=(x, y)) for rid, (en, fr, x, y) in _SEAS.items()},
}

GRAPH = MapGraph(
    REGIONS,
    [
        *(Edge(a, b, "land") for a, b in LAND_BORDERS),
        *(Edge(land, sea, "coast") for land, seas in COASTS.items() for sea in seas),
        *(Edge(a, b, "sea") for a, b in SEA_LINKS),
    ],
)


#: Each region's neighbours, worked out once from the graph (the map never changes).
_NEIGHBOURS = {region: GRAPH.neighbours(region) for region in REGIONS}
_SEAS_BORDERING = {
    region: tuple(r for r in _NEIGHBOURS[region] if REGIONS[r].kind != "land") for region in REGIONS
}
_LANDS_BORDERING = {
    region: tuple(r for r in _NEIGHBOURS[region] if REGIONS[r].kind == "land") for region in REGIONS
}


def neighbours(region: str) -> tuple[str, ...]:
    """Every region next to ``region``, land or sea, sorted by id."""
    return _NEIGHBOURS[region]


def is_land(region: str) -> bool:
    return REGIONS[region].kind == "land"


def is_sea(region: str) -> bool:
    return REGIONS[region].kind != "land"


def seas_bordering(land: str) -> tuple[str, ...]:
    return _SEAS_BORDERING[land]


def lands_bordering(sea: str) -> tuple[str, ...]:
    return _LANDS_BORDERING[sea]


def home_territories(power: str) -> tuple[str, ...]:
    """A superpower's home territories (``cards.HOMES``), in the table's order."""
    return tuple(HOMES.get(power, ()))  # type: ignore[call-overload]
