"""The Purchases and moves box (book "Achats et mouvements", "Mouvement de soutien"): buy units,
then move groups, and ask allies for support.

* Purchases come first: by land (1 $ a unit, on the border) or by air (2 $ a unit, into any
  region, "occupée, libre ou en guerre"), up to the box's 10, 5 or 3 units, at most 15 military
  on the board (:func:`legal_buy`, :func:`play_buy`).
* Then up to 3, 2 or 1 moves, each taking one group from a territory to a neighbouring one (or
  further through territories crossed for free); the movement rules are ``moves``'s
  (:func:`legal_move`, :func:`play_move`).
* Before a move the player may ask another player for support against a region; an ally who
  accepts (``support_answer``) must join the battle with a free move (``support_move``) once
  the mover has entered it (:func:`legal_request_support`, :func:`play_request_support` and the
  two questions' ``legal_``/``play_`` functions, which the engine finds by the question's kind).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core import ActionSpec, Choice, Event, IntRange, Step
from rules.core.builders import ask, branch
from rules.core.flow import Family, Stage
from rules.core.text import Said, part

from . import actions as act
from . import battles
from .asking import answer, ask_seat, new_batch, region_of
from .data.board import REGIONS
from .data.tables import AIR_UNIT_COST, LAND_UNIT_COST
from .helpers import name as player_name
from .helpers import region_label, say
from .moves import (
    OFF_BOARD,
    destinations,
    hostile,
    military_room,
    movable_logistics,
    put_units,
    sources,
    take_units,
)
from .preparation import units_part
from .rounds import box_family
from .state import BORDER, ActiveBox, OmbState, SupportRequest, dollars

SUPPORT_ANSWER = "support_answer"
SUPPORT_MOVE = "support_move"


#: The kinds of action a Purchases and moves box offers.
PURCHASE_BOX_KINDS = ("buy", "move", "request_support")


def legal_purchase_box(
    state: OmbState, seat: int, active: ActiveBox, kind: str | None = None
) -> list[ActionSpec]:
    """What the box still allows: purchases until the first move, then moves and support
    requests while moves are left (of ``kind`` alone, if given)."""
    specs: list[ActionSpec] = []
    if not active.moving and active.purchases_left > 0 and kind in (None, "buy"):
        specs.append(legal_buy(state, seat, active))
    if active.moves_left > 0:
        if kind in (None, "move"):
            specs.append(legal_move(state, seat, Said("label.move_group", left=active.moves_left)))
        if kind in (None, "request_support"):
            specs.append(legal_request_support(state, seat, active))
    return specs


# ------------------------------------------------------------------------------ purchases


def legal_buy(state: OmbState, seat: int, active: ActiveBox) -> ActionSpec:
    """Route, unit, landing region (by air) and count, within the box, the money and the
    15-military limit."""
    player = state.players[seat]
    routes = []
    for route, cost in (("land", LAND_UNIT_COST), ("air", AIR_UNIT_COST)):
        units = []
        for unit in ("military", "logistics"):
            most = min(active.purchases_left, player.money_cents // dollars(cost))
            if unit == "military":
                most = min(most, military_room(state, seat))
            if most < 1:
                continue
            count = Step(param="count", label=Said("step.units"), range=IntRange(min=1, max=most))
            if route == "land":
                then = [count]
            else:
                # By air into any region, "occupée, libre ou en guerre" (book "Achats").
                places = [Choice.of(rid, region_label(rid), [count]) for rid in REGIONS]
                then = [Step(param="region", label=Said("step.landing_region"), choices=places)]
            units.append(Choice.of(unit, Said("label.unit", unit=unit), then))
        if units:
            label = Said("label.route_cost", route=route, cost=cost)
            routes.append(branch(route, label, "unit", Said("step.unit"), units))
    return ActionSpec(
        kind="buy",
        label=Said("label.buy", left=active.purchases_left),
        steps=ask("route", Said("step.route"), routes),
    )


def play_buy(state: OmbState, seat: int, active: ActiveBox, action: act.Buy) -> list[Event]:
    """Pay, place the units (on the border by land), and start or join a battle if military
    land in a hostile region."""
    cost = LAND_UNIT_COST if action.route == "land" else AIR_UNIT_COST
    state.players[seat].money_cents -= dollars(cost * action.count)
    active.purchases_left -= action.count
    where = BORDER if action.route == "land" else action.region or BORDER
    military = action.count if action.unit == "military" else 0
    logistics = action.count - military
    events = [
        say(
            "buy",
            name=player_name(state, seat),
            units=units_part(action.count, action.unit),
            route=action.route,
            region=where,
            data={"seat": seat, "region": where, "unit": action.unit},
        )
    ]
    events.extend(put_units(state, seat, where, military, logistics, battles.enter_battle))
    return events


# ------------------------------------------------------------------------------ moves


def _group_steps(state: OmbState, seat: int, source: str, destination: str) -> list[Step] | None:
    """The military then logistics amounts of a group moving ``source`` → ``destination``
    (None when no group can make that move)."""
    region = state.regions[source]
    military = region.military[seat]
    logistics = 0 if destination == OFF_BOARD else movable_logistics(state, seat, source)
    fight = destination != OFF_BOARD and hostile(state.regions[destination])
    need_military = fight or destination == OFF_BOARD
    if military == 0 and (need_military or logistics == 0):
        return None
    if logistics == 0:
        # Logistics may be left out, and must be 0 if given: none can go.
        none = Step(
            param="logistics",
            label=Said("step.logistics"),
            range=IntRange(min=0, max=0),
            optional=True,
        )
        return [
            Step(
                param="military", label=Said("step.military"), range=IntRange(min=1, max=military)
            ),
            none,
        ]
    low = 1 if need_military else 0
    choices = []
    for m in range(low, military + 1):
        amount = Step(
            param="logistics",
            label=Said("step.logistics"),
            range=IntRange(min=1 if m == 0 else 0, max=logistics),
            optional=m > 0,
        )
        choices.append(Choice.of(m, Said("label.military_count", count=m), [amount]))
    if not choices:
        return None
    return [Step(param="military", label=Said("step.military"), choices=choices)]


def legal_move(state: OmbState, seat: int, label: Said, only_to: str | None = None) -> ActionSpec:
    """Source, destination, then the group; ``only_to`` keeps the moves of military into that
    territory (an ally's support move)."""
    source_choices = []
    for source in sources(state, seat):
        dest_choices = []
        for destination in destinations(state, source):
            if only_to is not None and destination != only_to:
                continue
            steps = _group_steps(state, seat, source, destination)
            if only_to is not None and state.regions[source].military[seat] == 0:
                steps = None
            if steps is None:
                continue
            dest_label = (
                Said("label.off_board") if destination == OFF_BOARD else region_label(destination)
            )
            dest_choices.append(Choice.of(destination, dest_label, steps))
        if dest_choices:
            source_choices.append(
                branch(
                    source,
                    region_label(source),
                    "destination",
                    Said("step.destination"),
                    dest_choices,
                )
            )
    steps = ask("source", Said("step.from"), source_choices)
    return ActionSpec(kind="move", label=label, steps=steps)


def move_group(state: OmbState, seat: int, action: act.Move) -> list[Event]:
    """Lift the group and put it down at its destination (taking control, or fighting)."""
    take_units(state, seat, action.source, action.military, action.logistics)
    if action.military and action.logistics:
        group = part("group_both", military=action.military, logistics=action.logistics)
    elif action.military:
        group = part("group_military", military=action.military)
    else:
        group = part("group_logistics", logistics=action.logistics)
    who = player_name(state, seat)
    if action.destination == OFF_BOARD:
        data = {"seat": seat, "source": action.source}
        return [say("off_board", kind="move", name=who, group=group, data=data)]
    events = [
        say(
            "move",
            name=who,
            group=group,
            source=action.source,
            destination=action.destination,
            data={"seat": seat, "source": action.source, "to": action.destination},
        )
    ]
    events.extend(
        put_units(
            state,
            seat,
            action.destination,
            action.military,
            action.logistics,
            battles.enter_battle,
        )
    )
    return events


def play_move(state: OmbState, seat: int, active: ActiveBox, action: act.Move) -> list[Event]:
    """One move of the box; allies who accepted to support an attack on the destination are
    then asked for their free move into the battle."""
    events = move_group(state, seat, action)
    active.moves_left -= 1
    active.moving = True
    allies = [r.ally for r in active.support if r.region == action.destination and r.accepted]
    active.support = [r for r in active.support if r.region != action.destination]
    if allies and action.military > 0 and state.regions[action.destination].battle is not None:
        batch = new_batch(state)
        for ally in allies:
            ask_seat(state, SUPPORT_MOVE, ally, batch=batch, region=action.destination, source=seat)
    return events


# ------------------------------------------------------------------------------ support


def can_reach(state: OmbState, seat: int, target: str) -> bool:
    """Whether ``seat`` has military that one move brings into ``target``."""
    return target in reachable(state, seat)


def reachable(state: OmbState, seat: int) -> set[str]:
    """Every territory ``seat`` has military that one move brings into."""
    return {
        target
        for src in sources(state, seat)
        if state.regions[src].military[seat] > 0
        for target in destinations(state, src)
    }


def legal_request_support(state: OmbState, seat: int, active: ActiveBox) -> ActionSpec:
    """A hostile region the mover can reach, then an ally who can reach it and was not asked
    for it yet."""
    targets = []
    reach = [reachable(state, who) for who in range(state.n)]  # once per seat, not per region
    for rid, region in state.regions.items():
        if not hostile(region) or rid not in reach[seat]:
            continue
        asked = {r.ally for r in active.support if r.region == rid}
        allies = [
            Choice(value=ally, label=Said("label.player", name=player_name(state, ally)))
            for ally in range(state.n)
            if ally != seat and ally not in asked and rid in reach[ally]
        ]
        if allies:
            targets.append(branch(rid, region_label(rid), "ally", Said("step.ally"), allies))
    steps = ask("region", Said("step.target"), targets)
    return ActionSpec(kind="request_support", label=Said("label.ask_support"), steps=steps)


def play_request_support(
    state: OmbState, seat: int, active: ActiveBox, action: act.RequestSupport
) -> list[Event]:
    """Record the request and ask the ally (a ``support_answer`` question)."""
    active.support.append(SupportRequest(region=action.region, ally=action.ally))
    ask_seat(
        state,
        SUPPORT_ANSWER,
        action.ally,
        batch=new_batch(state),
        region=action.region,
        source=seat,
    )
    return [
        say(
            "support_request",
            name=player_name(state, seat),
            ally=player_name(state, action.ally),
            region=action.region,
            data={"seat": seat, "ally": action.ally},
        )
    ]


def legal_support_answer(state: OmbState, seat: int) -> list[ActionSpec]:
    """Accept (only if one move brings the ally's military there) or refuse."""
    item = battles.question(state, seat, SUPPORT_ANSWER)
    region = region_of(item) or ""
    answers = [Choice(value=False, label=Said("label.refuse"))]
    if can_reach(state, seat, region):
        answers.insert(0, Choice(value=True, label=Said("label.accept_join")))
    label = Said("label.support_question", name=player_name(state, item.source or 0), region=region)
    return [
        ActionSpec(
            kind="answer",
            label=label,
            steps=[Step(param="accept", label=Said("step.answer"), choices=answers)],
        )
    ]


def play_support_answer(state: OmbState, seat: int, action: act.Answer) -> list[Event]:
    """Record the ally's answer on the mover's request."""
    item = battles.question(state, seat, SUPPORT_ANSWER)
    assert state.active is not None
    for request in state.active.support:
        if request.region == region_of(item) and request.ally == seat:
            request.accepted = action.accept
    key = "support_accepts" if action.accept else "support_refuses"
    return [say(key, kind="support_answer", name=player_name(state, seat))]


def _support_move(state: OmbState, seat: int) -> ActionSpec:
    item = battles.question(state, seat, SUPPORT_MOVE)
    return legal_move(state, seat, Said("label.support_move"), region_of(item))


def legal_support_move(state: OmbState, seat: int) -> list[ActionSpec]:
    """The ally's free move of military into the battle, when one can be made ..."""
    move = _support_move(state, seat)
    return [move] if move.possible() else []


def legal_support_lapse(state: OmbState, seat: int) -> list[ActionSpec]:
    """... or, if nothing can reach it any more, the support lapses (the same test on the
    pruned tree: exactly one of the two is offered)."""
    if _support_move(state, seat).possible():
        return []
    return [ActionSpec(kind="done", label=Said("label.cannot_reach"))]


def play_support_move(state: OmbState, seat: int, action: act.Move | act.Done) -> list[Event]:
    """Carry out the free move; the ally becomes a supporter of the battle."""
    if isinstance(action, act.Done):
        return [say("support_lapses", name=player_name(state, seat))]
    moved = move_group(state, seat, action)
    battle = state.regions[action.destination].battle
    if battle is not None and seat not in battle.supporters:
        battle.supporters.append(seat)
    return moved


# ------------------------------------------------------------------------------ the flow


def _of_kind(kind: str) -> Callable[[OmbState, int, ActiveBox], list[ActionSpec]]:
    def legal(state: OmbState, seat: int, active: ActiveBox) -> list[ActionSpec]:
        return legal_purchase_box(state, seat, active, kind)

    return legal


#: The moves of a Purchases and moves box, in the order offered.
FAMILIES = (
    box_family(act.Buy, "purchase", _of_kind("buy"), play_buy),
    box_family(act.Move, "purchase", _of_kind("move"), play_move),
    box_family(act.RequestSupport, "purchase", _of_kind("request_support"), play_request_support),
)

#: The questions to an ally asked for support: its answer, then its free move.
STAGES: tuple[Stage[OmbState], ...] = (
    Stage(
        name=SUPPORT_ANSWER,
        families=(Family(act.Answer, legal_support_answer, answer(play_support_answer)),),
    ),
    Stage(
        name=SUPPORT_MOVE,
        families=(
            Family(act.Move, legal_support_move, answer(play_support_move)),
            Family(act.Done, legal_support_lapse, answer(play_support_move)),
        ),
    ),
)
