"""The one walker of the choice tree, at rules level, through the public engine contract.

Every walk — ``why_not`` (so ``apply``), ``random_action``, ``paths``, ``walk``/``follow`` and
``values_of`` — agrees on the edge cases of :mod:`tests.edgegame`: a step with no choices,
an empty range, a single choice, optional steps and a number range."""

from __future__ import annotations

import pytest

from rules.core import ActionSpec, IllegalAction, LegalActions, PathError, Rng, Step
from rules.core.text import Said
from tests.edgegame import GAME, PASS

EVERY_ACTION = [
    {"kind": "pick", "colour": "blue", "amount": 1},
    {"kind": "pick", "colour": "blue", "amount": 2},
    {"kind": "pick", "colour": "blue", "amount": 3},
    {"kind": "pass", "why": "tired", "tip": 0},
    {"kind": "pass", "why": "tired", "tip": 1},
    {"kind": "pass", "why": "tired", "tip": 2},
    {"kind": "pass", "why": "tired"},
]


def _legal() -> LegalActions:
    state = GAME.setup(["alice", "bob"], seed=1)
    return GAME.legal_actions(state, 0)


def test_kinds_and_choices_with_nothing_to_choose_are_not_offered() -> None:
    legal = _legal()
    assert legal.kinds() == ["pick", "pass"]  # 'play' has a step with no choices
    pick = legal.spec("pick")
    assert pick is not None
    [colour] = pick.steps
    assert [c.value for c in colour.choices or []] == ["blue"]  # red and green are dead ends
    [blue] = colour.choices or []
    assert [s.param for s in blue.then] == ["amount"]  # the optional empty 'note' is dropped


def test_every_walk_gives_the_same_actions() -> None:
    legal = _legal()
    assert list(legal.paths()) == EVERY_ACTION
    picker = Rng.from_seed(5)
    randoms = [legal.random_action(picker) for _ in range(200)]
    assert all(action in EVERY_ACTION for action in randoms)
    assert {a["kind"] for a in randoms} == {"pick", "pass"}
    state = GAME.setup(["alice", "bob"], seed=1)
    for action in EVERY_ACTION:
        assert legal.why_not(action) is None
        assert legal.follow(action).complete
        after, [event] = GAME.apply(state, 0, action)
        assert after.step == 1 and event.kind == action["kind"]


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"kind": "play"}, "'play' is not possible now; you may: Pick a colour, Pass."),
        ({"kind": "play", "card": "x"}, "'play' is not possible now"),
        ({"kind": "pick", "colour": "red", "shade": "dark", "amount": 1}, "'red' is not a"),
        ({"kind": "pick", "colour": "green", "amount": 2}, "'green' is not a possible colour"),
        ({"kind": "pick", "colour": "blue"}, "Pick a colour: choose amount."),
        ({"kind": "pick", "colour": "blue", "amount": 4}, "4 is not a possible amount"),
        ({"kind": "pick", "colour": "blue", "amount": 1, "note": "hi"}, "note does not apply"),
        ({"kind": "pass"}, "Pass: choose reason."),
        ({"kind": "pass", "why": "bored"}, "'bored' is not a possible reason"),
        ({"kind": "pass", "why": "tired", "tip": 3}, "3 is not a possible tip"),
    ],
)
def test_actions_off_the_tree_are_refused_in_words(action: dict, reason: str) -> None:
    """The refusal is a key of the kit with the tree's labels as its values, said in words by
    the game's catalogue (``Game.refusal``)."""
    legal = _legal()
    refusal = legal.refusal(action)
    assert refusal is not None and reason in GAME.refusal(refusal, "en")
    with pytest.raises(PathError):
        legal.follow(action)
    state = GAME.setup(["alice", "bob"], seed=1)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, action)


def test_a_path_walks_step_by_step() -> None:
    legal = _legal()
    assert legal.walk([]).asks_kind
    cursor = legal.walk(["pick"])
    assert cursor.step is not None and cursor.step.param == "colour"
    cursor = legal.walk(["pick", "blue"])
    assert cursor.step is not None and cursor.step.param == "amount"  # 'note' is never asked
    done = legal.walk(["pick", "blue", 2])
    assert done.complete and done.action == {"kind": "pick", "colour": "blue", "amount": 2}
    said = {param: GAME.text(label, None, "en") for param, label in done.labels.items()}
    assert said == {"colour": "blue", "amount": "2"}
    left_out = legal.walk(["pass", "tired", None])
    assert left_out.complete and left_out.action == {"kind": "pass", "why": "tired"}
    for path in (["play"], ["pick", "red"], ["pick", "blue", None], ["pass", "tired", 0, 1]):
        with pytest.raises(PathError):
            legal.walk(path)


def test_autocomplete_values_follow_the_same_tree() -> None:
    legal = _legal()
    assert legal.values_of("pick", "colour", {}) == [("blue", Said("label.blue"))]
    assert [v for v, _ in legal.values_of("pick", "amount", {})] == [1, 2, 3]
    assert legal.values_of("pick", "amount", {"colour": "red"}) == []
    assert legal.values_of("pick", "shade", {}) == []
    assert legal.values_of("play", "card", {}) == []
    assert [v for v, _ in legal.values_of("pass", "tip", {"why": "tired"})] == [0, 1, 2]
    assert legal.values_of("pass", "why", {}) == [("tired", Said("label.tired"))]


def test_a_seat_whose_only_kind_is_a_dead_end_has_no_legal_action() -> None:
    state = GAME.setup(["alice", "bob", "carol"], seed=1)
    legal = GAME.legal_actions(state, 0)
    assert legal.actions == []
    assert list(legal.paths()) == []
    assert legal.why_not({"kind": "play"}) == "'play' is not possible now; you may: nothing."
    with pytest.raises(IllegalAction, match="not possible now"):
        GAME.apply(state, 0, {"kind": "play", "card": "ace"})


def test_pruning_keeps_a_tree_that_has_nothing_to_prune_as_it_is() -> None:
    """A tree with nothing to prune is the very tree built (no copy), and a pruned tree
    survives a JSON round trip unchanged."""
    legal = LegalActions(seat=0, actions=[PASS])
    assert legal.actions[0] is PASS
    pruned = _legal()
    assert LegalActions.model_validate_json(pruned.model_dump_json()) == pruned
    lone = LegalActions(
        seat=0,
        actions=[
            ActionSpec(
                kind="wait", label=Said("label.wait"), steps=[Step(param="x", label=Said("step.x"))]
            )
        ],
    )
    assert lone.actions == []  # a step with neither choices nor a range: nothing to choose


def test_a_choice_built_later_is_built_once_when_first_walked_and_is_a_plain_choice() -> None:
    """``Choice.later`` (issue 31): its steps are built only when a walk, ``==`` or a dump
    first reads them, once, pruned as the rest of the tree; a builder whose steps lead
    nowhere is the engine's bug, raised."""
    import pickle

    from rules.core import Choice

    built: list[str] = []

    def amounts(colour: str) -> list[Step]:
        built.append(colour)
        numbers = [Choice.of(n, Said("n", n=n)) for n in (1, 2)]
        empty = Step(param="note", label=Said("note"), choices=[], optional=True)
        return [Step.of("amount", Said("how many"), numbers), empty]

    def tree() -> LegalActions:
        colours = [
            Choice.later(c, Said(c), lambda c=c: amounts(c))  # type: ignore[misc]
            for c in ("blue", "red")
        ]
        spec = ActionSpec(
            kind="pick", label=Said("pick"), steps=[Step.of("colour", Said("c"), colours)]
        )
        return LegalActions(seat=0, actions=[spec])

    legal = tree()
    assert built == []
    action = legal.random_action(Rng.from_seed(3))
    assert built == [action["colour"]] and action["amount"] in (1, 2) and "note" not in action
    legal.random_action(Rng.from_seed(3))
    assert built == [action["colour"]]  # kept once built
    [colour] = legal.actions[0].steps
    assert [s.param for s in (colour.choices or [])[0].then] == ["amount"]  # pruned
    again = tree()
    assert again == legal and sorted(built) == ["blue", "blue", "red", "red"]  # both built
    assert LegalActions.model_validate_json(tree().model_dump_json()) == legal
    assert legal.why_not({"kind": "pick", "colour": "red", "amount": 2}) is None

    unbuilt = tree()
    assert pickle.loads(pickle.dumps(unbuilt)) == legal  # pickled built (a lambda is not)

    dead = Choice.later("grey", Said("grey"), lambda: [Step.of("amount", Said("n"), [])])
    with pytest.raises(RuntimeError):
        _ = dead.then
