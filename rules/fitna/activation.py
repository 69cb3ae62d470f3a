"""Daesh (25.0-25.6) and the Kurds (26.0-26.8) moved for a while by the player who plays
their card in his Events segment; then he goes on with his phase (25.6, 26.6)."""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Event, IllegalAction
from rules.core.flow import Family, Frame, call, frame
from rules.core.text import Said

from . import board, combat, movement, picks, reinforce
from .actions import Attack, Done, Move
from .data import map as fmap
from .data import tables
from .messages import say
from .state import Activation, FitnaState

BAGHDADI = "daesh_baghdadi"


def oil_fields(state: FitnaState) -> int:
    """Oil fields Daesh controls (25.2)."""
    return sum(1 for b, s in state.control.items() if s == board.DAESH and fmap.BOXES[b].oil_field)


# ------------------------------------------------------------------------------ Daesh


def start_daesh(state: FitnaState, seat: int, card: int) -> list[Event]:
    """25.2: 3 counters drawn unseen from Daesh's pool (Al Baghdadi may enter instead of two
    draws, or be restored instead of one), placed, then 2 OP per oil field Daesh holds
    (none: Al Baghdadi's move and 1 offensive)."""
    ops = tables.daesh_ops(oil_fields(state))
    state.activation = Activation(side=board.DAESH, card=card, ops=ops,
                                  free_move=ops == 0, free_offensive=ops == 0)  # fmt: skip
    call(state, frame("activation"))
    events = [say("activate", name=state.seats[seat], side=board.DAESH, ops=ops)]
    options: list[tuple[str, Said]] = []
    if BAGHDADI in state.pools.get(board.DAESH, []) and reinforce.can_place(state, BAGHDADI):
        options.append(("baghdadi", Said("label.baghdadi_enters")))
    if BAGHDADI in state.reduced:
        options.append(("restore", Said("label.baghdadi_restored")))
    if options:
        return events + picks.pick(state, seat, "daesh_option", options,
                                   Said("label.daesh_option"), _pick_daesh_option,
                                   optional=True)  # fmt: skip
    return events + _daesh_draw(state, seat, tables.DAESH_ACTIVATION_DRAW, [])


def _pick_daesh_option(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    first: list[str] = []
    count = tables.DAESH_ACTIVATION_DRAW
    if value == "baghdadi":
        if BAGHDADI not in state.pools.get(board.DAESH, []):
            raise IllegalAction("refusal.baghdadi_not_in_pool")
        state.pools[board.DAESH].remove(BAGHDADI)
        first, count = [BAGHDADI], 1
    elif value == "restore":
        if BAGHDADI not in state.reduced:  # the offer stands from when he was (a stale state)
            raise IllegalAction("refusal.baghdadi_not_reduced")
        board.restore(state, BAGHDADI)
        count = 2
    return _daesh_draw(state, seat, count, first)


def _daesh_draw(state: FitnaState, seat: int, count: int, first: list[str]) -> list[Event]:
    """*Interpretation*: Al Baghdadi enters only by the player's choice, never by a draw."""
    pool = [u for u in state.pools.get(board.DAESH, []) if u != BAGHDADI]
    drawn: list[str] = []
    for _ in range(min(count, len(pool))):
        uid = state.rng.choice(pool)
        pool.remove(uid)
        state.pools[board.DAESH].remove(uid)
        drawn.append(uid)
    return reinforce.ask_place(state, seat, first + drawn)


# ------------------------------------------------------------------------------ Kurds


def start_kurds(state: FitnaState, seat: int, card: int) -> list[Event]:
    """26.2: a unit back from the Kurdish pool on a box of its faction (26.8: an empty one
    too), or two reduced supplied units restored; then 4 OP planned as usual."""
    state.activation = Activation(side="KURDS", card=card)
    call(state, frame("activation"))
    for box, found in state.stacks.items():
        if found.face in board.KURDS:
            board.reset_knowledge(state, box)
    events = [say("activate", name=state.seats[seat], side="KURDS", ops=tables.KURD_ACTIVATION_OPS)]
    options: list[tuple[str, Said]] = []
    for faction in board.KURDS:
        for uid in sorted(set(state.pools.get(faction, []))):
            if reinforce.can_place(state, uid):
                options.append((f"revive:{uid}", Said("label.bring_back", unit=uid)))
    if kurd_restorable(state):
        options.append(("restore", Said("label.kurd_restore")))
    return events + picks.pick(state, seat, "kurd_option", options,
                               Said("label.kurd_option"), _pick_kurd_option,
                               optional=True)  # fmt: skip


def kurd_restorable(state: FitnaState) -> list[str]:
    return [u for u in sorted(board.on_map(state)) if board.nation(state, u) in board.KURDS
            and u in state.reduced and board.supplied(state, u)]  # fmt: skip


def _pick_kurd_option(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    events: list[Event] = []
    if value is not None and value.startswith("revive:"):
        uid = value.split(":", 1)[1]
        state.pools[board.unit(uid).nation].remove(uid)
        events += reinforce.ask_place(state, seat, [uid])
    elif value == "restore":
        for uid in kurd_restorable(state)[:2]:
            board.restore(state, uid)
            events.append(
                say(
                    "kurd_restore",
                    side="KURDS",
                    box=board.box_of(state, uid) or "",
                )
            )
    return events + _ask_plan(state, seat)


def _ask_plan(state: FitnaState, seat: int) -> list[Event]:
    ops = tables.KURD_ACTIVATION_OPS
    options = [
        (str(m), Said("label.kurd_split", ops=m, moves=2 * m, offensives=ops - m))
        for m in range(ops + 1)
    ]
    return picks.pick(
        state, seat, "kurd_plan", options, Said("label.kurd_plan", ops=ops), _pick_kurd_plan
    )


def _pick_kurd_plan(
    state: FitnaState, seat: int, value: str | None, data: dict[str, Any]
) -> list[Event]:
    activation = state.activation
    assert activation is not None
    m = int(value or 0)
    activation.planned = True
    activation.moves = m * tables.UNITS_MOVED_PER_OP
    activation.offensives = tables.KURD_ACTIVATION_OPS - m
    return [
        say("kurd_plan", side="KURDS", moves=activation.moves, offensives=activation.offensives)
    ]


# ------------------------------------------------------------------------------ operations


def sides(state: FitnaState) -> list[str]:
    activation = state.activation
    assert activation is not None
    return [board.DAESH] if activation.side == board.DAESH else board.kurd_sides(state)


def move_legal(
    state: FitnaState, seat: int, action: dict[str, Any] | None = None
) -> list[ActionSpec]:
    """Al Baghdadi's move (1 OP, or the free one of 25.2), or a Kurdish mobile unit's; with
    ``action``, cut to the unit it moves (``movement.named``)."""
    activation = state.activation
    assert activation is not None
    if activation.side == board.DAESH:
        can_move = activation.ops > 0 or activation.free_move
        if can_move and board.box_of(state, BAGHDADI) and BAGHDADI not in activation.moved:
            return movement.move_spec(state, [BAGHDADI], ("ground",), Said("label.move_baghdadi"))
        return []
    mobile = [u for side in board.kurd_sides(state) for u in board.side_units(state, side)
              if board.unit(u).size == "kurd_mobile" and u not in activation.moved]  # fmt: skip
    if activation.moves > 0:
        mobile = movement.named(mobile, action)
        return movement.move_spec(state, mobile, ("ground",), Said("label.move_kurd"))
    return []


def attack_legal(
    state: FitnaState, seat: int, action: dict[str, Any] | None = None
) -> list[ActionSpec]:
    """A Daesh offensive (1 OP, or the free one), or an offensive of a Kurdish faction (the
    origins of every faction under one step); with ``action``, cut to its origin."""
    activation = state.activation
    assert activation is not None
    if activation.side == board.DAESH:
        if activation.ops > 0 or activation.free_offensive:
            label = Said("label.daesh_offensive")
            return combat.attack_spec(state, seat, board.DAESH, label, action)
        return []
    specs: list[ActionSpec] = []
    if activation.offensives > 0:
        for side in board.kurd_sides(state):
            label = Said("label.side_offensive", side=side)
            specs += combat.attack_spec(state, seat, side, label, action)
    return _merge_attacks(specs)


def done_legal(state: FitnaState, seat: int) -> list[ActionSpec]:
    activation = state.activation
    assert activation is not None
    return [ActionSpec(kind="done", label=Said("label.end_operations", side=activation.side))]


def _merge_attacks(specs: list[ActionSpec]) -> list[ActionSpec]:
    """One ``attack`` kind: the origins of every faction under one step."""
    if len(specs) <= 1:
        return specs
    merged = specs[0].model_copy(deep=True)
    for other in specs[1:]:
        assert merged.steps[0].choices is not None and other.steps[0].choices is not None
        merged.steps[0].choices += other.steps[0].choices
    merged.label = Said("label.kurd_offensive")
    return [merged]


def play_move(state: FitnaState, seat: int, action: Move) -> list[Event]:
    activation = state.activation
    assert activation is not None
    events = movement.play(state, seat, action)
    if activation.side == board.DAESH:
        if activation.free_move and activation.ops == 0:
            activation.free_move = False
        else:
            activation.ops -= tables.AL_BAGHDADI_MOVE_COST
    else:
        activation.moves -= 1
    return events


def play_attack(state: FitnaState, seat: int, action: Attack) -> list[Event]:
    activation = state.activation
    assert activation is not None
    if activation.side == board.DAESH:
        if activation.free_offensive and activation.ops == 0:
            activation.free_offensive = False
        else:
            activation.ops -= 1
    else:
        activation.offensives -= 1
    return combat.declare(state, seat, action)


def end(state: FitnaState) -> list[Event]:
    activation = state.activation
    assert activation is not None
    state.activation = None
    here = next(i for i in range(len(state.stack) - 1, -1, -1)
                if state.stack[i].kind == "activation")  # fmt: skip
    del state.stack[here]
    for box, found in state.stacks.items():
        if found.face in board.KURDS:
            board.reset_knowledge(state, box)
    for uid in list(state.moved):
        if board.side_of(state, uid) in board.UNHELD:
            state.moved.remove(uid)
    return [say("activation_end", side=board.DAESH if activation.side == board.DAESH else "KURDS")]


PICKS = {
    "daesh_option": _pick_daesh_option,
    "kurd_option": _pick_kurd_option,
    "kurd_plan": _pick_kurd_plan,
}


def on_turn(state: FitnaState, current: Frame) -> list[int]:
    return [board.seat_on_turn(state)]


#: Daesh's or the Kurds' operations (their stage, ``activation``, is in :mod:`procedures`,
#: with the jokers open at any time; its frame, called when the card starts them, ends with
#: them).
FAMILIES = (
    Family(Move, move_legal, play_move, legal_for=move_legal),
    Family(Attack, attack_legal, play_attack, legal_for=attack_legal),
    Family(Done, done_legal, lambda state, seat, action: end(state)),
)
