"""Languages (issue 17): a game's translations have every English key with the same
parameters and formats, their tables name the same ids, every event of real games renders in
each language, and a game opened in French speaks French in its thread and DMs."""

from __future__ import annotations

import ast
import string
from pathlib import Path
from typing import Any

import pytest

from bot.describe import event_text
from bot.selfplay import random_move, seat_names
from bot.service import GameService
from bot.store import Store
from rules import GAMES
from rules.core import Game, Rng
from rules.core.text import (
    ARTICLE_KINDS,
    LANGUAGES,
    Catalogue,
    language_of,
    money_comma,
    plural_de,
    plural_fr,
)
from tests.conftest import ALICE, BOB, CAROL

AnyGame = Game[Any, Any]
TRANSLATED = {name: game for name, game in GAMES.items() if game.translations}


def _shape(template: str) -> list[tuple[str, str]]:
    """Each field of a template with the kind of its format (``plural``, ``name:places``,
    ``money``...): the words of a plural are the language's own, the rest must agree."""
    found: list[tuple[str, str]] = []
    for _text, name, spec, _conversion in string.Formatter().parse(template):
        if name is None:
            continue
        kind, _, words = (spec or "").partition(":")
        if kind in ARTICLE_KINDS:  # a name with the language's own article (issue 28)
            kind = "name"
        if kind == "plural":  # a count, with its word in the plural where the language
            kind = ""  # needs it: English "2 military", French "2 militaires", "1 militaire"
        found.append((name, f"{kind}:{words}" if kind in ("name", "names") else kind))
    return sorted(found)


def test_the_languages_plural_money_and_locale() -> None:
    assert LANGUAGES == ("en", "fr", "de")
    assert [plural_fr(n, "baril") for n in (0, 1, 2)] == ["0 baril", "1 baril", "2 barils"]
    assert [plural_de(n, "Fass", "Fässer") for n in (0, 1, 2)] == ["0 Fässer", "1 Fass", "2 Fässer"]
    assert money_comma(50) == "0,50 $" and money_comma(1000) == "10 $"
    assert [language_of(x) for x in ("fr", "de", "en-US", "es-ES", None)] == [
        "fr", "de", "en", "en", "en"
    ]  # fmt: skip
    french = Catalogue.of_language("fr", {"k": "{a:and}"})
    assert french.render("k", {"a": ["x", "y"]}) == "x et y"


def test_every_game_is_translated() -> None:
    assert set(TRANSLATED) == set(GAMES)


@pytest.mark.parametrize("name", sorted(TRANSLATED))
def test_every_key_in_every_language_with_the_same_parameters(name: str) -> None:
    game = TRANSLATED[name]
    for language in LANGUAGES[1:]:
        messages = game.translations[language]
        assert set(messages) == set(game.messages), (name, language)
        for key, template in game.messages.items():
            assert _shape(messages[key]) == _shape(template), (name, language, key)
        names = game.translated_names.get(language, {})
        for table, english in game.message_names.items():
            assert set(names.get(table, english)) == set(english), (name, language, table)


@pytest.mark.parametrize("name", sorted(TRANSLATED))
def test_every_event_of_real_games_renders_in_each_language(name: str) -> None:
    game = TRANSLATED[name]
    for seed in (1, 2, 3):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        state = game.setup(seat_names(players), seed)
        picker = Rng.from_seed(seed)
        events = []
        for _ in range(400):
            move = random_move(game, state, picker)
            if move is None:
                break
            state, found = game.apply(state, *move)
            events += found
        assert events
        for event in events:
            # every id a message names by a table is in that table (no English word slipped in)
            for field, kind in _shape(game.messages[event.key]) if event.key else []:
                table = kind.split(":", 1)[1] if kind.startswith("name:") else None
                if table is not None and field in event.params:
                    assert event.params[field] in game.message_names[table], (
                        event.key, field, event.params[field]
                    )  # fmt: skip
            for language in LANGUAGES[1:]:
                text = event_text(game, event, game.catalogue(language))
                assert text and "{" not in text, (language, event.key)
        keys = {e.key for e in events}
        french = [event_text(game, e, game.catalogue("fr")) for e in events if e.key]
        english = [event_text(game, e) for e in events if e.key]
        changed = sum(f != e for f, e in zip(french, english, strict=True))
        assert changed > len(french) // 2, (keys, changed)


def test_an_untranslated_language_falls_back_to_english() -> None:
    game = GAMES["peak_oil"]
    assert game.catalogue("es") is game.catalogue("en")
    assert game.catalogue("fr").language == "fr"


async def test_a_game_opened_in_french_speaks_french(store: Store) -> None:
    service = GameService(store, games={"peak_oil": GAMES["peak_oil"]}, clock=lambda: 1.0)
    created = await service.create("peak_oil", ALICE, guild_id=1, settings={"language": "fr"})
    for user in (BOB, CAROL):
        await service.join(created.game_id, user)
    await service.start(created.game_id, ALICE, seed=3)
    record = await service.record(created.game_id)
    assert record.language == "fr"
    rng = Rng.from_seed(4)
    texts: list[str] = []
    for _ in range(30):
        _, state = await service.state(created.game_id)
        seat = GAMES["peak_oil"].to_act(state)[0]
        user_id = record.seats[seat].user_id
        legal = await service.legal(created.game_id, user_id)
        outcome = await service.act(created.game_id, user_id, legal[seat].random_action(rng))
        texts += outcome.public
    assert texts and not any(" reassigns " in t or " acts on " in t for t in texts)
    assert any(" agit sur " in t for t in texts) and any(" réaffecte " in t for t in texts)
    assert any(t.startswith("Au tour de ") for t in texts)


def _fields(template: str) -> list[str]:
    return sorted(n for _t, n, _s, _c in string.Formatter().parse(template) if n is not None)


#: Boards still drawn in English only (none: every game declares its ``picture_words``).
PICTURES_IN_ENGLISH: set[str] = set()


def test_the_boards_still_in_english_are_the_listed_ones() -> None:
    from render import renderer_module

    english = {n for n in GAMES if renderer_module(n) is None or not GAMES[n].picture_words}
    assert english == PICTURES_IN_ENGLISH


@pytest.mark.parametrize("name", sorted(set(TRANSLATED) - PICTURES_IN_ENGLISH))
def test_pictures_are_drawn_in_the_games_language(name: str) -> None:
    """A picture's fixed words (the game's ``picture_words``) come in French and German with
    the same fields, and are its catalogue's ``picture.<English>`` keys in each language; the
    board of a game in French or German differs from the English one."""
    import io

    from PIL import Image, ImageChops

    from render import render_view, renderer_module

    module = renderer_module(name)
    assert module is not None
    game = TRANSLATED[name]
    words = game.picture_words
    assert words, f"{name} declares no picture_words"
    assert set(words) == {"fr", "de"} and set(words["fr"]) == set(words["de"])
    for language in ("fr", "de"):
        catalogue = game.catalogue(language)
        for template, translated in words[language].items():
            assert _fields(translated) == _fields(template), (language, template)
            assert catalogue.messages[f"picture.{template}"] == translated
    assert all(game.catalogue().messages[f"picture.{t}"] == t for t in words["fr"])
    state = game.setup(seat_names(game.min_players), 7)
    picker = Rng.from_seed(7)
    for _ in range(40):
        move = random_move(game, state, picker)
        if move is None:
            break
        state, _ = game.apply(state, *move)
    drawn = {}
    for language in LANGUAGES:
        view = game.view(state, None)
        view.language = language
        drawn[language] = Image.open(io.BytesIO(render_view(view))).convert("RGB")
    for language in ("fr", "de"):
        assert ImageChops.difference(drawn[language], drawn["en"]).getbbox() is not None


def test_a_picture_does_not_take_the_words_of_the_one_drawn_before() -> None:
    """Pictures are drawn one after another in the same thread: an English board drawn after
    a French one is the same as an English board drawn first. The drawings are compared, not
    the PNGs: the encoder may map a picture onto the palette of the one before it when that
    stays within its tolerance (``render._png``), which moves pixels by a few levels but no
    word."""
    from PIL import Image, ImageChops

    from render import render_image

    def board(name: str, language: str) -> Image.Image:
        game = TRANSLATED[name]
        view = game.view(game.setup(seat_names(game.min_players), 3), None)
        view.language = language
        return render_image(view).convert("RGB")

    english_first = board("one_more_barrel", "en")
    board("fitna", "fr")
    board("one_more_barrel", "fr")
    assert ImageChops.difference(board("one_more_barrel", "en"), english_first).getbbox() is None


def test_the_bots_own_thread_lines_in_every_language() -> None:
    from bot.texts import NAMES, TEXTS, text

    assert set(TEXTS) == set(LANGUAGES)
    for language in LANGUAGES:
        assert set(TEXTS[language]) == set(TEXTS["en"]), language
        for key, template in TEXTS["en"].items():
            assert sorted(_shape(TEXTS[language][key])) == sorted(_shape(template)), (
                language,
                key,
            )
    for language in ("fr", "de"):  # the words sentences take from tables name the same ids
        for table, words in NAMES[language].items():
            assert set(words) == set(NAMES["fr"][table]), (language, table)
    assert text("fr", "waiting", names=["a", "b"]) == "On attend a, b."
    assert text("es", "waiting", names=["a"]) == "Waiting for a."


#: The exceptions whose message is shown to a user as it is.
_REFUSALS = {
    "ServiceError",
    "Refused",
    "UnknownGame",
    "NotSeated",
    "NotYourTurn",
    "GameChanged",
    "SettingsError",
    "PromptError",
    "PathError",
}


def _is_language(node: ast.expr) -> bool:
    """Whether ``node`` is a language given to ``bot.texts.text`` (``language``, ``"en"``...)."""
    if isinstance(node, ast.Constant):
        return node.value in LANGUAGES
    return isinstance(node, ast.Name | ast.Attribute) and "language" in ast.unparse(node)


def _python_files(*folders: str) -> list[Path]:
    root = Path(__file__).resolve().parent.parent
    return sorted(p for folder in folders for p in (root / folder).glob("*.py"))


def test_no_refusal_of_the_bot_bypasses_the_catalogue() -> None:
    """Every refusal the bot raises (the service, the settings, the prompts) is a key of
    ``bot.texts`` with its values, or passes on a text it was given (an engine's refusal):
    never an English sentence written in place. And every key used exists."""
    from bot.texts import TEXTS

    written: list[str] = []
    keys: set[str] = set()
    for path in _python_files("bot", "cogs"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = _constants(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in _REFUSALS:
                for argument in node.args:
                    if _written_words(argument, constants):
                        written.append(f"{path.name}:{node.lineno}")
                keys |= {
                    k.value.value
                    for k in node.keywords
                    if k.arg == "key" and isinstance(k.value, ast.Constant)
                }
            if (  # bot.texts.text(language, key)
                name == "text"
                and len(node.args) >= 2
                and _is_language(node.args[0])
                and isinstance(node.args[1], ast.Constant)
            ):
                keys.add(node.args[1].value)
    assert written == []
    assert keys and keys <= set(TEXTS["en"]), sorted(keys - set(TEXTS["en"]))


#: Where the bot's words reach Discord: messages, embeds and their parts, components.
_SINKS = {
    "reply",
    "send",
    "send_message",
    "edit_message",
    "edit_original_response",
    "Embed",
    "add_field",
    "set_footer",
    "set_author",
    "Button",
    "SelectOption",
    "TextInput",
    "Modal",
}
_SINK_WORDS = ("content", "title", "description", "name", "value", "text", "label", "placeholder")


def _constants(tree: ast.Module) -> set[str]:
    """The module's texts given a name (``NOTE = "The picture…"``)."""
    return {
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign) and _written_words(node.value)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def _written_words(node: ast.expr, constants: set[str] | None = None) -> bool:
    """Whether ``node`` writes words in place: a text, a name given to one in the module
    (``constants``), or the fixed part of an f-string or a sum, holding a letter (``"—"``,
    ``f"{a} {b}"`` hold none)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(c.isalpha() for c in node.value)
    if isinstance(node, ast.Name):
        return node.id in (constants or set())
    if isinstance(node, ast.JoinedStr):
        return any(_written_words(part) for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.BinOp):
        return _written_words(node.left, constants) or _written_words(node.right, constants)
    return False


def _listed_words(node: ast.expr) -> bool:
    """Whether a list of lines (``[...]``, ``[...] if x else []``) writes words in place."""
    if isinstance(node, ast.List):
        return any(_written_words(item) for item in node.elts)
    if isinstance(node, ast.IfExp):
        return _listed_words(node.body) or _listed_words(node.orelse)
    return False


def test_no_message_of_the_bot_is_written_in_place() -> None:
    """What the Discord layer sends (messages, embeds' titles, fields and footers, buttons'
    and menus' labels) and the lines the service posts in a thread take their words from
    ``bot.texts`` (or from a game: its events, moves and rules): no English sentence is
    written in place in ``cogs/`` or in the service's thread lines."""
    written: list[str] = []
    for path in _python_files("cogs") + [p for p in _python_files("bot") if p.name == "service.py"]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = _constants(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name not in _SINKS:
                    continue
                given = [*node.args, *(k.value for k in node.keywords if k.arg in _SINK_WORDS)]
                if any(_written_words(argument, constants) for argument in given):
                    written.append(f"{path.name}:{node.lineno}")
            elif (
                isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "public" for t in node.targets)
                and _listed_words(node.value)
            ):
                written.append(f"{path.name}:{node.lineno}")
            elif (
                isinstance(node, ast.keyword) and node.arg == "public" and _listed_words(node.value)
            ):
                written.append(f"{path.name}:{node.value.lineno}")
    assert written == []


@pytest.mark.parametrize("name", sorted(TRANSLATED))
def test_the_final_count_is_told_in_the_games_language(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every game tells how its final count went as events of its catalogue (``Result.told``),
    so the thread posts them in French or German; the English details are the same lines."""
    game = TRANSLATED[name]
    state = game.setup(seat_names(game.min_players), 5)
    monkeypatch.setattr(type(game), "is_over", lambda self, state: True)
    result = game.result(state)
    assert result is not None and result.told
    assert result.details == [event_text(game, line) for line in result.told]
    for language in ("fr", "de"):
        assert {line.key for line in result.told} <= set(game.translations[language])
    french = [event_text(game, line, game.catalogue("fr")) for line in result.told]
    assert french != result.details


async def test_the_end_of_a_french_game_is_told_in_french(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The thread's last lines of a French game: the ranking and the count, in French."""
    game = GAMES["peak_oil"]
    service = GameService(store, games={"peak_oil": game}, clock=lambda: 1.0)
    created = await service.create("peak_oil", ALICE, guild_id=1, settings={"language": "fr"})
    await service.join(created.game_id, BOB)
    await service.start(created.game_id, ALICE, seed=3)
    record = await service.record(created.game_id)
    _, state = await service.state(created.game_id)
    seat = game.to_act(state)[0]
    user_id = record.seats[seat].user_id
    legal = await service.legal(created.game_id, user_id)
    # this move ends the game: the state it makes is over
    ended: set[int] = set()
    apply, is_over = type(game).apply, type(game).is_over

    def ending(self: Any, state: Any, seat: int, action: Any) -> Any:
        after, events = apply(self, state, seat, action)
        ended.add(id(after))
        return after, events

    monkeypatch.setattr(type(game), "apply", ending)
    monkeypatch.setattr(
        type(game), "is_over", lambda self, st: id(st) in ended or is_over(self, st)
    )
    outcome = await service.act(
        created.game_id, user_id, legal[seat].random_action(Rng.from_seed(1))
    )
    told = "\n".join(outcome.public)
    assert "La partie est finie. 1. " in told and " PV (Start-Ups " in told
    assert "The game is over" not in told and " VP (start-ups " not in told


@pytest.mark.parametrize("name", sorted(TRANSLATED))
def test_a_seats_secrets_are_told_in_the_views_language(name: str) -> None:
    """``describe_private`` (a DM, ``/game hand``) speaks the view's language: every game
    describes its private view with keys of its catalogue."""
    from bot.describe import private_lines

    game = TRANSLATED[name]
    state = game.setup(seat_names(game.min_players), 5)
    told = {}
    for language in LANGUAGES:
        view = game.view(state, 0)
        view.language = language
        told[language] = private_lines(game, view)
    assert told["en"] and game.describe_private(game.view(state, 0)) is not None
    assert told["fr"] != told["en"] and told["de"] != told["en"]


@pytest.mark.parametrize("name", sorted(TRANSLATED))
def test_choices_that_name_a_games_things_are_said_in_its_language(name: str) -> None:
    """A prompt's answer that names one of the game's things (a region, a box, a card, a
    superpower) by its id is said with the game's French or German name for it
    (``Game.text``: its key said by the catalogue); other labels are left as they are."""
    game = TRANSLATED[name]
    state = game.setup(seat_names(game.min_players), 9)
    picker = Rng.from_seed(9)
    said: set[tuple[str, str]] = set()
    for _ in range(80):
        for seat in game.to_act(state):
            for spec in game.legal_actions(state, seat).actions:
                for step in spec.steps:
                    for value, label, _then in step.answers():
                        english = game.text(label, value, "en")
                        french = game.text(label, value, "fr")
                        if not game.texts:  # a game on the old tables: English as written
                            assert english == label
                        if french != english:
                            said.add((english, french))
        move = random_move(game, state, picker)
        if move is None:
            break
        state, _ = game.apply(state, *move)
    assert said, f"no answer of {name} is said in French"
