"""Every procedure of Suprématie, in one tuple: the game's flow on the kit's stack
(``rules/core/flow.py``; the frames' layout: ``frames.py``).

* The turn's steps, at the bottom of the stack (``turn.py``): ``choose`` (the set-up),
  ``phase_1`` (salaries and interest, then phase 2 at once), ``turn`` (the next phase or the
  end of the turn), ``phase_3`` to ``phase_7`` (each with its own moves: ``trade.py``,
  ``combat.py``, ``military.py``). After every move on top of them, ``turn.after_move``
  runs (companies opening, supremacy, a player on turn put out).
* The questions to seats not on turn, above it, each with its default answer: the
  defender's ``defence``, the attacker's ``riposte_back``, ``occupy``, ``reinforce``,
  ``counter`` (every defender of a strike at once), ``stranded`` (``combat.py``);
  ``protect`` (optional rule); ``offer`` and ``passage`` (``trade.py``); ``claim``, the
  blind claim of a phase by every player at once in the simultaneous play
  (``simultaneous.py``).
* What the rules allow "à tout moment de la partie" (the bank, money given or lent, a company
  closed, reopened or offered): in every step and question to the seats asked, and as
  interjections to everyone else.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec
from rules.core.flow import Flow, Frame, Move, Stage

from . import combat, frames, military, simultaneous, trade, turn
from .economy import LOAN, PHASE_ONE_LOAN
from .state import TURN_STEPS as STAGE_OF_PHASE
from .state import SupremacyState

#: The moves of any time, in the order they are offered.
ANY_TIME: tuple[Move[SupremacyState], ...] = (LOAN, trade.DEALS, trade.COMPANY)


def deal_in_place(state: SupremacyState, specs: list[ActionSpec]) -> list[ActionSpec]:
    """Where a deal is offered among a step's moves (its specs are one: ``trade._deals``): a
    phase with deals of its own (3, 6, 7) offers it among the phase's moves; money given or
    lent comes after the bank's loans, before closing a company; a company offered alone,
    after closing one (the order of "à tout moment": the bank, money, companies)."""
    deal = next((s for s in specs if s.kind == "offer"), None)
    first = trade.deal_of_the_bank(deal) if deal is not None else None
    if deal is None or first is None:
        return specs
    rest = [s for s in specs if s is not deal]
    at = len(rest)
    if first == "money":
        at = next((i for i, s in enumerate(rest) if s.kind == "company"), len(rest))
    return [*rest[:at], deal, *rest[at:]]


def _turn_step(name: str, *families: Move[SupremacyState]) -> Stage[SupremacyState]:
    return Stage(
        name=name, families=families, seats=turn.on_turn, run=turn.after_move, arrange=deal_in_place
    )


_MOVE_ON = (turn.DONE, turn.END_TURN, LOAN)

CHOOSE: Stage[SupremacyState] = Stage(name="choose", families=(turn.CHOOSE,), seats=turn.choosing)
PHASE_1 = _turn_step("phase_1", turn.DISBAND, turn.PAY, PHASE_ONE_LOAN, trade.DEALS, trade.COMPANY)
BETWEEN_PHASES = _turn_step("between_phases", turn.PHASE, turn.END_TURN, *ANY_TIME)
PHASE_3 = _turn_step("phase_3", trade.SELL, trade.PHASE_3_DEALS, *_MOVE_ON, trade.COMPANY)
PHASE_4 = _turn_step("phase_4", combat.ATTACK, combat.NUKE, combat.STAR_WAR, *_MOVE_ON,
                     trade.DEALS, trade.COMPANY)  # fmt: skip
PHASE_5 = _turn_step("phase_5", trade.MOVE, *_MOVE_ON, trade.DEALS, trade.COMPANY)
PHASE_6 = _turn_step("phase_6", military.BUILD, military.RESEARCH, military.MAKE_WEAPON,
                     trade.PHASE_6_DEALS, *_MOVE_ON, trade.COMPANY)  # fmt: skip
PHASE_7 = _turn_step("phase_7", trade.BUY, trade.PHASE_7_DEALS, trade.PROSPECT, *_MOVE_ON,
                     trade.COMPANY)  # fmt: skip
#: The turn's steps (``state.TURN_STEPS``), the moves of the player on turn.
TURN_STEPS = (PHASE_1, BETWEEN_PHASES, PHASE_3, PHASE_4, PHASE_5, PHASE_6, PHASE_7)
#: The turn: the stage of the phase the player on turn is at.
TURN: Stage[SupremacyState] = Stage(name="turn", stands_for=turn.step_of_the_turn)


def _asked(state: SupremacyState, current: Frame) -> list[int]:
    """A question waits on the seats it asked that have not answered yet."""
    return sorted(current.data["waiting"])


def _default(state: SupremacyState, current: Frame, seat: int) -> dict[str, Any] | None:
    """The answer the rules give when the seat lets its deadline pass (the question's)."""
    answer: dict[str, Any] | None = current.data.get("default")
    return answer


def _question(
    name: str, *answers: Move[SupremacyState], default: Any = _default
) -> Stage[SupremacyState]:
    """A question: its answers, then the moves of any time (to borrow to pay for it...)."""
    return Stage(
        name=name,
        families=(*answers, *ANY_TIME),
        seats=_asked,
        default=default,
        arrange=deal_in_place,
    )


QUESTIONS = (
    _question("defence", combat.DEFENCE, default=combat.defence_default),
    _question("riposte_back", combat.NO_RIPOSTE, combat.RIPOSTE),
    _question("occupy", combat.OCCUPY),
    _question("reinforce", combat.REINFORCE),
    _question(
        "counter",
        combat.NO_COUNTER,
        combat.COUNTER_ATTACK,
        combat.COUNTER_NUKE,
        combat.COUNTER_STAR_WAR,
    ),
    _question("stranded", combat.STRANDED),
    _question("protect", combat.PROTECT),
    _question("offer", trade.ACCEPT),
    _question("passage", trade.LET_PASS),
    _question("claim", simultaneous.CLAIM, simultaneous.NO_CLAIM),
)
assert frozenset(q.name for q in QUESTIONS) == frames.QUESTIONS
assert {s.name for s in TURN_STEPS} == set(STAGE_OF_PHASE.values())

FLOW: Flow[SupremacyState] = Flow(
    stages=(CHOOSE, TURN, *TURN_STEPS, *QUESTIONS), interjections=ANY_TIME
)
