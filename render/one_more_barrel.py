"""The One More Barrel board picture, drawn only from a :class:`rules.core.View`.

Top: a banner in large type, read in Discord's inline preview (~550 px wide): the turn and
phase, whom the game waits on, one card per player in turn order (regions, units, oil reserve,
pacifism, influence, media, tenders, in whole words; the player to act on yellow) and the last
move: who made it (the seat the game waited on alone) and what it did (the box it took first),
as many whole phrases as fit on one line. What changed is found by comparing the public views before and after the
move (``draw_board(view, previous)``): changed regions are outlined in a highlighter yellow,
units that moved get an arrow in their owner's colour, changed tracks a red "changed" badge
and a player whose figures changed a yellow card. Under the banner, the full board:

Left: the map of Iraq. Each governorate is tinted with its controller's colour and carries the
controller's marker (shape + letter) next to its name, so control never depends on colour.
Under the name, counters show each player's military (their marker + number), the local army
(white pawn), logistics (crate), barrels stored (barrel), buildings (lettered tiles, with
unrepaired damage in red) and rebel dice (a die face showing the attack strength, on the
owner's colour with the owner's letter). A region at war has a red outline and a red "battle" counter. The
border territory's pieces are listed in a box beside it, rebels waiting outside the country
in a box over Iran.

Right: whose turn it is, the players in turn order (military on the board, regions, oil
reserve), the players' tracks with every marker on its step (pacifism coloured by its penalty
band; influence with its bombing defence bonus, +1 per 3 points; media with the military limit
3 + media / 2; tenders with the money each step pays at the end), the oil price track with this
turn's sales, the turn and phase track with the government's oil, and the action board with
every pawn (the box of the action being played framed in red, a box the last move put a pawn
on in the highlighter yellow; pawns never cover a box's value) — once the game is over, the final count (each player's place and
money with its breakdown) in its place. A seat's own picture adds its cash and oil reserve in a panel;
the public picture shows cash only when the game's ``public_money`` option put it in the view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rules.core import View
from rules.core.text import STYLES
from rules.one_more_barrel import GAME
from rules.one_more_barrel.actionboard import BOXES, NEW_TAX, OIL_PRODUCTION
from rules.one_more_barrel.actionboard import Box as ActionBox
from rules.one_more_barrel.data.board import (
    INFLUENCE_MAX,
    MEDIA_MAX,
    OIL_PRICE_TRACK_CENTS,
    PACIFISM_MAX,
    PACIFISM_PENALTY_DOLLARS,
    TENDER_MAX,
)
from rules.one_more_barrel.data.tables import influence_bonus, media_limit, tender_dollars
from rules.one_more_barrel.state import Building
from rules.one_more_barrel.view import (
    FinalLine,
    OmbPrivate,
    OmbPublic,
    PlayerTracks,
    RegionView,
)

from .base import PlayerStyle, as_model, player_style, speak, tr
from .cards import (
    CHANGED,
    CardLine,
    card_boxes,
    draw_change_line,
    draw_player_card,
    draw_status_bar,
    private_card,
)
from .draw import (
    ALERT,
    FAINT,
    INK,
    MUTED,
    PAPER,
    Box,
    Chip,
    Column,
    Icon,
    LegendEntry,
    MapRegion,
    Point,
    barrel_icon,
    cached_layer,
    crate_icon,
    draw_arrow,
    draw_chip,
    draw_die,
    draw_hatching,
    draw_legend,
    draw_marker,
    draw_panel,
    draw_region,
    draw_table,
    draw_text,
    draw_track,
    flow_counters,
    flow_height,
    ink_on,
    marker_icon,
    note,
    pawn_icon,
    placed,
    shift_record,
    start_record,
    text_box,
    tint,
)
from .one_more_barrel_layout import map_regions
from .players import draw_players_table, seat_name
from .tracks import PlayerTrack, draw_changed_badge, draw_player_track, markers_by_value

#: The banner across the top (status, players' cards, what the last move changed) is drawn
#: large, to be read in Discord's inline preview (~550 px wide); the board under it keeps the
#: detail for the full-size picture.
BANNER = 290
WIDTH, BOARD_HEIGHT_PX = 1600, 1000
HEIGHT = BANNER + BOARD_HEIGHT_PX
MAP_BOX: Box = (8, 8, 940, 992)

SIDE_LEFT, SIDE_RIGHT = 952, 1592
CHIP = 26
#: Action board: height of one row of boxes, and of the whole panel (title, 5 rows, 2 wide).
BOARD_ROW = 32
BOARD_HEIGHT = 37 + 7 * BOARD_ROW + 10
#: Players table row; the tracks' height, the value strip under a players' track, label column.
TABLE_ROW = 25
TRACK_HEIGHT = 40
SCALE_HEIGHT = 16
TRACK_LABEL = 118
#: The map's regions are drawn this many times larger, then scaled down (smooth borders).
SUPERSAMPLE = 2
#: The seat's own panel and the off-map rebels sit over Iran, east of the map.
PRIVATE_BOX: Box = (726, 12, 936, 168)
REBELS_TOP = 300
BORDER_BOX: Box = (14, 836, 300, 988)

SEA = "#e4ecef"
UNEXPLORED = "#e6d5b0"
EXPLORED = "#f6f0e2"
BORDER_FILL = "#cfc6b6"
BATTLE_RED = "#d7191c"
EAST_ORANGE = "#f08a24"
REBEL_DARK = "#5a1414"

#: Phase names too long for their stretch of the turn track, shortened there.
SHORT_PHASE_NAMES = {"Provisional government": "Government"}
PHASE_BANDS = ("#eef4fb", "#fdf3e3", "#eefaf0")
ROW_TITLES = {
    "media": "Media",
    "purchase": "Buy & move",
    "develop": "Develop",
    "cash": "Cash",
    "order": "Turn order",
}
BUILDING_STYLE: dict[str, tuple[str, str, str]] = {
    # kind: (letter, tile colour, name)
    "tank": ("T", "#8c8c8c", "storage tank"),
    "police": ("P", "#1f4e9c", "police station"),
    "pipeline": ("O", "#5b3a1a", "oil pipeline"),
    "refinery": ("R", "#6d2f8e", "refinery"),
}


def draw_board(view: View, previous: View | None = None) -> Image.Image:
    """The whole board picture for ``view`` (public parts, plus the seat's own panel), with
    what changed since ``previous`` (the view before the last move) marked when given: the
    summary in the banner, outlined regions, arrows for moves, a badge on changed tracks."""
    start_record()
    _speak(view)
    public = _public(view.public)
    private = _private(view.private)
    before = _public(previous.public) if previous is not None else None
    marks = Marks.between(before, public)
    board = Image.new("RGB", (WIDTH, BOARD_HEIGHT_PX), PAPER)
    draw = ImageDraw.Draw(board)
    names = list(view.seats)
    regions = map_regions(MAP_BOX)
    _draw_map(board, draw, public, regions, marks)
    _draw_outside_rebels(draw, public, regions)
    _draw_border_box(draw, public, regions, marks)
    _draw_title(draw, public, view, private, names)
    y = _draw_players(draw, public, names, 12)
    y = _draw_tracks(draw, public, y + 6, marks)
    if public.final:
        y = _draw_final_count(draw, public, names, y + 6)
    else:
        y = _draw_action_board(draw, public, y + 6, marks.boxes)
    _draw_legend(draw, public, y + 6)
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    shift_record(0, BANNER)
    waited = previous.to_act if previous is not None else None
    _draw_banner(ImageDraw.Draw(image), public, view, names, before, marks, waited)
    image.paste(board, (0, BANNER))
    return image


#: The picture's language (see :func:`_speak`): its region and box names, its money format.
_LANGUAGE: ContextVar[str] = ContextVar("one_more_barrel_language", default="en")


def _speak(view: View) -> None:
    """Draw the rest of the picture in ``view``'s language (fixed words, names, money)."""
    speak(view)
    _LANGUAGE.set(view.language)


def _names(table: str) -> Mapping[Any, str]:
    """A name table of the game's catalogue in the picture's language (issue 28), each name
    as its word (a ``Noun``'s too)."""
    names = GAME.catalogue(_LANGUAGE.get()).names.get(table, {})
    return {key: str(name) for key, name in names.items()}


def _region_label(region: RegionView) -> str:
    """A region's name in the picture's language (the view's name in English)."""
    if _LANGUAGE.get() == "en":
        return region.name or region.id
    return _names("regions").get(region.id, region.name or region.id)


def _box_name(box_id: str) -> str:
    """An action box's short name in the picture's language (before its parenthesis)."""
    box = BOXES.get(box_id)
    label = box.label if box else box_id.replace("_", " ")
    if _LANGUAGE.get() != "en":
        label = _names("boxes").get(box_id, label)
    return label.split(" (")[0]


def _money(cents: int) -> str:
    """Money as the picture's language writes it (``0.50 $``, ``0,50 $``)."""
    return STYLES.get(_LANGUAGE.get(), STYLES["en"])[1](cents)


def _count(count: int, one: str, many: str) -> str:
    """``one`` (for a count of 1) or ``many`` filled with ``count``, in the picture's language."""
    return tr(one) if count == 1 else tr(many, count=count)


def _question(kind: str) -> str:
    """What a question of ``kind`` is about, in the picture's language."""
    said = tr(kind)
    return said.replace("_", " ")


def _public(raw: Any) -> OmbPublic:
    return as_model(raw, OmbPublic)


def _private(raw: Any) -> OmbPrivate | None:
    return None if raw is None else as_model(raw, OmbPrivate)


# ---------------------------------------------------------------------------------- icons


def _building_icon(kind: str) -> Icon:
    letter, colour, _ = BUILDING_STYLE[kind]

    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        x, y = centre
        draw.rounded_rectangle(
            (x - half, y - half, x + half, y + half), radius=half * 0.3, fill=colour, outline=INK
        )
        draw_text(
            draw,
            (x, y),
            letter,
            size=max(9, round(half * 1.5)),
            fill="#ffffff",
            anchor="mm",
            bold=True,
        )

    return icon


def _battle_icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
    """Crossed blades: a white X on a red disc."""
    x, y = centre
    draw.ellipse((x - half, y - half, x + half, y + half), fill=BATTLE_RED)
    w = max(2, round(half / 4))
    r = half * 0.55
    draw.line((x - r, y - r, x + r, y + r), fill="#ffffff", width=w)
    draw.line((x - r, y + r, x + r, y - r), fill="#ffffff", width=w)


def _rebel_chip(seat: int, strength: int) -> Chip:
    """A rebel die: a die face showing its attack strength, on its owner's colour and letter."""
    style = player_style(seat)
    return Chip(
        _die_icon(strength),
        style.letter,
        background=style.colour,
        count_fill=ink_on(style.colour),
        border=REBEL_DARK,
        what="rebels",
    )


def _die_icon(value: int) -> Icon:
    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        x, y = centre
        r = half * 1.12
        draw_die(draw, (x - r, y - r, x + r, y + r), value)

    return icon


def _rebel_legend_icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
    """The look of a rebel counter, small enough for the legend: a die on the owner's colour."""
    x, y = centre
    colour = player_style(0).colour
    draw.rounded_rectangle(
        (x - half * 1.2, y - half * 1.2, x + half * 1.2, y + half * 1.2),
        radius=half * 0.4,
        fill=colour,
        outline=REBEL_DARK,
    )
    _die_icon(3)(draw, centre, half * 0.85)


def _owned_crate_icon(style: PlayerStyle) -> Icon:
    """A crate with its owner's small marker in the corner (logistics on the border)."""
    crate = crate_icon()

    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        x, y = centre
        crate(draw, (x - half * 0.2, y - half * 0.2), half * 0.85)
        draw_marker(draw, (x + half * 0.55, y + half * 0.55), half * 0.62, style, letter=False)

    return icon


# ---------------------------------------------------------------------------------- changes


@dataclass(frozen=True)
class Marks:
    """What the last move changed, from the public views before and after it (nothing when
    there is no view before): the regions, each seat's moves (from a region it left to one
    it entered), the tracks and the seats whose figures changed."""

    regions: frozenset[str] = frozenset()
    #: (seat, from region, to region) for units that left one region for another.
    moves: tuple[tuple[int, str, str], ...] = ()
    #: Track labels ("Pacifism", "Influence", ..., "Oil price $", "Turn") that changed.
    tracks: frozenset[str] = frozenset()
    seats: frozenset[int] = frozenset()
    #: Action boxes where a pawn was placed.
    boxes: frozenset[str] = frozenset()

    @classmethod
    def between(cls, before: OmbPublic | None, after: OmbPublic) -> Marks:
        if before is None:
            return cls()
        old_regions = {r.id: r for r in before.regions}
        changed = {r.id for r in after.regions if r.id not in old_regions or r != old_regions[r.id]}
        rebels_before = {(r.seat, r.region) for r in before.rebels if r.region and r.in_play}
        rebels_after = {(r.seat, r.region) for r in after.rebels if r.region and r.in_play}
        changed |= {str(region) for _, region in rebels_before ^ rebels_after}
        moves: list[tuple[int, str, str]] = []
        for seat in range(len(after.players)):
            delta = {
                r.id: _units(r, seat) - _units(old_regions[r.id], seat)
                for r in after.regions
                if r.id in old_regions
            }
            sources = [rid for rid, d in delta.items() if d < 0]
            for target in (rid for rid, d in delta.items() if d > 0):
                if sources:
                    moves.append((seat, _nearest(sources, target), target))
        old_players = {p.seat: p for p in before.players}
        tracks: set[str] = set()
        seats: set[int] = set()
        for player in after.players:
            old = old_players.get(player.seat)
            if old is None:
                continue
            for label, value_of in TRACK_VALUES.items():
                if value_of(old) != value_of(player):
                    tracks.add(label)
                    seats.add(player.seat)
            if _figures(old) != _figures(player):
                seats.add(player.seat)
        if before.oil_price_step != after.oil_price_step:
            tracks.add("Oil price $")
        if before.game_turn != after.game_turn:
            tracks.add("Turn")
        for rid in changed:
            seats.update(
                seat
                for seat in range(len(after.players))
                if rid in old_regions
                and _units(old_regions[rid], seat) != _units(_region(after, rid), seat)
            )
        old_pawns = {(p.seat, p.box) for p in before.pawns}
        boxes = {p.box for p in after.pawns if (p.seat, p.box) not in old_pawns}
        return cls(
            frozenset(changed), tuple(moves), frozenset(tracks), frozenset(seats), frozenset(boxes)
        )


def _units(region: RegionView, seat: int) -> int:
    """``seat``'s military units in a region (logistics on the border count as moved too)."""
    military = region.military[seat] if seat < len(region.military) else 0
    return military


def _region(public: OmbPublic, region_id: str) -> RegionView:
    return next(r for r in public.regions if r.id == region_id)


def _nearest(sources: Sequence[str], target: str) -> str:
    """The source region whose label is nearest the target's (where the units came from)."""
    shapes = map_regions(MAP_BOX)
    tx, ty = shapes[target].label if target in shapes else (0.0, 0.0)
    return min(
        sources,
        key=lambda rid: (
            (shapes[rid].label[0] - tx) ** 2 + (shapes[rid].label[1] - ty) ** 2
            if rid in shapes
            else float("inf")
        ),
    )


def _figures(player: PlayerTracks) -> tuple[int, ...]:
    """The figures a player's banner card shows (regions, military, oil reserve)."""
    return (player.regions_controlled, player.military_on_board, player.oil_reserve)


def change_summary(
    before: OmbPublic, after: OmbPublic, names: Sequence[str], mover: int | None = None
) -> list[str]:
    """What the last move changed, in short phrases read from the two public views: units
    arriving or leaving per region, control, battles, buildings, supplies, track steps, the
    oil price and pawns placed on the action board (first: who took which box is what the
    move was; said without the name for ``mover``, the seat the line names first)."""
    phrases: list[str] = []
    old_regions = {r.id: r for r in before.regions}
    for region in after.regions:
        old = old_regions.get(region.id)
        if old is None or old == region:
            continue
        parts = []
        for seat in range(len(after.players)):
            delta = _units(region, seat) - _units(old, seat)
            if delta:
                template = "{name} {delta} unit" if abs(delta) == 1 else "{name} {delta} units"
                parts.append(tr(template, name=seat_name(names, seat), delta=f"{delta:+d}"))
        if region.controller != old.controller:
            parts.append(
                tr("now {name}'s", name=seat_name(names, region.controller))
                if region.controller is not None
                else tr("no controller")
            )
        if (region.battle is None) != (old.battle is None):
            parts.append(tr("battle") if region.battle is not None else tr("battle over"))
        for label, new, earlier in (
            ("local army", region.locals, old.locals),
            (
                "logistics",
                region.logistics + sum(region.owned_logistics),
                old.logistics + sum(old.owned_logistics),
            ),
            ("barrels", region.barrels, old.barrels),
            ("buildings", len(region.buildings), len(old.buildings)),
        ):
            if new != earlier:
                parts.append(tr(label + " {delta}", delta=f"{new - earlier:+d}"))
        if not parts and region.buildings != old.buildings:
            parts.append(tr("buildings damaged or repaired"))
        if not parts and region.explored != old.explored:
            parts.append(tr("explored"))
        if parts:
            phrases.append(
                tr("{region}: {parts}", region=_region_label(region), parts=", ".join(parts))
            )
    old_players = {p.seat: p for p in before.players}
    for player in after.players:
        was = old_players.get(player.seat)
        if was is None:
            continue
        for label, value_of in TRACK_VALUES.items():
            if value_of(was) != value_of(player):
                phrases.append(
                    tr(
                        "{name} {track} {old}->{new}",
                        name=seat_name(names, player.seat),
                        track=tr(label.lower()),
                        old=value_of(was),
                        new=value_of(player),
                    )
                )
        if was.oil_reserve != player.oil_reserve:
            phrases.append(
                tr(
                    "{name} oil reserve {old}->{new}",
                    name=seat_name(names, player.seat),
                    old=was.oil_reserve,
                    new=player.oil_reserve,
                )
            )
    if before.oil_price_step != after.oil_price_step:
        phrases.append(
            tr(
                "oil price {old}->{new}",
                old=_money(before.oil_price_cents),
                new=_money(after.oil_price_cents),
            )
        )
    if before.game_turn != after.game_turn:
        phrases.insert(0, tr("turn {turn} begins", turn=after.game_turn))
    old_rebels = {r.seat: r for r in before.rebels}
    for rebel in after.rebels:
        left = old_rebels.get(rebel.seat)
        if left is not None and rebel.region != left.region and rebel.region and not rebel.outside:
            place = _place_name(after, rebel.region)
            phrases.append(
                tr("{name}'s rebels to {place}", name=seat_name(names, rebel.seat), place=place)
            )
    asked_before = {(p.kind, p.seat, p.region) for p in before.pending}
    asked_now = {(p.kind, p.seat, p.region) for p in after.pending}
    for kind, seat, _ in sorted(asked_before - asked_now, key=str):
        phrases.append(
            tr(
                "{name} answered ({question})",
                name=seat_name(names, seat),
                question=_question(kind),
            )
        )
    for kind, seat, _ in sorted(asked_now - asked_before, key=str):
        phrases.append(
            tr(
                "{name} is asked ({question})",
                name=seat_name(names, seat),
                question=_question(kind),
            )
        )
    old_pawns = {(p.seat, p.box) for p in before.pawns}
    took = [
        tr("took {box}", box=_box_name(pawn.box))
        if pawn.seat == mover
        else tr("{name} took {box}", name=seat_name(names, pawn.seat), box=_box_name(pawn.box))
        for pawn in after.pawns
        if (pawn.seat, pawn.box) not in old_pawns
    ]
    return took + phrases


def _draw_region_marks(
    draw: ImageDraw.ImageDraw, regions: dict[str, MapRegion], marks: Marks, at_war: set[str]
) -> None:
    """Changed regions outlined in the highlighter colour (the border line drawn again on
    top), then an arrow per move, in the mover's colour."""
    for rid in sorted(marks.regions):
        shape = regions.get(rid)
        if shape is None or rid == "border":
            continue
        outline = [*shape.polygon, shape.polygon[0]]
        draw.line(outline, fill=CHANGED, width=11, joint="curve")
        if rid in at_war:  # the battle's red outline stays visible inside the yellow
            draw.line(outline, fill=BATTLE_RED, width=5, joint="curve")
        else:
            draw.line(outline, fill="#5c544a", width=2, joint="curve")
    for seat, source, target in marks.moves:
        if source in regions and target in regions:
            start = regions[source].label if source != "border" else _border_anchor(regions)
            end = regions[target].label if target != "border" else _border_anchor(regions)
            stop = 12.0 if target == "border" else _card_reach(regions[target], start, end)
            draw_arrow(draw, start, end, player_style(seat).colour, end_inset=stop)


def _card_reach(shape: MapRegion, start: Point, end: Point) -> float:
    """How far from its label an arrow coming from ``start`` meets the region's card (its
    name and counters, about the card's width by 76 px): the arrow stops there, so its tip
    shows beside the counters rather than under them."""
    half_width, half_height = _card_width(shape) / 2 + 8, 40.0
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    ux, uy = abs(dx) / length, abs(dy) / length
    return min(half_width / ux if ux else 1e9, half_height / uy if uy else 1e9)


def _border_anchor(regions: dict[str, MapRegion]) -> Point:
    """Where arrows to or from the border territory start: its box's right edge."""
    return BORDER_BOX[2] - 10, (BORDER_BOX[1] + BORDER_BOX[3]) / 2


# ---------------------------------------------------------------------------------- map


def _region_fill(region: RegionView) -> str:
    if region.id == "border":
        return BORDER_FILL
    if region.controller is not None:
        return tint(player_style(region.controller).colour, 0.55)
    return EXPLORED if region.explored else UNEXPLORED


def _region_chips(region: RegionView, rebels: Sequence[tuple[int, int]]) -> list[Chip]:
    """The counters of one region, in reading order: battle, armies, supplies, buildings."""
    chips: list[Chip] = []
    if region.battle is not None:
        chips.append(Chip(_battle_icon, "", background="#ffe3e3", what="battle"))
        seats = list(region.battle.participants)
        seats += [s for s, n in enumerate(region.military) if n and s not in seats]
    else:
        seats = [s for s, n in enumerate(region.military) if n]
        if region.controller in seats:
            seats.remove(region.controller)
            seats.insert(0, region.controller)
    for seat in seats:
        if seat < len(region.military) and region.military[seat]:
            chips.append(
                Chip(marker_icon(player_style(seat)), region.military[seat], what="military")
            )
    if region.locals:
        chips.append(Chip(pawn_icon(), region.locals, background="#f4f4f4", what="local army"))
    if region.logistics:
        chips.append(Chip(crate_icon(), region.logistics, what="logistics"))
    for seat, amount in enumerate(region.owned_logistics):
        if amount:
            chips.append(
                Chip(_owned_crate_icon(player_style(seat)), amount, what="owned logistics")
            )
    if region.barrels:
        chips.append(Chip(barrel_icon(), region.barrels, background="#fff6d6", what="barrels"))
    for building in region.buildings:
        chips.append(_building_chip(building))
    for seat, strength in rebels:
        chips.append(_rebel_chip(seat, strength))
    return chips


def _building_chip(building: Building) -> Chip:
    if building.damage:
        return Chip(
            _building_icon(building.kind),
            f"-{building.damage}",
            count_fill=ALERT,
            background="#ffe3e3",
            what="damage",
        )
    return Chip(_building_icon(building.kind), "", what=building.kind)


def _rebels_by_region(public: OmbPublic) -> dict[str, list[tuple[int, int]]]:
    found: dict[str, list[tuple[int, int]]] = {}
    for rebel in public.rebels:
        if rebel.in_play and rebel.region and not rebel.outside and not rebel.resting:
            found.setdefault(rebel.region, []).append((rebel.seat, rebel.strength))
    return found


#: How one region looks on the map layer: id, fill colour, hatched (unexplored), at war.
RegionLook = tuple[str, str, bool, bool]


def _draw_map(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    public: OmbPublic,
    regions: dict[str, MapRegion],
    marks: Marks,
) -> None:
    """The regions' layer (cached by how every region looks), the marks of the last move,
    then each region's counters."""
    looks = tuple(
        (
            region.id,
            _region_fill(region),
            region.id != "border" and not region.explored and region.controller is None,
            region.battle is not None,
        )
        for region in public.regions
        if region.id in regions
    )
    image.paste(_map_layer(looks), (0, 0))
    at_war = {r.id for r in public.regions if r.battle is not None}
    _draw_region_marks(draw, regions, marks, at_war)
    rebels = _rebels_by_region(public)
    by_id = {r.id: r for r in public.regions}
    headers: list[tuple[Point, RegionView]] = []
    for rid, shape in regions.items():
        region = by_id.get(rid)
        if region is None or rid == "border":
            continue
        headers.append((_draw_region_card(draw, shape, region, rebels.get(rid, [])), region))
    for at, region in headers:
        _draw_region_header(draw, at, region)


@lru_cache(maxsize=16)
def _map_layer(looks: tuple[RegionLook, ...]) -> Image.Image:
    """The sea and the regions, filled, hatched and outlined (drawn at twice the size and
    scaled down, for smooth borders). Control and exploration change a few times a game, so
    most pictures reuse a layer drawn before. The returned image is shared: paste it, never
    draw on it."""
    scale = SUPERSAMPLE
    size = (SIDE_LEFT - 6, BOARD_HEIGHT_PX)
    layer = Image.new("RGB", (size[0] * scale, size[1] * scale), SEA)
    layer_draw = ImageDraw.Draw(layer)
    big = map_regions(
        (MAP_BOX[0] * scale, MAP_BOX[1] * scale, MAP_BOX[2] * scale, MAP_BOX[3] * scale)
    )
    for rid, fill, hatched, _ in looks:
        shape = big[rid]
        draw_region(layer_draw, shape, fill=fill, outline="#5c544a", width=2 * scale)
        if hatched:
            draw_hatching(layer_draw, shape.polygon, "#dccaa0", spacing=16 * scale, width=scale)
    for rid, _, _, battle in looks:
        if battle:
            shape = big[rid]
            layer_draw.line(
                [*shape.polygon, shape.polygon[0]], fill=BATTLE_RED, width=6 * scale, joint="curve"
            )
    return layer.reduce(scale)


def _draw_region_card(
    draw: ImageDraw.ImageDraw,
    shape: MapRegion,
    region: RegionView,
    rebels: Sequence[tuple[int, int]],
) -> Point:
    """The region's counters, under the place of its name; that place (drawn after every
    region's counters by :func:`_draw_region_header`)."""
    x, y = shape.label
    chips = _region_chips(region, rebels)
    room = _card_width(shape)
    ys = [p[1] for p in shape.polygon]
    # Rows the region has room for (3 to 4); crowded regions use smaller counters first,
    # then show the rest as a red "+n" counter rather than spill over their neighbours.
    rows = max(3, min(4, int(((max(ys) - min(ys)) * 0.75 - 24) // (CHIP + 3))))
    size = CHIP
    for size in (CHIP, CHIP - 4):
        if flow_height(chips, room, size=size) <= rows * (size + 3):
            break
    height = min(flow_height(chips, room, size=size), rows * (size + 3) - 3)
    top = y - (24 + height) / 2
    if chips:
        flow_counters(
            draw,
            (x - room / 2, top + 24, x + room / 2, top + 24 + height),
            chips,
            size=size,
            centre=True,
        )
    return x, top + 10


#: How far a region's name may move (up or down, then sideways) from its place to clear a
#: neighbour's counters, in the order tried (pixels).
HEADER_SHIFTS = tuple(
    (dx, dy) for dx in (0, -16, 16, -32, 32) for dy in (0, -8, 8, -16, 16, -24, 24)
)


def _draw_region_header(draw: ImageDraw.ImageDraw, at: Point, region: RegionView) -> None:
    """A region's name, production numbers, controller marker and east tag, at ``at`` or moved
    (:data:`HEADER_SHIFTS`) where they cover no counter, text or marker."""
    x, name_y = at
    name = _region_label(region)
    numbers = f"{region.oil}/{region.logistics_needed}"
    record = placed()
    for dx, dy in HEADER_SHIFTS:
        name_box = text_box((x + dx, name_y + dy), name, size=19, anchor="mm", bold=True, halo=True)
        numbers_box = text_box(
            (name_box[2] + 4, name_y + dy + 1), numbers, size=15, anchor="lm", halo=True
        )
        parts = [name_box, numbers_box, (name_box[0] - 25, name_y + dy - 11, name_box[0] - 3,
                                         name_y + dy + 11)]  # fmt: skip
        if all(record.free(part) for part in parts):
            x, name_y = x + dx, name_y + dy
            break
    name_box = draw_text(draw, (x, name_y), name, size=19, anchor="mm", bold=True, halo="#ffffff")
    numbers_box = draw_text(
        draw,
        (name_box[2] + 4, name_y + 1),
        numbers,
        size=15,
        anchor="lm",
        fill=MUTED,
        halo="#ffffff",
    )
    if region.controller is not None:
        draw_marker(
            draw, (name_box[0] - 14, name_y), 11, player_style(region.controller), what="controller"
        )
    if region.east:
        _east_tag(draw, (numbers_box[2] + 9, name_y))


def _east_tag(draw: ImageDraw.ImageDraw, centre: Point) -> None:
    """A small orange triangle: rebels enter the country here."""
    x, y = centre
    draw.polygon([(x - 6, y + 5), (x + 6, y + 5), (x, y - 6)], fill=EAST_ORANGE, outline=INK)
    note("marker", (x - 6, y - 6, x + 6, y + 5), "east")


def _card_width(shape: MapRegion) -> float:
    xs = [p[0] for p in shape.polygon]
    return max(130.0, min(200.0, (max(xs) - min(xs)) * 0.8))


def _draw_border_box(
    draw: ImageDraw.ImageDraw, public: OmbPublic, regions: dict[str, MapRegion], marks: Marks
) -> None:
    """The border territory's pieces, in a box over the Saudi desert beside it."""
    border = next((r for r in public.regions if r.id == "border"), None)
    if border is None or "border" not in regions:
        return
    box = BORDER_BOX
    strip = regions["border"].polygon
    west = min(strip, key=lambda p: p[0])
    draw.line((box[2] - 6, box[1] + 20, west[0] + 12, west[1] - 4), fill=INK, width=2)
    title = _region_label(border)  # the name the game's messages use
    if "border" in marks.regions:
        draw.rounded_rectangle(
            (box[0] - 5, box[1] - 5, box[2] + 5, box[3] + 5), radius=14, fill=CHANGED
        )
    inner = draw_panel(draw, box, title, title_size=18, fill="#f3efe6")
    chips = _region_chips(border, [])
    if chips:
        flow_counters(draw, inner, chips, size=CHIP)
    else:
        draw_text(draw, (inner[0], inner[1] + 4), tr("empty"), size=17, fill=MUTED)


def _draw_outside_rebels(
    draw: ImageDraw.ImageDraw, public: OmbPublic, regions: dict[str, MapRegion]
) -> None:
    """Rebel dice outside the country (waiting to enter) or resting after a bombing."""
    outside = [r for r in public.rebels if r.in_play and r.outside]
    resting = [r for r in public.rebels if r.resting]
    if not outside and not resting:
        return
    box = (760, REBELS_TOP, 936, REBELS_TOP + 56 + 34 * (len(outside) + len(resting)))
    inner = draw_panel(draw, box, tr("Rebels off map"), title_size=16, fill="#f7eeee")
    y = inner[1]
    for rebel in outside + resting:
        placed = draw_chip(
            draw, (inner[0], y + 1), _rebel_chip(rebel.seat, rebel.strength), size=CHIP
        )
        what = tr("outside") if rebel.outside else tr("resting")
        draw_text(
            draw,
            (placed[2] + 6, y + 14),
            what,
            size=16,
            anchor="lm",
            max_width=inner[2] - placed[2] - 6,
        )
        y += 34


# ---------------------------------------------------------------------------------- header


def _draw_title(
    draw: ImageDraw.ImageDraw,
    public: OmbPublic,
    view: View,
    private: OmbPrivate | None,
    names: list[str],
) -> None:
    """Game title over the Syrian corner of the map, and the seat's own panel under it."""
    draw_text(draw, (16, 14), "ONE MORE", size=24, bold=True)
    draw_text(draw, (16, 42), "BARREL", size=24, bold=True)
    draw_text(draw, (16, 72), tr("move {step}", step=view.step), size=15, fill=MUTED)
    if private is None:
        return
    style = player_style(private.seat)
    box = PRIVATE_BOX
    inner = draw_panel(
        draw, box, tr("Only for you"), title_size=17, fill="#fffbe6", title_fill="#ffe98a"
    )
    draw_marker(draw, (inner[0] + 14, inner[1] + 16), 13, style)
    draw_text(
        draw,
        (inner[0] + 34, inner[1] + 16),
        names[private.seat],
        size=19,
        anchor="lm",
        max_width=inner[2] - inner[0] - 36,
    )
    lines = [
        (44, tr("Cash {money}", money=_money(private.money_cents)), 22, INK),
        (76, tr("Oil reserve {count}", count=private.oil_reserve), 20, INK),
    ]
    if private.offers:
        offers = _count(len(private.offers), "1 offer to answer", "{count} offers to answer")
        lines.append((104, offers, 16, ALERT))
    for dy, text, size, fill in lines:
        draw_text(
            draw, (inner[0], inner[1] + dy), text, size=size, anchor="lm", fill=fill, bold=size > 21
        )


def _status(public: OmbPublic, view: View, names: list[str]) -> tuple[str, PlayerStyle | None, str]:
    """The game's stage (turn, phase, round) and who or what it waits on: (stage line, the
    marker of the seat concerned or None, what it waits on)."""
    total, absolute = public.total_turns, public.game_turn
    phase = next((p.name for p in public.phases if p.number == public.phase), str(public.phase))
    if public.stage == "over" or view.over:
        line1 = tr("Game over")
    elif public.stage == "preparation":
        line1 = tr("Preparation: first purchases")
    else:
        line1 = tr("Turn {turn}/{total} - {phase}", turn=absolute, total=total, phase=tr(phase))
        if public.stage == "actions":
            line1 += tr(" - round {round}", round=public.round)
        elif public.stage == "end_of_turn":
            line1 += tr(" - end of turn")
    waiting = [s for s in view.to_act if 0 <= s < len(names)]
    if public.pending:
        asked = public.pending[0]
        seats = [
            p.seat for p in public.pending if p.kind == asked.kind and p.region == asked.region
        ]
        who = ", ".join(seat_name(names, s) for s in dict.fromkeys(seats))
        label = tr("Waiting for {who}: {question}", who=who, question=_question(asked.kind))
        if asked.region:
            label += f" ({_place_name(public, asked.region)})"
        return line1, player_style(asked.seat), label
    if public.active is not None:
        active = public.active
        left = []
        if active.purchases_left and not active.moving:
            left.append(_count(active.purchases_left, "1 buy", "{count} buys"))
        if active.moves_left:
            left.append(_count(active.moves_left, "1 move", "{count} moves"))
        if active.developments_left:
            left.append(_count(active.developments_left, "1 development", "{count} developments"))
        label = tr("{name}: {what}", name=seat_name(names, active.seat), what=_box_name(active.box))
        if left:
            label += tr(" - {left} left", left=", ".join(left))
        return line1, player_style(active.seat), label
    if waiting:
        who = ", ".join(names[s] for s in waiting)
        return line1, player_style(waiting[0]), tr("To act: {names}", names=who)
    if public.final:
        winners = [line for line in public.final if line.place == 1]
        title = tr("Winner") if len(winners) == 1 else tr("Shared victory")
        who = ", ".join(seat_name(names, line.seat) for line in winners)
        money = _money(winners[0].total_cents)
        label = tr("{title}: {who} with {money}", title=title, who=who, money=money)
        return line1, player_style(winners[0].seat), label
    return line1, None, tr("The game is over") if view.over else tr("Nobody to act")


# ---------------------------------------------------------------------------------- banner

#: The banner's rows: the status, the players' cards, what changed.
CARD_TOP, CARD_HEIGHT = 80, 144
CHANGE_TOP = CARD_TOP + CARD_HEIGHT + 8


def _draw_banner(
    draw: ImageDraw.ImageDraw,
    public: OmbPublic,
    view: View,
    names: list[str],
    before: OmbPublic | None,
    marks: Marks,
    previous_to_act: Sequence[int] | None = None,
) -> None:
    """The facts to read at a glance, in large type over the board: the stage and whom the
    game waits on, one card per player in turn order (regions, units, oil, and the four
    players' tracks; a card whose figures the last move changed is outlined in the
    highlighter colour), and what the last move changed."""
    draw.rectangle((0, 0, WIDTH, BANNER - 1), fill="#efe9dd")
    draw.line((0, BANNER - 2, WIDTH, BANNER - 2), fill=FAINT, width=2)
    stage, style, waiting = _status(public, view, names)
    draw_status_bar(draw, (8, 10, WIDTH - 8, 70), stage, style, waiting)
    by_seat = {p.seat: p for p in public.players}
    order = list(public.order) + [p.seat for p in public.players if p.seat not in public.order]
    row = (8, CARD_TOP, WIDTH - 8, CARD_TOP + CARD_HEIGHT)
    for seat, card in zip(order, card_boxes(row, len(order)), strict=True):
        final = next((line for line in public.final or [] if line.seat == seat), None)
        draw_player_card(
            draw,
            card,
            player_style(seat),
            seat_name(names, seat),
            _card_lines(by_seat[seat], final),
            current=seat == public.current_seat or (final is not None and final.place == 1),
            changed=seat in marks.seats,
        )
    waited = previous_to_act if previous_to_act is not None else ()
    mover = waited[0] if len(waited) == 1 else None
    who = seat_name(names, mover) if mover is not None else None
    phrases = None if before is None else change_summary(before, public, names, mover)
    draw_change_line(draw, (8, CHANGE_TOP, WIDTH - 8, BANNER - 10), phrases, view.step, tr, who)


def _card_lines(player: PlayerTracks, final: FinalLine | None) -> list[CardLine]:
    """A player's card: regions, units and oil reserve (once the game is over: the place and
    final money), then pacifism, influence, media and tenders."""
    figures = tr(
        "{regions} regions · {units} units · {oil} oil",
        regions=player.regions_controlled,
        units=player.military_on_board,
        oil=player.oil_reserve,
    )
    if final is not None:
        figures = tr(
            "{place}: {money}", place=_ordinal(final.place), money=_money(final.total_cents)
        )
    tracks = tr("pacifism {pacifism} · influence {influence}", pacifism=player.pacifism,
                influence=player.influence)  # fmt: skip
    more = tr("media {media} · tenders {tenders}", media=player.media, tenders=player.tenders)
    return [CardLine(figures, 28), CardLine(tracks, 24, MUTED), CardLine(more, 24, MUTED)]


def _place_name(public: OmbPublic, region_id: str) -> str:
    """A region's name in the picture's language (its id if the view does not know it)."""
    return next((_region_label(r) for r in public.regions if r.id == region_id), region_id)


def _ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th... in the picture's language (places run 1 to 5)."""
    return tr({1: "1st", 2: "2nd", 3: "3rd"}[place]) if place <= 3 else tr("{place}th", place=place)


# ---------------------------------------------------------------------------------- players


def _draw_players(
    draw: ImageDraw.ImageDraw, public: OmbPublic, names: list[str], top: float
) -> float:
    """The players in turn order with what no track shows (military on the board, regions
    controlled, oil reserve, and cash when public); returns the bottom edge."""
    show_cash = any(p.money_cents is not None for p in public.players)
    figures = {tr("Military"): 96.0, tr("Regions"): 96.0, tr("Oil"): 80.0}
    if show_cash:
        figures[tr("Cash")] = 96.0
    by_seat = {p.seat: p for p in public.players}
    order = list(public.order) + [p.seat for p in public.players if p.seat not in public.order]

    def cells(seat: int) -> list[str]:
        tracks = by_seat[seat]
        row = [
            str(tracks.military_on_board),
            str(tracks.regions_controlled),
            str(tracks.oil_reserve),
        ]
        return row + [_money(tracks.money_cents or 0)] if show_cash else row

    return draw_players_table(
        draw,
        (SIDE_LEFT, top),
        SIDE_RIGHT - SIDE_LEFT,
        order,
        names,
        figures,
        cells,
        current=public.current_seat,
        row_height=TABLE_ROW,
    )


# ---------------------------------------------------------------------------------- tracks


#: Influence (book: +1 defence against bombings per 3 points), media (book: military limit
#: 3 + media / 2) and tenders (the money each step pays at the game end, board data).
PLAYER_TRACKS: tuple[PlayerTrack[PlayerTracks], ...] = (
    PlayerTrack(
        "Influence",
        INFLUENCE_MAX,
        lambda p: p.influence,
        3,
        lambda step: f"+{influence_bonus(step)}",
        ("#eef3fb", "#dde8f7"),
        "defence bonus",
    ),
    PlayerTrack(
        "Media",
        MEDIA_MAX,
        lambda p: p.media,
        2,
        lambda step: tr("max {count}", count=media_limit(step)),
        ("#eef8ee", "#dcefdc"),
        "military limit",
    ),
    PlayerTrack(
        "Tenders",
        TENDER_MAX,
        lambda p: p.tenders,
        1,
        lambda step: f"{tender_dollars(step)}$",
        ("#fffaf0", "#fdf0d2"),
        "money at the end",
    ),
)


#: Every players' track by its label, with how to read a player's step on it.
TRACK_VALUES: dict[str, Callable[[PlayerTracks], int]] = {
    "Pacifism": lambda p: p.pacifism,
    **{spec.label: spec.value_of for spec in PLAYER_TRACKS},
}


def _draw_tracks(draw: ImageDraw.ImageDraw, public: OmbPublic, top: float, marks: Marks) -> float:
    """Pacifism, influence, media, tenders, oil price and turn/phase tracks; returns the
    bottom edge. Influence shows its bombing defence bonus (+1 per 3 points), media the
    military limit it allows (3 + media / 2), tenders the money each step is worth."""
    label_width = TRACK_LABEL
    height = TRACK_HEIGHT
    band_colours = {
        0: "#ffffff",
        1: "#fff4c2",
        3: "#ffe0a3",
        5: "#ffc58a",
        10: "#ff9e80",
        15: "#ff6e6e",
    }
    bands = {
        v: band_colours.get(PACIFISM_PENALTY_DOLLARS[v], "#ffffff") for v in range(PACIFISM_MAX + 1)
    }
    draw_track(
        draw,
        (SIDE_LEFT, top, SIDE_RIGHT, top + height),
        list(range(PACIFISM_MAX + 1)),
        label=tr("Pacifism"),
        label_width=label_width,
        markers=markers_by_value(public.players, lambda p: p.pacifism, PACIFISM_MAX),
        bands=bands,
        size=14,
    )
    if "Pacifism" in marks.tracks:
        draw_changed_badge(draw, (SIDE_LEFT, top + height - 7))
    top += height + 4
    for spec in PLAYER_TRACKS:
        box = (SIDE_LEFT, top, SIDE_RIGHT, top + TRACK_HEIGHT)
        top = (
            draw_player_track(
                draw,
                box,
                spec,
                public.players,
                label_width=TRACK_LABEL,
                scale_height=SCALE_HEIGHT,
            )
            + 4
        )
        if spec.label in marks.tracks:
            draw_changed_badge(draw, (SIDE_LEFT, box[3] - 7))
    price_labels = {i: _short_money(c) for i, c in enumerate(OIL_PRICE_TRACK_CENTS)}
    geometry = draw_track(
        draw,
        (SIDE_LEFT, top, SIDE_RIGHT, top + height),
        list(range(len(OIL_PRICE_TRACK_CENTS))),
        label=tr("Oil price $"),
        label_width=label_width,
        cell_labels=price_labels,
        current=public.oil_price_step,
        size=14,
    )
    if public.oil_price_step in geometry.cells:
        cx, cy = geometry.centre(public.oil_price_step)
        barrel_icon()(draw, (cx, cy + 7), 10)
    if "Oil price $" in marks.tracks:
        draw_changed_badge(draw, (SIDE_LEFT, top + height - 7))
    top += height + 1
    sellers = [(p.seat, p.sold_this_turn) for p in public.players if p.sold_this_turn]
    sold = (
        "  ".join(f"{player_style(s).letter}: {n}" for s, n in sellers)
        if sellers
        else tr("nobody yet")
    )
    draw_text(
        draw,
        (SIDE_LEFT, top),
        tr("Sold this turn: {sold}", sold=sold),
        size=15,
        fill=MUTED,
        max_width=SIDE_RIGHT - SIDE_LEFT,
    )
    top += 20
    labels = {t: str(t) for t in range(1, public.total_turns + 1)}
    phase_bands = {
        t: PHASE_BANDS[index % len(PHASE_BANDS)]
        for index, phase in enumerate(public.phases)
        for t in range(phase.first_turn, phase.last_turn + 1)
    }
    gov_width = 150
    turn_height = 42
    turn_geometry = draw_track(
        draw,
        (SIDE_LEFT, top, SIDE_RIGHT - gov_width, top + turn_height),
        list(labels),
        label=tr("Turn"),
        label_width=label_width,
        cell_labels=labels,
        current=public.game_turn if public.stage != "over" else None,
        bands=phase_bands,
        size=14,
    )
    if "Turn" in marks.tracks:
        draw_changed_badge(draw, (SIDE_LEFT, top + turn_height - 7))
    for phase in public.phases:
        x0 = turn_geometry.cells[phase.first_turn][0]
        x1 = turn_geometry.cells[phase.last_turn][2]
        draw_text(
            draw,
            ((x0 + x1) / 2, top + 31),
            f"{phase.number} {tr(SHORT_PHASE_NAMES.get(phase.name, phase.name))}",
            size=14,
            anchor="mm",
            fill=INK,
            max_width=x1 - x0 - 4,
        )
    gx = SIDE_RIGHT - gov_width + 8
    draw.rounded_rectangle(
        (gx, top, SIDE_RIGHT, top + turn_height), radius=8, fill="#ffffff", outline=FAINT
    )
    barrel_icon()(draw, (gx + 16, top + turn_height / 2), 12)
    draw_text(draw, (gx + 32, top + 12), tr("Government"), size=14, anchor="lm", fill=MUTED)
    draw_text(
        draw,
        (gx + 32, top + 30),
        tr("{count} barrels", count=public.government_oil),
        size=18,
        anchor="lm",
        max_width=gov_width - 40,
    )
    return top + turn_height


def _short_money(cents: int) -> str:
    return f"{cents // 100}" if cents % 100 == 0 else f"{cents / 100:.1f}".lstrip("0")


# ---------------------------------------------------------------------------------- final count


def _draw_final_count(
    draw: ImageDraw.ImageDraw, public: OmbPublic, names: list[str], top: float
) -> float:
    """Once the game is over, in place of the action board: each player's final money and how
    it adds up (cash + all oil sold + government oil + tenders - pacifism penalty x 10), best
    place first; returns the bottom edge."""
    inner = draw_panel(
        draw, (SIDE_LEFT, top, SIDE_RIGHT, top + BOARD_HEIGHT), tr("Final count"), title_size=19
    )
    widths = {
        "#": 26,
        "": 34,
        "Player": 0,
        "Cash": 70,
        "Oil": 70,
        "Gov. oil": 92,
        "Tender $": 72,
        "Pacifism": 76,
        "Total": 86,
    }
    name_width = (inner[2] - inner[0]) - sum(widths.values())
    columns = [
        Column(tr(header), name_width, "l")
        if header == "Player"
        else Column(tr(header), width, "m")
        for header, width in widths.items()
    ]
    rows: list[list[Any]] = []
    for line in public.final or []:
        rows.append(
            [
                str(line.place),
                marker_icon(player_style(line.seat)),
                seat_name(names, line.seat),
                _short_money(line.cash_cents),
                _short_money(line.oil_cents),
                f"{_short_money(line.government_cents)} "
                + tr("({count} b.)", count=line.government_barrels),
                _short_money(line.tender_cents),
                f"-{_short_money(line.penalty_cents)}" if line.penalty_cents else "0",
                _money(line.total_cents),
            ]
        )
    winners = [index for index, line in enumerate(public.final or []) if line.place == 1]
    box = draw_table(
        draw,
        (inner[0], inner[1]),
        columns,
        rows,
        size=19,
        row_height=TABLE_ROW,
        header_size=15,
        highlight_rows=winners,
        min_size=15,
    )
    notes = (
        tr(
            "In $. All oil (reserve and board) sold at {money} a barrel;",
            money=_money(public.oil_price_cents),
        ),
        tr("Gov. oil: the government's barrels received (b.); Pacifism: the penalty x 10;"),
        tr("ties go to the tender track, then the regions controlled."),
    )
    for index, said in enumerate(notes):
        draw_text(
            draw,
            (inner[0], box[3] + 8 + 20 * index),
            said,
            size=16,
            fill=MUTED,
            max_width=inner[2] - inner[0],
        )
    return top + BOARD_HEIGHT


# ---------------------------------------------------------------------------------- action board


def _draw_action_board(
    draw: ImageDraw.ImageDraw, public: OmbPublic, top: float, changed: frozenset[str]
) -> float:
    """The action board: rows of boxes by column, pawns as markers, the box the action
    being played is framed in red, a box the last move put a pawn on in the highlighter
    colour; returns the bottom."""
    inner = draw_panel(
        draw, (SIDE_LEFT, top, SIDE_RIGHT, top + BOARD_HEIGHT), tr("Action board"), title_size=19
    )
    rows = ("media", "purchase", "develop", "cash", "order")
    label_w = 118
    cols = 4
    cell_w = (inner[2] - inner[0] - label_w) / cols
    row_h = BOARD_ROW
    in_use = set(public.columns) if public.columns else set(range(1, cols + 1))
    pawns: dict[str, list[tuple[int, int]]] = {}
    for pawn in public.pawns:
        pawns.setdefault(pawn.box, []).append((pawn.seat, pawn.round))
    active_box = public.active.box if public.active else None
    y = inner[1]
    for row in rows:
        draw_text(
            draw,
            (inner[0], y + row_h / 2),
            tr(ROW_TITLES[row]),
            size=18,
            anchor="lm",
            max_width=label_w - 6,
        )
        for column in range(1, cols + 1):
            cell = (
                inner[0] + label_w + (column - 1) * cell_w,
                y,
                inner[0] + label_w + column * cell_w - 4,
                y + row_h - 4,
            )
            box = BOXES.get(f"{row}_{column}")
            if box is not None and box.id in changed:
                _changed_frame(draw, cell)
            _draw_box(draw, cell, box, in_use, pawns, active_box)
        y += row_h
    y += 2
    for box_id, title in ((NEW_TAX, "New tax 5$ / speech"), (OIL_PRODUCTION, "Oil production")):
        cell = (inner[0], y, inner[2], y + row_h - 4)
        if box_id in changed:
            _changed_frame(draw, cell)
        draw.rounded_rectangle(
            cell,
            radius=6,
            fill="#f7f3ea",
            outline=ALERT if box_id == active_box else FAINT,
            width=3 if box_id == active_box else 1,
        )
        draw_text(
            draw,
            (cell[0] + 8, (cell[1] + cell[3]) / 2),
            tr(title),
            size=18,
            anchor="lm",
            max_width=230,
        )
        x = cell[0] + 250
        for seat, round_ in pawns.get(box_id, []):
            _draw_pawn(draw, (x, (cell[1] + cell[3]) / 2), seat, round_)
            x += 38
        y += row_h
    return top + BOARD_HEIGHT


def _draw_box(
    draw: ImageDraw.ImageDraw,
    cell: Box,
    box: ActionBox | None,
    in_use: set[int],
    pawns: dict[str, list[tuple[int, int]]],
    active_box: str | None,
) -> None:
    if box is None:
        return
    usable = box.column in in_use
    active = box.id == active_box
    fill = "#ffffff" if usable else "#e9e6e0"
    draw.rounded_rectangle(
        cell, radius=6, fill=fill, outline=ALERT if active else FAINT, width=3 if active else 1
    )
    if not usable:
        draw_hatching(
            draw,
            [(cell[0], cell[1]), (cell[2], cell[1]), (cell[2], cell[3]), (cell[0], cell[3])],
            "#d2cdc3",
            spacing=9,
            width=1,
        )
    placed_here = pawns.get(box.id, [])
    # Pawns from the right end, smaller when two or more share the box; the value keeps
    # the room left of them (shrunk, then cut with "...", never under a pawn).
    radius = 15 if len(placed_here) <= 1 else 11
    x = cell[2] - 3 - radius
    for seat, round_ in reversed(placed_here):
        _draw_pawn(draw, (x, (cell[1] + cell[3]) / 2), seat, round_, radius)
        x -= 2 * radius + 3
    room = x + radius - 3 - (cell[0] + 6)
    draw_text(
        draw,
        (cell[0] + 6, (cell[1] + cell[3]) / 2),
        _box_value(box),
        size=16,
        anchor="lm",
        fill=INK if usable else MUTED,
        max_width=min(room, (cell[2] - cell[0]) * 0.75),
    )


def _changed_frame(draw: ImageDraw.ImageDraw, cell: Box) -> None:
    """The highlighter frame of an action box the last move put a pawn on."""
    draw.rounded_rectangle(
        (cell[0] - 3, cell[1] - 3, cell[2] + 3, cell[3] + 3), radius=8, fill=CHANGED
    )


def _draw_pawn(
    draw: ImageDraw.ImageDraw, centre: Point, seat: int, round_: int, radius: float = 15
) -> None:
    draw_marker(draw, centre, radius, player_style(seat), what="pawn")


def _box_value(box: ActionBox) -> str:
    if box.row == "media":
        return f"+{box.points}"
    if box.row == "purchase":
        return tr("{buys} buy {moves} mv", buys=box.points, moves=box.moves)
    if box.row == "develop":
        return f"x{box.points}"
    if box.row == "cash":
        return f"{box.points} $"
    if box.row == "order":
        return _ordinal(box.points)
    return box.label


# ---------------------------------------------------------------------------------- legend


def _draw_legend(draw: ImageDraw.ImageDraw, public: OmbPublic, top: float) -> None:
    style = player_style(0)
    entries: list[LegendEntry] = [
        (marker_icon(style), tr("military units of A"), "military"),
        (_swatch_icon(tint(style.colour, 0.55), marker=style), tr("region controlled by A"),
         "controller"),
        (_swatch_icon(UNEXPLORED, hatch=True), tr("unexplored: battle on entry")),
        (pawn_icon(), tr("local army"), "local army"),
        (crate_icon(), tr("logistics (controller's)"), "logistics"),
        (_owned_crate_icon(style), tr("logistics of A (border)"), "owned logistics"),
        (barrel_icon(), tr("barrels stored"), "barrels"),
        (_battle_icon, tr("battle in progress"), "battle"),
        (_rebel_legend_icon, tr("rebels of A, strength 3"), "rebels"),
    ]  # fmt: skip
    entries += [
        (_building_icon(kind), tr(name), kind) for kind, (_, _, name) in BUILDING_STYLE.items()
    ]
    entries += [
        (_text_icon("-2", ALERT), tr("damage to repair"), "damage"),
        (lambda d, c, h: _east_tag(d, c), tr("rebels enter (east)"), "east"),
        (_text_icon("3/4", MUTED, 13), tr("barrels / logistics needed")),
        (marker_icon(style), tr("pawn on the action board"), "pawn"),
    ]
    cached_layer(
        draw,
        (SIDE_LEFT, top, SIDE_RIGHT, BOARD_HEIGHT_PX - 4),
        ("one_more_barrel legend", _LANGUAGE.get()),
        lambda layer, box: draw_legend(layer, box, entries, columns=3, size=14),
    )


def _swatch_icon(fill: str, *, hatch: bool = False, marker: PlayerStyle | None = None) -> Icon:
    """A small square of a region's look: its fill, hatching, controller marker."""

    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        x, y = centre
        square = [
            (x - half, y - half),
            (x + half, y - half),
            (x + half, y + half),
            (x - half, y + half),
        ]
        draw.polygon(square, fill=fill, outline="#5c544a")
        if hatch:
            draw_hatching(draw, square, "#bfa877", spacing=5, width=1)
        if marker is not None:
            draw_marker(draw, centre, half * 0.6, marker, letter=False)

    return icon


def _text_icon(text: str, fill: str, size: int = 15) -> Icon:
    def icon(draw: ImageDraw.ImageDraw, centre: Point, half: float) -> None:
        draw_text(draw, centre, text, size=size, anchor="mm", fill=fill, bold=fill == ALERT)

    return icon


# ---------------------------------------------------------------------------------- private card

CARD_SIZE = (560, 230)


def draw_private_card(view: View) -> Image.Image:
    """A seat's own secrets on a small card, for a direct message or ``/game hand`` instead of
    a second full board: cash, oil reserve and the transfer offers waiting for an answer, with
    the seat's marker and the turn they belong to. Readable as it is shown in Discord."""
    private = _private(view.private)
    if private is None:
        raise ValueError("a private card needs a seat's view")
    _speak(view)
    public = _public(view.public)
    name = seat_name(list(view.seats), private.seat)
    reserve = private.oil_reserve
    lines: list[tuple[Icon | None, CardLine]] = [
        (None, CardLine(tr("Cash {money}", money=_money(private.money_cents)), 40, bold=True)),
        (
            barrel_icon(),
            CardLine(_count(reserve, "Oil reserve: 1 barrel", "Oil reserve: {count} barrels"), 30),
        ),
    ]
    if private.offers:
        offers = _count(
            len(private.offers), "1 transfer offer to answer", "{count} transfer offers to answer"
        )
        lines.append((None, CardLine(offers, 26, ALERT, bold=True)))
    stage, _, _ = _status(public, view, list(view.seats))
    return private_card(
        CARD_SIZE,
        player_style(private.seat),
        tr("Only for {name}", name=name),
        lines,
        tr("{stage} - move {step}", stage=stage, step=view.step),
    )
