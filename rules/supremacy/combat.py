"""Phase 4: conventional combat (steps A-F), strategic combat (steps A-E), and the tactics
chapter's attacks (naval, airborne, space, star wars), with the defender's decisions asked as
the kit's questions.

Book: "Comment attaquer", "Tactiques offensives", "Tactiques défensives". Readings, all in
docs/supremacy.md: losses are one force per full three of a side's dice total; a defender
without a set (or resisting) starts with one die; the attacker spends his set at step B, so a
defender who surrenders or withdraws at step A costs him none; a counter-attack gets no
counter-attack of its own; armies carried by fleets that sink beyond the survivors' capacity
go down with them.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event, IntRange, Step
from rules.core.builders import action, yes_no
from rules.core.flow import Family, Frame, top
from rules.core.text import Said

from . import economy, frames
from . import forces as F
from .actions import Answer, Attack, Defence, Nuke, Occupy, Pass, Reinforce, StarWar
from .actions import Stranded as StrandedMove
from .data import tables, world
from .endings import after_capture, after_strike
from .messages import say
from .military import free_bombs, has_set, pay_set, region_label
from .state import Battle, Stranded, SupremacyState

# ---------------------------------------------------------------------- who attacks what


def _enemy_seats(state: SupremacyState, seat: int, region: str, *, unit: str) -> list[int]:
    """Other seats with armies (on land) or fleets (at sea) in a region."""
    found = set()
    for f in F.forces_at(state, region):
        if f.seat == seat:
            continue
        if unit == "army" and world.is_land(region) and f.armies:
            found.add(f.seat)
        if unit == "fleet" and world.is_sea(region) and f.fleets:
            found.add(f.seat)
    return sorted(found)


def targets_from(state: SupremacyState, seat: int, origin: str, unit: str) -> list[tuple[str, str]]:
    """(target, mode) pairs the seat's ``unit`` in ``origin`` may attack ("Une armée peut
    attaquer", "Une flotte placée dans une case bleu-clair / bleu-foncé peut attaquer");
    armies carried at sea attack an adjacent territory (naval attack)."""
    found: list[tuple[str, str]] = []
    kind = world.REGIONS[origin].kind
    for target in world.neighbours(origin):
        if target in state.mushrooms:
            continue
        tkind = world.REGIONS[target].kind
        if unit == "army" and kind == "land":
            if tkind == "land" and _enemy_seats(state, seat, target, unit="army"):
                found.append((target, "land"))
            elif tkind == "territorial" and _enemy_seats(state, seat, target, unit="fleet"):
                found.append((target, "coast"))
        elif unit == "army" and kind != "land":
            if tkind == "land" and _enemy_seats(state, seat, target, unit="army"):
                found.append((target, "naval"))
        elif unit == "fleet" and kind == "territorial":
            if tkind == "territorial" and _enemy_seats(state, seat, target, unit="fleet"):
                found.append((target, "sea"))
            elif tkind == "land" and _enemy_seats(state, seat, target, unit="army"):
                found.append((target, "shore"))
        elif (
            unit == "fleet"
            and kind == "international"
            and tkind != "land"
            and _enemy_seats(state, seat, target, unit="fleet")
        ):
            found.append((target, "sea"))
    return found


def attack_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Phase 4's attacks open to the seat now (each needs a set of resources): from each
    region, its armies or fleets on an adjacent target, or its armies flown (2 oil each)
    onto any territory an enemy army holds; then the strategic attacks."""
    specs: list[ActionSpec] = []
    if has_set(state, seat):
        origins: list[Choice] = []
        for origin in sorted({f.where for f in state.forces if f.seat == seat}):
            units = _adjacent_attacks(state, seat, origin) + _air_attacks(state, seat, origin)
            if units:
                origins.append(
                    Choice(
                        value=origin,
                        label=region_label(origin),
                        then=[Step(param="unit", label=Said("step.with"), choices=units)],
                    )
                )
        if origins:
            specs.append(
                action("attack", Said("label.attack"), "origin", Said("step.from"), origins)
            )
    return specs


def _adjacent_attacks(state: SupremacyState, seat: int, origin: str) -> list[Choice]:
    units: list[Choice] = []
    for unit in ("army", "fleet"):
        here = (F.armies if unit == "army" else F.fleets)(state, origin, seat)
        if not here:
            continue
        targets = []
        for target, _mode in targets_from(state, seat, origin, unit):
            enemy = _enemy_seats(
                state, seat, target, unit="army" if world.is_land(target) else "fleet"
            )
            then: list[Step] = []
            if len(enemy) > 1:
                then.append(
                    Step(
                        param="defender",
                        label=Said("step.whom"),
                        choices=[
                            Choice(value=s, label=Said("label.player", name=state.seats[s]))
                            for s in enemy
                        ],
                    )
                )
            then.append(
                Step(param="count", label=Said("step.how_many"), range=IntRange(min=1, max=here))
            )
            targets.append(Choice(value=target, label=region_label(target), then=then))
        if targets:
            units.append(
                Choice(
                    value=unit,
                    label=Said("label.units_here", unit=unit, count=here),
                    then=[Step(param="target", label=Said("step.target"), choices=targets)],
                )
            )
    return units


def _air_attacks(state: SupremacyState, seat: int, origin: str) -> list[Choice]:
    """ "Attaques aéroportées": armies of a territory flown onto an enemy-held one."""
    oil = state.powers[seat].storage["oil"] - 1  # the set's oil is spent too
    if oil < tables.AIRBORNE_OIL or not world.is_land(origin):
        return []
    most = min(F.armies(state, origin, seat), oil // tables.AIRBORNE_OIL)
    if most < 1:
        return []
    count = [Step(param="count", label=Said("step.how_many"), range=IntRange(min=1, max=most))]
    held = {f.where for f in state.forces if f.seat != seat and f.armies}  # enemy armies
    targets = [
        Choice(value=t, label=region_label(t), then=count)
        for t in sorted(held)
        if world.is_land(t) and t != origin and t not in state.mushrooms
    ]
    if not targets:
        return []
    return [
        Choice(
            value="airborne",
            label=Said("label.airborne"),
            then=[Step(param="target", label=Said("step.target"), choices=targets)],
        )
    ]


# ---------------------------------------------------------------------- conventional: A


def declare(state: SupremacyState, seat: int, order: Attack, *, counter: bool) -> list[Event]:
    """Step A: the target and where the attack comes from; the defender is asked."""
    action = order
    if action.unit == "airborne":
        mode, unit = "air", "army"
        cost = tables.AIRBORNE_OIL * action.count
        state.powers[seat].storage["oil"] -= cost
        F.remove(state, action.origin, seat, armies=action.count)
    else:
        unit = action.unit
        mode = dict(targets_from(state, seat, action.origin, unit))[action.target]
    tunit = "army" if world.is_land(action.target) else "fleet"
    enemies = _enemy_seats(state, seat, action.target, unit=tunit)
    defender = action.defender if action.defender in enemies else enemies[0]
    battle = Battle(
        attacker=seat,
        defender=defender,
        origin=action.origin,
        target=action.target,
        mode=mode,
        engaged=action.count,
        defenders=_defending(state, action.target, defender),
        counter=counter,
        on_turn=state.turn.seat,
    )
    state.battle = battle
    state.last = {"kind": "attack", "places": [action.origin, action.target], "seat": seat}
    events = [
        say(
            "attack",
            name=state.seats[seat],
            defender=state.seats[defender],
            origin=action.origin,
            target=action.target,
            count=action.count,
            mode=mode,
        )
    ]
    frames.open_question(state, "defence", [defender], source=seat)
    return events


def _defending(state: SupremacyState, region: str, seat: int) -> int:
    return F.armies(state, region, seat) if world.is_land(region) else F.fleets(state, region, seat)


def _retreats(state: SupremacyState, battle: Battle) -> list[str]:
    """Where the defender may withdraw: an adjacent region, free or his own, of the same kind
    (land for armies, sea for fleets), not destroyed, that he can pay the move to."""
    seat = battle.defender
    land = world.is_land(battle.target)
    store = state.powers[seat].storage
    if store["grain" if land else "oil"] < 1:
        return []
    found = []
    for region in world.neighbours(battle.target):
        if world.is_land(region) != land or region in state.mushrooms:
            continue
        if F.others_in(state, region, seat) and world.REGIONS[region].kind != "international":
            continue
        found.append(region)
    return found


def _defence_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    q = top(state)
    battle = state.battle
    assert battle is not None
    choices = [
        Choice(value="resist", label=Said("label.resist_alone")),
        Choice(value="surrender", label=Said("label.surrender")),
    ]
    if has_set(state, seat):
        choices.insert(0, Choice(value="defend", label=Said("label.defend_set")))
    retreat_to = _retreats(state, battle)
    if retreat_to and battle.defenders:
        counts = _retreat_counts(state, battle, seat)
        dests = [
            Choice(
                value=r,
                label=region_label(r),
                then=[Step(param="count", label=Said("step.how_many"), choices=counts)],
            )
            for r in retreat_to
        ]
        choices.append(
            Choice(
                value="retreat",
                label=Said("label.retreat"),
                then=[Step(param="to", label=Said("step.to"), choices=dests)],
            )
        )
    if not q.data.get("riposted") and free_bombs(state, seat):
        targets = sorted(
            {battle.target}
            | {
                r
                for r, s in state.holders.items()
                if s == battle.attacker and r not in state.mushrooms
            }
        )
        most = free_bombs(state, seat)
        choices.append(
            Choice(
                value="riposte",
                label=Said("label.riposte_first"),
                then=[
                    Step(
                        param="target",
                        label=Said("step.bomb"),
                        choices=[
                            Choice(
                                value=t,
                                label=region_label(t),
                                then=[
                                    Step(
                                        param="bombs",
                                        label=Said("step.bombs"),
                                        range=IntRange(min=1, max=most),
                                    )
                                ],
                            )
                            for t in targets
                        ],
                    )
                ],
            )
        )
    return [action("defence", Said("label.defence"), "choice", Said("step.choice"), choices)]


def _retreat_counts(state: SupremacyState, battle: Battle, seat: int) -> list[Choice]:
    """How many forces withdraw, each paid a grain (an army) or an oil (a fleet), then how
    those left fight: "defend" only while a set is left once the retreat is paid (step B's
    set comes after the move's cost), else "resist"; nobody is left to ask when all go."""
    fuel = "grain" if world.is_land(battle.target) else "oil"
    store = state.powers[seat].storage
    counts: list[Choice] = []
    for count in range(1, min(battle.defenders, store[fuel]) + 1):
        then: list[Step] = []
        if count < battle.defenders:
            stand = [Choice(value="resist", label=Said("label.resist"))]
            if has_set(state, seat, spent=fuel, count=count):
                stand.insert(0, Choice(value="defend", label=Said("label.defend")))
            then.append(
                Step(param="stand", label=Said("step.those_left"), choices=stand, optional=True)
            )
        counts.append(Choice(value=count, label=Said("label.number", count=count), then=then))
    return counts


def defence_default(state: SupremacyState, current: Frame, seat: int) -> dict[str, Any]:
    """Book (issue): defend if a set is available, else resist."""
    return {"kind": "defence", "choice": "defend" if has_set(state, seat) else "resist"}


def _defence_answer(state: SupremacyState, seat: int, action: Defence) -> list[Event]:
    battle = state.battle
    assert battle is not None
    who = state.seats[seat]
    frames.close(state, top(state))
    if action.choice == "riposte":
        assert action.target is not None and action.bombs is not None
        events = [say("riposte", name=who, target=action.target, bombs=action.bombs)]
        events += strike(
            state, seat, [(action.target, action.bombs)], counter=True, protectable=False
        )
        if state.stage == "over":
            return events
        if free_bombs(state, battle.attacker) and not state.powers[battle.attacker].out:
            frames.open_question(
                state, "riposte_back", [battle.attacker], source=seat, default={"kind": "pass"}
            )
        else:
            events += _reask_defence(state)
        return events
    battle.defence = action.choice
    if action.choice == "surrender":
        return _surrender(state, battle)
    if action.choice == "retreat":
        assert action.to is not None and action.count is not None
        events = _retreat(state, battle, action.to, action.count)
        if not battle.defenders:
            return events + _ask_occupy(state, battle)
        battle.defence = action.stand or ("defend" if has_set(state, seat) else "resist")
        return events + _fight(state, battle)
    return _fight(state, battle)


def _reask_defence(state: SupremacyState) -> list[Event]:
    """After a nuclear exchange the conventional attack goes on if both sides still stand."""
    battle = state.battle
    if battle is None:
        return []
    if state.powers[battle.attacker].out or state.powers[battle.defender].out:
        state.battle = None  # a player put out of the game by the exchange: no battle
        return [say("attack_off", target=battle.target)]
    alive = battle.engaged if battle.mode == "air" else _attackers_at(state, battle)
    battle.engaged = min(battle.engaged, alive)
    battle.defenders = _defending(state, battle.target, battle.defender)
    if not battle.engaged or not battle.defenders or battle.target in state.mushrooms:
        state.battle = None
        if battle.mode == "air" and battle.engaged and battle.origin not in state.mushrooms:
            F.add(state, battle.origin, battle.attacker, armies=battle.engaged)
        return [say("attack_off", target=battle.target)]
    frames.open_question(state, "defence", [battle.defender], source=battle.attacker, riposted=True)
    return []


def _attackers_at(state: SupremacyState, battle: Battle) -> int:
    unit = "fleet" if battle.mode in ("sea", "shore") else "army"
    return (F.fleets if unit == "fleet" else F.armies)(state, battle.origin, battle.attacker)


def _no_riposte_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="pass", label=Said("label.no_riposte"))]


def _riposte_back_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    battle = state.battle
    specs: list[ActionSpec] = []
    bombs = free_bombs(state, seat)
    if battle is None or not bombs:
        return specs
    targets = sorted(
        r for r, s in state.holders.items() if s == battle.defender and r not in state.mushrooms
    )
    if targets:
        aims = [
            Choice(
                value=t,
                label=region_label(t),
                then=[
                    Step(param="bombs", label=Said("step.bombs"), range=IntRange(min=1, max=bombs))
                ],
            )
            for t in targets
        ]
        specs.append(
            ActionSpec(
                kind="nuke",
                label=Said("label.nuclear_riposte"),
                steps=[
                    Step(
                        param="step",
                        label=Said("step.now"),
                        choices=[
                            Choice(
                                value="aim",
                                label=Said("label.bomb"),
                                then=[
                                    Step(param="target", label=Said("step.target"), choices=aims)
                                ],
                            )
                        ],
                    )
                ],
            )
        )
    return specs


def _no_riposte_back(state: SupremacyState, seat: int, action: Pass) -> list[Event]:
    frames.close(state, top(state))
    return _reask_defence(state)


def _riposte_back_answer(state: SupremacyState, seat: int, action: Nuke) -> list[Event]:
    frames.close(state, top(state))
    assert action.target is not None
    events = strike(state, seat, [(action.target, action.bombs)], counter=True, protectable=False)
    if state.stage == "over":
        return events
    return events + _reask_defence(state)


def _surrender(state: SupremacyState, battle: Battle) -> list[Event]:
    """ "Capitulation": the forces in the region change owner; the defender's cards of the
    territory go to the attacker."""
    region, d, a = battle.target, battle.defender, battle.attacker
    armies, fleets = F.armies(state, region, d), F.fleets(state, region, d)
    F.remove(state, region, d, armies=armies, fleets=fleets)
    F.add(state, region, a, armies=armies, fleets=fleets)
    events = [
        say(
            "surrender",
            name=state.seats[d],
            attacker=state.seats[a],
            region=region,
            armies=armies,
            fleets=fleets,
        )
    ]
    if battle.mode == "air":
        F.add(state, region, a, armies=battle.engaged)
    elif battle.mode == "naval":
        F.remove(state, battle.origin, a, armies=battle.engaged)
        F.add(state, region, a, armies=battle.engaged)
    if world.is_land(region):
        F.occupy(state, region, a)
        state.powers[a].conquered += 1
        events += after_capture(state, a, region)
    return events + _end_battle(state, battle, counter_allowed=False)


def _retreat(state: SupremacyState, battle: Battle, to: str, count: int) -> list[Event]:
    d = battle.defender
    land = world.is_land(battle.target)
    if land:
        state.powers[d].storage["grain"] -= count
        F.remove(state, battle.target, d, armies=count)
        F.add(state, to, d, armies=count)
        F.occupy(state, to, d)
    else:
        state.powers[d].storage["oil"] -= count
        carried = min(F.armies(state, battle.target, d), count * tables.FLEET_CAPACITY)
        F.remove(state, battle.target, d, armies=carried, fleets=count)
        F.add(state, to, d, armies=carried, fleets=count)
    battle.defenders -= count
    return [say("retreat", name=state.seats[d], count=count, origin=battle.target, dest=to)]


# ---------------------------------------------------------------------- conventional: B-D


def dice_counts(state: SupremacyState, battle: Battle) -> tuple[int, int]:
    """Step C: the attacker 1 die, the defender 2 (1 when resisting or without a set); one
    more for the side with more forces engaged, one more for the side with more SANs."""
    a, d = 1, 2 if battle.defence == "defend" else 1
    if battle.engaged > battle.defenders:
        a += 1
    elif battle.defenders > battle.engaged:
        d += 1
    sa, sd = state.powers[battle.attacker].sans, state.powers[battle.defender].sans
    if sa > sd:
        a += 1
    elif sd > sa:
        d += 1
    return a, d


def _fight(state: SupremacyState, battle: Battle) -> list[Event]:
    """Steps B to D: both sets spent, dice rolled, losses one force per full three."""
    a, d = battle.attacker, battle.defender
    events: list[Event] = []
    pay_set(state, a)
    if battle.defence == "defend":
        pay_set(state, d)
    battle.step = "D"
    na, nd = dice_counts(state, battle)
    battle.attack_dice = [state.rng.die() for _ in range(na)]
    battle.defence_dice = [state.rng.die() for _ in range(nd)]
    hit_d = min(battle.defenders, sum(battle.attack_dice) // 3)
    hit_a = min(battle.engaged, sum(battle.defence_dice) // 3)
    events.append(
        say(
            "dice",
            attacker=state.seats[a],
            defender=state.seats[d],
            attack=battle.attack_dice,
            defence=battle.defence_dice,
            attacker_losses=hit_a,
            defender_losses=hit_d,
        )
    )
    _lose(state, battle.target, d, hit_d)
    battle.defenders -= hit_d
    _lose_attackers(state, battle, hit_a)
    battle.engaged -= hit_a
    if not battle.defenders and battle.engaged:
        return events + _ask_occupy(state, battle)
    if battle.mode in ("naval", "air") and battle.engaged:
        state.stranded = Stranded(
            seat=a,
            target=battle.target,
            armies=battle.engaged,
            naval=battle.mode == "naval",
            sea=battle.origin if battle.mode == "naval" else None,
            defender=d,
        )
        if battle.mode == "naval":
            F.remove(state, battle.origin, a, armies=battle.engaged)
        frames.open_question(
            state, "stranded", [a], source=d, default={"kind": "stranded", "choice": "surrender"}
        )
        return events
    return events + _reinforcements(state, battle)


def _lose(state: SupremacyState, region: str, seat: int, count: int) -> None:
    """Remove ``count`` of the seat's defending forces; armies carried by sunk fleets beyond
    the survivors' capacity go down with them."""
    if not count:
        return
    if world.is_land(region):
        F.remove(state, region, seat, armies=count)
        return
    F.remove(state, region, seat, fleets=count)
    excess = -F.capacity_at_sea(state, region, seat)
    if excess > 0:
        F.remove(state, region, seat, armies=excess)


def _lose_attackers(state: SupremacyState, battle: Battle, count: int) -> None:
    if not count:
        return
    if battle.mode == "air":
        return  # flown armies are counted in the battle only
    if battle.mode in ("sea", "shore"):
        _lose(state, battle.origin, battle.attacker, count)
    else:
        F.remove(state, battle.origin, battle.attacker, armies=count)


# ---------------------------------------------------------------------- occupation


def _occupy_cost(battle: Battle) -> tuple[str, int]:
    """What moving one attacking force into the won region costs: the normal move."""
    if battle.mode == "land":
        return "grain", tables.LAND_MOVE_GRAIN
    if battle.mode in ("sea", "coast"):
        return "oil", 1
    return "oil", 0  # landing from the fleets or from the air: already paid


def _ask_occupy(state: SupremacyState, battle: Battle) -> list[Event]:
    if battle.mode == "coast" or battle.mode == "shore":
        # Armies do not go to sea nor fleets ashore: the region is won, nobody moves in.
        return _reinforcements(state, battle)
    if battle.mode in ("air", "naval"):
        return _move_in(state, battle, battle.engaged)
    frames.open_question(state, "occupy", [battle.attacker], default={"kind": "occupy", "count": 0})
    return []


def _occupy_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    battle = state.battle
    assert battle is not None
    resource, each = _occupy_cost(battle)
    most = battle.engaged
    if each:
        most = min(most, state.powers[seat].storage[resource] // each)
    return [
        ActionSpec(
            kind="occupy",
            label=Said("label.move_in"),
            steps=[
                Step(
                    param="count",
                    label=Said(f"step.occupy.{resource}", each=each),
                    range=IntRange(min=0, max=most),
                )
            ],
        )
    ]


def _occupy_answer(state: SupremacyState, seat: int, action: Occupy) -> list[Event]:
    battle = state.battle
    assert battle is not None
    frames.close(state, top(state))
    return _move_in(state, battle, action.count)


def _move_in(state: SupremacyState, battle: Battle, count: int) -> list[Event]:
    a = battle.attacker
    events: list[Event] = []
    if count:
        resource, each = _occupy_cost(battle)
        state.powers[a].storage[resource] -= each * count
        if battle.mode == "air":
            F.add(state, battle.target, a, armies=count)
        elif battle.mode == "sea":
            carried = min(F.armies(state, battle.origin, a), count * tables.FLEET_CAPACITY)
            F.remove(state, battle.origin, a, fleets=count, armies=carried)
            F.add(state, battle.target, a, fleets=count, armies=carried)
        else:
            F.remove(state, battle.origin, a, armies=count)
            F.add(state, battle.target, a, armies=count)
        events.append(say("occupy", name=state.seats[a], count=count, region=battle.target))
        if world.is_land(battle.target):
            F.occupy(state, battle.target, a)
            state.powers[a].conquered += 1
            events += after_capture(state, a, battle.target)
    return events + _reinforcements(state, battle)


# ---------------------------------------------------------------------- E: reinforcements


def _reinforcements(state: SupremacyState, battle: Battle) -> list[Event]:
    """Step E: the defender may move forces in to his attacked region, then the attacker."""
    battle.step = "E"
    if state.stage == "over" or state.battle is None:
        return []
    for seat in (battle.defender, battle.attacker):
        if not state.powers[seat].out and _reinforce_sources(state, battle, seat):
            frames.open_question(
                state,
                "reinforce",
                [seat],
                default={"kind": "reinforce"},
                side="defender" if seat == battle.defender else "attacker",
            )
    if not frames.questions(state):
        return _counter(state, battle)
    return []


def _reinforce_goal(state: SupremacyState, battle: Battle, seat: int) -> str | None:
    if seat == battle.attacker:
        if F.units(state, battle.target, seat):
            return battle.target
        if battle.mode in ("air", "naval"):
            return None
        return battle.origin
    if F.others_in(state, battle.target, seat) and world.is_land(battle.target):
        return None
    return battle.target


def _reinforce_sources(state: SupremacyState, battle: Battle, seat: int) -> list[tuple[str, int]]:
    goal = _reinforce_goal(state, battle, seat)
    if goal is None or goal in state.mushrooms:
        return []
    land = world.is_land(goal)
    fuel = state.powers[seat].storage["grain" if land else "oil"]
    if fuel < 1:
        return []
    found = []
    for region in world.neighbours(goal):
        if world.is_land(region) != land:
            continue
        here = F.armies(state, region, seat) if land else F.fleets(state, region, seat)
        if here:
            found.append((region, min(here, fuel)))
    return found


def _reinforce_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    battle = state.battle
    assert battle is not None
    sources = _reinforce_sources(state, battle, seat)
    specs = [ActionSpec(kind="reinforce", label=Said("label.no_more_reinforcements"))]
    if sources:
        specs = [
            ActionSpec(
                kind="reinforce",
                label=Said("label.reinforce"),
                steps=[
                    Step(
                        param="origin",
                        label=Said("step.from"),
                        optional=True,
                        choices=[
                            Choice(
                                value=r,
                                label=region_label(r),
                                then=[
                                    Step(
                                        param="count",
                                        label=Said("step.how_many"),
                                        range=IntRange(min=1, max=most),
                                    )
                                ],
                            )
                            for r, most in sources
                        ],
                    )
                ],
            )
        ]
    return specs


def _reinforce_answer(state: SupremacyState, seat: int, action: Reinforce) -> list[Event]:
    battle = state.battle
    assert battle is not None
    question = top(state)
    if action.origin is None:
        frames.close(state, question)
        if not frames.asked(state, "reinforce"):
            return _counter(state, battle)
        return []
    goal = _reinforce_goal(state, battle, seat)
    assert goal is not None
    land = world.is_land(goal)
    state.powers[seat].storage["grain" if land else "oil"] -= action.count
    if land:
        F.remove(state, action.origin, seat, armies=action.count)
        F.add(state, goal, seat, armies=action.count)
    else:
        carried = min(F.armies(state, action.origin, seat), action.count * tables.FLEET_CAPACITY)
        F.remove(state, action.origin, seat, fleets=action.count, armies=carried)
        F.add(state, goal, seat, fleets=action.count, armies=carried)
    events = [
        say(
            "reinforce",
            name=state.seats[seat],
            count=action.count,
            origin=action.origin,
            region=goal,
        )
    ]
    # This side may go on reinforcing until it answers "no more": its question stays
    # asked, before every other.
    if _reinforce_sources(state, battle, seat):
        return events
    frames.close(state, question)
    if not frames.asked(state, "reinforce"):
        events += _counter(state, battle)
    return events


# ---------------------------------------------------------------------- F: counter-attack


def _counter(state: SupremacyState, battle: Battle) -> list[Event]:
    return _end_battle(state, battle, counter_allowed=True)


def _end_battle(state: SupremacyState, battle: Battle, *, counter_allowed: bool) -> list[Event]:
    """The battle is over; step F: the defender may counter-attack once, anywhere, against
    anyone (conventional or strategic) — not after a counter-attack (reading)."""
    state.battle = None
    battle.step = "F"
    d = battle.defender
    if counter_allowed and not battle.counter:
        return ask_counter(state, [d])
    return []


def ask_counter(state: SupremacyState, seats: list[int]) -> list[Event]:
    """Ask together every seat of ``seats`` that may counter-attack (one question)."""
    asked = [
        seat
        for seat in seats
        if not state.powers[seat].out
        and state.stage != "over"
        and len(counter_specs(state, seat)) > 1
    ]
    if asked:
        frames.open_question(state, "counter", asked, default={"kind": "pass"})
    return []


def counter_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return [
        *_no_counter_legal(state, seat),
        *_counter_attack_legal(state, seat),
        *nuke_specs(state, seat),
        *star_war_specs(state, seat),
    ]


def _no_counter_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    if state.salvos.get(str(seat)):
        return []
    return [ActionSpec(kind="pass", label=Said("label.no_counter_attack"))]


def _counter_attack_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    if state.salvos.get(str(seat)):
        return []
    return attack_specs(state, seat)


def _no_counter(state: SupremacyState, seat: int, action: Pass) -> list[Event]:
    frames.answered(state, top(state), seat)
    return []


def _counter_attack(state: SupremacyState, seat: int, action: Attack) -> list[Event]:
    frames.answered(state, top(state), seat)
    return declare(state, seat, action, counter=True)


def _counter_star_war(state: SupremacyState, seat: int, action: StarWar) -> list[Event]:
    frames.answered(state, top(state), seat)
    return star_war(state, seat, action.target, counter=True)


def _counter_nuke(state: SupremacyState, seat: int, action: Nuke) -> list[Event]:
    if action.step == "launch":
        frames.answered(state, top(state), seat)
        return launch(state, seat, counter=True)
    # Aiming or standing down: the counter-attack is still to come (still asked).
    return nuke(state, seat, action, counter=True)


# ---------------------------------------------------------------------- stranded forces


def _stranded_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    s = state.stranded
    assert s is not None
    choices = [Choice(value="surrender", label=Said("label.surrender"))]
    if has_set(state, seat) and _enemy_seats(state, seat, s.target, unit="army"):
        choices.insert(0, Choice(value="attack", label=Said("label.attack_again")))
    if s.naval and s.sea and F.capacity_at_sea(state, s.sea, seat) >= s.armies:
        choices.insert(0, Choice(value="withdraw", label=Said("label.withdraw")))
    label = Said("label.stranded", count=s.armies, region=s.target)
    return [action("stranded", label, "choice", Said("step.choice"), choices)]


def _stranded_answer(state: SupremacyState, seat: int, action: StrandedMove) -> list[Event]:
    s = state.stranded
    battle = state.battle
    assert s is not None and battle is not None
    frames.close(state, top(state))
    state.stranded = None
    who = state.seats[seat]
    if action.choice == "withdraw":
        assert s.sea is not None
        F.add(state, s.sea, seat, armies=s.armies)
        return [say("withdraw", name=who, count=s.armies, region=s.sea)] + _reinforcements(
            state, battle
        )
    if action.choice == "surrender":
        F.add(state, s.target, s.defender, armies=s.armies)
        return [
            say(
                "stranded_surrender",
                name=who,
                count=s.armies,
                region=s.target,
                other=state.seats[s.defender],
            )
        ] + _end_battle(state, battle, counter_allowed=True)
    # Attack again: a new battle with the same armies, from the air or from the sea.
    if s.naval:
        assert s.sea is not None
        F.add(state, s.sea, seat, armies=s.armies)
    else:
        F.add(state, s.target, seat, armies=0)
    state.battle = None
    again = Battle(
        attacker=seat,
        defender=s.defender,
        origin=s.sea or s.target,
        target=s.target,
        mode="naval" if s.naval else "air",
        engaged=s.armies,
        defenders=_defending(state, s.target, s.defender),
        counter=battle.counter,
        on_turn=battle.on_turn,
    )
    state.battle = again
    frames.open_question(state, "defence", [s.defender], source=seat)
    return [say("attack_again", name=who, target=s.target, count=s.armies)]


# ---------------------------------------------------------------------- strategic


def nuke_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Aim bombs (a territory, a territorial sea, or the SANs in space), launch them, or
    stand them down."""
    salvo = state.salvos.get(str(seat), [])
    free = free_bombs(state, seat)
    specs: list[ActionSpec] = []
    steps: list[Choice] = []
    if free > 0:
        targets = [
            r
            for r in world.REGIONS
            if (world.is_land(r) and r not in state.mushrooms)
            or world.REGIONS[r].kind == "territorial"
        ]
        choices = [
            Choice(
                value=t,
                label=region_label(t),
                then=[
                    Step(param="bombs", label=Said("step.bombs"), range=IntRange(min=1, max=free))
                ],
            )
            for t in sorted(targets)
        ]
        if any(p.sans for i, p in enumerate(state.powers) if not p.out):
            choices.append(
                Choice(
                    value="space",
                    label=Said("label.sans_in_space"),
                    then=[
                        Step(
                            param="bombs", label=Said("step.bombs"), range=IntRange(min=1, max=free)
                        )
                    ],
                )
            )
        steps.append(
            Choice(
                value="aim",
                label=Said("label.aim"),
                then=[Step(param="target", label=Said("step.target"), choices=choices)],
            )
        )
    if salvo:
        steps.append(Choice(value="launch", label=Said("label.launch")))
        steps.append(Choice(value="cancel", label=Said("label.stand_down")))
    if steps:
        specs.append(action("nuke", Said("label.atomic_bombs"), "step", Said("step.now"), steps))
    return specs


def star_war_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Pit a SAN against another player's (star wars), no bombs being aimed."""
    power = state.powers[seat]
    specs: list[ActionSpec] = []
    if power.sans and not state.salvos.get(str(seat)):
        rivals = [
            Choice(value=s, label=Said("label.player", name=state.seats[s]))
            for s, p in enumerate(state.powers)
            if s != seat and p.sans and not p.out
        ]
        if rivals:
            specs.append(
                action("star_war", Said("label.star_war"), "target", Said("step.whose_san"), rivals)
            )
    return specs


def nuke(state: SupremacyState, seat: int, action: Nuke, *, counter: bool) -> list[Event]:
    """Aim more bombs, launch those aimed, or stand them down."""
    if action.step == "aim":
        assert action.target is not None
        return aim(state, seat, action.target, action.bombs)
    if action.step == "cancel":
        state.salvos.pop(str(seat), None)
        return []
    return launch(state, seat, counter=counter)


def aim(state: SupremacyState, seat: int, target: str, bombs: int) -> list[Event]:
    state.salvos.setdefault(str(seat), []).append((target, bombs))
    return []


def launch(state: SupremacyState, seat: int, *, counter: bool) -> list[Event]:
    salvo = state.salvos.pop(str(seat), [])
    return strike(state, seat, salvo, counter=counter)


def _defenders_of(state: SupremacyState, target: str, attacker: int) -> list[int]:
    if target == "space":
        return [s for s, p in enumerate(state.powers) if s != attacker and p.sans and not p.out]
    if world.is_land(target):
        held = F.holder(state, target)
        return [] if held is None or held == attacker else [held]
    return [s for s in F.occupants(state, target) if s != attacker]


def strike(
    state: SupremacyState,
    seat: int,
    aims: list[tuple[str, int]],
    *,
    counter: bool,
    protectable: bool = True,
) -> list[Event]:
    """Strategic combat, step C: the bombs leave the attacker's storage. With the optional
    rule "Les protecteurs" the other players with SANs are first asked whether they come to
    the rescue (not for the riposte exchange of a conventional attack's step A: reading);
    then :func:`resolve_strike`."""
    power = state.powers[seat]
    total = sum(b for _t, b in aims)
    power.bombs -= total
    power.bombs_launched += total
    events = [
        say(
            "launch",
            name=state.seats[seat],
            bombs=total,
            style="solo" if total == 1 else "cloud",
        )
    ]
    state.last = {"kind": "nuke", "places": [t for t, _b in aims if t != "space"], "seat": seat}
    candidates = _protectors(state, seat, aims) if protectable else []
    if candidates:
        state.pending_strike = {"seat": seat, "aims": [list(a) for a in aims], "counter": counter}
        frames.open_question(
            state, "protect", candidates, source=seat, default={"kind": "answer", "accept": False}
        )
        return events
    return events + resolve_strike(state, seat, aims, counter=counter, protectors=[])


def _protectors(state: SupremacyState, seat: int, aims: list[tuple[str, int]]) -> list[int]:
    """Optional rule "Les protecteurs": the players other than the attacker and the defenders
    who own SANs (never for an attack on the SANs in space, which every SAN defends)."""
    if not state.options.protectors or any(t == "space" for t, _b in aims):
        return []
    defenders = {d for t, _b in aims for d in _defenders_of(state, t, seat)}
    return [
        s
        for s, p in enumerate(state.powers)
        if s != seat and s not in defenders and p.sans and not p.out
    ]


def resolve_strike(
    state: SupremacyState,
    seat: int,
    aims: list[tuple[str, int]],
    *,
    counter: bool,
    protectors: list[int],
) -> list[Event]:
    """Steps D-E: each defender rolls one die per SAN he owns against the bombs aimed at the
    targets he defends, a 1-5 stopping one (SANs are not used up); protectors' SANs stop one
    on a 1-3; every bomb through destroys everything in its zone (a mushroom on land); then
    the defenders (not the protectors) may counter-attack."""
    events: list[Event] = []
    aimed_at: dict[int, int] = {}
    for target, bombs in aims:
        if target == "space":
            continue
        for d in _defenders_of(state, target, seat):
            aimed_at[d] = aimed_at.get(d, 0) + bombs
    stops: dict[int, int] = {}
    for d, bombs in sorted(aimed_at.items()):
        rolls = [state.rng.die() for _ in range(state.powers[d].sans)]
        stops[d] = min(bombs, sum(1 for r in rolls if r <= 5))
        if rolls:
            events.append(say("san_rolls", name=state.seats[d], rolls=rolls, stopped=stops[d]))
    rescue = 0
    for p in protectors:
        rolls = [state.rng.die() for _ in range(state.powers[p].sans)]
        got = sum(1 for r in rolls if r <= 3)
        rescue += got
        events.append(say("protector_rolls", name=state.seats[p], rolls=rolls, stopped=got))
    defenders: set[int] = set()
    for target, bombs in aims:
        if target == "space":
            events += _space(state, seat, bombs)
            defenders |= set(_defenders_of(state, target, seat))
            continue
        through = bombs
        for d in _defenders_of(state, target, seat):
            defenders.add(d)
            blocked = min(through, stops.get(d, 0))
            stops[d] = stops.get(d, 0) - blocked
            through -= blocked
        blocked = min(through, rescue)
        rescue -= blocked
        through -= blocked
        if through > 0:
            events += _explode(state, seat, target)
        else:
            events.append(say("bomb_stopped", target=target))
    events += after_strike(state)
    if state.stage == "over" or counter:
        return events
    return events + ask_counter(state, sorted(d for d in defenders if d != seat))


def _protect_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return yes_no(
        Said("label.protect_question"),
        Said("label.protect"),
        Said("label.stay_out"),
        kind="answer",
    )


def _protect_answer(state: SupremacyState, seat: int, action: Answer) -> list[Event]:
    """One protector's answer; once all have answered, the strike goes on."""
    question = top(state)
    if not frames.record(state, question, seat, action):
        return []
    answers: dict[str, dict[str, Any]] = question.data["answers"]
    pending = state.pending_strike
    state.pending_strike = None
    if pending is None or state.stage == "over":
        return []
    protectors = sorted(int(s) for s, a in answers.items() if a.get("accept"))
    raw = pending["aims"]
    assert isinstance(raw, list)
    aims = [(str(t), int(b)) for t, b in raw]
    return resolve_strike(
        state,
        int(str(pending["seat"])),
        aims,
        counter=bool(pending["counter"]),
        protectors=protectors,
    )


def _explode(state: SupremacyState, seat: int, target: str) -> list[Event]:
    lost = []
    for f in list(F.forces_at(state, target)):
        lost.append(f"{state.seats[f.seat]}")
        f.armies = f.fleets = 0
    F.tidy(state)
    events: list[Event] = []
    if world.is_land(target):
        held = F.holder(state, target)
        state.mushrooms.append(target)
        state.holders.pop(target, None)
        back = economy.destroy_companies(state, target)
        if held is not None and target in F.home_regions(state, held):
            state.powers[held].destroyed_by_bombs += 1
        events.append(say("mushroom", target=target, cards=len(back), count=len(state.mushrooms)))
        if held is not None:
            from .endings import after_home_bombed

            events += after_home_bombed(state, held)
    else:
        if target not in state.bombed_seas:
            state.bombed_seas.append(target)
        events.append(say("sea_bombed", target=target))
    return events


def _space(state: SupremacyState, seat: int, bombs: int) -> list[Event]:
    """ "Attaques spatiales": every player with SANs may join the defence (all do: their SANs
    are at stake); one bomb through destroys every SAN in play, the attacker's too."""
    allies = _defenders_of(state, "space", seat)
    rolls = [state.rng.die() for d in allies for _ in range(state.powers[d].sans)]
    stopped = min(bombs, sum(1 for r in rolls if r <= 5))
    events = [say("space_defence", rolls=rolls, stopped=stopped)]
    if bombs > stopped:
        for p in state.powers:
            p.sans = 0
        events.append(say("sans_destroyed"))
    return events


def star_war(state: SupremacyState, seat: int, target: int, *, counter: bool) -> list[Event]:
    """ "Guerre des étoiles": both roll a die; the lower loses a SAN, both on a tie."""
    mine, theirs = state.rng.die(), state.rng.die()
    if mine <= theirs:
        state.powers[seat].sans -= 1
    if theirs <= mine:
        state.powers[target].sans -= 1
    events = [
        say(
            "star_war",
            name=state.seats[seat],
            other=state.seats[target],
            die=mine,
            other_die=theirs,
        )
    ]
    if counter:
        return events
    return events + ask_counter(state, [target])


# ---------------------------------------------------------------------- the families


def _attack(state: SupremacyState, seat: int, action: Attack) -> list[Event]:
    return declare(state, seat, action, counter=False)


def _nuke(state: SupremacyState, seat: int, action: Nuke) -> list[Event]:
    return nuke(state, seat, action, counter=False)


def _star_war(state: SupremacyState, seat: int, action: StarWar) -> list[Event]:
    return star_war(state, seat, action.target, counter=False)


#: Phase 4: a conventional attack, the bombs, star wars.
ATTACK: Family[SupremacyState, Attack] = Family(Attack, attack_specs, _attack)
NUKE: Family[SupremacyState, Nuke] = Family(Nuke, nuke_specs, _nuke)
STAR_WAR: Family[SupremacyState, StarWar] = Family(StarWar, star_war_specs, _star_war)
#: The defender's answer at step A (the ``defence`` question).
DEFENCE: Family[SupremacyState, Defence] = Family(Defence, _defence_legal, _defence_answer)
#: The attacker's answer to a nuclear riposte (the ``riposte_back`` question).
NO_RIPOSTE: Family[SupremacyState, Pass] = Family(Pass, _no_riposte_legal, _no_riposte_back)
RIPOSTE: Family[SupremacyState, Nuke] = Family(Nuke, _riposte_back_legal, _riposte_back_answer)
#: How many attacking forces move in (the ``occupy`` question).
OCCUPY: Family[SupremacyState, Occupy] = Family(Occupy, _occupy_legal, _occupy_answer)
#: Step E, each side in turn (the ``reinforce`` question).
REINFORCE: Family[SupremacyState, Reinforce] = Family(
    Reinforce, _reinforce_legal, _reinforce_answer
)
#: Step F (the ``counter`` question): no counter-attack, or one, conventional or strategic.
NO_COUNTER: Family[SupremacyState, Pass] = Family(Pass, _no_counter_legal, _no_counter)
COUNTER_ATTACK: Family[SupremacyState, Attack] = Family(
    Attack, _counter_attack_legal, _counter_attack
)
COUNTER_NUKE: Family[SupremacyState, Nuke] = Family(Nuke, nuke_specs, _counter_nuke)
COUNTER_STAR_WAR: Family[SupremacyState, StarWar] = Family(
    StarWar, star_war_specs, _counter_star_war
)
#: Armies left after a failed naval or airborne attack (the ``stranded`` question).
STRANDED: Family[SupremacyState, StrandedMove] = Family(
    StrandedMove, _stranded_legal, _stranded_answer
)
#: Optional rule "Les protecteurs" (the ``protect`` question).
PROTECT: Family[SupremacyState, Answer] = Family(Answer, _protect_legal, _protect_answer)
