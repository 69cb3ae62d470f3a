"""Games, renderers and topics are found by convention, and every registered game provides
what the one list in ``rules/core/game.py`` ("What a game provides") says."""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import render
import rules
from rules import GAMES
from rules.core import Game
from rules.core import game as game_module
from rules.core.flow import FlowGame


def _table_row(part: str) -> list[str]:
    """The ``names`` of one row of the table in :mod:`rules.core.game`'s docstring."""
    doc = game_module.__doc__ or ""
    lines = doc[doc.index("What a game provides") :].splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(part))
    row = [lines[start]]
    for line in lines[start + 1 :]:
        if not line.startswith(" "):
            break
        row.append(line)
    return re.findall(r"``(\w+)", " ".join(row))


def test_every_hook_of_the_list_is_declared_on_game() -> None:
    required = _table_row("rule hooks")
    optional = _table_row("optional hooks")
    assert set(Game.__abstractmethods__) == set(required)
    for hook in [*required, *optional, "describe_public", "describe_private"]:
        assert callable(getattr(Game, hook, None)) or isinstance(getattr(Game, hook, None), bool), (
            hook
        )
    assert "describe_public" in optional and "describe_private" in optional


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_registered_game_provides_its_parts(name: str) -> None:
    game = GAMES[name]
    assert name in rules.game_packages()
    assert type(game).__module__.startswith(f"rules.{name}."), "the package is the game's name"
    assert game.playable
    for attribute in _table_row("class attributes")[:7]:
        assert getattr(game, attribute, None) is not None, attribute
    topics = importlib.import_module(f"rules.{name}.topics")
    for table in ("TOPICS", "KIND_TOPICS", "OPTIONS"):
        assert isinstance(getattr(topics, table, None), dict), table
    messages = importlib.import_module(f"rules.{name}.messages")
    assert messages.MESSAGES and game.messages is messages.MESSAGES, "the game's catalogue"
    module = render.renderer_module(name)
    assert module is not None and module.__name__ == f"render.{name}"
    assert render.renderer_for(name) is module.draw_board


def test_a_game_package_is_registered_by_being_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A package with a playable ``GAME`` is found; one without a game, one whose game is
    not playable and ``core`` are not."""
    base = "from tests.toygame import SecretNim\n"
    packages = {
        "pebbles": base + "class Pebbles(SecretNim):\n    name = 'pebbles'\n    playable = True\n"
        "GAME = Pebbles()\n",
        "drafts": base + "class Drafts(SecretNim):\n    name = 'drafts'\nGAME = Drafts()\n",
        "notes": "WORDS = 1\n",
        "core": base + "GAME = SecretNim()\n",
    }
    for package, text in packages.items():
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text(text)
    monkeypatch.setattr(rules, "__path__", [str(tmp_path)])
    try:
        found = rules.discover()
        assert list(found) == ["pebbles"] and found["pebbles"].playable
        assert rules.game_packages() == ["drafts", "notes", "pebbles"]
    finally:
        for package in ("pebbles", "drafts", "notes"):
            sys.modules.pop(f"rules.{package}", None)
            if hasattr(rules, package):
                delattr(rules, package)


def test_renderers_are_found_by_module_name() -> None:
    assert render.renderer_module("draw") is None  # a kit module, no draw_board
    assert render.renderer_module("no_such_game") is None
    assert render.renderer_module("../etc") is None
    assert render.renderer_for("secret_nim") is render.text_card


def test_a_test_only_game_may_be_given_a_renderer(monkeypatch: pytest.MonkeyPatch) -> None:
    module = ModuleType("tests.fake_renderer")
    module.draw_board = render.text_card  # type: ignore[attr-defined]
    monkeypatch.setattr(render, "_TEST_RENDERERS", {})
    render.add_renderer("secret_nim", module)
    assert render.renderer_module("secret_nim") is module


@pytest.mark.parametrize("name", sorted(rules.GAMES))
def test_every_standing_answer_is_a_move_of_its_question(name: str) -> None:
    """``/game standing``: each answer set in advance is a well-formed move whose kind the
    question's rule offers (the service plays it only when it is legal then)."""
    game = rules.GAMES[name]
    table = getattr(importlib.import_module(type(game).__module__), "QUESTIONS", None)
    for kind, answers in game.standing_answers.items():
        assert table is None or kind in table.kinds(), (name, kind)
        # a question of the kit's flow: a stage with a default, or one a queue of questions
        # hands a seat to (One More Barrel's have no default), unless the game keeps its
        # questions in the kit's queue, a QUESTIONS table (Fitna's, answered in one stage)
        flow_question = isinstance(game, FlowGame) and table is None
        stage = game.flow.stages.get(kind) if flow_question else None
        if flow_question:
            queued = any(s.answering is not None for s in game.flow.stages.values())
            assert stage is not None and (stage.default is not None or queued), (name, kind)
        for words, action in answers.items():
            assert words and game.parse_action(action).kind == action["kind"]  # type: ignore[attr-defined]
            if stage is not None:
                assert stage.family(action["kind"]) is not None, (name, kind, action)


def test_importing_rules_loads_no_engine_and_a_lookup_loads_one() -> None:
    """Issue 31: importing ``rules`` loaded all four engines (416 of 530 ms). ``GAMES`` now
    imports a game's package when that game is first asked for, and every package only when
    the whole registry is needed. Run in a fresh interpreter (this one has them all)."""
    script = (
        "import sys, rules\n"
        "def games(): return sorted(m for m in sys.modules if m.startswith('rules.')"
        " and m.count('.') == 1 and m != 'rules.core')\n"
        "print(games())\n"
        "assert rules.GAMES['fitna'] is rules.fitna.GAME and 'fitna' in rules.GAMES\n"
        "print(games())\n"
        "assert rules.GAMES.get('no_such_game') is None\n"
        "print(sorted(rules.GAMES) == sorted(rules.discover()), games())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(rules.__file__).parent.parent,
    )
    every = sorted(f"rules.{name}" for name in rules.game_packages())
    assert done.stdout.splitlines() == ["[]", "['rules.fitna']", f"True {every}"]


ARCHITECTURE = Path(__file__).resolve().parent.parent / "docs" / "architecture.md"


def _package_shape() -> dict[str, str]:
    """The table "The package's shape" of docs/architecture.md: file -> required/optional."""
    text = ARCHITECTURE.read_text()
    section = text[text.index("### The package's shape") :]
    section = section[: section.index("\n### ", 1)]
    shape: dict[str, str] = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[2] in ("required", "optional"):
            for name in re.findall(r"`([\w./]+)`", cells[0]):
                shape[name] = cells[2]
    return shape


def test_the_documented_shape_names_what_the_kit_and_the_tests_read() -> None:
    shape = _package_shape()
    required = {name for name, need in shape.items() if need == "required"}
    # the modules the kit, the bot and the tests look up by name in a game package
    assert {
        "__init__.py", "engine.py", "state.py", "actions.py", "procedures.py", "view.py",
        "checks.py", "messages.py", "translations.py", "topics.py", "topics_translated.py",
        "command_texts.py", "picture_words.py", "evaluation.py", "data/",
    } == required  # fmt: skip
    assert {"sampling.py", "describe.py"} <= set(shape)
    # issue 28: labels and refusals are keys of each game's catalogue, no module of their own
    assert not {"labels.py", "refusals.py"} & set(shape)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_package_has_the_documented_shape(name: str) -> None:
    """Issue 27, item 3: the same role lives in the same file name in every game package."""
    package = Path(importlib.import_module(f"rules.{name}").__file__ or "").parent
    for file, need in _package_shape().items():
        path = package / file.rstrip("/")
        there = (path / "__init__.py").is_file() if file.endswith("/") else path.is_file()
        if need == "required":
            assert there, f"rules/{name}/{file} is missing (docs/architecture.md)"
    # what lives in those files
    actions = importlib.import_module(f"rules.{name}.actions")
    defined = {id(value) for value in vars(actions).values()}
    assert all(id(model) in defined for model in GAMES[name].action_models), "move models"
    translations = importlib.import_module(f"rules.{name}.translations")
    catalogues = {id(value) for value in vars(translations).values()}
    assert set(GAMES[name].translations) == {"fr", "de"}
    assert all(id(table) in catalogues for table in GAMES[name].translations.values())
    texts = importlib.import_module(f"rules.{name}.command_texts")
    assert isinstance(texts.COMMAND_TEXTS, dict) and texts.COMMAND_TEXTS
    assert callable(importlib.import_module(f"rules.{name}.evaluation").evaluate)
    topics = importlib.import_module(f"rules.{name}.topics_translated")
    assert topics.TOPICS_FR and topics.TOPICS_DE
    game = GAMES[name]
    assert isinstance(game, FlowGame), "every game is written on the kit's flow"
    assert game.flow is importlib.import_module(f"rules.{name}.procedures").FLOW
    words = importlib.import_module(f"rules.{name}.picture_words").PICTURE_WORDS
    assert words and game.picture_words is words, "the picture's words (picture_words.py)"
    assert game.topics is importlib.import_module(f"rules.{name}.topics").TOPICS
    assert game.command_texts is texts.COMMAND_TEXTS
