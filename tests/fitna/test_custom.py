"""Rule 33's custom scenario: the players' own forces, cards and victory conditions, checked
in plain words, then played like any scenario."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import IllegalAction, LegalActions, Rng
from rules.fitna import GAME, board

SPEC: dict[str, Any] = {
    "title": "Aleppo 2016",
    "turns": 3,
    "seats": [
        {"id": "SYR", "name": "The regime", "controls": ["SYR", "SYR_MIL"], "home": ["SYR"]},
        {"id": "TUR", "name": "The rebels", "controls": ["TUR", "FSA", "ALSHAM"],
         "home": ["TUR"]},
    ],
    "tension": 3,
    "removed_cards": [74, 75],
    "setup": {
        "aleppo": ["syr_15_sf", "syr_mil_baath"],
        "hama": ["syr_11_arm"],
        "idlib": ["fsa_1", "alsham_nusra"],
        "azaz": ["fsa_2"],
        "raqqa": ["daesh_01"],
    },
    "batches": {"SYR": [["syr_14_sf"]], "TUR": [["fsa_3", "fsa_4"]]},
    "play_area": ["SYR"],
    "victory": {
        "SYR": [{"text": "Hold Aleppo", "boxes": ["aleppo"]},
                {"text": "Take Idlib", "boxes": ["idlib"]}],
        "TUR": [{"text": "Take Aleppo", "boxes": ["aleppo"]},
                {"text": "Hold Idlib or Azaz", "boxes": ["idlib", "azaz"], "count": 1}],
    },
    "levels": [1, 2, 2],
}  # fmt: skip


def setup(spec: dict[str, Any], players: int = 2, seed: int = 1) -> Any:
    seats = ["a", "b", "c"][:players]
    return GAME.setup(seats, seed, {"scenario": 0, "custom": spec})


def test_a_custom_scenario_sets_up_and_plays_to_its_end() -> None:
    state = setup(SPEC)
    assert state.sides == ["SYR", "TUR"] and state.tension == 3
    assert board.box_of(state, "alsham_nusra") == "idlib"
    assert board.side_at(state, "raqqa") == board.DAESH
    assert 74 in state.removed
    assert GAME.invariants(state) == []
    rng = Rng.from_seed(5)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        busy = [a for a in legal.actions if a.kind not in ("done", "pass", "joker")]
        if busy and rng.below(10) < 9:
            legal = LegalActions(seat=seat, actions=busy)
        state, _ = GAME.apply(state, seat, legal.random_action(rng))
        assert GAME.invariants(state) == []
    result = GAME.result(state)
    assert result is not None and "conditions" in " ".join(result.details)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"setup": {"aleppo": ["no_such_unit"]}}, "No counter"),
        ({"setup": {"aleppo": ["syr_15_sf"], "hama": ["syr_15_sf"]}}, "placed twice"),
        ({"setup": {"mosul": ["syr_15_sf"]}}, "outside the play area"),
        ({"setup": {"aleppo": ["irq_cts"]}}, "no seat controls IRQ"),
        ({"setup": {"aleppo": ["syr_rg", "syr_4_arm", "syr_1_arm", "syr_3_arm"]}}, "4.0"),
        ({"victory": {"SYR": [{"text": "x", "boxes": ["atlantis"]}], "TUR": []}}, "no box"),
        ({"initiative": ["SYR"]}, "every seat"),
        ({"removed_cards": [999]}, "No card 999"),
        ({"seats": [SPEC["seats"][0], {**SPEC["seats"][1], "controls": ["SYR_MIL"]}]},
         "controlled by both"),
    ],
)  # fmt: skip
def test_a_custom_scenario_that_does_not_hold_together_is_refused(
    change: dict[str, Any], words: str
) -> None:
    with pytest.raises(IllegalAction, match=words):
        setup({**SPEC, **change})


def test_a_custom_scenario_needs_its_players_and_scenario_0() -> None:
    with pytest.raises(IllegalAction, match="2 seats for 3 players"):
        setup(SPEC, players=3)
    with pytest.raises(IllegalAction, match="scenario 0"):
        GAME.setup(["a", "b"], 1, {"scenario": 1, "custom": SPEC})
    with pytest.raises(IllegalAction):
        GAME.setup(["a", "b"], 1, {"scenario": 0, "custom": {"title": "x"}})
