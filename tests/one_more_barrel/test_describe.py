"""One More Barrel's views in words (``rules.one_more_barrel.describe``): names instead of ids,
dollars instead of cents, no JSON, and never another player's cash."""

from __future__ import annotations

import pytest

from bot.selfplay import random_playout
from rules.core import Rng
from rules.one_more_barrel import GAME
from rules.one_more_barrel.asking import ask_seat
from rules.one_more_barrel.describe import describe_private, describe_public
from rules.one_more_barrel.state import Building, OmbState, TransferOffer
from tests.one_more_barrel.test_battles import at_war
from tests.one_more_barrel.test_engine import conquer, started

#: Cash amounts nobody else may read (distinct, with cents, so a leak is recognisable).
CASH = [1234, 5678, 9012]


def busy_board() -> OmbState:
    """ann holds Basra (a refinery, barrels); bob fights in Karbala; cid is asked a question;
    bob has offered ann 3 barrels; everyone holds a recognisable amount of cash."""
    state = started(3)
    conquer(state, "basra", 0, military=3)
    basra = state.regions["basra"]
    basra.logistics, basra.barrels = 2, 4
    basra.buildings.append(Building(kind="refinery", builder=0, damage=1))
    at_war(state, "karbala", {1: 2}, 1)
    ask_seat(state, "support_answer", 2, batch=1, region="karbala", source=1)
    offer = TransferOffer(giver=1, receiver=0, what="oil", amount=3)
    ask_seat(state, "transfer_answer", 0, batch=1, source=1, offer=offer)
    for player, cents in zip(state.players, CASH, strict=True):
        player.money_cents = cents
    state.oil_price_step = 3
    return state


def test_the_public_board_reads_in_names_and_dollars() -> None:
    lines = describe_public(GAME.view(busy_board(), None))
    text = "\n".join(lines)
    assert lines[0].startswith("Phase 1 of 3, turn 1 of 4 (actions, round 1 of 2).")
    assert "Oil price 2 $ a barrel." in lines[0]
    assert (
        "Basra, held by ann: 3 military units of ann, 2 logistic units, refinery (ann, 1 damage), 4 barrels stored."
        in lines
    )
    assert "Karbala, held by the local army: 2 military units of bob, 1 local unit, " in text
    assert "battle of bob against the locals (bob rolls, 0 rounds fought)" in text
    assert "Waiting for cid to answer: support answer in Karbala (asked by bob)." in lines
    assert any(line.startswith("ann: pacifism 0, media 0, influence 0,") for line in lines)
    assert "16 regions not explored yet." in lines


def test_the_public_board_hides_cash_and_offers() -> None:
    text = "\n".join(describe_public(GAME.view(busy_board(), None)))
    for cents in CASH:
        assert f"{cents / 100:.2f}" not in text
    assert "cash" not in text and "3 barrels" not in text
    assert "{" not in text and "_cents" not in text and "None" not in text


def test_public_money_shows_everyones_cash() -> None:
    state = busy_board()
    state.options.public_money = True
    lines = describe_public(GAME.view(state, None))
    assert any(line.startswith("bob: ") and line.endswith(", cash 56.78 $.") for line in lines)


def test_the_private_view_reads_cash_reserve_and_offers() -> None:
    state = busy_board()
    state.players[0].oil_reserve = 1
    assert describe_private(GAME.view(state, 0)) == [
        "money: 12.34 $",
        "oil reserve: 1 barrel",
        "offers waiting for your answer:",
        "  - bob offers you 3 barrels",
    ]
    assert describe_private(GAME.view(state, 2)) == [
        "money: 90.12 $",
        "oil reserve: 0 barrels",
        "offers: none",
    ]
    assert describe_private(GAME.view(state, None)) == []


def test_the_game_object_offers_both_describers() -> None:
    view = GAME.view(busy_board(), 1)
    assert GAME.describe_public(view) == describe_public(view)
    assert GAME.describe_private(view) == describe_private(view)


def test_a_finished_game_shows_the_final_count() -> None:
    state = random_playout(GAME, GAME.setup(["ann", "bob", "cid"], 4), Rng.from_seed(2), 5000)
    assert GAME.is_over(state)
    lines = describe_public(GAME.view(state, None))
    final = lines[lines.index("Final count:") + 1 :]
    assert [line.split(".")[0].strip() for line in final][0] == "1"
    assert all(" $ (cash " in line for line in final) and len(final) == 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_boards_never_show_ids_json_or_cents(seed: int) -> None:
    state = GAME.setup(["ann", "bob", "cid", "dee"], seed)
    picker = Rng.from_seed(seed)
    for _ in range(12):
        state = random_playout(GAME, state, picker, 25)
        text = "\n".join(describe_public(GAME.view(state, None)))
        assert "{" not in text and "_cents" not in text and "None" not in text
        assert "seat" not in text and "_" not in text
        for player in state.players:
            if player.money_cents % 100:
                assert f"{player.money_cents / 100:.2f} $" not in text
