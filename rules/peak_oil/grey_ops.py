"""Grey Ops (book "Opérations grises"): Black Market and Consultants; under the Brutal rules
Black Market and Marketing. The payment that comes first is in ``acting.py``.

*Black Market*: every barrel of the black market moves to its technology on the track.
*Consultants*: take a displayed consultant: your first is level 1, your second level 2, your
third level 3 (I18); none shown of that level: none. *Marketing* (Brutal): put one of your
barrels on a technology, or move a barrel of the track to another technology, paying as many
barrels as the destination then holds (I24).
"""

from __future__ import annotations

from rules.core import Choice, Event, Step
from rules.core.builders import ask
from rules.core.text import Said

from .actions import Option as OptionMove
from .helpers import msg, tech, who
from .invest import put_on_track
from .state import CONSULTANTS, ActionState, PeakOilState
from .tasks import Option


def _black_market_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    if not state.black_market:
        return None
    return Choice(value="black_market", label=Said("label.black_market"))


def black_market(
    state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove
) -> list[Event]:
    moved = list(state.black_market)
    for technology in moved:
        state.track[technology] += 1
    state.black_market = []
    return [msg.say("black_market_moved", name=who(state, seat), count=len(moved))]


def _consultants_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    level = len(state.players[seat].consultants) + 1
    shown = state.consultant_display.get(str(level), [])
    if not shown:
        return None
    cards = [
        Choice(
            value=c,
            label=Said(
                "label.consultant",
                card=c,
                effect=Said(f"label.ability.{CONSULTANTS[c].effect}", amount=CONSULTANTS[c].amount),
            ),
        )
        for c in shown
    ]
    return Choice(
        value="consultants",
        label=Said("label.consultants", level=level),
        then=ask("card", Said("step.consultant"), cards),
    )


def consultants(
    state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove
) -> list[Event]:
    card = str(action.card)
    state.consultant_display[str(CONSULTANTS[card].level)].remove(card)
    state.players[seat].consultants.append(card)
    return [
        msg.say(
            "consultant",
            name=who(state, seat),
            card=card,
            level=CONSULTANTS[card].level,
        )
    ]


def move_cost(state: PeakOilState, to: str) -> int:
    """book: "payer autant de Barils que de Barils présents dans la case où vous voulez
    déplacer ce Baril (après le déplacement)"."""
    return state.track[to] + 1


def _marketing_offer(state: PeakOilState, seat: int, ctx: ActionState) -> Choice | None:
    barrels = state.players[seat].barrels
    modes = []
    if barrels >= 1:
        places = [Choice(value=t, label=tech(t)) for t in state.track]
        modes.append(
            Choice(
                value="place",
                label=Said("label.marketing_put"),
                then=ask("technology", Said("step.technology"), places),
            )
        )
    sources = []
    for source, count in state.track.items():
        if not count:
            continue
        targets = [
            Choice(
                value=t, label=Said("label.technology_cost", technology=t, cost=move_cost(state, t))
            )
            for t in state.track
            if t != source and move_cost(state, t) <= barrels
        ]
        if targets:
            then = ask("to", Said("step.to"), targets)
            sources.append(Choice(value=source, label=tech(source), then=then))
    if sources:
        modes.append(
            Choice(
                value="move",
                label=Said("label.marketing_move"),
                then=[Step(param="technology", label=Said("step.from"), choices=sources)],
            )
        )
    if not modes:
        return None
    return Choice(
        value="marketing",
        label=Said("label.marketing"),
        then=ask("mode", Said("step.marketing"), modes),
    )


def marketing(state: PeakOilState, seat: int, ctx: ActionState, action: OptionMove) -> list[Event]:
    technology = str(action.technology)
    if action.mode == "place":
        return put_on_track(state, seat, technology)
    to = str(action.to)
    cost = move_cost(state, to)
    state.players[seat].barrels -= cost
    state.removed_black += cost
    state.track[technology] -= 1
    state.track[to] += 1
    return [
        msg.say(
            "marketing_move",
            name=who(state, seat),
            source=technology,
            dest=to,
            cost=cost,
        )
    ]


OPTIONS: tuple[Option, ...] = (
    Option("black_market", _black_market_offer, black_market),
    Option("consultants", _consultants_offer, consultants),
    Option("marketing", _marketing_offer, marketing),
)
