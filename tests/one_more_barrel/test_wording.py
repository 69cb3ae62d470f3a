"""Messages in plain English: counts agree with their nouns, a transfer names its receiver
after the noun, and the map's border box carries the name the messages use."""

from __future__ import annotations

from typing import Any

import pytest

import render.one_more_barrel as omb_render
from render import render_view
from rules.one_more_barrel import GAME, battles, trade
from rules.one_more_barrel import actions as act
from rules.one_more_barrel.helpers import place, plural
from tests.one_more_barrel.test_battles import at_war, fight, rng_rolling
from tests.one_more_barrel.test_engine import current, started


@pytest.mark.parametrize(
    ("count", "word", "many", "text"),
    [
        (1, "barrel", None, "1 barrel"),
        (0, "barrel", None, "0 barrels"),
        (3, "local unit", None, "3 local units"),
        (2, "army", "armies", "2 armies"),
        (1, "army", "armies", "1 army"),
    ],
)
def test_plural(count: int, word: str, many: str | None, text: str) -> None:
    assert plural(count, word, many) == text


def test_a_battle_round_counts_one_local_unit_in_the_singular() -> None:
    _, events = fight({0: 4}, 1, (1, 6))  # black 1 deals the one local its loss
    assert events[0].kind == "battle_round"
    assert "1 local unit destroyed;" in events[0].text
    assert "(s)" not in events[0].text


@pytest.mark.parametrize(
    ("logistics", "clause"),
    [
        (0, ""),  # nothing destroyed: nothing said
        (1, "; 1 logistic unit there is destroyed"),
        (2, "; 2 logistic units there are destroyed"),
    ],
)
def test_a_lost_battle_counts_the_logistics_destroyed(logistics: int, clause: str) -> None:
    state = started(3)
    at_war(state, "basra", {0: 1}, 3)
    state.regions["basra"].logistics, state.rng = logistics, rng_rolling(6, 1)
    text = battles.fight_round(state, "basra")[-1].text
    assert text == f"The local army holds Basra with 3 units{clause}."


def test_an_offer_names_its_receiver_after_the_transfer() -> None:
    state = GAME.setup(["a", "b", "c"], 1)
    for seat in range(3):
        state, _ = GAME.apply(state, seat, {"kind": "prep_done"})
    giver = current(state)
    receiver = (giver + 1) % 3
    events = trade.offer(state, giver, act.Offer(kind="offer", to=receiver, what="oil", amount=1))
    names = state.seats
    assert events[0].text == f"{names[giver]} offers a transfer to {names[receiver]}."
    assert events[1].text == f"{names[giver]} offers you 1 barrel."


def test_the_border_box_is_titled_with_the_border_territorys_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    titles: list[str | None] = []
    draw_panel = omb_render.draw_panel

    def recording(draw: Any, box: Any, title: str | None = None, **kwargs: Any) -> Any:
        titles.append(title)
        return draw_panel(draw, box, title, **kwargs)

    monkeypatch.setattr(omb_render, "draw_panel", recording)
    render_view(GAME.view(started(3), None))
    assert place("border") in titles
    assert not any(t and t.startswith("Border") and t != place("border") for t in titles)
