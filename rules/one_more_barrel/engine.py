"""The One More Barrel game: set-up, the action board, the turn flow and the end-of-turn sequence.

This module is the :class:`~rules.core.Game` of the package. It carries out the action boxes
(media, purchases and moves, developments, cash, turn order, new tax and the speech to the
nation, oil production) and support requests, with the movement rules of ``moves`` and the
board of ``actionboard``; the free actions of one's own turn (selling oil, offering a binding
transfer) are ``trade``'s; the invariants are ``checks``'s. It drives the end-of-turn checks
written in ``battles`` (battles), ``rebels`` (rebels, from phase 2) and ``endturn`` (pacifism,
the oil price, oil collection, the provisional government, turn order, final count).

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
    View,
)

from . import actions as act
from . import battles, checks, describe, endturn, rebels, trade
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
    PACIFISM_MAX,
    REGIONS,
    TENDER_MAX,
    TERRITORIES,
)
from .helpers import ask, branch, event, new_batch, place, plural
from .helpers import name as player_name
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
    ActiveBox,
    Building,
    OmbOptions,
    OmbState,
    Pawn,
    Pending,
    PlayerState,
    RegionState,
    SupportRequest,
    dollars,
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
from .trade import TRANSFER_ANSWER
from .view import OmbPrivate, OmbPublic, private_view, public_view

#: Money every player starts with, and the bonus of the last player in the first turn order
#: (book "Préparation": 10 $, "Le dernier joueur reçoit un bonus de 2$").
START_DOLLARS = 10
LAST_PLAYER_BONUS = 2
#: Price of a unit bought before the game (book: "Chaque unité coûte 1$").
PREPARATION_UNIT_COST = 1

#: The end-of-turn checks in the book's order ("Contrôles de fin de tour": conflicts, rebels
#: from phase 2, pacifism, oil — the new price, then collection —, turn order), with the
#: provisional government's extra production (phase 3) in the oil step before the collection,
#: so that its barrels are collected and stored like any others.
END_OF_TURN_STEPS: tuple[str, ...] = (
    "battles",
    "rebels",
    "pacifism",
    "oil_price",
    "government",
    "oil_collection",
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
#: The default moves, most preferred first (see :meth:`OneMoreBarrel.default_action`); the
#: legal tree of the moment decides which one applies.
_DEFAULT_PREFERENCES: tuple[dict[str, Any], ...] = (
    {"kind": "answer", "accept": False},
    {"kind": "repair", "pay": False},
    {"kind": "decide", "option": battles.NO_AGREEMENT},
    {"kind": "decide", "option": battles.STAY},
    {"kind": "decide", "option": rebels.LAUNCH},
    {"kind": "rebel", "action": "pass"},
    {"kind": "prep_done"},
    {"kind": "done"},
    {"kind": "take_box", "box": OIL_PRODUCTION},
)

SUPPORT_ANSWER = "support_answer"
SUPPORT_MOVE = "support_move"


def _units(count: int, unit: str) -> str:
    """``count`` units of ``unit`` (``military`` or ``logistics``) in words: ``1 logistic
    unit``, ``3 military units``."""
    return plural(count, "military unit" if unit == "military" else "logistic unit")


def roll_turn_order(rng: Rng, seats: list[int], dice: dict[int, list[int]]) -> list[int]:
    """Turn order by dice, highest first; tied players roll again among themselves
    (book: "L'ordre du tour est déterminé en lançant les dés"). Every roll is added to
    ``dice`` (seat → its rolls, in order)."""
    if len(seats) == 1:
        return list(seats)
    rolls = {seat: rng.die() for seat in seats}
    for seat, roll in rolls.items():
        dice.setdefault(seat, []).append(roll)
    order: list[int] = []
    for value in sorted(set(rolls.values()), reverse=True):
        tied = [seat for seat in seats if rolls[seat] == value]
        order.extend(roll_turn_order(rng, tied, dice) if len(tied) > 1 else tied)
    return order


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
        dice: dict[int, list[int]] = {}
        order = roll_turn_order(rng, list(range(n)), dice)
        players = [
            PlayerState(money_cents=dollars(START_DOLLARS), order_dice=dice[seat])
            for seat in range(n)
        ]
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
        specs.extend(trade.free_specs(state, seat))
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

    def _order_box_open(self, state: OmbState, seat: int, box: Box) -> bool:
        """Whether ``seat`` may take Turn order ``box``: the boxes fill in order (book "Ordre du
        tour": "Le joueur qui choisit en premier cette option sera le premier joueur au tour
        suivant [...] Il en va de même pour les autres cases"), so only the first free one is
        open, and a player holds at most one place a turn."""
        if any(p.seat == seat and BOXES[p.box].row == "order" for p in state.pawns):
            return False
        free = [b for b in boxes_in_use(state.n) if b.row == "order" and self._box_free(state, b)]
        return bool(free) and free[0].id == box.id

    def _take_box_spec(self, state: OmbState, seat: int) -> ActionSpec:
        player = state.players[seat]
        choices: list[Choice] = []
        for box in boxes_in_use(state.n):
            if not self._box_free(state, box):
                continue
            if box.row == "order" and not self._order_box_open(state, seat, box):
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
                        # By air into any region, "occupée, libre ou en guerre" (book "Achats").
                        places = [
                            Choice(value=rid, label=place(rid), then=[count]) for rid in REGIONS
                        ]
                        then = [Step(param="region", label="landing region", choices=places)]
                    units.append(Choice(value=unit, label=unit, then=then))
                if units:
                    label = f"by {route} ({cost} $ a unit)"
                    routes.append(branch(route, label, "unit", "unit", units))
            specs.append(
                ActionSpec(
                    kind="buy",
                    label=f"Buy units ({active.purchases_left} left)",
                    steps=ask("route", "route", routes),
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
                dest_label = "off the board" if destination == OFF_BOARD else place(destination)
                dest_choices.append(Choice(value=destination, label=dest_label, then=steps))
            if dest_choices:
                source_choices.append(
                    branch(source, place(source), "destination", "destination", dest_choices)
                )
        steps = ask("source", "from", source_choices)
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
                Choice(value=ally, label=player_name(state, ally))
                for ally in range(state.n)
                if ally != seat and ally not in asked and self._can_reach(state, ally, rid)
            ]
            if allies:
                targets.append(branch(rid, place(rid), "ally", "ally", allies))
        steps = ask("region", "target", targets)
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
                    Choice(value=rid, label=place(rid))
                    for rid in self._building_regions(state, seat, kind)
                ]
                if places:
                    buildings.append(
                        branch(
                            kind,
                            f"{spec.name} ({plural(spec.cost, 'logistic unit')})",
                            "region",
                            "region",
                            places,
                        )
                    )
            if buildings:
                kinds.append(branch("building", "a building", "building", "building", buildings))
        if (
            self._develop_cost(state, seat, "influence") <= player.money_cents
            and player.influence < INFLUENCE_MAX
        ):
            places = [
                Choice(value=rid, label=place(rid))
                for rid in state.controlled(seat)
                if state.regions[rid].logistics >= 1
            ]
            if places:
                kinds.append(
                    branch(
                        "influence", "an influence point (1 logistic)", "region", "region", places
                    )
                )
        if (
            self._develop_cost(state, seat, "tender") <= player.money_cents
            and player.tenders < TENDER_MAX
            and state.controlled(seat)
        ):
            kinds.append(Choice(value="tender", label="a tender step"))
        steps = ask("development", "development", kinds)
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
            Choice(value=rid, label=place(rid)) for rid in self._producible(state, seat, active)
        ]
        steps = ask("region", "region", places)
        return [ActionSpec(kind="produce", label="Produce oil in a region", steps=steps)]

    def _pending_legal(self, state: OmbState, seat: int, item: Pending) -> list[ActionSpec]:
        if item.kind == SUPPORT_ANSWER:
            region = item.region or ""
            answers = [Choice(value=False, label="refuse")]
            if self._can_reach(state, seat, region):
                answers.insert(0, Choice(value=True, label="accept (you must join the battle)"))
            label = f"Support {player_name(state, item.source or 0)} in {region}?"
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
            return [trade.answer_spec()]
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
            names = ", ".join(player_name(state, s) for s in state.order)
            events.append(event("turn", f"Phase 1, turn 1. Turn order: {names}."))
        while state.stage == "end_of_turn" and not state.pending:
            events.extend(self._end_of_turn_step(state))
        return events

    def _prepare(self, state: OmbState, seat: int, action: Any) -> list[Event]:
        player = state.players[seat]
        if isinstance(action, act.PrepDone):
            player.prepared = True
            return [event("prepared", f"{player_name(state, seat)} is ready.")]
        assert isinstance(action, act.PrepBuy)
        player.money_cents -= dollars(PREPARATION_UNIT_COST * action.count)
        border = state.regions[BORDER]
        if action.unit == "military":
            border.military[seat] += action.count
        else:
            border.owned_logistics[seat] += action.count
        text = (
            f"{player_name(state, seat)} buys {_units(action.count, action.unit)} for the border."
        )
        return [event("buy", text, seat=seat, unit=action.unit, count=action.count)]

    def _act(self, state: OmbState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, act.SellOil):
            return trade.sell(state, seat, action.barrels)
        if isinstance(action, act.Offer):
            return trade.offer(state, seat, action)
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
        who = player_name(state, seat)
        state.pawns.append(Pawn(seat=seat, box=box.id, round=state.round))
        if box.row == "media":
            amount = action.amount or 1
            cost = dollars(media_raise_cost(amount))
            player.money_cents -= cost
            player.media = clamp_track(player.media + amount, MEDIA_MAX)
            text = f"{who} raises media control by {amount} to {player.media}."
            return [event("media", text, seat=seat), *self._finish_box(state)]
        if box.row == "cash":
            player.money_cents += dollars(box.points)
            return [event("cash", f"{who} takes Cash.", seat=seat), *self._finish_box(state)]
        if box.row == "order":
            text = f"{who} takes turn order place {box.points} for next turn."
            return [event("order", text, seat=seat), *self._finish_box(state)]
        if box.id == NEW_TAX:
            player.taxed_this_turn = True
            if action.mode == "speech":
                cut = speech_reduction(player.pacifism)
                player.speech_used = True
                player.pacifism = clamp_track(player.pacifism - cut, PACIFISM_MAX)
                text = f"{who} makes a speech to the nation: pacifism -{cut}."
                return [event("speech", text, seat=seat), *self._finish_box(state)]
            player.money_cents += dollars(box.points)
            player.pacifism = clamp_track(player.pacifism + NEW_TAX_PACIFISM, PACIFISM_MAX)
            text = f"{who} raises a new tax: +5 $, pacifism +1."
            return [event("new_tax", text, seat=seat), *self._finish_box(state)]
        state.active = ActiveBox(seat=seat, box=box.id)
        if box.row == "purchase":
            state.active.purchases_left = box.points
            state.active.moves_left = box.moves
        elif box.row == "develop":
            state.active.developments_left = box.points
        events = [event("box", f"{who} takes {box.label}.", seat=seat, box=box.id)]
        if box.id == OIL_PRODUCTION and not self._producible(state, seat, state.active):
            events.append(event("produce", f"{who} has nothing to produce."))
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
            return [event("round", "Second action round.")]
        state.stage = "end_of_turn"
        state.eot_step = END_OF_TURN_STEPS[0]
        return [event("end_of_turn", "End-of-turn checks.")]

    def _buy(self, state: OmbState, seat: int, active: ActiveBox, action: act.Buy) -> list[Event]:
        cost = LAND_UNIT_COST if action.route == "land" else AIR_UNIT_COST
        state.players[seat].money_cents -= dollars(cost * action.count)
        active.purchases_left -= action.count
        where = BORDER if action.route == "land" else action.region or BORDER
        military = action.count if action.unit == "military" else 0
        logistics = action.count - military
        text = f"{player_name(state, seat)} buys {_units(action.count, action.unit)} by {action.route} ({place(where)})."
        events = [event("buy", text, seat=seat, region=where, unit=action.unit)]
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
            batch = new_batch(state)
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
            text = f"{player_name(state, seat)} takes {group} off the board."
            return [event("move", text, seat=seat, source=action.source)]
        text = f"{player_name(state, seat)} moves {group} from {place(action.source)} to {place(action.destination)}."
        events = [event("move", text, seat=seat, source=action.source, to=action.destination)]
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

    def _request_support(
        self, state: OmbState, seat: int, active: ActiveBox, action: act.RequestSupport
    ) -> list[Event]:
        active.support.append(SupportRequest(region=action.region, ally=action.ally))
        state.pending.append(
            Pending(
                kind=SUPPORT_ANSWER,
                seat=action.ally,
                batch=new_batch(state),
                region=action.region,
                source=seat,
            )
        )
        text = f"{player_name(state, seat)} asks {player_name(state, action.ally)} for support in {place(action.region)}."
        return [event("support_request", text, seat=seat, ally=action.ally)]

    def _develop(
        self, state: OmbState, seat: int, active: ActiveBox, action: act.Develop
    ) -> list[Event]:
        player = state.players[seat]
        kind = action.development
        player.money_cents -= self._develop_cost(state, seat, kind)
        player.developments_this_turn[kind] = player.developments_this_turn.get(kind, 0) + 1
        active.developments_left -= 1
        who = player_name(state, seat)
        if kind == "building":
            assert action.building is not None and action.region is not None
            spec = BUILDINGS[action.building]
            region = state.regions[action.region]
            region.logistics -= spec.cost
            region.buildings.append(Building(kind=spec.kind, builder=seat))
            text = f"{who} builds a {spec.name} in {place(action.region)}."
        elif kind == "influence":
            assert action.region is not None
            state.regions[action.region].logistics -= 1
            player.influence = clamp_track(player.influence + 1, INFLUENCE_MAX)
            text = f"{who} gives aid to the population of {place(action.region)}: influence +1."
        else:
            player.tenders += 1
            text = f"{who} wins a tender (step {player.tenders})."
        events = [event("develop", text, seat=seat, development=kind)]
        if active.developments_left == 0:
            events.extend(self._finish_box(state))
        return events

    def _produce(self, state: OmbState, seat: int, active: ActiveBox, rid: str) -> list[Event]:
        region = state.regions[rid]
        barrels, _ = production_numbers(region)
        region.logistics -= 1
        region.barrels += barrels
        active.produced.append(rid)
        text = f"{player_name(state, seat)} produces {barrels} barrels in {place(rid)}."
        events = [event("produce", text, seat=seat, region=rid, barrels=barrels)]
        if not self._producible(state, seat, active):
            events.extend(self._finish_box(state))
        return events

    # --- answers to pending questions

    def _answer(self, state: OmbState, seat: int, item: Pending, action: Any) -> list[Event]:
        if item.kind == SUPPORT_ANSWER:
            assert isinstance(action, act.Answer) and state.active is not None
            for request in state.active.support:
                if request.region == item.region and request.ally == seat:
                    request.accepted = action.accept
            word = "accepts" if action.accept else "refuses"
            return [event("support_answer", f"{player_name(state, seat)} {word} to support.")]
        if item.kind == SUPPORT_MOVE:
            if isinstance(action, act.Done):
                return [
                    event("support_lapses", f"{player_name(state, seat)} cannot join the battle.")
                ]
            assert isinstance(action, act.Move)
            moved = self._move_group(state, seat, action)
            battle = state.regions[action.destination].battle
            if battle is not None and seat not in battle.supporters:
                battle.supporters.append(seat)
            return moved
        if item.kind == TRANSFER_ANSWER:
            assert isinstance(action, act.Answer) and item.offer is not None
            return trade.transfer(state, item.offer, action.accept)
        module = self._decision_module(item.kind)
        if module is None:
            raise IllegalAction(f"No rule answers a '{item.kind}' question.")
        events: list[Event] = getattr(module, f"play_{item.kind}")(state, seat, action)
        return events

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
        return [event("turn", f"Phase {state.phase}, turn {state.turn}.")]

    # ------------------------------------------------------------------ default move

    def default_action(self, state: OmbState, seat: int) -> dict[str, Any] | None:
        """The least consequential legal move for ``seat``, played when the host skips a
        player whose clock ran out (``None`` when the game does not wait on ``seat``).

        The book defines no default move; this one is authored (docs/one_more_barrel.md):
        every yes/no question is refused (support, transfer, joining or helping a bombing,
        an alliance agreement, volunteering for a shared retreat's loss), a repair is not
        paid, a battle gets no agreement, a retreat question is answered "stay", an
        attacker bombs without asking more rebels, rebels in play do nothing, the border
        purchases end, an action box is finished, and a pawn goes on the unlimited Oil
        production box. Where none of these is offered (a pacifism penalty to pay, rebels
        that must enter, a support move that must be made) the first legal option is taken:
        the first choice of every step and the smallest number of every range.
        """
        legal = self.legal_actions(state, seat)
        if not legal.actions:
            return None
        for candidate in _DEFAULT_PREFERENCES:
            if legal.allows(candidate):
                return dict(candidate)
        return next(legal.paths(limit=1), None)

    # ------------------------------------------------------------------ views & result

    def _public(self, state: OmbState) -> OmbPublic:
        return public_view(state, columns_in_use(state.n))

    def _private(self, state: OmbState, seat: int) -> OmbPrivate:
        return private_view(state, seat)

    def describe_public(self, view: View) -> list[str]:
        """The public board in words for text tables (``describe.describe_public``)."""
        return describe.describe_public(view)

    def describe_private(self, view: View) -> list[str]:
        """The seat's secrets in words (``describe.describe_private``)."""
        return describe.describe_private(view)

    def _result(self, state: OmbState) -> Result:
        """Most money wins; ties go to the tender track, then controlled territories, then
        stay shared (book "Victoire finale"); the count is ``endturn``'s."""
        return endturn.final_scoring(state)

    # ------------------------------------------------------------------ checks

    def invariants(self, state: OmbState) -> list[str]:
        """Every broken invariant of ``state`` (see ``checks``)."""
        return checks.invariants(state)

    def max_actions(self, state: OmbState) -> int:
        """A generous bound: preparation purchases, then per turn and player two boxes of at
        most 10 buys, 3 moves and support requests, developments, productions, sales, offers and
        their answers, plus the end-of-turn decisions."""
        per_turn = state.n * 400 + 200
        return 40 * state.n + state.total_turns * per_turn
