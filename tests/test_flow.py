"""The kit's flow (``rules/core/flow.py``) through the engine contract of a tiny game written on
it (``tests/flowgame.py``, *Pile and Duel*): the stack of procedures in the state, stages
waiting on their seats, families side by side, a question to a seat not on turn with its
default answer, an automatic step, an interjection, the ``after`` check, call / goto / end,
and an overlay standing above the stack while the state says so."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

import pytest
from pydantic import BaseModel, Field

from bot.selfplay import selfplay
from rules.core import ActionSpec, Event, IllegalAction
from rules.core.flow import (
    Family,
    Flow,
    FlowState,
    Frame,
    Stage,
    asking,
    beneath,
    call,
    end,
    frame,
    goto,
    resume,
    step,
    top,
    wait_on,
    waiter,
    waits,
)
from rules.core.questions import Questions
from rules.core.text import Said
from tests.flowgame import FLOW, GAME, TURN, Cheer, DuelState, PileAndDuel, Take, _take
from tests.flowgame import _take_legal as take_legal

SEATS = ["ann", "bob", "cid"]


def play(state: DuelState, seat: int, action: dict[str, object]) -> DuelState:
    new, _events = GAME.apply(state, seat, action)
    return new


def challenged() -> DuelState:
    """Ann took a stone, then Bob and Cid; Ann challenges Bob."""
    state = GAME.setup(SEATS, 3)
    for seat in range(3):
        state = play(state, seat, {"kind": "take", "amount": 1})
    return play(state, 0, {"kind": "challenge", "target": 1})


def test_the_turn_stage_waits_on_its_seat_and_offers_its_families_in_order() -> None:
    state = GAME.setup(SEATS, 3)
    assert [f.kind for f in state.stack] == ["turn"]
    assert GAME.to_act(state) == [0]
    assert [a.kind for a in GAME.legal_actions(state, 0).actions] == ["take"]
    state = play(state, 0, {"kind": "take", "amount": 2})
    assert GAME.to_act(state) == [1]
    state = play(state, 1, {"kind": "take", "amount": 1})
    state = play(state, 2, {"kind": "take", "amount": 1})
    assert [a.kind for a in GAME.legal_actions(state, 0).actions] == ["take", "challenge"]


def test_a_question_to_a_seat_not_on_turn_waits_on_it_with_its_default_answer() -> None:
    state = challenged()
    assert [f.kind for f in state.stack] == ["turn", "answer"]
    assert GAME.to_act(state) == [1]
    assert [a.kind for a in GAME.legal_actions(state, 1).actions] == ["yield", "fight"]
    assert GAME.automatic_action(state, 1) == {"kind": "yield"}
    assert GAME.automatic_action(state, 0) is None
    assert GAME.asked_kind(state, 1) == "answer" and GAME.asked_kind(state, 0) is None
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, {"kind": "take", "amount": 1})
    state = play(state, 1, {"kind": "yield"})
    assert state.scores == [2, 0, 1] and [f.kind for f in state.stack] == ["turn"]
    assert GAME.to_act(state) == [1]  # the challenger's turn is over: Bob's turn


def test_the_stack_round_trips_json_mid_question() -> None:
    state = challenged()
    again = GAME.load_state(GAME.dump_state(state))
    assert again == state and again.stack[-1].data == {"challenger": 0}


def test_an_automatic_step_is_ended_then_run_and_the_after_check_counts_endings() -> None:
    state = challenged()
    assert state.ended == 0  # a challenge ends no procedure
    state = play(state, 1, {"kind": "fight"})
    # the answer ended (after: 1), the duel ran at once and ended (after: 2)
    assert state.ended == 2
    assert [f.kind for f in state.stack] == ["turn"] and sorted(state.scores) == [1, 1, 3]
    assert GAME.to_act(state) == [1]


def test_an_interjection_is_open_to_idle_seats_only_and_leaves_the_stack() -> None:
    state = challenged()
    assert [a.kind for a in GAME.legal_actions(state, 2).actions] == ["cheer"]
    assert [a.kind for a in GAME.legal_actions(state, 1).actions] == ["yield", "fight"]
    state = play(state, 2, {"kind": "cheer"})
    assert state.scores == [2, 1, 1]  # Ann, on turn, gets the point
    assert [f.kind for f in state.stack] == ["turn", "answer"]
    assert GAME.to_act(state) == [1]
    assert GAME.legal_actions(state, 2).actions == []  # cheered once already
    with pytest.raises(IllegalAction):
        GAME.apply(state, 2, {"kind": "cheer"})


def test_the_game_ends_with_an_empty_stack() -> None:
    state = GAME.setup(SEATS, 3, {"pile": 2})
    state = play(state, 0, {"kind": "take", "amount": 2})
    assert state.stack == [] and GAME.is_over(state) and GAME.to_act(state) == []
    assert GAME.automatic_action(state, 1) is None


def test_apply_checks_a_move_against_its_own_family_and_words_a_refusal_from_all() -> None:
    """``FlowGame._legal_of`` (issue 31): ``apply`` builds only the tree of the move's kind
    (not every family of the stage), and a refused move is still answered from the whole
    tree, naming every move open."""
    built: list[str] = []

    def counted(family: Family[DuelState, Any]) -> Family[DuelState, Any]:
        def legal(state: DuelState, seat: int) -> list[ActionSpec]:
            built.append(family.kind)
            return family.legal(state, seat)

        return Family(family.model, legal, family.play)

    turn = replace(TURN, families=tuple(counted(f) for f in TURN.families))  # type: ignore[arg-type]

    class Counted(PileAndDuel):
        flow = Flow(
            stages=(turn, *(s for s in FLOW.stages.values() if s.name != "turn")),
            interjections=FLOW.interjections,
            after=FLOW.after,
        )

    game = Counted()
    state = game.setup(SEATS, 3)
    for seat, amount in ((0, 2), (1, 1), (2, 1)):
        state, _events = game.apply(state, seat, {"kind": "take", "amount": amount})
    built.clear()
    game.apply(state, 0, {"kind": "take", "amount": 1})
    assert built == ["take"]
    with pytest.raises(IllegalAction, match="Take stones, Challenge a player"):
        game.apply(state, 0, {"kind": "yield"})
    with pytest.raises(IllegalAction, match="Take stones: 9 is not a possible how many"):
        game.apply(state, 0, {"kind": "take", "amount": 9})


def test_random_games_on_the_flow_are_clean() -> None:
    summary = selfplay(GAME, 12, None, 0)
    assert summary.error_count == 0 and summary.games == 12


def test_call_goto_and_end() -> None:
    state = FlowState(game="g", seats=["a"], rng=GAME.setup(SEATS, 1).rng)
    call(state, frame("turn", 0))
    call(state, frame("first", 0), frame("second", 0, n=2))
    assert [f.kind for f in state.stack] == ["turn", "second", "first"]
    assert top(state).kind == "first"
    goto(state, frame("other"))
    assert [f.kind for f in state.stack] == ["turn", "second", "other"]
    assert end(state).kind == "other" and end(state).data == {"n": 2}
    assert [f.kind for f in state.stack] == ["turn"]


def test_a_procedure_waits_beneath_the_running_one_until_resumed_on_top() -> None:
    """Procedures put beneath the running one wait side by side with their data; one brought
    back on top is run by the flow at once, then the running one resumes."""
    ran: list[int] = []

    def go(state: FlowState, current: Frame) -> list[Event]:
        ran.append(int(current.data["n"]))
        return []

    flow: Flow[FlowState] = Flow(stages=(Stage(name="ask"), step("go", go)))
    state = FlowState(game="g", seats=["a"], rng=GAME.setup(SEATS, 1).rng)
    call(state, frame("ask"))
    first, second = frame("go", n=1), frame("go", n=2)
    beneath(state, first)
    beneath(state, second)
    assert state.stack[:2] == [first, second] and top(state).kind == "ask"
    assert flow.run(state) == [] and ran == []
    resume(state, second)
    assert top(state) is second
    flow.run(state)
    assert ran == [2] and state.stack == [first, frame("ask")]
    with pytest.raises(ValueError, match="not on the stack"):
        resume(state, frame("go", n=1))  # an equal frame, not that one
    empty = FlowState(game="g", seats=["a"], rng=state.rng)
    beneath(empty, first)
    assert empty.stack == [first]


def _nothing(state: DuelState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="cheer", label=Said("label.wrong_kind"))]


def _ignore(state: DuelState, seat: int, action: Take) -> list[Event]:
    return []


def test_a_flow_is_declared_without_ambiguity() -> None:
    take = Family(Take, _nothing, _ignore)
    with pytest.raises(ValueError, match="twice"):
        Stage(name="s", families=(take, take))
    with pytest.raises(ValueError, match="two stages"):
        Flow(stages=(Stage[DuelState](name="s"), Stage[DuelState](name="s")))
    with pytest.raises(ValueError, match="automatic"):
        Stage[DuelState](name="s", automatic=True)
    with pytest.raises(TypeError, match="offered"):
        take.offer(GAME.setup(SEATS, 1), 0)

    class Loose(BaseModel):
        kind: str

    with pytest.raises(TypeError, match="Literal"):
        _ = Family(Loose, _nothing, _ignore).kind  # type: ignore[arg-type]


@dataclass
class _Spin:
    turns: int = 0

    def __call__(self, state: DuelState, current: object) -> list[Event]:
        self.turns += 1
        return []


def test_a_procedure_that_never_waits_nor_moves_on_is_caught() -> None:
    spin = _Spin()
    flow: Flow[DuelState] = Flow(stages=(Stage(name="turn", run=spin),))
    state = GAME.setup(SEATS, 1)
    with pytest.raises(RuntimeError, match="without waiting"):
        flow.run(state)
    assert spin.turns > 1000
    assert step("x", _Spin()).automatic


class _Yes(BaseModel):
    kind: Literal["yes"]


class _No(BaseModel):
    kind: Literal["no"]


def _say(kind: str) -> Any:
    def legal(state: FlowState, seat: int) -> list[ActionSpec]:
        return [ActionSpec(kind=kind, label=Said(f"label.{kind}"))]

    return legal


def _answered(state: FlowState, seat: int, action: BaseModel) -> list[Event]:
    asked = dict(state.stack[-1].data["asked"])
    del asked[str(seat)]
    if asked:
        state.stack[-1].data["asked"] = asked
    else:
        end(state)
    return []


def test_a_queue_stage_hands_each_seat_to_the_stage_of_its_own_question() -> None:
    """One stage waits on two seats asked different questions at once: each seat gets the
    moves, the default and the asked kind of its own question's stage."""
    consent: Stage[FlowState] = Stage(
        name="consent",
        families=(Family(_Yes, _say("yes"), _answered), Family(_No, _say("no"), _answered)),
        default=lambda state, current, seat: {"kind": "no"},
    )
    vote: Stage[FlowState] = Stage(name="vote", families=(Family(_Yes, _say("yes"), _answered),))
    queue: Stage[FlowState] = Stage(
        name="queue",
        seats=lambda state, current: sorted(int(s) for s in current.data["asked"]),
        answering=lambda state, current, seat: str(current.data["asked"][str(seat)]),
    )
    flow = Flow(stages=(queue, consent, vote))
    state = FlowState(game="g", seats=["a", "b", "c"], rng=GAME.setup(SEATS, 1).rng)
    call(state, frame("queue", asked={"0": "consent", "2": "vote"}))
    assert flow.to_act(state) == [0, 2]
    assert [a.kind for a in flow.legal(state, 0)] == ["yes", "no"]
    assert [a.kind for a in flow.legal(state, 2)] == ["yes"]
    assert flow.legal(state, 1) == [] and flow.legal_of(state, 2, "no") == []
    assert flow.asked(state, 0) == "consent" and flow.asked(state, 2) == "vote"
    assert flow.asked(state, 1) is None
    assert flow.default(state, 0) == {"kind": "no"} and flow.default(state, 2) is None
    with pytest.raises(IllegalAction):
        flow.play(state, 2, _No(kind="no"))
    flow.play(state, 0, _No(kind="no"))
    assert flow.to_act(state) == [2]
    flow.play(state, 2, _Yes(kind="yes"))
    assert state.stack == []


def test_a_stage_may_arrange_its_families_specs_by_the_state() -> None:
    """``Stage.arrange`` (Suprématie's deals among a phase's moves or the bank's): the specs
    of the stage's families come in the order it says; without it, the families' order."""
    arranged = replace(TURN, arrange=lambda state, specs: list(reversed(specs)))

    class Arranged(PileAndDuel):
        flow = Flow(
            stages=(arranged, *(s for s in FLOW.stages.values() if s.name != "turn")),
            interjections=FLOW.interjections,
            after=FLOW.after,
        )

    state = GAME.setup(SEATS, 3)
    for seat, amount in ((0, 2), (1, 1), (2, 1)):
        state = play(state, seat, {"kind": "take", "amount": amount})
    kinds = [spec.kind for spec in GAME.legal_actions(state, 0).actions]
    assert len(kinds) > 1
    reordered = [spec.kind for spec in Arranged().legal_actions(state, 0).actions]
    assert reordered == list(reversed(kinds))


def test_a_stage_may_stand_for_another_by_the_state() -> None:
    """``Stage.stands_for`` (Suprématie's turn, whose step is its phase): the procedure's
    stage is then the one named, for who acts, the moves offered and played, and the run."""
    seen: list[str] = []

    def which(state: DuelState, current: Frame) -> str:
        seen.append(current.kind)
        return "turn"

    class Standing(PileAndDuel):
        flow = Flow(
            stages=(Stage[DuelState](name="step", stands_for=which), *FLOW.stages.values()),
            interjections=FLOW.interjections,
            after=FLOW.after,
        )

    game = Standing()
    plain = GAME.setup(SEATS, 3)
    state = plain.model_copy(deep=True)
    state.stack[0] = frame("step")
    assert game.to_act(state) == GAME.to_act(plain) == [0]
    assert game.legal_actions(state, 0) == GAME.legal_actions(plain, 0)
    state, _events = game.apply(state, 0, {"kind": "take", "amount": 2})
    assert [f.kind for f in state.stack] == ["step"] and game.to_act(state) == [1]
    assert seen and set(seen) == {"step"}


def _cheering(state: DuelState, current: object) -> list[int]:
    return [seat for seat, cheers in enumerate(state.cheers) if cheers]


def _cheer_legal(state: DuelState, seat: int) -> list[ActionSpec]:
    return [ActionSpec(kind="cheer", label=Said("label.cheer"))]


def _cheer(state: DuelState, seat: int, action: Cheer) -> list[Event]:
    state.cheers[seat] = False
    return []


def test_an_overlay_stands_above_the_stack_while_the_state_says_so() -> None:
    """Everybody cheers before the first turn: the overlay waits on those who have not, with
    no frame of its own; the turn below goes on once none is left."""
    cheering: Stage[DuelState] = Stage(
        name="cheering", families=(Family(Cheer, _cheer_legal, _cheer),), seats=_cheering
    )
    flow: Flow[DuelState] = Flow(
        stages=(TURN, cheering), overlay=lambda s: "cheering" if any(s.cheers) else None
    )
    state = GAME.setup(SEATS, 3)
    assert flow.to_act(state) == [0, 1, 2] and [f.kind for f in state.stack] == ["turn"]
    assert [a.kind for a in flow.legal(state, 1)] == ["cheer"]
    with pytest.raises(IllegalAction):
        flow.play(state, 0, Take(kind="take", amount=1))
    flow.play(state, 1, Cheer(kind="cheer"))
    assert flow.to_act(state) == [0, 2] and flow.asked(state, 0) is None
    flow.play(state, 0, Cheer(kind="cheer"))
    flow.play(state, 2, Cheer(kind="cheer"))
    assert flow.to_act(state) == [0] and [a.kind for a in flow.legal(state, 0)] == ["take"]
    assert [f.kind for f in state.stack] == ["turn"]


def _built_together(state: DuelState, seat: int) -> list[ActionSpec]:
    return [*take_legal(state, seat), ActionSpec(kind="cheer", label=Said("label.cheer"))]


def test_a_stage_may_offer_moves_of_several_kinds_built_together() -> None:
    """A stage's ``offer`` builds moves of several kinds at once (a question's answers), before
    its families' own; the families of those kinds play them; apply's check of one kind keeps
    that kind's moves alone."""
    built: Stage[DuelState] = Stage(
        name="turn",
        families=(Family(Take, _nothing_at_all, _take), Family(Cheer, _nothing_at_all, _cheer)),
        seats=lambda s, f: [s.current],
        offer=_built_together,
    )
    flow: Flow[DuelState] = Flow(stages=(built,))
    state = GAME.setup(SEATS, 3)
    assert [a.kind for a in flow.legal(state, 0)] == ["take", "cheer"]
    assert [a.kind for a in flow.legal_of(state, 0, "cheer")] == ["cheer"]
    flow.play(state, 0, Take(kind="take", amount=2))
    assert state.scores[0] == 2 and flow.to_act(state) == [1]


def _nothing_at_all(state: DuelState, seat: int) -> list[ActionSpec]:
    return []


class _AskState(FlowState):
    """A flow state with the kit's queue of questions (cards waiting on them)."""

    questions: Questions = Field(default_factory=Questions)
    done: list[str] = Field(default_factory=list)


def _card(state: _AskState, current: Frame) -> list[Event]:
    """A card asks one question of the seat it names, then, once answered, is done."""
    if not current.data["asked"]:
        current.data["asked"] = True
        to = int(current.data["to"])
        events = asking(state, current, state.questions, lambda: _ask(state, to))
        if waits(current, state.questions):
            return events
    state.done.append(str(current.data["name"]))
    state.stack[:] = [f for f in state.stack if f is not current]
    return []


def _ask(state: _AskState, seat: int) -> list[Event]:
    state.questions.ask("q", [seat])
    return []


def _yes(state: _AskState, seat: int, action: _Yes) -> list[Event]:
    state.questions.record(state.questions.for_seat(seat), seat, {"kind": "yes"})
    return []


def _no_then_ask_on(state: _AskState, seat: int, action: _No) -> list[Event]:
    state.questions.record(state.questions.for_seat(seat), seat, {"kind": "no"})
    return _ask(state, (seat + 1) % 3)


def _shout(state: _AskState, seat: int, action: Cheer) -> list[Event]:
    return _ask(state, (seat + 1) % 3)


def _asking_flow() -> Flow[_AskState]:
    def overlay(state: _AskState) -> str | None:
        card = state.stack[-1] if state.stack[-1].kind == "card" else None
        if state.questions.open and (card is None or waits(card, state.questions)):
            return "queue"
        return None

    answer: Stage[_AskState] = Stage(
        name="answer",
        families=(
            Family(_Yes, _say("yes"), _yes, answers=True),
            Family(_No, _say("no"), _no_then_ask_on, answers=True),
        ),
    )
    queue: Stage[_AskState] = Stage(
        name="queue",
        seats=lambda state, current: state.questions.waiting(),
        answering=lambda state, current, seat: "answer",
    )
    card: Stage[_AskState] = Stage(name="card", seats=lambda s, f: [], run=_card)
    idle: Stage[_AskState] = Stage(name="idle", seats=lambda s, f: [])
    return Flow(
        stages=(idle, card, queue, answer),
        interjections=(Family(Cheer, _say("cheer"), _shout),),
        overlay=overlay,
        questions=lambda state: state.questions,
    )


def test_a_procedure_waits_on_its_questions_and_runs_once_they_are_answered_where_it_stands() -> (
    None
):
    """A procedure waits on the questions it asked (``asking``) and on those asked in
    answering them, not on those asked by something else meanwhile; once the last is
    answered, its stage runs at once, even from under another procedure (the queue is not
    last-in-first-out)."""
    flow = _asking_flow()
    state = _AskState(game="g", seats=["a", "b", "c"], rng=GAME.setup(SEATS, 1).rng)
    call(state, frame("idle"))
    call(state, frame("card", 0, name="A", to=1, asked=False, questions=[]))
    flow.run(state)
    call(state, frame("card", 0, name="B", to=2, asked=False, questions=[]))
    flow.run(state)
    assert [f.data.get("questions") for f in state.stack] == [None, [1], [2]]
    assert flow.to_act(state) == [1] and flow.asked(state, 1) == "answer"
    state = _AskState.model_validate_json(state.model_dump_json())
    flow.play(state, 1, _Yes(kind="yes"))  # A's question: A goes on from under B
    assert state.done == ["A"] and [f.data["name"] for f in state.stack[1:]] == ["B"]
    flow.play(state, 2, _No(kind="no"))  # B's question, whose answer asks Ann's (id 3)
    assert state.stack[-1].data["questions"] == [2, 3] and flow.to_act(state) == [0]
    flow.play(state, 1, Cheer(kind="cheer"))  # an interjection asks Cid (id 4): not B's
    assert state.stack[-1].data["questions"] == [2, 3] and state.done == ["A"]
    flow.play(state, 0, _Yes(kind="yes"))
    assert state.done == ["A", "B"] and [f.kind for f in state.stack] == ["idle"]
    assert flow.to_act(state) == [2]  # Cid's question, asked by the interjection, stays
    lone = frame("card")
    assert waits(lone, state.questions)  # naming none: it waits on every open question
    wait_on(lone, [9])
    assert not waits(lone, state.questions) and waiter(state, 4) is None
