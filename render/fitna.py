"""The Fitna board picture, drawn only from a :class:`rules.core.View`.

Top: a banner in large type for Discord's ~550 px preview: the turn, whose phase and which
segment, the tension, whom the game waits on, and what the last move was.

Left: the map of the scenario's theatre (Syria and Lebanon with the boxes around them) over
the real coasts, seas and borders (Natural Earth outlines, ``render/data/fitna_levant.json``;
the theatre's countries lighter), each box a disc in its controller's colour (the regime and the rebels in their seat colours with
their letter, Daesh black, the Kurds yellow, nobody white), roads as faint lines. A stack is a
counter beside its box: its side's marker and how many units it holds (never which, 30.0);
in a seat's own picture its own stacks list their units' values. Markers: a red ring for an
isolated stack, a brown square for an entrenchment, a white "T" for a humanitarian truce, a
purple ring for a turn marker (IEDs, special forces, no retreat). The last move is marked: the
boxes it touched ringed in highlighter yellow, an arrow from the first to the second; an
offensive being fought is a red arrow onto a red ring.

Right: the tension track (0-10), the turn track, each player's hand size, jokers and units
lost, the piles, the reinforcements still to come, the battle being fought.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rules.core import View
from rules.fitna.data import map as fmap
from rules.fitna.view import FitnaPrivate, FitnaPublic

from .base import Words, as_model, player_style, words_for
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
    draw_edges,
    draw_marker,
    draw_panel,
    draw_text,
    draw_track,
)
from .maps import RubberSheet, spread, stretch

WIDTH, HEIGHT = 1200, 1040
BANNER = 150
MAP_BOX: Box = (10, BANNER + 10, 820, HEIGHT - 10)
PANEL_X = 830
HIGHLIGHT = "#ffe14d"
UNHELD = {"DAESH": "#202020", "PYD": "#e3c500", "KDP": "#e3c500", "PKK": "#e3c500"}
#: The legend under the panel.
LEGEND = (
    "Disc: who holds the box (red rim: objective)",
    "Counter: a stack and its size; red rim: isolated",
    "Brown square: entrenchment; T: truce",
    "Purple ring: a turn marker; yellow: last move",
    "Red arrow and ring: the offensive being fought",
)

#: The picture's words in French (the rulebook's: tension internationale, renforts, Appuis,
#: Événements…) and German; box names stay the map's.
WORDS: Words = {
    "fr": {
        " · tension {level}": " · tension {level}",
        "Turn {turn}/{turns}": "Tour {turn}/{turns}",
        "Game over after turn {turn}": "Partie terminée après le tour {turn}",
        "nobody": "personne",
        "Waiting for {who}": "On attend {who}",
        " · battle at {box}": " · combat à {box}",
        "Last move: {boxes}": "Dernier coup : {boxes}",
        "International tension": "Tension internationale",
        "Turn": "Tour",
        "Players": "Joueurs",
        "{name} ({side}): {cards} cards, {jokers} joker, {lost} lost": (
            "{name} ({side}) : {cards} cartes, {jokers} joker, {lost} perdues"
        ),
        "Piles: {support} support, {events} events": "Piles : {support} Appuis, {events} Événements",
        "Reinforcements to come": "Renforts à venir",
        "{side}: {batches} batches, {count} units": "{side} : {batches} échelons, {count} unités",
        "{side} pool: {count}": "Réservoir {side} : {count}",
        "Offensive": "Offensive",
        "{side} on {target} from {origin}": "{side} sur {target} depuis {origin}",
        "{units} units; cards {attack} / {defence}": "{units} unités ; cartes {attack} / {defence}",
        "die {die}: {result}": "dé {die} : {result}",
        "stage: {stage}": "étape : {stage}",
        "select": "choix des cartes",
        "events": "événements",
        "planning": "planification",
        "movement": "mouvement",
        "offensives": "offensives",
        "strategic": "mouvement stratégique",
        "adjust": "ajustement des cartes",
        LEGEND[0]: "Disque : qui contrôle la case (bord rouge : objectif)",
        LEGEND[1]: "Pion : une pile et sa taille ; bord rouge : isolée",
        LEGEND[2]: "Carré brun : retranchement ; T : trêve",
        LEGEND[3]: "Anneau violet : un marqueur ; jaune : dernier coup",
        LEGEND[4]: "Flèche et anneau rouges : l'offensive en cours",
    },
    "de": {
        " · tension {level}": " · Spannung {level}",
        "Turn {turn}/{turns}": "Runde {turn}/{turns}",
        "Game over after turn {turn}": "Spielende nach Runde {turn}",
        "nobody": "niemand",
        "Waiting for {who}": "Wartet auf {who}",
        " · battle at {box}": " · Kampf in {box}",
        "Last move: {boxes}": "Letzter Zug: {boxes}",
        "International tension": "Internationale Spannung",
        "Turn": "Runde",
        "Players": "Spieler",
        "{name} ({side}): {cards} cards, {jokers} joker, {lost} lost": (
            "{name} ({side}): {cards} Karten, {jokers} Joker, {lost} verloren"
        ),
        "Piles: {support} support, {events} events": (
            "Stapel: {support} Unterstützung, {events} Ereignisse"
        ),
        "Reinforcements to come": "Kommende Verstärkungen",
        "{side}: {batches} batches, {count} units": "{side}: {batches} Staffeln, {count} Einheiten",
        "{side} pool: {count}": "Vorrat {side}: {count}",
        "Offensive": "Offensive",
        "{side} on {target} from {origin}": "{side} auf {target} von {origin}",
        "{units} units; cards {attack} / {defence}": "{units} Einheiten; Karten {attack} / {defence}",
        "die {die}: {result}": "Würfel {die}: {result}",
        "stage: {stage}": "Stufe: {stage}",
        "select": "Kartenwahl",
        "events": "Ereignisse",
        "planning": "Planung",
        "movement": "Bewegung",
        "offensives": "Offensiven",
        "strategic": "strategische Bewegung",
        "adjust": "Kartenausgleich",
        LEGEND[0]: "Scheibe: wer das Feld hält (roter Rand: Ziel)",
        LEGEND[1]: "Stein: ein Stapel und seine Größe; roter Rand: abgeschnitten",
        LEGEND[2]: "Braunes Quadrat: Verschanzung; T: Waffenruhe",
        LEGEND[3]: "Violetter Ring: ein Marker; gelb: letzter Zug",
        LEGEND[4]: "Roter Pfeil und Ring: die laufende Offensive",
    },
}

THEATRE = ("SYR", "LEB")


def theatre_of(scenario: int) -> tuple[str, ...]:
    """The countries a scenario is played in (its play area; scenario 1: Syria, Lebanon)."""
    from rules.fitna.data import scenarios

    found = scenarios.SCENARIOS.get(scenario)
    if found is None:
        return THEATRE
    # an empty play area is the whole map (scenario 11, the full campaign)
    return tuple(found.play_area) or tuple(sorted({b.country for b in fmap.BOXES.values()}))


def _public(raw: Any) -> FitnaPublic:
    return as_model(raw, FitnaPublic)


def _private(raw: Any) -> FitnaPrivate | None:
    return None if raw is None else as_model(raw, FitnaPrivate)


def shown_boxes(theatre: tuple[str, ...] = THEATRE) -> list[str]:
    """The theatre's boxes and their neighbours."""
    inside = {b for b, box in fmap.BOXES.items() if box.country in theatre}
    around = {n for b in inside for n in fmap.NEIGHBOURS[b]}
    return sorted(inside | around)


#: Stretch bands (from, to, factor) in degrees: the crowded west of Syria and Lebanon gets
#: room, the desert east shrinks (render.maps.stretch keeps every box's compass direction).
#: The first and last bands reach the real map's edges (render/data/fitna_levant.json: 30-52
#: °E, 26-41 °N) so that the coasts beyond the boxes are stretched too, not flattened.
LON_BANDS = ((30.0, 35.4, 1.0), (35.4, 37.6, 2.3), (37.6, 39.6, 1.1), (39.6, 52.0, 0.75))
LAT_BANDS = ((26.0, 32.4, 0.8), (32.4, 34.9, 2.1), (34.9, 36.0, 1.1), (36.0, 37.4, 1.7),
             (37.4, 41.0, 0.8))  # fmt: skip


#: The least distance between two boxes' centres on the picture (pixels).
MIN_GAP = 66


def positions(box: Box = MAP_BOX, theatre: tuple[str, ...] = THEATRE) -> dict[str, Point]:
    """Each shown box's centre on the picture (computed once per map box and theatre)."""
    return dict(_positions(box, theatre))


@dataclass(frozen=True)
class Frame:
    """Longitude and latitude to the picture for one theatre: each axis stretched band by band
    (for every theatre that shows the crowded west: Syria, Lebanon, Israel), then the shown
    boxes' extent fitted to the map box less a margin, the two axes scaled apart (a schematic
    map). The boxes and the real coastlines share it."""

    bands: bool
    x_min: float
    y_max: float
    sx: float
    sy: float
    left: float
    top: float

    def project(self, lon: float, lat: float) -> Point:
        x = stretch(lon, LON_BANDS) if self.bands else lon
        y = stretch(lat, LAT_BANDS) if self.bands else lat
        return self.left + (x - self.x_min) * self.sx, self.top + (self.y_max - y) * self.sy


PAD_X, PAD_Y = 60, 36


@functools.lru_cache(maxsize=8)
def frame(box: Box, theatre: tuple[str, ...]) -> Frame:
    """The projection of ``theatre``'s map into ``box`` (computed once per map box and
    theatre)."""
    boxes = shown_boxes(theatre)
    # Syria's west, Lebanon and Israel crowd together: stretched wherever they are shown
    # (the eastern desert and Iraq's plain shrink), so that the spread moves their boxes
    # less far from their real places; Iraq and the Gulf alone are drawn straight.
    bands = bool(set(theatre) & {"SYR", "LEB", "ISR"})
    xs = [stretch(fmap.BOXES[b].lon, LON_BANDS) if bands else fmap.BOXES[b].lon for b in boxes]
    ys = [stretch(fmap.BOXES[b].lat, LAT_BANDS) if bands else fmap.BOXES[b].lat for b in boxes]
    left, top, right, bottom = box
    return Frame(
        bands=bands,
        x_min=min(xs),
        y_max=max(ys),
        sx=(right - left - 2 * PAD_X) / (max(xs) - min(xs)),
        sy=(bottom - top - 2 * PAD_Y) / (max(ys) - min(ys)),
        left=left + PAD_X,
        top=top + PAD_Y,
    )


@functools.lru_cache(maxsize=8)
def _positions(box: Box, theatre: tuple[str, ...]) -> dict[str, Point]:
    """Each shown box's centre: its longitude and latitude through the theatre's
    :func:`frame`."""
    left, top, right, bottom = box
    projection = frame(box, theatre)
    placed = {}
    for b in shown_boxes(theatre):
        x, y = projection.project(fmap.BOXES[b].lon, fmap.BOXES[b].lat)
        placed[b] = (round(x, 1), round(y, 1))
    # Damascus and its suburbs, Aleppo's and Idlib's boxes crowd together: pushed apart so
    # their discs, counters and names stay readable at Discord's 550 px preview.
    inner = (left + PAD_X, top + PAD_Y / 2, right - PAD_X, bottom - PAD_Y / 2)
    return spread(placed, MIN_GAP, inner)


def _dashed(
    draw: ImageDraw.ImageDraw,
    line: list[Point],
    colour: str,
    *,
    width: int,
    on: float = 8,
    off: float = 5,
) -> None:
    """A dashed polyline (a border, told apart from the solid roads): ``on`` pixels drawn,
    ``off`` left, the pattern carried from one segment to the next."""
    drawn, left = True, on
    for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        done = 0.0
        while done < length:
            step = min(left, length - done)
            if drawn:
                t0, t1 = done / length, (done + step) / length
                draw.line((x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0,
                           x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), fill=colour, width=width)  # fmt: skip
            done += step
            left -= step
            if left <= 0:
                drawn = not drawn
                left = on if drawn else off


@functools.lru_cache(maxsize=8)
def rubber_sheet(box: Box, theatre: tuple[str, ...]) -> RubberSheet:
    """How the real map under ``theatre``'s boxes is moved: as the boxes were pushed apart
    from their projected places (:func:`_positions`), so each box stays in its country and a
    port on its coast."""
    projection = frame(box, theatre)
    placed = positions(box, theatre)
    moves = []
    for b in sorted(placed):
        x, y = projection.project(fmap.BOXES[b].lon, fmap.BOXES[b].lat)
        moves.append(((x, y), (placed[b][0] - x, placed[b][1] - y)))
    return RubberSheet(tuple(moves))


#: The real map's colours: the seas, the theatre's countries, the countries round them, the
#: coasts and the borders between countries (dashed, darker than the roads).
SEA = "#cfe3ee"
THEATRE_LAND = "#f4efe4"
OTHER_LAND = "#ddd5c5"
COAST = "#8c8373"
BORDER = "#7d6d58"
#: The Natural Earth codes (ADM0_A3) of the map's countries where they differ from Fitna's.
NATURAL_EARTH = {"LEB": "LBN", "KUW": "KWT"}


def _geography_layer(theatre: tuple[str, ...]) -> Callable[[ImageDraw.ImageDraw, Box], None]:
    """Paints the real map under the boxes (``render/data/fitna_levant.json``, Natural Earth):
    the seas, every country (the theatre's lighter), the coasts and the borders."""
    data = load_geography("fitna_levant")
    inside = {NATURAL_EARTH.get(c, c) for c in theatre}

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        projection = frame(MAP_BOX, theatre)
        sheet = rubber_sheet(MAP_BOX, theatre)
        dx, dy = box[0] - MAP_BOX[0], box[1] - MAP_BOX[1]

        def px(ring: list[list[float]]) -> list[Point]:
            return [
                (x + dx, y + dy)
                for x, y in (sheet(projection.project(lon, lat)) for lon, lat in ring)
            ]

        draw.rectangle(box, fill=SEA)
        for code, rings in data["land"].items():
            fill = THEATRE_LAND if code in inside else OTHER_LAND
            for ring in rings:
                draw.polygon(px(ring), fill=fill, outline=COAST)
        for ring in data["lakes"]:
            draw.polygon(px(ring), fill=SEA, outline=COAST)
        for line in data["borders"]:
            _dashed(draw, px(line), BORDER, width=2)
        draw.rectangle(box, outline=FAINT, width=2)

    return paint


def side_colour(public: FitnaPublic, side: str | None) -> str:
    if side is None:
        return "#ffffff"
    if side in public.sides:
        return player_style(public.sides.index(side)).colour
    return UNHELD.get(side, "#999999")


def draw_board(view: View, previous: View | None = None) -> Image.Image:
    public = _public(view.public)
    private = _private(view.private)
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    _banner(draw, public, view)
    theatre = theatre_of(public.scenario)
    points = positions(MAP_BOX, theatre)
    _map(draw, public, private, points)
    _panel(draw, public, view)
    return image


def _banner(draw: ImageDraw.ImageDraw, public: FitnaPublic, view: View) -> None:
    t = words_for(view, WORDS)
    draw.rectangle((0, 0, WIDTH, BANNER), fill="#efe9dd")
    names = view.seats
    on_turn = names[public.on_turn] if public.on_turn < len(names) else ""
    tension = t(" · tension {level}", level=public.tension) if public.tension is not None else ""
    segment = t(public.segment)
    title = t("Turn {turn}/{turns}", turn=public.turn, turns=public.turns)
    title += f" · {on_turn}: {segment}{tension}"
    if view.over:
        title = t("Game over after turn {turn}", turn=public.turn) + tension
    draw_text(draw, (16, 12), title, size=46, bold=True, max_width=WIDTH - 32)
    waiting = ", ".join(names[s] for s in view.to_act) or t("nobody")
    line = t("Waiting for {who}", who=waiting)
    if public.asked:
        line += f" ({', '.join(public.asked)})"
    if public.battle is not None:
        b = public.battle
        line += t(" · battle at {box}", box=fmap.BOXES[b.target].name)
    draw_text(draw, (16, 70), line, size=34, max_width=WIDTH - 32)
    if public.last_boxes:
        last = " -> ".join(fmap.BOXES[b].name for b in public.last_boxes[:3] if b in fmap.BOXES)
        draw_text(draw, (16, 110), t("Last move: {boxes}", boxes=last), size=28, fill=MUTED,
                  max_width=WIDTH - 32)  # fmt: skip


def _map(draw: ImageDraw.ImageDraw, public: FitnaPublic, private: FitnaPrivate | None,
         points: dict[str, Point]) -> None:  # fmt: skip
    countries = theatre_of(public.scenario)
    cached_layer(draw, MAP_BOX, ("fitna-map", countries), _geography_layer(countries))
    roads = [(a, b) for a, b in fmap.EDGES if a in points and b in points]
    draw_edges(draw, points, roads, colour="#c9bfae", width=3)
    last = [b for b in public.last_boxes if b in points]
    if len(last) == 2 and last[0] != last[1]:
        draw_arrow(draw, points[last[0]], points[last[1]], HIGHLIGHT, width=6, head=18, inset=14)
    if (
        public.battle is not None
        and public.battle.origin in points
        and public.battle.target in points
    ):
        draw_arrow(draw, points[public.battle.origin], points[public.battle.target], ALERT,
                   width=6, head=18, inset=14)  # fmt: skip
        tx, ty = points[public.battle.target]
        draw.ellipse((tx - 24, ty - 24, tx + 24, ty + 24), outline=ALERT, width=5)
    stacks = {s.box: s for s in public.stacks}
    own = {s.box: s for s in (private.stacks if private else [])}
    markers = {m.box for m in public.markers if m.box}
    for b, (x, y) in points.items():
        info = fmap.BOXES[b]
        theatre = info.country in theatre_of(public.scenario)
        controller = public.control.get(b)
        fill = side_colour(public, controller) if theatre or controller else "#e6e0d4"
        r = 13 if theatre else 9
        if b in last:
            draw.ellipse((x - r - 8, y - r - 8, x + r + 8, y + r + 8), fill=HIGHLIGHT)
        outline = ALERT if info.objective else INK
        draw.ellipse(
            (x - r, y - r, x + r, y + r),
            fill=fill,
            outline=outline,
            width=3 if info.objective else 1,
        )
        if controller in public.sides:
            draw_marker(draw, (x, y), r - 3, player_style(public.sides.index(controller)))
        if b in public.entrenchments:
            draw.rectangle(
                (x - r - 9, y - r - 9, x - r + 1, y - r + 1), fill="#8b5a2b", outline=INK
            )
        if b in public.truces:
            draw_text(draw, (x + r + 2, y - r - 10), "T", size=18, fill=INK, halo="#ffffff")
        if b in markers:
            draw.ellipse((x - r - 4, y - r - 4, x + r + 4, y + r + 4), outline="#7b3fa0", width=3)
        if theatre:
            draw_text(draw, (x, y + r + 2), info.name.split(" (")[0], size=15, anchor="ma",
                      fill=MUTED, halo=PAPER)  # fmt: skip
        stack = stacks.get(b)
        if stack is not None:
            _counter(draw, public, (x + r + 2, y - 14), stack.side, stack.size, stack.isolated)
        if b in own:
            values = " ".join(
                f"{u.attack}-{u.defence}{'r' if u.reduced else ''}" for u in own[b].units
            )
            draw_text(draw, (x + r + 2, y + 12), values, size=14, fill=INK, halo="#ffffff")


def _counter(draw: ImageDraw.ImageDraw, public: FitnaPublic, at: Point, side: str, size: int,
             isolated: bool) -> None:  # fmt: skip
    x, y = at
    colour = side_colour(public, side)
    box = (x, y, x + 34, y + 26)
    draw.rounded_rectangle(box, radius=5, fill=colour, outline=ALERT if isolated else INK,
                           width=4 if isolated else 1)  # fmt: skip
    ink = "#ffffff" if side == "DAESH" or side in public.sides else INK
    draw_text(draw, (x + 17, y + 13), str(size), size=22, anchor="mm", fill=ink, bold=True)


def _panel(draw: ImageDraw.ImageDraw, public: FitnaPublic, view: View) -> None:
    t = words_for(view, WORDS)
    x0, x1 = PANEL_X, WIDTH - 10
    y: float = BANNER + 10
    if public.tension is not None:
        inner = draw_panel(draw, (x0, y, x1, y + 96), t("International tension"))
        draw_track(draw, (inner[0], inner[1], inner[2], inner[1] + 44), list(range(0, 11)),
                   current=public.tension, size=16)  # fmt: skip
        y += 104
    inner = draw_panel(draw, (x0, y, x1, y + 96), t("Turn"))
    draw_track(draw, (inner[0], inner[1], inner[2], inner[1] + 44), list(range(1, public.turns + 1)),
               current=public.turn, size=16)  # fmt: skip
    y += 104
    inner = draw_panel(draw, (x0, y, x1, y + 70 + 44 * len(view.seats)), t("Players"))
    row: float = inner[1]
    for seat, name in enumerate(view.seats):
        style = player_style(seat)
        draw_marker(draw, (inner[0] + 16, row + 18), 15, style)
        side = public.sides[seat]
        lost = public.eliminated.get(side, 0)
        text = t(
            "{name} ({side}): {cards} cards, {jokers} joker, {lost} lost",
            name=name, side=side, cards=public.hands[seat], jokers=public.jokers[seat], lost=lost,
        )  # fmt: skip
        draw_text(draw, (inner[0] + 40, row + 6), text, size=20, max_width=inner[2] - inner[0] - 44)
        row += 44
    draw_text(draw, (inner[0], row + 4),
              t("Piles: {support} support, {events} events", support=public.support.draw_pile,
                events=public.events.draw_pile),
              size=18, fill=MUTED, max_width=inner[2] - inner[0])  # fmt: skip
    y = inner[3] + 18
    pooled = [side for side, count in public.pools.items() if count and side not in public.sides]
    listed = len(public.batches) + len(pooled)
    inner = draw_panel(draw, (x0, y, x1, y + 46 + 26 * max(listed, 1)), t("Reinforcements to come"))
    row = inner[1]
    for side, batches in public.batches.items():
        count = sum(len(b) for b in batches)
        draw_text(draw, (inner[0], row), t("{side}: {batches} batches, {count} units", side=side, batches=len(batches), count=count), size=18,
                  max_width=inner[2] - inner[0])  # fmt: skip
        row += 26
    for side, count in public.pools.items():
        if count and side not in public.sides:
            draw_text(
                draw, (inner[0], row), t("{side} pool: {count}", side=side, count=count), size=18
            )
            row += 26
    y = inner[3] + 18
    if public.battle is not None:
        b = public.battle
        inner = draw_panel(draw, (x0, y, x1, y + 150), t("Offensive"))
        lines = [
            t(
                "{side} on {target} from {origin}",
                side=b.side,
                target=fmap.BOXES[b.target].name,
                origin=fmap.BOXES[b.origin].name,
            ),
            t(
                "{units} units; cards {attack} / {defence}",
                units=b.engaged,
                attack=b.attack_cards or "-",
                defence=b.defence_cards or "-",
            ),
            t("die {die}: {result}", die=b.die, result=b.result)
            if b.result
            else t("stage: {stage}", stage=b.stage),
        ]
        for i, text in enumerate(lines):
            draw_text(
                draw, (inner[0], inner[1] + 30 * i), text, size=19, max_width=inner[2] - inner[0]
            )
        y = inner[3] + 18
    legend = [t(line) for line in LEGEND]
    for i, text in enumerate(legend):
        draw_text(draw, (x0 + 4, y + 24 * i), text, size=17, fill=MUTED, max_width=x1 - x0 - 8)
