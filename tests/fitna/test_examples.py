"""The rulebook's worked examples, stored as data in ``tests/fitna/examples/*.json``.

One runner, many data files: each file quotes its passage, gives the position and the book's
numbers, and is checked against the data modules (map, cards, units, tables, scenario format).
The engine plays the same files through its public contract (the second half of this file).
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


# ------------------------------------------------------------------------------ the engine
# The same files played through the engine's public contract (setup, legal_actions, apply,
# view): a scenario-1 game, a position laid out as data (tests/fitna/position.py), the book's
# numbers read from the events and the view. Kinds about the optional VP count and the
# multi-country victory levels (box_vp, vp_margin, overall_level, victory_threshold) have no
# move to play in scenario 1 (no Israeli player, conditions not VP): their data checks above
# are their tests.


def engine_combat(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    exp = ex["expected"]
    origin, box = ex["engine"]["origin"], ex["engine"]["box"]
    assert fmap.BOXES[box].defence == fmap.BOXES[ex["box"]].defence
    for die in range(1, 7):
        state = P.started()
        P.empty_hands(state)
        P.clear_box(state, origin)
        P.clear_box(state, box)
        P.put(state, origin, *ex["attackers"], side="SYR")
        P.put(state, box, *ex["defenders"])
        P.give(state, P.SYR, *ex["attacker_cards"])
        P.give(state, P.TUR, *ex["defender_cards"])
        P.phase(state, P.SYR, "offensives", offensives=1)
        state.isolated = []
        P.rig(state, die)
        attack = {"kind": "attack", "origin": origin, "target": box,
                  "units": "+".join(ex["attackers"])}  # fmt: skip
        state, events = P.play(state, P.SYR, attack)
        for number in ex["attacker_cards"]:
            state, more = P.play(state, P.SYR, {"kind": "support", "card": number})
            events += more
        (resolved,) = P.find(events, "resolve")
        got = resolved.params
        assert (got["attack"], got["defence"], got["difference"]) == (
            exp["attack"], exp["defence"], exp["difference"])  # fmt: skip
        assert got["base"] == exp["base_column"]
        assert (got["attacker_shifts"], got["defender_shifts"]) == (
            exp["attacker_shifts"], exp["defender_shifts"])  # fmt: skip
        assert got["column"] == exp["final_column"]
        final = [c[0] for c in tables.CRT_COLUMNS].index(exp["final_column"])
        assert got["die"] == die and got["result"] == tables.CRT[die][final]


def _planning(seat: int, *cards_in_hand: int) -> Any:
    from tests.fitna import position as P

    state = P.started()
    P.empty_hands(state)
    P.give(state, seat, *cards_in_hand)
    P.phase(state, seat, "planning")
    return state


def engine_op_split(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    card = next(n for n, c in cards.CARDS.items() if c.ops == ex["ops"] and c.deck == "event")
    state = _planning(P.TUR, card)
    plan = {"kind": "plan", "card": card, "second": 0, "movement": ex["movement_ops"]}
    state, _ = P.play(state, P.TUR, plan)
    public = P.GAME.view(state, None).public
    assert (public.moves_left, public.offensives_left) == (
        ex["expected"]["units_moved"], ex["expected"]["offensives"])  # fmt: skip


def engine_card_ops(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    for number in (ex["cards"][0], ex["cards"][1]):
        state = _planning(P.TUR, number)
        state, events = P.play(
            state, P.TUR, {"kind": "plan", "card": number, "second": 0, "movement": 0}
        )
        assert P.find(events, "plan")[0].params["ops"] == ex["expected"]


def engine_depot(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    state = _planning(P.TUR, 1)
    state, _ = P.play(state, P.TUR, {"kind": "plan", "card": 0})
    public = P.GAME.view(state, None).public
    assert (public.moves_left, public.offensives_left) == (
        ex["expected"]["units_moved"], ex["expected"]["offensives"])  # fmt: skip


def engine_movement(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    state = P.started()
    state.stacks = {}
    start = ex["engine"]["start"]
    P.put(state, start, ex["unit"], side="SYR")
    P.phase(state, P.SYR, "movement", moves=2)
    legal = P.GAME.legal_actions(state, P.SYR)
    boxes = [v for v, _ in legal.values_of("move", "to", {"unit": ex["unit"], "mode": "ground"})]
    assert boxes and max(fmap.distance(start, str(b)) for b in boxes) == ex["expected"][
        "farthest_box_distance"]  # fmt: skip


def engine_daesh_ops(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    state = P.started()
    P.empty_hands(state)
    P.give(state, P.SYR, 50)
    for box in ex["daesh_controls"]:
        state.control[box] = "DAESH"
    P.phase(state, P.SYR, "events")
    state, events = P.play(state, P.SYR, {"kind": "event", "card": 50})
    assert P.find(events, "activate")[0].params["ops"] == ex["expected"]["ops"]
    assert state.activation is not None
    assert state.activation.free_offensive is (ex["expected"]["oil_fields"] == 0)


def engine_hand_adjustment(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    for case in ex["cases"]:
        state = P.started()
        P.empty_hands(state)
        P.give(state, P.TUR, *[34, 35, 36, 37, 38][: case["hand"]])
        state.jokers[P.TUR] = case.get("joker", 0)
        if case["limit"] == 3:
            from rules.fitna.state import TurnEffect

            state.effects.append(TurnEffect(card=70, seat=P.TUR, kind="hand_limit", turns=999))
        P.phase(state, P.TUR, "strategic")
        if case.get("joker"):
            state, _ = P.play(state, P.TUR, {"kind": "joker"})
        before = len(state.support.hands[P.TUR]) + len(state.events.hands[P.TUR])
        state, _ = P.play(state, P.TUR, {"kind": "done"})
        drawn = 0
        while state.segment == "adjust" and P.GAME.to_act(state) == [P.TUR]:
            state, _ = P.play(state, P.TUR, {"kind": "draw", "pile": "event"})
            drawn += 1
        after = len(state.support.hands[P.TUR]) + len(state.events.hands[P.TUR])
        assert drawn == case["draw"] and after == before + drawn, case


def engine_identical_supports(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    for case in ex["cases"]:
        first, second = case["cards"]
        state = P.started()
        P.empty_hands(state)
        P.clear_box(state, "latakia")
        P.put(state, "latakia", "syr_rg")
        P.clear_box(state, "jisr_al_shughur")
        P.put(state, "jisr_al_shughur", "fsa_1")
        attacking = "support_attack" in cards.CARDS[first].timing
        who = P.SYR if attacking else P.TUR
        P.give(state, who, first, second)
        P.phase(state, P.SYR, "offensives", offensives=1)
        state, _ = P.play(state, P.SYR, {"kind": "attack", "origin": "latakia",
                                         "target": "jisr_al_shughur", "units": "syr_rg"})  # fmt: skip
        assert P.GAME.to_act(state) == [who]  # the defender answers first (18.3)
        state, _ = P.play(state, who, {"kind": "support", "card": first})
        offered = P.GAME.legal_actions(state, who).values_of("support", "card", {})
        assert (second in [v for v, _ in offered]) is (not case["same"]), case


def engine_stacking(ex: dict[str, Any]) -> None:
    from tests.fitna import position as P

    state = P.started()
    state.stacks = {}
    P.put(state, "homs", "syr_1_arm", "syr_3_arm", "syr_9_arm")
    P.put(state, "hama", "syr_11_arm")
    P.phase(state, P.SYR, "movement", moves=2)
    legal = P.GAME.legal_actions(state, P.SYR)
    boxes = [v for v, _ in legal.values_of("move", "to", {"unit": "syr_11_arm", "mode": "ground"})]
    assert "homs" not in boxes and "maarat_al_numan" in boxes  # a fourth unit never stacks
    # Daesh stacks 4: a fourth counter may be placed where three stand (25.2)
    from rules.fitna import reinforce

    P.put(state, "raqqa", "daesh_01", "daesh_02", "daesh_03")
    assert "raqqa" in reinforce.placement_boxes(state, "daesh_04")
    P.put(state, "raqqa", "daesh_04")
    assert "raqqa" not in reinforce.placement_boxes(state, "daesh_05")
    assert ex["expected"]["regular"] == 3 and ex["expected"]["daesh"] == 4


ENGINE = {
    "combat": engine_combat,
    "op_split": engine_op_split,
    "card_ops": engine_card_ops,
    "depot": engine_depot,
    "movement": engine_movement,
    "daesh_ops": engine_daesh_ops,
    "hand_adjustment": engine_hand_adjustment,
    "identical_supports": engine_identical_supports,
    "stacking": engine_stacking,
}
PLAYED = [p for p in EXAMPLES if _load(p)["kind"] in ENGINE]


@pytest.mark.parametrize("path", PLAYED, ids=[p.stem for p in PLAYED])
def test_book_example_in_the_engine(path: Path) -> None:
    example = _load(path)
    ENGINE[example["kind"]](example)
