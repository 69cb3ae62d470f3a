"""Victory (31.0-31.1): the scenario's conditions counted at the end, and the optional
victory-point count shown beside them."""

from __future__ import annotations

from collections.abc import Collection

from rules.core import Event, Result, ranking_from_scores

from . import board
from .data import map as fmap
from .data import tables
from .messages import say
from .state import FitnaState

#: 31.1: "sauf pour le joueur syrien ou irakien qui se bat sur son territoire": the countries
#: whose boxes count for the player who holds them as his own.
FIGHTING_AT_HOME = frozenset({"SYR", "IRQ"})
#: The boxes of the countries 31.1 counts, each with its country and its points
#: (:func:`~.data.map.box_vp`), read once from the map.
_COUNTED = {
    box: (info.country, fmap.box_vp(box))
    for box, info in fmap.BOXES.items()
    if info.country in fmap.VP_COUNTRIES
}


def conditions_met(state: FitnaState, seat: int) -> list[str]:
    """The ids of ``seat``'s conditions met now."""
    side = state.sides[seat]
    victory = board.scenario(state).victory[side]
    met = []
    for condition in victory.conditions:
        held = sum(1 for b in condition.boxes if state.control.get(b) == side)
        if (
            condition.kind == "hold"
            and held == len(condition.boxes)
            or condition.kind == "hold_any"
            and held >= max(1, condition.count)
        ):
            met.append(condition.id)
    return met


def raised(state: FitnaState, seat: int) -> int:
    """Card 79: levels added to a seat's thresholds."""
    nations = set(board.scenario(state).seats[seat].controls)
    return sum(
        int(e.box or 1)
        for e in state.effects
        if e.kind == "raise_victory" and set((e.side or "").split(",")) & nations
    )


def level(state: FitnaState, seat: int, met: Collection[str] | None = None) -> str:
    """The victory level the seat reaches; a player holding several countries (a two-player
    version) reaches a level only if each of them does (rule 31's note). ``met``: the seat's
    :func:`conditions_met`, when the caller has them already."""
    side = state.sides[seat]
    victory = board.scenario(state).victory[side]
    met = set(conditions_met(state, seat) if met is None else met)
    if victory.parts:
        levels = [
            part.level(sum(1 for c in part.conditions if c.id in met), raised(state, seat))
            for part in victory.parts
        ]
        return min(levels, key=tables.VICTORY_ORDER.index)
    return victory.level(len(met), raised(state, seat))


def victory_points(state: FitnaState, seat: int) -> int:
    """The optional count of 31.1: boxes held in Iraq, Syria, Lebanon and Kuwait, never one's
    own country's but for the Syrian or Iraqi player at home (whoever holds Syria or Iraq as
    his own country: the Iranian player of scenarios 8, 9 and 11 too, docs/fitna.md
    interpretation 50); Kurds' and Daesh's count for nobody; +10 for the Iranian and for the
    Saudi player's line (:func:`corridor`)."""
    side = state.sides[seat]
    home = board.scenario(state).seats[seat].home
    total = 0
    for box, holder in state.control.items():
        if holder != side:
            continue
        counted = _COUNTED.get(box)
        if counted is None or counted[0] in home and counted[0] not in FIGHTING_AT_HOME:
            continue
        total += counted[1]
    return total + sum(
        tables.CORRIDOR_BONUS
        for nation, start, goal in tables.CORRIDORS
        if corridor(state, seat, nation, start, goal)
    )


def corridor(state: FitnaState, seat: int, nation: str, start: str, goal: str) -> bool:
    """31.1's bonus line: ``seat`` is the player of ``nation`` and holds an uninterrupted line
    of adjacent boxes, free of enemy units, that joins the territory of ``start`` (a box in it
    or next to it) to ``goal`` (a Mediterranean coastal box of the line, or the territory of a
    country, joined the same way), and the line is supplied: a supply line of one of the
    nations he moves runs from it to a source (14.1: "une ligne ininterrompue de cases
    contiguës contrôlées et ravitaillées"). Reading in docs/fitna.md (interpretation 48)."""
    seat_data = board.scenario(state).seats[seat]
    if nation not in seat_data.controls:
        return False
    side = state.sides[seat]

    def own(box: str) -> bool:
        return state.control.get(box) == side and not board.hostile(
            state, board.side_at(state, box), side
        )

    def joins(box: str, country: str) -> bool:
        return fmap.BOXES[box].country == country or any(
            fmap.BOXES[b].country == country for b in fmap.GRAPH.neighbours(box)
        )

    sources = set().union(
        *(fmap.sources_for(n) for n in seat_data.controls if n in fmap.SUPPLY_RULES)
    )
    seen: set[str] = set()
    for box in sorted(fmap.BOXES):
        if box in seen or not own(box) or not joins(box, start):
            continue
        line = fmap.GRAPH.component(box, own)
        seen |= line
        if goal == "coast":
            reached = bool(line & fmap.MEDITERRANEAN_COAST)
        else:
            reached = any(joins(b, goal) for b in line)
        if not reached:
            continue
        reach = fmap.GRAPH.component(box, lambda b: board.line_ok(state, side, b))
        if any(b in sources and board.line_ok(state, side, b) for b in reach):
            return True
    return False


def result(state: FitnaState) -> Result:
    """The seats ranked by the victory level each reaches (31.0; the scenarios' rule: "the
    highest level wins; equal highest levels are a draw"): seats at the same level share a
    place, so a draw at the top is between the seats that reached that level, and a seat at a
    lower level places below them (docs/fitna.md, "Alliances, fog of war, victory"). Each
    seat's score is its level: 0 none, 1 minor, 2 major, 3 decisive."""
    levels = [level(state, s) for s in range(len(state.seats))]
    scores = [float(tables.VICTORY_ORDER.index(lv)) for lv in levels]
    ranking = ranking_from_scores(scores)
    winners = ranking[0]
    lines = []
    for seat in range(len(state.seats)):
        side = state.sides[seat]
        lines.append(
            say(
                "final_line",
                name=state.seats[seat],
                side=side,
                met=len(conditions_met(state, seat)),
                total=len(board.scenario(state).victory[side].conditions),
                level=levels[seat],
                vp=victory_points(state, seat),
            )
        )
    top = levels[winners[0]]
    if len(winners) == 1:
        lines.append(say("winner", name=state.seats[winners[0]], level=top))
    elif len(winners) < len(levels):
        lines.append(say("draw_between", names=[state.seats[s] for s in winners], level=top))
    else:
        lines.append(say("no_winner"))
    return Result.of_lines(scores, ranking, lines)


def outcome_events(state: FitnaState) -> list[Event]:
    """The end told as data: each player's conditions met, level and victory points, then the
    winner or the draw (the same count as :func:`result`)."""
    return [say("game_over"), *result(state).told]
