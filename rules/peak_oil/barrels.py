"""Drawing barrels from the bag and the black market (book "Tirage des barils", "Marché noir").

A *series* of draws is the draws of one moment (a tie's draw, a transport's draws, a drill's
"barrel?" takes): ``draw`` tasks then one ``end_series``, which puts the red barrels and the
black barrels drawn after the turn's first back into the bag and removes the yellow ones
(I10). The turn's first black barrel drawn goes onto an empty black-market space of the
player's choice (a ``place`` decision; asked only when there is a choice); filling the last
space shares the market out, one barrel to each region in play (I12). A red or yellow barrel
is a PR crisis (``crises.py``), after which the player may draw one more (``draw_again``).
Peak Oil starts when the bag holds no black barrel (I21): checked whenever a step ends
(``after_each``, the flow's ``after``).
"""

from __future__ import annotations

from rules.core import ActionSpec, Event
from rules.core.flow import Frame, Stage, end
from rules.core.text import Said

from .actions import Choose
from .data import board, tables
from .helpers import msg, tech, who
from .state import PeakOilState
from .tasks import YES_NO, automatic, choose, decision, push, seat_of, task


def draw_series(state: PeakOilState, seat: int, count: int) -> list[Frame]:
    """The tasks of ``count`` draws by ``seat`` and the end of the series."""
    return [task("draw", seat) for _ in range(count)] + [task("end_series", seat)]


def draw(state: PeakOilState, current: Frame) -> list[Event]:
    """book: draw one barrel, resolve it before the next; an empty bag gives nothing (I10)."""
    seat = seat_of(current)
    colour = state.bag.draw(state.rng)
    if colour is None:
        return [msg.say("bag_empty", name=who(state, seat))]
    events = [msg.say("draw", name=who(state, seat), colour=colour)]
    if colour == "black":
        if not state.turn.first_black:
            state.turn.first_black = True
            state.loose += 1
            push(state, task("place", seat, source="draw"))
        else:
            state.held["black"] = state.held.get("black", 0) + 1
        return events
    state.held[colour] = state.held.get(colour, 0) + 1
    push(state, task("crisis", seat), task("draw_again", seat))
    return events


def end_series(state: PeakOilState, current: Frame) -> list[Event]:
    """book: red (and later black) barrels back into the bag at the end of the draw, yellow
    ones out of the game."""
    for colour in ("black", "red"):
        state.bag.put(colour, state.held.pop(colour, 0))
    state.removed_yellow += state.held.pop("yellow", 0)
    return []


def _draw_again_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    return choose(Said("label.draw_again"), Said("step.draw_again"), YES_NO)


def draw_again(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    """book: after a red or yellow barrel "vous pouvez tirer un autre Baril" (I10)."""
    if action.value == "yes" and len(state.bag):
        push(state, task("draw", seat_of(current)))
    return []


def empty_spaces(state: PeakOilState) -> list[str]:
    return [t for t in tables.black_market_spaces(state.n) if t not in state.black_market]


def put_on_black_market(state: PeakOilState, seat: int, space: str) -> list[Event]:
    """One loose barrel onto ``space``; the last space filled shares the market out onto
    the regions in play, one each (book "Marché noir", I12)."""
    state.loose -= 1
    state.black_market.append(space)
    events = [msg.say("black_market", name=who(state, seat), technology=space)]
    if not empty_spaces(state):
        regions = board.regions_in_play(state.n)
        for region in regions:
            state.regions[region] += 1
        state.black_market = []
        events.append(msg.say("black_market_shared", count=len(regions)))
    return events


def _place_legal(state: PeakOilState, current: Frame) -> list[ActionSpec]:
    return choose(
        Said("label.place_barrel"),
        Said("step.black_market_space"),
        [(t, tech(t)) for t in empty_spaces(state)],
    )


def place(state: PeakOilState, current: Frame, action: Choose) -> list[Event]:
    return put_on_black_market(state, seat_of(current), action.value)


def place_single_choices(state: PeakOilState) -> list[Event]:
    """A ``place`` decision with a single empty space is no choice: carried out at once."""
    events: list[Event] = []
    while state.stack and state.stack[-1].kind == "place" and len(empty_spaces(state)) == 1:
        current = end(state)
        events.extend(put_on_black_market(state, seat_of(current), empty_spaces(state)[0]))
    return events


def check_peak_oil(state: PeakOilState) -> list[Event]:
    """I21: Peak Oil starts as soon as the bag holds no black barrel; the player on turn
    flips their HQ card (the Peak Oil marker)."""
    if state.peak_holder is not None or state.stage != "play" or state.black_left() > 0:
        return []
    state.peak_holder = state.turn.seat
    return [msg.say("peak_oil", name=who(state, state.turn.seat))]


def after_each(state: PeakOilState) -> list[Event]:
    """What is checked whenever a step ends (the flow's ``after``): a ``place`` with a single
    space left, then Peak Oil."""
    return place_single_choices(state) + check_peak_oil(state)


STAGES: tuple[Stage[PeakOilState], ...] = (
    automatic("draw", draw),
    automatic("end_series", end_series),
    decision("draw_again", _draw_again_legal, draw_again),
    decision("place", _place_legal, place),
)
