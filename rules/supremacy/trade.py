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
from rules.core.builders import action, merge_kinds, yes_no
from rules.core.flow import Family, top
from rules.core.text import Said

from . import economy, frames, military
from . import forces as F
from .actions import Answer, Buy, Offer, Prospect, Sell
from .actions import Company as CompanyMove
from .actions import Move as MoveForces
from .data import cards as sdata
from .data import tables, world
from .messages import say
from .state import RESOURCES, SupremacyState

#: The highest price a player may ask in one offer (M$), so the choice is a finite range.
MAX_PRICE = 20 * tables.BILLION


def _partners(state: SupremacyState, seat: int) -> list[int]:
    return [s for s, p in enumerate(state.powers) if s != seat and not p.out]


def _may_trade(state: SupremacyState, seat: int) -> bool:
    return not F.besieged(state, seat)


def sell_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Phase 3: sell on the market."""
    power = state.powers[seat]
    specs: list[ActionSpec] = []
    stock = [r for r in RESOURCES if power.storage[r]]
    if stock and economy.may_use_market(state, seat):
        specs.append(
            ActionSpec(
                kind="sell",
                label=Said("label.sell"),
                steps=[
                    Step(
                        param="resource",
                        label=Said("step.resource"),
                        choices=[
                            Choice(
                                value=r,
                                label=Said("label.price", resource=r, price=state.prices[r]),
                                then=[
                                    Step(
                                        param="count",
                                        label=Said("step.units"),
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
    return specs


def sell_offer_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Phase 3: offer resources to a player at a price agreed."""
    power = state.powers[seat]
    stock = [r for r in RESOURCES if power.storage[r]]
    partners = _partners(state, seat)
    if stock and partners and _may_trade(state, seat):
        return [
            _offer_spec(
                state,
                partners,
                "sell",
                stock,
                lambda r: power.storage[r],
                Said("label.offer_resources"),
            )
        ]
    return []


def _may_buy(state: SupremacyState) -> bool:
    """Phase 7: buying (market or players) or prospecting, not both."""
    return not state.turn.prospecting.done and state.turn.only != "prospect"


def buy_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Phase 7: buy on the market."""
    specs: list[ActionSpec] = []
    if _may_buy(state):
        room = [r for r in RESOURCES if economy.buyable(state, seat, r)]
        if room and economy.may_use_market(state, seat):
            specs.append(
                ActionSpec(
                    kind="buy",
                    label=Said("label.buy_market"),
                    steps=[
                        Step(
                            param="resource",
                            label=Said("step.resource"),
                            choices=[
                                Choice(
                                    value=r,
                                    label=Said("label.price", resource=r, price=state.prices[r]),
                                    then=[
                                        Step(
                                            param="count",
                                            label=Said("step.units"),
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
    return specs


def buy_offer_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Phase 7: ask a player for resources at a price agreed."""
    if not _may_buy(state):
        return []
    power = state.powers[seat]
    partners = _partners(state, seat)
    space = [r for r in RESOURCES if economy.capacity(state, seat) > power.storage[r]]
    if partners and space and _may_trade(state, seat):
        return [
            _offer_spec(
                state,
                partners,
                "buy",
                space,
                lambda r: economy.capacity(state, seat) - power.storage[r],
                Said("label.ask_resources"),
            )
        ]
    return []


def prospect_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Phase 7: prospect, up to three times, if nothing was bought."""
    power = state.powers[seat]
    turn = state.turn
    specs: list[ActionSpec] = []
    if (
        not turn.bought
        and turn.only != "buy"
        and turn.prospecting.done < 3
        and (power.money >= tables.CARD_TURN_COST or economy.can_borrow(state, seat))
    ):
        specs.append(
            ActionSpec(
                kind="prospect",
                label=Said("label.prospecting", done=turn.prospecting.done),
                steps=[
                    Step(
                        param="resource",
                        label=Said("step.looking_for"),
                        choices=[
                            Choice(value=r, label=Said("label.resource", resource=r))
                            for r in RESOURCES
                        ],
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
    label: Said,
) -> ActionSpec:
    price = Step(param="price", label=Said("step.price"), range=IntRange(min=0, max=MAX_PRICE))
    return ActionSpec(
        kind="offer",
        label=label,
        steps=[
            Step(
                param="deal",
                label=Said("step.deal"),
                choices=[
                    Choice(
                        value=deal,
                        label=Said("label.deal", deal=deal),
                        then=[
                            Step(
                                param="to",
                                label=Said("step.with"),
                                choices=[
                                    Choice(
                                        value=p,
                                        label=Said("label.player", name=state.seats[p]),
                                        then=[
                                            Step(
                                                param="resource",
                                                label=Said("step.resource"),
                                                choices=[
                                                    Choice(
                                                        value=r,
                                                        label=Said("label.resource", resource=r),
                                                        then=[
                                                            Step(
                                                                param="count",
                                                                label=Said("step.units"),
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


def offer_pending(state: SupremacyState) -> bool:
    """Whether a deal is on the table: one at a time, answered before the next is put (so
    deals made at any time cannot pile up; reading: docs/supremacy.md)."""
    return frames.asked(state, "offer")


def money_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Money given or lent to another player, at any time of the game ("emprunter de
    l'argent aux autres joueurs", after "à tout moment de la partie")."""
    power = state.powers[seat]
    partners = _partners(state, seat)
    if power.money < 1 or not partners or offer_pending(state):
        return []
    price = [Step(param="price", label=Said("step.money"), range=IntRange(min=1, max=power.money))]
    return [
        ActionSpec(
            kind="offer",
            label=Said("label.give_money"),
            steps=[
                Step(
                    param="deal",
                    label=Said("step.deal"),
                    choices=[
                        Choice(
                            value="money",
                            label=Said("label.money"),
                            then=[
                                Step(
                                    param="to",
                                    label=Said("step.to"),
                                    choices=[
                                        Choice(
                                            value=p,
                                            label=Said("label.player", name=state.seats[p]),
                                            then=price,
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


# ---------------------------------------------------------------------- companies (optional)


def company_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Optional rule "L'achat, la vente ou la fermeture d'une entreprise", at any time of the
    game ("Les joueurs peuvent vendre ou acheter une entreprise à tout moment de la partie";
    closing and reopening "à n'importe quel moment"): close a company or reopen it; offer one
    (face up or down) to a player, who accepts or declines (one deal on the table at a
    time)."""
    if not state.options.company_trading:
        return []
    power = state.powers[seat]
    specs: list[ActionSpec] = []
    ops: list[Choice] = []
    opened = [c for c in power.companies if c not in power.closed]
    if opened:
        ops.append(
            Choice(
                value="close",
                label=Said("label.close_company"),
                then=[
                    Step(
                        param="card",
                        label=Said("step.company"),
                        choices=[
                            Choice(value=c, label=Said("label.company_card", card=c))
                            for c in opened
                        ],
                    )
                ],
            )
        )
    if power.closed:
        ops.append(
            Choice(
                value="reopen",
                label=Said("label.reopen_company"),
                then=[
                    Step(
                        param="card",
                        label=Said("step.company"),
                        choices=[
                            Choice(value=c, label=Said("label.company_card", card=c))
                            for c in power.closed
                        ],
                    )
                ],
            )
        )
    if ops:
        specs.append(action("company", Said("label.company_op"), "op", Said("step.what"), ops))
    return specs


def company_offer_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Optional rule: a company offered to a player (face up or down), one deal on the table
    at a time."""
    if not state.options.company_trading:
        return []
    power = state.powers[seat]
    specs: list[ActionSpec] = []
    cards = [*power.companies, *state.deck.hands[seat]]
    partners = _partners(state, seat)
    if cards and partners and not offer_pending(state):
        price = Step(param="price", label=Said("step.price"), range=IntRange(min=0, max=MAX_PRICE))
        # The same companies for every partner: one step, shared (a tree is only read).
        item = [Step(param="item", label=Said("step.company"), choices=[
            Choice(value=c, label=Said("label.company_card", card=c), then=[price]) for c in cards])]  # fmt: skip
        specs.append(ActionSpec(kind="offer", label=Said("label.offer_company"), steps=[
            Step(param="deal", label=Said("step.deal"), choices=[Choice(value="company", label=Said("label.company"),
                 then=[Step(param="to", label=Said("step.to"), choices=[
                     Choice(value=p, label=Said("label.player", name=state.seats[p]), then=item)
                     for p in partners])])])]))  # fmt: skip
    return specs


def company(state: SupremacyState, seat: int, action: CompanyMove) -> list[Event]:
    power = state.powers[seat]
    if action.op == "close":
        power.closed = sorted([*power.closed, action.card])
    else:
        power.closed.remove(action.card)
    key = "company_close" if action.op == "close" else "company_reopen"
    return [say(key, name=state.seats[seat], card=action.card)]


# ---------------------------------------------------------------------- arms (optional)


def arms_specs(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Optional rule "L'achat et la vente d'armes", in the seller's phase 6: armies delivered
    to the buyer's home territory or a foreign one he holds, fleets to a light-blue sea next
    to one, the seller paying the normal move (an army flown, 2 oil; a fleet 1 oil a sea zone
    and fleet); bombs and SANs go from storage to storage."""
    if not state.options.arms_sales:
        return []
    power = state.powers[seat]
    buyers: list[Choice] = []
    # Worked out once for every buyer (a tree is only read, so its parts may be shared):
    # the price step, each army origin's count and price steps, each fleet origin's routes.
    price = Step(param="price", label=Said("step.price"), range=IntRange(min=0, max=MAX_PRICE))
    oil = power.storage["oil"]
    flown: list[tuple[str, list[Step]]] = []
    for origin in F.regions_with(state, seat, kind="army"):
        most = min(F.armies(state, origin, seat), oil // tables.AIRBORNE_OIL)
        count = Step(param="count", label=Said("label.armies"), range=IntRange(min=1, max=most))
        flown.append((origin, [count, price]))
    routes_from: dict[str, dict[str, int]] = {}
    occupied = F.occupancy(state)
    for buyer in _partners(state, seat):
        items: list[Choice] = []
        lands = _buyer_lands(state, buyer, occupied)
        if lands and oil >= tables.AIRBORNE_OIL:
            origins = []
            for origin, then in flown:
                origins.append(Choice(value=origin, label=military.region_label(origin), then=[
                    Step(param="where", label=Said("step.delivered_to"), choices=[
                        Choice(value=r, label=military.region_label(r), then=then)
                        for r in lands if r != origin])]))  # fmt: skip
            if origins:
                items.append(
                    Choice(
                        value="army",
                        label=Said("label.armies"),
                        then=[Step(param="origin", label=Said("step.from"), choices=origins)],
                    )
                )
        seas = _buyer_seas(state, seat, buyer, occupied, lands)
        if seas and oil:
            origins = []
            for origin in F.regions_with(state, seat, kind="fleet"):
                if origin not in routes_from:
                    routes_from[origin] = military.sea_routes(state, seat, origin)
                routes = routes_from[origin]
                dests = []
                for sea in seas:
                    steps = 0 if sea == origin else routes.get(sea, 0)
                    if sea != origin and not steps:
                        continue
                    most = F.fleets(state, origin, seat)
                    if steps:
                        most = min(most, oil // steps)
                    if F.armies(state, origin, seat):
                        continue  # a fleet carrying armies is not sold with them
                    if most >= 1:
                        dests.append(
                            Choice(
                                value=sea,
                                label=military.region_label(sea),
                                then=[
                                    Step(
                                        param="count",
                                        label=Said("label.fleets"),
                                        range=IntRange(min=1, max=most),
                                    ),
                                    price,
                                ],
                            )
                        )
                if dests:
                    origins.append(
                        Choice(
                            value=origin,
                            label=military.region_label(origin),
                            then=[
                                Step(param="where", label=Said("step.delivered_to"), choices=dests)
                            ],
                        )
                    )
            if origins:
                items.append(
                    Choice(
                        value="fleet",
                        label=Said("label.fleets"),
                        then=[Step(param="origin", label=Said("step.from"), choices=origins)],
                    )
                )
        for weapon, have, room in (
            (
                "bomb",
                military.free_bombs(state, seat),
                tables.MAX_BOMBS - state.powers[buyer].bombs,
            ),
            ("san", power.sans, tables.MAX_SANS - state.powers[buyer].sans),
        ):
            most = min(have, room)
            if most >= 1:
                items.append(
                    Choice(
                        value=weapon,
                        label=Said("label.unit_plural", unit=weapon),
                        then=[
                            Step(
                                param="count",
                                label=Said("step.how_many"),
                                range=IntRange(min=1, max=most),
                            ),
                            price,
                        ],
                    )
                )
        if items:
            buyers.append(
                Choice(
                    value=buyer,
                    label=Said("label.player", name=state.seats[buyer]),
                    then=[Step(param="item", label=Said("step.what"), choices=items)],
                )
            )
    if not buyers:
        return []
    return [
        ActionSpec(
            kind="offer",
            label=Said("label.sell_arms"),
            steps=[
                Step(
                    param="deal",
                    label=Said("step.deal"),
                    choices=[
                        Choice(
                            value="arms",
                            label=Said("label.arms"),
                            then=[Step(param="to", label=Said("step.to"), choices=buyers)],
                        )
                    ],
                )
            ],
        )
    ]


def _buyer_lands(
    state: SupremacyState, buyer: int, occupied: dict[str, set[int]] | None = None
) -> list[str]:
    """Where an army sold to ``buyer`` may be set down: his home territories and the
    foreign ones he holds, never where another player has forces or a destroyed one.
    ``occupied``: the map's :func:`forces.occupancy`, if already worked out."""
    if occupied is None:
        occupied = F.occupancy(state)
    return sorted(
        r
        for r, s in state.holders.items()
        if s == buyer and r not in state.mushrooms and not occupied.get(r, set()) - {buyer}
    )


def _buyer_seas(
    state: SupremacyState,
    seller: int,
    buyer: int,
    occupied: dict[str, set[int]] | None = None,
    lands: list[str] | None = None,
) -> list[str]:
    """Light-blue seas next to the buyer's lands (``lands``, if already worked out) where
    nobody but the seller and the buyer has forces."""
    if occupied is None:
        occupied = F.occupancy(state)
    found = set()
    for land in _buyer_lands(state, buyer, occupied) if lands is None else lands:
        for sea in world.seas_bordering(land):
            if world.REGIONS[sea].kind != "territorial":
                continue
            if occupied.get(sea, set()) - {seller, buyer}:
                continue
            found.add(sea)
    return sorted(found)


def _deliver_arms(state: SupremacyState, seller: int, buyer: int, deal: dict[str, Any]) -> bool:
    """Hand the arms over (the seller pays the delivery); ``False`` if no longer possible."""
    item, count = str(deal["item"]), int(deal["count"])
    s, b = state.powers[seller], state.powers[buyer]
    if item in ("bomb", "san"):
        have = military.free_bombs(state, seller) if item == "bomb" else s.sans
        room = (tables.MAX_BOMBS - b.bombs) if item == "bomb" else (tables.MAX_SANS - b.sans)
        if have < count or room < count:
            return False
        if item == "bomb":
            s.bombs, b.bombs = s.bombs - count, b.bombs + count
        else:
            s.sans, b.sans = s.sans - count, b.sans + count
        return True
    origin, where = str(deal["origin"]), str(deal["where"])
    if item == "army":
        cost = tables.AIRBORNE_OIL * count
        if (F.armies(state, origin, seller) < count or s.storage["oil"] < cost
                or where not in _buyer_lands(state, buyer)):  # fmt: skip
            return False
        s.storage["oil"] -= cost
        F.remove(state, origin, seller, armies=count)
        F.add(state, where, buyer, armies=count)
        return True
    steps = 0 if where == origin else military.sea_routes(state, seller, origin).get(where, 0)
    cost = steps * count
    if (F.fleets(state, origin, seller) < count or s.storage["oil"] < cost
            or where not in _buyer_seas(state, seller, buyer)
            or (where != origin and not steps)):  # fmt: skip
        return False
    s.storage["oil"] -= cost
    F.remove(state, origin, seller, fleets=count)
    F.add(state, where, buyer, fleets=count)
    return True


def offer(state: SupremacyState, seat: int, action: Offer) -> list[Event]:
    """Put a deal to another player; nothing changes hands until he accepts. A deal made at
    any time (money, a company) while questions are open is answered first, before them: it
    changes nothing they wait on, and the game then goes on where it was."""
    data = action.model_dump()
    data["from"] = seat
    if action.deal == "buy":
        state.turn.bought = True
    frames.open_question(
        state,
        "offer",
        [action.to],
        first=True,
        source=seat,
        default={"kind": "answer", "accept": False},
        deal=data,
    )
    if action.deal == "company":
        card = str(action.item)
        if card in state.deck.hands[seat]:  # face down: everybody sees its resource only
            return [say("offer_company_hidden", name=state.seats[seat],
                        other=state.seats[action.to], resource=sdata.card_kind(card),
                        price=action.price)]  # fmt: skip
        return [say("offer_company", name=state.seats[seat], other=state.seats[action.to],
                    company=card, price=action.price)]  # fmt: skip
    if action.deal == "arms":
        return [say("offer_arms", name=state.seats[seat], other=state.seats[action.to],
                    count=action.count, item=action.item, price=action.price)]  # fmt: skip
    if action.deal == "money":
        return [say("offer_money", name=state.seats[seat], other=state.seats[action.to],
                    price=action.price)]  # fmt: skip
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


def _offer_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return yes_no(
        Said("label.accept_deal"), Said("label.accept"), Said("label.decline"), kind="answer"
    )


def _offer_answer(state: SupremacyState, seat: int, action: Answer) -> list[Event]:
    question = top(state)
    events = settle_deal(state, seat, action, question.data["deal"])
    frames.record(state, question, seat, action)
    return events


def settle_deal(
    state: SupremacyState, seat: int, action: Answer, deal: dict[str, Any]
) -> list[Event]:
    """Settle ``deal`` as ``seat``'s answer says (``offer_failed`` when what it hands over is
    no longer there); the computer players' evaluation settles a copy to weigh a deal on the
    table (``evaluation.py``)."""
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
    if deal["deal"] in ("company", "arms"):
        if state.powers[seat].money < price:
            return [say("offer_failed", name=who, other=other)]
        if deal["deal"] == "arms":
            if not _deliver_arms(state, giver, seat, deal):
                return [say("offer_failed", name=who, other=other)]
            events = []
        else:
            done = economy.transfer_company(state, giver, seat, str(deal["item"]))
            if done is None:
                return [say("offer_failed", name=who, other=other)]
            events = done
        state.powers[seat].money -= price
        state.powers[giver].money += price
        return [say("offer_done", name=who, other=other), *events]
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


def request_move(state: SupremacyState, seat: int, action: MoveForces) -> list[Event]:
    """A move; one that passes through others' forces first asks them all for passage."""
    asked, move = military.plan_move(state, seat, action)
    if not asked:
        return military.play_move(state, seat, move)
    frames.open_question(
        state,
        "passage",
        asked,
        source=seat,
        default={"kind": "answer", "accept": False},
        move=move,
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


def _passage_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return yes_no(
        Said("label.let_pass"),
        Said("label.let_them_pass"),
        Said("label.refuse"),
        kind="answer",
    )


def _passage_answer(state: SupremacyState, seat: int, action: Answer) -> list[Event]:
    """One of the asked answers; once all have, the move is made if all let it pass."""
    question = top(state)
    if not frames.record(state, question, seat, action):
        return []
    mover = question.data["source"]
    assert mover is not None
    move = dict(question.data["move"])
    answers: dict[str, dict[str, Any]] = question.data["answers"]
    if not all(answer.get("accept") for answer in answers.values()):
        return [say("passage_refused", name=state.seats[mover])]
    try:
        return military.play_move(state, mover, move)
    except IllegalAction:
        return [say("passage_refused", name=state.seats[mover])]


# ---------------------------------------------------------------------- the families


def any_time(state: SupremacyState, seat: int) -> bool:
    """Whether ``seat`` may do what the rules allow "à tout moment de la partie" now."""
    return state.stage == "play" and not state.powers[seat].out


def _deals(state: SupremacyState, seat: int, own: list[ActionSpec]) -> list[ActionSpec]:
    """The deals open to ``seat``: a phase's own (``own``), then money given or lent and a
    company offered, at any time (one spec: a deal is one kind of move)."""
    if not any_time(state, seat):
        return []
    return merge_kinds([*own, *money_specs(state, seat), *company_offer_specs(state, seat)])


def _bank_deals(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return _deals(state, seat, [])


def _phase_3_deals(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return _deals(state, seat, sell_offer_specs(state, seat))


def _phase_6_deals(state: SupremacyState, seat: int) -> list[ActionSpec]:
    own = arms_specs(state, seat) if state.turn.research is None else []
    return _deals(state, seat, own)


def _phase_7_deals(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return _deals(state, seat, buy_offer_specs(state, seat))


def deal_of_the_bank(spec: ActionSpec) -> str | None:
    """What a deal spec offers first when it holds only deals of any time: ``money`` or
    ``company``; ``None`` when it starts with a deal of the phase's own."""
    step = spec.steps[0] if spec.steps else None
    if step is None or not step.choices:
        return None
    first = step.choices[0].value
    return first if first in ("money", "company") else None


def _company_legal(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return company_specs(state, seat) if any_time(state, seat) else []


def _sell(state: SupremacyState, seat: int, action: Sell) -> list[Event]:
    return economy.sell(state, seat, action.resource, action.count)


def _buy(state: SupremacyState, seat: int, action: Buy) -> list[Event]:
    return economy.buy(state, seat, action.resource, action.count)


def _prospect(state: SupremacyState, seat: int, action: Prospect) -> list[Event]:
    return economy.prospect(state, seat, action.resource)


#: Deals at any time: money given or lent, a company offered (optional rule).
DEALS: Family[SupremacyState, Offer] = Family(Offer, _bank_deals, offer)
#: Phase 3's deals: resources sold to a player, and those of any time.
PHASE_3_DEALS: Family[SupremacyState, Offer] = Family(Offer, _phase_3_deals, offer)
#: Phase 6's deals: arms sold (optional rule), and those of any time.
PHASE_6_DEALS: Family[SupremacyState, Offer] = Family(Offer, _phase_6_deals, offer)
#: Phase 7's deals: resources bought from a player, and those of any time.
PHASE_7_DEALS: Family[SupremacyState, Offer] = Family(Offer, _phase_7_deals, offer)
#: Close or reopen a company (optional rule), at any time.
COMPANY: Family[SupremacyState, CompanyMove] = Family(CompanyMove, _company_legal, company)
SELL: Family[SupremacyState, Sell] = Family(Sell, sell_specs, _sell)
BUY: Family[SupremacyState, Buy] = Family(Buy, buy_specs, _buy)
PROSPECT: Family[SupremacyState, Prospect] = Family(Prospect, prospect_specs, _prospect)
MOVE: Family[SupremacyState, MoveForces] = Family(MoveForces, military.move_specs, request_move)
#: The answer to a deal offered (the ``offer`` question).
ACCEPT: Family[SupremacyState, Answer] = Family(Answer, _offer_legal, _offer_answer)
#: The answer to a passage asked (the ``passage`` question).
LET_PASS: Family[SupremacyState, Answer] = Family(Answer, _passage_legal, _passage_answer)
