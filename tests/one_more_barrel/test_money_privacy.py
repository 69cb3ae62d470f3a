"""Money is private by default (issue 4: "Cash is private by default"): over random games
whose states are edited to force penalties the players' cash cannot cover, no public event and
no public view tells a player's cash, or that it fell short. With ``public_money`` on, the
public view shows it (which also proves the detector below can fire)."""

from __future__ import annotations

import re

import pytest

from bot.selfplay import random_move, seat_names
from rules.core import Event, Rng
from rules.one_more_barrel import GAME, board, tables
from rules.one_more_barrel.state import OmbState, dollars, money_text

#: Words that would tell the table a player's cash did not cover a payment.
SHORTAGE = re.compile(
    r"no cash|cannot pay|can't pay|in cash|still owe|not paid|could not be paid|forgiven|"
    r"short|\bowes?\b|\bYou\b",
    re.IGNORECASE,
)
#: A dollar figure as the engine writes it (``money_text``).
FIGURE = re.compile(r"\d+(?:\.\d\d)? \$")

#: Dollar figures the public may read in the penalty steps' messages: the penalties of the
#: pacifism bands (they follow from the public pacifism track), the influence penalty of a
#: point, and the oil prices of the track.
PUBLIC_FIGURES = (
    {money_text(dollars(d)) for d in board.PACIFISM_PENALTY_DOLLARS}
    | {money_text(dollars(tables.GOVERNMENT_PENALTY_PER_POINT))}
    | {money_text(c) for c in board.OIL_PRICE_TRACK_CENTS}
)


def squeeze(state: OmbState, picker: Rng) -> None:
    """Edit the state toward shortages: little or no cash, high pacifism, no influence in
    phase 3, some oil in reserve (so the player has a choice to make)."""
    for player in state.players:
        player.money_cents = picker.choice([0, 0, 50, 100, 300])
        player.pacifism = picker.randint(4, board.PACIFISM_MAX)
        player.oil_reserve = picker.choice([0, 1, 3])
        if state.phase == 3:
            player.influence = 0


def leaks(events: list[Event], public_view: str) -> list[str]:
    """What in these public events and this public view tells anything about cash."""
    found = []
    for e in events:
        if e.to is not None:
            continue
        if SHORTAGE.search(e.text):
            found.append(f"{e.kind}: {e.text}")
        if e.kind.startswith(("pacifism", "influence")):
            odd = set(FIGURE.findall(e.text)) - PUBLIC_FIGURES
            if odd:
                found.append(f"{e.kind} shows {sorted(odd)}: {e.text}")
        if any(k in e.data for k in ("owed_cents", "cash_cents", "unpaid_cents")):
            found.append(f"{e.kind} data: {e.data}")
    if re.search(r'"money_cents":\s*\d', public_view):
        found.append("the public view shows money")
    if re.search(r"owed|cash_cents|unpaid", public_view, re.IGNORECASE):
        found.append("the public view speaks of cash or debts")
    return found


def play_squeezed(seed: int, players: int, public_money: bool) -> tuple[list[str], int]:
    """A random game from a random phase, squeezed before each end of turn; the leaks found
    and how many shortages the players' private events reported."""
    state = GAME.setup(seat_names(players), seed, {"public_money": public_money})
    picker = Rng.from_seed(seed)
    found: list[str] = []
    shortages = 0
    started = False
    squeezed_turn = -1
    while not GAME.is_over(state):
        if state.stage == "actions" and not started:
            state.phase = picker.choice([1, 2, 3])
            started = True
        if state.stage == "actions" and state.round == 2 and squeezed_turn != state.absolute_turn:
            squeeze(state, picker)
            squeezed_turn = state.absolute_turn
        move = random_move(GAME, state, picker)
        assert move is not None
        seat, action = move
        state, events = GAME.apply(state, seat, action)
        shortages += sum(
            1
            for e in events
            if e.to is not None and e.kind in ("pacifism_owed", "influence_penalty_paid")
        )
        public = GAME.view(state, None).public
        # The final count (cash included) is public once the game is over, as at the table.
        assert public.final is None or GAME.is_over(state)
        found += leaks(events, public.model_dump_json(exclude={"final"}))
    return found, shortages


@pytest.mark.parametrize("seed", range(8))
def test_no_public_message_or_view_tells_a_players_cash(seed: int) -> None:
    found, shortages = play_squeezed(seed, 3 + seed % 3, public_money=False)
    assert shortages > 0  # the edits did force payments the cash could not cover
    assert found == []


def test_with_public_money_the_public_view_shows_cash() -> None:
    found, _ = play_squeezed(1, 3, public_money=True)
    assert "the public view shows money" in found
