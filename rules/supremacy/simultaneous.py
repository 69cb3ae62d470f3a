"""Optional rule "Jeu simultané et aléatoire": a round in which every player plays phases 1
and 2, then phases 3 to 7 are claimed by everyone at once, one phase after the other, the
claimants of a phase playing it in the order of their dice.

Book: "Tous les joueurs jouent les phases 1 et 2 en même temps. Ils peuvent, ensuite,
choisir trois des 5 phases restantes ... L'arbitre demande qui veut jouer la phase 3 (vente).
Si deux ou plusieurs joueurs choisissent cette phase, ils doivent lancer un dé pour déterminer
qui, d'entre eux, la jouera le premier ... Si un joueur n'obtient pas le score le plus élevé
au dé, il peut se raviser et ne pas jouer cette phase. Mais cette phase compte tout de même
dans les trois ... En ce qui concerne la phase 7, les joueurs doivent annoncer s'ils veulent
acheter ou prospecter. Les achats sont joués en premier, avant les prospections."

Readings (docs/supremacy.md): phases 1 and 2 touch nobody else, so the players pay and
produce one after the other in turn order, which is the same as at once; the claims are a
question to every player who may still claim that phase, answered blind; a claimant who
changes his mind ends the phase at once (the phase still counts).
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.builders import action
from rules.core.dice import roll_turn_order
from rules.core.flow import Family, top
from rules.core.text import Said

from . import frames
from .actions import Pass, Phase
from .endings import detente
from .messages import say
from .state import SimRound, SupremacyState, Turn


def standing(state: SupremacyState) -> list[int]:
    """The players still in the game, in turn order."""
    n = state.n
    return [(state.first + i) % n for i in range(n) if not state.powers[(state.first + i) % n].out]


def start_round(state: SupremacyState) -> list[Event]:
    """Everyone plays phases 1 and 2, in turn order."""
    players = standing(state)
    state.sim = SimRound(paying=players)
    number = state.turn.round
    state.turn = Turn(seat=players[0], number=number, round=number)
    return [say("round", round=number)]


def after_player(state: SupremacyState) -> list[Event]:
    """The player on turn has finished his phases 1-2 or his phase: the next one plays, or
    the next phase is claimed, or the round ends."""
    sim = state.sim
    assert sim is not None
    number = state.turn.round
    if sim.phase == 0:
        sim.paying.pop(0)
        sim.paying = [s for s in sim.paying if not state.powers[s].out]
        if sim.paying:
            state.turn = Turn(seat=sim.paying[0], number=number, round=number)
            return []
        return _claim_next(state, 3)
    sim.queue.pop(0)
    sim.queue = [s for s in sim.queue if not state.powers[s].out]
    if sim.queue:
        return _play_next(state)
    return _claim_next(state, sim.phase + 1)


def _eligible(state: SupremacyState, phase: int) -> list[int]:
    sim = state.sim
    assert sim is not None
    return [
        s
        for s in standing(state)
        if len(sim.claimed.get(str(s), [])) < 3
        and not (phase == 4 and state.powers[s].turns_played == 0)
    ]


def _claim_next(state: SupremacyState, phase: int) -> list[Event]:
    """Ask who plays the next phase that somebody may still claim; past phase 7, the round
    ends."""
    sim = state.sim
    assert sim is not None
    for p in range(phase, 8):
        seats = _eligible(state, p)
        if seats:
            sim.phase = p
            sim.announced = {}
            frames.open_question(state, "claim", seats, default={"kind": "pass"}, phase=p)
            return [say("claim", phase=p)]
    return end_round(state)


def _claim_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    phase = int(top(state).data["phase"])
    if phase == 7:
        choice = ActionSpec(kind="phase", label=Said("label.play_phase", phase=7), steps=[
            Step(param="phase", label=Said("step.phase"), choices=[
                Choice(value=7, label=Said("label.number", count=7), then=[
                    Step(param="mode", label=Said("step.announce"), choices=[
                        Choice(value="buy", label=Said("label.buy")),
                        Choice(value="prospect", label=Said("label.prospect"))])])])])  # fmt: skip
    else:
        choice = action(
            "phase",
            Said("label.play_phase", phase=phase),
            "phase",
            Said("step.phase"),
            [Choice(value=phase, label=Said("label.number", count=phase))],
        )
    return [choice]


def _no_claim_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    phase = int(top(state).data["phase"])
    return [ActionSpec(kind="pass", label=Said("label.not_phase", phase=phase))]


def _claim(state: SupremacyState, seat: int, answer: Phase) -> list[Event]:
    return _answered(state, seat, answer)


def _no_claim(state: SupremacyState, seat: int, answer: Pass) -> list[Event]:
    return _answered(state, seat, answer)


def _answered(state: SupremacyState, seat: int, answer: Phase | Pass) -> list[Event]:
    """One blind answer kept (nothing said); the last one settles the claim."""
    question = top(state)
    if not frames.record(state, question, seat, answer):
        return []
    return _claim_settle(state, question.data)


def _claim_settle(state: SupremacyState, asked: dict[str, Any]) -> list[Event]:
    sim = state.sim
    assert sim is not None
    phase = int(asked["phase"])
    answers: dict[str, dict[str, Any]] = asked["answers"]
    claimants = [int(s) for s, a in answers.items() if a.get("kind") == "phase"]
    claimants = [s for s in standing(state) if s in claimants]
    if not claimants:
        return _claim_next(state, phase + 1)
    for seat in claimants:
        sim.claimed.setdefault(str(seat), []).append(phase)
        if phase == 7:
            sim.announced[str(seat)] = str(answers[str(seat)].get("mode") or "buy")
    dice: dict[int, list[int]] = {}
    order = roll_turn_order(state.rng, claimants, dice)
    if phase == 7:
        order = [s for s in order if sim.announced[str(s)] == "buy"] + [
            s for s in order if sim.announced[str(s)] == "prospect"
        ]
    sim.queue = order
    events = [
        say("claimed", phase=phase, order=[state.seats[s] for s in order],
            dice=[f"{state.seats[s]} {'-'.join(map(str, dice.get(s, [])))}" for s in order])
    ]  # fmt: skip
    return events + _play_next(state)


def _play_next(state: SupremacyState) -> list[Event]:
    sim = state.sim
    assert sim is not None
    seat = sim.queue[0]
    number = state.turn.round
    state.turn = Turn(seat=seat, number=number, round=number, phase=sim.phase,
                      chosen=list(sim.claimed.get(str(seat), [])),
                      only=sim.announced.get(str(seat)) if sim.phase == 7 else None,
                      paid=True)  # fmt: skip
    return [say("phase", name=state.seats[seat], phase=sim.phase)]


def end_round(state: SupremacyState) -> list[Event]:
    """Every player has played his turn of the round: the détente may come, else a new
    round."""
    for seat in standing(state):
        state.powers[seat].turns_played += 1
        state.powers[seat].unpaid = []
    state.salvos = {}
    state.turn.round += 1
    rounds = state.options.rounds
    if rounds and state.turn.round > rounds:
        return detente(state)
    return start_round(state)


#: The claim of a phase (the ``claim`` question, to every seat that may still claim it).
CLAIM: Family[SupremacyState, Phase] = Family(Phase, _claim_legal, _claim)
NO_CLAIM: Family[SupremacyState, Pass] = Family(Pass, _no_claim_legal, _no_claim)
