"""The Peak Oil board picture, drawn only from a :class:`rules.core.View`.

Top: the banner, read in Discord's inline preview (~550 px wide): the stage (turn and step,
or the Peak Oil phase and its zone), whom the game waits on, one card per player (barrels,
agents, security tokens, cards; the player to act on yellow, a card the last move changed
framed in the highlighter yellow) and the last move: who made it (the seat the game waited
on alone) and what it changed, that player's own changes first, as many whole phrases as fit
on one line. What changed is found by comparing the public views before and after the move
(``draw_board(view, previous)``): changed boxes of the map and the zones are framed in the
highlighter yellow.

Below, on the left, the world map as the book's board draws it (schematic, distorted like
the book's): the five regions with their barrels and the agents on them (each player's marker
and number), the three refineries with their token's demand, the eight risk zones with their
token's visible side (barrels to draw, skulls, blank, or closed in red), and the routes
(one-way lines with an arrowhead). On the right: the four action zones with their agents, the
technology track with the black market's spaces, the bag, the displays (oil fields,
start-ups with their price), the PR-crisis counter under the Brutal rules. Under them, the
consultants on offer (one line per level, across the picture; not under the Brutal rules),
then one row per company: what its public HQ holds (start-ups by technology, oil-field
symbols, consultants, face-up and face-down crises; only what it has, so a company without
cards takes one short line) and the final count once the game is over; the picture is as
tall as these rows need. The legend closes it. The portfolio and the face-down crisis cards are in
no public picture: ``draw_private_card`` draws them for their owner.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from contextvars import ContextVar
from typing import Any

from PIL import Image, ImageDraw

from rules.core import View
from rules.core.text import Name
from rules.peak_oil.data import board, tables
from rules.peak_oil.helpers import card_name
from rules.peak_oil.messages import NAMES
from rules.peak_oil.state import CONSULTANTS, CRISES, FIELDS, PORTFOLIOS, RISK_TOKENS, START_UPS
from rules.peak_oil.view import PeakPrivate, PeakPublic, PlayerPublic

from .base import catalogue_of, player_style, speak, tr
from .cards import (
    CHANGED,
    CardLine,
    card_boxes,
    draw_change_line,
    draw_player_card,
    draw_status_bar,
    private_card,
)
from .changes import Change, changed_under, changes
from .draw import (
    ALERT,
    FAINT,
    INK,
    MUTED,
    PAPER,
    Box,
    Chip,
    Icon,
    LegendEntry,
    Point,
    barrel_icon,
    draw_chip,
    draw_legend,
    draw_panel,
    draw_text,
    flow_counters,
    marker_icon,
    note,
    start_record,
    wrap_text,
)

WIDTH = 1600
BANNER = 330
#: The map and the side panels under the banner; the companies' rows under them take the
#: height their cards need; the legend closes the picture.
MAP_HEIGHT = 690
LEGEND_HEIGHT = 76
COMPANY_LINE = 30
CONSULTANTS_HEIGHT = 146
MAP_RIGHT = 1040
SIDE_LEFT, SIDE_RIGHT = 1052, WIDTH - 10

#: Where each node of the map is drawn (the centre of its box), on the board below the
#: banner: the book's map is distorted on purpose ("Nous avons distordu la réalité"), and so
#: is this one, to keep every box readable; west to east as the book orders the regions.
NODE_AT: dict[str, Point] = {
    "philadelphia": (110, 80),
    "rotterdam": (450, 70),
    "singapore": (935, 640),
    "caribbean_sea": (120, 300),
    "venezuela": (120, 530),
    "strait_of_gibraltar": (310, 215),
    "libya": (540, 330),
    "gulf_of_guinea": (320, 450),
    "nigeria": (350, 610),
    "belarus": (680, 70),
    "russia": (910, 80),
    "siberia": (950, 260),
    "suez_canal": (720, 200),
    "persian_gulf": (800, 410),
    "gulf_of_aden": (620, 520),
    "strait_of_malacca": (820, 575),
}
REGION_SIZE = (200, 104)
REFINERY_SIZE = (190, 74)
RISK_SIZE = (176, 62)
TECH_SHORT = {
    "hydrogen_cells": "Hydrogen",
    "ethanol": "Ethanol",
    "spmr": "SPMR",
    "tidal_power": "Tidal",
    "agropolymers": "Agropoly.",
}
TECH_COLOUR = {
    "hydrogen_cells": "#cfe8ff",
    "ethanol": "#fff0b3",
    "spmr": "#ffd6d6",
    "tidal_power": "#d3f5e4",
    "agropolymers": "#e6dcff",
}
REGION_FILL = "#f3e3c3"
REFINERY_FILL = "#dfe6ee"
CLOSED_FILL = "#f6c9c9"


#: The names of places in the language being drawn (see :func:`render.base.speak`).
_PLACES: ContextVar[Mapping[str, Name]] = ContextVar("peak_oil_places")
_t = tr


def place(place_id: str) -> str:
    """A zone, region or refinery by its name in the language being drawn."""
    return str(_PLACES.get(NAMES["places"]).get(place_id, place_id))


def _speak(view: View) -> None:
    speak(view)
    said = catalogue_of(view)
    _PLACES.set(NAMES["places"] if said is None else said.names.get("places", NAMES["places"]))


def draw_board(view: View, previous: View | None = None) -> Image.Image:
    """The whole picture (see the module doc); ``previous`` marks what the last move changed."""
    start_record()
    _speak(view)
    public = _public(view.public)
    before = _public(previous.public) if previous is not None else None
    found = changes(before, public) if before is not None else []
    rows = [_company_lines(public, seat) for seat in range(len(public.players))]
    companies = _companies_height(rows)
    consultants = 0 if public.brutal else CONSULTANTS_HEIGHT
    height = BANNER + MAP_HEIGHT + consultants + companies + LEGEND_HEIGHT
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    waited = previous.to_act if previous is not None else []
    _draw_banner(draw, view, public, before, found, waited[0] if len(waited) == 1 else None)
    top = BANNER
    marked = _changed_places(found)
    _draw_map(draw, public, top, marked)
    _draw_side(draw, public, top, marked)
    if consultants:
        _draw_consultants(draw, public, top + MAP_HEIGHT)
    _draw_companies(draw, public, view.seats, top + MAP_HEIGHT + consultants, found, rows)
    _draw_legend(draw, image.height - LEGEND_HEIGHT)
    return image


def draw_private_card(view: View) -> Image.Image:
    """A seat's secrets: its portfolio and its face-down crisis cards."""
    private = view.private
    if isinstance(private, dict):
        private = PeakPrivate.model_validate(private)
    _speak(view)
    seat = view.seat if view.seat is not None else 0
    lines: list[tuple[Any, CardLine]] = []
    for card in getattr(private, "portfolio", []):
        technology = tables.TECHNOLOGY_NAMES[PORTFOLIOS[card].technology]
        text = _t("Portfolio: a {technology} start-up", technology=technology)
        lines.append((None, CardLine(text, 30, bold=True)))
    for card in getattr(private, "crises_down", []):
        crisis = CRISES[card]
        text = _t("Face-down crisis: {name} (level {level})", name=crisis.name, level=crisis.level)
        lines.append((None, CardLine(text, 26)))
    if not lines:
        lines.append((None, CardLine(_t("No secret card."), 28)))
    name = view.seats[seat] if seat < len(view.seats) else _t("you")
    return private_card(
        (900, 300),
        player_style(seat),
        _t("{name}'s secret cards", name=name),
        lines,
        _t("move {step}", step=view.step),
    )


def _public(raw: Any) -> PeakPublic:
    return raw if isinstance(raw, PeakPublic) else PeakPublic.model_validate(raw)


# ---------------------------------------------------------------------------- banner


def _status(public: PeakPublic, view: View) -> tuple[str, int | None, str]:
    names = view.seats
    if public.stage == "over":
        if public.scores:
            best = max(s.total for s in public.scores)
            winners = [names[i] for i, s in enumerate(public.scores) if s.total == best]
            won = _t("won by {names} ({vp} VP)", names=", ".join(winners), vp=best)
            return _t("Game over"), None, won
        return _t("Game over"), None, _t("final count")
    seat = view.to_act[0] if view.to_act else None
    who = names[seat] if seat is not None else _t("nobody")
    if public.stage == "peak_phase":
        zone = place(public.peak_zone) if public.peak_zone else ""
        stage = _t("Peak Oil phase: {zone}", zone=zone)
    elif public.stage == "peak_reassign":
        stage = _t("Peak Oil: last reassignments")
    else:
        stage = _t("{name}'s turn, step {step}", name=names[public.turn_seat], step=public.step)
        if public.peak_holder is not None:
            stage = "PEAK OIL! " + stage
    doing = {
        "place": "black market space",
        "draw_again": "draw again?",
        "query": "barrel?",
        "act_there": "act there?",
    }.get(public.deciding or "", "to move")
    return stage, seat, f"{who}: {_t(doing)}"


def _card_lines(public: PeakPublic, player: PlayerPublic, seat: int) -> list[CardLine]:
    agents = _t("agents {count} home", count=player.agents_hq)
    if player.on_counter:
        agents += _t(", {count} counter", count=player.on_counter)
    lines = [
        CardLine(
            _t("{barrels} barrels  {security} security", barrels=player.barrels,
               security=player.security),
            26,
            bold=True,
        ),
        CardLine(agents, 24),
    ]  # fmt: skip
    if public.scores is not None:
        lines.append(CardLine(f"{public.scores[seat].total} VP", 28, fill=ALERT, bold=True))
    else:
        cards = _t("{start_ups} start-ups, {fields} fields", start_ups=len(player.start_ups),
                   fields=len(player.fields))  # fmt: skip
        lines.append(CardLine(cards, 22, fill=MUTED))
    return lines


def _draw_banner(
    draw: ImageDraw.ImageDraw,
    view: View,
    public: PeakPublic,
    before: PeakPublic | None,
    found: list[Change],
    mover: int | None = None,
) -> None:
    draw.rectangle((0, 0, WIDTH, BANNER - 1), fill="#efe9dd")
    draw.line((0, BANNER - 2, WIDTH, BANNER - 2), fill=FAINT, width=2)
    stage, seat, waiting = _status(public, view)
    style = player_style(seat) if seat is not None else None
    draw_status_bar(draw, (8, 10, WIDTH - 8, 70), stage, style, waiting, split=880)
    changed_players = changed_under(found, "players")
    boxes = card_boxes((8, 80, WIDTH - 8, 228), len(view.seats))
    for index, box in enumerate(boxes):
        player = public.players[index]
        name = view.seats[index] + (" (Peak Oil)" if player.peak_marker else "")
        draw_player_card(
            draw,
            box,
            player_style(index),
            name,
            _card_lines(public, player, index),
            current=index in view.to_act,
            changed=index in changed_players,
        )
    phrases = _phrases(before, public, view.seats, mover) if before is not None else None
    who = view.seats[mover] if mover is not None and mover < len(view.seats) else None
    draw_change_line(draw, (8, 238, WIDTH - 8, 292), phrases, view.step, _t, who)
    bag = public.bag
    text = _t(
        "Bag: {black} black, {red} red, {yellow} yellow.  Out: {out_black} black, {out_yellow} "
        "yellow.  Supply: {security} security.  Decks: {fields} fields, {start_ups} start-ups.",
        black=bag.get("black", 0), red=bag.get("red", 0), yellow=bag.get("yellow", 0),
        out_black=public.removed_black, out_yellow=public.removed_yellow,
        security=public.security_supply, fields=public.field_deck, start_ups=public.start_up_deck,
    )  # fmt: skip
    draw_text(draw, (16, 311), text, size=26, anchor="lm", max_width=WIDTH - 32, bold=True)


def _phrases(
    before: PeakPublic, after: PeakPublic, names: Sequence[str], mover: int | None = None
) -> list[str]:
    """What the last move changed, in words, from the two public views; what ``mover`` (the
    seat the game waited on alone) did first."""
    phrases = _all_phrases(before, after, names)
    if mover is None or mover >= len(names):
        return phrases
    # Every phrase template opens with the player's name ("{name} {count:+d} agent home",
    # "{name} gets {card}"), in every language: the mover's are said without it, first.
    prefix = names[mover] + " "
    own = [p for p in phrases if p.startswith(prefix)]
    return [p[len(prefix) :] for p in own] + [p for p in phrases if p not in own]


def _all_phrases(before: PeakPublic, after: PeakPublic, names: Sequence[str]) -> list[str]:
    phrases: list[str] = []
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=False)):
        if new.agents_hq != old.agents_hq:
            phrases.append(_t("{name} {count:+d} agent home", name=names[seat],
                                  count=new.agents_hq - old.agents_hq))  # fmt: skip
    for zone, counts in after.zones.items():
        earlier = before.zones.get(zone, [0] * len(counts))
        for seat, (was, now) in enumerate(zip(earlier, counts, strict=False)):
            if was != now:
                phrases.append(_t("{name} {count:+d} agent on {zone}", name=names[seat],
                                  count=now - was, zone=place(zone)))  # fmt: skip
    for region, count in after.regions.items():
        if count != before.regions.get(region, 0):
            phrases.append(_t("{region} {count:+d} barrels", region=place(region),
                              count=count - before.regions.get(region, 0)))  # fmt: skip
    for technology, count in after.track.items():
        if count != before.track.get(technology, 0):
            phrases.append(_t("{technology} track {count}", technology=TECH_SHORT[technology],
                              count=count))  # fmt: skip
    if after.black_market != before.black_market:
        phrases.append(_t("black market {full}/{spaces}", full=len(after.black_market),
                          spaces=len(after.black_market_spaces)))  # fmt: skip
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=False)):
        if new.barrels != old.barrels:
            phrases.append(_t("{name} {count:+d} barrels", name=names[seat],
                              count=new.barrels - old.barrels))  # fmt: skip
        gained = [c for c in new.start_ups if c not in old.start_ups]
        gained += [c for c in new.fields if c not in old.fields]
        gained += [c for c in new.consultants if c not in old.consultants]
        gained += [c for c in new.crises_up if c not in old.crises_up]
        for card in gained:
            phrases.append(_t("{name} gets {card}", name=names[seat], card=card_name(card)))
    for zone, at in after.risk.items():
        if before.risk.get(zone) != at:
            phrases.append(_t("{zone} token changed", zone=place(zone)))
    for refinery, at in after.refineries.items():
        if before.refineries.get(refinery) != at:
            phrases.append(_t("{refinery} demand {demand}", refinery=place(refinery),
                              demand=_demand(after, refinery)))  # fmt: skip
    if after.peak_holder is not None and before.peak_holder is None:
        phrases.insert(0, "PEAK OIL")
    return phrases


# ---------------------------------------------------------------------------- the map


def _changed_places(found: list[Change]) -> set[str]:
    """Zones, regions, risk zones and refineries whose public state the last move changed."""
    marked: set[str] = set()
    for key in ("zones", "regions", "risk", "refineries"):
        marked |= {str(k) for k in changed_under(found, key)}
    return marked


def _box(centre: Point, size: tuple[int, int], top: float) -> Box:
    x, y = centre
    w, h = size
    return (x - w / 2, top + y - h / 2, x + w / 2, top + y + h / 2)


def _frame(
    draw: ImageDraw.ImageDraw, box: Box, fill: str, marked: bool, outline: str = INK
) -> None:
    if marked:
        draw.rounded_rectangle(
            (box[0] - 5, box[1] - 5, box[2] + 5, box[3] + 5), radius=14, fill=CHANGED
        )
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=outline, width=2)


def _agent_chips(counts: Sequence[int]) -> list[Chip]:
    return [
        Chip(marker_icon(player_style(seat)), count, what="agents")
        for seat, count in enumerate(counts)
        if count
    ]


def _demand(public: PeakPublic, refinery: str) -> int:
    at = public.refineries[refinery]
    token = next(t for t in board.REFINERY_TOKENS if t.id == at.token)
    return token.demands[at.side]


def _risk_text(public: PeakPublic, zone: str) -> tuple[str, str]:
    at = public.risk[zone]
    side = RISK_TOKENS[at.token].sides[at.side]
    if side.closed:
        return _t("CLOSED"), ALERT
    parts = []
    if side.barrels:
        parts.append(_t("{count} draws", count=side.barrels) if side.barrels > 1 else _t("1 draw"))
    if side.skulls:
        parts.append(_t("{count} pirate", count=side.skulls))
    return (", ".join(parts) or _t("clear")), INK


def _box_text(
    draw: ImageDraw.ImageDraw, box: Box, dy: float, text: str, size: int, **style: Any
) -> None:
    """A line of text centred across a map box, ``dy`` below its top, fitted to its width."""
    centre = ((box[0] + box[2]) / 2, box[1] + dy)
    draw_text(draw, centre, text, size=size, anchor="mm", max_width=box[2] - box[0] - 10, **style)


def _draw_map(draw: ImageDraw.ImageDraw, public: PeakPublic, top: float, marked: set[str]) -> None:
    draw.rounded_rectangle((6, top + 8, MAP_RIGHT, top + 680), radius=14, fill="#d9ecf5")
    for edge in board.EDGES:
        (x0, y0), (x1, y1) = NODE_AT[edge.a], NODE_AT[edge.b]
        draw.line((x0, top + y0, x1, top + y1), fill="#5b7f95", width=5)
        if edge.one_way:
            _arrow_head(draw, (x0, top + y0), (x1, top + y1))
            mx, my = (x0 + x1) / 2, top + (y0 + y1) / 2
            note("marker", (mx - 10, my - 10, mx + 10, my + 10), "one-way")
    for zone in board.RISK_ZONE_IDS:
        box = _box(NODE_AT[zone], RISK_SIZE, top)
        text, colour = _risk_text(public, zone)
        fill = CLOSED_FILL if colour == ALERT else "#ffffff"
        _frame(draw, box, fill, zone in marked, outline=colour)
        _box_text(draw, box, 17, place(zone), 20, fill=MUTED)
        _box_text(draw, box, 44, text, 26, fill=colour, bold=True)
    for refinery in board.REFINERY_IDS:
        box = _box(NODE_AT[refinery], REFINERY_SIZE, top)
        _frame(draw, box, REFINERY_FILL, refinery in marked)
        _box_text(draw, box, 20, place(refinery), 26, bold=True)
        _box_text(draw, box, 54, _t("wants {demand}", demand=_demand(public, refinery)), 28)
    for region in board.REGION_IDS:
        box = _box(NODE_AT[region], REGION_SIZE, top)
        closed = region not in public.zones
        _frame(draw, box, "#dddddd" if closed else REGION_FILL, region in marked)
        _box_text(draw, box, 20, place(region), 28, bold=True)
        if closed:
            _box_text(draw, box, 60, _t("closed"), 26, fill=MUTED)
            continue
        chips = [
            Chip(barrel_icon(), public.regions[region], what="barrels"),
            *_agent_chips(public.zones[region]),
        ]
        flow_counters(
            draw, (box[0] + 8, box[1] + 40, box[2] - 6, box[3] - 4), chips, size=28, centre=True
        )


def _arrow_head(draw: ImageDraw.ImageDraw, start: Point, end: Point) -> None:
    """A filled arrowhead halfway along a one-way line."""
    (x0, y0), (x1, y1) = start, end
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head = 20
    tip = (mx + ux * head / 2, my + uy * head / 2)
    base = (mx - ux * head / 2, my - uy * head / 2)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    draw.polygon(
        [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])],
        fill="#27465a",
    )


# ---------------------------------------------------------------------------- the side


def _draw_side(draw: ImageDraw.ImageDraw, public: PeakPublic, top: float, marked: set[str]) -> None:
    y = top + 8
    # Action zones, two by two.
    zones = list(tables.ACTION_ZONES.values())
    width = (SIDE_RIGHT - SIDE_LEFT - 8) / 2
    for index, zone in enumerate(zones):
        col, row = index % 2, index // 2
        left = SIDE_LEFT + col * (width + 8)
        box = (left, y + row * 88, left + width, y + row * 88 + 82)
        _frame(draw, box, "#ffffff", zone.id in marked)
        draw_text(
            draw,
            (box[0] + 10, box[1] + 20),
            place(zone.id),
            size=26,
            anchor="lm",
            bold=True,
            max_width=width - 20,
        )
        chips = _agent_chips(public.zones[zone.id])
        if chips:
            flow_counters(draw, (box[0] + 8, box[1] + 40, box[2] - 6, box[3] - 4), chips, size=32)
        else:
            draw_text(
                draw, (box[0] + 10, box[1] + 58), _t("no agent"), size=22, anchor="lm", fill=MUTED
            )
    y += 2 * 88 + 4
    # The technology track and the black market.
    inner = draw_panel(
        draw,
        (SIDE_LEFT, y, SIDE_RIGHT, y + 146),
        _t("Technology track / black market"),
        title_size=22,
    )
    cell = (inner[2] - inner[0]) / len(tables.TECHNOLOGIES)
    for index, technology in enumerate(tables.TECHNOLOGIES):
        x0 = inner[0] + index * cell
        box = (x0 + 2, inner[1], x0 + cell - 2, inner[3])
        used = technology in public.track
        draw.rounded_rectangle(
            box, radius=8, fill=TECH_COLOUR[technology] if used else "#e4e4e4", outline=FAINT
        )
        cx = (box[0] + box[2]) / 2
        draw_text(
            draw,
            (cx, box[1] + 14),
            TECH_SHORT[technology],
            size=21,
            anchor="mm",
            max_width=cell - 8,
        )
        if not used:
            draw_text(draw, (cx, box[1] + 52), _t("out"), size=24, anchor="mm", fill=MUTED)
            continue
        draw_text(
            draw, (cx, box[1] + 50), str(public.track[technology]), size=36, anchor="mm", bold=True
        )
        full = technology in public.black_market
        _market_space(draw, (cx - 18, box[3] - 30, cx + 18, box[3] - 4), full)
    y += 152
    # Displays.
    inner = draw_panel(draw, (SIDE_LEFT, y, SIDE_RIGHT, top + 680), _t("On offer"), title_size=22)
    line = inner[1] + 14
    for card in public.field_display:
        field = FIELDS[card]
        symbols = "+".join(TECH_SHORT[t] for t in field.technologies)
        extra = (f" +{field.queries}?" if field.queries else "") + (" *" if field.star else "")
        text = _t("Field {name} ({region}): {barrels}{extra}, {symbols}", name=field.name,
                  region=place(field.region), barrels=field.barrels, extra=extra,
                  symbols=symbols)  # fmt: skip
        draw_text(draw, (inner[0], line), text, size=22, anchor="lm", max_width=inner[2] - inner[0])
        line += 30
    for card in public.start_up_display:
        start_up = START_UPS[card]
        price = public.track.get(start_up.technology, 0)
        text = _t("Start-up {name}: {technology}, price {price}", name=start_up.name,
                  technology=TECH_SHORT[start_up.technology], price=price)  # fmt: skip
        draw_text(draw, (inner[0], line), text, size=22, anchor="lm", max_width=inner[2] - inner[0])
        line += 30
    if public.brutal:
        spaces = "  ".join(
            "[ ]" if seat is None else f"[{player_style(seat).letter}]" for seat in public.counter
        )
        draw_text(
            draw,
            (inner[0], line + 6),
            _t("PR-crisis counter: {spaces}", spaces=spaces),
            size=24,
            anchor="lm",
            bold=True,
            max_width=inner[2] - inner[0],
        )


def _draw_consultants(draw: ImageDraw.ImageDraw, public: PeakPublic, top: float) -> None:
    """The consultants on offer (not under the Brutal rules), one line per level across the
    picture."""
    inner = draw_panel(draw, (6, top, WIDTH - 10, top + CONSULTANTS_HEIGHT - 8),
                       _t("Consultants on offer"), title_size=22)  # fmt: skip
    for index, level in enumerate(("1", "2", "3")):
        names = ", ".join(CONSULTANTS[c].name for c in public.consultants.get(level, []))
        text = _t("Consultants {level}: {names}", level=level, names=names or "-")
        draw_text(draw, (inner[0], inner[1] + 14 + 30 * index), text, size=22, anchor="lm",
                  max_width=inner[2] - inner[0], min_size=16)  # fmt: skip


# ---------------------------------------------------------------------------- companies


def _company_lines(public: PeakPublic, seat: int) -> list[str]:
    """What a company's public HQ holds, in sentences of what it has (nothing said of what
    it has none of; "no card yet" when it holds nothing), the final count first once the game
    is over."""
    player = public.players[seat]
    parts: list[str] = []
    if public.scores is not None:
        score = public.scores[seat]
        parts.append(
            f"{score.total} VP = {score.start_ups} + {score.consultants} {score.crises:+d}."
        )
    start_ups = Counter(START_UPS[c].technology for c in player.start_ups)
    for card in player.portfolio_shown:
        start_ups[PORTFOLIOS[card].technology] += 1
    if start_ups:
        owned = ", ".join(f"{TECH_SHORT[t]} {n}" for t, n in start_ups.items())
        parts.append(_t("Start-ups: {owned}.", owned=owned))
    symbols = Counter(t for f in player.fields for t in FIELDS[f].technologies)
    if symbols:
        fields = ", ".join(f"{TECH_SHORT[t]} {n}" for t, n in symbols.items())
        parts.append(_t("Field symbols: {fields}.", fields=fields))
    if player.consultants:
        names = ", ".join(CONSULTANTS[c].name for c in player.consultants)
        parts.append(_t("Consultants: {consultants}.", consultants=names))
    down = sum(player.face_down.values())
    if player.crises_up or down:
        crises = ", ".join(CRISES[c].name for c in player.crises_up) or "-"
        parts.append(_t("Crises: {crises} ({down} face down).", crises=crises, down=down))
    text = "  ".join(parts) or _t("no card yet")
    return wrap_text(text, WIDTH - 6 - 10 - 10 - COMPANY_TEXT, 22)[:3]


#: Where a company's row starts its text (after the marker and the name).
COMPANY_TEXT = 196


def _companies_height(rows: Sequence[Sequence[str]]) -> int:
    """The companies' panel: its title bar, then each company's lines."""
    return 22 + 12 + 6 + 8 + sum(max(1, len(lines)) * COMPANY_LINE + 4 for lines in rows) + 6


def _draw_companies(
    draw: ImageDraw.ImageDraw,
    public: PeakPublic,
    names: Sequence[str],
    top: float,
    found: list[Change],
    rows: Sequence[Sequence[str]],
) -> None:
    inner = draw_panel(
        draw,
        (6, top, WIDTH - 10, top + _companies_height(rows) - 6),
        _t("Companies (public HQ)"),
        title_size=22,
    )
    changed = changed_under(found, "players")
    y = inner[1]
    for seat, lines in enumerate(rows):
        height = max(1, len(lines)) * COMPANY_LINE + 4
        if seat in changed:
            draw.rectangle((inner[0] - 4, y, inner[2] + 4, y + height - 2), fill="#fff4c2")
        first = y + 2 + COMPANY_LINE / 2
        marker_icon(player_style(seat))(draw, (inner[0] + 16, first), 13)
        draw_text(draw, (inner[0] + 36, first), names[seat], size=22, anchor="lm", bold=True,
                  max_width=COMPANY_TEXT - 44)  # fmt: skip
        for index, line in enumerate(lines):
            draw_text(draw, (inner[0] + COMPANY_TEXT, first + index * COMPANY_LINE), line,
                      size=22, anchor="lm", max_width=inner[2] - inner[0] - COMPANY_TEXT,
                      min_size=16, fill=MUTED if line == _t("no card yet") else INK)  # fmt: skip
        y += height


def _draw_legend(draw: ImageDraw.ImageDraw, top: float) -> None:
    """What the map's and the side's symbols mean, along the bottom."""

    def chip(icon: Icon, what: str) -> Icon:
        def drawn(d: ImageDraw.ImageDraw, at: Point, half: float) -> None:
            draw_chip(d, (at[0] - half, at[1] - half), Chip(icon, "", what=what),
                      size=round(2 * half))  # fmt: skip

        return drawn

    def square(full: bool) -> Icon:
        def drawn(d: ImageDraw.ImageDraw, at: Point, half: float) -> None:
            x, y = at
            _market_space(d, (x - half, y - half * 0.8, x + half, y + half * 0.8), full)

        return drawn

    def box(fill: str, outline: str, changed: bool = False) -> Icon:
        def drawn(d: ImageDraw.ImageDraw, at: Point, half: float) -> None:
            x, y = at
            if changed:
                d.rounded_rectangle((x - half - 3, y - half, x + half + 3, y + half), radius=5,
                                    fill=CHANGED)  # fmt: skip
            d.rounded_rectangle((x - half, y - half * 0.7, x + half, y + half * 0.7), radius=4,
                                fill=fill, outline=outline, width=2)  # fmt: skip

        return drawn

    def one_way(d: ImageDraw.ImageDraw, at: Point, half: float) -> None:
        x, y = at
        d.line((x - half, y, x + half, y), fill="#5b7f95", width=4)
        _arrow_head(d, (x - half, y), (x + half, y))

    entries: list[LegendEntry] = [
        (chip(barrel_icon(), "barrels"), _t("barrels in a region"), "barrels"),
        (chip(marker_icon(player_style(0)), "agents"), _t("agents of a player (A)"), "agents"),
        (box(REGION_FILL, INK), _t("region (oil to extract)")),
        (box(REFINERY_FILL, INK), _t("refinery and its demand")),
        (box("#ffffff", INK), _t("risk zone: its token's side")),
        (box(CLOSED_FILL, ALERT), _t("closed risk zone")),
        (one_way, _t("one-way route"), "one-way"),
        (square(True), _t("black market space, full"), "black market full"),
        (square(False), _t("black market space, empty"), "black market empty"),
        (box("#ffffff", INK, True), _t("changed by the last move")),
    ]
    draw_legend(draw, (16, top + 6, WIDTH - 10, top + LEGEND_HEIGHT), entries, columns=5,
                size=16)  # fmt: skip


def _market_space(draw: ImageDraw.ImageDraw, box: Box, full: bool) -> None:
    """A space of the black market: dark with a barrel when full, white when empty."""
    draw.rectangle(box, fill="#333333" if full else "#ffffff", outline=INK, width=2)
    if full:
        barrel_icon()(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
                      min(11, (box[3] - box[1]) / 2 - 2))  # fmt: skip
    note("marker", box, "black market full" if full else "black market empty")
