"""Text as data: events are message keys with parameters, rendered by one catalogue machinery
(rules/core/text.py), where plural forms and money are written once."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from typing import Any

import pytest

import bot.describe
import rules.one_more_barrel.helpers
import rules.one_more_barrel.state
from bot.describe import event_text
from bot.selfplay import random_move, seat_names
from rules import GAMES
from rules.core import Game, Rng
from rules.core.text import Catalogue, money_text, plural
from tests.edgegame import GAME as EDGE
from tests.toygame import GAME as TOY

AnyGame = Game[Any, Any]
#: Every game whose events can be checked: the registered ones and the test-only ones.
ALL_GAMES: dict[str, AnyGame] = {**GAMES, TOY.name: TOY, EDGE.name: EDGE}
#: Keywords of ``Game.say`` that are not message parameters.
SAY_OPTIONS = {"to", "reveals", "kind", "data"}


def test_plural_and_money_are_written_once() -> None:
    assert bot.describe.money_text is money_text
    assert rules.one_more_barrel.state.money_text is money_text
    assert rules.one_more_barrel.helpers.plural is plural
    assert [money_text(c) for c in (1000, 50, 1234, 0)] == ["10 $", "0.50 $", "12.34 $", "0 $"]
    assert [plural(n, "city", "cities") for n in (0, 1, 2)] == ["0 cities", "1 city", "2 cities"]


def test_a_catalogue_renders_plural_money_and_python_formats() -> None:
    catalogue = Catalogue(
        {"sell": "{name} sells {count:plural:barrel} at {price:money} ({share:.0%})."}
    )
    assert catalogue.fields("sell") == {"name", "count", "price", "share"}
    text = catalogue.render("sell", {"name": "ann", "count": 1, "price": 250, "share": 0.5})
    assert text == "ann sells 1 barrel at 2.50 $ (50%)."
    assert catalogue.render("sell", {"name": "bo", "count": 0, "price": 300, "share": 1}) == (
        "bo sells 0 barrels at 3 $ (100%)."
    )
    with pytest.raises(KeyError):
        catalogue.render("sell", {"name": "ann"})
    with pytest.raises(KeyError):
        catalogue.render("buy", {})


def test_another_language_is_a_catalogue_not_an_engine_change() -> None:
    """The same event, rendered by a French catalogue with French plural and money rules."""

    def french_plural(count: int, one: str, many: str | None) -> str:
        return f"{count} {one if count in (0, 1) else many or one + 's'}"

    def euros(cents: int) -> str:
        return f"{cents // 100},{cents % 100:02d} €"

    french = Catalogue(
        {"pick": "{name} prend {amount:plural:pièce} {colour}.", "pass": "{name} passe."},
        language="fr",
        plural_rule=french_plural,
        money=euros,
    )
    state = EDGE.setup(["ann", "bo"], seed=1)
    _after, [event] = EDGE.apply(state, 0, {"kind": "pick", "colour": "blue", "amount": 1})
    assert event.key == "pick" and event.params == {"name": "ann", "amount": 1, "colour": "blue"}
    assert event.text == event_text(EDGE, event) == "ann picks 1 blue."
    assert event_text(EDGE, event, french) == "ann prend 1 pièce blue."
    assert french.render("pick", {**event.params, "amount": 0}) == "ann prend 0 pièce blue."
    assert french.money(1250) == "12,50 €"


def _said_in(game: AnyGame) -> list[tuple[str, set[str], str]]:
    """Every ``say("key", ...)`` call in the game's source: key, parameters, where."""
    module = inspect.getmodule(type(game))
    assert module is not None and module.__file__ is not None
    path = Path(module.__file__)
    files = sorted(path.parent.rglob("*.py")) if path.parent.name == game.name else [path]
    found = []
    for file in files:
        for node in ast.walk(ast.parse(file.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            if node.func.attr != "say" or not node.args:
                continue
            key = node.args[0]
            assert isinstance(key, ast.Constant), f"{file}:{node.lineno}: say() takes a key"
            names = {k.arg for k in node.keywords if k.arg is not None} - SAY_OPTIONS
            assert all(k.arg is not None for k in node.keywords), f"{file}:{node.lineno}: **"
            found.append((str(key.value), names, f"{file.name}:{node.lineno}"))
    return found


@pytest.mark.parametrize("name", sorted(ALL_GAMES))
def test_every_key_an_engine_says_is_in_its_catalogue_with_its_parameters(name: str) -> None:
    game = ALL_GAMES[name]
    catalogue = game.catalogue()
    for key, params, where in _said_in(game):
        assert key in catalogue, f"{where}: no message {key!r} in {name}'s catalogue"
        assert params == catalogue.fields(key), f"{where}: {key!r} takes {catalogue.fields(key)}"
    for key in catalogue.messages:
        catalogue.fields(key)  # every template parses


def test_the_migrated_test_games_say_every_message() -> None:
    for game in (TOY, EDGE):
        assert {key for key, _params, _where in _said_in(game)} == set(game.messages)


@pytest.mark.parametrize("game", [TOY, EDGE], ids=lambda g: g.name)
def test_events_played_carry_keys_whose_text_the_describe_layer_renders(game: AnyGame) -> None:
    seen: set[str] = set()
    for seed in range(6):
        state = game.setup(["ann", "bo"], seed=seed)
        picker = Rng.from_seed(seed)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            action = game.legal_actions(state, seat).random_action(picker)
            state, events = game.apply(state, seat, action)
            for event in events:
                assert event.key in game.messages
                assert set(event.params) == game.catalogue().fields(event.key)
                assert event_text(game, event) == event.text
                seen.add(event.key)
    assert seen == set(game.messages)


def _check_parts(catalogue: Catalogue, key: str, params: dict[str, Any], where: str) -> None:
    """``params`` are exactly the fields of ``key``, and so are those of every piece of a
    message among them (``{part:msg}``, ``{parts:msgs}``)."""
    assert key in catalogue, f"{where}: no message {key!r}"
    assert set(params) == catalogue.fields(key), f"{where}: {key!r} got {sorted(params)}"
    for value in params.values():
        pieces = value if isinstance(value, list) else [value]
        for piece in pieces:
            if isinstance(piece, dict) and set(piece) == {"key", "params"}:
                _check_parts(catalogue, piece["key"], piece["params"], where)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_event_of_a_registered_game_is_a_message_of_its_catalogue(name: str) -> None:
    """Random games: every event carries a key of the catalogue with exactly its fields (its
    pieces too), and the describe layer renders it to the event's own text."""
    game = GAMES[name]
    catalogue = game.catalogue()
    assert game.messages, f"{name} has no catalogue (rules/{name}/messages.py)"
    for seed in range(3):
        state = game.setup(seat_names(game.max_players), seed=seed)
        picker = Rng.from_seed(seed)
        for _ in range(1500):
            move = random_move(game, state, picker)
            if move is None:
                break
            state, events = game.apply(state, *move)
            for event in events:
                assert event.key is not None, f"{name}: an event without a key: {event.text!r}"
                _check_parts(catalogue, event.key, event.params, f"{name} {event.kind}")
                assert event_text(game, event) == event.text


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_message_of_a_catalogue_is_said_somewhere(name: str) -> None:
    """No dead message: each key appears as a literal in the game's package (a ``say`` call,
    a piece, or one branch of a chosen key)."""
    package = Path(inspect.getfile(type(GAMES[name]))).parent
    source = "\n".join(p.read_text() for p in package.rglob("*.py") if p.name != "messages.py")
    unused = [key for key in GAMES[name].messages if f'"{key}"' not in source]
    assert not unused, f"{name}: messages never said: {unused}"
