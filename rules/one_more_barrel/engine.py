"""The One More Barrel game: set-up, views, result, and the game's flow.

This module is the :class:`~rules.core.Game` of the package. The game runs on the kit's flow
(:class:`~rules.core.flow.FlowGame`): ``procedures.FLOW`` gathers every stage, each family
of moves keeping its legal tree beside the code that plays it:

* ``preparation``: the purchases before the first turn;
* ``boxes``: putting a pawn on an action box, and the boxes that end at once (media, cash,
  turn order, new tax or the speech to the nation); ``actionboard`` holds the boxes and
  ``rounds`` the two action rounds, the end of turn and the next turn;
* ``purchases`` (purchases, moves, support), ``developments`` and ``production``: the boxes
  played step by step until the player finishes;
* ``trade``: the free actions of one's own turn (selling oil, offering a binding transfer);
* ``battles``, ``rebels`` and ``endturn``: the end-of-turn checks (battles, rebels from phase
  2, pacifism, the oil price, the provisional government, collection, turn order, the final
  count); ``checks``: the invariants.

Questions other seats must answer (an ally's consent, a transfer's acceptance, a battle or
bombing decision) wait in ``state.questions``; the procedure ``questions`` (``asking.py``)
waits on their seats, each answering through its question kind's stage.
"""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, Result, Rng, View
from rules.core.dice import roll_turn_order
from rules.core.flow import FlowGame, Frame

from . import actions as act
from . import battles, boxes, checks, describe, endturn, purchases, rebels, trade
from .actionboard import OIL_PRODUCTION, columns_in_use
from .command_texts import COMMAND_TEXTS, OPTION_VALUES, OPTION_WORDS, STANDING_TEXTS
from .data.board import TERRITORIES
from .messages import (
    MESSAGES,
    NAMES,
    TEXTS,
    TRANSLATED_NAMES,
    TRANSLATED_TEXTS,
    TRANSLATIONS,
)
from .picture_words import PICTURE_WORDS
from .preparation import LAST_PLAYER_BONUS, START_DOLLARS
from .procedures import FLOW
from .state import (
    ACTIONS,
    BORDER,
    PREPARATION,
    OmbOptions,
    OmbState,
    PlayerState,
    RegionState,
    dollars,
)
from .topics import TOPICS, TRANSLATED_TOPICS
from .view import OmbPrivate, OmbPublic, private_view, public_view

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


class OneMoreBarrel(FlowGame[OmbState, OmbOptions]):
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
    texts = TEXTS
    translated_texts = TRANSLATED_TEXTS
    topics = TOPICS
    translated_topics = TRANSLATED_TOPICS
    command_texts = COMMAND_TEXTS
    standing_texts = STANDING_TEXTS
    picture_words = PICTURE_WORDS
    option_words = OPTION_WORDS
    option_values = OPTION_VALUES
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
            "agreement",
            "no_agreement",
            "develop_tender",
            "rebel_enter",
            "retreat",
        }
    )
    options_model = OmbOptions
    state_model = OmbState
    action_models = act.ACTION_MODELS
    flow = FLOW

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
            stack=[Frame(kind=PREPARATION)],
        )

    # ------------------------------------------------------------------ who acts, and how

    def is_over(self, state: OmbState) -> bool:
        return not state.stack

    def _public_moves(self, state: OmbState, seat: int) -> list[ActionSpec]:
        """At the action board, the boxes open to the player on turn (selling oil, offers
        and the media points depend on secret reserves: asked in private)."""
        if not state.stack or state.stack[-1].kind != ACTIONS or state.active is not None:
            return []
        return [boxes.public_take_box(state, seat)]

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
