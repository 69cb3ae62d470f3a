"""Money and resources: phase 1 (salaries and interest), phase 2 (production), phase 3 (sales),
phase 7 (purchases or prospection), bank loans and default, and the bank's bills for cards
turned in a search.

Book: "Phase 1" to "Phase 3", "Phase 7", "Les emprunts", "Les défauts de paiement".
"""

from __future__ import annotations

from rules.core import ActionSpec, Choice, Event, IllegalAction, IntRange, Step
from rules.core.builders import action
from rules.core.flow import Family
from rules.core.text import Said

from . import forces as F
from .actions import Loan
from .data import cards as sdata
from .data import tables, world
from .messages import say
from .state import RESOURCES, Power, SupremacyState

#: Storage rows' capacity (AUTHORED: the storage card is not printed; it holds 12 circles a
#: row, like the loan row's 12 billions and the limit of 12 bombs and 12 SANs printed on the
#: same card; the book's "third circle from the left" for the opening 3 units fits).
CAPACITY = 12


def capacity(state: SupremacyState, seat: int) -> int:
    """Units of each resource the seat can store (a looted centre adds its rows)."""
    return CAPACITY * state.powers[seat].centres


def name(state: SupremacyState, seat: int) -> str:
    return state.seats[seat]


# ---------------------------------------------------------------------- the bank


def can_borrow(state: SupremacyState, seat: int) -> int:
    """How many more billions the bank lends the seat (none in default; 12 at most owed, the
    loan row's last circle)."""
    power = state.powers[seat]
    if power.in_default or power.out:
        return 0
    return max(0, max(tables.INTEREST) - power.loans)


def borrow(state: SupremacyState, seat: int, billions: int) -> list[Event]:
    """ "Un joueur peut, à tout moment de la partie, emprunter des milliards de $"."""
    if billions < 1 or billions > can_borrow(state, seat):
        raise IllegalAction("refusal.bank_will_not_lend")
    power = state.powers[seat]
    power.loans += billions
    power.money += billions * tables.BILLION
    return [say("borrow", name=name(state, seat), billions=billions, loans=power.loans)]


def repay(state: SupremacyState, seat: int, billions: int) -> list[Event]:
    """Repayment only in whole billions, in one's own phase 1."""
    power = state.powers[seat]
    if billions < 1 or billions > power.loans or billions * tables.BILLION > power.money:
        raise IllegalAction("refusal.cannot_repay")
    power.loans -= billions
    power.money -= billions * tables.BILLION
    return [say("repay", name=name(state, seat), billions=billions, loans=power.loans)]


def bill(state: SupremacyState, seat: int, amount: int) -> tuple[bool, list[Event]]:
    """Pay the bank ``amount`` for a card turned in a search, borrowing the billions needed
    when the money runs short (reading: docs/supremacy.md); ``False`` when the seat can
    neither pay nor borrow (in default), and nothing is paid."""
    power = state.powers[seat]
    events: list[Event] = []
    if power.money < amount:
        need = -(-(amount - power.money) // tables.BILLION)
        if need > can_borrow(state, seat):
            return False, []
        events += borrow(state, seat, need)
    power.money -= amount
    return True, events


# ---------------------------------------------------------------------- phase 1


def forces_salary(state: SupremacyState, seat: int) -> int:
    return F.total_forces(state, seat) * tables.SALARY_PER_FORCE


def phase_one_due(state: SupremacyState, seat: int) -> int:
    """What :func:`pay_phase_one` asks of ``seat`` in all: the salaries of its forces and of
    its face-up companies, and its loans' interest."""
    power = state.powers[seat]
    open_ones = sum(1 for card in power.companies if card not in power.closed)
    return (
        forces_salary(state, seat)
        + tables.SALARY_PER_COMPANY * open_ones
        + tables.interest(power.loans)
    )


def pay_phase_one(state: SupremacyState, seat: int) -> list[Event]:
    """Salaries (10 M$ an army or fleet, 50 M$ a face-up company), then the interest.

    Forces the player cannot pay must leave the board (the player picks them:
    ``Turn.unpaid_forces``); unpaid companies produce nothing this turn; unpaid interest is
    owed as arrears and puts the player in default, and arrears are paid first when money
    allows."""
    power = state.powers[seat]
    events: list[Event] = []
    forces_due = forces_salary(state, seat)
    if power.money >= forces_due:
        power.money -= forces_due
        paid_forces = F.total_forces(state, seat)
    else:
        paid_forces = power.money // tables.SALARY_PER_FORCE
        power.money -= paid_forces * tables.SALARY_PER_FORCE
        state.turn.unpaid_forces = F.total_forces(state, seat) - paid_forces
    # Companies: the most productive first (AUTHORED order when not all can be paid).
    open_ones = [c for c in power.companies if c not in power.closed]
    ordered = sorted(open_ones, key=lambda c: (-sdata.RESOURCE_CARDS[c].production, c))
    power.unpaid = []
    for card in ordered:
        if power.money >= tables.SALARY_PER_COMPANY:
            power.money -= tables.SALARY_PER_COMPANY
        else:
            power.unpaid.append(card)
    events.append(
        say(
            "salaries",
            name=name(state, seat),
            forces=paid_forces,
            companies=len(open_ones) - len(power.unpaid),
            unpaid=len(power.unpaid),
        )
    )
    if state.turn.unpaid_forces:
        events.append(say("forces_unpaid", name=name(state, seat), count=state.turn.unpaid_forces))
    if power.arrears and power.money >= power.arrears:
        power.money -= power.arrears
        events.append(say("arrears_paid", name=name(state, seat), amount=power.arrears))
        power.arrears = 0
    due = tables.interest(power.loans) if power.loans else 0
    if due:
        if power.money >= due:
            power.money -= due
            events.append(say("interest", name=name(state, seat), amount=due))
        else:
            power.arrears += due
            events.append(say("default", name=name(state, seat), amount=power.arrears))
    state.turn.paid = True
    return events


def pay_arrears(state: SupremacyState, seat: int) -> list[Event]:
    """Paying every late interest restores the right to borrow and to trade on the market."""
    power = state.powers[seat]
    if not power.arrears or power.money < power.arrears:
        raise IllegalAction("refusal.no_arrears")
    power.money -= power.arrears
    events = [say("arrears_paid", name=name(state, seat), amount=power.arrears)]
    power.arrears = 0
    return events


# ---------------------------------------------------------------------- phase 2


def produces(state: SupremacyState, seat: int, card: str) -> bool:
    """Whether a face-up company produces this turn: salary paid, its territory neither
    blockaded nor (for a foreign one) cut off by a siege of its owner's home ports."""
    power = state.powers[seat]
    if card in power.unpaid or card in power.closed:
        return False
    territory = sdata.RESOURCE_CARDS[card].territory
    if territory in state.mushrooms:
        return False
    if F.blockaded(state, territory, seat):
        return False
    return not (territory not in F.home_regions(state, seat) and F.besieged(state, seat))


def made(state: SupremacyState, seat: int) -> dict[str, int]:
    """What each resource's producing companies make this turn (before storage)."""
    power = state.powers[seat]
    units: dict[str, int] = {str(r): 0 for r in RESOURCES}
    for card in power.companies:
        if produces(state, seat, card):
            c = sdata.RESOURCE_CARDS[card]
            units[c.resource] += c.production
    return units


def produced(state: SupremacyState, seat: int) -> dict[str, int]:
    """What phase 2 would store now, each resource: :func:`made`, as far as storage holds it."""
    power = state.powers[seat]
    room = capacity(state, seat)
    return {
        resource: min(max(0, room - power.storage[resource]), amount)
        for resource, amount in made(state, seat).items()
    }


def production(state: SupremacyState, seat: int) -> list[Event]:
    """Phase 2: each producing company's units into storage; what does not fit is lost."""
    power = state.powers[seat]
    making = made(state, seat)
    stored = produced(state, seat)
    lost = {}
    for resource, amount in making.items():
        power.storage[resource] += stored[resource]
        if amount > stored[resource]:
            lost[resource] = amount - stored[resource]
    events = [
        say(
            "production",
            name=name(state, seat),
            grain=making["grain"],
            oil=making["oil"],
            minerals=making["minerals"],
        )
    ]
    for resource, amount in lost.items():
        events.append(say("overflow", name=name(state, seat), resource=resource, count=amount))
    return events


# ---------------------------------------------------------------------- market


def may_use_market(state: SupremacyState, seat: int) -> bool:
    """Not in default ("Les défauts de paiement") nor besieged ("Siège")."""
    return not state.powers[seat].in_default and not F.besieged(state, seat)


def sellable(state: SupremacyState, seat: int, resource: str) -> int:
    return state.powers[seat].storage[resource]


def sell(state: SupremacyState, seat: int, resource: str, count: int) -> list[Event]:
    """Phase 3: the bank pays the current price for each unit; the price then moves down one
    circle a unit (book: 2 oil at 500 M$ pay 1 B$ and leave the price at 400 M$)."""
    if not may_use_market(state, seat):
        raise IllegalAction("refusal.no_market")
    power = state.powers[seat]
    if count < 1 or count > power.storage[resource]:
        raise IllegalAction(f"refusal.cannot_sell.{resource}", count=count)
    price = state.prices[resource]
    power.storage[resource] -= count
    power.money += price * count
    state.prices[resource] = tables.price_after(price, -count)
    return [
        say(
            "sell",
            name=name(state, seat),
            count=count,
            resource=resource,
            paid=price * count,
            price=state.prices[resource],
        )
    ]


def buyable(state: SupremacyState, seat: int, resource: str) -> int:
    """Units the seat can buy now: room in storage and money at the current price."""
    power = state.powers[seat]
    room = capacity(state, seat) - power.storage[resource]
    return max(0, min(room, power.money // max(1, state.prices[resource])))


def buy(state: SupremacyState, seat: int, resource: str, count: int) -> list[Event]:
    """Phase 7: count units at the current price, then the price moves up one circle a unit
    (book: 2 grain at 100 M$ cost 200 M$ and move the price two circles)."""
    if not may_use_market(state, seat):
        raise IllegalAction("refusal.no_market")
    if count < 1 or count > buyable(state, seat, resource):
        raise IllegalAction(f"refusal.cannot_buy.{resource}", count=count)
    power = state.powers[seat]
    price = state.prices[resource]
    power.money -= price * count
    power.storage[resource] += count
    state.prices[resource] = tables.price_after(price, count)
    state.turn.bought = True
    return [
        say(
            "buy",
            name=name(state, seat),
            count=count,
            resource=resource,
            paid=price * count,
            price=state.prices[resource],
        )
    ]


# ---------------------------------------------------------------------- prospection


def prospect_blocked(state: SupremacyState, seat: int, territory: str) -> bool:
    """A found card goes back when its territory is occupied by an adversary or bombed."""
    if territory in state.mushrooms:
        return True
    held = F.holder(state, territory)
    return (held is not None and held != seat) or bool(F.others_in(state, territory, seat))


def prospect(state: SupremacyState, seat: int, resource: str) -> list[Event]:
    """One prospection (phase 7, at most three): the remaining cards are shuffled and turned
    one by one until one of the announced resource; 200 M$ a card turned, the kept one
    included. The card is kept face down, its territory secret; on an adversary's or a bombed
    territory it goes back and that prospection ends."""
    turn = state.turn
    deck = state.deck
    state.rng.shuffle(deck.draw_pile)
    events: list[Event] = []
    turned: list[str] = []
    found: str | None = None
    for card in list(deck.draw_pile):
        ok, paid = bill(state, seat, tables.CARD_TURN_COST)
        events += paid
        if not ok:
            break
        turned.append(card)
        if sdata.card_kind(card) == resource:
            found = card
            break
    turn.prospecting.done += 1
    shown = [c for c in turned if c != found]
    events.insert(
        0,
        say(
            "prospect",
            name=name(state, seat),
            resource=resource,
            cards=len(turned),
            cost=len(turned) * tables.CARD_TURN_COST,
            shown=[sdata.card_kind(c) for c in shown],
        ),
    )
    if found is None:
        events.append(say("prospect_none", name=name(state, seat), resource=resource))
        return events
    territory = sdata.RESOURCE_CARDS[found].territory
    if prospect_blocked(state, seat, territory):
        events.append(
            say("prospect_back", name=name(state, seat), resource=resource, territory=territory)
        )
        state.rng.shuffle(deck.draw_pile)
        return events
    deck.draw_pile.remove(found)
    deck.hands[seat].append(found)
    state.powers[seat].prospect_turns.append(turn.number)
    events.append(say("prospect_found", name=name(state, seat), resource=resource))
    events.append(say("prospect_private", to=seat, territory=territory, resource=resource))
    return events


def open_companies(state: SupremacyState, seat: int) -> list[Event]:
    """Face-down cards of territories the seat occupies now, prospected in an earlier turn,
    are turned face up: the company is open and pays salaries from now on."""
    power = state.powers[seat]
    hand = state.deck.hands[seat]
    events: list[Event] = []
    for index in reversed(range(len(hand))):
        card = hand[index]
        territory = sdata.RESOURCE_CARDS[card].territory
        if power.prospect_turns[index] >= state.turn.number:
            continue
        if F.armies(state, territory, seat) and F.holder(state, territory) == seat:
            hand.pop(index)
            del power.prospect_turns[index]
            power.companies.append(card)
            power.companies.sort()
            events.append(
                say(
                    "company_open",
                    name=name(state, seat),
                    territory=territory,
                    resource=sdata.card_kind(card),
                )
            )
    return events


def drop_company(power: Power, card: str) -> None:
    """A face-up company leaves its holder (taken, destroyed, sold)."""
    power.companies.remove(card)
    for marks in (power.unpaid, power.closed):
        if card in marks:
            marks.remove(card)


def transfer_company(
    state: SupremacyState, seller: int, buyer: int, card: str
) -> list[Event] | None:
    """Optional rule: a company sold to another player, face up or face down (the buyer
    then learns where it is); ``None`` if the seller no longer holds it."""
    s, b = state.powers[seller], state.powers[buyer]
    if card in s.companies:
        closed = card in s.closed
        drop_company(s, card)
        b.companies = sorted([*b.companies, card])
        if closed:
            b.closed = sorted([*b.closed, card])
        return []
    hand = state.deck.hands[seller]
    if card not in hand:
        return None
    index = hand.index(card)
    hand.pop(index)
    turn = s.prospect_turns.pop(index)
    state.deck.hands[buyer].append(card)
    b.prospect_turns.append(turn)
    c = sdata.RESOURCE_CARDS[card]
    return [say("prospect_private", to=buyer, territory=c.territory, resource=c.resource)]


def destroy_companies(state: SupremacyState, territory: str) -> list[str]:
    """A bombed territory's companies go back into the deck, face up or down."""
    back: list[str] = []
    for seat, power in enumerate(state.powers):
        for card in [c for c in power.companies if sdata.RESOURCE_CARDS[c].territory == territory]:
            drop_company(power, card)
            back.append(card)
        hand = state.deck.hands[seat]
        for index in reversed(range(len(hand))):
            if sdata.RESOURCE_CARDS[hand[index]].territory == territory:
                back.append(hand.pop(index))
                del power.prospect_turns[index]
    state.deck.draw_pile.extend(back)
    return back


# ---------------------------------------------------------------------- wealth


def wealth(state: SupremacyState, seat: int) -> int:
    """ "La détente": money, resources at market price, 100 M$ a company, 50 M$ an army or
    fleet, 250 M$ a bomb, 500 M$ a SAN, less the loans."""
    power = state.powers[seat]
    if power.out:
        return 0
    value = power.money
    value += sum(power.storage[r] * state.prices[r] for r in RESOURCES)
    value += tables.WEALTH_COMPANY * (len(power.companies) + len(state.deck.hands[seat]))
    value += tables.WEALTH_FORCE * F.total_forces(state, seat)
    value += tables.WEALTH_BOMB * power.bombs + tables.WEALTH_SAN * power.sans
    value -= power.loans * tables.BILLION
    return value


def region_name(region: str) -> str:
    return world.REGIONS[region].name if region in world.REGIONS else region


# ---------------------------------------------------------------------- the bank's family


def loan_specs(state: SupremacyState, seat: int, *, repay: bool = False) -> list[ActionSpec]:
    """The bank, at any time of the game ("à tout moment de la partie"), in his turn or
    not: borrow, pay arrears; repay only in his own phase 1 (``repay``: "Les
    remboursements ne peuvent se faire que ... au cours de la phase 1 du tour du
    joueur")."""
    power = state.powers[seat]
    if state.stage != "play" or power.out:
        return []
    ops: list[Choice] = []
    most = can_borrow(state, seat)
    if most:
        ops.append(
            Choice(
                value="borrow",
                label=Said("label.borrow"),
                then=[
                    Step(
                        param="billions",
                        label=Said("step.billions"),
                        range=IntRange(min=1, max=most),
                    )
                ],
            )
        )
    if repay and power.loans and power.money >= tables.BILLION:
        most = min(power.loans, power.money // tables.BILLION)
        ops.append(
            Choice(
                value="repay",
                label=Said("label.repay"),
                then=[
                    Step(
                        param="billions",
                        label=Said("step.billions"),
                        range=IntRange(min=1, max=most),
                    )
                ],
            )
        )
    if power.arrears and power.money >= power.arrears:
        ops.append(Choice(value="arrears", label=Said("label.pay_arrears", amount=power.arrears)))
    if not ops:
        return []
    return [action("loan", Said("label.bank"), "op", Said("step.what"), ops)]


def _any_time_loans(state: SupremacyState, seat: int) -> list[ActionSpec]:
    return loan_specs(state, seat)


def _phase_one_loans(state: SupremacyState, seat: int) -> list[ActionSpec]:
    """Phase 1: repaying too, once the forces that could not be paid are off the board."""
    return loan_specs(state, seat, repay=not state.turn.unpaid_forces)


def _bank(state: SupremacyState, seat: int, move: Loan) -> list[Event]:
    if move.op == "borrow":
        return borrow(state, seat, move.billions)
    if move.op == "repay":
        return repay(state, seat, move.billions)
    return pay_arrears(state, seat)


#: Borrow from the bank or pay arrears, at any time.
LOAN: Family[SupremacyState, Loan] = Family(Loan, _any_time_loans, _bank)
#: The same in one's own phase 1, where loans may be repaid.
PHASE_ONE_LOAN: Family[SupremacyState, Loan] = Family(Loan, _phase_one_loans, _bank)
