"""The end-of-turn checks of One More Barrel other than battles and rebels, and the final count.

The engine calls them in the book's order ("Contrôles de fin de tour"): battles, rebels (from
phase 2), then :func:`check_pacifism`, :func:`update_oil_price`, the phase-3 government
production :func:`government_production`, :func:`collect_oil`, and :func:`next_turn_order`.
When the last turn is over, :func:`final_scoring` gives the result.

Every function mutates the state it is given and returns the :class:`~rules.core.Event` s to
post. Money is in cents (``state.py``); the numbers come from ``data/tables.py`` and ``data/board.py``.
One check needs a player's decision: a pacifism penalty that the player's cash cannot cover is
paid by selling oil or removing military, as the player chooses. :func:`check_pacifism` then
asks a ``pacifism_penalty`` question in ``state.questions`` (every seat owing, in one batch),
answered through :func:`legal_pacifism_penalty` and :func:`play_pacifism_penalty`, one payment
an answer. The question stays open while money is owed, so the questions procedure on the
stack waits on the seat again (the flow loops, nothing re-asks it); it is closed once the debt
is paid, forgiven, or settled with no choice left (:func:`_settle_if_no_choice`).
"""

from __future__ import annotations

from typing import Any

from rules.core import (
    ActionSpec,
    Choice,
    Event,
    IllegalAction,
    IntRange,
    Result,
    Step,
    ranking_from_scores,
)
from rules.core.flow import Family, Frame, Stage, step
from rules.core.questions import Question
from rules.core.text import Said, part

from . import actions as act
from . import battles
from .asking import ask_seat, seat_of
from .data import tables
from .data.board import BORDER, REGIONS, neighbours
from .helpers import name as player_name
from .helpers import oil_price_cents, region_label, say
from .moves import settle_control
from .state import FinalScore, OmbState, RegionState, dollars

#: The kind of the pending question asked when a pacifism penalty exceeds a player's cash.
PACIFISM_PENALTY = "pacifism_penalty"


def _tanks(region: RegionState) -> int:
    return region.count("tank")


# ============================================================================== pacifism


def check_pacifism(state: OmbState) -> list[Event]:
    """Move every player's pacifism by the media check, then charge the penalty of its band.

    Book: military on the board (the border included) against the media limit 3 + media ÷ 2:
    +1 pacifism per unit over, −1 per two units under; then the penalty of the new level (1 $
    for 4–6, 3 $ for 7–9, 5 $ for 10–12, 10 $ for 13–14, 15 $ for 15).

    A player whose cash does not cover the penalty pays all the cash and owes the rest; the
    rest is paid by selling their own oil at the market price or by removing one military unit
    per missing dollar (book: "si et seulement si un joueur ne dispose pas de l'argent").
    Interpretations: cash is used first; a part of a dollar still owed costs a whole unit; the
    oil sold may come from the reserve or from the regions the player controls (both are "du
    pétrole lui appartenant", as at game end), and such a sale counts as a sale this turn for
    the new oil price; any military unit may be removed, one in a battle in progress too (the
    battle then goes on without it, or ends as the locals' win if no players' military is left
    in it); what cannot be paid at all is forgiven. When something is owed and the player has both oil and
    military, or military in several places, the player decides (a ``pacifism_penalty``
    pending question); otherwise it is settled at once.

    Money stays private: public events give the penalty (it follows from the public pacifism
    track) and what the table sees (oil sold, military removed); what was paid in cash, what is
    still owed and what is forgiven are told to the player only.
    """
    events: list[Event] = []
    batch = state.questions.next_batch
    asked = False
    for seat in state.order:
        player = state.players[seat]
        military = state.military_on_board(seat)
        limit = tables.media_limit(player.media)
        change = tables.pacifism_change(military, player.media)
        before = player.pacifism
        player.pacifism = tables.PACIFISM_TRACK.move(before, change)
        penalty = dollars(tables.pacifism_penalty(player.pacifism))
        if player.pacifism == before and penalty == 0:
            continue
        params: dict[str, Any] = {
            "name": player_name(state, seat),
            "military": military,
            "limit": limit,
            "before": before,
            "after": player.pacifism,
        }
        if penalty:
            params["penalty"] = penalty
        events.append(
            say(
                "pacifism_penalty" if penalty else "pacifism",
                kind="pacifism",
                **params,
                data={
                    "seat": seat,
                    "military": military,
                    "limit": limit,
                    "before": before,
                    "after": player.pacifism,
                    "penalty_cents": penalty,
                },
            )
        )
        if penalty == 0:
            continue
        paid = min(player.money_cents, penalty)
        player.money_cents -= paid
        owed = penalty - paid
        if owed == 0:
            events.append(say("pacifism_paid", to=seat, paid=paid))
            continue
        events.append(
            say("pacifism_owed", to=seat, paid=paid, owed=owed, data={"owed_cents": owed})
        )
        ask_seat(state, PACIFISM_PENALTY, seat, batch=batch, data={"owed_cents": owed})
        asked = True
        events += _settle_if_no_choice(state, seat)
    if asked:
        state.questions.next_batch += 1
    return events


def _sellable(state: OmbState, seat: int) -> dict[str, int]:
    """Barrels ``seat`` may sell to pay a penalty: ``reserve`` and each controlled region's."""
    found = {"reserve": state.players[seat].oil_reserve}
    for rid in state.controlled(seat):
        if state.regions[rid].barrels:
            found[rid] = state.regions[rid].barrels
    return {where: count for where, count in found.items() if count > 0}


def _removable(state: OmbState, seat: int) -> dict[str, int]:
    """Military ``seat`` may remove to pay a penalty: any on the board, at war or not (book:
    "retirer 1 militaire du plateau pour chaque 1$ qu'il doit payer")."""
    return {
        rid: region.military[seat]
        for rid, region in state.regions.items()
        if region.military[seat] > 0
    }


def _penalty_item(state: OmbState, seat: int) -> Question | None:
    for item in state.questions.open:
        if item.kind == PACIFISM_PENALTY and seat_of(item) == seat:
            return item
    return None


def _settle_if_no_choice(state: OmbState, seat: int) -> list[Event]:
    """Close ``seat``'s penalty question when nothing is owed or no real choice is left.

    Forgive what cannot be paid; remove military at once when they stand in one place only and
    there is no oil to sell.
    """
    item = _penalty_item(state, seat)
    if item is None:
        return []
    events: list[Event] = []
    owed = int(item.data["owed_cents"])
    oil = _sellable(state, seat)
    military = _removable(state, seat)
    if owed > 0 and not oil and len(military) == 1:
        ((rid, count),) = military.items()
        units = min(count, tables.barrels_to_cover(owed, 100))
        events += _remove_military(state, seat, rid, units)
        owed = max(0, owed - dollars(units))
        military = _removable(state, seat)
    if owed > 0 and (oil or military):
        item.data["owed_cents"] = owed
        return events
    state.questions.close(item)
    if owed > 0:
        events.append(say("pacifism_forgiven", to=seat, owed=owed, data={"owed_cents": owed}))
    return events


def _remove_military(state: OmbState, seat: int, rid: str, units: int) -> list[Event]:
    """Take ``units`` of ``seat``'s military off the board from ``rid`` to pay a penalty.

    Control then follows the rule used whenever units leave a territory
    (``moves.settle_control``): a controller left without military there hands the region to
    another player who has military there; with nobody else there, the region stays theirs.
    Units leaving a battle leave it as a bombing's losses do (``battles.units_left``): the next
    participant rolls if the roller has none left, and a battle left without players' military
    is the locals' win.
    """
    state.regions[rid].military[seat] -= units
    settle_control(state, rid)
    events = [
        say(
            "pacifism_military",
            name=player_name(state, seat),
            units=units,
            region=rid,
            data={"seat": seat, "region": rid, "units": units},
        )
    ]
    return events + battles.units_left(state, rid)


def legal_pacifism_penalty(state: OmbState, seat: int) -> list[ActionSpec]:
    """How ``seat`` may pay the rest of its pacifism penalty: sell oil or remove military.

    One ``decide`` action: ``option`` is ``sell`` (then ``region``: ``reserve`` or a controlled
    region, then ``amount`` barrels, at most what covers the debt) or ``remove`` (then
    ``region``: one military unit leaves that territory and pays 1 $).
    """
    item = _penalty_item(state, seat)
    if item is None:
        return []
    owed = int(item.data["owed_cents"])
    price = oil_price_cents(state)
    options: list[Choice] = []
    oil = _sellable(state, seat)
    if oil:
        useful = tables.barrels_to_cover(owed, price)
        places = [
            Choice(
                value=where,
                label=Said("label.your_reserve") if where == "reserve" else region_label(where),
                then=[
                    Step(
                        param="amount",
                        label=Said("step.barrels_to_sell"),
                        range=IntRange(min=1, max=min(count, useful)),
                    )
                ],
            )
            for where, count in oil.items()
        ]
        options.append(
            Choice(
                value="sell",
                label=Said("label.sell_at", price=price),
                then=[Step(param="region", label=Said("step.oil_from"), choices=places)],
            )
        )
    military = _removable(state, seat)
    if military:
        places = [Choice(value=rid, label=region_label(rid)) for rid in military]
        options.append(
            Choice(
                value="remove",
                label=Said("label.remove_military"),
                then=[Step(param="region", label=Said("step.from"), choices=places)],
            )
        )
    return [
        ActionSpec(
            kind="decide",
            label=Said("label.pay_penalty", owed=owed),
            steps=[Step(param="option", label=Said("step.how_to_pay"), choices=options)],
        )
    ]


def play_pacifism_penalty(state: OmbState, seat: int, action: act.Decide) -> list[Event]:
    """Carry out one payment toward ``seat``'s pacifism penalty (checked by the legal tree).

    Oil is sold at the market price: the money goes to the player, who then pays what is owed
    from it; money left over is the player's. A removed military unit pays 1 $.
    """
    item = _penalty_item(state, seat)
    if item is None:
        raise IllegalAction("refusal.no_penalty")
    option = action.option
    where = action.region
    player = state.players[seat]
    owed = int(item.data["owed_cents"])
    events: list[Event] = []
    if option == "sell" and where is not None:
        oil = _sellable(state, seat)
        amount = int(action.amount or 0)
        if where not in oil or not 1 <= amount <= oil[where]:
            raise IllegalAction("refusal.not_that_much_oil")
        if where == "reserve":
            player.oil_reserve -= amount
        else:
            state.regions[where].barrels -= amount
        player.sold_this_turn += amount
        income = amount * oil_price_cents(state)
        paid = min(owed, income)
        player.money_cents += income - paid
        owed -= paid
        events.append(
            say(
                "pacifism_oil",
                name=player_name(state, seat),
                barrels=amount,
                price=oil_price_cents(state),
                data={"seat": seat, "barrels": amount, "from": where},
            )
        )
        sold: dict[str, Any] = {"barrels": amount, "income": income, "paid": paid, "owed": owed}
        if income > paid:
            key, sold = "pacifism_oil_paid_kept", {**sold, "kept": income - paid}
        else:
            key = "pacifism_oil_paid"
        events.append(
            say(key, kind="pacifism_oil_paid", to=seat, **sold, data={"owed_cents": owed})
        )
    elif option == "remove" and where is not None:
        if _removable(state, seat).get(where, 0) < 1:
            raise IllegalAction("refusal.no_military_there")
        events += _remove_military(state, seat, where, 1)
        owed = max(0, owed - dollars(1))
    else:
        raise IllegalAction("refusal.sell_or_remove")
    # The question stays open while something is owed (its procedure, the questions on the
    # stack, waits on the seat again); it is closed once paid, forgiven or settled at once.
    item.data["owed_cents"] = owed
    return events + _settle_if_no_choice(state, seat)


# ============================================================================== oil price


def update_oil_price(state: OmbState) -> list[Event]:
    """Move the oil price: supply (by sellers this turn), then speculation if it did not fall.

    Book "Les règles du prix du pétrole": the supply change by player count and number of
    players who sold this turn (the price die when everybody sold), then, only if the price
    did not fall, speculation read at the highest pacifism. The marker stops at both ends of
    the track. The sales of this turn are then cleared.
    """
    players = state.n
    sellers = sum(1 for p in state.players if p.sold_this_turn > 0)
    die = state.rng.die() if tables.everybody_sold(players, sellers) else None
    supply = tables.supply_change(players, sellers, die)
    highest = max(p.pacifism for p in state.players)
    spec = tables.speculation(highest) if supply >= 0 else 0
    before = state.oil_price_step
    state.oil_price_step = tables.move_price_step(before, supply + spec)
    for player in state.players:
        player.sold_this_turn = 0
    moved: dict[str, Any] = {
        "sellers": sellers,
        "players": players,
        "supply": supply,
        "speculation": spec,
        "highest": highest,
        "before": tables.oil_price_cents(before),
        "after": oil_price_cents(state),
    }
    if die is not None:
        moved["die"] = die
    return [
        say(
            "oil_price" if die is None else "oil_price_die",
            kind="oil_price",
            **moved,
            data={
                "sellers": sellers,
                "die": die,
                "supply": supply,
                "speculation": spec,
                "before_step": before,
                "after_step": state.oil_price_step,
            },
        )
    ]


# ============================================================================== oil collection


def _max_matching(units: list[frozenset[str]], barrels: list[str]) -> list[int | None]:
    """Match allowance units (each with the regions it may take from) to barrels (by region).

    Returns, per barrel, the index of the unit taking it or None; the matching is maximum
    (augmenting paths), deterministic in the order of the lists.
    """
    owner: list[int | None] = [None] * len(barrels)

    def augment(unit: int, seen: set[int]) -> bool:
        for b, region in enumerate(barrels):
            if region in units[unit] and b not in seen:
                seen.add(b)
                holder = owner[b]
                if holder is None or augment(holder, seen):
                    owner[b] = unit
                    return True
        return False

    for unit in range(len(units)):
        augment(unit, set())
    return owner


def collection_plan(state: OmbState, seat: int) -> dict[str, int]:
    """Barrels ``seat`` collects this turn, by region.

    Book: up to 2 barrels in all from the regions the player controls, plus 1 per pipeline;
    barrels left on a region beyond its storage are lost. Interpretations: a pipeline's extra
    barrel comes from its own region or a neighbouring region the same player controls ("ceci
    concerne le territoire où se trouve l'oléoduc et les territoires voisins"); the player
    collects as much as allowed (reserve oil can always be sold, stored oil cannot), taking
    first the barrels that storage could not keep, so that as little oil as possible is lost.
    """
    controlled = state.controlled(seat)
    mine = frozenset(controlled)
    units = [mine] * tables.COLLECTION_PER_TURN
    for rid in controlled:
        for _ in range(state.regions[rid].count("pipeline") * tables.PIPELINE_EXTRA_COLLECTION):
            units.append(frozenset({rid, *neighbours(rid)}) & mine)
    excess: list[str] = []
    kept: list[str] = []
    for rid in controlled:
        region = state.regions[rid]
        stored, lost = tables.stored_and_lost(region.barrels, _tanks(region))
        excess += [rid] * lost
        kept += [rid] * stored
    plan: dict[str, int] = {}
    first = _max_matching(units, excess)
    used = {u for u in first if u is not None}
    for rid, unit in zip(excess, first, strict=True):
        if unit is not None:
            plan[rid] = plan.get(rid, 0) + 1
    free = [i for i in range(len(units)) if i not in used]
    rest = kept + [rid for rid, unit in zip(excess, first, strict=True) if unit is None]
    second = _max_matching([units[i] for i in free], rest)
    for rid, unit in zip(rest, second, strict=True):
        if unit is not None:
            plan[rid] = plan.get(rid, 0) + 1
    return plan


def collect_oil(state: OmbState) -> list[Event]:
    """Every player collects oil into the reserve; then storage limits are applied everywhere.

    Book "Pétrole": each player takes up to 2 barrels in all (plus pipelines) from the regions
    they control into the reserve; the excess stays on its region up to 1 barrel without a
    tank or 4 per tank ("6 barils et 1 réservoir, 4 barils sont stockés et 2 éliminés"); oil
    that cannot be stored is lost. See :func:`collection_plan` for which barrels are taken.
    """
    events: list[Event] = []
    for seat in state.order:
        plan = collection_plan(state, seat)
        total = sum(plan.values())
        for rid, count in plan.items():
            state.regions[rid].barrels -= count
        state.players[seat].oil_reserve += total
        if total:
            sources = [part("collected_from", count=n, region=rid) for rid, n in plan.items()]
            events.append(
                say(
                    "oil_collected",
                    name=player_name(state, seat),
                    barrels=total,
                    sources=sources,
                    data={"seat": seat, "barrels": total, "from": plan},
                )
            )
    for rid, region in state.regions.items():
        if rid == BORDER or region.barrels == 0:
            continue
        kept, lost = tables.stored_and_lost(region.barrels, _tanks(region))
        if lost:
            region.barrels = kept
            events.append(
                say(
                    "oil_lost",
                    region=rid,
                    kept=kept,
                    lost=lost,
                    data={"region": rid, "kept": kept, "lost": lost},
                )
            )
    return events


# ============================================================================== turn order


def next_turn_order(state: OmbState) -> list[Event]:
    """Set next turn's order from the Turn order boxes taken this turn.

    The pawn on box ``order_k`` makes its player k-th; the other players keep their relative
    order in the free places (book "Ordre du tour": "les autres pions sont décalés").
    """
    claims: dict[int, int] = {}
    for pawn in state.pawns:
        if pawn.box.startswith("order_"):
            claims[int(pawn.box.removeprefix("order_")) - 1] = pawn.seat
    before = list(state.order)
    state.order = tables.next_turn_order(before, claims)
    return [
        say(
            "turn_order",
            names=[player_name(state, seat) for seat in state.order],
            data={"before": before, "after": list(state.order)},
        )
    ]


# ============================================================================== government


def government_production(state: OmbState) -> list[Event]:
    """Phase 3: every controlled region makes its extra production, shared with the government.

    Book "Pétrole et gouvernement provisoire": an extra production for every player at the end
    of each turn (not an action); half of it, rounded up, goes to the government and, as the
    examples show, the player also keeps half rounded up (1 → 1 + 1, 3 → 2 + 2). It follows
    the rules of production: the region's logistics must be there (one less with a refinery,
    which also adds a barrel) and one logistic unit is used up; the player's barrels stay on
    the region. Each controlled region that cannot produce costs 1 influence point; a player
    at 0 influence pays 4 $ per point instead, then oil from the reserve at the market price
    (no change given), then oil from their regions; with none of these, nothing is paid.
    Interpretations: production is automatic wherever it is possible (the book says every
    region must produce); cash is used before oil for a 4 $ point that cash only partly
    covers; territory oil is taken from the region holding the most barrels first. The engine
    runs it in the oil step, after the new price and before the collection, so the player's
    barrels are collected and stored (or lost) like any others the same turn — also on the
    last turn, before the final count.
    """
    events: list[Event] = []
    if state.phase != 3:
        return events
    for seat in state.order:
        player = state.players[seat]
        missed: list[str] = []
        for rid in state.controlled(seat):
            region = state.regions[rid]
            barrels, needed = tables.production(
                REGIONS[rid].oil, REGIONS[rid].logistics, region.count("refinery") > 0
            )
            if region.logistics < needed:
                missed.append(rid)
                continue
            mine, government = tables.government_extra_split(barrels)
            region.logistics -= 1
            region.barrels += mine
            player.government_oil += government
            events.append(
                say(
                    "government_production",
                    region=rid,
                    name=player_name(state, seat),
                    barrels=barrels,
                    mine=mine,
                    government=government,
                    data={"seat": seat, "region": rid, "player": mine, "government": government},
                )
            )
        for rid in missed:
            events += _influence_penalty(state, seat, rid)
    return events


def _influence_penalty(state: OmbState, seat: int, rid: str) -> list[Event]:
    """One point of influence lost for a region that did not produce, or its price in $/oil."""
    player = state.players[seat]
    if player.influence > 0:
        player.influence -= tables.GOVERNMENT_INFLUENCE_LOSS
        return [
            say(
                "influence_lost",
                name=player_name(state, seat),
                region=rid,
                data={"seat": seat, "region": rid},
            )
        ]
    owed = dollars(tables.GOVERNMENT_PENALTY_PER_POINT)
    cash = min(owed, player.money_cents)
    player.money_cents -= cash
    owed -= cash
    barrels = 0
    price = oil_price_cents(state)
    if owed > 0 and player.oil_reserve > 0:
        take = min(player.oil_reserve, tables.barrels_to_cover(owed, price))
        player.oil_reserve -= take
        barrels += take
        owed = max(0, owed - take * price)
    while owed > 0:
        places = [r for r in state.controlled(seat) if state.regions[r].barrels > 0]
        if not places:
            break
        fullest = max(places, key=lambda r: state.regions[r].barrels)
        state.regions[fullest].barrels -= 1
        barrels += 1
        owed = max(0, owed - price)
    # Public: only what the table sees (the penalty is due; oil leaving the reserve or the
    # board). Private: how much cash went, and what could not be paid.
    due: dict[str, Any] = {
        "name": player_name(state, seat),
        "region": rid,
        "penalty": dollars(tables.GOVERNMENT_PENALTY_PER_POINT),
    }
    paid: dict[str, Any] = {"cash": cash}
    if barrels:
        due["barrels"] = paid["barrels"] = barrels
    if owed:
        paid["owed"] = owed
    return [
        say(
            "influence_penalty_oil" if barrels else "influence_penalty",
            kind="influence_penalty",
            **due,
            data={"seat": seat, "region": rid, "barrels": barrels},
        ),
        say(
            PENALTY_PAID[bool(barrels), bool(owed)],
            kind="influence_penalty_paid",
            to=seat,
            **paid,
            data={"cash_cents": cash, "unpaid_cents": owed},
        ),
    ]


#: The private message of the influence penalty, by (oil paid some, some left unpaid).
PENALTY_PAID = {
    (False, False): "penalty_paid",
    (False, True): "penalty_paid_unpaid",
    (True, False): "penalty_paid_oil",
    (True, True): "penalty_paid_oil_unpaid",
}


# ============================================================================== final count


def final_counts(state: OmbState) -> tuple[list[FinalScore], list[dict[str, Any]]]:
    """Every player's final money and the lines that explain it, as messages (the state is
    not changed).

    Book "Fin de la partie": each player sells all their oil, in the reserve and on the board
    (the barrels on the regions they control), at the market price; the government's oil goes
    to the three most influential players (influence + 2.5 × controlled regions; two thirds
    shared 1/2, average, 1/4, rounded down; ties share the summed parts) and is sold at the
    same price; then the tender track's money; then the pacifism penalty × 10 is paid.
    """
    price = oil_price_cents(state)
    controlled = [len(state.controlled(seat)) for seat in range(state.n)]
    scores = [
        tables.government_score(state.players[seat].influence, controlled[seat])
        for seat in range(state.n)
    ]
    government = state.government_oil()
    shares = tables.government_shares(government, scores)
    finals: list[FinalScore] = []
    lines = [part("final_price", price=price, government=government)]
    for seat in range(state.n):
        player = state.players[seat]
        board = sum(state.regions[rid].barrels for rid in state.controlled(seat))
        oil_cents = (player.oil_reserve + board) * price
        government_cents = shares[seat] * price
        tender_cents = dollars(tables.tender_dollars(player.tenders))
        penalty_cents = (
            dollars(tables.pacifism_penalty(player.pacifism)) * tables.FINAL_PENALTY_FACTOR
        )
        total = player.money_cents + oil_cents + government_cents + tender_cents - penalty_cents
        finals.append(
            FinalScore(
                cash_cents=player.money_cents,
                oil_cents=oil_cents,
                government_barrels=shares[seat],
                government_cents=government_cents,
                tender_cents=tender_cents,
                penalty_cents=penalty_cents,
                total_cents=total,
            )
        )
        lines.append(
            part(
                "final_player",
                name=player_name(state, seat),
                cash=player.money_cents,
                barrels=player.oil_reserve + board,
                oil=oil_cents,
                shares=shares[seat],
                score=scores[seat],
                government=government_cents,
                tenders=tender_cents,
                penalty=penalty_cents,
                total=total,
            )
        )
    return finals, lines


def final_ranking(state: OmbState, finals: list[FinalScore]) -> list[list[int]]:
    """Seats grouped by place, best first: most money wins; ties go to the tender track, then
    controlled territories, then the tied players share the victory (book "Victoire
    finale")."""
    scores = [f.total_cents / 100 for f in finals]
    tenders = [float(p.tenders) for p in state.players]
    controlled = [float(len(state.controlled(seat))) for seat in range(state.n)]
    return ranking_from_scores(scores, tenders, controlled)


def final_scoring(state: OmbState) -> Result:
    """The result: the final money of each player and the places of :func:`final_ranking`."""
    finals, lines = final_counts(state)
    return Result.of_lines(
        [f.total_cents / 100 for f in finals],
        final_ranking(state, finals),
        [say(line["key"], **line["params"]) for line in lines],
    )


def record_final(state: OmbState) -> list[Event]:
    """Store the final count in the state (``state.final``) and announce it."""
    finals, lines = final_counts(state)
    events = [say(line["key"], kind="final_count", **line["params"]) for line in lines]
    state.final = finals
    state.final_details = [event.text for event in events]
    return events


# ============================================================================== the flow


def _pacifism_step(state: OmbState, current: Frame) -> list[Event]:
    return check_pacifism(state)


def _oil_price_step(state: OmbState, current: Frame) -> list[Event]:
    return update_oil_price(state)


def _government_step(state: OmbState, current: Frame) -> list[Event]:
    """The provisional government produces in phase 3 only (see
    :func:`government_production`)."""
    return government_production(state) if state.phase >= 3 else []


def _collection_step(state: OmbState, current: Frame) -> list[Event]:
    return collect_oil(state)


def _turn_order_step(state: OmbState, current: Frame) -> list[Event]:
    return next_turn_order(state)


#: This module's end-of-turn checks (``state.END_OF_TURN_STEPS`` orders them).
STEPS: tuple[Stage[OmbState], ...] = (
    step("pacifism", _pacifism_step),
    step("oil_price", _oil_price_step),
    step("government", _government_step),
    step("oil_collection", _collection_step),
    step("turn_order", _turn_order_step),
)

#: The question of a pacifism penalty beyond one's cash. Its play closes the question itself
#: (it is not wrapped by ``asking.answer``): the question stays open, and the questions
#: procedure waits on the seat again, while money is owed.
STAGES: tuple[Stage[OmbState], ...] = (
    Stage(
        name=PACIFISM_PENALTY,
        families=(Family(act.Decide, legal_pacifism_penalty, play_pacifism_penalty),),
    ),
)
