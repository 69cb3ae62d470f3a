"""Every procedure of One More Barrel, in one tuple: the game's flow on the kit's stack
(``rules/core/flow.py``).

* ``preparation`` (``preparation.py``): the purchases before the first turn, every player
  at once; then ``actions`` replaces it.
* ``actions`` (:data:`ACTIONS_STAGE`): the two action rounds of a turn, waiting on the player
  placing a pawn (``boxes``) or carrying out a box step by step (``purchases``,
  ``developments``, ``production``; ``rounds.DONE`` finishes it), who may also sell oil or
  offer a transfer (``trade``). After the second round ``end_of_turn`` (``rounds.py``)
  replaces it, with the end-of-turn checks above it: ``battles`` (each battle asking
  questions a frame of its own under ``questions``, at the step it asks, holding its answers
  so far; the answer that completes them brings it back on top at its next step,
  ``battle_retreats`` or ``battle_round``, run at once), ``rebels`` (which calls
  ``rebel_actions``, the players' rebels acting one after the other; a joint bombing is a
  frame of its own, waiting under ``questions`` at the step it asks while it asks, holding
  its attack, brought back on top at its next ``bombing_`` step), then
  ``endturn``'s (pacifism, oil price, government, collection, turn order), automatic
  procedures; then the next turn, or the end of the game (an empty stack).
* ``questions`` (``asking.py``) on top while questions to seats not on turn wait: each seat
  answers through the stage of its question's kind, declared by the module that asks it
  (``purchases``, ``trade``, ``battles``, ``rebels``, ``endturn``).
"""

from __future__ import annotations

from rules.core.flow import Flow, Stage

from . import battles, endturn, purchases, rebels, trade
from .asking import QUESTIONS_STAGE
from .boxes import TAKE_BOX
from .developments import DEVELOP
from .preparation import PREPARATION_STAGE
from .production import PRODUCE
from .rounds import DONE, END_OF_TURN_STAGE, finish_spent_box, player_on_turn
from .state import ACTIONS, OmbState

#: A turn's action rounds: the player on turn's moves, in the order offered (a pawn between
#: boxes; the open box's moves and "done" inside one; the free actions at any time).
ACTIONS_STAGE: Stage[OmbState] = Stage(
    name=ACTIONS,
    seats=player_on_turn,
    families=(
        TAKE_BOX,
        *purchases.FAMILIES,
        DEVELOP,
        PRODUCE,
        DONE,
        *trade.FAMILIES,
    ),
    run=finish_spent_box,
)

#: Every stage of the game.
FLOW: Flow[OmbState] = Flow(
    stages=(
        PREPARATION_STAGE,
        ACTIONS_STAGE,
        END_OF_TURN_STAGE,
        battles.BATTLES_STEP,
        *battles.BATTLE_STEPS,
        rebels.REBELS_STEP,
        rebels.REBEL_ACTIONS_STAGE,
        *rebels.BOMBING_STEPS,
        *endturn.STEPS,
        QUESTIONS_STAGE,
        *purchases.STAGES,
        *trade.STAGES,
        *battles.STAGES,
        *rebels.STAGES,
        *endturn.STAGES,
    )
)
