"""Peak Oil's world map as plain data: regions, refineries, risk zones, routes, and the tokens.

The book names the five regions, the three refineries and three of the risk zones (Belarus,
the Suez Canal and the Gulf of Aden, in the transport example) but does not print the map. It
says the map distorts the world on purpose ("Nous avons distordu la réalité pour la plier aux
besoins graphiques du jeu"), that "Les lignes noires et blanches représentent les voies
d'acheminement, en terre ou mer ; toutes fonctionnent de la même façon", and that "Certaines
présentent une flèche, le transport doit s'effectuer dans ce sens".

The map is a graph: ``NODES`` (kind ``region``, ``refinery`` or ``risk_zone``, with real
longitude/latitude for a picture) and ``EDGES`` (two-way lines, or one-way arrows, each with
where it comes from), walked as the kit's :class:`~rules.core.graph.MapGraph`. A route is
a path from a region to a refinery through risk zones only, following arrows, visiting no node
twice; ``ROUTES`` lists them all and ``tests/peak_oil/test_data.py`` checks that the graph
gives exactly these. Every AUTHORED choice follows real geography (sea lanes, straits and
pipelines), bent only where the book's transport example requires it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.core import graph

NodeKind = Literal["region", "refinery", "risk_zone"]


@dataclass(frozen=True)
class Node:
    """A place on the map. ``lon``/``lat``: the real place, for drawing (AUTHORED)."""

    id: str
    name: str
    name_fr: str
    kind: NodeKind
    lon: float
    lat: float
    source: str


@dataclass(frozen=True)
class Edge:
    """A line of the map between two nodes as authored, with its ``source``; ``one_way``: only
    from ``a`` to ``b`` (an arrow). The graph's connection is :attr:`connection`."""

    a: str
    b: str
    one_way: bool
    source: str

    @property
    def connection(self) -> graph.Edge:
        """The line as a connection of the kit's map graph (every line a ``route``: "toutes
        fonctionnent de la même façon")."""
        return graph.Edge(self.a, self.b, "route", self.one_way)


#: book: "Les cinq Régions Venezuela, Libye, Nigeria, Golfe Persique et Russie sont aussi des
#: zones d'Action"; this order is the book's west-to-east order ("vérifiez les Régions dans
#: l'ordre suivant : Venezuela, Libye, Nigeria, Golfe Persique puis Russie"). The real Libya lies
#: east of the Niger Delta; the book's order is the distorted board's, and the game follows it.
REGIONS: tuple[Node, ...] = (
    Node("venezuela", "Venezuela", "Venezuela", "region", -66.0, 8.0, "book"),
    Node("libya", "Libya", "Libye", "region", 17.0, 27.0, "book"),
    Node("nigeria", "Nigeria", "Nigeria", "region", 6.0, 5.0, "book"),
    Node("persian_gulf", "Persian Gulf", "Golfe Persique", "region", 51.0, 27.0, "book"),
    Node("russia", "Russia", "Russie", "region", 70.0, 60.0, "book"),
)
REGION_IDS: tuple[str, ...] = tuple(region.id for region in REGIONS)
#: book "Jeu à 2 ou 3 joueurs": "le Venezuela sera complètement fermé"; "Il ne faudra pas placer
#: de Baril sur la Région Venezuela" (black-market share-out).
REGION_CLOSED_WITH_2_3 = "venezuela"


def regions_in_play(players: int) -> tuple[str, ...]:
    """The regions in use: all five, or without Venezuela with 2–3 players (book)."""
    if players <= 3:
        return tuple(r for r in REGION_IDS if r != REGION_CLOSED_WITH_2_3)
    return REGION_IDS


#: book: "Les trois Raffineries Singapour, Rotterdam et Philadelphia vont acheter votre brut."
REFINERIES: tuple[Node, ...] = (
    Node("philadelphia", "Philadelphia", "Philadelphia", "refinery", -75.2, 39.9, "book"),
    Node("rotterdam", "Rotterdam", "Rotterdam", "refinery", 4.5, 51.9, "book"),
    Node("singapore", "Singapore", "Singapour", "refinery", 103.8, 1.3, "book"),
)
REFINERY_IDS: tuple[str, ...] = tuple(refinery.id for refinery in REFINERIES)

#: Eight risk zones, one per placed risk token (book: "Distribuez aléatoirement 8 petits jetons
#: de Risque sur les Zones à Risques"). "Les Zones à Risque représentent les dangers … Tempêtes,
#: pirates et taxes douanières". Listed west to east.
RISK_ZONES: tuple[Node, ...] = (
    # AUTHORED: Venezuela's crude leaves through the Caribbean (storms: hurricane alley).
    Node(
        "caribbean_sea", "Caribbean Sea", "Mer des Caraïbes", "risk_zone", -70.0, 15.0, "AUTHORED"
    ),
    # AUTHORED: Libya's exports leave the Mediterranean for the Atlantic past Gibraltar.
    Node(
        "strait_of_gibraltar",
        "Strait of Gibraltar",
        "Détroit de Gibraltar",
        "risk_zone",
        -5.6,
        36.0,
        "AUTHORED",
    ),
    # AUTHORED: Nigeria's tankers load in the Gulf of Guinea (real piracy off the Niger Delta).
    Node("gulf_of_guinea", "Gulf of Guinea", "Golfe de Guinée", "risk_zone", 3.0, 2.0, "AUTHORED"),
    # book: "échanger les jetons Risque de Biélorussie et du Canal de Suez" (transport example);
    # Belarus is the transit country of the Druzhba pipeline, Russia to Europe (customs).
    Node("belarus", "Belarus", "Biélorussie", "risk_zone", 28.0, 53.5, "book"),
    # book: the transport example's route from the Persian Gulf to Rotterdam crosses it.
    Node("suez_canal", "Suez Canal", "Canal de Suez", "risk_zone", 32.5, 30.5, "book"),
    # book: "à cause du Pirate (☠) sur le jeton Risque du Golfe d'Aden" (transport example).
    Node("gulf_of_aden", "Gulf of Aden", "Golfe d'Aden", "risk_zone", 48.0, 12.5, "book"),
    # AUTHORED: the East Siberia–Pacific Ocean pipeline, Russia to Asia (storms, permafrost).
    Node("siberia", "Siberia", "Sibérie", "risk_zone", 110.0, 58.0, "AUTHORED"),
    # AUTHORED: every tanker from the Middle East to Singapore passes Malacca (piracy).
    Node(
        "strait_of_malacca",
        "Strait of Malacca",
        "Détroit de Malacca",
        "risk_zone",
        100.0,
        4.0,
        "AUTHORED",
    ),
)
RISK_ZONE_IDS: tuple[str, ...] = tuple(zone.id for zone in RISK_ZONES)

NODES: dict[str, Node] = {node.id: node for node in (*REGIONS, *REFINERIES, *RISK_ZONES)}

#: The map's lines. AUTHORED unless a comment says book; each follows a real sea lane or
#: pipeline. The Strait of Hormuz is left out on purpose: the book's route from the Persian Gulf
#: to Rotterdam flips only "les jetons du Golfe d'Aden, du Canal de Suez et de Rotterdam", so no
#: risk zone lies between the Gulf and the Gulf of Aden.
EDGES: tuple[Edge, ...] = (
    Edge("venezuela", "caribbean_sea", False, "AUTHORED: Venezuela's Caribbean coast"),
    Edge("caribbean_sea", "philadelphia", False, "AUTHORED: up the US east coast"),
    Edge("caribbean_sea", "rotterdam", False, "AUTHORED: across the Atlantic to Europe"),
    Edge(
        "gulf_of_guinea",
        "caribbean_sea",
        True,
        "AUTHORED arrow: the Atlantic crossing westward with the trade winds and the North "
        "Equatorial Current (Nigerian crude to the Americas); Caribbean tankers do not sail "
        "back to the Gulf of Guinea, so Venezuela has no route through it",
    ),
    Edge("libya", "strait_of_gibraltar", False, "AUTHORED: west through the Mediterranean"),
    Edge("strait_of_gibraltar", "rotterdam", False, "AUTHORED: north along Europe's coast"),
    Edge("strait_of_gibraltar", "philadelphia", False, "AUTHORED: across the Atlantic"),
    Edge("nigeria", "gulf_of_guinea", False, "AUTHORED: the Niger Delta's terminals"),
    Edge("gulf_of_guinea", "rotterdam", False, "AUTHORED: north along Africa's coast"),
    Edge("persian_gulf", "gulf_of_aden", False, "book (transport example): first zone"),
    Edge(
        "gulf_of_aden",
        "suez_canal",
        False,
        "book (transport example): the Persian Gulf–Rotterdam route crosses the Gulf of Aden "
        "and the Suez Canal",
    ),
    Edge(
        "suez_canal",
        "rotterdam",
        False,
        "book (transport example): after the Suez Canal the route reaches Rotterdam without "
        "another risk token (the map is distorted: the Mediterranean has no zone here)",
    ),
    Edge("persian_gulf", "strait_of_malacca", False, "AUTHORED: east across the Indian Ocean"),
    Edge(
        "gulf_of_aden",
        "strait_of_malacca",
        True,
        "AUTHORED arrow: from the Gulf of Aden eastward (the monsoon lane to Asia); a tanker at "
        "Malacca never turns back west to Suez, so the Persian Gulf has no route Malacca → Aden "
        "→ Suez → Rotterdam",
    ),
    Edge("strait_of_malacca", "singapore", False, "AUTHORED: Singapore sits on the strait"),
    Edge(
        "russia",
        "belarus",
        True,
        "AUTHORED arrow: the Druzhba pipeline flows west only (a pipeline is one-way)",
    ),
    Edge("belarus", "rotterdam", True, "AUTHORED arrow: Druzhba, on to Europe's refineries"),
    Edge(
        "russia",
        "siberia",
        True,
        "AUTHORED arrow: the ESPO pipeline flows east only, to the Pacific",
    ),
    Edge("siberia", "singapore", True, "AUTHORED arrow: ESPO's crude shipped on to Singapore"),
)


@dataclass(frozen=True)
class Route:
    """A transport route: region → risk zones (in order) → refinery."""

    region: str
    refinery: str
    zones: tuple[str, ...]


#: Every route the graph gives (checked by the tests). book: the Persian Gulf → Rotterdam route
#: is [Gulf of Aden, Suez Canal]; the others are AUTHORED with ``EDGES``.
ROUTES: tuple[Route, ...] = (
    Route("venezuela", "philadelphia", ("caribbean_sea",)),
    Route("venezuela", "rotterdam", ("caribbean_sea",)),
    Route("libya", "philadelphia", ("strait_of_gibraltar",)),
    Route("libya", "rotterdam", ("strait_of_gibraltar",)),
    Route("nigeria", "philadelphia", ("gulf_of_guinea", "caribbean_sea")),
    Route("nigeria", "rotterdam", ("gulf_of_guinea",)),
    Route("nigeria", "rotterdam", ("gulf_of_guinea", "caribbean_sea")),
    Route("persian_gulf", "rotterdam", ("gulf_of_aden", "suez_canal")),
    Route("persian_gulf", "singapore", ("gulf_of_aden", "strait_of_malacca")),
    Route("persian_gulf", "singapore", ("strait_of_malacca",)),
    Route("russia", "rotterdam", ("belarus",)),
    Route("russia", "singapore", ("siberia",)),
)


def map_graph(edges: tuple[Edge, ...] = EDGES) -> graph.MapGraph:
    """The map as the kit's graph: every node, the lines of ``edges`` (arrows one-way)."""
    return graph.MapGraph(NODES, (edge.connection for edge in edges))


MAP = map_graph()


def routes_from_graph(edges: tuple[Edge, ...] = EDGES) -> tuple[Route, ...]:
    """Every route the lines allow: simple directed paths region → risk zones → refinery."""
    routes: list[Route] = []
    lines = MAP if edges == EDGES else map_graph(edges)

    def walk(region: str, at: str, zones: tuple[str, ...]) -> None:
        for nxt in lines.neighbours(at):
            kind = NODES[nxt].kind
            if kind == "refinery" and zones:
                routes.append(Route(region, nxt, zones))
            elif kind == "risk_zone" and nxt not in zones:
                walk(region, nxt, (*zones, nxt))

    for region in REGION_IDS:
        walk(region, region, ())
    return tuple(routes)


# ------------------------------------------------------------------------------ risk tokens


@dataclass(frozen=True)
class RiskSide:
    """One face of a risk token: barrels to draw, skulls (pirates), or closed.

    book: "Pour chaque Baril (🛢) indiqué sur les jetons Risque de la route, tirez un Baril du
    sac"; "Pour chaque crâne (☠) … placez un Baril sur le Marché Noir"; "Vous ne pouvez pas
    prendre une route fermée"; "Les jetons Risque vides, ou blancs sont sans effet."
    """

    barrels: int = 0
    skulls: int = 0
    closed: bool = False

    @property
    def blank(self) -> bool:
        return not (self.barrels or self.skulls or self.closed)


@dataclass(frozen=True)
class RiskToken:
    """A two-sided risk token. ``setup_side``: the side that must show at set-up (the closed
    token shows its open side, book), or None for a random side. ``optional``: only with the
    double-closed option (book: "N'utilisez pas le jeton double « fermé » lors de vos premières
    parties")."""

    id: str
    sides: tuple[RiskSide, RiskSide]
    source: str
    setup_side: int | None = None
    optional: bool = False


BLANK = RiskSide()
CLOSED = RiskSide(closed=True)

#: book: "11 jetons de Risque"; one has a closed side ("Assurez-vous que le jeton « fermé » (⊗)
#: soit face cachée"), one is "le jeton double « fermé »"; "Sur les jetons Risque se trouve un
#: petit icône qui rappelle ce qu'ils ont sur l'autre face" (two faces); the transport example
#: shows a side with two barrels (Suez Canal: "elle tire deux Barils du Sac") and a side with a
#: pirate (Gulf of Aden). AUTHORED faces for the rest: the 9 ordinary tokens carry 12 barrel
#: icons, 4 skulls and 6 blank faces on their 18 faces (about two draws for three zones, a
#: pirate on one face in five), and the closed token's open face one barrel.
RISK_TOKENS: tuple[RiskToken, ...] = (
    RiskToken(
        "closed",
        (RiskSide(barrels=1), CLOSED),
        "book: the closed token, always placed with its open side up (4-player set-up: 'Ce "
        "jeton est toujours placé cette face visible'); AUTHORED open side: 1 barrel",
        setup_side=0,
    ),
    RiskToken("double_closed", (CLOSED, CLOSED), "book: the double-closed token", optional=True),
    RiskToken(
        "two_barrels_skull",
        (RiskSide(barrels=2), RiskSide(skulls=1)),
        "book: the Suez Canal's two barrels and the Gulf of Aden's pirate of the transport "
        "example; AUTHORED: on one token",
    ),
    RiskToken("two_barrels_blank", (RiskSide(barrels=2), BLANK), "AUTHORED"),
    RiskToken("barrel_skull", (RiskSide(barrels=1), RiskSide(skulls=1)), "AUTHORED"),
    RiskToken("barrel_blank", (RiskSide(barrels=1), BLANK), "AUTHORED"),
    RiskToken("barrel_two_barrels", (RiskSide(barrels=1), RiskSide(barrels=2)), "AUTHORED"),
    RiskToken("skull_blank", (RiskSide(skulls=1), BLANK), "AUTHORED"),
    RiskToken("barrel_barrel", (RiskSide(barrels=1), RiskSide(barrels=1)), "AUTHORED"),
    RiskToken(
        "barrel_skull_blank",
        (RiskSide(barrels=1, skulls=1), BLANK),
        "AUTHORED: the one face with both a barrel and a pirate",
    ),
    RiskToken(
        "blank_blank",
        (BLANK, BLANK),
        "book: 'Les jetons Risque vides, ou blancs sont sans effet'; AUTHORED reading: one "
        "token is empty on both faces",
    ),
)

# ------------------------------------------------------------------------------ refinery tokens


@dataclass(frozen=True)
class RefineryToken:
    """A two-sided refinery token: the demand (barrels taken from the region) on each face."""

    id: str
    demands: tuple[int, int]
    source: str


#: book: "3 jetons de Raffinerie", "Distribuez aléatoirement les trois jetons circulaires
#: Raffinerie face visible", flipped after each transport to that refinery; the transport
#: example shows a demand of 4 ("La demande de Rotterdam est de quatre"). AUTHORED other faces:
#: 2 to 5, each token alternating a high and a low demand so that flipping matters; mean 3.3,
#: a little under two set-up fields' worth of barrels (4) so that a region is rarely emptied by
#: one transport.
REFINERY_TOKENS: tuple[RefineryToken, ...] = (
    RefineryToken("demand_4_2", (4, 2), "book: the face 4 (transport example); AUTHORED: 2"),
    RefineryToken("demand_3_5", (3, 5), "AUTHORED"),
    RefineryToken("demand_2_4", (2, 4), "AUTHORED"),
)
