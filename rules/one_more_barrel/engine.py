"""The One More Barrel game: set-up and the game's flow.

This module is the :class:`~rules.core.Game` of the package and keeps only the flow: the
preparation, then turns of two action rounds and the end-of-turn checks, phase after phase,
and the questions other seats must answer. Each family of actions keeps its legal tree beside
the code that plays it, ``legal_x`` next to ``play_x``:

* ``preparation``: the purchases before the first turn;
* ``boxes``: putting a pawn on an action box, and the boxes that end at once (media, cash,
  turn order, new tax or the speech to the nation); ``actionboard`` holds the boxes and
  ``rounds`` the two action rounds;
* ``purchases`` (purchases, moves, support), ``developments`` and ``production``: the boxes
  played step by step until the player finishes;
* ``trade``: the free actions of one's own turn (selling oil, offering a binding transfer);
* ``battles``, ``rebels`` and ``endturn``: the end-of-turn checks (battles, rebels from phase
  2, pacifism, the oil price, the provisional government, collection, turn order, the final
  count); ``checks``: the invariants.

Questions other seats must answer (an ally's consent, a transfer's acceptance, a battle or
bombing decision) wait in ``state.questions``; ``to_act`` names their seats and the game goes
on once they are answered. The module that asks a question of kind ``k`` answers it with its
functions ``legal_k(state, seat)`` and ``play_k(state, seat, action)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import ActionSpec, Event, Game, IllegalAction, Result, Rng, View
from rules.core.dice import roll_turn_order
from rules.core.questions import Question

from . import actions as act
from . import (
    battles,
    boxes,
    checks,
    describe,
    developments,
    endturn,
    preparation,
    production,
    purchases,
    rebels,
    trade,
)
from .actionboard import BOXES, OIL_PRODUCTION, columns_in_use
from .asking import is_open, item_of
from .board import TERRITORIES
from .endturn import END_OF_TURN_STEPS
from .helpers import name as player_name
from .helpers import say
from .labels import LABELS_DE, LABELS_FR
from .messages import MESSAGES, NAMES, TRANSLATED_NAMES, TRANSLATIONS
from .preparation import LAST_PLAYER_BONUS, START_DOLLARS
from .refusals import REFUSALS_DE, REFUSALS_FR
from .rounds import finish_box
from .state import (
    BORDER,
    ActiveBox,
    OmbOptions,
    OmbState,
    PlayerState,
    RegionState,
    dollars,
)
from .view import OmbPrivate, OmbPublic, private_view, public_view

#: The function carrying out each end-of-turn step (``endturn.END_OF_TURN_STEPS``, in order).
_STEP_FUNCTIONS: dict[str, Callable[[OmbState], list[Event]]] = {
    "battles": battles.resolve_battles,
    "rebels": rebels.rebels_turn,
    "pacifism": endturn.check_pacifism,
    "oil_price": endturn.update_oil_price,
    "oil_collection": endturn.collect_oil,
    "government": endturn.government_production,
    "turn_order": endturn.next_turn_order,
}

#: The legal tree of an open box, by the box's row (of one kind alone, if given).
_OPEN_BOX_LEGAL: dict[str, Callable[[OmbState, int, ActiveBox, str | None], list[ActionSpec]]] = {
    "purchase": purchases.legal_purchase_box,
    "develop": lambda state, seat, active, _kind: developments.legal_develop(state, seat, active),
    "oil_production": lambda state, seat, active, _kind: production.legal_produce(
        state, seat, active
    ),
}

#: The kinds of action each open box's tree offers.
_OPEN_BOX_KINDS: dict[str, tuple[str, ...]] = {
    "purchase": purchases.PURCHASE_BOX_KINDS,
    "develop": ("develop",),
    "oil_production": ("produce",),
}

#: What plays each action inside an open box.
_OPEN_BOX_PLAY: dict[type, Callable[[OmbState, int, ActiveBox, Any], list[Event]]] = {
    act.Buy: purchases.play_buy,
    act.Move: purchases.play_move,
    act.RequestSupport: purchases.play_request_support,
    act.Develop: developments.play_develop,
    act.Produce: production.play_produce,
}

#: Modules whose questions (pending kinds) they answer themselves, searched in this order.
#: A question's rule: the answers open to the asked seat, and what an answer does.
LegalAnswers = Callable[[OmbState, int], list[ActionSpec]]
PlayAnswer = Callable[[OmbState, int, Any], list[Event]]

#: Every kind of question the game asks a seat that is not on turn, and the rule that answers
#: it, written beside the code that asks it (an explicit table: nothing found by name).
ANSWERS: dict[str, tuple[LegalAnswers, PlayAnswer]] = {
    purchases.SUPPORT_ANSWER: (purchases.legal_support_answer, purchases.play_support_answer),
    purchases.SUPPORT_MOVE: (purchases.legal_support_move, purchases.play_support_move),
    trade.TRANSFER_ANSWER: (trade.legal_transfer_answer, trade.play_transfer_answer),
    battles.BATTLE_PROPOSAL: (battles.legal_battle_proposal, battles.play_battle_proposal),
    battles.BATTLE_ACCEPT: (battles.legal_battle_accept, battles.play_battle_accept),
    battles.RETREAT: (battles.legal_retreat, battles.play_retreat),
    battles.RETREAT_VOLUNTEER: (battles.legal_retreat_volunteer, battles.play_retreat_volunteer),
    rebels.REBEL: (rebels.legal_rebel, rebels.play_rebel),
    rebels.REBEL_JOIN: (rebels.legal_rebel_join, rebels.play_rebel_join),
    rebels.REBEL_INVITE: (rebels.legal_rebel_invite, rebels.play_rebel_invite),
    rebels.REBEL_DEFEND: (rebels.legal_rebel_defend, rebels.play_rebel_defend),
    rebels.REPAIR: (rebels.legal_repair, rebels.play_repair),
    endturn.PACIFISM_PENALTY: (endturn.legal_pacifism_penalty, endturn.play_pacifism_penalty),
}

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


class OneMoreBarrel(Game[OmbState, OmbOptions]):
    """One More Barrel for 3 to 5 players (Michele Quondam, Giochix)."""

    name = "one_more_barrel"
    title = "One More Barrel"
    min_players = 3
    max_players = 5
    command_name = "omb"
    messages = MESSAGES
    message_names = NAMES
    translations = TRANSLATIONS
    translated_names = TRANSLATED_NAMES
    label_translations = {"fr": LABELS_FR, "de": LABELS_DE}
    refusal_translations = {"fr": REFUSALS_FR, "de": REFUSALS_DE}
    #: Answers a player may set in advance (``/game standing``), by question kind.
    standing_answers = {
        purchases.SUPPORT_ANSWER: {"always refuse": {"kind": "answer", "accept": False}},
        trade.TRANSFER_ANSWER: {"always refuse": {"kind": "answer", "accept": False}},
        battles.BATTLE_ACCEPT: {
            "always accept": {"kind": "answer", "accept": True},
            "always refuse": {"kind": "answer", "accept": False},
        },
        battles.RETREAT: {"always stay and fight": {"kind": "decide", "option": battles.STAY}},
        battles.RETREAT_VOLUNTEER: {"never volunteer": {"kind": "answer", "accept": False}},
        rebels.REBEL_JOIN: {"never join": {"kind": "answer", "accept": False}},
        rebels.REBEL_DEFEND: {
            "always help": {"kind": "answer", "accept": True},
            "never help": {"kind": "answer", "accept": False},
        },
        rebels.REPAIR: {"never repair": {"kind": "repair", "pay": False}},
    }
    #: A finished game's story: battles fought and their outcome, buildings built and bombed.
    key_messages = frozenset(
        {
            "invade",
            "invade_reinforced",
            "battle_won",
            "locals_hold",
            "locals_hold_destroying",
            "battle_both_destroyed",
            "develop_building",
            "bombing_units",
            "building_destroyed",
            "building_destroyed_barrels",
        }
    )
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
        # Book: "L'ordre du tour est déterminé en lançant les dés"; ties roll again.
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

    # ------------------------------------------------------------------ who acts, and how

    def is_over(self, state: OmbState) -> bool:
        return state.stage == "over"

    def _to_act(self, state: OmbState) -> list[int]:
        if state.questions.open:
            return state.questions.waiting()
        if state.stage == "preparation":
            return [s for s, p in enumerate(state.players) if not p.prepared]
        if state.stage == "actions":
            return [state.order[state.current]]
        return []

    def _pending_item(self, state: OmbState, seat: int) -> Question:
        return item_of(state, seat)

    def _legal(self, state: OmbState, seat: int) -> list[ActionSpec]:
        return self._specs(state, seat, None)

    def _legal_of(self, state: OmbState, seat: int, kind: object) -> list[ActionSpec]:
        """Only the trees of ``kind`` in the action rounds (``apply`` checks an action
        against them without building the others)."""
        return self._specs(state, seat, kind if isinstance(kind, str) else None)

    def _specs(self, state: OmbState, seat: int, kind: str | None) -> list[ActionSpec]:
        """The specs open to ``seat``, or (in the action rounds) those of ``kind`` alone, in
        the same order (``None``: every kind)."""
        if state.questions.open:
            rule = ANSWERS.get(self._pending_item(state, seat).kind)
            return [] if rule is None else rule[0](state, seat)
        if state.stage == "preparation":
            return preparation.legal_preparation(state, seat)
        specs: list[ActionSpec] = []
        active = state.active
        if active is None:
            if kind in (None, "take_box"):
                specs.append(boxes.legal_take_box(state, seat))
        else:
            row = BOXES[active.box].row
            if kind is None or kind in _OPEN_BOX_KINDS[row]:
                specs.extend(_OPEN_BOX_LEGAL[row](state, seat, active, kind))
            if kind in (None, "done"):
                specs.append(ActionSpec(kind="done", label="Finish this action"))
        if kind in (None, *trade.FREE_KINDS):
            specs.extend(trade.free_specs(state, seat, kind))
        return [spec for spec in specs if spec.kind in ("done", "take_box") or spec.steps]

    def _public_moves(self, state: OmbState, seat: int) -> list[ActionSpec]:
        """At the action board, the boxes open to the player on turn (selling oil, offers
        and the media points depend on secret reserves: asked in private)."""
        if state.questions.open or state.stage != "actions" or state.active is not None:
            return []
        return [boxes.public_take_box(state, seat)]

    def _play(self, state: OmbState, seat: int, action: Any) -> list[Event]:
        events: list[Event] = []
        if state.questions.open:
            item = self._pending_item(state, seat)
            rule = ANSWERS.get(item.kind)
            if rule is None:
                raise IllegalAction(f"No rule answers a '{item.kind}' question.")
            events.extend(rule[1](state, seat, action))
            if is_open(state, item):
                state.questions.close(item)
        elif state.stage == "preparation":
            events.extend(preparation.play_preparation(state, seat, action))
        else:
            events.extend(self._act(state, seat, action))
        events.extend(self._advance(state))
        return events

    def _act(self, state: OmbState, seat: int, action: Any) -> list[Event]:
        """An action of the player whose turn it is in the action rounds."""
        if isinstance(action, act.SellOil):
            return trade.sell(state, seat, action.barrels)
        if isinstance(action, act.Offer):
            return trade.offer(state, seat, action)
        if isinstance(action, act.TakeBox):
            return boxes.play_take_box(state, seat, action)
        if isinstance(action, act.Done):
            return finish_box(state)
        active = state.active
        assert active is not None
        return _OPEN_BOX_PLAY[type(action)](state, seat, active, action)

    def _advance(self, state: OmbState) -> list[Event]:
        """Carry the game on until it waits for somebody."""
        events: list[Event] = []
        if state.questions.open:
            return events
        active = state.active
        if active is not None and active.moving and active.moves_left == 0:
            events.extend(finish_box(state))
        if state.stage == "preparation" and all(p.prepared for p in state.players):
            state.stage = "actions"
            names = [player_name(state, s) for s in state.order]
            events.append(say("first_turn", kind="turn", names=names))
        while state.stage == "end_of_turn" and not state.questions.open:
            events.extend(self._end_of_turn_step(state))
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
        return [say("turn", phase=state.phase, turn=state.turn)]

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

    def secret_twins(self, state: OmbState, rng: Rng) -> list[tuple[frozenset[int], OmbState]]:
        """A player's cash is known to that player alone (unless the ``public_money`` option
        is on): one twin per seat with a different amount of cash."""
        if state.options.public_money:
            return []
        twins = []
        for seat, player in enumerate(state.players):
            twin = state.model_copy(deep=True)
            twin.players[seat].money_cents = player.money_cents + 50 * rng.randint(1, 40)
            twins.append((frozenset({seat}), twin))
        return twins

    def describe_public(self, view: View) -> list[str]:
        """The public board in words for text tables (``describe.describe_public``)."""
        return describe.describe_public(view)

    def describe_private(self, view: View) -> list[str]:
        """The seat's secrets in words (``describe.describe_private``), in the view's language."""
        return describe.describe_private(view, self.catalogue(view.language))

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
