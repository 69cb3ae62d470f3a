"""The optional victory-point count (31.1): the boxes' values and the Iranian and Saudi
bonuses, read from the end-of-game lines the engine writes."""

from __future__ import annotations

import re

from rules.fitna import GAME
from rules.fitna.data import map as fmap
from rules.fitna.state import FitnaState
from tests.fitna import position as P

COAST = ("beirut", "tripoli", "sidon", "south_litani", "latakia", "tartus")


def campaign() -> FitnaState:
    """Scenario 11 (the six players of the full campaign) as set up."""
    return GAME.setup(["a", "b", "c", "d", "e", "f"], 1, {"scenario": 11})


def vp(state: FitnaState, side: str) -> int:
    """The VP the end of the game tells for ``side`` (its "final_line": "... N VP (31.1)")."""
    state.over = True
    line = GAME.result(state).details[state.sides.index(side)]
    found = re.search(r"(\d+) VP", line)
    assert found is not None, line
    return int(found.group(1))


def held(state: FitnaState, side: str, boxes: list[str] | tuple[str, ...]) -> None:
    """``side`` holds ``boxes``, emptied of units."""
    for box in boxes:
        P.clear_box(state, box)
        state.control[box] = side


def test_the_iranian_line_to_a_mediterranean_coastal_box_is_worth_10() -> None:
    """31.1: "Bonus iranien : Si le joueur iranien parvient à établir une ligne de
    communication ininterrompue (cases contiguës et ravitaillées) entre le territoire iranien et
    une case côtière méditerranéenne : +10 PV". Iran holding all of Iraq, Syria and Lebanon but
    the coast has no line; Beirut (Lebanon, his own country: no VP of its own) completes it."""
    state = campaign()
    inland = [
        b.id
        for b in fmap.BOXES.values()
        if b.country in ("IRQ", "SYR", "LEB") and b.id not in COAST
    ]
    held(state, "IRN", inland)
    held(state, "SYR", COAST)
    without = vp(state, "IRN")
    held(state, "IRN", ["beirut"])
    assert vp(state, "IRN") == without + 10
    everything = campaign()
    for box in fmap.BOXES.values():
        if box.country in ("IRQ", "SYR", "LEB"):
            everything.control[box.id] = "IRN"
    # Syria's boxes 58, Iraq's 63 (he holds Iraq: the Iraqi player at home), Lebanon's none (his
    # own country), the line 10
    assert vp(everything, "IRN") == 58 + 63 + 10


def test_the_iranian_line_must_be_his_own() -> None:
    """The line is the Iranian player's: cut by a box another player holds (even an ally's,
    the regime's here), it earns nothing (docs/fitna.md, interpretation 48)."""
    state = campaign()
    path = fmap.GRAPH.path("khanaqin", "baghdad") or []
    path += (fmap.GRAPH.path("baghdad", "abu_kamal") or [])[1:]
    path += (fmap.GRAPH.path("abu_kamal", "homs") or [])[1:]
    path += (fmap.GRAPH.path("homs", "tartus") or [])[1:]
    held(state, "IRN", path)
    with_line = vp(state, "IRN")
    state.control["homs"] = "SYR"  # the regime, Iran's ally (scenario 11), holds a box of it
    value = fmap.box_vp("homs")
    assert vp(state, "IRN") == with_line - 10 - value


def test_the_saudi_line_to_turkey_is_worth_10() -> None:
    """31.1: "Bonus saoudien : Si le joueur saoudien parvient à établir une ligne de
    communication ininterrompue (cases contiguës et ravitaillées) entre les territoires saoudien
    et turc : +10 PV": from Nukhayb (next to Arar) up the Euphrates and the Tigris to Zakho, on
    the Turkish border."""
    state = campaign()
    path = fmap.GRAPH.path("nukhayb", "zakho", lambda b: fmap.BOXES[b].country == "IRQ") or []
    assert path[-1] == "zakho"
    held(state, "SAU", path[:-1])
    short = vp(state, "SAU")
    held(state, "SAU", ["zakho"])
    assert vp(state, "SAU") == short + fmap.box_vp("zakho") + 10


def test_the_player_who_holds_iraq_or_syria_scores_his_home_boxes() -> None:
    """31.1: "Les cases de leur propre pays ne ramènent pas de points à un joueur (sauf pour le
    joueur syrien ou irakien qui se bat sur son territoire)". The Iranian player holds Iraq in
    scenario 8 and Syria in scenario 9: he is the Iraqi (the Syrian) player fighting at home,
    and Baghdad (Damascus) counts for him. Lebanon, his too in scenario 10, is his own country
    and no exception: Beirut counts for nobody's home."""
    for number, box in ((8, "baghdad"), (9, "damascus")):
        state = GAME.setup(["a", "b"], 1, {"scenario": number})
        other = next(side for side in state.sides if side != "IRN")
        held(state, other, [box])
        before = vp(state, "IRN")
        held(state, "IRN", [box])
        assert vp(state, "IRN") == before + fmap.box_vp(box), number
    state = GAME.setup(["a", "b", "c", "d", "e"], 1, {"scenario": 10})
    held(state, "ISR", ["beirut"])
    before = vp(state, "IRN")
    held(state, "IRN", ["beirut"])
    assert vp(state, "IRN") == before
