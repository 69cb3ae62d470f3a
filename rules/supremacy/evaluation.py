"""How well each power stands in a Suprématie state, for the computer players
(:mod:`rules.core.players` finds this module by its name).

Wealth as "la détente" counts it (``economy.wealth``: money, the stock of resources at market
price, companies, armies and fleets, bombs and SANs, less the loans), in millions; a power out
of the game is worth nothing. Less, too, the interest the loans will cost at the power's next
phase 1 (``tables.interest``, the book's loan row; authored, issue 32's tuning: borrowing is
free in the wealth, so a search of a few moves, which rarely reaches the next phase 1, saw no
cost in it and a normal computer borrowed and repaid hundreds of times a game). And what the
rest of the round brings each power (:func:`to_come`: its production at today's prices, less
its phase-1 salaries and interest while they are unpaid, until its phase 2 of the round has
come; authored, issue 32's third tuning pass), so that no step of the order of play moves a
power's worth by itself: paying phase 1 was a loss one step ahead and borrowing a billion only
its interest (the easy player put the payment off by borrowing and repaying a billion until
the no-stall guard stopped it: 426 loan moves in a three-player game, seed 0), and a
production counted only once received made every turn handed on look like a loss to a search
a few moves deep. Each later round's income counted before the détente (no step of a round,
the new one included, moving a worth) was tried in issue 32's eighth pass and not kept: 52
wins of 70 against easy players where this won 55 (docs/players.md "Eighth pass").

A deal on the table (``trade.offer``: nothing changes hands until the player asked accepts)
counts as settled when accepting it would raise the wealth of the player asked, and as
declined otherwise (authored, issue 32's tuning: the player asked answers for itself). Without
it an offer was worth nothing until answered, so the search's one-step priors could not tell a
gift of money from ending the turn, and a normal computer gave its wealth away to random
players who accepted (seed 1000, two players: some sixty money offers, lost 3,965 to −92).

``PROGRESS``: the events that bring the end nearer. The game ends after its rounds (the
détente) or by supremacy or the final strike, and a turn is phases 1 and 2 and up to three
more in order (book "Ordre du jeu"); but within a phase the rules let a power borrow and repay,
or offer deals, for ever (a normal computer made 1,165 loan moves in 1,497, most in one phase,
against random players), so the computer players need to know
(:func:`rules.core.players.unstalled`): a new turn, phase or round, a claimed phase, the end.
"""

from __future__ import annotations

from typing import Any

from rules.core.copying import deep_copy
from rules.core.players import answered

from . import frames, trade
from .actions import Answer
from .data import tables
from .economy import phase_one_due, produced, wealth
from .state import SupremacyState

#: The events that bring the end nearer (catalogue keys of ``messages.py``).
PROGRESS = frozenset(
    {"turn", "phase", "round", "claimed", "detente", "supremacy", "final_strike", "nobody_left"}
)

#: The answer that settles a deal (what the player asked would send).
_ACCEPT = Answer(kind="answer", accept=True)


def worth(state: SupremacyState) -> list[float]:
    """Each seat's wealth less its next interest, with the round's production it has still to
    receive less what it pays for it, deals on the table left as they are."""
    return [
        float(
            wealth(state, seat) - tables.interest(state.powers[seat].loans) + to_come(state, seat)
        )
        for seat in range(state.n)
    ]


def to_produce(state: SupremacyState, seat: int) -> bool:
    """Whether ``seat``'s phase 2 of this round is still to come: in turn order from the
    first player, a power after the one on turn, or the one on turn before its production; in
    the simultaneous play, a power still to play its phases 1 and 2."""
    turn = state.turn
    if state.stage != "play" or state.powers[seat].out:
        return False
    before_own = seat == turn.seat and turn.phase == 1
    if state.sim is not None:
        return seat in state.sim.paying and (seat != turn.seat or before_own)
    place = (seat - state.first) % state.n
    return place > (turn.seat - state.first) % state.n or before_own


def to_come(state: SupremacyState, seat: int) -> int:
    """What the rest of this round brings ``seat`` (authored, issue 32): its companies'
    production at today's prices (``economy.produced``), less its phase-1 payment
    (``economy.phase_one_due``) while it is unpaid, if its phase 2 of the round is still to
    come (:func:`to_produce`); nothing otherwise. So neither paying nor producing changes a
    power's worth, and ending one's turn does not hand the next powers their production at
    once: counted only when it came, a search of a few moves saw every turn it handed on as a
    loss and kept its own turn going with offers (seed 2000, three players: 33 money offers
    to the easy players, who won 11 of 12 games)."""
    if not to_produce(state, seat):
        return 0
    made = produced(state, seat)
    value = sum(count * state.prices[resource] for resource, count in made.items())
    if not (seat == state.turn.seat and state.turn.paid):
        value -= phase_one_due(state, seat)
    return value


#: The search's simulations per decision (:func:`rules.core.search.settings_of`; authored from
#: the decision time each level may take, issue 32: normal at most 2 s at p95 and hard 6 s,
#: aimed at about 0.8 s and 3 s on this shared machine). Since issue 32's third pass a
#: simulation scores every move of the node it reaches first (``search._weigh``), about five
#: times the cost: 60 simulations took 0.36-0.40 s of CPU at p95 over whole three-player
#: games against easy players (the second pass's 300 did 0.40-0.55 s), and won 10 of 12 of
#: them on the final search (11 of 12 before its rewards became gains since the world was
#: sampled). docs/players.md "Tuning, third pass".
#: Hard's other seats exploit (``Settings.others``; issue 32's fifth pass, docs/players.md):
#: with hard's 240 simulations the other powers' exploring answers in the tree (a bad deal
#: accepted now and then) made the lines where the searching power keeps its phase going with
#: offers look best; asked again at hard's 50 decisions of a three-player game, twice each, the
#: search chose an offer 77 times of 100 (19 gifts of money), and hard gave its wealth away
#: (3,958 against 55,469). With the others exploiting: 9 offers (no gift) of 100, and against
#: two normal players hard won 2 of 3 games (seeds 3000-3002; none of 7 in the four settings
#: tried before). Normal keeps exploring others (its matrix lines measured so).
SEARCH: dict[str, dict[str, Any]] = {
    "normal": {"simulations": 60},
    "hard": {"simulations": 240, "others": "exploit"},
}


def never(action: dict[str, Any]) -> bool:
    """The moves no computer power weighs (:func:`rules.core.players.never_of`): money given to
    another power (the book's "money given or lent": nothing comes back unless the other
    chooses to give it back). It can only lower the giver's wealth as the détente counts it,
    and the normal computer gave tens of thousands away to put off the end of its turn
    (docs/players.md "Eighth pass" and "Ninth pass")."""
    return action.get("kind") == "offer" and action.get("deal") == "money"


#: The deals whose settling changes only the two powers' money and stock (``trade.settle_deal``).
_BETWEEN_TWO = frozenset({"money", "sell", "buy"})


def _copy_for(state: SupremacyState, deal: dict[str, Any]) -> SupremacyState:
    """A copy of ``state`` that settling ``deal`` may change: for money and resources only the
    two powers are copied (the evaluation runs on every candidate move, and most of a tree's
    moves are offers), else the whole state."""
    if deal["deal"] not in _BETWEEN_TWO:
        return deep_copy(state)
    two = {int(deal["from"]), int(deal["to"])}
    powers = [deep_copy(p) if seat in two else p for seat, p in enumerate(state.powers)]
    return state.model_copy(update={"powers": powers})


def evaluate(state: SupremacyState) -> list[float]:
    """Each seat's :func:`worth`, a deal on the table counted as its answer would settle it
    (module docstring; higher is better)."""
    plain = worth(state)
    values = list(plain)
    for question in frames.questions(state):
        if question.kind != "offer":
            continue
        deal = question.data["deal"]
        asked = int(deal["to"])
        settled = _copy_for(state, deal)
        events = trade.settle_deal(settled, asked, _ACCEPT, deal)
        if any(event.key == "offer_failed" for event in events):
            continue
        values = answered(values, plain, worth(settled), asked)
    return values
