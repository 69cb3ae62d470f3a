"""Battles against the local army (book "Conflits", "A la loupe : les règles de la bataille",
"Batailles en alliance", "Issue du conflit", "Retraite", "Contrôle des territoires").

Rules implemented here:

* A battle starts when a player's military enter an unexplored territory, or one where local
  units still stand (:func:`start_battle`). The local army of an unexplored territory equals its
  oil production; in phase 1 only, the invader rolls the reinforcement die (6: +3, 4–5: +2,
  2–3: +1, 1: 0). Locals left from an earlier battle get no reinforcements.
* Military entering a territory at war join the battle on the players' side, after those
  already there (:func:`join_battle`), even without an agreement.
* At every end of turn each battle fights one round (:func:`resolve_battles`): the force ratio
  of all the players' military against the locals, rounded in the players' favour; the roller's
  black die is read on the damage table at the players' ratio, the white die at the locals'
  ratio; each side loses the units the other's die deals. Each military unit lost raises its
  owner's pacifism by 1. Battles go on, turn after turn, until one side is gone.
* Outcomes: the players win: the winner takes control of the territory (and so of the
  logistics there); the locals win: the logistics there are destroyed and the surviving locals
  stay (a later battle faces only them); both sides destroyed: the logistics stay and one local
  unit is placed in defence.
* Alliance battles: before the first round, the die roller (the first to enter) may propose who
  takes the military losses first and who takes the territory on victory; every other
  participant accepts or refuses. Without an agreement the roller takes the first losses and
  the territory. Losses then fall on the agreed (or default) seat first, then on the others in
  order of arrival, so later arrivals lose last.
* Retreat: at each battle step, before the dice, every participant who has military there and
  an adjacent territory controlled by some player (not at war) to go to may retreat. A retreat
  costs one military unit and +1 pacifism; several players retreating from the same battle
  lose one unit in all and each gains +1 pacifism; who loses it is agreed (a retreating player
  volunteers), else the die roller loses it, even if the roller stays to fight. Logistics
  left without any player's military are eliminated, and the battle ends with the locals
  holding the territory.

Interpretations (the book is silent): a retreat is offered at every battle step, the first
included, because the book allows it "lors d'un conflit" without naming a moment; the
border territory is controlled by nobody, so nobody retreats onto it; the unit lost in a
retreat gives no pacifism beyond the retreat's +1 (the book gives "1 point" to each player of a
shared retreat, including the one who loses the unit); an agreement is made once, before the
first round (the book: "définir avant la bataille"), and players who arrive later lose last in
order of arrival; if the die roller has no military left, the next participant in order of
arrival rolls and, on victory, takes the territory unless the agreed winner still has military
there; when nobody volunteers, a shared retreat whose die roller stays to fight costs the
roller a unit from the battle (book: "elle sera retirée au joueur qui avait les dés"), with
no pacifism for it (the roller does not retreat).

Decisions are asked through ``state.questions`` (kinds ``battle_proposal``, ``battle_accept``,
``retreat``, ``retreat_volunteer``), each kind a stage of this module (:data:`STAGES`) whose
families are ``legal_<kind>`` / ``play_<kind>``. The end of turn's ``battles`` step
(:data:`BATTLES_STEP`) calls :func:`resolve_battles`, which asks every battle's first questions
in one batch (or fights a round at once where nobody is asked anything).

**A battle is a procedure of the flow.** While it asks, its frame waits under the questions
(``asking.hold``; the frames of several battles side by side, so that their seats are asked
together) at the step it asks — its kind is the question's kind — and holds the battle's
running data: its region, the terms proposed and whether somebody refused, the retreats
chosen, the volunteers (:func:`held_battle`; the questions carry only their region). The
``play_`` functions read and record there; the one that completes a step's answers brings
the frame back on top at the battle's next step (:func:`_go_on`), an automatic step the flow
runs at once, in the same move (:data:`BATTLE_STEPS`: ``battle_retreats``, the retreats
offered after the agreement; ``battle_round``, the retreats carried out and the round
fought). A step that asks again puts the frame back under the questions; the round ends it.
So each battle keeps its own pace within the batches shared by every battle, and the
questions, batch numbers and dice come in the book's order whatever the others do.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event, IllegalAction, Step
from rules.core.builders import yes_no
from rules.core.flow import Family, Frame, Stage, frame, resume, step
from rules.core.questions import Question
from rules.core.text import Said, part

from . import actions as act
from .asking import answer, ask_seat, hold, new_batch, region_of, seat_of
from .data import tables
from .data.board import REGIONS, neighbours
from .helpers import name as seat_name
from .helpers import region_label as where
from .helpers import say
from .moves import claim_control
from .state import BORDER, Battle, OmbState

BATTLE_PROPOSAL = "battle_proposal"
BATTLE_ACCEPT = "battle_accept"
RETREAT = "retreat"
RETREAT_VOLUNTEER = "retreat_volunteer"
#: A battle's automatic steps between its questions (:data:`BATTLE_STEPS`).
BATTLE_RETREATS = "battle_retreats"
BATTLE_ROUND = "battle_round"
#: Every pending kind this module asks and answers.
PENDING_KINDS: tuple[str, ...] = (BATTLE_PROPOSAL, BATTLE_ACCEPT, RETREAT, RETREAT_VOLUNTEER)

#: ``decide`` option of a proposal meaning "no agreement: the default rule".
NO_AGREEMENT = "none"
#: ``decide`` option of a retreat question meaning "stay and fight".
STAY = "stay"


# ------------------------------------------------------------------------------ small helpers


def add_pacifism(state: OmbState, seat: int, points: int) -> None:
    """Move ``seat``'s pacifism by ``points``; the marker stops at 0 and 15."""
    player = state.players[seat]
    player.pacifism = tables.PACIFISM_TRACK.move(player.pacifism, points)


def _battle(state: OmbState, rid: str) -> Battle:
    battle = state.regions[rid].battle
    if battle is None:
        raise IllegalAction("refusal.no_battle", region=rid)
    return battle


def fighters(state: OmbState, rid: str) -> list[int]:
    """The participants of the battle in ``rid`` who still have military there, in order of
    arrival."""
    region = state.regions[rid]
    if region.battle is None:
        return []
    return [s for s in region.battle.participants if region.military[s] > 0]


def fought_this_turn(state: OmbState, battle: Battle) -> bool:
    """Whether ``battle`` already fought its round of this end of turn (one round a turn since
    the turn it started)."""
    return battle.rounds > state.absolute_turn - battle.started_turn


def _tidy(state: OmbState, rid: str) -> None:
    """Drop participants without military; the first one left rolls if the roller is gone."""
    region = state.regions[rid]
    battle = region.battle
    if battle is None:
        return
    alive = [s for s in battle.participants if region.military[s] > 0]
    battle.participants = alive
    if alive and battle.roller not in alive:
        battle.roller = alive[0]


# ------------------------------------------------------------------------------ starting


def start_battle(state: OmbState, rid: str, seat: int) -> list[Event]:
    """``seat``'s military entered hostile ``rid`` (already placed there): a battle starts.

    An unexplored region's local army is its oil production (set up on the region); in phase 1
    the invader rolls the reinforcement die and adds 3 / 2 / 1 / 0 locals (6 / 4–5 / 2–3 / 1).
    Locals left by an earlier battle fight alone. Book: Basra (3) with a die of 4: 5 locals.
    """
    region = state.regions[rid]
    if rid == BORDER:
        raise IllegalAction("refusal.border_no_fight")
    if region.battle is not None:
        return join_battle(state, rid, seat)
    battle = Battle(participants=[seat], roller=seat, started_turn=state.absolute_turn)
    region.controller = None
    events: list[Event] = []
    if not region.explored:
        region.explored = True
        region.locals = REGIONS[rid].oil
        defending = region.locals
        key, extra = "invade", dict[str, Any]()
        if state.phase == 1:
            die = state.rng.die()
            added = tables.reinforcements(die)
            battle.reinforcement_die = die
            battle.reinforcements = added
            region.locals += added
            key, extra = "invade_reinforced", {"die": die, "added": added, "total": region.locals}
        events.append(
            say(
                key,
                kind="battle_start",
                name=seat_name(state, seat),
                region=rid,
                defenders=part(
                    "local_defends" if defending == 1 else "locals_defend", count=defending
                ),
                **extra,
                data={
                    "seat": seat,
                    "region": rid,
                    "locals": region.locals,
                    "reinforcement_die": battle.reinforcement_die,
                    "reinforcements": battle.reinforcements,
                },
            )
        )
    else:
        events.append(
            say(
                "attack_locals_left",
                kind="battle_start",
                name=seat_name(state, seat),
                locals=region.locals,
                region=rid,
                data={"seat": seat, "region": rid, "locals": region.locals},
            )
        )
    region.battle = battle
    return events


def join_battle(state: OmbState, rid: str, seat: int) -> list[Event]:
    """``seat``'s military entered ``rid`` at war: they join the players' side, after the
    participants already there (book: they enter the battle automatically and are the last to
    be eliminated, in order of arrival)."""
    battle = _battle(state, rid)
    if seat in battle.participants:
        return []
    battle.participants.append(seat)
    return [
        say(
            "battle_join",
            name=seat_name(state, seat),
            region=rid,
            data={"seat": seat, "region": rid},
        )
    ]


def enter_battle(state: OmbState, rid: str, seat: int) -> list[Event]:
    """Start the battle in ``rid`` or join the one in progress there."""
    if state.regions[rid].battle is None:
        return start_battle(state, rid, seat)
    return join_battle(state, rid, seat)


# ------------------------------------------------------------------------------ the battle step


def resolve_battles(state: OmbState) -> list[Event]:
    """The battle step of the end of turn: every battle that has not fought this turn asks its
    questions (agreement, retreats), its frame waiting under the questions, or fights its
    round. Questions of different battles are asked together; each battle goes on when its own
    answers are in. A battle already waiting for answers is not asked again."""
    events: list[Event] = []
    batch = state.questions.next_batch
    asked_before = len(state.questions.open)
    for rid in list(state.regions):
        battle = state.regions[rid].battle
        if battle is None or fought_this_turn(state, battle):
            continue
        if held_battle(state, rid) is not None:
            continue
        events += _proposal_stage(state, rid, batch)
    if len(state.questions.open) > asked_before:
        state.questions.next_batch = max(state.questions.next_batch, batch + 1)
    return events


def _proposal_stage(state: OmbState, rid: str, batch: int) -> list[Event]:
    """Before the first round of an alliance battle, the die roller may propose an agreement."""
    region = state.regions[rid]
    battle = region.battle
    assert battle is not None
    _tidy(state, rid)
    if battle.rounds == 0 and len(battle.participants) >= 2 and battle.winner_seat is None:
        ask_seat(state, BATTLE_PROPOSAL, battle.roller, batch=batch, region=rid)
        hold(state, frame(BATTLE_PROPOSAL, region=rid))
        return []
    return _retreat_stage(state, rid, batch, frame(RETREAT, region=rid))


def retreat_destinations(state: OmbState, rid: str) -> list[str]:
    """Where military may retreat from the battle in ``rid``: an adjacent territory controlled
    by some player (not necessarily the one retreating) and not at war (book "Retraite")."""
    found = []
    for nb in neighbours(rid):
        other = state.regions[nb]
        if nb != BORDER and other.controller is not None and other.battle is None:
            found.append(nb)
    return found


def _retreat_stage(state: OmbState, rid: str, batch: int, battle: Frame) -> list[Event]:
    """Offer the retreat to each participant with military here, if there is anywhere to go:
    the ``battle``'s frame then waits under the questions at its ``retreat`` step, with the
    retreats chosen so far (none yet); else the round is fought at once."""
    asked = fighters(state, rid) if retreat_destinations(state, rid) else []
    if not asked:
        return fight_round(state, rid)
    for seat in asked:
        ask_seat(state, RETREAT, seat, batch=batch, region=rid)
    battle.kind = RETREAT
    battle.data = {"region": rid, "retreats": {}}
    hold(state, battle)
    return []


def _default_retreat_loser(battle: Battle) -> int:
    """Who loses the unit of a shared retreat without agreement: the die roller, whether it
    retreats or stays (book: "elle sera retirée au joueur qui avait les dés durant la
    bataille")."""
    return battle.roller


def _carry_out_retreats(
    state: OmbState, rid: str, retreats: dict[int, str], loser: int
) -> list[Event]:
    """Move the retreating military out (one unit lost by ``loser``), +1 pacifism each. A
    retreating player's military may take an empty controlled territory, as any move does. If
    no player's military remain, :func:`fight_round` then ends the battle (the logistics left
    there are eliminated). A ``loser`` who stays (the die roller of a shared retreat) loses
    the unit from the battle, with no pacifism: it is the retreat's cost, not a fallen unit."""
    region = state.regions[rid]
    battle = region.battle
    assert battle is not None
    events: list[Event] = []
    if loser not in retreats and region.military[loser] > 0:
        lost = tables.RETREAT_UNIT_LOSS
        region.military[loser] -= lost
        events.append(
            say(
                "retreat_cost",
                name=seat_name(state, loser),
                region=rid,
                lost=lost,
                data={"seat": loser, "region": rid, "lost": lost},
            )
        )
    for seat, destination in sorted(
        retreats.items(), key=lambda kv: battle.participants.index(kv[0])
    ):
        units = region.military[seat]
        lost = tables.RETREAT_UNIT_LOSS if seat == loser else 0
        region.military[seat] = 0
        state.regions[destination].military[seat] += units - lost
        if units - lost > 0:
            claim_control(state, destination, seat)
        add_pacifism(state, seat, tables.RETREAT_PACIFISM)
        events.append(
            say(
                "retreat_with_loss" if lost else "retreat",
                kind="retreat",
                name=seat_name(state, seat),
                region=rid,
                destination=destination,
                units=units - lost,
                pacifism=tables.RETREAT_PACIFISM,
                data={
                    "seat": seat,
                    "region": rid,
                    "to": destination,
                    "units": units - lost,
                    "lost": lost,
                },
            )
        )
    _tidy(state, rid)
    return events


def fight_round(state: OmbState, rid: str) -> list[Event]:
    """Fight one round in ``rid`` and settle the outcome.

    Force ratio: all the players' military against the locals, rounded in the players' favour
    (``tables.force_ratio``). The roller's black die reads the damage table at the players'
    ratio (damage to the locals), the white die at the locals' ratio (damage to the players).
    Book example C: 4 against 3 is 2:1; black 3 and white 4: 2 locals lost, no player unit lost.
    """
    region = state.regions[rid]
    battle = region.battle
    assert battle is not None
    _tidy(state, rid)
    players = sum(region.military[s] for s in battle.participants)
    events: list[Event] = []
    if players > 0 and region.locals > 0:
        black, white = state.rng.die(), state.rng.die()
        ratio = tables.force_ratio(players, region.locals)
        to_locals = min(region.locals, tables.battle_damage(ratio, black))
        to_players = min(players, tables.battle_damage(tables.inverse_ratio(ratio), white))
        region.locals -= to_locals
        losses = _take_losses(state, rid, to_players)
        battle.rounds += 1
        fallen = [part("loss", name=seat_name(state, s), count=n) for s, n in losses.items() if n]
        events.append(
            say(
                "battle_round",
                region=rid,
                players=players,
                locals=region.locals + to_locals,
                ratio=f"{ratio[0]}:{ratio[1]}",
                roller=seat_name(state, battle.roller),
                black=black,
                white=white,
                destroyed=to_locals,
                fallen=part("losses", items=fallen) if fallen else part("nobody"),
                data={
                    "region": rid,
                    "roller": battle.roller,
                    "black": black,
                    "white": white,
                    "ratio": f"{ratio[0]}:{ratio[1]}",
                    "locals_lost": to_locals,
                    "losses": {str(s): n for s, n in losses.items()},
                },
            )
        )
    else:
        battle.rounds += 1
    return events + _settle(state, rid)


def loss_order(state: OmbState, rid: str) -> list[int]:
    """The order in which the participants of the battle in ``rid`` lose military: the agreed
    (or default: the roller) seat first, then the others in order of arrival."""
    battle = _battle(state, rid)
    alive = fighters(state, rid)
    first = battle.casualty_seat if battle.casualty_seat is not None else battle.roller
    if first in alive:
        return [first] + [s for s in alive if s != first]
    return alive


def _take_losses(state: OmbState, rid: str, count: int) -> dict[int, int]:
    """Remove ``count`` military from the battle in ``rid`` in loss order; +1 pacifism each."""
    region = state.regions[rid]
    losses: dict[int, int] = {}
    for seat in loss_order(state, rid):
        if count <= 0:
            break
        lost = min(count, region.military[seat])
        region.military[seat] -= lost
        count -= lost
        losses[seat] = lost
        add_pacifism(state, seat, lost * tables.PACIFISM_PER_FALLEN_UNIT)
    return losses


def _settle(state: OmbState, rid: str) -> list[Event]:
    """Apply the outcome of the battle in ``rid`` if one side is gone (book "Issue du conflit")."""
    region = state.regions[rid]
    battle = region.battle
    assert battle is not None
    survivors = fighters(state, rid)
    if survivors and region.locals > 0:
        _tidy(state, rid)
        return [say("battle_goes_on", region=rid, data={"region": rid})]
    region.battle = None
    if survivors:
        winner = battle.winner_seat
        if winner not in survivors:
            winner = battle.roller if battle.roller in survivors else survivors[0]
        region.controller = winner
        return [
            say(
                "battle_won",
                name=seat_name(state, winner),
                region=rid,
                data={"region": rid, "winner": winner},
            )
        ]
    if region.locals > 0:
        lost = region.logistics
        region.logistics = 0
        facts = {"region": rid, "locals": region.locals, "logistics_lost": lost}
        if not lost:
            held = say("locals_hold", kind="battle_lost", region=rid, locals=region.locals)
        else:
            held = say(
                "locals_hold_destroying",
                kind="battle_lost",
                region=rid,
                locals=region.locals,
                destroyed=part(
                    "logistic_destroyed" if lost == 1 else "logistics_destroyed", count=lost
                ),
            )
        held.data = facts
        return [held]
    region.locals = 1
    return [say("battle_both_destroyed", region=rid, data={"region": rid})]


def units_left(state: OmbState, rid: str) -> list[Event]:
    """Some players' military left the battle in ``rid`` outside a round (a pacifism penalty
    paid in units): drop participants without military (the next one rolls if the roller has
    none left) and end the battle as the locals' win if no player's military is left."""
    if state.regions[rid].battle is None:
        return []
    _tidy(state, rid)
    return end_if_abandoned(state, rid)


def end_if_abandoned(state: OmbState, rid: str) -> list[Event]:
    """End the battle in ``rid`` if no player's military is left in it (after a bombing): the
    locals hold the territory and the logistics there are eliminated."""
    region = state.regions[rid]
    if region.battle is None or fighters(state, rid):
        return []
    return _settle(state, rid)


# ------------------------------------------------------------------------------ pending helpers


def question(state: OmbState, seat: int, kind: str) -> Question:
    """``seat``'s question of ``kind`` in the batch asked now."""
    for item in state.questions.current():
        if seat_of(item) == seat and item.kind == kind:
            return item
    raise IllegalAction("refusal.not_asked_that")


def answered(state: OmbState, item: Question) -> list[Question]:
    """Remove the answered ``item``; return the questions of the same kind, batch and region
    still waiting (a battle's step waits for them), which receive ``item``'s data. A battle's
    questions carry only their region (its answers so far are in its frame); a joint
    bombing's (``rebels.py``) carry the attack, the allies helping so far included."""
    state.questions.close(item)
    rest = [
        q
        for q in state.questions.open
        if q.batch == item.batch and q.kind == item.kind and region_of(q) == region_of(item)
    ]
    for other in rest:
        other.data = dict(item.data)
    return rest


# ------------------------------------------------------------------------------ battle frames


def held_battle(state: OmbState, rid: str) -> Frame | None:
    """The frame of the battle in ``rid`` while it waits for answers (under the questions, at
    the step asking them), if it does."""
    for procedure in state.stack:
        if procedure.kind in PENDING_KINDS and procedure.data.get("region") == rid:
            return procedure
    return None


def battle_of(state: OmbState, item: Question) -> Frame:
    """The frame of the battle that asked ``item`` (the answers given so far are kept there)."""
    held = held_battle(state, region_of(item) or "")
    if held is None or held.kind != item.kind:
        raise IllegalAction("refusal.not_asked_that")
    return held


def _go_on(state: OmbState, battle: Frame, next_step: str) -> None:
    """The answers the ``battle`` waited for are all in: its frame leaves its place under the
    questions and comes on top at ``next_step``, an automatic step the flow runs at once
    (:data:`BATTLE_STEPS`), in the same move."""
    battle.kind = next_step
    resume(state, battle)


# ------------------------------------------------------------------------------ agreements


def _agreement_label(state: OmbState, rid: str, casualty: int, winner: int) -> Said:
    return Said(
        "label.agreement_terms",
        casualty=seat_name(state, casualty),
        winner=seat_name(state, winner),
        region=rid,
    )


def legal_battle_proposal(state: OmbState, seat: int) -> list[ActionSpec]:
    """The die roller's proposal for an alliance battle: who takes the military losses first
    and who takes the territory on victory, or no agreement (the roller takes both)."""
    item = question(state, seat, BATTLE_PROPOSAL)
    rid = region_of(item) or ""
    alive = fighters(state, rid)
    choices = [
        Choice(
            value=NO_AGREEMENT,
            label=Said("label.no_agreement"),
        )
    ]
    for casualty in alive:
        for winner in alive:
            if casualty == seat and winner == seat:
                continue
            choices.append(
                Choice(
                    value=f"{casualty}:{winner}",
                    label=_agreement_label(state, rid, casualty, winner),
                )
            )
    return [
        ActionSpec(
            kind="decide",
            label=Said("label.propose_agreement", region=rid),
            steps=[Step(param="option", label=Said("step.agreement"), choices=choices)],
        )
    ]


def play_battle_proposal(state: OmbState, seat: int, action: act.Decide) -> list[Event]:
    """Record the roller's proposal and ask the other participants to accept it; with no
    proposal, the default rule holds and the battle goes on to retreats."""
    item = question(state, seat, BATTLE_PROPOSAL)
    rid = region_of(item) or ""
    held = battle_of(state, item)
    battle = _battle(state, rid)
    option = action.option
    answered(state, item)
    if option == NO_AGREEMENT:
        battle.casualty_seat = battle.roller
        battle.winner_seat = battle.roller
        no_deal = say(
            "no_agreement",
            kind="battle_agreement",
            region=rid,
            roller=seat_name(state, battle.roller),
            data={"region": rid},
        )
        _go_on(state, held, BATTLE_RETREATS)
        return [no_deal]
    casualty, winner = (int(part) for part in option.split(":"))
    batch = new_batch(state)
    for other in fighters(state, rid):
        if other != seat:
            ask_seat(state, BATTLE_ACCEPT, other, batch=batch, region=rid, source=seat)
    held.kind = BATTLE_ACCEPT
    held.data.update(casualty=casualty, winner=winner, refused=False)
    return [
        say(
            "battle_proposal",
            name=seat_name(state, seat),
            region=rid,
            casualty=seat_name(state, casualty),
            winner=seat_name(state, winner),
            data={"region": rid, "casualty": casualty, "winner": winner},
        )
    ]


def legal_battle_accept(state: OmbState, seat: int) -> list[ActionSpec]:
    """Accept or refuse the die roller's proposal."""
    item = question(state, seat, BATTLE_ACCEPT)
    rid = region_of(item) or ""
    terms = battle_of(state, item).data
    proposal = _agreement_label(state, rid, int(terms["casualty"]), int(terms["winner"]))
    return yes_no(
        Said("label.agreement_accept", region=rid, terms=proposal),
        Said("label.accept"),
        Said("label.refuse"),
    )


def play_battle_accept(state: OmbState, seat: int, action: act.Answer) -> list[Event]:
    """Record one answer; once all are in, the agreement holds only if everybody accepted,
    else the roller takes the first losses and the territory. Then the retreats."""
    item = question(state, seat, BATTLE_ACCEPT)
    rid = region_of(item) or ""
    held = battle_of(state, item)
    accepted = action.accept
    if not accepted:
        held.data["refused"] = True
    events = [
        say(
            "agreement_accepted" if accepted else "agreement_refused",
            kind="battle_accept",
            name=seat_name(state, seat),
            region=rid,
            data={"region": rid, "seat": seat, "accept": accepted},
        )
    ]
    if answered(state, item):
        return events
    battle = _battle(state, rid)
    if held.data.get("refused"):
        battle.casualty_seat = battle.winner_seat = battle.roller
        outcome = say(
            "no_agreement",
            kind="battle_agreement",
            region=rid,
            roller=seat_name(state, battle.roller),
            data={"region": rid},
        )
    else:
        battle.casualty_seat = int(held.data["casualty"])
        battle.winner_seat = int(held.data["winner"])
        outcome = say(
            "agreement",
            kind="battle_agreement",
            region=rid,
            casualty=seat_name(state, battle.casualty_seat),
            winner=seat_name(state, battle.winner_seat),
            data={"region": rid},
        )
    events.append(outcome)
    _go_on(state, held, BATTLE_RETREATS)
    return events


# ------------------------------------------------------------------------------ retreats


def legal_stay(state: OmbState, seat: int) -> list[ActionSpec]:
    """Stay and fight (the retreat question's first answer)."""
    rid = region_of(question(state, seat, RETREAT)) or ""
    return [
        ActionSpec(
            kind="decide",
            label=Said("label.stay", region=rid),
            steps=[
                Step(
                    param="option",
                    label=Said("step.decision"),
                    choices=[Choice(value=STAY, label=Said("label.stay_and_fight"))],
                )
            ],
        )
    ]


def legal_retreat(state: OmbState, seat: int) -> list[ActionSpec]:
    """Retreat from the battle (into an adjacent territory some player controls; one military
    unit lost, +1 pacifism; logistics left alone are eliminated); or stay (:func:`legal_stay`)."""
    item = question(state, seat, RETREAT)
    rid = region_of(item) or ""
    places = [Choice(value=nb, label=where(nb)) for nb in retreat_destinations(state, rid)]
    return [
        ActionSpec(
            kind="retreat",
            label=Said("label.retreat", region=rid),
            steps=[
                Step(
                    param="source",
                    label=Said("step.battle"),
                    choices=[Choice(value=rid, label=where(rid), then=[])],
                ),
                Step(param="region", label=Said("step.retreat_into"), choices=places),
            ],
        ),
    ]


def play_retreat(state: OmbState, seat: int, action: act.Decide | act.Retreat) -> list[Event]:
    """Record one retreat decision; once all are in, a shared retreat asks who loses the unit,
    else the retreat is carried out and the round fought."""
    item = question(state, seat, RETREAT)
    rid = region_of(item) or ""
    held = battle_of(state, item)
    destination = action.region if isinstance(action, act.Retreat) else None
    retreats = dict(held.data.get("retreats", {}))
    if destination is not None:
        if destination not in retreat_destinations(state, rid):
            raise IllegalAction("refusal.cannot_retreat", region=rid, destination=destination)
        retreats[str(seat)] = destination
    held.data["retreats"] = retreats
    if answered(state, item):
        return []
    chosen = {int(s): d for s, d in retreats.items()}
    if len(chosen) >= 2:
        batch = new_batch(state)
        for retreating in chosen:
            ask_seat(state, RETREAT_VOLUNTEER, retreating, batch=batch, region=rid)
        held.kind = RETREAT_VOLUNTEER
        held.data["volunteers"] = []
        return [
            say(
                "retreat_shared",
                names=[seat_name(state, s) for s in chosen],
                region=rid,
                data={"region": rid},
            )
        ]
    held.data["loser"] = next(iter(chosen), None)
    _go_on(state, held, BATTLE_ROUND)
    return []


def legal_retreat_volunteer(state: OmbState, seat: int) -> list[ActionSpec]:
    """In a shared retreat: offer to be the one who loses the military unit."""
    item = question(state, seat, RETREAT_VOLUNTEER)
    rid = region_of(item) or ""
    return yes_no(
        Said("label.shared_retreat", region=rid),
        Said("label.lose_the_unit"),
        Said("label.no"),
    )


def play_retreat_volunteer(state: OmbState, seat: int, action: act.Answer) -> list[Event]:
    """Record one answer; once all are in, the first volunteer in order of arrival loses the
    unit (without a volunteer, the die roller, see :func:`_default_retreat_loser`)."""
    item = question(state, seat, RETREAT_VOLUNTEER)
    rid = region_of(item) or ""
    held = battle_of(state, item)
    volunteers = list(held.data.get("volunteers", []))
    if action.accept:
        volunteers.append(seat)
    held.data["volunteers"] = volunteers
    if answered(state, item):
        return []
    battle = _battle(state, rid)
    chosen = {int(s): d for s, d in dict(held.data["retreats"]).items()}
    retreating = sorted(chosen, key=battle.participants.index)
    willing = [s for s in retreating if s in volunteers]
    held.data["loser"] = willing[0] if willing else _default_retreat_loser(battle)
    _go_on(state, held, BATTLE_ROUND)
    return []


# ------------------------------------------------------------------------------ the flow


def _battle_step(state: OmbState, current: Frame) -> list[Event]:
    return resolve_battles(state)


def _retreats_step(state: OmbState, current: Frame) -> list[Event]:
    """A battle's agreement is settled: its retreats are offered (a new batch; its frame,
    ``current``, waits again under the questions), or its round is fought when nobody may
    retreat (the frame ends)."""
    return _retreat_stage(state, str(current.data["region"]), new_batch(state), current)


def _round_step(state: OmbState, current: Frame) -> list[Event]:
    """A battle's retreat decisions are all in (and who loses the unit of a shared retreat),
    in its frame: the retreats are carried out, then the round is fought (the frame ends)."""
    rid = str(current.data["region"])
    chosen = {int(s): str(d) for s, d in dict(current.data["retreats"]).items()}
    events: list[Event] = []
    if chosen:
        events += _carry_out_retreats(state, rid, chosen, int(current.data["loser"]))
    return events + fight_round(state, rid)


#: The end of turn's battle step.
BATTLES_STEP: Stage[OmbState] = step("battles", _battle_step)

#: A battle's next steps once the answers to one of its questions are all in: its frame,
#: brought on top by the answer that completes them (:func:`_go_on`), is run by the flow at
#: once, above the questions: the retreats after the agreement, the round after the retreats.
BATTLE_STEPS: tuple[Stage[OmbState], ...] = (
    step(BATTLE_RETREATS, _retreats_step),
    step(BATTLE_ROUND, _round_step),
)

#: The questions of a battle, one stage each (``asking.QUESTIONS_STAGE`` hands them out); the
#: battle's frame waits under the questions at the step of the same name.
STAGES: tuple[Stage[OmbState], ...] = (
    Stage(
        name=BATTLE_PROPOSAL,
        families=(Family(act.Decide, legal_battle_proposal, answer(play_battle_proposal)),),
    ),
    Stage(
        name=BATTLE_ACCEPT,
        families=(Family(act.Answer, legal_battle_accept, answer(play_battle_accept)),),
    ),
    Stage(
        name=RETREAT,
        families=(
            Family(act.Decide, legal_stay, answer(play_retreat)),
            Family(act.Retreat, legal_retreat, answer(play_retreat)),
        ),
    ),
    Stage(
        name=RETREAT_VOLUNTEER,
        families=(Family(act.Answer, legal_retreat_volunteer, answer(play_retreat_volunteer)),),
    ),
)
