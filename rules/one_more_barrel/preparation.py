"""The preparation (book "Préparation"): everybody's purchases before the first turn.

Each player starts with 10 $ (the last in the first turn order gets 2 $ more) and may buy any
number of units at 1 $ each, placed on the border territory, at most 15 military on the board.
All players buy at once; each says when they are done (``prep_buy``, ``prep_done``). The
legal tree of the two actions is :func:`legal_preparation`, and :func:`play_preparation`
carries them out.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event, IntRange, Step
from rules.core.flow import Family, Frame, Stage, goto
from rules.core.text import Said, part

from . import actions as act
from .helpers import name as player_name
from .helpers import say
from .moves import military_room
from .state import ACTIONS, BORDER, PREPARATION, OmbState, dollars

#: Money every player starts with, and the bonus of the last player in the first turn order
#: (book "Préparation": 10 $, "Le dernier joueur reçoit un bonus de 2$").
START_DOLLARS = 10
LAST_PLAYER_BONUS = 2
#: Price of a unit bought before the game (book: "Chaque unité coûte 1$").
PREPARATION_UNIT_COST = 1


def units_part(count: int, unit: str) -> dict[str, Any]:
    """``count`` units of ``unit`` (``military`` or ``logistics``) as a piece of a message:
    ``1 logistic unit``, ``3 military units``."""
    if unit == "military":
        return part("units_military", count=count)
    return part("units_logistics", count=count)


def legal_preparation(state: OmbState, seat: int) -> list[ActionSpec]:
    """Buy military or logistics for the border (1 $ each, as many as the money and the
    15-military limit allow), or finish buying."""
    money = state.players[seat].money_cents // dollars(PREPARATION_UNIT_COST)
    units = []
    for unit, most in (
        ("military", min(money, military_room(state, seat))),
        ("logistics", money),
    ):
        if most >= 1:
            units.append(
                Choice(
                    value=unit,
                    label=Said("label.unit_each", unit=unit),
                    then=[
                        Step(
                            param="count", label=Said("step.units"), range=IntRange(min=1, max=most)
                        )
                    ],
                )
            )
    specs = []
    if units:
        specs.append(
            ActionSpec(
                kind="prep_buy",
                label=Said("label.prep_buy"),
                steps=[Step(param="unit", label=Said("step.unit"), choices=units)],
            )
        )
    specs.append(ActionSpec(kind="prep_done", label=Said("label.finish_buying")))
    return specs


def play_preparation(state: OmbState, seat: int, action: act.PrepBuy | act.PrepDone) -> list[Event]:
    """A purchase for the border, or the player's "done"."""
    player = state.players[seat]
    if isinstance(action, act.PrepDone):
        player.prepared = True
        return [say("prepared", name=player_name(state, seat))]
    player.money_cents -= dollars(PREPARATION_UNIT_COST * action.count)
    border = state.regions[BORDER]
    if action.unit == "military":
        border.military[seat] += action.count
    else:
        border.owned_logistics[seat] += action.count
    return [
        say(
            "prep_buy",
            kind="buy",
            name=player_name(state, seat),
            units=units_part(action.count, action.unit),
            data={"seat": seat, "unit": action.unit, "count": action.count},
        )
    ]


# ------------------------------------------------------------------------------ the flow


def _legal_buy(state: OmbState, seat: int) -> list[ActionSpec]:
    return [spec for spec in legal_preparation(state, seat) if spec.kind == "prep_buy"]


def _legal_done(state: OmbState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="prep_done", label=Said("label.finish_buying"))]


def _unprepared(state: OmbState, current: Frame) -> list[int]:
    return [s for s, p in enumerate(state.players) if not p.prepared]


def _start(state: OmbState, current: Frame) -> list[Event] | None:
    """Once everybody has finished buying, the first turn starts."""
    if not all(p.prepared for p in state.players):
        return None
    goto(state, Frame(kind=ACTIONS))
    names = [player_name(state, s) for s in state.order]
    return [say("first_turn", kind="turn", names=names)]


#: The purchases before the first turn, every player at once.
PREPARATION_STAGE: Stage[OmbState] = Stage(
    name=PREPARATION,
    seats=_unprepared,
    families=(
        Family(act.PrepBuy, _legal_buy, play_preparation),
        Family(act.PrepDone, _legal_done, play_preparation),
    ),
    run=_start,
)
