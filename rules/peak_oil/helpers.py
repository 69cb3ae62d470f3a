"""Small shared pieces: names of things in words, majorities, and the events' catalogue."""

from __future__ import annotations

from rules.core.game import Speaker
from rules.core.text import Catalogue, Said

from .data import board, tables
from .messages import MESSAGES, NAMES
from .state import CONSULTANTS, CRISES, FIELDS, START_UPS, PeakOilState

_CATALOGUE = Catalogue(MESSAGES, names=NAMES)
_PLACE_NAMES = {
    **{z.id: z.name for z in tables.ACTION_ZONES.values()},
    **{n.id: n.name for n in board.NODES.values()},
    "hq": "HQ",
}


class Messages:
    """Events of this game's catalogue (``messages.py``): ``msg.say("key", **params)``, as
    ``Game.say`` makes them (the kit's :class:`~rules.core.game.Speaker`)."""

    def __init__(self) -> None:
        self.say = Speaker(_CATALOGUE)


msg = Messages()


def who(state: PeakOilState, seat: int) -> str:
    return state.seats[seat]


def place_name(place_id: str) -> str:
    """A place's English name (the describe layer's words)."""
    return _PLACE_NAMES.get(place_id, place_id)


def tech_name(technology: str) -> str:
    """A technology's English name (the describe layer's words)."""
    return tables.TECHNOLOGY_NAMES[technology]


def place(place_id: str) -> Said:
    """A choice naming a place: its name in the reader's language (issue 28)."""
    return Said("label.place", place=place_id)


def tech(technology: str) -> Said:
    """A choice naming a technology."""
    return Said("label.technology", technology=technology)


def card(card_id: str) -> Said:
    """A choice naming a card."""
    return Said("label.card", card=card_id)


def card_name(card: str) -> str:
    for table in (FIELDS, START_UPS, CONSULTANTS, CRISES):
        if card in table:
            return str(table[card].name)
    return card


def standing(state: PeakOilState, zone: str, seat: int) -> str:
    """book "Exécuter une action": ``majority`` (more agents than any other player), ``tie``
    (as many as the most numerous other, I7) or ``none``."""
    counts = state.zones[zone]
    mine = counts[seat]
    others = max((c for s, c in enumerate(counts) if s != seat), default=0)
    if mine == 0 or mine < others:
        return "none"
    return "majority" if mine > others else "tie"


def route_key(route: board.Route) -> str:
    return f"{route.refinery}:{'+'.join(route.zones)}"


ROUTES = {(r.region, route_key(r)): r for r in board.ROUTES}
