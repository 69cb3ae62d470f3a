"""The Fitna map: 115 boxes of the Fertile Crescent joined along the main roads (book 2.1).

book 2.1: "La carte contient 115 cases reliées les unes aux autres par des traits gris foncés
représentant les principaux axes de communication. Chaque case représente l'un des trois types
de terrain présents dans la région (clair, montagneux, marécageux) et peut contenir une ville
majeure, un gisement pétrolier ou une ville sainte. Les cases entourées de rouge représentent
des objectifs […]. Certaines cases bénéficient d'un bonus défensif (-1 ou -2) reflétant ses
défenses naturelles liées à son environnement topographique."

The printed map is not in the book. Every box the rules and cards name exists with the role they
give it (``source`` says which section); the rest is authored from real geography, under these
principles (``docs/fitna.md`` gives the reasoning at length):

* **Which boxes.** 115, as the book says: Iraq 40, Syria 35, Turkey 11, Lebanon 6, Israel 6
  (the Golan counted with Israel, which holds it: 21.0 speaks of "Israël et … le plateau du
  Golan"), Iran 6, Jordan 4, Saudi Arabia 4, Kuwait 3. Iraq and Syria, the main battlefield of
  every scenario (31.1), get the finest grain: one box per town that mattered in the wars of
  2012–2019; the neighbours get the border districts and the bases the rules name.
* **Edges** follow real highways and border crossings (each commented with the road) and are
  symmetric by construction. Terrain never affects movement (17.1), so an edge is just a road.
* **Terrain**: mountain for the Zagros, Taurus, Kurdish, Alawite, Qalamoun, Druze and Galilee
  highlands; marsh for the Mesopotamian marshes; clear elsewhere.
* **Defensive shift** (columns to the defender's favour) follows topography, as 2.1 says:
  every mountain and marsh box −1 (the book's example gives Dahuk −1, 18.2), and −2 for the
  three strongest natural fortresses (Hakkari, the Rawanduz gorge at Soran, the Golan escarpment).
* **Objectives** (red, 3 VP): capitals, the cities every war of the period was fought for, and
  the Russian bases. Mosul is the only box that is both objective and oil field (31.1 singles it
  out: "Mosul, en tant qu'objectif et gisement pétrolier, ne compte que pour 3 PV"), so the other
  big fields (Kirkuk, Rumaila…) are oil fields, not objectives.
* **Daesh symbol** (14.8, 25.2): the Sunni Arab tribal districts Daesh held at its height in
  2014–2015 along the Tigris and Euphrates.
* **Kurdish factions** (14.7, 26.0): KDP on Iraqi Kurdistan, PYD on Rojava (Afrin, Kobani and
  the Jazira), PKK on the Kurdish provinces of south-east Turkey.
* **Supply sources** (14.0–14.10) by nationality: the book's named ones (Tartus and Latakia for
  Russia; Incirlik, Netanya, H5, Baghdad, Kuwait City and Saudi sources for the US and the West)
  and, authored, each state's capital and main bases on the map.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from rules.core.graph import Edge, MapGraph

Terrain = Literal["clear", "mountain", "marsh"]
Country = Literal["IRQ", "SYR", "LEB", "KUW", "ISR", "TUR", "IRN", "JOR", "SAU"]
Faction = Literal["KDP", "PYD", "PKK"]

#: Country codes, with the name the book uses.
COUNTRIES: dict[str, str] = {
    "IRQ": "Iraq",
    "SYR": "Syria",
    "LEB": "Lebanon",
    "KUW": "Kuwait",
    "ISR": "Israel",
    "TUR": "Turkey",
    "IRN": "Iran",
    "JOR": "Jordan",
    "SAU": "Saudi Arabia",
}

#: Countries whose boxes score victory points (book 31.1: "Irak, Syrie, Liban et Koweït").
VP_COUNTRIES: frozenset[str] = frozenset({"IRQ", "SYR", "LEB", "KUW"})

#: The boxes on the Mediterranean coast (book 31.1's Iranian bonus: "une case côtière
#: méditerranéenne"). Authored from real geography: the boxes whose town lies on the shore —
#: Latakia and Tartus (Syria), Tripoli, Beirut, Sidon and South Litani (Tyre) in Lebanon,
#: Nahariya, Haifa and Netanya in Israel. Antakya (Hatay) and Incirlik (Adana) are inland
#: towns (some 25 and 40 km from the sea), so they are not coastal boxes.
MEDITERRANEAN_COAST: frozenset[str] = frozenset(
    {"latakia", "tartus", "tripoli", "beirut", "sidon", "south_litani", "nahariya", "haifa",
     "netanya"}
)  # fmt: skip

#: Supply nationalities a box can be a source for (book 14.0: "Une unité se ravitaille auprès
#: d'une source de ravitaillement de la couleur de son pays"). ``WEST`` is the US, France and
#: the United Kingdom (14.10); ``ARAB`` the Arab allies and the Free Iraqi Army (14.2).
SUPPLY_NATIONS: frozenset[str] = frozenset(
    {"IRQ", "SYR", "LEB", "KUW", "ISR", "TUR", "IRN", "JOR", "SAU", "RUS", "WEST", "ARAB", "EGY"}
)


@dataclass(frozen=True)
class Box:
    """One box of the map.

    ``defence`` is the box's intrinsic defensive shift in columns (0, -1 or -2; negative is in
    the defender's favour, book 2.1/18.2). ``supply`` lists the nationalities for which the box
    is a supply source. ``lon``/``lat`` are approximate real coordinates (degrees), for drawing.
    ``source`` says where the box's roles come from (``book <section>`` or ``authored``).
    """

    id: str
    name: str
    country: Country
    terrain: Terrain
    lon: float
    lat: float
    major_city: bool = False
    oil_field: bool = False
    holy_city: bool = False
    objective: bool = False
    defence: int = 0
    daesh: bool = False
    kurd: Faction | None = None
    supply: tuple[str, ...] = ()
    source: str = "authored: real geography"


def _b(
    box_id: str,
    name: str,
    country: Country,
    terrain: Terrain,
    lon: float,
    lat: float,
    *flags: str,
    defence: int | None = None,
    kurd: Faction | None = None,
    supply: tuple[str, ...] = (),
    source: str = "authored: real geography",
) -> Box:
    """A box; ``flags`` among city, oil, holy, objective, daesh. The defensive shift defaults to
    the topographic rule (mountain and marsh -1, clear 0) unless given."""
    known = {"city", "oil", "holy", "objective", "daesh"}
    unknown = set(flags) - known
    if unknown:
        raise ValueError(f"unknown flags {unknown} on {box_id}")
    if defence is None:
        defence = 0 if terrain == "clear" else -1
    return Box(
        id=box_id,
        name=name,
        country=country,
        terrain=terrain,
        lon=lon,
        lat=lat,
        major_city="city" in flags,
        oil_field="oil" in flags,
        holy_city="holy" in flags,
        objective="objective" in flags,
        defence=defence,
        daesh="daesh" in flags,
        kurd=kurd,
        supply=supply,
        source=source,
    )


_BOXES: tuple[Box, ...] = (
    # ------------------------------------------------------------------ Iraq (40)
    _b("zakho", "Zakho", "IRQ", "mountain", 42.69, 37.14, kurd="KDP"),
    _b(
        "dahuk",
        "Dahuk",
        "IRQ",
        "mountain",
        43.00,
        36.87,
        kurd="KDP",
        source="book 18.2: attacked from Mosul, 1 column to the left for its defensive terrain",
    ),
    _b("erbil", "Erbil", "IRQ", "clear", 44.01, 36.19, "city", "objective", kurd="KDP"),
    _b("soran", "Soran (Rawanduz)", "IRQ", "mountain", 44.55, 36.65, defence=-2, kurd="KDP"),
    _b("sulaymaniyah", "Sulaymaniyah", "IRQ", "mountain", 45.43, 35.56, "city", kurd="KDP"),
    _b("halabja", "Halabja", "IRQ", "mountain", 45.99, 35.18, kurd="KDP"),
    _b("makhmur", "Makhmur", "IRQ", "clear", 43.58, 35.78, kurd="KDP"),
    _b("sinjar", "Sinjar", "IRQ", "mountain", 41.86, 36.32, kurd="KDP"),
    _b("tal_afar", "Tal Afar", "IRQ", "clear", 42.45, 36.38, "daesh"),
    _b(
        "mosul",
        "Mosul",
        "IRQ",
        "clear",
        43.13,
        36.34,
        "city",
        "oil",
        "objective",
        "daesh",
        supply=("IRQ",),
        source="book 31.1: objective and oil field, 3 VP in all; 18.2: adjacent to Dahuk",
    ),
    _b("qayyarah", "Qayyarah", "IRQ", "clear", 43.30, 35.80, "oil", "daesh"),
    _b("hawija", "Hawija", "IRQ", "clear", 43.77, 35.33, "daesh"),
    _b("kirkuk", "Kirkuk", "IRQ", "clear", 44.39, 35.47, "city", "oil"),
    _b("baiji", "Baiji", "IRQ", "clear", 43.49, 34.93, "oil", "daesh"),
    _b("tikrit", "Tikrit", "IRQ", "clear", 43.68, 34.61, "objective", "daesh"),
    _b("samarra", "Samarra", "IRQ", "clear", 43.87, 34.20, "daesh"),
    _b("balad", "Balad", "IRQ", "clear", 44.15, 34.01),
    _b("baqubah", "Baqubah", "IRQ", "clear", 44.66, 33.75),
    _b("khanaqin", "Khanaqin", "IRQ", "clear", 45.38, 34.35),
    _b("tuz_khurmatu", "Tuz Khurmatu", "IRQ", "clear", 44.63, 34.89),
    _b(
        "baghdad",
        "Baghdad",
        "IRQ",
        "clear",
        44.37,
        33.31,
        "city",
        "objective",
        supply=("IRQ", "WEST"),
        source="book 14.10: US and Western supply source; 22.0: Daesh taking it +1 tension",
    ),
    _b("fallujah", "Fallujah", "IRQ", "clear", 43.78, 33.35, "daesh"),
    _b("ramadi", "Ramadi", "IRQ", "clear", 43.31, 33.42, "objective", "daesh"),
    _b("haditha", "Haditha", "IRQ", "clear", 42.38, 34.14, "daesh"),
    _b("al_qaim", "Al Qaim", "IRQ", "clear", 41.02, 34.37, "daesh"),
    _b("rutba", "Rutba", "IRQ", "clear", 40.28, 33.04, "daesh"),
    _b("nukhayb", "Nukhayb", "IRQ", "clear", 42.27, 32.04),
    _b("hilla", "Hilla", "IRQ", "clear", 44.42, 32.48),
    _b(
        "karbala",
        "Karbala",
        "IRQ",
        "clear",
        44.02,
        32.62,
        "holy",
        source="book 31.1: holy city, 4 VP; 22.0: Daesh taking it +1 tension",
    ),
    _b(
        "najaf",
        "Najaf",
        "IRQ",
        "clear",
        44.33,
        32.00,
        "holy",
        source="book 31.1: holy city, 4 VP; 22.0: Daesh taking it +1 tension",
    ),
    _b("diwaniyah", "Diwaniyah", "IRQ", "clear", 44.93, 31.99),
    _b("kut", "Kut", "IRQ", "clear", 45.82, 32.51),
    _b("amarah", "Amarah", "IRQ", "clear", 47.15, 31.84),
    _b("nasiriyah", "Nasiriyah", "IRQ", "clear", 46.26, 31.04),
    _b("samawah", "Samawah", "IRQ", "clear", 45.28, 31.31),
    _b("basra", "Basra", "IRQ", "clear", 47.78, 30.51, "city", "objective", supply=("IRQ",)),
    _b("rumaila", "Rumaila", "IRQ", "clear", 47.30, 30.35, "oil"),
    _b("umm_qasr", "Umm Qasr", "IRQ", "clear", 47.95, 30.03),
    _b("chibayish", "Chibayish (Central Marshes)", "IRQ", "marsh", 47.03, 30.95),
    _b("majnoon", "Majnoon (Hawizeh Marshes)", "IRQ", "marsh", 47.60, 31.10, "oil"),
    # ------------------------------------------------------------------ Syria (35)
    _b(
        "latakia",
        "Latakia",
        "SYR",
        "clear",
        35.78,
        35.52,
        "city",
        "objective",
        supply=("SYR", "RUS"),
        source="book 14.9, 15.0, 28.0: Russian supply and reinforcements",
    ),
    _b(
        "tartus",
        "Tartus",
        "SYR",
        "clear",
        35.89,
        34.89,
        "objective",
        supply=("SYR", "RUS"),
        source="book 14.9, 15.0, 28.0: Russian supply and reinforcements; Hezbollah arsenal target",
    ),
    _b("jisr_al_shughur", "Jisr al-Shughur", "SYR", "mountain", 36.32, 35.81),
    _b("idlib", "Idlib", "SYR", "clear", 36.63, 35.93, "objective"),
    _b("afrin", "Afrin", "SYR", "mountain", 36.87, 36.51, kurd="PYD"),
    _b("azaz", "Azaz", "SYR", "clear", 37.05, 36.59),
    _b(
        "aleppo",
        "Aleppo",
        "SYR",
        "clear",
        37.16,
        36.20,
        "city",
        "objective",
        supply=("SYR",),
        source="book 22.0: Turks taking it +1 tension (first time), Daesh +1",
    ),
    _b("al_bab", "Al Bab", "SYR", "clear", 37.52, 36.37, "daesh"),
    _b("manbij", "Manbij", "SYR", "clear", 37.95, 36.53, "daesh"),
    _b(
        "jarabulus",
        "Jarabulus",
        "SYR",
        "clear",
        38.01,
        36.82,
        "daesh",
        source="book card 74: the Euphrates Shield stack is placed on Jarabulus or Dahuk",
    ),
    _b("maarat_al_numan", "Maarat al-Numan", "SYR", "clear", 36.68, 35.65),
    _b("hama", "Hama", "SYR", "clear", 36.75, 35.13, "city"),
    _b("homs", "Homs", "SYR", "clear", 36.72, 34.73, "city", "objective", supply=("SYR",)),
    _b(
        "quseir",
        "Quseir",
        "SYR",
        "clear",
        36.58,
        34.51,
        source="book special joker Hezbollah arsenal: a Syrian box it may target",
    ),
    _b("palmyra", "Palmyra", "SYR", "clear", 38.27, 34.56, "objective", "daesh"),
    _b(
        "damascus",
        "Damascus",
        "SYR",
        "clear",
        36.29,
        33.51,
        "city",
        "objective",
        supply=("SYR", "LEB"),
        source="book 14.6: Lebanese supply; 22.0: Israel +2, Daesh +1 tension; 21.0 caveat",
    ),
    _b(
        "qatana",
        "Qatana",
        "SYR",
        "clear",
        36.08,
        33.44,
        source="book special joker Hezbollah arsenal: a Syrian box it may target",
    ),
    _b("douma", "Douma (Eastern Ghouta)", "SYR", "clear", 36.40, 33.57),
    _b("qalamoun", "Qalamoun (Yabroud)", "SYR", "mountain", 36.66, 33.97),
    _b(
        "quneitra",
        "Quneitra",
        "SYR",
        "clear",
        35.82,
        33.13,
        source="book special joker Hezbollah arsenal: a Syrian box it may target",
    ),
    _b("daraa", "Daraa", "SYR", "clear", 36.10, 32.62, "objective"),
    _b("suwayda", "Suwayda (Jabal al-Druze)", "SYR", "mountain", 36.57, 32.71),
    _b("al_tanf", "Al Tanf", "SYR", "clear", 38.62, 33.50),
    _b("raqqa", "Raqqa", "SYR", "clear", 39.01, 35.95, "city", "objective", "daesh"),
    _b("tabqa", "Tabqa", "SYR", "clear", 38.55, 35.84, "daesh"),
    _b("deir_ez_zor", "Deir ez-Zor", "SYR", "clear", 40.14, 35.33, "objective", "daesh"),
    _b("mayadin", "Mayadin (Al-Omar field)", "SYR", "clear", 40.45, 35.02, "oil", "daesh"),
    _b("abu_kamal", "Abu Kamal", "SYR", "clear", 40.92, 34.45, "daesh"),
    _b("kobani", "Kobani", "SYR", "clear", 38.39, 36.89, kurd="PYD"),
    _b("tell_abyad", "Tell Abyad", "SYR", "clear", 38.95, 36.70),
    _b("ras_al_ayn", "Ras al-Ayn", "SYR", "clear", 40.07, 36.85, kurd="PYD"),
    _b("hasakah", "Hasakah", "SYR", "clear", 40.75, 36.50, kurd="PYD"),
    _b("qamishli", "Qamishli", "SYR", "clear", 41.23, 37.05, kurd="PYD"),
    _b("rmeilan", "Rmeilan", "SYR", "clear", 42.03, 36.94, "oil", kurd="PYD"),
    _b("shaddadi", "Shaddadi", "SYR", "clear", 40.73, 36.05, "oil", "daesh"),
    # ------------------------------------------------------------------ Lebanon (6)
    _b(
        "tripoli",
        "Tripoli",
        "LEB",
        "clear",
        35.84,
        34.44,
        "city",
        source="book 14.4: Free Syrian Army and Sunni militias always supplied there",
    ),
    _b(
        "beirut",
        "Beirut",
        "LEB",
        "clear",
        35.50,
        33.89,
        "city",
        "objective",
        supply=("LEB",),
        source="book 22.0: Israel taking Beirut +1 tension (first time)",
    ),
    _b("baalbek", "Baalbek (Bekaa)", "LEB", "clear", 36.21, 34.00),
    _b("zahle", "Zahle (Bekaa)", "LEB", "clear", 35.90, 33.85),
    _b("sidon", "Sidon", "LEB", "clear", 35.37, 33.56),
    _b(
        "south_litani",
        "South Litani",
        "LEB",
        "mountain",
        35.35,
        33.20,
        source="book 14.5: Shia militias always supplied there",
    ),
    # ------------------------------------------------------------------ Israel (6)
    _b(
        "golan",
        "Golan Heights",
        "ISR",
        "mountain",
        35.75,
        33.00,
        defence=-2,
        source="book 21.0: 'le plateau du Golan', Israeli-held; authored: counted with Israel",
    ),
    _b("kiryat_shmona", "Kiryat Shmona (Upper Galilee)", "ISR", "mountain", 35.57, 33.21),
    _b("nahariya", "Nahariya", "ISR", "clear", 35.10, 33.01),
    _b("tiberias", "Tiberias", "ISR", "clear", 35.53, 32.79),
    _b(
        "haifa",
        "Haifa",
        "ISR",
        "clear",
        34.99,
        32.79,
        "city",
        supply=("ISR",),
        source="book 27.1: attacked or occupied by non-Israelis, the US intervene",
    ),
    _b(
        "netanya",
        "Netanya",
        "ISR",
        "clear",
        34.86,
        32.33,
        supply=("ISR", "WEST"),
        source="book 14.10: US and Western supply source; 27.1 US intervention trigger",
    ),
    # ------------------------------------------------------------------ Jordan (4)
    _b("irbid", "Irbid", "JOR", "clear", 35.85, 32.56),
    _b("amman", "Amman", "JOR", "clear", 35.93, 31.95, "city", supply=("JOR", "EGY")),
    _b(
        "h5",
        "H5 (Safawi)",
        "JOR",
        "clear",
        37.13,
        32.20,
        supply=("JOR", "EGY", "WEST"),
        source="book 14.10: US supply source; 15.0: Jordanian and Egyptian reinforcements",
    ),
    _b(
        "h4",
        "H4 (Ruwaished)",
        "JOR",
        "clear",
        38.20,
        32.50,
        supply=("JOR", "EGY"),
        source="book 15.0: Jordanian and Egyptian reinforcements appear at H4 or H5",
    ),
    # ------------------------------------------------------------------ Saudi Arabia (4)
    _b("turaif", "Turaif", "SAU", "clear", 38.66, 31.67, supply=("SAU", "ARAB", "WEST")),
    _b("arar", "Arar", "SAU", "clear", 41.04, 30.98, supply=("SAU", "ARAB", "WEST")),
    _b("rafha", "Rafha", "SAU", "clear", 43.49, 29.63, supply=("SAU", "ARAB", "WEST")),
    _b(
        "hafar_al_batin",
        "Hafar al-Batin",
        "SAU",
        "clear",
        45.97,
        28.43,
        supply=("SAU", "ARAB", "WEST"),
        source="book 14.2/14.3/14.10: 'n'importe quelle source en Arabie Saoudite'; authored: "
        "every Saudi box is a source",
    ),
    # ------------------------------------------------------------------ Kuwait (3)
    _b("jahra", "Jahra", "KUW", "clear", 47.66, 29.34),
    _b(
        "kuwait_city",
        "Kuwait City",
        "KUW",
        "clear",
        47.98,
        29.37,
        "city",
        "objective",
        supply=("KUW", "WEST"),
        source="book 14.10: US and Western supply source",
    ),
    _b("burgan", "Burgan", "KUW", "clear", 47.95, 28.98, "oil"),
    # ------------------------------------------------------------------ Turkey (11)
    _b(
        "incirlik",
        "Incirlik (Adana)",
        "TUR",
        "clear",
        35.43,
        37.00,
        supply=("TUR", "WEST"),
        source="book 14.10: US supply source; 27.1: US base, attacking it brings the US in",
    ),
    _b("antakya", "Antakya (Hatay)", "TUR", "clear", 36.16, 36.20),
    _b("kilis", "Kilis", "TUR", "clear", 37.12, 36.72),
    _b("gaziantep", "Gaziantep", "TUR", "clear", 37.38, 37.07, "city", supply=("TUR",)),
    _b("sanliurfa", "Sanliurfa", "TUR", "clear", 38.79, 37.16),
    _b(
        "diyarbakir",
        "Diyarbakir",
        "TUR",
        "clear",
        40.23,
        37.91,
        "city",
        kurd="PKK",
        supply=("TUR",),
    ),
    _b("mardin", "Mardin", "TUR", "mountain", 40.74, 37.31, kurd="PKK"),
    _b("batman", "Batman", "TUR", "clear", 41.13, 37.89, kurd="PKK"),
    _b("sirnak", "Sirnak (Cizre)", "TUR", "mountain", 42.46, 37.52, kurd="PKK"),
    _b("hakkari", "Hakkari", "TUR", "mountain", 43.74, 37.58, defence=-2, kurd="PKK"),
    _b("van", "Van", "TUR", "mountain", 43.38, 38.50, kurd="PKK"),
    # ------------------------------------------------------------------ Iran (6)
    _b("piranshahr", "Piranshahr", "IRN", "mountain", 45.14, 36.70),
    _b("sanandaj", "Sanandaj (Marivan)", "IRN", "mountain", 46.99, 35.31),
    _b("kermanshah", "Kermanshah", "IRN", "mountain", 47.07, 34.31, "city", supply=("IRN",)),
    _b("ilam", "Ilam (Mehran)", "IRN", "mountain", 46.42, 33.64),
    _b("ahvaz", "Ahvaz", "IRN", "clear", 48.67, 31.32, "city", "oil", supply=("IRN",)),
    _b("khorramshahr", "Khorramshahr", "IRN", "clear", 48.17, 30.44),
)

#: Every box by id.
BOXES: dict[str, Box] = {box.id: box for box in _BOXES}

#: The connections (grey lines of 2.1), each written once; comments name the road. authored.
EDGES: tuple[tuple[str, str], ...] = (
    # Iraqi Kurdistan and the north
    ("zakho", "dahuk"),  # road 2
    ("zakho", "sirnak"),  # Ibrahim Khalil / Habur crossing (Silopi)
    ("zakho", "rmeilan"),  # Faysh Khabur / Semalka crossing
    ("dahuk", "mosul"),  # road 2 (book 18.2: Iraqi divisions attack Dahuk from Mosul)
    ("dahuk", "erbil"),  # Dahuk-Akre-Erbil road
    ("erbil", "mosul"),  # road 2 by Khazir
    ("erbil", "makhmur"),  # Gwer road
    ("erbil", "kirkuk"),  # road 4 by Altun Kupri
    ("erbil", "soran"),  # Hamilton road
    ("erbil", "sulaymaniyah"),  # Koya-Dukan road
    ("soran", "piranshahr"),  # Haji Omaran crossing
    ("sulaymaniyah", "kirkuk"),  # Chamchamal road
    ("sulaymaniyah", "halabja"),
    ("sulaymaniyah", "sanandaj"),  # Penjwen-Marivan crossing
    ("halabja", "khanaqin"),  # Darbandikhan-Kalar road
    ("mosul", "tal_afar"),  # road 47
    ("tal_afar", "sinjar"),  # road 47
    ("tal_afar", "rmeilan"),  # Rabia-Yaarubiyah crossing
    ("sinjar", "shaddadi"),  # Sinjar-Al Hol road
    ("mosul", "qayyarah"),  # road 1 along the Tigris
    ("qayyarah", "makhmur"),  # Tigris crossing at Qayyarah
    ("qayyarah", "baiji"),  # road 1 by Shirqat
    ("kirkuk", "hawija"),
    ("hawija", "baiji"),  # Fatha crossing
    ("kirkuk", "tuz_khurmatu"),  # road 4
    ("tuz_khurmatu", "tikrit"),  # Hamrin road
    ("tuz_khurmatu", "baqubah"),  # old Kirkuk-Baghdad road by Khalis
    ("tuz_khurmatu", "khanaqin"),  # Kifri-Kalar road
    # Central Iraq
    ("baiji", "tikrit"),  # road 1
    ("baiji", "haditha"),  # desert road by Siniya
    ("tikrit", "samarra"),  # road 1
    ("samarra", "balad"),  # road 1
    ("balad", "baghdad"),  # road 1
    ("baqubah", "baghdad"),  # road 5
    ("baqubah", "khanaqin"),  # road 5
    ("khanaqin", "kermanshah"),  # Qasr-e Shirin crossing, the old Baghdad-Tehran road
    ("baghdad", "fallujah"),  # highway 1
    ("fallujah", "ramadi"),  # highway 1
    ("ramadi", "haditha"),  # Euphrates road
    ("haditha", "al_qaim"),  # Euphrates road
    ("al_qaim", "abu_kamal"),  # Husaybah crossing
    ("ramadi", "rutba"),  # highway 1 to Jordan
    ("ramadi", "nukhayb"),  # desert road by Lake Razazah
    ("rutba", "h4"),  # Trebil-Karameh crossing, highway 10
    ("rutba", "al_tanf"),  # Al Walid crossing
    ("baghdad", "hilla"),  # highway 8
    ("baghdad", "karbala"),  # Musayyib road
    ("baghdad", "kut"),  # road 6 along the Tigris
    ("hilla", "karbala"),
    ("hilla", "najaf"),  # Kufa road
    ("hilla", "diwaniyah"),  # highway 8
    ("karbala", "najaf"),
    ("karbala", "nukhayb"),  # Ain Tamr road
    ("nukhayb", "arar"),  # Jdeidat Arar crossing
    ("najaf", "diwaniyah"),
    ("najaf", "rafha"),  # Darb Zubaydah, the pilgrims' road to Mecca
    # Southern Iraq
    ("diwaniyah", "samawah"),  # highway 8
    ("samawah", "nasiriyah"),  # highway 8
    ("kut", "nasiriyah"),  # Shatt al-Gharraf road
    ("kut", "amarah"),  # road 6
    ("kut", "ilam"),  # Badra-Mehran crossing
    ("amarah", "basra"),  # road 6 by Qurna
    ("amarah", "majnoon"),
    ("nasiriyah", "chibayish"),
    ("nasiriyah", "rumaila"),  # highway 1 to Basra
    ("chibayish", "basra"),  # Qurna
    ("majnoon", "basra"),
    ("majnoon", "ahvaz"),  # Hoveyzeh road
    ("basra", "rumaila"),
    ("basra", "umm_qasr"),  # Safwan road
    ("basra", "khorramshahr"),  # Shalamcheh crossing
    ("rumaila", "hafar_al_batin"),  # Wadi al-Batin (1991)
    ("rumaila", "jahra"),  # Ratqa-Abdali
    ("umm_qasr", "jahra"),  # Safwan-Abdali crossing, highway 80
    # Kuwait and Saudi Arabia
    ("jahra", "kuwait_city"),
    ("jahra", "hafar_al_batin"),  # road 70
    ("kuwait_city", "burgan"),
    ("hafar_al_batin", "rafha"),  # Tapline road
    ("rafha", "arar"),  # Tapline road
    ("arar", "turaif"),  # Tapline road
    ("turaif", "h5"),  # Al Haditha-Azraq road
    # Jordan and Israel
    ("h4", "h5"),  # highway 10
    ("h5", "amman"),  # highway 10 by Mafraq and Zarqa
    ("amman", "irbid"),
    ("amman", "daraa"),  # Jaber-Nasib crossing, the Amman-Damascus highway
    ("irbid", "daraa"),  # Ramtha crossing
    ("irbid", "tiberias"),  # Sheikh Hussein bridge
    ("golan", "quneitra"),
    ("golan", "kiryat_shmona"),
    ("golan", "tiberias"),
    ("kiryat_shmona", "tiberias"),
    ("kiryat_shmona", "south_litani"),  # Metula-Marjayoun
    ("nahariya", "south_litani"),  # Naqoura, the coast road
    ("nahariya", "haifa"),
    ("tiberias", "haifa"),
    ("haifa", "netanya"),  # highway 2
    # Lebanon
    ("south_litani", "sidon"),  # coast road by Tyre
    ("sidon", "beirut"),
    ("beirut", "tripoli"),  # coast road
    ("beirut", "zahle"),  # Beirut-Damascus highway
    ("zahle", "baalbek"),
    ("zahle", "damascus"),  # Masnaa crossing
    ("baalbek", "quseir"),  # Hermel-Qusayr road
    ("baalbek", "qalamoun"),  # Arsal road
    ("tripoli", "homs"),  # Tripoli-Homs highway by Talkalakh
    ("tripoli", "tartus"),  # coast road by Arida
    # Western Syria
    ("latakia", "tartus"),  # M1 coast road
    ("latakia", "jisr_al_shughur"),  # M4
    ("latakia", "antakya"),  # Kessab-Yayladagi crossing
    ("tartus", "homs"),  # Tartus-Homs highway
    ("jisr_al_shughur", "idlib"),  # M4
    ("jisr_al_shughur", "hama"),  # Ghab plain road
    ("idlib", "maarat_al_numan"),
    ("idlib", "aleppo"),  # M4/M5 by Saraqib
    ("idlib", "antakya"),  # Bab al-Hawa crossing
    ("maarat_al_numan", "aleppo"),  # M5
    ("maarat_al_numan", "hama"),  # M5
    ("hama", "homs"),  # M5
    ("homs", "quseir"),
    ("homs", "qalamoun"),  # M5 by Nabk
    ("homs", "palmyra"),
    ("qalamoun", "damascus"),  # M5
    ("qalamoun", "douma"),
    ("damascus", "douma"),
    ("damascus", "qatana"),
    ("damascus", "daraa"),  # M5
    ("damascus", "suwayda"),
    ("damascus", "al_tanf"),  # M2, the Damascus-Baghdad highway
    ("qatana", "quneitra"),
    ("quneitra", "daraa"),
    ("daraa", "suwayda"),
    # Northern Syria
    ("aleppo", "afrin"),
    ("aleppo", "azaz"),
    ("aleppo", "al_bab"),
    ("aleppo", "tabqa"),  # Aleppo-Raqqa highway by Maskanah
    ("afrin", "azaz"),
    ("afrin", "antakya"),  # Hatay border road
    ("azaz", "kilis"),  # Bab al-Salam crossing
    ("azaz", "al_bab"),  # northern Aleppo countryside road by Mare' and Al Rai
    ("al_bab", "manbij"),
    ("manbij", "jarabulus"),
    ("manbij", "kobani"),  # Qara Qozak bridge
    ("jarabulus", "kobani"),  # the Euphrates bridge at Jarabulus
    ("jarabulus", "gaziantep"),  # Karkamis crossing
    ("kobani", "sanliurfa"),  # Mursitpinar crossing by Suruc
    ("kobani", "tell_abyad"),  # M4
    ("tell_abyad", "sanliurfa"),  # Akcakale crossing
    ("tell_abyad", "raqqa"),
    ("tell_abyad", "ras_al_ayn"),  # M4
    ("ras_al_ayn", "sanliurfa"),  # Ceylanpinar crossing
    ("ras_al_ayn", "hasakah"),
    ("hasakah", "qamishli"),
    ("hasakah", "shaddadi"),
    ("qamishli", "mardin"),  # Nusaybin crossing
    ("qamishli", "rmeilan"),
    # Eastern Syria
    ("raqqa", "tabqa"),
    ("raqqa", "deir_ez_zor"),  # Euphrates road
    ("shaddadi", "deir_ez_zor"),
    ("deir_ez_zor", "mayadin"),
    ("deir_ez_zor", "palmyra"),  # M20 by Sukhnah
    ("mayadin", "abu_kamal"),
    # Turkey
    ("antakya", "incirlik"),  # Iskenderun-Adana motorway
    ("antakya", "gaziantep"),  # Kirikhan-Islahiye road
    ("incirlik", "gaziantep"),  # O-52 motorway
    ("kilis", "gaziantep"),
    ("gaziantep", "sanliurfa"),  # by Birecik
    ("sanliurfa", "diyarbakir"),  # by Siverek
    ("sanliurfa", "mardin"),  # by Viransehir and Kiziltepe
    ("mardin", "diyarbakir"),
    ("mardin", "batman"),
    ("mardin", "sirnak"),  # Midyat-Cizre road
    ("diyarbakir", "batman"),
    ("batman", "sirnak"),  # by Siirt
    ("batman", "van"),  # by Bitlis and Tatvan
    ("sirnak", "hakkari"),
    ("hakkari", "van"),
    ("hakkari", "piranshahr"),  # Esendere crossing, the Yuksekova-Urmia road
    # Iran
    ("piranshahr", "sanandaj"),  # by Mahabad and Saqqez
    ("sanandaj", "kermanshah"),
    ("kermanshah", "ilam"),
    ("ilam", "ahvaz"),  # by Dehloran and Andimeshk
    ("ahvaz", "khorramshahr"),
)


#: The road network as the kit's graph (rules.core.graph); every connection is a road.
GRAPH: MapGraph = MapGraph((box.id for box in _BOXES), (Edge(a, b, "road") for a, b in EDGES))

#: Adjacent boxes of every box, symmetric by construction.
NEIGHBOURS: dict[str, tuple[str, ...]] = {box_id: GRAPH.neighbours(box_id) for box_id in BOXES}


def boxes_in(country: str) -> tuple[str, ...]:
    """Ids of the boxes of ``country`` (a code of :data:`COUNTRIES`)."""
    return tuple(box.id for box in _BOXES if box.country == country)


def faction_boxes(faction: Faction) -> tuple[str, ...]:
    """Ids of the boxes bearing a Kurdish faction's symbol (14.7, 26.0)."""
    return tuple(box.id for box in _BOXES if box.kurd == faction)


def supply_sources(nation: str) -> tuple[str, ...]:
    """Ids of the boxes that are supply sources for ``nation`` (14.0-14.10)."""
    return tuple(box.id for box in _BOXES if nation in box.supply)


def box_vp(box_id: str) -> int:
    """The box's value in the optional victory-point count (book 31.1).

    Holy city 4, objective 3, oil field 2, any other box 1. A box with two roles counts the
    higher one only (book: "Mosul, en tant qu'objectif et gisement pétrolier, ne compte que
    pour 3 PV").
    """
    box = BOXES[box_id]
    if box.holy_city:
        return 4
    if box.objective:
        return 3
    if box.oil_field:
        return 2
    return 1


def road_km(a: str, b: str) -> float:
    """Great-circle distance in km between two boxes' coordinates (a sanity check on roads)."""
    from math import asin, cos, radians, sin, sqrt

    first, second = BOXES[a], BOXES[b]
    lat1, lat2 = radians(first.lat), radians(second.lat)
    dlat, dlon = lat2 - lat1, radians(second.lon - first.lon)
    return 2 * 6371 * asin(sqrt(sin(dlat / 2) ** 2 + cos(lat1) * cos(lat2) * sin(dlon / 2) ** 2))


@functools.cache
def roads_from(box: str) -> Mapping[str, int]:
    """Roads on a shortest path from ``box`` to every box it joins (read-only; the map never
    changes, so worked out once a box: the computers' evaluation and plan ask it often)."""
    return MappingProxyType(GRAPH.distances(box))


def distance(a: str, b: str) -> int:
    """Number of roads on a shortest path from ``a`` to ``b`` (-1 if unconnected)."""
    return roads_from(a).get(b, -1)


@dataclass(frozen=True)
class SupplyRule:
    """Where a nationality's units draw supply (book 14.0-14.10).

    A box is a source when its ``supply`` names one of ``tags`` or it lies in one of
    ``countries`` or bears ``symbol`` (a Kurdish faction or ``DAESH``). Units standing in
    ``always_countries`` or on ``always_boxes`` are supplied whatever their line.
    """

    tags: tuple[str, ...] = ()
    countries: tuple[str, ...] = ()
    symbol: str | None = None
    always_countries: tuple[str, ...] = ()
    always_boxes: tuple[str, ...] = ()
    source: str = ""


#: Supply by the unit nationalities of ``units.NATIONS`` (book 14.x; authored where the book
#: only says "la couleur de son pays": each state's own tag).
SUPPLY_RULES: dict[str, SupplyRule] = {
    "SYR": SupplyRule(tags=("SYR",), source="14.0"),
    "SYR_MIL": SupplyRule(tags=("SYR",), source="14.0, 23.1 (part of the Syrian army)"),
    "IRQ": SupplyRule(tags=("IRQ",), source="14.0"),
    "TUR": SupplyRule(tags=("TUR",), source="14.0"),
    "IRN": SupplyRule(tags=("IRN",), source="14.0"),
    "HEZB_IRN": SupplyRule(tags=("IRN",), source="14.0 (authored: Iranian units)"),
    "FSA": SupplyRule(countries=("TUR", "JOR"), always_boxes=("tripoli",), source="14.4"),
    "SUNNI": SupplyRule(countries=("TUR", "JOR"), always_boxes=("tripoli",),
                        source="14.4 in Syria (14.3 in Iraq: Saudi Arabia, by scenario)"),
    "ALSHAM": SupplyRule(countries=("TUR", "JOR"), always_boxes=("tripoli",),
                         source="14.4 in Syria (14.3 in Iraq: Saudi Arabia, by scenario)"),
    "SHIA": SupplyRule(tags=("IRQ", "IRN", "SYR"), countries=("IRN",),
                       always_boxes=("south_litani",), source="14.5"),
    "HEZB_LEB": SupplyRule(tags=("LEB",), always_countries=("LEB",), source="14.6"),
    "LEB": SupplyRule(tags=("LEB",), always_countries=("LEB",), source="14.6"),
    "FIA": SupplyRule(tags=("ARAB",), source="14.2: only in Saudi Arabia"),
    "ISR": SupplyRule(tags=("ISR",), source="14.0"),
    "RUS": SupplyRule(tags=("RUS",), source="14.9"),
    "SAU": SupplyRule(tags=("SAU",), source="14.0"),
    "JOR": SupplyRule(tags=("ARAB", "JOR"), source="14.2: Saudi Arabia, and Jordan too"),
    "KUW": SupplyRule(tags=("ARAB",), always_countries=("KUW",), source="14.2"),
    "QAT": SupplyRule(tags=("ARAB",), source="14.2"),
    "OMN": SupplyRule(tags=("ARAB",), source="14.2"),
    "BAH": SupplyRule(tags=("ARAB",), source="14.2"),
    "YEM": SupplyRule(tags=("ARAB",), source="14.2"),
    "US": SupplyRule(tags=("WEST",), source="14.10"),
    "FR": SupplyRule(tags=("WEST",), source="14.10"),
    "UK": SupplyRule(tags=("WEST",), source="14.10"),
    "EGY": SupplyRule(tags=("ARAB", "EGY"), source="14.2"),
    "UAE": SupplyRule(tags=("ARAB",), source="14.2"),
    "DAESH": SupplyRule(symbol="DAESH", source="14.8"),
    "KDP": SupplyRule(symbol="KDP", source="14.7"),
    "PYD": SupplyRule(symbol="PYD", source="14.7"),
    "PKK": SupplyRule(symbol="PKK", source="14.7"),
}  # fmt: skip


def sources_for(nation: str) -> frozenset[str]:
    """The boxes that are supply sources for units of ``nation`` (a ``units.NATIONS`` code)."""
    rule = SUPPLY_RULES[nation]
    found: set[str] = set()
    for box in _BOXES:
        symbol = "DAESH" if box.daesh and rule.symbol == "DAESH" else box.kurd
        if (
            set(rule.tags) & set(box.supply)
            or box.country in rule.countries
            or (rule.symbol is not None and symbol == rule.symbol)
        ):
            found.add(box.id)
    return frozenset(found)


def always_supplied(nation: str, box_id: str) -> bool:
    """Whether units of ``nation`` on ``box_id`` are supplied whatever their line (14.2-14.6)."""
    rule = SUPPLY_RULES[nation]
    return box_id in rule.always_boxes or BOXES[box_id].country in rule.always_countries
