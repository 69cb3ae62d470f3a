"""The Suprématie board picture, drawn only from a :class:`rules.core.View`.

Top: a banner in large type for Discord's ~550 px preview: the turn and round, who plays
which phase, whom the game waits on, one card per player (money, loans, territories held,
armies and fleets; framed when the last move changed its centre) and the last move: who made
it and what it did, read from the views before and after it (the board's move, attack, bomb
or build, and every change of money, loans, companies, bombs, SANs and prices: deals and
loans too).

Left: the real world map (Natural Earth outlines, ``render/data/supremacy_world.json``): each
territory an area in its holder's colour (lightened), each sea zone an area (territorial light
blue, international darker), real borders thin and the limits between territories thick. On
it, each region's node placed by its longitude and latitude: territories as
rounded discs in their holder's colour (grey when neutral and empty, a black cross when
destroyed), a white ring for a port; territorial seas light blue, international waters dark
blue. Beside a region, a counter per player: armies (a square) and fleets (a boat) with
their number. The last move: the regions ringed in highlighter yellow and an arrow; a battle
being fought: a red arrow onto a red ring. Region names are placed after every disc and
counter, each where it covers no other name, counter or marker (:func:`render.draw.place_label`).
Under the map, the legend of every kind of mark.

Right: the market (the three prices) and each superpower's storage centre: money, loans
(and default), oil/grain/minerals against the capacity, companies (face-down ones by
resource only), bombs and SANs; a panel the last move changed is framed in highlighter
yellow.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rules.core import View
from rules.supremacy.data import world
from rules.supremacy.view import SupremacyPublic

from .base import as_model, named, player_style, speak, tr
from .cards import (
    CHANGED,
    CardLine,
    card_boxes,
    draw_change_line,
    draw_player_card,
    draw_status_bar,
)
from .data import geography as load_geography
from .draw import (
    ALERT,
    FAINT,
    INK,
    MUTED,
    PAPER,
    Box,
    Icon,
    LegendEntry,
    Point,
    cached_layer,
    draw_arrow,
    draw_legend,
    draw_marker,
    draw_panel,
    draw_text,
    note,
    place_label,
    start_record,
    tint,
)
from .maps import spread, stretch

#: The banner (status bar, one card per player, the last move), the map with the panel
#: beside it, and the legend across the bottom.
BANNER = 262
LEGEND_HEIGHT = 84
WIDTH, HEIGHT = 1600, BANNER + 850 + LEGEND_HEIGHT
MAP_BOX: Box = (10, BANNER + 10, 1130, BANNER + 840)
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
    start_record()
    speak(view)
    public = as_model(view.public, SupremacyPublic)
    before = as_model(previous.public, SupremacyPublic) if previous is not None else None
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    move = last_move(public, before, previous)
    _banner(draw, public, view, move)
    _map(draw, public, move)
    _panel(draw, public, view, move)
    _legend(draw, public)
    return image


@dataclass(frozen=True)
class Move:
    """What the last move did, from the public views before and after it: who made it (the
    seat the game waited on alone, else the seat of the board's last move), what it did in
    short phrases (None: nothing known), the places to mark and the seats whose centre
    changed; ``market``: the prices changed."""

    seat: int | None = None
    phrases: tuple[str, ...] | None = None
    places: tuple[str, ...] = ()
    seats: frozenset[int] = frozenset()
    market: bool = False


VERBS = {"move": "moved", "attack": "attacked", "nuke": "bombed", "build": "built"}


def _where(places: list[str]) -> str:
    return " -> ".join(named("regions", r) for r in places[:3] if r in world.REGIONS)


def last_move(public: SupremacyPublic, before: SupremacyPublic | None,
              previous: View | None) -> Move:  # fmt: skip
    last = public.last
    if before is None:
        if last is None or not last.places:
            return Move()
        said = tr(
            "{verb} {where}", verb=tr(VERBS.get(last.kind, last.kind)), where=_where(last.places)
        )
        return Move(last.seat, (said,), tuple(last.places))
    seat = previous.to_act[0] if previous is not None and len(previous.to_act) == 1 else None
    phrases: list[str] = []
    places: tuple[str, ...] = ()
    if last is not None and last != before.last and last.places:
        seat = last.seat
        places = tuple(last.places)
        phrases.append(tr("{verb} {where}", verb=tr(VERBS.get(last.kind, last.kind)),
                          where=_where(last.places)))  # fmt: skip
    if not places and public.units != before.units:
        moved = sorted({u.where for u in public.units} ^ {u.where for u in before.units})
        places = tuple(r for r in moved if r in world.REGIONS)[:3]
        if places:
            phrases.append(tr("{verb} {where}", verb=tr("moved"), where=_where(list(places))))
    if public.round != before.round:
        phrases.append(tr("round {round}", round=public.round))
    elif public.phase != before.phase and public.phase:
        phrases.append(tr("chose {phase}", phase=tr(PHASES.get(public.phase, ""))))
    seats: set[int] = set()
    old = {p.seat: p for p in before.powers}
    for power in public.powers:
        was = old.get(power.seat)
        if was is None:
            continue
        mine: list[str] = []
        if power.money != was.money:
            mine.append(tr("{money:+,} M$", money=power.money - was.money).replace(",", " "))
        if power.loans != was.loans:
            mine.append(tr("loans {old} -> {new} B$", old=was.loans, new=power.loans))
        owned = len(power.companies) + len(power.prospects)
        if owned != len(was.companies) + len(was.prospects):
            mine.append(tr("{count:+d} companies",
                           count=owned - len(was.companies) - len(was.prospects)))  # fmt: skip
        if power.bombs != was.bombs:
            mine.append(tr("{count:+d} bombs", count=power.bombs - was.bombs))
        if power.sans != was.sans:
            mine.append(tr("{count:+d} SANs", count=power.sans - was.sans))
        if not mine and power.storage != was.storage:
            mine.append(tr("stock changed"))
        if mine or power != was:
            seats.add(power.seat)
        if mine:
            who = public.powers.index(power)
            phrases.append(", ".join(mine) if power.seat == seat else
                           tr("{name}: {what}", name=_power_name(public, who), what=", ".join(mine)))  # fmt: skip
    market = public.prices != before.prices
    for resource, price in public.prices.items():
        if before.prices.get(resource) != price:
            phrases.append(tr("{resource} price {old} -> {new}", resource=tr(resource),
                              old=before.prices.get(resource, 0), new=price))  # fmt: skip
    return Move(seat, tuple(phrases), places, frozenset(seats), market)


def _power_name(public: SupremacyPublic, index: int) -> str:
    return tr(POWER_SHORT.get(public.powers[index].power, "?"))


def _banner(draw: ImageDraw.ImageDraw, public: SupremacyPublic, view: View, move: Move) -> None:
    """The round, who plays which phase, whom the game waits on (and the battle), one card
    per player (money, loans, territories and forces) and the last move: large enough to read
    in Discord's preview."""
    draw.rectangle((0, 0, WIDTH, BANNER - 1), fill="#efe9dd")
    draw.line((0, BANNER - 2, WIDTH, BANNER - 2), fill=FAINT, width=2)
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
    waiting = ", ".join(names[s] for s in view.to_act) or tr("nobody")
    line = tr("Waiting for {who}", who=waiting)
    if public.battle is not None:
        b = public.battle
        line += tr(" · {attacker} attacks {defender} in {region}", attacker=names[b.attacker],
                   defender=names[b.defender], region=named("regions", b.target))  # fmt: skip
    style = player_style(view.to_act[0]) if view.to_act else None
    draw_status_bar(draw, (8, 10, WIDTH - 8, 70), title, style, line, split=900)
    forces: dict[int, list[int]] = {}
    for u in public.units:
        counts = forces.setdefault(u.seat, [0, 0])
        counts[0] += u.armies
        counts[1] += u.fleets
    held: dict[int, int] = {}
    for seat in public.holders.values():
        held[seat] = held.get(seat, 0) + 1
    boxes = card_boxes((8, 80, WIDTH - 8, 196), len(public.powers))
    for shown, card in zip(public.powers, boxes, strict=True):
        money = f"{shown.money:,} M$".replace(",", " ")
        if shown.in_default:
            money += tr(" · DEFAULT")
        armies, fleets = forces.get(shown.seat, [0, 0])
        more = tr("{regions} territories · {armies} armies · {fleets} fleets",
                  regions=held.get(shown.seat, 0), armies=armies, fleets=fleets)  # fmt: skip
        if shown.loans:
            more = tr(" · owes {loans} B$", loans=shown.loans).lstrip(" ·") + " · " + more
        lines = [
            CardLine(money, 30, fill=ALERT if shown.in_default else INK, bold=True),
            CardLine(more, 22, fill=MUTED),
        ]
        name = tr("{name} ({power})", name=names[shown.seat],
                  power=tr(POWER_SHORT.get(shown.power, "?")))  # fmt: skip
        draw_player_card(draw, card, player_style(shown.seat), name, lines,
                         current=shown.seat in view.to_act, changed=shown.seat in move.seats)  # fmt: skip
    who = names[move.seat] if move.seat is not None and move.seat < len(names) else None
    draw_change_line(draw, (8, 206, WIDTH - 8, BANNER - 10), move.phrases, view.step, tr, who)


def _map(draw: ImageDraw.ImageDraw, public: SupremacyPublic, move: Move) -> None:
    _geography(draw, public)
    _pieces(draw, public, positions(), move)


def _pieces(draw: ImageDraw.ImageDraw, public: SupremacyPublic, points: dict[str, Point],
            move: Move) -> None:  # fmt: skip
    """Over the map's background: the last move's marks, each sea's and territory's disc,
    the battle, the forces; then every region's name where it covers none of them
    (:func:`render.draw.place_label`): seas first, international waters large."""
    last = [r for r in move.places if r in points]
    for r in last:
        x, y = points[r]
        draw.ellipse((x - 30, y - 30, x + 30, y + 30), fill=HIGHLIGHT)
    if len(last) >= 2 and last[0] != last[-1]:
        draw_arrow(draw, points[last[0]], points[last[-1]], HIGHLIGHT, width=6, head=18, inset=16)
    for r in last:
        x, y = points[r]
        note("marker", (x - 30, y - 30, x + 30, y + 30), "last move")
    for rid, region in world.REGIONS.items():
        x, y = points[rid]
        if region.kind == "land":
            held = public.holders.get(rid)
            home = region.home is not None
            _territory(draw, (x, y), held, home, region.port, rid in public.mushrooms)
        else:
            _sea(draw, (x, y), region.kind, rid in public.bombed_seas)
    if public.battle is not None:
        b = public.battle
        if b.origin in points and b.target in points:
            draw_arrow(draw, points[b.origin], points[b.target], ALERT, width=6, head=18, inset=16)
            tx, ty = points[b.target]
            draw.ellipse((tx - 26, ty - 26, tx + 26, ty + 26), outline=ALERT, width=5)
            note("marker", (tx - 26, ty - 26, tx + 26, ty + 26), "battle")
    _forces(draw, public, points)
    bounds = (MAP_BOX[0] + 2, MAP_BOX[1] + 2, MAP_BOX[2] - 2, MAP_BOX[3] - 2)
    for rid, region in world.REGIONS.items():
        if region.kind == "international":
            place_label(draw, points[rid], named("regions", rid), size=16, reach=11, bounds=bounds,
                        fill="#ffffff", halo=DARK_SEA, min_size=13)  # fmt: skip
    for rid, region in world.REGIONS.items():
        if region.kind == "territorial":
            place_label(draw, points[rid], named("regions", rid), size=13, reach=11, bounds=bounds,
                        fill="#0f3d5c", halo="#e9f2f6", min_size=11)  # fmt: skip
    for rid, region in world.REGIONS.items():
        if region.kind == "land":
            place_label(draw, points[rid], named("regions", rid), size=14, reach=15, bounds=bounds,
                        halo="#ffffff", min_size=12)  # fmt: skip


def _territory(draw: ImageDraw.ImageDraw, at: Point, holder: int | None, home: bool, port: bool,
               destroyed: bool = False, r: float = 14) -> None:  # fmt: skip
    """A territory's disc: a black cross when destroyed, else its holder's colour (a home
    territory nobody holds pale, a neutral one grey), a white ring for a port."""
    x, y = at
    if destroyed:
        draw.ellipse((x - r, y - r, x + r, y + r), fill="#222222")
        d = r * 0.65
        draw.line((x - d, y - d, x + d, y + d), fill="#ffffff", width=4)
        draw.line((x - d, y + d, x + d, y - d), fill="#ffffff", width=4)
        note("marker", (x - r, y - r, x + r, y + r), "destroyed")
        return
    fill = player_style(holder).colour if holder is not None else HOME_UNHELD if home else NEUTRAL
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
    kind = "held" if holder is not None else "home" if home else "neutral"
    note("marker", (x - r, y - r, x + r, y + r), f"territory {kind}")
    if port:
        draw.ellipse((x + 8, y - 16, x + 18, y - 6), fill="#ffffff", outline=INK)
        note("marker", (x + 8, y - 16, x + 18, y - 6), "port")


def _sea(draw: ImageDraw.ImageDraw, at: Point, kind: str, bombed: bool, rx: float = 16,
         ry: float = 11) -> None:  # fmt: skip
    x, y = at
    fill = LIGHT_SEA if kind == "territorial" else DARK_SEA
    outline = "#333333" if bombed else "#7fa7bf"
    draw.ellipse((x - rx, y - ry, x + rx, y + ry), fill=fill, outline=outline,
                 width=4 if bombed else 2)  # fmt: skip
    note("marker", (x - rx, y - ry, x + rx, y + ry), "bombed sea" if bombed else kind)


def _legend(draw: ImageDraw.ImageDraw, public: SupremacyPublic) -> None:
    """What every mark means, across the bottom under the map and panel (each symbol as the
    map draws it)."""

    def territory(holder: bool, home: bool = False, port: bool = False,
                  destroyed: bool = False) -> Icon:  # fmt: skip
        def icon(d: ImageDraw.ImageDraw, at: Point, half: float) -> None:
            _territory(d, at, 0 if holder else None, home, port, destroyed, r=half)

        return icon

    def force(boat: bool) -> Icon:
        def icon(d: ImageDraw.ImageDraw, at: Point, half: float) -> None:
            _force(d, (at[0] - half * 1.1, at[1] - half * 0.8), 0, 3, boat, scale=half / 15)

        return icon

    def sea(kind: str, bombed: bool = False) -> Icon:
        return lambda d, at, half: _sea(d, at, kind, bombed, half * 1.3, half * 0.9)

    def ring(colour: str, fill: str | None = None) -> Icon:
        def icon(d: ImageDraw.ImageDraw, at: Point, half: float) -> None:
            x, y = at
            d.ellipse((x - half, y - half, x + half, y + half), fill=fill, outline=colour, width=4)

        return icon

    entries: list[LegendEntry] = [
        (territory(True), tr("territory held by a player"), "territory held"),
        (territory(False), tr("neutral territory"), "territory neutral"),
        (territory(False, home=True), tr("home territory, not held"), "territory home"),
        (territory(False, port=True), tr("port"), "port"),
        (territory(False, destroyed=True), tr("destroyed"), "destroyed"),
        (force(False), tr("armies"), "armies"),
        (force(True), tr("fleets"), "fleets"),
        (sea("territorial"), tr("territorial"), "territorial"),
        (sea("international"), tr("international waters"), "international"),
        (sea("territorial", True), tr("bombed sea"), "bombed sea"),
        (ring(HIGHLIGHT, HIGHLIGHT), tr("the last move"), "last move"),
        (ring(ALERT), tr("battle being fought"), "battle"),
    ]
    draw_legend(draw, (18, HEIGHT - LEGEND_HEIGHT + 4, WIDTH - 10, HEIGHT - 4), entries,
                columns=6, size=16)  # fmt: skip


def _force(draw: ImageDraw.ImageDraw, at: Point, seat: int, count: int, boat: bool,
           scale: float = 1) -> float:  # fmt: skip
    """One counter of a player's armies (a square) or fleets (a boat) with their number; its
    width."""
    cx, cy = at
    style = player_style(seat)
    w = (30 if count < 10 else 40) * scale
    box = (cx, cy, cx + w, cy + 24 * scale)
    if boat:
        draw.rounded_rectangle(box, radius=11 * scale, fill=style.colour, outline=INK, width=2)
    else:
        draw.rectangle(box, fill=style.colour, outline=INK, width=2)
    draw_text(draw, (cx + w / 2, cy + 12 * scale), str(count), size=round(20 * scale), bold=True,
              anchor="mm", halo="#ffffff", kind=None)  # fmt: skip
    note("counter", box, "fleets" if boat else "armies")
    return w


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
            for count, boat in ((armies, False), (fleets, True)):
                if count:
                    cx += _force(draw, (cx, cy), seat, count, boat) + 3


def _panel(draw: ImageDraw.ImageDraw, public: SupremacyPublic, view: View, move: Move) -> None:
    x0, x1 = PANEL_X, WIDTH - 10
    if move.market:
        _changed_frame(draw, (x0, BANNER + 10, x1, BANNER + 120))
    inner = draw_panel(draw, (x0, BANNER + 10, x1, BANNER + 120), tr("Market (M$ a unit)"))
    for i, resource in enumerate(("oil", "grain", "minerals")):
        x = inner[0] + 10 + i * 145
        draw_text(draw, (x, inner[1] + 8), tr(resource), size=22, fill=MUTED)
        draw_text(draw, (x, inner[1] + 34), str(public.prices.get(resource, 0)), size=30,
                  bold=True)  # fmt: skip
    y: float = BANNER + 130
    height = (MAP_BOX[3] - y) // max(1, len(public.powers)) - 6
    for p in public.powers:
        box = (x0, y, x1, y + height)
        name = view.seats[p.seat]
        title = f"{name} · {tr(POWER_SHORT.get(p.power, '?'))}" + (tr(" · out") if p.out else "")
        if p.seat in move.seats:
            _changed_frame(draw, box)
        inner = draw_panel(draw, box, title, title_size=22, title_right=36)
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


def _changed_frame(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """The highlighter frame of a panel the last move changed."""
    draw.rounded_rectangle((box[0] - 4, box[1] - 4, box[2] + 4, box[3] + 4), radius=13,
                           fill=CHANGED)  # fmt: skip
