"""The order of play: the choice of superpowers, the start, phase 1's payments, the choice of
the next phase, the end of a phase and of the turn — each move's legal tree beside its play;
and what is checked after every move (``after_move``, the run of the turn's stages).

Book: "Le choix des Superpuissances", "Ordre du jeu" (phases 1 and 2 every turn, then up to
three of phases 3 to 7 in order; no attack in one's first turn), "Phase 1", "Phase 2",
"Attribution aléatoire" (optional rule).
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event
from rules.core.builders import action, ask
from rules.core.flow import Family, Frame, frame, goto
from rules.core.text import Said

from . import economy, military, simultaneous
from . import forces as F
from .actions import Choose, Disband, Done, EndTurn, Pay, Phase
from .data import cards as sdata
from .data import tables, world
from .endings import check_supremacy, detente
from .messages import say
from .state import RESOURCES, TURN_STEPS, SupremacyState, Turn

# ---------------------------------------------------------------------- the set-up's choice


def _free_powers(state: SupremacyState) -> list[str]:
    return [p for p in sdata.SUPERPOWERS if p not in {x.power for x in state.powers}]


def choosing(state: SupremacyState, current: Frame) -> list[int]:
    """The set-up waits on the next player to choose."""
    return [state.choosing[0]]


def _choose_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    free = _free_powers(state)
    if state.options.random_attribution:
        label = Said("label.pick_pack")
        choices = [
            Choice(value=f"pack_{i + 1}", label=Said("label.pack", number=i + 1))
            for i in range(len(free))
        ]
    else:
        label = Said("label.choose_power")
        choices = [Choice(value=p, label=Said("label.power", power=p)) for p in free]
    return [action("choose", label, "power", Said("step.superpower"), choices)]


def _choose(state: SupremacyState, seat: int, move: Choose) -> list[Event]:
    choice = move.power
    if choice.startswith("pack_"):
        choice = state.rng.choice(_free_powers(state))
    state.powers[seat].power = choice
    state.choosing.pop(0)
    events = [say("chosen", name=state.seats[seat], power=choice)]
    if not state.choosing:
        # The last to choose plays first; with random attribution, the distributor
        # (the highest die, who chose last) does.
        state.first = seat
        events += _start(state)
    return events


def _start(state: SupremacyState) -> list[Event]:
    """Everyone has a superpower: the home companies face up, one army per home territory,
    the unchosen superpowers' cards shuffled into the deck; the last to choose plays
    first."""
    taken = set()
    rng = state.rng
    for seat, power in enumerate(state.powers):
        if state.options.random_attribution:
            pack = [c.id for c in sdata.home_cards(power.power)]  # type: ignore[arg-type]
            rng.shuffle(pack)
            power.companies = sorted(pack[:3])
        else:
            power.companies = sorted(c.id for c in sdata.home_cards(power.power))  # type: ignore[arg-type]
        taken |= set(power.companies)
        for region in world.home_territories(power.power):
            F.add(state, region, seat, armies=1)
            state.holders[region] = seat
    state.deck.draw_pile = [c for c in sdata.DECK if c not in taken]
    rng.shuffle(state.deck.draw_pile)
    events: list[Event] = []
    if state.options.random_attribution:
        events += _random_attribution(state)
    F.tidy(state)
    state.stage = "play"
    goto(state, frame("turn"))
    state.turn = Turn(seat=state.first, number=1)
    if state.options.simultaneous:
        return events + simultaneous.start_round(state)
    events.append(say("turn", name=state.seats[state.first], number=1, round=1))
    return events


def _random_attribution(state: SupremacyState) -> list[Event]:
    """Optional rule "Attribution aléatoire": three more cards each from the deck (none of
    another player's superpower, no territory two players share, no bomb or SAN), an army on
    each foreign territory of one's cards, a die of each resource, prices from two dice."""
    rng = state.rng
    homes_of = {seat: set(world.home_territories(p.power)) for seat, p in enumerate(state.powers)}
    everyone_home = set().union(*homes_of.values())
    deck = state.deck.draw_pile
    for seat, power in enumerate(state.powers):
        got = 0
        while got < 3 and deck:
            card = deck.pop(0)
            kind = sdata.card_kind(card)
            territory = sdata.RESOURCE_CARDS[card].territory if kind in RESOURCES else None
            held = {
                sdata.RESOURCE_CARDS[c].territory
                for s, p in enumerate(state.powers)
                if s != seat
                for c in p.companies
            }
            if (
                territory is None
                or (territory in everyone_home and territory not in homes_of[seat])
                or territory in held
            ):
                deck.append(card)
                rng.shuffle(deck)
                continue
            power.companies.append(card)
            got += 1
        power.companies.sort()
        for card in power.companies:
            territory = sdata.RESOURCE_CARDS[card].territory
            if territory not in homes_of[seat] and not F.armies(state, territory, seat):
                F.add(state, territory, seat, armies=1)
                state.holders[territory] = seat
        power.storage = {r: rng.die() for r in ("grain", "oil", "minerals")}
    for resource in ("grain", "oil", "minerals"):
        state.prices[resource] = tables.price_counted_from_floor(rng.die() + rng.die())
    return [
        say(
            "random_set_up",
            grain=state.prices["grain"],
            oil=state.prices["oil"],
            minerals=state.prices["minerals"],
        )
    ]


# ---------------------------------------------------------------------- phases 1 and 2


def step_of_the_turn(state: SupremacyState, current: Frame) -> str:
    """The turn's frame stands for the stage of the phase the player on turn is at."""
    return TURN_STEPS[state.turn.phase]


def on_turn(state: SupremacyState, current: Frame) -> list[int]:
    """The turn's steps wait on the player on turn."""
    return [state.turn.seat]


def _disband_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    turn = state.turn
    if not turn.unpaid_forces:
        return []
    places = sorted({f.where for f in state.forces if f.seat == seat})
    units = []
    for unit in ("army", "fleet"):
        where = [
            Choice(value=r, label=military.region_label(r))
            for r in places
            if (F.armies if unit == "army" else F.fleets)(state, r, seat)
            and (unit == "fleet" or world.is_land(r) or F.capacity_at_sea(state, r, seat) >= 0)
        ]
        if where:
            units.append(
                Choice(
                    value=unit,
                    label=Said("label.unit", unit=unit),
                    then=ask("where", Said("step.where"), where),
                )
            )
    label = Said("label.disband", left=turn.unpaid_forces)
    return [action("disband", label, "unit", Said("step.what"), units)]


def _disband(state: SupremacyState, seat: int, move: Disband) -> list[Event]:
    turn = state.turn
    if move.unit == "army":
        F.remove(state, move.where, seat, armies=1)
    else:
        F.remove(state, move.where, seat, fleets=1)
        excess = -F.capacity_at_sea(state, move.where, seat)
        if excess > 0:
            F.remove(state, move.where, seat, armies=excess)
    # Armies aboard a disbanded fleet beyond the others' capacity are lost with it.
    turn.unpaid_forces = min(turn.unpaid_forces - 1, F.total_forces(state, seat))
    events = [say("disband", name=state.seats[seat], unit=move.unit, region=move.where)]
    if not turn.unpaid_forces:
        events += _after_phase_one(state, seat)
    return events


def _pay_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    turn = state.turn
    if turn.unpaid_forces or turn.paid:
        return []
    return [ActionSpec(kind="pay", label=Said("label.pay"))]


def _pay(state: SupremacyState, seat: int, move: Pay) -> list[Event]:
    events = economy.pay_phase_one(state, seat)
    return events + _after_phase_one(state, seat)


def _after_phase_one(state: SupremacyState, seat: int) -> list[Event]:
    """Phase 1 is over once every force that could not be paid is off the board: phase 2
    (production) follows at once, then the next phase is chosen."""
    if state.turn.unpaid_forces:
        return []
    state.turn.phase = 2
    events = economy.production(state, seat)
    state.turn.phase = 0
    if state.sim is not None:
        events += simultaneous.after_player(state)
    return events


# ---------------------------------------------------------------------- phases 3 to 7


def _phase_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Up to three of phases 3 to 7, in order; no attack (phase 4) in one's first turn."""
    turn = state.turn
    nexts = [
        p
        for p in range(max([2, *turn.chosen]) + 1, 8)
        if len(turn.chosen) < 3 and not (p == 4 and state.powers[seat].turns_played == 0)
    ]
    if not nexts:
        return []
    choices = [Choice(value=p, label=Said("label.phase_named", phase=p)) for p in nexts]
    return [action("phase", Said("label.play_a_phase"), "phase", Said("step.phase"), choices)]


def _phase(state: SupremacyState, seat: int, move: Phase) -> list[Event]:
    state.turn.chosen.append(move.phase)
    state.turn.phase = move.phase
    return [say("phase", name=state.seats[seat], phase=move.phase)]


def _done_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    turn = state.turn
    if turn.research is not None:
        return []
    return [ActionSpec(kind="done", label=Said("label.end_phase", phase=turn.phase))]


def _done(state: SupremacyState, seat: int, move: Done) -> list[Event]:
    state.turn.build_left = 0
    state.turn.phase = 0
    if state.sim is not None:
        return simultaneous.after_player(state)
    return []


def _end_turn_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """The turn may end between phases or in one (not while a research is under way, nor in
    the simultaneous play, where each phase is played in its round)."""
    if state.turn.research is not None or (state.sim is not None and state.turn.phase):
        return []
    return [ActionSpec(kind="end_turn", label=Said("label.end_turn"))]


def _end_turn(state: SupremacyState, seat: int, move: EndTurn) -> list[Event]:
    return end_turn(state, seat)


def end_turn(state: SupremacyState, seat: int) -> list[Event]:
    """The next player still in the game plays; past the agreed rounds, the détente."""
    power = state.powers[seat]
    power.turns_played += 1
    power.unpaid = []
    state.salvos.pop(str(seat), None)
    events: list[Event] = []
    nxt = seat
    for _ in range(state.n):
        nxt = (nxt + 1) % state.n
        if nxt == state.first:
            state.turn.round += 1
        if not state.powers[nxt].out:
            break
    rounds = state.options.rounds
    if rounds and state.turn.round > rounds:
        return detente(state)
    state.turn = Turn(seat=nxt, number=state.turn.number + 1, round=state.turn.round)
    events.append(
        say("turn", name=state.seats[nxt], number=state.turn.number, round=state.turn.round)
    )
    return events


def after_move(state: SupremacyState, current: Frame) -> list[Event] | None:
    """What follows any move once no question is open (the turn's step on top): a prospected
    company opens once its territory is occupied, from the next turn's phase 5 (or an
    occupation by attack) on; the last player standing wins; a player on turn put out of
    the game ends his turn. ``None``: nothing to do, the turn waits."""
    turn = state.turn
    events: list[Event] = []
    if turn.phase in (4, 5) and state.battle is None:
        events += economy.open_companies(state, turn.seat)
    events += check_supremacy(state)
    if state.stage == "play" and state.powers[turn.seat].out:
        if state.sim is not None:
            events += simultaneous.after_player(state)
        else:
            events += end_turn(state, turn.seat)
    return events or None


CHOOSE: Family[SupremacyState, Choose] = Family(Choose, _choose_legal, _choose)
DISBAND: Family[SupremacyState, Disband] = Family(Disband, _disband_legal, _disband)
PAY: Family[SupremacyState, Pay] = Family(Pay, _pay_legal, _pay)
PHASE: Family[SupremacyState, Phase] = Family(Phase, _phase_legal, _phase)
DONE: Family[SupremacyState, Done] = Family(Done, _done_legal, _done)
END_TURN: Family[SupremacyState, EndTurn] = Family(EndTurn, _end_turn_legal, _end_turn)
