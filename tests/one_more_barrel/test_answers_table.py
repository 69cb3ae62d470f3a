"""Every question One More Barrel asks a seat is answered by one entry of the engine's explicit
table ``ANSWERS`` (issue 7: no rule found by building function names)."""

from __future__ import annotations

import ast
import importlib
import inspect

from rules.one_more_barrel import engine

MODULES = ("purchases", "trade", "battles", "rebels", "endturn")


def asked_kinds() -> set[str]:
    """The kinds of every question the game's modules ask (``ask_seat(state, KIND, ...)``)."""
    kinds = set()
    for name in MODULES:
        module = importlib.import_module(f"rules.one_more_barrel.{name}")
        for node in ast.walk(ast.parse(inspect.getsource(module))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ask_seat":
                kinds.add(eval(ast.unparse(node.args[1]), vars(module)))
    return kinds


def test_every_question_asked_has_its_rule_in_the_table() -> None:
    asked = asked_kinds()
    assert len(asked) >= 12
    assert asked == set(engine.ANSWERS)
    for legal, play in engine.ANSWERS.values():
        assert legal.__name__.startswith("legal_") and play.__name__.startswith("play_")
        assert legal.__name__[6:] == play.__name__[5:]
