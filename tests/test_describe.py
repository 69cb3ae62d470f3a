"""Views in words for every game (``bot.describe``): a game's own describers, else generic
``key: value`` lines with money in dollars."""

from __future__ import annotations

from pydantic import BaseModel, Field

from bot.describe import money_text, private_lines, public_lines, readable_lines
from rules.core import View
from tests.toygame import GAME


class Offer(BaseModel):
    giver: int
    price: int = Field(description="The price in cents.")


class Hand(BaseModel):
    money_cents: int
    ready: bool
    note: str | None
    cards: list[str]
    bids: list[int]
    offers: list[Offer]
    extra: dict[str, int]


def test_generic_lines_write_names_in_words_and_money_in_dollars() -> None:
    hand = Hand(
        money_cents=1250,
        ready=False,
        note=None,
        cards=["king"],
        bids=[],
        offers=[Offer(giver=1, price=300)],
        extra={},
    )
    assert readable_lines(hand) == [
        "money: 12.50 $",
        "ready: no",
        "note: —",
        "cards:",
        "  - king",
        "bids: none",
        "offers:",
        "  - giver: 1",
        "    price: 3 $",
        "extra:",
        "  none",
    ]
    assert money_text(50) == "0.50 $" and money_text(1000) == "10 $"


class Described:
    """A game object with both describers."""

    def describe_public(self, view: View) -> list[str]:
        return [f"public of {view.game}"]

    def describe_private(self, view: View) -> list[str]:
        return [f"private of seat {view.seat}"]


def test_a_games_describers_are_used_when_it_has_them() -> None:
    state = GAME.setup(["alice", "bob"], 1)
    seat_view, spectator = GAME.view(state, 1), GAME.view(state, None)
    assert public_lines(Described(), seat_view) == ["public of secret_nim"]
    assert private_lines(Described(), seat_view) == ["private of seat 1"]
    assert private_lines(Described(), spectator) == []
    assert public_lines(GAME, spectator)[0] == "piles:"
    assert private_lines(GAME, seat_view) == [f"token: {state.tokens[1]}"]
    assert private_lines(None, spectator) == []
