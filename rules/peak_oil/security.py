"""Security tokens (book "Jetons de sécurité"): used at any moment of one's own turn (I20).

For each token returned, swap two refinery tokens or two risk tokens, or flip one refinery
or risk token, anywhere. The ``security`` family is offered beside every move and decision of
the player on turn (the turn's steps, an action's options, every decision a rule asks), and
playing it leaves the decision waiting, still to be answered.
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.builders import ask
from rules.core.flow import Family
from rules.core.text import Said

from .actions import Security
from .helpers import msg, place, who
from .state import PeakOilState


def security_spec(state: PeakOilState, seat: int) -> ActionSpec | None:
    """book "Jetons de sécurité": for each token returned, swap two refinery tokens or two
    risk tokens, or flip one refinery or risk token, anywhere."""
    if state.players[seat].security <= 0:
        return None
    risk = list(state.risk)
    refineries = list(state.refineries)
    swaps = []
    for group in (risk, refineries):
        for i, first in enumerate(group):
            others = [Choice(value=o, label=place(o)) for o in group[i + 1 :]]
            swaps.append(
                Choice(
                    value=first, label=place(first), then=ask("second", Said("step.with"), others)
                )
            )
    flips = [Choice(value=p, label=place(p)) for p in (*risk, *refineries)]
    modes = [
        Choice(
            value="swap",
            label=Said("label.swap_tokens"),
            then=[Step(param="first", label=Said("step.token"), choices=swaps)],
        ),
        Choice(
            value="flip",
            label=Said("label.flip_token"),
            then=ask("first", Said("step.token"), flips),
        ),
    ]
    return ActionSpec(
        kind="security",
        label=Said("label.use_security"),
        steps=[Step(param="mode", label=Said("step.how"), choices=modes)],
    )


def use_security(state: PeakOilState, seat: int, action: Security) -> list[Event]:
    player = state.players[seat]
    player.security -= 1
    state.security_supply += 1
    first = str(action.first)
    tokens = state.risk if first in state.risk else state.refineries
    if action.mode == "flip":
        tokens[first].side = 1 - tokens[first].side
        return [msg.say("security_flip", name=who(state, seat), place=first)]
    second = str(action.second)
    tokens[first], tokens[second] = tokens[second], tokens[first]
    return [msg.say("security_swap", name=who(state, seat), first=first, second=second)]


def _security_legal(state: PeakOilState, seat: int) -> list[ActionSpec]:
    spec = security_spec(state, seat) if seat == state.turn.seat else None
    return [spec] if spec is not None else []


SECURITY = Family(Security, _security_legal, use_security)
