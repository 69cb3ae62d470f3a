"""What a seat does not know in One More Barrel, dealt again for a computer player's worlds
(:mod:`rules.core.determinize` finds this module by its name).

The only secret is the other players' cash (book: "il est recommandé de cacher ses
richesses"; public with the ``public_money`` option). A seat knows its own cash and sees the
same public incomes and prices as everybody, so each other player's cash is guessed around its
own: its own cash times a factor drawn uniformly between one half and three halves, in half
dollars (authored guess, docs/players.md; it never reads the real cash, so a world tells
nothing of it).
"""

from __future__ import annotations

from rules.core import Rng

from .state import OmbState

#: The guess's spread, in tenths of the seat's own cash: 5..15 tenths (authored).
LOW_TENTHS, HIGH_TENTHS = 5, 15
#: Cash moves in half dollars (the oil price's steps), so the guess does too.
HALF_DOLLAR = 50


def resample(state: OmbState, seat: int, rng: Rng) -> None:
    """Every other player's cash guessed from ``seat``'s own (see the module docstring)."""
    if state.options.public_money:
        return
    own = max(state.players[seat].money_cents, 0)
    for other, player in enumerate(state.players):
        if other != seat:
            guess = own * rng.randint(LOW_TENTHS, HIGH_TENTHS) // 10
            player.money_cents = guess - guess % HALF_DOLLAR
