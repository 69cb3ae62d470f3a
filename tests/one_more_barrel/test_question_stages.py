"""Every question One More Barrel asks a seat is a stage of its flow (``procedures.FLOW``),
declared by the module that asks it, whose families answer it (issue 27: questions to seats
not on turn are stages; no table of answers, no rule found by building function names)."""

from __future__ import annotations

import ast
import importlib
import inspect

from rules.one_more_barrel.battles import BATTLE_RETREATS, BATTLE_ROUND
from rules.one_more_barrel.procedures import FLOW
from rules.one_more_barrel.rebels import (
    BOMBING_DEFENCE,
    BOMBING_INVITE,
    BOMBING_PARTNERS,
    BOMBING_ROLL,
)
from rules.one_more_barrel.state import (
    ACTIONS,
    END_OF_TURN,
    END_OF_TURN_STEPS,
    PREPARATION,
    QUESTIONS,
    REBEL_ACTIONS,
)

MODULES = ("purchases", "trade", "battles", "rebels", "endturn")


def asked_kinds() -> dict[str, str]:
    """The kinds of every question the game's modules ask (``ask_seat(state, KIND, ...)``),
    with the module asking each."""
    kinds = {}
    for name in MODULES:
        module = importlib.import_module(f"rules.one_more_barrel.{name}")
        for node in ast.walk(ast.parse(inspect.getsource(module))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ask_seat":
                kinds[eval(ast.unparse(node.args[1]), vars(module))] = name
    return kinds


def test_every_question_asked_is_a_stage_of_the_module_asking_it() -> None:
    asked = asked_kinds()
    assert len(asked) >= 12
    for kind, name in asked.items():
        module = importlib.import_module(f"rules.one_more_barrel.{name}")
        stage = FLOW.stages[kind]
        assert stage in module.STAGES and stage.families


def test_the_flow_holds_the_parts_the_steps_and_the_questions_alone() -> None:
    parts = {PREPARATION, ACTIONS, END_OF_TURN, QUESTIONS, *END_OF_TURN_STEPS, REBEL_ACTIONS}
    battle_steps = {BATTLE_RETREATS, BATTLE_ROUND}
    bombing_steps = {BOMBING_INVITE, BOMBING_PARTNERS, BOMBING_DEFENCE, BOMBING_ROLL}
    assert set(FLOW.stages) == parts | battle_steps | bombing_steps | set(asked_kinds())
    automatic = (*END_OF_TURN_STEPS, *battle_steps, *bombing_steps)
    assert all(FLOW.stages[step].automatic for step in automatic)


def test_no_battle_answer_carries_the_battle_on_itself() -> None:
    """A battle's answers record and call the battle's next step (``battle_retreats``,
    ``battle_round``): none of them offers the retreats, carries them out or fights the round
    itself (issue 27: no game has its own advance machinery; the flow runs the next step)."""
    from rules.one_more_barrel import battles

    carried_on = {"_retreat_stage", "_carry_out_retreats", "fight_round"}
    tree = ast.parse(inspect.getsource(battles))
    plays = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("play_")]
    assert len(plays) == 4
    for play in plays:
        called = {getattr(n.func, "id", None) for n in ast.walk(play) if isinstance(n, ast.Call)}
        assert not called & carried_on, play.name


def test_no_bombing_answer_carries_the_bombing_on_itself() -> None:
    """A joint bombing's answers (a partner's, the attacker's invitation, an ally's) record in
    the bombing's frame and bring it back at its next step: none of them asks the next
    question, asks the allies or rolls itself (issue 27: the flow runs the next step)."""
    from rules.one_more_barrel import rebels

    carried_on = {"ask_seat", "_ask_partner", "_invite", "_defence_stage", "_bomb"}
    tree = ast.parse(inspect.getsource(rebels))
    plays = {
        n.name: n
        for n in tree.body
        if isinstance(n, ast.FunctionDef)
        and n.name in ("play_rebel_join", "play_rebel_invite", "play_rebel_defend")
    }
    assert len(plays) == 3
    for name, play in plays.items():
        called = {getattr(n.func, "id", None) for n in ast.walk(play) if isinstance(n, ast.Call)}
        assert not called & carried_on, name
