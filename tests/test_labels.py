"""The prompts' labels and the engines' refusals in French and German (issues 17, 28).

A label, a step's question and an answer are a :class:`~rules.core.text.Said` by their type
(``rules.core.text.Label``): an engine that writes an English sentence in their place fails
type checking (``mypy``, with the pydantic plugin's typed constructors) and is refused when
its tree is built (below), so no test reads the engines' code for them any more. A refusal is
a key with its values: every refusal the engines give in play — to an action off the tree, a
kind not open, a seat not on turn — is a key of the game's catalogue, said in three
languages; each refusal an engine raises is a key of its catalogue (read from its code: the
type cannot tell a key from a sentence); and a refusal reaches each reader in their
language."""

from __future__ import annotations

import ast
import pathlib
import re
from typing import Any

import pytest
from pydantic import ValidationError

from bot.store import Store
from rules import GAMES
from rules.core import ActionSpec, Choice, Game, IllegalAction, Rng, Step
from rules.core.errors import KEY
from rules.core.text import LANGUAGES, Said
from rules.core.texts import KIT_TEXTS

ROOT = pathlib.Path(__file__).resolve().parent.parent

#: The games whose labels, questions and refusals are keys of their catalogues (issue 28):
#: every game.
CONVERTED = ("peak_oil", "one_more_barrel", "supremacy", "fitna")
#: Moves of random play after which the refusals are tried (Fitna's trees are the slowest).
MOVES = {"fitna": 12}


def test_a_label_written_as_a_sentence_is_refused_when_the_tree_is_built() -> None:
    """A planted bare string where a label is expected: the models refuse it (the type
    checker refuses it before, ``Label = Said``), so no tree carries an untranslated text."""
    planted: list[Any] = [
        lambda: ActionSpec(kind="sell", label="Sell oil"),
        lambda: Step(param="barrels", label="barrels"),
        lambda: Choice(value=1, label="1 barrel"),
        lambda: Choice(value=1, label=f"pile {1}"),
    ]
    for build in planted:
        with pytest.raises(ValidationError, match="a Said is a key with its values"):
            build()
    assert Choice(value=1, label=Said("label.pile", pile=1)).label == Said("label.pile", pile=1)


def _wrong_actions(game: Game[Any, Any], state: Any, seat: int, rng: Rng) -> list[dict[str, Any]]:
    """Actions the rules refuse to ``seat`` now: a kind that does not exist, each open kind
    with its parameters missing, and a move of the tree with one answer changed to a value
    no step offers."""
    wrong: list[dict[str, Any]] = [{"kind": "no_such_move"}]
    legal = game.legal_actions(state, seat)
    for spec in legal.actions:
        if spec.steps:
            wrong.append({"kind": spec.kind})
    if legal.actions:
        action = legal.random_action(rng)
        for param in [p for p in action if p != "kind"]:
            wrong.append({**action, param: "nowhere"})
            wrong.append({**action, param: 999_999})
        wrong.append({**action, "no_such_parameter": 1})
    return wrong


def _refusals_in_play(game: Game[Any, Any], seed: int) -> list[IllegalAction]:
    """Every refusal of a wrong action (:func:`_wrong_actions`) by a seat to act and by a
    seat not to act, along one random game of ``MOVES`` moves."""
    rng = Rng.from_seed(seed)
    players = game.max_players
    state = game.setup([f"p{i}" for i in range(players)], seed)
    refused: list[IllegalAction] = []
    for _move in range(MOVES.get(game.name, 40)):
        acting = game.to_act(state)
        if not acting:
            break
        idle = [s for s in range(players) if s not in acting]
        tries = [(s, a) for s in acting for a in _wrong_actions(game, state, s, rng)]
        if idle:
            legal = game.legal_actions(state, acting[0])
            if legal.actions:
                tries.append((idle[0], legal.random_action(rng)))
        for seat, action in tries:
            try:
                game.apply(state, seat, action)
            except IllegalAction as error:
                refused.append(error)
        seat = acting[0]
        state, _events = game.apply(state, seat, game.legal_actions(state, seat).random_action(rng))
    return refused


@pytest.mark.parametrize("name", CONVERTED)
def test_every_refusal_met_in_play_is_a_key_said_in_three_languages(name: str) -> None:
    """Every refusal the engine gives along a random game is a key of its catalogue with
    its values (never an English sentence written in place), said in English, French and
    German with every field filled. Without reading the code: the refusals met are those
    play reaches, the walker's and the engine's own."""
    game = GAMES[name]
    refused = _refusals_in_play(game, seed=3)
    assert len(refused) > 20, name
    keys = set()
    for error in refused:
        assert error.said is not None, f"{name}: a refusal written in English: {error}"
        keys.add(error.said.key)
        for language in LANGUAGES:
            said = game.catalogue(language).said(error.said)  # KeyError: not in the catalogue
            assert said and "{" not in said, (name, language, error.said)
    assert len(keys) >= 3, (name, keys)


#: The exceptions whose first argument is a refusal's key.
REFUSALS = {"IllegalAction", "PathError", "WrongPlayerCount"}


def _refusal_keys(package: str) -> set[str]:
    """Every refusal key raised in ``rules/<package>``, read from its code: a string, or an
    f-string with ``{}`` where a value is put (``f"refusal.cannot_sell.{resource}"``)."""
    found = set()
    for path in sorted((ROOT / "rules" / package).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", "")
            first = node.args[0]
            if name not in REFUSALS:
                continue
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value)
            elif isinstance(first, ast.JoinedStr):
                found.add(
                    "".join(
                        str(part.value) if isinstance(part, ast.Constant) else "{}"
                        for part in first.values
                    )
                )
    return found


@pytest.mark.parametrize("name", [*CONVERTED, "core"])
def test_every_refusal_an_engine_raises_is_a_key_of_its_catalogue(name: str) -> None:
    """Read from the code, the one check that still must: an engine's own refusals (its
    rules' ``refusal.*``) are raised deep in ``apply`` by states random play seldom reaches
    (the test above meets the kit's), and a key is a ``str`` to the type checker like a
    sentence. So each refusal raised in the game's package is a key of its catalogue (a key
    made at play time, ``refusal.cannot_sell.{}``: some entry of that shape); the kit's own
    (``rules/core``) are keys of its texts."""
    keys = list(KIT_TEXTS["en"] if name == "core" else GAMES[name].catalogue().messages)
    raised = _refusal_keys(name)
    assert raised, name
    for key in raised:
        assert KEY.fullmatch(key.replace("{}", "x")), f"{name}: a refusal in English: {key}"
        shape = re.compile(re.escape(key).replace(r"\{\}", r"[\w.]+") + "$")
        assert any(shape.match(k) for k in keys), f"{name}: {key} is not in its catalogue"


async def test_an_engines_refusal_reaches_each_reader_in_their_language(store: Store) -> None:
    """A move the rules refuse (answering when nothing is asked) is refused by the service in
    English, French and German alike, each reader reading the engine's reason in theirs."""
    from bot.service import GameService, Refused
    from tests.conftest import ALICE, BOB, CAROL

    game = GAMES["one_more_barrel"]
    service = GameService(store, games={game.name: game}, clock=lambda: 1.0)
    created = await service.create(game.name, ALICE, guild_id=1)
    for user in (BOB, CAROL):
        await service.join(created.game_id, user)
    await service.start(created.game_id, ALICE, seed=2)
    with pytest.raises(Refused) as refused:
        await service.act(created.game_id, ALICE.id, {"kind": "move", "source": "nowhere"})
    english = str(refused.value)
    french, german = refused.value.said_in("fr"), refused.value.said_in("de")
    assert english and french != english and german != english
    assert french.startswith("Cette action est mal formée"), french  # the kit's keys
    assert german.startswith("Diese Aktion ist fehlerhaft"), german


@pytest.mark.parametrize("name", CONVERTED)
def test_every_standing_question_and_answer_has_its_french_and_german(name: str) -> None:
    """``/game standing`` says each kind of question a game answers in advance and each
    answer in the reader's language (its ``command_texts.STANDING_TEXTS``): none is left
    as its English id in French or German, and each typed in its words finds its id."""
    game = GAMES[name]
    english = game.standing_words("en")
    for language in ("fr", "de"):
        words = game.standing_words(language)
        assert words.keys() == english.keys()
        for known, said in words.items():
            assert said and said != english[known], (name, language, known)
            assert game.standing_id(said.upper(), language) == known
