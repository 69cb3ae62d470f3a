"""The Fitna board picture, drawn only from a :class:`rules.core.View`.

Top: a banner in large type for Discord's ~550 px preview: the turn, the segment and the
tension, whom the game waits on, one card per player (the boxes and objectives its side
holds, its cards, jokers and units lost; the player who made the last move framed) and the
last move: who made it and what it did, read from the views before and after it (the boxes
it moved through, the segment, tension, control, cards and losses that changed).

Left: the map of the scenario's theatre (Syria and Lebanon with the boxes around them) over
the real coasts, seas and borders (Natural Earth outlines, ``render/data/fitna_levant.json``;
the theatre's countries lighter), each box a disc in its controller's colour (the regime and the rebels in their seat colours with
their letter, Daesh black, the Kurds yellow, nobody white), roads as faint lines. A stack is a
counter beside its box: its side's marker and how many units it holds (never which, 30.0);
in a seat's own picture its own stacks list their units' values. Markers: a red ring for an
isolated stack, a brown square for an entrenchment, a white "T" for a humanitarian truce, a
purple ring for a turn marker (IEDs, special forces, no retreat). The last move is marked: the
boxes it touched (or whose holder it changed) ringed in highlighter yellow, an arrow from the
first to the second; an offensive being fought is a red arrow onto a red ring. Box names are
placed after the discs and counters, each where it covers no other name, counter or marker
(moved around its box, set away with a leader line, or abbreviated:
:func:`render.draw.place_label`).

Right: the tension track (0-10), the turn track, the piles, the reinforcements still to
come, the battle being fought. Under it all, the legend: every kind of disc, counter and mark
the map draws.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rules.core import View
from rules.core.text import Name
from rules.fitna import GAME
from rules.fitna.data import map as fmap
from rules.fitna.view import FitnaPrivate, FitnaPublic

from .base import as_model, catalogue_of, named, player_style, speak, tr, words_for
from .cards import CardLine, card_boxes, draw_change_line, draw_player_card, draw_status_bar
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
    draw_edges,
    draw_legend,
    draw_marker,
    draw_panel,
    draw_text,
    draw_track,
    note,
    place_label,
    start_record,
)
from .maps import RubberSheet, spread, stretch

#: The banner: the status bar, one card per player (what each holds), the last move; under
#: the map and the panel, the legend across the picture.
BANNER = 300
LEGEND_HEIGHT = 168
WIDTH, HEIGHT = 1200, BANNER + 888 + LEGEND_HEIGHT
MAP_BOX: Box = (10, BANNER + 10, 820, BANNER + 888)
PANEL_X = 830
HIGHLIGHT = "#ffe14d"
UNHELD = {"DAESH": "#202020", "PYD": "#e3c500", "KDP": "#e3c500", "PKK": "#e3c500"}
OUTSIDE = "#e6e0d4"
OTHER = "#999999"
MARKER_RING = "#7b3fa0"
ENTRENCHED = "#8b5a2b"

#: The picture's words in French (the rulebook's: tension internationale, renforts, Appuis,
#: Événements…) and German; box names stay the map's.
#: What a question asked now is about, said in the header (never its kind's id).
ASKED: dict[str, str] = {
    "pick": "a choice",
    "bid": "bids",
    "exchange": "an exchange",
    "leave": "a leave",
    "support": "support",
    "air_response": "an air response",
    "loss": "losses",
    "retreat": "a retreat",
    "exploit": "an exploitation",
    "counter": "a counter-attack",
    "place": "a placement",
    "reinforce": "reinforcements",
    "restore": "a restoring",
    "strike_wait": "a strike",
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
    return UNHELD.get(side, OTHER)


def side_kind(public: FitnaPublic, side: str | None) -> str:
    """Which of the legend's kinds of holder ``side`` is: a player, Daesh, the Kurds, another
    force (no player's), or nobody."""
    if side is None:
        return "nobody"
    if side in public.sides:
        return "player"
    if side == "DAESH":
        return "Daesh"
    if side in UNHELD:
        return "Kurds"
    return "other"


def draw_board(view: View, previous: View | None = None) -> Image.Image:
    start_record()
    speak(view)
    public = _public(view.public)
    private = _private(view.private)
    before = _public(previous.public) if previous is not None else None
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    mover, what, marked = _last_move(public, before, previous, view)
    _banner(draw, public, view, mover, what, marked)
    theatre = theatre_of(public.scenario)
    points = positions(MAP_BOX, theatre)
    _map(draw, public, private, points, marked)
    _panel(draw, public, view)
    draw_legend(draw, (14, MAP_BOX[3] + 10, WIDTH - 10, HEIGHT - 8), _legend_entries(public),
                columns=3, size=15)  # fmt: skip
    return image


def _last_move(
    public: FitnaPublic, before: FitnaPublic | None, previous: View | None, view: View
) -> tuple[int | None, list[str] | None, set[str]]:
    """Who made the last move (the seat the game waited on alone before it, else the side of
    the stack it moved), what it did in short phrases (None: nothing known of it), and the
    boxes it changed (moved through, or whose holder changed)."""
    marked = set(public.last_boxes)
    if before is None:
        if not public.last_boxes:
            return None, None, marked
        moved = _boxes_line(public.last_boxes)
        stack = next((s for s in public.stacks if s.box == public.last_boxes[-1]), None)
        seat = public.sides.index(stack.side) if stack and stack.side in public.sides else None
        return seat, [moved], marked
    seat = previous.to_act[0] if previous is not None and len(previous.to_act) == 1 else None
    phrases: list[str] = []
    if public.last_boxes and public.last_boxes != before.last_boxes:
        phrases.append(_boxes_line(public.last_boxes))
    else:
        marked = set()
    if public.turn != before.turn:
        phrases.append(tr("turn {turn}", turn=public.turn))
    elif public.segment != before.segment:
        phrases.append(tr("{segment} begins", segment=_segment(public.segment)))
    if public.tension != before.tension:
        phrases.append(tr("tension {old} -> {new}", old=before.tension, new=public.tension))
    for box, side in public.control.items():
        if before.control.get(box) != side and box in fmap.BOXES:
            marked.add(box)
            if len(phrases) < 4:
                phrases.append(tr("{box} to {side}", box=_short(box), side=side))
    if seat is not None and seat < len(public.hands) and seat < len(before.hands):
        drawn = public.hands[seat] - before.hands[seat]
        if drawn:
            took = "drew {count} card" if drawn > 0 else "played {count} card"
            phrases.append(tr(took + ("s" if abs(drawn) > 1 else ""), count=abs(drawn)))
    lost = sum(public.eliminated.values()) - sum(before.eliminated.values())
    if lost > 0:
        phrases.append(tr("{count} units lost", count=lost))
    return seat, phrases, marked


def _short(box: str) -> str:
    """A box's name without its parenthesis."""
    return named("boxes", box).split(" (")[0] if box in fmap.BOXES else box


def _boxes_line(boxes: list[str]) -> str:
    return " -> ".join(_short(b) for b in boxes[:3] if b in fmap.BOXES)


def _banner(
    draw: ImageDraw.ImageDraw,
    public: FitnaPublic,
    view: View,
    mover: int | None,
    what: list[str] | None,
    marked: set[str],
) -> None:
    """The turn and segment with the tension, whom the game waits on, one card per player
    (the boxes and objectives its side holds, its cards and units lost) and the last move:
    large enough to read in Discord's preview."""
    draw.rectangle((0, 0, WIDTH, BANNER - 1), fill="#efe9dd")
    draw.line((0, BANNER - 2, WIDTH, BANNER - 2), fill=FAINT, width=2)
    names = view.seats
    tension = tr(" · tension {level}", level=public.tension) if public.tension is not None else ""
    if view.over:
        title = tr("Game over after turn {turn}", turn=public.turn) + tension
    else:
        title = tr("Turn {turn}/{turns}", turn=public.turn, turns=public.turns)
        title += f" · {_segment(public.segment)}{tension}"
    waiting = ", ".join(names[s] for s in view.to_act) or tr("nobody")
    line = tr("Waiting for {who}", who=waiting)
    asked = [tr(ASKED[kind]) for kind in public.asked if kind in ASKED]
    if asked:
        line += f" ({', '.join(asked)})"
    if public.battle is not None:
        line += tr(" · battle at {box}", box=_short(public.battle.target))
    style = player_style(view.to_act[0]) if view.to_act else None
    draw_status_bar(draw, (8, 10, WIDTH - 8, 70), title, style, line, split=560)
    objectives = {b for b, info in fmap.BOXES.items() if info.objective}
    for seat, card in enumerate(card_boxes((8, 80, WIDTH - 8, 196), len(names))):
        side = public.sides[seat] if seat < len(public.sides) else ""
        held = [b for b, holder in public.control.items() if holder == side]
        lost = public.eliminated.get(side, 0)
        cards = public.hands[seat] if seat < len(public.hands) else 0
        jokers = public.jokers[seat] if seat < len(public.jokers) else 0
        hand = (
            tr("{cards} cards, {jokers} joker · {lost} lost", cards=cards, jokers=jokers, lost=lost)
            if jokers
            else tr("{cards} cards · {lost} lost", cards=cards, lost=lost)
        )
        lines = [
            CardLine(tr("boxes {held} · objectives {objectives}", held=len(held),
                        objectives=len(objectives.intersection(held))), 26, bold=True),
            CardLine(hand, 22, fill=MUTED),
        ]  # fmt: skip
        draw_player_card(
            draw,
            card,
            player_style(seat),
            tr("{name} ({side})", name=names[seat], side=_side_name(view, side)),
            lines,
            current=seat in view.to_act,
            changed=seat == mover,
        )
    who = None
    if mover is not None and mover < len(names):
        side = public.sides[mover] if mover < len(public.sides) else ""
        who = tr("{name} ({side})", name=names[mover], side=_side_name(view, side))
    # the scenario played, named (issue 29: a three-player game became scenario 2 silently)
    draw_text(draw, (16, 224), _scenario_title(view, public), size=30, anchor="lm", bold=True,
              max_width=WIDTH - 32)  # fmt: skip
    draw_change_line(draw, (8, 244, WIDTH - 8, BANNER - 10), what, view.step, tr, who)


#: A segment's id as words, where the id is not one (issue 29: "select" in the header).
SEGMENT_WORDS = {
    "select": "card selection",
    "strategic": "strategic movement",
    "adjust": "card adjustment",
}


#: A battle's step (the view's ``battle.stage``, the flow's step id) as words (18.3-18.7).
STEP_WORDS = {
    "defence_support": "the defender's support cards",
    "defence_other": "other players' support",
    "attack_support": "the attacker's support cards",
    "resolve": "the combat roll",
    "defender_losses": "the defender's losses",
    "attacker_losses": "the attacker's losses",
    "retreat": "the retreat",
    "advance": "the advance",
    "end": "the end of the offensive",
}


def _segment(segment: str) -> str:
    """The segment of the phase by its name in the picture's language."""
    return tr(SEGMENT_WORDS.get(segment, segment))


def _names(view: View) -> Mapping[str, Mapping[Any, Name]]:
    """The name tables of Fitna's catalogue in the picture's language (sides, camps,
    scenarios...: issue 28, one catalogue per game)."""
    said = catalogue_of(view) or GAME.catalogue(view.language)
    return said.names


def _side_name(view: View, side: str) -> str:
    """A side by its name in the picture's language (``Iraq``, not ``IRQ``)."""
    names = _names(view)
    camp = names["camps"].get(side)
    if camp is not None:
        return str(camp)
    named = str(names["sides"].get(side, side))
    return named[:1].upper() + named[1:]


def _scenario_title(view: View, public: FitnaPublic) -> str:
    """``Scenario 2: The fight against Daesh, 2014-2015 · 6 turns`` in the picture's language
    (book 2.3's titles; the players' own scenario, rule 33, by its number alone)."""
    title = _names(view)["scenarios"].get(public.scenario, "—")
    return tr("Scenario {number}: {title} · {turns} turns", number=public.scenario, title=title,
              turns=public.turns)  # fmt: skip


def _map(draw: ImageDraw.ImageDraw, public: FitnaPublic, private: FitnaPrivate | None,
         points: dict[str, Point], marked: set[str]) -> None:  # fmt: skip
    countries = theatre_of(public.scenario)
    cached_layer(draw, MAP_BOX, ("fitna-map", countries), _geography_layer(countries))
    roads = [(a, b) for a, b in fmap.EDGES if a in points and b in points]
    draw_edges(draw, points, roads, colour="#c9bfae", width=3)
    _pieces(draw, public, private, points, marked)


def _pieces(draw: ImageDraw.ImageDraw, public: FitnaPublic, private: FitnaPrivate | None,
            points: dict[str, Point], marked: set[str]) -> None:  # fmt: skip
    """Over the map's background: the last move's arrow, the offensive, each box's disc with
    its marks and its stack's counter; then the names and the units' values, each put where it
    overlaps none of them (:func:`render.draw.place_label`)."""
    last = [b for b in public.last_boxes if b in points and b in marked]
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
        note("marker", (tx - 24, ty - 24, tx + 24, ty + 24), "offensive")
    stacks = {s.box: s for s in public.stacks}
    own = {s.box: s for s in (private.stacks if private else [])}
    markers = {m.box for m in public.markers if m.box}
    theatre = theatre_of(public.scenario)
    labels: list[tuple[str, Point, int]] = []
    for b, (x, y) in points.items():
        info = fmap.BOXES[b]
        inside = info.country in theatre
        controller = public.control.get(b)
        r = 13 if inside else 9
        if b in marked:
            draw.ellipse((x - r - 8, y - r - 8, x + r + 8, y + r + 8), fill=HIGHLIGHT)
            note("marker", (x - r - 8, y - r - 8, x + r + 8, y + r + 8), "last move")
        _disc(draw, public, (x, y), r, controller if inside or controller else "", info.objective)
        if b in public.entrenchments:
            _entrenchment(draw, (x - r - 4, y - r - 4))
        if b in public.truces:
            _truce(draw, (x + r + 4, y - r - 2))
        if b in markers:
            _turn_marker(draw, (x, y), r)
        stack = stacks.get(b)
        if stack is not None:
            _counter(draw, public, (x + r + 2, y - 14), stack.side, stack.size, stack.isolated)
        if inside:
            labels.append((named("boxes", b).split(" (")[0], (x, y), r))
    for name, at, r in labels:
        place_label(draw, at, name, size=15, reach=r + 1, bounds=MAP_BOX, fill=MUTED, halo=PAPER,
                    min_size=12)  # fmt: skip
    for b, seen in own.items():
        if b in points:
            x, y = points[b]
            values = " ".join(
                f"{u.attack}-{u.defence}{'r' if u.reduced else ''}" for u in seen.units
            )
            place_label(draw, (x + 30, y), values, size=14, reach=14, bounds=MAP_BOX, fill=INK,
                        halo="#ffffff", min_size=11)  # fmt: skip


def _disc(draw: ImageDraw.ImageDraw, public: FitnaPublic, at: Point, r: float, holder: str | None,
          objective: bool) -> None:  # fmt: skip
    """A box's disc in its holder's colour (``""``: a box outside the scenario, drawn grey;
    None: held by nobody), a player's with their marker, an objective with a red rim."""
    x, y = at
    fill = OUTSIDE if holder == "" else side_colour(public, holder)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=ALERT if objective else INK,
                 width=3 if objective else 1)  # fmt: skip
    if holder and holder in public.sides:
        draw_marker(draw, (x, y), r - 3, player_style(public.sides.index(holder)), what=None)
    kind = "outside" if holder == "" else side_kind(public, holder)
    note("marker", (x - r, y - r, x + r, y + r), f"box {kind}")
    if objective:
        note("marker", (x - r, y - r, x + r, y + r), "objective")


def _entrenchment(draw: ImageDraw.ImageDraw, at: Point) -> None:
    x, y = at
    draw.rectangle((x - 5, y - 5, x + 5, y + 5), fill=ENTRENCHED, outline=INK)
    note("marker", (x - 5, y - 5, x + 5, y + 5), "entrenchment")


def _truce(draw: ImageDraw.ImageDraw, at: Point) -> None:
    x, y = at
    box = draw_text(draw, (x, y), "T", size=18, anchor="mm", fill=INK, halo="#ffffff", kind=None)
    note("marker", box, "truce")


def _turn_marker(draw: ImageDraw.ImageDraw, at: Point, r: float) -> None:
    x, y = at
    draw.ellipse((x - r - 4, y - r - 4, x + r + 4, y + r + 4), outline=MARKER_RING, width=3)
    note("marker", (x - r - 4, y - r - 4, x + r + 4, y + r + 4), "turn marker")


def _counter(draw: ImageDraw.ImageDraw, public: FitnaPublic, at: Point, side: str, size: int | str,
             isolated: bool, scale: float = 1) -> None:  # fmt: skip
    x, y = at
    colour = side_colour(public, side)
    box = (x, y, x + 34 * scale, y + 26 * scale)
    draw.rounded_rectangle(box, radius=5 * scale, fill=colour, outline=ALERT if isolated else INK,
                           width=round(4 * scale) if isolated else 1)  # fmt: skip
    ink = "#ffffff" if side == "DAESH" or side in public.sides or colour == OTHER else INK
    draw_text(draw, (x + 17 * scale, y + 13 * scale), str(size), size=round(22 * scale),
              anchor="mm", fill=ink, bold=True, kind=None)  # fmt: skip
    note("counter", box, f"stack {side_kind(public, side)}")
    if isolated:
        note("counter", box, "isolated")


def _legend_entries(public: FitnaPublic) -> list[LegendEntry]:
    """The legend: one entry per kind of symbol the map draws (its name as the map records
    it), in the picture's language."""
    player = public.sides[0] if public.sides else ""

    def disc(holder: str | None, objective: bool = False, r: float = 0) -> Icon:
        return lambda d, at, half: _disc(d, public, at, r or half, holder, objective)

    def counter(side: str, isolated: bool = False) -> Icon:
        return lambda d, at, half: _counter(
            d, public, (at[0] - half * 1.6, at[1] - half * 0.8), side, 3, isolated, half / 16
        )

    return [
        (disc(player), tr("box held by a player (their letter)"), "box player"),
        (disc("DAESH"), tr("box held by Daesh"), "box Daesh"),
        (disc("PYD"), tr("box held by the Kurds"), "box Kurds"),
        (disc("?"), tr("box held by another force"), "box other"),
        (disc(None), tr("box held by nobody"), "box nobody"),
        (disc("", r=8), tr("box outside the scenario"), "box outside"),
        (disc(None, True), tr("red rim: an objective"), "objective"),
        (counter(player), tr("a player's stack, its units"), "stack player"),
        (counter("DAESH"), tr("a Daesh stack"), "stack Daesh"),
        (counter("PYD"), tr("a Kurdish stack"), "stack Kurds"),
        (counter("?"), tr("another force's stack"), "stack other"),
        (counter(player, True), tr("red rim: isolated stack"), "isolated"),
        (lambda d, at, half: _entrenchment(d, at), tr("entrenchment"), "entrenchment"),
        (lambda d, at, half: _truce(d, at), tr("humanitarian truce"), "truce"),
        (lambda d, at, half: _turn_marker(d, at, half - 3),
         tr("a turn marker (IEDs, special forces…)"), "turn marker"),
        (_last_icon, tr("the last move"), "last move"),
        (_offensive_icon, tr("the offensive being fought"), "offensive"),
    ]  # fmt: skip


def _last_icon(draw: ImageDraw.ImageDraw, at: Point, half: float) -> None:
    x, y = at
    draw.ellipse((x - half - 2, y - half - 2, x + half + 2, y + half + 2), fill=HIGHLIGHT)
    draw.ellipse((x - half + 5, y - half + 5, x + half - 5, y + half - 5), fill="#ffffff",
                 outline=INK)  # fmt: skip


def _offensive_icon(draw: ImageDraw.ImageDraw, at: Point, half: float) -> None:
    x, y = at
    draw.ellipse((x - half, y - half, x + half, y + half), outline=ALERT, width=4)


def _panel(draw: ImageDraw.ImageDraw, public: FitnaPublic, view: View) -> None:
    t = words_for(view)
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
    pooled = [side for side, count in public.pools.items() if count and side not in public.sides]
    listed = len(public.batches) + len(pooled) + 1
    inner = draw_panel(draw, (x0, y, x1, y + 46 + 26 * listed), t("Reinforcements to come"))
    row = inner[1]
    draw_text(draw, (inner[0], row),
              t("Piles: {support} support, {events} events", support=public.support.draw_pile,
                events=public.events.draw_pile),
              size=18, fill=MUTED, max_width=inner[2] - inner[0])  # fmt: skip
    row += 26
    for side, batches in public.batches.items():
        count = sum(len(b) for b in batches)
        draw_text(draw, (inner[0], row), t("{side}: {batches} batches, {count} units", side=_side_name(view, side), batches=len(batches), count=count), size=18,
                  max_width=inner[2] - inner[0])  # fmt: skip
        row += 26
    for side, count in public.pools.items():
        if count and side not in public.sides:
            draw_text(
                draw,
                (inner[0], row),
                t("{side} pool: {count}", side=_side_name(view, side), count=count),
                size=18,
            )
            row += 26
    y = inner[3] + 18
    if public.battle is not None:
        b = public.battle
        inner = draw_panel(draw, (x0, y, x1, y + 150), t("Offensive"))
        lines = [
            t(
                "{side} on {target} from {origin}",
                side=_side_name(view, b.side),
                target=fmap.BOXES[b.target].name,
                origin=fmap.BOXES[b.origin].name,
            ),
            t(
                "{units} unit; cards {attack} / {defence}"
                if b.engaged == 1
                else "{units} units; cards {attack} / {defence}",
                units=b.engaged,
                attack=b.attack_cards or "-",
                defence=b.defence_cards or "-",
            ),
            t("die {die}: {result}", die=b.die, result=b.result)
            if b.result
            else t("stage: {stage}", stage=t(STEP_WORDS.get(b.stage, b.stage))),
        ]
        for i, text in enumerate(lines):
            draw_text(
                draw, (inner[0], inner[1] + 30 * i), text, size=19, max_width=inner[2] - inner[0]
            )
        y = inner[3] + 18
