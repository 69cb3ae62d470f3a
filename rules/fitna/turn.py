"""A turn of Fitna on the kit's flow (12.0-13.0): the choice of the opening hands (7.0), then
each player's phase in initiative order, its segments one stage each — Events, planning,
movement, offensives, strategic movement, card adjustment — and the end of the turn.

The segment of the seat on turn is the frame at the bottom of the stack (``state.segment``
reads it); activations (:mod:`activation`), battles (:mod:`combat`) and cards (:mod:`events`)
are frames above it, and open questions (:mod:`procedures`) stand above them all while they
last (the flow's overlay). Each segment's ``run`` moves on by itself where the rules leave nothing to
decide (no unit to move, no offensive open, a full hand), after the checks every move is
followed by: the US intervention (27.1) and the end of the PKK rebellion (26.7)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import ActionSpec, Event
from rules.core.flow import Family, Frame, Stage
from rules.core.text import Said

from . import alliances, bidding, board, combat, events, hands, movement, planning, us, victory
from .actions import (
    AskLeave,
    Attack,
    Done,
    Draw,
    Exchange,
    Joker,
    Move,
    Pick,
    Plan,
    PlayEvent,
    PlaySpecial,
)
from .data import tables
from .messages import say
from .state import FitnaState

seat_on_turn = board.seat_on_turn


# ------------------------------------------------------------------------------ the phase


def start_phase(state: FitnaState) -> list[Event]:
    seat = seat_on_turn(state)
    state.segment = "events"
    state.ops_cards, state.depot = [], False
    state.moves_left = state.offensives_left = 0
    state.moved, state.events_played = [], []
    state.exchanged = state.strategic_done = state.adjusted = False
    state.leave_asked = state.leave_granted = False
    side = state.sides[seat]
    state.free_ops = board.scenario(state).free_ops_turn1.get(side, 0) if state.turn == 1 else 0
    return [say("phase", turn=state.turn, name=state.seats[seat])]


def enter(state: FitnaState, segment: str) -> list[Event]:
    seat = seat_on_turn(state)
    state.segment = segment  # type: ignore[assignment]
    found: list[Event] = [say("segment", name=state.seats[seat], segment=segment)]
    if segment == "planning":
        newly = board.mark_isolation(state)
        if newly:
            found.append(say("isolated", boxes=list(newly)))
    return found


def end_offensives(state: FitnaState) -> list[Event]:
    """12.1 step 5 ends: isolation markers come off where supply is back; airmobile assault
    units without a line become isolated (17.2.2)."""
    assaulted, state.air_assaulted = state.air_assaulted, []
    back = board.lift_isolation(state)
    found: list[Event] = []
    if back:
        found.append(say("resupplied", boxes=list(back)))
    for box in assaulted:
        if box in state.stacks and not board.box_supplied(state, box) and box not in state.isolated:
            state.isolated.append(box)
            found.append(say("isolated", boxes=[box]))
    return found + enter(state, "strategic")


def end_phase(state: FitnaState) -> list[Event]:
    seat = seat_on_turn(state)
    if state.terror_target == seat:
        state.terror_target = None
    state.active += 1
    if state.active < len(state.order):
        return start_phase(state)
    return end_turn(state)


def end_turn(state: FitnaState) -> list[Event]:
    found = [say("turn_end", turn=state.turn)]
    kept = []
    for effect in state.effects:
        effect.turns -= 1
        if effect.turns > 0:
            kept.append(effect)
    state.effects = kept
    for box in list(state.truces):
        state.truces[box] -= 1
        if state.truces[box] <= 0:
            del state.truces[box]
    state.batch_taken = []
    if state.end_after_turn or state.turn >= board.scenario(state).turns:
        state.over = True
        return found + victory.outcome_events(state)
    state.turn += 1
    state.active = 0
    bidding.end_turn(state)
    found += us.next_turn(state)
    if state.turn in tables.RESHUFFLE_TURNS:
        hands.reshuffle(state)
        found.append(say("reshuffle", turn=state.turn))
    return found + begin_turn(state)


def begin_turn(state: FitnaState) -> list[Event]:
    """A turn's first phase, after the bids of the optional rule 7.1 when it applies."""
    if bidding.applies(state):
        return bidding.ask(state)
    return start_phase(state)


# ------------------------------------------------------------------------------ moving on


def _select(state: FitnaState) -> list[Event] | None:
    """7.0: the seat on turn looks through both piles until it holds its cards; after the
    last chooser the piles are shuffled and the first turn begins."""
    seat = seat_on_turn(state)
    if state.to_select[seat] > 0 and (
        hands.can_draw(state, "support") or hands.can_draw(state, "event")
    ):
        hands.look_through(state, seat)  # 7.0: he looks through both piles
        return None
    hands.look_away(state, seat)
    state.to_select[seat] = 0
    state.active += 1
    if state.active < len(state.order):
        return []
    # 7.0: "Les piles sont ensuite mélangées et remises à leur place."
    state.active = 0
    state.rng.shuffle(state.support.draw_pile)
    state.rng.shuffle(state.events.draw_pile)
    return begin_turn(state)


def _waits(state: FitnaState) -> list[Event] | None:
    return None


def _movement(state: FitnaState) -> list[Event] | None:
    if movement.can_move(state, seat_on_turn(state)):
        return None
    return enter(state, "offensives")


def _offensives(state: FitnaState) -> list[Event] | None:
    if planning.can_launch(state, seat_on_turn(state)):
        return None
    return end_offensives(state)


def _strategic(state: FitnaState) -> list[Event] | None:
    if movement.can_move_strategic(state, seat_on_turn(state)):
        return None
    return enter(state, "adjust")


def _adjust(state: FitnaState) -> list[Event] | None:
    """12.1 step 7: the seat draws up to its hand limit, one card a move; the phase ends when
    the hand is full or the piles are empty."""
    seat = seat_on_turn(state)
    held = len(hands.hand(state, seat))
    if held < hands.limit(state, seat) and (
        hands.can_draw(state, "support") or hands.can_draw(state, "event")
    ):
        return None
    found: list[Event] = []
    if held >= hands.limit(state, seat) and not state.adjusted:
        found.append(say("hand_full", name=state.seats[seat], count=held))
    return found + end_phase(state)


def _segment_run(
    moves_on: Callable[[FitnaState], list[Event] | None],
) -> Callable[[FitnaState, Frame], list[Event] | None]:
    """A segment's ``run`` (on top of the stack with no question open): the checks after every move, then the segment moves on by itself when
    nothing is left to decide (``moves_on``: ``None`` to wait on the seat on turn)."""

    def run(state: FitnaState, current: Frame) -> list[Event] | None:
        if state.over:
            return None
        found = us.settle(state) + events.pkk_end(state)
        if state.questions.open:
            return found
        more = moves_on(state)
        if more is None:
            return found or None
        return found + more

    return run


def on_turn(state: FitnaState, current: Frame) -> list[int]:
    """The seats a segment or an activation waits on: the seat on turn."""
    return [seat_on_turn(state)]


# ------------------------------------------------------------------------------ the moves


def _joker_legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    return hands.joker_spec(state, seat) if state.segment != "select" else []


def _special_legal(
    state: FitnaState, seat: int, action: dict[str, Any] | None = None
) -> list[ActionSpec]:
    return events.special_spec(state, seat, action) if state.segment != "select" else []


#: 9.0 and 10.0: jokers and special jokers "à tout moment de la partie, même lors d'une phase
#: d'un joueur adverse" (after the opening hands are chosen).
JOKER = Family(Joker, _joker_legal, lambda state, seat, action: hands.play_joker(state, seat))
#: ``apply`` checks a move against its own card's or joker's branch (``legal_for``, issue 31).
SPECIAL = Family(
    PlaySpecial,
    _special_legal,
    lambda state, seat, action: events.play_special(state, seat, action.joker),
    legal_for=_special_legal,
)

PICK = Family(
    Pick,
    hands.pick_spec,
    lambda state, seat, action: hands.pick(state, seat, action.pile, action.card),
    legal_for=hands.pick_spec,
)
EVENT = Family(
    PlayEvent,
    events.legal,
    lambda state, seat, action: events.play(state, seat, action.card),
    legal_for=events.legal,
)
EXCHANGE = Family(Exchange, alliances.legal, alliances.offer)
LEAVE = Family(
    AskLeave, alliances.leave_legal, lambda state, seat, action: alliances.ask_leave(state, seat)
)


def _plan(state: FitnaState, seat: int, action: Plan) -> list[Event]:
    return planning.play(state, seat, action) + enter(state, "movement")


PLAN = Family(Plan, planning.legal, _plan)
#: ``apply`` checks a move against the tree of its unit alone (``legal_for``, issue 31).
MOVE = Family(Move, movement.legal, movement.play, legal_for=movement.legal)
STRATEGIC_MOVE = Family(
    Move, movement.strategic_legal, movement.play, legal_for=movement.strategic_legal
)


def _attack(state: FitnaState, seat: int, action: Attack) -> list[Event]:
    state.offensives_left -= 1
    return combat.declare(state, seat, action)


ATTACK = Family(Attack, planning.offensive_specs, _attack, legal_for=planning.offensive_specs)


def _draw_legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    return hands.draw_spec(state, Said("label.draw_adjust"))


def _draw(state: FitnaState, seat: int, action: Draw) -> list[Event]:
    state.adjusted = True
    return hands.draw(state, seat, action.pile)


DRAW = Family(Draw, _draw_legal, _draw)


def _done(label: Said, then: Callable[[FitnaState], list[Event]]) -> Family[FitnaState, Done]:
    """Ending a segment: the move ``label`` names, ``then`` what follows."""
    return Family(
        Done, lambda state, seat: [ActionSpec(kind="done", label=label)], lambda s, seat, a: then(s)
    )


STAGES: tuple[Stage[FitnaState], ...] = (
    Stage("select", (PICK,), seats=on_turn, run=_segment_run(_select)),
    Stage(
        "events",
        (
            EVENT,
            EXCHANGE,
            LEAVE,
            JOKER,
            SPECIAL,
            _done(Said("label.end_events"), lambda state: enter(state, "planning")),
        ),
        seats=on_turn,
        run=_segment_run(_waits),
    ),  # fmt: skip
    Stage("planning", (PLAN, JOKER, SPECIAL), seats=on_turn, run=_segment_run(_waits)),
    Stage(
        "movement",
        (
            MOVE,
            JOKER,
            SPECIAL,
            _done(Said("label.end_movement"), lambda state: enter(state, "offensives")),
        ),
        seats=on_turn,
        run=_segment_run(_movement),
    ),
    Stage(
        "offensives",
        (ATTACK, JOKER, SPECIAL, _done(Said("label.end_offensives"), end_offensives)),
        seats=on_turn,
        run=_segment_run(_offensives),
    ),
    Stage(
        "strategic",
        (
            STRATEGIC_MOVE,
            JOKER,
            SPECIAL,
            _done(Said("label.no_strategic"), lambda state: enter(state, "adjust")),
        ),
        seats=on_turn,
        run=_segment_run(_strategic),
    ),  # fmt: skip
    Stage("adjust", (DRAW, JOKER, SPECIAL), seats=on_turn, run=_segment_run(_adjust)),
)
