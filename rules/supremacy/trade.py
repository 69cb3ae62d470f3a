"""Between players: resources sold in phase 3 and bought in phase 7 at an agreed price,
money given or lent, and permission to pass through another player's forces — each an offer
the other player accepts or declines (a question of the kit, declined by default). The market
side of phases 3 and 7 is here too, since each phase offers both.

Book: "Phase 3" ("à un prix qu'ils fixent librement ... les cours du marché ne sont pas
affectés"), "Phase 7", "Les emprunts" ("emprunter de l'argent aux autres joueurs selon des
conditions librement débattues": a loan between players is money given now and given back
later, as the players agree), "Phase 5" (passing "si elle en a obtenu la permission"),
"Siège" (a besieged player trades with nobody).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.core import ActionSpec, Choice, Event, IllegalAction, IntRange, Step
from rules.core.builders import yes_no
from rules.core.questions import Question, QuestionRule

from . import economy, military
from . import forces as F
from .data import tables
from .messages import say
from .state import RESOURCES, SupremacyState

#: The highest price a player may ask in one offer (M$), so the choice is a finite range.
MAX_PRICE = 20 * tables.BILLION


def _partners(state: SupremacyState, seat: int) -> list[int]:
    return [s for s, p in enumerate(state.powers) if s != seat and not p.out]


def _may_trade(state: SupremacyState, seat: int) -> bool:
    return not F.besieged(state, seat)


def sell_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    power = state.powers[seat]
    specs: list[ActionSpec] = []
    stock = [r for r in RESOURCES if power.storage[r]]
    if stock and economy.may_use_market(state, seat):
        specs.append(
            ActionSpec(
                kind="sell",
                label="Sell on the market",
                steps=[
                    Step(
                        param="resource",
                        label="resource",
                        choices=[
                            Choice(
                                value=r,
                                label=f"{r} at {state.prices[r]} M$",
                                then=[
                                    Step(
                                        param="count",
                                        label="units",
                                        range=IntRange(min=1, max=power.storage[r]),
                                    )
                                ],
                            )
                            for r in stock
                        ],
                    )
                ],
            )
        )
    partners = _partners(state, seat)
    if stock and partners and _may_trade(state, seat):
        specs.append(
            _offer_spec(
                state,
                partners,
                "sell",
                stock,
                lambda r: power.storage[r],
                "Offer resources to a player",
            )
        )
    return specs


def buy_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Phase 7: buying (market or players) or prospecting, not both."""
    power = state.powers[seat]
    turn = state.turn
    specs: list[ActionSpec] = []
    if not turn.prospecting.done:
        room = [r for r in RESOURCES if economy.buyable(state, seat, r)]
        if room and economy.may_use_market(state, seat):
            specs.append(
                ActionSpec(
                    kind="buy",
                    label="Buy on the market",
                    steps=[
                        Step(
                            param="resource",
                            label="resource",
                            choices=[
                                Choice(
                                    value=r,
                                    label=f"{r} at {state.prices[r]} M$",
                                    then=[
                                        Step(
                                            param="count",
                                            label="units",
                                            range=IntRange(
                                                min=1, max=economy.buyable(state, seat, r)
                                            ),
                                        )
                                    ],
                                )
                                for r in room
                            ],
                        )
                    ],
                )
            )
        partners = _partners(state, seat)
        space = [r for r in RESOURCES if economy.capacity(state, seat) > power.storage[r]]
        if partners and space and _may_trade(state, seat):
            specs.append(
                _offer_spec(
                    state,
                    partners,
                    "buy",
                    space,
                    lambda r: economy.capacity(state, seat) - power.storage[r],
                    "Ask a player for resources",
                )
            )
    if (
        not turn.bought
        and turn.prospecting.done < 3
        and (power.money >= tables.CARD_TURN_COST or economy.can_borrow(state, seat))
    ):
        specs.append(
            ActionSpec(
                kind="prospect",
                label=(f"Prospect ({turn.prospecting.done} of 3 made; 200 M$ a card turned)"),
                steps=[
                    Step(
                        param="resource",
                        label="looking for",
                        choices=[Choice(value=r, label=r) for r in RESOURCES],
                    )
                ],
            )
        )
    return specs


def _offer_spec(
    state: SupremacyState,
    partners: list[int],
    deal: str,
    resources: Sequence[str],
    most: Callable[[str], int],
    label: str,
) -> ActionSpec:
    price = Step(param="price", label="price in M$", range=IntRange(min=0, max=MAX_PRICE))
    return ActionSpec(
        kind="offer",
        label=label,
        steps=[
            Step(
                param="deal",
                label="deal",
                choices=[
                    Choice(
                        value=deal,
                        label=deal,
                        then=[
                            Step(
                                param="to",
                                label="with",
                                choices=[
                                    Choice(
                                        value=p,
                                        label=state.seats[p],
                                        then=[
                                            Step(
                                                param="resource",
                                                label="resource",
                                                choices=[
                                                    Choice(
                                                        value=r,
                                                        label=r,
                                                        then=[
                                                            Step(
                                                                param="count",
                                                                label="units",
                                                                range=IntRange(min=1, max=most(r)),
                                                            ),
                                                            price,
                                                        ],
                                                    )
                                                    for r in resources
                                                ],
                                            )
                                        ],
                                    )
                                    for p in partners
                                ],
                            )
                        ],
                    )
                ],
            )
        ],
    )


def money_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Money given or lent to another player, at any time of one's turn."""
    power = state.powers[seat]
    partners = _partners(state, seat)
    if power.money < 1 or not partners:
        return []
    return [
        ActionSpec(
            kind="offer",
            label="Give or lend money to a player",
            steps=[
                Step(
                    param="deal",
                    label="deal",
                    choices=[
                        Choice(
                            value="money",
                            label="money",
                            then=[
                                Step(
                                    param="to",
                                    label="to",
                                    choices=[
                                        Choice(
                                            value=p,
                                            label=state.seats[p],
                                            then=[
                                                Step(
                                                    param="price",
                                                    label="M$",
                                                    range=IntRange(min=1, max=power.money),
                                                )
                                            ],
                                        )
                                        for p in partners
                                    ],
                                )
                            ],
                        )
                    ],
                )
            ],
        )
    ]


def offer(state: SupremacyState, seat: int, action: Any) -> list[Event]:
    """Put a deal to another player; nothing changes hands until he accepts."""
    data = action.model_dump()
    data["from"] = seat
    if action.deal == "buy":
        state.turn.bought = True
    state.questions.ask(
        "offer",
        [action.to],
        source=seat,
        default={"kind": "answer", "accept": False},
        data=data,
    )
    return [
        say(
            "offer",
            name=state.seats[seat],
            other=state.seats[action.to],
            deal=action.deal,
            resource=action.resource or "",
            count=action.count,
            price=action.price,
        )
    ]


def _offer_legal(state: SupremacyState, q: Question, seat: int) -> list[ActionSpec]:
    return yes_no("Accept the deal?", "accept", "decline", kind="answer")


def _offer_answer(state: SupremacyState, q: Question, seat: int, action: Any) -> list[Event]:
    deal = q.data
    giver = int(deal["from"])
    who, other = state.seats[seat], state.seats[giver]
    if not action.accept:
        return [say("offer_declined", name=who, other=other)]
    price = int(deal["price"])
    if deal["deal"] == "money":
        if state.powers[giver].money < price:
            return [say("offer_failed", name=who, other=other)]
        state.powers[giver].money -= price
        state.powers[seat].money += price
        return [say("offer_done", name=who, other=other)]
    resource, count = str(deal["resource"]), int(deal["count"])
    seller, buyer = (giver, seat) if deal["deal"] == "sell" else (seat, giver)
    if (
        state.powers[seller].storage[resource] < count
        or state.powers[buyer].money < price
        or economy.capacity(state, buyer) - state.powers[buyer].storage[resource] < count
    ):
        return [say("offer_failed", name=who, other=other)]
    state.powers[seller].storage[resource] -= count
    state.powers[buyer].storage[resource] += count
    state.powers[buyer].money -= price
    state.powers[seller].money += price
    return [say("offer_done", name=who, other=other)]


# ---------------------------------------------------------------------- passage


def request_move(state: SupremacyState, seat: int, action: Any) -> list[Event]:
    """A move; one that passes through others' forces first asks them all for passage."""
    asked, move = military.plan_move(state, seat, action)
    if not asked:
        return military.play_move(state, seat, move)
    state.questions.ask(
        "passage",
        asked,
        source=seat,
        default={"kind": "answer", "accept": False},
        data={"move": move},
    )
    return [
        say(
            "passage_asked",
            name=state.seats[seat],
            others=[state.seats[s] for s in asked],
            origin=move["origin"],
            dest=move["to"],
        )
    ]


def _passage_legal(state: SupremacyState, q: Question, seat: int) -> list[ActionSpec]:
    return yes_no("Let the forces pass through yours?", "let them pass", "refuse", kind="answer")


def _passage_settle(state: SupremacyState, q: Question) -> list[Event]:
    mover = q.source
    assert mover is not None
    move = dict(q.data["move"])
    if not all(answer.get("accept") for answer in q.answers.values()):
        return [say("passage_refused", name=state.seats[mover])]
    try:
        return military.play_move(state, mover, move)
    except IllegalAction:
        return [say("passage_refused", name=state.seats[mover])]


RULES: list[QuestionRule[SupremacyState]] = [
    QuestionRule("offer", legal=_offer_legal, answer=_offer_answer),
    QuestionRule("passage", legal=_passage_legal, settle=_passage_settle),
]
