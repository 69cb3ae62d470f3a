"""No internal id in anything a player reads (issue 29, "Done when"): the transcripts of
``benchmarks/discord_play.py`` — every message in the lobby's channel and the thread (their
embeds), every message redrawn, every DM, every answer to a player's clicks (prompts, buttons,
menus and their entries, modals) — of every game, Fitna's eleven scenarios among them, hold
no snake_case word (``two_player``, ``media_1``), no ``key=value`` dump, no ``null``, no
``[]`` and no template field left unfilled (``{name}``).

The games are the bench's fixed seeds, played through the real cogs with the Discord fakes;
a few play to their end (Fitna's scenario 1, Suprématie of one round), so the final post and
its story are read too. Pictures are not drawn (one small picture stands for all: they are
not text). Before issue 29 the lobby alone said ``bidding="off", custom=null, scenario=1,
two_player=false`` and ``answer_hours=24, language="en", reminder_hours=24.0``.
"""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any

import pytest
from PIL import Image

import cogs.flow
from benchmarks import discord_play

#: What an internal id looks like in a text a player reads.
ID = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[a-z_]+=\S|\bnull\b|\[\]|\{[a-z_]+\}")
#: Parts of a text that are not words: a mention, a channel, a custom emoji, a link.
NOT_WORDS = re.compile(r"<[@#][!&]?\d+>|<a?:\w+:\d+>|https?://\S+")

#: (game, players, options, moves): each game once, Fitna's scenarios each for a player
#: count they are authored for; the moves after which the bench stops (or the game's end).
GAMES = [
    ("one_more_barrel", 3, "", 0),
    ("peak_oil", 3, "", 40),
    ("supremacy", 3, "rounds=1", 200),
    ("supremacy", 4, "", 30),
    ("fitna", 2, "scenario=1", 200),
    ("fitna", 3, "scenario=2", 25),
    ("fitna", 4, "scenario=3", 15),
    ("fitna", 3, "scenario=4", 15),
    ("fitna", 2, "scenario=5", 15),
    ("fitna", 3, "scenario=6", 15),
    ("fitna", 4, "scenario=7", 15),
    ("fitna", 2, "scenario=8", 15),
    ("fitna", 2, "scenario=9", 15),
    ("fitna", 5, "scenario=10", 15),
    ("fitna", 6, "scenario=11", 15),
    ("fitna", 2, "scenario=2, two_player=true", 15),
]


def _picture() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8)).save(out, format="PNG")
    return out.getvalue()


PICTURE = _picture()


def internal_ids(transcript: list[dict[str, Any]]) -> list[str]:
    """Every id found, with where it was read and the line it is in."""
    found = []
    for entry in transcript:
        for said in entry["texts"]:
            for line in said.splitlines():
                for match in ID.finditer(NOT_WORDS.sub("", line)):
                    found.append(f"{entry['where']}: {match.group()!r} in {line[:200]!r}")
    return found


def test_the_check_finds_ids() -> None:
    said = [{"where": "edit", "texts": ['bidding="off", custom=null, two_player=false']}]
    assert len(internal_ids(said)) >= 3
    said = [{"where": "dm", "texts": ["Your turn: <@201>", "Handicaps: none", "Peak Oil!"]}]
    assert internal_ids(said) == []


@pytest.mark.parametrize(("game", "players", "options", "moves"), GAMES)
def test_no_internal_id_reaches_a_player(
    monkeypatch: pytest.MonkeyPatch, game: str, players: int, options: str, moves: int
) -> None:
    monkeypatch.setattr(cogs.flow, "render_view", lambda view, **kwargs: PICTURE)
    figures = asyncio.run(
        discord_play.measure(1, 1, players, kind=game, options=options, moves=moves)
    )
    transcript = figures["transcript"]
    assert transcript and figures["total"]["moves"] > 0
    found = internal_ids(transcript)
    assert not found, "\n".join(found[:20])
