"""The prompts' labels in French and German (issue 17): each game's ``labels.py`` translates
every label its engine writes in place, read from the code (``tests/label_templates.py``),
with the same values; and a label made at play time is found and said in the language."""

from __future__ import annotations

import importlib
import re
import string

import pytest

from bot.selfplay import random_move, seat_names
from bot.store import Store
from rules import GAMES
from rules.core import Rng
from rules.core.text import LabelTable

from .label_templates import templates

#: The games still on the old label tables (issue 28: Peak Oil, One More Barrel and Suprématie
#: are converted, their labels are keys of their catalogues, tests/test_text_as_data.py).
TRANSLATED: tuple[str, ...] = ()


def _fields(template: str) -> list[str]:
    return sorted(name for _text, name, _spec, _conv in string.Formatter().parse(template) if name)


@pytest.mark.parametrize("name", TRANSLATED)
def test_every_label_in_the_code_has_its_french_and_german(name: str) -> None:
    labels = importlib.import_module(f"rules.{name}.labels")
    written = templates(name)
    for language, table in (("fr", labels.LABELS_FR), ("de", labels.LABELS_DE)):
        assert set(table) == set(written), (language, sorted(set(written) ^ set(table))[:5])
        for template, translated in table.items():
            assert translated and _fields(translated) == _fields(template), (language, template)
    assert GAMES[name].label_translations == {"fr": labels.LABELS_FR, "de": labels.LABELS_DE}


def test_a_label_is_found_by_its_template_and_its_values_said() -> None:
    table = LabelTable(
        {
            "Buy units ({a} left)": "Acheter des unités (reste {a})",
            "Stay and fight in {a}": "Rester et combattre : {a}",
            "accept": "accepter",
            "{a} (1 $ each)": "{a} (1 $ chacun)",
        }
    )
    assert table.say("accept") == "accepter"
    assert table.say("Buy units (3 left)") == "Acheter des unités (reste 3)"
    assert table.say("Stay and fight in Baghdad", {"Baghdad": "Bagdad"}.get) == (
        "Rester et combattre : Bagdad"
    )
    assert table.say("military (1 $ each)") == "military (1 $ chacun)"
    assert table.say("something else") is None
    # a template with hardly a word of its own matches only a label made of names
    loose = LabelTable({"{a} ({b})": "{a} ({b})", "{a}s": "{a}n"})
    names = {"Nigeria": "Nigéria", "majority": "majorité"}
    assert loose.say("Nigeria (majority)", names.__getitem__, names.__contains__) == (
        "Nigéria (majorité)"
    )
    assert loose.say("Thomas", names.get, names.__contains__) is None
    assert loose.say("Baghdad (2)", names.get, names.__contains__) is None
    phases = LabelTable({"{a} - {b}": "{a} - {b}"})  # a number beside a name is fine
    assert phases.say(
        "3 - sell", lambda w: {"sell": "vendre"}.get(w, w), {"sell"}.__contains__
    ) == ("3 - vendre")


@pytest.mark.parametrize("name", TRANSLATED)
def test_most_labels_of_a_game_in_play_are_said_in_french(name: str) -> None:
    """In random play, the moves, steps and answers the prompts would show are nearly all
    said in French (the rest: labels the engine builds elsewhere than in place, or names)."""
    game = GAMES[name]
    state = game.setup(seat_names(game.min_players), 11)
    picker = Rng.from_seed(11)
    shown: set[str] = set()
    for _ in range(120):
        for seat in game.to_act(state):
            for spec in game.legal_actions(state, seat).actions:
                shown.add(spec.label)
                for step in spec.steps:
                    shown.add(step.label)
        move = random_move(game, state, picker)
        if move is None:
            break
        state, _ = game.apply(state, *move)
    said = {label for label in shown if game.label_in(None, label, "fr") != label}
    print(f"{name}: {len(said)} of {len(shown)} move and step labels said in French")
    assert len(said) >= 0.8 * len(shown), sorted(shown - said)


@pytest.mark.parametrize("name", TRANSLATED)
def test_every_refusal_in_the_code_has_its_french_and_german(name: str) -> None:
    """Each game's ``refusals.py`` translates every refusal its code writes in place, with
    the same values (the kit's refusals are keys of its catalogue, ``rules/core/texts.py``)."""
    from .label_templates import refusals

    module = importlib.import_module(f"rules.{name}.refusals")
    written = refusals(name)
    for language, table in (("fr", module.REFUSALS_FR), ("de", module.REFUSALS_DE)):
        assert set(table) == set(written), (language, sorted(set(written) ^ set(table))[:5])
        for template, translated in table.items():
            assert translated and _fields(translated) == _fields(template), (language, template)
    given = {"fr": module.REFUSALS_FR, "de": module.REFUSALS_DE}
    assert GAMES[name].refusal_translations == given


#: The games whose labels, questions and refusals are keys of their catalogues (issue 28).
CONVERTED = ("peak_oil", "one_more_barrel", "supremacy", "fitna")


@pytest.mark.parametrize("name", CONVERTED)
def test_a_converted_game_writes_no_label_or_refusal_in_english_in_its_code(name: str) -> None:
    """Read from the code: a converted engine gives no label, question or answer as an English
    text (the kit's own fallback words, ``builders.py``, aside), and every refusal it raises
    with a text is a key of its catalogue."""
    from .label_templates import refusals

    game = GAMES[name]
    assert game.texts, name
    bare = {text: where for text, where in templates(name).items() if "builders.py" not in where}
    assert not bare, bare
    catalogue = game.catalogue()
    keys = list(catalogue.messages)
    for key in refusals(name):
        # a key made at play time (``f"refusal.cannot_buy.{a}"``): some entry of that shape
        shape = re.compile(re.sub(r"\\\{\w*\\\}", r"[\\w.]+", re.escape(key)) + "$")
        assert key in catalogue or any(shape.match(k) for k in keys), key


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
