"""The rulebook's worked examples, stored as data in ``tests/fitna/examples/*.json``.

One runner, many data files: each file quotes its passage, gives the position and the book's
numbers, and is checked against the data modules (map, cards, units, tables, scenario format).
The Fitna engine is not built yet; when it is, the same files will be played through it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rules.fitna.data import cards, scenarios, tables, units
from rules.fitna.data import map as fmap

EXAMPLES = sorted((Path(__file__).parent / "examples").glob("*.json"))


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    assert data["quote"] and data["section"] and data["kind"], path.name
    return data


def _card_shift(number: int, mode: str) -> int:
    card = cards.CARDS[number]
    shifts = [e.params["columns"] for e in card.effects
              if e.kind == "column_shift" and mode in e.params["modes"]]  # fmt: skip
    assert len(shifts) == 1, number
    return int(shifts[0])


def check_combat(ex: dict[str, Any]) -> None:
    exp = ex["expected"]
    assert ex["box"] in fmap.NEIGHBOURS[ex["from"]]
    attack = sum(units.UNITS[uid].attack for uid in ex["attackers"])
    defence = sum(units.UNITS[uid].defence for uid in ex["defenders"])
    assert len(ex["attackers"]) <= tables.STACK_LIMIT
    assert (attack, defence, attack - defence) == (exp["attack"], exp["defence"], exp["difference"])
    base = tables.base_column(attack - defence)
    assert tables.CRT_COLUMNS[base][0] == exp["base_column"]
    attacker_shifts = sum(_card_shift(n, "attack") for n in ex["attacker_cards"])
    defender_shifts = -fmap.BOXES[ex["box"]].defence
    defender_shifts += sum(_card_shift(n, "defence") for n in ex["defender_cards"])
    assert (attacker_shifts, defender_shifts) == (exp["attacker_shifts"], exp["defender_shifts"])
    net = attacker_shifts - defender_shifts
    assert net == exp["net_shifts"]
    final = tables.final_column(attack - defence, net)
    assert tables.CRT_COLUMNS[final][0] == exp["final_column"]
    # Whatever the die, the result is read in that column of the printed table.
    for die in range(1, 7):
        assert tables.combat_result(attack - defence, net, die) == tables.CRT[die][final]


def check_op_split(ex: dict[str, Any]) -> None:
    moved, offensives = tables.op_split(ex["ops"], ex["movement_ops"])
    assert {"units_moved": moved, "offensives": offensives} == ex["expected"]
    assert ex["ops"] in tables.CARD_OPS


def check_movement(ex: dict[str, Any]) -> None:
    unit = units.UNITS[ex["unit"]]
    assert unit.movement is not None and unit.armour
    assert unit.movement == ex["expected"]["movement"]
    distances = {box: fmap.distance(ex["start"], box) for box in fmap.BOXES}
    reachable = [box for box, d in distances.items() if 0 < d <= unit.movement]
    assert max(distances[box] for box in reachable) == ex["expected"]["farthest_box_distance"]


def check_daesh_ops(ex: dict[str, Any]) -> None:
    fields = [b for b in ex["daesh_controls"] if fmap.BOXES[b].oil_field]
    assert all(fmap.BOXES[b].daesh for b in ex["daesh_controls"])
    assert len(fields) == ex["expected"]["oil_fields"]
    assert tables.daesh_ops(len(fields)) == ex["expected"]["ops"]
    if not fields:
        assert tables.DAESH_NO_OIL_OFFENSIVES == 1


def check_box_vp(ex: dict[str, Any]) -> None:
    assert {box: fmap.box_vp(box) for box in ex["expected"]} == ex["expected"]


def check_victory_threshold(ex: dict[str, Any]) -> None:
    victory = scenarios.Victory(conditions=(), levels=tuple(map(tuple, ex["levels"])))
    for case in ex["expected"]:
        assert victory.level(case["met"], case["raised"]) == case["level"], case
    raise_effect = next(e for e in cards.CARDS[79].effects if e.kind == "raise_victory_threshold")
    assert raise_effect.params == {"nation": "ISR", "levels": 1}


def check_overall_level(ex: dict[str, Any]) -> None:
    assert tables.overall_level(ex["levels"]) == ex["expected"]


def check_card_ops(ex: dict[str, Any]) -> None:
    for number in range(ex["cards"][0], ex["cards"][1] + 1):
        assert cards.CARDS[number].title_fr == "RENFORTS"
        assert cards.CARDS[number].ops == ex["expected"]


def check_depot(ex: dict[str, Any]) -> None:
    assert (
        ex["expected"]["units_moved"],
        ex["expected"]["offensives"],
    ) == (tables.DEPOT_MOVES, tables.DEPOT_OFFENSIVES)


def check_stacking(ex: dict[str, Any]) -> None:
    exp = ex["expected"]
    assert (
        exp["regular"],
        exp["daesh"],
        exp["corps"],
    ) == (tables.STACK_LIMIT, tables.STACK_LIMIT_DAESH, tables.CORPS_PER_STACK)


def check_vp_margin(ex: dict[str, Any]) -> None:
    for mine, theirs, level in ex["expected"]:
        assert tables.victory_level(mine, theirs) == level


def check_hand_adjustment(ex: dict[str, Any]) -> None:
    for case in ex["cases"]:
        hand = case["hand"] + case.get("joker", 0) * tables.JOKER_DRAW
        assert tables.cards_to_draw(hand, case["limit"]) == case["draw"], case
    limits = {e.params["size"] for n in (70, 72, 81) for e in cards.CARDS[n].effects
              if e.kind == "hand_limit"}  # fmt: skip
    assert limits == {tables.SANCTIONED_HAND_SIZE}


def check_identical_supports(ex: dict[str, Any]) -> None:
    for case in ex["cases"]:
        assert cards.same_card(*case["cards"]) is case["same"], case


CHECKS = {
    "combat": check_combat,
    "op_split": check_op_split,
    "movement": check_movement,
    "daesh_ops": check_daesh_ops,
    "box_vp": check_box_vp,
    "victory_threshold": check_victory_threshold,
    "overall_level": check_overall_level,
    "card_ops": check_card_ops,
    "depot": check_depot,
    "stacking": check_stacking,
    "vp_margin": check_vp_margin,
    "hand_adjustment": check_hand_adjustment,
    "identical_supports": check_identical_supports,
}


def test_the_examples_are_there() -> None:
    kinds = {_load(path)["kind"] for path in EXAMPLES}
    assert kinds == set(CHECKS)
    assert len(EXAMPLES) >= 15


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_book_example(path: Path) -> None:
    example = _load(path)
    CHECKS[example["kind"]](example)
