"""The Developments box (book "Développements"): one, two or three developments, each a
military building, an influence point or a tender step.

* A building turns the logistics of a region the player controls into a building there: a
  storage tank (1 logistic unit), a police station (2), a pipeline (3) or a refinery (4); at
  most 3 buildings in a region and one police station, pipeline and refinery each.
* An influence point ("aide à la population") uses 1 logistic unit of a region the player
  controls: +1 influence (the track stops at 15).
* A tender step needs at least one controlled region: +1 on the tender track.
* Repeats of the same kind in one turn cost 3 $ each (book example: three buildings cost
  "6$ pour la double répétition"; see ``tables.development_use_cost``).

:func:`legal_develop` is the tree of the box, :func:`play_develop` carries one development out;
the box ends when its developments are used (or the player stops).
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event
from rules.core.builders import ask, branch
from rules.core.text import Said

from . import actions as act
from .data.board import INFLUENCE_MAX, TENDER_MAX
from .data.tables import (
    BUILDINGS,
    INFLUENCE_TRACK,
    MAX_BUILDINGS_PER_REGION,
    development_use_cost,
)
from .helpers import name as player_name
from .helpers import region_label, say
from .rounds import box_family, finish_box
from .state import ActiveBox, Building, OmbState, dollars


def develop_cost(state: OmbState, seat: int, kind: str) -> int:
    """What ``seat``'s next development of ``kind`` costs this turn, in cents."""
    earlier = state.players[seat].developments_this_turn.get(kind, 0)
    return dollars(development_use_cost(earlier))


def building_regions(state: OmbState, seat: int, kind: str) -> list[str]:
    """The regions where ``seat`` may build a ``kind`` now."""
    spec = BUILDINGS[kind]
    return [
        rid
        for rid in state.controlled(seat)
        if state.regions[rid].logistics >= spec.cost
        and len(state.regions[rid].buildings) < MAX_BUILDINGS_PER_REGION
        and not (spec.one_per_region and state.regions[rid].count(spec.kind) > 0)
    ]


def legal_develop(state: OmbState, seat: int, active: ActiveBox) -> list[ActionSpec]:
    """A building (kind, then region), an influence point (region) or a tender step, each
    offered when the player can pay for it."""
    player = state.players[seat]
    kinds = []
    if develop_cost(state, seat, "building") <= player.money_cents:
        buildings = []
        for kind, spec in BUILDINGS.items():
            places = [
                Choice(value=rid, label=region_label(rid))
                for rid in building_regions(state, seat, kind)
            ]
            if places:
                buildings.append(
                    branch(
                        kind,
                        Said("label.building_cost", building=kind, cost=spec.cost),
                        "region",
                        Said("step.region"),
                        places,
                    )
                )
        if buildings:
            kinds.append(
                branch(
                    "building",
                    Said("label.a_building"),
                    "building",
                    Said("step.building"),
                    buildings,
                )
            )
    if (
        develop_cost(state, seat, "influence") <= player.money_cents
        and player.influence < INFLUENCE_MAX
    ):
        places = [
            Choice(value=rid, label=region_label(rid))
            for rid in state.controlled(seat)
            if state.regions[rid].logistics >= 1
        ]
        if places:
            kinds.append(
                branch("influence", Said("label.influence"), "region", Said("step.region"), places)
            )
    if (
        develop_cost(state, seat, "tender") <= player.money_cents
        and player.tenders < TENDER_MAX
        and state.controlled(seat)
    ):
        kinds.append(Choice(value="tender", label=Said("label.tender")))
    steps = ask("development", Said("step.development"), kinds)
    label = Said("label.develop", left=active.developments_left)
    return [ActionSpec(kind="develop", label=label, steps=steps)]


def play_develop(state: OmbState, seat: int, active: ActiveBox, action: act.Develop) -> list[Event]:
    """One development; the box ends when its developments are used."""
    player = state.players[seat]
    kind = action.development
    player.money_cents -= develop_cost(state, seat, kind)
    player.developments_this_turn[kind] = player.developments_this_turn.get(kind, 0) + 1
    active.developments_left -= 1
    who = player_name(state, seat)
    if kind == "building":
        assert action.building is not None and action.region is not None
        spec = BUILDINGS[action.building]
        region = state.regions[action.region]
        region.logistics -= spec.cost
        region.buildings.append(Building(kind=spec.kind, builder=seat))
        done = say(
            "develop_building",
            kind="develop",
            name=who,
            building=action.building,
            region=action.region,
            data={"seat": seat, "development": kind},
        )
    elif kind == "influence":
        assert action.region is not None
        state.regions[action.region].logistics -= 1
        player.influence = INFLUENCE_TRACK.move(player.influence, 1)
        done = say(
            "develop_influence",
            kind="develop",
            name=who,
            region=action.region,
            data={"seat": seat, "development": kind},
        )
    else:
        player.tenders += 1
        done = say(
            "develop_tender",
            kind="develop",
            name=who,
            step=player.tenders,
            data={"seat": seat, "development": kind},
        )
    events = [done]
    if active.developments_left == 0:
        events.extend(finish_box(state))
    return events


# ------------------------------------------------------------------------------ the flow


#: A development of a Developments box.
DEVELOP = box_family(act.Develop, "develop", legal_develop, play_develop)
