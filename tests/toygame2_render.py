"""The picture of Skirmish (the kit's test game), drawn from its view with the render kit only.

What the game provides is data — the places' grid, the colours, the track's scale — and the
kit draws it: :mod:`render.cards` (status bar, player cards, private card),
:mod:`render.maps` (the projection of the authored outlines), :mod:`render.draw` (regions,
markers, edges and the one-way arrow), :mod:`render.tracks` (the renown track and its scale)
and :mod:`render.players` (the players table).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.base import player_style
from render.cards import (
    CardLine,
    card_boxes,
    draw_change_line,
    draw_player_card,
    draw_status_bar,
    private_card,
)
from render.draw import (
    INK,
    MUTED,
    PAPER,
    draw_arrow,
    draw_edges,
    draw_marker,
    draw_region,
    draw_text,
    marker_icon,
)
from render.maps import MapProjection
from render.players import draw_players_table, seat_name
from render.tracks import PlayerTrack, draw_player_track
from rules.core import View
from tests.toygame2 import MAP, PLACES, card_label

WIDTH, HEIGHT = 1600, 1250
LAND, SEA, HOME = "#e9dfc4", "#b9d7ea", "#f3e6a8"
SEA_PLACES = frozenset({"isle"})

#: The authored outlines: every place a square of a 4 x 2 grid, corners named by position.
VERTICES = {f"x{x}y{y}": (10.0 * x, 10.0 * y) for x in range(5) for y in range(3)}
OUTLINES = {
    place: (f"x{x}y{y}", f"x{x + 1}y{y}", f"x{x + 1}y{y + 1}", f"x{x}y{y + 1}")
    for place, (x, y) in PLACES.items()
}
PROJECTION = MapProjection(VERTICES, OUTLINES)


@dataclass(frozen=True)
class Renown:
    """One seat's marker on the renown track."""

    seat: int
    renown: int


def renown_track(goal: int) -> PlayerTrack[Renown]:
    return PlayerTrack(
        label="Renown",
        maximum=goal,
        value_of=lambda row: row.renown,
        run=goal,
        worth=lambda step: f"reach {goal} to win",
        colours=("#f4efe2", "#e8e0cc"),
        scale_title="goal",
    )


def draw_board(view: View, previous: View | None = None) -> Image.Image:
    """The whole board of ``view`` (a seat's or the spectator's: only the public part)."""
    public = view.public
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    waiting = ", ".join(seat_name(view.seats, s) for s in view.to_act) or "nobody"
    first = player_style(view.to_act[0]) if view.to_act else None
    stage = "Game over" if view.over else f"Round {public.round} of {public.rounds}"
    asked = " (asked)" if public.asked else ""
    draw_status_bar(draw, (20, 16, WIDTH - 20, 86), stage, first, f"{waiting}{asked}")
    cards = card_boxes((20, 100, WIDTH - 20, 260), len(view.seats))
    for seat, box in enumerate(cards):
        lines = [
            CardLine(f"Renown {public.renown[seat]}", 28, bold=True),
            CardLine(f"{public.deck.hands[seat]} cards in hand", 24),
            CardLine(f"Garrison {public.garrisons[seat].size}", 24, fill=MUTED),
        ]
        before = previous.public.renown if previous is not None else public.renown
        changed = seat < len(before) and before[seat] != public.renown[seat]
        draw_player_card(
            draw,
            box,
            player_style(seat),
            seat_name(view.seats, seat),
            lines,
            current=seat in view.to_act,
            changed=changed,
        )
    phrases = None if previous is None else _changes(previous, view)
    draw_change_line(draw, (20, 272, WIDTH - 20, 326), phrases, view.step)
    _draw_map(draw, view, (40, 350, WIDTH - 40, 850))
    rows = [Renown(seat, step) for seat, step in enumerate(public.renown)]
    draw_player_track(
        draw,
        (40, 880, WIDTH - 40, 940),
        renown_track(public.goal),
        rows,
        label_width=160,
        scale_height=30,
    )
    order = list(range(len(view.seats)))
    draw_players_table(
        draw,
        (40, 1000),
        WIDTH / 2,
        order,
        view.seats,
        {"Renown": 110.0, "Hand": 90.0, "Place": 140.0},
        lambda seat: [str(public.renown[seat]), str(public.deck.hands[seat]), public.pawns[seat]],
        current=public.current,
    )
    loot = ", ".join(f"{n} {kind}" for kind, n in public.loot.items()) or "empty"
    draw_text(draw, (WIDTH / 2 + 80, 1020), f"Loot bag: {loot}", size=28)
    deck = f"Draw pile {public.deck.draw_pile} · discard {len(public.deck.discard)}"
    draw_text(draw, (WIDTH / 2 + 80, 1070), deck, size=28)
    return image


def _draw_map(draw: ImageDraw.ImageDraw, view: View, box: tuple[int, int, int, int]) -> None:
    public = view.public
    regions = PROJECTION.regions(box)
    homes = {garrison.face for garrison in public.garrisons}
    for place, region in regions.items():
        fill = SEA if place in SEA_PLACES else HOME if place in homes else LAND
        draw_region(draw, region, fill=fill)
        x, y = region.label
        draw_text(draw, (x, y - 80), place.title(), size=30, anchor="mm", bold=True)
    centres = {place: region.label for place, region in regions.items()}
    sea = [(e.a, e.b) for e in MAP.edges if e.kind == "sea"]
    draw_edges(draw, centres, sea, colour="#3a78a8", width=4, dash=12)
    for edge in MAP.edges:
        if edge.one_way:
            draw_arrow(draw, centres[edge.a], centres[edge.b], "#7fb0d6", width=5, inset=60)
    for seat, place in enumerate(public.pawns):
        x, y = centres[place]
        draw_marker(draw, (x - 60 + 40 * seat, y), 17, player_style(seat))
    for garrison in public.garrisons:
        if garrison.size:
            x, y = centres[garrison.face]
            draw_text(draw, (x, y + 60), f"garrison {garrison.size}", size=22, anchor="mm")


def _changes(previous: View, view: View) -> list[str]:
    """What the last move changed, in words, from the two public views."""
    before, after = previous.public, view.public
    phrases = []
    for seat, (a, b) in enumerate(zip(before.pawns, after.pawns, strict=False)):
        if a != b:
            phrases.append(f"{seat_name(view.seats, seat)} to {b}")
    for seat, (a, b) in enumerate(zip(before.renown, after.renown, strict=False)):
        if a != b:
            phrases.append(f"{seat_name(view.seats, seat)} renown {a} -> {b}")
    return phrases


def draw_private_card(view: View) -> Image.Image:
    """One seat's hand and garrison, for a direct message or ``/game hand``."""
    if view.seat is None or view.private is None:
        raise ValueError("a private card needs a seat's view")
    private = view.private
    style = player_style(view.seat)
    lines = [(marker_icon(style), CardLine(card_label(card), 30)) for card in private.hand.cards]
    if private.garrison is not None:
        units = " + ".join(private.garrison.units) or "empty"
        lines.append((None, CardLine(f"Garrison: {units}", 26, fill=INK)))
    title = f"{seat_name(view.seats, view.seat)}'s hand"
    height = 150 + 48 * len(lines)
    return private_card((560, height), style, title, lines, f"move {view.step}")
