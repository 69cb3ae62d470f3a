"""The end of a game explained in its own terms (issue 29, item 2): what each player's score
is (``2 VP``, ``123 $``, ``18,860 M$``, ``minor victory``, never a bare ``(0)``) and, where
a tie-break decided between two places, which one and with what values.

Everything is read from public data: the engine's :class:`~rules.core.Result` (its scores,
ranking and the count it tells as catalogue events, ``Result.told``, whose parameters carry
each player's parts) and the final public view (One More Barrel's tender track and regions).
The tie-breaks are the engines' own, in their order: Peak Oil's ``scoring.result`` (fewer
crisis losses, then start-ups, then consultants), One More Barrel's ``endturn.final_ranking``
(the book's "Victoire finale": the tender track, then territories controlled). Suprématie
(ties share the place) and Fitna (equal highest levels are a draw, rule 31.0) have none.
The words are the bot's catalogue's (:mod:`bot.texts`, keys ``end_…``) and, for Fitna's
levels, the game's own names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.core import Game, Result, View

from .texts import decimal, text


def _told(result: Result, key: str) -> dict[str, dict[str, Any]]:
    """The parameters of the result's ``key`` lines, by player name."""
    return {
        str(event.params.get("name")): dict(event.params)
        for event in result.told
        if event.key == key and "name" in event.params
    }


def _number(language: str, value: float) -> str:
    whole = float(value).is_integer()
    shown = decimal(language, float(value), 0 if whole else 2)
    return shown


def score_words(
    game: Game[Any, Any], result: Result, seats: Sequence[str], language: str
) -> list[str]:
    """Each seat's score as the game counts it, in ``language``."""
    say: Callable[[int], str]
    if game.name == "peak_oil":

        def say(seat: int) -> str:
            return text(language, "end_vp", vp=_number(language, result.scores[seat]))

    elif game.name == "one_more_barrel":

        def say(seat: int) -> str:
            return text(language, "end_money", money=_number(language, result.scores[seat]))

    elif game.name == "supremacy":
        keys = {event.key for event in result.told}
        supreme = _told(result, "result_supremacy")

        def say(seat: int) -> str:
            if "result_all_lose" in keys:
                return text(language, "end_all_lose")
            if "result_worth" not in keys:
                won = seats[seat] in supreme and result.scores[seat] > 0
                return text(language, "end_supremacy" if won else "end_no_supremacy")
            worth = f"{result.scores[seat]:,.0f}".replace(
                ",", "\u202f" if language != "en" else ","
            )
            return text(language, "end_worth", worth=worth)

    elif game.name == "fitna":
        lines = _told(result, "final_line")
        catalogue = game.catalogue(language)

        def say(seat: int) -> str:
            found = lines.get(seats[seat])
            if found is None:
                return _number(language, result.scores[seat])
            return catalogue.format_field(found["level"], "name:levels")

    else:

        def say(seat: int) -> str:
            return _number(language, result.scores[seat])

    return [say(seat) for seat in range(len(seats))]


def tie_breaks(
    game: Game[Any, Any], result: Result, view: View | None, seats: Sequence[str], language: str
) -> list[str]:
    """For each two neighbouring places whose scores are equal, the tie-break that put one
    ahead: ``alice is ahead of bob at 3 VP each: fewer crisis losses (-1 against -4).``"""
    keys: list[tuple[float, ...]]
    names: list[str]
    if game.name == "peak_oil":
        told = _told(result, "result_line")
        if any(name not in told for name in seats):
            return []
        parts = [told[name] for name in seats]
        keys = [(p["total"], p["crises"], p["start_ups"], p["consultants"]) for p in parts]
        names = ["end_by_crises", "end_by_start_ups", "end_by_consultants"]
        score = "end_vp"
    elif game.name == "one_more_barrel":
        players = getattr(getattr(view, "public", None), "players", None)
        if not players or len(players) != len(seats):
            return []
        keys = [
            (result.scores[p.seat], p.tenders, p.regions_controlled)
            for p in sorted(players, key=lambda p: p.seat)
        ]
        names = ["end_by_tenders", "end_by_regions"]
        score = "end_money"
    elif game.name == "fitna":
        return _fitna_draw(game, result, seats, language)
    else:
        return []
    said = []
    for better, worse in zip(result.ranking, result.ranking[1:], strict=False):
        ahead, behind = better[0], worse[0]
        if keys[ahead][0] != keys[behind][0]:
            continue
        by = next(
            (i for i in range(1, len(keys[ahead])) if keys[ahead][i] != keys[behind][i]), None
        )
        if by is None:
            continue
        said.append(
            text(
                language,
                "end_tie_break",
                ahead=seats[ahead],
                behind=seats[behind],
                score=text(
                    language,
                    score,
                    vp=_number(language, keys[ahead][0]),
                    money=_number(language, keys[ahead][0]),
                ),  # fmt: skip
                by=text(language, names[by - 1]),
                first=_number(language, keys[ahead][by]),
                second=_number(language, keys[behind][by]),
            )
        )
    return said


def _fitna_draw(
    game: Game[Any, Any], result: Result, seats: Sequence[str], language: str
) -> list[str]:
    """Why a Fitna game is a draw: the best players reach the same level (rule 31.0: equal
    highest levels are a draw), or nobody reaches a victory level."""
    lines = _told(result, "final_line")
    if len(result.ranking) != 1 or len(seats) < 2 or any(name not in lines for name in seats):
        return []
    levels = {lines[name]["level"] for name in seats}
    if levels == {"draw"}:
        return [text(language, "end_fitna_no_level")]
    from rules.fitna.data.tables import VICTORY_ORDER

    best = max(levels, key=VICTORY_ORDER.index)
    tied = [name for name in seats if lines[name]["level"] == best]
    level = game.catalogue(language).format_field(best, "name:levels")
    return [text(language, "end_fitna_same_level", names=tied, level=level)]
