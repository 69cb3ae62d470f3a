"""How well each player stands in a One More Barrel state, for the computer players
(:mod:`rules.core.players` finds this module by its name).

The book's own final count as it would come out now (``endturn.final_counts``: cash, oil in
the reserve and on one's regions sold at the market price, the government's oil shared by
influence, the tenders, less the pacifism penalty), in dollars, plus what one's position is
worth: one more turn of oil from every region one controls at today's price (authored, so that
taking a region counts before its barrels are collected; docs/players.md).

A transfer on the table (``trade.offer``: nothing passes until the receiver accepts) counts as
made when accepting it would raise the receiver's worth, and as refused otherwise (authored,
issue 32's third tuning pass, as Suprématie's deals: the receiver answers for itself). Without
it an offer was worth nothing until answered, so the easy player (one step ahead) gave money
away whenever nothing better was on offer, and a search saw an offer as a free move that kept
its turn (seed 101: the easy players gave 31, 57 and 23 $ away in one game).
"""

from __future__ import annotations

from typing import Any

from rules.core.copying import deep_copy
from rules.core.players import answered

from .asking import offer_of
from .data.board import TERRITORIES
from .endturn import final_counts
from .helpers import oil_price_cents
from .state import OmbState
from .trade import transfer

#: The search's simulations per decision (:func:`rules.core.search.settings_of`): the kit's
#: defaults, normal 60 and hard 240, measured (issue 32's second tuning pass; docs/players.md
#: "Tuning"): against two easy players, seeds 100-105, 200-205 and 300-305, seats rotated,
#: normal won 12.5 of 18 games with 60 simulations, 7 of 18 with 300 and 8 of 18 with 300 and
#: ten prior visits a root move (a simulation costs about 1.7 ms here: 300 would have fit the
#: decision time, but more search played worse). Kept in the third pass (a simulation now
#: scores every move of the node it reaches first: 0.40 s of CPU at p95, won 8 of 12 games
#: against two easy players, seeds 100-111; docs/players.md "Tuning, third pass"). Normal
#: raised to 120 in issue 32's twenty-second pass, once the computers weighed every box
#: (:func:`never`): against two easy players (the matrix's seeds 1000-1029) 60 simulations
#: ended 10 of the 30 games at 92 $ behind a 94 $ easy player, 120 ended all 30 in the tie at
#: 94 $ (the most the cash line every computer plays can make: docs/players.md "Twenty-second
#: pass"), at 0.51 s of CPU a decision at p95.
SEARCH = {"normal": {"simulations": 120}, "hard": {"simulations": 240}}

#: What every computer seat plays for (:func:`rules.core.players.aim_of`): its own worth, not
#: its lead over the best other seat (issue 32's fourth tuning pass; docs/players.md "Tuning,
#: fourth pass"). The other players' money is hidden, so in each sampled world the best other
#: seat's worth is partly made up and moves a seat's lead by more than its own moves do; and
#: with four or five players, a move that costs one rival is worth nothing to the lead unless
#: that rival leads. Normal (60 simulations) against easy players, seeds 100-111, seats
#: rotated, both levels playing for the lead: three players 8 of 12, four 1 of 12; normal alone
#: playing for its own worth: 12 of 12 and 7.5 of 12 (5.3 of 12 at four for its lead over the
#: others' mean); both playing for their own worth: 12 of 12, 7.5 of 12, and five players
#: (seeds 100-109) 7.5 of 10 (CPU p95 0.47-0.48 s).
AIM = "worth"


def never(action: dict[str, Any]) -> bool:
    """The moves no computer weighs (:func:`rules.core.players.never_of`): an offer, the book's
    binding transfer of reserve oil, dollars, logistics on the border or a region's control
    (``trade.offer``), which gives and takes nothing back. Counted as the receiver's answer
    would make it (:func:`evaluate`), it can only lower the giver's worth, or leave it as it is
    (logistics, which the worth does not count) while the offer keeps the seat's turn going.
    Why (issue 32, docs/players.md "Twenty-second pass"): a take-a-box decision's tree holds 21
    boxes and 40 offers, so the 48 moves the normal computer's root draws at random from it,
    and the easy computer's 40, left New tax out about a decision in four, and the other
    seats in a search's tree drew 16 of 61, half of them offers."""
    return action.get("kind") == "offer"


def evaluate(state: OmbState) -> list[float]:
    """Each seat's :func:`worth`, a transfer on the table counted as its answer would make it
    (module docstring; higher is better)."""
    plain = worth(state)
    values = list(plain)
    for question in state.questions.open:
        proposal = offer_of(question)
        if proposal is None:
            continue
        settled = deep_copy(state)
        transfer(settled, proposal, True)
        values = answered(values, plain, worth(settled), proposal.receiver)
    return values


def worth(state: OmbState) -> list[float]:
    """Each seat's worth in dollars, transfers on the table left as they are."""
    finals, _lines = final_counts(state)
    price = oil_price_cents(state)
    worth = []
    for seat, final in enumerate(finals):
        production = sum(TERRITORIES[rid].oil for rid in state.controlled(seat))
        worth.append((final.total_cents + production * price) / 100)
    return worth
