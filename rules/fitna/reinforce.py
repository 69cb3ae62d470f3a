"""Reinforcements and replacements (15.0): a batch, a destroyed unit back, or two reduced
units restored; where units may be placed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.core import ActionSpec, Choice, Event, builders
from rules.core.questions import Question, QuestionRule
from rules.core.text import Said

from . import board
from .actions import Choose, Pass
from .data import map as fmap
from .messages import say
from .state import FitnaState

AIR_ANYWHERE = {"HEZB_IRN", "US", "FR", "UK"}
ARAB = {"QAT", "OMN", "BAH", "YEM", "UAE", "KUW", "SAU"}


def placement_boxes(state: FitnaState, uid: str) -> list[str]:
    """Where a unit entering the map may go (15.0; 25.2 for Daesh, 26.2 and 26.8 for Kurds)."""
    return list(_placements(state, uid))


def can_place(state: FitnaState, uid: str) -> bool:
    """Whether :func:`placement_boxes` holds a box (the first one found answers)."""
    return next(_placements(state, uid), None) is not None


def _placements(state: FitnaState, uid: str) -> Iterator[str]:
    """:func:`placement_boxes`, one box at a time in the map's order."""
    u = board.unit(uid)
    nat = u.nation
    side = board.side_of(state, uid)
    supplied = board.supply_test(state, uid)
    isolated = set(state.isolated)
    area = board.play_area(state)
    stacks = state.stacks
    daesh_area = nat == board.DAESH and _daesh_in_syria(state)
    for box, info in fmap.BOXES.items():
        if box in isolated or (area and info.country not in area):
            continue
        held = state.control.get(box) == side
        found = stacks.get(box)
        empty = found is None or not found.units
        if nat == board.DAESH:
            ok = (held or (empty and info.daesh)) and (not daesh_area or info.country == "SYR")
        elif nat in board.KURDS:
            ok = info.kurd == nat and (held or empty)
        elif nat in ("SUNNI", "ALSHAM"):
            ok = info.country in ("IRQ", "SYR") and (held or empty)
        elif nat == "SHIA":
            ok = held and info.country in ("IRQ", "SYR")
        elif nat == "RUS":
            ok = held and box in ("tartus", "latakia")
        elif nat in ("JOR", "EGY") and not u.airmobile:
            ok = held and box in ("h4", "h5")
        elif nat in ARAB and not u.airmobile:
            ok = held and info.country == "SAU"
        elif nat in AIR_ANYWHERE or u.airmobile and nat in ("IRN", "EGY", "UAE"):
            ok = held and supplied(box)
        else:
            home = {"SYR_MIL": "SYR", "FSA": "SYR", "HEZB_LEB": "LEB", "FIA": "IRQ"}.get(nat, nat)
            ok = held and info.country == home and supplied(box)
        # stacking last: the nation's own conditions above rule most boxes out at once
        if ok and board.can_stack(state, box, [uid]):
            yield box


def _daesh_in_syria(state: FitnaState) -> bool:
    """Scenario 1's ``daesh_in_syria`` rule: Daesh enters only Syria."""
    return any(r.id == "daesh_in_syria" for r in board.scenario(state).rules)


def restorable(state: FitnaState, side: str) -> list[str]:
    return [
        u for u in board.side_units(state, side) if u in state.reduced and board.supplied(state, u)
    ]


def offer(state: FitnaState, seat: int, free: bool = False) -> list[Event]:
    """Ask ``seat`` to take a batch or replacements (a Reinforcements card, tension 6/10)."""
    side = state.sides[seat]
    state.questions.ask(
        "reinforce", [seat], source=seat, default={"kind": "pass"}, data={"free": free}
    )
    del side
    return []


def _options(state: FitnaState, seat: int, free: bool) -> list[Choice]:
    side = state.sides[seat]
    choices: list[Choice] = []
    if state.batches.get(side) and (free or side not in state.batch_taken):
        batch = list(state.batches[side][0])
        choices.append(Choice.of("batch", Said("label.next_batch", units=batch)))
    # where a unit may enter depends on it only through its nationality (as printed and as
    # it fights, 23.2), whether it is airmobile and whether it is a corps: asked once a kind
    placeable: dict[tuple[str, str, bool, bool], bool] = {}
    for uid in sorted(set(state.eliminated)):
        if board.side_of(state, uid) != side:
            continue
        u = board.unit(uid)
        kind = (u.nation, board.nation(state, uid), u.airmobile, u.corps)
        ok = placeable.get(kind)
        if ok is None:
            ok = placeable[kind] = can_place(state, uid)
        if ok:
            choices.append(Choice.of(f"revive:{uid}", Said("label.bring_back", unit=uid)))
    if restorable(state, side):
        choices.append(Choice.of("restore", Said("label.restore_two")))
    return choices


def _reinforce_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    choices = _options(state, seat, bool(question.data.get("free")))
    return [
        builders.action(
            "choose", Said("label.reinforcements"), "value", Said("step.what"), choices
        ),
        ActionSpec(kind="pass", label=Said("label.take_nothing")),
    ]


def _reinforce_answer(
    state: FitnaState, question: Question, seat: int, action: Choose | Pass
) -> list[Event]:
    if not isinstance(action, Choose):
        return []
    side = state.sides[seat]
    name = state.seats[seat]
    if action.value == "batch":
        batch = state.batches[side].pop(0)
        if side not in state.batch_taken:
            state.batch_taken.append(side)
        return [say("batch", name=name), *ask_place(state, seat, batch)]
    if action.value.startswith("revive:"):
        uid = action.value.split(":", 1)[1]
        state.eliminated.remove(uid)
        return [say("revive", name=name), *ask_place(state, seat, [uid])]
    state.questions.ask("restore", [seat], source=seat, default={"kind": "pass"}, data={"left": 2})
    return []


def ask_place(state: FitnaState, seat: int, uids: list[str], kind: str = "place") -> list[Event]:
    """Ask ``seat`` where each unit goes, one question per unit in turn; a unit with nowhere
    to go waits in its side's force pool (*interpretation*: it joins the next batch)."""
    events: list[Event] = []
    waiting = list(uids)
    while waiting and not placement_boxes(state, waiting[0]):
        uid = waiting.pop(0)
        side = board.side_of(state, uid)
        nat = board.unit(uid).nation
        if nat in board.UNHELD:  # Daesh's and the Kurds' pools, a Kurdish player's too
            state.pools.setdefault(nat, []).append(uid)
        else:
            state.batches.setdefault(side, []).insert(0, [uid])
    if waiting:
        state.questions.ask(kind, [seat], source=seat, default=None, data={"units": waiting})
    return events


def _place_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    uid = question.data["units"][0]
    hidden = board.unit(uid).nation == board.DAESH
    what = Said("label.place_counter") if hidden else Said("label.place", unit=uid)
    choices = [Choice.of(b, board.box_label(b)) for b in placement_boxes(state, uid)]
    return [builders.action("choose", what, "value", Said("step.box"), choices)]


def _place_answer(state: FitnaState, question: Question, seat: int, action: Choose) -> list[Event]:
    uid = question.data["units"][0]
    board.place(state, uid, action.value)
    state.last_boxes.append(action.value)
    return [say("placed", side=board.side_of(state, uid), box=action.value)]


def _place_settle(state: FitnaState, question: Question) -> list[Event]:
    rest = list(question.data["units"][1:])
    if rest:
        return ask_place(state, question.asked[0], rest)
    return []


def _place_default(state: FitnaState, question: Question, seat: int) -> dict[str, Any] | None:
    boxes = placement_boxes(state, question.data["units"][0])
    return {"kind": "choose", "value": boxes[0]} if boxes else None


def _restore_legal(state: FitnaState, question: Question, seat: int) -> list[ActionSpec]:
    side = state.sides[seat]
    choices = [
        Choice.of(u, Said("label.unit_at", unit=u, box=board.box_of(state, u) or ""))
        for u in restorable(state, side)
    ]
    return [
        builders.action("choose", Said("label.restore"), "value", Said("step.unit"), choices),
        ActionSpec(kind="pass", label=Said("label.restore_no_more")),
    ]


def _restore_answer(
    state: FitnaState, question: Question, seat: int, action: Choose | Pass
) -> list[Event]:
    if not isinstance(action, Choose):
        return []
    board.restore(state, action.value)
    box = board.box_of(state, action.value) or ""
    return [say("restore", name=state.seats[seat], box=box)]


def _restore_settle(state: FitnaState, question: Question) -> list[Event]:
    seat = question.asked[0]
    answer = question.answer_of(seat) or {}
    left = int(question.data["left"]) - 1
    if answer.get("kind") == "choose" and left > 0 and restorable(state, state.sides[seat]):
        state.questions.ask(
            "restore", [seat], source=seat, default={"kind": "pass"}, data={"left": left}
        )
    return []


RULES = [
    QuestionRule("reinforce", _reinforce_legal, _reinforce_answer),
    QuestionRule("place", _place_legal, _place_answer, _place_settle, _place_default),
    QuestionRule("restore", _restore_legal, _restore_answer, _restore_settle),
]
