"""The Peak Oil game: set-up, the flow, and the views.

This module is the :class:`~rules.core.Game` of the package. The game's flow is the kit's
(:class:`~rules.core.flow.FlowGame`): its procedures are declared in one tuple
(``procedures.FLOW``) — the turn, an action on a zone, the steps of the rules, the others'
reassignment after Peak Oil, the Peak Oil phase — and each module keeps its moves' legal trees
beside the code that plays them:

* ``turn``: the steps, reassigning, the Brutal counter's way home; ``security``: the tokens;
* ``acting``: acting on a zone (majority, tie draw, Grey Ops' payment);
* ``expand``, ``develop``, ``invest``, ``grey_ops``, ``transport``: the options of each zone;
* ``barrels`` (draws, the black market, the Peak Oil check) and ``crises`` (PR crises, the
  crisis cards' effects, the Brutal counter);
* ``peak``: Peak Oil, the others' reassignment (a question with a default answer) and the
  phase;
* ``scoring``, ``view`` and ``checks`` (the invariants).
"""

from __future__ import annotations

from typing import Any

from rules.core import Result, Rng, View
from rules.core.flow import FlowGame

from . import checks, describe
from .actions import ACTION_MODELS
from .command_texts import COMMAND_TEXTS, OPTION_VALUES, OPTION_WORDS, STANDING_TEXTS
from .messages import MESSAGES, NAMES, TEXTS
from .picture_words import PICTURE_WORDS
from .procedures import FLOW
from .scoring import result
from .state import PeakOilState, PeakOptions, setup_state
from .topics import TOPICS, TRANSLATED_TOPICS
from .translations import TRANSLATED_NAMES, TRANSLATED_TEXTS, TRANSLATIONS
from .view import PeakPrivate, PeakPublic, private_view, public_view

#: The default moves, most preferred first (see :meth:`PeakOil.default_action`).
_DEFAULT_PREFERENCES: tuple[dict[str, Any], ...] = (
    {"kind": "pass"},
    {"kind": "finish"},
    {"kind": "choose", "value": "no"},
    {"kind": "choose", "value": "none"},
)


class PeakOil(FlowGame[PeakOilState, PeakOptions]):
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
    texts = TEXTS
    translated_texts = TRANSLATED_TEXTS
    topics = TOPICS
    translated_topics = TRANSLATED_TOPICS
    command_texts = COMMAND_TEXTS
    standing_texts = STANDING_TEXTS
    picture_words = PICTURE_WORDS
    option_words = OPTION_WORDS
    option_values = OPTION_VALUES
    answer_hours = 24.0
    #: Answers set in advance with ``/game standing`` (played at once when asked, if legal).
    standing_answers = {"peak_reassign": {"never reassign": {"kind": "pass"}}}
    #: A finished game's story (issue 29; it was "248 moves."): who bought which start-up and
    #: hired which consultant (two of the final count's parts, messages.py "result_line"),
    #: the moment the bag ran out of black barrels, the crisis cards turned up.
    key_messages = frozenset({"start_up", "consultant", "peak_oil", "crisis_up"})
    flow = FLOW

    def _setup(self, seats: list[str], rng: Rng, options: PeakOptions) -> PeakOilState:
        return setup_state(self.name, seats, rng, options)

    def is_over(self, state: PeakOilState) -> bool:
        return state.stage == "over"

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

    def _public_moves(self, state: PeakOilState, seat: int) -> list[Any]:
        """The turn's steps between actions, for the turn message's menu (issue 29): reassign
        an agent, act on a zone, end the turn, read from the board alone (the agents, the
        zones, the barrels and the face-up crises are public; a security token and an
        action's options are asked in private)."""
        if not state.stack or state.stack[-1].kind != "turn":
            return []
        public = ("reassign", "act", "counter_home", "pass")
        return [spec for spec in self._legal(state, seat) if spec.kind in public]

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
