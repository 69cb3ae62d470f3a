"""The two action rounds: after a player's action box, the next player in turn order, then the
second round, then the end-of-turn checks. Kept apart from the boxes (``actionboard``), which
the catalogue of ``messages`` names: this module speaks through that catalogue and starts the
end-of-turn checks (``endturn``), so it sits above all three and no import goes round."""

from __future__ import annotations

from rules.core import Event

from .endturn import END_OF_TURN_STEPS
from .helpers import say
from .state import OmbState


def finish_box(state: OmbState) -> list[Event]:
    """The current player's action is over: the next player in turn order, else the second
    action round, else the end-of-turn checks (book "Séquence d'un tour de jeu": "une première
    action des joueurs au choix, une seconde action des joueurs au choix et les contrôles de
    fin de tour")."""
    state.active = None
    state.current += 1
    if state.current < state.n:
        return []
    state.current = 0
    if state.round == 1:
        state.round = 2
        return [say("round")]
    state.stage = "end_of_turn"
    state.eot_step = END_OF_TURN_STEPS[0]
    return [say("end_of_turn")]
