"""The board: who owns a unit, where it is, its values, control (5.0), stacking (4.0, 20.0)
and supply (14.0-14.10). Pure helpers over a :class:`~rules.fitna.state.FitnaState`."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import chain

from rules.core.stacks import HiddenStack
from rules.core.text import Said

from .data import map as fmap
from .data import scenarios, tables, units
from .state import FitnaOptions, FitnaState

DAESH = "DAESH"
KURDS = ("PYD", "KDP", "PKK")
#: Kurdish supports/Daesh: units that no seat holds.
UNHELD = (DAESH, *KURDS)


def scenario(state: FitnaState) -> scenarios.Scenario:
    return _facts(state).scenario


def scenario_of_options(options: FitnaOptions, players: int) -> scenarios.Scenario:
    """The scenario a game's options name for ``players``: an authored one (its two-player
    version, or its version for that many), or the players' own (rule 33, scenario 0)."""
    if options.scenario == 0 and options.custom is not None:
        from . import custom

        return custom.scenario_of(options.custom)
    return scenarios.scenario_for(options.scenario, options.two_player, players)


@dataclass(frozen=True, eq=False)
class ScenarioFacts:
    """What the board's helpers read from a game's scenario, worked out once per scenario
    (the scenario never changes during a game; these helpers run hundreds of thousands of
    times per game): who moves each nation's units, the allied pairs, the Kurdish player."""

    scenario: scenarios.Scenario
    #: nation -> the first seat whose ``controls`` name it (rule 20 as the scenario applies it).
    side_of_nation: dict[str, str]
    #: Every pair of ``Scenario.allies``, both ways round.
    allies: frozenset[tuple[str, str]]
    kurdish_seat: str | None
    play_area: frozenset[str]
    israel: frozenset[str]
    jordan_supply: bool
    #: Every counter's side while no card or coup has moved it to another
    #: (``state.side_override``): its nation's side by :attr:`side_of_nation`, else the nation.
    side_of_unit: dict[str, str]

    def friends(self, side: str) -> frozenset[str]:
        """``side`` and its allies (the sides :func:`same_side` with it)."""
        return frozenset({side} | {b for a, b in self.allies if a == side})


def _facts_of(scen: scenarios.Scenario) -> ScenarioFacts:
    side_of_nation: dict[str, str] = {}
    for seat in scen.seats:
        for nat in seat.controls:
            side_of_nation.setdefault(nat, seat.id)
    return ScenarioFacts(
        scenario=scen,
        side_of_nation=side_of_nation,
        allies=frozenset(scen.allies) | frozenset((b, a) for a, b in scen.allies),
        kurdish_seat=next(
            (seat.id for seat in scen.seats if set(seat.controls) & set(KURDS)), None
        ),
        play_area=frozenset(scen.play_area),
        israel=frozenset(seat.id for seat in scen.seats if "ISR" in seat.controls),
        jordan_supply=any(r.id == "jordan_supply" for r in scen.rules),
        side_of_unit={
            uid: side_of_nation.get(found.nation, found.nation)
            for uid, found in units.UNITS.items()
        },
    )


#: Facts by the id of their scenario object (each kept with its scenario, so that the id is
#: not reused while it is in here): the scenario is looked up as before every time
#: (:func:`scenario_of_options`), only what is read from it is cached.
_FACTS: dict[int, ScenarioFacts] = {}
#: The scenarios of the last ``custom`` objects of options met (rule 33: building one's key
#: is a JSON dump), each object kept with its scenario for the same reason.
_CUSTOM_SEEN: dict[int, tuple[object, scenarios.Scenario]] = {}


def _facts(state: FitnaState) -> ScenarioFacts:
    """The facts of the game's scenario (:func:`scenario_of_options`), cached."""
    options = state.options
    if options.scenario == 0 and options.custom is not None:
        seen = _CUSTOM_SEEN.get(id(options.custom))
        if seen is not None and seen[0] is options.custom:
            scen = seen[1]
        else:
            scen = scenario_of_options(options, len(state.seats))
            if len(_CUSTOM_SEEN) >= 64:
                _CUSTOM_SEEN.clear()
            _CUSTOM_SEEN[id(options.custom)] = (options.custom, scen)
    else:
        scen = scenarios.scenario_for(options.scenario, options.two_player, len(state.seats))
    return facts_of(scen)


def facts_of(scen: scenarios.Scenario) -> ScenarioFacts:
    """The facts of ``scen`` (:class:`ScenarioFacts`), worked out once per scenario."""
    found = _FACTS.get(id(scen))
    if found is None or found.scenario is not scen:
        found = _FACTS[id(scen)] = _facts_of(scen)
    return found


def kurdish_seat(state: FitnaState) -> str | None:
    """Scenario 7's Kurdish player (26.0: "Les Kurdes ne sont pas représentés par un joueur à
    part entière (sauf dans le scénario 7)"): the seat holding the Kurdish factions, if any."""
    return _facts(state).kurdish_seat


def kurd_sides(state: FitnaState) -> list[str]:
    """The sides Kurdish units belong to: the Kurdish player's, or each faction's own."""
    held = kurdish_seat(state)
    return [held] if held is not None else list(KURDS)


def is_kurdish(state: FitnaState, side: str | None) -> bool:
    """Whether ``side`` is the Kurds (a faction moved by cards, or scenario 7's player)."""
    return side in KURDS or (side is not None and side == kurdish_seat(state))


def scenario_facts(state: FitnaState) -> scenarios.ScenarioFacts:
    return scenarios.facts_of(state.options.scenario)


def unit(uid: str) -> units.Unit:
    return units.UNITS[uid]


def nation(state: FitnaState, uid: str) -> str:
    """The unit's nationality (a coup's defectors fly the Free Syrian Army's flag, 23.2)."""
    nat = units.UNITS[uid].nation
    if nat == "SYR" and state.side_override.get(uid):
        return "FSA"
    return nat


def side_of(state: FitnaState, uid: str) -> str:
    """The side a unit belongs to: the seat that moves it (rule 20 as the scenario applies
    it), else Daesh or its Kurdish faction."""
    return _side(state, _facts(state), uid)


def _side(state: FitnaState, facts: ScenarioFacts, uid: str) -> str:
    """:func:`side_of` with the scenario's facts at hand (for loops over many units)."""
    override = state.side_override
    if uid in override:  # a coup's defectors (23.2) too: their side is the override's
        return override[uid]
    return facts.side_of_unit[uid]


def sides_of_units(state: FitnaState) -> dict[str, str]:
    """Every counter's :func:`side_of`, by id (for a loop over all the game's counters)."""
    facts = _facts(state)
    return {uid: _side(state, facts, uid) for uid in units.UNITS}


def units_by_side(state: FitnaState) -> Counter[str]:
    """How many units each side has on the map (:func:`side_of` of every unit in a stack),
    counted in one pass (the computer players' evaluation asks it of every state it scores)."""
    override, base = state.side_override, _facts(state).side_of_unit
    on_map = chain.from_iterable(found.units for found in state.stacks.values())
    if not override:
        return Counter(map(base.__getitem__, on_map))
    return Counter(override[uid] if uid in override else base[uid] for uid in on_map)


def seat_of_side(state: FitnaState, side: str | None) -> int | None:
    if side is None or side not in state.sides:
        return None
    return state.sides.index(side)


def seat_on_turn(state: FitnaState) -> int:
    """The seat whose phase it is (or who chooses its opening hand, 7.0)."""
    return state.order[state.active]


def seat_of_nation(state: FitnaState, nation: str) -> int | None:
    """The seat whose scenario seat controls ``nation``'s forces (``None``: nobody's)."""
    for index, seat in enumerate(scenario(state).seats):
        if nation in seat.controls:
            return index
    return None


def sides_of_seat(state: FitnaState, seat: int) -> str:
    return state.sides[seat]


def stack(state: FitnaState, box: str) -> HiddenStack | None:
    return state.stacks.get(box)


def units_at(state: FitnaState, box: str) -> list[str]:
    found = state.stacks.get(box)
    return list(found.units) if found is not None else []


def side_at(state: FitnaState, box: str) -> str | None:
    found = state.stacks.get(box)
    return found.face if found is not None and found.units else None


def box_of(state: FitnaState, uid: str) -> str | None:
    for box, found in state.stacks.items():
        if uid in found.units:
            return box
    return None


def on_map(state: FitnaState) -> dict[str, str]:
    """Every unit on the map and its box."""
    return {uid: box for box, found in state.stacks.items() for uid in found.units}


def is_reduced(state: FitnaState, uid: str) -> bool:
    return uid in state.reduced


def attack_of(state: FitnaState, uid: str) -> int:
    u = unit(uid)
    return int(u.reduced_attack) if uid in state.reduced and u.reduced_attack else u.attack


def defence_of(state: FitnaState, uid: str) -> int:
    u = unit(uid)
    return int(u.reduced_defence) if uid in state.reduced and u.reduced_defence else u.defence


def unit_text(state: FitnaState, uid: str) -> str:
    """A unit as a revealed stack shows it: its name and factors (a garrison's defence)."""
    u = unit(uid)
    if u.size == "garrison":
        return f"{u.name} [{defence_of(state, uid)}]"
    return f"{u.name} {attack_of(state, uid)}-{defence_of(state, uid)}"


def movement_of(state: FitnaState, uid: str) -> int:
    """Movement points: isolated units move 2 whatever their type (14.1); airmobile units
    move 3 on the ground (17.2); Daesh fighters and garrisons never move (None -> 0)."""
    u = unit(uid)
    if u.movement is None:
        return 0
    if u.movement <= tables.ISOLATED_MOVEMENT or not state.isolated:
        return u.movement  # isolation changes nothing: its box is not looked for
    return movement_on(state, uid, box_of(state, uid))


def movement_on(state: FitnaState, uid: str, box: str | None) -> int:
    """:func:`movement_of` a unit whose box is known to be ``box``."""
    u = unit(uid)
    if u.movement is None:
        return 0
    if box is not None and box in state.isolated:
        return min(u.movement, tables.ISOLATED_MOVEMENT)
    return u.movement


def enemies(a: str | None, b: str | None) -> bool:
    """Two different sides (without a scenario's alliances: see :func:`hostile`)."""
    return a is not None and b is not None and a != b


def allied(state: FitnaState, a: str | None, b: str | None) -> bool:
    """The same side, or two seats the scenario makes allies (``Scenario.allies``)."""
    if a is None or b is None:
        return False
    return a == b or (a, b) in _facts(state).allies


def hostile(state: FitnaState, a: str | None, b: str | None) -> bool:
    """Sides that fight: different and not allies (4.0: only enemy units never stack)."""
    return a is not None and b is not None and a != b and (a, b) not in _facts(state).allies


def owner_seat(state: FitnaState, side: str) -> int | None:
    return seat_of_side(state, side)


# ------------------------------------------------------------------------------ placing units


def place(state: FitnaState, uid: str, box: str) -> None:
    """Put ``uid`` on ``box`` (its stack created if needed) and give the box to its side.
    A stack that changes is unknown again to every seat but its owner (30.0)."""
    side = side_of(state, uid)
    found = state.stacks.get(box)
    if found is None or not found.units:
        seat = seat_of_side(state, side)
        known = (
            [] if side == DAESH else ([seat] if seat is not None else list(range(len(state.seats))))
        )
        found = HiddenStack(owner=seat, units=[], known_to=known, face=side)
        state.stacks[box] = found
    found.add(uid)
    _settle_face(state, box)
    reset_knowledge(state, box)
    take_control(state, box, found.face)


def restore(state: FitnaState, uid: str) -> None:
    """A reduced unit back to full strength."""
    state.reduced.remove(uid)
    _strength_changed(state, uid)


def _strength_changed(state: FitnaState, uid: str) -> None:
    """A unit's defence changed: a box allies share may change hands (31.0)."""
    box = box_of(state, uid)
    if box is not None and len(shared_by(state, box)) > 1:
        _settle_face(state, box)
        reset_knowledge(state, box)
        take_control(state, box, state.stacks[box].face)


def _settle_face(state: FitnaState, box: str) -> None:
    """Who a box shared by allies belongs to (31.0: "c'est le joueur dont les unités ou les
    milices disposent du plus grand nombre de points de défense déployées dessus qui contrôle
    cette case"); on a tie the side that held it keeps it."""
    found = state.stacks[box]
    strength: dict[str, int] = {}
    for uid in found.units:
        side = side_of(state, uid)
        strength[side] = strength.get(side, 0) + defence_of(state, uid)
    if len(strength) < 2 and found.face in strength:
        return
    best = max(strength.values())
    leaders = [s for s, v in strength.items() if v == best]
    face = found.face if found.face in leaders else sorted(leaders)[0]
    found.face = face
    found.owner = seat_of_side(state, face)


def shared_by(state: FitnaState, box: str) -> list[str]:
    """The sides with units on ``box`` (several only where allies share it)."""
    facts = _facts(state)
    return sorted({_side(state, facts, u) for u in units_at(state, box)})


def reset_knowledge(state: FitnaState, box: str) -> None:
    found = state.stacks[box]
    if found.face == DAESH:
        found.known_to = []
    elif found.face in KURDS:
        # no player's: seen by the player moving them for now (26.2), else by nobody
        active = state.activation
        mover = state.order[state.active] if active is not None and active.side == "KURDS" else None
        found.known_to = [mover] if mover is not None else []
    else:
        # each player whose units are on the box knows it (allies share boxes)
        seats = {seat_of_side(state, side) for side in shared_by(state, box)}
        found.known_to = sorted(s for s in seats if s is not None)


def lift(state: FitnaState, uid: str) -> str | None:
    """Take ``uid`` off the map; the box it left (control stays: 5.0, the last to pass)."""
    box = box_of(state, uid)
    if box is None:
        return None
    found = state.stacks[box]
    found.remove(uid)
    if not found.units:
        del state.stacks[box]
    elif len({side_of(state, u) for u in found.units} | {found.face}) > 1:
        # an ally's box: the player with the most defence points left holds it (31.0)
        _settle_face(state, box)
        reset_knowledge(state, box)
        take_control(state, box, found.face)
    return box


def move_unit(state: FitnaState, uid: str, path: Iterable[str]) -> None:
    """Move along ``path`` (the boxes entered in order): each box passed becomes the mover's
    (5.0: "le dernier joueur à y être passé"), the last one holds it."""
    side = side_of(state, uid)
    boxes = list(path)
    lift(state, uid)
    for box in boxes[:-1]:
        if not units_at(state, box):  # an ally's occupied box stays his
            take_control(state, box, side)
    place(state, uid, boxes[-1])


#: 21.0: "que si Israël s'est emparé de Damas" (:mod:`rules.fitna.caveats`).
DAMASCUS_TAKEN = "israel_took_damascus"


def take_control(state: FitnaState, box: str, side: str) -> None:
    before = state.control.get(box)
    if before != side and box in state.entrenchments:
        state.entrenchments.remove(box)  # 18.4, 19.0: lost with the box
    state.control[box] = side
    if box == "damascus" and DAMASCUS_TAKEN not in state.caveats_lifted and is_israel(state, side):
        state.caveats_lifted.append(DAMASCUS_TAKEN)


def is_israel(state: FitnaState, side: str) -> bool:
    """Whether ``side`` is Israel: the seat moving the Israeli units."""
    return side in _facts(state).israel


def eliminate(state: FitnaState, uid: str) -> None:
    """Off the map to the replacements pool (18.5); Daesh counters to Daesh's pool (25.1),
    decoys out of the game once revealed, Kurds to the Kurdish pool (26.1)."""
    lift(state, uid)
    if uid in state.reduced:
        state.reduced.remove(uid)
    u = unit(uid)
    if u.decoy:
        state.removed_units.append(uid)
    elif u.nation == DAESH:
        state.pools.setdefault(DAESH, []).append(uid)
    elif u.nation == "PKK" and state.pkk_over:
        state.removed_units.append(uid)  # 26.7: "ils ne peuvent plus alors revenir en jeu"
    elif u.nation in KURDS:
        state.pools.setdefault(u.nation, []).append(uid)
    else:
        state.eliminated.append(uid)


def lose_step(state: FitnaState, uid: str) -> str:
    """One step lost: a full two-step unit flips, anything else is eliminated (18.5)."""
    if unit(uid).steps == 2 and uid not in state.reduced:
        state.reduced.append(uid)
        _strength_changed(state, uid)
        return "reduced"
    eliminate(state, uid)
    return "eliminated"


# ------------------------------------------------------------------------------ stacking


def can_stack(state: FitnaState, box: str, adding: list[str], leaving: Iterable[str] = ()) -> bool:
    """Whether ``adding`` may end on ``box`` (4.0, 20.0): no enemy there; at most 3 units (4
    for Daesh), one corps; Daesh and the Kurds alone (25.1, 26.0); Kurdish factions apart."""
    found = state.stacks.get(box)
    if found is None or not found.units:
        together = list(adding)
    else:
        gone = set(leaving) if leaving else ()
        present = [u for u in found.units if u not in gone]
        together = present + [u for u in adding if u not in present]
    if len(together) < 2:
        # nothing, or one unit alone: within every limit (3 units, 1 corps) and no pair of
        # rule 20 to keep apart
        return True
    facts = _facts(state)
    sides = {_side(state, facts, u) for u in together}
    if len(sides) > 1:
        allies = facts.allies
        if any(a != b and (a, b) not in allies for a in sides for b in sides):
            return False
    limit = tables.STACK_LIMIT_DAESH if sides == {DAESH} else tables.STACK_LIMIT
    if len(together) > limit:
        return False
    if sum(1 for u in together if units.UNITS[u].corps) > tables.CORPS_PER_STACK:
        return False
    if len(sides) > 1 and _russians_with_iranians(state, together):
        return False
    kurds_together = facts.kurdish_seat is not None  # 26.2: "sauf dans le scénario 7"
    return nations_may_stack({nation(state, u) for u in together}, kurds_together)


def _russians_with_iranians(state: FitnaState, together: list[str]) -> bool:
    """20.0: "Les unités russes ne peuvent pas s'empiler et combattre avec des unités
    iraniennes, sauf dans les scénarios où l'Iran et la Russie sont contrôlés par un même
    joueur": Russians and Iranians of different players in one box."""
    russian = {side_of(state, u) for u in together if nation(state, u) == "RUS"}
    iranian = {side_of(state, u) for u in together if nation(state, u) in ("IRN", "HEZB_IRN")}
    return bool(russian and iranian and russian != iranian)


#: Rule 20's pairs that never stack or fight together.
NEVER_TOGETHER: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    (frozenset({"IRQ"}), frozenset({"SYR", "SYR_MIL"})),  # Iraqis and Syrians
    (frozenset({"SHIA"}), frozenset({"RUS"})),  # Shia militias never with Russians
    (frozenset({"RUS"}), frozenset({"IRN", "HEZB_IRN"})),  # Russians and Iranians (20.0)
    (frozenset({"ISR"}), frozenset({"TUR", "JOR"})),  # Israelis, Turks, Jordanians apart
    (frozenset({"TUR"}), frozenset({"JOR"})),
)


def nations_may_stack(nats: set[str], kurds_together: bool = False) -> bool:
    """Rule 20's bans among units in one box: Kurdish factions apart (26.2; together in
    scenario 7, ``kurds_together``), the pairs of :data:`NEVER_TOGETHER`, the Lebanese army
    only with Iranians and Syrians. Russians stack with Iranians when one player holds both
    (20.0); those of different players never share a box (:func:`can_stack`)."""
    if len(nats & set(KURDS)) > 1 and not kurds_together:
        return False
    for first, second in NEVER_TOGETHER:
        if nats & first and nats & second and first != frozenset({"RUS"}):
            return False
    allowed_with_lebanese = {"LEB", "IRN", "HEZB_IRN", "HEZB_LEB", "SYR", "SYR_MIL", "SHIA"}
    return not ("LEB" in nats and not nats <= allowed_with_lebanese)


# ------------------------------------------------------------------------------ 20.0's leave

HEZBOLLAH = ("HEZB_LEB", "HEZB_IRN")


def leave_giver(state: FitnaState, seat: int) -> int | None:
    """20.0: "Dans les scénarios où sont présents à la fois un joueur iranien et un joueur
    syrien, le joueur syrien doit demander la permission au joueur iranien (qui est libre
    d'accepter ou non) pour déplacer ou engager au combat les unités du Hezbollah empilées
    avec des unités syriennes": the player whose leave ``seat`` needs, when ``seat`` is the
    Syrian player and another player holds Hezbollah."""
    seats = scenario(state).seats
    if seat >= len(seats) or "SYR" not in seats[seat].controls:
        return None
    for other, found in enumerate(seats):
        if other != seat and set(found.controls) & set(HEZBOLLAH):
            return other
    return None


def stacked_hezbollah(state: FitnaState, seat: int) -> list[str]:
    """The other player's Hezbollah units on boxes where ``seat`` has Syrian units."""
    giver = leave_giver(state, seat)
    if giver is None:
        return []
    own = state.sides[seat]
    found: list[str] = []
    for box in sorted(state.stacks):
        here = units_at(state, box)
        if any(side_of(state, u) == own and nation(state, u) in ("SYR", "SYR_MIL") for u in here):
            found += [u for u in here if nation(state, u) in HEZBOLLAH
                      and side_of(state, u) == state.sides[giver]]  # fmt: skip
    return found


def lent_units(state: FitnaState, seat: int) -> list[str]:
    """Hezbollah units ``seat`` may move and engage this phase (20.0's leave granted)."""
    return stacked_hezbollah(state, seat) if state.leave_granted else []


# ------------------------------------------------------------------------------ the map


def friends(state: FitnaState, side: str) -> frozenset[str]:
    """``side`` and its allies: the sides not :func:`hostile` to it."""
    return _facts(state).friends(side)


def play_area(state: FitnaState) -> frozenset[str]:
    """The countries units may enter (scenario 1's ``play_area`` rule); empty: all of them."""
    return _facts(state).play_area


def in_play_area(state: FitnaState, box: str) -> bool:
    """Scenario 1: units enter only Syria and Lebanon (its ``play_area`` rule)."""
    area = _facts(state).play_area
    return not area or fmap.BOXES[box].country in area


def kurd_zone_closed(state: FitnaState, box: str, side: str) -> bool:
    """26.0: nobody moves through Kurdish boxes occupied by peshmergas; Kurds never enter
    another faction's boxes (except scenario 7, where one player's Kurds are one side, not
    a faction, and go anywhere; his boxes are enemy boxes to the others)."""
    here = side_at(state, box)
    if side not in KURDS:
        return here in KURDS
    faction = fmap.BOXES[box].kurd
    return faction is not None and faction != side


@functools.cache
def box_label(box: str) -> Said:
    """A box as an answer (``label.box``), made once per box: a :class:`Said` never changes,
    so the trees share it (issue 31)."""
    return Said("label.box", box=box)


def box_name(box: str) -> str:
    return fmap.BOXES[box].name


def country(box: str) -> str:
    return fmap.BOXES[box].country


# ------------------------------------------------------------------------------ supply


def line_ok(state: FitnaState, side: str, box: str) -> bool:
    """A box a supply line may pass (:func:`_line_passable`)."""
    return box in _line_passable(state, side)


def _line_passable(state: FitnaState, side: str) -> set[str]:
    """The boxes a supply line of ``side`` may pass (:meth:`SupplyLines.passable`)."""
    return SupplyLines(state).passable(side)


class SupplyLines:
    """The supply lines of one board (14.0), each side's worked out once, when first asked:
    who holds each box and whose units stand on each occupied box are read once for every
    side. The board must not change while it is in use."""

    def __init__(self, state: FitnaState) -> None:
        self.state = state
        self.facts = _facts(state)
        self._groups: dict[str, dict[str, frozenset[str]]] = {}
        self._held: dict[str | None, list[str]] | None = None
        self._faces: list[tuple[str, str]] = []

    def passable(self, side: str) -> set[str]:
        """The boxes a supply line of ``side`` may pass: held by the side (or an ally) and
        free of enemies (14.0: "cases contrôlées et ravitaillées"); scenario 1 lends the
        boxes of Jordan nobody holds to the rebels (the last seat), its ``jordan_supply``
        rule."""
        state = self.state
        if self._held is None:
            held_by: dict[str | None, list[str]] = {}
            for box, owner in state.control.items():
                held_by.setdefault(owner, []).append(box)
            self._held = held_by
            self._faces = [(box, found.face) for box, found in state.stacks.items() if found.units]
        friends = self.facts.friends(side)
        held: set[str] = set()
        for friend in friends:
            held.update(self._held.get(friend, ()))
        if self.facts.jordan_supply and side == state.sides[-1]:
            held |= {box for box in _jordan() if state.control.get(box) is None}
        for box, face in self._faces:
            if face not in friends:
                held.discard(box)
        return held

    def groups(self, side: str) -> dict[str, frozenset[str]]:
        """Every box a supply line of ``side`` may pass and the group of such boxes linked
        to it by adjacent ones: a line reaches exactly its group (:func:`linked_groups`, kept
        by the set of those boxes)."""
        found = self._groups.get(side)
        if found is None:
            found = self._groups[side] = linked_groups(frozenset(self.passable(side)))
        return found


@functools.cache
def _jordan() -> tuple[str, ...]:
    return fmap.boxes_in("JOR")


#: The groups of the sets of passable boxes met lately (:func:`linked_groups`).
_GROUPS: dict[frozenset[str], dict[str, frozenset[str]]] = {}


def linked_groups(passable: frozenset[str]) -> dict[str, frozenset[str]]:
    """Each box of ``passable`` and the group of boxes of ``passable`` linked to it by
    adjacent ones: map data and the set alone, so the groups are kept by the set (the board
    changes at every move, the boxes a side's line may pass seldom do; the regions a
    strategic move crosses, ``movement.Lookups.reach``, too)."""
    groups = _GROUPS.get(passable)
    if groups is not None:
        return groups
    groups = {}
    for start in passable:
        if start in groups:
            continue
        members = {start}
        frontier = [start]
        while frontier:
            for nb in fmap.NEIGHBOURS[frontier.pop()]:
                if nb in passable and nb not in members:
                    members.add(nb)
                    frontier.append(nb)
        group = frozenset(members)
        for member in members:
            groups[member] = group
    if len(_GROUPS) >= 512:
        _GROUPS.clear()
    _GROUPS[passable] = groups
    return groups


def _reaches(groups: dict[str, frozenset[str]], where: str, goal: frozenset[str]) -> bool:
    """Whether a supply line from ``where`` (its side's ``groups``, :meth:`SupplyLines.groups`)
    reaches a box of ``goal`` (14.0): ``where`` itself when a line may pass it, or a box
    linked to it through boxes a line may pass."""
    own = groups.get(where)
    if own is not None:  # ``where`` may be passed: its group is the line's reach
        return not goal.isdisjoint(own)
    return any(not goal.isdisjoint(groups[nb]) for nb in fmap.NEIGHBOURS[where] if nb in groups)


@functools.cache
def _sources_of(nat: str) -> frozenset[str]:
    return fmap.sources_for(nat) if nat in fmap.SUPPLY_RULES else frozenset()


@functools.cache
def _saudi_sources() -> frozenset[str]:
    return frozenset(fmap.boxes_in("SAU"))


def sources(state: FitnaState, uid: str) -> frozenset[str]:
    """The supply sources of the unit's nationality (14.0-14.10); a Kurdish player's units
    draw supply on any faction's boxes (26.0: "ne peuvent pas ... se ravitailler sur une
    case d'une autre faction kurde (sauf dans le scénario 7)")."""
    nat = nation(state, uid)
    if nat in KURDS and kurdish_seat(state) is not None:
        return _kurdish_sources()
    return _sources_of(nat)


@functools.cache
def _kurdish_sources() -> frozenset[str]:
    return frozenset().union(*(_sources_of(f) for f in KURDS))


def supplied(state: FitnaState, uid: str, box: str | None = None) -> bool:
    """Whether a unit is supplied (14.0): on a source of its nationality held by its side, or
    linked to one by adjacent boxes its side controls and holds free of enemies; units on an
    airmobile assault count as supplied to the end of the combat segment (17.2.2)."""
    return supply_test(state, uid)(box or box_of(state, uid))


def supply_test(
    state: FitnaState, uid: str, lines: SupplyLines | None = None
) -> Callable[[str | None], bool]:
    """:func:`supplied` for ``uid`` on any box, for asking about many boxes of one board
    (every destination of a move): the unit's nation, side, sources and supply lines are
    worked out once. Ask only while the board stays as it is. ``lines``: the supply lines
    of each side already worked out for this board (filled in as they are)."""
    nat = nation(state, uid)
    side = side_of(state, uid)
    ruled = nat in fmap.SUPPLY_RULES
    own_goal = sources(state, uid)
    assaulted = state.air_assaulted
    groups: dict[str, frozenset[str]] | None = None

    def test(where: str | None) -> bool:
        nonlocal groups
        if where is None:
            return False
        if ruled and fmap.always_supplied(nat, where):
            return True
        if where in assaulted:
            return True
        goal = own_goal
        if nat in ("SUNNI", "ALSHAM") and fmap.BOXES[where].country == "IRQ":
            # 14.3: "Les milices sunnites & Al Sham déployées en Irak doivent se ravitailler
            # en Arabie saoudite" (14.4's Turkey and Jordan are for those in Syria).
            goal = _saudi_sources()
        if not goal:
            return False
        if groups is None:
            groups = (lines or SupplyLines(state)).groups(side)
        return _reaches(groups, where, goal)

    return test


def box_supplied(
    state: FitnaState,
    box: str,
    lines: SupplyLines | None = None,
    tests: dict[tuple[str, str], Callable[[str | None], bool]] | None = None,
) -> bool:
    """A stack is supplied when a unit in it is (14.1: "une unité isolée rejointe par une
    unité ravitaillée est de nouveau ravitaillée"). ``lines``: see :func:`supply_test`;
    ``tests``: the supply tests already made for this board, by nation and side (what a
    unit's test reads of it), filled in as they are made."""
    found = state.stacks.get(box)
    if found is None:
        return False
    if tests is None:
        return any(supply_test(state, u, lines)(box) for u in found.units)
    lines = lines or SupplyLines(state)
    facts = lines.facts
    for uid in found.units:
        kind = (nation(state, uid), _side(state, facts, uid))
        test = tests.get(kind)
        if test is None:
            test = tests[kind] = supply_test(state, uid, lines)
        if test(box):
            return True
    return False


def mark_isolation(state: FitnaState) -> list[str]:
    """The supply segment (12.1 step 2): every occupied box whose units are not all supplied
    is marked isolated; the list of boxes newly isolated."""
    before = set(state.isolated)
    lines = SupplyLines(state)  # the board does not change meanwhile
    tests: dict[tuple[str, str], Callable[[str | None], bool]] = {}
    marked = sorted(box for box in state.stacks if not box_supplied(state, box, lines, tests))
    state.isolated = marked
    return [b for b in marked if b not in before]


def lift_isolation(state: FitnaState) -> list[str]:
    """After the offensives (12.1 step 5): isolation markers come off where supply is back."""
    lines = SupplyLines(state)  # the board does not change meanwhile
    tests: dict[tuple[str, str], Callable[[str | None], bool]] = {}
    back = [
        b for b in state.isolated if b not in state.stacks or box_supplied(state, b, lines, tests)
    ]
    state.isolated = [b for b in state.isolated if b not in back]
    return back


def join_stack(state: FitnaState, origin: str | None, box: str) -> bool:
    """A unit came from ``origin`` onto ``box``: 14.1 "Si une unité ravitaillée s'empile avec
    une unité précédemment non-ravitaillée, cette dernière redevient aussitôt ravitaillée".
    A unit is supplied when its box bears no isolation marker (or it is on an airmobile
    assault, 17.2.2); joining an isolated stack, it lifts the marker at once. Whether it did."""
    if box not in state.isolated or origin is None:
        return False
    if origin in state.isolated and origin not in state.air_assaulted:
        return False
    state.isolated.remove(box)
    return True


def side_units(state: FitnaState, side: str) -> list[str]:
    """The units of ``side`` on the map, sorted."""
    return sorted(u for _box, u in side_units_on(state, side))


def side_units_on(state: FitnaState, side: str) -> Iterator[tuple[str, str]]:
    """Each unit of ``side`` on the map with its box, in the stacks' order (:func:`_side`
    written out: asked of every unit on the map at every move)."""
    override = state.side_override
    by_nation = _facts(state).side_of_nation
    every = units.UNITS
    for box, found in state.stacks.items():
        for u in found.units:
            if u in override:
                if override[u] == side:
                    yield box, u
                continue
            nat = every[u].nation  # not overridden: no defector's flag either (nation)
            if by_nation.get(nat, nat) == side:
                yield box, u


def controlled(state: FitnaState, side: str) -> list[str]:
    return sorted(b for b, s in state.control.items() if s == side)
