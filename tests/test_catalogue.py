"""One catalogue per game (issue 28): ``GAMES[name].catalogue(language)`` answers every text
the game shows — its events, labels, questions, refusals and names, its rules topics
(``topic.<id>.title``/``.text``), its commands' texts (``command.<English>``), its
pictures' words (``picture.<English>``) and its options' words (``option.<id>.name``...) —
and every key its English catalogue holds is written in French and German (not left to the
English fallback), with the same fields."""

from __future__ import annotations

import string
from typing import Any

import pytest

from rules import GAMES
from rules.core import Game
from rules.core.texts import KIT_TEXTS

AnyGame = Game[Any, Any]


def _fields(template: str) -> list[str]:
    return sorted(n for _t, n, _s, _c in string.Formatter().parse(template) if n is not None)


def written_in(game: type[AnyGame], language: str) -> set[str]:
    """The keys of ``game``'s catalogue that its declared tables write in ``language`` (not
    the English a catalogue falls back on)."""
    column = {"fr": 0, "de": 1}[language]
    topics = game.translated_topics.get(language, {})
    return {
        *KIT_TEXTS[language],
        *game.translations.get(language, {}),
        *game.translated_texts.get(language, {}),
        *(f"topic.{topic}.{part}" for topic in topics for part in ("title", "text")),
        *(f"command.{e}" for e, pair in game.command_texts.items() if pair[column]),
        *(f"picture.{e}" for e in game.picture_words.get(language, {})),
        *(f"standing.{w}" for w, pair in game.standing_texts.items() if pair[column]),
        *(
            f"option.{option}.{part}"
            for option, words in game.option_words.items()
            if all(words.get(language, ("", "")))
            for part in ("name", "description")
        ),
        *(
            f"option.{option}.value.{value}"
            for option, values in game.option_values.items()
            for value, word in values.items()
            if word.get(language)
        ),
    }


def untranslated(game: type[AnyGame], language: str) -> set[str]:
    """The keys of the English catalogue ``language`` has no entry of its own for."""
    return set(game.catalogue().messages) - written_in(game, language)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_game_catalogue_holds_its_topics_commands_and_picture_words(name: str) -> None:
    game = type(GAMES[name])
    assert game.topics and game.command_texts and game.picture_words and game.option_words
    for language in ("en", "fr", "de"):
        said = game.catalogue(language).messages
        for topic, (title, text) in game.translated_topics.get(language, game.topics).items():
            assert (said[f"topic.{topic}.title"], said[f"topic.{topic}.text"]) == (title, text)
        for english, pair in game.command_texts.items():
            wanted = {"en": english, "fr": pair[0], "de": pair[1]}[language]
            assert said[f"command.{english}"] == wanted
        for english, translated in game.picture_words["fr"].items():
            wanted = {"en": english, "fr": translated}.get(
                language, game.picture_words["de"][english]
            )
            assert said[f"picture.{english}"] == wanted
        for option, words in game.option_words.items():
            name_and_description = (
                said[f"option.{option}.name"],
                said[f"option.{option}.description"],
            )
            assert name_and_description == words[language]
        for option, values in game.option_values.items():
            for value, word in values.items():
                assert said[f"option.{option}.value.{value}"] == word[language]


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("language", ["fr", "de"])
def test_every_english_key_of_the_catalogue_has_its_translation(name: str, language: str) -> None:
    """Messages, labels, questions, refusals, topics, command texts and picture words: every
    key the English catalogue holds is written in ``language``, with the English fields."""
    game = type(GAMES[name])
    assert not untranslated(game, language), sorted(untranslated(game, language))[:10]
    english, other = game.catalogue().messages, game.catalogue(language).messages
    for key in english:
        if key.startswith(("picture.", "topic.", "command.", "option.")):
            assert _fields(other[key]) == _fields(english[key]), (language, key)


def test_a_word_missing_in_one_language_is_caught() -> None:
    """The check above fails on a picture word, a topic or a command text given in English
    and French only."""
    base = type(GAMES["peak_oil"])

    class Planted(base):  # type: ignore[valid-type,misc]
        picture_words = {
            "fr": {**base.picture_words["fr"], "Planted word": "Mot planté"},
            "de": base.picture_words["de"],
        }
        translated_topics = {
            "fr": {**base.translated_topics["fr"], "planted": ("Planté", "Texte")},
            "de": base.translated_topics["de"],
        }
        topics = {**base.topics, "planted": ("Planted", "Text")}
        command_texts = {**base.command_texts, "Planted command": ("Commande plantée", "")}
        option_words = {
            **base.option_words,
            "planted": {"en": ("Planted", "a plant"), "fr": ("Planté", "une plante")},
        }

    assert untranslated(Planted, "fr") == set()
    assert untranslated(Planted, "de") == {
        "picture.Planted word",
        "topic.planted.title",
        "topic.planted.text",
        "command.Planted command",
        "option.planted.name",
        "option.planted.description",
    }
    assert Planted.catalogue("de").messages["command.Planted command"] == "Planted command"


def test_the_bots_catalogue_holds_its_commands_texts() -> None:
    """The bot's own catalogue (``bot/texts.py``) holds its commands' texts the same way, as
    ``command.<English>`` keys written in French and German; the translator and the help read
    them there."""
    from bot.command_texts import COMMAND_TEXTS, MOVE_TEXTS
    from bot.texts import command_texts, command_word, text

    declared = {**COMMAND_TEXTS, **MOVE_TEXTS}
    assert command_texts() == declared and all(all(pair) for pair in declared.values())
    assert [text(language, "command.new") for language in ("en", "fr", "de")] == [
        "new",
        "nouvelle",
        "neu",
    ]
    assert command_word("do", "de") == "ziehen" and command_word("unknown", "fr") == "unknown"
