"""The end of a game explained in its terms (issue 29, item 2): each score as the game counts
it and the tie-break that decided between equal scores, in three languages (bot/ending.py,
read by the service's final post).

Before, the ranking said ``1. alice (0) and bob (0)`` for a Fitna draw, ``(18860)`` for
Suprématie's wealth, and never which tie-break put one of two equal scores ahead."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

import cogs.flow
from benchmarks import discord_play
from bot.ending import score_words, tie_breaks
from rules import GAMES
from rules.core import Result
from rules.fitna.messages import say as fitna_say
from rules.peak_oil.helpers import msg as peak_msg

SEATS = ["alice", "bob", "carol"]


def peak_result(parts: list[tuple[int, int, int, int]], ranking: list[list[int]]) -> Result:
    """A Peak Oil result whose count lines carry each player's parts, as scoring.result's."""
    lines = [
        peak_msg.say("result_line", name=SEATS[s], total=t, start_ups=u, consultants=c, crises=k)
        for s, (t, u, c, k) in enumerate(parts)
    ]
    return Result.of_lines([float(p[0]) for p in parts], ranking, lines)


def test_peak_oil_says_vp_and_the_tie_break_that_decided() -> None:
    # alice and bob have 3 VP each; alice lost less to crises (the first tie-break)
    result = peak_result([(3, 5, 0, -2), (3, 6, 1, -4), (1, 2, 0, -1)], [[0], [1], [2]])
    game = GAMES["peak_oil"]
    assert score_words(game, result, SEATS, "en") == ["3 VP", "3 VP", "1 VP"]
    assert tie_breaks(game, result, None, SEATS, "en") == [
        "alice is ahead of bob at 3 VP each: the crisis losses decide (-2 against -4)."
    ]
    assert tie_breaks(game, result, None, SEATS, "fr") == [
        "alice devance bob à 3 PV chacun : les pertes des crises départagent (-2 contre -4)."
    ]
    # equal crises: the start-ups decide
    result = peak_result([(3, 6, 0, -2), (3, 5, 1, -2), (1, 2, 0, -1)], [[0], [1], [2]])
    assert (
        "the start-up points decide (6 against 5)" in tie_breaks(game, result, None, SEATS, "en")[0]
    )


def test_one_more_barrel_says_money_and_the_tender_track_deciding() -> None:
    game = GAMES["one_more_barrel"]
    result = Result(scores=[120.0, 120.0, 90.5], ranking=[[1], [0], [2]])
    players = [
        SimpleNamespace(seat=0, tenders=2, regions_controlled=4),
        SimpleNamespace(seat=1, tenders=5, regions_controlled=1),
        SimpleNamespace(seat=2, tenders=0, regions_controlled=0),
    ]
    view: Any = SimpleNamespace(public=SimpleNamespace(players=players))
    assert score_words(game, result, SEATS, "en") == ["120 $", "120 $", "90.50 $"]
    assert tie_breaks(game, result, view, SEATS, "de") == [
        "bob liegt bei je 120 $ vor alice: es entscheiden die Felder der Ausschreibungsleiste "
        "(5 gegen 2)."
    ]


def test_fitna_says_each_level_not_a_number() -> None:
    game = GAMES["fitna"]
    lines = [
        fitna_say("final_line", name=SEATS[s], side=side, met=4, total=6, level="minor", vp=3)
        for s, side in enumerate(("SYR", "TUR"))
    ]
    result = Result.of_lines([0.0, 0.0], [[0, 1]], [*lines, fitna_say("no_winner")])
    assert score_words(game, result, SEATS[:2], "en") == ["minor victory", "minor victory"]
    assert score_words(game, result, SEATS[:2], "fr")[0] != "minor victory"
    # why it is a draw (rule 31.0: equal highest levels)
    assert tie_breaks(game, result, None, SEATS[:2], "en") == [
        "alice and bob reach the same level (minor victory): a draw (31.0)."
    ]


def test_supremacys_final_post_says_wealth_in_millions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A one-round Suprématie game played to its end through the Discord cogs: the final
    post's ranking gives each player's wealth in M$."""
    monkeypatch.setattr(cogs.flow, "render_view", lambda view, **kwargs: _png())
    figures = asyncio.run(
        discord_play.measure(1, 1, 3, kind="supremacy", options="rounds=1", moves=200)
    )
    posts = [e for e in figures["transcript"] if e["where"] == "channel"]
    final = "\n".join(posts[-1]["texts"])
    assert "The game is over. 1. " in final
    ranking = final.split("The game is over. ", 1)[1].splitlines()[0]
    assert ranking.count(" M$)") == 3, ranking


def _png() -> bytes:
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (8, 8)).save(out, format="PNG")
    return out.getvalue()
