"""Help in the bot: how to play with it (``/game help``) and each game's rules in short
(``/game rules GAME [topic]``).

A game brings its own rules topics: its catalogue's ``topic.<id>.title`` and ``.text`` keys
(declared on the game as ``topics`` / ``translated_topics``, from the ``topics`` module in its
package), and in that module optionally ``KIND_TOPICS`` (a kind of move -> the topic
explaining it, so a refusal can point there) and ``OPTIONS`` (what each option of its slash
commands means, for their descriptions). Nothing here names a game.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

from bot.texts import command_word
from rules.core import Game

#: ``/game help``: how to play with the bot, by heading (each within an embed field's limit):
#: keys of :mod:`bot.texts`, said in the reader's language.
HELP: list[tuple[str, str]] = [
    ("help_joining_title", "help_joining"),
    ("help_turn_title", "help_turn"),
    ("help_hand_title", "help_hand"),
    ("help_time_title", "help_time"),
    ("help_trouble_title", "help_trouble"),
    ("help_looking_title", "help_looking"),
]


def _topics_module(game: Game[Any, Any]) -> Any:
    package = type(game).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.topics") if package else None
    except ModuleNotFoundError:
        return None


def rules_topics(game: Game[Any, Any], language: str = "en") -> dict[str, tuple[str, str]]:
    """The game's rules topics (name -> title, text) in ``language``: its catalogue's
    ``topic.<id>.title`` and ``topic.<id>.text`` (the topics the registered game declares,
    English where ``language`` has none, issue 28); empty for a game without them."""
    said = game.catalogue(language).messages
    return {
        topic: (said[f"topic.{topic}.title"], said[f"topic.{topic}.text"]) for topic in game.topics
    }


def topic_for_kind(game: Game[Any, Any], kind: str) -> str | None:
    """The topic that explains moves of ``kind``, if the game says."""
    topic = getattr(_topics_module(game), "KIND_TOPICS", {}).get(kind)
    return topic if isinstance(topic, str) else None


def rules_topic(game: Game[Any, Any], kind: str) -> str | None:
    """The command showing the rules of a move of ``kind`` (``/game rules GAME topic``), for a
    refusal to point at; ``None`` when no topic covers it."""
    topic = topic_for_kind(game, kind)
    return f"/game rules {game.name} {topic}" if topic else None


def option_help(game: Game[Any, Any], kind: str, field: str) -> str | None:
    """What option ``field`` of the ``kind`` command means, from the game's ``OPTIONS``
    (``"kind.field"`` first, then ``"field"``), if it says."""
    options = getattr(_topics_module(game), "OPTIONS", {})
    text = options.get(f"{kind}.{field}", options.get(field))
    return text if isinstance(text, str) else None


#: A command of the bot's group in a text (``/game new``), and the moves' group of the
#: help's example (``/omb …``).
_GAME_COMMAND = re.compile(r"/(game|pace|results)(?: ([a-z_]+))?")
_MOVES_COMMAND = re.compile(r"/omb\b")
_EXAMPLE_TITLE = "One More Barrel"


def named_commands(
    said: str, language: str, moves_group: str | None = None, title: str | None = None
) -> str:
    """``said`` (the bot's help, a refusal pointing at a command) with each ``/game …``,
    ``/pace …`` and ``/results …`` command named as the reader's client shows it (``/partie nouvelle``, ``/spiel neu``),
    and the moves' example ``/omb`` (One More Barrel's) as ``moves_group`` of the game
    ``title`` (the game of the thread the help is read in: ``/peak`` for Peak Oil), when
    given."""

    def game_command(found: re.Match[str]) -> str:
        sub = found.group(2)
        named = "/" + command_word(found.group(1), language)
        return named + (" " + command_word(sub, language) if sub else "")

    said = _GAME_COMMAND.sub(game_command, said)
    if moves_group is not None:
        said = _MOVES_COMMAND.sub("/" + moves_group, said)
        if title is not None:
            said = said.replace(_EXAMPLE_TITLE, title)
    return said


def topic_titles(topics: dict[str, tuple[str, str]]) -> str:
    """The topics of a game's rules by their titles in the reader's language (not their ids,
    issue 28), for a footer or a refusal."""
    return ", ".join(title for title, _text in topics.values())
