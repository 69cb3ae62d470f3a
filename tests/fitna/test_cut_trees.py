"""``apply`` checks a unit's move against that unit's choices alone (the kit's
``Family.legal_for``, issue 31): the cut tree must hold exactly the whole tree's paths of that
unit, in the movement segment, the strategic move and Daesh's or the Kurds' operations. Along
random games of scenario 11 with 6 players."""

from __future__ import annotations

from bot.selfplay import random_move, seat_names
from rules.core import LegalActions, Rng
from rules.fitna import GAME
from rules.fitna.procedures import FLOW


def test_a_moves_cut_tree_holds_the_whole_trees_paths_of_its_unit() -> None:
    checked = 0
    segments: set[str] = set()
    for seed in (1, 2):
        state = GAME.setup(seat_names(6), seed, {"scenario": 11})
        picker = Rng.from_seed(seed)
        while not GAME.is_over(state) and (checked < 60 or len(segments) < 2):
            for seat in GAME.to_act(state):
                whole = GAME.legal_actions(state, seat).spec("move")
                if whole is None:
                    continue
                units = whole.steps[0].choices or []
                segments.add("activation" if state.activation else state.segment)
                for unit in units:
                    cut = LegalActions(
                        seat=seat,
                        actions=FLOW.legal_for(state, seat, {"kind": "move", "unit": unit.value}),
                    )
                    assert [s.kind for s in cut.actions] == ["move"]
                    assert cut.actions[0].steps[0].choices == [unit]
                    checked += 1
                nobody = FLOW.legal_for(state, seat, {"kind": "move", "unit": "no such unit"})
                assert LegalActions(seat=seat, actions=nobody).spec("move") is None
            move = random_move(GAME, state, picker)
            assert move is not None
            state, _ = GAME.apply(state, *move)
    assert checked >= 60 and {"movement", "strategic"} <= segments
