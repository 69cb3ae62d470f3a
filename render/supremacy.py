"""The Suprématie board picture, drawn only from a :class:`rules.core.View`.

Top: a banner in large type for Discord's ~550 px preview: the turn and round, who plays
which phase, whom the game waits on, the last move.

Left: the real world map (Natural Earth outlines, ``render/data/supremacy_world.json``): each
territory an area in its holder's colour (lightened), each sea zone an area (territorial light
blue, international darker), real borders thin and the limits between territories thick. On
it, each region's node placed by its longitude and latitude: territories as
rounded discs in their holder's colour (grey when neutral and empty, a black cross when
destroyed), a white ring for a port; territorial seas light blue, international waters dark
blue. Beside a region, a counter per player: armies (a square) and fleets (a boat) with
their number. The last move: the regions ringed in highlighter yellow and an arrow; a battle
being fought: a red arrow onto a red ring.

Right: the market (the three prices) and each superpower's storage centre: money, loans
(and default), oil/grain/minerals against the capacity, companies (face-down ones by
resource only), bombs and SANs.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rules.core import View
from rules.supremacy.data import world
from rules.supremacy.view import SupremacyPublic

from .base import Words, as_model, player_style, speak, tr
from .data import geography as load_geography
from .draw import (
    ALERT,
    FAINT,
    INK,
    MUTED,
    PAPER,
    Box,
    Point,
    cached_layer,
    draw_arrow,
    draw_marker,
    draw_panel,
    draw_text,
    tint,
)
from .maps import spread, stretch

WIDTH, HEIGHT = 1600, 1000
BANNER = 150
MAP_BOX: Box = (10, BANNER + 10, 1130, HEIGHT - 10)
PANEL_X = 1145
HIGHLIGHT = "#ffd400"
LIGHT_SEA = "#bfe3f5"
DARK_SEA = "#2f6f9f"
NEUTRAL = "#d8d3c8"
HOME_UNHELD = "#efeae0"
#: The real map's colours: sea zones (territorial, international) and their limits, the margin
#: round the world, land that is no territory, a neutral territory, a destroyed one, coasts,
#: the limits between territories, and the real countries' borders inside a territory.
SEA_AREA = "#d3ebf7"
OCEAN_AREA = "#a9cde4"
SEA_LIMIT = "#8fb6cf"
FRAME_SEA = "#e9f2f6"
OTHER_LAND = "#e6e4df"
NEUTRAL_LAND = "#ddd6c6"
DESTROYED = "#5e5a55"
COAST = "#6f6658"
LIMIT = "#4a4238"
BORDER = "#b3a993"
#: The margin (pixels) between the map box and the world's edges.
MAP_PAD = 30

#: The stretch of each axis (degrees; see ``render.maps.stretch``): Europe, the Middle
#: East and East Asia, crowded with territories, get more room than the open oceans.
LON_BANDS = (
    (-180.0, -130.0, 0.45),
    (-130.0, -40.0, 1.4),
    (-40.0, 60.0, 1.7),
    (60.0, 150.0, 1.0),
    (150.0, 180.0, 0.55),
)
LAT_BANDS = ((-50.0, 20.0, 0.8), (20.0, 70.0, 1.35), (70.0, 82.0, 0.8))

POWER_SHORT = {
    "usa": "USA",
    "ussr": "USSR",
    "europe": "Europe",
    "china": "China",
    "south_america": "S. America",
    "africa": "Africa",
}
PHASES = {
    0: "choosing a phase",
    1: "phase 1: salaries",
    2: "phase 2: production",
    3: "phase 3: sell",
    4: "phase 4: attack",
    5: "phase 5: move",
    6: "phase 6: build",
    7: "phase 7: buy or prospect",
}


#: The picture's words in French (the French edition's: Superpuissances, armées, flottes,
#: céréales, pétrole, minerais, S.A.N.) and German; regions keep the map's names.
WORDS: Words = {
    "fr": {
        "Game over · turn {turn}": "Partie terminée · tour {turn}",
        "Choosing superpowers": "Choix des Superpuissances",
        "Round {round}": "Manche {round}",
        "nobody": "personne",
        "Waiting for {who}": "On attend {who}",
        " · {attacker} attacks {defender} in {region}": " · {attacker} attaque {defender} en {region}",
        "moved": "a déplacé",
        "attacked": "a attaqué",
        "bombed": "a bombardé",
        "built": "a construit",
        "Last move: {name} {verb} {where}": "Dernier coup : {name} {verb} {where}",
        "armies": "armées",
        "fleets": "flottes",
        "port": "port",
        "destroyed": "détruit",
        "territorial": "eaux territoriales",
        "international waters": "eaux internationales",
        "Market (M$ a unit)": "Marché (M$ l'unité)",
        "oil": "pétrole",
        "grain": "céréales",
        "minerals": "minerais",
        " · out": " · éliminé",
        " · owes {loans} B$": " · doit {loans} milliards",
        " · DEFAULT": " · DÉFAUT",
        " + {count} face down": " + {count} face cachée",
        "{companies} companies{hidden} · {bombs} bombs · {sans} SANs": "{companies} entreprises{hidden} · {bombs} bombes · {sans} S.A.N.",
        "USA": "USA",
        "USSR": "URSS",
        "Europe": "Europe",
        "China": "Chine",
        "S. America": "Am. du Sud",
        "Africa": "Afrique",
        "choosing a phase": "choix d'une phase",
        "phase 1: salaries": "phase 1 : salaires",
        "phase 2: production": "phase 2 : production",
        "phase 3: sell": "phase 3 : vente",
        "phase 4: attack": "phase 4 : attaque",
        "phase 5: move": "phase 5 : mouvement",
        "phase 6: build": "phase 6 : construction",
        "phase 7: buy or prospect": "phase 7 : achat ou prospection",
    },
    "de": {
        "Game over · turn {turn}": "Spielende · Zug {turn}",
        "Choosing superpowers": "Wahl der Supermächte",
        "Round {round}": "Runde {round}",
        "nobody": "niemand",
        "Waiting for {who}": "Wartet auf {who}",
        " · {attacker} attacks {defender} in {region}": " · {attacker} greift {defender} in {region} an",
        "moved": "zog",
        "attacked": "griff an",
        "bombed": "bombardierte",
        "built": "baute",
        "Last move: {name} {verb} {where}": "Letzter Zug: {name} {verb} {where}",
        "armies": "Armeen",
        "fleets": "Flotten",
        "port": "Hafen",
        "destroyed": "zerstört",
        "territorial": "Hoheitsgewässer",
        "international waters": "internationale Gewässer",
        "Market (M$ a unit)": "Markt (M$ je Einheit)",
        "oil": "Öl",
        "grain": "Getreide",
        "minerals": "Mineralien",
        " · out": " · ausgeschieden",
        " · owes {loans} B$": " · schuldet {loans} Mrd. $",
        " · DEFAULT": " · VERZUG",
        " + {count} face down": " + {count} verdeckt",
        "{companies} companies{hidden} · {bombs} bombs · {sans} SANs": "{companies} Unternehmen{hidden} · {bombs} Bomben · {sans} SANs",
        "USA": "USA",
        "USSR": "UdSSR",
        "Europe": "Europa",
        "China": "China",
        "S. America": "Südamerika",
        "Africa": "Afrika",
        "choosing a phase": "Phasenwahl",
        "phase 1: salaries": "Phase 1: Gehälter",
        "phase 2: production": "Phase 2: Produktion",
        "phase 3: sell": "Phase 3: Verkauf",
        "phase 4: attack": "Phase 4: Angriff",
        "phase 5: move": "Phase 5: Bewegung",
        "phase 6: build": "Phase 6: Bau",
        "phase 7: buy or prospect": "Phase 7: Kauf oder Suche",
    },
}


#: The least distance between two regions' centres on the picture (pixels).
MIN_GAP = 50


def positions() -> dict[str, Point]:
    """Each region's point (computed once)."""
    return dict(_positions())


def project(lon: float, lat: float) -> Point:
    """A longitude and latitude on the picture: each axis stretched band by band (``LON_BANDS``,
    ``LAT_BANDS``), the whole world fitted into the map box less a margin. The regions' points
    and the real coastlines share it."""
    x0, y0, x1, y1 = MAP_BOX
    width = stretch(LON_BANDS[-1][1], LON_BANDS)
    height = stretch(LAT_BANDS[-1][1], LAT_BANDS)
    x = x0 + MAP_PAD + stretch(lon, LON_BANDS) / width * (x1 - x0 - 2 * MAP_PAD)
    y = y0 + MAP_PAD + (1 - stretch(lat, LAT_BANDS) / height) * (y1 - y0 - 2 * MAP_PAD)
    return x, y


@functools.lru_cache(maxsize=1)
def _positions() -> dict[str, Point]:
    """Each region's point on the picture, from its authored longitude and latitude."""
    x0, y0, x1, y1 = MAP_BOX
    pad = MAP_PAD
    points: dict[str, Point] = {}
    for rid, region in world.REGIONS.items():
        x, y = project(*region.at)
        points[rid] = (round(x), round(y))
    inner = (x0 + pad, y0 + pad, x1 - pad, y1 - pad - 30)  # the legend's strip stays free
    return {r: (round(x), round(y)) for r, (x, y) in spread(points, MIN_GAP, inner).items()}


@dataclass(frozen=True)
class Geography:
    """The real world on the picture (``render/data/supremacy_world.json``, Natural Earth,
    projected once): each land territory's polygons, each sea zone's, the land that is no
    territory of the board, the lakes, the land limits between territories and the land
    borders between real countries."""

    territories: dict[str, list[list[Point]]]
    limits: list[list[Point]]
    seas: dict[str, list[list[Point]]]
    other: list[list[Point]]
    lakes: list[list[Point]]
    borders: list[list[Point]]


@functools.lru_cache(maxsize=1)
def geography() -> Geography:
    """The derived world map in pixels (computed once)."""
    data = load_geography("supremacy_world")

    def rings(found: list[list[list[float]]]) -> list[list[Point]]:
        return [[project(lon, lat) for lon, lat in ring] for ring in found]

    return Geography(
        territories={rid: rings(found) for rid, found in data["territories"].items()},
        limits=rings(data["limits"]),
        seas={rid: rings(found) for rid, found in data["seas"].items()},
        other=rings(data["other"]),
        lakes=rings(data["lakes"]),
        borders=rings(data["borders"]),
    )


def _seas_layer(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """What never changes, drawn once (:func:`render.draw.cached_layer`): the sea zones in their
    blues (territorial light, international darker) with their limits, and the land the board
    has no territory for."""
    dx, dy = box[0] - MAP_BOX[0], box[1] - MAP_BOX[1]
    draw.rectangle(box, fill=FRAME_SEA)
    world_map = geography()
    for rid, found in world_map.seas.items():
        fill = SEA_AREA if world.REGIONS[rid].kind == "territorial" else OCEAN_AREA
        for ring in found:
            shifted = [(x + dx, y + dy) for x, y in ring]
            draw.polygon(shifted, fill=fill, outline=SEA_LIMIT)
    for ring in world_map.other:
        draw.polygon([(x + dx, y + dy) for x, y in ring], fill=OTHER_LAND, outline=COAST)
    draw.rectangle(box, outline=FAINT, width=2)


def territory_fill(public: SupremacyPublic, rid: str) -> str:
    """A territory's area: its holder's colour, lightened so counters and names read on it;
    a destroyed one dark; an unheld home territory paler than a neutral country."""
    if rid in public.mushrooms:
        return DESTROYED
    holder = public.holders.get(rid)
    if holder is not None:
        return tint(player_style(holder).colour, 0.45)
    return HOME_UNHELD if world.REGIONS[rid].home else NEUTRAL_LAND


def _geography(draw: ImageDraw.ImageDraw, public: SupremacyPublic) -> None:
    """The real map under the pieces: the seas (cached), then each territory's area in its
    holder's colour, the lakes, the coasts, the real countries' borders (thin, light) and the
    limits between territories (thick, dark)."""
    cached_layer(draw, MAP_BOX, "supremacy-seas", _seas_layer)
    world_map = geography()
    for rid, found in world_map.territories.items():
        fill = territory_fill(public, rid)
        for ring in found:
            draw.polygon(ring, fill=fill)
    for ring in world_map.lakes:
        draw.polygon(ring, fill=SEA_AREA, outline=COAST)
    for found in world_map.territories.values():
        for ring in found:
            draw.line([*ring, ring[0]], fill=COAST, width=1)
    for line in world_map.borders:
        draw.line(line, fill=BORDER, width=1)
    for line in world_map.limits:
        draw.line(line, fill=LIMIT, width=2, joint="curve")


def draw_board(view: View, previous: View | None = None) -> Image.Image:
    speak(view, WORDS)
    public = as_model(view.public, SupremacyPublic)
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    _banner(draw, public, view)
    _map(draw, public)
    _panel(draw, public, view)
    return image


def _banner(draw: ImageDraw.ImageDraw, public: SupremacyPublic, view: View) -> None:
    draw.rectangle((0, 0, WIDTH, BANNER), fill="#efe9dd")
    names = view.seats
    rounds = f"/{public.rounds}" if public.rounds else ""
    if view.over:
        title = tr("Game over · turn {turn}", turn=public.turn)
    elif public.on_turn is None:
        title = tr("Choosing superpowers")
    else:
        power = tr(POWER_SHORT.get(public.powers[public.on_turn].power, ""))
        title = tr("Round {round}", round=f"{public.round}{rounds}")
        title += f" · {names[public.on_turn]} ({power}): {tr(PHASES.get(public.phase, ''))}"
    draw_text(draw, (16, 12), title, size=46, bold=True, max_width=WIDTH - 32)
    waiting = ", ".join(names[s] for s in view.to_act) or tr("nobody")
    line = tr("Waiting for {who}", who=waiting)
    if public.battle is not None:
        b = public.battle
        line += tr(" · {attacker} attacks {defender} in {region}", attacker=names[b.attacker],
                   defender=names[b.defender], region=world.REGIONS[b.target].name)  # fmt: skip
    draw_text(draw, (16, 70), line, size=34, max_width=WIDTH - 32)
    if public.last is not None and public.last.places:
        where = " -> ".join(
            world.REGIONS[r].name for r in public.last.places[:3] if r in world.REGIONS
        )
        verbs = {"move": "moved", "attack": "attacked", "nuke": "bombed", "build": "built"}
        verb = tr(verbs.get(public.last.kind, public.last.kind))
        text = tr("Last move: {name} {verb} {where}", name=names[public.last.seat], verb=verb,
                  where=where)  # fmt: skip
        draw_text(draw, (16, 112), text, size=28, fill=MUTED, max_width=WIDTH - 32)


def _map(draw: ImageDraw.ImageDraw, public: SupremacyPublic) -> None:
    _geography(draw, public)
    points = positions()
    last = [r for r in (public.last.places if public.last else []) if r in points]
    for r in last:
        x, y = points[r]
        draw.ellipse((x - 30, y - 30, x + 30, y + 30), fill=HIGHLIGHT)
    if len(last) >= 2 and last[0] != last[-1]:
        draw_arrow(draw, points[last[0]], points[last[-1]], HIGHLIGHT, width=6, head=18, inset=16)
    for rid, region in world.REGIONS.items():
        x, y = points[rid]
        if region.kind == "land":
            continue
        fill = LIGHT_SEA if region.kind == "territorial" else DARK_SEA
        outline = "#333333" if rid in public.bombed_seas else "#7fa7bf"
        draw.ellipse((x - 16, y - 11, x + 16, y + 11), fill=fill, outline=outline, width=2)
        label_fill = "#0f3d5c" if region.kind == "territorial" else "#ffffff"
        if region.kind == "international":
            draw_text(draw, (x, y), region.name, size=16, fill=label_fill, anchor="mm",
                      halo=DARK_SEA)  # fmt: skip
        else:
            draw_text(draw, (x, y + 13), region.name, size=12, fill=label_fill, anchor="mt")
    for rid, region in world.REGIONS.items():
        if region.kind != "land":
            continue
        x, y = points[rid]
        holder = public.holders.get(rid)
        if rid in public.mushrooms:
            draw.ellipse((x - 14, y - 14, x + 14, y + 14), fill="#222222")
            draw.line((x - 9, y - 9, x + 9, y + 9), fill="#ffffff", width=4)
            draw.line((x - 9, y + 9, x + 9, y - 9), fill="#ffffff", width=4)
        else:
            fill = (
                player_style(holder).colour
                if holder is not None
                else HOME_UNHELD
                if region.home
                else NEUTRAL
            )
            draw.ellipse((x - 14, y - 14, x + 14, y + 14), fill=fill, outline=INK, width=2)
            if region.port:
                draw.ellipse((x + 8, y - 16, x + 18, y - 6), fill="#ffffff", outline=INK)
        draw_text(draw, (x, y + 16), region.name, size=14, anchor="mt", halo="#ffffff")
    if public.battle is not None:
        b = public.battle
        if b.origin in points and b.target in points:
            draw_arrow(draw, points[b.origin], points[b.target], ALERT, width=6, head=18, inset=16)
            tx, ty = points[b.target]
            draw.ellipse((tx - 26, ty - 26, tx + 26, ty + 26), outline=ALERT, width=5)
    _forces(draw, public, points)
    _legend(draw)


def _legend(draw: ImageDraw.ImageDraw) -> None:
    """What the marks mean, along the map's bottom edge (each word as wide as the picture's
    language makes it)."""
    x, y = MAP_BOX[0] + 12, MAP_BOX[3] - 30

    def label(left: float, word: str) -> float:
        box = draw_text(draw, (left, y + 10), tr(word), size=18, anchor="lm")
        return box[2] + 22

    draw.rectangle((x, y, x + 22, y + 20), fill="#ffffff", outline=INK, width=2)
    x = label(x + 28, "armies")
    draw.rounded_rectangle(
        (x, y + 2, x + 30, y + 18), radius=8, fill="#ffffff", outline=INK, width=2
    )
    x = label(x + 36, "fleets")
    draw.ellipse((x, y + 5, x + 10, y + 15), fill="#ffffff", outline=INK)
    x = label(x + 16, "port")
    draw.ellipse((x, y, x + 20, y + 20), fill="#222222")
    draw.line((x + 5, y + 5, x + 15, y + 15), fill="#ffffff", width=3)
    draw.line((x + 5, y + 15, x + 15, y + 5), fill="#ffffff", width=3)
    x = label(x + 26, "destroyed")
    draw.ellipse((x, y + 2, x + 26, y + 18), fill=LIGHT_SEA, outline="#7fa7bf")
    x = label(x + 32, "territorial")
    draw.ellipse((x, y + 2, x + 26, y + 18), fill=DARK_SEA, outline="#7fa7bf")
    label(x + 32, "international waters")


def _forces(draw: ImageDraw.ImageDraw, public: SupremacyPublic, points: dict[str, Point]) -> None:
    """Counters beside each region: one per player, armies then fleets."""
    by_region: dict[str, list[tuple[int, int, int]]] = {}
    for u in public.units:
        by_region.setdefault(u.where, []).append((u.seat, u.armies, u.fleets))
    for rid, stacks in by_region.items():
        if rid not in points:
            continue
        x, y = points[rid]
        cx = x + 18
        cy = y - 30
        for seat, armies, fleets in stacks:
            style = player_style(seat)
            for count, boat in ((armies, False), (fleets, True)):
                if not count:
                    continue
                w = 30 if count < 10 else 40
                box = (cx, cy, cx + w, cy + 24)
                if boat:
                    draw.rounded_rectangle(box, radius=11, fill=style.colour, outline=INK, width=2)
                else:
                    draw.rectangle(box, fill=style.colour, outline=INK, width=2)
                draw_text(draw, (cx + w / 2, cy + 12), str(count), size=20, bold=True,
                          anchor="mm", halo="#ffffff")  # fmt: skip
                cx += w + 3


def _panel(draw: ImageDraw.ImageDraw, public: SupremacyPublic, view: View) -> None:
    x0, x1 = PANEL_X, WIDTH - 10
    inner = draw_panel(draw, (x0, BANNER + 10, x1, BANNER + 120), tr("Market (M$ a unit)"))
    for i, resource in enumerate(("oil", "grain", "minerals")):
        x = inner[0] + 10 + i * 145
        draw_text(draw, (x, inner[1] + 8), tr(resource), size=22, fill=MUTED)
        draw_text(draw, (x, inner[1] + 34), str(public.prices.get(resource, 0)), size=30,
                  bold=True)  # fmt: skip
    y = BANNER + 130
    height = (HEIGHT - 10 - y) // max(1, len(public.powers)) - 6
    for p in public.powers:
        box = (x0, y, x1, y + height)
        name = view.seats[p.seat]
        title = f"{name} · {tr(POWER_SHORT.get(p.power, '?'))}" + (tr(" · out") if p.out else "")
        inner = draw_panel(draw, box, title, title_size=22)
        draw_marker(draw, (x1 - 22, y + 16), 11, player_style(p.seat))
        line1 = f"{p.money:,} M$".replace(",", " ")
        if p.loans:
            line1 += tr(" · owes {loans} B$", loans=p.loans)
        if p.in_default:
            line1 += tr(" · DEFAULT")
        draw_text(draw, (inner[0] + 8, inner[1] + 4), line1, size=22, bold=True,
                  fill=ALERT if p.in_default else INK, max_width=inner[2] - inner[0] - 16)  # fmt: skip
        store = "  ".join(f"{tr(r)[:3]} {p.storage.get(r, 0)}/{p.capacity}"
                          for r in ("oil", "grain", "minerals"))  # fmt: skip
        draw_text(draw, (inner[0] + 8, inner[1] + 32), store, size=20,
                  max_width=inner[2] - inner[0] - 16)  # fmt: skip
        hidden = tr(" + {count} face down", count=len(p.prospects)) if p.prospects else ""
        line3 = tr("{companies} companies{hidden} · {bombs} bombs · {sans} SANs",
                   companies=len(p.companies), hidden=hidden, bombs=p.bombs, sans=p.sans)  # fmt: skip
        if inner[3] - inner[1] > 60:
            draw_text(draw, (inner[0] + 8, inner[1] + 58), line3, size=18, fill=MUTED,
                      max_width=inner[2] - inner[0] - 16)  # fmt: skip
        y += height + 6
