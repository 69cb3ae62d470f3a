"""What a seat does not know in One More Barrel, dealt again for a computer player's worlds
(:mod:`rules.core.determinize` finds this module by its name).

The secrets are the other players' cash (book: "il est recommandé de cacher ses richesses";
public with the ``public_money`` option) and what a transfer offer between two other players
hands over (told only to those two: ``trade.py``). A seat knows its own cash and sees the same
public incomes and prices as everybody, so each other player's cash is guessed around its own:
its own cash times a factor drawn uniformly between one half and three halves, in half dollars;
an offer it is not party to is guessed to be money, a tenth to a half of the giver's guessed
cash in whole dollars (authored guesses, docs/players.md; neither reads the real value, so a
world tells nothing of it).
"""

from __future__ import annotations

from rules.core import Rng

from .state import OmbState, TransferOffer
from .trade import TRANSFER_ANSWER

#: The guess's spread, in tenths of the seat's own cash: 5..15 tenths (authored).
LOW_TENTHS, HIGH_TENTHS = 5, 15
#: Cash moves in half dollars (the oil price's steps), so the guess does too.
HALF_DOLLAR = 50
#: An unseen offer's guess, in tenths of the giver's cash (authored); offers are whole dollars.
OFFER_LOW_TENTHS, OFFER_HIGH_TENTHS, DOLLAR = 1, 5, 100


def resample(state: OmbState, seat: int, rng: Rng) -> None:
    """Every other player's cash guessed from ``seat``'s own, and the offers between two other
    players guessed from the giver's guessed cash (see the module docstring)."""
    own = max(state.players[seat].money_cents, 0)
    for other, player in enumerate(state.players):
        if other != seat and not state.options.public_money:
            guess = own * rng.randint(LOW_TENTHS, HIGH_TENTHS) // 10
            player.money_cents = guess - guess % HALF_DOLLAR
    for question in state.questions.open:
        offer = question.data.get("offer") if question.kind == TRANSFER_ANSWER else None
        if offer is None or seat in (offer["giver"], offer["receiver"]):
            continue
        cash = state.players[offer["giver"]].money_cents
        amount = cash * rng.randint(OFFER_LOW_TENTHS, OFFER_HIGH_TENTHS) // 10
        guessed = TransferOffer(
            giver=offer["giver"],
            receiver=offer["receiver"],
            what="money",
            amount=amount - amount % DOLLAR,
        )
        question.data["offer"] = guessed.model_dump(mode="json")
