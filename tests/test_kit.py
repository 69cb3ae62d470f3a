"""The game kit in rules/core: questions, deck, bag, hidden stacks, dice, tracks, the map
graph, choice-tree builders and combat results tables, each on its own rule."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import (
    ActionSpec,
    Choice,
    Event,
    IllegalAction,
    IntRange,
    LegalActions,
    Rng,
    Step,
)
from rules.core.bag import Bag
from rules.core.builders import action, ask, branch, yes_no
from rules.core.cards import Deck
from rules.core.crt import ResultsTable, column_at_least
from rules.core.dice import DieTable, roll_turn_order
from rules.core.graph import Edge, MapGraph
from rules.core.questions import Question, QuestionRule, Questions, QuestionTable
from rules.core.secrets import find_secrets, twin_states
from rules.core.stacks import HiddenStack
from rules.core.text import Said
from rules.core.tracks import SeatMarkers, Track

# ---------------------------------------------------------------------------- questions


def _defend_legal(state: dict[str, Any], question: Question, seat: int) -> list[ActionSpec]:
    return [
        ActionSpec(
            kind="defend",
            label=Said("label.defend"),
            steps=ask(
                "how",
                Said("step.how"),
                [Choice(value=v, label=Said("label.how", how=v)) for v in state["options"][seat]],
            ),
        )
    ]


def _defend_answer(state: dict[str, Any], q: Question, seat: int, action: Any) -> list[Event]:
    state["log"].append((seat, action["how"]))
    return [Event(kind="answered", text=f"seat {seat}: {action['how']}")]


def _defend_settle(state: dict[str, Any], question: Question) -> list[Event]:
    state["settled"].append(sorted(question.answers))
    return [Event(kind="settled", text="all answered")]


TABLE: QuestionTable[dict[str, Any]] = QuestionTable(
    [QuestionRule("defend", _defend_legal, _defend_answer, _defend_settle)]
)


def _state() -> dict[str, Any]:
    return {"options": {1: ["hold", "flee"], 2: ["hold"]}, "log": [], "settled": []}


def test_a_question_to_several_seats_waits_on_all_and_settles_after_the_last() -> None:
    state, questions = _state(), Questions()
    questions.ask("defend", [2, 1], source=0, default={"kind": "defend", "how": "hold"})
    assert questions.waiting() == [1, 2]
    assert TABLE.legal(state, questions, 0) == []  # the attacker is not asked
    events = TABLE.play(state, questions, 2, {"kind": "defend", "how": "hold"})
    assert [e.kind for e in events] == ["answered"] and questions.waiting() == [1]
    events = TABLE.play(state, questions, 1, {"kind": "defend", "how": "flee"})
    assert [e.kind for e in events] == ["answered", "settled"]
    assert state["settled"] == [["1", "2"]] and questions.open == []
    with pytest.raises(IllegalAction, match="not asking you"):
        TABLE.play(state, questions, 1, {"kind": "defend", "how": "flee"})


def test_batches_are_asked_in_turn_and_a_seat_answers_its_questions_in_order() -> None:
    questions = Questions()
    batch = questions.new_batch()
    first = questions.ask("defend", [1], batch=batch)
    second = questions.ask("defend", [1, 2], batch=batch)
    later = questions.ask("defend", [0])
    assert questions.waiting() == [1, 2]
    assert questions.of(1) is first and questions.of(2) is second and questions.of(0) is None
    assert later.batch > batch
    questions.record(first, 1, {"kind": "defend"})
    assert questions.of(1) is second
    questions.record(second, 1, {})
    questions.record(second, 2, {})
    assert questions.waiting() == [0]


def test_the_default_answer_is_offered_only_while_it_is_legal() -> None:
    state, questions = _state(), Questions()
    questions.ask("defend", [1, 2], default={"kind": "defend", "how": "flee"})
    assert TABLE.default(state, questions, 1) == {"kind": "defend", "how": "flee"}
    assert TABLE.default(state, questions, 2) is None  # seat 2 cannot flee
    assert TABLE.default(state, questions, 0) is None  # not asked
    by_rule = QuestionTable(
        [
            QuestionRule(
                "defend",
                _defend_legal,
                default=lambda s, q, seat: {"kind": "defend", "how": "hold"},
            )
        ]
    )
    assert by_rule.default(state, questions, 2) == {"kind": "defend", "how": "hold"}


def test_a_rule_plays_and_defaults_its_own_kind_without_a_table() -> None:
    """A game that answers each kind in a stage of its own (Fitna) plays a rule alone: its
    answer, then its settle after the last answer; its default, else the question's."""
    state, questions = _state(), Questions()
    rule = QuestionRule("defend", _defend_legal, _defend_answer, _defend_settle)
    questions.ask("defend", [1, 2], default={"kind": "defend", "how": "flee"})
    assert rule.default_of(state, questions, 1) == {"kind": "defend", "how": "flee"}
    assert rule.default_of(state, questions, 0) is None
    assert [e.kind for e in rule.play(state, questions, 1, {"kind": "defend", "how": "flee"})] == [
        "answered"
    ]
    events = rule.play(state, questions, 2, {"kind": "defend", "how": "hold"})
    assert [e.kind for e in events] == ["answered", "settled"] and questions.open == []


def test_a_question_table_refuses_two_rules_for_one_kind_and_unknown_kinds() -> None:
    rule = QuestionRule("defend", _defend_legal)
    with pytest.raises(ValueError):
        QuestionTable([rule, rule])
    questions = Questions()
    questions.ask("parley", [1])
    with pytest.raises(IllegalAction, match="parley"):
        TABLE.legal(_state(), questions, 1)


def test_a_blind_simultaneous_choice_says_nothing_until_the_last_answer() -> None:
    """Every seat chooses at once; nothing happens until all have chosen, then ``settle``
    reads every answer (Suprématie's optional secret choice of phases)."""

    def choose(state: dict[str, Any], q: Question, seat: int) -> list[ActionSpec]:
        phases = [Choice(value=p, label=Said("label.phase", phase=p)) for p in (3, 4, 5)]
        return [
            ActionSpec(
                kind="choose",
                label=Said("label.choose_a_phase"),
                steps=ask("phase", Said("step.phase"), phases),
            )
        ]

    def reveal(state: dict[str, Any], q: Question) -> list[Event]:
        chosen = {int(seat): answer["phase"] for seat, answer in q.answers.items()}
        return [Event(kind="phases", text=str(dict(sorted(chosen.items()))))]

    blind = QuestionTable([QuestionRule("phases", choose, settle=reveal)])
    questions = Questions()
    questions.ask("phases", [0, 1, 2])
    assert blind.play({}, questions, 2, {"kind": "choose", "phase": 5}) == []
    assert blind.play({}, questions, 0, {"kind": "choose", "phase": 3}) == []
    (event,) = blind.play({}, questions, 1, {"kind": "choose", "phase": 4})
    assert event.text == "{0: 3, 1: 4, 2: 5}" and questions.open == []


def test_an_answer_that_closes_its_question_ends_it_unsettled() -> None:
    def surrender(state: dict[str, Any], q: Question, seat: int, action: Any) -> list[Event]:
        state["questions"].close(q)
        return [Event(kind="surrender", text="the battle is over")]

    questions = Questions()
    state = _state() | {"questions": questions}
    table = QuestionTable([QuestionRule("defend", _defend_legal, surrender, _defend_settle)])
    questions.ask("defend", [1, 2])
    events = table.play(state, questions, 1, {"kind": "defend", "how": "flee"})
    assert [e.kind for e in events] == ["surrender"]
    assert questions.open == [] and state["settled"] == []


def test_the_queue_reports_broken_questions() -> None:
    questions = Questions()
    question = questions.ask("defend", [1, 2])
    questions.record(question, 1, {"kind": "defend"})
    assert questions.invariants(3) == []
    assert questions.invariants(2) == [
        f"question {question.id} (defend) waits on a seat it did not ask"
    ]
    question.answers["2"] = {}
    assert questions.invariants(3) == [
        f"question {question.id} (defend) has answers from the wrong seats"
    ]
    question.waiting.clear()
    assert "waits on nobody" in questions.invariants(3)[0]


def test_dropping_a_seat_closes_questions_nobody_else_answers() -> None:
    questions = Questions()
    questions.ask("defend", [1])
    shared = questions.ask("defend", [1, 2])
    questions.drop_seat(1)
    assert [q.id for q in questions.open] == [shared.id] and shared.waiting == [2]


# ---------------------------------------------------------------------------- deck


def test_a_deck_deals_draws_plays_and_reshuffles_with_the_state_rng() -> None:
    rng = Rng.from_seed(3)
    cards = [f"c{i}" for i in range(10)]
    deck = Deck.shuffled(cards, seats=3, rng=rng)
    again = Deck.shuffled(cards, seats=3, rng=Rng.from_seed(3))
    assert deck == again and sorted(deck.draw_pile) == sorted(cards)
    deck.deal(2, rng)
    assert [len(h) for h in deck.hands] == [2, 2, 2] and len(deck.draw_pile) == 4
    card = deck.hand(0)[0]
    deck.play(0, card)
    assert deck.discard == [card] and deck.public().hands == [1, 2, 2]
    with pytest.raises(IllegalAction):
        deck.play(0, card)
    drawn = deck.draw(1, rng, count=6)  # 4 left, then the discard is reshuffled in: 5 in all
    assert len(drawn) == 5 and deck.discard == [] and deck.draw_pile == []
    assert deck.size() == 10
    assert deck.draw(2, rng) == []


def test_a_deck_reports_lost_and_doubled_cards() -> None:
    rng = Rng.from_seed(2)
    deck = Deck.shuffled(["a", "b", "c"], seats=2, rng=rng)
    deck.deal(1, rng)
    assert deck.invariants(["a", "b", "c"]) == []
    placed = deck.take_top(rng)
    assert placed is not None
    assert deck.invariants(["a", "b", "c"], elsewhere=[placed]) == []
    assert deck.invariants(["a", "b", "c"]) == [f"deck cards missing {[placed]} or extra []"]
    deck.hands[0].append(deck.hands[1][0])
    assert deck.invariants(["a", "b", "c"], elsewhere=[placed])


def test_a_deck_without_reshuffle_runs_dry() -> None:
    rng = Rng.from_seed(1)
    deck = Deck.shuffled(["a", "b"], seats=2, rng=rng, reshuffle_when_empty=False)
    deck.draw(0, rng, count=2)
    deck.play(0, "a")
    assert deck.draw(1, rng) == [] and deck.discard == ["a"]


def test_hands_reach_only_their_owner_and_known_cards_are_remembered() -> None:
    rng = Rng.from_seed(5)
    deck = Deck.shuffled([f"c{i}" for i in range(8)], seats=2, rng=rng)
    deck.deal(2, rng)
    public = deck.public().model_dump_json()
    for card in deck.hand(0) + deck.hand(1) + deck.draw_pile:
        assert card not in public
    assert deck.private(0).cards == deck.hand(0)
    top = deck.peek(1, 2)
    assert deck.private(1).known == top and deck.private(0).known == []
    given = deck.hand(0)[0]
    deck.give(0, 1, given)
    assert given in deck.private(1).cards and given in deck.private(0).known
    deck.play(1, given)  # face up now: nobody needs to remember it
    assert given not in deck.private(0).known
    deck.reshuffle(rng)
    assert deck.private(1).known == []


def test_deck_twins_keep_the_public_part_and_change_one_hand() -> None:
    rng = Rng.from_seed(9)
    deck = Deck.shuffled([f"c{i}" for i in range(9)], seats=3, rng=rng)
    deck.deal(2, rng)
    twins = deck.twins(Rng.from_seed(1))
    assert {seats for seats, _ in twins} == {
        frozenset(),
        frozenset({0}),
        frozenset({1}),
        frozenset({2}),
    }
    for seats, twin in twins:
        assert isinstance(twin, Deck)
        assert twin.public() == deck.public() and twin != deck
        for seat in range(3):
            assert (twin.private(seat) != deck.private(seat)) == (seat in seats)


# ---------------------------------------------------------------------------- bag, stacks


def test_a_bag_draws_each_token_equally_likely_and_deterministically() -> None:
    bag = Bag.of({"red": 1, "black": 3, "yellow": 0})
    assert len(bag) == 4 and bag.counts == {"black": 3, "red": 1}
    rng = Rng.from_seed(4)
    draws = []
    for _ in range(4000):
        token = bag.draw(rng)
        assert token is not None
        draws.append(token)
        bag.put(token)
    assert 2800 < draws.count("black") < 3200
    replay = Bag.of({"black": 3, "red": 1})
    rng = Rng.from_seed(4)
    first = [replay.draw(rng) for _ in range(4)]
    assert sorted(t for t in first if t) == ["black", "black", "black", "red"]
    assert replay.draw(rng) is None
    with pytest.raises(ValueError):
        replay.remove("red")


def test_a_hidden_stack_shows_its_size_to_all_and_its_units_to_its_knowers() -> None:
    stack = HiddenStack.owned(1, ["inf", "arm"], face="kurd")
    assert stack.public().model_dump() == {"owner": 1, "size": 2, "face": "kurd"}
    assert stack.private(0) is None and stack.seen_by(None) is None
    seen = stack.private(1)
    assert seen is not None and seen.units == ["inf", "arm"]
    stack.reveal_to(0)
    assert stack.seen_by(0) == ["inf", "arm"]
    daesh = HiddenStack(owner=2, units=["d6"], known_to=[])
    assert daesh.private(2) is None


def test_twin_states_find_every_secret_in_a_state() -> None:
    from pydantic import BaseModel

    class Toy(BaseModel):
        deck: Deck
        stacks: dict[str, HiddenStack]

    rng = Rng.from_seed(2)
    deck = Deck.shuffled(["a", "b", "c", "d"], seats=2, rng=rng)
    deck.deal(1, rng)
    state = Toy(
        deck=deck, stacks={"x": HiddenStack.owned(0, ["u1"]), "y": HiddenStack.owned(1, ["u2"])}
    )
    assert [path for path, _ in find_secrets(state)] == [
        ("deck",),
        ("stacks", "x"),
        ("stacks", "y"),
    ]
    twins = twin_states(state, Rng.from_seed(0))
    seats = sorted(sorted(s) for s, _ in twins)
    assert seats == [[], [0], [0], [1], [1]]
    for _, twin in twins:
        assert twin != state
        assert isinstance(twin, Toy)
        assert twin.deck.public() == state.deck.public()
        assert {k: v.public() for k, v in twin.stacks.items()} == {
            k: v.public() for k, v in state.stacks.items()
        }


# ---------------------------------------------------------------------------- dice, tracks


def test_a_die_table_reads_bands_and_refuses_missing_faces() -> None:
    reinforcements = DieTable.from_bands({(1, 1): 0, (2, 3): 1, (4, 5): 2, (6, 6): 3})
    assert [reinforcements.read(f) for f in range(1, 7)] == [0, 1, 1, 2, 2, 3]
    with pytest.raises(ValueError):
        reinforcements.read(7)
    with pytest.raises(ValueError):
        DieTable.from_bands({(1, 2): 0, (4, 6): 1})
    face, result = reinforcements.roll(Rng.from_seed(1))
    assert result == reinforcements.read(face)


def test_turn_order_by_dice_rerolls_ties_among_the_tied() -> None:
    for seed in range(30):
        dice: dict[int, list[int]] = {}
        order = roll_turn_order(Rng.from_seed(seed), [0, 1, 2, 3], dice)
        assert sorted(order) == [0, 1, 2, 3]
        firsts = [dice[s][0] for s in order]
        assert firsts == sorted(firsts, reverse=True)
        for a, b in zip(order, order[1:], strict=False):
            if dice[a][0] == dice[b][0]:  # a tie was broken by a later roll
                assert len(dice[a]) > 1 and len(dice[b]) > 1


def test_a_track_stops_at_its_ends_and_names_the_thresholds_crossed() -> None:
    tension = Track("tension", maximum=10, thresholds={5: "high tension", 10: "war"})
    assert tension.move(8, 5) == 10 and tension.move(2, -5) == 0
    assert tension.crossed(4, 10) == [5, 10] and tension.crossed(6, 5) == [5]
    assert tension.crossed(5, 6) == []
    price = Track.of_values("oil price", (50, 100, 150))
    assert price.value(7) == 150 and price.value(-1) == 50
    with pytest.raises(ValueError):
        Track("bad", maximum=2, worth=(1, 2))
    markers = SeatMarkers.start(3)
    assert markers.move(1, 6, tension) == [5]
    markers.move(2, 6, tension)
    assert markers.leaders() == [1, 2] and markers.at(0) == [0]


# ---------------------------------------------------------------------------- graph

GRAPH = MapGraph(
    ["a", "b", "c", "d", "s", "t"],
    [
        Edge("a", "b"),
        Edge("b", "c"),
        Edge("c", "d"),
        Edge("a", "s", "sea"),
        Edge("s", "t", "sea"),
        Edge("t", "d", "sea"),
        Edge("d", "a", "road", one_way=True),
    ],
)


def test_neighbours_follow_kinds_and_one_way_connections() -> None:
    assert GRAPH.neighbours("a") == ("b", "s")
    assert GRAPH.neighbours("d") == ("a", "c", "t")
    assert GRAPH.neighbours("d", kinds={"land"}) == ("c",)
    assert GRAPH.adjacent("d", "a") and not GRAPH.adjacent("a", "d")
    assert GRAPH.kinds("a", "s") == {"sea"}
    with pytest.raises(ValueError):
        MapGraph(["a"], [Edge("a", "z")])


def test_paths_distances_and_supply_lines() -> None:
    assert GRAPH.path("a", "d") == ["a", "b", "c", "d"]  # same length as by sea: ids decide
    assert GRAPH.path("a", "d", passable=lambda n: n != "c") == ["a", "s", "t", "d"]
    assert GRAPH.path("a", "d", kinds={"land"}, passable=lambda n: n != "c") is None
    sea_is_dear = GRAPH.distances("a", cost=lambda x, y, kind: 3 if kind == "sea" else 1)
    assert sea_is_dear["t"] == 6 and sea_is_dear["d"] == 3 and sea_is_dear["s"] == 3
    assert GRAPH.connected("a", "t") and not GRAPH.connected("a", "t", kinds={"land"})
    assert GRAPH.component("b", passable=lambda n: n in {"a", "b"}) == {"a", "b"}


def test_reach_goes_on_only_through_allowed_places() -> None:
    assert GRAPH.reach("a", through=lambda n: False) == ["b", "s"]
    assert GRAPH.reach("a", through=lambda n: n == "b") == ["b", "s", "c"]
    assert GRAPH.reach("a", through=lambda n: True, enter=lambda n: n != "s") == [
        "b",
        "c",
        "d",
        "t",
    ]


# ---------------------------------------------------------------------------- builders, CRT


def test_builders_give_the_trees_written_by_hand() -> None:
    places = [Choice(value="x", label=Said("label.x"))]
    region, to = Said("step.region"), Said("step.to")
    assert ask("region", region, places) == [Step(param="region", label=region, choices=places)]
    assert branch("src", Said("label.from"), "to", to, places).then == ask("to", to, places)
    legal = LegalActions(
        seat=0, actions=yes_no(Said("label.accept"), Said("label.yes"), Said("label.no"))
    )
    assert legal.allows({"kind": "answer", "accept": False})
    assert not legal.allows({"kind": "answer", "accept": "no"})


def test_a_shape_with_nothing_to_choose_is_not_offered() -> None:
    """One rule (rules/core/choices.py, "A step with nothing to choose"), the builders' too:
    an action or a choice that asks among no choices is a dead end, left out of the tree;
    before issue 27 ``ask``/``action`` with no choices made an action with no step, offered
    as complete, while an explicit empty step was dropped."""
    places = [Choice(value="x", label=Said("label.x"))]
    region, at, to = Said("step.region"), Said("step.at"), Said("step.to")
    assert ask("region", region, []) == [Step(param="region", label=region, choices=[])]
    nowhere = action("go", Said("label.go"), "region", region, [])
    stay = action("stay", Said("label.stay"), "at", at, places)
    legal = LegalActions(seat=0, actions=[nowhere, stay])
    assert [spec.kind for spec in legal.actions] == ["stay"]
    assert not legal.allows({"kind": "go"})
    sources = [
        branch("a", Said("label.from", place="A"), "to", to, []),
        branch("b", Said("label.from", place="B"), "to", to, places),
    ]
    move = ActionSpec(kind="move", label=Said("label.move"), steps=ask("source", at, sources))
    legal = LegalActions(seat=0, actions=[move])
    assert legal.allows({"kind": "move", "source": "b", "to": "x"})
    assert not legal.allows({"kind": "move", "source": "a"})
    assert list(legal.paths()) == [{"kind": "move", "source": "b", "to": "x"}]


def test_a_results_table_shifts_columns_within_its_edges() -> None:
    crt = ResultsTable(
        columns=("-1", "0", "+1", "+2"),
        rows={"-1": ("AE", "AR"), "0": ("AR", "EX"), "+1": ("EX", "DR"), "+2": ("DR", "DE")},
    )
    assert crt.read("0", 2) == "EX" and crt.high == 2
    assert crt.shift("+1", 3) == "+2" and crt.shift("0", -5) == "-1"
    assert crt.resolve("+2", -2, 1) == "AR"
    with pytest.raises(ValueError):
        crt.read("0", 3)
    with pytest.raises(ValueError):
        ResultsTable(columns=("a",), rows={"a": (1,), "b": (2,)})
    thresholds = [(-99, "-1"), (0, "0"), (1, "+1"), (3, "+2")]
    assert [column_at_least(v, thresholds) for v in (-5, 0, 2, 15)] == ["-1", "0", "+1", "+2"]


def test_merge_kinds_joins_specs_of_one_kind() -> None:
    from rules.core import ActionSpec, Choice, LegalActions, Step
    from rules.core.builders import merge_kinds

    money = ActionSpec(
        kind="offer",
        label=Said("label.give_money"),
        steps=[
            Step(
                param="deal",
                label=Said("step.deal"),
                choices=[Choice(value="money", label=Said("label.money"))],
            )
        ],
    )
    goods = ActionSpec(
        kind="offer",
        label=Said("label.sell_goods"),
        steps=[
            Step(
                param="deal",
                label=Said("step.deal"),
                choices=[Choice(value="sell", label=Said("label.sell"))],
            )
        ],
    )
    other = ActionSpec(kind="pass", label=Said("label.pass"))
    merged = merge_kinds([money, other, goods])
    assert [s.kind for s in merged] == ["offer", "pass"]
    legal = LegalActions(seat=0, actions=merged)
    assert legal.allows({"kind": "offer", "deal": "money"})
    assert legal.allows({"kind": "offer", "deal": "sell"})
    assert money.steps[0].choices is not None and len(money.steps[0].choices) == 1


def test_a_seat_looks_through_the_draw_pile_and_takes_the_cards_it_chooses() -> None:
    """Fitna 7.0: a player chooses his cards from the piles. While he looks through the pile he
    knows every card in it (so no twin state varies them); he takes the ones he chooses; he
    forgets the rest when he puts the pile down."""
    rng = Rng.from_seed(3)
    deck = Deck.shuffled([f"c{i}" for i in range(6)], seats=2, rng=rng)
    seen = deck.look_through(1)
    assert sorted(seen) == sorted(deck.draw_pile) and deck.private(0).known == []
    deck.take_from_pile(1, "c4")
    assert deck.hand(1) == ["c4"] and "c4" not in deck.draw_pile
    assert "c4" not in deck.private(1).known and len(deck.private(1).known) == 5
    assert deck.twins(rng) == []  # what the looking seat knows is never varied
    with pytest.raises(IllegalAction):
        deck.take_from_pile(0, "c4")
    deck.look_away(1)
    assert deck.private(1).known == [] and deck.size() == 6


def test_the_fast_choice_and_step_are_the_models_validation_makes() -> None:
    """``Choice.of`` and ``Step.of`` (issue 31: a tree built at every move without pydantic's
    validation) make the same models as the validated constructors, fields set included; a
    part of another type goes through validation, so a bare string label is still refused."""
    from pydantic import ValidationError

    from rules.core.choices import numbered

    then = [Step(param="n", label=Said("step.n"), range=IntRange(min=1, max=3))]
    for value in (1, "x", True):
        fast = Choice.of(value, Said("label.x", v=value), then)
        slow = Choice(value=value, label=Said("label.x", v=value), then=then)
        assert fast == slow and fast.model_fields_set == slow.model_fields_set
        assert type(fast.value) is type(slow.value)
    alone = Choice.of(2, Said("label.y"))
    assert alone == Choice(value=2, label=Said("label.y"))
    assert alone.model_fields_set == {"value", "label"}
    step = Step.of("pick", Said("step.pick"), [alone])
    assert step == Step(param="pick", label=Said("step.pick"), choices=[alone])
    assert step.model_fields_set == {"param", "label", "choices"}
    for bare in (lambda: Choice.of(1, "one"), lambda: Step.of("pick", "pick", [alone])):  # type: ignore[arg-type]
        with pytest.raises(ValidationError):
            bare()
    assert numbered(3) == Said("kit.number", number=3)
    assert Said("k", b=[1], a=2) == Said("k", a=2, b=(1,))  # values sorted, lists as tuples
