"""The Oil production box (book "Production de pétrole"): the player produces in the regions
they control, one by one, each at most once a box.

Producing in a region needs its logistics number of logistic units there (a refinery: one
less) and uses one of them up; the region's barrels (a refinery: one more) wait on the region
for the end-of-turn collection. :func:`legal_produce` is the tree of the box, :func:`play_produce`
carries one production out; the box ends when nothing is left to produce (or the player stops).
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event
from rules.core.builders import ask
from rules.core.text import Said

from . import actions as act
from .helpers import name as player_name
from .helpers import region_label, say
from .moves import production_numbers
from .rounds import box_family, finish_box
from .state import ActiveBox, OmbState


def producible(state: OmbState, seat: int, active: ActiveBox | None) -> list[str]:
    """The regions ``seat`` controls where a production is possible now and not yet made
    with ``active``."""
    done = active.produced if active else []
    result = []
    for rid in state.controlled(seat):
        region = state.regions[rid]
        _, need = production_numbers(region)
        if rid not in done and region.logistics >= max(1, need):
            result.append(rid)
    return result


def legal_produce(state: OmbState, seat: int, active: ActiveBox) -> list[ActionSpec]:
    """Produce in one of the regions still producible."""
    places = [Choice(value=rid, label=region_label(rid)) for rid in producible(state, seat, active)]
    steps = ask("region", Said("step.region"), places)
    return [ActionSpec(kind="produce", label=Said("label.produce"), steps=steps)]


def play_produce(state: OmbState, seat: int, active: ActiveBox, action: act.Produce) -> list[Event]:
    """One production in ``action.region``; the box ends when nothing is left to produce."""
    rid = action.region
    region = state.regions[rid]
    barrels, _ = production_numbers(region)
    region.logistics -= 1
    region.barrels += barrels
    active.produced.append(rid)
    events = [
        say(
            "produce",
            name=player_name(state, seat),
            barrels=barrels,
            region=rid,
            data={"seat": seat, "region": rid, "barrels": barrels},
        )
    ]
    if not producible(state, seat, active):
        events.extend(finish_box(state))
    return events


# ------------------------------------------------------------------------------ the flow


#: A production of an Oil production box.
PRODUCE = box_family(act.Produce, "oil_production", legal_produce, play_produce)
