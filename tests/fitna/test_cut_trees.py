"""``apply`` checks a move against the branch of the tree its first answers choose alone —
a unit's move against that unit's choices, an offensive against its box of origin's, a card
picked (7.0), an event played, a special joker against their own (the kit's
``Family.legal_for``, issue 31): the cut tree holds the move, only paths of the whole tree,
and only that branch. Along random games of scenario 11 with 6 players."""

from __future__ import annotations

import pickle

from bot.selfplay import random_move, seat_names
from rules.core import LegalActions, Rng
from rules.fitna import GAME
from rules.fitna.procedures import FLOW

#: The kinds whose tree ``apply`` cuts, by the parameter the cut keeps one answer of.
CUT = {"move": "unit", "attack": "origin", "pick": "card", "event": "card", "special": "joker"}


def test_a_cut_tree_holds_the_move_and_only_the_whole_trees_paths_of_its_branch() -> None:
    checked = {kind: 0 for kind in CUT}
    segments: set[str] = set()
    for seed in (1, 2):
        state = GAME.setup(seat_names(6), seed, {"scenario": 11})
        picker = Rng.from_seed(seed)
        while not GAME.is_over(state) and (min(checked.values()) < 20 or len(segments) < 3):
            for seat in GAME.to_act(state):
                legal = GAME.legal_actions(state, seat)
                for kind, param in CUT.items():
                    if legal.spec(kind) is None:
                        continue
                    if kind == "move":
                        segments.add("activation" if state.activation else state.segment)
                    whole = [p for p in legal.paths(limit=100_000) if p["kind"] == kind]
                    for action in whole[:: max(1, len(whole) // 8)]:
                        cut = LegalActions(seat=seat, actions=FLOW.legal_for(state, seat, action))
                        paths = list(cut.paths(limit=100_000))
                        assert action in paths
                        assert all(p in whole and p[param] == action[param] for p in paths)
                        checked[kind] += 1
                    nothing = FLOW.legal_for(state, seat, {"kind": kind, param: "no such"})
                    assert LegalActions(seat=seat, actions=nothing).spec(kind) is None
            move = random_move(GAME, state, picker)
            assert move is not None
            state, _ = GAME.apply(state, *move)
    assert min(checked.values()) >= 20, checked
    assert {"movement", "strategic"} <= segments


def test_the_move_tree_built_later_holds_the_paths_built_at_once_and_keeps_them() -> None:
    """The movement segment's and the strategic move's trees build a unit's modes and
    destinations only when its choice is walked (``Choice.later``), on a copy of the state:
    their paths are those of the units' trees built at once (``apply``'s cut trees), in the
    same order, and they stay so when the state asked is changed afterwards or the tree is
    pickled."""
    seen: set[str] = set()
    for seed in (1, 2):
        state = GAME.setup(seat_names(6), seed, {"scenario": 11})
        picker = Rng.from_seed(seed)
        while not GAME.is_over(state) and len(seen) < 2:
            seat = GAME.to_act(state)[0]
            whole = GAME.legal_actions(state, seat)
            segment = state.segment
            if whole.spec("move") and segment in ("movement", "strategic") and segment not in seen:
                seen.add(segment)
                at_once = [
                    path
                    for found in sorted(state.stacks)
                    for unit in state.stacks[found].units
                    for path in LegalActions(
                        seat=seat,
                        actions=FLOW.legal_for(state, seat, {"kind": "move", "unit": unit}),
                    ).paths()
                ]
                later = [p for p in whole.paths(limit=100_000) if p["kind"] == "move"]
                assert sorted(later, key=repr) == sorted(at_once, key=repr)
                units = [p["unit"] for p in later]
                assert units == sorted(units, key=units.index)  # one unit's paths together
                # a computer player's turn goes pickled to a worker process
                sent = pickle.loads(pickle.dumps(GAME.legal_actions(state, seat)))
                assert [p for p in sent.paths(limit=100_000) if p["kind"] == "move"] == later
                asked = GAME.load_state(GAME.dump_state(state))
                kept = GAME.legal_actions(asked, seat)
                asked.stacks.clear()  # the state asked, changed in place: the tree stays
                assert [p for p in kept.paths(limit=100_000) if p["kind"] == "move"] == later
            move = random_move(GAME, state, picker)
            assert move is not None
            state, _ = GAME.apply(state, *move)
    assert seen == {"movement", "strategic"}
