"""Free actions of one's own turn: selling oil, and binding transfers between players.

Book "Autres actions": on their turn a player may sell oil from the reserve at the market price;
it is free (not an action) and is recorded for the next price. Book "Diplomatie et alliances":
players may hand each other oil, logistics, money, even territories; a written agreement binds.
Here a binding agreement is a transfer one player offers on their turn and the receiver accepts
or refuses (a ``transfer_answer`` question); anything else is table talk.

What can be handed over (interpretation): barrels of the reserve, whole dollars, the giver's own
logistics on the border (elsewhere logistics serve whoever controls their region), or control
of a calm territory the giver controls (units stay where they are). A player makes at most
``MAX_OFFERS_PER_TURN`` offers a turn. Money amounts are told only to the two players.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Choice, Event, IntRange, Step
from rules.core.builders import branch
from rules.core.flow import Family, Stage
from rules.core.text import Said, part

from . import actions as act
from .asking import answer, ask_seat, new_batch, offer_of
from .battles import question
from .helpers import name, oil_price_cents, region_label, say
from .state import (
    BORDER,
    MAX_OFFERS_PER_TURN,
    OmbState,
    TransferOffer,
    dollars,
)

#: The question a transfer offer asks its receiver.
TRANSFER_ANSWER = "transfer_answer"


#: The kinds of the free actions of one's own turn.
FREE_KINDS = ("sell_oil", "offer")


def free_specs(state: OmbState, seat: int, kind: str | None = None) -> list[ActionSpec]:
    """Selling oil and offering a transfer, when ``seat`` has something to sell or give (of
    ``kind`` alone, if given)."""
    player = state.players[seat]
    specs = []
    if player.oil_reserve > 0 and kind in (None, "sell_oil"):
        price = oil_price_cents(state)
        barrels = Step(
            param="barrels",
            label=Said("step.barrels"),
            range=IntRange(min=1, max=player.oil_reserve),
        )
        specs.append(
            ActionSpec(kind="sell_oil", label=Said("label.sell_oil", price=price), steps=[barrels])
        )
    if kind not in (None, "offer") or player.offers_this_turn >= MAX_OFFERS_PER_TURN:
        return specs
    whats = _offer_choices(state, seat)
    if whats:
        receivers = [
            branch(
                other,
                Said("label.player", name=name(state, other)),
                "what",
                Said("step.what"),
                whats,
            )
            for other in range(state.n)
            if other != seat
        ]
        specs.append(
            ActionSpec(
                kind="offer",
                label=Said("label.offer"),
                steps=[Step(param="to", label=Said("step.to"), choices=receivers)],
            )
        )
    return specs


def _offer_choices(state: OmbState, seat: int) -> list[Choice]:
    player = state.players[seat]
    whats = []
    for what, most in (
        ("oil", player.oil_reserve),
        ("money", player.money_cents // 100),
        ("logistics", state.regions[BORDER].owned_logistics[seat]),
    ):
        if most >= 1:
            amount = Step(
                param="amount", label=Said(f"step.offer_{what}"), range=IntRange(min=1, max=most)
            )
            whats.append(Choice.of(what, Said(f"label.offer_{what}"), [amount]))
    lands = [
        Choice.of(rid, region_label(rid))
        for rid in state.controlled(seat)
        if state.regions[rid].battle is None
    ]
    if lands:
        whats.append(
            branch("territory", Said("label.a_territory"), "region", Said("step.region"), lands)
        )
    return whats


def legal_transfer_answer(state: OmbState, seat: int) -> list[ActionSpec]:
    """The receiver's choice (a ``transfer_answer`` question): accept or refuse."""
    question(state, seat, TRANSFER_ANSWER)
    answers = [
        Choice(value=True, label=Said("label.accept")),
        Choice(value=False, label=Said("label.refuse")),
    ]
    return [
        ActionSpec(
            kind="answer",
            label=Said("label.transfer_question"),
            steps=[Step(param="accept", label=Said("step.answer"), choices=answers)],
        )
    ]


def play_transfer_answer(state: OmbState, seat: int, action: act.Answer) -> list[Event]:
    """Carry out the accepted transfer (nothing happens when it is refused)."""
    item = question(state, seat, TRANSFER_ANSWER)
    proposal = offer_of(item)
    assert proposal is not None
    return transfer(state, proposal, action.accept)


def sell(state: OmbState, seat: int, barrels: int) -> list[Event]:
    """Sell barrels from the reserve at the market price (a free action; it counts for the
    next price)."""
    player = state.players[seat]
    price = oil_price_cents(state)
    player.oil_reserve -= barrels
    player.money_cents += barrels * price
    player.sold_this_turn += barrels
    return [
        say(
            "sell",
            name=name(state, seat),
            barrels=barrels,
            price=price,
            data={"seat": seat, "barrels": barrels, "price_cents": price},
        )
    ]


def offer(state: OmbState, seat: int, action: act.Offer) -> list[Event]:
    """Queue ``action``'s offer for its receiver's answer."""
    amount = 1 if action.what == "territory" else action.amount or 1
    if action.what == "money":
        amount = dollars(amount)
    proposal = TransferOffer(
        giver=seat, receiver=action.to, what=action.what, amount=amount, region=action.region
    )
    state.players[seat].offers_this_turn += 1
    ask_seat(state, TRANSFER_ANSWER, action.to, batch=new_batch(state), source=seat, offer=proposal)
    who = name(state, seat)
    return [
        say(
            "offer", name=who, receiver=name(state, action.to), data={"seat": seat, "to": action.to}
        ),
        say("offer_private", kind="offer", to=action.to, name=who, what=offer_part(proposal)),
    ]


def offer_part(proposal: TransferOffer) -> dict[str, Any]:
    """What an offer hands over, as a piece of a message (said by the catalogue)."""
    if proposal.what == "money":
        return part("what_money", amount=proposal.amount)
    if proposal.what == "territory":
        return part("what_territory", region=proposal.region or BORDER)
    if proposal.what == "oil":
        return part("what_oil", amount=proposal.amount)
    return part("what_logistics", amount=proposal.amount)


def transfer(state: OmbState, proposal: TransferOffer, accept: bool) -> list[Event]:
    """Carry out an accepted transfer (nothing happens when it is refused)."""
    giver, receiver = proposal.giver, proposal.receiver
    names = (name(state, giver), name(state, receiver))
    if not accept:
        return [say("transfer_refused", kind="transfer", giver=names[0], receiver=names[1])]
    what = offer_part(proposal)
    if proposal.what == "oil":
        state.players[giver].oil_reserve -= proposal.amount
        state.players[receiver].oil_reserve += proposal.amount
    elif proposal.what == "money":
        state.players[giver].money_cents -= proposal.amount
        state.players[receiver].money_cents += proposal.amount
        return [
            say("money_passes", kind="transfer", giver=names[0], receiver=names[1]),
            say("you_give", kind="transfer", to=giver, what=what),
            say("you_receive", kind="transfer", to=receiver, what=what),
        ]
    elif proposal.what == "logistics":
        border = state.regions[BORDER]
        border.owned_logistics[giver] -= proposal.amount
        border.owned_logistics[receiver] += proposal.amount
    else:
        assert proposal.region is not None
        state.regions[proposal.region].controller = receiver
    return [say("transfer", giver=names[0], receiver=names[1], what=what)]


# ------------------------------------------------------------------------------ the flow


def _legal_sell(state: OmbState, seat: int) -> list[ActionSpec]:
    return free_specs(state, seat, "sell_oil")


def _sell(state: OmbState, seat: int, action: act.SellOil) -> list[Event]:
    return sell(state, seat, action.barrels)


def _legal_offer(state: OmbState, seat: int) -> list[ActionSpec]:
    return free_specs(state, seat, "offer")


#: The free actions of one's own turn, in the order offered.
FAMILIES = (
    Family(act.SellOil, _legal_sell, _sell),
    Family(act.Offer, _legal_offer, offer),
)

#: The receiver's answer to a transfer offer.
STAGES: tuple[Stage[OmbState], ...] = (
    Stage(
        name=TRANSFER_ANSWER,
        families=(Family(act.Answer, legal_transfer_answer, answer(play_transfer_answer)),),
    ),
)
