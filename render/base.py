"""Drawing basics shared by every game's renderer: fonts, the player palette, and the
renderer's fixed words in the view's language (:func:`words_for`).

The palette pairs every player colour with a marker shape and a letter, so seats are told
apart without relying on colour alone (colour-blind players, greyscale previews). The colours
are the Okabe–Ito set, chosen to stay distinct under the common colour-vision deficiencies.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

from PIL import ImageFont
from pydantic import BaseModel
from ttf_opensans import OPENSANS_REGULAR

from rules.core import View
from rules.core.text import Catalogue


@lru_cache(maxsize=32)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Open Sans at ``size`` pixels, from the ``ttf-opensans`` package (no system font
    needed): it has the accented letters of French and German and most Latin names."""
    return ImageFont.truetype(str(OPENSANS_REGULAR.path), size=size)


@dataclass(frozen=True)
class PlayerStyle:
    colour: str
    shape: str  # "circle", "square", "triangle", "diamond", "hexagon", "star"
    letter: str


#: Okabe–Ito colours with a distinct shape each, in seat order.
PLAYER_STYLES: tuple[PlayerStyle, ...] = (
    PlayerStyle("#E69F00", "circle", "A"),  # orange
    PlayerStyle("#0072B2", "square", "B"),  # blue
    PlayerStyle("#009E73", "triangle", "C"),  # bluish green
    PlayerStyle("#CC79A7", "diamond", "D"),  # reddish purple
    PlayerStyle("#D55E00", "hexagon", "E"),  # vermillion
    PlayerStyle("#56B4E9", "star", "F"),  # sky blue
)


def player_style(seat: int) -> PlayerStyle:
    return PLAYER_STYLES[seat % len(PLAYER_STYLES)]


M = TypeVar("M", bound=BaseModel)


def as_model(raw: Any, model: type[M]) -> M:
    """A view part as its model: a renderer is given views whose parts may have been through
    JSON (a dict) or not (the model itself)."""
    return raw if isinstance(raw, model) else model.model_validate(raw)


#: A renderer's fixed words in other languages: language -> English template -> translation
#: (a game's are its catalogue's ``picture.<English>`` keys, issue 28).
Words = Mapping[str, Mapping[str, str]]


def catalogue_of(view: View) -> Catalogue | None:
    """The catalogue of ``view``'s game in ``view``'s language (issue 28: every text the game
    shows, its names and picture words too); ``None`` for a game that is not registered."""
    from rules import GAMES

    game = GAMES.get(view.game)
    return None if game is None else game.catalogue(view.language)


def picture_words(view: View) -> Mapping[str, str]:
    """The picture words of ``view``'s game in ``view``'s language: English template ->
    translation, read from the game's catalogue (its ``picture.<English>`` keys, declared as
    the registered game's ``picture_words``); empty for a game that is not registered."""
    said = catalogue_of(view)
    if said is None:
        return {}
    prefix = "picture."
    return {k[len(prefix) :]: text for k, text in said.messages.items() if k.startswith(prefix)}


def words_for(view: View, table: Words | None = None) -> Callable[..., str]:
    """The renderer's words in ``view``'s language: ``t = words_for(view)``, then
    ``t("Turn {turn}", turn=3)`` gives the translation of the template (English when the
    game's catalogue has none), filled with its values. ``table`` (language -> English ->
    translation) stands in for the game's catalogue (a picture not of a registered game)."""
    chosen = picture_words(view) if table is None else table.get(view.language, {})

    def say(template: str, **values: Any) -> str:
        text = chosen.get(template, template)
        return text.format(**values) if values else text

    return say


#: The words of the picture being drawn (a context variable: pictures are drawn in worker
#: threads, each in its own game's language).
_SAYING: ContextVar[Callable[..., str]] = ContextVar("render_words")
#: The catalogue of the picture being drawn (its game's, in its language): its names.
_SAID: ContextVar[Catalogue | None] = ContextVar("render_catalogue", default=None)


def speak(view: View, table: Words | None = None) -> None:
    """Draw the rest of this picture in ``view``'s language: :func:`tr` then uses the game's
    picture words (``table`` instead, when given; see :func:`words_for`).
    (The names of a game's things, a region or a box, follow the kit's language context,
    which :func:`render.render_image` holds at the view's language while it draws.)"""
    _SAYING.set(words_for(view, table))
    _SAID.set(catalogue_of(view))


def named(table: str, key: Any) -> str:
    """``key`` (a region, a box...) by the name table ``table`` of the catalogue of the
    picture being drawn (its game's, in its language; see :func:`speak`), as its word; the
    key itself when none was set or the table does not name it."""
    said = _SAID.get()
    found = None if said is None else said.names.get(table, {}).get(key)
    return str(key) if found is None else str(found)


def tr(template: str, **values: Any) -> str:
    """A fixed word or sentence of the picture being drawn, in its language (see
    :func:`speak`; English, filled with ``values``, when none was set)."""
    say = _SAYING.get(None)
    if say is not None:
        return say(template, **values)
    return template.format(**values) if values else template
