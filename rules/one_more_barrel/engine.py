"""The One More Barrel game: set-up, the action board, the turn flow and the end-of-turn sequence.

This module is the :class:`~rules.core.Game` of the package. It carries out the action boxes
itself (media, purchases and moves, developments, cash, turn order, new tax and the speech to
the nation, oil production), the free actions of one's own turn (selling oil, offering a
binding transfer), support requests, and drives the end-of-turn checks written in
``battles`` (battles), ``rebels`` (rebels, from phase 2) and ``endturn`` (pacifism, the oil
price, oil collection, the provisional government, final scoring).

Questions other seats must answer (an ally's consent, a transfer's acceptance, a battle or
bombing decision) wait in ``state.pending``; ``to_act`` names their seats and the game goes
on once they are answered. A module that asks a question of kind ``k`` answers it with its
functions ``legal_k(state, seat)`` and ``play_k(state, seat, action)``.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

from rules.core import (
    ActionSpec,
    Choice,
    Event,
    Game,
    IllegalAction,
    IntRange,
    Result,
    Rng,
    Step,
)

from . import actions as act
from . import battles, endturn, rebels
from .actionboard import (
    BOXES,
    NEW_TAX,
    OIL_PRODUCTION,
    Box,
    boxes_in_use,
    columns_in_use,
)
from .board import (
    INFLUENCE_MAX,
    MEDIA_MAX,
    OIL_PRICE_TRACK_CENTS,
    PACIFISM_MAX,
    REGIONS,
    TENDER_MAX,
    TERRITORIES,
)
from .moves import (
    OFF_BOARD,
    destinations,
    hostile,
    military_room,
    movable_logistics,
    production_numbers,
    put_units,
    sources,
    take_units,
)
from .state import (
    BORDER,
    MAX_BUILDINGS,
    MAX_MILITARY,
    MAX_OFFERS_PER_TURN,
    ActiveBox,
    Building,
    OmbOptions,
    OmbState,
    Pawn,
    Pending,
    PlayerState,
    RegionState,
    SupportRequest,
    TransferOffer,
    dollars,
    money_text,
)
from .tables import (
    AIR_UNIT_COST,
    BUILDINGS,
    LAND_UNIT_COST,
    NEW_TAX_PACIFISM,
    clamp_track,
    development_use_cost,
    media_raise_cost,
    speech_reduction,
)
from .view import OmbPrivate, OmbPublic, private_view, public_view

#: Money every player starts with, and the bonus of the last player in the first turn order
#: (book "Préparation": 10 $, "Le dernier joueur reçoit un bonus de 2$").
START_DOLLARS = 10
LAST_PLAYER_BONUS = 2
#: Price of a unit bought before the game (book: "Chaque unité coûte 1$").
PREPARATION_UNIT_COST = 1

#: The end-of-turn checks in the book's order ("Contrôles de fin de tour": conflicts, rebels
#: from phase 2, pacifism, oil — the new price, then collection —, turn order), with the
#: provisional government's extra production (phase 3) where ``endturn`` places it.
END_OF_TURN_STEPS: tuple[str, ...] = (
    "battles",
    "rebels",
    "pacifism",
    "oil_price",
    "oil_collection",
    "government",
    "turn_order",
)

#: The function carrying out each end-of-turn step.
_STEP_FUNCTIONS: dict[str, Callable[[OmbState], list[Event]]] = {
    "battles": battles.resolve_battles,
    "rebels": rebels.rebels_turn,
    "pacifism": endturn.check_pacifism,
    "oil_price": endturn.update_oil_price,
    "oil_collection": endturn.collect_oil,
    "government": endturn.government_production,
    "turn_order": endturn.next_turn_order,
}

#: Modules whose questions (pending kinds) they answer themselves, searched in this order.
_DECISION_MODULES: tuple[ModuleType, ...] = (battles, rebels, endturn)

#: Pending kinds the engine answers itself.
SUPPORT_ANSWER = "support_answer"
SUPPORT_MOVE = "support_move"
TRANSFER_ANSWER = "transfer_answer"


def _name(state: OmbState, seat: int) -> str:
    return state.seats[seat]


def _place(territory: str) -> str:
    """A territory's name for labels and messages (``Basra``)."""
    return TERRITORIES[territory].name


def _event(kind: str, text: str, **data: Any) -> Event:
    return Event(kind=kind, text=text, data=data)


def _ask(param: str, label: str, choices: list[Choice]) -> list[Step]:
    """One step choosing ``param`` among ``choices``; no step at all when there is no choice
    (the action is then left out of the legal list)."""
    return [Step(param=param, label=label, choices=choices)] if choices else []


def _branch(
    value: int | str, label: str, param: str, step_label: str, choices: list[Choice]
) -> Choice:
    """A choice followed by one step choosing ``param`` among ``choices``."""
    return Choice(value=value, label=label, then=_ask(param, step_label, choices))


def oil_price_cents(state: OmbState) -> int:
    """The market price of one barrel now."""
    return OIL_PRICE_TRACK_CENTS[state.oil_price_step]


def roll_turn_order(rng: Rng, seats: list[int]) -> tuple[list[int], list[Event]]:
    """Turn order by dice, highest first; tied players roll again among themselves
    (book: "L'ordre du tour est déterminé en lançant les dés")."""
    if len(seats) == 1:
        return list(seats), []
    rolls = {seat: rng.die() for seat in seats}
    events = [_event("order_roll", "Turn order dice.", rolls={str(s): r for s, r in rolls.items()})]
    order: list[int] = []
    for value in sorted(set(rolls.values()), reverse=True):
        tied = [seat for seat in seats if rolls[seat] == value]
        sub, more = roll_turn_order(rng, tied) if len(tied) > 1 else (tied, [])
        order.extend(sub)
        events.extend(more)
    return order, events


class OneMoreBarrel(Game[OmbState, OmbOptions]):
    """One More Barrel for 3 to 5 players (Michele Quondam, Giochix)."""

    name = "one_more_barrel"
    title = "One More Barrel"
    min_players = 3
    max_players = 5
    command_name = "omb"
    options_model = OmbOptions
    state_model = OmbState
    action_models = act.ACTION_MODELS

    # ------------------------------------------------------------------ set-up

    def _default_options(self, players: int) -> dict[str, Any]:
        """Three phases of 5 turns with 3 players, of 4 turns otherwise (book: "si vous êtes 3
        joueurs, vous pouvez également jouer avec 3 phases de 5 tours")."""
        return {"turns_per_phase": 5 if players == 3 else 4}

    def _setup(self, seats: list[str], rng: Rng, options: OmbOptions) -> OmbState:
        """Book "Préparation": 10 $ each, oil price on its minimum, turn order by dice with 2 $
        to the last player, every track at 0; then each player may buy units at 1 $ placed on
        the border territory (the preparation stage, played simultaneously)."""
        n = len(seats)
        regions: dict[str, RegionState] = {}
        for rid, territory in TERRITORIES.items():
            regions[rid] = RegionState(
                id=rid,
                explored=rid == BORDER,
                military=[0] * n,
                owned_logistics=[0] * n,
                locals=territory.oil,
            )
        order, _ = roll_turn_order(rng, list(range(n)))
        players = [PlayerState(money_cents=dollars(START_DOLLARS)) for _ in seats]
        players[order[-1]].money_cents += dollars(LAST_PLAYER_BONUS)
        return OmbState(
            game=self.name,
            seats=seats,
            rng=rng,
            options=options,
            players=players,
            regions=regions,
            order=order,
        )

    # ------------------------------------------------------------------ queries

    def is_over(self, state: OmbState) -> bool:
        return state.stage == "over"

    def _to_act(self, state: OmbState) -> list[int]:
        if state.pending:
            batch = state.pending[0].batch
            return sorted({p.seat for p in state.pending if p.batch == batch})
        if state.stage == "preparation":
            return [s for s, p in enumerate(state.players) if not p.prepared]
        if state.stage == "actions":
            return [state.order[state.current]]
        return []

    def _pending_item(self, state: OmbState, seat: int) -> Pending:
        batch = state.pending[0].batch
        for item in state.pending:
            if item.batch == batch and item.seat == seat:
                return item
        raise IllegalAction("Nothing is asked of you now.")

    def _legal(self, state: OmbState, seat: int) -> list[ActionSpec]:
        if state.pending:
            return self._pending_legal(state, seat, self._pending_item(state, seat))
        if state.stage == "preparation":
            return self._preparation_legal(state, seat)
        specs: list[ActionSpec] = []
        active = state.active
        if active is None:
            specs.append(self._take_box_spec(state, seat))
        elif BOXES[active.box].row == "purchase":
            specs.extend(self._purchase_specs(state, seat, active))
        elif BOXES[active.box].row == "develop":
            specs.extend(self._develop_specs(state, seat, active))
        else:
            specs.extend(self._produce_specs(state, seat, active))
        if active is not None:
            specs.append(ActionSpec(kind="done", label="Finish this action"))
        specs.extend(self._free_specs(state, seat))
        return [spec for spec in specs if spec.kind in ("done", "take_box") or spec.steps]

    # ------------------------------------------------------------------ legal trees

    def _preparation_legal(self, state: OmbState, seat: int) -> list[ActionSpec]:
        money = state.players[seat].money_cents // dollars(PREPARATION_UNIT_COST)
        units = []
        for unit, most in (
            ("military", min(money, military_room(state, seat))),
            ("logistics", money),
        ):
            if most >= 1:
                units.append(
                    Choice(
                        value=unit,
                        label=f"{unit} (1 $ each)",
                        then=[Step(param="count", label="units", range=IntRange(min=1, max=most))],
                    )
                )
        specs = []
        if units:
            specs.append(
                ActionSpec(
                    kind="prep_buy",
                    label="Buy units for the border (1 $ each)",
                    steps=[Step(param="unit", label="unit", choices=units)],
                )
            )
        specs.append(ActionSpec(kind="prep_done", label="Finish buying"))
        return specs

    def _box_free(self, state: OmbState, box: Box) -> bool:
        return box.unlimited or all(p.box != box.id for p in state.pawns)

    def _take_box_spec(self, state: OmbState, seat: int) -> ActionSpec:
        player = state.players[seat]
        choices: list[Choice] = []
        for box in boxes_in_use(state.n):
            if not self._box_free(state, box):
                continue
            if box.row == "order" and any(
                p.seat == seat and BOXES[p.box].row == "order" for p in state.pawns
            ):
                continue
            then: list[Step] = []
            if box.row == "media":
                amounts = [
                    Choice(value=k, label=f"+{k} ({media_raise_cost(k)} $)")
                    for k in range(1, box.points + 1)
                    if player.media + k <= MEDIA_MAX
                    and dollars(media_raise_cost(k)) <= player.money_cents
                ]
                if not amounts:
                    continue
                then = [Step(param="amount", label="media points", choices=amounts)]
            elif box.row == "new_tax":
                if player.taxed_this_turn:
                    continue
                modes = [Choice(value="tax", label="New tax: 5 $, +1 pacifism")]
                if state.phase <= 2 and not player.speech_used:
                    cut = speech_reduction(player.pacifism)
                    modes.append(Choice(value="speech", label=f"Speech to the nation (-{cut})"))
                then = [Step(param="mode", label="tax or speech", choices=modes)]
            choices.append(Choice(value=box.id, label=box.label, then=then))
        return ActionSpec(
            kind="take_box",
            label="Put a pawn on an action box",
            steps=[Step(param="box", label="action box", choices=choices)],
        )

    def _buy_region_ok(self, state: OmbState, unit: str, rid: str) -> bool:
        region = state.regions[rid]
        if unit == "military":
            return True
        return not hostile(region) or region.battle is not None

    def _purchase_specs(self, state: OmbState, seat: int, active: ActiveBox) -> list[ActionSpec]:
        specs: list[ActionSpec] = []
        player = state.players[seat]
        if not active.moving and active.purchases_left > 0:
            routes = []
            for route, cost in (("land", LAND_UNIT_COST), ("air", AIR_UNIT_COST)):
                units = []
                for unit in ("military", "logistics"):
                    most = min(active.purchases_left, player.money_cents // dollars(cost))
                    if unit == "military":
                        most = min(most, military_room(state, seat))
                    if most < 1:
                        continue
                    count = Step(param="count", label="units", range=IntRange(min=1, max=most))
                    if route == "land":
                        then = [count]
                    else:
                        places = [
                            Choice(value=rid, label=_place(rid), then=[count])
                            for rid in REGIONS
                            if self._buy_region_ok(state, unit, rid)
                        ]
                        if not places:
                            continue
                        then = [Step(param="region", label="landing region", choices=places)]
                    units.append(Choice(value=unit, label=unit, then=then))
                if units:
                    label = f"by {route} ({cost} $ a unit)"
                    routes.append(_branch(route, label, "unit", "unit", units))
            specs.append(
                ActionSpec(
                    kind="buy",
                    label=f"Buy units ({active.purchases_left} left)",
                    steps=_ask("route", "route", routes),
                )
            )
        if active.moves_left > 0:
            specs.append(self._move_spec(state, seat, f"Move a group ({active.moves_left} left)"))
            specs.append(self._support_spec(state, seat, active))
        return specs

    def _group_steps(
        self, state: OmbState, seat: int, source: str, destination: str
    ) -> list[Step] | None:
        """The military then logistics amounts of a group moving ``source`` → ``destination``
        (None when no group can make that move)."""
        region = state.regions[source]
        military = region.military[seat]
        logistics = 0 if destination == OFF_BOARD else movable_logistics(state, seat, source)
        fight = destination != OFF_BOARD and hostile(state.regions[destination])
        need_military = fight or destination == OFF_BOARD
        if military == 0 and (need_military or logistics == 0):
            return None
        if logistics == 0:
            # Logistics may be left out, and must be 0 if given: none can go.
            none = Step(
                param="logistics", label="logistics", range=IntRange(min=0, max=0), optional=True
            )
            return [
                Step(param="military", label="military", range=IntRange(min=1, max=military)),
                none,
            ]
        low = 1 if need_military else 0
        choices = []
        for m in range(low, military + 1):
            amount = Step(
                param="logistics",
                label="logistics",
                range=IntRange(min=1 if m == 0 else 0, max=logistics),
                optional=m > 0,
            )
            choices.append(Choice(value=m, label=f"{m} military", then=[amount]))
        if not choices:
            return None
        return [Step(param="military", label="military", choices=choices)]

    def _move_spec(
        self, state: OmbState, seat: int, label: str, only_to: str | None = None
    ) -> ActionSpec:
        source_choices = []
        for source in sources(state, seat):
            dest_choices = []
            for destination in destinations(state, source):
                if only_to is not None and destination != only_to:
                    continue
                steps = self._group_steps(state, seat, source, destination)
                if only_to is not None and state.regions[source].military[seat] == 0:
                    steps = None
                if steps is None:
                    continue
                dest_label = "off the board" if destination == OFF_BOARD else _place(destination)
                dest_choices.append(Choice(value=destination, label=dest_label, then=steps))
            if dest_choices:
                source_choices.append(
                    _branch(source, _place(source), "destination", "destination", dest_choices)
                )
        steps = _ask("source", "from", source_choices)
        return ActionSpec(kind="move", label=label, steps=steps)

    def _can_reach(self, state: OmbState, seat: int, target: str) -> bool:
        """Whether ``seat`` has military that one move brings into ``target``."""
        return any(
            state.regions[src].military[seat] > 0 and target in destinations(state, src)
            for src in sources(state, seat)
        )

    def _support_spec(self, state: OmbState, seat: int, active: ActiveBox) -> ActionSpec:
        targets = []
        for rid, region in state.regions.items():
            if not hostile(region) or not self._can_reach(state, seat, rid):
                continue
            asked = {r.ally for r in active.support if r.region == rid}
            allies = [
                Choice(value=ally, label=_name(state, ally))
                for ally in range(state.n)
                if ally != seat and ally not in asked and self._can_reach(state, ally, rid)
            ]
            if allies:
                targets.append(_branch(rid, _place(rid), "ally", "ally", allies))
        steps = _ask("region", "target", targets)
        return ActionSpec(kind="request_support", label="Ask an ally for support", steps=steps)

    def _develop_cost(self, state: OmbState, seat: int, kind: str) -> int:
        earlier = state.players[seat].developments_this_turn.get(kind, 0)
        return dollars(development_use_cost(earlier))

    def _building_regions(self, state: OmbState, seat: int, kind: str) -> list[str]:
        spec = BUILDINGS[kind]
        return [
            rid
            for rid in state.controlled(seat)
            if state.regions[rid].logistics >= spec.cost
            and len(state.regions[rid].buildings) < MAX_BUILDINGS
            and not (spec.one_per_region and state.regions[rid].count(spec.kind) > 0)
        ]

    def _develop_specs(self, state: OmbState, seat: int, active: ActiveBox) -> list[ActionSpec]:
        player = state.players[seat]
        kinds = []
        if self._develop_cost(state, seat, "building") <= player.money_cents:
            buildings = []
            for kind, spec in BUILDINGS.items():
                places = [
                    Choice(value=rid, label=_place(rid))
                    for rid in self._building_regions(state, seat, kind)
                ]
                if places:
                    buildings.append(
                        _branch(
                            kind, f"{spec.name} ({spec.cost} logistics)", "region", "region", places
                        )
                    )
            if buildings:
                kinds.append(_branch("building", "a building", "building", "building", buildings))
        if (
            self._develop_cost(state, seat, "influence") <= player.money_cents
            and player.influence < INFLUENCE_MAX
        ):
            places = [
                Choice(value=rid, label=_place(rid))
                for rid in state.controlled(seat)
                if state.regions[rid].logistics >= 1
            ]
            if places:
                kinds.append(
                    _branch(
                        "influence", "an influence point (1 logistic)", "region", "region", places
                    )
                )
        if (
            self._develop_cost(state, seat, "tender") <= player.money_cents
            and player.tenders < TENDER_MAX
            and state.controlled(seat)
        ):
            kinds.append(Choice(value="tender", label="a tender step"))
        steps = _ask("development", "development", kinds)
        label = f"Develop ({active.developments_left} left)"
        return [ActionSpec(kind="develop", label=label, steps=steps)]

    def _producible(self, state: OmbState, seat: int, active: ActiveBox | None) -> list[str]:
        done = active.produced if active else []
        result = []
        for rid in state.controlled(seat):
            region = state.regions[rid]
            _, need = production_numbers(region)
            if rid not in done and region.logistics >= max(1, need):
                result.append(rid)
        return result

    def _produce_specs(self, state: OmbState, seat: int, active: ActiveBox) -> list[ActionSpec]:
        places = [
            Choice(value=rid, label=_place(rid)) for rid in self._producible(state, seat, active)
        ]
        steps = _ask("region", "region", places)
        return [ActionSpec(kind="produce", label="Produce oil in a region", steps=steps)]

    def _free_specs(self, state: OmbState, seat: int) -> list[ActionSpec]:
        player = state.players[seat]
        specs = []
        if player.oil_reserve > 0:
            price = money_text(oil_price_cents(state))
            specs.append(
                ActionSpec(
                    kind="sell_oil",
                    label=f"Sell oil at {price} a barrel",
                    steps=[
                        Step(
                            param="barrels",
                            label="barrels",
                            range=IntRange(min=1, max=player.oil_reserve),
                        )
                    ],
                )
            )
        if player.offers_this_turn < MAX_OFFERS_PER_TURN:
            whats = self._offer_choices(state, seat)
            if whats:
                receivers = [
                    _branch(other, _name(state, other), "what", "what", whats)
                    for other in range(state.n)
                    if other != seat
                ]
                specs.append(
                    ActionSpec(
                        kind="offer",
                        label="Offer a binding transfer",
                        steps=[Step(param="to", label="to", choices=receivers)],
                    )
                )
        return specs

    def _offer_choices(self, state: OmbState, seat: int) -> list[Choice]:
        player = state.players[seat]
        border = state.regions[BORDER]
        whats = []
        for what, most in (
            ("oil", player.oil_reserve),
            ("money", player.money_cents // 100),
            ("logistics", border.owned_logistics[seat]),
        ):
            if most >= 1:
                amount = Step(param="amount", label=what, range=IntRange(min=1, max=most))
                whats.append(Choice(value=what, label=what, then=[amount]))
        lands = [
            Choice(value=rid, label=_place(rid))
            for rid in state.controlled(seat)
            if state.regions[rid].battle is None
        ]
        if lands:
            whats.append(_branch("territory", "a territory", "region", "region", lands))
        return whats

    def _pending_legal(self, state: OmbState, seat: int, item: Pending) -> list[ActionSpec]:
        if item.kind == SUPPORT_ANSWER:
            region = item.region or ""
            answers = [Choice(value=False, label="refuse")]
            if self._can_reach(state, seat, region):
                answers.insert(0, Choice(value=True, label="accept (you must join the battle)"))
            label = f"Support {_name(state, item.source or 0)} in {region}?"
            return [
                ActionSpec(
                    kind="answer",
                    label=label,
                    steps=[Step(param="accept", label="answer", choices=answers)],
                )
            ]
        if item.kind == SUPPORT_MOVE:
            move = self._move_spec(state, seat, "Your free support move", item.region)
            if move.steps:
                return [move]
            # Nothing of the ally's can reach the battle any more: the support lapses.
            return [ActionSpec(kind="done", label="You cannot reach the battle: go on")]
        if item.kind == TRANSFER_ANSWER:
            answers = [Choice(value=True, label="accept"), Choice(value=False, label="refuse")]
            return [
                ActionSpec(
                    kind="answer",
                    label="Accept the transfer offered to you?",
                    steps=[Step(param="accept", label="answer", choices=answers)],
                )
            ]
        module = self._decision_module(item.kind)
        if module is None:
            return []
        specs: list[ActionSpec] = getattr(module, f"legal_{item.kind}")(state, seat)
        return specs

    def _decision_module(self, kind: str) -> ModuleType | None:
        for module in _DECISION_MODULES:
            if hasattr(module, f"legal_{kind}") and hasattr(module, f"play_{kind}"):
                return module
        return None

    # ------------------------------------------------------------------ playing

    def _play(self, state: OmbState, seat: int, action: Any) -> list[Event]:
        events: list[Event] = []
        if state.pending:
            item = self._pending_item(state, seat)
            events.extend(self._answer(state, seat, item, action))
            if any(p is item for p in state.pending):
                state.pending = [p for p in state.pending if p is not item]
        elif state.stage == "preparation":
            events.extend(self._prepare(state, seat, action))
        else:
            events.extend(self._act(state, seat, action))
        events.extend(self._advance(state))
        return events

    def _advance(self, state: OmbState) -> list[Event]:
        """Carry the game on until it waits for somebody."""
        events: list[Event] = []
        if state.pending:
            return events
        active = state.active
        if active is not None and active.moving and active.moves_left == 0:
            events.extend(self._finish_box(state))
        if state.stage == "preparation" and all(p.prepared for p in state.players):
            state.stage = "actions"
            names = ", ".join(_name(state, s) for s in state.order)
            events.append(_event("turn", f"Phase 1, turn 1. Turn order: {names}."))
        while state.stage == "end_of_turn" and not state.pending:
            events.extend(self._end_of_turn_step(state))
        return events

    def _prepare(self, state: OmbState, seat: int, action: Any) -> list[Event]:
        player = state.players[seat]
        if isinstance(action, act.PrepDone):
            player.prepared = True
            return [_event("prepared", f"{_name(state, seat)} is ready.")]
        assert isinstance(action, act.PrepBuy)
        player.money_cents -= dollars(PREPARATION_UNIT_COST * action.count)
        border = state.regions[BORDER]
        if action.unit == "military":
            border.military[seat] += action.count
        else:
            border.owned_logistics[seat] += action.count
        text = f"{_name(state, seat)} buys {action.count} {action.unit} for the border."
        return [_event("buy", text, seat=seat, unit=action.unit, count=action.count)]

    def _act(self, state: OmbState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, act.SellOil):
            return self._sell(state, seat, action.barrels)
        if isinstance(action, act.Offer):
            return self._offer(state, seat, action)
        if isinstance(action, act.TakeBox):
            return self._take_box(state, seat, action)
        active = state.active
        assert active is not None
        events: list[Event] = []
        if isinstance(action, act.Done):
            events.extend(self._finish_box(state))
        elif isinstance(action, act.Buy):
            events.extend(self._buy(state, seat, active, action))
        elif isinstance(action, act.Move):
            events.extend(self._move(state, seat, active, action))
        elif isinstance(action, act.RequestSupport):
            events.extend(self._request_support(state, seat, active, action))
        elif isinstance(action, act.Develop):
            events.extend(self._develop(state, seat, active, action))
        elif isinstance(action, act.Produce):
            events.extend(self._produce(state, seat, active, action.region))
        return events

    # --- action boxes

    def _take_box(self, state: OmbState, seat: int, action: act.TakeBox) -> list[Event]:
        box = BOXES[action.box]
        player = state.players[seat]
        who = _name(state, seat)
        state.pawns.append(Pawn(seat=seat, box=box.id, round=state.round))
        if box.row == "media":
            amount = action.amount or 1
            cost = dollars(media_raise_cost(amount))
            player.money_cents -= cost
            player.media = clamp_track(player.media + amount, MEDIA_MAX)
            text = f"{who} raises media control by {amount} to {player.media}."
            return [_event("media", text, seat=seat), *self._finish_box(state)]
        if box.row == "cash":
            player.money_cents += dollars(box.points)
            return [_event("cash", f"{who} takes Cash.", seat=seat), *self._finish_box(state)]
        if box.row == "order":
            text = f"{who} takes turn order place {box.points} for next turn."
            return [_event("order", text, seat=seat), *self._finish_box(state)]
        if box.id == NEW_TAX:
            player.taxed_this_turn = True
            if action.mode == "speech":
                cut = speech_reduction(player.pacifism)
                player.speech_used = True
                player.pacifism = clamp_track(player.pacifism - cut, PACIFISM_MAX)
                text = f"{who} makes a speech to the nation: pacifism -{cut}."
                return [_event("speech", text, seat=seat), *self._finish_box(state)]
            player.money_cents += dollars(box.points)
            player.pacifism = clamp_track(player.pacifism + NEW_TAX_PACIFISM, PACIFISM_MAX)
            text = f"{who} raises a new tax: +5 $, pacifism +1."
            return [_event("new_tax", text, seat=seat), *self._finish_box(state)]
        state.active = ActiveBox(seat=seat, box=box.id)
        if box.row == "purchase":
            state.active.purchases_left = box.points
            state.active.moves_left = box.moves
        elif box.row == "develop":
            state.active.developments_left = box.points
        events = [_event("box", f"{who} takes {box.label}.", seat=seat, box=box.id)]
        if box.id == OIL_PRODUCTION and not self._producible(state, seat, state.active):
            events.append(_event("produce", f"{who} has nothing to produce."))
            events.extend(self._finish_box(state))
        return events

    def _finish_box(self, state: OmbState) -> list[Event]:
        """The current player's action is over: next player, next round or end of turn."""
        state.active = None
        state.current += 1
        if state.current < state.n:
            return []
        state.current = 0
        if state.round == 1:
            state.round = 2
            return [_event("round", "Second action round.")]
        state.stage = "end_of_turn"
        state.eot_step = END_OF_TURN_STEPS[0]
        return [_event("end_of_turn", "End-of-turn checks.")]

    def _buy(self, state: OmbState, seat: int, active: ActiveBox, action: act.Buy) -> list[Event]:
        cost = LAND_UNIT_COST if action.route == "land" else AIR_UNIT_COST
        state.players[seat].money_cents -= dollars(cost * action.count)
        active.purchases_left -= action.count
        where = BORDER if action.route == "land" else action.region or BORDER
        military = action.count if action.unit == "military" else 0
        logistics = action.count - military
        text = f"{_name(state, seat)} buys {action.count} {action.unit} by {action.route} ({_place(where)})."
        events = [_event("buy", text, seat=seat, region=where, unit=action.unit)]
        events.extend(put_units(state, seat, where, military, logistics, self._enter_battle))
        return events

    def _enter_battle(self, state: OmbState, region: str, seat: int) -> list[Event]:
        """``seat``'s military entered a hostile territory: the battle module starts the battle
        there, or adds ``seat`` to the one in progress (after the others, in order of arrival)."""
        return battles.enter_battle(state, region, seat)

    def _move(self, state: OmbState, seat: int, active: ActiveBox, action: act.Move) -> list[Event]:
        events = self._move_group(state, seat, action)
        active.moves_left -= 1
        active.moving = True
        allies = [r.ally for r in active.support if r.region == action.destination and r.accepted]
        active.support = [r for r in active.support if r.region != action.destination]
        if allies and action.military > 0 and state.regions[action.destination].battle is not None:
            batch = self._new_batch(state)
            for ally in allies:
                state.pending.append(
                    Pending(
                        kind=SUPPORT_MOVE,
                        seat=ally,
                        batch=batch,
                        region=action.destination,
                        source=seat,
                    )
                )
        return events

    def _move_group(self, state: OmbState, seat: int, action: act.Move) -> list[Event]:
        take_units(state, seat, action.source, action.military, action.logistics)
        parts = []
        if action.military:
            parts.append(f"{action.military} military")
        if action.logistics:
            parts.append(f"{action.logistics} logistics")
        group = " and ".join(parts)
        if action.destination == OFF_BOARD:
            text = f"{_name(state, seat)} takes {group} off the board."
            return [_event("move", text, seat=seat, source=action.source)]
        text = f"{_name(state, seat)} moves {group} from {_place(action.source)} to {_place(action.destination)}."
        events = [_event("move", text, seat=seat, source=action.source, to=action.destination)]
        events.extend(
            put_units(
                state,
                seat,
                action.destination,
                action.military,
                action.logistics,
                self._enter_battle,
            )
        )
        return events

    def _new_batch(self, state: OmbState) -> int:
        batch = state.next_batch
        state.next_batch += 1
        return batch

    def _request_support(
        self, state: OmbState, seat: int, active: ActiveBox, action: act.RequestSupport
    ) -> list[Event]:
        active.support.append(SupportRequest(region=action.region, ally=action.ally))
        state.pending.append(
            Pending(
                kind=SUPPORT_ANSWER,
                seat=action.ally,
                batch=self._new_batch(state),
                region=action.region,
                source=seat,
            )
        )
        text = f"{_name(state, seat)} asks {_name(state, action.ally)} for support in {_place(action.region)}."
        return [_event("support_request", text, seat=seat, ally=action.ally)]

    def _develop(
        self, state: OmbState, seat: int, active: ActiveBox, action: act.Develop
    ) -> list[Event]:
        player = state.players[seat]
        kind = action.development
        player.money_cents -= self._develop_cost(state, seat, kind)
        player.developments_this_turn[kind] = player.developments_this_turn.get(kind, 0) + 1
        active.developments_left -= 1
        who = _name(state, seat)
        if kind == "building":
            assert action.building is not None and action.region is not None
            spec = BUILDINGS[action.building]
            region = state.regions[action.region]
            region.logistics -= spec.cost
            region.buildings.append(Building(kind=spec.kind, builder=seat))
            text = f"{who} builds a {spec.name} in {_place(action.region)}."
        elif kind == "influence":
            assert action.region is not None
            state.regions[action.region].logistics -= 1
            player.influence = clamp_track(player.influence + 1, INFLUENCE_MAX)
            text = f"{who} gives aid to the population of {_place(action.region)}: influence +1."
        else:
            player.tenders += 1
            text = f"{who} wins a tender (step {player.tenders})."
        events = [_event("develop", text, seat=seat, development=kind)]
        if active.developments_left == 0:
            events.extend(self._finish_box(state))
        return events

    def _produce(self, state: OmbState, seat: int, active: ActiveBox, rid: str) -> list[Event]:
        region = state.regions[rid]
        barrels, _ = production_numbers(region)
        region.logistics -= 1
        region.barrels += barrels
        active.produced.append(rid)
        text = f"{_name(state, seat)} produces {barrels} barrels in {_place(rid)}."
        events = [_event("produce", text, seat=seat, region=rid, barrels=barrels)]
        if not self._producible(state, seat, active):
            events.extend(self._finish_box(state))
        return events

    # --- free actions

    def _sell(self, state: OmbState, seat: int, barrels: int) -> list[Event]:
        """Sell barrels from the reserve at the market price (a free action; it counts for the
        next price, book "Autres actions")."""
        player = state.players[seat]
        price = oil_price_cents(state)
        player.oil_reserve -= barrels
        player.money_cents += barrels * price
        player.sold_this_turn += barrels
        text = f"{_name(state, seat)} sells {barrels} barrels at {money_text(price)}."
        return [_event("sell", text, seat=seat, barrels=barrels, price_cents=price)]

    def _offer(self, state: OmbState, seat: int, action: act.Offer) -> list[Event]:
        amount = 1 if action.what == "territory" else action.amount or 1
        if action.what == "money":
            amount = dollars(amount)
        offer = TransferOffer(
            giver=seat, receiver=action.to, what=action.what, amount=amount, region=action.region
        )
        state.players[seat].offers_this_turn += 1
        state.pending.append(
            Pending(
                kind=TRANSFER_ANSWER,
                seat=action.to,
                batch=self._new_batch(state),
                source=seat,
                offer=offer,
            )
        )
        text = f"{_name(state, seat)} offers {_name(state, action.to)} a transfer."
        private = f"{_name(state, seat)} offers you {self._offer_text(offer)}."
        return [
            _event("offer", text, seat=seat, to=action.to),
            Event(kind="offer", text=private, to=action.to),
        ]

    def _offer_text(self, offer: TransferOffer) -> str:
        if offer.what == "money":
            return money_text(offer.amount)
        if offer.what == "territory":
            return f"control of {_place(offer.region or BORDER)}"
        return f"{offer.amount} {'barrels' if offer.what == 'oil' else 'logistics'}"

    # --- answers to pending questions

    def _answer(self, state: OmbState, seat: int, item: Pending, action: Any) -> list[Event]:
        if item.kind == SUPPORT_ANSWER:
            assert isinstance(action, act.Answer) and state.active is not None
            for request in state.active.support:
                if request.region == item.region and request.ally == seat:
                    request.accepted = action.accept
            word = "accepts" if action.accept else "refuses"
            return [_event("support_answer", f"{_name(state, seat)} {word} to support.")]
        if item.kind == SUPPORT_MOVE:
            if isinstance(action, act.Done):
                return [_event("support_lapses", f"{_name(state, seat)} cannot join the battle.")]
            assert isinstance(action, act.Move)
            moved = self._move_group(state, seat, action)
            battle = state.regions[action.destination].battle
            if battle is not None and seat not in battle.supporters:
                battle.supporters.append(seat)
            return moved
        if item.kind == TRANSFER_ANSWER:
            assert isinstance(action, act.Answer) and item.offer is not None
            return self._transfer(state, item.offer, action.accept)
        module = self._decision_module(item.kind)
        if module is None:
            raise IllegalAction(f"No rule answers a '{item.kind}' question.")
        events: list[Event] = getattr(module, f"play_{item.kind}")(state, seat, action)
        return events

    def _transfer(self, state: OmbState, offer: TransferOffer, accept: bool) -> list[Event]:
        """Carry out an accepted binding transfer (book "Diplomatie et alliances")."""
        giver, receiver = offer.giver, offer.receiver
        names = f"{_name(state, giver)} to {_name(state, receiver)}"
        if not accept:
            return [_event("transfer", f"The transfer from {names} is refused.")]
        what = self._offer_text(offer)
        if offer.what == "oil":
            state.players[giver].oil_reserve -= offer.amount
            state.players[receiver].oil_reserve += offer.amount
        elif offer.what == "money":
            state.players[giver].money_cents -= offer.amount
            state.players[receiver].money_cents += offer.amount
            return [
                _event("transfer", f"Money passes from {names}."),
                Event(kind="transfer", text=f"You give {what}.", to=giver),
                Event(kind="transfer", text=f"You receive {what}.", to=receiver),
            ]
        elif offer.what == "logistics":
            border = state.regions[BORDER]
            border.owned_logistics[giver] -= offer.amount
            border.owned_logistics[receiver] += offer.amount
        else:
            assert offer.region is not None
            state.regions[offer.region].controller = receiver
        return [_event("transfer", f"Transfer from {names}: {what}.")]

    # ------------------------------------------------------------------ end of turn

    def _end_of_turn_step(self, state: OmbState) -> list[Event]:
        """Run one end-of-turn check; after the last one, start the next turn or end the game."""
        step = state.eot_step
        if step is None:
            return self._next_turn(state)
        index = END_OF_TURN_STEPS.index(step)
        state.eot_step = (
            END_OF_TURN_STEPS[index + 1] if index + 1 < len(END_OF_TURN_STEPS) else None
        )
        if step == "rebels" and state.phase < 2:
            return []
        if step == "government" and state.phase < 3:
            return []
        return _STEP_FUNCTIONS[step](state)

    def _next_turn(self, state: OmbState) -> list[Event]:
        if state.absolute_turn >= state.total_turns:
            events = endturn.record_final(state)
            state.stage = "over"
            return events
        state.turn += 1
        if state.turn > state.options.turns_per_phase:
            state.turn = 1
            state.phase += 1
        state.stage = "actions"
        state.round = 1
        state.current = 0
        state.pawns = []
        for player in state.players:
            player.taxed_this_turn = False
            player.developments_this_turn = {}
            player.sold_this_turn = 0
            player.offers_this_turn = 0
        return [_event("turn", f"Phase {state.phase}, turn {state.turn}.")]

    # ------------------------------------------------------------------ views & result

    def _public(self, state: OmbState) -> OmbPublic:
        return public_view(state, columns_in_use(state.n))

    def _private(self, state: OmbState, seat: int) -> OmbPrivate:
        return private_view(state, seat)

    def _result(self, state: OmbState) -> Result:
        """Most money wins; ties go to the tender track, then controlled territories, then
        stay shared (book "Victoire finale"); the count is ``endturn``'s."""
        return endturn.final_scoring(state)

    # ------------------------------------------------------------------ checks

    def invariants(self, state: OmbState) -> list[str]:
        """Money, oil and units never negative; at most 15 military per player; at most 3
        buildings and one police station, pipeline and refinery per region; every territory's
        controller consistent with the units there; the action board consistent."""
        broken: list[str] = []
        for seat, player in enumerate(state.players):
            name = _name(state, seat)
            if player.money_cents < 0:
                broken.append(f"{name} has negative money")
            if player.oil_reserve < 0:
                broken.append(f"{name} has a negative oil reserve")
            for track, value in (
                ("pacifism", player.pacifism),
                ("influence", player.influence),
                ("media", player.media),
                ("tenders", player.tenders),
            ):
                if value < 0:
                    broken.append(f"{name}'s {track} is negative")
            if state.military_on_board(seat) > MAX_MILITARY:
                broken.append(f"{name} has more than {MAX_MILITARY} military on the board")
        for rid, region in state.regions.items():
            broken.extend(self._region_invariants(state, rid, region))
        broken.extend(self._board_invariants(state))
        return broken

    def _region_invariants(self, state: OmbState, rid: str, region: RegionState) -> list[str]:
        broken = []
        if min(region.military + region.owned_logistics) < 0:
            broken.append(f"{rid}: negative units")
        if region.logistics < 0 or region.barrels < 0 or region.locals < 0:
            broken.append(f"{rid}: negative logistics, barrels or locals")
        if len(region.buildings) > MAX_BUILDINGS:
            broken.append(f"{rid}: more than {MAX_BUILDINGS} buildings")
        for kind in ("police", "pipeline", "refinery"):
            if region.count(kind) > 1:
                broken.append(f"{rid}: more than one {kind}")
        if rid == BORDER:
            if region.controller is not None or region.logistics or region.buildings:
                broken.append("the border is controlled or holds regional logistics/buildings")
            return broken
        if any(region.owned_logistics):
            broken.append(f"{rid}: owned logistics outside the border")
        if region.controller is not None:
            if not region.explored or region.locals > 0 or region.battle is not None:
                broken.append(f"{rid}: controlled but unexplored, held by locals or at war")
        elif region.battle is None and region.military_total() > 0:
            broken.append(f"{rid}: military present without a battle and without a controller")
        if region.battle is None and region.locals > 0 and region.military_total() > 0:
            broken.append(f"{rid}: players' military and locals together without a battle")
        return broken

    def _board_invariants(self, state: OmbState) -> list[str]:
        broken = []
        in_use = {box.id for box in boxes_in_use(state.n)}
        for pawn in state.pawns:
            if pawn.box not in in_use:
                broken.append(f"pawn on {pawn.box}, a box not in use")
            if not BOXES[pawn.box].unlimited and sum(p.box == pawn.box for p in state.pawns) > 1:
                broken.append(f"two pawns on {pawn.box}")
        for seat in range(state.n):
            for rnd in (1, 2):
                if sum(p.seat == seat and p.round == rnd for p in state.pawns) > 1:
                    broken.append(f"{_name(state, seat)} has two pawns in round {rnd}")
        if sorted(state.order) != list(range(state.n)):
            broken.append("the turn order is not a permutation of the seats")
        for item in state.pending:
            if not 0 <= item.seat < state.n:
                broken.append(f"a pending question for seat {item.seat}")
        return broken

    def max_actions(self, state: OmbState) -> int:
        """A generous bound: preparation purchases, then per turn and player two boxes of at
        most 10 buys, 3 moves and support requests, developments, productions, sales, offers and
        their answers, plus the end-of-turn decisions."""
        per_turn = state.n * 400 + 200
        return 40 * state.n + state.total_turns * per_turn
