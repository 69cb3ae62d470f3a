"""The bot's own sentences in a game's thread, in English, French and German: one catalogue of
message keys with parameters (:class:`rules.core.text.Catalogue`), like the games' events.

So far the lines every move posts (who the game waits on, whose turn it is, the start of a
game, a seat taken); the rest of the bot's words (lobby, prompts, refusals, reminders, embeds)
are English still (issue 17)."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.core.text import Catalogue

#: key -> template, by language.
TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "waiting": "Waiting for {names:list}.",
        "nobody": "nobody",
        "waiting_for": "Waiting for: {who}",
        "your_turn": "Your turn: {who}",
        "starts": "{title} #{game} starts with {names:list}.",
        "joined": "{name} joined game #{game} ({count}/{seats} seats).",
    },
    "fr": {
        "waiting": "On attend {names:list}.",
        "nobody": "personne",
        "waiting_for": "On attend : {who}",
        "your_turn": "À vous de jouer : {who}",
        "starts": "{title} n° {game} commence avec {names:list}.",
        "joined": "{name} rejoint la partie n° {game} ({count}/{seats} places).",
    },
    "de": {
        "waiting": "Wartet auf {names:list}.",
        "nobody": "niemand",
        "waiting_for": "Wartet auf: {who}",
        "your_turn": "Du bist dran: {who}",
        "starts": "{title} Nr. {game} beginnt mit {names:list}.",
        "joined": "{name} ist Spiel Nr. {game} beigetreten ({count}/{seats} Plätze).",
    },
}


@cache
def _catalogue(language: str) -> Catalogue:
    chosen = language if language in TEXTS else "en"
    return Catalogue.of_language(chosen, TEXTS[chosen])


def text(language: str, key: str, **params: Any) -> str:
    """The bot's sentence ``key`` in ``language`` (English when it has none)."""
    return _catalogue(language).render(key, params)
