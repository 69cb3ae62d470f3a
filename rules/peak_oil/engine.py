"""The Peak Oil game: set-up and the game's flow.

This module is the :class:`~rules.core.Game` of the package and keeps only the flow: turns of
three steps until Peak Oil, the others' reassignment, the Peak Oil phase, the end. Each family
of actions keeps its legal tree beside the code that plays it:

* ``turn``: the steps, reassigning, security tokens, the Brutal counter's way home;
* ``acting``: acting on a zone (majority, tie draw, Grey Ops' payment) and the option prompt;
* ``expand``, ``develop``, ``invest``, ``grey_ops``, ``transport``: the options of each zone;
* ``barrels`` (draws, the black market, the Peak Oil check) and ``crises`` (PR crises, the
  crisis cards' effects, the Brutal counter);
* ``peak``: Peak Oil, the others' reassignment (questions of the kit) and the phase;
* ``scoring``, ``view`` and ``checks`` (the invariants).

Within an action, the rules' steps wait in ``state.tasks`` (``tasks.py``): the engine runs
them until one needs a decision, which its module's legal tree then asks.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Event, Game, Result, Rng, View

from . import checks, crises, describe, develop, expand, grey_ops, invest, transport  # noqa: F401
from . import tasks as queue
from .acting import finish_action, option_specs, usable_options, use_option
from .actions import ACTION_MODELS
from .helpers import msg, who
from .labels import LABELS_DE, LABELS_FR
from .messages import MESSAGES, NAMES, TRANSLATED_NAMES, TRANSLATIONS
from .peak import QUESTIONS, advance_phase, start_peak_reassign
from .refusals import REFUSALS_DE, REFUSALS_FR
from .scoring import result
from .state import PeakOilState, PeakOptions, TurnState, setup_state
from .turn import play_step, security_spec, step_specs, use_security
from .view import PeakPrivate, PeakPublic, private_view, public_view

#: The default moves, most preferred first (see :meth:`PeakOil.default_action`).
_DEFAULT_PREFERENCES: tuple[dict[str, Any], ...] = (
    {"kind": "pass"},
    {"kind": "finish"},
    {"kind": "choose", "value": "no"},
    {"kind": "choose", "value": "none"},
)


class PeakOil(Game[PeakOilState, PeakOptions]):
    """Peak Oil for 2 to 5 players (Tobias Gohrbandt & Heiko Günther, 2Tomatoes Games)."""

    name = "peak_oil"
    title = "Peak Oil"
    min_players = 2
    max_players = 5
    command_name = "peak"
    options_model = PeakOptions
    state_model = PeakOilState
    action_models = ACTION_MODELS
    messages = MESSAGES
    message_names = NAMES
    translations = TRANSLATIONS
    translated_names = TRANSLATED_NAMES
    label_translations = {"fr": LABELS_FR, "de": LABELS_DE}
    refusal_translations = {"fr": REFUSALS_FR, "de": REFUSALS_DE}
    answer_hours = 24.0
    #: Answers set in advance with ``/game standing`` (played at once when asked, if legal).
    standing_answers = {"peak_reassign": {"never reassign": {"kind": "pass"}}}

    def _setup(self, seats: list[str], rng: Rng, options: PeakOptions) -> PeakOilState:
        return setup_state(self.name, seats, rng, options)

    # ------------------------------------------------------------------ who acts, and how

    def is_over(self, state: PeakOilState) -> bool:
        return state.stage == "over"

    def _to_act(self, state: PeakOilState) -> list[int]:
        if state.questions.open:
            return state.questions.waiting()
        current = queue.waiting(state)
        if current is not None:
            return [current.seat]
        if state.action is not None:
            return [state.action.seat]
        return [state.turn.seat]

    def _legal(self, state: PeakOilState, seat: int) -> list[ActionSpec]:
        if state.questions.open:
            return QUESTIONS.legal(state, state.questions, seat)
        # book "Jetons de sécurité": "A tout moment pendant votre tour" (I20): beside every
        # move and decision of the player's own turn
        security = security_spec(state, seat) if seat == state.turn.seat else None
        extra = [security] if security is not None else []
        current = queue.waiting(state)
        if current is not None:
            return queue.legal(state, current) + extra
        if state.action is not None:
            return option_specs(state, state.action) + extra
        specs = step_specs(state, seat)
        if state.turn.step == 3:
            specs.append(ActionSpec(kind="pass", label="End your turn"))
        return specs + extra

    def _play(self, state: PeakOilState, seat: int, action: Any) -> list[Event]:
        if state.questions.open:
            events = QUESTIONS.play(state, state.questions, seat, action)
        elif action.kind == "security":  # the decision waiting, if any, is still asked
            events = use_security(state, seat, action)
        elif queue.waiting(state) is not None:
            events = queue.play(state, action)
        elif action.kind == "option":
            events = use_option(state, action)
        elif action.kind == "finish":
            events = finish_action(state)
        elif action.kind == "pass":
            state.turn.ended = True
            events = []
        else:
            events = play_step(state, seat, action)
        return events + self._advance(state)

    def _advance(self, state: PeakOilState) -> list[Event]:
        """Carry the game on until it waits for somebody."""
        events: list[Event] = []
        while True:
            events += queue.run(state)
            if queue.waiting(state) or state.questions.open or state.stage == "over":
                return events
            ctx = state.action
            if ctx is not None:
                if ctx.options_left > 0 and usable_options(state, ctx):
                    return events
                events += finish_action(state)
                continue
            if state.stage == "play":
                turn = state.turn
                if turn.ended:
                    events += self._end_turn(state)
                    continue
                if not step_specs(state, turn.seat):
                    if turn.step == 3:
                        turn.ended = True
                    else:
                        turn.step = 2 if turn.step == 1 else 3
                    continue
                return events
            if state.stage == "peak_phase":
                events += advance_phase(state)
                continue
            return events

    def _end_turn(self, state: PeakOilState) -> list[Event]:
        state.turns += 1
        if state.peak_holder is not None:
            return start_peak_reassign(state)
        seat = (state.turn.seat + 1) % state.n
        state.turn = TurnState(seat=seat)
        return [msg.say("turn_start", name=who(state, seat))]

    def default_action(self, state: PeakOilState, seat: int) -> dict[str, Any] | None:
        """The least consequential legal move, played when the host skips a player whose
        clock ran out (the book has none; authored, docs I38): decline (no Peak Oil
        reassignment, no step 3), finish the action, answer "no" or "none" to a question;
        else the first legal move (the first choice of every step)."""
        legal = self.legal_actions(state, seat)
        if not legal.actions:
            return None
        for candidate in _DEFAULT_PREFERENCES:
            if legal.allows(candidate):
                return dict(candidate)
        return next(legal.paths(limit=1), None)

    def automatic_action(self, state: PeakOilState, seat: int) -> dict[str, Any] | None:
        """The Peak Oil reassignment's default answer: no reassignment."""
        if state.questions.open:
            return QUESTIONS.default(state, state.questions, seat)
        return None

    # ------------------------------------------------------------------ views & result

    def describe_public(self, view: View) -> list[str]:
        """The public board in words (``describe.describe_public``)."""
        return describe.describe_public(view)

    def describe_private(self, view: View) -> list[str]:
        """The seat's portfolio and face-down crisis cards in words."""
        return describe.describe_private(view, self.catalogue(view.language))

    def _public(self, state: PeakOilState) -> PeakPublic:
        return public_view(state)

    def _private(self, state: PeakOilState, seat: int) -> PeakPrivate:
        return private_view(state, seat)

    def _result(self, state: PeakOilState) -> Result:
        return result(state)

    def invariants(self, state: PeakOilState) -> list[str]:
        return checks.invariants(state)

    def max_actions(self, state: PeakOilState) -> int:
        return 60_000


ENGINE = PeakOil()
