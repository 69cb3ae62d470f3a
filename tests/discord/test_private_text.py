"""The private view in words (``/game hand`` and the DMs): readable lines, money in dollars,
for every game, and a game's own ``describe_private`` hook when it has one."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from bot.describe import readable_lines
from cogs.embeds import private_text
from rules.core import View
from rules.one_more_barrel import GAME as OMB
from tests.toygame import GAME as TOY_GAME
from tests.toygame import SecretNim

from .conftest import ALICE, BOB, Table, open_game


class Offer(BaseModel):
    source: int
    what: str
    amount: int | None = None


class Secrets(BaseModel):
    money_cents: int
    debt: int = Field(description="What is owed, in cents")
    cards: list[str]
    offers: list[Offer]
    ready: bool
    note: str | None = None


def view_of(private: Any, seat: int = 0) -> View:
    return View(
        game="x",
        seat=seat,
        seats=["alice", "bob"],
        to_act=[],
        over=False,
        step=0,
        public={},
        private=private,
    )


def test_readable_lines_nest_and_show_money_in_dollars() -> None:
    secrets = Secrets(
        money_cents=1250,
        debt=300,
        cards=["ace", "king"],
        offers=[Offer(source=1, what="oil", amount=2)],
        ready=False,
    )
    assert readable_lines(secrets) == [
        "money: 12.50 $",
        "debt: 3 $",
        "cards:",
        "  - ace",
        "  - king",
        "offers:",
        "  - source: 1",
        "    what: oil",
        "    amount: 2",
        "ready: no",
        "note: —",
    ]
    assert readable_lines({"hand": {}, "bids": []}) == ["hand:", "  none", "bids: none"]


def test_one_more_barrel_cash_reads_as_dollars_without_json() -> None:
    state = OMB.setup(["alice", "bob", "carol"], 5, {})
    view = OMB.view(state, 1)
    text = private_text(view)
    cents = state.players[1].money_cents
    assert text.startswith("Private to bob:\n")
    assert f"money: {cents // 100} $" in text or f"money: {cents / 100:.2f} $" in text
    assert "offers: none" in text
    assert "{" not in text and "_cents" not in text


def test_nothing_secret_for_a_spectator() -> None:
    assert private_text(view_of(None, seat=None)) == "This game has nothing secret for you."  # type: ignore[arg-type]


class DescribedNim(SecretNim):
    """Secret Nim with its own words for the private view (the optional hook)."""

    def describe_private(self, view: View) -> list[str]:
        return [f"Your secret token is {view.private.token}."]  # type: ignore[union-attr]


async def test_a_games_describe_private_hook_is_used(table: Table) -> None:
    t = table
    t.bot.service.games = {TOY_GAME.name: DescribedNim()}  # type: ignore[misc]
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    _record, state = await t.bot.service.state(game_id)
    dm = t.fake.dms[BOB.id][-1]
    assert f"Your secret token is {state.tokens[1]}." in dm.content
    hand = t.make(BOB, channel_id=thread_id)
    await t.cog.hand.callback(t.cog, hand, None)
    assert f"Private to bob:\nYour secret token is {state.tokens[1]}." in t.make.said(hand)
